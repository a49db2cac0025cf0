//! The PGN-style container: tag pairs, numbered movetext, `{comments}`,
//! `;` line comments, `( variations )`, result tokens, several games a file.

use nom::{
    IResult, Parser,
    bytes::complete::take_while1,
    character::complete::{char, space0},
    sequence::delimited,
};

use super::numbering::{self, Form, MoveNumber};
use super::{
    CommentStyle, Element, GameRecord, MAX_VARIATION_DEPTH, ReadIssue, Span, Tag, push_element,
};
use crate::record::RecordCode;

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

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
enum Mark {
    Number(MoveNumber),
    Result(&'static str),
}

/// The mark at the start of `rest`, a word's start; only digits, `*`, `½`
/// and the first bytes of full-width digits and `第` can begin one.
fn mark(rest: &str) -> Option<Mark> {
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
        _ => None,
    }
}

/// A move number written as posts write them (`４.`, `16．`, `16手目`,
/// `第１１手`): the same forms the post reader reads.
fn lenient_number(rest: &str) -> Option<Mark> {
    numbering::move_number(rest).map(Mark::Number)
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

/// Whether a word of movetext starts after `prev`: a blank (white space,
/// or a separator such as `。`) or a mark's end.
fn starts_word_after(prev: char) -> bool {
    numbering::is_blank(prev) || matches!(prev, '}' | '(' | ')' | '.')
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
    /// How many elements of movetext the last game read had.
    last_elements: usize,
    read_any: bool,
    done: bool,
}

impl Games {
    /// Up to `max` more games of `text` (the same text every call); none
    /// once the text is read. A text without a game gives one empty record,
    /// for the diagnostic that says so.
    pub fn next_games(&mut self, text: &str, max: usize) -> Vec<GameRecord> {
        let mut games = Vec::new();
        while games.len() < max && !self.done {
            games.extend(self.next_game(text, None));
        }
        games
    }

    /// The games from where the reading has got to up to `until` (and to
    /// the end once `until` is the text's end), the same games
    /// [`Games::next_games`] gives. `ahead` is a game read beforehand, on
    /// another thread, by [`game_at`]: it is taken if the reading gets to
    /// where it starts, and read again otherwise.
    pub fn games_until(
        &mut self,
        text: &str,
        until: usize,
        mut ahead: Option<Ahead>,
    ) -> Vec<GameRecord> {
        let mut games = Vec::new();
        while !self.done && (until >= text.len() || self.next_start(text) < until) {
            games.extend(self.next_game(text, ahead.take()));
        }
        games
    }

    /// Where the next game starts, or the text's end.
    fn next_start(&self, text: &str) -> usize {
        let mut reader = Reader {
            text,
            pos: self.pos,
            depth: 0,
        };
        reader.skip_space();
        reader.pos
    }

    /// The next game, `ahead` if it starts where the reading has got to;
    /// none once the text is read (then, if it held no game, one empty
    /// record).
    fn next_game(&mut self, text: &str, ahead: Option<Ahead>) -> Option<GameRecord> {
        let mut reader = Reader {
            text,
            pos: self.next_start(text),
            depth: 0,
        };
        let game = if reader.pos >= text.len() {
            None
        } else {
            match ahead {
                Some(a) if a.start == reader.pos => {
                    reader.pos = a.end;
                    Some(a.game)
                }
                _ => Some(reader.game(self.last_elements)),
            }
            .filter(|g| !(g.tags.is_empty() && g.movetext.is_empty() && g.issues.is_empty()))
        };
        self.pos = reader.pos;
        match game {
            Some(game) => {
                // Games of one archive are about as long as each other.
                self.last_elements = (game.movetext.len() * 5 / 4).clamp(16, 1024);
                self.read_any = true;
                Some(game)
            }
            None => {
                self.done = true;
                (!self.read_any).then(|| {
                    self.read_any = true;
                    GameRecord {
                        span: Span::new(0, text.len()),
                        ..Default::default()
                    }
                })
            }
        }
    }

    /// Whether every game has been read.
    pub fn is_done(&self) -> bool {
        self.done
    }
}

/// A game read from where a game was guessed to start, ahead of the
/// reading in order (see [`Games::games_until`]).
#[derive(Debug)]
pub struct Ahead {
    start: usize,
    end: usize,
    game: GameRecord,
}

/// The game that starts at `at`, after white space, as [`Games`] reads it
/// if its reading gets there.
pub fn game_at(text: &str, at: usize) -> Ahead {
    let mut reader = Reader {
        text,
        pos: at,
        depth: 0,
    };
    reader.skip_space();
    let start = reader.pos;
    let game = reader.game(16);
    Ahead {
        start,
        end: reader.pos,
        game,
    }
}

/// Where the games of `text` after `at` may start: the next line that
/// opens with `[` after a line that does not (a game's first tag pair).
/// A guess, cheap to find; [`Games::games_until`] keeps it only where it
/// is right.
pub fn next_start(text: &str, at: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    memchr::memmem::find_iter(&bytes[at..], b"\n[")
        .map(|i| at + i + 1)
        .find(|&start| {
            let before = &bytes[..start - 1];
            let line = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
            !before[line..].trim_ascii_start().starts_with(b"[")
        })
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

    /// The next game; `elements` is how many elements of movetext to make
    /// room for at once, which saves growing the vector step by step.
    fn game(&mut self, elements: usize) -> GameRecord {
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
                b'{' | b';' | b'(' => true,
                // A tag pair starts a word; inside one, `[` belongs to the
                // move (a piece attached to another may be `tms[pin]`).
                b'[' => at_word,
                b'0'..=b'9' | b'*' | 0xc2 | 0xEF | 0xE7 => at_word,
                _ => false,
            };
            let mark = match structural {
                true if matches!(b, b'0'..=b'9' | b'*' | 0xc2 | 0xEF | 0xE7) => {
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
                    if b.is_ascii_whitespace() || b == 0x0b {
                        pos += 1;
                        at_word = true;
                        continue;
                    }
                    at_word = starts_word_after(b as char);
                    let end = if at_word {
                        pos + 1
                    } else {
                        word_end(bytes, pos + 1)
                    };
                    extend_run(&mut run, pos, end);
                    pos = end;
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
            match (b, mark) {
                (_, Some(Mark::Result(token))) => {
                    game.movetext.push(Element::Result {
                        token: token.to_string(),
                        span: Span::new(pos, token.len()),
                        ending: None,
                    });
                    self.pos = pos + token.len();
                    return;
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
                    at_word = true;
                    continue;
                }
                (b'[', None) => break, // the next game's tags
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
            at_word = word_starts_at(text, pos);
        }
        self.pos = pos;
        if let Some((start, end)) = run.take() {
            push_run(game, start, end);
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

/// Whether a word of movetext starts at `pos`.
fn word_starts_at(text: &str, pos: usize) -> bool {
    text[..pos]
        .chars()
        .next_back()
        .is_none_or(starts_word_after)
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

/// Tag names that the driver reads; the rest are kept as they are.
pub const KNOWN_TAGS: [&str; 3] = ["Variant", "Rules", "Position"];

#[cfg(test)]
mod tests {
    use super::*;

    /// Games read ahead from any guessed starts, right or wrong (every
    /// line's start, every other one, the guesses of [`next_start`]), are
    /// the games read in order: a wrong guess is read again.
    #[test]
    fn games_read_ahead_are_the_games_read_in_order() {
        let texts = [
            "[Variant \"alquerque\"]\n\n1. c2-c3 e4-d3 *\n\n[Variant \"alquerque\"]\n1. b2-c3 1-0\n",
            "1. a b {a comment\n[Not \"a tag\"]\n} 2. c d\n[Event \"x\"]\n[Round \"2\"]\n1. e f (1. g\n[h] ) *\n",
            "[Bad tag\n1. a *\n\n[Event \"y\"]\n\n\n",
            "  \n\n",
            "",
            "*\n[A \"1\"]\n; note\n[B \"2\"]\n1. x",
        ];
        for text in texts {
            let whole = Games::default().next_games(text, usize::MAX);
            let lines: Vec<usize> = std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                .filter(|&i| i == 0 || i < text.len())
                .collect();
            let guessed: Vec<usize> = std::iter::once(0)
                .chain(std::iter::successors(next_start(text, 0), |&at| {
                    next_start(text, at)
                }))
                .collect();
            let every_other: Vec<usize> = lines.iter().step_by(2).copied().collect();
            for starts in [lines.clone(), every_other, guessed] {
                let mut games = Games::default();
                let mut read = Vec::new();
                for (i, &start) in starts.iter().enumerate() {
                    let until = starts.get(i + 1).copied().unwrap_or(text.len());
                    read.extend(games.games_until(text, until, Some(game_at(text, start))));
                }
                assert_eq!(read, whole, "{starts:?} of {text:?}");
            }
        }
    }

    /// The movetext of `text`'s one game, each element as the bytes it
    /// covers, tagged by kind.
    fn elements(text: &str) -> Vec<String> {
        let games = read(text);
        assert_eq!(games.len(), 1);
        first_elements(text)
    }

    /// The movetext of `text`'s first game, as [`elements`].
    fn first_elements(text: &str) -> Vec<String> {
        read(text)[0]
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

    /// The movetext of `text` as the rules say, a character at a time and
    /// without the reader's shortcuts: marks (numbers, results, comments,
    /// variations, a tag) begin only at a word's start, except `{`, `;`
    /// and `(`, which begin anywhere; move text runs between them.
    fn spec(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut run: Option<usize> = None;
        let mut at = 0;
        let mut at_word = true;
        let end_run = |run: &mut Option<usize>, out: &mut Vec<String>, at: usize| {
            if let Some(s) = run.take() {
                out.push(format!(
                    "m:{}",
                    text[s..at].trim_end_matches(numbering::is_blank)
                ));
            }
        };
        // The move numbers posts write: the number grammar is the shared
        // layer's own (tested there).
        let lenient = |rest: &str| numbering::move_number(rest).map(|n| ("n", n.len));
        while let Some(c) = text[at..].chars().next() {
            let rest = &text[at..];
            let close = |open: char, close: char| {
                let mut depth = 0;
                for (i, c) in rest.char_indices() {
                    depth += i32::from(c == open) - i32::from(c == close);
                    if depth == 0 {
                        return i + 1;
                    }
                }
                rest.len()
            };
            let mark = if c == '{' {
                Some(("c", rest.find('}').map_or(rest.len(), |i| i + 1)))
            } else if c == ';' {
                Some(("c", rest.find('\n').unwrap_or(rest.len())))
            } else if c == '(' {
                Some(("v", close('(', ')')))
            } else if at_word && c == '[' {
                Some(("[", 0))
            } else if at_word
                && RESULTS.iter().any(|r| {
                    rest.starts_with(r) && rest[r.len()..].chars().next().is_none_or(is_word_end)
                })
            {
                let r = RESULTS.iter().find(|r| rest.starts_with(*r)).unwrap();
                Some(("r", r.len()))
            } else if at_word && c.is_ascii_digit() {
                let digits = rest.chars().take_while(char::is_ascii_digit).count();
                let dots = rest[digits..].chars().take_while(|&c| c == '.').count();
                let fits = rest[..digits].parse::<u32>().is_ok();
                (dots > 0 && fits)
                    .then_some(("n", digits + dots))
                    .or_else(|| lenient(rest))
            } else if at_word {
                lenient(rest)
            } else {
                None
            };
            match mark {
                None => {
                    if !numbering::is_blank(c) {
                        run.get_or_insert(at);
                    }
                    at += c.len_utf8();
                    at_word = starts_word_after(c);
                }
                Some((kind, len)) => {
                    end_run(&mut run, &mut out, at);
                    if kind == "[" {
                        return out;
                    }
                    out.push(format!("{kind}:{}", &text[at..at + len]));
                    if kind == "r" {
                        return out;
                    }
                    at += len;
                    // A word starts after a move number, whatever it ends in
                    // (`.`, `．`, `手目`).
                    at_word =
                        kind == "n" || text[..at].chars().next_back().is_none_or(starts_word_after);
                }
            }
        }
        end_run(&mut run, &mut out, at);
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

        /// The reader's byte-at-a-time shortcuts read as the rules say.
        #[test]
        fn the_reader_reads_movetext_as_the_rules_say(
            words in proptest::collection::vec(proptest::sample::select(vec![
                "1.", "12.", "3...", "99999999999.", "d2-c3", "6d8f", "I:6i5h/3i", "*d4", "*",
                "1-0", "0-1", "1/2-1/2", "½-½", "½x", "10x", "tms[pin]", "[", "{c}", "{",
                "; note\n", "(1.a2 b)", "(", ")", "}", ".", " ", "  ", "\n", "\t", "\u{3000}",
                "７六歩", "x", "7", "0", "a1", "\u{b}", "ਅ", "\u{85}", "x\u{85}",
                "４.", "16．", "１６．．．", "16手目", "１手目", "。", "、", "「", "」", "ｆ９",
            ]), 0..24)
        ) {
            let text = format!("1.{}", words.concat());
            proptest::prop_assert_eq!(first_elements(&text), spec(&text), "{:?}", text);
        }
    }
}
