//! The ids of the rules a Shogi no Otomo move can break; docs/rules/otomo.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A rule of Shogi no Otomo that a move, or the text of one, breaks.
    pub enum OtomoRule {
        Ambiguous => "otomo::ambiguous",
        BadUnload => "otomo::bad-unload",
        CannotPromote => "otomo::cannot-promote",
        CardCapturesKing => "otomo::card-captures-king",
        CardMisuse => "otomo::card-misuse",
        CardNoFollowUp => "otomo::card-no-follow-up",
        CardOff => "otomo::card-off",
        CardSpent => "otomo::card-spent",
        CardsOff => "otomo::cards-off",
        DeadPiece => "otomo::dead-piece",
        Declaration => "otomo::declaration",
        Disambiguation => "otomo::disambiguation",
        FlipKing => "otomo::flip-king",
        HealKing => "otomo::heal-king",
        MustPromote => "otomo::must-promote",
        Nifu => "otomo::nifu",
        NoPassenger => "otomo::no-passenger",
        NoPiece => "otomo::no-piece",
        NoPreviousMove => "otomo::no-previous-move",
        NoSuchPiece => "otomo::no-such-piece",
        NotInHand => "otomo::not-in-hand",
        NothingFlipped => "otomo::nothing-flipped",
        Occupied => "otomo::occupied",
        PieceMovement => "otomo::piece-movement",
        ProtectedSilver => "otomo::protected-silver",
        SelfCheck => "otomo::self-check",
        ThirdPawn => "otomo::third-pawn",
        ThunderKing => "otomo::thunder-king",
        TimeTravelBlocked => "otomo::time-travel-blocked",
        TimeTravelNothing => "otomo::time-travel-nothing",
        TimeTravelSameMove => "otomo::time-travel-same-move",
        Uchifuzume => "otomo::uchifuzume",
        WrongPiece => "otomo::wrong-piece",
        WrongSide => "otomo::wrong-side",
    }
}
