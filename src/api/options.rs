//! How to check a game, as the caller names it.

use std::sync::Arc;

use super::Error;
use crate::options::{Misnamed, Names};
use crate::registry::Registry;
use crate::replay;

/// How to check a game: the game and rules for records that do not name
/// them, rule options, and more to do on the way.
///
/// ```
/// use hensou::{Options, Source};
/// // The white piece goes back to the point it came from.
/// let record = "[Position \"5/4B/2W2/5/5 w - -\"]\n1. c3-d3 e4-e3 2. d3-c3 *";
/// let source = Source::from_text("g.pgn", record);
/// let bell = Options::new().game("alquerque").rules("bell");
/// let report = &source.validate(&bell)[0];
/// assert_eq!(report.diagnostics()[0].code(), "alquerque::return");
/// // Allowed when only the point where the turn began is barred.
/// let report = &source.validate(&bell.rule("return=turn-start"))[0];
/// assert!(report.is_valid());
/// assert_eq!(report.rules(), Some("bell;return=turn-start"));
/// ```
#[derive(Clone, Debug)]
pub struct Options {
    names: Names,
    stop_after: Option<usize>,
    positions: bool,
    /// The language of the diagnostics' localized texts.
    pub(super) lang: crate::Lang,
    /// The games and formats the names are resolved against.
    pub(super) registry: Arc<Registry>,
    /// What the names resolve to, kept in step by every setter: the
    /// pipeline's options, or the name nothing has.
    resolved: Result<replay::Options, Misnamed>,
}

impl Default for Options {
    fn default() -> Options {
        let (names, registry) = (Names::default(), crate::registry::builtin().clone());
        Options {
            resolved: resolve(&names, &registry, None, false),
            names,
            stop_after: None,
            positions: false,
            lang: crate::Lang::En,
            registry,
        }
    }
}

/// The pipeline's options `names` resolve to against `registry`. Every
/// report keeps its moves ([`super::Report::moves_in`]): a few bytes a
/// ply, next to the [`super::Ply`] it keeps anyway.
fn resolve(
    names: &Names,
    registry: &Arc<Registry>,
    stop_after: Option<usize>,
    positions: bool,
) -> Result<replay::Options, Misnamed> {
    names.resolve_in(registry).map(|resolved| replay::Options {
        keep_line: true,
        ..resolved.replay_options(stop_after, positions)
    })
}

impl Options {
    /// The defaults: every record says its own game and rules, or its
    /// game is found from its moves.
    pub fn new() -> Options {
        Options::default()
    }
    /// Checks every name given (game, rules, rule options, compared rules,
    /// notation) as the command line does before it reads a file: a name
    /// nothing has is [`Error::Name`], with the command line's message.
    /// Without a game, each name must be some game's. The setters never
    /// fail, each resolving the names anew: with a name nothing has, every
    /// report is invalid, its one error this one.
    ///
    /// ```
    /// use hensou::{NameError, Options};
    /// assert!(Options::new().game("alquerque").rules("bell").check().is_ok());
    /// let err = Options::new().game("alquerque").rule("retrun=turn-start").check().unwrap_err();
    /// assert!(matches!(err, hensou::Error::Name(NameError::RuleOption { .. })));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "alquerque has no rule option `retrun`; did you mean `return`? (options: capture, \
    ///      chain, direction, return, base-line, scoring, blocked-penalty)"
    /// );
    /// let err = Options::new().game("shogi").notation("kiff").check().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "shogi has no notation called `kiff`; did you mean `kif`? \
    ///      (notations: usi, csa, kif, ki2, western)"
    /// );
    /// ```
    pub fn check(&self) -> Result<(), Error> {
        match &self.resolved {
            Ok(_) => Ok(()),
            Err(wrong) => Err(Error::Name(wrong.error.clone())),
        }
    }
    /// The pipeline's options the names resolve to, or the name nothing
    /// has and where it was given.
    pub(super) fn pipeline(&self) -> Result<&replay::Options, &Misnamed> {
        self.resolved.as_ref()
    }
    /// The options changed by `change`, their names resolved again.
    fn with(mut self, change: impl FnOnce(&mut Options)) -> Options {
        change(&mut self);
        let (stop_after, positions) = (self.stop_after, self.positions);
        self.resolved = resolve(&self.names, &self.registry, stop_after, positions);
        self
    }
    /// The games and formats every name and record is read by: hensou's
    /// own ([`crate::registry::builtin`]) unless given; a program's own
    /// games with them through [`Registry::with`], shared with the options
    /// (and every clone of them) as an [`Arc`].
    /// Options with different registries can be used side by side.
    ///
    /// ```
    /// use hensou::registry::{self, Registry};
    /// let builtin = hensou::Options::new().registry(registry::builtin());
    /// assert!(builtin.clone().game("shogi").check().is_ok());
    /// assert!(builtin.game("line").check().is_err());
    /// ```
    pub fn registry(self, registry: &Arc<Registry>) -> Options {
        self.with(|o| o.registry = Arc::clone(registry))
    }
    /// The language of the diagnostics' texts beside the English ones
    /// ([`super::Diagnostic::localized`]); English, the default, adds none.
    /// A game converted only in part ([`super::Game::convert`]) says why
    /// in a comment of this language.
    ///
    /// ```
    /// use hensou::{Lang, Options, Source};
    /// let source = Source::from_text("post.txt", "1.f9 2.Oh1");
    /// let report = &source.validate(&Options::new().lang(Lang::Ja))[0];
    /// let warning = &report.diagnostics()[0];
    /// assert_eq!(warning.code(), "record::detected-variant");
    /// assert_eq!(warning.localized().unwrap().label(), "[Variant] タグがありません");
    /// ```
    pub fn lang(mut self, lang: crate::Lang) -> Options {
        self.lang = lang;
        self
    }
    /// The game of records without a `[Variant]` tag (any of its names).
    ///
    /// ```
    /// // Moves that name no game are read as the only game that takes
    /// // them, with a warning; saying which game leaves no doubt.
    /// let source = hensou::Source::from_text("post.txt", "1.f9 2.Oh1");
    /// let found = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(found.diagnostics()[0].code(), "record::detected-variant");
    /// let report = &source.validate(&hensou::Options::new().game("チャトラ"))[0];
    /// assert!(report.diagnostics().is_empty());
    /// assert!(report.is_valid());
    /// assert_eq!(report.game(), Some("chatra"));
    /// ```
    pub fn game(self, name: &str) -> Options {
        self.with(|o| o.names.game = Some(name.to_string()))
    }
    /// The rules of records without a `[Rules]` tag: a rule set and
    /// options, `bell;return=turn-start`.
    pub fn rules(self, rules: &str) -> Options {
        self.with(|o| o.names.rules = Some(rules.to_string()))
    }
    /// One rule option, `key=value`, over any record's own rules.
    pub fn rule(self, option: &str) -> Options {
        self.with(|o| o.names.options.push(option.to_string()))
    }
    /// Also check every ply under these rules, from the same position
    /// ([`super::Report::differences`]).
    ///
    /// ```
    /// let record = "[Variant \"alquerque\"]\n[Position \"B4/5/2W2/5/5 w - -\"]\n1. c3-c2 *";
    /// let source = hensou::Source::from_text("g.pgn", record);
    /// let report = &source.validate(&hensou::Options::new().compare_rules("bell"))[0];
    /// assert!(report.is_valid());
    /// let difference = &report.differences()[0];
    /// assert_eq!((difference.ply, difference.text.as_str()), (1, "c3-c2"));
    /// assert!(!difference.legal_under_compared_rules);
    /// assert_eq!(difference.rule, "alquerque::backward");
    /// ```
    pub fn compare_rules(self, rules: &str) -> Options {
        self.with(|o| o.names.compare = Some(rules.to_string()))
    }
    /// Stop after this many plies.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 8h2b+");
    /// let report = &source.validate(&hensou::Options::new().stop_after(2))[0];
    /// assert_eq!(report.plies().len(), 2);
    /// ```
    pub fn stop_after(self, plies: usize) -> Options {
        self.with(|o| o.stop_after = Some(plies))
    }
    /// Also write every ply in this notation ([`super::Ply::converted`]).
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"macedonian\"]\n1.7g7f 2.2b2c");
    /// let report = &source.validate(&hensou::Options::new().notation("japanese"))[0];
    /// let written: Vec<_> = report.plies().iter().map(|p| p.converted().unwrap()).collect();
    /// assert_eq!(written, ["７六歩（77）", "２三歩（22）"]);
    /// ```
    pub fn notation(self, notation: &str) -> Options {
        self.with(|o| o.names.notation = Some(notation.to_string()))
    }
    /// Keep the position string after every ply ([`super::Ply::position`]).
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f");
    /// let report = &source.validate(&hensou::Options::new().positions(true))[0];
    /// assert_eq!(
    ///     report.plies()[0].position(),
    ///     Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
    /// );
    /// ```
    pub fn positions(self, keep: bool) -> Options {
        self.with(|o| o.positions = keep)
    }
}
