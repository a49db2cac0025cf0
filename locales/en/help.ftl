# The command line's --help: what each command and argument is for. A test
# checks that each English text is the one the command's definition has.

cli-about-hensou = Validate, convert, replay and rule-test game records of fairy and historical board games
cli-about-validate = Check every move of every game against the rules
cli-about-replay = Show the position after a ply (or at the end) of a game
cli-about-convert = Write a record in another notation, tags and comments kept
cli-about-moves = List the legal moves of a position
cli-about-perft = Count the leaves of the move tree (perft)
cli-about-variants = List the games, their rule sets, options and notations
cli-about-snapshot = Snapshot what the rules allow in a suite's positions and records, and check what a change of rules changes
cli-arg-lang = The language of messages: en or ja (else LC_ALL, LC_MESSAGES or LANG say; Japanese for ja*)
cli-arg-paths = Record files, directories, or `-` for standard input
cli-arg-path = A record file, or `-` for standard input
cli-arg-variant = The game (see `hensou variants`); a record's [Variant] tag wins
cli-arg-rules = A named rule set, optionally with options: `bell;return=turn-start`. A record's [Rules] tag wins
cli-arg-rule = Override one rule option: `--rule return=game-start` (repeatable). Applies even over a record's [Rules] tag
cli-arg-input = How to find games in the text
cli-arg-follow = Follow symbolic links in directories (a link back to a directory above it is reported, not followed)
cli-arg-hidden = Read hidden files and directories too
cli-arg-no_ignore = Read the files that .gitignore, .ignore and .hensouignore leave out
cli-arg-compare_rules = Also check every ply under these rules, from the same position, and report where the two rule sets disagree
cli-arg-board = Draw the board before each illegal ply under its diagnostic
cli-arg-jobs = Check games on N threads (default: one a core); output is the same whatever N
cli-arg-verbose = Every warning, in full even when several games are read (by default a game shows the first warning of each kind with how many more there are, and each on one line when several games are read)
cli-arg-quiet = Print only errors: no verdicts of valid games, no warnings
cli-arg-ply = Stop after this many plies (default: the whole game)
cli-arg-game = Which game of the file, from 1
cli-arg-diagram = Which diagram to draw: `default`, or one the game adds (Chatra: `forum`, the board of the 1994 posts)
cli-arg-flip = Draw the board as the second player sees it
cli-arg-coords = Draw file and rank names around the board
cli-arg-no_last = Do not highlight the last move
cli-arg-marks = Mark a square (repeatable), e.g. a diagnostic's square
cli-arg-arrows = Draw an arrow (repeatable), e.g. `--arrow e12-g6`
cli-arg-to = The notation to write (see `hensou variants`)
cli-arg-output = Write here instead of standard output: a file, or a directory that mirrors the inputs, one file each with the target's extension (for several inputs or a directory). A file is replaced only once it is written whole
cli-arg-force = Replace files already in the output directory (they are left as they are by default)
cli-arg-encoding = The encoding of the text written: `sjis` (Shift_JIS as Windows writes it) for Kifu for Windows and other older shogi programs
cli-arg-moves-variant = The game (see `hensou variants`); required
cli-arg-moves-rules = A named rule set, optionally with options: `bell;return=turn-start` (default: the game's)
cli-arg-moves-rule = Override one rule option: `--rule return=game-start` (repeatable)
cli-arg-position = A position string (default: the start position)
cli-arg-moves-notation = The notation to print moves in (default: the game's first)
cli-arg-explain = Explain, for one square, why moves there are or are not legal (in shogi and Shogi no Otomo also one move: `--explain Y:5e5a/4e`)
cli-arg-moves-compare_rules = List the moves legal under these rules or under the position's, not both, each with the rule that refuses it: `--compare-rules 1994-11`
cli-arg-perft-variant = The game (see `hensou variants`); required
cli-arg-perft-rules = A named rule set, optionally with options: `bell;return=turn-start` (default: the game's)
cli-arg-perft-rule = Override one rule option: `--rule return=game-start` (repeatable)
cli-arg-depth = Plies to look ahead
cli-arg-divide = Count per first move
cli-arg-perft-notation = The notation for `--divide` (default: the game's first)
cli-arg-perft-jobs = Count on N threads, each first move's subtree on one (default: one a core); the counts are the same whatever N
cli-arg-perft-compare_rules = Count under these rules too, side by side; with `--divide`, each first move legal under one rule set only comes with the rule that refuses it
cli-arg-suite = The suite file (its snapshot is kept beside it, `.snapshot`)
cli-arg-check = Compare with the stored snapshot and print what changed: exit 0 if nothing did, 1 if something did; write nothing
cli-arg-accept = Write the new snapshot over the stored one, after printing what changed
cli-arg-snapshot-rules = Try this rule set instead of the suite's (with `--check`)
cli-arg-snapshot-rule = Try one rule option over the suite's rules: `--rule pass=on` (repeatable; with `--check`)
cli-after-hensou =
    Examples (from a clone of the repository):
      hensou validate fixtures/alquerque/valid/bell-scored.pgn
      hensou validate fixtures/chatra/valid/01058-sample-game.txt
      hensou replay fixtures/alquerque/valid/seed-huffs.pgn --ply 4
      hensou convert fixtures/alquerque/valid/ludii.pgn --to numeric
      hensou moves --variant alquerque --rules bell
      hensou perft --variant alquerque --rules ludii --depth 5 --divide

    Exit codes: 0 every record valid, 1 some record invalid, 2 usage or input error.
