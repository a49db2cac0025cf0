//! The conversion writer: a consumer that builds the game in the target
//! notation as it is played ([`OutGame`]), and says what the target cannot
//! carry (tags, comments, variations, times, a result, a foul).

use std::ops::ControlFlow;

use super::events::{End, Fouled, Played, Start, Visitor, WrittenResult};
use super::identify::full_position;
use crate::diagnostic::Problem;
use crate::formats::Target;
use crate::messages::Msg;
use crate::record::write::{OutGame, OutItem};
use crate::record::{CommentStyle, ConvertCode, GameRecord, MoveTime, Span, Tag};
use crate::session::Variant;

/// The warning for the tags of `record` that a conversion to `target`
/// leaves out: the ones written in the record, when the target has no
/// place for tags (the game, its rules and its position are carried by the
/// target's own means).
pub(super) fn lost_tags(record: &GameRecord, target: &Target) -> Option<Problem> {
    if target.holds_tags() {
        return None;
    }
    let carried = [
        "Variant",
        "Rules",
        "Notation",
        "Position",
        crate::record::write::POSITION_FIELDS,
    ];
    let lost: Vec<&Tag> = record
        .tags
        .iter()
        .filter(|t| t.span.len > 0 && !carried.iter().any(|k| t.name.eq_ignore_ascii_case(k)))
        .collect();
    let first = lost.first()?;
    let names: Vec<String> = lost.iter().map(|t| format!("`{}`", t.name)).collect();
    let message = crate::msg!(
        "pipeline-tags-left-out",
        n = names.len(),
        names = names.join(", "),
        target = target.name()
    );
    Some(left_out(ConvertCode::Tag, message, first.span))
}

/// The warning for something of the record at `span` that a conversion
/// leaves out, as every loss is worded: a warning, labelled so.
pub(super) fn left_out(code: ConvertCode, message: Msg, span: Span) -> Problem {
    Problem::warning(code, message, span).label(crate::msg!("pipeline-left-out-label"))
}

pub(super) fn out_tags(
    record: &GameRecord,
    variant: &dyn Variant,
    rules: &str,
    notation: &str,
) -> Vec<(String, String)> {
    let mut tags: Vec<(String, String)> = vec![
        ("Variant".into(), variant.name().into()),
        ("Rules".into(), rules.into()),
        ("Notation".into(), notation.into()),
    ];
    for t in &record.tags {
        if t.name == "Position" {
            tags.push((t.name.clone(), full_position(record).unwrap_or_default()));
        } else if ![
            "Variant",
            "Rules",
            "Notation",
            crate::record::write::POSITION_FIELDS,
        ]
        .iter()
        .any(|k| t.name.eq_ignore_ascii_case(k))
        {
            tags.push((t.name.clone(), t.value.clone()));
        }
    }
    tags
}

/// Builds the converted game from the events of one game: every ply in
/// the notation asked for, the comments, variations and times the target
/// holds, and the losses (warnings) for what it does not.
pub struct ConversionWriter {
    /// What the game is converted to.
    target: Target,
    /// The game and the variations being written, innermost last; `None`
    /// for a line the target leaves out (or before the game begins).
    lines: Vec<Option<OutGame>>,
    /// What the target cannot carry.
    pub losses: Vec<Problem>,
    /// Whether the record's times were found and cannot be written.
    times_lost: bool,
    /// Whether the comments left out have been reported.
    comments_lost: bool,
    /// Whether the parts of a second left out have been reported.
    fractions_lost: bool,
    /// Whether a total time left out has been reported.
    totals_lost: bool,
    /// The plies of the main line so far, and each side's total time
    /// after them (sides by the parity of the plies).
    main_plies: usize,
    sums: [u32; 2],
    /// Where the main line's written result is, for what the target's
    /// writer cannot say of it.
    pub result_span: Option<Span>,
    /// Where each tag of the record is (by name), for the tags the
    /// target's writer writes in its own words.
    pub tag_spans: Vec<(String, Span)>,
}

impl ConversionWriter {
    /// The writer of a conversion to `target`.
    pub fn new(target: Target) -> ConversionWriter {
        ConversionWriter {
            target,
            lines: Vec::new(),
            losses: Vec::new(),
            times_lost: false,
            comments_lost: false,
            fractions_lost: false,
            totals_lost: false,
            main_plies: 0,
            sums: [0, 0],
            result_span: None,
            tag_spans: Vec::new(),
        }
    }

    /// The game as converted, once it began.
    pub fn converted(mut self) -> Option<OutGame> {
        self.lines.drain(..).next().flatten()
    }

    /// Writes the ply in the target's notation.
    pub fn write_ply(&mut self, ply: &Played<'_>) {
        if self.lines.len() == 1 {
            self.main_plies = ply.ply.number;
        }
        if let (Some(out), Some(text)) = (self.line(), ply.ply.converted()) {
            let index = ply.ply.number - 1;
            let text = text.to_string();
            out.items.push(OutItem::Ply { index, text });
        }
    }

    /// The line being written, unless the target leaves it out.
    fn line(&mut self) -> Option<&mut OutGame> {
        self.lines.last_mut().and_then(Option::as_mut)
    }

    fn lose(&mut self, code: ConvertCode, message: Msg, span: Span) {
        self.losses.push(left_out(code, message, span));
    }

    /// Reports, once, a total time written that is not the sum of the
    /// mover's times, when the target holds no totals: its reader gives
    /// the sum in its place. Only the main line's are summed.
    fn total_lost(&mut self, time: &MoveTime, span: Span, after_end: bool) {
        if self.lines.len() > 1 {
            return;
        }
        let side = (self.main_plies + usize::from(!after_end)) % 2;
        let sum = self.sums[side].saturating_add(time.seconds);
        self.sums[side] = time.total.unwrap_or(sum);
        let Some(total) = time.total.filter(|t| *t != sum) else {
            return;
        };
        if self.totals_lost || self.target.holds_totals() {
            return;
        }
        self.totals_lost = true;
        let message = crate::msg!(
            "pipeline-totals-left-out",
            target = self.target.name(),
            total = total,
            sum = sum
        );
        self.lose(ConvertCode::Time, message, span);
    }

    /// Reports, once, a time's part of a second that a target of whole
    /// seconds cannot write (it writes the whole seconds).
    fn fraction_lost(&mut self, time: &MoveTime, span: Span) {
        let Some(fraction) = time.part_of_a_second() else {
            return;
        };
        if self.fractions_lost || self.target.holds_fractions() {
            return;
        }
        self.fractions_lost = true;
        let message = crate::msg!(
            "pipeline-fractions-left-out",
            target = self.target.name(),
            seconds = time.seconds,
            fraction = %fraction
        );
        self.lose(ConvertCode::Time, message, span);
    }
}

impl Visitor for ConversionWriter {
    fn begin(&mut self, start: &Start<'_>) -> ControlFlow<()> {
        let (record, target) = (start.record, self.target.name());
        self.lines = vec![Some(OutGame {
            tags: out_tags(record, start.variant, &start.session.rules(), target),
            first_ply: 1,
            ..Default::default()
        })];
        self.losses.extend(lost_tags(record, &self.target));
        self.tag_spans = (record.tags.iter())
            .map(|t| (t.name.clone(), t.span))
            .collect();
        for span in &record.unheld_times {
            let message = crate::msg!("pipeline-time-too-long", most = u32::MAX);
            self.lose(ConvertCode::Time, message, *span);
        }
        ControlFlow::Continue(())
    }

    fn ply(&mut self, ply: Played<'_>) -> ControlFlow<()> {
        self.write_ply(&ply);
        ControlFlow::Continue(())
    }

    fn comment(&mut self, text: &str, style: CommentStyle, span: Span) -> ControlFlow<()> {
        let holds = self.target.holds_comments();
        let Some(out) = self.line() else {
            return ControlFlow::Continue(());
        };
        if holds {
            let text = text.to_string();
            out.items.push(OutItem::Comment { text, style });
        } else if !self.comments_lost {
            self.comments_lost = true;
            let message = crate::msg!("pipeline-comments-left-out", target = self.target.name());
            self.lose(ConvertCode::Comment, message, span);
        }
        ControlFlow::Continue(())
    }

    /// The time the ply before took (or, after the line's ending, the
    /// time the last turn took), carried where the target holds times.
    fn time(&mut self, time: MoveTime, span: Span, after_end: bool) -> ControlFlow<()> {
        if self.line().is_none() {
            return ControlFlow::Continue(());
        }
        let target = self.target.name();
        let carried = if after_end && self.target.holds_end_times() {
            Ok(OutItem::EndTime(time))
        } else if after_end {
            Err(crate::msg!("pipeline-end-time-left-out", target = target))
        } else if self.target.holds_times() {
            Ok(OutItem::Time(time))
        } else if !self.times_lost {
            self.times_lost = true;
            Err(crate::msg!("pipeline-times-left-out", target = target))
        } else {
            return ControlFlow::Continue(());
        };
        match carried {
            Ok(item) => {
                self.fraction_lost(&time, span);
                self.total_lost(&time, span, after_end);
                if let Some(out) = self.line() {
                    out.items.push(item);
                }
            }
            Err(message) => self.lose(ConvertCode::Time, message, span),
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, from_ply: usize, span: Span) -> ControlFlow<()> {
        let held = self.target.holds_variations();
        let line = match self.line() {
            Some(_) if held => Some(OutGame::default()),
            Some(_) => {
                let message = crate::msg!(
                    "pipeline-variation-left-out",
                    from = from_ply,
                    target = self.target.name()
                );
                self.lose(ConvertCode::Variation, message, span);
                None
            }
            None => None,
        };
        self.lines.push(line);
        ControlFlow::Continue(())
    }

    fn end_variation(&mut self, from_ply: usize) -> ControlFlow<()> {
        let line = self.lines.pop().flatten();
        if let (Some(out), Some(line)) = (self.line(), line) {
            out.items.push(OutItem::Variation {
                index: from_ply - 1,
                items: line.items,
                result: line.result,
            });
        }
        ControlFlow::Continue(())
    }

    /// Reports a written result that a conversion leaves out: one the moves
    /// do not show (a resignation, a time loss), when the target has no
    /// place for results. An ending the moves show (mate, a repetition) is
    /// found again by whoever reads the converted moves. A variation's
    /// result is kept with it.
    fn result(&mut self, result: &WrittenResult<'_>) -> ControlFlow<()> {
        let in_variation = self.lines.len() > 1;
        let Some(out) = self.line() else {
            return ControlFlow::Continue(());
        };
        if in_variation {
            out.result = Some(result.token.to_string());
        } else {
            self.result_span = Some(result.span);
        }
        let token = result.token;
        // `*` says the game stopped unfinished (中断, `%CHUDAN`), or a word
        // says why (封じ手).
        let unfinished = token == "*";
        if !result.checked || self.target.holds_results() || result.game_over {
            return ControlFlow::Continue(());
        }
        let message = match result.ending.filter(|_| unfinished) {
            Some(ending) => crate::msg!(
                "pipeline-ending-left-out",
                ending = ending.msg(),
                target = self.target.name()
            ),
            None => crate::msg!(
                "pipeline-result-left-out",
                token = token,
                target = self.target.name()
            ),
        };
        self.lose(ConvertCode::Result, message, result.span);
        ControlFlow::Continue(())
    }

    /// Carries the illegal move that ended the game into a target that
    /// marks fouls (its writer then marks it); other targets cannot, so it
    /// is left out with a loss warning.
    fn foul(&mut self, fouled: &Fouled<'_>) -> ControlFlow<()> {
        let ply = fouled.foul.ply;
        let marks = self.target.marks_fouls();
        let printed = (fouled.convert_to).filter(|_| marks).and_then(|to| {
            fouled
                .before
                .print_unchecked(fouled.input, fouled.notation, to)
        });
        if self.line().is_none() || fouled.convert_to.is_none() {
            return ControlFlow::Continue(());
        }
        match (self.line(), printed) {
            (Some(out), Some(text)) => out.items.push(OutItem::Ply {
                index: ply - 1,
                text,
            }),
            _ => self.losses.push(Problem::warning(
                ConvertCode::Foul,
                crate::msg!(
                    "pipeline-foul-left-out",
                    ply = ply,
                    target = self.target.name()
                ),
                fouled.read_at,
            )),
        }
        ControlFlow::Continue(())
    }

    fn end(&mut self, end: &End) {
        if let Some(out) = self.line() {
            out.result = end
                .result
                .clone()
                .or_else(|| end.outcome.as_ref().map(|o| o.token().to_string()));
            // The rules' end, or else the record's ending word (a sealed
            // move, a time loss), which the target writes if it can.
            out.reason = (end.outcome.as_ref().map(|o| o.reason.into()))
                .or_else(|| end.ending.map(|e| e.name().to_string()));
            out.reason_in_moves = end.outcome.is_some();
        }
    }
}
