//! Problems found in a record: what, where, and what might help. The
//! command line renders them with miette (`cli::render`).

use serde::Serialize;

use crate::messages::{Said, Words};
use crate::rule_id::RuleId;

/// A byte range in the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Span {
    /// Where the range starts, in bytes from the start of the text.
    pub offset: usize,
    /// Its length in bytes.
    pub len: usize,
}

impl Span {
    /// The `len` bytes from `offset`.
    pub fn new(offset: usize, len: usize) -> Span {
        Span { offset, len }
    }
    /// The offset just past the range.
    pub fn end(self) -> usize {
        self.offset + self.len
    }
    /// The range, to slice the text with.
    pub fn range(self) -> std::ops::Range<usize> {
        self.offset..self.end()
    }
    /// The same range in a text that has `by` more bytes before it.
    pub fn moved(self, by: usize) -> Span {
        Span::new(self.offset + by, self.len)
    }
}

/// How much a problem weighs: an error makes a record invalid, a warning
/// does not.
///
/// ```
/// // A record without a `[Variant]` tag is read as the only game its
/// // moves fit, with a warning.
/// let source = hensou::Source::open("fixtures/chatra/valid/01104-opening.txt")?;
/// let report = &source.validate(&hensou::Options::new())[0];
/// assert!(report.is_valid());
/// let warning = &report.diagnostics()[0];
/// assert_eq!(warning.code(), "record::detected-variant");
/// assert_eq!(warning.severity(), hensou::Severity::Warning);
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The record breaks a rule or its grammar.
    Error,
    /// Read, but not as written (a guess, a lenient reading).
    Warning,
}

/// One problem in one game of a record: what, where, and what might help.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// Stable id: `record::move-number`, `alquerque::huff-missing`, ...
    pub code: RuleId,
    pub severity: Severity,
    pub message: String,
    /// The ply (from 1) the problem is about, if any.
    pub ply: Option<usize>,
    #[serde(flatten)]
    pub span: Span,
    pub label: String,
    pub help: Option<String>,
    /// The position string before the ply.
    pub position: Option<String>,
    /// Legal moves nearest to what was written.
    pub suggestions: Vec<String>,
    /// The catalogue's messages the texts were rendered from, to show them
    /// in another language (boxed: a problem is held in enums beside
    /// small variants).
    #[serde(skip)]
    pub said: Box<Said>,
}

impl Problem {
    pub fn error(code: impl Into<RuleId>, message: impl Words, span: Span) -> Problem {
        let (message, said) = message.words();
        let (label, said_label) = crate::msg!("frame-here").words();
        Problem {
            code: code.into(),
            severity: Severity::Error,
            message,
            ply: None,
            span,
            label,
            help: None,
            position: None,
            suggestions: Vec::new(),
            said: Box::new(Said {
                message: said,
                label: said_label,
                help: None,
            }),
        }
    }
    pub fn warning(code: impl Into<RuleId>, message: impl Words, span: Span) -> Problem {
        Problem {
            severity: Severity::Warning,
            ..Problem::error(code, message, span)
        }
    }
    pub fn label(mut self, label: impl Words) -> Problem {
        (self.label, self.said.label) = label.words();
        self
    }
    pub fn help(mut self, help: impl Words) -> Problem {
        let (help, said) = help.words();
        (self.help, self.said.help) = (Some(help), said);
        self
    }
    /// The problem with the message and help of a broken rule (a
    /// violation's, a layer above), in words and as the catalogue's
    /// messages.
    pub fn told(mut self, help: Option<String>, said: Option<Box<Said>>) -> Problem {
        self.help = help;
        let said = said.map(|s| *s).unwrap_or_default();
        (self.said.message, self.said.help) = (said.message, said.help);
        self
    }
    pub fn ply(mut self, ply: usize) -> Problem {
        self.ply = Some(ply);
        self
    }
    pub fn position(mut self, position: impl Into<String>) -> Problem {
        self.position = Some(position.into());
        self
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// The longest word, in characters, for which the nearest legal moves are
/// looked for. Edit distance costs time and memory in the product of the
/// lengths, and a longer word is no mistyped move: a 10 MB line would take
/// seconds and hundreds of megabytes to be told nothing useful.
pub const NEAREST_MOVE_MAX_CHARS: usize = 64;

/// The candidates nearest to a mistyped `word` (case ignored): those at the
/// smallest edit distance, if it is small for the word's length. Ties are all
/// returned, in the order given.
pub fn nearest_names<'a>(word: &str, candidates: &[&'a str]) -> Vec<&'a str> {
    let word = word.trim().to_lowercase();
    let chars = word.chars().count();
    let limit = (chars / 3).max(2);
    // The distance is at least the difference in length: skipping those
    // too far apart keeps a megabyte-long word as quick as a short one (the
    // distance takes time and memory in the product of the lengths).
    let scored: Vec<(usize, &str)> = candidates
        .iter()
        .filter(|c| chars.abs_diff(c.chars().count()) <= limit)
        .map(|c| (strsim::damerau_levenshtein(&word, &c.to_lowercase()), *c))
        .filter(|&(d, _)| d <= limit)
        .collect();
    let Some(best) = scored.iter().map(|&(d, _)| d).min() else {
        return Vec::new();
    };
    let mut out: Vec<&str> = Vec::new();
    for (d, c) in scored {
        if d == best && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// `; did you mean `x`?` (or `` `x` or `y` ``) for a mistyped `word`, or
/// nothing when no candidate is near.
pub fn did_you_mean(word: &str, candidates: &[&str]) -> String {
    hint(&nearest_names(word, candidates))
}

/// `; did you mean `x`?` (or `` `x` or `y` ``) offering `nearest`, or
/// nothing when it is empty.
pub fn hint(nearest: &[&str]) -> String {
    if nearest.is_empty() {
        return String::new();
    }
    let quoted: Vec<String> = nearest.iter().map(|n| format!("`{n}`")).collect();
    format!("; did you mean {}?", quoted.join(" or "))
}

/// `1 line`, `2 lines`, `2 plies`.
pub fn plural(n: usize, word: &str) -> String {
    let consonant_y = word
        .strip_suffix('y')
        .filter(|stem| !stem.ends_with(['a', 'e', 'i', 'o', 'u']));
    if n == 1 {
        format!("1 {word}")
    } else if let Some(stem) = consonant_y {
        format!("{n} {stem}ies")
    } else {
        format!("{n} {word}s")
    }
}
