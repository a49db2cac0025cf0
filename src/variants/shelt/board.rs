//! Squares, the board state and the named initial layouts.

use super::pieces::{Kind, PieceId};
use crate::game::Side;

/// Rank names, top (Soon's back rank) to bottom (Arshe's back rank): the
/// seven 曜魔 velm, erva, satii, teeve, beezel, ilva, part.
pub const RANK_LETTERS: [u8; 7] = *b"VESTBIP";
pub const RANK_NAMES: [&str; 7] = ["velm", "erva", "satii", "teeve", "beezel", "ilva", "part"];

/// A square: `row * 7 + col`, row 0 = V (top), col 0 = file 1 (Arshe's left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    pub fn new(row: u8, col: u8) -> Square {
        debug_assert!(row < 7 && col < 7);
        Square(row * 7 + col)
    }
    pub fn row(self) -> u8 {
        self.0 / 7
    }
    pub fn col(self) -> u8 {
        self.0 % 7
    }
    pub fn all() -> impl Iterator<Item = Square> {
        (0..49).map(Square)
    }
    /// The square `delta` (rows, files) away, if it is on the board.
    pub fn offset(self, delta: (i8, i8)) -> Option<Square> {
        let r = self.row() as i8 + delta.0;
        let c = self.col() as i8 + delta.1;
        ((0..7).contains(&r) && (0..7).contains(&c)).then(|| Square::new(r as u8, c as u8))
    }
    /// `to - self` in (rows, files).
    pub fn delta(self, to: Square) -> (i8, i8) {
        (
            to.row() as i8 - self.row() as i8,
            to.col() as i8 - self.col() as i8,
        )
    }
    /// Native spelling: rank initial + file, `P5`.
    pub fn native(self) -> String {
        format!(
            "{}{}",
            RANK_LETTERS[self.row() as usize] as char,
            self.col() + 1
        )
    }
    /// Algebraic spelling: file a-g + rank 1-7 from Arshe's side, `e1`.
    pub fn algebraic(self) -> String {
        format!("{}{}", (b'a' + self.col()) as char, 7 - self.row())
    }
    pub fn from_native(rank: u8, file: u8) -> Option<Square> {
        let row = RANK_LETTERS.iter().position(|&r| r == rank)?;
        (b'1'..=b'7')
            .contains(&file)
            .then(|| Square::new(row as u8, file - b'1'))
    }
    pub fn from_algebraic(file: u8, rank: u8) -> Option<Square> {
        ((b'a'..=b'g').contains(&file) && (b'1'..=b'7').contains(&rank))
            .then(|| Square::new(6 - (rank - b'1'), file - b'a'))
    }
}

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Occupant {
    Piece(PieceId),
    /// The shared テームス.
    Temas,
}

/// Everything that decides what is legal, and nothing else: two equal
/// states are the same position for the repetition rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub cells: [Option<Occupant>; 49],
    /// Bit per [`PieceId`]: the front-line pieces turned sideways.
    pub rotated: u32,
    pub temas_at: Square,
    /// The Temas's orientation is one state shared by both players.
    pub temas_rotated: bool,
    /// Each side's piece on the Temas (an enemy piece it captured).
    pub attached: [Option<PieceId>; 2],
    /// Bits per [`PieceId`]: captured enemy pieces each side holds.
    pub hands: [u32; 2],
    pub to_move: Side,
}

impl State {
    pub fn at(&self, sq: Square) -> Option<Occupant> {
        self.cells[sq.0 as usize]
    }
    pub fn is_rotated(&self, piece: PieceId) -> bool {
        self.rotated & piece.bit() != 0
    }
    /// Where a piece stands, if it is on the board.
    pub fn find(&self, piece: PieceId) -> Option<Square> {
        Square::all().find(|&s| self.at(s) == Some(Occupant::Piece(piece)))
    }
    /// A piece is destroyed when it is on the board, in no hand and on no
    /// attachment: the Temas consumed it, or it was attached when the
    /// Temas was captured.
    pub fn is_destroyed(&self, piece: PieceId) -> bool {
        self.find(piece).is_none()
            && (self.hands[0] | self.hands[1]) & piece.bit() == 0
            && !self.attached.contains(&Some(piece))
    }
    /// The kind a side's Temas moves as, with its orientation.
    pub fn temas_kind(&self, side: Side) -> Option<Kind> {
        self.attached[side.index()].map(PieceId::kind)
    }
    /// Magic pieces (色 and 扉) of `side` on the board.
    pub fn magic_on_board(&self, side: Side) -> i32 {
        self.cells
            .iter()
            .filter(|c| matches!(c, Some(Occupant::Piece(p)) if p.side() == side && p.kind().is_magic()))
            .count() as i32
    }
    pub fn moon_on_board(&self, side: Side) -> bool {
        self.cells.iter().any(
            |c| matches!(c, Some(Occupant::Piece(p)) if p.side() == side && p.kind() == Kind::Moon),
        )
    }
    /// For each side: whether its moon is on the board, and how many of
    /// its magic pieces are, in one pass.
    pub fn census(&self) -> [(bool, i32); 2] {
        let mut out = [(false, 0); 2];
        for c in &self.cells {
            if let Some(Occupant::Piece(p)) = c {
                let entry = &mut out[p.side().index()];
                match p.kind() {
                    Kind::Moon => entry.0 = true,
                    k if k.is_magic() => entry.1 += 1,
                    _ => {}
                }
            }
        }
        out
    }
    /// A 64-bit key of the state for the repetition rule (FNV-1a).
    pub fn key(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut mix = |b: u64| {
            h ^= b;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        };
        for c in &self.cells {
            mix(match c {
                None => 0,
                Some(Occupant::Piece(p)) => p.0 as u64 + 1,
                Some(Occupant::Temas) => 29,
            });
        }
        mix(self.rotated as u64);
        mix(self.temas_rotated as u64);
        for a in self.attached {
            mix(a.map_or(99, |p| p.0 as u64));
        }
        mix(self.hands[0] as u64);
        mix(self.hands[1] as u64);
        mix(self.to_move as u64);
        h
    }
}

/// A named initial layout: which piece stands where. The default follows
/// research/shelt.md §4; most of its name-to-square assignment is inferred,
/// which is why it is a table that a rule option can replace.
#[derive(Debug)]
pub struct Layout {
    pub name: &'static str,
    pub summary: &'static str,
    /// Ranks V to P, files 1 to 7; `tms` marks the Temas, `.` an empty square.
    pub rows: [[&'static str; 7]; 7],
}

const EMPTY: [&str; 7] = ["."; 7];

pub const LAYOUTS: &[Layout] = &[
    Layout {
        name: "shelt-md-2024",
        summary: "point-symmetric, Soon's lists read from Soon's left (docs/rules/shelt.md, Initial layout)",
        rows: [
            ["rav", "nen", "pin", "mir", "ket", "lin", "len"],
            ["din", "rez", "kun", "mat", "lax", "jil", "tan"],
            EMPTY,
            [".", ".", ".", "tms", ".", ".", "."],
            EMPTY,
            ["pal", "ful", "mik", "fav", "zan", "gil", "ruj"],
            ["dyu", "lis", "mel", "ser", "dia", "vio", "ral"],
        ],
    },
    Layout {
        name: "soon-from-file-1",
        summary: "Arshe as shelt-md-2024; Soon's lists read from file 1 (mirror-symmetric pairs)",
        rows: [
            ["len", "lin", "ket", "mir", "pin", "nen", "rav"],
            ["tan", "jil", "lax", "mat", "kun", "rez", "din"],
            EMPTY,
            [".", ".", ".", "tms", ".", ".", "."],
            EMPTY,
            ["pal", "ful", "mik", "fav", "zan", "gil", "ruj"],
            ["dyu", "lis", "mel", "ser", "dia", "vio", "ral"],
        ],
    },
];

impl Layout {
    pub fn find(name: &str) -> Option<&'static Layout> {
        LAYOUTS.iter().find(|l| l.name.eq_ignore_ascii_case(name))
    }
    /// The starting state: Arshe to move, nothing rotated, attached or held.
    pub fn state(&self) -> State {
        let mut cells = [None; 49];
        let mut temas_at = Square(0);
        for (row, names) in self.rows.iter().enumerate() {
            for (col, &name) in names.iter().enumerate() {
                let sq = Square::new(row as u8, col as u8);
                cells[sq.0 as usize] = match name {
                    "." => None,
                    "tms" => {
                        temas_at = sq;
                        Some(Occupant::Temas)
                    }
                    code => Some(Occupant::Piece(
                        PieceId::from_code(code).expect("layout codes are piece codes"),
                    )),
                };
            }
        }
        State {
            cells,
            rotated: 0,
            temas_at,
            temas_rotated: false,
            attached: [None; 2],
            hands: [0; 2],
            to_move: Side::First,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_places_each_piece_once_and_the_temas_on_t4() {
        for layout in LAYOUTS {
            let state = layout.state();
            for piece in PieceId::all() {
                assert!(
                    state.find(piece).is_some(),
                    "{} misses {}",
                    layout.name,
                    piece.code()
                );
            }
            assert_eq!(state.temas_at.native(), "T4");
            assert_eq!(state.cells.iter().filter(|c| c.is_some()).count(), 29);
        }
    }

    #[test]
    fn the_certain_squares_of_the_default_layout() {
        let state = LAYOUTS[0].state();
        let at = |code: &str| {
            state
                .find(PieceId::from_code(code).unwrap())
                .unwrap()
                .native()
        };
        // Certain (S0/S3): I1 paal, I4 faava, E4 mat, V4 Kmiir, P4 Seren;
        // near-certain: I3 milf; inferred: P5 Lidia, P3 Mel.
        let expected = [
            ("pal", "I1"),
            ("fav", "I4"),
            ("mat", "E4"),
            ("mir", "V4"),
            ("ser", "P4"),
            ("mik", "I3"),
            ("dia", "P5"),
            ("mel", "P3"),
        ];
        for (code, sq) in expected {
            assert_eq!(at(code), sq, "{code}");
        }
    }

    #[test]
    fn square_spellings_agree() {
        for sq in Square::all() {
            let n = sq.native().into_bytes();
            let a = sq.algebraic().into_bytes();
            assert_eq!(Square::from_native(n[0], n[1]), Some(sq));
            assert_eq!(Square::from_algebraic(a[0], a[1]), Some(sq));
        }
        assert_eq!(Square::from_native(b'P', b'5').unwrap().algebraic(), "e1");
        assert_eq!(Square::from_native(b'I', b'1').unwrap().algebraic(), "a2");
        assert_eq!(Square::from_native(b'V', b'4').unwrap().algebraic(), "d7");
    }
}
