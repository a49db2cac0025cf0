//! The words of PGN-style movetext that are no moves: move numbers (as
//! records and as posts write them), results, and tag pairs.

use nom::{
    IResult, Parser,
    bytes::complete::take_while1,
    character::complete::{char, space0},
    sequence::delimited,
};

use crate::record::numbering::{self, Form, MoveNumber};

pub(super) const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// `12.` or `12...` at the start of `text`: (number, continuation, bytes).
pub fn move_number(text: &str) -> Option<(u32, bool, usize)> {
    let bytes = text.as_bytes();
    let mut number: u32 = 0;
    let mut digits = 0;
    while let Some(d) = bytes.get(digits).filter(|b| b.is_ascii_digit()) {
        // Too large a number is no move number.
        number = number.checked_mul(10)?.checked_add(u32::from(d - b'0'))?;
        digits += 1;
    }
    let dots = bytes[digits..].iter().take_while(|&&b| b == b'.').count();
    if digits == 0 || dots == 0 {
        return None;
    }
    Some((number, dots >= 3, digits + dots))
}

/// What starts a word of movetext besides moves: a move number or a
/// result, read once.
pub(super) enum Mark {
    Number(MoveNumber),
    Result(&'static str),
    /// `$5`, a numeric annotation of the ply before; its length.
    Annotation(usize),
}

/// The mark at the start of `rest`, a word's start; only digits, `*`, `½`
/// and the first bytes of full-width digits and `第` can begin one.
pub(super) fn mark(rest: &str) -> Option<Mark> {
    match rest.as_bytes().first()? {
        b'0'..=b'9' => match move_number(rest) {
            Some((number, continuation, len)) => Some(Mark::Number(MoveNumber {
                number,
                continuation,
                len,
                wide: false,
                form: Form::Stops,
            })),
            None if rest.starts_with(['0', '1']) => result_token(rest)
                .map(Mark::Result)
                .or_else(|| lenient_number(rest)),
            None => lenient_number(rest),
        },
        // `*` is the huff of some games' notation (`*d4`) as often as a result.
        b'*' => rest[1..]
            .chars()
            .next()
            .is_none_or(is_word_end)
            .then_some(Mark::Result("*")),
        0xc2 => result_token(rest).map(Mark::Result),
        0xEF | 0xE7 => lenient_number(rest),
        b'$' => numeric_annotation(rest).map(Mark::Annotation),
        _ => None,
    }
}

/// The length of `$` and one to three digits at the start of `rest`, a
/// whole word: PGN's numeric annotation glyph. No game's move starts with
/// `$`.
fn numeric_annotation(rest: &str) -> Option<usize> {
    let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
    let len = 1 + digits;
    let ends = rest[len..].chars().next().is_none_or(is_word_end);
    ((1..=3).contains(&digits) && ends).then_some(len)
}

/// A move number written as posts write them (`４.`, `16．`, `16手目`,
/// `第１１手`): the same forms the post reader reads.
pub(super) fn lenient_number(rest: &str) -> Option<Mark> {
    numbering::move_number(rest).map(Mark::Number)
}

/// A result token standing alone as a word.
pub(crate) fn result_token(text: &str) -> Option<&'static str> {
    // Most words share no first byte with any result: one compare each.
    let first = text.as_bytes().first();
    RESULTS.into_iter().find(|r| {
        r.as_bytes().first() == first
            && text.starts_with(r)
            && text[r.len()..].chars().next().is_none_or(is_word_end)
    })
}

pub(super) fn is_word_end(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[')
}

/// Whether a word of movetext starts after `prev`: a blank (white space,
/// or a separator such as `。`) or a mark's end.
pub(super) fn starts_word_after(prev: char) -> bool {
    numbering::is_blank(prev) || matches!(prev, '}' | '(' | ')' | '.')
}

/// `[Name "value"]`, with `\"` and `\\` escapes in the value.
pub(super) fn tag_pair(input: &str) -> IResult<&str, (String, String)> {
    let (rest, (_, _, name, _, value, _, _)) = (
        char('['),
        space0,
        take_while1(|c: char| c.is_alphanumeric() || c == '_' || c == '-'),
        space0,
        delimited(char('"'), quoted_body, char('"')),
        space0,
        char(']'),
    )
        .parse(input)?;
    Ok((rest, (name.to_string(), value)))
}

pub(super) fn quoted_body(input: &str) -> IResult<&str, String> {
    let mut out = String::new();
    let mut chars = input.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((&input[i..], out)),
            '\\' => match chars.next() {
                Some((_, e)) => out.push(e),
                None => break,
            },
            '\n' => break,
            c => out.push(c),
        }
    }
    Err(nom::Err::Error(nom::error::Error::new(
        input,
        nom::error::ErrorKind::Char,
    )))
}
