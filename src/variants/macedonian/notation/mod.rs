//! The move notations of Macedonian shogi, Japanese (KIF-style) and ASCII
//! (USI-like), and the names of squares and pieces they share with the
//! diagram and the diagnostics.

pub mod ascii;
pub mod japanese;
pub(crate) mod names;
