//! Reading one game of a KIF or KI2 file: a line at a time, each kind of
//! line by a method of [`GameReader`], then the lines of play assembled
//! and the board diagram set up.

use super::bod::read_bod;
use super::branches::{Line, assemble, branch_parent, moves_apart, numbered_apart};
use super::endings::{ending_token, names_a_foul};
use super::lines::{
    comment_tag, diagram_move_number, header, line_len, move_line, offset, time_column,
    touching_time, trim_blanks,
};
use super::plain::plain_move;
use super::{HANDICAPS, KI2_MARKS, TAG_NAMES};
use std::ops::Range;

use crate::record::{
    CommentStyle, Element, Ending, FoulClaim, GameRecord, ReadIssue, RunLines, Span, Tag,
};
use crate::variants::shogi::formats::KifCode;
use crate::variants::shogi::formats::runs::{RunJoiner, Runs};
use ki2::marked_moves_in_prose;

mod joined;
mod ki2;
mod summary;

/// Reads the game of a KIF or KI2 file that lies in `text[game]`, found by
/// [`super::game_end`], without looking again for where the next game starts.
pub(super) fn read_game(text: &str, game: Range<usize>, runs: Runs) -> GameRecord {
    read_game_by(text, game, runs, true)
}

/// [`read_game`], with plain move lines read by [`plain_move`] when
/// `plain` (else by the general reading, which it is held to).
pub(super) fn read_game_by(text: &str, game: Range<usize>, runs: Runs, plain: bool) -> GameRecord {
    let mut reader = GameReader::new(text, runs);
    // Room for a few elements: the main line's move lines are a run or a few (their numbers
    // and times inside), its comments and its end.
    reader.lines[0].movetext = Vec::with_capacity(ELEMENTS);
    // A plain move line says where it ends; the line feed is looked for on the others.
    let mut at = game.start;
    while at < game.end {
        let rest = &text[at..game.end];
        if let Some(line) = plain_move(rest.as_bytes()).filter(|_| plain) {
            at += line.len;
            reader.plain_move(at - line.len, line);
            continue;
        }
        let raw = &rest[..line_len(rest.as_bytes())];
        at += raw.len();
        let trimmed = trim_blanks(raw.trim_end_matches(['\n', '\r']), false);
        reader.line(trimmed, offset(text, trimmed));
    }
    reader.finish(game.start, game.end)
}

/// The room a game's main line is given at first.
const ELEMENTS: usize = 8;

/// What is known of a game while its lines are read.
struct GameReader<'t> {
    text: &'t str,
    game: GameRecord,
    /// Who moves first (0 Sente).
    first: usize,
    /// The plies before the board diagram (`手数＝30`).
    moves_before: u32,
    /// KIF moves and KI2 moves read.
    plies: usize,
    ki2_plies: usize,
    board_lines: Vec<(&'t str, usize)>,
    /// Each side's `持駒` value, and where it starts.
    hands: [Option<(&'t str, usize)>; 2],
    /// The main line (0) and every 変化 branch, in file order; `cur` is the
    /// one being read, `open` the lines a branch may still come from.
    lines: Vec<Line>,
    open: Vec<usize>,
    cur: usize,
    /// `手合割：その他`, which needs a board diagram.
    other_handicap: Option<Span>,
    /// A `手合割` no table names (`詰将棋`): told once the board diagram is
    /// known to follow or not, as the start is read from it if it does.
    unknown_handicap: Option<(&'t str, Span)>,
    /// A comment naming a foul, which counts only if no move follows it.
    comment_claim: Option<FoulClaim>,
    /// The main line's KI2 moves; a branch's moves stay apart.
    main_moves: RunJoiner,
    /// Whether a time column touching its move has been told of (once a game).
    touching_time_told: bool,
    /// Whether the main line's move lines are joined into runs.
    runs: Runs,
    /// Set while the main line's last element is the run of a plain move
    /// line that the next plain one may join ([`GameReader::join`]), with
    /// that line's time, not yet an element.
    run_open: bool,
    held_time: Option<Span>,
}

impl<'t> GameReader<'t> {
    fn new(text: &'t str, runs: Runs) -> GameReader<'t> {
        GameReader {
            text,
            game: GameRecord::default(),
            first: 0,
            moves_before: 0,
            plies: 0,
            ki2_plies: 0,
            board_lines: Vec::new(),
            hands: [None, None],
            lines: vec![Line::default()],
            open: vec![0],
            cur: 0,
            other_handicap: None,
            unknown_handicap: None,
            comment_claim: None,
            main_moves: RunJoiner::new(runs),
            touching_time_told: false,
            runs,
            run_open: false,
            held_time: None,
        }
    }

    /// Reads one line without its blanks, which starts at `at`.
    fn line(&mut self, trimmed: &'t str, at: usize) {
        self.close_run();
        if self.cur > 0 && !trimmed.is_empty() && !trimmed.starts_with("変化") {
            let span = &mut self.lines[self.cur].span;
            span.len = at + trimmed.len() - span.offset;
        }
        // The commonest line first: no other kind of line starts with a digit.
        if let Some((number, rest)) = move_line(trimmed) {
            return self.numbered(trimmed, at, number, rest);
        }
        if let Some(n) = diagram_move_number(trimmed) {
            // The plies before a board diagram: the SFEN's move number is one more.
            self.moves_before = n;
            return;
        }
        if let Some((name, value)) = trimmed.strip_prefix('#').and_then(comment_tag) {
            return self.tag(name, value, Span::new(at, trimmed.len()));
        }
        if let Some(c) = trimmed.strip_prefix('#') {
            return self.hash_line(c.trim(), Span::new(at, trimmed.len()));
        }
        if trimmed.is_empty() || trimmed.starts_with("手数") {
            return;
        }
        if let Some(rest) = trimmed.strip_prefix("変化") {
            return self.branch(trimmed, at, rest);
        }
        if let Some(c) = trimmed.strip_prefix(['*', '&']) {
            return self.comment(c.trim(), Span::new(at, trimmed.len()));
        }
        if trimmed.starts_with('|') {
            self.board_lines.push((trimmed, at));
            return;
        }
        if trimmed.starts_with('+') || trimmed.starts_with("９ ８") || trimmed.starts_with("９　８")
        {
            return; // board frame and file numbers
        }
        if trimmed == "先手番" || trimmed == "下手番" {
            self.first = 0;
            return;
        }
        if trimmed == "後手番" || trimmed == "上手番" {
            self.first = 1;
            return;
        }
        if let Some(rest) = trimmed.strip_prefix("まで") {
            return self.summary(rest, Span::new(at, trimmed.len()));
        }
        if trimmed.starts_with(KI2_MARKS) {
            return self.ki2_moves(trimmed, at);
        }
        if let Some((key, value)) = header(trimmed) {
            // Where the value starts (it is a slice of `trimmed`), so that a
            // diagnostic about the hand spans the value itself.
            let value_at = at + (value.as_ptr() as usize - trimmed.as_ptr() as usize);
            return self.header(key, (value, value_at), Span::new(at, trimmed.len()));
        }
        if self.plies == 0
            && let Some(k) = marked_moves_in_prose(trimmed)
        {
            return self.moves_in_prose(trimmed, at, k);
        }
        self.unknown_line(trimmed, Span::new(at, trimmed.len()));
    }

    /// A line of no kind KIF knows (`次の一手問題です。` above a problem's
    /// board): told, and kept as a `#` comment so that a conversion carries
    /// what the user wrote.
    fn unknown_line(&mut self, line: &str, span: Span) {
        self.game.issues.push(ReadIssue {
            code: KifCode::UnknownLine.id(),
            message: crate::msg!("kif-unknown-line"),
            span,
            warning: true,
        });
        self.lines[self.cur].movetext.push(Element::Comment {
            text: line.to_string(),
            style: CommentStyle::Hash,
            span,
        });
    }

    /// After `手数＝40`, moves may be numbered from 41: the number counted
    /// from the diagram.
    fn counted_from_diagram(&self, number: u32) -> u32 {
        if self.moves_before > 0 && number > self.moves_before {
            number - self.moves_before
        } else {
            number
        }
    }

    /// A numbered line (`  12 ７六歩(77)   ( 0:01/00:00:01)`): a KIF move,
    /// or an ending word, with its time.
    fn numbered(&mut self, trimmed: &str, at: usize, number: u32, rest: &str) {
        let number = self.counted_from_diagram(number);
        let number_span = Span::new(at, trimmed.len() - rest.len());
        // `同 歩(23)` with an ASCII space still is one move.
        let skip = match rest.strip_prefix('同') {
            Some(after) => {
                '同'.len_utf8() + after.len() - after.trim_start_matches([' ', '\t']).len()
            }
            None => 0,
        };
        let mut word_len = skip
            + rest.as_bytes()[skip..]
                .iter()
                .position(|&b| b == b' ' || b == b'\t')
                .unwrap_or(rest.len() - skip);
        if let Some(i) = touching_time(&rest[skip..word_len], &rest[skip..]) {
            word_len = skip + i;
            self.touching_time(offset(self.text, &rest[word_len..]));
        }
        // A `+` after a move marks a branch from it (Kifu for Windows).
        let word = rest[..word_len].trim_end_matches('+');
        let w_at = offset(self.text, rest);
        // `投了 ( 0:06/00:00:12)`: an ending's time is the last turn's.
        let after = &rest[word_len..];
        let lead = after.len() - after.trim_start().len();
        let (time, tail_at) = match time_column(after) {
            Some((time, len)) => {
                let span = Span::new(w_at + word_len + lead, len);
                (Some(Element::Time { time, span }), span.end())
            }
            None => (None, w_at + word_len),
        };
        let tail = self.text_after_move(tail_at, offset(self.text, trimmed) + trimmed.len());
        if let Some(ending) = ending_token(word, number as usize, self.first) {
            self.ending(word, Span::new(w_at, word.len()), ending, time);
            self.lines[self.cur].movetext.extend(tail);
            return;
        }
        let word_span = Span::new(w_at, word.len());
        self.numbered_move((number, number_span), word_span, time, tail);
    }

    /// A time column written against its move (`７六歩(77)( 0:00/00:00:00)`),
    /// read as the move's time; told once a game, at its first place.
    fn touching_time(&mut self, at: usize) {
        if std::mem::replace(&mut self.touching_time_told, true) {
            return;
        }
        self.game.issues.push(ReadIssue {
            code: KifCode::TouchingTime.id(),
            message: crate::msg!("kif-touching-time"),
            span: Span::new(at, 1),
            warning: true,
        });
    }

    /// Text after a move and its time (`  12 ７六歩(77)  good move`), which
    /// no program writes but people do: kept as a comment on the move, so
    /// that a conversion carries it, with a warning. A lone `+` is Kifu for
    /// Windows' branch mark, which the `変化` lines carry.
    fn text_after_move(&mut self, from: usize, line_end: usize) -> Option<Element> {
        let tail = &self.text[from..line_end];
        if tail.is_empty() {
            return None; // the line ends with the move or its time
        }
        let text = tail.trim_matches(|c: char| c.is_whitespace() || c == '\u{3000}');
        if text.is_empty() || text == "+" {
            return None;
        }
        let span = Span::new(offset(self.text, text), text.len());
        self.game.issues.push(ReadIssue {
            code: KifCode::TextAfterMove.id(),
            message: crate::msg!("kif-text-after-move", text = text),
            span,
            warning: true,
        });
        Some(Element::Comment {
            text: text.to_string(),
            style: CommentStyle::Line,
            span,
        })
    }

    /// An ending word on a numbered line (`  65 投了`), the first of its
    /// line only.
    fn ending(
        &mut self,
        word: &str,
        span: Span,
        (token, ending): (String, Ending),
        time: Option<Element>,
    ) {
        if self.lines[self.cur].ended {
            return;
        }
        if matches!(word, "入玉勝ち" | "宣言勝ち" | "入玉宣言勝ち") && self.cur == 0 {
            self.game.declaration = Some(span);
        }
        if word.starts_with("反則") && self.cur == 0 {
            // ShogiHome writes 反則勝ち after a legal move when the
            // opponent's foul was not a move on the board.
            self.game.foul = Some(FoulClaim {
                span,
                last_move: word == "反則手",
            });
        }
        let line = &mut self.lines[self.cur];
        line.movetext.push(Element::Result {
            token,
            span,
            ending: Some(ending),
        });
        line.ended = true;
        line.movetext.extend(time);
    }

    /// `#Rules：standard`: a tag hensou writes in a comment line.
    fn tag(&mut self, name: &str, value: &str, span: Span) {
        self.game.tags.push(Tag {
            name: name.to_string(),
            value: value.to_string(),
            span,
        });
    }

    /// `変化：12手`: a branch starts, replacing move 12 of the line it comes
    /// from.
    fn branch(&mut self, trimmed: &str, at: usize, rest: &str) {
        let span = Span::new(at, trimmed.len());
        let number = rest
            .trim_start_matches(['：', ':', ' ', '　'])
            .trim_end_matches(['手', ' ', '　'])
            .parse::<u32>()
            .ok()
            .map(|n| self.counted_from_diagram(n));
        let parent = number.and_then(|n| branch_parent(&self.lines, &mut self.open, n));
        if parent.is_none() {
            self.game.issues.push(ReadIssue {
                code: KifCode::Branch.id(),
                message: crate::msg!("kif-branch-no-move", text = trimmed),
                span,
                warning: false,
            });
        }
        self.cur = self.lines.len();
        self.open.push(self.cur);
        let depth = parent.map_or(0, |p| self.lines[p].depth + 1);
        self.lines.push(Line {
            first: number.unwrap_or(0),
            span,
            parent,
            depth,
            ..Line::default()
        });
    }

    /// A `#` line that is no tag: a comment programs skip (a source, a
    /// recorder, the writing program), kept so that a conversion carries
    /// it; the `#KIF version=2.0 encoding=…` marker only says how the
    /// file is written, which a writer says anew.
    fn hash_line(&mut self, comment: &str, span: Span) {
        if comment.starts_with("KIF version=") || comment.is_empty() {
            return;
        }
        self.lines[self.cur].movetext.push(Element::Comment {
            text: comment.to_string(),
            style: CommentStyle::Hash,
            span,
        });
    }

    /// A `*` or `&` comment line.
    fn comment(&mut self, comment: &str, span: Span) {
        if names_a_foul(comment) && self.cur == 0 {
            // It counts only if no move follows it.
            self.comment_claim = Some(FoulClaim {
                span,
                last_move: true,
            });
        }
        self.lines[self.cur].movetext.push(Element::Comment {
            text: comment.to_string(),
            style: CommentStyle::Line,
            span,
        });
    }

    /// A `key：value` header: a hand of the board diagram, the handicap,
    /// or a tag.
    fn header(&mut self, key: &str, value: (&'t str, usize), span: Span) {
        match key {
            "後手の持駒" | "上手の持駒" => self.hands[1] = Some(value),
            "先手の持駒" | "下手の持駒" => self.hands[0] = Some(value),
            "手合割" => self.handicap(value.0, span),
            _ => {
                let name = TAG_NAMES.iter().find(|t| t.1 == key).map_or(key, |t| t.0);
                self.tag(name, value.0, span);
            }
        }
    }

    /// `手合割：香落ち`: the start of a handicap, whose giver moves first.
    fn handicap(&mut self, value: &'t str, span: Span) {
        if value == "その他" {
            self.other_handicap = Some(span);
            return;
        }
        match HANDICAPS.iter().find(|(n, _)| *n == value) {
            Some((_, sfen)) => {
                self.first = if sfen.contains(" w ") { 1 } else { 0 };
                if !sfen.starts_with("lnsgkgsnl/1r5b1") {
                    self.tag("Position", sfen, span);
                }
            }
            None => self.unknown_handicap = Some((value, span)),
        }
    }

    /// The warning for a handicap no table names, saying which start the
    /// game is read from: the board diagram's, or else the normal one.
    fn tell_unknown_handicap(&mut self) {
        let Some((value, span)) = self.unknown_handicap else {
            return;
        };
        let start = if self.board_lines.is_empty() {
            "start"
        } else {
            "board"
        };
        self.game.issues.push(ReadIssue {
            code: KifCode::Handicap.id(),
            message: crate::msg!("kif-unknown-handicap", value = value, start = start),
            span,
            warning: true,
        });
    }

    /// The game read from `from` to `to`: its lines of play assembled, its
    /// board diagram set up, its variant and notation told.
    fn finish(mut self, from: usize, to: usize) -> GameRecord {
        self.close_run();
        if self.comment_claim.is_some() {
            self.game.foul = self.comment_claim.take();
        }
        let mut lines = std::mem::take(&mut self.lines);
        self.main_moves
            .finish(&mut lines[0].movetext, self.game.foul.is_some());
        let numbered = self.game.run_lines == RunLines::Numbered;
        if numbered && (lines.len() > 1 || self.game.foul.is_some()) {
            // A branch is placed by counting the moves before it, and a foul
            // claim is about the last move alone: each move line apart.
            lines[0].movetext = numbered_apart(std::mem::take(&mut lines[0].movetext), self.text);
            self.game.run_lines = RunLines::Blanks;
        }
        if lines.len() > 1 {
            // A branch is placed by counting the moves before it, one a run.
            lines[0].movetext = moves_apart(std::mem::take(&mut lines[0].movetext), self.text);
        }
        self.game.movetext = assemble(lines, &mut self.game.issues);
        let room = self.game.movetext.capacity();
        if room > ELEMENTS && room > 2 * self.game.movetext.len() {
            self.game.movetext.shrink_to_fit();
        }
        self.tell_unknown_handicap();
        self.set_up_board();
        self.game.span = Span::new(from, to - from);
        self.tell_variant_and_notation(from);
        self.game
    }

    /// The position of the board diagram, if there is one.
    fn set_up_board(&mut self) {
        let (Some(first_row), Some(last_row)) = (self.board_lines.first(), self.board_lines.last())
        else {
            if let Some(span) = self.other_handicap {
                self.game.issues.push(ReadIssue {
                    code: KifCode::Handicap.id(),
                    message: crate::msg!("kif-other-handicap-no-board"),
                    span,
                    warning: false,
                });
            }
            return;
        };
        let span = Span::new(first_row.1, last_row.1 + last_row.0.len() - first_row.1);
        match read_bod(&self.board_lines, self.hands, self.first, self.moves_before) {
            Ok(setup) => {
                self.game.tags.retain(|t| t.name != "Position");
                self.tag("Position", &setup.sfen(), span);
            }
            Err((error, span)) => self.game.issues.push(ReadIssue {
                code: KifCode::Board.id(),
                message: error.msg(),
                span,
                warning: false,
            }),
        }
    }

    /// A record with no `Variant` header is a shogi record; its notation is
    /// KIF's if it has numbered moves, KI2's if it has marked ones only.
    fn tell_variant_and_notation(&mut self, from: usize) {
        let told = Span::new(from, 0);
        if self.game.tag("Variant").is_none() {
            let tag = Tag {
                name: "Variant".into(),
                value: "shogi".into(),
                span: told,
            };
            self.game.tags.insert(0, tag);
        }
        if self.game.tag("Notation").is_some() {
            return;
        }
        let notation = match (self.plies, self.ki2_plies) {
            (0, 0) => return,
            (0, _) => "ki2",
            _ => "kif",
        };
        self.tag("Notation", notation, told);
    }
}
