//! The record notation of research/shelt.md §12: one token per ply, in a
//! long form (`pal:I1-B1`) or a short form (`palB1`), with native squares
//! (rank initial + file, `P5`) or algebraic squares (`e1`). The four
//! notations differ in square spelling and in which form they print; each
//! reads both forms. Parsers are nom combinators; [`Notation::resolve`]
//! checks everything the text asserts (the piece on the origin, what is
//! captured, the Temas's attachment) against the position.

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::satisfy;
use nom::combinator::{eof, map, opt, peek, value};
use nom::error::{ErrorKind, ParseError};
use nom::sequence::preceded;
use nom::{IResult, Parser};

use super::SheltRule;
use super::board::{Occupant, Square, State};
use super::moves::Move;
use super::pieces::{PieceId, TEMAS_CODE};
use super::{Position, Shelt};
use crate::game::{Normalisation, Notation, Outcome, Parsed, Side, SyntaxError, Violation};

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
            Squares::Native => "a square such as P5 (rank V E S T B I P, file 1-7)",
            Squares::Algebraic => "a square such as e1 (file a-g, rank 1-7)",
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

// ---------------------------------------------------------------- parsing

/// A parse error: where, and what was expected there.
#[derive(Debug, PartialEq)]
pub struct Expected<'a> {
    input: &'a str,
    what: &'static str,
}

impl<'a> ParseError<&'a str> for Expected<'a> {
    fn from_error_kind(input: &'a str, _: ErrorKind) -> Self {
        Expected {
            input,
            what: "a move",
        }
    }
    fn append(_: &'a str, _: ErrorKind, other: Self) -> Self {
        other
    }
    fn or(self, other: Self) -> Self {
        // Keep the error that got further.
        if other.input.len() < self.input.len() {
            other
        } else {
            self
        }
    }
}

type Res<'a, O> = IResult<&'a str, O, Expected<'a>>;

/// Names what `p` reads, for errors at its start.
fn expect<'a, O>(
    what: &'static str,
    mut p: impl Parser<&'a str, Output = O, Error = Expected<'a>>,
) -> impl Parser<&'a str, Output = O, Error = Expected<'a>> {
    move |i: &'a str| {
        p.parse(i).map_err(|e| {
            e.map(|err| {
                if err.input.len() == i.len() {
                    Expected { input: i, what }
                } else {
                    err
                }
            })
        })
    }
}

fn code(i: &str) -> Res<'_, &str> {
    let lower = || satisfy(|c: char| c.is_ascii_lowercase());
    let (rest, _) = expect(
        "a piece code such as pal or tms",
        (lower(), lower(), lower()),
    )
    .parse(i)?;
    Ok((rest, &i[..3]))
}

fn piece(i: &str) -> Res<'_, PieceId> {
    let (rest, c) = code(i)?;
    match PieceId::from_code(c) {
        Some(p) => Ok((rest, p)),
        None => Err(nom::Err::Error(Expected {
            input: i,
            what: if c == TEMAS_CODE {
                "a piece from hand (the Temas itself is never attached)"
            } else {
                "a piece code such as pal"
            },
        })),
    }
}

fn who(i: &str) -> Res<'_, Who> {
    let (rest, c) = code(i)?;
    if c == TEMAS_CODE {
        let (rest, att) = opt(preceded(tag("["), (piece, expect("`]`", tag("]"))))).parse(rest)?;
        return Ok((rest, Who::Temas(att.map(|(p, _)| p))));
    }
    match PieceId::from_code(c) {
        Some(p) => Ok((rest, Who::Piece(p))),
        None => Err(nom::Err::Error(Expected {
            input: i,
            what: "a piece code such as pal or tms",
        })),
    }
}

fn square<'a>(style: Squares) -> impl Parser<&'a str, Output = Square, Error = Expected<'a>> {
    move |i: &'a str| {
        let b = i.as_bytes();
        let sq = (b.len() >= 2)
            .then(|| match style {
                Squares::Native => Square::from_native(b[0], b[1]),
                Squares::Algebraic => Square::from_algebraic(b[0], b[1]),
            })
            .flatten();
        match sq {
            Some(sq) => Ok((&i[2..], sq)),
            None => Err(nom::Err::Error(Expected {
                input: i,
                what: style.expected(),
            })),
        }
    }
}

fn rotation(i: &str) -> Res<'_, Action> {
    preceded(
        tag("^"),
        expect(
            "`r` (turn sideways) or `n` (turn back)",
            alt((value(true, tag("r")), value(false, tag("n")))),
        ),
    )
    .map(|sideways| Action::Rotate { sideways })
    .parse(i)
}

fn capture(i: &str) -> Res<'_, Option<Who>> {
    opt(preceded(tag("x"), who)).parse(i)
}

fn partner<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = Option<Partner>, Error = Expected<'a>> {
    opt(preceded(
        tag("="),
        (
            who,
            opt((
                preceded(tag(":"), square(style)),
                preceded(expect("`-`", tag("-")), square(style)),
            )),
        ),
    ))
    .map(|p| {
        p.map(|(who, squares)| Partner {
            who,
            from: squares.map(|s| s.0),
            to: squares.map(|s| s.1),
        })
    })
}

fn shift<'a>(style: Squares) -> impl Parser<&'a str, Output = Action, Error = Expected<'a>> {
    preceded(tag("~"), square(style)).map(|to| Action::Shift { to })
}

/// `:FROM` then `-TO[xWHO][=PARTNER]`, `^r`/`^n` or `~TO`.
fn long_tail<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = (Option<Square>, Action), Error = Expected<'a>> {
    preceded(
        tag(":"),
        (
            square(style),
            expect(
                "`-`, `^` or `~` after the origin",
                alt((
                    map(
                        (preceded(tag("-"), square(style)), capture, partner(style)),
                        |(to, capture, partner)| Action::Go {
                            to: Dest::Square(to),
                            capture,
                            partner,
                        },
                    ),
                    rotation,
                    shift(style),
                )),
            ),
        ),
    )
    .map(|(from, action)| (Some(from), action))
}

/// `TO[xWHO][=PARTNER]`, `..xWHO`, `^r`/`^n` or `~TO`.
fn short_tail<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = (Option<Square>, Action), Error = Expected<'a>> {
    alt((
        map(
            (square(style), capture, partner(style)),
            |(to, capture, partner)| Action::Go {
                to: Dest::Square(to),
                capture,
                partner,
            },
        ),
        map(
            preceded(
                tag(".."),
                preceded(expect("`x` and the captured piece", tag("x")), who),
            ),
            |w| Action::Go {
                to: Dest::Same,
                capture: Some(w),
                partner: None,
            },
        ),
        rotation,
        shift(style),
    ))
    .map(|action| (None, action))
}

fn act<'a>(style: Squares) -> impl Parser<&'a str, Output = MoveText, Error = Expected<'a>> {
    (
        who,
        expect(
            "`:` and the origin, or a destination, `^` or `~`",
            alt((long_tail(style), short_tail(style))),
        ),
    )
        .map(|(who, (from, action))| MoveText::Act { who, from, action })
}

fn hand_action(i: &str) -> Res<'_, MoveText> {
    alt((
        map(preceded(tag("+"), piece), MoveText::Attach),
        map(
            (preceded(tag("-"), piece), opt(preceded(tag("+"), piece))),
            |(old, new)| match new {
                Some(new) => MoveText::Replace(old, new),
                None => MoveText::Return(old),
            },
        ),
    ))
    .parse(i)
}

/// A square of the 2014 abbreviations: lower-case rank initial + file.
fn square_2014(i: &str) -> Res<'_, Square> {
    let b = i.as_bytes();
    let sq = (b.len() >= 2 && b[0].is_ascii_lowercase())
        .then(|| Square::from_native(b[0].to_ascii_uppercase(), b[1]))
        .flatten();
    match sq {
        Some(sq) => Ok((&i[2..], sq)),
        None => Err(nom::Err::Error(Expected {
            input: i,
            what: "a square",
        })),
    }
}

/// The 2014 abbreviations (research/shelt.md §1, S3), read by the native
/// notations with a note: `b1pal`, `b1pal/ket`, `..ral/tan`, `i1palx` and
/// `i1pal+` (turn sideways and back, at the piece's square), `b2mik=b3fav`.
/// Attach, return and replace are written as in §12.
fn form_2014(i: &str) -> Res<'_, MoveText> {
    let recapture = map((tag(".."), who, tag("/"), who), |(_, who, _, captured)| {
        MoveText::Act {
            who,
            from: None,
            action: Action::Go {
                to: Dest::Same,
                capture: Some(captured),
                partner: None,
            },
        }
    });
    let turn = map(
        (
            square_2014,
            who,
            alt((value(true, tag("x")), value(false, tag("+")))),
        ),
        |(at, who, sideways)| MoveText::Act {
            who,
            from: Some(at),
            action: Action::Rotate { sideways },
        },
    );
    let go = map(
        (
            square_2014,
            who,
            opt(preceded(tag("/"), who)),
            opt(preceded(tag("="), (square_2014, who))),
        ),
        |(to, who, capture, partner)| MoveText::Act {
            who,
            from: None,
            action: Action::Go {
                to: Dest::Square(to),
                capture,
                partner: partner.map(|(to, who)| Partner {
                    who,
                    from: None,
                    to: Some(to),
                }),
            },
        },
    );
    alt((recapture, turn, go)).parse(i)
}

/// One ply: the move, an optional `!` (it attacks the enemy moon), then
/// the end of the word. The flag says the 2014 abbreviations were used.
pub fn ply(style: Squares, i: &str) -> Res<'_, (MoveText, bool)> {
    let end = |i| peek(alt((eof, tag(" "), tag("\t"), tag("\n"), tag("\r")))).parse(i);
    let modern = map(alt((hand_action, act(style))), |t| (t, false));
    let old = move |i| match style {
        Squares::Native => map(form_2014, |t| (t, true)).parse(i),
        Squares::Algebraic => Err(nom::Err::Error(Expected {
            input: i,
            what: "a move",
        })),
    };
    (
        alt((modern, old)),
        opt(tag("!")),
        expect("the end of the move", end),
    )
        .map(|(text, _, _)| text)
        .parse(i)
}

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

// ---------------------------------------------------------------- resolving

fn locate(state: &State, who: Who) -> Result<Square, Violation> {
    match who {
        Who::Temas(_) => Ok(state.temas_at),
        Who::Piece(p) => state.find(p).ok_or_else(|| {
            let why = if state.is_destroyed(p) {
                "it was destroyed"
            } else {
                "it was captured"
            };
            Violation::new(
                SheltRule::NoPiece,
                format!("{} is not on the board: {why}", p.code()),
            )
        }),
    }
}

/// The origin the long form names must hold the piece it names.
fn origin(state: &State, who: Who, written: Option<Square>) -> Result<Square, Violation> {
    // The usual case, the piece standing where the record says: no search.
    if let (Who::Piece(p), Some(w)) = (who, written) {
        if state.at(w) == Some(Occupant::Piece(p)) {
            return Ok(w);
        }
    }
    let at = locate(state, who)?;
    match written {
        Some(w) if w != at => Err(Violation::new(
            SheltRule::WrongSquare,
            format!(
                "{} stands on {}, not on {}",
                name(who),
                at.native(),
                w.native()
            ),
        )),
        _ => Ok(at),
    }
}

fn name(who: Who) -> String {
    match who {
        Who::Piece(p) => p.code().to_string(),
        Who::Temas(_) => "the Temas".to_string(),
    }
}

/// `tms[xxx]` must name the attachment of `side`.
fn bracket(state: &State, who: Who, side: Side) -> Result<(), Violation> {
    let Who::Temas(Some(claimed)) = who else {
        return Ok(());
    };
    let whose = if side == state.to_move {
        "your"
    } else {
        "the opponent's"
    };
    match state.attached[side.index()] {
        Some(a) if a == claimed => Ok(()),
        Some(a) => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            format!(
                "{whose} piece on the Temas is {}, not {}",
                a.code(),
                claimed.code()
            ),
        )),
        None if side == state.to_move => Err(Violation::new(
            SheltRule::TemasEmpty,
            format!(
                "you have nothing attached to the Temas (the record says {})",
                claimed.code()
            ),
        )),
        None => Err(Violation::new(
            SheltRule::AttachmentMismatch,
            format!(
                "the opponent has nothing attached to the Temas, not {}",
                claimed.code()
            ),
        )),
    }
}

/// What the text says is captured must be what stands on `to`.
fn captured(state: &State, to: Square, claimed: Option<Who>) -> Result<(), Violation> {
    let side = state.to_move;
    let there = state.at(to);
    let own = matches!(there, Some(Occupant::Piece(q)) if q.side() == side);
    match (there, claimed) {
        _ if own => Ok(()), // the rules report a move onto one's own piece
        (None, None) => Ok(()),
        (None, Some(w)) => Err(Violation::new(
            SheltRule::CaptureMismatch,
            format!(
                "{} is empty, so there is no {} to capture",
                to.native(),
                name(w)
            ),
        )),
        (Some(Occupant::Piece(q)), Some(Who::Piece(w))) if q == w => Ok(()),
        (Some(Occupant::Temas), Some(w @ Who::Temas(_))) => bracket(state, w, side.other()),
        (Some(occ), claimed) => {
            let actual = match occ {
                Occupant::Piece(q) => q.code(),
                Occupant::Temas => TEMAS_CODE,
            };
            let message = match claimed {
                Some(w) => format!("{} holds {actual}, not {}", to.native(), name(w)),
                None => format!("this move captures {actual} on {}", to.native()),
            };
            Err(Violation::new(SheltRule::CaptureMismatch, message)
                .help(format!("write x{actual}")))
        }
    }
}

/// The move the text denotes in `pos`.
pub fn resolve(pos: &Position, text: &MoveText) -> Result<Move, Violation> {
    let state = &pos.state;
    let side = state.to_move;
    match *text {
        MoveText::Attach(p) => Ok(Move::Attach(p)),
        MoveText::Return(p) => Ok(Move::Return(p)),
        MoveText::Replace(old, new) => Ok(Move::Replace { old, new }),
        MoveText::Act { who, from, action } => {
            let from = origin(state, who, from)?;
            bracket(state, who, side)?;
            match action {
                Action::Rotate { sideways } => Ok(Move::Rotate { at: from, sideways }),
                Action::Shift { to } => Ok(Move::Shift { from, to }),
                Action::Go {
                    to,
                    capture,
                    partner,
                } => {
                    let to = match to {
                        Dest::Square(s) => s,
                        Dest::Same => pos.last_to.ok_or_else(|| {
                            Violation::new(
                                SheltRule::NoPreviousMove,
                                "`..` names where the previous move ended, and there is none",
                            )
                        })?,
                    };
                    let Some(partner) = partner else {
                        captured(state, to, capture)?;
                        return Ok(Move::Step { from, to });
                    };
                    let at = origin(state, partner.who, partner.from)?;
                    if let Some(written_to) = partner.to {
                        let v = from.delta(to);
                        if at.offset(v) != Some(written_to) {
                            return Err(Violation::new(
                                SheltRule::AccompanyVector,
                                format!(
                                    "accompanied pieces move by the same vector; {} to {} is not {} to {}",
                                    from.native(),
                                    to.native(),
                                    at.native(),
                                    written_to.native()
                                ),
                            ));
                        }
                    }
                    if let Some(w) = capture {
                        return Err(Violation::new(
                            SheltRule::AccompaniedCapture,
                            format!(
                                "an accompanied move cannot capture (the record says x{})",
                                name(w)
                            ),
                        ));
                    }
                    Ok(Move::Accompany {
                        from,
                        to,
                        partner: at,
                    })
                }
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
                        message: "2014 abbreviation (square first, `/` for a capture) read as the §12 notation".into(),
                    }]
                } else {
                    Vec::new()
                };
                Ok(Parsed { text, len, notes })
            }
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
                let offset = input.len() - e.input.len();
                let len = e.input.chars().next().map_or(0, char::len_utf8);
                Err(SyntaxError {
                    offset,
                    len,
                    message: format!("expected {}", e.what),
                })
            }
            Err(nom::Err::Incomplete(_)) => Err(SyntaxError {
                offset: input.len(),
                len: 0,
                message: "the move is cut short".into(),
            }),
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
