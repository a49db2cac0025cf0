//! Chatra (チャトラ, 小沼 諒, NIFTY-Serve 1994-95): a 12x12 drop game of
//! discs. Each side drops subjects and one object; subjects move as kings
//! or relative to a partner (flight over it, slide away from it); mate the
//! enemy object. See docs/rules/chatra.md.

pub mod board;
pub mod config;
pub mod diagram;
pub(crate) mod explain;
mod ids;
pub mod notation;
pub mod position;
pub mod setup;
mod svg;

#[cfg(test)]
mod tests;

use crate::game::unmapped;
use crate::game::{
    Configure, Explain, MakeUnmake, MoveList, Outcome, Perft, Picture, PositionError, PositionText,
    Reason, RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation, perft_by_make,
};
use crate::messages::Lang;
use crate::record::write::Numbering;
use crate::session::{Game, MoveReader};
pub use ids::{ChatraEnd, ChatraRule};

pub use config::Config;
use config::{Direction, Pivot, RuleSet, Start};
pub use position::{Move, Position, Undo};

/// The game.
pub struct Chatra;

/// The registry entry.
pub const VARIANT: &dyn crate::session::Variant = &crate::session::GameVariant::<Chatra>::new();

/// Side names, Black (先手) first.
pub const SIDE_NAMES: [&str; 2] = ["Black", "White"];

impl Rules for Chatra {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "chatra";

    const SIDE_NAMES: [&'static str; 2] = SIDE_NAMES;

    const REASONS: &'static [Reason] = ChatraEnd::REASONS;

    fn start(config: &Config) -> Position {
        Position::from_state(position::State::start(*config))
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.side
    }

    fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
        pos.state().legal_moves(pos.history(), out);
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        pos.state().verdict(pos.history(), *mv)
    }

    fn is_legal(pos: &Position, mv: &Move) -> bool {
        pos.state().is_legal(pos.history(), *mv)
    }

    fn has_legal_move(pos: &Position) -> bool {
        pos.state().has_legal_move(pos.history())
    }

    /// [`Position::make`] holds the code: it also returns the
    /// [`position::Undo`] that a make/unmake search needs, which `play` has
    /// no place for.
    fn play(pos: &mut Position, mv: &Move) {
        pos.make(*mv);
    }

    fn outcome_given_a_move(_pos: &Position) -> Option<Outcome> {
        None
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        if Self::has_legal_move(pos) {
            return None;
        }
        let winner = pos.side.other();
        Some(Outcome::win(
            winner,
            if pos.in_check(pos.side) {
                ChatraEnd::Mate
            } else {
                ChatraEnd::NoMove
            },
        ))
    }
}

impl Configure for Chatra {
    fn rule_sets() -> &'static [RuleSetInfo] {
        &config::RULE_SETS
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        &config::RULE_OPTIONS
    }

    fn from_rules(spec: &RuleSpec) -> Config {
        let set = match spec.set.as_deref() {
            None => RuleSet::Dec1994,
            Some(name) => config::SETS
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, s)| *s)
                .unwrap_or_else(|| unmapped("chatra", "rule set", name)),
        };
        let mut c = set.defaults();
        for (key, value) in &spec.options {
            let on = value == "on";
            match (key.as_str(), value.as_str()) {
                ("pivot", "either") => c.pivot = Pivot::Either,
                ("pivot", "nearer") => c.pivot = Pivot::Nearer,
                ("direction", "angle") => c.direction = Direction::Angle,
                ("direction", "distance") => c.direction = Direction::Distance,
                ("direction", "none") => c.direction = Direction::None,
                ("straddle", _) => c.straddle = on,
                ("repetition", _) => c.repetition = on,
                ("adjacency", _) => c.adjacency = on,
                ("pass", _) => c.pass = on,
                ("lift", _) => c.lift = on,
                ("drop-check", _) => c.drop_check = on,
                ("start", "standard") => c.start = Start::Standard,
                ("start", "oki") => c.start = Start::Oki,
                (k, v) => unmapped("chatra", k, v),
            }
        }
        c
    }

    /// `set;key=value` with only the options that differ from the set.
    fn describe(config: &Config) -> String {
        let d = config.set.defaults();
        let mut out = config.set.name().to_string();
        let flag = |b: bool| if b { "on" } else { "off" };
        if config.pivot != d.pivot {
            out += &format!(
                ";pivot={}",
                if config.pivot == Pivot::Either {
                    "either"
                } else {
                    "nearer"
                }
            );
        }
        if config.direction != d.direction {
            let v = match config.direction {
                Direction::Angle => "angle",
                Direction::Distance => "distance",
                Direction::None => "none",
            };
            out += &format!(";direction={v}");
        }
        for (key, mine, theirs) in [
            ("straddle", config.straddle, d.straddle),
            ("repetition", config.repetition, d.repetition),
            ("adjacency", config.adjacency, d.adjacency),
            ("pass", config.pass, d.pass),
            ("lift", config.lift, d.lift),
            ("drop-check", config.drop_check, d.drop_check),
        ] {
            if mine != theirs {
                out += &format!(";{key}={}", flag(mine));
            }
        }
        if config.start != d.start {
            out += &format!(
                ";start={}",
                if config.start == Start::Oki {
                    "oki"
                } else {
                    "standard"
                }
            );
        }
        out
    }

    /// [`Position::under_config`] holds the code: the position's fields are
    /// private, so that only its own module changes its state beside the
    /// history that belongs to it.
    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        Ok(pos.under_config(*config))
    }
}

impl PositionText for Chatra {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        setup::read(config, text)
    }

    fn write_position(pos: &Position) -> String {
        setup::write(pos)
    }
}

impl Picture for Chatra {
    fn diagram(pos: &Position) -> String {
        diagram::grid(pos, crate::messages::Lang::En)
    }
    fn diagram_in(pos: &Position, lang: crate::messages::Lang) -> String {
        diagram::grid(pos, lang)
    }

    const DIAGRAMS: &'static [&'static str] = &["forum"];

    fn named_diagram(pos: &Position, style: &str, lang: crate::messages::Lang) -> Option<String> {
        (style == "forum").then(|| diagram::diagram(pos, lang))
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view)
    }
}

impl Explain for Chatra {
    fn explain(pos: &Position, at: &str, lang: Lang) -> Option<Result<String, String>> {
        Some(explain::explain(pos, at, lang))
    }
}

/// Make/unmake on one copy: a position's key and caches are restored
/// from its [`Undo`] instead of copied at every node.
impl Perft for Chatra {
    fn perft(pos: &Position, depth: u32) -> u64 {
        perft_by_make::<Chatra>(pos, depth)
    }
}

/// The position's own make/unmake: a move updates the board, hands, key
/// and history in place, and the [`Undo`] holds what it overwrote.
impl MakeUnmake for Chatra {
    type Undo = Undo;
    fn make(pos: &mut Position, mv: &Move) -> Undo {
        pos.make(*mv)
    }
    fn unmake(pos: &mut Position, mv: &Move, undo: Undo) {
        pos.unmake(*mv, undo);
    }
}

impl Game for Chatra {
    const SUMMARY: &'static str =
        "Chatra (チャトラ), 12x12 drop game of subjects and objects, NIFTY-Serve 1994-95";
    const ALIASES: &'static [&'static str] = &["チャトラ", "chatura"];
    const NUMBERING: Numbering = Numbering::PerPly;
    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        &[&notation::Canonical, &notation::Forum]
    }
}
