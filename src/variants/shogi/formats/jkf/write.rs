//! Writing a JKF record with serde_json.

use super::PRESETS;
use crate::record::write::{OutGame, OutItem};
use crate::variants::japanese::{FILE_DIGITS, RANK_NUMERALS};
use crate::variants::shogi::board::HAND_ORDER;
use crate::variants::shogi::formats::csa;
use crate::variants::shogi::formats::kif::{HANDICAPS, TAG_NAMES};
use crate::variants::shogi::formats::setup::Setup;
use crate::variants::shogi::formats::total_after;
use crate::variants::shogi::notation::{self, kanji::read_kind};

/// The JKF piece of a KIF piece name (`歩`, `成香`, `龍`...) and whether
/// it is promoted.
pub(super) fn jkf_piece(name: &str) -> Option<&'static str> {
    let (kind, len) = read_kind(name)?;
    (len == name.len()).then(|| notation::csa::code(kind))
}

/// A KIF move (`７六歩(77)`, `同　角成(88)`, `５五角打`) as a JKF move
/// object, given the square of the move before (for `同`).
pub(super) fn jkf_move(
    text: &str,
    colour: usize,
    before: Option<(u32, u32)>,
) -> Option<serde_json::Value> {
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

pub(super) fn jkf_time(seconds: u32, total: u32) -> serde_json::Value {
    serde_json::json!({
        "now": {"m": seconds / 60, "s": seconds % 60},
        "total": {"h": total / 3600, "m": total / 60 % 60, "s": total % 60},
    })
}

/// What writing one line needs to know of the lines around it.
pub(super) struct LineState {
    first: usize,
    /// Each side's total time so far.
    totals: [u32; 2],
    /// The square each ply moved to, by ply (for `同`).
    squares: Vec<Option<(u32, u32)>>,
}

impl LineState {
    /// The entry of the ply at `index` (from 0): its move, or a comment
    /// holding its text when no JKF move stands for it.
    fn entry(&mut self, index: usize, text: &str, left_out: &mut Vec<String>) -> serde_json::Value {
        use serde_json::json;
        let colour = (self.first + index) % 2;
        let before = index
            .checked_sub(1)
            .and_then(|i| self.squares.get(i).copied().flatten());
        self.squares.truncate(index);
        self.squares.resize(index, None);
        match jkf_move(text, colour, before) {
            Some(mv) => {
                let to = (
                    mv["to"]["x"].as_u64().unwrap_or(0) as u32,
                    mv["to"]["y"].as_u64().unwrap_or(0) as u32,
                );
                self.squares.push(Some(to));
                json!({ "move": mv })
            }
            None => {
                left_out.push(text.to_string());
                self.squares.push(None);
                json!({ "comments": [text] })
            }
        }
    }
}

/// Adds a comment to the last entry of `moves` (a new one if there is
/// none).
fn add_comment(moves: &mut Vec<serde_json::Value>, text: &str) {
    use serde_json::{Value as V, json};
    if moves.is_empty() {
        moves.push(json!({}));
    }
    let last = moves.last_mut().expect("pushed above");
    match last.get_mut("comments").and_then(V::as_array_mut) {
        Some(c) => c.push(json!(text)),
        None => last["comments"] = json!([text]),
    }
}

/// The `moves` of one line (a fork's has no leading comments entry).
/// Moves KIF text cannot stand for (a card of Shogi no Otomo) are not
/// JKF moves: they are returned as left out.
pub(super) fn jkf_line(
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
                moves.push(state.entry(*index, text, left_out));
                plies = index + 1;
            }
            OutItem::EndTime(t) => {
                let mover = (state.first + plies) % 2;
                end_time = Some(jkf_time(t.seconds, total_after(t, state.totals[mover])));
            }
            OutItem::Time(t) => {
                let mover = (state.first + plies.saturating_sub(1)) % 2;
                state.totals[mover] = total_after(t, state.totals[mover]);
                if let Some(last) = moves.last_mut() {
                    last["time"] = jkf_time(t.seconds, state.totals[mover]);
                }
            }
            OutItem::Comment { text, .. } => add_comment(&mut moves, text),
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
    let first = crate::variants::shogi::formats::kif::first_mover(game);
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
pub(super) fn jkf_initial(sfen: &str) -> serde_json::Value {
    use serde_json::json;
    if let Some(preset) = HANDICAPS
        .iter()
        .find(|h| h.1 == sfen)
        .and_then(|h| PRESETS.iter().find(|p| p.1 == h.0))
    {
        return json!({"preset": preset.0});
    }
    let Ok(setup) = Setup::from_sfen(sfen) else {
        return json!({"preset": "HIRATE"});
    };
    let board: Vec<Vec<serde_json::Value>> = (0..9)
        .map(|x| {
            (0..9)
                .map(|y| match setup.board[y][8 - x] {
                    Some(p) => json!({"color": p.colour, "kind": notation::csa::code(p.kind)}),
                    None => json!({}),
                })
                .collect()
        })
        .collect();
    let hand = |colour: usize| {
        let counts = HAND_ORDER.map(|k| (k, setup.hands[colour].count(k)));
        let map = counts.map(|(k, n)| (notation::csa::code(k).to_string(), json!(n)));
        serde_json::Value::Object(map.into_iter().collect())
    };
    json!({
        "preset": "OTHER",
        "data": {"color": setup.side, "board": board, "hands": [hand(0), hand(1)]},
    })
}
