//! Fast perft: walks copyable [`State`]s, each position's moves in a stack
//! list, and counts the last ply in bulk, instead of cloning whole positions.

use super::board::State;
use super::movegen::{Flags, apply_keyed, generate};
use super::{Position, REPETITION_COUNT, Repetition, decided};
use crate::game::MoveList;
use crate::history::History;

struct Walk {
    flags: Flags,
    judge_repetition: bool,
    /// Keys of the positions on the path from the game's start.
    history: History,
}

impl Walk {
    fn count(&mut self, state: &State, key: u64, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if decided(state).is_some() {
            return 0;
        }
        let mut moves = MoveList::new();
        generate(state, self.flags, &mut moves);
        if depth == 1 {
            moves.len() as u64
        } else {
            let mut sum = 0;
            for mv in &moves {
                let mut next = *state;
                let next_key = apply_keyed(&mut next, mv, key);
                let repeated = self.judge_repetition
                    && self.history.count(next_key) as usize + 1 >= REPETITION_COUNT;
                if repeated {
                    // The game ends here: nothing below.
                    continue;
                }
                self.history.push(next_key, ());
                sum += self.count(&next, next_key, depth - 1);
                self.history.pop();
            }
            sum
        }
    }
}

/// Leaf count `depth` plies deep, equal to the clone-based default.
pub fn fast(pos: &Position, depth: u32) -> u64 {
    if depth > 0 && pos.is_over() {
        return 0;
    }
    let mut walk = Walk {
        flags: pos.config.flags,
        judge_repetition: pos.config.repetition == Repetition::CycleStart,
        history: pos.history.clone(),
    };
    walk.count(&pos.state, pos.key, depth)
}
