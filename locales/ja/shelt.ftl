# シェルト: 指せない手の理由。`piece` は `shelt-piece` か `shelt-code` の
# 言う駒、`code` は駒のコード、マスはシェルトのもの（P5）。

shelt-piece = { $kana }（{ $code }、{ $kind }）
shelt-empty-square = 空きマス{ $sq }
shelt-temas = テームス
shelt-code = { $code }
shelt-the-temas = テームス
shelt-pattern = { $name ->
        [vertical] 前後に1マス
        [horizontal] 左右に1マス
        [diagonal] 斜めに1マス
        [cross] 前後左右に1マス
        [tower] 前後に1マスか2マス
        [bridge] 左右に1マスか2マス
        [rook] 前後左右にどこまでも
        [bishop] 斜めにどこまでも
        [knight] 桂馬跳び
       *[king] 全方向に1マス
    }
shelt-game-over = 対局は終わっています（{ $result } { $reason }）
shelt-door-step-help = 扉駒の左右への1マスは軸移動で、`~` で書きます: { $from }~{ $to }
shelt-rotated-help = { $rotated ->
        [true] この駒は方向転換しています
       *[false] この駒は方向転換していません
    }
shelt-own-piece = { $sq }には自分の{ $piece }がいます
shelt-temas-wall = 相手はテームスに何も張っていないので、テームスは倒せない壁です
shelt-rotate-back-line-temas = 方向転換できるのは前衛だけです: テームスに張った駒は後衛の駒です
shelt-rotate-back-line = 方向転換できるのは前衛だけです: { $piece }は後衛の駒です
shelt-rotation-state = { $piece }は{ $rotated ->
        [true] もう方向転換しています
       *[false] 方向転換していません
    }
shelt-rotation-state-help = 向きを変えるには { $ask } と書いてください
shelt-axis-shift-door = 軸移動できるのは扉駒だけです: { $piece }はできません
shelt-axis-shift-step = 軸移動は左右に1マスです: { $from }から{ $to }へはできません
shelt-axis-shift-occupied = { $sq }は空いていません: 扉は空いたマスにしか軸移動できません
shelt-axis-shift-attacked = { $piece }はチェックされているので、軸移動できません
shelt-attach-occupied = テームスにはもう{ $code }を張っています
shelt-attach-occupied-help = 1ターンで張り替えてください: -{ $old }+{ $new }
shelt-no-piece = { $sq }に駒がありません
shelt-temas-empty = テームスに何も張っていないので、テームスは動かせません
shelt-temas-empty-help = まず取った駒を張ってください（+コード）。次のターンから動かせます
shelt-not-your-piece = { $sq }の{ $piece }は相手の駒です
shelt-accompany-mover = 随伴できるのは前衛だけです: { $piece }は前衛ではありません
shelt-accompany-adjacent = 随伴相手は動く駒の前後左右に隣接していなければなりません: { $sq }は隣接していません
shelt-accompany-temas = テームスが随伴されるのは、前衛を張っているときだけです
shelt-accompany-partner = { $piece }は自分の前衛ではありません
shelt-accompany-axis = { $sq }の随伴相手はこの移動と同じ方向にいます: その向きには随伴できません
shelt-accompany-off-board = { $sq }の随伴相手が盤外に出てしまいます
shelt-accompany-blocked = { $sq }には自分の{ $code }がいます
shelt-accompanied-capture = { $sq }には{ $piece }がいます: 随伴しながら攻撃はできません
shelt-accompanied-capture-help = 取るには駒を単独で動かしてください
shelt-movement = { $piece }の動きは{ $pattern }です: { $from }から{ $to }へは動けません
shelt-blocked = { $from }から{ $to }への道がふさがっています
shelt-destroyed = { $piece }は消滅しました（テームスで使い切ったか、テームスと共に失われた）ので、もう張れません
shelt-attach-own = 自分の駒です。張れるのは取った相手の駒だけです
shelt-attach-on-board = { $sq }にいます
shelt-attach-not-in-hand = 持ち駒にありません
shelt-cannot-attach = { $piece }は張れません: { $why }
shelt-nothing-attached = テームスに何も張っていません
shelt-attachment-mismatch = { $whose ->
       *[own] 自分が
        [opponent] 相手が
    }テームスに張っている駒は{ $code }で、{ $claimed }ではありません
shelt-off-board = { $code }は盤上にありません: { $why ->
        [destroyed] 消滅しました
       *[captured] 取られました
    }
shelt-wrong-square = { $piece }は{ $at }にいて、{ $written }にはいません
shelt-temas-empty-claimed = テームスに何も張っていません（棋譜では{ $claimed }）
shelt-opponent-nothing-attached = 相手はテームスに何も張っていません（棋譜では{ $claimed }）
shelt-capture-empty = { $sq }は空いているので、取る{ $piece }はありません
shelt-capture-other = { $sq }にいるのは{ $code }で、{ $piece }ではありません
shelt-capture-unmarked = この手は{ $sq }の{ $code }を取ります
shelt-capture-help = `x{ $code }` と書いてください
shelt-no-previous-move = `..` は直前の手が終わったマスを指しますが、直前の手がありません
shelt-accompany-vector = 随伴する駒は同じ向きに同じだけ動きます: { $from }から{ $to }は{ $partner }から{ $partner_to }と違います
shelt-accompanied-capture-written = 随伴しながら攻撃はできません（棋譜では x{ $piece }）

# 盤の図の持ち駒とテームスの行。
shelt-svg-hand = { $side ->
        [first] アルシェ
       *[second] ソーン
    }{ $turn ->
        [true] （手番）
       *[false] {""}
    }　持ち駒：{ $held }
shelt-svg-temas = { $temas }に張った駒：{ $attached }
