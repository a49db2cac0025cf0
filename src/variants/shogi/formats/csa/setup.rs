//! A CSA position: `PI`, `P1`-`P9`, `P+`/`P-` lines, read into a [`Setup`].

use crate::messages::Msg;
use crate::variants::shogi::board::{Colour, Piece};
use crate::variants::shogi::formats::setup::{Hand, Setup, SetupError, holdable};
use crate::variants::shogi::notation::csa::{kind_of_code, kind_of_letters};

/// The side to move of [`Setup::even`].
const EVEN_SIDE: Colour = 0;

/// The position a record's `P` lines set up, as far as they have been read.
pub(super) struct PositionLines {
    pub(super) setup: Setup,
    /// Whether any `P` line was read.
    pub(super) used: bool,
    /// `P+00AL` / `P-00AL`: the side that gets every piece not yet placed.
    rest_to: Option<Colour>,
    /// Whether the lines so far set the even start and no more (a lone
    /// `PI`, the commonest): [`PositionLines::finish`] then tells it by the
    /// side to move, without comparing the board square by square.
    even: bool,
}

impl PositionLines {
    pub(super) fn new() -> PositionLines {
        PositionLines {
            setup: Setup::empty(),
            used: false,
            rest_to: None,
            even: false,
        }
    }

    /// Reads one `P` line without its `P`; `Ok(Some(warning))` when it was
    /// read leniently.
    pub(super) fn read(&mut self, rest: &str) -> Result<Option<Msg>, SetupError> {
        self.used = true;
        self.even = rest == "I" && self.setup.hands.iter().all(|h| *h == Hand::default());
        match rest.as_bytes().first() {
            Some(b'I') => self.even_start_without(&rest[1..]).map(|()| None),
            Some(d @ b'1'..=b'9') => read_row(&mut self.setup.board[(d - b'1') as usize], rest),
            Some(c @ (b'+' | b'-')) => self
                .place(usize::from(*c == b'-'), &rest[1..])
                .map(|()| None),
            _ => Err(SetupError::NotACsaLine(rest.to_string())),
        }
    }

    /// The position the lines set up with `side` to move; `None` for the
    /// even start, the commonest, which is told without writing it, and
    /// when there were no lines.
    pub(super) fn finish(&mut self, side: Colour) -> Option<Setup> {
        let even = self.even && self.rest_to.is_none();
        if let Some(colour) = self.rest_to.take() {
            self.setup.give_the_rest(colour);
        }
        self.setup.hands.iter_mut().for_each(|h| h.sort());
        self.setup.side = side;
        // The lone `PI` leaves the even start's board, empty hands and first
        // move number: only the side to move can differ.
        let is_even = match even {
            true => side == EVEN_SIDE,
            false => self.setup == Setup::even(),
        };
        (self.used && !is_even).then(|| self.setup.clone())
    }

    /// `PI82HI22KA`: the even start with the pieces named taken off.
    fn even_start_without(&mut self, taken: &str) -> Result<(), SetupError> {
        self.setup.board = Setup::even().board;
        for chunk in taken.as_bytes().chunks(4) {
            let s = std::str::from_utf8(chunk).unwrap_or("");
            let (Some(f), Some(r)) = (
                s.chars().next().and_then(|c| c.to_digit(10)),
                s.chars().nth(1).and_then(|c| c.to_digit(10)),
            ) else {
                return Err(SetupError::NotSquareAndPiece(s.into()));
            };
            if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
                return Err(SetupError::NotASquare(s.into()));
            }
            let cell = self.setup.square(f, r);
            let named = s.get(2..).and_then(kind_of_code);
            if named.is_none() || cell.map(|p| p.kind) != named {
                return Err(SetupError::NotInEvenStart {
                    square_piece: s.into(),
                    piece: s.get(2..).unwrap_or("piece").into(),
                    file: f,
                    rank: r,
                });
            }
            *cell = None;
        }
        Ok(())
    }

    /// `P+00FU77KA`, `P-00AL`: pieces of `colour` put on squares or in hand.
    fn place(&mut self, colour: Colour, pieces: &str) -> Result<(), SetupError> {
        for chunk in pieces.as_bytes().chunks(4) {
            // ASCII only: a chunk that is valid UTF-8 may still hold a
            // multi-byte character that `s[2..]` would cut.
            let s = std::str::from_utf8(chunk)
                .ok()
                .filter(|s| s.is_ascii())
                .ok_or(SetupError::NotAscii)?;
            if s.len() < 4 {
                return Err(SetupError::NotSquareAndPiece(s.into()));
            }
            if s == "00AL" {
                self.rest_to = Some(colour);
                continue;
            }
            let kind =
                kind_of_code(&s[2..]).ok_or_else(|| SetupError::NotACsaPiece(s[2..].into()))?;
            if &s[..2] == "00" {
                if !holdable(kind) {
                    return Err(SetupError::KingInHand);
                }
                self.setup.hands[colour].add(kind, 1);
                continue;
            }
            let (f, r) = (
                s.as_bytes()[0].wrapping_sub(b'0'),
                s.as_bytes()[1].wrapping_sub(b'0'),
            );
            if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
                return Err(SetupError::NotASquare(s.into()));
            }
            *self.setup.square(f.into(), r.into()) = Some(Piece { kind, colour });
        }
        Ok(())
    }
}

/// `P1-KY-KE ...`: the row a line without its `P` sets, three characters a
/// square; `Ok(Some(warning))` for what follows the ninth square. Read in
/// place, with no string made but for a warning or an error: a record's
/// nine rows are read for every game of an archive.
fn read_row(row: &mut [Option<Piece>; 9], rest: &str) -> Result<Option<Msg>, SetupError> {
    let rank = usize::from(rest.as_bytes()[0] - b'0');
    let body = &rest[1..];
    if let Some(read) = plain_row(body.as_bytes()) {
        *row = read;
        return Ok(None);
    }
    // A row is ASCII but for a rare full-width blank: its characters are
    // then its bytes, told without decoding them.
    let ascii = body.is_ascii();
    let from_char = |n: usize| match ascii {
        true => body.get(n..).unwrap_or(""),
        false => body.char_indices().nth(n).map_or("", |(i, _)| &body[i..]),
    };
    // Trailing blanks of an empty file 1 are often trimmed.
    let mut cells = [' '; 27];
    let mut count = 0;
    if ascii {
        for (cell, &b) in cells.iter_mut().zip(body.as_bytes()) {
            *cell = char::from(b);
        }
        count = body.len().min(cells.len());
    } else {
        for (cell, c) in cells.iter_mut().zip(body.chars()) {
            *cell = c;
            count += 1;
        }
    }
    if count < 25 {
        return Err(SetupError::ShortRow(rank));
    }
    // ` *.` (mog-core-scala's writer): an empty ninth square with a
    // character where its blank would be.
    let trailing = if cells[24..26] == [' ', '*'] && cells[26] != ' ' {
        cells[26] = ' ';
        from_char(26)
    } else {
        from_char(27)
    };
    let warning = (!trailing.trim().is_empty()).then(|| trailing_text(trailing, rank));
    for (f, square) in row.iter_mut().enumerate() {
        let cell = &cells[f * 3..f * 3 + 3];
        let written = || cell.iter().collect::<String>();
        // `*` and white space only: the square trimmed is `*`.
        let mut marks = cell.iter().filter(|c| !c.is_whitespace());
        let empty = marks.next() == Some(&'*') && marks.next().is_none();
        *square = if empty {
            None
        } else {
            let colour = match cell[0] {
                '+' => 0,
                '-' => 1,
                _ => return Err(SetupError::NotACsaSquare(written())),
            };
            // A code is two ASCII letters; the error's string is made only
            // when there is one (it was made for every piece of every board).
            let (a, b) = (cell[1], cell[2]);
            let letters = (a.is_ascii() && b.is_ascii()).then_some([a as u8, b as u8]);
            let kind = letters
                .and_then(kind_of_letters)
                .ok_or_else(|| SetupError::NotACsaPiece([a, b].iter().collect()))?;
            Some(Piece { kind, colour })
        };
    }
    Ok(warning)
}

/// A row as almost every writer writes it, read by its bytes: nine squares
/// of three bytes, each ` * ` or a sign and a piece's two letters, the last
/// square's blank trimmed or not, nothing after it. `None` for any other
/// row, which [`read_row`] reads character by character (it reads these
/// the same: no warning, every square as here).
fn plain_row(body: &[u8]) -> Option<[Option<Piece>; 9]> {
    let mut cells = [b' '; 27];
    cells.get_mut(..body.len())?.copy_from_slice(body);
    if body.len() < 26 {
        return None;
    }
    let mut row = [None; 9];
    for (square, cell) in row.iter_mut().zip(cells.chunks_exact(3)) {
        *square = match *cell {
            [b' ', b'*', b' '] => None,
            [sign @ (b'+' | b'-'), a, b] => Some(Piece {
                kind: kind_of_letters([a, b])?,
                colour: Colour::from(sign == b'-'),
            }),
            _ => return None,
        };
    }
    Some(row)
}

/// The note on `trailing`, written after the ninth square of row `rank`.
fn trailing_text(trailing: &str, rank: usize) -> Msg {
    crate::msg!("csa-trailing", text = trailing.trim(), rank = %rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The row read as it was before it was read in place: every character
    /// collected, every square a string of its own.
    fn read_row_by_strings(
        row: &mut [Option<Piece>; 9],
        rest: &str,
    ) -> Result<Option<Msg>, SetupError> {
        let rank = usize::from(rest.as_bytes()[0] - b'0');
        let mut cells: Vec<char> = rest[1..].chars().collect();
        if cells.len() >= 25 && cells.len() < 27 {
            cells.resize(27, ' ');
        }
        if cells.len() < 27 {
            return Err(SetupError::ShortRow(rank));
        }
        let trailing: String = if cells[24..26] == [' ', '*'] && cells[26] != ' ' {
            let t: String = cells[26..].iter().collect();
            cells.truncate(26);
            cells.push(' ');
            t
        } else {
            cells[27..].iter().collect()
        };
        let warning = (!trailing.trim().is_empty()).then(|| trailing_text(&trailing, rank));
        for (f, square) in row.iter_mut().enumerate() {
            let cell: String = cells[f * 3..f * 3 + 3].iter().collect();
            *square = if cell.trim() == "*" {
                None
            } else {
                let colour = match cell.chars().next() {
                    Some('+') => 0,
                    Some('-') => 1,
                    _ => return Err(SetupError::NotACsaSquare(cell)),
                };
                let kind =
                    kind_of_code(&cell[1..]).ok_or(SetupError::NotACsaPiece(cell[1..].into()))?;
                Some(Piece { kind, colour })
            };
        }
        Ok(warning)
    }

    /// `rest` (a `P` line after its `P`) read in place as it reads
    /// collected: the same squares, warning or error.
    fn reads_as_collected(rest: &str) -> Result<(), proptest::test_runner::TestCaseError> {
        let (mut a, mut b) = ([None; 9], [None; 9]);
        let fast = read_row(&mut a, rest).map_err(|e| e.to_string());
        let slow = read_row_by_strings(&mut b, rest).map_err(|e| e.to_string());
        proptest::prop_assert_eq!(&fast, &slow, "{:?}", rest);
        if fast.is_ok() {
            proptest::prop_assert_eq!(a, b);
        }
        Ok(())
    }

    proptest::proptest! {
        /// Rows of squares, blanks, marks, codes, full-width characters and
        /// trailing text read in place as they read collected.
        #[test]
        fn a_row_reads_in_place_as_collected(
            rank in 1u8..=9,
            squares in proptest::collection::vec("( \\* | \\*\\.|[-+ ](FU|KY|OU|TO|XX| \\*)|\\*  |[-+]　|　 \\*|[-+\\t\u{b}]F[Ué\u{b}])", 0..11),
            tail in "[ .*a　]{0,3}",
        ) {
            reads_as_collected(&format!("{rank}{}{tail}", squares.concat()))?;
        }
    }

    proptest::proptest! {
        /// Rows as writers write them (the fast reading's), and near
        /// misses, read as they read collected.
        #[test]
        fn a_plain_row_reads_as_collected(
            rank in 1u8..=9,
            squares in proptest::collection::vec("( \\* |[-+](FU|KY|KE|GI|KI|KA|HI|OU|TO|NY|NK|NG|UM|RY)|[-+ ][A-Z]{2}|\\*  |[-+]F|　)", 8..=10),
            tail in "( ?|[ .*]{0,2})",
        ) {
            reads_as_collected(&format!("{rank}{}{tail}", squares.concat()))?;
        }
    }

    /// Every row of the even start and the commonest handicaps is read by
    /// bytes.
    #[test]
    fn plain_rows_are_read_by_bytes() {
        for row in [
            "-KY-KE-GI-KI-OU-KI-GI-KE-KY",
            " * -HI *  *  *  *  * -KA * ",
            " * -HI *  *  *  *  * -KA *",
            " *  *  *  *  *  *  *  *  *",
            "+FU+FU+FU+FU+FU+FU+FU+FU+FU",
        ] {
            assert!(plain_row(row.as_bytes()).is_some(), "{row:?}");
        }
        for row in [
            " * -HI *  *  *  *  * -KA *.",
            " *  *  *  *  *  *  *  * ",
            "-KY-KE-GI-KI-OU-KI-GI-KE-KX",
        ] {
            assert!(plain_row(row.as_bytes()).is_none(), "{row:?}");
        }
    }

    /// The position `lines` set up, finished with `side` to move; told by
    /// comparing the board when `compare` is set.
    fn finished(lines: &[&str], side: Colour, compare: bool) -> Option<Setup> {
        let mut position = PositionLines::new();
        for line in lines {
            let _ = position.read(line);
        }
        position.even &= !compare;
        position.finish(side)
    }

    proptest::proptest! {
        /// The even start told by the lone `PI` is the one a comparison of
        /// the board tells, whatever lines come before and after it.
        #[test]
        fn the_even_start_is_told_as_by_comparing(
            lines in proptest::collection::vec(proptest::sample::select(vec![
                "I", "I82HI", "I11KY", "+00FU", "-00KA", "+00AL", "-00AL", "+55KA", "-51OU",
                "1-KY-KE-GI-KI-OU-KI-GI-KE-KY", "5 *  *  *  *  *  *  *  *  * ", "X",
            ]), 0..5),
            side in 0..2usize,
        ) {
            proptest::prop_assert_eq!(
                finished(&lines, side, false),
                finished(&lines, side, true),
                "{:?}", lines
            );
        }
    }

    #[test]
    fn rows_of_the_even_start_and_mog_core_scala_read() {
        let mut row = [None; 9];
        assert_eq!(read_row(&mut row, "1-KY-KE-GI-KI-OU-KI-GI-KE-KY"), Ok(None));
        assert!(row.iter().all(Option::is_some));
        let warning = read_row(&mut row, "2 * -HI *  *  *  *  * -KA *.").unwrap();
        assert!(warning.is_some_and(|w| w.to_string().contains("`.`")));
        assert_eq!(row.iter().filter(|s| s.is_some()).count(), 2);
    }
}
