//! Rendering problems for people (miette) and machines (JSON).

use std::fmt;
use std::io::IsTerminal;

use clap::Args;
use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource,
    Severity as MietteSeverity,
};
use serde::Serialize;

use super::input::Input;
use crate::diagnostic::{Problem, Severity};
use crate::record::Span;

/// How much a command says of what it found: the same flags and behaviour in
/// `validate`, `replay` and `convert`.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct Verbosity {
    /// Warnings in full even when several games are read (by default each
    /// is one line then).
    #[arg(long, short = 'v')]
    pub verbose: bool,
    /// Print only errors: no verdicts of valid games, no warnings.
    #[arg(long, short = 'q', conflicts_with = "verbose")]
    pub quiet: bool,
}

impl Verbosity {
    /// Writes `p` to standard error as asked: a warning not at all with
    /// `--quiet`, on one line when several games are read (`batch`) unless
    /// `--verbose`, else in full. Returns whether it was written in full.
    pub fn problem(&self, input: &Input, p: &Problem, batch: bool) -> bool {
        let mut out = String::new();
        let full = self.render(&mut out, input, p, batch);
        eprint!("{out}");
        full
    }

    /// Renders `p` into `out` as [`Verbosity::problem`] writes it.
    pub fn render(&self, out: &mut String, input: &Input, p: &Problem, batch: bool) -> bool {
        if !p.is_error() && self.quiet {
            return false;
        }
        if !p.is_error() && batch && !self.verbose {
            out.push_str(&one_line(input, p));
            out.push('\n');
            return false;
        }
        out.push_str(&text_problem(input, p));
        true
    }
}

/// A problem on one line: `file:line:col: warning[code] ply n: message`.
pub fn one_line(input: &Input, p: &Problem) -> String {
    let (line, col) = input.lines().line_col(&input.text, p.span.offset);
    let name = &input.name;
    let kind = if p.is_error() { "error" } else { "warning" };
    let ply = p.ply.map(|n| format!("ply {n}: ")).unwrap_or_default();
    format!("{name}:{line}:{col}: {kind}[{}] {ply}{}", p.code, p.message)
}

/// Which game of which file, and under which rules: the first fields of
/// every per-game JSON object.
#[derive(Serialize)]
pub struct GameIdJson<'a> {
    pub file: &'a str,
    pub game: usize,
    pub variant: Option<&'a str>,
    pub rules: Option<&'a str>,
}

/// A path that could not be read, as JSON.
#[derive(Serialize)]
pub struct InputErrorJson {
    pub file: String,
    pub error: String,
}

/// Prints an input that could not be read, as the run's format asks: an
/// error line, or a JSON object in the array or on a line of its own.
pub fn input_error(
    out: &mut super::batch::Printed,
    format: super::BatchFormat,
    path: String,
    message: String,
) {
    let line = if path.is_empty() {
        message
    } else {
        format!("{path}: {message}")
    };
    let entry = InputErrorJson {
        file: path,
        error: line,
    };
    match format {
        super::BatchFormat::Text => out.err(format!("error: {}\n", entry.error)),
        _ => print_json_entry(out, format, &entry),
    }
}

/// Prints one JSON object of a run that prints JSON: an element of the
/// array (`--format json`), or a line of its own (`jsonl`).
pub fn print_json_entry<T: Serialize>(
    out: &mut super::batch::Printed,
    format: super::BatchFormat,
    value: &T,
) {
    if format == super::BatchFormat::Json {
        out.json(value);
    } else {
        out.out(super::batch::jsonl(value));
    }
}

/// A problem as JSON: the fields of [`Problem`] plus line and column.
pub fn json_problem(input: &super::input::Input, p: &Problem) -> crate::Diagnostic {
    crate::Diagnostic::new(&input.text, input.lines(), p)
}

/// Colour only on a terminal, and never with NO_COLOR.
fn use_colour() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// Columns a diagnostic may use: the terminal's, else 100.
fn width() -> usize {
    if let Some(w) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return w;
    }
    if let Some((terminal_size::Width(w), _)) = terminal_size::terminal_size_of(std::io::stderr()) {
        if w > 0 {
            return usize::from(w);
        }
    }
    100
}

/// Renders a problem with its source snippet. Source lines wider than the
/// terminal are cut around the span; the position string comes last, on a
/// line of its own that is never wrapped, without the repetition history
/// (which only hensou reads back).
pub fn text_problem(input: &Input, p: &Problem) -> String {
    let (name, text) = (&input.name, &input.text);
    let theme = if use_colour() {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let width = width().max(40);
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(width)
        .without_primary_span_start();
    let (line, col) = input.lines().line_col(text, p.span.offset);
    let (source, span) = cut_lines(text, p.span, width.saturating_sub(12).max(30));
    let mut shown = p.clone();
    shown.position = None;
    shown.span = span;
    let located = Located {
        problem: shown,
        source: NamedSource::new(format!("{name}:{line}:{col}"), source),
    };
    let mut out = String::new();
    if handler.render_report(&mut out, &located).is_err() {
        out = format!("{}: {}\n", p.code, p.message);
    }
    if let Some(pos) = &p.position {
        out.push_str(&format!(
            "  position before the ply:\n  {}\n",
            pasteable(pos)
        ));
    }
    out
}

/// A position string without the fields only hensou reads back (the
/// repetition history), for pasting into the game's usual tools.
pub fn pasteable(position: &str) -> String {
    position
        .split_whitespace()
        .filter(|f| !f.starts_with("history="))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` with every line wider than `max` columns cut: the span's line to
/// a window around the span, the others after `max` columns. Lines keep
/// their numbers; the span is moved to its place in the cut text.
fn cut_lines(text: &str, span: Span, max: usize) -> (String, Span) {
    use unicode_width::UnicodeWidthChar;
    let cols = |c: char| c.width().unwrap_or(0);
    let mut out = String::with_capacity(text.len().min(1 << 16));
    let mut new_span = span;
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let holds_span = span.offset >= start && (span.offset < end || end == text.len());
        if body.chars().map(cols).sum::<usize>() <= max {
            if holds_span {
                new_span = Span::new(out.len() + span.offset - start, span.len);
            }
            out.push_str(line);
        } else {
            // A window of `max` columns, starting a third of it before the span.
            let at = if holds_span {
                crate::record::floor_char_boundary(body, span.offset - start)
            } else {
                0
            };
            let mut from = at;
            let mut back = 0;
            for (i, c) in body[..at].char_indices().rev() {
                back += cols(c);
                if back > max / 3 {
                    break;
                }
                from = i;
            }
            let mut to = from;
            let mut used = 0;
            for (i, c) in body[from..].char_indices() {
                used += cols(c);
                if used > max {
                    break;
                }
                to = from + i + c.len_utf8();
            }
            let lead = if from > 0 { "…" } else { "" };
            if holds_span {
                let offset = out.len() + lead.len() + (span.offset - start) - from;
                let len = span.len.min(to.saturating_sub(span.offset - start));
                new_span = Span::new(offset, len);
            }
            out.push_str(lead);
            out.push_str(&body[from..to]);
            if to < body.len() {
                out.push('…');
            }
            out.push_str(&line[body.len()..]);
        }
        start = end;
    }
    (out, new_span)
}

/// Prints a JSON value on stdout.
pub fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(s) => println!("{s}"),
        Err(e) => eprintln!("error: cannot write JSON: {e}"),
    }
}

/// A [`Problem`] with the text it points into, ready for miette to render.
#[derive(Debug)]
struct Located {
    problem: Problem,
    source: NamedSource<String>,
}

impl fmt::Display for Located {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problem.ply {
            Some(ply) => write!(f, "ply {ply}: {}", self.problem.message),
            None => f.write_str(&self.problem.message),
        }
    }
}

impl std::error::Error for Located {}

impl Diagnostic for Located {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(&self.problem.code))
    }
    fn severity(&self) -> Option<MietteSeverity> {
        Some(match self.problem.severity {
            Severity::Error => MietteSeverity::Error,
            Severity::Warning => MietteSeverity::Warning,
        })
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let p = &self.problem;
        let mut lines = Vec::new();
        if let Some(h) = &p.help {
            lines.push(h.clone());
        }
        if !p.suggestions.is_empty() {
            lines.push(format!("did you mean: {}", p.suggestions.join(", ")));
        }
        (!lines.is_empty()).then(|| Box::new(lines.join("\n")) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.problem.span;
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            Some(self.problem.label.clone()),
            span,
        ))))
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.offset, s.len).into()
    }
}
