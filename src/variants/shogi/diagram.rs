//! The KIF BOD board (盤面図), the diagram shogi players know.

use super::bitboard::square;
use super::board::{Board, HAND_ORDER};
use super::notation::kanji::{FULL_DIGITS, KANJI_DIGITS, kanji_number, short_name};

/// `先手の持駒：飛　歩二` or `なし`.
pub fn hand_text(b: &Board, colour: usize) -> String {
    hand_words(
        HAND_ORDER
            .iter()
            .filter(|k| b.hands[colour][**k as usize] > 0)
            .map(|k| (short_name(*k), b.hands[colour][*k as usize] as u32)),
    )
}

/// The pieces of a hand by name and count: `飛　歩二`, or `なし`.
pub fn hand_words<'a>(pieces: impl Iterator<Item = (&'a str, u32)>) -> String {
    let parts: Vec<String> = pieces
        .map(|(name, n)| {
            format!(
                "{name}{}",
                if n > 1 {
                    kanji_number(n)
                } else {
                    String::new()
                }
            )
        })
        .collect();
    if parts.is_empty() {
        "なし".into()
    } else {
        parts.join("　")
    }
}

/// The board; `last` (the last move, `手数＝30　△７六歩　まで`) goes under
/// Sente's hand.
pub fn bod(b: &Board, last: Option<&str>) -> String {
    let cell = |file, rank| {
        b.piece_at(square(file, rank))
            .map(|p| (p.colour, short_name(p.kind)))
    };
    bod_of([hand_text(b, 0), hand_text(b, 1)], cell, last, b.side)
}

/// A BOD diagram: the hands (Sente's first, as [`hand_words`]), the piece
/// on each square (`cell(file, rank)`, both from 0, file 0 the 1 file), as
/// owner and one-character name, `last` under Sente's hand, and the side
/// to move.
pub fn bod_of<'a>(
    hands: [String; 2],
    cell: impl Fn(usize, usize) -> Option<(usize, &'a str)>,
    last: Option<&str>,
    side: usize,
) -> String {
    let mut out = format!("後手の持駒：{}\n", hands[1]);
    out.push_str("  ");
    for f in (0..9).rev() {
        out.push(' ');
        out.push(FULL_DIGITS[f]);
    }
    out.push_str("\n+---------------------------+\n");
    for rank in 0..9 {
        out.push('|');
        for file in (0..9).rev() {
            match cell(file, rank) {
                Some((colour, name)) => {
                    out.push(if colour == 0 { ' ' } else { 'v' });
                    out.push_str(name);
                }
                None => out.push_str(" ・"),
            }
        }
        out.push('|');
        out.push(KANJI_DIGITS[rank + 1]);
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    out.push_str(&format!("先手の持駒：{}\n", hands[0]));
    if let Some(line) = last {
        out.push_str(line);
        out.push('\n');
    }
    out.push_str(if side == 0 {
        "先手番\n"
    } else {
        "後手番\n"
    });
    out
}
