//! Forum-log mode: the moves of a game found inside free prose.
//!
//! Forum posts and mails interleave moves with commentary, diagrams and
//! quotes. This reader keeps what every post shares: its structure
//! (headers, quotes, signatures, headings), the move numbers (`7.e12-g6`,
//! `第1手(i6)`), side marks and separators. Where a move starts and ends
//! is the games' grammars' to say ([`MoveFinder`]); a numbered word no
//! grammar reads is taken when it names a square, and refused by the
//! game's notation with its reasons. Moves with no numbers are found in
//! `unnumbered` (docs/FORUM-POSTS.md).

use super::finder::{MoveFinder, NoGrammar};
use super::numbering;
use super::structure::{cited_len, is_signature_separator, starts_post};
use super::{
    Element, GameRecord, Quoted, ReadIssue, Span, Tag, pgn, push_element, structure, unnumbered,
};
use crate::record::ForumCode;

mod numbered;
use numbered::{Found, Next, numbered_move};

/// Reads the games of a forum log. A move numbered 1 after other moves starts
/// a new game; `[Name "value"]` lines set tags of the game being read; the
/// numbered moves of quoted and header lines are kept as quotes of the game
/// being read, never as its moves (docs/FORUM-POSTS.md).
pub fn read(text: &str) -> Vec<GameRecord> {
    read_with(text, &NoGrammar)
}

/// Reads the games of a forum log whose moves `finder` finds, wherever the
/// shape every game's moves share does not ([`MoveFinder`]).
pub fn read_with(text: &str, finder: &dyn MoveFinder) -> Vec<GameRecord> {
    let mut reader = Reader {
        text,
        finder,
        games: vec![new_game()],
        last_number: 0,
        in_signature: false,
        marked: Vec::new(),
        moves_alone_in: None,
        runs_looked: None,
    };
    for line in super::line_ranges(text) {
        reader.line(line);
    }
    let mut games = reader.games;
    close(games.last_mut().expect("one game"), text.len());
    // Each game ends where the next starts, for its unnumbered moves to be
    // looked for in it; the ends are set again once the games' first moves
    // are known.
    close_at_next(&mut games);
    // The marked moves come in the order of their games.
    let mut marked = reader.marked.as_slice();
    for (k, game) in games.iter_mut().enumerate() {
        let here = marked.iter().take_while(|(g, _)| *g == k).count();
        let found = marked[..here].iter().map(|(_, s)| *s);
        unnumbered::number_moves(text, game, found, reader.finder);
        marked = &marked[here..];
    }
    // Each game ends where the next starts, at its first move.
    close_at_next(&mut games);
    cite_before_records(games)
}

/// Moves that stand before a record numbered from 1 and do not start at 1
/// themselves (`では 21.f7 とします。ここまで全部: 1.l11 ...`) announce or
/// repeat plies of that record: they are its quotes, not a game.
fn cite_before_records(games: Vec<GameRecord>) -> Vec<GameRecord> {
    let mut out: Vec<GameRecord> = Vec::with_capacity(games.len());
    for mut game in games {
        let before = out
            .last()
            .filter(|b| first_number(b).is_some_and(|n| n > 1));
        if before.is_some() && first_number(&game) == Some(1) {
            let before = out.pop().expect("a game before");
            let mut quoted = numbered_moves(&before);
            quoted.extend(before.quoted);
            quoted.append(&mut game.quoted);
            game.quoted = quoted;
            let mut tags = before.tags;
            tags.append(&mut game.tags);
            game.tags = tags;
            let mut issues = before.issues;
            issues.append(&mut game.issues);
            game.issues = issues;
            let end = game.span.end();
            game.span.offset = before.span.offset;
            game.span.len = end - game.span.offset;
        }
        out.push(game);
    }
    out
}

pub(super) fn first_number(game: &GameRecord) -> Option<u32> {
    game.movetext.iter().find_map(|e| match e {
        Element::Number { number, .. } => Some(*number),
        _ => None,
    })
}

/// The numbered moves of a game read from prose, as quotes.
fn numbered_moves(game: &GameRecord) -> Vec<Quoted> {
    let mut out = Vec::new();
    let mut number = None;
    for e in &game.movetext {
        match e {
            Element::Number {
                number: n, span, ..
            } => number = Some((*n, *span)),
            Element::Moves { span } => {
                if let Some((n, number_span)) = number.take() {
                    out.push(Quoted {
                        number: n,
                        number_span,
                        move_span: *span,
                    });
                }
            }
            _ => {}
        }
    }
    out
}

fn new_game() -> GameRecord {
    GameRecord {
        from_prose: true,
        ..Default::default()
    }
}

/// The state of one reading: the games so far and the last move number.
struct Reader<'a> {
    text: &'a str,
    /// The grammars that say where a move ends.
    finder: &'a dyn MoveFinder,
    games: Vec<GameRecord>,
    last_number: u32,
    /// Whether the lines being read are a signature: after a `-- ` line,
    /// up to the next post's header.
    in_signature: bool,
    /// The moves after a side mark and no number, with the index of the
    /// game they stand in ([`number_marked_moves`]).
    marked: Vec<(usize, Span)>,
    /// The last game with a line of moves alone, unnumbered and unmarked
    /// (`9-13` one a line): a heading after it starts another game, as
    /// after numbered moves.
    moves_alone_in: Option<usize>,
    /// The game whose runs of moves in a row were looked for at a heading,
    /// and where that look ended.
    runs_looked: Option<(usize, usize)>,
}

impl Reader<'_> {
    fn game(&mut self) -> &mut GameRecord {
        self.games.last_mut().expect("one game")
    }

    /// Reads one line: a tag line, or the numbered moves in it. Every byte
    /// is looked at a bounded number of times, however long the line.
    fn line(&mut self, range: std::ops::Range<usize>) {
        let text = self.text;
        let line = &text[range.clone()];
        if self.in_signature && !starts_post(line) {
            self.signature_line(range);
            return;
        }
        self.in_signature = is_signature_separator(line);
        if self.in_signature {
            return;
        }
        if line.trim_start().starts_with('[') {
            let at = range.start + (line.len() - line.trim_start().len());
            if tag_line(&text[at..range.end], at, self.game()).is_some() {
                return;
            }
        }
        if structure::is_game_heading(line) && self.holds_moves(range.start) {
            // The game starts at its first move, where the one before it
            // ends (its words hold the heading); at the heading if it has
            // none.
            self.games.push(new_game());
            self.game().span.offset = range.start;
            self.last_number = 0;
        }
        if self.second_ply_of_the_turn(range.clone()) {
            return;
        }
        self.note_moves_alone(line);
        let cited_end = range.start + cited_len(line);
        // Numbered moves are looked for in the line alone.
        let upto = &text[..range.end];
        let bytes = text.as_bytes();
        let mut i = range.start;
        // The numbered move that ended the last run, found where it stands:
        // the grammars are asked once a move.
        let mut next: Next = None;
        while i < range.end {
            let found = match next.take() {
                Some((at, found)) if at == i => Some(found),
                _ => numbering::may_start(bytes[i])
                    .then(|| numbered_move(upto, i, self.finder))
                    .flatten(),
            };
            let Some(found) = found else {
                if i >= cited_end {
                    self.mark_at(i, range.end);
                }
                i = next_char(text, i);
                continue;
            };
            // The ply may run on past the token (a huff and its move): the
            // run goes to the end of the line or the next numbered move, and
            // the driver reads one ply from its front.
            // Its side-marked moves belong to the game the number is in,
            // which may be a new one (`初手` after a record): noted after it.
            let (mut j, marks);
            (j, marks, next) = self.run(upto, found.move_span.end(), i < cited_end);
            if i >= cited_end && self.alternatives(&found, &mut j, &mut next, upto) {
                i = j;
                continue;
            }
            if i < cited_end {
                j = j.min(cited_end.max(found.move_span.end()));
                self.game().quoted.push(Quoted {
                    number: found.number,
                    number_span: found.number_span,
                    move_span: found.move_span,
                });
            } else {
                let end = found.move_span.end().max(text[..j].trim_end().len());
                self.numbered(found, end);
            }
            for at in marks {
                self.mark_at(at, range.end);
            }
            i = j;
        }
    }

    /// Where the run of a numbered move whose move ends at `from` ends: at
    /// the end of `upto` (the line) or at the next numbered move, given
    /// with where it stands; and, unless the run is `cited`, the places in
    /// it where a side-marked move may stand.
    fn run(&self, upto: &str, from: usize, cited: bool) -> (usize, Vec<usize>, Next) {
        let bytes = upto.as_bytes();
        let mut marks = Vec::new();
        let mut j = from;
        while j < upto.len() {
            let next = numbering::may_start(bytes[j])
                .then(|| numbered_move(upto, j, self.finder))
                .flatten();
            if let Some(found) = next {
                return (j, marks, Some((j, found)));
            }
            if !cited {
                marks.push(j);
            }
            j = next_char(upto, j);
        }
        (j, marks, None)
    }

    /// Whether `found` and the numbered moves after it on its line are
    /// alternatives: moves given the same number in a sentence (`I
    /// considered 4.P-2d but played 4.G-7h`), of which at most one was
    /// played and the words alone say which. None is read as a ply; a
    /// warning names them, and the move set out after the sentence, if
    /// any, is the game's. `j` and `next` are moved past the last of them.
    fn alternatives(&mut self, found: &Found, j: &mut usize, next: &mut Next, upto: &str) -> bool {
        let text = self.text;
        let written = |f: &Found| &text[f.move_span.range()];
        let mut last = None;
        while let Some((at, other)) = next.take_if(|(at, other)| {
            other.number == found.number
                && other.continuation == found.continuation
                && written(other) != written(found)
                && structure::in_a_sentence(text, *at)
        }) {
            (*j, _, *next) = self.run(upto, other.move_span.end(), false);
            debug_assert!(*j >= at);
            last = Some(other);
        }
        let Some(last) = last else {
            return false;
        };
        let span = Span::new(
            found.number_span.offset,
            last.move_span.end() - found.number_span.offset,
        );
        let whole = |f: &Found| &text[f.number_span.offset..f.move_span.end()];
        self.game().issues.push(ReadIssue {
            code: ForumCode::Citation.id(),
            message: crate::msg!(
                "forum-alternatives",
                first = whole(found),
                second = whole(&last),
                number = found.number
            ),
            span,
            warning: true,
        });
        true
    }

    /// Whether the line is one move alone that goes on with the numbered
    /// move just above it, which stands alone on its line: a turn set out
    /// on two lines (`1. d2-c3`, then `   b4xd2`, then `2. e1xc3`). The
    /// line is put in that move's run, as if it followed on the line
    /// above; the driver then reads the numbering as it reads `1. d2-c3
    /// b4xd2`.
    fn second_ply_of_the_turn(&mut self, range: std::ops::Range<usize>) -> bool {
        let text = self.text;
        let line = &text[range.clone()];
        let Some(&Element::Moves { span }) = self.games.last().and_then(|g| g.movetext.last())
        else {
            return false;
        };
        let run = &text[span.range()];
        let between = &text[span.end()..range.start];
        let lone_move = |words: &str| {
            let words = words.trim();
            self.finder.move_len(words) == Some(words.len())
        };
        let above_alone = between.trim().is_empty() && between.matches('\n').count() == 1;
        if !above_alone || !lone_move(run) || !lone_move(line) || cited_len(line) > 0 {
            return false;
        }
        // A move that carries its number (`第2手 ☆Ｏｄ７`) is numbered.
        let at = range.start + numbering::blank_len(line);
        if numbered_move(&text[..range.end], at, self.finder).is_some() {
            return false;
        }
        let end = range.start + line.trim_end().len();
        let offset = span.offset;
        if let Some(Element::Moves { span }) = self.game().movetext.last_mut() {
            *span = Span::new(offset, end - offset);
        }
        true
    }

    /// Notes that the game being read holds a line of moves alone: looked
    /// for only in a game without numbered moves, until found.
    fn note_moves_alone(&mut self, line: &str) {
        let game = self.games.len() - 1;
        if self.moves_alone_in != Some(game)
            && self.games[game].movetext.is_empty()
            && cited_len(line) == 0
            && self.moves_alone(line)
        {
            self.moves_alone_in = Some(game);
        }
    }

    /// Whether `line` is moves alone, one after another, that the
    /// grammars read.
    fn moves_alone(&self, line: &str) -> bool {
        let mut at = numbering::blank_len(line);
        let mut moves = 0;
        while at < line.len() {
            let Some(len) = self.finder.move_len(&line[at..]) else {
                return false;
            };
            at += len;
            at += numbering::blank_len(&line[at..]);
            moves += 1;
        }
        moves > 0
    }

    /// Whether the game being read, up to `upto`, holds a move: numbered,
    /// marked, on a line of moves alone, or in a run of moves in a row
    /// (`We played f9, Oh1, Of11 and stopped there.`). Runs are looked for
    /// only after where the last look ended: a heading line parts runs, so
    /// none is missed, and many headings cost one reading of the text.
    fn holds_moves(&mut self, upto: usize) -> bool {
        let k = self.games.len() - 1;
        let game = &self.games[k];
        let from = match self.runs_looked {
            Some((g, at)) if g == k => at,
            _ => game.span.offset,
        };
        let in_a_row = || {
            let span = Span::new(from, upto.saturating_sub(from));
            let fewest = match game.tags.is_empty() {
                true => unnumbered::FEWEST_IN_A_ROW,
                false => 1,
            };
            !unnumbered::moves_in_a_row(self.text, span, self.finder, fewest).is_empty()
        };
        let holds = self.moves_alone_in == Some(k)
            || self.marked.last().is_some_and(|(g, _)| *g == k)
            || game.movetext.iter().any(is_moves)
            || in_a_row();
        self.runs_looked = Some((k, upto));
        holds
    }

    /// Notes the move after a side mark at `i`, if a grammar reads one
    /// there before `end`.
    fn mark_at(&mut self, i: usize, end: usize) {
        let text = self.text;
        let rest = &text[i..end];
        if !rest.starts_with(structure::is_side_mark) {
            return self.side_word_at(i, end);
        }
        if let Some(len) = self.finder.move_len(rest) {
            self.marked.push((self.games.len() - 1, Span::new(i, len)));
        }
    }

    /// Notes the move after a word that names its side at `i` (`先手７六歩`),
    /// if a grammar reads it there: the word is read as the mark it stands
    /// for (the `lenient` module), and a move of the wrong side is an error
    /// as a wrong mark is.
    fn side_word_at(&mut self, i: usize, end: usize) {
        let rest = &self.text[i..end];
        if structure::side_word(rest).is_none() {
            return;
        }
        if let Some(len) = self.finder.move_len(rest) {
            self.marked.push((self.games.len() - 1, Span::new(i, len)));
        }
    }

    /// A line of a signature: never a move, never a quote. A numbered move
    /// in it (a tagline's `1.f9`) is said once a game, so that nothing that
    /// could be a move is passed over without a word.
    fn signature_line(&mut self, range: std::ops::Range<usize>) {
        let code = ForumCode::Signature.id();
        if self.game().issues.iter().any(|i| i.code == code) {
            return;
        }
        let text = self.text;
        let upto = &text[..range.end];
        let mut i = range.start;
        while i < range.end {
            let found = numbering::may_start(text.as_bytes()[i])
                .then(|| numbered_move(upto, i, self.finder))
                .flatten();
            if let Some(found) = found {
                let span = Span::new(i, found.move_span.end() - i);
                self.game().issues.push(ReadIssue {
                    code,
                    message: crate::msg!("forum-signature", text = &text[span.range()]),
                    span,
                    warning: true,
                });
                return;
            }
            i = next_char(text, i);
        }
    }

    /// Adds the numbered move `found`, whose run ends at `end`, to the game
    /// it belongs to.
    fn numbered(&mut self, found: Found, end: usize) {
        let text = self.text;
        // `1... b4xd2` goes on with the game of `1. d2-c3`.
        if found.number == 1
            && !found.continuation
            && self.last_number > 0
            && !cites_first_move(text, self.games.last(), &found)
        {
            close(self.game(), found.number_span.offset);
            self.games.push(new_game());
            self.game().span.offset = found.number_span.offset;
        }
        let game = self.game();
        if found.wide {
            numbering::note_wide_number(game, text, found.number_span, found.number);
        }
        if game.movetext.is_empty() && game.tags.is_empty() {
            game.span.offset = found.number_span.offset;
        }
        push_element(&mut game.movetext, || Element::Number {
            number: found.number,
            continuation: found.continuation,
            span: found.number_span,
        });
        let span = Span::new(found.move_span.offset, end - found.move_span.offset);
        push_element(&mut game.movetext, || Element::Moves { span });
        self.last_number = found.number;
    }
}

#[cfg(test)]
thread_local! {
    /// Characters the reader has looked at, counted in tests to show that
    /// reading is linear in the length of any line.
    static LOOKED_AT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Counts `n` characters looked at (in tests; nothing otherwise).
#[inline(always)]
pub(crate) fn looked_at(_n: usize) {
    #[cfg(test)]
    LOOKED_AT.with(|c| c.set(c.get() + _n));
}

/// Where the character after the one at `i` starts.
fn next_char(text: &str, i: usize) -> usize {
    looked_at(1);
    let mut next = i + 1;
    while !text.is_char_boundary(next) {
        next += 1;
    }
    next
}

/// Whether a move numbered 1 repeats the first move of `game` exactly: a
/// citation (`1.f9 was the usual start`), not the start of a new game.
fn cites_first_move(text: &str, game: Option<&GameRecord>, found: &Found) -> bool {
    let first = game.and_then(|g| {
        g.movetext.iter().find_map(|e| match e {
            Element::Moves { span } => Some(*span),
            _ => None,
        })
    });
    first.is_some_and(|span| {
        let run = &text[span.range()];
        let word = run.split_whitespace().next().unwrap_or(run);
        word.get(..found.move_span.len) == text.get(found.move_span.range())
            && word.len() == found.move_span.len
    })
}

fn is_moves(e: &Element) -> bool {
    matches!(e, Element::Moves { .. })
}

/// Ends each game where the next one starts.
fn close_at_next(games: &mut [GameRecord]) {
    for k in 1..games.len() {
        let end = games[k].span.offset;
        close(&mut games[k - 1], end);
    }
}

fn close(game: &mut GameRecord, end: usize) {
    game.span.len = end.saturating_sub(game.span.offset);
}

fn tag_line(rest: &str, offset: usize, game: &mut GameRecord) -> Option<usize> {
    let line = rest.split('\n').next().unwrap_or(rest);
    let parsed = pgn::read(line);
    let first = parsed.first()?;
    if first.tags.is_empty() || !first.issues.is_empty() || !first.movetext.is_empty() {
        return None;
    }
    for t in &first.tags {
        game.tags.push(Tag {
            name: t.name.clone(),
            value: t.value.clone(),
            span: Span::new(offset + t.span.offset, t.span.len),
        });
    }
    if game.movetext.is_empty() && game.tags.len() == first.tags.len() {
        game.span.offset = offset;
    }
    Some(line.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grammar that reads the words it lists, as a game reads a move
    /// that names no square (a pass, Shelt's `+gil`).
    struct Words(&'static [&'static str]);

    impl MoveFinder for Words {
        fn move_len(&self, text: &str) -> Option<usize> {
            let word = self.0.iter().find(|w| text.starts_with(**w))?;
            crate::record::finder::longest_move(text, std::iter::once(word.len()))
        }
    }

    fn moves(text: &str) -> Vec<(u32, String)> {
        moves_with(text, &Words(&["pass", "+gil"]))
    }

    fn moves_with(text: &str, finder: &dyn MoveFinder) -> Vec<(u32, String)> {
        let games = read_with(text, finder);
        let mut out = Vec::new();
        for g in &games {
            let mut n = 0;
            for e in &g.movetext {
                match e {
                    Element::Number { number, .. } => n = *number,
                    Element::Moves { span } => {
                        let run = &text[span.range()];
                        out.push((n, run.split_whitespace().next().unwrap_or("").to_string()))
                    }
                    _ => {}
                }
            }
        }
        out
    }

    #[test]
    fn finds_numbered_moves_in_prose() {
        let text = "先手:小沼 1.f9 2.Oh1 3.Of11 4.g4 5.e12 1|* * ・ ○☆ 6.g1 7.e12-g6 8.g4xg6 2| *";
        let found = moves(text);
        let plies: Vec<_> = found.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(
            plies,
            ["f9", "Oh1", "Of11", "g4", "e12", "g1", "e12-g6", "g4xg6"]
        );
        assert_eq!(found[7].0, 8);
    }

    #[test]
    fn ignores_dates_headings_and_bare_numbers() {
        let text = "【やわらか頭no.141】1994.11.07 by 1.駒を打てる場所 <1.チャトラ簡略盤> 12. and";
        assert!(moves(text).is_empty());
    }

    #[test]
    fn reads_ordinal_forms() {
        let text = "1.第1手(i6) なかなか 2.第2手(Ob11) 将棋 第13手 ●e08";
        let plies: Vec<(u32, String)> = moves(text)
            .into_iter()
            .map(|(n, m)| (n, m.trim_end_matches(')').to_string()))
            .collect();
        assert_eq!(
            plies,
            [
                (1, "i6".to_string()),
                (2, "Ob11".to_string()),
                (13, "●e08".to_string())
            ]
        );
    }

    #[test]
    fn a_run_goes_to_the_line_end_or_the_next_numbered_move() {
        let text = "6.*c3 d4-d3 huffed it 7.a1-a2\n8.b1";
        let games = read(text);
        let runs: Vec<&str> = games[0].move_runs(text);
        assert_eq!(runs, ["*c3 d4-d3 huffed it", "a1-a2", "b1"]);
    }

    #[test]
    fn shogi_style_moves_are_found_in_prose() {
        let text = "初手は1.７六歩（77）、次に2.３四歩まで。";
        let found = moves(text);
        assert_eq!(found.len(), 2);
        assert!(
            found[0].1.starts_with("７六歩（77）、"),
            "the run starts with the move: {found:?}"
        );
        assert_eq!(found[1], (2, "３四歩まで。".to_string()));
    }

    #[test]
    fn full_width_move_numbers_are_read_with_one_warning() {
        let text = "１．ｆ９ ２．Ｏｈ１ 12．ｇ４";
        let found = moves(text);
        assert_eq!(
            found,
            [
                (1, "ｆ９".to_string()),
                (2, "Ｏｈ１".to_string()),
                (12, "ｇ４".to_string())
            ]
        );
        let games = read(text);
        assert_eq!(games[0].issues.len(), 1);
        assert!(games[0].issues[0].warning);
        assert_eq!(games[0].issues[0].span, Span::new(0, "１．".len()));
    }

    #[test]
    fn a_first_move_cited_again_starts_no_new_game() {
        let games = read("1.f9 2.Oh1 3.Of11\np.s. 1.f9 is the usual start");
        assert_eq!(games.len(), 1);
    }

    #[test]
    fn a_new_first_move_starts_a_new_game() {
        let games = read("1.a1 2.b2 then again 1.c3");
        assert_eq!(games.len(), 2);
    }

    proptest::proptest! {
        /// No numbered move starts where `may_start_number` lets the
        /// reader skip.
        #[test]
        fn numbered_moves_start_only_where_the_reader_looks(
            text in "[1-9０-９第初手.．a-h\\- 　七歩(（は\n]{0,24}",
        ) {
            for i in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
                if !numbering::may_start(text.as_bytes()[i]) {
                    proptest::prop_assert!(numbered_move(&text, i, &NoGrammar).is_none(), "{:?} at {}", text, i);
                }
            }
        }
    }

    #[test]
    fn quoted_and_header_lines_are_quotes_never_moves() {
        let text = "04125/04128 KHA01557 小沼 諒  RE:第13手 ●e08 ( 7) 95/09/22 07:41 04121へのコメント 1.f9\n\
                    > 14.h10-g10+ 15.Oe9\n＞１６．ｋ７\n| 2.Oh1\n｜3.Of11\nSubject: Re: 4.g4\n2.Oh1";
        let games = read(text);
        assert_eq!(games.len(), 1);
        let numbers: Vec<u32> = games[0].quoted.iter().map(|q| q.number).collect();
        assert_eq!(numbers, [13, 14, 15, 16, 2, 3, 4]);
        // The post run on after the header's date is read.
        assert_eq!(moves(text), [(1, "f9".to_string()), (2, "Oh1".to_string())]);
    }

    #[test]
    fn a_lone_move_before_a_record_from_1_is_its_quote() {
        let games = read("では 21.f7 とします。\n1.l11 2.Oc7");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].quoted.len(), 1);
        assert_eq!(games[0].quoted[0].number, 21);
        assert_eq!(moves("では 21.f7 とします。\n1.l11 2.Oc7").len(), 2);
    }

    #[test]
    fn a_move_with_no_square_is_found_by_its_grammar_alone() {
        let text = "12.pass 13.+gil 14.f9";
        assert_eq!(
            moves(text),
            [(12, "pass".into()), (13, "+gil".into()), (14, "f9".into())]
        );
        assert_eq!(moves_with(text, &NoGrammar), [(14, "f9".to_string())]);
    }

    #[test]
    fn every_numbering_form_is_read() {
        let text = "16手目 k7-j8\n１７手目　b3-c2\n第１８手（ｂ１２－ｃ１２）\n第19手目 k4\n20．pass 21... j11-d9+";
        let found = moves(text);
        assert_eq!(
            found,
            [
                (16, "k7-j8".to_string()),
                (17, "b3-c2".to_string()),
                (18, "ｂ１２－ｃ１２）".to_string()),
                (19, "k4".to_string()),
                (20, "pass".to_string()),
                (21, "j11-d9+".to_string()),
            ]
        );
        let games = read(text);
        let continuation = games[0].movetext.iter().any(|e| {
            matches!(
                e,
                Element::Number {
                    number: 21,
                    continuation: true,
                    ..
                }
            )
        });
        assert!(continuation);
    }

    #[test]
    fn a_list_a_table_and_a_mail_number_moves() {
        let text = "1) k7-j8\n2） b3-c2\n3\tk4\nMove 4: pass\nmove 5. j11-d9+\n";
        let numbers: Vec<u32> = moves(text).iter().map(|(n, _)| *n).collect();
        assert_eq!(numbers, [1, 2, 3, 4, 5]);
        // A bracket closing a square, a number run into a word, or a
        // number with no blank after its bracket is no move number.
        for text in [
            "７六歩(77) k7-j8",
            "remove 4: k7-j8",
            "1)k7-j8",
            "x1) k7-j8",
        ] {
            assert!(moves(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn lone_carriage_returns_end_lines() {
        let text = "6.*c3 d4-d3 huffed it\r7.a1-a2\r\n8.b1\r> 9.b2";
        let games = read(text);
        assert_eq!(
            games[0].move_runs(text),
            ["*c3 d4-d3 huffed it", "a1-a2", "b1"]
        );
        assert_eq!(games[0].quoted.len(), 1);
        let lines: Vec<_> = super::super::line_ranges("a\rb\r\nc\n\nd")
            .map(|r| r.len())
            .collect();
        assert_eq!(lines, [1, 1, 1, 0, 1]);
    }

    #[test]
    fn a_word_longer_than_any_move_is_no_move() {
        let long = format!("1.a{}", "1".repeat(numbering::MAX_MOVE_CHARS));
        assert!(moves(&long).is_empty());
        assert_eq!(
            moves(&format!("1.a{}", "1".repeat(numbering::MAX_MOVE_CHARS - 2))).len(),
            1
        );
    }

    /// What reading `text` looks at.
    fn work(text: &str) -> usize {
        LOOKED_AT.with(|c| c.set(0));
        std::hint::black_box(read(text));
        LOOKED_AT.with(std::cell::Cell::get)
    }

    #[test]
    fn reading_is_linear_in_the_length_of_a_line() {
        let posts: [fn(usize) -> String; 5] = [
            // Numbered moves and remarks, all on one line.
            |n| (1..=n).map(|k| format!("{k}.a5-a4 nice move, ")).collect(),
            // One number, then a long run of move-like words.
            |n| format!("1.a5-a4 {}", "b2-c3 ".repeat(n)),
            // Prose with digits and no move.
            |n| "no move here, 7 words. 1994.11.07 ".repeat(n),
            // Quotes and tags that are no tags, one line.
            |n| format!("> 1.f9 {}", "[a] 2.Oh1 ".repeat(n)),
            // A signature with no move in it, one line.
            |n| format!("1.f9\n-- \n{}", "tel. 03-1234-5678, 1994.11.07 ".repeat(n)),
        ];
        for (k, post) in posts.iter().enumerate() {
            let (small, large) = (work(&post(1_000)), work(&post(10_000)));
            assert_linear(k, small, large);
        }
        // Marked moves in a sentence below the record, one long line.
        let marked = Words(&["▲７六歩", "△３四歩", "△３三角"]);
        let post = |n: usize| format!("▲７六歩△３四歩\n{}", "これで△３三角なら".repeat(n));
        let work_with = |text: &str| {
            LOOKED_AT.with(|c| c.set(0));
            std::hint::black_box(read_with(text, &marked));
            LOOKED_AT.with(std::cell::Cell::get)
        };
        assert_linear(5, work_with(&post(1_000)), work_with(&post(10_000)));
    }

    /// Work ten times the line's length costs: linear is 10, the square 100.
    fn assert_linear(k: usize, small: usize, large: usize) {
        assert!(small > 0);
        assert!(
            large <= 12 * small,
            "post {k}: ten times the line costs {:.1} times the work",
            large as f64 / small as f64
        );
    }

    #[test]
    fn tag_lines_apply_to_the_game() {
        let games = read("[Variant \"chatra\"]\nsome prose 1.f9");
        assert_eq!(games[0].tag("variant"), Some("chatra"));
    }
}
