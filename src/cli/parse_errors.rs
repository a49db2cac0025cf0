//! clap's own parse errors (an unexpected argument, a value not among the
//! possible ones, a missing one) in the run's language: said from the
//! error's kind and context with the catalogue's words, in the shape clap
//! gives them (`error:`, the `tip:` lines, the usage, the `--help` hint),
//! coloured as clap colours them. English is clap's own text, unchanged;
//! a test holds the catalogue's English to it.

use std::fmt::Write as _;

use clap::builder::{StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};

use super::render::lang;
use crate::messages::{Lang, Msg};
use crate::msg;

/// Prints `error` as clap does (standard output for help, standard error
/// for an error), its words in the run's language.
pub fn print(error: clap::Error) -> std::io::Result<()> {
    if lang() == Lang::En || !error.use_stderr() {
        return error.print();
    }
    if error.context().next().is_none() {
        // An error clap made with its text already written (a value
        // parser's own): its frame said here.
        eprint!("{}", reframed(&error.render().to_string(), lang()));
        return Ok(());
    }
    error.apply::<Localized>().print()
}

/// clap's errors said in the run's language.
pub struct Localized;

impl ErrorFormatter for Localized {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        said(error, lang())
    }
}

/// The styles clap's errors are coloured in: the command's, which are
/// clap's own.
fn styles() -> Styles {
    Styles::default()
}

/// `error` in `lang`, as clap's rich formatter lays it out.
fn said<F: ErrorFormatter>(error: &clap::error::Error<F>, lang: Lang) -> StyledStr {
    let styles = styles();
    let say = |m: Msg| m.render(lang);
    let mut styled = StyledStr::new();
    let e = styles.get_error();
    let _ = write!(styled, "{e}{}{e:#} ", say(msg!("parse-error")));
    match what(error, &styles, lang) {
        Some(m) => styled.push_str(&say(m)),
        None => styled.push_str(&error.kind().to_string()),
    }
    let tips = tips(error, &styles);
    if !tips.is_empty() {
        styled.push_str("\n");
    }
    let valid = styles.get_valid();
    for tip in tips {
        let _ = write!(
            styled,
            "\n  {valid}{}{valid:#} {}",
            say(msg!("parse-tip")),
            say(tip)
        );
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        styled.push_str("\n\n");
        styled.push_str(&usage_in(&usage.ansi().to_string(), lang));
    }
    let literal = styles.get_literal();
    let flag = format!("{literal}--help{literal:#}");
    let _ = write!(styled, "\n\n{}\n", say(msg!("parse-more", flag = flag)));
    styled
}

/// A text of the context.
fn text<F: ErrorFormatter>(error: &clap::error::Error<F>, kind: ContextKind) -> Option<&str> {
    match error.get(kind)? {
        ContextValue::String(s) => Some(s),
        _ => None,
    }
}

/// The texts of the context, one or many.
fn texts<F: ErrorFormatter>(error: &clap::error::Error<F>, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::Strings(list)) => list.clone(),
        Some(ContextValue::String(one)) => vec![one.clone()],
        _ => Vec::new(),
    }
}

/// `text` in `style`, and the style reset after it.
fn styled(style: &clap::builder::styling::Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

/// `values` styled and joined, for a list on a line of its own
/// (`[possible values: a, b]`, said by `list`); nothing for no values.
fn listed(
    values: &[String],
    style: &clap::builder::styling::Style,
    list: impl Fn(String) -> Msg,
    lang: Lang,
) -> String {
    if values.is_empty() {
        return String::new();
    }
    let values: Vec<String> = values.iter().map(|v| styled(style, v)).collect();
    format!("\n  {}", list(values.join(", ")).render(lang))
}

/// The error's first line, from its kind and context; `None` where the
/// context lacks what the line needs.
fn what<F: ErrorFormatter>(
    error: &clap::error::Error<F>,
    styles: &Styles,
    lang: Lang,
) -> Option<Msg> {
    let (invalid, literal, valid) = (
        styles.get_invalid(),
        styles.get_literal(),
        styles.get_valid(),
    );
    let bad = |s: &str| styled(invalid, s);
    let arg = || text(error, ContextKind::InvalidArg);
    let named = || Some(styled(literal, arg()?));
    let value = || text(error, ContextKind::InvalidValue);
    Some(match error.kind() {
        ErrorKind::UnknownArgument => msg!("parse-unknown-argument", arg = bad(arg()?)),
        ErrorKind::InvalidSubcommand => {
            let sub = text(error, ContextKind::InvalidSubcommand)?;
            msg!("parse-invalid-subcommand", sub = bad(sub))
        }
        ErrorKind::InvalidValue => invalid_value(error, styles, lang)?,
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(error)
                .map(|s| format!(": {}", reason(&s.to_string()).render(lang)));
            msg!(
                "parse-value-validation",
                value = bad(value()?),
                arg = named()?,
                reason = source.unwrap_or_default()
            )
        }
        ErrorKind::MissingRequiredArgument => {
            let args = texts(error, ContextKind::InvalidArg);
            let args: String = args
                .iter()
                .map(|a| format!("\n  {}", styled(valid, a)))
                .collect();
            msg!("parse-missing-required", args = args)
        }
        ErrorKind::MissingSubcommand => {
            let sub = text(error, ContextKind::InvalidSubcommand)?;
            let values = texts(error, ContextKind::ValidSubcommand);
            msg!(
                "parse-missing-subcommand",
                sub = bad(sub),
                values = listed(
                    &values,
                    valid,
                    |v| msg!("parse-subcommands", values = v),
                    lang
                )
            )
        }
        ErrorKind::ArgumentConflict => conflict(error, styles)?,
        ErrorKind::NoEquals => msg!("parse-no-equals", arg = bad(arg()?)),
        ErrorKind::TooManyValues => msg!(
            "parse-too-many-values",
            value = bad(value()?),
            arg = named()?
        ),
        _ => return None,
    })
}

/// Why a value's parser refused it: a number's reasons in the catalogue's
/// words, any other as said (hensou's own parsers say theirs in the run's
/// language already).
fn reason(said: &str) -> Msg {
    match said {
        "invalid digit found in string" => msg!("parse-not-a-number"),
        "cannot parse integer from empty string" => msg!("parse-no-number"),
        "number too large to fit in target type" => msg!("parse-too-large"),
        _ => match said.split_once(" is not in ") {
            // clap's ranged integers: `0 is not in 1..=65535`.
            Some((value, range)) if range.contains("..") => {
                msg!("parse-out-of-range", value = value, range = range)
            }
            _ => msg!("usage-as-said", text = said),
        },
    }
}

/// A value not among the possible ones, or none where one is required,
/// with the possible values.
fn invalid_value<F: ErrorFormatter>(
    error: &clap::error::Error<F>,
    styles: &Styles,
    lang: Lang,
) -> Option<Msg> {
    let (invalid, literal) = (styles.get_invalid(), styles.get_literal());
    let arg = text(error, ContextKind::InvalidArg)?;
    let value = text(error, ContextKind::InvalidValue)?;
    let values = texts(error, ContextKind::ValidValue);
    let list = |v| msg!("parse-possible-values", values = v);
    let values = listed(&values, styles.get_valid(), list, lang);
    Some(if value.is_empty() {
        msg!(
            "parse-value-required",
            arg = styled(invalid, arg),
            values = values
        )
    } else {
        let (value, arg) = (styled(invalid, value), styled(literal, arg));
        msg!(
            "parse-invalid-value",
            value = value,
            arg = arg,
            values = values
        )
    })
}

/// `--a` cannot be used with `--b` (or with itself again).
fn conflict<F: ErrorFormatter>(error: &clap::error::Error<F>, styles: &Styles) -> Option<Msg> {
    let invalid = styles.get_invalid();
    let arg = text(error, ContextKind::InvalidArg)?;
    let prior = error.get(ContextKind::PriorArg);
    if let Some(ContextValue::String(prior)) = prior
        && prior == arg
    {
        return Some(msg!("parse-repeated", arg = styled(invalid, arg)));
    }
    let (kind, with) = match prior {
        Some(ContextValue::Strings(list)) => {
            let list: String = list
                .iter()
                .map(|v| format!("\n  {}", styled(invalid, v)))
                .collect();
            ("many", list)
        }
        Some(ContextValue::String(one)) => ("one", styled(invalid, one)),
        _ => ("others", String::new()),
    };
    Some(msg!(
        "parse-conflict",
        arg = styled(invalid, arg),
        kind = kind,
        with = with
    ))
}

/// The `tip:` lines: the names like the one mistyped, and clap's
/// suggestions of how to write what was meant.
fn tips<F: ErrorFormatter>(error: &clap::error::Error<F>, styles: &Styles) -> Vec<Msg> {
    let valid = styles.get_valid();
    let mut out = Vec::new();
    for (kind, what) in [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ] {
        let names = match error.get(kind) {
            Some(ContextValue::String(one)) => vec![one.clone()],
            Some(ContextValue::Strings(list)) if !list.is_empty() => list.clone(),
            _ => continue,
        };
        let quoted: Vec<String> = (names.iter())
            .map(|n| format!("'{valid}{n}{valid:#}'"))
            .collect();
        out.push(msg!(
            "parse-similar",
            what = what,
            n = names.len(),
            names = quoted.join(", ")
        ));
    }
    if let Some(ContextValue::StyledStrs(suggested)) = error.get(ContextKind::Suggested) {
        out.extend(suggested.iter().map(|s| suggestion(&s.to_string())));
    }
    out
}

/// One of clap's suggestions (`to pass '-x' as a value, use '-- -x'`),
/// said in the catalogue's words where it is one clap makes; as said
/// otherwise.
fn suggestion(plain: &str) -> Msg {
    let quoted: Vec<&str> = plain.split('\'').skip(1).step_by(2).collect();
    match quoted.as_slice() {
        [arg, used] if plain.starts_with("to pass ") => {
            msg!("parse-pass-as-value", arg = *arg, used = *used)
        }
        [sub, _] if plain.starts_with("subcommand ") => msg!("parse-remove-dashes", sub = *sub),
        _ => msg!("usage-as-said", text = plain),
    }
}

/// clap's usage (`Usage: hensou validate [OPTIONS]`), its heading in
/// `lang`.
fn usage_in(usage: &str, lang: Lang) -> String {
    let heading = msg!("cli-heading-usage").render(lang);
    match usage.find("Usage:") {
        Some(at) => format!("{}{heading}{}", &usage[..at], &usage[at + "Usage:".len()..]),
        None => usage.to_string(),
    }
}

/// An error clap wrote whole, its frame (`error:`, `Usage:`, the
/// `--help` hint) said in `lang`.
fn reframed(text: &str, lang: Lang) -> String {
    let say = |m: Msg| m.render(lang);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix("error: ") {
            let _ = write!(out, "{} {rest}", say(msg!("parse-error")));
        } else if line.starts_with("Usage:") {
            out.push_str(&usage_in(line, lang));
        } else if let Some(flag) = line
            .strip_prefix("For more information, try '")
            .and_then(|rest| rest.strip_suffix("'.\n"))
        {
            out.push_str(&say(msg!("parse-more", flag = flag)));
            out.push('\n');
        } else {
            out.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests;
