//! The position string and the text diagram.
//!
//! `BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - -`: ranks 5 to 1 (`W` first player,
//! `B` second, digits count empty points), side to move, the pieces due to
//! be huffed (`d4,c3` or `-`), and under Bell's return rules the points each
//! piece may not return to besides its own (`c3=a1.b2` or `-`).

use super::Alquerque;
use super::board::Point;
use super::config::{Config, Return};
use super::position::Position;
use crate::diagnostic::plural;
use crate::game::{PositionError, Rules, Side, position_fields};

pub fn write(pos: &Position) -> String {
    let mut out = String::new();
    for rank in (0..5).rev() {
        let mut empty = 0;
        for file in 0..5 {
            let p = Point::at(file, rank).expect("on board");
            match pos.owner(p) {
                None => empty += 1,
                Some(side) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(if side == Side::First { 'W' } else { 'B' });
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(if pos.side == Side::First {
        " w "
    } else {
        " b "
    });
    out.push_str(&points_or_dash(
        Point::in_set(pos.huffable).map(|p| p.to_string()).collect(),
        ",",
    ));
    out.push(' ');
    let marks: Vec<String> = Point::in_set(pos.occupied())
        .filter_map(|p| {
            let extra = pos.marks[p.index()] & !p.bit();
            let shown = match pos.config.ret {
                Return::Ever => extra != 0,
                Return::GameStart => pos.marks[p.index()] != p.bit(),
                _ => false,
            };
            shown.then(|| {
                format!(
                    "{p}={}",
                    Point::in_set(pos.marks[p.index()] & !p.bit())
                        .map(|q| q.to_string())
                        .collect::<Vec<_>>()
                        .join(".")
                )
            })
        })
        .collect();
    out.push_str(&points_or_dash(marks, ","));
    out
}

fn points_or_dash(items: Vec<String>, sep: &str) -> String {
    if items.is_empty() {
        "-".into()
    } else {
        items.join(sep)
    }
}

fn point(text: &str, at: usize) -> Result<Point, PositionError> {
    let b = text.as_bytes();
    if b.len() == 2 && (b'a'..=b'e').contains(&b[0]) && (b'1'..=b'5').contains(&b[1]) {
        Ok(Point::at(b[0] - b'a', b[1] - b'1').expect("checked"))
    } else {
        Err(PositionError::new(
            at,
            text.len().max(1),
            format!("`{text}` is not a point a1..e5"),
        ))
    }
}

// Long because it reads the position string's fields in order, each with its error at its own
// bytes, sharing the position being built.
pub fn read(config: &Config, text: &str) -> Result<Position, PositionError> {
    let f = position_fields(text);
    if f.is_empty() {
        return Err(PositionError::new(0, text.len(), "empty position string"));
    }
    if f.len() > 4 {
        return Err(PositionError::new(
            f[4].0,
            f[4].1.len(),
            "too many fields (board, side, huffs, marks)",
        ));
    }
    let mut pos = Alquerque::start(config);
    pos.pieces = [0, 0];
    let (board_at, board) = f[0];
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 5 {
        return Err(PositionError::new(
            board_at,
            board.len(),
            format!(
                "the board needs 5 ranks separated by `/`, found {}",
                ranks.len()
            ),
        ));
    }
    let mut offset = board_at;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 4 - i as u8;
        let mut file = 0u8;
        for (j, c) in rank_text.char_indices() {
            let at = offset + j;
            let run = match c {
                'W' | 'B' => 1,
                '1'..='5' => c as u8 - b'0',
                _ => {
                    return Err(PositionError::new(
                        at,
                        c.len_utf8(),
                        format!("`{c}` is not W, B or a count of empty points"),
                    ));
                }
            };
            if file + run > 5 {
                return Err(PositionError::new(
                    at,
                    1,
                    format!("rank {} has more than 5 points", rank + 1),
                ));
            }
            if c == 'W' || c == 'B' {
                let p = Point::at(file, rank).expect("on board");
                pos.pieces[usize::from(c == 'B')] |= p.bit();
            }
            file += run;
        }
        if file != 5 {
            return Err(PositionError::new(
                offset,
                rank_text.len().max(1),
                format!(
                    "rank {} has {}, not 5",
                    rank + 1,
                    plural(file.into(), "point")
                ),
            ));
        }
        offset += rank_text.len() + 1;
    }
    if let Some(&(at, s)) = f.get(1) {
        pos.side = match s {
            "w" => Side::First,
            "b" => Side::Second,
            _ => {
                return Err(PositionError::new(
                    at,
                    s.len(),
                    "the side to move is `w` or `b`",
                ));
            }
        };
    }
    pos.reset_marks();
    if let Some(&(at, s)) = f.get(2) {
        if s != "-" {
            let mut o = at;
            for part in s.split(',') {
                let p = point(part, o)?;
                if pos.owner(p) != Some(pos.side.other()) {
                    return Err(PositionError::new(
                        o,
                        part.len(),
                        format!(
                            "{p} is due to be huffed but holds no piece of the side that just moved"
                        ),
                    ));
                }
                pos.huffable |= p.bit();
                o += part.len() + 1;
            }
        }
    }
    if let Some(&(at, s)) = f.get(3) {
        if s != "-" {
            if !pos.uses_marks() {
                return Err(PositionError::new(
                    at,
                    s.len(),
                    "return marks are given, but these rules have no return limit",
                ));
            }
            let mut o = at;
            for entry in s.split(',') {
                let Some((piece, marks)) = entry.split_once('=') else {
                    return Err(PositionError::new(
                        o,
                        entry.len().max(1),
                        "a mark entry is `point=point.point`",
                    ));
                };
                let p = point(piece, o)?;
                if pos.owner(p).is_none() {
                    return Err(PositionError::new(
                        o,
                        piece.len(),
                        format!("{p} has marks but no piece"),
                    ));
                }
                let mut mask = if config.ret == Return::Ever {
                    p.bit()
                } else {
                    0
                };
                let mut mo = o + piece.len() + 1;
                for m in marks.split('.') {
                    mask |= point(m, mo)?.bit();
                    mo += m.len() + 1;
                }
                pos.marks[p.index()] = mask;
                o += entry.len() + 1;
            }
        }
    }
    Ok(pos)
}

/// The board as drawn, rank 5 at the top, with its lines.
pub fn diagram(pos: &Position) -> String {
    let mut out = String::new();
    for rank in (0..5u8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..5u8 {
            let p = Point::at(file, rank).expect("on board");
            let c = match pos.owner(p) {
                Some(Side::First) => 'W',
                Some(Side::Second) => 'B',
                None => '.',
            };
            out.push(c);
            if file < 4 {
                out.push_str(" - ");
            }
        }
        out.push('\n');
        if rank > 0 {
            out.push_str("  ");
            for file in 0..5u8 {
                out.push('|');
                if file < 4 {
                    // The diagonal between this rank and the one below leaves
                    // the upper-left point if that point has diagonals.
                    let upper_left = Point::at(file, rank).expect("on board");
                    out.push_str(if upper_left.has_diagonals() {
                        " \\ "
                    } else {
                        " / "
                    });
                }
            }
            out.push('\n');
        }
    }
    out.push_str("  a   b   c   d   e\n");
    let side = if pos.side == Side::First {
        "White (W)"
    } else {
        "Black (B)"
    };
    out.push_str(&format!("{side} to move"));
    if pos.huffable != 0 {
        let due: Vec<String> = Point::in_set(pos.huffable).map(|p| p.to_string()).collect();
        out.push_str(&format!("; must first huff one of {}", due.join(", ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::alquerque::config::Preset;

    #[test]
    fn the_start_reads_and_writes_back() {
        let start = Alquerque::start(&Preset::Seed.config());
        assert_eq!(write(&start), "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - -");
        assert_eq!(read(&Preset::Seed.config(), &write(&start)).unwrap(), start);
    }

    #[test]
    fn bad_strings_point_at_the_fault() {
        let c = Preset::Seed.config();
        let e = read(&c, "BBBBB/BBBBB/BB1WW/WWWWW/WWWWX w").unwrap_err();
        assert_eq!(e.offset, 28);
        assert!(read(&c, "BBBBB/BBBBB/BB2WW/WWWWW/WWWWW w").is_err());
        assert!(read(&c, "BBBBB/BBBBB w").is_err());
        assert!(read(&c, "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW x").is_err());
        assert!(
            read(&c, "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w c3").is_err(),
            "c3 is empty: nothing to huff"
        );
        assert!(
            read(&c, "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - a1=b2").is_err(),
            "seed rules have no marks"
        );
    }
}
