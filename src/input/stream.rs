//! Reading an input a chunk at a time, so that memory is bounded by its
//! largest game rather than by its size.
//!
//! How the bytes are decoded is decided first, exactly as from the whole
//! input (`input::encoding`, `input::decide`): a file is read once for
//! that, streamed, and then again; standard input or a pipe is read whole when it is short, and decided
//! from its first `STDIN_DECIDING` bytes when it is not. The text is then
//! decoded a line at a time into a window, the parts that hold its games are
//! split off the window ([`Splitter::next_in`]; they are read on
//! the pool, see `batch`), and the window moves on, keeping a few
//! lines before the next game so that every diagnostic shows what it shows
//! of the whole text. An input whose games cannot be split off a window
//! (a JKF file, a file in two encodings) is read whole, as before.
//!
//! The command line reads every file so, but a file longer than a window
//! in UTF-8, Shift_JIS or EUC-JP, which it reads once ([`Games::read_once`]:
//! decided from its first window, the rest checked and its lines surveyed
//! as they come, confirmed at its end); the
//! library's [`crate::Archive`] gives the games of one file as
//! [`Games::open`] reads it.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::decide::{Decision, decide};
pub use super::decoded::{Input, decode_owned, io_message, io_reason, said_io};
use super::encoding::Charset;
use super::lines::{Broken, Lines};
use super::reading::ReadBy;
use super::split::{self, Part, Splitter, Step};
use crate::diagnostic::Problem;

/// Bytes read at a time, unless `HENSOU_READ_CHUNK` says otherwise (tests
/// set a few bytes, to split characters and line ends across reads).
const CHUNK: usize = 64 << 10;

/// Chunks of lines surveyed or decoded at once: enough for two threads to
/// share (`input::threads`), 1 MiB of the usual chunks.
pub(super) const CHUNKS_AT_ONCE: usize = 16;

/// How many chunks a window holds before games are split off it.
const WINDOW_CHUNKS: usize = 16;

/// Parts handed on at a time: a window of a thousand games is split a few
/// dozen at a time, so that the pool checks the first while the splitting
/// thread reads the next (PGN-style and prose games are read where they are
/// split), rather than waiting for the whole window.
const PIECE_PARTS: usize = 64;

/// Standard input (or a pipe) shorter than this is read whole; from a
/// longer one, how it is decoded is decided from this much of it, and a
/// line further on that its encoding does not read ends it with an error.
const STDIN_DECIDING: usize = 1 << 20;

pub(super) const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";

/// The size of a read, as set for this run.
pub fn chunk_size() -> usize {
    std::env::var("HENSOU_READ_CHUNK")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|&c| c > 0)
        .unwrap_or(CHUNK)
}

/// The regular file at `path`, open, when it is longer than `window`;
/// `None` for any other file.
fn longer_than(path: &Path, window: usize) -> Option<std::fs::File> {
    let file = std::fs::File::open(path).ok()?;
    let meta = file.metadata().ok()?;
    (meta.is_file() && meta.len() > window as u64).then_some(file)
}

fn utf16_of(reader: impl Read) -> io::Result<Option<Charset>> {
    let mut mark = Vec::with_capacity(2);
    reader.take(2).read_to_end(&mut mark)?;
    Ok(super::utf16::by_mark(&mark))
}

/// `reader`'s bytes as UTF-8 when they are `utf16`, else as they are.
fn as_utf8(reader: impl Read + Send + 'static, utf16: Option<Charset>) -> Box<dyn Read + Send> {
    match utf16 {
        Some(charset) => Box::new(super::utf16::Utf16Reader::new(charset, reader)),
        None => Box::new(reader),
    }
}

/// Reads what `reader` gives into `buf`, again when interrupted.
pub(super) fn read_some(reader: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    loop {
        match reader.read(buf) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            other => return other,
        }
    }
}

/// What an input gives, a window at a time.
pub enum Piece {
    /// Parts of the input that hold its next games, in order, and the
    /// window of text they lie in.
    Parts(Arc<Input>, Vec<Part>),
    /// The input as far as it is no text: an input with the problem and
    /// nothing else (placed where the problem is).
    Unread(Box<Input>),
    /// The input could not be read.
    Error(crate::messages::Msg),
}

/// The games of one input, split off a window of its text.
pub struct Games {
    name: String,
    path: Option<PathBuf>,
    /// The text not in the window yet; none once the input is read whole.
    lines: Option<Lines>,
    read: ReadBy,
    splitter: Option<Splitter>,
    /// Text from `offset` (after `lines_before` line breaks) on.
    window: String,
    /// The window, once games are being split off it and handed on.
    shared: Option<Arc<Input>>,
    /// The window before, handed on with the games split off it: its room
    /// is taken for the next window once they are done with it
    /// ([`Games::recycled`]), where a new window was new memory, faulted
    /// in a page at a time as its text was written.
    spent: Option<Arc<Input>>,
    offset: usize,
    lines_before: usize,
    /// Whether the window holds the rest of the text.
    whole: bool,
    /// Text the window is filled to before games are split off it.
    target: usize,
    /// Decoding's warnings, for the first window.
    warnings: Vec<Problem>,
    /// What ends the input early: text it cannot read on from.
    broken: Option<Piece>,
    done: bool,
    /// The encoding the text is read in.
    charset: Charset,
    /// The file read once ([`Games::read_once`]) while its end has not
    /// confirmed how its start decided it is read.
    once: Option<PathBuf>,
    /// The file read once turned out not to be read as its start decided:
    /// what was split off it is to be dropped and the file read again.
    contradicted: bool,
}

impl Games {
    /// Opens `path` (`-` for standard input): its games, or what says why
    /// it has none.
    pub fn open(path: &Path, read: ReadBy) -> Result<Games, Piece> {
        let stdin = path.as_os_str() == "-";
        let name = if stdin {
            "<stdin>".to_string()
        } else {
            path.display().to_string()
        };
        let failed = |e: io::Error| Piece::Error(said_io(&name, &e));
        let file = (!stdin).then(|| path.to_path_buf());
        // What is read before the encoding is decided, the rest of the
        // input, and how it is decoded.
        let utf16;
        let (start, rest, decision): (Vec<u8>, Box<dyn Read + Send>, Decision) =
            if !stdin && std::fs::metadata(path).map_err(failed)?.is_file() {
                utf16 = utf16_of(std::fs::File::open(path).map_err(failed)?).map_err(failed)?;
                let open = || -> io::Result<Box<dyn Read + Send>> {
                    Ok(as_utf8(std::fs::File::open(path)?, utf16))
                };
                let decision = decide(open, true).map_err(failed)?;
                (Vec::new(), open().map_err(failed)?, decision)
            } else {
                // Standard input, a pipe or a device can be read only once.
                let source: Box<dyn Read + Send> = if stdin {
                    Box::new(io::stdin())
                } else {
                    Box::new(std::fs::File::open(path).map_err(failed)?)
                };
                let mut source = source;
                let mut mark = Vec::with_capacity(2);
                (source.by_ref().take(2))
                    .read_to_end(&mut mark)
                    .map_err(failed)?;
                utf16 = super::utf16::by_mark(&mark);
                let mut source = as_utf8(io::Cursor::new(mark).chain(source), utf16);
                let mut start = Vec::new();
                (&mut source)
                    .take(STDIN_DECIDING as u64)
                    .read_to_end(&mut start)
                    .map_err(failed)?;
                let decision = if start.len() < STDIN_DECIDING {
                    Decision::Whole
                } else {
                    decide(|| Ok(io::Cursor::new(&start)), false).map_err(failed)?
                };
                (start, source, decision)
            };
        let mut games = Games::decided(name, file, (start, rest), decision, read)?;
        if let Some(charset) = utf16 {
            games.charset = charset;
        }
        Ok(games)
    }

    /// The games of the file at `path`, read once: how it is read is
    /// decided from its first window, as standard input's is, and its
    /// games are split off as its text is read, each later read checked as
    /// it comes. [`Games::open`] decides from every byte, reading the file
    /// once for that and again for its games; this reading gives the same
    /// games only when the rest of the file confirms the decision, which
    /// the caller asks ([`Games::pending`]) before letting anything it made
    /// of them out; when the rest does not ([`Games::contradicted`]), the
    /// file is to be read again by [`Games::open`]. A file in Shift_JIS or
    /// EUC-JP has the survey of its lines carried on from its first byte
    /// as they are decoded (`Survey::lines_decoded`), and its end compares
    /// the encoding the survey of every line chooses with the first
    /// window's. Only a file longer than a window, in UTF-8 or one of those
    /// by its first window, is read so; any other as by [`Games::open`].
    pub fn read_once(path: &Path, read: ReadBy) -> Result<Games, Piece> {
        let window = chunk_size().saturating_mul(WINDOW_CHUNKS);
        let Some(mut file) = longer_than(path, window) else {
            return Games::open(path, read);
        };
        let Ok(None) = utf16_of(&mut file) else {
            return Games::open(path, read);
        };
        // Decided from the first window read from the file a chunk at a
        // time, not gathered in memory first: a window's bytes held for
        // the decision stayed in the heap for the whole reading. UTF-8, or
        // Shift_JIS or EUC-JP as the survey of the window's lines chooses
        // (the survey of every line goes on as they are decoded).
        let window_of_file = || {
            let mut start = file.try_clone()?;
            io::Seek::rewind(&mut start)?;
            Ok(start.take(window as u64))
        };
        let decision = match decide(window_of_file, false) {
            Ok(lines @ Decision::Lines { .. }) => lines,
            _ => return Games::open(path, read),
        };
        let name = path.display().to_string();
        if io::Seek::rewind(&mut file).is_err() {
            return Games::open(path, read);
        }
        let at = Some(path.to_path_buf());
        let mut games = Games::decided(name, at, (Vec::new(), Box::new(file)), decision, read)?;
        games.once = Some(path.to_path_buf());
        if let Some(lines) = &mut games.lines {
            lines.once = true;
            if games.charset != Charset::Utf8 {
                lines.survey = Some(super::encoding::Survey::default());
            }
        }
        Ok(games)
    }

    /// Whether the file read once has not yet been confirmed to be read as
    /// its start decided.
    pub fn pending(&self) -> bool {
        self.once.is_some() && !self.contradicted
    }

    /// Whether the file read once turned out not to be read as its start
    /// decided: nothing made of what it gave may be let out.
    pub fn contradicted(&self) -> bool {
        self.contradicted
    }

    /// Confirms (or not) how the file read once is read, by reading the
    /// rest of it ahead, from where its text is read to, with the checks
    /// [`Games::open`] makes of every byte: its games then go on as before.
    pub fn settle(&mut self) {
        let (Some(path), Some(lines)) = (&self.once, &mut self.lines) else {
            return;
        };
        let at = lines.decoded_to() as u64;
        // The survey of the lines decoded so far, carried on over the rest.
        let (survey, charset) = (lines.survey.take(), self.charset);
        let rest = || -> io::Result<bool> {
            let mut file = std::fs::File::open(path)?;
            io::Seek::seek(&mut file, io::SeekFrom::Start(at))?;
            match survey {
                None => super::decide::rest_is_utf8(file),
                Some(s) => Ok(super::decide::rest_surveyed(file, s)? == Some(charset)),
            }
        };
        match rest() {
            Ok(true) => {
                self.once = None;
                if let Some(lines) = &mut self.lines {
                    lines.checked = usize::MAX;
                }
            }
            _ => self.contradict(),
        }
    }

    /// Drops what is read of a file read once that is not read as its
    /// start decided.
    fn contradict(&mut self) {
        self.contradicted = true;
        self.done = true;
        self.whole = true;
        self.lines = None;
        self.shared = None;
        self.spent = None;
        self.window = String::new();
    }

    /// The games of `bytes` held in memory, named `name`, read as a file
    /// is.
    pub fn bytes(name: String, bytes: Arc<[u8]>, read: ReadBy) -> Result<Games, Piece> {
        let utf16 = super::utf16::by_mark(&bytes);
        let cursor = || -> io::Result<Box<dyn Read + Send>> {
            Ok(as_utf8(io::Cursor::new(Arc::clone(&bytes)), utf16))
        };
        let failed = |e: io::Error| Piece::Error(said_io(&name, &e));
        let decision = decide(cursor, true).map_err(failed)?;
        let rest = as_utf8(io::Cursor::new(Arc::clone(&bytes)), utf16);
        let mut games = Games::decided(name, None, (Vec::new(), rest), decision, read)?;
        if let Some(charset) = utf16 {
            games.charset = charset;
        }
        Ok(games)
    }

    /// The games of an input whose start has been read and whose decoding
    /// has been decided.
    fn decided(
        name: String,
        file: Option<PathBuf>,
        (start, mut rest): (Vec<u8>, Box<dyn Read + Send>),
        decision: Decision,
        read: ReadBy,
    ) -> Result<Games, Piece> {
        let failed = |e: io::Error| Piece::Error(said_io(&name, &e));
        let (charset, bom, checked) = match decision {
            Decision::Binary(p) => return Err(Piece::Unread(Box::new(Input::unread(name, p)))),
            Decision::Whole => {
                let mut bytes = start;
                rest.read_to_end(&mut bytes).map_err(failed)?;
                let mut inp = decode_owned(name, bytes);
                inp.path = file;
                return Games::whole(inp, read);
            }
            Decision::Lines {
                charset,
                bom,
                checked,
            } => (charset, bom, checked),
        };
        let source = Box::new(io::Cursor::new(start).chain(rest));
        let mut lines = Lines::new(source, charset, bom, chunk_size());
        lines.checked = checked;
        let games = Games {
            lines: Some(lines),
            whole: false,
            target: chunk_size().saturating_mul(WINDOW_CHUNKS),
            warnings: Vec::new(),
            charset,
            ..Games::of(name, file, read)
        };
        Ok(Games {
            window: String::with_capacity(games.window_capacity()),
            ..games
        })
    }

    /// The games of the file at `path` when it is no longer than a window:
    /// read whole at once, as its one window would be, with less work
    /// than a window at a time. `None` for a longer file, or one that is
    /// not a plain file.
    pub fn small_file(path: &Path, read: ReadBy) -> Option<Result<Games, Piece>> {
        let mut file = std::fs::File::open(path).ok()?;
        let size = file.metadata().ok().filter(|m| m.is_file())?.len();
        if size > chunk_size().saturating_mul(WINDOW_CHUNKS) as u64 {
            return None;
        }
        let name = path.display().to_string();
        let mut bytes = Vec::with_capacity(size as usize);
        Some(match file.read_to_end(&mut bytes) {
            Ok(_) => {
                let mut inp = decode_owned(name, bytes);
                inp.path = Some(path.to_path_buf());
                Games::whole(inp, read)
            }
            Err(e) => Err(Piece::Error(said_io(&name, &e))),
        })
    }

    /// The games of `text`, already decoded, named `name`: read whole.
    pub fn text(name: String, text: String, read: ReadBy) -> Result<Games, Piece> {
        Games::whole(Input::text(name, text), read)
    }

    /// The games of an input read whole, or the input if it is no text.
    fn whole(inp: Input, read: ReadBy) -> Result<Games, Piece> {
        if inp.problem.is_some() {
            return Err(Piece::Unread(Box::new(inp)));
        }
        Ok(Games {
            window: inp.text,
            warnings: inp.warnings,
            charset: inp.charset,
            ..Games::of(inp.name, inp.path, read)
        })
    }

    /// An input with nothing read yet nor left to read.
    fn of(name: String, path: Option<PathBuf>, read: ReadBy) -> Games {
        Games {
            name,
            path,
            lines: None,
            read,
            splitter: None,
            window: String::new(),
            shared: None,
            spent: None,
            offset: 0,
            lines_before: 0,
            whole: true,
            target: 0,
            warnings: Vec::new(),
            broken: None,
            done: false,
            charset: Charset::Utf8,
            once: None,
            contradicted: false,
        }
    }

    /// Fills the window to its target, or to the end of the text.
    fn fill(&mut self) {
        let Some(lines) = &mut self.lines else {
            return;
        };
        while !self.whole && self.window.len() < self.target {
            let read = match lines.read_utf8_onto(&mut self.window, self.target) {
                Some(read) => read,
                None => lines.read(&mut self.window),
            };
            match read {
                Ok(true) => {}
                Ok(false) if !lines.confirmed() => return self.contradict(),
                Ok(false) => {
                    self.whole = true;
                    // Every byte read and checked, every line surveyed:
                    // the decision stands.
                    self.once = None;
                }
                Err(_) if self.once.is_some() => return self.contradict(),
                Err(broken) => {
                    // What is read so far is read as the whole text.
                    self.whole = true;
                    self.broken = Some(match broken {
                        Broken::Io(reason) => Piece::Error(crate::msg!(
                            "usage-io",
                            path = &self.name,
                            reason = reason
                        )),
                        Broken::Binary(p) => {
                            Piece::Unread(Box::new(Input::unread(self.name.clone(), *p)))
                        }
                        Broken::Encoding { problem, lines } => {
                            let mut inp = Input::unread(self.name.clone(), *problem);
                            inp.offset = self.offset + self.window.len();
                            inp.lines_before = lines;
                            Piece::Unread(Box::new(inp))
                        }
                    });
                }
            }
        }
    }

    /// The window as an input shared by the games split off it.
    fn window_input(&mut self) -> Arc<Input> {
        let mut inp = Input::text(self.name.clone(), std::mem::take(&mut self.window));
        inp.path = self.path.clone();
        inp.charset = self.charset;
        inp.offset = self.offset;
        inp.lines_before = self.lines_before;
        inp.warnings = std::mem::take(&mut self.warnings);
        Arc::new(inp)
    }

    /// Moves the window on to `keep` in `inp`'s text, the window's text.
    fn move_window(&mut self, inp: Arc<Input>, keep: usize) {
        self.offset += keep;
        self.lines_before += crate::record::line_breaks(&inp.text[..keep]);
        if let Some(s) = &mut self.splitter {
            s.drop_front(keep);
        }
        self.window = match Arc::try_unwrap(inp) {
            Ok(mut inp) => {
                inp.text.drain(..keep);
                inp.text
            }
            Err(inp) => {
                let mut window = self.recycled();
                window.push_str(&inp.text[keep..]);
                self.spent = Some(inp);
                window
            }
        };
    }

    /// An empty window with room for a window filled to its target: the
    /// text of the window before, when no one holds it any more, else new.
    fn recycled(&mut self) -> String {
        let spent = self.spent.take().and_then(|inp| Arc::try_unwrap(inp).ok());
        let mut window = spent.map(|inp| inp.text).unwrap_or_default();
        window.clear();
        window.reserve(self.window_capacity());
        window
    }

    /// Room for a window filled to its target: the last read may pass the
    /// target by a block of lines, which decoding may make up to three
    /// times as long (a half-width kana is one byte in Shift_JIS, three in
    /// UTF-8) and reserves room for; growing the window as it fills would
    /// copy it over and over. Room not written to costs no memory.
    fn window_capacity(&self) -> usize {
        let block = chunk_size().saturating_mul(CHUNKS_AT_ONCE + 1);
        (self.target).saturating_add(block.saturating_mul(3))
    }

    /// Up to [`PIECE_PARTS`] parts of the games the window holds whole,
    /// and whether the window holds no more; sets `done` after the last.
    fn split(&mut self, inp: &Input) -> (Vec<Part>, bool) {
        let mut parts = Vec::new();
        let Some(splitter) = &mut self.splitter else {
            return (parts, true);
        };
        while parts.len() < PIECE_PARTS {
            match splitter.next_in(&inp.text, self.whole) {
                Step::Parts(p) => parts.extend(p),
                Step::More => return (parts, true),
                Step::Done => {
                    self.done = true;
                    return (parts, true);
                }
            }
        }
        (parts, false)
    }
}

impl Iterator for Games {
    type Item = Piece;

    fn next(&mut self) -> Option<Piece> {
        while !self.done {
            // A window some parts were handed on from already, or a new one.
            let (inp, fresh) = match self.shared.take() {
                Some(inp) => (inp, false),
                None => {
                    self.fill();
                    if self.contradicted {
                        return None;
                    }
                    if self.splitter.is_none() {
                        self.splitter = Splitter::for_prefix(&self.window, self.whole, &self.read);
                        if self.splitter.is_none() {
                            self.target = self.target.max(self.window.len()).saturating_mul(2);
                            continue;
                        }
                    }
                    (self.window_input(), true)
                }
            };
            let (parts, spent) = self.split(&inp);
            if !spent {
                self.shared = Some(Arc::clone(&inp));
                return Some(Piece::Parts(inp, parts));
            }
            let keep =
                split::context_start(&inp.text, self.splitter.as_ref().map_or(0, Splitter::at));
            if parts.is_empty() {
                if fresh && !self.done {
                    // A game longer than the window: a longer one. (Not
                    // when the parts handed on last ended the window.)
                    self.target = self.target.max(inp.text.len()).saturating_mul(2);
                }
                if !self.done {
                    self.move_window(inp, keep);
                }
                continue;
            }
            if !self.done {
                self.move_window(Arc::clone(&inp), keep);
            }
            return Some(Piece::Parts(inp, parts));
        }
        self.broken.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file longer than a window is read once, its decision pending
    /// until its end: confirmed by a clean end, contradicted by a control
    /// byte or bytes that are not UTF-8 in its last line (no piece handed
    /// on after that), or by the rest read ahead ([`Games::settle`]).
    #[test]
    fn a_file_read_once_is_confirmed_by_its_end() {
        let game = "position startpos moves 7g7f 3c3d 8h2b+\n";
        let text = game.repeat((3 << 20) / game.len());
        let dir = tempfile::tempdir().unwrap();
        let read = ReadBy {
            reading: crate::Reading::Auto,
            registry: crate::registry::builtin().clone(),
        };
        for (end, contradicted) in [("", false), ("\u{1}\n", true), ("\u{ff}", false)] {
            for (last, settle) in [(b"".as_slice(), false), (b"\xff", true), (b"", true)] {
                let path = dir.path().join("games.usi");
                let bytes = [text.as_bytes(), end.as_bytes(), last].concat();
                std::fs::write(&path, &bytes).unwrap();
                let Ok(mut games) = Games::read_once(&path, read.clone()) else {
                    panic!("games");
                };
                let Some(Piece::Parts(..)) = games.next() else {
                    panic!("parts");
                };
                assert!(games.pending());
                if settle {
                    games.settle();
                }
                for piece in games.by_ref() {
                    assert!(matches!(piece, Piece::Parts(..)));
                }
                let bad = contradicted || !last.is_empty();
                assert_eq!(games.contradicted(), bad, "{end:?} {last:?} {settle}");
                assert!(!games.pending());
            }
        }
    }

    /// A Shift_JIS or EUC-JP file longer than a window is read once, in
    /// the encoding the survey of its first window chooses, the survey of
    /// every line carried on: confirmed at its end when the survey of all
    /// its lines chooses the same (as [`Games::open`] decides from every
    /// byte), else contradicted, whether by reading to the end or by the
    /// rest read ahead ([`Games::settle`]) after the first piece. Each
    /// way the end can decide otherwise: a control byte, a line of UTF-8,
    /// a line Shift_JIS does not read, no encoding reading every line, and
    /// both reading every line with the other less odd in the end.
    #[test]
    fn a_file_read_once_in_shift_jis_is_confirmed_by_the_survey_of_its_end() {
        let sjis = |t: &str| encoding_rs::SHIFT_JIS.encode(t).0.into_owned();
        let euc = |t: &str| encoding_rs::EUC_JP.encode(t).0.into_owned();
        let kif = std::fs::read_to_string("fixtures/shogi/valid/random-80.kif").unwrap();
        let kif = sjis(&kif.repeat((3 << 20) / kif.len()));
        // A CSA archive (ASCII) whose comments both encodings read: `治爾璽`
        // in Shift_JIS reads as three half-width signs in EUC-JP, `ア` in
        // EUC-JP as two in Shift_JIS; the first window's lines decide.
        let csa = std::fs::read_to_string("fixtures/shogi/valid/random-80.csa").unwrap() + "/\n";
        let csa = csa.repeat((3 << 20) / csa.len()).into_bytes();
        let commented = |first: &[u8], rest: &[u8], copies: usize| {
            let rest = rest.repeat(copies);
            [first, &csa[..csa.len() / 2], &rest, &csa[csa.len() / 2..]].concat()
        };
        let (sjis_odd, euc_odd) = (
            [b"'".as_slice(), &sjis("治爾璽\n")].concat(),
            [b"'".as_slice(), &euc("ア\n")].concat(),
        );
        let files: Vec<(&str, Vec<u8>, Option<Charset>)> = vec![
            ("clean", kif.clone(), None),
            ("control", [&kif[..], b"*\x01"].concat(), None),
            ("utf8", [&kif[..], "*変化\n".as_bytes()].concat(), None),
            ("eucjp", [&kif[..], &euc("*ン\n")].concat(), None),
            // EUC-JP that Shift_JIS reads (as half-width signs) and is read in.
            (
                "eucjp-read",
                [&kif[..], &euc("*変化\n")].concat(),
                Some(Charset::ShiftJis),
            ),
            ("none", [&kif[..], b"*\xff\xff\n"].concat(), None),
            (
                "to-eucjp",
                commented(&sjis_odd, &euc_odd, 4),
                Some(Charset::EucJp),
            ),
            (
                "to-shift_jis",
                commented(&euc_odd, &sjis_odd, 3),
                Some(Charset::ShiftJis),
            ),
            (
                "stays",
                commented(&sjis_odd, &euc_odd, 1),
                Some(Charset::ShiftJis),
            ),
        ];
        let dir = tempfile::tempdir().unwrap();
        let read = ReadBy {
            reading: crate::Reading::Auto,
            registry: crate::registry::builtin().clone(),
        };
        for (name, bytes, decided) in files {
            let path = dir.path().join(format!("{name}.txt"));
            std::fs::write(&path, &bytes).unwrap();
            let old = Games::open(&path, read.clone()).ok().map(|g| g.charset);
            let contradicted = !["clean", "stays", "eucjp-read"].contains(&name);
            if let Some(charset) = decided {
                assert_eq!(old, Some(charset), "{name}");
            }
            for settle in [false, true] {
                let Ok(mut games) = Games::read_once(&path, read.clone()) else {
                    panic!("games");
                };
                assert_ne!(games.charset, Charset::Utf8, "{name}");
                let first = games.next();
                let Some(Piece::Parts(..)) = first else {
                    panic!(
                        "parts: {name} {} {:?}",
                        first.is_none(),
                        games.contradicted()
                    );
                };
                assert!(games.pending(), "{name}");
                if settle {
                    games.settle();
                }
                for piece in games.by_ref() {
                    assert!(matches!(piece, Piece::Parts(..)), "{name}");
                }
                assert_eq!(games.contradicted(), contradicted, "{name} {settle}");
                assert!(!games.pending());
            }
        }
    }

    /// A window from which parts were handed on and whose games all went
    /// is moved on, not taken for a game longer than a window: that grew
    /// the window (twice as large each time) whenever the games a window
    /// held came out to a whole number of pieces.
    #[test]
    fn windows_stay_the_size_they_are_given() {
        let target = 8 << 10;
        for plies in 1..12 {
            let game = format!("position startpos moves{}\n", " 7g7f 3c3d".repeat(plies));
            let text = game.repeat((400 << 10) / game.len());
            let mut read = 0;
            for piece in usi_windows(text, target) {
                let Piece::Parts(inp, parts) = piece else {
                    panic!("parts");
                };
                assert!(
                    inp.text.len() < 2 * target,
                    "{plies} plies: {}",
                    inp.text.len()
                );
                read += parts.len();
            }
            assert_eq!(read, (400 << 10) / game.len(), "{plies} plies");
        }
    }

    /// The games of a USI `text` read from a stream in windows of about
    /// `target` bytes, its lines read 1 KiB at a time.
    fn usi_windows(text: String, target: usize) -> Games {
        let bytes: Arc<[u8]> = text.into_bytes().into();
        let source = Box::new(io::Cursor::new(Arc::clone(&bytes)));
        let read = ReadBy {
            reading: crate::Reading::Auto,
            registry: crate::registry::builtin().clone(),
        };
        let Ok(mut games) = Games::bytes("usi".into(), bytes, read) else {
            panic!("text");
        };
        games.lines = Some(Lines::new(source, Charset::Utf8, false, 1 << 10));
        games.target = target;
        games
    }

    /// The pieces of a text of many windows, read `held` (every piece
    /// kept to the end) or each dropped before the next is read: where
    /// each window's text lies, and whether every window's text is the
    /// source's text where the window says it is, after the last piece.
    fn windows_read(held: bool) -> (Vec<usize>, bool) {
        let game = "position startpos moves 7g7f 3c3d 2g2f\n";
        let text = game.repeat((200 << 10) / game.len());
        let games = usi_windows(text.clone(), 8 << 10);
        let (mut places, mut kept) = (Vec::new(), Vec::new());
        let mut same = true;
        for piece in games {
            let Piece::Parts(inp, _) = piece else {
                panic!("parts");
            };
            places.push(inp.text.as_ptr() as usize);
            same &= text[inp.offset..].starts_with(&inp.text);
            if held {
                kept.push(inp);
            }
        }
        same &= (kept.iter()).all(|inp| text[inp.offset..].starts_with(&inp.text));
        (places, same)
    }

    /// A window whose pieces are all dropped lends its room to a later
    /// window, so that the windows of a long text take a few rooms in
    /// turn; a window still held keeps its text, each in a room of its
    /// own.
    #[test]
    fn a_window_no_one_holds_is_taken_again() {
        let (places, same) = windows_read(false);
        let rooms: std::collections::BTreeSet<_> = places.iter().collect();
        assert!(same);
        assert!(places.len() > 20, "{}", places.len());
        assert!(rooms.len() <= 3, "{} rooms", rooms.len());
        let (places, same) = windows_read(true);
        let rooms: std::collections::BTreeSet<_> = places.iter().collect();
        assert!(same);
        assert!(rooms.len() > 20, "{} rooms", rooms.len());
    }
}
