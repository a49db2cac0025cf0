# ライブラリのエラー（`hensou::Error`）。

error-no-move = `{ $text }` は手として読めません: { $message }
error-illegal = `{ $text }` は反則手です: { $message }
error-trailing = `{ $text }` には2手以上が書かれています
error-bad-position = 局面の文字列が読めません: { $message }

## Python パッケージの、呼び出しに渡された値についてのエラー。

python-names-a-file = `{ $text }` は{ $what ->
        [folder] フォルダ
       *[file] ファイル
    }の名前ですが、str は棋譜の本文として読みます: { $what ->
        [folder] フォルダ
       *[file] ファイル
    }を読むには pathlib.Path({ $quoted }) を渡してください
python-looks-like-a-path = `{ $text }` は棋譜ファイルの名前のようですが、そのファイルはありません（str は棋譜の本文として読みます。パスは pathlib.Path で渡します）
python-options-key-value = オプションは KEY=VALUE の形で書きます（`{ $part }` ではなく）
