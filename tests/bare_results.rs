//! A result the record gives without saying how the game ended (`1-0`
//! alone in western notation), written in formats that say a result only
//! by an ending word. The word written must not claim an ending the record
//! never gave, unless the format has no other and the conversion says so.

use hensou::{Options, Source};

const SHOGI: &str = "[Variant \"shogi\"]\n\n";

/// `text` converted to `to`: the text written and the messages of what
/// the conversion could not carry.
fn convert(text: &str, to: &str) -> (String, Vec<String>) {
    let source = Source::from_text("record.pgn", text);
    let record = source.games().next().expect("a game");
    let conversion = record.convert(to, &Options::new().game("shogi"));
    let written = conversion.text().expect("converted").to_string();
    let losses = conversion.losses().iter().map(|d| d.message().to_string());
    (written, losses.collect())
}

/// The one game of `text` (named `name`) read back: valid, its result,
/// and the reason of its written outcome.
fn read_back(name: &str, text: &str) -> (bool, Option<String>, Option<String>) {
    let reports = Source::from_text(name, text).validate(&Options::new());
    assert_eq!(reports.len(), 1, "{text}");
    let report = &reports[0];
    let reason = report.written_outcome().map(|o| o.reason.to_string());
    (
        report.is_valid(),
        report.result().map(str::to_string),
        reason,
    )
}

#[test]
fn a_win_of_the_side_to_move_is_said_by_the_kif_summary_alone() {
    // Sente to move at ply 0 and after two plies; Gote after one.
    for (moves, result, summary) in [
        ("1-0", "1-0", "まで0手で先手の勝ち"),
        ("1. P-7f P-3d 1-0", "1-0", "まで2手で先手の勝ち"),
        ("1. P-7f 0-1", "0-1", "まで1手で後手の勝ち"),
    ] {
        let text = format!("{SHOGI}{moves}\n");
        let (kif, losses) = convert(&text, "kif");
        // 反則勝ち would say Gote's last move was a foul.
        assert!(!kif.contains("反則"), "{kif}");
        assert!(kif.ends_with(&format!("{summary}\n")), "{kif}");
        assert!(losses.is_empty(), "{losses:?}");
        // Read back as the record reads: the result, no ending.
        let record = read_back("record.pgn", &text);
        assert_eq!(record.1.as_deref(), Some(result));
        assert_eq!(read_back("g.kif", &kif), record, "{kif}");
    }
}

#[test]
fn a_win_of_the_side_that_moved_last_is_still_a_resignation() {
    // Every shogi program reads a bare win so: no word is added.
    let (kif, losses) = convert(&format!("{SHOGI}1. P-7f 1-0\n"), "kif");
    assert!(kif.contains("   2 投了\n"), "{kif}");
    assert!(kif.ends_with("まで1手で先手の勝ち\n"), "{kif}");
    assert!(losses.is_empty(), "{losses:?}");
    let (csa, losses) = convert(&format!("{SHOGI}1. P-7f 1-0\n"), "csa");
    assert!(csa.ends_with("+7776FU\n%TORYO\n"), "{csa}");
    assert!(losses.is_empty(), "{losses:?}");
}

#[test]
fn csa_and_jkf_say_when_their_only_word_claims_a_foul() {
    let text = format!("{SHOGI}1. P-7f P-3d 1-0\n");
    let (csa, losses) = convert(&text, "csa");
    assert!(csa.ends_with("%-ILLEGAL_ACTION\n"), "{csa}");
    assert_eq!(losses.len(), 1, "{losses:?}");
    assert!(losses[0].contains("result 1-0"), "{losses:?}");
    assert!(losses[0].contains("`%-ILLEGAL_ACTION`"), "{losses:?}");
    let (jkf, losses) = convert(&text, "jkf");
    assert!(jkf.contains("\"special\": \"-ILLEGAL_ACTION\""), "{jkf}");
    assert_eq!(losses.len(), 1, "{losses:?}");
    assert!(losses[0].contains("JKF"), "{losses:?}");
}

#[test]
fn a_bare_draw_is_csa_s_plain_draw() {
    let text = format!("{SHOGI}1. P-7f P-3d 1/2-1/2\n");
    let (csa, losses) = convert(&text, "csa");
    assert!(csa.ends_with("-3334FU\n%HIKIWAKE\n"), "{csa}");
    assert!(losses.is_empty(), "{losses:?}");
    let back = read_back("g.csa", &csa);
    assert!(back.0, "{csa}");
    assert_eq!(back.1.as_deref(), Some("1/2-1/2"), "{csa}");
    // And back to western: a plain draw is what `1/2-1/2` says.
    let source = Source::from_text("g.csa", &csa);
    let game = source.games().next().expect("a game");
    let western = game.convert("western", &Options::new());
    assert!(western.losses().is_empty(), "{:?}", western.losses());
    assert!(western.text().expect("converted").ends_with("1/2-1/2\n"));
}

#[test]
fn kif_says_that_a_bare_draw_is_written_as_an_impasse() {
    // KIF has no word for a draw alone: 持将棋 (impasse) is written, and
    // the conversion says that the record did not say it.
    let (kif, losses) = convert(&format!("{SHOGI}1. P-7f P-3d 1/2-1/2\n"), "kif");
    assert!(kif.contains("   3 持将棋\n"), "{kif}");
    assert_eq!(losses.len(), 1, "{losses:?}");
    assert!(losses[0].contains("`持将棋`"), "{losses:?}");
}

#[test]
fn an_ending_the_record_gives_is_written_as_before() {
    // A KIF foul claim keeps its word, and nothing is said of it.
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 反則勝ち\n";
    let source = Source::from_text("g.kif", kif);
    let game = source.games().next().expect("a game");
    let conversion = game.convert("kif", &Options::new());
    let written = conversion.text().expect("converted");
    assert!(written.contains("   2 反則勝ち\n"), "{written}");
    assert!(conversion.losses().is_empty(), "{:?}", conversion.losses());
}
