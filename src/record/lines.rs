//! Lines and columns of a text: where its lines are, and the line and
//! column of a byte offset (LF, CRLF and a lone CR each end a line).

/// The byte ranges of the lines of `text`, without their ends: LF, CRLF and
/// a lone CR (old Mac mail) each end a line.
pub(crate) fn line_ranges(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at > text.len() || (at == text.len() && at > 0) {
            return None;
        }
        let rest = &text[at..];
        // Both ends are ASCII, so their bytes are the characters: found
        // by `memchr2` where a search of characters looked at each.
        let found = memchr::memchr2(b'\n', b'\r', rest.as_bytes());
        super::forum::looked_at(found.unwrap_or(rest.len()) + 1);
        let (len, end_len) = match found {
            Some(e) if rest[e..].starts_with("\r\n") => (e, 2),
            Some(e) => (e, 1),
            None => (rest.len(), 1),
        };
        let line = at..at + len;
        at += len + end_len;
        Some(line)
    })
}

/// Line and column (both from 1, column in characters) of a byte offset.
/// LF, CRLF and a lone CR (old Mac mail) each end a line.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    LineIndex::new(text).line_col(text, offset.min(text.len()))
}

/// Where each line of a text starts: the line and column of many offsets
/// in one text, each found by a binary search. [`line_col`] counts from the
/// text's start, which costs the square of an archive's size when each of
/// its games has a problem.
///
/// A column is counted in characters from the nearest of the marks set
/// every [`COLUMN_MARK`] bytes of a long line, never from the line's start:
/// many problems on one long line would otherwise cost the square of it.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<usize>,
    /// Lines of the whole text before this part of it (see
    /// [`LineIndex::after_lines`]).
    before: usize,
    /// Byte offsets in long lines with the column there (from 0), in order.
    marks: Vec<(usize, usize)>,
}

/// Bytes between two column marks of a long line: what one column costs at
/// most to count.
pub const COLUMN_MARK: usize = 4096;

/// Where the lines of `text` end: each LF, CRLF's LF, and a lone CR.
fn line_ends(text: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = text.as_bytes();
    memchr::memchr2_iter(b'\n', b'\r', bytes)
        .filter(|&i| bytes[i] == b'\n' || bytes.get(i + 1) != Some(&b'\n'))
}

/// The line breaks in `text`, as [`LineIndex`] counts them. A text with no
/// carriage return has as many as line feeds, counted a vector of bytes at
/// a time: the stream counts the lines of every window it reads past, and
/// a search a line at a time cost as much as reading a CSA game's moves.
pub fn line_breaks(text: &str) -> usize {
    let bytes = text.as_bytes();
    if memchr::memchr(b'\r', bytes).is_some() {
        return line_ends(text).count();
    }
    line_feeds(bytes)
}

/// The line feeds in `bytes`, counted a word of eight bytes at a time: a
/// byte that is a line feed is told without a branch, and the words' counts
/// are added in byte lanes, summed every 255 words. The count of sixteen
/// byte counters it replaces was made by the compiler into byte-by-byte
/// loads (3.4 instructions a byte, the stream's count of the lines of every
/// window it moves past); this one is under one a byte.
pub(crate) fn line_feeds(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut total = 0;
    // A byte lane holds 255 at most: blocks of 255 words.
    for block in bytes.chunks(255 * 8) {
        let mut lanes = 0u64;
        let mut words = block.chunks_exact(8);
        for word in &mut words {
            let word: [u8; 8] = word.try_into().unwrap_or([0; 8]);
            // Zero where a byte is a line feed; then the high bit of each
            // byte that is zero, and only of those.
            let x = u64::from_le_bytes(word) ^ (ONES * u64::from(b'\n'));
            let zero = !(((x & LOW7) + LOW7) | x) & !LOW7;
            lanes += zero >> 7;
        }
        // The eight lanes summed: pairs into 16-bit lanes, then those.
        let pairs = (lanes & 0x00FF_00FF_00FF_00FF) + ((lanes >> 8) & 0x00FF_00FF_00FF_00FF);
        total += (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize;
        total += words.remainder().iter().filter(|&&b| b == b'\n').count();
    }
    total
}

impl LineIndex {
    /// The index of `text`'s lines, which end in LF, CRLF or a lone CR.
    pub fn new(text: &str) -> LineIndex {
        let starts: Vec<usize> = std::iter::once(0)
            .chain(line_ends(text).map(|i| i + 1))
            .collect();
        let mut marks = Vec::new();
        let ends = starts.iter().skip(1).copied().chain([text.len()]);
        for (&start, end) in starts.iter().zip(ends) {
            let (mut at, mut col) = (start, 0);
            while end - at > COLUMN_MARK {
                let next = ceil_char_boundary(text, at + COLUMN_MARK);
                col += text[at..next].chars().count();
                at = next;
                marks.push((at, col));
            }
        }
        LineIndex {
            starts,
            marks,
            before: 0,
        }
    }

    /// The index of a part of a longer text that starts a line, after
    /// `before` lines of it: line numbers are those of the whole text.
    pub fn after_lines(self, before: usize) -> LineIndex {
        LineIndex { before, ..self }
    }

    /// The line breaks before `offset` as miette numbers lines: a lone
    /// carriage return ends a line here as it does there.
    pub fn breaks_before(&self, offset: usize) -> usize {
        self.before + self.line_of(offset)
    }

    /// The line (from 0) that `offset` lies on.
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset) - 1
    }

    /// Where line `line` (from 0) starts, or `None` past the last line.
    pub fn line_start(&self, line: usize) -> Option<usize> {
        self.starts.get(line).copied()
    }

    /// Line and column (from 1, the column in characters) of `offset` in
    /// `text`, the text the index was made from; as [`line_col`].
    pub fn line_col(&self, text: &str, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(text, offset);
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        let mark = self.marks.partition_point(|&(at, _)| at <= offset);
        let (from, col) = match mark.checked_sub(1).map(|m| self.marks[m]) {
            Some((at, col)) if at > start => (at, col),
            _ => (start, 0),
        };
        (
            self.before + line,
            col + text[from..offset].chars().count() + 1,
        )
    }
}

/// The smallest char boundary at or above `i`.
fn ceil_char_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// The largest char boundary at or below `i`.
pub fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Line breaks counted by line feeds are the line ends found one
        /// by one, with and without carriage returns.
        #[test]
        fn line_breaks_are_line_ends(text in "[a\r\n]{0,80}") {
            proptest::prop_assert_eq!(line_breaks(&text), line_ends(&text).count());
        }

        /// Line feeds counted by words are those counted one by one, in
        /// texts long enough for full blocks of words and a remainder, runs
        /// of line feeds that fill a lane, and the bytes a word's test of
        /// a zero byte could take for one (a line feed's bits but one).
        #[test]
        fn line_feeds_by_words_are_counted_one_by_one(
            text in proptest::collection::vec(
                proptest::sample::select(vec![b'a', b'\n', b'\n', b'\n', 0xe3, 0x8a, 0x0b, 0x0e, 0x02, 0x00, 0xff]),
                0..9000,
            ),
        ) {
            let slow = text.iter().filter(|&&b| b == b'\n').count();
            proptest::prop_assert_eq!(super::line_feeds(&text), slow);
        }
    }

    /// [`line_ranges`] as it found each line's end, a character at a time.
    fn line_ranges_by_chars(text: &str) -> Vec<std::ops::Range<usize>> {
        let mut lines = Vec::new();
        let mut at = 0;
        while at < text.len() || (at == text.len() && at == 0) {
            let rest = &text[at..];
            let (len, end_len) = match rest.find(['\n', '\r']) {
                Some(e) if rest[e..].starts_with("\r\n") => (e, 2),
                Some(e) => (e, 1),
                None => (rest.len(), 1),
            };
            lines.push(at..at + len);
            at += len + end_len;
        }
        lines
    }

    proptest::proptest! {
        /// The lines found by their ends' bytes are those found a
        /// character at a time: LF, CRLF, a lone CR, CR after CR, ends
        /// first and last, and characters of two and three bytes (whose
        /// bytes are never an end's) beside them.
        #[test]
        fn line_ranges_are_found_as_by_chars(text in "[a\n\r\u{3000}七é\u{10d}\u{20d}]{0,40}") {
            let found: Vec<_> = line_ranges(&text).collect();
            proptest::prop_assert_eq!(found, line_ranges_by_chars(&text));
        }
    }

    #[test]
    fn line_ranges_part_every_kind_of_end() {
        let lines: Vec<_> = line_ranges("a\r\nb\rc\n\r\n").collect();
        assert_eq!(lines, [0..1, 3..4, 5..6, 7..7]);
        for one_empty_line in ["", "\n", "\r", "\r\n"] {
            let lines: Vec<(usize, usize)> = (line_ranges(one_empty_line))
                .map(|r| (r.start, r.end))
                .collect();
            assert_eq!(lines, [(0, 0)], "{one_empty_line:?}");
        }
    }

    /// A text of line feeds alone fills every lane of every block.
    #[test]
    fn line_feeds_fill_every_lane() {
        for len in [0, 7, 8, 2039, 2040, 2041, 5000] {
            assert_eq!(super::line_feeds(&vec![b'\n'; len]), len);
        }
    }

    /// Line and column of `offset`, counted character by character from
    /// the text's start: LF, CRLF and a lone CR each end a line.
    fn counted(text: &str, offset: usize) -> (usize, usize) {
        let at = floor_char_boundary(text, offset);
        let (mut line, mut col) = (1, 1);
        for (i, c) in text[..at].char_indices() {
            let crlf = c == '\r' && text[i + 1..].starts_with('\n');
            if c == '\n' || (c == '\r' && !crlf) {
                (line, col) = (line + 1, 1);
            } else {
                col += 1;
            }
        }
        (line, col)
    }

    /// Whether the index and [`line_col`] give each of `offsets` in
    /// `text` the line and column that [`counted`] gives.
    fn agrees_with_counting(
        text: &str,
        offsets: &[usize],
    ) -> Result<(), proptest::test_runner::TestCaseError> {
        let index = LineIndex::new(text);
        for &offset in offsets {
            let counted = counted(text, offset);
            proptest::prop_assert_eq!(index.line_col(text, offset), counted);
            proptest::prop_assert_eq!(line_col(text, offset), counted);
        }
        Ok(())
    }

    proptest::proptest! {
        /// The index gives every offset the line and column that counting
        /// character by character from the text's start gives, with LF,
        /// CRLF and a lone CR each ending a line.
        #[test]
        fn the_line_index_agrees_with_counting(
            text in "[a\\n\\r\u{3000}七é]{0,40}",
            offsets in proptest::collection::vec(0usize..120, 1..8),
        ) {
            agrees_with_counting(&text, &offsets)?;
        }

        /// The same on lines longer than a column mark, with characters of
        /// every width straddling the marks.
        #[test]
        fn the_line_index_agrees_on_long_lines(
            unit in "[a\\n\u{3000}é😀]{1,6}",
            repeat in 1usize..4000,
            offsets in proptest::collection::vec(0usize..30_000, 1..8),
        ) {
            agrees_with_counting(&unit.repeat(repeat), &offsets)?;
        }
    }

    /// A column of a long line is counted from a mark at most
    /// [`COLUMN_MARK`] bytes (and a character) before it, whatever the
    /// line's length.
    #[test]
    fn a_long_line_has_a_column_mark_every_few_kilobytes() {
        for len in [100_000, 1_000_000] {
            let text = format!("x\n{}\ny", "七a".repeat(len / 4));
            let index = LineIndex::new(&text);
            let mut from = 2;
            for at in index
                .marks
                .iter()
                .map(|&(at, _)| at)
                .chain([text.len() - 2])
            {
                assert!(at - from <= COLUMN_MARK + 3, "{from}..{at}");
                from = at;
            }
        }
    }
}
