//! Reading a ply's text: nom parsers for the long and short forms, the
//! 2014 form, and the tokens they are made of, with what was expected
//! where a text does not read.

use super::*;

/// A parse error: where, and what was expected there (the id of its
/// message in the catalogue).
#[derive(Debug, PartialEq)]
pub struct Expected<'a> {
    pub(super) input: &'a str,
    pub(super) what: &'static str,
}

impl<'a> ParseError<&'a str> for Expected<'a> {
    fn from_error_kind(input: &'a str, _: ErrorKind) -> Self {
        Expected {
            input,
            what: "shelt-expected-move",
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

pub(super) type Res<'a, O> = IResult<&'a str, O, Expected<'a>>;

/// Names what `p` reads (a message's id), for errors at its start.
pub(super) fn expect<'a, O>(
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

pub(super) fn code(i: &str) -> Res<'_, &str> {
    let lower = || satisfy(|c: char| c.is_ascii_lowercase());
    let (rest, _) = expect("shelt-expected-who", (lower(), lower(), lower())).parse(i)?;
    Ok((rest, &i[..3]))
}

pub(super) fn piece(i: &str) -> Res<'_, PieceId> {
    let (rest, c) = code(i)?;
    match PieceId::from_code(c) {
        Some(p) => Ok((rest, p)),
        None => Err(nom::Err::Error(Expected {
            input: i,
            what: if c == TEMAS_CODE {
                "shelt-expected-hand-piece"
            } else {
                "shelt-expected-piece-code"
            },
        })),
    }
}

pub(super) fn who(i: &str) -> Res<'_, Who> {
    let (rest, c) = code(i)?;
    if c == TEMAS_CODE {
        let (rest, att) = opt(preceded(
            tag("["),
            (piece, expect("shelt-expected-bracket", tag("]"))),
        ))
        .parse(rest)?;
        return Ok((rest, Who::Temas(att.map(|(p, _)| p))));
    }
    match PieceId::from_code(c) {
        Some(p) => Ok((rest, Who::Piece(p))),
        None => Err(nom::Err::Error(Expected {
            input: i,
            what: "shelt-expected-who",
        })),
    }
}

pub(super) fn square<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = Square, Error = Expected<'a>> {
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

pub(super) fn rotation(i: &str) -> Res<'_, Action> {
    preceded(
        tag("^"),
        expect(
            "shelt-expected-rotation",
            alt((value(true, tag("r")), value(false, tag("n")))),
        ),
    )
    .map(|sideways| Action::Rotate { sideways })
    .parse(i)
}

pub(super) fn capture(i: &str) -> Res<'_, Option<Who>> {
    opt(preceded(tag("x"), who)).parse(i)
}

pub(super) fn partner<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = Option<Partner>, Error = Expected<'a>> {
    opt(preceded(
        tag("="),
        (
            who,
            opt((
                preceded(tag(":"), square(style)),
                preceded(expect("shelt-expected-dash", tag("-")), square(style)),
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

pub(super) fn shift<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = Action, Error = Expected<'a>> {
    preceded(tag("~"), square(style)).map(|to| Action::Shift { to })
}

/// `:FROM` then `-TO[xWHO][=PARTNER]`, `^r`/`^n` or `~TO`.
pub(super) fn long_tail<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = (Option<Square>, Action), Error = Expected<'a>> {
    preceded(
        tag(":"),
        (
            square(style),
            expect(
                "shelt-expected-after-origin",
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
pub(super) fn short_tail<'a>(
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
                preceded(expect("shelt-expected-capture", tag("x")), who),
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

pub(super) fn act<'a>(
    style: Squares,
) -> impl Parser<&'a str, Output = MoveText, Error = Expected<'a>> {
    (
        who,
        expect(
            "shelt-expected-tail",
            alt((long_tail(style), short_tail(style))),
        ),
    )
        .map(|(who, (from, action))| MoveText::Act { who, from, action })
}

pub(super) fn hand_action(i: &str) -> Res<'_, MoveText> {
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
pub(super) fn square_2014(i: &str) -> Res<'_, Square> {
    let b = i.as_bytes();
    let sq = (b.len() >= 2 && b[0].is_ascii_lowercase())
        .then(|| Square::from_native(b[0].to_ascii_uppercase(), b[1]))
        .flatten();
    match sq {
        Some(sq) => Ok((&i[2..], sq)),
        None => Err(nom::Err::Error(Expected {
            input: i,
            what: "shelt-expected-a-square",
        })),
    }
}

/// The 2014 abbreviations (research/shelt.md §1, S3), read by the native
/// notations with a note: `b1pal`, `b1pal/ket`, `..ral/tan`, `i1palx` and
/// `i1pal+` (turn sideways and back, at the piece's square), `b2mik=b3fav`.
/// Attach, return and replace are written as in §12.
pub(super) fn form_2014(i: &str) -> Res<'_, MoveText> {
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

/// One ply: the move, then the end of the word, as every game's moves end
/// (`record::numbering::ends_move`: a blank, a comma, a Japanese stop, or
/// marks such as `!`). A `!` after the move (it attacks the enemy moon) is
/// no part of it: the record keeps it as the ply's annotation, which
/// conversion writes back. The flag says the 2014 abbreviations were used.
pub fn ply(style: Squares, i: &str) -> Res<'_, (MoveText, bool)> {
    fn end(i: &str) -> Res<'_, ()> {
        match crate::record::numbering::ends_move(i) {
            true => Ok((i, ())),
            false => Err(nom::Err::Error(Expected {
                input: i,
                what: "shelt-expected-end",
            })),
        }
    }
    let modern = map(alt((hand_action, act(style))), |t| (t, false));
    let old = move |i| match style {
        Squares::Native => map(form_2014, |t| (t, true)).parse(i),
        Squares::Algebraic => Err(nom::Err::Error(Expected {
            input: i,
            what: "shelt-expected-move",
        })),
    };
    (alt((modern, old)), expect("shelt-expected-end", end))
        .map(|(text, _)| text)
        .parse(i)
}
