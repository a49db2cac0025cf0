//! Legality: the rules decided before a move (opening, pass, drops,
//! reach) and after it (self-check, drop check, repetition), each with the
//! violation it reports.

use super::*;

/// The rule decided after the move that refuses it, before its message is
/// written.
#[derive(Clone, Copy, Debug)]
pub(super) enum AfterBan {
    SelfCheck,
    DropCheck,
    Repetition,
}

fn side_at(n: usize, k: usize, at_n: Side) -> Side {
    if (n - k) % 2 == 0 { at_n } else { at_n.other() }
}

impl State {
    /// Whether `mv` is legal here, and if not, which rule it breaks;
    /// `history` holds the positions up to this one.
    pub fn verdict(&self, history: &History, mv: Move) -> Result<(), Violation> {
        self.pre_verdict(mv)?;
        self.after_verdict(history, mv)
    }

    /// [`State::verdict`]'s answer without its explanation.
    pub fn is_legal(&self, history: &History, mv: Move) -> bool {
        self.pre_legal(mv) && self.after_ban(history, mv, false, None).is_none()
    }

    /// Everything decided before the move is made.
    pub fn pre_verdict(&self, mv: Move) -> Result<(), Violation> {
        match mv {
            Move::Drop(_) => {
                self.pre_verdict_with(mv, &SubjectList::of(self.subjects[self.side.index()]))
            }
            _ => self.pre_verdict_with(mv, &SubjectList::of(Squares::EMPTY)),
        }
    }

    /// [`Position::pre_verdict`] with the side to move's army at hand
    /// (needed for subject drops only).
    fn pre_verdict_with(&self, mv: Move, own_subjects: &SubjectList) -> Result<(), Violation> {
        if let Some(verdict) = self.opening_verdict(mv) {
            return verdict;
        }
        match mv {
            Move::Pass => self.pass_verdict(),
            Move::DropObject(_) => Err(Violation::new(
                ChatraRule::NoObjectInHand,
                crate::msg!("chatra-object-on-board"),
            )),
            Move::Drop(sq) => self.drop_verdict(sq, own_subjects),
            Move::Shift { from, to } => self.shift_verdict(from, to),
        }
    }

    /// The verdict of the opening plies (the first subject drop, then the
    /// object drops), which allow one kind of move only; `None` once they
    /// are over.
    fn opening_verdict(&self, mv: Move) -> Option<Result<(), Violation>> {
        let verdict = if self.opening_subject() {
            match mv {
                Move::Drop(sq) if sq.zone() == ZONE_E => Err(Violation::new(
                    ChatraRule::SubjectInZoneE,
                    crate::msg!("chatra-first-subject-zone-e", sq = %sq),
                )),
                Move::Drop(_) => Ok(()),
                _ => Err(Violation::new(
                    ChatraRule::Opening,
                    crate::msg!("chatra-opening-first-drop"),
                )),
            }
        } else if self.object_in_hand[self.side.index()] {
            match mv {
                Move::DropObject(sq) if self.at(sq).is_some() => Err(Violation::new(
                    ChatraRule::Occupied,
                    crate::msg!("chatra-occupied", sq = %sq),
                )),
                Move::DropObject(sq) if sq.zone() == ZONE_E => Err(Violation::new(
                    ChatraRule::ObjectInZoneE,
                    crate::msg!("chatra-object-zone-e", sq = %sq),
                )),
                Move::DropObject(_) => Ok(()),
                _ => Err(Violation::new(
                    ChatraRule::Opening,
                    crate::msg!("chatra-opening-objects"),
                )),
            }
        } else if self.ply == 0 && !matches!(mv, Move::Drop(_)) {
            Err(Violation::new(
                ChatraRule::Opening,
                crate::msg!("chatra-opening-black"),
            ))
        } else {
            return None;
        };
        Some(verdict)
    }

    /// Whether the rules allow a pass here.
    fn pass_verdict(&self) -> Result<(), Violation> {
        if !self.config.pass {
            return Err(
                Violation::new(ChatraRule::Pass, crate::msg!("chatra-pass-abolished"))
                    .help(crate::msg!("chatra-pass-abolished-help")),
            );
        }
        if self.passed {
            return Err(Violation::new(
                ChatraRule::Pass,
                crate::msg!("chatra-pass-twice"),
            ));
        }
        Ok(())
    }

    /// Whether the piece on `from` may go to `to`: by a king step, or for a
    /// subject by a flight or slide.
    fn shift_verdict(&self, from: Square, to: Square) -> Result<(), Violation> {
        let side = self.side;
        let Some(piece) = self.at(from).filter(|p| p.side == side) else {
            return Err(Violation::new(
                ChatraRule::NoPiece,
                crate::msg!("chatra-no-piece", sq = %from),
            ));
        };
        if self.at(to).is_some_and(|p| p.side == side) {
            return Err(Violation::new(
                ChatraRule::Occupied,
                crate::msg!("chatra-own-piece", sq = %to),
            ));
        }
        if from.to(to).chebyshev() == 1 {
            return Ok(());
        }
        if piece.kind == Kind::Object {
            return Err(Violation::new(
                ChatraRule::ObjectStep,
                crate::msg!("chatra-object-step"),
            ));
        }
        let mut why = Vec::new();
        match self.reach(from, to, |r| why.push(r)) {
            Some(_) => Ok(()),
            None => Err(pick_reason(
                from,
                to,
                why.into_iter().map(|r| self.refusal_violation(r)).collect(),
            )),
        }
    }

    /// [`State::pre_verdict`]'s answer without its explanation.
    fn pre_legal(&self, mv: Move) -> bool {
        let side = self.side;
        let Move::Shift { from, to } = mv else {
            return self.pre_verdict(mv).is_ok();
        };
        if self.opening_subject() || self.object_in_hand[side.index()] || self.ply == 0 {
            return false;
        }
        let Some(piece) = self.at(from).filter(|p| p.side == side) else {
            return false;
        };
        if self.at(to).is_some_and(|p| p.side == side) {
            return false;
        }
        if from.to(to).chebyshev() == 1 {
            return true;
        }
        piece.kind == Kind::Subject && self.reach(from, to, |_| {}).is_some()
    }

    /// Checks, repetition: decided on the position after the move, on a
    /// scratch copy. `safe`: the own object is known not to be attacked
    /// afterwards (a subject drop out of check can only block enemy
    /// slides). `enemy`: the opponent's army before the move, still right
    /// unless the move captures.
    pub(super) fn after_ban(
        &self,
        history: &History,
        mv: Move,
        safe: bool,
        enemy: Option<&Army>,
    ) -> Option<AfterBan> {
        let side = self.side;
        let captures = matches!(mv, Move::Shift { to, .. } if self.at(to).is_some());
        let mut after = *self;
        after.make(mv);
        if !safe {
            let attacked = match (enemy, after.object(side)) {
                (_, None) => false,
                (Some(army), Some(o)) if !captures => after.attacks_with(side.other(), o, army),
                (_, Some(o)) => after.attacks(side.other(), o),
            };
            if attacked {
                return Some(AfterBan::SelfCheck);
            }
        }
        let drop = match mv {
            Move::Drop(x) => after.config.drop_check && after.may_take_part(x, side),
            Move::DropObject(_) => true,
            _ => false,
        };
        if drop && after.in_check(side.other()) {
            return Some(AfterBan::DropCheck);
        }
        if after.config.repetition && after.repeats(history, side) {
            return Some(AfterBan::Repetition);
        }
        None
    }

    /// [`State::after_ban`] with its explanation.
    fn after_verdict(&self, history: &History, mv: Move) -> Result<(), Violation> {
        let Some(ban) = self.after_ban(history, mv, false, None) else {
            return Ok(());
        };
        let side = self.side;
        let text = self.describe(mv);
        let mut after = *self;
        after.make(mv);
        Err(match ban {
            AfterBan::SelfCheck => Violation::new(
                ChatraRule::SelfCheck,
                crate::msg!("chatra-self-check", move = text, how = after.how_attacked(side)),
            ),
            AfterBan::DropCheck => Violation::new(
                ChatraRule::DropCheck,
                crate::msg!("chatra-drop-check", move = text, how = after.how_attacked(side.other())),
            )
            .help(crate::msg!("chatra-drop-check-help")),
            AfterBan::Repetition => Violation::new(
                ChatraRule::Repetition,
                crate::msg!("chatra-repetition"),
            )
            .help(crate::msg!("chatra-repetition-help")),
        })
    }

    /// Whether this position, just reached by `mover` after the positions
    /// of `history`, occurs a 4th time in a cycle `mover` began. Fewer than
    /// three earlier occurrences answer at once; only a 4th walks back to
    /// where the cycle began.
    fn repeats(&self, history: &History, mover: Side) -> bool {
        let key = self.key();
        if history.count(key) < 3 {
            return false;
        }
        let entries = history.entries();
        let n = entries.len();
        let mut seen = (0..n).filter(|&i| entries[i].0 == key);
        let first = seen.next().expect("three occurrences");
        let third = seen.nth(1).expect("three occurrences");
        let at = |k: usize| if k == n { key } else { entries[k].0 };
        let period = n - third;
        let mut c = first;
        while c > 0 && at(c - 1) == at(c - 1 + period) {
            c -= 1;
        }
        side_at(n, c, self.side) == mover
    }
}
