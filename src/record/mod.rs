//! Game records as text, independent of any game.
//!
//! A reader turns a file into [`GameRecord`]s: tag pairs, and movetext as a
//! sequence of [`Element`]s (move numbers, runs of move text, comments, a
//! result), each with its byte [`Span`] in the source. Which characters make a
//! move is the game's business: a [`Element::Moves`] run is handed to the
//! game's notation, which takes plies off its front one at a time.

pub(crate) mod forum;
mod ids;
pub(crate) mod numbering;
pub mod pgn;
pub mod write;

pub use ids::{ConvertCode, ForumCode, InputCode, NotationCode, RecordCode};
use serde::Serialize;

use crate::rule_id::RuleId;

/// A byte range in the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Span {
    /// Where the range starts, in bytes from the start of the text.
    pub offset: usize,
    /// Its length in bytes.
    pub len: usize,
}

impl Span {
    /// The `len` bytes from `offset`.
    pub fn new(offset: usize, len: usize) -> Span {
        Span { offset, len }
    }
    /// The offset just past the range.
    pub fn end(self) -> usize {
        self.offset + self.len
    }
    /// The range, to slice the text with.
    pub fn range(self) -> std::ops::Range<usize> {
        self.offset..self.end()
    }
    /// The same range in a text that has `by` more bytes before it.
    pub fn moved(self, by: usize) -> Span {
        Span::new(self.offset + by, self.len)
    }
}

/// A `[Name "value"]` pair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tag {
    pub name: String,
    pub value: String,
    pub span: Span,
}

/// How a comment was written, so that conversion writes it the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CommentStyle {
    /// `{...}`
    Brace,
    /// `; ...` to the end of the line
    Line,
}

/// One piece of movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// `12.` or `12...`; `continuation` is true for the dots form.
    Number {
        number: u32,
        continuation: bool,
        span: Span,
    },
    /// Text holding one or more plies; the game's notation splits it.
    Moves { span: Span },
    Comment {
        text: String,
        style: CommentStyle,
        span: Span,
    },
    /// Other moves in place of the ply before it: a `( ... )` variation, or
    /// a KIF `変化：N手` branch (placed after the ply it replaces), read into
    /// movetext of its own. `movetext` is empty when the variation lies
    /// deeper than [`MAX_VARIATION_DEPTH`] (kept as text, a warning).
    Variation { span: Span, movetext: Vec<Element> },
    /// The time the ply before took: KIF's `( 0:01/00:00:01)`, CSA's `T1`.
    Time { time: MoveTime, span: Span },
    /// `1-0`, `0-1`, `1/2-1/2` or `*`, and how the game ended when the
    /// record says it in words (`投了`, `%TIME_UP`, `resign`).
    Result {
        token: String,
        span: Span,
        ending: Option<Ending>,
    },
}

/// Pushes the element `make` makes, made where it is stored, for the
/// readers' commonest elements. `Vec::push` makes it first and copies it in
/// after a possible reallocation; reading back a value just written field
/// by field stalls the processor, which cost a fifth of the time of reading
/// a record of short moves.
pub(crate) fn push_element(movetext: &mut Vec<Element>, make: impl FnOnce() -> Element) {
    movetext.extend(std::iter::once_with(make));
}

/// Variations nested deeper than this are kept as text and not read: a
/// tree that deep is no record people write, and reading it would only
/// risk the stack.
pub const MAX_VARIATION_DEPTH: usize = 48;

/// The time one ply took, and the mover's total after it when the record
/// says (KIF's second figure).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MoveTime {
    pub seconds: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<u32>,
}

/// A structural problem found while reading the container itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReadIssue {
    /// Stable id, e.g. `record::unterminated-comment`.
    pub code: RuleId,
    pub message: String,
    pub span: Span,
    /// Warnings do not make a record invalid.
    pub warning: bool,
}

/// The record's word that the game ended by a foul (反則勝ち, `%ILLEGAL_MOVE`,
/// `*反則手にて終局` ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoulClaim {
    /// Where the record says so.
    pub span: Span,
    /// True when the words name the last move written as the foul (反則手, a
    /// closing `*反則手にて終局` or `*王手放置の反則`): a legal last move makes
    /// the claim wrong. False when the foul may also be an act the record
    /// leaves out (KIF 反則勝ち and 反則負け, CSA `%ILLEGAL_MOVE` and
    /// `ILLEGAL_ACTION`: servers and GUIs write them after a legal move when
    /// the refused move or act is not on the board); if the last move is
    /// illegal, it is the foul.
    pub last_move: bool,
}

/// A numbered move in a quoted or header line of a post (`> 14.h10-g10+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quoted {
    pub number: u32,
    pub number_span: Span,
    pub move_span: Span,
}

/// One game as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRecord {
    pub tags: Vec<Tag>,
    pub movetext: Vec<Element>,
    pub span: Span,
    pub issues: Vec<ReadIssue>,
    /// True when the game was found in free prose (forum mode).
    pub from_prose: bool,
    /// Set when the record says the game ended by a foul.
    pub foul: Option<FoulClaim>,
    /// The result line that is an impasse declaration (`%KACHI`, 入玉勝ち,
    /// 宣言勝ち): checked as a declaration where the rules allow one.
    pub declaration: Option<Span>,
    /// The numbered moves of a post's quoted and header lines, cited and
    /// never played (forum mode).
    pub quoted: Vec<Quoted>,
    /// For runs of move text whose bytes are no move text (a JKF move
    /// object): the run's offset and the text the game's notation reads in
    /// its place (`+7776FU`), in file order.
    pub readings: Vec<(usize, String)>,
}

impl GameRecord {
    /// The runs of move text, as written in `source` (the text the record
    /// was read from).
    pub fn move_runs<'a>(&self, source: &'a str) -> Vec<&'a str> {
        self.movetext
            .iter()
            .filter_map(|e| match e {
                Element::Moves { span } => source.get(span.range()),
                _ => None,
            })
            .collect()
    }

    /// The text read in place of the run at `span`, if it has one.
    pub fn reading(&self, span: Span) -> Option<&str> {
        let i = self
            .readings
            .binary_search_by_key(&span.offset, |r| r.0)
            .ok()?;
        Some(self.readings[i].1.as_str())
    }

    /// Moves every span `by` bytes on: a record read from a part of a text
    /// that starts `by` bytes into it, placed in the whole text.
    pub fn shift(&mut self, by: usize) {
        self.span.offset += by;
        for tag in &mut self.tags {
            tag.span.offset += by;
        }
        shift_elements(&mut self.movetext, by);
        for issue in &mut self.issues {
            issue.span.offset += by;
        }
        if let Some(foul) = &mut self.foul {
            foul.span.offset += by;
        }
        if let Some(declaration) = &mut self.declaration {
            declaration.offset += by;
        }
        for reading in &mut self.readings {
            reading.0 += by;
        }
        for quote in &mut self.quoted {
            quote.number_span.offset += by;
            quote.move_span.offset += by;
        }
    }

    /// The value of the first tag called `name` (case-insensitive).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
            .map(|t| t.value.as_str())
    }
}

fn shift_elements(elements: &mut [Element], by: usize) {
    for element in elements {
        match element {
            Element::Number { span, .. }
            | Element::Moves { span }
            | Element::Comment { span, .. }
            | Element::Time { span, .. }
            | Element::Result { span, .. } => span.offset += by,
            Element::Variation { span, movetext } => {
                span.offset += by;
                shift_elements(movetext, by);
            }
        }
    }
}

/// How to find games in a text that no game's file format claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMode {
    /// Decide from the text: tag pairs or leading move numbers mean a record,
    /// anything else is read as a forum log.
    Auto,
    /// A PGN-style record: tags, numbered movetext, comments, results.
    Record,
    /// Free prose with numbered moves in it (forum posts, mails).
    Forum,
}

/// A whole-file format a game brings (its own headers, move lines, board
/// diagrams), read into the same [`GameRecord`]s and written from the same
/// [`write::OutGame`]s as the PGN-style record.
#[derive(Debug)]
pub struct Format {
    /// The name `--input` and `--to` give it (`kif`).
    pub name: &'static str,
    /// What it is, in a line (the help of `--input`).
    pub summary: &'static str,
    /// Where `--input` lists it among the formats, first lowest. The
    /// registry holds formats in the order a text is tried, strictest marks
    /// first, which is not the order people know them by.
    pub listed: u8,
    /// The file-name extensions of files in this format, read when a
    /// folder is walked.
    pub extensions: &'static [&'static str],
    /// The notation its moves are written in, when it is not the format's
    /// name (JKF's move objects are made from KIF's moves).
    pub notation: Option<&'static str>,
    /// Whether a text is in this format; `None` for a format that another
    /// one's reader reads (KI2 is read as KIF).
    pub looks_like: Option<fn(&str) -> bool>,
    pub read: fn(&str) -> Vec<GameRecord>,
    pub write: fn(&write::OutGame) -> write::Written,
    /// Whether the format writes comments.
    pub holds_comments: bool,
    /// Whether the format writes variations.
    pub holds_variations: bool,
    /// Whether the format writes the time a move took.
    pub holds_times: bool,
    /// Whether the format writes the time of the turn that ended the game.
    pub holds_end_times: bool,
    /// Whether the format writes the record's tags (players, event, date).
    pub holds_tags: bool,
    /// Whether the format writes a result the moves do not show
    /// (resignation, time loss, an interruption).
    pub holds_results: bool,
    /// Whether the format marks the illegal move a game ended by (KIF's
    /// `反則負け`, CSA's `%ILLEGAL_MOVE`), so a conversion carries it.
    pub marks_fouls: bool,
    /// What parts two games in one file (CSA's `/` line; a blank line
    /// elsewhere).
    pub between_games: &'static str,
    /// How a big file is split into games, so that it is read a part at a
    /// time.
    pub split: Split,
    /// The ids of the problems its reader reports (docs/rules/records.md).
    pub rule_ids: &'static [crate::rule_id::RuleId],
}

/// How a file in a [`Format`] is split where its games end, so that an
/// archive is read a part at a time ([`crate::input::split::Splitter`]).
#[derive(Clone, Copy, Debug)]
pub enum Split {
    /// Read whole.
    Whole,
    /// The format finds where a game from `from` ends without reading it
    /// (`game_end(text, from)`), and reads the one game of `text[game]`
    /// where it found it (`read_game(text, game)`), without looking for
    /// game starts again: KIF and KI2, where a game's header or first move
    /// follows moves.
    Chunks {
        game_end: fn(text: &str, from: usize) -> usize,
        read_game: fn(text: &str, game: std::ops::Range<usize>) -> GameRecord,
    },
    /// Games end after separator lines: the byte range of the `n`th such
    /// line of `text` (CSA's `/`), each part read by the format's reader.
    Separators(fn(text: &str, n: usize) -> Option<std::ops::Range<usize>>),
    /// A text that starts with a command line (`starts`) is split where
    /// `chunk_end(text, at, games)` says, and a game without a `Rules` tag
    /// plays by the last one's (USI's `position` lines and the `setoption`
    /// lines naming their rules).
    Commands {
        starts: fn(&str) -> bool,
        chunk_end: fn(text: &str, at: usize, games: usize) -> usize,
    },
}

/// How a game ended, as a record's ending word says it: what a reader of
/// an archive needs beside the winner, and what the moves alone cannot
/// show (a resignation, a flag fall, an interruption).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// `投了`, `%TORYO`, `resign`.
    Resignation,
    /// `詰み`, `%TSUMI`: the record says mate.
    Mate,
    /// `切れ負け`, `時間切れ`, `%TIME_UP`, `timeout`.
    TimeUp,
    /// `反則負け`, `反則勝ち`, `%ILLEGAL_MOVE`: a foul decided the game.
    IllegalMove,
    /// `入玉宣言勝ち`, `%KACHI`, `win`: a won impasse declaration.
    ImpasseDeclaration,
    /// `不戦勝`, `不戦敗`: won or lost without play.
    Forfeit,
    /// `千日手`, `%SENNICHITE`, `rep_draw`: fourfold repetition.
    Sennichite,
    /// `#OUTE_SENNICHITE`: repetition by perpetual check, lost by the
    /// checker.
    PerpetualCheck,
    /// `持将棋`, `%JISHOGI`: an impasse scored a draw.
    Jishogi,
    /// `%HIKIWAKE`, `draw`: a draw by agreement.
    Draw,
    /// `%MAX_MOVES`: the move limit.
    MoveLimit,
    /// `中断`, `%CHUDAN`, `break`: stopped unfinished.
    Interrupted,
    /// `不詰`, `%FUZUMI`: a mating problem with no mate.
    NoMate,
    /// `封じ手`: adjourned with a sealed move.
    SealedMove,
    /// `%MATTA`: a move taken back.
    TakeBack,
    /// `%ERROR`: the server's error.
    Error,
}

impl Ending {
    /// Every ending, in the order declared.
    pub const ALL: [Ending; 16] = [
        Ending::Resignation,
        Ending::Mate,
        Ending::TimeUp,
        Ending::IllegalMove,
        Ending::ImpasseDeclaration,
        Ending::Forfeit,
        Ending::Sennichite,
        Ending::PerpetualCheck,
        Ending::Jishogi,
        Ending::Draw,
        Ending::MoveLimit,
        Ending::Interrupted,
        Ending::NoMate,
        Ending::SealedMove,
        Ending::TakeBack,
        Ending::Error,
    ];

    /// The name JSON and Python use, as the game's own outcome reasons are
    /// spelt (`resignation`, `time-up`).
    pub const fn name(self) -> &'static str {
        match self {
            Ending::Resignation => "resignation",
            Ending::Mate => "mate",
            Ending::TimeUp => "time-up",
            Ending::IllegalMove => "illegal-move",
            Ending::ImpasseDeclaration => "impasse-declaration",
            Ending::Forfeit => "forfeit",
            Ending::Sennichite => "sennichite",
            Ending::PerpetualCheck => "perpetual-check",
            Ending::Jishogi => "jishogi",
            Ending::Draw => "draw",
            Ending::MoveLimit => "move-limit",
            Ending::Interrupted => "interrupted",
            Ending::NoMate => "no-mate",
            Ending::SealedMove => "sealed-move",
            Ending::TakeBack => "take-back",
            Ending::Error => "error",
        }
    }
}

impl Ending {
    /// The ending as an outcome's reason: a game a record ends by a
    /// written word (`投了`) ends for the reason of that name.
    pub const fn reason(self) -> crate::game::Reason {
        crate::game::Reason::declared(self.name())
    }
}

impl From<Ending> for crate::game::Reason {
    fn from(ending: Ending) -> crate::game::Reason {
        ending.reason()
    }
}

crate::game::reasons! {
    /// Why a game ended that neither its rules nor a written ending word
    /// say: what the record layer concludes. docs/rules/records.md lists
    /// these with the [`Ending`]s.
    pub enum RecordEnd {
        /// The record says the game ended by an illegal move, which was.
        OpponentIllegalMove => "opponent-illegal-move",
        /// A bare result (`1-0`) with no ending word.
        WrittenResult => "written-result",
    }
}

/// The file-name extensions of PGN-style records and of the prose (posts,
/// mails) that holds numbered moves; each [`Format`] names its own.
pub const EXTENSIONS: &[&str] = &["pgn", "txt", "log"];

/// Whether a game read from a text holds a record at all: moves or tags.
/// A text with neither (a note beside the records) is no record.
pub fn has_record(record: &GameRecord) -> bool {
    !record.tags.is_empty()
        || record
            .movetext
            .iter()
            .any(|e| matches!(e, Element::Moves { .. }))
}

/// Whether `text` starts with a tag pair: a tagged record or a tagged forum
/// post, which no game's own file format is.
pub fn starts_with_tags(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[')
}

/// Reads every game in `text` as a PGN-style record or as prose.
pub fn read(text: &str, mode: InputMode) -> Vec<GameRecord> {
    if is_record(text, mode) {
        pgn::read(text)
    } else {
        forum::read(text)
    }
}

/// Whether `text` read with `mode` is a PGN-style record rather than prose.
pub fn is_record(text: &str, mode: InputMode) -> bool {
    match mode {
        InputMode::Auto => looks_like_record(text),
        InputMode::Record => true,
        InputMode::Forum => false,
    }
}

/// A record is tag pairs followed by movetext that starts with a move
/// number, a comment or a result; anything else after the tags is prose.
/// Without tags, `1994.11.07` is prose: the number must not run into digits.
fn looks_like_record(text: &str) -> bool {
    let lines: Vec<&str> = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with(';'))
        .collect();
    let tagged = lines.first().is_some_and(|l| l.starts_with('['));
    match lines.iter().find(|l| !l.starts_with('[')) {
        None => true,
        Some(l) => l.starts_with('{') || *l == "*" || starts_with_move_number(l, tagged),
    }
}

/// Whether a line opens with a record's move number: `12.` or `12...`,
/// which must not run into digits unless tags came first (`1994.11.07`),
/// or the same typed full-width (`１．`, `16．`) with a move after it. A
/// text that opens with `16手目` or `第1手` is read as a post, which reads
/// the same numbers, and where a move written the KIF way keeps its
/// `(77)` (a record reads brackets as a variation).
fn starts_with_move_number(line: &str, tagged: bool) -> bool {
    if let Some((_, _, len)) = pgn::move_number(line) {
        return tagged || !line[len..].starts_with(|c: char| c.is_ascii_digit());
    }
    numbering::move_number(line).is_some_and(|n| {
        let after = &line[n.len..];
        n.form == numbering::Form::Stops
            && numbering::move_token(&after[numbering::before_move(&n, after)..]).is_some()
    })
}

/// The byte ranges of the lines of `text`, without their ends: LF, CRLF and
/// a lone CR (old Mac mail) each end a line.
pub(crate) fn line_ranges(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at > text.len() || (at == text.len() && at > 0) {
            return None;
        }
        let rest = &text[at..];
        let found = rest.find(['\n', '\r']);
        forum::looked_at(found.unwrap_or(rest.len()) + 1);
        let (len, end_len) = match found {
            Some(e) if rest[e..].starts_with("\r\n") => (e, 2),
            Some(e) => (e, 1),
            None => (rest.len(), 1),
        };
        let line = at..at + len;
        at += len + end_len;
        Some(line)
    })
}

/// Line and column (both from 1, column in characters) of a byte offset.
/// LF, CRLF and a lone CR (old Mac mail) each end a line.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    LineIndex::new(text).line_col(text, offset.min(text.len()))
}

/// Where each line of a text starts: the line and column of many offsets
/// in one text, each found by a binary search. [`line_col`] counts from the
/// text's start, which costs the square of an archive's size when each of
/// its games has a problem.
///
/// A column is counted in characters from the nearest of the marks set
/// every [`COLUMN_MARK`] bytes of a long line, never from the line's start:
/// many problems on one long line would otherwise cost the square of it.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<usize>,
    /// Lines of the whole text before this part of it (see
    /// [`LineIndex::after_lines`]).
    before: usize,
    /// Byte offsets in long lines with the column there (from 0), in order.
    marks: Vec<(usize, usize)>,
}

/// Bytes between two column marks of a long line: what one column costs at
/// most to count.
pub const COLUMN_MARK: usize = 4096;

/// Where the lines of `text` end: each LF, CRLF's LF, and a lone CR.
fn line_ends(text: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = text.as_bytes();
    memchr::memchr2_iter(b'\n', b'\r', bytes)
        .filter(|&i| bytes[i] == b'\n' || bytes.get(i + 1) != Some(&b'\n'))
}

/// The line breaks in `text`, as [`LineIndex`] counts them.
pub fn line_breaks(text: &str) -> usize {
    line_ends(text).count()
}

impl LineIndex {
    /// The index of `text`'s lines, which end in LF, CRLF or a lone CR.
    pub fn new(text: &str) -> LineIndex {
        let starts: Vec<usize> = std::iter::once(0)
            .chain(line_ends(text).map(|i| i + 1))
            .collect();
        let mut marks = Vec::new();
        let ends = starts.iter().skip(1).copied().chain([text.len()]);
        for (&start, end) in starts.iter().zip(ends) {
            let (mut at, mut col) = (start, 0);
            while end - at > COLUMN_MARK {
                let next = ceil_char_boundary(text, at + COLUMN_MARK);
                col += text[at..next].chars().count();
                at = next;
                marks.push((at, col));
            }
        }
        LineIndex {
            starts,
            marks,
            before: 0,
        }
    }

    /// The index of a part of a longer text that starts a line, after
    /// `before` lines of it: line numbers are those of the whole text.
    pub fn after_lines(self, before: usize) -> LineIndex {
        LineIndex { before, ..self }
    }

    /// The line breaks before `offset` as miette numbers lines: a lone
    /// carriage return ends a line here as it does there.
    pub fn breaks_before(&self, offset: usize) -> usize {
        self.before + self.line_of(offset)
    }

    /// The line (from 0) that `offset` lies on.
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset) - 1
    }

    /// Where line `line` (from 0) starts, or `None` past the last line.
    pub fn line_start(&self, line: usize) -> Option<usize> {
        self.starts.get(line).copied()
    }

    /// Line and column (from 1, the column in characters) of `offset` in
    /// `text`, the text the index was made from; as [`line_col`].
    pub fn line_col(&self, text: &str, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(text, offset);
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        let mark = self.marks.partition_point(|&(at, _)| at <= offset);
        let (from, col) = match mark.checked_sub(1).map(|m| self.marks[m]) {
            Some((at, col)) if at > start => (at, col),
            _ => (start, 0),
        };
        (
            self.before + line,
            col + text[from..offset].chars().count() + 1,
        )
    }
}

/// The smallest char boundary at or above `i`.
fn ceil_char_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// The largest char boundary at or below `i`.
pub fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Line and column of `offset`, counted character by character from
    /// the text's start: LF, CRLF and a lone CR each end a line.
    fn counted(text: &str, offset: usize) -> (usize, usize) {
        let at = floor_char_boundary(text, offset);
        let (mut line, mut col) = (1, 1);
        for (i, c) in text[..at].char_indices() {
            let crlf = c == '\r' && text[i + 1..].starts_with('\n');
            if c == '\n' || (c == '\r' && !crlf) {
                (line, col) = (line + 1, 1);
            } else {
                col += 1;
            }
        }
        (line, col)
    }

    proptest::proptest! {
        /// The index gives every offset the line and column that counting
        /// character by character from the text's start gives, with LF,
        /// CRLF and a lone CR each ending a line.
        #[test]
        fn the_line_index_agrees_with_counting(
            text in "[a\\n\\r\u{3000}七é]{0,40}",
            offsets in proptest::collection::vec(0usize..120, 1..8),
        ) {
            let index = LineIndex::new(&text);
            for offset in offsets {
                let counted = counted(&text, offset);
                proptest::prop_assert_eq!(index.line_col(&text, offset), counted);
                proptest::prop_assert_eq!(line_col(&text, offset), counted);
            }
        }

        /// The same on lines longer than a column mark, with characters of
        /// every width straddling the marks.
        #[test]
        fn the_line_index_agrees_on_long_lines(
            unit in "[a\\n\u{3000}é😀]{1,6}",
            repeat in 1usize..4000,
            offsets in proptest::collection::vec(0usize..30_000, 1..8),
        ) {
            let text = unit.repeat(repeat);
            let index = LineIndex::new(&text);
            for offset in offsets {
                let counted = counted(&text, offset);
                proptest::prop_assert_eq!(index.line_col(&text, offset), counted);
                proptest::prop_assert_eq!(line_col(&text, offset), counted);
            }
        }
    }

    /// A column of a long line is counted from a mark at most
    /// [`COLUMN_MARK`] bytes (and a character) before it, whatever the
    /// line's length.
    #[test]
    fn a_long_line_has_a_column_mark_every_few_kilobytes() {
        for len in [100_000, 1_000_000] {
            let text = format!("x\n{}\ny", "七a".repeat(len / 4));
            let index = LineIndex::new(&text);
            let mut from = 2;
            for at in index
                .marks
                .iter()
                .map(|&(at, _)| at)
                .chain([text.len() - 2])
            {
                assert!(at - from <= COLUMN_MARK + 3, "{from}..{at}");
                from = at;
            }
        }
    }
}
