//! Pieces, moves and the board proper (no history): a `Copy` struct so that
//! search can copy-make.

use super::bitboard::*;
use super::keys::{cell_key, colour_of, hand_key, in_hand, kind_of, promoted, side_key};

/// Piece kinds; the first seven are also the kinds held in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    Pawn,
    Lance,
    Knight,
    Silver,
    Gold,
    Bishop,
    Rook,
    King,
    ProPawn,
    ProLance,
    ProKnight,
    ProSilver,
    Horse,
    Dragon,
}

pub const KINDS: [Kind; 14] = [
    Kind::Pawn,
    Kind::Lance,
    Kind::Knight,
    Kind::Silver,
    Kind::Gold,
    Kind::Bishop,
    Kind::Rook,
    Kind::King,
    Kind::ProPawn,
    Kind::ProLance,
    Kind::ProKnight,
    Kind::ProSilver,
    Kind::Horse,
    Kind::Dragon,
];

/// Kinds that can be held in hand, in the conventional SFEN/KIF order of a
/// hand (rook first).
pub const HAND_ORDER: [Kind; 7] = [
    Kind::Rook,
    Kind::Bishop,
    Kind::Gold,
    Kind::Silver,
    Kind::Knight,
    Kind::Lance,
    Kind::Pawn,
];

impl Kind {
    pub fn from_index(i: usize) -> Kind {
        KINDS[i]
    }
    pub fn can_promote(self) -> bool {
        matches!(
            self,
            Kind::Pawn | Kind::Lance | Kind::Knight | Kind::Silver | Kind::Bishop | Kind::Rook
        )
    }
    pub const fn promoted(self) -> Kind {
        match self {
            Kind::Pawn => Kind::ProPawn,
            Kind::Lance => Kind::ProLance,
            Kind::Knight => Kind::ProKnight,
            Kind::Silver => Kind::ProSilver,
            Kind::Bishop => Kind::Horse,
            Kind::Rook => Kind::Dragon,
            k => k,
        }
    }
    /// The kind a captured piece goes to hand as.
    pub const fn unpromoted(self) -> Kind {
        match self {
            Kind::ProPawn => Kind::Pawn,
            Kind::ProLance => Kind::Lance,
            Kind::ProKnight => Kind::Knight,
            Kind::ProSilver => Kind::Silver,
            Kind::Horse => Kind::Bishop,
            Kind::Dragon => Kind::Rook,
            k => k,
        }
    }
    pub fn is_promoted(self) -> bool {
        self as u8 >= Kind::ProPawn as u8
    }
    /// SFEN / USI letter of the unpromoted kind (uppercase).
    pub fn letter(self) -> char {
        b"PLNSGBRK"[self.unpromoted() as usize] as char
    }
    pub fn from_letter(c: char) -> Option<Kind> {
        let i = b"PLNSGBRK"
            .iter()
            .position(|&b| b as char == c.to_ascii_uppercase())?;
        Some(KINDS[i])
    }
    /// Ranks (counted from the far end) where this kind could never move again.
    pub fn dead_ranks(self) -> usize {
        match self {
            Kind::Pawn | Kind::Lance => 1,
            Kind::Knight => 2,
            _ => 0,
        }
    }
}

/// Sente is colour 0, Gote colour 1.
pub type Colour = usize;

/// A piece: kind and owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: Kind,
    pub colour: Colour,
}

impl Piece {
    pub(super) fn code(self) -> u8 {
        1 + self.kind as u8 + 16 * self.colour as u8
    }
    fn from_code(c: u8) -> Option<Piece> {
        (c != 0).then(|| Piece {
            kind: kind_of(c),
            colour: colour_of(c),
        })
    }
}

const DROP_BASE: u8 = 81;
const DECLARE: u8 = 0xff;

/// A move: from a square or a drop from hand, a destination, promotion;
/// and extension bytes a shogi move leaves empty, for a game layered on
/// shogi to extend its moves with: a tag (0 = none) and one more square
/// with a promotion flag (see [`Move::extra`]). Compact so that move lists
/// stay small: the bytes cost less than a second move type would.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: u8,
    to: u8,
    promote: bool,
    tag: u8,
    extra: u8,
    extra_promote: bool,
}

impl Move {
    pub fn board(from: usize, to: usize, promote: bool) -> Move {
        Move {
            from: from as u8,
            to: to as u8,
            promote,
            tag: 0,
            extra: NO_SQUARE,
            extra_promote: false,
        }
    }
    pub fn drop(kind: Kind, to: usize) -> Move {
        Move {
            from: DROP_BASE + kind as u8,
            to: to as u8,
            promote: false,
            tag: 0,
            extra: NO_SQUARE,
            extra_promote: false,
        }
    }
    /// An impasse declaration (入玉宣言), legal only under an impasse rule.
    pub fn declare() -> Move {
        Move {
            from: DECLARE,
            to: DECLARE,
            promote: false,
            tag: 0,
            extra: NO_SQUARE,
            extra_promote: false,
        }
    }
    /// The extension tag a layered game gave the move, 0 for none (always
    /// 0 in shogi).
    pub fn tag(self) -> u8 {
        self.tag
    }
    pub fn with_promote(self, promote: bool) -> Move {
        Move { promote, ..self }
    }
    pub fn with_tag(self, tag: u8) -> Move {
        Move { tag, ..self }
    }
    /// The extension square a layered game gave the move (never one in
    /// shogi); a picture highlights it with the move.
    pub fn extra(self) -> Option<usize> {
        (self.extra != NO_SQUARE).then_some(self.extra as usize)
    }
    /// The promotion flag that goes with the extension square.
    pub fn extra_promote(self) -> bool {
        self.extra_promote
    }
    pub fn without_extra(self) -> Move {
        Move {
            extra: NO_SQUARE,
            extra_promote: false,
            ..self
        }
    }
    pub fn with_extra(self, sq: usize, promote: bool) -> Move {
        Move {
            extra: sq as u8,
            extra_promote: promote,
            ..self
        }
    }
    pub fn is_declaration(self) -> bool {
        self.from == DECLARE
    }
    /// The origin square, `None` for drops and declarations.
    pub fn from(self) -> Option<usize> {
        (self.from < DROP_BASE).then_some(self.from as usize)
    }
    /// The kind dropped, for drops.
    pub fn dropped(self) -> Option<Kind> {
        (self.from >= DROP_BASE && self.from != DECLARE)
            .then(|| KINDS[(self.from - DROP_BASE) as usize])
    }
    pub fn to(self) -> usize {
        self.to as usize
    }
    pub fn promote(self) -> bool {
        self.promote
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::notation::usi::move_to_usi(*self))
    }
}

pub const NO_SQUARE: u8 = 81;

/// Board, hands, side to move and move number: everything that decides which
/// moves are legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    cells: [u8; 81],
    pub by_colour: [Bb; 2],
    pub by_kind: [Bb; 14],
    pub hands: [[u8; 7]; 2],
    pub side: Colour,
    pub kings: [u8; 2],
    /// SFEN move number (ply count from 1).
    pub move_number: u32,
}

impl Board {
    pub fn empty() -> Board {
        Board {
            cells: [0; 81],
            by_colour: [0; 2],
            by_kind: [0; 14],
            hands: [[0; 7]; 2],
            side: 0,
            kings: [NO_SQUARE; 2],
            move_number: 1,
        }
    }

    #[inline]
    pub fn piece_at(&self, sq: usize) -> Option<Piece> {
        Piece::from_code(self.cells[sq])
    }

    #[inline]
    pub fn occupied(&self) -> Bb {
        self.by_colour[0] | self.by_colour[1]
    }

    #[inline]
    pub fn pieces(&self, colour: Colour, kind: Kind) -> Bb {
        self.by_colour[colour] & self.by_kind[kind as usize]
    }

    pub fn king(&self, colour: Colour) -> Option<usize> {
        (self.kings[colour] != NO_SQUARE).then_some(self.kings[colour] as usize)
    }

    pub fn put(&mut self, sq: usize, p: Piece) {
        self.place(sq, p.code());
    }

    pub fn remove(&mut self, sq: usize) -> Option<Piece> {
        let code = self.cells[sq];
        (code != 0).then(|| {
            self.lift(sq, code);
            Piece::from_code(code).expect("a piece's code")
        })
    }

    /// Puts the piece coded `code` on the empty square `sq`.
    #[inline]
    fn place(&mut self, sq: usize, code: u8) {
        self.cells[sq] = code;
        self.by_colour[(code >> 4) as usize] |= bit(sq);
        self.by_kind[((code - 1) & 15) as usize] |= bit(sq);
        if (code - 1) & 15 == Kind::King as u8 {
            self.kings[(code >> 4) as usize] = sq as u8;
        }
    }

    /// Takes the piece coded `code` off `sq`, where it stands.
    #[inline]
    fn lift(&mut self, sq: usize, code: u8) {
        let colour = (code >> 4) as usize;
        self.cells[sq] = 0;
        self.by_colour[colour] &= !bit(sq);
        self.by_kind[((code - 1) & 15) as usize] &= !bit(sq);
        if (code - 1) & 15 == Kind::King as u8 && self.kings[colour] == sq as u8 {
            self.kings[colour] = NO_SQUARE;
        }
    }

    /// Plays a move known to be legal (or at least pseudo-legal).
    #[inline]
    pub fn make(&mut self, mv: Move) {
        // The key's lookups go unused, and the compiler leaves them out.
        self.make_keyed(mv, 0);
    }

    /// [`Board::make`], returning the key of the position reached from
    /// `key`, this position's: the squares and hand counts the move changes
    /// are keyed as they change. A move to an empty square without
    /// promotion changes one bitboard of its colour and one of its kind.
    #[inline(always)]
    pub fn make_keyed(&mut self, mv: Move, key: u64) -> u64 {
        let us = self.side & 1;
        let to = mv.to();
        let mut key = key ^ side_key();
        if let Some(from) = mv.from() {
            let moving = self.cells[from];
            debug_assert!(moving != 0, "a move starts on a piece");
            let captured = self.cells[to];
            if captured != 0 {
                key ^= self.capture(to, captured, us);
            }
            let (kind, b_from, b_to) = (kind_of(moving) as usize, bit(from), bit(to));
            let code = if mv.promote {
                let code = promoted(moving);
                self.by_kind[kind] ^= b_from;
                self.by_kind[kind_of(code) as usize] ^= b_to;
                code
            } else {
                self.by_kind[kind] ^= b_from | b_to;
                moving
            };
            key ^= cell_key(moving, from) ^ cell_key(code, to);
            self.cells[from] = 0;
            self.cells[to] = code;
            self.by_colour[colour_of(moving)] ^= b_from | b_to;
            if kind == Kind::King as usize {
                self.kings[colour_of(moving)] = to as u8;
            }
        } else if let Some(kind) = mv.dropped() {
            let (k, n) = (kind as usize, self.hands[us][kind as usize]);
            key ^= hand_key(us, k, n) ^ hand_key(us, k, n - 1);
            self.hands[us][k] = n - 1;
            let code = Piece { kind, colour: us }.code();
            key ^= cell_key(code, to);
            self.place(to, code);
        }
        self.side ^= 1;
        self.move_number += 1;
        key
    }

    /// Takes the piece coded `code` off `sq` into the hand of `us`, and
    /// gives the change of key.
    #[inline]
    fn capture(&mut self, sq: usize, code: u8, us: Colour) -> u64 {
        let them = colour_of(code);
        self.by_colour[them] ^= bit(sq);
        self.by_kind[kind_of(code) as usize] ^= bit(sq);
        if kind_of(code) == Kind::King && self.kings[them] == sq as u8 {
            self.kings[them] = NO_SQUARE;
        }
        let (k, n) = (in_hand(code), self.hands[us][in_hand(code)]);
        self.hands[us][k] = n + 1;
        cell_key(code, sq) ^ hand_key(us, k, n) ^ hand_key(us, k, n + 1)
    }

    /// Takes back `mv`, the last move played, which captured `captured`:
    /// the board is again the one `mv` was played from.
    pub fn unmake(&mut self, mv: Move, captured: Option<Piece>) {
        self.side ^= 1;
        self.move_number -= 1;
        let us = self.side;
        let moved = self.remove(mv.to()).expect("a move ends on a piece");
        if let Some(from) = mv.from() {
            let kind = if mv.promote {
                moved.kind.unpromoted()
            } else {
                moved.kind
            };
            self.put(from, Piece { kind, colour: us });
            if let Some(captured) = captured {
                self.hands[us][captured.kind.unpromoted() as usize] -= 1;
                self.put(mv.to(), captured);
            }
        } else {
            self.hands[us][moved.kind as usize] += 1;
        }
    }

    /// Pieces of `by` attacking `sq` when the occupancy is `occ`.
    #[inline]
    pub fn attackers(&self, sq: usize, by: Colour, occ: Bb) -> Bb {
        let them = by ^ 1;
        let own = self.by_colour[by];
        let k = &self.by_kind;
        let rookish = k[Kind::Rook as usize] | k[Kind::Dragon as usize];
        let bishopish = k[Kind::Bishop as usize] | k[Kind::Horse as usize];
        // A slider's attack is traced only when one stands on its lines:
        // most squares are out of reach of every enemy slider.
        let t = tables();
        let lances = k[Kind::Lance as usize] & own;
        let rooks = rookish & own;
        let bishops = bishopish & own;
        let mut sliders = 0;
        if lances & lance_reach(them, sq) != 0 {
            sliders |= lance_attack(them, sq, occ) & lances;
        }
        if rooks & t.rook_reach[sq] != 0 {
            sliders |= rook_attack(sq, occ) & rooks;
        }
        if bishops & t.bishop_reach[sq] != 0 {
            sliders |= bishop_attack(sq, occ) & bishops;
        }
        self.step_attackers(sq, by) | sliders
    }

    /// Pieces of `by` attacking `sq` by a step, whatever stands around (a
    /// horse's or a dragon's step included).
    #[inline]
    pub fn step_attackers(&self, sq: usize, by: Colour) -> Bb {
        let them = by ^ 1;
        let k = &self.by_kind;
        let golds = k[Kind::Gold as usize]
            | k[Kind::ProPawn as usize]
            | k[Kind::ProLance as usize]
            | k[Kind::ProKnight as usize]
            | k[Kind::ProSilver as usize];
        let kingish = k[Kind::King as usize] | k[Kind::Horse as usize] | k[Kind::Dragon as usize];
        let steps = (step(them, STEP_PAWN, sq) & k[Kind::Pawn as usize])
            | (step(them, STEP_KNIGHT, sq) & k[Kind::Knight as usize])
            | (step(them, STEP_SILVER, sq) & k[Kind::Silver as usize])
            | (step(them, STEP_GOLD, sq) & golds)
            | (step(them, STEP_KING, sq) & kingish);
        steps & self.by_colour[by]
    }

    /// The enemy sliders whose line, on an empty board, reaches the king of
    /// `colour` on `ksq`: the only pieces that may pin or check from afar.
    #[inline]
    pub fn snipers(&self, ksq: usize, colour: Colour) -> Bb {
        let k = &self.by_kind;
        let t = tables();
        ((t.rook_reach[ksq] & (k[Kind::Rook as usize] | k[Kind::Dragon as usize]))
            | (t.bishop_reach[ksq] & (k[Kind::Bishop as usize] | k[Kind::Horse as usize]))
            | (lance_reach(colour, ksq) & k[Kind::Lance as usize]))
            & self.by_colour[colour ^ 1]
    }

    /// Squares a piece of `colour` and `kind` on `sq` attacks.
    #[inline]
    pub fn attacks_of(colour: Colour, kind: Kind, sq: usize, occ: Bb) -> Bb {
        match kind {
            Kind::Pawn => step(colour, STEP_PAWN, sq),
            Kind::Lance => lance_attack(colour, sq, occ),
            Kind::Knight => step(colour, STEP_KNIGHT, sq),
            Kind::Silver => step(colour, STEP_SILVER, sq),
            Kind::Gold | Kind::ProPawn | Kind::ProLance | Kind::ProKnight | Kind::ProSilver => {
                step(colour, STEP_GOLD, sq)
            }
            Kind::Bishop => bishop_attack(sq, occ),
            Kind::Rook => rook_attack(sq, occ),
            Kind::King => step(colour, STEP_KING, sq),
            Kind::Horse => bishop_attack(sq, occ) | step(colour, STEP_KING, sq),
            Kind::Dragon => rook_attack(sq, occ) | step(colour, STEP_KING, sq),
        }
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bb {
        match self.king(self.side) {
            Some(k) => self.attackers(k, self.side ^ 1, self.occupied()),
            None => 0,
        }
    }

    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Pieces of `colour` that stand alone between their king and an enemy
    /// slider aiming at it.
    pub fn pinned(&self, colour: Colour) -> Bb {
        self.king(colour)
            .map_or(0, |ksq| self.lines_to_king(ksq, colour).1)
    }

    /// The enemy sliders checking the king of `colour` on `ksq` (nothing
    /// between), and the pieces of `colour` they pin (alone between).
    #[inline(always)]
    pub fn lines_to_king(&self, ksq: usize, colour: Colour) -> (Bb, Bb) {
        let occ = self.occupied();
        let between = &tables().between[ksq];
        let (mut checkers, mut pinned) = (0, 0);
        for s in Squares(self.snipers(ksq, colour)) {
            let blockers = between[s] & occ;
            if blockers == 0 {
                checkers |= bit(s);
            } else if blockers & (blockers - 1) == 0 {
                pinned |= blockers & self.by_colour[colour];
            }
        }
        (checkers, pinned)
    }

    /// Position key for repetition: board, hands and side to move.
    pub fn key(&self) -> u64 {
        let mut key = if self.side == 1 { side_key() } else { 0 };
        for sq in Squares(self.occupied()) {
            key ^= cell_key(self.cells[sq], sq);
        }
        for c in 0..2 {
            for k in 0..7 {
                key ^= hand_key(c, k, self.hands[c][k]);
            }
        }
        key
    }

    /// The key of the position `mv` leads to, from this position's `key`
    /// (what [`Board::make_keyed`] returns, for a caller that plays the
    /// move otherwise).
    pub fn key_after(&self, mv: Move, key: u64) -> u64 {
        let mut after = *self;
        after.make_keyed(mv, key)
    }
}

impl Move {
    /// The move's fields in one number, different for different moves.
    pub fn bits(self) -> u64 {
        u64::from(self.from)
            | u64::from(self.to) << 8
            | u64::from(self.promote) << 16
            | u64::from(self.tag) << 24
            | u64::from(self.extra) << 32
            | u64::from(self.extra_promote) << 40
    }
}
