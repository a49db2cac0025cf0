//! Drives one [`GameRecord`](crate::record::GameRecord) through a game: the
//! names library users have always called, kept where they were. The
//! driver and its consumers live in [`crate::pipeline`].

pub use crate::pipeline::{
    Branch, Foul, NamedGame, Options, Ply, Report, RuleDifference, plural, run,
};
