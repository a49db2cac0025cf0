//! A position of any game, to play moves on, list them and count them.

use std::sync::Arc;

use super::Error;
use crate::game::{Outcome, RuleOptionInfo, RuleSetInfo, RuleSpec, Side};
use crate::options;
use crate::registry::{self, Registry};
use crate::session::{MoveDifference, PlyFailure, Session};

/// A game in progress of any of hensou's games: play moves written in any
/// of its notations, list the legal ones, count them with perft. A clone
/// is an independent copy, to try moves on.
///
/// ```
/// let mut position = hensou::Position::new("shogi", None)?;
/// assert_eq!(position.perft(2), 900);
/// position.play("7g7f")?;
/// position.play("３四歩")?;
/// assert_eq!(position.legal_moves(Some("usi"))?.len(), 39);
/// let err = position.play("5i5g").unwrap_err();
/// assert!(matches!(err, hensou::Error::Illegal { .. }), "{err}");
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Position {
    pub(super) session: Box<dyn Session>,
    /// The games the position's game is one of, for its tables and the
    /// formats it converts to.
    pub(super) registry: Arc<Registry>,
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position {
            session: self.session.fork(),
            registry: Arc::clone(&self.registry),
        }
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Position")
            .field(&self.session.position_string())
            .finish()
    }
}

impl Position {
    /// The start of the game `game` (any of its names) under `rules` (a
    /// rule set and options, `bell;return=turn-start`; the game's own when
    /// `None`).
    ///
    /// ```
    /// let position = hensou::Position::new("makedonia", None)?;
    /// assert_eq!((position.game(), position.rules().as_str()), ("macedonian", "standard"));
    /// assert_eq!(position.notations(), ["japanese", "ascii"]);
    /// assert_eq!(position.legal_moves(Some("ascii"))?[..3], ["1g1f", "2g2f", "2h1f"]);
    /// let bell = hensou::Position::new("alquerque", Some("bell;return=turn-start"))?;
    /// assert_eq!(bell.rules(), "bell;return=turn-start");
    /// assert!(hensou::Position::new("alquerque", Some("bel")).is_err());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn new(game: &str, rules: Option<&str>) -> Result<Position, Error> {
        Position::new_in(registry::builtin(), game, rules)
    }

    /// [`Position::new`] of a game of `registry` (a program's own games
    /// with hensou's, [`crate::registry`]).
    ///
    /// ```
    /// let position = hensou::Position::new_in(hensou::registry::builtin(), "shogi", None)?;
    /// assert_eq!(position.legal_moves(None)?.len(), 30);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn new_in(
        registry: &Arc<Registry>,
        game: &str,
        rules: Option<&str>,
    ) -> Result<Position, Error> {
        Position::set_up(registry, game, rules, None)
    }

    /// The position a position string describes (the game's FEN-like
    /// string, as [`Position::position_string`] writes it).
    ///
    /// ```
    /// let start = hensou::Position::new("alquerque", None)?;
    /// let again = hensou::Position::from_string("alquerque", None, &start.position_string())?;
    /// assert_eq!(again.position_string(), start.position_string());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn from_string(game: &str, rules: Option<&str>, position: &str) -> Result<Position, Error> {
        Position::from_string_in(registry::builtin(), game, rules, position)
    }

    /// [`Position::from_string`] of a game of `registry`.
    pub fn from_string_in(
        registry: &Arc<Registry>,
        game: &str,
        rules: Option<&str>,
        position: &str,
    ) -> Result<Position, Error> {
        Position::set_up(registry, game, rules, Some(position))
    }

    fn set_up(
        registry: &Arc<Registry>,
        game: &str,
        rules: Option<&str>,
        position: Option<&str>,
    ) -> Result<Position, Error> {
        let rules = RuleSpec::parse(rules.unwrap_or_default());
        Ok(Position {
            session: open(registry, game, rules, position)?,
            registry: Arc::clone(registry),
        })
    }

    /// The game's canonical name.
    pub fn game(&self) -> &'static str {
        self.session.variant()
    }
    /// The rules in force, spelled canonically.
    pub fn rules(&self) -> String {
        self.session.rules()
    }
    /// The side whose turn it is.
    ///
    /// ```
    /// use hensou::{Position, Side};
    /// let mut position = Position::new("shelt", None)?;
    /// assert_eq!(position.side_to_move(), Side::First);
    /// assert_eq!(position.side_name(Side::First), "Arshe");
    /// position.play("fav:I4^r")?;
    /// assert_eq!(position.side_to_move(), Side::Second);
    /// assert_eq!(position.plies(), 1);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn side_to_move(&self) -> Side {
        self.session.side_to_move()
    }
    /// The game's own name of a side (`sente`, `white`, ...).
    pub fn side_name(&self, side: Side) -> &'static str {
        self.session.side_name(side)
    }
    /// Plies played since the position was set up.
    pub fn plies(&self) -> usize {
        self.session.plies()
    }
    /// The position string: everything the rules need.
    pub fn position_string(&self) -> String {
        self.session.position_string()
    }
    /// The board as text, hands and side to move included.
    ///
    /// ```
    /// let position = hensou::Position::new("alquerque", None)?;
    /// let diagram = position.diagram();
    /// let lines: Vec<&str> = diagram.lines().collect();
    /// assert_eq!(lines[4], "3 B - B - . - W - W");
    /// assert_eq!(lines[10], "White (W) to move");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn diagram(&self) -> String {
        self.session.diagram()
    }
    /// The board as text, its words (sides, hands, whose turn) in `lang`.
    ///
    /// ```
    /// let position = hensou::Position::new("alquerque", None)?;
    /// let diagram = position.diagram_in(hensou::Lang::Ja);
    /// assert_eq!(diagram.lines().last(), Some("白（W）の手番"));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn diagram_in(&self, lang: crate::Lang) -> String {
        (self.session.named_diagram("default", lang)).unwrap_or_else(|_| self.diagram())
    }
    /// How the game ended, if it has.
    ///
    /// ```
    /// let mut position = hensou::Position::from_string("alquerque", None, "5/5/2B2/2W2/5 w - -")?;
    /// assert_eq!(position.outcome(), None);
    /// position.play("c2xc4")?;
    /// let outcome = position.outcome().unwrap();
    /// assert_eq!(outcome.winner, Some(hensou::Side::First));
    /// assert_eq!(outcome.reason, "all-captured");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.session.outcome()
    }

    /// Plays one ply written in any of the game's notations, annotation
    /// marks after it (`P-7f!?`) allowed. Other text after the ply is an
    /// error ([`Error::Trailing`]) and nothing is played: the ply is tried
    /// on a copy first, as a ply (`同　歩`) may hold a space.
    ///
    /// ```
    /// let mut position = hensou::Position::new("chatra", None)?;
    /// position.play("f9")?;
    /// let err = position.play("zz").unwrap_err();
    /// assert!(matches!(err, hensou::Error::Syntax { .. }));
    /// let err = position.play("Of9").unwrap_err();
    /// assert!(matches!(err, hensou::Error::Illegal { .. }));
    /// assert_eq!(position.plies(), 1);
    /// let err = position.play("Oh1 Of11").unwrap_err();
    /// assert!(matches!(err, hensou::Error::Trailing { .. }));
    /// assert_eq!(position.plies(), 1);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn play(&mut self, text: &str) -> Result<(), Error> {
        let text = text.trim();
        let mut trial = self.session.fork();
        let played = trial
            .play_text(text, None, None)
            .map_err(|failure| move_error(text, &*self.session, failure))?;
        // Annotation marks after the ply (`P-7f!?`) are no text after it.
        let rest = text.get(played.len..).unwrap_or("x");
        let rest = &rest[crate::record::numbering::annotation_len(rest)..];
        if rest.trim().is_empty() {
            self.session = trial;
            Ok(())
        } else {
            Err(Error::Trailing { text: text.into() })
        }
    }

    /// Every legal move, sorted, in `notation` (the game's first when `None`).
    ///
    /// ```
    /// let shogi = hensou::Position::new("shogi", None)?;
    /// let usi = shogi.legal_moves(None)?;
    /// assert_eq!((usi.len(), usi[0].as_str()), (30, "1g1f"));
    /// assert_eq!(shogi.legal_moves(Some("kif"))?[0], "１八飛(28)");
    /// assert!(matches!(shogi.legal_moves(Some("kiff")), Err(hensou::Error::Name(hensou::NameError::Notation { .. }))));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn legal_moves(&self, notation: Option<&str>) -> Result<Vec<String>, Error> {
        Ok(self.session.legal_moves(self.notation(notation)?))
    }

    /// The leaf nodes of the move tree `depth` plies deep.
    ///
    /// ```
    /// let alquerque = hensou::Position::new("alquerque", None)?;
    /// assert_eq!([1, 2, 3].map(|depth| alquerque.perft(depth)), [4, 8, 41]);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        self.session.perft(depth)
    }

    /// Perft below each legal move, the moves in `notation`: to find where
    /// two move generators part.
    ///
    /// ```
    /// let shogi = hensou::Position::new("shogi", None)?;
    /// let divide = shogi.divide(2, Some("usi"))?;
    /// assert_eq!(divide.len(), 30);
    /// assert_eq!(divide.iter().map(|(_, nodes)| nodes).sum::<u64>(), 900);
    /// assert_eq!(divide[0], ("1g1f".to_string(), 30));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn divide(&self, depth: u32, notation: Option<&str>) -> Result<Vec<(String, u64)>, Error> {
        let notation = self.notation(notation)?;
        Ok(self
            .session
            .divide(depth, notation)
            .into_iter()
            .map(|d| (d.mv, d.nodes))
            .collect())
    }

    /// The same position under other rules (a rule set and options).
    ///
    /// ```
    /// let seed = hensou::Position::new("alquerque", None)?;
    /// let bell = seed.under_rules("bell")?;
    /// assert_eq!(bell.rules(), "bell");
    /// assert_eq!(bell.position_string(), seed.position_string());
    /// // Bell forbids moving backward.
    /// let seed = hensou::Position::from_string("alquerque", None, "B4/5/2W2/5/5 w - -")?;
    /// assert_eq!(seed.legal_moves(None)?.len(), 8);
    /// let bell = seed.under_rules("bell")?.legal_moves(None)?;
    /// assert_eq!(bell, ["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]);
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn under_rules(&self, rules: &str) -> Result<Position, Error> {
        Ok(Position {
            session: self.session.under_rules(&RuleSpec::parse(rules))?,
            registry: Arc::clone(&self.registry),
        })
    }

    /// The moves legal here under these rules or under `rules`, not both,
    /// printed in `notation` (the game's first by default), in the order
    /// [`Position::legal_moves`] lists them; each with the rule that
    /// refuses it.
    ///
    /// ```
    /// let position = hensou::Position::new("otomo", None)?;
    /// let differences = position.compare_moves("cards=off", None)?;
    /// assert_eq!(differences.len(), 200);
    /// let first = &differences[0];
    /// assert_eq!(first.mv, "A:2i4h");
    /// assert!(first.legal_under_rules && !first.legal_under_compared_rules);
    /// assert_eq!(first.rule, "otomo::cards-off");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn compare_moves(
        &self,
        rules: &str,
        notation: Option<&str>,
    ) -> Result<Vec<MoveDifference>, Error> {
        let notation = self.notation(notation)?;
        let other = self.session.under_rules(&RuleSpec::parse(rules))?;
        Ok(crate::session::compare_moves(
            self.session.as_ref(),
            other.as_ref(),
            notation,
        ))
    }

    /// The position as a standalone SVG picture, drawn as `hensou replay
    /// --format svg` draws it: the last move highlighted, the board as the
    /// second player sees it when `flip`, file and rank names when `coords`.
    ///
    /// ```
    /// let mut position = hensou::Position::new("alquerque", None)?;
    /// position.play("c2-c3")?;
    /// let svg = position.svg(false, true);
    /// assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    /// assert_ne!(svg, hensou::Position::new("alquerque", None)?.svg(false, true));
    /// assert_ne!(svg, position.svg(true, true));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn svg(&self, flip: bool, coords: bool) -> String {
        self.svg_in(flip, coords, crate::Lang::En)
    }

    /// [`Position::svg`] with its captions (hands, whose turn it is) in
    /// `lang`.
    ///
    /// ```
    /// let position = hensou::Position::new("alquerque", None)?;
    /// let svg = position.svg_in(false, true, hensou::Lang::Ja);
    /// assert!(svg.contains("白 12 · 黒 12 · 白の手番"));
    /// assert!(position.svg(false, true).contains("White 12 · Black 12 · White to move"));
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn svg_in(&self, flip: bool, coords: bool, lang: crate::Lang) -> String {
        self.session.svg(&crate::svg::View {
            flip,
            coords,
            last: true,
            language: lang.code(),
            ..Default::default()
        })
    }

    /// What the game's records convert to ([`super::Game::convert`]): its
    /// notations, then the file formats whose moves are written in one.
    ///
    /// ```
    /// let shogi = hensou::Position::new("shogi", None)?;
    /// assert_eq!(shogi.conversions(), ["usi", "csa", "kif", "ki2", "western", "jkf"]);
    /// let chatra = hensou::Position::new("chatra", None)?;
    /// assert_eq!(chatra.conversions(), chatra.notations());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn conversions(&self) -> Vec<&'static str> {
        let mut names = self.notations();
        for format in self.registry.formats() {
            let written_in = format.notation.unwrap_or(format.name);
            if names.contains(&written_in) && !names.contains(&format.name) {
                names.push(format.name);
            }
        }
        names
    }

    /// The game's rule sets (its default marked) and rule options, as
    /// `hensou variants` lists them.
    ///
    /// ```
    /// let alquerque = hensou::Position::new("alquerque", None)?;
    /// let sets: Vec<_> = alquerque.rule_sets().iter().map(|s| s.name).collect();
    /// assert_eq!(sets, ["seed", "bell", "ludii", "forced-chain"]);
    /// assert!(alquerque.rule_sets()[0].default);
    /// assert_eq!(alquerque.rule_options()[0].key, "capture");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn rule_sets(&self) -> &'static [RuleSetInfo] {
        self.registry
            .find(self.game())
            .map_or(&[], |v| v.rule_sets())
    }

    /// The options a rule set can be changed by, `key=value`.
    pub fn rule_options(&self) -> &'static [RuleOptionInfo] {
        self.registry
            .find(self.game())
            .map_or(&[], |v| v.rule_options())
    }

    /// The names of the game's notations, the default first.
    pub fn notations(&self) -> Vec<&'static str> {
        (self.registry.find(self.game())).map_or_else(Vec::new, |v| v.notation_names())
    }

    fn notation(&self, name: Option<&str>) -> Result<usize, Error> {
        let Some(name) = name else { return Ok(0) };
        self.session.notation(name).ok_or_else(|| {
            options::notation_error(Some(self.game()), name, self.notations()).into()
        })
    }
}

/// The canonical names of every game hensou knows (of the registry options
/// given none carry; [`Registry::names`] for another).
///
/// ```
/// assert_eq!(hensou::games(), ["alquerque", "chatra", "macedonian", "otomo", "shelt", "shogi"]);
/// ```
pub fn games() -> Vec<&'static str> {
    registry::builtin().names()
}

/// Opens the game of `registry` called `name` (any of its names) under
/// `rules`, the game's own rule set when they name none; from `position`,
/// or from the start.
pub(crate) fn open(
    registry: &Registry,
    name: &str,
    rules: RuleSpec,
    position: Option<&str>,
) -> Result<Box<dyn Session>, Error> {
    let found = options::game(registry, name, &rules)?;
    Ok(options::open(registry, found, name, &rules, position)?)
}

/// The error of a ply `session` refused.
fn move_error(text: &str, session: &dyn Session, failure: PlyFailure) -> Error {
    let suggestions = session.suggestions(&failure);
    match failure {
        PlyFailure::Syntax(e) => Error::Syntax {
            text: text.into(),
            message: e.message.to_string(),
            said: Some(Box::new(crate::messages::Said {
                message: Some(e.message),
                ..Default::default()
            })),
        },
        PlyFailure::Illegal { violation, .. } => Error::Illegal {
            text: text.into(),
            rule: violation.rule,
            message: violation.message,
            suggestions,
            said: violation.said,
        },
    }
}
