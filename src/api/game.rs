//! How a text is read, its games one at a time, and what is done with a game.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::Arc;

use super::{Conversion, Error, Options, Report, Source};

use crate::diagnostic::Problem;
use crate::input::split::Splitter;
use crate::options::{self, Field, Misnamed};
use crate::record::{self, ConvertCode, GameRecord, RecordCode, Span};
use crate::registry::{self, Registry};
use crate::replay;

pub use crate::record::Reading;

/// The constructors of a [`Reading`] by name, which fail with the library's
/// [`Error`].
impl Reading {
    /// The reading of this name, as `hensou --input` takes it: `auto`,
    /// `record`, `forum`, or a registered file format (`kif`, `ki2`, `csa`,
    /// `usi`, `jkf`, ...); case ignored. A name nothing reads by is
    /// [`Error::Name`] with [`crate::NameError::Format`].
    ///
    /// ```
    /// assert!(hensou::Reading::named("csa").is_ok());
    /// assert!(hensou::Reading::named("forum").is_ok());
    /// let err = hensou::Reading::named("cas").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "no format called `cas`; did you mean `csa`? \
    ///      (formats: auto, record, forum, kif, ki2, csa, usi, jkf)"
    /// );
    /// ```
    pub fn named(name: &str) -> Result<Reading, Error> {
        Reading::named_in(registry::builtin(), name)
    }

    /// [`Reading::named`] among the formats of `registry` (a program's own
    /// with hensou's, [`crate::registry`]).
    ///
    /// ```
    /// use hensou::{Reading, registry};
    /// let csa = Reading::named_in(registry::builtin(), "CSA")?;
    /// assert_eq!(csa.name(), "csa");
    /// assert!(Reading::named_in(registry::builtin(), "cas").is_err());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn named_in(registry: &Registry, name: &str) -> Result<Reading, Error> {
        Ok(options::reading(registry, name)?)
    }
}

/// The games of a [`Source`], in order ([`Source::games`]).
///
/// ```
/// let source = hensou::Source::open("fixtures/alquerque/valid/two-games.pgn")?;
/// let numbers: Vec<usize> = source.games().map(|game| game.number()).collect();
/// assert_eq!(numbers, [1, 2]);
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Games<'s> {
    pub(super) source: &'s Source,
    pub(super) splitter: Option<Splitter>,
    pub(super) ready: VecDeque<GameRecord>,
    pub(super) next_number: usize,
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
            record: Cow::Owned(record),
        })
    }
}

/// One game of a [`Source`], as written: check it ([`Game::validate`]) or
/// convert it ([`Game::convert`]).
///
/// ```
/// let source = hensou::Source::from_text("g.pgn", "[Variant \"shelt\"]\n\n1.fav:I4^r 2.mat:E4-S4\n");
/// let game = source.games().next().unwrap();
/// assert_eq!(game.number(), 1);
/// assert_eq!(game.text(), source.text());
/// let report = game.validate(&hensou::Options::new());
/// assert_eq!(report.rules(), Some("default"));
/// assert_eq!(report.plies()[1].text(game.text()), "mat:E4-S4");
/// ```
pub struct Game<'s> {
    pub(super) source: &'s Source,
    pub(super) number: usize,
    /// Owned when split off a whole source, borrowed from a [`super::Window`].
    pub(super) record: Cow<'s, GameRecord>,
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

    /// The comments of the game's main line (`{...}`, `; ...`, KIF's `*`
    /// lines, CSA's `'` lines), in order: each one's text as read, and
    /// the byte offset and length of what was written.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"shelt\"]\n\n1.fav:I4^r {a quiet start} 2.mat:E4-S4\n");
    /// let game = source.games().next().unwrap();
    /// let comments: Vec<_> = game.comments().collect();
    /// assert_eq!(comments, [("a quiet start", 30, 15)]);
    /// ```
    pub fn comments(&self) -> impl Iterator<Item = (&str, usize, usize)> {
        self.record.movetext.iter().filter_map(|e| match e {
            record::Element::Comment { text, span, .. } => {
                Some((text.as_str(), span.offset, span.len))
            }
            _ => None,
        })
    }

    /// Whether this is a note beside records, found in a directory (the
    /// first and only game of a `.txt`, `.log` or `.pgn` file with no tags,
    /// no moves and nothing else read in it), not a record: what a walk
    /// skips, as the command line and the Python tables skip it. A file
    /// named on its own is a record all the same, with no moves.
    ///
    /// ```
    /// let note = hensou::Source::from_text("notes/memo.txt", "Games from the club night.\n");
    /// assert!(note.games().next().unwrap().is_note());
    /// let record = hensou::Source::from_text("g.usi", "startpos moves 7g7f");
    /// assert!(!record.games().next().unwrap().is_note());
    /// ```
    pub fn is_note(&self) -> bool {
        self.number == 1 && record::is_note(std::path::Path::new(&self.source.name), &self.record)
    }

    /// Checks every ply against the rules and plays it, stopping at the
    /// first illegal one.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 7f7e 3d3e 7e7d 3e3f 7d7c+ 3f3g+");
    /// let report = source.games().next().unwrap().validate(&hensou::Options::new());
    /// assert!(report.is_valid());
    /// assert_eq!(report.position().unwrap().legal_moves(None)?.len(), 55);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn validate(&self, options: &Options) -> Report {
        let inner = match options.pipeline() {
            Ok(pipeline) => replay::run(&self.source.text, &self.record, pipeline),
            Err(wrong) => misnamed(&self.record, wrong, &options.registry),
        };
        Report::new(self, inner).in_lang(options.lang)
    }

    /// The game in the notation or format `to` (`kif`, `csa`, `usi`, ...):
    /// the text, and what could not be carried. `to` is resolved with the
    /// other names of `options`, as [`Options::notation`] resolves it: a
    /// name that neither the game named nor, with none, any game has is the
    /// report's one error, the one [`Options::check`] returns.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d");
    /// let game = source.games().next().unwrap();
    /// let converted = game.convert("csa", &hensou::Options::new());
    /// assert!(converted.text().unwrap().contains("+7776FU\n-3334FU"));
    /// assert!(converted.losses().is_empty());
    /// ```
    pub fn convert(&self, to: &str, options: &Options) -> Conversion {
        let lang = options.lang;
        let converting = options.clone().notation(to);
        let options = match converting.pipeline() {
            Ok(pipeline) => pipeline,
            Err(wrong) => {
                let inner = misnamed(&self.record, wrong, &options.registry);
                return Conversion {
                    report: Report::new(self, inner).in_lang(lang),
                    text: None,
                    partial: None,
                    losses: Vec::new(),
                };
            }
        };
        let to = (options.convert_to.as_ref()).expect("`Options::notation` names the target");
        let mut inner = replay::run(&self.source.text, &self.record, options);
        let text = inner.write_converted(to);
        let partial = match text {
            Some(_) => None,
            None => inner.write_whole_or_partial(to, &self.source.text, &self.record, lang),
        };
        if text.is_some() || partial.is_some() {
            // The words before the first game lie in no game's span.
            let first = self.number == 1 && self.source.offset == 0;
            inner.report_lost_prose(to, &self.source.text, &self.record, first);
        }
        let losses = (inner.losses.iter())
            .map(|p| self.source.diagnostic(p).in_lang(lang))
            .collect();
        Conversion {
            report: Report::new(self, inner).in_lang(lang),
            text,
            partial,
            losses,
        }
    }
}

/// The report of a game checked with options that name what nothing has
/// ([`Options::check`]): invalid, its one error that name's, said where the
/// game starts.
fn misnamed(record: &GameRecord, wrong: &Misnamed, registry: &Arc<Registry>) -> replay::Report {
    let code = match wrong.field {
        Field::Game => RecordCode::UnknownVariant.id(),
        Field::Notation => ConvertCode::UnknownNotation.id(),
        Field::Compare => RecordCode::CompareRules.id(),
        _ => RecordCode::Setup.id(),
    };
    let mut report = replay::Report::new(record, registry);
    let at = Span::new(record.span.offset, 0);
    report
        .problems
        .push(Problem::error(code, wrong.error.msg(), at));
    report
}
