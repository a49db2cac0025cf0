//! KIF and KI2, the Japanese shogi record files: `key：value` header lines,
//! numbered move lines (`   1 ７六歩(77)   ( 0:00/00:00:00)`) or KI2 lines
//! of marked moves (`▲７六歩    △３四歩`), `*` comments, special moves
//! (投了, 千日手, 詰み, ...) and `変化：` branches. A record with no
//! `Variant` header is a shogi record.

use crate::record::RecordCode;
use crate::record::{
    CommentStyle, Element, Ending, FoulClaim, GameRecord, MoveTime, ReadIssue, Span, Tag,
    push_element,
};
use crate::variants::shogi::diagram;
use crate::variants::shogi::formats::KifCode;
use crate::variants::shogi::formats::csa::{RunJoiner, Runs};
use crate::variants::shogi::notation::kanji::{read_kanji_number, read_kind, short_name};

/// Header names shared by the shogi containers: (tag, KIF key, CSA key).
pub const TAG_NAMES: [(&str, &str, &str); 8] = [
    ("Sente", "先手", "N+"),
    ("Gote", "後手", "N-"),
    ("Event", "棋戦", "$EVENT"),
    ("Site", "場所", "$SITE"),
    ("Date", "開始日時", "$START_TIME"),
    ("EndDate", "終了日時", "$END_TIME"),
    ("TimeControl", "持ち時間", "$TIME_LIMIT"),
    ("Opening", "戦型", "$OPENING"),
];

/// Handicaps (手合割) as Kifu for Windows names them, and their start
/// positions; the handicap giver (上手) is Gote and moves first. The pieces
/// removed follow MyShogi's `Sfens.cs` (yaneurao; every handicap but the
/// seven-piece ones) and the JKF preset tables of two independent public
/// converters (all of them, 左七枚落ち and 右七枚落ち included); tsshogi
/// (ShogiHome) agrees on the ten it knows. 三枚落ち adds the 1一 lance to
/// 二枚落ち, 五枚落ち the 8一 knight to 四枚落ち (左五枚落ち the 2一 knight),
/// 左七枚落ち the giver's left silver (3一) to 六枚落ち, 右七枚落ち its right
/// silver (7一).
/// `その他` (other) takes its position from the board diagram.
pub const HANDICAPS: [(&str, &str); 16] = [
    (
        "平手",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    ),
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左七枚落ち",
        "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右七枚落ち",
        "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// The marks that start a KI2 move (▽ is an older Gote mark).
const KI2_MARKS: [char; 5] = ['▲', '△', '☗', '☖', '▽'];

/// Special moves that end a KIF game, who wins — `Some(true)` the side
/// whose turn it was, `Some(false)` the other side, `None` no winner — and
/// how the game ended.
/// `Time-up` is 81Dojo's word for 切れ負け (mog-core-scala's `TimeUp`);
/// 反則手 follows an illegal move in mog-core-scala's KIF.
const ENDINGS: [(&str, Option<bool>, Ending); 18] = [
    ("投了", Some(false), Ending::Resignation),
    ("詰み", Some(false), Ending::Mate),
    ("切れ負け", Some(false), Ending::TimeUp),
    ("時間切れ", Some(false), Ending::TimeUp),
    ("Time-up", Some(false), Ending::TimeUp),
    ("反則負け", Some(false), Ending::IllegalMove),
    ("反則勝ち", Some(true), Ending::IllegalMove),
    ("反則手", Some(true), Ending::IllegalMove),
    ("入玉宣言勝ち", Some(true), Ending::ImpasseDeclaration),
    ("入玉勝ち", Some(true), Ending::ImpasseDeclaration),
    ("宣言勝ち", Some(true), Ending::ImpasseDeclaration),
    ("不戦勝", Some(true), Ending::Forfeit),
    ("不戦敗", Some(false), Ending::Forfeit),
    ("千日手", None, Ending::Sennichite),
    ("持将棋", None, Ending::Jishogi),
    ("中断", None, Ending::Interrupted),
    ("不詰", None, Ending::NoMate),
    ("封じ手", None, Ending::SealedMove),
];

/// The result token of an ending word at `ply` (counted from 1) when
/// `first` (0 Sente, 1 Gote) moved first, and how the game ended.
fn ending_token(word: &str, ply: usize, first: usize) -> Option<(String, Ending)> {
    // No ending starts as a move does: rule moves out before any string
    // comparison, as this runs once a move.
    if word.starts_with(|c| matches!(c, '１'..='９' | '同')) {
        return None;
    }
    let (_, winner_is_mover, ending) = ENDINGS.iter().find(|(w, ..)| *w == word)?;
    let mover = (first + ply + 1) % 2;
    let token = match winner_is_mover {
        Some(true) => side_token(mover),
        Some(false) => side_token(mover ^ 1),
        None if matches!(word, "中断" | "不詰" | "封じ手") => "*".into(),
        None => "1/2-1/2".into(),
    };
    Some((token, *ending))
}

/// How the game ended, as a KI2 summary line (`まで64手で千日手`) says it:
/// it names draws and fouls, and of a win only the winner.
fn summary_ending(summary: &str) -> Option<Ending> {
    [
        ("千日手", Ending::Sennichite),
        ("持将棋", Ending::Jishogi),
        ("反則", Ending::IllegalMove),
        ("中断", Ending::Interrupted),
        ("詰み", Ending::Mate),
        ("時間切れ", Ending::TimeUp),
        ("切れ負け", Ending::TimeUp),
    ]
    .into_iter()
    .find(|(word, _)| summary.contains(word))
    .map(|(_, ending)| ending)
}

fn side_token(winner: usize) -> String {
    if winner == 0 {
        "1-0".into()
    } else {
        "0-1".into()
    }
}

/// Whether a comment says the game ended by the last move's foul, as
/// 81Dojo and Kifu for Windows write it: `反則手にて終局`, `反則手`, or a
/// named foul such as `王手放置の反則` or `二歩の反則`.
fn names_a_foul(comment: &str) -> bool {
    comment.starts_with("反則手") || (comment.ends_with("の反則") && comment.chars().count() <= 12)
}

/// Whether `text` looks like a KIF or KI2 file.
pub fn looks_like_kif(text: &str) -> bool {
    // Forum posts of other games share words with KIF (`手数=08`, `先手:`), so
    // only what is KIF's own counts: its marker, the move-list header, the
    // handicap field, the hands of a board diagram (a game from a set
    // position may have no move at all), or a shogi move (a full-width file
    // digit or 同).
    let shogi_move = |m: &str| m.starts_with(|c: char| "１２３４５６７８９同".contains(c));
    let own_key = |k: &str| {
        matches!(
            k,
            "手合割" | "先手の持駒" | "後手の持駒" | "下手の持駒" | "上手の持駒"
        )
    };
    text.lines().take(60).map(str::trim).any(|l| {
        l.starts_with("#KIF")
            || l.starts_with("手数-")
            || header(l).is_some_and(|(k, _)| own_key(k))
            // The file numbers above a board diagram (a set-up position).
            || l == "９ ８ ７ ６ ５ ４ ３ ２ １"
            || l.strip_prefix(['▲', '△', '☗', '☖']).is_some_and(shogi_move)
            || move_line(l).is_some_and(|(_, m)| shogi_move(m))
    })
}

/// A tag in a comment line, as hensou writes the tags Kifu for Windows has
/// no header for: `#Rules：standard` (an ASCII name, a full-width colon).
fn comment_tag(line: &str) -> Option<(&str, &str)> {
    let (name, value) = line.split_once('：')?;
    let word = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    word.then(|| (name, value.trim()))
}

/// `key：value` (full-width or ASCII colon).
fn header(line: &str) -> Option<(&str, &str)> {
    let (k, v) = line.split_once('：').or_else(|| line.split_once(':'))?;
    let k = k.trim();
    (!k.is_empty()
        && !k.contains(char::is_whitespace)
        && !k.starts_with(|c: char| c.is_ascii_digit()))
    .then_some((k, v.trim()))
}

/// `  12 ７六歩(77) ...`: the number and the text after it. Read a byte at
/// a time, as this runs on every line of a record.
fn move_line(line: &str) -> Option<(u32, &str)> {
    let t = line.trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let rest = &t[digits..];
    if !rest.starts_with([' ', '\t', '　']) {
        return None;
    }
    let number = t.as_bytes()[..digits].iter().try_fold(0u32, |n, d| {
        n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
    })?;
    let mut text = rest.as_bytes();
    while let [b' ' | b'\t', after @ ..] | [0xE3, 0x80, 0x80, after @ ..] = text {
        text = after;
    }
    Some((number, &rest[rest.len() - text.len()..]))
}

/// The number of the commonest line of a KIF record, a numbered move
/// (`   1 ７六歩(77)   ( 0:01/00:00:01)`), taken in one look at its bytes:
/// ASCII blanks, up to nine digits, a space and a character that is no
/// blank. What [`move_line`] reads of the trimmed line; `None` for every
/// other line, which takes that long way.
fn numbered_move(raw: &[u8]) -> Option<u32> {
    let blanks = raw.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let rest = &raw[blanks..];
    let digits = rest
        .iter()
        .take(10)
        .take_while(|b| b.is_ascii_digit())
        .count();
    let (1..=9, [b' ', lead, after @ ..]) = (digits, &rest[digits..]) else {
        return None;
    };
    // A lead byte of a character, not 　 (E3 80 80) nor a byte-order mark
    // (EF BB BF).
    let blank = matches!(
        (lead, after),
        (0xE3, [0x80, 0x80, ..]) | (0xEF, [0xBB, 0xBF, ..])
    );
    if *lead < 0xC2 || blank {
        return None;
    }
    Some(
        rest[..digits]
            .iter()
            .fold(0, |n, d| n * 10 + u32::from(d - b'0')),
    )
}

/// `line` without the blanks around its text (ASCII and ideographic
/// spaces, tabs, a byte-order mark), and, with `line_ends`, without `\r`
/// and `\n` among them. Read a byte at a time, as this runs on every line
/// of a record.
fn trim_blanks(line: &str, line_ends: bool) -> &str {
    let mut b = line.as_bytes();
    // 　 (U+3000) is E3 80 80 and the byte-order mark EF BB BF; E3 and EF
    // only lead a character, so a match is always the whole character.
    loop {
        match b {
            [b' ' | b'\t', rest @ ..] => b = rest,
            [b'\r' | b'\n', rest @ ..] if line_ends => b = rest,
            [0xE3, 0x80, 0x80, rest @ ..] | [0xEF, 0xBB, 0xBF, rest @ ..] => b = rest,
            _ => break,
        }
    }
    loop {
        match b {
            [rest @ .., b' ' | b'\t'] => b = rest,
            [rest @ .., b'\r' | b'\n'] if line_ends => b = rest,
            [rest @ .., 0xE3, 0x80, 0x80] | [rest @ .., 0xEF, 0xBB, 0xBF] => b = rest,
            _ => break,
        }
    }
    let start = b.as_ptr() as usize - line.as_ptr() as usize;
    &line[start..start + b.len()]
}

/// The lines of `text`, each with its line end: what `split_inclusive('\n')`
/// gives, found by `memchr`, which is quicker on lines as short as a KIF
/// move's.
fn lines_with_ends(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let len = memchr::memchr(b'\n', rest.as_bytes()).map_or(rest.len(), |i| i + 1);
        let (line, after) = rest.split_at(len);
        rest = after;
        Some(line)
    })
}

/// The byte offset of `sub` (a slice of `text`) in `text`.
fn offset(text: &str, sub: &str) -> usize {
    sub.as_ptr() as usize - text.as_ptr() as usize
}

/// Reads a KIF or KI2 file (one game; 変化 branches become variations).
pub fn read(text: &str) -> Vec<GameRecord> {
    read_chunk(text, 0, usize::MAX).0
}

/// Reads `games` games of a KIF or KI2 text from `at` (where a game
/// starts), or the rest of it if fewer are left, and where they end: where
/// the game after them starts. The games are the ones [`read`] finds there
/// in the whole text, their spans offsets in `text`, so the game starts are
/// found once and nothing is shifted after.
pub fn read_chunk(text: &str, at: usize, games: usize) -> (Vec<GameRecord>, usize) {
    read_chunk_as(text, at, games, Runs::Joined)
}

/// [`read_chunk`] with the main line's KI2 moves made into runs as `runs`
/// says.
fn read_chunk_as(text: &str, at: usize, games: usize, runs: Runs) -> (Vec<GameRecord>, usize) {
    let mut read = Vec::new();
    let mut at = at;
    loop {
        let (game, end) = read_game(text, at, runs);
        read.push(game);
        at = end;
        if at >= text.len() || read.len() >= games {
            return (read, at);
        }
    }
}

/// Where the game of a KIF or KI2 text that starts at `from` ends: where
/// [`read_chunk`] finds the next one to start, found without reading the
/// game, so that it can be read on another thread.
pub fn game_end(text: &str, from: usize) -> usize {
    let mut starts = GameStarts::default();
    let mut to = from;
    for raw in lines_with_ends(&text[from..]) {
        if starts.starts_game(raw) {
            break;
        }
        to += raw.len();
    }
    to
}

/// Finds where the games of a KIF or KI2 file start, a line at a time:
/// wherever a header line follows moves (the next game's header block) or
/// a move numbered 1 follows moves outside a `変化` branch.
#[derive(Default)]
struct GameStarts {
    /// Whether moves have been read since the game started.
    moves: bool,
    in_variation: bool,
}

impl GameStarts {
    /// Whether the line `raw` (with its line end) starts a game after the
    /// lines before it.
    fn starts_game(&mut self, raw: &str) -> bool {
        if let Some(number) = numbered_move(raw.as_bytes()) {
            // A move numbered 1 after moves, outside a branch, as below.
            let start = self.moves && number == 1 && !self.in_variation;
            self.moves = true;
            return start;
        }
        let t = trim_blanks(raw, true);
        if t.starts_with("変化") {
            self.in_variation = true;
            return false;
        }
        let number = move_line(t).map(|(n, _)| n);
        let header_line = !t.starts_with(['*', '&', '#', '|', '+'])
            && !t.starts_with(KI2_MARKS)
            && !t.starts_with("まで")
            && number.is_none()
            && header(t).is_some();
        let first_move = number == Some(1) && !self.in_variation;
        let start = self.moves && (header_line || first_move);
        if start {
            self.moves = false;
            self.in_variation = false;
        }
        if number.is_some() || t.starts_with(KI2_MARKS) {
            self.moves = true;
        }
        start
    }
}

/// One line of play in a KIF or KI2 file: the main line, or a `変化：N手`
/// branch.
#[derive(Default)]
struct Line {
    /// The number of its first move (a branch's N).
    first: u32,
    /// Moves read.
    plies: u32,
    /// From the `変化` line to the branch's last line.
    span: Span,
    movetext: Vec<Element>,
    ended: bool,
    /// The line it branches from.
    parent: Option<usize>,
    depth: usize,
}

impl Line {
    fn holds(&self, ply: u32) -> bool {
        self.plies > 0 && ply >= self.first && ply < self.first + self.plies
    }
}

/// The line a `変化：N手` branch comes from. Kifu for Windows writes a line's
/// branches after it, the latest first, each followed by its own: the branch
/// belongs to the nearest line above that is still open and holds move N.
/// A branch at the same move as an open branch is that branch's sibling.
fn branch_parent(lines: &[Line], open: &mut Vec<usize>, ply: u32) -> Option<usize> {
    while let Some(&top) = open.last() {
        let line = &lines[top];
        if top != 0 && line.first >= ply {
            open.pop();
            continue;
        }
        if line.holds(ply) {
            return Some(top);
        }
        if top == 0 {
            return None;
        }
        open.pop();
    }
    None
}

/// The main line's movetext with every branch placed, as a variation,
/// after the move it replaces (and that move's comments and time), in
/// file order; branches nested too deep are kept as text only.
fn assemble(mut lines: Vec<Line>, issues: &mut Vec<ReadIssue>) -> Vec<Element> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); lines.len()];
    for (i, line) in lines.iter().enumerate().skip(1) {
        if let Some(p) = line.parent {
            children[p].push(i);
        }
    }
    // Children come after their parents: build from the last line up.
    for i in (0..lines.len()).rev() {
        let kids = std::mem::take(&mut children[i]);
        if kids.is_empty() {
            continue;
        }
        let mut branches: Vec<(u32, Element)> = Vec::with_capacity(kids.len());
        for k in kids {
            let kid = &mut lines[k];
            let movetext = if kid.depth < crate::record::MAX_VARIATION_DEPTH {
                std::mem::take(&mut kid.movetext)
            } else {
                issues.push(ReadIssue {
                    code: RecordCode::VariationDepth.id(),
                    message: format!(
                        "branches nested more than {} deep are kept but not read",
                        crate::record::MAX_VARIATION_DEPTH
                    ),
                    span: kid.span,
                    warning: true,
                });
                Vec::new()
            };
            branches.push((
                kid.first,
                Element::Variation {
                    span: kid.span,
                    movetext,
                },
            ));
        }
        branches.sort_by_key(|b| b.0);
        let mut branches = branches.into_iter().peekable();
        let first = lines[i].first;
        let elements = std::mem::take(&mut lines[i].movetext);
        let mut out = Vec::with_capacity(elements.len() + branches.len());
        let mut played = 0;
        for e in elements {
            if !matches!(e, Element::Comment { .. } | Element::Time { .. }) {
                while let Some((_, b)) = branches.next_if(|b| b.0 < first + played) {
                    out.push(b);
                }
            }
            if matches!(e, Element::Moves { .. }) {
                played += 1;
            }
            out.push(e);
        }
        out.extend(branches.map(|b| b.1));
        lines[i].movetext = out;
    }
    std::mem::take(&mut lines[0].movetext)
}

/// `movetext` with each run of KI2 moves parted into its moves, as they
/// were read: at every mark (a mark starts every move), without the ASCII
/// white space that joined them, which is what the line's trimming took
/// (its `\r` before a line end, then blanks).
fn moves_apart(movetext: Vec<Element>, text: &str) -> Vec<Element> {
    let mut apart = Vec::with_capacity(movetext.len());
    for e in movetext {
        let Element::Moves { span } = e else {
            apart.push(e);
            continue;
        };
        let run = &text[span.range()];
        let mut starts: Vec<usize> = run.match_indices(KI2_MARKS).map(|(i, _)| i).collect();
        if starts.first() != Some(&0) {
            // Not a run of KI2 moves (a KIF move): as it is.
            apart.push(e);
            continue;
        }
        starts.push(run.len());
        for w in starts.windows(2) {
            let piece = &run[w[0]..w[1]];
            let mv = match piece.split_once('\n') {
                Some((line, _)) => line.trim_end_matches('\r'),
                None => piece,
            }
            .trim_end_matches([' ', '\t']);
            apart.push(Element::Moves {
                span: Span::new(span.offset + w[0], mv.len()),
            });
        }
    }
    apart
}

/// KIF's time column `( 0:01/00:00:01)`: the move's minutes and seconds,
/// the mover's total hours, minutes and seconds; the time and the bytes
/// it takes.
fn time_column(after: &str) -> Option<(MoveTime, usize)> {
    let t = after.trim_start();
    let inner = t.strip_prefix('(')?;
    let close = inner.find(')')?;
    let (now, total) = match inner[..close].split_once('/') {
        Some((n, t)) => (n, Some(t)),
        None => (&inner[..close], None),
    };
    let seconds = |s: &str| -> Option<u32> {
        s.trim().split(':').try_fold(0u32, |acc, part| {
            let n: u32 = part.trim().parse().ok()?;
            acc.checked_mul(60)?.checked_add(n)
        })
    };
    let time = MoveTime {
        seconds: seconds(now)?,
        total: match total {
            Some(t) => Some(seconds(t)?),
            None => None,
        },
    };
    Some((time, close + 2))
}

/// Reads the game of a KIF or KI2 file that starts at `from`, and where
/// it ends: where the next game starts, or the text's end.
fn read_game(text: &str, from: usize, runs: Runs) -> (GameRecord, usize) {
    let mut game = GameRecord::default();
    let mut starts = GameStarts::default();
    let mut to = from;
    let mut first = 0; // who moves first
    let mut moves_before = 0;
    let mut plies = 0usize;
    let mut ki2_plies = 0usize;
    let mut board_lines: Vec<(&str, usize)> = Vec::new();
    let mut hands: [Option<(&str, usize)>; 2] = [None, None];
    // The main line (0) and every 変化 branch, in file order; `cur` is the
    // one being read, `open` the lines a branch may still come from.
    let mut lines = vec![Line::default()];
    let mut open: Vec<usize> = vec![0];
    let mut cur = 0;
    let mut other_handicap: Option<Span> = None;
    let mut comment_claim: Option<FoulClaim> = None;
    // The main line's KI2 moves; a branch's moves stay apart.
    let mut main_moves = RunJoiner::new(runs);
    for raw in lines_with_ends(&text[from..]) {
        if starts.starts_game(raw) {
            break;
        }
        to += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = trim_blanks(line, false);
        let t_at = offset(text, trimmed);
        if cur > 0 && !trimmed.is_empty() && !trimmed.starts_with("変化") {
            let span = &mut lines[cur].span;
            span.len = t_at + trimmed.len() - span.offset;
        }
        // The commonest line first: no other kind of line starts with a digit.
        if let Some((number, rest)) = move_line(trimmed) {
            // After `手数＝40`, moves may be numbered from 41: count from the diagram.
            let number = if moves_before > 0 && number > moves_before {
                number - moves_before
            } else {
                number
            };
            let number_span = Span::new(t_at, trimmed.len() - rest.len());
            // `同 歩(23)` with an ASCII space still is one move.
            let skip = match rest.strip_prefix('同') {
                Some(after) => {
                    '同'.len_utf8() + after.len() - after.trim_start_matches([' ', '\t']).len()
                }
                None => 0,
            };
            let word_len = skip
                + rest.as_bytes()[skip..]
                    .iter()
                    .position(|&b| b == b' ' || b == b'\t')
                    .unwrap_or(rest.len() - skip);
            // A `+` after a move marks a branch from it (Kifu for Windows).
            let word = rest[..word_len].trim_end_matches('+');
            let w_at = offset(text, rest);
            if let Some((token, ending)) = ending_token(word, number as usize, first) {
                if !lines[cur].ended {
                    let span = Span::new(w_at, word.len());
                    if matches!(word, "入玉勝ち" | "宣言勝ち" | "入玉宣言勝ち") && cur == 0
                    {
                        game.declaration = Some(span);
                    }
                    if word.starts_with("反則") && cur == 0 {
                        // ShogiHome writes 反則勝ち after a legal move when the
                        // opponent's foul was not a move on the board.
                        game.foul = Some(FoulClaim {
                            span,
                            last_move: word == "反則手",
                        });
                    }
                    lines[cur].movetext.push(Element::Result {
                        token,
                        span,
                        ending: Some(ending),
                    });
                    lines[cur].ended = true;
                    // `投了 ( 0:06/00:00:12)`: the time the last turn took.
                    let after = &rest[word_len..];
                    if let Some((time, len)) = time_column(after) {
                        let lead = after.len() - after.trim_start().len();
                        lines[cur].movetext.push(Element::Time {
                            time,
                            span: Span::new(w_at + word_len + lead, len),
                        });
                    }
                }
                continue;
            }
            let line_out = &mut lines[cur];
            push_element(&mut line_out.movetext, || Element::Number {
                number,
                continuation: false,
                span: number_span,
            });
            push_element(&mut line_out.movetext, || Element::Moves {
                span: Span::new(w_at, word.len()),
            });
            line_out.plies += 1;
            if line_out.plies == 1 && cur == 0 {
                line_out.first = number;
            }
            let after = &rest[word_len..];
            if let Some((time, len)) = time_column(after) {
                let lead = after.len() - after.trim_start().len();
                push_element(&mut line_out.movetext, || Element::Time {
                    time,
                    span: Span::new(w_at + word_len + lead, len),
                });
            }
            if cur == 0 {
                comment_claim = None;
            }
            plies += 1;
            continue;
        }
        if let Some(n) = diagram_move_number(trimmed) {
            // The plies before a board diagram: the SFEN's move number is one more.
            moves_before = n;
            continue;
        }
        if let Some((name, value)) = trimmed.strip_prefix('#').and_then(comment_tag) {
            game.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
                span: Span::new(t_at, trimmed.len()),
            });
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("手数") {
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("変化") {
            let span = Span::new(t_at, trimmed.len());
            let number = rest
                .trim_start_matches(['：', ':', ' ', '　'])
                .trim_end_matches(['手', ' ', '　'])
                .parse::<u32>()
                .ok()
                .map(|n| {
                    if moves_before > 0 && n > moves_before {
                        n - moves_before
                    } else {
                        n
                    }
                });
            let parent = number.and_then(|n| branch_parent(&lines, &mut open, n));
            if parent.is_none() {
                game.issues.push(ReadIssue {
                    code: KifCode::Branch.id(),
                    message: format!("`{trimmed}` names no move of the lines above to branch from"),
                    span,
                    warning: false,
                });
            }
            cur = lines.len();
            open.push(cur);
            let depth = parent.map_or(0, |p| lines[p].depth + 1);
            lines.push(Line {
                first: number.unwrap_or(0),
                span,
                parent,
                depth,
                ..Line::default()
            });
            continue;
        }
        if let Some(c) = trimmed.strip_prefix(['*', '&']) {
            if names_a_foul(c.trim()) && cur == 0 {
                // It counts only if no move follows it.
                comment_claim = Some(FoulClaim {
                    span: Span::new(t_at, trimmed.len()),
                    last_move: true,
                });
            }
            lines[cur].movetext.push(Element::Comment {
                text: c.trim().to_string(),
                style: CommentStyle::Line,
                span: Span::new(t_at, trimmed.len()),
            });
            continue;
        }
        if trimmed.starts_with('|') {
            board_lines.push((trimmed, t_at));
            continue;
        }
        if trimmed.starts_with('+') || trimmed.starts_with("９ ８") || trimmed.starts_with("９　８")
        {
            continue; // board frame and file numbers
        }
        if trimmed == "先手番" || trimmed == "下手番" {
            first = 0;
            continue;
        }
        if trimmed == "後手番" || trimmed == "上手番" {
            first = 1;
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("まで") {
            // The summary line `まで64手で先手の勝ち`; it repeats the ending.
            if !lines[cur].ended {
                let token = if rest.contains("千日手") || rest.contains("持将棋") {
                    "1/2-1/2".to_string()
                } else if rest.contains("先手の") || rest.contains("下手の") {
                    side_token(if rest.contains("勝ち") { 0 } else { 1 })
                } else if rest.contains("後手の") || rest.contains("上手の") {
                    side_token(if rest.contains("勝ち") { 1 } else { 0 })
                } else {
                    "*".into()
                };
                let span = Span::new(t_at, trimmed.len());
                if rest.contains("反則") && cur == 0 {
                    // `まで9手で後手の反則勝ち`, KI2's only word for a foul.
                    game.foul.get_or_insert(FoulClaim {
                        span,
                        last_move: false,
                    });
                }
                lines[cur].movetext.push(Element::Result {
                    token,
                    span,
                    ending: summary_ending(rest),
                });
                lines[cur].ended = true;
            }
            continue;
        }
        if trimmed.starts_with(KI2_MARKS) {
            // Each mark starts a move, spaced or not: Kifu for Windows pads
            // moves to a column, and a six-character move touches the next.
            let mut starts: Vec<usize> = trimmed.match_indices(KI2_MARKS).map(|(i, _)| i).collect();
            ki2_plies += starts.len();
            starts.push(trimmed.len());
            for w in starts.windows(2) {
                let mv = trimmed[w[0]..w[1]].trim_end_matches([' ', '\t', '　']);
                let span = Span::new(t_at + w[0], mv.len());
                // A move that ends in 同 would read on across the blank after
                // it (`同　歩`), into the next move, if joined to it.
                let joinable = !lines[cur].movetext.last().is_some_and(
                    |e| matches!(e, Element::Moves { span } if text[span.range()].ends_with('同')),
                );
                match (cur, joinable) {
                    (0, true) => main_moves.push(&mut lines[0].movetext, text, span),
                    (0, false) => main_moves.push_apart(&mut lines[0].movetext, span),
                    _ => lines[cur].movetext.push(Element::Moves { span }),
                }
                lines[cur].plies += 1;
                if lines[cur].plies == 1 && cur == 0 {
                    lines[cur].first = 1;
                }
            }
            if cur == 0 {
                comment_claim = None;
            }
            continue;
        }
        if let Some((key, value)) = header(trimmed) {
            let span = Span::new(t_at, trimmed.len());
            // Where the value starts (it is a slice of `trimmed`), so that a
            // diagnostic about the hand spans the value itself.
            let value_at = t_at + (value.as_ptr() as usize - trimmed.as_ptr() as usize);
            if key == "後手の持駒" || key == "上手の持駒" {
                hands[1] = Some((value, value_at));
                continue;
            }
            if key == "先手の持駒" || key == "下手の持駒" {
                hands[0] = Some((value, value_at));
                continue;
            }
            if key == "手合割" {
                if value == "その他" {
                    other_handicap = Some(span);
                    continue;
                }
                match HANDICAPS.iter().find(|(n, _)| *n == value) {
                    Some((_, sfen)) => {
                        first = if sfen.contains(" w ") { 1 } else { 0 };
                        if !sfen.starts_with("lnsgkgsnl/1r5b1") {
                            game.tags.push(Tag {
                                name: "Position".into(),
                                value: sfen.to_string(),
                                span,
                            });
                        }
                    }
                    None => game.issues.push(ReadIssue {
                        code: KifCode::Handicap.id(),
                        message: format!(
                            "unknown handicap `{value}`; the game is read from the normal start"
                        ),
                        span,
                        warning: true,
                    }),
                }
                continue;
            }
            let name = TAG_NAMES.iter().find(|t| t.1 == key).map_or(key, |t| t.0);
            game.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
                span,
            });
            continue;
        }
        game.issues.push(ReadIssue {
            code: KifCode::UnknownLine.id(),
            message: "this line is neither a header, a move, a comment nor a board line".into(),
            span: Span::new(t_at, trimmed.len()),
            warning: true,
        });
    }
    if comment_claim.is_some() {
        game.foul = comment_claim;
    }
    main_moves.finish(&mut lines[0].movetext, game.foul.is_some());
    if lines.len() > 1 {
        // A branch is placed by counting the moves before it, one a run.
        lines[0].movetext = moves_apart(std::mem::take(&mut lines[0].movetext), text);
    }
    game.movetext = assemble(lines, &mut game.issues);
    if let (Some(span), true) = (other_handicap, board_lines.is_empty()) {
        game.issues.push(ReadIssue {
            code: KifCode::Handicap.id(),
            message: "`手合割：その他` (another handicap) needs a board diagram, and there is none"
                .into(),
            span,
            warning: false,
        });
    }
    if !board_lines.is_empty() {
        match bod_to_sfen(&board_lines, hands, first, moves_before) {
            Ok(sfen) => {
                let span = Span::new(
                    board_lines[0].1,
                    board_lines.last().map_or(0, |(l, a)| a + l.len()) - board_lines[0].1,
                );
                game.tags.retain(|t| t.name != "Position");
                game.tags.push(Tag {
                    name: "Position".into(),
                    value: sfen,
                    span,
                });
            }
            Err(issue) => game.issues.push(issue),
        }
    }
    game.span = Span::new(from, to - from);
    if game.tag("Variant").is_none() {
        game.tags.insert(
            0,
            Tag {
                name: "Variant".into(),
                value: "shogi".into(),
                span: Span::new(from, 0),
            },
        );
    }
    if game.tag("Notation").is_none() && ki2_plies > 0 && plies == 0 {
        game.tags.push(Tag {
            name: "Notation".into(),
            value: "ki2".into(),
            span: Span::new(from, 0),
        });
    } else if game.tag("Notation").is_none() && plies > 0 {
        game.tags.push(Tag {
            name: "Notation".into(),
            value: "kif".into(),
            span: Span::new(from, 0),
        });
    }
    (game, to)
}

/// The piece a BOD square or hand names (`歩`, `と`, `杏`, `竜`): its SFEN
/// letter and whether it is promoted.
fn bod_piece(s: &str) -> Option<(char, bool)> {
    let (kind, len) = read_kind(s)?;
    (len == s.len()).then(|| (kind.letter(), kind.is_promoted()))
}

/// The SFEN of a BOD diagram (rows `|v香v桂 ・...|一`, hands `先手の持駒：飛　歩二`).
fn bod_to_sfen(
    rows: &[(&str, usize)],
    hands: [Option<(&str, usize)>; 2],
    first: usize,
    moves_before: u32,
) -> Result<String, ReadIssue> {
    let bad = |at: usize, len: usize, m: String| ReadIssue {
        code: KifCode::Board.id(),
        message: m,
        span: Span::new(at, len),
        warning: false,
    };
    if rows.len() != 9 {
        return Err(bad(
            rows[0].1,
            rows[0].0.len(),
            format!("a board diagram has 9 rows, this one {}", rows.len()),
        ));
    }
    let mut sfen = String::new();
    for (i, (row, at)) in rows.iter().enumerate() {
        let cells: Vec<char> = row.trim_start_matches('|').chars().collect();
        let mut empty = 0;
        let mut squares = 0;
        let mut k = 0;
        while squares < 9 {
            let (Some(&mark), Some(&piece)) = (cells.get(k), cells.get(k + 1)) else {
                return Err(bad(
                    *at,
                    row.len(),
                    format!("row {} has fewer than 9 squares", i + 1),
                ));
            };
            k += 2;
            squares += 1;
            if piece == '・' {
                empty += 1;
                continue;
            }
            let Some((letter, promoted)) = bod_piece(&piece.to_string()) else {
                return Err(bad(*at, row.len(), format!("`{piece}` is not a piece")));
            };
            if empty > 0 {
                sfen.push_str(&empty.to_string());
                empty = 0;
            }
            if promoted {
                sfen.push('+');
            }
            sfen.push(if mark == 'v' {
                letter.to_ascii_lowercase()
            } else {
                letter
            });
        }
        if empty > 0 {
            sfen.push_str(&empty.to_string());
        }
        if i < 8 {
            sfen.push('/');
        }
    }
    sfen.push_str(if first == 0 { " b " } else { " w " });
    let mut hand = String::new();
    for (colour, h) in hands.iter().enumerate() {
        let Some((text, at)) = h else { continue };
        if *text == "なし" || text.is_empty() {
            continue;
        }
        for part in text.split(['　', ' ']).filter(|p| !p.is_empty()) {
            let mut chars = part.chars();
            let name = chars.next().map(String::from).unwrap_or_default();
            let Some((letter, false)) = bod_piece(&name) else {
                return Err(bad(
                    *at,
                    text.len(),
                    format!("`{part}` is not a piece in hand"),
                ));
            };
            let (n, _) = read_kanji_number(chars.as_str());
            let n = if n == 0 { 1 } else { n };
            if n > 1 {
                hand.push_str(&n.to_string());
            }
            hand.push(if colour == 0 {
                letter
            } else {
                letter.to_ascii_lowercase()
            });
        }
    }
    sfen.push_str(if hand.is_empty() { "-" } else { &hand });
    sfen.push_str(&format!(" {}", moves_before + 1));
    Ok(sfen)
}

/// The plies before a board diagram, from its `手数＝30` line, which may
/// name the last move too (`手数＝30　△８七角不成　まで`, as Kifu for Windows
/// and `hensou replay` write it).
fn diagram_move_number(line: &str) -> Option<u32> {
    let rest = line.strip_prefix("手数＝")?.trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let after = &rest[digits..];
    if !after.is_empty() && !after.starts_with(char::is_whitespace) {
        return None;
    }
    rest[..digits].parse().ok()
}

/// A board square of an SFEN: owner (0 Sente), unpromoted letter, promoted.
pub type SfenCell = Option<(usize, char, bool)>;
/// Board rows, hands (owner, letter, count) and side to move of an SFEN.
pub type SfenParts = ([[SfenCell; 9]; 9], Vec<(usize, char, u32)>, usize);

/// The board (`[rank][file 9..1]`), hands (owner, letter, count) and side to
/// move of an SFEN; `None` if it does not read.
pub fn sfen_parts(sfen: &str) -> Option<SfenParts> {
    let fields: Vec<&str> = sfen.split_whitespace().collect();
    let (board, side, hand) = (fields.first()?, fields.get(1)?, fields.get(2)?);
    let mut cells = [[None; 9]; 9];
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 9 {
        return None;
    }
    for (r, row) in rows.iter().enumerate() {
        let mut f = 0;
        let mut promoted = false;
        for c in row.chars() {
            if c == '+' {
                promoted = true;
            } else if let Some(d) = c.to_digit(10) {
                f += d as usize;
            } else {
                *cells[r].get_mut(f)? = Some((
                    usize::from(c.is_ascii_lowercase()),
                    c.to_ascii_uppercase(),
                    promoted,
                ));
                promoted = false;
                f += 1;
            }
        }
    }
    let mut hands = Vec::new();
    let mut n = 0;
    for c in hand.chars().filter(|_| *hand != "-") {
        match c.to_digit(10) {
            Some(d) => n = n * 10 + d,
            None => {
                hands.push((
                    usize::from(c.is_ascii_lowercase()),
                    c.to_ascii_uppercase(),
                    n.max(1),
                ));
                n = 0;
            }
        }
    }
    Some((cells, hands, usize::from(*side == "w")))
}

/// The one-character BOD name of a piece by SFEN letter (`？` for none).
fn bod_name(letter: char, promoted: bool) -> &'static str {
    super::kind(letter, promoted).map_or("？", short_name)
}

/// A BOD diagram for an SFEN (the KIF way to write a set-up position).
pub fn sfen_to_bod(sfen: &str) -> Option<String> {
    let (cells, hands, side) = sfen_parts(sfen)?;
    let hand = |colour: usize| {
        diagram::hand_words(
            hands
                .iter()
                .filter(|h| h.0 == colour)
                .map(|&(_, l, n)| (bod_name(l, false), n)),
        )
    };
    let cell = |file: usize, rank: usize| {
        cells[rank][8 - file].map(|(colour, l, p)| (colour, bod_name(l, p)))
    };
    let mut out = diagram::bod_of([hand(0), hand(1)], cell, None, side);
    let number = sfen
        .split_whitespace()
        .nth(3)
        .and_then(|n| n.parse::<u32>().ok())
        .unwrap_or(1);
    if number > 1 {
        out.push_str(&format!("手数＝{}\n", number - 1));
    }
    Some(out)
}

/// Who moved first (0 Sente) in a game written from `position`.
pub fn first_mover(game: &crate::record::write::OutGame) -> usize {
    let pos = game
        .tags
        .iter()
        .find(|(n, _)| n == "Position")
        .map(|(_, v)| v.as_str());
    pos.and_then(sfen_parts).map_or(0, |p| p.2)
}

/// The KIF ending word for a result token and the reason the game ended,
/// `next` the side to move.
fn ending_word(token: Option<&str>, reason: Option<&str>, next: usize) -> Option<&'static str> {
    let token = token?;
    let winner = match token {
        "1-0" => Some(0),
        "0-1" => Some(1),
        _ => None,
    };
    Some(match (reason, winner) {
        (Some("mate" | "no-legal-move"), _) => "詰み",
        (Some("sennichite"), _) => "千日手",
        (Some(r), Some(w)) if r.starts_with("impasse") && w == next => "入玉勝ち",
        (Some(r), None) if r.starts_with("impasse") => "持将棋",
        (_, None) if token == "*" => "中断",
        (_, None) => "持将棋",
        (Some("perpetual-check"), Some(w)) if w != next => "反則負け",
        (_, Some(w)) if w == next => "反則勝ち",
        (_, Some(_)) => "投了",
    })
}

/// Display columns as Kifu for Windows counts them: two for every
/// character beyond ASCII (its Shift_JIS double-byte characters).
fn columns(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

/// The width Kifu for Windows pads a KIF move and a KI2 move to.
const KIF_MOVE_COLUMNS: usize = 13;
const KI2_MOVE_COLUMNS: usize = 12;

/// KIF's time column for a move: `( 0:01/00:00:01)`.
fn time_text(seconds: u32, total: u32) -> String {
    format!(
        "({:>2}:{:02}/{:02}:{:02}:{:02})",
        seconds / 60,
        seconds % 60,
        total / 3600,
        total / 60 % 60,
        total % 60
    )
}

/// A branch still to write: the ply it replaces, its moves, how it ended,
/// and each side's total time before it.
struct Branch<'a> {
    index: usize,
    items: &'a [crate::record::write::OutItem],
    result: Option<&'a str>,
    totals: [u32; 2],
}

/// A KIF move line not yet written (its time and branch mark may follow).
struct MoveLine<'a> {
    index: usize,
    text: &'a str,
    time: Option<(u32, u32)>,
    branched: bool,
}

impl MoveLine<'_> {
    fn write(&self, out: &mut String) {
        let mut line = format!("{:>4} {}", self.index + 1, self.text);
        if let Some((seconds, total)) = self.time {
            let pad = KIF_MOVE_COLUMNS.saturating_sub(columns(self.text)).max(1);
            line.push_str(&" ".repeat(pad));
            line.push_str(&time_text(seconds, total));
        }
        if self.branched {
            line.push('+');
        }
        out.push_str(&line);
        out.push('\n');
    }
}

/// What [`write_line`] leaves to write: the plies to the line's end, its
/// branches, and the time (and total) of the turn that ended it.
struct LineEnd<'a> {
    plies: usize,
    branches: Vec<Branch<'a>>,
    time: Option<(u32, u32)>,
}

impl LineEnd<'_> {
    /// The ending word's move line (`   6 投了         ( 0:06/00:00:12)`).
    fn write_ending(&self, out: &mut String, word: &str) {
        MoveLine {
            index: self.plies,
            text: word,
            time: self.time,
            branched: false,
        }
        .write(out);
    }
}

/// Writes the moves, times and comments of one line of play.
fn write_line<'a>(
    out: &mut String,
    items: &'a [crate::record::write::OutItem],
    start: usize,
    first: usize,
    mut totals: [u32; 2],
    ki2: bool,
) -> LineEnd<'a> {
    use crate::record::write::OutItem;
    let mut plies = start;
    let mut branches = Vec::new();
    let mut end_time = None;
    let mut pending: Option<MoveLine> = None;
    let mut before = totals;
    let mut ki2_line: Vec<&str> = Vec::new();
    // The plies a branch replaces, marked `+` as Kifu for Windows does.
    let branch_points: std::collections::HashSet<usize> = items
        .iter()
        .filter_map(|i| match i {
            OutItem::Variation { index, .. } => Some(*index),
            _ => None,
        })
        .collect();
    let flush_ki2 = |out: &mut String, line: &mut Vec<&str>| {
        if line.is_empty() {
            return;
        }
        let last = line.len() - 1;
        for (i, m) in line.iter().enumerate() {
            out.push_str(m);
            if i < last {
                out.push_str(&" ".repeat(KI2_MOVE_COLUMNS.saturating_sub(columns(m))));
            }
        }
        out.push('\n');
        line.clear();
    };
    for item in items {
        match item {
            OutItem::Ply { index, text } => {
                plies = index + 1;
                before = totals;
                if ki2 {
                    ki2_line.push(text);
                    if ki2_line.len() == 6 {
                        flush_ki2(out, &mut ki2_line);
                    }
                } else {
                    if let Some(m) = pending.take() {
                        m.write(out);
                    }
                    pending = Some(MoveLine {
                        index: *index,
                        text,
                        time: None,
                        branched: branch_points.contains(index),
                    });
                }
            }
            OutItem::Time(time) => {
                let mover = (first + plies.saturating_sub(1)) % 2;
                totals[mover] = time
                    .total
                    .unwrap_or_else(|| totals[mover].saturating_add(time.seconds));
                if let Some(m) = &mut pending {
                    m.time = Some((time.seconds, totals[mover]));
                }
            }
            OutItem::EndTime(time) => {
                let mover = (first + plies) % 2;
                let total = time
                    .total
                    .unwrap_or_else(|| totals[mover].saturating_add(time.seconds));
                end_time = Some((time.seconds, total));
            }
            OutItem::Variation {
                index,
                items,
                result,
            } => {
                branches.push(Branch {
                    index: *index,
                    items,
                    result: result.as_deref(),
                    totals: if *index + 1 == plies { before } else { totals },
                });
            }
            OutItem::Comment { text, .. } => {
                if let Some(m) = pending.take() {
                    m.write(out);
                }
                flush_ki2(out, &mut ki2_line);
                for l in text.lines() {
                    out.push_str(&format!("*{l}\n"));
                }
            }
        }
    }
    if let Some(m) = pending.take() {
        m.write(out);
    }
    flush_ki2(out, &mut ki2_line);
    LineEnd {
        plies,
        branches,
        time: end_time,
    }
}

/// Writes branches as Kifu for Windows does: the latest branch point
/// first, each branch followed by its own branches.
fn write_branches(out: &mut String, mut branches: Vec<Branch>, first: usize, ki2: bool) {
    branches.sort_by_key(|b| std::cmp::Reverse(b.index));
    for b in branches {
        out.push_str(&format!("\n変化：{}手\n", b.index + 1));
        let end = write_line(out, b.items, b.index, first, b.totals, ki2);
        let next = (first + end.plies) % 2;
        match ending_word(b.result, None, next) {
            Some(word) if ki2 => out.push_str(&summary(b.result, None, end.plies, word)),
            Some(word) => end.write_ending(out, word),
            None => {}
        }
        write_branches(out, end.branches, first, ki2);
    }
}

/// Writes a KIF (`ki2 == false`) or KI2 file.
pub fn write(game: &crate::record::write::OutGame, ki2: bool) -> String {
    let mut out = String::from(if ki2 {
        ""
    } else {
        "#KIF version=2.0 encoding=UTF-8\n"
    });
    for (name, value) in &game.tags {
        if name == "Notation" || (name == "Variant" && matches!(value.as_str(), "shogi" | "otomo"))
        {
            continue;
        }
        if name == "Position" {
            let (sfen, fields) = crate::record::write::split_position_fields(value);
            // A handicap's start is its name, as Kifu for Windows writes it.
            match (HANDICAPS.iter().find(|h| h.1 == sfen), sfen_to_bod(&sfen)) {
                (Some((handicap, _)), _) => out.push_str(&format!("手合割：{handicap}\n")),
                (None, Some(bod)) => out.push_str(&bod),
                (None, None) => out.push_str(&format!("#Position：{sfen}\n")),
            }
            if let Some(fields) = fields {
                out.push_str(&format!(
                    "#{}：{fields}\n",
                    crate::record::write::POSITION_FIELDS
                ));
            }
            continue;
        }
        match TAG_NAMES.iter().find(|t| t.0 == name) {
            Some(t) => out.push_str(&format!("{}：{value}\n", t.1)),
            // Kifu for Windows' header keys are Japanese; hensou's own tags
            // (Rules, Variant) and a PGN record's go in comment lines, which
            // other programs skip and hensou reads back.
            None if comment_tag(&format!("{name}：")).is_some() => {
                out.push_str(&format!("#{name}：{value}\n"))
            }
            None => out.push_str(&format!("{name}：{value}\n")),
        }
    }
    if !game.tags.iter().any(|(n, _)| n == "Position") {
        out.push_str("手合割：平手\n");
    }
    if !ki2 {
        out.push_str("手数----指手---------消費時間--\n");
    }
    let first = first_mover(game);
    let end = write_line(&mut out, &game.items, 0, first, [0, 0], ki2);
    let plies = end.plies;
    let next = (first + plies) % 2;
    if let Some(word) = ending_word(game.result.as_deref(), game.reason.as_deref(), next) {
        if !ki2 {
            end.write_ending(&mut out, word);
        }
        out.push_str(&summary(
            game.result.as_deref(),
            game.reason.as_deref(),
            plies,
            word,
        ));
    }
    write_branches(&mut out, end.branches, first, ki2);
    out
}

/// The summary line `まで64手で先手の勝ち` (KI2's only ending line).
fn summary(result: Option<&str>, reason: Option<&str>, plies: usize, word: &str) -> String {
    let foul = if reason == Some("opponent-illegal-move") {
        "反則"
    } else {
        ""
    };
    match result {
        Some("1-0") => format!("まで{plies}手で先手の{foul}勝ち\n"),
        Some("0-1") => format!("まで{plies}手で後手の{foul}勝ち\n"),
        Some("1/2-1/2") => format!("まで{plies}手で{word}\n"),
        _ => format!("まで{plies}手で中断\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::shogi::formats::csa;

    /// Every text of up to four pieces drawn from blanks, line ends and
    /// other characters.
    fn blank_texts() -> Vec<String> {
        let pieces = [
            " ", "\t", "　", "\u{feff}", "\r", "\n", "a", "歩", "1", "\u{3001}",
        ];
        let mut texts = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = texts
                .iter()
                .flat_map(|t| pieces.iter().map(move |p| format!("{t}{p}")))
                .collect();
            texts.extend(longer);
        }
        texts
    }

    #[test]
    fn trim_blanks_agrees_with_trim_matches() {
        for t in blank_texts() {
            let blanks = [' ', '\t', '　', '\u{feff}'];
            assert_eq!(trim_blanks(&t, false), t.trim_matches(blanks), "{t:?}");
            let with_ends = [' ', '\t', '　', '\u{feff}', '\r', '\n'];
            assert_eq!(trim_blanks(&t, true), t.trim_matches(with_ends), "{t:?}");
        }
    }

    /// The byte-level `move_line` reads what parsing the number and trimming
    /// with `str` methods reads.
    #[test]
    fn move_line_agrees_with_str_methods() {
        fn by_str(line: &str) -> Option<(u32, &str)> {
            let t = line.trim_start();
            let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let rest = t[digits..].strip_prefix([' ', '\t', '　'])?;
            let number = t[..digits].parse().ok()?;
            Some((number, rest.trim_start_matches([' ', '\t', '　'])))
        }
        let numbers = [
            "",
            "1",
            "12",
            "007",
            "4294967295",
            "4294967296",
            "99999999999",
        ];
        for n in numbers {
            for t in blank_texts() {
                for line in [format!("{n}{t}"), format!("{t}{n}{t}")] {
                    assert_eq!(move_line(&line), by_str(&line), "{line:?}");
                }
            }
        }
    }

    proptest::proptest! {
        /// The one look at a line's bytes reads the number the trimmed
        /// line's `move_line` reads, whenever it reads one.
        #[test]
        fn numbered_move_agrees_with_move_line(
            pieces in proptest::collection::vec(0..18usize, 0..12),
        ) {
            const PIECES: [&str; 18] = [
                " ", "\t", "1", "0", "9", "12345", "７", "六", "歩", "同", "　", "\u{feff}",
                "(", "\r", "\n", "a", "\u{85}", "\u{a0}",
            ];
            let line: String = pieces.iter().map(|&p| PIECES[p]).collect();
            if let Some(number) = numbered_move(line.as_bytes()) {
                let long = move_line(trim_blanks(&line, true)).map(|(n, _)| n);
                proptest::prop_assert_eq!(Some(number), long, "{:?}", line);
            }
        }
    }

    #[test]
    fn numbered_move_takes_the_common_lines() {
        assert_eq!(
            numbered_move("   1 ７六歩(77)   ( 0:01/00:00:01)\n".as_bytes()),
            Some(1)
        );
        assert_eq!(numbered_move("  12 同　歩(33)\r\n".as_bytes()), Some(12));
        assert_eq!(numbered_move("   3 投了".as_bytes()), Some(3));
        assert_eq!(numbered_move("1234567890 ７六歩".as_bytes()), None);
        assert_eq!(numbered_move("1 \u{3000}７六歩".as_bytes()), None);
    }

    #[test]
    fn no_ending_starts_as_a_move() {
        for (word, ..) in ENDINGS {
            assert!(
                !word.starts_with(|c| matches!(c, '１'..='９' | '同')),
                "{word}"
            );
        }
        assert_eq!(
            ending_token("投了", 3, 0),
            Some(("0-1".to_string(), Ending::Resignation))
        );
    }

    #[test]
    fn kif_lines_become_elements_with_exact_spans() {
        let text = "先手：A\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n*a note\n   2 同　歩(33)\n   3 投了\nまで2手で後手の勝ち\n";
        let g = &read(text)[0];
        assert_eq!(g.tag("Sente"), Some("A"));
        assert_eq!(g.tag("Variant"), Some("shogi"));
        let moves: Vec<&str> = g.move_runs(text);
        assert_eq!(moves, ["７六歩(77)", "同　歩(33)"]);
        assert!(
            g.movetext
                .iter()
                .any(|e| matches!(e, Element::Result { token, .. } if token == "0-1"))
        );
        assert!(
            g.movetext
                .iter()
                .any(|e| matches!(e, Element::Comment { text, .. } if text == "a note"))
        );
    }

    #[test]
    fn a_bod_diagram_becomes_a_position() {
        let text = "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ と|九\n+---------------------------+\n先手の持駒：歩十六\n";
        assert_eq!(
            read(text)[0].tag("Position"),
            Some("4k4/9/9/9/9/9/9/9/4K3+P b 16P 1")
        );
    }

    #[test]
    fn the_plies_before_a_diagram_set_the_move_number() {
        let bod = sfen_to_bod("8k/9/6NGP/9/9/9/9/9/K8 b - 41").unwrap();
        assert!(bod.ends_with("先手番\n手数＝40\n"), "{bod}");
        let text = format!("{bod}手数----指手---------消費時間--\n  41 １二歩成(13)\n");
        let g = &read(&text)[0];
        assert_eq!(g.tag("Position"), Some("8k/9/6NGP/9/9/9/9/9/K8 b - 41"));
        assert!(
            g.movetext
                .iter()
                .any(|e| matches!(e, Element::Number { number: 1, .. }))
        );
    }

    /// The line under a diagram may name the last move after its number,
    /// as `hensou replay` and Kifu for Windows write it.
    #[test]
    fn a_diagram_line_naming_the_last_move_sets_the_move_number() {
        let bod = sfen_to_bod("8k/9/6NGP/9/9/9/9/9/K8 w - 31").unwrap();
        let bod = bod.replace("手数＝30\n", "手数＝30　△８七角不成　まで\n");
        let g = &read(&bod)[0];
        assert_eq!(g.tag("Position"), Some("8k/9/6NGP/9/9/9/9/9/K8 w - 31"));
        assert_eq!(diagram_move_number("手数＝30"), Some(30));
        assert_eq!(diagram_move_number("手数＝ 7 ▲７六歩 まで"), Some(7));
        assert_eq!(diagram_move_number("手数＝30手"), None);
        assert_eq!(diagram_move_number("手数＝まで"), None);
    }

    #[test]
    fn a_handicap_sets_the_position_and_gote_moves_first() {
        let text = "手合割：香落ち\n手数----指手---------消費時間--\n   1 ３二銀(31)\n   2 投了\n";
        let g = &read(text)[0];
        assert_eq!(
            g.tag("Position"),
            Some("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
        );
        // Sente resigns at ply 2: the handicap giver (Gote) wins.
        assert!(
            g.movetext
                .iter()
                .any(|e| matches!(e, Element::Result { token, .. } if token == "0-1"))
        );
    }

    #[test]
    fn a_ki2_move_with_a_colon_is_no_header() {
        // Otomo cards are written `▲熟:３六歩成`: still the same game.
        let text = "手合割：平手\n▲１六歩    △８四歩\n▲熟:３六歩成\n";
        let games = read_chunk_as(text, 0, usize::MAX, Runs::Apart).0;
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].move_runs(text).len(), 3);
    }

    /// KI2 moves joined into runs are read, checked, converted and
    /// reported as each move apart.
    fn joined_runs_read_as_apart(text: &str) {
        let read_as = |runs| read_chunk_as(text, 0, usize::MAX, runs).0;
        let (joined, apart) = (read_as(Runs::Joined), read_as(Runs::Apart));
        csa::tests::same_verdicts(text, &joined, &apart, "ki2");
    }

    #[test]
    fn fixtures_read_the_same_with_runs_joined() {
        csa::tests::each_fixture(&["kif", "kifu", "ki2", "ki2u"], joined_runs_read_as_apart);
    }

    /// A game that repeats its position a fourth time at ply 14
    /// (sennichite), so that moves go on after its end.
    const REPEATING: [&str; 16] = [
        "▲７六歩",
        "△３四歩",
        "▲３八飛",
        "△７二飛",
        "▲２八飛",
        "△８二飛",
        "▲３八飛",
        "△７二飛",
        "▲２八飛",
        "△８二飛",
        "▲３八飛",
        "△７二飛",
        "▲２八飛",
        "△８二飛",
        "▲２六歩",
        "△８四歩",
    ];

    /// What a KI2 record may hold between its moves, odd moves too.
    const OTHER_PARTS: [&str; 20] = [
        "▲同　歩",
        "△同 歩",
        "▲同",
        "△同",
        "▲",
        "▲７六歩x",
        "△３四歩▲２六歩",
        "▲熟:３六歩成",
        "*反則手",
        "*a note",
        "まで9手で後手の反則勝ち",
        "まで14手で千日手",
        "変化：3手",
        "変化：14手",
        "手合割：平手",
        "▽８四歩",
        "☗２五歩",
        "▲９九玉",
        "#Rules：otomo",
        "",
    ];

    /// What follows a part: blanks, a line end or nothing.
    const SEPARATORS: [&str; 11] = [
        " ", "    ", "\u{3000}", "\t", "", "\n", "\r\n", " \r \n", "\r ", "\u{c} ", "\n\n ",
    ];

    /// A foul claimed after the game's end: the ply after the end is taken
    /// for the foul only when it is the last move.
    #[test]
    fn a_foul_claimed_after_the_end_reads_as_apart() {
        for moves in [15, 16] {
            let text = REPEATING[..moves].join("    ");
            for claim in ["*反則手", "まで15手で先手の反則勝ち", "*二歩の反則"] {
                joined_runs_read_as_apart(&format!("手合割：平手\n{text}\n{claim}\n"));
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn records_read_the_same_with_runs_joined(
            parts in proptest::collection::vec(
                (0..3 * OTHER_PARTS.len(), 0..SEPARATORS.len()), 0..60),
            header in 0..3usize,
        ) {
            let mut text = ["手合割：平手\n", "#Rules：otomo\n", ""][header].to_string();
            let mut next = 0;
            for (part, separator) in parts {
                match OTHER_PARTS.get(part) {
                    Some(other) => text.push_str(other),
                    None => {
                        text.push_str(REPEATING[next % REPEATING.len()]);
                        next += 1;
                    }
                }
                text.push_str(SEPARATORS[separator]);
            }
            joined_runs_read_as_apart(&text);
        }
    }

    #[test]
    fn same_square_with_an_ascii_space_is_one_move() {
        let text = "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同 銀(31)   ( 0:01/00:00:02)\n";
        let g = &read(text)[0];
        let last = g.move_runs(text).last().copied();
        assert_eq!(last, Some("同 銀(31)"));
    }
}
