//! What driving a game gives: its plies, problems, variations and end.

use std::sync::Arc;

use crate::diagnostic::{Problem, Severity};
use crate::formats::Target;
use crate::game::{Outcome, Side};
use crate::record::write::{Numbering, OutGame};
use crate::record::{ConvertCode, Ending, GameRecord, RecordEnd, Span};
use crate::registry::Registry;
use crate::rule_id::RuleId;
use crate::session::Session;

use serde::Serialize;

/// One ply as read. Its text is the source's at `span` ([`Ply::text`]), not
/// a copy: a long archive would copy every move.
///
/// ```
/// let source = hensou::Source::open("fixtures/otomo/valid/every-card-1.kif")?;
/// let game = source.games().next().unwrap();
/// let report = game.validate(&hensou::Options::new().notation("usi"));
/// let ply = &report.plies()[0];
/// assert_eq!((ply.number(), ply.notation()), (1, "kif"));
/// assert_eq!(ply.text(source.text()), "１六歩(17)");
/// assert_eq!(ply.converted(), Some("1g1f"));
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct Ply {
    pub(crate) number: usize,
    #[serde(flatten)]
    pub(crate) span: Span,
    pub(crate) notation: &'static str,
    /// What only some plies have, boxed: a report holds a `Ply` for every
    /// ply of an archive, and a small one is written and copied faster.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub(crate) texts: Option<Box<PlyTexts>>,
}

/// The texts of a ply that validation alone does not make.
#[derive(Clone, Debug, Default, Serialize)]
pub(crate) struct PlyTexts {
    /// The text read in place of the bytes at `span`, where they are no
    /// move text (a JKF move object).
    #[serde(skip)]
    pub(crate) reading: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) converted: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) position: Option<String>,
}

impl Ply {
    /// A ply read at `span` by `notation`; `reading`, the text read in
    /// place of its bytes, and `converted` only where there are such.
    pub(crate) fn new(
        number: usize,
        span: Span,
        notation: &'static str,
        reading: Option<String>,
        converted: Option<String>,
    ) -> Ply {
        let texts = (reading.is_some() || converted.is_some()).then(|| {
            Box::new(PlyTexts {
                reading,
                converted,
                position: None,
            })
        });
        Ply {
            number,
            span,
            notation,
            texts,
        }
    }

    /// The ply's number in the game, from 1.
    pub fn number(&self) -> usize {
        self.number
    }
    /// Where the ply is written in its source.
    pub fn span(&self) -> Span {
        self.span
    }
    /// The notation that read the ply.
    pub fn notation(&self) -> &'static str {
        self.notation
    }
    /// The ply in the notation asked for ([`crate::Options::notation`]).
    pub fn converted(&self) -> Option<&str> {
        self.texts.as_ref()?.converted.as_deref()
    }
    /// The position string after the ply, when asked for
    /// ([`crate::Options::positions`]).
    pub fn position(&self) -> Option<&str> {
        self.texts.as_ref()?.position.as_deref()
    }

    /// The ply as written in `source`, the text its game was read from, or
    /// the text read in its place.
    pub fn text<'s>(&'s self, source: &'s str) -> &'s str {
        self.texts
            .as_ref()
            .and_then(|t| t.reading.as_deref())
            .unwrap_or_else(|| &source[self.span.range()])
    }

    /// The ply's texts, made when the first is set.
    pub(crate) fn texts_mut(&mut self) -> &mut PlyTexts {
        self.texts.get_or_insert_with(Box::default)
    }
}

/// A ply whose legality differs between two rule sets
/// ([`crate::Options::compare_rules`]).
///
/// ```
/// let source = hensou::Source::open("fixtures/chatra/compare/1994-11-vs-1994-12.pgn")?;
/// let options = hensou::Options::new().compare_rules("1994-12");
/// let report = &source.validate(&options)[0];
/// let difference = &report.differences()[0];
/// assert_eq!((difference.ply, difference.text.as_str()), (5, "g10"));
/// assert!(difference.legal_under_record_rules && !difference.legal_under_compared_rules);
/// assert_eq!(difference.rule, "chatra::adjacent-drop");
/// assert_eq!(difference.reason, "cannot drop on g10: it is next to the subject on f9");
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct RuleDifference {
    /// The ply's number, from 1.
    pub ply: usize,
    /// Where the ply is written in its source.
    #[serde(flatten)]
    pub span: Span,
    /// The ply as written.
    pub text: String,
    /// Whether the record's own rules allow the ply.
    pub legal_under_record_rules: bool,
    /// Whether the compared rules allow it.
    pub legal_under_compared_rules: bool,
    /// The rule broken, where one is.
    pub rule: RuleId,
    /// Why the rules that refuse the ply refuse it, in any language (its
    /// JSON is English).
    pub reason: crate::messages::Msg,
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
    /// Where the written result is, when the game is converted.
    pub result_span: Option<Span>,
    /// Where each tag is (by name), when the game is converted.
    pub tag_spans: Vec<(String, Span)>,
    /// How the game ended, as the record's ending word says it.
    pub ending: Option<Ending>,
    /// The illegal last move the record says the game ended by.
    pub foul: Option<Foul>,
    /// The record's variations, each played from its branch point.
    pub variations: Vec<Branch>,
    /// The games and formats the record was checked against, whose
    /// formats the conversion is written in.
    pub registry: Arc<Registry>,
}

/// A variation as played: the ply it replaces, its plies, and the
/// variations inside it.
#[derive(Clone, Debug, Serialize)]
pub struct Branch {
    /// The ply the variation replaces (from 1).
    pub from_ply: usize,
    #[serde(flatten)]
    pub span: Span,
    /// The plies read and played, as written.
    pub moves: Vec<String>,
    pub variations: Vec<Branch>,
}

impl Branch {
    /// The variation with its spans moved `by` bytes on (see [`Span::moved`]).
    pub fn moved(&self, by: usize) -> Branch {
        Branch {
            span: self.span.moved(by),
            variations: self.variations.iter().map(|b| b.moved(by)).collect(),
            ..self.clone()
        }
    }
}

/// A game that ended by an illegal move, as its record says: the move, the
/// rule it broke, and who won by it.
#[derive(Clone, Debug, Serialize)]
pub struct Foul {
    pub ply: usize,
    #[serde(flatten)]
    pub span: Span,
    pub text: String,
    pub rule: RuleId,
    pub message: String,
    pub winner: Side,
    /// The catalogue's message `message` was rendered from, to say it in
    /// another language beside the English.
    #[serde(skip)]
    pub said: crate::messages::Msg,
}

impl Report {
    /// The game converted (see [`super::Options::convert_to`]) written in the
    /// format or notation `to`; `None` when the game is invalid. A ply the
    /// target cannot write is added to the losses.
    pub fn write_converted(&mut self, to: &Target) -> Option<String> {
        if !self.valid() {
            return None;
        }
        let converted = self.converted.take()?;
        let text = self.write_game(&converted, to);
        self.converted = Some(converted);
        Some(text)
    }

    /// Writes `game` in `to`, reporting each move it could only write as a
    /// comment.
    pub(super) fn write_game(&mut self, game: &OutGame, to: &Target) -> String {
        let written = to.write(game, self.numbering);
        for text in &written.left_out {
            let span = self
                .plies
                .iter()
                .find(|p| p.converted() == Some(text.as_str()))
                .map_or(Span::default(), |p| p.span);
            let format = to.name().to_uppercase();
            let message = crate::msg!("convert-no-move", text = text, format = format);
            (self.losses).push(Problem::warning(ConvertCode::Move, message, span));
        }
        for (name, message) in written.rewritten {
            let span = (self.tag_spans.iter())
                .find(|(tag, _)| *tag == name)
                .map_or(Span::default(), |(_, span)| *span);
            let warning = Problem::warning(ConvertCode::Tag, message, span);
            self.losses
                .push(warning.label(crate::msg!("convert-rewritten-label")));
        }
        if let Some(message) = written.ending_lost {
            let left_out = crate::msg!("pipeline-left-out-label");
            let span = self.result_span.unwrap_or_default();
            self.losses
                .push(Problem::warning(ConvertCode::Result, message, span).label(left_out));
        }
        written.text
    }

    pub fn valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
    }

    /// How the game ended: by the rules, or by the illegal move that ended it.
    pub fn outcome(&self) -> Option<Outcome> {
        match &self.foul {
            Some(f) => Some(Outcome::win(f.winner, RecordEnd::OpponentIllegalMove)),
            None => self.session.as_ref().and_then(|s| s.outcome()),
        }
    }
}

impl Report {
    /// An empty report holding the container's own problems, checked
    /// against `registry`.
    pub(crate) fn new(record: &GameRecord, registry: &Arc<Registry>) -> Report {
        let problems = record
            .issues
            .iter()
            .map(|i| {
                let p = Problem::error(i.code, i.message.clone(), i.span);
                if i.warning {
                    Problem {
                        severity: Severity::Warning,
                        ..p
                    }
                } else {
                    p
                }
            })
            .collect();
        Report {
            variant: None,
            rules: None,
            plies: Vec::new(),
            problems,
            session: None,
            numbering: Numbering::PerMove,
            converted: None,
            losses: Vec::new(),
            differences: Vec::new(),
            result_token: None,
            result_span: None,
            tag_spans: Vec::new(),
            ending: None,
            foul: None,
            variations: Vec::new(),
            registry: Arc::clone(registry),
        }
    }
}
