//! The move notations of shogi. Each reads one ply from the front of the
//! text and prints a move; all resolve against the position.

pub mod csa;
pub mod japanese;
pub mod kanji;
pub mod western;

use super::board::Move;
use super::cards::notation::{Carded, Token};
use super::{Otomo, Position};
use crate::game::{Notation, Parsed, SyntaxError, Violation};
use crate::session::MoveReader;

/// Every notation, canonical first.
pub static ALL: &[&dyn MoveReader<Otomo>] = &[
    &Usi,
    &Carded(csa::Csa, Token::Letter),
    &Carded(japanese::Kif, Token::Label),
    &Carded(japanese::Ki2, Token::Label),
    &Carded(western::Western, Token::Letter),
];

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

/// USI: `7g7f`, `8h2b+`, `P*5e`; card moves `Q:5i5e` (see [`super::cards::text`]).
pub struct Usi;

impl Notation<Otomo> for Usi {
    type Text = Move;
    fn name(&self) -> &'static str {
        "usi"
    }
    fn parse(&self, input: &str) -> Result<Parsed<Move>, SyntaxError> {
        match super::cards::text::parse_move(input) {
            Some((mv, len)) if at_word_end(&input[len..]) => Ok(Parsed {
                text: mv,
                len,
                notes: Vec::new(),
            }),
            _ => Err(syntax(
                0,
                input.find(char::is_whitespace).unwrap_or(input.len()),
                "expected a USI move such as 7g7f, 8h2b+ or P*5e (a card move: Q:5i1e)",
            )),
        }
    }
    fn resolve(&self, _pos: &Position, text: &Move) -> Result<Move, Violation> {
        Ok(*text)
    }
    fn print(&self, _pos: &Position, mv: &Move) -> String {
        super::cards::text::write_move(*mv)
    }
}
