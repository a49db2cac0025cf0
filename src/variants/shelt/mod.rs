//! Shelt (シェルト): the Arka world's 7x7 game with rotating front-line
//! pieces, accompanied moves and the shared Temas. Rules: research/shelt.md
//! and docs/rules/shelt.md.

pub mod board;
pub mod diagram;
pub(crate) mod explain;
mod ids;
pub mod movegen;
pub mod notation;
pub(crate) mod perft;
pub mod pieces;
pub mod setup;
mod svg;

use crate::game::MoveList;
use board::{Census, LAYOUTS, Layout, Square, State};
pub use ids::{SheltEnd, SheltRule};
use movegen::{Flags, Move};

use crate::game::unmapped;
use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation,
};
use crate::history::History;
use crate::messages::Lang;
use crate::record::write::Numbering;
use crate::session::{Game, MoveReader};

/// The game.
pub struct Shelt;

/// Which player loses a repetition (千日手).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// The fourth occurrence of a position ends the game; the player to
    /// move at its first occurrence (who started the cycle) loses.
    CycleStart,
    /// Repetition is not judged.
    Off,
}

/// A resolved rule set.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub layout: &'static Layout,
    pub flags: Flags,
    pub repetition: Repetition,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            layout: &LAYOUTS[0],
            flags: Flags::default(),
            repetition: Repetition::CycleStart,
        }
    }
}

/// How often a position must occur for the repetition rule to end the game.
pub const REPETITION_COUNT: usize = 4;

/// A position with its rules and the history the repetition rule needs.
/// Every field is private: the key, the census and the history are caches
/// of the state that only [`Rules::play`] keeps up to date, so the state
/// is read with [`Position::state`] and changed only by playing.
#[derive(Clone, Debug)]
pub struct Position {
    config: Config,
    state: State,
    /// Where the previous action ended, for the short recapture `..`.
    last_to: Option<Square>,
    /// The key of this position ([`State::key`]), kept up to date by play.
    key: u64,
    /// [`State::census`], kept up to date by play: whether a capture has
    /// decided the game is asked several times a ply.
    census: Census,
    /// Keys of every position since the start, this one last.
    history: History,
    /// Set when the repetition rule ended the game.
    repetition_loser: Option<Side>,
}

impl Position {
    /// The rules in force.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The board, the Temas, the hands and the side to move.
    pub fn state(&self) -> &State {
        &self.state
    }
    /// Where the previous action ended, for the short recapture `..`.
    pub fn last_to(&self) -> Option<Square> {
        self.last_to
    }

    pub fn new(config: Config, state: State) -> Position {
        Position {
            config,
            state,
            last_to: None,
            key: state.key(),
            census: state.census(),
            history: History::new(state.key(), ()),
            repetition_loser: None,
        }
    }
    /// Whether a capture or the repetition rule has ended the game (a
    /// player without any action is judged by [`Rules::outcome`] only).
    pub fn is_over(&self) -> bool {
        debug_assert_eq!(self.census, self.state.census(), "play keeps the census");
        self.repetition_loser.is_some() || decided_by(self.census, self.state.to_move).is_some()
    }
}

/// The side that won by taking the moon or the last magic piece, if either
/// has happened: the side to move is judged first, since only the player
/// who just moved can have captured.
pub fn decided(state: &State) -> Option<Outcome> {
    decided_by(state.census(), state.to_move)
}

/// [`decided`] from the state's census, `mover` to move.
fn decided_by(census: Census, mover: Side) -> Option<Outcome> {
    for loser in [mover, mover.other()] {
        let winner = loser.other();
        let (moon, magic) = census[loser.index()];
        if !moon {
            return Some(scored(winner, SheltEnd::MoonCaptured, 4));
        }
        if magic == 0 {
            return Some(scored(
                winner,
                SheltEnd::MagicCaptured,
                census[winner.index()].1,
            ));
        }
    }
    None
}

/// A win worth `points` to the winner.
pub fn scored(winner: Side, reason: SheltEnd, points: i32) -> Outcome {
    let mut score = [0, 0];
    score[winner.index()] = points;
    Outcome {
        score: Some(score),
        ..Outcome::win(winner, reason)
    }
}

static RULE_SETS: &[RuleSetInfo] = &[RuleSetInfo {
    name: "default",
    default: true,
    summary: "the rules of docs/rules/shelt.md",
}];

static RULE_OPTIONS: &[RuleOptionInfo] = &[
    RuleOptionInfo {
        key: "layout",
        values: &["shelt-md-2024", "soon-from-file-1"],
        summary: "the named initial layout (which named piece starts where; partly inferred)",
    },
    RuleOptionInfo {
        key: "repetition",
        values: &["cycle-start", "off"],
        summary: "4th occurrence of a position: the player who started the cycle loses; or not judged",
    },
    RuleOptionInfo {
        key: "bare-temas",
        values: &["wall", "capturable"],
        summary: "whether the Temas may be taken while the opponent has nothing attached",
    },
];

impl Rules for Shelt {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "shelt";

    const SIDE_NAMES: [&'static str; 2] = ["Arshe", "Soon"];

    const REASONS: &'static [Reason] = SheltEnd::REASONS;

    fn start(config: &Config) -> Position {
        Position::new(*config, config.layout.state())
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.state.to_move
    }

    fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
        if !pos.is_over() {
            movegen::generate(&pos.state, pos.config.flags, out);
        }
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        if let Some(o) = Self::outcome(pos) {
            return Err(Violation::new(
                SheltRule::GameOver,
                crate::msg!(
                    "shelt-game-over",
                    result = o.token(),
                    reason = o.reason.msg()
                ),
            ));
        }
        movegen::check(&pos.state, mv, pos.config.flags)
    }

    /// [`movegen::check`] looks only at the action's own squares, and formats
    /// text only for a refusal; a game that is over has no legal action.
    fn is_legal(pos: &Position, mv: &Move) -> bool {
        !pos.is_over() && movegen::check(&pos.state, mv, pos.config.flags).is_ok()
    }

    fn has_legal_move(pos: &Position) -> bool {
        !pos.is_over() && movegen::has_any(&pos.state, pos.config.flags)
    }

    fn play(pos: &mut Position, mv: &Move) {
        pos.key = movegen::apply_keyed(&mut pos.state, mv, pos.key);
        debug_assert_eq!(pos.key, pos.state.key(), "the key follows play");
        pos.last_to = match *mv {
            Move::Step { to, .. } | Move::Accompany { to, .. } | Move::Shift { to, .. } => Some(to),
            _ => None,
        };
        pos.census = pos.state.census();
        pos.history.push(pos.key, ());
        if pos.config.repetition == Repetition::CycleStart
            && pos.history.count(pos.key) as usize >= REPETITION_COUNT
        {
            // The key includes the side to move, so the player to move now
            // was also to move at the cycle's first occurrence.
            pos.repetition_loser = Some(pos.state.to_move);
        }
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        if let Some(loser) = pos.repetition_loser {
            let winner = loser.other();
            return Some(scored(
                winner,
                SheltEnd::Repetition,
                pos.state.magic_on_board(winner),
            ));
        }
        debug_assert_eq!(pos.census, pos.state.census(), "play keeps the census");
        if let Some(o) = decided_by(pos.census, pos.state.to_move) {
            return Some(o);
        }
        (!movegen::has_any(&pos.state, pos.config.flags)).then(|| {
            let winner = pos.state.to_move.other();
            scored(winner, SheltEnd::NoMove, pos.state.magic_on_board(winner))
        })
    }
}

impl Configure for Shelt {
    fn rule_sets() -> &'static [RuleSetInfo] {
        RULE_SETS
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        RULE_OPTIONS
    }

    fn from_rules(spec: &RuleSpec) -> Config {
        let mut config = Config::default();
        for (key, value) in &spec.options {
            match (key.as_str(), value.as_str()) {
                ("layout", name) => {
                    config.layout =
                        Layout::find(name).unwrap_or_else(|| unmapped("shelt", key, value))
                }
                ("repetition", "cycle-start") => config.repetition = Repetition::CycleStart,
                ("repetition", "off") => config.repetition = Repetition::Off,
                ("bare-temas", b) => config.flags.bare_temas_capturable = b == "capturable",
                (k, v) => unmapped("shelt", k, v),
            }
        }
        config
    }

    fn describe(config: &Config) -> String {
        let mut out = String::from("default");
        if config.layout.name != LAYOUTS[0].name {
            out.push_str(&format!(";layout={}", config.layout.name));
        }
        if config.repetition == Repetition::Off {
            out.push_str(";repetition=off");
        }
        if config.flags.bare_temas_capturable {
            out.push_str(";bare-temas=capturable");
        }
        out
    }

    /// The board, the last action and the history stay; whether the
    /// repetition rule has ended the game is judged anew under `config`:
    /// at the first position that occurred for the 4th time, if any.
    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        let mut out = Position {
            config: *config,
            repetition_loser: None,
            ..pos.clone()
        };
        if config.repetition == Repetition::CycleStart {
            let keys = pos.history.entries();
            let last = keys.len() - 1;
            out.repetition_loser = (0..keys.len())
                .find(|&i| {
                    let key = keys[i].0;
                    keys[..=i].iter().filter(|&&(k, _)| k == key).count() >= REPETITION_COUNT
                })
                .map(|i| {
                    // Every action passes the turn.
                    if (last - i) % 2 == 0 {
                        pos.state.to_move
                    } else {
                        pos.state.to_move.other()
                    }
                });
        }
        Ok(out)
    }
}

impl PositionText for Shelt {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        setup::read(text).map(|state| Position::new(*config, state))
    }

    fn write_position(pos: &Position) -> String {
        setup::write(&pos.state)
    }
}

impl Picture for Shelt {
    fn diagram(pos: &Position) -> String {
        diagram::render(&pos.state, diagram::Names::Codes, Lang::En)
    }
    fn diagram_in(pos: &Position, lang: Lang) -> String {
        diagram::render(&pos.state, diagram::Names::Codes, lang)
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view)
    }
}

impl Explain for Shelt {
    fn explain(pos: &Position, at: &str, lang: Lang) -> Option<Result<String, String>> {
        Some(explain::explain(pos, at, lang))
    }
}

impl Perft for Shelt {
    fn perft(pos: &Position, depth: u32) -> u64 {
        perft::fast(pos, depth)
    }
}

impl Game for Shelt {
    const SUMMARY: &'static str =
        "Shelt (シェルト), 7x7 Arka game with rotation, accompaniment and the shared Temas";
    const ALIASES: &'static [&'static str] = &["シェルト"];
    const NUMBERING: Numbering = Numbering::PerPly;

    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        static NOTATIONS: [&dyn MoveReader<Shelt>; 4] = [
            &notation::NATIVE,
            &notation::ALGEBRAIC,
            &notation::NATIVE_SHORT,
            &notation::ALGEBRAIC_SHORT,
        ];
        &NOTATIONS
    }
}

#[cfg(test)]
mod tests;
