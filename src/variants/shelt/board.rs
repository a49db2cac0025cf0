//! Squares, the board state and the named initial layouts.

use super::pieces::{Kind, PIECES, PieceId};
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

/// For each side: whether its moon is on the board, and how many of its
/// magic pieces are.
pub type Census = [(bool, i32); 2];

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
    pub fn census(&self) -> Census {
        let on_board = self.cells.iter().fold(0, |bits, c| match c {
            Some(Occupant::Piece(p)) => bits | p.bit(),
            _ => bits,
        });
        [0, 1].map(|side| {
            (
                on_board & MOONS[side] != 0,
                (on_board & MAGIC[side]).count_ones() as i32,
            )
        })
    }
    /// A 64-bit key of the state for the repetition rule: the Zobrist sum
    /// of everything [`State`] holds but where the Temas stands (which the
    /// cells already say). Play keeps it up to date ([`State::key_change`]).
    pub fn key(&self) -> u64 {
        let cells = Square::all().fold(0, |k, sq| k ^ self.cell_key(sq));
        cells ^ self.off_board_key_change(&OFF_BOARD_ZERO)
    }

    /// The key of what stands on `sq` (nothing: zero).
    pub fn cell_key(&self, sq: Square) -> u64 {
        let code = match self.at(sq) {
            None => return 0,
            Some(Occupant::Piece(p)) => p.0 as usize,
            Some(Occupant::Temas) => TEMAS_CODE,
        };
        KEYS[sq.0 as usize * OCCUPANT_CODES + code]
    }

    /// What turns the key of `self` into that of `after`, given the squares
    /// (a bit per square) whose contents may differ between them.
    pub fn key_change(&self, after: &State, squares: u64) -> u64 {
        let mut change = self.off_board_key_change(after);
        let mut rest = squares;
        while rest != 0 {
            let sq = Square(rest.trailing_zeros() as u8);
            rest &= rest - 1;
            change ^= self.cell_key(sq) ^ after.cell_key(sq);
        }
        change
    }

    /// The key change of everything off the board: rotations, the Temas's
    /// orientation, attachments, hands and the side to move.
    fn off_board_key_change(&self, after: &State) -> u64 {
        let bits = |base: usize, mut diff: u32| {
            let mut k = 0;
            while diff != 0 {
                k ^= KEYS[base + diff.trailing_zeros() as usize];
                diff &= diff - 1;
            }
            k
        };
        let mut change = bits(ROTATED_KEYS, self.rotated ^ after.rotated);
        for side in 0..2 {
            change ^= bits(HAND_KEYS + 32 * side, self.hands[side] ^ after.hands[side]);
            if self.attached[side] != after.attached[side] {
                for a in [self.attached[side], after.attached[side]]
                    .into_iter()
                    .flatten()
                {
                    change ^= KEYS[ATTACHED_KEYS + 32 * side + a.0 as usize];
                }
            }
        }
        if self.temas_rotated != after.temas_rotated {
            change ^= KEYS[TEMAS_ROTATED_KEY];
        }
        if self.to_move != after.to_move {
            change ^= KEYS[SECOND_TO_MOVE_KEY];
        }
        change
    }
}

/// Per side, a bit per piece ([`PieceId::bit`]): its moon, and its magic
/// pieces, so that the census is one pass over the cells and two masks.
const MOONS: [u32; 2] = [
    piece_bits(Side::First, false),
    piece_bits(Side::Second, false),
];
const MAGIC: [u32; 2] = [
    piece_bits(Side::First, true),
    piece_bits(Side::Second, true),
];

/// The bits of `side`'s magic pieces, or of its moon.
const fn piece_bits(side: Side, magic: bool) -> u32 {
    let mut bits = 0;
    let mut i = 0;
    while i < PIECES.len() {
        let info = &PIECES[i];
        let wanted = if magic {
            matches!(info.kind, Kind::Colour | Kind::Door)
        } else {
            matches!(info.kind, Kind::Moon)
        };
        if wanted && info.side as u8 == side as u8 {
            bits |= 1 << i;
        }
        i += 1;
    }
    bits
}

/// Occupant codes per square in the key table: a piece's id, or the Temas.
const OCCUPANT_CODES: usize = 33;
const TEMAS_CODE: usize = 32;
const ROTATED_KEYS: usize = 49 * OCCUPANT_CODES;
const HAND_KEYS: usize = ROTATED_KEYS + 32;
const ATTACHED_KEYS: usize = HAND_KEYS + 64;
const TEMAS_ROTATED_KEY: usize = ATTACHED_KEYS + 64;
const SECOND_TO_MOVE_KEY: usize = TEMAS_ROTATED_KEY + 1;
static KEYS: [u64; SECOND_TO_MOVE_KEY + 1] = crate::history::zobrist_keys(0x5E17_0000_0049);

/// The state whose off-board part keys to zero: nothing rotated, attached
/// or held, the first player to move.
const OFF_BOARD_ZERO: State = State {
    cells: [None; 49],
    rotated: 0,
    temas_at: Square(0),
    temas_rotated: false,
    attached: [None, None],
    hands: [0, 0],
    to_move: Side::First,
};

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
