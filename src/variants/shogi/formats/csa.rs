//! CSA V2.2 shogi records: `V2.2`, `N+`/`N-` names, `$KEY:value`
//! information, a position (`PI`, `P1`..`P9`, `P+`/`P-`, then `+` or `-`),
//! moves `+7776FU` (several on a line with `,`), `T` times, `'` comments,
//! `%` endings, `/` between games.

use super::kif::TAG_NAMES;
use crate::record::{
    CommentStyle, Element, Ending, FoulClaim, GameRecord, MoveTime, ReadIssue, Span, Tag,
};
use crate::variants::shogi::formats::CsaCode;
use crate::variants::shogi::notation;

/// Whether `text` looks like a CSA record.
pub fn looks_like_csa(text: &str) -> bool {
    let piece_squares = |s: &str| {
        s.len() % 4 == 0
            && s.bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    };
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .take(40)
        .any(|l| {
            matches!(l, "V2" | "V2.1" | "V2.2" | "V3.0")
                || (l.starts_with("PI") && piece_squares(&l[2..]))
                || l.starts_with("N+")
                || l.starts_with("N-")
                || (l.starts_with("P1") && l.len() >= 20)
                // A move: a sign, two squares, a piece code (`+7776FU`).
                || (l.starts_with(['+', '-'])
                    && l.len() >= 7
                    && l.as_bytes()[1..5].iter().all(u8::is_ascii_digit)
                    && l.get(5..7).is_some_and(|c| piece(c).is_some()))
        })
}

/// The SFEN letter of the piece a CSA code names (`FU` P, `TO` P
/// promoted), and whether it is promoted.
pub(super) fn piece(code: &str) -> Option<(char, bool)> {
    notation::csa::kind_of_code(code).map(|k| (k.letter(), k.is_promoted()))
}

/// The CSA code of a piece by SFEN letter, promoted or not (`None` for a
/// piece that does not promote).
pub(super) fn code(letter: char, promoted: bool) -> Option<&'static str> {
    super::kind(letter, promoted).map(notation::csa::code)
}

/// Endings: (word, winner is the side to move? — `None` for no winner,
/// how the game ended). `%MATTA` (a move taken back) and `%ERROR` leave the
/// game without a result; `%MAX_MOVES` (CSA V3, the move limit) is a draw.
const ENDINGS: [(&str, Option<bool>, Ending); 13] = [
    ("%TORYO", Some(false), Ending::Resignation),
    ("%MAX_MOVES", None, Ending::MoveLimit),
    ("%MATTA", None, Ending::TakeBack),
    ("%ERROR", None, Ending::Error),
    ("%TSUMI", Some(false), Ending::Mate),
    ("%TIME_UP", Some(false), Ending::TimeUp),
    ("%ILLEGAL_MOVE", Some(false), Ending::IllegalMove),
    ("%KACHI", Some(true), Ending::ImpasseDeclaration),
    ("%SENNICHITE", None, Ending::Sennichite),
    ("%JISHOGI", None, Ending::Jishogi),
    ("%HIKIWAKE", None, Ending::Draw),
    ("%CHUDAN", None, Ending::Interrupted),
    ("%FUZUMI", None, Ending::NoMate),
];

/// A board being set up by `PI`/`P1`-`P9`/`P+`/`P-` lines.
pub(super) struct Setup {
    pub(super) cells: [[Option<(usize, char, bool)>; 9]; 9], // [rank][file index from 9 down]
    pub(super) hands: [[u8; 7]; 2],
    pub(super) used: bool,
    /// `P+00AL` / `P-00AL`: the side that gets every piece not yet placed.
    pub(super) rest_to: Option<usize>,
}

pub(super) const HAND: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

impl Setup {
    fn hirate() -> Setup {
        let mut s = Setup {
            cells: [[None; 9]; 9],
            hands: [[0; 7]; 2],
            used: false,
            rest_to: None,
        };
        let back = ['L', 'N', 'S', 'G', 'K', 'G', 'S', 'N', 'L'];
        for (f, &piece) in back.iter().enumerate() {
            s.cells[0][f] = Some((1, piece, false));
            s.cells[8][f] = Some((0, piece, false));
            s.cells[2][f] = Some((1, 'P', false));
            s.cells[6][f] = Some((0, 'P', false));
        }
        s.cells[1][1] = Some((1, 'R', false));
        s.cells[1][7] = Some((1, 'B', false));
        s.cells[7][1] = Some((0, 'B', false));
        s.cells[7][7] = Some((0, 'R', false));
        s
    }

    /// Puts every piece of the set that is neither on the board nor in a
    /// hand into `colour`'s hand (kings excepted).
    fn rest_to_hand(&mut self, colour: usize) {
        const SET: [u8; 7] = [2, 2, 4, 4, 4, 4, 18];
        for (i, letter) in HAND.iter().enumerate() {
            let on_board = self
                .cells
                .iter()
                .flatten()
                .filter(|c| c.is_some_and(|(_, l, _)| l == *letter))
                .count();
            let placed = on_board + usize::from(self.hands[0][i]) + usize::from(self.hands[1][i]);
            let rest = usize::from(SET[i]).saturating_sub(placed);
            self.hands[colour][i] += rest as u8;
        }
    }

    pub(super) fn sfen(&self, side: usize) -> String {
        let mut out = String::new();
        for (r, row) in self.cells.iter().enumerate() {
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some((colour, letter, promoted)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        if *promoted {
                            out.push('+');
                        }
                        out.push(if *colour == 0 {
                            *letter
                        } else {
                            letter.to_ascii_lowercase()
                        });
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if r < 8 {
                out.push('/');
            }
        }
        out.push_str(if side == 0 { " b " } else { " w " });
        let mut hand = String::new();
        for colour in 0..2 {
            for (i, l) in HAND.iter().enumerate() {
                let n = self.hands[colour][i];
                if n > 1 {
                    hand.push_str(&n.to_string());
                }
                if n > 0 {
                    hand.push(if colour == 0 {
                        *l
                    } else {
                        l.to_ascii_lowercase()
                    });
                }
            }
        }
        out.push_str(if hand.is_empty() { "-" } else { &hand });
        out.push_str(" 1");
        out
    }
}

/// Reads every game of a CSA file.
pub fn read(text: &str) -> Vec<GameRecord> {
    read_as(text, Runs::Joined)
}

fn read_as(text: &str, runs: Runs) -> Vec<GameRecord> {
    let mut games = Vec::new();
    let mut start = 0;
    for line in separator_lines(text) {
        games.push(read_game(text, start, line.start, runs));
        start = line.end;
    }
    if start < text.len() && !text[start..].trim().is_empty() || games.is_empty() {
        games.push(read_game(text, start, text.len(), runs));
    }
    games
}

/// How the moves of a game become runs of move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Runs {
    /// Moves apart by nothing but white space make one run, which the
    /// driver reads ply after ply, as it reads a USI game's one line: a
    /// record of hundreds of moves is a handful of elements, not hundreds.
    Joined,
    /// Each move part a run of its own (the tests read a text both ways
    /// and hold the two to the same verdicts).
    #[cfg(test)]
    Apart,
}

/// The run of move text a game's moves are joining, and its last part,
/// which a foul claim may need apart again ([`RunJoiner::finish`]).
pub(super) struct RunJoiner {
    runs: Runs,
    /// The index of the last run in the movetext, its end before its last
    /// part joined it (`None` for a run of one part), and its last part.
    last: Option<(usize, Option<usize>, Span)>,
}

impl RunJoiner {
    pub(super) fn new(runs: Runs) -> RunJoiner {
        RunJoiner { runs, last: None }
    }

    /// Adds the move part at `span` to the movetext: to the run before it
    /// when white space, and only white space, lies between them.
    #[inline]
    pub(super) fn push(&mut self, movetext: &mut Vec<Element>, text: &str, span: Span) {
        if let (Runs::Joined, Some(Element::Moves { span: run })) = (self.runs, movetext.last_mut())
        {
            let between = &text.as_bytes()[run.end()..span.offset];
            if !between.is_empty() && between.iter().all(u8::is_ascii_whitespace) {
                let before = run.end();
                run.len = span.end() - run.offset;
                self.last = Some((movetext.len() - 1, Some(before), span));
                return;
            }
        }
        self.push_apart(movetext, span);
    }

    /// Adds the move part at `span` to the movetext as a run of its own.
    pub(super) fn push_apart(&mut self, movetext: &mut Vec<Element>, span: Span) {
        movetext.push(Element::Moves { span });
        self.last = Some((movetext.len() - 1, None, span));
    }

    /// Parts the last move from its run when the record claims a foul: the
    /// driver takes a ply after the game's end as the foul only in the last
    /// run, which was the last move's alone before runs were joined.
    pub(super) fn finish(self, movetext: &mut Vec<Element>, foul_claimed: bool) {
        if !foul_claimed {
            return;
        }
        let Some((index, Some(before), last)) = self.last else {
            return;
        };
        if let Element::Moves { span } = &mut movetext[index] {
            span.len = before - span.offset;
        }
        movetext.insert(index + 1, Element::Moves { span: last });
    }
}

/// The commonest line of a record, a move of seven bytes (`+7776FU`) and
/// its line ending: the bytes it takes, newline included. The line is one
/// part of the split at commas, starts with a sign and has no white space
/// to trim, so that split would read it as one move; every other line
/// takes that way.
fn seven_byte_move(rest: &[u8]) -> Option<usize> {
    let line = rest.get(..MOVE_LEN)?;
    let taken = match &rest[MOVE_LEN..] {
        [b'\n', ..] => MOVE_LEN + 1,
        [b'\r', b'\n', ..] => MOVE_LEN + 2,
        _ => return None,
    };
    let is_move = matches!(line[0], b'+' | b'-')
        && line[1..].iter().all(|&b| b.is_ascii_graphic() && b != b',');
    is_move.then_some(taken)
}

/// The bytes of a move (`+7776FU`).
const MOVE_LEN: usize = 7;

/// The `/` lines between the games of a CSA text, newline included, in
/// order. Found by searching for `/` rather than line by line: it is rare
/// in a record, and this scan runs over whole archives.
pub fn separator_lines(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some(slash) = text[from..].find('/').map(|i| from + i) {
            let start = text[..slash].rfind('\n').map_or(0, |i| i + 1);
            let end = text[slash..]
                .find('\n')
                .map_or(text.len(), |i| slash + i + 1);
            from = end;
            if text[start..end].trim() == "/" {
                return Some(start..end);
            }
        }
        from = text.len();
        None
    })
}

fn read_game(text: &str, from: usize, to: usize, runs: Runs) -> GameRecord {
    let mut game = GameRecord {
        span: Span::new(from, to - from),
        ..Default::default()
    };
    let mut setup = Setup {
        cells: [[None; 9]; 9],
        hands: [[0; 7]; 2],
        used: false,
        rest_to: None,
    };
    let mut side = 0;
    let mut position_span: Option<Span> = None;
    let mut plies = 0usize;
    let mut ended = false;
    let mut moves = RunJoiner::new(runs);
    let mut at = from;
    while at < to {
        if let Some(taken) = seven_byte_move(&text.as_bytes()[at..to]) {
            moves.push(&mut game.movetext, text, Span::new(at, MOVE_LEN));
            plies += 1;
            at += taken;
            continue;
        }
        let mut line_at = at;
        at = text.as_bytes()[at..to]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(to, |i| at + i + 1);
        let mut end = at;
        while end > line_at && matches!(text.as_bytes()[end - 1], b'\n' | b'\r') {
            end -= 1;
        }
        let mut line = &text[line_at..end];
        if let Some(rest) = line.strip_prefix('\u{feff}') {
            line = rest;
            line_at += '\u{feff}'.len_utf8();
        }
        if let Some(c) = line.strip_prefix('\'') {
            // `'Rules: otomo`: a tag that CSA has no field for, as hensou
            // writes it (only before the first move).
            // (Looked for only then: an engine's log writes a comment a move.)
            if let Some((name, value)) = (plies == 0).then(|| comment_tag(c)).flatten() {
                game.tags.push(Tag {
                    name: name.to_string(),
                    value: value.to_string(),
                    span: Span::new(line_at, line.len()),
                });
                continue;
            }
            game.movetext.push(Element::Comment {
                text: c.trim().to_string(),
                style: CommentStyle::Line,
                span: Span::new(line_at, line.len()),
            });
            continue;
        }
        // Information lines hold free text, commas and colons included.
        let information = line.trim_start().starts_with('$');
        let mut part_at = line_at;
        for part in line.split(|c| c == ',' && !information) {
            let p_at = part_at;
            part_at += part.len() + 1;
            let t = part.trim();
            let t_at = p_at + (part.len() - part.trim_start().len());
            if t.starts_with('\'') {
                // `+7776FU,T12,'comment, with commas`: the rest of the line.
                let c = line[t_at - line_at..].trim_end();
                game.movetext.push(Element::Comment {
                    text: c[1..].trim().to_string(),
                    style: CommentStyle::Line,
                    span: Span::new(t_at, c.len()),
                });
                break;
            }
            let span = Span::new(t_at, t.len());
            // A move (`+7776FU`), the commonest part; no other part starts
            // so but the lone `+` or `-` of the side to move.
            if t.len() > 1 && t.starts_with(['+', '-']) {
                moves.push(&mut game.movetext, text, span);
                plies += 1;
                continue;
            }
            let mut issue = |message: String| {
                game.issues.push(ReadIssue {
                    code: CsaCode::Line.id(),
                    message,
                    span,
                    warning: false,
                });
            };
            if let Some(seconds) = t.strip_prefix('T').filter(|_| plies > 0) {
                // The time the move before took, in seconds (V3.0 adds
                // fractions, which a record of whole seconds drops).
                let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
                if !fraction.trim_matches('0').is_empty() {
                    game.issues.push(ReadIssue {
                        code: CsaCode::Time.id(),
                        message: format!(
                            "hensou keeps whole seconds: `{t}` is read as T{whole}, and conversion writes that"
                        ),
                        span,
                        warning: true,
                    });
                }
                if let Ok(seconds) = whole.parse::<u32>() {
                    game.movetext.push(Element::Time {
                        time: MoveTime {
                            seconds,
                            total: None,
                        },
                        span,
                    });
                }
                continue;
            }
            if t.is_empty() || t.starts_with('V') || t.starts_with('T') {
                continue;
            }
            if let Some(name) = t.strip_prefix("N+").or_else(|| t.strip_prefix("N-")) {
                let tag = if t.starts_with("N+") { "Sente" } else { "Gote" };
                game.tags.push(Tag {
                    name: tag.into(),
                    value: name.to_string(),
                    span,
                });
                continue;
            }
            if let Some(info) = t.strip_prefix('$') {
                let (k, v) = info.split_once(':').unwrap_or((info, ""));
                let key = format!("${k}");
                let name = TAG_NAMES
                    .iter()
                    .find(|n| n.2 == key)
                    .map_or(k.to_string(), |n| n.0.to_string());
                game.tags.push(Tag {
                    name,
                    value: v.to_string(),
                    span,
                });
                continue;
            }
            if let Some(word) = t.strip_prefix('#') {
                // The CSA server's game-end messages, as a client's transcript
                // keeps them: the reason (who is to move tells who lost), then
                // `#WIN`/`#LOSE` as seen by the player the server wrote to.
                let mover = (side + plies) % 2;
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
                    _ => {
                        issue(format!("`{t}` is not a CSA server result"));
                        continue;
                    }
                };
                match token {
                    Some((token, ending)) if !ended => {
                        if word == "ILLEGAL_MOVE" {
                            game.foul = Some(FoulClaim {
                                span,
                                last_move: false,
                            });
                        }
                        game.movetext.push(Element::Result {
                            token,
                            span,
                            ending: Some(ending),
                        });
                        ended = true;
                    }
                    Some(_) => {}
                    None if ended => {}
                    None => game.issues.push(ReadIssue {
                        code: CsaCode::ServerResult.id(),
                        message: format!(
                            "`{t}` is the result as one player was told, and the record does not say which player; read as no result"
                        ),
                        span,
                        warning: true,
                    }),
                }
                continue;
            }
            if t.starts_with('%') {
                let word = t.split_whitespace().next().unwrap_or(t);
                let mover = (side + plies) % 2;
                let Some((token, ending)) = ending_token(word, mover) else {
                    issue(format!("`{word}` is not a CSA ending"));
                    continue;
                };
                if !ended {
                    if word == "%KACHI" {
                        game.declaration = Some(span);
                    }
                    if word.contains("ILLEGAL") {
                        game.foul = Some(FoulClaim {
                            span,
                            last_move: false,
                        });
                    }
                    game.movetext.push(Element::Result {
                        token,
                        span,
                        ending: Some(ending),
                    });
                    ended = true;
                }
                continue;
            }
            if let Some(rest) = t.strip_prefix('P') {
                setup.used = true;
                position_span = Some(
                    position_span.map_or(span, |s| Span::new(s.offset, span.end() - s.offset)),
                );
                match setup_line(&mut setup, rest) {
                    Ok(None) => {}
                    Ok(Some(warning)) => game.issues.push(ReadIssue {
                        code: CsaCode::Trailing.id(),
                        message: warning,
                        span,
                        warning: true,
                    }),
                    Err(m) => issue(m),
                }
                continue;
            }
            if (t == "+" || t == "-") && plies == 0 {
                side = if t == "+" { 0 } else { 1 };
                continue;
            }
            if t.starts_with(['+', '-']) || t.as_bytes().first().is_some_and(u8::is_ascii_digit) {
                moves.push(&mut game.movetext, text, span);
                plies += 1;
                continue;
            }
            issue(format!("`{t}` is not a CSA line"));
        }
    }
    moves.finish(&mut game.movetext, game.foul.is_some());
    if !setup.used {
        let first_move = game.movetext.iter().find_map(|e| match e {
            Element::Moves { span } => {
                let run = &text[span.range()];
                let word = run.find([' ', '\t', '\r', '\n', ',']).unwrap_or(run.len());
                Some(Span::new(span.offset, word))
            }
            _ => None,
        });
        game.issues.push(ReadIssue {
            code: CsaCode::NoPosition.id(),
            message: "the record has no position lines (`PI`, `P1`-`P9`): read from the even start"
                .into(),
            span: first_move.unwrap_or(Span::new(from, 0)),
            warning: true,
        });
    }
    if let Some(colour) = setup.rest_to {
        setup.rest_to_hand(colour);
    }
    // The even start, the commonest set-up, is told without writing it.
    let even = side == 0 && setup.hands == [[0; 7]; 2] && setup.cells == Setup::hirate().cells;
    if setup.used && !even {
        let sfen = setup.sfen(side);
        if sfen != "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" {
            game.tags.push(Tag {
                name: "Position".into(),
                value: sfen,
                span: position_span.unwrap_or_default(),
            });
        }
    }
    game.tags.insert(
        0,
        Tag {
            name: "Variant".into(),
            value: "shogi".into(),
            span: Span::new(from, 0),
        },
    );
    game.tags.push(Tag {
        name: "Notation".into(),
        value: "csa".into(),
        span: Span::new(from, 0),
    });
    game
}

fn side_token(winner: usize) -> String {
    if winner == 0 {
        "1-0".into()
    } else {
        "0-1".into()
    }
}

/// One `P` line without its `P`; `Ok(Some(warning))` when it was read
/// leniently.
fn setup_line(setup: &mut Setup, rest: &str) -> Result<Option<String>, String> {
    let b = rest.as_bytes();
    match b.first() {
        Some(b'I') => {
            let hirate = Setup::hirate();
            setup.cells = hirate.cells;
            // `PI82HI22KA`: pieces taken off.
            for chunk in rest.as_bytes()[1..].chunks(4) {
                let s = std::str::from_utf8(chunk).unwrap_or("");
                let (Some(f), Some(r)) = (
                    s.chars().next().and_then(|c| c.to_digit(10)),
                    s.chars().nth(1).and_then(|c| c.to_digit(10)),
                ) else {
                    return Err(format!("`{s}` is not a square and piece"));
                };
                if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
                    return Err(format!("`{s}` is not a square"));
                }
                let cell = &mut setup.cells[r as usize - 1][9 - f as usize];
                let named = s.get(2..).and_then(piece);
                if named.is_none() || cell.map(|(_, l, p)| (l, p)) != named {
                    return Err(format!(
                        "`{s}`: the even start has no {} on {f}{r}",
                        s.get(2..).unwrap_or("piece")
                    ));
                }
                *cell = None;
            }
            Ok(None)
        }
        Some(d @ b'1'..=b'9') => {
            let rank = (d - b'1') as usize;
            let mut cells: Vec<char> = rest[1..].chars().collect();
            // Trailing blanks of an empty file 1 are often trimmed.
            if cells.len() >= 25 && cells.len() < 27 {
                cells.resize(27, ' ');
            }
            if cells.len() < 27 {
                return Err(format!("row {} has fewer than 9 squares", rank + 1));
            }
            // ` *.` (mog-core-scala's writer): an empty ninth square with a
            // character where its blank would be.
            let trailing: String = if cells[24..26] == [' ', '*'] && cells[26] != ' ' {
                let t: String = cells[26..].iter().collect();
                cells.truncate(26);
                cells.push(' ');
                t
            } else {
                cells[27..].iter().collect()
            };
            let warning = (!trailing.trim().is_empty()).then(|| {
                format!(
                    "`{}` after the ninth square of row {} is not part of the board; ignored",
                    trailing.trim(),
                    rank + 1
                )
            });
            for f in 0..9 {
                let cell: String = cells[f * 3..f * 3 + 3].iter().collect();
                setup.cells[rank][f] = if cell.trim() == "*" {
                    None
                } else {
                    let colour = match cell.chars().next() {
                        Some('+') => 0,
                        Some('-') => 1,
                        _ => return Err(format!("`{cell}` is not a CSA square (+FU, -KA, * ...)")),
                    };
                    let (letter, promoted) = piece(&cell[1..])
                        .ok_or_else(|| format!("`{}` is not a CSA piece code", &cell[1..]))?;
                    Some((colour, letter, promoted))
                };
            }
            Ok(warning)
        }
        Some(c @ (b'+' | b'-')) => {
            let colour = if *c == b'+' { 0 } else { 1 };
            for chunk in rest.as_bytes()[1..].chunks(4) {
                // ASCII only: a chunk that is valid UTF-8 may still hold a
                // multi-byte character that `s[2..]` would cut.
                let s = std::str::from_utf8(chunk)
                    .ok()
                    .filter(|s| s.is_ascii())
                    .ok_or_else(|| "not ASCII".to_string())?;
                if s.len() < 4 {
                    return Err(format!("`{s}` is not a square and piece"));
                }
                if s == "00AL" {
                    setup.rest_to = Some(colour);
                    continue;
                }
                let (letter, promoted) = piece(&s[2..])
                    .ok_or_else(|| format!("`{}` is not a CSA piece code", &s[2..]))?;
                if &s[..2] == "00" {
                    let i = HAND
                        .iter()
                        .position(|h| *h == letter)
                        .filter(|_| !promoted)
                        .ok_or("a king cannot be in hand")?;
                    setup.hands[colour][i] += 1;
                } else {
                    let (f, r) = (
                        s.as_bytes()[0].wrapping_sub(b'0'),
                        s.as_bytes()[1].wrapping_sub(b'0'),
                    );
                    if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
                        return Err(format!("`{s}` is not a square"));
                    }
                    setup.cells[r as usize - 1][9 - f as usize] = Some((colour, letter, promoted));
                }
            }
            Ok(None)
        }
        _ => Err(format!("`P{rest}` is not a CSA position line")),
    }
}

/// Writes a CSA V2.2 record.
/// `Name: value` in a comment, for tags without a CSA field.
fn comment_tag(comment: &str) -> Option<(&str, &str)> {
    let (name, value) = comment.split_once(": ")?;
    let word = !name.is_empty()
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    word.then(|| (name, value.trim()))
}

pub fn write(game: &crate::record::write::OutGame) -> String {
    use super::kif::{first_mover, sfen_parts};
    use crate::record::write::OutItem;
    let mut out = String::from("V2.2\n");
    for (name, value) in &game.tags {
        match name.as_str() {
            "Notation" => {}
            "Position" => {
                if let (_, Some(fields)) = crate::record::write::split_position_fields(value) {
                    out.push_str(&format!(
                        "'{}: {fields}\n",
                        crate::record::write::POSITION_FIELDS
                    ));
                }
            }
            "Variant" if matches!(value.as_str(), "shogi" | "otomo") => {}
            "Sente" => out.push_str(&format!("N+{value}\n")),
            "Gote" => out.push_str(&format!("N-{value}\n")),
            _ => match TAG_NAMES.iter().find(|t| t.0 == name) {
                Some(t) => out.push_str(&format!("{}:{value}\n", t.2)),
                // A KIF or JKF header CSA has no key for (作者, 表題):
                // an information line of its own.
                None if !name.is_ascii() && !name.contains([':', ',']) => {
                    out.push_str(&format!("${name}:{value}\n"))
                }
                None => out.push_str(&format!("'{name}: {value}\n")),
            },
        }
    }
    let position = game
        .tags
        .iter()
        .find(|(n, _)| n == "Position")
        .and_then(|(_, v)| sfen_parts(v));
    match position {
        None => out.push_str("PI\n+\n"),
        Some((cells, hands, side)) => {
            for (r, row) in cells.iter().enumerate() {
                out.push_str(&format!("P{}", r + 1));
                for cell in row {
                    match cell {
                        None => out.push_str(" * "),
                        Some((colour, l, p)) => {
                            let code = code(*l, *p).unwrap_or("??");
                            out.push(if *colour == 0 { '+' } else { '-' });
                            out.push_str(code);
                        }
                    }
                }
                out.push('\n');
            }
            for colour in 0..2 {
                let mut line = String::new();
                for &(_, l, n) in hands.iter().filter(|h| h.0 == colour) {
                    let code = code(l, false).unwrap_or("??");
                    for _ in 0..n {
                        line.push_str(&format!("00{code}"));
                    }
                }
                if !line.is_empty() {
                    out.push_str(&format!("P{}{line}\n", if colour == 0 { '+' } else { '-' }));
                }
            }
            out.push_str(if side == 0 { "+\n" } else { "-\n" });
        }
    }
    let mut plies = 0;
    for item in &game.items {
        match item {
            OutItem::Ply { index, text } => {
                plies = index + 1;
                out.push_str(text);
                out.push('\n');
            }
            OutItem::Comment { text, .. } => {
                for l in text.lines() {
                    out.push_str(&format!("'{l}\n"));
                }
            }
            // `+7776FU,T12`: on the move's own line.
            OutItem::Time(time) => {
                if out.ends_with('\n') {
                    out.pop();
                }
                out.push_str(&format!(",T{}\n", time.seconds));
            }
            // CSA has no variations, nor a time for the ending: the
            // conversion reports each one.
            OutItem::Variation { .. } | OutItem::EndTime(_) => {}
        }
    }
    let next = (first_mover(game) + plies) % 2;
    if let Some(e) = ending_statement(game.result.as_deref(), game.reason.as_deref(), next) {
        out.push_str(e);
        out.push('\n');
    }
    out
}

/// The result token of a `%` ending statement when `mover` (0 Sente) is
/// to move, and how the game ended.
pub(super) fn ending_token(word: &str, mover: usize) -> Option<(String, Ending)> {
    Some(match ENDINGS.iter().find(|(w, ..)| *w == word) {
        Some((_, Some(true), ending)) => (side_token(mover), *ending),
        Some((_, Some(false), ending)) => (side_token(mover ^ 1), *ending),
        Some((w, None, ending)) if matches!(*w, "%CHUDAN" | "%FUZUMI" | "%MATTA" | "%ERROR") => {
            ("*".into(), *ending)
        }
        Some((_, None, ending)) => ("1/2-1/2".into(), *ending),
        None if word == "%+ILLEGAL_ACTION" => (side_token(1), Ending::IllegalMove),
        None if word == "%-ILLEGAL_ACTION" => (side_token(0), Ending::IllegalMove),
        None => return None,
    })
}

/// The `%` statement for a result token and the reason the game ended,
/// `next` the side to move.
pub(super) fn ending_statement(
    result: Option<&str>,
    reason: Option<&str>,
    next: usize,
) -> Option<&'static str> {
    let winner = match result {
        Some("1-0") => Some(0),
        Some("0-1") => Some(1),
        _ => None,
    };
    match (result, reason, winner) {
        (None, _, _) => None,
        (_, Some("mate" | "no-legal-move"), _) => Some("%TSUMI"),
        (_, Some("sennichite"), _) => Some("%SENNICHITE"),
        (_, Some("opponent-illegal-move"), _) => Some("%ILLEGAL_MOVE"),
        (_, Some(r), Some(w)) if r.starts_with("impasse") && w == next => Some("%KACHI"),
        (Some("*"), _, _) => Some("%CHUDAN"),
        (_, _, None) => Some("%JISHOGI"),
        (_, Some("perpetual-check"), Some(w)) => Some(if w == 0 {
            "%-ILLEGAL_ACTION"
        } else {
            "%+ILLEGAL_ACTION"
        }),
        (_, _, Some(w)) if w == next => Some(if next == 0 {
            "%-ILLEGAL_ACTION"
        } else {
            "%+ILLEGAL_ACTION"
        }),
        (_, _, Some(_)) => Some("%TORYO"),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A record with no `P` lines is read from the even start, and says so
    /// at its first move; one with them does not.
    #[test]
    fn no_position_lines_is_the_even_start_with_a_warning() {
        let text = "V2.2\nN+A\nN-B\n+7776FU\n-3334FU\n%TORYO\n";
        let game = &read(text)[0];
        assert_eq!(game.tag("Position"), None);
        let said: Vec<_> = game
            .issues
            .iter()
            .filter(|i| i.code == CsaCode::NoPosition)
            .collect();
        assert_eq!(said.len(), 1);
        assert!(said[0].warning);
        assert_eq!(&text[said[0].span.range()], "+7776FU");
        assert!(said[0].message.contains("even start"));
        for set in ["PI\n+\n+7776FU\n", "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n+\n"] {
            let issues = &read(set)[0].issues;
            assert!(
                issues.iter().all(|i| i.code != CsaCode::NoPosition),
                "{set}"
            );
        }
    }

    #[test]
    fn csa_lines_become_elements() {
        let text = "V2.2\nN+A\nN-B\n$EVENT:test\nPI\n+\n+7776FU,T1\n-3334FU\n'note\n%TORYO\n";
        let g = &read(text)[0];
        assert_eq!(
            (g.tag("Sente"), g.tag("Gote"), g.tag("Event")),
            (Some("A"), Some("B"), Some("test"))
        );
        assert_eq!(g.tag("Position"), None);
        let moves: Vec<&str> = g.move_runs(text);
        assert_eq!(moves, ["+7776FU", "-3334FU"]);
        assert!(
            g.movetext
                .iter()
                .any(|e| matches!(e, Element::Result { token, .. } if token == "0-1"))
        );
    }

    #[test]
    fn a_handicap_and_pieces_in_hand_make_a_position() {
        let g = &read("PI82HI\nP+00FU\n-\n")[0];
        assert_eq!(
            g.tag("Position"),
            Some("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w P 1")
        );
    }

    #[test]
    fn the_even_start_makes_no_position() {
        let rows = "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \n\
                    P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \n\
                    P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n\
                    P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \n\
                    P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n";
        for text in ["PI\n+\n".to_string(), format!("{rows}+\n")] {
            assert_eq!(read(&text)[0].tag("Position"), None, "{text}");
        }
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
        assert_eq!(
            read("PI\n-\n")[0].tag("Position").map(str::to_string),
            Some(format!("{sfen} w - 1"))
        );
        assert_eq!(
            read(&format!("{rows}P+00FU\n+\n"))[0]
                .tag("Position")
                .map(str::to_string),
            Some(format!("{sfen} b P 1"))
        );
    }

    #[test]
    fn a_handicap_names_the_pieces_it_removes() {
        let g = &read("PI82HI22KA11KY\n-\n")[0];
        assert_eq!(
            g.tag("Position"),
            Some("lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
        );
        let g = &read("PI82KA\n-\n")[0];
        assert_eq!(g.issues.len(), 1);
        assert!(
            g.issues[0].message.contains("no KA on 82"),
            "{:?}",
            g.issues
        );
    }

    #[test]
    fn server_result_lines_read_as_the_result_they_mean() {
        let result = |text: &str| {
            let g = &read(text)[0];
            let token = g.movetext.iter().find_map(|e| match e {
                Element::Result { token, .. } => Some(token.clone()),
                _ => None,
            });
            (
                token,
                g.issues.iter().map(|i| i.code.as_str()).collect::<Vec<_>>(),
            )
        };
        // After one Sente move, Gote is to move.
        for (line, token) in [
            ("#RESIGN", "1-0"),
            ("#TIME_UP", "1-0"),
            ("#ILLEGAL_MOVE", "1-0"),
            ("#OUTE_SENNICHITE", "0-1"),
            ("#SENNICHITE", "1/2-1/2"),
            ("#MAX_MOVES", "1/2-1/2"),
            ("#CENSORED", "1/2-1/2"),
            ("#DRAW", "1/2-1/2"),
            ("#CHUDAN", "*"),
            ("#JISHOGI", "*"),
        ] {
            let text = format!("PI\n+\n+7776FU\n{line}\n#WIN\n");
            assert_eq!(result(&text), (Some(token.to_string()), vec![]), "{line}");
        }
        // A % ending comes first and stands; #WIN alone says nothing sure.
        assert_eq!(
            result("PI\n+\n+7776FU\n%TORYO\n#RESIGN\n#LOSE\n").0,
            Some("1-0".into())
        );
        assert_eq!(
            result("PI\n+\n+7776FU\n#WIN\n"),
            (None, vec![CsaCode::ServerResult.as_str()])
        );
        assert_eq!(result("PI\n+\n#FOO\n").1, vec![CsaCode::Line.as_str()]);
    }

    #[test]
    fn a_slash_separates_games() {
        let games =
            read("V2.2\nPI\n+\n+7776FU\n%CHUDAN\n/\nV2.2\nPI\n+\n+2726FU\n-8384FU\n%SENNICHITE\n");
        assert_eq!(games.len(), 2);
        let results: Vec<_> = games
            .iter()
            .map(|g| {
                g.movetext.iter().find_map(|e| match e {
                    Element::Result { token, .. } => Some(token.as_str()),
                    _ => None,
                })
            })
            .collect();
        assert_eq!(results, [Some("*"), Some("1/2-1/2")]);
    }

    proptest::proptest! {
        /// A line the byte test takes for a move is what the split into
        /// comma-separated parts reads as one move: a single part at the
        /// line's start, signed, no shorter than the trimmed line.
        #[test]
        fn seven_byte_move_agrees_with_the_part_split(rest in "[-+,' T\u{feff}]([0-9A-Z]{6}|[0-9A-Z ,\t\u{3000}]{4,7})(\n|\r\n|\r| |)[-+0-9A-Z\n]{0,3}") {
            if let Some(taken) = seven_byte_move(rest.as_bytes()) {
                let line = rest[..taken].trim_end_matches(['\n', '\r']);
                let t = line.trim();
                proptest::prop_assert_eq!(line.split(',').count(), 1);
                proptest::prop_assert!(line.starts_with(t));
                proptest::prop_assert!(t.starts_with(['+', '-']));
                proptest::prop_assert_eq!(t.len(), MOVE_LEN);
                proptest::prop_assert_eq!(rest[..taken].matches('\n').count(), 1);
            }
        }
    }

    #[test]
    fn seven_byte_moves_are_taken_with_their_line_ending() {
        assert_eq!(seven_byte_move(b"+7776FU\n-3334FU"), Some(8));
        assert_eq!(seven_byte_move(b"-0055KA\r\n"), Some(9));
        for line in [
            "+7776FU",
            "+7776FU \n",
            "+7776F\n",
            "+77,6FU\n",
            "T12345\n\n",
            "+7776FU\r",
        ] {
            assert_eq!(seven_byte_move(line.as_bytes()), None, "{line:?}");
        }
    }

    /// What the driver makes of a game: every ply, problem and loss, the
    /// foul, the result, the conversion and the last position.
    fn verdict(text: &str, game: &GameRecord, convert_to: Option<&str>) -> String {
        let options = crate::replay::Options {
            convert_to: convert_to.map(str::to_string),
            ..Default::default()
        };
        let r = crate::replay::run(text, game, &options);
        format!(
            "{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
            r.plies,
            r.problems,
            r.foul,
            r.result_token,
            r.converted,
            r.losses,
            r.session.map(|s| s.position_string())
        )
    }

    /// The games of `text` read with runs joined and with each move apart
    /// are read, checked, converted (to `to` too) and reported alike.
    pub(in crate::variants::shogi::formats) fn same_verdicts(
        text: &str,
        joined: &[GameRecord],
        apart: &[GameRecord],
        to: &str,
    ) {
        assert_eq!(joined.len(), apart.len(), "{text:?}");
        for (j, a) in joined.iter().zip(apart) {
            for to in [None, Some(to)] {
                assert_eq!(verdict(text, j, to), verdict(text, a, to), "{text:?}");
            }
        }
    }

    /// Calls `check` with the text of every fixture whose name ends in one
    /// of `extensions`.
    pub(in crate::variants::shogi::formats) fn each_fixture(
        extensions: &[&str],
        mut check: impl FnMut(&str),
    ) {
        let mut dirs = vec![std::path::PathBuf::from("fixtures")];
        let mut read = 0;
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).expect("fixtures") {
                let path = entry.expect("a fixture").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path
                    .extension()
                    .is_some_and(|e| extensions.iter().any(|x| e == *x))
                {
                    let bytes = std::fs::read(&path).expect("a fixture");
                    check(&crate::record::encoding::decode(&bytes).text);
                    read += 1;
                }
            }
        }
        assert!(read > 0);
    }

    /// Moves joined into runs are read, checked, converted and reported as
    /// each move apart.
    fn joined_runs_read_as_apart(text: &str) {
        let (joined, apart) = (read_as(text, Runs::Joined), read_as(text, Runs::Apart));
        same_verdicts(text, &joined, &apart, "csa");
    }

    #[test]
    fn fixtures_read_the_same_with_runs_joined() {
        each_fixture(&["csa"], joined_runs_read_as_apart);
    }

    /// A game that repeats its position a fourth time at ply 14
    /// (sennichite), so that moves go on after its end.
    const REPEATING: [&str; 16] = [
        "+7776FU", "-3334FU", "+2838HI", "-8272HI", "+3828HI", "-7282HI", "+2838HI", "-8272HI",
        "+3828HI", "-7282HI", "+2838HI", "-8272HI", "+3828HI", "-7282HI", "+2726FU", "-8384FU",
    ];

    /// Lines a record may hold between its moves, blank and odd ones too.
    const OTHER_LINES: [&str; 24] = [
        "",
        "   ",
        "T12",
        "'note",
        "%TORYO",
        "%ILLEGAL_MOVE",
        "#ILLEGAL_MOVE",
        "%KACHI",
        "+7776FU,T3",
        "-3334FU extra",
        "+2726FU;x",
        "\u{feff}+7776FU",
        "P+00FU",
        "+2726FU\u{3000}",
        "-8384FU\r",
        "+",
        "7776FU",
        "+99",
        "/",
        "+Q:5958OU",
        "+７７７６FU",
        "-3334FU\t",
        "V2.2",
        "+7776FU,-3334FU",
    ];

    /// A foul claimed after the game's end: the ply after the end is taken
    /// for the foul only when it is the last move.
    #[test]
    fn a_foul_claimed_after_the_end_reads_as_apart() {
        for moves in [15, 16] {
            let mut text = "PI\n+\n".to_string();
            for mv in &REPEATING[..moves] {
                text.push_str(mv);
                text.push('\n');
            }
            for claim in ["%ILLEGAL_MOVE", "#ILLEGAL_MOVE", "%+ILLEGAL_ACTION"] {
                joined_runs_read_as_apart(&format!("{text}{claim}\n"));
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn records_read_the_same_with_runs_joined(
            lines in proptest::collection::vec(0..6 * OTHER_LINES.len(), 0..40),
            header in 0..3usize,
        ) {
            let mut text = ["PI\n+\n", "V2.2\n'Rules: otomo\nPI\n+\n", ""][header].to_string();
            let mut next = 0;
            for line in lines {
                match OTHER_LINES.get(line) {
                    Some(other) => text.push_str(other),
                    None => {
                        text.push_str(REPEATING[next % REPEATING.len()]);
                        next += 1;
                    }
                }
                text.push('\n');
            }
            joined_runs_read_as_apart(&text);
        }
    }
}
