//! `hensou moves --explain SQUARE`: what stands on a square, which actions
//! start or end there, and the conditions that decide the Temas and the
//! door axis shift.

use super::board::{Occupant, Square};
use super::movegen::{self, Move, attacked, describe, mover, temas_capturable};
use super::notation::{Squares, write};
use super::{Position, Shelt};
use crate::game::MoveList;
use crate::game::Rules;

fn read_square(text: &str) -> Option<Square> {
    let b = text.trim().as_bytes();
    if b.len() != 2 {
        return None;
    }
    Square::from_native(b[0], b[1]).or_else(|| Square::from_algebraic(b[0], b[1]))
}

fn touches(mv: &Move, sq: Square) -> bool {
    match *mv {
        Move::Step { from, to } | Move::Shift { from, to } => from == sq || to == sq,
        Move::Rotate { at, .. } => at == sq,
        Move::Accompany { from, to, partner } => {
            [from, to, partner].contains(&sq) || partner.offset(from.delta(to)) == Some(sq)
        }
        Move::Attach(_) | Move::Return(_) | Move::Replace { .. } => false,
    }
}

/// The explanation, or why the square could not be read.
pub fn explain(pos: &Position, text: &str) -> Result<String, String> {
    let sq = read_square(text).ok_or_else(|| format!("`{text}` is not a square (P5 or e1)"))?;
    let state = &pos.state;
    let side = state.to_move;
    let mut out = vec![format!(
        "{} ({}): {}",
        sq.native(),
        sq.algebraic(),
        describe(state, sq)
    )];
    if state.at(sq) == Some(Occupant::Temas) {
        for s in [side, side.other()] {
            let name = Shelt::SIDE_NAMES[s.index()];
            match state.attached[s.index()] {
                Some(p) => out.push(format!(
                    "{name} has {} attached",
                    movegen::describe_piece(state, p)
                )),
                None => out.push(format!("{name} has nothing attached")),
            }
        }
        let can = if temas_capturable(state, side, pos.config.flags) {
            "may"
        } else {
            "may not"
        };
        out.push(format!(
            "{} {can} take the Temas now",
            Shelt::SIDE_NAMES[side.index()]
        ));
    }
    if let Some(m) = mover(state, sq, side) {
        if m.kind == super::pieces::Kind::Door {
            let verdict = if attacked(state, sq, side.other(), pos.config.flags) {
                "is attacked: no axis shift"
            } else {
                "is not attacked: it may shift onto a free side square"
            };
            out.push(format!("the door {verdict}"));
        }
    }
    let mut legal = MoveList::new();
    Shelt::legal_moves(pos, &mut legal);
    let mut here: Vec<String> = legal
        .iter()
        .filter(|m| touches(m, sq))
        .map(|m| write(pos, m, Squares::Native, true))
        .collect();
    here.sort();
    if here.is_empty() {
        out.push("no legal action starts or ends here".to_string());
    } else {
        out.push(format!(
            "legal actions through {}: {}",
            sq.native(),
            here.join(" ")
        ));
    }
    Ok(out.join("\n"))
}
