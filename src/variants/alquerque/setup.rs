//! The position string, read into a [`Setup`] and checked into a position.
//!
//! `BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - -`: ranks 5 to 1 (`W` first player,
//! `B` second, digits count empty points), side to move, the pieces due to
//! be huffed (`d4,c3` or `-`), and under Bell's return rules the points each
//! piece may not return to besides its own (`c3=a1.b2` or `-`). The board
//! and the side are read by [`crate::game::setup`].

use nom::character::complete::one_of;
use nom::{IResult, Parser};

use super::Alquerque;
use super::board::Point;
use super::config::{Config, Return};
use super::position::Position;
use crate::game::setup::{self, Field, Item, Runs};
use crate::game::{PositionError, Rules, Side};
use crate::msg;

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

fn point(part: Field) -> Result<Point, PositionError> {
    let b = part.text.as_bytes();
    if b.len() == 2 && (b'a'..=b'e').contains(&b[0]) && (b'1'..=b'5').contains(&b[1]) {
        Ok(Point::at(b[0] - b'a', b[1] - b'1').expect("checked"))
    } else {
        let message = msg!("alquerque-position-point", text = part.text);
        Err(PositionError::new(part.at, part.text.len().max(1), message))
    }
}

/// A point named in the text and the bytes that name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    pub point: Point,
    pub at: usize,
    pub len: usize,
}

/// A position string as read, before the rules are asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub config: Config,
    /// The points of the first and the second player's pieces.
    pub pieces: [u32; 2],
    pub side: Side,
    /// The pieces due to be huffed.
    pub huffs: Vec<Named>,
    /// The bytes of the marks field, when it is not `-`.
    pub marks_field: Option<(usize, usize)>,
    /// Each marked piece with the points it may not return to.
    pub marks: Vec<(Named, u32)>,
}

impl Setup {
    /// Nothing on the board yet; the side of the game's start to move.
    pub fn new(config: &Config) -> Setup {
        Setup {
            config: *config,
            pieces: [0, 0],
            side: Alquerque::start(config).side,
            huffs: Vec::new(),
            marks_field: None,
            marks: Vec::new(),
        }
    }

    fn position(&self) -> Position {
        let mut pos = Alquerque::start(&self.config);
        pos.pieces = self.pieces;
        pos.side = self.side;
        pos.reset_marks();
        pos
    }

    /// The position string of this setup.
    pub fn to_text(&self) -> String {
        write(&setup::Setup::into_position(self.clone()))
    }
}

impl setup::Setup for Setup {
    type Position = Position;

    /// A piece due to be huffed belongs to the side that just moved; marks
    /// are given only under a return limit, and only to pieces.
    fn check(&self) -> Result<(), PositionError> {
        let pos = self.position();
        for h in &self.huffs {
            if pos.owner(h.point) != Some(pos.side.other()) {
                let p = h.point;
                let message = msg!("alquerque-position-huff", point = %p);
                return Err(PositionError::new(h.at, h.len, message));
            }
        }
        if let Some((at, len)) = self.marks_field {
            if !pos.uses_marks() {
                let message = msg!("alquerque-position-no-marks");
                return Err(PositionError::new(at, len, message));
            }
        }
        for (m, _) in &self.marks {
            if pos.owner(m.point).is_none() {
                let message = msg!("alquerque-position-marks-empty", point = %m.point);
                return Err(PositionError::new(m.at, m.len, message));
            }
        }
        Ok(())
    }

    fn into_position(self) -> Position {
        let mut pos = self.position();
        for h in &self.huffs {
            pos.huffable |= h.point.bit();
        }
        for (m, mask) in &self.marks {
            pos.marks[m.point.index()] = *mask;
        }
        pos
    }
}

pub fn read(config: &Config, text: &str) -> Result<Position, PositionError> {
    setup::read(text, Setup::new(config), parse)
}

/// Reads the fields of `text` into `setup`, stopping at the first that
/// breaks the grammar.
pub fn parse(text: &str, setup: &mut Setup) -> Result<(), PositionError> {
    let f = Field::all(text);
    if f.is_empty() {
        let message = msg!("alquerque-position-empty");
        return Err(PositionError::new(0, text.len(), message));
    }
    if f.len() > 4 {
        return Err(f[4].error(msg!("alquerque-position-fields")));
    }
    let ranks = f[0].split('/');
    if ranks.len() != 5 {
        let message = msg!("alquerque-position-ranks", n = ranks.len());
        return Err(f[0].error(message));
    }
    for (i, &rank) in ranks.iter().enumerate() {
        parse_rank(4 - i as u8, rank, setup)?;
    }
    if let Some(&side) = f.get(1) {
        setup.side = setup::side(side, ["w", "b"], msg!("alquerque-position-side"))?;
    }
    if let Some(&huffs) = f.get(2).filter(|h| h.text != "-") {
        for part in huffs.split(',') {
            let point = point(part)?;
            let (at, len) = (part.at, part.text.len());
            setup.huffs.push(Named { point, at, len });
        }
    }
    if let Some(&marks) = f.get(3).filter(|m| m.text != "-") {
        setup.marks_field = Some((marks.at, marks.text.len()));
        for entry in marks.split(',') {
            parse_marks(entry, setup)?;
        }
    }
    Ok(())
}

fn piece(text: &str) -> IResult<&str, char> {
    one_of("WB").parse(text)
}

/// One rank, files a to e.
fn parse_rank(rank: u8, text: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let mut file = 0u8;
    for t in setup::rank_tokens(text, Runs::Digit, piece) {
        let run = match t.item {
            Item::Piece(_) => 1,
            Item::Empty(n @ 1..=5) => n as u8,
            Item::Empty(n) => return Err(not_a_point(t.at, char::from(b'0' + n as u8))),
            Item::Bad(c) => return Err(not_a_point(t.at, c)),
        };
        if file + run > 5 {
            let message = msg!("alquerque-position-rank-long", rank = rank + 1);
            return Err(PositionError::new(t.at, 1, message));
        }
        if let Item::Piece(c) = t.item {
            let p = Point::at(file, rank).expect("on board");
            setup.pieces[usize::from(c == 'B')] |= p.bit();
        }
        file += run;
    }
    if file != 5 {
        let message = msg!("alquerque-position-rank-points", rank = rank + 1, n = file);
        return Err(PositionError::new(text.at, text.text.len().max(1), message));
    }
    Ok(())
}

fn not_a_point(at: usize, c: char) -> PositionError {
    let message = msg!("alquerque-position-not-a-point", letter = %c);
    PositionError::new(at, c.len_utf8(), message)
}

/// One entry of the marks field: `c3=a1.b2`.
fn parse_marks(entry: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let Some((piece, marks)) = entry.text.split_once('=') else {
        let message = msg!("alquerque-position-mark-entry");
        return Err(PositionError::new(
            entry.at,
            entry.text.len().max(1),
            message,
        ));
    };
    let piece = Field {
        at: entry.at,
        text: piece,
    };
    let p = point(piece)?;
    let named = Named {
        point: p,
        at: piece.at,
        len: piece.text.len(),
    };
    let mut mask = if setup.config.ret == Return::Ever {
        p.bit()
    } else {
        0
    };
    let marks = Field {
        at: entry.at + piece.text.len() + 1,
        text: marks,
    };
    // Recorded before its marks are read: a piece that is not there is
    // reported before a fault in its marks, as it stands first.
    setup.marks.push((named, mask));
    for m in marks.split('.') {
        mask |= point(m)?.bit();
    }
    setup.marks.last_mut().expect("just pushed").1 = mask;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::alquerque::config::Preset;
    use proptest::prelude::*;

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

    proptest! {
        #[test]
        fn a_board_and_side_read_into_a_setup_and_write_back(
            cells in proptest::collection::vec(0u8..3, 25),
            white in any::<bool>(),
        ) {
            let config = Preset::Seed.config();
            let mut s = Setup::new(&config);
            for (i, &cell) in cells.iter().enumerate() {
                if cell > 0 {
                    s.pieces[usize::from(cell - 1)] |= 1 << i;
                }
            }
            s.side = if white { Side::First } else { Side::Second };
            let text = s.to_text();
            let mut read = Setup::new(&config);
            prop_assert_eq!(parse(&text, &mut read), Ok(()));
            prop_assert_eq!(read.to_text(), text);
        }
    }
}
