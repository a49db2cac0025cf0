//! KIF and KI2, the Japanese shogi record files: `key：value` header lines,
//! numbered move lines (`   1 ７六歩(77)   ( 0:00/00:00:00)`) or KI2 lines
//! of marked moves (`▲７六歩    △３四歩`), `*` comments, special moves
//! (投了, 千日手, 詰み, ...) and `変化：` branches. A record with no
//! `Variant` header is a shogi record.

mod bod;
mod branches;
mod endings;
#[cfg(test)]
mod game_end_tests;
mod lines;
mod plain;
mod read;
#[cfg(test)]
mod tests;
mod write;

pub use bod::{first_mover, sfen_to_bod};
pub use write::write;
pub(crate) use write::written;

use crate::record::GameRecord;
use crate::variants::shogi::formats::runs::Runs;
use lines::{GameStarts, header, move_line};
use read::read_game;

/// Header names shared by the shogi containers: (tag, KIF key, CSA key).
pub const TAG_NAMES: [(&str, &str, &str); 8] = [
    ("Sente", "先手", "N+"),
    ("Gote", "後手", "N-"),
    ("Event", "棋戦", "$EVENT"),
    ("Site", "場所", "$SITE"),
    ("Date", "開始日時", "$START_TIME"),
    ("EndDate", "終了日時", "$END_TIME"),
    ("TimeControl", "持ち時間", "$TIME_LIMIT"),
    ("Opening", "戦型", "$OPENING"),
];

/// Handicaps (手合割) as Kifu for Windows names them, and their start
/// positions; the handicap giver (上手) is Gote and moves first. The pieces
/// removed follow MyShogi's `Sfens.cs` (yaneurao; every handicap but the
/// seven-piece ones) and the JKF preset tables of two independent public
/// converters (all of them, 左七枚落ち and 右七枚落ち included); tsshogi
/// (ShogiHome) agrees on the ten it knows. 三枚落ち adds the 1一 lance to
/// 二枚落ち, 五枚落ち the 8一 knight to 四枚落ち (左五枚落ち the 2一 knight),
/// 左七枚落ち the giver's left silver (3一) to 六枚落ち, 右七枚落ち its right
/// silver (7一).
/// `その他` (other) takes its position from the board diagram.
pub const HANDICAPS: [(&str, &str); 16] = [
    (
        "平手",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    ),
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左七枚落ち",
        "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右七枚落ち",
        "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// The marks that start a KI2 move (▽ is an older Gote mark).
const KI2_MARKS: [char; 5] = ['▲', '△', '☗', '☖', '▽'];

/// Whether `text` looks like a KIF or KI2 file.
pub fn looks_like_kif(text: &str) -> bool {
    // Forum posts of other games share words with KIF (`手数=08`, `先手:`), so
    // only what is KIF's own counts: its marker, the move-list header, the
    // handicap field, the hands of a board diagram (a game from a set
    // position may have no move at all), or a shogi move (a full-width file
    // digit or 同, then a shogi piece). A shogi move is also what a post
    // quotes: with a line of prose beside it (`週末の二局です。`, `▽は後手です。`)
    // the text is a post, which the post reader reads (docs/FORUM-POSTS.md).
    let own_key = |k: &str| {
        matches!(
            k,
            "手合割" | "先手の持駒" | "後手の持駒" | "下手の持駒" | "上手の持駒"
        )
    };
    let lines = || text.lines().take(60).map(str::trim);
    let own = lines().any(|l| {
        l.starts_with("#KIF")
            || l.starts_with("手数-")
            || header(l).is_some_and(|(k, _)| own_key(k))
            // The file numbers above a board diagram (a set-up position).
            || l == "９ ８ ７ ６ ５ ４ ３ ２ １"
    });
    let moves = || {
        lines().any(|l| {
            l.strip_prefix(['▲', '△', '☗', '☖'])
                .is_some_and(is_shogi_move)
                || move_line(l).is_some_and(|(_, m)| is_shogi_move(m))
        })
    };
    own || (moves() && !lines().any(is_prose))
}

/// Whether `m` starts with a shogi move as KIF and KI2 write it: a square
/// (`７六`, or `同`) and then a shogi piece. Another game written in the
/// same letters (Macedonian shogi's `４五重`, `譲位７六歩`) has none.
fn is_shogi_move(m: &str) -> bool {
    let mut chars = m.chars();
    let piece = match chars.next() {
        Some('同') => chars.find(|c| !matches!(c, '　' | ' ')),
        Some('１'..='９') => match chars.next() {
            Some(rank) if "一二三四五六七八九".contains(rank) => chars.next(),
            _ => None,
        },
        _ => None,
    };
    piece.is_some_and(|p| "歩香桂銀金角飛玉王と成馬龍竜全圭杏".contains(p))
}

/// Whether `m` starts with a Shogi no Otomo card's mark, the card's letter
/// and a colon (`香:１三香成`, `治:８七`), as a KI2 file of that game writes it.
fn is_card_move(m: &str) -> bool {
    let mut chars = m.chars();
    chars.next().is_some_and(|c| !c.is_ascii())
        && chars.next().is_some_and(|c| matches!(c, ':' | '：'))
}

/// Whether a trimmed line is none that a KIF or KI2 file holds: no header,
/// move, comment, board line or summary, as the reader tells them
/// (`read::GameReader::line`). A side mark marks a move only before a shogi
/// move or a card's (`▽は後手です。` and `▲譲位４五重` mark none).
fn is_prose(line: &str) -> bool {
    let marked = line
        .strip_prefix(KI2_MARKS)
        .is_some_and(|rest| is_shogi_move(rest) || is_card_move(rest));
    let kif_own = line.is_empty()
        || marked
        || move_line(line).is_some()
        || lines::diagram_move_number(line).is_some()
        || line.starts_with(['#', '*', '&', '|', '+'])
        || ["手数", "変化", "まで", "９ ８", "９　８"]
            .iter()
            .any(|w| line.starts_with(w))
        || ["先手番", "後手番", "下手番", "上手番"].contains(&line)
        || header(line).is_some();
    !kif_own
}

/// Reads a KIF or KI2 file (one game; 変化 branches become variations).
pub fn read(text: &str) -> Vec<GameRecord> {
    read_chunk(text, 0, usize::MAX).0
}

/// Reads `games` games of a KIF or KI2 text from `at` (where a game
/// starts), or the rest of it if fewer are left, and where they end: where
/// the game after them starts. The games are the ones [`read`] finds there
/// in the whole text, their spans offsets in `text`, so the game starts are
/// found once and nothing is shifted after.
pub fn read_chunk(text: &str, at: usize, games: usize) -> (Vec<GameRecord>, usize) {
    read_chunk_as(text, at, games, Runs::Joined)
}

/// The one game of a KIF or KI2 text that lies in `text[game]`, where
/// [`game_end`] found it.
pub fn read_one(text: &str, game: std::ops::Range<usize>) -> GameRecord {
    read_game(text, game, Runs::Joined)
}

/// [`read_chunk`] with the main line's KI2 moves made into runs as `runs`
/// says.
fn read_chunk_as(text: &str, at: usize, games: usize, runs: Runs) -> (Vec<GameRecord>, usize) {
    let mut read = Vec::new();
    let mut at = at;
    loop {
        let end = game_end(text, at);
        read.push(read_game(text, at..end, runs));
        at = end;
        if at >= text.len() || read.len() >= games {
            return (read, at);
        }
    }
}

/// Where the game of a KIF or KI2 text that starts at `from` ends: where
/// the next one starts, found without reading the game, so that it can be
/// read on another thread ([`read_one`]). The one finder of game starts:
/// [`read_chunk`] asks it too. Every line is looked at, as the lines before
/// a game's start decide whether it starts one; a numbered move after
/// moves, most of a game's lines, is let go by its first bytes
/// (`GameStarts::passes`), its end found from the eighth, and every
/// other line takes the whole test.
pub fn game_end(text: &str, from: usize) -> usize {
    let bytes = text.as_bytes();
    let mut starts = GameStarts::default();
    let mut line = from;
    while line < bytes.len() {
        line = match starts.passes(&bytes[line..]) {
            true => line_end(bytes, line + 7),
            false => {
                let next = line_end(bytes, line);
                if starts.starts_game(&text[line..next]) {
                    return line;
                }
                next
            }
        };
    }
    bytes.len()
}

/// Where the line of `bytes` that holds `at` ends: after the first line
/// feed from `at` on, or at the end of `bytes`. [`FEED_LOOK`] bytes are
/// looked at a time ([`first_feed`]): the rest of a KIF move line after
/// the bytes [`GameStarts::passes`] looked at (31 bytes of `(77)   (
/// 0:12/00:00:12)` and its line feed) is one look, where it was two of
/// sixteen bytes, each two words tested.
#[inline]
fn line_end(bytes: &[u8], at: usize) -> usize {
    let mut i = at;
    while let Some(block) = bytes.get(i..).and_then(<[u8]>::first_chunk::<FEED_LOOK>) {
        if let Some(within) = first_feed(block) {
            return i + within + 1;
        }
        i += FEED_LOOK;
    }
    match bytes
        .get(i..)
        .and_then(|rest| rest.iter().position(|&b| b == b'\n'))
    {
        Some(j) => i + j + 1,
        None => bytes.len(),
    }
}

/// Bytes [`line_end`] looks at a time.
const FEED_LOOK: usize = 32;

/// Where the first line feed of `block` is: each half compared with line
/// feeds at once and its bytes' top bits taken into a mask (SSE2's
/// `pcmpeqb` and `pmovmskb`, in every x86-64 processor), whose first bit
/// set is the first line feed.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn first_feed(block: &[u8; FEED_LOOK]) -> Option<usize> {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
    };
    let halves = block.as_ptr().cast::<__m128i>();
    // SAFETY: the two loads read the 32 bytes of `block`, 16 each, which an
    // unaligned load may read wherever they are; SSE2, which every
    // instruction here needs, is enabled for the target (the `cfg` above).
    let (first, second) = unsafe {
        let feeds = _mm_set1_epi8(b'\n' as i8);
        (
            _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(halves), feeds)),
            _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(halves.add(1)), feeds)),
        )
    };
    // Each mask is 16 bits, one a byte.
    let feeds = (first as u32) | (second as u32) << 16;
    (feeds != 0).then_some(feeds.trailing_zeros() as usize)
}

/// [`first_feed`] where there is no SSE2.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn first_feed(block: &[u8; FEED_LOOK]) -> Option<usize> {
    first_feed_by_words(block)
}

/// Where the first line feed of `block` is, told a word of eight bytes at
/// a time without a branch a byte.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), cfg(test))]
#[inline(always)]
fn first_feed_by_words(block: &[u8; FEED_LOOK]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const FEEDS: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    block.chunks_exact(8).enumerate().find_map(|(k, word)| {
        // The high bit of each byte of `word` that is a line feed, and maybe
        // of bytes after one (a borrow from a zero byte runs on up the word,
        // never down): the lowest bit set is the first line feed's.
        let x = u64::from_le_bytes(word.try_into().unwrap_or([0; 8])) ^ FEEDS;
        let feeds = x.wrapping_sub(ONES) & !x & HIGH;
        (feeds != 0).then(|| 8 * k + (feeds.trailing_zeros() / 8) as usize)
    })
}
