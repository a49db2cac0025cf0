//! The move generator: the candidates that pass the rules decided before
//! the move, filtered by those decided after it.

use super::*;
use crate::game::MoveList;

/// Origin-destination pairs of board moves, each once, walked in order of
/// origin then destination (a bit set: no sorting, no allocation).
struct Targets([[u64; 3]; SQUARES]);

impl Default for Targets {
    fn default() -> Targets {
        Targets([[0; 3]; SQUARES])
    }
}

impl Targets {
    fn insert(&mut self, from: Square, to: Square) {
        self.0[from.index()][to.index() / 64] |= 1 << (to.index() % 64);
    }

    fn each(&self, mut f: impl FnMut(Square, Square) -> ControlFlow<()>) -> ControlFlow<()> {
        for (from, words) in self.0.iter().enumerate() {
            for (w, &word) in words.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let to = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    f(Square(from as u8), Square(to as u8))?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

impl State {
    /// Moves that pass the rules decided before the move (the candidates
    /// for [`State::legal_moves`]), each given to `f` until it breaks:
    /// drops by square, then board moves by origin and destination, then
    /// the pass.
    fn each_candidate(&self, mut f: impl FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        let side = self.side;
        if self.opening_subject() {
            for sq in Square::all().filter(|s| s.zone() != ZONE_E) {
                f(Move::Drop(sq))?;
            }
            return ControlFlow::Continue(());
        }
        if self.object_in_hand[side.index()] {
            for sq in Square::all().filter(|&s| s.zone() != ZONE_E && self.at(s).is_none()) {
                f(Move::DropObject(sq))?;
            }
            return ControlFlow::Continue(());
        }
        let army = self.army(side).resolved();
        if self.hand[side.index()] > 0 {
            let zones = ZoneTest::Open(self.zone_open_squares(&SubjectList::of(army.subjects)));
            for sq in Square::all() {
                if self.drop_ban(sq, &zones).is_none() {
                    f(Move::Drop(sq))?;
                }
            }
        }
        if self.ply == 0 {
            return ControlFlow::Continue(());
        }
        // Destinations of each piece, merged over every function.
        let mut targets = Targets::default();
        for from in Square::all() {
            if self.at(from).is_some_and(|p| p.side == side) {
                for to in from.neighbours() {
                    if self.at(to).is_none_or(|p| p.side != side) {
                        targets.insert(from, to);
                    }
                }
            }
        }
        self.relative_moves(&army, |from, to, _| targets.insert(from, to));
        targets.each(|from, to| f(Move::Shift { from, to }))?;
        if self.config.pass && !self.passed {
            f(Move::Pass)?;
        }
        ControlFlow::Continue(())
    }

    /// Appends the candidates to `out`.
    pub fn candidates(&self, out: &mut MoveList<Move>) {
        let _ = self.each_candidate(|mv| {
            out.push(mv);
            ControlFlow::Continue(())
        });
    }

    /// Every legal move; `history` holds the positions up to this one.
    pub fn legal_moves(&self, history: &History, out: &mut MoveList<Move>) {
        let start = out.len();
        self.candidates(out);
        let enemy = self.army(self.side.other()).resolved();
        let in_check = self
            .object(self.side)
            .is_some_and(|o| self.attacks_with(self.side.other(), o, &enemy));
        let mut keep = start;
        for i in start..out.len() {
            let mv = out[i];
            let safe = !in_check && matches!(mv, Move::Drop(_));
            if self.after_ban(history, mv, safe, Some(&enemy)).is_none() {
                out[keep] = mv;
                keep += 1;
            }
        }
        out.truncate(keep);
    }

    /// Whether the side to move has a legal move: candidates are tried
    /// one by one, and the first legal one ends the search. King steps go
    /// first, as one nearly always is legal and they need neither the
    /// mover's army nor the drop-zone tests.
    pub fn has_legal_move(&self, history: &History) -> bool {
        let side = self.side;
        let enemy = self.army(side.other());
        if self.ply > 0 && !self.opening_subject() && !self.object_in_hand[side.index()] {
            for from in Square::all() {
                if self.at(from).is_some_and(|p| p.side == side) {
                    for to in from.neighbours() {
                        if self.at(to).is_none_or(|p| p.side != side)
                            && self
                                .after_ban(history, Move::Shift { from, to }, false, Some(&enemy))
                                .is_none()
                        {
                            return true;
                        }
                    }
                }
            }
        }
        let in_check = self
            .object(side)
            .is_some_and(|o| self.attacks_with(side.other(), o, &enemy));
        let legal = |mv: Move| {
            let safe = !in_check && matches!(mv, Move::Drop(_));
            self.after_ban(history, mv, safe, Some(&enemy)).is_none()
        };
        self.each_candidate(|mv| {
            if legal(mv) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }
}
