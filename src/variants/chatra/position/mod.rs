//! The position and the rules: attacks, drops, relative moves, legality.
//!
//! Every legality question is answered by one function that returns the
//! rule broken ([`State::verdict`], which `Chatra::check` asks); the move
//! generator asks the same functions, so a move is listed exactly when
//! `check` accepts it. This file holds the move, the position with its
//! history and the state it wraps; the rules are in the files below, one
//! concern each.

mod army;
mod attacks;
mod drops;
mod legality;
mod make;
mod movegen;
mod relative;

use std::ops::ControlFlow;

use super::ChatraRule;
use crate::game::{Side, Violation};
use crate::history::{History, zobrist_keys};
use crate::messages::Msg;

use super::board::{
    DIRECTIONS, Kind, LINE_RAYS, OPEN_ZONES, Piece, RAYS, SAME_PARITY, SQUARES, Square, Squares,
    Vec2, ZONE_E, Zone, shadow,
};
use super::config::{Config, Direction, Pivot, Start};

pub use army::Army;
use army::SubjectList;
use drops::ZoneTest;
pub use make::Undo;
use relative::pick_reason;

/// A move: a subject drop, an object drop, a piece moving (by whatever
/// function), or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    Drop(Square),
    DropObject(Square),
    Shift { from: Square, to: Square },
    Pass,
}

impl Move {
    pub fn to(self) -> Option<Square> {
        match self {
            Move::Drop(s) | Move::DropObject(s) | Move::Shift { to: s, .. } => Some(s),
            Move::Pass => None,
        }
    }
}

/// Subjects in hand at the start.
pub const SUBJECTS: u8 = 18;

/// A Chatra position: the state the rules read, and beside it the
/// positions the game passed through (for repetition). Everything but the
/// history is in [`State`], read through `Deref`, so that the rules can
/// try moves on a copy of the state and only ever read the history. The
/// fields are private and there is no `DerefMut`: a move goes through
/// [`Position::make`], which notes it in the history, and an edit through
/// [`Position::edit`], which recomputes the caches, so the history and the
/// caches always belong to the state.
#[derive(Clone, Debug)]
pub struct Position {
    state: State,
    /// Every position since the start (or since the position string it was
    /// read from), this one last.
    history: History,
}

impl std::ops::Deref for Position {
    type Target = State;
    fn deref(&self) -> &State {
        &self.state
    }
}

/// Board, hands and rule state without the history: `Copy`, so that a
/// move tried on a scratch copy allocates nothing.
#[derive(Clone, Copy, Debug)]
pub struct State {
    pub config: Config,
    pub board: [Option<Piece>; SQUARES],
    /// Subjects in hand, by side.
    pub hand: [u8; 2],
    pub object_in_hand: [bool; 2],
    pub side: Side,
    /// Plies played.
    pub ply: u32,
    /// Where the last move landed (◇ in the diagram).
    pub last: Option<Square>,
    /// The last ply was a pass.
    pub passed: bool,
    /// A check has been given (relay: drop zones lifted).
    pub lifted: bool,
    /// Where the objects stand (kept by [`State::make`]; after editing
    /// the fields, go through [`Position::edit`], which recomputes them).
    pub objects: [Option<Square>; 2],
    /// [`State::key`], kept up to date like `objects`.
    pub hash: u64,
    /// Where each side's subjects stand, kept up to date like `objects`.
    pub subjects: [Squares; 2],
}

impl Position {
    /// A game that starts at `state`, edited by hand or read from text:
    /// its caches are recomputed and its history holds it alone.
    pub fn from_state(mut state: State) -> Position {
        state.refresh();
        Position {
            history: History::new(state.hash, ()),
            state,
        }
    }

    /// The board, hands and rule state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Every position since the start, this one last.
    pub(crate) fn history(&self) -> &History {
        &self.history
    }

    /// The same game under `config`: board, hands, last move, pass and
    /// history stay. Only rules that lift the drop zones note the first
    /// check, so moving to them from rules that do not, the zones count as
    /// lifted if the side to move is in check now (an earlier check left no
    /// trace).
    pub fn under_config(&self, config: Config) -> Position {
        let mut pos = self.clone();
        pos.state.config = config;
        if config.lift && !self.config.lift {
            pos.state.lifted = pos.in_check(pos.side);
        }
        pos
    }

    /// Edits the state by hand (a test's or a setup's position), then
    /// recomputes the cached object squares and key; the edited position
    /// starts a fresh history, as one read from text does.
    pub fn edit(&mut self, change: impl FnOnce(&mut State)) {
        change(&mut self.state);
        *self = Position::from_state(self.state);
    }

    /// Plays `mv` (not checked), notes the new position in the history and
    /// returns what undoes it.
    pub fn make(&mut self, mv: Move) -> Undo {
        let undo = self.state.make(mv);
        self.history.push(self.state.hash, ());
        undo
    }

    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        self.history.pop();
        self.state.unmake(mv, undo);
    }
}

impl State {
    /// The start of the game under `config`.
    pub fn start(config: Config) -> State {
        let mut pos = State {
            config,
            board: [None; SQUARES],
            hand: [SUBJECTS; 2],
            object_in_hand: [true; 2],
            side: Side::First,
            ply: 0,
            last: None,
            passed: false,
            lifted: false,
            objects: [None; 2],
            hash: 0,
            subjects: [Squares::EMPTY; 2],
        };
        if config.start == Start::Oki {
            pos.board[Square::parse("g2").expect("square").index()] =
                Some(Piece::new(Side::Second, Kind::Object));
            pos.board[Square::parse("f11").expect("square").index()] =
                Some(Piece::new(Side::First, Kind::Object));
            pos.object_in_hand = [false; 2];
        }
        pos.refresh();
        pos
    }

    /// Recomputes the cached object squares and key.
    pub fn refresh(&mut self) {
        for side in [Side::First, Side::Second] {
            self.objects[side.index()] =
                Square::all().find(|&s| self.at(s) == Some(Piece::new(side, Kind::Object)));
        }
        for side in [Side::First, Side::Second] {
            let mut subjects = Squares::EMPTY;
            for sq in Square::all() {
                if self.at(sq) == Some(Piece::new(side, Kind::Subject)) {
                    subjects.insert(sq);
                }
            }
            self.subjects[side.index()] = subjects;
        }
        self.hash = self.compute_key();
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn object(&self, side: Side) -> Option<Square> {
        self.objects[side.index()]
    }

    /// The key of the position for repetition: board, hands, side to move.
    pub fn key(&self) -> u64 {
        self.hash
    }

    /// Both objects in hand on an empty board: ply 1 of the standard start.
    fn opening_subject(&self) -> bool {
        self.object_in_hand == [true, true] && self.board.iter().all(Option::is_none)
    }
}
