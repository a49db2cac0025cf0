# The text diagrams' words, the Python module's errors, suite files'
# errors and the command line's last usage errors.

## The text diagrams (`replay`, `validate --board`)

# `side`: a side as `side-name` says it.
diagram-turn = { $side } to move
# `letter`: the side's letter on the board (W or B).
diagram-alquerque-turn = { $side } ({ $letter }) to move
diagram-alquerque-huff = { $side } ({ $letter }) to move; must first huff one of { $due }
# `side`: Black or White; `object`: yes when the object is in hand too.
diagram-chatra-hand = { $side } in hand: { $n } { $n ->
        [one] subject
       *[other] subjects
    }{ $object ->
        [yes] {" and the object"}
       *[no] {""}
    }
# `rotated`: yes or no; `*_attached`: the piece attached, or `-`.
diagram-shelt-temas = Temas on { $sq }{ $rotated ->
        [yes] {", rotated"}
       *[no] {""}
    }: { $first } [{ $first_attached }] { $second } [{ $second_attached }]
diagram-shelt-hand = { $side } hand: { $held }

## Suite files (`hensou snapshot`): what is wrong on a line. `file:line:`
## goes before each.

# `key`: game or notation, the line's key, or empty for a rule.
suite-misnamed = { $key ->
        [game] game: { $error }
        [notation] notation: { $error }
       *[other] { $error }
    }
suite-unknown-key = no key `{ $word }`{ $hint } (keys: { $known })
suite-names-nothing = `{ $key }:` names nothing
suite-no-game = the suite names no game (`game: chatra`)
suite-no-case = the suite has no case (`start`, `position:`, `records:`, `random:`)
suite-twice = `{ $key }:` is given twice (first on line { $first })
suite-depth = perft depth `{ $depth }` is no number from 1 up
suite-random-pair = `{ $pair }`: random takes KEY=NUMBER
suite-random-seed = a random case needs its seed: `random: seed=7 games=20`
suite-no-records = no record file is `{ $pattern }` (looked for { $path })
suite-no-snapshot = has no snapshot yet: `hensou snapshot { $suite }` writes it
suite-not-a-snapshot-line = not a line `hensou snapshot` writes: write the snapshot again with `--accept`

## Folders walked for records (`validate DIR`, Python's tables): why one
## gave no file, and what the walk left out.

walk-files = { $n ->
        [one] { $n } record file
       *[other] { $n } record files
    }
walk-dirs = { $n ->
        [one] { $n } directory
       *[other] { $n } directories
    }
walk-and = { $first } and { $rest }
# `what`: walk-files, walk-dirs or both; `n`: how many in all.
walk-ignored = { $what } left out by .gitignore, .ignore or .hensouignore (--no-ignore reads { $n ->
        [one] it
       *[other] them
    })
walk-hidden = { $what } hidden, left out (--hidden reads { $n ->
        [one] it
       *[other] them
    })
walk-skipped = { $n ->
        [one] { $n } file
       *[other] { $n } files
    } without a record extension ({ $extensions })
walk-links = { $n ->
        [one] { $n } symbolic link
       *[other] { $n } symbolic links
    } not followed (--follow follows them)
walk-empty = no record file found: the directory is empty
walk-reasons = { $first }; { $rest }
walk-nothing = no record file found: { $why }
walk-loop = a symbolic link back to { $ancestor }: not followed again
# Any other error of the walk, in its own words.
walk-other = { $text }

## The command line's last usage errors

# Two inputs of `convert` that would be written to one file.
convert-same-output = would be written to { $target }, as { $other } is: not converted

## A record's verdict as a snapshot file stores it, said again to the
## reader (the stored text stays English: it is the file's format). `why`:
## the rule's code and message as stored.

snapshot-verdict-valid = valid, { $n ->
        [one] { $n } ply
       *[other] { $n } plies
    }
snapshot-verdict-invalid = INVALID
snapshot-verdict-invalid-because = INVALID: { $why }
snapshot-verdict-invalid-at = INVALID at ply { $ply }: { $why }

## The Python package: a value of the wrong type or kind given to a call.

python-not-a-source = expected str (record text), bytes or os.PathLike, not { $name }
python-options-type = options: a dict or a `key=value;...` string
# `given`: the value as Python writes it (`'both'`).
python-positions = positions: "before" or "after", not { $given }
python-unknown-lang = unknown language `{ $name }`: use "en" or "ja"
