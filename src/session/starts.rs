//! Games set up before, kept to be copied: an archive's games start from a
//! few positions under the same rules, and setting one up (reading a shogi
//! position string takes about 14,500 instructions, making the even start
//! and its key about 1,000) costs more than copying a game set up before.
//! A thread keeps its own few, the last set up.

use std::any::TypeId;
use std::cell::RefCell;

use super::play::Session;
use super::variant::SetupError;
use crate::game::RuleSpec;

/// How many set-ups a thread keeps: enough for an archive's even start and
/// the handicaps and problems beside it.
const KEPT: usize = 8;

/// A game set up, by what it was set up from.
struct Kept {
    game: TypeId,
    rules: RuleSpec,
    position: Option<String>,
    session: Box<dyn Session>,
}

thread_local! {
    static KEPT_STARTS: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

/// A copy of the game `game` set up before under `rules` from `position`
/// (the start when `None`), else the one `set_up` makes, a copy of it kept.
/// A set-up that fails is not kept: it fails again when asked again.
pub(super) fn copy_or_set_up(
    game: TypeId,
    rules: &RuleSpec,
    position: Option<&str>,
    set_up: impl FnOnce() -> Result<Box<dyn Session>, SetupError>,
) -> Result<Box<dyn Session>, SetupError> {
    let copy = KEPT_STARTS.with_borrow(|kept| {
        (kept.iter())
            .find(|k| k.game == game && k.position.as_deref() == position && k.rules == *rules)
            .map(|k| k.session.fork())
    });
    if let Some(session) = copy {
        return Ok(session);
    }
    let session = set_up()?;
    let kept = Kept {
        game,
        rules: rules.clone(),
        position: position.map(str::to_string),
        session: session.fork(),
    };
    KEPT_STARTS.with_borrow_mut(|starts| {
        if starts.len() == KEPT {
            starts.remove(0);
        }
        starts.push(kept);
    });
    Ok(session)
}

/// Forgets every set-up kept, so that the next is made afresh.
#[cfg(test)]
pub(crate) fn forget_kept() {
    KEPT_STARTS.with_borrow_mut(Vec::clear);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry;

    /// What a game just set up shows: its rules, position, side to move,
    /// end and every legal move; then the same after each of a few plies.
    fn seen(session: &mut dyn Session) -> Vec<String> {
        let mut seen = Vec::new();
        for _ in 0..6 {
            seen.push(session.rules());
            seen.push(session.position_string());
            seen.push(format!("{:?} {}", session.side_to_move(), session.plies()));
            seen.push(format!("{:?}", session.outcome()));
            let moves = session.legal_moves(0);
            seen.extend(moves.iter().cloned());
            let Some(first) = moves.first() else { break };
            if session.play_text(first, Some(0), None).is_err() {
                break;
            }
        }
        seen
    }

    /// Every game of the registry, from its start and from a position
    /// string of its own, under its default and its other rule sets: a
    /// copy of a kept set-up plays as one set up afresh, once kept and
    /// again when more set-ups than are kept came between.
    #[test]
    fn a_kept_set_up_is_one_set_up_afresh() {
        let mut checked = 0;
        for variant in registry::builtin().variants() {
            let fresh = variant.new_game(&RuleSpec::default(), None).unwrap();
            let positions = [None, Some(fresh.position_string())];
            let sets = std::iter::once(None)
                .chain(variant.rule_sets().iter().map(|s| Some(s.name.to_string())));
            for set in sets {
                let rules = RuleSpec {
                    set,
                    options: Vec::new(),
                };
                for position in &positions {
                    let position = position.as_deref();
                    forget_kept();
                    let Ok(mut fresh) = variant.new_game(&rules, position) else {
                        continue;
                    };
                    let mut copy = variant.new_game(&rules, position).unwrap();
                    let want = seen(&mut *fresh);
                    assert_eq!(seen(&mut *copy), want, "{}", variant.name());
                    checked += 1;
                }
            }
        }
        assert!(checked > registry::builtin().variants().len());
    }

    /// More set-ups than are kept: the first is set up again, and is still
    /// the same game.
    #[test]
    fn the_oldest_set_up_goes_first() {
        let shogi = registry::builtin().find("shogi").unwrap();
        let rules = RuleSpec::default();
        let mut game = shogi.new_game(&rules, None).unwrap();
        let start = game.position_string();
        // Positions after one ply, two, ...: as many as are kept.
        let positions: Vec<String> = (0..KEPT)
            .map(|_| {
                let first = game.legal_moves(0)[0].clone();
                game.play_text(&first, Some(0), None).unwrap();
                game.position_string()
            })
            .collect();
        let mut sets_up = 0;
        let mut set_up = |position: Option<&str>| {
            copy_or_set_up(TypeId::of::<Kept>(), &rules, position, || {
                sets_up += 1;
                shogi.new_game(&rules, position)
            })
            .unwrap()
            .position_string()
        };
        assert_eq!(set_up(None), start);
        assert_eq!(set_up(None), start);
        for position in &positions {
            assert_eq!(set_up(Some(position)), *position);
        }
        assert_eq!(set_up(None), start);
        assert_eq!(sets_up, 1 + KEPT + 1);
    }
}
