//! Prose: the moves a post quotes or cites, and the second ply of a
//! per-turn number.

use super::driver::Driver;
use super::events::Visitor;
use super::problems::word_span;
use super::{Ply, Report};
use crate::diagnostic::Problem;
use crate::record::numbering;
use crate::record::structure::{self, cited_len};
use crate::record::write::Numbering;
use crate::record::{ForumCode, GameRecord, Quoted, Span};

/// A move as written, without its side mark and folded, so that a quote
/// or a remark compares equal to the ply it names however it is typed.
pub(super) fn comparable(text: &str) -> String {
    let text = text.trim_start_matches(['●', '○', '★', '☆', '▲', '△', '▽', '☗', '☖']);
    match crate::lenient::Folded::new(text, crate::lenient::Fold::FullWidth) {
        Some(folded) => folded.text,
        None => text.to_string(),
    }
}

/// The warnings for the quoted moves of a post that are not the record's
/// ply of their number (`> 7.b3-c5` where ply 7 is `b3-c4`). A quote of a
/// ply the record does not reach says nothing of it.
pub(super) fn misquoted(source: &str, record: &GameRecord, report: &Report) -> Vec<Problem> {
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
            let Some(first) = plies.first() else {
                return unreached(source, q, written);
            };
            let same = plies
                .iter()
                .any(|p| comparable(p.text(source)) == comparable(written));
            (!same).then(|| {
                Problem::warning(
                    ForumCode::Citation,
                    crate::msg!(
                        "pipeline-quote-differs",
                        number = &source[q.number_span.range()],
                        written = written,
                        ply = first.number,
                        text = first.text(source)
                    ),
                    Span::new(
                        q.number_span.offset,
                        q.move_span.offset + written.len() - q.number_span.offset,
                    ),
                )
                .label(crate::msg!("pipeline-quote-differs-label"))
            })
        })
        .collect()
}

/// A numbered move in the text, not in a quote, whose number the game
/// does not reach (`9. c2-c3` before a game's `1.`): read as a citation,
/// and said to be, since no ply holds it. A quote of another mail's later
/// move says nothing.
fn unreached(source: &str, q: &Quoted, written: &str) -> Option<Problem> {
    let line_start = source[..q.number_span.offset]
        .rfind('\n')
        .map_or(0, |n| n + 1);
    let line_end = source[line_start..]
        .find('\n')
        .map_or(source.len(), |n| line_start + n);
    if cited_len(&source[line_start..line_end]) > 0 {
        return None;
    }
    let span = Span::new(
        q.number_span.offset,
        q.move_span.offset + written.len() - q.number_span.offset,
    );
    let message = crate::msg!(
        "pipeline-cites-unreached",
        quote = &source[span.range()],
        number = q.number
    );
    let label = crate::msg!("pipeline-cites-unreached-label");
    Some(Problem::warning(ForumCode::Citation, message, span).label(label))
}

impl<'a> Driver<'a> {
    /// In prose, a number lower than the next move's: a citation of an
    /// earlier move (a note), or else one error for the number, and its run
    /// is not read as well (its reading would only repeat the cause).
    pub(super) fn earlier_number<V: Visitor>(
        &mut self,
        number: u32,
        continuation: bool,
        number_span: Span,
        run: Span,
        visitor: &mut V,
    ) {
        if let Some(note) = self.citation(number, number_span, run) {
            self.say(visitor, note);
            return;
        }
        if structure::in_a_sentence(self.cx.source, number_span.offset) {
            let note = self.remark_on_another_line(number, number_span, run);
            self.say(visitor, note);
            // Looked for once a sentence, however many remarks it holds.
            if self.numbers.other_line_until <= run.offset {
                let end = structure::sentence_end(self.cx.source, run.offset + run.len.min(1));
                self.numbers.other_line_until = end;
            }
            return;
        }
        let plies = self.line.session.plies();
        if let Some(problem) = self
            .numbers
            .checker
            .check(number, continuation, number_span, plies)
        {
            let problem = problem.help(crate::msg!("pipeline-earlier-number-help"));
            self.say(visitor, problem);
        }
    }

    /// A numbered move in a sentence whose number the game has passed and
    /// whose move is not the ply of that number (`I considered 4.P-2d`, or
    /// `ここで4.P-2dなら`): a remark on another line of play, said in a
    /// warning; an error would call the game's moves wrong for a word about
    /// moves not played.
    fn remark_on_another_line(&self, number: u32, number_span: Span, run: Span) -> Problem {
        let written = self.written_move(run);
        Problem::warning(
            ForumCode::Citation,
            crate::msg!(
                "pipeline-other-line",
                number = &self.cx.source[number_span.range()],
                written = &self.cx.source[written.range()],
                move_number = number
            ),
            Span::new(number_span.offset, written.end() - number_span.offset),
        )
        .label(crate::msg!("pipeline-other-line-label"))
    }

    /// In prose, whether the word at `at` (before `end`) is the second
    /// player's ply of a per-turn number (`1. d2-c3 b4xd2`): in a text known
    /// to number per turn, when it looks like a move; in a game whose
    /// numbering is not known yet, when it reads as the next ply, which
    /// decides that the text numbers per turn (a warning says so).
    pub(super) fn second_ply_follows<V: Visitor>(
        &mut self,
        at: usize,
        end: usize,
        visitor: &mut V,
    ) -> bool {
        let rest = numbering::trim_blanks(&self.cx.source[at.min(end)..end]);
        let word_at = end - rest.len();
        self.numbers.announced = false;
        if rest.is_empty() || self.line.session.plies() % 2 == 0 {
            return false;
        }
        let follows = match self.numbers.checker.style {
            Some(Numbering::PerPly) => false,
            // The game's grammar says what a move is (`Px`, western shogi's
            // short capture), the shared shape what most games' moves look like.
            Some(Numbering::PerMove) => {
                crate::record::numbering::move_token(rest).is_some()
                    || crate::registry::move_len_in(&[self.cx.variant], rest).is_some()
            }
            None => {
                let mut trial = self.line.session.fork();
                let reads = trial.play_text(rest, self.cx.only, None).is_ok()
                    || (lone_move(rest) && !self.next_number_replies(end));
                if reads {
                    self.numbers.checker.style = Some(Numbering::PerMove);
                    let word = word_span(self.cx.source, word_at, end);
                    let problem = Problem::warning(
                        ForumCode::Numbering,
                        crate::msg!(
                            "pipeline-per-turn",
                            word = &self.cx.source[word.range()],
                            ply = self.line.session.plies() + 1
                        ),
                        word,
                    )
                    .label(crate::msg!("pipeline-per-turn-label"))
                    .help(crate::msg!("pipeline-per-turn-help"));
                    self.say(visitor, problem);
                }
                reads
            }
        };
        self.numbers.announced = follows;
        follows
    }

    /// Whether the move of the number that follows the run ending at `end`
    /// (`2. b2xb4` after `1. c2-c3 c4-b3`) plays as the second player's
    /// ply: then the text may number per ply, with a remark after the
    /// first move, and a lone word there that the rules refuse is left a
    /// remark.
    fn next_number_replies(&self, end: usize) -> bool {
        let after = &self.cx.source[end..];
        let after = &after[numbering::blank_len(after)..];
        let Some(number) = numbering::move_number(after) else {
            return false;
        };
        let first = self.numbers.checker.last.map_or(0, |(last, _)| last);
        if number.continuation || number.number != first + 1 {
            return false;
        }
        let word = &after[number.len..];
        let word = &word[numbering::before_move(&number, word)..];
        self.line
            .session
            .fork()
            .play_text(word, self.cx.only, None)
            .is_ok()
    }

    /// In prose, a number lower than the next move's whose move repeats the
    /// ply of that number exactly is a citation (`p.s. 2.Oh1 was dubious`):
    /// a note, and the run is not read as the next move.
    fn citation(&self, number: u32, number_span: Span, run: Span) -> Option<Problem> {
        let word = self.written_move(run);
        let written =
            self.cx.source[word.range()].trim_end_matches(['.', ',', ':', '!', '?', '、', '。']);
        let n = number as usize;
        if n == 0 {
            return None;
        }
        let candidates = match self.numbers.checker.style {
            Some(Numbering::PerMove) => vec![2 * n - 1, 2 * n],
            _ => vec![n],
        };
        let &(cited, _) = (self.numbers.played.iter())
            .find(|&&(number, text)| candidates.contains(&number) && text == written)?;
        Some(
            Problem::warning(
                ForumCode::Citation,
                crate::msg!(
                    "pipeline-citation",
                    number = &self.cx.source[number_span.range()],
                    written = written,
                    ply = cited
                ),
                Span::new(number_span.offset, word.end() - number_span.offset),
            )
            .label(crate::msg!("pipeline-citation-label")),
        )
    }

    /// The move a numbered run opens with: the word of a move's shape, or
    /// else its first word.
    fn written_move(&self, run: Span) -> Span {
        match numbering::move_token(&self.cx.source[run.range()]) {
            Some(len) => Span::new(run.offset, len),
            None => word_span(self.cx.source, run.offset, run.end()),
        }
    }
}

/// Whether `rest`, what follows a numbered move to the end of its run, is
/// one word that looks like a move and nothing else (`1. c2-c3 c4-b3`): the
/// second player's ply of a per-turn number, even if the rules refuse it
/// or it does not read. Taken for a remark, it would go unchecked and the
/// next number's move would be blamed for the wrong side.
fn lone_move(rest: &str) -> bool {
    numbering::move_token(rest).is_some_and(|len| numbering::trim_blanks(&rest[len..]).is_empty())
}
