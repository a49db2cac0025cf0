//! Squares, pieces and hands of the 8x8 board.
//!
//! Shogi coordinates: file 1 is the right edge seen from Sente, rank 1 the
//! far (Gote) side. A square is stored as `rank_index * 8 + file_index`,
//! both from 0, so rank 一 is the first row of the position string.

use crate::game::Side;

/// Files and ranks of the board.
pub const SIZE: i8 = 8;

/// One of the 64 squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` and `rank`, both 1-8.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        ((1..=8).contains(&file) && (1..=8).contains(&rank))
            .then(|| Square((rank - 1) * 8 + file - 1))
    }
    pub fn from_index(index: usize) -> Square {
        debug_assert!(index < 64);
        Square(index as u8)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// 1-8, right to left as Sente sees the board.
    pub fn file(self) -> u8 {
        self.0 % 8 + 1
    }
    /// 1-8, far side (Gote) first.
    pub fn rank(self) -> u8 {
        self.0 / 8 + 1
    }
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
    /// The square `(dfile, drank)` away, if on the board.
    pub fn offset(self, dfile: i8, drank: i8) -> Option<Square> {
        let file = (self.0 % 8) as i8 + dfile;
        let rank = (self.0 / 8) as i8 + drank;
        ((0..SIZE).contains(&file) && (0..SIZE).contains(&rank))
            .then(|| Square((rank * SIZE + file) as u8))
    }
    /// The square `forward` steps ahead and `side` steps aside of `self`,
    /// as `owner` sees the board.
    pub fn toward(self, owner: Side, side: i8, forward: i8) -> Option<Square> {
        self.offset(side, forward * forward_rank(owner))
    }
}

/// The rank direction `side` moves forward in.
pub fn forward_rank(side: Side) -> i8 {
    match side {
        Side::First => -1,
        Side::Second => 1,
    }
}

/// Whether `sq` lies in the camp (the three home ranks) of `owner`.
pub fn in_camp(owner: Side, sq: Square) -> bool {
    match owner {
        Side::First => sq.rank() >= 6,
        Side::Second => sq.rank() <= 3,
    }
}

/// Drops go into one's own camp or the middle ranks 4-5, never the enemy camp.
pub fn in_drop_zone(owner: Side, sq: Square) -> bool {
    !in_camp(owner.other(), sq)
}

/// What a piece is, apart from its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// 王: a shogi king.
    King,
    /// 子: moves as a shogi silver.
    Prince,
    /// 将: moves as a shogi gold.
    General,
    /// 騎: leaps as a chess knight.
    Cavalry,
    /// 重: one or two squares forward, without jumping.
    Heavy,
    /// 歩: one square forward.
    Pawn,
    /// 弓: one square orthogonally; carries 0-2 arrows it can shoot.
    Archer,
    /// 矢 away from an archer: it blocks and only moves back onto an archer.
    Arrow,
}

impl Kind {
    /// Whether this kind promotes on entering the enemy camp.
    pub fn promotes(self) -> bool {
        matches!(self, Kind::Heavy | Kind::Pawn)
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
    /// Only 歩 and 重 can be promoted.
    pub promoted: bool,
    /// Arrows carried; only archers carry any.
    pub arrows: u8,
}

impl Piece {
    pub fn new(side: Side, kind: Kind) -> Piece {
        Piece {
            side,
            kind,
            promoted: false,
            arrows: 0,
        }
    }
    pub fn archer(side: Side, arrows: u8) -> Piece {
        Piece {
            arrows,
            ..Piece::new(side, Kind::Archer)
        }
    }
    /// An archer of `side` that can take one more arrow.
    pub fn has_room_for_arrow(self, side: Side) -> bool {
        self.side == side && self.kind == Kind::Archer && self.arrows < 2
    }
}

/// What a player can hold in hand. Archers keep the arrows they were
/// captured with, so an archer in hand is distinguished by its arrow count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HandPiece {
    Pawn,
    Heavy,
    Cavalry,
    General,
    Archer(u8),
    Arrow,
}

impl HandPiece {
    /// Every hand piece, in the order hands are written.
    pub const ALL: [HandPiece; 8] = [
        HandPiece::Archer(2),
        HandPiece::Archer(1),
        HandPiece::Archer(0),
        HandPiece::General,
        HandPiece::Cavalry,
        HandPiece::Heavy,
        HandPiece::Pawn,
        HandPiece::Arrow,
    ];

    fn slot(self) -> usize {
        match self {
            HandPiece::Archer(n) => 2 - n.min(2) as usize,
            HandPiece::General => 3,
            HandPiece::Cavalry => 4,
            HandPiece::Heavy => 5,
            HandPiece::Pawn => 6,
            HandPiece::Arrow => 7,
        }
    }

    /// What a captured piece becomes in the captor's hand: promoted pieces
    /// revert, archers keep their arrows, kings and princes leave the game.
    pub fn from_captured(piece: Piece) -> Option<HandPiece> {
        Some(match piece.kind {
            Kind::King | Kind::Prince => return None,
            Kind::General => HandPiece::General,
            Kind::Cavalry => HandPiece::Cavalry,
            Kind::Heavy => HandPiece::Heavy,
            Kind::Pawn => HandPiece::Pawn,
            Kind::Archer => HandPiece::Archer(piece.arrows),
            Kind::Arrow => HandPiece::Arrow,
        })
    }

    /// The kind and the arrows of a hand piece.
    pub fn kind_and_arrows(self) -> (Kind, u8) {
        match self {
            HandPiece::Pawn => (Kind::Pawn, 0),
            HandPiece::Heavy => (Kind::Heavy, 0),
            HandPiece::Cavalry => (Kind::Cavalry, 0),
            HandPiece::General => (Kind::General, 0),
            HandPiece::Archer(n) => (Kind::Archer, n),
            HandPiece::Arrow => (Kind::Arrow, 0),
        }
    }

    /// The piece a drop puts on the board (`None` for an arrow, which goes
    /// onto an archer).
    pub fn dropped(self, side: Side) -> Option<Piece> {
        let (kind, arrows) = self.kind_and_arrows();
        (kind != Kind::Arrow).then(|| Piece {
            arrows,
            ..Piece::new(side, kind)
        })
    }
}

/// The pieces one player holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand([u8; 8]);

impl Hand {
    pub fn count(&self, piece: HandPiece) -> u8 {
        self.0[piece.slot()]
    }
    pub fn add(&mut self, piece: HandPiece) {
        self.0[piece.slot()] = self.0[piece.slot()].saturating_add(1);
    }
    pub fn take(&mut self, piece: HandPiece) {
        self.0[piece.slot()] -= 1;
    }
    pub fn set(&mut self, piece: HandPiece, count: u8) {
        self.0[piece.slot()] = count;
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }
    /// The pieces held, each once, in writing order.
    pub fn held(&self) -> impl Iterator<Item = (HandPiece, u8)> + '_ {
        HandPiece::ALL
            .into_iter()
            .map(|p| (p, self.count(p)))
            .filter(|&(_, c)| c > 0)
    }
}

/// Which piece wears the crown, from how many times it has been passed:
/// 0 on the king, 1 on the prince, 2 back on the king for good.
pub fn crowned_kind(transfers: u8) -> Kind {
    if transfers == 1 {
        Kind::Prince
    } else {
        Kind::King
    }
}
