//! BOD, the board diagram of a KIF file (`|v香v桂 ・...|一`, hands
//! `先手の持駒：飛　歩二`), read into and written from a position.

use crate::record::{ReadIssue, Span};
use crate::variants::shogi::diagram;
use crate::variants::shogi::formats::KifCode;
use crate::variants::shogi::notation::kanji::{read_kanji_number, read_kind, short_name};

/// The piece a BOD square or hand names (`歩`, `と`, `杏`, `竜`): its SFEN
/// letter and whether it is promoted.
pub(super) fn bod_piece(s: &str) -> Option<(char, bool)> {
    let (kind, len) = read_kind(s)?;
    (len == s.len()).then(|| (kind.letter(), kind.is_promoted()))
}

/// The SFEN of a BOD diagram (rows `|v香v桂 ・...|一`, hands `先手の持駒：飛　歩二`).
pub(super) fn bod_to_sfen(
    rows: &[(&str, usize)],
    hands: [Option<(&str, usize)>; 2],
    first: usize,
    moves_before: u32,
) -> Result<String, ReadIssue> {
    let bad = |at: usize, len: usize, m: String| ReadIssue {
        code: KifCode::Board.id(),
        message: m,
        span: Span::new(at, len),
        warning: false,
    };
    if rows.len() != 9 {
        return Err(bad(
            rows[0].1,
            rows[0].0.len(),
            format!("a board diagram has 9 rows, this one {}", rows.len()),
        ));
    }
    let mut sfen = String::new();
    for (i, (row, at)) in rows.iter().enumerate() {
        let cells: Vec<char> = row.trim_start_matches('|').chars().collect();
        let mut empty = 0;
        let mut squares = 0;
        let mut k = 0;
        while squares < 9 {
            let (Some(&mark), Some(&piece)) = (cells.get(k), cells.get(k + 1)) else {
                return Err(bad(
                    *at,
                    row.len(),
                    format!("row {} has fewer than 9 squares", i + 1),
                ));
            };
            k += 2;
            squares += 1;
            if piece == '・' {
                empty += 1;
                continue;
            }
            let Some((letter, promoted)) = bod_piece(&piece.to_string()) else {
                return Err(bad(*at, row.len(), format!("`{piece}` is not a piece")));
            };
            if empty > 0 {
                sfen.push_str(&empty.to_string());
                empty = 0;
            }
            if promoted {
                sfen.push('+');
            }
            sfen.push(if mark == 'v' {
                letter.to_ascii_lowercase()
            } else {
                letter
            });
        }
        if empty > 0 {
            sfen.push_str(&empty.to_string());
        }
        if i < 8 {
            sfen.push('/');
        }
    }
    sfen.push_str(if first == 0 { " b " } else { " w " });
    let mut hand = String::new();
    for (colour, h) in hands.iter().enumerate() {
        let Some((text, at)) = h else { continue };
        if *text == "なし" || text.is_empty() {
            continue;
        }
        for part in text.split(['　', ' ']).filter(|p| !p.is_empty()) {
            let mut chars = part.chars();
            let name = chars.next().map(String::from).unwrap_or_default();
            let Some((letter, false)) = bod_piece(&name) else {
                return Err(bad(
                    *at,
                    text.len(),
                    format!("`{part}` is not a piece in hand"),
                ));
            };
            let (n, _) = read_kanji_number(chars.as_str());
            let n = if n == 0 { 1 } else { n };
            if n > 1 {
                hand.push_str(&n.to_string());
            }
            hand.push(if colour == 0 {
                letter
            } else {
                letter.to_ascii_lowercase()
            });
        }
    }
    sfen.push_str(if hand.is_empty() { "-" } else { &hand });
    sfen.push_str(&format!(" {}", moves_before + 1));
    Ok(sfen)
}

/// A board square of an SFEN: owner (0 Sente), unpromoted letter, promoted.
pub type SfenCell = Option<(usize, char, bool)>;
/// Board rows, hands (owner, letter, count) and side to move of an SFEN.
pub type SfenParts = ([[SfenCell; 9]; 9], Vec<(usize, char, u32)>, usize);

/// The board (`[rank][file 9..1]`), hands (owner, letter, count) and side to
/// move of an SFEN; `None` if it does not read.
pub fn sfen_parts(sfen: &str) -> Option<SfenParts> {
    let fields: Vec<&str> = sfen.split_whitespace().collect();
    let (board, side, hand) = (fields.first()?, fields.get(1)?, fields.get(2)?);
    let mut cells = [[None; 9]; 9];
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 9 {
        return None;
    }
    for (r, row) in rows.iter().enumerate() {
        let mut f = 0;
        let mut promoted = false;
        for c in row.chars() {
            if c == '+' {
                promoted = true;
            } else if let Some(d) = c.to_digit(10) {
                f += d as usize;
            } else {
                *cells[r].get_mut(f)? = Some((
                    usize::from(c.is_ascii_lowercase()),
                    c.to_ascii_uppercase(),
                    promoted,
                ));
                promoted = false;
                f += 1;
            }
        }
    }
    let mut hands = Vec::new();
    let mut n = 0;
    for c in hand.chars().filter(|_| *hand != "-") {
        match c.to_digit(10) {
            Some(d) => n = n * 10 + d,
            None => {
                hands.push((
                    usize::from(c.is_ascii_lowercase()),
                    c.to_ascii_uppercase(),
                    n.max(1),
                ));
                n = 0;
            }
        }
    }
    Some((cells, hands, usize::from(*side == "w")))
}

/// The one-character BOD name of a piece by SFEN letter (`？` for none).
pub(super) fn bod_name(letter: char, promoted: bool) -> &'static str {
    crate::variants::shogi::formats::kind(letter, promoted).map_or("？", short_name)
}

/// A BOD diagram for an SFEN (the KIF way to write a set-up position).
pub fn sfen_to_bod(sfen: &str) -> Option<String> {
    let (cells, hands, side) = sfen_parts(sfen)?;
    let hand = |colour: usize| {
        diagram::hand_words(
            hands
                .iter()
                .filter(|h| h.0 == colour)
                .map(|&(_, l, n)| (bod_name(l, false), n)),
        )
    };
    let cell = |file: usize, rank: usize| {
        cells[rank][8 - file].map(|(colour, l, p)| (colour, bod_name(l, p)))
    };
    let mut out = diagram::bod_of([hand(0), hand(1)], cell, None, side);
    let number = sfen
        .split_whitespace()
        .nth(3)
        .and_then(|n| n.parse::<u32>().ok())
        .unwrap_or(1);
    if number > 1 {
        out.push_str(&format!("手数＝{}\n", number - 1));
    }
    Some(out)
}

/// Who moved first (0 Sente) in a game written from `position`.
pub fn first_mover(game: &crate::record::write::OutGame) -> usize {
    let pos = game
        .tags
        .iter()
        .find(|(n, _)| n == "Position")
        .map(|(_, v)| v.as_str());
    pos.and_then(sfen_parts).map_or(0, |p| p.2)
}
