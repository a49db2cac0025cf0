//! The problems said of a game: of a ply that does not read or play, of a
//! game without moves, and where they point.

use crate::diagnostic::Problem;
use crate::messages::Msg;
use crate::msg;
use crate::record::numbering;
use crate::record::{ForumCode, GameRecord, NotationCode, RecordCode, Span};
use crate::session::PlyFailure;

/// The error for a game in which no move was found, with the likely reason:
/// nothing read is never "valid".
pub(super) fn no_moves(source: &str, record: &GameRecord, game: Option<&str>) -> Problem {
    let text = source.get(record.span.range()).unwrap_or(source);
    let at = Span::new(record.span.offset, 0);
    let (message, help) = if source
        .trim_matches(['\u{feff}', ' ', '\t', '\r', '\n', '\u{3000}'])
        .is_empty()
    {
        (
            msg!("record-no-moves-empty"),
            msg!("record-no-moves-empty-help"),
        )
    } else if let Some(game) = game {
        let message = msg!("record-no-moves-none-read", game = game);
        (message, msg!("record-no-moves-none-read-help"))
    } else if let Some(why) = garbled(text) {
        let message = msg!("record-no-moves-garbled", why = why);
        (message, msg!("record-no-moves-garbled-help"))
    } else if record.from_prose {
        let lines = crate::record::line_ranges(text).count().max(1);
        let message = msg!("record-no-moves-prose", lines = lines);
        (message, msg!("record-no-moves-prose-help"))
    } else {
        (
            msg!("record-no-moves-record"),
            msg!("record-no-moves-record-help"),
        )
    };
    Problem::error(RecordCode::NoMoves, message, at)
        .label(crate::msg!("record-no-moves-label"))
        .help(help)
}

/// Why `text` is no text a person wrote, if it is not: bytes that did not
/// decode (read as `�`), or Japanese turned into Latin letters by a wrong
/// re-encoding (`é–‹å§‹` for `開始`).
pub(super) fn garbled(text: &str) -> Option<Msg> {
    let undecoded = text.chars().filter(|&c| c == '\u{FFFD}').count();
    if undecoded > 0 {
        return Some(msg!("record-undecoded", n = undecoded));
    }
    let latin = |c: char| matches!(c, '\u{80}'..='\u{FF}');
    let non_ascii = text.chars().filter(|c| !c.is_ascii()).count();
    let mojibake = text.chars().filter(|&c| latin(c)).count();
    if mojibake < 8 || mojibake * 2 < non_ascii {
        return None;
    }
    let sample: String = text
        .split_whitespace()
        .find(|w| w.chars().any(latin))
        .map(|w| w.chars().take(12).collect())
        .unwrap_or_default();
    Some(msg!("record-latin-decoded", sample = sample))
}

pub(super) fn failure_problem(
    source: &str,
    at: usize,
    end: usize,
    ply: usize,
    before: &str,
    failure: PlyFailure,
    in_prose: bool,
) -> Problem {
    match failure {
        PlyFailure::Syntax(e) => {
            let word = word_span(source, at, end);
            let start = (at + e.offset).min(word.end());
            let span = snap(
                source,
                Span::new(
                    start,
                    e.len.max(1).min(word.end().saturating_sub(start)).max(1),
                ),
            );
            if in_prose {
                // In prose, a numbered word that is no move is most often prose.
                return Problem::warning(
                    ForumCode::NotAMove,
                    crate::msg!(
                        "record-not-a-move",
                        word = quoted(&source[word.range()]),
                        why = &e.message
                    ),
                    word,
                )
                .ply(ply)
                .label(crate::msg!("record-not-a-move-label"));
            }
            Problem::error(
                NotationCode::Syntax,
                crate::msg!(
                    "record-syntax",
                    word = quoted(&source[word.range()]),
                    why = &e.message
                ),
                span,
            )
            .ply(ply)
            .label(e.message)
            .help(crate::msg!("record-rest-not-checked"))
            .position(before)
        }
        PlyFailure::Illegal { violation, len, .. } => {
            let span = if len == 0 {
                word_span(source, at, end)
            } else {
                snap(source, Span::new(at, len))
            };
            Problem::error(violation.rule, violation.message, span)
                .ply(ply)
                .label(crate::msg!("frame-illegal-move"))
                .position(before)
                .told(violation.help, violation.said)
        }
    }
}

/// The most characters of a word a message quotes: the span shows the
/// whole word, and a message is read in one line.
const QUOTED_CHARS: usize = 60;

/// `word` as a message quotes it: whole, or its first [`QUOTED_CHARS`]
/// characters and an ellipsis.
fn quoted(word: &str) -> std::borrow::Cow<'_, str> {
    match word.char_indices().nth(QUOTED_CHARS) {
        Some((cut, _)) => format!("{}…", &word[..cut]).into(),
        None => word.into(),
    }
}

/// The legal moves nearest to `word` as written, nearest first; the word
/// with a letter O or l typed after a digit read as 0 or 1 (`h1O` for
/// `h10`) comes first when it is legal.
pub(super) fn nearest_reading(word: &str, legal: &[String]) -> Vec<String> {
    if word
        .chars()
        .nth(crate::diagnostic::NEAREST_MOVE_MAX_CHARS)
        .is_some()
    {
        return Vec::new();
    }
    let mut digit_before = false;
    let as_digits: String = word
        .chars()
        .map(|c| {
            let read = match c {
                'O' | 'o' if digit_before => '0',
                'l' | 'I' if digit_before => '1',
                c => c,
            };
            digit_before = read.is_ascii_digit();
            read
        })
        .collect();
    let mut scored: Vec<(f64, &String)> = legal
        .iter()
        .map(|m| {
            let score = if *m == as_digits {
                f64::INFINITY
            } else {
                strsim::normalized_damerau_levenshtein(word, m)
            };
            (score, m)
        })
        .filter(|(score, _)| *score > 0.0)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    scored.into_iter().take(3).map(|(_, m)| m.clone()).collect()
}

/// `span` widened to character boundaries and kept inside `text`.
pub(super) fn snap(text: &str, span: Span) -> Span {
    let start = crate::record::floor_char_boundary(text, span.offset);
    let mut end = span.end().min(text.len()).max(start);
    while !text.is_char_boundary(end) {
        end += 1;
    }
    Span::new(start, end - start)
}

/// The word at `at`, up to a blank (white space, or a separator such as
/// `。`, but not the list marks a move may hold).
pub(super) fn word_span(source: &str, at: usize, end: usize) -> Span {
    let text = &source[at..end];
    let blank = |c| numbering::is_blank(c) && !numbering::is_list_mark(c);
    let len = text.find(blank).unwrap_or(text.len());
    Span::new(at, len.max(text.chars().next().map_or(0, char::len_utf8)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_word_is_quoted_in_part_and_gets_no_suggestion() {
        let word = "x".repeat(QUOTED_CHARS);
        assert_eq!(quoted(&word), word);
        let longer = format!("{word}yz");
        assert_eq!(quoted(&longer), format!("{word}…"));
        let legal = vec!["b2-c3".to_string()];
        assert_eq!(nearest_reading("b2-c", &legal), ["b2-c3"]);
        let long = format!(
            "b2-c{}",
            "3".repeat(crate::diagnostic::NEAREST_MOVE_MAX_CHARS)
        );
        assert!(nearest_reading(&long, &legal).is_empty());
    }

    #[test]
    fn the_nearest_reading_of_a_letter_for_a_digit_comes_first() {
        let legal: Vec<String> = ["h1", "h10", "h11", "Oh10"].map(String::from).to_vec();
        assert_eq!(nearest_reading("h1O", &legal), ["h10", "h1", "h11"]);
        assert_eq!(nearest_reading("h1l", &legal)[0], "h11");
        // A letter not after a digit is kept: Chatra's object, file l.
        assert_eq!(nearest_reading("Oh1O", &legal)[0], "Oh10");
    }
}
