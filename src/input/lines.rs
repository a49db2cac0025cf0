//! The text of an input that one encoding reads, decoded a block of whole
//! lines at a time as it is read: what fills the window games are split
//! off (`input::stream`).

use std::io::Read;

use super::decoded::io_reason;
use super::encoding::{Charset, Survey, stray_line};
use super::stream::{CHUNKS_AT_ONCE, UTF8_BOM, read_some};
use crate::diagnostic::Problem;

/// The text of an input, decoded a block of whole lines at a time.
pub(super) struct Lines {
    source: Box<dyn Read + Send>,
    charset: Charset,
    bom: bool,
    /// The bytes read, a buffer kept for every read (neither made nor
    /// zeroed again for each, and read into, not copied from another):
    /// `buf[start..filled]` are read and not decoded yet, the start of a
    /// line.
    buf: Vec<u8>,
    start: usize,
    filled: usize,
    /// Bytes and lines before `buf[start..]`, for an error's place.
    at: usize,
    lines: usize,
    chunk: usize,
    end: bool,
    /// The bytes before this were found to hold no control byte when the
    /// encoding was decided (all of a file's, which is taken to be the
    /// same when it is read again): they are not checked again.
    pub(super) checked: usize,
    /// A file read once: a control byte past `checked` makes it read
    /// again, so the straight-onto reading may check for one itself
    /// (standard input reads on as before, by `read`).
    pub(super) once: bool,
    /// A file read once in an encoding decided from its first window: the
    /// survey of its lines (`input::encoding`), carried on from its first
    /// byte as its lines are decoded, which its end compares with that
    /// decision ([`Lines::confirmed`]).
    pub(super) survey: Option<Survey>,
}

/// Why the text of an input stops before its end.
pub(super) enum Broken {
    /// The bytes are not text.
    Binary(Box<Problem>),
    /// A line the input's encoding does not read, after `lines` lines.
    Encoding {
        problem: Box<Problem>,
        lines: usize,
    },
    Io(crate::messages::Msg),
}

impl Lines {
    /// The text `source` gives in `charset`, after a byte-order mark if
    /// `bom`, read `chunk` bytes at a time.
    pub(super) fn new(
        source: Box<dyn Read + Send>,
        charset: Charset,
        bom: bool,
        chunk: usize,
    ) -> Lines {
        Lines {
            source,
            charset,
            bom,
            buf: Vec::new(),
            start: 0,
            filled: 0,
            at: 0,
            lines: 0,
            chunk,
            end: false,
            checked: 0,
            once: false,
            survey: None,
        }
    }

    /// Appends the next whole lines of the text to `out` (the rest of it,
    /// at its end); `false` when there is no more.
    pub(super) fn read(&mut self, out: &mut String) -> Result<bool, Broken> {
        loop {
            let pending = &self.buf[self.start..self.filled];
            let ready = if self.end {
                pending.len()
            } else {
                memchr::memrchr(b'\n', pending).map_or(0, |i| i + 1)
            };
            if self.bom && (self.end || pending.len() >= UTF8_BOM.len()) {
                self.bom = false;
                if pending.starts_with(UTF8_BOM) {
                    self.start += UTF8_BOM.len();
                    self.at += UTF8_BOM.len();
                    continue;
                }
            }
            // Lines are decoded as soon as they are whole, while the bytes
            // are in the cache; in blocks two threads share only when a
            // second thread can take half of one.
            let halves = self.charset != Charset::Utf8 && super::threads::two_threads();
            let enough = if halves {
                self.chunk.saturating_mul(CHUNKS_AT_ONCE)
            } else {
                0
            };
            if ready > 0 && !self.bom && (self.end || pending.len() >= enough) {
                self.decode(ready, out)?;
                return Ok(true);
            }
            if self.end {
                return Ok(false);
            }
            self.make_room();
            let room = &mut self.buf[self.filled..self.filled + self.chunk];
            let n = read_some(&mut self.source, room).map_err(|e| Broken::Io(io_reason(&e)))?;
            self.end = n == 0;
            self.filled += n;
        }
    }

    /// [`Lines::read`] of a UTF-8 text, filling `out` to `target` bytes,
    /// or a chunk more when it holds that: the bytes are read straight onto
    /// `out`'s end and checked as UTF-8 there (and for control bytes, past
    /// those [`Lines::checked`] when the encoding was decided), where `read`
    /// reads them into a buffer of its own, checks them and copies them.
    /// `None` where this does not apply (another encoding, a byte-order
    /// mark still to skip, the end reached) or cannot go on (an error,
    /// bytes that are not UTF-8 or hold a control byte, no line end among
    /// the bytes read): `read` goes on from there, the bytes read waiting
    /// in its buffer, and reports what stopped this.
    pub(super) fn read_utf8_onto(
        &mut self,
        out: &mut String,
        target: usize,
    ) -> Option<Result<bool, Broken>> {
        let checked = self.checked == usize::MAX || self.once;
        if self.charset != Charset::Utf8 || self.bom || self.end || !checked {
            return None;
        }
        let mut bytes = std::mem::take(out).into_bytes();
        let was = bytes.len();
        // The start of a line read before, then the bytes after it.
        bytes.extend_from_slice(&self.buf[self.start..self.filled]);
        let want = target.saturating_sub(bytes.len()).max(self.chunk);
        let read = (&mut self.source).take(want as u64).read_to_end(&mut bytes);
        self.end = matches!(read, Ok(n) if n < want);
        let whole = match (read.is_ok(), self.end) {
            (false, _) => was,
            (true, true) => bytes.len(),
            (true, false) => memchr::memrchr(b'\n', &bytes[was..]).map_or(was, |i| was + i + 1),
        };
        // The bytes past those checked when the encoding was decided.
        let unchecked = &bytes[was + self.checked.saturating_sub(self.at).min(whole - was)..whole];
        let text = whole > was
            && simdutf8::basic::from_utf8(&bytes[was..whole]).is_ok()
            && super::binary::first_control(unchecked).is_none();
        let taken = if text { whole } else { was };
        self.pend(&bytes[taken..]);
        bytes.truncate(taken);
        self.lines += memchr::memchr_iter(b'\n', &bytes[was..]).count();
        self.at += taken - was;
        // SAFETY: `bytes[..was]` are the bytes of the `String` `out` was,
        // which `extend_from_slice` and `read_to_end` only append to, and
        // `bytes[was..]` (none, or up to `whole`) were just found to be
        // UTF-8: UTF-8 followed by UTF-8 is UTF-8. (`String::from_utf8`
        // would check the whole window again.)
        *out = unsafe { String::from_utf8_unchecked(bytes) };
        text.then_some(Ok(true))
    }

    /// Whether the survey of every line decoded (when there is one) chose
    /// the encoding they were decoded in: once they are all the input's,
    /// whether the input is read as a survey of all its lines decides.
    pub(super) fn confirmed(&self) -> bool {
        (self.survey.as_ref()).is_none_or(|s| s.charset() == Some(self.charset))
    }

    /// Where in the input the bytes read and not decoded yet start (a line's
    /// start, or the text's after a byte-order mark).
    pub(super) fn decoded_to(&self) -> usize {
        self.at
    }

    /// `bytes` as the bytes read and not decoded yet, at the buffer's start.
    fn pend(&mut self, bytes: &[u8]) {
        if self.buf.len() < bytes.len() {
            self.buf.resize(bytes.len(), 0);
        }
        self.buf[..bytes.len()].copy_from_slice(bytes);
        (self.start, self.filled) = (0, bytes.len());
    }

    /// Room for a read of a chunk after the bytes not decoded yet: those
    /// moved to the buffer's start (the rest of a line, a few bytes, as
    /// whole lines are decoded as soon as they are read), and the buffer
    /// made longer only when they leave less than a chunk of it.
    fn make_room(&mut self) {
        if self.buf.len() - self.filled >= self.chunk {
            return;
        }
        // A line longer than a read consumes nothing: moving it onto
        // itself before every read would make it cost the square of its
        // length.
        if self.start > 0 {
            self.buf.copy_within(self.start..self.filled, 0);
            self.filled -= self.start;
            self.start = 0;
        }
        if self.buf.len() - self.filled < self.chunk {
            self.buf.resize(self.filled + self.chunk, 0);
        }
    }

    /// Decodes the first `n` pending bytes into `out`.
    fn decode(&mut self, n: usize, out: &mut String) -> Result<(), Broken> {
        let block = &self.buf[self.start..self.start + n];
        let unchecked = self.at.saturating_add(n) > self.checked;
        if let Some(i) = unchecked
            .then(|| super::binary::first_control(block))
            .flatten()
        {
            return Err(Broken::Binary(Box::new(super::binary::binary(
                block[i],
                self.at + i,
            ))));
        }
        let read = match &mut self.survey {
            Some(survey) => survey.lines_decoded(block, self.charset, out),
            None => self.charset.decode_lines_onto(block, out),
        };
        match read {
            true => {}
            false => {
                // The lines before the one the encoding does not read are
                // text: they go on into `out`, so that the games they hold
                // are read before the problem is reported.
                let mut read = 0;
                for (i, line) in block.split_inclusive(|&b| b == b'\n').enumerate() {
                    let Some(text) = self.charset.decode(line) else {
                        let number = self.lines + i + 1;
                        let problem = stray_line(self.charset, line, self.at + read, number);
                        self.lines = number - 1;
                        self.at += read;
                        self.start += read;
                        return Err(Broken::Encoding {
                            problem: Box::new(problem.at(crate::record::Span::new(0, 0))),
                            lines: number - 1,
                        });
                    };
                    out.push_str(&text);
                    read += line.len();
                }
            }
        }
        self.lines += memchr::memchr_iter(b'\n', block).count();
        self.at += n;
        self.start += n;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Charset, Lines};

    /// A source that gives at most `most` bytes a read, fewer now and then.
    struct Dribble {
        bytes: Vec<u8>,
        at: usize,
        most: usize,
    }

    impl std::io::Read for Dribble {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let short = if self.at % 3 == 1 { 1 } else { self.most };
            let n = short.min(buf.len()).min(self.bytes.len() - self.at);
            buf[..n].copy_from_slice(&self.bytes[self.at..self.at + n]);
            self.at += n;
            Ok(n)
        }
    }

    proptest::proptest! {
        /// The text read into a buffer kept for every read is the whole
        /// text decoded, whatever the size of a read and of a line (longer
        /// than a read or than the buffer, cut inside a character), in
        /// UTF-8 with a byte-order mark or without, and in Shift_JIS.
        #[test]
        fn lines_read_a_chunk_at_a_time_are_the_text(
            lines in proptest::collection::vec(
                proptest::sample::select(vec!["a", "７六歩", "\n", "\r\n", "   1 ７六歩(77)   ( 0:12/00:00:12)\n"]),
                0..60,
            ),
            chunk in 1usize..40,
            most in 1usize..50,
            bom in proptest::bool::ANY,
            sjis in proptest::bool::ANY,
        ) {
            let text = lines.concat();
            let (bytes, charset) = match sjis {
                true => (encoding_rs::SHIFT_JIS.encode(&text).0.into_owned(), Charset::ShiftJis),
                false if bom => ([b"\xef\xbb\xbf".as_slice(), text.as_bytes()].concat(), Charset::Utf8),
                false => (text.clone().into_bytes(), Charset::Utf8),
            };
            let source = Box::new(Dribble { bytes, at: 0, most });
            let mut read = Lines::new(source, charset, bom && !sjis, chunk);
            let mut out = String::new();
            let mut calls = 0;
            while read.read(&mut out).map_err(|_| "read").unwrap_or(false) {
                calls += 1;
                proptest::prop_assert!(calls <= text.len() + 1);
            }
            proptest::prop_assert_eq!(out, text);
        }

        /// A UTF-8 text read straight onto the window a target at a time,
        /// as a file's is, gives the text and the error `read` alone gives:
        /// the same lines before a line that is not UTF-8 or holds a control
        /// byte past the bytes checked before, the same line number or
        /// place, whatever the size of a read, of the target and of a line.
        #[test]
        fn utf8_read_onto_the_window_is_read_as_by_lines(
            lines in proptest::collection::vec(
                proptest::sample::select(vec!["a", "７六歩", "\n", "\r\n", "\u{feff}", "\u{ff}", "   1 ７六歩(77)   ( 0:12/00:00:12)\n"]),
                0..60,
            ),
            stray in proptest::option::of(0usize..60),
            control in proptest::option::of(0usize..60),
            checked in proptest::prop_oneof![proptest::strategy::Just(usize::MAX), 0usize..80],
            chunk in 1usize..40,
            most in 1usize..50,
            target in 1usize..120,
            bom in proptest::bool::ANY,
        ) {
            let mut bytes = lines.concat().into_bytes();
            if let Some(at) = stray {
                bytes.insert(at.min(bytes.len()), 0xFF);
            }
            // One fault a text: with both, which a reading meets first
            // depends on its blocks (a file read once is read again then).
            // A control byte only where none is checked for (text
            // before it may then differ: a file read once is read again).
            if let Some(at) = control.filter(|_| stray.is_none() && checked == usize::MAX) {
                bytes.insert(at.min(bytes.len()), 0x01);
            }
            if bom {
                bytes.splice(0..0, *b"\xef\xbb\xbf");
            }
            let read_with = |onto: bool| {
                let source = Box::new(Dribble { bytes: bytes.clone(), at: 0, most });
                let mut read = Lines::new(source, Charset::Utf8, bom, chunk);
                read.checked = checked;
                read.once = true;
                let mut out = String::new();
                let end = loop {
                    let goal = out.len() + target;
                    let step = match onto.then(|| read.read_utf8_onto(&mut out, goal)).flatten() {
                        Some(step) => step,
                        None => read.read(&mut out),
                    };
                    match step {
                        Ok(true) => {}
                        Ok(false) => break None,
                        Err(super::Broken::Encoding { lines, .. }) => break Some(format!("line {lines}")),
                        Err(super::Broken::Binary(p)) => break Some(p.message),
                        Err(_) => break Some("io".to_string()),
                    }
                };
                (out, end)
            };
            proptest::prop_assert_eq!(read_with(true), read_with(false));
        }
    }
}
