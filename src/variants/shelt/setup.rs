//! The position string of research/shelt.md §12:
//! `ranks V..P / side / Arshe/Soon attachments / Arshe/Soon hands`, e.g.
//! `rav,nen,pin,mir,ket,lin,len/.../dyu,lis,mel,ser,dia,vio,ral A -/- -/-`.
//! Within a rank, comma-separated codes; a number is a run of empty squares;
//! `'` marks a rotated front-line piece or a rotated Temas. The fields are
//! read into a [`Setup`] and checked into a [`State`].

use super::board::{Occupant, Square, State};
use super::pieces::{PieceId, TEMAS_CODE};
use crate::game::setup::{self, Field};
use crate::game::{PositionError, Side};
use crate::messages::Msg;
use crate::msg;

/// The position string of a state.
pub fn write(state: &State) -> String {
    let mut ranks = Vec::with_capacity(7);
    for row in 0..7u8 {
        let mut items: Vec<String> = Vec::new();
        let mut empty = 0;
        for col in 0..7u8 {
            let Some(occ) = state.at(Square::new(row, col)) else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                items.push(empty.to_string());
                empty = 0;
            }
            let (code, rotated) = match occ {
                Occupant::Temas => (TEMAS_CODE, state.temas_rotated),
                Occupant::Piece(p) => (p.code(), state.is_rotated(p)),
            };
            items.push(format!("{code}{}", if rotated { "'" } else { "" }));
        }
        if empty > 0 {
            items.push(empty.to_string());
        }
        ranks.push(items.join(","));
    }
    let side = if state.to_move == Side::First {
        "A"
    } else {
        "S"
    };
    let att = |s: Side| state.attached[s.index()].map_or("-".to_string(), |p| p.code().to_string());
    let hand = |s: Side| {
        let codes: Vec<&str> = PieceId::of_bits(state.hands[s.index()])
            .map(PieceId::code)
            .collect();
        if codes.is_empty() {
            "-".to_string()
        } else {
            codes.join("+")
        }
    };
    format!(
        "{} {side} {}/{} {}/{}",
        ranks.join("/"),
        att(Side::First),
        att(Side::Second),
        hand(Side::First),
        hand(Side::Second)
    )
}

fn err(offset: usize, len: usize, message: Msg) -> PositionError {
    PositionError::new(offset, len.max(1), message)
}

fn piece(code: Field) -> Result<PieceId, PositionError> {
    PieceId::from_code(code.text).ok_or_else(|| {
        let message = msg!("shelt-position-code", code = code.text);
        err(code.at, code.text.len(), message)
    })
}

/// A piece or the Temas as the text names it, for the checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    /// The piece, `None` for the Temas.
    pub piece: Option<PieceId>,
    /// The side whose hand or attachment holds it, if held.
    pub holder: Option<Side>,
    pub at: usize,
    /// The bytes of its code (the Temas: of its item).
    pub len: usize,
}

/// A position string as read, before the rules are asked: the state's
/// fields, and every piece named with its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub state: State,
    pub named: Vec<Named>,
    /// The board's bytes, once all its ranks are read.
    pub board: Option<(usize, usize)>,
}

impl Default for Setup {
    /// An empty board.
    fn default() -> Setup {
        let mut state = super::board::LAYOUTS[0].state();
        state.cells = [None; 49];
        Setup {
            state,
            named: Vec::new(),
            board: None,
        }
    }
}

impl Setup {
    /// The position string of this setup.
    pub fn to_text(&self) -> String {
        write(&self.state)
    }

    /// The first of `named` that appears twice (with the pieces `seen`
    /// before) or is held by its own side.
    fn check_named(&self, named: &[Named], seen: &mut u32) -> Result<(), PositionError> {
        let mut temas = false;
        for n in named {
            let Some(p) = n.piece else {
                if std::mem::replace(&mut temas, true) {
                    return Err(err(n.at, n.len, msg!("shelt-position-temas-twice")));
                }
                continue;
            };
            if let Some(holder) = n.holder {
                owned_by_enemy(p, holder, n.at, n.len)?;
            }
            if *seen & p.bit() != 0 {
                let message = msg!("shelt-position-twice", code = p.code());
                return Err(err(n.at, n.len, message));
            }
            *seen |= p.bit();
        }
        Ok(())
    }
}

impl setup::Setup for Setup {
    type Position = State;

    /// No piece twice, one Temas on the board, and hands and attachments
    /// hold captured enemy pieces only.
    fn check(&self) -> Result<(), PositionError> {
        let on_board = self.named.iter().take_while(|n| n.holder.is_none()).count();
        let mut seen = 0;
        self.check_named(&self.named[..on_board], &mut seen)?;
        if let Some((at, len)) = self.board {
            if !self.named[..on_board].iter().any(|n| n.piece.is_none()) {
                let message = msg!("shelt-position-no-temas");
                return Err(err(at, len, message));
            }
        }
        self.check_named(&self.named[on_board..], &mut seen)
    }

    fn into_position(self) -> State {
        let mut state = self.state;
        if let Some(sq) = Square::all().find(|&s| state.at(s) == Some(Occupant::Temas)) {
            state.temas_at = sq;
        }
        state
    }
}

/// Reads a position string; every problem is a [`PositionError`].
pub fn read(text: &str) -> Result<State, PositionError> {
    setup::read(text, Setup::default(), parse)
}

/// Reads the fields of `text` into `setup`, stopping at the first that
/// breaks the grammar.
pub fn parse(text: &str, setup: &mut Setup) -> Result<(), PositionError> {
    let f = Field::all(text);
    if f.len() != 4 {
        let message = msg!("shelt-position-fields", n = f.len());
        return Err(err(0, text.len(), message));
    }
    let ranks = f[0].split('/');
    if ranks.len() != 7 {
        let message = msg!("shelt-position-ranks", n = ranks.len());
        return Err(err(f[0].at, f[0].text.len(), message));
    }
    for (row, &rank) in ranks.iter().enumerate() {
        parse_rank(row, rank, setup)?;
    }
    setup.board = Some((f[0].at, f[0].text.len()));
    let side = setup::side(f[1], ["A", "S"], msg!("shelt-position-side"));
    setup.state.to_move = side?;
    parse_attachments(f[2], setup)?;
    parse_hands(f[3], setup)
}

/// One rank: comma-separated codes and runs of empty squares.
fn parse_rank(row: usize, rank: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let mut col = 0usize;
    let too_long = || msg!("shelt-position-rank-long", rank = row + 1);
    for item in rank.split(',') {
        let (at, len) = (item.at, item.text.len());
        if item.text.is_empty() {
            return Err(err(at, 1, msg!("shelt-position-empty-item")));
        }
        if let Ok(n) = item.text.parse::<usize>() {
            if n == 0 || col + n > 7 {
                return Err(err(at, len, too_long()));
            }
            col += n;
            continue;
        }
        if col >= 7 {
            return Err(err(at, len, too_long()));
        }
        let (code, rotated) = match item.text.strip_suffix('\'') {
            Some(c) => (c, true),
            None => (item.text, false),
        };
        let sq = Square::new(row as u8, col as u8);
        let state = &mut setup.state;
        if code == TEMAS_CODE {
            setup.named.push(Named {
                piece: None,
                holder: None,
                at,
                len,
            });
            state.temas_rotated = rotated;
            state.cells[sq.0 as usize] = Some(Occupant::Temas);
        } else {
            let p = piece(Field { at, text: code })?;
            let (holder, len) = (None, code.len());
            setup.named.push(Named {
                piece: Some(p),
                holder,
                at,
                len,
            });
            if rotated {
                if !p.kind().is_front() {
                    let message = msg!("shelt-position-rotated", code = code);
                    return Err(err(at, item.text.len(), message));
                }
                state.rotated |= p.bit();
            }
            state.cells[sq.0 as usize] = Some(Occupant::Piece(p));
        }
        col += 1;
    }
    if col != 7 {
        let message = msg!("shelt-position-rank-squares", rank = row + 1, n = col);
        return Err(err(rank.at, rank.text.len(), message));
    }
    Ok(())
}

/// A captured enemy piece held by `holder`, named at `code`.
fn held(code: Field, holder: Side, setup: &mut Setup) -> Result<PieceId, PositionError> {
    let p = piece(code)?;
    let (at, len) = (code.at, code.text.len());
    setup.named.push(Named {
        piece: Some(p),
        holder: Some(holder),
        at,
        len,
    });
    Ok(p)
}

/// The attachments field: `Arshe/Soon`, `-` for none.
fn parse_attachments(att: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let atts = att.split('/');
    if atts.len() != 2 {
        let message = msg!("shelt-position-attachments");
        return Err(err(att.at, att.text.len(), message));
    }
    for (i, &code) in atts.iter().enumerate() {
        if code.text != "-" {
            setup.state.attached[i] = Some(held(code, side_of(i), setup)?);
        }
    }
    Ok(())
}

/// The hands field: `Arshe/Soon`, codes joined by `+`, `-` for none.
fn parse_hands(hands: Field, setup: &mut Setup) -> Result<(), PositionError> {
    let hs = hands.split('/');
    if hs.len() != 2 {
        let message = msg!("shelt-position-hands");
        return Err(err(hands.at, hands.text.len(), message));
    }
    for (i, &hand) in hs.iter().enumerate() {
        if hand.text == "-" {
            continue;
        }
        for code in hand.split('+') {
            let p = held(code, side_of(i), setup)?;
            setup.state.hands[i] |= p.bit();
        }
    }
    Ok(())
}

/// Hands and attachments hold captured enemy pieces only.
fn owned_by_enemy(p: PieceId, holder: Side, at: usize, len: usize) -> Result<(), PositionError> {
    if p.side() == holder {
        let message = msg!("shelt-position-own", code = p.code(), side = holder.key());
        return Err(err(at, len, message));
    }
    Ok(())
}

fn side_of(i: usize) -> Side {
    if i == 0 { Side::First } else { Side::Second }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::shelt::board::LAYOUTS;

    const START: &str = "rav,nen,pin,mir,ket,lin,len/din,rez,kun,mat,lax,jil,tan/7/3,tms,3/7/pal,ful,mik,fav,zan,gil,ruj/dyu,lis,mel,ser,dia,vio,ral A -/- -/-";

    #[test]
    fn the_start_is_the_string_of_shelt_md() {
        assert_eq!(write(&LAYOUTS[0].state()), START);
        assert_eq!(read(START).unwrap(), LAYOUTS[0].state());
    }

    #[test]
    fn the_mid_game_tail_of_shelt_md_reads() {
        let text = "7/7/7/3,tms',3/7/pal',6/ser,6 S pin/dyu ket+kun/fav";
        let state = read(text).unwrap();
        assert_eq!(state.to_move, Side::Second);
        assert_eq!(
            state.attached,
            [PieceId::from_code("pin"), PieceId::from_code("dyu")]
        );
        assert!(state.temas_rotated);
        assert!(state.is_rotated(PieceId::from_code("pal").unwrap()));
        // Hands are written in table order.
        assert_eq!(write(&state), text.replace("ket+kun", "kun+ket"));
    }

    #[test]
    fn bad_strings_say_where() {
        let cases = [
            ("", 0),
            ("7/7/7/3,tms,3/7/7/7 A -/-", 0),
            ("7/7/7/3,tms,3/7/7/8 A -/- -/-", 18),
            ("7/7/7/3,tms,3/7/7/xyz,6 A -/- -/-", 18),
            ("7/7/7/3,tms,3/7/7/dyu',6 A -/- -/-", 18),
            ("7/7/7/7/7/7/7 A -/- -/-", 0),
            ("7/7/7/3,tms,3/7/7/7 X -/- -/-", 20),
            ("7/7/7/3,tms,3/7/7/7 A pal/- -/-", 22),
            ("7/7/7/3,tms,3/7/7/ser,6 A -/- mir+mir/-", 34),
        ];
        for (text, offset) in cases {
            let e = read(text).unwrap_err();
            assert_eq!(e.offset, offset, "{text}: {}", e.message);
        }
    }

    proptest::proptest! {
        #[test]
        fn a_position_string_reads_into_a_setup_and_writes_back(
            seed in proptest::collection::vec(0u8..4, 49),
            soon in proptest::bool::ANY,
        ) {
            // The start's pieces, each left where it stands, moved to the
            // first free square from the end, or held by its enemy.
            let start = LAYOUTS[0].state();
            let mut s = Setup::default();
            s.state.cells = start.cells;
            for (i, &choice) in seed.iter().enumerate() {
                let Some(Occupant::Piece(p)) = start.cells[i] else { continue };
                match choice {
                    1 => s.state.rotated |= p.bit() * u32::from(p.kind().is_front()),
                    2 => {
                        s.state.cells[i] = None;
                        s.state.hands[p.side().other().index()] |= p.bit();
                    }
                    _ => {}
                }
            }
            s.state.to_move = if soon { Side::Second } else { Side::First };
            let text = s.to_text();
            let mut read = Setup::default();
            proptest::prop_assert_eq!(parse(&text, &mut read), Ok(()));
            proptest::prop_assert_eq!(setup::Setup::check(&read), Ok(()));
            proptest::prop_assert_eq!(read.to_text(), text);
        }
    }
}
