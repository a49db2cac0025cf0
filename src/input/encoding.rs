//! From bytes to text: UTF-8 and the Japanese encodings records are found in
//! (UTF-16, told by its byte-order mark, is `input::utf16`'s).
//!
//! UTF-8 (with or without a byte-order mark), Shift_JIS as Windows writes it
//! (CP932, the encoding of `.kif` and `.ki2` files) and EUC-JP (older CSA
//! and KIF archives) are told apart from the bytes alone. A file that no one
//! encoding reads is refused with the line where the readings part; a file
//! whose only stray bytes sit in comment lines is read with those lines
//! decoded on their own, and a warning.

use encoding_rs::{EUC_JP, Encoding, SHIFT_JIS};

use super::shift_jis::holds_utf8_line;
use crate::messages::Msg;
use crate::msg;
use crate::record::InputCode;

/// The encodings a record may be written in.
///
/// ```
/// // `７六歩` in EUC-JP, as old Unix tools wrote KIF files.
/// let bytes = b"\xa3\xb7\xcf\xbb\xca\xe2".to_vec();
/// let source = hensou::Source::from_bytes("old.ki2", bytes);
/// assert_eq!(source.text(), "７六歩");
/// assert_eq!(source.charset().map(hensou::Charset::name), Some("EUC-JP"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charset {
    /// UTF-8, with or without a byte-order mark.
    Utf8,
    /// Shift_JIS, as Windows programs in Japan write it (code page 932).
    ShiftJis,
    /// EUC-JP.
    EucJp,
    /// UTF-16, little-endian, after its byte-order mark (`input::utf16`).
    Utf16Le,
    /// UTF-16, big-endian, after its byte-order mark.
    Utf16Be,
}

impl Charset {
    /// The encoding's usual name: `UTF-8`, `Shift_JIS`, `EUC-JP`.
    pub fn name(self) -> &'static str {
        match self {
            Charset::Utf8 => "UTF-8",
            Charset::ShiftJis => "Shift_JIS",
            Charset::EucJp => "EUC-JP",
            Charset::Utf16Le => "UTF-16LE",
            Charset::Utf16Be => "UTF-16BE",
        }
    }

    fn encoding(self) -> &'static Encoding {
        match self {
            Charset::Utf8 => encoding_rs::UTF_8,
            Charset::ShiftJis => SHIFT_JIS,
            Charset::EucJp => EUC_JP,
            Charset::Utf16Le => encoding_rs::UTF_16LE,
            Charset::Utf16Be => encoding_rs::UTF_16BE,
        }
    }

    /// Whether `bytes` are text in this encoding, decoded into a small
    /// buffer a piece at a time rather than into a string.
    pub(crate) fn reads(self, bytes: &[u8]) -> bool {
        if self == Charset::Utf8 {
            return simdutf8::basic::from_utf8(bytes).is_ok();
        }
        if self == Charset::ShiftJis && super::shift_jis::reads(bytes) {
            return true;
        }
        let mut decoder = self.encoding().new_decoder_without_bom_handling();
        let mut buffer = [0u8; 8192];
        let mut rest = bytes;
        loop {
            let (result, read, _) =
                decoder.decode_to_utf8_without_replacement(rest, &mut buffer, true);
            rest = &rest[read..];
            match result {
                encoding_rs::DecoderResult::InputEmpty => return true,
                encoding_rs::DecoderResult::OutputFull => {}
                encoding_rs::DecoderResult::Malformed(..) => return false,
            }
        }
    }

    /// Appends `bytes`, decoded, to `out`: `false` (and `out` as it was)
    /// if they are not text in this encoding. One copy, where
    /// [`Charset::decode`] and appending make two.
    pub(crate) fn decode_onto(self, bytes: &[u8], out: &mut String) -> bool {
        if self == Charset::Utf8 {
            return match simdutf8::basic::from_utf8(bytes) {
                Ok(text) => {
                    out.push_str(text);
                    true
                }
                Err(_) => false,
            };
        }
        if self == Charset::ShiftJis && super::shift_jis::decode_onto(bytes, out) {
            return true;
        }
        let mut decoder = self.encoding().new_decoder_without_bom_handling();
        let was = out.len();
        if let Some(most) = decoder.max_utf8_buffer_length_without_replacement(bytes.len()) {
            out.reserve(most);
        }
        let (result, _) = decoder.decode_to_string_without_replacement(bytes, out, true);
        let read = matches!(result, encoding_rs::DecoderResult::InputEmpty);
        if !read {
            out.truncate(was);
        }
        read
    }

    /// [`Charset::decode_onto`], the second half of a long block of
    /// lines decoded on another thread when the pool has one (Shift_JIS and
    /// EUC-JP: UTF-8 is only checked, which costs less than the copy).
    pub(crate) fn decode_lines_onto(self, lines: &[u8], out: &mut String) -> bool {
        let halves = (self != Charset::Utf8
            && lines.len() >= halved_decoding()
            && super::threads::two_threads())
        .then(|| super::threads::middle_line_end(lines))
        .flatten();
        let Some(middle) = halves else {
            return self.decode_onto(lines, out);
        };
        let (first, rest) = lines.split_at(middle);
        let was = out.len();
        let mut later = String::new();
        let (read, read_later) = super::threads::join(
            || self.decode_onto(first, out),
            || self.decode_onto(rest, &mut later),
        );
        if read && read_later {
            out.push_str(&later);
            return true;
        }
        out.truncate(was);
        false
    }

    /// `bytes` in this encoding, or `None` if they are not.
    pub fn decode(self, bytes: &[u8]) -> Option<String> {
        if self == Charset::Utf8 {
            return std::str::from_utf8(bytes).ok().map(str::to_string);
        }
        if self == Charset::ShiftJis {
            let mut text = String::new();
            if super::shift_jis::decode_onto(bytes, &mut text) {
                return Some(text);
            }
        }
        self.encoding()
            .decode_without_bom_handling_and_without_replacement(bytes)
            .map(|t| t.into_owned())
    }
}

/// Every encoding, in the order a line is tried in.
const ALL: [Charset; 3] = [Charset::Utf8, Charset::ShiftJis, Charset::EucJp];

/// A problem met while decoding; `line` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeProblem {
    /// `input::encoding`, `input::mixed-encoding` (errors) or
    /// `input::comment-encoding` (a warning).
    pub code: InputCode,
    pub message: Msg,
    pub help: Msg,
    pub line: usize,
    pub warning: bool,
}

impl DecodeProblem {
    /// The problem as the diagnostics of a record say it, at `span`.
    pub(crate) fn at(self, span: crate::record::Span) -> crate::diagnostic::Problem {
        let mut out =
            crate::diagnostic::Problem::error(self.code, self.message, span).help(self.help);
        if self.warning {
            out.severity = crate::diagnostic::Severity::Warning;
        }
        out
    }
}

/// The text of a file and how it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// Empty when `problems` holds an error.
    pub text: String,
    pub charset: Charset,
    pub bom: bool,
    pub problems: Vec<DecodeProblem>,
}

/// Decodes `bytes` as [`decode`] does, taking them: UTF-8, which most
/// files are, becomes the text in place, so a large file is not held twice.
pub fn decode_owned(mut bytes: Vec<u8>) -> Decoded {
    let bom = bytes.starts_with(b"\xef\xbb\xbf");
    if bom {
        bytes.drain(..3);
    }
    match utf8(bytes) {
        Ok(text) => Decoded {
            text,
            charset: Charset::Utf8,
            bom,
            problems: Vec::new(),
        },
        Err(mut bytes) => {
            if bom {
                bytes.splice(0..0, *b"\xef\xbb\xbf");
            }
            decode(&bytes)
        }
    }
}

/// `bytes` as a string if they are UTF-8, else the bytes back. Checked with
/// SIMD instructions (simdutf8): several times faster than the standard
/// library's check on Japanese text, which every input goes through before
/// its first game is read.
fn utf8(bytes: Vec<u8>) -> Result<String, Vec<u8>> {
    if simdutf8::basic::from_utf8(&bytes).is_err() {
        return Err(bytes);
    }
    // SAFETY: simdutf8 has just checked that `bytes` are UTF-8.
    Ok(unsafe { String::from_utf8_unchecked(bytes) })
}

/// Decodes `bytes`: UTF-8 (a byte-order mark is dropped), else Shift_JIS or
/// EUC-JP, whichever reads the whole file (both may: then the one whose text
/// looks like Japanese), else line by line (see `by_lines`).
pub fn decode(bytes: &[u8]) -> Decoded {
    let (bom, body) = match bytes.strip_prefix(b"\xef\xbb\xbf") {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    let ok = |text: String, charset| Decoded {
        text,
        charset,
        bom,
        problems: Vec::new(),
    };
    if let Ok(text) = simdutf8::basic::from_utf8(body) {
        return ok(text.to_string(), Charset::Utf8);
    }
    if !bom {
        if let Some((text, charset)) = shift_jis_at_once(body) {
            return ok(text, charset);
        }
        let mut survey = Survey::default();
        survey.lines(body);
        if let Some(charset) = survey.charset() {
            if let Some(text) = charset.decode(body) {
                return ok(text, charset);
            }
        }
    }
    by_lines(body, bom)
}

/// The text of `body`, not UTF-8, when Shift_JIS reads it, and the
/// encoding [`Survey::charset`] would choose: decoded as it is surveyed,
/// where the survey and then the decoding read it twice. `None` when no
/// text or another encoding is chosen (the survey then decides).
fn shift_jis_at_once(body: &[u8]) -> Option<(String, Charset)> {
    let mut text = String::new();
    let utf8_lead = super::shift_jis::decode_surveyed(body, &mut text)?;
    if utf8_lead && holds_utf8_line(body) {
        return None;
    }
    // EUC-JP is chosen only when it reads the text too, and it looks less odd.
    match Charset::EucJp.decode(body) {
        Some(euc) if oddness(&euc) < oddness(&text) => Some((euc, Charset::EucJp)),
        _ => Some((text, Charset::ShiftJis)),
    }
}

/// A block of lines at least this long is surveyed in two halves, on two
/// threads when the pool has them: four reads (256 KiB of the usual
/// reads), so that small reads (`HENSOU_READ_CHUNK`) part small blocks and
/// a test or fuzzer reaches the parting with small inputs.
/// (A few lines in this crate's tests, so that they part small texts.)
fn halved_survey() -> usize {
    match cfg!(test) {
        true => 64,
        false => super::stream::chunk_size().saturating_mul(4),
    }
}

/// A block of lines at least this long is decoded in two halves, on two
/// threads when the pool has them: two reads (128 KiB of the usual ones).
fn halved_decoding() -> usize {
    match cfg!(test) {
        true => 64,
        false => super::stream::chunk_size().saturating_mul(2),
    }
}

/// What the lines of a text that is not all UTF-8 say of its encoding,
/// gathered a line at a time so that a file read in chunks is judged as a
/// whole one is. Valid in an encoding line by line is valid as a whole:
/// no multi-byte character of UTF-8, Shift_JIS or EUC-JP holds a line feed.
#[derive(Debug)]
pub(crate) struct Survey {
    /// A line of UTF-8 beyond ASCII: a mixed file (Japanese in Shift_JIS or
    /// EUC-JP is hardly ever valid UTF-8 too).
    utf8_line: bool,
    /// The [`oddness`] of the text read as Shift_JIS, while it reads
    /// (counted only while EUC-JP reads it too: it tells nothing else).
    shift_jis: Option<usize>,
    /// The same as EUC-JP.
    euc_jp: Option<usize>,
}

impl Default for Survey {
    fn default() -> Survey {
        Survey {
            utf8_line: false,
            shift_jis: Some(0),
            euc_jp: Some(0),
        }
    }
}

impl Survey {
    /// Takes in the next lines: whole lines (each with its line feed), or
    /// the last line of the text. Any number at once: a block is decoded
    /// in one go.
    pub fn lines(&mut self, block: &[u8]) {
        // A line of UTF-8 settles it, and so does no encoding reading the
        // text: what follows cannot change [`Survey::charset`].
        if self.utf8_line || self.shift_jis.is_none() && self.euc_jp.is_none() || block.is_ascii() {
            return;
        }
        if block.len() >= halved_survey() && super::threads::two_threads() {
            if let Some(middle) = super::threads::middle_line_end(block) {
                let (first, rest) = block.split_at(middle);
                let mut later = self.alike();
                super::threads::join(|| self.lines(first), || later.lines(rest));
                self.merge(later);
                return;
            }
        }
        // Oddness tells the two apart only while both read the text: EUC-JP
        // first, which fails within a line or two of a Shift_JIS text, so
        // that Shift_JIS' oddness is counted only when it still tells.
        let both = self.shift_jis.is_some() && self.euc_jp.is_some();
        if let Some(n) = self.euc_jp {
            self.euc_jp = Survey::read(Charset::EucJp, block, both, n);
        }
        let both = both && self.euc_jp.is_some();
        // Shift_JIS then: when its tables read the block and no character
        // starts as one of UTF-8 does, no line is UTF-8 and none is looked
        // for (`shift_jis::survey`).
        let mut utf8_lead = true;
        if let Some(n) = self.shift_jis {
            let mut text = String::new();
            let by_tables = match both {
                true => super::shift_jis::decode_surveyed(block, &mut text),
                false => super::shift_jis::survey(block),
            };
            self.shift_jis = match by_tables {
                Some(lead) => {
                    utf8_lead = lead;
                    Some(n + if both { oddness(&text) } else { 0 })
                }
                None => Survey::read(Charset::ShiftJis, block, both, n),
            };
        }
        self.utf8_line = utf8_lead && holds_utf8_line(block);
    }

    /// The oddness of `block` in `charset` added to `n` (when `both`
    /// encodings still read the text, else `n`), or `None` if it does not
    /// read `block`.
    fn read(charset: Charset, block: &[u8], both: bool, n: usize) -> Option<usize> {
        match both {
            true => charset.decode(block).map(|t| n + oddness(&t)),
            false => charset.reads(block).then_some(n),
        }
    }

    /// A survey of the lines after those this one has taken in, which
    /// [`Survey::merge`] joins to it: it tries the encodings still
    /// reading, from nothing.
    fn alike(&self) -> Survey {
        Survey {
            utf8_line: false,
            shift_jis: self.shift_jis.map(|_| 0),
            euc_jp: self.euc_jp.map(|_| 0),
        }
    }

    /// Takes in what `later` found in the lines after this one's, as if
    /// this one had surveyed them. [`Survey::charset`] compares oddness
    /// only when both encodings read every line, and then both surveys
    /// scored every line of theirs, so the sums are those of one survey.
    fn merge(&mut self, later: Survey) {
        let sum = |a: Option<usize>, b: Option<usize>| a.zip(b).map(|(a, b)| a + b);
        self.utf8_line |= later.utf8_line;
        self.shift_jis = sum(self.shift_jis, later.shift_jis);
        self.euc_jp = sum(self.euc_jp, later.euc_jp);
    }

    /// The one encoding that reads the whole text, when its lines were not
    /// all UTF-8 and it has no byte-order mark: Shift_JIS or EUC-JP, the
    /// one whose text looks like Japanese when both read it. `None`: the
    /// text is read line by line (see `by_lines`).
    pub fn charset(&self) -> Option<Charset> {
        if self.utf8_line {
            return None;
        }
        match (self.shift_jis, self.euc_jp) {
            (Some(s), Some(e)) if e < s => Some(Charset::EucJp),
            (Some(_), _) => Some(Charset::ShiftJis),
            (None, Some(_)) => Some(Charset::EucJp),
            (None, None) => None,
        }
    }
}

/// How unlike a Japanese record a text is: characters a record hardly ever
/// holds (half-width katakana, private use, rare symbols) count against it.
fn oddness(text: &str) -> usize {
    text.chars()
        .filter(|&c| {
            let c = c as u32;
            (0xff61..=0xff9f).contains(&c)
                || (0xe000..=0xf8ff).contains(&c)
                || (0x2460..=0x24ff).contains(&c)
                || (0x2150..=0x218f).contains(&c)
                || (0x80..=0xff).contains(&c)
        })
        .count()
}

/// The file read line by line, when no encoding reads the whole of it. The
/// lines that are not comments must share one encoding (the first of UTF-8,
/// Shift_JIS, EUC-JP that reads them all); comment lines (`'`, `*`, `#`, `&`,
/// and CSA's comment after `,'`) in another encoding are decoded in it, and bytes no encoding reads in a
/// comment become U+FFFD, each with a warning. Otherwise the error names the
/// first line of each encoding, or the first line that no encoding reads.
fn by_lines(body: &[u8], bom: bool) -> Decoded {
    let lines: Vec<&[u8]> = body.split_inclusive(|&b| b == b'\n').collect();
    let base = ALL.into_iter().find(|c| {
        lines
            .iter()
            .filter(|line| foreign(line))
            .all(|line| c.decode(line).is_some())
    });
    let Some(base) = base else {
        return Decoded {
            text: String::new(),
            charset: Charset::Utf8,
            bom,
            problems: vec![no_one_encoding(&lines)],
        };
    };
    let mut text = String::with_capacity(body.len());
    let mut problems = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        match base.decode(line) {
            Some(t) => text.push_str(&t),
            None => {
                let (t, problem) = foreign_comment(base, line, i + 1);
                text.push_str(&t);
                problems.push(problem);
            }
        }
    }
    Decoded {
        text,
        charset: base,
        bom,
        problems,
    }
}

/// A comment line, or a CSA line whose text beyond ASCII all lies in the
/// comment after `,'`.
fn is_comment(line: &[u8]) -> bool {
    let start = line.iter().position(|b| !b" \t".contains(b));
    let after_comma = line.windows(2).position(|w| w == b",'");
    start.is_some_and(|s| b"'*#&".contains(&line[s]))
        || after_comma.is_some_and(|c| line[..c].is_ascii())
}

/// A line whose encoding is the record's: beyond ASCII and no comment.
fn foreign(line: &[u8]) -> bool {
    !line.is_ascii() && !is_comment(line)
}

/// The error of lines that no one encoding reads: the first line of each
/// encoding, or the first line that no encoding reads.
fn no_one_encoding(lines: &[&[u8]]) -> DecodeProblem {
    let mut first_of: Vec<(Charset, usize)> = Vec::new();
    let mut offset = 0;
    for (i, line) in lines.iter().enumerate() {
        let at = offset;
        offset += line.len();
        if !foreign(line) {
            continue;
        }
        match ALL.into_iter().find(|c| c.decode(line).is_some()) {
            Some(c) if !first_of.iter().any(|(k, _)| *k == c) => first_of.push((c, i + 1)),
            Some(_) => {}
            None => return unreadable(line, at, i + 1),
        }
    }
    let line_is = |&(c, n): &(Charset, usize)| msg!("input-line-is", n = n, charset = c.name());
    let lines = (first_of.iter().map(line_is))
        .reduce(|first, rest| msg!("input-list", first = first, rest = rest))
        .unwrap_or_else(|| msg!("usage-nothing"));
    DecodeProblem {
        code: InputCode::MixedEncoding,
        message: msg!("input-mixed", lines = lines),
        help: msg!("input-mixed-help"),
        line: first_of.get(1).map_or(1, |&(_, n)| n),
        warning: false,
    }
}

/// Comment line `number`, which `base` does not read: its text in the
/// first encoding that reads it (else with U+FFFD for what none reads), and
/// the warning that says so.
fn foreign_comment(base: Charset, line: &[u8], number: usize) -> (String, DecodeProblem) {
    let (text, message) = match ALL.into_iter().find_map(|c| c.decode(line).map(|t| (c, t))) {
        Some((c, t)) => (
            t,
            msg!("input-comment-in", base = base.name(), charset = c.name()),
        ),
        None => (
            String::from_utf8_lossy(line).into_owned(),
            msg!("input-comment-unreadable", base = base.name()),
        ),
    };
    let problem = DecodeProblem {
        code: InputCode::CommentEncoding,
        message,
        help: msg!("input-comment-help"),
        line: number,
        warning: true,
    };
    (text, problem)
}

/// The error of line `number`, at byte `at`, that no encoding reads.
fn unreadable(line: &[u8], at: usize, number: usize) -> DecodeProblem {
    let bad = std::str::from_utf8(line)
        .err()
        .map_or(0, |e| e.valid_up_to());
    DecodeProblem {
        code: InputCode::Encoding,
        message: msg!(
            "input-unreadable",
            byte = format!("{:02x}", line[bad]),
            at = at + bad,
            line = number
        ),
        help: msg!("input-unreadable-help"),
        line: number,
        warning: false,
    }
}

/// The error of line `number`, at byte `at`, that `base`, the encoding
/// every line before it was read in, does not read: found only when the
/// lines are decoded as they come (standard input beyond the part read
/// before its encoding was decided). Only [`crate::stream`] reads so.
pub(crate) fn stray_line(base: Charset, line: &[u8], at: usize, number: usize) -> DecodeProblem {
    match ALL.into_iter().find(|c| c.decode(line).is_some()) {
        Some(other) => DecodeProblem {
            code: InputCode::MixedEncoding,
            message: msg!(
                "input-stray-line",
                line = number,
                base = base.name(),
                charset = other.name()
            ),
            help: msg!("input-mixed-help"),
            line: number,
            warning: false,
        },
        None => unreadable(line, at, number),
    }
}

mod at_once;

#[cfg(test)]
mod survey_tests;

#[cfg(test)]
mod tests {
    use super::*;

    fn sjis(text: &str) -> Vec<u8> {
        SHIFT_JIS.encode(text).0.into_owned()
    }

    proptest::proptest! {
        /// Checking and decoding onto a string answer what decoding does,
        /// on text in any of the encodings and on bytes that are none,
        /// longer than the buffer `reads` decodes into.
        #[test]
        fn reads_and_decode_onto_agree_with_decode(
            text in "[a-z0-9 \n]{0,40}[▲７六歩同銀ｱｲ①☆]{0,20}",
            copies in 1..800usize,
            noise in proptest::collection::vec(proptest::num::u8::ANY, 0..4),
        ) {
            let text = text.repeat(copies);
            for charset in ALL {
                let (bytes, _, _) = charset.encoding().encode(&text);
                for bytes in [bytes.to_vec(), [bytes.as_ref(), &noise].concat()] {
                    let decoded = charset.decode(&bytes);
                    proptest::prop_assert_eq!(charset.reads(&bytes), decoded.is_some());
                    let mut out = String::from("before ");
                    let read = charset.decode_onto(&bytes, &mut out);
                    proptest::prop_assert_eq!(read, decoded.is_some());
                    proptest::prop_assert_eq!(out, format!("before {}", decoded.unwrap_or_default()));
                }
            }
        }
    }

    proptest::proptest! {
        /// The lines of UTF-8 are found as by splitting the text at its
        /// line feeds.
        #[test]
        fn utf8_lines_are_found_as_by_the_split(
            lines in proptest::collection::vec(
                proptest::prop_oneof!["[ -~]{0,12}", "[ -~]{0,5}[▲７六歩ｱ]{0,2}[ -~]{0,3}"], 0..8),
            sjis in proptest::collection::vec(0..4u8, 8),
            bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..4),
        ) {
            let mut block = Vec::new();
            for (line, sjis) in lines.iter().zip(sjis) {
                match sjis {
                    0 => block.extend_from_slice(&SHIFT_JIS.encode(line).0),
                    1 => block.extend_from_slice(&EUC_JP.encode(line).0),
                    2 => block.extend_from_slice(&bytes),
                    _ => block.extend_from_slice(line.as_bytes()),
                }
                block.push(b'\n');
            }
            let split = block
                .split(|&b| b == b'\n')
                .any(|line| !line.is_ascii() && simdutf8::basic::from_utf8(line).is_ok());
            proptest::prop_assert_eq!(holds_utf8_line(&block), split);
            proptest::prop_assert_eq!(holds_utf8_line(&block[..block.len().saturating_sub(1)]), split);
        }
    }

    /// Lines in one encoding (by its place in [`ALL`]), then lines in the
    /// same or another, with a byte put in at a per cent of the length.
    fn two_parts(
        (early, early_in): (&[String], usize),
        (late, late_in): (&[String], usize),
        noise: Option<(u8, usize)>,
    ) -> Vec<u8> {
        let mut bytes = Vec::new();
        for (charset, text) in
            (early.iter().map(|t| (early_in, t))).chain(late.iter().map(|t| (late_in, t)))
        {
            bytes.extend_from_slice(&ALL[charset].encoding().encode(text).0);
            bytes.push(b'\n');
        }
        if let Some((byte, percent)) = noise {
            bytes.insert(bytes.len() * percent / 100, byte);
        }
        bytes
    }

    #[cfg(feature = "threads")]
    proptest::proptest! {
        /// A text surveyed and decoded in halves on two threads gives what
        /// one thread does line by line: the same encoding chosen (or
        /// none), the same text, the same refusal, whichever encoding each
        /// line is in and wherever the halves part.
        #[test]
        fn halves_on_two_threads_agree_with_one(
            early in proptest::collection::vec("[a-z0-9 ]{0,8}[▲７六歩同銀ｱｲ①☆]{0,6}", 0..40),
            late in proptest::collection::vec("[a-z0-9 ]{0,8}[▲７六歩同銀ｱｲ①☆]{0,6}", 0..20),
            (early_in, late_in) in (0..3usize, 0..3usize),
            noise in proptest::option::of((proptest::num::u8::ANY, 0..100usize)),
        ) {
            let bytes = two_parts((&early, early_in), (&late, late_in), noise);
            let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
            let mut one = Survey::default();
            for line in &lines {
                one.lines(line);
            }
            // Parted after any line, the two surveys joined say the same.
            for at in 0..=lines.len() {
                let mut first = Survey::default();
                first.lines(&lines[..at].concat());
                let mut later = first.alike();
                later.lines(&lines[at..].concat());
                first.merge(later);
                proptest::prop_assert_eq!(first.charset(), one.charset(), "parted at line {}", at);
            }
            let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
            let mut two = Survey::default();
            pool.install(|| two.lines(&bytes));
            proptest::prop_assert_eq!(two.charset(), one.charset());
            for charset in ALL {
                let mut out = String::from("before ");
                let read = pool.install(|| charset.decode_lines_onto(&bytes, &mut out));
                let decoded = charset.decode(&bytes);
                proptest::prop_assert_eq!(read, decoded.is_some());
                proptest::prop_assert_eq!(out, format!("before {}", decoded.unwrap_or_default()));
            }
        }
    }

    /// What [`decode`] did before Shift_JIS was decoded as it is surveyed:
    /// the survey, then `encoding_rs`' decoding in the encoding it chose,
    /// else the lines one by one.
    fn surveyed(body: &[u8]) -> Decoded {
        if let Ok(text) = std::str::from_utf8(body) {
            return decode(text.as_bytes());
        }
        let mut survey = Survey::default();
        survey.lines(body);
        let chosen = survey.charset().and_then(|charset| {
            let text = charset
                .encoding()
                .decode_without_bom_handling_and_without_replacement(body)?;
            Some(Decoded {
                text: text.into_owned(),
                charset,
                bom: false,
                problems: Vec::new(),
            })
        });
        chosen.unwrap_or_else(|| by_lines(body, false))
    }

    proptest::proptest! {
        /// A text decoded at once as Shift_JIS is what the survey and the
        /// decoding after it made: the same encoding, text and problems,
        /// whichever encodings its lines are in and with a stray byte.
        #[test]
        fn shift_jis_at_once_is_the_survey_then_the_decoding(
            early in proptest::collection::vec("[a-z0-9 *']{0,8}[▲７六歩同銀ｱｲ①☆治爾璽ア]{0,6}", 0..30),
            late in proptest::collection::vec("[a-z0-9 *']{0,8}[▲７六歩同銀ｱｲ①☆治爾璽ア]{0,6}", 0..10),
            (early_in, late_in) in (0..3usize, 1..3usize),
            noise in proptest::option::of((proptest::num::u8::ANY, 0..100usize)),
        ) {
            let bytes = two_parts((&early, early_in), (&late, late_in), noise);
            proptest::prop_assert_eq!(decode(&bytes), surveyed(&bytes));
        }
    }

    /// The block of the stack overflow: one line, not UTF-8, as long as a
    /// block that is halved and ending it, surveyed on two threads. Its
    /// only line end was taken for the middle: the block was parted into
    /// itself and nothing, for ever.
    #[cfg(feature = "threads")]
    #[test]
    fn a_long_line_ending_its_block_is_surveyed_on_two_threads() {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        for len in [halved_survey(), 4 * halved_survey()] {
            let mut block = vec![0xff; len - 1];
            block.push(b'\n');
            let mut survey = Survey::default();
            pool.install(|| survey.lines(&block));
            assert_eq!(survey.charset(), None);
            let mut out = String::new();
            assert!(!pool.install(|| Charset::ShiftJis.decode_lines_onto(&block, &mut out)));
        }
    }

    /// When both encodings read every line, the oddness of both halves
    /// decides: EUC-JP `ア` reads as Shift_JIS half-width signs (odd
    /// twice), Shift_JIS `治爾璽` as EUC-JP half-width signs (odd three
    /// times), so the whole is Shift_JIS, though its first half alone
    /// would be EUC-JP.
    #[test]
    fn the_oddness_of_both_halves_decides() {
        let (first, rest) = (euc("ア\n"), sjis("治爾璽\n"));
        let mut survey = Survey::default();
        survey.lines(&first);
        assert_eq!(survey.charset(), Some(Charset::EucJp));
        let mut later = survey.alike();
        later.lines(&rest);
        survey.merge(later);
        assert_eq!(survey.charset(), Some(Charset::ShiftJis));
        let mut one = Survey::default();
        one.lines(&[first, rest].concat());
        assert_eq!(one.charset(), Some(Charset::ShiftJis));
    }

    fn euc(text: &str) -> Vec<u8> {
        EUC_JP.encode(text).0.into_owned()
    }

    const KIF: &str = "開始日時：2005/05/03\n先手：山田\n後手：ＧＰＳ将棋\n手合割：平手\n   1 ７六歩(77)\n   2 投了\n";

    #[test]
    fn utf8_with_and_without_a_bom() {
        let d = decode(KIF.as_bytes());
        assert_eq!(
            (d.text.as_str(), d.charset, d.bom),
            (KIF, Charset::Utf8, false)
        );
        let mut bytes = b"\xef\xbb\xbf".to_vec();
        bytes.extend_from_slice(KIF.as_bytes());
        let d = decode(&bytes);
        assert_eq!(
            (d.text.as_str(), d.charset, d.bom),
            (KIF, Charset::Utf8, true)
        );
        assert!(d.problems.is_empty());
    }

    #[test]
    fn shift_jis_and_euc_jp_are_told_apart() {
        let d = decode(&sjis(KIF));
        assert_eq!((d.text.as_str(), d.charset), (KIF, Charset::ShiftJis));
        let d = decode(&euc(KIF));
        assert_eq!((d.text.as_str(), d.charset), (KIF, Charset::EucJp));
        // A text that both read: the reading without half-width katakana wins.
        let both = euc("先手：山田\n");
        assert!(
            SHIFT_JIS
                .decode_without_bom_handling_and_without_replacement(&both)
                .is_some()
        );
        assert_eq!(decode(&both).charset, Charset::EucJp);
    }

    #[test]
    fn a_file_mixing_encodings_is_refused_with_the_lines() {
        let mut bytes = "先手：山田\n".as_bytes().to_vec();
        bytes.extend(sjis("後手：田中\n"));
        let d = decode(&bytes);
        assert!(d.text.is_empty());
        assert_eq!(d.problems.len(), 1);
        let p = &d.problems[0];
        assert_eq!(
            (p.code, p.line, p.warning),
            (InputCode::MixedEncoding, 2, false)
        );
        assert!(
            p.message
                .to_string()
                .contains("line 1 is UTF-8, line 2 is Shift_JIS"),
            "{}",
            p.message
        );
    }

    #[test]
    fn a_foreign_comment_in_a_utf8_file_is_a_warning() {
        let mut bytes = "N+山田\n+7776FU\n".as_bytes().to_vec();
        bytes.extend(sjis("'* 30 ▲７六歩\n"));
        bytes.extend_from_slice(b"%TORYO\n");
        let d = decode(&bytes);
        assert_eq!(d.text, "N+山田\n+7776FU\n'* 30 ▲７六歩\n%TORYO\n");
        assert_eq!(d.problems.len(), 1);
        assert_eq!(
            (
                d.problems[0].code,
                d.problems[0].line,
                d.problems[0].warning
            ),
            (InputCode::CommentEncoding, 3, true)
        );
    }

    #[test]
    fn bytes_that_no_encoding_reads_are_reported_where_they_are() {
        let d = decode(b"V2.2\nN+\xff\xfe\n");
        assert_eq!(d.problems[0].code, InputCode::Encoding);
        assert_eq!(d.problems[0].line, 2);
        assert!(
            d.problems[0]
                .message
                .to_string()
                .contains("0xff at offset 7"),
            "{}",
            d.problems[0].message
        );
    }

    #[test]
    fn raw_bytes_in_a_comment_are_a_warning_anywhere_else_an_error() {
        let d = decode(b"PI\n+\n+7776FU,'\xff\xfe\n%TORYO\n");
        assert_eq!(d.text, "PI\n+\n+7776FU,'\u{fffd}\u{fffd}\n%TORYO\n");
        assert_eq!(d.problems.len(), 1);
        assert_eq!((d.problems[0].line, d.problems[0].warning), (3, true));
        // In a Shift_JIS record too.
        let mut bytes = sjis("先手：山田\n");
        bytes.extend(b"*\xff\n");
        let d = decode(&bytes);
        assert_eq!(
            (d.charset, d.text.as_str()),
            (Charset::ShiftJis, "先手：山田\n*\u{fffd}\n")
        );
        assert!(d.problems[0].warning);
    }
}
