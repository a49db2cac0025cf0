//! Drives one [`GameRecord`] through a game: every ply is read by the game's
//! notation, checked by its rules and played; every problem becomes a
//! [`Problem`] that points at the bytes of the ply.

use serde::Serialize;

use crate::diagnostic::{Problem, Severity};
use crate::game::{Outcome, RuleSpec, Side};
use crate::record::numbering;
use crate::record::write::{Numbering, OutGame, OutItem};
use crate::record::{
    ConvertCode, Element, Ending, ForumCode, GameRecord, NotationCode, RecordCode, RecordEnd, Span,
    Tag,
};
use crate::rule_id::RuleId;
use crate::session::{PlyFailure, Session, Variant};
use crate::variants;
use crate::variants::otomo::OtomoRule;
use crate::variants::shogi::ShogiRule;

mod partial;

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
    /// Keep the position string after every ply ([`Ply::position`]).
    pub positions: bool,
    /// Keep the moves of the main line in the report's session, to print
    /// them in any notation afterwards ([`Session::line_moves`]).
    pub keep_line: bool,
}

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
    /// The text read in place of the bytes at `span`, where they are no
    /// move text (a JKF move object).
    #[serde(skip)]
    reading: Option<String>,
    pub(crate) notation: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) converted: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

impl Ply {
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
        self.converted.as_deref()
    }
    /// The position string after the ply, when asked for
    /// ([`crate::Options::positions`]).
    pub fn position(&self) -> Option<&str> {
        self.position.as_deref()
    }

    /// The ply as written in `source`, the text its game was read from, or
    /// the text read in its place.
    pub fn text<'s>(&'s self, source: &'s str) -> &'s str {
        self.reading
            .as_deref()
            .unwrap_or_else(|| &source[self.span.range()])
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
    /// Why the rules that refuse the ply refuse it.
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
    /// How the game ended, as the record's ending word says it.
    pub ending: Option<Ending>,
    /// The illegal last move the record says the game ended by.
    pub foul: Option<Foul>,
    /// The record's variations, each played from its branch point.
    pub variations: Vec<Branch>,
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
}

impl Report {
    /// The game converted (see [`Options::convert_to`]) written in the
    /// format or notation `to`; `None` when the game is invalid. A ply the
    /// target cannot write is added to the losses.
    pub fn write_converted(&mut self, to: &str) -> Option<String> {
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
    fn write_game(&mut self, game: &OutGame, to: &str) -> String {
        let written = crate::formats::write(game, self.numbering, to);
        for text in &written.left_out {
            let span = self
                .plies
                .iter()
                .find(|p| p.converted.as_deref() == Some(text.as_str()))
                .map_or(Span::default(), |p| p.span);
            self.losses.push(Problem::warning(
                ConvertCode::Move,
                format!(
                    "`{text}` is no {} move: it is written as a comment in its place",
                    to.to_uppercase()
                ),
                span,
            ));
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

/// Drives `record` (read from `source`) through its game.
pub fn run(source: &str, record: &GameRecord, options: &Options) -> Report {
    let mut report = Report::new(record);
    let has_moves = record
        .movetext
        .iter()
        .any(|e| matches!(e, Element::Moves { .. }));
    if !has_moves && record.tags.is_empty() {
        report.variant = options
            .variant
            .as_deref()
            .and_then(variants::find)
            .map(|v| v.name());
        report.problems.push(no_moves(source, record, None));
        return report;
    }
    let Some(mut driver) = Driver::set_up(source, record, options, &mut report) else {
        return report;
    };
    driver.line(&record.movetext, &mut report);
    let mut report = driver.finish(report);
    let quotes = misquoted(source, record, &report);
    report.problems.extend(quotes);
    if !report.valid()
        && record.tag("Rules").is_none()
        && options.rules == RuleSpec::default()
        && options.overrides == RuleSpec::default()
    {
        hint_other_rules(source, record, options, &mut report);
    }
    // Numbered words were found, yet none was a move: nothing was checked.
    if has_moves && report.plies.is_empty() && report.valid() && options.stop_after.is_none() {
        let game = report.variant;
        report.problems.push(no_moves(source, record, game));
        return report;
    }
    report
}

/// The warnings for the quoted moves of a post that are not the record's
/// ply of their number (`> 7.b3-c5` where ply 7 is `b3-c4`). A quote of a
/// ply the record does not reach says nothing of it.
fn misquoted(source: &str, record: &GameRecord, report: &Report) -> Vec<Problem> {
    let comparable = |text: &str| {
        let text = text.trim_start_matches(['●', '○', '★', '☆', '▲', '△', '☗', '☖']);
        match crate::lenient::Folded::new(text, crate::lenient::Fold::FullWidth) {
            Some(folded) => folded.text,
            None => text.to_string(),
        }
    };
    record
        .quoted
        .iter()
        .filter_map(|q| {
            let run = &source[q.move_span.range()];
            let written = &run[..crate::record::numbering::move_token(run).unwrap_or(run.len())];
            let n = q.number as usize;
            let candidates = match report.numbering {
                // `0.` numbers no ply: it cites nothing (no ply is 0).
                Numbering::PerMove => vec![(2 * n).saturating_sub(1), 2 * n],
                Numbering::PerPly => vec![n],
            };
            let plies: Vec<&Ply> = (report.plies.iter())
                .filter(|p| candidates.contains(&p.number))
                .collect();
            let first = plies.first()?;
            let same = plies
                .iter()
                .any(|p| comparable(p.text(source)) == comparable(written));
            (!same).then(|| {
                Problem::warning(
                    ForumCode::Citation,
                    format!(
                        "the quote `{}{written}` is not the record's ply {}, `{}`",
                        &source[q.number_span.range()],
                        first.number,
                        first.text(source)
                    ),
                    Span::new(
                        q.number_span.offset,
                        q.move_span.offset + written.len() - q.number_span.offset,
                    ),
                )
                .label("quoted otherwise")
            })
        })
        .collect()
}

/// A record refused under the default rule set but valid under another one
/// says so on its first error: `valid under `oki`: try --rules oki`.
fn hint_other_rules(source: &str, record: &GameRecord, options: &Options, report: &mut Report) {
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

/// The error for a game in which no move was found, with the likely reason:
/// nothing read is never "valid".
fn no_moves(source: &str, record: &GameRecord, game: Option<&str>) -> Problem {
    let text = source.get(record.span.range()).unwrap_or(source);
    let at = Span::new(record.span.offset, 0);
    let (message, help) = if source
        .trim_matches(['\u{feff}', ' ', '\t', '\r', '\n', '\u{3000}'])
        .is_empty()
    {
        (
            "no move found: the input is empty".to_string(),
            "give a file that holds a game record",
        )
    } else if let Some(game) = game {
        (
            format!(
                "no move found: words numbered like moves are in the text, but none reads as a {game} move"
            ),
            "see the warnings above for why each was skipped",
        )
    } else if let Some(why) = garbled(text) {
        (
            format!("no move found: the text cannot be read, {why}"),
            "open the file as it was first saved and save it again as UTF-8 or Shift-JIS",
        )
    } else if record.from_prose {
        (
            format!(
                "no move found in {} of text: in a post or a mail, hensou reads only numbered moves such as `1.f9`, `12. b2-c3` or `第1手(i6)`",
                plural(crate::record::line_ranges(text).count().max(1), "line")
            ),
            "number the moves, or pass --input record if the text is a record",
        )
    } else {
        (
            "no move found: the record has neither tags nor moves".to_string(),
            "a record holds [Tag \"value\"] pairs and numbered moves",
        )
    };
    Problem::error(RecordCode::NoMoves, message, at)
        .label("nothing to check")
        .help(help)
}

/// Why `text` is no text a person wrote, if it is not: bytes that did not
/// decode (read as `�`), or Japanese turned into Latin letters by a wrong
/// re-encoding (`é–‹å§‹` for `開始`).
fn garbled(text: &str) -> Option<String> {
    let undecoded = text.chars().filter(|&c| c == '\u{FFFD}').count();
    if undecoded > 0 {
        return Some(format!(
            "{} did not decode (shown as `\u{FFFD}`)",
            plural(undecoded, "character")
        ));
    }
    let latin = |c: char| matches!(c, '\u{80}'..='\u{FF}');
    let non_ascii = text.chars().filter(|c| !c.is_ascii()).count();
    let mojibake = text.chars().filter(|&c| latin(c)).count();
    if mojibake < 8 || mojibake * 2 < non_ascii {
        return None;
    }
    let sample: String = text
        .split_whitespace()
        .find(|w| w.chars().any(latin))
        .map(|w| w.chars().take(12).collect())
        .unwrap_or_default();
    Some(format!(
        "it looks like Japanese decoded as Latin letters (`{sample}`): the file was re-encoded wrongly"
    ))
}

/// `1 line`, `2 lines`, `2 plies` (the one wording of counts, in
/// [`crate::diagnostic`] so that every layer can use it).
pub use crate::diagnostic::plural;

impl Report {
    /// An empty report holding the container's own problems.
    pub(crate) fn new(record: &GameRecord) -> Report {
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
            ending: None,
            foul: None,
            variations: Vec::new(),
        }
    }
}

/// The state of one game being driven.
struct Driver<'a> {
    source: &'a str,
    record: &'a GameRecord,
    options: &'a Options,
    variant: &'static dyn Variant,
    session: Box<dyn Session>,
    /// Rules every ply is also checked under.
    compare: Option<&'a RuleSpec>,
    /// The notation the record names, if it names one.
    only: Option<usize>,
    convert_to: Option<usize>,
    out: Option<OutGame>,
    numbers: NumberCheck,
    /// Set once a ply cannot be played: later plies cannot be checked.
    stopped: bool,
    /// Offset of the record's last run of move text, and whether the run
    /// being played is that one (the plies a foul claim may be about).
    last_run: Option<usize>,
    in_last_run: bool,
    /// In prose, a move number lower than expected, kept until its run
    /// shows whether it cites an earlier move.
    earlier: Option<(u32, bool, Span)>,
    /// In prose, whether the word being read stands where a ply should (it
    /// follows the next ply's number): if it does not read, that is an error
    /// at the ply, not a word skipped.
    announced: bool,
    /// The game before the last ply played, kept while a variation follows
    /// that ply (the variation is played from there).
    before_last: Option<Box<dyn Session>>,
    keep_before: bool,
    /// Set at the line's result: a time after it is the last turn's.
    ended: bool,
    /// Whether the record's times were found and cannot be written.
    times_lost: bool,
    /// Whether the comments left out have been reported.
    comments_lost: bool,
}

impl<'a> Driver<'a> {
    /// Finds the game, its rules, start and notations; `None` (with the
    /// problem reported) when the game cannot even start.
    fn set_up(
        source: &'a str,
        record: &'a GameRecord,
        options: &'a Options,
        report: &mut Report,
    ) -> Option<Driver<'a>> {
        let (variant, name) = find_variant(source, record, options, report)?;
        let rules = match (record.tag("Rules"), &options.rules) {
            (Some(r), _) => RuleSpec::parse(r),
            (None, given) if given.set.is_some() => given.clone(),
            (None, given) => RuleSpec {
                set: variant.default_rules(&name).map(str::to_string),
                ..given.clone()
            },
        }
        .merged(&options.overrides);
        let position = full_position(record);
        let (variant, rules) = variants::settle(variant, &rules, position.as_deref());
        report.variant = Some(variant.name());
        report.numbering = variant.numbering();
        let mut session = match variant.new_game(&rules, position.as_deref()) {
            Ok(s) => s,
            Err(e) => {
                let tag = if position.is_some() {
                    "Position"
                } else {
                    "Rules"
                };
                report.problems.push(Problem::error(
                    RecordCode::Setup,
                    e.to_string(),
                    tag_span(record, tag, record.span),
                ));
                return None;
            }
        };
        report.rules = Some(session.rules());
        if options.keep_line {
            session.keep_line();
        }
        let compare = options
            .compare
            .as_ref()
            .filter(|spec| match session.under_rules(spec) {
                Ok(_) => true,
                Err(e) => {
                    report.problems.push(Problem::error(
                        RecordCode::CompareRules,
                        e.to_string(),
                        record.span,
                    ));
                    false
                }
            });
        let unknown = |code: RuleId, name: &str, span: Span| {
            Problem::error(
                code,
                format!("{} has no notation called `{name}`", variant.name()),
                span,
            )
            .help(format!(
                "notations: {}",
                variant.notation_names().join(", ")
            ))
        };
        let only = match record.tag("Notation") {
            None => None,
            Some(name) => match session.notation(name) {
                Some(i) => Some(i),
                None => {
                    report.problems.push(unknown(
                        RecordCode::UnknownNotation.id(),
                        name,
                        tag_span(record, "Notation", record.span),
                    ));
                    report.session = Some(session);
                    return None;
                }
            },
        };
        let convert_to = match &options.convert_to {
            None => None,
            Some(name) => match session.notation(crate::formats::notation(name)) {
                Some(i) => Some(i),
                None => {
                    report.problems.push(unknown(
                        ConvertCode::UnknownNotation.id(),
                        name,
                        record.span,
                    ));
                    report.session = Some(session);
                    return None;
                }
            },
        };
        let out = options
            .convert_to
            .as_deref()
            .filter(|_| convert_to.is_some())
            .map(|name| OutGame {
                tags: out_tags(record, variant, &session.rules(), name),
                first_ply: 1,
                ..Default::default()
            });
        if let Some(name) = options.convert_to.as_deref().filter(|_| out.is_some()) {
            report.losses.extend(lost_tags(record, name));
        }
        Some(Driver {
            source,
            record,
            options,
            variant,
            session,
            compare,
            only,
            convert_to,
            out,
            numbers: NumberCheck::default(),
            stopped: false,
            last_run: record.movetext.iter().rev().find_map(|e| match e {
                Element::Moves { span } if !source[span.range()].trim().is_empty() => {
                    Some(span.offset)
                }
                _ => None,
            }),
            in_last_run: false,
            earlier: None,
            announced: false,
            before_last: None,
            keep_before: false,
            ended: false,
            times_lost: false,
            comments_lost: false,
        })
    }

    /// Drives one line of movetext (the record's, or a variation's).
    fn line(&mut self, movetext: &[Element], report: &mut Report) {
        for (i, element) in movetext.iter().enumerate() {
            if let Element::Moves { .. } = element {
                // Keep the game before each ply of a run that a variation
                // follows: the last one is the branch point.
                self.keep_before = movetext[i + 1..]
                    .iter()
                    .find(|e| !matches!(e, Element::Comment { .. } | Element::Time { .. }))
                    .is_some_and(|e| matches!(e, Element::Variation { .. }));
            }
            self.element(element, report);
        }
    }

    fn element(&mut self, element: &Element, report: &mut Report) {
        match element {
            Element::Number {
                number,
                continuation,
                span,
            } => {
                if self.stopped {
                    return;
                }
                let plies = self.session.plies();
                // `1. d2-c3 1... b4xd2`: the number of the turn going on.
                let same_turn = *continuation && *number as usize == (plies + 1).div_ceil(2);
                if self.record.from_prose && !same_turn && *number < self.numbers.expected(plies) {
                    // Maybe a citation of an earlier move: the run decides.
                    self.earlier = Some((*number, *continuation, *span));
                    return;
                }
                let problem = self.numbers.check(*number, *continuation, *span, plies);
                self.announced = problem.is_none();
                if let Some(problem) = problem {
                    // In prose the plies after a wrong number cannot be told
                    // apart from remarks: nothing more is said for its cause.
                    if self.record.from_prose {
                        self.stopped = true;
                    }
                    report.problems.push(problem);
                }
            }
            Element::Comment { text, style, span } => {
                let Some(out) = &mut self.out else {
                    return;
                };
                let target = self.options.convert_to.as_deref().unwrap_or("");
                if crate::formats::holds_comments(target) {
                    out.items.push(OutItem::Comment {
                        text: text.clone(),
                        style: *style,
                    });
                } else if !self.comments_lost {
                    self.comments_lost = true;
                    report.losses.push(
                        Problem::warning(
                            ConvertCode::Comment,
                            format!("the comments are left out: `{target}` has no place for them"),
                            *span,
                        )
                        .label("left out"),
                    );
                }
            }
            Element::Variation { span, movetext } => self.variation(*span, movetext, report),
            Element::Time { time, span } => self.time(*time, *span, report),
            Element::Result {
                token,
                span,
                ending,
            } => self.result(token, *span, *ending, report),
            Element::Moves { span } => self.moves(*span, report),
        }
    }

    /// Plays a variation from its branch point, the game before the last
    /// ply played (or the game as it is, before any ply): every ply is
    /// checked as on the main line, at the variation's own bytes.
    fn variation(&mut self, span: Span, movetext: &[Element], report: &mut Report) {
        if self.stopped {
            return;
        }
        if movetext.is_empty() && !self.source[span.range()].contains(|c: char| c.is_alphanumeric())
        {
            return; // `()`
        }
        let from = self.before_last.as_ref().unwrap_or(&self.session).fork();
        let from_ply = from.plies() + 1;
        let target = self.options.convert_to.as_deref().unwrap_or("");
        let mut out = self.out.as_ref().map(|_| OutGame::default());
        if out.is_some() && !crate::formats::holds_variations(target) {
            out = None;
            report.losses.push(
                Problem::warning(
                    ConvertCode::Variation,
                    format!(
                        "the variation from ply {from_ply} is left out: `{target}` has no variations"
                    ),
                    span,
                )
                .label("left out"),
            );
        }
        let mut sub = Driver {
            source: self.source,
            record: self.record,
            options: self.options,
            variant: self.variant,
            session: from,
            compare: self.compare,
            only: self.only,
            convert_to: self.convert_to,
            out,
            // A line whose numbering is not known yet (one number read)
            // tells the variation nothing: the variation finds out itself.
            numbers: match self.numbers.style {
                Some(_) => self.numbers.clone(),
                None => NumberCheck::default(),
            },
            stopped: false,
            last_run: None,
            in_last_run: false,
            earlier: None,
            announced: false,
            before_last: None,
            keep_before: false,
            ended: false,
            times_lost: self.times_lost,
            comments_lost: self.comments_lost,
        };
        let mut played = Report::new(&GameRecord::default());
        sub.line(movetext, &mut played);
        self.times_lost = sub.times_lost;
        self.comments_lost = sub.comments_lost;
        // A branch numbered out of sequence is still checked move by move
        // (json-kifu-format's own fork-test.kif numbers two moves 5): its
        // numbers are a warning, its moves are what counts.
        for p in &mut played.problems {
            if p.code == RecordCode::MoveNumber {
                p.severity = Severity::Warning;
            }
        }
        report.problems.append(&mut played.problems);
        report.losses.append(&mut played.losses);
        report.differences.append(&mut played.differences);
        report.variations.push(Branch {
            from_ply,
            span,
            moves: played
                .plies
                .iter()
                .map(|p| p.text(self.source).to_string())
                .collect(),
            variations: played.variations,
        });
        if let (Some(out), Some(line)) = (&mut self.out, sub.out) {
            out.items.push(OutItem::Variation {
                index: from_ply - 1,
                items: line.items,
                result: played.result_token,
            });
        }
    }

    /// The time the ply before took (or, after the line's ending, the
    /// time the last turn took), carried where the target holds times.
    fn time(&mut self, time: crate::record::MoveTime, span: Span, report: &mut Report) {
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

    fn result(&mut self, token: &str, span: Span, ending: Option<Ending>, report: &mut Report) {
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

    /// Reports a written result that a conversion leaves out: one the moves
    /// do not show (a resignation, a time loss), when the target has no
    /// place for results. An ending the moves show (mate, a repetition) is
    /// found again by whoever reads the converted moves.
    fn carry_result(&self, token: &str, span: Span, report: &mut Report) {
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

    /// Plays the impasse declaration a result line stands for, when the
    /// rules in force allow declarations: its outcome is then the game's
    /// and the written result is checked against it. Under rules without
    /// declarations the line is a result only.
    fn declare(&mut self, span: Span, report: &mut Report) {
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

    /// Plays the plies of a run of move text, one after the other.
    fn moves(&mut self, span: Span, report: &mut Report) {
        self.in_last_run = self.last_run == Some(span.offset);
        if !self.keep_before {
            self.before_last = None;
        }
        if let Some(reading) = self.record.reading(span) {
            self.read_in_place(span, reading, report);
            return;
        }
        if let Some((number, continuation, number_span)) = self.earlier.take() {
            if let Some(note) = self.citation(number, number_span, span, report) {
                report.problems.push(note);
                return;
            }
            // Not a citation: one error for the number, and the run is not
            // read as well (its reading would only repeat the cause).
            let plies = self.session.plies();
            report.problems.extend(
                self.numbers
                    .check(number, continuation, number_span, plies)
                    .map(|p| {
                        p.help(
                            "a remark about an earlier move repeats it exactly; \
                             this text is neither that nor the next move, so it is not read",
                        )
                    }),
            );
            return;
        }
        let end = span.end();
        let mut at = span.offset;
        loop {
            // Plies are parted by blanks: white space, or `。` and the like.
            at += numbering::blank_len(&self.source[at..end]);
            if at >= end || self.stopped {
                return;
            }
            if self
                .options
                .stop_after
                .is_some_and(|n| self.session.plies() >= n)
            {
                self.stopped = true;
                return;
            }
            match self.ply(at, end, report) {
                // In prose the numbered ply counts, and the second player's
                // ply after it when the text numbers per turn; the rest of
                // the run is commentary.
                Some(len) if self.record.from_prose => {
                    at += len.max(1);
                    if !self.second_ply_follows(at, end, report) {
                        return;
                    }
                }
                Some(len) => at += len.max(1),
                None => return,
            }
        }
    }

    /// In prose, whether the word at `at` (before `end`) is the second
    /// player's ply of a per-turn number (`1. d2-c3 b4xd2`): in a text known
    /// to number per turn, when it looks like a move; in a game whose
    /// numbering is not known yet, when it reads as the next ply, which
    /// decides that the text numbers per turn (a warning says so).
    fn second_ply_follows(&mut self, at: usize, end: usize, report: &mut Report) -> bool {
        let rest = numbering::trim_blanks(&self.source[at.min(end)..end]);
        let word_at = end - rest.len();
        self.announced = false;
        if rest.is_empty() || self.session.plies() % 2 == 0 {
            return false;
        }
        let follows = match self.numbers.style {
            Some(Numbering::PerPly) => false,
            Some(Numbering::PerMove) => crate::record::numbering::move_token(rest).is_some(),
            None => {
                let mut trial = self.session.fork();
                let reads = trial.play_text(rest, self.only, None).is_ok();
                if reads {
                    self.numbers.style = Some(Numbering::PerMove);
                    let word = word_span(self.source, word_at, end);
                    report.problems.push(
                        Problem::warning(
                            ForumCode::Numbering,
                            format!(
                                "`{}` after the numbered move is read as ply {}: the text numbers per turn",
                                &self.source[word.range()],
                                self.session.plies() + 1
                            ),
                            word,
                        )
                        .label("read as the second player's ply")
                        .help("number every ply (`1.d2-c3 2.b4xd2`) to have the words after a move read as remarks"),
                    );
                }
                reads
            }
        };
        self.announced = follows;
        follows
    }

    /// Plays the ply a run stands for whose bytes are not move text (a JKF
    /// move object): `reading` is read in its place, and whatever is said
    /// of it points at the run.
    fn read_in_place(&mut self, span: Span, reading: &'a str, report: &mut Report) {
        if self.stopped
            || self
                .options
                .stop_after
                .is_some_and(|n| self.session.plies() >= n)
        {
            self.stopped = true;
            return;
        }
        let (problems, plies, differences) = (
            report.problems.len(),
            report.plies.len(),
            report.differences.len(),
        );
        let had_foul = report.foul.is_some();
        let source = std::mem::replace(&mut self.source, reading);
        self.ply(0, reading.len(), report);
        self.source = source;
        for p in &mut report.problems[problems..] {
            p.span = span;
        }
        for p in &mut report.plies[plies..] {
            p.reading = Some(p.text(reading).to_string());
            p.span = span;
        }
        for d in &mut report.differences[differences..] {
            d.span = span;
        }
        if let (false, Some(f)) = (had_foul, &mut report.foul) {
            f.span = span;
        }
    }

    /// In prose, a number lower than the next move's whose move repeats the
    /// ply of that number exactly is a citation (`p.s. 2.Oh1 was dubious`):
    /// a note, and the run is not read as the next move.
    fn citation(
        &self,
        number: u32,
        number_span: Span,
        run: Span,
        report: &Report,
    ) -> Option<Problem> {
        let token = crate::record::numbering::move_token(&self.source[run.range()]);
        let word = match token {
            Some(len) => Span::new(run.offset, len),
            None => word_span(self.source, run.offset, run.end()),
        };
        let written =
            self.source[word.range()].trim_end_matches(['.', ',', ':', '!', '?', '、', '。']);
        let n = number as usize;
        if n == 0 {
            return None;
        }
        let candidates = match self.numbers.style {
            Some(Numbering::PerMove) => vec![2 * n - 1, 2 * n],
            _ => vec![n],
        };
        let cited = report
            .plies
            .iter()
            .find(|p| candidates.contains(&p.number) && p.text(self.source) == written)?;
        Some(
            Problem::warning(
                ForumCode::Citation,
                format!(
                    "`{}{written}` repeats ply {} and is read as a citation, not as the next move",
                    &self.source[number_span.range()],
                    cited.number
                ),
                Span::new(number_span.offset, word.end() - number_span.offset),
            )
            .label("cites an earlier move"),
        )
    }

    /// Reads, checks and plays the ply at `at`; the bytes it took, or `None`
    /// when the run ends here.
    fn ply(&mut self, at: usize, end: usize, report: &mut Report) -> Option<usize> {
        let source = self.source;
        let ply = self.session.plies() + 1;
        if let Some(o) = self.session.outcome() {
            // A move after the end is illegal; if the record says the game
            // ended by it, that is the foul.
            if self.foul_claimed(at, end, 0) {
                if let Err(failure) = self.session.play_text(&source[at..end], self.only, None) {
                    if self.accept_foul(at, end, ply, &failure, report) {
                        return None;
                    }
                }
            }
            let message = format!(
                "the game is already over ({} {}), yet the record goes on",
                o.token(),
                o.reason
            );
            report.problems.push(
                Problem::error(RecordCode::AfterEnd, message, word_span(source, at, end))
                    .ply(ply)
                    .label("move after the end")
                    .position(self.session.position_string()),
            );
            self.stopped = true;
            return None;
        }
        if self.keep_before {
            self.before_last = Some(self.session.fork());
        }
        // The same position under the compared rules.
        let mut checker = self
            .compare
            .and_then(|spec| self.session.under_rules(spec).ok());
        let played = match self
            .session
            .play_text(&source[at..end], self.only, self.convert_to)
        {
            Ok(played) => played,
            Err(failure) => {
                if let Some(other) = &mut checker {
                    if other.play_text(&source[at..end], self.only, None).is_ok() {
                        report.differences.push(difference(
                            ply,
                            word_span(source, at, end),
                            source,
                            false,
                            true,
                            &failure,
                        ));
                    }
                }
                if self.accept_foul(at, end, ply, &failure, report) {
                    return None;
                }
                // In prose a numbered word that is no move is most often
                // prose, unless it stands where the next ply should.
                let skipped = self.record.from_prose && !self.announced;
                let problem = failure_problem(
                    source,
                    at,
                    end,
                    ply,
                    &self.session.position_string(),
                    failure,
                    skipped,
                );
                let problem = if !skipped && problem.suggestions.is_empty() {
                    let word = &source[word_span(source, at, end).range()];
                    let notation = self.only.unwrap_or(0);
                    Problem {
                        suggestions: nearest_reading(word, &self.session.legal_moves(notation)),
                        ..problem
                    }
                } else {
                    problem
                };
                // In prose a numbered word that is no move is a warning: go on.
                self.stopped |= problem.is_error();
                report.problems.push(problem);
                return None;
            }
        };
        let ply_span = Span::new(at, played.len);
        if !self.record.from_prose
            && source[ply_span.end()..end].starts_with(|c: char| !numbering::is_blank(c))
        {
            // `b2-c3!?`: a record's plies are separated by white space.
            let bad = word_span(source, ply_span.end(), end);
            let message = format!(
                "`{}` follows the move `{}` without a space",
                &source[bad.range()],
                &source[ply_span.range()]
            );
            report.problems.push(
                Problem::error(NotationCode::Trailing, message, bad)
                    .ply(ply)
                    .label("not part of the move")
                    .help("separate plies with white space; put remarks in {braces}"),
            );
            self.stopped = true;
            return None;
        }
        for note in &played.notes {
            let span = snap(source, Span::new(at + note.offset, note.len));
            report.problems.push(
                Problem::warning(
                    NotationCode::Normalised,
                    format!("read leniently: {}", note.message),
                    span,
                )
                .ply(ply)
                .label("read leniently"),
            );
        }
        if let Some(other) = &mut checker {
            if let Err(f) = other.play_text(&source[at..end], self.only, None) {
                report
                    .differences
                    .push(difference(ply, ply_span, source, true, false, &f));
            }
        }
        if let (Some(out), Some(text)) = (&mut self.out, &played.converted) {
            out.items.push(OutItem::Ply {
                index: ply - 1,
                text: text.clone(),
            });
        }
        report.plies.push(Ply {
            number: ply,
            span: ply_span,
            reading: None,
            notation: played.notation,
            converted: played.converted,
            position: self
                .options
                .positions
                .then(|| self.session.position_string()),
        });
        Some(played.len)
    }

    /// Whether the record claims a foul and the ply at `at` (which took
    /// `len` bytes, 0 if unknown) is its last.
    fn foul_claimed(&self, at: usize, end: usize, len: usize) -> bool {
        self.record.foul.is_some()
            && self.in_last_run
            && (len == 0 || self.source[(at + len).min(end)..end].trim().is_empty())
    }

    /// Takes an illegal ply as the foul the record says the game ended by,
    /// when it is the last ply and the record says so.
    fn accept_foul(
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

    /// Carries the illegal move that ended the game into a KIF, KI2 or CSA
    /// conversion (their writers then mark the foul); the other containers
    /// cannot mark it, so it is left out with a loss warning.
    fn convert_foul(&mut self, at: usize, end: usize, ply: usize, span: Span, report: &mut Report) {
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

    fn finish(mut self, mut report: Report) -> Report {
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

fn difference(
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
                    ForumCode::NotAMove,
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
                NotationCode::Syntax,
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

/// The legal moves nearest to `word` as written, nearest first; the word
/// with a letter O or l typed after a digit read as 0 or 1 (`h1O` for
/// `h10`) comes first when it is legal.
fn nearest_reading(word: &str, legal: &[String]) -> Vec<String> {
    let mut digit_before = false;
    let as_digits: String = word
        .chars()
        .map(|c| {
            let read = match c {
                'O' | 'o' if digit_before => '0',
                'l' | 'I' if digit_before => '1',
                c => c,
            };
            digit_before = read.is_ascii_digit();
            read
        })
        .collect();
    let mut scored: Vec<(f64, &String)> = legal
        .iter()
        .map(|m| {
            let score = if *m == as_digits {
                f64::INFINITY
            } else {
                strsim::normalized_damerau_levenshtein(word, m)
            };
            (score, m)
        })
        .filter(|(score, _)| *score > 0.0)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    scored.into_iter().take(3).map(|(_, m)| m.clone()).collect()
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

/// The word at `at`, up to a blank (white space, or a separator such as
/// `。`).
fn word_span(source: &str, at: usize, end: usize) -> Span {
    let text = &source[at..end];
    let len = text.find(numbering::is_blank).unwrap_or(text.len());
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
    source: &str,
    record: &GameRecord,
    options: &Options,
    report: &mut Report,
) -> Option<(&'static dyn Variant, String)> {
    let (name, span) = match (record.tag("Variant"), &options.variant) {
        (Some(v), Some(given)) => named_twice(source, record, v, given, report),
        (Some(v), None) => (v.to_string(), tag_span(record, "Variant", record.span)),
        (None, Some(v)) => (v.clone(), Span::new(record.span.offset, 0)),
        (None, None) => {
            // A post, a mail or a bare list of moves is read as the game it
            // can only be; a record with tags must say.
            let detected = (record.from_prose || record.tags.is_empty())
                .then(|| detect(source, record))
                .flatten();
            if let Some((variant, why)) = detected {
                report.problems.push(
                    Problem::warning(
                        RecordCode::DetectedVariant,
                        format!(
                            "the record does not say which game it is; read as {} because {why}",
                            variant.name()
                        ),
                        first_move_span(source, record),
                    )
                    .label("no [Variant] tag")
                    .help(format!(
                        "add [Variant \"{0}\"] or pass --variant {0} to say so",
                        variant.name()
                    )),
                );
                return Some((variant, variant.name().to_string()));
            }
            report.problems.push(
                Problem::error(
                    RecordCode::NoVariant,
                    "the record does not say which game it is",
                    Span::new(record.span.offset, 0),
                )
                .help("add a [Variant \"...\"] tag or pass --variant (see `hensou variants`)"),
            );
            return None;
        }
    };
    let rules = record
        .tag("Rules")
        .map_or_else(|| options.rules.clone(), RuleSpec::parse)
        .merged(&options.overrides);
    let found = variants::find_for(&name, &rules);
    if found.is_none() {
        let names: Vec<&str> = variants::all()
            .iter()
            .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
            .collect();
        let known: Vec<_> = variants::all().iter().map(|v| v.name()).collect();
        report.problems.push(
            Problem::error(
                RecordCode::UnknownVariant,
                format!(
                    "no game called `{name}`{}",
                    crate::diagnostic::did_you_mean(&name, &names)
                ),
                span,
            )
            .help(format!("known games: {}", known.join(", "))),
        );
    }
    let named = options.variant.as_deref().filter(|given| **given == name);
    if let (Some(game), Some(given), Some(written)) = (found, named, record.tag("Rules")) {
        if variants::find(given).is_some_and(|g| g.name() != game.name()) {
            report.problems.push(
                Problem::warning(
                    RecordCode::VariantOverridden,
                    format!(
                        "the record's rules `{written}` make it a game of {0}: read as {0}, not as --variant {given}",
                        game.name()
                    ),
                    tag_span(record, "Rules", record.span),
                )
                .label("not the game --variant names")
                .help("a --rule KEY=VALUE option applies even over the record's rules"),
            );
        }
    }
    found.map(|v| (v, name))
}

/// The game of a record that names one while `--variant` names `given`.
/// A game the record's format implies (a KIF, CSA, USI or JKF record is
/// `shogi`) gives way to a game built on it (`otomo`, whose records are
/// written in those formats); otherwise the record wins, and where the two
/// name different games a warning says which was read.
fn named_twice(
    source: &str,
    record: &GameRecord,
    written: &str,
    given: &str,
    report: &mut Report,
) -> (String, Span) {
    let tag = record
        .tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case("Variant"));
    let implied = tag.is_none_or(|t| t.span.len == 0);
    let (record_game, given_game) = (variants::find(written), variants::find(given));
    let span = tag.map_or(record.span, |t| t.span);
    match (record_game, given_game) {
        (Some(r), Some(g)) if r.name() == g.name() => return (written.to_string(), span),
        (Some(r), Some(g)) if implied && g.base() == Some(r.name()) => {
            return (given.to_string(), Span::new(record.span.offset, 0));
        }
        _ => {}
    }
    let (said, span) = if implied {
        (
            format!("the record's format holds {written} games only"),
            first_move_span(source, record),
        )
    } else {
        (
            format!("the record's [Variant \"{written}\"] tag wins"),
            span,
        )
    };
    report.problems.push(
        Problem::warning(
            RecordCode::VariantOverridden,
            format!("{said}: read as {written}, not as --variant {given}"),
            span,
        )
        .label("not the game --variant names")
        .help(format!(
            "leave out --variant {given} for this record, or give a record of {given}"
        )),
    );
    (written.to_string(), span)
}

/// The first move of a record (its number and first word), or its start.
fn first_move_span(source: &str, record: &GameRecord) -> Span {
    let mut number = None;
    for e in &record.movetext {
        match e {
            Element::Number { span, .. } => number = number.or(Some(*span)),
            Element::Moves { span } => {
                let word = word_span(source, span.offset, span.end());
                let start = number.map_or(span.offset, |n| n.offset);
                return Span::new(start, word.end() - start);
            }
            _ => {}
        }
    }
    Span::new(record.span.offset, 0)
}

/// Plies read to tell which game an untagged record is.
const DETECT_PLIES: usize = 4;

/// The game of a record that does not name one: the only game whose rules
/// accept its first plies, else the only game the text names (`チャトラ`);
/// with the reason, for the warning.
fn detect(source: &str, record: &GameRecord) -> Option<(&'static dyn Variant, String)> {
    let runs = record.move_runs(source);
    let read: Vec<(&'static dyn Variant, (usize, bool))> = variants::all()
        .iter()
        .map(|v| (*v, plays_first_plies(*v, &runs, record.from_prose)))
        .filter(|&(_, (n, _))| n > 0)
        .collect();
    let only_games = |read: Vec<(&'static dyn Variant, usize)>| -> Vec<_> {
        (read.iter().copied())
            .filter(|(v, _)| !read.iter().any(|(b, _)| v.base() == Some(b.name())))
            .collect()
    };
    let played = only_games(
        (read.iter())
            .filter(|(_, (_, all))| *all)
            .map(|&(v, (n, _))| (v, n))
            .collect(),
    );
    // Failing that, the games that read the most plies before one that
    // does not read.
    let most = read.iter().map(|(_, (n, _))| *n).max().unwrap_or(0);
    let partly = only_games(
        (read.iter())
            .filter(|(_, (n, _))| *n == most)
            .map(|&(v, (n, _))| (v, n))
            .collect(),
    );
    let plays: Vec<&'static dyn Variant> = played.iter().map(|p| p.0).collect();
    let text = source.get(record.span.range()).unwrap_or(source);
    let named: Vec<(&'static dyn Variant, &str)> = variants::all()
        .iter()
        .filter_map(|v| {
            std::iter::once(v.name())
                .chain(v.aliases().iter().copied())
                .find(|n| names(text, n))
                .map(|n| (*v, n))
        })
        .collect();
    let reads_as = |v: &'static dyn Variant, n: usize| {
        let verb = if n == 1 { "reads" } else { "read" };
        let why = format!(
            "its first {} {verb} as {} and as no other game's",
            plural(n, "move"),
            v.name()
        );
        Some((v, why))
    };
    match (played.as_slice(), named.as_slice()) {
        ([(v, n)], _) => reads_as(*v, *n),
        (_, [(v, n)]) if plays.is_empty() || plays.iter().any(|p| p.name() == v.name()) => {
            Some((*v, format!("the text names `{n}`")))
        }
        ([], _) => match partly.as_slice() {
            [(v, n)] => reads_as(*v, *n),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `text` names `name`: as a word for a Latin name, anywhere for a
/// Japanese one (`置きチャトラ`).
fn names(text: &str, name: &str) -> bool {
    if !name.is_ascii() {
        return text.contains(name);
    }
    let lower = text.to_ascii_lowercase();
    lower.match_indices(name).any(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + name.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric())
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// How many of the first plies of `runs` are legal moves of `variant` under
/// the rules its name implies, up to the first that is not.
/// The count, and whether every ply read (up to [`DETECT_PLIES`]).
fn plays_first_plies(variant: &dyn Variant, runs: &[&str], prose: bool) -> (usize, bool) {
    let rules = RuleSpec {
        set: variant.default_rules(variant.name()).map(str::to_string),
        options: Vec::new(),
    };
    let Ok(mut session) = variant.new_game(&rules, None) else {
        return (0, false);
    };
    let mut played = 0;
    for run in runs {
        let mut rest = numbering::trim_blanks(run);
        let mut in_run = 0;
        while !rest.is_empty() && played < DETECT_PLIES {
            match session.play_text(rest, None, None) {
                Ok(p) => {
                    played += 1;
                    in_run += 1;
                    rest = numbering::trim_blanks(&rest[p.len.max(1).min(rest.len())..]);
                }
                // In prose, a remark after the ply.
                Err(_) if prose && in_run > 0 => break,
                // The plies before the first that does not read.
                Err(_) => return (played, false),
            }
            // In prose a number covers at most two plies (per turn).
            if prose && in_run == 2 {
                break;
            }
        }
        if played >= DETECT_PLIES {
            break;
        }
    }
    (played, true)
}

/// The warning for the tags of `record` that a conversion to `target`
/// leaves out: the ones written in the record, when the target has no
/// place for tags (the game, its rules and its position are carried by the
/// target's own means).
fn lost_tags(record: &GameRecord, target: &str) -> Option<Problem> {
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

/// The record's set-up position, with the fields a KIF, KI2 or CSA board
/// diagram cannot show (the `PositionFields` tag) joined back on.
fn full_position(record: &GameRecord) -> Option<String> {
    let position = record.tag("Position")?;
    Some(match record.tag(crate::record::write::POSITION_FIELDS) {
        Some(fields) => format!("{position} {fields}"),
        None => position.to_string(),
    })
}

/// Checks move numbers, whichever way the record counts.
#[derive(Clone, Default)]
struct NumberCheck {
    style: Option<Numbering>,
    last: Option<(u32, usize)>, // number, plies played when it was read
}

impl NumberCheck {
    /// The number the next move should have, as far as the style is known.
    fn expected(&self, plies: usize) -> u32 {
        match self.style {
            Some(Numbering::PerMove) => (plies + 1).div_ceil(2) as u32,
            _ if self.last.is_none() => 0,
            _ => (plies + 1) as u32,
        }
    }

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
                let per_ply = plies.saturating_sub(at) == 1 && number == last + 1 && !continuation;
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
                RecordCode::MoveNumber,
                format!("move number {number} where {expected} was expected"),
                span,
            )
            .ply(next)
            .label(format!("expected {expected}")),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_reading_of_a_letter_for_a_digit_comes_first() {
        let legal: Vec<String> = ["h1", "h10", "h11", "Oh10"].map(String::from).to_vec();
        assert_eq!(nearest_reading("h1O", &legal), ["h10", "h1", "h11"]);
        assert_eq!(nearest_reading("h1l", &legal)[0], "h11");
        // A letter not after a digit is kept: Chatra's object, file l.
        assert_eq!(nearest_reading("Oh1O", &legal)[0], "Oh10");
    }
}
