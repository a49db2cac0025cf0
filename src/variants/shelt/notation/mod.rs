//! The record notation of research/shelt.md §12: one token per ply, in a
//! long form (`pal:I1-B1`) or a short form (`palB1`), with native squares
//! (rank initial + file, `P5`) or algebraic squares (`e1`). The four
//! notations differ in square spelling and in which form they print; each
//! reads both forms. Parsers are nom combinators; [`Notation::resolve`]
//! checks everything the text asserts (the piece on the origin, what is
//! captured, the Temas's attachment) against the position. Reading is in
//! `parse`, resolving in `resolve`; this file holds the move text, printing
//! and results.

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::satisfy;
use nom::combinator::{map, opt, value};
use nom::error::{ErrorKind, ParseError};
use nom::sequence::preceded;
use nom::{IResult, Parser};

use super::SheltRule;
use super::board::{Occupant, Square, State};
use super::movegen::Move;
use super::pieces::{PieceId, TEMAS_CODE};
use super::{Position, Shelt};
use crate::game::{Normalisation, Notation, Outcome, Parsed, Side, SyntaxError, Violation};
use crate::messages::Msg;

mod parse;
mod resolve;

pub use parse::{Expected, ply};
pub use resolve::resolve;

/// How squares are spelt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Squares {
    Native,
    Algebraic,
}

impl Squares {
    pub fn write(self, sq: Square) -> String {
        match self {
            Squares::Native => sq.native(),
            Squares::Algebraic => sq.algebraic(),
        }
    }
    fn expected(self) -> &'static str {
        match self {
            Squares::Native => "shelt-expected-native-square",
            Squares::Algebraic => "shelt-expected-algebraic-square",
        }
    }
}

/// Who acts or is named: a piece, or the Temas with the attachment the
/// text asserts (`tms[pin]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Piece(PieceId),
    Temas(Option<PieceId>),
}

/// Where a move goes: a square, or `..` (where the previous action ended).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    Square(Square),
    Same,
}

/// What an actor does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Go {
        to: Dest,
        capture: Option<Who>,
        partner: Option<Partner>,
    },
    Rotate {
        sideways: bool,
    },
    Shift {
        to: Square,
    },
}

/// The piece taken along, with its squares where the text gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partner {
    pub who: Who,
    pub from: Option<Square>,
    pub to: Option<Square>,
}

/// One ply as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveText {
    Act {
        who: Who,
        /// The origin, in the long form.
        from: Option<Square>,
        action: Action,
    },
    Attach(PieceId),
    Return(PieceId),
    Replace(PieceId, PieceId),
}

/// A notation: square spelling plus the form it prints.
pub struct ShelNotation {
    name: &'static str,
    squares: Squares,
    long: bool,
}

pub static NATIVE: ShelNotation = ShelNotation {
    name: "native",
    squares: Squares::Native,
    long: true,
};
pub static ALGEBRAIC: ShelNotation = ShelNotation {
    name: "algebraic",
    squares: Squares::Algebraic,
    long: true,
};
pub static NATIVE_SHORT: ShelNotation = ShelNotation {
    name: "native-short",
    squares: Squares::Native,
    long: false,
};
pub static ALGEBRAIC_SHORT: ShelNotation = ShelNotation {
    name: "algebraic-short",
    squares: Squares::Algebraic,
    long: false,
};

// ---------------------------------------------------------------- printing

fn who_text(state: &State, sq: Square, side: Side, bracket: bool) -> String {
    match state.at(sq) {
        Some(Occupant::Piece(p)) => p.code().to_string(),
        Some(Occupant::Temas) if bracket => match state.attached[side.index()] {
            Some(a) => format!("{TEMAS_CODE}[{}]", a.code()),
            None => TEMAS_CODE.to_string(),
        },
        _ => TEMAS_CODE.to_string(),
    }
}

/// Prints `mv` (legal in `pos`) in the long or short form.
pub fn write(pos: &Position, mv: &Move, squares: Squares, long: bool) -> String {
    let state = &pos.state;
    let side = state.to_move;
    let sq = |s: Square| squares.write(s);
    match *mv {
        Move::Attach(p) => format!("+{}", p.code()),
        Move::Return(p) => format!("-{}", p.code()),
        Move::Replace { old, new } => format!("-{}+{}", old.code(), new.code()),
        Move::Step { from, to } => {
            let captured = match state.at(to) {
                Some(Occupant::Piece(q)) => format!("x{}", q.code()),
                Some(Occupant::Temas) if long => {
                    format!("x{}", who_text(state, to, side.other(), true))
                }
                Some(Occupant::Temas) => format!("x{TEMAS_CODE}"),
                None => String::new(),
            };
            if long {
                format!(
                    "{}:{}-{}{captured}",
                    who_text(state, from, side, true),
                    sq(from),
                    sq(to)
                )
            } else if !captured.is_empty() && pos.last_to == Some(to) {
                format!("{}..{captured}", who_text(state, from, side, false))
            } else {
                format!("{}{}{captured}", who_text(state, from, side, false), sq(to))
            }
        }
        Move::Rotate { at, sideways } => {
            let turn = if sideways { "^r" } else { "^n" };
            if long {
                format!("{}:{}{turn}", who_text(state, at, side, false), sq(at))
            } else {
                format!("{}{turn}", who_text(state, at, side, false))
            }
        }
        Move::Shift { from, to } => {
            if long {
                format!(
                    "{}:{}~{}",
                    who_text(state, from, side, true),
                    sq(from),
                    sq(to)
                )
            } else {
                format!("{}~{}", who_text(state, from, side, false), sq(to))
            }
        }
        Move::Accompany { from, to, partner } => {
            let mover = who_text(state, from, side, false);
            let mate = who_text(state, partner, side, false);
            if long {
                let partner_to = partner
                    .offset(from.delta(to))
                    .expect("a legal accompaniment stays on the board");
                format!(
                    "{mover}:{}-{}={mate}:{}-{}",
                    sq(from),
                    sq(to),
                    sq(partner),
                    sq(partner_to)
                )
            } else {
                format!("{mover}{}={mate}", sq(to))
            }
        }
    }
}

impl Notation<Shelt> for ShelNotation {
    type Text = MoveText;

    fn name(&self) -> &'static str {
        self.name
    }

    fn parse(&self, input: &str) -> Result<Parsed<MoveText>, SyntaxError> {
        match ply(self.squares, input) {
            Ok((rest, (text, old))) => {
                let len = input.len() - rest.len();
                let notes = if old {
                    vec![Normalisation {
                        offset: 0,
                        len,
                        message: crate::msg!("shelt-lenient-2014"),
                    }]
                } else {
                    Vec::new()
                };
                Ok(Parsed { text, len, notes })
            }
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
                let offset = input.len() - e.input.len();
                let len = e.input.chars().next().map_or(0, char::len_utf8);
                Err(SyntaxError::new(offset, len, Msg::new(e.what)))
            }
            Err(nom::Err::Incomplete(_)) => Err(SyntaxError::new(
                input.len(),
                0,
                crate::msg!("shelt-cut-short"),
            )),
        }
    }

    fn resolve(&self, pos: &Position, text: &MoveText) -> Result<Move, Violation> {
        resolve(pos, text)
    }

    fn print(&self, pos: &Position, mv: &Move) -> String {
        write(pos, mv, self.squares, self.long)
    }
}

// ---------------------------------------------------------------- results

/// The result line of §12: `A+4 moon`, `S+2 magic`, `A+1 rep`.
pub fn result_text(outcome: &Outcome) -> String {
    let Some(winner) = outcome.winner else {
        return "draw".to_string();
    };
    let side = if winner == Side::First { 'A' } else { 'S' };
    let points = outcome.score.map_or(0, |s| s[winner.index()]);
    let reason = match outcome.reason.as_str() {
        "moon-captured" => "moon",
        "magic-captured" => "magic",
        "repetition" => "rep",
        "no-move" => "stuck",
        other => other,
    };
    format!("{side}+{points} {reason}")
}

/// Reads a §12 result line back into the winner, the points and the reason.
pub fn read_result(text: &str) -> Option<(Side, i32, &str)> {
    let (head, reason) = text.trim().split_once(' ')?;
    let (side, points) = head.split_once('+')?;
    let side = match side {
        "A" => Side::First,
        "S" => Side::Second,
        _ => return None,
    };
    let points: i32 = points.parse().ok().filter(|p| (0..=4).contains(p))?;
    ["moon", "magic", "rep", "resign", "stuck"]
        .contains(&reason)
        .then_some((side, points, reason))
}
