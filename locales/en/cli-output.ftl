# The command line's own texts: usage and I/O errors, the lines of
# `replay`, `moves`, `perft` and `variants`, and the summaries of runs over
# many games. Leading blanks are written as `{ "  " }`: Fluent drops them.

## Usage and I/O errors (`error: ...`, exit code 2).

usage-io = { $path }: { $reason }
io-not-found = no such file or directory
io-permission-denied = permission denied
io-not-a-directory = not a directory
io-is-a-directory = is a directory
# The other kinds of the system's errors. English prints the system's
# own text in their place; these words say the kind where it is shown
# without one.
io-already-exists = entity already exists
io-directory-not-empty = directory not empty
io-read-only = read-only filesystem or storage medium
io-storage-full = no storage space
io-quota-exceeded = quota exceeded
io-file-too-large = file too large
io-resource-busy = resource busy
io-executable-busy = executable file busy
io-invalid-input = invalid input parameter
io-invalid-data = invalid data
io-invalid-filename = invalid filename
io-unexpected-eof = unexpected end of file
io-write-zero = write zero
io-interrupted = operation interrupted
io-would-block = operation would block
io-timed-out = timed out
io-broken-pipe = broken pipe
io-out-of-memory = out of memory
io-unsupported = unsupported
io-not-seekable = seek on unseekable file
io-crosses-devices = cross-device link or rename
io-too-many-links = too many links
io-argument-list-too-long = argument list too long
io-deadlock = deadlock
io-stale-network-file = stale network file handle
io-connection = the connection failed
io-network-unreachable = network unreachable
io-address = address not available
# An error of a kind hensou does not name: the system's text and number.
io-os-error = os error { $code }: { $text }
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

## replay --format html: the page to step through a record

page-start = start
# The page's title: the players, each with the side they played.
page-players = { $first } ({ $a }) – { $second } ({ $b })
# A ply that could not be played, in the move list.
page-not-played = not played
page-no-result = result: none recorded, the game goes on

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

# A rule set's summary (`key`: the game and the set, `chatra-1994-12`), and
# a rule option's (`key`: the game and the option): the tables' own words.
variants-rule-set-summary = { $key ->
   *[other] { $summary }
}
variants-option-summary = { $key ->
   *[other] { $summary }
}

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
convert-over-input = { $path } left as it was: written over itself it would lose what the warnings above say is left out; write to another file
# A game's name in a verdict (`chatra (1994-12)`): the name `--variant` takes.
game-name = { $name }
# A game's summary in `hensou variants`, as the game states it (the same
# for every game `$name`; Japanese gives each its own).
variant-summary = { $name ->
   *[other] { $summary }
}

## snapshot: what changed between a suite's stored snapshot and a new one

snapshot-rules = rules: { $old } -> { $new }
snapshot-new-position = new position: { $position }
snapshot-position-gone = position gone: { $position }
snapshot-position = position: { $position }
# A position's setup before and now: its error, or snapshot-set-up.
snapshot-error = error: { $was } -> { $is }
snapshot-set-up = set up
snapshot-perft = perft { $depth }: { $old } -> { $new }
snapshot-legal-now = legal now
snapshot-illegal-now = illegal now
snapshot-record = record: { $record }
    {"  "}was: { $was }
    {"  "}now: { $now }
snapshot-not-in-snapshot = (not in the snapshot)
snapshot-summary = { $changed } of { $positions } positions changed, { $records_changed } of { $records } records
snapshot-wrote = wrote { $path }
snapshot-wrote-counts = wrote { $path }: { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    }, { $records ->
        [one] { $records } record
       *[other] { $records } records
    }
snapshot-accept-hint = `hensou snapshot --accept { $suite }` writes the new snapshot
# The progress bar of a stage (`cases`, `positions`, `changes`): indicatif's
# template, its `{"{"}...{"}"}` keys kept.
snapshot-progress = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} { $stage } ({"{"}elapsed{"}"}, {"{"}eta{"}"} left)

## Progress bars: indicatif's templates, their `{"{"}...{"}"}` keys kept.

perft-progress = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} first moves counted ({"{"}elapsed{"}"}, {"{"}eta{"}"} left)
batch-progress = {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} ({"{"}binary_bytes_per_sec{"}"}, {"{"}eta{"}"} left)

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
