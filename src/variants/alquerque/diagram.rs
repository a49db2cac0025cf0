//! The text diagram.

use super::board::Point;
use super::position::Position;
use crate::game::Side;
use crate::messages::Lang;
use crate::msg;

/// The board as drawn, rank 5 at the top, with its lines; whose turn it
/// is in `lang`.
pub fn diagram(pos: &Position, lang: Lang) -> String {
    let mut out = String::new();
    for rank in (0..5u8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..5u8 {
            let p = Point::at(file, rank).expect("on board");
            let c = match pos.owner(p) {
                Some(Side::First) => 'W',
                Some(Side::Second) => 'B',
                None => '.',
            };
            out.push(c);
            if file < 4 {
                out.push_str(" - ");
            }
        }
        out.push('\n');
        if rank > 0 {
            out.push_str("  ");
            for file in 0..5u8 {
                out.push('|');
                if file < 4 {
                    // The diagonal between this rank and the one below leaves
                    // the upper-left point if that point has diagonals.
                    let upper_left = Point::at(file, rank).expect("on board");
                    out.push_str(if upper_left.has_diagonals() {
                        " \\ "
                    } else {
                        " / "
                    });
                }
            }
            out.push('\n');
        }
    }
    out.push_str("  a   b   c   d   e\n");
    let (name, letter) = match pos.side {
        Side::First => ("White", "W"),
        Side::Second => ("Black", "B"),
    };
    let side = msg!("side-name", name = name);
    let due: Vec<String> = Point::in_set(pos.huffable).map(|p| p.to_string()).collect();
    let line = if due.is_empty() {
        msg!("diagram-alquerque-turn", side = side, letter = letter)
    } else {
        msg!(
            "diagram-alquerque-huff",
            side = side,
            letter = letter,
            due = due.join(", ")
        )
    };
    out.push_str(&line.render(lang));
    out
}
