# Records and posts, whatever the game: which game, how plies are read.

record-no-variant = the record does not say which game it is
record-no-variant-help = add a [Variant "..."] tag or pass --variant (see `hensou variants`)
record-detected-variant = the record does not say which game it is; read as { $game } because { $why }
record-detected-variant-label = no [Variant] tag
record-detected-variant-help = add [Variant "{ $game }"] or pass --variant { $game } to say so
record-why-reads = its first { $n ->
        [one] { $n } move reads
       *[other] { $n } moves read
    } as { $game } and as no other game's
record-why-names = the text names `{ $name }`
record-move-number = move number { $number } where { $expected } was expected
record-move-number-label = expected { $expected }
record-not-a-move = `{ $word }` is numbered like a move but does not read as one: { $why }
record-not-a-move-label = skipped
record-syntax = cannot read `{ $word }` as a move: { $why }
record-no-moves-label = nothing to check
record-trailing = `{ $word }` follows the move `{ $move }` without a space
record-trailing-label = not part of the move
record-trailing-help = separate plies with white space; put remarks in {"{"}braces{"}"}
record-after-end = the game is already over ({ $token } { $reason }), yet the record goes on
record-after-end-label = move after the end
record-lenient-label = read leniently
record-foul-claim-label = no foul here
record-foul-claim-help = an illegal move ends a game only when the record holds it as the last move
record-result-label = this result
# Why a game ended: the reason's word (`mate`, `resignation`), as JSON spells it.
outcome-reason = { $reason }
# A side's name as the game calls it (`Sente`, `White`, `Arshe`).
side-name = { $name }
