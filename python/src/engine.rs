//! Every call into the hensou library, in one place, through its public
//! API alone: reading records, the check of what a caller names, validation,
//! replay, conversion, legal moves and perft. Nothing here touches Python,
//! so it all runs with the interpreter released.

use std::path::Path;

use hensou::messages::Msg;
use hensou::{Diagnostic, Lang, Options, Position, Reading, Side, Source, msg};

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
        Failure::of(e, Lang::En)
    }
}

impl Failure {
    /// The failure `e` is, its message in `lang`.
    pub fn of(e: hensou::Error, lang: Lang) -> Failure {
        use hensou::NameError;
        use hensou::session::SetupError;
        let message = e.message_in(lang);
        match e {
            hensou::Error::Name(NameError::Game { .. }) => Failure::Variant(message),
            hensou::Error::Name(NameError::Notation { .. } | NameError::Format { .. }) => {
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
    /// The language of problems' texts beside the English ones.
    pub lang: hensou::Lang,
}

impl Settings {
    pub fn options(&self) -> Options {
        let mut options = Options::new().lang(self.lang);
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
        self.options().check().map_err(|e| self.failure(e))
    }

    /// The failure `e` is, said in the settings' language.
    fn failure(&self, e: hensou::Error) -> Failure {
        Failure::of(e, self.lang)
    }

    /// Checks `to` as `hensou convert --to` does: a notation or format of
    /// the game named, or of some game.
    pub fn check_notation(&self, to: &str) -> Result<(), Failure> {
        (self.options().notation(to).check()).map_err(|e| self.failure(e))
    }

    /// How the text is read.
    pub(crate) fn reading(&self) -> Result<Reading, Failure> {
        Reading::named(self.input.as_deref().unwrap_or("auto")).map_err(|e| self.failure(e))
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
        options.check().map_err(|e| self.failure(e))?;
        let variant = self.variant.as_deref().unwrap_or_default();
        let rules = self.rule_text();
        match position {
            Some(p) => Position::from_string(variant, Some(&rules), p),
            None => Position::new(variant, Some(&rules)),
        }
        .map_err(|e| self.failure(e))
    }
}

/// Rule options written `key=value;key=value`; a part that is no pair is
/// said in `lang`.
pub fn option_pairs(text: &str, lang: Lang) -> Result<Vec<(String, String)>, Failure> {
    let mut out = Vec::new();
    for part in text
        .split([';', ','])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let Some((key, value)) = part.split_once('=') else {
            return Err(Failure::Rules(
                msg!("python-options-key-value", part = part).render(lang),
            ));
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
/// cannot be read, are an input error, as on the command line, said in
/// `lang`.
pub fn source(input: Input, lang: Lang) -> Result<Source, Failure> {
    let source = match input {
        Input::Text(text) => Source::from_text("<text>", text),
        Input::Bytes(bytes) => Source::from_bytes("<bytes>", bytes),
        Input::Path(path) => open(&path, lang)?,
    };
    ensure_text(&source, lang)?;
    Ok(source)
}

/// Bytes that are no text, as the input error the command line makes them,
/// in `lang`.
pub(crate) fn ensure_text(source: &Source, lang: Lang) -> Result<(), Failure> {
    let binary = hensou::record::InputCode::Binary;
    match source.problems().find(|p| p.code() == binary) {
        Some(binary) => Err(Failure::Input(format!(
            "{}: {}",
            source.name(),
            binary.message_in(lang)
        ))),
        None => Ok(()),
    }
}

/// Reads a file, with `path: no such file or directory` as the command
/// line words what went wrong, in `lang`.
fn open(path: &Path, lang: Lang) -> Result<Source, Failure> {
    let bytes = std::fs::read(path).map_err(|e| {
        use hensou::messages::io;
        let why = match e.kind() {
            std::io::ErrorKind::NotFound | std::io::ErrorKind::PermissionDenied => io::reason(&e),
            _ => io::kept(e.to_string().to_lowercase(), io::reason(&e)),
        };
        Failure::Input(io_text(&path.display().to_string(), why, lang))
    })?;
    Ok(Source::from_bytes(path.display().to_string(), bytes))
}

/// `path: reason`, in `lang`.
pub(crate) fn io_text(path: &str, reason: Msg, lang: Lang) -> String {
    msg!("usage-io", path = path, reason = reason).render(lang)
}

/// Every game of `source` checked, in order. Each game's report is made
/// into Python's as soon as it is ready: the library's keeps every ply and
/// the game in progress, which for a whole archive at once would cost more
/// memory than the checking.
pub fn validate(source: &Source, settings: &Settings) -> Result<Vec<Report>, Failure> {
    let options = settings.options();
    if !source.is_text() {
        return Ok(source
            .validate(&options)
            .iter()
            .map(|r| report_of(r, settings.lang))
            .collect());
    }
    Ok(settings
        .games(source)?
        .map(|game| report_of(&game.validate(&options), settings.lang))
        .collect())
}

/// A report as Python sees it, its texts in `lang` beside the English.
pub(crate) fn report_of(r: &hensou::Report, lang: Lang) -> Report {
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
                reason: d.reason.to_string(),
                localized_reason: localized(&d.reason, lang),
            })
            .collect(),
    }
}

/// `msg` in `lang`, beside its English; `None` in English.
pub(crate) fn localized(msg: &Msg, lang: Lang) -> Option<String> {
    (lang != Lang::En).then(|| msg.render(lang))
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
        localized_message: d.localized().map(|l| l.message().to_string()),
        localized_label: d.localized().map(|l| l.label().to_string()),
        localized_help: d.localized().and_then(|l| l.help()).map(str::to_string),
    }
}

/// A notation the game of `r` lacks, as the failure the command line's
/// `--to` would be for that game.
pub(crate) fn unknown_notation(
    r: &hensou::Report,
    notation: &str,
    lang: Lang,
) -> Result<(), Failure> {
    match r.game() {
        Some(game) => {
            (Options::new().game(game).notation(notation).check()).map_err(|e| Failure::of(e, lang))
        }
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
        unknown_notation(converted.report(), to, settings.lang)?;
        if let Some(text) = converted.written() {
            if !written.is_empty() {
                written.push_str(hensou::Conversion::between_games(to));
            }
            written.push_str(text);
        }
        let mut report = report_of(converted.report(), settings.lang);
        report
            .problems
            .extend(converted.losses().iter().map(problem_of));
        reports.push(report);
    }
    Ok((written, reports))
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
            reason: d.reason.to_string(),
            localized_reason: localized(&d.reason, settings.lang),
        })
        .collect())
}
