# コマンドライン: まとめと使い方の誤り。

# 1局の判定: `post.txt 第1局: 反則あり: chatra (1994-12), 5手, エラー1件`。
cli-game-verdict = { $name } 第{ $k }局: { $verdict }
cli-game-summary = { $name } 第{ $k }局: { $verdict }: { $game }、{ $plies }{ $variations }{ $end }{ $counts }
cli-valid = 問題なし
cli-invalid = 反則あり
cli-unknown-game = 不明なゲーム
cli-end-foul = 、{ $token }（相手の反則手による勝ち: 第{ $ply }手 `{ $text }`: { $rule }）
cli-end-outcome = 、{ $token } { $reason }
cli-end-result = 、結果 { $token }
cli-errors = 、エラー{ $n }件
cli-warnings = 、警告{ $n }件
cli-no-move-found = 手が見つかりません
cli-no-plies = 0手（棋譜に手がありません）
cli-plies = { $n }手
cli-variations = 、変化{ $n }個を検査

# ヘルプの中の clap 自身の言葉。
cli-heading-usage = 使い方:
cli-heading-options = オプション
cli-heading-arguments = 引数
cli-heading-commands = コマンド
cli-flag-help = ヘルプを表示します
cli-flag-version = バージョンを表示します
