//! The position string, SFEN-like:
//! `a''ngksgna''/pphhhhpp/8/8/8/8/PPHHHHPP/A''NGSKGNA'' b - 00`.
//!
//! Board ranks 一 to 八 separated by `/`, files 8 to 1 in each; Sente upper
//! case, Gote lower case; `+` before a promoted 歩/重; an archer is followed
//! by one `'` per arrow; `X`/`x` is a lone arrow; digits count empty
//! squares. Then the side to move (`b` Sente, `w` Gote), the hands (`-` or
//! pieces with optional counts, archers with their arrows: `2A''Px`), and
//! the crown transfers made by Sente and Gote (`0` crown on the king, `1` on
//! the prince, `2` back on the king for good).

use super::Config;
use super::board::{HandPiece, Kind, Piece, Square, in_camp};
use super::notation_names::{kind_letter, letter_kind};
use super::position::Position;
use crate::diagnostic::plural;
use crate::game::{PositionError, Side};

pub fn write(pos: &Position) -> String {
    let mut out = String::new();
    for rank in 1..=8 {
        let mut empty = 0;
        for file in (1..=8).rev() {
            match pos.at(Square::new(file, rank).expect("on board")) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    push_piece(&mut out, piece);
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank < 8 {
            out.push('/');
        }
    }
    out.push_str(if pos.to_move == Side::First {
        " b "
    } else {
        " w "
    });
    let mut hands = String::new();
    for side in [Side::First, Side::Second] {
        for (piece, count) in pos.hands[side.index()].held() {
            if count > 1 {
                hands.push_str(&count.to_string());
            }
            push_hand_piece(&mut hands, side, piece);
        }
    }
    out.push_str(if hands.is_empty() { "-" } else { &hands });
    out.push_str(&format!(" {}{}", pos.crown[0], pos.crown[1]));
    out
}

fn cased(side: Side, c: char) -> char {
    if side == Side::First {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

fn push_piece(out: &mut String, piece: Piece) {
    if piece.promoted {
        out.push('+');
    }
    out.push(cased(piece.side, kind_letter(piece.kind)));
    out.extend(std::iter::repeat_n('\'', piece.arrows as usize));
}

fn push_hand_piece(out: &mut String, side: Side, piece: HandPiece) {
    let (kind, arrows) = piece.kind_and_arrows();
    push_piece(
        out,
        Piece {
            arrows,
            ..Piece::new(side, kind)
        },
    );
}

/// A cursor over the string that remembers where it is, for errors.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }
    fn error(&self, start: usize, message: impl Into<String>) -> PositionError {
        let len = self
            .at
            .saturating_sub(start)
            .max(self.peek().map_or(0, char::len_utf8));
        PositionError::new(start, len, message)
    }
    /// A piece: `+`?, letter, `'`*. Returns the piece and where it began.
    fn piece(&mut self, side_of: impl Fn(char) -> Side) -> Result<(Piece, usize), PositionError> {
        let start = self.at;
        let promoted = self.peek() == Some('+');
        if promoted {
            self.bump();
        }
        let c = self
            .bump()
            .ok_or_else(|| self.error(start, "a piece letter is missing"))?;
        let kind = letter_kind(c).ok_or_else(|| {
            PositionError::new(
                self.at - c.len_utf8(),
                c.len_utf8(),
                format!("`{c}` is no piece (K S G N H P A X)"),
            )
        })?;
        let mut arrows = 0u8;
        while self.peek() == Some('\'') {
            self.bump();
            arrows = arrows.saturating_add(1);
        }
        if promoted && !kind.promotes() {
            return Err(self.error(start, "only 歩 (P) and 重 (H) can be promoted"));
        }
        if arrows > 0 && kind != Kind::Archer {
            return Err(self.error(start, "only an archer (A) carries arrows"));
        }
        if arrows > 2 {
            return Err(self.error(start, "an archer carries at most two arrows"));
        }
        Ok((
            Piece {
                side: side_of(c),
                kind,
                promoted,
                arrows,
            },
            start,
        ))
    }
    fn expect_space(&mut self, what: &str) -> Result<(), PositionError> {
        match self.bump() {
            Some(' ') => Ok(()),
            _ => Err(PositionError::new(
                self.at.min(self.text.len()),
                0,
                format!("expected a space before {what}"),
            )),
        }
    }
}

fn side_of_letter(c: char) -> Side {
    if c.is_ascii_uppercase() {
        Side::First
    } else {
        Side::Second
    }
}

// Long because it reads the position string's fields in order, each with its error at its own
// bytes, sharing the position being built.
pub fn read(config: Config, text: &str) -> Result<Position, PositionError> {
    let mut r = Reader {
        text: text.trim_end(),
        at: 0,
    };
    let mut pos = Position::empty(config);
    let mut seen: Vec<(Side, Kind)> = Vec::new();
    for rank in 1..=8u8 {
        let rank_start = r.at;
        let mut file = 8i8;
        while !matches!(r.peek(), None | Some('/') | Some(' ')) {
            if let Some(d) = r.peek().and_then(|c| c.to_digit(10)) {
                r.bump();
                if !(1..=8).contains(&d) {
                    return Err(PositionError::new(
                        r.at - 1,
                        1,
                        "an empty run is 1-8 squares",
                    ));
                }
                file -= d as i8;
            } else {
                let (piece, start) = r.piece(side_of_letter)?;
                if file < 1 {
                    return Err(r.error(start, format!("rank {rank} has more than 8 squares")));
                }
                let sq = Square::new(file as u8, rank).expect("checked");
                if piece.kind.promotes() && !piece.promoted && in_camp(piece.side.other(), sq) {
                    return Err(
                        r.error(start, "an unpromoted 歩/重 cannot stand in the enemy camp")
                    );
                }
                if matches!(piece.kind, Kind::King | Kind::Prince) {
                    if seen.contains(&(piece.side, piece.kind)) {
                        return Err(r.error(start, "each side has at most one 王 and one 子"));
                    }
                    seen.push((piece.side, piece.kind));
                }
                pos.set(sq, Some(piece));
                file -= 1;
            }
            if file < 0 {
                return Err(r.error(rank_start, format!("rank {rank} has more than 8 squares")));
            }
        }
        if file != 0 {
            return Err(r.error(
                rank_start,
                format!(
                    "rank {rank} has {}, not 8",
                    plural((8 - file).unsigned_abs().into(), "square")
                ),
            ));
        }
        if rank < 8 && r.bump() != Some('/') {
            return Err(PositionError::new(
                r.at.min(r.text.len()),
                0,
                "expected `/` and 8 ranks",
            ));
        }
    }
    r.expect_space("the side to move")?;
    let side_at = r.at;
    pos.to_move = match r.bump() {
        Some('b') => Side::First,
        Some('w') => Side::Second,
        _ => {
            return Err(PositionError::new(
                side_at,
                1,
                "the side to move is `b` (Sente) or `w` (Gote)",
            ));
        }
    };
    r.expect_space("the hands")?;
    if r.peek() == Some('-') {
        r.bump();
    } else {
        while !matches!(r.peek(), None | Some(' ')) {
            let start = r.at;
            let mut count = 0u32;
            while let Some(d) = r.peek().and_then(|c| c.to_digit(10)) {
                r.bump();
                count = count * 10 + d;
                if count > 64 {
                    return Err(r.error(start, "too many pieces in hand"));
                }
            }
            let count = if r.at == start { 1 } else { count };
            let (piece, _) = r.piece(side_of_letter)?;
            if piece.promoted {
                return Err(r.error(start, "pieces in hand are never promoted"));
            }
            let held = HandPiece::from_captured(piece)
                .ok_or_else(|| r.error(start, "王 and 子 are never held in hand"))?;
            // The limit holds for the hand, not for each token: `40g27g`
            // would otherwise read, and write back as `67g`, which does not.
            let hand = &mut pos.hands[piece.side.index()];
            let total = u32::from(hand.count(held)) + count;
            if total > 64 {
                return Err(r.error(start, "too many pieces in hand"));
            }
            hand.set(held, total as u8);
        }
    }
    r.expect_space("the crown transfers")?;
    for side in [Side::First, Side::Second] {
        let at = r.at;
        match r.bump().and_then(|c| c.to_digit(10)).filter(|&d| d <= 2) {
            Some(d) => pos.crown[side.index()] = d as u8,
            None => {
                return Err(PositionError::new(
                    at,
                    1,
                    "crown transfers are two digits 0-2, Sente's then Gote's",
                ));
            }
        }
    }
    if r.peek().is_some() {
        return Err(PositionError::new(
            r.at,
            r.text.len() - r.at,
            "unexpected text after the position",
        ));
    }
    Ok(pos)
}
