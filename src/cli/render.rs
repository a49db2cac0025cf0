//! Rendering problems for people (miette) and machines (JSON).

use std::fmt;
use std::io::IsTerminal;

use clap::Args;
use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteSpanContents,
    Severity as MietteSeverity, SourceCode, SpanContents,
};
use serde::Serialize;

use super::drawn::{Drawn, MOST_COLUMNS, TAB_WIDTH, widest};
use super::input::Input;
use crate::diagnostic::{Problem, Severity};
use crate::messages::{Lang, Msg};

use super::lang::help_word;
pub use super::lang::{lang, say, set_lang};
use crate::record::{LineIndex, Span};

/// How much a command says of what it found: the same flags and behaviour in
/// `validate`, `replay` and `convert`.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct Verbosity {
    /// Every warning, in full even when several games are read (by
    /// default a game shows the first warning of each kind with how many
    /// more there are, and each on one line when several games are read).
    #[arg(long, short = 'v')]
    pub verbose: bool,
    /// Print only errors: no verdicts of valid games, no warnings.
    #[arg(long, short = 'q', conflicts_with = "verbose")]
    pub quiet: bool,
}

impl Verbosity {
    /// Renders `p` into `out` as asked: a warning not at all with
    /// `--quiet`, on one line when several games are read (`batch`) unless
    /// `--verbose`, else in full. Returns whether it was written in full.
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

/// A problem's message with its ply (`ply 12: ...`, `第12手: ...`).
fn headline(p: &Problem) -> String {
    let message = p.said.message_in(lang(), &p.message);
    match p.ply {
        Some(ply) => say(crate::msg!("frame-ply", ply = ply, message = message)),
        None => message,
    }
}

/// A problem on one line: `file:line:col: warning[code] ply n: message`.
pub fn one_line(input: &Input, p: &Problem) -> String {
    let (line, col) = input.lines().line_col(&input.text, p.span.offset);
    let name = &input.name;
    let kind = if p.is_error() {
        say(crate::msg!("frame-error"))
    } else {
        say(crate::msg!("frame-warning"))
    };
    format!("{name}:{line}:{col}: {kind}[{}] {}", p.code, headline(p))
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
    message: Msg,
) {
    let said = if path.is_empty() {
        message
    } else {
        crate::msg!("usage-io", path = &path, reason = message)
    };
    // JSON's words stay English.
    let entry = InputErrorJson {
        file: path,
        error: said.to_string(),
    };
    match format {
        super::BatchFormat::Text => out.err(report(&super::CliError::Unreadable(said))),
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

/// A problem as JSON: the fields of [`Problem`] plus line and column, and
/// its texts in this run's language beside the English ones.
pub fn json_problem(input: &super::input::Input, p: &Problem) -> crate::Diagnostic {
    crate::Diagnostic::new(&input.text, input.lines(), p)
        .moved(input.offset)
        .in_lang(lang())
}

/// Colour only on a terminal, and never with NO_COLOR.
fn use_colour() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// Columns a diagnostic may use: the terminal's, else 100 (at most
/// [`MOST_COLUMNS`], in [`text_problem`]).
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
    let width = width().clamp(40, MOST_COLUMNS);
    let (line, col) = input.lines().line_col(&input.text, p.span.offset);
    let (source, span) = snippet(
        &input.text,
        input.lines(),
        p.span,
        width.saturating_sub(12).max(30),
    );
    let source = Snippet {
        name: format!("{}:{line}:{col}", input.name),
        ..source
    };
    render_problem(p, source, span, width)
}

/// Renders `p` as [`text_problem`] does, its span moved to `span` in
/// `source`.
fn render_problem(p: &Problem, source: Snippet, span: Span, width: usize) -> String {
    let mut shown = p.clone();
    shown.position = None;
    shown.span = span;
    let located = Located {
        problem: shown,
        source,
    };
    let mut out = String::new();
    if graphical(width).render_report(&mut out, &located).is_err() {
        out = format!("{}: {}\n", p.code, p.said.message_in(lang(), &p.message));
    }
    if lang() != Lang::En {
        out = help_word(&out);
    }
    if let Some(pos) = &p.position {
        out.push_str(&format!(
            "  {}\n  {}\n",
            say(crate::msg!("frame-position-before")),
            pasteable(pos)
        ));
    }
    out
}

/// miette's handler of every diagnostic the command line prints.
fn graphical(width: usize) -> GraphicalReportHandler {
    let theme = if use_colour() {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    GraphicalReportHandler::new_themed(theme)
        .with_width(width)
        .tab_width(TAB_WIDTH)
        .without_primary_span_start()
}

/// Renders a diagnostic that points into no text (a usage or I/O error,
/// the command line's `CliError`) as the command line has always said one:
/// `error: message` on one line, then its help, each line as miette
/// words it in a diagnostic (`help: ...`), in the run's language.
pub fn report(d: &dyn Diagnostic) -> String {
    let severity = match d.severity() {
        Some(MietteSeverity::Warning | MietteSeverity::Advice) => crate::msg!("frame-warning"),
        _ => crate::msg!("frame-error"),
    };
    let mut out = format!("{}: {d}\n", say(severity));
    if let Some(help) = d.help() {
        let help = say(crate::msg!("frame-help", help = help.to_string()));
        out.push_str(&format!("  {help}\n"));
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

/// The lines a diagnostic of `span` shows (its own lines and two on each
/// side, more than the one miette shows), cut as [`cut_lines`] does, with
/// the span moved into them: the work is that of a few lines, however long
/// the text.
fn snippet(text: &str, lines: &LineIndex, span: Span, max: usize) -> (Snippet, Span) {
    let at = span.offset.min(text.len());
    if span.end() <= text.len() {
        let first_line = lines.line_of(at).saturating_sub(2);
        // Cutting a line inside the span leaves its length as it was, so
        // in the cut text it may reach up to its length further: mostly
        // within the lines that length reaches, but over cut lines up to a
        // line a byte.
        let near = lines.line_of((span.end() + span.len).min(text.len())) + 2;
        let far = lines.line_of(at) + span.len + 2;
        for last_line in [near, far.max(near)] {
            let (snippet, shown) = lines_cut(text, lines, first_line..=last_line, span, max);
            let shown_whole = lines.line_start(last_line + 1).is_none()
                || context_after(&snippet.text, shown.end());
            if shown.end() <= snippet.text.len() && shown_whole {
                return (snippet, shown);
            }
        }
    }
    // A span past the end of the text or of its cut lines: miette says so,
    // with its offset in the whole text, cut.
    lines_cut(text, lines, 0..=usize::MAX - 1, span, max)
}

/// Whether `shown`, a text as [`cut_lines`] gives it, holds the two lines
/// of context miette draws after a span ending at `end`: the span's line
/// and two more, each ended.
fn context_after(shown: &str, end: usize) -> bool {
    shown
        .get(end..)
        .is_some_and(|rest| rest.matches('\n').nth(2).is_some())
}

/// The lines `range` of `text`, cut as [`cut_lines`] does, and `span` in
/// them.
fn lines_cut(
    text: &str,
    lines: &LineIndex,
    range: std::ops::RangeInclusive<usize>,
    span: Span,
    max: usize,
) -> (Snippet, Span) {
    let first_line = *range.start();
    let shown = range.map_while(|line| {
        let start = lines.line_start(line)?;
        let end = lines.line_start(line + 1).unwrap_or(text.len());
        (start < end || line == first_line).then(|| &text[start..end])
    });
    let start = lines.line_start(first_line).unwrap_or(0);
    let (source, span) = cut_lines(shown, Span::new(span.offset - start, span.len), max);
    let snippet = Snippet {
        name: String::new(),
        text: source,
        first_line: lines.breaks_before(start),
    };
    (snippet, span)
}

/// Some lines of a text for miette, numbered as in the whole text.
#[derive(Debug)]
struct Snippet {
    name: String,
    text: String,
    /// The line (from 0) the snippet's first line is in the whole text,
    /// counted as miette counts them.
    first_line: usize,
}

impl SourceCode for Snippet {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, miette::MietteError> {
        let inner = self.text.read_span(span, before, after)?;
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            inner.line() + self.first_line,
            inner.column(),
            inner.line_count(),
        )))
    }
}

/// Whether `text` fits in `max` columns as miette draws it, found without
/// reading past them.
fn fits(text: &str, max: usize) -> bool {
    let mut drawn = Drawn::default();
    text.chars().all(|c| {
        drawn.width(c);
        drawn.column() <= max
    })
}

/// A line's end as miette is shown it: a lone CR, which ends a line as LF
/// and CRLF do, as LF (of the same length, so that spans keep their places).
fn shown_end(end: &str) -> &str {
    if end == "\r" { "\n" } else { end }
}

/// `lines` (each with its line break, the last one perhaps without) with
/// every line wider than `max` columns cut: the span's line to a window
/// around the span, the others after `max` columns. Lines keep their
/// numbers; the span (an offset from the first line's start) is moved to
/// its place in the cut text. No line is read beyond what is shown of it.
/// Columns are counted as miette draws the cut line ([`Drawn`]), so that
/// no label lies past `max` and a few columns, whatever the line holds.
fn cut_lines<'a>(lines: impl Iterator<Item = &'a str>, span: Span, max: usize) -> (String, Span) {
    let mut out = String::new();
    let mut new_span = span;
    let mut start = 0;
    let mut lines = lines.peekable();
    while let Some(line) = lines.next() {
        let end = start + line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let last = lines.peek().is_none();
        let holds_span = span.offset >= start && (span.offset < end || last);
        if fits(body, max) {
            if holds_span {
                new_span = Span::new(out.len() + span.offset - start, span.len);
            }
            out.push_str(body);
            out.push_str(shown_end(&line[body.len()..]));
        } else {
            // A window of `max` columns, starting a third of it before the span.
            let at = if holds_span {
                crate::record::floor_char_boundary(body, span.offset - start)
            } else {
                0
            };
            let mut from = at;
            let mut back = 0;
            // Tab stops move with the cut: back, a tab counts its most.
            for (i, c) in body[..at].char_indices().rev() {
                back += widest(c);
                if back > max / 3 {
                    break;
                }
                from = i;
            }
            let lead = if from > 0 { "…" } else { "" };
            let mut drawn = Drawn::default();
            lead.chars().for_each(|c| {
                drawn.width(c);
            });
            let mut to = from;
            let mut used = 0;
            for (i, c) in body[from..].char_indices() {
                used += drawn.width(c);
                if used > max {
                    break;
                }
                to = from + i + c.len_utf8();
            }
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
            out.push_str(shown_end(&line[body.len()..]));
        }
        start = end;
    }
    (out, new_span)
}

/// Prints a JSON value on stdout.
pub fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(s) => println!("{s}"),
        Err(e) => {
            super::CliError::Json(e.to_string()).print();
        }
    }
}

/// A [`Problem`] with the text it points into, ready for miette to render.
#[derive(Debug)]
struct Located {
    problem: Problem,
    source: Snippet,
}

impl fmt::Display for Located {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&headline(&self.problem))
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
        if let Some(h) = p.said.help_in(lang(), p.help.as_deref()) {
            lines.push(h);
        }
        if !p.suggestions.is_empty() {
            let moves = p.suggestions.join(", ");
            lines.push(say(crate::msg!("frame-did-you-mean", moves = moves)));
        }
        (!lines.is_empty()).then(|| Box::new(lines.join("\n")) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.problem.span;
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            Some(self.problem.said.label_in(lang(), &self.problem.label)),
            span,
        ))))
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.offset, s.len).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::RecordCode;

    /// What miette is handed is the few lines around the span, cut: as
    /// much for a line or a file of a megabyte as for one of a kilobyte.
    #[test]
    fn a_diagnostic_reads_only_the_lines_around_it() {
        let handed = [1_000, 1_000_000].map(|n| {
            let long_line = format!("{}\n", "ab ".repeat(n / 3));
            let many_lines = "a short line\n".repeat(n / 13);
            [long_line, many_lines].map(|text| {
                let middle = text.len() / 2;
                let lines = LineIndex::new(&text);
                let (snippet, span) = snippet(&text, &lines, Span::new(middle, 2), 88);
                assert_eq!(
                    &snippet.text[span.range()],
                    &text[middle..middle + 2],
                    "{n}"
                );
                snippet.text.len()
            })
        });
        assert_eq!(handed[0], handed[1]);
        assert!(handed[0][0] < 400 && handed[0][1] < 100, "{handed:?}");
    }

    /// The column miette draws a label's start at in `shown`, rendered, and
    /// the column [`Drawn`] counts for it in the snippet's text.
    fn label_columns(text: &str, span: Span, max: usize) -> (usize, usize) {
        let lines = LineIndex::new(text);
        let (part, part_span) = snippet(text, &lines, span, max);
        let before = &part.text[..part_span.offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let mut drawn = Drawn::default();
        before[line_start..].chars().for_each(|c| {
            drawn.width(c);
        });
        let p = Problem::error(RecordCode::NoMoves, "no move", span);
        let shown = render_problem(&p, part, part_span, 100);
        let marks = ['▲', '┬', '─'];
        let row = (shown.lines())
            .find(|l| l.trim_start().starts_with('·') && l.contains(marks))
            .unwrap_or_else(|| panic!("no label in {shown}"));
        let gutter = row.chars().position(|c| c == '·').unwrap() + 2;
        let mark = row.chars().position(|c| marks.contains(&c)).unwrap();
        (mark - gutter, drawn.column())
    }

    /// The line of the panic: a move, then tabs that miette draws four
    /// columns wide each, which were counted as none; the label landed
    /// past column 65,535.
    #[test]
    fn a_line_of_tabs_is_cut_as_it_is_drawn() {
        let text = format!("1. d2-c3 {}zz", "\t".repeat(16_382));
        let at = text.len() - 2;
        let (drawn, counted) = label_columns(&text, Span::new(at, 2), 88);
        assert_eq!(drawn, counted);
        assert!(drawn <= 89, "{drawn}");
    }

    proptest::proptest! {
        /// Wherever the label is, whatever the line holds (tabs, full-width,
        /// zero-width and combining characters, escapes), miette draws it
        /// where the cut counted, within the columns the cut keeps.
        #[test]
        fn a_label_is_drawn_where_it_is_counted(
            units in proptest::collection::vec(
                proptest::sample::select(vec!["a", "\t", "七", "\u{200b}", "e\u{301}", "\x1b[1m", "\x1b", "m", " ", "ｱ"]),
                1..300,
            ),
            at in 0usize..2000,
            len in 0usize..12,
            max in 30usize..100,
        ) {
            let text = units.concat();
            let at = crate::record::floor_char_boundary(&text, at % text.len());
            let len = len.min(text.len() - at);
            let (drawn, counted) = label_columns(&text, Span::new(at, len), max);
            proptest::prop_assert_eq!(drawn, counted);
            proptest::prop_assert!(drawn <= max + 1, "{} > {}", drawn, max + 1);
        }
    }

    proptest::proptest! {
        /// A problem renders from its snippet as from the whole text, every
        /// line cut: the same lines, numbered the same (a lone carriage
        /// return ends a line, as LF and CRLF do).
        #[test]
        fn a_snippet_renders_as_the_whole_text(
            lines in proptest::collection::vec("[a-z 七]{0,60}\r{0,2}", 1..12),
            end in proptest::bool::ANY,
            at in 0usize..400,
            len in 0usize..90,
        ) {
            let mut text = lines.join("\n");
            if end {
                text.push('\n');
            }
            let at = crate::record::floor_char_boundary(&text, at);
            let span = Span::new(at, len);
            let p = Problem::error(RecordCode::NoMoves, "no move", span);
            let lines = LineIndex::new(&text);
            let (line, col) = lines.line_col(&text, at);
            let name = format!("t.txt:{line}:{col}");
            let (part, part_span) = snippet(&text, &lines, span, 30);
            let part = Snippet { name: name.clone(), ..part };
            let starts: Vec<usize> = (0..).map_while(|l| lines.line_start(l)).collect();
            let every_line = (starts.iter().enumerate())
                .map(|(k, &s)| &text[s..starts.get(k + 1).copied().unwrap_or(text.len())])
                .filter(|l| !l.is_empty());
            let (whole, whole_span) = cut_lines(every_line, span, 30);
            let whole = Snippet { name, text: whole, first_line: 0 };
            proptest::prop_assert_eq!(
                render_problem(&p, part, part_span, 100),
                render_problem(&p, whole, whole_span, 100)
            );
        }
    }
}
