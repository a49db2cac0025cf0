//! Attacks on a square: king steps, flights and slides onto it, check,
//! and the words that say how an object is attacked.

use super::*;
use crate::messages::Msg;

/// The square of `set` nearest to `from` in direction `DIRECTIONS[d]`.
fn nearest_on_ray(from: Square, d: usize, set: Squares) -> Option<Square> {
    let on_ray = RAYS[from.index()][d].and(set);
    let u = DIRECTIONS[d];
    if u.y > 0 || (u.y == 0 && u.x > 0) {
        on_ray.first()
    } else {
        on_ray.last()
    }
}

impl State {
    /// Whether `by` could move a piece onto `target` (the object attacked
    /// there is `by`'s enemy object, so no direction limit can forbid it).
    pub fn attacks(&self, by: Side, target: Square) -> bool {
        self.attacks_with(by, target, &self.army(by))
    }

    /// [`Position::attacks`] with `by`'s army at hand.
    pub(super) fn attacks_with(&self, by: Side, target: Square, army: &Army) -> bool {
        target
            .neighbours()
            .any(|n| self.at(n).is_some_and(|p| p.side == by))
            || self.relatively_attacked(target, army)
    }

    /// Whether a flight or slide of `army` lands on `target`:
    /// [`State::attackers`]' answer, found with the ray tables (the slide's
    /// mover is the first piece on a ray from `target`, its partner any
    /// active subject at least as far beyond it).
    pub(crate) fn relatively_attacked(&self, target: Square, army: &Army) -> bool {
        let t = target.vec();
        // A flight's mover has the target's parity of file and row, so that
        // the centre lies on a square halfway.
        for m in army.subjects.and(SAME_PARITY[target.parity()]).iter() {
            let sum = m.vec() + t;
            if m != target {
                let c = Square::at(sum.x / 2, sum.y / 2).expect("midpoint is on the board");
                if army.is_active(c) && army.is_active(m) {
                    return true;
                }
            }
        }
        let occupied = self.occupied();
        for (d, u) in DIRECTIONS.iter().enumerate() {
            let Some(mover) = nearest_on_ray(target, d, occupied).filter(|&s| army.is_active(s))
            else {
                continue;
            };
            let k = target.to(mover).chebyshev() - 1;
            if let Some(x) = mover.offset(Vec2::new(u.x * k, u.y * k)) {
                if RAYS[x.index()][d]
                    .and(army.subjects)
                    .iter()
                    .any(|p| army.is_active(p))
                {
                    return true;
                }
            }
        }
        false
    }

    /// Every square holding a piece.
    fn occupied(&self) -> Squares {
        let mut all = self.subjects[0].or(self.subjects[1]);
        for o in self.objects.into_iter().flatten() {
            all.insert(o);
        }
        all
    }

    /// A relative move of `by` landing on `target`: (mover, partner).
    pub fn attackers(&self, target: Square, army: &Army) -> Option<(Square, Square)> {
        let own = |s: Square| army.is_active(s);
        let t = target.vec();
        for m in army.active() {
            let sum = m.vec() + t;
            if m != target && sum.x % 2 == 0 && sum.y % 2 == 0 {
                if let Some(c) = Square::at(sum.x / 2, sum.y / 2) {
                    if c != m && own(c) {
                        return Some((m, c));
                    }
                }
            }
        }
        for u in DIRECTIONS {
            let mut k = 1;
            let mut sq = target.offset(u);
            while let Some(s) = sq {
                if self.at(s).is_some() {
                    if own(s) {
                        let mut j = 1;
                        let mut p = s.offset(u);
                        while let Some(q) = p {
                            if j >= k && own(q) {
                                return Some((s, q));
                            }
                            j += 1;
                            p = q.offset(u);
                        }
                    }
                    break;
                }
                k += 1;
                sq = s.offset(u);
            }
        }
        None
    }

    /// A move in words for messages.
    pub fn describe(&self, mv: Move) -> Msg {
        match mv {
            Move::Drop(s) => crate::msg!("chatra-move-drop", sq = %s),
            Move::DropObject(s) => crate::msg!("chatra-move-object-drop", sq = %s),
            Move::Shift { from, to } if self.at(from).is_some_and(|p| p.kind == Kind::Object) => {
                crate::msg!("chatra-move-object", from = %from, to = %to)
            }
            Move::Shift { from, to } => crate::msg!("chatra-move-shift", from = %from, to = %to),
            Move::Pass => crate::msg!("chatra-move-pass"),
        }
    }

    /// Which piece and function attack `side`'s object, in words.
    pub fn how_attacked(&self, side: Side) -> Msg {
        let Some(o) = self.object(side) else {
            return crate::msg!("chatra-no-object");
        };
        let by = side.other();
        if let Some(n) = o
            .neighbours()
            .find(|&n| self.at(n).is_some_and(|p| p.side == by))
        {
            return crate::msg!("chatra-attack-step", by = %n, o = %o);
        }
        match self.attackers(o, &self.army(by)) {
            Some((m, c))
                if m.to(o).chebyshev() == 2 * m.to(c).chebyshev()
                    && m.to(o).x == 2 * m.to(c).x
                    && m.to(o).y == 2 * m.to(c).y =>
            {
                crate::msg!("chatra-attack-flight", by = %m, centre = %c, o = %o)
            }
            Some((m, c)) => crate::msg!("chatra-attack-slide", by = %m, centre = %c, o = %o),
            None => crate::msg!("chatra-no-attack"),
        }
    }

    /// Whether a subject of `side` on `x` could take part in an attack on
    /// the enemy object: next to it, on a line through it, or as mover or
    /// centre of a flight onto it. Before a drop the enemy object is never
    /// attacked (the opponent may not leave it so), so a drop elsewhere
    /// cannot give check.
    pub(crate) fn may_take_part(&self, x: Square, side: Side) -> bool {
        let Some(o) = self.object(side.other()) else {
            return false;
        };
        let d = o.to(x);
        let own =
            |s: Option<Square>| s.and_then(|s| self.at(s)) == Some(Piece::new(side, Kind::Subject));
        d.is_queen_line()
            || own(x.offset(d))
            || (d.x % 2 == 0 && d.y % 2 == 0 && own(o.offset(Vec2::new(d.x / 2, d.y / 2))))
    }

    pub fn in_check(&self, side: Side) -> bool {
        self.object(side)
            .is_some_and(|o| self.attacks(side.other(), o))
    }
}
