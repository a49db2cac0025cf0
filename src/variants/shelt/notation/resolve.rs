//! Turning a ply's text into the move it stands for, checking everything
//! the text asserts (the piece on the origin, what is captured, the
//! Temas's attachment) against the position.

use super::*;
use crate::messages::Msg;

pub(super) fn locate(state: &State, who: Who) -> Result<Square, Violation> {
    match who {
        Who::Temas(_) => Ok(state.temas_at),
        Who::Piece(p) => state.find(p).ok_or_else(|| {
            let why = if state.is_destroyed(p) {
                "destroyed"
            } else {
                "captured"
            };
            Violation::new(
                SheltRule::NoPiece,
                crate::msg!("shelt-off-board", code = p.code(), why = why),
            )
        }),
    }
}

/// The origin the long form names must hold the piece it names.
pub(super) fn origin(
    state: &State,
    who: Who,
    written: Option<Square>,
) -> Result<Square, Violation> {
    // The usual case, the piece standing where the record says: no search.
    if let (Who::Piece(p), Some(w)) = (who, written) {
        if state.at(w) == Some(Occupant::Piece(p)) {
            return Ok(w);
        }
    }
    let at = locate(state, who)?;
    match written {
        Some(w) if w != at => Err(Violation::new(
            SheltRule::WrongSquare,
            crate::msg!(
                "shelt-wrong-square",
                piece = name(who),
                at = at.native(),
                written = w.native()
            ),
        )),
        _ => Ok(at),
    }
}

/// The piece a text names: its code, or the Temas.
pub(super) fn name(who: Who) -> Msg {
    match who {
        Who::Piece(p) => crate::msg!("shelt-code", code = p.code()),
        Who::Temas(_) => crate::msg!("shelt-the-temas"),
    }
}

/// `tms[xxx]` must name the attachment of `side`.
pub(super) fn bracket(state: &State, who: Who, side: Side) -> Result<(), Violation> {
    let Who::Temas(Some(claimed)) = who else {
        return Ok(());
    };
    let whose = if side == state.to_move {
        "own"
    } else {
        "opponent"
    };
    match state.attached[side.index()] {
        Some(a) if a == claimed => Ok(()),
        Some(a) => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            crate::msg!(
                "shelt-attachment-mismatch",
                whose = whose,
                code = a.code(),
                claimed = claimed.code()
            ),
        )),
        None if side == state.to_move => Err(Violation::new(
            SheltRule::TemasEmpty,
            crate::msg!("shelt-temas-empty-claimed", claimed = claimed.code()),
        )),
        None => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            crate::msg!("shelt-opponent-nothing-attached", claimed = claimed.code()),
        )),
    }
}

/// What the text says is captured must be what stands on `to`.
pub(super) fn captured(state: &State, to: Square, claimed: Option<Who>) -> Result<(), Violation> {
    let side = state.to_move;
    let there = state.at(to);
    let own = matches!(there, Some(Occupant::Piece(q)) if q.side() == side);
    match (there, claimed) {
        _ if own => Ok(()), // the rules report a move onto one's own piece
        (None, None) => Ok(()),
        (None, Some(w)) => Err(Violation::new(
            SheltRule::CaptureMismatch,
            crate::msg!("shelt-capture-empty", sq = to.native(), piece = name(w)),
        )),
        (Some(Occupant::Piece(q)), Some(Who::Piece(w))) if q == w => Ok(()),
        (Some(Occupant::Temas), Some(w @ Who::Temas(_))) => bracket(state, w, side.other()),
        (Some(occ), claimed) => {
            let actual = match occ {
                Occupant::Piece(q) => q.code(),
                Occupant::Temas => TEMAS_CODE,
            };
            let message = match claimed {
                Some(w) => crate::msg!(
                    "shelt-capture-other",
                    sq = to.native(),
                    code = actual,
                    piece = name(w)
                ),
                None => crate::msg!("shelt-capture-unmarked", code = actual, sq = to.native()),
            };
            Err(Violation::new(SheltRule::CaptureMismatch, message)
                .help(crate::msg!("shelt-capture-help", code = actual)))
        }
    }
}

/// The move the text denotes in `pos`.
pub fn resolve(pos: &Position, text: &MoveText) -> Result<Move, Violation> {
    let state = &pos.state;
    let side = state.to_move;
    match *text {
        MoveText::Attach(p) => Ok(Move::Attach(p)),
        MoveText::Return(p) => Ok(Move::Return(p)),
        MoveText::Replace(old, new) => Ok(Move::Replace { old, new }),
        MoveText::Act { who, from, action } => {
            let from = origin(state, who, from)?;
            bracket(state, who, side)?;
            match action {
                Action::Rotate { sideways } => Ok(Move::Rotate { at: from, sideways }),
                Action::Shift { to } => Ok(Move::Shift { from, to }),
                Action::Go {
                    to,
                    capture,
                    partner,
                } => {
                    let to = match to {
                        Dest::Square(s) => s,
                        Dest::Same => pos.last_to.ok_or_else(|| {
                            Violation::new(
                                SheltRule::NoPreviousMove,
                                crate::msg!("shelt-no-previous-move"),
                            )
                        })?,
                    };
                    let Some(partner) = partner else {
                        captured(state, to, capture)?;
                        return Ok(Move::Step { from, to });
                    };
                    let at = origin(state, partner.who, partner.from)?;
                    if let Some(written_to) = partner.to {
                        let v = from.delta(to);
                        if at.offset(v) != Some(written_to) {
                            return Err(Violation::new(
                                SheltRule::AccompanyVector,
                                crate::msg!(
                                    "shelt-accompany-vector",
                                    from = from.native(),
                                    to = to.native(),
                                    partner = at.native(),
                                    partner_to = written_to.native()
                                ),
                            ));
                        }
                    }
                    if let Some(w) = capture {
                        return Err(Violation::new(
                            SheltRule::AccompaniedCapture,
                            crate::msg!("shelt-accompanied-capture-written", piece = name(w)),
                        ));
                    }
                    Ok(Move::Accompany {
                        from,
                        to,
                        partner: at,
                    })
                }
            }
        }
    }
}
