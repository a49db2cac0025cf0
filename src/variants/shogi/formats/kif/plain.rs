//! The commonest line of a KIF record, a numbered move with or without its
//! time column as every writer writes it (`   1 ７六歩(77)   (
//! 0:12/00:00:12)`), read in one pass over its bytes. The line's general
//! reading trims it, splits off its number, looks for `同` and its blanks,
//! for a time column touching the move, for a `+` branch mark, for an
//! ending word and for text after the time: on such a line none of these
//! is there, and the general reading took about a thousand instructions
//! for what this tells in a tenth of them. Any other line is left to it.

use crate::record::{spaces, written_column_fits};

/// What the general reading reads of a plain move line, as places in the
/// line's bytes.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct PlainMove {
    /// The number and where it starts (the line's first byte after its
    /// blanks).
    pub number: u32,
    pub start: usize,
    /// The move: its first byte and its length.
    pub word: usize,
    pub word_len: usize,
    /// Where the time column starts, if the line has one: its shape is
    /// told here, its values read where they are needed (by the driver,
    /// for a line joined to the next).
    pub time: Option<usize>,
    /// Where the line's text ends, before its line end.
    pub end: usize,
    /// The bytes of the line with its line end: where the next line
    /// starts.
    pub len: usize,
}

/// The bytes of a time column read at fixed places.
pub(super) use crate::record::WRITTEN_COLUMN_LEN;

/// `UTF-8` of `同`, and of the full-width digits `１`-`９` but the last byte.
const SAME: [u8; 3] = [0xE5, 0x90, 0x8C];
const FULL_DIGIT: [u8; 2] = [0xEF, 0xBC];

/// The line at the start of `raw` (the text from the line's start on)
/// when it is a plain move line, found without looking for its line
/// feed first: its shape says where it ends. A plain move line is ASCII
/// spaces, up to nine digits, one space, a move that starts with a
/// full-width digit or `同` (so no ending word) and is characters beyond
/// ASCII, with at most the source square `(77)` after them; then the line
/// end, or spaces, a time column read at fixed places and the line end.
#[inline]
pub(super) fn plain_move(raw: &[u8]) -> Option<PlainMove> {
    let (number, start, word) = crate::record::line_number(raw)?;
    let lead = raw.get(word..word + 3)?;
    // `同` with a blank after it is left to the general reading.
    let same = lead == SAME && raw.get(word + 3).is_some_and(|&b| b >= 0x80);
    let digit = lead[..2] == FULL_DIGIT && (0x91..=0x99).contains(&lead[2]);
    if !same && !digit {
        return None;
    }
    let mut at = word + 3 + high_bytes(&raw[word + 3..]);
    let square = matches!(
        raw.get(at..at + 4),
        Some([b'(', b'1'..=b'9', b'1'..=b'9', b')'])
    );
    if square {
        at += 4;
    }
    let word_len = at - word;
    let (time, end, line_end_len) = match line_end(&raw[at..]) {
        // The general reading trims a blank that ends the line.
        Some(_) if !square && ends_in_blank(&raw[..at]) => return None,
        Some(n) => (None, at, n),
        // A column touching its move is told of by the general reading.
        None if raw[at] != b' ' => return None,
        None => {
            at += spaces(&raw[at..]);
            if !written_column_fits(&raw[at..]) {
                return None;
            }
            let n = line_end(&raw[at + WRITTEN_COLUMN_LEN..])?;
            (Some(at), at + WRITTEN_COLUMN_LEN, n)
        }
    };
    Some(PlainMove {
        number,
        start,
        word,
        word_len,
        time,
        end,
        len: end + line_end_len,
    })
}

/// How many bytes at the front of `bytes` are 0x80 or more (the bytes of
/// characters beyond ASCII): eight told at once, as the move's characters
/// are read so on every line.
#[inline]
pub(super) fn high_bytes(bytes: &[u8]) -> usize {
    let mut n = 0;
    while let Some(eight) = bytes.get(n..n + 8) {
        let word = u64::from_le_bytes(eight.try_into().unwrap_or_default());
        let low = !word & 0x8080_8080_8080_8080;
        if low != 0 {
            return n + (low.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + bytes[n..].iter().take_while(|&&b| b >= 0x80).count()
}

/// Whether `word` ends with `　` or a byte-order mark, which the general
/// reading trims as blanks.
fn ends_in_blank(word: &[u8]) -> bool {
    matches!(word, [.., 0xE3, 0x80, 0x80] | [.., 0xEF, 0xBB, 0xBF])
}

/// The bytes of the line end `rest` starts with: the end of the text (0),
/// `\n` (1) or `\r\n` (2); `None` when it starts with anything else.
#[inline]
fn line_end(rest: &[u8]) -> Option<usize> {
    match rest {
        [] => Some(0),
        [b'\n', ..] => Some(1),
        [b'\r', b'\n', ..] => Some(2),
        _ => None,
    }
}
