//! Names of squares and pieces shared by the notations, the diagram and
//! the diagnostics.

use super::super::board::{HandPiece, Kind, Piece, Square};

use crate::variants::japanese;

/// Full-width file digits of the 8 files, file 1 first.
pub const FILES: &[char] = japanese::FILE_DIGITS.split_at(8).0;
/// Kanji rank numerals of the 8 ranks, rank 1 first.
pub const RANKS: &[char] = japanese::RANK_NUMERALS.split_at(8).0;

/// `７六`: full-width file, kanji rank.
pub fn square_name(sq: Square) -> String {
    japanese::square_name(sq.file(), sq.rank())
}

/// The one-kanji name of a kind.
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "王",
        Kind::Prince => "子",
        Kind::General => "将",
        Kind::Cavalry => "騎",
        Kind::Heavy => "重",
        Kind::Pawn => "歩",
        Kind::Archer => "弓",
        Kind::Arrow => "矢",
    }
}

/// Name of a piece as it stands: promoted 歩 is と, promoted 重 is 成重.
pub fn piece_name(piece: Piece) -> &'static str {
    match (piece.kind, piece.promoted) {
        (Kind::Pawn, true) => "と",
        (Kind::Heavy, true) => "成重",
        (kind, _) => kind_name(kind),
    }
}

/// An archer with its arrows: 弓, 弓矢, 弓矢矢.
pub fn archer_name(arrows: u8) -> &'static str {
    ["弓", "弓矢", "弓矢矢"][arrows.min(2) as usize]
}

pub fn hand_name(piece: HandPiece) -> &'static str {
    match piece {
        HandPiece::Pawn => "歩",
        HandPiece::Heavy => "重",
        HandPiece::Cavalry => "騎",
        HandPiece::General => "将",
        HandPiece::Archer(n) => archer_name(n),
        HandPiece::Arrow => "矢",
    }
}

/// ASCII letter of a kind (Sente's, upper case).
pub fn kind_letter(kind: Kind) -> char {
    match kind {
        Kind::King => 'K',
        Kind::Prince => 'S',
        Kind::General => 'G',
        Kind::Cavalry => 'N',
        Kind::Heavy => 'H',
        Kind::Pawn => 'P',
        Kind::Archer => 'A',
        Kind::Arrow => 'X',
    }
}

/// The kind an ASCII letter names, either case.
pub fn letter_kind(c: char) -> Option<Kind> {
    Some(match c.to_ascii_uppercase() {
        'K' => Kind::King,
        'S' => Kind::Prince,
        'G' => Kind::General,
        'N' => Kind::Cavalry,
        'H' => Kind::Heavy,
        'P' => Kind::Pawn,
        'A' => Kind::Archer,
        'X' => Kind::Arrow,
        _ => return None,
    })
}
