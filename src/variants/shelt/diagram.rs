//! A text diagram: the board as Arshe sees it, then the Temas's two
//! attachments and orientation, both hands and the side to move.

use super::board::{Occupant, RANK_LETTERS, RANK_NAMES, Square, State};
use super::pieces::{PieceId, TEMAS_CODE, TEMAS_KATAKANA};
use crate::game::Side;
use crate::messages::Lang;
use crate::msg;

/// How pieces are named in the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Names {
    /// Three-letter codes (`pal`), the default.
    Codes,
    /// The seed's katakana names (パール).
    Katakana,
}

/// Side `s` as the catalogue names it: `Arshe`, アルシェ.
fn side(s: Side) -> crate::messages::Msg {
    msg!("side-name", name = ["Arshe", "Soon"][s.index()])
}

fn name(p: PieceId, names: Names) -> &'static str {
    match names {
        Names::Codes => p.code(),
        Names::Katakana => p.info().katakana,
    }
}

/// Columns a string takes in a monospaced terminal (katakana take two).
fn width(s: &str) -> usize {
    s.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

fn cell(state: &State, sq: Square, names: Names) -> String {
    match state.at(sq) {
        None => ".".to_string(),
        Some(Occupant::Temas) => {
            let base = if names == Names::Codes {
                TEMAS_CODE
            } else {
                TEMAS_KATAKANA
            };
            format!("{base}{}", if state.temas_rotated { "'" } else { "" })
        }
        Some(Occupant::Piece(p)) => format!(
            "{}{}",
            name(p, names),
            if state.is_rotated(p) { "'" } else { "" }
        ),
    }
}

/// The diagram; a `'` marks a rotated front-line piece or Temas. The
/// lines under the board are said in `lang`.
pub fn render(state: &State, names: Names, lang: Lang) -> String {
    let col_width = match names {
        Names::Codes => 5,
        Names::Katakana => 12,
    };
    let mut out = String::from("   ");
    for file in 1..=7 {
        out.push_str(&format!("{file:^col_width$}"));
    }
    out.push('\n');
    for row in 0..7u8 {
        out.push_str(&format!("{}  ", RANK_LETTERS[row as usize] as char));
        for col in 0..7u8 {
            let text = cell(state, Square::new(row, col), names);
            let pad = col_width.saturating_sub(width(&text));
            out.push_str(&" ".repeat(pad / 2));
            out.push_str(&text);
            out.push_str(&" ".repeat(pad - pad / 2));
        }
        out.push_str(&format!("  {}\n", RANK_NAMES[row as usize]));
    }
    let attached =
        |s: Side| state.attached[s.index()].map_or("-".to_string(), |p| name(p, names).to_string());
    let temas = msg!(
        "diagram-shelt-temas",
        sq = state.temas_at.native(),
        rotated = if state.temas_rotated { "yes" } else { "no" },
        first = side(Side::First),
        first_attached = attached(Side::First),
        second = side(Side::Second),
        second_attached = attached(Side::Second)
    );
    out.push_str(&(temas.render(lang) + "\n"));
    for side in [Side::First, Side::Second] {
        let held: Vec<&str> = PieceId::of_bits(state.hands[side.index()])
            .map(|p| name(p, names))
            .collect();
        let held = if held.is_empty() {
            "-".to_string()
        } else {
            held.join(" ")
        };
        let line = msg!("diagram-shelt-hand", side = self::side(side), held = held);
        out.push_str(&(line.render(lang) + "\n"));
    }
    let turn = msg!("diagram-turn", side = side(state.to_move));
    out.push_str(&(turn.render(lang) + "\n"));
    out
}
