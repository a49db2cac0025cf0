//! BOD, the board diagram of a KIF file (`|v香v桂 ・...|一`, hands
//! `先手の持駒：飛　歩二`), read into and written from a [`Setup`].

use crate::record::Span;
use crate::variants::shogi::board::{Kind, Piece};
use crate::variants::shogi::diagram;
use crate::variants::shogi::formats::setup::{Hand, Setup, SetupError, holdable};
use crate::variants::shogi::notation::kanji::{read_kanji_number, read_kind, short_name};

/// The piece a BOD square or hand names (`歩`, `と`, `杏`, `竜`).
fn bod_kind(s: &str) -> Option<Kind> {
    let (kind, len) = read_kind(s)?;
    (len == s.len()).then_some(kind)
}

/// A hand of `残り全部` ("all the rest"): every piece on neither the board
/// nor the other hand, as tsume records give the defender's.
const ALL_THE_REST: &str = "残り全部";

/// The position of a BOD diagram (rows `|v香v桂 ・...|一`, hands
/// `先手の持駒：飛　歩二`), or what is wrong with it and where.
pub(super) fn read_bod(
    rows: &[(&str, usize)],
    hands: [Option<(&str, usize)>; 2],
    first: usize,
    moves_before: u32,
) -> Result<Setup, (SetupError, Span)> {
    if rows.len() != 9 {
        let span = Span::new(rows[0].1, rows[0].0.len());
        return Err((SetupError::RowCount(rows.len()), span));
    }
    let mut setup = Setup::empty();
    for (i, (row, at)) in rows.iter().enumerate() {
        read_row(&mut setup.board[i], row, i).map_err(|e| (e, Span::new(*at, row.len())))?;
    }
    let mut the_rest = None;
    for (colour, hand) in hands.iter().enumerate() {
        let Some((text, at)) = hand else { continue };
        if *text == ALL_THE_REST {
            the_rest = Some(colour);
            continue;
        }
        read_hand(&mut setup.hands[colour], text).map_err(|e| (e, Span::new(*at, text.len())))?;
    }
    if let Some(colour) = the_rest {
        setup.give_the_rest(colour);
    }
    setup.side = first;
    setup.move_number = moves_before + 1;
    Ok(setup)
}

/// Row `i` (from 0) of a diagram (`|v香v桂 ・...|一`): a mark (`v` for
/// Gote) and a piece (`・` for none) a square.
fn read_row(cells: &mut [Option<Piece>; 9], row: &str, i: usize) -> Result<(), SetupError> {
    let squares: Vec<char> = row.trim_start_matches('|').chars().collect();
    for (f, cell) in cells.iter_mut().enumerate() {
        let (Some(&mark), Some(&piece)) = (squares.get(2 * f), squares.get(2 * f + 1)) else {
            return Err(SetupError::ShortRow(i + 1));
        };
        if piece == '・' {
            continue;
        }
        let Some(kind) = bod_kind(&piece.to_string()) else {
            return Err(SetupError::NotAPiece(piece.to_string()));
        };
        *cell = Some(Piece {
            kind,
            colour: usize::from(mark == 'v'),
        });
    }
    Ok(())
}

/// A side's hand (`飛　歩二`, `なし`), listed in `hand` as written.
fn read_hand(hand: &mut Hand, text: &str) -> Result<(), SetupError> {
    if text == "なし" {
        return Ok(());
    }
    for part in text.split(['　', ' ']).filter(|p| !p.is_empty()) {
        let mut chars = part.chars();
        let name = chars.next().map(String::from).unwrap_or_default();
        let Some(kind) = bod_kind(&name).filter(|&k| holdable(k)) else {
            return Err(SetupError::NotInHand(part.to_string()));
        };
        let (n, _) = read_kanji_number(chars.as_str());
        hand.push(kind, n.max(1));
    }
    Ok(())
}

/// A BOD diagram of a position (the KIF way to write a set-up position),
/// with the plies before it when it is not the first move's.
pub(super) fn write_bod(setup: &Setup) -> String {
    let hand = |colour| diagram::hand_words(setup.hand(colour).map(|(k, n)| (short_name(k), n)));
    let cell = |file: usize, rank: usize| {
        setup.board[rank][8 - file].map(|p| (p.colour, short_name(p.kind)))
    };
    let mut out = diagram::bod_of([hand(0), hand(1)], cell, None, setup.side);
    if setup.move_number > 1 {
        out.push_str(&format!("手数＝{}\n", setup.move_number - 1));
    }
    out
}

/// A BOD diagram for an SFEN; `None` if it does not read.
pub fn sfen_to_bod(sfen: &str) -> Option<String> {
    Setup::from_sfen(sfen).ok().map(|s| write_bod(&s))
}

/// Who moved first (0 Sente) in a game written from `position`.
pub fn first_mover(game: &crate::record::write::OutGame) -> usize {
    let pos = game
        .tags
        .iter()
        .find(|(n, _)| n == "Position")
        .map(|(_, v)| v.as_str());
    pos.and_then(|p| Setup::from_sfen(p).ok())
        .map_or(0, |s| s.side)
}
