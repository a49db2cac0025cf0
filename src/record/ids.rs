//! The codes of problems in records, apart from a game's own rules;
//! docs/rules/records.md says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A problem with a record as a whole: its tags, structure, variant or result.
    pub enum RecordCode {
        AfterEnd => "record::after-end",
        BadTag => "record::bad-tag",
        CompareRules => "record::compare-rules",
        DetectedVariant => "record::detected-variant",
        FoulClaim => "record::foul-claim",
        MoveNumber => "record::move-number",
        NoMoves => "record::no-moves",
        NoVariant => "record::no-variant",
        ResultMismatch => "record::result-mismatch",
        Setup => "record::setup",
        UnknownNotation => "record::unknown-notation",
        UnknownVariant => "record::unknown-variant",
        UnterminatedComment => "record::unterminated-comment",
        UnterminatedVariation => "record::unterminated-variation",
        VariantOverridden => "record::variant-overridden",
        VariationDepth => "record::variation-depth",
    }
}

rule_ids! {
    /// A problem with the bytes of a file: encoding, or not text at all.
    pub enum InputCode {
        Binary => "input::binary",
        CommentEncoding => "input::comment-encoding",
        Encoding => "input::encoding",
        MixedEncoding => "input::mixed-encoding",
    }
}

rule_ids! {
    /// A problem with move text as written, before any rule applies.
    pub enum NotationCode {
        Normalised => "notation::normalised",
        Syntax => "notation::syntax",
        Trailing => "notation::trailing",
    }
}

rule_ids! {
    /// A problem in a forum transcript: a citation, or a word that is no move.
    pub enum ForumCode {
        Citation => "forum::citation",
        NotAMove => "forum::not-a-move",
        Numbering => "forum::numbering",
        Signature => "forum::signature",
        UnreadMoves => "forum::unread-moves",
    }
}

rule_ids! {
    /// Something a conversion cannot carry into the target format.
    pub enum ConvertCode {
        Comment => "convert::comment",
        Encoding => "convert::encoding",
        Foul => "convert::foul",
        Move => "convert::move",
        Partial => "convert::partial",
        Prose => "convert::prose",
        Result => "convert::result",
        Tag => "convert::tag",
        Time => "convert::time",
        UnknownNotation => "convert::unknown-notation",
        Variation => "convert::variation",
    }
}
