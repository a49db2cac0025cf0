//! The driver: reads a game's plies one after the other and plays them.

use super::compare::difference;
use super::conversion::{lost_tags, out_tags};
use super::identify::{find_variant, full_position, tag_span};
use super::numbers::NumberCheck;
use super::problems::{failure_problem, nearest_reading, snap, word_span};
use super::{Branch, Options, Ply, Report};
use crate::diagnostic::{Problem, Severity};
use crate::game::RuleSpec;
use crate::record::numbering;
use crate::record::write::{OutGame, OutItem};
use crate::record::{ConvertCode, Element, GameRecord, NotationCode, RecordCode, Span};
use crate::rule_id::RuleId;
use crate::session::{Session, Variant};
use crate::variants;

/// The state of one game being driven.
pub(super) struct Driver<'a> {
    pub(super) source: &'a str,
    pub(super) record: &'a GameRecord,
    pub(super) options: &'a Options,
    pub(super) variant: &'static dyn Variant,
    pub(super) session: Box<dyn Session>,
    /// Rules every ply is also checked under.
    pub(super) compare: Option<&'a RuleSpec>,
    /// The notation the record names, if it names one.
    pub(super) only: Option<usize>,
    pub(super) convert_to: Option<usize>,
    pub(super) out: Option<OutGame>,
    pub(super) numbers: NumberCheck,
    /// Set once a ply cannot be played: later plies cannot be checked.
    pub(super) stopped: bool,
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
    /// Set at the line's result: a time after it is the last turn's.
    pub(super) ended: bool,
    /// Whether the record's times were found and cannot be written.
    pub(super) times_lost: bool,
    /// Whether the comments left out have been reported.
    pub(super) comments_lost: bool,
}

impl<'a> Driver<'a> {
    /// Finds the game, its rules, start and notations; `None` (with the
    /// problem reported) when the game cannot even start.
    pub(super) fn set_up(
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
        let session = match variant.new_game(&rules, position.as_deref()) {
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
    pub(super) fn line(&mut self, movetext: &[Element], report: &mut Report) {
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

    pub(super) fn element(&mut self, element: &Element, report: &mut Report) {
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
    pub(super) fn variation(&mut self, span: Span, movetext: &[Element], report: &mut Report) {
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

    /// Plays the plies of a run of move text, one after the other.
    pub(super) fn moves(&mut self, span: Span, report: &mut Report) {
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

    /// Plays the ply a run stands for whose bytes are not move text (a JKF
    /// move object): `reading` is read in its place, and whatever is said
    /// of it points at the run.
    pub(super) fn read_in_place(&mut self, span: Span, reading: &'a str, report: &mut Report) {
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

    /// Reads, checks and plays the ply at `at`; the bytes it took, or `None`
    /// when the run ends here.
    pub(super) fn ply(&mut self, at: usize, end: usize, report: &mut Report) -> Option<usize> {
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
}
