//! The position and the rules: attacks, drops, relative moves, legality.
//!
//! Every legality question is answered by one function that returns the
//! rule broken ([`Position::verdict`]); the move generator asks the same
//! functions, so a move is listed exactly when `check` accepts it.

use std::ops::ControlFlow;

use super::ChatraRule;
use crate::game::{Side, Violation};
use crate::history::{History, zobrist_keys};

use super::board::{
    DIRECTIONS, Kind, LINE_RAYS, OPEN_ZONES, Piece, RAYS, SAME_PARITY, SQUARES, Square, Squares,
    Vec2, ZONE_E, Zone, shadow,
};
use super::config::{Config, Direction, Pivot, Start};

/// A move: a subject drop, an object drop, a piece moving (by whatever
/// function), or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    Drop(Square),
    DropObject(Square),
    Shift { from: Square, to: Square },
    Pass,
}

impl Move {
    pub fn to(self) -> Option<Square> {
        match self {
            Move::Drop(s) | Move::DropObject(s) | Move::Shift { to: s, .. } => Some(s),
            Move::Pass => None,
        }
    }
}

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

impl std::fmt::Display for ZoneOpen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ZoneOpen::NoObjects => write!(f, "no zone limits before both objects are on the board"),
            ZoneOpen::Lifted => write!(f, "drop zones are lifted after the first check"),
            ZoneOpen::OwnZone(z) => write!(f, "zone {} is the own object's zone", z.letter()),
            ZoneOpen::FarZone(z, e) => write!(
                f,
                "zone {} neither holds nor touches the enemy object's zone {}",
                z.letter(),
                e.letter()
            ),
            ZoneOpen::Offside { enemy, sq, p, q } => {
                write!(
                    f,
                    "offside extension: the line {enemy}-{sq} meets the pair {p}-{q}"
                )
            }
        }
    }
}

/// How the drop tests learn whether the zone rules open a square.
enum ZoneTest<'a> {
    /// Square by square (one drop checked): the own subjects, whose pairs
    /// are walked until one opens the square.
    EachSquare(&'a SubjectList),
    /// Every open square, worked out once for the generator, which asks
    /// about them all.
    Open(Squares),
}

/// The rule that forbids a subject drop, before its message is written.
#[derive(Clone, Copy, Debug)]
enum DropBan {
    Occupied,
    EmptyHand,
    Zone,
    Adjacent(Square),
}

/// Why a pair may not act or a relative move is refused, before its
/// message is written (the generator asks for thousands of these).
#[derive(Clone, Copy, Debug)]
enum Refusal {
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
enum Reach {
    /// Over the centre on this square.
    Flight(Square),
    /// Away from the partner on this square.
    Slide(Square),
}

/// The rule decided after the move that refuses it, before its message is
/// written.
#[derive(Clone, Copy, Debug)]
enum AfterBan {
    SelfCheck,
    DropCheck,
    Repetition,
}

/// Subjects in hand at the start.
pub const SUBJECTS: u8 = 18;

/// A Chatra position: the state the rules read, and beside it the
/// positions the game passed through (for repetition). Everything but the
/// history is in [`State`], read through `Deref`, so that the rules can
/// try moves on a copy of the state and only ever read the history. The
/// fields are private and there is no `DerefMut`: a move goes through
/// [`Position::make`], which notes it in the history, and an edit through
/// [`Position::edit`], which recomputes the caches, so the history and the
/// caches always belong to the state.
#[derive(Clone, Debug)]
pub struct Position {
    state: State,
    /// Every position since the start (or since the position string it was
    /// read from), this one last.
    history: History,
}

impl std::ops::Deref for Position {
    type Target = State;
    fn deref(&self) -> &State {
        &self.state
    }
}

/// Board, hands and rule state without the history: `Copy`, so that a
/// move tried on a scratch copy allocates nothing.
#[derive(Clone, Copy, Debug)]
pub struct State {
    pub config: Config,
    pub board: [Option<Piece>; SQUARES],
    /// Subjects in hand, by side.
    pub hand: [u8; 2],
    pub object_in_hand: [bool; 2],
    pub side: Side,
    /// Plies played.
    pub ply: u32,
    /// Where the last move landed (◇ in the diagram).
    pub last: Option<Square>,
    /// The last ply was a pass.
    pub passed: bool,
    /// A check has been given (relay: drop zones lifted).
    pub lifted: bool,
    /// Where the objects stand (kept by [`State::make`]; after editing
    /// the fields, go through [`Position::edit`], which recomputes them).
    pub objects: [Option<Square>; 2],
    /// [`State::key`], kept up to date like `objects`.
    pub hash: u64,
    /// Where each side's subjects stand, kept up to date like `objects`.
    pub subjects: [Squares; 2],
}

/// What [`Position::make`] needs to undo a move.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    captured: Option<Piece>,
    objects: [Option<Square>; 2],
    subjects: [Squares; 2],
    hash: u64,
    last: Option<Square>,
    passed: bool,
    lifted: bool,
}

/// The subjects of one side with their three-in-line status. The status
/// is read square by square when asked, as a single attack test asks
/// about a few subjects only; an army asked many times is
/// [`Army::resolved`] once.
#[derive(Clone, Copy)]
pub struct Army {
    /// Every subject of the side.
    pub subjects: Squares,
    /// The subjects not in the middle of a line, once resolved.
    active: Option<Squares>,
}

impl Army {
    /// Each subject in order of square, with whether it is in the middle
    /// of a line.
    pub fn iter(&self) -> impl Iterator<Item = (Square, bool)> + '_ {
        self.subjects.iter().map(|s| (s, !self.is_active(s)))
    }
    /// Subjects that keep their relative functions, in order of square.
    pub fn active(&self) -> impl Iterator<Item = Square> + '_ {
        self.iter().filter(|(_, m)| !m).map(|(s, _)| s)
    }
    /// [`Army::active`] as a set.
    pub fn active_set(&self) -> Squares {
        self.active.unwrap_or_else(|| {
            let mut set = Squares::EMPTY;
            for sq in self.active() {
                set.insert(sq);
            }
            set
        })
    }
    /// The same army with every subject's status worked out, for tests
    /// that ask about many squares.
    pub fn resolved(self) -> Army {
        Army {
            active: Some(self.active_set()),
            ..self
        }
    }
    pub fn is_middle(&self, sq: Square) -> bool {
        self.subjects.contains(sq) && !self.is_active(sq)
    }
    /// Whether an own subject with its relative functions stands on `sq`.
    pub fn is_active(&self, sq: Square) -> bool {
        match self.active {
            Some(active) => active.contains(sq),
            None => self.subjects.contains(sq) && !is_middle(sq, self.subjects),
        }
    }
}

const HANDS: usize = 4 * SQUARES;
const SIDE_KEY: usize = HANDS + 2 * 80;
/// Zobrist keys, fixed at compile time so that keys stay the same across
/// builds.
const KEYS: [u64; SIDE_KEY + 1] = zobrist_keys(0x00C0_FFEE);

fn piece_key(p: Piece, sq: Square) -> u64 {
    KEYS[(p.side.index() * 2 + (p.kind == Kind::Object) as usize) * SQUARES + sq.index()]
}

fn side_at(n: usize, k: usize, at_n: Side) -> Side {
    if (n - k) % 2 == 0 { at_n } else { at_n.other() }
}

impl Position {
    /// The start of the game under `config`.
    pub fn start(config: Config) -> Position {
        Position::from_state(State::start(config))
    }

    /// A game that starts at `state`, edited by hand or read from text:
    /// its caches are recomputed and its history holds it alone.
    pub fn from_state(mut state: State) -> Position {
        state.refresh();
        Position {
            history: History::new(state.hash, ()),
            state,
        }
    }

    /// The board, hands and rule state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Every position since the start, this one last.
    #[cfg(test)]
    pub(crate) fn history(&self) -> &History {
        &self.history
    }

    /// The same game under `config`: board, hands, last move, pass and
    /// history stay. Only rules that lift the drop zones note the first
    /// check, so moving to them from rules that do not, the zones count as
    /// lifted if the side to move is in check now (an earlier check left no
    /// trace).
    pub fn under_config(&self, config: Config) -> Position {
        let mut pos = self.clone();
        pos.state.config = config;
        if config.lift && !self.config.lift {
            pos.state.lifted = pos.in_check(pos.side);
        }
        pos
    }

    /// Edits the state by hand (a test's or a setup's position), then
    /// recomputes the cached object squares and key; the edited position
    /// starts a fresh history, as one read from text does.
    pub fn edit(&mut self, change: impl FnOnce(&mut State)) {
        change(&mut self.state);
        *self = Position::from_state(self.state);
    }

    /// Plays `mv` (not checked), notes the new position in the history and
    /// returns what undoes it.
    pub fn make(&mut self, mv: Move) -> Undo {
        let undo = self.state.make(mv);
        self.history.push(self.state.hash, ());
        undo
    }

    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        self.history.pop();
        self.state.unmake(mv, undo);
    }

    /// Whether `mv` is legal here, and if not, which rule it breaks.
    pub fn verdict(&self, mv: Move) -> Result<(), Violation> {
        self.state.verdict(&self.history, mv)
    }

    /// [`Position::verdict`]'s answer without its explanation.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.state.is_legal(&self.history, mv)
    }

    /// Every legal move.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        self.state.legal_moves(&self.history, out);
    }

    /// Whether the side to move has a legal move (stops at the first).
    pub fn has_legal_move(&self) -> bool {
        self.state.has_legal_move(&self.history)
    }

    /// Leaf count `depth` plies deep, by make/unmake with bulk counting.
    pub fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::with_capacity(160);
        self.legal_moves(&mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for mv in moves {
            let undo = self.make(mv);
            total += self.perft(depth - 1);
            self.unmake(mv, undo);
        }
        total
    }
}

impl State {
    /// The start of the game under `config`.
    pub fn start(config: Config) -> State {
        let mut pos = State {
            config,
            board: [None; SQUARES],
            hand: [SUBJECTS; 2],
            object_in_hand: [true; 2],
            side: Side::First,
            ply: 0,
            last: None,
            passed: false,
            lifted: false,
            objects: [None; 2],
            hash: 0,
            subjects: [Squares::EMPTY; 2],
        };
        if config.start == Start::Oki {
            pos.board[Square::parse("g2").expect("square").index()] =
                Some(Piece::new(Side::Second, Kind::Object));
            pos.board[Square::parse("f11").expect("square").index()] =
                Some(Piece::new(Side::First, Kind::Object));
            pos.object_in_hand = [false; 2];
        }
        pos.refresh();
        pos
    }

    /// Recomputes the cached object squares and key.
    pub fn refresh(&mut self) {
        for side in [Side::First, Side::Second] {
            self.objects[side.index()] =
                Square::all().find(|&s| self.at(s) == Some(Piece::new(side, Kind::Object)));
        }
        for side in [Side::First, Side::Second] {
            let mut subjects = Squares::EMPTY;
            for sq in Square::all() {
                if self.at(sq) == Some(Piece::new(side, Kind::Subject)) {
                    subjects.insert(sq);
                }
            }
            self.subjects[side.index()] = subjects;
        }
        self.hash = self.compute_key();
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn object(&self, side: Side) -> Option<Square> {
        self.objects[side.index()]
    }

    /// The key of the position for repetition: board, hands, side to move.
    pub fn key(&self) -> u64 {
        self.hash
    }

    fn compute_key(&self) -> u64 {
        let mut h = self.hands_key();
        for sq in Square::all() {
            if let Some(p) = self.at(sq) {
                h ^= piece_key(p, sq);
            }
        }
        if self.side == Side::Second {
            h ^= KEYS[SIDE_KEY];
        }
        h
    }

    fn hands_key(&self) -> u64 {
        let one = |side: Side| {
            let n = (self.hand[side.index()] as usize).min(39)
                + 40 * self.object_in_hand[side.index()] as usize;
            KEYS[HANDS + side.index() * 80 + n]
        };
        one(Side::First) ^ one(Side::Second)
    }

    /// The subjects of `side`, with the three-in-line rule applied.
    pub fn army(&self, side: Side) -> Army {
        Army {
            subjects: self.subjects[side.index()],
            active: None,
        }
    }

    /// Whether `by` could move a piece onto `target` (the object attacked
    /// there is `by`'s enemy object, so no direction limit can forbid it).
    pub fn attacks(&self, by: Side, target: Square) -> bool {
        self.attacks_with(by, target, &self.army(by))
    }

    /// [`Position::attacks`] with `by`'s army at hand.
    fn attacks_with(&self, by: Side, target: Square, army: &Army) -> bool {
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
    pub fn describe(&self, mv: Move) -> String {
        match mv {
            Move::Drop(s) => format!("drop on {s}"),
            Move::DropObject(s) => format!("object drop on {s}"),
            Move::Shift { from, to } if self.at(from).is_some_and(|p| p.kind == Kind::Object) => {
                format!("object move {from}-{to}")
            }
            Move::Shift { from, to } => format!("{from}-{to}"),
            Move::Pass => "pass".into(),
        }
    }

    /// Which piece and function attack `side`'s object, in words.
    pub fn how_attacked(&self, side: Side) -> String {
        let Some(o) = self.object(side) else {
            return "no object".into();
        };
        let by = side.other();
        if let Some(n) = o
            .neighbours()
            .find(|&n| self.at(n).is_some_and(|p| p.side == by))
        {
            return format!("{n} steps onto the object on {o}");
        }
        match self.attackers(o, &self.army(by)) {
            Some((m, c))
                if m.to(o).chebyshev() == 2 * m.to(c).chebyshev()
                    && m.to(o).x == 2 * m.to(c).x
                    && m.to(o).y == 2 * m.to(c).y =>
            {
                format!("{m} flies over {c} onto the object on {o}")
            }
            Some((m, c)) => format!("{m} slides away from {c} onto the object on {o}"),
            None => "no attack".into(),
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

    // ----- relative functions -----

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
    fn refusal_violation(&self, refusal: Refusal) -> Violation {
        match refusal {
            Refusal::Straddle { centre, other, o } => Violation::new(
                ChatraRule::Straddle,
                format!(
                    "{centre} and {other} lie on opposite sides of the enemy object on {o} and cannot cooperate"
                ),
            ),
            Refusal::Pivot { centre, other, o } => Violation::new(
                ChatraRule::Pivot,
                format!(
                    "{centre} is farther from the enemy object on {o} than {other}, so it cannot be the centre (pivot=nearer)"
                ),
            ),
            Refusal::Backward { s, t, o } => {
                let why = if self.config.direction == Direction::Angle {
                    "away from the enemy object (the angle between the move and the enemy object is obtuse)"
                } else {
                    "farther from the enemy object (direction=distance)"
                };
                Violation::new(
                    ChatraRule::Backward,
                    format!("{s}-{t} is a backward relative move: it goes {why} on {o}"),
                )
            }
            Refusal::Middle(s) => Violation::new(
                ChatraRule::MiddleOfLine,
                format!(
                    "{s} stands between two own subjects on one line, so it has king steps only"
                ),
            ),
            Refusal::Blocked { from, to, by } => Violation::new(
                ChatraRule::Blocked,
                format!("the slide {from}-{to} is stopped by the piece on {by}"),
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
    pub fn relative_reach(&self, from: Square, to: Square) -> Result<String, Vec<Violation>> {
        let mut why = Vec::new();
        match self.reach(from, to, |r| why.push(r)) {
            Some(Reach::Flight(c)) => Ok(format!("flight over {c}")),
            Some(Reach::Slide(q)) => Ok(format!("slide with partner {q}")),
            None => Err(why.into_iter().map(|r| self.refusal_violation(r)).collect()),
        }
    }

    /// How `from` reaches `to` by a flight or slide, if one does; every
    /// pair that points there but is refused is told to `refused`.
    fn reach(&self, from: Square, to: Square, mut refused: impl FnMut(Refusal)) -> Option<Reach> {
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

    // ----- drops -----

    /// Why the side to move may drop a subject on `sq` by zone, or which
    /// zone rule forbids it.
    pub fn zone_reason(&self, sq: Square) -> Result<String, Violation> {
        let own = SubjectList::of(self.subjects[self.side.index()]);
        match self.zone_open(sq, &own) {
            Some(open) => Ok(open.to_string()),
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
    fn zone_open_squares(&self, own_subjects: &SubjectList) -> Squares {
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
            format!("zone {} is the enemy object's zone", z.letter())
        } else {
            format!(
                "zone {} touches the enemy object's zone {}",
                z.letter(),
                enemy.zone().letter()
            )
        };
        if own_subjects.squares().len() < 2 {
            Violation::new(
                ChatraRule::DropZone,
                format!("cannot drop on {sq}: {zone_text}"),
            )
            .help("drop in the own object's zone or in a zone away from the enemy object's zone")
        } else {
            Violation::new(
                ChatraRule::Offside,
                format!("cannot drop on {sq}: {zone_text}, and no pair of own subjects reaches it (the segment {enemy}-{sq} meets none)"),
            )
            .help("offside extension: a square counts when the segment from the enemy object to it crosses a segment joining two own subjects (not a pair in line with the object)")
        }
    }

    /// The first rule that forbids a subject drop on `sq`, without building
    /// its message.
    fn drop_ban(&self, sq: Square, zones: &ZoneTest) -> Option<DropBan> {
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

    /// Both objects in hand on an empty board: ply 1 of the standard start.
    fn opening_subject(&self) -> bool {
        self.object_in_hand == [true, true] && self.board.iter().all(Option::is_none)
    }

    // ----- legality -----

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
        let side = self.side;
        let me = self.config;
        let own_object_in_hand = self.object_in_hand[side.index()];
        if self.opening_subject() {
            return match mv {
                Move::Drop(sq) if sq.zone() == ZONE_E => Err(Violation::new(
                    ChatraRule::SubjectInZoneE,
                    format!("the first subject may not be dropped in the centre zone E ({sq})"),
                )),
                Move::Drop(_) => Ok(()),
                _ => Err(Violation::new(
                    ChatraRule::Opening,
                    "the first ply is a subject drop",
                )),
            };
        }
        if own_object_in_hand {
            return match mv {
                Move::DropObject(sq) if self.at(sq).is_some() => Err(Violation::new(
                    ChatraRule::Occupied,
                    format!("{sq} is occupied"),
                )),
                Move::DropObject(sq) if sq.zone() == ZONE_E => Err(Violation::new(
                    ChatraRule::ObjectInZoneE,
                    format!("an object may not be dropped in the centre zone E ({sq})"),
                )),
                Move::DropObject(_) => Ok(()),
                _ => Err(Violation::new(
                    ChatraRule::Opening,
                    "plies 2 and 3 drop the objects; nothing else may be played",
                )),
            };
        }
        if self.ply == 0 && !matches!(mv, Move::Drop(_)) {
            return Err(Violation::new(
                ChatraRule::Opening,
                "Black's first ply is a subject drop",
            ));
        }
        match mv {
            Move::Pass => {
                if !me.pass {
                    return Err(Violation::new(
                        ChatraRule::Pass,
                        "passing is not allowed under these rules",
                    )
                    .help("the pass was abolished in revision 1 (1994-12); use --rules 1994-11"));
                }
                if self.passed {
                    return Err(Violation::new(
                        ChatraRule::Pass,
                        "a pass may not answer a pass",
                    ));
                }
                Ok(())
            }
            Move::DropObject(_) => Err(Violation::new(
                ChatraRule::NoObjectInHand,
                "the object is already on the board",
            )),
            Move::Drop(sq) => match self.drop_ban(sq, &ZoneTest::EachSquare(own_subjects)) {
                None => Ok(()),
                Some(DropBan::Occupied) => Err(Violation::new(
                    ChatraRule::Occupied,
                    format!("{sq} is occupied"),
                )),
                Some(DropBan::EmptyHand) => {
                    Err(Violation::new(ChatraRule::EmptyHand, "no subject in hand"))
                }
                Some(DropBan::Zone) => Err(self.zone_violation(sq, own_subjects)),
                Some(DropBan::Adjacent(n)) => Err(Violation::new(
                    ChatraRule::AdjacentDrop,
                    format!("cannot drop on {sq}: it is next to the subject on {n}"),
                )
                .help("since revision 1 no subject may be dropped on or next to any subject")),
            },
            Move::Shift { from, to } => {
                let Some(piece) = self.at(from).filter(|p| p.side == side) else {
                    return Err(Violation::new(
                        ChatraRule::NoPiece,
                        format!("no piece of the side to move on {from}"),
                    ));
                };
                if self.at(to).is_some_and(|p| p.side == side) {
                    return Err(Violation::new(
                        ChatraRule::Occupied,
                        format!("{to} holds an own piece"),
                    ));
                }
                if from.to(to).chebyshev() == 1 {
                    return Ok(());
                }
                if piece.kind == Kind::Object {
                    return Err(Violation::new(
                        ChatraRule::ObjectStep,
                        "an object moves one step only",
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
    fn after_ban(
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
                format!(
                    "after {text}, the own object is attacked: {}",
                    after.how_attacked(side)
                ),
            ),
            AfterBan::DropCheck => Violation::new(
                ChatraRule::DropCheck,
                format!("the {text} gives check: {}", after.how_attacked(side.other())),
            )
            .help("a drop may not attack the enemy object at once, by any function"),
            AfterBan::Repetition => Violation::new(
                ChatraRule::Repetition,
                "this position would occur for the 4th time, and the cycle was begun by the player making this move",
            )
            .help("after the same sequence three times, the player who began it must play something else"),
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

    /// Plays `mv` (not checked) and returns what undoes it.
    pub fn make(&mut self, mv: Move) -> Undo {
        let side = self.side;
        let mut undo = Undo {
            captured: None,
            objects: self.objects,
            subjects: self.subjects,
            hash: self.hash,
            last: self.last,
            passed: self.passed,
            lifted: self.lifted,
        };
        let mut h = self.hash ^ self.hands_key() ^ KEYS[SIDE_KEY];
        match mv {
            Move::Drop(sq) => {
                let p = Piece::new(side, Kind::Subject);
                self.board[sq.index()] = Some(p);
                h ^= piece_key(p, sq);
                self.hand[side.index()] -= 1;
                self.subjects[side.index()].insert(sq);
            }
            Move::DropObject(sq) => {
                let p = Piece::new(side, Kind::Object);
                self.board[sq.index()] = Some(p);
                h ^= piece_key(p, sq);
                self.object_in_hand[side.index()] = false;
                self.objects[side.index()] = Some(sq);
            }
            Move::Shift { from, to } => {
                undo.captured = self.board[to.index()];
                if let Some(p) = undo.captured {
                    h ^= piece_key(p, to);
                    match p.kind {
                        Kind::Subject => {
                            self.hand[side.index()] += 1;
                            self.subjects[p.side.index()].remove(to);
                        }
                        Kind::Object => {
                            self.object_in_hand[side.other().index()] = true;
                            self.objects[side.other().index()] = None;
                        }
                    }
                }
                if let Some(p) = self.board[from.index()].take() {
                    h ^= piece_key(p, from) ^ piece_key(p, to);
                    match p.kind {
                        Kind::Object => self.objects[side.index()] = Some(to),
                        Kind::Subject => {
                            self.subjects[p.side.index()].remove(from);
                            self.subjects[p.side.index()].insert(to);
                        }
                    }
                    self.board[to.index()] = Some(p);
                } else {
                    self.board[to.index()] = None;
                }
            }
            Move::Pass => {}
        }
        self.hash = h ^ self.hands_key();
        self.passed = mv == Move::Pass;
        self.last = mv.to();
        self.side = side.other();
        self.ply += 1;
        if self.config.lift && !self.lifted && self.in_check(self.side) {
            self.lifted = true;
        }
        undo
    }

    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        self.side = self.side.other();
        self.ply -= 1;
        let side = self.side;
        self.last = undo.last;
        self.passed = undo.passed;
        self.lifted = undo.lifted;
        self.objects = undo.objects;
        self.hash = undo.hash;
        self.subjects = undo.subjects;
        match mv {
            Move::Drop(sq) => {
                self.board[sq.index()] = None;
                self.hand[side.index()] += 1;
            }
            Move::DropObject(sq) => {
                self.board[sq.index()] = None;
                self.object_in_hand[side.index()] = true;
            }
            Move::Shift { from, to } => {
                self.board[from.index()] = self.board[to.index()].take();
                self.board[to.index()] = undo.captured;
                if let Some(p) = undo.captured {
                    match p.kind {
                        Kind::Subject => self.hand[side.index()] -= 1,
                        Kind::Object => self.object_in_hand[side.other().index()] = false,
                    }
                }
            }
            Move::Pass => {}
        }
    }

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
    pub fn candidates(&self, out: &mut Vec<Move>) {
        let _ = self.each_candidate(|mv| {
            out.push(mv);
            ControlFlow::Continue(())
        });
    }

    /// Every legal move; `history` holds the positions up to this one.
    pub fn legal_moves(&self, history: &History, out: &mut Vec<Move>) {
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

/// The most telling reason among those found, or "no function reaches".
fn pick_reason(from: Square, to: Square, why: Vec<Violation>) -> Violation {
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
            format!("no king step, flight or slide takes {from} to {to}"),
        )
        .help("a flight needs an own subject exactly halfway; a slide needs an own subject behind on the same line"),
    }
}

/// Whether a subject on `sq` lies between two of `all` on one line (the
/// three-in-line rule): own subjects on both rays of one of its lines.
fn is_middle(sq: Square, all: Squares) -> bool {
    let rays = &RAYS[sq.index()];
    LINE_RAYS
        .iter()
        .any(|&(a, b)| rays[a].meets(all) && rays[b].meets(all))
}

/// A side's subjects in order of square, listed once for the walks over
/// every pair of them (the offside extension).
struct SubjectList {
    squares: [Square; SQUARES],
    len: usize,
}

impl SubjectList {
    fn of(subjects: Squares) -> SubjectList {
        let mut list = SubjectList {
            squares: [Square(0); SQUARES],
            len: 0,
        };
        for sq in subjects.iter() {
            list.squares[list.len] = sq;
            list.len += 1;
        }
        list
    }

    fn squares(&self) -> &[Square] {
        &self.squares[..self.len]
    }

    /// Every pair, each once, in order of square.
    fn pairs(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        let squares = self.squares();
        squares
            .iter()
            .enumerate()
            .flat_map(move |(i, &p)| squares[i + 1..].iter().map(move |&q| (p, q)))
    }
}

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

/// The first pair of `own_subjects` (in order of square) whose
/// [`shadow`] seen from the enemy object holds `sq` (the offside
/// extension); pairs in line with the object have none.
fn offside_pair(own_subjects: &SubjectList, sq: Square, enemy: Square) -> Option<(Square, Square)> {
    own_subjects
        .pairs()
        .find(|&(p, q)| shadow(enemy, p, q).is_some_and(|area| area.contains(sq)))
}
