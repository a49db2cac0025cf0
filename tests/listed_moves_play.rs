//! Every move `legal_moves` lists, in every notation of every game, plays
//! back as the move it was listed for: the position it leads to is the one
//! the same move listed in the game's first notation leads to. A listed
//! move that does not play (Shogi no Otomo's KIF read a KI2-style card move
//! `▲桂:４八桂` as a plain shogi move no 桂 can make) is a notation whose
//! printer and reader disagree.

use std::collections::BTreeSet;

use hensou::Position;
use proptest::prelude::*;

/// The positions after each move of `position` listed in `notation`, or
/// the first listed move that does not play.
fn reached(position: &Position, notation: &str) -> Result<BTreeSet<String>, String> {
    let listed = position.legal_moves(Some(notation)).unwrap();
    let mut after = BTreeSet::new();
    for mv in &listed {
        let mut next = position.clone();
        next.play(mv)
            .map_err(|e| format!("{notation} `{mv}` at {}: {e}", position.position_string()))?;
        after.insert(next.position_string());
    }
    Ok(after)
}

/// A random game of `game` from `seed`, checked at each ply.
fn every_listed_move_plays_back(game: &str, seed: u64, plies: usize) -> Result<(), String> {
    let mut position = Position::new(game, None).unwrap();
    let mut state = seed | 1;
    for _ in 0..plies {
        let notations = position.notations();
        let first = reached(&position, notations[0])?;
        for notation in &notations[1..] {
            let other = reached(&position, notation)?;
            if other != first {
                return Err(format!(
                    "{game} {notation} at {}: its moves lead to {} positions, {}'s to {}",
                    position.position_string(),
                    other.len(),
                    notations[0],
                    first.len()
                ));
            }
        }
        let listed = position.legal_moves(None).unwrap();
        if listed.is_empty() || position.outcome().is_some() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        position
            .play(&listed[state as usize % listed.len()])
            .unwrap();
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn every_listed_move_of_every_notation_plays_back(seed in any::<u64>()) {
        for game in hensou::games() {
            if let Err(wrong) = every_listed_move_plays_back(game, seed, 30) {
                prop_assert!(false, "{}", wrong);
            }
        }
    }
}
