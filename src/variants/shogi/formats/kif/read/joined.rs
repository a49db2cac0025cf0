//! KIF's numbered move lines read plainly, and the main line's plain move
//! lines joined into one run of move text, each line's number and time
//! inside it ([`RunLines::Numbered`]): a KIF line was three elements (its
//! number, its move, its time), made here, walked by the driver and
//! dropped with the record, where a run of lines is one.
//! The driver checks each number and tells each time inside the run as it
//! did the elements ([`crate::record::between_plies`]).

use super::GameReader;
use crate::record::{Element, MoveTime, RunLines, Span, push_element};
use crate::variants::shogi::formats::kif::plain::{PlainMove, WRITTEN_COLUMN_LEN};
use crate::variants::shogi::formats::runs::Runs;

impl GameReader<'_> {
    /// A line [`plain_move`](super::plain_move) reads, which starts at `at`:
    /// what [`GameReader::line`] makes of it.
    pub(super) fn plain_move(&mut self, at: usize, line: PlainMove) {
        if self.run_open {
            return self.join(at, line);
        }
        if self.cur > 0 {
            let span = &mut self.lines[self.cur].span;
            span.len = at + line.end - span.offset;
        }
        let number = self.counted_from_diagram(line.number);
        let number_span = Span::new(at + line.start, line.word - line.start);
        let time = (line.time).map(|column| Span::new(at + column, WRITTEN_COLUMN_LEN));
        let word_span = Span::new(at + line.word, line.word_len);
        if self.opens_run() {
            self.numbered_move((number, number_span), word_span, None, None);
            self.hold(time);
            return;
        }
        let time = time.map(|span| self.time_element(span));
        self.numbered_move((number, number_span), word_span, time, None);
    }

    /// A numbered move, its time and the text after them.
    pub(super) fn numbered_move(
        &mut self,
        (number, number_span): (u32, Span),
        word_span: Span,
        time: Option<Element>,
        tail: Option<Element>,
    ) {
        let line_out = &mut self.lines[self.cur];
        push_element(&mut line_out.movetext, || Element::Number {
            number,
            continuation: false,
            span: number_span,
        });
        push_element(&mut line_out.movetext, || Element::Moves {
            span: word_span,
        });
        line_out.plies += 1;
        if line_out.plies == 1 && self.cur == 0 {
            line_out.first = number;
        }
        if let Some(time) = time {
            push_element(&mut line_out.movetext, || time);
        }
        line_out.movetext.extend(tail);
        if self.cur == 0 {
            self.comment_claim = None;
        }
        self.plies += 1;
    }

    /// Whether the plain move line just read may open a run that the next
    /// plain line joins: moves are joined, it is the main line's, and its
    /// number is the one written (no board diagram numbers moves from
    /// another, which the driver, reading the number in the run, would not
    /// count from).
    #[inline]
    pub(super) fn opens_run(&self) -> bool {
        self.runs == Runs::Joined && self.cur == 0 && self.moves_before == 0
    }

    /// The run just pushed left open, `time` its line's time, held.
    #[inline]
    pub(super) fn hold(&mut self, time: Option<Span>) {
        self.run_open = true;
        self.held_time = time;
    }

    /// The plain move line `line`, at `at`, right after the plain line
    /// whose run is open: the run reaches over the time held and the line's
    /// number to its move, and its own time is held.
    #[inline]
    pub(super) fn join(&mut self, at: usize, line: PlainMove) {
        let main = &mut self.lines[0];
        if let Some(Element::Moves { span }) = main.movetext.last_mut() {
            span.len = at + line.word + line.word_len - span.offset;
        }
        main.plies += 1;
        self.held_time = (line.time).map(|column| Span::new(at + column, WRITTEN_COLUMN_LEN));
        self.comment_claim = None;
        self.plies += 1;
        self.game.run_lines = RunLines::Numbered;
    }

    /// The open run closed, before any other line is read: the time held
    /// made the element after it.
    #[inline]
    pub(super) fn close_run(&mut self) {
        if !std::mem::take(&mut self.run_open) {
            return;
        }
        if let Some(span) = self.held_time.take() {
            let time = self.time_element(span);
            push_element(&mut self.lines[0].movetext, || time);
        }
    }

    /// The time column at `span`, which [`plain_move`](super::plain_move)
    /// found written as every writer writes it, made an element: its
    /// values read here, once (a column the next line's move joins is read
    /// by the driver alone).
    #[inline]
    fn time_element(&self, span: Span) -> Element {
        let column = &self.text.as_bytes()[span.range()];
        let time =
            crate::record::written_time_column(column).map_or_else(MoveTime::default, |t| t.0);
        Element::Time { time, span }
    }
}

#[cfg(test)]
mod tests {
    use crate::record::{Element, GameRecord, RunLines};
    use crate::variants::shogi::formats::csa::tests::same_verdicts;
    use crate::variants::shogi::formats::kif::branches::numbered_apart;
    use crate::variants::shogi::formats::kif::read_chunk_as;
    use crate::variants::shogi::formats::runs::Runs;

    /// The games of `text` read with the main line's move lines joined
    /// into runs: the same records as with each line apart once the runs
    /// are parted again, and read, checked, converted (to KIF and CSA,
    /// times included) and reported alike.
    fn joined_lines_read_as_apart(text: &str) -> Vec<GameRecord> {
        let read_as = |runs| read_chunk_as(text, 0, usize::MAX, runs).0;
        let (joined, apart) = (read_as(Runs::Joined), read_as(Runs::Apart));
        assert_eq!(joined.len(), apart.len(), "{text:?}");
        for (j, a) in joined.iter().zip(&apart) {
            let parted = GameRecord {
                movetext: numbered_apart(j.movetext.clone(), text),
                run_lines: RunLines::Blanks,
                ..j.clone()
            };
            assert_eq!(&parted, a, "{text:?}");
        }
        same_verdicts(text, &joined, &apart, "kif");
        same_verdicts(text, &joined, &apart, "csa");
        joined
    }

    /// The elements of a game's main line, by kind.
    fn kinds(game: &GameRecord) -> Vec<&'static str> {
        (game.movetext.iter())
            .map(|e| match e {
                Element::Number { .. } => "n",
                Element::Moves { .. } => "m",
                Element::Time { .. } => "t",
                Element::Comment { .. } => "c",
                Element::Variation { .. } => "v",
                Element::Result { .. } => "r",
            })
            .collect()
    }

    const HEADER: &str = "手合割：平手\n手数----指手---------消費時間--\n";

    #[test]
    fn move_lines_make_one_run_with_their_numbers_and_times() {
        let text = format!(
            "{HEADER}   1 ７六歩(77)   ( 0:12/00:00:12)\n   2 ３四歩(33)   ( 0:01/00:00:01)\n   3 ２二角成(88)   (10:00/01:10:12)\n   4 同　銀(31)   ( 0:02/00:00:03)\n   5 投了   ( 0:03/00:00:15)\n"
        );
        let g = &joined_lines_read_as_apart(&text)[0];
        assert_eq!(g.run_lines, RunLines::Numbered);
        assert_eq!(kinds(g), ["n", "m", "t", "r", "t"]);
        let run = g.move_runs(&text)[0];
        assert!(run.starts_with("７六歩(77)") && run.ends_with("   4 同　銀(31)"));
    }

    /// Odd move lines: each ends the run or is read inside it as apart.
    #[test]
    fn odd_move_lines_read_as_apart() {
        let lines = [
            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n",
            "   1 ７六歩(77)   ( 0:12/00:00:12)\n   3 ３四歩(33)   ( 0:01/00:00:13)\n   3 ２六歩(27)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n*a note\n   3 ２六歩(27)\n   4 ８四歩(83)\n",
            "   1 ７六歩(77)\r\n   2 ３四歩(33)   ( 0:01/00:00:01)\r\n   3 ２六歩(27)\r\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 ２六歩(27)\n\n変化：2手\n   2 ８四歩(83)\n   3 ２六歩(27)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同 銀(31)\n   5 同　角(77)\n",
            "   1 ７六歩(77)\n   2 投了\n   3 ２六歩(27)\n   4 ８四歩(83)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)   ( 0:01/00:00:01)  good\n   3 ２六歩(27)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)( 0:01/00:00:01)\n   3 ２六歩(27)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)   ( 0:1/)\n   3 ２六歩(27)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ５五角打\n   5 ８四歩(83)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７六歩(77)\n   4 ８四歩(83)\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n*反則手\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 反則勝ち\n",
            "   1 ７六歩(77)\n   2 ３四歩(33)\n手数＝2\n   3 ２六歩(27)\n   4 ８四歩(83)\n",
        ];
        for moves in lines {
            joined_lines_read_as_apart(&format!("{HEADER}{moves}"));
            joined_lines_read_as_apart(moves);
        }
    }

    /// A game that repeats its position a fourth time at ply 14
    /// (sennichite), so that moves go on after its end.
    const REPEATING: [&str; 16] = [
        "７六歩(77)",
        "３四歩(33)",
        "３八飛(28)",
        "７二飛(82)",
        "２八飛(38)",
        "８二飛(72)",
        "３八飛(28)",
        "７二飛(82)",
        "２八飛(38)",
        "８二飛(72)",
        "３八飛(28)",
        "７二飛(82)",
        "２八飛(38)",
        "８二飛(72)",
        "２六歩(27)",
        "８四歩(83)",
    ];

    /// What a move line may hold after its move, and lines between.
    const AFTERS: [&str; 7] = [
        "",
        "   ( 0:12/00:00:12)",
        "   (12:34/01:02:03)",
        " ( 0:01/10:00:00)",
        "   ( 0:1/)",
        "+",
        "   ( 0:12/00:00:12) x",
    ];
    const OTHER_LINES: [&str; 10] = [
        "*a note\n",
        "\n",
        "変化：3手\n",
        "まで14手で千日手\n",
        "*反則手\n",
        "   9 投了\n",
        "   9 同　歩(23)\n",
        "手合割：平手\n",
        "&bookmark\n",
        "   9 中断\n",
    ];

    proptest::proptest! {
        /// Records of move lines, most of them plain, some numbered
        /// wrongly, with odd lines between: read joined, as apart.
        #[test]
        fn records_of_move_lines_read_as_apart(
            lines in proptest::collection::vec(
                (0..8 * OTHER_LINES.len(), 0..AFTERS.len(), 0..12u32, proptest::bool::ANY),
                0..30),
        ) {
            let mut text = HEADER.to_string();
            let mut next = 0;
            for (line, after, wrong, crlf) in lines {
                if let Some(other) = OTHER_LINES.get(line) {
                    text.push_str(other);
                    continue;
                }
                let number = if wrong == 0 { next + 3 } else { next + 1 };
                let end = if crlf { "\r\n" } else { "\n" };
                let mv = REPEATING[next % REPEATING.len()];
                text.push_str(&format!("{number:>4} {mv}{}{end}", AFTERS[after]));
                next += 1;
            }
            joined_lines_read_as_apart(&text);
        }
    }
}
