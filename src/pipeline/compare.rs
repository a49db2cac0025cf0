//! Comparing rule sets: the plies whose legality differs under other rules,
//! and the rule set a refused record is valid under.

use super::{Options, Report, RuleDifference, run};
use crate::game::RuleSpec;
use crate::record::{GameRecord, NotationCode, Span};
use crate::session::PlyFailure;
use crate::variants;

/// A record refused under the default rule set but valid under another one
/// says so on its first error: `valid under `oki`: try --rules oki`.
pub(super) fn hint_other_rules(
    source: &str,
    record: &GameRecord,
    options: &Options,
    report: &mut Report,
) {
    let Some(variant) = report.variant.and_then(variants::find) else {
        return;
    };
    let current = report.rules.as_deref().unwrap_or_default();
    let current = current.split(';').next().unwrap_or_default();
    // A rule set another name of the game stands for is another game to
    // the user (`shogi` records are not hinted at Otomo's cards).
    let used = record
        .tag("Variant")
        .or(options.variant.as_deref())
        .unwrap_or(variant.name());
    let other_game = |set: &str| {
        std::iter::once(variant.name())
            .chain(variant.aliases().iter().copied())
            .any(|n| !n.eq_ignore_ascii_case(used.trim()) && variant.default_rules(n) == Some(set))
    };
    let valid_under = variant.rule_sets().iter().map(|s| s.name).find(|&set| {
        set != current && !other_game(set) && {
            let other = Options {
                variant: Some(variant.name().to_string()),
                rules: RuleSpec {
                    set: Some(set.to_string()),
                    options: Vec::new(),
                },
                stop_after: options.stop_after,
                ..Options::default()
            };
            let r = run(source, record, &other);
            r.valid() && !r.plies.is_empty()
        }
    });
    let (Some(set), Some(first)) = (
        valid_under,
        report.problems.iter_mut().find(|p| p.is_error()),
    ) else {
        return;
    };
    let hint = format!("the record is valid under `{set}`: try --rules {set}");
    first.help = Some(match first.help.take() {
        Some(h) => format!("{h}\n{hint}"),
        None => hint,
    });
}

pub(super) fn difference(
    ply: usize,
    span: Span,
    source: &str,
    a: bool,
    b: bool,
    f: &PlyFailure,
) -> RuleDifference {
    let (rule, reason) = match f {
        PlyFailure::Syntax(e) => (NotationCode::Syntax.id(), e.message.clone()),
        PlyFailure::Illegal { violation, .. } => (violation.rule, violation.message.clone()),
    };
    RuleDifference {
        ply,
        span,
        text: source[span.range()].to_string(),
        legal_under_record_rules: a,
        legal_under_compared_rules: b,
        rule,
        reason,
    }
}
