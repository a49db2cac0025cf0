# The frame of every diagnostic: what is said around a problem's own words.

frame-ply = ply { $ply }: { $message }
frame-error = error
frame-warning = warning
frame-did-you-mean = did you mean: { $moves }
frame-position-before = position before the ply:
frame-here = here
frame-illegal-move = illegal move
frame-this-declaration = this declaration
# A diagnostic's help, after the word miette puts before it.
frame-help = help: { $help }
