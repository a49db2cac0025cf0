//! Relative moves (flight over a partner, slide away from one): the
//! limits on a pair and on direction, and why a relative move is refused.

use super::*;

/// Why a pair may not act or a relative move is refused, before its
/// message is written (the generator asks for thousands of these).
#[derive(Clone, Copy, Debug)]
pub(super) enum Refusal {
    Straddle {
        centre: Square,
        other: Square,
        o: Square,
    },
    Pivot {
        centre: Square,
        other: Square,
        o: Square,
    },
    Backward {
        s: Square,
        t: Square,
        o: Square,
    },
    Middle(Square),
    Blocked {
        from: Square,
        to: Square,
        by: Square,
    },
}

/// How a relative move reaches its square.
#[derive(Clone, Copy, Debug)]
pub(super) enum Reach {
    /// Over the centre on this square.
    Flight(Square),
    /// Away from the partner on this square.
    Slide(Square),
}

/// The most telling reason among those found, or "no function reaches".
pub(super) fn pick_reason(from: Square, to: Square, why: Vec<Violation>) -> Violation {
    const ORDER: [ChatraRule; 5] = [
        ChatraRule::Backward,
        ChatraRule::Straddle,
        ChatraRule::MiddleOfLine,
        ChatraRule::Pivot,
        ChatraRule::Blocked,
    ];
    let mut why = why;
    why.sort_by_key(|v| {
        ORDER
            .iter()
            .position(|&r| v.rule == r)
            .unwrap_or(ORDER.len())
    });
    match why.into_iter().next() {
        Some(v) => v,
        None => Violation::new(
            ChatraRule::Unreachable,
            crate::msg!("chatra-unreachable", from = %from, to = %to),
        )
        .help(crate::msg!("chatra-unreachable-help")),
    }
}

impl State {
    /// The limits on a pair (centre, other) acting for the side to move:
    /// pivot and straddle.
    fn pair_ban(&self, centre: Square, other: Square, enemy: Option<Square>) -> Option<Refusal> {
        let o = enemy?;
        let (c, m) = (centre.vec() - o.vec(), other.vec() - o.vec());
        if self.config.straddle && c.dot(m) < 0 {
            return Some(Refusal::Straddle { centre, other, o });
        }
        if self.config.pivot == Pivot::Nearer && c.norm2() > m.norm2() {
            return Some(Refusal::Pivot { centre, other, o });
        }
        None
    }

    /// The direction limit on a relative move from `s` to `t`.
    fn direction_ban(&self, s: Square, t: Square, enemy: Option<Square>) -> Option<Refusal> {
        let o = enemy?;
        let ok = match self.config.direction {
            Direction::Angle => s.to(t).dot(s.to(o)) >= 0,
            Direction::Distance => t.to(o).norm2() <= s.to(o).norm2(),
            Direction::None => true,
        };
        (!ok).then_some(Refusal::Backward { s, t, o })
    }

    /// The direction limit on a relative move from `s` to `t`.
    pub fn direction_limit(
        &self,
        s: Square,
        t: Square,
        enemy: Option<Square>,
    ) -> Result<(), Violation> {
        match self.direction_ban(s, t, enemy) {
            None => Ok(()),
            Some(r) => Err(self.refusal_violation(r)),
        }
    }

    /// The message of a refusal.
    pub(super) fn refusal_violation(&self, refusal: Refusal) -> Violation {
        match refusal {
            Refusal::Straddle { centre, other, o } => Violation::new(
                ChatraRule::Straddle,
                crate::msg!("chatra-straddle", centre = %centre, other = %other, o = %o),
            ),
            Refusal::Pivot { centre, other, o } => Violation::new(
                ChatraRule::Pivot,
                crate::msg!("chatra-pivot", centre = %centre, other = %other, o = %o),
            ),
            Refusal::Backward { s, t, o } => {
                let direction = if self.config.direction == Direction::Angle {
                    "angle"
                } else {
                    "distance"
                };
                Violation::new(
                    ChatraRule::Backward,
                    crate::msg!("chatra-backward", from = %s, to = %t, direction = direction, o = %o),
                )
            }
            Refusal::Middle(s) => Violation::new(
                ChatraRule::MiddleOfLine,
                crate::msg!("chatra-middle", sq = %s),
            ),
            Refusal::Blocked { from, to, by } => Violation::new(
                ChatraRule::Blocked,
                crate::msg!("chatra-blocked", from = %from, to = %to, by = %by),
            ),
        }
    }

    /// Every relative move of the side to move: calls `f(from, to, other)`
    /// (`other` the piece of the pair that stays), possibly more than once
    /// for one move.
    pub fn relative_moves(&self, army: &Army, mut f: impl FnMut(Square, Square, Square)) {
        let side = self.side;
        let enemy = self.object(side.other());
        let free = |t: Square| self.at(t).is_none_or(|p| p.side != side);
        let active = army.active_set();
        for (i, c) in active.iter().enumerate() {
            for (j, m) in active.iter().enumerate() {
                if i == j {
                    continue;
                }
                if self.pair_ban(c, m, enemy).is_some() {
                    continue;
                }
                // m flies over the centre c.
                if let Some(t) = c.offset(m.to(c)) {
                    if free(t) && self.direction_ban(m, t, enemy).is_none() {
                        f(m, t, c);
                    }
                }
                // c slides away from m.
                let d = m.to(c);
                if d.is_queen_line() {
                    let u = d.unit();
                    let mut sq = c;
                    for _ in 0..d.chebyshev() {
                        let Some(t) = sq.offset(u) else { break };
                        if !free(t) || self.direction_ban(c, t, enemy).is_some() {
                            break;
                        }
                        f(c, t, m);
                        if self.at(t).is_some() {
                            break;
                        }
                        sq = t;
                    }
                }
            }
        }
    }

    /// Why `from` cannot reach `to` by a flight or slide, or `Ok` if one reaches.
    pub fn relative_reach(&self, from: Square, to: Square) -> Result<Msg, Vec<Violation>> {
        let mut why = Vec::new();
        match self.reach(from, to, |r| why.push(r)) {
            Some(Reach::Flight(c)) => Ok(crate::msg!("chatra-reach-flight", centre = %c)),
            Some(Reach::Slide(q)) => Ok(crate::msg!("chatra-reach-slide", partner = %q)),
            None => Err(why.into_iter().map(|r| self.refusal_violation(r)).collect()),
        }
    }

    /// How `from` reaches `to` by a flight or slide, if one does; every
    /// pair that points there but is refused is told to `refused`.
    pub(super) fn reach(
        &self,
        from: Square,
        to: Square,
        mut refused: impl FnMut(Refusal),
    ) -> Option<Reach> {
        let side = self.side;
        let army = self.army(side);
        let enemy = self.object(side.other());
        let own = |s: Square| self.at(s) == Some(Piece::new(side, Kind::Subject));
        let middle = |s: Square| army.is_middle(s).then_some(Refusal::Middle(s));
        let d = from.to(to);
        // Flight: the centre is the midpoint.
        let sum = from.vec() + to.vec();
        if sum.x % 2 == 0 && sum.y % 2 == 0 {
            let c = Square::at(sum.x / 2, sum.y / 2).expect("midpoint is on the board");
            if own(c) {
                let r = middle(from).or_else(|| middle(c)).or_else(|| {
                    self.pair_ban(c, from, enemy)
                        .or_else(|| self.direction_ban(from, to, enemy))
                });
                match r {
                    None => return Some(Reach::Flight(c)),
                    Some(r) => refused(r),
                }
            }
        }
        // Slide: `from` is the centre, its partner behind it on the line.
        if d.is_queen_line() {
            let u = d.unit();
            let k = d.chebyshev();
            let back = Vec2::new(-u.x, -u.y);
            let mut p = from.offset(back);
            let mut j = 1;
            while let Some(q) = p {
                if j >= k && own(q) {
                    let blocked = (1..k).find_map(|i| {
                        from.offset(Vec2::new(u.x * i, u.y * i))
                            .filter(|s| self.at(*s).is_some())
                    });
                    let r = blocked
                        .map(|by| Refusal::Blocked { from, to, by })
                        .or_else(|| middle(from))
                        .or_else(|| middle(q))
                        .or_else(|| {
                            self.pair_ban(from, q, enemy)
                                .or_else(|| self.direction_ban(from, to, enemy))
                        });
                    match r {
                        None => return Some(Reach::Slide(q)),
                        Some(r) => refused(r),
                    }
                }
                j += 1;
                p = q.offset(back);
            }
        }
        None
    }
}
