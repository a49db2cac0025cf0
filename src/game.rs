//! The traits every game implements.
//!
//! A game is a [`Rules`] type (positions, moves, legality, outcome) plus the
//! [`Notation`]s its records are written in. Everything above this layer (the
//! record driver, the CLI) reaches a game only through these traits, usually
//! type-erased behind `session::Variant` (a layer built on this one).

use std::fmt::Debug;

use serde::Serialize;

use crate::messages::{Lang, Msg, Said, Words, localized};
use crate::rule_id::RuleId;

mod moves;
mod names;
mod outcome;
pub mod setup;
pub use moves::{MOVE_LIST_INLINE, MakeUnmake, MoveList, perft_by_make, perft_by_play};
#[cfg(test)]
pub(crate) use moves::{make_unmake_restores, spilled_list_agrees};
pub use names::NameError;
pub(crate) use names::exact;
#[cfg(feature = "walk")]
pub(crate) use names::hint;
pub use names::{no_game, no_notation};
pub(crate) use outcome::reasons;
pub use outcome::{Outcome, Reason, token};

/// One of the two players. Games name them differently (Black/White,
/// Sente/Gote, first/second); [`Rules::SIDE_NAMES`] says how.
///
/// ```
/// use hensou::Side;
/// let shogi = hensou::Position::new("shogi", None)?;
/// assert_eq!(shogi.side_name(Side::First), "Sente");
/// assert_eq!(Side::First.other(), Side::Second);
/// assert_eq!(Side::Second.index(), 1);
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The side that moves first (Black, Sente, White in Alquerque).
    First,
    /// The side that moves second.
    Second,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
    /// 0 for the first side, 1 for the second: an index into per-side
    /// arrays.
    pub fn index(self) -> usize {
        self as usize
    }
    /// `first` or `second`: the side as a message of the catalogue selects
    /// its name (Black or 先手, White or 白).
    pub fn key(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// Sides and languages are this layer's: the picture primitives below it
/// know none.
impl crate::svg::View {
    /// The language of the captions (English unless one is named).
    pub fn lang(&self) -> Lang {
        Lang::parse(self.language).unwrap_or_default()
    }
    /// The sides whose hands are drawn above and below the board.
    pub fn top_bottom(&self) -> (Side, Side) {
        if self.flip {
            (Side::First, Side::Second)
        } else {
            (Side::Second, Side::First)
        }
    }
}

/// Why a move is illegal: a stable rule id, a sentence, and a hint.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Violation {
    /// Stable id such as `alquerque::huff-missing`; documented in docs/rules/.
    pub rule: RuleId,
    pub message: String,
    pub help: Option<String>,
    /// The catalogue's messages of the sentence and hint, where they came
    /// from it (boxed: a violation is returned where moves are checked).
    pub said: Option<Box<Said>>,
}

impl Violation {
    pub fn new(rule: impl Into<RuleId>, message: impl Words) -> Violation {
        let (message, said) = message.words();
        Violation {
            rule: rule.into(),
            message,
            help: None,
            said: said.map(|m| {
                Box::new(Said {
                    message: Some(m),
                    ..Said::default()
                })
            }),
        }
    }
    pub fn help(mut self, help: impl Words) -> Violation {
        let (help, said) = help.words();
        self.help = Some(help);
        if let Some(m) = said {
            self.said.get_or_insert_default().help = Some(m);
        }
        self
    }
    /// The sentence in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        let said = self.said.as_ref().and_then(|s| s.message.as_ref());
        localized(lang, &self.message, said)
    }
    /// The sentence as a message, to be shown in any language: the
    /// catalogue's where it came from it, else its words as they are.
    pub fn msg(&self) -> Msg {
        let said = self.said.as_ref().and_then(|s| s.message.clone());
        said.unwrap_or_else(|| Msg::from(self.message.as_str()))
    }
}

/// A problem in a position string: where it is (byte offset and length in
/// the string) and what is wrong, as a message of the catalogue (its
/// `Display` is the English).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PositionError {
    pub offset: usize,
    pub len: usize,
    pub message: Msg,
}

impl PositionError {
    pub fn new(offset: usize, len: usize, message: Msg) -> PositionError {
        PositionError {
            offset,
            len,
            message,
        }
    }
}

/// A named rule set with its options, as written in `[Rules "..."]` or on
/// the command line: `bell;return=turn-start` or `--rules bell --rule return=turn-start`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleSpec {
    pub set: Option<String>,
    pub options: Vec<(String, String)>,
}

impl RuleSpec {
    /// Reads `name;key=value;key=value` (every part optional).
    pub fn parse(text: &str) -> RuleSpec {
        let mut spec = RuleSpec::default();
        for part in text
            .split([';', ','])
            .map(str::trim)
            .filter(|p| !p.is_empty())
        {
            match part.split_once('=') {
                Some((k, v)) => spec
                    .options
                    .push((k.trim().to_string(), v.trim().to_string())),
                None => spec.set = Some(part.to_string()),
            }
        }
        spec
    }

    /// Options given later override earlier ones.
    pub fn merged(&self, later: &RuleSpec) -> RuleSpec {
        RuleSpec {
            set: later.set.clone().or_else(|| self.set.clone()),
            options: self.options.iter().chain(&later.options).cloned().collect(),
        }
    }
}

impl RuleSpec {
    /// The same specification spelled as `game`'s tables spell it (case
    /// ignored, `_` and `-` alike in option names), or an error that names
    /// what is unknown and the nearest known names. Every game's rule text
    /// goes through this one check, so keys, values, case and wording are
    /// the same for every game; the game's `configure` then maps names it
    /// knows to its configuration.
    pub fn canonical(
        &self,
        game: &'static str,
        sets: &'static [RuleSetInfo],
        options: &'static [RuleOptionInfo],
    ) -> Result<RuleSpec, RuleError> {
        names::canonical(self, game, sets, options).map_err(|e| RuleError(e.msg()))
    }
}

/// A rule name from a game's tables that its [`Configure::from_rules`] does not
/// map: a bug in the game, not in the rule text (which the tables checked).
pub fn unmapped(game: &str, key: &str, value: &str) -> ! {
    panic!("{game}: `{key}={value}` is in the rule tables but not mapped to a configuration")
}

/// Under every rule set of `G`'s tables, a game of `plies` plies moved to
/// its own rules by [`Configure::under_config`] is the same game in every way:
/// every field (as `Debug` prints them), the position string, the legal
/// moves and the outcome. Returns the positions, for a game's own checks.
#[cfg(test)]
pub fn same_rules_keep_the_game<G: Configure + PositionText>(
    plies: usize,
) -> Vec<(G::Position, G::Position)> {
    let mut out = Vec::new();
    for set in G::rule_sets() {
        let config = G::configure(&RuleSpec::parse(set.name)).expect(set.name);
        let pos = fixed_game::<G>(&config, plies, |_, _, _| {});
        let mut moves = MoveList::new();
        let moved = G::under_config(&pos, &config).expect(set.name);
        assert_eq!(format!("{moved:?}"), format!("{pos:?}"), "{}", set.name);
        assert_eq!(G::write_position(&moved), G::write_position(&pos));
        let mut again = MoveList::new();
        G::legal_moves(&moved, &mut again);
        moves.clear();
        G::legal_moves(&pos, &mut moves);
        assert_eq!(again, moves, "{}", set.name);
        assert_eq!(G::outcome(&moved), G::outcome(&pos), "{}", set.name);
        out.push((pos, moved));
    }
    out
}

/// Under every rule set of `G`'s tables, along a game of `plies` plies:
/// [`Rules::is_legal`] agrees with [`Rules::check`] on every legal move and
/// on the moves legal one and two plies before (mostly illegal now), and
/// [`Rules::has_legal_move`] with the legal-move list. Returns how many
/// illegal moves it tried, so that a game's test can ask for enough.
#[cfg(test)]
pub fn fast_legality_agrees<G: Configure>(plies: usize) -> usize {
    let mut illegal = 0;
    for set in G::rule_sets() {
        let config = G::configure(&RuleSpec::parse(set.name)).expect(set.name);
        let mut earlier: Vec<Vec<G::Move>> = Vec::new();
        fixed_game::<G>(&config, plies, |ply, pos, moves| {
            assert_eq!(
                G::has_legal_move(pos),
                !moves.is_empty(),
                "{} ply {ply}",
                set.name
            );
            if !moves.is_empty() {
                assert_eq!(
                    G::outcome_given_a_move(pos),
                    G::outcome(pos),
                    "{} ply {ply}",
                    set.name
                );
            }
            for mv in moves.iter().chain(earlier.iter().flatten()) {
                let legal = G::check(pos, mv).is_ok();
                assert_eq!(
                    G::is_legal(pos, mv),
                    legal,
                    "{} ply {ply}: {mv:?}",
                    set.name
                );
                assert_eq!(legal, moves.contains(mv), "{} ply {ply}: {mv:?}", set.name);
                illegal += usize::from(!legal);
            }
            earlier.push(moves.to_vec());
            if earlier.len() > 2 {
                earlier.remove(0);
            }
        });
    }
    illegal
}

/// Plays the same game every time under `config`: at ply `n` the legal move
/// at `(7n + 3) mod count`, for at most `plies` plies or to the end.
/// `visit` sees each position reached, the last included, with its legal
/// moves. Returns the last position.
#[cfg(test)]
pub(crate) fn fixed_game<G: Rules>(
    config: &G::Config,
    plies: usize,
    visit: impl FnMut(usize, &G::Position, &[G::Move]),
) -> G::Position {
    chosen_game::<G>(config, plies, |ply, count| (ply * 7 + 3) % count, visit)
}

/// Plays a game under `config` for at most `plies` plies or to the end, at
/// ply `n` the legal move at `choose(n, count)`. `visit` sees each position
/// reached, the last included, with its legal moves. Returns the last
/// position.
#[cfg(test)]
pub(crate) fn chosen_game<G: Rules>(
    config: &G::Config,
    plies: usize,
    mut choose: impl FnMut(usize, usize) -> usize,
    mut visit: impl FnMut(usize, &G::Position, &[G::Move]),
) -> G::Position {
    let mut pos = G::start(config);
    let mut moves = MoveList::new();
    for ply in 0..plies {
        moves.clear();
        G::legal_moves(&pos, &mut moves);
        visit(ply, &pos, &moves);
        if moves.is_empty() || G::outcome(&pos).is_some() {
            break;
        }
        let mv = moves[choose(ply, moves.len())].clone();
        G::play(&mut pos, &mv);
    }
    pos
}

/// Description of a named rule set, for `hensou variants`.
#[derive(Clone, Debug, Serialize)]
pub struct RuleSetInfo {
    /// The name a `[Rules]` tag or `--rules` gives it.
    pub name: &'static str,
    /// Whether the game is played by it when no rules are named.
    pub default: bool,
    /// What it is, in a line.
    pub summary: &'static str,
}

/// Description of a rule option, for `hensou variants`.
#[derive(Clone, Debug, Serialize)]
pub struct RuleOptionInfo {
    /// The option's key, `key=value`.
    pub key: &'static str,
    /// The values it takes.
    pub values: &'static [&'static str],
    /// What it changes, in a line.
    pub summary: &'static str,
}

/// A problem with a rule specification: what is wrong, in the catalogue's
/// words, so that a record's rules are refused in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RuleError(pub crate::messages::Msg);

/// The rules of one game: where it starts, what is legal, what a move
/// does and when the game ends. This is all a move-tree search needs;
/// naming rule sets, position strings, pictures, explanations and perft are
/// separate traits ([`Configure`], [`PositionText`], [`Picture`],
/// [`Explain`], [`Perft`]), each with a doc line on why.
///
/// `Position` carries its own configuration (rule set and options) and any
/// rule state the game needs (hands, cards, visited points, repetition
/// history), so that a position alone decides what is legal. That is what
/// lets a card game change its rules mid-game without changing this trait.
pub trait Rules: Sized + 'static {
    /// A resolved rule set.
    type Config: Clone + Debug + Send + Sync;
    type Position: Clone + Debug + Send + Sync;
    type Move: Clone + PartialEq + Debug + Send + Sync;

    /// Registry name, e.g. `alquerque`.
    const NAME: &'static str;
    /// Names of the two sides, first to move first.
    const SIDE_NAMES: [&'static str; 2];
    /// Every reason [`Rules::outcome`] may give, declared with `reasons!`
    /// and documented in docs/rules/`<game>`.md.
    const REASONS: &'static [Reason];

    fn start(config: &Self::Config) -> Self::Position;
    fn side_to_move(pos: &Self::Position) -> Side;
    /// Appends every legal move to `out` (which the caller clears): a
    /// [`MoveList`], on the stack, so that a search makes no heap
    /// allocation per position.
    fn legal_moves(pos: &Self::Position, out: &mut MoveList<Self::Move>);
    /// Whether `mv` is legal here, and if not, which rule it breaks.
    fn check(pos: &Self::Position, mv: &Self::Move) -> Result<(), Violation>;
    /// Plays a move already known to be legal.
    fn play(pos: &mut Self::Position, mv: &Self::Move);
    /// `Some` once the game is over.
    fn outcome(pos: &Self::Position) -> Option<Outcome>;
    /// [`Rules::outcome`] of a position in which a legal move is known to
    /// exist: only the ends that do not wait for the side to move to run
    /// out of moves (a repetition, a declaration). The driver asks this
    /// before a ply and the whole outcome only when the ply is not played,
    /// so that a legal ply costs no search for a move. A game whose end
    /// test is no search keeps the default, the whole outcome.
    fn outcome_given_a_move(pos: &Self::Position) -> Option<Outcome> {
        Self::outcome(pos)
    }
    /// Whether `mv` is legal here: [`Rules::check`]'s verdict without its
    /// explanation, which a checker asks for only when this says no. A game
    /// with a test that looks only at the candidates for `mv` overrides it.
    fn is_legal(pos: &Self::Position, mv: &Self::Move) -> bool {
        Self::check(pos, mv).is_ok()
    }
    /// Whether the side to move has a legal move. A game with a search
    /// that stops at the first move found overrides it.
    fn has_legal_move(pos: &Self::Position) -> bool {
        let mut moves = MoveList::new();
        Self::legal_moves(pos, &mut moves);
        !moves.is_empty()
    }
}

/// Rule sets and options by name. Separate from [`Rules`] because only the
/// layers that read names (records, the command line, rule comparison)
/// need them; a search gets a resolved `Config`.
pub trait Configure: Rules {
    fn rule_sets() -> &'static [RuleSetInfo];
    fn rule_options() -> &'static [RuleOptionInfo];
    /// Resolves a rule specification: it is checked against the game's
    /// tables ([`RuleSpec::canonical`]: unknown names and values are errors,
    /// with one wording for every game), then [`Configure::from_rules`]
    /// maps it.
    fn configure(spec: &RuleSpec) -> Result<Self::Config, RuleError> {
        Ok(Self::from_rules(&spec.canonical(
            Self::NAME,
            Self::rule_sets(),
            Self::rule_options(),
        )?))
    }
    /// The configuration of a specification spelled as the game's tables
    /// spell it (the output of [`RuleSpec::canonical`]): every set, key and
    /// value is one of [`Configure::rule_sets`] and
    /// [`Configure::rule_options`], so the tables are the only place names
    /// are checked. A name from the tables that this does not map is a bug
    /// ([`unmapped`]); each game tests every value of its tables.
    fn from_rules(spec: &RuleSpec) -> Self::Config;
    /// The canonical spelling of a configuration, written into `[Rules]`.
    fn describe(config: &Self::Config) -> String;
    /// The same game under `config` (for comparing rule sets): everything
    /// the position carries (last move, repetition history, cards, visited
    /// points) is kept, and only what the rules derive is derived anew. A
    /// position string would drop what it does not write, so no game goes
    /// through one here. An error where the position cannot stand under
    /// `config`.
    fn under_config(
        pos: &Self::Position,
        config: &Self::Config,
    ) -> Result<Self::Position, PositionError>;
}

/// Positions as text (FEN, SFEN and the like). Separate from [`Rules`]
/// because a position string is a file format, read and written at the
/// edges, never during play.
pub trait PositionText: Rules {
    fn read_position(config: &Self::Config, text: &str) -> Result<Self::Position, PositionError>;
    fn write_position(pos: &Self::Position) -> String;
}

/// Pictures of a position for people. Separate from [`Rules`] because how
/// a game looks changes for reasons of its own and no rule depends on it.
pub trait Picture: Rules {
    /// A text diagram for people, its words in English.
    fn diagram(pos: &Self::Position) -> String;
    /// The text diagram with its words (sides, hands, whose turn) in
    /// `lang`: the diagram is what people read, so it speaks their
    /// language. A diagram without words of its own draws it as
    /// [`Picture::diagram`].
    fn diagram_in(pos: &Self::Position, lang: Lang) -> String {
        let _ = lang;
        Self::diagram(pos)
    }
    /// Other diagrams than the default, by name (Chatra's `forum`: the 1994
    /// posts' board).
    const DIAGRAMS: &'static [&'static str] = &[];
    /// The diagram called `style`, one of [`Picture::DIAGRAMS`], its words
    /// in `lang`.
    fn named_diagram(_pos: &Self::Position, _style: &str, _lang: Lang) -> Option<String> {
        None
    }
    /// A standalone SVG picture of the position in the game's own look;
    /// `last` is the move that led here.
    fn svg(pos: &Self::Position, last: Option<&Self::Move>, view: &crate::svg::View) -> String {
        let _ = last;
        crate::svg::text_picture(Self::NAME, &Self::diagram_in(pos, view.lang()))
    }
}

/// Explanations of the rules at a square, for rule designers. Separate
/// from [`Rules`] because it is an aid for people that a game may go
/// without: `impl Explain for MyGame {}` offers none.
pub trait Explain: Rules {
    /// Explains why moves to or from a square are or are not legal. `None`
    /// where the game offers no explanation.
    /// The explanation's words are in `lang`, as far as the catalogue has them.
    fn explain(
        _pos: &Self::Position,
        _square: &str,
        _lang: Lang,
    ) -> Option<Result<String, String>> {
        None
    }
}

/// Perft, the leaf count of the move tree, which tests a move generator
/// against other programs. Separate from [`Rules`] so that the plain walk
/// ([`perft_by_play`]) is written once and a game with a faster one (bulk
/// counting, make/unmake) overrides only this: `impl Perft for MyGame {}`
/// takes the plain walk.
pub trait Perft: Rules {
    /// Leaf count of the move tree `depth` plies deep.
    fn perft(pos: &Self::Position, depth: u32) -> u64 {
        perft_by_play::<Self>(pos, depth)
    }
}

/// Every trait a game implements, for `use hensou::game::prelude::*`.
pub mod prelude {
    pub use super::{
        Configure, Explain, MakeUnmake, MoveList, Notation, Perft, Picture, PositionText, Rules,
    };
}

/// A lenient reading that a notation applied: where (relative to the ply's
/// text) and what it normalised. Reported as a warning, never silently.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Normalisation {
    pub offset: usize,
    pub len: usize,
    /// What was read and how, as a message of the catalogue.
    pub message: Msg,
}

/// A syntax error in move text: where (relative to the text given) and what
/// was expected, as a message of the catalogue (its `Display` is the
/// English).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SyntaxError {
    pub offset: usize,
    pub len: usize,
    pub message: Msg,
}

impl SyntaxError {
    /// `message` at the `len` bytes from `offset`.
    pub fn new(offset: usize, len: usize, message: Msg) -> SyntaxError {
        SyntaxError {
            offset,
            len,
            message,
        }
    }
}

/// One ply read from text, before it is resolved against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed<T> {
    pub text: T,
    /// Bytes consumed from the input.
    pub len: usize,
    pub notes: Vec<Normalisation>,
}

/// A move notation of game `R`.
///
/// `parse` is syntax only (nom); `resolve` turns the syntax into a concrete
/// move using the position (a KI2 `同歩` or a Chatra `Of12` needs it);
/// `print` is the inverse, and `parse(print(m))` resolves to `m` for every
/// legal move.
pub trait Notation<R: Rules>: Send + Sync {
    type Text: Debug;
    /// Name used by `--to`, e.g. `algebraic`.
    fn name(&self) -> &'static str;
    /// Reads one ply from the start of `input` (no leading white space).
    /// May consume less than all of `input`: the rest holds later plies.
    fn parse(&self, input: &str) -> Result<Parsed<Self::Text>, SyntaxError>;
    /// [`Notation::parse`] of a ply that reads as written with nothing to
    /// note: its text and the bytes it took, or `None`, when `parse` has
    /// more to say. Every ply of a record is read so, so a notation may
    /// read it without making what a failure or a note needs.
    fn parse_plain(&self, input: &str) -> Option<(Self::Text, usize)> {
        let parsed = self.parse(input).ok()?;
        parsed.notes.is_empty().then_some((parsed.text, parsed.len))
    }
    /// The move `text` denotes here. The move is not yet checked for
    /// legality, but an error is a [`Violation`] (no such piece, ambiguous).
    fn resolve(&self, pos: &R::Position, text: &Self::Text) -> Result<R::Move, Violation>;
    fn print(&self, pos: &R::Position, mv: &R::Move) -> String;
    /// Whether [`Notation::print`] reads the position: a notation that
    /// prints a move from the move alone (USI) lets a line of moves be
    /// printed without playing it again.
    fn prints_from_the_position(&self) -> bool {
        true
    }
}
