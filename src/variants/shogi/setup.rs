//! The SFEN position string read into a [`Setup`], then checked into a
//! [`Board`]: `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.
//! The shared fields come from [`crate::game::setup`]; shogi brings its
//! piece letters, the `+` of a promoted piece, 9 by 9 squares and at most 18
//! of a kind in hand.

use nom::branch::alt;
use nom::character::complete::{char, satisfy};
use nom::{IResult, Parser};

use super::bitboard::square;
use super::board::{Board, Kind, Piece};
use super::notation::usi::{START_SFEN, write_sfen};
use crate::game::setup::{self, Field, Item, Runs};
use crate::game::{PositionError, Side};
use crate::messages::Msg;
use crate::msg;

/// The most pieces of a kind a side can hold.
const HAND_LIMIT: u32 = 18;

/// A character of a rank that is not a run of empty squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RankChar {
    /// `+`: the next piece is promoted.
    Plus,
    /// A piece letter, upper case for Sente.
    Letter(char),
}

fn rank_char(text: &str) -> IResult<&str, RankChar> {
    alt((
        char('+').map(|_| RankChar::Plus),
        satisfy(|c| Kind::from_letter(c).is_some()).map(RankChar::Letter),
    ))
    .parse(text)
}

fn hand_letter(text: &str) -> IResult<&str, char> {
    satisfy(|c| Kind::from_letter(c).is_some_and(|k| k != Kind::King)).parse(text)
}

/// A piece on the board and the bytes it was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub square: usize,
    pub piece: Piece,
    pub at: usize,
    pub len: usize,
}

/// Pieces of a kind in a hand and the offset of their letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    pub colour: usize,
    pub kind: Kind,
    pub count: u32,
    pub at: usize,
}

/// An SFEN as read, before the rules are asked: fields not read are `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    pub board: Vec<Placed>,
    pub side: Option<usize>,
    pub hands: Vec<Held>,
    pub move_number: Option<u32>,
}

impl setup::Setup for Setup {
    type Position = Board;

    /// A side has one king, and at most 18 of a kind in hand.
    fn check(&self) -> Result<(), PositionError> {
        let mut kings = [false; 2];
        for p in self.board.iter().filter(|p| p.piece.kind == Kind::King) {
            if std::mem::replace(&mut kings[p.piece.colour], true) {
                return Err(PositionError::new(p.at, p.len, msg!("position-two-kings")));
            }
        }
        let mut hands = [[0u32; 7]; 2];
        for h in &self.hands {
            let n = &mut hands[h.colour][h.kind as usize];
            *n += h.count;
            if *n > HAND_LIMIT {
                return Err(PositionError::new(h.at, 1, msg!("position-hand-too-many")));
            }
        }
        Ok(())
    }

    fn into_position(self) -> Board {
        let mut b = Board::empty();
        for p in &self.board {
            b.put(p.square, p.piece);
        }
        for h in &self.hands {
            b.hands[h.colour][h.kind as usize] += h.count as u8;
        }
        b.side = self.side.unwrap_or(0);
        b.move_number = self.move_number.unwrap_or(b.move_number);
        b
    }
}

impl Setup {
    /// The SFEN of this setup, as [`write_sfen`] writes its board.
    pub fn to_sfen(&self) -> String {
        write_sfen(&setup::Setup::into_position(self.clone()))
    }
}

/// Reads an SFEN (the `sfen ` prefix and the move number are optional;
/// `startpos` is accepted).
pub fn read_sfen(text: &str) -> Result<Board, PositionError> {
    if text.trim() == "startpos" {
        return read_sfen(START_SFEN);
    }
    setup::read(text, Setup::default(), parse)
}

/// The fields of an SFEN after the `sfen ` prefix, split at single spaces.
fn fields(text: &str) -> (Field<'_>, Vec<Field<'_>>) {
    let trimmed = text.trim();
    let base = text.len() - text.trim_start().len();
    let body = match trimmed.strip_prefix("sfen ") {
        Some(rest) => Field {
            at: base + trimmed.len() - rest.trim_start().len(),
            text: rest.trim_start(),
        },
        None => Field {
            at: base,
            text: trimmed,
        },
    };
    let parts = body.split(' ').into_iter().filter(|f| !f.text.is_empty());
    (body, parts.collect())
}

/// Reads the fields of `text` into `setup`, stopping at the first that
/// breaks the grammar.
pub fn parse(text: &str, setup: &mut Setup) -> Result<(), PositionError> {
    let (body, fields) = fields(text);
    if !(3..=4).contains(&fields.len()) {
        return Err(body.error(msg!("shogi-sfen-fields")));
    }
    let ranks = fields[0].split('/');
    if ranks.len() != 9 {
        return Err(fields[0].error(msg!("shogi-sfen-ranks", n = ranks.len())));
    }
    for (rank, &row) in ranks.iter().enumerate() {
        parse_rank(rank, row, setup)?;
    }
    let side = setup::side(fields[1], ["b", "w"], msg!("position-side-bw"))?;
    setup.side = Some(usize::from(side == Side::Second));
    if fields[2].text != "-" {
        parse_hands(fields[2], setup)?;
    }
    if let Some(&n) = fields.get(3) {
        let n = setup::move_number(n, msg!("position-move-number"))?;
        setup.move_number = Some(n);
    }
    Ok(())
}

/// One rank, files 9 to 1.
fn parse_rank(rank: usize, row: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let mut file = 9usize;
    let mut promoted = false;
    let too_many = || msg!("shogi-sfen-rank-too-long", rank = rank + 1);
    for t in setup::rank_tokens(row, Runs::Digit, rank_char) {
        let bad = |m: Msg| PositionError::new(t.at, t.len, m);
        let c = match t.item {
            Item::Piece(RankChar::Plus) => {
                promoted = true;
                continue;
            }
            Item::Empty(d) if promoted || d == 0 || d > file => return Err(bad(too_many())),
            Item::Empty(d) => {
                file -= d;
                continue;
            }
            Item::Bad(c) => return Err(bad(msg!("position-not-a-letter", letter = %c))),
            Item::Piece(RankChar::Letter(c)) => c,
        };
        let kind = Kind::from_letter(c).expect("read as a piece letter");
        if file == 0 {
            return Err(bad(too_many()));
        }
        let kind = match promoted {
            true if !kind.can_promote() => {
                return Err(bad(msg!("position-cannot-promote", letter = %c)));
            }
            true => kind.promoted(),
            false => kind,
        };
        promoted = false;
        file -= 1;
        let colour = usize::from(!c.is_ascii_uppercase());
        setup.board.push(Placed {
            square: square(file, rank),
            piece: Piece { kind, colour },
            at: t.at,
            len: t.len,
        });
    }
    if file != 0 || promoted {
        let message = msg!("shogi-sfen-rank-squares", rank = rank + 1, n = 9 - file);
        return Err(row.error(message));
    }
    Ok(())
}

/// The hands field when it is not `-`: `2P3gR`, Sente's and Gote's alike.
fn parse_hands(hand: Field, setup: &mut Setup) -> Result<(), PositionError> {
    for t in setup::hand_tokens(hand, hand_letter) {
        let count = t
            .count(HAND_LIMIT)
            .map_err(|at| PositionError::new(at, 1, msg!("position-hand-too-many")))?;
        let c = match t.piece {
            Ok(Some(c)) => c,
            Ok(None) if count == 0 => break,
            Ok(None) => return Err(hand.error(msg!("position-count-alone"))),
            Err(c) => {
                let m = msg!("position-not-in-hand", letter = %c);
                return Err(PositionError::new(t.piece_at, t.piece_len, m));
            }
        };
        setup.hands.push(Held {
            colour: usize::from(!c.is_ascii_uppercase()),
            kind: Kind::from_letter(c).expect("read as a piece letter"),
            count: count.max(1),
            at: t.piece_at,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A board's SFEN from squares, pieces and hands, as a position string
    /// may hold them (no more than a king a side, no more than 18 in hand).
    fn sfen() -> impl Strategy<Value = String> {
        let cells =
            proptest::collection::vec(proptest::option::weighted(0.3, (0usize..14, 0usize..2)), 81);
        let hands = proptest::collection::vec(0u8..=18, 14);
        (cells, hands, any::<bool>(), 1u32..500).prop_map(|(cells, hands, side, n)| {
            let mut b = Board::empty();
            for (sq, cell) in cells.into_iter().enumerate() {
                let Some((kind, colour)) = cell else { continue };
                let kind = super::super::board::KINDS[kind];
                if kind != Kind::King || b.kings[colour] as usize >= 81 {
                    b.put(sq, Piece { kind, colour });
                }
            }
            for (i, n) in hands.into_iter().enumerate() {
                b.hands[i / 7][super::super::board::HAND_ORDER[i % 7] as usize] = n;
            }
            b.side = usize::from(side);
            b.move_number = n;
            write_sfen(&b)
        })
    }

    proptest! {
        #[test]
        fn an_sfen_reads_into_a_setup_and_writes_back(text in sfen()) {
            let mut s = Setup::default();
            prop_assert_eq!(parse(&text, &mut s), Ok(()));
            prop_assert_eq!(setup::Setup::check(&s), Ok(()));
            prop_assert_eq!(s.to_sfen(), text);
        }

        #[test]
        fn any_text_reads_or_says_where_it_fails(text in "\\PC{0,60}") {
            if let Err(e) = read_sfen(&text) {
                prop_assert!(e.offset <= text.len());
            }
        }
    }

    #[test]
    fn a_second_king_is_reported_before_a_later_fault() {
        let e = read_sfen("kk7/9/9/9/9/9/9/9/9 x -").unwrap_err();
        assert_eq!(
            (e.offset, e.message.to_string().as_str()),
            (1, "a side has two kings")
        );
        let e = read_sfen("9/9/9/9/9/9/9/9/9 b 10P9P").unwrap_err();
        assert_eq!(
            (e.offset, e.message.to_string().as_str()),
            (24, "too many pieces in hand")
        );
    }
}
