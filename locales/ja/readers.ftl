# 棋譜の読み手の注意、ルールの比較、変換の書き手が言うこと。

## PGN と各形式の変化

pgn-bad-tag = この行はタグの組のように始まっていますが、`[Name "value"]` の形ではありません
pgn-unterminated-variation = この変化は `)` で閉じられていません
record-variation-depth = { $depth }重より深く入れ子になった{ $kind ->
        [forks] 分岐
       *[other] 変化
    }は残しますが、読みません
kif-branch-no-move = `{ $text }` の指す手が上の行にないので、どこから分かれる変化かわかりません

## CSA

csa-trailing = { $rank }段目の9マス目のあとの `{ $text }` は盤面の一部ではないので無視します
csa-result-name = `{ $text }` は将棋ウォーズの結果の名前で、CSA の文ではありません: 終局（{ $token }、{ $ending }）として読みます
csa-one-sided-result = `{ $text }` は片方の対局者に伝えられた結果ですが、棋譜はそれがどちらの対局者かを書いていません: 結果なしとして読みます
csa-no-position = 棋譜に局面の行（`PI`、`P1`〜`P9`）がありません: 平手の初期局面から読みます

## JKF

jkf-not-json = 正しい JSON ではありません: { $why }
jkf-json-too-deep = JSON の入れ子が深すぎます
jkf-json-ends = 値があるはずのところで JSON が終わっています
jkf-json-not-a-number = 数として読めません
jkf-json-not-a-value = JSON の値ではありません
jkf-json-key = 引用符で囲んだキーが要ります
jkf-json-colon = キーのあとに `:` が要ります
jkf-json-object = `,` か `{"}"}` が要ります
jkf-json-array = `,` か `]` が要ります
jkf-json-escape = `\u` のあとには16進数字が4つ要ります
jkf-json-string = この文字列は閉じられていません
jkf-json-after = JSON の値のあとに余計な文字があります
jkf-no-moves = JKF の棋譜は指し手を `moves` の配列に収めます
jkf-other-needs-data = `preset: OTHER` には `data` に局面が要ります
jkf-unknown-preset = 知らない手合割 `{ $preset }` です
jkf-after-end = 終局のあとに指し手があります
jkf-no-move-entry = `moves` の2番目以降の要素には `move` か `special` が要ります
jkf-move-to = 指し手には `x` と `y` が1〜9の `to` が要ります
jkf-move-from = `from` の `x` と `y` は1〜9でなければなりません
jkf-not-a-piece = `{ $piece }` は JKF の駒ではありません
jkf-not-an-ending = `{ $word }` は JKF の終局の語ではありません

## validate --compare-rules が比べるルール

compare-same = { "  " }検証した手はどれも `{ $other }` でも同じ判定です
compare-ply = { "  " }第{ $ply }手 `{ $text }`（{ $line }:{ $col }）: 棋譜のルールでは{ $own ->
        [legal] 合法
       *[illegal] 反則
    }、`{ $other }` では{ $compared ->
        [legal] 合法
       *[illegal] 反則
    } [{ $rule }] { $reason }

## 変換の書き手が言うこと

convert-no-move = `{ $text }` は { $format } の指し手として書けません: その場所にコメントとして書きます
convert-rewritten-label = 書き換え
convert-time-control = 持ち時間 `{ $value }` は CSA の形 `$TIME_LIMIT:{ $limit }` で書きます
convert-ending-beyond-result = 終局の理由（{ $ending }）は省きます: 書かれる結果 { $token } はそれを言いません
convert-ending-no-word = 終局の理由（{ $ending }）を表す語が { $format } にありません: `{ $word }` と書きます
convert-ending-added = 記録は結果 { $token } だけを書き、終局の理由を書いていません。{ $format } には結果だけを表す語がないため `{ $word }` と書きます。これは「{ $ending }」を意味します
convert-ending-not-in-summary = 終局の理由（{ $ending }）は KI2 の結果の行では言えません。その行は勝者しか書きません
