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
use crate::game::{Notation, Rules, Side, Violation};
use crate::messages::{Lang, Msg};
use crate::msg;

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

/// The explanation of point `text`, its words in `lang`.
pub fn explain(pos: &Position, text: &str, lang: Lang) -> Result<String, String> {
    let say = |m: Msg| m.render(lang);
    let p = read_point(text).ok_or_else(|| say(msg!("explain-alquerque-no-point", text = text)))?;
    let mut out = facts(pos, p, lang);
    let mut legal = MoveList::new();
    Alquerque::legal_moves(pos, &mut legal);
    let print = |m: &Move| Algebraic.print(pos, m);
    let list = |moves: Vec<String>| {
        if moves.is_empty() {
            say(msg!("explain-none"))
        } else {
            moves.join(", ")
        }
    };
    let touches = |m: &Move, end: fn(&Action) -> Point| m.action.is_some_and(|a| end(&a) == p);
    let through = |end: fn(&Action) -> Point| {
        list(
            legal
                .iter()
                .filter(|m| touches(m, end))
                .map(print)
                .collect(),
        )
    };
    let (from_here, to_here) = (through(Action::from), through(Action::to));
    out.push(say(msg!("explain-legal-from", moves = from_here)));
    out.push(say(msg!("explain-legal-to", moves = to_here)));
    let huff = Point::in_set(pos.huffable).next();
    let why = |v: &Violation| format!("{} — {}", v.rule, v.message_in(lang));
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
                .then(|| format!("  {}: {}", print(&m), why(&v)))
        })
        .collect();
    // A turn that leaves the due huff out, and the rule that refuses it.
    let unhuffed = Move {
        huff: None,
        action: legal.iter().find_map(|m| m.action),
    };
    if let Some(v) = huff.and_then(|_| check(pos, &unhuffed).err()) {
        out.push(say(msg!("explain-alquerque-unhuffed", why = why(&v))));
    }
    if !refused.is_empty() {
        out.push(say(msg!("explain-refused-here")));
        out.extend(refused);
    }
    Ok(out.join("\n"))
}

/// What stands on `p`, the lines through it, the side to move, a huff
/// that is due and a capture that must or may be made, in `lang`.
fn facts(pos: &Position, p: Point, lang: Lang) -> Vec<String> {
    let say = |m: Msg| m.render(lang);
    let side = |s: Side| msg!("side-name", name = ["White", "Black"][s.index()]);
    let (us, them) = (pos.side, pos.side.other());
    let mut out = vec![say(match pos.owner(p) {
        None => msg!("explain-empty", square = %p),
        Some(s) => msg!("explain-alquerque-piece", point = %p, side = side(s)),
    })];
    let lines: Vec<String> = Dir::ALL
        .iter()
        .filter_map(|&d| p.step(d))
        .map(|q| q.to_string())
        .collect();
    let diagonals = if p.has_diagonals() { "yes" } else { "no" };
    let neighbours = lines.join(" ");
    out.push(say(msg!(
        "explain-alquerque-lines",
        diagonals = diagonals,
        neighbours = neighbours
    )));
    out.push(say(msg!("explain-to-move", side = side(us))));
    if pos.huffable != 0 {
        let due = msg!(
            "explain-alquerque-huff-due",
            side = side(them),
            points = points(pos.huffable)
        );
        out.push(say(due));
    }
    let capturers = pos.capturers();
    if capturers != 0 {
        let points = points(capturers);
        out.push(say(match pos.config.capture {
            Capture::Forced => msg!("explain-alquerque-capture-forced", points = points),
            Capture::Huff => msg!(
                "explain-alquerque-capture-huff",
                points = points,
                side = side(them)
            ),
            Capture::Free => msg!("explain-alquerque-capture-free", points = points),
        }));
    }
    out
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
