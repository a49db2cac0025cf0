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
//! # Two layers
//!
//! **The stable API is the crate root**: [`Source`], [`Games`], [`Game`],
//! [`Options`], [`Report`], [`Diagnostic`], [`Conversion`], [`Position`] and
//! the small types they return. Their fields are private (but for
//! [`Outcome`]'s and [`RuleDifference`]'s, plain data); they name games,
//! rules and notations by strings (`"shogi"`, `"bell;return=turn-start"`,
//! `"kif"`), as the command line does, so a program built on them does not
//! change when a game's internals do. docs/library.md is a guide, and
//! `examples/` holds a program for each common task.
//!
//! **The engine layer is [`variants`]**: each game's own positions, moves,
//! notations and rules as Rust types, for a program that wants to search a
//! game's move tree without strings in between (as shakmaty does for
//! chess). It follows the traits of [`game`] ([`game::Rules`],
//! [`game::Notation`]); its types may change between versions.
//!
//! The other public modules are the machinery the root is built on, public
//! for the crate's tests, benchmarks and fuzz targets:
//! - `cli` (feature `cli`, on by default, not shown here): the `hensou`
//!   command;
//! - [`replay`]: drives a [`record::GameRecord`] through a game, collecting
//!   [`diagnostic::Problem`]s;
//! - [`input`]: bytes to text to games: reads an input a chunk at a time,
//!   decodes it and splits its games off ([`Archive`] is its front door);
//! - [`formats`]: writes files in the games' own formats and the
//!   game-agnostic ones, and finds formats by name;
//! - [`registry`]: the one list of games and file formats;
//! - [`session`]: type erasure over [`game::Rules`] and [`game::Notation`];
//! - [`record`]: game-agnostic containers with byte spans, and the shape of
//!   a game's file format;
//! - [`diagnostic`]: the problems found in a record;
//! - [`svg`]: the primitives the games' pictures are drawn with;
//! - `walk` (feature `walk`, on with `cli`): the record files below the
//!   paths named, directories walked as ripgrep walks them.
//! - `snapshot` (feature `walk`): snapshot tests of rules, for rule
//!   designers (docs/RULE-SNAPSHOTS.md).
//!
//! Without the command line, the library needs no terminal crates:
//! `hensou = { version = "0.1", default-features = false }`.

mod api;
// Public for src/main.rs and the tests, but no library API.
#[cfg(feature = "cli")]
#[doc(hidden)]
pub mod cli;
pub mod diagnostic;
pub mod formats;
pub mod game;
pub(crate) mod history;
pub mod input;
pub(crate) mod lenient;
pub mod messages;
pub mod options;
pub mod pipeline;
pub mod record;
pub mod registry;
pub mod replay;
pub mod rule_id;
pub mod session;
#[cfg(feature = "walk")]
pub mod snapshot;
pub mod svg;
pub mod variants;
#[cfg(feature = "walk")]
pub mod walk;

pub use api::{
    Archive, Charset, Conversion, Diagnostic, Error, Game, Games, Localized, Options, Ply,
    Position, Reading, Report, RuleDifference, Source, Window, games,
};
pub use diagnostic::Severity;
pub use game::{Outcome, Reason, RuleOptionInfo, RuleSetInfo, Side};
pub use messages::Lang;
pub use options::NameError;
pub use record::Ending;
pub use rule_id::RuleId;
pub use session::{MoveDifference, SetupError};

/// The code of docs/library.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/library.md")]
struct LibraryGuide;
