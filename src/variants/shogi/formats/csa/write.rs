//! Writing a CSA V2.2 record (V3.0 when its times hold parts of a second).

use crate::variants::shogi::formats::Setup;
use crate::variants::shogi::formats::kif::TAG_NAMES;
use crate::variants::shogi::formats::kif::first_mover;
use crate::variants::shogi::notation::csa::code;

/// Writes a CSA V2.2 record.
pub fn write(game: &crate::record::write::OutGame) -> String {
    use crate::record::write::OutItem;
    // Parts of a second are V3.0's: a record holding them says so.
    let fractions = game
        .items
        .iter()
        .any(|i| matches!(i, OutItem::Time(t) | OutItem::EndTime(t) if t.fraction.is_some()));
    let mut out = String::from(if fractions { "V3.0\n" } else { "V2.2\n" });
    write_tags(&mut out, game);
    let position = game
        .tags
        .iter()
        .find(|(n, _)| n == "Position")
        .and_then(|(_, v)| Setup::from_sfen(v).ok());
    match position {
        None => out.push_str("PI\n+\n"),
        Some(setup) => write_position(&mut out, &setup),
    }
    let mut plies = 0;
    let mut end_time = None;
    for item in &game.items {
        match item {
            OutItem::Ply { index, text } => {
                plies = index + 1;
                out.push_str(text);
                out.push('\n');
            }
            OutItem::Comment { text, .. } => {
                for l in text.split('\n') {
                    out.push_str(&format!("'{l}\n"));
                }
            }
            // `+7776FU,T12`: on the move's own line.
            OutItem::Time(time) => {
                if out.ends_with('\n') {
                    out.pop();
                }
                out.push_str(&format!(",{}\n", time_field(time)));
            }
            // CSA has no variations: the conversion reports each one.
            OutItem::Variation { .. } => {}
            OutItem::EndTime(time) => end_time = Some(time),
        }
    }
    let next = (first_mover(game) + plies) % 2;
    if let Some(e) = ending_statement(game.result.as_deref(), game.reason.as_deref(), next) {
        out.push_str(e);
        out.push('\n');
        // `%TORYO` then `T16`: the time the last turn took, on a line of
        // its own, as CSA V3 servers write it.
        if let Some(time) = end_time {
            out.push_str(&time_field(time));
            out.push('\n');
        }
    }
    out
}

/// `T12`, or `T3.5` with the part of a second the record wrote.
fn time_field(time: &crate::record::MoveTime) -> String {
    match time.fraction {
        Some(fraction) => format!("T{}.{fraction}", time.seconds),
        None => format!("T{}", time.seconds),
    }
}

/// The header lines of the tags: CSA's own keys, names, and the rest as
/// comment lines hensou reads back as the tags.
fn write_tags(out: &mut String, game: &crate::record::write::OutGame) {
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
            // CSA's `HH:MM+SS`; a time control in other words is kept in a
            // comment line, which hensou reads back as the tag.
            "TimeControl" => match super::time_limit(value) {
                Some(limit) => out.push_str(&format!("$TIME_LIMIT:{limit}\n")),
                None => out.push_str(&format!("'{name}: {value}\n")),
            },
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
}

/// A CSA record, and the ending it could not write (CSA has no statement
/// for a sealed move, a forfeit, a perpetual check).
pub fn written(game: &crate::record::write::OutGame) -> crate::record::write::Written {
    let rewritten = game
        .tags
        .iter()
        .filter(|(name, _)| name == "TimeControl")
        .filter_map(|(name, value)| {
            let limit = super::time_limit(value).filter(|l| l != value.trim())?;
            let message = crate::msg!("convert-time-control", value = value, limit = limit);
            Some((name.clone(), message))
        })
        .collect();
    crate::record::write::Written {
        text: write(game),
        ending_lost: ending_lost(game, "CSA"),
        rewritten,
        ..Default::default()
    }
}

/// The ending of `game` that its `%` statement does not stand for, as
/// `format` (CSA, or JKF, whose `special` is that statement) says it.
pub(crate) fn ending_lost(
    game: &crate::record::write::OutGame,
    format: &str,
) -> Option<crate::messages::Msg> {
    let next = (first_mover(game) + crate::variants::shogi::formats::main_line_plies(game)) % 2;
    let reason = game.reason.as_deref();
    let word = ending_statement(game.result.as_deref(), reason, next)?;
    let said = super::ending_token(word, next).map(|(_, e)| e);
    crate::variants::shogi::formats::ending_lost(game, said, word, format)
}

/// The `%` statement for a result token and the reason the game ended,
/// `next` the side to move.
pub(crate) fn ending_statement(
    result: Option<&str>,
    reason: Option<&str>,
    next: usize,
) -> Option<&'static str> {
    // A statement CSA has for the ending (%TIME_UP, %FUZUMI, %MATTA).
    let token = result?;
    if let Some(word) =
        crate::variants::shogi::formats::word_for(&super::ENDINGS, reason, token, next)
    {
        return Some(word);
    }
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
        // A draw the record does not say more of: CSA's plain draw.
        (_, _, None) => Some("%HIKIWAKE"),
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

/// The `P1`-`P9` lines of a board, `P+`/`P-` of the hands and the side to
/// move.
fn write_position(out: &mut String, setup: &Setup) {
    for (r, row) in setup.board.iter().enumerate() {
        out.push_str(&format!("P{}", r + 1));
        for cell in row {
            match cell {
                None => out.push_str(" * "),
                Some(piece) => {
                    out.push(if piece.colour == 0 { '+' } else { '-' });
                    out.push_str(code(piece.kind));
                }
            }
        }
        out.push('\n');
    }
    for colour in 0..2 {
        let mut line = String::new();
        for (kind, n) in setup.hand(colour) {
            for _ in 0..n {
                line.push_str(&format!("00{}", code(kind)));
            }
        }
        if !line.is_empty() {
            out.push_str(&format!("P{}{line}\n", if colour == 0 { '+' } else { '-' }));
        }
    }
    out.push_str(if setup.side == 0 { "+\n" } else { "-\n" });
}
