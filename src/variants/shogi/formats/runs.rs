//! Moves apart by nothing but white space joined into runs of move text,
//! which CSA and KI2 records share.

use crate::record::{Element, Span, push_element};

/// How the moves of a game become runs of move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Runs {
    /// Moves apart by nothing but white space make one run, which the
    /// driver reads ply after ply, as it reads a USI game's one line: a
    /// record of hundreds of moves is a handful of elements, not hundreds.
    Joined,
    /// Each move part a run of its own (the tests read a text both ways
    /// and hold the two to the same verdicts).
    #[cfg(test)]
    Apart,
}

/// The run of move text a game's moves are joining, and its last part,
/// which a foul claim may need apart again ([`RunJoiner::finish`]).
pub(super) struct RunJoiner {
    runs: Runs,
    /// The index of the last run in the movetext, its end before its last
    /// part joined it (`None` for a run of one part), and its last part.
    last: Option<(usize, Option<usize>, Span)>,
}

impl RunJoiner {
    pub(super) fn new(runs: Runs) -> RunJoiner {
        RunJoiner { runs, last: None }
    }

    /// Adds the move part at `span` to the movetext: to the run before it
    /// when white space, and only white space, lies between them.
    #[inline]
    pub(super) fn push(&mut self, movetext: &mut Vec<Element>, text: &str, span: Span) {
        if let (Runs::Joined, Some(Element::Moves { span: run })) = (self.runs, movetext.last_mut())
        {
            let between = &text.as_bytes()[run.end()..span.offset];
            if !between.is_empty() && between.iter().all(u8::is_ascii_whitespace) {
                let before = run.end();
                run.len = span.end() - run.offset;
                self.last = Some((movetext.len() - 1, Some(before), span));
                return;
            }
        }
        self.push_apart(movetext, span);
    }

    /// Whether moves are joined into runs.
    #[inline]
    pub(super) fn joins(&self) -> bool {
        self.runs == Runs::Joined
    }

    /// Joins the move part at `span` to the last run of the movetext, a
    /// time on a line of its own between them
    /// ([`crate::record::GameRecord::run_lines`]): asked only when
    /// moves are joined ([`RunJoiner::joins`]) and the last element is the
    /// run of the move before the time.
    #[inline]
    pub(super) fn join_over_time(&mut self, movetext: &mut [Element], span: Span) {
        let index = movetext.len().wrapping_sub(1);
        if let Some(Element::Moves { span: run }) = movetext.last_mut() {
            let before = run.end();
            run.len = span.end() - run.offset;
            self.last = Some((index, Some(before), span));
        }
    }

    /// Adds the move part at `span` to the movetext as a run of its own.
    #[inline]
    pub(super) fn push_apart(&mut self, movetext: &mut Vec<Element>, span: Span) {
        push_element(movetext, || Element::Moves { span });
        self.last = Some((movetext.len() - 1, None, span));
    }

    /// Parts the last move from its run when the record claims a foul: the
    /// driver takes a ply after the game's end as the foul only in the last
    /// run, which was the last move's alone before runs were joined. The
    /// index the last move is put at, when it is put apart.
    pub(super) fn finish(&self, movetext: &mut Vec<Element>, foul_claimed: bool) -> Option<usize> {
        if !foul_claimed {
            return None;
        }
        let (index, Some(before), last) = self.last? else {
            return None;
        };
        if let Element::Moves { span } = &mut movetext[index] {
            span.len = before - span.offset;
        }
        movetext.insert(index + 1, Element::Moves { span: last });
        Some(index + 1)
    }
}
