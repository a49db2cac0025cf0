//! Fast perft: walks copyable [`State`]s with one move buffer per depth and
//! counts the last ply in bulk, instead of cloning whole positions.

use super::board::State;
use super::moves::{Flags, apply, generate};
use super::{Position, REPETITION_COUNT, Repetition, decided};

struct Walk {
    flags: Flags,
    judge_repetition: bool,
    /// Keys of the positions on the path from the game's start.
    history: Vec<u64>,
    buffers: Vec<Vec<super::moves::Move>>,
}

impl Walk {
    fn count(&mut self, state: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if decided(state).is_some() {
            return 0;
        }
        let mut moves = std::mem::take(&mut self.buffers[depth as usize]);
        moves.clear();
        generate(state, self.flags, &mut moves);
        let nodes = if depth == 1 {
            moves.len() as u64
        } else {
            let mut sum = 0;
            for mv in &moves {
                let mut next = *state;
                apply(&mut next, mv);
                let key = next.key();
                let repeated = self.judge_repetition
                    && self.history.iter().filter(|&&k| k == key).count() + 1 >= REPETITION_COUNT;
                if repeated {
                    // The game ends here: nothing below.
                    continue;
                }
                self.history.push(key);
                sum += self.count(&next, depth - 1);
                self.history.pop();
            }
            sum
        };
        self.buffers[depth as usize] = moves;
        nodes
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
        buffers: (0..=depth).map(|_| Vec::with_capacity(64)).collect(),
    };
    walk.count(&pos.state, depth)
}
