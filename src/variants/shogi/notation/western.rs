//! Western (Hodges) notation: `P-7f`, `Bx2b+`, `P*5e`, `G6i-5h`, `+R-5b`,
//! `=` for a declined promotion, and the short capture players write when
//! only one capture can be meant (`Px`, `Rx`, `+Bx`).
//!
//! The nom grammar reads, from the front of the text, either `win` (an
//! impasse declaration) or: `+` for a promoted piece, the piece's upper-case
//! letter, the square it leaves if written (`6i`), `-` for a move, `x` for a
//! capture or `*` for a drop (never after a square left), the square reached
//! (left out only in a short capture), and `+` to promote or `=` to decline.
//! The move must end where a move can end (`ends_move`).

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, satisfy};
use nom::combinator::{opt, recognize, value};
use nom::error::ErrorKind;
use nom::sequence::terminated;
use nom::{IResult, Parser};

use super::super::bitboard::{Squares, bit};
use super::super::board::{Board, Kind, Move};
use super::super::movegen::promotion;
use super::super::safety::is_legal;
use super::super::{Position, Shogi};
use super::usi::{parse_square, square_name};
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
    let safety = pos.safety();
    let origins = Squares(b.pieces(us, text.kind)).filter(|&f| text.from.is_none_or(|o| o == f));
    let mut readings: Vec<Move> = Vec::new();
    for from in origins {
        let targets = Board::attacks_of(us, text.kind, from, b.occupied()) & b.by_colour[us ^ 1];
        for to in Squares(targets) {
            let mv = Move::board(from, to, promote);
            if is_legal(b, mv, safety) {
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

/// What parts a piece from its square: `-` a move, `x` a capture, `*` a drop.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Move,
    Capture,
    Drop,
}

/// Succeeds, taking nothing, where a move may end (`ends_move`).
fn word_end(input: &str) -> IResult<&str, ()> {
    if at_word_end(input) {
        Ok((input, ()))
    } else {
        Err(nom::Err::Error(nom::error::Error::new(
            input,
            ErrorKind::Verify,
        )))
    }
}

/// `win`, the impasse declaration, as a whole word.
fn declaration(input: &str) -> IResult<&str, &str> {
    terminated(tag("win"), word_end).parse(input)
}

/// The piece: whether it is written promoted (`+`), and its upper-case letter.
fn piece(input: &str) -> IResult<&str, (bool, Kind)> {
    let letter = satisfy(|c| c.is_ascii_uppercase()).map_opt(Kind::from_letter);
    (opt(char('+')).map(|p| p.is_some()), letter).parse(input)
}

/// A square as USI names it: file `1`-`9`, rank `a`-`i`.
fn square(input: &str) -> IResult<&str, usize> {
    let file = satisfy(|c| ('1'..='9').contains(&c));
    let rank = satisfy(|c| ('a'..='i').contains(&c));
    recognize((file, rank))
        .map_opt(|t: &str| parse_square(t.as_bytes()))
        .parse(input)
}

fn mark(input: &str) -> IResult<&str, Mark> {
    alt((
        value(Mark::Move, char('-')),
        value(Mark::Capture, char('x')),
        value(Mark::Drop, char('*')),
    ))
    .parse(input)
}

/// `+` to promote, `=` to decline.
fn promote_mark(input: &str) -> IResult<&str, Option<bool>> {
    opt(alt((value(true, char('+')), value(false, char('='))))).parse(input)
}

/// One western move from the front of `input`: the grammar's parts read in
/// turn, each failure the error that names it.
fn read(input: &str) -> Result<Parsed<WesternMove>, SyntaxError> {
    let at = |rest: &str| input.len() - rest.len();
    let mut text = WesternMove {
        kind: Kind::King,
        from: None,
        to: None,
        drop: false,
        capture: false,
        promote: None,
        declare: true,
    };
    if let Ok((rest, _)) = declaration(input) {
        let notes = Vec::new();
        return Ok(Parsed {
            text,
            len: at(rest),
            notes,
        });
    }
    let word = input.find(char::is_whitespace).unwrap_or(input.len());
    let fail = || syntax(0, word.max(1), crate::msg!("shogi-expected-western"));
    let (rest, (promoted, kind)) = piece(input).map_err(|_| fail())?;
    if promoted && !kind.can_promote() {
        let message = crate::msg!("shogi-western-not-a-piece", letter = %kind.letter());
        return Err(syntax(0, 2, message));
    }
    let (rest, from) = opt(square).parse(rest).map_err(|_| fail())?;
    let (rest, mark) = mark(rest).map_err(|_| fail())?;
    if mark == Mark::Drop && from.is_some() {
        return Err(fail());
    }
    let (rest, to) = opt(square).parse(rest).map_err(|_| fail())?;
    let capture = mark == Mark::Capture;
    // A capture may leave its square out (`Px`, `Rx+`): the one it can make.
    let short = capture && (word_end(rest).is_ok() || rest.starts_with('+'));
    if to.is_none() && !short {
        let len = rest.len().clamp(1, 2);
        let message = crate::msg!("shogi-western-expected-square");
        return Err(syntax(at(rest), len, message));
    }
    let (rest, promote) = promote_mark(rest).map_err(|_| fail())?;
    word_end(rest).map_err(|_| syntax(at(rest), 1, crate::msg!("shogi-after-move")))?;
    text.kind = if promoted { kind.promoted() } else { kind };
    text.declare = false;
    (text.from, text.to, text.promote) = (from, to, promote);
    (text.drop, text.capture) = (mark == Mark::Drop, capture);
    Ok(Parsed {
        text,
        len: at(rest),
        notes: Vec::new(),
    })
}

impl Notation<Shogi> for Western {
    type Text = WesternMove;
    fn name(&self) -> &'static str {
        "western"
    }
    fn parse(&self, input: &str) -> Result<Parsed<WesternMove>, SyntaxError> {
        read(input)
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
    use crate::game::MoveList;
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

    /// Any text is read or refused, never a panic, and what is read or
    /// pointed at starts inside the text or at its end.
    fn read_in_bounds(s: &str) {
        match Western.parse(s) {
            Ok(p) => assert!(p.len > 0 && s.is_char_boundary(p.len), "{s:?}"),
            Err(e) => assert!(e.offset <= s.len() && e.len > 0, "{s:?}"),
        }
    }

    proptest::proptest! {
        #[test]
        fn the_reader_is_total(s in ".*") {
            read_in_bounds(&s);
        }

        #[test]
        fn the_reader_is_total_near_moves(
            s in r"(win|[+]?[PLNSGBRKp]([1-9][a-i])?[-x*]([1-9][a-j])?[+=]?)(.|[ +=x*a-i1-9]){0,3}"
        ) {
            read_in_bounds(&s);
        }

        /// After random plies from the start, every legal move printed reads
        /// back, whole, to the same move.
        #[test]
        fn every_printed_move_reads_back(choices in proptest::collection::vec(0usize..600, 0..80)) {
            let mut pos = Shogi::start(&Shogi::configure(&RuleSpec::default()).unwrap());
            for pick in choices {
                let mut moves = MoveList::new();
                Shogi::legal_moves(&pos, &mut moves);
                for mv in &moves {
                    let text = Western.print(&pos, mv);
                    let parsed = Western.parse(&text).unwrap();
                    proptest::prop_assert_eq!(parsed.len, text.len());
                    proptest::prop_assert_eq!(Western.resolve(&pos, &parsed.text).unwrap(), *mv, "{}", text);
                }
                if moves.is_empty() || Shogi::outcome(&pos).is_some() {
                    break;
                }
                let mv = moves[pick % moves.len()];
                Shogi::play(&mut pos, &mv);
            }
        }
    }
}
