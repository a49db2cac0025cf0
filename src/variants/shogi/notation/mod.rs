//! The move notations of shogi. Each reads one ply from the front of the
//! text and prints a move; all resolve against the position.

pub mod csa;
pub mod japanese;
pub mod kanji;
pub mod western;

use super::board::Move;
use super::{Position, Shogi};
use crate::game::{Notation, Parsed, Rules, SyntaxError, Violation};
use crate::session::MoveReader;
use crate::variants::otomo::notation::{Carded, Token};

/// Every notation, canonical first. The notations of records read card
/// moves too, only so that a Shogi no Otomo record that does not say so is
/// refused by the rule it breaks ([`super::Shogi`] has no cards) rather
/// than as unreadable text.
pub static ALL: &[&dyn MoveReader<Shogi>] = &[
    &USI,
    &Carded(csa::Csa, Token::Letter),
    &Carded(japanese::Kif, Token::Label),
    &Carded(japanese::Ki2, Token::Label),
    &Carded(western::Western, Token::Letter),
];

/// The games played on a shogi position: shogi, and shogi with cards. The
/// notations read and write moves for either.
pub trait OnShogi: Rules<Position = Position, Move = Move> {}

impl<R: Rules<Position = Position, Move = Move>> OnShogi for R {}

/// Whether the text after a move ends the word.
pub(crate) fn at_word_end(rest: &str) -> bool {
    rest.chars()
        .next()
        .is_none_or(|c| c.is_whitespace() || matches!(c, ',' | ';' | '{' | '(' | ')'))
}

pub(crate) fn syntax(offset: usize, len: usize, message: impl Into<String>) -> SyntaxError {
    SyntaxError {
        offset,
        len,
        message: message.into(),
    }
}

/// USI: `7g7f`, `8h2b+`, `P*5e`. Shogi no Otomo reads and writes its card
/// moves (`Q:5i5e`) with its own pair of functions.
pub struct Usi {
    /// One move from the front of the text: the move and bytes taken.
    pub read: fn(&str) -> Option<(Move, usize)>,
    pub write: fn(Move) -> String,
    /// The syntax error's message.
    pub expected: &'static str,
}

/// Shogi's USI.
pub const USI: Usi = Usi {
    read: super::usi::parse_usi,
    write: super::usi::move_to_usi,
    expected: "expected a USI move such as 7g7f, 8h2b+ or P*5e",
};

impl<R: OnShogi> Notation<R> for Usi {
    type Text = Move;
    fn name(&self) -> &'static str {
        "usi"
    }
    fn parse(&self, input: &str) -> Result<Parsed<Move>, SyntaxError> {
        match (self.read)(input) {
            Some((mv, len)) if at_word_end(&input[len..]) => Ok(Parsed {
                text: mv,
                len,
                notes: Vec::new(),
            }),
            _ => Err(syntax(
                0,
                input.find(char::is_whitespace).unwrap_or(input.len()),
                self.expected,
            )),
        }
    }
    fn resolve(&self, _pos: &Position, text: &Move) -> Result<Move, Violation> {
        Ok(*text)
    }
    fn print(&self, _pos: &Position, mv: &Move) -> String {
        (self.write)(*mv)
    }
}
