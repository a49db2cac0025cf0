//! The KIF BOD board (盤面図), the diagram shogi players know.

use super::bitboard::square;
use super::board::{Board, HAND_ORDER};
use super::notation::kanji::{FULL_DIGITS, KANJI_DIGITS, kanji_number, short_name};

/// `先手の持駒：飛　歩二` or `なし`.
pub fn hand_text(b: &Board, colour: usize) -> String {
    let parts: Vec<String> = HAND_ORDER
        .iter()
        .filter(|k| b.hands[colour][**k as usize] > 0)
        .map(|k| {
            let n = b.hands[colour][*k as usize] as u32;
            format!(
                "{}{}",
                short_name(*k),
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
    let mut out = format!("後手の持駒：{}\n", hand_text(b, 1));
    out.push_str("  ");
    for f in (0..9).rev() {
        out.push(' ');
        out.push(FULL_DIGITS[f]);
    }
    out.push_str("\n+---------------------------+\n");
    for rank in 0..9 {
        out.push('|');
        for file in (0..9).rev() {
            match b.piece_at(square(file, rank)) {
                Some(p) => {
                    out.push(if p.colour == 0 { ' ' } else { 'v' });
                    out.push_str(short_name(p.kind));
                }
                None => out.push_str(" ・"),
            }
        }
        out.push('|');
        out.push(KANJI_DIGITS[rank + 1]);
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    out.push_str(&format!("先手の持駒：{}\n", hand_text(b, 0)));
    if let Some(line) = last {
        out.push_str(line);
        out.push('\n');
    }
    out.push_str(if b.side == 0 {
        "先手番\n"
    } else {
        "後手番\n"
    });
    out
}
