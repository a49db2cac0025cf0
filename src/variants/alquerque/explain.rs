//! `hensou moves --variant alquerque --explain c3`: what stands on a point,
//! the lines through it, a huff that is due, a capture that must or may be
//! made, the legal turns from and to it, and the rule that refuses each
//! step or single jump from or to it that is not legal.

use super::Alquerque;
use super::board::{Dir, Point};
use super::config::Capture;
use super::ids::AlquerqueRule;
use super::legality::check;
use super::notation::Algebraic;
use super::position::{Action, Move, Position};
use crate::game::MoveList;
use crate::game::{Notation, Rules};

/// `c3`, or `13` as the numeric notation counts (1 = a1 ... 25 = e5).
fn read_point(text: &str) -> Option<Point> {
    let t = text.trim();
    let b = t.as_bytes();
    if b.len() == 2 && (b'a'..=b'e').contains(&b[0]) && (b'1'..=b'5').contains(&b[1]) {
        return Point::at(b[0] - b'a', b[1] - b'1');
    }
    t.parse::<u8>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(Point::new)
}

/// The rules every point shares (an own piece stands there, no piece to
/// move, the generic refusal): left out.
const EVERYWHERE: [AlquerqueRule; 4] = [
    AlquerqueRule::Occupied,
    AlquerqueRule::NoPiece,
    AlquerqueRule::NotOwnPiece,
    AlquerqueRule::Illegal,
];

// Long because it says one line per fact about a point, in the order they are shown; each is a few
// lines of its own.
pub fn explain(pos: &Position, text: &str) -> Result<String, String> {
    let p = read_point(text)
        .ok_or_else(|| format!("`{text}` is no point: write c3 (a1 to e5) or 13 (1 to 25)"))?;
    let sides = ["White", "Black"];
    let (us, them) = (pos.side, pos.side.other());
    let mut out = vec![match pos.owner(p) {
        None => format!("{p}: empty"),
        Some(s) => format!("{p}: a {} piece", sides[s.index()]),
    }];
    let lines: Vec<String> = Dir::ALL
        .iter()
        .filter_map(|&d| p.step(d))
        .map(|q| q.to_string())
        .collect();
    let kind = if p.has_diagonals() {
        "orthogonal and diagonal lines"
    } else {
        "orthogonal lines only"
    };
    out.push(format!("{kind}: neighbours {}", lines.join(" ")));
    out.push(format!("{} to move", sides[us.index()]));
    if pos.huffable != 0 {
        out.push(format!(
            "a huff is due: {} missed a capture, so one of {} must be removed before the move",
            sides[them.index()],
            points(pos.huffable)
        ));
    }
    let capturers = pos.capturers();
    if capturers != 0 {
        out.push(match pos.config.capture {
            Capture::Forced => {
                format!("a capture is compulsory: {} can capture", points(capturers))
            }
            Capture::Huff => format!(
                "{} can capture: a turn without a capture lets {} huff one of them",
                points(capturers),
                sides[them.index()]
            ),
            Capture::Free => format!("{} can capture; capturing is optional", points(capturers)),
        });
    }
    let mut legal = MoveList::new();
    Alquerque::legal_moves(pos, &mut legal);
    let print = |m: &Move| Algebraic.print(pos, m);
    let list = |moves: Vec<String>| {
        if moves.is_empty() {
            "none".to_string()
        } else {
            moves.join(", ")
        }
    };
    let touches = |m: &Move, end: fn(&Action) -> Point| m.action.is_some_and(|a| end(&a) == p);
    out.push(format!(
        "legal from here: {}",
        list(
            legal
                .iter()
                .filter(|m| touches(m, Action::from))
                .map(print)
                .collect()
        )
    ));
    out.push(format!(
        "legal to here: {}",
        list(
            legal
                .iter()
                .filter(|m| touches(m, Action::to))
                .map(print)
                .collect()
        )
    ));
    let huff = Point::in_set(pos.huffable).next();
    let refused: Vec<String> = attempts(pos, p)
        .into_iter()
        .map(|action| Move {
            huff,
            action: Some(action),
        })
        .filter(|m| !legal.contains(m))
        .filter_map(|m| {
            let v = check(pos, &m).err()?;
            (!EVERYWHERE.iter().any(|&r| v.rule == r))
                .then(|| format!("  {}: {} — {}", print(&m), v.rule, v.message))
        })
        .collect();
    // A turn that leaves the due huff out, and the rule that refuses it.
    let unhuffed = Move {
        huff: None,
        action: legal.iter().find_map(|m| m.action),
    };
    if let Some(v) = huff.and_then(|_| check(pos, &unhuffed).err()) {
        out.push(format!(
            "a turn without the huff: {} — {}",
            v.rule, v.message
        ));
    }
    if !refused.is_empty() {
        out.push("refused here:".into());
        out.extend(refused);
    }
    Ok(out.join("\n"))
}

fn points(set: u32) -> String {
    Point::in_set(set)
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Steps to every point next to `p` on the grid (a line joins them or not)
/// and single jumps to every point two away, from `p` if the side to move
/// has a piece there, and onto `p` from each of its pieces.
fn attempts(pos: &Position, p: Point) -> Vec<Action> {
    let near = |a: Point, b: Point| {
        let (df, dr) = (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()));
        match (df.max(dr), df.min(dr)) {
            (1, _) => Some(false),
            (2, 0) | (2, 2) => Some(true),
            _ => None,
        }
    };
    let action = |from: Point, to: Point, jump: bool| {
        if jump {
            Action::jump(&[from, to])
        } else {
            Action::Step { from, to }
        }
    };
    let mut out = Vec::new();
    if pos.owner(p) == Some(pos.side) {
        for to in Point::iter() {
            if let Some(jump) = near(p, to) {
                out.push(action(p, to, jump));
            }
        }
    }
    for from in Point::in_set(pos.pieces[pos.side.index()]) {
        if let Some(jump) = near(from, p) {
            out.push(action(from, p, jump));
        }
    }
    out
}
