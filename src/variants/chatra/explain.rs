//! `--explain SQUARE`: for one square, why a drop there is or is not legal
//! and which pieces can or cannot move there, rule by rule — the questions
//! the forum argued over diagrams.

use super::board::{Kind, Square};
use super::position::{Move, Position};
use super::{Chatra, ChatraRule};
use crate::game::prelude::*;

/// The explanation for `square`, or an error if it names no square.
pub fn explain(pos: &Position, square: &str) -> Result<String, String> {
    let sq = Square::parse(square.trim().to_ascii_lowercase().as_str())
        .ok_or_else(|| format!("`{square}` is not a square (a1-l12)"))?;
    let side = super::SIDE_NAMES[pos.side.index()];
    let mut lines = vec![format!(
        "{sq} (zone {}), {side} to move",
        sq.zone().letter()
    )];
    lines.extend(drop_lines(pos, sq));
    let movers: Vec<Square> = Square::all()
        .filter(|&f| f != sq && pos.at(f).is_some_and(|p| p.side == pos.side))
        .collect();
    let mut any = false;
    for from in movers {
        let step = from.to(sq).chebyshev() == 1;
        let relative = pos.at(from).is_some_and(|p| p.kind == Kind::Subject) && !step;
        let how = match (step, relative) {
            (true, _) => Ok("king step".to_string()),
            (false, true) => pos.relative_reach(from, sq),
            (false, false) => continue,
        };
        // Only pieces some function points at `sq` are worth a line.
        if matches!(&how, Err(why) if why.is_empty()) {
            continue;
        }
        any = true;
        match Chatra::check(pos, &Move::Shift { from, to: sq }) {
            Ok(()) => lines.push(format!("{from}-{sq}: legal ({})", how.unwrap_or_default())),
            Err(v) => {
                lines.push(format!("{from}-{sq}: illegal [{}] {}", v.rule, v.message));
                for other in how
                    .err()
                    .unwrap_or_default()
                    .iter()
                    .filter(|o| o.message != v.message)
                {
                    lines.push(format!("  also [{}] {}", other.rule, other.message));
                }
            }
        }
    }
    if !any {
        lines.push(format!(
            "moves: no own piece has a king step, flight or slide towards {sq}"
        ));
    }
    Ok(lines.join("\n") + "\n")
}

/// Whether the side to move may drop on `sq`, and which zone rule decides.
fn drop_lines(pos: &Position, sq: Square) -> Vec<String> {
    if let Some(p) = pos.at(sq) {
        return vec![format!("drop: no, {sq} holds {}", p.glyph())];
    }
    let object = pos.object_in_hand[pos.side.index()];
    let (mv, what) = if object {
        (Move::DropObject(sq), "object drop")
    } else {
        (Move::Drop(sq), "drop")
    };
    match Chatra::check(pos, &mv) {
        Ok(()) => vec![format!(
            "{what}: legal ({})",
            pos.zone_reason(sq).unwrap_or_default()
        )],
        Err(v) => {
            let mut lines = vec![format!("{what}: illegal [{}] {}", v.rule, v.message)];
            let zone_rule = v.rule == ChatraRule::DropZone || v.rule == ChatraRule::Offside;
            if let (false, Ok(why)) = (zone_rule || object, pos.zone_reason(sq)) {
                lines.push(format!("  zone: allowed ({why})"));
            }
            lines
        }
    }
}
