# clap が引数を読めなかったときのエラー。引数の文字列は色つき（端末のとき）で渡る。

parse-error = エラー:
parse-tip = ヒント:
parse-more = 詳しくは '{ $flag }' を見てください。
parse-unknown-argument = 不明な引数 '{ $arg }' があります
parse-invalid-subcommand = 不明なサブコマンド '{ $sub }' です
parse-value-required = '{ $arg }' には値が必要ですが、与えられていません{ $values }
parse-invalid-value = '{ $arg }' に '{ $value }' は指定できません{ $values }
parse-possible-values = [指定できる値: { $values }]
parse-value-validation = '{ $arg }' の値 '{ $value }' が正しくありません{ $reason }
parse-missing-required = 次の必須の引数が与えられていません:{ $args }
parse-missing-subcommand = '{ $sub }' にはサブコマンドが必要ですが、与えられていません{ $values }
parse-subcommands = [サブコマンド: { $values }]
parse-repeated = 引数 '{ $arg }' は一度しか使えません
parse-conflict = 引数 '{ $arg }' は{ $kind ->
        [one] '{ $with }' と一緒には使えません
        [many] 次と一緒には使えません:{ $with }
       *[others] ほかに指定した引数と一緒には使えません
    }
parse-not-a-number = 数字でない文字があります
parse-no-number = 数がありません
parse-too-large = 数が大きすぎます
parse-no-equals = '{ $arg }' に値を与えるには等号（=）が必要です
parse-too-many-values = '{ $arg }' への値 '{ $value }' は余分です。これ以上の値はとりません
parse-similar = { $n ->
       *[other] よく似た{ $what ->
            [subcommand] サブコマンド
            [argument] 引数
           *[value] 値
        }があります
    }: { $names }
parse-pass-as-value = '{ $arg }' を値として渡すには '{ $used }' と書きます
parse-remove-dashes = サブコマンド '{ $sub }' があります。使うには前の '--' を外してください
parse-out-of-range = { $value } は { $range } の範囲にありません
parse-arrow = 矢印は 移動元-移動先 の形で書きます（`{ $text }` ではなく）
