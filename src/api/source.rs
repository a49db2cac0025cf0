//! The decoded text of a record file, and what decoding it met.

use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;

use super::{Charset, Diagnostic, Error, Games, Options, Reading, Report};
use crate::diagnostic::Problem;
use crate::input::binary::{binary, first_control};
use crate::input::reading::ReadBy;
use crate::input::split::Splitter;
use crate::input::{encoding, utf16};
use crate::record::{LineIndex, Span};
use crate::registry::Registry;

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
    pub(super) name: String,
    pub(super) text: String,
    charset: Option<Charset>,
    problems: Vec<Problem>,
    /// Where the text lies in its file, when it is a window of it
    /// ([`super::Archive`]): bytes and line breaks before it.
    pub(super) offset: usize,
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
        if let Some(charset) = utf16::by_mark(&bytes) {
            return Source::from_utf16(name, charset, &bytes);
        }
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
        // Lines are found only to place a problem: most texts have none.
        let problems = if decoded.problems.is_empty() {
            Vec::new()
        } else {
            let lines = FeedLines::new(&decoded.text);
            let place = |p: encoding::DecodeProblem| {
                let span = lines.span(&decoded.text, p.line);
                p.at(span)
            };
            decoded.problems.into_iter().map(place).collect()
        };
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

    /// A source of UTF-16 `bytes` (their mark first), or of none with the
    /// error that says where they stop being UTF-16.
    fn from_utf16(name: String, charset: Charset, bytes: &[u8]) -> Source {
        let (text, problems) = match utf16::decode(charset, bytes) {
            Ok(text) => (text, Vec::new()),
            Err(at) => {
                let problem = Problem::error(
                    crate::record::InputCode::Binary,
                    utf16::malformed(charset, at),
                    Span::new(0, 0),
                )
                .help(crate::msg!("input-utf16-help"));
                (String::new(), vec![problem])
            }
        };
        Source {
            name,
            text,
            charset: Some(charset),
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
        self.games_in(reading, crate::registry::builtin())
    }

    /// The games in the text, read as `reading` says, `auto` trying the
    /// formats of `registry` (a program's own with hensou's,
    /// [`crate::registry`]).
    pub fn games_in(&self, reading: Reading, registry: &Arc<Registry>) -> Games<'_> {
        Games {
            source: self,
            splitter: (self.is_text()).then(|| {
                let registry = Arc::clone(registry);
                Splitter::new(&self.text, &ReadBy { reading, registry })
            }),
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
            return vec![Report::unread(self, options)];
        }
        (self.games_in(Reading::default(), &options.registry))
            .map(|g| g.validate(options))
            .collect()
    }

    /// The source of a window of a file's text.
    pub(super) fn of_window(input: Arc<crate::input::stream::Input>) -> Source {
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

    /// Name, text and problems, for the windows of [`crate::input::stream`].
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
    pub(super) fn diagnostic(&self, p: &Problem) -> Diagnostic {
        Diagnostic::new(&self.text, self.lines(), p).moved(self.offset)
    }

    pub(super) fn warnings(&self, number: usize) -> impl Iterator<Item = &Problem> {
        // Decoding's warnings belong to the file, shown with its first game.
        self.problems.iter().filter(move |_| number == 1)
    }
}

/// Where the lines of a text start, each ended by a line feed as decoding
/// numbers them: found once, so that a warning on every line costs a look-up
/// each, not a scan from the first line.
struct FeedLines {
    starts: Vec<usize>,
}

impl FeedLines {
    fn new(text: &str) -> FeedLines {
        let feeds = memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1);
        let starts = std::iter::once(0)
            .chain(feeds)
            .filter(|&start| start < text.len())
            .collect();
        FeedLines { starts }
    }

    /// The span of line `n` (from 1) of `text` without its line end; empty
    /// past its end.
    fn span(&self, text: &str, n: usize) -> Span {
        let Some(&start) = n.checked_sub(1).and_then(|i| self.starts.get(i)) else {
            return Span::new(0, 0);
        };
        let end = self.starts.get(n).copied().unwrap_or(text.len());
        Span::new(start, text[start..end].trim_end_matches(['\n', '\r']).len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// A line's span is that of the line feed's `n`-th line, found by
        /// splitting the text (a lone carriage return ends no line here).
        #[test]
        fn a_line_is_found_where_splitting_finds_it(
            text in "[a\r\n]{0,40}",
            n in 0usize..45,
        ) {
            let split = text.split_inclusive('\n').scan(0, |at, line| {
                let start = *at;
                *at += line.len();
                Some(Span::new(start, line.trim_end_matches(['\n', '\r']).len()))
            });
            let expected = split.clone().nth(n.wrapping_sub(1)).filter(|_| n > 0);
            let found = FeedLines::new(&text).span(&text, n);
            proptest::prop_assert_eq!(found, expected.unwrap_or(Span::new(0, 0)));
        }
    }
}
