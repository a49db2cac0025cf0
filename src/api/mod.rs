//! The library's front door: read records from bytes, check or replay
//! them, convert them, list moves and run perft, without knowing how the
//! games are built underneath. Every type here keeps its fields private;
//! the engines themselves are in [`crate::variants`] for those who want a
//! game's own types. One file a type or two: the errors, the source text,
//! the games read from it, the options, the reports, the diagnostics, and
//! positions to play on.

#![warn(missing_docs)]

mod archive;
mod diagnostic;
mod error;
mod game;
mod options;
mod position;
mod report;
mod source;

pub use crate::input::encoding::Charset;
pub use crate::replay::{Ply, RuleDifference};
pub use archive::{Archive, Window};
pub use diagnostic::{Diagnostic, Localized};
pub use error::Error;
pub use game::{Game, Games, Reading};
pub use options::Options;
pub use position::{Position, games};
pub use report::{Conversion, Report};
pub use source::Source;
