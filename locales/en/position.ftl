# Position strings (SFEN and each game's own) that do not read: what is
# wrong at the place shown. Quoted text is the user's own.

## Shared by the games

position-two-kings = a side has two kings
position-hand-too-many = too many pieces in hand
position-side-bw = the side to move is `b` (Sente) or `w` (Gote)
position-move-number = the move number is a positive integer
position-not-a-letter = `{ $letter }` is not a piece letter
position-cannot-promote = `{ $letter }` cannot be promoted
position-count-alone = a count in hand is not followed by a piece
position-not-in-hand = `{ $letter }` is not a piece that can be in hand
position-bad = bad position string: { $why }

## Shogi's SFEN

shogi-sfen-fields = an SFEN has 3 or 4 fields: board, side, hands[, move number]
shogi-sfen-ranks = the board has { $n ->
    [one] 1 rank
   *[other] { $n } ranks
}, not 9
shogi-sfen-rank-too-long = rank { $rank } has too many squares
shogi-sfen-rank-squares = rank { $rank } has { $n ->
    [one] 1 square
   *[other] { $n } squares
}, not 9

## Chatra

chatra-position-object = { $side ->
    [first] Black
   *[second] White
}'s object must be either on the board or in hand, exactly once
chatra-position-subjects = there are { $n } subjects on the board and in hand, not 36
chatra-position-fields = expected `ROWS SIDE HANDS PLY FLAGS`, e.g. `12/12/12/12/12/12/12/12/12/12/12/12 b 18O-18O 0 -`
chatra-position-side = side to move is `b` or `w`
chatra-position-ply = the ply count is a number
chatra-position-rows = expected 12 rows, found { $n }
chatra-position-piece = unknown piece `{ $letter }` (S O s o)
chatra-position-row-long = row { $row } is longer than 12 squares
chatra-position-row-squares = row { $row } has { $n ->
    [one] 1 square
   *[other] { $n } squares
}, not 12
chatra-position-hands = hands are written `18O-18O` (subjects, O while the object is in hand)
chatra-position-flag = unknown flag `{ $flag }` (p = passed, c = checked)
chatra-position-last = last=SQUARE
chatra-position-history = history=KEY.KEY... in hexadecimal
chatra-position-field = unknown field `{ $field }`

## Shelt

shelt-position-code = `{ $code }` is not a piece code
shelt-position-temas-twice = the Temas appears twice
shelt-position-twice = { $code } appears twice
shelt-position-no-temas = the Temas (tms) is missing; it never leaves the board
shelt-position-fields = a position has 4 fields (board, side, attachments, hands), this has { $n }
shelt-position-ranks = the board has 7 ranks (V to P), this has { $n }
shelt-position-side = the side to move is A (Arshe) or S (Soon)
shelt-position-rank-long = rank { $rank } has more than 7 squares
shelt-position-empty-item = empty item in a rank
shelt-position-rotated = { $code } is a back-line piece and cannot be rotated
shelt-position-rank-squares = rank { $rank } has { $n ->
    [one] 1 square
   *[other] { $n } squares
}, not 7
shelt-position-attachments = attachments are written Arshe/Soon, `-` for none
shelt-position-hands = hands are written Arshe/Soon, codes joined by `+`, `-` for none
shelt-position-own = { $side ->
    [first] { $code } is Arshe's own piece; Arshe holds only captured enemy pieces
   *[second] { $code } is Soon's own piece; Soon holds only captured enemy pieces
}

## Alquerque

alquerque-position-point = `{ $text }` is not a point a1..e5
alquerque-position-huff = { $point } is due to be huffed but holds no piece of the side that just moved
alquerque-position-no-marks = return marks are given, but these rules have no return limit
alquerque-position-marks-empty = { $point } has marks but no piece
alquerque-position-empty = empty position string
alquerque-position-fields = too many fields (board, side, huffs, marks)
alquerque-position-ranks = the board needs 5 ranks separated by `/`, found { $n }
alquerque-position-side = the side to move is `w` or `b`
alquerque-position-rank-long = rank { $rank } has more than 5 points
alquerque-position-rank-points = rank { $rank } has { $n ->
    [one] 1 point
   *[other] { $n } points
}, not 5
alquerque-position-not-a-point = `{ $letter }` is not W, B or a count of empty points
alquerque-position-mark-entry = a mark entry is `point=point.point`

## Macedonian shogi

macedonian-position-no-piece = `{ $letter }` is no piece (K S G N H P A X)
macedonian-position-no-letter = a piece letter is missing
macedonian-position-promoted = only 歩 (P) and 重 (H) can be promoted
macedonian-position-arrows = only an archer (A) carries arrows
macedonian-position-two-arrows = an archer carries at most two arrows
macedonian-position-camp = an unpromoted 歩/重 cannot stand in the enemy camp
macedonian-position-royals = each side has at most one 王 and one 子
macedonian-position-space = expected a space before { $what ->
    [side] the side to move
    [hands] the hands
   *[crown] the crown transfers
}
macedonian-position-crown = crown transfers are two digits 0-2, Sente's then Gote's
macedonian-position-after = unexpected text after the position
macedonian-position-ranks = expected `/` and 8 ranks
macedonian-position-rank-long = rank { $rank } has more than 8 squares
macedonian-position-run = an empty run is 1-8 squares
macedonian-position-rank-squares = rank { $rank } has { $n ->
    [one] 1 square
   *[other] { $n } squares
}, not 8
macedonian-position-hand-promoted = pieces in hand are never promoted
macedonian-position-hand-royal = 王 and 子 are never held in hand

## Shogi no Otomo's card fields

position-not-to-move-in-check = the side not to move is in check
otomo-position-card = `{ $letter }` is not a card letter
otomo-position-effect = `{ $token }` is not a card effect (T<sq>, @<sq>:<piece>, D<file>, !<sq>, U<piece>:<move>)
otomo-position-prince-gold = { $token }: a 太 needs a gold on { $sq }
otomo-position-prince-twice = { $token }: a side has one 太 at most
otomo-position-passenger = { $token }: a passenger needs a 龍 or 馬 without one on that square

## Shogi records' boards (KIF and BOD diagrams, CSA `P` lines, JKF, SFEN tags)

shogi-board-rows = a board diagram has 9 rows, this one { $n }
shogi-board-short-row = row { $row } has fewer than 9 squares
shogi-board-not-a-piece = `{ $text }` is not a piece
shogi-board-not-in-hand = `{ $text }` is not a piece in hand
shogi-board-not-square-piece = `{ $text }` is not a square and piece
shogi-board-not-a-square = `{ $text }` is not a square
shogi-board-not-in-even-start = `{ $text }`: the even start has no { $piece } on { $sq }
shogi-board-csa-square = `{ $text }` is not a CSA square (+FU, -KA, * ...)
shogi-board-csa-piece = `{ $text }` is not a CSA piece code
shogi-board-king-in-hand = a king cannot be in hand
shogi-board-not-ascii = not ASCII
shogi-board-csa-line = `P{ $text }` is not a CSA position line
shogi-board-jkf-shape = `data.board` holds 9 files of 9 squares
shogi-board-jkf-piece = `{ $text }` is not a JKF piece
shogi-board-jkf-colour = a piece's `color` is 0 or 1
shogi-board-jkf-hand = a hand holds 0 to 18 of a piece
shogi-board-sfen-fields = `{ $text }` is not an SFEN: it needs a board, a side to move and hands
shogi-board-sfen-board = `{ $text }` is not an SFEN board of 9 rows of 9 squares
shogi-board-sfen-piece = `{ $text }` is not an SFEN piece
shogi-board-sfen-hand = `{ $text }` is not an SFEN hand
csa-not-a-line = `{ $text }` is not a CSA line
csa-not-a-server-result = `{ $text }` is not a CSA server result
csa-not-an-ending = `{ $text }` is not a CSA ending
