//! Reading one game of a CSA file.

use super::setup::PositionLines;
use super::{ending_token, one_part};
use crate::messages::Msg;
use crate::msg;
use crate::record::{
    CommentStyle, Element, Ending, FoulClaim, Fraction, GameRecord, MoveTime, ReadIssue, RunLines,
    Span, Tag, push_element,
};
use crate::variants::shogi::formats::CsaCode;
use crate::variants::shogi::formats::kif::TAG_NAMES;
use crate::variants::shogi::formats::runs::{RunJoiner, Runs};

/// The commonest line of a record, a move of seven bytes (`+7776FU`) and
/// its line ending: the bytes it takes, newline included. The line is one
/// part of the split at commas, starts with a sign and has no white space
/// to trim, so that split would read it as one move; every other line
/// takes that way.
pub(super) fn seven_byte_move(rest: &[u8]) -> Option<usize> {
    let head: [u8; 8] = rest.get(..MOVE_LEN + 1)?.try_into().ok()?;
    let taken = match head[MOVE_LEN] {
        b'\n' => MOVE_LEN + 1,
        b'\r' if rest.get(MOVE_LEN + 1) == Some(&b'\n') => MOVE_LEN + 2,
        _ => return None,
    };
    let is_move = matches!(head[0], b'+' | b'-') && graphic_without_comma(u64::from_le_bytes(head));
    is_move.then_some(taken)
}

/// Whether the six bytes after the first of `word` (read little-endian)
/// are all graphic ASCII (`!` to `~`) and none a comma: the three tests
/// made on every byte at once, as no byte below 0x80 carries into the next
/// in the sums. A move line passes here, every ply of an archive.
pub(super) fn graphic_without_comma(word: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // The high bit of each of the six bytes.
    const SIX: u64 = 0x0080_8080_8080_8000;
    let w = word & 0x00ff_ffff_ffff_ff00;
    if w & SIX != 0 {
        return false;
    }
    // The high bit set where a byte is at least `!` (0x21), and where it
    // is at most `~` (0x7e): 0x7f and above reach 0x80 when one is added.
    let from_bang = w + ONES * (0x80 - 0x21);
    let to_tilde = !(w + ONES);
    // Set where the byte is not zero, once commas are made zeros.
    let x = w ^ (ONES * u64::from(b','));
    let no_comma = ((x & LOW) + LOW) | x;
    from_bang & to_tilde & no_comma & SIX == SIX
}

/// The commonest line after a move, its time in whole seconds (`T12`) and
/// its line ending: the seconds, the bytes of the time and the bytes it
/// takes. Nine digits at most, so that the seconds fit; every other time
/// line is read as a line split at commas. Inlined in the reading of a
/// move line, where it reads the line after almost every one.
#[inline(always)]
pub(super) fn whole_seconds_line(rest: &[u8]) -> Option<(u32, usize, usize)> {
    if rest.first() != Some(&b'T') {
        return None;
    }
    let mut len = 1;
    let mut seconds = 0u32;
    while let Some(&d @ b'0'..=b'9') = rest.get(len) {
        if len == 10 {
            return None;
        }
        seconds = seconds * 10 + u32::from(d - b'0');
        len += 1;
    }
    let taken = match &rest[len..] {
        _ if len == 1 => return None,
        [b'\n', ..] => len + 1,
        [b'\r', b'\n', ..] => len + 2,
        _ => return None,
    };
    Some((seconds, len, taken))
}

/// The bytes of a move (`+7776FU`).
pub(super) const MOVE_LEN: usize = 7;

/// The room a game's movetext is given at first.
const ELEMENTS: usize = 8;

/// Reads the game of a CSA text between `from` and `to`.
pub(super) fn read_game(text: &str, from: usize, to: usize, runs: Runs) -> GameRecord {
    let mut reader = GameReader {
        text,
        game: GameRecord {
            span: Span::new(from, to - from),
            // Room for a few elements: a record's moves, timed or not, are
            // a run or a few (a time inside a run), and its end.
            movetext: Vec::with_capacity(ELEMENTS),
            // The variant first, told before the record's own tags; room
            // for the names, a few `$` lines, the notation and a position.
            tags: Vec::with_capacity(8),
            ..Default::default()
        },
        position: PositionLines::new(),
        position_span: None,
        side: 0,
        plies: 0,
        ended: false,
        moves: RunJoiner::new(runs),
        held_time: None,
    };
    reader.tag("Variant", "shogi", Span::new(from, 0));
    let mut at = from;
    while at < to {
        if let Some(taken) = seven_byte_move(&text.as_bytes()[at..to]) {
            reader.push_move(Span::new(at, MOVE_LEN));
            at += taken;
            // Its time, the commonest line after a move, looked for at once.
            at += reader.time_after_move(at, to);
            continue;
        }
        if reader.plies > 0 || reader.ended {
            let taken = reader.whole_seconds(at, to);
            if taken > 0 {
                at += taken;
                continue;
            }
        }
        let line_at = at;
        at = memchr::memchr(b'\n', &text.as_bytes()[at..to]).map_or(to, |i| at + i + 1);
        let mut end = at;
        while end > line_at && matches!(text.as_bytes()[end - 1], b'\n' | b'\r') {
            end -= 1;
        }
        reader.line(line_at, end);
    }
    reader.finish(from)
}

/// What is known of a game while its lines are read.
struct GameReader<'t> {
    text: &'t str,
    game: GameRecord,
    position: PositionLines,
    /// From the first `P` line to the last.
    position_span: Option<Span>,
    /// The side to move first (0 Sente), as the lone `+` or `-` says.
    side: usize,
    plies: usize,
    ended: bool,
    moves: RunJoiner,
    /// A time of whole seconds read right after a move of a run (its
    /// seconds and bytes), not yet an element: a move right after it joins
    /// the run over it ([`GameRecord::run_lines`]); anything else read
    /// makes it an element first ([`GameReader::time_element`]).
    held_time: Option<(u32, Span)>,
}

impl GameReader<'_> {
    #[inline(always)]
    fn push_move(&mut self, span: Span) {
        // A move on the line after a time held: nothing but line endings
        // around the time, the move joins the run, the time inside it.
        if self.held_time.take().is_some() {
            self.moves.join_over_time(&mut self.game.movetext, span);
            self.game.run_lines = RunLines::Times;
            self.plies += 1;
            return;
        }
        // After a time or any other element the move is a run of its own:
        // told here, before the joiner looks at the text between.
        match self.game.movetext.last() {
            Some(Element::Moves { .. }) => {
                self.moves.push(&mut self.game.movetext, self.text, span)
            }
            _ => self.moves.push_apart(&mut self.game.movetext, span),
        }
        self.plies += 1;
    }

    /// Reads a time of whole seconds at `at` ([`whole_seconds_line`]): the
    /// bytes it takes, none when no such line is there.
    #[inline(always)]
    fn whole_seconds(&mut self, at: usize, to: usize) -> usize {
        let Some((seconds, len, taken)) = whole_seconds_line(&self.text.as_bytes()[at..to]) else {
            return 0;
        };
        self.time_element();
        self.push_time(seconds, Span::new(at, len));
        taken
    }

    /// [`GameReader::whole_seconds`] of the line right after a move (`at`
    /// the next line's start): the time is held, for the next move to join
    /// the run over it, when moves are joined into runs.
    #[inline(always)]
    fn time_after_move(&mut self, at: usize, to: usize) -> usize {
        let Some((seconds, len, taken)) = whole_seconds_line(&self.text.as_bytes()[at..to]) else {
            return 0;
        };
        let span = Span::new(at, len);
        match self.moves.joins() {
            true => self.held_time = Some((seconds, span)),
            false => self.push_time(seconds, span),
        }
        taken
    }

    /// The time held ([`GameReader::held_time`]) made an element, before
    /// any other element is read.
    #[inline(always)]
    fn time_element(&mut self) {
        if let Some((seconds, span)) = self.held_time.take() {
            self.push_time(seconds, span);
        }
    }

    #[inline(always)]
    fn push_time(&mut self, seconds: u32, span: Span) {
        push_element(&mut self.game.movetext, || Element::Time {
            time: MoveTime {
                seconds,
                total: None,
                fraction: None,
            },
            span,
        });
    }

    /// The line from `line_at` to `end` (its line ending left out): a
    /// comment, or parts apart by commas.
    fn line(&mut self, mut line_at: usize, end: usize) {
        self.time_element();
        let mut line = &self.text[line_at..end];
        if let Some(len) = one_part(line.as_bytes()) {
            return self.part(&line[..len], Span::new(line_at, len));
        }
        if let Some(rest) = line.strip_prefix('\u{feff}') {
            line = rest;
            line_at += '\u{feff}'.len_utf8();
        }
        if let Some(c) = line.strip_prefix('\'') {
            return self.comment_line(c, Span::new(line_at, line.len()));
        }
        // Information lines hold free text, commas and colons included.
        let information = line.trim_start().starts_with('$');
        let mut part_at = line_at;
        for part in comma_parts(line, information) {
            let p_at = part_at;
            part_at += part.len() + 1;
            let lead = part.len() - part.trim_start().len();
            let t = part[lead..].trim_end();
            let t_at = p_at + lead;
            if t.starts_with('\'') {
                // `+7776FU,T12,'comment, with commas`: the rest of the line.
                let c = line[t_at - line_at..].trim_end();
                self.game.movetext.push(Element::Comment {
                    text: c[1..].trim().to_string(),
                    style: CommentStyle::Line,
                    span: Span::new(t_at, c.len()),
                });
                break;
            }
            self.part(t, Span::new(t_at, t.len()));
        }
    }

    /// A `'` line: `'Rules: otomo`, a tag that CSA has no field for, as
    /// hensou writes it (only before the first move), or a comment.
    fn comment_line(&mut self, c: &str, span: Span) {
        // (Looked for only then: an engine's log writes a comment a move.)
        if let Some((name, value)) = (self.plies == 0).then(|| comment_tag(c)).flatten() {
            self.tag(name, value, span);
            return;
        }
        self.game.movetext.push(Element::Comment {
            text: c.trim().to_string(),
            style: CommentStyle::Line,
            span,
        });
    }

    fn tag(&mut self, name: &str, value: &str, span: Span) {
        self.game.tags.push(Tag {
            name: name.to_string(),
            value: value.to_string(),
            span,
        });
    }

    fn issue(&mut self, message: Msg, span: Span) {
        self.game.issues.push(ReadIssue {
            code: CsaCode::Line.id(),
            message,
            span,
            warning: false,
        });
    }

    /// One part of a line, `t`, trimmed, at `span`.
    fn part(&mut self, t: &str, span: Span) {
        // A move (`+7776FU`), the commonest part; no other part starts
        // so but the lone `+` or `-` of the side to move.
        if t.len() > 1 && t.starts_with(['+', '-']) {
            return self.push_move(span);
        }
        if let Some(seconds) = t.strip_prefix('T').filter(|_| self.plies > 0 || self.ended) {
            return self.time(t, seconds, span);
        }
        if t.is_empty() || t.starts_with('V') || t.starts_with('T') {
            return;
        }
        if let Some(name) = t.strip_prefix("N+") {
            return self.tag("Sente", name, span);
        }
        if let Some(name) = t.strip_prefix("N-") {
            return self.tag("Gote", name, span);
        }
        if let Some(info) = t.strip_prefix('$') {
            let (k, v) = info.split_once(':').unwrap_or((info, ""));
            // `$EVENT` names `Event`: matched without writing `$` and the key.
            let named = TAG_NAMES.iter().find(|n| n.2.strip_prefix('$') == Some(k));
            let name = named.map_or(k, |n| n.0);
            return self.tag(name, v.trim_start(), span);
        }
        if let Some(word) = t.strip_prefix('#') {
            return self.server_result(t, word, span);
        }
        if let Some(result) = super::wars::result_name(t) {
            return self.result_name(t, result, span);
        }
        if t.starts_with('%') {
            return self.ending(t, span);
        }
        if let Some(rest) = t.strip_prefix('P') {
            return self.position_line(rest, span);
        }
        if (t == "+" || t == "-") && self.plies == 0 {
            self.side = if t == "+" { 0 } else { 1 };
            return;
        }
        if t.starts_with(['+', '-']) || t.as_bytes().first().is_some_and(u8::is_ascii_digit) {
            return self.push_move(span);
        }
        self.issue(msg!("csa-not-a-line", text = t), span);
    }

    /// `T12`: the time the move before took, in seconds; V3.0 adds a
    /// fraction (`T3.5`), kept as written.
    fn time(&mut self, t: &str, seconds: &str, span: Span) {
        let (whole, fraction) = match seconds.split_once('.') {
            Some((whole, fraction)) => (whole, Some(fraction)),
            None => (seconds, None),
        };
        let kept = fraction.and_then(Fraction::parse);
        if let (Some(written), None) = (fraction, kept) {
            self.game.issues.push(ReadIssue {
                code: CsaCode::Time.id(),
                message: crate::msg!(
                    "csa-time-places",
                    places = %Fraction::MAX_PLACES,
                    time = t,
                    whole = whole,
                    written = written
                ),
                span,
                warning: true,
            });
        }
        match whole.parse::<u32>() {
            Ok(seconds) => self.game.movetext.push(Element::Time {
                time: MoveTime {
                    seconds,
                    total: None,
                    fraction: kept,
                },
                span,
            }),
            Err(_) if !whole.is_empty() && whole.bytes().all(|b| b.is_ascii_digit()) => {
                self.game.unheld_times.push(span);
                self.game.issues.push(ReadIssue {
                    code: CsaCode::Time.id(),
                    message: crate::msg!("csa-time-too-long", max = %u32::MAX),
                    span,
                    warning: true,
                })
            }
            Err(_) => {}
        }
    }

    /// The game's end, once: its result, and a claimed foul or
    /// declaration.
    fn end(&mut self, token: String, ending: Ending, span: Span) {
        self.game.movetext.push(Element::Result {
            token,
            span,
            ending: Some(ending),
        });
        self.ended = true;
    }

    /// The CSA server's game-end messages, as a client's transcript keeps
    /// them: the reason (who is to move tells who lost), then `#WIN`/`#LOSE`
    /// as seen by the player the server wrote to.
    fn server_result(&mut self, t: &str, word: &str, span: Span) {
        let mover = (self.side + self.plies) % 2;
        let lost = || side_token(mover ^ 1);
        let drawn = || "1/2-1/2".to_string();
        let unfinished = || "*".to_string();
        let token = match word.split_whitespace().next().unwrap_or("") {
            "RESIGN" => Some((lost(), Ending::Resignation)),
            "TIME_UP" => Some((lost(), Ending::TimeUp)),
            "ILLEGAL_MOVE" => Some((lost(), Ending::IllegalMove)),
            "OUTE_SENNICHITE" => Some((side_token(mover), Ending::PerpetualCheck)),
            "SENNICHITE" => Some((drawn(), Ending::Sennichite)),
            "MAX_MOVES" | "CENSORED" => Some((drawn(), Ending::MoveLimit)),
            "DRAW" => Some((drawn(), Ending::Draw)),
            "CHUDAN" => Some((unfinished(), Ending::Interrupted)),
            "JISHOGI" => Some((unfinished(), Ending::Jishogi)),
            "WIN" | "LOSE" => None,
            _ => return self.issue(msg!("csa-not-a-server-result", text = t), span),
        };
        match token {
            Some((token, ending)) if !self.ended => {
                if word == "ILLEGAL_MOVE" {
                    self.game.foul = Some(FoulClaim {
                        span,
                        last_move: false,
                    });
                }
                self.end(token, ending, span);
            }
            Some(_) => {}
            None if self.ended => {}
            None => self.game.issues.push(ReadIssue {
                code: CsaCode::ServerResult.id(),
                message: msg!("csa-one-sided-result", text = t),
                span,
                warning: true,
            }),
        }
    }

    /// A Shogi Wars result name (`GOTE_WIN_TORYO`), which names the winner:
    /// the game's written end, told as no CSA statement.
    fn result_name(&mut self, t: &str, (token, ending): (String, Ending), span: Span) {
        self.game.issues.push(ReadIssue {
            code: CsaCode::ResultName.id(),
            message: msg!(
                "csa-result-name",
                text = t,
                token = &token,
                ending = ending.msg()
            ),
            span,
            warning: true,
        });
        if !self.ended {
            self.end(token, ending, span);
        }
    }

    /// A `%` ending statement (`%TORYO`).
    fn ending(&mut self, t: &str, span: Span) {
        let word = t.split_whitespace().next().unwrap_or(t);
        let mover = (self.side + self.plies) % 2;
        let Some((token, ending)) = ending_token(word, mover) else {
            return self.issue(msg!("csa-not-an-ending", text = word), span);
        };
        if self.ended {
            return;
        }
        if word == "%KACHI" {
            self.game.declaration = Some(span);
        }
        if word.contains("ILLEGAL") {
            self.game.foul = Some(FoulClaim {
                span,
                last_move: false,
            });
        }
        self.end(token, ending, span);
    }

    /// A `P` line (`rest` after the `P`) of the position.
    fn position_line(&mut self, rest: &str, span: Span) {
        let whole = self
            .position_span
            .map_or(span, |s| Span::new(s.offset, span.end() - s.offset));
        self.position_span = Some(whole);
        match self.position.read(rest) {
            Ok(None) => {}
            Ok(Some(warning)) => self.game.issues.push(ReadIssue {
                code: CsaCode::Trailing.id(),
                message: warning,
                span,
                warning: true,
            }),
            Err(e) => self.issue(e.msg(), span),
        }
    }

    /// The game read from `from`: its last run of moves finished, its
    /// position, variant and notation told.
    fn finish(mut self, from: usize) -> GameRecord {
        self.time_element();
        let apart = (self.moves).finish(&mut self.game.movetext, self.game.foul.is_some());
        if let Some(index) = apart {
            self.time_before_apart(index);
        }
        let room = self.game.movetext.capacity();
        if room > ELEMENTS && room > 2 * self.game.movetext.len() {
            self.game.movetext.shrink_to_fit();
        }
        if !self.position.used {
            self.no_position_lines(from);
        }
        if let Some(setup) = self.position.finish(self.side) {
            let span = self.position_span.unwrap_or_default();
            self.tag("Position", &setup.sfen(), span);
        }
        self.tag("Notation", "csa", Span::new(from, 0));
        self.game
    }

    /// The last move, put apart at `index` for a foul claim: the time its
    /// run held before it ([`GameRecord::run_lines`]) made an element
    /// between the two again, as it was read.
    fn time_before_apart(&mut self, index: usize) {
        let movetext = &mut self.game.movetext;
        let run_end = movetext[index - 1].span().end();
        let between = &self.text.as_bytes()[run_end..movetext[index].span().offset];
        let read = crate::record::between_plies(RunLines::Times, between);
        if let Some((time, at, len)) = read.and_then(|b| b.time) {
            let span = Span::new(run_end + at, len);
            movetext.insert(index, Element::Time { time, span });
        }
    }

    /// A record with no `P` lines is read from the even start, and says
    /// so at its first move.
    fn no_position_lines(&mut self, from: usize) {
        let first_move = self.game.movetext.iter().find_map(|e| match e {
            Element::Moves { span } => {
                let run = &self.text[span.range()];
                let word = run.find([' ', '\t', '\r', '\n', ',']).unwrap_or(run.len());
                Some(Span::new(span.offset, word))
            }
            _ => None,
        });
        self.game.issues.push(ReadIssue {
            code: CsaCode::NoPosition.id(),
            message: msg!("csa-no-position"),
            span: first_move.unwrap_or(Span::new(from, 0)),
            warning: true,
        });
    }
}

/// The parts of `line` apart by commas, as `str::split` parts them, or
/// the whole line when `whole`: each comma found by bytes (no character of
/// UTF-8 holds the byte of one) rather than character by character.
pub(super) fn comma_parts(line: &str, whole: bool) -> impl Iterator<Item = &str> {
    let mut rest = Some(line);
    std::iter::from_fn(move || {
        let left = rest?;
        let comma = memchr::memchr(b',', left.as_bytes()).filter(|_| !whole);
        rest = comma.map(|i| &left[i + 1..]);
        Some(comma.map_or(left, |i| &left[..i]))
    })
}

pub(super) fn side_token(winner: usize) -> String {
    if winner == 0 {
        "1-0".into()
    } else {
        "0-1".into()
    }
}

/// `Name: value` in a comment, for tags without a CSA field.
pub(super) fn comment_tag(comment: &str) -> Option<(&str, &str)> {
    let (name, value) = comment.split_once(": ")?;
    let word = !name.is_empty()
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    word.then(|| (name, value.trim()))
}
