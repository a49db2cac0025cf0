# コマンドライン自身の文: 使い方と入出力の誤り、`replay`・`moves`・`perft`・
# `variants` の出力、多くの局を読んだときのまとめ。行頭の空白は `{ "  " }` と
# 書く（Fluent は落とすため）。

## 使い方と入出力の誤り（`エラー: ...`、終了コード 2）

usage-io = { $path }: { $reason }
io-not-found = ファイルもディレクトリもありません
io-permission-denied = アクセスが許可されていません
io-not-a-directory = ディレクトリではありません
io-is-a-directory = ディレクトリです
# hensou のほかの部分の言葉をそのまま示す。
usage-as-said = { $text }
usage-nothing = { "" }
usage-flag = { $flag }: { $text }
usage-rule-not-key-value = --rule には KEY=VALUE の形で指定します（`{ $text }` ではなく）
usage-rules-without-check = --rules と --rule は --check と一緒に使います: ほかのルールを受け入れるにはスイートに書いてください
usage-stdin-into-folder = 標準入力はディレクトリには書き出せません: -o にファイル名を指定してください
usage-file-for-many = { $path }: ファイルですが、複数の入力にはディレクトリが必要です
usage-no-variant = --variant が必要です（`hensou variants` を参照）
usage-no-explain = { $game } はマスの説明に対応していません
usage-no-game = { $games ->
        [0] { $file } には局がありません
       *[other] { $file } には{ $games }局しかありません
    }。第{ $asked }局はありません
usage-no-game-help = { $games ->
        [1] この棋譜は1局だけです: --game 1
       *[other] --game には1から{ $games }までの番号を指定します
    }
usage-no-ply = この局は{ $plies }手までしか指せませんでした。第{ $asked }手はありません{ $hint }
usage-ply-elsewhere = 。{ $file } の第{ $k }局にはあります: --game { $k } を指定してください
usage-threads = { $jobs }個のスレッドを起動できません: { $reason }
usage-json = JSON を書き出せません: { $reason }

## replay

replay-position = 局面: { $position }
replay-ply = 手数: { $ply }
replay-result = 結果: { $token }（{ $who }、{ $reason }）
replay-draw = 引き分け
replay-wins = { $side }の勝ち
replay-score = 得点: { $first } { $a }、{ $second } { $b }
replay-to-move = 手番: { $side }
replay-as-recorded = 結果: { $token }（棋譜の記載どおり）
replay-ply-elsewhere = 注: { $file } の第{ $k }局には第{ $ply }手があります: --game { $k } を指定してください
replay-no-square = 警告: { $game } には `{ $name }` というマスがないため、描きません

## moves と perft（--compare-rules つき）

moves-legal-under = { $mv }: { $yes } では合法、{ $no } では反則（{ $rule }: { $reason }）
moves-same = { $mine } と { $theirs } で合法手は同じです
perft-nodes = 局面数: { $nodes }
perft-nodes-compared = 局面数: { $nodes } { $compared }

## variants

variants-game = { $name }{ $aliases }: { $summary }
variants-aliases = （別名: { $aliases }）
variants-sides = { "  " }手番: { $first }が先、{ $then }が後
variants-rule-sets = { "  " }ルール:
variants-rule-set = { "    " }{ $name }{ $default }: { $summary }
variants-default = （既定）
variants-options = { "  " }オプション:
variants-option = { "    " }{ $key }={ $values }: { $summary }
variants-notations = { "  " }表記法: { $notations }

## まとめ: `検査: 2ファイルの3局、問題なし2局、反則あり1局; ...`

batch-checked = 検査
batch-converted = 変換
batch-line = { $verb }: { $files }ファイルの{ $games }局、問題なし{ $valid }局、反則あり{ $invalid }局
batch-note = ; { $note }
batch-not-read = { $n }個の入力を読めませんでした
batch-skipped = { $n }個のファイルを読み飛ばしました（棋譜の拡張子ではありません: { $extensions }）
batch-links = { $n }個のシンボリックリンクをたどりませんでした（--follow でたどります）
batch-no-record = 棋譜のない{ $n }個のファイルを読み飛ばしました
batch-again = { $n }個のファイルにリンク経由で再び行き着きました（読んだのは1回）
batch-skipped-note = { $name }: 棋譜がないため読み飛ばしました
# 1ファイルの局を数えたまとめ: `412局、51,230手: 問題なし410局、反則あり2局、0.84秒`。
batch-files-lead = { $n ->
       *[other] { $shown }ファイル、
    }
batch-summary = { $files }{ $games ->
       *[other] { $games_shown }局
    }、{ $plies ->
       *[other] { $plies_shown }手
    }: 問題なし{ $valid }局、反則あり{ $invalid }局、{ $seconds }秒

## convert

convert-wrote = { $n }個のファイルを { $place } に書き出しました{ $kept }
convert-kept = 。すでにあった{ $n }個のファイルはそのままです（--force で置き換えます）
convert-untouched = 何も変換していません: { $path } はそのままです
# 判定に出るゲーム名: 原典の日本語名（どれも --variant の別名として通じるとは限らない）。
game-name = { $name ->
    [alquerque] アルケルク
    [chatra] チャトラ
    [macedonian] マケドニア将棋
    [shelt] シェルト
    [shogi] 将棋
    [otomo] 将棋のお供
   *[other] { $name }
}
# `hensou variants` のゲームの説明。
variant-summary = { $name ->
    [alquerque] アルケルク（5x5、連続跳び越し、ハフ。アルフォンソ10世、R.C. Bell、Ludii のルール）
    [chatra] チャトラ: 12x12 の打ち駒のゲーム（サブジェクトとオブジェクト、NIFTY-Serve 1994-95年）
    [macedonian] マケドニア将棋: 8x8 の将棋、弓兵が矢を射ち、王冠は譲位で渡る
    [shelt] シェルト: アルカの 7x7 のゲーム（回転、随伴、共有のテーマス）
    [shogi] 将棋（日本将棋連盟のルール）
    [otomo] 将棋のお供: ルールを変える16枚のカードを使う将棋
   *[other] { $summary }
}
convert-no-shift-jis = `{ $char }`（U+{ $hex }）には Shift_JIS の符号がありません: `&#{ $code };` と書きます
convert-no-shift-jis-label = Shift_JIS にない文字
# 一度示した問題のあと: この局にある同じ種類のものの残りの数と場所。
repeats-note = … この局には { $code } の警告がほかに{ $n }件、{ $lines }か所にあります（{ $places }行目）。--verbose ですべて表示します
