//! One ply read, checked and played by the driver, and what is said when
//! it cannot be: a move after the game's end, a word that does not read or
//! that the rules refuse, text stuck to a move.

use super::Ply;
use super::driver::Driver;
use super::events::{Played, Refused, Visitor};
use super::problems::{failure_problem, nearest_reading, snap, word_span};
use crate::diagnostic::Problem;
use crate::record::numbering;
use crate::record::{CommentStyle, NotationCode, RecordCode, Span};
use crate::session::PlainPly;

impl<'a> Driver<'a> {
    /// Reads, checks and plays the ply at `at`; the bytes it took, or `None`
    /// when the run ends here. Inlined in the walk of a run: a plain ply's
    /// path is a few tests around the one call to the game.
    #[inline(always)]
    pub(super) fn ply<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        visitor: &mut V,
    ) -> Option<usize> {
        let one_call = self.one_call_notation(visitor);
        self.ply_in(at, end, one_call, visitor)
    }

    /// The notation a plain ply (almost every one) is read, checked and
    /// played in, in one call to the session, when nothing wants the game
    /// before it: no variation branches from it and the visitor does not
    /// watch it. The same for every ply of a run: asked once a run.
    #[inline(always)]
    pub(super) fn one_call_notation<V: Visitor>(&self, visitor: &V) -> Option<usize> {
        let watched = self.line.keep_before || visitor.wants_before_ply();
        self.plain_notation().filter(|_| !watched)
    }

    /// [`Driver::ply`], `one_call` the run's
    /// [`Driver::one_call_notation`].
    #[inline(always)]
    pub(super) fn ply_in<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        one_call: Option<usize>,
        visitor: &mut V,
    ) -> Option<usize> {
        let Some(only) = one_call else {
            let plain = self.plain_notation();
            return self.ply_in_full(at, end, plain, visitor);
        };
        let input = &self.cx.source[at..end];
        match self.line.session.play_next(input, only) {
            Some(played) => self.kept_plain(at, input, played, visitor),
            None => self.ply_in_full(at, end, None, visitor),
        }
    }

    /// [`Driver::ply`] asking the session step by step: whether the game is
    /// over, the game before the ply kept for a variation and told the
    /// visitor, then the ply, plainly in the notation `plain` if given,
    /// else read in any way the session reads it.
    #[inline(never)]
    fn ply_in_full<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        plain: Option<usize>,
        visitor: &mut V,
    ) -> Option<usize> {
        let ply = self.line.session.plies() + 1;
        // The ends that stand though moves are left; whether any is left is
        // asked only of a ply that does not play (a legal ply says so).
        if let Some(outcome) = self.line.session.outcome_given_a_move() {
            self.after_end(at, end, ply, outcome, visitor);
            return None;
        }
        if self.line.keep_before {
            self.line.before_last = Some(self.line.session.fork());
        }
        let flow = visitor.before_ply(&*self.line.session);
        self.flow(flow);
        let input = &self.cx.source[at..end];
        // A plain ply has no notes and no conversion: the session's whole
        // `Played` is made only for the others, on a path of their own.
        match plain.and_then(|only| self.line.session.play_next(input, only)) {
            Some(played) => self.kept_plain(at, input, played, visitor),
            None => self.ply_as_read(at, end, ply, visitor),
        }
    }

    /// Keeps the plain ply `played`, at the front of `input` (at `at`); the
    /// bytes it took, or `None` when text is stuck to it.
    #[inline(always)]
    fn kept_plain<V: Visitor>(
        &mut self,
        at: usize,
        input: &'a str,
        played: PlainPly,
        visitor: &mut V,
    ) -> Option<usize> {
        let (text, rest) = input.split_at(played.len);
        let marks = self.trails(at, text, rest, played.number, visitor)?;
        self.keep(
            at,
            text,
            input,
            played.number,
            played.notation,
            None,
            visitor,
        );
        self.annotate(at + played.len, marks, visitor);
        Some(played.len + marks)
    }

    /// [`Driver::ply`] of a ply the plain reading leaves to
    /// [`crate::session::Session::play_text`]: a lenient reading, whose
    /// notes are said, a conversion, a failure.
    #[inline(never)]
    fn ply_as_read<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        visitor: &mut V,
    ) -> Option<usize> {
        let played = self.play_text(at, end, ply, visitor)?;
        let input = &self.cx.source[at..end];
        let (text, rest) = input.split_at(played.len);
        let marks = self.trails(at, text, rest, ply, visitor)?;
        for note in &played.notes {
            let span = snap(self.cx.source, Span::new(at + note.offset, note.len));
            let message = crate::msg!("pipeline-lenient", note = &note.message);
            let problem = Problem::warning(NotationCode::Normalised, message, span)
                .ply(ply)
                .label(crate::msg!("record-lenient-label"));
            self.say(visitor, problem);
        }
        let converted = played.converted;
        self.keep(at, text, input, ply, played.notation, converted, visitor);
        self.annotate(at + played.len, marks, visitor);
        Some(played.len + marks)
    }

    /// The length of the annotation marks after the ply `text` (at `at`),
    /// `rest` the run after it (`S-6h!?`: 2), or `None` when other text is
    /// stuck to it: said, and the line stopped (see [`Driver::trailing`]).
    /// The marks are told after the game's notation has read its move, so
    /// that a game whose moves hold `!` keeps it.
    #[inline(always)]
    fn trails<V: Visitor>(
        &mut self,
        at: usize,
        text: &str,
        rest: &str,
        ply: usize,
        visitor: &mut V,
    ) -> Option<usize> {
        if self.cx.record.from_prose || starts_blank(rest) {
            return Some(0);
        }
        match numbering::annotation_len(rest) {
            0 => {
                let end = at + text.len() + rest.len();
                self.trailing(Span::new(at, text.len()), end, ply, visitor);
                None
            }
            marks => Some(marks),
        }
    }

    /// Tells the visitor of the `len` bytes of annotation marks at `at`,
    /// after the ply they annotate, as a comment of their own style.
    #[inline(always)]
    fn annotate<V: Visitor>(&mut self, at: usize, len: usize, visitor: &mut V) {
        if len > 0 {
            let marks = &self.cx.source[at..at + len];
            let flow = visitor.comment(marks, CommentStyle::Annotation, Span::new(at, len));
            self.flow(flow);
        }
    }

    /// Keeps the ply played, `text` at `at` (the front of `input`), and
    /// tells the visitor.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn keep<V: Visitor>(
        &mut self,
        at: usize,
        text: &'a str,
        input: &'a str,
        number: usize,
        notation: &'static str,
        converted: Option<String>,
        visitor: &mut V,
    ) {
        let reading = self.line.in_place.map(|_| text.to_string());
        let span = self.line.in_place.unwrap_or(Span::new(at, text.len()));
        let ply = Ply::new(number, span, notation, reading, converted);
        self.line.last = Some((number, text));
        if self.cx.record.from_prose {
            self.numbers.played.push((number, text));
        }
        let flow = visitor.ply(Played {
            ply,
            text,
            input,
            notation: self.cx.only,
            after: &*self.line.session,
        });
        self.flow(flow);
    }

    /// The notation a ply may be read plainly in
    /// ([`crate::session::Session::play_next`]): the one the record names,
    /// when no conversion is asked for.
    #[inline(always)]
    fn plain_notation(&self) -> Option<usize> {
        self.cx.only.filter(|_| self.cx.convert_to.is_none())
    }

    /// The ply from `at` read in any way the session reads it; `None`, the
    /// game after its end or the ply refused, when it does not play.
    fn play_text<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        ply: usize,
        visitor: &mut V,
    ) -> Option<crate::session::Played> {
        let input = &self.cx.source[at..end];
        let failure = match (self.line.session).play_text(input, self.cx.only, self.cx.convert_to) {
            Ok(played) => return Some(played),
            Err(failure) => failure,
        };
        if let Some(outcome) = self.line.session.outcome() {
            self.after_end(at, end, ply, outcome, visitor);
            return None;
        }
        let played = self.marked_ply(at, end);
        if played.is_none() {
            self.refused(at, end, ply, failure, visitor);
        }
        played
    }

    /// In prose, the ply at `at` read without the annotation marks its word
    /// ends in (`2g2f!`, `fav:I4-B4?!`), for notations that read a move to
    /// the end of its word: the marks part a turn's plies
    /// ([`numbering::between_plies_len`]), they are no part of the move.
    fn marked_ply(&mut self, at: usize, end: usize) -> Option<crate::session::Played> {
        if !self.cx.record.from_prose {
            return None;
        }
        let run = &self.cx.source[at..end];
        let word = &run[..run.find(numbering::is_blank).unwrap_or(run.len())];
        let bare = word.trim_end_matches(numbering::is_mark);
        if bare.len() == word.len() || bare.is_empty() {
            return None;
        }
        (self
            .line
            .session
            .play_text(bare, self.cx.only, self.cx.convert_to))
        .ok()
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
        let source = self.cx.source;
        // A move after the end is illegal; if the record says the game
        // ended by it, that is the foul.
        if self.foul_claimed(at, end, 0) {
            if let Err(failure) = self
                .line
                .session
                .play_text(&source[at..end], self.cx.only, None)
            {
                if self.accept_foul(at, end, ply, &failure, visitor) {
                    return;
                }
            }
        }
        let message = crate::msg!(
            "record-after-end",
            token = o.token(),
            reason = o.reason.msg()
        );
        let problem = Problem::error(RecordCode::AfterEnd, message, word_span(source, at, end))
            .ply(ply)
            .label(crate::msg!("record-after-end-label"))
            .position(self.line.session.position_string());
        self.say(visitor, problem);
        self.line.stopped = true;
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
        let source = self.cx.source;
        let word = word_span(source, at, end);
        let flow = visitor.refused(&Refused {
            ply,
            span: self.line.in_place.unwrap_or(word),
            word: &source[word.range()],
            input: &source[at..end],
            notation: self.cx.only,
            failure: &failure,
        });
        self.flow(flow);
        if self.accept_foul(at, end, ply, &failure, visitor) {
            return;
        }
        // In prose a numbered word that is no move is most often
        // prose, unless it stands where the next ply should.
        let skipped = self.cx.record.from_prose && !self.numbers.announced;
        let before = self.line.session.position_string();
        // The legal moves nearest to the ply, looked for only now that a
        // problem offers them (the session is still before the ply), and
        // only for a visitor that keeps them.
        let wanted = visitor.wants_suggestions();
        let suggestions = if wanted {
            self.line.session.suggestions(&failure)
        } else {
            Vec::new()
        };
        let mut problem = failure_problem(source, at, end, ply, &before, failure, skipped);
        problem.suggestions = suggestions;
        if wanted && !skipped && problem.suggestions.is_empty() {
            let notation = self.cx.only.unwrap_or(0);
            problem.suggestions = nearest_reading(
                &source[word.range()],
                &self.line.session.legal_moves(notation),
            );
        }
        // In prose a numbered word that is no move is a warning: go on.
        self.line.stopped |= problem.is_error();
        self.say(visitor, problem);
    }

    /// `b2-c3!?`: a record's plies are separated by white space.
    fn trailing<V: Visitor>(&mut self, ply_span: Span, end: usize, ply: usize, visitor: &mut V) {
        let source = self.cx.source;
        let bad = word_span(source, ply_span.end(), end);
        let message = crate::msg!(
            "record-trailing",
            word = &source[bad.range()],
            move = &source[ply_span.range()]
        );
        let problem = Problem::error(NotationCode::Trailing, message, bad)
            .ply(ply)
            .label(crate::msg!("record-trailing-label"))
            .help(crate::msg!("record-trailing-help"));
        self.say(visitor, problem);
        self.line.stopped = true;
    }
}

/// [`numbering::starts_blank`], the ASCII byte after almost every ply told
/// here, inlined in both paths of a ply.
#[inline(always)]
fn starts_blank(rest: &str) -> bool {
    match rest.as_bytes().first() {
        Some(b) if b.is_ascii() => matches!(b, b'\t'..=b'\r' | b' '),
        _ => numbering::starts_blank(rest),
    }
}

#[cfg(test)]
mod tests {
    /// The blank told by its first ASCII byte is the one the whole test
    /// finds.
    #[test]
    fn blank_by_byte_agrees() {
        for b in 0..128u8 {
            let rest = String::from_utf8(vec![b, b'x']).unwrap();
            let whole = crate::record::numbering::starts_blank(&rest);
            assert_eq!(super::starts_blank(&rest), whole, "{b}");
        }
        for rest in ["", "\u{3000}x", "、", "x"] {
            let whole = crate::record::numbering::starts_blank(rest);
            assert_eq!(super::starts_blank(rest), whole, "{rest}");
        }
    }
}
