//! What checking and converting a game give back.

use std::sync::Arc;

use super::{Diagnostic, Error, Game, Ply, Position, RuleDifference, Source};
use crate::game::{Outcome, Side};
use crate::options;
use crate::record::{Ending, GameRecord, RecordEnd};
use crate::registry::Registry;
use crate::replay;

/// The verdict on one game: its plies as played, its problems, its end.
///
/// ```
/// let source = hensou::Source::open("fixtures/alquerque/valid/bell-turn-start.pgn")?;
/// let report = &source.validate(&hensou::Options::new())[0];
/// assert!(report.is_valid());
/// assert_eq!(report.file(), "fixtures/alquerque/valid/bell-turn-start.pgn");
/// assert_eq!(report.number(), 1);
/// assert_eq!(report.game(), Some("alquerque"));
/// assert_eq!(report.rules(), Some("bell;return=turn-start"));
/// assert_eq!(report.plies().len(), 36);
/// assert_eq!(report.result(), Some("0-1"));
/// let outcome = report.outcome().unwrap();
/// assert_eq!((outcome.winner, outcome.reason.as_str()), (Some(hensou::Side::Second), "no-move"));
/// assert!(report.diagnostics().is_empty());
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Report {
    file: String,
    pub(super) number: usize,
    inner: replay::Report,
    diagnostics: Vec<Diagnostic>,
    players: [Option<String>; 2],
}

impl Report {
    /// The report with its diagnostics' texts in `lang` beside the English
    /// ones ([`Diagnostic::localized`]).
    pub(super) fn in_lang(mut self, lang: crate::Lang) -> Report {
        self.diagnostics = (self.diagnostics.into_iter())
            .map(|d| d.in_lang(lang))
            .collect();
        self
    }
    pub(super) fn new(game: &Game, inner: replay::Report) -> Report {
        let diagnostics = game
            .source
            .warnings(game.number)
            .chain(&inner.problems)
            .map(|p| game.source.diagnostic(p))
            .collect();
        let players = inner
            .variant
            .and_then(|name| inner.registry.find(name))
            .map(|variant| {
                let tag = |name: &str| game.record.tag(name);
                [Side::First, Side::Second]
                    .map(|side| variant.player(side, &tag).map(str::to_string))
            })
            .unwrap_or_default();
        Report {
            file: game.source.name.clone(),
            number: game.number,
            inner,
            diagnostics,
            players,
        }
    }

    /// The report of a source whose bytes could not be read.
    pub(super) fn unread(source: &Source, options: &super::Options) -> Report {
        Report {
            file: source.name.clone(),
            number: 1,
            inner: replay::Report::new(&GameRecord::default(), &options.registry),
            diagnostics: source.problems().collect(),
            players: [None, None],
        }
    }

    /// The file (the source's name) the game came from.
    pub fn file(&self) -> &str {
        &self.file
    }
    /// Where the game stands in its file, from 1.
    pub fn number(&self) -> usize {
        self.number
    }
    /// Whether no problem is an error.
    pub fn is_valid(&self) -> bool {
        !self.diagnostics.iter().any(Diagnostic::is_error)
    }
    /// The game the record was read as; `None` when it could not be told.
    pub fn game(&self) -> Option<&'static str> {
        self.inner.variant
    }
    /// The rules in force, spelled canonically.
    pub fn rules(&self) -> Option<&str> {
        self.inner.rules.as_deref()
    }
    /// The plies read and played, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.inner.plies
    }
    /// Every problem, errors and warnings, in the order found.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }
    /// How the game ended, by the rules or by a foul the record names.
    pub fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
    }
    /// The result the record writes (`1-0`, `投了` read as a token, ...).
    pub fn result(&self) -> Option<&str> {
        self.inner.result_token.as_deref()
    }
    /// The player of `side` as the record's tags name it: the tag named as
    /// the side (`Sente`, which KIF's `先手` and CSA's `N+` are read as;
    /// `Black`), or in a shogi handicap game `下手` (Sente) and `上手` (Gote,
    /// who gives the handicap and moves first).
    ///
    /// ```
    /// use hensou::Side;
    /// let kif = "手合割：香落ち\n下手：羽生\n上手：升田\n   1 ３二銀(31)\n   2 投了\n";
    /// let report = &hensou::Source::from_text("g.kif", kif).validate(&hensou::Options::new())[0];
    /// assert_eq!(report.player(Side::First), Some("羽生"));
    /// assert_eq!(report.player(Side::Second), Some("升田"));
    /// assert_eq!(report.written_outcome().unwrap().winner, Some(Side::Second));
    /// ```
    pub fn player(&self, side: Side) -> Option<&str> {
        self.players[side.index()].as_deref()
    }
    /// How the record says the game ended, when it says it in words
    /// (`投了`, `%TIME_UP`, `resign`); a bare `1-0` names no ending.
    pub fn ending(&self) -> Option<Ending> {
        self.inner.ending
    }
    /// The game's end as the record writes it: the winner of its result
    /// (`None` for a draw) and, as the reason, its [`Report::ending`]
    /// (`resignation`, `time-up`) or `written-result` for a bare token.
    /// `None` when the record writes no result or `*`. Most records end
    /// by resignation, which the moves cannot show: [`Report::outcome`]
    /// is the end by the rules, this is the end as written.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.csa", "PI\n+\n+7776FU\n-3334FU\n%TORYO\n");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert!(report.outcome().is_none());
    /// let written = report.written_outcome().unwrap();
    /// assert_eq!(written.winner, Some(hensou::Side::Second));
    /// assert_eq!(written.reason, "resignation");
    /// ```
    pub fn written_outcome(&self) -> Option<Outcome> {
        let reason = self
            .ending()
            .map_or(RecordEnd::WrittenResult.reason(), Ending::reason);
        match self.result()? {
            "1-0" => Some(Outcome::win(Side::First, reason)),
            "0-1" => Some(Outcome::win(Side::Second, reason)),
            "1/2-1/2" => Some(Outcome::draw(reason)),
            _ => None,
        }
    }
    /// The plies played, printed in `notation` (any of the game's
    /// notations): each move is played again from the start, none read
    /// again. `None` when the game could not be set up.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.kif", "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(report.moves_in("usi")?.unwrap(), ["7g7f", "3c3d", "8h2b+"]);
    /// assert_eq!(report.moves_in("csa")?.unwrap(), ["+7776FU", "-3334FU", "+8822UM"]);
    /// assert!(report.moves_in("algebra").is_err());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn moves_in(&self, notation: &str) -> Result<Option<Vec<String>>, Error> {
        let Some(session) = &self.inner.session else {
            return Ok(None);
        };
        let registry = &self.inner.registry;
        // Worded as the command line words a mistyped `--to`.
        let target = options::target(registry, registry.find(session.variant()), notation)?;
        let Some(index) = target.bind(&**session) else {
            let game = Some(session.variant());
            return Err(options::notation_error(game, notation, Vec::new()).into());
        };
        Ok(session
            .line_moves(index)
            .filter(|moves| moves.len() == self.inner.plies.len()))
    }
    /// The position string at the start of the game, then after each ply
    /// played, made when asked: the moves are played again from the start,
    /// none read again. `None` when the game could not be set up.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// let positions = report.positions().unwrap();
    /// assert_eq!(positions.len(), 3);
    /// assert_eq!(positions[0], hensou::Position::new("shogi", None)?.position_string());
    /// assert_eq!(positions[2], report.position().unwrap().position_string());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn positions(&self) -> Option<Vec<String>> {
        self.inner
            .session
            .as_ref()?
            .line_positions()
            .filter(|positions| positions.len() == self.inner.plies.len() + 1)
    }
    /// Plies judged otherwise under [`super::Options::compare_rules`].
    pub fn differences(&self) -> &[RuleDifference] {
        &self.inner.differences
    }
    /// The record's variations (KIF's 変化, a record's `( )`), a tree: each
    /// with the ply it replaces and its plies as played from there.
    ///
    /// ```
    /// let source = hensou::Source::open("fixtures/shogi/valid/comments-and-branch.kif")?;
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// let branch = &report.variations()[0];
    /// assert_eq!((branch.from_ply, branch.moves.len()), (3, 2));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn variations(&self) -> &[replay::Branch] {
        &self.inner.variations
    }
    /// The position after the last ply played: after the last legal one
    /// when the game is invalid.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 5i3h");
    /// let report = &source.validate(&hensou::Options::new())[0];
    /// assert_eq!(report.plies().len(), 2);
    /// assert_eq!(report.position().unwrap().plies(), 2);
    /// ```
    pub fn position(&self) -> Option<Position> {
        self.inner.session.as_ref().map(|s| Position {
            session: s.fork(),
            registry: Arc::clone(&self.inner.registry),
        })
    }
}

/// A game converted to another notation or format ([`Game::convert`]).
///
/// ```
/// let source = hensou::Source::open("fixtures/shogi/valid/comments-and-branch.kif")?;
/// let game = source.games().next().unwrap();
/// let conversion = game.convert("usi", &hensou::Options::new());
/// assert!(conversion.report().is_valid());
/// assert_eq!(conversion.text(), Some("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e\n"));
/// // A USI move list holds the moves alone: the players, the comments, the
/// // times, the branch and the resignation are each reported.
/// let lost: Vec<_> = conversion.losses().iter().map(|d| d.code()).collect();
/// assert_eq!(
///     lost,
///     ["convert::tag", "convert::comment", "convert::time", "convert::variation", "convert::result"]
/// );
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Conversion {
    pub(super) report: Report,
    pub(super) text: Option<String>,
    /// What is written for an invalid game.
    pub(super) partial: Option<String>,
    pub(super) losses: Vec<Diagnostic>,
}

impl Conversion {
    /// The check of the game on the way.
    pub fn report(&self) -> &Report {
        &self.report
    }
    /// The text in the target notation; `None` when the game is invalid.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// What `hensou convert` writes for the game, so that no game of a file
    /// is lost: [`Conversion::text`] when the game is valid; otherwise the
    /// game up to its last legal ply, then the errors and the rest of its
    /// text as written in a comment of the target (a `convert::partial`
    /// loss). `None` only when the target is no notation of the game.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 7g7f");
    /// let game = source.games().next().unwrap();
    /// let converted = game.convert("kif", &hensou::Options::new());
    /// assert_eq!(converted.text(), None);
    /// let written = converted.written().unwrap();
    /// assert!(written.contains("   2 ３四歩(33)\n*hensou: converted up to ply 2 only"));
    /// assert!(written.contains("*7g7f"));
    /// assert_eq!(converted.losses()[0].code(), "convert::partial");
    /// ```
    pub fn written(&self) -> Option<&str> {
        self.text.as_deref().or(self.partial.as_deref())
    }
    /// What the target cannot carry (comments, times, variations, ...).
    pub fn losses(&self) -> &[Diagnostic] {
        &self.losses
    }

    /// What stands between two games converted to `to` and written one
    /// after another, as `hensou convert` writes them: a `/` line in CSA, a
    /// line break elsewhere.
    ///
    /// ```
    /// assert_eq!(hensou::Conversion::between_games("csa"), "/\n");
    /// ```
    pub fn between_games(to: &str) -> &'static str {
        Conversion::between_games_in(crate::registry::builtin(), to)
    }

    /// [`Conversion::between_games`] for the formats of `registry`.
    ///
    /// ```
    /// use hensou::{Conversion, registry};
    /// assert_eq!(Conversion::between_games_in(registry::builtin(), "csa"), "/\n");
    /// assert_eq!(Conversion::between_games_in(registry::builtin(), "algebraic"), "\n");
    /// ```
    pub fn between_games_in(registry: &Registry, to: &str) -> &'static str {
        registry.format(to).map_or("\n", |f| f.between_games)
    }
}
