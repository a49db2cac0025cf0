# ライブラリのエラー（`hensou::Error`）。

error-no-move = `{ $text }` は手として読めません: { $message }
error-illegal = `{ $text }` は反則手です: { $message }
error-trailing = `{ $text }` には2手以上が書かれています
error-bad-position = 局面の文字列が読めません: { $message }
