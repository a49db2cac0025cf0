# The library's errors (`hensou::Error`), as its `Display` words them.

error-no-move = `{ $text }` is no move: { $message }
error-illegal = `{ $text }` is illegal: { $message }
error-trailing = `{ $text }` holds more than one move
error-bad-position = bad position string: { $message }

## The Python package's errors about what a call was given.

# A one-line str that names a file or folder.
python-names-a-file = `{ $text }` names a { $what ->
        [folder] folder
       *[file] file
    }, and a str is read as record text: pass pathlib.Path({ $quoted }) to read the { $what ->
        [folder] folder
       *[file] file
    }
python-looks-like-a-path = `{ $text }` looks like the name of a record file, and there is no such file (a str is read as record text; a path is given as pathlib.Path)
python-options-key-value = options take KEY=VALUE, not `{ $part }`
