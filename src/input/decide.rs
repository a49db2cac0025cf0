//! How an input's bytes become text, decided before its first game is
//! handed on (`input::stream`): as `input::encoding` decides from all of
//! them, from a file read once for that (control bytes, UTF-8, and the
//! survey of its lines when it is not UTF-8), or from the start of
//! standard input.

use std::io::{self, Read};

use super::encoding::{Charset, Survey};
use super::stream::{CHUNKS_AT_ONCE, UTF8_BOM, chunk_size, read_some};
use crate::diagnostic::Problem;

/// How an input's bytes become text, decided before its first game.
pub(super) enum Decision {
    /// Bytes that are no text.
    Binary(Problem),
    /// One encoding reads every line: the text is decoded as it is read.
    /// Its first `checked` bytes were found to hold no control byte.
    Lines {
        charset: Charset,
        bom: bool,
        checked: usize,
    },
    /// Lines in different encodings, or none: read whole, as
    /// [`decode_owned`] reads it.
    Whole,
}

/// Decides how the bytes `open` reads are decoded, as `input::encoding`
/// decides from all of them; `complete` says whether they are all the
/// input's bytes (else the last line may go on). The bytes are read once
/// for their control bytes and UTF-8, and, when the first read is not
/// UTF-8 (a Shift_JIS record's first lines), surveyed in the same reading;
/// only a text that turns out not to be UTF-8 further on is read again.
pub(super) fn decide<R: Read>(
    open: impl Fn() -> io::Result<R>,
    complete: bool,
) -> io::Result<Decision> {
    let chunk = chunk_size();
    let mut start = Vec::new();
    let mut utf8 = Utf8Check::default();
    let mut surveying: Option<Surveying> = None;
    let mut at = 0;
    let binary = for_chunks(open()?, chunk, |bytes| {
        if let Some(i) = super::binary::first_control(bytes) {
            return Some(super::binary::binary(bytes[i], at + i));
        }
        let first = at == 0;
        at += bytes.len();
        let wanted = UTF8_BOM.len().saturating_sub(start.len()).min(bytes.len());
        start.extend_from_slice(&bytes[..wanted]);
        utf8.feed(bytes);
        // Surveyed from the first read on, so that the survey takes in
        // every line, as from a second reading.
        if first && utf8.invalid && !bytes.starts_with(UTF8_BOM) {
            surveying = Some(Surveying::new(chunk));
        }
        if let Some(s) = &mut surveying {
            s.feed(bytes);
        }
        None
    })?;
    if let Some(p) = binary {
        return Ok(Decision::Binary(p));
    }
    let bom = start == UTF8_BOM;
    // Every byte was checked, when they are all the input's.
    let checked = if complete { usize::MAX } else { at };
    if utf8.valid(complete) {
        return Ok(Decision::Lines {
            charset: Charset::Utf8,
            bom,
            checked,
        });
    }
    if bom {
        return Ok(Decision::Whole);
    }
    let surveyed = match surveying {
        Some(surveyed) => surveyed,
        None => {
            let mut again = Surveying::new(chunk);
            for_chunks(open()?, chunk, |bytes| {
                again.feed(bytes);
                None::<()>
            })?;
            again
        }
    };
    Ok(surveyed
        .charset(complete)
        .map_or(Decision::Whole, |charset| Decision::Lines {
            charset,
            bom: false,
            checked,
        }))
}

/// Whether the rest of a UTF-8 input, from a line's start, is UTF-8 with
/// no control byte, as [`decide`] finds of a whole file that it decides to
/// read as UTF-8: what confirms a decision made from the input's start
/// when the reading is to end before its end (`input::stream`).
pub(super) fn rest_is_utf8(reader: impl Read) -> io::Result<bool> {
    let mut utf8 = Utf8Check::default();
    let binary = for_chunks(reader, chunk_size(), |bytes| {
        if super::binary::first_control(bytes).is_some() {
            return Some(());
        }
        utf8.feed(bytes);
        None
    })?;
    Ok(binary.is_none() && utf8.valid(true))
}

/// The encoding `survey`, carried on over the rest of an input (read by
/// `reader` from a line's start), chooses once it has taken in every line:
/// what confirms an encoding decided from the input's first window when the
/// reading is to end before its end (`input::stream`), as [`decide`] would
/// choose it from every byte. `None` when no encoding is chosen, or the rest
/// holds a control byte (the input is no text).
pub(super) fn rest_surveyed(reader: impl Read, survey: Survey) -> io::Result<Option<Charset>> {
    let chunk = chunk_size();
    let mut surveying = Surveying {
        survey,
        ..Surveying::new(chunk)
    };
    let binary = for_chunks(reader, chunk, |bytes| {
        if super::binary::first_control(bytes).is_some() {
            return Some(());
        }
        surveying.feed(bytes);
        None
    })?;
    Ok(binary.is_none().then(|| surveying.charset(true)).flatten())
}

/// The survey of an input's lines ([`Survey`]), taken in as its chunks
/// are read: whole lines as they come, or in blocks two threads share.
struct Surveying {
    survey: Survey,
    /// The start of a line the last chunk ended in (or, on two threads,
    /// lines gathered into a block).
    pending: Vec<u8>,
    at_once: usize,
}

impl Surveying {
    fn new(chunk: usize) -> Surveying {
        let at_once = match super::threads::two_threads() {
            true => chunk.saturating_mul(CHUNKS_AT_ONCE),
            false => 0,
        };
        Surveying {
            survey: Survey::default(),
            pending: Vec::new(),
            at_once,
        }
    }

    /// Takes in the next chunk's whole lines; the rest of its last line
    /// waits for the next chunk. On one thread the lines are surveyed where
    /// they were read, the line cut by a read's end joined first, and not
    /// copied: how lines are grouped into blocks does not change what the
    /// survey decides.
    fn feed(&mut self, bytes: &[u8]) {
        if self.at_once > 0 {
            self.pending.extend_from_slice(bytes);
            if self.pending.len() < self.at_once {
                return;
            }
            if let Some(end) = memchr::memrchr(b'\n', &self.pending) {
                self.survey.lines(&self.pending[..=end]);
                self.pending.drain(..=end);
            }
            return;
        }
        let mut rest = bytes;
        if !self.pending.is_empty() {
            let Some(i) = memchr::memchr(b'\n', bytes) else {
                self.pending.extend_from_slice(bytes);
                return;
            };
            self.pending.extend_from_slice(&bytes[..=i]);
            self.survey.lines(&self.pending);
            self.pending.clear();
            rest = &bytes[i + 1..];
        }
        match memchr::memrchr(b'\n', rest) {
            Some(end) => {
                self.survey.lines(&rest[..=end]);
                self.pending.extend_from_slice(&rest[end + 1..]);
            }
            None => self.pending.extend_from_slice(rest),
        }
    }

    /// The encoding the survey decides, once the rest is taken in but for
    /// a last line that may go on past what was read (unless `complete`).
    fn charset(mut self, complete: bool) -> Option<Charset> {
        let end = match complete {
            true => self.pending.len(),
            false => memchr::memrchr(b'\n', &self.pending).map_or(0, |i| i + 1),
        };
        self.survey.lines(&self.pending[..end]);
        self.survey.charset()
    }
}

/// Calls `each` with every chunk `reader` reads, until it returns a value.
fn for_chunks<T>(
    mut reader: impl Read,
    chunk: usize,
    mut each: impl FnMut(&[u8]) -> Option<T>,
) -> io::Result<Option<T>> {
    let mut buf = vec![0; chunk];
    loop {
        let n = read_some(&mut reader, &mut buf)?;
        if n == 0 {
            return Ok(None);
        }
        if let Some(found) = each(&buf[..n]) {
            return Ok(Some(found));
        }
    }
}

/// Whether bytes given a chunk at a time are UTF-8: a character cut by the
/// end of a chunk is checked with the next one.
#[derive(Default)]
struct Utf8Check {
    /// The start of a character the last chunk ended in.
    cut: Vec<u8>,
    invalid: bool,
}

impl Utf8Check {
    fn feed(&mut self, bytes: &[u8]) {
        if self.invalid {
            return;
        }
        let joined;
        let bytes = if self.cut.is_empty() {
            bytes
        } else {
            joined = [std::mem::take(&mut self.cut).as_slice(), bytes].concat();
            &joined
        };
        match simdutf8::compat::from_utf8(bytes) {
            Ok(_) => {}
            Err(e) if e.error_len().is_none() => self.cut = bytes[e.valid_up_to()..].to_vec(),
            Err(_) => self.invalid = true,
        }
    }

    /// Whether the bytes were UTF-8; with `complete`, a character cut by
    /// their end is not.
    fn valid(&self, complete: bool) -> bool {
        !self.invalid && (!complete || self.cut.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// A survey fed the chunks of a text as they are read (whole lines
        /// where they were read on one thread, gathered into blocks on
        /// two), cut anywhere, decides the encoding that a survey of the
        /// whole text decides: so the survey taken in the first reading is
        /// the one a second reading took.
        #[test]
        fn a_survey_fed_by_chunks_decides_as_of_the_whole_text(
            lines in proptest::collection::vec(
                ("[a-z0-9 ]{0,8}[▲７六歩同銀ｱｲ①☆]{0,6}", 0..3usize), 0..30),
            cuts in proptest::collection::vec(1usize..40, 1..8),
            at_once in proptest::prop_oneof![proptest::strategy::Just(0usize), 1usize..100],
            last_feed in proptest::bool::ANY,
            complete in proptest::bool::ANY,
        ) {
            let encodings = [encoding_rs::UTF_8, encoding_rs::SHIFT_JIS, encoding_rs::EUC_JP];
            let mut bytes = Vec::new();
            for (line, encoding) in &lines {
                bytes.extend_from_slice(&encodings[*encoding].encode(line).0);
                bytes.push(b'\n');
            }
            if !last_feed {
                bytes.pop();
            }
            let end = match complete {
                true => bytes.len(),
                false => memchr::memrchr(b'\n', &bytes).map_or(0, |i| i + 1),
            };
            let mut whole = Survey::default();
            whole.lines(&bytes[..end]);
            let mut fed = Surveying::new(1);
            fed.at_once = at_once;
            let (mut at, mut cut) = (0, 0);
            while at < bytes.len() {
                let n = cuts[cut % cuts.len()].min(bytes.len() - at);
                fed.feed(&bytes[at..at + n]);
                (at, cut) = (at + n, cut + 1);
            }
            proptest::prop_assert_eq!(fed.charset(complete), whole.charset());
        }
    }
}
