# Bytes that are no text, or text in more than one encoding.

input-binary = this is not a text file (control byte 0x{ $byte } at byte { $at })
input-binary-help = hensou reads records written as text (UTF-8, UTF-16 with its byte-order mark, Shift_JIS or EUC-JP)
input-utf16-malformed = this is not a text file ({ $charset } by its byte-order mark, but byte { $at } is no character of it: a lone surrogate or an odd last byte)
input-utf16-help = hensou reads UTF-16 with its byte-order mark, UTF-8, Shift_JIS and EUC-JP
# One part of `input-mixed`'s list.
input-line-is = line { $n } is { $charset }
# A list: its first parts, then one more.
input-list = { $first }, { $rest }
input-mixed = the file mixes encodings ({ $lines }); no one encoding reads it all
input-mixed-help = save the whole record in one encoding (UTF-8 is best)
input-stray-line = the file mixes encodings (the lines before line { $line } are { $base }, line { $line } is { $charset }); no one encoding reads it all
input-comment-in = the record is { $base } but this comment is written in { $charset }; read as such
input-comment-unreadable = this comment holds bytes that are not { $base }, Shift_JIS nor EUC-JP; they read as U+FFFD
input-comment-help = save the whole record in one encoding
input-unreadable = the bytes are neither UTF-8, Shift_JIS nor EUC-JP: byte 0x{ $byte } at offset { $at } (line { $line }) breaks every reading
input-unreadable-help = save the record as UTF-8, or repair the byte
