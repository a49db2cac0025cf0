//! hensou: validate, convert, replay and test the rules of game records of
//! fairy and historical board games: Chatra, Shogi no Otomo (and shogi),
//! Alquerque, Macedonian shogi and Shelt.
//!
//! Start at the crate root: a [`Source`] is a record file decoded
//! (UTF-8, Shift_JIS or EUC-JP), its [`Game`]s are checked into
//! [`Report`]s or converted, and a [`Position`] plays moves written in any
//! of a game's notations, lists the legal ones and runs perft.
//!
//! ```
//! let source = hensou::Source::from_text("post.txt", "1.f9 2.Oh1 3.Of11 4.Og1");
//! let report = &source.validate(&hensou::Options::new().game("chatra"))[0];
//! assert!(report.is_valid());
//! assert_eq!(report.plies().len(), 4);
//!
//! let mut position = hensou::Position::new("chatra", None)?;
//! position.play("f9")?;
//! assert_eq!(position.plies(), 1);
//! # Ok::<(), hensou::Error>(())
//! ```
//!
//! Underneath, each game's own engine (its positions, moves and
//! [`game::Rules`]) is in [`variants`].
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

mod api;
#[cfg(feature = "cli")]
pub mod cli;
pub mod diagnostic;
pub mod formats;
pub mod game;
pub mod history;
pub mod lenient;
pub mod record;
pub mod replay;
pub mod session;
pub mod svg;
pub mod variants;

pub use api::{
    Charset, Conversion, Diagnostic, Error, Game, Games, Options, Ply, Position, Reading, Report,
    RuleDifference, Source,
};
pub use diagnostic::Severity;
pub use game::{Outcome, Side};
