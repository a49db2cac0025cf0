//! Alquerque: 5x5 points, multi-jumps, huffing, the rule sets of Alfonso X
//! (as the seed states them and as Ludii reads them) and R.C. Bell.

mod board;
pub mod config;
mod diagram;
mod explain;
mod ids;
mod legality;
pub mod notation;
pub mod position;
pub mod setup;
mod svg;

use crate::game::MoveList;
use board::Dir;
pub use board::Point;
pub use config::Config;
use config::{Capture, Return};
pub use ids::{AlquerqueEnd, AlquerqueRule};
pub use position::{Action, Move, Position};

use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation,
};
use crate::messages::Lang;
use crate::session::{Game, MoveReader};

/// The game of Alquerque.
pub struct Alquerque;

impl Rules for Alquerque {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "alquerque";

    const SIDE_NAMES: [&'static str; 2] = ["White", "Black"];

    const REASONS: &'static [Reason] = AlquerqueEnd::REASONS;

    fn start(config: &Config) -> Position {
        let first = 0b11111_11111 | (1 << 13) | (1 << 14); // ranks 1-2, d3, e3
        let second = (0b11111_11111 << 15) | (1 << 10) | (1 << 11); // ranks 4-5, a3, b3
        let mut pos = Position {
            config: *config,
            pieces: [first, second],
            side: Side::First,
            huffable: 0,
            marks: [0; 25],
        };
        pos.reset_marks();
        pos
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.side
    }

    fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
        if pos.huffable == 0 {
            pos.actions(out, None);
            return;
        }
        for victim in Point::in_set(pos.huffable) {
            let after = pos.huffed(victim);
            if after.pieces[pos.side.other().index()] == 0 {
                out.push(Move {
                    huff: Some(victim),
                    action: None,
                });
            } else {
                after.actions(out, Some(victim));
            }
        }
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        legality::check(pos, mv)
    }

    /// Whether [`Rules::legal_moves`] lists `mv`, looking only at the huff
    /// it names and the piece it moves.
    fn is_legal(pos: &Position, mv: &Move) -> bool {
        let after = match (mv.huff, pos.huffable) {
            (None, 0) => *pos,
            (Some(victim), due) if due & victim.bit() != 0 => pos.huffed(victim),
            _ => return false,
        };
        let huff_ends_game = mv.huff.is_some() && after.pieces[pos.side.other().index()] == 0;
        let Some(action) = mv.action else {
            return huff_ends_game;
        };
        let from = action.from();
        if huff_ends_game || after.pieces[pos.side.index()] & from.bit() == 0 {
            return false;
        }
        match action {
            Action::Step { from, to } => {
                after.step_targets(from) & to.bit() != 0
                    && !(pos.config.capture == Capture::Forced && after.has_capture_move())
            }
            Action::Jump { .. } => {
                let mut paths = MoveList::new();
                after.jumps(from, Some(&mut paths), mv.huff);
                paths.contains(mv)
            }
        }
    }

    /// Whether the side to move has a legal turn, without listing any.
    fn has_legal_move(pos: &Position) -> bool {
        if pos.huffable == 0 {
            return pos.has_action();
        }
        Point::in_set(pos.huffable).any(|victim| {
            let after = pos.huffed(victim);
            after.pieces[pos.side.other().index()] == 0 || after.has_action()
        })
    }

    fn play(pos: &mut Position, mv: &Move) {
        if let Some(victim) = mv.huff {
            pos.remove(victim);
        }
        pos.huffable = 0;
        let side = pos.side;
        let capturers = if pos.config.capture == Capture::Huff {
            pos.capturers()
        } else {
            0
        };
        let mut next_huffable = 0;
        match mv.action {
            Some(Action::Step { from, to }) => {
                pos.pieces[side.index()] ^= from.bit() | to.bit();
                pos.marks[to.index()] = pos.moved_marks(from, &[to]);
                pos.marks[from.index()] = 0;
                if capturers != 0 {
                    let moved = capturers & from.bit() != 0;
                    next_huffable = (capturers & !from.bit()) | if moved { to.bit() } else { 0 };
                }
            }
            Some(action @ Action::Jump { .. }) => {
                let points = action.points();
                let (from, to) = (points[0], action.to());
                for pair in points.windows(2) {
                    let dir = Dir::between_jump(pair[0], pair[1])
                        .expect("a jump spans two points on a line");
                    let over = pair[0].step(dir).expect("jumped point");
                    pos.pieces[side.other().index()] &= !over.bit();
                    pos.marks[over.index()] = 0;
                }
                // A capture may end where it began: clear, then set.
                pos.pieces[side.index()] = (pos.pieces[side.index()] & !from.bit()) | to.bit();
                let marks = pos.moved_marks(from, &points[1..]);
                pos.marks[from.index()] = 0;
                pos.marks[to.index()] = marks;
            }
            None => {}
        }
        pos.huffable = next_huffable;
        pos.side = side.other();
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        legality::outcome(pos)
    }
}

impl Configure for Alquerque {
    fn rule_sets() -> &'static [RuleSetInfo] {
        config::RULE_SETS
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        config::RULE_OPTIONS
    }

    fn from_rules(spec: &RuleSpec) -> Config {
        config::from_rules(spec)
    }

    fn describe(config: &Config) -> String {
        config::describe(config)
    }

    /// Pieces, side and marks stay; the pieces due to be huffed exist only
    /// where passing a capture is huffed, and the marks are what the new
    /// return rule keeps: none without one, a fresh position's where the
    /// old rules kept none. Between `ever` and `game-start` the marks the
    /// piece carries are all there is: its visited points less the point it
    /// stands on, or its start point and the point it stands on.
    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        let mut moved = Position {
            config: *config,
            ..*pos
        };
        if config.capture != Capture::Huff {
            moved.huffable = 0;
        }
        match (pos.config.ret, config.ret) {
            (old, new) if old == new => {}
            (_, Return::None | Return::TurnStart) => moved.marks = [0; 25],
            (Return::None | Return::TurnStart, _) => moved.reset_marks(),
            (Return::Ever, _) => {
                for p in Point::in_set(moved.occupied()) {
                    let others = moved.marks[p.index()] & !p.bit();
                    moved.marks[p.index()] = if others == 0 { p.bit() } else { others };
                }
            }
            (Return::GameStart, _) => {
                for p in Point::in_set(moved.occupied()) {
                    moved.marks[p.index()] |= p.bit();
                }
            }
        }
        Ok(moved)
    }
}

impl PositionText for Alquerque {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        setup::read(config, text)
    }

    fn write_position(pos: &Position) -> String {
        setup::write(pos)
    }
}

impl Picture for Alquerque {
    fn diagram(pos: &Position) -> String {
        diagram::diagram(pos, crate::messages::Lang::En)
    }
    fn diagram_in(pos: &Position, lang: crate::messages::Lang) -> String {
        diagram::diagram(pos, lang)
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view)
    }
}

impl Explain for Alquerque {
    fn explain(pos: &Position, at: &str, lang: Lang) -> Option<Result<String, String>> {
        Some(explain::explain(pos, at, lang))
    }
}

/// The plain walk: a position is `Copy` and its moves a stack list, so
/// playing each move on a copy allocates nothing.
impl Perft for Alquerque {}

impl Game for Alquerque {
    const SUMMARY: &'static str =
        "Alquerque (5x5, multi-jumps, huffing; Alfonso X, R.C. Bell, Ludii rule sets)";
    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        &[&notation::Algebraic, &notation::Numeric]
    }
}

#[cfg(test)]
mod tests;
