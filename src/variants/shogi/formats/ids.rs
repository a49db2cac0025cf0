//! The codes of problems in the shogi formats themselves; docs/rules/records.md
//! says when each is raised.

use crate::rule_id::rule_ids;

rule_ids! {
    /// A problem in a CSA file.
    pub enum CsaCode {
        Line => "csa::line",
        NoPosition => "csa::no-position",
        ResultName => "csa::result-name",
        ServerResult => "csa::server-result",
        Time => "csa::time",
        Trailing => "csa::trailing",
    }
}

rule_ids! {
    /// A problem in a KIF or KI2 file.
    pub enum KifCode {
        Board => "kif::board",
        Branch => "kif::branch",
        Handicap => "kif::handicap",
        SummaryCount => "kif::summary-count",
        TextAfterMove => "kif::text-after-move",
        TouchingTime => "kif::touching-time",
        UnknownLine => "kif::unknown-line",
    }
}

rule_ids! {
    /// A problem in a JKF (JSON kifu) file.
    pub enum JkfCode {
        Initial => "jkf::initial",
        Json => "jkf::json",
        Move => "jkf::move",
        Moves => "jkf::moves",
        Special => "jkf::special",
    }
}
