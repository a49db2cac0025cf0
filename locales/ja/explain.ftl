# `hensou moves --explain マス`: マスにある駒、そこから・そこへ指せる手、指せない手とその理由。

## 各ゲーム共通

explain-empty = { $square }: 空き
explain-to-move = { $side }の手番
explain-legal-from = ここから指せる手: { $moves }
explain-legal-to = ここへ指せる手: { $moves }
explain-refused-here = 指せない手:
explain-none = なし
explain-legal = { $mv }: 合法
explain-refused = { $mv }: 反則 — { $why }

## 将棋と将棋のお供

explain-shogi-no-square = `{ $text }` はマスでも指し手でもありません: マスは 5e（筋1-9、段a-i）、指し手は 7g7f のように書いてください
explain-shogi-piece = { $square }: { $side }の{ $kind }（{ $letter }）
explain-shogi-not-in-check = { $side }の手番、王手はかかっていません
explain-shogi-in-check = { $side }の手番、{ $from }から王手がかかっています
explain-shogi-pinned = この駒はピンされています: 筋から外れると玉が取られます
explain-condition = { $met ->
        [yes] 満たす
       *[no] 満たさない
    }: { $text }
explain-cards = カード { $letters }: { $rule } — { $message }
explain-more-like-it = { $first }（ほかに同様の手{ $n }）: { $why }

## チャトラ

explain-chatra-no-square = `{ $text }` はマスではありません（a1-l12）
explain-chatra-square = { $square }（ゾーン{ $zone }）、{ $side }の手番
explain-chatra-occupied = 打ち: 不可、{ $square }には{ $glyph }があります
explain-chatra-drop = 打ち
explain-chatra-object-drop = オブジェクト打ち
explain-chatra-legal = { $what }: 合法（{ $how }）
explain-chatra-illegal = { $what }: 反則 [{ $rule }] { $message }
explain-chatra-also = ほかに [{ $rule }] { $message }
explain-chatra-zone-allowed = ゾーン: 可（{ $why }）
explain-chatra-king-step = 単独機能の一歩
explain-chatra-no-mover = 移動: 単独機能の一歩でも、飛行でも、滑走でも{ $square }へ向かう自分の駒はありません

## アルケルク

explain-alquerque-no-point = `{ $text }` は点ではありません: c3（a1からe5）か 13（1から25）のように書いてください
explain-alquerque-piece = { $point }: { $side }の駒
explain-alquerque-lines = { $diagonals ->
        [yes] 縦横と斜めの線
       *[no] 縦横の線だけ
    }: 隣の点 { $neighbours }
explain-alquerque-huff-due = ハフの番です: { $side }が捕獲を見逃したので、手の前に { $points } のどれかを取り去らなければなりません
explain-alquerque-capture-forced = 捕獲は義務です: { $points } が捕獲できます
explain-alquerque-capture-huff = { $points } が捕獲できます: 捕獲しない手番のあと、{ $side }はそのどれかをハフできます
explain-alquerque-capture-free = { $points } が捕獲できます。捕獲は任意です
explain-alquerque-unhuffed = ハフをしない手番: { $why }

## マケドニア将棋

explain-macedonian-no-square = `{ $text }` はマスではありません: 5e、５五 か 55 のように書いてください
explain-macedonian-piece = { $square }: { $side }の{ $piece }{ $arrows ->
        [-1] {""}
       *[other] （矢{ $arrows }本）
    }{ $crowned ->
        [yes] 、王冠を戴く
       *[no] {""}
    }
explain-macedonian-to-move = { $side }の手番。{ $side }はここに{ $drop ->
        [yes] 打てます
       *[no] 打てません（敵陣）
    }
explain-macedonian-not-legal = ここから指せない手:

## シェルト

explain-shelt-no-square = `{ $text }` はマスではありません（P5 か e1）
explain-shelt-attached = { $side }には{ $piece }が随伴しています
explain-shelt-nothing-attached = { $side }には随伴する駒がありません
explain-shelt-temas = { $side }は今テームスを{ $can ->
        [yes] 取れます
       *[no] 取れません
    }
explain-shelt-door = 扉は{ $attacked ->
        [yes] 攻撃されています: 軸の移動はできません
       *[no] 攻撃されていません: 空いている横のマスへ移れます
    }
explain-shelt-no-action = ここを通る合法な行動はありません
explain-shelt-actions = { $square }を通る合法な行動: { $actions }
