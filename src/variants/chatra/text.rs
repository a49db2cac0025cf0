//! The position string and the forum's text diagram.
//!
//! Position string: `ROWS SIDE HANDS PLY FLAGS [last=SQ]`.
//! ROWS are the 12 rows from row 1 (top) down, `/`-separated, with `S`/`O`
//! for Black's subject/object, `s`/`o` for White's, digits for empty runs.
//! HANDS is `18O-18O` (subjects in hand, `O` while the object is in hand),
//! Black first. FLAGS is `-` or `p` (the last ply was a pass) and `c` (a
//! check has been given: the relay lift). Like FEN, the string describes
//! one position: the history for repetition lives beside it, and a string
//! read starts a fresh one. The `history=KEY.KEY...` field that earlier
//! versions wrote is still read, and ignored.

use crate::diagnostic::plural;
use crate::game::{PositionError, Side};

use super::board::{Kind, Piece, SQUARES, Square};
use super::config::Config;
use super::position::{Position, State};

pub fn write(pos: &Position) -> String {
    let mut rows = Vec::with_capacity(12);
    for row in 0..12 {
        let mut s = String::new();
        let mut empty = 0;
        for file in 0..12 {
            match pos.at(Square::at(file, row).expect("on board")) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s.push(letter(p));
                }
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        rows.push(s);
    }
    let hand = |side: Side| {
        format!(
            "{}{}",
            pos.hand[side.index()],
            if pos.object_in_hand[side.index()] {
                "O"
            } else {
                ""
            }
        )
    };
    let mut flags = String::new();
    if pos.passed {
        flags.push('p');
    }
    if pos.lifted {
        flags.push('c');
    }
    if flags.is_empty() {
        flags.push('-');
    }
    let mut out = format!(
        "{} {} {}-{} {} {}",
        rows.join("/"),
        if pos.side == Side::First { 'b' } else { 'w' },
        hand(Side::First),
        hand(Side::Second),
        pos.ply,
        flags
    );
    if let Some(l) = pos.last {
        out += &format!(" last={l}");
    }
    out
}

pub fn read(config: &Config, text: &str) -> Result<Position, PositionError> {
    let f = crate::game::position_fields(text);
    if f.len() < 5 {
        return Err(PositionError::new(
            0,
            text.len(),
            "expected `ROWS SIDE HANDS PLY FLAGS`, e.g. `12/12/12/12/12/12/12/12/12/12/12/12 b 18O-18O 0 -`",
        ));
    }
    let mut pos = State::start(*config);
    read_board(&mut pos, f[0])?;
    pos.refresh();
    pos.side = read_side(f[1])?;
    read_hands(&mut pos, f[2])?;
    let (at, ply) = f[3];
    pos.ply = ply
        .parse()
        .map_err(|_| PositionError::new(at, ply.len(), "the ply count is a number"))?;
    read_flags(&mut pos, f[4])?;
    for &field in &f[5..] {
        read_optional_field(&mut pos, field)?;
    }
    Ok(Position::from_state(pos))
}

/// The ROWS field, `(offset, text)`, onto an emptied board.
fn read_board(pos: &mut State, (at, rows): (usize, &str)) -> Result<(), PositionError> {
    pos.board = [None; SQUARES];
    let parts: Vec<&str> = rows.split('/').collect();
    if parts.len() != 12 {
        return Err(PositionError::new(
            at,
            rows.len(),
            format!("expected 12 rows, found {}", parts.len()),
        ));
    }
    let mut offset = at;
    for (row, part) in parts.iter().enumerate() {
        let mut file = 0usize;
        let mut digits = 0usize;
        let bad = |m: String| PositionError::new(offset, part.len(), m);
        for c in part.chars() {
            if let Some(d) = c.to_digit(10) {
                // Saturating: a run of digits longer than a row is an
                // error below, never an overflow.
                digits = digits.saturating_mul(10).saturating_add(d as usize);
                continue;
            }
            file = file.saturating_add(digits);
            digits = 0;
            let piece = match c {
                'S' => Piece::new(Side::First, Kind::Subject),
                'O' => Piece::new(Side::First, Kind::Object),
                's' => Piece::new(Side::Second, Kind::Subject),
                'o' => Piece::new(Side::Second, Kind::Object),
                _ => return Err(bad(format!("unknown piece `{c}` (S O s o)"))),
            };
            if file >= 12 {
                return Err(bad(format!("row {} is longer than 12 squares", row + 1)));
            }
            pos.board[row * 12 + file] = Some(piece);
            file += 1;
        }
        file = file.saturating_add(digits);
        if file != 12 {
            return Err(bad(format!(
                "row {} has {}, not 12",
                row + 1,
                plural(file, "square")
            )));
        }
        offset += part.len() + 1;
    }
    Ok(())
}

/// The SIDE field: `b` or `w`.
fn read_side((at, side): (usize, &str)) -> Result<Side, PositionError> {
    match side {
        "b" => Ok(Side::First),
        "w" => Ok(Side::Second),
        _ => Err(PositionError::new(
            at,
            side.len(),
            "side to move is `b` or `w`",
        )),
    }
}

/// The HANDS field, checked against the board read before it: each
/// object once, 36 subjects in all.
fn read_hands(pos: &mut State, (at, hands): (usize, &str)) -> Result<(), PositionError> {
    let bad_hands = || {
        PositionError::new(
            at,
            hands.len(),
            "hands are written `18O-18O` (subjects, O while the object is in hand)",
        )
    };
    let (b, w) = hands.split_once('-').ok_or_else(bad_hands)?;
    for (side, h) in [(Side::First, b), (Side::Second, w)] {
        let (n, object) = match h.strip_suffix('O') {
            Some(n) => (n, true),
            None => (h, false),
        };
        pos.hand[side.index()] = n.parse().map_err(|_| bad_hands())?;
        pos.object_in_hand[side.index()] = object;
        let on_board = pos.object(side).is_some();
        if object == on_board {
            return Err(PositionError::new(
                at,
                hands.len(),
                format!(
                    "{}'s object must be either on the board or in hand, exactly once",
                    super::SIDE_NAMES[side.index()]
                ),
            ));
        }
    }
    let subjects = pos
        .board
        .iter()
        .flatten()
        .filter(|p| p.kind == Kind::Subject)
        .count()
        + pos.hand.iter().map(|&h| h as usize).sum::<usize>();
    if subjects != 36 {
        return Err(PositionError::new(
            at,
            hands.len(),
            format!("there are {subjects} subjects on the board and in hand, not 36"),
        ));
    }
    Ok(())
}

/// The FLAGS field: `p` passed, `c` checked, `-` neither.
fn read_flags(pos: &mut State, (at, flags): (usize, &str)) -> Result<(), PositionError> {
    for c in flags.chars() {
        match c {
            'p' => pos.passed = true,
            'c' => pos.lifted = true,
            '-' => {}
            _ => {
                return Err(PositionError::new(
                    at,
                    flags.len(),
                    format!("unknown flag `{c}` (p = passed, c = checked)"),
                ));
            }
        }
    }
    Ok(())
}

/// A field after FLAGS: `last=SQ`, or the `history=` earlier versions wrote.
fn read_optional_field(pos: &mut State, (at, field): (usize, &str)) -> Result<(), PositionError> {
    if let Some(sq) = field.strip_prefix("last=") {
        pos.last = Some(
            Square::parse(sq).ok_or_else(|| PositionError::new(at, field.len(), "last=SQUARE"))?,
        );
    } else if let Some(keys) = field.strip_prefix("history=") {
        // Written by earlier versions: still checked, but the history
        // starts afresh at the position read (the string describes one
        // position, as FEN does).
        if keys.split('.').any(|k| u64::from_str_radix(k, 16).is_err()) {
            return Err(PositionError::new(
                at,
                field.len(),
                "history=KEY.KEY... in hexadecimal",
            ));
        }
    } else {
        return Err(PositionError::new(
            at,
            field.len(),
            format!("unknown field `{field}`"),
        ));
    }
    Ok(())
}

/// The mark of an empty square in the forum's board: zone letters alternate
/// `*` (A C E G I) and `・` (B D F H) on a checker pattern, blank between.
pub fn empty_mark(sq: Square) -> char {
    if (sq.file() + sq.row()) % 2 != 0 {
        ' '
    } else if sq.zone().0 % 2 == 0 {
        '*'
    } else {
        '・'
    }
}

/// The holdings line of a side as the posts write it: `持駒:●=16、★`.
fn holdings(pos: &Position, side: Side) -> String {
    let (name, subject, object) = match side {
        Side::First => ("先手", '●', '★'),
        Side::Second => ("後手", '○', '☆'),
    };
    let mut s = format!(
        "{name}:{}  持駒:{subject}={}",
        super::SIDE_NAMES[side.index()],
        pos.hand[side.index()]
    );
    if pos.object_in_hand[side.index()] {
        s += &format!("、{object}");
    }
    s
}

/// The 12 cells of a row, as the forum draws them.
pub fn row_cells(pos: &Position, row: i8) -> String {
    (0..12)
        .map(|file| {
            let sq = Square::at(file, row).expect("on board");
            match pos.at(sq) {
                Some(_) if pos.last == Some(sq) => '◇',
                Some(p) => p.glyph(),
                None => empty_mark(sq),
            }
        })
        .collect()
}

/// A piece's letter in the position string and the grid diagram: `S`/`O`
/// Black's subject and object, `s`/`o` White's.
fn letter(p: Piece) -> char {
    match (p.side, p.kind) {
        (Side::First, Kind::Subject) => 'S',
        (Side::First, Kind::Object) => 'O',
        (Side::Second, Kind::Subject) => 's',
        (Side::Second, Kind::Object) => 'o',
    }
}

/// The default board: ASCII in columns of two, so that it lines up in any
/// terminal: `S`/`O` Black, `s`/`o` White, `.` empty, the last-moved piece
/// between brackets.
pub fn grid(pos: &Position) -> String {
    let hand = |side: Side| {
        let i = side.index();
        let object = if pos.object_in_hand[i] {
            " and the object"
        } else {
            ""
        };
        format!(
            "{} in hand: {} subject{}{object}\n",
            super::SIDE_NAMES[i],
            pos.hand[i],
            if pos.hand[i] == 1 { "" } else { "s" }
        )
    };
    let mut out = hand(Side::Second);
    out += "   a b c d e f g h i j k l\n";
    for row in 0..12 {
        let mut line = format!("{:>2}", row + 1);
        let mut after_last = false;
        for file in 0..12 {
            let sq = Square::at(file, row).expect("on board");
            let piece = pos.at(sq);
            let last = piece.is_some() && pos.last == Some(sq);
            line.push(if last {
                '['
            } else if after_last {
                ']'
            } else {
                ' '
            });
            line.push(piece.map_or('.', letter));
            after_last = last;
        }
        if after_last {
            line.push(']');
        }
        out += &line;
        out.push('\n');
    }
    out += &hand(Side::First);
    out
}

/// The forum's text board: White's holdings, the board, Black's holdings,
/// and the `手数=NN ○G6 まで` caption of the last move.
pub fn diagram(pos: &Position) -> String {
    let mut out = String::new();
    out += &holdings(pos, Side::Second);
    out += "\n    abcdefghijkl\n   ・ーーーーーーーーーーーー・\n";
    for row in 0..12 {
        out += &format!("{:>2}|{}|\n", row + 1, row_cells(pos, row));
    }
    out += "   ・ーーーーーーーーーーーー・\n";
    out += &holdings(pos, Side::First);
    out.push('\n');
    if let Some(sq) = pos.last {
        if let Some(p) = pos.at(sq) {
            let name = sq.to_string();
            let text = match p.kind {
                Kind::Object => format!("{}O{name}", p.glyph()),
                Kind::Subject => format!("{}{}", p.glyph(), name.to_uppercase()),
            };
            out += &format!("手数={:02} {text} まで\n", pos.ply);
        }
    }
    out
}
