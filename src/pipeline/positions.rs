//! The position list: a consumer that keeps the position string after each
//! ply of the game's own line, made only when it is asked for
//! ([`super::Options::positions`]): writing a position after every ply of a
//! long archive costs more than reading it.

use std::ops::ControlFlow;

use super::events::{Played, Visitor};
use crate::record::Span;

/// The position string after each ply of the game's line, in order; the
/// plies of variations are not part of it.
#[derive(Clone, Debug, Default)]
pub struct PositionList {
    pub positions: Vec<String>,
    /// How deep in variations the ply being told is (0: the game's line).
    depth: usize,
}

impl PositionList {
    /// Keeps the position after `played`, if it is a ply of the game's line.
    pub fn keep(&mut self, played: &Played<'_>) {
        if self.depth == 0 {
            self.positions.push(played.after.position_string());
        }
    }
}

impl Visitor for PositionList {
    fn ply(&mut self, played: Played<'_>) -> ControlFlow<()> {
        self.keep(&played);
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _from_ply: usize, _span: Span) -> ControlFlow<()> {
        self.depth += 1;
        ControlFlow::Continue(())
    }

    fn end_variation(&mut self, _from_ply: usize) -> ControlFlow<()> {
        self.depth = self.depth.saturating_sub(1);
        ControlFlow::Continue(())
    }
}
