//! The summary line that closes a KIF or KI2 game (`まで64手で先手の勝ち`):
//! its result, and its move count held to the moves read.

use super::GameReader;
use crate::record::{Element, Ending, FoulClaim, ReadIssue, Span};
use crate::variants::shogi::formats::KifCode;
use crate::variants::shogi::formats::kif::endings::{
    ending_token, side_token, summary_agrees, summary_ending, summary_plies,
};

impl GameReader<'_> {
    /// The summary line `まで64手で先手の勝ち` (`rest` after `まで`); it
    /// repeats the ending, and ends a KI2 game.
    pub(super) fn summary(&mut self, rest: &str, span: Span) {
        self.summary_count(rest, span);
        if self.lines[self.cur].ended {
            return;
        }
        let token = if rest.contains("千日手") || rest.contains("持将棋") {
            "1/2-1/2".to_string()
        } else if rest.contains("先手の") || rest.contains("下手の") {
            side_token(if rest.contains("勝ち") { 0 } else { 1 })
        } else if rest.contains("後手の") || rest.contains("上手の") {
            side_token(if rest.contains("勝ち") { 1 } else { 0 })
        } else if summary_ending(rest) == Some(Ending::Mate) {
            // `まで9手で詰み`, a mate problem's `まで9手詰`: whoever moved last
            // mated, as the `詰み` line that would follow the moves says.
            let line = &self.lines[self.cur];
            let ending_ply = (line.first.max(1) + line.plies) as usize;
            ending_token("詰み", ending_ply, self.first).map_or("*".into(), |(token, _)| token)
        } else {
            "*".into()
        };
        if rest.contains("反則") && self.cur == 0 {
            // `まで9手で後手の反則勝ち`, KI2's only word for a foul.
            self.game.foul.get_or_insert(FoulClaim {
                span,
                last_move: false,
            });
        }
        let line = &mut self.lines[self.cur];
        line.movetext.push(Element::Result {
            token,
            span,
            ending: summary_ending(rest),
        });
        line.ended = true;
    }

    /// Tells a summary line whose move count is not where its line's
    /// moves end: a move line lost on the way, or a count written wrong.
    /// The last move is counted from the line's first number (a branch's
    /// N, the number after a board diagram), or, in the main line, from
    /// the plies before the diagram (`手数＝30`), which KI2 does not number.
    fn summary_count(&mut self, rest: &str, span: Span) {
        let Some(said) = summary_plies(rest) else {
            return;
        };
        let line = &self.lines[self.cur];
        let last = line.first.max(1) + line.plies - 1;
        let from_diagram = if self.cur == 0 {
            self.moves_before + line.plies
        } else {
            last
        };
        if summary_agrees(said, [last, from_diagram], line.ended) {
            return;
        }
        self.game.issues.push(ReadIssue {
            code: KifCode::SummaryCount.id(),
            message: crate::msg!("kif-summary-count", said = said, last = last),
            span,
            warning: true,
        });
    }
}
