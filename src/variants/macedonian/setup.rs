//! The position string, SFEN-like:
//! `a''ngksgna''/pphhhhpp/8/8/8/8/PPHHHHPP/A''NGSKGNA'' b - 00`.
//!
//! Board ranks 一 to 八 separated by `/`, files 8 to 1 in each; Sente upper
//! case, Gote lower case; `+` before a promoted 歩/重; an archer is followed
//! by one `'` per arrow; `X`/`x` is a lone arrow; digits count empty
//! squares. Then the side to move (`b` Sente, `w` Gote), the hands (`-` or
//! pieces with optional counts, archers with their arrows: `2A''Px`), and
//! the crown transfers made by Sente and Gote (`0` crown on the king, `1` on
//! the prince, `2` back on the king for good). The text is read into a
//! [`Setup`], the ranks and the hands by [`crate::game::setup`], and the
//! setup is checked into a position.

use nom::character::complete::{anychar, char};
use nom::combinator::opt;
use nom::multi::many0_count;
use nom::{IResult, Parser};

use super::Config;
use super::board::{HandPiece, Kind, Piece, Square, in_camp};
use super::notation::names::{kind_letter, letter_kind};
use super::position::Position;
use crate::game::setup::{self, Field, Item, Runs};
use crate::game::{PositionError, Side};
use crate::messages::Msg;
use crate::msg;

pub fn write(pos: &Position) -> String {
    let mut out = String::new();
    for rank in 1..=8 {
        let mut empty = 0;
        for file in (1..=8).rev() {
            match pos.at(Square::new(file, rank).expect("on board")) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    push_piece(&mut out, piece);
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank < 8 {
            out.push('/');
        }
    }
    out.push_str(if pos.to_move == Side::First {
        " b "
    } else {
        " w "
    });
    let mut hands = String::new();
    for side in [Side::First, Side::Second] {
        for (piece, count) in pos.hands[side.index()].held() {
            if count > 1 {
                hands.push_str(&count.to_string());
            }
            push_hand_piece(&mut hands, side, piece);
        }
    }
    out.push_str(if hands.is_empty() { "-" } else { &hands });
    out.push_str(&format!(" {}{}", pos.crown[0], pos.crown[1]));
    out
}

fn cased(side: Side, c: char) -> char {
    if side == Side::First {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

fn push_piece(out: &mut String, piece: Piece) {
    if piece.promoted {
        out.push('+');
    }
    out.push(cased(piece.side, kind_letter(piece.kind)));
    out.extend(std::iter::repeat_n('\'', piece.arrows as usize));
}

fn push_hand_piece(out: &mut String, side: Side, piece: HandPiece) {
    let (kind, arrows) = piece.kind_and_arrows();
    push_piece(
        out,
        Piece {
            arrows,
            ..Piece::new(side, kind)
        },
    );
}

/// A piece as written: `+`, a letter, its arrows, before the letter is
/// asked what it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Written {
    promoted: bool,
    letter: char,
    arrows: usize,
}

fn written(text: &str) -> IResult<&str, Written> {
    (opt(char('+')), anychar, many0_count(char('\'')))
        .map(|(plus, letter, arrows)| Written {
            promoted: plus.is_some(),
            letter,
            arrows,
        })
        .parse(text)
}

/// The length of the character at `at`, 0 at the end.
fn next_len(text: &str, at: usize) -> usize {
    text[at..].chars().next().map_or(0, char::len_utf8)
}

/// An error from `start` to `end`, and over the character after `end`
/// where that is longer.
fn covering(text: &str, start: usize, end: usize, message: Msg) -> PositionError {
    PositionError::new(start, (end - start).max(next_len(text, end)), message)
}

impl Written {
    /// The piece, or why not, for a token of `text` at `at` of `len` bytes.
    fn piece(self, text: &str, at: usize, len: usize) -> Result<Piece, PositionError> {
        let c = self.letter;
        let letter_at = at + usize::from(self.promoted);
        let kind = letter_kind(c).ok_or_else(|| {
            let message = msg!("macedonian-position-no-piece", letter = %c);
            PositionError::new(letter_at, c.len_utf8(), message)
        })?;
        let bad = |message| Err(covering(text, at, at + len, message));
        if self.promoted && !kind.promotes() {
            return bad(msg!("macedonian-position-promoted"));
        }
        if self.arrows > 0 && kind != Kind::Archer {
            return bad(msg!("macedonian-position-arrows"));
        }
        if self.arrows > 2 {
            return bad(msg!("macedonian-position-two-arrows"));
        }
        Ok(Piece {
            side: side_of_letter(c),
            kind,
            promoted: self.promoted,
            arrows: self.arrows as u8,
        })
    }
}

/// A `+` with no letter after it, at `at`: the character that stands
/// there instead is no piece.
fn no_letter(text: &str, at: usize) -> PositionError {
    match text[at + 1..].chars().next() {
        Some(c) => PositionError::new(
            at + 1,
            c.len_utf8(),
            msg!("macedonian-position-no-piece", letter = %c),
        ),
        None => PositionError::new(at, 1, msg!("macedonian-position-no-letter")),
    }
}

fn side_of_letter(c: char) -> Side {
    if c.is_ascii_uppercase() {
        Side::First
    } else {
        Side::Second
    }
}

/// A piece on the board and the bytes it was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub square: Square,
    pub piece: Piece,
    pub at: usize,
    pub len: usize,
}

/// Pieces in a hand and the bytes of their entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    pub side: Side,
    pub piece: HandPiece,
    pub count: u32,
    pub at: usize,
    pub len: usize,
}

/// A position string as read, before the rules are asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub config: Config,
    pub board: Vec<Placed>,
    pub to_move: Side,
    pub hands: Vec<Held>,
    pub crown: [u8; 2],
}

impl Setup {
    /// An empty board and hands, Sente to move.
    pub fn new(config: Config) -> Setup {
        Setup {
            config,
            board: Vec::new(),
            to_move: Side::First,
            hands: Vec::new(),
            crown: [0, 0],
        }
    }

    /// The position string of this setup.
    pub fn to_text(&self) -> String {
        write(&setup::Setup::into_position(self.clone()))
    }
}

/// The most pieces of a kind a hand holds.
const HAND_LIMIT: u32 = 64;

impl setup::Setup for Setup {
    type Position = Position;

    /// No unpromoted 歩/重 in the enemy camp, one 王 and one 子 a side at
    /// most, and at most 64 of a piece in hand.
    fn check(&self) -> Result<(), PositionError> {
        let mut seen: Vec<(Side, Kind)> = Vec::new();
        for p in &self.board {
            let (piece, bad) = (p.piece, |m| Err(PositionError::new(p.at, p.len, m)));
            if piece.kind.promotes() && !piece.promoted && in_camp(piece.side.other(), p.square) {
                return bad(msg!("macedonian-position-camp"));
            }
            if matches!(piece.kind, Kind::King | Kind::Prince) {
                if seen.contains(&(piece.side, piece.kind)) {
                    return bad(msg!("macedonian-position-royals"));
                }
                seen.push((piece.side, piece.kind));
            }
        }
        let mut totals: Vec<(Side, HandPiece, u32)> = Vec::new();
        for h in &self.hands {
            // The limit holds for the hand, not for each entry: `40g27g`
            // would otherwise read, and write back as `67g`, which does not.
            let n = match totals.iter().position(|t| (t.0, t.1) == (h.side, h.piece)) {
                Some(i) => &mut totals[i].2,
                None => {
                    totals.push((h.side, h.piece, 0));
                    &mut totals.last_mut().expect("just pushed").2
                }
            };
            *n += h.count;
            if *n > HAND_LIMIT {
                let message = msg!("position-hand-too-many");
                return Err(PositionError::new(h.at, h.len, message));
            }
        }
        Ok(())
    }

    fn into_position(self) -> Position {
        let mut pos = Position::empty(self.config);
        for p in &self.board {
            pos.set(p.square, Some(p.piece));
        }
        pos.to_move = self.to_move;
        for h in &self.hands {
            let hand = &mut pos.hands[h.side.index()];
            hand.set(h.piece, (u32::from(hand.count(h.piece)) + h.count) as u8);
        }
        pos.crown = self.crown;
        pos
    }
}

pub fn read(config: Config, text: &str) -> Result<Position, PositionError> {
    setup::read(text, Setup::new(config), parse)
}

/// `expected a space before {what}` at the character after `at`, which is
/// not a space: `what` is `side`, `hands` or `crown`.
fn expect_space(text: &str, at: usize, what: &'static str) -> Result<usize, PositionError> {
    match text[at..].chars().next() {
        Some(' ') => Ok(at + 1),
        c => Err(PositionError::new(
            at + c.map_or(0, char::len_utf8),
            0,
            msg!("macedonian-position-space", what = what),
        )),
    }
}

/// Reads the fields of `text` into `setup`, stopping at the first that
/// breaks the grammar. Fields are separated by one space each.
pub fn parse(text: &str, setup: &mut Setup) -> Result<(), PositionError> {
    let text = text.trim_end();
    let at = parse_board(text, setup)?;
    let side_at = expect_space(text, at, "side")?;
    setup.to_move = match text[side_at..].chars().next() {
        Some('b') => Side::First,
        Some('w') => Side::Second,
        _ => {
            let message = msg!("position-side-bw");
            return Err(PositionError::new(side_at, 1, message));
        }
    };
    let hands_at = expect_space(text, side_at + 1, "hands")?;
    let hands_end = text[hands_at..]
        .find(' ')
        .map_or(text.len(), |i| hands_at + i);
    let hands = Field {
        at: hands_at,
        text: &text[hands_at..hands_end],
    };
    let hands_end = match hands.text.strip_prefix('-') {
        Some(_) => hands_at + 1,
        None => parse_hands(text, hands, setup)?,
    };
    let mut at = expect_space(text, hands_end, "crown")?;
    for side in [Side::First, Side::Second] {
        let digit = text[at..].chars().next().and_then(|c| c.to_digit(10));
        let Some(d) = digit.filter(|&d| d <= 2) else {
            let message = msg!("macedonian-position-crown");
            return Err(PositionError::new(at, 1, message));
        };
        setup.crown[side.index()] = d as u8;
        at += 1;
    }
    if at < text.len() {
        let message = msg!("macedonian-position-after");
        return Err(PositionError::new(at, text.len() - at, message));
    }
    Ok(())
}

/// The board, ranks 一 to 八: returns where it ends.
fn parse_board(text: &str, setup: &mut Setup) -> Result<usize, PositionError> {
    let board = Field {
        at: 0,
        text: &text[..text.find(' ').unwrap_or(text.len())],
    };
    let ranks = board.split('/');
    for (i, &rank) in ranks.iter().take(8).enumerate() {
        parse_rank(text, i as u8 + 1, rank, setup)?;
        if i < 7 && i + 1 == ranks.len() {
            let end = rank.at + rank.text.len();
            let at = end + next_len(text, end);
            let message = msg!("macedonian-position-ranks");
            return Err(PositionError::new(at, 0, message));
        }
    }
    // A ninth rank starts after the `/` where the board should have ended.
    Ok(ranks.get(8).map_or(board.text.len(), |ninth| ninth.at - 1))
}

/// One rank, files 8 to 1.
fn parse_rank(text: &str, rank: u8, part: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let mut file = 8i8;
    let too_many = || msg!("macedonian-position-rank-long", rank = rank);
    for t in setup::rank_tokens(part, Runs::Digit, written) {
        match t.item {
            Item::Empty(d) if !(1..=8).contains(&d) => {
                let message = msg!("macedonian-position-run");
                return Err(PositionError::new(t.at, 1, message));
            }
            Item::Empty(d) => file -= d as i8,
            Item::Bad(_) => return Err(no_letter(text, t.at)),
            Item::Piece(w) => {
                let piece = w.piece(text, t.at, t.len)?;
                let error = covering(text, t.at, t.at + t.len, too_many());
                if file < 1 {
                    return Err(error);
                }
                let square = Square::new(file as u8, rank).expect("checked");
                let (at, len) = (error.offset, error.len);
                setup.board.push(Placed {
                    square,
                    piece,
                    at,
                    len,
                });
                file -= 1;
            }
        }
        if file < 0 {
            return Err(covering(text, part.at, t.at + t.len, too_many()));
        }
    }
    if file != 0 {
        let end = part.at + part.text.len();
        let n = (8 - file).unsigned_abs();
        let message = msg!("macedonian-position-rank-squares", rank = rank, n = n);
        return Err(covering(text, part.at, end, message));
    }
    Ok(())
}

/// The hands when they are not `-`: counts, pieces and arrows, `2A''Px`.
/// Returns where they end.
fn parse_hands(text: &str, hands: Field, setup: &mut Setup) -> Result<usize, PositionError> {
    for t in setup::hand_tokens(hands, written) {
        let start = t.count.at;
        let end = t.piece_at + t.piece_len;
        let count = t
            .count(HAND_LIMIT)
            .map_err(|digit| covering(text, start, digit + 1, msg!("position-hand-too-many")))?;
        let w = match t.piece {
            Ok(Some(w)) => w,
            Ok(None) => return Err(no_piece_after_count(text, t.piece_at)),
            Err(_) => return Err(no_letter(text, t.piece_at)),
        };
        let piece = w.piece(text, t.piece_at, t.piece_len)?;
        let bad = |message| covering(text, start, end, message);
        if piece.promoted {
            return Err(bad(msg!("macedonian-position-hand-promoted")));
        }
        let held = HandPiece::from_captured(piece)
            .ok_or_else(|| bad(msg!("macedonian-position-hand-royal")))?;
        let len = bad(Msg::new("")).len;
        setup.hands.push(Held {
            side: piece.side,
            piece: held,
            count,
            at: start,
            len,
        });
    }
    Ok(hands.at + hands.text.len())
}

/// A count with no piece after it, at `at`: the space there is no piece,
/// or the text ends where the letter should be.
fn no_piece_after_count(text: &str, at: usize) -> PositionError {
    match text[at..].chars().next() {
        Some(c) => PositionError::new(
            at,
            c.len_utf8(),
            msg!("macedonian-position-no-piece", letter = %c),
        ),
        None => PositionError::new(at, 0, msg!("macedonian-position-no-letter")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A piece that may stand anywhere: 将, 騎, an archer with its arrows,
    /// a lone arrow, a promoted 歩 or 重.
    fn piece() -> impl Strategy<Value = Piece> {
        (0u8..6, 0u8..3, any::<bool>()).prop_map(|(k, arrows, sente)| {
            let side = if sente { Side::First } else { Side::Second };
            match k {
                0 => Piece::new(side, Kind::General),
                1 => Piece::new(side, Kind::Cavalry),
                2 => Piece {
                    arrows,
                    ..Piece::new(side, Kind::Archer)
                },
                3 => Piece::new(side, Kind::Arrow),
                4 => Piece {
                    promoted: true,
                    ..Piece::new(side, Kind::Pawn)
                },
                _ => Piece {
                    promoted: true,
                    ..Piece::new(side, Kind::Heavy)
                },
            }
        })
    }

    proptest! {
        #[test]
        fn a_position_string_reads_into_a_setup_and_writes_back(
            cells in proptest::collection::vec(proptest::option::weighted(0.3, piece()), 64),
            hands in proptest::collection::vec(0u32..=64, 16),
            gote in any::<bool>(),
            crown in (0u8..3, 0u8..3),
        ) {
            let mut s = Setup::new(Config::default());
            for (i, cell) in cells.into_iter().enumerate() {
                if let Some(piece) = cell {
                    let square = Square::new(i as u8 % 8 + 1, i as u8 / 8 + 1).expect("on board");
                    s.board.push(Placed { square, piece, at: 0, len: 0 });
                }
            }
            for (i, count) in hands.into_iter().enumerate().filter(|&(_, n)| n > 0) {
                let side = if i < 8 { Side::First } else { Side::Second };
                let piece = HandPiece::ALL[i % 8];
                s.hands.push(Held { side, piece, count, at: 0, len: 0 });
            }
            s.to_move = if gote { Side::Second } else { Side::First };
            s.crown = [crown.0, crown.1];
            let text = s.to_text();
            let mut read = Setup::new(Config::default());
            prop_assert_eq!(parse(&text, &mut read), Ok(()));
            prop_assert_eq!(setup::Setup::check(&read), Ok(()));
            prop_assert_eq!(read.to_text(), text);
        }
    }
}
