//! What the post reader asks the games: where a move written in a game's
//! grammar starts and ends in running text. The record layer names no
//! game; a registered game answers through its own notations (the parsers
//! that read its records), and the registry answers for its games
//! (docs/FORUM-POSTS.md, "Who finds the moves").

/// The grammars a post is read with.
pub trait MoveFinder: Send + Sync {
    /// The length in bytes of the move at the very start of `text`, if a
    /// grammar reads one there that ends where a move may end
    /// (`numbering::ends_move`).
    fn move_len(&self, text: &str) -> Option<usize>;
}

/// No grammar at all: a post read below the registry finds the moves of
/// the shape every game's moves share, and no others.
pub struct NoGrammar;

impl MoveFinder for NoGrammar {
    fn move_len(&self, _text: &str) -> Option<usize> {
        None
    }
}

/// The most bytes of running text a grammar is asked to read a move from:
/// far more than any game's longest move, full-width, so that a word of
/// megabytes costs a finder no more than a move does (a grammar that
/// refuses a word measures it for its error).
pub const MOVE_WINDOW: usize = 4 * super::numbering::MAX_MOVE_CHARS;

/// The front of `text` a grammar is asked to read a move from: at most
/// [`MOVE_WINDOW`] bytes, and not the annotation marks that end its first
/// word (`+kun?!`, `e1xc3!`), which a post may put on any game's move and
/// no game's grammar reads as its end.
pub fn move_window(text: &str) -> &str {
    let window = &text[..super::floor_char_boundary(text, MOVE_WINDOW)];
    let word = window.find(char::is_whitespace).unwrap_or(window.len());
    let marked = (window[..word].char_indices())
        .filter(|&(_, c)| super::numbering::is_mark(c))
        .map(|(k, _)| k)
        .find(|&k| ends_with_marks(&window[k..]));
    &window[..marked.unwrap_or(window.len())]
}

/// The longest move `grammars` read at the start of `text` that ends where
/// a move may end: one grammar's answer, or the longest of several.
pub fn longest_move(text: &str, grammars: impl Iterator<Item = usize>) -> Option<usize> {
    grammars
        .filter(|&len| {
            len > 0
                && text.is_char_boundary(len)
                && (ends_with_marks(&text[len..]) || word_after_kanji(&text[..len], &text[len..]))
        })
        .max()
}

/// Whether a move written the Japanese way (ending in a kanji or a
/// full-width bracket) is followed by a Latin letter, an emoji or a kanji,
/// which its grammar has read no further: a post's laugh (`△同銀ｗ`,
/// `▲７六歩www`, `▲７六歩笑`) or word (`▲２四歩突き捨て`).
fn word_after_kanji(read: &str, after: &str) -> bool {
    let kanji = |c: char| ('\u{4E00}'..='\u{9FFF}').contains(&c);
    let word = |c: char| {
        c.is_ascii_alphabetic()
            || matches!(c, 'Ａ'..='Ｚ' | 'ａ'..='ｚ')
            || super::numbering::is_emoji(c)
            || kanji(c)
    };
    let japanese = |c: char| kanji(c) || c == '）';
    read.chars().next_back().is_some_and(japanese) && after.chars().next().is_some_and(word)
}

/// Whether the text after a move ends it, past the annotation marks a
/// post may put on the move (`+kun?!`, `e1xc3!`).
fn ends_with_marks(after: &str) -> bool {
    let marks = after.len() - after.trim_start_matches(super::numbering::is_mark).len();
    super::numbering::ends_move(&after[marks..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grammar_reads_a_move_without_the_marks_that_end_its_word() {
        assert_eq!(move_window("+kun?! nen:V2-S1"), "+kun");
        assert_eq!(move_window("e1xc3! d4xd2"), "e1xc3");
        // Marks inside a word, or after the first word, stay.
        assert_eq!(move_window("a!b c"), "a!b c");
        assert_eq!(move_window("f9 g2!"), "f9 g2!");
        let long = "x".repeat(2 * MOVE_WINDOW);
        assert_eq!(move_window(&long).len(), MOVE_WINDOW);
    }
}
