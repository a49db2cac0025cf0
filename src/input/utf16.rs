//! UTF-16 with a byte-order mark, what Windows Notepad saves as "Unicode":
//! told by its mark, and decoded into UTF-8 as it is read, so that the
//! stream, the windows and every line after it read it as they read UTF-8.

use std::io::{self, Read};

use encoding_rs::{Decoder, DecoderResult, Encoding, UTF_16BE, UTF_16LE};

use super::encoding::Charset;

/// The UTF-16 that `start` (an input's first bytes) names by its mark.
pub fn by_mark(start: &[u8]) -> Option<Charset> {
    match start {
        [0xff, 0xfe, ..] => Some(Charset::Utf16Le),
        [0xfe, 0xff, ..] => Some(Charset::Utf16Be),
        _ => None,
    }
}

/// The encoding of a UTF-16 charset.
pub fn encoding(charset: Charset) -> Option<&'static Encoding> {
    match charset {
        Charset::Utf16Le => Some(UTF_16LE),
        Charset::Utf16Be => Some(UTF_16BE),
        _ => None,
    }
}

/// Why bytes after a UTF-16 mark are not UTF-16: a lone surrogate, or an
/// odd last byte, at byte `at`. Such bytes are no text, as a control byte
/// makes them (`input::binary`).
pub fn malformed(charset: Charset, at: usize) -> crate::messages::Msg {
    crate::msg!("input-utf16-malformed", charset = charset.name(), at = at)
}

/// `bytes` (with their mark) decoded whole; `Err` with the byte offset
/// where they stop being UTF-16.
pub fn decode(charset: Charset, bytes: &[u8]) -> Result<String, usize> {
    let mut reader = Utf16Reader::new(charset, bytes);
    let mut text = Vec::with_capacity(bytes.len() * 3 / 2);
    match reader.read_to_end(&mut text) {
        Ok(_) => String::from_utf8(text).map_err(|_| reader.consumed),
        Err(_) => Err(reader.consumed),
    }
}

/// A reader of UTF-16 (its mark first) that gives UTF-8, a chunk at a
/// time: the mark is dropped, and bytes that are no UTF-16 are an error
/// of kind `InvalidData` that says where.
pub struct Utf16Reader<R> {
    inner: R,
    charset: Charset,
    decoder: Decoder,
    input: Vec<u8>,
    /// Where the undecoded bytes of `input` start.
    start: usize,
    output: Vec<u8>,
    /// Where the bytes of `output` not yet given start.
    given: usize,
    /// Bytes of the input decoded so far.
    consumed: usize,
    ended: bool,
}

const CHUNK: usize = 64 << 10;

impl<R: Read> Utf16Reader<R> {
    pub fn new(charset: Charset, inner: R) -> Utf16Reader<R> {
        let encoding = encoding(charset).unwrap_or(UTF_16LE);
        Utf16Reader {
            inner,
            charset,
            decoder: encoding.new_decoder_with_bom_removal(),
            input: Vec::new(),
            start: 0,
            output: Vec::new(),
            given: 0,
            consumed: 0,
            ended: false,
        }
    }

    /// Decodes the next chunk into `output`; `false` at the end.
    fn decode_more(&mut self) -> io::Result<bool> {
        if self.ended && self.start == self.input.len() {
            return Ok(false);
        }
        if self.start == self.input.len() {
            self.input.resize(CHUNK, 0);
            let n = super::stream::read_some(&mut self.inner, &mut self.input)?;
            self.input.truncate(n);
            self.start = 0;
            self.ended = n == 0;
        }
        let rest = &self.input[self.start..];
        self.output.clear();
        self.output.resize(rest.len() * 3 / 2 + 16, 0);
        let (result, read, written) =
            (self.decoder).decode_to_utf8_without_replacement(rest, &mut self.output, self.ended);
        self.output.truncate(written);
        self.given = 0;
        self.start += read;
        self.consumed += read;
        match result {
            DecoderResult::Malformed(bad, after) => {
                let at = self.consumed - usize::from(bad) - usize::from(after);
                self.consumed = at;
                Err(crate::messages::io::SaidError::io(
                    io::ErrorKind::InvalidData,
                    malformed(self.charset, at),
                ))
            }
            DecoderResult::InputEmpty | DecoderResult::OutputFull => {
                Ok(written > 0 || !self.ended || self.start < self.input.len())
            }
        }
    }
}

impl<R: Read> Read for Utf16Reader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.given == self.output.len() {
            if !self.decode_more()? {
                return Ok(0);
            }
        }
        let n = buf.len().min(self.output.len() - self.given);
        buf[..n].copy_from_slice(&self.output[self.given..self.given + n]);
        self.given += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
        let mut out = if big_endian {
            vec![0xfe, 0xff]
        } else {
            vec![0xff, 0xfe]
        };
        for unit in text.encode_utf16() {
            let bytes = if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            };
            out.extend(bytes);
        }
        out
    }

    proptest::proptest! {
        /// Any text, in either byte order, read back whole through reads
        /// of any size (characters and the pairs of a surrogate split
        /// across them).
        #[test]
        fn utf16_reads_back_whole(text in "\\PC{0,200}", big in proptest::bool::ANY, size in 1usize..9) {
            let bytes = utf16(&text, big);
            let charset = by_mark(&bytes);
            proptest::prop_assert!(charset.is_some());
            let mut reader = Utf16Reader::new(charset.unwrap_or(Charset::Utf8), &bytes[..]);
            let mut out = Vec::new();
            let mut buf = vec![0u8; size];
            loop {
                let n = reader.read(&mut buf).map_err(|e| proptest::test_runner::TestCaseError::fail(e.to_string()))?;
                if n == 0 { break; }
                out.extend_from_slice(&buf[..n]);
            }
            proptest::prop_assert_eq!(String::from_utf8(out).ok(), Some(text.clone()));
            proptest::prop_assert_eq!(decode(charset.unwrap_or(Charset::Utf8), &bytes).ok(), Some(text));
        }
    }

    #[test]
    fn a_lone_surrogate_is_an_error_at_its_place() {
        let mut bytes = utf16("ab", false);
        bytes.extend([0x00, 0xd8, b'c', 0x00]);
        assert_eq!(decode(Charset::Utf16Le, &bytes), Err(6));
    }
}
