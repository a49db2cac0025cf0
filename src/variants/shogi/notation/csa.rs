//! CSA V2.2 moves: `+7776FU`, `-0055KA`; the code names the piece after the
//! move, so `+8822UM` is a promoting bishop.
//!
//! Read by hand, byte by byte, not with nom: every ply of a CSA archive
//! passes here when it is validated, a measured hot path (a profile of
//! validation spends 8% of its time reading moves).

use super::super::bitboard::{file_of, rank_of, square};
use super::super::board::{KINDS, Kind, Move};
use super::super::{Position, Shogi};
use super::{at_word_end, syntax};
use crate::game::{Notation, Parsed, SyntaxError, Violation};
use crate::variants::shogi::ShogiRule;

const CODES: [&str; 14] = [
    "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
];

pub fn code(kind: Kind) -> &'static str {
    CODES[kind as usize]
}

/// The kind a two-letter code names.
pub fn kind_of_code(code: &str) -> Option<Kind> {
    let &[a, b] = code.as_bytes() else {
        return None;
    };
    kind_of_letters([a, b])
}

/// The kind a code's two letters name, looked up in a table of every pair
/// of capital letters: this runs once a move, and the `match` it replaces
/// jumped through a table by the first letter, an indirect branch that
/// valgrind's simulation mispredicted on about three moves in four.
#[inline]
pub fn kind_of_letters([a, b]: [u8; 2]) -> Option<Kind> {
    let (a, b) = (a.wrapping_sub(b'A'), b.wrapping_sub(b'A'));
    if a >= 26 || b >= 26 {
        return None;
    }
    LETTER_KINDS[usize::from(a) * 26 + usize::from(b)]
}

/// The kind of each pair of capital letters, `AA` first, `AB` next.
static LETTER_KINDS: [Option<Kind>; 26 * 26] = {
    let mut table = [None; 26 * 26];
    let mut i = 0;
    while i < CODES.len() {
        let [a, b] = *CODES[i].as_bytes() else {
            panic!("a code is two letters")
        };
        table[(a - b'A') as usize * 26 + (b - b'A') as usize] = Some(KINDS[i]);
        i += 1;
    }
    table
};

/// A CSA move as written. Bytes, not `usize`s, aligned as one machine
/// word: the move is handed back from every parse, in a register; seven
/// bytes at odd offsets went through memory, written a field at a time and
/// read back whole, which stalls the load.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(align(8))]
pub struct CsaMove {
    pub colour: Option<u8>,
    /// `None` for `00`, a drop.
    pub from: Option<u8>,
    pub to: u8,
    pub kind: Kind,
    /// `%KACHI`: an impasse declaration.
    pub declare: bool,
}

pub struct Csa;

fn csa_square(d: &[u8]) -> Option<Option<u8>> {
    let (f, r) = ((d[0] as char).to_digit(10)?, (d[1] as char).to_digit(10)?);
    match (f, r) {
        (0, 0) => Some(None),
        (1..=9, 1..=9) => Some(Some(square(f as usize - 1, r as usize - 1) as u8)),
        _ => None,
    }
}

/// The commonest move, `+7776FU` or `-0055KA` and the end of its word, read
/// from one word of its eight first bytes; `None` sends every other text (a
/// move without its sign, `%KACHI`, a non-ASCII character after the move, a
/// mistake) the long way, which words the errors. Inlined where a ply is
/// read and resolved, so that the move is never built from its fields.
#[inline(always)]
fn signed_move(b: &[u8]) -> Option<CsaMove> {
    let (word, ends) = match b.get(..8) {
        Some(head) => (
            u64::from_le_bytes(head.try_into().ok()?),
            ends_word(head[7]),
        ),
        None if b.len() == MOVE_LEN => {
            let mut head = [0; 8];
            head[..MOVE_LEN].copy_from_slice(b);
            (u64::from_le_bytes(head), true)
        }
        None => return None,
    };
    let byte = |i: u32| (word >> (8 * i)) as u8;
    // The sign alternates ply by ply and a drop comes at any ply, which
    // branches on each mispredicted: `+` and `-` are two apart, one test
    // refuses any other byte and the bit between is the side; the digits
    // and letters are told in range all at once ([`in_range`]), and the one
    // test after refuses an origin that is neither a square nor `00`.
    let sign = byte(0).wrapping_sub(b'+');
    let fits = in_range(word);
    // Bytes 1 and 2, the origin; 3 to 6, the destination and the code.
    let from_fits = fits & 0x8080 == 0x8080;
    let to_and_code_fit = fits & 0x8080_8080_0000 == 0x8080_8080_0000;
    let dropped = (word >> 8) & 0xFFFF == 0x3030;
    if (sign & !2 != 0) | !to_and_code_fit | !(from_fits | dropped) | !ends {
        return None;
    }
    let square = |at: u32| {
        square(
            usize::from(byte(at) - b'1'),
            usize::from(byte(at + 1) - b'1'),
        ) as u8
    };
    let letters = [byte(5) - b'A', byte(6) - b'A'];
    let kind = LETTER_KINDS[usize::from(letters[0]) * 26 + usize::from(letters[1])]?;
    Some(CsaMove {
        colour: Some(sign >> 1),
        from: from_fits.then(|| square(1)),
        to: square(3),
        kind,
        declare: false,
    })
}

/// The high bit of each of bytes 1 to 6 of `word` (a move's bytes, read
/// little-endian; bytes 0 and 7 come back clear) set where the byte is a
/// square's digit, `1` to `9` (bytes 1 to 4), or a capital letter (5 and 6),
/// shifted down a byte: bit 7 for byte 1. Each byte is given what takes it
/// to 0x80 at its range's first byte, and at the byte past its last; no
/// byte of seven below 0x80 carries into the next.
#[inline(always)]
fn in_range(word: u64) -> u64 {
    // Bytes 0 to 6 below 0x80, else none is in range.
    const LOW7: u64 = 0x0080_8080_8080_8080;
    const FIRST: u64 = 0x003F_3F4F_4F4F_4F00;
    const PAST: u64 = 0x0025_2546_4646_4600;
    const HIGH: u64 = 0x0080_8080_8080_8000;
    if word & LOW7 != 0 {
        return 0;
    }
    let w = word & 0x00FF_FFFF_FFFF_FFFF;
    ((w + FIRST) & !(w + PAST) & HIGH) >> 8
}

/// Whether the byte after a move ends its word: white space, or a mark
/// that may follow a move (`,T12`, `;`, a comment's brace or bracket).
#[inline(always)]
fn ends_word(c: u8) -> bool {
    c.is_ascii_whitespace() || matches!(c, b',' | b';' | b'{' | b'(' | b')')
}

/// Every CSA text but the commonest move ([`signed_move`]): `%KACHI`, a
/// move without its sign, and the syntax errors. Kept out of line so that
/// the common parse stays small.
#[cold]
#[inline(never)]
fn parse_other(input: &str) -> Result<Parsed<CsaMove>, SyntaxError> {
    if input.starts_with("%KACHI") && at_word_end(&input[6..]) {
        let text = CsaMove {
            colour: None,
            from: None,
            to: 0,
            kind: Kind::King,
            declare: true,
        };
        return Ok(Parsed {
            text,
            len: 6,
            notes: Vec::new(),
        });
    }
    let b = input.as_bytes();
    let (colour, at) = match b.first() {
        Some(b'+') => (Some(0), 1),
        Some(b'-') => (Some(1), 1),
        _ => (None, 0),
    };
    let digits = b
        .get(at..at + 4)
        .filter(|d| d.iter().all(u8::is_ascii_digit));
    let Some(d) = digits else {
        let word = input
            .find(char::is_whitespace)
            .unwrap_or(input.len())
            .max(1);
        return Err(syntax(0, word, crate::msg!("shogi-expected-csa")));
    };
    let from = csa_square(&d[..2]).ok_or_else(|| syntax(at, 2, crate::msg!("shogi-csa-from")))?;
    let to = csa_square(&d[2..])
        .flatten()
        .ok_or_else(|| syntax(at + 2, 2, crate::msg!("shogi-csa-to")))?;
    let code_text = input.get(at + 4..at + 6).unwrap_or("");
    let kind = kind_of_code(code_text).ok_or_else(|| {
        syntax(
            at + 4,
            code_text.len().max(1),
            crate::msg!("shogi-csa-not-a-code", code = code_text),
        )
    })?;
    let len = at + 6;
    if !at_word_end(&input[len..]) {
        return Err(syntax(len, 1, crate::msg!("shogi-csa-after")));
    }
    Ok(Parsed {
        text: CsaMove {
            colour,
            from,
            to,
            kind,
            declare: false,
        },
        len,
        notes: Vec::new(),
    })
}

/// The commonest move ([`signed_move`]) read and resolved where the
/// session reads a record's plies, without the parse's and the mark's
/// wrappers that [`Notation::parse_plain`] of `Unmarked<Csa>` goes through:
/// a move the byte reading takes has no mark (no colon in its eight first
/// bytes). Every other text goes that way.
#[inline(always)]
pub(in crate::variants::shogi) fn read_plain(pos: &Position, input: &str) -> Option<(Move, usize)> {
    match signed_move(input.as_bytes()) {
        Some(text) => resolve_move(pos, &text).ok().map(|mv| (mv, MOVE_LEN)),
        None => read_plain_unmarked(pos, input),
    }
}

/// [`read_plain`] of a text that is no commonest move.
#[cold]
#[inline(never)]
fn read_plain_unmarked(pos: &Position, input: &str) -> Option<(Move, usize)> {
    crate::session::MoveReader::read_plain(&super::Unmarked(Csa), pos, input)
}

/// The bytes of the commonest move (`+7776FU`).
const MOVE_LEN: usize = 7;

/// Why a move does not resolve, told apart from its words so that a move
/// read in place ([`read_plain`]) is refused without wording a message.
enum Refused {
    WrongSide,
    CannotDrop,
    /// The piece on `from` is `found`, which cannot become the one named.
    CannotBecome {
        from: usize,
        found: Kind,
    },
}

impl Refused {
    #[cold]
    #[inline(never)]
    fn violation(self, pos: &Position, text: &CsaMove) -> Violation {
        match self {
            Refused::WrongSide => Violation::new(ShogiRule::WrongSide, {
                let (side, mark) = [("first", "+"), ("second", "-")][pos.board.side];
                crate::msg!("shogi-turn", side = side, mark = mark)
            }),
            Refused::CannotDrop => Violation::new(
                ShogiRule::NotInHand,
                crate::msg!("shogi-csa-cannot-drop", piece = code(text.kind)),
            ),
            Refused::CannotBecome { from, found } => Violation::new(
                ShogiRule::WrongPiece,
                crate::msg!(
                    "shogi-csa-cannot-become",
                    sq = csa_name(from),
                    found = code(found),
                    piece = code(text.kind)
                ),
            ),
        }
    }
}

/// The move `text` names from `pos`, or why it names none.
#[inline(always)]
fn resolve_move(pos: &Position, text: &CsaMove) -> Result<Move, Refused> {
    if text.declare {
        return Ok(Move::declare());
    }
    let b = &pos.board;
    if text.colour.is_some_and(|c| usize::from(c) != b.side) {
        return Err(Refused::WrongSide);
    }
    let to = usize::from(text.to);
    let Some(from) = text.from.map(usize::from) else {
        if text.kind.is_promoted() || text.kind == Kind::King {
            return Err(Refused::CannotDrop);
        }
        return Ok(Move::drop(text.kind, to));
    };
    let Some(p) = b.piece_at(from) else {
        return Ok(Move::board(from, to, false));
    };
    if p.kind == text.kind {
        return Ok(Move::board(from, to, false));
    }
    if p.kind.can_promote() && p.kind.promoted() == text.kind {
        return Ok(Move::board(from, to, true));
    }
    Err(Refused::CannotBecome {
        from,
        found: p.kind,
    })
}

fn csa_name(sq: usize) -> String {
    format!("{}{}", file_of(sq) + 1, rank_of(sq) + 1)
}

impl Notation<Shogi> for Csa {
    type Text = CsaMove;
    fn name(&self) -> &'static str {
        "csa"
    }
    #[inline(always)]
    fn parse(&self, input: &str) -> Result<Parsed<CsaMove>, SyntaxError> {
        match signed_move(input.as_bytes()) {
            Some(text) => Ok(Parsed {
                text,
                len: MOVE_LEN,
                notes: Vec::new(),
            }),
            None => parse_other(input),
        }
    }
    /// Inlined into the reading of a move, so that the move it makes is not
    /// handed back through memory.
    #[inline(always)]
    fn resolve(&self, pos: &Position, text: &CsaMove) -> Result<Move, Violation> {
        resolve_move(pos, text).map_err(|refused| refused.violation(pos, text))
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        if mv.is_declaration() {
            return "%KACHI".into();
        }
        let sign = if pos.board.side == 0 { '+' } else { '-' };
        match mv.from() {
            Some(from) => {
                let kind = pos.board.piece_at(from).map_or(Kind::Pawn, |p| p.kind);
                let kind = if mv.promote() { kind.promoted() } else { kind };
                format!(
                    "{sign}{}{}{}",
                    csa_name(from),
                    csa_name(mv.to()),
                    code(kind)
                )
            }
            None => format!(
                "{sign}00{}{}",
                csa_name(mv.to()),
                code(mv.dropped().unwrap_or(Kind::Pawn))
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table of a code's letters names what a search of `CODES`
    /// names, for every pair of bytes.
    #[test]
    fn kind_of_letters_agrees_with_the_codes() {
        for a in 0..=u8::MAX {
            for b in 0..=u8::MAX {
                let searched = CODES
                    .iter()
                    .position(|c| c.as_bytes() == [a, b])
                    .map(Kind::from_index);
                assert_eq!(kind_of_letters([a, b]), searched, "{a} {b}");
            }
        }
    }

    /// Where the byte reading takes a move, the long parse reads the same
    /// move and length: every sign and the bytes beside them (`,` and `.`
    /// lie between and after `+` and `-`, whose difference the reading
    /// tests), square digits that are and are not squares (`/` and `:`
    /// stand on each side of the digits), every code and some that are
    /// none (`@` and `[` on each side of the capitals), bytes of two-byte
    /// characters, and what may follow.
    #[test]
    fn signed_move_agrees_with_the_long_parse() {
        let digits = ['/', '0', '1', '5', '9', ':', 'a', '\u{e9}'];
        let codes = [
            "fu", "XX", "F", "十", "@U", "F[", "ZZ", "AA", "`A", "F\u{80}",
        ];
        let codes = CODES.iter().copied().chain(codes);
        let codes: Vec<&str> = codes.collect();
        let after = [
            "", " ", "\n", "\r\n", ",T1", ";", ")", "x", "\u{3000}", "\u{b}", "U", "{", "(", "\0",
        ];
        let mut taken = 0;
        for sign in ["+", "-", "", "*", ",", "."] {
            for squares in 0..digits.len().pow(4) {
                let square: String = (0..4)
                    .map(|i| digits[squares / digits.len().pow(i) % digits.len()])
                    .collect();
                for code in &codes {
                    for rest in after {
                        let text = format!("{sign}{square}{code}{rest}");
                        if let Some(mv) = signed_move(text.as_bytes()) {
                            taken += 1;
                            let long = parse_other(&text).expect(&text);
                            assert_eq!((long.text, long.len), (mv, 7), "{text:?}");
                        }
                    }
                }
            }
        }
        assert!(taken > 0);
    }

    /// Positions to read moves in: the start, and one with Gote to move
    /// and a bishop in Sente's hand.
    fn positions() -> Vec<Position> {
        use crate::game::{Configure, Rules};
        let config = Shogi::configure(&crate::game::RuleSpec::default()).unwrap();
        let start = Shogi::start(&config);
        let mut later = start.clone();
        for text in ["+7776FU", "-3334FU", "+8822UM"] {
            let mv = super::super::ALL[1].read_plain(&later, text).unwrap().0;
            Shogi::play(&mut later, &mv);
        }
        vec![start, later]
    }

    proptest::proptest! {
        /// The move read in place is the one the notation's table reads:
        /// moves, marked moves, drops, promotions, pieces that cannot
        /// become the one named, the wrong side, and other text.
        #[test]
        fn read_in_place_agrees_with_the_table(
            text in r"[+-][0-9]{4}(FU|KY|KE|GI|KI|KA|HI|OU|TO|UM|RY|XX)[ \n,:x;]?.{0,3}|[+-]?[0-9A-Z:]{0,8}|.{0,10}"
        ) {
            assert_eq!(super::super::ALL[1].notation_name(), "csa");
            for pos in positions() {
                let table = super::super::ALL[1].read_plain(&pos, &text);
                let in_place = <Shogi as crate::session::Game>::read_plain(1, &pos, &text);
                proptest::prop_assert_eq!(format!("{in_place:?}"), format!("{table:?}"), "{:?}", text);
            }
        }

        #[test]
        fn signed_move_agrees_with_the_long_parse_on_any_text(text in r"[+-][0-9]{4}[A-Z]{2}.{0,3}|.{0,10}") {
            if let Some(mv) = signed_move(text.as_bytes()) {
                let long = parse_other(&text).unwrap();
                proptest::prop_assert_eq!((long.text, long.len), (mv, 7));
            }
        }
    }
}
