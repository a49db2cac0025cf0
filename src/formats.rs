//! Writing files in every format hensou knows, and finding the formats the
//! games of a [`Registry`] register by name and extension. Reading them is
//! [`crate::input`].

use crate::record::Format;
use crate::record::write::{Numbering, OutGame, Written, write_pgn};
use crate::registry::Registry;
use crate::session::Session;

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

/// What a conversion writes, resolved once from the name a caller gives
/// (`convert --to`, the library's `Options::notation`, Python's `to`): a
/// file format of the registry, or else the PGN-style record with its moves
/// in the notation of that name.
///
/// A name is resolved with the other names, before any record is read
/// (`options::target`), but the game it is written for may only be known from a record's own
/// `[Variant]` tag. So the target is checked up front against the game
/// named or, with none, against the notations of every game of the registry,
/// and holds the notation as the name some game spells it by; each game
/// binds it to one of its own notations when its record is set up
/// ([`Target::bind`]), and a record of a game without it says so itself.
#[derive(Clone)]
pub struct Target {
    /// The name as given: messages and the record's `[Notation]` tag quote it.
    name: String,
    /// The format of that name, or `None` for the PGN-style record.
    format: Option<&'static Format>,
    /// The notation the moves are written in, as a game spells it.
    notation: &'static str,
}

impl std::fmt::Debug for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Target")
            .field("name", &self.name)
            .field("format", &self.format.map(|f| f.name))
            .field("notation", &self.notation)
            .finish()
    }
}

impl Target {
    /// The target called `name`: `format`, when a format has that name,
    /// written in `notation`. Checked by `options::target`, which makes it.
    pub(crate) fn new(
        name: &str,
        format: Option<&'static Format>,
        notation: &'static str,
    ) -> Target {
        Target {
            name: name.to_string(),
            format,
            notation,
        }
    }

    /// The name as given.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The file format written, or `None` for the PGN-style record.
    pub fn format(&self) -> Option<&'static Format> {
        self.format
    }

    /// The notation the moves are written in (`jkf` writes `kif`).
    pub fn notation(&self) -> &'static str {
        self.notation
    }

    /// The notation of `session`'s game the moves are written in: its
    /// index among the game's notations, or `None` when the game has none
    /// of that name.
    pub fn bind(&self, session: &dyn Session) -> Option<usize> {
        session.notation(self.notation)
    }

    /// The extension of a file of the target: the format's own, or the
    /// record's for the PGN-style record.
    pub fn extension(&self) -> &'static str {
        (self.format.and_then(|f| f.extensions.first().copied()))
            .unwrap_or(crate::record::EXTENSIONS[0])
    }

    /// Whether the target writes comments, variations, the times of the
    /// moves, the time of the last turn.
    pub fn holds_comments(&self) -> bool {
        self.format.is_none_or(|f| f.holds_comments)
    }

    pub fn holds_variations(&self) -> bool {
        self.format.is_none_or(|f| f.holds_variations)
    }

    pub fn holds_times(&self) -> bool {
        self.format.is_some_and(|f| f.holds_times)
    }

    pub fn holds_end_times(&self) -> bool {
        self.format.is_some_and(|f| f.holds_end_times)
    }

    pub fn holds_fractions(&self) -> bool {
        self.format.is_some_and(|f| f.holds_fractions)
    }

    pub fn holds_totals(&self) -> bool {
        self.format.is_some_and(|f| f.holds_totals)
    }

    /// Whether the target writes the record's tags.
    pub fn holds_tags(&self) -> bool {
        self.format.is_none_or(|f| f.holds_tags)
    }

    /// Whether the target writes a result the moves do not show.
    pub fn holds_results(&self) -> bool {
        self.format.is_none_or(|f| f.holds_results)
    }

    /// Whether the target marks the illegal move a game ended by.
    pub fn marks_fouls(&self) -> bool {
        self.format.is_some_and(|f| f.marks_fouls)
    }

    /// What parts two games written one after another.
    pub fn between_games(&self) -> &'static str {
        self.format.map_or("\n", |f| f.between_games)
    }

    /// Writes one game.
    pub fn write(&self, game: &OutGame, numbering: Numbering) -> Written {
        match self.format {
            Some(format) => (format.write)(game),
            None => Written {
                ending_lost: game.ending_beyond_token(),
                ..write_pgn(game, numbering).into()
            },
        }
    }
}

#[cfg(test)]
mod tests {
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

    /// A format whose moves are another notation's is written in that one;
    /// any other name is a notation written in the PGN-style record.
    #[test]
    fn a_target_names_its_notation() {
        let registry = crate::registry::builtin();
        let target = |name| crate::options::target(registry, None, name).unwrap();
        assert_eq!(target("jkf").notation(), "kif");
        assert_eq!(
            (target("KIF").notation(), target("KIF").name()),
            ("kif", "KIF")
        );
        assert_eq!(target("numeric").notation(), "numeric");
        let numeric = target("numeric");
        assert!(numeric.holds_variations() && !numeric.holds_times());
        assert_eq!(numeric.extension(), "pgn");
        let csa = target("csa");
        assert!(!csa.holds_variations() && csa.holds_times());
        assert_eq!((csa.extension(), csa.between_games()), ("csa", "/\n"));
    }
}
