//! How the game ended: the written result, a declaration, a foul.

use super::driver::Driver;
use super::problems::snap;
use super::{Foul, Report};
use crate::diagnostic::Problem;
use crate::game::Outcome;
use crate::record::{Ending, RecordCode, Span};
use crate::rule_id::RuleId;
use crate::session::PlyFailure;
use crate::variants::otomo::OtomoRule;
use crate::variants::shogi::ShogiRule;

impl<'a> Driver<'a> {
    pub(super) fn result(
        &mut self,
        token: &str,
        span: Span,
        ending: Option<Ending>,
        report: &mut Report,
    ) {
        self.ended = true;
        report.result_token = Some(token.to_string());
        report.ending = ending;
        if let (Some(foul), Some(claim)) = (&report.foul, &self.record.foul) {
            let won = crate::game::token(Some(foul.winner));
            if !claim.last_move {
                // `%ILLEGAL_MOVE`, 反則負け: the word names the foul, and
                // whoever made it lost.
                report.result_token = Some(won.to_string());
            } else if token != "*" && token != won {
                let message = format!(
                    "the record says {token}, but the illegal move at ply {} gives {won}",
                    foul.ply
                );
                report.problems.push(
                    Problem::error(RecordCode::ResultMismatch, message, span).label("this result"),
                );
            }
            return;
        }
        if self.stopped {
            return;
        }
        self.carry_result(token, span, report);
        if self.record.declaration == Some(span) && self.session.outcome().is_none() {
            self.declare(span, report);
        }
        if let Some(o) = self.session.outcome() {
            if token != "*" && token != o.token() {
                let message = format!(
                    "the record says {token}, but the game ended {} ({})",
                    o.token(),
                    o.reason
                );
                report.problems.push(
                    Problem::error(RecordCode::ResultMismatch, message, span).label("this result"),
                );
            }
        }
    }

    /// Plays the impasse declaration a result line stands for, when the
    /// rules in force allow declarations: its outcome is then the game's
    /// and the written result is checked against it. Under rules without
    /// declarations the line is a result only.
    pub(super) fn declare(&mut self, span: Span, report: &mut Report) {
        /// What the games with declarations say under rules without them.
        const REFUSED_DECLARATION: [RuleId; 2] =
            [ShogiRule::Declaration.id(), OtomoRule::Declaration.id()];
        for text in ["%KACHI", "入玉宣言", "win"] {
            match self.session.play_text(text, None, None) {
                Ok(_) => return,
                Err(PlyFailure::Illegal { violation, .. }) => {
                    if !REFUSED_DECLARATION.contains(&violation.rule) {
                        report.problems.push(
                            Problem::error(violation.rule, violation.message, span)
                                .label("this declaration")
                                .position(self.session.position_string()),
                        );
                    }
                    return;
                }
                Err(PlyFailure::Syntax(_)) => {}
            }
        }
    }

    /// Whether the record claims a foul and the ply at `at` (which took
    /// `len` bytes, 0 if unknown) is its last.
    pub(super) fn foul_claimed(&self, at: usize, end: usize, len: usize) -> bool {
        self.record.foul.is_some()
            && self.in_last_run
            && (len == 0 || self.source[(at + len).min(end)..end].trim().is_empty())
    }

    /// Takes an illegal ply as the foul the record says the game ended by,
    /// when it is the last ply and the record says so.
    pub(super) fn accept_foul(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        failure: &PlyFailure,
        report: &mut Report,
    ) -> bool {
        let PlyFailure::Illegal { violation, len, .. } = failure else {
            return false;
        };
        if !self.foul_claimed(at, end, *len) {
            return false;
        }
        let span = if *len == 0 {
            Span::new(at, self.source[at..end].trim_end().len())
        } else {
            snap(self.source, Span::new(at, *len))
        };
        report.foul = Some(Foul {
            ply,
            span,
            text: self.source[span.range()].to_string(),
            rule: violation.rule,
            message: violation.message.clone(),
            winner: self.session.side_to_move().other(),
        });
        self.stopped = true;
        self.convert_foul(at, end, ply, span, report);
        true
    }

    pub(super) fn finish(mut self, mut report: Report) -> Report {
        if let (Some(claim), None) = (self.record.foul, &report.foul) {
            let clean = !report.problems.iter().any(Problem::is_error);
            if claim.last_move && clean {
                let message = match report.plies.last() {
                    Some(p) => format!(
                        "the record says the game ended by an illegal move, but its last move `{}` (ply {}) is legal",
                        p.text(self.source),
                        p.number
                    ),
                    None => "the record says the game ended by an illegal move, but it has no move"
                        .to_string(),
                };
                report.problems.push(
                    Problem::error(RecordCode::FoulClaim, message, claim.span)
                        .label("no foul here")
                        .help("an illegal move ends a game only when the record holds it as the last move"),
                );
            }
        }
        if let (Some(f), None) = (&report.foul, &report.result_token) {
            report.result_token = Some(crate::game::token(Some(f.winner)).to_string());
            report.ending = Some(Ending::IllegalMove);
        }
        let outcome = report.outcome().or_else(|| self.session.outcome());
        if let Some(out) = &mut self.out {
            out.result = report
                .result_token
                .clone()
                .or_else(|| outcome.as_ref().map(|o| o.token().to_string()));
            out.reason = outcome.map(|o| o.reason.into());
        }
        report.numbering = self.numbers.style.unwrap_or(self.variant.numbering());
        report.converted = self.out;
        report.session = Some(self.session);
        report
    }
}
