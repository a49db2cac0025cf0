//! KIF's ending words (`投了`, `千日手`, ...), the KI2 summary line, and
//! comments that claim a foul.

use crate::record::Ending;

/// Special moves that end a KIF game, who wins — `Some(true)` the side
/// whose turn it was, `Some(false)` the other side, `None` no winner — and
/// how the game ended.
/// `Time-up` is 81Dojo's word for 切れ負け (mog-core-scala's `TimeUp`);
/// 反則手 follows an illegal move in mog-core-scala's KIF.
pub(super) const ENDINGS: [(&str, Option<bool>, Ending); 18] = [
    ("投了", Some(false), Ending::Resignation),
    ("詰み", Some(false), Ending::Mate),
    ("切れ負け", Some(false), Ending::TimeUp),
    ("時間切れ", Some(false), Ending::TimeUp),
    ("Time-up", Some(false), Ending::TimeUp),
    ("反則負け", Some(false), Ending::IllegalMove),
    ("反則勝ち", Some(true), Ending::IllegalMove),
    ("反則手", Some(true), Ending::IllegalMove),
    ("入玉宣言勝ち", Some(true), Ending::ImpasseDeclaration),
    ("入玉勝ち", Some(true), Ending::ImpasseDeclaration),
    ("宣言勝ち", Some(true), Ending::ImpasseDeclaration),
    ("不戦勝", Some(true), Ending::Forfeit),
    ("不戦敗", Some(false), Ending::Forfeit),
    ("千日手", None, Ending::Sennichite),
    ("持将棋", None, Ending::Jishogi),
    ("中断", None, Ending::Interrupted),
    ("不詰", None, Ending::NoMate),
    ("封じ手", None, Ending::SealedMove),
];

/// The result token of an ending word at `ply` (counted from 1) when
/// `first` (0 Sente, 1 Gote) moved first, and how the game ended.
pub(super) fn ending_token(word: &str, ply: usize, first: usize) -> Option<(String, Ending)> {
    // No ending starts as a move does: rule moves out before any string
    // comparison, as this runs once a move.
    if word.starts_with(|c| matches!(c, '１'..='９' | '同')) {
        return None;
    }
    let (_, winner_is_mover, ending) = ENDINGS.iter().find(|(w, ..)| *w == word)?;
    let mover = (first + ply + 1) % 2;
    let token = match winner_is_mover {
        Some(true) => side_token(mover),
        Some(false) => side_token(mover ^ 1),
        None if matches!(word, "中断" | "不詰" | "封じ手") => "*".into(),
        None => "1/2-1/2".into(),
    };
    Some((token, *ending))
}

/// How the game ended, as a KI2 summary line (`まで64手で千日手`) says it:
/// it names draws and fouls, and of a win only the winner. A mate
/// problem's ends `まで9手詰` (or `詰め`), a mate as `詰み` is.
pub(super) fn summary_ending(summary: &str) -> Option<Ending> {
    [
        ("千日手", Ending::Sennichite),
        ("持将棋", Ending::Jishogi),
        ("反則", Ending::IllegalMove),
        ("中断", Ending::Interrupted),
        ("封じ手", Ending::SealedMove),
        ("不詰", Ending::NoMate),
        ("詰み", Ending::Mate),
        ("手詰", Ending::Mate),
        ("時間切れ", Ending::TimeUp),
        ("切れ負け", Ending::TimeUp),
    ]
    .into_iter()
    .find(|(word, _)| summary.contains(word))
    .map(|(_, ending)| ending)
}

/// The move count a summary line gives: `64` of `まで64手で先手の勝ち`
/// (`rest` after `まで`), in ASCII or full-width digits.
pub(super) fn summary_plies(rest: &str) -> Option<u32> {
    let (count, len, _) = crate::record::numbering::digits(rest)?;
    rest[len..].starts_with('手').then_some(count)
}

/// Whether a summary line's count `said` is one of the numbers the moves
/// of its line may be counted to (`counts`): the number of the last move,
/// or, after an ending line (`ended`), that line's own number, which some
/// programs count (mog-core-scala, ShogiGUI: `122 投了` then `まで122手`).
pub(super) fn summary_agrees(said: u32, counts: [u32; 2], ended: bool) -> bool {
    counts
        .iter()
        .any(|&n| said == n || (ended && said == n + 1))
}

pub(super) fn side_token(winner: usize) -> String {
    if winner == 0 {
        "1-0".into()
    } else {
        "0-1".into()
    }
}

/// Whether a comment says the game ended by the last move's foul, as
/// 81Dojo and Kifu for Windows write it: `反則手にて終局`, `反則手`, or a
/// named foul such as `王手放置の反則` or `二歩の反則`.
pub(super) fn names_a_foul(comment: &str) -> bool {
    comment.starts_with("反則手") || (comment.ends_with("の反則") && comment.chars().count() <= 12)
}
