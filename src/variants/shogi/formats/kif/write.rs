//! Writing a KIF or KI2 file.

use super::bod::{first_mover, sfen_to_bod};
use super::endings::{ENDINGS, names_a_foul, summary_ending};
use super::lines::comment_tag;
use super::{HANDICAPS, TAG_NAMES};
use crate::record::CommentStyle;
use crate::record::write::{OutItem, Written};
use crate::variants::shogi::formats::total_after;
use std::borrow::Cow;

/// The KIF ending word for a result token and the reason the game ended,
/// `next` the side to move.
pub(super) fn ending_word(
    token: Option<&str>,
    reason: Option<&str>,
    next: usize,
) -> Option<&'static str> {
    let token = token?;
    let winner = match token {
        "1-0" => Some(0),
        "0-1" => Some(1),
        _ => None,
    };
    // An ending KIF has a word for is written so (切れ負け, 封じ手, 不詰);
    // an impasse win is 入玉勝ち, as below.
    if !reason.is_some_and(|r| r.starts_with("impasse")) {
        if let Some(word) = crate::variants::shogi::formats::word_for(&ENDINGS, reason, token, next)
        {
            return Some(word);
        }
    }
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

/// Whether KIF writes the ending `word` as the move list's last line. A
/// win of the side to move that the record gives no reason for has no
/// word (反則勝ち would claim a foul): the summary line alone,
/// `まで0手で先手の勝ち`, says it, and reads back as the same result with no
/// ending. A branch's ending is written whatever it is: a branch keeps no
/// reason, so its 反則勝ち may be the record's own.
fn written_as_line(word: &str, reason: Option<&str>) -> bool {
    reason.is_some() || word != "反則勝ち"
}

/// Display columns as Kifu for Windows counts them: two for every
/// character beyond ASCII (its Shift_JIS double-byte characters).
pub(super) fn columns(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

/// The width Kifu for Windows pads a KIF move and a KI2 move to.
pub(super) const KIF_MOVE_COLUMNS: usize = 13;
pub(super) const KI2_MOVE_COLUMNS: usize = 12;

/// KIF's time column for a move: `( 0:01/00:00:01)`.
pub(super) fn time_text(seconds: u32, total: u32) -> String {
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
pub(super) struct Branch<'a> {
    index: usize,
    items: &'a [crate::record::write::OutItem],
    result: Option<&'a str>,
    totals: [u32; 2],
}

/// A KIF move line not yet written (its time and branch mark may follow).
pub(super) struct MoveLine<'a> {
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
pub(super) struct LineEnd<'a> {
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

/// The plies a branch replaces, marked `+` as Kifu for Windows does.
fn branch_points(items: &[crate::record::write::OutItem]) -> std::collections::HashSet<usize> {
    items
        .iter()
        .filter_map(|i| match i {
            OutItem::Variation { index, .. } => Some(*index),
            _ => None,
        })
        .collect()
}

/// Writes KI2 moves on one line, each padded to Kifu for Windows' column.
fn flush_ki2(out: &mut String, line: &mut Vec<&str>) {
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
}

/// Writes the moves, times and comments of one line of play.
// Long because it keeps a KIF line's running state (ply, times, the pending move line, KI2's line)
// across the items of a line.
pub(super) fn write_line<'a>(
    out: &mut String,
    items: &'a [crate::record::write::OutItem],
    start: usize,
    first: usize,
    mut totals: [u32; 2],
    ki2: bool,
) -> LineEnd<'a> {
    let mut plies = start;
    let mut branches = Vec::new();
    let mut end_time = None;
    let mut pending: Option<MoveLine> = None;
    let mut before = totals;
    let mut ki2_line: Vec<&str> = Vec::new();
    let branch_points = branch_points(items);
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
                totals[mover] = total_after(time, totals[mover]);
                if let Some(m) = &mut pending {
                    m.time = Some((time.seconds, totals[mover]));
                }
            }
            OutItem::EndTime(time) => {
                let mover = (first + plies) % 2;
                end_time = Some((time.seconds, total_after(time, totals[mover])));
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
            OutItem::Comment { text, style } => {
                if let Some(m) = pending.take() {
                    m.write(out);
                }
                flush_ki2(out, &mut ki2_line);
                let mark = if *style == CommentStyle::Hash {
                    "# "
                } else {
                    "*"
                };
                for l in text.split('\n') {
                    out.push_str(&format!("{mark}{l}\n"));
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
pub(super) fn write_branches(out: &mut String, mut branches: Vec<Branch>, first: usize, ki2: bool) {
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
    let items = unclaimed(game);
    let end = write_line(&mut out, &items, 0, first, [0, 0], ki2);
    let plies = end.plies;
    let next = (first + plies) % 2;
    let reason = game.reason.as_deref();
    if let Some(word) = ending_word(game.result.as_deref(), reason, next) {
        if !ki2 && written_as_line(word, reason) {
            end.write_ending(&mut out, word);
        }
        out.push_str(&main_summary(game, plies, word));
    }
    write_branches(&mut out, end.branches, first, ki2);
    out
}

/// The main line's items, a `*` comment after its last ply that names a
/// foul (`反則手にて終局`) made a `#` line unless that ply is the foul: KIF
/// reads such a closing comment as the claim that the last move is
/// illegal, and a game whose illegal move was left out on the way (PGN
/// cannot mark one) or never made would read back invalid. The `#` line
/// keeps the words, which every reader takes as a comment.
fn unclaimed(game: &crate::record::write::OutGame) -> Cow<'_, [OutItem]> {
    let fouled = game.reason_in_moves && game.reason.as_deref() == Some("opponent-illegal-move");
    let after_last_ply = (game.items.iter())
        .rposition(|i| matches!(i, OutItem::Ply { .. }))
        .map_or(0, |last| last + 1);
    let claims = |item: &OutItem| {
        matches!(item, OutItem::Comment { text, style: CommentStyle::Line }
            if text.split('\n').any(|l| names_a_foul(l.trim())))
    };
    if fouled || !game.items[after_last_ply..].iter().any(claims) {
        return Cow::Borrowed(&game.items);
    }
    let mut items = game.items.clone();
    for item in &mut items[after_last_ply..] {
        if claims(item) {
            if let OutItem::Comment { style, .. } = item {
                *style = CommentStyle::Hash;
            }
        }
    }
    Cow::Owned(items)
}

/// A KIF (`ki2 == false`) or KI2 file, and the ending it could not write:
/// one KIF has no word for, or, in KI2, one its summary line does not say
/// (`まで64手で先手の勝ち` says who won, not that the loser resigned).
pub(crate) fn written(game: &crate::record::write::OutGame, ki2: bool) -> Written {
    let text = write(game, ki2);
    let reason = game.reason.as_deref();
    let next = (first_mover(game) + crate::variants::shogi::formats::main_line_plies(game)) % 2;
    let word = ending_word(game.result.as_deref(), reason, next);
    let ending_lost = match word {
        Some(word) if !ki2 && written_as_line(word, reason) => {
            let said = ENDINGS.iter().find(|(w, ..)| *w == word).map(|e| e.2);
            crate::variants::shogi::formats::ending_lost(game, said, word, "KIF")
        }
        // The summary line alone says the win, as the record does.
        Some(_) if !ki2 => None,
        Some(word) => {
            let recorded = game.recorded_ending();
            let said = summary_said(&main_summary(game, 0, word), game.result.as_deref(), next);
            recorded
                .filter(|r| said != Some(*r))
                .map(|r| crate::msg!("convert-ending-not-in-summary", ending = r.msg()))
        }
        None => None,
    };
    Written {
        text,
        ending_lost,
        ..Written::default()
    }
}

/// The main line's summary line: a mate the record says and the moves do
/// not show (a mate problem whose futile interpositions are left out) is
/// `まで49手で詰み`, which a win's `まで49手で先手の勝ち` would not say.
fn main_summary(game: &crate::record::write::OutGame, plies: usize, word: &str) -> String {
    if game.recorded_ending() == Some(crate::record::Ending::Mate) {
        return format!("まで{plies}手で詰み\n");
    }
    summary(game.result.as_deref(), game.reason.as_deref(), plies, word)
}

/// The ending a reader finds in the summary `line` written for `result`:
/// the one it names (千日手, 中断), or, for a bare win of the side that
/// did not move last, the resignation every shogi program reads it as.
fn summary_said(line: &str, result: Option<&str>, next: usize) -> Option<crate::record::Ending> {
    let winner = match result {
        Some("1-0") => Some(0),
        Some("0-1") => Some(1),
        _ => None,
    };
    summary_ending(line).or_else(|| {
        (winner.is_some() && winner != Some(next)).then_some(crate::record::Ending::Resignation)
    })
}

/// The summary line `まで64手で先手の勝ち` (KI2's only ending line).
pub(super) fn summary(
    result: Option<&str>,
    reason: Option<&str>,
    plies: usize,
    word: &str,
) -> String {
    let foul = if matches!(reason, Some("opponent-illegal-move" | "illegal-move")) {
        "反則"
    } else {
        ""
    };
    match result {
        Some("1-0") => format!("まで{plies}手で先手の{foul}勝ち\n"),
        Some("0-1") => format!("まで{plies}手で後手の{foul}勝ち\n"),
        Some("1/2-1/2") => format!("まで{plies}手で{word}\n"),
        _ => format!("まで{plies}手で{word}\n"),
    }
}
