//! Whether a turn is legal, and if not, which rule it breaks.
//!
//! The checks use the same movement descriptions as generation
//! ([`super::movegen`]); a test compares the two over random positions.

use super::MacedonianRule;
use super::board::{Kind, Piece, Square, in_drop_zone};
use super::movegen::{crown_lost, for_each_return, for_each_shot, for_each_step, keeps_crown_safe};
use super::notation::names::{hand_name, kind_name, square_name};
use super::position::{AbdicationBar, Action, Move, Position};
use crate::game::{Side, Violation};

fn rule(id: MacedonianRule, message: impl crate::messages::Words) -> Violation {
    Violation::new(id, message)
}

/// `Ok` when `mv` is a legal turn for the side to move; otherwise the first
/// rule it breaks, in the order a reader would look: game over, crown,
/// piece and movement, then (under `must_escape_check`) the crown's safety.
pub fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
    let side = pos.to_move;
    if let Some(loser) = crown_lost(pos) {
        return Err(rule(
            MacedonianRule::GameOver,
            crate::msg!("macedonian-game-over", side = side_word(loser)),
        ));
    }
    if mv.abdicate {
        match pos.abdication_bar(side) {
            Some(AbdicationBar::Spent) => {
                return Err(rule(
                    MacedonianRule::CrownSpent,
                    crate::msg!("macedonian-crown-spent"),
                )
                .help(crate::msg!("macedonian-crown-spent-help")));
            }
            Some(AbdicationBar::HeirGone(kind)) => {
                return Err(rule(
                    MacedonianRule::HeirGone,
                    crate::msg!("macedonian-heir-gone", piece = kind_name(kind)),
                ));
            }
            None => {}
        }
    }
    match mv.action {
        Action::Step { from, to, promote } => check_step(pos, from, to, promote)?,
        Action::Shoot { from, to } => check_shot(pos, from, to)?,
        Action::Return { from, to } => check_return(pos, from, to)?,
        Action::Drop { piece, to } => check_drop(pos, piece, to)?,
    }
    if pos.config.must_escape_check && !keeps_crown_safe(pos, mv) {
        return Err(rule(
            MacedonianRule::CrownLeftAttacked,
            crate::msg!("macedonian-crown-left-attacked"),
        )
        .help(crate::msg!("macedonian-crown-left-attacked-help")));
    }
    Ok(())
}

fn side_word(side: Side) -> &'static str {
    side.key()
}

/// The own piece on `from`, or why there is none.
fn own_piece(pos: &Position, from: Square) -> Result<Piece, Violation> {
    match pos.at(from) {
        None => Err(rule(
            MacedonianRule::NoPiece,
            crate::msg!("macedonian-no-piece", sq = square_name(from)),
        )),
        Some(p) if p.side != pos.to_move => Err(rule(
            MacedonianRule::NotYourPiece,
            crate::msg!(
                "macedonian-not-your-piece",
                sq = square_name(from),
                side = side_word(p.side)
            ),
        )),
        Some(p) => Ok(p),
    }
}

fn reaches(each: impl FnOnce(&mut dyn FnMut(Square)), to: Square) -> bool {
    let mut hit = false;
    each(&mut |sq| hit |= sq == to);
    hit
}

fn check_step(pos: &Position, from: Square, to: Square, promote: bool) -> Result<(), Violation> {
    let piece = own_piece(pos, from)?;
    let target = pos.at(to);
    if piece.kind == Kind::Arrow {
        return Err(match target {
            Some(t) if t.side != piece.side => rule(
                MacedonianRule::LoneArrowCapture,
                crate::msg!(
                    "macedonian-lone-arrow-capture",
                    from = square_name(from),
                    to = square_name(to)
                ),
            )
            .help(crate::msg!("macedonian-lone-arrow-capture-help")),
            _ => rule(
                MacedonianRule::LoneArrowMove,
                crate::msg!("macedonian-lone-arrow-move", sq = square_name(from)),
            ),
        });
    }
    if target.is_some_and(|t| t.side == piece.side) {
        return Err(rule(
            MacedonianRule::OwnPiece,
            crate::msg!("macedonian-own-piece", sq = square_name(to)),
        ));
    }
    if !reaches(|f| for_each_step(pos, from, piece, f), to) {
        let two_ahead = from.toward(piece.side, 0, 2) == Some(to);
        if piece.kind == Kind::Heavy && two_ahead {
            return Err(rule(
                MacedonianRule::HeavyBlocked,
                crate::msg!("macedonian-heavy-blocked", sq = square_name(from)),
            ));
        }
        let mut v = rule(
            MacedonianRule::PieceMovement,
            crate::msg!(
                "macedonian-piece-movement",
                piece = kind_name(piece.kind),
                from = square_name(from),
                to = square_name(to)
            ),
        );
        if piece.kind == Kind::Archer {
            v = v.help(crate::msg!("macedonian-archer-step-help"));
        }
        return Err(v);
    }
    let forced = Position::promotes(piece, to);
    if forced && !promote {
        return Err(rule(
            MacedonianRule::PromotionForced,
            crate::msg!("macedonian-promotion-forced", piece = kind_name(piece.kind)),
        )
        .help(crate::msg!("macedonian-promotion-forced-help")));
    }
    if promote && !forced {
        return Err(rule(
            MacedonianRule::PromotionNotAllowed,
            crate::msg!(
                "macedonian-promotion-not-allowed",
                piece = kind_name(piece.kind)
            ),
        )
        .help(crate::msg!("macedonian-promotion-not-allowed-help")));
    }
    Ok(())
}

/// The first occupied square strictly between `from` and `to`, or `Err`
/// when they are not on one queen line.
fn line_block(pos: &Position, from: Square, to: Square) -> Result<Option<Square>, ()> {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return Err(());
    }
    let dir = (df.signum(), dr.signum());
    let mut sq = from.offset(dir.0, dir.1).ok_or(())?;
    while sq != to {
        if pos.at(sq).is_some() {
            return Ok(Some(sq));
        }
        sq = sq.offset(dir.0, dir.1).ok_or(())?;
    }
    Ok(None)
}

fn check_line(
    pos: &Position,
    from: Square,
    to: Square,
    what: &str,
    line_id: MacedonianRule,
    blocked_id: MacedonianRule,
) -> Result<(), Violation> {
    match line_block(pos, from, to) {
        Err(()) => Err(rule(
            line_id,
            crate::msg!(
                "macedonian-off-line",
                from = square_name(from),
                to = square_name(to)
            ),
        )
        .help(crate::msg!("macedonian-off-line-help", what = what))),
        Ok(Some(block)) => Err(rule(
            blocked_id,
            crate::msg!(
                "macedonian-line-blocked",
                what = what,
                from = square_name(from),
                to = square_name(to),
                by = square_name(block)
            ),
        )
        .help(crate::msg!("macedonian-line-blocked-help"))),
        Ok(None) => Ok(()),
    }
}

fn third_arrow(to: Square) -> Violation {
    rule(
        MacedonianRule::ThirdArrow,
        crate::msg!("macedonian-third-arrow", sq = square_name(to)),
    )
    .help(crate::msg!("macedonian-third-arrow-help"))
}

fn check_shot(pos: &Position, from: Square, to: Square) -> Result<(), Violation> {
    let piece = own_piece(pos, from)?;
    if piece.kind != Kind::Archer {
        return Err(rule(
            MacedonianRule::NotAnArcher,
            crate::msg!(
                "macedonian-not-an-archer",
                sq = square_name(from),
                piece = kind_name(piece.kind)
            ),
        ));
    }
    if piece.arrows == 0 {
        return Err(rule(
            MacedonianRule::NoArrow,
            crate::msg!("macedonian-no-arrow", sq = square_name(from)),
        ));
    }
    check_line(
        pos,
        from,
        to,
        "shot",
        MacedonianRule::ShotLine,
        MacedonianRule::ShotBlocked,
    )?;
    match pos.at(to) {
        Some(t) if t.side == pos.to_move && t.kind == Kind::Archer && t.arrows >= 2 => {
            Err(third_arrow(to))
        }
        Some(t) if t.side == pos.to_move && t.kind != Kind::Archer => Err(rule(
            MacedonianRule::OwnPiece,
            crate::msg!(
                "macedonian-arrow-on-own",
                piece = kind_name(t.kind),
                sq = square_name(to)
            ),
        )),
        _ => {
            debug_assert!(reaches(|f| for_each_shot(pos, from, pos.to_move, f), to));
            Ok(())
        }
    }
}

fn check_return(pos: &Position, from: Square, to: Square) -> Result<(), Violation> {
    let piece = own_piece(pos, from)?;
    if piece.kind != Kind::Arrow {
        return Err(rule(
            MacedonianRule::NotALoneArrow,
            crate::msg!(
                "macedonian-not-a-lone-arrow",
                sq = square_name(from),
                piece = kind_name(piece.kind)
            ),
        ));
    }
    match pos.at(to) {
        Some(t) if t.side != pos.to_move => {
            return Err(rule(
                MacedonianRule::LoneArrowCapture,
                crate::msg!(
                    "macedonian-lone-arrow-capture",
                    from = square_name(from),
                    to = square_name(to)
                ),
            )
            .help(crate::msg!("macedonian-lone-arrow-capture-help")));
        }
        Some(t) if t.kind == Kind::Archer && t.arrows >= 2 => return Err(third_arrow(to)),
        Some(t) if t.kind == Kind::Archer => {}
        _ => {
            return Err(rule(
                MacedonianRule::LoneArrowMove,
                crate::msg!("macedonian-lone-arrow-move", sq = square_name(from)),
            ));
        }
    }
    check_line(
        pos,
        from,
        to,
        "return",
        MacedonianRule::ReturnLine,
        MacedonianRule::ReturnBlocked,
    )?;
    debug_assert!(reaches(|f| for_each_return(pos, from, pos.to_move, f), to));
    Ok(())
}

fn check_drop(pos: &Position, piece: super::board::HandPiece, to: Square) -> Result<(), Violation> {
    let side = pos.to_move;
    if pos.hands[side.index()].count(piece) == 0 {
        return Err(rule(
            MacedonianRule::NotInHand,
            crate::msg!(
                "macedonian-not-in-hand",
                side = side_word(side),
                piece = hand_name(piece)
            ),
        ));
    }
    if !in_drop_zone(side, to) {
        return Err(rule(
            MacedonianRule::DropZone,
            crate::msg!("macedonian-drop-zone", sq = square_name(to)),
        )
        .help(crate::msg!("macedonian-drop-zone-help")));
    }
    let target = pos.at(to);
    match piece.dropped(side) {
        None => match target {
            Some(t) if t.side == side && t.kind == Kind::Archer && t.arrows >= 2 => {
                Err(third_arrow(to))
            }
            Some(t) if t.has_room_for_arrow(side) => Ok(()),
            _ => Err(rule(
                MacedonianRule::ArrowDropTarget,
                crate::msg!("macedonian-arrow-drop-target", sq = square_name(to)),
            )),
        },
        Some(_) if target.is_some() => Err(rule(
            MacedonianRule::DropOccupied,
            crate::msg!("macedonian-drop-occupied", sq = square_name(to)),
        )),
        Some(_) => Ok(()),
    }
}
