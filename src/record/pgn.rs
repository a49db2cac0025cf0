//! The PGN-style container: tag pairs, numbered movetext, `{comments}`,
//! `;` line comments, `( variations )`, result tokens, several games a file.

use nom::{
    IResult, Parser,
    bytes::complete::take_while1,
    character::complete::{char, space0},
    sequence::delimited,
};

use super::{CommentStyle, Element, GameRecord, MAX_VARIATION_DEPTH, ReadIssue, Span, Tag};
use crate::record::RecordCode;

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// `12.` or `12...` at the start of `text`: (number, continuation, bytes).
pub fn move_number(text: &str) -> Option<(u32, bool, usize)> {
    let bytes = text.as_bytes();
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    let dots = bytes[digits..].iter().take_while(|&&b| b == b'.').count();
    if digits == 0 || dots == 0 {
        return None;
    }
    let number = text[..digits].parse().ok()?;
    Some((number, dots >= 3, digits + dots))
}

/// A result token standing alone as a word.
fn result_token(text: &str) -> Option<&'static str> {
    // Most words share no first byte with any result: one compare each.
    let first = text.as_bytes().first();
    RESULTS.into_iter().find(|r| {
        r.as_bytes().first() == first
            && text.starts_with(r)
            && text[r.len()..].chars().next().is_none_or(is_word_end)
    })
}

fn is_word_end(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[')
}

/// Whether a word of movetext starts after `prev`.
fn starts_word_after(prev: char) -> bool {
    prev.is_whitespace() || matches!(prev, '}' | '(' | ')' | '.')
}

/// Whether the ASCII byte `b` is plain move text or white space wherever
/// it stands (`at_word`: at the start of a word), so that it needs no
/// closer look: only braces, `;`, `(`, a tag's `[` and, at a word's start,
/// the digits and `*` that begin move numbers and results do.
fn is_plain(b: u8, at_word: bool) -> bool {
    match b {
        b'{' | b';' | b'(' => false,
        b'[' | b'0'..=b'9' | b'*' => !at_word,
        _ => b.is_ascii(),
    }
}

/// `[Name "value"]`, with `\"` and `\\` escapes in the value.
fn tag_pair(input: &str) -> IResult<&str, (String, String)> {
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

fn quoted_body(input: &str) -> IResult<&str, String> {
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

/// Reads every game in a PGN-style text.
pub fn read(text: &str) -> Vec<GameRecord> {
    Games::default().next_games(text, usize::MAX)
}

/// Where the reading of a PGN-style text has got to, so that a large file
/// is read a few games at a time and its records are never all held at once.
#[derive(Debug, Default)]
pub struct Games {
    pos: usize,
    read_any: bool,
    done: bool,
}

impl Games {
    /// Up to `max` more games of `text` (the same text every call); none
    /// once the text is read. A text without a game gives one empty record,
    /// for the diagnostic that says so.
    pub fn next_games(&mut self, text: &str, max: usize) -> Vec<GameRecord> {
        let mut games = Vec::new();
        if self.done {
            return games;
        }
        let mut reader = Reader {
            text,
            pos: self.pos,
            depth: 0,
        };
        while games.len() < max {
            reader.skip_space();
            if reader.pos >= text.len() {
                self.done = true;
                break;
            }
            let game = reader.game();
            if game.tags.is_empty() && game.movetext.is_empty() && game.issues.is_empty() {
                self.done = true;
                break;
            }
            games.push(game);
        }
        self.pos = reader.pos;
        if self.done && !self.read_any && games.is_empty() {
            games.push(GameRecord {
                span: Span::new(0, text.len()),
                ..Default::default()
            });
        }
        self.read_any |= !games.is_empty();
        games
    }

    /// Whether every game has been read.
    pub fn is_done(&self) -> bool {
        self.done
    }
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
    /// How many variations deep the movetext being read lies.
    depth: usize,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        let trimmed = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        self.pos += rest.len() - trimmed.len();
    }

    fn game(&mut self) -> GameRecord {
        let start = self.pos;
        let mut game = GameRecord::default();
        self.tags(&mut game);
        self.movetext(&mut game);
        game.span = Span::new(start, self.pos - start);
        game
    }

    fn tags(&mut self, game: &mut GameRecord) {
        loop {
            self.skip_space();
            let rest = self.rest();
            if !rest.starts_with('[') {
                return;
            }
            match tag_pair(rest) {
                Ok((after, (name, value))) => {
                    let len = rest.len() - after.len();
                    game.tags.push(Tag {
                        name,
                        value,
                        span: Span::new(self.pos, len),
                    });
                    self.pos += len;
                }
                Err(_) => {
                    let len = rest.find('\n').unwrap_or(rest.len());
                    game.issues.push(ReadIssue {
                        code: RecordCode::BadTag.id(),
                        message: "this line starts like a tag pair but is not `[Name \"value\"]`"
                            .into(),
                        span: Span::new(self.pos, len),
                        warning: false,
                    });
                    self.pos += len;
                }
            }
        }
    }

    /// Whether a word starts at the reading position.
    fn at_word(&self) -> bool {
        self.text[..self.pos]
            .chars()
            .next_back()
            .is_none_or(starts_word_after)
    }

    fn movetext(&mut self, game: &mut GameRecord) {
        let mut run: Option<usize> = None; // start of the current run of move text
        let bytes = self.text.as_bytes();
        let mut at_word = self.at_word();
        loop {
            // Plain ASCII, byte by byte: most of a record.
            if let Some(&b) = bytes.get(self.pos).filter(|&&b| is_plain(b, at_word)) {
                let c = b as char;
                if !c.is_whitespace() {
                    run.get_or_insert(self.pos);
                }
                self.pos += 1;
                at_word = starts_word_after(c);
                continue;
            }
            // Runs keep their inner white space; everything else skips it.
            let rest = self.rest();
            let c = match rest.chars().next() {
                Some(c) => c,
                None => break,
            };
            let structural = match c {
                '{' | ';' | '(' => true,
                // A tag pair starts a word; inside one, `[` belongs to the move
                // (a piece attached to another may be written `tms[pin]`).
                '[' => at_word,
                _ if at_word => move_number(rest).is_some() || result_token(rest).is_some(),
                _ => false,
            };
            if !structural {
                if !c.is_whitespace() {
                    run.get_or_insert(self.pos);
                }
                self.pos += c.len_utf8();
                at_word = starts_word_after(c);
                continue;
            }
            if let Some(s) = run.take() {
                push_run(self.text, game, s, self.pos);
            }
            match c {
                '[' => break, // the next game's tags
                '{' => self.brace_comment(game),
                ';' => {
                    let len = rest.find('\n').unwrap_or(rest.len());
                    game.movetext.push(Element::Comment {
                        text: rest[1..len].trim().to_string(),
                        style: CommentStyle::Line,
                        span: Span::new(self.pos, len),
                    });
                    self.pos += len;
                }
                '(' => self.variation(game),
                _ => {
                    if let Some(token) = result_token(rest) {
                        game.movetext.push(Element::Result {
                            token: token.to_string(),
                            span: Span::new(self.pos, token.len()),
                        });
                        self.pos += token.len();
                        return;
                    }
                    let (number, continuation, len) = move_number(rest).expect("checked above");
                    game.movetext.push(Element::Number {
                        number,
                        continuation,
                        span: Span::new(self.pos, len),
                    });
                    self.pos += len;
                }
            }
            at_word = self.at_word();
        }
        if let Some(s) = run.take() {
            push_run(self.text, game, s, self.pos);
        }
    }

    fn brace_comment(&mut self, game: &mut GameRecord) {
        let rest = self.rest();
        match rest.find('}') {
            Some(end) => {
                game.movetext.push(Element::Comment {
                    text: rest[1..end].trim().to_string(),
                    style: CommentStyle::Brace,
                    span: Span::new(self.pos, end + 1),
                });
                self.pos += end + 1;
            }
            None => {
                game.issues.push(ReadIssue {
                    code: RecordCode::UnterminatedComment.id(),
                    message: "this comment is never closed with `}`".into(),
                    span: Span::new(self.pos, 1),
                    warning: false,
                });
                game.movetext.push(Element::Comment {
                    text: rest[1..].trim().to_string(),
                    style: CommentStyle::Brace,
                    span: Span::new(self.pos, rest.len()),
                });
                self.pos = self.text.len();
            }
        }
    }

    fn variation(&mut self, game: &mut GameRecord) {
        let rest = self.rest();
        let mut depth = 0usize;
        let mut end = None;
        for (i, c) in rest.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(i + 1);
                        break;
                    }
                }
                _ => {}
            }
        }
        let len = end.unwrap_or_else(|| {
            game.issues.push(ReadIssue {
                code: RecordCode::UnterminatedVariation.id(),
                message: "this variation is never closed with `)`".into(),
                span: Span::new(self.pos, 1),
                warning: false,
            });
            rest.len()
        });
        let span = Span::new(self.pos, len);
        let mut body = GameRecord::default();
        if self.depth + 1 < MAX_VARIATION_DEPTH {
            // The text between the parentheses, read as movetext of its own.
            let inner_end = if end.is_some() {
                span.end() - 1
            } else {
                span.end()
            };
            let mut inner = Reader {
                text: &self.text[..inner_end],
                pos: self.pos + 1,
                depth: self.depth + 1,
            };
            inner.movetext(&mut body);
            game.issues.append(&mut body.issues);
        } else {
            game.issues.push(ReadIssue {
                code: RecordCode::VariationDepth.id(),
                message: format!(
                    "variations nested more than {MAX_VARIATION_DEPTH} deep are kept but not read"
                ),
                span: Span::new(self.pos, 1),
                warning: true,
            });
        }
        game.movetext.push(Element::Variation {
            span,
            movetext: body.movetext,
        });
        self.pos += len;
    }
}

fn push_run(text: &str, game: &mut GameRecord, start: usize, end: usize) {
    let trimmed = text[start..end].trim_end();
    game.movetext.push(Element::Moves {
        span: Span::new(start, trimmed.len()),
    });
}

/// Tag names that the driver reads; the rest are kept as they are.
pub const KNOWN_TAGS: [&str; 3] = ["Variant", "Rules", "Position"];

#[cfg(test)]
mod tests {
    use super::*;

    /// The movetext of `text`'s one game, each element as the bytes it
    /// covers, tagged by kind.
    fn elements(text: &str) -> Vec<String> {
        let games = read(text);
        assert_eq!(games.len(), 1);
        games[0]
            .movetext
            .iter()
            .map(|e| {
                let (kind, span) = match e {
                    Element::Number { span, .. } => ("n", span),
                    Element::Moves { span } => ("m", span),
                    Element::Comment { span, .. } => ("c", span),
                    Element::Variation { span, .. } => ("v", span),
                    Element::Time { span, .. } => ("t", span),
                    Element::Result { span, .. } => ("r", span),
                };
                format!("{kind}:{}", &text[span.range()])
            })
            .collect()
    }

    #[test]
    fn only_word_starts_begin_numbers_results_and_tags() {
        // Digits, `*` and `[` inside a word are move text; at a word's start
        // (after white space, `.`, `}`, `(` or `)`) they begin something.
        assert_eq!(
            elements("1.d2-c3 *d4 tms[pin] 2...e5x3\u{3000}3. a1 {c}4.b2 (5.c3) ½-½"),
            [
                "n:1.",
                "m:d2-c3 *d4 tms[pin]",
                "n:2...",
                "m:e5x3",
                "n:3.",
                "m:a1",
                "c:{c}",
                "n:4.",
                "m:b2",
                "v:(5.c3)",
                "r:½-½",
            ]
        );
    }
}
