# Shelt: why a move is not legal. `piece` is a piece as `shelt-piece` or
# `shelt-code` words it; `code` is a piece's code; squares are Shelt's own
# (P5).

shelt-piece = { $code } ({ $kana }, { $kind })
shelt-empty-square = the empty square { $sq }
shelt-temas = the Temas (テームス)
shelt-code = { $code }
shelt-the-temas = the Temas
shelt-pattern = { $name ->
        [vertical] one step forward or back
        [horizontal] one step left or right
        [diagonal] one step diagonally
        [cross] one step orthogonally
        [tower] one or two steps forward or back
        [bridge] one or two steps left or right
        [rook] any distance orthogonally
        [bishop] any distance diagonally
        [knight] a knight's leap
       *[king] one step in any direction
    }
shelt-game-over = the game is over ({ $result } { $reason })
shelt-door-step-help = a door's sideways step is an axis shift, written with `~`: { $from }~{ $to }
shelt-rotated-help = { $rotated ->
        [true] the piece is turned sideways (rotated)
       *[false] the piece is not rotated
    }
shelt-own-piece = { $sq } holds your own { $piece }
shelt-temas-wall = the opponent has nothing attached to the Temas, so it is a wall that cannot be taken
shelt-rotate-back-line-temas = only front-line pieces rotate; the piece you attached to the Temas is a back-line piece
shelt-rotate-back-line = only front-line pieces rotate; { $piece } is a back-line piece
shelt-rotation-state = { $piece } is { $rotated ->
        [true] already turned sideways
       *[false] not rotated
    }
shelt-rotation-state-help = write { $ask } to turn it
shelt-axis-shift-door = only a door (扉駒) shifts its axis, not { $piece }
shelt-axis-shift-step = an axis shift is one square left or right, not { $from } to { $to }
shelt-axis-shift-occupied = { $sq } is not empty; a door shifts only onto an empty square
shelt-axis-shift-attacked = { $piece } is attacked, and an attacked door may not shift its axis
shelt-attach-occupied = you already have { $code } on the Temas
shelt-attach-occupied-help = replace it in one turn: -{ $old }+{ $new }
shelt-no-piece = there is no piece on { $sq }
shelt-temas-empty = you have nothing attached to the Temas, so you cannot act with it
shelt-temas-empty-help = attach a captured piece first (+code); it acts from your next turn
shelt-not-your-piece = { $piece } on { $sq } belongs to the opponent
shelt-accompany-mover = only a front-line piece takes another along; { $piece } is not one
shelt-accompany-adjacent = the partner must stand next to the mover (front, back, left or right); { $sq } does not
shelt-accompany-temas = the Temas goes along only while you have a front-line piece attached
shelt-accompany-partner = { $piece } is not one of your front-line pieces
shelt-accompany-axis = the partner on { $sq } lies on the line of this move; a piece cannot accompany along that axis
shelt-accompany-off-board = the partner on { $sq } would leave the board
shelt-accompany-blocked = { $sq } is occupied by your own { $code }
shelt-accompanied-capture = { $sq } holds { $piece }; an accompanied move cannot capture
shelt-accompanied-capture-help = move the piece alone to capture
shelt-movement = { $piece } moves { $pattern }; it cannot go from { $from } to { $to }
shelt-blocked = the way from { $from } to { $to } is blocked
shelt-destroyed = { $piece } was destroyed (used up by the Temas or lost with it) and can never be attached again
shelt-attach-own = it is your own piece; only captured enemy pieces are attached
shelt-attach-on-board = it stands on { $sq }
shelt-attach-not-in-hand = it is not in your hand
shelt-cannot-attach = you cannot attach { $piece }: { $why }
shelt-nothing-attached = you have nothing attached to the Temas
shelt-attachment-mismatch = { $whose ->
       *[own] your
        [opponent] the opponent's
    } piece on the Temas is { $code }, not { $claimed }
shelt-off-board = { $code } is not on the board: it was { $why ->
        [destroyed] destroyed
       *[captured] captured
    }
shelt-wrong-square = { $piece } stands on { $at }, not on { $written }
shelt-temas-empty-claimed = you have nothing attached to the Temas (the record says { $claimed })
shelt-opponent-nothing-attached = the opponent has nothing attached to the Temas, not { $claimed }
shelt-capture-empty = { $sq } is empty, so there is no { $piece } to capture
shelt-capture-other = { $sq } holds { $code }, not { $piece }
shelt-capture-unmarked = this move captures { $code } on { $sq }
shelt-capture-help = write x{ $code }
shelt-no-previous-move = `..` names where the previous move ended, and there is none
shelt-accompany-vector = accompanied pieces move by the same vector; { $from } to { $to } is not { $partner } to { $partner_to }
shelt-accompanied-capture-written = an accompanied move cannot capture (the record says x{ $piece })

# The picture's lines of a side's hand and Temas.
shelt-svg-hand = { $side ->
        [first] Arshe
       *[second] Soon
    }{ $turn ->
        [true] {" (to move)"}
       *[false] {""}
    }  hand: { $held }
shelt-svg-temas = { $temas }: attached { $attached }
