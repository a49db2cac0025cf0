//! The picture: shogi's, with the card state marked on it: spent cards
//! under each hand, passengers riding on 龍/馬, the 太, the 無敵銀 and the
//! files where 許二歩 lets two pawns stand.

use super::{CARDS, Cards, Position};
use crate::svg::{Canvas, Grid, MARK, TextStyle, View};
use crate::variants::shogi::bitboard::square;
use crate::variants::shogi::board::Move;
use crate::variants::shogi::notation::kanji::short_name;
use crate::variants::shogi::svg::{CELL, Marks, cell_of};

/// The card state as drawn on shogi's picture.
struct CardMarks<'a> {
    cards: &'a Cards,
    /// Whether cards can be played: the spent cards are listed.
    on: bool,
}

impl Marks for CardMarks<'_> {
    fn title(&self) -> &'static str {
        if self.on { "将棋の御供" } else { "将棋" }
    }

    fn under(&self, c: &mut Canvas, grid: &Grid, view: &View) {
        // 許二歩: the files where two own pawns may stand, tinted per owner.
        for colour in 0..2 {
            for file in 0..9 {
                if self.cards.double_pawn_files[colour] & (1 << file) != 0 {
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
    }

    fn renamed(&self, sq: usize, colour: usize) -> Option<&'static str> {
        (self.cards.prince(colour) == Some(sq)).then_some("太")
    }

    fn over(&self, c: &mut Canvas, grid: &Grid, sq: usize) {
        let (col, row) = cell_of(sq);
        let at = grid.centre(col, row);
        if self.cards.protected() == Some(sq) {
            c.ring(at, CELL * 0.47, "#2a7ab0");
        }
        if let Some(passenger) = self.cards.passenger(sq) {
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

    fn lines(&self, colour: usize) -> Vec<String> {
        if !self.on {
            return Vec::new();
        }
        let spent: Vec<&str> = CARDS
            .iter()
            .filter(|c| self.cards.is_spent(colour, **c))
            .map(|c| c.name())
            .collect();
        if spent.is_empty() {
            return vec!["札：16枚（使用済なし）".to_string()];
        }
        let mut lines = vec![format!("札：残り{}枚　使用済：", 16 - spent.len())];
        for (i, chunk) in spent.chunks(8).enumerate() {
            if i == 0 {
                lines[0].push_str(&chunk.join("・"));
            } else {
                lines.push(format!("　　　　　　　　　{}", chunk.join("・")));
            }
        }
        lines
    }
}

/// Shogi's picture of the board with the card marks.
pub fn svg(pos: &Position, last: Option<&Move>, view: &View) -> String {
    let marks = CardMarks {
        cards: &pos.cards,
        on: pos.cards_on(),
    };
    crate::variants::shogi::svg::svg(&pos.shogi, last, view, &marks)
}
