//! 81-square bitboards in a `u128` and the attack tables built once.
//!
//! Square index = `file_index * 9 + rank_index`, both from 0: file 1 is the
//! right-hand file seen from Sente, rank 1 (一) is Gote's back rank. Sente
//! moves towards rank index 0.

pub type Bb = u128;

pub const ALL: Bb = (1u128 << 81) - 1;

/// The bit of square `sq`, looked up: a `u128` shifted by a variable
/// amount takes seven instructions (a shift of each half and the selects
/// between them), a lookup two loads, and every move test and move asks
/// for a dozen. The same as `1 << sq` (whose amount wraps past 127 too).
#[inline]
pub const fn bit(sq: usize) -> Bb {
    debug_assert!(sq < 128, "a square's bit");
    BITS[sq & 127]
}

const BITS: [Bb; 128] = {
    let mut bits = [0; 128];
    let mut sq = 0;
    while sq < 128 {
        bits[sq] = 1 << sq;
        sq += 1;
    }
    bits
};

#[inline]
pub const fn file_of(sq: usize) -> usize {
    sq / 9
}

#[inline]
pub const fn rank_of(sq: usize) -> usize {
    sq % 9
}

#[inline]
pub const fn square(file: usize, rank: usize) -> usize {
    file * 9 + rank
}

/// Iterates over the set squares, lowest first.
pub struct Squares(pub Bb);

impl Iterator for Squares {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let sq = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

/// Ray directions as (file delta, rank delta); the first four are
/// orthogonal, the last four diagonal, and `d ^ 1` is the opposite of `d`.
/// Rank delta -1 is Sente's forward.
const DIRS: [(i32, i32); 8] = [
    (0, -1),
    (0, 1),
    (-1, 0),
    (1, 0),
    (1, -1),
    (-1, 1),
    (1, 1),
    (-1, -1),
];
/// Whether a direction runs towards higher square indices.
const POSITIVE: [bool; 8] = [false, true, false, true, true, false, true, false];

pub const NORTH: usize = 0;
pub const SOUTH: usize = 1;

/// Step patterns of the non-sliding pieces, for Sente (Gote mirrors ranks).
const PAWN_STEPS: &[(i32, i32)] = &[(0, -1)];
const KNIGHT_STEPS: &[(i32, i32)] = &[(-1, -2), (1, -2)];
const SILVER_STEPS: &[(i32, i32)] = &[(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)];
const GOLD_STEPS: &[(i32, i32)] = &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
const KING_STEPS: &[(i32, i32)] = &[
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
/// The step patterns in the order of the step kinds (`STEP_PAWN`...).
const PATTERNS: [&[(i32, i32)]; 5] = [
    PAWN_STEPS,
    KNIGHT_STEPS,
    SILVER_STEPS,
    GOLD_STEPS,
    KING_STEPS,
];

pub struct Tables {
    /// `[colour][step kind][square]`; step kinds: pawn, knight, silver,
    /// gold, king, and none (the pure sliders' step).
    pub steps: [[[Bb; 81]; 6]; 2],
    pub rays: [[Bb; 81]; 8],
    pub between: [[Bb; 81]; 81],
    pub line: [[Bb; 81]; 81],
    pub files: [Bb; 9],
    pub ranks: [Bb; 9],
    /// Squares a rook, a bishop on each square would reach on an empty board:
    /// a slider outside them cannot attack the square, whatever blocks.
    pub rook_reach: [Bb; 81],
    pub bishop_reach: [Bb; 81],
    /// `[colour][slide kind][square]`, the squares a slide reaches on an
    /// empty board; slide kinds: none, lance, bishop, rook.
    pub slides: [[[Bb; 81]; 4]; 2],
}

pub const STEP_PAWN: usize = 0;
pub const STEP_KNIGHT: usize = 1;
pub const STEP_SILVER: usize = 2;
pub const STEP_GOLD: usize = 3;
pub const STEP_KING: usize = 4;
/// No step: a lance's, a bishop's or a rook's.
pub const STEP_NONE: usize = 5;

pub const SLIDE_NONE: usize = 0;
pub const SLIDE_LANCE: usize = 1;
pub const SLIDE_BISHOP: usize = 2;
pub const SLIDE_ROOK: usize = 3;

/// Built at compile time: a lookup is one load, with no check that the
/// tables exist.
static TABLES: Tables = with_slides(build());

#[inline]
pub fn tables() -> &'static Tables {
    &TABLES
}

const fn on_board(f: i32, r: i32) -> bool {
    f >= 0 && f < 9 && r >= 0 && r < 9
}

const fn build() -> Tables {
    let mut t = Tables {
        steps: [[[0; 81]; 6]; 2],
        rays: [[0; 81]; 8],
        between: [[0; 81]; 81],
        line: [[0; 81]; 81],
        files: [0; 9],
        ranks: [0; 9],
        rook_reach: [0; 81],
        bishop_reach: [0; 81],
        slides: [[[0; 81]; 4]; 2],
    };
    let mut sq = 0;
    while sq < 81 {
        let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
        t.files[file_of(sq)] |= bit(sq);
        t.ranks[rank_of(sq)] |= bit(sq);
        let mut k = 0;
        while k < PATTERNS.len() {
            let steps = PATTERNS[k];
            let mut colour = 0;
            while colour < 2 {
                let sign = if colour == 0 { 1 } else { -1 };
                let mut i = 0;
                while i < steps.len() {
                    let (df, dr) = steps[i];
                    let (nf, nr) = (f + df, r + dr * sign);
                    if on_board(nf, nr) {
                        t.steps[colour][k][sq] |= bit(square(nf as usize, nr as usize));
                    }
                    i += 1;
                }
                colour += 1;
            }
            k += 1;
        }
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRS[d];
            let (mut nf, mut nr) = (f + df, r + dr);
            let mut ray = 0;
            while on_board(nf, nr) {
                let to = square(nf as usize, nr as usize);
                t.between[sq][to] = ray;
                ray |= bit(to);
                nf += df;
                nr += dr;
            }
            t.rays[d][sq] = ray;
            if d < 4 {
                t.rook_reach[sq] |= ray;
            } else {
                t.bishop_reach[sq] |= ray;
            }
            d += 1;
        }
        sq += 1;
    }
    let mut a = 0;
    while a < 81 {
        let mut d = 0;
        while d < 8 {
            let mut rest = t.rays[d][a];
            while rest != 0 {
                let b = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                t.line[a][b] = t.rays[d][a] | t.rays[d ^ 1][a] | bit(a);
            }
            d += 1;
        }
        a += 1;
    }
    t
}

/// `t` with each colour's slides by kind, from its rays and reaches.
const fn with_slides(mut t: Tables) -> Tables {
    let mut sq = 0;
    while sq < 81 {
        let mut colour = 0;
        while colour < 2 {
            t.slides[colour][SLIDE_LANCE][sq] = t.rays[forward(colour)][sq];
            t.slides[colour][SLIDE_BISHOP][sq] = t.bishop_reach[sq];
            t.slides[colour][SLIDE_ROOK][sq] = t.rook_reach[sq];
            colour += 1;
        }
        sq += 1;
    }
    t
}

/// Squares a slider reaches along direction `d` from `sq`, stopping at (and
/// including) the first occupied square.
#[inline]
pub fn ray_attack(d: usize, sq: usize, occ: Bb) -> Bb {
    let t = tables();
    let ray = t.rays[d][sq];
    let blockers = ray & occ;
    if blockers == 0 {
        return ray;
    }
    let first = if POSITIVE[d] {
        blockers.trailing_zeros() as usize
    } else {
        127 - blockers.leading_zeros() as usize
    };
    ray ^ t.rays[d][first]
}

#[inline]
pub fn rook_attack(sq: usize, occ: Bb) -> Bb {
    ray_attack(0, sq, occ)
        | ray_attack(1, sq, occ)
        | ray_attack(2, sq, occ)
        | ray_attack(3, sq, occ)
}

#[inline]
pub fn bishop_attack(sq: usize, occ: Bb) -> Bb {
    ray_attack(4, sq, occ)
        | ray_attack(5, sq, occ)
        | ray_attack(6, sq, occ)
        | ray_attack(7, sq, occ)
}

/// A lance of `colour` on `sq`.
#[inline]
pub fn lance_attack(colour: usize, sq: usize, occ: Bb) -> Bb {
    ray_attack(forward(colour), sq, occ)
}

/// The ray a lance of `colour` on `sq` reaches on an empty board.
#[inline]
pub fn lance_reach(colour: usize, sq: usize) -> Bb {
    tables().rays[forward(colour)][sq]
}

/// A square's file and rank as one number, `file * 17 + rank`: the
/// difference of two squares' numbers names their relation, how far apart
/// their files and their ranks are, each -8 to 8 ([`relation`]).
static COORDS: [u8; 128] = {
    let mut coords = [0; 128];
    let mut sq = 0;
    while sq < 81 {
        coords[sq] = (file_of(sq) * 17 + rank_of(sq)) as u8;
        sq += 1;
    }
    coords
};

/// The relation of `to` to `from`, two squares of the board: `(df + 8) *
/// 17 + (dr + 8)` for a move of `df` files and `dr` ranks, below 289.
#[inline]
pub fn relation(from: usize, to: usize) -> usize {
    (usize::from(COORDS[to & 127]) + 8 * 17 + 8 - usize::from(COORDS[from & 127])) & 511
}

/// The relation of a move of `df` files and `dr` ranks.
const fn relation_of(df: i32, dr: i32) -> usize {
    ((df + 8) * 17 + dr + 8) as usize
}

/// `REACH[colour][relation]`: bit `k` when the step kind `k` (`STEP_PAWN`...)
/// of `colour` makes that move, bit `8 + s` when the slide kind `s`
/// (`SLIDE_LANCE`...) does on an empty board. What the tables' `steps` and
/// `slides` say of two squares of the board, in 2 KiB where theirs are 26:
/// a move tested each ply looked up both in tables that fell out of the
/// first-level cache between games.
pub static REACH: [[u16; 512]; 2] = {
    let mut reach = [[0; 512]; 2];
    let mut colour = 0;
    while colour < 2 {
        let sign = if colour == 0 { 1 } else { -1 };
        let mut k = 0;
        while k < PATTERNS.len() {
            let mut i = 0;
            while i < PATTERNS[k].len() {
                let (df, dr) = PATTERNS[k][i];
                reach[colour][relation_of(df, dr * sign)] |= 1 << k;
                i += 1;
            }
            k += 1;
        }
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRS[d];
            let slide = if d == forward(colour) {
                (1 << (8 + SLIDE_LANCE)) | (1 << (8 + SLIDE_ROOK))
            } else if d < 4 {
                1 << (8 + SLIDE_ROOK)
            } else {
                1 << (8 + SLIDE_BISHOP)
            };
            let mut m = 1;
            while m < 9 {
                reach[colour][relation_of(df * m, dr * m)] |= slide;
                m += 1;
            }
            d += 1;
        }
        colour += 1;
    }
    reach
};

/// The direction `colour` moves forward in.
#[inline]
const fn forward(colour: usize) -> usize {
    if colour == 0 { NORTH } else { SOUTH }
}

#[inline]
pub fn step(colour: usize, kind: usize, sq: usize) -> Bb {
    tables().steps[colour][kind][sq]
}

const fn rank_mask(colour: usize, n: usize) -> Bb {
    let mask: u128 = (1 << n) - 1;
    let mask = if colour == 0 { mask } else { mask << (9 - n) };
    let mut bb: Bb = 0;
    let mut f = 0;
    while f < 9 {
        bb |= mask << (f * 9);
        f += 1;
    }
    bb
}

/// `FAR[colour][n]`: the `n` ranks farthest forward for `colour`.
const FAR: [[Bb; 4]; 2] = [
    [
        rank_mask(0, 0),
        rank_mask(0, 1),
        rank_mask(0, 2),
        rank_mask(0, 3),
    ],
    [
        rank_mask(1, 0),
        rank_mask(1, 1),
        rank_mask(1, 2),
        rank_mask(1, 3),
    ],
];

/// The three ranks where `colour` promotes.
#[inline]
pub fn zone(colour: usize) -> Bb {
    FAR[colour][3]
}

/// The `n` ranks farthest forward for `colour` (1 = the last rank), n <= 3.
#[inline]
pub fn far_ranks(colour: usize, n: usize) -> Bb {
    FAR[colour][n]
}

#[cfg(test)]
mod tests {
    /// The looked-up bit is the shifted one, on every square and past it.
    #[test]
    fn bit_is_the_shift() {
        for sq in 0..128 {
            assert_eq!(super::bit(sq), 1u128 << sq, "{sq}");
        }
    }

    /// What `REACH` says of every two squares, for every step and slide
    /// kind of either side, is what the tables' steps and slides say.
    #[test]
    fn reach_is_the_tables() {
        let t = super::tables();
        for colour in 0..2 {
            for from in 0..81 {
                for to in 0..81 {
                    let how = super::REACH[colour][super::relation(from, to)];
                    for k in 0..6 {
                        let table = t.steps[colour][k][from] & super::bit(to) != 0;
                        assert_eq!((how >> k) & 1 != 0, table, "step {k} {colour} {from} {to}");
                    }
                    for s in 0..4 {
                        let table = t.slides[colour][s][from] & super::bit(to) != 0;
                        let reach = (how >> (8 + s)) & 1 != 0;
                        assert_eq!(reach, table, "slide {s} {colour} {from} {to}");
                    }
                }
            }
        }
    }
}
