# clap's own parse errors, in clap's words: `error: unexpected argument
# '--foo' found`, the `tip:` lines, the `--help` hint. Each text argument
# comes styled (coloured where the terminal is).

parse-error = error:
parse-tip = tip:
parse-more = For more information, try '{ $flag }'.
parse-unknown-argument = unexpected argument '{ $arg }' found
parse-invalid-subcommand = unrecognized subcommand '{ $sub }'
parse-value-required = a value is required for '{ $arg }' but none was supplied{ $values }
# `values`: the possible values on a line of their own, or nothing.
parse-invalid-value = invalid value '{ $value }' for '{ $arg }'{ $values }
parse-possible-values = [possible values: { $values }]
# `reason`: `: ` and what the value's parser said, or nothing.
parse-value-validation = invalid value '{ $value }' for '{ $arg }'{ $reason }
# `args`: each argument on a line of its own.
parse-missing-required = the following required arguments were not provided:{ $args }
parse-missing-subcommand = '{ $sub }' requires a subcommand but one was not provided{ $values }
parse-subcommands = [subcommands: { $values }]
parse-repeated = the argument '{ $arg }' cannot be used multiple times
# `kind`: `one` argument (`with`), `many` (`with`: a line each) or `others`.
parse-conflict = the argument '{ $arg }' cannot be used with{ $kind ->
        [one] {" "}'{ $with }'
        [many] :{ $with }
       *[others] {" "}one or more of the other specified arguments
    }
# Why a number was refused, as Rust says it.
parse-not-a-number = invalid digit found in string
parse-no-number = cannot parse integer from empty string
parse-too-large = number too large to fit in target type
parse-no-equals = equal sign is needed when assigning values to '{ $arg }'
parse-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
# `what`: subcommand, argument or value; `names`: each quoted.
parse-similar = { $n ->
        [one] a similar { $what } exists
       *[other] some similar { $what }s exist
    }: { $names }
parse-pass-as-value = to pass '{ $arg }' as a value, use '{ $used }'
parse-remove-dashes = subcommand '{ $sub }' exists; to use it, remove the '--' before it
# clap's reason for a number outside its range (`0 is not in 1..=65535`).
parse-out-of-range = { $value } is not in { $range }
# `--arrow`'s own reason.
parse-arrow = an arrow is written FROM-TO, not `{ $text }`
