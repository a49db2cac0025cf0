//! A Japanese move that reads as written with nothing to note
//! ([`crate::game::Notation::parse_plain`]), read from its bytes:
//! `７六歩(77)`, `同　歩(23)`, `▲５五角打`, `△７七角成`. Every character
//! of such a move takes three bytes and is one of fifty-three, each told by one
//! look in a table ([`letter`]), where [`super::parse`] decodes the text a
//! character at a time, matches each against lists, checks each digit's
//! spelling for its note and builds what an error would say: every ply of
//! a KIF or KI2 record is read here.

use super::super::at_word_end;
use super::{DECLARATION, JapaneseMove, Modifier};
use crate::variants::shogi::Position;
use crate::variants::shogi::bitboard::square;
use crate::variants::shogi::board::{Kind, Move};

/// What [`super::parse`] reads of `input` when it reads a move with no
/// note: the move and the bytes it takes; `None` when it has an error or
/// a note to tell.
#[inline]
pub(super) fn parse_plain(input: &str) -> Option<(JapaneseMove, usize)> {
    let b = input.as_bytes();
    let mut at = 0;
    let mut lead = letter(b, 0)?;
    let mut colour = None;
    if let Letter::Side(side) = lead {
        colour = Some(usize::from(side));
        at = 3;
        lead = letter(b, at)?;
    }
    let to = match lead {
        Letter::Same => {
            at = after_blanks(b, at + 3);
            None
        }
        // A square as written with no note: a full-width file, a kanji rank.
        Letter::File(file) => {
            let Some(Letter::Rank(rank)) = letter(b, at + 3) else {
                return None;
            };
            at += 6;
            Some(square(usize::from(file) - 1, usize::from(rank) - 1))
        }
        Letter::Enter => return declaration(input, at, colour),
        _ => return None,
    };
    let kind = match letter(b, at)? {
        Letter::Kind(kind) => kind,
        // 成香, and 成歩 成角 成飛 for と 馬 龍.
        Letter::Promote => match letter(b, at + 3) {
            Some(Letter::Kind(base)) if base.can_promote() => {
                at += 3;
                base.promoted()
            }
            _ => return None,
        },
        _ => return None,
    };
    at += 3;
    let mut modifiers = Vec::new();
    while let Some(Letter::Modifier(m)) = letter(b, at) {
        modifiers.push(m);
        at += 3;
    }
    let (promote, drop, suffix) = match letter(b, at) {
        // `成らず` says "not promoting": the full reading tells. `成ら`
        // alone is a promotion with kana after it, as there.
        Some(Letter::Promote) if not_promoting(&b[at + 3..]) => return None,
        Some(Letter::Promote) => (Some(true), false, 3),
        Some(Letter::Unpromoted) => (Some(false), false, 3),
        Some(Letter::Drop) => (None, true, 3),
        Some(Letter::Not) if letter(b, at + 3) == Some(Letter::Promote) => (Some(false), false, 6),
        _ => (None, false, 0),
    };
    at += suffix;
    let mut from = None;
    if b.get(at) == Some(&b'(') {
        // KIF's source square, or an error.
        let &[f @ b'1'..=b'9', r @ b'1'..=b'9', b')'] = b.get(at + 1..at + 4)? else {
            return None;
        };
        from = Some(square(usize::from(f - b'1'), usize::from(r - b'1')));
        at += 4;
    }
    // A side mark after the move ends it too; `at_word_end` says so.
    if !ends_word(input, at) {
        return None;
    }
    let text = JapaneseMove {
        colour,
        to,
        kind,
        modifiers,
        promote,
        drop,
        from,
        declare: false,
    };
    Some((text, at))
}

/// A KIF or KI2 move read and resolved where the session reads a record's
/// plies, without the wrappers of the notation table: what
/// `Unmarked(Kif).read_plain` gives, the mark looked for, the move read by
/// [`parse_plain`] and resolved, and a move that does not resolve refused
/// without wording why (the session words it on the long way).
#[inline(always)]
pub(in crate::variants::shogi) fn read_plain(pos: &Position, input: &str) -> Option<(Move, usize)> {
    if super::super::mark_token(input).is_some() {
        return None;
    }
    if let Some(read) = from_square(pos, input.as_bytes()) {
        return read;
    }
    let (text, len) = parse_plain(input)?;
    Some((resolve_plain(pos, &text)?, len))
}

/// KIF's commonest moves, a square or `同` and its blanks, a piece, and
/// then maybe `成` and the source square (`７六歩(77)`, `２二角成(88)`,
/// `同　歩(23)`) or `打` (`５五角打`), then a blank or the end, read and
/// resolved at fixed places: what [`parse_plain`] and [`resolve_plain`]
/// give for it (`Some(None)` where they refuse it), without the
/// [`JapaneseMove`] made and handed back. `None` for any other move, left
/// to them.
#[inline(always)]
fn from_square(pos: &Position, b: &[u8]) -> Option<Option<(Move, usize)>> {
    // `同` stands for the last move's square: a move to it is refused
    // where there is none, once the move is read.
    let (to, at) = match letter(b, 0)? {
        Letter::File(file) => {
            let Some(Letter::Rank(rank)) = letter(b, 3) else {
                return None;
            };
            (
                Some(square(usize::from(file) - 1, usize::from(rank) - 1)),
                6,
            )
        }
        Letter::Same => (pos.last_to, after_blanks(b, 3)),
        _ => return None,
    };
    let Some(Letter::Kind(kind)) = letter(b, at) else {
        return None;
    };
    let (promote, at) = match b.get(at + 3) {
        Some(b'(') => (false, at + 3),
        _ => match letter(b, at + 3) {
            Some(Letter::Promote) => (true, at + 6),
            Some(Letter::Drop) => return dropped(kind, to, b, at + 6),
            _ => return None,
        },
    };
    let &[b'(', f @ b'1'..=b'9', r @ b'1'..=b'9', b')'] = b.get(at..at + 4)? else {
        return None;
    };
    let end = at + 4;
    if !ends_plainly(b, end) {
        return None;
    }
    let Some(to) = to else {
        return Some(None);
    };
    let from = square(usize::from(f - b'1'), usize::from(r - b'1'));
    let board = &pos.board;
    if (board.piece_at(from)).is_some_and(|p| p.colour == board.side && p.kind != kind) {
        return Some(None);
    }
    Some(Some((Move::board(from, to, promote), end)))
}

/// [`from_square`] of a drop, `打` ending at `end`: a piece of the hand
/// (no promoted piece, no king) to `to`, as [`resolve_plain`] drops it.
#[inline(always)]
fn dropped(kind: Kind, to: Option<usize>, b: &[u8], end: usize) -> Option<Option<(Move, usize)>> {
    if !ends_plainly(b, end) {
        return None;
    }
    let droppable = !kind.is_promoted() && kind != Kind::King;
    Some(
        to.filter(|_| droppable)
            .map(|to| (Move::drop(kind, to), end)),
    )
}

/// Whether the move read ends at `end`: the text's end or a blank after it
/// ([`ends_word`] of the commonest ends).
#[inline(always)]
fn ends_plainly(b: &[u8], end: usize) -> bool {
    matches!(b.get(end), None | Some(b' ' | b'\t' | b'\n' | b'\r'))
}

/// [`super::resolve`] of a move read by [`parse_plain`], `None` where that
/// refuses it: a move from its source square (KIF's) and a drop take no
/// look at the other pieces; any other move is resolved by it.
#[inline(always)]
fn resolve_plain(pos: &Position, text: &JapaneseMove) -> Option<Move> {
    let b = &pos.board;
    if text.declare {
        return Some(Move::declare());
    }
    if text.colour.is_some_and(|c| c != b.side) {
        return None;
    }
    let to = text.to.or(pos.last_to)?;
    if let Some(from) = text.from {
        if b.piece_at(from)
            .is_some_and(|p| p.colour == b.side && p.kind != text.kind)
        {
            return None;
        }
        return Some(Move::board(from, to, text.promote == Some(true)));
    }
    if text.drop {
        let droppable = !text.kind.is_promoted() && text.kind != Kind::King;
        return droppable.then(|| Move::drop(text.kind, to));
    }
    super::resolve(pos, text).ok()
}

/// [`super::ends_after_move`] of the text after the first `at` bytes of `input`: the
/// line's end or the blank after almost every move told here, without a
/// call; any other byte asked of it.
#[inline(always)]
fn ends_word(input: &str, at: usize) -> bool {
    match input.as_bytes().get(at) {
        None => true,
        Some(b' ' | b'\t' | b'\n' | b'\r') => true,
        Some(_) => super::ends_after_move(&input[at..]),
    }
}

/// `入玉宣言`, an impasse declaration, at `at` after the side mark if any.
#[cold]
fn declaration(input: &str, at: usize, colour: Option<usize>) -> Option<(JapaneseMove, usize)> {
    let rest = input[at..].strip_prefix(DECLARATION)?;
    if !at_word_end(rest) {
        return None;
    }
    Some((JapaneseMove::declaration(colour), at + DECLARATION.len()))
}

/// Where the ASCII and ideographic spaces from `at` end.
fn after_blanks(b: &[u8], mut at: usize) -> usize {
    loop {
        match b.get(at..) {
            Some([b' ', ..]) => at += 1,
            Some([0xE3, 0x80, 0x80, ..]) => at += 3,
            _ => return at,
        }
    }
}

/// What a character of a move with nothing to note is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Letter {
    /// ▲ ☗ Sente (0), △ ☖ ▽ Gote (1).
    Side(u8),
    /// `１`-`９`, a file.
    File(u8),
    /// `一`-`九`, a rank.
    Rank(u8),
    /// `同`, the last move's square.
    Same,
    /// `入`, which starts `入玉宣言`.
    Enter,
    Kind(Kind),
    /// `成`: promotes, or starts a promoted piece's name (`成香`).
    Promote,
    /// `不`, which starts `不成`.
    Not,
    /// `生`, which does not promote.
    Unpromoted,
    /// `打`, a drop.
    Drop,
    Modifier(Modifier),
}

/// Every letter, as [`super::parse`] and the kind names read them.
const LETTERS: [(char, Letter); 53] = [
    ('▲', Letter::Side(0)),
    ('☗', Letter::Side(0)),
    ('△', Letter::Side(1)),
    ('☖', Letter::Side(1)),
    ('▽', Letter::Side(1)),
    ('１', Letter::File(1)),
    ('２', Letter::File(2)),
    ('３', Letter::File(3)),
    ('４', Letter::File(4)),
    ('５', Letter::File(5)),
    ('６', Letter::File(6)),
    ('７', Letter::File(7)),
    ('８', Letter::File(8)),
    ('９', Letter::File(9)),
    ('一', Letter::Rank(1)),
    ('二', Letter::Rank(2)),
    ('三', Letter::Rank(3)),
    ('四', Letter::Rank(4)),
    ('五', Letter::Rank(5)),
    ('六', Letter::Rank(6)),
    ('七', Letter::Rank(7)),
    ('八', Letter::Rank(8)),
    ('九', Letter::Rank(9)),
    ('同', Letter::Same),
    ('入', Letter::Enter),
    ('歩', Letter::Kind(Kind::Pawn)),
    ('香', Letter::Kind(Kind::Lance)),
    ('桂', Letter::Kind(Kind::Knight)),
    ('銀', Letter::Kind(Kind::Silver)),
    ('金', Letter::Kind(Kind::Gold)),
    ('角', Letter::Kind(Kind::Bishop)),
    ('飛', Letter::Kind(Kind::Rook)),
    ('玉', Letter::Kind(Kind::King)),
    ('王', Letter::Kind(Kind::King)),
    ('と', Letter::Kind(Kind::ProPawn)),
    ('杏', Letter::Kind(Kind::ProLance)),
    ('圭', Letter::Kind(Kind::ProKnight)),
    ('全', Letter::Kind(Kind::ProSilver)),
    ('仝', Letter::Kind(Kind::ProSilver)),
    ('馬', Letter::Kind(Kind::Horse)),
    ('龍', Letter::Kind(Kind::Dragon)),
    ('竜', Letter::Kind(Kind::Dragon)),
    ('成', Letter::Promote),
    ('不', Letter::Not),
    ('生', Letter::Unpromoted),
    ('打', Letter::Drop),
    ('右', Letter::Modifier(Modifier::Right)),
    ('左', Letter::Modifier(Modifier::Left)),
    ('直', Letter::Modifier(Modifier::Straight)),
    ('上', Letter::Modifier(Modifier::Up)),
    ('行', Letter::Modifier(Modifier::Up)),
    ('寄', Letter::Modifier(Modifier::Sideways)),
    ('引', Letter::Modifier(Modifier::Down)),
];

/// The letters by [`slot`], each with its character's code: a
/// multiplicative hash that puts no two letters in one slot (building the
/// table fails to compile if it did).
static TABLE: [Option<(u32, Letter)>; 128] = table();

const fn table() -> [Option<(u32, Letter)>; 128] {
    let mut table = [None; 128];
    let mut i = 0;
    while i < LETTERS.len() {
        let (c, letter) = LETTERS[i];
        let slot = slot(c as u32);
        assert!(table[slot].is_none(), "two letters in one slot");
        table[slot] = Some((c as u32, letter));
        i += 1;
    }
    table
}

/// A character's place in [`TABLE`].
#[inline(always)]
const fn slot(code: u32) -> usize {
    (code.wrapping_mul(0x4E4A_4A59) >> 25) as usize
}

/// The letter at `at` in `b` (a `str`'s bytes, `at` a character's start).
#[inline(always)]
fn letter(b: &[u8], at: usize) -> Option<Letter> {
    let &[lead, second, third] = b.get(at..at + 3)? else {
        return None;
    };
    // A lead byte E0-EF starts a character of three bytes (the bytes are
    // UTF-8), as every letter is.
    if lead & 0xF0 != 0xE0 {
        return None;
    }
    let code =
        (u32::from(lead & 0x0F) << 12) | (u32::from(second & 0x3F) << 6) | u32::from(third & 0x3F);
    match TABLE[slot(code)] {
        Some((c, letter)) if c == code => Some(letter),
        _ => None,
    }
}

/// Whether `rest`, after a `成`, says "not promoting" (`らず`, `らない`).
fn not_promoting(rest: &[u8]) -> bool {
    (super::NOT_PROMOTING.iter()).any(|w| rest.starts_with(w.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::{LETTERS, letter, parse_plain};

    /// What [`parse_plain`] replaces: [`parse`], kept when it notes nothing.
    fn parsed_plain(input: &str) -> Option<(super::JapaneseMove, usize)> {
        let parsed = parse(input).ok()?;
        parsed.notes.is_empty().then_some((parsed.text, parsed.len))
    }

    const MARKS: [&str; 8] = ["", "", "▲", "△", "☗", "☖", "▽", "+"];
    const SQUARES: [&str; 16] = [
        "７六",
        "１一",
        "９九",
        "同",
        "同　",
        "同 ",
        "同　 　",
        "76",
        "７6",
        "七六",
        "７７",
        "７",
        "０六",
        "入玉宣言",
        "入玉",
        "",
    ];
    const KINDS: [&str; 14] = [
        "歩", "と", "成香", "成桂", "成銀", "馬", "龍", "竜", "王", "仝", "成金", "成", "x", "",
    ];
    const MODIFIERS: [&str; 7] = ["", "", "右", "左上", "直", "行", "寄引"];
    const SUFFIXES: [&str; 7] = ["", "", "成", "不成", "生", "打", "不"];
    const SOURCES: [&str; 8] = ["", "", "(77)", "(19)", "(07)", "(7", "(7a)", "（77）"];
    const TAILS: [&str; 18] = [
        "",
        "",
        " ",
        "\n",
        "   ( 0:01/00:00:01)",
        "△３四歩",
        "、",
        "。",
        ".",
        "!",
        "?x",
        "ab",
        "あ",
        "　",
        "らず",
        "らない△３四歩",
        "笑",
        "突き捨て",
    ];

    /// Indices of the parts of a move: mark, square, kind, modifiers,
    /// suffix, source and what follows.
    type Parts = (usize, usize, usize, usize, usize, usize, usize);

    fn parts() -> impl proptest::strategy::Strategy<Value = Parts> {
        (
            0..MARKS.len(),
            0..SQUARES.len(),
            0..KINDS.len(),
            0..MODIFIERS.len(),
            0..SUFFIXES.len(),
            0..SOURCES.len(),
            0..TAILS.len(),
        )
    }

    /// The move of `parts`, with `from` before what follows.
    fn move_text(parts: Parts, from: &str) -> String {
        let (mark, to, kind, modifiers, suffix, source, tail) = parts;
        [
            MARKS[mark],
            SQUARES[to],
            KINDS[kind],
            MODIFIERS[modifiers],
            SUFFIXES[suffix],
            SOURCES[source],
            from,
            TAILS[tail],
        ]
        .concat()
    }

    /// What [`read_plain`] read before [`from_square`] read KIF's
    /// commonest moves at fixed places: [`parse_plain`] and
    /// [`resolve_plain`](super::resolve_plain).
    fn read_by_parts(
        pos: &crate::variants::shogi::Position,
        input: &str,
    ) -> Option<(crate::variants::shogi::board::Move, usize)> {
        if crate::variants::shogi::notation::mark_token(input).is_some() {
            return None;
        }
        let (text, len) = parse_plain(input)?;
        Some((super::resolve_plain(pos, &text)?, len))
    }

    const FILES: [&str; 10] = ["１", "２", "３", "４", "５", "６", "７", "８", "９", "0"];
    const RANKS: [&str; 10] = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

    /// Every source square, every piece of [`KINDS`], with and without
    /// `成`, to squares of each file, before the line's end, a time
    /// column or nothing: read at fixed places as by parts, in the five
    /// positions below (the source square holding a piece of the side to
    /// move, of the kind named or not, one of the other side's, or none).
    #[test]
    fn moves_from_a_square_read_as_by_parts() {
        let positions = positions();
        for (to_file, from_file, from_rank) in moves_and_sources() {
            for kind in KINDS {
                for suffix in ["", "成", "不成", "打"] {
                    for tail in ["", "\n", "   ( 0:01/00:00:01)", "!"] {
                        let to = [FILES[to_file], RANKS[(to_file * 4) % 9]].concat();
                        let input = format!("{to}{kind}{suffix}({from_file}{from_rank}){tail}");
                        for pos in &positions {
                            assert_eq!(
                                super::read_plain(pos, &input),
                                read_by_parts(pos, &input),
                                "{input:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// Moves to `同` (with each blank after it) and to a square, drops and
    /// near misses (a promoted piece, `成`, `不成`, a modifier, a source cut
    /// short), before what may follow them: read at fixed places as by
    /// parts, in the five positions below (the first with no last move,
    /// two with a bishop in hand).
    #[test]
    fn same_square_moves_and_drops_read_as_by_parts() {
        let positions = positions();
        let to = [
            "７六",
            "２二",
            "同",
            "同　",
            "同 ",
            "同　 　",
            "同　　",
            "七六",
            "同x",
        ];
        let suffixes = ["", "成", "打", "成打", "不成", "生", "右", "打打"];
        let sources = ["", "(77)", "(88)", "(31)", "(7", "(07)"];
        let tails = ["", "\n", "\r\n", " ", "   ( 0:01/00:00:01)", "!", "あ"];
        for to in to {
            for kind in KINDS {
                for suffix in suffixes {
                    for source in sources {
                        for tail in tails {
                            let input = format!("{to}{kind}{suffix}{source}{tail}");
                            for pos in &positions {
                                assert_eq!(
                                    super::read_plain(pos, &input),
                                    read_by_parts(pos, &input),
                                    "{input:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// The files of a destination and the source squares, files and ranks
    /// 0-9 (0 is no square).
    fn moves_and_sources() -> impl Iterator<Item = (usize, u8, u8)> {
        (0..9).flat_map(|to| (0..10).flat_map(move |f| (0..10).map(move |r| (to, f, r))))
    }

    proptest::proptest! {
        /// KIF's moves from a square and near misses (no square, `十`, a
        /// modifier, `生`, a source cut short) before what may follow them,
        /// read at fixed places as by parts.
        #[test]
        fn moves_near_a_square_read_as_by_parts(
            file in 0usize..10,
            rank in 0usize..10,
            kind in 0..KINDS.len(),
            suffix in proptest::sample::select(vec!["", "", "", "成", "成", "不成", "打", "右", "生"]),
            source in (0u8..10, 0u8..10, 0..5),
            tail in 0..TAILS.len(),
        ) {
            let (f, r, cut) = source;
            let source = match cut {
                0 => String::new(),
                1 => format!("({f}"),
                _ => format!("({f}{r})"),
            };
            let input = [FILES[file], RANKS[rank], KINDS[kind], suffix, &source, TAILS[tail]].concat();
            for pos in positions() {
                proptest::prop_assert_eq!(
                    super::read_plain(&pos, &input),
                    read_by_parts(&pos, &input),
                    "{:?}", input
                );
            }
        }
    }

    /// `成ら` that goes on with no `ず` or `ない` is a promotion in both
    /// readings (a case the property below found).
    #[test]
    fn a_promotion_with_ra_after_it_reads_alike() {
        for text in [
            "７六歩右成ら",
            "７六歩成らず",
            "７六歩成らない",
            "７六歩成り",
        ] {
            assert_eq!(parse_plain(text), parsed_plain(text), "{text}");
        }
    }

    proptest::proptest! {
        /// The bytes' reading reads what the characters' reading reads
        /// with no note, and nothing else, on moves made of the parts of
        /// KIF and KI2 moves, well written or not.
        #[test]
        fn parse_plain_reads_as_parse(parts in parts(), cut in 0usize..40) {
            let input = move_text(parts, "");
            // The move cut short, at a character's end.
            let cut = (0..=cut.min(input.len())).rev().find(|&i| input.is_char_boundary(i));
            for text in [input.as_str(), &input[..cut.unwrap_or(0)]] {
                proptest::prop_assert_eq!(parse_plain(text), parsed_plain(text), "{:?}", text);
            }
        }
    }

    /// Positions to read moves in: the start, one with Gote to move, a
    /// bishop in each hand and a last move to 2二, and one more ply on.
    fn positions() -> Vec<crate::variants::shogi::Position> {
        use crate::game::{Configure, Rules};
        use crate::variants::shogi::Shogi;
        let config = Shogi::configure(&crate::game::RuleSpec::default()).unwrap();
        let mut pos = Shogi::start(&config);
        let mut all = vec![pos.clone()];
        for text in ["+7776FU", "-3334FU", "+8822UM", "-3122GI"] {
            let mv = crate::variants::shogi::notation::ALL[1]
                .read_plain(&pos, text)
                .unwrap()
                .0;
            Shogi::play(&mut pos, &mv);
            all.push(pos.clone());
        }
        all
    }

    proptest::proptest! {
        /// The move read in place is the one the notation's table reads,
        /// for KIF and KI2: moves from their squares, drops, promotions,
        /// 同, pieces not on their square, the wrong side, and other text.
        #[test]
        fn read_in_place_agrees_with_the_table(
            parts in parts(),
            from in "|\\([1-9][1-9]\\)",
        ) {
            use crate::variants::shogi::{Shogi, notation::ALL};
            let input = move_text(parts, &from);
            for pos in positions() {
                for notation in [2, 3] {
                    let table = ALL[notation].read_plain(&pos, &input);
                    let in_place =
                        <Shogi as crate::session::Game>::read_plain(notation, &pos, &input);
                    proptest::prop_assert_eq!(
                        format!("{in_place:?}"), format!("{table:?}"), "{:?}", input
                    );
                }
            }
        }
    }

    /// The table tells each letter, and no other character, for every
    /// character of three bytes.
    #[test]
    fn letter_reads_every_letter_and_nothing_else() {
        for c in (0x800..=0xFFFF).filter_map(char::from_u32) {
            let text = format!("{c}");
            let listed = LETTERS.iter().find(|(l, _)| *l == c).map(|(_, l)| *l);
            assert_eq!(letter(text.as_bytes(), 0), listed, "{c:?}");
        }
        assert_eq!(letter(b"ab", 0), None);
        assert_eq!(letter("é".as_bytes(), 0), None);
    }

    /// Every move of a record reads here, and only with nothing to note.
    #[test]
    fn parse_plain_takes_the_common_moves() {
        for input in [
            "７六歩(77)",
            "同　歩(23)",
            "▲５五角打",
            "△７七角成",
            "８八角不成(22)",
            "▲５八金右",
        ] {
            assert!(parse_plain(input).is_some(), "{input}");
        }
        for input in ["76歩(77)", "７6歩", "同", "７六歩(7", "７六"] {
            assert!(parse_plain(input).is_none(), "{input}");
        }
    }
}
