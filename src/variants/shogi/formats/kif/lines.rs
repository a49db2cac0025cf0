//! The kinds of line of a KIF or KI2 file, read a line at a time: headers,
//! numbered moves, time columns, diagram move numbers, and where a game
//! starts.

use super::KI2_MARKS;
use crate::record::MoveTime;
/// [`time_column`] of the column as Kifu for Windows and every converter
/// write it, read at fixed places (the general reading split it at
/// colons): the reading a run of move lines holds its times by.
pub(super) use crate::record::written_time_column;

/// A tag in a comment line, as hensou writes the tags Kifu for Windows has
/// no header for: `#Rules：standard` (an ASCII name, a full-width colon).
pub(super) fn comment_tag(line: &str) -> Option<(&str, &str)> {
    let colon = full_width_colon(line.as_bytes())?;
    let (name, value) = (&line[..colon], &line[colon + COLON.len()..]);
    let word = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-');
    word.then(|| (name, trim(value)))
}

/// `key：value` (full-width or ASCII colon). Read by bytes, as every line of
/// a game's header block is asked (by the reader, and by the splitter once
/// moves were read): split at the first full-width colon, or else the
/// first ASCII one, then trimmed as `str::trim` trims.
pub(super) fn header(line: &str) -> Option<(&str, &str)> {
    let b = line.as_bytes();
    let (at, len) = match full_width_colon(b) {
        Some(i) => (i, COLON.len()),
        None => (memchr::memchr(b':', b)?, 1),
    };
    let k = trim(&line[..at]);
    (!k.is_empty() && !has_white_space(k) && !k.starts_with(|c: char| c.is_ascii_digit()))
        .then(|| (k, trim(&line[at + len..])))
}

/// `：` in UTF-8.
const COLON: [u8; 3] = [0xEF, 0xBC, 0x9A];

/// Where the first `：` in `b` starts: its lead byte looked for by
/// `memchr` (full-width forms are rare in a header line).
fn full_width_colon(b: &[u8]) -> Option<usize> {
    memchr::memchr_iter(COLON[0], b).find(|&i| b[i..].starts_with(&COLON))
}

/// `s.trim()`, told by its first and last bytes where neither can be part of
/// white space (every ASCII letter, digit and mark, most kanji): the
/// characters `char::is_whitespace` knows start with 09-0D, 20, C2, E1, E2
/// or E3 and end with 09-0D, 20, 80-8A, 9F, A0, A8, A9 or AF.
#[inline]
fn trim(s: &str) -> &str {
    let b = s.as_bytes();
    let clean_start = b
        .first()
        .is_some_and(|&a| !matches!(a, 0x09..=0x0D | b' ' | 0xC2 | 0xE1..=0xE3));
    let clean_end = b.last().is_some_and(
        |&z| !matches!(z, 0x09..=0x0D | b' ' | 0x80..=0x8A | 0x9F | 0xA0 | 0xA8 | 0xA9 | 0xAF),
    );
    if clean_start && clean_end {
        s
    } else {
        s.trim()
    }
}

/// Whether `s` holds white space (`char::is_whitespace`): told by its bytes
/// where none can start it (see [`trim`]), else by its characters.
fn has_white_space(s: &str) -> bool {
    let may = |a: &u8| matches!(a, 0x09..=0x0D | b' ' | 0xC2 | 0xE1..=0xE3);
    s.as_bytes().iter().any(may) && s.contains(char::is_whitespace)
}

/// `  12 ７六歩(77) ...`: the number and the text after it. Read a byte at
/// a time, as this runs on every line of a record.
pub(super) fn move_line(line: &str) -> Option<(u32, &str)> {
    // A line read by `read_game` is trimmed already: it starts with the
    // number.
    let t = match line.as_bytes().first() {
        Some(b) if b.is_ascii_digit() => line,
        // No white space starts so: `trim_start` would leave it as it is.
        Some(0x00..=0x08 | 0x0E..=0x1F | 0x21..=0xC1 | 0xC3..=0xE0 | 0xE4..=0xFF) => {
            return None;
        }
        _ => line.trim_start(),
    };
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let rest = &t[digits..];
    if !rest.starts_with([' ', '\t', '　']) {
        return None;
    }
    let number = t.as_bytes()[..digits].iter().try_fold(0u32, |n, d| {
        n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
    })?;
    let mut text = rest.as_bytes();
    while let [b' ' | b'\t', after @ ..] | [0xE3, 0x80, 0x80, after @ ..] = text {
        text = after;
    }
    Some((number, &rest[rest.len() - text.len()..]))
}

/// The number of the commonest line of a KIF record, a numbered move
/// (`   1 ７六歩(77)   ( 0:01/00:00:01)`), taken in one look at its bytes:
/// ASCII blanks, up to nine digits, a space and a character that is no
/// blank. What [`move_line`] reads of the trimmed line; `None` for every
/// other line, which takes that long way.
pub(super) fn numbered_move(raw: &[u8]) -> Option<u32> {
    let mut at = 0;
    while let Some(b' ' | b'\t') = raw.get(at) {
        at += 1;
    }
    let start = at;
    let mut number = 0u32;
    while let Some(&d @ b'0'..=b'9') = raw.get(at) {
        if at - start == 9 {
            return None; // ten digits or more
        }
        number = number * 10 + u32::from(d - b'0');
        at += 1;
    }
    let [b' ', lead, after @ ..] = &raw[at..] else {
        return None;
    };
    // A lead byte of a character, not 　 (E3 80 80) nor a byte-order mark
    // (EF BB BF).
    let blank = matches!(
        (lead, after),
        (0xE3, [0x80, 0x80, ..]) | (0xEF, [0xBB, 0xBF, ..])
    );
    (at > start && *lead >= 0xC2 && !blank).then_some(number)
}

/// `line` without the blanks around its text (ASCII and ideographic
/// spaces, tabs, a byte-order mark), and, with `line_ends`, without `\r`
/// and `\n` among them. Read a byte at a time, as this runs on every line
/// of a record.
pub(super) fn trim_blanks(line: &str, line_ends: bool) -> &str {
    let mut b = line.as_bytes();
    // 　 (U+3000) is E3 80 80 and the byte-order mark EF BB BF; E3 and EF
    // only lead a character, so a match is always the whole character.
    loop {
        match b {
            [b' ' | b'\t', rest @ ..] => b = rest,
            [b'\r' | b'\n', rest @ ..] if line_ends => b = rest,
            [0xE3, 0x80, 0x80, rest @ ..] | [0xEF, 0xBB, 0xBF, rest @ ..] => b = rest,
            _ => break,
        }
    }
    loop {
        match b {
            [rest @ .., b' ' | b'\t'] => b = rest,
            [rest @ .., b'\r' | b'\n'] if line_ends => b = rest,
            [rest @ .., 0xE3, 0x80, 0x80] | [rest @ .., 0xEF, 0xBB, 0xBF] => b = rest,
            _ => break,
        }
    }
    let start = b.as_ptr() as usize - line.as_ptr() as usize;
    &line[start..start + b.len()]
}

/// The bytes of the line `rest` starts with, with its line feed.
#[inline]
pub(super) fn line_len(rest: &[u8]) -> usize {
    memchr::memchr(b'\n', rest).map_or(rest.len(), |i| i + 1)
}

/// The byte offset of `sub` (a slice of `text`) in `text`.
pub(super) fn offset(text: &str, sub: &str) -> usize {
    sub.as_ptr() as usize - text.as_ptr() as usize
}

/// Finds where the games of a KIF or KI2 file start, a line at a time:
/// wherever a header line follows moves (the next game's header block) or
/// a move numbered 1 follows moves outside a `変化` branch.
#[derive(Default)]
pub(super) struct GameStarts {
    /// Whether moves have been read since the game started.
    moves: bool,
    in_variation: bool,
}

impl GameStarts {
    /// Whether the line `rest` starts with is one that
    /// [`GameStarts::starts_game`] would find starts no game and changes
    /// nothing: a numbered move after moves, other than a first move outside
    /// a `変化` branch, its number in four columns as Kifu for Windows and
    /// hensou write it (`   1 ７六歩(77)`, `1234 同　歩`). Told from the
    /// line's first eight bytes, none of which is then a line feed (the
    /// sixth leads a character, the seventh continues it); what
    /// [`numbered_move`] reads of them. Any other line takes the whole test.
    #[inline]
    pub(super) fn passes(&self, rest: &[u8]) -> bool {
        let Some(&[a, b, c, d, b' ', lead, x, y]) = rest.first_chunk::<8>() else {
            return false;
        };
        let digit = |x: u8| x.is_ascii_digit();
        // Blanks, then digits to the fourth column.
        let number = digit(d)
            && match (a, b, c) {
                (b' ', b' ', c) => c == b' ' || digit(c),
                (b' ', b, c) => digit(b) && digit(c),
                (a, b, c) => digit(a) && digit(b) && digit(c),
            };
        // A lead byte of a character, not 　 (E3 80 80) nor a byte-order
        // mark (EF BB BF).
        let blank = matches!((lead, x, y), (0xE3, 0x80, 0x80) | (0xEF, 0xBB, 0xBF));
        let first = d == b'1' && [a, b, c].iter().all(|&x| x == b' ' || x == b'0');
        self.moves && number && lead >= 0xC2 && !blank && (!first || self.in_variation)
    }

    /// Whether the line `raw` (with its line end) starts a game after the
    /// lines before it.
    pub(super) fn starts_game(&mut self, raw: &str) -> bool {
        if let Some(number) = numbered_move(raw.as_bytes()) {
            // A move numbered 1 after moves, outside a branch, as below.
            let start = self.moves && number == 1 && !self.in_variation;
            self.moves = true;
            return start;
        }
        let t = trim_blanks(raw, true);
        if t.starts_with("変化") {
            self.in_variation = true;
            return false;
        }
        // A comment, bookmark, board or `#` line is no header and no move
        // (the commonest lines after moves, so they are let go first).
        if t.starts_with(['*', '&', '#', '|', '+']) {
            return false;
        }
        let number = move_line(t).map(|(n, _)| n);
        // A header line counts only after moves: looked for only then (the
        // header block before them is most of a game's other lines).
        let header_line = || {
            !t.starts_with(KI2_MARKS)
                && !t.starts_with("まで")
                && number.is_none()
                && header(t).is_some()
        };
        let first_move = number == Some(1) && !self.in_variation;
        let start = self.moves && (first_move || header_line());
        if start {
            self.moves = false;
            self.in_variation = false;
        }
        if number.is_some() || t.starts_with(KI2_MARKS) {
            self.moves = true;
        }
        start
    }
}

/// KIF's time column `( 0:01/00:00:01)`: the move's minutes and seconds,
/// the mover's total hours, minutes and seconds; the time and the bytes
/// it takes.
pub(super) fn time_column(after: &str) -> Option<(MoveTime, usize)> {
    let bytes = after.as_bytes();
    let lead = bytes.iter().take_while(|&&b| b == b' ').count();
    if let Some(read) = written_time_column(&bytes[lead..]) {
        return Some(read);
    }
    match plain_time_column(after) {
        Some(read) => read,
        None => time_column_as_text(after),
    }
}

/// [`time_column`] of a column of ASCII blanks, digits, colons and a
/// slash, what every writer writes, read by bytes; `None` for any other
/// column. Each move line has one.
fn plain_time_column(after: &str) -> Option<Option<(MoveTime, usize)>> {
    let bytes = after.as_bytes();
    let lead = bytes.iter().take_while(|&&b| b == b' ').count();
    let inner = bytes[lead..].strip_prefix(b"(")?;
    let close = (inner.iter()).position(|b| !matches!(b, b'0'..=b'9' | b' ' | b':' | b'/'))?;
    if inner[close] != b')' {
        return None;
    }
    let column = &inner[..close];
    let (now, total) = match column.iter().position(|&b| b == b'/') {
        Some(i) => (&column[..i], Some(&column[i + 1..])),
        None => (column, None),
    };
    let total = total.filter(|t| t.iter().any(|&b| b != b' '));
    let seconds = |s: &[u8]| -> Option<u32> {
        s.split(|&b| b == b':').try_fold(0u32, |acc, part| {
            let part = part.trim_ascii();
            if part.is_empty() || !part.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let n = (part.iter()).try_fold(0u32, |n, &d| {
                n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
            })?;
            acc.checked_mul(60)?.checked_add(n)
        })
    };
    Some(column_time(now, total, close, seconds))
}

/// [`time_column`] of any column, read as text.
pub(super) fn time_column_as_text(after: &str) -> Option<(MoveTime, usize)> {
    let t = after.trim_start();
    let inner = t.strip_prefix('(')?;
    let close = inner.find(')')?;
    // 81Dojo leaves the total out: `( 0:2/)`.
    let (now, total) = match inner[..close].split_once('/') {
        Some((n, t)) if t.trim().is_empty() => (n, None),
        Some((n, t)) => (n, Some(t)),
        None => (&inner[..close], None),
    };
    let seconds = |s: &str| -> Option<u32> {
        s.trim().split(':').try_fold(0u32, |acc, part| {
            let n: u32 = part.trim().parse().ok()?;
            acc.checked_mul(60)?.checked_add(n)
        })
    };
    column_time(now, total, close, seconds)
}

/// The time of a column whose move's time is `now` and total `total`, each
/// read by `seconds`, and the bytes the column takes (`close`: where its
/// closing bracket is after the opening one).
fn column_time<T: ?Sized>(
    now: &T,
    total: Option<&T>,
    close: usize,
    seconds: impl Fn(&T) -> Option<u32>,
) -> Option<(MoveTime, usize)> {
    let time = MoveTime {
        seconds: seconds(now)?,
        total: match total {
            Some(t) => Some(seconds(t)?),
            None => None,
        },
        fraction: None,
    };
    Some((time, close + 2))
}

/// Where a time column starts that touches the move before it, with no
/// blank between (`７六歩(77)( 0:00/00:00:00)`, as a 棋譜並べ app writes
/// it): a `(` in `word`, not its first character, that opens a time of
/// minutes and seconds in `rest` (`word` is its start). The move's own
/// `(77)` has no colon and is no time.
/// Read by bytes, as this runs on every move line: the brackets and the
/// colon are ASCII, which in UTF-8 stand only for themselves.
pub(super) fn touching_time(word: &str, rest: &str) -> Option<usize> {
    let bytes = rest.as_bytes();
    (1..word.len()).find(|&i| {
        bytes[i] == b'('
            && bytes[i..]
                .iter()
                .take_while(|&&b| b != b')')
                .any(|&b| b == b':')
            && time_column(&rest[i..]).is_some()
    })
}

/// The plies before a board diagram, from its `手数＝30` line, which may
/// name the last move too (`手数＝30　△８七角不成　まで`, as Kifu for Windows
/// and `hensou replay` write it).
pub(super) fn diagram_move_number(line: &str) -> Option<u32> {
    let rest = line.strip_prefix("手数＝")?.trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let after = &rest[digits..];
    if !after.is_empty() && !after.starts_with(char::is_whitespace) {
        return None;
    }
    rest[..digits].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{comment_tag, header, move_line, trim};

    /// What every piece of a header line may be: each white space
    /// `char::is_whitespace` knows, the colons, digits, letters, kanji and
    /// kana (whose last bytes are those of white space).
    const PIECES: [&str; 30] = [
        " ", "\t", "\n", "\r", "\u{b}", "\u{c}", "\u{85}", "\u{a0}", "\u{1680}", "\u{2000}",
        "\u{200a}", "\u{2028}", "\u{2029}", "\u{202f}", "\u{205f}", "\u{3000}", "：", ":", "1",
        "a", "_", "-", "先", "手", "ち", "平", "\u{feff}", "\u{200b}", "é", "＃",
    ];

    fn text(pieces: &[usize]) -> String {
        pieces.iter().map(|&p| PIECES[p]).collect()
    }

    proptest::proptest! {
        /// The byte-level header, comment tag, trim and move line read
        /// what the `str` methods they replace read.
        #[test]
        fn header_lines_read_as_str_methods_read_them(
            pieces in proptest::collection::vec(0..PIECES.len(), 0..10),
        ) {
            let line = text(&pieces);
            let by_str = |line: &str| -> Option<(String, String)> {
                let (k, v) = line.split_once('：').or_else(|| line.split_once(':'))?;
                let k = k.trim();
                (!k.is_empty()
                    && !k.contains(char::is_whitespace)
                    && !k.starts_with(|c: char| c.is_ascii_digit()))
                .then(|| (k.to_string(), v.trim().to_string()))
            };
            let owned = |r: Option<(&str, &str)>| r.map(|(k, v)| (k.to_string(), v.to_string()));
            proptest::prop_assert_eq!(owned(header(&line)), by_str(&line), "{:?}", line);
            let tag_by_str = |line: &str| -> Option<(String, String)> {
                let (name, value) = line.split_once('：')?;
                let word = name.starts_with(|c: char| c.is_ascii_alphabetic())
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
                word.then(|| (name.to_string(), value.trim().to_string()))
            };
            proptest::prop_assert_eq!(owned(comment_tag(&line)), tag_by_str(&line), "{:?}", line);
            proptest::prop_assert_eq!(trim(&line), line.trim(), "{:?}", line);
            let numbered = format!("{line}12 ７六歩");
            for l in [&line, &numbered] {
                let trimmed = l.trim_start();
                let general = trimmed.starts_with(|c: char| c.is_ascii_digit());
                let read = move_line(l);
                proptest::prop_assert!(read.is_none() || general, "{:?}", l);
                proptest::prop_assert_eq!(read, move_line(trimmed), "{:?}", l);
            }
        }
    }

    #[test]
    fn headers_split_at_the_first_full_width_colon() {
        assert_eq!(
            header("開始日時：2020/07/19 20:10:37"),
            Some(("開始日時", "2020/07/19 20:10:37"))
        );
        assert_eq!(header("a:b：c"), Some(("a:b", "c")));
        assert_eq!(header(" Event : x "), Some(("Event", "x")));
        assert_eq!(header("手数----指手---------消費時間--"), None);
        assert_eq!(header("先 手：x"), None);
        assert_eq!(header("12：x"), None);
        assert_eq!(comment_tag("Rules：standard "), Some(("Rules", "standard")));
        assert_eq!(comment_tag("KIF version=2.0 encoding=UTF-8"), None);
    }
}
