//! The whole-file formats a game brings beside the PGN-style record, and
//! how a text no format claims is read.

use super::{GameRecord, write};

/// How to find games in a text that no game's file format claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMode {
    /// Decide from the text: tag pairs or leading move numbers mean a record,
    /// anything else is read as a forum log.
    Auto,
    /// A PGN-style record: tags, numbered movetext, comments, results.
    Record,
    /// Free prose with numbered moves in it (forum posts, mails).
    Forum,
}

/// A whole-file format a game brings (its own headers, move lines, board
/// diagrams), read into the same [`GameRecord`]s and written from the same
/// [`write::OutGame`]s as the PGN-style record.
#[derive(Debug)]
pub struct Format {
    /// The name `--input` and `--to` give it (`kif`).
    pub name: &'static str,
    /// What it is, in a line (the help of `--input`).
    pub summary: &'static str,
    /// Where `--input` lists it among the formats, first lowest. The
    /// registry holds formats in the order a text is tried, strictest marks
    /// first, which is not the order people know them by.
    pub listed: u8,
    /// The file-name extensions of files in this format, read when a
    /// folder is walked.
    pub extensions: &'static [&'static str],
    /// The notation its moves are written in, when it is not the format's
    /// name (JKF's move objects are made from KIF's moves).
    pub notation: Option<&'static str>,
    /// Whether a text is in this format; `None` for a format that another
    /// one's reader reads (KI2 is read as KIF).
    pub looks_like: Option<fn(&str) -> bool>,
    pub read: fn(&str) -> Vec<GameRecord>,
    pub write: fn(&write::OutGame) -> write::Written,
    /// Whether the format writes comments.
    pub holds_comments: bool,
    /// Whether the format writes variations.
    pub holds_variations: bool,
    /// Whether the format writes the time a move took.
    pub holds_times: bool,
    /// Whether the format writes the time of the turn that ended the game.
    pub holds_end_times: bool,
    /// Whether the format writes the record's tags (players, event, date).
    pub holds_tags: bool,
    /// Whether the format writes a result the moves do not show
    /// (resignation, time loss, an interruption).
    pub holds_results: bool,
    /// Whether the format marks the illegal move a game ended by (KIF's
    /// `反則負け`, CSA's `%ILLEGAL_MOVE`), so a conversion carries it.
    pub marks_fouls: bool,
    /// What parts two games in one file (CSA's `/` line; a blank line
    /// elsewhere).
    pub between_games: &'static str,
    /// How a big file is split into games, so that it is read a part at a
    /// time.
    pub split: Split,
    /// The ids of the problems its reader reports (docs/rules/records.md).
    pub rule_ids: &'static [crate::rule_id::RuleId],
}

/// How a file in a [`Format`] is split where its games end, so that an
/// archive is read a part at a time ([`crate::input::split::Splitter`]).
#[derive(Clone, Copy, Debug)]
pub enum Split {
    /// Read whole.
    Whole,
    /// The format finds where a game from `from` ends without reading it
    /// (`game_end(text, from)`), and reads the one game of `text[game]`
    /// where it found it (`read_game(text, game)`), without looking for
    /// game starts again: KIF and KI2, where a game's header or first move
    /// follows moves.
    Chunks {
        game_end: fn(text: &str, from: usize) -> usize,
        read_game: fn(text: &str, game: std::ops::Range<usize>) -> GameRecord,
    },
    /// Games end after separator lines: the byte range of the `n`th such
    /// line of `text` (CSA's `/`), each part read by the format's reader.
    Separators(fn(text: &str, n: usize) -> Option<std::ops::Range<usize>>),
    /// A text that starts with a command line (`starts`) is split where
    /// `chunk_end(text, at, games)` says, and a game without a `Rules` tag
    /// plays by the last one's (USI's `position` lines and the `setoption`
    /// lines naming their rules).
    Commands {
        starts: fn(&str) -> bool,
        chunk_end: fn(text: &str, at: usize, games: usize) -> usize,
    },
}
