//! The PGN-style container: tag pairs, numbered movetext, `{comments}`,
//! `;` line comments, `( variations )`, result tokens, several games a file.

use nom::{
    IResult, Parser,
    bytes::complete::take_while1,
    character::complete::{char, digit1, space0},
    sequence::delimited,
};

use super::{CommentStyle, Element, GameRecord, MAX_VARIATION_DEPTH, ReadIssue, Span, Tag};

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// `12.` or `12...` at the start of `text`: (number, continuation, bytes).
pub fn move_number(text: &str) -> Option<(u32, bool, usize)> {
    let res: IResult<&str, (&str, &str)> = (digit1, take_while1(|c| c == '.')).parse(text);
    let (rest, (digits, dots)) = res.ok()?;
    let number = digits.parse().ok()?;
    Some((number, dots.len() >= 3, text.len() - rest.len()))
}

/// A result token standing alone as a word.
fn result_token(text: &str) -> Option<&'static str> {
    RESULTS
        .into_iter()
        .find(|r| text.starts_with(r) && text[r.len()..].chars().next().is_none_or(is_word_end))
}

fn is_word_end(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[')
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
                        code: "record::bad-tag",
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

    fn movetext(&mut self, game: &mut GameRecord) {
        let mut run: Option<usize> = None; // start of the current run of move text
        loop {
            // Runs keep their inner white space; everything else skips it.
            let rest = self.rest();
            let c = match rest.chars().next() {
                Some(c) => c,
                None => break,
            };
            let at_word = self.pos == 0 || {
                let prev = self.text[..self.pos].chars().next_back().unwrap_or(' ');
                prev.is_whitespace() || matches!(prev, '}' | '(' | ')' | '.')
            };
            let structural = match c {
                '{' | ';' | '(' => true,
                // A tag pair starts a word; inside one, `[` belongs to the move
                // (a piece attached to another may be written `tms[pin]`).
                '[' => at_word,
                _ if at_word => move_number(rest).is_some() || result_token(rest).is_some(),
                _ => false,
            };
            if c.is_whitespace() && run.is_none() {
                self.pos += c.len_utf8();
                continue;
            }
            if !structural {
                run.get_or_insert(self.pos);
                self.pos += c.len_utf8();
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
                    code: "record::unterminated-comment",
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
                code: "record::unterminated-variation",
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
                code: "record::variation-depth",
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
