# テキストでないバイト列、二つ以上の文字コードが混じったテキスト。

input-binary = テキストファイルではありません（{ $at }バイト目に制御バイト 0x{ $byte }）
input-binary-help = hensou が読むのはテキストで書かれた棋譜です（UTF-8、バイト順マーク付きの UTF-16、Shift_JIS、EUC-JP）
input-utf16-malformed = テキストファイルではありません（バイト順マークでは { $charset } ですが、{ $at }バイト目はその文字になりません: 対のないサロゲートか、半端な最後のバイトです）
input-utf16-help = hensou が読むのはバイト順マーク付きの UTF-16、UTF-8、Shift_JIS、EUC-JP です
# `input-mixed` の列挙の一つ。
input-line-is = { $n }行目は { $charset }
# 列挙: 前の部分と、もう一つ。
input-list = { $first }、{ $rest }
input-mixed = ファイルに文字コードが混じっています（{ $lines }）: 一つの文字コードでは全体を読めません
input-mixed-help = 棋譜全体を一つの文字コードで保存してください（UTF-8 がおすすめです）
input-stray-line = ファイルに文字コードが混じっています（{ $line }行目より前は { $base }、{ $line }行目は { $charset }）: 一つの文字コードでは全体を読めません
input-comment-in = 棋譜は { $base } ですが、このコメントは { $charset } で書かれています: そのように読みました
input-comment-unreadable = このコメントには { $base }、Shift_JIS、EUC-JP のどれでもないバイトがあります: U+FFFD として読みました
input-comment-help = 棋譜全体を一つの文字コードで保存してください
input-unreadable = UTF-8、Shift_JIS、EUC-JP のどれとしても読めません: { $at }バイト目（{ $line }行目）のバイト 0x{ $byte } がどの読み方でも壊れています
input-unreadable-help = 棋譜を UTF-8 で保存するか、そのバイトを直してください
