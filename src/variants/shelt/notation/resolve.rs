//! Turning a ply's text into the move it stands for, checking everything
//! the text asserts (the piece on the origin, what is captured, the
//! Temas's attachment) against the position.

use super::*;

pub(super) fn locate(state: &State, who: Who) -> Result<Square, Violation> {
    match who {
        Who::Temas(_) => Ok(state.temas_at),
        Who::Piece(p) => state.find(p).ok_or_else(|| {
            let why = if state.is_destroyed(p) {
                "it was destroyed"
            } else {
                "it was captured"
            };
            Violation::new(
                SheltRule::NoPiece,
                format!("{} is not on the board: {why}", p.code()),
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
            format!(
                "{} stands on {}, not on {}",
                name(who),
                at.native(),
                w.native()
            ),
        )),
        _ => Ok(at),
    }
}

pub(super) fn name(who: Who) -> String {
    match who {
        Who::Piece(p) => p.code().to_string(),
        Who::Temas(_) => "the Temas".to_string(),
    }
}

/// `tms[xxx]` must name the attachment of `side`.
pub(super) fn bracket(state: &State, who: Who, side: Side) -> Result<(), Violation> {
    let Who::Temas(Some(claimed)) = who else {
        return Ok(());
    };
    let whose = if side == state.to_move {
        "your"
    } else {
        "the opponent's"
    };
    match state.attached[side.index()] {
        Some(a) if a == claimed => Ok(()),
        Some(a) => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            format!(
                "{whose} piece on the Temas is {}, not {}",
                a.code(),
                claimed.code()
            ),
        )),
        None if side == state.to_move => Err(Violation::new(
            SheltRule::TemasEmpty,
            format!(
                "you have nothing attached to the Temas (the record says {})",
                claimed.code()
            ),
        )),
        None => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            format!(
                "the opponent has nothing attached to the Temas, not {}",
                claimed.code()
            ),
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
            format!(
                "{} is empty, so there is no {} to capture",
                to.native(),
                name(w)
            ),
        )),
        (Some(Occupant::Piece(q)), Some(Who::Piece(w))) if q == w => Ok(()),
        (Some(Occupant::Temas), Some(w @ Who::Temas(_))) => bracket(state, w, side.other()),
        (Some(occ), claimed) => {
            let actual = match occ {
                Occupant::Piece(q) => q.code(),
                Occupant::Temas => TEMAS_CODE,
            };
            let message = match claimed {
                Some(w) => format!("{} holds {actual}, not {}", to.native(), name(w)),
                None => format!("this move captures {actual} on {}", to.native()),
            };
            Err(Violation::new(SheltRule::CaptureMismatch, message)
                .help(format!("write x{actual}")))
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
                                "`..` names where the previous move ended, and there is none",
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
                                format!(
                                    "accompanied pieces move by the same vector; {} to {} is not {} to {}",
                                    from.native(),
                                    to.native(),
                                    at.native(),
                                    written_to.native()
                                ),
                            ));
                        }
                    }
                    if let Some(w) = capture {
                        return Err(Violation::new(
                            SheltRule::AccompaniedCapture,
                            format!(
                                "an accompanied move cannot capture (the record says x{})",
                                name(w)
                            ),
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
