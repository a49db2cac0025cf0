//! A diagnostic in the words of a record's notation: its squares named as
//! the notation names them, and in western and USI records its pieces in
//! English.

use super::notation;
use crate::game::Violation;

/// `v` in the words of `notation`: its squares as [`squares_in`] names
/// them, and in western and USI records its pieces in English (`a pawn`,
/// not `a 歩`).
pub fn in_words(v: Violation, notation: &str) -> Violation {
    let mut v = squares_in(v, notation);
    if matches!(notation, "western" | "usi") {
        v.message = pieces_in_english(&v.message);
        v.help = v.help.map(|h| pieces_in_english(&h));
    }
    v
}

/// `text` with each piece a diagnostic names by its kanji (`a 歩`, `no 成香`)
/// named in English; kanji anywhere else (二歩, 打ち歩詰め) stay.
fn pieces_in_english(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        let article = ["a ", "no "].into_iter().find(|a| rest.starts_with(a));
        let after_word = out.is_empty() || out.ends_with(|c: char| !c.is_alphanumeric());
        if let (Some(a), true) = (article, after_word) {
            if let Some((kind, len)) = notation::kanji::read_kind(&rest[a.len()..]) {
                out.push_str(a);
                out.push_str(notation::western::english_name(kind));
                rest = &rest[a.len() + len..];
                continue;
            }
        }
        let c = rest.chars().next().expect("not empty");
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// `v` with every square named as `notation` names squares: `３五` in KIF
/// and KI2, `35` in CSA, `3e` (USI's and the western name) elsewhere.
pub fn squares_in(mut v: Violation, notation: &str) -> Violation {
    let name = |file: usize, rank: usize| -> Option<String> {
        match notation {
            "kif" | "ki2" => Some(format!(
                "{}{}",
                notation::kanji::FULL_DIGITS[file],
                notation::kanji::KANJI_DIGITS[rank + 1]
            )),
            "csa" => Some(format!("{}{}", file + 1, rank + 1)),
            _ => None,
        }
    };
    if name(0, 0).is_none() {
        return v;
    }
    v.message = rename_squares(&v.message, &name);
    v.help = v.help.map(|h| rename_squares(&h, &name));
    if let Some(said) = v.said.as_deref_mut() {
        let rename: &dyn Fn(&str) -> String = &|t| rename_squares(t, &name);
        said.message = said.message.take().map(|m| m.map_text(rename));
        said.help = said.help.take().map(|m| m.map_text(rename));
    }
    v
}

/// `text` with every USI square standing alone renamed by `name` (file
/// and rank from 0); squares of a USI move (`7g7f`, `P*5e`) or suffix
/// (`@5e`, `/5e`) stay.
fn rename_squares(text: &str, name: &dyn Fn(usize, usize) -> Option<String>) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while at < b.len() {
        let alone = |i: usize| b.get(i).is_none_or(|c| !c.is_ascii_alphanumeric());
        if (b'1'..=b'9').contains(&b[at])
            && b.get(at + 1).is_some_and(|c| (b'a'..=b'i').contains(c))
            && (at == 0 || (alone(at - 1) && !b"@/:*".contains(&b[at - 1])))
            && alone(at + 2)
        {
            let square = name((b[at] - b'1') as usize, (b[at + 1] - b'a') as usize);
            out.push_str(&square.expect("a notation with its own squares"));
            at += 2;
        } else {
            let c = text[at..].chars().next().expect("within the text");
            out.push(c);
            at += c.len_utf8();
        }
    }
    out
}
