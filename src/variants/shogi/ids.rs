//! The ids of the rules a shogi move can break; docs/rules/shogi.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A rule of shogi that a move, or the text of one, breaks.
    pub enum ShogiRule {
        Ambiguous => "shogi::ambiguous",
        CannotPromote => "shogi::cannot-promote",
        CardsOff => "shogi::cards-off",
        DeadPiece => "shogi::dead-piece",
        Declaration => "shogi::declaration",
        Disambiguation => "shogi::disambiguation",
        MustPromote => "shogi::must-promote",
        Nifu => "shogi::nifu",
        NoPiece => "shogi::no-piece",
        NoPreviousMove => "shogi::no-previous-move",
        NoSuchPiece => "shogi::no-such-piece",
        NotInHand => "shogi::not-in-hand",
        Occupied => "shogi::occupied",
        PieceMovement => "shogi::piece-movement",
        SelfCheck => "shogi::self-check",
        Uchifuzume => "shogi::uchifuzume",
        WrongPiece => "shogi::wrong-piece",
        WrongSide => "shogi::wrong-side",
    }
}
