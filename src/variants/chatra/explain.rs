//! `--explain SQUARE`: for one square, why a drop there is or is not legal
//! and which pieces can or cannot move there, rule by rule — the questions
//! the forum argued over diagrams.

use std::fmt::Write;

use super::board::{Kind, Square};
use super::position::{Move, Position};

/// The explanation for `square`, or an error if it names no square.
pub fn explain(pos: &Position, square: &str) -> Result<String, String> {
    let sq = Square::parse(square.trim().to_ascii_lowercase().as_str())
        .ok_or_else(|| format!("`{square}` is not a square (a1-l12)"))?;
    let mut pos = pos.clone();
    let side = super::SIDE_NAMES[pos.side.index()];
    let mut out = String::new();
    let _ = writeln!(out, "{sq} (zone {}), {side} to move", sq.zone().letter());
    match pos.at(sq) {
        Some(p) => {
            let _ = writeln!(out, "drop: no, {sq} holds {}", p.glyph());
        }
        None => {
            let mv = if pos.object_in_hand[pos.side.index()] {
                Move::DropObject(sq)
            } else {
                Move::Drop(sq)
            };
            let what = if matches!(mv, Move::DropObject(_)) {
                "object drop"
            } else {
                "drop"
            };
            match pos.verdict(mv) {
                Ok(()) => {
                    let why = pos.zone_reason(sq).unwrap_or_default();
                    let _ = writeln!(out, "{what}: legal ({why})");
                }
                Err(v) => {
                    let _ = writeln!(out, "{what}: illegal [{}] {}", v.rule, v.message);
                    if v.rule != "chatra::drop-zone" && v.rule != "chatra::offside" {
                        if let Ok(why) = pos.zone_reason(sq) {
                            let _ = writeln!(out, "  zone: allowed ({why})");
                        }
                    }
                }
            }
        }
    }
    let mut any = false;
    for from in Square::all() {
        let Some(p) = pos.at(from).filter(|p| p.side == pos.side) else {
            continue;
        };
        if from == sq {
            continue;
        }
        let adjacent = from.to(sq).chebyshev() == 1;
        let relative = p.kind == Kind::Subject && !adjacent;
        let considered = adjacent
            || (relative
                && pos
                    .relative_reach(from, sq)
                    .map_or_else(|why| !why.is_empty(), |_| true));
        if !considered {
            continue;
        }
        any = true;
        let mv = Move::Shift { from, to: sq };
        let how = if adjacent {
            "king step".to_string()
        } else {
            pos.relative_reach(from, sq).unwrap_or_default()
        };
        match pos.verdict(mv) {
            Ok(()) => {
                let _ = writeln!(out, "{from}-{sq}: legal ({how})");
            }
            Err(v) => {
                let _ = writeln!(out, "{from}-{sq}: illegal [{}] {}", v.rule, v.message);
                if let Err(others) = pos.relative_reach(from, sq) {
                    for o in others.iter().filter(|o| o.message != v.message) {
                        let _ = writeln!(out, "  also [{}] {}", o.rule, o.message);
                    }
                }
            }
        }
    }
    if !any {
        let _ = writeln!(
            out,
            "moves: no own piece has a king step, flight or slide towards {sq}"
        );
    }
    Ok(out)
}
