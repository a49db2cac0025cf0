# The text diagrams' words, the Python module's errors, suite files'
# errors and the command line's last usage errors.

## The text diagrams (`replay`, `validate --board`)

# `side`: a side as `side-name` says it.
diagram-turn = { $side } to move
# `letter`: the side's letter on the board (W or B).
diagram-alquerque-turn = { $side } ({ $letter }) to move
diagram-alquerque-huff = { $side } ({ $letter }) to move; must first huff one of { $due }
# `side`: Black or White; `object`: yes when the object is in hand too.
diagram-chatra-hand = { $side } in hand: { $n } { $n ->
        [one] subject
       *[other] subjects
    }{ $object ->
        [yes] {" and the object"}
       *[no] {""}
    }
# `rotated`: yes or no; `*_attached`: the piece attached, or `-`.
diagram-shelt-temas = Temas on { $sq }{ $rotated ->
        [yes] {", rotated"}
       *[no] {""}
    }: { $first } [{ $first_attached }] { $second } [{ $second_attached }]
diagram-shelt-hand = { $side } hand: { $held }
