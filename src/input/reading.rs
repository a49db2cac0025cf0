//! How a text is read: the [`Reading`] a caller gives (`auto`, `record`,
//! `forum` or one registered format) and what it becomes once the text's
//! start is seen, a registered format, a PGN-style record or prose.

use std::sync::Arc;

use crate::record::{self, GameRecord};
use crate::registry::{self, Registry};

pub use crate::record::{Format, Reading};

/// How a caller asks a text to be read: the [`Reading`], and the registry
/// whose formats `auto` tries and whose archives are split by their
/// format's [`crate::record::Split`].
#[derive(Clone, Debug)]
pub struct ReadBy {
    pub reading: Reading,
    pub registry: Arc<Registry>,
}

/// How a text is read once decided from the [`Reading`] and the text: a
/// different thing from a [`Reading`], which may leave the choice to the
/// text; this one has made it.
#[derive(Clone, Copy)]
pub(crate) enum Decided {
    Format(&'static Format),
    Pgn,
    Prose,
}

/// How `text` is read as `read` asks, `auto` trying the marks of the
/// formats of its registry.
pub(crate) fn decide(text: &str, reading: Reading, registry: &Registry) -> Decided {
    let format = match reading {
        Reading::Format(format) => Some(format),
        // Tag pairs first: a tagged record or a tagged forum post, never a
        // game's own format.
        Reading::Auto if record::starts_with_tags(text) => None,
        // A thread copied from a board, never a game's own format, though
        // its header opens with a number as a KIF move line does.
        Reading::Auto if record::starts_with_board_header(text) => None,
        Reading::Auto => registry
            .formats()
            .find(|f| f.looks_like.is_some_and(|l| l(text))),
        Reading::Record | Reading::Forum => None,
    };
    match format {
        Some(format) => Decided::Format(format),
        None if record::is_record(text, reading) => Decided::Pgn,
        None => Decided::Prose,
    }
}

/// Reads every game in `text`, `auto` trying the formats of the registry
/// options given none carry ([`registry::builtin`]).
pub fn read(text: &str, reading: Reading) -> Vec<GameRecord> {
    read_in(text, reading, registry::builtin())
}

/// Reads every game in `text`, `auto` trying the formats of `registry`.
pub fn read_in(text: &str, reading: Reading, registry: &Registry) -> Vec<GameRecord> {
    match decide(text, reading, registry) {
        Decided::Format(format) => (format.read)(text),
        Decided::Pgn => record::pgn::read(text),
        Decided::Prose => record::forum::read_with(text, registry),
    }
}
