//! Type erasure: a game behind `dyn Variant` and `dyn Session`, so that the
//! CLI and the record driver need no generics while move generation stays
//! monomorphic inside each game. One file a concern: the `Game` trait a
//! game implements (`game.rs`), a registered game type-erased (`variant.rs`:
//! `Variant`, `GameVariant`, `Extension`), a game in progress (`play.rs`:
//! `Session`, `GameSession`), the games set up before, kept to be copied
//! (`starts.rs`), and the moves two rule sets disagree on (`compare.rs`).

mod compare;
mod game;
mod play;
mod starts;
mod variant;

pub use compare::{MoveDifference, compare_moves};
pub use game::{Declaration, Game, MoveReader, ReadError};
pub use play::{Divided, GameSession, PlainPly, Played, PlyFailure, Session, Written};
pub use variant::{Extension, GameVariant, SetupError, Variant, configure};
