//! Alquerque: 5x5 points, multi-jumps, huffing, the rule sets of Alfonso X
//! (as the seed states them and as Ludii reads them) and R.C. Bell.

mod board;
pub mod config;
mod explain;
mod fen;
mod ids;
pub mod notation;
pub mod position;
mod rules;
mod svg;

pub use board::Point;
pub use config::Config;
pub use ids::{AlquerqueEnd, AlquerqueRule};
pub use position::{Action, Move, Position};

use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation,
};
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
        Position::start(*config)
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.side
    }

    fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
        pos.legal_moves(out);
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        rules::check(pos, mv)
    }

    fn is_legal(pos: &Position, mv: &Move) -> bool {
        pos.is_legal(mv)
    }

    fn has_legal_move(pos: &Position) -> bool {
        pos.has_legal_move()
    }

    fn play(pos: &mut Position, mv: &Move) {
        pos.play(mv);
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        rules::outcome(pos)
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

    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        Ok(pos.under_config(*config))
    }
}

impl PositionText for Alquerque {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        fen::read(config, text)
    }

    fn write_position(pos: &Position) -> String {
        fen::write(pos)
    }
}

impl Picture for Alquerque {
    fn diagram(pos: &Position) -> String {
        fen::diagram(pos)
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view)
    }
}

impl Explain for Alquerque {
    fn explain(pos: &Position, square: &str) -> Option<Result<String, String>> {
        Some(explain::explain(pos, square))
    }
}

impl Perft for Alquerque {
    fn perft(pos: &Position, depth: u32) -> u64 {
        perft(pos, depth, &mut Vec::new())
    }
}

/// Perft with one move buffer per depth, reused across siblings, and bulk
/// counting at the last ply.
fn perft(pos: &Position, depth: u32, buffers: &mut Vec<Vec<Move>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = buffers.pop().unwrap_or_default();
    moves.clear();
    pos.legal_moves(&mut moves);
    let nodes = if depth == 1 {
        moves.len() as u64
    } else {
        moves
            .iter()
            .map(|mv| {
                let mut next = *pos;
                next.play(mv);
                perft(&next, depth - 1, buffers)
            })
            .sum()
    };
    buffers.push(moves);
    nodes
}

impl Game for Alquerque {
    const SUMMARY: &'static str =
        "Alquerque (5x5, multi-jumps, huffing; Alfonso X, R.C. Bell, Ludii rule sets)";
    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        &[&notation::Algebraic, &notation::Numeric]
    }
}

#[cfg(test)]
mod tests;
