//! Positions, moves, and the parts of move generation and play that the
//! rules traits (`Alquerque`, in mod.rs) put together.

use super::board::{Dir, Point};
use super::config::{Capture, Chain, Config, Return};
use crate::game::MoveList;
use crate::game::Side;

/// The longest capture path: a start and one landing per enemy piece.
pub const MAX_PATH: usize = 13;

/// What the moving piece does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Step {
        from: Point,
        to: Point,
    },
    /// Start point, then every landing point.
    Jump {
        path: [Point; MAX_PATH],
        len: u8,
    },
}

impl Action {
    pub fn jump(points: &[Point]) -> Action {
        let mut path = [points[0]; MAX_PATH];
        path[..points.len()].copy_from_slice(points);
        Action::Jump {
            path,
            len: points.len() as u8,
        }
    }
    pub fn from(&self) -> Point {
        match self {
            Action::Step { from, .. } => *from,
            Action::Jump { path, .. } => path[0],
        }
    }
    pub fn to(&self) -> Point {
        match self {
            Action::Step { to, .. } => *to,
            Action::Jump { path, len } => path[*len as usize - 1],
        }
    }
    /// The points visited, start first.
    pub fn points(&self) -> &[Point] {
        match self {
            Action::Step { .. } => &[],
            Action::Jump { path, len } => &path[..*len as usize],
        }
    }
}

/// A turn: an optional huff of an enemy piece, then (unless the huff ended
/// the game) a step or a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub huff: Option<Point>,
    pub action: Option<Action>,
}

/// A position: pieces, side to move, what the last move left to huff, and
/// the points each piece may not return to. The fields are the game's own
/// (its modules read them; outside, the accessors below), so that only
/// its rules and its position string make one, never a stray edit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) config: Config,
    pub(super) pieces: [u32; 2],
    pub(super) side: Side,
    /// Enemy pieces that could have captured last turn and did not; the
    /// side to move must remove one of them.
    pub(super) huffable: u32,
    /// Per point: the points the piece standing there may not return to
    /// (used under `return=ever` and `return=game-start`).
    pub(super) marks: [u32; 25],
}

const FULL: u32 = (1 << 25) - 1;

impl Position {
    /// The rules in force.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// Each side's pieces, a bit per point ([`Point::bit`]).
    pub fn pieces(&self) -> [u32; 2] {
        self.pieces
    }
    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }
    /// Enemy pieces that could have captured last turn and did not.
    pub fn huffable(&self) -> u32 {
        self.huffable
    }
    /// Per point: the points the piece standing there may not return to.
    pub fn marks(&self) -> &[u32; 25] {
        &self.marks
    }

    /// Every piece marks its own point (what a fresh position means).
    pub fn reset_marks(&mut self) {
        self.marks = [0; 25];
        if self.uses_marks() {
            for p in Point::in_set(self.occupied()) {
                self.marks[p.index()] = p.bit();
            }
        }
    }

    pub fn uses_marks(&self) -> bool {
        matches!(self.config.ret, Return::Ever | Return::GameStart)
    }

    pub fn occupied(&self) -> u32 {
        self.pieces[0] | self.pieces[1]
    }
    pub fn empty(&self) -> u32 {
        !self.occupied() & FULL
    }
    pub fn owner(&self, p: Point) -> Option<Side> {
        if self.pieces[0] & p.bit() != 0 {
            Some(Side::First)
        } else if self.pieces[1] & p.bit() != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }
    pub fn count(&self, side: Side) -> u32 {
        self.pieces[side.index()].count_ones()
    }

    /// Whether `side` may move along `dir` (Bell: not backward).
    pub fn direction_allowed(&self, side: Side, dir: Dir) -> bool {
        if !self.config.forward_only {
            return true;
        }
        let forward = if side == Side::First {
            dir.rank_delta()
        } else {
            -dir.rank_delta()
        };
        forward >= 0
    }

    /// The enemy base line of `side` (rank 5 for the first player).
    pub fn on_enemy_base_line(side: Side, p: Point) -> bool {
        p.rank() == if side == Side::First { 4 } else { 0 }
    }

    /// Removes a huffed piece.
    pub(super) fn remove(&mut self, p: Point) {
        self.pieces[0] &= !p.bit();
        self.pieces[1] &= !p.bit();
        self.marks[p.index()] = 0;
    }

    /// Appends the capture paths of the piece on `from` to `out` (or only
    /// says whether there is one, when `out` is `None`).
    pub fn jumps(
        &self,
        from: Point,
        mut out: Option<&mut MoveList<Move>>,
        huff: Option<Point>,
    ) -> bool {
        let side = self.side;
        let mut board = *self;
        board.pieces[side.index()] &= !from.bit();
        let start_marks = self.marks[from.index()];
        let mut path = [from; MAX_PATH];
        let mut found = false;
        board.jump_from(
            side,
            from,
            &mut path,
            1,
            start_marks,
            &mut out,
            huff,
            &mut found,
        );
        found
    }

    #[allow(clippy::too_many_arguments)]
    fn jump_from(
        &mut self,
        side: Side,
        at: Point,
        path: &mut [Point; MAX_PATH],
        len: usize,
        marks: u32,
        out: &mut Option<&mut MoveList<Move>>,
        huff: Option<Point>,
        found: &mut bool,
    ) {
        let enemy = side.other().index();
        let mut continued = false;
        for dir in Dir::ALL {
            let Some(over) = at.step(dir) else { continue };
            let Some(land) = over.step(dir) else { continue };
            if self.pieces[enemy] & over.bit() == 0 || self.empty() & land.bit() == 0 {
                continue;
            }
            if !self.direction_allowed(side, dir) || marks & land.bit() != 0 {
                continue;
            }
            continued = true;
            let Some(list) = out.as_deref_mut() else {
                *found = true;
                return;
            };
            path[len] = land;
            let ends_ok = self.config.ret != Return::TurnStart || land != path[0];
            if self.config.chain != Chain::Forced && ends_ok {
                list.push(Move {
                    huff,
                    action: Some(Action::jump(&path[..=len])),
                });
                *found = true;
            }
            if self.config.chain != Chain::Single {
                self.pieces[enemy] &= !over.bit();
                let next_marks = if self.config.ret == Return::Ever {
                    marks | land.bit()
                } else {
                    marks
                };
                self.jump_from(
                    side,
                    land,
                    path,
                    len + 1,
                    next_marks,
                    &mut Some(&mut *list),
                    huff,
                    found,
                );
                self.pieces[enemy] |= over.bit();
            }
        }
        if !continued && len > 1 && self.config.chain == Chain::Forced {
            let ends_ok = self.config.ret != Return::TurnStart || at != path[0];
            if let (Some(out), true) = (out.as_deref_mut(), ends_ok) {
                out.push(Move {
                    huff,
                    action: Some(Action::jump(&path[..len])),
                });
                *found = true;
            }
        }
    }

    /// Steps of the piece on `from` (empty neighbours, allowed directions).
    fn steps(&self, from: Point, out: &mut MoveList<Move>, huff: Option<Point>) {
        if !self.may_step_from(from) {
            return;
        }
        for dir in Dir::ALL {
            if let Some(to) = self.step_to(from, dir) {
                out.push(Move {
                    huff,
                    action: Some(Action::Step { from, to }),
                });
            }
        }
    }

    /// The points the piece on `from` may step to, as a set.
    pub(super) fn step_targets(&self, from: Point) -> u32 {
        if !self.may_step_from(from) {
            return 0;
        }
        Dir::ALL
            .into_iter()
            .filter_map(|dir| self.step_to(from, dir))
            .fold(0, |set, to| set | to.bit())
    }

    /// Whether the piece on `from` may step at all (Bell: not from the
    /// enemy base line).
    fn may_step_from(&self, from: Point) -> bool {
        !(self.config.base_line_captures_only && Self::on_enemy_base_line(self.side, from))
    }

    /// Where a step from `from` along `dir` lands, if it may: the one
    /// description of a step that generation and the quick tests share.
    #[inline(always)]
    fn step_to(&self, from: Point, dir: Dir) -> Option<Point> {
        let to = from.step(dir)?;
        let marked = self.marks[from.index()] & to.bit() != 0;
        if self.empty() & to.bit() != 0 && self.direction_allowed(self.side, dir) && !marked {
            Some(to)
        } else {
            None
        }
    }

    /// Whether [`Position::actions`] would list a capture. A capture that
    /// exists is a listed move except under a forced chain with the
    /// turn-start return rule, where every full path might end on its own
    /// start: there only listing the paths tells.
    pub(super) fn has_capture_move(&self) -> bool {
        let mut own = Point::in_set(self.pieces[self.side.index()]);
        if self.config.chain == Chain::Forced && self.config.ret == Return::TurnStart {
            let mut paths = MoveList::new();
            own.any(|from| {
                self.jumps(from, Some(&mut paths), None);
                !paths.is_empty()
            })
        } else {
            self.capturers() != 0
        }
    }

    /// Whether the side to move has a step or a capture once any huff is
    /// done. A step stands for a move even where captures are compulsory:
    /// if one exists, that capture is a move.
    pub(super) fn has_action(&self) -> bool {
        Point::in_set(self.pieces[self.side.index()]).any(|from| self.step_targets(from) != 0)
            || self.has_capture_move()
    }

    /// This position with the enemy piece on `victim` huffed.
    pub(super) fn huffed(&self, victim: Point) -> Position {
        let mut after = *self;
        after.remove(victim);
        after
    }

    /// Whether the piece on `from` has a first jump: what [`Position::jumps`]
    /// answers without a list, found without copying the position.
    fn has_jump(&self, from: Point) -> bool {
        self.jumpers(from.bit(), self.empty() & !self.marks[from.index()]) != 0
    }

    /// The pieces of `from` with a first jump onto a point of `onto`.
    fn jumpers(&self, from: u32, onto: u32) -> u32 {
        let enemy = self.pieces[self.side.other().index()];
        Dir::ALL
            .into_iter()
            .filter(|&dir| self.direction_allowed(self.side, dir))
            .fold(0, |set, dir| set | dir.jumpers(from, enemy, onto))
    }

    /// Own pieces that have a capture: the jumps of all pieces at once,
    /// then the few found checked against their piece's marks.
    pub fn capturers(&self) -> u32 {
        let unmarked = self.jumpers(self.pieces[self.side.index()], self.empty());
        Point::in_set(unmarked)
            .filter(|&p| self.has_jump(p))
            .fold(0, |set, p| set | p.bit())
    }

    /// Moves of the side to move once any huff is done.
    ///
    /// Only the pieces [`Position::capturers`] finds are searched for
    /// capture paths: the set is a few bit operations, and most pieces have
    /// no jump at all.
    pub(super) fn actions(&self, out: &mut MoveList<Move>, huff: Option<Point>) {
        let start = out.len();
        for from in Point::in_set(self.capturers()) {
            self.jumps(from, Some(out), huff);
        }
        if self.config.capture == Capture::Forced && out.len() > start {
            return;
        }
        for from in Point::in_set(self.pieces[self.side.index()]) {
            self.steps(from, out, huff);
        }
    }

    /// The marks a piece carries after moving from `from` through `landings`.
    pub(super) fn moved_marks(&self, from: Point, landings: &[Point]) -> u32 {
        match self.config.ret {
            Return::Ever => landings
                .iter()
                .fold(self.marks[from.index()], |m, p| m | p.bit()),
            Return::GameStart => self.marks[from.index()],
            Return::None | Return::TurnStart => 0,
        }
    }
}

impl Copy for Position {}

impl Dir {
    /// The direction of a jump from `a` to `b` (two points apart on a line).
    pub fn between_jump(a: Point, b: Point) -> Option<Dir> {
        Dir::ALL
            .into_iter()
            .find(|&d| a.step(d).and_then(|m| m.step(d)) == Some(b))
    }
}
