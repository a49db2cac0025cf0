//! The position string of research/shelt.md §12:
//! `ranks V..P / side / Arshe/Soon attachments / Arshe/Soon hands`, e.g.
//! `rav,nen,pin,mir,ket,lin,len/.../dyu,lis,mel,ser,dia,vio,ral A -/- -/-`.
//! Within a rank, comma-separated codes; a number is a run of empty squares;
//! `'` marks a rotated front-line piece or a rotated Temas.

use super::board::{Occupant, Square, State};
use super::pieces::{PieceId, TEMAS_CODE};
use crate::diagnostic::plural;
use crate::game::{PositionError, Side};

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

/// Splits `text` at `sep`, keeping each part's byte offset (relative to
/// `base`).
fn parts(text: &str, base: usize, sep: char) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if c == sep {
            out.push((base + start, &text[start..i]));
            start = i + c.len_utf8();
        }
    }
    out.push((base + start, &text[start..]));
    out
}

fn err(offset: usize, len: usize, message: impl Into<String>) -> PositionError {
    PositionError::new(offset, len.max(1), message)
}

/// Records where each piece has been seen, so that none is placed twice.
struct Seen(u32);

impl Seen {
    fn mark(&mut self, p: PieceId, at: usize, len: usize) -> Result<(), PositionError> {
        if self.0 & p.bit() != 0 {
            return Err(err(at, len, format!("{} appears twice", p.code())));
        }
        self.0 |= p.bit();
        Ok(())
    }
}

fn piece(code: &str, at: usize) -> Result<PieceId, PositionError> {
    PieceId::from_code(code)
        .ok_or_else(|| err(at, code.len(), format!("`{code}` is not a piece code")))
}

/// Reads a position string; every problem is a [`PositionError`].
// Long because it reads the position string's fields in order, each with its error at its own
// bytes, sharing the position being built.
pub fn read(text: &str) -> Result<State, PositionError> {
    let f = crate::game::position_fields(text);
    if f.len() != 4 {
        return Err(err(
            0,
            text.len(),
            format!(
                "a position has 4 fields (board, side, attachments, hands), this has {}",
                f.len()
            ),
        ));
    }
    let mut seen = Seen(0);
    let mut state = super::board::LAYOUTS[0].state();
    state.cells = [None; 49];
    let mut temas = None;
    let (board_at, board) = f[0];
    let ranks = parts(board, board_at, '/');
    if ranks.len() != 7 {
        return Err(err(
            board_at,
            board.len(),
            format!("the board has 7 ranks (V to P), this has {}", ranks.len()),
        ));
    }
    for (row, &(rank_at, rank)) in ranks.iter().enumerate() {
        let mut col = 0usize;
        for (at, item) in parts(rank, rank_at, ',') {
            if item.is_empty() {
                return Err(err(at, 1, "empty item in a rank"));
            }
            if let Ok(n) = item.parse::<usize>() {
                if n == 0 || col + n > 7 {
                    return Err(err(
                        at,
                        item.len(),
                        format!("rank {} has more than 7 squares", row + 1),
                    ));
                }
                col += n;
                continue;
            }
            if col >= 7 {
                return Err(err(
                    at,
                    item.len(),
                    format!("rank {} has more than 7 squares", row + 1),
                ));
            }
            let (code, rotated) = match item.strip_suffix('\'') {
                Some(c) => (c, true),
                None => (item, false),
            };
            let sq = Square::new(row as u8, col as u8);
            if code == TEMAS_CODE {
                if temas.is_some() {
                    return Err(err(at, item.len(), "the Temas appears twice"));
                }
                temas = Some(sq);
                state.temas_rotated = rotated;
                state.cells[sq.0 as usize] = Some(Occupant::Temas);
            } else {
                let p = piece(code, at)?;
                seen.mark(p, at, code.len())?;
                if rotated {
                    if !p.kind().is_front() {
                        return Err(err(
                            at,
                            item.len(),
                            format!("{code} is a back-line piece and cannot be rotated"),
                        ));
                    }
                    state.rotated |= p.bit();
                }
                state.cells[sq.0 as usize] = Some(Occupant::Piece(p));
            }
            col += 1;
        }
        if col != 7 {
            return Err(err(
                rank_at,
                rank.len(),
                format!("rank {} has {}, not 7", row + 1, plural(col, "square")),
            ));
        }
    }
    state.temas_at = temas.ok_or_else(|| {
        err(
            board_at,
            board.len(),
            "the Temas (tms) is missing; it never leaves the board",
        )
    })?;

    let (side_at, side) = f[1];
    state.to_move = match side {
        "A" => Side::First,
        "S" => Side::Second,
        _ => {
            return Err(err(
                side_at,
                side.len(),
                "the side to move is A (Arshe) or S (Soon)",
            ));
        }
    };

    let (att_at, att) = f[2];
    let atts = parts(att, att_at, '/');
    if atts.len() != 2 {
        return Err(err(
            att_at,
            att.len(),
            "attachments are written Arshe/Soon, `-` for none",
        ));
    }
    for (i, &(at, code)) in atts.iter().enumerate() {
        if code == "-" {
            continue;
        }
        let p = piece(code, at)?;
        owned_by_enemy(p, side_of(i), at, code.len())?;
        seen.mark(p, at, code.len())?;
        state.attached[i] = Some(p);
    }

    let (hands_at, hands) = f[3];
    let hs = parts(hands, hands_at, '/');
    if hs.len() != 2 {
        return Err(err(
            hands_at,
            hands.len(),
            "hands are written Arshe/Soon, codes joined by `+`, `-` for none",
        ));
    }
    for (i, &(at, hand)) in hs.iter().enumerate() {
        if hand == "-" {
            continue;
        }
        for (at, code) in parts(hand, at, '+') {
            let p = piece(code, at)?;
            owned_by_enemy(p, side_of(i), at, code.len())?;
            seen.mark(p, at, code.len())?;
            state.hands[i] |= p.bit();
        }
    }
    Ok(state)
}

/// Hands and attachments hold captured enemy pieces only.
fn owned_by_enemy(p: PieceId, holder: Side, at: usize, len: usize) -> Result<(), PositionError> {
    if p.side() == holder {
        let name = ["Arshe", "Soon"][holder.index()];
        return Err(err(
            at,
            len,
            format!(
                "{} is {name}'s own piece; {name} holds only captured enemy pieces",
                p.code()
            ),
        ));
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
}
