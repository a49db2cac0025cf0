//! The position string, read into a [`Setup`] and checked into a position.
//!
//! Position string: `ROWS SIDE HANDS PLY FLAGS [last=SQ]`.
//! ROWS are the 12 rows from row 1 (top) down, `/`-separated, with `S`/`O`
//! for Black's subject/object, `s`/`o` for White's, digits for empty runs.
//! HANDS is `18O-18O` (subjects in hand, `O` while the object is in hand),
//! Black first. FLAGS is `-` or `p` (the last ply was a pass) and `c` (a
//! check has been given: the relay lift). Like FEN, the string describes
//! one position: the history for repetition lives beside it, and a string
//! read starts a fresh one. The `history=KEY.KEY...` field that earlier
//! versions wrote is still read, and ignored. The rows and the side are
//! read by [`crate::game::setup`].

use nom::character::complete::one_of;
use nom::{IResult, Parser};

use crate::game::setup::{self, Field, Item, Runs};
use crate::game::{PositionError, Side};
use crate::messages::Msg;
use crate::msg;

use super::board::{Kind, Piece, SQUARES, Square};
use super::config::Config;
use super::diagram::letter;
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

/// A position string as read, before the rules are asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub config: Config,
    pub board: [Option<Piece>; SQUARES],
    pub side: Side,
    /// Each side's subjects in hand and whether its object is in hand, once
    /// read.
    pub hands: [Option<(u8, bool)>; 2],
    /// The bytes of the hands field.
    pub hands_at: (usize, usize),
    pub ply: u32,
    pub passed: bool,
    pub lifted: bool,
    pub last: Option<Square>,
}

impl Setup {
    /// An empty board, Black to move, before the hands are read.
    pub fn new(config: &Config) -> Setup {
        Setup {
            config: *config,
            board: [None; SQUARES],
            side: Side::First,
            hands: [None; 2],
            hands_at: (0, 0),
            ply: 0,
            passed: false,
            lifted: false,
            last: None,
        }
    }

    /// The position string of this setup.
    pub fn to_text(&self) -> String {
        write(&setup::Setup::into_position(self.clone()))
    }

    fn error(&self, message: Msg) -> PositionError {
        PositionError::new(self.hands_at.0, self.hands_at.1, message)
    }
}

impl setup::Setup for Setup {
    type Position = Position;

    /// Each object stands on the board or is in hand, exactly once, and
    /// there are 36 subjects in all.
    fn check(&self) -> Result<(), PositionError> {
        let pieces = self.board.iter().flatten();
        for side in [Side::First, Side::Second] {
            let Some((_, object)) = self.hands[side.index()] else {
                return Ok(());
            };
            let on_board = pieces.clone().any(|&p| p == Piece::new(side, Kind::Object));
            if object == on_board {
                let message = msg!("chatra-position-object", side = side.key());
                return Err(self.error(message));
            }
        }
        let in_hand: usize = self
            .hands
            .iter()
            .flatten()
            .map(|&(n, _)| usize::from(n))
            .sum();
        let subjects = pieces.filter(|p| p.kind == Kind::Subject).count() + in_hand;
        if subjects != 36 {
            return Err(self.error(msg!("chatra-position-subjects", n = subjects)));
        }
        Ok(())
    }

    fn into_position(self) -> Position {
        let mut pos = State::start(self.config);
        pos.board = self.board;
        pos.refresh();
        pos.side = self.side;
        for (i, hand) in self.hands.iter().enumerate() {
            if let Some((n, object)) = *hand {
                pos.hand[i] = n;
                pos.object_in_hand[i] = object;
            }
        }
        pos.ply = self.ply;
        pos.passed = self.passed;
        pos.lifted = self.lifted;
        pos.last = self.last;
        Position::from_state(pos)
    }
}

pub fn read(config: &Config, text: &str) -> Result<Position, PositionError> {
    setup::read(text, Setup::new(config), parse)
}

/// Reads the fields of `text` into `setup`, stopping at the first that
/// breaks the grammar.
pub fn parse(text: &str, setup: &mut Setup) -> Result<(), PositionError> {
    let f = Field::all(text);
    if f.len() < 5 {
        return Err(PositionError::new(
            0,
            text.len(),
            msg!("chatra-position-fields"),
        ));
    }
    parse_board(setup, f[0])?;
    setup.side = setup::side(f[1], ["b", "w"], msg!("chatra-position-side"))?;
    parse_hands(setup, f[2])?;
    setup.ply = f[3]
        .text
        .parse()
        .map_err(|_| f[3].error(msg!("chatra-position-ply")))?;
    parse_flags(setup, f[4])?;
    for &field in &f[5..] {
        parse_optional_field(setup, field)?;
    }
    Ok(())
}

fn piece(text: &str) -> IResult<&str, Piece> {
    one_of("SOso")
        .map(|c| match c {
            'S' => Piece::new(Side::First, Kind::Subject),
            'O' => Piece::new(Side::First, Kind::Object),
            's' => Piece::new(Side::Second, Kind::Subject),
            _ => Piece::new(Side::Second, Kind::Object),
        })
        .parse(text)
}

/// The ROWS field.
fn parse_board(setup: &mut Setup, rows: Field) -> Result<(), PositionError> {
    let parts = rows.split('/');
    if parts.len() != 12 {
        return Err(rows.error(msg!("chatra-position-rows", n = parts.len())));
    }
    for (row, &part) in parts.iter().enumerate() {
        let mut file = 0usize;
        for t in setup::rank_tokens(part, Runs::Number, piece) {
            let piece = match t.item {
                Item::Empty(n) => {
                    file = file.saturating_add(n);
                    continue;
                }
                Item::Bad(c) => {
                    return Err(part.error(msg!("chatra-position-piece", letter = %c)));
                }
                Item::Piece(p) => p,
            };
            if file >= 12 {
                let message = msg!("chatra-position-row-long", row = row + 1);
                return Err(part.error(message));
            }
            setup.board[row * 12 + file] = Some(piece);
            file += 1;
        }
        if file != 12 {
            let message = msg!("chatra-position-row-squares", row = row + 1, n = file);
            return Err(part.error(message));
        }
    }
    Ok(())
}

/// The HANDS field: `18O-18O`, Black's first.
fn parse_hands(setup: &mut Setup, hands: Field) -> Result<(), PositionError> {
    let bad_hands = || hands.error(msg!("chatra-position-hands"));
    setup.hands_at = (hands.at, hands.text.len());
    let (b, w) = hands.text.split_once('-').ok_or_else(bad_hands)?;
    for (side, h) in [(Side::First, b), (Side::Second, w)] {
        let (n, object) = match h.strip_suffix('O') {
            Some(n) => (n, true),
            None => (h, false),
        };
        let n = n.parse().map_err(|_| bad_hands())?;
        setup.hands[side.index()] = Some((n, object));
    }
    Ok(())
}

/// The FLAGS field: `p` passed, `c` checked, `-` neither.
fn parse_flags(setup: &mut Setup, flags: Field) -> Result<(), PositionError> {
    for c in flags.text.chars() {
        match c {
            'p' => setup.passed = true,
            'c' => setup.lifted = true,
            '-' => {}
            _ => {
                return Err(flags.error(msg!("chatra-position-flag", flag = %c)));
            }
        }
    }
    Ok(())
}

/// A field after FLAGS: `last=SQ`, or the `history=` earlier versions wrote.
fn parse_optional_field(setup: &mut Setup, field: Field) -> Result<(), PositionError> {
    if let Some(sq) = field.text.strip_prefix("last=") {
        setup.last =
            Some(Square::parse(sq).ok_or_else(|| field.error(msg!("chatra-position-last")))?);
    } else if let Some(keys) = field.text.strip_prefix("history=") {
        // Written by earlier versions: still checked, but the history
        // starts afresh at the position read (the string describes one
        // position, as FEN does).
        if keys.split('.').any(|k| u64::from_str_radix(k, 16).is_err()) {
            return Err(field.error(msg!("chatra-position-history")));
        }
    } else {
        return Err(field.error(msg!("chatra-position-field", field = field.text)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::RuleSpec;
    use proptest::prelude::*;

    fn config() -> Config {
        Config::configure(&RuleSpec::default()).expect("the default rules")
    }

    proptest! {
        #[test]
        fn a_position_string_reads_into_a_setup_and_writes_back(
            subjects in proptest::collection::vec(any::<bool>(), SQUARES),
            objects in (0usize..SQUARES, 0usize..SQUARES),
            black in any::<bool>(),
            ply in 0u32..400,
            flags in (any::<bool>(), any::<bool>()),
        ) {
            let mut s = Setup::new(&config());
            let mut on_board = [0u8; 2];
            for (i, &cell) in subjects.iter().enumerate() {
                let side = if i % 2 == 0 { Side::First } else { Side::Second };
                if cell && on_board[side.index()] < 18 {
                    s.board[i] = Some(Piece::new(side, Kind::Subject));
                    on_board[side.index()] += 1;
                }
            }
            let object = |side: Side| Some(Piece::new(side, Kind::Object));
            s.board[objects.0] = object(Side::First);
            if objects.1 != objects.0 {
                s.board[objects.1] = object(Side::Second);
            }
            let subjects_on_board = s.board.iter().flatten().filter(|p| p.kind == Kind::Subject).count();
            s.hands = [Some((36 - subjects_on_board as u8, false)), Some((0, objects.1 == objects.0))];
            s.side = if black { Side::First } else { Side::Second };
            s.ply = ply;
            (s.passed, s.lifted) = flags;
            let text = s.to_text();
            let mut read = Setup::new(&config());
            prop_assert_eq!(parse(&text, &mut read), Ok(()));
            prop_assert_eq!(setup::Setup::check(&read), Ok(()));
            prop_assert_eq!(read.to_text(), text);
        }
    }
}
