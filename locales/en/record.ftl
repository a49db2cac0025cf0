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
