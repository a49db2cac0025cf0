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
    write: |game| kif::write(game, false).into(),
    holds_comments: true,
    holds_variations: true,
    holds_times: true,
    holds_end_times: true,
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
    write: |game| kif::write(game, true).into(),
    holds_comments: true,
    holds_variations: true,
    holds_times: false,
    holds_end_times: false,
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
    write: |game| csa::write(game).into(),
    holds_comments: true,
    holds_variations: false,
    holds_times: true,
    holds_end_times: false,
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
    holds_tags: true,
    holds_results: true,
    marks_fouls: true,
    between_games: "\n",
    split: Split::Whole,
    rule_ids: JkfCode::IDS,
};

fn write_jkf(game: &OutGame) -> Written {
    let (text, left_out) = jkf::write(game);
    Written { text, left_out }
}

/// The mover's total time after a turn: as written, or the total before
/// with the turn's time added.
fn total_after(time: &crate::record::MoveTime, before: u32) -> u32 {
    time.total
        .unwrap_or_else(|| before.saturating_add(time.seconds))
}
