//! The ids of the rules a Alquerque move can break; docs/rules/alquerque.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A rule of Alquerque that a move, or the text of one, breaks.
    pub enum AlquerqueRule {
        Backward => "alquerque::backward",
        BaseLine => "alquerque::base-line",
        CaptureCompulsory => "alquerque::capture-compulsory",
        ChainIncomplete => "alquerque::chain-incomplete",
        HuffMissing => "alquerque::huff-missing",
        HuffNotDue => "alquerque::huff-not-due",
        HuffWrongPiece => "alquerque::huff-wrong-piece",
        Illegal => "alquerque::illegal",
        JumpOverEmpty => "alquerque::jump-over-empty",
        JumpOwnPiece => "alquerque::jump-own-piece",
        MoveMissing => "alquerque::move-missing",
        NoPiece => "alquerque::no-piece",
        NotOnLine => "alquerque::not-on-line",
        NotOwnPiece => "alquerque::not-own-piece",
        Occupied => "alquerque::occupied",
        Return => "alquerque::return",
        SingleJump => "alquerque::single-jump",
    }
}

crate::game::reasons! {
    /// Why a game of Alquerque ends.
    pub enum AlquerqueEnd {
        /// The side to move has no piece left.
        AllCaptured => "all-captured",
        /// The side to move has pieces but no legal turn.
        NoMove => "no-move",
        /// Equal forces that can never capture again: a draw.
        NoCapturePossible => "no-capture-possible",
    }
}
