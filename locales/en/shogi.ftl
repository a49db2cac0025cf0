# Shogi (and Shogi no Otomo): why a move is not legal. `piece` is a
# piece's kanji; records in western notation name it in English.

shogi-self-check = this move leaves the king in check
shogi-self-check-help = a move must not leave or put its own king under attack
shogi-not-in-hand = there is no { $piece } in hand to drop
shogi-drop-occupied = { $sq } is occupied; drops go to empty squares
shogi-dead-drop = a { $piece } dropped on { $sq } could never move
shogi-dead-drop-help = pawns and lances may not be dropped on the last rank, knights on the last two
shogi-nifu = there is already an unpromoted pawn of the same side on file { $file }
shogi-nifu-help = nifu (二歩): two unpromoted pawns of one side may not stand on one file
shogi-uchifuzume = the pawn drop on { $sq } gives mate
shogi-uchifuzume-help = uchifuzume (打ち歩詰め): mating by dropping a pawn is forbidden; mating with a pawn move is allowed
shogi-declaration = impasse declarations are not allowed under these rules
shogi-declaration-help = use --rule impasse=24 or impasse=27
shogi-no-piece = there is no piece of the side to move on { $sq }
shogi-own-piece = { $sq } holds a piece of the side to move
shogi-cannot-reach = a { $piece } on { $from } cannot reach { $to }
shogi-cannot-promote = a { $piece } cannot promote on a move from { $from } to { $to }
shogi-cannot-promote-help = promotion needs a move into, within or out of the far three ranks, by an unpromoted piece other than a gold or king
shogi-must-promote = a { $piece } on { $sq } could never move again, so it must promote
shogi-must-promote-help = pawns and lances promote on the last rank, knights on the last two
shogi-turn = it is { $side ->
        [first] Sente
       *[second] Gote
    } ({ $mark })'s turn
shogi-no-previous-move = 同 ("same square") needs a previous move, and there is none
shogi-no-previous-move-help = write the square, e.g. ７六歩
shogi-origin-piece = the piece on the origin is a { $found }, not a { $piece }
shogi-cannot-drop = a { $piece } cannot be dropped
shogi-no-such-piece = no { $piece } of the side to move can reach that square
shogi-no-match = no { $piece } that can reach the square matches { $modifiers }
shogi-no-match-help = 右/左: the piece on the mover's right/left; 上/寄/引: moving forward/sideways/back; 直: straight forward
shogi-ambiguous = { $n } { $piece }s can reach that square
shogi-ambiguous-help = add 右, 左, 直, 上, 寄 or 引 to say which
shogi-csa-cannot-drop = { $piece } cannot be dropped
shogi-csa-cannot-become = the piece on { $sq } is { $found }, which cannot become { $piece }
shogi-cards-off = card { $card } is played, but cards are off under these rules
shogi-cards-off-help = Otomo records need the rule set otomo ([Rules "otomo"] or --rules otomo)
shogi-western-no-capture = `{ $written }`: no { $piece } of the side to move can capture
shogi-western-captures = `{ $written }` reads as { $n } captures: { $moves }
shogi-western-captures-help = write the square captured on, e.g. Px2d
shogi-western-drop = only unpromoted pieces other than the king are dropped
shogi-western-cannot-reach = no { $letter } of the side to move can reach { $sq }
shogi-western-ambiguous = { $n } pieces can reach { $sq }
shogi-western-ambiguous-help = write the origin square, e.g. G6i-5h
