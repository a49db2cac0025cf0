//! A position with all its rule state, and moves (`Macedonian::play`, in
//! mod.rs, plays one).

use super::Config;
use super::board::{Hand, HandPiece, Kind, Piece, Square, crowned_kind, in_camp};
use crate::game::Side;

/// What a turn does on the board, after any 譲位.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A piece moves (and captures what stands on `to`). `promote` says that
    /// a 歩 or 重 enters the enemy camp; promotion there is forced.
    Step {
        from: Square,
        to: Square,
        promote: bool,
    },
    /// An archer on `from` shoots one arrow along a queen line onto `to`:
    /// an empty square, an enemy piece (captured), or an own archer with
    /// fewer than two arrows (a refill).
    Shoot { from: Square, to: Square },
    /// A lone arrow on `from` goes back onto an own archer on `to`.
    Return { from: Square, to: Square },
    /// A piece from hand onto an empty square, or an arrow onto an archer.
    Drop { piece: HandPiece, to: Square },
}

impl Action {
    pub fn to(self) -> Square {
        match self {
            Action::Step { to, .. }
            | Action::Shoot { to, .. }
            | Action::Return { to, .. }
            | Action::Drop { to, .. } => to,
        }
    }
}

/// One turn: an optional 譲位 (passing the crown), then one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub abdicate: bool,
    pub action: Action,
}

impl Move {
    pub fn plain(action: Action) -> Move {
        Move {
            abdicate: false,
            action,
        }
    }
}

/// Everything that decides what is legal: board, hands, crowns, side to
/// move and the rule options. The fields are the game's own (its modules
/// read them; outside, the accessors below), so that only its rules and
/// its position string make one, never a stray edit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) config: Config,
    pub(super) board: [Option<Piece>; 64],
    pub(super) hands: [Hand; 2],
    /// Crown transfers made by each side (0, 1 or 2); see [`crowned_kind`].
    pub(super) crown: [u8; 2],
    pub(super) to_move: Side,
}

impl Position {
    /// The rules in force.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The squares, by [`Square::index`].
    pub fn board(&self) -> &[Option<Piece>; 64] {
        &self.board
    }
    /// Each side's pieces in hand, Sente's first.
    pub fn hands(&self) -> &[Hand; 2] {
        &self.hands
    }
    /// Crown transfers made by each side (0, 1 or 2).
    pub fn crown(&self) -> [u8; 2] {
        self.crown
    }
    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// An empty board, Sente to move, crowns on the kings.
    pub fn empty(config: Config) -> Position {
        Position {
            config,
            board: [None; 64],
            hands: [Hand::default(); 2],
            crown: [0; 2],
            to_move: Side::First,
        }
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.board[sq.index()] = piece;
    }

    /// The kind of piece that wears `side`'s crown.
    pub fn crowned(&self, side: Side) -> Kind {
        crowned_kind(self.crown[side.index()])
    }

    /// Where a piece of `side` and `kind` stands (kings and princes are unique).
    pub fn find(&self, side: Side, kind: Kind) -> Option<Square> {
        Square::all().find(|&sq| {
            self.at(sq)
                .is_some_and(|p| p.side == side && p.kind == kind)
        })
    }

    /// The square of `side`'s crowned piece; `None` once it is captured.
    pub fn crown_square(&self, side: Side) -> Option<Square> {
        self.find(side, self.crowned(side))
    }

    /// Why `side` may not pass its crown now, if it may not.
    pub fn abdication_bar(&self, side: Side) -> Option<AbdicationBar> {
        let transfers = self.crown[side.index()];
        if transfers >= 2 {
            return Some(AbdicationBar::Spent);
        }
        let heir = crowned_kind(transfers + 1);
        self.find(side, heir)
            .is_none()
            .then_some(AbdicationBar::HeirGone(heir))
    }

    /// Whether a step of `piece` to `to` must promote.
    pub fn promotes(piece: Piece, to: Square) -> bool {
        piece.kind.promotes() && !piece.promoted && in_camp(piece.side.other(), to)
    }

    pub(super) fn add_arrow(&mut self, sq: Square) {
        if let Some(archer) = self.board[sq.index()].as_mut() {
            archer.arrows += 1;
        }
    }

    /// Takes whatever stands on `sq` into the hand of the side to move.
    pub(super) fn capture(&mut self, sq: Square) {
        if let Some(captured) = self.at(sq).and_then(HandPiece::from_captured) {
            self.hands[self.to_move.index()].add(captured);
        }
    }
}

/// Why the crown cannot be passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AbdicationBar {
    /// Both transfers have been made.
    Spent,
    /// The piece that would receive the crown has been captured.
    HeirGone(Kind),
}
