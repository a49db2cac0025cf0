//! Why a move is illegal, and how the game ends.

use super::board::{Dir, Point};
use super::config::{BlockedPenalty, Capture, Chain, Return};
use super::position::{Action, Move, Position};
use super::{Alquerque, AlquerqueEnd, AlquerqueRule};
use crate::game::MoveList;
use crate::game::{Outcome, Rules, Side, Violation};

fn list(set: u32) -> String {
    Point::in_set(set)
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Explains why `mv` is not among the legal moves of `pos` (or `Ok` if it is).
pub fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
    let mut legal = MoveList::new();
    Alquerque::legal_moves(pos, &mut legal);
    if legal.contains(mv) {
        return Ok(());
    }
    check_huff(pos, mv)?;
    let mut after = *pos;
    if let Some(victim) = mv.huff {
        after.pieces[pos.side.other().index()] &= !victim.bit();
        after.huffable = 0;
    }
    match mv.action {
        None => Err(Violation::new(
            AlquerqueRule::MoveMissing,
            crate::msg!("alquerque-huff-alone"),
        )
        .help(crate::msg!("alquerque-huff-alone-help"))),
        Some(action) => check_action(&after, &action),
    }
}

fn check_huff(pos: &Position, mv: &Move) -> Result<(), Violation> {
    match (mv.huff, pos.huffable) {
        (None, 0) => Ok(()),
        (None, due) => Err(Violation::new(
            AlquerqueRule::HuffMissing,
            crate::msg!("alquerque-huff-missing", due = list(due)),
        )
        .help(crate::msg!("alquerque-huff-missing-help", sq = %Point::in_set(due).next().expect("non-empty")))),
        (Some(p), 0) => Err(Violation::new(
            AlquerqueRule::HuffNotDue,
            crate::msg!("alquerque-huff-not-due", sq = %p),
        )),
        (Some(p), due) if due & p.bit() == 0 => Err(Violation::new(
            AlquerqueRule::HuffWrongPiece,
            crate::msg!("alquerque-huff-wrong-piece", sq = %p, due = list(due)),
        )),
        _ => Ok(()),
    }
}

fn check_action(pos: &Position, action: &Action) -> Result<(), Violation> {
    let side = pos.side;
    let from = action.from();
    match pos.owner(from) {
        Some(s) if s == side => {}
        Some(_) => {
            return Err(Violation::new(
                AlquerqueRule::NotOwnPiece,
                crate::msg!("alquerque-not-own-piece", sq = %from),
            ));
        }
        None => {
            return Err(Violation::new(
                AlquerqueRule::NoPiece,
                crate::msg!("alquerque-no-piece", sq = %from),
            ));
        }
    }
    match *action {
        Action::Step { from, to } => check_step(pos, from, to),
        Action::Jump { .. } => check_jump(pos, action),
    }
}

fn check_step(pos: &Position, from: Point, to: Point) -> Result<(), Violation> {
    let side = pos.side;
    let Some(dir) = Dir::between(from, to) else {
        if Dir::between_jump(from, to).is_some() {
            return Err(Violation::new(
                AlquerqueRule::NotOnLine,
                crate::msg!("alquerque-two-points", from = %from, to = %to),
            )
            .help(crate::msg!("alquerque-two-points-help", from = %from, to = %to)));
        }
        return Err(Violation::new(
            AlquerqueRule::NotOnLine,
            crate::msg!("alquerque-not-on-line", from = %from, to = %to),
        ));
    };
    if pos.owner(to).is_some() {
        return Err(Violation::new(
            AlquerqueRule::Occupied,
            crate::msg!("alquerque-occupied", sq = %to),
        ));
    }
    if !pos.direction_allowed(side, dir) {
        return Err(Violation::new(
            AlquerqueRule::Backward,
            crate::msg!("alquerque-backward", from = %from, to = %to),
        ));
    }
    if pos.config.base_line_captures_only && Position::on_enemy_base_line(side, from) {
        return Err(Violation::new(
            AlquerqueRule::BaseLine,
            crate::msg!("alquerque-base-line", sq = %from),
        ));
    }
    if pos.marks[from.index()] & to.bit() != 0 {
        return Err(return_violation(pos, from, to));
    }
    if pos.config.capture == Capture::Forced && pos.capturers() != 0 {
        return Err(Violation::new(
            AlquerqueRule::CaptureCompulsory,
            crate::msg!("alquerque-capture-compulsory", due = list(pos.capturers())),
        ));
    }
    Err(Violation::new(
        AlquerqueRule::Illegal,
        crate::msg!("alquerque-illegal-step", from = %from, to = %to),
    ))
}

fn return_violation(pos: &Position, from: Point, to: Point) -> Violation {
    let which = match pos.config.ret {
        Return::GameStart => "game-start",
        _ => "before",
    };
    Violation::new(
        AlquerqueRule::Return,
        crate::msg!("alquerque-return", from = %from, to = %to, which = which),
    )
}

// Long because it follows a capture chain hop by hop, each rule a hop can break one early return.
fn check_jump(pos: &Position, action: &Action) -> Result<(), Violation> {
    let side = pos.side;
    let points = action.points();
    let from = points[0];
    let mut board = *pos;
    board.pieces[side.index()] &= !from.bit();
    let mut marks = pos.marks[from.index()];
    for (hop, pair) in points.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let Some(dir) = Dir::between_jump(a, b) else {
            return Err(Violation::new(
                AlquerqueRule::NotOnLine,
                crate::msg!("alquerque-jump-off-line", from = %a, to = %b),
            ));
        };
        let over = a.step(dir).expect("on a line");
        match board.owner(over) {
            None => {
                return Err(Violation::new(
                    AlquerqueRule::JumpOverEmpty,
                    crate::msg!("alquerque-jump-over-empty", from = %a, to = %b, over = %over),
                ));
            }
            Some(s) if s == side => {
                return Err(Violation::new(
                    AlquerqueRule::JumpOwnPiece,
                    crate::msg!("alquerque-jump-own-piece", from = %a, to = %b, over = %over),
                ));
            }
            Some(_) => {}
        }
        if board.owner(b).is_some() {
            return Err(Violation::new(
                AlquerqueRule::Occupied,
                crate::msg!("alquerque-jump-occupied", from = %a, to = %b),
            ));
        }
        if !board.direction_allowed(side, dir) {
            return Err(Violation::new(
                AlquerqueRule::Backward,
                crate::msg!("alquerque-jump-backward", from = %a, to = %b),
            ));
        }
        if marks & b.bit() != 0 {
            return Err(return_violation(pos, from, b));
        }
        if hop > 0 && pos.config.chain == Chain::Single {
            return Err(Violation::new(
                AlquerqueRule::SingleJump,
                crate::msg!("alquerque-single-jump"),
            ));
        }
        board.pieces[side.other().index()] &= !over.bit();
        if pos.config.ret == Return::Ever {
            marks |= b.bit();
        }
    }
    let to = action.to();
    if pos.config.ret == Return::TurnStart && to == from {
        return Err(Violation::new(
            AlquerqueRule::Return,
            crate::msg!("alquerque-return-turn-start", sq = %from),
        ));
    }
    if pos.config.chain == Chain::Forced {
        let mut further = board;
        further.pieces[side.index()] |= to.bit();
        further.marks[to.index()] = marks;
        if further.jumps(to, None, None) {
            return Err(Violation::new(
                AlquerqueRule::ChainIncomplete,
                crate::msg!("alquerque-chain-incomplete", sq = %to),
            ));
        }
    }
    Err(Violation::new(
        AlquerqueRule::Illegal,
        crate::msg!("alquerque-illegal-capture"),
    ))
}

/// How the game stands: over or not.
pub fn outcome(pos: &Position) -> Option<Outcome> {
    let side = pos.side;
    let (own, enemy) = (pos.count(side), pos.count(side.other()));
    if own == 0 || !Alquerque::has_legal_move(pos) {
        let reason = if own == 0 {
            AlquerqueEnd::AllCaptured
        } else {
            AlquerqueEnd::NoMove
        };
        let mut o = Outcome::win(side.other(), reason);
        if pos.config.scoring {
            o.score = Some(score(side, own, enemy, pos.config.blocked_penalty));
        }
        return Some(o);
    }
    if own == enemy && !capture_ever_possible(pos) {
        return Some(Outcome::draw(AlquerqueEnd::NoCapturePossible));
    }
    None
}

/// Bell's points when `loser` (with `lost` pieces) loses to a winner with `won`.
fn score(loser: Side, lost: u32, won: u32, penalty: BlockedPenalty) -> [i32; 2] {
    let (l, w) = (lost as i32, won as i32);
    let points = if l == 0 {
        2 + w
    } else if w >= l {
        2 + (w - l)
    } else {
        match penalty {
            BlockedPenalty::Literal => 2 + (l - w),
            BlockedPenalty::Signed => 2 - (l - w),
        }
    };
    let mut s = [0, 0];
    s[loser.index()] = -points;
    s
}

/// Whether any capture could ever happen: for each pair of enemy pieces,
/// could the attacker stand next to the victim with an empty point beyond,
/// given only where each could ever go (ranks, under forward-only rules)?
/// Over-approximates, so a `false` is certain.
fn capture_ever_possible(pos: &Position) -> bool {
    for side in [Side::First, Side::Second] {
        let reach = |s: Side, p: Point| -> u32 {
            if !pos.config.forward_only {
                return (1 << 25) - 1;
            }
            Point::iter()
                .filter(|q| {
                    if s == Side::First {
                        q.rank() >= p.rank()
                    } else {
                        q.rank() <= p.rank()
                    }
                })
                .fold(0, |m, q| m | q.bit())
        };
        let attackers = Point::in_set(pos.pieces[side.index()]).fold(0, |m, p| m | reach(side, p));
        let victims = Point::in_set(pos.pieces[side.other().index()])
            .fold(0, |m, p| m | reach(side.other(), p));
        for at in Point::in_set(attackers) {
            for dir in Dir::ALL {
                if !pos.direction_allowed(side, dir) {
                    continue;
                }
                if let Some(over) = at.step(dir) {
                    if victims & over.bit() != 0 && over.step(dir).is_some() {
                        return true;
                    }
                }
            }
        }
    }
    false
}
