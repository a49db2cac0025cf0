//! Comparing rule sets: the rule comparison, a consumer that checks every
//! ply also under other rules from the same position (the plies whose
//! legality differs), and the rule set a refused record is valid under.

use std::ops::ControlFlow;

use super::events::{Played, Refused, Start, Visitor};
use super::{NamedGame, Options, Report, RuleDifference, checked};
use crate::game::RuleSpec;
use crate::record::{GameRecord, NotationCode, Span};
use crate::session::{PlyFailure, Session};

/// A record refused under the default rule set but valid under another one
/// says so on its first error: `valid under `oki`: try --rules oki`.
pub(super) fn hint_other_rules(
    source: &str,
    record: &GameRecord,
    options: &Options,
    report: &mut Report,
) {
    let Some(variant) = report.variant.and_then(|v| options.registry.find(v)) else {
        return;
    };
    let current = report.rules.as_deref().unwrap_or_default();
    let current = current.split(';').next().unwrap_or_default();
    // A rule set another name of the game stands for is another game to
    // the user (`shogi` records are not hinted at Otomo's cards).
    let used = record
        .tag("Variant")
        .or(options.game.as_ref().map(|g| g.name.as_str()))
        .unwrap_or(variant.name());
    let other_game = |set: &str| {
        std::iter::once(variant.name())
            .chain(variant.aliases().iter().copied())
            .any(|n| !n.eq_ignore_ascii_case(used.trim()) && variant.default_rules(n) == Some(set))
    };
    let valid_under = variant.rule_sets().iter().map(|s| s.name).find(|&set| {
        set != current && !other_game(set) && {
            let other = Options {
                registry: options.registry.clone(),
                game: Some(NamedGame::new(variant)),
                rules: RuleSpec {
                    set: Some(set.to_string()),
                    options: Vec::new(),
                },
                stop_after: options.stop_after,
                ..Options::default()
            };
            let r = checked(source, record, &other, true);
            r.valid() && !r.plies.is_empty()
        }
    });
    let (Some(set), Some(first)) = (
        valid_under,
        report.problems.iter_mut().find(|p| p.is_error()),
    ) else {
        return;
    };
    let hint = crate::msg!("pipeline-valid-under", set = set);
    let (help, said) = match first.help.take() {
        Some(h) => {
            let before =
                (first.said.help.take()).unwrap_or_else(|| crate::msg!("usage-as-said", text = &h));
            let english = hint.render(crate::messages::Lang::En);
            let said = crate::msg!("pipeline-help-then", first = before, then = hint);
            (format!("{h}\n{english}"), said)
        }
        None => (hint.render(crate::messages::Lang::En), hint),
    };
    first.help = Some(help);
    first.said.help = Some(said);
}

fn difference(
    ply: usize,
    span: Span,
    text: &str,
    a: bool,
    b: bool,
    f: &PlyFailure,
) -> RuleDifference {
    let (rule, reason, said) = match f {
        PlyFailure::Syntax(e) => (
            NotationCode::Syntax.id(),
            e.message.to_string(),
            Some(e.message.clone()),
        ),
        PlyFailure::Illegal { violation, .. } => {
            let said = violation.said.as_ref().and_then(|s| s.message.clone());
            (violation.rule, violation.message.clone(), said)
        }
    };
    RuleDifference {
        ply,
        span,
        text: text.to_string(),
        legal_under_record_rules: a,
        legal_under_compared_rules: b,
        rule,
        reason,
        said,
    }
}

/// Checks every ply under other rules as well, from the same position:
/// the plies one rule set allows and the other refuses.
pub struct RuleComparison {
    rules: RuleSpec,
    /// Whether the rules apply to the game at all (if not, its set-up said
    /// so and nothing is compared).
    applies: bool,
    /// The position before the ply being read, under the compared rules.
    checker: Option<Box<dyn Session>>,
    pub differences: Vec<RuleDifference>,
}

impl RuleComparison {
    pub fn new(rules: &RuleSpec) -> RuleComparison {
        RuleComparison {
            rules: rules.clone(),
            applies: false,
            checker: None,
            differences: Vec::new(),
        }
    }
}

impl RuleComparison {
    /// Plays `ply`, played under the game's rules, under the compared ones.
    pub fn check_ply(&mut self, ply: &Played<'_>) {
        if let Some(mut other) = self.checker.take() {
            if let Err(f) = other.play_text(ply.input, ply.notation, None) {
                let (n, span) = (ply.ply.number, ply.ply.span);
                (self.differences).push(difference(n, span, ply.text, true, false, &f));
            }
        }
    }
}

impl Visitor for RuleComparison {
    fn begin(&mut self, start: &Start<'_>) -> ControlFlow<()> {
        self.applies = start.session.under_rules(&self.rules).is_ok();
        ControlFlow::Continue(())
    }

    fn before_ply(&mut self, before: &dyn Session) -> ControlFlow<()> {
        self.checker = (self.applies)
            .then(|| before.under_rules(&self.rules).ok())
            .flatten();
        ControlFlow::Continue(())
    }

    fn ply(&mut self, ply: Played<'_>) -> ControlFlow<()> {
        self.check_ply(&ply);
        ControlFlow::Continue(())
    }

    fn refused(&mut self, ply: &Refused<'_>) -> ControlFlow<()> {
        if let Some(mut other) = self.checker.take() {
            if other.play_text(ply.input, ply.notation, None).is_ok() {
                let d = difference(ply.ply, ply.span, ply.word, false, true, ply.failure);
                self.differences.push(d);
            }
        }
        ControlFlow::Continue(())
    }
}
