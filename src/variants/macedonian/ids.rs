//! The ids of the rules a Macedonian shogi move can break; docs/rules/macedonian.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A rule of Macedonian shogi that a move, or the text of one, breaks.
    pub enum MacedonianRule {
        Ambiguous => "macedonian::ambiguous",
        ArrowDropTarget => "macedonian::arrow-drop-target",
        CrownLeftAttacked => "macedonian::crown-left-attacked",
        CrownSpent => "macedonian::crown-spent",
        DropOccupied => "macedonian::drop-occupied",
        DropZone => "macedonian::drop-zone",
        GameOver => "macedonian::game-over",
        HeavyBlocked => "macedonian::heavy-blocked",
        HeirGone => "macedonian::heir-gone",
        LoneArrowCapture => "macedonian::lone-arrow-capture",
        LoneArrowMove => "macedonian::lone-arrow-move",
        NoArrow => "macedonian::no-arrow",
        NoPiece => "macedonian::no-piece",
        NoSuchMove => "macedonian::no-such-move",
        NotALoneArrow => "macedonian::not-a-lone-arrow",
        NotAnArcher => "macedonian::not-an-archer",
        NotInHand => "macedonian::not-in-hand",
        NotYourPiece => "macedonian::not-your-piece",
        OwnPiece => "macedonian::own-piece",
        PieceMismatch => "macedonian::piece-mismatch",
        PieceMovement => "macedonian::piece-movement",
        PromotionForced => "macedonian::promotion-forced",
        PromotionNotAllowed => "macedonian::promotion-not-allowed",
        RefillToken => "macedonian::refill-token",
        ReturnBlocked => "macedonian::return-blocked",
        ReturnLine => "macedonian::return-line",
        ShotBlocked => "macedonian::shot-blocked",
        ShotLine => "macedonian::shot-line",
        ThirdArrow => "macedonian::third-arrow",
    }
}

crate::game::reasons! {
    /// Why a game of Macedonian shogi ends.
    pub enum MacedonianEnd {
        /// A side's crowned piece was captured.
        CrownCaptured => "crown-captured",
        /// The side to move has no legal turn and its crown is attacked.
        Mate => "mate",
        /// The side to move has no legal turn and its crown is not attacked.
        NoMove => "no-move",
    }
}
