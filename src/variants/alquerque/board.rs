//! The Alquerque board: 25 points on a 5x5 grid, orthogonal lines
//! everywhere, diagonals through the points whose file + rank is even.

/// A point, 0 = a1 ... 4 = e1, 5 = a2 ... 24 = e5 (numeric notation adds 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    pub const COUNT: usize = 25;

    pub const fn new(index: u8) -> Option<Point> {
        if index < 25 { Some(Point(index)) } else { None }
    }
    pub const fn at(file: u8, rank: u8) -> Option<Point> {
        if file < 5 && rank < 5 {
            Some(Point(rank * 5 + file))
        } else {
            None
        }
    }
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0 = a ... 4 = e.
    pub const fn file(self) -> u8 {
        self.0 % 5
    }
    /// 0 = rank 1 ... 4 = rank 5.
    pub const fn rank(self) -> u8 {
        self.0 / 5
    }
    pub const fn bit(self) -> u32 {
        1 << self.0
    }
    /// Diagonal lines pass through this point.
    pub const fn has_diagonals(self) -> bool {
        (self.file() + self.rank()) % 2 == 0
    }
    /// The neighbour along `dir`, if a line joins them.
    pub fn step(self, dir: Dir) -> Option<Point> {
        NEIGHBOURS[self.index()][dir.0 as usize]
    }
    pub fn iter() -> impl Iterator<Item = Point> {
        (0..25).map(Point)
    }
    /// Points of a bit set, lowest first.
    pub fn in_set(mut set: u32) -> impl Iterator<Item = Point> {
        std::iter::from_fn(move || {
            (set != 0).then(|| {
                let i = set.trailing_zeros() as u8;
                set &= set - 1;
                Point(i)
            })
        })
    }
}

impl std::fmt::Display for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// One of the eight directions, as (file, rank) deltas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dir(u8);

const DELTAS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir(0),
        Dir(1),
        Dir(2),
        Dir(3),
        Dir(4),
        Dir(5),
        Dir(6),
        Dir(7),
    ];

    /// Rank delta: +1 towards rank 5.
    pub const fn rank_delta(self) -> i8 {
        DELTAS[self.0 as usize].1
    }
    pub const fn is_diagonal(self) -> bool {
        self.0 % 2 == 1
    }
    /// The points of `from` that can jump along this direction over a point
    /// of `over` onto a point of `onto`, all sets at once.
    pub fn jumpers(self, from: u32, over: u32, onto: u32) -> u32 {
        let (df, dr) = DELTAS[self.0 as usize];
        let shift = df + 5 * dr;
        // A point `shift` further along is one bit `shift` higher (no wrap:
        // `JUMP_STARTS` holds only points whose jump stays on the lines).
        let back = |set: u32, by: i8| {
            if by >= 0 { set >> by } else { set << -by }
        };
        from & JUMP_STARTS[self.0 as usize] & back(over, shift) & back(onto, 2 * shift)
    }
    /// The direction from `a` to its neighbour `b`, if they are neighbours on a line.
    pub fn between(a: Point, b: Point) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| a.step(d) == Some(b))
    }
}

/// Neighbours along lines, per point and direction.
static NEIGHBOURS: [[Option<Point>; 8]; 25] = {
    let mut table = [[None; 8]; 25];
    let mut i = 0;
    while i < 25 {
        let p = Point(i as u8);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DELTAS[d];
            let diagonal = d % 2 == 1;
            let f = p.file() as i8 + df;
            let r = p.rank() as i8 + dr;
            if (!diagonal || p.has_diagonals()) && f >= 0 && f < 5 && r >= 0 && r < 5 {
                table[i][d] = Point::at(f as u8, r as u8);
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// Per direction, the points with two steps along it on one line: where a
/// jump along it can start.
static JUMP_STARTS: [u32; 8] = {
    let mut table = [0; 8];
    let mut i = 0;
    while i < 25 {
        let mut d = 0;
        while d < 8 {
            if let Some(over) = NEIGHBOURS[i][d] {
                if NEIGHBOURS[over.0 as usize][d].is_some() {
                    table[d] |= 1 << i;
                }
            }
            d += 1;
        }
        i += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        let b = s.as_bytes();
        Point::at(b[0] - b'a', b[1] - b'1').unwrap()
    }

    #[test]
    fn diagonals_run_through_even_points_only() {
        let with: Vec<String> = Point::iter()
            .filter(|p| p.has_diagonals())
            .map(|p| p.to_string())
            .collect();
        assert_eq!(
            with,
            [
                "a1", "c1", "e1", "b2", "d2", "a3", "c3", "e3", "b4", "d4", "a5", "c5", "e5"
            ]
        );
        assert_eq!(p("b1").step(Dir(1)), None, "b1 has no diagonal");
        assert_eq!(p("a1").step(Dir(1)), Some(p("b2")));
    }

    #[test]
    fn lines_count_as_on_the_drawn_board() {
        // Every segment counted once: 40 orthogonal, and one diagonal in
        // each of the 16 unit squares (they alternate direction).
        let segments: usize = Point::iter()
            .map(|p| Dir::ALL.iter().filter(|&&d| p.step(d).is_some()).count())
            .sum();
        assert_eq!(segments / 2, 40 + 16);
    }

    #[test]
    fn jumpers_are_the_points_two_steps_from_their_landing() {
        for d in Dir::ALL {
            for p in Point::iter() {
                let line = p.step(d).and_then(|over| Some((over, over.step(d)?)));
                let all = (1 << 25) - 1;
                let (over, onto) = line.map_or((all, all), |(o, l)| (o.bit(), l.bit()));
                let expected = if line.is_some() { p.bit() } else { 0 };
                assert_eq!(d.jumpers(p.bit(), over, onto), expected, "{p} {d:?}");
                assert_eq!(d.jumpers(all & !p.bit(), over, onto) & p.bit(), 0);
            }
        }
    }
}
