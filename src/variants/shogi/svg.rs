//! The picture: the 9x9 board with kanji pieces turned toward their owner
//! (gote's turned 180°), both hands, the last move highlighted, and the
//! card state: spent cards, passengers riding on 龍/馬, the 太, the
//! 無敵銀 and the files where 許二歩 lets two pawns stand.

use super::Position;
use super::bitboard::{file_of, rank_of, square};
use super::board::Move;
use super::diagram::hand_text;
use super::notation::kanji::{KANJI_DIGITS, short_name};
use crate::svg::{Canvas, Grid, INK, MARK, PieceGlyph, TextStyle, View};
use crate::variants::otomo::{CARDS, Cards};

const CELL: f32 = 50.0;
const MARGIN: f32 = 40.0;
const BAND: f32 = 70.0;

fn cell_of(sq: usize) -> (u8, u8) {
    (8 - file_of(sq) as u8, rank_of(sq) as u8)
}

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

fn side_text(pos: &Position, cards: &Cards, colour: usize) -> (String, Vec<String>) {
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
    let hand = format!("{name}{turn}　持駒：{}", hand_text(&pos.board, colour));
    if !pos.config.cards {
        return (hand, Vec::new());
    }
    let spent: Vec<&str> = CARDS
        .iter()
        .filter(|c| cards.is_spent(colour, **c))
        .map(|c| c.name())
        .collect();
    if spent.is_empty() {
        return (hand, vec!["札：16枚（使用済なし）".to_string()]);
    }
    let mut lines = vec![format!("札：残り{}枚　使用済：", 16 - spent.len())];
    for (i, chunk) in spent.chunks(8).enumerate() {
        if i == 0 {
            lines[0].push_str(&chunk.join("・"));
        } else {
            lines.push(format!("　　　　　　　　　{}", chunk.join("・")));
        }
    }
    (hand, lines)
}

pub fn svg(pos: &Position, last: Option<&Move>, view: &View) -> String {
    let (grid, width, height) = Grid::framed(9, 9, CELL, MARGIN, BAND, view.flip);
    let title = if pos.config.cards {
        "将棋の御供"
    } else {
        "将棋"
    };
    let mut c = Canvas::new(width, height, title);
    grid.draw(&mut c, "#ecc987");
    let cards = pos.cards;
    // 許二歩: the files where two own pawns may stand, tinted per owner.
    for colour in 0..2 {
        for file in 0..9 {
            if cards.double_pawn_files[colour] & (1 << file) != 0 {
                for rank in 0..9 {
                    let (col, row) = cell_of(square(file, rank));
                    let (x, y) = grid.corner(col, row);
                    c.raw(&format!(
                        r#"<rect class="double-pawn" x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="{}" fill-opacity="0.18"/>"#,
                        if colour == 0 { "#2a7ab0" } else { "#b0201b" }
                    ));
                }
                let (col, _) = cell_of(square(file, 0));
                let (x, _) = grid.centre(col, 0);
                let y = if (colour == 0) != view.flip {
                    grid.origin.1 + grid.height() + 12.0
                } else {
                    grid.origin.1 - 12.0
                };
                c.text((x, y), 11.0, "許二歩", TextStyle::serif().colour(MARK));
            }
        }
    }
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
            let squares = [mv.from(), Some(mv.to()), mv.aux()];
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
        let prince = cards.prince(p.colour) == Some(sq);
        let name = if prince { "太" } else { short_name(p.kind) };
        let turned = (p.colour == 1) != view.flip;
        let mut glyph = PieceGlyph::of(turned);
        if p.kind.is_promoted() || prince {
            glyph = glyph.promoted();
        }
        c.shogi_piece(at, CELL, name, glyph);
        if cards.protected() == Some(sq) {
            c.ring(at, CELL * 0.47, "#2a7ab0");
        }
        if let Some(passenger) = cards.passenger(sq) {
            let (x, y) = grid.corner(col, row);
            let badge = (x + CELL * 0.8, y + CELL * 0.2);
            c.circle(badge, CELL * 0.19, "#fff", MARK, 1.5);
            c.text(
                badge,
                CELL * 0.26,
                short_name(passenger.kind),
                TextStyle::serif().colour(MARK),
            );
        }
    }
    grid.arrows(&mut c, view, parse);
    let (top, bottom) = if view.flip { (0, 1) } else { (1, 0) };
    for (colour, y) in [(top, 22.0), (bottom, height - BAND + 10.0)] {
        let (hand, card_line) = side_text(pos, &cards, colour);
        c.text((MARGIN, y), 16.0, &hand, TextStyle::serif().left());
        for (i, l) in card_line.iter().enumerate() {
            let y = y + 22.0 + 16.0 * i as f32;
            c.text((MARGIN, y), 12.0, l, TextStyle::sans().left());
        }
    }
    c.finish()
}
