//! How a record says its game ended, read from every shogi format: the
//! winner of the written result and the ending word as a reason, which the
//! moves alone cannot show (most games end by resignation).

use hensou::{Ending, Options, Side, Source};

/// The only game of `text`, judged: its ending word, and the written
/// outcome's winner and reason.
fn written(name: &str, text: &str) -> (Option<Ending>, Option<(Option<Side>, String)>) {
    let reports = Source::from_text(name, text).validate(&Options::new());
    assert_eq!(reports.len(), 1, "{name}: {text}");
    let report = &reports[0];
    assert!(report.is_valid(), "{name}: {:?}", report.diagnostics());
    let outcome = report
        .written_outcome()
        .map(|o| (o.winner, o.reason.to_string()));
    (report.ending(), outcome)
}

const TWO_MOVES_CSA: &str = "PI\n+\n+7776FU\n-3334FU\n";

#[test]
fn every_csa_ending_statement_names_its_ending() {
    // After two plies Sente is to move: a loss is Sente's, a win Sente's.
    let cases = [
        ("%TORYO", Ending::Resignation, Some(Some(Side::Second))),
        ("%TSUMI", Ending::Mate, Some(Some(Side::Second))),
        ("%TIME_UP", Ending::TimeUp, Some(Some(Side::Second))),
        ("%KACHI", Ending::ImpasseDeclaration, None),
        ("%SENNICHITE", Ending::Sennichite, Some(None)),
        ("%JISHOGI", Ending::Jishogi, Some(None)),
        ("%HIKIWAKE", Ending::Draw, Some(None)),
        ("%MAX_MOVES", Ending::MoveLimit, Some(None)),
        ("%CHUDAN", Ending::Interrupted, None),
        ("%FUZUMI", Ending::NoMate, None),
        ("%MATTA", Ending::TakeBack, None),
        ("%ERROR", Ending::Error, None),
    ];
    for (word, ending, winner) in cases {
        let text = format!("{TWO_MOVES_CSA}{word}\n");
        let reports = Source::from_text("g.csa", &text).validate(&Options::new());
        let report = &reports[0];
        assert_eq!(report.ending(), Some(ending), "{word}");
        let outcome = report.written_outcome();
        // `%KACHI` at the start is no won declaration: the record is
        // invalid, and the written result still says who claimed it.
        if word == "%KACHI" {
            assert_eq!(outcome.map(|o| o.winner), Some(Some(Side::First)));
            continue;
        }
        assert_eq!(outcome.as_ref().map(|o| o.winner), winner, "{word}");
        if let Some(o) = outcome {
            assert_eq!(o.reason, ending.name(), "{word}");
        }
    }
}

#[test]
fn kif_ending_words_name_their_ending_and_the_winner() {
    let kif = |ending: &str| {
        format!(
            "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 {ending}\n"
        )
    };
    let resigned = written("g.kif", &kif("投了"));
    assert_eq!(
        resigned,
        (
            Some(Ending::Resignation),
            Some((Some(Side::Second), "resignation".into()))
        )
    );
    let flagged = written("g.kif", &kif("切れ負け"));
    assert_eq!(
        flagged,
        (
            Some(Ending::TimeUp),
            Some((Some(Side::Second), "time-up".into()))
        )
    );
    let repeated = written("g.kif", &kif("千日手"));
    assert_eq!(
        repeated,
        (Some(Ending::Sennichite), Some((None, "sennichite".into())))
    );
    let stopped = written("g.kif", &kif("中断"));
    assert_eq!(stopped, (Some(Ending::Interrupted), None));
}

#[test]
fn a_handicap_game_resigned_by_the_receiver_is_won_by_the_giver() {
    // 上手 (Gote) gives the lance and moves first; 下手 (Sente) resigns.
    let text = "手合割：香落ち\n手数----指手---------消費時間--\n   1 ３二銀(31)\n   2 投了\n";
    assert_eq!(
        written("g.kif", text),
        (
            Some(Ending::Resignation),
            Some((Some(Side::Second), "resignation".into()))
        )
    );
}

#[test]
fn a_ki2_summary_line_names_draws_and_fouls_but_of_a_win_only_the_winner() {
    let ki2 = |summary: &str| format!("手合割：平手\n▲７六歩 △３四歩\n{summary}\n");
    assert_eq!(
        written("g.ki2", &ki2("まで2手で先手の勝ち")),
        (None, Some((Some(Side::First), "written-result".into())))
    );
    assert_eq!(
        written("g.ki2", &ki2("まで2手で千日手")),
        (Some(Ending::Sennichite), Some((None, "sennichite".into())))
    );
}

/// A mate problem: the gold dropped on 5二 mates.
const MATE_IN_ONE_BOARD: &str = "手合割：詰将棋\n後手の持駒：残り全部\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ 金 ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：金\n";

/// `まで1手詰`, the summary line a mate problem's KIF or KI2 ends with,
/// says mate as `まで1手で詰み` does: won by the side that moved last, as
/// a `詰み` line says.
#[test]
fn a_mate_problems_summary_line_names_the_mate() {
    let moves = [
        ("g.ki2", "▲５二金打\n"),
        ("g.kif", "手数----指手---------消費時間--\n   1 ５二金打\n"),
    ];
    for (name, moves) in moves {
        let record = |summary: &str| format!("{MATE_IN_ONE_BOARD}{moves}{summary}\n");
        let long = written(name, &record("まで1手で詰み"));
        let mated = Some((Some(Side::First), "mate".to_string()));
        assert_eq!(long, (Some(Ending::Mate), mated), "{name}");
        assert_eq!(written(name, &record("まで1手詰")), long, "{name}");
        assert_eq!(written(name, &record("まで1手詰め")), long, "{name}");
    }
}

/// A mate the record says and the rules do not find (a mate problem's
/// futile interpositions left out) stays a mate in KIF and KI2: the KI2
/// summary line says it (`まで2手で詰み`), as a win's would not.
#[test]
fn a_written_mate_the_moves_do_not_show_is_kept_in_kif_and_ki2() {
    let ki2 = "手合割：平手\n▲７六歩 △３四歩\nまで2手詰\n";
    let before = written("g.ki2", ki2);
    assert_eq!(before.0, Some(Ending::Mate));
    let source = Source::from_text("g.ki2", ki2);
    let game = source.games().next().expect("one game");
    for to in ["ki2", "kif"] {
        let converted = game.convert(to, &Options::new());
        let text = converted.text().expect("converted");
        assert!(
            converted.losses().is_empty(),
            "{to}: {:?}",
            converted.losses()
        );
        assert!(text.contains("まで2手で詰み"), "{to}: {text}");
        assert_eq!(written(&format!("back.{to}"), text), before, "{to}: {text}");
    }
}

#[test]
fn usi_result_words_and_jkf_specials_name_their_ending() {
    assert_eq!(
        written("g.usi", "startpos moves 7g7f 3c3d resign"),
        (
            Some(Ending::Resignation),
            Some((Some(Side::Second), "resignation".into()))
        )
    );
    assert_eq!(
        written("g.usi", "startpos moves 7g7f timeout"),
        (
            Some(Ending::TimeUp),
            Some((Some(Side::First), "time-up".into()))
        )
    );
    let jkf = r#"{"header":{},"moves":[{},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"color":0,"piece":"FU"}},{"special":"TORYO"}]}"#;
    assert_eq!(
        written("g.jkf", jkf),
        (
            Some(Ending::Resignation),
            Some((Some(Side::First), "resignation".into()))
        )
    );
}

#[test]
fn a_bare_result_token_is_a_written_result_with_no_ending() {
    let pgn = "[Variant \"alquerque\"]\n\n1. c2-c3 1-0\n";
    let reports = Source::from_text("g.pgn", pgn).validate(&Options::new());
    let report = &reports[0];
    assert_eq!(report.ending(), None);
    let outcome = report.written_outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(Side::First), "written-result")
    );
}

#[test]
fn an_unfinished_or_unwritten_result_is_no_written_outcome() {
    let (_, outcome) = written("g.usi", "startpos moves 7g7f 3c3d");
    assert_eq!(outcome, None);
}

#[test]
fn every_ending_name_is_its_json_name() {
    let mut names: Vec<_> = Ending::ALL.iter().map(|e| e.name()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), Ending::ALL.len());
    for ending in Ending::ALL {
        assert_eq!(serde_json::to_value(ending).unwrap(), ending.name());
    }
}

#[test]
fn a_csa_server_transcript_names_its_ending() {
    // After one ply Gote is to move, and Gote's clock fell.
    let (ending, outcome) = written("g.csa", "PI\n+\n+7776FU\n#TIME_UP\n#LOSE\n");
    assert_eq!(ending, Some(Ending::TimeUp));
    assert_eq!(outcome, Some((Some(Side::First), "time-up".into())));
    let (ending, outcome) = written("g.csa", "PI\n+\n+7776FU\n#OUTE_SENNICHITE\n#WIN\n");
    assert_eq!(ending, Some(Ending::PerpetualCheck));
    assert_eq!(outcome.map(|o| o.1), Some("perpetual-check".into()));
}

/// Words that name a foul after the last move, in a record that claims
/// none (a CSA comment, a PGN note), stay words when written as KIF or
/// KI2, where a closing `*反則手にて終局` would claim the legal last move
/// illegal: the converted record reads back valid, the words kept.
#[test]
fn words_of_a_foul_that_claim_none_are_no_claim_in_kif() {
    let csa = format!("{TWO_MOVES_CSA}'反則手にて終局\n%TORYO\n");
    let pgn = "[Variant \"shogi\"]\n\n1.P-7f 2.P-3d ; 二歩の反則\n0-1\n";
    for (name, text, words) in [
        ("w.csa", csa.as_str(), "反則手にて終局"),
        ("w.pgn", pgn, "二歩の反則"),
    ] {
        let source = Source::from_text(name, text);
        let game = source.games().next().expect("one game");
        for to in ["kif", "ki2"] {
            let converted = game.convert(to, &Options::new());
            let kif = converted.text().expect("converted");
            let (ending, _) = written(&format!("back.{to}"), kif);
            assert_ne!(ending, Some(Ending::IllegalMove), "{name} -> {to}: {kif}");
            let back = Source::from_text(format!("back.{to}"), kif);
            let kept = back.games().any(|g| g.comments().any(|c| c.0 == words));
            assert!(kept, "{name} -> {to}: {kif}");
        }
    }
}
