//! Rendering problems for people (miette) and machines (JSON).

use std::io::IsTerminal;

use miette::{GraphicalReportHandler, GraphicalTheme, NamedSource};
use serde::Serialize;

use crate::diagnostic::{Located, Problem, Severity};
use crate::record::line_col;

/// A problem as JSON: the fields of [`Problem`] plus line and column.
#[derive(Serialize)]
pub struct JsonProblem<'a> {
    pub code: &'a str,
    pub severity: Severity,
    pub message: &'a str,
    pub ply: Option<usize>,
    pub offset: usize,
    pub length: usize,
    pub line: usize,
    pub column: usize,
    pub label: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<&'a str>,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub suggestions: &'a [String],
}

pub fn json_problem<'a>(text: &str, p: &'a Problem) -> JsonProblem<'a> {
    let (line, column) = line_col(text, p.span.offset);
    JsonProblem {
        code: &p.code,
        severity: p.severity,
        message: &p.message,
        ply: p.ply,
        offset: p.span.offset,
        length: p.span.len,
        line,
        column,
        label: &p.label,
        help: p.help.as_deref(),
        position: p.position.as_deref(),
        suggestions: &p.suggestions,
    }
}

/// Colour only on a terminal, and never with NO_COLOR.
fn use_colour() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// Renders a problem with its source snippet.
pub fn text_problem(name: &str, text: &str, p: &Problem) -> String {
    let theme = if use_colour() {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(100);
    let located = Located {
        problem: p.clone(),
        source: NamedSource::new(name, text.to_string()),
    };
    let mut out = String::new();
    if handler.render_report(&mut out, &located).is_err() {
        out = format!("{}: {}\n", p.code, p.message);
    }
    out
}

/// Prints a JSON value on stdout.
pub fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(s) => println!("{s}"),
        Err(e) => eprintln!("error: cannot write JSON: {e}"),
    }
}
