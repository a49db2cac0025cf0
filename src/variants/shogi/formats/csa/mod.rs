//! CSA V2.2 shogi records: `V2.2`, `N+`/`N-` names, `$KEY:value`
//! information, a position (`PI`, `P1`..`P9`, `P+`/`P-`, then `+` or `-`),
//! moves `+7776FU` (several on a line with `,`), `T` times, `'` comments,
//! `%` endings, `/` between games.

mod read;
mod setup;
#[cfg(test)]
pub(super) mod tests;
mod time_limit;
mod wars;
mod write;

pub use time_limit::time_limit;
pub(crate) use write::{ending_lost, ending_statement};
pub use write::{write, written};

use crate::record::{Ending, GameRecord};
use crate::variants::shogi::formats::runs::Runs;
use crate::variants::shogi::notation;
use read::{read_game, side_token};

/// Whether `text` looks like a CSA record: its version line or a
/// position of its own, or else names or moves (`N+`, `+7776FU`) with no
/// line that a CSA file does not hold. A post that writes CSA moves in
/// prose (`今日の一局です。` then `+7776FU -3334FU`), or western moves one
/// a line (`N-3g` is a knight's move there, not a CSA name), is read as a
/// post (docs/FORUM-POSTS.md).
pub fn looks_like_csa(text: &str) -> bool {
    let piece_squares = |s: &str| {
        s.len() % 4 == 0
            && s.bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    };
    let lines = || {
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .take(40)
    };
    let own = lines().any(|l| {
        matches!(l, "V2" | "V2.1" | "V2.2" | "V3.0")
            || (l.starts_with("PI") && piece_squares(&l[2..]))
            || (l.starts_with("P1") && l.len() >= 20)
    });
    let marks = || {
        lines().any(|l| {
            l.starts_with("N+")
                || l.starts_with("N-")
                // A move: a sign, two squares, a piece code (`+7776FU`).
                || (l.starts_with(['+', '-'])
                    && l.len() >= 7
                    && l.as_bytes()[1..5].iter().all(u8::is_ascii_digit)
                    && l.get(5..7).is_some_and(|c| notation::csa::kind_of_code(c).is_some()))
        })
    };
    // The first characters of every line a CSA file holds.
    let csa_line = |l: &str| l.starts_with(['V', 'N', '$', 'P', '+', '-', 'T', '\'', '%', '/']);
    own || (marks() && lines().all(csa_line))
}

/// Endings: (word, winner is the side to move? — `None` for no winner,
/// how the game ended). `%MATTA` (a move taken back) and `%ERROR` leave the
/// game without a result; `%MAX_MOVES` (CSA V3, the move limit) is a draw.
const ENDINGS: [(&str, Option<bool>, Ending); 13] = [
    ("%TORYO", Some(false), Ending::Resignation),
    ("%MAX_MOVES", None, Ending::MoveLimit),
    ("%MATTA", None, Ending::TakeBack),
    ("%ERROR", None, Ending::Error),
    ("%TSUMI", Some(false), Ending::Mate),
    ("%TIME_UP", Some(false), Ending::TimeUp),
    ("%ILLEGAL_MOVE", Some(false), Ending::IllegalMove),
    ("%KACHI", Some(true), Ending::ImpasseDeclaration),
    ("%SENNICHITE", None, Ending::Sennichite),
    ("%JISHOGI", None, Ending::Jishogi),
    ("%HIKIWAKE", None, Ending::Draw),
    ("%CHUDAN", None, Ending::Interrupted),
    ("%FUZUMI", None, Ending::NoMate),
];
/// Reads every game of a CSA file.
pub fn read(text: &str) -> Vec<GameRecord> {
    read_as(text, Runs::Joined)
}

fn read_as(text: &str, runs: Runs) -> Vec<GameRecord> {
    // Room for one: an archive is read a game at a time, and a list grown
    // from empty made room for four records, through the growth's own path.
    let mut games = Vec::with_capacity(1);
    let mut start = 0;
    for line in separator_lines(text) {
        games.push(read_game(text, start, line.start, runs));
        start = line.end;
    }
    if start < text.len() && !text[start..].trim().is_empty() || games.is_empty() {
        games.push(read_game(text, start, text.len(), runs));
    }
    games
}

/// The length of `line` as the one part the reader's `GameReader::line`
/// reads from it when it is one and only blanks are trimmed off its end:
/// no comma, an ASCII mark first (not a blank, and neither the `'` of a
/// comment nor the `$` of an information line, which keeps its commas)
/// and last but for trailing blanks. Such a line, `PI`, `N+name`,
/// `%TORYO`, a `P` row, is its own part; `None` for any other, read by the
/// general way.
#[inline]
fn one_part(line: &[u8]) -> Option<usize> {
    let &first = line.first()?;
    let len = line.iter().rposition(|&b| b != b' ' && b != b'\t')? + 1;
    let plain = first.is_ascii_graphic()
        && !matches!(first, b'\'' | b'$')
        && line[len - 1].is_ascii_graphic()
        && memchr::memchr(b',', line).is_none();
    plain.then_some(len)
}

/// The `/` lines between the games of a CSA text, newline included, in
/// order. Found by searching for `/` rather than line by line: it is rare
/// in a record, and this scan runs over whole archives (by `memchr`, some
/// times quicker than `str::find` over the few hundred bytes of a game).
pub fn separator_lines(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some(slash) = memchr::memchr(b'/', &bytes[from..]).map(|i| from + i) {
            let start = memchr::memrchr(b'\n', &bytes[..slash]).map_or(0, |i| i + 1);
            let end = memchr::memchr(b'\n', &bytes[slash..]).map_or(text.len(), |i| slash + i + 1);
            from = end;
            if text[start..end].trim() == "/" {
                return Some(start..end);
            }
        }
        from = text.len();
        None
    })
}

/// The result token of a `%` ending statement when `mover` (0 Sente) is
/// to move, and how the game ended.
pub(crate) fn ending_token(word: &str, mover: usize) -> Option<(String, Ending)> {
    Some(match ENDINGS.iter().find(|(w, ..)| *w == word) {
        Some((_, Some(true), ending)) => (side_token(mover), *ending),
        Some((_, Some(false), ending)) => (side_token(mover ^ 1), *ending),
        Some((w, None, ending)) if matches!(*w, "%CHUDAN" | "%FUZUMI" | "%MATTA" | "%ERROR") => {
            ("*".into(), *ending)
        }
        Some((_, None, ending)) => ("1/2-1/2".into(), *ending),
        None if word == "%+ILLEGAL_ACTION" => (side_token(1), Ending::IllegalMove),
        None if word == "%-ILLEGAL_ACTION" => (side_token(0), Ending::IllegalMove),
        None => return None,
    })
}
