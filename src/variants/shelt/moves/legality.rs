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
                    v = v.help(format!(
                        "a door's sideways step is an axis shift, written with `~`: {}~{}",
                        from.native(),
                        to.native()
                    ));
                } else if m.kind.is_front() {
                    v = v.help(if m.rotated {
                        "the piece is turned sideways (rotated)"
                    } else {
                        "the piece is not rotated"
                    });
                }
                return Err(v);
            }
            way_clear(state, from, pat, to)?;
            match state.at(to) {
                Some(Occupant::Piece(q)) if q.side() == side => Err(Violation::new(
                    SheltRule::OwnPiece,
                    format!(
                        "{} holds your own {}",
                        to.native(),
                        describe_piece(state, q)
                    ),
                )),
                Some(Occupant::Temas) if !temas_capturable(state, side, flags) => {
                    Err(Violation::new(
                        SheltRule::TemasWall,
                        "the opponent has nothing attached to the Temas, so it is a wall that cannot be taken",
                    ))
                }
                _ => Ok(()),
            }
        }
        Move::Rotate { at, sideways } => {
            let m = acting(state, at, side)?;
            if !m.kind.is_front() {
                let what = if m.temas {
                    "the piece you attached to the Temas is".to_string()
                } else {
                    format!("{} is", describe(state, at))
                };
                return Err(Violation::new(
                    SheltRule::RotateBackLine,
                    format!("only front-line pieces rotate; {what} a back-line piece"),
                ));
            }
            if sideways == m.rotated {
                let (now, ask) = if m.rotated {
                    ("already turned sideways", "^n")
                } else {
                    ("not rotated", "^r")
                };
                return Err(Violation::new(
                    SheltRule::RotationState,
                    format!("{} is {now}", describe(state, at)),
                )
                .help(format!("write {ask} to turn it")));
            }
            Ok(())
        }
        Move::Shift { from, to } => {
            let m = acting(state, from, side)?;
            if m.kind != Kind::Door {
                return Err(Violation::new(
                    SheltRule::AxisShift,
                    format!(
                        "only a door (扉駒) shifts its axis, not {}",
                        describe(state, from)
                    ),
                ));
            }
            if from.row() != to.row() || from.col().abs_diff(to.col()) != 1 {
                return Err(Violation::new(
                    SheltRule::AxisShift,
                    format!(
                        "an axis shift is one square left or right, not {} to {}",
                        from.native(),
                        to.native()
                    ),
                ));
            }
            if state.at(to).is_some() {
                return Err(Violation::new(
                    SheltRule::AxisShiftOccupied,
                    format!(
                        "{} is not empty; a door shifts only onto an empty square",
                        to.native()
                    ),
                ));
            }
            if attacked(state, from, side.other(), flags) {
                return Err(Violation::new(
                    SheltRule::AxisShiftAttacked,
                    format!(
                        "{} is attacked, and an attacked door may not shift its axis",
                        describe(state, from)
                    ),
                ));
            }
            Ok(())
        }
        Move::Accompany { from, to, partner } => check_accompany(state, from, to, partner, side),
        Move::Attach(p) => {
            if let Some(a) = state.attached[side.index()] {
                return Err(Violation::new(
                    SheltRule::AttachOccupied,
                    format!("you already have {} on the Temas", a.code()),
                )
                .help(format!(
                    "replace it in one turn: -{}+{}",
                    a.code(),
                    p.code()
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
            format!("there is no piece on {}", sq.native()),
        )),
        Some(Occupant::Temas) => mover(state, sq, side).ok_or_else(|| {
            Violation::new(
                SheltRule::TemasEmpty,
                "you have nothing attached to the Temas, so you cannot act with it",
            )
            .help("attach a captured piece first (+code); it acts from your next turn")
        }),
        Some(Occupant::Piece(p)) if p.side() != side => Err(Violation::new(
            SheltRule::NotYourPiece,
            format!(
                "{} on {} belongs to the opponent",
                describe_piece(state, p),
                sq.native()
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
            format!(
                "only a front-line piece takes another along; {} is not one",
                describe(state, from)
            ),
        ));
    }
    let o = from.delta(partner);
    if !ORTHO.contains(&o) {
        return Err(Violation::new(
            SheltRule::AccompanyPartner,
            format!(
                "the partner must stand next to the mover (front, back, left or right); {} does not",
                partner.native()
            ),
        ));
    }
    if !partner_ok(state, partner, side, m.temas) {
        let why = match state.at(partner) {
            Some(Occupant::Temas) => {
                "the Temas goes along only while you have a front-line piece attached".to_string()
            }
            _ => format!(
                "{} is not one of your front-line pieces",
                describe(state, partner)
            ),
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
            format!(
                "the partner on {} lies on the line of this move; a piece cannot accompany along that axis",
                partner.native()
            ),
        ));
    }
    way_clear(state, from, pat, to)?;
    let Some(partner_to) = partner.offset(v) else {
        return Err(Violation::new(
            SheltRule::AccompanyOffBoard,
            format!("the partner on {} would leave the board", partner.native()),
        ));
    };
    for dest in [to, partner_to] {
        match state.at(dest) {
            None => {}
            Some(Occupant::Piece(q)) if q.side() == side => {
                return Err(Violation::new(
                    SheltRule::AccompanyBlocked,
                    format!("{} is occupied by your own {}", dest.native(), q.code()),
                ));
            }
            Some(_) => {
                return Err(Violation::new(
                    SheltRule::AccompaniedCapture,
                    format!(
                        "{} holds {}; an accompanied move cannot capture",
                        dest.native(),
                        describe(state, dest)
                    ),
                )
                .help("move the piece alone to capture"));
            }
        }
    }
    Ok(())
}

/// The piece on `from` has no step of its pattern `pat` to `to`.
fn beyond_pattern(state: &State, from: Square, pat: Pattern, to: Square) -> Violation {
    Violation::new(
        SheltRule::Movement,
        format!(
            "{} moves {}; it cannot go from {} to {}",
            describe(state, from),
            pat.describe,
            from.native(),
            to.native()
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
        format!(
            "the way from {} to {} is blocked",
            from.native(),
            to.native()
        ),
    ))
}

pub(super) fn in_hand(state: &State, p: PieceId, side: Side) -> Result<(), Violation> {
    if state.hands[side.index()] & p.bit() != 0 {
        return Ok(());
    }
    if state.is_destroyed(p) {
        return Err(Violation::new(
            SheltRule::DestroyedPiece,
            format!(
                "{} was destroyed (used up by the Temas or lost with it) and can never be attached again",
                describe_piece(state, p)
            ),
        ));
    }
    let where_ = if p.side() == side {
        "it is your own piece; only captured enemy pieces are attached".to_string()
    } else if let Some(sq) = state.find(p) {
        format!("it stands on {}", sq.native())
    } else {
        "it is not in your hand".to_string()
    };
    Err(Violation::new(
        SheltRule::NotInHand,
        format!("you cannot attach {}: {where_}", describe_piece(state, p)),
    ))
}

pub(super) fn attached_is(state: &State, p: PieceId, side: Side) -> Result<(), Violation> {
    match state.attached[side.index()] {
        None => Err(Violation::new(
            SheltRule::NothingAttached,
            "you have nothing attached to the Temas",
        )),
        Some(a) if a != p => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            format!("your piece on the Temas is {}, not {}", a.code(), p.code()),
        )),
        Some(_) => Ok(()),
    }
}
