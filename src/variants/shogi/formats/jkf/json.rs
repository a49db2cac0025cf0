//! JSON with the byte span of every value, which JKF's diagnostics point at.
//!
//! Hand-written rather than serde_json's, which reads the same well-formed
//! JSON and could give spans (`&RawValue` pieces borrowed from the text),
//! because what it does with the rest would change what hensou says of
//! records: a syntax error would read as serde_json's message (`trailing
//! comma at line 1 column 17`) instead of this one at its byte; a byte-order
//! mark between records written one after another (`cat a.jkf b.jkf`), a
//! lone surrogate escape (read as U+FFFD here), a raw tab or line break in
//! a comment string and numbers such as `01` or `1.` would each be a JSON
//! error where the record reads now; and its nesting limit (128 objects
//! and arrays, against `MAX_JSON_DEPTH` here) would refuse forks nested
//! more than about 40 deep, which the variation depth (48) allows. Reading through `RawValue` would also scan
//! each nested value once a level. Writing JKF does use serde_json.

use std::borrow::Cow;

use crate::messages::Msg;
use crate::record::{MAX_VARIATION_DEPTH, Span};

/// A JSON value and where it lies in the text. Strings without escapes
/// borrow from the text, which spares an allocation for nearly every key.
#[derive(Debug)]
pub(super) struct Json<'a> {
    pub(super) span: Span,
    pub(super) value: Value<'a>,
}

#[derive(Debug)]
pub(super) enum Value<'a> {
    Null,
    Bool(bool),
    Number(f64),
    Str(Cow<'a, str>),
    Array(Vec<Json<'a>>),
    Object(Vec<(Cow<'a, str>, Json<'a>)>),
}

impl<'a> Json<'a> {
    pub(super) fn get(&self, key: &str) -> Option<&Json<'a>> {
        match &self.value {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    pub(super) fn str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
    pub(super) fn number(&self) -> Option<f64> {
        match &self.value {
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }
    pub(super) fn uint(&self) -> Option<u32> {
        self.number()
            .filter(|n| *n >= 0.0 && n.fract() == 0.0 && *n <= f64::from(u32::MAX))
            .map(|n| n as u32)
    }
    pub(super) fn array(&self) -> Option<&[Json<'a>]> {
        match &self.value {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
    pub(super) fn bool(&self) -> Option<bool> {
        match &self.value {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

/// JSON nested deeper than this is refused (a JKF fork is four levels).
pub(super) const MAX_JSON_DEPTH: usize = 4 * MAX_VARIATION_DEPTH + 16;

pub(super) struct Parser<'a> {
    pub(super) text: &'a str,
    pub(super) pos: usize,
}

/// A value, or why (a message of the catalogue) and where it failed.
pub(super) type Parsed<T> = Result<T, (Msg, usize)>;

/// The UTF-8 of U+FEFF, a byte order mark, which counts as space.
pub(super) const BOM: &[u8] = "\u{feff}".as_bytes();

impl<'a> Parser<'a> {
    pub(super) fn skip_space(&mut self) {
        let bytes = self.text.as_bytes();
        loop {
            match bytes.get(self.pos) {
                Some(b' ' | b'\t' | b'\n' | b'\r') => self.pos += 1,
                Some(0xEF) if bytes[self.pos..].starts_with(BOM) => self.pos += BOM.len(),
                _ => return,
            }
        }
    }

    /// A failure here, for the reason `why`.
    pub(super) fn fail<T>(&self, why: Msg) -> Parsed<T> {
        Err((why, self.pos))
    }

    pub(super) fn value(&mut self, depth: usize) -> Parsed<Json<'a>> {
        if depth > MAX_JSON_DEPTH {
            return self.fail(crate::msg!("jkf-json-too-deep"));
        }
        self.skip_space();
        let start = self.pos;
        let rest = &self.text[self.pos..];
        let value = match rest.chars().next() {
            None => return self.fail(crate::msg!("jkf-json-ends")),
            Some('{') => self.object(depth)?,
            Some('[') => self.array(depth)?,
            Some('"') => Value::Str(self.string()?),
            Some(_) if rest.starts_with("true") => {
                self.pos += 4;
                Value::Bool(true)
            }
            Some(_) if rest.starts_with("false") => {
                self.pos += 5;
                Value::Bool(false)
            }
            Some(_) if rest.starts_with("null") => {
                self.pos += 4;
                Value::Null
            }
            Some(c) if c == '-' || c.is_ascii_digit() => {
                let len = rest
                    .bytes()
                    .position(|b| !(b.is_ascii_digit() || b"+-.eE".contains(&b)))
                    .unwrap_or(rest.len());
                match number(&rest[..len]) {
                    Ok(n) if n.is_finite() => {
                        self.pos += len;
                        Value::Number(n)
                    }
                    _ => return self.fail(crate::msg!("jkf-json-not-a-number")),
                }
            }
            Some(_) => return self.fail(crate::msg!("jkf-json-not-a-value")),
        };
        Ok(Json {
            span: Span::new(start, self.pos - start),
            value,
        })
    }

    /// An object at `pos` (which is at its `{`).
    fn object(&mut self, depth: usize) -> Parsed<Value<'a>> {
        self.pos += 1;
        let mut fields = Vec::new();
        self.skip_space();
        if self.text[self.pos..].starts_with('}') {
            self.pos += 1;
            return Ok(Value::Object(fields));
        }
        loop {
            self.skip_space();
            if !self.text[self.pos..].starts_with('"') {
                return self.fail(crate::msg!("jkf-json-key"));
            }
            let key = self.string()?;
            self.skip_space();
            if !self.text[self.pos..].starts_with(':') {
                return self.fail(crate::msg!("jkf-json-colon"));
            }
            self.pos += 1;
            let v = self.value(depth + 1)?;
            fields.push((key, v));
            self.skip_space();
            match self.text[self.pos..].chars().next() {
                Some(',') => self.pos += 1,
                Some('}') => {
                    self.pos += 1;
                    return Ok(Value::Object(fields));
                }
                _ => return self.fail(crate::msg!("jkf-json-object")),
            }
        }
    }

    /// An array at `pos` (which is at its `[`).
    fn array(&mut self, depth: usize) -> Parsed<Value<'a>> {
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.text[self.pos..].starts_with(']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.skip_space();
            match self.text[self.pos..].chars().next() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                _ => return self.fail(crate::msg!("jkf-json-array")),
            }
        }
    }

    /// A string at `pos` (which is at its opening quote), borrowed from
    /// the text when it holds no escape.
    pub(super) fn string(&mut self) -> Parsed<Cow<'a, str>> {
        let body = &self.text[self.pos + 1..];
        if let Some(end) = body.bytes().position(|b| b == b'"' || b == b'\\')
            && body.as_bytes()[end] == b'"'
        {
            self.pos += 1 + end + 1;
            return Ok(Cow::Borrowed(&body[..end]));
        }
        self.escaped_string().map(Cow::Owned)
    }

    /// A string at `pos` that holds escapes, or is never closed.
    pub(super) fn escaped_string(&mut self) -> Parsed<String> {
        self.pos += 1;
        let mut out = String::new();
        let mut chars = self.text[self.pos..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos += i + 1;
                    return Ok(out);
                }
                '\\' => {
                    let Some((_, e)) = chars.next() else { break };
                    match e {
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'r' => out.push('\r'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'u' => {
                            let hex: String = chars.by_ref().take(4).map(|(_, h)| h).collect();
                            let Ok(unit) = u32::from_str_radix(&hex, 16) else {
                                self.pos += i;
                                return self.fail(crate::msg!("jkf-json-escape"));
                            };
                            let mut code = unit;
                            if (0xD800..0xDC00).contains(&unit) {
                                // A surrogate pair: `\ud83d\ude00`.
                                let rest = chars.as_str();
                                let low = rest
                                    .strip_prefix("\\u")
                                    .and_then(|r| r.get(..4))
                                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                                    .filter(|l| (0xDC00..0xE000).contains(l));
                                if let Some(low) = low {
                                    code = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                                    chars.by_ref().take(6).for_each(drop);
                                }
                            }
                            out.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                        }
                        other => out.push(other),
                    }
                }
                c => out.push(c),
            }
        }
        self.pos = self.text.len();
        self.fail(crate::msg!("jkf-json-string"))
    }
}

/// A JSON number: digits alone (nearly every number of a record) are
/// read without the float parser, which gives the same value for them.
pub(super) fn number(text: &str) -> Result<f64, ()> {
    if text.len() <= 15 && !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(text.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')) as f64);
    }
    text.parse::<f64>().map_err(drop)
}

/// The JSON values of a text, each handed to `each` as soon as it is
/// read (so only one game's tree is held at a time): one game's object,
/// or several written one after another as `convert` writes several games
/// (JKF holds one game). Returns why and where a value failed, if one did.
pub(super) fn parse(text: &str, mut each: impl FnMut(Json<'_>)) -> Option<(Msg, usize)> {
    let mut p = Parser { text, pos: 0 };
    loop {
        match p.value(0) {
            Ok(value) => each(value),
            Err(e) => return Some(e),
        }
        p.skip_space();
        if p.pos == text.len() {
            return None;
        }
        if !text[p.pos..].starts_with('{') {
            return p.fail::<()>(crate::msg!("jkf-json-after")).err();
        }
    }
}
