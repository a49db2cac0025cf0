//! Playing and taking back a move on a [`State`], with the Zobrist key
//! and the piece caches it keeps up to date.

use super::*;

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

const HANDS: usize = 4 * SQUARES;

const SIDE_KEY: usize = HANDS + 2 * 80;

/// Zobrist keys, fixed at compile time so that keys stay the same across
/// builds.
const KEYS: [u64; SIDE_KEY + 1] = zobrist_keys(0x00C0_FFEE);

fn piece_key(p: Piece, sq: Square) -> u64 {
    KEYS[(p.side.index() * 2 + (p.kind == Kind::Object) as usize) * SQUARES + sq.index()]
}

impl State {
    pub(super) fn compute_key(&self) -> u64 {
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
}
