//! The ids of the rules a Shelt move can break; docs/rules/shelt.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A rule of Shelt that a move, or the text of one, breaks.
    pub enum SheltRule {
        AccompaniedCapture => "shelt::accompanied-capture",
        AccompanyAxis => "shelt::accompany-axis",
        AccompanyBlocked => "shelt::accompany-blocked",
        AccompanyMover => "shelt::accompany-mover",
        AccompanyOffBoard => "shelt::accompany-off-board",
        AccompanyPartner => "shelt::accompany-partner",
        AccompanyVector => "shelt::accompany-vector",
        AttachOccupied => "shelt::attach-occupied",
        AttachmentMismatch => "shelt::attachment-mismatch",
        AxisShift => "shelt::axis-shift",
        AxisShiftAttacked => "shelt::axis-shift-attacked",
        AxisShiftOccupied => "shelt::axis-shift-occupied",
        Blocked => "shelt::blocked",
        CaptureMismatch => "shelt::capture-mismatch",
        DestroyedPiece => "shelt::destroyed-piece",
        GameOver => "shelt::game-over",
        Movement => "shelt::movement",
        NoPiece => "shelt::no-piece",
        NoPreviousMove => "shelt::no-previous-move",
        NotInHand => "shelt::not-in-hand",
        NotYourPiece => "shelt::not-your-piece",
        NothingAttached => "shelt::nothing-attached",
        OwnPiece => "shelt::own-piece",
        RotateBackLine => "shelt::rotate-back-line",
        RotationState => "shelt::rotation-state",
        TemasEmpty => "shelt::temas-empty",
        TemasWall => "shelt::temas-wall",
        WrongSquare => "shelt::wrong-square",
    }
}

crate::game::reasons! {
    /// Why a game of Shelt ends.
    pub enum SheltEnd {
        /// A side's moon was captured.
        MoonCaptured => "moon-captured",
        /// A side's last magic piece was captured.
        MagicCaptured => "magic-captured",
        /// A position occurred for the fourth time: the player who started
        /// the cycle loses.
        Repetition => "repetition",
        /// The side to move has no action at all.
        NoMove => "no-move",
    }
}
