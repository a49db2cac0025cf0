//! How a text is read: the answer a caller gives (`auto`, `record`, `forum`
//! or one registered format) and what it becomes once the text's start is
//! seen, a registered format or the record layer's PGN-style record or
//! prose.

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

/// How a text is read, once decided from the [`Input`] and the text.
#[derive(Clone, Copy)]
pub(crate) enum Reading {
    Format(&'static Format),
    Record(InputMode),
}

pub(crate) fn reading(text: &str, input: Input) -> Reading {
    match input {
        Input::Format(format) => Reading::Format(format),
        Input::Record => Reading::Record(InputMode::Record),
        Input::Forum => Reading::Record(InputMode::Forum),
        // Tag pairs first: a tagged record or a tagged forum post, never a
        // game's own format.
        Input::Auto if record::starts_with_tags(text) => Reading::Record(InputMode::Auto),
        Input::Auto => match variants::formats().find(|f| f.looks_like.is_some_and(|l| l(text))) {
            Some(format) => Reading::Format(format),
            None => Reading::Record(InputMode::Auto),
        },
    }
}

/// Reads every game in `text`.
pub fn read(text: &str, input: Input) -> Vec<GameRecord> {
    match reading(text, input) {
        Reading::Format(format) => (format.read)(text),
        Reading::Record(mode) => record::read(text, mode),
    }
}
