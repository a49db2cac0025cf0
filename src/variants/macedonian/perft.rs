//! Fast perft: copy-make over a position without heap data, one reused
//! action buffer per depth, and bulk counting at the last ply (a turn with
//! 譲位 doubles the count there instead of being generated).

use super::Macedonian;
use super::movegen::{actions, crown_lost};
use super::position::{Action, Move, Position};
use crate::game::Rules;

/// Leaf count of the turn tree `depth` plies deep, 譲位 turns included.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if pos.config.must_escape_check {
        // Each turn needs its own safety test: walk the legal turns.
        return crate::game::perft_by_play::<super::Macedonian>(pos, depth);
    }
    let mut buffers: Vec<Vec<Action>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    walk(pos, depth, &mut buffers)
}

fn walk(pos: &Position, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if crown_lost(pos).is_some() {
        return 0;
    }
    let (buffer, deeper) = buffers.split_first_mut().expect("one buffer per ply");
    buffer.clear();
    actions(pos, buffer);
    let abdicate = pos.abdication_bar(pos.to_move).is_none();
    if depth == 1 {
        return buffer.len() as u64 * if abdicate { 2 } else { 1 };
    }
    let mut nodes = 0;
    for &action in buffer.iter() {
        for crown in [false, true].into_iter().take(if abdicate { 2 } else { 1 }) {
            let mut next = pos.clone();
            Macedonian::play(
                &mut next,
                &Move {
                    abdicate: crown,
                    action,
                },
            );
            nodes += walk(&next, depth - 1, deeper);
        }
    }
    nodes
}
