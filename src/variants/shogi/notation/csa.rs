//! CSA V2.2 moves: `+7776FU`, `-0055KA`; the code names the piece after the
//! move, so `+8822UM` is a promoting bishop.

use super::super::bitboard::{file_of, rank_of, square};
use super::super::board::{Kind, Move};
use super::super::{Position, Shogi};
use super::{at_word_end, syntax};
use crate::game::{Notation, Parsed, SyntaxError, Violation};
use crate::variants::shogi::ShogiRule;

const CODES: [&str; 14] = [
    "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
];

pub fn code(kind: Kind) -> &'static str {
    CODES[kind as usize]
}

/// The kind a two-letter code names. The letters are compared as a pair
/// of bytes, not as strings: this runs once a move.
pub fn kind_of_code(code: &str) -> Option<Kind> {
    let &[a, b] = code.as_bytes() else {
        return None;
    };
    CODES
        .iter()
        .position(|c| matches!(c.as_bytes(), &[x, y] if [x, y] == [a, b]))
        .map(Kind::from_index)
}

/// A CSA move as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsaMove {
    pub colour: Option<usize>,
    /// `None` for `00`, a drop.
    pub from: Option<usize>,
    pub to: usize,
    pub kind: Kind,
    /// `%KACHI`: an impasse declaration.
    pub declare: bool,
}

pub struct Csa;

fn csa_square(d: &[u8]) -> Option<Option<usize>> {
    let (f, r) = ((d[0] as char).to_digit(10)?, (d[1] as char).to_digit(10)?);
    match (f, r) {
        (0, 0) => Some(None),
        (1..=9, 1..=9) => Some(Some(square(f as usize - 1, r as usize - 1))),
        _ => None,
    }
}

fn csa_name(sq: usize) -> String {
    format!("{}{}", file_of(sq) + 1, rank_of(sq) + 1)
}

impl Notation<Shogi> for Csa {
    type Text = CsaMove;
    fn name(&self) -> &'static str {
        "csa"
    }
    fn parse(&self, input: &str) -> Result<Parsed<CsaMove>, SyntaxError> {
        if input.starts_with("%KACHI") && at_word_end(&input[6..]) {
            let text = CsaMove {
                colour: None,
                from: None,
                to: 0,
                kind: Kind::King,
                declare: true,
            };
            return Ok(Parsed {
                text,
                len: 6,
                notes: Vec::new(),
            });
        }
        let b = input.as_bytes();
        let (colour, at) = match b.first() {
            Some(b'+') => (Some(0), 1),
            Some(b'-') => (Some(1), 1),
            _ => (None, 0),
        };
        let digits = b
            .get(at..at + 4)
            .filter(|d| d.iter().all(u8::is_ascii_digit));
        let Some(d) = digits else {
            let word = input
                .find(char::is_whitespace)
                .unwrap_or(input.len())
                .max(1);
            return Err(syntax(
                0,
                word,
                "expected a CSA move such as +7776FU or -0055KA",
            ));
        };
        let from = csa_square(&d[..2])
            .ok_or_else(|| syntax(at, 2, "a CSA square is 11-99, or 00 for a drop"))?;
        let to = csa_square(&d[2..])
            .flatten()
            .ok_or_else(|| syntax(at + 2, 2, "a CSA square is 11-99"))?;
        let code_text = input.get(at + 4..at + 6).unwrap_or("");
        let kind = kind_of_code(code_text)
            .ok_or_else(|| syntax(at + 4, code_text.len().max(1), format!("`{code_text}` is not a CSA piece code (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)")))?;
        let len = at + 6;
        if !at_word_end(&input[len..]) {
            return Err(syntax(len, 1, "unexpected text after a CSA move"));
        }
        Ok(Parsed {
            text: CsaMove {
                colour,
                from,
                to,
                kind,
                declare: false,
            },
            len,
            notes: Vec::new(),
        })
    }
    fn resolve(&self, pos: &Position, text: &CsaMove) -> Result<Move, Violation> {
        if text.declare {
            return Ok(Move::declare());
        }
        let b = &pos.board;
        if text.colour.is_some_and(|c| c != b.side) {
            return Err(Violation::new(
                ShogiRule::WrongSide,
                format!(
                    "it is {}'s turn",
                    if b.side == 0 { "Sente (+)" } else { "Gote (-)" }
                ),
            ));
        }
        let Some(from) = text.from else {
            if text.kind.is_promoted() || text.kind == Kind::King {
                return Err(Violation::new(
                    ShogiRule::NotInHand,
                    format!("{} cannot be dropped", code(text.kind)),
                ));
            }
            return Ok(Move::drop(text.kind, text.to));
        };
        let Some(p) = b.piece_at(from) else {
            return Ok(Move::board(from, text.to, false));
        };
        if p.kind == text.kind {
            return Ok(Move::board(from, text.to, false));
        }
        if p.kind.can_promote() && p.kind.promoted() == text.kind {
            return Ok(Move::board(from, text.to, true));
        }
        Err(Violation::new(
            ShogiRule::WrongPiece,
            format!(
                "the piece on {} is {}, which cannot become {}",
                csa_name(from),
                code(p.kind),
                code(text.kind)
            ),
        ))
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        if mv.is_declaration() {
            return "%KACHI".into();
        }
        let sign = if pos.board.side == 0 { '+' } else { '-' };
        match mv.from() {
            Some(from) => {
                let kind = pos.board.piece_at(from).map_or(Kind::Pawn, |p| p.kind);
                let kind = if mv.promote() { kind.promoted() } else { kind };
                format!(
                    "{sign}{}{}{}",
                    csa_name(from),
                    csa_name(mv.to()),
                    code(kind)
                )
            }
            None => format!(
                "{sign}00{}{}",
                csa_name(mv.to()),
                code(mv.dropped().unwrap_or(Kind::Pawn))
            ),
        }
    }
}
