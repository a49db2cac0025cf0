//! The library's front door: read records from bytes, check or replay
//! them, convert them, list moves and run perft, without knowing how the
//! games are built underneath. Every type here keeps its fields private;
//! the engines themselves are in [`crate::variants`] for those who want a
//! game's own types.

#![warn(missing_docs)]

use std::borrow::Cow;
use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;

use serde::Serialize;

use crate::diagnostic::{Problem, Severity, did_you_mean};
use crate::formats::{self, Input, Splitter};
use crate::game::{Outcome, RuleOptionInfo, RuleSetInfo, RuleSpec, Side};
use crate::record::{self, Ending, GameRecord, InputCode, LineIndex, RecordEnd, Span, encoding};
use crate::replay;
use crate::rule_id::RuleId;
use crate::session::{MoveDifference, PlyFailure, Session, SetupError};
use crate::variants;

pub use crate::record::encoding::Charset;
pub use crate::replay::{Ply, RuleDifference};

/// Why a request of the library could not be met. Problems found *in* a
/// record are no errors: they are the record's [`Diagnostic`]s.
///
/// ```
/// let err = hensou::Position::new("chatr", None).unwrap_err();
/// assert!(matches!(err, hensou::Error::UnknownGame { .. }));
/// assert_eq!(err.to_string(), "no game called `chatr`; did you mean `chatra`?");
///
/// let mut position = hensou::Position::new("shogi", None)?;
/// match position.play("7g7e").unwrap_err() {
///     hensou::Error::Illegal { rule, suggestions, .. } => {
///         assert_eq!(rule, "shogi::piece-movement");
///         assert_eq!(suggestions, ["7g7f", "7i7h", "1g1f"]);
///     }
///     other => panic!("{other}"),
/// }
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// No game has this name.
    #[error("no game called `{name}`{hint}")]
    UnknownGame {
        /// The name asked for.
        name: String,
        /// `; did you mean ...?` with the nearest names, or empty.
        hint: String,
    },
    /// No format or notation has this name.
    #[error("no format called `{name}`{hint}")]
    UnknownFormat {
        /// The name asked for.
        name: String,
        /// `; did you mean ...?` with the nearest names, or empty.
        hint: String,
    },
    /// The game has no notation of this name.
    #[error("{game} has no notation called `{name}`{hint}")]
    UnknownNotation {
        /// The game's canonical name.
        game: &'static str,
        /// The name asked for.
        name: String,
        /// `; did you mean ...?` with the nearest names, or empty.
        hint: String,
    },
    /// The rules or the position string cannot be set up.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The text of a move does not read as a move of the game.
    #[error("`{text}` is no move: {message}")]
    Syntax {
        /// The move text given.
        text: String,
        /// What the notations expected.
        message: String,
    },
    /// The move reads, but the rules forbid it.
    #[error("`{text}` is illegal: {message}")]
    Illegal {
        /// The move text given.
        text: String,
        /// The rule broken, such as `shogi::nifu`.
        rule: RuleId,
        /// Why the rule forbids it.
        message: String,
        /// Legal moves nearest to what was written.
        suggestions: Vec<String>,
    },
    /// The move text holds more than one ply.
    #[error("`{text}` holds more than one move")]
    Trailing {
        /// The move text given.
        text: String,
    },
    /// A file could not be read.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// The decoded text of one record file, and what decoding it met.
///
/// A source holds the whole text; its games are read from it a chunk at a
/// time ([`Source::games`]), so a large archive's games are never all in
/// memory at once.
///
/// ```
/// let source = hensou::Source::from_bytes("game.csa", b"\xef\xbb\xbfV2.2\n+\n+7776FU\n".to_vec());
/// assert_eq!(source.text(), "V2.2\n+\n+7776FU\n");
/// assert_eq!(source.charset(), Some(hensou::Charset::Utf8));
/// let report = &source.validate(&hensou::Options::new())[0];
/// assert_eq!((report.game(), report.plies().len()), (Some("shogi"), 1));
/// ```
#[derive(Clone, Debug)]
pub struct Source {
    name: String,
    text: String,
    charset: Option<Charset>,
    problems: Vec<Problem>,
    /// Where the text lies in its file, when it is a window of it
    /// ([`Archive`]): bytes and line breaks before it.
    offset: usize,
    lines_before: usize,
    /// Made when a problem first needs a line number.
    lines: std::sync::OnceLock<LineIndex>,
}

impl Source {
    /// Reads `bytes` as text: UTF-8 (a byte-order mark is dropped),
    /// Shift_JIS or EUC-JP, whichever reads it ([`Charset`]).
    /// Bytes that are no text give a source with an `input::binary` error
    /// and no text.
    ///
    /// ```
    /// // A KIF file of Kifu for Windows, in Shift_JIS.
    /// let bytes = std::fs::read("fixtures/shogi/valid/cshogi-shift-jis.kif")?;
    /// let source = hensou::Source::from_bytes("old.kif", bytes);
    /// assert_eq!(source.charset(), Some(hensou::Charset::ShiftJis));
    /// assert!(source.text().contains("１八飛(28)"));
    ///
    /// let binary = hensou::Source::from_bytes("a.out", b"\x7fELF\x02\x01\x00".to_vec());
    /// assert!(!binary.is_text());
    /// assert_eq!(binary.charset(), None);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn from_bytes(name: impl Into<String>, bytes: Vec<u8>) -> Source {
        let name = name.into();
        if let Some(at) = first_control(&bytes) {
            let problem = binary(bytes[at], at);
            return Source {
                name,
                text: String::new(),
                charset: None,
                problems: vec![problem],
                offset: 0,
                lines_before: 0,
                lines: Default::default(),
            };
        }
        let decoded = encoding::decode_owned(bytes);
        let problems = decoded
            .problems
            .into_iter()
            .map(|p| {
                let span = line_span(&decoded.text, p.line);
                p.at(span)
            })
            .collect();
        Source {
            name,
            text: decoded.text,
            charset: Some(decoded.charset),
            problems,
            offset: 0,
            lines_before: 0,
            lines: Default::default(),
        }
    }

    /// A source of text already decoded.
    ///
    /// ```
    /// let source = hensou::Source::from_text("post", "1.f9 2.Oh1");
    /// assert_eq!(source.name(), "post");
    /// ```
    pub fn from_text(name: impl Into<String>, text: impl Into<String>) -> Source {
        Source {
            name: name.into(),
            text: text.into(),
            charset: Some(Charset::Utf8),
            problems: Vec::new(),
            offset: 0,
            lines_before: 0,
            lines: Default::default(),
        }
    }

    /// Reads and decodes the file at `path`.
    ///
    /// ```
    /// let source = hensou::Source::open("fixtures/macedonian/valid/features-ascii.pgn")?;
    /// assert_eq!(source.name(), "fixtures/macedonian/valid/features-ascii.pgn");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(report.game(), Some("macedonian"));
    /// assert_eq!(report.outcome().unwrap().reason, "crown-captured");
    ///
    /// assert!(matches!(hensou::Source::open("no/such/file"), Err(hensou::Error::Io(_))));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn open(path: impl AsRef<Path>) -> Result<Source, Error> {
        let path = path.as_ref();
        Ok(Source::from_bytes(
            path.display().to_string(),
            std::fs::read(path)?,
        ))
    }

    /// The name the source was given: its path, for a file.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The decoded text; empty when the bytes were no text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The encoding the bytes were read in; `None` when they are no text.
    pub fn charset(&self) -> Option<Charset> {
        self.charset
    }

    /// Whether the bytes could be read as text at all.
    pub fn is_text(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
    }

    /// What decoding met: an error when the bytes are no text, warnings
    /// for lenient readings (a comment in another encoding).
    ///
    /// ```
    /// let binary = hensou::Source::from_bytes("a.out", b"\x7fELF\x02\x01\x00".to_vec());
    /// let problem = binary.problems().next().unwrap();
    /// assert_eq!(problem.code(), "input::binary");
    /// assert_eq!(problem.message(), "this is not a text file (control byte 0x02 at byte 4)");
    /// ```
    pub fn problems(&self) -> impl Iterator<Item = Diagnostic> + '_ {
        self.problems.iter().map(|p| self.diagnostic(p))
    }

    /// The games in the text, found by content, a chunk at a time.
    ///
    /// ```
    /// let source = hensou::Source::from_text("two.usi", "startpos moves 7g7f\nstartpos moves 2g2f\n");
    /// assert_eq!(source.games().count(), 2);
    /// ```
    pub fn games(&self) -> Games<'_> {
        self.games_as(Reading::default())
    }

    /// The games in the text, read as `reading` says.
    ///
    /// ```
    /// use hensou::{Options, Reading, Source};
    /// let post = Source::from_text("post.txt", "Last night: 1.f9 2.Oh1 3.Of11, then I resigned.");
    /// let game = post.games_as(Reading::forum()).next().unwrap();
    /// let report = game.validate(&Options::new().game("chatra"));
    /// assert!(report.is_valid());
    /// assert_eq!(report.plies().len(), 3);
    /// ```
    pub fn games_as(&self, reading: Reading) -> Games<'_> {
        Games {
            source: self,
            splitter: self.is_text().then(|| Splitter::new(&self.text, reading.0)),
            ready: VecDeque::new(),
            next_number: 1,
        }
    }

    /// Checks every game, as `hensou validate` does: one report a game, or
    /// one report holding why the bytes could not be read.
    ///
    /// ```
    /// let source = hensou::Source::from_text("game.usi", "startpos moves 7g7f 3c3d 8h2b+");
    /// let reports = source.validate(&hensou::Options::new());
    /// assert!(reports[0].is_valid());
    /// assert_eq!(reports[0].plies().len(), 3);
    /// ```
    pub fn validate(&self, options: &Options) -> Vec<Report> {
        if !self.is_text() {
            return vec![Report::unread(self)];
        }
        self.games().map(|g| g.validate(options)).collect()
    }

    /// The source of a window of a file's text.
    fn of_window(input: Arc<crate::stream::Input>) -> Source {
        let input = Arc::try_unwrap(input).unwrap_or_else(|shared| shared.as_ref().clone());
        Source {
            name: input.name,
            text: input.text,
            charset: input.problem.is_none().then_some(input.charset),
            problems: input.problem.into_iter().chain(input.warnings).collect(),
            offset: input.offset,
            lines_before: input.lines_before,
            lines: Default::default(),
        }
    }

    /// Name, text and problems, for the windows of [`crate::stream`].
    pub(crate) fn into_parts(self) -> (String, String, Vec<Problem>) {
        (self.name, self.text, self.problems)
    }

    /// Where the text's lines start, made once for every problem's line;
    /// numbered as in the whole file.
    fn lines(&self) -> &LineIndex {
        self.lines
            .get_or_init(|| LineIndex::new(&self.text).after_lines(self.lines_before))
    }

    /// The problem `p` of the text, placed in the whole file.
    fn diagnostic(&self, p: &Problem) -> Diagnostic {
        Diagnostic::new(&self.text, self.lines(), p).moved(self.offset)
    }

    fn warnings(&self, number: usize) -> impl Iterator<Item = &Problem> {
        // Decoding's warnings belong to the file, shown with its first game.
        self.problems.iter().filter(move |_| number == 1)
    }
}

/// A byte that no text file holds: below 0x20 and none of tab, line feed,
/// carriage return, form feed, escape. Written without a branch.
fn is_control(b: u8) -> bool {
    (b < 0x20) & (b != b'\t') & (b != b'\n') & (b != b'\r') & (b != 0x0c) & (b != 0x1b)
}

/// The error of bytes that are no text: `byte`, a control byte, at `at`.
pub(crate) fn binary(byte: u8, at: usize) -> Problem {
    Problem::error(
        InputCode::Binary,
        format!("this is not a text file (control byte 0x{byte:02x} at byte {at})"),
        Span::new(0, 0),
    )
    .help("hensou reads records written as text (UTF-8, Shift_JIS or EUC-JP)")
}

/// Where the first [`is_control`] byte of `bytes` is. Blocks of 64 bytes
/// are tested whole, without a branch a byte (which the compiler makes
/// vector instructions of), and only a block that holds one is searched:
/// the test of every input is then a small part of reading it.
pub(crate) fn first_control(bytes: &[u8]) -> Option<usize> {
    const BLOCK: usize = 64;
    let block = bytes
        .chunks(BLOCK)
        .position(|chunk| chunk.iter().fold(false, |any, &b| any | is_control(b)))?;
    let start = block * BLOCK;
    let at = bytes[start..].iter().position(|&b| is_control(b))?;
    Some(start + at)
}

/// The span of line `n` (from 1) of `text`; empty past its end.
fn line_span(text: &str, n: usize) -> Span {
    let mut at = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if i + 1 == n {
            return Span::new(at, line.trim_end_matches(['\n', '\r']).len());
        }
        at += line.len();
    }
    Span::new(0, 0)
}

/// How to find games in a text: [`Reading::auto`] unless the caller
/// knows better.
///
/// ```
/// use hensou::{Reading, Source};
/// let usi = Source::from_text("a.usi", "startpos moves 7g7f 3c3d\nstartpos moves 2g2f\n");
/// assert_eq!(usi.games_as(Reading::format("usi")?).count(), 2);
/// assert_eq!(usi.games_as(Reading::auto()).count(), 2);
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Reading(Input);

impl Default for Reading {
    fn default() -> Reading {
        Reading::auto()
    }
}

impl Reading {
    /// Decide from the text: a tagged record or post, a registered format
    /// found by its marks, else a record or forum prose.
    pub fn auto() -> Reading {
        Reading(Input::Auto)
    }
    /// A PGN-style record: `[Tag "value"]` lines, numbered moves,
    /// `{comments}`, a result.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"alquerque\"]\n1. c2-c3 *");
    /// let game = source.games_as(hensou::Reading::record()).next().unwrap();
    /// assert_eq!(game.validate(&hensou::Options::new()).plies().len(), 1);
    /// ```
    pub fn record() -> Reading {
        Reading(Input::Record)
    }
    /// Free prose (a forum post, a mail) with numbered moves in it.
    pub fn forum() -> Reading {
        Reading(Input::Forum)
    }
    /// One registered file format: `kif`, `ki2`, `csa`, `usi`, `jkf`, ...
    ///
    /// ```
    /// assert!(hensou::Reading::format("csa").is_ok());
    /// let err = hensou::Reading::format("cas").unwrap_err();
    /// assert_eq!(err.to_string(), "no format called `cas`; did you mean `csa`?");
    /// ```
    pub fn format(name: &str) -> Result<Reading, Error> {
        match formats::find(name) {
            Some(format) => Ok(Reading(Input::Format(format))),
            None => {
                let names: Vec<&str> = variants::formats().map(|f| f.name).collect();
                Err(Error::UnknownFormat {
                    name: name.into(),
                    hint: did_you_mean(name, &names),
                })
            }
        }
    }
}

/// The games of a [`Source`], in order ([`Source::games`]).
///
/// ```
/// let source = hensou::Source::open("fixtures/alquerque/valid/two-games.pgn")?;
/// let numbers: Vec<usize> = source.games().map(|game| game.number()).collect();
/// assert_eq!(numbers, [1, 2]);
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Games<'s> {
    source: &'s Source,
    splitter: Option<Splitter>,
    ready: VecDeque<GameRecord>,
    next_number: usize,
}

impl<'s> Iterator for Games<'s> {
    type Item = Game<'s>;

    fn next(&mut self) -> Option<Game<'s>> {
        while self.ready.is_empty() {
            let chunk = self.splitter.as_mut()?.next_chunk(&self.source.text);
            match chunk {
                Some(games) => self.ready.extend(games),
                None => self.splitter = None,
            }
        }
        let record = self.ready.pop_front()?;
        let number = self.next_number;
        self.next_number += 1;
        Some(Game {
            source: self.source,
            number,
            record: Cow::Owned(record),
        })
    }
}

/// The games of a record file, read a window of its text at a time, as
/// the command line reads every file: memory is bounded by the largest
/// game and a window (a megabyte or so), not by the file, and the first
/// game comes as soon as its window is read. Texts whose games cannot be
/// split off a window (forum prose, a PGN-style record) are read whole.
///
/// Each [`Window`] holds games and the text they lie in; their numbers,
/// offsets and line numbers are those of the whole file.
///
/// ```
/// use hensou::{Archive, Options, Reading};
/// let mut numbers = Vec::new();
/// for window in Archive::open("fixtures/alquerque/valid/two-games.pgn", Reading::auto())? {
///     for game in window?.games() {
///         assert!(game.validate(&Options::new()).is_valid());
///         numbers.push(game.number());
///     }
/// }
/// assert_eq!(numbers, [1, 2]);
/// assert!(Archive::open("no/such/file", Reading::auto()).is_err());
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Archive {
    games: Option<crate::stream::Games>,
    /// What the file gave before it was split: that it is no text.
    first: Option<crate::stream::Piece>,
    /// What flows from one game of the file to the next.
    carried: formats::Carried,
    next_number: usize,
}

impl Archive {
    /// Opens the file at `path` (`-` for standard input), its games found
    /// as `reading` says. An error when it cannot be opened.
    pub fn open(path: impl AsRef<Path>, reading: Reading) -> Result<Archive, Error> {
        let path = path.as_ref();
        let games = crate::stream::Games::small_file(path, reading.0)
            .unwrap_or_else(|| crate::stream::Games::open(path, reading.0));
        match games {
            Err(crate::stream::Piece::Error(message)) => {
                Err(Error::Io(std::io::Error::other(message)))
            }
            games => Ok(Archive::of(games)),
        }
    }

    /// The games of `bytes`, decoded as [`Source::from_bytes`] decodes
    /// them, a window at a time.
    pub fn from_bytes(name: impl Into<String>, bytes: Vec<u8>, reading: Reading) -> Archive {
        Archive::of(crate::stream::Games::bytes(
            name.into(),
            bytes.into(),
            reading.0,
        ))
    }
}

impl Archive {
    /// The games of `text`, already decoded (as [`Source::from_text`]
    /// takes it): in memory already, it is one window.
    pub fn from_text(
        name: impl Into<String>,
        text: impl Into<String>,
        reading: Reading,
    ) -> Archive {
        Archive::of(crate::stream::Games::text(
            name.into(),
            text.into(),
            reading.0,
        ))
    }

    fn of(games: Result<crate::stream::Games, crate::stream::Piece>) -> Archive {
        let (games, first) = match games {
            Ok(games) => (Some(games), None),
            Err(piece) => (None, Some(piece)),
        };
        Archive {
            games,
            first,
            carried: formats::Carried::default(),
            next_number: 1,
        }
    }
}

impl Iterator for Archive {
    type Item = Result<Window, Error>;

    fn next(&mut self) -> Option<Result<Window, Error>> {
        let piece = match self.first.take() {
            Some(piece) => piece,
            None => self.games.as_mut()?.next()?,
        };
        let first = self.next_number;
        Some(match piece {
            crate::stream::Piece::Parts(input, parts) => {
                let mut records = Vec::new();
                for part in parts {
                    let read = part.read(&input.text);
                    records.extend(self.carried.pass(&input.text, read));
                }
                self.next_number += records.len();
                Ok(Window {
                    source: Source::of_window(input),
                    records,
                    first,
                })
            }
            crate::stream::Piece::Unread(input) => {
                self.games = None;
                Ok(Window {
                    source: Source::of_window(Arc::new(*input)),
                    records: Vec::new(),
                    first,
                })
            }
            crate::stream::Piece::Error(message) => {
                self.games = None;
                Err(Error::Io(std::io::Error::other(message)))
            }
        })
    }
}

/// Games of an [`Archive`] and the window of its text they lie in.
pub struct Window {
    source: Source,
    records: Vec<GameRecord>,
    /// The number of the first game in the file.
    first: usize,
}

impl Window {
    /// The window's text, placed in its file.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The games the window holds whole, numbered as in the file.
    pub fn games(&self) -> impl Iterator<Item = Game<'_>> {
        (0..self.records.len()).filter_map(|i| self.game(i))
    }

    /// The window's game `index` (from 0), if it holds so many.
    pub fn game(&self, index: usize) -> Option<Game<'_>> {
        Some(Game {
            source: &self.source,
            number: self.first + index,
            record: Cow::Borrowed(self.records.get(index)?),
        })
    }

    /// Checks every game; the report of why the file stops here when its
    /// bytes are no text from this window on.
    pub fn validate(&self, options: &Options) -> Vec<Report> {
        if !self.source.is_text() {
            let mut report = Report::unread(&self.source);
            report.number = self.first;
            return vec![report];
        }
        self.games().map(|g| g.validate(options)).collect()
    }
}

/// One game of a [`Source`], as written: check it ([`Game::validate`]) or
/// convert it ([`Game::convert`]).
///
/// ```
/// let source = hensou::Source::from_text("g.pgn", "[Variant \"shelt\"]\n\n1.fav:I4^r 2.mat:E4-S4\n");
/// let game = source.games().next().unwrap();
/// assert_eq!(game.number(), 1);
/// assert_eq!(game.text(), source.text());
/// let report = game.validate(&hensou::Options::new());
/// assert_eq!(report.rules(), Some("default"));
/// assert_eq!(report.plies()[1].text(game.text()), "mat:E4-S4");
/// ```
pub struct Game<'s> {
    source: &'s Source,
    number: usize,
    /// Owned when split off a whole source, borrowed from a [`Window`].
    record: Cow<'s, GameRecord>,
}

impl<'s> Game<'s> {
    /// Where the game stands in its source, from 1.
    pub fn number(&self) -> usize {
        self.number
    }

    /// The game's text as written.
    pub fn text(&self) -> &'s str {
        self.source
            .text
            .get(self.record.span.range())
            .unwrap_or_default()
    }

    /// The game's tags (`Variant`, `Sente`, ...), in order, as name and value.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"alquerque\"]\n\n1. c2-c3 *\n");
    /// let game = source.games().next().unwrap();
    /// assert_eq!(game.tag("variant"), Some("alquerque"));
    /// ```
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> {
        self.record
            .tags
            .iter()
            .map(|t| (t.name.as_str(), t.value.as_str()))
    }

    /// The value of the tag `name` (ignoring case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.record.tag(name)
    }

    /// The comments of the game's main line (`{...}`, `; ...`, KIF's `*`
    /// lines, CSA's `'` lines), in order: each one's text as read, and
    /// the byte offset and length of what was written.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"shelt\"]\n\n1.fav:I4^r {a quiet start} 2.mat:E4-S4\n");
    /// let game = source.games().next().unwrap();
    /// let comments: Vec<_> = game.comments().collect();
    /// assert_eq!(comments, [("a quiet start", 30, 15)]);
    /// ```
    pub fn comments(&self) -> impl Iterator<Item = (&str, usize, usize)> {
        self.record.movetext.iter().filter_map(|e| match e {
            record::Element::Comment { text, span, .. } => {
                Some((text.as_str(), span.offset, span.len))
            }
            _ => None,
        })
    }

    /// Checks every ply against the rules and plays it, stopping at the
    /// first illegal one.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 7f7e 3d3e 7e7d 3e3f 7d7c+ 3f3g+");
    /// let report = source.games().next().unwrap().validate(&hensou::Options::new());
    /// assert!(report.is_valid());
    /// assert_eq!(report.position().unwrap().legal_moves(None)?.len(), 55);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn validate(&self, options: &Options) -> Report {
        Report::new(
            self,
            replay::run(&self.source.text, &self.record, &options.inner),
        )
    }

    /// The game in the notation or format `to` (`kif`, `csa`, `usi`, ...):
    /// the text, and what could not be carried.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d");
    /// let game = source.games().next().unwrap();
    /// let converted = game.convert("csa", &hensou::Options::new());
    /// assert!(converted.text().unwrap().contains("+7776FU\n-3334FU"));
    /// assert!(converted.losses().is_empty());
    /// ```
    pub fn convert(&self, to: &str, options: &Options) -> Conversion {
        let mut options = options.inner.clone();
        options.convert_to = Some(to.to_string());
        let mut inner = replay::run(&self.source.text, &self.record, &options);
        let text = inner.write_converted(to);
        let partial = match text {
            Some(_) => None,
            None => inner.write_whole_or_partial(to, &self.source.text, &self.record),
        };
        let losses = inner
            .losses
            .iter()
            .map(|p| self.source.diagnostic(p))
            .collect();
        Conversion {
            report: Report::new(self, inner),
            text,
            partial,
            losses,
        }
    }
}

/// How to check a game: the game and rules for records that do not name
/// them, rule options, and more to do on the way.
///
/// ```
/// use hensou::{Options, Source};
/// // The white piece goes back to the point it came from.
/// let record = "[Position \"5/4B/2W2/5/5 w - -\"]\n1. c3-d3 e4-e3 2. d3-c3 *";
/// let source = Source::from_text("g.pgn", record);
/// let bell = Options::new().game("alquerque").rules("bell");
/// let report = &source.validate(&bell)[0];
/// assert_eq!(report.diagnostics()[0].code(), "alquerque::return");
/// // Allowed when only the point where the turn began is barred.
/// let report = &source.validate(&bell.rule("return=turn-start"))[0];
/// assert!(report.is_valid());
/// assert_eq!(report.rules(), Some("bell;return=turn-start"));
/// ```
#[derive(Clone, Debug)]
pub struct Options {
    inner: replay::Options,
}

impl Default for Options {
    /// Every report keeps its moves ([`Report::moves_in`]): a few bytes a
    /// ply, next to the [`Ply`] it keeps anyway.
    fn default() -> Options {
        Options {
            inner: replay::Options {
                keep_line: true,
                ..replay::Options::default()
            },
        }
    }
}

impl Options {
    /// The defaults: every record says its own game and rules, or its
    /// game is found from its moves.
    pub fn new() -> Options {
        Options::default()
    }
    /// The game of records without a `[Variant]` tag (any of its names).
    ///
    /// ```
    /// // Moves that name no game are read as the only game that takes
    /// // them, with a warning; saying which game leaves no doubt.
    /// let source = hensou::Source::from_text("post.txt", "1.f9 2.Oh1");
    /// let found = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(found.diagnostics()[0].code(), "record::detected-variant");
    /// let report = &source.validate(&hensou::Options::new().game("チャトラ"))[0];
    /// assert!(report.diagnostics().is_empty());
    /// assert!(report.is_valid());
    /// assert_eq!(report.game(), Some("chatra"));
    /// ```
    pub fn game(mut self, name: &str) -> Options {
        self.inner.variant = Some(name.to_string());
        self
    }
    /// The rules of records without a `[Rules]` tag: a rule set and
    /// options, `bell;return=turn-start`.
    pub fn rules(mut self, rules: &str) -> Options {
        self.inner.rules = RuleSpec::parse(rules);
        self
    }
    /// One rule option, `key=value`, over any record's own rules.
    pub fn rule(mut self, option: &str) -> Options {
        self.inner.overrides = self.inner.overrides.merged(&RuleSpec {
            set: None,
            options: RuleSpec::parse(option).options,
        });
        self
    }
    /// Also check every ply under these rules, from the same position
    /// ([`Report::differences`]).
    ///
    /// ```
    /// let record = "[Variant \"alquerque\"]\n[Position \"B4/5/2W2/5/5 w - -\"]\n1. c3-c2 *";
    /// let source = hensou::Source::from_text("g.pgn", record);
    /// let report = &source.validate(&hensou::Options::new().compare_rules("bell"))[0];
    /// assert!(report.is_valid());
    /// let difference = &report.differences()[0];
    /// assert_eq!((difference.ply, difference.text.as_str()), (1, "c3-c2"));
    /// assert!(!difference.legal_under_compared_rules);
    /// assert_eq!(difference.rule, "alquerque::backward");
    /// ```
    pub fn compare_rules(mut self, rules: &str) -> Options {
        self.inner.compare = Some(RuleSpec::parse(rules));
        self
    }
    /// Stop after this many plies.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 8h2b+");
    /// let report = &source.validate(&hensou::Options::new().stop_after(2))[0];
    /// assert_eq!(report.plies().len(), 2);
    /// ```
    pub fn stop_after(mut self, plies: usize) -> Options {
        self.inner.stop_after = Some(plies);
        self
    }
    /// Also write every ply in this notation ([`Ply::converted`]).
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"macedonian\"]\n1.7g7f 2.2b2c");
    /// let report = &source.validate(&hensou::Options::new().notation("japanese"))[0];
    /// let written: Vec<_> = report.plies().iter().map(|p| p.converted().unwrap()).collect();
    /// assert_eq!(written, ["７六歩（77）", "２三歩（22）"]);
    /// ```
    pub fn notation(mut self, notation: &str) -> Options {
        self.inner.convert_to = Some(notation.to_string());
        self
    }
    /// Keep the position string after every ply ([`Ply::position`]).
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f");
    /// let report = &source.validate(&hensou::Options::new().positions(true))[0];
    /// assert_eq!(
    ///     report.plies()[0].position(),
    ///     Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
    /// );
    /// ```
    pub fn positions(mut self, keep: bool) -> Options {
        self.inner.positions = keep;
        self
    }
}

/// The verdict on one game: its plies as played, its problems, its end.
///
/// ```
/// let source = hensou::Source::open("fixtures/alquerque/valid/bell-turn-start.pgn")?;
/// let report = &source.validate(&hensou::Options::new())[0];
/// assert!(report.is_valid());
/// assert_eq!(report.file(), "fixtures/alquerque/valid/bell-turn-start.pgn");
/// assert_eq!(report.number(), 1);
/// assert_eq!(report.game(), Some("alquerque"));
/// assert_eq!(report.rules(), Some("bell;return=turn-start"));
/// assert_eq!(report.plies().len(), 36);
/// assert_eq!(report.result(), Some("0-1"));
/// let outcome = report.outcome().unwrap();
/// assert_eq!((outcome.winner, outcome.reason.as_str()), (Some(hensou::Side::Second), "no-move"));
/// assert!(report.diagnostics().is_empty());
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Report {
    file: String,
    number: usize,
    inner: replay::Report,
    diagnostics: Vec<Diagnostic>,
    players: [Option<String>; 2],
}

impl Report {
    fn new(game: &Game, inner: replay::Report) -> Report {
        let diagnostics = game
            .source
            .warnings(game.number)
            .chain(&inner.problems)
            .map(|p| game.source.diagnostic(p))
            .collect();
        let players = inner
            .variant
            .and_then(variants::find)
            .map(|variant| {
                let tag = |name: &str| game.record.tag(name);
                [Side::First, Side::Second]
                    .map(|side| variant.player(side, &tag).map(str::to_string))
            })
            .unwrap_or_default();
        Report {
            file: game.source.name.clone(),
            number: game.number,
            inner,
            diagnostics,
            players,
        }
    }

    /// The report of a source whose bytes could not be read.
    fn unread(source: &Source) -> Report {
        Report {
            file: source.name.clone(),
            number: 1,
            inner: replay::Report::new(&GameRecord::default()),
            diagnostics: source.problems().collect(),
            players: [None, None],
        }
    }

    /// The file (the source's name) the game came from.
    pub fn file(&self) -> &str {
        &self.file
    }
    /// Where the game stands in its file, from 1.
    pub fn number(&self) -> usize {
        self.number
    }
    /// Whether no problem is an error.
    pub fn is_valid(&self) -> bool {
        !self.diagnostics.iter().any(Diagnostic::is_error)
    }
    /// The game the record was read as; `None` when it could not be told.
    pub fn game(&self) -> Option<&'static str> {
        self.inner.variant
    }
    /// The rules in force, spelled canonically.
    pub fn rules(&self) -> Option<&str> {
        self.inner.rules.as_deref()
    }
    /// The plies read and played, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.inner.plies
    }
    /// Every problem, errors and warnings, in the order found.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }
    /// How the game ended, by the rules or by a foul the record names.
    pub fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
    }
    /// The result the record writes (`1-0`, `投了` read as a token, ...).
    pub fn result(&self) -> Option<&str> {
        self.inner.result_token.as_deref()
    }
    /// The player of `side` as the record's tags name it: the tag named as
    /// the side (`Sente`, which KIF's `先手` and CSA's `N+` are read as;
    /// `Black`), or in a shogi handicap game `下手` (Sente) and `上手` (Gote,
    /// who gives the handicap and moves first).
    ///
    /// ```
    /// use hensou::Side;
    /// let kif = "手合割：香落ち\n下手：羽生\n上手：升田\n   1 ３二銀(31)\n   2 投了\n";
    /// let report = &hensou::Source::from_text("g.kif", kif).validate(&hensou::Options::new())[0];
    /// assert_eq!(report.player(Side::First), Some("羽生"));
    /// assert_eq!(report.player(Side::Second), Some("升田"));
    /// assert_eq!(report.written_outcome().unwrap().winner, Some(Side::Second));
    /// ```
    pub fn player(&self, side: Side) -> Option<&str> {
        self.players[side.index()].as_deref()
    }
    /// How the record says the game ended, when it says it in words
    /// (`投了`, `%TIME_UP`, `resign`); a bare `1-0` names no ending.
    pub fn ending(&self) -> Option<Ending> {
        self.inner.ending
    }
    /// The game's end as the record writes it: the winner of its result
    /// (`None` for a draw) and, as the reason, its [`Report::ending`]
    /// (`resignation`, `time-up`) or `written-result` for a bare token.
    /// `None` when the record writes no result or `*`. Most records end
    /// by resignation, which the moves cannot show: [`Report::outcome`]
    /// is the end by the rules, this is the end as written.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.csa", "PI\n+\n+7776FU\n-3334FU\n%TORYO\n");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert!(report.outcome().is_none());
    /// let written = report.written_outcome().unwrap();
    /// assert_eq!(written.winner, Some(hensou::Side::Second));
    /// assert_eq!(written.reason, "resignation");
    /// ```
    pub fn written_outcome(&self) -> Option<Outcome> {
        let reason = self
            .ending()
            .map_or(RecordEnd::WrittenResult.reason(), Ending::reason);
        match self.result()? {
            "1-0" => Some(Outcome::win(Side::First, reason)),
            "0-1" => Some(Outcome::win(Side::Second, reason)),
            "1/2-1/2" => Some(Outcome::draw(reason)),
            _ => None,
        }
    }
    /// The plies played, printed in `notation` (any of the game's
    /// notations): each move is played again from the start, none read
    /// again. `None` when the game could not be set up.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.kif", "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(report.moves_in("usi")?.unwrap(), ["7g7f", "3c3d", "8h2b+"]);
    /// assert_eq!(report.moves_in("csa")?.unwrap(), ["+7776FU", "-3334FU", "+8822UM"]);
    /// assert!(report.moves_in("algebra").is_err());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn moves_in(&self, notation: &str) -> Result<Option<Vec<String>>, Error> {
        let Some(session) = &self.inner.session else {
            return Ok(None);
        };
        let name = formats::notation(notation);
        let index = session
            .notation(name)
            .ok_or_else(|| Error::UnknownNotation {
                game: session.variant(),
                name: notation.into(),
                hint: did_you_mean(
                    notation,
                    &variants::find(session.variant())
                        .map_or_else(Vec::new, |v| v.notation_names()),
                ),
            })?;
        Ok(session
            .line_moves(index)
            .filter(|moves| moves.len() == self.inner.plies.len()))
    }
    /// The position string at the start of the game, then after each ply
    /// played, made when asked: the moves are played again from the start,
    /// none read again. `None` when the game could not be set up.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// let positions = report.positions().unwrap();
    /// assert_eq!(positions.len(), 3);
    /// assert_eq!(positions[0], hensou::Position::new("shogi", None)?.position_string());
    /// assert_eq!(positions[2], report.position().unwrap().position_string());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn positions(&self) -> Option<Vec<String>> {
        self.inner
            .session
            .as_ref()?
            .line_positions()
            .filter(|positions| positions.len() == self.inner.plies.len() + 1)
    }
    /// Plies judged otherwise under [`Options::compare_rules`].
    pub fn differences(&self) -> &[RuleDifference] {
        &self.inner.differences
    }
    /// The position after the last ply played: after the last legal one
    /// when the game is invalid.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 5i3h");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(report.plies().len(), 2);
    /// assert_eq!(report.position().unwrap().plies(), 2);
    /// ```
    pub fn position(&self) -> Option<Position> {
        self.inner
            .session
            .as_ref()
            .map(|s| Position { session: s.fork() })
    }
}

/// A game converted to another notation or format ([`Game::convert`]).
///
/// ```
/// let source = hensou::Source::open("fixtures/shogi/valid/comments-and-branch.kif")?;
/// let game = source.games().next().unwrap();
/// let conversion = game.convert("usi", &hensou::Options::new());
/// assert!(conversion.report().is_valid());
/// assert_eq!(conversion.text(), Some("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e\n"));
/// // A USI move list holds the moves alone: the players, the comments, the
/// // times, the branch and the resignation are each reported.
/// let lost: Vec<_> = conversion.losses().iter().map(|d| d.code()).collect();
/// assert_eq!(
///     lost,
///     ["convert::tag", "convert::comment", "convert::time", "convert::variation", "convert::result"]
/// );
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Conversion {
    report: Report,
    text: Option<String>,
    /// What is written for an invalid game.
    partial: Option<String>,
    losses: Vec<Diagnostic>,
}

impl Conversion {
    /// The check of the game on the way.
    pub fn report(&self) -> &Report {
        &self.report
    }
    /// The text in the target notation; `None` when the game is invalid.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// What `hensou convert` writes for the game, so that no game of a file
    /// is lost: [`Conversion::text`] when the game is valid; otherwise the
    /// game up to its last legal ply, then the errors and the rest of its
    /// text as written in a comment of the target (a `convert::partial`
    /// loss). `None` only when the target is no notation of the game.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 7g7f");
    /// let game = source.games().next().unwrap();
    /// let converted = game.convert("kif", &hensou::Options::new());
    /// assert_eq!(converted.text(), None);
    /// let written = converted.written().unwrap();
    /// assert!(written.contains("   2 ３四歩(33)\n*hensou: converted up to ply 2 only"));
    /// assert!(written.contains("*7g7f"));
    /// assert_eq!(converted.losses()[0].code(), "convert::partial");
    /// ```
    pub fn written(&self) -> Option<&str> {
        self.text.as_deref().or(self.partial.as_deref())
    }
    /// What the target cannot carry (comments, times, variations, ...).
    pub fn losses(&self) -> &[Diagnostic] {
        &self.losses
    }

    /// What stands between two games converted to `to` and written one
    /// after another, as `hensou convert` writes them: a `/` line in CSA, a
    /// line break elsewhere.
    ///
    /// ```
    /// assert_eq!(hensou::Conversion::between_games("csa"), "/\n");
    /// ```
    pub fn between_games(to: &str) -> &'static str {
        formats::between_games(to)
    }
}

/// One problem of a record: where, which rule or grammar, what might help.
/// Serialized, it is an entry of `hensou validate --format json`.
///
/// ```
/// use hensou::{Options, Severity, Source};
/// let source = Source::from_text("g.pgn", "[Variant \"chatra\"]\n\n1.f9 2.Oh1 3.f9\n");
/// let report = &source.validate(&Options::new())[0];
/// let problem = &report.diagnostics()[0];
/// assert_eq!(problem.code(), "chatra::opening");
/// assert_eq!(problem.severity(), Severity::Error);
/// assert!(problem.is_error());
/// assert_eq!(problem.message(), "plies 2 and 3 drop the objects; nothing else may be played");
/// assert_eq!(problem.ply(), Some(3));
/// assert_eq!((problem.line(), problem.column()), (3, 14));
/// assert_eq!(&source.text()[problem.offset()..][..problem.length()], "f9");
/// assert_eq!(problem.label(), "illegal move");
/// assert_eq!(problem.position(), Some("7o4/12/12/12/12/12/12/12/5S6/12/12/12 b 17O-18 2 - last=h1"));
/// assert_eq!(problem.suggestions(), ["Oa9", "Ob9", "Oc9"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    code: RuleId,
    severity: Severity,
    message: String,
    ply: Option<usize>,
    offset: usize,
    length: usize,
    line: usize,
    column: usize,
    label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    help: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    suggestions: Vec<String>,
}

impl Diagnostic {
    /// The problem `p` of a record read from `text`, whose lines are `lines`.
    pub(crate) fn new(text: &str, lines: &LineIndex, p: &Problem) -> Diagnostic {
        let (line, column) = lines.line_col(text, p.span.offset);
        Diagnostic {
            code: p.code,
            severity: p.severity,
            message: p.message.clone(),
            ply: p.ply,
            offset: p.span.offset,
            length: p.span.len,
            line,
            column,
            label: p.label.clone(),
            help: p.help.clone(),
            position: p.position.clone(),
            suggestions: p.suggestions.clone(),
        }
    }
    /// The diagnostic of a text that has `by` more bytes before it.
    pub(crate) fn moved(self, by: usize) -> Diagnostic {
        Diagnostic {
            offset: self.offset + by,
            ..self
        }
    }
    /// The stable id of the rule or grammar broken: `shogi::nifu`,
    /// `record::move-number`, ... (docs/rules/ lists them).
    pub fn code(&self) -> RuleId {
        self.code
    }
    /// Whether the problem makes the record invalid.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
    /// An error, or a warning that leaves the record valid.
    pub fn severity(&self) -> Severity {
        self.severity
    }
    /// What is wrong, in a sentence.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// The ply (from 1) the problem is about.
    pub fn ply(&self) -> Option<usize> {
        self.ply
    }
    /// The line (from 1) of the text pointed at.
    pub fn line(&self) -> usize {
        self.line
    }
    /// The column (from 1, in characters) of the text pointed at.
    pub fn column(&self) -> usize {
        self.column
    }
    /// The byte offset, in the source's text, of the text pointed at.
    pub fn offset(&self) -> usize {
        self.offset
    }
    /// The length in bytes of the text pointed at.
    pub fn length(&self) -> usize {
        self.length
    }
    /// A few words said at the text pointed at.
    pub fn label(&self) -> &str {
        &self.label
    }
    /// What might help: the fix, or the rule explained.
    pub fn help(&self) -> Option<&str> {
        self.help.as_deref()
    }
    /// The position string before the ply.
    pub fn position(&self) -> Option<&str> {
        self.position.as_deref()
    }
    /// The legal moves nearest to what was written.
    pub fn suggestions(&self) -> &[String] {
        &self.suggestions
    }
}

/// A game in progress of any of hensou's games: play moves written in any
/// of its notations, list the legal ones, count them with perft. A clone
/// is an independent copy, to try moves on.
///
/// ```
/// let mut position = hensou::Position::new("shogi", None)?;
/// assert_eq!(position.perft(2), 900);
/// position.play("7g7f")?;
/// position.play("３四歩")?;
/// assert_eq!(position.legal_moves(Some("usi"))?.len(), 39);
/// let err = position.play("5i5g").unwrap_err();
/// assert!(matches!(err, hensou::Error::Illegal { .. }), "{err}");
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Position {
    session: Box<dyn Session>,
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position {
            session: self.session.fork(),
        }
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Position")
            .field(&self.session.position_string())
            .finish()
    }
}

impl Position {
    /// The start of the game `game` (any of its names) under `rules` (a
    /// rule set and options, `bell;return=turn-start`; the game's own when
    /// `None`).
    ///
    /// ```
    /// let position = hensou::Position::new("makedonia", None)?;
    /// assert_eq!((position.game(), position.rules().as_str()), ("macedonian", "standard"));
    /// assert_eq!(position.notations(), ["japanese", "ascii"]);
    /// assert_eq!(position.legal_moves(Some("ascii"))?[..3], ["1g1f", "2g2f", "2h1f"]);
    /// let bell = hensou::Position::new("alquerque", Some("bell;return=turn-start"))?;
    /// assert_eq!(bell.rules(), "bell;return=turn-start");
    /// assert!(hensou::Position::new("alquerque", Some("bel")).is_err());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn new(game: &str, rules: Option<&str>) -> Result<Position, Error> {
        Position::set_up(game, rules, None)
    }

    /// The position a position string describes (the game's FEN-like
    /// string, as [`Position::position_string`] writes it).
    ///
    /// ```
    /// let start = hensou::Position::new("alquerque", None)?;
    /// let again = hensou::Position::from_string("alquerque", None, &start.position_string())?;
    /// assert_eq!(again.position_string(), start.position_string());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn from_string(game: &str, rules: Option<&str>, position: &str) -> Result<Position, Error> {
        Position::set_up(game, rules, Some(position))
    }

    fn set_up(game: &str, rules: Option<&str>, position: Option<&str>) -> Result<Position, Error> {
        let rules = RuleSpec::parse(rules.unwrap_or_default());
        Ok(Position {
            session: open(game, rules, position)?,
        })
    }

    /// The game's canonical name.
    pub fn game(&self) -> &'static str {
        self.session.variant()
    }
    /// The rules in force, spelled canonically.
    pub fn rules(&self) -> String {
        self.session.rules()
    }
    /// The side whose turn it is.
    ///
    /// ```
    /// use hensou::{Position, Side};
    /// let mut position = Position::new("shelt", None)?;
    /// assert_eq!(position.side_to_move(), Side::First);
    /// assert_eq!(position.side_name(Side::First), "Arshe");
    /// position.play("fav:I4^r")?;
    /// assert_eq!(position.side_to_move(), Side::Second);
    /// assert_eq!(position.plies(), 1);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn side_to_move(&self) -> Side {
        self.session.side_to_move()
    }
    /// The game's own name of a side (`sente`, `white`, ...).
    pub fn side_name(&self, side: Side) -> &'static str {
        self.session.side_name(side)
    }
    /// Plies played since the position was set up.
    pub fn plies(&self) -> usize {
        self.session.plies()
    }
    /// The position string: everything the rules need.
    pub fn position_string(&self) -> String {
        self.session.position_string()
    }
    /// The board as text, hands and side to move included.
    ///
    /// ```
    /// let position = hensou::Position::new("alquerque", None)?;
    /// let diagram = position.diagram();
    /// let lines: Vec<&str> = diagram.lines().collect();
    /// assert_eq!(lines[4], "3 B - B - . - W - W");
    /// assert_eq!(lines[10], "White (W) to move");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn diagram(&self) -> String {
        self.session.diagram()
    }
    /// How the game ended, if it has.
    ///
    /// ```
    /// let mut position = hensou::Position::from_string("alquerque", None, "5/5/2B2/2W2/5 w - -")?;
    /// assert_eq!(position.outcome(), None);
    /// position.play("c2xc4")?;
    /// let outcome = position.outcome().unwrap();
    /// assert_eq!(outcome.winner, Some(hensou::Side::First));
    /// assert_eq!(outcome.reason, "all-captured");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.session.outcome()
    }

    /// Plays one ply written in any of the game's notations. Text after the
    /// ply is an error ([`Error::Trailing`]) and nothing is played: the ply
    /// is tried on a copy first, as a ply (`同　歩`) may hold a space.
    ///
    /// ```
    /// let mut position = hensou::Position::new("chatra", None)?;
    /// position.play("f9")?;
    /// let err = position.play("zz").unwrap_err();
    /// assert!(matches!(err, hensou::Error::Syntax { .. }));
    /// let err = position.play("Of9").unwrap_err();
    /// assert!(matches!(err, hensou::Error::Illegal { .. }));
    /// assert_eq!(position.plies(), 1);
    /// let err = position.play("Oh1 Of11").unwrap_err();
    /// assert!(matches!(err, hensou::Error::Trailing { .. }));
    /// assert_eq!(position.plies(), 1);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn play(&mut self, text: &str) -> Result<(), Error> {
        let text = text.trim();
        let mut trial = self.session.fork();
        let played = trial
            .play_text(text, None, None)
            .map_err(|failure| move_error(text, failure))?;
        if text
            .get(played.len..)
            .is_some_and(|rest| rest.trim().is_empty())
        {
            self.session = trial;
            Ok(())
        } else {
            Err(Error::Trailing { text: text.into() })
        }
    }

    /// Every legal move, sorted, in `notation` (the game's first when `None`).
    ///
    /// ```
    /// let shogi = hensou::Position::new("shogi", None)?;
    /// let usi = shogi.legal_moves(None)?;
    /// assert_eq!((usi.len(), usi[0].as_str()), (30, "1g1f"));
    /// assert_eq!(shogi.legal_moves(Some("kif"))?[0], "１八飛(28)");
    /// assert!(matches!(shogi.legal_moves(Some("kiff")), Err(hensou::Error::UnknownNotation { .. })));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn legal_moves(&self, notation: Option<&str>) -> Result<Vec<String>, Error> {
        Ok(self.session.legal_moves(self.notation(notation)?))
    }

    /// The leaf nodes of the move tree `depth` plies deep.
    ///
    /// ```
    /// let alquerque = hensou::Position::new("alquerque", None)?;
    /// assert_eq!([1, 2, 3].map(|depth| alquerque.perft(depth)), [4, 8, 41]);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        self.session.perft(depth)
    }

    /// Perft below each legal move, the moves in `notation`: to find where
    /// two move generators part.
    ///
    /// ```
    /// let shogi = hensou::Position::new("shogi", None)?;
    /// let divide = shogi.divide(2, Some("usi"))?;
    /// assert_eq!(divide.len(), 30);
    /// assert_eq!(divide.iter().map(|(_, nodes)| nodes).sum::<u64>(), 900);
    /// assert_eq!(divide[0], ("1g1f".to_string(), 30));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn divide(&self, depth: u32, notation: Option<&str>) -> Result<Vec<(String, u64)>, Error> {
        let notation = self.notation(notation)?;
        Ok(self
            .session
            .divide(depth, notation)
            .into_iter()
            .map(|d| (d.mv, d.nodes))
            .collect())
    }

    /// The same position under other rules (a rule set and options).
    ///
    /// ```
    /// let seed = hensou::Position::new("alquerque", None)?;
    /// let bell = seed.under_rules("bell")?;
    /// assert_eq!(bell.rules(), "bell");
    /// assert_eq!(bell.position_string(), seed.position_string());
    /// // Bell forbids moving backward.
    /// let seed = hensou::Position::from_string("alquerque", None, "B4/5/2W2/5/5 w - -")?;
    /// assert_eq!(seed.legal_moves(None)?.len(), 8);
    /// let bell = seed.under_rules("bell")?.legal_moves(None)?;
    /// assert_eq!(bell, ["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn under_rules(&self, rules: &str) -> Result<Position, Error> {
        Ok(Position {
            session: self.session.under_rules(&RuleSpec::parse(rules))?,
        })
    }

    /// The moves legal here under these rules or under `rules`, not both,
    /// printed in `notation` (the game's first by default), in the order
    /// [`Position::legal_moves`] lists them; each with the rule that
    /// refuses it.
    ///
    /// ```
    /// let position = hensou::Position::new("otomo", None)?;
    /// let differences = position.compare_moves("cards=off", None)?;
    /// assert_eq!(differences.len(), 200);
    /// let first = &differences[0];
    /// assert_eq!(first.mv, "A:2i4h");
    /// assert!(first.legal_under_rules && !first.legal_under_compared_rules);
    /// assert_eq!(first.rule, "otomo::cards-off");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn compare_moves(
        &self,
        rules: &str,
        notation: Option<&str>,
    ) -> Result<Vec<MoveDifference>, Error> {
        let notation = self.notation(notation)?;
        let other = self.session.under_rules(&RuleSpec::parse(rules))?;
        Ok(crate::session::compare_moves(
            self.session.as_ref(),
            other.as_ref(),
            notation,
        ))
    }

    /// The position as a standalone SVG picture, drawn as `hensou replay
    /// --format svg` draws it: the last move highlighted, the board as the
    /// second player sees it when `flip`, file and rank names when `coords`.
    ///
    /// ```
    /// let mut position = hensou::Position::new("alquerque", None)?;
    /// position.play("c2-c3")?;
    /// let svg = position.svg(false, true);
    /// assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    /// assert_ne!(svg, hensou::Position::new("alquerque", None)?.svg(false, true));
    /// assert_ne!(svg, position.svg(true, true));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn svg(&self, flip: bool, coords: bool) -> String {
        self.session.svg(&crate::svg::View {
            flip,
            coords,
            last: true,
            ..Default::default()
        })
    }

    /// What the game's records convert to ([`Game::convert`]): its
    /// notations, then the file formats whose moves are written in one.
    ///
    /// ```
    /// let shogi = hensou::Position::new("shogi", None)?;
    /// assert_eq!(shogi.conversions(), ["usi", "csa", "kif", "ki2", "western", "jkf"]);
    /// let chatra = hensou::Position::new("chatra", None)?;
    /// assert_eq!(chatra.conversions(), chatra.notations());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn conversions(&self) -> Vec<&'static str> {
        let mut names = self.notations();
        for format in variants::formats() {
            let written_in = format.notation.unwrap_or(format.name);
            if names.contains(&written_in) && !names.contains(&format.name) {
                names.push(format.name);
            }
        }
        names
    }

    /// The game's rule sets (its default marked) and rule options, as
    /// `hensou variants` lists them.
    ///
    /// ```
    /// let alquerque = hensou::Position::new("alquerque", None)?;
    /// let sets: Vec<_> = alquerque.rule_sets().iter().map(|s| s.name).collect();
    /// assert_eq!(sets, ["seed", "bell", "ludii", "forced-chain"]);
    /// assert!(alquerque.rule_sets()[0].default);
    /// assert_eq!(alquerque.rule_options()[0].key, "capture");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn rule_sets(&self) -> &'static [RuleSetInfo] {
        variants::find(self.game()).map_or(&[], |v| v.rule_sets())
    }

    /// The options a rule set can be changed by, `key=value`.
    pub fn rule_options(&self) -> &'static [RuleOptionInfo] {
        variants::find(self.game()).map_or(&[], |v| v.rule_options())
    }

    /// The names of the game's notations, the default first.
    pub fn notations(&self) -> Vec<&'static str> {
        variants::find(self.game()).map_or_else(Vec::new, |v| v.notation_names())
    }

    fn notation(&self, name: Option<&str>) -> Result<usize, Error> {
        let Some(name) = name else { return Ok(0) };
        self.session
            .notation(name)
            .ok_or_else(|| Error::UnknownNotation {
                game: self.game(),
                name: name.into(),
                hint: did_you_mean(name, &self.notations()),
            })
    }
}

/// The canonical names of every game hensou knows.
///
/// ```
/// assert_eq!(hensou::games(), ["alquerque", "chatra", "macedonian", "otomo", "shelt", "shogi"]);
/// ```
pub fn games() -> Vec<&'static str> {
    variants::all().iter().map(|v| v.name()).collect()
}

/// Opens the game `name` (any of its names) under `rules`, the game's own
/// rule set when they name none; from `position`, or from the start.
pub(crate) fn open(
    name: &str,
    mut rules: RuleSpec,
    position: Option<&str>,
) -> Result<Box<dyn Session>, Error> {
    let Some(variant) = variants::find_for(name, &rules) else {
        let names: Vec<&str> = variants::all()
            .iter()
            .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
            .collect();
        return Err(Error::UnknownGame {
            name: name.into(),
            hint: did_you_mean(name, &names),
        });
    };
    if rules.set.is_none() {
        rules.set = variant.default_rules(name).map(str::to_string);
    }
    let (variant, rules) = variants::settle(variant, &rules, position);
    Ok(variant.new_game(&rules, position)?)
}

fn move_error(text: &str, failure: PlyFailure) -> Error {
    match failure {
        PlyFailure::Syntax(e) => Error::Syntax {
            text: text.into(),
            message: e.message,
        },
        PlyFailure::Illegal {
            violation,
            suggestions,
            ..
        } => Error::Illegal {
            text: text.into(),
            rule: violation.rule,
            message: violation.message,
            suggestions,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The first control byte is the one a byte-by-byte search finds,
        /// wherever it lies in a block.
        #[test]
        fn the_first_control_byte_is_found(
            bytes in proptest::collection::vec(
                proptest::sample::select(vec![0u8, 1, 9, 10, 12, 13, 27, 31, 32, b'a', 0xe3]),
                0..300,
            ),
        ) {
            let slow = bytes.iter().position(|&b| b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b)));
            proptest::prop_assert_eq!(first_control(&bytes), slow);
        }
    }
}
