//! `--explain SQUARE`: for one square, why a drop there is or is not legal
//! and which pieces can or cannot move there, rule by rule — the questions
//! the forum argued over diagrams.

use super::board::{Kind, Square};
use super::position::{Move, Position};
use super::{Chatra, ChatraRule};
use crate::game::Violation;
use crate::game::prelude::*;
use crate::messages::{Lang, Msg};
use crate::msg;

/// The explanation for `square`, or an error if it names no square; its
/// words in `lang`.
pub fn explain(pos: &Position, square: &str, lang: Lang) -> Result<String, String> {
    let sq = Square::parse(square.trim().to_ascii_lowercase().as_str())
        .ok_or_else(|| msg!("explain-chatra-no-square", text = square).render(lang))?;
    let side = msg!("side-name", name = super::SIDE_NAMES[pos.side.index()]);
    let zone = sq.zone().letter().to_string();
    let head = msg!("explain-chatra-square", square = %sq, zone = zone, side = side);
    let mut lines = vec![head.render(lang)];
    lines.extend(drop_lines(pos, sq, lang));
    let movers: Vec<Square> = Square::all()
        .filter(|&f| f != sq && pos.at(f).is_some_and(|p| p.side == pos.side))
        .collect();
    let mut any = false;
    for from in movers {
        let step = from.to(sq).chebyshev() == 1;
        let relative = pos.at(from).is_some_and(|p| p.kind == Kind::Subject) && !step;
        let how = match (step, relative) {
            (true, _) => Ok(msg!("explain-chatra-king-step")),
            (false, true) => pos.relative_reach(from, sq),
            (false, false) => continue,
        };
        // Only pieces some function points at `sq` are worth a line.
        if matches!(&how, Err(why) if why.is_empty()) {
            continue;
        }
        any = true;
        let mv = format!("{from}-{sq}");
        match Chatra::check(pos, &Move::Shift { from, to: sq }) {
            Ok(()) => {
                let how = how.unwrap_or_else(|_| Msg::from(""));
                lines.push(msg!("explain-chatra-legal", what = mv, how = how).render(lang));
            }
            Err(v) => {
                lines.push(illegal(mv, &v, lang));
                for other in how
                    .err()
                    .unwrap_or_default()
                    .iter()
                    .filter(|o| o.message != v.message)
                {
                    let also = msg!("explain-chatra-also", rule = %other.rule, message = other.message_in(lang));
                    lines.push(format!("  {}", also.render(lang)));
                }
            }
        }
    }
    if !any {
        lines.push(msg!("explain-chatra-no-mover", square = %sq).render(lang));
    }
    Ok(lines.join("\n") + "\n")
}

/// `what: illegal [rule] message`, in `lang`.
fn illegal(what: String, v: &Violation, lang: Lang) -> String {
    let line =
        msg!("explain-chatra-illegal", what = what, rule = %v.rule, message = v.message_in(lang));
    line.render(lang)
}

/// Whether the side to move may drop on `sq`, and which zone rule decides.
fn drop_lines(pos: &Position, sq: Square, lang: Lang) -> Vec<String> {
    if let Some(p) = pos.at(sq) {
        let glyph = p.glyph().to_string();
        return vec![msg!("explain-chatra-occupied", square = %sq, glyph = glyph).render(lang)];
    }
    let object = pos.object_in_hand[pos.side.index()];
    let (mv, what) = if object {
        (Move::DropObject(sq), msg!("explain-chatra-object-drop"))
    } else {
        (Move::Drop(sq), msg!("explain-chatra-drop"))
    };
    let what = what.render(lang);
    match Chatra::check(pos, &mv) {
        Ok(()) => {
            let how = pos.zone_reason(sq).unwrap_or_else(|_| Msg::from(""));
            vec![msg!("explain-chatra-legal", what = what, how = how).render(lang)]
        }
        Err(v) => {
            let mut lines = vec![illegal(what, &v, lang)];
            let zone_rule = v.rule == ChatraRule::DropZone || v.rule == ChatraRule::Offside;
            if let (false, Ok(why)) = (zone_rule || object, pos.zone_reason(sq)) {
                let zone = msg!("explain-chatra-zone-allowed", why = why);
                lines.push(format!("  {}", zone.render(lang)));
            }
            lines
        }
    }
}
