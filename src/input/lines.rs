//! The text of an input that one encoding reads, decoded a block of whole
//! lines at a time as it is read: what fills the window games are split
//! off (`input::stream`).

use std::io::Read;

use super::decoded::io_reason;
use super::encoding::{Charset, stray_line};
use super::stream::{CHUNKS_AT_ONCE, UTF8_BOM, read_some};
use crate::diagnostic::Problem;

/// The text of an input, decoded a block of whole lines at a time.
pub(super) struct Lines {
    source: Box<dyn Read + Send>,
    charset: Charset,
    bom: bool,
    /// Bytes read and not decoded yet: the start of a line.
    pending: Vec<u8>,
    /// Bytes and lines before `pending`, for an error's place.
    at: usize,
    lines: usize,
    chunk: usize,
    end: bool,
    /// The bytes before this were found to hold no control byte when the
    /// encoding was decided (all of a file's, which is taken to be the
    /// same when it is read again): they are not checked again.
    pub(super) checked: usize,
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
            pending: Vec::new(),
            at: 0,
            lines: 0,
            chunk,
            end: false,
            checked: 0,
        }
    }

    /// Appends the next whole lines of the text to `out` (the rest of it,
    /// at its end); `false` when there is no more.
    pub(super) fn read(&mut self, out: &mut String) -> Result<bool, Broken> {
        let mut buf = vec![0; self.chunk];
        loop {
            let ready = if self.end {
                self.pending.len()
            } else {
                memchr::memrchr(b'\n', &self.pending).map_or(0, |i| i + 1)
            };
            if self.bom && (self.end || self.pending.len() >= UTF8_BOM.len()) {
                self.bom = false;
                if self.pending.starts_with(UTF8_BOM) {
                    self.pending.drain(..UTF8_BOM.len());
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
            if ready > 0 && !self.bom && (self.end || self.pending.len() >= enough) {
                self.decode(ready, out)?;
                return Ok(true);
            }
            if self.end {
                return Ok(false);
            }
            let n = read_some(&mut self.source, &mut buf).map_err(|e| Broken::Io(io_reason(&e)))?;
            self.end = n == 0;
            self.pending.extend_from_slice(&buf[..n]);
        }
    }

    /// Decodes the first `n` pending bytes into `out`.
    fn decode(&mut self, n: usize, out: &mut String) -> Result<(), Broken> {
        let block = &self.pending[..n];
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
        match self.charset.decode_lines_onto(block, out) {
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
                        self.pending.drain(..read);
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
        self.pending.drain(..n);
        Ok(())
    }
}
