//! The words of a post that a conversion leaves out. A game read from
//! prose (a forum post, a mail) is only its tags, numbers and plies: the
//! reply headers, greetings, quotes, remarks and signatures around them
//! have no place in any target. So that they are not lost without a word,
//! one warning a game says how much of them is left out and where the first
//! stretch stands. Only `convert` looks for them: a validation reads the
//! game, not the words around it.

use std::ops::Range;

use super::Report;
use super::conversion::left_out;
use crate::formats::Target;
use crate::record::numbering::is_blank;
use crate::record::{ConvertCode, Element, GameRecord, Span};

/// What a conversion leaves out of a game's text.
struct Dropped {
    /// The first stretch of words left out.
    first: Span,
    /// Stretches of words with nothing carried between them, and the lines
    /// they are on.
    stretches: usize,
    lines: usize,
}

impl Report {
    /// Reports, as one [`ConvertCode::Prose`] warning, the words of a game
    /// read from prose that a conversion to `to` does not carry. The text of
    /// a game is its span, and for the `first` game of its text everything
    /// before it too (no game's span holds the words before the first
    /// move). Called once the game is written, so that the rest of a game
    /// converted in part (`convert::partial`) counts as said.
    pub fn report_lost_prose(
        &mut self,
        to: &Target,
        source: &str,
        record: &GameRecord,
        first: bool,
    ) {
        if !record.from_prose {
            return;
        }
        let end = record.span.end().min(source.len());
        let start = if first {
            0
        } else {
            record.span.offset.min(end)
        };
        let Some(dropped) = dropped(source, start..end, &self.carried(record)) else {
            return;
        };
        let played = self
            .plies
            .iter()
            .filter(|p| p.span.end() <= dropped.first.offset);
        let stands = match played.map(|p| p.number).max() {
            Some(ply) => crate::msg!("pipeline-prose-after", ply = ply),
            None => crate::msg!("pipeline-prose-before-first"),
        };
        let message = crate::msg!(
            "pipeline-prose-left-out",
            lines = dropped.lines,
            places = dropped.stretches,
            stands = stands,
            to = to.name()
        );
        self.losses
            .push(left_out(ConvertCode::Prose, message, dropped.first));
    }

    /// The spans of a game's text that a conversion carries, or that a
    /// warning of their own already reports: its tags, the plies played and
    /// their numbers, the other elements (comments, times, results,
    /// variations), and the rest of a game converted in part.
    pub(super) fn carried(&self, record: &GameRecord) -> Vec<Span> {
        let tags = record.tags.iter().map(|t| t.span);
        let mut elements = Vec::new();
        for (k, e) in record.movetext.iter().enumerate() {
            match e {
                // A run holds its ply and the remark after it: the plies
                // say which part is carried.
                Element::Moves { .. } => {}
                // A number that no ply played follows is a citation's.
                Element::Number { span, .. } => {
                    if let Some(Element::Moves { span: run }) = record.movetext.get(k + 1) {
                        if self.plays_in(*run) {
                            elements.push(*span);
                        }
                    }
                }
                e => elements.push(e.span()),
            }
        }
        let plies = self.plies.iter().map(|p| p.span);
        let partial = (self.losses.iter())
            .filter(|p| p.code == ConvertCode::Partial)
            .map(|p| p.span);
        tags.chain(elements).chain(plies).chain(partial).collect()
    }

    /// Whether a ply was played from the run of move text at `run`.
    fn plays_in(&self, run: Span) -> bool {
        // The plies of the main line stand in text order.
        let k = self.plies.partition_point(|p| p.span.offset < run.offset);
        self.plies.get(k).is_some_and(|p| p.span.offset < run.end())
    }
}

/// The words of `source[text]` outside the `carried` spans; none when
/// there are none. One pass over the text and the spans, however long a
/// line.
fn dropped(source: &str, text: Range<usize>, carried: &[Span]) -> Option<Dropped> {
    let carried = merged(carried);
    // The first carried range that does not end before the text looked at.
    let mut next = 0;
    let mut found: Option<Dropped> = None;
    // `next` at the last words found: the same, and no carried text lies
    // between them and the words found now, so they are one stretch.
    let mut stretch_at = None;
    for line in crate::record::line_ranges(&source[text.clone()]) {
        let line = line.start + text.start..line.end + text.start;
        let mut line_counted = false;
        let mut at = line.start;
        while at < line.end {
            while carried.get(next).is_some_and(|c| c.end <= at) {
                next += 1;
            }
            let end = match carried.get(next) {
                Some(c) if c.start <= at => {
                    at = c.end;
                    continue;
                }
                Some(c) => c.start.min(line.end),
                None => line.end,
            };
            let piece = &source[at..end];
            let words = piece.trim_start_matches(is_blank);
            let words_at = at + piece.len() - words.len();
            let words = words.trim_end_matches(is_blank);
            if !words.chars().all(is_blank_or_mark) {
                let d = found.get_or_insert(Dropped {
                    first: Span::new(words_at, words.len()),
                    stretches: 0,
                    lines: 0,
                });
                d.stretches += usize::from(stretch_at != Some(next));
                d.lines += usize::from(!line_counted);
                (stretch_at, line_counted) = (Some(next), true);
            }
            at = end;
        }
    }
    found
}

/// Blanks, and the marks a numbered move is written with: the brackets of
/// `第1手(i6)`, the comma of `1.f9, 2.Oh1`, a stop after a move. They say
/// nothing a conversion would lose.
fn is_blank_or_mark(c: char) -> bool {
    is_blank(c)
        || matches!(
            c,
            '(' | ')' | '（' | '）' | ',' | '，' | '.' | '．' | ';' | '；'
        )
}

/// `spans` as sorted ranges that neither overlap nor touch.
pub(super) fn merged(spans: &[Span]) -> Vec<Range<usize>> {
    let mut ranges: Vec<Range<usize>> = spans.iter().map(|s| s.range()).collect();
    ranges.sort_by_key(|r| r.start);
    let mut out: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
    for r in ranges {
        match out.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => out.push(r),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is dropped of all of `text` when the spans of `carried` (each
    /// found in it, in order) are carried: the first stretch, places, lines.
    fn dropped_of(text: &str, carried: &[&str]) -> Option<(String, usize, usize)> {
        let mut from = 0;
        let spans: Vec<Span> = (carried.iter())
            .map(|c| {
                let at = from + text[from..].find(c).expect("carried text in the text");
                from = at + c.len();
                Span::new(at, c.len())
            })
            .collect();
        let d = dropped(text, 0..text.len(), &spans)?;
        Some((text[d.first.range()].to_string(), d.stretches, d.lines))
    }

    #[test]
    fn a_stretch_runs_across_lines_and_a_line_counts_once() {
        let text = "hello 1.f9 world\r\nand bye\n\n2.Oh1";
        let carried = ["1.", "f9", "2.", "Oh1"];
        assert_eq!(
            dropped_of(text, &carried),
            Some(("hello".to_string(), 2, 2))
        );
        // Old Mac mail: a lone CR ends a line too.
        let text = "hi\r1.f9 a\rb\r2.Oh1";
        assert_eq!(
            dropped_of(text, &["1.", "f9", "2.", "Oh1"]),
            Some(("hi".to_string(), 2, 3))
        );
    }

    #[test]
    fn blanks_and_the_marks_around_moves_are_no_words() {
        let text = "「1.f9」、第2手(Oh1)。 3.Of11, 4.g4;\u{3000}\n";
        let carried = ["1.", "f9", "第2手", "Oh1", "3.", "Of11", "4.", "g4"];
        assert_eq!(dropped_of(text, &carried), None);
        // A mark in a word is part of it.
        assert_eq!(
            dropped_of("p.s. 1.f9", &["1.", "f9"]),
            Some(("p.s.".to_string(), 1, 1))
        );
    }

    #[test]
    fn spans_that_overlap_or_touch_are_one() {
        let spans = [
            Span::new(5, 3),
            Span::new(0, 2),
            Span::new(2, 2),
            Span::new(6, 4),
        ];
        assert_eq!(merged(&spans), [0..4, 5..10]);
    }
}
