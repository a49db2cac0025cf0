//! The picture: the 7x7 board with Arshe below and Soon above, each piece a
//! tile with its type's kanji and its code, turned toward its owner, its
//! frame a quarter turn more when rotated; the Temas with both sides' attachments;
//! hands; the last move highlighted, an accompaniment drawn as two arrows.

use super::Position;
use super::board::{Occupant, RANK_LETTERS, Square};
use super::movegen::Move;
use super::pieces::{PieceId, TEMAS_KATAKANA};
use crate::game::Side;
use crate::svg::{ARROW, Canvas, Grid, INK, SERIF, TextStyle, View, esc};

const CELL: f32 = 64.0;
const MARGIN: f32 = 40.0;
const BAND: f32 = 56.0;

fn cell_of(sq: Square) -> (u8, u8) {
    (sq.col(), sq.row())
}

/// Native `P5` or algebraic `e1`.
fn parse(name: &str) -> Option<(u8, u8)> {
    let b = name.as_bytes();
    if b.len() != 2 {
        return None;
    }
    Square::from_native(b[0], b[1])
        .or_else(|| Square::from_algebraic(b[0], b[1]))
        .map(cell_of)
}

/// One tile: the frame and its chevron turned `turn` (toward the owner,
/// a quarter more when rotated), the type's first kanji large and the code
/// small below, turned `upright` (toward the owner only) to stay legible.
fn tile(
    c: &mut Canvas,
    at: (f32, f32),
    [turn, upright]: [f32; 2],
    big: &str,
    small: &str,
    side: Side,
) {
    let (fill, ink) = match side {
        Side::First => ("#f7f0dc", INK),
        Side::Second => ("#3b3f58", "#f7f0dc"),
    };
    let s = CELL * 0.8;
    c.raw(&format!(
        r#"<g class="piece" transform="rotate({turn} {x:.1} {y:.1})"><rect x="{:.1}" y="{:.1}" width="{s:.1}" height="{s:.1}" rx="7" fill="{fill}" stroke="{INK}" stroke-width="1.5"/><path d="M{:.1} {:.1} l6 -7 l6 7" stroke="{ink}" stroke-width="2" fill="none"/></g><g transform="rotate({upright} {x:.1} {y:.1})"><text x="{x:.1}" y="{:.1}" font-size="{:.1}" font-family="{SERIF}" fill="{ink}" text-anchor="middle" dominant-baseline="central">{}</text><text x="{x:.1}" y="{:.1}" font-size="{:.1}" font-family="sans-serif" fill="{ink}" text-anchor="middle" dominant-baseline="central">{}</text></g>"#,
        at.0 - s / 2.0,
        at.1 - s / 2.0,
        at.0 - 6.0,
        at.1 - s / 2.0 + 10.0,
        at.1 + 1.0,
        CELL * 0.36,
        esc(big),
        at.1 + s * 0.34,
        CELL * 0.16,
        esc(small),
        x = at.0,
        y = at.1,
    ));
}

// Long because it draws the picture layer after layer (board, zones, pieces, labels) on one grid.
pub fn svg(pos: &Position, last: Option<&Move>, view: &View) -> String {
    let state = &pos.state;
    let (grid, width, height) = Grid::framed(7, 7, CELL, MARGIN, BAND, view.flip);
    let mut c = Canvas::new(width, height, "Shelt");
    grid.draw(&mut c, "#d9e3c8");
    if view.coords {
        let files: Vec<String> = (1..=7).map(|f: u8| f.to_string()).collect();
        let ranks: Vec<String> = RANK_LETTERS
            .iter()
            .map(|&r| (r as char).to_string())
            .collect();
        grid.labels(&mut c, &files, &ranks);
    }
    let centre = |sq: Square| {
        let (col, row) = cell_of(sq);
        grid.centre(col, row)
    };
    let mut trails = Vec::new();
    if let (true, Some(mv)) = (view.last, last) {
        let squares: Vec<Square> = match *mv {
            Move::Step { from, to } | Move::Shift { from, to } => vec![from, to],
            Move::Rotate { at, .. } => vec![at],
            Move::Accompany { from, to, partner } => {
                let (dr, dc) = from.delta(to);
                let moved = partner.offset((dr, dc)).unwrap_or(partner);
                trails.push((from, to));
                trails.push((partner, moved));
                vec![from, to, partner, moved]
            }
            Move::Attach(_) | Move::Return(_) | Move::Replace { .. } => vec![state.temas_at],
        };
        grid.highlight_cells(&mut c, squares.into_iter().map(cell_of));
    }
    grid.overlays(&mut c, view, parse);
    for sq in Square::all() {
        let at = centre(sq);
        match state.at(sq) {
            None => {}
            Some(Occupant::Temas) => {
                let turn = if state.temas_rotated { 90.0 } else { 0.0 };
                c.raw(&format!(
                    r##"<g class="temas" transform="rotate({turn} {:.1} {:.1})"><circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="#c9a227" stroke="{INK}" stroke-width="2"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{INK}" stroke-width="1.5"/></g>"##,
                    at.0,
                    at.1,
                    at.0,
                    at.1,
                    CELL * 0.4,
                    at.0,
                    at.1 - CELL * 0.4,
                    at.0,
                    at.1 - CELL * 0.28,
                ));
                c.text(at, CELL * 0.15, "テームス", TextStyle::serif());
                // Each side's attachment rides on its own half.
                for side in [Side::First, Side::Second] {
                    let Some(p) = state.attached[side.index()] else {
                        continue;
                    };
                    let below = (side == Side::First) != view.flip;
                    let y = at.1 + if below { CELL * 0.24 } else { -CELL * 0.24 };
                    c.text((at.0, y), CELL * 0.16, p.code(), TextStyle::sans());
                }
            }
            Some(Occupant::Piece(p)) => {
                let rotated = state.is_rotated(p);
                let toward = if (p.side() == Side::Second) != view.flip {
                    180.0
                } else {
                    0.0
                };
                let turn = toward + if rotated { 90.0 } else { 0.0 };
                // The kanji of what the piece does now: a rotated 縦 is a 横.
                let kind = p.kind().japanese(rotated);
                let big: String = kind.chars().take(1).collect();
                tile(&mut c, at, [turn, toward], &big, p.code(), p.side());
            }
        }
    }
    for (a, b) in trails {
        c.arrow(centre(a), centre(b), ARROW, 5.0);
    }
    grid.arrows(&mut c, view, parse);
    let (top, bottom) = view.top_bottom();
    for (side, y) in [(top, 20.0), (bottom, height - BAND + 4.0)] {
        let held: Vec<&str> = PieceId::of_bits(state.hands[side.index()])
            .map(|p| p.code())
            .collect();
        let attached = state.attached[side.index()].map_or("-", |p| p.code());
        let hand = crate::msg!(
            "shelt-svg-hand",
            side = side.key(),
            turn = (state.to_move == side).to_string(),
            held = if held.is_empty() {
                "-".to_string()
            } else {
                held.join(" ")
            }
        );
        c.text(
            (MARGIN, y),
            16.0,
            &hand.render(view.lang()),
            TextStyle::sans().left(),
        );
        let temas = crate::msg!(
            "shelt-svg-temas",
            temas = TEMAS_KATAKANA,
            attached = attached
        );
        c.text(
            (MARGIN, y + 22.0),
            13.0,
            &temas.render(view.lang()),
            TextStyle::sans().left(),
        );
    }
    c.finish()
}
