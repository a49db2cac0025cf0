//! hensou: validate, convert, replay and test the rules of game records of
//! fairy and historical board games.
//!
//! Layers, each depending only on those below it:
//! - `cli` (feature `cli`, on by default): the `hensou` command;
//! - [`replay`]: drives a [`record::GameRecord`] through a game, collecting
//!   [`diagnostic::Problem`]s;
//! - [`formats`]: reads and writes files in the games' own formats (found by
//!   content) and the game-agnostic ones;
//! - [`variants`]: the registry, one folder per game;
//! - [`session`]: type erasure over [`game::Rules`] and [`game::Notation`];
//! - [`record`]: game-agnostic containers with byte spans, and the shape of
//!   a game's file format;
//! - [`game`]: the traits every game implements;
//! - [`lenient`]: full-width and look-alike characters read leniently, for
//!   every game's notations.

#[cfg(feature = "cli")]
pub mod cli;
pub mod diagnostic;
pub mod formats;
pub mod game;
pub mod history;
pub mod lenient;
pub mod record;
pub mod replay;
pub mod rule_id;
pub mod session;
pub mod svg;
pub mod variants;
