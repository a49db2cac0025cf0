# 診断の枠: 問題そのものの言葉のまわりに出る言葉。

frame-ply = 第{ $ply }手: { $message }
frame-error = エラー
frame-warning = 警告
frame-did-you-mean = もしかして: { $moves }
frame-position-before = この手の前の局面:
frame-here = ここ
frame-illegal-move = 反則手
frame-this-declaration = この宣言
# 診断の助言。miette が前に置く語を日本語にしたもの。
frame-help = ヒント: { $help }
