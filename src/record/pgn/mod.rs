//! The PGN-style container: tag pairs, numbered movetext, `{comments}`,
//! `;` line comments, `( variations )`, result tokens, several games a file.
//!
//! This module splits a text into games (`tokens` reads the words that are
//! no moves, `reader` one game).

mod reader;
mod tokens;

use super::{GameRecord, Span};
use reader::Reader;
pub use tokens::move_number;
pub(crate) use tokens::result_token;

/// Reads every game in a PGN-style text.
pub fn read(text: &str) -> Vec<GameRecord> {
    Games::default().next_games(text, usize::MAX)
}

/// Where the reading of a PGN-style text has got to, so that a large file
/// is read a few games at a time and its records are never all held at once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Games {
    pos: usize,
    /// How many elements of movetext the last game read had.
    last_elements: usize,
    read_any: bool,
    done: bool,
}

impl Games {
    /// Up to `max` more games of `text` (the same text every call); none
    /// once the text is read. A text without a game gives one empty record,
    /// for the diagnostic that says so.
    pub fn next_games(&mut self, text: &str, max: usize) -> Vec<GameRecord> {
        let mut games = Vec::new();
        while games.len() < max && !self.done {
            games.extend(self.next_game(text, true));
        }
        games
    }

    /// The game that starts after white space from `at`, a place where the
    /// reading in order gets to (the text's start or where the last game
    /// read ended), and where the game ends: the text's end once every game
    /// has been read. `text` may be the start of a longer text (not
    /// `whole`): a game that ends before `text` does is the game the longer
    /// text holds there.
    pub fn game_after(
        &mut self,
        text: &str,
        at: usize,
        whole: bool,
    ) -> (Option<GameRecord>, usize) {
        if self.done {
            return (None, text.len());
        }
        self.pos = at;
        let game = self.next_game(text, whole);
        (game, if self.done { text.len() } else { self.pos })
    }

    /// Where the next game starts, or the text's end.
    fn next_start(&self, text: &str) -> usize {
        let mut reader = Reader {
            text,
            pos: self.pos,
            depth: 0,
            whole: true,
        };
        reader.skip_space();
        reader.pos
    }

    /// The next game; none once the text is read (then, if it held no
    /// game, one empty record).
    fn next_game(&mut self, text: &str, whole: bool) -> Option<GameRecord> {
        let mut reader = Reader {
            text,
            pos: self.next_start(text),
            depth: 0,
            whole,
        };
        let game = if reader.pos >= text.len() {
            None
        } else {
            Some(reader.game(self.last_elements))
                .filter(|g| !(g.tags.is_empty() && g.movetext.is_empty() && g.issues.is_empty()))
        };
        self.pos = reader.pos;
        match game {
            Some(game) => {
                // Games of one archive are about as long as each other.
                self.last_elements = (game.movetext.len() * 5 / 4).clamp(16, 1024);
                self.read_any = true;
                Some(game)
            }
            None => {
                self.done = true;
                (!self.read_any).then(|| {
                    self.read_any = true;
                    GameRecord {
                        span: Span::new(0, text.len()),
                        ..Default::default()
                    }
                })
            }
        }
    }

    /// Whether every game has been read.
    pub fn is_done(&self) -> bool {
        self.done
    }
}

/// Tag names that the driver reads; the rest are kept as they are.
pub const KNOWN_TAGS: [&str; 3] = ["Variant", "Rules", "Position"];

#[cfg(test)]
mod tests {
    use super::tokens::{RESULTS, is_word_end, starts_word_after};
    use super::*;
    use crate::record::{Element, numbering};

    /// The movetext of `text`'s one game, each element as the bytes it
    /// covers, tagged by kind.
    fn elements(text: &str) -> Vec<String> {
        let games = read(text);
        assert_eq!(games.len(), 1);
        first_elements(text)
    }

    /// The movetext of `text`'s first game, as [`elements`].
    fn first_elements(text: &str) -> Vec<String> {
        read(text)[0]
            .movetext
            .iter()
            .map(|e| {
                let (kind, span) = match e {
                    Element::Number { span, .. } => ("n", span),
                    Element::Moves { span } => ("m", span),
                    Element::Comment { span, .. } => ("c", span),
                    Element::Variation { span, .. } => ("v", span),
                    Element::Time { span, .. } => ("t", span),
                    Element::Result { span, .. } => ("r", span),
                };
                format!("{kind}:{}", &text[span.range()])
            })
            .collect()
    }

    #[test]
    fn only_word_starts_begin_numbers_results_and_tags() {
        // Digits, `*` and `[` inside a word are move text; at a word's start
        // (after white space, `.`, `}`, `(` or `)`) they begin something.
        assert_eq!(
            elements("1.d2-c3 *d4 tms[pin] 2...e5x3\u{3000}3. a1 {c}4.b2 (5.c3) ½-½"),
            [
                "n:1.",
                "m:d2-c3 *d4 tms[pin]",
                "n:2...",
                "m:e5x3",
                "n:3.",
                "m:a1",
                "c:{c}",
                "n:4.",
                "m:b2",
                "v:(5.c3)",
                "r:½-½",
            ]
        );
    }

    #[test]
    fn a_kif_origin_glued_to_a_move_is_move_text_not_a_variation() {
        assert_eq!(
            elements("1.６八玉(59) 2.５二金(61) (3.４六歩(47))"),
            [
                "n:1.",
                "m:６八玉(59)",
                "n:2.",
                "m:５二金(61)",
                "v:(3.４六歩(47))"
            ]
        );
    }

    /// Where the variation `rest` opens ends as the rules say, a character
    /// at a time: at the `)` that closes its `(`, parentheses in `{…}` and
    /// `; …` comments being the comments'; `None` if a comment or the
    /// variation is never closed (the reader then counts every parenthesis).
    fn variation_end(rest: &str) -> Option<usize> {
        let mut depth = 0;
        let mut chars = rest.char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                '{' | ';' => {
                    let end = if c == '{' { '}' } else { '\n' };
                    chars.find(|&(_, c)| c == end)?;
                }
                _ => {}
            }
        }
        None
    }

    /// The movetext of `text` as the rules say, a character at a time and
    /// without the reader's shortcuts: marks (numbers, results, comments,
    /// variations, a tag) begin only at a word's start, except `{`, `;`
    /// and `(`, which begin anywhere; move text runs between them.
    fn spec(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut run: Option<usize> = None;
        let mut at = 0;
        let mut at_word = true;
        let end_run = |run: &mut Option<usize>, out: &mut Vec<String>, at: usize| {
            if let Some(s) = run.take() {
                out.push(format!(
                    "m:{}",
                    text[s..at].trim_end_matches(numbering::is_blank)
                ));
            }
        };
        // The move numbers posts write: the number grammar is the shared
        // layer's own (tested there).
        let lenient = |rest: &str| numbering::move_number(rest).map(|n| ("n", n.len));
        while let Some(c) = text[at..].chars().next() {
            let rest = &text[at..];
            let close = |open: char, close: char| {
                let mut depth = 0;
                for (i, c) in rest.char_indices() {
                    depth += i32::from(c == open) - i32::from(c == close);
                    if depth == 0 {
                        return i + 1;
                    }
                }
                rest.len()
            };
            // KIF's origin square glued to a move (`６八玉(59)`) is move
            // text, never a variation.
            let origin = rest.as_bytes().get(..4).is_some_and(|b| {
                b[0] == b'(' && b[3] == b')' && b[1..3].iter().all(|d| (b'1'..=b'9').contains(d))
            });
            if !at_word && origin {
                run.get_or_insert(at);
                at += 4;
                at_word = true;
                continue;
            }
            let mark = if c == '{' {
                Some(("c", rest.find('}').map_or(rest.len(), |i| i + 1)))
            } else if c == ';' {
                Some(("c", rest.find('\n').unwrap_or(rest.len())))
            } else if c == '(' {
                Some(("v", variation_end(rest).unwrap_or_else(|| close('(', ')'))))
            } else if at_word && c == '[' {
                Some(("[", 0))
            } else if at_word
                && RESULTS.iter().any(|r| {
                    rest.starts_with(r) && rest[r.len()..].chars().next().is_none_or(is_word_end)
                })
            {
                let r = RESULTS.iter().find(|r| rest.starts_with(*r)).unwrap();
                Some(("r", r.len()))
            } else if at_word && c.is_ascii_digit() {
                let digits = rest.chars().take_while(char::is_ascii_digit).count();
                let dots = rest[digits..].chars().take_while(|&c| c == '.').count();
                let fits = rest[..digits].parse::<u32>().is_ok();
                (dots > 0 && fits)
                    .then_some(("n", digits + dots))
                    .or_else(|| lenient(rest))
            } else if at_word {
                lenient(rest)
            } else {
                None
            };
            match mark {
                None => {
                    if !numbering::is_blank(c) {
                        run.get_or_insert(at);
                    }
                    at += c.len_utf8();
                    at_word = starts_word_after(c);
                }
                Some((kind, len)) => {
                    end_run(&mut run, &mut out, at);
                    if kind == "[" {
                        return out;
                    }
                    out.push(format!("{kind}:{}", &text[at..at + len]));
                    if kind == "r" {
                        return out;
                    }
                    at += len;
                    // A word starts after a move number, whatever it ends in
                    // (`.`, `．`, `手目`).
                    at_word =
                        kind == "n" || text[..at].chars().next_back().is_none_or(starts_word_after);
                }
            }
        }
        end_run(&mut run, &mut out, at);
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

        /// The reader's byte-at-a-time shortcuts read as the rules say.
        #[test]
        fn the_reader_reads_movetext_as_the_rules_say(
            words in proptest::collection::vec(proptest::sample::select(vec![
                "1.", "12.", "3...", "99999999999.", "d2-c3", "6d8f", "I:6i5h/3i", "*d4", "*",
                "1-0", "0-1", "1/2-1/2", "½-½", "½x", "10x", "tms[pin]", "[", "{c}", "{",
                "; note\n", "(1.a2 b)", "(", ")", "}", ".", " ", "  ", "\n", "\t", "\u{3000}",
                "７六歩", "x", "7", "0", "a1", "\u{b}", "ਅ", "\u{85}", "x\u{85}",
                "４.", "16．", "１６．．．", "16手目", "１手目", "。", "、", "「", "」", "ｆ９",
                "(77)", "(7", "(0", "６八玉(59)",
            ]), 0..24)
        ) {
            let text = format!("1.{}", words.concat());
            proptest::prop_assert_eq!(first_elements(&text), spec(&text), "{:?}", text);
        }
    }
}
