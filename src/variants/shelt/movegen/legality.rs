//! Whether an action is legal, and the rule it breaks when it is not: the
//! acting piece, its accompaniment, the hand and the Temas's attachment.

use super::*;

/// Why `mv` is not legal for the side to move, naming the rule.
// Long because each kind of action is one arm of a match, each rule it can break one early return
// with its own message.
pub fn check(state: &State, mv: &Move, flags: Flags) -> Result<(), Violation> {
    let side = state.to_move;
    match *mv {
        Move::Step { from, to } => {
            let m = acting(state, from, side)?;
            let pat = m.pattern();
            if pat.step_for(from.delta(to)).is_none() {
                let mut v = beyond_pattern(state, from, pat, to);
                if m.kind == Kind::Door
                    && from.row() == to.row()
                    && from.col().abs_diff(to.col()) == 1
                {
                    v = v.help(crate::msg!(
                        "shelt-door-step-help",
                        from = from.native(),
                        to = to.native()
                    ));
                } else if m.kind.is_front() {
                    v = v.help(crate::msg!(
                        "shelt-rotated-help",
                        rotated = m.rotated.to_string()
                    ));
                }
                return Err(v);
            }
            way_clear(state, from, pat, to)?;
            match state.at(to) {
                Some(Occupant::Piece(q)) if q.side() == side => Err(Violation::new(
                    SheltRule::OwnPiece,
                    crate::msg!(
                        "shelt-own-piece",
                        sq = to.native(),
                        piece = piece_described(state, q)
                    ),
                )),
                Some(Occupant::Temas) if !temas_capturable(state, side, flags) => Err(
                    Violation::new(SheltRule::TemasWall, crate::msg!("shelt-temas-wall")),
                ),
                _ => Ok(()),
            }
        }
        Move::Rotate { at, sideways } => {
            let m = acting(state, at, side)?;
            if !m.kind.is_front() {
                let message = if m.temas {
                    crate::msg!("shelt-rotate-back-line-temas")
                } else {
                    crate::msg!("shelt-rotate-back-line", piece = described(state, at))
                };
                return Err(Violation::new(SheltRule::RotateBackLine, message));
            }
            if sideways == m.rotated {
                let ask = if m.rotated { "^n" } else { "^r" };
                return Err(Violation::new(
                    SheltRule::RotationState,
                    crate::msg!(
                        "shelt-rotation-state",
                        piece = described(state, at),
                        rotated = m.rotated.to_string()
                    ),
                )
                .help(crate::msg!("shelt-rotation-state-help", ask = ask)));
            }
            Ok(())
        }
        Move::Shift { from, to } => {
            let m = acting(state, from, side)?;
            if m.kind != Kind::Door {
                return Err(Violation::new(
                    SheltRule::AxisShift,
                    crate::msg!("shelt-axis-shift-door", piece = described(state, from)),
                ));
            }
            if from.row() != to.row() || from.col().abs_diff(to.col()) != 1 {
                return Err(Violation::new(
                    SheltRule::AxisShift,
                    crate::msg!(
                        "shelt-axis-shift-step",
                        from = from.native(),
                        to = to.native()
                    ),
                ));
            }
            if state.at(to).is_some() {
                return Err(Violation::new(
                    SheltRule::AxisShiftOccupied,
                    crate::msg!("shelt-axis-shift-occupied", sq = to.native()),
                ));
            }
            if attacked(state, from, side.other(), flags) {
                return Err(Violation::new(
                    SheltRule::AxisShiftAttacked,
                    crate::msg!("shelt-axis-shift-attacked", piece = described(state, from)),
                ));
            }
            Ok(())
        }
        Move::Accompany { from, to, partner } => check_accompany(state, from, to, partner, side),
        Move::Attach(p) => {
            if let Some(a) = state.attached[side.index()] {
                return Err(Violation::new(
                    SheltRule::AttachOccupied,
                    crate::msg!("shelt-attach-occupied", code = a.code()),
                )
                .help(crate::msg!(
                    "shelt-attach-occupied-help",
                    old = a.code(),
                    new = p.code()
                )));
            }
            in_hand(state, p, side)
        }
        Move::Return(p) => attached_is(state, p, side),
        Move::Replace { old, new } => {
            attached_is(state, old, side)?;
            in_hand(state, new, side)
        }
    }
}

/// The acting piece on `sq` for `side`: its own piece, or the Temas when
/// `side` has something attached.
pub(super) fn acting(state: &State, sq: Square, side: Side) -> Result<Mover, Violation> {
    match state.at(sq) {
        None => Err(Violation::new(
            SheltRule::NoPiece,
            crate::msg!("shelt-no-piece", sq = sq.native()),
        )),
        Some(Occupant::Temas) => mover(state, sq, side).ok_or_else(|| {
            Violation::new(SheltRule::TemasEmpty, crate::msg!("shelt-temas-empty"))
                .help(crate::msg!("shelt-temas-empty-help"))
        }),
        Some(Occupant::Piece(p)) if p.side() != side => Err(Violation::new(
            SheltRule::NotYourPiece,
            crate::msg!(
                "shelt-not-your-piece",
                piece = piece_described(state, p),
                sq = sq.native()
            ),
        )),
        Some(Occupant::Piece(_)) => Ok(mover(state, sq, side).expect("own piece")),
    }
}

// Long because each rule an accompanied move can break is one early return with its own message, in
// the rules' order.
pub(super) fn check_accompany(
    state: &State,
    from: Square,
    to: Square,
    partner: Square,
    side: Side,
) -> Result<(), Violation> {
    let m = acting(state, from, side)?;
    if !m.kind.is_front() {
        return Err(Violation::new(
            SheltRule::AccompanyMover,
            crate::msg!("shelt-accompany-mover", piece = described(state, from)),
        ));
    }
    let o = from.delta(partner);
    if !ORTHO.contains(&o) {
        return Err(Violation::new(
            SheltRule::AccompanyPartner,
            crate::msg!("shelt-accompany-adjacent", sq = partner.native()),
        ));
    }
    if !partner_ok(state, partner, side, m.temas) {
        let why = match state.at(partner) {
            Some(Occupant::Temas) => crate::msg!("shelt-accompany-temas"),
            _ => crate::msg!("shelt-accompany-partner", piece = described(state, partner)),
        };
        return Err(Violation::new(SheltRule::AccompanyPartner, why));
    }
    let v = from.delta(to);
    let pat = m.pattern();
    let Some((dir, _)) = pat.step_for(v) else {
        return Err(beyond_pattern(state, from, pat, to));
    };
    if along_axis(dir, o) {
        return Err(Violation::new(
            SheltRule::AccompanyAxis,
            crate::msg!("shelt-accompany-axis", sq = partner.native()),
        ));
    }
    way_clear(state, from, pat, to)?;
    let Some(partner_to) = partner.offset(v) else {
        return Err(Violation::new(
            SheltRule::AccompanyOffBoard,
            crate::msg!("shelt-accompany-off-board", sq = partner.native()),
        ));
    };
    for dest in [to, partner_to] {
        match state.at(dest) {
            None => {}
            Some(Occupant::Piece(q)) if q.side() == side => {
                return Err(Violation::new(
                    SheltRule::AccompanyBlocked,
                    crate::msg!(
                        "shelt-accompany-blocked",
                        sq = dest.native(),
                        code = q.code()
                    ),
                ));
            }
            Some(_) => {
                return Err(Violation::new(
                    SheltRule::AccompaniedCapture,
                    crate::msg!(
                        "shelt-accompanied-capture",
                        sq = dest.native(),
                        piece = described(state, dest)
                    ),
                )
                .help(crate::msg!("shelt-accompanied-capture-help")));
            }
        }
    }
    Ok(())
}

/// The piece on `from` has no step of its pattern `pat` to `to`.
fn beyond_pattern(state: &State, from: Square, pat: Pattern, to: Square) -> Violation {
    Violation::new(
        SheltRule::Movement,
        crate::msg!(
            "shelt-movement",
            piece = described(state, from),
            pattern = crate::msg!("shelt-pattern", name = pat.name),
            from = from.native(),
            to = to.native()
        ),
    )
}

/// Whether the squares between `from` and `to` on `pat`'s step are
/// free, and if not, the violation.
fn way_clear(state: &State, from: Square, pat: Pattern, to: Square) -> Result<(), Violation> {
    if reaches(state, from, pat, to) {
        return Ok(());
    }
    Err(Violation::new(
        SheltRule::Blocked,
        crate::msg!("shelt-blocked", from = from.native(), to = to.native()),
    ))
}

pub(super) fn in_hand(state: &State, p: PieceId, side: Side) -> Result<(), Violation> {
    if state.hands[side.index()] & p.bit() != 0 {
        return Ok(());
    }
    if state.is_destroyed(p) {
        return Err(Violation::new(
            SheltRule::DestroyedPiece,
            crate::msg!("shelt-destroyed", piece = piece_described(state, p)),
        ));
    }
    let why = if p.side() == side {
        crate::msg!("shelt-attach-own")
    } else if let Some(sq) = state.find(p) {
        crate::msg!("shelt-attach-on-board", sq = sq.native())
    } else {
        crate::msg!("shelt-attach-not-in-hand")
    };
    Err(Violation::new(
        SheltRule::NotInHand,
        crate::msg!(
            "shelt-cannot-attach",
            piece = piece_described(state, p),
            why = why
        ),
    ))
}

pub(super) fn attached_is(state: &State, p: PieceId, side: Side) -> Result<(), Violation> {
    match state.attached[side.index()] {
        None => Err(Violation::new(
            SheltRule::NothingAttached,
            crate::msg!("shelt-nothing-attached"),
        )),
        Some(a) if a != p => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            crate::msg!(
                "shelt-attachment-mismatch",
                whose = "own",
                code = a.code(),
                claimed = p.code()
            ),
        )),
        Some(_) => Ok(()),
    }
}
