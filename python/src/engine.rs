//! Every call into the hensou library, in one place: reading bytes, the
//! checks of what a caller names, validation, replay, conversion, legal
//! moves and perft. Nothing here touches Python, so it all runs with the
//! interpreter released.

use hensou::diagnostic::{self, did_you_mean};
use hensou::formats::{self, Input};
use hensou::game::{RuleSpec, Side};
use hensou::record::{self, GameRecord, Span};
use hensou::replay;
use hensou::session::{Session, Variant};
use hensou::variants;

use crate::types::{Difference, Ply, Problem, Report};

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
    /// A notation the game does not have.
    Notation(String),
}

/// What a caller says of the games besides the record: the game and rules
/// for records that do not name them, rule options over them, and rules to
/// compare with.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    pub variant: Option<String>,
    pub rules: Option<String>,
    /// `KEY=VALUE` rule options, applied on top of the record's rules.
    pub options: Vec<(String, String)>,
    pub compare: Option<String>,
}

impl Settings {
    fn replay_options(&self) -> replay::Options {
        replay::Options {
            variant: self.variant.clone(),
            rules: self
                .rules
                .as_deref()
                .map(RuleSpec::parse)
                .unwrap_or_default(),
            overrides: self.overrides(),
            compare: self.compare.as_deref().map(RuleSpec::parse),
            ..Default::default()
        }
    }

    fn overrides(&self) -> RuleSpec {
        RuleSpec {
            set: None,
            options: self.options.clone(),
        }
    }

    /// The rules and options together.
    fn spec(&self) -> RuleSpec {
        self.rules
            .as_deref()
            .map(RuleSpec::parse)
            .unwrap_or_default()
            .merged(&self.overrides())
    }

    /// Checks the names given before any record is read, as the command
    /// line does: the game, its rules and options.
    pub fn check(&self) -> Result<(), Failure> {
        let Some(name) = &self.variant else {
            return Ok(());
        };
        let variant = self.variant_named(name)?;
        let mut spec = self.spec();
        if spec.set.is_none() {
            spec.set = variant.default_rules(name).map(str::to_string);
        }
        variant
            .check_rules(&spec)
            .map_err(|e| Failure::Rules(e.0))?;
        if let Some(compare) = &self.compare {
            variant
                .check_rules(&RuleSpec::parse(compare))
                .map_err(|e| Failure::Rules(e.0))?;
        }
        Ok(())
    }

    /// Checks a notation or file format to write in (`convert`'s `to`):
    /// the named game's, or without one any game's.
    pub fn check_notation(&self, to: &str) -> Result<(), Failure> {
        let known: Vec<&str> = match &self.variant {
            Some(name) => self.variant_named(name)?.notation_names(),
            None => variants::all()
                .iter()
                .flat_map(|v| v.notation_names())
                .collect(),
        };
        let written_in = formats::notation(to.trim());
        if known.iter().any(|k| k.eq_ignore_ascii_case(written_in)) {
            return Ok(());
        }
        let mut unique: Vec<&str> = Vec::new();
        for k in known {
            if !unique.contains(&k) {
                unique.push(k);
            }
        }
        Err(Failure::Notation(format!(
            "no notation called `{to}`{} (notations: {})",
            did_you_mean(to, &unique),
            unique.join(", ")
        )))
    }

    fn variant_named(&self, name: &str) -> Result<&'static dyn Variant, Failure> {
        variants::find_for(name, &self.spec()).ok_or_else(|| {
            let names: Vec<&str> = variants::all()
                .iter()
                .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
                .collect();
            let games: Vec<&str> = variants::all().iter().map(|v| v.name()).collect();
            Failure::Variant(format!(
                "no game called `{name}`{} (games: {})",
                did_you_mean(name, &names),
                games.join(", ")
            ))
        })
    }

    /// A game from the start or from `position`, for `moves` and `perft`.
    fn open(&self, position: Option<&str>) -> Result<Box<dyn Session>, Failure> {
        self.check()?;
        let name = self
            .variant
            .as_deref()
            .ok_or_else(|| Failure::Variant("a game is needed: variant=...".into()))?;
        let variant = self.variant_named(name)?;
        let mut spec = self.spec();
        if spec.set.is_none() {
            spec.set = variant.default_rules(name).map(str::to_string);
        }
        variant.new_game(&spec, position).map_err(|e| match e {
            hensou::session::SetupError::Rules(e) => Failure::Rules(e.0),
            e => Failure::Position(e.to_string()),
        })
    }
}

/// Rule options written `key=value;key=value`.
pub fn option_pairs(text: &str) -> Result<Vec<(String, String)>, Failure> {
    let spec = RuleSpec::parse(text);
    match spec.set {
        Some(part) => Err(Failure::Rules(format!(
            "options take KEY=VALUE, not `{part}`"
        ))),
        None => Ok(spec.options),
    }
}

/// The decoded text of one input.
pub struct Text {
    /// The file's name, or `<text>`.
    pub name: String,
    pub text: String,
    /// Set when the bytes are text in no encoding hensou reads: the one
    /// game of the input is then invalid with this problem.
    problem: Option<diagnostic::Problem>,
    /// Lenient readings of the bytes, reported with the first game.
    warnings: Vec<diagnostic::Problem>,
}

impl Text {
    /// Text given as a string.
    pub fn given(text: String) -> Text {
        Text {
            name: "<text>".into(),
            text,
            problem: None,
            warnings: Vec::new(),
        }
    }

    /// Bytes in UTF-8, Shift_JIS or EUC-JP; bytes that are not text are an
    /// input error.
    pub fn decode(name: String, bytes: Vec<u8>) -> Result<Text, Failure> {
        let control = |b: u8| b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b));
        if let Some(at) = bytes.iter().position(|&b| control(b)) {
            return Err(Failure::Input(format!(
                "{name}: this is not a text file (control byte 0x{:02x} at byte {at})",
                bytes[at]
            )));
        }
        let decoded = record::encoding::decode_owned(bytes);
        let mut out = Text {
            name,
            text: decoded.text,
            problem: None,
            warnings: Vec::new(),
        };
        for p in decoded.problems {
            let span = line_span(&out.text, p.line);
            let mut problem = diagnostic::Problem::error(p.code, p.message, span).help(p.help);
            if p.warning {
                problem.severity = diagnostic::Severity::Warning;
                out.warnings.push(problem);
            } else {
                out.problem = Some(problem);
            }
        }
        Ok(out)
    }

    /// Reads and decodes a file.
    pub fn read(path: &std::path::Path) -> Result<Text, Failure> {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| Failure::Input(io_message(&name, &e)))?;
        Text::decode(name, bytes)
    }
}

/// `path: no such file or directory`, as the command line words it.
fn io_message(name: &str, e: &std::io::Error) -> String {
    let why = match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => {
            let text = e.to_string();
            text.split(" (os error")
                .next()
                .unwrap_or(&text)
                .to_lowercase()
        }
    };
    format!("{name}: {why}")
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

/// Every game of `text` checked, in order, read a chunk at a time as the
/// command line reads an archive.
pub fn validate(text: &Text, settings: &Settings) -> Vec<Report> {
    let options = settings.replay_options();
    let mut out = Vec::new();
    if let Some(problem) = &text.problem {
        let mut report = empty_report(text, 1);
        report.problems = [problem]
            .into_iter()
            .chain(&text.warnings)
            .map(|p| problem_of(&text.text, p))
            .collect();
        report.valid = false;
        out.push(report);
        return out;
    }
    let mut splitter = formats::Splitter::new(&text.text, Input::Auto);
    while let Some(records) = splitter.next_chunk(&text.text) {
        for record in records {
            let number = out.len() + 1;
            let played = replay::run(&text.text, &record, &options);
            out.push(report_of(text, number, &played, settings.compare.is_some()));
        }
    }
    out
}

fn empty_report(text: &Text, game: usize) -> Report {
    Report {
        file: text.name.clone(),
        game,
        variant: None,
        rules: None,
        valid: true,
        plies: 0,
        result: None,
        winner: None,
        reason: None,
        problems: Vec::new(),
        differences: Vec::new(),
    }
}

/// The verdict on game `number` of `text`, as `validate --format json`
/// gives it: the input's warnings go with its first game.
fn report_of(text: &Text, number: usize, played: &replay::Report, compared: bool) -> Report {
    let warnings = if number == 1 { &text.warnings[..] } else { &[] };
    let problems: Vec<Problem> = warnings
        .iter()
        .chain(&played.problems)
        .map(|p| problem_of(&text.text, p))
        .collect();
    let outcome = played.outcome();
    Report {
        valid: !problems.iter().any(|p| p.severity == "error"),
        variant: played.variant,
        rules: played.rules.clone(),
        plies: played.plies.len(),
        result: played.result_token.clone(),
        winner: outcome.as_ref().and_then(|o| o.winner).map(side_name),
        reason: outcome.map(|o| o.reason),
        problems,
        differences: if compared {
            played
                .differences
                .iter()
                .map(|d| difference_of(&text.text, d))
                .collect()
        } else {
            Vec::new()
        },
        ..empty_report(text, number)
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn problem_of(text: &str, p: &diagnostic::Problem) -> Problem {
    let (line, column) = record::line_col(text, p.span.offset);
    Problem {
        code: p.code.clone(),
        severity: match p.severity {
            diagnostic::Severity::Error => "error",
            diagnostic::Severity::Warning => "warning",
        },
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

fn difference_of(text: &str, d: &replay::RuleDifference) -> Difference {
    let (line, column) = record::line_col(text, d.span.offset);
    Difference {
        ply: d.ply,
        text: d.text.clone(),
        line,
        column,
        legal_under_record_rules: d.legal_under_record_rules,
        legal_under_compared_rules: d.legal_under_compared_rules,
        rule: d.rule.clone(),
        reason: d.reason.clone(),
    }
}

/// Every game of `text` in the notation or file format `to`, as
/// `hensou convert` writes them: the text of the valid games, one after
/// another, and each game's report (what the conversion could not carry
/// among its warnings).
pub fn convert(text: &Text, to: &str, settings: &Settings) -> (String, Vec<Report>) {
    let options = replay::Options {
        convert_to: Some(to.to_string()),
        ..settings.replay_options()
    };
    let mut written = String::new();
    let mut reports = Vec::new();
    if text.problem.is_some() {
        return (written, validate(text, settings));
    }
    for (k, record) in formats::read(&text.text, Input::Auto).iter().enumerate() {
        let mut played = replay::run(&text.text, record, &options);
        let game = played
            .converted
            .as_ref()
            .filter(|_| played.valid())
            .map(|converted| formats::write(converted, played.numbering, to));
        if let Some(game) = game {
            for left in &game.left_out {
                let span = played
                    .plies
                    .iter()
                    .find(|p| p.converted.as_deref() == Some(left.as_str()))
                    .map_or(Span::default(), |p| p.span);
                played.losses.push(diagnostic::Problem::warning(
                    "convert::move",
                    format!(
                        "`{left}` is no {} move: it is written as a comment in its place",
                        to.to_uppercase()
                    ),
                    span,
                ));
            }
            if !written.is_empty() {
                written.push_str(formats::between_games(to));
            }
            written.push_str(&game.text);
        }
        let mut report = report_of(text, k + 1, &played, false);
        report
            .problems
            .extend(played.losses.iter().map(|p| problem_of(&text.text, p)));
        reports.push(report);
    }
    (written, reports)
}

/// One game of a record, replayed: its tags, its verdict, every ply with
/// the position after it, and what it takes to print its moves again.
pub struct Replayed {
    pub tags: Vec<(String, String)>,
    pub report: Report,
    pub plies: Vec<Ply>,
    /// The position the game starts from, when the record gives one.
    pub start: Option<String>,
}

/// Every game of `text`, replayed.
pub fn replay_all(text: &Text, settings: &Settings) -> Vec<Replayed> {
    if text.problem.is_some() {
        return validate(text, settings)
            .into_iter()
            .map(|report| Replayed {
                tags: Vec::new(),
                report,
                plies: Vec::new(),
                start: None,
            })
            .collect();
    }
    let options = settings.replay_options();
    formats::read(&text.text, Input::Auto)
        .iter()
        .enumerate()
        .map(|(k, record)| replayed(text, k + 1, record, &options))
        .collect()
}

fn replayed(
    text: &Text,
    number: usize,
    record: &GameRecord,
    options: &replay::Options,
) -> Replayed {
    let played = replay::run(&text.text, record, options);
    let report = report_of(text, number, &played, false);
    let tags = record
        .tags
        .iter()
        .map(|t| (t.name.clone(), t.value.clone()))
        .collect();
    // The game as it stood before its first ply, set up as the record says.
    let before = replay::Options {
        stop_after: Some(0),
        ..options.clone()
    };
    let start = replay::run(&text.text, record, &before).session;
    let mut plies = Vec::with_capacity(played.plies.len());
    if let Some(mut session) = start.as_ref().map(|s| s.fork()) {
        for ply in &played.plies {
            let written = ply.text(&text.text);
            let only = session.notation(ply.notation);
            if session.play_text(written, only, None).is_err() {
                break;
            }
            plies.push(Ply {
                number: ply.number,
                text: written.to_string(),
                notation: ply.notation,
                position: session.position_string(),
            });
        }
    }
    Replayed {
        tags,
        report,
        plies,
        start: record
            .tag("Position")
            .and(start.as_ref().map(|s| s.position_string())),
    }
}

/// The plies of a game replayed, printed in `notation`.
pub fn moves_in(
    variant: &str,
    rules: &str,
    start: Option<&str>,
    plies: &[(String, &'static str)],
    notation: &str,
) -> Result<Vec<String>, Failure> {
    let settings = Settings {
        variant: Some(variant.to_string()),
        rules: Some(rules.to_string()),
        ..Settings::default()
    };
    let mut session = settings.open(start)?;
    let to = notation_index(session.as_ref(), notation)?;
    let mut out = Vec::with_capacity(plies.len());
    for (text, written_in) in plies {
        let only = session.notation(written_in);
        match session.play_text(text, only, Some(to)) {
            Ok(played) => out.push(played.converted.unwrap_or_default()),
            Err(_) => break,
        }
    }
    Ok(out)
}

fn notation_index(session: &dyn Session, name: &str) -> Result<usize, Failure> {
    session.notation(name).ok_or_else(|| {
        let names: Vec<&str> = variants::find(session.variant())
            .map(|v| v.notation_names())
            .unwrap_or_default();
        Failure::Notation(format!(
            "{} has no notation called `{name}`{} (notations: {})",
            session.variant(),
            did_you_mean(name, &names),
            names.join(", ")
        ))
    })
}

/// The position string of a game from the start or from `position`.
pub fn position(settings: &Settings, position: Option<&str>) -> Result<String, Failure> {
    Ok(settings.open(position)?.position_string())
}

/// Every legal move, printed in `notation` (the game's first by default),
/// sorted.
pub fn legal_moves(
    settings: &Settings,
    position: Option<&str>,
    notation: Option<&str>,
) -> Result<Vec<String>, Failure> {
    let session = settings.open(position)?;
    let index = match notation {
        Some(n) => notation_index(session.as_ref(), n)?,
        None => 0,
    };
    Ok(session.legal_moves(index))
}

/// Leaf nodes of the move tree `depth` plies deep.
pub fn perft(settings: &Settings, position: Option<&str>, depth: u32) -> Result<u64, Failure> {
    Ok(settings.open(position)?.perft(depth))
}
