//! The 28 named pieces of Shelt, their types and how each type moves.
//!
//! Names, katakana and three-letter codes: research/shelt.md §3 (the seed's
//! lists, with the codes of the Arka font table). Every piece is one entry of
//! [`PIECES`]; a piece is identified by its index there, so names stay tied
//! to pieces, not to squares (the layout is a separate table).

use crate::game::Side;

/// The functional type of a piece before rotation (the seed's 駒の種類).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// 縦駒: one step forward or back; rotated, a 横駒.
    Vertical,
    /// 横駒: one step left or right; rotated, a 縦駒.
    Horizontal,
    /// 斜駒: one step diagonally; rotated, a 十駒 (one step orthogonally).
    Diagonal,
    /// 塔駒: one or two steps forward or back; rotated, a 橋駒 (sideways).
    Tower,
    /// 色駒 (a magic piece): a rook.
    Colour,
    /// 跳駒: a chess knight.
    Jumper,
    /// 扉駒 (a magic piece): a bishop that may also shift its axis.
    Door,
    /// 月駒: a king; losing it loses the game.
    Moon,
}

impl Kind {
    /// Front-line pieces (前衛) rotate and accompany.
    pub fn is_front(self) -> bool {
        matches!(
            self,
            Kind::Vertical | Kind::Horizontal | Kind::Diagonal | Kind::Tower
        )
    }
    /// The four magic pieces (魔駒) of a side decide the second way to win.
    pub fn is_magic(self) -> bool {
        matches!(self, Kind::Colour | Kind::Door)
    }
    /// The seed's name of the type, with the rotated form where it differs.
    pub fn japanese(self, rotated: bool) -> &'static str {
        match (self, rotated) {
            (Kind::Vertical, false) | (Kind::Horizontal, true) => "縦駒",
            (Kind::Vertical, true) | (Kind::Horizontal, false) => "横駒",
            (Kind::Diagonal, false) => "斜駒",
            (Kind::Diagonal, true) => "十駒",
            (Kind::Tower, false) => "塔駒",
            (Kind::Tower, true) => "橋駒",
            (Kind::Colour, _) => "色駒",
            (Kind::Jumper, _) => "跳駒",
            (Kind::Door, _) => "扉駒",
            (Kind::Moon, _) => "月駒",
        }
    }
    /// How a piece of this type moves in the given orientation.
    pub fn pattern(self, rotated: bool) -> Pattern {
        let rotated = rotated && self.is_front();
        match (self, rotated) {
            (Kind::Vertical, false) | (Kind::Horizontal, true) => Pattern::VERTICAL,
            (Kind::Vertical, true) | (Kind::Horizontal, false) => Pattern::HORIZONTAL,
            (Kind::Diagonal, false) => Pattern::DIAGONAL,
            (Kind::Diagonal, true) => Pattern::CROSS,
            (Kind::Tower, false) => Pattern::TOWER,
            (Kind::Tower, true) => Pattern::BRIDGE,
            (Kind::Colour, _) => Pattern::ROOK,
            (Kind::Jumper, _) => Pattern::KNIGHT,
            (Kind::Door, _) => Pattern::BISHOP,
            (Kind::Moon, _) => Pattern::KING,
        }
    }
}

/// A movement pattern: directions (row, file) and how far along each a piece
/// may go. Every pattern is symmetric, so neither side needs its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pattern {
    pub dirs: &'static [(i8, i8)],
    /// Squares along a direction; further steps need the earlier ones empty.
    pub range: u8,
    /// The catalogue's name of the pattern (`shelt-pattern`), which
    /// describes it in a diagnostic.
    pub name: &'static str,
}

const ORTHO_V: &[(i8, i8)] = &[(-1, 0), (1, 0)];
const ORTHO_H: &[(i8, i8)] = &[(0, -1), (0, 1)];
const DIAG: &[(i8, i8)] = &[(-1, -1), (-1, 1), (1, -1), (1, 1)];
const ORTHO: &[(i8, i8)] = &[(-1, 0), (1, 0), (0, -1), (0, 1)];
const ALL8: &[(i8, i8)] = &[
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
const LEAPS: &[(i8, i8)] = &[
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

impl Pattern {
    pub const VERTICAL: Pattern = Pattern {
        dirs: ORTHO_V,
        range: 1,
        name: "vertical",
    };
    pub const HORIZONTAL: Pattern = Pattern {
        dirs: ORTHO_H,
        range: 1,
        name: "horizontal",
    };
    pub const DIAGONAL: Pattern = Pattern {
        dirs: DIAG,
        range: 1,
        name: "diagonal",
    };
    pub const CROSS: Pattern = Pattern {
        dirs: ORTHO,
        range: 1,
        name: "cross",
    };
    pub const TOWER: Pattern = Pattern {
        dirs: ORTHO_V,
        range: 2,
        name: "tower",
    };
    pub const BRIDGE: Pattern = Pattern {
        dirs: ORTHO_H,
        range: 2,
        name: "bridge",
    };
    pub const ROOK: Pattern = Pattern {
        dirs: ORTHO,
        range: 6,
        name: "rook",
    };
    pub const BISHOP: Pattern = Pattern {
        dirs: DIAG,
        range: 6,
        name: "bishop",
    };
    pub const KNIGHT: Pattern = Pattern {
        dirs: LEAPS,
        range: 1,
        name: "knight",
    };
    pub const KING: Pattern = Pattern {
        dirs: ALL8,
        range: 1,
        name: "king",
    };

    /// The direction and distance that take a piece by `delta`, if the
    /// pattern allows that vector at all (blockers aside).
    pub fn step_for(&self, delta: (i8, i8)) -> Option<((i8, i8), u8)> {
        self.dirs.iter().find_map(|&(dr, df)| {
            (1..=self.range as i8)
                .find(|&n| (dr * n, df * n) == delta)
                .map(|n| ((dr, df), n as u8))
        })
    }
}

/// One of the 28 named pieces: an index into [`PIECES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId(pub u8);

/// What the tables know about a named piece.
#[derive(Clone, Copy, Debug)]
pub struct PieceInfo {
    /// Three-letter code of the Arka font table and of the 2014 notation.
    pub code: &'static str,
    pub katakana: &'static str,
    /// Arka spelling, where known (シムト's is not).
    pub arka: &'static str,
    pub side: Side,
    pub kind: Kind,
}

const fn p(
    code: &'static str,
    katakana: &'static str,
    arka: &'static str,
    side: Side,
    kind: Kind,
) -> PieceInfo {
    PieceInfo {
        code,
        katakana,
        arka,
        side,
        kind,
    }
}

use Kind::*;
use Side::{First as A, Second as S};

/// The 28 pieces: Arshe's 14, then Soon's 14.
pub const PIECES: [PieceInfo; 28] = [
    p("pal", "パール", "paal", A, Vertical),
    p("ruj", "ルージュ", "ruuj", A, Vertical),
    p("ful", "フルミネア", "fulmiia", A, Horizontal),
    p("gil", "ギル", "gil", A, Horizontal),
    p("mik", "ミルフ", "milf", A, Diagonal),
    p("zan", "ザナ", "zana", A, Diagonal),
    p("fav", "ファーヴァ", "faava", A, Tower),
    p("dyu", "リュウ", "ryuu", A, Colour),
    p("ral", "ラルドゥラ", "raldura", A, Colour),
    p("lis", "クリス", "kliiz", A, Jumper),
    p("vio", "オヴィ", "ovi", A, Jumper),
    p("mel", "メル", "mel", A, Door),
    p("dia", "リディア", "ridia", A, Door),
    p("ser", "セレン", "seren", A, Moon),
    p("tan", "ウムトナ", "umtona", S, Vertical),
    p("din", "リナ", "lina", S, Vertical),
    p("jil", "ジール", "jiil", S, Horizontal),
    p("rez", "レレゾナ", "relezona", S, Horizontal),
    p("lax", "アッシュ", "axx", S, Diagonal),
    p("kun", "クノン", "kunon", S, Diagonal),
    p("mat", "シムト", "", S, Tower),
    p("len", "エンナ", "enna", S, Colour),
    p("rav", "ラヴァ", "rava", S, Colour),
    p("lin", "リーネ", "liine", S, Jumper),
    p("nen", "ネーネ", "neene", S, Jumper),
    p("ket", "エケトネ", "eketone", S, Door),
    p("pin", "ピネナ", "pinena", S, Door),
    p("mir", "クミール", "kmiir", S, Moon),
];

/// The shared piece's code in records and position strings.
pub const TEMAS_CODE: &str = "tms";
pub const TEMAS_KATAKANA: &str = "テームス";

impl PieceId {
    pub fn all() -> impl Iterator<Item = PieceId> {
        (0..PIECES.len() as u8).map(PieceId)
    }
    pub fn info(self) -> &'static PieceInfo {
        &PIECES[self.0 as usize]
    }
    pub fn code(self) -> &'static str {
        self.info().code
    }
    pub fn side(self) -> Side {
        self.info().side
    }
    pub fn kind(self) -> Kind {
        self.info().kind
    }
    pub fn bit(self) -> u32 {
        1 << self.0
    }
    pub fn from_code(code: &str) -> Option<PieceId> {
        PIECES
            .iter()
            .position(|p| p.code == code)
            .map(|i| PieceId(i as u8))
    }
    /// The pieces of a set of bits, in table order.
    pub fn of_bits(bits: u32) -> impl Iterator<Item = PieceId> {
        PieceId::all().filter(move |p| bits & p.bit() != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_sides_have_the_seed_counts() {
        let mut codes: Vec<_> = PIECES.iter().map(|p| p.code).collect();
        codes.push(TEMAS_CODE);
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), 29);
        for side in [A, S] {
            let count = |k: Kind| {
                PIECES
                    .iter()
                    .filter(|p| p.side == side && p.kind == k)
                    .count()
            };
            let counts: Vec<usize> = [
                Vertical, Horizontal, Diagonal, Tower, Colour, Jumper, Door, Moon,
            ]
            .map(count)
            .to_vec();
            assert_eq!(counts, vec![2, 2, 2, 1, 2, 2, 2, 1]);
        }
    }

    #[test]
    fn rotation_swaps_the_front_line_patterns_only() {
        assert_eq!(Vertical.pattern(true), Pattern::HORIZONTAL);
        assert_eq!(Horizontal.pattern(true), Pattern::VERTICAL);
        assert_eq!(Diagonal.pattern(true), Pattern::CROSS);
        assert_eq!(Tower.pattern(true), Pattern::BRIDGE);
        assert_eq!(Colour.pattern(true), Pattern::ROOK);
        assert_eq!(Door.pattern(true), Pattern::BISHOP);
    }
}
