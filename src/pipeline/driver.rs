//! The driver: reads a game's plies one after the other, plays them, and
//! tells its [`Visitor`] what happened. It knows the game only through the
//! [`Session`] and [`Variant`] traits, and no file format at all.

use std::ops::ControlFlow;

use super::events::{End, Played, Refused, Start, Visitor};
use super::identify::{find_variant, full_position, tag_span};
use super::numbers::NumberCheck;
use super::problems::{failure_problem, nearest_reading, snap, word_span};
use super::{Foul, Options, Ply};
use crate::diagnostic::{Problem, Severity};
use crate::game::RuleSpec;
use crate::record::numbering;
use crate::record::{ConvertCode, Element, GameRecord, NotationCode, RecordCode, Span};
use crate::rule_id::RuleId;
use crate::session::{Session, Variant};
use crate::variants;

/// The state of one line (the game's, or a variation's) being driven.
pub(super) struct Driver<'a> {
    pub(super) source: &'a str,
    pub(super) record: &'a GameRecord,
    pub(super) options: &'a Options,
    pub(super) variant: &'static dyn Variant,
    pub(super) session: Box<dyn Session>,
    /// The notation the record names, if it names one.
    pub(super) only: Option<usize>,
    /// The notation every ply is also printed in.
    pub(super) convert_to: Option<usize>,
    pub(super) numbers: NumberCheck,
    /// How deep in variations this line is (0: the game's own line).
    pub(super) depth: usize,
    /// The line's plies played, by number and text as read: in prose all
    /// of them (a citation repeats one), else the last (for the foul claim).
    pub(super) plies: Vec<(usize, &'a str)>,
    /// Set once a ply cannot be played: later plies cannot be checked.
    pub(super) stopped: bool,
    /// Set once the visitor asked to stop: nothing more is said.
    pub(super) halted: bool,
    /// Whether an error was said of the line.
    pub(super) errors: bool,
    /// Offset of the record's last run of move text, and whether the run
    /// being played is that one (the plies a foul claim may be about).
    pub(super) last_run: Option<usize>,
    pub(super) in_last_run: bool,
    /// In prose, a move number lower than expected, kept until its run
    /// shows whether it cites an earlier move.
    pub(super) earlier: Option<(u32, bool, Span)>,
    /// In prose, whether the word being read stands where a ply should (it
    /// follows the next ply's number): if it does not read, that is an error
    /// at the ply, not a word skipped.
    pub(super) announced: bool,
    /// The game before the last ply played, kept while a variation follows
    /// that ply (the variation is played from there).
    pub(super) before_last: Option<Box<dyn Session>>,
    pub(super) keep_before: bool,
    /// Where what is said of the ply being read points, when its bytes are
    /// no move text (a JKF move object, read in place).
    pub(super) in_place: Option<Span>,
    /// The line's written result and ending word, once read.
    pub(super) result: Option<(String, Option<crate::record::Ending>)>,
    /// The illegal move the game ended by, as the record says.
    pub(super) foul: Option<Foul>,
}

/// Drives `record` (read from `source`) through its game, telling `visitor`
/// every event; the game as far as it was played, once it could be set up.
pub fn drive<V: Visitor>(
    source: &str,
    record: &GameRecord,
    options: &Options,
    visitor: &mut V,
) -> Option<Box<dyn Session>> {
    let mut end = End::default();
    let mut halted = false;
    for issue in &record.issues {
        let p = Problem::error(issue.code, issue.message.clone(), issue.span);
        let p = match issue.warning {
            true => Problem {
                severity: Severity::Warning,
                ..p
            },
            false => p,
        };
        halted |= visitor.problem(p).is_break();
    }
    if halted {
        visitor.end(&end);
        return None;
    }
    match Driver::set_up(source, record, options, visitor, &mut end) {
        Ok(mut driver) => {
            driver.line(&record.movetext, visitor);
            Some(driver.finish(visitor, end))
        }
        Err(session) => {
            visitor.end(&end);
            session
        }
    }
}

impl<'a> Driver<'a> {
    /// Finds the game, its rules, start and notations, and tells the
    /// visitor the game begins; or, when the game cannot even start, says
    /// why and gives the game as far as it was set up.
    fn set_up<V: Visitor>(
        source: &'a str,
        record: &'a GameRecord,
        options: &'a Options,
        visitor: &mut V,
        end: &mut End,
    ) -> Result<Driver<'a>, Option<Box<dyn Session>>> {
        let mut said = Vec::new();
        let found = find_variant(source, record, options, &mut said);
        let mut errors = record.issues.iter().any(|i| !i.warning);
        let mut say = |p: Problem, errors: &mut bool| {
            *errors |= p.is_error();
            visitor.problem(p).is_break()
        };
        let mut halted = false;
        for p in said {
            halted |= say(p, &mut errors);
        }
        let (variant, name) = found.ok_or(None)?;
        let rules = rules_of(record, options, variant, &name);
        let position = full_position(record);
        let (variant, rules) = variants::settle(variant, &rules, position.as_deref());
        end.variant = Some(variant.name());
        end.numbering = variant.numbering();
        let mut session = match variant.new_game(&rules, position.as_deref()) {
            Ok(s) => s,
            Err(e) => {
                let tag = if position.is_some() {
                    "Position"
                } else {
                    "Rules"
                };
                let at = tag_span(record, tag, record.span);
                say(
                    Problem::error(RecordCode::Setup, e.to_string(), at),
                    &mut errors,
                );
                return Err(None);
            }
        };
        end.rules = Some(session.rules());
        if options.keep_line {
            session.keep_line();
        }
        let checked = check_options(record, options, variant, &*session);
        for p in checked.problems {
            halted |= say(p, &mut errors);
        }
        let (Some(only), Some(convert_to)) = (checked.only, checked.convert_to) else {
            return Err(Some(session));
        };
        let mut driver = Driver {
            source,
            record,
            options,
            variant,
            session,
            only,
            convert_to,
            numbers: NumberCheck::default(),
            depth: 0,
            plies: Vec::new(),
            stopped: halted,
            halted,
            errors,
            last_run: last_run(source, record),
            in_last_run: false,
            earlier: None,
            announced: false,
            before_last: None,
            keep_before: false,
            in_place: None,
            result: None,
            foul: None,
        };
        let start = Start {
            variant,
            session: &*driver.session,
            record,
        };
        let flow = visitor.begin(&start);
        driver.flow(flow);
        Ok(driver)
    }

    /// A variation's line: played from `session`, numbered as this line.
    fn branch(&self, session: Box<dyn Session>) -> Driver<'a> {
        Driver {
            session,
            // A line whose numbering is not known yet (one number read)
            // tells the variation nothing: the variation finds out itself.
            numbers: match self.numbers.style {
                Some(_) => self.numbers.clone(),
                None => NumberCheck::default(),
            },
            depth: self.depth + 1,
            plies: Vec::new(),
            stopped: false,
            halted: false,
            errors: false,
            last_run: None,
            in_last_run: false,
            earlier: None,
            announced: false,
            before_last: None,
            keep_before: false,
            in_place: None,
            result: None,
            foul: None,
            ..*self
        }
    }

    /// Notes the visitor's answer: a break stops the game.
    pub(super) fn flow(&mut self, flow: ControlFlow<()>) {
        if flow.is_break() {
            self.halted = true;
            self.stopped = true;
        }
    }

    /// Tells the visitor a problem: at the run read in place, if one is;
    /// a move number in a variation is a warning only (a branch numbered
    /// out of sequence, as json-kifu-format's own fork-test.kif numbers two
    /// moves 5, is still checked move by move).
    pub(super) fn say<V: Visitor>(&mut self, visitor: &mut V, mut problem: Problem) {
        if let Some(span) = self.in_place {
            problem.span = span;
        }
        if self.depth > 0 && problem.code == RecordCode::MoveNumber {
            problem.severity = Severity::Warning;
        }
        self.errors |= problem.is_error();
        let flow = visitor.problem(problem);
        self.flow(flow);
    }

    /// Drives one line of movetext (the record's, or a variation's).
    pub(super) fn line<V: Visitor>(&mut self, movetext: &[Element], visitor: &mut V) {
        for (i, element) in movetext.iter().enumerate() {
            if self.halted {
                return;
            }
            if let Element::Moves { .. } = element {
                // Keep the game before each ply of a run that a variation
                // follows: the last one is the branch point.
                self.keep_before = movetext[i + 1..]
                    .iter()
                    .find(|e| !matches!(e, Element::Comment { .. } | Element::Time { .. }))
                    .is_some_and(|e| matches!(e, Element::Variation { .. }));
            }
            self.element(element, visitor);
        }
    }

    fn element<V: Visitor>(&mut self, element: &Element, visitor: &mut V) {
        match element {
            Element::Number {
                number,
                continuation,
                span,
            } => self.number(*number, *continuation, *span, visitor),
            Element::Comment { text, style, span } => {
                let flow = visitor.comment(text, *style, *span);
                self.flow(flow);
            }
            Element::Variation { span, movetext } => self.variation(*span, movetext, visitor),
            Element::Time { time, span } => {
                if !self.stopped {
                    let flow = visitor.time(*time, *span, self.result.is_some());
                    self.flow(flow);
                }
            }
            Element::Result {
                token,
                span,
                ending,
            } => self.result(token, *span, *ending, visitor),
            Element::Moves { span } => self.moves(*span, visitor),
        }
    }

    fn number<V: Visitor>(&mut self, number: u32, continuation: bool, span: Span, visitor: &mut V) {
        if self.stopped {
            return;
        }
        let plies = self.session.plies();
        // `1. d2-c3 1... b4xd2`: the number of the turn going on.
        let same_turn = continuation && number as usize == (plies + 1).div_ceil(2);
        if self.record.from_prose && !same_turn && number < self.numbers.expected(plies) {
            // Maybe a citation of an earlier move: the run decides.
            self.earlier = Some((number, continuation, span));
            return;
        }
        let problem = self.numbers.check(number, continuation, span, plies);
        self.announced = problem.is_none();
        if let Some(problem) = problem {
            // In prose the plies after a wrong number cannot be told
            // apart from remarks: nothing more is said for its cause.
            if self.record.from_prose {
                self.stopped = true;
            }
            self.say(visitor, problem);
        }
    }

    /// Plays a variation from its branch point, the game before the last
    /// ply played (or the game as it is, before any ply): every ply is
    /// checked as on the main line, at the variation's own bytes.
    fn variation<V: Visitor>(&mut self, span: Span, movetext: &[Element], visitor: &mut V) {
        if self.stopped {
            return;
        }
        if movetext.is_empty() && !self.source[span.range()].contains(|c: char| c.is_alphanumeric())
        {
            return; // `()`
        }
        let from = self.before_last.as_ref().unwrap_or(&self.session).fork();
        let from_ply = from.plies() + 1;
        let flow = visitor.begin_variation(from_ply, span);
        self.flow(flow);
        if self.halted {
            return;
        }
        let mut sub = self.branch(from);
        sub.line(movetext, visitor);
        self.errors |= sub.errors;
        self.halted |= sub.halted;
        self.stopped |= sub.halted;
        let flow = visitor.end_variation(from_ply);
        self.flow(flow);
    }

    /// Plays the plies of a run of move text, one after the other.
    fn moves<V: Visitor>(&mut self, span: Span, visitor: &mut V) {
        self.in_last_run = self.last_run == Some(span.offset);
        if !self.keep_before {
            self.before_last = None;
        }
        if let Some(reading) = self.record.reading(span) {
            self.read_in_place(span, reading, visitor);
            return;
        }
        if let Some((number, continuation, number_span)) = self.earlier.take() {
            self.earlier_number(number, continuation, number_span, span, visitor);
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
            if self.at_stop() {
                self.stopped = true;
                return;
            }
            match self.ply(at, end, visitor) {
                // In prose the numbered ply counts, and the second player's
                // ply after it when the text numbers per turn; the rest of
                // the run is commentary.
                Some(len) if self.record.from_prose => {
                    at += len.max(1);
                    if !self.second_ply_follows(at, end, visitor) {
                        return;
                    }
                }
                Some(len) => at += len.max(1),
                None => return,
            }
        }
    }

    /// Whether the plies asked for ([`Options::stop_after`]) are played.
    fn at_stop(&self) -> bool {
        (self.options.stop_after).is_some_and(|n| self.session.plies() >= n)
    }

    /// Plays the ply a run stands for whose bytes are not move text (a JKF
    /// move object): `reading` is read in its place, and whatever is said
    /// of it points at the run.
    fn read_in_place<V: Visitor>(&mut self, span: Span, reading: &'a str, visitor: &mut V) {
        if self.stopped || self.at_stop() {
            self.stopped = true;
            return;
        }
        let source = std::mem::replace(&mut self.source, reading);
        self.in_place = Some(span);
        self.ply(0, reading.len(), visitor);
        self.in_place = None;
        self.source = source;
    }

    /// Reads, checks and plays the ply at `at`; the bytes it took, or `None`
    /// when the run ends here.
    fn ply<V: Visitor>(&mut self, at: usize, end: usize, visitor: &mut V) -> Option<usize> {
        let source = self.source;
        let ply = self.session.plies() + 1;
        if let Some(outcome) = self.session.outcome() {
            self.after_end(at, end, ply, outcome, visitor);
            return None;
        }
        if self.keep_before {
            self.before_last = Some(self.session.fork());
        }
        let flow = visitor.before_ply(&*self.session);
        self.flow(flow);
        let input = &source[at..end];
        let played = match self.session.play_text(input, self.only, self.convert_to) {
            Ok(played) => played,
            Err(failure) => {
                self.refused(at, end, ply, failure, visitor);
                return None;
            }
        };
        let ply_span = Span::new(at, played.len);
        if !self.record.from_prose
            && source[ply_span.end()..end].starts_with(|c: char| !numbering::is_blank(c))
        {
            self.trailing(ply_span, end, ply, visitor);
            return None;
        }
        for note in &played.notes {
            let span = snap(source, Span::new(at + note.offset, note.len));
            let message = format!("read leniently: {}", note.message);
            let problem = Problem::warning(NotationCode::Normalised, message, span)
                .ply(ply)
                .label("read leniently");
            self.say(visitor, problem);
        }
        let text = &source[ply_span.range()];
        let ply = Ply {
            number: ply,
            span: self.in_place.unwrap_or(ply_span),
            reading: self.in_place.map(|_| text.to_string()),
            notation: played.notation,
            converted: played.converted,
            position: None,
        };
        if !self.record.from_prose {
            self.plies.clear();
        }
        self.plies.push((ply.number, text));
        let flow = visitor.ply(Played {
            ply,
            text,
            input,
            notation: self.only,
            after: &*self.session,
        });
        self.flow(flow);
        Some(played.len)
    }

    /// A ply after the game ended by the rules: the foul the record says
    /// the game ended by, or an error.
    fn after_end<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        o: crate::game::Outcome,
        visitor: &mut V,
    ) {
        let source = self.source;
        // A move after the end is illegal; if the record says the game
        // ended by it, that is the foul.
        if self.foul_claimed(at, end, 0) {
            if let Err(failure) = self.session.play_text(&source[at..end], self.only, None) {
                if self.accept_foul(at, end, ply, &failure, visitor) {
                    return;
                }
            }
        }
        let message = format!(
            "the game is already over ({} {}), yet the record goes on",
            o.token(),
            o.reason
        );
        let problem = Problem::error(RecordCode::AfterEnd, message, word_span(source, at, end))
            .ply(ply)
            .label("move after the end")
            .position(self.session.position_string());
        self.say(visitor, problem);
        self.stopped = true;
    }

    /// A ply that did not read or play: the foul the record says the game
    /// ended by, or a problem (in prose, a word skipped).
    fn refused<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        failure: crate::session::PlyFailure,
        visitor: &mut V,
    ) {
        let source = self.source;
        let word = word_span(source, at, end);
        let flow = visitor.refused(&Refused {
            ply,
            span: self.in_place.unwrap_or(word),
            word: &source[word.range()],
            input: &source[at..end],
            notation: self.only,
            failure: &failure,
        });
        self.flow(flow);
        if self.accept_foul(at, end, ply, &failure, visitor) {
            return;
        }
        // In prose a numbered word that is no move is most often
        // prose, unless it stands where the next ply should.
        let skipped = self.record.from_prose && !self.announced;
        let before = self.session.position_string();
        let problem = failure_problem(source, at, end, ply, &before, failure, skipped);
        let problem = if !skipped && problem.suggestions.is_empty() {
            let notation = self.only.unwrap_or(0);
            Problem {
                suggestions: nearest_reading(
                    &source[word.range()],
                    &self.session.legal_moves(notation),
                ),
                ..problem
            }
        } else {
            problem
        };
        // In prose a numbered word that is no move is a warning: go on.
        self.stopped |= problem.is_error();
        self.say(visitor, problem);
    }

    /// `b2-c3!?`: a record's plies are separated by white space.
    fn trailing<V: Visitor>(&mut self, ply_span: Span, end: usize, ply: usize, visitor: &mut V) {
        let source = self.source;
        let bad = word_span(source, ply_span.end(), end);
        let message = format!(
            "`{}` follows the move `{}` without a space",
            &source[bad.range()],
            &source[ply_span.range()]
        );
        let problem = Problem::error(NotationCode::Trailing, message, bad)
            .ply(ply)
            .label("not part of the move")
            .help("separate plies with white space; put remarks in {braces}");
        self.say(visitor, problem);
        self.stopped = true;
    }
}

/// The rules the game is played under: the record's, else the ones given,
/// else those the name the game goes by implies; `--rule` overrides on top.
fn rules_of(record: &GameRecord, options: &Options, variant: &dyn Variant, name: &str) -> RuleSpec {
    match (record.tag("Rules"), &options.rules) {
        (Some(r), _) => RuleSpec::parse(r),
        (None, given) if given.set.is_some() => given.clone(),
        (None, given) => RuleSpec {
            set: variant.default_rules(name).map(str::to_string),
            ..given.clone()
        },
    }
    .merged(&options.overrides)
}

/// The offset of the record's last run of move text (the run a foul claim
/// may be about).
fn last_run(source: &str, record: &GameRecord) -> Option<usize> {
    record.movetext.iter().rev().find_map(|e| match e {
        Element::Moves { span } if !source[span.range()].trim().is_empty() => Some(span.offset),
        _ => None,
    })
}

/// What the options ask of a game that its set-up can check: the notation
/// the record names and the one to convert to (each `None` when unknown,
/// `Some(None)` when none is asked), and the problems found.
struct CheckedOptions {
    only: Option<Option<usize>>,
    convert_to: Option<Option<usize>>,
    problems: Vec<Problem>,
}

fn check_options(
    record: &GameRecord,
    options: &Options,
    variant: &dyn Variant,
    session: &dyn Session,
) -> CheckedOptions {
    let mut problems = Vec::new();
    if let Some(Err(e)) = options
        .compare
        .as_ref()
        .map(|spec| session.under_rules(spec))
    {
        problems.push(Problem::error(
            RecordCode::CompareRules,
            e.to_string(),
            record.span,
        ));
    }
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
        None => Some(None),
        Some(name) => session.notation(name).map(Some),
    };
    if let (None, Some(name)) = (only, record.tag("Notation")) {
        let at = tag_span(record, "Notation", record.span);
        problems.push(unknown(RecordCode::UnknownNotation.id(), name, at));
        return CheckedOptions {
            only,
            convert_to: Some(None),
            problems,
        };
    }
    let convert_to = match &options.convert_to {
        None => Some(None),
        Some(name) => session.notation(crate::formats::notation(name)).map(Some),
    };
    if let (None, Some(name)) = (convert_to, &options.convert_to) {
        let code = ConvertCode::UnknownNotation.id();
        problems.push(unknown(code, name, record.span));
    }
    CheckedOptions {
        only,
        convert_to,
        problems,
    }
}
