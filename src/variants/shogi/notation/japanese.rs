//! KIF (`７六歩(77)`, `同　歩(23)`, `５五角打`) and KI2 (`▲７六歩`, `△同　銀`,
//! `▲５八金右`): one reader for both, two printers.
//!
//! Read by hand, character by character, not with nom: every ply of a KIF
//! or KI2 archive passes here when it is validated, a measured hot path
//! (a profile of validation spends 8% of its time reading moves).

use super::super::bitboard::{Squares, bit, file_of, rank_of, square};
use super::super::board::{Board, Kind, Move};
use super::super::movegen::promotion;
use super::super::{Position, Shogi};
use super::kanji::{FULL_DIGITS, KANJI_DIGITS, kind_name, read_digit, read_kind};
use super::{at_word_end, syntax};
use crate::game::{Normalisation, Notation, Parsed, SyntaxError, Violation};
use crate::messages::Msg;
use crate::variants::shogi::ShogiRule;

mod plain;
pub(in crate::variants::shogi) use plain::read_plain;

/// Relative position (右 左 直) and motion (上 寄 引) of KI2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Modifier {
    Right,
    Left,
    Straight,
    Up,
    Sideways,
    Down,
}

const MODIFIERS: [(char, Modifier); 7] = [
    ('右', Modifier::Right),
    ('左', Modifier::Left),
    ('直', Modifier::Straight),
    ('上', Modifier::Up),
    ('行', Modifier::Up),
    ('寄', Modifier::Sideways),
    ('引', Modifier::Down),
];

fn modifier_char(m: Modifier) -> char {
    MODIFIERS
        .iter()
        .find(|(_, x)| *x == m)
        .map_or('?', |(c, _)| *c)
}

/// A move in Japanese notation as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JapaneseMove {
    /// ▲ (0) or △ (1), when written.
    pub colour: Option<usize>,
    /// `None` for 同 (the square of the last move).
    pub to: Option<usize>,
    pub kind: Kind,
    pub modifiers: Vec<Modifier>,
    /// Some(true) for 成, Some(false) for 不成 or 生.
    pub promote: Option<bool>,
    pub drop: bool,
    /// KIF's `(77)`.
    pub from: Option<usize>,
    /// `入玉宣言`, an impasse declaration.
    pub declare: bool,
}

const DECLARATION: &str = "入玉宣言";

impl JapaneseMove {
    /// `入玉宣言`, with the side mark read before it.
    fn declaration(colour: Option<usize>) -> JapaneseMove {
        JapaneseMove {
            colour,
            to: None,
            kind: Kind::King,
            modifiers: Vec::new(),
            promote: None,
            drop: false,
            from: None,
            declare: true,
        }
    }
}

fn skip_spaces(text: &str) -> usize {
    text.len() - text.trim_start_matches([' ', '　']).len()
}

/// The side a mark before a move names: ▲ ☗ Sente (0), △ ☖ ▽ Gote (1).
fn side_mark(c: char) -> Option<usize> {
    match c {
        '▲' | '☗' => Some(0),
        '△' | '☖' | '▽' => Some(1),
        _ => None,
    }
}

/// Whether `rest`, after a move written the Japanese way, ends it: where
/// any move ends, at the next move's side mark, or at a Latin letter, an
/// emoji or a kanji that is no part of a move, whose modifiers and
/// promotion are read by then (`△同銀ｗ`, `▲７六歩w`, a post's laugh,
/// `▲７六歩笑`, `▲２四歩突き捨て`).
pub(super) fn ends_after_move(rest: &str) -> bool {
    at_word_end(rest)
        || rest.chars().next().is_some_and(|c| {
            side_mark(c).is_some()
                || ('\u{4E00}'..='\u{9FFF}').contains(&c)
                || c.is_ascii_alphabetic()
                || matches!(c, 'Ａ'..='Ｚ' | 'ａ'..='ｚ')
                || crate::record::numbering::is_emoji(c)
        })
}

/// What follows `成` when a post writes "not promoting" (`成らず`,
/// `成らない`) where a record writes `不成`.
const NOT_PROMOTING: [&str; 2] = ["らず", "らない"];

/// The promotion suffix at the front of `text`: whether it promotes
/// (成 yes, 不成 or 生 no), whether it is a drop (打), and its bytes.
fn suffix(text: &str) -> (Option<bool>, bool, usize) {
    let mut chars = text.chars();
    match chars.next() {
        Some(c @ '成') => (Some(true), false, c.len_utf8()),
        Some(c @ '生') => (Some(false), false, c.len_utf8()),
        Some(c @ '打') => (None, true, c.len_utf8()),
        Some(c @ '不') if chars.next() == Some('成') => {
            (Some(false), false, c.len_utf8() + '成'.len_utf8())
        }
        _ => (None, false, 0),
    }
}

/// Reads one Japanese move from the front of `input`.
// Long because it reads a Japanese move's parts left to right (side mark,
// square, piece, modifiers, promotion, origin), each optional with its
// own error.
pub fn parse(input: &str) -> Result<Parsed<JapaneseMove>, SyntaxError> {
    // The word's length only spans an error: measured then, not for every move.
    let fail = |msg: Msg| {
        let word = input
            .find(char::is_whitespace)
            .unwrap_or(input.len())
            .max(input.chars().next().map_or(0, char::len_utf8));
        syntax(0, word, msg)
    };
    let mut at = 0;
    let mut notes = Vec::new();
    let colour = input.chars().next().and_then(side_mark);
    if colour.is_some() {
        at += input.chars().next().map_or(0, char::len_utf8);
    }
    let rest = &input[at..];
    // A string comparison only when the first character may start it: this
    // runs once a move.
    if rest.starts_with('入')
        && rest.starts_with(DECLARATION)
        && at_word_end(&rest[DECLARATION.len()..])
    {
        return Ok(Parsed {
            text: JapaneseMove::declaration(colour),
            len: at + DECLARATION.len(),
            notes,
        });
    }
    let to = if let Some(r) = rest.strip_prefix('同') {
        at += '同'.len_utf8();
        at += skip_spaces(r);
        None
    } else {
        let mut chars = rest.chars();
        let (Some(f), Some(r)) = (chars.next(), chars.next()) else {
            return Err(fail(crate::msg!("shogi-expected-japanese")));
        };
        let (Some(file), Some(rank)) = (read_digit(f), read_digit(r)) else {
            return Err(fail(crate::msg!("shogi-expected-japanese")));
        };
        // `read_digit` read them, so each is one of three spellings of its digit.
        if f != FULL_DIGITS[file - 1] || r != KANJI_DIGITS[rank] {
            notes.push(Normalisation {
                offset: at,
                len: f.len_utf8() + r.len_utf8(),
                message: crate::msg!(
                    "shogi-lenient-square",
                    written = format!("{f}{r}"),
                    read = format!("{}{}", FULL_DIGITS[file - 1], KANJI_DIGITS[rank])
                ),
            });
        }
        at += f.len_utf8() + r.len_utf8();
        Some(square(file - 1, rank - 1))
    };
    let Some((kind, len)) = read_kind(&input[at..]) else {
        return Err(syntax(
            at,
            input[at..].chars().next().map_or(0, char::len_utf8),
            crate::msg!("shogi-expected-piece"),
        ));
    };
    at += len;
    let mut modifiers = Vec::new();
    while let Some(c) = input[at..].chars().next() {
        match MODIFIERS.iter().find(|(m, _)| *m == c) {
            Some((_, m)) => {
                modifiers.push(*m);
                at += c.len_utf8();
            }
            None => break,
        }
    }
    let (mut promote, drop, suffix_len) = suffix(&input[at..]);
    at += suffix_len;
    if promote == Some(true) {
        // `成らず`, "not promoting", is prose for 不成: never a promotion.
        if let Some(len) = NOT_PROMOTING
            .iter()
            .find_map(|w| input[at..].starts_with(w).then_some(w.len()))
        {
            notes.push(Normalisation {
                offset: at - suffix_len,
                len: suffix_len + len,
                message: crate::msg!(
                    "shogi-lenient-not-promoting",
                    written = &input[at - suffix_len..at + len]
                ),
            });
            promote = Some(false);
            at += len;
        }
    }
    let mut from = None;
    if let Some(r) = input[at..].strip_prefix('(') {
        let d = r.as_bytes();
        let sq = (d.len() >= 3 && d[2] == b')')
            .then(|| Some(((d[0] as char).to_digit(10)?, (d[1] as char).to_digit(10)?)))
            .flatten()
            .filter(|&(f, r)| (1..=9).contains(&f) && (1..=9).contains(&r));
        let Some((f, r)) = sq else {
            return Err(syntax(at, 1, crate::msg!("shogi-expected-origin")));
        };
        from = Some(square(f as usize - 1, r as usize - 1));
        at += 4;
    }
    if !ends_after_move(&input[at..]) {
        return Err(syntax(
            at,
            input[at..].chars().next().map_or(0, char::len_utf8),
            crate::msg!("shogi-after-move"),
        ));
    }
    Ok(Parsed {
        text: JapaneseMove {
            colour,
            to,
            kind,
            modifiers,
            promote,
            drop,
            from,
            declare: false,
        },
        len: at,
        notes,
    })
}

/// Own pieces of exactly `kind` that could move to `to` (by their moves,
/// not yet asking whether the move is legal).
fn candidates(b: &Board, kind: Kind, to: usize) -> Vec<usize> {
    let us = b.side;
    if b.by_colour[us] & bit(to) != 0 {
        return Vec::new();
    }
    Squares(b.pieces(us, kind))
        .filter(|&from| Board::attacks_of(us, kind, from, b.occupied()) & bit(to) != 0)
        .collect()
}

/// Forward distance of a move for `colour`, and its file.
fn forward(colour: usize, from: usize, to: usize) -> i32 {
    let d = rank_of(from) as i32 - rank_of(to) as i32;
    if colour == 0 { d } else { -d }
}

/// The candidates that the modifiers allow.
fn filter(colour: usize, cands: &[usize], to: usize, modifiers: &[Modifier]) -> Vec<usize> {
    let mut left: Vec<usize> = cands.to_vec();
    // Motion first, then relative position among what is left.
    let is_position = |m: &&Modifier| matches!(m, Modifier::Right | Modifier::Left);
    let ordered = modifiers
        .iter()
        .filter(|m| !is_position(m))
        .chain(modifiers.iter().filter(is_position));
    for m in ordered {
        left = match m {
            Modifier::Up => left
                .into_iter()
                .filter(|&f| forward(colour, f, to) > 0)
                .collect(),
            Modifier::Down => left
                .into_iter()
                .filter(|&f| forward(colour, f, to) < 0)
                .collect(),
            Modifier::Sideways => left
                .into_iter()
                .filter(|&f| forward(colour, f, to) == 0)
                .collect(),
            Modifier::Straight => left
                .into_iter()
                .filter(|&f| forward(colour, f, to) > 0 && file_of(f) == file_of(to))
                .collect(),
            Modifier::Right | Modifier::Left => {
                // Sente's right is the low file numbers; Gote's the high.
                let rightward = (*m == Modifier::Right) == (colour == 0);
                let key = |f: &usize| file_of(*f);
                let extreme = if rightward {
                    left.iter().map(key).min()
                } else {
                    left.iter().map(key).max()
                };
                left.into_iter()
                    .filter(|f| Some(file_of(*f)) == extreme)
                    .collect()
            }
        };
    }
    left
}

pub fn resolve(pos: &Position, text: &JapaneseMove) -> Result<Move, Violation> {
    let b = &pos.board;
    if text.declare {
        return Ok(Move::declare());
    }
    if text.colour.is_some_and(|c| c != b.side) {
        let (side, mark) = [("first", "▲"), ("second", "△")][b.side];
        let turn = crate::msg!("shogi-turn", side = side, mark = mark);
        return Err(Violation::new(ShogiRule::WrongSide, turn));
    }
    let to = match text.to {
        Some(to) => to,
        None => pos.last_to.ok_or_else(|| {
            Violation::new(
                ShogiRule::NoPreviousMove,
                crate::msg!("shogi-no-previous-move"),
            )
            .help(crate::msg!("shogi-no-previous-move-help"))
        })?,
    };
    let name = kind_name(text.kind);
    let promote = text.promote == Some(true);
    if let Some(from) = text.from {
        if let Some(p) = b.piece_at(from).filter(|p| p.colour == b.side) {
            if p.kind != text.kind {
                return Err(Violation::new(
                    ShogiRule::WrongPiece,
                    crate::msg!(
                        "shogi-origin-piece",
                        found = kind_name(p.kind),
                        piece = name
                    ),
                ));
            }
        }
        return Ok(Move::board(from, to, promote));
    }
    // A drop asks for no piece on the board.
    let cands = if text.drop {
        Vec::new()
    } else {
        candidates(b, text.kind, to)
    };
    if text.drop
        || (cands.is_empty()
            && text.modifiers.is_empty()
            && !text.kind.is_promoted()
            && text.kind != Kind::King
            && b.hands[b.side][text.kind as usize] > 0)
    {
        if text.kind.is_promoted() || text.kind == Kind::King {
            return Err(Violation::new(
                ShogiRule::NotInHand,
                crate::msg!("shogi-cannot-drop", piece = name),
            ));
        }
        return Ok(Move::drop(text.kind, to));
    }
    if cands.is_empty() {
        return Err(Violation::new(
            ShogiRule::NoSuchPiece,
            crate::msg!("shogi-no-such-piece", piece = name),
        ));
    }
    let chosen = filter(b.side, &cands, to, &text.modifiers);
    match chosen.as_slice() {
        [from] => Ok(Move::board(*from, to, promote)),
        [] => Err(Violation::new(
            ShogiRule::Disambiguation,
            crate::msg!("shogi-no-match", piece = name, modifiers = modifiers(text)),
        )
        .help(crate::msg!("shogi-no-match-help"))),
        _ => Err(Violation::new(
            ShogiRule::Ambiguous,
            crate::msg!("shogi-ambiguous", n = chosen.len(), piece = name),
        )
        .help(crate::msg!("shogi-ambiguous-help"))),
    }
}

/// The move's modifiers as written (`右上`).
fn modifiers(text: &JapaneseMove) -> String {
    text.modifiers.iter().map(|m| modifier_char(*m)).collect()
}

fn square_text(sq: usize) -> String {
    crate::variants::japanese::square_name(file_of(sq) as u8 + 1, rank_of(sq) as u8 + 1)
}

/// 成 / 不成 where promotion was a choice (forced promotion is written 成).
fn promotion_text(b: &Board, mv: Move) -> &'static str {
    let Some(from) = mv.from() else { return "" };
    let kind = b.piece_at(from).map_or(Kind::Gold, |p| p.kind);
    match (promotion(b.side, kind, from, mv.to()).0, mv.promote()) {
        (true, true) => "成",
        (true, false) => "不成",
        _ => "",
    }
}

fn destination(pos: &Position, mv: Move) -> String {
    if pos.last_to == Some(mv.to()) {
        "同　".into()
    } else {
        square_text(mv.to())
    }
}

fn moved_kind(b: &Board, mv: Move) -> Kind {
    mv.dropped()
        .or_else(|| mv.from().and_then(|f| b.piece_at(f)).map(|p| p.kind))
        .unwrap_or(Kind::Pawn)
}

/// `７六歩(77)`, `５五角打`, `同　歩(23)`.
pub fn print_kif(pos: &Position, mv: Move) -> String {
    if mv.is_declaration() {
        return DECLARATION.into();
    }
    let b = &pos.board;
    let mut s = destination(pos, mv);
    s.push_str(kind_name(moved_kind(b, mv)));
    s.push_str(promotion_text(b, mv));
    match mv.from() {
        Some(from) => s.push_str(&format!("({}{})", file_of(from) + 1, rank_of(from) + 1)),
        None => s.push('打'),
    }
    s
}

/// `▲７六歩`, `△同　銀`, `▲５八金右`: modifiers only where needed.
pub fn print_ki2(pos: &Position, mv: Move) -> String {
    let b = &pos.board;
    let mark = if b.side == 0 { '▲' } else { '△' };
    if mv.is_declaration() {
        return format!("{mark}{DECLARATION}");
    }
    let kind = moved_kind(b, mv);
    let mut s = format!("{mark}{}{}", destination(pos, mv), kind_name(kind));
    let cands = candidates(b, kind, mv.to());
    match mv.from() {
        None => {
            if !cands.is_empty() {
                s.push('打');
            }
        }
        Some(from) if cands.len() > 1 => {
            use Modifier::*;
            let options: [&[Modifier]; 12] = [
                &[Up],
                &[Sideways],
                &[Down],
                &[Straight],
                &[Right],
                &[Left],
                &[Right, Up],
                &[Right, Sideways],
                &[Right, Down],
                &[Left, Up],
                &[Left, Sideways],
                &[Left, Down],
            ];
            let found = options
                .iter()
                .find(|m| filter(b.side, &cands, mv.to(), m) == [from]);
            match found {
                Some(m) => s.extend(m.iter().map(|x| modifier_char(*x))),
                None => s.push_str(&format!("({}{})", file_of(from) + 1, rank_of(from) + 1)),
            }
        }
        Some(_) => {}
    }
    s.push_str(promotion_text(b, mv));
    s
}

/// KIF: `７六歩(77)`.
pub struct Kif;
/// KI2: `▲７六歩`.
pub struct Ki2;

impl Notation<Shogi> for Kif {
    type Text = JapaneseMove;
    fn name(&self) -> &'static str {
        "kif"
    }
    fn parse(&self, input: &str) -> Result<Parsed<JapaneseMove>, SyntaxError> {
        parse(input)
    }
    fn parse_plain(&self, input: &str) -> Option<(JapaneseMove, usize)> {
        plain::parse_plain(input)
    }
    fn resolve(&self, pos: &Position, text: &JapaneseMove) -> Result<Move, Violation> {
        resolve(pos, text)
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        print_kif(pos, *mv)
    }
}

impl Notation<Shogi> for Ki2 {
    type Text = JapaneseMove;
    fn name(&self) -> &'static str {
        "ki2"
    }
    fn parse(&self, input: &str) -> Result<Parsed<JapaneseMove>, SyntaxError> {
        parse(input)
    }
    fn parse_plain(&self, input: &str) -> Option<(JapaneseMove, usize)> {
        plain::parse_plain(input)
    }
    fn resolve(&self, pos: &Position, text: &JapaneseMove) -> Result<Move, Violation> {
        resolve(pos, text)
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        print_ki2(pos, *mv)
    }
}
