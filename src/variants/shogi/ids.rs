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

crate::game::reasons! {
    /// Why a game of shogi ends by its rules (a game built on shogi ends
    /// for the same reasons).
    pub enum ShogiEnd {
        /// The side to move is in check and has no legal move.
        Mate => "mate",
        /// The side to move has no legal move and is not in check. Spelt
        /// as shogi has always printed it; the other games say `no-move`.
        NoLegalMove => "no-legal-move",
        /// The same position for the fourth time: a draw.
        Sennichite => "sennichite",
        /// The fourth repetition, every move of one side a check: that side
        /// loses.
        PerpetualCheck => "perpetual-check",
        /// An impasse declaration that wins or draws.
        ImpasseDeclaration => "impasse-declaration",
        /// An impasse declaration that does not hold: the declarer loses.
        ImpasseDeclarationFailed => "impasse-declaration-failed",
    }
}
