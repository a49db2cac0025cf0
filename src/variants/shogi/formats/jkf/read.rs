//! Reading a JKF text into game records.

use super::PRESETS;
use super::json::{Json, Value, parse};
use crate::messages::Msg;
use crate::record::RecordCode;
use crate::record::{
    CommentStyle, Element, FoulClaim, GameRecord, MAX_VARIATION_DEPTH, MoveTime, ReadIssue, Span,
    Tag,
};
use crate::rule_id::RuleId;
use crate::variants::shogi::board::Piece;
use crate::variants::shogi::formats::JkfCode;
use crate::variants::shogi::formats::csa;
use crate::variants::shogi::formats::kif::{HANDICAPS, TAG_NAMES};
use crate::variants::shogi::formats::setup::{Setup, SetupError, holdable};
use crate::variants::shogi::notation::csa::{code, kind_of_code};

/// Reads a JKF text: one game, or several one after another.
pub fn read(text: &str) -> Vec<GameRecord> {
    let mut games: Vec<GameRecord> = Vec::new();
    let error = parse(text, |root| games.push(read_game(&root, root.span)));
    if games.len() == 1 && error.is_none() {
        // A record alone spans the whole text.
        games[0].span = Span::new(0, text.len());
    }
    if let Some((message, at)) = error {
        let start = games.last().map_or(0, |g| g.span.end());
        let mut game = new_game(Span::new(start, text.len() - start));
        let at = crate::record::floor_char_boundary(text, at);
        let len = text[at..].chars().next().map_or(0, char::len_utf8);
        game.issues.push(issue(
            JkfCode::Json,
            crate::msg!("jkf-not-json", why = message),
            Span::new(at, len),
        ));
        games.push(game);
    }
    games
}

/// A game record spanning `span`, of shogi.
pub(super) fn new_game(span: Span) -> GameRecord {
    let mut game = GameRecord {
        span,
        ..Default::default()
    };
    game.tags.push(Tag {
        name: "Variant".into(),
        value: "shogi".into(),
        span: Span::new(0, 0),
    });
    game
}

/// The game of one JKF object.
pub(super) fn read_game(root: &Json, span: Span) -> GameRecord {
    let game = new_game(span);
    let mut reader = Reader {
        game,
        first: 0,
        depth: 0,
    };
    reader.header(root);
    reader.initial(root);
    reader.game.tags.push(Tag {
        name: "Notation".into(),
        value: "csa".into(),
        span: Span::new(0, 0),
    });
    match root.get("moves").and_then(Json::array) {
        Some(moves) => {
            let movetext = reader.line(moves, 0, true);
            reader.game.movetext = movetext;
            // Forks may come before their move in the object.
            reader.game.readings.sort_by_key(|r| r.0);
        }
        None => {
            let span = root.get("moves").map_or(root.span, |m| m.span);
            reader
                .game
                .issues
                .push(issue(JkfCode::Moves, crate::msg!("jkf-no-moves"), span));
        }
    }
    reader.game
}

pub(super) fn issue(code: impl Into<RuleId>, message: Msg, span: Span) -> ReadIssue {
    ReadIssue {
        code: code.into(),
        message,
        span,
        warning: false,
    }
}

pub(super) struct Reader {
    game: GameRecord,
    /// Who moves first (0 Sente).
    first: usize,
    depth: usize,
}

impl Reader {
    fn header(&mut self, root: &Json) {
        let Some(Value::Object(fields)) = root.get("header").map(|h| &h.value) else {
            return;
        };
        for (key, value) in fields {
            let Some(v) = value.str() else { continue };
            if key == "手合割" {
                continue; // `initial` says it
            }
            let name = TAG_NAMES
                .iter()
                .find(|t| t.1 == key)
                .map_or(&**key, |t| t.0);
            self.game.tags.push(Tag {
                name: name.to_string(),
                value: v.to_string(),
                span: value.span,
            });
        }
    }

    fn initial(&mut self, root: &Json) {
        let Some(initial) = root.get("initial") else {
            return;
        };
        let preset = initial
            .get("preset")
            .and_then(Json::str)
            .unwrap_or("HIRATE");
        let setup = if preset == "OTHER" {
            match initial.get("data").map(initial_setup) {
                Some(Ok(setup)) => setup,
                Some(Err(e)) => {
                    self.game
                        .issues
                        .push(issue(JkfCode::Initial, e.msg(), initial.span));
                    return;
                }
                None => {
                    self.game.issues.push(issue(
                        JkfCode::Initial,
                        crate::msg!("jkf-other-needs-data"),
                        initial.span,
                    ));
                    return;
                }
            }
        } else {
            let handicap = PRESETS
                .iter()
                .find(|p| p.0 == preset)
                .and_then(|p| HANDICAPS.iter().find(|h| h.0 == p.1))
                .and_then(|h| Setup::from_sfen(h.1).ok());
            match handicap {
                Some(setup) => setup,
                None => {
                    self.game.issues.push(issue(
                        JkfCode::Initial,
                        crate::msg!("jkf-unknown-preset", preset = preset),
                        initial.span,
                    ));
                    return;
                }
            }
        };
        self.first = setup.side;
        if setup != Setup::even() {
            self.game.tags.push(Tag {
                name: "Position".into(),
                value: setup.sfen(),
                span: initial.span,
            });
        }
    }

    /// The movetext of one line of `moves` (the record's, or a fork's),
    /// whose first entry is at ply `start` (from 0). The record's line
    /// starts with the entry of the comments before the first move.
    fn line(&mut self, moves: &[Json], start: usize, record: bool) -> Vec<Element> {
        let mut out = Vec::new();
        let mut ply = start;
        let mut ended = false;
        for (k, entry) in moves.iter().enumerate() {
            if record && k == 0 && entry.get("move").is_none() && entry.get("special").is_none() {
                self.comments(entry, &mut out);
                continue;
            }
            if ended {
                self.game.issues.push(issue(
                    RecordCode::AfterEnd,
                    crate::msg!("jkf-after-end"),
                    entry.span,
                ));
                break;
            }
            if let Some(special) = entry.get("special") {
                self.special(special, ply, record, &mut out);
                ended = true;
            } else if let Some(mv) = entry.get("move") {
                let mover = (self.first + ply) % 2;
                match csa_move(mv, mover) {
                    Ok(text) => {
                        out.push(Element::Moves { span: mv.span });
                        self.game.readings.push((mv.span.offset, text));
                    }
                    Err(m) => {
                        self.game.issues.push(issue(JkfCode::Move, m, mv.span));
                        break;
                    }
                }
                ply += 1;
            } else {
                self.game.issues.push(issue(
                    JkfCode::Move,
                    crate::msg!("jkf-no-move-entry"),
                    entry.span,
                ));
                break;
            }
            if let Some(time) = entry.get("time") {
                if let Some(t) = move_time(time) {
                    out.push(Element::Time {
                        time: t,
                        span: time.span,
                    });
                }
            }
            self.comments(entry, &mut out);
            self.forks(entry, ply - usize::from(!ended), &mut out);
        }
        out
    }

    /// The forks of `entry` as variations, each line's first entry at ply
    /// `start` (from 0).
    fn forks(&mut self, entry: &Json, start: usize, out: &mut Vec<Element>) {
        for fork in entry.get("forks").and_then(Json::array).unwrap_or(&[]) {
            let Some(fork_moves) = fork.array() else {
                continue;
            };
            let movetext = if self.depth + 1 < MAX_VARIATION_DEPTH {
                self.depth += 1;
                let m = self.line(fork_moves, start, false);
                self.depth -= 1;
                m
            } else {
                self.game.issues.push(ReadIssue {
                    warning: true,
                    ..issue(
                        RecordCode::VariationDepth,
                        crate::record::variation_depth("forks"),
                        fork.span,
                    )
                });
                Vec::new()
            };
            out.push(Element::Variation {
                span: fork.span,
                movetext,
            });
        }
    }

    fn comments(&self, entry: &Json, out: &mut Vec<Element>) {
        for c in entry.get("comments").and_then(Json::array).unwrap_or(&[]) {
            if let Some(text) = c.str() {
                out.push(Element::Comment {
                    text: text.to_string(),
                    style: CommentStyle::Line,
                    span: c.span,
                });
            }
        }
    }

    fn special(&mut self, special: &Json, ply: usize, record: bool, out: &mut Vec<Element>) {
        let word = special.str().unwrap_or("");
        let statement = format!("%{word}");
        let mover = (self.first + ply) % 2;
        let Some((token, ending)) = csa::ending_token(&statement, mover) else {
            self.game.issues.push(issue(
                JkfCode::Special,
                crate::msg!("jkf-not-an-ending", word = word),
                special.span,
            ));
            return;
        };
        if record {
            if word == "KACHI" {
                self.game.declaration = Some(special.span);
            }
            if word.contains("ILLEGAL") {
                self.game.foul = Some(FoulClaim {
                    span: special.span,
                    last_move: false,
                });
            }
        }
        out.push(Element::Result {
            token,
            span: special.span,
            ending: Some(ending),
        });
    }
}

/// The CSA move a JKF move object stands for: `+7776FU`, `-0055KA`; the
/// piece after a promotion is the promoted one.
pub(super) fn csa_move(mv: &Json, mover: usize) -> Result<String, Msg> {
    let place = |key: &str| -> Option<(u32, u32)> {
        let p = mv.get(key)?;
        Some((p.get("x")?.uint()?, p.get("y")?.uint()?))
    };
    let Some((tx, ty)) = place("to").filter(|(x, y)| (1..=9).contains(x) && (1..=9).contains(y))
    else {
        return Err(crate::msg!("jkf-move-to"));
    };
    let from = match mv.get("from") {
        None => (0, 0),
        Some(_) => place("from")
            .filter(|(x, y)| (1..=9).contains(x) && (1..=9).contains(y))
            .ok_or_else(|| crate::msg!("jkf-move-from"))?,
    };
    let piece = mv.get("piece").and_then(Json::str).unwrap_or("");
    let Some(kind) = kind_of_code(piece) else {
        return Err(crate::msg!("jkf-not-a-piece", piece = piece));
    };
    let promote = mv.get("promote").and_then(Json::bool).unwrap_or(false);
    let after = if promote && kind.can_promote() {
        code(kind.promoted())
    } else {
        piece
    };
    let colour = match mv.get("color").and_then(Json::uint) {
        Some(c @ 0..=1) => c as usize,
        _ => mover,
    };
    // Every part is a digit or a two-letter code: no formatter needed.
    let digit = |n: u32| char::from(b'0' + n as u8);
    let mut text = String::with_capacity(7);
    text.push(if colour == 0 { '+' } else { '-' });
    for n in [from.0, from.1, tx, ty] {
        text.push(digit(n));
    }
    text.push_str(after);
    Ok(text)
}

/// `time: {now: {m, s}, total: {h, m, s}}`.
pub(super) fn move_time(time: &Json) -> Option<MoveTime> {
    let seconds = |t: &Json| -> Option<u32> {
        let part = |k: &str| t.get(k).and_then(Json::uint).unwrap_or(0);
        part("h")
            .checked_mul(3600)?
            .checked_add(part("m").checked_mul(60)?)?
            .checked_add(part("s"))
    };
    Some(MoveTime {
        seconds: seconds(time.get("now")?)?,
        total: time.get("total").and_then(seconds),
        fraction: None,
    })
}

/// The position of `initial.data`: `color` (to move), `board`
/// (`board[x-1][y-1]`, `{color, kind}` or `{}`), `hands`
/// (`[{"FU": n, ...}, {...}]`).
fn initial_setup(data: &Json) -> Result<Setup, SetupError> {
    let mut setup = Setup::empty();
    let files = data
        .get("board")
        .and_then(Json::array)
        .filter(|b| b.len() == 9)
        .ok_or(SetupError::JkfBoardShape)?;
    for (x, file) in files.iter().enumerate() {
        let squares = file
            .array()
            .filter(|f| f.len() == 9)
            .ok_or(SetupError::JkfBoardShape)?;
        for (y, square) in squares.iter().enumerate() {
            let Some(name) = square.get("kind").and_then(Json::str) else {
                continue;
            };
            let kind = kind_of_code(name).ok_or(SetupError::NotAJkfPiece(name.into()))?;
            let colour = match square.get("color").and_then(Json::uint) {
                Some(c @ 0..=1) => c as usize,
                _ => return Err(SetupError::JkfColour),
            };
            setup.board[y][8 - x] = Some(Piece { kind, colour });
        }
    }
    if let Some(hands) = data.get("hands").and_then(Json::array) {
        for (colour, hand) in hands.iter().take(2).enumerate() {
            let Value::Object(pieces) = &hand.value else {
                continue;
            };
            for (name, n) in pieces {
                // A promoted piece's code counts as the piece it was (`TO` a pawn).
                let kind = kind_of_code(name)
                    .map(|k| k.unpromoted())
                    .filter(|&k| holdable(k));
                let kind = kind.ok_or_else(|| SetupError::NotInHand(name.to_string()))?;
                let n = n
                    .uint()
                    .filter(|n| *n <= 18)
                    .ok_or(SetupError::JkfHandCount)?;
                setup.hands[colour].set(kind, n);
            }
            setup.hands[colour].sort();
        }
    }
    setup.side = match data.get("color").and_then(Json::uint) {
        None | Some(0) => 0,
        _ => 1,
    };
    Ok(setup)
}
