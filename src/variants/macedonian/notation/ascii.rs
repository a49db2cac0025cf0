//! The ASCII notation, USI-like: squares are a file digit 1-8 and a rank
//! letter a-h (a = 一).
//!
//! - step `7g7f`, promotion `2d2c+`;
//! - shot `8h>3c`, refill `8h>>3c` (onto an own archer), return `5e<3c`
//!   (the lone arrow on 5e flies back onto the archer on 3c);
//! - drop `P*5e`, archer with its arrows `A2*5e` (`A*5e` without), arrow
//!   onto an own archer `X*3c`;
//! - `^` before a move passes the crown first: `^7g7f`.
//!
//! Piece letters: K 王, S 子 (moves as a silver), G 将, N 騎, H 重, P 歩,
//! A 弓, X 矢.

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, satisfy};
use nom::combinator::{map, opt};
use nom::{IResult, Parser};

use super::super::Macedonian;
use super::super::board::{HandPiece, Kind, Square};
use super::super::position::{Action, Move, Position};
use super::japanese::{check_shot_token, refills};
use super::names::{kind_letter, letter_kind};
use crate::game::{Notation, Parsed, SyntaxError, Violation};
use crate::messages::Msg;

/// The notation.
pub struct Ascii;

/// One ply as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub abdicate: bool,
    pub body: Body,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    Step {
        from: Square,
        to: Square,
        promote: bool,
    },
    Shot {
        from: Square,
        to: Square,
        refill: bool,
    },
    Return {
        from: Square,
        to: Square,
    },
    Drop {
        piece: HandPiece,
        to: Square,
    },
}

type Res<'a, T> = IResult<&'a str, T>;

fn square(input: &str) -> Res<'_, Square> {
    let (rest, (f, r)) = (
        satisfy(|c| ('1'..='8').contains(&c)),
        satisfy(|c| ('a'..='h').contains(&c)),
    )
        .parse(input)?;
    Ok((
        rest,
        Square::new(f as u8 - b'0', r as u8 - b'a' + 1).expect("in range"),
    ))
}

fn hand_piece(input: &str) -> Res<'_, HandPiece> {
    let (rest, letter) =
        satisfy(|c| matches!(c, 'P' | 'H' | 'N' | 'G' | 'A' | 'X')).parse(input)?;
    Ok(match letter_kind(letter).expect("a piece letter") {
        Kind::Archer => {
            let (rest, n) = opt(satisfy(|c| ('0'..='2').contains(&c))).parse(rest)?;
            (rest, HandPiece::Archer(n.map_or(0, |c| c as u8 - b'0')))
        }
        Kind::Pawn => (rest, HandPiece::Pawn),
        Kind::Heavy => (rest, HandPiece::Heavy),
        Kind::Cavalry => (rest, HandPiece::Cavalry),
        Kind::General => (rest, HandPiece::General),
        _ => (rest, HandPiece::Arrow),
    })
}

fn body(input: &str) -> Res<'_, Body> {
    alt((
        map((hand_piece, char('*'), square), |(piece, _, to)| {
            Body::Drop { piece, to }
        }),
        map((square, tag(">>"), square), |(from, _, to)| Body::Shot {
            from,
            to,
            refill: true,
        }),
        map((square, char('>'), square), |(from, _, to)| Body::Shot {
            from,
            to,
            refill: false,
        }),
        map((square, char('<'), square), |(from, _, to)| Body::Return {
            from,
            to,
        }),
        map((square, square, opt(char('+'))), |(from, to, p)| {
            Body::Step {
                from,
                to,
                promote: p.is_some(),
            }
        }),
    ))
    .parse(input)
}

fn square_text(sq: Square) -> String {
    format!("{}{}", sq.file(), char::from(b'a' + sq.rank() - 1))
}

impl Notation<Macedonian> for Ascii {
    type Text = MoveText;

    fn name(&self) -> &'static str {
        "ascii"
    }

    fn parse(&self, input: &str) -> Result<Parsed<MoveText>, SyntaxError> {
        let error = |at: &str, message: &'static str| {
            let len = at.chars().next().map_or(0, char::len_utf8);
            SyntaxError::new(input.len() - at.len(), len, Msg::new(message))
        };
        let parsed: Res<'_, (Option<char>, Body)> = (opt(char('^')), body).parse(input);
        let (rest, (crown, body)) = parsed.map_err(|_| {
            let after_crown = input.strip_prefix('^').unwrap_or(input);
            error(after_crown, "macedonian-expected-ascii")
        })?;
        if !crate::record::numbering::ends_move(rest) {
            return Err(error(rest, "macedonian-after-move"));
        }
        Ok(Parsed {
            text: MoveText {
                abdicate: crown.is_some(),
                body,
            },
            len: input.len() - rest.len(),
            notes: Vec::new(),
        })
    }

    fn resolve(&self, pos: &Position, text: &MoveText) -> Result<Move, Violation> {
        let action = match text.body {
            Body::Step { from, to, promote } => Action::Step { from, to, promote },
            Body::Shot { from, to, refill } => {
                check_shot_token(pos, to, refill)?;
                Action::Shoot { from, to }
            }
            Body::Return { from, to } => Action::Return { from, to },
            Body::Drop { piece, to } => Action::Drop { piece, to },
        };
        Ok(Move {
            abdicate: text.abdicate,
            action,
        })
    }

    fn print(&self, pos: &Position, mv: &Move) -> String {
        let crown = if mv.abdicate { "^" } else { "" };
        let body = match mv.action {
            Action::Step { from, to, promote } => {
                format!(
                    "{}{}{}",
                    square_text(from),
                    square_text(to),
                    if promote { "+" } else { "" }
                )
            }
            Action::Shoot { from, to } => {
                format!(
                    "{}{}{}",
                    square_text(from),
                    if refills(pos, to) { ">>" } else { ">" },
                    square_text(to)
                )
            }
            Action::Return { from, to } => format!("{}<{}", square_text(from), square_text(to)),
            Action::Drop { piece, to } => {
                let (kind, arrows) = piece.kind_and_arrows();
                let count = if arrows > 0 {
                    arrows.to_string()
                } else {
                    String::new()
                };
                format!("{}{count}*{}", kind_letter(kind), square_text(to))
            }
        };
        format!("{crown}{body}")
    }
}
