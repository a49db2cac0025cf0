//! Western (Hodges) notation: `P-7f`, `Bx2b+`, `P*5e`, `G6i-5h`, `+R-5b`,
//! `=` for a declined promotion, and the short capture players write when
//! only one capture can be meant (`Px`, `Rx`, `+Bx`).

use super::super::bitboard::{Squares, bit};
use super::super::board::{Board, Kind, Move};
use super::super::movegen::{is_legal, promotion};
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
    /// The square moved to; `None` for a capture written without it
    /// (`Px`), which names the only capture the piece can make.
    pub to: Option<usize>,
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

/// The one capture a short capture (`Px`, `Rx`, `+Bx`) can mean: every
/// capture the side to move's pieces of that kind (from the origin, if
/// written) can legally make, and an error listing them unless there is
/// exactly one.
fn short_capture(pos: &Position, text: &WesternMove, promote: bool) -> Result<Move, Violation> {
    let b = &pos.board;
    let us = b.side;
    let checkers = b.checkers();
    let origins = Squares(b.pieces(us, text.kind)).filter(|&f| text.from.is_none_or(|o| o == f));
    let mut readings: Vec<Move> = Vec::new();
    for from in origins {
        let targets = Board::attacks_of(us, text.kind, from, b.occupied()) & b.by_colour[us ^ 1];
        for to in Squares(targets) {
            let mv = Move::board(from, to, promote);
            if is_legal(b, mv, checkers) {
                readings.push(mv);
            }
        }
    }
    let written = format!(
        "{}{}x",
        if text.kind.is_promoted() { "+" } else { "" },
        text.kind.letter()
    );
    match readings.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(Violation::new(
            ShogiRule::NoSuchPiece,
            // The kanji, named in English in a western record's words
            // (`super::super::in_words`).
            crate::msg!(
                "shogi-western-no-capture",
                written = &written,
                piece = super::kanji::kind_name(text.kind)
            ),
        )),
        _ => {
            let named: Vec<String> = readings.iter().map(|mv| Western.print(pos, mv)).collect();
            Err(Violation::new(
                ShogiRule::Ambiguous,
                crate::msg!(
                    "shogi-western-captures",
                    written = &written,
                    n = named.len(),
                    moves = named.join(", ")
                ),
            )
            .help(crate::msg!("shogi-western-captures-help")))
        }
    }
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
                to: None,
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
        let to = parse_square(&b[at..]);
        let short_capture = capture && to.is_none() && at_word_end(&input[at..]);
        if to.is_none() && !short_capture && !(capture && b.get(at) == Some(&b'+')) {
            return Err(syntax(
                at,
                2.min(b.len() - at).max(1),
                "expected a square such as 7f",
            ));
        }
        at += if to.is_some() { 2 } else { 0 };
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
        if text.drop && (text.kind.is_promoted() || text.kind == Kind::King) {
            return Err(Violation::new(
                ShogiRule::NotInHand,
                crate::msg!("shogi-western-drop"),
            ));
        }
        let promote = text.promote == Some(true);
        let Some(to) = text.to else {
            return short_capture(pos, text, promote);
        };
        if text.drop {
            return Ok(Move::drop(text.kind, to));
        }
        if let Some(from) = text.from {
            return Ok(Move::board(from, to, promote));
        }
        let cands = candidates(b, text.kind, to);
        match cands.as_slice() {
            [from] => Ok(Move::board(*from, to, promote)),
            [] => Err(Violation::new(
                ShogiRule::NoSuchPiece,
                crate::msg!(
                    "shogi-western-cannot-reach",
                    letter = %text.kind.letter(),
                    sq = square_name(to)
                ),
            )),
            _ => Err(Violation::new(
                ShogiRule::Ambiguous,
                crate::msg!(
                    "shogi-western-ambiguous",
                    n = cands.len(),
                    sq = square_name(to)
                ),
            )
            .help(crate::msg!("shogi-western-ambiguous-help"))),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::shogi::*;

    fn position(sfen: &str) -> Position {
        Shogi::read_position(&Shogi::configure(&RuleSpec::default()).unwrap(), sfen).unwrap()
    }

    fn resolved(sfen: &str, written: &str) -> Result<Move, Violation> {
        let parsed = Western.parse(written).unwrap();
        assert_eq!(parsed.len, written.len(), "{written}");
        Western.resolve(&position(sfen), &parsed.text)
    }

    fn square(name: &str) -> usize {
        parse_square(name.as_bytes()).unwrap()
    }

    /// `5. P-2d Px`: only Gote's pawn on 2c can capture.
    #[test]
    fn a_short_capture_is_the_one_capture_the_piece_can_make() {
        let sfen = "lnsgk1snl/1r4gb1/p1pppp1pp/6pP1/1p7/2P6/PP1PPPP1P/1BG4R1/LNS1KGSNL w - 10";
        let mv = resolved(sfen, "Px").unwrap();
        assert_eq!((mv.from(), mv.to()), (Some(square("2c")), square("2d")));
    }

    /// A capture that would leave the king in check is no reading: the
    /// rook pinned on the file can only take along it.
    #[test]
    fn a_short_capture_counts_only_legal_captures() {
        let sfen = "k3r4/9/9/9/9/9/4R1p2/9/4K4 b - 1";
        let mv = resolved(sfen, "Rx").unwrap();
        assert_eq!((mv.from(), mv.to()), (Some(square("5g")), square("5a")));
        assert!(!mv.promote());
        assert!(resolved(sfen, "Rx+").unwrap().promote());
    }

    #[test]
    fn a_short_capture_with_two_readings_names_both() {
        let sfen = "8k/9/4p4/9/4R1p2/9/9/9/4K4 b - 1";
        let v = resolved(sfen, "Rx").unwrap_err();
        assert_eq!(v.rule, ShogiRule::Ambiguous);
        assert!(v.message.contains("Rx5c"), "{}", v.message);
        assert!(v.message.contains("Rx3e"), "{}", v.message);
        let none = resolved(sfen, "Bx").unwrap_err();
        assert_eq!(none.rule, ShogiRule::NoSuchPiece);
    }
}
