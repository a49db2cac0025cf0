# `hensou moves --explain SQUARE`: what a square holds, which moves start
# or end there, and the rule that refuses each move there.

## Every game's

explain-empty = { $square }: empty
explain-to-move = { $side } to move
explain-legal-from = legal from here: { $moves }
explain-legal-to = legal to here: { $moves }
explain-refused-here = refused here:
explain-none = none
# One move: `7g7f: legal`, or refused and why (`rule — message`).
explain-legal = { $mv }: legal
explain-refused = { $mv }: refused — { $why }

## Shogi and Shogi no Otomo

explain-shogi-no-square = `{ $text }` is no square or move: write a square as 5e (file 1-9, rank a-i) or a move as 7g7f
explain-shogi-piece = { $square }: { $side } { $kind } ({ $letter })
explain-shogi-not-in-check = { $side } to move, not in check
explain-shogi-in-check = { $side } to move, in check from { $from }
explain-shogi-pinned = the piece here is pinned: moving it off the line would expose its king
# A card's condition, met (`yes`) or not (`no`).
explain-condition = { $met ->
        [yes] yes
       *[no] no
    }: { $text }
explain-cards = cards { $letters }: { $rule } — { $message }
explain-more-like-it = { $first } (and { $n } more like it): { $why }

## Chatra

explain-chatra-no-square = `{ $text }` is not a square (a1-l12)
explain-chatra-square = { $square } (zone { $zone }), { $side } to move
explain-chatra-occupied = drop: no, { $square } holds { $glyph }
explain-chatra-drop = drop
explain-chatra-object-drop = object drop
# A drop or a move (`f9-f11`), legal and how (a king step, a flight, a zone).
explain-chatra-legal = { $what }: legal ({ $how })
explain-chatra-illegal = { $what }: illegal [{ $rule }] { $message }
explain-chatra-also = also [{ $rule }] { $message }
explain-chatra-zone-allowed = zone: allowed ({ $why })
explain-chatra-king-step = king step
explain-chatra-no-mover = moves: no own piece has a king step, flight or slide towards { $square }

## Alquerque

explain-alquerque-no-point = `{ $text }` is no point: write c3 (a1 to e5) or 13 (1 to 25)
explain-alquerque-piece = { $point }: a { $side } piece
# The lines through a point (`diagonals`: yes or no) and its neighbours.
explain-alquerque-lines = { $diagonals ->
        [yes] orthogonal and diagonal lines
       *[no] orthogonal lines only
    }: neighbours { $neighbours }
explain-alquerque-huff-due = a huff is due: { $side } missed a capture, so one of { $points } must be removed before the move
explain-alquerque-capture-forced = a capture is compulsory: { $points } can capture
explain-alquerque-capture-huff = { $points } can capture: a turn without a capture lets { $side } huff one of them
explain-alquerque-capture-free = { $points } can capture; capturing is optional
explain-alquerque-unhuffed = a turn without the huff: { $why }

## Macedonian shogi

explain-macedonian-no-square = `{ $text }` is no square: write 5e, ５五 or 55
# `arrows`: an archer's arrows (-1 for another piece); `crowned`: yes or no.
explain-macedonian-piece = { $square }: { $side } { $piece }{ $arrows ->
        [-1] {""}
        [one] {" "}with 1 arrow
       *[other] {" "}with { $arrows } arrows
    }{ $crowned ->
        [yes] , wearing the crown
       *[no] {""}
    }
# `drop`: whether the side to move may drop here (yes or no).
explain-macedonian-to-move = { $side } to move; { $side } { $drop ->
        [yes] may drop here
       *[no] may not drop here (enemy camp)
    }
explain-macedonian-not-legal = not legal from here:

## Shelt

explain-shelt-no-square = `{ $text }` is not a square (P5 or e1)
explain-shelt-attached = { $side } has { $piece } attached
explain-shelt-nothing-attached = { $side } has nothing attached
# `can`: yes or no.
explain-shelt-temas = { $side } { $can ->
        [yes] may
       *[no] may not
    } take the Temas now
# `attacked`: yes or no.
explain-shelt-door = the door { $attacked ->
        [yes] is attacked: no axis shift
       *[no] is not attacked: it may shift onto a free side square
    }
explain-shelt-no-action = no legal action starts or ends here
explain-shelt-actions = legal actions through { $square }: { $actions }
