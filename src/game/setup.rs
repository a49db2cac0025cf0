//! The fields every game's position string shares, read once.
//!
//! A position string is read in two steps, as shakmaty reads a FEN: the text
//! becomes a game's typed [`Setup`] (where the pieces stand, whose turn it is,
//! the hands, the counters) with no legality, and the setup then becomes a
//! position only through [`Setup::check`]. The parts that the games write
//! alike are read here: the white-space separated [`Field`]s, the ranks
//! separated by `/` with their runs of empty squares ([`rank_tokens`]), the
//! side to move ([`side`]), hands of counted pieces ([`hand_tokens`]) and
//! the move number ([`move_number`]). Each game brings its piece letters and
//! its board size, and keeps its own fields and rules in its folder.

use nom::IResult;
use nom::Parser;
use nom::character::complete::{digit1, satisfy};

use super::{PositionError, Side};
use crate::messages::Msg;

/// A part of a position string and the byte offset where it starts, so that
/// an error can point at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field<'a> {
    pub at: usize,
    pub text: &'a str,
}

impl<'a> Field<'a> {
    /// The white-space separated fields of a position string.
    pub fn all(text: &'a str) -> Vec<Field<'a>> {
        text.split_whitespace()
            .map(|f| Field {
                at: f.as_ptr() as usize - text.as_ptr() as usize,
                text: f,
            })
            .collect()
    }

    /// The parts between each `sep`, each with its own offset (a rank of a
    /// board, a side's hand).
    pub fn split(self, sep: char) -> Vec<Field<'a>> {
        let mut at = self.at;
        self.text
            .split(sep)
            .map(|text| {
                let part = Field { at, text };
                at += text.len() + sep.len_utf8();
                part
            })
            .collect()
    }

    /// An error that points at the whole field.
    pub fn error(self, message: Msg) -> PositionError {
        PositionError::new(self.at, self.text.len(), message)
    }
}

/// How a game counts empty squares within a rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runs {
    /// One digit a run, as SFEN: `11` is two runs of one square.
    Digit,
    /// A whole number a run: `12` is one run of twelve squares.
    Number,
}

/// What a token of a rank is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item<P> {
    /// A run of empty squares (a number too large for `usize` saturates).
    Empty(usize),
    /// A piece, as the game's piece parser read it.
    Piece(P),
    /// A character that is neither.
    Bad(char),
}

/// One token of a rank with the bytes it covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<P> {
    pub at: usize,
    pub len: usize,
    pub item: Item<P>,
}

/// A nom parser of a game's piece letters.
pub type PieceParser<'a, P> = fn(&'a str) -> IResult<&'a str, P>;

fn run(runs: Runs, text: &str) -> IResult<&str, usize> {
    match runs {
        Runs::Digit => satisfy(|c| c.is_ascii_digit())
            .map(|c| c as usize - '0' as usize)
            .parse(text),
        Runs::Number => digit1
            .map(|digits: &str| {
                digits.bytes().fold(0usize, |n, d| {
                    n.saturating_mul(10).saturating_add(usize::from(d - b'0'))
                })
            })
            .parse(text),
    }
}

/// The tokens of one rank, in order: runs of empty squares, pieces read by
/// `piece`, and any other character as [`Item::Bad`]. Total: every byte of
/// the rank is in exactly one token.
pub fn rank_tokens<'a, P>(rank: Field<'a>, runs: Runs, piece: PieceParser<'a, P>) -> Vec<Token<P>> {
    let mut rest = rank.text;
    let mut out = Vec::new();
    while let Some(c) = rest.chars().next() {
        let at = rank.at + rank.text.len() - rest.len();
        let (next, item) = match run(runs, rest) {
            Ok((next, n)) => (next, Item::Empty(n)),
            Err(_) => match piece(rest) {
                Ok((next, p)) if next.len() < rest.len() => (next, Item::Piece(p)),
                _ => (&rest[c.len_utf8()..], Item::Bad(c)),
            },
        };
        out.push(Token {
            at,
            len: rest.len() - next.len(),
            item,
        });
        rest = next;
    }
    out
}

/// The side to move: `first` or `second` names it, anything else is
/// `message` at the field.
pub fn side(field: Field, [first, second]: [&str; 2], message: Msg) -> Result<Side, PositionError> {
    match field.text {
        t if t == first => Ok(Side::First),
        t if t == second => Ok(Side::Second),
        _ => Err(field.error(message)),
    }
}

/// One entry of a hand as shogi writes them (`2P`, `p`): the digits of its
/// count (none for one) and the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandToken<'a, P> {
    pub count: Field<'a>,
    /// The piece; `Ok(None)` where the field ends after the count, `Err`
    /// with a character that is no piece.
    pub piece: Result<Option<P>, char>,
    pub piece_at: usize,
    pub piece_len: usize,
}

impl<P> HandToken<'_, P> {
    /// The count, or the offset of the digit that takes it over `limit`.
    pub fn count(&self, limit: u32) -> Result<u32, usize> {
        let mut n = 0u32;
        for (i, d) in self.count.text.bytes().enumerate() {
            n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
            if n > limit {
                return Err(self.count.at + i);
            }
        }
        Ok(if self.count.text.is_empty() { 1 } else { n })
    }
}

/// The entries of a hand field written as counts and pieces (`2P3gR`), in
/// order; digits at the end with no piece after them are an entry whose
/// piece is `None`. Total, as [`rank_tokens`].
pub fn hand_tokens<'a, P>(hand: Field<'a>, piece: PieceParser<'a, P>) -> Vec<HandToken<'a, P>> {
    let mut rest = hand.text;
    let mut out = Vec::new();
    while !rest.is_empty() {
        let at = hand.at + hand.text.len() - rest.len();
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let count = Field {
            at,
            text: &rest[..digits],
        };
        rest = &rest[digits..];
        let piece_at = at + digits;
        let (next, item) = match rest.chars().next() {
            None => (rest, Ok(None)),
            Some(c) => match piece(rest) {
                Ok((next, p)) if next.len() < rest.len() => (next, Ok(Some(p))),
                _ => (&rest[c.len_utf8()..], Err(c)),
            },
        };
        out.push(HandToken {
            count,
            piece: item,
            piece_at,
            piece_len: rest.len() - next.len(),
        });
        rest = next;
    }
    out
}

/// A move number: a whole number of at least one, else `message`.
pub fn move_number(field: Field, message: Msg) -> Result<u32, PositionError> {
    field
        .text
        .parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| field.error(message))
}

/// A game's position string read into plain data, before any rule of the
/// game is asked.
pub trait Setup {
    /// What a setup that passes [`Setup::check`] becomes.
    type Position;

    /// The first reason, in the order of the text, that the setup read so
    /// far is no position of the game.
    fn check(&self) -> Result<(), PositionError>;

    /// The position, once [`Setup::check`] has passed.
    fn into_position(self) -> Self::Position;
}

/// Reads `text` with `parse` into `setup` (empty but for what the game's
/// rules set) and validates it. A rule broken by what was read is reported
/// before a fault of the grammar after it, as a reader that checked each
/// piece as it read it would: a game's `parse` records each part as soon as
/// it is read, and its [`Setup::check`] asks its rules in the same order.
pub fn read<S: Setup>(
    text: &str,
    mut setup: S,
    parse: impl FnOnce(&str, &mut S) -> Result<(), PositionError>,
) -> Result<S::Position, PositionError> {
    let parsed = parse(text, &mut setup);
    setup.check()?;
    parsed?;
    Ok(setup.into_position())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn letter(text: &str) -> IResult<&str, char> {
        satisfy(|c| c.is_ascii_alphabetic()).parse(text)
    }

    #[test]
    fn a_rank_reads_runs_and_pieces_with_their_bytes() {
        let rank = Field {
            at: 4,
            text: "2Pé12",
        };
        let tokens = rank_tokens(rank, Runs::Number, letter);
        let items: Vec<_> = tokens.iter().map(|t| (t.at, t.len, t.item)).collect();
        assert_eq!(
            items,
            [
                (4, 1, Item::Empty(2)),
                (5, 1, Item::Piece('P')),
                (6, 2, Item::Bad('é')),
                (8, 2, Item::Empty(12)),
            ]
        );
        let digits = rank_tokens(Field { at: 0, text: "12" }, Runs::Digit, letter);
        assert_eq!(digits.len(), 2);
    }

    #[test]
    fn a_hand_counts_up_to_its_limit() {
        let hand = hand_tokens(
            Field {
                at: 0,
                text: "19Pg3",
            },
            letter,
        );
        assert_eq!(hand[0].count(18), Err(1));
        assert_eq!(hand[1].count(18), Ok(1));
        assert_eq!(hand[2].piece, Ok(None));
    }

    #[test]
    fn fields_and_parts_keep_their_offsets() {
        let f = Field::all(" ab/c  d ");
        assert_eq!(f[1], Field { at: 7, text: "d" });
        let parts = f[0].split('/');
        assert_eq!(parts[1], Field { at: 4, text: "c" });
        assert_eq!(side(f[1], ["b", "d"], Msg::new("?")), Ok(Side::Second));
        assert_eq!(move_number(f[1], Msg::new("n")).unwrap_err().offset, 7);
    }

    proptest! {
        #[test]
        fn the_shared_readers_are_total_and_cover_every_byte(text in "\\PC{0,40}") {
            let field = Field { at: 0, text: &text };
            for runs in [Runs::Digit, Runs::Number] {
                let tokens = rank_tokens(field, runs, letter);
                prop_assert_eq!(tokens.iter().map(|t| t.len).sum::<usize>(), text.len());
            }
            let hand = hand_tokens(field, letter);
            let covered: usize = hand.iter().map(|t| t.count.text.len() + t.piece_len).sum();
            prop_assert_eq!(covered, text.len());
            for t in &hand {
                let _ = t.count(u32::MAX);
            }
            for part in field.split('/') {
                let _ = move_number(part, Msg::new("n"));
                let _ = side(part, ["b", "w"], Msg::new("s"));
            }
            for f in Field::all(&text) {
                prop_assert_eq!(&text[f.at..f.at + f.text.len()], f.text);
            }
        }
    }
}
