//! Legal move generation: evasions and pins are handled while generating,
//! so no move is played to test it. Perft counts the last ply in bulk.

use super::bitboard::*;
use super::board::{Board, Colour, KINDS, Kind, Move};
use super::safety::KingSafety;

/// Where generated moves go: a list, or a counter for bulk perft.
pub trait Sink {
    fn push(&mut self, mv: Move);

    /// Every move of a piece of `kind` from `from` to `targets`, with the
    /// promotion choices; a counter overrides this with popcounts.
    #[inline]
    fn push_targets(&mut self, colour: Colour, kind: Kind, from: usize, targets: Bb) {
        if !kind.can_promote() {
            for to in Squares(targets) {
                self.push(Move::board(from, to, false));
            }
            return;
        }
        for to in Squares(targets) {
            let (may, must) = promotion(colour, kind, from, to);
            if may {
                self.push(Move::board(from, to, true));
            }
            if !must {
                self.push(Move::board(from, to, false));
            }
        }
    }

    /// The step of every pawn of `colour` that lands on `targets`, each
    /// target the square in front of its pawn. In the order of
    /// [`Sink::push_targets`] pawn by pawn: a pawn's step keeps the order of
    /// the squares.
    #[inline]
    fn push_pawn_steps(&mut self, colour: Colour, targets: Bb) {
        for to in Squares(targets) {
            let from = if colour == 0 { to + 1 } else { to - 1 };
            self.push_targets(colour, Kind::Pawn, from, bit(to));
        }
    }

    /// Drops of `kind` on every square of `squares`.
    #[inline]
    fn push_drops(&mut self, kind: Kind, squares: Bb) {
        for to in Squares(squares) {
            self.push(Move::drop(kind, to));
        }
    }
}

impl Sink for crate::game::MoveList<Move> {
    #[inline]
    fn push(&mut self, mv: Move) {
        crate::game::MoveList::push(self, mv);
    }
}

/// Counts moves without storing them.
#[derive(Default)]
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }

    #[inline]
    fn push_targets(&mut self, colour: Colour, kind: Kind, from: usize, targets: Bb) {
        self.count(colour, kind, zone(colour) & bit(from) != 0, targets);
    }

    /// A pawn stepping out of the zone steps into it, so all pawns count
    /// as pawns from outside it.
    #[inline]
    fn push_pawn_steps(&mut self, colour: Colour, targets: Bb) {
        self.count(colour, Kind::Pawn, false, targets);
    }

    #[inline]
    fn push_drops(&mut self, _: Kind, squares: Bb) {
        self.0 += squares.count_ones() as u64;
    }
}

impl Counter {
    /// Counts the moves of pieces of `kind` onto `targets`, from inside
    /// the promotion zone or not.
    #[inline]
    fn count(&mut self, colour: Colour, kind: Kind, from_zone: bool, targets: Bb) {
        let n = targets.count_ones() as u64;
        if !kind.can_promote() {
            self.0 += n;
            return;
        }
        // One move per square, plus a second where promotion is a choice
        // (it may, and need not, promote there). Where promotion is forced
        // the square is inside the zone, so `must` lies within `may`.
        let may = if from_zone {
            targets
        } else {
            targets & zone(colour)
        };
        let must = targets & far_ranks(colour, kind.dead_ranks());
        let choice = may & !must;
        if choice != 0 {
            self.0 += choice.count_ones() as u64;
        }
        self.0 += n;
    }
}

/// A fixed-size move list on the stack (no position has more than 593 moves).
pub struct MoveList {
    moves: [Move; 600],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::declare(); 600],
            len: 0,
        }
    }
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Sink for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

/// Whether a piece of `kind` moving from `from` to `to` may promote, must
/// promote (it could never move again otherwise).
#[inline]
pub fn promotion(colour: Colour, kind: Kind, from: usize, to: usize) -> (bool, bool) {
    if !kind.can_promote() {
        return (false, false);
    }
    let may = (zone(colour) & (bit(from) | bit(to))) != 0;
    let dead = kind.dead_ranks();
    let must = dead > 0 && far_ranks(colour, dead) & bit(to) != 0;
    (may, must)
}

/// Every legal move of the side to move (declarations excepted).
pub fn generate(b: &Board, out: &mut impl Sink) {
    generate_only(b, Only::All, out);
}

/// Which legal moves to generate: all, or those from one origin (a square,
/// or a kind in hand), which is all that testing one move needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Only {
    All,
    From(usize),
    Drop(Kind),
}

/// The legal moves of the side to move that `only` selects.
#[inline]
pub fn generate_only(b: &Board, only: Only, out: &mut impl Sink) {
    let us = b.side;
    let occ = b.occupied();
    let own = b.by_colour[us];
    let t = tables();
    let king = b.king(us);
    let KingSafety { checkers, pinned } = KingSafety::of(b);

    if let Some(ksq) = king.filter(|&k| matches!(only, Only::All) || only == Only::From(k)) {
        for to in king_steps(b, ksq) {
            out.push(Move::board(ksq, to, false));
        }
    }
    if checkers & checkers.wrapping_sub(1) != 0 {
        return; // double check: only the king moves
    }
    // Squares a move must reach: anywhere, or onto the check line.
    let (move_target, drop_target) = match (king, checkers) {
        (Some(ksq), c) if c != 0 => {
            let checker = c.trailing_zeros() as usize;
            let between = t.between[ksq][checker];
            (between | c, between)
        }
        _ => (!own & ALL, !occ & ALL),
    };
    let target = move_target & !own;
    let movers = match only {
        Only::All => own,
        Only::From(sq) => own & bit(sq),
        Only::Drop(_) => 0,
    };
    out.push_pawn_steps(us, pawn_steps(b, movers, pinned) & target);
    let pieces = Pieces {
        b,
        movers,
        target,
        pinned,
        king_lines: king.map_or(&t.line[0], |k| &t.line[k]),
    };
    // Kind by kind in the order of `KINDS`, each its own call so that the
    // piece's attack is inlined rather than chosen piece by piece (a loop
    // over the kinds is not unrolled, and costs perft a tenth more).
    macro_rules! moves_of {
        ($($kind:ident),*) => { $(pieces.moves(Kind::$kind, out);)* };
    }
    moves_of!(
        Lance, Knight, Silver, Gold, Bishop, Rook, ProPawn, ProLance, ProKnight, ProSilver, Horse,
        Dragon
    );
    match only {
        Only::All => generate_drops(b, drop_target, None, out),
        Only::Drop(kind) => generate_drops(b, drop_target, Some(kind), out),
        Only::From(_) => {}
    }
}

/// The pieces of the side to move that may move, and where to.
struct Pieces<'a> {
    b: &'a Board,
    movers: Bb,
    /// The squares a move may reach: no own piece, and onto the check line
    /// when in check.
    target: Bb,
    pinned: Bb,
    /// The lines through the king, which a pinned piece keeps to.
    king_lines: &'a [Bb; 81],
}

impl Pieces<'_> {
    /// The moves of the pieces of `kind`.
    #[inline(always)]
    fn moves(&self, kind: Kind, out: &mut impl Sink) {
        let (b, us) = (self.b, self.b.side);
        let occ = b.occupied();
        for from in Squares(b.by_kind[kind as usize] & self.movers) {
            let mut targets = Board::attacks_of(us, kind, from, occ) & self.target;
            if self.pinned & bit(from) != 0 {
                targets &= self.king_lines[from];
            }
            out.push_targets(us, kind, from, targets);
        }
    }
}

/// The squares in front of the pawns among `movers` of the side to move,
/// pawns `pinned` to their king on a rank or a diagonal left out: all pawns
/// step at once.
#[inline]
fn pawn_steps(b: &Board, movers: Bb, pinned: Bb) -> Bb {
    let us = b.side;
    let king_file = b.king(us).map_or(0, |k| tables().files[file_of(k)]);
    let pawns = b.by_kind[Kind::Pawn as usize] & movers & !(pinned & !king_file);
    // A pawn on its last rank (a position may hold one) has no step.
    let pawns = pawns & !far_ranks(us, 1);
    if us == 0 { pawns >> 1 } else { pawns << 1 }
}

/// The squares the king of the side to move, on `ksq`, may step to: no
/// own piece there and no enemy attack once it stands there.
#[inline]
fn king_steps(b: &Board, ksq: usize) -> impl Iterator<Item = usize> + '_ {
    let us = b.side;
    let without_king = b.occupied() ^ bit(ksq);
    Squares(step(us, STEP_KING, ksq) & !b.by_colour[us])
        .filter(move |&to| b.attackers(to, us ^ 1, without_king) == 0)
}

/// Whether the side to move has a legal move, `safety` its [`KingSafety`].
/// Out of check, any move of a piece that is neither the king nor pinned is
/// legal, so the answer is usually found at the first piece; in check, a
/// king step usually answers. Otherwise the moves are counted.
pub fn has_legal_move(b: &Board, safety: &KingSafety) -> bool {
    debug_assert_eq!(*safety, KingSafety::of(b));
    let us = b.side;
    if safety.in_check() {
        if b.king(us)
            .is_some_and(|k| king_steps(b, k).next().is_some())
        {
            return true;
        }
    } else {
        let own = b.by_colour[us];
        let occ = b.occupied();
        let free = own & !b.by_kind[Kind::King as usize] & !safety.pinned;
        for kind in KINDS {
            for from in Squares(b.by_kind[kind as usize] & free) {
                if Board::attacks_of(us, kind, from, occ) & !own != 0 {
                    return true;
                }
            }
        }
    }
    let mut count = Counter::default();
    generate(b, &mut count);
    count.0 > 0
}

/// Drops onto `target` (of `only` kind, or of every kind in hand).
fn generate_drops(b: &Board, target: Bb, only: Option<Kind>, out: &mut impl Sink) {
    let us = b.side;
    let hand = &b.hands[us];
    if target == 0 || hand.iter().all(|&n| n == 0) {
        return;
    }
    let t = tables();
    let wanted = |k: Kind| only.is_none_or(|o| o == k);
    if hand[Kind::Pawn as usize] > 0 && wanted(Kind::Pawn) {
        let mut squares = target & !far_ranks(us, 1);
        let pawns = b.pieces(us, Kind::Pawn);
        for f in 0..9 {
            if pawns & t.files[f] != 0 {
                squares &= !t.files[f];
            }
        }
        // The one square where a pawn drop checks: test it for uchifuzume.
        if let Some(ksq) = b.king(us ^ 1) {
            let front = step(us ^ 1, STEP_PAWN, ksq) & squares;
            if front != 0 && pawn_drop_mates(b, front.trailing_zeros() as usize) {
                squares &= !front;
            }
        }
        out.push_drops(Kind::Pawn, squares);
    }
    let lance_ok = target & !far_ranks(us, 1);
    let knight_ok = target & !far_ranks(us, 2);
    for kind in [
        Kind::Lance,
        Kind::Knight,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
    ] {
        if hand[kind as usize] == 0 || !wanted(kind) {
            continue;
        }
        let squares = match kind {
            Kind::Lance => lance_ok,
            Kind::Knight => knight_ok,
            _ => target,
        };
        out.push_drops(kind, squares);
    }
}

/// Whether a pawn dropped on `sq` (in front of the enemy king) mates:
/// the king cannot take it or step away (escapes judged with the pawn on the
/// board), and no other piece can legally take it.
pub fn pawn_drop_mates(b: &Board, sq: usize) -> bool {
    let us = b.side;
    let them = us ^ 1;
    let Some(ksq) = b.king(them) else {
        return false;
    };
    let occ = b.occupied() | bit(sq);
    let without_king = occ ^ bit(ksq);
    for to in Squares(step(them, STEP_KING, ksq) & !b.by_colour[them]) {
        if b.attackers(to, us, without_king) == 0 {
            return false;
        }
    }
    let defenders = b.attackers(sq, them, occ) & !bit(ksq);
    for d in Squares(defenders) {
        // After the capture the pawn is gone and `d` stands on `sq`.
        let after = occ ^ bit(d);
        let ours = b.attackers(ksq, us, after) & !bit(sq);
        if ours == 0 {
            return false;
        }
    }
    true
}

/// Leaf count with the last ply counted in bulk.
pub fn perft(b: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        let mut c = Counter::default();
        generate(b, &mut c);
        return c.0;
    }
    let mut list = MoveList::new();
    generate(b, &mut list);
    let mut total = 0;
    for &mv in list.as_slice() {
        let mut next = *b;
        next.make(mv);
        total += perft(&next, depth - 1);
    }
    total
}
