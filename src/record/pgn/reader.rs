//! Reading one game of PGN-style text: its tag pairs, then its movetext
//! word by word into runs of move text, numbers, comments, variations and a
//! result.

use std::ops::ControlFlow;

use super::tokens::{Mark, mark, starts_word_after, tag_pair};
use crate::record::numbering::{self, Form, MoveNumber};
use crate::record::{
    CommentStyle, Element, GameRecord, MAX_VARIATION_DEPTH, ReadIssue, RecordCode, Span, Tag,
    push_element,
};

pub(super) struct Reader<'a> {
    pub(super) text: &'a str,
    pub(super) pos: usize,
    /// How many variations deep the movetext being read lies.
    pub(super) depth: usize,
    /// Whether `text` is the whole text, not the start of a longer one,
    /// which may close later what is open at its end (see `variation`).
    pub(super) whole: bool,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }

    pub(super) fn skip_space(&mut self) {
        let rest = self.rest();
        let trimmed = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        self.pos += rest.len() - trimmed.len();
    }

    /// The next game; `elements` is how many elements of movetext to make
    /// room for at once, which saves growing the vector step by step.
    pub(super) fn game(&mut self, elements: usize) -> GameRecord {
        let start = self.pos;
        let mut game = GameRecord {
            movetext: Vec::with_capacity(elements),
            ..GameRecord::default()
        };
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
                        message: crate::msg!("pgn-bad-tag"),
                        span: Span::new(self.pos, len),
                        warning: false,
                    });
                    self.pos += len;
                }
            }
        }
    }

    fn movetext(&mut self, game: &mut GameRecord) {
        let text = self.text;
        let bytes = text.as_bytes();
        // The reading position, kept in a local so that it stays in a
        // register; `self.pos` follows it around the calls that read on.
        let mut pos = self.pos;
        // The current run of move text: where it starts, and where its last
        // character that is no white space ends (the run's end, once a mark
        // or the end closes it).
        let mut run: Option<(usize, usize)> = None;
        let mut at_word = word_starts_at(text, pos);
        while let Some(&b) = bytes.get(pos) {
            // Most bytes are plain ASCII move text or white space: one
            // match each. Runs keep their inner white space.
            let structural = match b {
                // KIF's origin square right after a move (`６八玉(59)`) is
                // the move's, never a variation.
                b'(' if !at_word && is_kif_origin(&bytes[pos..]) => {
                    extend_run(&mut run, pos, pos + KIF_ORIGIN_LEN);
                    pos += KIF_ORIGIN_LEN;
                    at_word = true;
                    continue;
                }
                b'{' | b';' | b'(' => true,
                // A tag pair starts a word; inside one, `[` belongs to the
                // move (a piece attached to another may be `tms[pin]`).
                b'[' => at_word,
                b'0'..=b'9' | b'*' | b'$' | 0xc2 | 0xEF | 0xE7 => at_word,
                _ => false,
            };
            let mark = match structural {
                true if matches!(b, b'0'..=b'9' | b'*' | b'$' | 0xc2 | 0xEF | 0xE7) => {
                    match mark(&text[pos..]) {
                        Some(m) => Some(m),
                        None if b.is_ascii() => {
                            // A word that starts with a digit or `*`: move text.
                            let end = word_end(bytes, pos + 1);
                            extend_run(&mut run, pos, end);
                            pos = end;
                            at_word = false;
                            continue;
                        }
                        None => {
                            (pos, at_word) = other_character(text, pos, &mut run);
                            continue;
                        }
                    }
                }
                true => None,
                false if b.is_ascii() => {
                    (pos, at_word) = ascii_byte(bytes, pos, &mut run);
                    continue;
                }
                false => {
                    (pos, at_word) = other_character(text, pos, &mut run);
                    continue;
                }
            };
            if let Some((start, end)) = run.take() {
                push_run(game, start, end);
            }
            match self.marked(game, pos, b, mark) {
                ControlFlow::Continue(next) => (pos, at_word) = next,
                ControlFlow::Break(end) => {
                    self.pos = end;
                    return;
                }
            }
        }
        self.pos = pos;
        if let Some((start, end)) = run.take() {
            push_run(game, start, end);
        }
    }

    /// Reads what the byte `b` at `pos` opens, the `mark` read there or a
    /// comment or variation: where reading goes on and whether a word
    /// starts there, or the end of the game's movetext (at its result, or
    /// the next game's tags).
    fn marked(
        &mut self,
        game: &mut GameRecord,
        mut pos: usize,
        b: u8,
        mark: Option<Mark>,
    ) -> ControlFlow<usize, (usize, bool)> {
        let text = self.text;
        match (b, mark) {
            (_, Some(Mark::Result(token))) => {
                game.movetext.push(Element::Result {
                    token: token.to_string(),
                    span: Span::new(pos, token.len()),
                    ending: None,
                });
                return ControlFlow::Break(pos + token.len());
            }
            (_, Some(Mark::Annotation(len))) => {
                game.movetext.push(Element::Comment {
                    text: text[pos..pos + len].to_string(),
                    style: CommentStyle::Annotation,
                    span: Span::new(pos, len),
                });
                return ControlFlow::Continue((pos + len, false));
            }
            (_, Some(Mark::Number(number))) => {
                let span = Span::new(pos, number.len);
                push_element(&mut game.movetext, || Element::Number {
                    number: number.number,
                    continuation: number.continuation,
                    span,
                });
                if number.wide {
                    numbering::note_wide_number(game, text, span, number.number);
                }
                pos += number.len;
                if number.form == Form::Ordinal {
                    pos = bracketed_move(text, pos, &number, game);
                }
                // A number ends in `.` (or `手`, or a bracketed move),
                // after which a word starts.
                return ControlFlow::Continue((pos, true));
            }
            (b'[', None) => return ControlFlow::Break(pos), // the next game's tags
            (b'{', None) => {
                self.pos = pos;
                self.brace_comment(game);
                pos = self.pos;
            }
            (b';', None) => {
                let rest = &text[pos..];
                let len = rest.find('\n').unwrap_or(rest.len());
                game.movetext.push(Element::Comment {
                    text: rest[1..len].trim().to_string(),
                    style: CommentStyle::Line,
                    span: Span::new(pos, len),
                });
                pos += len;
            }
            (_, None) => {
                self.pos = pos;
                self.variation(game);
                pos = self.pos;
            }
        }
        ControlFlow::Continue((pos, word_starts_at(text, pos)))
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
                    message: crate::msg!("record-unterminated-comment"),
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
        // A line comment closed by the variation's `)` on its line (`(1.
        // P-2f ; a remark)`) is read as it was before comments were skipped.
        // Only the whole text tells that a comment is never closed: at the
        // end of a start of it the variation runs on, so that its game ends
        // where it does in the whole text.
        let end = variation_len(rest, true)
            .or_else(|| self.whole.then(|| variation_len(rest, false)).flatten());
        let len = end.unwrap_or_else(|| {
            game.issues.push(ReadIssue {
                code: RecordCode::UnterminatedVariation.id(),
                message: crate::msg!("pgn-unterminated-variation"),
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
                // A closed variation's text is all of it.
                whole: self.whole || end.is_some(),
            };
            inner.movetext(&mut body);
            game.issues.append(&mut body.issues);
        } else {
            game.issues.push(ReadIssue {
                code: RecordCode::VariationDepth.id(),
                message: crate::record::variation_depth("variations"),
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

/// Reads the move of a `第N手` number that stands in round brackets,
/// `第１１手（ｌ１１）`, as the post reader does: the move is a run of its
/// own and the brackets are no move text. Where reading goes on.
fn bracketed_move(text: &str, pos: usize, number: &MoveNumber, game: &mut GameRecord) -> usize {
    let before = numbering::before_move(number, &text[pos..]);
    if !text[pos..pos + before].contains(['(', '（']) {
        return pos;
    }
    let at = pos + before;
    let Some(len) = numbering::move_token(&text[at..]) else {
        return pos;
    };
    push_run(game, at, at + len);
    at + len + numbering::closing_len(&text[at + len..])
}

/// The length of a KIF origin square in brackets, `(77)`.
const KIF_ORIGIN_LEN: usize = 4;

/// Whether `bytes` start with a KIF origin square in brackets, `(77)`: two
/// digits from 1 to 9, which no variation is.
fn is_kif_origin(bytes: &[u8]) -> bool {
    let digit = |b: &u8| (b'1'..=b'9').contains(b);
    matches!(bytes, [b'(', a, b, b')', ..] if digit(a) && digit(b))
}

/// Whether a word of movetext starts at `pos`.
fn word_starts_at(text: &str, pos: usize) -> bool {
    text[..pos]
        .chars()
        .next_back()
        .is_none_or(starts_word_after)
}

/// The length of the variation that `rest` opens with `(`, to its closing
/// parenthesis; `None` when it is never closed. With `skip_comments`, a
/// parenthesis in a `{comment}` or a `; comment` inside it is the
/// comment's, as the movetext reader reads them: a comment written into a
/// variation must not close it or open another.
fn variation_len(rest: &str, skip_comments: bool) -> Option<usize> {
    let bytes = rest.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'{' if skip_comments => i += memchr::memchr(b'}', &bytes[i..])?,
            b';' if skip_comments => i += memchr::memchr(b'\n', &bytes[i..])?,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Where the word of move text that goes on at `from` ends: at white
/// space, a character that is not ASCII, or a byte that opens something or
/// starts a word after it (`.`, `)`, `}`).
fn word_end(bytes: &[u8], from: usize) -> usize {
    from + bytes[from..]
        .iter()
        .take_while(|&&b| {
            b.is_ascii_graphic() && !matches!(b, b'{' | b';' | b'(' | b'.' | b')' | b'}')
        })
        .count()
}

/// Reads past the ASCII byte at `pos`, which begins nothing: white space,
/// or move text to the end of its word. Where it ends, and whether a word
/// starts after it.
#[inline]
fn ascii_byte(bytes: &[u8], pos: usize, run: &mut Option<(usize, usize)>) -> (usize, bool) {
    let b = bytes[pos];
    if b.is_ascii_whitespace() || b == 0x0b {
        return (pos + 1, true);
    }
    let at_word = starts_word_after(b as char);
    let end = if at_word {
        pos + 1
    } else {
        word_end(bytes, pos + 1)
    };
    extend_run(run, pos, end);
    (end, at_word)
}

/// Reads past the character at `pos`, which is not ASCII and begins
/// nothing: move text, or a blank (`\u{3000}`, `。`). Where it ends, and
/// whether a word starts after it.
fn other_character(text: &str, pos: usize, run: &mut Option<(usize, usize)>) -> (usize, bool) {
    let c = text[pos..].chars().next().unwrap_or(' ');
    let end = pos + c.len_utf8();
    if !numbering::is_blank(c) {
        extend_run(run, pos, end);
    }
    (end, starts_word_after(c))
}

/// Adds the move text `start..end` to the open run, or opens one with it.
fn extend_run(run: &mut Option<(usize, usize)>, start: usize, end: usize) {
    match run {
        Some((_, run_end)) => *run_end = end,
        None => *run = Some((start, end)),
    }
}

/// A run of move text, without the white space between it and the mark
/// that closed it.
fn push_run(game: &mut GameRecord, start: usize, end: usize) {
    push_element(&mut game.movetext, || Element::Moves {
        span: Span::new(start, end - start),
    });
}
