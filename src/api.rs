//! The library's front door: read records from bytes, check or replay
//! them, convert them, list moves and run perft, without knowing how the
//! games are built underneath. Every type here keeps its fields private;
//! the engines themselves are in [`crate::variants`] for those who want a
//! game's own types.

use std::collections::VecDeque;
use std::path::Path;

use serde::Serialize;

use crate::diagnostic::{Problem, Severity, did_you_mean};
use crate::formats::{self, Input, Splitter};
use crate::game::{Outcome, RuleSpec, Side};
use crate::record::{self, GameRecord, Span, encoding};
use crate::replay;
use crate::session::{PlyFailure, Session, SetupError};
use crate::variants;

pub use crate::record::encoding::Charset;
pub use crate::replay::{Ply, RuleDifference};

/// Why a request of the library could not be met. Problems found *in* a
/// record are no errors: they are the record's [`Diagnostic`]s.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// No game has this name.
    #[error("no game called `{name}`{hint}")]
    UnknownGame { name: String, hint: String },
    /// No format or notation has this name.
    #[error("no format called `{name}`{hint}")]
    UnknownFormat { name: String, hint: String },
    /// The game has no notation of this name.
    #[error("{game} has no notation called `{name}`{hint}")]
    UnknownNotation {
        game: &'static str,
        name: String,
        hint: String,
    },
    /// The rules or the position string cannot be set up.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The text of a move does not read as a move of the game.
    #[error("`{text}` is no move: {message}")]
    Syntax { text: String, message: String },
    /// The move reads, but the rules forbid it.
    #[error("`{text}` is illegal: {message}")]
    Illegal {
        text: String,
        /// The rule broken, such as `shogi::nifu`.
        rule: String,
        message: String,
        /// Legal moves nearest to what was written.
        suggestions: Vec<String>,
    },
    /// The move text holds more than one ply.
    #[error("`{text}` holds more than one move")]
    Trailing { text: String },
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// The decoded text of one record file, and what decoding it met.
///
/// ```
/// let source = hensou::Source::from_bytes("game.csa", b"\xef\xbb\xbfV2.2\n+\n+7776FU\n".to_vec());
/// assert_eq!(source.text(), "V2.2\n+\n+7776FU\n");
/// assert!(source.is_text());
/// ```
#[derive(Clone, Debug)]
pub struct Source {
    name: String,
    text: String,
    charset: Option<Charset>,
    problems: Vec<Problem>,
}

impl Source {
    /// Reads `bytes` as text: UTF-8 (a byte-order mark is dropped),
    /// Shift_JIS or EUC-JP, whichever reads it (see [`crate::record::encoding`]).
    /// Bytes that are no text give a source with an `input::binary` error
    /// and no text.
    pub fn from_bytes(name: impl Into<String>, bytes: Vec<u8>) -> Source {
        let name = name.into();
        if let Some(at) = bytes.iter().position(|&b| is_control(b)) {
            let problem = Problem::error(
                "input::binary",
                format!(
                    "this is not a text file (control byte 0x{:02x} at byte {at})",
                    bytes[at]
                ),
                Span::new(0, 0),
            )
            .help("hensou reads records written as text (UTF-8, Shift_JIS or EUC-JP)");
            return Source {
                name,
                text: String::new(),
                charset: None,
                problems: vec![problem],
            };
        }
        let decoded = encoding::decode_owned(bytes);
        let problems = decoded
            .problems
            .into_iter()
            .map(|p| {
                let span = line_span(&decoded.text, p.line);
                let mut out = Problem::error(p.code, p.message, span).help(p.help);
                if p.warning {
                    out.severity = Severity::Warning;
                }
                out
            })
            .collect();
        Source {
            name,
            text: decoded.text,
            charset: Some(decoded.charset),
            problems,
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
        }
    }

    /// Reads and decodes the file at `path`.
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
    pub fn problems(&self) -> impl Iterator<Item = Diagnostic> + '_ {
        self.problems.iter().map(|p| Diagnostic::new(&self.text, p))
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

    /// Name, text and problems, for the command line's own input type.
    #[cfg(feature = "cli")]
    pub(crate) fn into_parts(self) -> (String, String, Vec<Problem>) {
        (self.name, self.text, self.problems)
    }

    fn warnings(&self, number: usize) -> impl Iterator<Item = &Problem> {
        // Decoding's warnings belong to the file, shown with its first game.
        self.problems.iter().filter(move |_| number == 1)
    }
}

/// A byte that no text file holds.
fn is_control(b: u8) -> bool {
    b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b))
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

/// How to find games in a text.
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
    /// A PGN-style record.
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
    /// assert!(hensou::Reading::format("cas").is_err());
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

/// The games of a [`Source`], in order.
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
            record,
        })
    }
}

/// One game of a [`Source`], as written.
pub struct Game<'s> {
    source: &'s Source,
    number: usize,
    record: GameRecord,
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

    /// Checks every ply against the rules and plays it.
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
    /// ```
    pub fn convert(&self, to: &str, options: &Options) -> Conversion {
        let mut options = options.inner.clone();
        options.convert_to = Some(to.to_string());
        let mut inner = replay::run(&self.source.text, &self.record, &options);
        let text = inner.write_converted(to);
        let losses = inner
            .losses
            .iter()
            .map(|p| Diagnostic::new(&self.source.text, p))
            .collect();
        Conversion {
            report: Report::new(self, inner),
            text,
            losses,
        }
    }
}

/// How to check a game: the game and rules for records that do not name
/// them, rule options, and more to do on the way.
///
/// ```
/// let options = hensou::Options::new().game("alquerque").rules("bell").rule("return=game-start");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Options {
    inner: replay::Options,
}

impl Options {
    pub fn new() -> Options {
        Options::default()
    }
    /// The game of records without a `[Variant]` tag.
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
    pub fn compare_rules(mut self, rules: &str) -> Options {
        self.inner.compare = Some(RuleSpec::parse(rules));
        self
    }
    /// Stop after this many plies.
    pub fn stop_after(mut self, plies: usize) -> Options {
        self.inner.stop_after = Some(plies);
        self
    }
    /// Also print every ply in this notation ([`Ply::converted`]).
    pub fn notation(mut self, notation: &str) -> Options {
        self.inner.convert_to = Some(notation.to_string());
        self
    }
    /// Keep the position string after every ply ([`Ply::position`]).
    pub fn positions(mut self, keep: bool) -> Options {
        self.inner.positions = keep;
        self
    }
}

/// The verdict on one game: its plies as played, its problems, its end.
pub struct Report {
    file: String,
    number: usize,
    inner: replay::Report,
    diagnostics: Vec<Diagnostic>,
}

impl Report {
    fn new(game: &Game, inner: replay::Report) -> Report {
        let text = &game.source.text;
        let diagnostics = game
            .source
            .warnings(game.number)
            .chain(&inner.problems)
            .map(|p| Diagnostic::new(text, p))
            .collect();
        Report {
            file: game.source.name.clone(),
            number: game.number,
            inner,
            diagnostics,
        }
    }

    /// The report of a source whose bytes could not be read.
    fn unread(source: &Source) -> Report {
        Report {
            file: source.name.clone(),
            number: 1,
            inner: replay::Report::new(&GameRecord::default()),
            diagnostics: source.problems().collect(),
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
    /// The game the record was read as.
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
    /// Plies judged otherwise under [`Options::compare_rules`].
    pub fn differences(&self) -> &[RuleDifference] {
        &self.inner.differences
    }
    /// The position after the last ply played.
    pub fn position(&self) -> Option<Position> {
        self.inner
            .session
            .as_ref()
            .map(|s| Position { session: s.fork() })
    }
}

/// A game converted to another notation or format.
pub struct Conversion {
    report: Report,
    text: Option<String>,
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    code: String,
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
    /// The problem `p` of a record read from `text`.
    pub(crate) fn new(text: &str, p: &Problem) -> Diagnostic {
        let (line, column) = record::line_col(text, p.span.offset);
        Diagnostic {
            code: p.code.to_string(),
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
    /// The stable id of the rule or grammar broken: `shogi::nifu`,
    /// `record::move-number`, ... (docs/rules/ lists them).
    pub fn code(&self) -> &str {
        &self.code
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
    pub fn severity(&self) -> Severity {
        self.severity
    }
    pub fn message(&self) -> &str {
        &self.message
    }
    /// The ply (from 1) the problem is about.
    pub fn ply(&self) -> Option<usize> {
        self.ply
    }
    /// Line and column (from 1, in characters) of the text pointed at.
    pub fn line(&self) -> usize {
        self.line
    }
    pub fn column(&self) -> usize {
        self.column
    }
    /// Byte offset and length of the text pointed at.
    pub fn offset(&self) -> usize {
        self.offset
    }
    pub fn length(&self) -> usize {
        self.length
    }
    /// A few words said at the text pointed at.
    pub fn label(&self) -> &str {
        &self.label
    }
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
/// of its notations, list the legal ones, count them with perft.
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
    pub fn diagram(&self) -> String {
        self.session.diagram()
    }
    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.session.outcome()
    }

    /// Plays one ply written in any of the game's notations. Text after the
    /// ply is an error ([`Error::Trailing`]) and nothing is played: the ply
    /// is tried on a copy first, as a ply (`同　歩`) may hold a space.
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
    pub fn legal_moves(&self, notation: Option<&str>) -> Result<Vec<String>, Error> {
        Ok(self.session.legal_moves(self.notation(notation)?))
    }

    /// The leaf nodes of the move tree `depth` plies deep.
    pub fn perft(&self, depth: u32) -> u64 {
        self.session.perft(depth)
    }

    /// Perft below each legal move, the moves in `notation`.
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
    pub fn under_rules(&self, rules: &str) -> Result<Position, Error> {
        Ok(Position {
            session: self.session.under_rules(&RuleSpec::parse(rules))?,
        })
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
            rule: violation.rule.to_string(),
            message: violation.message,
            suggestions,
        },
    }
}
