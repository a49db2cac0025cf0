//! The validation report as consumers of the driver's events: the
//! [`Validation`] (problems, plies, variations) and the [`ReportBuilder`]
//! that joins it with the conversion writer, the rule comparison and the
//! position list into one [`Report`].

use std::ops::ControlFlow;
use std::sync::Arc;

use super::compare::RuleComparison;
use super::conversion::ConversionWriter;
use super::events::{End, Fouled, Played, Refused, Start, Visitor, WrittenResult};
use super::positions::PositionList;
use super::{Branch, Options, Ply, Report};
use crate::diagnostic::Problem;
use crate::record::{CommentStyle, Element, GameRecord, MoveTime, Span};
use crate::registry::Registry;
use crate::session::Session;

/// What a validation says of a game: every problem, the plies played, and
/// the variations as played.
#[derive(Default)]
pub struct Validation {
    pub problems: Vec<Problem>,
    pub plies: Vec<Ply>,
    pub variations: Vec<Branch>,
    /// The variations being played, innermost last.
    open: Vec<Branch>,
}

impl Visitor for Validation {
    /// Makes room for the plies at once: grown a ply at a time, the list
    /// was copied about eight times a game.
    fn begin(&mut self, start: &Start<'_>) -> ControlFlow<()> {
        // A list not yet made is made at its size: a reserve of an empty
        // list took the growth's path out of line (about 85 instructions
        // a game more, on a CSA archive of short games).
        if self.plies.capacity() == 0 {
            self.plies = Vec::with_capacity(start.plies_expected);
        } else {
            self.plies.reserve(start.plies_expected);
        }
        ControlFlow::Continue(())
    }

    fn problem(&mut self, problem: Problem) -> ControlFlow<()> {
        self.problems.push(problem);
        ControlFlow::Continue(())
    }

    fn wants_before_ply(&self) -> bool {
        false
    }

    #[inline(always)]
    fn ply(&mut self, played: Played<'_>) -> ControlFlow<()> {
        if let Some(branch) = self.open.last_mut() {
            branch.moves.push(played.text.to_string());
        } else {
            self.plies.push(played.ply);
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, from_ply: usize, span: Span) -> ControlFlow<()> {
        self.open.push(Branch {
            from_ply,
            span,
            moves: Vec::new(),
            variations: Vec::new(),
        });
        ControlFlow::Continue(())
    }

    fn end_variation(&mut self, _from_ply: usize) -> ControlFlow<()> {
        if let Some(branch) = self.open.pop() {
            match self.open.last_mut() {
                Some(outer) => outer.variations.push(branch),
                None => self.variations.push(branch),
            }
        }
        ControlFlow::Continue(())
    }
}

/// Room for the plies of `record`'s main line: one a four bytes of its move
/// text (a move and the blank after it take four or more in most notations;
/// a shorter one grows the list once), a few thousand at most. A run that
/// holds more than blanks between its plies ([`GameRecord::run_lines`])
/// takes more bytes a ply ([`RunLines::bytes_per_ply`](crate::record::RunLines::bytes_per_ply)).
pub(super) fn ply_room(record: &GameRecord) -> usize {
    let bytes: usize = (record.movetext.iter())
        .map(|e| match e {
            Element::Moves { span } => span.len,
            _ => 0,
        })
        .sum();
    let per_ply = record.run_lines.bytes_per_ply();
    (bytes / per_ply + 1).min(4096)
}

/// The consumers a [`Report`] is made of: the validation, and the
/// conversion writer, the rule comparison and the position list when the
/// options ask for them.
pub(crate) struct ReportBuilder {
    validation: Validation,
    conversion: Option<ConversionWriter>,
    comparison: Option<RuleComparison>,
    positions: Option<PositionList>,
    /// Whether only the verdict is wanted ([`ReportBuilder::verdict_only`]).
    verdict_only: bool,
    /// Whether the game could be set up and began.
    began: bool,
    end: End,
    registry: Arc<Registry>,
}

impl ReportBuilder {
    pub fn new(options: &Options) -> ReportBuilder {
        ReportBuilder {
            validation: Validation::default(),
            conversion: (options.convert_to.clone()).map(ConversionWriter::new),
            comparison: options.compare.as_ref().map(RuleComparison::new),
            positions: options.positions.then(PositionList::default),
            verdict_only: false,
            began: false,
            end: End::default(),
            registry: options.registry.clone(),
        }
    }

    /// A builder for no more than the verdict: the game stops at its first
    /// error, which offers no nearest legal moves.
    pub fn verdict_only(self) -> ReportBuilder {
        ReportBuilder {
            verdict_only: true,
            ..self
        }
    }

    /// Whether the game could be set up, every option checked.
    pub fn began(&self) -> bool {
        self.began
    }

    /// The report of the game driven, `session` the game as far as it was
    /// played; each ply has the position after it when the list was kept.
    pub fn report(self, session: Option<Box<dyn Session>>) -> Report {
        let mut plies = self.validation.plies;
        if plies.capacity() > 2 * plies.len() {
            plies.shrink_to_fit();
        }
        if let Some(list) = self.positions {
            for (ply, position) in plies.iter_mut().zip(list.positions) {
                ply.texts_mut().position = Some(position);
            }
        }
        let (converted, losses, result_span, tag_spans) = match self.conversion {
            Some(mut c) => {
                let losses = std::mem::take(&mut c.losses);
                let (span, tags) = (c.result_span, std::mem::take(&mut c.tag_spans));
                (c.converted(), losses, span, tags)
            }
            None => (None, Vec::new(), None, Vec::new()),
        };
        Report {
            variant: self.end.variant,
            rules: self.end.rules,
            plies,
            problems: self.validation.problems,
            session,
            numbering: self.end.numbering,
            converted,
            losses,
            differences: self.comparison.map(|c| c.differences).unwrap_or_default(),
            result_token: self.end.result,
            result_span,
            tag_spans,
            ending: self.end.ending,
            foul: self.end.foul,
            variations: self.validation.variations,
            registry: self.registry,
        }
    }

    /// Tells `event` to the conversion writer, the rule comparison and the
    /// position list, then the validation.
    fn each(
        &mut self,
        mut event: impl FnMut(&mut dyn Visitor) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if let Some(c) = &mut self.conversion {
            let _ = event(c);
        }
        if let Some(c) = &mut self.comparison {
            let _ = event(c);
        }
        if let Some(c) = &mut self.positions {
            let _ = event(c);
        }
        event(&mut self.validation)
    }
}

impl ReportBuilder {
    /// [`Visitor::ply`] told to the conversion writer, the rule comparison
    /// and the position list, then the validation.
    #[inline(never)]
    fn ply_to_each(&mut self, played: Played<'_>) -> ControlFlow<()> {
        if let Some(c) = &mut self.conversion {
            c.write_ply(&played);
        }
        if let Some(c) = &mut self.comparison {
            c.check_ply(&played);
        }
        if let Some(c) = &mut self.positions {
            c.keep(&played);
        }
        self.validation.ply(played)
    }
}

impl Visitor for ReportBuilder {
    fn begin(&mut self, start: &Start<'_>) -> ControlFlow<()> {
        self.began = true;
        self.each(|v| v.begin(start))
    }
    fn problem(&mut self, problem: Problem) -> ControlFlow<()> {
        let error = problem.is_error();
        let flow = self.validation.problem(problem);
        if self.verdict_only && error {
            ControlFlow::Break(())
        } else {
            flow
        }
    }
    fn wants_suggestions(&self) -> bool {
        !self.verdict_only
    }
    /// Only the rule comparison watches the game before each ply.
    #[inline(always)]
    fn wants_before_ply(&self) -> bool {
        self.comparison.is_some()
    }
    fn before_ply(&mut self, before: &dyn Session) -> ControlFlow<()> {
        match &mut self.comparison {
            Some(c) => c.before_ply(before),
            None => ControlFlow::Continue(()),
        }
    }
    /// The ply goes last to the validation, which keeps it. Inlined in
    /// the driver's two paths of a ply played; a validation alone (the
    /// commonest report) takes the event's fields as they are, with no
    /// event written out for the others to read.
    #[inline(always)]
    fn ply(&mut self, played: Played<'_>) -> ControlFlow<()> {
        if self.conversion.is_none() && self.comparison.is_none() && self.positions.is_none() {
            return self.validation.ply(played);
        }
        self.ply_to_each(played)
    }
    fn refused(&mut self, ply: &Refused<'_>) -> ControlFlow<()> {
        self.each(|v| v.refused(ply))
    }
    fn comment(&mut self, text: &str, style: CommentStyle, span: Span) -> ControlFlow<()> {
        self.each(|v| v.comment(text, style, span))
    }
    fn time(&mut self, time: MoveTime, span: Span, after_end: bool) -> ControlFlow<()> {
        self.each(|v| v.time(time, span, after_end))
    }
    fn begin_variation(&mut self, from_ply: usize, span: Span) -> ControlFlow<()> {
        self.each(|v| v.begin_variation(from_ply, span))
    }
    fn end_variation(&mut self, from_ply: usize) -> ControlFlow<()> {
        self.each(|v| v.end_variation(from_ply))
    }
    fn result(&mut self, result: &WrittenResult<'_>) -> ControlFlow<()> {
        self.each(|v| v.result(result))
    }
    fn foul(&mut self, foul: &Fouled<'_>) -> ControlFlow<()> {
        self.each(|v| v.foul(foul))
    }
    fn end(&mut self, end: &End) {
        let _ = self.each(|v| {
            v.end(end);
            ControlFlow::Continue(())
        });
        self.end = end.clone();
    }
}
