//! What a run of move text may hold between two plies besides blanks, as
//! the record that holds it says ([`RunLines`]): a record whose every
//! move is on a line of its own with its time (CSA's `+7776FU` then `T12`,
//! KIF's `   1 ７六歩(77)   ( 0:12/00:00:12)`) is read as one run of
//! those lines, so that neither its reader nor the driver makes, walks and
//! drops two or three elements a ply. One reading of what lies between
//! two plies ([`between_plies`]) serves the driver, which tells what it
//! finds there as it tells the elements it stands for, and the readers,
//! which part such a run again where a ply must stand alone.

use super::MoveTime;

/// What a record's runs of move text hold between their plies
/// ([`GameRecord::run_lines`](super::GameRecord::run_lines)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RunLines {
    /// Blanks only (white space, or `。` and the like).
    #[default]
    Blanks,
    /// A ply may be followed by its time of whole seconds on a line of its
    /// own (CSA's `T12`): an [`Element::Time`](super::Element::Time)
    /// without its total.
    Times,
    /// Every ply after the first is on a numbered line of its own, and
    /// each may be followed by its time column on its line (KIF's `   2
    /// ３四歩(33)   ( 0:01/00:00:13)`): the time an
    /// [`Element::Time`](super::Element::Time), the number an
    /// [`Element::Number`](super::Element::Number) spanning its digits and
    /// the space after them.
    Numbered,
}

impl RunLines {
    /// About how many bytes of a run a ply takes: `+7776FU`, `T12`; a
    /// KIF move, its time column and the next line's number.
    pub fn bytes_per_ply(self) -> usize {
        match self {
            RunLines::Blanks => 4,
            RunLines::Times => 8,
            RunLines::Numbered => 32,
        }
    }
}

/// What [`between_plies`] finds between two plies of a run: the time of
/// the ply before and the number of the ply after, each with where it
/// starts and its length (from the end of the ply before), and the bytes
/// up to where the blanks before the next ply start (or the next ply, for
/// a numbered line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BetweenPlies {
    pub time: Option<(MoveTime, usize, usize)>,
    pub number: Option<(u32, usize, usize)>,
    pub taken: usize,
}

/// What stands at the front of `rest` (the run after a ply) besides the
/// blanks of [`RunLines::Blanks`]; `None` when nothing does. For
/// [`RunLines::Times`] a line ending (`\n` or `\r\n`), `T` and one to nine
/// digits; for [`RunLines::Numbered`] ASCII spaces and a time column as
/// every writer writes it ([`written_time_column`]) or nothing, a line
/// ending, ASCII spaces, one to nine digits and one space. A reader joins
/// two plies over what it read so, so nothing else stands there.
#[inline(always)]
pub fn between_plies(lines: RunLines, rest: &[u8]) -> Option<BetweenPlies> {
    match lines {
        RunLines::Blanks => None,
        RunLines::Times => {
            let (seconds, start, len) = time_line(rest)?;
            Some(BetweenPlies {
                time: Some((MoveTime::of_seconds(seconds), start, len)),
                number: None,
                taken: start + len,
            })
        }
        RunLines::Numbered => numbered_line(rest),
    }
}

/// [`between_plies`] of [`RunLines::Times`], the time of whole seconds
/// on the line after a ply (`\nT12`): its seconds, where it starts in
/// `rest` and its length (the bytes taken are its end). The driver reads
/// a CSA run's times by this alone, inlined.
#[inline(always)]
pub fn time_line(rest: &[u8]) -> Option<(u32, usize, usize)> {
    let start = match rest {
        [b'\n', b'T', ..] => 1,
        [b'\r', b'\n', b'T', ..] => 2,
        _ => return None,
    };
    let mut len = 1;
    let mut seconds = 0u32;
    while let Some(&d @ b'0'..=b'9') = rest.get(start + len) {
        seconds = seconds.wrapping_mul(10).wrapping_add(u32::from(d - b'0'));
        len += 1;
    }
    (len > 1).then_some((seconds, start, len))
}

/// [`between_plies`] of [`RunLines::Numbered`]: the rest of a KIF move
/// line and the next line up to its move.
#[inline(always)]
pub fn numbered_line(rest: &[u8]) -> Option<BetweenPlies> {
    numbered_line_by::<true>(rest)
}

/// [`numbered_line`] inside a run a reader joined, whose time columns it
/// found written as every writer writes them (`written_column_fits`): a
/// column's values are read without testing its marks and digits again.
/// What the driver reads between the plies of a run.
#[inline(always)]
pub fn joined_numbered_line(rest: &[u8]) -> Option<BetweenPlies> {
    numbered_line_by::<false>(rest)
}

/// [`numbered_line`], the time column tested only when `CHECKED`.
#[inline(always)]
fn numbered_line_by<const CHECKED: bool>(rest: &[u8]) -> Option<BetweenPlies> {
    let mut at = spaces(rest);
    let time = match at {
        0 => None,
        _ => {
            let column = &rest[at..];
            let x = match CHECKED {
                true => written_column_digits(column)?,
                false => column_words(column)?,
            };
            at += WRITTEN_COLUMN_LEN;
            Some((column_time(x), at - WRITTEN_COLUMN_LEN, WRITTEN_COLUMN_LEN))
        }
    };
    at += match rest.get(at..)? {
        [b'\n', ..] => 1,
        [b'\r', b'\n', ..] => 2,
        _ => return None,
    };
    let (number, start, next) = line_number(&rest[at..])?;
    Some(BetweenPlies {
        time,
        number: Some((number, at + start, next - start)),
        taken: at + next,
    })
}

/// A KIF move line's number at the front of `line`: ASCII spaces, one to
/// nine digits and one space. The number, where its digits start and
/// where the move after the space starts.
#[inline(always)]
pub fn line_number(line: &[u8]) -> Option<(u32, usize, usize)> {
    let start = spaces(line);
    let mut at = start;
    let mut number = 0u32;
    while let Some(&d @ b'0'..=b'9') = line.get(at) {
        number = number.wrapping_mul(10).wrapping_add(u32::from(d - b'0'));
        at += 1;
    }
    if at == start || at - start > 9 || line.get(at) != Some(&b' ') {
        return None;
    }
    Some((number, start, at + 1))
}

/// How many ASCII spaces `bytes` starts with: eight told at once (a KIF
/// move line's number and its time column are set in columns of spaces),
/// the last few of the text a byte at a time.
#[inline(always)]
pub fn spaces(bytes: &[u8]) -> usize {
    const SPACES: u64 = 0x2020_2020_2020_2020;
    let mut n = 0;
    while let Some(eight) = bytes.get(n..n + 8) {
        let other = u64::from_le_bytes(eight.try_into().unwrap_or_default()) ^ SPACES;
        if other != 0 {
            return n + (other.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + bytes[n..].iter().take_while(|&&b| b == b' ').count()
}

/// The bytes of KIF's time column as every writer writes it.
pub const WRITTEN_COLUMN_LEN: usize = 16;

/// KIF's time column as Kifu for Windows and every converter write it,
/// `( m:ss/hh:mm:ss)` (minutes as one blank and a digit, or two digits),
/// read at fixed places: the time and the bytes it takes (16). Its sixteen
/// bytes are read as two words, each byte less `0`: the marks tested
/// against their places at once, the digits told to be digits at once.
#[inline]
pub fn written_time_column(column: &[u8]) -> Option<(MoveTime, usize)> {
    written_column_digits(column).map(|x| (column_time(x), WRITTEN_COLUMN_LEN))
}

/// Whether `column` starts with a time column as every writer writes it,
/// read as [`written_time_column`] reads it, its values left unread: what
/// a reader asks of a column whose values the driver reads
/// ([`joined_numbered_line`]).
#[inline]
pub fn written_column_fits(column: &[u8]) -> bool {
    written_column_digits(column).is_some()
}

/// The sixteen bytes of a column at fixed places ([`column_words`]) when
/// its marks are in their places and its digits are digits: the marks
/// tested against their places at once, the digits told to be digits at
/// once.
#[inline(always)]
fn written_column_digits(column: &[u8]) -> Option<[u64; 2]> {
    // `(`, `:` and `/` at bytes 0, 3 and 6; `:`, `:` and `)` at 9, 12, 15;
    // each less `0`.
    const MARKS: [u64; 2] = [0x00FF_0000_FF00_00FF, 0xFF00_00FF_0000_FF00];
    const MARKS_LESS_ZERO: [u64; 2] = [0x001F_0000_0A00_0018, 0x1900_000A_0000_0A00];
    // The digits' places, and 6 at each: a digit less `0` is 0-9, and
    // stays below 16 with 6 added.
    const SIXES: u64 = 0x0606_0606_0606_0606;
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    let x = column_words(column)?;
    // Each half's marks in their places and digits that are digits.
    let read = |half: usize| {
        let digits = x[half] & COLUMN_DIGITS[half];
        let past_nine = (digits | digits.wrapping_add(SIXES & COLUMN_DIGITS[half]))
            & HIGH
            & COLUMN_DIGITS[half];
        x[half] & MARKS[half] == MARKS_LESS_ZERO[half] && past_nine == 0
    };
    (read(0) && read(1)).then_some(x)
}

/// The digits' places in a column's two words.
const COLUMN_DIGITS: [u64; 2] = [0xFF00_FFFF_00FF_FF00, 0x00FF_FF00_FFFF_00FF];

/// The sixteen bytes of a column at fixed places ([`written_time_column`])
/// as two words, each byte less `0` (one blank before the minutes' digit
/// read as a 0), untested: `None` only when fewer than sixteen bytes are
/// left.
#[inline(always)]
fn column_words(column: &[u8]) -> Option<[u64; 2]> {
    const ZEROS: u64 = 0x3030_3030_3030_3030;
    let c: &[u8; WRITTEN_COLUMN_LEN] = column.first_chunk()?;
    let word =
        |half: usize| u64::from_le_bytes(c[half * 8..half * 8 + 8].try_into().unwrap_or_default());
    // One blank before the minutes' digit is a 0.
    let tens = if c[1] == b' ' {
        u64::from(b'0' ^ b' ') << 8
    } else {
        0
    };
    Some([word(0) ^ tens ^ ZEROS, word(1) ^ ZEROS])
}

/// The time of a column's digits ([`written_column_digits`]): each pair of
/// digits made a value at once, ten times each digit plus the one after it
/// (a digit is at most 9, so no byte carries into the next), then the five
/// pairs (minutes, seconds; hours, minutes, seconds) taken from their
/// places.
#[inline(always)]
fn column_time(x: [u64; 2]) -> MoveTime {
    let d = [x[0] & COLUMN_DIGITS[0], x[1] & COLUMN_DIGITS[1]];
    // Byte i of `pairs[h]` is ten times digit i plus digit i + 1 of its
    // half, the first half's last byte taking the second half's first.
    let pairs = [
        d[0].wrapping_mul(10)
            .wrapping_add((d[0] >> 8) | (d[1] << 56)),
        d[1].wrapping_mul(10).wrapping_add(d[1] >> 8),
    ];
    let pair = |at: usize| (pairs[at / 8] >> (8 * (at % 8))) as u32 & 0xFF;
    MoveTime {
        seconds: pair(1) * 60 + pair(4),
        total: Some(pair(7) * 3600 + pair(10) * 60 + pair(13)),
        fraction: None,
    }
}

#[cfg(test)]
mod tests {
    use super::{
        RunLines, between_plies, joined_numbered_line, numbered_line, written_time_column,
    };

    fn seconds(lines: RunLines, rest: &[u8]) -> Option<(u32, usize, usize)> {
        let b = between_plies(lines, rest)?;
        b.time.map(|(time, start, len)| (time.seconds, start, len))
    }

    #[test]
    fn a_time_line_after_a_ply_is_read() {
        let t = RunLines::Times;
        assert_eq!(seconds(t, b"\nT12\n-3334FU"), Some((12, 1, 3)));
        assert_eq!(seconds(t, b"\r\nT0\r\n-3334FU"), Some((0, 2, 2)));
        assert_eq!(seconds(t, b"\nT999999999"), Some((999_999_999, 1, 10)));
        for no in [&b"\n-3334FU"[..], b"\nT\n", b" T12", b"T12", b"", b"\n\nT1"] {
            assert_eq!(between_plies(t, no), None, "{no:?}");
            assert_eq!(between_plies(RunLines::Blanks, no), None, "{no:?}");
        }
        let b = between_plies(t, b"\nT7\n").unwrap();
        assert_eq!((b.number, b.taken), (None, 3));
    }

    #[test]
    fn the_rest_of_a_move_line_and_the_next_number_are_read() {
        let n = RunLines::Numbered;
        let b = between_plies(n, b"   ( 0:12/00:01:12)\n   2 \xef\xbc\x93").unwrap();
        let (time, start, len) = b.time.unwrap();
        assert_eq!(
            (time.seconds, time.total, start, len),
            (12, Some(72), 3, 16)
        );
        assert_eq!((b.number, b.taken), (Some((2, 23, 2)), 25));
        let b = between_plies(n, b"\r\n  10 x").unwrap();
        assert_eq!((b.time, b.number, b.taken), (None, Some((10, 4, 3)), 7));
        let b = between_plies(n, b" (12:34/01:02:03)\r\n123456789 ").unwrap();
        assert_eq!(b.time.map(|t| t.0.seconds), Some(754));
        assert_eq!(b.number, Some((123_456_789, 19, 10)));
        for no in [
            &b""[..],
            b"\n",
            b"   \n1 x",
            b"   ( 0:12/00:00:12)",
            b"   ( 0:12/00:00:12) \n1 x",
            b"( 0:12/00:00:12)\n1 x",
            b"\n1234567890 x",
            b"\n1\tx",
            b"\nx",
            b"\r1 x",
            b"  ( 0:1/)\n1 x",
        ] {
            assert_eq!(between_plies(n, no), None, "{no:?}");
        }
    }

    proptest::proptest! {
        /// The spaces told eight at once are the spaces counted one by one.
        #[test]
        fn spaces_are_counted_as_one_by_one(text in "[ ]{0,20}[x\\n 　]?[ a]{0,9}", cut in 0usize..40) {
            let b = text.as_bytes();
            for b in [b, &b[..cut.min(b.len())]] {
                let one_by_one = b.iter().take_while(|&&c| c == b' ').count();
                proptest::prop_assert_eq!(super::spaces(b), one_by_one, "{:?}", b);
            }
        }
    }

    proptest::proptest! {
        /// Between two plies of a run whose column a reader found written
        /// as every writer writes it, the reading that trusts the column
        /// finds what the reading that tests it finds: on columns of digits,
        /// blanks and marks anywhere, a line end and a number after them.
        #[test]
        fn a_trusted_column_is_read_as_a_tested_one(
            lead in "[ ]{0,4}",
            column in "[(][ 0-9][0-9][:][0-9]{2}[/][0-9]{2}[:][0-9]{2}[:][0-9]{2}[)]|[(: /)0-9x]{16}",
            after in "\r?\n[ ]{0,3}[0-9]{1,3} ",
        ) {
            let rest = format!("{lead}{column}{after}");
            if let Some(tested) = numbered_line(rest.as_bytes()) {
                proptest::prop_assert_eq!(joined_numbered_line(rest.as_bytes()), Some(tested));
            }
        }
    }

    #[test]
    fn a_written_column_is_read_at_its_places() {
        let (time, len) = written_time_column(b"( 1:02/03:04:05)").unwrap();
        assert_eq!((time.seconds, time.total, len), (62, Some(11045), 16));
        assert_eq!(written_time_column(b"( 1:02/03:04:0x)"), None);
    }
}
