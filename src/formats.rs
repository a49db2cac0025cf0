//! Reading and writing files in every format hensou knows: the file formats
//! the games register ([`crate::variants::formats`]), tried by content, and
//! the game-agnostic PGN-style record and forum prose ([`crate::record`]).

use crate::record::write::{Numbering, OutGame, Written, write_pgn};
use crate::record::{self, Format, GameRecord, InputMode};
use crate::variants;

/// How to read a text.
#[derive(Clone, Copy, Debug)]
pub enum Input {
    /// Decide from the text: a tagged text is a record or prose, then every
    /// registered format is tried by its marks, then a record, else prose.
    Auto,
    /// A PGN-style record.
    Record,
    /// Free prose with numbered moves in it.
    Forum,
    /// One registered format.
    Format(&'static Format),
}

/// The registered file format called `name` (ignoring case).
pub fn find(name: &str) -> Option<&'static Format> {
    variants::formats().find(|f| f.name.eq_ignore_ascii_case(name))
}

/// Reads every game in `text`.
pub fn read(text: &str, input: Input) -> Vec<GameRecord> {
    match input {
        Input::Format(format) => (format.read)(text),
        Input::Record => record::read(text, InputMode::Record),
        Input::Forum => record::read(text, InputMode::Forum),
        // Tag pairs first: a tagged record or a tagged forum post, never a
        // game's own format.
        Input::Auto if record::starts_with_tags(text) => record::read(text, InputMode::Auto),
        Input::Auto => match variants::formats().find(|f| f.looks_like.is_some_and(|l| l(text))) {
            Some(format) => (format.read)(text),
            None => record::read(text, InputMode::Auto),
        },
    }
}

/// What `convert --to name` writes: the registered format of that name, or
/// else (`None`) the PGN-style record with its moves in notation `name`.
pub fn target(name: &str) -> Option<&'static Format> {
    find(name)
}

/// The notation the moves of a `--to name` conversion are written in.
pub fn notation(name: &str) -> &str {
    target(name).and_then(|f| f.notation).unwrap_or(name)
}

/// Whether a `--to name` conversion writes comments, variations, the times
/// of the moves, the time of the last turn.
pub fn holds_comments(name: &str) -> bool {
    target(name).is_none_or(|f| f.holds_comments)
}

pub fn holds_variations(name: &str) -> bool {
    target(name).is_none_or(|f| f.holds_variations)
}

pub fn holds_times(name: &str) -> bool {
    target(name).is_some_and(|f| f.holds_times)
}

pub fn holds_end_times(name: &str) -> bool {
    target(name).is_some_and(|f| f.holds_end_times)
}

/// Writes one game for `convert --to name`.
pub fn write(game: &OutGame, numbering: Numbering, name: &str) -> Written {
    match target(name) {
        Some(format) => (format.write)(game),
        None => write_pgn(game, numbering).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names are what `--input` and `--to` choose by: one format a name.
    #[test]
    fn format_names_are_unique_and_not_a_container() {
        let names: Vec<&str> = variants::formats().map(|f| f.name).collect();
        for (i, name) in names.iter().enumerate() {
            assert!(!names[..i].contains(name), "{name} twice");
            assert!(!["auto", "record", "forum"].contains(name), "{name}");
        }
    }

    /// A format whose moves are another notation's is checked as that one;
    /// any other name is a notation written in the PGN-style record.
    #[test]
    fn a_target_names_its_notation() {
        assert_eq!(notation("jkf"), "kif");
        assert_eq!(notation("KIF"), "KIF");
        assert_eq!(notation("numeric"), "numeric");
        assert!(holds_variations("numeric") && !holds_times("numeric"));
        assert!(!holds_variations("csa") && holds_times("csa"));
    }
}
