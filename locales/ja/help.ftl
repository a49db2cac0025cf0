# コマンドラインの --help: コマンドと引数それぞれの用途。

cli-about-hensou = フェアリー・歴史的なボードゲームの棋譜を検証・変換・再生し、ルールを試します
cli-about-validate = すべての対局のすべての手をルールに照らして検証します
cli-about-replay = 対局のある手のあと（または終局）の局面を表示します
cli-about-convert = 棋譜を別の表記で書き出します（タグとコメントはそのまま）
cli-about-moves = 局面の合法手を一覧にします
cli-about-perft = 指し手の木の末端を数えます（perft）
cli-about-variants = ゲーム、そのルールセット、オプション、表記を一覧にします
cli-about-snapshot = スイートの局面と棋譜でルールが許すことを記録し、ルールの変更で何が変わるかを調べます
cli-arg-lang = メッセージの言語: en か ja（指定がなければ LC_ALL, LC_MESSAGES, LANG の順に見て ja* なら日本語）
cli-arg-paths = 棋譜ファイル、ディレクトリ、または標準入力を表す `-`
cli-arg-path = 棋譜ファイル、または標準入力を表す `-`
cli-arg-variant = ゲーム（`hensou variants` で一覧）。棋譜の [Variant] タグが優先されます
cli-arg-rules = ルールセットの名前。オプションも付けられます: `bell;return=turn-start`。棋譜の [Rules] タグが優先されます
cli-arg-rule = ルールオプションを一つ上書きします: `--rule return=game-start`（繰り返し可）。棋譜の [Rules] タグより優先されます
cli-arg-input = 本文から対局をどう見つけるか
cli-arg-follow = ディレクトリの中のシンボリックリンクをたどります（上のディレクトリへ戻るリンクは、たどらずに報告します）
cli-arg-hidden = 隠しファイルと隠しディレクトリも読みます
cli-arg-no_ignore = .gitignore, .ignore, .hensouignore が除くファイルも読みます
cli-arg-compare_rules = 同じ局面からすべての手をこのルールでも検証し、二つのルールセットで判定が分かれる手を報告します
cli-arg-board = 反則手のたびに、その診断の下に手の前の盤面を描きます
cli-arg-jobs = N個のスレッドで対局を検証します（既定: コアごとに一つ）。出力は N によらず同じです
cli-arg-verbose = すべての警告を省略せずに出します（既定では対局ごとに種類ごとの最初の警告と残りの件数を出し、複数の対局を読むときは一行ずつにします）
cli-arg-quiet = エラーだけを出します: 問題のない対局の判定も警告も出しません
cli-arg-ply = この手数で止めます（既定: 対局の最後まで）
cli-arg-game = ファイルの何局目か（1から）
cli-arg-diagram = 描く図: `default`、またはゲームが加える図（チャトラ: `forum`、1994年の投稿の盤面）
cli-arg-flip = 後手から見た向きで盤を描きます
cli-arg-coords = 盤のまわりに筋と段の名前を描きます
cli-arg-no_last = 最後の手を強調しません
cli-arg-marks = マスに印を付けます（繰り返し可）。例: 診断のマス
cli-arg-arrows = 矢印を描きます（繰り返し可）。例: `--arrow e12-g6`
cli-arg-to = 書き出す表記（`hensou variants` で一覧）
cli-arg-output = 標準出力の代わりにここへ書きます: ファイル、または入力と同じ構成のディレクトリ（入力が複数かディレクトリのとき、変換先の拡張子でファイルごとに）。ファイルはすべて書き終えてから置き換えます
cli-arg-force = 出力先ディレクトリにすでにあるファイルを置き換えます（既定ではそのままにします）
cli-arg-encoding = 書き出す文字コード: 柿木将棋（Kifu for Windows）などの古い将棋ソフト向けには `sjis`（Windows の Shift_JIS）
cli-arg-moves-variant = ゲーム（`hensou variants` で一覧）。必須です
cli-arg-moves-rules = ルールセットの名前。オプションも付けられます: `bell;return=turn-start`（既定: そのゲームのもの）
cli-arg-moves-rule = ルールオプションを一つ上書きします: `--rule return=game-start`（繰り返し可）
cli-arg-position = 局面文字列（既定: 初期局面）
cli-arg-moves-notation = 手を書く表記（既定: そのゲームの最初の表記）
cli-arg-explain = あるマスについて、そこへの手が指せる・指せない理由を説明します（将棋と将棋のお供では一つの手も: `--explain Y:5e5a/4e`）
cli-arg-moves-compare_rules = このルールか局面のルールの一方だけで合法な手を、それを認めないルールとともに一覧にします: `--compare-rules 1994-11`
cli-arg-perft-variant = ゲーム（`hensou variants` で一覧）。必須です
cli-arg-perft-rules = ルールセットの名前。オプションも付けられます: `bell;return=turn-start`（既定: そのゲームのもの）
cli-arg-perft-rule = ルールオプションを一つ上書きします: `--rule return=game-start`（繰り返し可）
cli-arg-depth = 先読みする手数
cli-arg-divide = 初手ごとに数えます
cli-arg-perft-notation = `--divide` の表記（既定: そのゲームの最初の表記）
cli-arg-perft-jobs = N個のスレッドで数えます。初手ごとの部分木を一つのスレッドで（既定: コアごとに一つ）。数は N によらず同じです
cli-arg-perft-compare_rules = このルールでも並べて数えます。`--divide` では、一方のルールセットだけで合法な初手に、それを認めないルールを添えます
cli-arg-suite = スイートのファイル（スナップショットはその隣に `.snapshot` として置きます）
cli-arg-check = 保存されたスナップショットと比べて変わったことを出します: 何も変わらなければ 0、変われば 1 で終わり、何も書きません
cli-arg-accept = 変わったことを出したあと、新しいスナップショットを保存されたものに上書きします
cli-arg-snapshot-rules = スイートのルールの代わりにこのルールセットを試します（`--check` と）
cli-arg-snapshot-rule = スイートのルールにルールオプションを一つ重ねて試します: `--rule pass=on`（繰り返し可。`--check` と）
cli-after-hensou =
    例（リポジトリを複製した場所で）:
      hensou validate fixtures/alquerque/valid/bell-scored.pgn
      hensou validate fixtures/chatra/valid/01058-sample-game.txt
      hensou replay fixtures/alquerque/valid/seed-huffs.pgn --ply 4
      hensou convert fixtures/alquerque/valid/ludii.pgn --to numeric
      hensou moves --variant alquerque --rules bell
      hensou perft --variant alquerque --rules ludii --depth 5 --divide

    終了コード: 0 すべての棋譜に問題なし、1 反則のある棋譜あり、2 使い方か入力の誤り。
