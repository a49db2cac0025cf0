//! Which rule a move that is not legal breaks, in words.

use super::bitboard::*;
use super::board::{Board, Kind, Move};
use super::{ShogiRule, movegen, notation, usi};
use crate::game::Violation;

/// Names the rule a non-legal move breaks.
pub(crate) fn violation(b: &Board, mv: Move) -> Violation {
    let broken = match mv.dropped() {
        Some(kind) => drop_violation(b, kind, mv.to()),
        None => board_move_violation(b, mv),
    };
    broken.unwrap_or_else(|| {
        Violation::new(ShogiRule::SelfCheck, "this move leaves the king in check")
            .help("a move must not leave or put its own king under attack")
    })
}

/// The rule a drop of `kind` on `to` breaks before the king's safety is
/// asked, if one.
fn drop_violation(b: &Board, kind: Kind, to: usize) -> Option<Violation> {
    let us = b.side;
    let at = usi::square_name(to);
    let name = notation::kanji::kind_name(kind);
    if b.hands[us][kind as usize] == 0 {
        return Some(Violation::new(
            ShogiRule::NotInHand,
            format!("there is no {name} in hand to drop"),
        ));
    }
    if b.piece_at(to).is_some() {
        return Some(Violation::new(
            ShogiRule::Occupied,
            format!("{at} is occupied; drops go to empty squares"),
        ));
    }
    if far_ranks(us, kind.dead_ranks()) & bit(to) != 0 {
        return Some(
            Violation::new(
                ShogiRule::DeadPiece,
                format!("a {name} dropped on {at} could never move"),
            )
            .help("pawns and lances may not be dropped on the last rank, knights on the last two"),
        );
    }
    if kind == Kind::Pawn {
        if b.pieces(us, Kind::Pawn) & tables().files[file_of(to)] != 0 {
            return Some(
                Violation::new(
                    ShogiRule::Nifu,
                    format!(
                        "there is already an unpromoted pawn of the same side on file {}",
                        file_of(to) + 1
                    ),
                )
                .help("nifu (二歩): two unpromoted pawns of one side may not stand on one file"),
            );
        }
        let front = b.king(us ^ 1).map_or(0, |k| step(us ^ 1, STEP_PAWN, k));
        if front & bit(to) != 0 && movegen::pawn_drop_mates(b, to) {
            return Some(Violation::new(ShogiRule::Uchifuzume, format!("the pawn drop on {at} gives mate"))
                .help("uchifuzume (打ち歩詰め): mating by dropping a pawn is forbidden; mating with a pawn move is allowed"));
        }
    }
    None
}

/// The rule a move of a piece on the board breaks before the king's
/// safety is asked, if one (a move from nowhere is a declaration).
fn board_move_violation(b: &Board, mv: Move) -> Option<Violation> {
    let us = b.side;
    let to = mv.to();
    let at = usi::square_name(to);
    let Some(from) = mv.from() else {
        return Some(
            Violation::new(
                ShogiRule::Declaration,
                "impasse declarations are not allowed under these rules",
            )
            .help("use --rule impasse=24 or impasse=27"),
        );
    };
    let Some(p) = b.piece_at(from).filter(|p| p.colour == us) else {
        return Some(Violation::new(
            ShogiRule::NoPiece,
            format!(
                "there is no piece of the side to move on {}",
                usi::square_name(from)
            ),
        ));
    };
    let name = notation::kanji::kind_name(p.kind);
    if b.by_colour[us] & bit(to) != 0 {
        return Some(Violation::new(
            ShogiRule::Occupied,
            format!("{at} holds a piece of the side to move"),
        ));
    }
    if Board::attacks_of(us, p.kind, from, b.occupied()) & bit(to) == 0 {
        return Some(Violation::new(
            ShogiRule::PieceMovement,
            format!("a {name} on {} cannot reach {at}", usi::square_name(from)),
        ));
    }
    let (may, must) = movegen::promotion(us, p.kind, from, to);
    if mv.promote() && !may {
        return Some(Violation::new(ShogiRule::CannotPromote, format!("a {name} cannot promote on a move from {} to {at}", usi::square_name(from)))
            .help("promotion needs a move into, within or out of the far three ranks, by an unpromoted piece other than a gold or king"));
    }
    if !mv.promote() && must {
        return Some(
            Violation::new(
                ShogiRule::MustPromote,
                format!("a {name} on {at} could never move again, so it must promote"),
            )
            .help("pawns and lances promote on the last rank, knights on the last two"),
        );
    }
    None
}
