//! Squares, pieces and the plane geometry the rules are stated in.
//!
//! Files a-l run left to right, rows 1-12 top to bottom, as the forum's
//! diagrams draw them (White at the top). A square is one byte,
//! `row * 12 + file`, both counted from 0.

use std::fmt;

use crate::game::Side;

/// Board width and height.
pub const SIZE: i8 = 12;
/// Number of squares.
pub const SQUARES: usize = 144;

/// One of the 144 squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    /// The square at `file`, `row` (both from 0), if on the board.
    pub fn at(file: i8, row: i8) -> Option<Square> {
        ((0..SIZE).contains(&file) && (0..SIZE).contains(&row))
            .then(|| Square(row as u8 * SIZE as u8 + file as u8))
    }
    pub fn file(self) -> i8 {
        (self.0 % 12) as i8
    }
    pub fn row(self) -> i8 {
        (self.0 / 12) as i8
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// Which of the four classes of [`SAME_PARITY`] holds the square.
    pub fn parity(self) -> usize {
        (self.file() % 2 + self.row() % 2 * 2) as usize
    }
    /// The zone (0 = A ... 8 = I, 4 = E, the centre).
    pub fn zone(self) -> Zone {
        Zone((self.row() / 4 * 3 + self.file() / 4) as u8)
    }
    /// The square `d` away, if on the board.
    pub fn offset(self, d: Vec2) -> Option<Square> {
        Square::at(self.file() + d.x, self.row() + d.y)
    }
    pub fn vec(self) -> Vec2 {
        Vec2 {
            x: self.file(),
            y: self.row(),
        }
    }
    /// Vector from `self` to `to`.
    pub fn to(self, to: Square) -> Vec2 {
        to.vec() - self.vec()
    }
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }
    /// Reads `f9`, `l12` (lower case, no padding).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let f = chars.next()?;
        if !('a'..='l').contains(&f) {
            return None;
        }
        let rest = chars.as_str();
        if rest.is_empty() || rest.starts_with('0') || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: i8 = rest.parse().ok()?;
        Square::at(f as i8 - 'a' as i8, row - 1)
    }
    /// The squares around this one (king steps), in the order of
    /// [`DIRECTIONS`].
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        let (squares, len) = &NEIGHBOURS[self.index()];
        squares[..*len as usize].iter().copied()
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file() as u8) as char,
            self.row() + 1
        )
    }
}

/// One of the nine 4x4 zones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zone(pub u8);

/// The centre zone, where no subject may be dropped on ply 1 and no object on plies 2-3.
pub const ZONE_E: Zone = Zone(4);

impl Zone {
    /// Whether the zones are the same or share an edge or a corner.
    pub fn touches(self, other: Zone) -> bool {
        let (a, b) = (self.0 as i8, other.0 as i8);
        (a / 3 - b / 3).abs() <= 1 && (a % 3 - b % 3).abs() <= 1
    }
    pub fn letter(self) -> char {
        (b'A' + self.0) as char
    }
}

/// A vector between squares, y growing downwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vec2 {
    pub x: i8,
    pub y: i8,
}

impl Vec2 {
    pub const fn new(x: i8, y: i8) -> Vec2 {
        Vec2 { x, y }
    }
    pub fn dot(self, o: Vec2) -> i32 {
        self.x as i32 * o.x as i32 + self.y as i32 * o.y as i32
    }
    pub fn cross(self, o: Vec2) -> i32 {
        self.x as i32 * o.y as i32 - self.y as i32 * o.x as i32
    }
    pub fn norm2(self) -> i32 {
        self.dot(self)
    }
    /// Steps of a king between the ends.
    pub fn chebyshev(self) -> i8 {
        self.x.abs().max(self.y.abs())
    }
    /// Whether the vector runs along a rank, a file or a 45° diagonal.
    pub fn is_queen_line(self) -> bool {
        self.x == 0 || self.y == 0 || self.x.abs() == self.y.abs()
    }
    /// The unit step along a queen line.
    pub fn unit(self) -> Vec2 {
        Vec2::new(self.x.signum(), self.y.signum())
    }
}

impl std::ops::Sub for Vec2 {
    type Output = Vec2;
    fn sub(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x - o.x, self.y - o.y)
    }
}

impl std::ops::Add for Vec2 {
    type Output = Vec2;
    fn add(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x + o.x, self.y + o.y)
    }
}

/// The eight king directions.
pub const DIRECTIONS: [Vec2; 8] = [
    Vec2::new(-1, -1),
    Vec2::new(0, -1),
    Vec2::new(1, -1),
    Vec2::new(-1, 0),
    Vec2::new(1, 0),
    Vec2::new(-1, 1),
    Vec2::new(0, 1),
    Vec2::new(1, 1),
];

/// The squares around each square, in the order of [`DIRECTIONS`], and how
/// many there are (fewer on the edge).
static NEIGHBOURS: [([Square; 8], u8); SQUARES] = {
    let mut table = [([Square(0); 8], 0u8); SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let (file, row) = ((sq % 12) as i8, (sq / 12) as i8);
        let mut d = 0;
        while d < 8 {
            let (x, y) = (file + DIRECTIONS[d].x, row + DIRECTIONS[d].y);
            if x >= 0 && x < SIZE && y >= 0 && y < SIZE {
                let n = table[sq].1 as usize;
                table[sq].0[n] = Square((y as u8) * 12 + x as u8);
                table[sq].1 += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// A set of squares, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Squares([u64; 3]);

impl Squares {
    pub const EMPTY: Squares = Squares([0; 3]);
    /// Every square of the board.
    pub const ALL: Squares = Squares([u64::MAX, u64::MAX, (1 << (SQUARES - 128)) - 1]);

    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() / 64] |= 1 << (sq.index() % 64);
    }

    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.index() % 64));
    }

    /// The squares in the set, in order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        (0..3).flat_map(move |w| {
            let mut bits = self.0[w];
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    Square((w * 64 + i) as u8)
                })
            })
        })
    }

    pub fn contains(self, sq: Square) -> bool {
        self.0[sq.index() / 64] & (1 << (sq.index() % 64)) != 0
    }

    pub fn and(self, other: Squares) -> Squares {
        Squares([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
        ])
    }

    pub fn or(self, other: Squares) -> Squares {
        Squares([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
        ])
    }

    /// The lowest square in the set.
    pub fn first(self) -> Option<Square> {
        (0..3)
            .find(|&w| self.0[w] != 0)
            .map(|w| Square((w * 64 + self.0[w].trailing_zeros() as usize) as u8))
    }

    /// The highest square in the set.
    pub fn last(self) -> Option<Square> {
        (0..3)
            .rev()
            .find(|&w| self.0[w] != 0)
            .map(|w| Square((w * 64 + 63 - self.0[w].leading_zeros() as usize) as u8))
    }

    pub fn meets(self, other: Squares) -> bool {
        (self.0[0] & other.0[0]) | (self.0[1] & other.0[1]) | (self.0[2] & other.0[2]) != 0
    }

    /// The squares of `self` not in `other`.
    pub fn without(self, other: Squares) -> Squares {
        Squares([
            self.0[0] & !other.0[0],
            self.0[1] & !other.0[1],
            self.0[2] & !other.0[2],
        ])
    }

    pub fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub fn is_empty(self) -> bool {
        self == Squares::EMPTY
    }
}

/// `RAYS[sq][d]`: the squares from `sq` (excluded) to the edge in
/// direction `DIRECTIONS[d]`, for the three-in-line rule.
pub static RAYS: [[Squares; 8]; SQUARES] = {
    let mut table = [[Squares::EMPTY; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let (mut x, mut y) = ((sq % 12) as i8, (sq / 12) as i8);
            loop {
                x += DIRECTIONS[d].x;
                y += DIRECTIONS[d].y;
                if x < 0 || x >= SIZE || y < 0 || y >= SIZE {
                    break;
                }
                let i = y as usize * 12 + x as usize;
                table[sq][d].0[i / 64] |= 1 << (i % 64);
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// The squares by parity of file and row (index [`Square::parity`]):
/// two squares have a square halfway between them exactly when they share
/// the class.
pub static SAME_PARITY: [Squares; 4] = {
    let mut table = [Squares::EMPTY; 4];
    let mut sq = 0;
    while sq < SQUARES {
        let class = sq % 12 % 2 + sq / 12 % 2 * 2;
        table[class].0[sq / 64] |= 1 << (sq % 64);
        sq += 1;
    }
    table
};

/// `OPEN_ZONES[own][enemy]`: the squares the zone rules open to a subject
/// drop without the offside extension, with the own object in zone `own`
/// and the enemy object in zone `enemy`: the own object's zone and every
/// zone that neither is nor touches the enemy object's.
pub static OPEN_ZONES: [[Squares; 9]; 9] = {
    let mut table = [[Squares::EMPTY; 9]; 9];
    let mut own = 0;
    while own < 9 {
        let mut enemy = 0;
        while enemy < 9 {
            let mut sq = 0;
            while sq < SQUARES {
                let z = (sq / 12 / 4 * 3 + sq % 12 / 4) as i8;
                let touches = (z / 3 - enemy / 3).abs() <= 1 && (z % 3 - enemy % 3).abs() <= 1;
                if z == own || !touches {
                    table[own as usize][enemy as usize].0[sq / 64] |= 1 << (sq % 64);
                }
                sq += 1;
            }
            enemy += 1;
        }
        own += 1;
    }
    table
};

/// The four lines through a square as pairs of opposite indices into
/// [`DIRECTIONS`] (and [`RAYS`]).
pub const LINE_RAYS: [(usize, usize); 4] = [(4, 3), (6, 1), (7, 0), (2, 5)];

/// The four line orientations (each with its opposite) of the three-in-line rule.
pub const LINES: [Vec2; 4] = [
    Vec2::new(1, 0),
    Vec2::new(0, 1),
    Vec2::new(1, 1),
    Vec2::new(1, -1),
];

/// Subject (a disc, the army) or object (the king-like target).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Subject,
    Object,
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }
    /// The forum's glyph: ● ○ subjects, ★ ☆ objects.
    pub fn glyph(self) -> char {
        match (self.side, self.kind) {
            (Side::First, Kind::Subject) => '●',
            (Side::Second, Kind::Subject) => '○',
            (Side::First, Kind::Object) => '★',
            (Side::Second, Kind::Object) => '☆',
        }
    }
}

/// `HALF_PLANES[a][b]`: the squares on the line from `a` through `b` or on
/// its positive side, where `a.to(b).cross(a.to(x)) >= 0` (the whole board
/// when `a == b`). Three of them bound a pair's [`shadow`].
static HALF_PLANES: [[Squares; SQUARES]; SQUARES] = {
    let mut table = [[Squares::EMPTY; SQUARES]; SQUARES];
    let mut a = 0;
    while a < SQUARES {
        let mut b = 0;
        while b < SQUARES {
            table[a][b] = half_plane(a, b);
            b += 1;
        }
        a += 1;
    }
    table
};

/// `HALF_PLANES[a][b]`, built row by row: with `v = b - a`, the files `x`
/// of a row `y` with `v.x * (y - a.y) - v.y * (x - a.x) >= 0`, that is
/// `v.y * x <= c` for `c = v.x * (y - a.y) + v.y * a.x`, are every file up
/// to a bound (`v.y > 0`), from a bound (`v.y < 0`), or all or none. (Row
/// bounds rather than a test per square keep the evaluation at compile
/// time to about two seconds.)
const fn half_plane(a: usize, b: usize) -> Squares {
    const ROW: u64 = (1 << SIZE) - 1;
    let (ax, ay) = ((a % 12) as i32, (a / 12) as i32);
    let (vx, vy) = ((b % 12) as i32 - ax, (b / 12) as i32 - ay);
    let last = SIZE as i32 - 1;
    let mut set = [0u64; 3];
    let mut c = vy * ax - vx * ay;
    let mut at = 0;
    while at < SQUARES {
        let files = if vy == 0 {
            if c >= 0 { ROW } else { 0 }
        } else if vy > 0 {
            // x <= floor(c / vy)
            if c < 0 {
                0
            } else if c >= last * vy {
                ROW
            } else {
                ROW >> (last - c / vy)
            }
        } else {
            // x >= ceil(-c / -vy)
            let (n, d) = (-c, -vy);
            if n <= 0 {
                ROW
            } else if n > last * d {
                0
            } else {
                (ROW << ((n + d - 1) / d)) & ROW
            }
        };
        set[at / 64] |= files << (at % 64);
        if at % 64 + SIZE as usize > 64 {
            set[at / 64 + 1] |= files >> (64 - at % 64);
        }
        c += vx;
        at += SIZE as usize;
    }
    Squares(set)
}

/// The squares `x` for which the closed segment from `o` to `x` meets the
/// closed segment `p`-`q`: what the pair hides, seen from `o` (the offside
/// extension), or `None` when `o` lies on the pair's line (such a pair
/// opens nothing). The area is the angle at `o` between the rays through
/// `p` and `q`, cut off by the pair's line: three half-planes.
pub fn shadow(o: Square, p: Square, q: Square) -> Option<Squares> {
    let turn = o.to(p).cross(o.to(q));
    if turn == 0 {
        return None;
    }
    // Named so that `q` is on the positive side of `o`-`p`, the area is on
    // that side, on the negative side of `o`-`q` (the positive of `q`-`o`)
    // and, beyond the pair's line from `o`, on the positive side of `q`-`p`.
    let (p, q) = if turn > 0 { (p, q) } else { (q, p) };
    let (o, p, q) = (o.index(), p.index(), q.index());
    Some(
        HALF_PLANES[o][p]
            .and(HALF_PLANES[q][o])
            .and(HALF_PLANES[q][p]),
    )
}

/// Whether the closed segments `a`-`b` and `c`-`d` share a point.
pub fn segments_meet(a: Vec2, b: Vec2, c: Vec2, d: Vec2) -> bool {
    let o1 = (b - a).cross(c - a).signum();
    let o2 = (b - a).cross(d - a).signum();
    let o3 = (d - c).cross(a - c).signum();
    let o4 = (d - c).cross(b - c).signum();
    if o1 * o2 < 0 && o3 * o4 < 0 {
        return true;
    }
    let on = |p: Vec2, q: Vec2, r: Vec2| {
        (q - p).cross(r - p) == 0
            && r.x >= p.x.min(q.x)
            && r.x <= p.x.max(q.x)
            && r.y >= p.y.min(q.y)
            && r.y <= p.y.max(q.y)
    };
    on(a, b, c) || on(a, b, d) || on(c, d, a) || on(c, d, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_print() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("g012"), None);
        assert_eq!(Square::parse("m1"), None);
        assert_eq!(Square::parse("a13"), None);
        assert_eq!(Square::parse("f9").unwrap().zone().letter(), 'H');
    }

    #[test]
    fn tables_agree_with_the_geometry() {
        for (l, &(a, b)) in LINE_RAYS.iter().enumerate() {
            assert_eq!(DIRECTIONS[a], LINES[l]);
            assert_eq!(DIRECTIONS[b], Vec2::new(-LINES[l].x, -LINES[l].y));
        }
        for sq in Square::all() {
            let steps: Vec<Square> = DIRECTIONS.iter().filter_map(|&d| sq.offset(d)).collect();
            assert_eq!(sq.neighbours().collect::<Vec<_>>(), steps);
            for (d, &u) in DIRECTIONS.iter().enumerate() {
                for other in Square::all() {
                    let v = sq.to(other);
                    let on_ray = other != sq && v.is_queen_line() && v.unit() == u;
                    assert_eq!(RAYS[sq.index()][d].contains(other), on_ray);
                }
            }
        }
    }

    #[test]
    fn parity_classes_hold_the_squares_with_a_midpoint() {
        for a in Square::all() {
            assert!(SAME_PARITY[a.parity()].contains(a));
            for b in Square::all() {
                let sum = a.vec() + b.vec();
                let midpoint = sum.x % 2 == 0 && sum.y % 2 == 0;
                assert_eq!(SAME_PARITY[a.parity()].contains(b), midpoint);
            }
        }
    }

    #[test]
    fn open_zones_agree_with_the_zone_rules() {
        for own in (0..9).map(Zone) {
            for enemy in (0..9).map(Zone) {
                for sq in Square::all() {
                    let open = sq.zone() == own || !sq.zone().touches(enemy);
                    assert_eq!(
                        OPEN_ZONES[own.0 as usize][enemy.0 as usize].contains(sq),
                        open,
                        "{sq} own {} enemy {}",
                        own.letter(),
                        enemy.letter()
                    );
                }
            }
        }
    }

    #[test]
    fn zones_touch_by_edge_or_corner() {
        assert!(Zone(0).touches(ZONE_E));
        assert!(Zone(0).touches(Zone(1)));
        assert!(!Zone(0).touches(Zone(2)));
        assert!(!Zone(0).touches(Zone(8)));
    }

    #[test]
    fn half_planes_agree_with_the_cross_product() {
        for a in Square::all() {
            for b in Square::all() {
                for x in Square::all() {
                    assert_eq!(
                        HALF_PLANES[a.index()][b.index()].contains(x),
                        a.to(b).cross(a.to(x)) >= 0,
                        "{a} {b} {x}"
                    );
                }
            }
        }
    }

    /// Every enemy object square, every pair of other squares and every
    /// square `x`: the table's shadow is exactly the offside rule's
    /// geometry (the segment from the object to `x` meets the pair's
    /// segment, the object off the pair's line).
    #[test]
    fn shadows_agree_with_the_segment_test() {
        let squares: Vec<Square> = Square::all().collect();
        std::thread::scope(|scope| {
            for objects in squares.chunks(SQUARES / 4) {
                let squares = &squares;
                scope.spawn(move || {
                    for &o in objects {
                        for (i, &p) in squares.iter().enumerate() {
                            for &q in &squares[i + 1..] {
                                if o == p || o == q {
                                    continue;
                                }
                                let in_line = o.to(p).cross(o.to(q)) == 0;
                                let got = shadow(o, p, q);
                                assert_eq!(got.is_none(), in_line, "{o} {p} {q}");
                                let Some(got) = got else { continue };
                                assert_eq!(got, shadow(o, q, p).unwrap(), "{o} {p} {q}");
                                for x in Square::all() {
                                    let meets = segments_meet(o.vec(), x.vec(), p.vec(), q.vec());
                                    assert_eq!(got.contains(x), meets, "{o} {p} {q} {x}");
                                }
                            }
                        }
                    }
                });
            }
        });
    }

    #[test]
    fn segments() {
        let v = Vec2::new;
        assert!(segments_meet(v(0, 0), v(4, 4), v(0, 4), v(4, 0)));
        assert!(
            segments_meet(v(0, 0), v(2, 2), v(2, 2), v(5, 0)),
            "touching at an end"
        );
        assert!(
            !segments_meet(v(0, 0), v(1, 1), v(3, 3), v(5, 5)),
            "collinear apart"
        );
        assert!(!segments_meet(v(0, 0), v(4, 0), v(0, 1), v(4, 1)));
    }
}
