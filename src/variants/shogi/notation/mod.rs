//! The move notations of shogi. Each reads one ply from the front of the
//! text and prints a move; all resolve against the position.

pub mod csa;
pub mod japanese;
pub mod kanji;
pub mod usi;
pub mod western;

use super::board::Move;
use super::{Position, Shogi};
use crate::game::{Notation, Parsed, Rules, SyntaxError, Violation};
use crate::messages::Msg;
use crate::session::MoveReader;
use crate::variants::shogi::ShogiRule;

/// Every notation, canonical first. The notations of records refuse a
/// move marked as another game's ([`Unmarked`]) by the rule it breaks
/// rather than as unreadable text.
pub static ALL: &[&dyn MoveReader<Shogi>] = &[
    &USI,
    &Unmarked(csa::Csa),
    &Unmarked(japanese::Kif),
    &Unmarked(japanese::Ki2),
    &Unmarked(western::Western),
];

/// A shogi notation in a shogi record. A game layered on shogi marks its
/// own moves with a token and a colon before the move (`+Q:5953OU`,
/// `▲王:５三玉`, `W:7g`); such a move is read only to be refused: shogi
/// has no such moves (`shogi::cards-off`).
pub struct Unmarked<N>(pub N);

#[derive(Debug)]
pub enum UnmarkedText<T> {
    Move(T),
    /// A marked move: the mark's token as written.
    Marked(String),
}

/// Side marks a move may start with.
const SIDES: [char; 7] = ['▲', '△', '☗', '☖', '▽', '+', '-'];

/// The token of a marked move at the front of `text`, after its side mark:
/// an ASCII capital, one non-ASCII character or two digits, then `:` or
/// `：`.
#[inline]
pub fn mark_token(text: &str) -> Option<&str> {
    if !may_be_marked(text) {
        return None;
    }
    marked_token(text)
}

/// [`mark_token`] past its quick test.
#[inline(never)]
fn marked_token(text: &str) -> Option<&str> {
    let side = text
        .chars()
        .next()
        .filter(|c| SIDES.contains(c))
        .map_or(0, char::len_utf8);
    let rest = &text[side..];
    let b = rest.as_bytes();
    let len = if b.len() >= 2 && b[0].is_ascii_digit() && b[1].is_ascii_digit() {
        2
    } else {
        let c = rest.chars().next()?;
        if !(c.is_ascii_uppercase() || !c.is_ascii() && !c.is_whitespace()) {
            return None;
        }
        c.len_utf8()
    };
    (rest[len..].starts_with(':') || rest[len..].starts_with('：')).then(|| &rest[..len])
}

/// Whether a mark's colon could be at the front of `text`: it starts by
/// the eighth byte (after a side mark of three bytes and a character of
/// four). Most moves have none, and are told so before any character is
/// decoded.
#[inline]
fn may_be_marked(text: &str) -> bool {
    const FULL_WIDTH_COLON: &[u8] = "：".as_bytes();
    let b = text.as_bytes();
    // Told first in two words: a colon at the first eight bytes has its
    // last byte (3A, or 9A of `：`) in the first ten, which a move seldom has.
    if let Some(ten) = b.get(..10) {
        let word = |at: usize| u64::from_le_bytes(ten[at..at + 8].try_into().unwrap_or_default());
        if !has_byte(word(0), b':') && !has_byte(word(2), FULL_WIDTH_COLON[2]) {
            return false;
        }
    }
    b.iter().take(8).enumerate().any(|(i, &c)| {
        c == b':' || c == FULL_WIDTH_COLON[0] && b[i..].starts_with(FULL_WIDTH_COLON)
    })
}

impl<N: Notation<Shogi>> Notation<Shogi> for Unmarked<N> {
    type Text = UnmarkedText<N::Text>;
    fn name(&self) -> &'static str {
        self.0.name()
    }
    #[inline(always)]
    fn parse(&self, input: &str) -> Result<Parsed<Self::Text>, SyntaxError> {
        if let Some(token) = mark_token(input) {
            // The word ends where a move may end in running text
            // (`治:６三、２六歩` is two moves).
            let len = input
                .find(|c: char| c == ',' || crate::record::numbering::is_blank(c))
                .unwrap_or(input.len());
            // A card's move follows its colon (`王:５三玉`); `う:` in prose
            // (`こう: +7776FU`) is no move.
            let colon = input.find([':', '：']).map_or(0, |at| {
                at + input[at..].chars().next().map_or(0, char::len_utf8)
            });
            if len > colon {
                return Ok(Parsed {
                    text: UnmarkedText::Marked(token.to_string()),
                    len,
                    notes: Vec::new(),
                });
            }
        }
        let parsed = self.0.parse(input)?;
        Ok(Parsed {
            text: UnmarkedText::Move(parsed.text),
            len: parsed.len,
            notes: parsed.notes,
        })
    }
    #[inline(always)]
    fn parse_plain(&self, input: &str) -> Option<(Self::Text, usize)> {
        if mark_token(input).is_some() {
            return None;
        }
        let (text, len) = self.0.parse_plain(input)?;
        Some((UnmarkedText::Move(text), len))
    }
    fn resolve(&self, pos: &Position, text: &Self::Text) -> Result<Move, Violation> {
        match text {
            UnmarkedText::Move(t) => self.0.resolve(pos, t),
            UnmarkedText::Marked(token) => Err(Violation::new(
                ShogiRule::CardsOff,
                crate::msg!("shogi-cards-off", card = %token),
            )
            .help(crate::msg!("shogi-cards-off-help"))),
        }
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        self.0.print(pos, mv)
    }
}

/// Whether one of the eight bytes of `word` is `byte`.
#[inline(always)]
fn has_byte(word: u64, byte: u8) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let x = word ^ (ONES * u64::from(byte));
    x.wrapping_sub(ONES) & !x & (ONES << 7) != 0
}

/// Whether the text after a move ends the word
/// ([`crate::record::numbering::ends_move`]).
pub(crate) fn at_word_end(rest: &str) -> bool {
    crate::record::numbering::ends_move(rest)
}

/// [`at_word_end`] of the text after the first `at` bytes of `input`, the
/// ASCII byte after almost every move told where the move is read, without
/// a call or a slice.
#[inline(always)]
fn ends_word_at(input: &str, at: usize) -> bool {
    match input.as_bytes().get(at) {
        None => at == input.len(),
        Some(b) if b.is_ascii() => ends_word_with(*b),
        Some(_) => at_word_end(&input[at..]),
    }
}

/// [`at_word_end`] of a text that starts with the ASCII byte `b`.
#[inline(always)]
fn ends_word_with(b: u8) -> bool {
    matches!(b, b'\t'..=b'\r' | b' ' | b',' | b';' | b'{' | b'(' | b')')
}

pub(crate) fn syntax(offset: usize, len: usize, message: Msg) -> SyntaxError {
    SyntaxError::new(offset, len, message)
}

/// USI: `7g7f`, `8h2b+`, `P*5e`. A game layered on shogi reads and writes
/// its own moves with its own pair of functions.
pub struct Usi {
    /// One move from the front of the text: the move and bytes taken.
    pub read: fn(&str) -> Option<(Move, usize)>,
    pub write: fn(Move) -> String,
    /// The syntax error's message: its id in the catalogue.
    pub expected: &'static str,
}

/// [`Notation::parse_plain`] of shogi's [`USI`], the first of [`ALL`],
/// called where the compiler sees it.
#[inline(always)]
pub(super) fn read_usi_plain(input: &str) -> Option<(Move, usize)> {
    usi::parse_usi(input).filter(|(_, len)| ends_word_at(input, *len))
}

/// Shogi's USI.
pub const USI: Usi = Usi {
    read: usi::parse_usi,
    write: usi::move_to_usi,
    expected: "shogi-expected-usi",
};

impl<R: Rules<Move = Move>> Notation<R> for Usi {
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
                Msg::new(self.expected),
            )),
        }
    }
    fn parse_plain(&self, input: &str) -> Option<(Move, usize)> {
        (self.read)(input).filter(|(_, len)| ends_word_at(input, *len))
    }
    fn resolve(&self, _pos: &R::Position, text: &Move) -> Result<Move, Violation> {
        Ok(*text)
    }
    fn print(&self, _pos: &R::Position, mv: &Move) -> String {
        (self.write)(*mv)
    }
    fn prints_from_the_position(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// USI read in place reads as the first notation does.
    #[test]
    fn usi_in_place_reads_as_the_first_notation() {
        use crate::game::{Configure, Rules};
        let config = Shogi::configure(&crate::game::RuleSpec::default()).unwrap();
        let pos = Shogi::start(&config);
        let texts = [
            "7g7f", "7g7f ", "8h2b+ x", "P*5e", "win", "7g7fx", "7g", "", "+7776FU", "7g7f、",
        ];
        for text in texts {
            let table = ALL[0].read_plain(&pos, text);
            let in_place = <Shogi as crate::session::Game>::read_plain(0, &pos, text);
            assert_eq!(format!("{in_place:?}"), format!("{table:?}"), "{text}");
        }
    }

    /// The word end told by its first ASCII byte is the one the whole test
    /// finds, after every byte and at the text's end.
    #[test]
    fn word_end_by_byte_agrees() {
        for b in 0..128u8 {
            let rest = [b, b'x'];
            let rest = std::str::from_utf8(&rest).unwrap();
            assert_eq!(ends_word_with(b), at_word_end(rest), "{b}");
            let input = format!("7g7f{rest}");
            assert_eq!(ends_word_at(&input, 4), at_word_end(rest), "{b}");
        }
        for rest in ["", "、", "▲", "あ", "（", "x"] {
            let input = format!("7g7f{rest}");
            assert_eq!(ends_word_at(&input, 4), at_word_end(rest), "{rest}");
        }
    }

    /// The quick test lets through every text the whole reading finds a
    /// mark in: widest side marks and tokens, both colons.
    #[test]
    fn every_marked_move_may_be_marked() {
        let sides = ["", "▲", "☖", "+", "-"];
        let tokens = ["Q", "12", "王", "𠮷", "é"];
        for side in sides {
            for token in tokens {
                for colon in [":", "："] {
                    let text = format!("{side}{token}{colon}5953OU");
                    assert_eq!(mark_token(&text), Some(token), "{text}");
                    assert!(may_be_marked(&text), "{text}");
                }
            }
        }
        for text in ["+7776FU", "▲７六歩", "７六歩(77)", "7g7f", "", "▲"] {
            assert!(!may_be_marked(text) && mark_token(text).is_none(), "{text}");
        }
    }

    /// A card move read without the cards ends where a move may end in
    /// running text: in `初手７六歩(77)、治:６三、２六歩(27)` the card does
    /// not swallow the moves after it, which shogi's reading would then
    /// hide from the Otomo reading of the post.
    #[test]
    fn a_card_move_ends_at_a_separator() {
        for n in ALL.iter().filter(|n| n.notation_name() != "usi") {
            for (text, card) in [
                ("治:６三、２六歩(27)", "治:６三"),
                ("王:５三玉。", "王:５三玉"),
            ] {
                assert_eq!(
                    n.syntax_len(text).ok(),
                    Some(card.len()),
                    "{} {text}",
                    n.notation_name()
                );
            }
        }
    }

    proptest::proptest! {
        /// The one pass over the first bytes finds a colon where a search
        /// of the first eight bytes and of the full-width colons starting
        /// there finds one.
        #[test]
        fn may_be_marked_agrees_with_a_search(text in r"[+▲Q12王:：7六７歩Ś(]{0,8}.{0,4}") {
            const FULL_WIDTH_COLON: &[u8] = "：".as_bytes();
            let b = text.as_bytes();
            let head = &b[..b.len().min(8 + FULL_WIDTH_COLON.len() - 1)];
            let searched = head[..head.len().min(8)].contains(&b':')
                || head.windows(FULL_WIDTH_COLON.len()).any(|w| w == FULL_WIDTH_COLON);
            proptest::prop_assert_eq!(may_be_marked(&text), searched);
        }
    }
}
