# The library's errors (`hensou::Error`), as its `Display` words them.

error-no-move = `{ $text }` is no move: { $message }
error-illegal = `{ $text }` is illegal: { $message }
error-trailing = `{ $text }` holds more than one move
error-bad-position = bad position string: { $message }
