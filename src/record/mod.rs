//! Game records as text, independent of any game.
//!
//! A reader turns a file into [`GameRecord`]s: tag pairs, and movetext as a
//! sequence of [`Element`]s (move numbers, runs of move text, comments, a
//! result), each with its byte [`Span`] in the source. Which characters make a
//! move is the game's business: a [`Element::Moves`] run is handed to the
//! game's notation, which takes plies off its front one at a time.

pub mod finder;
pub(crate) mod forum;
mod ids;
pub(crate) mod numbering;
pub mod pgn;
pub(crate) mod structure;
mod unnumbered;
pub mod write;

mod ending;
mod format;
mod lines;
mod run_times;

pub use ending::{Ending, RecordEnd};
pub use format::{Format, Reading, Split};
pub use ids::{ConvertCode, ForumCode, InputCode, NotationCode, RecordCode};
pub(crate) use lines::line_ranges;
pub use lines::{COLUMN_MARK, LineIndex, floor_char_boundary, line_breaks, line_col};
pub use run_times::{
    BetweenPlies, RunLines, WRITTEN_COLUMN_LEN, between_plies, joined_numbered_line, line_number,
    numbered_line, spaces, time_line, written_column_fits, written_time_column,
};
use serde::Serialize;

/// Spans are made here and carried by every problem: they live with
/// [`Problem`](crate::diagnostic::Problem), below this layer.
pub use crate::diagnostic::Span;
use crate::rule_id::RuleId;

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
    /// `# ...`, a line of a KIF file that shogi programs skip; another
    /// format holds it as a comment of its own kind.
    Hash,
    /// An annotation of the ply before: a mark stuck to its move (`!?`,
    /// `??`) or a numeric one after it (`$5`). Written back as it was in
    /// PGN-style text, as a comment in the other formats.
    Annotation,
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

impl Element {
    /// The bytes the element was read from.
    pub fn span(&self) -> Span {
        match self {
            Element::Number { span, .. }
            | Element::Moves { span }
            | Element::Comment { span, .. }
            | Element::Variation { span, .. }
            | Element::Time { span, .. }
            | Element::Result { span, .. } => *span,
        }
    }
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

/// The note on variations nested deeper than [`MAX_VARIATION_DEPTH`], each
/// format calling them by its own word (`variations`, KIF's `branches`,
/// JKF's `forks`).
pub(crate) fn variation_depth(kind: &'static str) -> crate::messages::Msg {
    crate::msg!("record-variation-depth", kind = kind, depth = %MAX_VARIATION_DEPTH)
}

/// The time one ply took, and the mover's total after it when the record
/// says (KIF's second figure).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MoveTime {
    pub seconds: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<u32>,
    /// The part of a second the record writes after the whole seconds
    /// (CSA V3's `T3.5`), kept as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fraction: Option<Fraction>,
}

/// The digits after a time's decimal point, as written: `T3.50` is 50 in
/// two places. Kept so that a format holding them writes them back alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fraction {
    pub digits: u32,
    pub places: u8,
}

impl Fraction {
    /// The most places kept: nine digits fit the number they are held in.
    pub const MAX_PLACES: usize = 9;

    /// The fraction written after a decimal point (`5` of `3.5`); `None`
    /// when it is no run of at most [`Self::MAX_PLACES`] digits.
    pub fn parse(written: &str) -> Option<Fraction> {
        let ok = !written.is_empty()
            && written.len() <= Self::MAX_PLACES
            && written.bytes().all(|b| b.is_ascii_digit());
        Some(Fraction {
            digits: ok.then(|| written.parse().ok()).flatten()?,
            places: written.len() as u8,
        })
    }

    /// Whether the fraction is no part of a second at all (`3.0`).
    pub fn is_zero(self) -> bool {
        self.digits == 0
    }
}

impl std::fmt::Display for Fraction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:0width$}",
            self.digits,
            width = usize::from(self.places)
        )
    }
}

impl MoveTime {
    /// A time of whole seconds, with no total (CSA's `T12`).
    #[inline(always)]
    pub fn of_seconds(seconds: u32) -> MoveTime {
        MoveTime {
            seconds,
            total: None,
            fraction: None,
        }
    }

    /// The part of a second written, unless it is none (`3.0`).
    pub fn part_of_a_second(&self) -> Option<Fraction> {
        self.fraction.filter(|f| !f.is_zero())
    }
}

/// A structural problem found while reading the container itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReadIssue {
    /// Stable id, e.g. `record::unterminated-comment`.
    pub code: RuleId,
    pub message: crate::messages::Msg,
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
    /// Where the record writes a time the reader cannot hold (more seconds
    /// than a time holds): a conversion says it leaves each out.
    pub unheld_times: Vec<Span>,
    /// What the record's runs of move text hold between their plies
    /// besides blanks ([`between_plies`]): CSA's `T12` on the line after
    /// `+7776FU`, KIF's time column and the next move line's number. The
    /// driver tells each such time and checks each such number after its
    /// ply, as it tells an [`Element::Time`] and checks an
    /// [`Element::Number`], so that a record of timed or numbered moves is
    /// one run, as a bare one is, not two or three elements a ply.
    pub run_lines: RunLines,
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
        for time in &mut self.unheld_times {
            time.offset += by;
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

/// Whether the first game read from the file `path` is a note beside
/// records rather than a record: the file named like any text
/// ([`EXTENSIONS`]: `.txt`, `.log`, `.pgn`), not like a record format's
/// file (a `.kif` with no moves is a broken record), and the game with no
/// tags, no moves and nothing else read in it. A walk of a directory
/// skips such a file and counts it, in every command, the library and the
/// Python tables alike; a file named on its own is a record with no
/// moves, an error.
pub fn is_note(path: &std::path::Path, record: &GameRecord) -> bool {
    let text_file = path.extension().is_some_and(|x| {
        EXTENSIONS
            .iter()
            .any(|e| x.to_string_lossy().eq_ignore_ascii_case(e))
    });
    text_file && !has_record(record) && record.issues.is_empty()
}

/// Whether `text` starts with a tag pair: a tagged record or a tagged forum
/// post, which no game's own file format is.
pub fn starts_with_tags(text: &str) -> bool {
    is_tag_line(text.trim_start_matches('\u{feff}').trim_start())
}

/// Whether a line (its blanks at the start trimmed) opens with a tag pair,
/// `[Name "value"]`: a tag's name starts with a letter of any script (a
/// KIF header kept as a tag, `[棋戦 "竜王戦"]`, is one), where a chat log's
/// time (`[20:07] tanaka24: ▲7六歩`) starts with a digit.
pub fn is_tag_line(line: &str) -> bool {
    line.strip_prefix('[')
        .is_some_and(|name| name.starts_with(|c: char| c.is_alphabetic() || c == '_'))
}

/// Whether the first line of `text` that is not blank is the header of a
/// post copied from a 2ch/5ch thread (`structure::is_board_header`).
pub fn starts_with_board_header(text: &str) -> bool {
    let first = text
        .trim_start_matches('\u{feff}')
        .lines()
        .find(|l| !l.trim().is_empty());
    first.is_some_and(|l| structure::is_board_header(l.trim_start()))
}

/// Reads every game in `text` as `reading` says, except that this layer,
/// below the registry, tries no format's marks: [`Reading::Auto`] is a
/// PGN-style record or prose here (`formats::read` tries the formats first).
pub fn read(text: &str, reading: Reading) -> Vec<GameRecord> {
    match reading {
        Reading::Format(format) => (format.read)(text),
        _ if is_record(text, reading) => pgn::read(text),
        _ => forum::read(text),
    }
}

/// Whether `text` read with `reading` is a PGN-style record rather than
/// prose or a registered format's text.
pub fn is_record(text: &str, reading: Reading) -> bool {
    match reading {
        Reading::Auto => looks_like_record(text),
        Reading::Record => true,
        Reading::Forum | Reading::Format(_) => false,
    }
}

/// A record is tag pairs followed by movetext that starts with a move
/// number, a comment or a result (`*` even untagged, where `1-0` alone
/// may be a post's score); anything else after the tags is prose.
/// Without tags, `1994.11.07` is prose: the number must not run into digits.
/// Movetext holds no hiragana outside its comments (`{…}`, `; …`), which no move is
/// written in: a first line of moves in a sentence
/// (`1.k4、2.Ol8、…8.i2-h1と進みました。`) is a post. A list of moves with no
/// tags is a post too when any line of it is prose ([`holds_a_line_of_prose`]):
/// a mail that sends the moves and then says `Your move!`.
fn looks_like_record(text: &str) -> bool {
    let mut lines = record_lines(text).peekable();
    let tagged = lines.peek().is_some_and(|l| is_tag_line(l));
    match lines.find(|l| !is_tag_line(l)) {
        None => true,
        Some(l) => {
            l.starts_with('{')
                || l == "*"
                || (tagged && is_result_line(l))
                || (starts_with_move_number(l, tagged)
                    && !holds_hiragana(l)
                    && (tagged || !holds_a_line_of_prose(text)))
        }
    }
}

/// Whether `line` is a result standing alone (`1-0`, `1/2-1/2 {drawn by
/// agreement}`): after tags, a record with no moves, which a converted
/// record of a game that ended before its first move is (its comments on
/// `;` lines are skipped before this line is looked at).
fn is_result_line(line: &str) -> bool {
    pgn::result_token(line).is_some_and(|r| {
        let rest = line[r.len()..].trim_start();
        rest.is_empty() || rest.starts_with(['{', ';'])
    })
}

/// Whether a line of `text`, outside `{comments}`, opens with a word of
/// letters (of any script) that names no square (`Your move!`, `I liked
/// this game.`, `ここまで。`): prose, which no movetext line is. A record's
/// line opens with a number (`12.`, `第12手`), a move (lines of movetext
/// wrap anywhere), a bracket, a result or a mark. An untagged list of moves with such a line
/// is a mail or a post, whose words between moves are remarks; read as a
/// record, the first word of the line would be taken for the next ply.
fn holds_a_line_of_prose(text: &str) -> bool {
    let mut depth = 0usize;
    record_lines(text).any(|line| {
        let in_comment = depth > 0;
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        !in_comment && (structure::is_a_word_of_prose(line) || aside_holds_prose(line))
    })
}

/// Whether `line` holds, outside `{comments}`, a bracket with a word of
/// prose in it (`(3... G-3b was also possible.)`, `3.S-6h (book) 4.R-9b`)
/// or an emoji (`d4xd2xb4 👍`): a mail's aside or its writer's face, where
/// a record's variation holds only moves, numbers and comments and a
/// record holds no emoji.
fn aside_holds_prose(line: &str) -> bool {
    let mut depth = 0usize;
    let outside_comments: String = (line.chars())
        .filter(|&c| {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ => return depth == 0,
            }
            false
        })
        .collect();
    if outside_comments.contains(numbering::is_emoji) {
        return true;
    }
    let mut asides = outside_comments.split(['(', '（']).skip(1);
    asides.any(|aside| {
        let aside = &aside[..aside.find([')', '）']).unwrap_or(aside.len())];
        aside
            .split(numbering::is_blank)
            .any(structure::is_a_word_of_prose)
    })
}

/// Whether `line` holds hiragana outside `{comments}`.
fn holds_hiragana(line: &str) -> bool {
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            // A `;` outside braces comments out the rest of the line.
            ';' if depth == 0 => return false,
            '\u{3041}'..='\u{309F}' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// The lines [`looks_like_record`] looks at: trimmed, neither blank nor a
/// `;` comment.
fn record_lines(text: &str) -> impl Iterator<Item = &str> {
    text.trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with(';'))
}

/// Whether `prefix`, the start of a text up to a line's end, tells whether
/// the text is a record as the whole text would: it holds the first line
/// that is not a tag pair, the one [`is_record`] decides by, and, for a
/// list of moves with no tags, a line of prose (else only the whole text
/// tells).
pub fn record_decided(prefix: &str) -> bool {
    let mut lines = record_lines(prefix).peekable();
    let tagged = lines.peek().is_some_and(|l| is_tag_line(l));
    match lines.find(|l| !is_tag_line(l)) {
        None => false,
        // An untagged list of moves is a record only if no line of it is
        // prose, which only the whole text tells, unless one is seen.
        Some(first) if !tagged && starts_with_move_number(first, false) => {
            holds_a_line_of_prose(prefix)
        }
        Some(_) => true,
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
