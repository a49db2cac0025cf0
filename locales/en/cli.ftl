# The command line: summaries and usage errors.

# The verdict of one game: `post.txt game 1: INVALID: chatra (1994-12), 5 plies, 1 error`.
cli-game-verdict = { $name } game { $k }: { $verdict }
cli-game-summary = { $name } game { $k }: { $verdict }: { $game }, { $plies }{ $variations }{ $end }{ $counts }
cli-valid = valid
cli-invalid = INVALID
cli-unknown-game = unknown game
cli-end-foul = , { $token } won by the opponent's illegal move (ply { $ply } `{ $text }`: { $rule })
cli-end-outcome = , { $token } { $reason }
cli-end-result = , result { $token }
cli-errors = , { $n ->
        [one] { $n } error
       *[other] { $n } errors
    }
cli-warnings = , { $n ->
        [one] { $n } warning
       *[other] { $n } warnings
    }
cli-no-move-found = no move found
cli-no-plies = 0 plies (the record has no moves)
cli-plies = { $n ->
        [one] { $n } ply
       *[other] { $n } plies
    }
cli-variations = , { $n ->
        [one] { $n } variation
       *[other] { $n } variations
    } checked

# clap's own words in the help, said in the catalogue (English keeps clap's).
cli-heading-usage = Usage:
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-heading-commands = Commands
cli-flag-help = Print help
cli-flag-version = Print version
