//! The driver: reads a game's plies one after the other, plays them, and
//! tells its [`Visitor`] what happened. It knows the game only through the
//! [`Session`] and [`Variant`] traits, and no file format at all.

use std::ops::ControlFlow;

use super::events::{End, Visitor};
use super::numbers::NumberCheck;
use super::{Foul, Options};
use crate::diagnostic::{Problem, Severity};
use crate::record::numbering;
use crate::record::{Element, GameRecord, MoveTime, RecordCode, RunLines, Span};
use crate::session::{Session, Variant};

/// The state of one line (the game's, or a variation's) being driven, by
/// concern: what every line of the game reads alike, the line being played,
/// its move numbers, and how it ends.
pub(super) struct Driver<'a> {
    pub(super) cx: Context<'a>,
    pub(super) line: Line<'a>,
    pub(super) numbers: Numbers<'a>,
    pub(super) ending: LineEnd,
}

/// What every line of a game is read with.
#[derive(Clone, Copy)]
pub(super) struct Context<'a> {
    pub(super) source: &'a str,
    pub(super) record: &'a GameRecord,
    pub(super) options: &'a Options,
    pub(super) variant: &'static dyn Variant,
    /// The notation the record names, if it names one.
    pub(super) only: Option<usize>,
    /// The notation every ply is also printed in.
    pub(super) convert_to: Option<usize>,
    /// Whether every run is move text read as it stands: no run is read in
    /// place of its bytes and no move number may cite an earlier move (the
    /// record is no prose), so a run asks neither (CSA's runs are one ply
    /// each: what a run asks, a ply asks).
    pub(super) plain_runs: bool,
}

/// The line being played: the game, what it played last, and whether it
/// goes on.
pub(super) struct Line<'a> {
    pub(super) session: Box<dyn Session>,
    /// How deep in variations this line is (0: the game's own line).
    pub(super) depth: usize,
    /// The last ply played, by number and text as read (for the foul
    /// claim).
    pub(super) last: Option<(usize, &'a str)>,
    /// Set once a ply cannot be played: later plies cannot be checked.
    pub(super) stopped: bool,
    /// Set once the visitor asked to stop: nothing more is said.
    pub(super) halted: bool,
    /// Whether an error was said of the line.
    pub(super) errors: bool,
    /// The game before the last ply played, kept while a variation follows
    /// that ply (the variation is played from there).
    pub(super) before_last: Option<Box<dyn Session>>,
    pub(super) keep_before: bool,
    /// Where what is said of the ply being read points, when its bytes are
    /// no move text (a JKF move object, read in place).
    pub(super) in_place: Option<Span>,
}

/// The line's move numbers, and what a post's prose needs of them.
#[derive(Default)]
pub(super) struct Numbers<'a> {
    pub(super) checker: NumberCheck,
    /// In prose, a move number lower than expected, kept until its run
    /// shows whether it cites an earlier move.
    pub(super) earlier: Option<(u32, bool, Span)>,
    /// In prose, whether the word being read stands where a ply should (it
    /// follows the next ply's number): if it does not read, that is an error
    /// at the ply, not a word skipped.
    pub(super) announced: bool,
    /// In prose, every ply played, by number and text as read: a citation
    /// repeats one.
    pub(super) played: Vec<(usize, &'a str)>,
    /// In prose, the end of the line whose sentence talks about another
    /// line of play (`If 4... d5-e4 instead, then 5. e4xe5`): the numbered
    /// moves after it up to there go on with that line, not the game's.
    pub(super) other_line_until: usize,
}

/// How the line ends: its written result and the foul a record claims.
#[derive(Default)]
pub(super) struct LineEnd {
    /// Offset of the record's last run of move text, and whether the run
    /// being played is that one (the plies a foul claim may be about).
    pub(super) last_run: Option<usize>,
    pub(super) in_last_run: bool,
    /// The line's written result and ending word, once read.
    pub(super) result: Option<(String, Option<crate::record::Ending>)>,
    /// The illegal move the game ended by, as the record says.
    pub(super) foul: Option<Foul>,
    /// Set by that move: a time right after it is its time, carried
    /// although the game is over.
    pub(super) foul_time_due: bool,
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
            driver.walk(&record.movetext, visitor);
            Some(driver.finish(visitor, end))
        }
        Err(session) => {
            visitor.end(&end);
            session
        }
    }
}

impl<'a> Driver<'a> {
    /// A line that has played nothing yet, from `session`.
    pub(super) fn new(cx: Context<'a>, session: Box<dyn Session>) -> Driver<'a> {
        Driver {
            cx,
            line: Line {
                session,
                depth: 0,
                last: None,
                stopped: false,
                halted: false,
                errors: false,
                before_last: None,
                keep_before: false,
                in_place: None,
            },
            numbers: Numbers::default(),
            ending: LineEnd::default(),
        }
    }

    /// A variation's line: played from `session`, numbered as this line.
    fn branch(&self, session: Box<dyn Session>) -> Driver<'a> {
        let mut sub = Driver::new(self.cx, session);
        sub.line.depth = self.line.depth + 1;
        // A line whose numbering is not known yet (one number read) tells
        // the variation nothing: the variation finds out itself.
        if self.numbers.checker.style.is_some() {
            sub.numbers.checker = self.numbers.checker.clone();
        }
        sub
    }

    /// Notes the visitor's answer: a break stops the game.
    pub(super) fn flow(&mut self, flow: ControlFlow<()>) {
        if flow.is_break() {
            self.line.halted = true;
            self.line.stopped = true;
        }
    }

    /// Tells the visitor a problem: at the run read in place, if one is;
    /// a move number in a variation is a warning only (a branch numbered
    /// out of sequence, as json-kifu-format's own fork-test.kif numbers two
    /// moves 5, is still checked move by move).
    pub(super) fn say<V: Visitor>(&mut self, visitor: &mut V, mut problem: Problem) {
        if let Some(span) = self.line.in_place {
            problem.span = span;
        }
        if self.line.depth > 0 && problem.code == RecordCode::MoveNumber {
            problem.severity = Severity::Warning;
        }
        self.line.errors |= problem.is_error();
        let flow = visitor.problem(problem);
        self.flow(flow);
    }

    /// Drives one line of movetext (the record's, or a variation's).
    pub(super) fn walk<V: Visitor>(&mut self, movetext: &[Element], visitor: &mut V) {
        // Most lines hold no variation: asked once, not after every run.
        let variations = movetext
            .iter()
            .any(|e| matches!(e, Element::Variation { .. }));
        for (i, element) in movetext.iter().enumerate() {
            if self.line.halted {
                return;
            }
            if let Element::Moves { .. } = element {
                // Keep the game before each ply of a run that a variation
                // follows: the last one is the branch point.
                self.line.keep_before = variations
                    && movetext[i + 1..]
                        .iter()
                        .find(|e| !matches!(e, Element::Comment { .. } | Element::Time { .. }))
                        .is_some_and(|e| matches!(e, Element::Variation { .. }));
            }
            self.element(element, visitor);
        }
    }

    fn element<V: Visitor>(&mut self, element: &Element, visitor: &mut V) {
        let foul_time = std::mem::take(&mut self.ending.foul_time_due);
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
                if !self.line.stopped || foul_time {
                    let flow = visitor.time(*time, *span, self.ending.result.is_some());
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
        if self.line.stopped {
            return;
        }
        let plies = self.line.session.plies();
        // `1. d2-c3 1... b4xd2`: the number of the turn going on.
        let same_turn = continuation && number as usize == (plies + 1).div_ceil(2);
        let on_another_line = span.offset < self.numbers.other_line_until
            && crate::record::structure::in_a_sentence(self.cx.source, span.offset);
        if self.cx.record.from_prose
            && !same_turn
            && (number < self.numbers.checker.expected(plies) || on_another_line)
        {
            // Maybe a citation of an earlier move: the run decides.
            self.numbers.earlier = Some((number, continuation, span));
            return;
        }
        let problem = self
            .numbers
            .checker
            .check(number, continuation, span, plies);
        self.numbers.announced = problem.is_none();
        if let Some(problem) = problem {
            // In prose the plies after a wrong number cannot be told
            // apart from remarks: nothing more is said for its cause.
            if self.cx.record.from_prose {
                self.line.stopped = true;
            }
            self.say(visitor, problem);
        }
    }

    /// Plays a variation from its branch point, the game before the last
    /// ply played (or the game as it is, before any ply): every ply is
    /// checked as on the main line, at the variation's own bytes.
    fn variation<V: Visitor>(&mut self, span: Span, movetext: &[Element], visitor: &mut V) {
        if self.line.stopped {
            return;
        }
        if movetext.is_empty()
            && !self.cx.source[span.range()].contains(|c: char| c.is_alphanumeric())
        {
            return; // `()`
        }
        let from = self
            .line
            .before_last
            .as_ref()
            .unwrap_or(&self.line.session)
            .fork();
        let from_ply = from.plies() + 1;
        let flow = visitor.begin_variation(from_ply, span);
        self.flow(flow);
        if self.line.halted {
            return;
        }
        let mut sub = self.branch(from);
        sub.walk(movetext, visitor);
        self.line.errors |= sub.line.errors;
        self.line.halted |= sub.line.halted;
        self.line.stopped |= sub.line.halted;
        let flow = visitor.end_variation(from_ply);
        self.flow(flow);
    }

    /// Plays the plies of a run of move text, one after the other.
    fn moves<V: Visitor>(&mut self, span: Span, visitor: &mut V) {
        self.ending.in_last_run = self.ending.last_run == Some(span.offset);
        if !self.line.keep_before {
            self.line.before_last = None;
        }
        if !self.cx.plain_runs {
            if let Some(reading) = self.cx.record.reading(span) {
                self.read_in_place(span, reading, visitor);
                return;
            }
            if let Some((number, continuation, number_span)) = self.numbers.earlier.take() {
                self.earlier_number(number, continuation, number_span, span, visitor);
                return;
            }
        }
        let end = span.end();
        let mut at = span.offset;
        // What may stand between two plies of the run besides blanks
        // (CSA's `T12`, KIF's time column and the next line's number).
        let lines = self.cx.record.run_lines;
        let one_call = self.one_call_notation(visitor);
        loop {
            // Plies are parted by blanks: white space, or `。` and the like.
            at += numbering::blank_len_at(self.cx.source, at, end);
            if at >= end || self.line.stopped {
                return;
            }
            if self.at_stop() {
                self.line.stopped = true;
                return;
            }
            match self.ply_in(at, end, one_call, visitor) {
                // In prose the numbered ply counts, and the second player's
                // ply after it when the text numbers per turn; the rest of
                // the run is commentary.
                Some(len) if self.cx.record.from_prose => {
                    at += len.max(1);
                    at += numbering::between_plies_len(&self.cx.source[at..end]);
                    if !self.second_ply_follows(at, end, visitor) {
                        return;
                    }
                }
                Some(len) => {
                    at += len.max(1);
                    at += match lines {
                        RunLines::Blanks => 0,
                        RunLines::Times => self.time_in_run(at, end, visitor),
                        RunLines::Numbered => self.numbered_in_run(at, end, visitor),
                    };
                }
                None => return,
            }
        }
    }

    /// Tells the time on the line after the ply that ended at `at`, inside
    /// a run of [`RunLines::Times`] ([`crate::record::time_line`]), as an
    /// [`Element::Time`] there is told: the bytes it took, the line endings
    /// before and after it included, or none when no time is there. The
    /// ending after it is blank the walk would skip; taken here, the walk
    /// finds the next ply at once, not through its search for blanks.
    #[inline(always)]
    fn time_in_run<V: Visitor>(&mut self, at: usize, end: usize, visitor: &mut V) -> usize {
        let rest = &self.cx.source.as_bytes()[at..end];
        let Some((seconds, start, len)) = crate::record::time_line(rest) else {
            return 0;
        };
        let time = MoveTime::of_seconds(seconds);
        self.time_of_run(time, Span::new(at + start, len), visitor);
        let taken = start + len;
        taken + line_ending_len(&rest[taken..])
    }

    /// Tells the rest of the move line of the ply that ended at `at` and
    /// the next line's number, inside a run of [`RunLines::Numbered`]
    /// ([`crate::record::joined_numbered_line`]: the reader that joined
    /// the run tested its time columns), as the elements they stand for
    /// are told: the time as an [`Element::Time`], the number checked as
    /// an [`Element::Number`]. The bytes taken, up to the next ply, or none
    /// at the run's end.
    #[inline(always)]
    fn numbered_in_run<V: Visitor>(&mut self, at: usize, end: usize, visitor: &mut V) -> usize {
        let rest = &self.cx.source.as_bytes()[at..end];
        let Some(between) = crate::record::joined_numbered_line(rest) else {
            return 0;
        };
        if let Some((time, start, len)) = between.time {
            self.time_of_run(time, Span::new(at + start, len), visitor);
        }
        if let Some((number, start, len)) = between.number {
            // The next ply's number in a record numbered ply by ply, almost
            // every one, noted at once; any other checked as an element.
            let plies = self.line.session.plies();
            let prose = self.cx.record.from_prose;
            if !self.line.stopped && !prose && self.numbers.checker.next_ply(number, plies) {
                self.numbers.announced = true;
            } else {
                self.number(number, false, Span::new(at + start, len), visitor);
            }
        }
        between.taken
    }

    /// Tells the time at `span` inside a run, unless the line stopped.
    #[inline(always)]
    fn time_of_run<V: Visitor>(&mut self, time: MoveTime, span: Span, visitor: &mut V) {
        if !self.line.stopped {
            let flow = visitor.time(time, span, self.ending.result.is_some());
            self.flow(flow);
        }
    }

    /// Whether the plies asked for ([`Options::stop_after`]) are played.
    fn at_stop(&self) -> bool {
        (self.cx.options.stop_after).is_some_and(|n| self.line.session.plies() >= n)
    }

    /// Plays the ply a run stands for whose bytes are not move text (a JKF
    /// move object): `reading` is read in its place, and whatever is said
    /// of it points at the run.
    fn read_in_place<V: Visitor>(&mut self, span: Span, reading: &'a str, visitor: &mut V) {
        if self.line.stopped || self.at_stop() {
            self.line.stopped = true;
            return;
        }
        let source = std::mem::replace(&mut self.cx.source, reading);
        self.line.in_place = Some(span);
        self.ply(0, reading.len(), visitor);
        self.line.in_place = None;
        self.cx.source = source;
    }
}

/// The bytes of the line ending (`\n` or `\r\n`) at the front of `rest`.
#[inline(always)]
fn line_ending_len(rest: &[u8]) -> usize {
    match rest {
        [b'\n', ..] => 1,
        [b'\r', b'\n', ..] => 2,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use crate::record::numbering::blank_len_at;

    proptest::proptest! {
        /// A line ending taken after a time, then the blanks after it, are
        /// the blanks the walk finds from the ending on.
        #[test]
        fn an_ending_taken_then_blanks_are_the_blanks(text in "[\r\n \t\u{3000}\u{b}]{0,4}[+T1。x]?.{0,3}") {
            let end = text.len();
            let ending = super::line_ending_len(text.as_bytes());
            let taken = ending + blank_len_at(&text, ending, end);
            proptest::prop_assert_eq!(taken, blank_len_at(&text, 0, end));
        }
    }
}
