//! A text diagram in the style of a shogi board printout: `v` marks Gote's
//! pieces, the digit after an archer counts its arrows, `*` marks the
//! crowned piece, 矢 alone is a lone arrow, と is a promoted 歩 and `重+` a
//! promoted 重.

use super::board::{Kind, Square};
use super::notation::names::{FILES, RANKS, hand_name, kind_name, piece_name};
use super::position::Position;
use crate::game::Side;

pub fn diagram(pos: &Position) -> String {
    let mut out = String::new();
    out.push_str(&hand_line(pos, Side::Second));
    out.push(' ');
    for file in (0..8).rev() {
        out.push_str(&format!("  {}", FILES[file]));
    }
    out.push('\n');
    out.push_str(&format!("+{}+\n", "-".repeat(8 * 4)));
    for rank in 1..=8u8 {
        out.push('|');
        for file in (1..=8u8).rev() {
            let sq = Square::new(file, rank).expect("on board");
            out.push_str(&cell(pos, sq));
        }
        out.push_str(&format!("|{}\n", RANKS[rank as usize - 1]));
    }
    out.push_str(&format!("+{}+\n", "-".repeat(8 * 4)));
    out.push_str(&hand_line(pos, Side::First));
    out.push_str(&format!(
        "王冠: 先手 {} / 後手 {}\n",
        crown_text(pos, Side::First),
        crown_text(pos, Side::Second)
    ));
    out.push_str(if pos.to_move == Side::First {
        "先手番\n"
    } else {
        "後手番\n"
    });
    out
}

/// Four columns: owner mark, the piece (one or two wide), then the arrow
/// count or the crown mark.
fn cell(pos: &Position, sq: Square) -> String {
    let Some(piece) = pos.at(sq) else {
        return " ・ ".into();
    };
    let owner = if piece.side == Side::First { ' ' } else { 'v' };
    // 成重 would take two cells: a promoted 重 is drawn 重 with a `+` mark.
    let (name, mark) = match piece.kind {
        Kind::Archer => (piece_name(piece), char::from(b'0' + piece.arrows)),
        Kind::Heavy if piece.promoted => (kind_name(Kind::Heavy), '+'),
        kind if pos.crowned(piece.side) == kind => (piece_name(piece), '*'),
        _ => (piece_name(piece), ' '),
    };
    format!("{owner}{name}{mark}")
}

pub fn hand_line(pos: &Position, side: Side) -> String {
    let label = if side == Side::First {
        "先手の持駒："
    } else {
        "後手の持駒："
    };
    let hand = pos.hands[side.index()];
    if hand.is_empty() {
        return format!("{label}なし\n");
    }
    let items: Vec<String> = hand
        .held()
        .map(|(p, n)| {
            if n > 1 {
                format!("{}{}", hand_name(p), n)
            } else {
                hand_name(p).to_string()
            }
        })
        .collect();
    format!("{label}{}\n", items.join(" "))
}

pub fn crown_text(pos: &Position, side: Side) -> &'static str {
    match pos.crown[side.index()] {
        0 => "王 (譲位 2 回可)",
        1 => "子 (譲位 1 回可)",
        _ => "王 (譲位済)",
    }
}
