//! Macedonian shogi (マケドニア将棋), from Hitoshi Iwaaki's *Historie* vol. 7:
//! an 8x8 shogi with archers that shoot arrows and a crown that can pass
//! between king and prince. Rules as implemented: docs/rules/macedonian.md.

pub mod board;
pub(crate) mod diagram;
pub(crate) mod explain;
mod ids;
pub(crate) mod legality;
pub(crate) mod movegen;
pub mod notation;
pub(crate) mod perft;
pub mod position;
pub mod setup;
mod svg;
#[cfg(test)]
mod tests;

use crate::game::MoveList;
use crate::game::unmapped;
use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation,
};
use crate::messages::Lang;
use crate::session::{Game, MoveReader};
pub use ids::{MacedonianEnd, MacedonianRule};

pub use position::{Action, Move, Position};

/// The rule options; the defaults follow DECISIONS.md.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Config {
    /// A turn may not leave the own crowned piece where the opponent could
    /// capture it (shogi's check rule). Off by default: the game is won by
    /// capturing the crown, and leaving it attacked is a blunder, not an
    /// illegal move.
    pub must_escape_check: bool,
}

/// The game.
pub struct Macedonian;

/// The registry entry.
pub const VARIANT: &dyn crate::session::Variant = &crate::session::GameVariant::<Macedonian>::new();

const RULE_SETS: &[RuleSetInfo] = &[RuleSetInfo {
    name: "standard",
    default: true,
    summary: "the rules of the Historie vol. 7 rule book, gaps filled as docs/rules/macedonian.md says",
}];

const OPTIONS: &[RuleOptionInfo] = &[RuleOptionInfo {
    key: "must_escape_check",
    values: &["off", "on"],
    summary: "on: a turn may not leave the own crowned piece open to capture (default off)",
}];

impl Rules for Macedonian {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "macedonian";

    const SIDE_NAMES: [&'static str; 2] = ["Sente", "Gote"];

    const REASONS: &'static [Reason] = MacedonianEnd::REASONS;

    /// The start of rules.md §1.3.
    fn start(config: &Config) -> Position {
        use board::Kind::*;
        let mut pos = Position::empty(*config);
        // Files 8 -> 1 as the diagram prints them, from Gote's back rank.
        let gote_back = [
            Archer, Cavalry, General, King, Prince, General, Cavalry, Archer,
        ];
        let front = [Pawn, Pawn, Heavy, Heavy, Heavy, Heavy, Pawn, Pawn];
        let sente_back = [
            Archer, Cavalry, General, Prince, King, General, Cavalry, Archer,
        ];
        for (i, file) in (1..=8).rev().enumerate() {
            let place = |pos: &mut Position, rank, side, kind| {
                let arrows = if kind == Archer { 2 } else { 0 };
                pos.set(
                    board::Square::new(file, rank).expect("on board"),
                    Some(board::Piece {
                        arrows,
                        ..board::Piece::new(side, kind)
                    }),
                );
            };
            place(&mut pos, 1, Side::Second, gote_back[i]);
            place(&mut pos, 2, Side::Second, front[i]);
            place(&mut pos, 7, Side::First, front[i]);
            place(&mut pos, 8, Side::First, sente_back[i]);
        }
        pos
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.to_move
    }

    fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
        movegen::legal_moves(pos, out);
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        legality::check(pos, mv)
    }

    /// `legality::check` already tests only the candidates for `mv` and
    /// formats text only for a refusal.
    fn is_legal(pos: &Position, mv: &Move) -> bool {
        legality::check(pos, mv).is_ok()
    }

    fn has_legal_move(pos: &Position) -> bool {
        movegen::has_legal_turn(pos)
    }

    /// Plays `mv` for the side to move, without checking it.
    fn play(pos: &mut Position, mv: &Move) {
        let side = pos.to_move;
        if mv.abdicate {
            pos.crown[side.index()] += 1;
        }
        match mv.action {
            Action::Step { from, to, promote } => {
                let mut piece = pos.at(from).expect("a piece to move");
                pos.capture(to);
                piece.promoted |= promote;
                pos.set(from, None);
                pos.set(to, Some(piece));
            }
            Action::Shoot { from, to } => {
                if let Some(archer) = pos.board[from.index()].as_mut() {
                    archer.arrows -= 1;
                }
                match pos.at(to) {
                    Some(p) if p.side == side => pos.add_arrow(to),
                    _ => {
                        pos.capture(to);
                        pos.set(to, Some(board::Piece::new(side, board::Kind::Arrow)));
                    }
                }
            }
            Action::Return { from, to } => {
                pos.set(from, None);
                pos.add_arrow(to);
            }
            Action::Drop { piece, to } => {
                pos.hands[side.index()].take(piece);
                match piece.dropped(side) {
                    Some(p) => pos.set(to, Some(p)),
                    None => pos.add_arrow(to),
                }
            }
        }
        pos.to_move = side.other();
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        if let Some(loser) = movegen::crown_lost(pos) {
            return Some(Outcome::win(loser.other(), MacedonianEnd::CrownCaptured));
        }
        if movegen::has_turn_with_crowns(pos) {
            return None;
        }
        let side = pos.to_move;
        let attacked = pos
            .crown_square(side)
            .is_some_and(|sq| movegen::attacked(pos, sq, side.other()));
        Some(Outcome::win(
            side.other(),
            if attacked {
                MacedonianEnd::Mate
            } else {
                MacedonianEnd::NoMove
            },
        ))
    }
}

impl Configure for Macedonian {
    fn rule_sets() -> &'static [RuleSetInfo] {
        RULE_SETS
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        OPTIONS
    }

    fn from_rules(spec: &RuleSpec) -> Config {
        let mut config = Config::default();
        for (key, value) in &spec.options {
            match (key.as_str(), value.as_str()) {
                ("must_escape_check", v) => config.must_escape_check = v == "on",
                (k, v) => unmapped("macedonian", k, v),
            }
        }
        config
    }

    fn describe(config: &Config) -> String {
        if config.must_escape_check {
            "standard;must_escape_check=on".into()
        } else {
            "standard".into()
        }
    }

    /// Every piece of state is the position's own (arrows, crowns, hands):
    /// the rules decide only what is legal from here.
    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        Ok(Position {
            config: *config,
            ..pos.clone()
        })
    }
}

impl PositionText for Macedonian {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        setup::read(*config, text)
    }

    fn write_position(pos: &Position) -> String {
        setup::write(pos)
    }
}

impl Picture for Macedonian {
    fn diagram(pos: &Position) -> String {
        diagram::diagram(pos)
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view)
    }
}

impl Explain for Macedonian {
    fn explain(pos: &Position, at: &str, lang: Lang) -> Option<Result<String, String>> {
        Some(explain::explain(pos, at, lang))
    }
}

impl Perft for Macedonian {
    fn perft(pos: &Position, depth: u32) -> u64 {
        perft::perft(pos, depth)
    }
}

impl Game for Macedonian {
    const SUMMARY: &'static str = "Macedonian shogi (マケドニア将棋): 8x8 shogi with archers shooting arrows and a crown passed by 譲位";
    const ALIASES: &'static [&'static str] = &["macedonian-shogi", "makedonia"];
    const NUMBERING: crate::record::write::Numbering = crate::record::write::Numbering::PerPly;
    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        &[&notation::japanese::Japanese, &notation::ascii::Ascii]
    }
}
