# 呼び手が書いた名前のうち、どれにも当たらないもの: ゲーム、ルールセット、
# ルールオプションとその値、記法、局面図、テキストの読み方。コマンドラインは
# オプション名の後にこれを表示します（`--variant: ...`）。ライブラリと Python も
# 同じ文で例外を出します。

# 書き誤った名前の後の「もしかして」。
names-hint = 。もしかして: { $names }
# 候補として示す既知の名前。
names-quoted = 「{ $name }」
# 候補が複数のとき: 「a」、「b」。
names-or = { $first }、{ $rest }
# ルールオプションのないゲーム。
names-none = なし
names-no-game = 「{ $name }」という名前のゲームはありません{ $hint }
names-game = { $error }（ゲーム: { $known }）
names-rule-set = { $game }に「{ $name }」というルールセットはありません{ $hint }（ルールセット: { $known }）
names-any-rule-set = 「{ $name }」というルールセットはどのゲームにもありません{ $hint }
names-rule-option = { $game }に「{ $key }」というルールオプションはありません{ $hint }（オプション: { $known }）
names-any-rule-option = 「{ $key }」というルールオプションはどのゲームにもありません{ $hint }
names-option-value = { $game }のルールオプション「{ $key }」に「{ $value }」という値はありません{ $hint }（値: { $known }）
names-not-key-value = ルールオプションは KEY=VALUE の形で書きます（「{ $text }」ではなく）
names-no-notation = { $game }に「{ $name }」という名前の記法はありません{ $hint }
names-any-notation = 「{ $name }」という名前の記法はどのゲームにもありません{ $hint }
names-notation = { $error }（記法: { $known }）
names-no-diagram = { $game }に「{ $name }」という名前の局面図はありません{ $hint }
names-any-diagram = 「{ $name }」という名前の局面図はどのゲームにもありません{ $hint }
names-diagram = { $error }（局面図: { $known }）
names-format = 「{ $name }」という名前の形式はありません{ $hint }（形式: { $known }）
