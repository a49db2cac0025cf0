# Macedonian shogi: why a turn is not legal. `piece` is a piece's kanji,
# `side` is first (Sente) or second (Gote).

macedonian-game-over = the game is over: { $side ->
        [first] Sente
       *[second] Gote
    } has lost its crown
macedonian-crown-spent = the crown has already passed king to prince and back
macedonian-crown-spent-help = the crown moves king->prince once and prince->king once, no more
macedonian-heir-gone = the crown cannot pass to the { $piece }: it has been captured
macedonian-crown-left-attacked = after this turn the crowned piece could be captured (rule option must_escape_check)
macedonian-crown-left-attacked-help = under must_escape_check=off, leaving the crowned piece attacked is legal
macedonian-no-piece = there is no piece on { $sq }
macedonian-not-your-piece = the piece on { $sq } belongs to { $side ->
        [first] Sente
       *[second] Gote
    }
macedonian-lone-arrow-capture = the lone arrow on { $from } cannot capture the piece on { $to }
macedonian-lone-arrow-capture-help = an arrow away from an archer captures nothing; it can only fly back onto an own archer
macedonian-lone-arrow-move = the lone arrow on { $sq } can only go back onto an own archer
macedonian-own-piece = { $sq } is occupied by an own piece
macedonian-heavy-blocked = the heavy infantry on { $sq } cannot jump the piece in front of it
macedonian-piece-movement = the { $piece } on { $from } does not move to { $to }
macedonian-archer-step-help = an archer steps one square orthogonally; its arrows fly further (write a shot)
macedonian-promotion-forced = the { $piece } promotes on entering the enemy camp
macedonian-promotion-forced-help = write 成 (or + in ASCII)
macedonian-promotion-not-allowed = the { $piece } does not promote on this move
macedonian-promotion-not-allowed-help = only an unpromoted 歩 or 重 entering the enemy camp promotes
macedonian-off-line = { $to } is not on a straight or diagonal line from { $from }
macedonian-off-line-help = { $what ->
       *[shot] an arrow
        [return] a returning arrow
    } flies like a queen
macedonian-line-blocked = { $what ->
       *[shot] an arrow
        [return] a returning arrow
    } from { $from } to { $to } would pass through the piece on { $by }
macedonian-line-blocked-help = arrows never jump
macedonian-third-arrow = the archer on { $sq } already carries two arrows
macedonian-third-arrow-help = an archer carries at most two arrows
macedonian-not-an-archer = only an archer shoots; { $sq } holds a { $piece }
macedonian-no-arrow = the archer on { $sq } has no arrow to shoot
macedonian-arrow-on-own = an arrow cannot land on the own { $piece } on { $sq }
macedonian-not-a-lone-arrow = { $sq } holds a { $piece }, not a lone arrow
macedonian-not-in-hand = { $side ->
        [first] Sente
       *[second] Gote
    } has no { $piece } in hand
macedonian-drop-zone = { $sq } is in the enemy camp
macedonian-drop-zone-help = pieces are dropped only into the own camp and the middle ranks 4-5
macedonian-arrow-drop-target = an arrow from hand goes only onto an own archer; { $sq } holds none
macedonian-drop-occupied = { $sq } is occupied
macedonian-refill-written-as-shot = the arrow lands on an own archer on { $sq }: that is a refill
macedonian-refill-written-as-shot-help = write 補 (or >> in ASCII) for a refill
macedonian-shot-written-as-refill = a refill lands on an own archer, and { $sq } holds none
macedonian-shot-written-as-refill-help = write 射 (or > in ASCII) for a shot
macedonian-never-in-hand = a { $piece } is never held in hand
macedonian-piece-mismatch = the piece on { $sq } is a { $piece }, not as written
macedonian-no-such-move = no legal move fits this text on { $sq }
macedonian-no-such-move-help = write the origin square, e.g. ７六歩（77）
macedonian-ambiguous = { $n } legal turns fit: { $moves }
macedonian-ambiguous-help = write the origin square
