//! The Japanese notation, in the style of KIF for the 8x8 board.
//!
//! - step: `７六歩（77）`, promotion `２三歩成（24）`, a promoted piece
//!   `２二と（23）` / `２二成重（23）`;
//! - drop: `５五歩打`, an archer with its arrows `５五弓矢矢打`, an arrow onto
//!   an own archer `３三矢打`;
//! - shot: `３三射（88）` (the arrow of the archer on 88 lands on 33),
//!   refill `３三補（88）` (the arrow lands on an own archer),
//!   return `３三還（55）` (the lone arrow on 55 flies back onto the archer on 33);
//! - `譲位` before any of them passes the crown first: `譲位７六歩（77）`.
//!
//! The origin is written in full-width parentheses because `(` opens a
//! variation in the record container. It may be left out where only one
//! legal move fits (KI2 style), and `打` where no board piece could move
//! there. ASCII parentheses, `▲△☗☖` marks and white space after `譲位` are
//! read as well; ASCII digits in the square and 玉 for 王 are read with a
//! note.

use crate::game::MoveList;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, satisfy};
use nom::combinator::{opt, value};
use nom::multi::{many_m_n, many0_count};
use nom::{IResult, Parser};

use super::super::MacedonianRule;
use super::super::board::{HandPiece, Kind, Square};
use super::super::position::{Action, Move, Position};
use super::super::{Macedonian, movegen};
use super::names::{FILES, RANKS, hand_name, piece_name, square_name};
use crate::game::{Normalisation, Notation, Parsed, SyntaxError, Violation};
use crate::messages::Msg;

/// The notation.
pub struct Japanese;

/// A piece as written: kind, promoted form, and for an archer the arrows
/// written after 弓.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceText {
    pub kind: Kind,
    pub promoted: bool,
    pub arrows: u8,
}

/// What follows the destination square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    Piece {
        piece: PieceText,
        promote: bool,
        drop: bool,
    },
    Shot,
    Refill,
    Return,
}

/// One ply as written, before it meets a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub abdicate: bool,
    pub to: Square,
    pub body: Body,
    pub origin: Option<Square>,
}

type Res<'a, T> = IResult<&'a str, T>;

/// Runs an optional part: what it read, or nothing and the input untouched.
fn optional<'a, O>(
    mut parser: impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>>,
    input: &'a str,
) -> (&'a str, Option<O>) {
    match parser.parse(input) {
        Ok((rest, out)) => (rest, Some(out)),
        Err(_) => (input, None),
    }
}

fn digit_value(c: char) -> Option<u8> {
    FILES
        .iter()
        .position(|&f| f == c)
        .or_else(|| {
            c.to_digit(10)
                .filter(|d| (1..=8).contains(d))
                .map(|d| d as usize - 1)
        })
        .map(|i| i as u8 + 1)
}

/// A file digit: full-width, or ASCII (`true`: lenient).
fn file(input: &str) -> Res<'_, (u8, bool)> {
    let (rest, c) = satisfy(|c| digit_value(c).is_some()).parse(input)?;
    Ok((rest, (digit_value(c).expect("checked"), c.is_ascii())))
}

/// A rank: kanji numeral, or a digit (`true`: lenient).
fn rank(input: &str) -> Res<'_, (u8, bool)> {
    let (rest, c) = satisfy(|c| RANKS.contains(&c) || digit_value(c).is_some()).parse(input)?;
    match RANKS.iter().position(|&r| r == c) {
        Some(i) => Ok((rest, (i as u8 + 1, false))),
        None => Ok((rest, (digit_value(c).expect("checked"), true))),
    }
}

fn piece(input: &str) -> Res<'_, (PieceText, bool)> {
    let plain = |kind| PieceText {
        kind,
        promoted: false,
        arrows: 0,
    };
    let (rest, (p, lenient)) = alt((
        value(
            (
                PieceText {
                    promoted: true,
                    ..plain(Kind::Heavy)
                },
                false,
            ),
            tag("成重"),
        ),
        value(
            (
                PieceText {
                    promoted: true,
                    ..plain(Kind::Pawn)
                },
                false,
            ),
            char('と'),
        ),
        value((plain(Kind::King), false), char('王')),
        value((plain(Kind::King), true), char('玉')),
        value((plain(Kind::Prince), false), char('子')),
        value((plain(Kind::General), false), char('将')),
        value((plain(Kind::Cavalry), false), char('騎')),
        value((plain(Kind::Heavy), false), char('重')),
        value((plain(Kind::Pawn), false), char('歩')),
        value((plain(Kind::Archer), false), char('弓')),
        value((plain(Kind::Arrow), false), char('矢')),
    ))
    .parse(input)?;
    if p.kind == Kind::Archer {
        let (rest, arrows) = many_m_n(0, 2, char('矢')).parse(rest)?;
        return Ok((
            rest,
            (
                PieceText {
                    arrows: arrows.len() as u8,
                    ..p
                },
                lenient,
            ),
        ));
    }
    Ok((rest, (p, lenient)))
}

/// `（77）`, `(77)` or with full-width digits.
fn origin(input: &str) -> Res<'_, Square> {
    let (rest, (_, (f, _), (r, _), _)) = (
        alt((char('（'), char('('))),
        file,
        file,
        alt((char('）'), char(')'))),
    )
        .parse(input)?;
    Ok((rest, Square::new(f, r).expect("digits 1-8")))
}

fn body(input: &str) -> Res<'_, (Body, bool)> {
    alt((
        value((Body::Shot, false), char('射')),
        value((Body::Refill, false), char('補')),
        value((Body::Return, false), char('還')),
        |i| {
            let (rest, ((p, lenient), promote, drop)) =
                (piece, opt(char('成')), opt(char('打'))).parse(i)?;
            Ok((
                rest,
                (
                    Body::Piece {
                        piece: p,
                        promote: promote.is_some(),
                        drop: drop.is_some(),
                    },
                    lenient,
                ),
            ))
        },
    ))
    .parse(input)
}

/// The message `id` at the first character of `at`, the rest of `input`.
fn syntax(input: &str, at: &str, id: &'static str) -> SyntaxError {
    let len = at.chars().next().map_or(0, char::len_utf8);
    SyntaxError::new(input.len() - at.len(), len, Msg::new(id))
}

impl Notation<Macedonian> for Japanese {
    type Text = MoveText;

    fn name(&self) -> &'static str {
        "japanese"
    }

    fn parse(&self, input: &str) -> Result<Parsed<MoveText>, SyntaxError> {
        let mut notes = Vec::new();
        let offset = |rest: &str| input.len() - rest.len();
        let (rest, _) = optional(satisfy(|c| matches!(c, '▲' | '△' | '☗' | '☖')), input);
        let (rest, abdicate) = optional(tag("譲位"), rest);
        let separator = satisfy(|c| abdicate.is_some() && (c.is_whitespace() || c == '・'));
        let (rest, _) = optional(many0_count(separator), rest);
        let square_at = offset(rest);
        let (rest, ((f, loose_file), (r, loose_rank))) = (file, rank)
            .parse(rest)
            .map_err(|_| syntax(input, rest, "macedonian-expected-square"))?;
        if loose_file || loose_rank {
            notes.push(Normalisation {
                offset: square_at,
                len: offset(rest) - square_at,
                message: crate::msg!("macedonian-lenient-digits"),
            });
        }
        let body_at = offset(rest);
        let (rest, (body, lenient)) =
            body(rest).map_err(|_| syntax(input, rest, "macedonian-expected-piece"))?;
        if lenient {
            notes.push(Normalisation {
                offset: body_at,
                len: '玉'.len_utf8(),
                message: crate::msg!("macedonian-lenient-king"),
            });
        }
        let dropped = matches!(body, Body::Piece { drop: true, .. });
        let (rest, origin) = if dropped {
            (rest, None)
        } else {
            optional(origin, rest)
        };
        if !crate::record::numbering::ends_move(rest) {
            return Err(syntax(input, rest, "macedonian-after-move"));
        }
        let to = Square::new(f, r).expect("digits 1-8");
        Ok(Parsed {
            text: MoveText {
                abdicate: abdicate.is_some(),
                to,
                body,
                origin,
            },
            len: offset(rest),
            notes,
        })
    }

    fn resolve(&self, pos: &Position, text: &MoveText) -> Result<Move, Violation> {
        resolve(pos, text)
    }

    fn print(&self, pos: &Position, mv: &Move) -> String {
        let mut out = String::new();
        if mv.abdicate {
            out.push_str("譲位");
        }
        let origin = |sq: Square| format!("（{}{}）", sq.file(), sq.rank());
        match mv.action {
            Action::Step { from, to, promote } => {
                let piece = pos.at(from).map_or("?", piece_name);
                out.push_str(&format!(
                    "{}{}{}{}",
                    square_name(to),
                    piece,
                    if promote { "成" } else { "" },
                    origin(from)
                ));
            }
            Action::Shoot { from, to } => {
                let token = if refills(pos, to) { '補' } else { '射' };
                out.push_str(&format!("{}{token}{}", square_name(to), origin(from)));
            }
            Action::Return { from, to } => {
                out.push_str(&format!("{}還{}", square_name(to), origin(from)))
            }
            Action::Drop { piece, to } => {
                out.push_str(&format!("{}{}打", square_name(to), hand_name(piece)))
            }
        }
        out
    }
}

/// Whether a shot onto `to` lands on an own archer (a refill).
pub fn refills(pos: &Position, to: Square) -> bool {
    pos.at(to)
        .is_some_and(|p| p.side == pos.to_move && p.kind == Kind::Archer)
}

/// A shot written as a shot or as a refill must land where that token says.
pub fn check_shot_token(pos: &Position, to: Square, written_refill: bool) -> Result<(), Violation> {
    match (refills(pos, to), written_refill) {
        (true, false) => Err(Violation::new(
            MacedonianRule::RefillToken,
            crate::msg!("macedonian-refill-written-as-shot", sq = square_name(to)),
        )
        .help(crate::msg!("macedonian-refill-written-as-shot-help"))),
        (false, true) => Err(Violation::new(
            MacedonianRule::RefillToken,
            crate::msg!("macedonian-shot-written-as-refill", sq = square_name(to)),
        )
        .help(crate::msg!("macedonian-shot-written-as-refill-help"))),
        _ => Ok(()),
    }
}

/// The hand piece a written piece names, if it can be held.
fn as_hand_piece(p: PieceText) -> Option<HandPiece> {
    if p.promoted {
        return None;
    }
    Some(match p.kind {
        Kind::Pawn => HandPiece::Pawn,
        Kind::Heavy => HandPiece::Heavy,
        Kind::Cavalry => HandPiece::Cavalry,
        Kind::General => HandPiece::General,
        Kind::Archer => HandPiece::Archer(p.arrows),
        Kind::Arrow => HandPiece::Arrow,
        Kind::King | Kind::Prince => return None,
    })
}

/// Whether the piece standing on `from` is the one written.
fn names_piece(pos: &Position, from: Square, p: PieceText) -> bool {
    pos.at(from).is_some_and(|q| {
        q.kind == p.kind && q.promoted == p.promoted && (p.arrows == 0 || q.arrows == p.arrows)
    })
}

fn resolve(pos: &Position, text: &MoveText) -> Result<Move, Violation> {
    let to = text.to;
    let mv = |action| Move {
        abdicate: text.abdicate,
        action,
    };
    let action = match (text.body, text.origin) {
        (Body::Shot | Body::Refill, Some(from)) => {
            check_shot_token(pos, to, text.body == Body::Refill)?;
            Action::Shoot { from, to }
        }
        (Body::Return, Some(from)) => Action::Return { from, to },
        (
            Body::Piece {
                drop: true, piece, ..
            },
            _,
        ) => {
            let hand = as_hand_piece(piece).ok_or_else(|| {
                Violation::new(
                    MacedonianRule::NotInHand,
                    crate::msg!(
                        "macedonian-never-in-hand",
                        piece = super::names::kind_name(piece.kind)
                    ),
                )
            })?;
            Action::Drop { piece: hand, to }
        }
        (Body::Piece { piece, promote, .. }, Some(from)) => {
            if pos.at(from).is_some_and(|q| q.side == pos.to_move) && !names_piece(pos, from, piece)
            {
                let there = pos.at(from).map_or("?", piece_name);
                return Err(Violation::new(
                    MacedonianRule::PieceMismatch,
                    crate::msg!(
                        "macedonian-piece-mismatch",
                        sq = square_name(from),
                        piece = there
                    ),
                ));
            }
            Action::Step { from, to, promote }
        }
        (body, None) => return find_unique(pos, text, body),
    };
    Ok(mv(action))
}

/// KI2-style: the only legal move that fits a text written without origin.
fn find_unique(pos: &Position, text: &MoveText, body: Body) -> Result<Move, Violation> {
    let mut legal = MoveList::new();
    movegen::legal_moves(pos, &mut legal);
    let fits = |m: &&Move| {
        m.abdicate == text.abdicate
            && m.action.to() == text.to
            && match (m.action, body) {
                (Action::Shoot { .. }, Body::Shot) => !refills(pos, text.to),
                (Action::Shoot { .. }, Body::Refill) => refills(pos, text.to),
                (Action::Return { .. }, Body::Return) => true,
                (
                    Action::Step { from, promote, .. },
                    Body::Piece {
                        piece, promote: p, ..
                    },
                ) => promote == p && names_piece(pos, from, piece),
                _ => false,
            }
    };
    let found: Vec<&Move> = legal.iter().filter(fits).collect();
    match found.as_slice() {
        [one] => Ok(**one),
        [] => match body {
            // 打 may be left out when no board piece can move there.
            Body::Piece { piece, .. }
                if as_hand_piece(piece)
                    .is_some_and(|h| pos.hands[pos.to_move.index()].count(h) > 0) =>
            {
                Ok(Move {
                    abdicate: text.abdicate,
                    action: Action::Drop {
                        piece: as_hand_piece(piece).expect("checked"),
                        to: text.to,
                    },
                })
            }
            _ => Err(Violation::new(
                MacedonianRule::NoSuchMove,
                crate::msg!("macedonian-no-such-move", sq = square_name(text.to)),
            )
            .help(crate::msg!("macedonian-no-such-move-help"))),
        },
        _ => {
            let fitting: Vec<String> = found.iter().map(|m| Japanese.print(pos, m)).collect();
            Err(Violation::new(
                MacedonianRule::Ambiguous,
                crate::msg!(
                    "macedonian-ambiguous",
                    n = found.len(),
                    moves = fitting.join(", ")
                ),
            )
            .help(crate::msg!("macedonian-ambiguous-help")))
        }
    }
}
