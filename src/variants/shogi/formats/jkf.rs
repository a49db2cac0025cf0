//! JKF, the JSON Kifu Format of Kifu for JS (json-kifu-format): `header`
//! (KIF's header keys), `initial` (a handicap `preset`, or `OTHER` with the
//! board, hands and side to move), and `moves`: the first entry holds the
//! comments before the first move, every other one a `move` (`from`, `to`,
//! `color`, `piece`, `promote`, `same`...), or a `special` ending (`TORYO`,
//! the CSA words without `%`), with its `time`, `comments` and `forks` (the
//! variations that replace it).
//!
//! A move object is read as the CSA move it stands for (`+7776FU`), which
//! the game's CSA notation then checks; its diagnostics point at the
//! object in the file.

use std::borrow::Cow;

use super::csa::{self, HAND, Setup};
use super::kif::{HANDICAPS, TAG_NAMES, sfen_parts};
use crate::record::RecordCode;
use crate::record::write::{OutGame, OutItem};
use crate::record::{
    CommentStyle, Element, FoulClaim, GameRecord, MAX_VARIATION_DEPTH, MoveTime, ReadIssue, Span,
    Tag,
};
use crate::rule_id::RuleId;
use crate::variants::japanese::{FILE_DIGITS, RANK_NUMERALS};
use crate::variants::shogi::formats::JkfCode;
use crate::variants::shogi::notation::{self, kanji::read_kind};

/// JKF presets and the KIF handicaps they stand for.
const PRESETS: [(&str, &str); 16] = [
    ("HIRATE", "平手"),
    ("KY", "香落ち"),
    ("KY_R", "右香落ち"),
    ("KA", "角落ち"),
    ("HI", "飛車落ち"),
    ("HIKY", "飛香落ち"),
    ("2", "二枚落ち"),
    ("3", "三枚落ち"),
    ("4", "四枚落ち"),
    ("5", "五枚落ち"),
    ("5_L", "左五枚落ち"),
    ("6", "六枚落ち"),
    ("7_L", "左七枚落ち"),
    ("7_R", "右七枚落ち"),
    ("8", "八枚落ち"),
    ("10", "十枚落ち"),
];

/// Whether `text` is a JKF record: a JSON object with a `moves` key.
pub fn looks_like_jkf(text: &str) -> bool {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    t.starts_with('{') && t.contains("\"moves\"")
}

// ---- JSON with the byte span of every value -------------------------------

/// A JSON value and where it lies in the text. Strings without escapes
/// borrow from the text, which spares an allocation for nearly every key.
#[derive(Debug)]
struct Json<'a> {
    span: Span,
    value: Value<'a>,
}

#[derive(Debug)]
enum Value<'a> {
    Null,
    Bool(bool),
    Number(f64),
    Str(Cow<'a, str>),
    Array(Vec<Json<'a>>),
    Object(Vec<(Cow<'a, str>, Json<'a>)>),
}

impl<'a> Json<'a> {
    fn get(&self, key: &str) -> Option<&Json<'a>> {
        match &self.value {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    fn str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
    fn number(&self) -> Option<f64> {
        match &self.value {
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }
    fn uint(&self) -> Option<u32> {
        self.number()
            .filter(|n| *n >= 0.0 && n.fract() == 0.0 && *n <= f64::from(u32::MAX))
            .map(|n| n as u32)
    }
    fn array(&self) -> Option<&[Json<'a>]> {
        match &self.value {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
    fn bool(&self) -> Option<bool> {
        match &self.value {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

/// JSON nested deeper than this is refused (a JKF fork is four levels).
const MAX_JSON_DEPTH: usize = 4 * MAX_VARIATION_DEPTH + 16;

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

type Parsed<T> = Result<T, (String, usize)>;

/// The UTF-8 of U+FEFF, a byte order mark, which counts as space.
const BOM: &[u8] = "\u{feff}".as_bytes();

impl<'a> Parser<'a> {
    fn skip_space(&mut self) {
        let bytes = self.text.as_bytes();
        loop {
            match bytes.get(self.pos) {
                Some(b' ' | b'\t' | b'\n' | b'\r') => self.pos += 1,
                Some(0xEF) if bytes[self.pos..].starts_with(BOM) => self.pos += BOM.len(),
                _ => return,
            }
        }
    }

    fn fail<T>(&self, what: &str) -> Parsed<T> {
        Err((what.to_string(), self.pos))
    }

    fn value(&mut self, depth: usize) -> Parsed<Json<'a>> {
        if depth > MAX_JSON_DEPTH {
            return self.fail("the JSON is nested too deep");
        }
        self.skip_space();
        let start = self.pos;
        let rest = &self.text[self.pos..];
        let value = match rest.chars().next() {
            None => return self.fail("the JSON ends where a value was expected"),
            Some('{') => {
                self.pos += 1;
                let mut fields = Vec::new();
                self.skip_space();
                if self.text[self.pos..].starts_with('}') {
                    self.pos += 1;
                } else {
                    loop {
                        self.skip_space();
                        if !self.text[self.pos..].starts_with('"') {
                            return self.fail("expected a key in quotes");
                        }
                        let key = self.string()?;
                        self.skip_space();
                        if !self.text[self.pos..].starts_with(':') {
                            return self.fail("expected `:` after the key");
                        }
                        self.pos += 1;
                        let v = self.value(depth + 1)?;
                        fields.push((key, v));
                        self.skip_space();
                        match self.text[self.pos..].chars().next() {
                            Some(',') => self.pos += 1,
                            Some('}') => {
                                self.pos += 1;
                                break;
                            }
                            _ => return self.fail("expected `,` or `}`"),
                        }
                    }
                }
                Value::Object(fields)
            }
            Some('[') => {
                self.pos += 1;
                let mut items = Vec::new();
                self.skip_space();
                if self.text[self.pos..].starts_with(']') {
                    self.pos += 1;
                } else {
                    loop {
                        items.push(self.value(depth + 1)?);
                        self.skip_space();
                        match self.text[self.pos..].chars().next() {
                            Some(',') => self.pos += 1,
                            Some(']') => {
                                self.pos += 1;
                                break;
                            }
                            _ => return self.fail("expected `,` or `]`"),
                        }
                    }
                }
                Value::Array(items)
            }
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
                    _ => return self.fail("not a number"),
                }
            }
            Some(_) => return self.fail("not a JSON value"),
        };
        Ok(Json {
            span: Span::new(start, self.pos - start),
            value,
        })
    }

    /// A string at `pos` (which is at its opening quote), borrowed from
    /// the text when it holds no escape.
    fn string(&mut self) -> Parsed<Cow<'a, str>> {
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
    fn escaped_string(&mut self) -> Parsed<String> {
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
                                return self.fail("a `\\u` escape takes four hex digits");
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
        self.fail("this string is never closed")
    }
}

/// A JSON number: digits alone (nearly every number of a record) are
/// read without the float parser, which gives the same value for them.
fn number(text: &str) -> Result<f64, ()> {
    if text.len() <= 15 && !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(text.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')) as f64);
    }
    text.parse::<f64>().map_err(drop)
}

/// The JSON values of a text, each handed to `each` as soon as it is
/// read (so only one game's tree is held at a time): one game's object,
/// or several written one after another as `convert` writes several games
/// (JKF holds one game). Returns why and where a value failed, if one did.
fn parse(text: &str, mut each: impl FnMut(Json<'_>)) -> Option<(String, usize)> {
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
            return p.fail::<()>("text after the JSON value").err();
        }
    }
}

// ---- Reading ---------------------------------------------------------------

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
            format!("not JSON: {message}"),
            Span::new(at, len),
        ));
        games.push(game);
    }
    games
}

/// A game record spanning `span`, of shogi.
fn new_game(span: Span) -> GameRecord {
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
fn read_game(root: &Json, span: Span) -> GameRecord {
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
            reader.game.issues.push(issue(
                JkfCode::Moves,
                "a JKF record holds its moves in a `moves` array".into(),
                span,
            ));
        }
    }
    reader.game
}

fn issue(code: impl Into<RuleId>, message: String, span: Span) -> ReadIssue {
    ReadIssue {
        code: code.into(),
        message,
        span,
        warning: false,
    }
}

struct Reader {
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
        let sfen = if preset == "OTHER" {
            match initial.get("data").map(board_sfen) {
                Some(Ok(sfen)) => sfen,
                Some(Err(m)) => {
                    self.game
                        .issues
                        .push(issue(JkfCode::Initial, m, initial.span));
                    return;
                }
                None => {
                    self.game.issues.push(issue(
                        JkfCode::Initial,
                        "`preset: OTHER` needs the position in `data`".into(),
                        initial.span,
                    ));
                    return;
                }
            }
        } else {
            let handicap = PRESETS.iter().find(|p| p.0 == preset).and_then(|p| {
                HANDICAPS
                    .iter()
                    .find(|h| h.0 == p.1)
                    .map(|h| h.1.to_string())
            });
            match handicap {
                Some(sfen) => sfen,
                None => {
                    self.game.issues.push(issue(
                        JkfCode::Initial,
                        format!("unknown preset `{preset}`"),
                        initial.span,
                    ));
                    return;
                }
            }
        };
        self.first = sfen_parts(&sfen).map_or(0, |p| p.2);
        if sfen != HANDICAPS[0].1 {
            self.game.tags.push(Tag {
                name: "Position".into(),
                value: sfen,
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
                    "a move after the game's ending".into(),
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
                    "an entry of `moves` after the first holds a `move` or a `special`".into(),
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
            for fork in entry.get("forks").and_then(Json::array).unwrap_or(&[]) {
                let Some(fork_moves) = fork.array() else {
                    continue;
                };
                let movetext = if self.depth + 1 < MAX_VARIATION_DEPTH {
                    self.depth += 1;
                    let m = self.line(fork_moves, ply - usize::from(!ended), false);
                    self.depth -= 1;
                    m
                } else {
                    self.game.issues.push(ReadIssue {
                        warning: true,
                        ..issue(
                            RecordCode::VariationDepth,
                            format!(
                                "forks nested more than {MAX_VARIATION_DEPTH} deep are kept but not read"
                            ),
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
        out
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
                format!("`{word}` is not a JKF ending"),
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
fn csa_move(mv: &Json, mover: usize) -> Result<String, String> {
    let place = |key: &str| -> Option<(u32, u32)> {
        let p = mv.get(key)?;
        Some((p.get("x")?.uint()?, p.get("y")?.uint()?))
    };
    let Some((tx, ty)) = place("to").filter(|(x, y)| (1..=9).contains(x) && (1..=9).contains(y))
    else {
        return Err("a move needs `to` with `x` and `y` from 1 to 9".into());
    };
    let from = match mv.get("from") {
        None => (0, 0),
        Some(_) => place("from")
            .filter(|(x, y)| (1..=9).contains(x) && (1..=9).contains(y))
            .ok_or("`from` needs `x` and `y` from 1 to 9")?,
    };
    let code = mv.get("piece").and_then(Json::str).unwrap_or("");
    let Some((letter, promoted)) = csa::piece(code) else {
        return Err(format!("`{code}` is not a JKF piece"));
    };
    let promote = mv.get("promote").and_then(Json::bool).unwrap_or(false);
    let after = if promote && !promoted {
        csa::code(letter, true).unwrap_or(code)
    } else {
        code
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
fn move_time(time: &Json) -> Option<MoveTime> {
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
    })
}

/// The SFEN of `initial.data`: `color` (to move), `board` (`board[x-1][y-1]`,
/// `{color, kind}` or `{}`), `hands` (`[{"FU": n, ...}, {...}]`).
fn board_sfen(data: &Json) -> Result<String, String> {
    let mut setup = Setup {
        cells: [[None; 9]; 9],
        hands: [[0; 7]; 2],
        used: true,
        rest_to: None,
    };
    let files = data
        .get("board")
        .and_then(Json::array)
        .filter(|b| b.len() == 9)
        .ok_or("`data.board` holds 9 files of 9 squares")?;
    for (x, file) in files.iter().enumerate() {
        let squares = file
            .array()
            .filter(|f| f.len() == 9)
            .ok_or("`data.board` holds 9 files of 9 squares")?;
        for (y, square) in squares.iter().enumerate() {
            let Some(kind) = square.get("kind").and_then(Json::str) else {
                continue;
            };
            let (letter, promoted) =
                csa::piece(kind).ok_or(format!("`{kind}` is not a JKF piece"))?;
            let colour = match square.get("color").and_then(Json::uint) {
                Some(c @ 0..=1) => c as usize,
                _ => return Err("a piece's `color` is 0 or 1".into()),
            };
            // `cells` is [rank][file from 9 down].
            setup.cells[y][8 - x] = Some((colour, letter, promoted));
        }
    }
    if let Some(hands) = data.get("hands").and_then(Json::array) {
        for (colour, hand) in hands.iter().take(2).enumerate() {
            let Value::Object(pieces) = &hand.value else {
                continue;
            };
            for (code, n) in pieces {
                let letter = csa::piece(code).map(|p| p.0);
                let Some(i) = HAND.iter().position(|h| Some(*h) == letter) else {
                    return Err(format!("`{code}` is not a piece in hand"));
                };
                let n = n
                    .uint()
                    .filter(|n| *n <= 18)
                    .ok_or("a hand holds 0 to 18 of a piece")?;
                setup.hands[colour][i] = n as u8;
            }
        }
    }
    let side = match data.get("color").and_then(Json::uint) {
        None | Some(0) => 0,
        _ => 1,
    };
    Ok(setup.sfen(side))
}

// ---- Writing ---------------------------------------------------------------

/// The JKF piece of a KIF piece name (`歩`, `成香`, `龍`...) and whether
/// it is promoted.
fn jkf_piece(name: &str) -> Option<&'static str> {
    let (kind, len) = read_kind(name)?;
    (len == name.len()).then(|| notation::csa::code(kind))
}

/// A KIF move (`７六歩(77)`, `同　角成(88)`, `５五角打`) as a JKF move
/// object, given the square of the move before (for `同`).
fn jkf_move(text: &str, colour: usize, before: Option<(u32, u32)>) -> Option<serde_json::Value> {
    use serde_json::json;
    let mut rest = text;
    let (to, same) = match rest.strip_prefix('同') {
        Some(r) => {
            rest = r.trim_start_matches([' ', '　']);
            (before?, true)
        }
        None => {
            let mut chars = rest.chars();
            let (file, rank) = (chars.next()?, chars.next()?);
            let x = FILE_DIGITS.iter().position(|&c| c == file)? as u32 + 1;
            let y = RANK_NUMERALS.iter().position(|&c| c == rank)? as u32 + 1;
            rest = chars.as_str();
            ((x, y), false)
        }
    };
    let end = rest.find(['(', '打']).unwrap_or(rest.len());
    let (mut name, tail) = rest.split_at(end);
    let mut promote = None;
    if let Some(n) = name.strip_suffix("不成") {
        name = n;
        promote = Some(false);
    } else if let Some(n) = name.strip_suffix('成').filter(|n| !n.is_empty()) {
        name = n;
        promote = Some(true);
    }
    let piece = jkf_piece(name)?;
    let mut mv = json!({
        "color": colour,
        "piece": piece,
        "to": {"x": to.0, "y": to.1},
    });
    if let Some(from) = tail.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
        let digits: Vec<u32> = from.chars().filter_map(|c| c.to_digit(10)).collect();
        let [x, y] = digits[..] else { return None };
        mv["from"] = json!({"x": x, "y": y});
    } else if tail != "打" {
        return None;
    }
    if same {
        mv["same"] = json!(true);
    }
    if let Some(p) = promote {
        mv["promote"] = json!(p);
    }
    Some(mv)
}

fn jkf_time(seconds: u32, total: u32) -> serde_json::Value {
    serde_json::json!({
        "now": {"m": seconds / 60, "s": seconds % 60},
        "total": {"h": total / 3600, "m": total / 60 % 60, "s": total % 60},
    })
}

/// What writing one line needs to know of the lines around it.
struct LineState {
    first: usize,
    /// Each side's total time so far.
    totals: [u32; 2],
    /// The square each ply moved to, by ply (for `同`).
    squares: Vec<Option<(u32, u32)>>,
}

/// The `moves` of one line (a fork's has no leading comments entry).
/// Moves KIF text cannot stand for (a card of Shogi no Otomo) are not
/// JKF moves: they are returned as left out.
fn jkf_line(
    items: &[OutItem],
    result: Option<&str>,
    reason: Option<&str>,
    mut state: LineState,
    record: bool,
    left_out: &mut Vec<String>,
) -> Vec<serde_json::Value> {
    use serde_json::{Value as V, json};
    let mut moves: Vec<V> = Vec::new();
    if record {
        moves.push(json!({}));
    }
    let mut plies = state.squares.len();
    let mut end_time = None;
    for item in items {
        match item {
            OutItem::Ply { index, text } => {
                let colour = (state.first + index) % 2;
                let before = index
                    .checked_sub(1)
                    .and_then(|i| state.squares.get(i).copied().flatten());
                state.squares.truncate(*index);
                state.squares.resize(*index, None);
                match jkf_move(text, colour, before) {
                    Some(mv) => {
                        let to = (
                            mv["to"]["x"].as_u64().unwrap_or(0) as u32,
                            mv["to"]["y"].as_u64().unwrap_or(0) as u32,
                        );
                        state.squares.push(Some(to));
                        moves.push(json!({ "move": mv }));
                    }
                    None => {
                        left_out.push(text.clone());
                        state.squares.push(None);
                        moves.push(json!({ "comments": [text] }));
                    }
                }
                plies = index + 1;
            }
            OutItem::EndTime(t) => {
                let mover = (state.first + plies) % 2;
                let total = t
                    .total
                    .unwrap_or_else(|| state.totals[mover].saturating_add(t.seconds));
                end_time = Some(jkf_time(t.seconds, total));
            }
            OutItem::Time(t) => {
                let mover = (state.first + plies.saturating_sub(1)) % 2;
                state.totals[mover] = t
                    .total
                    .unwrap_or_else(|| state.totals[mover].saturating_add(t.seconds));
                if let Some(last) = moves.last_mut() {
                    last["time"] = jkf_time(t.seconds, state.totals[mover]);
                }
            }
            OutItem::Comment { text, .. } => {
                if moves.is_empty() {
                    moves.push(json!({}));
                }
                let last = moves.last_mut().expect("pushed above");
                match last.get_mut("comments").and_then(V::as_array_mut) {
                    Some(c) => c.push(json!(text)),
                    None => last["comments"] = json!([text]),
                }
            }
            OutItem::Variation {
                index,
                items,
                result,
            } => {
                let fork_state = LineState {
                    first: state.first,
                    totals: state.totals,
                    squares: state.squares[..(*index).min(state.squares.len())].to_vec(),
                };
                let fork = jkf_line(items, result.as_deref(), None, fork_state, false, left_out);
                // The fork replaces the entry of ply `index`.
                let at = moves.len() - 1;
                let entry = &mut moves[at];
                match entry.get_mut("forks").and_then(V::as_array_mut) {
                    Some(f) => f.push(V::Array(fork)),
                    None => entry["forks"] = json!([fork]),
                }
            }
        }
    }
    let next = (state.first + plies) % 2;
    if let Some(statement) = csa::ending_statement(result, reason, next) {
        let mut special = json!({ "special": statement.trim_start_matches('%') });
        if let Some(time) = end_time {
            special["time"] = time;
        }
        moves.push(special);
    }
    moves
}

/// Writes a JKF record; the moves no JKF move stands for are returned as
/// well (each is written as a comment in its place).
pub fn write(game: &OutGame) -> (String, Vec<String>) {
    use serde_json::{Map, Value as V, json};
    let mut header = Map::new();
    let mut initial = None;
    for (name, value) in &game.tags {
        match name.as_str() {
            "Notation" => {}
            "Variant" if matches!(value.as_str(), "shogi" | "otomo") => {}
            "Position" => {
                let (sfen, fields) = crate::record::write::split_position_fields(value);
                initial = Some(jkf_initial(&sfen));
                if let Some(fields) = fields {
                    header.insert(crate::record::write::POSITION_FIELDS.into(), json!(fields));
                }
            }
            _ => {
                let key = TAG_NAMES
                    .iter()
                    .find(|t| t.0 == name)
                    .map_or(name.as_str(), |t| t.1);
                header.insert(key.to_string(), json!(value));
            }
        }
    }
    let first = super::kif::first_mover(game);
    let mut left_out = Vec::new();
    let state = LineState {
        first,
        totals: [0, 0],
        squares: Vec::new(),
    };
    let moves = jkf_line(
        &game.items,
        game.result.as_deref(),
        game.reason.as_deref(),
        state,
        true,
        &mut left_out,
    );
    let mut root = Map::new();
    root.insert("header".into(), V::Object(header));
    root.insert(
        "initial".into(),
        initial.unwrap_or_else(|| json!({"preset": "HIRATE"})),
    );
    root.insert("moves".into(), V::Array(moves));
    let mut text = serde_json::to_string_pretty(&V::Object(root)).unwrap_or_default();
    text.push('\n');
    (text, left_out)
}

/// `initial` for an SFEN: its preset when it is a handicap's start, else
/// `OTHER` with the board, hands and side to move.
fn jkf_initial(sfen: &str) -> serde_json::Value {
    use serde_json::json;
    if let Some(preset) = HANDICAPS
        .iter()
        .find(|h| h.1 == sfen)
        .and_then(|h| PRESETS.iter().find(|p| p.1 == h.0))
    {
        return json!({"preset": preset.0});
    }
    let Some((cells, hands, side)) = sfen_parts(sfen) else {
        return json!({"preset": "HIRATE"});
    };
    let code = |letter: char, promoted: bool| csa::code(letter, promoted).unwrap_or("FU");
    let board: Vec<Vec<serde_json::Value>> = (0..9)
        .map(|x| {
            (0..9)
                .map(|y| match cells[y][8 - x] {
                    Some((colour, letter, promoted)) => {
                        json!({"color": colour, "kind": code(letter, promoted)})
                    }
                    None => json!({}),
                })
                .collect()
        })
        .collect();
    let hand = |colour: usize| {
        let mut map = serde_json::Map::new();
        for letter in HAND.iter().rev() {
            let n: u32 = hands
                .iter()
                .filter(|h| h.0 == colour && h.1 == *letter)
                .map(|h| h.2)
                .sum();
            map.insert(code(*letter, false).to_string(), json!(n));
        }
        serde_json::Value::Object(map)
    };
    json!({
        "preset": "OTHER",
        "data": {"color": side, "board": board, "hands": [hand(0), hand(1)]},
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_json_is_a_diagnostic_at_the_byte() {
        for (text, at) in [
            ("{\"moves\": [", 11),
            ("{\"moves\": [{}], }", 16),
            ("{\"moves\": \"x", 12),
            ("{\"moves\": [1e999]}", 11),
        ] {
            let g = &read(text)[0];
            assert_eq!(g.issues.len(), 1, "{text}");
            assert_eq!(g.issues[0].code, JkfCode::Json);
            assert_eq!(g.issues[0].span.offset, at, "{text}");
        }
    }

    #[test]
    fn a_move_object_reads_as_its_csa_move() {
        let text = r#"{"header":{"先手":"A"},"moves":[{"comments":["start"]},{"move":{"from":{"x":8,"y":8},"to":{"x":2,"y":2},"color":0,"piece":"KA","promote":true},"time":{"now":{"m":1,"s":2},"total":{"h":0,"m":1,"s":2}}},{"move":{"to":{"x":5,"y":5},"color":1,"piece":"KA"}}]}"#;
        let g = &read(text)[0];
        assert!(g.issues.is_empty(), "{:?}", g.issues);
        assert_eq!(g.tag("Sente"), Some("A"));
        let readings: Vec<&str> = g.readings.iter().map(|r| r.1.as_str()).collect();
        assert_eq!(readings, ["+8822UM", "-0055KA"]);
        assert!(g.movetext.iter().any(|e| matches!(
            e,
            Element::Time {
                time: MoveTime {
                    seconds: 62,
                    total: Some(62)
                },
                ..
            }
        )));
    }

    #[test]
    fn kif_moves_become_jkf_moves() {
        let mv = jkf_move("同　角成(88)", 0, Some((2, 2))).unwrap();
        assert_eq!(
            mv,
            serde_json::json!({"color":0,"piece":"KA","to":{"x":2,"y":2},"from":{"x":8,"y":8},"same":true,"promote":true})
        );
        let drop = jkf_move("５五成香(59)", 1, None).unwrap();
        assert_eq!(drop["piece"], "NY");
        assert_eq!(
            jkf_move("５五角打", 1, None).unwrap()["from"],
            serde_json::Value::Null
        );
        assert_eq!(
            jkf_move("２二銀不成(33)", 0, None).unwrap()["promote"],
            false
        );
        assert_eq!(jkf_move("熟:３六歩成", 0, None), None);
    }

    #[test]
    fn presets_and_set_positions_read_back() {
        for (_, sfen) in HANDICAPS {
            let initial = jkf_initial(sfen);
            assert_ne!(initial["preset"], "OTHER", "{sfen}");
        }
        let sfen = "8k/9/6NGP/9/9/9/9/9/K8 b 2Pr 1";
        let initial = jkf_initial(sfen);
        assert_eq!(initial["preset"], "OTHER");
        let text = format!("{{\"initial\":{initial},\"moves\":[{{}}]}}");
        let g = &read(&text)[0];
        assert!(g.issues.is_empty(), "{:?}", g.issues);
        assert_eq!(g.tag("Position"), Some(sfen));
    }

    proptest::proptest! {
        #[test]
        fn borrowed_strings_read_as_escaped_ones(text in "\"[a-z\\\\\"u0-9d歩]{0,12}") {
            let mut fast = Parser { text: &text, pos: 0 };
            let mut slow = Parser { text: &text, pos: 0 };
            let (got, want) = (fast.string(), slow.escaped_string());
            proptest::prop_assert_eq!(got.map(String::from), want);
            proptest::prop_assert_eq!(fast.pos, slow.pos);
        }

        #[test]
        fn numbers_read_as_the_float_parser_reads_them(text in "[0-9+.eE-]{0,20}") {
            proptest::prop_assert_eq!(number(&text).ok(), text.parse::<f64>().ok());
        }

        #[test]
        fn any_json_like_text_reads_without_panic(text in "[{}\\[\\]\",: \u{feff}0-9a-z\\\\.eE-]{0,64}") {
            for game in read(&text) {
                for issue in &game.issues {
                    proptest::prop_assert!(issue.span.end() <= text.len());
                }
            }
        }
    }
}
