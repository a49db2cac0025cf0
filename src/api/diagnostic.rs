//! One problem found in a record, with where it is.

use serde::Serialize;

use crate::diagnostic::{Problem, Severity};
use crate::messages::{Lang, Said};
use crate::record::LineIndex;
use crate::rule_id::RuleId;

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
    /// The texts in a language asked for other than English, beside the
    /// stable English ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    localized: Option<Localized>,
    /// The catalogue's messages of the texts, to render them in any
    /// language.
    #[serde(skip)]
    said: Said,
}

/// A diagnostic's texts in one language: `localized` in JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Localized {
    lang: &'static str,
    message: String,
    label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    help: Option<String>,
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
            localized: None,
            said: (*p.said).clone(),
        }
    }
    /// The diagnostic with its texts in `lang` beside the English ones,
    /// unless `lang` is English.
    pub(crate) fn in_lang(mut self, lang: Lang) -> Diagnostic {
        self.localized = (lang != Lang::En).then(|| Localized {
            lang: lang.code(),
            message: self.message_in(lang),
            label: self.label_in(lang),
            help: self.help_in(lang),
        });
        self
    }
    /// What is wrong, in `lang` (`message` is the English text, which
    /// stays stable).
    ///
    /// ```
    /// use hensou::{Lang, Options, Source};
    /// let source = Source::from_text("post.txt", "1.l4 2.Og4 3.Ok5 4.b6 5.i7 6.b6-b12");
    /// let reports = source.validate(&Options::new().game("chatra"));
    /// let problem = &reports[0].diagnostics()[0];
    /// assert_eq!(problem.message(), "no king step, flight or slide takes b6 to b12");
    /// assert_eq!(
    ///     problem.message_in(Lang::Ja),
    ///     "単独機能の一歩でも、飛行でも、滑走でもb6からb12へは行けません"
    /// );
    /// ```
    pub fn message_in(&self, lang: Lang) -> String {
        self.said.message_in(lang, &self.message)
    }
    /// The label, in `lang`.
    pub fn label_in(&self, lang: Lang) -> String {
        self.said.label_in(lang, &self.label)
    }
    /// The help, in `lang`.
    pub fn help_in(&self, lang: Lang) -> Option<String> {
        self.said.help_in(lang, self.help.as_deref())
    }
    /// The texts in the language the options asked for
    /// ([`crate::Options::lang`]), where not English: what `localized`
    /// holds in JSON.
    pub fn localized(&self) -> Option<&Localized> {
        self.localized.as_ref()
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

impl Localized {
    /// `ja`.
    pub fn lang(&self) -> &str {
        self.lang
    }
    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// A few words said at the text pointed at.
    pub fn label(&self) -> &str {
        &self.label
    }
    /// What might help.
    pub fn help(&self) -> Option<&str> {
        self.help.as_deref()
    }
}
