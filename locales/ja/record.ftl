# 棋譜と投稿（ゲームを問わない）: どのゲームか、手をどう読むか。

record-no-variant = 棋譜にどのゲームかが書かれていません
record-no-variant-help = [Variant "..."] タグを加えるか --variant を指定してください（`hensou variants` で一覧）
record-detected-variant = 棋譜にどのゲームかが書かれていないので { $game } として読みました（{ $why }）
record-detected-variant-label = [Variant] タグがありません
record-detected-variant-help = [Variant "{ $game }"] を加えるか --variant { $game } を指定してください
record-why-reads = 初めの{ $n }手が { $game } の手としてだけ読めるため
record-why-names = 本文に「{ $name }」とあるため
record-move-number = 手数が{ $number }になっていますが、{ $expected }のはずです
record-move-number-label = { $expected }のはず
record-not-a-move = `{ $word }` は手のように番号が付いていますが、手として読めません: { $why }
record-not-a-move-label = 読み飛ばし
record-syntax = `{ $word }` を手として読めません: { $why }
record-no-moves-label = 検証するものがありません
record-trailing = `{ $word }` が手 `{ $move }` のあとに空白なしで続いています
record-trailing-label = 手の一部ではありません
record-trailing-help = 手と手の間は空白で区切り、注釈は {"{"}波括弧{"}"} に入れてください
record-after-end = 対局はもう終わっています（{ $token } { $reason }）が、棋譜が続いています
record-after-end-label = 終局後の手
record-lenient-label = 寛容に読みました
record-foul-claim-label = ここに反則はありません
record-foul-claim-help = 反則手で対局が終わるのは、棋譜がその手を最後の手として記録しているときだけです
record-result-label = この結果
