//! Nothing a post holds goes unaccounted for: every word of a game's text
//! that the game's grammar reads as a move is a ply, a citation, or named
//! in a diagnostic (docs/FORUM-POSTS.md, "Nothing unaccounted for"). A
//! move the reader did not take, a lazy `Px`, a move in a sentence, would
//! otherwise be lost under a verdict that never mentions it.

use std::collections::HashSet;
use std::ops::Range;

use super::Report;
use super::citations::comparable;
use super::prose::merged;
use crate::diagnostic::Problem;
use crate::msg;
use crate::record::numbering::is_blank;
use crate::record::structure::is_side_mark;
use crate::record::structure::{cited_len, is_signature_separator};
use crate::record::{Element, ForumCode, GameRecord, Span};
use crate::registry::move_len_in;
use crate::session::Variant;

/// The words of a game's text that `game` reads as moves and that its
/// report does not account for: outside the tags, plies, numbers,
/// comments, variations, quotes and the spans its diagnostics name.
pub(super) fn unread_moves(
    source: &str,
    record: &GameRecord,
    report: &Report,
    game: &'static dyn Variant,
) -> Vec<Span> {
    let text = record.span.range();
    let Some(body) = source.get(text.clone()) else {
        return Vec::new();
    };
    let mut accounted = report.carried(record);
    // A variation no branch was checked from holds moves like any text.
    let unchecked = record.movetext.iter().filter_map(|e| match e {
        Element::Variation { span, .. } if !report.variations.iter().any(|b| b.span == *span) => {
            Some(*span)
        }
        _ => None,
    });
    let unchecked: Vec<Span> = unchecked.collect();
    accounted.retain(|s| !unchecked.contains(s));
    // A citation is its number and the move after it; the words after
    // that move are read as any text is.
    accounted.extend(record.quoted.iter().flat_map(|q| {
        let run = source.get(q.move_span.range()).unwrap_or("");
        let cited = crate::record::numbering::move_token(run).unwrap_or(run.len());
        [q.number_span, Span::new(q.move_span.offset, cited)]
    }));
    // A warning names what it stands on, but a game that played nothing
    // checked nothing: only an error accounts for a move there (a KIF
    // file's `76歩 34歩` is an unknown line, not a valid game of no plies),
    // and a line carried as a comment because it was not understood is
    // no more accounted for than its warning.
    let played = !report.plies.is_empty();
    if !played {
        let warned: Vec<Span> = (report.problems.iter())
            .filter(|p| !p.is_error())
            .map(|p| p.span)
            .collect();
        accounted.retain(|s| !warned.contains(s));
    }
    let named = (report.problems.iter()).filter(|p| played || p.is_error());
    accounted.extend(named.map(|p| p.span));
    let accounted = merged(&accounted);
    // A game stops at its first error: the moves after it are the
    // record's, unplayed for that reason, and said to be.
    let stop = (report.problems.iter())
        .filter(|p| p.is_error())
        .map(|p| p.span.offset)
        .min()
        .unwrap_or(text.end);
    let mut next = 0;
    let mut found = Vec::new();
    for line in crate::record::line_ranges(body) {
        let line = line.start + text.start..(line.end + text.start).min(stop);
        if line.start >= stop {
            break;
        }
        let written = &source[line.clone()];
        if is_signature_separator(written) {
            break;
        }
        if cited_len(written) > 0 || is_diagram_caption(written) {
            continue;
        }
        moves_in_line(source, line, &accounted, &mut next, game, &mut found);
    }
    if found.is_empty() {
        return found;
    }
    // A remark that names a move the game played cites it (`16手目はk7-j8`).
    let played: HashSet<String> = (report.plies.iter())
        .map(|p| comparable(p.text(source)))
        .collect();
    found.retain(|s| !played.contains(&comparable(&source[s.range()])));
    found
}

/// Whether `line` holds a board diagram's caption of the last move
/// (`手数=08 ○G6 まで`, `手数＝30　△７六歩　まで`), beside the diagram's
/// other words or alone: it cites the position's last ply in the
/// diagram's own words.
fn is_diagram_caption(line: &str) -> bool {
    // Almost no line holds `手`, whose UTF-8 starts with the byte 0xE6:
    // one look for that byte spares most lines the two searches.
    memchr::memchr(0xE6, line.as_bytes()).is_some()
        && (line.contains("手数=") || line.contains("手数＝"))
}

/// Adds to `found` the moves `game` reads at the word starts of
/// `source[line]` outside `accounted` (sorted; `next` the first that may
/// not end before the line).
fn moves_in_line(
    source: &str,
    line: Range<usize>,
    accounted: &[Range<usize>],
    next: &mut usize,
    game: &'static dyn Variant,
    found: &mut Vec<Span>,
) {
    let mut at = line.start;
    let mut word_start = true;
    while at < line.end {
        while accounted.get(*next).is_some_and(|a| a.end <= at) {
            *next += 1;
        }
        if let Some(a) = accounted.get(*next).filter(|a| a.start <= at) {
            at = a.end;
            word_start = true;
            continue;
        }
        // Inside a word of ASCII letters and digits no move starts.
        if !word_start && source.as_bytes()[at].is_ascii_alphanumeric() {
            at += 1;
            continue;
        }
        let rest = &source[at..line.end];
        let Some(c) = rest.chars().next() else { break };
        if word_start && !is_blank(c) && !is_hiragana(c) {
            if let Some(len) = move_len_in(&[game], rest).or_else(|| marked_move_len(game, rest)) {
                // A move that runs into what the report holds is a part of it.
                let end = at + len;
                let overlaps = accounted.get(*next).is_some_and(|a| a.start < end);
                if !overlaps {
                    found.push(Span::new(at, len));
                }
                at = end;
                word_start = true;
                continue;
            }
        }
        word_start = opens_word(c);
        at += c.len_utf8();
    }
}

/// The length of the move a side mark opens at the start of `rest` when
/// text runs on from it (`△同銀ｗ`, `▲６五角＃`): the longest front of the
/// word that `game` reads as a move. A marked move with a word stuck to it
/// is still a move the writer wrote, and is named if it is no ply.
fn marked_move_len(game: &'static dyn Variant, rest: &str) -> Option<usize> {
    /// Enough characters for any game's marked move.
    const LONGEST: usize = 24;
    if !rest.starts_with(is_side_mark) {
        return None;
    }
    let word = rest.find(is_blank).map_or(rest, |end| &rest[..end]);
    let ends = word.char_indices().map(|(k, _)| k).skip(2).take(LONGEST);
    let ends: Vec<usize> = ends.chain(std::iter::once(word.len())).collect();
    ends.into_iter()
        .rev()
        .find(|&end| move_len_in(&[game], &word[..end]) == Some(end))
}

/// Whether a move may start after `c`: a blank or separator, a colon, a
/// bracket or quotation mark, a side mark, or kana (`序盤は７六歩`), as the
/// reader finds moves without numbers.
fn opens_word(c: char) -> bool {
    is_blank(c)
        || is_side_mark(c)
        || matches!(c, ':' | '：' | '(' | '（' | '「' | '『' | '"' | '\'' | '“')
        || is_hiragana(c)
}

/// Kana, which parts words in Japanese prose and begins no game's move
/// (`パス` is katakana): a move may follow it, none starts with it.
fn is_hiragana(c: char) -> bool {
    ('\u{3041}'..='\u{309F}').contains(&c)
}

/// The one diagnostic for the `unread` moves of a game: an error when
/// `nothing_checked` (a valid game of no plies: the text holds moves, yet
/// none was checked), else a warning that counts them and points at the
/// first.
pub(super) fn unread_problem(
    source: &str,
    unread: &[Span],
    game: &str,
    nothing_checked: bool,
) -> Option<Problem> {
    let first = *unread.first()?;
    let written = &source[first.range()];
    let n = unread.len();
    Some(if nothing_checked {
        let message = msg!(
            "pipeline-unread-unchecked",
            n = n,
            written = written,
            game = game
        );
        Problem::error(ForumCode::UnreadMoves, message, first)
            .label(msg!("pipeline-unread-unchecked-label"))
            .help(msg!("pipeline-unread-unchecked-help"))
    } else {
        let message = msg!("pipeline-unread", n = n, written = written, game = game);
        Problem::warning(ForumCode::UnreadMoves, message, first)
            .label(msg!("pipeline-unread-label"))
            .help(msg!("pipeline-unread-help"))
    })
}

#[cfg(test)]
mod tests {
    use super::is_diagram_caption;

    proptest::proptest! {
        /// A caption is told by the byte its `手` starts with and then the
        /// searches as it was by the searches alone: lines of other
        /// characters whose UTF-8 starts with that byte (`数`, `才`), of
        /// `手` and `数` apart, and of both signs of equality.
        #[test]
        fn a_caption_is_told_as_by_the_searches(line in "[手数才=＝ ○G6まで0a\u{3000}]{0,12}") {
            let searched = line.contains("手数=") || line.contains("手数＝");
            proptest::prop_assert_eq!(is_diagram_caption(&line), searched);
        }
    }

    #[test]
    fn captions_and_other_lines() {
        assert!(is_diagram_caption("手数=08 ○G6 まで"));
        assert!(is_diagram_caption("手数＝30　△７六歩　まで"));
        assert!(!is_diagram_caption("手数 30"));
        assert!(!is_diagram_caption("P1-KY-KE-GI-KI-OU-KI-GI-KE-KY"));
    }
}
