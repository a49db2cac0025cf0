//! Whether a turn is legal, and if not, which rule it breaks.
//!
//! The checks use the same movement descriptions as generation
//! ([`super::movegen`]); a test compares the two over random positions.

use super::MacedonianRule;
use super::board::{Kind, Piece, Square, in_drop_zone};
use super::movegen::{crown_lost, for_each_return, for_each_shot, for_each_step, keeps_crown_safe};
use super::notation_names::{hand_name, kind_name, square_name};
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
            format!("the game is over: {} has lost its crown", side_word(loser)),
        ));
    }
    if mv.abdicate {
        match pos.abdication_bar(side) {
            Some(AbdicationBar::Spent) => {
                return Err(rule(
                    MacedonianRule::CrownSpent,
                    "the crown has already passed king to prince and back",
                )
                .help("the crown moves king->prince once and prince->king once, no more"));
            }
            Some(AbdicationBar::HeirGone(kind)) => {
                return Err(rule(
                    MacedonianRule::HeirGone,
                    format!(
                        "the crown cannot pass to the {}: it has been captured",
                        kind_name(kind)
                    ),
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
            "after this turn the crowned piece could be captured (rule option must_escape_check)",
        )
        .help("under must_escape_check=off, leaving the crowned piece attacked is legal"));
    }
    Ok(())
}

fn side_word(side: Side) -> &'static str {
    <super::Macedonian as crate::game::Rules>::SIDE_NAMES[side.index()]
}

/// The own piece on `from`, or why there is none.
fn own_piece(pos: &Position, from: Square) -> Result<Piece, Violation> {
    match pos.at(from) {
        None => Err(rule(
            MacedonianRule::NoPiece,
            format!("there is no piece on {}", square_name(from)),
        )),
        Some(p) if p.side != pos.to_move => Err(rule(
            MacedonianRule::NotYourPiece,
            format!(
                "the piece on {} belongs to {}",
                square_name(from),
                side_word(p.side)
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
                format!("the lone arrow on {} cannot capture the piece on {}", square_name(from), square_name(to)),
            )
            .help("an arrow away from an archer captures nothing; it can only fly back onto an own archer"),
            _ => rule(MacedonianRule::LoneArrowMove, format!("the lone arrow on {} can only go back onto an own archer", square_name(from))),
        });
    }
    if target.is_some_and(|t| t.side == piece.side) {
        return Err(rule(
            MacedonianRule::OwnPiece,
            format!("{} is occupied by an own piece", square_name(to)),
        ));
    }
    if !reaches(|f| for_each_step(pos, from, piece, f), to) {
        let two_ahead = from.toward(piece.side, 0, 2) == Some(to);
        if piece.kind == Kind::Heavy && two_ahead {
            return Err(rule(
                MacedonianRule::HeavyBlocked,
                format!(
                    "the heavy infantry on {} cannot jump the piece in front of it",
                    square_name(from)
                ),
            ));
        }
        let mut v = rule(
            MacedonianRule::PieceMovement,
            format!(
                "the {} on {} does not move to {}",
                kind_name(piece.kind),
                square_name(from),
                square_name(to)
            ),
        );
        if piece.kind == Kind::Archer {
            v = v.help(
                "an archer steps one square orthogonally; its arrows fly further (write a shot)",
            );
        }
        return Err(v);
    }
    let forced = Position::promotes(piece, to);
    if forced && !promote {
        return Err(rule(
            MacedonianRule::PromotionForced,
            format!(
                "the {} promotes on entering the enemy camp",
                kind_name(piece.kind)
            ),
        )
        .help("write 成 (or + in ASCII)"));
    }
    if promote && !forced {
        return Err(rule(
            MacedonianRule::PromotionNotAllowed,
            format!(
                "the {} does not promote on this move",
                kind_name(piece.kind)
            ),
        )
        .help("only an unpromoted 歩 or 重 entering the enemy camp promotes"));
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
            format!(
                "{} is not on a straight or diagonal line from {}",
                square_name(to),
                square_name(from)
            ),
        )
        .help(format!("{what} flies like a queen"))),
        Ok(Some(block)) => Err(rule(
            blocked_id,
            format!(
                "{what} from {} to {} would pass through the piece on {}",
                square_name(from),
                square_name(to),
                square_name(block)
            ),
        )
        .help("arrows never jump")),
        Ok(None) => Ok(()),
    }
}

fn third_arrow(to: Square) -> Violation {
    rule(
        MacedonianRule::ThirdArrow,
        format!(
            "the archer on {} already carries two arrows",
            square_name(to)
        ),
    )
    .help("an archer carries at most two arrows")
}

fn check_shot(pos: &Position, from: Square, to: Square) -> Result<(), Violation> {
    let piece = own_piece(pos, from)?;
    if piece.kind != Kind::Archer {
        return Err(rule(
            MacedonianRule::NotAnArcher,
            format!(
                "only an archer shoots; {} holds a {}",
                square_name(from),
                kind_name(piece.kind)
            ),
        ));
    }
    if piece.arrows == 0 {
        return Err(rule(
            MacedonianRule::NoArrow,
            format!("the archer on {} has no arrow to shoot", square_name(from)),
        ));
    }
    check_line(
        pos,
        from,
        to,
        "an arrow",
        MacedonianRule::ShotLine,
        MacedonianRule::ShotBlocked,
    )?;
    match pos.at(to) {
        Some(t) if t.side == pos.to_move && t.kind == Kind::Archer && t.arrows >= 2 => {
            Err(third_arrow(to))
        }
        Some(t) if t.side == pos.to_move && t.kind != Kind::Archer => Err(rule(
            MacedonianRule::OwnPiece,
            format!(
                "an arrow cannot land on the own {} on {}",
                kind_name(t.kind),
                square_name(to)
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
            format!(
                "{} holds a {}, not a lone arrow",
                square_name(from),
                kind_name(piece.kind)
            ),
        ));
    }
    match pos.at(to) {
        Some(t) if t.side != pos.to_move => {
            return Err(rule(
                MacedonianRule::LoneArrowCapture,
                format!("the lone arrow on {} cannot capture the piece on {}", square_name(from), square_name(to)),
            )
            .help("an arrow away from an archer captures nothing; it can only fly back onto an own archer"));
        }
        Some(t) if t.kind == Kind::Archer && t.arrows >= 2 => return Err(third_arrow(to)),
        Some(t) if t.kind == Kind::Archer => {}
        _ => {
            return Err(rule(
                MacedonianRule::LoneArrowMove,
                format!(
                    "the lone arrow on {} can only go back onto an own archer",
                    square_name(from)
                ),
            ));
        }
    }
    check_line(
        pos,
        from,
        to,
        "a returning arrow",
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
            format!("{} has no {} in hand", side_word(side), hand_name(piece)),
        ));
    }
    if !in_drop_zone(side, to) {
        return Err(rule(
            MacedonianRule::DropZone,
            format!("{} is in the enemy camp", square_name(to)),
        )
        .help("pieces are dropped only into the own camp and the middle ranks 4-5"));
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
                format!(
                    "an arrow from hand goes only onto an own archer; {} holds none",
                    square_name(to)
                ),
            )),
        },
        Some(_) if target.is_some() => Err(rule(
            MacedonianRule::DropOccupied,
            format!("{} is occupied", square_name(to)),
        )),
        Some(_) => Ok(()),
    }
}
