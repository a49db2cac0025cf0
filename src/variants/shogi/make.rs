//! Making and taking back a move in place ([`MakeUnmake`]): the board
//! takes a move back from the piece it captured, and the history drops the
//! position the move reached, so that a walk need not copy the history.

use super::{KingSafety, LastMove, Position, Shogi, board};
use crate::game::{MakeUnmake, Outcome, Rules};
use board::Move;

/// What [`Shogi`]'s [`MakeUnmake::make`] overwrites, for its `unmake`
/// alone.
#[derive(Clone, Debug)]
pub struct Undo {
    /// The piece a board move captured.
    captured: Option<board::Piece>,
    /// The last-move notes before a board move.
    last_to: Option<usize>,
    previous: Option<LastMove>,
    /// The board's checks and pins before a board move.
    safety: KingSafety,
    /// The verdict before an impasse declaration (none, in a game that
    /// goes on).
    declared: Option<Outcome>,
}

impl MakeUnmake for Shogi {
    type Undo = Undo;

    fn make(pos: &mut Position, mv: &Move) -> Undo {
        let undo = Undo {
            captured: (!mv.is_declaration())
                .then(|| pos.board.piece_at(mv.to()))
                .flatten(),
            last_to: pos.last_to,
            previous: pos.previous,
            safety: pos.safety,
            declared: pos.declared.clone(),
        };
        Shogi::play(pos, mv);
        undo
    }

    fn unmake(pos: &mut Position, mv: &Move, undo: Undo) {
        if mv.is_declaration() {
            pos.declared = undo.declared;
            return;
        }
        pos.history.pop();
        pos.board.unmake(*mv, undo.captured);
        pos.last_to = undo.last_to;
        pos.previous = undo.previous;
        pos.safety = undo.safety;
    }
}
