//! The legal-move list and the move-tree walks built on [`Rules`]: by
//! playing each move on a copy ([`perft_by_play`]) or by making and
//! unmaking it in place ([`perft_by_make`], for a game with [`MakeUnmake`]).

use super::Rules;

/// How many moves a [`MoveList`] holds on the stack before it spills to
/// the heap. Chosen from the most legal moves of the positions of random
/// games (100-300 games a rule set, up to 400 plies, 372,405 positions):
/// Alquerque 126, Macedonian 122, Shelt 70, shogi 232 (its known maximum
/// is 593), Chatra 289 (mean 120; 0.09% of positions over 256) and Shogi
/// no Otomo 573 with cards (mean 60; 0.26% over 256). 256 keeps all but
/// those few on the stack, at 1.5 KB for shogi's 6-byte moves.
pub const MOVE_LIST_INLINE: usize = 256;

/// The legal moves of one position, as [`Rules::legal_moves`] fills it.
///
/// On the stack (shakmaty's `MoveList` is an `ArrayVec` for the same
/// reason): a search lists the moves of every position it visits, and a
/// heap allocation each time costs more than generating them. Unlike
/// chess, our games have no small fixed bound: a Chatra side drops onto
/// any of 144 squares, and shogi positions with full hands reach 593 moves,
/// so the list spills to the heap past [`MOVE_LIST_INLINE`] moves instead
/// of failing. It is smallvec's `SmallVec`: it derefs to a slice and
/// takes `push`, `extend`, `clear`, `retain` and `truncate` as a `Vec` does.
///
/// The trait takes this one type rather than anything a `Vec` would also
/// satisfy: a generic sink would make every game's generator generic and
/// built twice, while this shape asks each caller only to name the list
/// (`MoveList::new()` for `Vec::new()`).
pub type MoveList<M> = smallvec::SmallVec<[M; MOVE_LIST_INLINE]>;

/// Playing a move in place and taking it back, for walks that keep one
/// position instead of copying it at every node ([`perft_by_make`]).
///
/// Separate from [`Rules`] because only a game whose position can be
/// restored more cheaply than copied gains by it: Chatra, whose `make`
/// returns what its `unmake` needs, and shogi, whose board takes back a
/// move from the captured piece. The other games do not implement it: their
/// positions are small or copy-cheap (Alquerque's is `Copy`), so an `Undo`
/// holding a saved copy would be [`perft_by_play`] with extra steps, honest
/// but no faster.
pub trait MakeUnmake: Rules {
    /// What [`MakeUnmake::make`] saves for [`MakeUnmake::unmake`].
    type Undo;
    /// Plays a move already known to be legal, as [`Rules::play`] does.
    fn make(pos: &mut Self::Position, mv: &Self::Move) -> Self::Undo;
    /// Takes back `mv`, the last move made, so that `pos` is again the
    /// position it was made from.
    fn unmake(pos: &mut Self::Position, mv: &Self::Move, undo: Self::Undo);
}

/// Perft through [`Rules`] alone: each move played on a copy, the leaves
/// counted in bulk at the last ply.
pub fn perft_by_play<R: Rules>(pos: &R::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    R::legal_moves(pos, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            R::play(&mut next, &mv);
            perft_by_play::<R>(&next, depth - 1)
        })
        .sum()
}

/// Perft by [`MakeUnmake`] on one copy of `pos`, the leaves counted in bulk
/// at the last ply: the same count as [`perft_by_play`].
pub fn perft_by_make<R: MakeUnmake>(pos: &R::Position, depth: u32) -> u64 {
    leaves::<R>(&mut pos.clone(), depth)
}

fn leaves<R: MakeUnmake>(pos: &mut R::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    R::legal_moves(pos, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    // By value: measured faster than by reference on Chatra's perft.
    for mv in moves {
        let undo = R::make(pos, &mv);
        total += leaves::<R>(pos, depth - 1);
        R::unmake(pos, &mv, undo);
    }
    total
}

/// Under every rule set of `G`, along a game whose ply `n` plays the legal
/// move `choices[n]` picks: a list already past its inline size, so on the
/// heap, has the same moves appended as an empty list holds.
#[cfg(test)]
pub(crate) fn spilled_list_agrees<G: super::Configure>(choices: &[u16]) {
    for set in G::rule_sets() {
        let config = G::configure(&super::RuleSpec::parse(set.name)).expect(set.name);
        let choose = |ply: usize, count: usize| usize::from(choices[ply]) % count;
        super::chosen_game::<G>(&config, choices.len(), choose, |ply, pos, moves| {
            let Some(first) = moves.first() else { return };
            let mut spilled = MoveList::from_elem(first.clone(), MOVE_LIST_INLINE);
            G::legal_moves(pos, &mut spilled);
            assert!(spilled.spilled(), "{} ply {ply}", set.name);
            assert_eq!(
                &spilled[MOVE_LIST_INLINE..],
                moves,
                "{} ply {ply}",
                set.name
            );
        });
    }
}

/// Under every rule set of `G`, along a game whose ply `n` plays the legal
/// move `choices[n]` picks: making each legal move gives the position
/// [`Rules::play`] gives, and unmaking it gives back the position before
/// (every field, as `Debug` prints them: history, caches and keys too);
/// every eighth position, [`perft_by_make`] counts what [`perft_by_play`]
/// counts two plies deep.
#[cfg(test)]
pub(crate) fn make_unmake_restores<G: MakeUnmake + super::Configure>(choices: &[u16]) {
    for set in G::rule_sets() {
        let config = G::configure(&super::RuleSpec::parse(set.name)).expect(set.name);
        let choose = |ply: usize, count: usize| usize::from(choices[ply]) % count;
        super::chosen_game::<G>(&config, choices.len(), choose, |ply, pos, moves| {
            let before = format!("{pos:?}");
            let mut walked = pos.clone();
            for mv in moves {
                let mut played = pos.clone();
                G::play(&mut played, mv);
                let undo = G::make(&mut walked, mv);
                let made = format!("{walked:?}");
                assert_eq!(
                    made,
                    format!("{played:?}"),
                    "{} ply {ply}: {mv:?}",
                    set.name
                );
                G::unmake(&mut walked, mv, undo);
                assert_eq!(
                    format!("{walked:?}"),
                    before,
                    "{} ply {ply}: {mv:?}",
                    set.name
                );
            }
            if ply % 8 == 0 {
                let (made, played) = (perft_by_make::<G>(pos, 2), perft_by_play::<G>(pos, 2));
                assert_eq!(made, played, "{} ply {ply}", set.name);
            }
        });
    }
}
