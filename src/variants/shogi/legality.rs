//! Which rule a move that is not legal breaks, in words.

use super::bitboard::*;
use super::board::{Board, Kind, Move};
use super::notation::usi;
use super::{ShogiRule, movegen, notation};
use crate::game::Violation;

/// Names the rule a non-legal move breaks.
pub(crate) fn violation(b: &Board, mv: Move) -> Violation {
    let broken = match mv.dropped() {
        Some(kind) => drop_violation(b, kind, mv.to()),
        None => board_move_violation(b, mv),
    };
    broken.unwrap_or_else(|| {
        Violation::new(ShogiRule::SelfCheck, crate::msg!("shogi-self-check"))
            .help(crate::msg!("shogi-self-check-help"))
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
            crate::msg!("shogi-not-in-hand", piece = name),
        ));
    }
    if b.piece_at(to).is_some() {
        return Some(Violation::new(
            ShogiRule::Occupied,
            crate::msg!("shogi-drop-occupied", sq = &at),
        ));
    }
    if far_ranks(us, kind.dead_ranks()) & bit(to) != 0 {
        return Some(
            Violation::new(
                ShogiRule::DeadPiece,
                crate::msg!("shogi-dead-drop", piece = name, sq = &at),
            )
            .help(crate::msg!("shogi-dead-drop-help")),
        );
    }
    if kind == Kind::Pawn {
        if b.pieces(us, Kind::Pawn) & tables().files[file_of(to)] != 0 {
            return Some(
                Violation::new(
                    ShogiRule::Nifu,
                    crate::msg!("shogi-nifu", file = file_of(to) + 1),
                )
                .help(crate::msg!("shogi-nifu-help")),
            );
        }
        let front = b.king(us ^ 1).map_or(0, |k| step(us ^ 1, STEP_PAWN, k));
        if front & bit(to) != 0 && movegen::pawn_drop_mates(b, to) {
            return Some(
                Violation::new(
                    ShogiRule::Uchifuzume,
                    crate::msg!("shogi-uchifuzume", sq = &at),
                )
                .help(crate::msg!("shogi-uchifuzume-help")),
            );
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
            Violation::new(ShogiRule::Declaration, crate::msg!("shogi-declaration"))
                .help(crate::msg!("shogi-declaration-help")),
        );
    };
    let Some(p) = b.piece_at(from).filter(|p| p.colour == us) else {
        return Some(Violation::new(
            ShogiRule::NoPiece,
            crate::msg!("shogi-no-piece", sq = usi::square_name(from)),
        ));
    };
    let name = notation::kanji::kind_name(p.kind);
    if b.by_colour[us] & bit(to) != 0 {
        return Some(Violation::new(
            ShogiRule::Occupied,
            crate::msg!("shogi-own-piece", sq = &at),
        ));
    }
    if Board::attacks_of(us, p.kind, from, b.occupied()) & bit(to) == 0 {
        return Some(Violation::new(
            ShogiRule::PieceMovement,
            crate::msg!(
                "shogi-cannot-reach",
                piece = name,
                from = usi::square_name(from),
                to = &at
            ),
        ));
    }
    let (may, must) = movegen::promotion(us, p.kind, from, to);
    if mv.promote() && !may {
        return Some(
            Violation::new(
                ShogiRule::CannotPromote,
                crate::msg!(
                    "shogi-cannot-promote",
                    piece = name,
                    from = usi::square_name(from),
                    to = &at
                ),
            )
            .help(crate::msg!("shogi-cannot-promote-help")),
        );
    }
    if !mv.promote() && must {
        return Some(
            Violation::new(
                ShogiRule::MustPromote,
                crate::msg!("shogi-must-promote", piece = name, sq = &at),
            )
            .help(crate::msg!("shogi-must-promote-help")),
        );
    }
    None
}
