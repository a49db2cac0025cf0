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
record-rest-not-checked = the rest of this game is not checked
record-no-moves-empty = no move found: the input is empty
record-no-moves-empty-help = give a file that holds a game record
record-no-moves-none-read = no move found: words numbered like moves are in the text, but none reads as a { $game } move
record-no-moves-none-read-help = see the warnings above for why each was skipped
record-no-moves-garbled = no move found: the text cannot be read, { $why }
record-no-moves-garbled-help = open the file as it was first saved and save it again as UTF-8 or Shift-JIS
record-no-moves-prose = no move found in { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    } of text: in a post or a mail, hensou reads numbered moves such as `1.f9`, `12. b2-c3` or `第1手(i6)`, moves after side marks (`▲７六歩△３四歩`), and three or more moves in a row (`f9, Oh1, Of11`)
record-no-moves-prose-help = number the moves, or pass --input record if the text is a record
record-no-moves-record = no move found: the record has neither tags nor moves
record-no-moves-record-help = a record holds [Tag "value"] pairs and numbered moves
record-undecoded = { $n ->
        [one] 1 character
       *[other] { $n } characters
    } did not decode (shown as `�`)
record-latin-decoded = it looks like Japanese decoded as Latin letters (`{ $sample }`): the file was re-encoded wrongly
# Why a game ended: the reason's word (`mate`, `resignation`), as JSON spells it.
outcome-reason = { $reason }
# A side's name as the game calls it (`Sente`, `White`, `Arshe`).
side-name = { $name }
record-wide-number = read leniently: full-width move number `{ $written }` read as `{ $number }.` (and any others in this game)

## The record readers' own notes

kif-unknown-line = this line is neither a header, a move, a comment nor a board line; it is kept as a comment
kif-summary-count = the summary line counts { $said } moves, but the moves read end at move { $last }: a move may be missing, or the count is written wrong
kif-touching-time = the time column touches the move, with no blank before it: read as the move's time (and so every such time of this game)
kif-text-after-move = `{ $text }` after the move is kept as a comment on it
kif-text-before-moves = `{ $text }` before the moves is kept as a comment
# $start: `board` when the record has a board diagram, else `start`.
kif-unknown-handicap = unknown handicap `{ $value }`; the game is read from { $start ->
        [board] the position of the board diagram
       *[start] the normal start
    }
kif-other-handicap-no-board = `手合割：その他` (another handicap) needs a board diagram, and there is none
csa-time-places = hensou keeps up to { $places } decimal places of a second: `{ $time }` is read as T{ $whole }, and conversion writes that (`.{ $written }` is left out)
csa-time-too-long = the time is more seconds than hensou holds ({ $max }): it is left out, and conversion does not write it
forum-citation = `{ $text }` after the moves repeats ply { $ply } and is read as a citation, not as the next move
forum-alternatives = `{ $first }` and `{ $second }` give two moves the number { $number } in one sentence: read as talk about the game, neither as a ply
forum-signature = `{ $text }` stands in the signature (after the `-- ` line) and is not read as a move
record-unterminated-comment = this comment is never closed with `{"}"}`
