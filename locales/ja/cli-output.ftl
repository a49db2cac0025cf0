# コマンドライン自身の文: 使い方と入出力の誤り、`replay`・`moves`・`perft`・
# `variants` の出力、多くの局を読んだときのまとめ。行頭の空白は `{ "  " }` と
# 書く（Fluent は落とすため）。

## 使い方と入出力の誤り（`エラー: ...`、終了コード 2）

usage-io = { $path }: { $reason }
io-not-found = ファイルもディレクトリもありません
io-permission-denied = アクセスが許可されていません
io-not-a-directory = ディレクトリではありません
io-is-a-directory = ディレクトリです
# システムのその他のエラーの種類。英語ではシステム自身の文をそのまま
# 出し、ここの言葉はその種類を言うためのもの。
io-already-exists = すでに存在します
io-directory-not-empty = ディレクトリが空ではありません
io-read-only = 読み取り専用のファイルシステムです
io-storage-full = ディスクの空き容量がありません
io-quota-exceeded = ディスク使用量の上限を超えました
io-file-too-large = ファイルが大きすぎます
io-resource-busy = 使用中です
io-executable-busy = 実行中のファイルです
io-invalid-input = 引数が正しくありません
io-invalid-data = データが正しくありません
io-invalid-filename = ファイル名が長すぎるか、使えない文字を含みます
io-unexpected-eof = 予期せずファイルが終わりました
io-write-zero = 書き込めませんでした（0バイト）
io-interrupted = 処理が中断されました
io-would-block = 今は読み書きできません（ブロックされます）
io-timed-out = 時間切れになりました
io-broken-pipe = パイプの相手が閉じました
io-out-of-memory = メモリが足りません
io-unsupported = この環境では扱えない操作です
io-not-seekable = シークできないファイルです
io-crosses-devices = 別のデバイスをまたぐリンクまたは移動です
io-too-many-links = リンクが多すぎます
io-argument-list-too-long = 引数のリストが長すぎます
io-deadlock = デッドロックになりました
io-stale-network-file = ネットワーク上のファイルのハンドルが古くなりました
io-connection = 接続に失敗しました
io-network-unreachable = ネットワークに届きません
io-address = アドレスを使えません
# hensou が名付けない種類のエラー: システムの文と番号。
io-os-error = OSのエラー（os error { $code }）：{ $text }
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

## replay --format html: 棋譜を1手ずつ見るページ

page-start = 開始局面
page-players = { $first }（{ $a }）– { $second }（{ $b }）
page-not-played = 指されていない手
page-no-result = 結果: 記載なし、対局は続いています

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

# ルールの説明（`key`: ゲームとルールの名、`chatra-1994-12`）と、ルールオプションの説明（`key`: ゲームとオプションの名）。
variants-rule-set-summary = { $key ->
    [alquerque-seed] docs/rules/alquerque.md が引くアルフォンソ10世のルール: 捕獲しなければハフされる、連続跳び越しは任意
    [alquerque-bell] `seed` に R.C. Bell のルールを加えたもの: 後退なし、戻りなし、敵の最下段の駒は捕獲だけ、得点あり
    [alquerque-ludii] Ludii のアルフォンソ10世: 捕獲は任意、跳び越しは1回、ハフなし
    [alquerque-forced-chain] 捕獲は義務で、できる限り続けて跳び越す
    [chatra-1994-11] 原ルール: パスあり（2回続けては不可）、隣接打ちの禁止なし
    [chatra-1994-12] 第1次改訂（投稿01488以降）: 隣接打ちの禁止、パスなし
    [chatra-oki] 置きチャトラ: オブジェクトを☆g2 ★f11に置いた1994-12、先手はまずサブジェクトを打つ
    [chatra-relay-1995] 1994-12に後ろ向きの相対移動を加え、最初の王手で打てるゾーンの制限を解くもの
    [macedonian-standard] 『ヒストリエ』第7巻のルールブックのルール、欠けたところは docs/rules/macedonian.md のとおり
    [otomo-otomo] 将棋のお供 Ver.2: 将棋に16枚のカードを加えたもの（cards=on）
    [otomo-standard] カードを使わないもの（cards=off）で、`shogi` と同じ対局になる
    [shelt-default] docs/rules/shelt.md のルール
    [shogi-standard] 日本将棋連盟の将棋: 二歩、打ち歩詰め、行き所のない駒、連続王手の千日手は負けの千日手
   *[other] { $summary }
}
variants-option-summary = { $key ->
    [alquerque-capture] 捕獲できるときにどうなるか
    [alquerque-chain] 跳び越しは1回か、続けるのは任意か、できる限り続けるか
    [alquerque-direction] forward: 移動も跳び越しも前、斜め前、横だけ
    [alquerque-return] 駒が戻れない点
    [alquerque-base-line] capture-only: 敵の最下段の駒は捕獲するときだけ動ける
    [alquerque-scoring] Bell による負けた側の得点
    [alquerque-blocked-penalty] 動けなくなって負けた側の駒が多いときの Bell の減点
    [chatra-pivot] 組のどちらの駒が飛行・滑走の中心になれるか
    [chatra-direction] 敵オブジェクトから離れる相対移動の制限
    [chatra-straddle] 敵オブジェクトを挟んで反対側にいる組は協力できない
    [chatra-repetition] 同じ局面の4回目: 繰り返しを始めた側がほかの手を指す
    [chatra-adjacency] サブジェクトの上にも隣にもサブジェクトを打てない
    [chatra-pass] パスできるが、パスにパスで応じることはできない
    [chatra-lift] 最初の王手で、両者とも打てるゾーンの制限とオフサイドがなくなる
    [chatra-drop-check] サブジェクトを打って王手をかけることはできない
    [chatra-start] 空の盤から始めるか、オブジェクトを☆g2 ★f11に置いて始めるか
    [macedonian-must_escape_check] on: 自分の王冠駒を取られる形のまま手番を終えられない（既定は off）
    [otomo-cards] 将棋のお供の16枚のカード: `otomo` では on、`standard` では off
    [otomo-card-off] 1枚のカード（文字で指定）を使わず、ほかは残す。複数は繰り返して指定
    [shelt-layout] 名前のついた初期配置（どの駒がどこから始まるか。一部は推定）
    [shelt-repetition] 同じ局面の4回目: 繰り返しを始めた側の負け、または判定しない
    [shelt-bare-temas] 相手に随伴する駒がないとき、テームスを取れるか
    [shogi-impasse] 入玉宣言: なし（既定）、24点法、27点法
    [otomo-impasse] 入玉宣言: なし（既定）、24点法、27点法
   *[other] { $summary }
}

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
convert-over-input = { $path } はそのままです: 自分自身に上書きすると、上の警告にある書き出せない部分が失われます。別のファイルに書き出してください
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

## snapshot: 保存したスナップショットと新しいものの違い

snapshot-rules = ルール: { $old } -> { $new }
snapshot-new-position = 新しい局面: { $position }
snapshot-position-gone = なくなった局面: { $position }
snapshot-position = 局面: { $position }
snapshot-error = エラー: { $was } -> { $is }
snapshot-set-up = 設定できる
snapshot-perft = perft { $depth }手: { $old } -> { $new }
snapshot-legal-now = 合法になった
snapshot-illegal-now = 反則になった
snapshot-record = 棋譜: { $record }
    {"  "}以前: { $was }
    {"  "}現在: { $now }
snapshot-not-in-snapshot = （スナップショットにない）
snapshot-summary = { $positions }局面中{ $changed }局面が変化、棋譜{ $records }局中{ $records_changed }局が変化
snapshot-wrote = { $path } を書きました
snapshot-wrote-counts = { $path } を書きました: { $positions }局面、棋譜{ $records }局
snapshot-accept-hint = `hensou snapshot --accept { $suite }` で新しいスナップショットを書きます
snapshot-progress = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} { $stage ->
        [cases] ケース
        [positions] 局面
        [records] 棋譜
        [changes] 変化
       *[other] { $stage }
    }（経過 {"{"}elapsed{"}"}、残り {"{"}eta{"}"}）

## 進み具合の表示: indicatif のテンプレート。`{"{"}...{"}"}` のキーはそのまま。

perft-progress = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} 初手を数えました（経過 {"{"}elapsed{"}"}、残り {"{"}eta{"}"}）
batch-progress = {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"}（{"{"}binary_bytes_per_sec{"}"}、残り {"{"}eta{"}"}）

convert-no-shift-jis = `{ $char }`（U+{ $hex }）には Shift_JIS の符号がありません: `&#{ $code };` と書きます
convert-no-shift-jis-label = Shift_JIS にない文字
# 一度示した問題のあと: この局にある同じ種類のものの残りの数と場所。
repeats-note = … この局には { $code } の警告がほかに{ $n }件、{ $lines }か所にあります（{ $places }行目）。--verbose ですべて表示します
