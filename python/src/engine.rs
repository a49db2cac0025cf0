//! Every call into the hensou library, in one place, through its public
//! API alone: reading records, the check of what a caller names, validation,
//! replay, conversion, legal moves and perft. Nothing here touches Python,
//! so it all runs with the interpreter released.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use hensou::{Diagnostic, Options, Position, Reading, Side, Source};

use crate::types::{Difference, MoveDifference, Problem, Report};

/// Why a call cannot be carried out at all (as opposed to a record with
/// problems, which is a [`Report`]).
#[derive(Debug)]
pub enum Failure {
    /// The input cannot be read, or is not text.
    Input(String),
    /// No game has that name.
    Variant(String),
    /// The rules name a set or option the game lacks.
    Rules(String),
    /// A position string the game cannot read.
    Position(String),
    /// A notation or format the game does not have.
    Notation(String),
    /// Anything else the library refuses.
    Other(String),
}

impl From<hensou::Error> for Failure {
    fn from(e: hensou::Error) -> Failure {
        use hensou::NameError;
        use hensou::session::SetupError;
        let message = e.to_string();
        match e {
            hensou::Error::UnknownGame { .. } | hensou::Error::Name(NameError::Game { .. }) => {
                Failure::Variant(message)
            }
            hensou::Error::UnknownFormat { .. }
            | hensou::Error::UnknownNotation { .. }
            | hensou::Error::Name(NameError::Notation { .. } | NameError::Format { .. }) => {
                Failure::Notation(message)
            }
            hensou::Error::Name(name) if name.is_rules() => Failure::Rules(message),
            hensou::Error::Setup(SetupError::Rules(_)) => Failure::Rules(message),
            hensou::Error::Setup(SetupError::Position(_)) => Failure::Position(message),
            hensou::Error::Io(_) => Failure::Input(message),
            _ => Failure::Other(message),
        }
    }
}

/// What a caller says of the games besides the record: the game and rules
/// for records that do not name them, rule options over them, and rules to
/// compare with.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    pub variant: Option<String>,
    pub rules: Option<String>,
    /// `KEY=VALUE` rule options, applied on top of every game's rules.
    pub options: Vec<(String, String)>,
    pub compare: Option<String>,
    /// How to read the text: `auto`, `record`, `forum` or a format.
    pub input: Option<String>,
}

impl Settings {
    pub fn options(&self) -> Options {
        let mut options = Options::new();
        if let Some(variant) = &self.variant {
            options = options.game(variant);
        }
        if let Some(rules) = &self.rules {
            options = options.rules(rules);
        }
        for (key, value) in &self.options {
            options = options.rule(&format!("{key}={value}"));
        }
        if let Some(other) = &self.compare {
            options = options.compare_rules(other);
        }
        options
    }

    /// The rules and options as one rule text, `set;key=value`.
    fn rule_text(&self) -> String {
        let options = self.options.iter().map(|(k, v)| format!("{k}={v}"));
        self.rules
            .iter()
            .cloned()
            .chain(options)
            .collect::<Vec<_>>()
            .join(";")
    }

    /// Checks the names given before any record is read, as the command
    /// line does: the input format, the game, its rules and options, the
    /// rules compared with. Without a game, each must be some game's.
    pub fn check(&self) -> Result<(), Failure> {
        self.reading()?;
        Ok(self.options().check()?)
    }

    /// Checks `to` as `hensou convert --to` does: a notation or format of
    /// the game named, or of some game.
    pub fn check_notation(&self, to: &str) -> Result<(), Failure> {
        Ok(self.options().notation(to).check()?)
    }

    /// How the text is read.
    fn reading(&self) -> Result<Reading, Failure> {
        Ok(Reading::named(self.input.as_deref().unwrap_or("auto"))?)
    }

    /// The games of `source`, read as the settings say.
    fn games<'s>(&self, source: &'s Source) -> Result<hensou::Games<'s>, Failure> {
        Ok(source.games_as(self.reading()?))
    }

    /// The game named, from the start or from `position`, its names
    /// checked as `hensou moves` checks them (`notation` too, if given).
    fn position(
        &self,
        position: Option<&str>,
        notation: Option<&str>,
    ) -> Result<Position, Failure> {
        let mut options = self.options();
        if let Some(notation) = notation {
            options = options.notation(notation);
        }
        options.check()?;
        let variant = self.variant.as_deref().unwrap_or_default();
        let rules = self.rule_text();
        Ok(match position {
            Some(p) => Position::from_string(variant, Some(&rules), p)?,
            None => Position::new(variant, Some(&rules))?,
        })
    }
}

/// Rule options written `key=value;key=value`.
pub fn option_pairs(text: &str) -> Result<Vec<(String, String)>, Failure> {
    let mut out = Vec::new();
    for part in text
        .split([';', ','])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let Some((key, value)) = part.split_once('=') else {
            return Err(Failure::Rules(format!(
                "options take KEY=VALUE, not `{part}`"
            )));
        };
        out.push((key.trim().to_string(), value.trim().to_string()));
    }
    Ok(out)
}

/// A record as a caller gives it.
pub enum Input {
    Text(String),
    Bytes(Vec<u8>),
    Path(std::path::PathBuf),
}

/// The decoded source of `input`; bytes that are not text, like a file that
/// cannot be read, are an input error, as on the command line.
pub fn source(input: Input) -> Result<Source, Failure> {
    let source = match input {
        Input::Text(text) => Source::from_text("<text>", text),
        Input::Bytes(bytes) => Source::from_bytes("<bytes>", bytes),
        Input::Path(path) => open(&path)?,
    };
    ensure_text(&source)?;
    Ok(source)
}

/// Bytes that are no text, as the input error the command line makes them.
fn ensure_text(source: &Source) -> Result<(), Failure> {
    let binary = hensou::record::InputCode::Binary;
    match source.problems().find(|p| p.code() == binary) {
        Some(binary) => Err(Failure::Input(format!(
            "{}: {}",
            source.name(),
            binary.message()
        ))),
        None => Ok(()),
    }
}

/// Reads a file, with `path: no such file or directory` as the command
/// line words what went wrong.
fn open(path: &Path) -> Result<Source, Failure> {
    let bytes = std::fs::read(path).map_err(|e| {
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "no such file or directory".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            _ => e.to_string().to_lowercase(),
        };
        Failure::Input(format!("{}: {why}", path.display()))
    })?;
    Ok(Source::from_bytes(path.display().to_string(), bytes))
}

/// Every game of `source` checked, in order. Each game's report is made
/// into Python's as soon as it is ready: the library's keeps every ply and
/// the game in progress, which for a whole archive at once would cost more
/// memory than the checking.
pub fn validate(source: &Source, settings: &Settings) -> Result<Vec<Report>, Failure> {
    let options = settings.options();
    if !source.is_text() {
        return Ok(source.validate(&options).iter().map(report_of).collect());
    }
    Ok(settings
        .games(source)?
        .map(|game| report_of(&game.validate(&options)))
        .collect())
}

/// A report as Python sees it.
fn report_of(r: &hensou::Report) -> Report {
    // The end by the rules when the moves show one; else the end the
    // record writes (most games end by resignation, which moves cannot show).
    let outcome = r.outcome().or_else(|| r.written_outcome());
    Report {
        file: r.file().to_string(),
        game: r.number(),
        variant: r.game(),
        rules: r.rules().map(str::to_string),
        valid: r.is_valid(),
        plies: r.plies().len(),
        result: r.result().map(str::to_string),
        winner: outcome
            .as_ref()
            .and_then(|o| o.winner)
            .map(|side| match side {
                Side::First => "first",
                Side::Second => "second",
            }),
        reason: outcome.map(|o| o.reason.into()),
        first_player: r.player(Side::First).map(str::to_string),
        second_player: r.player(Side::Second).map(str::to_string),
        problems: r.diagnostics().iter().map(problem_of).collect(),
        differences: r
            .differences()
            .iter()
            .map(|d| Difference {
                ply: d.ply,
                text: d.text.clone(),
                offset: d.span.offset,
                length: d.span.len,
                legal_under_record_rules: d.legal_under_record_rules,
                legal_under_compared_rules: d.legal_under_compared_rules,
                rule: d.rule.to_string(),
                reason: d.reason.clone(),
            })
            .collect(),
    }
}

fn problem_of(d: &Diagnostic) -> Problem {
    Problem {
        code: d.code().to_string(),
        severity: if d.is_error() { "error" } else { "warning" },
        message: d.message().to_string(),
        ply: d.ply(),
        offset: d.offset(),
        length: d.length(),
        line: d.line(),
        column: d.column(),
        label: d.label().to_string(),
        help: d.help().map(str::to_string),
        position: d.position().map(str::to_string),
        suggestions: d.suggestions().to_vec(),
    }
}

/// A notation the game of `r` lacks, as the failure the command line's
/// `--to` would be for that game.
fn unknown_notation(r: &hensou::Report, notation: &str) -> Result<(), Failure> {
    match r.game() {
        Some(game) => Ok(Options::new().game(game).notation(notation).check()?),
        None => Ok(()),
    }
}

/// Every game of `source` in the notation or file format `to`, as
/// `hensou convert` writes them: every game one after another (an invalid
/// one up to its last legal ply, the rest of its text in a comment), and
/// each game's report (what the conversion could not carry among its
/// warnings).
pub fn convert(
    source: &Source,
    to: &str,
    settings: &Settings,
) -> Result<(String, Vec<Report>), Failure> {
    if !source.is_text() {
        return Ok((String::new(), validate(source, settings)?));
    }
    let options = settings.options();
    let mut written = String::new();
    let mut reports = Vec::new();
    for game in settings.games(source)? {
        let converted = game.convert(to, &options);
        unknown_notation(converted.report(), to)?;
        if let Some(text) = converted.written() {
            if !written.is_empty() {
                written.push_str(hensou::Conversion::between_games(to));
            }
            written.push_str(text);
        }
        let mut report = report_of(converted.report());
        report
            .problems
            .extend(converted.losses().iter().map(problem_of));
        reports.push(report);
    }
    Ok((written, reports))
}

/// Games checked by `read` so far, and again for a notation or positions
/// the kept moves could not give: for tests that each game is checked once.
pub static GAMES_CHECKED: AtomicUsize = AtomicUsize::new(0);

/// The games of a record, read and checked one at a time: a file a window
/// of its text at a time ([`hensou::Archive`]), so that memory is bounded
/// by its largest game, not by its size.
pub struct Reader {
    archive: hensou::Archive,
    /// The window the next games come from, and the next one's index.
    window: Option<(Arc<hensou::Window>, usize)>,
    options: Arc<Options>,
}

impl Reader {
    /// Opens `input`; a file that cannot be read, or whose bytes are no
    /// text, is an input error at once, as for every other call.
    pub fn open(input: Input, settings: &Settings) -> Result<Reader, Failure> {
        let reader = Reader::open_any(input, settings)?;
        if let Some((first, _)) = &reader.window {
            ensure_text(first.source())?;
        }
        Ok(reader)
    }

    /// Opens `input`, whatever its bytes: one that is no text gives one
    /// game whose report says so, as the command line reports it (the
    /// tables, where one such file in a folder must not hide the others).
    /// A file that cannot be read is an input error.
    pub fn open_any(input: Input, settings: &Settings) -> Result<Reader, Failure> {
        let reading = settings.reading()?;
        let archive = match input {
            Input::Text(text) => hensou::Archive::from_text("<text>", text, reading),
            Input::Bytes(bytes) => hensou::Archive::from_bytes("<bytes>", bytes, reading),
            Input::Path(path) => hensou::Archive::open(&path, reading).map_err(|e| match e {
                hensou::Error::Io(e) => Failure::Input(e.to_string()),
                other => other.into(),
            })?,
        };
        let mut reader = Reader {
            archive,
            window: None,
            options: Arc::new(settings.options()),
        };
        if let Some(first) = reader.archive.next() {
            let first = first.map_err(|e| Failure::Input(e.to_string()))?;
            reader.window = Some((Arc::new(first), 0));
        }
        Ok(reader)
    }

    /// The next game, checked; an error when the file cannot be read on.
    pub fn next(&mut self) -> Option<Result<Replayed, Failure>> {
        loop {
            if let Some((window, index)) = &mut self.window {
                let at = *index;
                *index += 1;
                if let Some(replayed) = Replayed::new(window, at, &self.options) {
                    return Some(Ok(replayed));
                }
            }
            match self.read_window()? {
                Ok(window) => self.window = Some((window, 0)),
                Err(e) => return Some(Err(e)),
            }
        }
    }

    /// The next window whole, its games not yet checked: for the tables,
    /// which check a window's games on every core.
    pub fn next_window(&mut self) -> Option<Result<Arc<hensou::Window>, Failure>> {
        match self.window.take() {
            Some((window, 0)) => Some(Ok(window)),
            _ => self.read_window(),
        }
    }

    /// The next window of the file; an error when it cannot be read on.
    fn read_window(&mut self) -> Option<Result<Arc<hensou::Window>, Failure>> {
        self.window = None;
        Some(
            self.archive
                .next()?
                .map(Arc::new)
                .map_err(|e| Failure::Input(e.to_string())),
        )
    }

    /// The options every game is checked with.
    pub fn options(&self) -> &Arc<Options> {
        &self.options
    }
}

/// One game of a record, checked once: its tags and verdict, and its moves
/// kept to be printed in any notation, or played again for its positions,
/// when asked.
pub struct Replayed {
    pub tags: Vec<(String, String)>,
    pub report: Report,
    /// The game as checked (`None` for a file that is no text).
    played: Option<hensou::Report>,
    /// The window of text the game lies in, and its index there.
    window: Arc<hensou::Window>,
    index: usize,
    options: Arc<Options>,
    /// The positions at the start and after each ply, once asked for.
    positions: OnceLock<Vec<String>>,
}

impl Replayed {
    /// Game `index` of `window` checked; `None` past its last game.
    pub fn new(
        window: &Arc<hensou::Window>,
        index: usize,
        options: &Arc<Options>,
    ) -> Option<Replayed> {
        let (tags, played, report) = match window.game(index) {
            Some(game) => {
                GAMES_CHECKED.fetch_add(1, Ordering::Relaxed);
                let played = game.validate(options);
                let tags = game
                    .tags()
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect();
                let report = report_of(&played);
                (tags, Some(played), report)
            }
            // A window of bytes that are no text: one report saying so.
            None if index == 0 && !window.source().is_text() => {
                let unread = window.validate(options).pop()?;
                (Vec::new(), None, report_of(&unread))
            }
            None => return None,
        };
        Some(Replayed {
            tags,
            report,
            played,
            window: Arc::clone(window),
            index,
            options: Arc::clone(options),
            positions: OnceLock::new(),
        })
    }

    /// The game checked again with `options` (for what the kept moves
    /// cannot give), from the window it lies in.
    fn check_again(&self, options: &Options) -> Option<hensou::Report> {
        let game = self.window.game(self.index)?;
        GAMES_CHECKED.fetch_add(1, Ordering::Relaxed);
        Some(game.validate(options))
    }

    /// The plies played: number, text as written, notation that read it.
    pub fn plies(&self) -> Vec<(usize, String, &'static str)> {
        let text = self.window.source().text();
        self.played
            .iter()
            .flat_map(|r| r.plies())
            .map(|p| (p.number(), p.text(text).to_string(), p.notation()))
            .collect()
    }

    /// The value of the first tag called `name` (case ignored), if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The numbers of the plies played, from 1.
    pub fn ply_numbers(&self) -> Vec<usize> {
        self.played
            .iter()
            .flat_map(|r| r.plies())
            .map(hensou::Ply::number)
            .collect()
    }

    /// How many plies were played.
    pub fn ply_count(&self) -> usize {
        self.played.as_ref().map_or(0, |r| r.plies().len())
    }

    /// The moves printed in `notation`.
    pub fn moves_in(&self, notation: &str) -> Result<Vec<String>, Failure> {
        let Some(played) = &self.played else {
            return Ok(Vec::new());
        };
        if let Some(moves) = played.moves_in(notation)? {
            return Ok(moves);
        }
        // No moves kept (the game could not be set up), or not the main
        // line's: printed as the game is checked again.
        let Some(again) = self.check_again(&self.options.as_ref().clone().notation(notation))
        else {
            return Ok(Vec::new());
        };
        unknown_notation(&again, notation)?;
        Ok(again
            .plies()
            .iter()
            .map(|p| p.converted().unwrap_or_default().to_string())
            .collect())
    }

    /// The position strings at the start and after each ply, made the
    /// first time they are asked for.
    pub fn positions(&self) -> &[String] {
        self.positions.get_or_init(|| {
            let Some(played) = &self.played else {
                return Vec::new();
            };
            if let Some(positions) = played.positions() {
                return positions;
            }
            let with_positions = self.options.as_ref().clone().positions(true);
            let start = self
                .check_again(&self.options.as_ref().clone().stop_after(0))
                .and_then(|r| r.position())
                .map(|p| p.position_string());
            let Some(start) = start else {
                return Vec::new();
            };
            let again = self.check_again(&with_positions);
            std::iter::once(start)
                .chain(
                    again
                        .iter()
                        .flat_map(|r| r.plies())
                        .map(|p| p.position().unwrap_or_default().to_string()),
                )
                .collect()
        })
    }
}

/// The position string of a game from the start or from `position`.
pub fn position(settings: &Settings, position: Option<&str>) -> Result<String, Failure> {
    Ok(settings.position(position, None)?.position_string())
}

/// Every legal move, printed in `notation` (the game's first by default),
/// sorted.
pub fn legal_moves(
    settings: &Settings,
    position: Option<&str>,
    notation: Option<&str>,
) -> Result<Vec<String>, Failure> {
    Ok(settings
        .position(position, notation)?
        .legal_moves(notation)?)
}

/// Leaf nodes of the move tree `depth` plies deep.
pub fn perft(settings: &Settings, position: Option<&str>, depth: u32) -> Result<u64, Failure> {
    Ok(settings.position(position, None)?.perft(depth))
}

/// The moves legal under the settings' rules or under `other`, not both,
/// each with the rule that refuses it.
pub fn compare_moves(
    settings: &Settings,
    position: Option<&str>,
    other: &str,
    notation: Option<&str>,
) -> Result<Vec<MoveDifference>, Failure> {
    let compared = Settings {
        compare: Some(other.to_string()),
        ..settings.clone()
    };
    let differences = compared
        .position(position, notation)?
        .compare_moves(other, notation)?;
    Ok(differences
        .into_iter()
        .map(|d| MoveDifference {
            mv: d.mv,
            legal_under_rules: d.legal_under_rules,
            legal_under_compared_rules: d.legal_under_compared_rules,
            rule: d.rule.to_string(),
            reason: d.reason,
        })
        .collect())
}
