//! SFEN position strings and USI move text (`7g7f`, `8h2b+`, `P*5e`).
//! [`parse_usi`] reads by hand, byte by byte, not with nom: every ply of a
//! USI record passes here when it is validated, a measured hot path
//! (a profile of validation spends 8% of its time reading moves).
//! An SFEN is read through its [`Setup`](super::super::setup::Setup), in setup.rs.

use super::super::bitboard::{file_of, rank_of, square};
use super::super::board::{Board, HAND_ORDER, Kind, Move, Piece};
pub use super::super::setup::read_sfen;

pub const START_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// `7g` for a square.
pub fn square_name(sq: usize) -> String {
    format!("{}{}", file_of(sq) + 1, (b'a' + rank_of(sq) as u8) as char)
}

/// Reads `7g` (file digit 1-9, rank letter a-i).
pub fn parse_square(text: &[u8]) -> Option<usize> {
    let (&f, &r) = (text.first()?, text.get(1)?);
    if !(b'1'..=b'9').contains(&f) || !(b'a'..=b'i').contains(&r) {
        return None;
    }
    Some(square((f - b'1') as usize, (r - b'a') as usize))
}

pub fn move_to_usi(mv: Move) -> String {
    if mv.is_declaration() {
        return "win".into();
    }
    // Written a character at a time: a record's every move is printed so,
    // and `format!` costs several times more.
    let mut out = String::with_capacity(5);
    match (mv.from(), mv.dropped()) {
        (Some(from), _) => {
            push_square(&mut out, from);
            push_square(&mut out, mv.to());
            if mv.promote() {
                out.push('+');
            }
        }
        (None, Some(kind)) => {
            out.push(kind.letter());
            out.push('*');
            push_square(&mut out, mv.to());
        }
        _ => unreachable!("a move is a board move, a drop or a declaration"),
    }
    out
}

/// Appends [`square_name`] of `sq` to `out`.
fn push_square(out: &mut String, sq: usize) {
    out.push((b'1' + file_of(sq) as u8) as char);
    out.push((b'a' + rank_of(sq) as u8) as char);
}

/// Reads one USI move from the front of `text`: the move and bytes taken.
#[inline(always)]
pub fn parse_usi(text: &str) -> Option<(Move, usize)> {
    let b = text.as_bytes();
    if text.starts_with("win") {
        return Some((Move::declare(), 3));
    }
    if b.len() >= 4 && b[1] == b'*' {
        let kind = Kind::from_letter(b[0] as char)
            .filter(|k| *k != Kind::King && b[0].is_ascii_uppercase())?;
        return Some((Move::drop(kind, parse_square(&b[2..])?), 4));
    }
    let from = parse_square(b)?;
    let to = parse_square(b.get(2..)?)?;
    let promote = b.get(4) == Some(&b'+');
    Some((Move::board(from, to, promote), 4 + promote as usize))
}

fn push_piece(out: &mut String, p: Piece) {
    if p.kind.is_promoted() {
        out.push('+');
    }
    let letter = p.kind.letter();
    out.push(if p.colour == 0 {
        letter
    } else {
        letter.to_ascii_lowercase()
    });
}

/// A count below 100 as digits (board gaps, hand counts).
fn push_count(out: &mut String, n: u32) {
    if n >= 10 {
        out.push(char::from(b'0' + (n / 10) as u8));
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// Written once per ply by the replay, so it builds one string in place.
pub fn write_sfen(b: &Board) -> String {
    let mut out = String::with_capacity(96);
    for rank in 0..9 {
        if rank > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for file in (0..9).rev() {
            match b.piece_at(square(file, rank)) {
                Some(p) => {
                    if empty > 0 {
                        push_count(&mut out, empty);
                        empty = 0;
                    }
                    push_piece(&mut out, p);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            push_count(&mut out, empty);
        }
    }
    out.push_str(if b.side == 0 { " b " } else { " w " });
    let before = out.len();
    for colour in 0..2 {
        for kind in HAND_ORDER {
            let n = b.hands[colour][kind as usize] as u32;
            if n == 0 {
                continue;
            }
            if n > 1 {
                push_count(&mut out, n);
            }
            push_piece(&mut out, Piece { kind, colour });
        }
    }
    if out.len() == before {
        out.push('-');
    }
    out.push(' ');
    out.push_str(&b.move_number.to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sfen_round_trips() {
        for s in [
            START_SFEN,
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
            "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        ] {
            let b = read_sfen(s).unwrap();
            assert_eq!(read_sfen(&write_sfen(&b)).unwrap(), b);
        }
        assert_eq!(write_sfen(&read_sfen(START_SFEN).unwrap()), START_SFEN);
        let s = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
        assert_eq!(write_sfen(&read_sfen(s).unwrap()), s);
    }

    #[test]
    fn usi_moves_round_trip() {
        for text in ["7g7f", "8h2b+", "P*5e", "R*1a"] {
            let (mv, len) = parse_usi(text).unwrap();
            assert_eq!((move_to_usi(mv).as_str(), len), (text, text.len()));
        }
        assert!(parse_usi("K*5e").is_none());
        assert!(parse_usi("7j7f").is_none());
    }
}
