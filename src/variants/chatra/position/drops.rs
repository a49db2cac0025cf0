//! Subject drops: the drop zones, the offside extension and the
//! adjacency rule, each with the message of the rule it breaks.

use super::*;

/// Why the zone rules open a square to a drop.
#[derive(Clone, Copy, Debug)]
enum ZoneOpen {
    NoObjects,
    Lifted,
    OwnZone(Zone),
    FarZone(Zone, Zone),
    Offside {
        enemy: Square,
        sq: Square,
        p: Square,
        q: Square,
    },
}

impl ZoneOpen {
    /// Why the square is open, in the catalogue's words.
    fn msg(self) -> Msg {
        match self {
            ZoneOpen::NoObjects => crate::msg!("chatra-open-no-objects"),
            ZoneOpen::Lifted => crate::msg!("chatra-open-lifted"),
            ZoneOpen::OwnZone(z) => crate::msg!("chatra-open-own-zone", zone = %z.letter()),
            ZoneOpen::FarZone(z, e) => {
                crate::msg!("chatra-open-far-zone", zone = %z.letter(), enemy = %e.letter())
            }
            ZoneOpen::Offside { enemy, sq, p, q } => crate::msg!(
                "chatra-open-offside",
                enemy = %enemy,
                sq = %sq,
                p = %p,
                q = %q
            ),
        }
    }
}

/// How the drop tests learn whether the zone rules open a square.
pub(super) enum ZoneTest<'a> {
    /// Square by square (one drop checked): the own subjects, whose pairs
    /// are walked until one opens the square.
    EachSquare(&'a SubjectList),
    /// Every open square, worked out once for the generator, which asks
    /// about them all.
    Open(Squares),
}

/// The rule that forbids a subject drop, before its message is written.
#[derive(Clone, Copy, Debug)]
pub(super) enum DropBan {
    Occupied,
    EmptyHand,
    Zone,
    Adjacent(Square),
}

/// The first pair of `own_subjects` (in order of square) whose
/// [`shadow`] seen from the enemy object holds `sq` (the offside
/// extension); pairs in line with the object have none.
fn offside_pair(own_subjects: &SubjectList, sq: Square, enemy: Square) -> Option<(Square, Square)> {
    own_subjects
        .pairs()
        .find(|&(p, q)| shadow(enemy, p, q).is_some_and(|area| area.contains(sq)))
}

impl State {
    /// Why the side to move may drop a subject on `sq` by zone, or which
    /// zone rule forbids it.
    pub fn zone_reason(&self, sq: Square) -> Result<Msg, Violation> {
        let own = SubjectList::of(self.subjects[self.side.index()]);
        match self.zone_open(sq, &own) {
            Some(open) => Ok(open.msg()),
            None => Err(self.zone_violation(sq, &own)),
        }
    }

    /// Which zone rule opens `sq` to a subject drop, if any (no allocation:
    /// the generator asks this for every empty square).
    fn zone_open(&self, sq: Square, own_subjects: &SubjectList) -> Option<ZoneOpen> {
        let side = self.side;
        let (Some(own), Some(enemy)) = (self.object(side), self.object(side.other())) else {
            return Some(ZoneOpen::NoObjects);
        };
        if self.config.lift && self.lifted {
            return Some(ZoneOpen::Lifted);
        }
        let z = sq.zone();
        if OPEN_ZONES[own.zone().0 as usize][enemy.zone().0 as usize].contains(sq) {
            return Some(if z == own.zone() {
                ZoneOpen::OwnZone(z)
            } else {
                ZoneOpen::FarZone(z, enemy.zone())
            });
        }
        offside_pair(own_subjects, sq, enemy).map(|(p, q)| ZoneOpen::Offside { enemy, sq, p, q })
    }

    /// Every square where [`State::zone_open`] opens a subject drop: the
    /// open zones and the shadows of the own pairs.
    pub(super) fn zone_open_squares(&self, own_subjects: &SubjectList) -> Squares {
        let side = self.side;
        let (Some(own), Some(enemy)) = (self.object(side), self.object(side.other())) else {
            return Squares::ALL;
        };
        if self.config.lift && self.lifted {
            return Squares::ALL;
        }
        own_subjects
            .pairs()
            .filter_map(|(p, q)| shadow(enemy, p, q))
            .fold(
                OPEN_ZONES[own.zone().0 as usize][enemy.zone().0 as usize],
                Squares::or,
            )
    }

    /// Why the zone rules close `sq` (which [`Position::zone_open`] refused).
    fn zone_violation(&self, sq: Square, own_subjects: &SubjectList) -> Violation {
        let enemy = self
            .object(self.side.other())
            .expect("zones apply with both objects out");
        let z = sq.zone();
        let zone_text = if z == enemy.zone() {
            crate::msg!("chatra-zone-enemy", zone = %z.letter())
        } else {
            crate::msg!(
                "chatra-zone-touches",
                zone = %z.letter(),
                enemy = %enemy.zone().letter()
            )
        };
        if own_subjects.squares().len() < 2 {
            Violation::new(
                ChatraRule::DropZone,
                crate::msg!("chatra-drop-zone", sq = %sq, why = zone_text),
            )
            .help(crate::msg!("chatra-drop-zone-help"))
        } else {
            Violation::new(
                ChatraRule::Offside,
                crate::msg!("chatra-offside", sq = %sq, why = zone_text, enemy = %enemy),
            )
            .help(crate::msg!("chatra-offside-help"))
        }
    }

    /// The first rule that forbids a subject drop on `sq`, without building
    /// its message.
    pub(super) fn drop_ban(&self, sq: Square, zones: &ZoneTest) -> Option<DropBan> {
        let zone_open = || match zones {
            ZoneTest::EachSquare(own_subjects) => self.zone_open(sq, own_subjects).is_some(),
            ZoneTest::Open(open) => open.contains(sq),
        };
        if self.at(sq).is_some() {
            Some(DropBan::Occupied)
        } else if self.hand[self.side.index()] == 0 {
            Some(DropBan::EmptyHand)
        } else if !zone_open() {
            Some(DropBan::Zone)
        } else if self.config.adjacency {
            self.adjacent_subject(sq).map(DropBan::Adjacent)
        } else {
            None
        }
    }

    /// Whether the side to move may drop a subject on `sq`, and if not,
    /// which rule forbids it.
    pub(super) fn drop_verdict(
        &self,
        sq: Square,
        own_subjects: &SubjectList,
    ) -> Result<(), Violation> {
        match self.drop_ban(sq, &ZoneTest::EachSquare(own_subjects)) {
            None => Ok(()),
            Some(DropBan::Occupied) => Err(Violation::new(
                ChatraRule::Occupied,
                crate::msg!("chatra-occupied", sq = %sq),
            )),
            Some(DropBan::EmptyHand) => Err(Violation::new(
                ChatraRule::EmptyHand,
                crate::msg!("chatra-empty-hand"),
            )),
            Some(DropBan::Zone) => Err(self.zone_violation(sq, own_subjects)),
            Some(DropBan::Adjacent(n)) => Err(Violation::new(
                ChatraRule::AdjacentDrop,
                crate::msg!("chatra-adjacent-drop", sq = %sq, by = %n),
            )
            .help(crate::msg!("chatra-adjacent-drop-help"))),
        }
    }

    /// A pair of own subjects whose segment the segment enemy-object-`sq` meets.
    pub fn offside_pair(&self, sq: Square, enemy: Square) -> Option<(Square, Square)> {
        offside_pair(
            &SubjectList::of(self.subjects[self.side.index()]),
            sq,
            enemy,
        )
    }

    fn adjacent_subject(&self, sq: Square) -> Option<Square> {
        sq.neighbours()
            .find(|&n| self.at(n).is_some_and(|p| p.kind == Kind::Subject))
    }
}
