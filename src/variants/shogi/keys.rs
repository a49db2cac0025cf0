//! Zobrist keys of the board and the hands, and what a piece's code tells a
//! move, laid out so that a move looks each up without a bounds test: a
//! code is below 32, a square below 128 and a kind in hand below 8 by
//! their masks, and every table is as long as its mask allows.

use super::board::{KINDS, Kind};

/// Zobrist keys: a piece code on a square, a count of a kind in hand, and
/// Gote to move. The tables below are laid out from these, key for key.
/// A constant, read only while the tables are built (and for the side's
/// key, folded into the code): no copy of it is kept.
#[allow(clippy::large_const_arrays)]
const ZOBRIST: [u64; 32 * 81 + 2 * 7 * 19 + 1] = crate::history::zobrist_keys(0x5407_1000);

/// `CELLS[code][square]`, zero past the 81st square: the low half of the
/// list's key, which [`widen`] makes the key. Four bytes a key, not eight:
/// the table of the 28 codes a piece has is 9 KiB, not 18, and a move's
/// two or three lookups in it missed the first-level cache about a
/// quarter of the time on an archive of short games.
static CELLS: [[u32; 128]; 32] = {
    let mut cells = [[0; 128]; 32];
    let mut i = 0;
    while i < 32 * 81 {
        cells[i / 81][i % 81] = ZOBRIST[i] as u32;
        i += 1;
    }
    cells
};

/// The 64-bit key of a table's four bytes: multiplied by an odd constant,
/// a bijection, so distinct entries stay distinct and 0 (no key) stays 0;
/// the product's high half depends on every bit of the entry, so the keys
/// XOR together as well-mixed 64-bit values (a position's key is the XOR
/// of its pieces', and repetitions are told by the key alone, as before).
#[inline(always)]
const fn widen(half: u32) -> u64 {
    (half as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

/// `HANDS[colour][kind][count]`, the eighth kind never held.
static HANDS: [[[u64; 19]; 8]; 2] = {
    let mut hands = [[[0; 19]; 8]; 2];
    let mut i = 0;
    while i < 2 * 7 * 19 {
        let (slot, count) = (i / 19, i % 19);
        hands[slot / 7][slot % 7][count] = ZOBRIST[32 * 81 + i];
        i += 1;
    }
    hands
};

/// The key of Gote to move.
#[inline]
pub fn side_key() -> u64 {
    ZOBRIST[ZOBRIST.len() - 1]
}

/// The key of the piece coded `code` on `sq`.
#[inline]
pub fn cell_key(code: u8, sq: usize) -> u64 {
    widen(CELLS[code as usize & 31][sq & 127])
}

/// The key of `count` pieces of the kind in hand `kind` held by `colour`
/// (counts past 18 share the 18th's).
#[inline]
pub fn hand_key(colour: usize, kind: usize, count: u8) -> u64 {
    HANDS[colour & 1][kind & 7][count.min(18) as usize]
}

/// What a piece's code (`1 + kind + 16 * colour`) tells: its kind, the
/// code of its promoted form, and the kind in hand it is captured as.
struct Code {
    kind: [Kind; 32],
    promoted: [u8; 32],
    in_hand: [u8; 32],
}

static CODES: Code = {
    let mut t = Code {
        kind: [Kind::Pawn; 32],
        promoted: [0; 32],
        in_hand: [0; 32],
    };
    let mut code = 0;
    while code < 32 {
        let k = (code as u8).wrapping_sub(1) & 15;
        if code > 0 && k < 14 {
            let kind = KINDS[k as usize];
            t.kind[code] = kind;
            t.promoted[code] = 1 + kind.promoted() as u8 + 16 * (code as u8 >> 4);
            t.in_hand[code] = kind.unpromoted() as u8;
        }
        code += 1;
    }
    t
};

/// The kind of the piece coded `code`.
#[inline]
pub fn kind_of(code: u8) -> Kind {
    CODES.kind[code as usize & 31]
}

/// The colour of the piece coded `code`.
#[inline]
pub fn colour_of(code: u8) -> usize {
    (code >> 4) as usize & 1
}

/// The code of the piece coded `code` once promoted (itself when it does
/// not promote).
#[inline]
pub fn promoted(code: u8) -> u8 {
    CODES.promoted[code as usize & 31]
}

/// The kind in hand the piece coded `code` goes to when captured.
#[inline]
pub fn in_hand(code: u8) -> usize {
    CODES.in_hand[code as usize & 31] as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::shogi::board::Piece;

    /// The tables hold the keys where the one list held them (a square's,
    /// its low half widened).
    #[test]
    fn the_tables_are_the_list() {
        for code in 0..32u8 {
            for sq in 0..81 {
                let listed = ZOBRIST[code as usize * 81 + sq];
                assert_eq!(cell_key(code, sq), widen(listed as u32));
            }
            for sq in 81..128 {
                assert_eq!(cell_key(code, sq), 0);
            }
        }
        for colour in 0..2 {
            for kind in 0..7 {
                for count in 0..=20u8 {
                    let i = 32 * 81 + (colour * 7 + kind) * 19 + count.min(18) as usize;
                    assert_eq!(hand_key(colour, kind, count), ZOBRIST[i]);
                }
            }
        }
    }

    /// Every key a position is made of (a piece of each code on each
    /// square, each count of each kind in hand, the side) is distinct and
    /// not zero, and no square's key has its high half zero: the four bytes
    /// kept a square widen to 64 well-spread bits.
    #[test]
    fn the_keys_are_distinct() {
        let mut keys = vec![side_key()];
        for colour in 0..2 {
            for kind in KINDS {
                let code = Piece { kind, colour }.code();
                keys.extend((0..81).map(|sq| cell_key(code, sq)));
            }
            for kind in 0..7 {
                keys.extend((0..=18).map(|count| hand_key(colour, kind, count)));
            }
        }
        let n = keys.len();
        assert!(keys.iter().all(|&k| k != 0 && k >> 32 != 0));
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
    }

    /// A code's kind, promotion and kind in hand are the piece's.
    #[test]
    fn a_code_tells_its_piece() {
        for colour in 0..2 {
            for kind in KINDS {
                let code = Piece { kind, colour }.code();
                assert_eq!((kind_of(code), colour_of(code)), (kind, colour));
                let up = Piece {
                    kind: kind.promoted(),
                    colour,
                }
                .code();
                assert_eq!(promoted(code), up);
                assert_eq!(in_hand(code), kind.unpromoted() as usize);
            }
        }
    }
}
