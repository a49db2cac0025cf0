//! A side's subjects: which keep their relative functions under the
//! three-in-line rule ([`Army`]), and their list for walks over pairs.

use super::*;

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
pub(super) struct SubjectList {
    squares: [Square; SQUARES],
    len: usize,
}

impl SubjectList {
    pub(super) fn of(subjects: Squares) -> SubjectList {
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

    pub(super) fn squares(&self) -> &[Square] {
        &self.squares[..self.len]
    }

    /// Every pair, each once, in order of square.
    pub(super) fn pairs(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        let squares = self.squares();
        squares
            .iter()
            .enumerate()
            .flat_map(move |(i, &p)| squares[i + 1..].iter().map(move |&q| (p, q)))
    }
}

impl State {
    /// The subjects of `side`, with the three-in-line rule applied.
    pub fn army(&self, side: Side) -> Army {
        Army {
            subjects: self.subjects[side.index()],
            active: None,
        }
    }
}
