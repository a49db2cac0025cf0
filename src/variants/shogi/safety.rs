//! The king's safety kept with a position, and the legality of one given
//! move tested against it.
//!
//! What makes a move of a piece illegal beyond its own reach is the king:
//! the pieces giving check and the pieces pinned to it. Both are found once,
//! when a move reaches the position ([`KingSafety::of`], one pass over the
//! enemy sliders aligned with the king), so that testing a move read from a
//! record ([`is_legal`]) asks a few table lookups in the usual case (no
//! check, the piece not pinned, not the king), with no move list and no
//! attack scan.

use super::bitboard::*;
use super::board::{Board, Kind, Move};
use super::movegen::{pawn_drop_mates, promotion};

/// The pieces giving check to the side to move, and the side's pieces that
/// stand alone between its king and an enemy slider aiming at it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KingSafety {
    pub checkers: Bb,
    pub pinned: Bb,
}

impl KingSafety {
    /// The side to move's check and pins on `b`. The stepping pieces'
    /// checks are table lookups; each enemy slider aligned with the king is
    /// a checker when nothing stands between, and pins the one piece of the
    /// king's side that does.
    #[inline]
    pub fn of(b: &Board) -> KingSafety {
        let us = b.side;
        let Some(ksq) = b.king(us) else {
            return KingSafety::default();
        };
        let (sliders, pinned) = b.lines_to_king(ksq, us);
        KingSafety {
            checkers: b.step_attackers(ksq, us ^ 1) | sliders,
            pinned,
        }
    }

    /// [`KingSafety::of`] the board a move has just reached, the piece it
    /// moved or dropped now on `to`, when the side that moved was not in
    /// check before it (as after any legal move): a stepping piece can then
    /// give check only by being the one moved, and only the sliders' lines
    /// are looked at.
    #[inline]
    pub fn after_move(b: &Board, to: usize) -> KingSafety {
        let us = b.side;
        let Some(ksq) = b.king(us) else {
            return KingSafety::default();
        };
        let (sliders, pinned) = b.lines_to_king(ksq, us);
        let stepper = b
            .piece_at(to)
            .map_or(0, |p| step(us, STEP_OF[p.kind as usize], ksq) & bit(to));
        KingSafety {
            checkers: stepper | sliders,
            pinned,
        }
    }

    pub fn in_check(&self) -> bool {
        self.checkers != 0
    }
}

/// The step pattern of each kind, in the order of [`Kind`]: a horse's and
/// a dragon's is the king's, a lance's, a bishop's and a rook's none.
const STEP_OF: [usize; 14] = [
    STEP_PAWN,
    STEP_NONE,
    STEP_KNIGHT,
    STEP_SILVER,
    STEP_GOLD,
    STEP_NONE,
    STEP_NONE,
    STEP_KING,
    STEP_GOLD,
    STEP_GOLD,
    STEP_GOLD,
    STEP_GOLD,
    STEP_KING,
    STEP_KING,
];

/// Whether `mv` is among the moves [`super::movegen::generate`] gives, tested
/// on its own against `safety`, the [`KingSafety::of`] `b`: the same
/// conditions, asked of one origin and one destination.
#[inline(always)]
pub fn is_legal(b: &Board, mv: Move, safety: &KingSafety) -> bool {
    debug_assert_eq!(*safety, KingSafety::of(b));
    let to = mv.to();
    if to >= 81 || mv.tag() != 0 || mv.extra().is_some() || mv.extra_promote() {
        return false;
    }
    match mv.from() {
        Some(from) => board_move_is_legal(b, from, to, mv.promote(), safety),
        None => mv
            .dropped()
            .is_some_and(|kind| !mv.promote() && drop_is_legal(b, kind, to, safety.checkers)),
    }
}

/// Whether a move of the side to move's piece on `from` to `to` is legal.
#[inline]
fn board_move_is_legal(b: &Board, from: usize, to: usize, promote: bool, s: &KingSafety) -> bool {
    let us = b.side & 1;
    let Some(piece) = b.piece_at(from).filter(|p| p.colour == us) else {
        return false;
    };
    let occ = b.occupied();
    if b.by_colour[us] & bit(to) != 0 || !reaches(us, piece.kind, from, to, occ) {
        return false;
    }
    let (may, must) = promotion(us, piece.kind, from, to);
    if (promote && !may) || (!promote && must) {
        return false;
    }
    if piece.kind == Kind::King {
        return b.attackers(to, us ^ 1, occ ^ bit(from)) == 0;
    }
    let Some(ksq) = b.king(us) else {
        return true;
    };
    let t = tables();
    if s.checkers != 0 {
        // One checker (two leave only the king to move): take it or block.
        let checker = s.checkers.trailing_zeros() as usize;
        if s.checkers & (s.checkers - 1) != 0
            || (t.between[ksq][checker] | s.checkers) & bit(to) == 0
        {
            return false;
        }
    }
    s.pinned & bit(from) == 0 || t.line[ksq][from] & bit(to) != 0
}

/// Whether a piece of `colour` and `kind` on `from` attacks `to` when the
/// board's occupancy is `occ`: the two squares' relation looked up once
/// ([`REACH`]) tells a step and a slide, and a slide looks at the squares
/// between.
#[inline]
fn reaches(colour: usize, kind: Kind, from: usize, to: usize, occ: Bb) -> bool {
    let (colour, kind) = (colour & 1, kind as usize);
    let how = REACH[colour][relation(from, to)];
    (how >> STEP_OF[kind]) & 1 != 0
        || ((how >> (8 + SLIDE_OF[kind])) & 1 != 0 && tables().between[from][to] & occ == 0)
}

/// The slide of each kind, in the order of [`Kind`].
const SLIDE_OF: [usize; 14] = [
    SLIDE_NONE,
    SLIDE_LANCE,
    SLIDE_NONE,
    SLIDE_NONE,
    SLIDE_NONE,
    SLIDE_BISHOP,
    SLIDE_ROOK,
    SLIDE_NONE,
    SLIDE_NONE,
    SLIDE_NONE,
    SLIDE_NONE,
    SLIDE_NONE,
    SLIDE_BISHOP,
    SLIDE_ROOK,
];

/// Whether the side to move may drop a `kind` on `to`, `checkers` giving
/// check: held in hand, onto an empty square where it can move again,
/// between the king and its one checker when in check, and for a pawn no
/// nifu and no mate by the drop.
#[inline]
fn drop_is_legal(b: &Board, kind: Kind, to: usize, checkers: Bb) -> bool {
    let us = b.side;
    if kind as usize >= 7
        || b.hands[us][kind as usize] == 0
        || b.occupied() & bit(to) != 0
        || far_ranks(us, kind.dead_ranks()) & bit(to) != 0
    {
        return false;
    }
    if checkers != 0 {
        let blocks = b.king(us).is_some_and(|ksq| {
            checkers & (checkers - 1) == 0
                && tables().between[ksq][checkers.trailing_zeros() as usize] & bit(to) != 0
        });
        if !blocks {
            return false;
        }
    }
    kind != Kind::Pawn || pawn_drop_allowed(b, to)
}

/// Whether a pawn may be dropped on the empty square `to`: no unpromoted
/// pawn of the side on its file, and, only where the drop gives check, no
/// mate by the drop.
#[inline]
pub(super) fn pawn_drop_allowed(b: &Board, to: usize) -> bool {
    let us = b.side;
    if b.pieces(us, Kind::Pawn) & tables().files[file_of(to)] != 0 {
        return false;
    }
    let front = b.king(us ^ 1).map_or(0, |k| step(us ^ 1, STEP_PAWN, k));
    front & bit(to) == 0 || !pawn_drop_mates(b, to)
}
