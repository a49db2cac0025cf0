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

/// The longest move `grammars` read at the start of `text` that ends where
/// a move may end: one grammar's answer, or the longest of several.
pub fn longest_move(text: &str, grammars: impl Iterator<Item = usize>) -> Option<usize> {
    grammars
        .filter(|&len| {
            len > 0 && text.is_char_boundary(len) && super::numbering::ends_move(&text[len..])
        })
        .max()
}
