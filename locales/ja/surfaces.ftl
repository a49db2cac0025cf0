# 文字の盤面図の言葉、Python モジュールのエラー、スイートファイルの
# エラー、コマンドラインの残りの使い方のエラー。

## 文字の盤面図（`replay`、`validate --board`）

diagram-turn = { $side }の手番
diagram-alquerque-turn = { $side }（{ $letter }）の手番
diagram-alquerque-huff = { $side }（{ $letter }）の手番。先に{ $due }のどれかをハフ（取り去り）しなければなりません
diagram-chatra-hand = { $side ->
        [Black] 先手（黒）
       *[other] 後手（白）
    }の持駒：サブジェクト{ $n }{ $object ->
        [yes] 、オブジェクト
       *[no] {""}
    }
diagram-shelt-temas = テームス：{ $sq }{ $rotated ->
        [yes] （方向転換済み）
       *[no] {""}
    }　張った駒：{ $first } [{ $first_attached }]　{ $second } [{ $second_attached }]
diagram-shelt-hand = { $side }の持ち駒：{ $held }

## スイートファイル（`hensou snapshot`）の行の誤り。前に `ファイル:行:` が付く。

suite-misnamed = { $key ->
        [game] game: { $error }
        [notation] notation: { $error }
       *[other] { $error }
    }
suite-unknown-key = 「{ $word }」というキーはありません{ $hint }（キー: { $known }）
suite-names-nothing = `{ $key }:` に何も書かれていません
suite-no-game = スイートにゲームが書かれていません（`game: chatra`）
suite-no-case = スイートにケースがありません（`start`、`position:`、`records:`、`random:`）
suite-twice = `{ $key }:` が2回書かれています（1回目は{ $first }行目）
suite-depth = perft の深さ `{ $depth }` は1以上の数ではありません
suite-random-pair = `{ $pair }`: random には キー=数 の形で指定します
suite-random-seed = ランダムなケースにはシードが要ります: `random: seed=7 games=20`
suite-no-records = `{ $pattern }` に当たる棋譜ファイルがありません（{ $path } を探しました）
suite-no-snapshot = スナップショットがまだありません: `hensou snapshot { $suite }` で書き出します
suite-not-a-snapshot-line = `hensou snapshot` の書く行ではありません: `--accept` でスナップショットを書き直してください

## 棋譜を探して読むフォルダ（`validate DIR`、Python の表）: 読むファイルが
## なかった理由と、読まずにおいたもの。

walk-files = 棋譜ファイル{ $n }個
walk-dirs = ディレクトリ{ $n }個
walk-and = { $first }と{ $rest }
walk-ignored = { $what }を .gitignore、.ignore、.hensouignore に従って除きました（--no-ignore で{ $n ->
        [1] それを
       *[other] それらを
    }読みます）
walk-hidden = 隠しファイルの{ $what }を除きました（--hidden で{ $n ->
        [1] それを
       *[other] それらを
    }読みます）
walk-skipped = 棋譜の拡張子（{ $extensions }）でないファイル{ $n }個
walk-links = シンボリックリンク{ $n }個はたどっていません（たどるには --follow）
walk-empty = 棋譜ファイルがありません: ディレクトリは空です
walk-reasons = { $first }。{ $rest }
walk-nothing = 棋譜ファイルがありません: { $why }
walk-loop = { $ancestor } に戻るシンボリックリンクです: 二度はたどりません
# フォルダをたどるときのその他のエラー、そのままの言葉で。
walk-other = フォルダをたどれません: { $text }

## コマンドラインの残りの使い方のエラー

convert-same-output = { $other } と同じ { $target } に書き出すことになるので、変換しません

## スナップショットファイルに保存された棋譜の判定を読み手に言い直す（保存
## された文は形式の一部なので英語のまま）。`why` は保存された規則のコードと
## メッセージ。

snapshot-verdict-valid = 問題なし、{ $n }手
snapshot-verdict-invalid = 反則あり
snapshot-verdict-invalid-because = 反則あり: { $why }
snapshot-verdict-invalid-at = 第{ $ply }手で反則: { $why }

## Python パッケージ: 呼び出しに渡された値の型や種類の誤り。

python-not-a-source = str（棋譜の本文）、bytes、os.PathLike のどれかを渡してください（{ $name } ではなく）
python-options-type = options には dict か `key=value;...` の形の str を渡します
python-positions = positions には "before" か "after" を渡します（{ $given } ではなく）
python-unknown-lang = 「{ $name }」という言語はありません: "en" か "ja" を渡します
