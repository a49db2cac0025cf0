//! The picture: the 5x5 lattice with its diagonals, white and black
//! pieces on the points, the last move traced, huffed pieces crossed.

use super::board::Point;
use super::position::{Action, Move, Position};
use crate::game::Side;
use crate::svg::{ARROW, Canvas, Grid, INK, LAST, TextStyle, View};

const CELL: f32 = 80.0;
const MARGIN: f32 = 50.0;

fn cell_of(p: Point) -> (u8, u8) {
    (p.file(), 4 - p.rank())
}

fn parse(name: &str) -> Option<(u8, u8)> {
    let b = name.as_bytes();
    if b.len() != 2 || !(b'a'..=b'e').contains(&b[0]) || !(b'1'..=b'5').contains(&b[1]) {
        return None;
    }
    Point::at(b[0] - b'a', b[1] - b'1').map(cell_of)
}

// Long because it draws the picture layer after layer (lattice, marks, pieces, labels) on one grid.
pub fn svg(pos: &Position, last: Option<&Move>, view: &View) -> String {
    let grid = Grid {
        cols: 5,
        rows: 5,
        cell: CELL,
        origin: (MARGIN, MARGIN),
        flip: view.flip,
    };
    let size = 5.0 * CELL + 2.0 * MARGIN;
    let mut c = Canvas::new(size, size + 30.0, "Alquerque");
    let at = |p: Point| {
        let (col, row) = cell_of(p);
        grid.centre(col, row)
    };
    // The lattice: orthogonal lines, and diagonals through the even points.
    for p in Point::iter() {
        for (df, dr) in [(1i8, 0i8), (0, 1), (1, 1), (-1, 1)] {
            if df != 0 && dr != 0 && !p.has_diagonals() {
                continue;
            }
            let (f, r) = (p.file() as i8 + df, p.rank() as i8 + dr);
            if (0..5).contains(&f) && (0..5).contains(&r) {
                let q = Point::at(f as u8, r as u8).expect("on board");
                c.line(at(p), at(q), INK, 2.0);
            }
        }
    }
    if view.coords {
        let files: Vec<String> = (0..5).map(|f| ((b'a' + f) as char).to_string()).collect();
        let ranks: Vec<String> = (1..=5).rev().map(|r: u8| r.to_string()).collect();
        grid.labels(&mut c, &files, &ranks);
    }
    if let (true, Some(mv)) = (view.last, last) {
        if let Some(action) = mv.action {
            let path: Vec<Point> = match action {
                Action::Step { from, to } => vec![from, to],
                Action::Jump { .. } => action.points().to_vec(),
            };
            for p in &path {
                c.circle(at(*p), CELL * 0.38, LAST, "none", 0.0);
            }
            for w in path.windows(2) {
                c.arrow(at(w[0]), at(w[1]), ARROW, 6.0);
            }
        }
    }
    for m in &view.marks {
        if let Some((col, row)) = view.cell(m, parse) {
            c.ring(grid.centre(col, row), CELL * 0.42, crate::svg::MARK);
        }
    }
    for p in Point::iter() {
        let (fill, stroke) = match pos.owner(p) {
            Some(Side::First) => ("#fafafa", INK),
            Some(Side::Second) => ("#202020", "#000"),
            None => continue,
        };
        c.circle(at(p), CELL * 0.3, fill, stroke, 2.5);
    }
    if let (true, Some(huff)) = (view.last, last.and_then(|m| m.huff)) {
        let (x, y) = at(huff);
        let d = CELL * 0.2;
        c.line((x - d, y - d), (x + d, y + d), crate::svg::MARK, 4.0);
        c.line((x - d, y + d), (x + d, y - d), crate::svg::MARK, 4.0);
    }
    grid.arrows(&mut c, view, parse);
    let caption = crate::msg!(
        "alquerque-svg-caption",
        white = pos.count(Side::First),
        black = pos.count(Side::Second),
        side = pos.side.key()
    );
    c.text(
        (MARGIN - 30.0, size + 10.0),
        16.0,
        &caption.render(view.lang()),
        TextStyle::sans().left(),
    );
    c.finish()
}
