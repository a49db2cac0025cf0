# アルケルク: 指せない手の理由。`due` は交点の並び、`sq`、`from`、`to`、
# `over` は交点。

alquerque-huff-alone = ハフ（取り去り）だけで手番を終えられるのは、それで敵の最後の駒を取るときだけです
alquerque-huff-alone-help = ハフのあとに指す手も書いてください
alquerque-huff-missing = 相手は捕獲できたのにしなかったので、先にその駒をハフ（取り去り）しなければなりません（捕獲できた駒: { $due }）
alquerque-huff-missing-help = ハフを手の前に書いてください（例: `*{ $sq }`）
alquerque-huff-not-due = ハフはできません: 相手は捕獲を見逃していないので、{ $sq }は取り去れません
alquerque-huff-wrong-piece = { $sq }は直前の手番で捕獲できませんでした。取り去れるのは{ $due }だけです
alquerque-not-own-piece = { $sq }の駒は相手の駒です
alquerque-no-piece = { $sq }に駒がありません
alquerque-two-points = { $from }から{ $to }へは二目です: 捕獲は `x` で書きます
alquerque-two-points-help = 間の交点を飛び越える捕獲は `{ $from }x{ $to }` と書きます
alquerque-not-on-line = { $from }と{ $to }は隣り合う交点として線で結ばれていません
alquerque-occupied = { $sq }には駒があります
alquerque-backward = { $from }-{ $to }は後ろへの移動で、Bellのルールでは禁じられています
alquerque-base-line = { $sq }の駒は敵陣のベースラインにいるので、捕獲するためにしか動けません
alquerque-capture-compulsory = 捕獲できる（{ $due }が捕獲できる）ので、捕獲しない移動は指せません
alquerque-illegal-step = { $from }-{ $to }はこの局面では指せません
alquerque-return = { $from }の駒は{ $to }に戻れません: { $which ->
        [game-start] ゲーム開始時にいた交点です
       *[before] 前にいたことのある交点です
    }
alquerque-jump-off-line = { $from }x{ $to }は線に沿ったジャンプではありません
alquerque-jump-over-empty = { $from }x{ $to }が飛び越える{ $over }には駒がありません
alquerque-jump-own-piece = { $from }x{ $to }が飛び越える{ $over }は自駒です。飛び越えて捕獲できるのは敵駒だけです
alquerque-jump-occupied = { $from }x{ $to }の着地点{ $to }には駒があります
alquerque-jump-backward = { $from }x{ $to }は後ろへのジャンプで、Bellのルールでは禁じられています
alquerque-single-jump = このルールでは1ターンに捕獲できるのは1回のジャンプだけです
alquerque-return-turn-start = 捕獲が{ $sq }で終わります。そこはこの駒がターン開始時にいた交点です
alquerque-chain-incomplete = 捕獲できる間は{ $sq }から連続してジャンプしなければなりません
alquerque-illegal-capture = この捕獲はこの局面では指せません

# 盤の図の下の説明。
alquerque-svg-caption = 白 { $white } · 黒 { $black } · { $side ->
        [first] 白
       *[second] 黒
    }の手番
