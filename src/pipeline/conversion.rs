//! What a conversion carries and what it leaves out.

use super::Report;
use super::driver::Driver;
use super::identify::full_position;
use crate::diagnostic::Problem;
use crate::record::write::OutItem;
use crate::record::{ConvertCode, GameRecord, Span, Tag};
use crate::session::Variant;

/// The warning for the tags of `record` that a conversion to `target`
/// leaves out: the ones written in the record, when the target has no
/// place for tags (the game, its rules and its position are carried by the
/// target's own means).
pub(super) fn lost_tags(record: &GameRecord, target: &str) -> Option<Problem> {
    if crate::formats::holds_tags(target) {
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
    Some(
        Problem::warning(
            ConvertCode::Tag,
            format!(
                "{} left out: `{target}` has no place for tags",
                match names.len() {
                    1 => format!("the tag {} is", names[0]),
                    _ => format!("the tags {} are", names.join(", ")),
                }
            ),
            first.span,
        )
        .label("left out"),
    )
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

impl<'a> Driver<'a> {
    /// The time the ply before took (or, after the line's ending, the
    /// time the last turn took), carried where the target holds times.
    pub(super) fn time(&mut self, time: crate::record::MoveTime, span: Span, report: &mut Report) {
        let Some(out) = self.out.as_mut().filter(|_| !self.stopped) else {
            return;
        };
        let target = self.options.convert_to.as_deref().unwrap_or("");
        if self.ended && crate::formats::holds_end_times(target) {
            out.items.push(OutItem::EndTime(time));
        } else if self.ended {
            report.losses.push(
                Problem::warning(
                    ConvertCode::Time,
                    format!("the time of the game's last turn is left out: `{target}` has no place for it"),
                    span,
                )
                .label("left out"),
            );
        } else if crate::formats::holds_times(target) {
            out.items.push(OutItem::Time(time));
        } else if !self.times_lost {
            self.times_lost = true;
            report.losses.push(
                Problem::warning(
                    ConvertCode::Time,
                    format!(
                        "the times of the moves are left out: `{target}` has no place for them"
                    ),
                    span,
                )
                .label("left out"),
            );
        }
    }

    /// Reports a written result that a conversion leaves out: one the moves
    /// do not show (a resignation, a time loss), when the target has no
    /// place for results. An ending the moves show (mate, a repetition) is
    /// found again by whoever reads the converted moves.
    pub(super) fn carry_result(&self, token: &str, span: Span, report: &mut Report) {
        let target = self.options.convert_to.as_deref().unwrap_or("");
        if self.out.is_none()
            || token == "*"
            || crate::formats::holds_results(target)
            || self.session.outcome().is_some()
        {
            return;
        }
        report.losses.push(
            Problem::warning(
                ConvertCode::Result,
                format!(
                    "the result {token} is left out: `{target}` has no place for it, and the moves alone do not show it"
                ),
                span,
            )
            .label("left out"),
        );
    }

    /// Carries the illegal move that ended the game into a KIF, KI2 or CSA
    /// conversion (their writers then mark the foul); the other containers
    /// cannot mark it, so it is left out with a loss warning.
    pub(super) fn convert_foul(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        span: Span,
        report: &mut Report,
    ) {
        let (Some(out), Some(to)) = (&mut self.out, self.convert_to) else {
            return;
        };
        let target = self.options.convert_to.as_deref().unwrap_or("");
        let printed = ["kif", "ki2", "csa", "jkf"]
            .contains(&target.to_ascii_lowercase().as_str())
            .then(|| {
                self.session
                    .print_unchecked(&self.source[at..end], self.only, to)
            })
            .flatten();
        match printed {
            Some(text) => out.items.push(OutItem::Ply {
                index: ply - 1,
                text,
            }),
            None => report.losses.push(Problem::warning(
                ConvertCode::Foul,
                format!(
                    "the illegal move that ended the game (ply {ply}) is left out: `{target}` cannot mark a foul"
                ),
                span,
            )),
        }
    }
}
