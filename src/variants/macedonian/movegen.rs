//! Move generation and attacks. One description of each piece's movement
//! serves generation, legality checks and the attack test.

use super::Macedonian;
use super::board::{Kind, Piece, Square, forward_rank};
use super::position::{Action, Move, Position};
use crate::game::MoveList;
use crate::game::{Rules, Side};

const KING: &[(i8, i8)] = &[
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const PRINCE: &[(i8, i8)] = &[(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)];
const GENERAL: &[(i8, i8)] = &[(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
const CAVALRY: &[(i8, i8)] = &[
    (-1, 2),
    (1, 2),
    (-2, 1),
    (2, 1),
    (-2, -1),
    (2, -1),
    (-1, -2),
    (1, -2),
];
const ARCHER: &[(i8, i8)] = &[(0, 1), (-1, 0), (1, 0), (0, -1)];
const FORWARD: &[(i8, i8)] = &[(0, 1)];
const PROMOTED: &[(i8, i8)] = &[(0, 1), (-1, 0), (1, 0)];
/// The eight queen directions an arrow flies along.
pub const QUEEN: &[(i8, i8)] = KING;

/// The single steps (and leaps) of a piece, as (aside, forward) offsets.
fn steps(piece: Piece) -> &'static [(i8, i8)] {
    match piece.kind {
        Kind::King => KING,
        Kind::Prince => PRINCE,
        Kind::General => GENERAL,
        Kind::Cavalry => CAVALRY,
        Kind::Archer => ARCHER,
        Kind::Pawn | Kind::Heavy if piece.promoted => PROMOTED,
        Kind::Pawn | Kind::Heavy => FORWARD,
        Kind::Arrow => &[],
    }
}

/// Calls `f` with every square `piece` on `from` can step to: on the board
/// and not held by its own side. A 重 also reaches two squares ahead when
/// the square between is empty.
pub fn for_each_step(pos: &Position, from: Square, piece: Piece, mut f: impl FnMut(Square)) {
    let open = |to: Square| pos.at(to).is_none_or(|p| p.side != piece.side);
    for &(aside, ahead) in steps(piece) {
        if let Some(to) = from.toward(piece.side, aside, ahead).filter(|&to| open(to)) {
            f(to);
        }
    }
    if piece.kind == Kind::Heavy {
        if let Some(first) = from
            .toward(piece.side, 0, 1)
            .filter(|&sq| pos.at(sq).is_none())
        {
            if let Some(to) = first.toward(piece.side, 0, 1).filter(|&to| open(to)) {
                f(to);
            }
        }
    }
}

/// Walks the queen line from `from` in direction `dir` and returns the
/// empty squares passed (through `f`) and the first occupied square.
pub fn walk_ray(
    pos: &Position,
    from: Square,
    dir: (i8, i8),
    mut empty: impl FnMut(Square),
) -> Option<Square> {
    let mut sq = from;
    while let Some(next) = sq.offset(dir.0, dir.1) {
        if pos.at(next).is_some() {
            return Some(next);
        }
        empty(next);
        sq = next;
    }
    None
}

/// Calls `f` with every square an archer of `side` on `from` can shoot to:
/// empty squares, enemy pieces, and own archers with room for an arrow.
pub fn for_each_shot(pos: &Position, from: Square, side: Side, mut f: impl FnMut(Square)) {
    for &dir in QUEEN {
        if let Some(hit) = walk_ray(pos, from, dir, &mut f) {
            let target = pos.at(hit).expect("occupied");
            if target.side != side || target.has_room_for_arrow(side) {
                f(hit);
            }
        }
    }
}

/// Calls `f` with every own archer (with room) a lone arrow of `side` on
/// `from` can fly back onto.
pub fn for_each_return(pos: &Position, from: Square, side: Side, mut f: impl FnMut(Square)) {
    for &dir in QUEEN {
        if let Some(hit) = walk_ray(pos, from, dir, |_| {}) {
            if pos.at(hit).expect("occupied").has_room_for_arrow(side) {
                f(hit);
            }
        }
    }
}

/// Every action of the side to move, without 譲位 and without the
/// `must_escape_check` filter.
pub fn actions(pos: &Position, out: &mut Vec<Action>) {
    for_each_action(pos, |a| out.push(a));
}

/// Calls `f` with every action of the side to move (see [`actions`]).
pub fn for_each_action(pos: &Position, mut f: impl FnMut(Action)) {
    any_action(pos, |a| {
        f(a);
        false
    });
}

/// Whether `found` says yes to some action of the side to move; the walk
/// stops after the piece (or the hand piece) where it first does, which is
/// what lets the end-of-game test look no further than the first move.
pub fn any_action(pos: &Position, mut found: impl FnMut(Action) -> bool) -> bool {
    let side = pos.to_move;
    for from in Square::all() {
        let Some(piece) = pos.at(from).filter(|p| p.side == side) else {
            continue;
        };
        let mut hit = false;
        let mut offer = |a: Action| hit = hit || found(a);
        if piece.kind == Kind::Arrow {
            for_each_return(pos, from, side, |to| offer(Action::Return { from, to }));
        } else {
            for_each_step(pos, from, piece, |to| {
                offer(Action::Step {
                    from,
                    to,
                    promote: Position::promotes(piece, to),
                });
            });
            if piece.kind == Kind::Archer && piece.arrows > 0 {
                for_each_shot(pos, from, side, |to| offer(Action::Shoot { from, to }));
            }
        }
        if hit {
            return true;
        }
    }
    let hand = pos.hands[side.index()];
    for (piece, _) in hand.held() {
        for to in Square::all().filter(|&to| super::board::in_drop_zone(side, to)) {
            let target = pos.at(to);
            let fits = match piece.dropped(side) {
                Some(_) => target.is_none(),
                None => target.is_some_and(|p| p.has_room_for_arrow(side)),
            };
            if fits && found(Action::Drop { piece, to }) {
                return true;
            }
        }
    }
    false
}

/// Whether some move of `by` could land on `sq`, an empty square or one
/// held by the other side: a step or leap (every piece reaches at most two
/// squares away), or a shot by the first piece along a queen line from `sq`.
/// Lone arrows never capture.
pub fn attacked(pos: &Position, sq: Square, by: Side) -> bool {
    let shot = QUEEN.iter().any(|&dir| {
        walk_ray(pos, sq, dir, |_| {})
            .and_then(|hit| pos.at(hit))
            .is_some_and(|p| p.side == by && p.kind == Kind::Archer && p.arrows > 0)
    });
    shot || (-2..=2)
        .flat_map(|df| (-2..=2).map(move |dr| (df, dr)))
        .any(|(df, dr)| {
            let Some(from) = sq.offset(df, dr) else {
                return false;
            };
            let Some(piece) = pos.at(from).filter(|p| p.side == by) else {
                return false;
            };
            let mut hit = false;
            for_each_step(pos, from, piece, |to| hit |= to == sq);
            hit
        })
}

/// Whether the game is over because a crowned piece has been captured.
pub fn crown_lost(pos: &Position) -> Option<Side> {
    [Side::First, Side::Second]
        .into_iter()
        .find(|&side| !crown_on_board(pos, side))
}

/// Whether `side`'s crowned piece is on the board, looked for from the
/// side's own back rank, where it usually stays: asked before every ply.
fn crown_on_board(pos: &Position, side: Side) -> bool {
    let crowned = pos.crowned(side);
    let is_crown = |cell: &Option<Piece>| cell.is_some_and(|p| p.side == side && p.kind == crowned);
    if forward_rank(side) > 0 {
        pos.board.iter().any(is_crown)
    } else {
        pos.board.iter().rev().any(is_crown)
    }
}

/// Under `must_escape_check`: whether `mv` leaves the mover's crowned piece
/// safe from capture (a move that captures the enemy crown always is).
pub fn keeps_crown_safe(pos: &Position, mv: &Move) -> bool {
    let side = pos.to_move;
    let mut next = pos.clone();
    Macedonian::play(&mut next, mv);
    if next.crown_square(side.other()).is_none() {
        return true;
    }
    next.crown_square(side)
        .is_some_and(|sq| !attacked(&next, sq, side.other()))
}

/// Every legal turn: each action, then each action after 譲位 when the
/// crown can be passed.
pub fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
    if crown_lost(pos).is_some() {
        return;
    }
    let start = out.len();
    for_each_action(pos, |action| out.push(Move::plain(action)));
    if pos.abdication_bar(pos.to_move).is_none() {
        let plain = out.len();
        for i in start..plain {
            let crowned = Move {
                abdicate: true,
                ..out[i]
            };
            out.push(crowned);
        }
    }
    if pos.config.must_escape_check {
        let safe: MoveList<Move> = out
            .drain(start..)
            .filter(|m| keeps_crown_safe(pos, m))
            .collect();
        out.extend(safe);
    }
}

/// Whether the side to move has any legal turn, found without building the
/// list (the replay asks this after every ply).
pub fn has_legal_turn(pos: &Position) -> bool {
    crown_lost(pos).is_none() && has_turn_with_crowns(pos)
}

/// [`has_legal_turn`] once both crowns are known to be on the board (the
/// end-of-game test has just looked).
pub fn has_turn_with_crowns(pos: &Position) -> bool {
    if !pos.config.must_escape_check {
        return any_action(pos, |_| true);
    }
    let abdicate = pos.abdication_bar(pos.to_move).is_none();
    any_action(pos, |action| {
        keeps_crown_safe(pos, &Move::plain(action))
            || (abdicate
                && keeps_crown_safe(
                    pos,
                    &Move {
                        abdicate: true,
                        action,
                    },
                ))
    })
}
