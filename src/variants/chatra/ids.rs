//! The ids of the rules a Chatra move can break; docs/rules/chatra.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A rule of Chatra that a move, or the text of one, breaks.
    pub enum ChatraRule {
        AdjacentDrop => "chatra::adjacent-drop",
        Backward => "chatra::backward",
        Blocked => "chatra::blocked",
        CaptureMark => "chatra::capture-mark",
        CheckMark => "chatra::check-mark",
        DropCheck => "chatra::drop-check",
        DropZone => "chatra::drop-zone",
        EmptyHand => "chatra::empty-hand",
        MiddleOfLine => "chatra::middle-of-line",
        NoObjectInHand => "chatra::no-object-in-hand",
        NoPiece => "chatra::no-piece",
        ObjectInZoneE => "chatra::object-in-zone-e",
        ObjectStep => "chatra::object-step",
        Occupied => "chatra::occupied",
        Offside => "chatra::offside",
        Opening => "chatra::opening",
        Pass => "chatra::pass",
        Pivot => "chatra::pivot",
        Repetition => "chatra::repetition",
        SelfCheck => "chatra::self-check",
        Straddle => "chatra::straddle",
        SubjectInZoneE => "chatra::subject-in-zone-e",
        Unreachable => "chatra::unreachable",
        WrongPiece => "chatra::wrong-piece",
        WrongSide => "chatra::wrong-side",
    }
}

crate::game::reasons! {
    /// Why a game of Chatra ends.
    pub enum ChatraEnd {
        /// The side to move has no legal move and its object is in check.
        Mate => "mate",
        /// The side to move has no legal move and is not in check.
        NoMove => "no-move",
    }
}
