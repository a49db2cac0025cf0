# The command line's own texts: usage and I/O errors, the lines of
# `replay`, `moves`, `perft` and `variants`, and the summaries of runs over
# many games. Leading blanks are written as `{ "  " }`: Fluent drops them.

## Usage and I/O errors (`error: ...`, exit code 2).

usage-io = { $path }: { $reason }
io-not-found = no such file or directory
io-permission-denied = permission denied
io-not-a-directory = not a directory
io-is-a-directory = is a directory
# Words of another part of hensou, shown as they are.
usage-as-said = { $text }
usage-nothing = { "" }
usage-flag = { $flag }: { $text }
usage-rule-not-key-value = --rule takes KEY=VALUE, not `{ $text }`
usage-rules-without-check = --rules and --rule go with --check: to accept other rules, write them into the suite
usage-stdin-into-folder = standard input cannot go into a directory: give -o a file name
usage-file-for-many = { $path }: a file, but several inputs need a directory to go to
usage-no-variant = --variant is required (see `hensou variants`)
usage-no-explain = { $game } does not explain squares
usage-no-game = { $file } has { $games ->
        [one] { $games } game
       *[other] { $games } games
    }; there is no game { $asked }
usage-no-game-help = { $games ->
        [one] the file has one game: --game 1
       *[other] --game takes a number from 1 to { $games }
    }
usage-no-ply = only { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    } of the game could be played; there is no ply { $asked }{ $hint }
usage-ply-elsewhere = ; game { $k } of { $file } has it: pass --game { $k }
usage-threads = cannot start { $jobs } threads: { $reason }
usage-json = cannot write JSON: { $reason }

## replay

replay-position = position: { $position }
replay-ply = ply: { $ply }
replay-result = result: { $token } ({ $who }, { $reason })
replay-draw = draw
replay-wins = { $side } wins
replay-score = score: { $first } { $a }, { $second } { $b }
replay-to-move = to move: { $side }
replay-as-recorded = result: { $token } (as recorded)
replay-ply-elsewhere = note: game { $k } of { $file } has ply { $ply }: pass --game { $k }
replay-no-square = warning: { $game } has no square `{ $name }`; it is not drawn

## moves and perft, with --compare-rules

moves-legal-under = { $mv }: legal under { $yes }, not under { $no } ({ $rule }: { $reason })
moves-same = the same moves are legal under { $mine } and { $theirs }
perft-nodes = nodes: { $nodes }
perft-nodes-compared = nodes: { $nodes } { $compared }

## variants

variants-game = { $name }{ $aliases }: { $summary }
variants-aliases = { " " }(also: { $aliases })
variants-sides = { "  " }sides: { $first } moves first, then { $then }
variants-rule-sets = { "  " }rule sets:
variants-rule-set = { "    " }{ $name }{ $default }: { $summary }
variants-default = { " " }(default)
variants-options = { "  " }options:
variants-option = { "    " }{ $key }={ $values }: { $summary }
variants-notations = { "  " }notations: { $notations }

## The summary of a run: `checked 3 games in 2 files: 2 valid, 1 invalid; ...`

batch-checked = checked
batch-converted = converted
batch-line = { $verb } { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in { $files ->
        [one] { $files } file
       *[other] { $files } files
    }: { $valid } valid, { $invalid } invalid
batch-note = ; { $note }
batch-not-read = { $n ->
        [one] { $n } input
       *[other] { $n } inputs
    } not read
batch-skipped = { $n ->
        [one] { $n } file
       *[other] { $n } files
    } skipped (no record extension: { $extensions })
batch-links = { $n ->
        [one] { $n } symbolic link
       *[other] { $n } symbolic links
    } not followed (--follow follows them)
batch-no-record = { $n ->
        [one] { $n } file
       *[other] { $n } files
    } with no record skipped
batch-again = { $n ->
        [one] { $n } file
       *[other] { $n } files
    } reached again through a link, read once
batch-skipped-note = { $name }: no record, skipped
# The timed count of one file's games: `412 games, 51,230 plies: 410 valid, 2 invalid, in 0.84 s`.
batch-files-lead = { $n ->
        [one] { $shown } file
       *[other] { $shown } files
    }{ ", " }
batch-summary = { $files }{ $games ->
        [one] { $games_shown } game
       *[other] { $games_shown } games
    }, { $plies ->
        [one] { $plies_shown } ply
       *[other] { $plies_shown } plies
    }: { $valid } valid, { $invalid } invalid, in { $seconds } s

## convert

convert-wrote = wrote { $n ->
        [one] { $n } file
       *[other] { $n } files
    } to { $place }{ $kept }
convert-kept = ; { $n ->
        [one] { $n } file already there left as it was
       *[other] { $n } files already there left as they were
    } (--force replaces them)
convert-untouched = nothing converted: { $path } left as it was
# A game's name in a verdict (`chatra (1994-12)`): the name `--variant` takes.
game-name = { $name }
# A game's summary in `hensou variants`, as the game states it (the same
# for every game `$name`; Japanese gives each its own).
variant-summary = { $name ->
   *[other] { $summary }
}
convert-no-shift-jis = `{ $char }` (U+{ $hex }) has no Shift_JIS code: it is written as `&#{ $code };`
convert-no-shift-jis-label = not in Shift_JIS
# After a problem shown once: how many more of its kind the game has, and where.
repeats-note = … and { $n } more { $code } { $n ->
        [one] warning
       *[other] warnings
    } in this game, at { $lines ->
        [one] line
       *[other] lines
    } { $places }; --verbose shows each
