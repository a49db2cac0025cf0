//! `hensou moves --explain SQUARE`: what stands on a square, which turns
//! start or end there, and which rule stops the turns its piece cannot make.

use super::board::{Kind, Piece, Square, in_drop_zone};
use super::legality::check;
use super::movegen::{QUEEN, legal_moves};
use super::notation::ascii::Ascii;
use super::notation::japanese::Japanese;
use super::notation::names::{FILES, RANKS, piece_name, square_name};
use super::position::{Action, Move, Position};
use crate::diagnostic::plural;
use crate::game::MoveList;
use crate::game::Notation;

/// `5e`, `５五` or `55`.
pub fn read_square(text: &str) -> Option<Square> {
    let mut chars = text.trim().chars();
    let (f, r) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let file = FILES
        .iter()
        .position(|&c| c == f)
        .map(|i| i as u8 + 1)
        .or_else(|| f.to_digit(10).map(|d| d as u8))?;
    let rank = RANKS
        .iter()
        .position(|&c| c == r)
        .map(|i| i as u8 + 1)
        .or_else(|| ('a'..='h').contains(&r).then(|| r as u8 - b'a' + 1))
        .or_else(|| r.to_digit(10).map(|d| d as u8))?;
    Square::new(file, rank)
}

fn both(pos: &Position, mv: &Move) -> String {
    format!("{} ({})", Japanese.print(pos, mv), Ascii.print(pos, mv))
}

pub fn explain(pos: &Position, text: &str) -> Result<String, String> {
    let sq =
        read_square(text).ok_or_else(|| format!("`{text}` is no square: write 5e, ５五 or 55"))?;
    let side = pos.to_move;
    let sides = ["Sente", "Gote"];
    let mut out = Vec::new();
    let name = format!(
        "{} ({}{})",
        square_name(sq),
        sq.file(),
        char::from(b'a' + sq.rank() - 1)
    );
    out.push(match pos.at(sq) {
        None => format!("{name}: empty"),
        Some(p) => {
            let mut s = format!("{name}: {} {}", sides[p.side.index()], piece_name(p));
            if p.kind == Kind::Archer {
                s.push_str(&format!(" with {}", plural(p.arrows.into(), "arrow")));
            }
            if p.kind != Kind::Arrow && pos.crowned(p.side) == p.kind {
                s.push_str(", wearing the crown");
            }
            s
        }
    });
    let zone = if in_drop_zone(side, sq) {
        "may drop here"
    } else {
        "may not drop here (enemy camp)"
    };
    out.push(format!(
        "{} to move; {} {zone}",
        sides[side.index()],
        sides[side.index()]
    ));
    let mut legal = MoveList::new();
    legal_moves(pos, &mut legal);
    let plain = |m: &&Move| !m.abdicate;
    let from_here: Vec<String> = legal
        .iter()
        .filter(plain)
        .filter(|m| origin(m) == Some(sq))
        .map(|m| both(pos, m))
        .collect();
    let to_here: Vec<String> = legal
        .iter()
        .filter(plain)
        .filter(|m| m.action.to() == sq)
        .map(|m| both(pos, m))
        .collect();
    out.push(format!("legal from here: {}", list(&from_here)));
    out.push(format!("legal to here: {}", list(&to_here)));
    if let Some(piece) = pos.at(sq).filter(|p| p.side == side) {
        out.push("not legal from here:".into());
        for mv in attempts(sq, piece) {
            if let Err(v) = check(pos, &mv) {
                out.push(format!(
                    "  {}: {} — {}",
                    Ascii.print(pos, &mv),
                    v.rule,
                    v.message
                ));
            }
        }
    }
    Ok(out.join("\n"))
}

fn origin(mv: &Move) -> Option<Square> {
    match mv.action {
        Action::Step { from, .. } | Action::Shoot { from, .. } | Action::Return { from, .. } => {
            Some(from)
        }
        Action::Drop { .. } => None,
    }
}

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

/// The turns `piece` on `from` might be meant to make: steps to squares
/// up to two away, and shots or returns along the queen lines.
fn attempts(from: Square, piece: Piece) -> Vec<Move> {
    let mut out = Vec::new();
    if piece.kind != Kind::Arrow {
        for to in Square::all().filter(|&to| to != from) {
            if to.file().abs_diff(from.file()) <= 2 && to.rank().abs_diff(from.rank()) <= 2 {
                out.push(Move::plain(Action::Step {
                    from,
                    to,
                    promote: Position::promotes(piece, to),
                }));
            }
        }
    }
    if matches!(piece.kind, Kind::Archer | Kind::Arrow) {
        for &(df, dr) in QUEEN {
            let mut at = from;
            while let Some(to) = at.offset(df, dr) {
                out.push(Move::plain(match piece.kind {
                    Kind::Archer => Action::Shoot { from, to },
                    _ => Action::Return { from, to },
                }));
                at = to;
            }
        }
    }
    out
}
