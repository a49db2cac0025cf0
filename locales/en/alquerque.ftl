# Alquerque: why a move is not legal. `due` lists points, `sq`, `from`,
# `to` and `over` are points.

alquerque-huff-alone = a huff alone is a whole turn only when it takes the last enemy piece
alquerque-huff-alone-help = write the move that follows the huff
alquerque-huff-missing = the opponent could have captured and did not, so a piece of theirs must be huffed first ({ $due } could have captured)
alquerque-huff-missing-help = write the huff before the move, e.g. `*{ $sq }`
alquerque-huff-not-due = no huff is due: the opponent did not miss a capture, so { $sq } cannot be huffed
alquerque-huff-wrong-piece = { $sq } could not have captured on the last turn; only { $due } can be huffed
alquerque-not-own-piece = the piece on { $sq } belongs to the opponent
alquerque-no-piece = there is no piece on { $sq }
alquerque-two-points = { $from } to { $to } is two points: a capture is written with `x`
alquerque-two-points-help = a capture over the middle point is written `{ $from }x{ $to }`
alquerque-not-on-line = no line joins { $from } and { $to } as neighbours
alquerque-occupied = { $sq } is occupied
alquerque-backward = { $from }-{ $to } moves backward, which Bell's rules forbid
alquerque-base-line = the piece on { $sq } stands on the enemy base line and may move only to capture
alquerque-capture-compulsory = a capture is possible ({ $due } can capture), so a step is not allowed
alquerque-illegal-step = { $from }-{ $to } is not a legal move here
alquerque-return = the piece from { $from } may not return to { $to }, { $which ->
        [game-start] the point it started the game on
       *[before] a point it has occupied before
    }
alquerque-jump-off-line = { $from }x{ $to } is not a jump along a line
alquerque-jump-over-empty = { $from }x{ $to } jumps over { $over }, which is empty
alquerque-jump-own-piece = { $from }x{ $to } jumps over { $over }, an own piece; only enemy pieces can be jumped
alquerque-jump-occupied = { $from }x{ $to } lands on { $to }, which is occupied
alquerque-jump-backward = { $from }x{ $to } jumps backward, which Bell's rules forbid
alquerque-single-jump = under these rules a turn captures with one jump only
alquerque-return-turn-start = the capture ends on { $sq }, where the piece started the turn
alquerque-chain-incomplete = the capture must go on from { $sq } while it can
alquerque-illegal-capture = this capture is not legal here

# The picture's caption below the board.
alquerque-svg-caption = White { $white } · Black { $black } · { $side ->
        [first] White
       *[second] Black
    } to move
