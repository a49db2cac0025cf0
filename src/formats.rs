//! Writing files in every format hensou knows, and finding the formats the
//! games register ([`crate::registry::formats`]) by name and extension.
//! Reading them is [`crate::input`].

use crate::record::Format;
use crate::record::write::{Numbering, OutGame, Written, write_pgn};
use crate::registry;

#[doc(hidden)]
pub use crate::input::reading::read;
/// The name `formats` gave a [`crate::Reading`].
#[doc(hidden)]
#[deprecated(note = "use `hensou::Reading`")]
pub type Input = crate::Reading;
#[doc(hidden)]
pub use crate::input::split::{CONTEXT_LINES, Carried, Part, ReadPart, Splitter, Step, games};

/// File extensions of records: the record's own, then each registered
/// format's.
pub fn record_extensions() -> Vec<&'static str> {
    let mut all = crate::record::EXTENSIONS.to_vec();
    all.extend(crate::registry::formats().flat_map(|f| f.extensions));
    all
}

/// The registered file format called `name` (ignoring case).
pub fn find(name: &str) -> Option<&'static Format> {
    registry::formats().find(|f| f.name.eq_ignore_ascii_case(name))
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

/// Whether a `--to name` conversion writes the record's tags.
pub fn holds_tags(name: &str) -> bool {
    target(name).is_none_or(|f| f.holds_tags)
}

/// Whether a `--to name` conversion writes a result the moves do not show.
pub fn holds_results(name: &str) -> bool {
    target(name).is_none_or(|f| f.holds_results)
}

/// Whether a `--to name` conversion marks the illegal move a game ended by.
pub fn marks_fouls(name: &str) -> bool {
    target(name).is_some_and(|f| f.marks_fouls)
}

/// What parts two games written for `convert --to name`.
pub fn between_games(name: &str) -> &'static str {
    target(name).map_or("\n", |f| f.between_games)
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
        let names: Vec<&str> = registry::formats().map(|f| f.name).collect();
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
