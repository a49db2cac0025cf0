# Chatra: why a move is not legal.

chatra-object-on-board = the object is already on the board
chatra-first-subject-zone-e = the first subject may not be dropped in the centre zone E ({ $sq })
chatra-opening-first-drop = the first ply is a subject drop
chatra-occupied = { $sq } is occupied
chatra-object-zone-e = an object may not be dropped in the centre zone E ({ $sq })
chatra-opening-objects = plies 2 and 3 drop the objects; nothing else may be played
chatra-opening-black = Black's first ply is a subject drop
chatra-pass-abolished = passing is not allowed under these rules
chatra-pass-abolished-help = the pass was abolished in revision 1 (1994-12); use --rules 1994-11
chatra-pass-twice = a pass may not answer a pass
chatra-no-piece = no piece of the side to move on { $sq }
chatra-own-piece = { $sq } holds an own piece
chatra-object-step = an object moves one step only
chatra-self-check = after { $move }, the own object is attacked: { $how }
chatra-drop-check = the { $move } gives check: { $how }
chatra-drop-check-help = a drop may not attack the enemy object at once, by any function
chatra-repetition = this position would occur for the 4th time, and the cycle was begun by the player making this move
chatra-repetition-help = after the same sequence three times, the player who began it must play something else
chatra-zone-enemy = zone { $zone } is the enemy object's zone
chatra-zone-touches = zone { $zone } touches the enemy object's zone { $enemy }
chatra-drop-zone = cannot drop on { $sq }: { $why }
chatra-drop-zone-help = drop in the own object's zone or in a zone away from the enemy object's zone
chatra-offside = cannot drop on { $sq }: { $why }, and no pair of own subjects reaches it (the segment { $enemy }-{ $sq } meets none)
chatra-offside-help = offside extension: a square counts when the segment from the enemy object to it crosses a segment joining two own subjects (not a pair in line with the object)
chatra-empty-hand = no subject in hand
chatra-adjacent-drop = cannot drop on { $sq }: it is next to the subject on { $by }
chatra-adjacent-drop-help = since revision 1 no subject may be dropped on or next to any subject
chatra-wrong-side = the move is marked { $glyph } but { $side ->
        [first] Black
       *[second] White
    } is to move
chatra-subject-glyph-on-object = a subject glyph on an object move
chatra-no-own-object = no own object
chatra-holds-object = { $from } holds the object: write O{ $to }
chatra-capture-mark-nothing = written as a capture, but nothing is taken on { $sq }
chatra-capture-mark-missing = the move takes the piece on { $sq }: write it with x
chatra-check-mark = written with +, but the move gives no check
chatra-unreachable = no king step, flight or slide takes { $from } to { $to }
chatra-unreachable-help = a flight needs an own subject exactly halfway; a slide needs an own subject behind on the same line
chatra-straddle = { $centre } and { $other } lie on opposite sides of the enemy object on { $o } and cannot cooperate
chatra-pivot = { $centre } is farther from the enemy object on { $o } than { $other }, so it cannot be the centre (pivot=nearer)
chatra-backward = { $from }-{ $to } is a backward relative move: it goes { $direction ->
        [angle] away from the enemy object (the angle between the move and the enemy object is obtuse)
       *[distance] farther from the enemy object (direction=distance)
    } on { $o }
chatra-middle = { $sq } stands between two own subjects on one line, so it has king steps only
chatra-blocked = the slide { $from }-{ $to } is stopped by the piece on { $by }
chatra-attack-step = { $by } steps onto the object on { $o }
chatra-attack-flight = { $by } flies over { $centre } onto the object on { $o }
chatra-attack-slide = { $by } slides away from { $centre } onto the object on { $o }
chatra-no-object = no object
chatra-no-attack = no attack
chatra-move-drop = drop on { $sq }
chatra-move-object-drop = object drop on { $sq }
chatra-move-object = object move { $from }-{ $to }
chatra-move-shift = { $from }-{ $to }
chatra-move-pass = pass

# The picture's line of a side's hand.
chatra-svg-hand = { $side ->
        [first] Black
       *[second] White
    }  持駒 { $stone } × { $n }{ $object }{ $turn ->
        [true] {"  (to move)"}
       *[false] {""}
    }

# Why a drop's square is open, and how a piece reaches a square (`moves
# --explain`).
chatra-open-no-objects = no zone limits before both objects are on the board
chatra-open-lifted = drop zones are lifted after the first check
chatra-open-own-zone = zone { $zone } is the own object's zone
chatra-open-far-zone = zone { $zone } neither holds nor touches the enemy object's zone { $enemy }
chatra-open-offside = offside extension: the line { $enemy }-{ $sq } meets the pair { $p }-{ $q }
chatra-reach-flight = flight over { $centre }
chatra-reach-slide = slide with partner { $partner }
