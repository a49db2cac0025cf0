//! CSA's `$TIME_LIMIT:HH:MM+SS` (each side's time, then the seconds of
//! byoyomi) from the time control a KIF header writes in words
//! (`持ち時間：各30分`, `各1時間（秒読み60秒）`).

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::satisfy;
use nom::combinator::{eof, opt};
use nom::multi::many1;
use nom::{IResult, Parser};

type Res<'a, T> = IResult<&'a str, T>;

/// A number in ASCII or full-width digits.
fn number(input: &str) -> Res<'_, u32> {
    let digit = satisfy(|c| c.is_ascii_digit() || ('０'..='９').contains(&c));
    let (rest, digits) = many1(digit).parse(input)?;
    let value = digits.iter().try_fold(0u32, |n, &c| {
        let d = c.to_digit(10).or_else(|| Some(c as u32 - '０' as u32))?;
        n.checked_mul(10)?.checked_add(d)
    });
    match value {
        Some(v) => Ok((rest, v)),
        None => Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Digit,
        ))),
    }
}

/// `各1時間30分（秒読み60秒）`: hours, minutes, byoyomi seconds.
fn in_words(input: &str) -> Res<'_, (u32, u32, u32)> {
    let (rest, _) = opt(tag("各")).parse(input)?;
    let (rest, hours) = opt((number, tag("時間"))).parse(rest)?;
    let (rest, minutes) = opt((number, tag("分"))).parse(rest)?;
    let byoyomi = (
        opt(alt((tag("（"), tag("("), tag("、"), tag(" "), tag("　")))),
        tag("秒読み"),
        number,
        tag("秒"),
        opt(alt((tag("）"), tag(")")))),
    );
    let (rest, byoyomi) = opt(byoyomi).parse(rest)?;
    let (rest, _) = eof(rest)?;
    if hours.is_none() && minutes.is_none() {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Verify,
        )));
    }
    let hours = hours.map_or(0, |(h, _)| h);
    let minutes = minutes.map_or(0, |(m, _)| m);
    Ok((
        rest,
        (hours, minutes, byoyomi.map_or(0, |(_, _, s, _, _)| s)),
    ))
}

/// Whether `value` is already CSA's `HH:MM+SS`.
fn is_csa(value: &str) -> bool {
    let Some((clock, byoyomi)) = value.split_once('+') else {
        return false;
    };
    let Some((hours, minutes)) = clock.split_once(':') else {
        return false;
    };
    let digits = |s: &str, len: Option<usize>| {
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && len.is_none_or(|l| s.len() == l)
    };
    digits(hours, None) && digits(minutes, Some(2)) && digits(byoyomi, None)
}

/// The `$TIME_LIMIT` value of a time control: as written when it is CSA's
/// already, its `HH:MM+SS` when it is said in words this reads, else
/// `None` (`5分+30秒` may be byoyomi or an increment, `30+0+5` another
/// program's own form): the writer then keeps it in a comment line.
pub fn time_limit(value: &str) -> Option<String> {
    let value = value.trim();
    if is_csa(value) {
        return Some(value.to_string());
    }
    let (_, (hours, minutes, byoyomi)) = in_words(value).ok()?;
    let hours = hours.checked_add(minutes / 60)?;
    Some(format!("{hours:02}:{:02}+{byoyomi:02}", minutes % 60))
}

#[cfg(test)]
mod tests {
    use super::time_limit;

    #[test]
    fn a_time_control_in_words_is_written_as_csa_or_not_at_all() {
        assert_eq!(time_limit("各30分").as_deref(), Some("00:30+00"));
        assert_eq!(
            time_limit("各１時間（秒読み６０秒）").as_deref(),
            Some("01:00+60")
        );
        assert_eq!(time_limit("6時間").as_deref(), Some("06:00+00"));
        assert_eq!(time_limit("各90分").as_deref(), Some("01:30+00"));
        assert_eq!(time_limit("00:30+05").as_deref(), Some("00:30+05"));
        assert_eq!(time_limit("5分+30秒"), None);
        assert_eq!(time_limit("30+0+5"), None);
        assert_eq!(time_limit("各"), None);
    }
}
