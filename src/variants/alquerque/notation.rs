//! Algebraic (`b2-c3`, `c1xc3xe3`, huff `*d4 b2-c3`) and numeric
//! (`7-13`, `3x13x15`, `*19 7-13`; 1 = a1 ... 25 = e5) notations.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{char, digit1, one_of, space1},
    combinator::{map_opt, opt},
    multi::many1,
    sequence::preceded,
};

use super::Alquerque;
use super::board::Point;
use super::position::{Action, MAX_PATH, Move, Position};
use crate::game::{Normalisation, Notation, Parsed, SyntaxError, Violation};
use crate::messages::Msg;

/// `a1`..`e5`; upper case is read too.
fn algebraic_point(input: &str) -> IResult<&str, Point> {
    map_opt((one_of("abcdeABCDE"), one_of("12345")), |(f, r)| {
        Point::at(f.to_ascii_lowercase() as u8 - b'a', r as u8 - b'1')
    })
    .parse(input)
}

/// `1`..`25`.
fn numeric_point(input: &str) -> IResult<&str, Point> {
    map_opt(digit1, |d: &str| {
        d.parse::<u8>()
            .ok()
            .filter(|n| (1..=25).contains(n))
            .and_then(|n| Point::new(n - 1))
    })
    .parse(input)
}

type PointParser = fn(&str) -> IResult<&str, Point>;

fn action(point: PointParser) -> impl Fn(&str) -> IResult<&str, Action> {
    move |input| {
        let (rest, from) = point(input)?;
        alt((
            preceded(char('-'), point).map(move |to| Action::Step { from, to }),
            many1(preceded(one_of("xX"), point)).map_opt(move |landings: Vec<Point>| {
                (landings.len() < MAX_PATH).then(|| {
                    let mut path = vec![from];
                    path.extend(landings);
                    Action::jump(&path)
                })
            }),
        ))
        .parse(rest)
    }
}

fn turn(point: PointParser) -> impl Fn(&str) -> IResult<&str, Move> {
    move |input| {
        let (rest, huff) = opt(preceded(tag("*"), point)).parse(input)?;
        match huff {
            None => action(point)
                .map(|a| Move {
                    huff: None,
                    action: Some(a),
                })
                .parse(rest),
            Some(h) => {
                let (after, act) = opt(preceded(space1, action(point))).parse(rest)?;
                Ok((
                    after,
                    Move {
                        huff: Some(h),
                        action: act,
                    },
                ))
            }
        }
    }
}

/// Runs a turn parser and reports upper-case letters and `X` as lenient readings.
fn read(input: &str, point: PointParser, what: Msg) -> Result<Parsed<Move>, SyntaxError> {
    match turn(point).parse(input) {
        Ok((rest, mv)) => {
            let len = input.len() - rest.len();
            let notes = input[..len]
                .char_indices()
                .filter(|(_, c)| c.is_ascii_uppercase())
                .map(|(i, c)| Normalisation {
                    offset: i,
                    len: 1,
                    message: crate::msg!("alquerque-lenient-upper-case", letter = %c),
                })
                .collect();
            Ok(Parsed {
                text: mv,
                len,
                notes,
            })
        }
        Err(e) => {
            let at = match &e {
                nom::Err::Error(err) | nom::Err::Failure(err) => input.len() - err.input.len(),
                nom::Err::Incomplete(_) => input.len(),
            };
            let word = input[at..]
                .find(char::is_whitespace)
                .unwrap_or(input.len() - at);
            Err(SyntaxError::new(at, word.max(1), what))
        }
    }
}

/// The turn at the front of `input` in its usual shape (lower case, no
/// error), read without the parsers; `None` leaves the reading to them.
/// Whatever it reads, [`read`] reads alike (a test compares the two).
fn quick_algebraic(input: &[u8]) -> Option<(Move, usize)> {
    let point = |at: usize| match *input.get(at..at + 2)? {
        [f @ b'a'..=b'e', r @ b'1'..=b'5'] => Point::at(f - b'a', r - b'1'),
        _ => None,
    };
    let (huff, start) = match input.first() {
        Some(b'*') => {
            let huff = point(1)?;
            let spaces = input[3..]
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if spaces == 0 {
                return Some((
                    Move {
                        huff: Some(huff),
                        action: None,
                    },
                    3,
                ));
            }
            (Some(huff), 3 + spaces)
        }
        _ => (None, 0),
    };
    let from = point(start)?;
    let (action, end) = match input.get(start + 2) {
        Some(b'-') => (
            Action::Step {
                from,
                to: point(start + 3)?,
            },
            start + 5,
        ),
        Some(b'x') => {
            let mut path = vec![from];
            let mut at = start + 2;
            while input.get(at) == Some(&b'x') {
                path.push(point(at + 1)?);
                at += 3;
            }
            if path.len() > MAX_PATH || input.get(at) == Some(&b'X') {
                return None;
            }
            (Action::jump(&path), at)
        }
        _ => return None,
    };
    Some((
        Move {
            huff,
            action: Some(action),
        },
        end,
    ))
}

fn print(mv: &Move, point: fn(Point) -> String) -> String {
    let mut out = String::new();
    if let Some(h) = mv.huff {
        out.push('*');
        out.push_str(&point(h));
        if mv.action.is_some() {
            out.push(' ');
        }
    }
    match mv.action {
        Some(Action::Step { from, to }) => out.push_str(&format!("{}-{}", point(from), point(to))),
        Some(a @ Action::Jump { .. }) => {
            let parts: Vec<String> = a.points().iter().map(|&p| point(p)).collect();
            out.push_str(&parts.join("x"));
        }
        None => {}
    }
    out
}

/// `b2-c3`, `c1xc3xe3`, `*d4 b2-c3`.
pub struct Algebraic;

/// `7-13`, `3x13x15`, `*19 7-13` (PDN style, 1 = a1 ... 25 = e5).
pub struct Numeric;

impl Notation<Alquerque> for Algebraic {
    type Text = Move;
    fn name(&self) -> &'static str {
        "algebraic"
    }
    fn parse(&self, input: &str) -> Result<Parsed<Move>, SyntaxError> {
        if let Some((mv, len)) = quick_algebraic(input.as_bytes()) {
            return Ok(Parsed {
                text: mv,
                len,
                notes: Vec::new(),
            });
        }
        read(
            input,
            algebraic_point,
            crate::msg!("alquerque-expected-algebraic"),
        )
    }
    fn resolve(&self, _: &Position, text: &Move) -> Result<Move, Violation> {
        Ok(*text)
    }
    fn print(&self, _: &Position, mv: &Move) -> String {
        print(mv, |p| p.to_string())
    }
}

impl Notation<Alquerque> for Numeric {
    type Text = Move;
    fn name(&self) -> &'static str {
        "numeric"
    }
    fn parse(&self, input: &str) -> Result<Parsed<Move>, SyntaxError> {
        read(
            input,
            numeric_point,
            crate::msg!("alquerque-expected-numeric"),
        )
    }
    fn resolve(&self, _: &Position, text: &Move) -> Result<Move, Violation> {
        Ok(*text)
    }
    fn print(&self, _: &Position, mv: &Move) -> String {
        print(mv, |p| (p.index() + 1).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;

    #[test]
    fn reads_steps_paths_and_huffs() {
        let p = Algebraic.parse("*d4 b2-c3 c4xc2").unwrap();
        assert_eq!(p.len, "*d4 b2-c3".len());
        assert_eq!(
            Algebraic.print(
                &Alquerque::start(&super::super::config::Preset::Seed.config()),
                &p.text
            ),
            "*d4 b2-c3"
        );
        let n = Numeric.parse("3x13x15").unwrap();
        assert_eq!(n.text.action.unwrap().points().len(), 3);
    }

    proptest::proptest! {
        #[test]
        fn the_quick_reading_agrees_with_the_parsers(
            s in r"(\*[a-fA-F][0-6][ \t]{0,2})?[a-fA-F][0-6]([-xX][a-fA-F][0-6]){0,14}[ *xX!a-f1-6-]{0,3}"
        ) {
            if let Some((mv, len)) = quick_algebraic(s.as_bytes()) {
                let full = read(&s, algebraic_point, Msg::new("")).unwrap();
                proptest::prop_assert_eq!((full.text, full.len), (mv, len));
            }
        }
    }

    #[test]
    fn the_quick_reading_takes_the_usual_turns() {
        for turn in [
            "b2-c3",
            "c1xc3xe3",
            "*d4 b2-c3",
            "*d4",
            "*d4\tc1xc3 ",
            "a1xc3!",
        ] {
            let (mv, len) = quick_algebraic(turn.as_bytes()).expect(turn);
            let full = read(turn, algebraic_point, Msg::new("")).unwrap();
            assert_eq!((full.text, full.len), (mv, len), "{turn}");
        }
    }

    #[test]
    fn upper_case_is_read_with_a_note() {
        let p = Algebraic.parse("B2-C3").unwrap();
        assert_eq!(p.notes.len(), 2);
    }

    #[test]
    fn rejects_points_off_the_board_and_trailing_junk() {
        assert!(Algebraic.parse("f1-e2").is_err());
        assert!(Numeric.parse("26-20").is_err());
        assert!(Numeric.parse("0-1").is_err());
        // What follows a ply is the record's business, not the notation's.
        assert_eq!(Algebraic.parse("b2-c3!?").unwrap().len, 5);
    }
}
