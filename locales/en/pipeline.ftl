# The pipeline's problems: citations in forum posts, results that differ
# from the moves, what a conversion loses or writes only partly.

## Citations and numbering in prose

pipeline-quote-differs = the quote `{ $number }{ $written }` is not the record's ply { $ply }, `{ $text }`
pipeline-quote-differs-label = quoted otherwise
pipeline-cites-unreached = `{ $quote }` cites move { $number }, which this game does not reach: it is read as a citation, not as a move
pipeline-cites-unreached-label = no ply of this game
pipeline-earlier-number-help = a remark about an earlier move repeats it exactly; this text is neither that nor the next move, so it is not read
pipeline-per-turn = `{ $word }` after the numbered move is read as ply { $ply }: the text numbers per turn
pipeline-per-turn-label = read as the second player's ply
pipeline-per-turn-help = number every ply (`1.d2-c3 2.b4xd2`) to have the words after a move read as remarks
pipeline-citation = `{ $number }{ $written }` repeats ply { $ply } and is read as a citation, not as the next move
pipeline-citation-label = cites an earlier move
pipeline-other-line = `{ $number }{ $written }` stands in a sentence and is not move { $move_number } of this game: it is read as a remark on another line of play, not as a move
pipeline-other-line-label = another line, not played

## Results and fouls the moves do not bear out

pipeline-result-foul = the record says { $token }, but the illegal move at ply { $ply } gives { $won }
pipeline-result-ended = the record says { $token }, but the game ended { $ended } ({ $reason })
pipeline-foul-legal = the record says the game ended by an illegal move, but its last move `{ $text }` (ply { $ply }) is legal
pipeline-foul-no-move = the record says the game ended by an illegal move, but it has no move

## Rules compared

pipeline-valid-under = the record is valid under `{ $set }`: try --rules { $set }
# A help of two lines: the problem's own, then another.
pipeline-help-then = { $first }
    { $then }

## A conversion written only in part

pipeline-partial-rest-commented = written up to ply { $played }; the rest of the game, from ply { $from }, is written as a comment
pipeline-partial-errors-commented = written up to ply { $played }; the errors are written as a comment
pipeline-partial-left-out = written up to ply { $played }; the rest of the game is left out: `{ $to }` has no place for comments
pipeline-partial-label = not converted
pipeline-partial-why = hensou: converted up to ply { $played } only ({ $errors })
pipeline-partial-why-rest = hensou: converted up to ply { $played } only ({ $errors }); the rest as written:
# One error of a game converted in part, and the words between two.
pipeline-partial-error-at = ply { $ply }: { $message } [{ $code }]
pipeline-partial-error = { $message } [{ $code }]
pipeline-partial-and = {"; "}

## What a conversion leaves out

pipeline-left-out-label = left out
pipeline-tags-left-out = { $n ->
        [one] the tag { $names } is
       *[other] the tags { $names } are
    } left out: `{ $target }` has no place for tags
pipeline-totals-left-out = the total times written are left out: `{ $target }` holds each move's time, and its readers sum them (the first that is no sum: { $total } s written, { $sum } s summed)
pipeline-fractions-left-out = the parts of a second of the times are left out: `{ $target }` holds whole seconds (the first, { $seconds }.{ $fraction } s, is written as { $seconds } s)
pipeline-time-too-long = the time written here is left out: it is more seconds than hensou holds ({ $most })
pipeline-comments-left-out = the comments are left out: `{ $target }` has no place for them
pipeline-end-time-left-out = the time of the game's last turn is left out: `{ $target }` has no place for it
pipeline-times-left-out = the times of the moves are left out: `{ $target }` has no place for them
pipeline-variation-left-out = the variation from ply { $from } is left out: `{ $target }` has no variations
pipeline-ending-left-out = the game's ending ({ $ending }) is left out: `{ $target }` has no place for it
pipeline-result-left-out = the result { $token } is left out: `{ $target }` has no place for it, and the moves alone do not show it
pipeline-foul-left-out = the illegal move that ended the game (ply { $ply }) is left out: `{ $target }` cannot mark a foul
pipeline-prose-after = after ply { $ply }
pipeline-prose-before-first = before the first move
pipeline-prose-left-out = the post's words around the moves are left out: { $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    } in { $places ->
        [one] { $places } place
       *[other] { $places } places
    }, the first { $stands }; only the game is converted to `{ $to }`

## A move read though not written as its notation writes it

pipeline-lenient = read leniently: { $note }

## The game a record is read as, and its set-up

pipeline-known-games = known games: { $games }
pipeline-rules-game = the record's rules `{ $written }` make it a game of { $game }: read as { $game }, not as --variant { $given }
pipeline-not-given-variant = not the game --variant names
pipeline-rule-over-rules = a --rule KEY=VALUE option applies even over the record's rules
pipeline-format-holds = the record's format holds { $written } games only
pipeline-tag-wins = the record's [Variant "{ $written }"] tag wins
pipeline-variant-overridden = { $said }: read as { $written }, not as --variant { $given }
pipeline-leave-out-variant = leave out --variant { $given } for this record, or give a record of { $given }
pipeline-notations = notations: { $notations }

## Moves in the text that are no ply of the game

pipeline-unread-unchecked = { $n ->
        [one] a word, `{ $written }`, reads as a move of { $game }
       *[other] { $n } words, the first `{ $written }`, read as moves of { $game }
    }, yet the record has no move: nothing was checked
pipeline-unread-unchecked-label = a move, not read
pipeline-unread-unchecked-help = number the moves as a record does (`1. ...`), or give the text with --input record
pipeline-unread = { $n ->
        [one] a word, `{ $written }`, reads as a move of { $game } and is no ply of the record
       *[other] { $n } words, the first `{ $written }`, read as moves of { $game } and are no plies of the record
    }
pipeline-unread-label = not played
pipeline-unread-help = a move of the game must stand with the others, numbered or marked; a remark that names a move can stay as it is
