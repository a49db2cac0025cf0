//! How the game ended: the written result checked against the game, a
//! declaration the result line stands for, and the illegal move a record
//! says its game ended by.

use super::Foul;
use super::driver::Driver;
use super::events::{End, Fouled, Visitor, WrittenResult};
use super::problems::snap;
use crate::diagnostic::Problem;
use crate::game::Outcome;
use crate::record::{Ending, RecordCode, RecordEnd, Span};
use crate::session::{PlyFailure, Session};

impl<'a> Driver<'a> {
    /// The line's written result: checked against the foul the record
    /// names, or against the game's end by the rules (a declaration the
    /// result line stands for played first).
    pub(super) fn result<V: Visitor>(
        &mut self,
        token: &str,
        span: Span,
        ending: Option<Ending>,
        visitor: &mut V,
    ) {
        let mut token = token.to_string();
        let mut checked = false;
        if let (Some(foul), Some(claim)) = (&self.ending.foul, &self.cx.record.foul) {
            let won = crate::game::token(Some(foul.winner));
            if !claim.last_move {
                // `%ILLEGAL_MOVE`, 反則負け: the word names the foul, and
                // whoever made it lost.
                token = won.to_string();
            } else if token != "*" && token != won {
                let message = crate::msg!(
                    "pipeline-result-foul",
                    token = &token,
                    ply = foul.ply,
                    won = won
                );
                let problem = Problem::error(RecordCode::ResultMismatch, message, span);
                self.say(visitor, problem.label(crate::msg!("record-result-label")));
            }
        } else if !self.line.stopped {
            checked = true;
        }
        self.ending.result = Some((token.clone(), ending));
        let flow = visitor.result(&WrittenResult {
            token: &token,
            ending,
            span,
            checked,
            game_over: self.line.session.outcome().is_some(),
        });
        self.flow(flow);
        if !checked || self.line.halted {
            return;
        }
        if self.cx.record.declaration == Some(span) && self.line.session.outcome().is_none() {
            self.declare(span, visitor);
        }
        if let Some(o) = self.line.session.outcome() {
            if token != "*" && token != o.token() {
                let message = crate::msg!(
                    "pipeline-result-ended",
                    token = &token,
                    ended = o.token(),
                    reason = o.reason.msg()
                );
                let problem = Problem::error(RecordCode::ResultMismatch, message, span);
                self.say(visitor, problem.label(crate::msg!("record-result-label")));
            }
        }
    }

    /// Plays the declaration a result line stands for (shogi's impasse
    /// declaration, by the game's hook), when the rules in force allow
    /// declarations: its outcome is then the game's and the written result
    /// is checked against it. Under rules without declarations the line is
    /// a result only.
    fn declare<V: Visitor>(&mut self, span: Span, visitor: &mut V) {
        let Some(declaration) = self.line.session.declaration() else {
            return;
        };
        for text in declaration.texts {
            match self.line.session.play_text(text, None, None) {
                Ok(_) => return,
                Err(PlyFailure::Illegal { violation, .. }) => {
                    if violation.rule != declaration.refused {
                        let mut problem = Problem::error(violation.rule, violation.message, span)
                            .label(crate::msg!("frame-this-declaration"))
                            .position(self.line.session.position_string());
                        problem.said.message = violation.said.and_then(|s| s.message);
                        self.say(visitor, problem);
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
        self.cx.record.foul.is_some()
            && self.ending.in_last_run
            && (len == 0 || self.cx.source[(at + len).min(end)..end].trim().is_empty())
    }

    /// Takes an illegal ply as the foul the record says the game ended by,
    /// when it is the last ply and the record says so.
    pub(super) fn accept_foul<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        failure: &PlyFailure,
        visitor: &mut V,
    ) -> bool {
        let PlyFailure::Illegal { violation, len, .. } = failure else {
            return false;
        };
        if !self.foul_claimed(at, end, *len) {
            return false;
        }
        let read_at = if *len == 0 {
            Span::new(at, self.cx.source[at..end].trim_end().len())
        } else {
            snap(self.cx.source, Span::new(at, *len))
        };
        let foul = Foul {
            ply,
            span: self.line.in_place.unwrap_or(read_at),
            text: self.cx.source[read_at.range()].to_string(),
            rule: violation.rule,
            message: violation.message.clone(),
            winner: self.line.session.side_to_move().other(),
            said: violation.msg(),
        };
        self.line.stopped = true;
        let flow = visitor.foul(&Fouled {
            foul: &foul,
            read_at,
            input: &self.cx.source[at..end],
            notation: self.cx.only,
            convert_to: self.cx.convert_to,
            before: &*self.line.session,
        });
        self.ending.foul = Some(foul);
        self.ending.foul_time_due = true;
        self.flow(flow);
        true
    }

    /// The end of the game's line: a foul the record claims but its last
    /// move does not commit is an error; the visitor is told how the game
    /// ended, and the game is handed back.
    pub(super) fn finish<V: Visitor>(mut self, visitor: &mut V, mut end: End) -> Box<dyn Session> {
        if let (Some(claim), None, false) =
            (self.cx.record.foul, &self.ending.foul, self.line.halted)
        {
            if claim.last_move && !self.line.errors {
                let message = match self.line.last {
                    Some((number, text)) => {
                        crate::msg!("pipeline-foul-legal", text = text, ply = number)
                    }
                    None => crate::msg!("pipeline-foul-no-move"),
                };
                let problem = Problem::error(RecordCode::FoulClaim, message, claim.span)
                    .label(crate::msg!("record-foul-claim-label"))
                    .help(crate::msg!("record-foul-claim-help"));
                self.say(visitor, problem);
            }
        }
        let (mut result, mut ending) = match self.ending.result.take() {
            Some((token, ending)) => (Some(token), ending),
            None => (None, None),
        };
        if let (Some(f), None) = (&self.ending.foul, &result) {
            result = Some(crate::game::token(Some(f.winner)).to_string());
            ending = Some(Ending::IllegalMove);
        }
        end.outcome = match &self.ending.foul {
            Some(f) => Some(Outcome::win(f.winner, RecordEnd::OpponentIllegalMove)),
            None => self.line.session.outcome(),
        };
        end.result = result;
        end.ending = ending;
        end.foul = self.ending.foul.take();
        end.numbering = self
            .numbers
            .checker
            .style
            .unwrap_or(self.cx.variant.numbering());
        visitor.end(&end);
        self.line.session
    }
}
