# 棋譜と投稿（ゲームを問わない）: どのゲームか、手をどう読むか。

record-no-variant = 棋譜にどのゲームかが書かれていません
record-no-variant-help = [Variant "..."] タグを加えるか --variant を指定してください（`hensou variants` で一覧）
record-detected-variant = 棋譜にどのゲームかが書かれていないので { $game } として読みました（{ $why }）
record-detected-variant-label = [Variant] タグがありません
record-detected-variant-help = [Variant "{ $game }"] を加えるか --variant { $game } を指定してください
record-why-reads = 初めの{ $n }手が { $game } の手としてだけ読めるため
record-why-names = 本文に「{ $name }」とあるため
