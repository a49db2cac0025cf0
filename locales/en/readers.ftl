# The record readers' notes, the rules a record's setup refuses, the rules
# compared, and what the writers of a conversion say.

## PGN and variations of every format

pgn-bad-tag = this line starts like a tag pair but is not `[Name "value"]`
pgn-unterminated-variation = this variation is never closed with `)`
# $kind: what the format calls a variation (a KIF `変化` is a branch, a JKF
# one a fork).
record-variation-depth = { $kind ->
        [branches] branches
        [forks] forks
       *[variations] variations
    } nested more than { $depth } deep are kept but not read
kif-branch-no-move = `{ $text }` names no move of the lines above to branch from

## CSA

csa-trailing = `{ $text }` after the ninth square of row { $rank } is not part of the board; ignored
# $ending: how the game ended (`outcome-reason`).
csa-result-name = `{ $text }` is Shogi Wars' name of the result, no CSA statement: read as the game's end ({ $token }, { $ending })
csa-one-sided-result = `{ $text }` is the result as one player was told, and the record does not say which player; read as no result
csa-no-position = the record has no position lines (`PI`, `P1`-`P9`): read from the even start

## JKF

jkf-not-json = not JSON: { $why }
jkf-json-too-deep = the JSON is nested too deep
jkf-json-ends = the JSON ends where a value was expected
jkf-json-not-a-number = not a number
jkf-json-not-a-value = not a JSON value
jkf-json-key = expected a key in quotes
jkf-json-colon = expected `:` after the key
jkf-json-object = expected `,` or `{"}"}`
jkf-json-array = expected `,` or `]`
jkf-json-escape = a `\u` escape takes four hex digits
jkf-json-string = this string is never closed
jkf-json-after = text after the JSON value
jkf-no-moves = a JKF record holds its moves in a `moves` array
jkf-other-needs-data = `preset: OTHER` needs the position in `data`
jkf-unknown-preset = unknown preset `{ $preset }`
jkf-after-end = a move after the game's ending
jkf-no-move-entry = an entry of `moves` after the first holds a `move` or a `special`
jkf-move-to = a move needs `to` with `x` and `y` from 1 to 9
jkf-move-from = `from` needs `x` and `y` from 1 to 9
jkf-not-a-piece = `{ $piece }` is not a JKF piece
jkf-not-an-ending = `{ $word }` is not a JKF ending

## The rules compared, by `validate --compare-rules`

compare-same = { "  " }every ply checked is judged the same under `{ $other }`
compare-ply = { "  " }ply { $ply } `{ $text }` ({ $line }:{ $col }): { $own ->
        [legal] legal
       *[illegal] illegal
    } under the record's rules, { $compared ->
        [legal] legal
       *[illegal] illegal
    } under `{ $other }` [{ $rule }] { $reason }

## What a conversion's writer says

convert-no-move = `{ $text }` is no { $format } move: it is written as a comment in its place
convert-rewritten-label = rewritten
convert-time-control = the time control `{ $value }` is written in CSA's form, `$TIME_LIMIT:{ $limit }`
convert-ending-beyond-result = the game's ending ({ $ending }) is left out: the result { $token } is written, which does not say it
convert-ending-no-word = the game's ending ({ $ending }) has no word in { $format }: it is written as `{ $word }`
convert-ending-added = the record says the result { $token } and not how the game ended; { $format } has no word for that result alone: it is written as `{ $word }`, which says { $ending }
convert-ending-not-in-summary = the game's ending ({ $ending }) is not said by KI2's summary line, which tells only who won
