//! The picture: the 9x9 board with kanji pieces turned toward their owner
//! (gote's turned 180°), both hands and the last move highlighted (with a
//! move's extra square, if a layered game uses it). A game layered on shogi
//! adds its own marks through [`Marks`].

use super::Position;
use super::bitboard::{file_of, rank_of, square};
use super::board::Move;
use super::diagram::hand_text;
use super::notation::kanji::{KANJI_DIGITS, short_name};
use crate::svg::{Canvas, Grid, INK, PieceGlyph, TextStyle, View};

/// The side of a cell.
pub const CELL: f32 = 50.0;
const MARGIN: f32 = 40.0;
const BAND: f32 = 70.0;

/// `7g` (USI), `76` or `７六`.
fn parse(name: &str) -> Option<(u8, u8)> {
    let mut chars = name.chars();
    let f = chars.next()?;
    let r = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    let file = f.to_digit(10).or_else(|| {
        crate::variants::japanese::FILE_DIGITS
            .iter()
            .position(|&d| d == f)
            .map(|i| i as u32 + 1)
    })?;
    let rank = match r {
        'a'..='i' => r as u32 - 'a' as u32 + 1,
        _ => r
            .to_digit(10)
            .or_else(|| KANJI_DIGITS.iter().position(|&d| d == r).map(|i| i as u32))?,
    };
    ((1..=9).contains(&file) && (1..=9).contains(&rank))
        .then(|| cell_of(square(file as usize - 1, rank as usize - 1)))
}

/// What a game layered on shogi draws on shogi's picture; shogi itself
/// draws nothing more ([`Plain`]).
pub trait Marks {
    /// The picture's title.
    fn title(&self) -> &'static str {
        "将棋"
    }
    /// Drawn on the empty board, before the star points.
    fn under(&self, _c: &mut Canvas, _grid: &Grid, _view: &View) {}
    /// Another name for the piece on `sq`, drawn as a promoted piece.
    fn renamed(&self, _sq: usize, _colour: usize) -> Option<&'static str> {
        None
    }
    /// Drawn over the piece on `sq`.
    fn over(&self, _c: &mut Canvas, _grid: &Grid, _sq: usize) {}
    /// Lines under a side's hand.
    fn lines(&self, _colour: usize) -> Vec<String> {
        Vec::new()
    }
}

/// Shogi's own picture, with nothing added.
pub struct Plain;

impl Marks for Plain {}

/// The cell of a square on the grid.
pub fn cell_of(sq: usize) -> (u8, u8) {
    (8 - file_of(sq) as u8, rank_of(sq) as u8)
}

/// The side's name and hand, as printed beside the board.
fn hand_line(pos: &Position, colour: usize) -> String {
    let name = if colour == 0 {
        "☗先手"
    } else {
        "☖後手"
    };
    let turn = if pos.board.side == colour {
        "（手番）"
    } else {
        ""
    };
    format!("{name}{turn}　持駒：{}", hand_text(&pos.board, colour))
}

/// The picture of `pos`, with a layered game's `marks`.
pub fn svg(pos: &Position, last: Option<&Move>, view: &View, marks: &dyn Marks) -> String {
    let (grid, width, height) = Grid::framed(9, 9, CELL, MARGIN, BAND, view.flip);
    let mut c = Canvas::new(width, height, marks.title());
    grid.draw(&mut c, "#ecc987");
    marks.under(&mut c, &grid, view);
    // Star points.
    for (f, r) in [(2, 2), (2, 5), (5, 2), (5, 5)] {
        let (x, y) = grid.corner(f + 1, r + 1);
        let (x, y) = if view.flip {
            (x + CELL, y + CELL)
        } else {
            (x, y)
        };
        c.circle((x, y), 3.0, INK, "none", 0.0);
    }
    if view.coords {
        let files: Vec<String> = (1..=9).rev().map(|f: u8| f.to_string()).collect();
        let ranks: Vec<String> = (1..=9).map(|r| KANJI_DIGITS[r].to_string()).collect();
        grid.labels(&mut c, &files, &ranks);
    }
    if let (true, Some(mv)) = (view.last, last) {
        if !mv.is_declaration() {
            let squares = [mv.from(), Some(mv.to()), mv.extra()];
            grid.highlight_cells(&mut c, squares.into_iter().flatten().map(cell_of));
        }
    }
    grid.overlays(&mut c, view, parse);
    for sq in 0..81 {
        let Some(p) = pos.board.piece_at(sq) else {
            continue;
        };
        let (col, row) = cell_of(sq);
        let at = grid.centre(col, row);
        let renamed = marks.renamed(sq, p.colour);
        let turned = (p.colour == 1) != view.flip;
        let mut glyph = PieceGlyph::of(turned);
        if p.kind.is_promoted() || renamed.is_some() {
            glyph = glyph.promoted();
        }
        c.shogi_piece(at, CELL, renamed.unwrap_or(short_name(p.kind)), glyph);
        marks.over(&mut c, &grid, sq);
    }
    grid.arrows(&mut c, view, parse);
    let (top, bottom) = if view.flip { (0, 1) } else { (1, 0) };
    for (colour, y) in [(top, 22.0), (bottom, height - BAND + 10.0)] {
        c.text(
            (MARGIN, y),
            16.0,
            &hand_line(pos, colour),
            TextStyle::serif().left(),
        );
        for (i, l) in marks.lines(colour).iter().enumerate() {
            let y = y + 22.0 + 16.0 * i as f32;
            c.text((MARGIN, y), 12.0, l, TextStyle::sans().left());
        }
    }
    c.finish()
}
