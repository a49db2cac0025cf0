//! Actions, their generation, their legality and their effect.
//!
//! Everything here works on the copyable [`State`], so that the fast perft
//! walks states without the history a [`super::Position`] carries. Whether
//! an action is legal, and which rule it breaks, is in `legality`.

use super::SheltRule;
use super::board::{Occupant, Square, State};
use super::pieces::{Kind, Pattern, PieceId};
use crate::game::MoveList;
use crate::game::{Side, Violation};
use crate::messages::Msg;

mod legality;

pub use legality::check;

/// One turn: exactly one action (research/shelt.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A move or capture by a piece or by the Temas; onto the Temas it is
    /// the capture of the Temas (a swap of squares).
    Step { from: Square, to: Square },
    /// Turn a front-line piece (or the Temas) sideways, or back.
    Rotate { at: Square, sideways: bool },
    /// 随伴: the mover goes `from`→`to`, the partner by the same vector.
    Accompany {
        from: Square,
        to: Square,
        partner: Square,
    },
    /// 扉の軸移動: a door steps one square sideways.
    Shift { from: Square, to: Square },
    /// Put a piece from hand on the Temas.
    Attach(PieceId),
    /// Take one's attachment back into hand.
    Return(PieceId),
    /// Return `old` and attach `new` in one turn.
    Replace { old: PieceId, new: PieceId },
}

/// Rule options that change which actions exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Flags {
    /// The Temas may be captured (swapped) even when the opponent has
    /// nothing attached (the seed's contradicted sentence; off by default).
    pub bare_temas_capturable: bool,
}

/// Who acts from a square, and how it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mover {
    pub kind: Kind,
    pub rotated: bool,
    /// The Temas, moving as its side's attachment.
    pub temas: bool,
}

impl Mover {
    pub fn pattern(self) -> Pattern {
        self.kind.pattern(self.rotated)
    }
}

/// The piece of `side` on `sq`, or the Temas if `side` has a piece on it.
pub fn mover(state: &State, sq: Square, side: Side) -> Option<Mover> {
    match state.at(sq)? {
        Occupant::Piece(p) if p.side() == side => Some(Mover {
            kind: p.kind(),
            rotated: state.is_rotated(p),
            temas: false,
        }),
        Occupant::Piece(_) => None,
        Occupant::Temas => state.temas_kind(side).map(|kind| Mover {
            kind,
            rotated: state.temas_rotated,
            temas: true,
        }),
    }
}

/// Whether `side` may capture the Temas now.
pub fn temas_capturable(state: &State, side: Side, flags: Flags) -> bool {
    flags.bare_temas_capturable || state.attached[side.other().index()].is_some()
}

/// Whether a partner on `sq` may be taken along by `side`.
fn partner_ok(state: &State, sq: Square, side: Side, mover_is_temas: bool) -> bool {
    match state.at(sq) {
        Some(Occupant::Piece(p)) => p.side() == side && p.kind().is_front(),
        Some(Occupant::Temas) => {
            !mover_is_temas && state.temas_kind(side).is_some_and(Kind::is_front)
        }
        None => false,
    }
}

const ORTHO: [(i8, i8); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The axis ban: a vector along the line joining mover and partner.
fn along_axis(dir: (i8, i8), partner_offset: (i8, i8)) -> bool {
    if partner_offset.0 == 0 {
        dir.0 == 0
    } else {
        dir.1 == 0
    }
}

/// Appends every legal action of the side to move.
pub fn generate(state: &State, flags: Flags, out: &mut MoveList<Move>) {
    let side = state.to_move;
    let can_take_temas = temas_capturable(state, side, flags);
    for from in Square::all() {
        let Some(m) = mover(state, from, side) else {
            continue;
        };
        let pat = m.pattern();
        for &dir in pat.dirs {
            let mut cur = from;
            for _ in 0..pat.range {
                let Some(to) = cur.offset(dir) else { break };
                cur = to;
                match state.at(to) {
                    None => out.push(Move::Step { from, to }),
                    Some(Occupant::Piece(q)) => {
                        if q.side() != side {
                            out.push(Move::Step { from, to });
                        }
                        break;
                    }
                    Some(Occupant::Temas) => {
                        if can_take_temas {
                            out.push(Move::Step { from, to });
                        }
                        break;
                    }
                }
            }
        }
        if m.kind.is_front() {
            out.push(Move::Rotate {
                at: from,
                sideways: !m.rotated,
            });
            accompaniments(state, from, m, side, out);
        }
        if m.kind == Kind::Door {
            // The attack test is the costly part: only ask it when a side
            // square is free.
            let free: [Option<Square>; 2] =
                [-1, 1].map(|dc| from.offset((0, dc)).filter(|&to| state.at(to).is_none()));
            if free.iter().any(Option::is_some) && !attacked(state, from, side.other(), flags) {
                out.extend(
                    free.into_iter()
                        .flatten()
                        .map(|to| Move::Shift { from, to }),
                );
            }
        }
    }
    let hand = state.hands[side.index()];
    match state.attached[side.index()] {
        None => out.extend(PieceId::of_bits(hand).map(Move::Attach)),
        Some(old) => {
            out.push(Move::Return(old));
            out.extend(PieceId::of_bits(hand).map(|new| Move::Replace { old, new }));
        }
    }
}

fn accompaniments(state: &State, from: Square, m: Mover, side: Side, out: &mut MoveList<Move>) {
    let pat = m.pattern();
    for o in ORTHO {
        let Some(partner) = from.offset(o) else {
            continue;
        };
        if !partner_ok(state, partner, side, m.temas) {
            continue;
        }
        for &dir in pat.dirs {
            if along_axis(dir, o) {
                continue;
            }
            for n in 1..=pat.range as i8 {
                let v = (dir.0 * n, dir.1 * n);
                let Some(to) = from.offset(v) else { break };
                if state.at(to).is_some() {
                    break;
                }
                if partner.offset(v).is_some_and(|pt| state.at(pt).is_none()) {
                    out.push(Move::Accompany { from, to, partner });
                }
            }
        }
    }
}

/// Whether `pat` from `from` reaches `target` with every square between empty.
pub fn reaches(state: &State, from: Square, pat: Pattern, target: Square) -> bool {
    let Some((dir, n)) = pat.step_for(from.delta(target)) else {
        return false;
    };
    let mut cur = from;
    for _ in 1..n {
        cur = cur
            .offset(dir)
            .expect("a square between two squares is on the board");
        if state.at(cur).is_some() {
            return false;
        }
    }
    true
}

/// Whether `by` could capture what stands on `target` on its next turn.
pub fn attacked(state: &State, target: Square, by: Side, flags: Flags) -> bool {
    if state.at(target) == Some(Occupant::Temas) && !temas_capturable(state, by, flags) {
        return false;
    }
    Square::all().any(|from| {
        from != target
            && mover(state, from, by).is_some_and(|m| reaches(state, from, m.pattern(), target))
    })
}

/// Plays a legal action.
pub fn apply(state: &mut State, mv: &Move) {
    let side = state.to_move;
    match *mv {
        Move::Step { from, to } => {
            let moving = state.at(from);
            match state.at(to) {
                Some(Occupant::Temas) => {
                    // Capturing the Temas swaps the two; the opponent's
                    // attachment is destroyed, the capturer's stays.
                    state.cells[to.0 as usize] = moving;
                    state.cells[from.0 as usize] = Some(Occupant::Temas);
                    state.temas_at = from;
                    state.attached[side.other().index()] = None;
                    return finish(state);
                }
                Some(Occupant::Piece(q)) => {
                    state.hands[side.index()] |= q.bit();
                    state.rotated &= !q.bit();
                    if moving == Some(Occupant::Temas) {
                        // The attachment that captured is used up.
                        state.attached[side.index()] = None;
                    }
                }
                None => {}
            }
            relocate(state, from, to);
        }
        Move::Shift { from, to } => relocate(state, from, to),
        Move::Rotate { at, sideways } => match state.at(at) {
            Some(Occupant::Temas) => state.temas_rotated = sideways,
            Some(Occupant::Piece(p)) if sideways => state.rotated |= p.bit(),
            Some(Occupant::Piece(p)) => state.rotated &= !p.bit(),
            None => {}
        },
        Move::Accompany { from, to, partner } => {
            let partner_to = partner
                .offset(from.delta(to))
                .expect("a legal accompaniment stays on the board");
            relocate(state, from, to);
            relocate(state, partner, partner_to);
        }
        Move::Attach(p) => {
            state.hands[side.index()] &= !p.bit();
            state.attached[side.index()] = Some(p);
        }
        Move::Return(old) => {
            state.attached[side.index()] = None;
            state.hands[side.index()] |= old.bit();
        }
        Move::Replace { old, new } => {
            state.hands[side.index()] = (state.hands[side.index()] & !new.bit()) | old.bit();
            state.attached[side.index()] = Some(new);
        }
    }
    finish(state);
}

/// Plays a legal action and returns the key (see [`State::key`]) of the
/// state it leads to, given `key`, the key of the state before it.
pub fn apply_keyed(state: &mut State, mv: &Move, key: u64) -> u64 {
    let before = *state;
    apply(state, mv);
    key ^ before.key_change(state, touched(mv))
}

/// The squares (a bit per square) whose contents an action may change.
fn touched(mv: &Move) -> u64 {
    let bit = |sq: Square| 1u64 << sq.0;
    match *mv {
        Move::Step { from, to } | Move::Shift { from, to } => bit(from) | bit(to),
        Move::Accompany { from, to, partner } => {
            let partner_to = partner.offset(from.delta(to)).map_or(0, bit);
            bit(from) | bit(to) | bit(partner) | partner_to
        }
        Move::Rotate { .. } | Move::Attach(_) | Move::Return(_) | Move::Replace { .. } => 0,
    }
}

/// Whether the side to move has any action, found without listing them:
/// the same actions as [`generate`], stopping at the first.
pub fn has_any(state: &State, flags: Flags) -> bool {
    let side = state.to_move;
    // Attaching from hand, or returning the attachment, is always possible.
    if state.attached[side.index()].is_some()
        || PieceId::of_bits(state.hands[side.index()]).next().is_some()
    {
        return true;
    }
    let can_take_temas = temas_capturable(state, side, flags);
    let open = |to: Square| match state.at(to) {
        None => true,
        Some(Occupant::Piece(q)) => q.side() != side,
        Some(Occupant::Temas) => can_take_temas,
    };
    Square::all().any(|from| {
        let Some(m) = mover(state, from, side) else {
            return false;
        };
        let pat = m.pattern();
        // A front-line piece can always turn.
        m.kind.is_front()
            || (pat.range > 0 && pat.dirs.iter().any(|&d| from.offset(d).is_some_and(open)))
            || (m.kind == Kind::Door
                && [-1, 1].into_iter().any(|dc| {
                    from.offset((0, dc))
                        .is_some_and(|to| state.at(to).is_none())
                })
                && !attacked(state, from, side.other(), flags))
    })
}

fn relocate(state: &mut State, from: Square, to: Square) {
    let occ = state.cells[from.0 as usize].take();
    if occ == Some(Occupant::Temas) {
        state.temas_at = to;
    }
    state.cells[to.0 as usize] = occ;
}

fn finish(state: &mut State) {
    state.to_move = state.to_move.other();
}

/// What stands on a square, as the catalogue words it in each language.
pub fn described(state: &State, sq: Square) -> Msg {
    match state.at(sq) {
        None => crate::msg!("shelt-empty-square", sq = sq.native()),
        Some(Occupant::Temas) => crate::msg!("shelt-temas"),
        Some(Occupant::Piece(p)) => piece_described(state, p),
    }
}

/// A piece: its code, its katakana name and its kind as it stands.
pub fn piece_described(state: &State, p: PieceId) -> Msg {
    let info = p.info();
    crate::msg!(
        "shelt-piece",
        code = info.code,
        kana = info.katakana,
        kind = info.kind.japanese(state.is_rotated(p))
    )
}
