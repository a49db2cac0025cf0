//! The picture: the 12x12 board with the forum's zone dots, black and white
//! subjects (discs) and objects (stars), both hands, the last move marked.

use super::board::{Kind, Square};
use super::diagram::empty_mark;
use super::position::{Move, Position};
use crate::game::Side;
use crate::messages::Lang;
use crate::svg::{Canvas, Grid, INK, TextStyle, View};

const CELL: f32 = 40.0;
const MARGIN: f32 = 40.0;
const BAND: f32 = 44.0;

fn cell_of(sq: Square) -> (u8, u8) {
    (sq.file() as u8, sq.row() as u8)
}

fn parse(name: &str) -> Option<(u8, u8)> {
    Square::parse(name).map(cell_of)
}

fn star(c: (f32, f32), r: f32, fill: &str) -> String {
    let points: Vec<String> = (0..10)
        .map(|i| {
            let a = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
            let rr = if i % 2 == 0 { r } else { r * 0.45 };
            format!("{:.1},{:.1}", c.0 + rr * a.cos(), c.1 + rr * a.sin())
        })
        .collect();
    format!(
        r#"<polygon class="object" points="{}" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>"#,
        points.join(" ")
    )
}

fn fill(side: Side) -> &'static str {
    match side {
        Side::First => "#202020",
        Side::Second => "#fafafa",
    }
}

fn hand(c: &mut Canvas, pos: &Position, side: Side, y: f32, lang: Lang) {
    let x = MARGIN;
    c.circle((x + 10.0, y), 10.0, fill(side), INK, 1.5);
    let object = match (pos.object_in_hand[side.index()], side) {
        (false, _) => "",
        (true, Side::First) => "、★",
        (true, Side::Second) => "、☆",
    };
    let text = crate::msg!(
        "chatra-svg-hand",
        side = side.key(),
        stone = if side == Side::First { "●" } else { "○" },
        n = pos.hand[side.index()],
        object = object,
        turn = (pos.side == side).to_string()
    )
    .render(lang);
    c.text((x + 28.0, y), 16.0, &text, TextStyle::sans().left());
}

pub fn svg(pos: &Position, last: Option<&Move>, view: &View) -> String {
    let (grid, width, height) = Grid::framed(12, 12, CELL, MARGIN, BAND, view.flip);
    let mut c = Canvas::new(width, height, "Chatra");
    grid.draw(&mut c, "#e9d3a1");
    for sq in Square::all() {
        let (col, row) = cell_of(sq);
        match empty_mark(sq) {
            '*' => c.circle(grid.centre(col, row), 3.5, INK, "none", 0.0),
            '・' => c.circle(grid.centre(col, row), 2.0, "#7a6a4a", "none", 0.0),
            _ => {}
        }
    }
    if view.coords {
        let files: Vec<String> = ('a'..='l').map(String::from).collect();
        let rows: Vec<String> = (1..=12).map(|r: u8| r.to_string()).collect();
        grid.labels(&mut c, &files, &rows);
    }
    if view.last {
        let from = match last {
            Some(Move::Shift { from, .. }) => Some(*from),
            _ => None,
        };
        let to = last.and_then(|m| m.to()).or(pos.last);
        grid.highlight_cells(&mut c, [from, to].into_iter().flatten().map(cell_of));
    }
    grid.overlays(&mut c, view, parse);
    for sq in Square::all() {
        let Some(p) = pos.at(sq) else { continue };
        let (col, row) = cell_of(sq);
        let at = grid.centre(col, row);
        match p.kind {
            Kind::Subject => c.circle(at, CELL * 0.38, fill(p.side), INK, 1.5),
            Kind::Object => c.raw(&star(at, CELL * 0.46, fill(p.side))),
        }
    }
    grid.arrows(&mut c, view, parse);
    let (top, bottom) = view.top_bottom();
    hand(&mut c, pos, top, BAND / 2.0 + 4.0, view.lang());
    hand(&mut c, pos, bottom, height - BAND / 2.0 - 4.0, view.lang());
    c.finish()
}
