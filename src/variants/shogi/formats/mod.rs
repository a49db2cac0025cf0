//! The shogi world's whole-file formats: KIF and KI2 (with the BOD board
//! diagram), CSA, USI and JKF. Each reads a file into the record layer's
//! [`GameRecord`](crate::record::GameRecord)s, tagged `Variant "shogi"`, and
//! writes one back from an [`OutGame`]; the registry offers them to every
//! text read (`Registry::formats`).

pub mod csa;
mod ids;
pub mod jkf;
pub mod kif;
mod runs;
pub mod setup;
pub mod usi;

use crate::record::write::{OutGame, Written};
use crate::record::{Format, Split};
pub use ids::{CsaCode, JkfCode, KifCode};
pub use setup::{Setup, SetupError};

/// Every format, in the order a text is tried: JKF (a JSON object), USI,
/// CSA, then KIF, whose marks are the loosest. KI2 is read by KIF's reader.
pub static ALL: &[&Format] = &[&JKF, &USI, &CSA, &KIF, &KI2];

pub static KIF: Format = Format {
    name: "kif",
    summary: "A KIF or KI2 shogi record",
    listed: 0,
    extensions: &["kif", "kifu"],
    notation: None,
    looks_like: Some(kif::looks_like_kif),
    read: kif::read,
    write: |game| kif::written(game, false),
    holds_comments: true,
    holds_variations: true,
    holds_times: true,
    holds_end_times: true,
    holds_fractions: false,
    holds_totals: true,
    holds_tags: true,
    holds_results: true,
    marks_fouls: true,
    between_games: "\n",
    split: Split::Chunks {
        game_end: kif::game_end,
        read_game: kif::read_one,
    },
    rule_ids: KifCode::IDS,
};

pub static KI2: Format = Format {
    name: "ki2",
    summary: "A KI2 shogi record (read as `kif` reads it; the name `--to` takes)",
    listed: 1,
    extensions: &["ki2", "ki2u"],
    notation: None,
    looks_like: None,
    read: kif::read,
    write: |game| kif::written(game, true),
    holds_comments: true,
    holds_variations: true,
    holds_times: false,
    holds_end_times: false,
    holds_fractions: false,
    holds_totals: false,
    holds_tags: true,
    holds_results: true,
    marks_fouls: true,
    between_games: "\n",
    split: Split::Chunks {
        game_end: kif::game_end,
        read_game: kif::read_one,
    },
    rule_ids: &[],
};

pub static CSA: Format = Format {
    name: "csa",
    summary: "A CSA shogi record",
    listed: 2,
    extensions: &["csa"],
    notation: None,
    looks_like: Some(csa::looks_like_csa),
    read: csa::read,
    write: csa::written,
    holds_comments: true,
    holds_variations: false,
    holds_times: true,
    holds_end_times: true,
    holds_fractions: true,
    holds_totals: false,
    holds_tags: true,
    holds_results: true,
    marks_fouls: true,
    between_games: "/\n",
    split: Split::Separators(|text, n| csa::separator_lines(text).nth(n)),
    rule_ids: CsaCode::IDS,
};

pub static USI: Format = Format {
    name: "usi",
    summary: "A USI position command or move list",
    listed: 3,
    extensions: &["usi", "sfen"],
    notation: None,
    looks_like: Some(usi::looks_like_usi),
    read: usi::read,
    write: |game| usi::write(game).into(),
    holds_comments: false,
    holds_variations: false,
    holds_times: false,
    holds_end_times: false,
    holds_fractions: false,
    holds_totals: false,
    holds_tags: false,
    holds_results: false,
    marks_fouls: false,
    between_games: "\n",
    split: Split::Commands {
        starts: usi::starts_with_position,
        chunk_end: usi::chunk_end,
    },
    rule_ids: &[],
};

pub static JKF: Format = Format {
    name: "jkf",
    summary: "A JKF (JSON Kifu Format) shogi record",
    listed: 4,
    extensions: &["jkf"],
    notation: Some("kif"),
    looks_like: Some(jkf::looks_like_jkf),
    read: jkf::read,
    write: write_jkf,
    holds_comments: true,
    holds_variations: true,
    holds_times: true,
    holds_end_times: true,
    holds_fractions: false,
    holds_totals: true,
    holds_tags: true,
    holds_results: true,
    marks_fouls: true,
    between_games: "\n",
    split: Split::Whole,
    rule_ids: JkfCode::IDS,
};

fn write_jkf(game: &OutGame) -> Written {
    let (text, left_out) = jkf::write(game);
    let ending_lost = csa::ending_lost(game, "JKF");
    Written {
        text,
        left_out,
        ending_lost,
        ..Written::default()
    }
}

/// The mover's total time after a turn: as written, or the total before
/// with the turn's time added.
fn total_after(time: &crate::record::MoveTime, before: u32) -> u32 {
    time.total
        .unwrap_or_else(|| before.saturating_add(time.seconds))
}

/// A format's ending words: the word, whether the side to move wins
/// (`None`: no winner) and how the game ended.
type EndingWords<'w> = [(&'w str, Option<bool>, crate::record::Ending)];

/// The word of `table` that says a game ended as `reason` names (an
/// [`Ending`](crate::record::Ending)'s name) with the result `token`, `next`
/// to move; `None` when the table has none for that ending and winner.
fn word_for<'w>(
    table: &EndingWords<'w>,
    reason: Option<&str>,
    token: &str,
    next: usize,
) -> Option<&'w str> {
    let winner = match token {
        "1-0" => Some(0),
        "0-1" => Some(1),
        _ => None,
    };
    let reason = reason?;
    table
        .iter()
        .find(|(_, mover_wins, ending)| {
            ending.name() == reason
                && match (mover_wins, winner) {
                    (Some(true), Some(w)) => w == next,
                    (Some(false), Some(w)) => w != next,
                    (None, None) => true,
                    _ => false,
                }
        })
        .map(|(word, ..)| *word)
}

/// What a writer says when the ending word it wrote, `word`, which stands
/// for the ending `written`, is not the game's (its `reason`, an
/// [`Ending`](crate::record::Ending)'s name; a sealed move written
/// `%CHUDAN`): the format has no word for it. An ending the rules find in
/// the moves is found again by whoever replays them, and is not lost.
fn ending_lost(
    game: &OutGame,
    written: Option<crate::record::Ending>,
    word: &str,
    format: &str,
) -> Option<crate::messages::Msg> {
    let Some(recorded) = game.recorded_ending() else {
        return ending_added(game, written, word, format);
    };
    (written != Some(recorded)).then(|| {
        crate::msg!(
            "convert-ending-no-word",
            ending = recorded.msg(),
            format = format,
            word = word
        )
    })
}

/// What a writer says when the record gives a result and no ending, and
/// the only word `format` has for that result, `word`, says how the game
/// ended (`%-ILLEGAL_ACTION` for a win of the side to move, 持将棋 for a
/// draw): whoever reads the converted record finds an ending that was
/// never written. A resignation (a win of the side that moved last), an
/// interruption (`*`) or a plain draw is what the result alone is read as.
fn ending_added(
    game: &OutGame,
    written: Option<crate::record::Ending>,
    word: &str,
    format: &str,
) -> Option<crate::messages::Msg> {
    use crate::record::Ending;
    if game.reason.is_some() {
        return None;
    }
    let token = game.result.as_deref()?;
    let added = written
        .filter(|e| !matches!(e, Ending::Resignation | Ending::Interrupted | Ending::Draw))?;
    Some(crate::msg!(
        "convert-ending-added",
        token = token,
        ending = added.msg(),
        format = format,
        word = word
    ))
}

/// The plies of a game's main line, as its writer counts them.
fn main_line_plies(game: &OutGame) -> usize {
    use crate::record::write::OutItem;
    game.items
        .iter()
        .rev()
        .find_map(|i| match i {
            OutItem::Ply { index, .. } => Some(index + 1),
            _ => None,
        })
        .unwrap_or(0)
}
