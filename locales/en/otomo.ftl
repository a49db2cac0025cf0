# Shogi no Otomo's cards: why a move is not legal. `card` is a card as
# a diagnostic names it (`7 無敵銀 (I)`) or its name; squares are USI's.

otomo-card-captures-king = a move made with a card may not capture the king (王) or prince (太)
otomo-card-captures-king-help = Otomo: カードを使用して駒を動かしたとき、相手の「王」を捕獲することはできません
otomo-protected-silver = this silver is protected by 無敵銀 on this move
otomo-nothing-to-undo = 時遡行 needs a previous move of one's own that can be undone
otomo-time-travel-blocked = 時遡行 cannot undo the previous move: a square it needs is not free
otomo-same-move-again = 時遡行 must be followed by a different move than the one undone
otomo-flip-king = 懐柔策 cannot be used when the king (王 or 太) would be turned
otomo-flip-king-help = 懐柔策: 効果発動の対象に敵駒の「王」が含まれるときは、このカードは使えません
otomo-nothing-flipped = 懐柔策 with this move sandwiches no enemy piece
otomo-bad-unload = the passenger cannot get off there (it could never move, or it would make nifu)
otomo-third-pawn = a third pawn on a file is nifu even after 許二歩
otomo-third-pawn-help = 許二歩 allows the second pawn only; その列へ更に「歩」を打つことは新たな二歩となるため反則
otomo-nifu = 時遡行 would bring back a pawn onto a file holding an unpromoted pawn of the same side (nifu)
otomo-uchifuzume = the pawn dropped (or set down by its carrier) gives mate (no reply, card replies included)
otomo-shape-queen = the king makes a queen move it could not make without the card
otomo-shape-dragon-ride = an own piece next to a 龍 boards it and the 龍 moves
otomo-shape-horse-ride = an own piece next to a 馬 boards it and the 馬 moves
otomo-shape-through = a rook passes through the far or a side edge
otomo-shape-reflect = a bishop reaches a square after reflecting off an edge
otomo-shape-prince = a gold promotes to 太 on a move into, within or out of the promotion zone
otomo-shape-invincible = a move, naming an own unpromoted silver after it
otomo-shape-octo = a knight leaps like a chess knight to a square it could not reach without the card
otomo-shape-leap = a lance jumps exactly one piece
otomo-shape-double-pawn = a pawn drop onto a file holding one own pawn
otomo-shape-ripen = a piece promotes on a move outside the promotion zone
otomo-shape-twice = one piece moves twice
otomo-shape-heal = an own piece other than 王 or 太 goes back to hand
otomo-shape-thunder = an enemy piece other than 王 or 太 goes back to its owner's hand
otomo-shape-rewind = the own previous move is undone and another move made
otomo-shape-coax = a move that sandwiches enemy pieces between it and own pieces
otomo-unload-occupied = the passenger cannot get off on { $sq }: the square is occupied
otomo-unload-occupied-help = 搭乗した駒を周囲8箇所のうち駒が居ない場所に降ろす: only onto an empty square
otomo-unload-far = the passenger cannot get off on { $sq }: it is not next to the carrier on { $carrier }
otomo-unload-far-help = 搭乗した駒を周囲8箇所のうち駒が居ない場所に降ろす: one of the 8 squares around the carrier
otomo-must-promote-help = pawns and lances promote on the last rank, knights on the last two; write the move promoting: { $fixed }
otomo-card-off = card { $card } is played, but the rule option card-off={ $letter } takes it out of play
otomo-card-off-help = the other cards stay in play; drop card-off from the rules to play this one
otomo-no-passenger = only a 龍 or 馬 carrying a passenger can set one down
otomo-card-spent = card { $card } has already been used by this player
otomo-card-spent-help = each player holds one of each card; a used card is spent
otomo-royal-to-hand = { $card } cannot send the 王 or 太 on { $sq } to hand
otomo-royal-to-hand-help = 盤上の「王」「太」以外の駒を駒台に戻します: any piece but the 王 and 太
otomo-card-no-follow-up = card { $card } has no legal move to follow it here
otomo-card-no-follow-up-help = そのカードを提示した直後に可能な着手がひとつも無いのならそのカードは使用できません
otomo-card-misuse = with card { $card }, { $shape }; this move is not one
otomo-ambiguous = { $text } with card { $card } fits { $n } moves
otomo-ambiguous-help = name the origin with @ and a USI square, e.g. @5e

## A card move's conditions, met or not (`moves --explain`). `card` is
## `name (letter)`; `held` is what stands on a square, `otomo-held-*`;
## `yes`/`no` selectors say whether a condition holds.

otomo-held-nothing = no piece
otomo-held-piece = { $side }'s { $kind }
otomo-if-cards-off = cards are off under these rules
otomo-if-card-out = { $card } is out of play under these rules (card-off={ $letter })
otomo-if-cards-on = cards are on
otomo-if-spent = { $card } has already been used by { $side }
otomo-if-unspent = { $card } is still in { $side }'s hand
otomo-if-shape = { $card }: { $shape }
otomo-if-carrier-drop = the card moves a { $kind }, not a drop
otomo-if-carrier = { $sq } holds { $held } (a { $kind } of { $side }'s is needed)
otomo-if-carrier-empty = the { $kind } on { $sq } carries no passenger yet
otomo-if-carrier-loaded = the { $kind } on { $sq } already carries a { $load }
otomo-if-no-rider = the square of the piece that boards is missing (write …/SQ after the move)
otomo-if-rider-next = { $sq } is { $next ->
        [yes] {""}
       *[no] {"not "}
    }next to the { $kind } on { $carrier }
otomo-if-rider-own = { $sq } holds { $held } (an own piece boards)
otomo-if-rider-royal = { $sq } holds { $held }, which may not board (王 and 太 never board)
otomo-if-rider-not-royal = the piece on { $sq } is no 王 or 太
otomo-if-rider-loaded = the piece on { $sq } carries a passenger itself and may not board
otomo-if-rider-empty = the piece on { $sq } carries no passenger
otomo-if-carrier-reaches = the { $kind } on { $sq } reaches { $to } once { $rider } is empty
otomo-if-carrier-short = the { $kind } on { $sq } does not reach { $to } (or { $to } holds an own piece)
otomo-if-no-silver = the square of the silver to protect is missing (write …/SQ after the move)
otomo-if-legal-without = { $mv } is a legal move without the card
otomo-if-silver = after the move, { $sq } holds { $held } (an own unpromoted 銀 is named)
otomo-if-twice-drop = 連続技 moves a piece on the board, not a drop
otomo-if-no-landing = the first landing square is missing (write S:FROM MID TO, e.g. S:2h2c+2b)
otomo-if-mover = { $sq } holds { $held } (an own piece moves)
# `leg`: first or second.
otomo-if-leg = { $leg } leg: the { $kind } on { $from } { $reaches ->
        [yes] reaches
       *[no] does not reach
    } { $to }
otomo-if-leg-may-not-promote = the { $leg } leg may not promote: it neither starts nor ends in the zone
otomo-if-leg-must-promote = the { $leg } leg must promote: a { $kind } on { $sq } could never move again
otomo-if-leg-promotes = the { $leg } leg promotes in the zone
otomo-if-leg-stays = the { $leg } leg does not promote
otomo-if-one-square = the card names one square ({ $letter }:{ $sq })
otomo-if-to-hand = { $sq } holds { $held } ({ $side }'s piece goes to hand)
otomo-if-royal = the piece on { $sq } is { $royal ->
        [yes] a
       *[no] no
    } 王 or 太
otomo-if-undoable = { $side }'s previous move { $mv } can be undone
otomo-if-undo-no-set-down = the move after the undo sets no passenger down
otomo-if-undo-other = the move after the undo is not { $mv } again
otomo-if-not-undoable = { $side }'s previous move { $mv } cannot be undone: { $why }
otomo-if-not-undoable-at = { $side }'s previous move { $mv } cannot be undone: { $why }; { $sq } holds { $held }
