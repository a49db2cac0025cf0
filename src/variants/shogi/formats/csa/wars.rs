//! The result names Shogi Wars gives a game (`GOTE_WIN_TORYO`,
//! `SENTE_WIN_CHECKMATE`, `DRAW_SENNICHI`), which crawlers of its games
//! write as the last line of a CSA record, bare or after `%`.

use crate::record::Ending;

/// Each name's end past its `SENTE_WIN_` or `GOTE_WIN_`, and how the game
/// ended. A disconnection loses on time, as the site counts it. A try (the
/// king reaching the square the other king started on) is a declared win,
/// as a CSA server takes it: `%KACHI` claims both.
const WINS: [(&str, Ending); 7] = [
    ("TORYO", Ending::Resignation),
    ("CHECKMATE", Ending::Mate),
    ("TIMEOUT", Ending::TimeUp),
    ("DISCONNECT", Ending::TimeUp),
    ("ENTERINGKING", Ending::ImpasseDeclaration),
    ("OUTE_SENNICHI", Ending::PerpetualCheck),
    ("TRY", Ending::ImpasseDeclaration),
];

/// The draws, after `DRAW_`.
const DRAWS: [(&str, Ending); 4] = [
    ("SENNICHI", Ending::Sennichite),
    ("IMPASSE", Ending::Jishogi),
    ("PLY_LIMIT", Ending::MoveLimit),
    ("INVALID", Ending::Draw),
];

/// The result token and ending of a Shogi Wars result name (`%` before it
/// or not), `None` for any other word.
pub(super) fn result_name(word: &str) -> Option<(String, Ending)> {
    let name = word.strip_prefix('%').unwrap_or(word);
    // Every name starts `DRAW_`, `SENTE_` or `GOTE_`: any other word (a
    // `P` line of every game) is let go before the search for `_WIN_`.
    if !matches!(name.as_bytes().first(), Some(b'D' | b'S' | b'G')) {
        return None;
    }
    let find = |table: &[(&str, Ending)], rest: &str| {
        table.iter().find(|(w, _)| *w == rest).map(|(_, e)| *e)
    };
    if let Some(rest) = name.strip_prefix("DRAW_") {
        return find(&DRAWS, rest).map(|e| ("1/2-1/2".to_string(), e));
    }
    let (token, rest) = match name.split_once("_WIN_")? {
        ("SENTE", rest) => ("1-0", rest),
        ("GOTE", rest) => ("0-1", rest),
        _ => return None,
    };
    find(&WINS, rest).map(|e| (token.to_string(), e))
}
