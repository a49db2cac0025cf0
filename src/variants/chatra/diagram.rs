//! The forum's text diagram and the grid of the default board.

use crate::game::Side;
use crate::messages::Lang;

use super::board::{Kind, Piece, Square};
use super::position::Position;

/// The mark of an empty square in the forum's board: zone letters alternate
/// `*` (A C E G I) and `・` (B D F H) on a checker pattern, blank between.
pub fn empty_mark(sq: Square) -> char {
    if (sq.file() + sq.row()) % 2 != 0 {
        ' '
    } else if sq.zone().0 % 2 == 0 {
        '*'
    } else {
        '・'
    }
}

/// The holdings line of a side as the posts write it, the side's colour
/// named in `lang`: `先手:Black  持駒:●=16、★`, `先手:黒  持駒:●=16、★`.
fn holdings(pos: &Position, side: Side, lang: Lang) -> String {
    let (name, subject, object) = match side {
        Side::First => ("先手", '●', '★'),
        Side::Second => ("後手", '○', '☆'),
    };
    let colour = crate::msg!("side-name", name = super::SIDE_NAMES[side.index()]).render(lang);
    let mut s = format!("{name}:{colour}  持駒:{subject}={}", pos.hand[side.index()]);
    if pos.object_in_hand[side.index()] {
        s += &format!("、{object}");
    }
    s
}

/// The 12 cells of a row, as the forum draws them.
pub fn row_cells(pos: &Position, row: i8) -> String {
    (0..12)
        .map(|file| {
            let sq = Square::at(file, row).expect("on board");
            match pos.at(sq) {
                Some(_) if pos.last == Some(sq) => '◇',
                Some(p) => p.glyph(),
                None => empty_mark(sq),
            }
        })
        .collect()
}

/// A piece's letter in the position string and the grid diagram: `S`/`O`
/// Black's subject and object, `s`/`o` White's.
pub fn letter(p: Piece) -> char {
    match (p.side, p.kind) {
        (Side::First, Kind::Subject) => 'S',
        (Side::First, Kind::Object) => 'O',
        (Side::Second, Kind::Subject) => 's',
        (Side::Second, Kind::Object) => 'o',
    }
}

/// The default board: ASCII in columns of two, so that it lines up in any
/// terminal: `S`/`O` Black, `s`/`o` White, `.` empty, the last-moved piece
/// between brackets; the hands said in `lang`.
pub fn grid(pos: &Position, lang: Lang) -> String {
    let hand = |side: Side| {
        let i = side.index();
        let object = if pos.object_in_hand[i] { "yes" } else { "no" };
        let line = crate::msg!(
            "diagram-chatra-hand",
            side = super::SIDE_NAMES[i],
            n = pos.hand[i],
            object = object
        );
        line.render(lang) + "\n"
    };
    let mut out = hand(Side::Second);
    out += "   a b c d e f g h i j k l\n";
    for row in 0..12 {
        let mut line = format!("{:>2}", row + 1);
        let mut after_last = false;
        for file in 0..12 {
            let sq = Square::at(file, row).expect("on board");
            let piece = pos.at(sq);
            let last = piece.is_some() && pos.last == Some(sq);
            line.push(if last {
                '['
            } else if after_last {
                ']'
            } else {
                ' '
            });
            line.push(piece.map_or('.', letter));
            after_last = last;
        }
        if after_last {
            line.push(']');
        }
        out += &line;
        out.push('\n');
    }
    out += &hand(Side::First);
    out
}

/// The forum's text board: White's holdings, the board, Black's holdings,
/// and the `手数=NN ○G6 まで` caption of the last move; the sides' colours
/// named in `lang`.
pub fn diagram(pos: &Position, lang: Lang) -> String {
    let mut out = String::new();
    out += &holdings(pos, Side::Second, lang);
    out += "\n    abcdefghijkl\n   ・ーーーーーーーーーーーー・\n";
    for row in 0..12 {
        out += &format!("{:>2}|{}|\n", row + 1, row_cells(pos, row));
    }
    out += "   ・ーーーーーーーーーーーー・\n";
    out += &holdings(pos, Side::First, lang);
    out.push('\n');
    if let Some(sq) = pos.last {
        if let Some(p) = pos.at(sq) {
            let name = sq.to_string();
            let text = match p.kind {
                Kind::Object => format!("{}O{name}", p.glyph()),
                Kind::Subject => format!("{}{}", p.glyph(), name.to_uppercase()),
            };
            out += &format!("手数={:02} {text} まで\n", pos.ply);
        }
    }
    out
}
