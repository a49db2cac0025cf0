//! Drives one [`GameRecord`] through a game: every ply is read by the game's
//! notation, checked by its rules and played; every problem becomes a
//! [`Problem`] that points at the bytes of the ply.

use serde::Serialize;

use crate::diagnostic::Problem;
use crate::game::RuleSpec;
use crate::record::write::{Numbering, OutGame, OutItem};
use crate::record::{CommentStyle, Element, GameRecord, Span};
use crate::session::{PlyFailure, Session, Variant};
use crate::variants;

/// What to do with a record besides checking it.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Game for records without a `[Variant]` tag.
    pub variant: Option<String>,
    /// Rules for records without a `[Rules]` tag.
    pub rules: RuleSpec,
    /// `--rule KEY=VALUE` overrides, applied on top of the record's rules.
    pub overrides: RuleSpec,
    /// Stop after this many plies.
    pub stop_after: Option<usize>,
    /// Print every ply in this notation as well.
    pub convert_to: Option<String>,
    /// Also check every ply under these rules, from the same position.
    pub compare: Option<RuleSpec>,
}

/// One ply as read.
#[derive(Clone, Debug, Serialize)]
pub struct Ply {
    pub number: usize,
    #[serde(flatten)]
    pub span: Span,
    pub text: String,
    pub notation: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub converted: Option<String>,
}

/// A ply whose legality differs between two rule sets.
#[derive(Clone, Debug, Serialize)]
pub struct RuleDifference {
    pub ply: usize,
    #[serde(flatten)]
    pub span: Span,
    pub text: String,
    pub legal_under_record_rules: bool,
    pub legal_under_compared_rules: bool,
    /// The rule broken, where one is.
    pub rule: String,
    pub reason: String,
}

/// The outcome of driving one game.
pub struct Report {
    pub variant: Option<&'static str>,
    pub rules: Option<String>,
    pub plies: Vec<Ply>,
    pub problems: Vec<Problem>,
    /// The game as far as it was played.
    pub session: Option<Box<dyn Session>>,
    pub numbering: Numbering,
    /// The record in the target notation, when converting.
    pub converted: Option<OutGame>,
    /// What conversion could not carry.
    pub losses: Vec<Problem>,
    pub differences: Vec<RuleDifference>,
    pub result_token: Option<String>,
}

impl Report {
    pub fn valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
    }
}

/// Drives `record` (read from `source`) through its game.
pub fn run(source: &str, record: &GameRecord, options: &Options) -> Report {
    let mut report = Report {
        variant: None,
        rules: None,
        plies: Vec::new(),
        problems: record
            .issues
            .iter()
            .map(|i| {
                let p = Problem::error(i.code, i.message.clone(), i.span);
                if i.warning {
                    Problem {
                        severity: crate::diagnostic::Severity::Warning,
                        ..p
                    }
                } else {
                    p
                }
            })
            .collect(),
        session: None,
        numbering: Numbering::PerMove,
        converted: None,
        losses: Vec::new(),
        differences: Vec::new(),
        result_token: None,
    };
    let Some(variant) = find_variant(record, options, &mut report) else {
        return report;
    };
    report.variant = Some(variant.name());
    report.numbering = variant.numbering();
    let rules = match record.tag("Rules") {
        Some(r) => RuleSpec::parse(r),
        None => options.rules.clone(),
    }
    .merged(&options.overrides);
    let position = record.tag("Position");
    let mut session = match variant.new_game(&rules, position) {
        Ok(s) => s,
        Err(e) => {
            let span = tag_span(
                record,
                if position.is_some() {
                    "Position"
                } else {
                    "Rules"
                },
                record.span,
            );
            report
                .problems
                .push(Problem::error("record::setup", e.to_string(), span));
            return report;
        }
    };
    report.rules = Some(session.rules());
    let compare = match &options.compare {
        Some(spec) => match session.under_rules(spec) {
            Ok(_) => Some(spec),
            Err(e) => {
                report.problems.push(Problem::error(
                    "record::compare-rules",
                    e.to_string(),
                    record.span,
                ));
                None
            }
        },
        None => None,
    };
    let only = match record.tag("Notation") {
        Some(name) => match session.notation(name) {
            Some(i) => Some(i),
            None => {
                let span = tag_span(record, "Notation", record.span);
                report.problems.push(
                    Problem::error(
                        "record::unknown-notation",
                        format!("{} has no notation called `{name}`", variant.name()),
                        span,
                    )
                    .help(format!(
                        "notations: {}",
                        variant.notation_names().join(", ")
                    )),
                );
                report.session = Some(session);
                return report;
            }
        },
        None => None,
    };
    let convert_to = match &options.convert_to {
        Some(name) => match session.notation(name) {
            Some(i) => Some(i),
            None => {
                report.problems.push(
                    Problem::error(
                        "convert::unknown-notation",
                        format!("{} has no notation called `{name}`", variant.name()),
                        record.span,
                    )
                    .help(format!(
                        "notations: {}",
                        variant.notation_names().join(", ")
                    )),
                );
                report.session = Some(session);
                return report;
            }
        },
        None => None,
    };
    let mut out = convert_to.map(|_| OutGame {
        tags: out_tags(
            record,
            variant,
            &session.rules(),
            options.convert_to.as_deref().unwrap_or_default(),
        ),
        first_ply: 1,
        ..Default::default()
    });

    let mut numbers = NumberCheck::default();
    let mut stopped = false;
    'elements: for element in &record.movetext {
        match element {
            Element::Number {
                number,
                continuation,
                span,
            } => {
                if stopped {
                    continue;
                }
                if let Some(problem) = numbers.check(*number, *continuation, *span, session.plies())
                {
                    report.problems.push(problem);
                }
            }
            Element::Comment { text, style, .. } => {
                if let Some(out) = &mut out {
                    out.items.push(OutItem::Comment {
                        text: text.clone(),
                        style: *style,
                    });
                }
            }
            Element::Variation { span } => {
                report.problems.push(
                    Problem::warning(
                        "record::variation",
                        "variations are kept but not checked",
                        *span,
                    )
                    .label("not checked"),
                );
                if let Some(out) = &mut out {
                    out.items.push(OutItem::Comment {
                        text: format!("variation: {}", &source[span.range()]),
                        style: CommentStyle::Brace,
                    });
                    report.losses.push(Problem::warning(
                        "convert::variation",
                        "a variation is carried as a comment, not as moves",
                        *span,
                    ));
                }
            }
            Element::Result { token, span } => {
                report.result_token = Some(token.clone());
                if !stopped {
                    if let Some(o) = session.outcome() {
                        if token != "*" && token != o.token() {
                            report.problems.push(
                                Problem::error(
                                    "record::result-mismatch",
                                    format!(
                                        "the record says {token}, but the game ended {} ({})",
                                        o.token(),
                                        o.reason
                                    ),
                                    *span,
                                )
                                .label("this result"),
                            );
                        }
                    }
                }
            }
            Element::Moves { span } => {
                let mut at = span.offset;
                let end = span.end();
                while at < end {
                    let text = &source[at..end];
                    let trimmed = text.trim_start();
                    at += text.len() - trimmed.len();
                    if at >= end {
                        break;
                    }
                    if stopped || options.stop_after.is_some_and(|n| session.plies() >= n) {
                        stopped = true;
                        continue 'elements;
                    }
                    let ply = session.plies() + 1;
                    if let Some(o) = session.outcome() {
                        let w = word_span(source, at, end);
                        report.problems.push(
                            Problem::error(
                                "record::after-end",
                                format!(
                                    "the game is already over ({} {}), yet the record goes on",
                                    o.token(),
                                    o.reason
                                ),
                                w,
                            )
                            .ply(ply)
                            .label("move after the end")
                            .position(session.position_string()),
                        );
                        stopped = true;
                        continue 'elements;
                    }
                    // The same position under the compared rules.
                    let checker = compare.map(|spec| session.under_rules(spec));
                    match session.play_text(&source[at..end], only, convert_to) {
                        Ok(played) => {
                            let ply_span = Span::new(at, played.len);
                            let after = &source[ply_span.end()..end];
                            if !record.from_prose && after.starts_with(|c: char| !c.is_whitespace())
                            {
                                // `b2-c3!?`: a record's plies are separated by white space.
                                let bad = word_span(source, ply_span.end(), end);
                                report.problems.push(
                                    Problem::error(
                                        "notation::trailing",
                                        format!(
                                            "`{}` follows the move `{}` without a space",
                                            &source[bad.range()],
                                            &source[ply_span.range()]
                                        ),
                                        bad,
                                    )
                                    .ply(ply)
                                    .label("not part of the move")
                                    .help(
                                        "separate plies with white space; put remarks in {braces}",
                                    ),
                                );
                                stopped = true;
                                continue 'elements;
                            }
                            for note in &played.notes {
                                report.problems.push(
                                    Problem::warning(
                                        "notation::normalised",
                                        format!("read leniently: {}", note.message),
                                        snap(source, Span::new(at + note.offset, note.len)),
                                    )
                                    .ply(ply),
                                );
                            }
                            if let Some(Ok(mut other)) = checker {
                                if let Err(f) = other.play_text(&source[at..end], only, None) {
                                    report
                                        .differences
                                        .push(difference(ply, ply_span, source, true, false, &f));
                                }
                            }
                            if let (Some(out), Some(c)) = (&mut out, &played.converted) {
                                out.items.push(OutItem::Ply {
                                    index: ply - 1,
                                    text: c.clone(),
                                });
                            }
                            report.plies.push(Ply {
                                number: ply,
                                span: ply_span,
                                text: source[ply_span.range()].to_string(),
                                notation: played.notation,
                                converted: played.converted,
                            });
                            at += played.len.max(1);
                            if record.from_prose {
                                // In prose only the numbered ply counts; the
                                // rest of the run is commentary.
                                continue 'elements;
                            }
                        }
                        Err(failure) => {
                            if let Some(Ok(mut other)) = checker {
                                if other.play_text(&source[at..end], only, None).is_ok() {
                                    let w = word_span(source, at, end);
                                    report
                                        .differences
                                        .push(difference(ply, w, source, false, true, &failure));
                                }
                            }
                            let in_prose = record.from_prose;
                            report.problems.push(failure_problem(
                                source,
                                at,
                                end,
                                ply,
                                &session.position_string(),
                                failure,
                                in_prose,
                            ));
                            if in_prose && report.problems.last().is_some_and(|p| !p.is_error()) {
                                continue 'elements;
                            }
                            stopped = true;
                            continue 'elements;
                        }
                    }
                }
            }
        }
    }
    if let Some(out) = &mut out {
        out.result = report
            .result_token
            .clone()
            .or_else(|| session.outcome().map(|o| o.token().to_string()));
        out.reason = session.outcome().map(|o| o.reason);
    }
    report.numbering = numbers.style.unwrap_or(variant.numbering());
    report.converted = out;
    report.session = Some(session);
    report
}

fn difference(
    ply: usize,
    span: Span,
    source: &str,
    a: bool,
    b: bool,
    f: &PlyFailure,
) -> RuleDifference {
    let (rule, reason) = match f {
        PlyFailure::Syntax(e) => ("notation::syntax".to_string(), e.message.clone()),
        PlyFailure::Illegal { violation, .. } => {
            (violation.rule.to_string(), violation.message.clone())
        }
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

fn failure_problem(
    source: &str,
    at: usize,
    end: usize,
    ply: usize,
    before: &str,
    failure: PlyFailure,
    in_prose: bool,
) -> Problem {
    match failure {
        PlyFailure::Syntax(e) => {
            let word = word_span(source, at, end);
            let start = (at + e.offset).min(word.end());
            let span = snap(
                source,
                Span::new(
                    start,
                    e.len.max(1).min(word.end().saturating_sub(start)).max(1),
                ),
            );
            if in_prose {
                // In prose, a numbered word that is no move is most often prose.
                return Problem::warning(
                    "forum::not-a-move",
                    format!(
                        "`{}` is numbered like a move but does not read as one: {}",
                        &source[word.range()],
                        e.message
                    ),
                    word,
                )
                .ply(ply)
                .label("skipped");
            }
            Problem::error(
                "notation::syntax",
                format!(
                    "cannot read `{}` as a move: {}",
                    &source[word.range()],
                    e.message
                ),
                span,
            )
            .ply(ply)
            .label(e.message)
            .help("the rest of this game is not checked")
            .position(before)
        }
        PlyFailure::Illegal {
            violation,
            len,
            suggestions,
        } => {
            let span = if len == 0 {
                word_span(source, at, end)
            } else {
                snap(source, Span::new(at, len))
            };
            let mut p = Problem::error(violation.rule, violation.message, span)
                .ply(ply)
                .label("illegal move")
                .position(before);
            p.help = violation.help;
            p.suggestions = suggestions;
            p
        }
    }
}

/// `span` widened to character boundaries and kept inside `text`.
fn snap(text: &str, span: Span) -> Span {
    let start = crate::record::floor_char_boundary(text, span.offset);
    let mut end = span.end().min(text.len()).max(start);
    while !text.is_char_boundary(end) {
        end += 1;
    }
    Span::new(start, end - start)
}

/// The white-space delimited word at `at`.
fn word_span(source: &str, at: usize, end: usize) -> Span {
    let text = &source[at..end];
    let len = text.find(char::is_whitespace).unwrap_or(text.len());
    Span::new(at, len.max(text.chars().next().map_or(0, char::len_utf8)))
}

fn tag_span(record: &GameRecord, name: &str, fallback: Span) -> Span {
    record
        .tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case(name))
        .map_or(fallback, |t| t.span)
}

fn find_variant(
    record: &GameRecord,
    options: &Options,
    report: &mut Report,
) -> Option<&'static dyn Variant> {
    let (name, span) = match (record.tag("Variant"), &options.variant) {
        (Some(v), _) => (v.to_string(), tag_span(record, "Variant", record.span)),
        (None, Some(v)) => (v.clone(), Span::new(record.span.offset, 0)),
        (None, None) => {
            report.problems.push(
                Problem::error(
                    "record::no-variant",
                    "the record does not say which game it is",
                    Span::new(record.span.offset, 0),
                )
                .help("add a [Variant \"...\"] tag or pass --variant (see `hensou variants`)"),
            );
            return None;
        }
    };
    let found = variants::find(&name);
    if found.is_none() {
        let known: Vec<_> = variants::all().iter().map(|v| v.name()).collect();
        report.problems.push(
            Problem::error(
                "record::unknown-variant",
                format!("no game called `{name}`"),
                span,
            )
            .help(format!("known games: {}", known.join(", "))),
        );
    }
    found
}

fn out_tags(
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
        if !["Variant", "Rules", "Notation"]
            .iter()
            .any(|k| t.name.eq_ignore_ascii_case(k))
        {
            tags.push((t.name.clone(), t.value.clone()));
        }
    }
    tags
}

/// Checks move numbers, whichever way the record counts.
#[derive(Default)]
struct NumberCheck {
    style: Option<Numbering>,
    last: Option<(u32, usize)>, // number, plies played when it was read
}

impl NumberCheck {
    fn check(
        &mut self,
        number: u32,
        continuation: bool,
        span: Span,
        plies: usize,
    ) -> Option<Problem> {
        let next = plies + 1; // the ply this number announces
        if self.style.is_none() {
            if let Some((last, at)) = self.last {
                let per_ply = plies - at == 1 && number == last + 1 && !continuation;
                self.style = Some(if per_ply {
                    Numbering::PerPly
                } else {
                    Numbering::PerMove
                });
            }
        }
        self.last = Some((number, plies));
        let expected = match self.style {
            Some(Numbering::PerPly) => next as u32,
            Some(Numbering::PerMove) | None => next.div_ceil(2) as u32,
        };
        let per_ply_ok = self.style.is_none() && number as usize == next;
        if number == expected || per_ply_ok {
            return None;
        }
        Some(
            Problem::error(
                "record::move-number",
                format!("move number {number} where {expected} was expected"),
                span,
            )
            .ply(next)
            .label(format!("expected {expected}")),
        )
    }
}
