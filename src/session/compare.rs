//! The moves two rule sets disagree on in one position, each with the rule
//! that refuses it: `hensou moves --compare` and the rule comparison of a
//! record.

use serde::Serialize;

use super::play::{PlyFailure, Session};
use crate::messages::{Lang, Msg, localized};
use crate::record::NotationCode;
use crate::rule_id::RuleId;

/// A move legal under one of two rule sets and not under the other, with
/// the rule by which the set that refuses it refuses it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveDifference {
    #[serde(rename = "move")]
    pub mv: String,
    /// Whether the position's own rules allow it.
    pub legal_under_rules: bool,
    /// Whether the rules compared with allow it.
    pub legal_under_compared_rules: bool,
    /// The rule broken under the rules that refuse it.
    pub rule: RuleId,
    pub reason: String,
    /// The catalogue's message `reason` was rendered from, where it was.
    #[serde(skip)]
    said: Option<Msg>,
}

impl MoveDifference {
    /// Why the rule refuses the move, in `lang` (`reason` is the English).
    pub fn reason_in(&self, lang: Lang) -> String {
        localized(lang, &self.reason, self.said.as_ref())
    }
    /// The message `reason` was rendered from, where it was.
    pub fn said(&self) -> Option<&Msg> {
        self.said.as_ref()
    }
}

/// The moves legal in `own` and not in `other` (the same position under
/// other rules) or the other way round, printed in `notation`, in the
/// order `legal_moves` lists them; each with the rule that refuses it.
pub fn compare_moves(
    own: &dyn Session,
    other: &dyn Session,
    notation: usize,
) -> Vec<MoveDifference> {
    let (mine, theirs) = (own.legal_moves(notation), other.legal_moves(notation));
    let difference = |(mv, rule, (reason, said)), legal_here: bool| MoveDifference {
        mv,
        legal_under_rules: legal_here,
        legal_under_compared_rules: !legal_here,
        rule,
        reason,
        said,
    };
    let mut out: Vec<MoveDifference> = (refused(&mine, &theirs, other, notation).into_iter())
        .map(|r| difference(r, true))
        .chain((refused(&theirs, &mine, own, notation).into_iter()).map(|r| difference(r, false)))
        .collect();
    out.sort_by(|a, b| a.mv.cmp(&b.mv));
    out
}

/// The moves of `legal` that `judge`, whose legal moves are `listed`
/// (sorted), refuses, each with the rule and the reason. A move `judge`
/// plays though it prints it otherwise is no difference.
fn refused(
    legal: &[String],
    listed: &[String],
    judge: &dyn Session,
    notation: usize,
) -> Vec<(String, RuleId, (String, Option<Msg>))> {
    legal
        .iter()
        .filter(|mv| listed.binary_search(mv).is_err())
        .filter_map(
            |mv| match judge.fork().play_text(mv, Some(notation), None) {
                Ok(_) => None,
                Err(PlyFailure::Illegal { violation, .. }) => {
                    let said = violation.said.and_then(|s| s.message);
                    Some((mv.clone(), violation.rule, (violation.message, said)))
                }
                Err(PlyFailure::Syntax(e)) => {
                    let said = (e.message.to_string(), Some(e.message.clone()));
                    Some((mv.clone(), NotationCode::Syntax.id(), said))
                }
            },
        )
        .collect()
}
