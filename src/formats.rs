//! Writing files in every format hensou knows, and finding the formats the
//! games of a [`Registry`] register by name and extension. Reading them is
//! [`crate::input`].

use crate::record::Format;
use crate::record::write::{Numbering, OutGame, Written, write_pgn};
use crate::registry::Registry;

#[doc(hidden)]
pub use crate::input::reading::read;
#[doc(hidden)]
pub use crate::input::split::{CONTEXT_LINES, Carried, Part, ReadPart, Splitter, Step, games};

/// File extensions of records: the record's own, then each format's
/// `registry` registers.
pub fn record_extensions(registry: &Registry) -> Vec<&'static str> {
    let mut all = crate::record::EXTENSIONS.to_vec();
    all.extend(registry.formats().flat_map(|f| f.extensions));
    all
}

/// What `convert --to name` writes: the format of that name `registry`
/// registers, or else (`None`) the PGN-style record with its moves in
/// notation `name`.
pub fn target(registry: &Registry, name: &str) -> Option<&'static Format> {
    registry.format(name)
}

/// The notation the moves of a `--to name` conversion are written in.
pub fn notation<'n>(registry: &Registry, name: &'n str) -> &'n str {
    target(registry, name)
        .and_then(|f| f.notation)
        .unwrap_or(name)
}

/// Whether a `--to name` conversion writes comments, variations, the times
/// of the moves, the time of the last turn.
pub fn holds_comments(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_none_or(|f| f.holds_comments)
}

pub fn holds_variations(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_none_or(|f| f.holds_variations)
}

pub fn holds_times(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_some_and(|f| f.holds_times)
}

pub fn holds_end_times(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_some_and(|f| f.holds_end_times)
}

pub fn holds_fractions(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_some_and(|f| f.holds_fractions)
}

pub fn holds_totals(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_some_and(|f| f.holds_totals)
}

/// Whether a `--to name` conversion writes the record's tags.
pub fn holds_tags(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_none_or(|f| f.holds_tags)
}

/// Whether a `--to name` conversion writes a result the moves do not show.
pub fn holds_results(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_none_or(|f| f.holds_results)
}

/// Whether a `--to name` conversion marks the illegal move a game ended by.
pub fn marks_fouls(registry: &Registry, name: &str) -> bool {
    target(registry, name).is_some_and(|f| f.marks_fouls)
}

/// What parts two games written for `convert --to name`.
pub fn between_games(registry: &Registry, name: &str) -> &'static str {
    target(registry, name).map_or("\n", |f| f.between_games)
}

/// Writes one game for `convert --to name`.
pub fn write(registry: &Registry, game: &OutGame, numbering: Numbering, name: &str) -> Written {
    match target(registry, name) {
        Some(format) => (format.write)(game),
        None => Written {
            ending_lost: game.ending_beyond_token(),
            ..write_pgn(game, numbering).into()
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names are what `--input` and `--to` choose by: one format a name.
    #[test]
    fn format_names_are_unique_and_not_a_container() {
        let names: Vec<&str> = crate::registry::builtin()
            .formats()
            .map(|f| f.name)
            .collect();
        for (i, name) in names.iter().enumerate() {
            assert!(!names[..i].contains(name), "{name} twice");
            assert!(!["auto", "record", "forum"].contains(name), "{name}");
        }
    }

    /// A format whose moves are another notation's is checked as that one;
    /// any other name is a notation written in the PGN-style record.
    #[test]
    fn a_target_names_its_notation() {
        let registry = crate::registry::builtin();
        assert_eq!(notation(registry, "jkf"), "kif");
        assert_eq!(notation(registry, "KIF"), "KIF");
        assert_eq!(notation(registry, "numeric"), "numeric");
        assert!(holds_variations(registry, "numeric") && !holds_times(registry, "numeric"));
        assert!(!holds_variations(registry, "csa") && holds_times(registry, "csa"));
    }
}
