//! `hensou moves --explain SQUARE`: what stands on a square, which actions
//! start or end there, and the conditions that decide the Temas and the
//! door axis shift.

use super::board::{Occupant, Square};
use super::movegen::{Move, attacked, described, mover, piece_described, temas_capturable};
use super::notation::{Squares, write};
use super::{Position, Shelt};
use crate::game::MoveList;
use crate::game::{Rules, Side};
use crate::messages::{Lang, Msg};
use crate::msg;

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

/// The explanation, or why the square could not be read; its words in
/// `lang`.
pub fn explain(pos: &Position, text: &str, lang: Lang) -> Result<String, String> {
    let say = |m: Msg| m.render(lang);
    let sq = read_square(text).ok_or_else(|| say(msg!("explain-shelt-no-square", text = text)))?;
    let state = &pos.state;
    let side = state.to_move;
    let side_name = |s: Side| msg!("side-name", name = Shelt::SIDE_NAMES[s.index()]);
    let mut out = vec![format!(
        "{} ({}): {}",
        sq.native(),
        sq.algebraic(),
        say(described(state, sq))
    )];
    if state.at(sq) == Some(Occupant::Temas) {
        for s in [side, side.other()] {
            let attached = state.attached[s.index()].map(|p| piece_described(state, p));
            out.push(say(match attached {
                Some(piece) => msg!("explain-shelt-attached", side = side_name(s), piece = piece),
                None => msg!("explain-shelt-nothing-attached", side = side_name(s)),
            }));
        }
        let can = if temas_capturable(state, side, pos.config.flags) {
            "yes"
        } else {
            "no"
        };
        out.push(say(msg!(
            "explain-shelt-temas",
            side = side_name(side),
            can = can
        )));
    }
    if let Some(m) = mover(state, sq, side) {
        if m.kind == super::pieces::Kind::Door {
            let attacked = attacked(state, sq, side.other(), pos.config.flags);
            let attacked = if attacked { "yes" } else { "no" };
            out.push(say(msg!("explain-shelt-door", attacked = attacked)));
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
        out.push(say(msg!("explain-shelt-no-action")));
    } else {
        let line = msg!(
            "explain-shelt-actions",
            square = sq.native(),
            actions = here.join(" ")
        );
        out.push(say(line));
    }
    Ok(out.join("\n"))
}
