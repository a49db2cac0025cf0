# Move text that no notation reads (syntax errors), and the lenient
# readings a notation notes (warnings). Quoted text is the user's own.

## Lenient readings of any game

lenient-full-width = full-width `{ $written }` read as `{ $read }`
lenient-look-alike = look-alike `{ $written }` read as `{ $read }`
lenient-side-word = `{ $written }` read as the side mark `{ $read }`

## Chatra

chatra-lenient-full-width = full-width characters read as ASCII
chatra-lenient-upper-case = upper-case file letter read as lower case
chatra-lenient-zero-pad = zero-padded row number read without the zero
chatra-lenient-separator = separator read as `-`
chatra-lenient-capture-x = `X` read as the capture mark `x`
chatra-lenient-glyph = piece glyph prefix dropped (checked against the side to move)
chatra-lenient-lower-object = `o` read as the object mark `O`
chatra-lenient-pass = `パス` read as `pass`
chatra-lenient-ordinal = `第N手(...)` read as the move it brackets
chatra-not-canonical = not canonical ({ $note }); the forum notation reads it
chatra-expected-square = expected a square such as f9
chatra-expected-file = expected a file letter a-l
chatra-expected-row = expected a row number 1-12
chatra-row-off-board = row { $row } is off the board (rows 1-12)
chatra-expected-close = expected `{ $close }` closing the ordinal
chatra-unexpected-after = unexpected character after the move

## Shogi and the games built on it

shogi-expected-usi = expected a USI move such as 7g7f, 8h2b+ or P*5e
shogi-expected-csa = expected a CSA move such as +7776FU or -0055KA
shogi-csa-from = a CSA square is 11-99, or 00 for a drop
shogi-csa-to = a CSA square is 11-99
shogi-csa-not-a-code = `{ $code }` is not a CSA piece code (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)
shogi-csa-after = unexpected text after a CSA move
shogi-expected-western = expected a western move such as P-7f, Bx2b+ or P*5e
shogi-western-not-a-piece = +{ $letter } is not a piece
shogi-western-expected-square = expected a square such as 7f
shogi-after-move = unexpected text after a move
shogi-expected-japanese = expected a move such as ７六歩, ７六歩(77) or ▲７六歩
shogi-lenient-square = square `{ $written }` read as { $read }
shogi-lenient-not-promoting = `{ $written }` (not promoting) read as 不成
shogi-expected-piece = expected a piece name (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)
shogi-expected-origin = expected an origin such as (77)
otomo-expected-usi = expected a USI move such as 7g7f, 8h2b+ or P*5e (a card move: Q:5i1e)
otomo-expected-body = { $card }: expected { $body ->
    [legs] two legs such as 2h2c+2b
   *[square] a square such as 7g
}

## Macedonian shogi

macedonian-expected-ascii = expected a move such as 7g7f, 8h>3c, 5e<3c or P*5e
macedonian-after-move = unexpected text after the move
macedonian-expected-square = expected a square such as ７六
macedonian-lenient-digits = square written with ASCII digits; read as shogi file and rank
macedonian-expected-piece = expected a piece (王子将騎重歩弓矢と成重) or 射 補 還
macedonian-lenient-king = 玉 read as 王

## Alquerque

alquerque-lenient-upper-case = `{ $letter }` written in upper case
alquerque-expected-algebraic = expected a move such as `b2-c3`, `c1xc3xe3` or `*d4 b2-c3` (points a1 to e5)
alquerque-expected-numeric = expected a move such as `7-13`, `3x13x15` or `*19 7-13` (points 1 to 25)

## Any game

syntax-no-notation = no notation given

## Shelt: what a move's text lacks where it stops being read

shelt-expected-move = expected a move
shelt-expected-who = expected a piece code such as pal or tms
shelt-expected-hand-piece = expected a piece from hand (the Temas itself is never attached)
shelt-expected-piece-code = expected a piece code such as pal
shelt-expected-bracket = expected `]`
shelt-expected-rotation = expected `r` (turn sideways) or `n` (turn back)
shelt-expected-dash = expected `-`
shelt-expected-after-origin = expected `-`, `^` or `~` after the origin
shelt-expected-capture = expected `x` and the captured piece
shelt-expected-tail = expected `:` and the origin, or a destination, `^` or `~`
shelt-expected-a-square = expected a square
shelt-expected-end = expected the end of the move
shelt-expected-native-square = expected a square such as P5 (rank V E S T B I P, file 1-7)
shelt-expected-algebraic-square = expected a square such as e1 (file a-g, rank 1-7)
shelt-lenient-2014 = 2014 abbreviation (square first, `/` for a capture) read as the §12 notation
shelt-cut-short = the move is cut short
