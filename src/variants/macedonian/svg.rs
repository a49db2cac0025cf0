//! The picture: the 8x8 board with kanji pieces turned toward their owner,
//! archers with the arrows they carry, lone arrows, the crown on each
//! side's crowned piece, both hands and the crown's state, the last move
//! highlighted (a shot drawn as a red arrow).

use super::board::{Kind, Square};
use super::diagram::{crown_text, hand_line};
use super::notation::names::{FILES, RANKS, piece_name};
use super::position::{Action, Move, Position};
use crate::game::Side;
use crate::svg::{Canvas, Grid, INK, MARK, PieceGlyph, TextStyle, View};

const CELL: f32 = 56.0;
const MARGIN: f32 = 40.0;
const BAND: f32 = 56.0;

fn cell_of(sq: Square) -> (u8, u8) {
    (8 - sq.file(), sq.rank() - 1)
}

/// `76`, `7f` or `７六`.
fn parse(name: &str) -> Option<(u8, u8)> {
    let mut chars = name.chars();
    let (f, r) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let file = f
        .to_digit(10)
        .or_else(|| FILES.iter().position(|&d| d == f).map(|i| i as u32 + 1))?;
    let rank = match r {
        'a'..='h' => r as u32 - 'a' as u32 + 1,
        _ => r
            .to_digit(10)
            .or_else(|| RANKS.iter().position(|&d| d == r).map(|i| i as u32 + 1))?,
    };
    Square::new(file as u8, rank as u8).map(cell_of)
}

/// A small arrow (the shaft and fletching of one carried arrow).
fn carried(c: &mut Canvas, x: f32, y: f32) {
    c.raw(&format!(
        r#"<path class="carried-arrow" d="M{x:.1} {:.1} V{:.1} M{:.1} {:.1} L{x:.1} {:.1} L{:.1} {:.1}" stroke="{MARK}" stroke-width="2" fill="none"/>"#,
        y + 8.0,
        y - 8.0,
        x - 3.5,
        y - 4.0,
        y - 8.0,
        x + 3.5,
        y - 4.0
    ));
}

pub fn svg(pos: &Position, last: Option<&Move>, view: &View) -> String {
    let (grid, width, height) = Grid::framed(8, 8, CELL, MARGIN, BAND, view.flip);
    let mut c = Canvas::new(width, height, "マケドニア将棋");
    grid.draw(&mut c, "#e8c98f");
    if view.coords {
        let files: Vec<String> = FILES.iter().rev().map(|f| f.to_string()).collect();
        let ranks: Vec<String> = RANKS.iter().map(|r| r.to_string()).collect();
        grid.labels(&mut c, &files, &ranks);
    }
    let mut shot = None;
    if let (true, Some(mv)) = (view.last, last) {
        let from = match mv.action {
            Action::Step { from, .. } | Action::Return { from, .. } => Some(from),
            Action::Shoot { from, to } => {
                shot = Some((from, to));
                Some(from)
            }
            Action::Drop { .. } => None,
        };
        let squares = [from, Some(mv.action.to())];
        grid.highlight_cells(&mut c, squares.into_iter().flatten().map(cell_of));
    }
    grid.overlays(&mut c, view, parse);
    for sq in Square::all() {
        let Some(p) = pos.at(sq) else { continue };
        let (col, row) = cell_of(sq);
        let at = grid.centre(col, row);
        let turned = (p.side == Side::Second) != view.flip;
        let mut glyph = PieceGlyph::of(turned);
        if p.promoted {
            glyph = glyph.promoted();
        }
        c.shogi_piece(at, CELL, piece_name(p), glyph);
        let (x, y) = grid.corner(col, row);
        if p.kind == Kind::Archer {
            for i in 0..p.arrows {
                carried(&mut c, x + CELL * 0.1 + i as f32 * 7.0, y + CELL * 0.78);
            }
        }
        if pos.crown_square(p.side) == Some(sq) {
            let (cx, cy) = (x + CELL * 0.84, y + CELL * 0.14);
            c.raw(&format!(
                r##"<polygon class="crown" points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1} {cx:.1},{:.1} {:.1},{:.1} {:.1},{:.1} {:.1},{:.1}" fill="#e0a800" stroke="{INK}" stroke-width="1"/>"##,
                cx - 8.0, cy + 6.0, cx - 8.0, cy - 5.0, cx - 4.0, cy,
                cy - 7.0, cx + 4.0, cy, cx + 8.0, cy - 5.0, cx + 8.0, cy + 6.0
            ));
        }
    }
    if let Some((from, to)) = shot {
        let (a, b) = (cell_of(from), cell_of(to));
        c.arrow(grid.centre(a.0, a.1), grid.centre(b.0, b.1), MARK, 4.0);
    }
    grid.arrows(&mut c, view, parse);
    let (top, bottom) = view.top_bottom();
    for (side, y) in [(top, 20.0), (bottom, height - BAND + 4.0)] {
        let mark = if side == Side::First { "☗" } else { "☖" };
        let turn = if pos.to_move == side {
            "（手番）"
        } else {
            ""
        };
        let hand = hand_line(pos, side);
        c.text(
            (MARGIN, y),
            16.0,
            &format!("{mark}{}{turn}", hand.trim_end()),
            TextStyle::serif().left(),
        );
        c.text(
            (MARGIN, y + 22.0),
            13.0,
            &format!("王冠：{}", crown_text(pos, side)),
            TextStyle::sans().left(),
        );
    }
    c.finish()
}
