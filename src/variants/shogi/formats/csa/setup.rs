//! A CSA position: `PI`, `P1`-`P9`, `P+`/`P-` lines.

use super::piece;

/// A board being set up by `PI`/`P1`-`P9`/`P+`/`P-` lines.
pub(crate) struct Setup {
    pub(crate) cells: [[Option<(usize, char, bool)>; 9]; 9], // [rank][file index from 9 down]
    pub(crate) hands: [[u8; 7]; 2],
    pub(crate) used: bool,
    /// `P+00AL` / `P-00AL`: the side that gets every piece not yet placed.
    pub(crate) rest_to: Option<usize>,
}

pub(crate) const HAND: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

impl Setup {
    pub(super) fn hirate() -> Setup {
        let mut s = Setup {
            cells: [[None; 9]; 9],
            hands: [[0; 7]; 2],
            used: false,
            rest_to: None,
        };
        let back = ['L', 'N', 'S', 'G', 'K', 'G', 'S', 'N', 'L'];
        for (f, &piece) in back.iter().enumerate() {
            s.cells[0][f] = Some((1, piece, false));
            s.cells[8][f] = Some((0, piece, false));
            s.cells[2][f] = Some((1, 'P', false));
            s.cells[6][f] = Some((0, 'P', false));
        }
        s.cells[1][1] = Some((1, 'R', false));
        s.cells[1][7] = Some((1, 'B', false));
        s.cells[7][1] = Some((0, 'B', false));
        s.cells[7][7] = Some((0, 'R', false));
        s
    }

    /// Puts every piece of the set that is neither on the board nor in a
    /// hand into `colour`'s hand (kings excepted).
    pub(super) fn rest_to_hand(&mut self, colour: usize) {
        const SET: [u8; 7] = [2, 2, 4, 4, 4, 4, 18];
        for (i, letter) in HAND.iter().enumerate() {
            let on_board = self
                .cells
                .iter()
                .flatten()
                .filter(|c| c.is_some_and(|(_, l, _)| l == *letter))
                .count();
            let placed = on_board + usize::from(self.hands[0][i]) + usize::from(self.hands[1][i]);
            let rest = usize::from(SET[i]).saturating_sub(placed);
            self.hands[colour][i] += rest as u8;
        }
    }

    pub(crate) fn sfen(&self, side: usize) -> String {
        let mut out = String::new();
        for (r, row) in self.cells.iter().enumerate() {
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some((colour, letter, promoted)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        if *promoted {
                            out.push('+');
                        }
                        out.push(if *colour == 0 {
                            *letter
                        } else {
                            letter.to_ascii_lowercase()
                        });
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if r < 8 {
                out.push('/');
            }
        }
        out.push_str(if side == 0 { " b " } else { " w " });
        let mut hand = String::new();
        for colour in 0..2 {
            for (i, l) in HAND.iter().enumerate() {
                let n = self.hands[colour][i];
                if n > 1 {
                    hand.push_str(&n.to_string());
                }
                if n > 0 {
                    hand.push(if colour == 0 {
                        *l
                    } else {
                        l.to_ascii_lowercase()
                    });
                }
            }
        }
        out.push_str(if hand.is_empty() { "-" } else { &hand });
        out.push_str(" 1");
        out
    }
}

/// One `P` line without its `P`; `Ok(Some(warning))` when it was read
/// leniently.
pub(super) fn setup_line(setup: &mut Setup, rest: &str) -> Result<Option<String>, String> {
    let b = rest.as_bytes();
    match b.first() {
        Some(b'I') => {
            let hirate = Setup::hirate();
            setup.cells = hirate.cells;
            // `PI82HI22KA`: pieces taken off.
            for chunk in rest.as_bytes()[1..].chunks(4) {
                let s = std::str::from_utf8(chunk).unwrap_or("");
                let (Some(f), Some(r)) = (
                    s.chars().next().and_then(|c| c.to_digit(10)),
                    s.chars().nth(1).and_then(|c| c.to_digit(10)),
                ) else {
                    return Err(format!("`{s}` is not a square and piece"));
                };
                if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
                    return Err(format!("`{s}` is not a square"));
                }
                let cell = &mut setup.cells[r as usize - 1][9 - f as usize];
                let named = s.get(2..).and_then(piece);
                if named.is_none() || cell.map(|(_, l, p)| (l, p)) != named {
                    return Err(format!(
                        "`{s}`: the even start has no {} on {f}{r}",
                        s.get(2..).unwrap_or("piece")
                    ));
                }
                *cell = None;
            }
            Ok(None)
        }
        Some(d @ b'1'..=b'9') => {
            let rank = (d - b'1') as usize;
            let mut cells: Vec<char> = rest[1..].chars().collect();
            // Trailing blanks of an empty file 1 are often trimmed.
            if cells.len() >= 25 && cells.len() < 27 {
                cells.resize(27, ' ');
            }
            if cells.len() < 27 {
                return Err(format!("row {} has fewer than 9 squares", rank + 1));
            }
            // ` *.` (mog-core-scala's writer): an empty ninth square with a
            // character where its blank would be.
            let trailing: String = if cells[24..26] == [' ', '*'] && cells[26] != ' ' {
                let t: String = cells[26..].iter().collect();
                cells.truncate(26);
                cells.push(' ');
                t
            } else {
                cells[27..].iter().collect()
            };
            let warning = (!trailing.trim().is_empty()).then(|| {
                format!(
                    "`{}` after the ninth square of row {} is not part of the board; ignored",
                    trailing.trim(),
                    rank + 1
                )
            });
            for f in 0..9 {
                let cell: String = cells[f * 3..f * 3 + 3].iter().collect();
                setup.cells[rank][f] = if cell.trim() == "*" {
                    None
                } else {
                    let colour = match cell.chars().next() {
                        Some('+') => 0,
                        Some('-') => 1,
                        _ => return Err(format!("`{cell}` is not a CSA square (+FU, -KA, * ...)")),
                    };
                    let (letter, promoted) = piece(&cell[1..])
                        .ok_or_else(|| format!("`{}` is not a CSA piece code", &cell[1..]))?;
                    Some((colour, letter, promoted))
                };
            }
            Ok(warning)
        }
        Some(c @ (b'+' | b'-')) => {
            let colour = if *c == b'+' { 0 } else { 1 };
            for chunk in rest.as_bytes()[1..].chunks(4) {
                // ASCII only: a chunk that is valid UTF-8 may still hold a
                // multi-byte character that `s[2..]` would cut.
                let s = std::str::from_utf8(chunk)
                    .ok()
                    .filter(|s| s.is_ascii())
                    .ok_or_else(|| "not ASCII".to_string())?;
                if s.len() < 4 {
                    return Err(format!("`{s}` is not a square and piece"));
                }
                if s == "00AL" {
                    setup.rest_to = Some(colour);
                    continue;
                }
                let (letter, promoted) = piece(&s[2..])
                    .ok_or_else(|| format!("`{}` is not a CSA piece code", &s[2..]))?;
                if &s[..2] == "00" {
                    let i = HAND
                        .iter()
                        .position(|h| *h == letter)
                        .filter(|_| !promoted)
                        .ok_or("a king cannot be in hand")?;
                    setup.hands[colour][i] += 1;
                } else {
                    let (f, r) = (
                        s.as_bytes()[0].wrapping_sub(b'0'),
                        s.as_bytes()[1].wrapping_sub(b'0'),
                    );
                    if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
                        return Err(format!("`{s}` is not a square"));
                    }
                    setup.cells[r as usize - 1][9 - f as usize] = Some((colour, letter, promoted));
                }
            }
            Ok(None)
        }
        _ => Err(format!("`P{rest}` is not a CSA position line")),
    }
}
