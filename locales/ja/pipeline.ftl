# パイプラインの指摘: 掲示板の投稿の引用、指し手と食い違う結果、変換で失われる
# ものや一部だけ書かれるもの。

## 文中の引用と手番号

pipeline-quote-differs = 引用 `{ $number }{ $written }` は棋譜の第{ $ply }手 `{ $text }` と違います
pipeline-quote-differs-label = 違う引用
pipeline-cites-unreached = `{ $quote }` は第{ $number }手を引いていますが、この局はそこまで進みません: 指し手ではなく引用として読みました
pipeline-cites-unreached-label = この局にない手
pipeline-earlier-number-help = 前の手についての注釈はその手をそのまま繰り返します。この文はそれでも次の手でもないので読みません
pipeline-per-turn = 番号つきの手のあとの `{ $word }` を第{ $ply }手として読みました: この文は1手番ごとに番号を振っています
pipeline-per-turn-label = 後手の手として読んだもの
pipeline-per-turn-help = 手のあとの言葉を注釈として読ませるには、すべての手に番号を振ってください（`1.d2-c3 2.b4xd2`）
pipeline-citation = `{ $number }{ $written }` は第{ $ply }手の繰り返しなので、次の手ではなく引用として読みました
pipeline-citation-label = 前の手の引用
pipeline-other-line = `{ $number }{ $written }` は文中の手で、この局の第{ $move_number }手ではありません: 指し手ではなく、別の手順についての注釈として読みました
pipeline-other-line-label = 別の手順（指されていない）

## 指し手と合わない結果や反則の記載

pipeline-result-foul = 棋譜の結果は { $token } ですが、第{ $ply }手の反則手により { $won } になります
pipeline-result-ended = 棋譜の結果は { $token } ですが、対局は { $ended } で終わっています（{ $reason }）
pipeline-foul-legal = 棋譜には反則で終局したとありますが、最後の手 `{ $text }`（第{ $ply }手）は合法です
pipeline-foul-no-move = 棋譜には反則で終局したとありますが、手がひとつもありません

## ルールの比較

pipeline-valid-under = この棋譜は `{ $set }` では問題ありません: --rules { $set } を試してください
# 2行の助言: 指摘自身のもの、続いてもう一つ。
pipeline-help-then = { $first }
    { $then }

## 一部だけ書き出した変換

pipeline-partial-rest-commented = 第{ $played }手まで書き出しました。第{ $from }手以降はコメントとして書きました
pipeline-partial-errors-commented = 第{ $played }手まで書き出しました。エラーはコメントとして書きました
pipeline-partial-left-out = 第{ $played }手まで書き出しました。`{ $to }` にはコメントを書く場所がないため、残りは省きました
pipeline-partial-label = 変換していない部分
pipeline-partial-why = hensou: 第{ $played }手までを変換（{ $errors }）
pipeline-partial-why-rest = hensou: 第{ $played }手までを変換（{ $errors }）。以下は書かれたまま：
# 一部だけ変換した対局のエラー一つと、二つの間の区切り。
pipeline-partial-error-at = 第{ $ply }手：{ $message } [{ $code }]
pipeline-partial-error = { $message } [{ $code }]
pipeline-partial-and = {"；"}

## 変換で省くもの

pipeline-left-out-label = 省いたもの
pipeline-tags-left-out = タグ { $names } を省きました（{ $n }個）: `{ $target }` にはタグを書く場所がありません
pipeline-totals-left-out = 書かれた累計時間を省きました: `{ $target }` は1手ごとの時間を持ち、読む側がそれを合計します（合計と合わない最初のもの: 記載 { $total }秒、合計 { $sum }秒）
pipeline-fractions-left-out = 時間の1秒未満を省きました: `{ $target }` は秒単位です（最初の { $seconds }.{ $fraction }秒は { $seconds }秒と書きます）
pipeline-time-too-long = ここに書かれた時間を省きました: hensou が扱える秒数（{ $most }）を超えています
pipeline-comments-left-out = コメントを省きました: `{ $target }` にはコメントを書く場所がありません
pipeline-end-time-left-out = 最後の手番の時間を省きました: `{ $target }` にはそれを書く場所がありません
pipeline-times-left-out = 指し手の時間を省きました: `{ $target }` には時間を書く場所がありません
pipeline-variation-left-out = 第{ $from }手からの変化を省きました: `{ $target }` には変化がありません
pipeline-ending-left-out = 対局の終わり方（{ $ending }）を省きました: `{ $target }` にはそれを書く場所がありません
pipeline-result-left-out = 結果 { $token } を省きました: `{ $target }` には書く場所がなく、指し手だけではわかりません
pipeline-foul-left-out = 対局を終わらせた反則手（第{ $ply }手）を省きました: `{ $target }` は反則を記せません
pipeline-prose-after = 第{ $ply }手のあと
pipeline-prose-before-first = 最初の手の前
pipeline-prose-left-out = 指し手のまわりの投稿の文を省きました: { $places }か所の{ $lines }行、最初は{ $stands }。`{ $to }` に変換したのは対局だけです

## 表記どおりでないが読めた手

pipeline-lenient = 寛容に読みました: { $note }

## 棋譜をどのゲームとして読むか、その準備

pipeline-known-games = 知っているゲーム: { $games }
pipeline-rules-game = 棋譜のルール `{ $written }` は{ $game }のものです: --variant { $given } ではなく { $game } として読みます
pipeline-not-given-variant = --variant のゲームではありません
pipeline-rule-over-rules = --rule KEY=VALUE のオプションは棋譜のルールより優先されます
pipeline-format-holds = この棋譜の形式は { $written } の対局だけを収めます
pipeline-tag-wins = 棋譜の [Variant "{ $written }"] タグが優先されます
pipeline-variant-overridden = { $said }: --variant { $given } ではなく { $written } として読みます
pipeline-leave-out-variant = この棋譜には --variant { $given } を付けないか、{ $given } の棋譜を渡してください
pipeline-notations = 表記法: { $notations }

## 文中にあって対局の手でないもの

pipeline-unread-unchecked = { $n ->
        [one] `{ $written }` という言葉が{ $game }の手として読めます
       *[other] { $n }個の言葉（最初は `{ $written }`）が{ $game }の手として読めます
    }が、棋譜に手がないので何も検証していません
pipeline-unread-unchecked-label = 読まなかった手
pipeline-unread-unchecked-help = 棋譜のように手に番号を振るか（`1. ...`）、--input record を付けて渡してください
pipeline-unread = { $n ->
        [one] `{ $written }` という言葉が{ $game }の手として読めますが、棋譜の手ではありません
       *[other] { $n }個の言葉（最初は `{ $written }`）が{ $game }の手として読めますが、棋譜の手ではありません
    }
pipeline-unread-label = 指されていない手
pipeline-unread-help = 対局の手はほかの手と並べて、番号か手番の記号を付けて書いてください。手に触れる注釈はそのままで構いません
