//! Western (Hodges) notation: `P-7f`, `Bx2b+`, `P*5e`, `G6i-5h`, `+R-5b`,
//! `=` for a declined promotion.

use super::super::bitboard::{Squares, bit};
use super::super::board::{Board, Kind, Move};
use super::super::movegen::promotion;
use super::super::usi::{parse_square, square_name};
use super::super::{Position, Shogi};
use super::{at_word_end, syntax};
use crate::game::{Notation, Parsed, SyntaxError, Violation};
use crate::variants::shogi::ShogiRule;

/// A Hodges move as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WesternMove {
    pub kind: Kind,
    pub from: Option<usize>,
    pub to: usize,
    pub drop: bool,
    pub capture: bool,
    pub promote: Option<bool>,
    /// `win` (as in USI): an impasse declaration.
    pub declare: bool,
}

pub struct Western;

/// The English name of a kind, for diagnostics in western records.
pub fn english_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => "pawn",
        Kind::Lance => "lance",
        Kind::Knight => "knight",
        Kind::Silver => "silver",
        Kind::Gold => "gold",
        Kind::Bishop => "bishop",
        Kind::Rook => "rook",
        Kind::King => "king",
        Kind::ProPawn => "tokin",
        Kind::ProLance => "promoted lance",
        Kind::ProKnight => "promoted knight",
        Kind::ProSilver => "promoted silver",
        Kind::Horse => "horse",
        Kind::Dragon => "dragon",
    }
}

fn candidates(b: &Board, kind: Kind, to: usize) -> Vec<usize> {
    let us = b.side;
    Squares(b.pieces(us, kind))
        .filter(|&from| {
            b.by_colour[us] & bit(to) == 0
                && Board::attacks_of(us, kind, from, b.occupied()) & bit(to) != 0
        })
        .collect()
}

impl Notation<Shogi> for Western {
    type Text = WesternMove;
    fn name(&self) -> &'static str {
        "western"
    }
    // Long because it reads a western move's parts left to right (piece, origin, capture or drop,
    // square, promotion), each with its own error.
    fn parse(&self, input: &str) -> Result<Parsed<WesternMove>, SyntaxError> {
        if input.starts_with("win") && at_word_end(&input[3..]) {
            let text = WesternMove {
                kind: Kind::King,
                from: None,
                to: 0,
                drop: false,
                capture: false,
                promote: None,
                declare: true,
            };
            return Ok(Parsed {
                text,
                len: 3,
                notes: Vec::new(),
            });
        }
        let b = input.as_bytes();
        let word = input
            .find(char::is_whitespace)
            .unwrap_or(input.len())
            .max(1);
        let fail = || {
            syntax(
                0,
                word,
                "expected a western move such as P-7f, Bx2b+ or P*5e",
            )
        };
        let promoted = b.first() == Some(&b'+');
        let mut at = promoted as usize;
        let kind = b
            .get(at)
            .and_then(|&c| Kind::from_letter(c as char).filter(|_| c.is_ascii_uppercase()))
            .ok_or_else(fail)?;
        let kind = if promoted {
            if !kind.can_promote() {
                return Err(syntax(0, 2, format!("+{} is not a piece", kind.letter())));
            }
            kind.promoted()
        } else {
            kind
        };
        at += 1;
        let from = parse_square(&b[at..]);
        if from.is_some() {
            at += 2;
        }
        let (drop, capture) = match b.get(at) {
            Some(b'-') => (false, false),
            Some(b'x') => (false, true),
            Some(b'*') if from.is_none() => (true, false),
            _ => return Err(fail()),
        };
        at += 1;
        let to = parse_square(&b[at..]).ok_or_else(|| {
            syntax(
                at,
                2.min(b.len() - at).max(1),
                "expected a square such as 7f",
            )
        })?;
        at += 2;
        let promote = match b.get(at) {
            Some(b'+') => Some(true),
            Some(b'=') => Some(false),
            _ => None,
        };
        at += promote.is_some() as usize;
        if !at_word_end(&input[at..]) {
            return Err(syntax(at, 1, "unexpected text after a move"));
        }
        Ok(Parsed {
            text: WesternMove {
                kind,
                from,
                to,
                drop,
                capture,
                promote,
                declare: false,
            },
            len: at,
            notes: Vec::new(),
        })
    }
    fn resolve(&self, pos: &Position, text: &WesternMove) -> Result<Move, Violation> {
        if text.declare {
            return Ok(Move::declare());
        }
        let b = &pos.board;
        if text.drop {
            if text.kind.is_promoted() || text.kind == Kind::King {
                return Err(Violation::new(
                    ShogiRule::NotInHand,
                    "only unpromoted pieces other than the king are dropped",
                ));
            }
            return Ok(Move::drop(text.kind, text.to));
        }
        let promote = text.promote == Some(true);
        if let Some(from) = text.from {
            return Ok(Move::board(from, text.to, promote));
        }
        let cands = candidates(b, text.kind, text.to);
        match cands.as_slice() {
            [from] => Ok(Move::board(*from, text.to, promote)),
            [] => Err(Violation::new(
                ShogiRule::NoSuchPiece,
                format!(
                    "no {} of the side to move can reach {}",
                    text.kind.letter(),
                    square_name(text.to)
                ),
            )),
            _ => Err(Violation::new(
                ShogiRule::Ambiguous,
                format!("{} pieces can reach {}", cands.len(), square_name(text.to)),
            )
            .help("write the origin square, e.g. G6i-5h")),
        }
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        let b = &pos.board;
        if let Some(kind) = mv.dropped() {
            return format!("{}*{}", kind.letter(), square_name(mv.to()));
        }
        let Some(from) = mv.from() else {
            return "win".into();
        };
        let kind = b.piece_at(from).map_or(Kind::Pawn, |p| p.kind);
        let mut s = String::new();
        if kind.is_promoted() {
            s.push('+');
        }
        s.push(kind.letter());
        if candidates(b, kind, mv.to()).len() > 1 {
            s.push_str(&square_name(from));
        }
        s.push(if b.piece_at(mv.to()).is_some() {
            'x'
        } else {
            '-'
        });
        s.push_str(&square_name(mv.to()));
        if promotion(b.side, kind, from, mv.to()).0 {
            s.push(if mv.promote() { '+' } else { '=' });
        }
        s
    }
}
