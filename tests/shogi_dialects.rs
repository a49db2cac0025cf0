//! Shogi records in the dialects of the programs and servers that write
//! them: encodings, KI2 as Kifu for Windows lays it out, CSA as floodgate
//! and mog-core-scala write it, every handicap, every ending, games that
//! ended by a foul, and several games in one KIF file. The fixtures under
//! `fixtures/shogi/dialects/` are small records written for these tests in
//! each program's style.

mod common;

use common::{hensou, run};
use hensou::record::Element;
use hensou::variants::shogi::formats as shogi_formats;
use hensou::{Reading, formats};

const DIR: &str = "fixtures/shogi/dialects";

/// The summary line `validate` prints for each game of a dialect fixture.
#[test]
fn every_dialect_fixture_validates_with_the_result_it_means() {
    let expected = [
        (
            "81dojo-foul.kif",
            vec![
                "valid: shogi (standard), 8 plies, 0-1 won by the opponent's illegal move (ply 9 `７五歩打`: shogi::nifu)",
            ],
        ),
        (
            "81dojo-time-up.kif",
            vec!["valid: shogi (standard), 8 plies, result 0-1"],
        ),
        (
            "csa-endings.csa",
            vec![
                "valid: shogi (standard), 1 ply, result 1/2-1/2",
                "valid: shogi (standard), 2 plies, result *",
                "valid: shogi (standard), 0 plies (the record has no moves), result *",
                "valid: shogi (standard), 1 ply, result 1-0",
            ],
        ),
        (
            "csa-euc-jp.csa",
            vec!["valid: shogi (standard), 2 plies, result *"],
        ),
        (
            "csa-floodgate-bom.csa",
            vec!["valid: shogi (standard), 4 plies, result 0-1"],
        ),
        (
            "csa-handicap-pi.csa",
            vec!["valid: shogi (standard), 2 plies, result *"],
        ),
        (
            "csa-illegal-move-written.csa",
            vec![
                "valid: shogi (standard), 8 plies, 0-1 won by the opponent's illegal move (ply 9 `+0075FU`: shogi::nifu)",
            ],
        ),
        (
            "csa-shogi-wars.csa",
            vec![
                "valid: shogi (standard), 4 plies, result 0-1, 1 warning",
                "valid: shogi (standard), 3 plies, result 1-0, 1 warning",
                "valid: shogi (standard), 2 plies, result 0-1, 1 warning",
            ],
        ),
        (
            "csa-no-position-one-sided.csa",
            vec!["valid: shogi (standard), 3 plies, 2 warnings"],
        ),
        (
            "csa-trailing-row.csa",
            vec!["valid: shogi (standard), 2 plies, result 1/2-1/2, 5 warnings"],
        ),
        (
            "csa-tsume-al.csa",
            vec!["valid: shogi (standard), 1 ply, 1-0 mate"],
        ),
        (
            "ki2-moves-in-prose.ki2",
            vec!["valid: shogi (standard), 3 plies, 2 warnings"],
        ),
        (
            "ki2-one-line.ki2u",
            vec!["valid: shogi (standard), 6 plies"],
        ),
        (
            "ki2-touching-moves.ki2",
            vec!["valid: shogi (standard), 10 plies, result *"],
        ),
        (
            "kif-touching-time.kif",
            vec!["valid: shogi (standard), 6 plies, result 0-1, 1 warning"],
        ),
        (
            "kif-tsume-all-the-rest.kif",
            vec!["valid: shogi (standard), 1 ply, 1-0 mate, 1 warning"],
        ),
        (
            "kif-two-games.kif",
            vec![
                "valid: shogi (standard), 2 plies, result 0-1",
                "valid: shogi (standard), 3 plies, result 1-0",
            ],
        ),
        (
            "kifu-for-windows-foul-win.kif",
            vec![
                "valid: shogi (standard), 8 plies, 0-1 won by the opponent's illegal move (ply 9 `７五歩打`: shogi::nifu)",
            ],
        ),
    ];
    let files: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        files.len(),
        expected.len(),
        "every fixture has its line here"
    );
    for (file, lines) in expected {
        let path = format!("{DIR}/{file}");
        let (code, stdout, stderr) = run(&["validate", &path]);
        assert_eq!(code, 0, "{file}:\n{stdout}{stderr}");
        let got: Vec<&str> = stdout.lines().collect();
        let want: Vec<String> = lines
            .iter()
            .enumerate()
            .map(|(k, l)| format!("{path} game {}: {l}", k + 1))
            .collect();
        assert_eq!(got, want, "{file}");
    }
}

#[test]
fn a_foul_reports_the_move_the_rule_and_the_winner_as_json() {
    let (code, stdout, _) = run(&[
        "validate",
        "--format",
        "json",
        &format!("{DIR}/kifu-for-windows-foul-win.kif"),
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let game = &v[0];
    assert_eq!(game["valid"], true);
    assert_eq!(game["result"], "0-1");
    assert_eq!(game["outcome"]["reason"], "opponent-illegal-move");
    assert_eq!(game["outcome"]["winner"], "second");
    assert_eq!(game["foul"]["ply"], 9);
    assert_eq!(game["foul"]["rule"], "shogi::nifu");
}

/// The same game as `81dojo-foul.kif`, with or without its closing comment.
fn nifu_game(ending: &str) -> String {
    let moves = [
        "２六歩(27)",
        "８四歩(83)",
        "２五歩(26)",
        "８五歩(84)",
        "２四歩(25)",
        "同　歩(23)",
        "同　飛(28)",
        "８六歩(85)",
        "７五歩打",
    ];
    let mut text = String::from("手合割：平手\n手数----指手---------消費時間--\n");
    for (i, m) in moves.iter().enumerate() {
        text.push_str(&format!("{:>4} {m}\n", i + 1));
    }
    text.push_str(ending);
    text
}

fn validate_stdin(text: &str) -> (i32, String, String) {
    validate_stdin_with(&[], text)
}

#[test]
fn an_illegal_move_the_record_does_not_mark_stays_an_error() {
    let (code, stdout, stderr) = validate_stdin(&nifu_game(""));
    assert_eq!(code, 1, "{stdout}");
    assert!(stderr.contains("shogi::nifu"), "{stderr}");
    // Nor does a comment that only mentions a foul somewhere mark it.
    let (code, _, stderr) = validate_stdin(&nifu_game("*反則に気をつけたい局面\n"));
    assert_eq!(code, 1);
    assert!(stderr.contains("shogi::nifu"), "{stderr}");
    // Nor a closing-foul comment with moves after it (an annotation).
    let annotated = nifu_game("").replace("   8 ", "*二歩の反則\n   8 ");
    assert!(annotated.contains("*二歩の反則\n   8 ８六歩(85)"));
    let (code, _, stderr) = validate_stdin(&annotated);
    assert_eq!(code, 1);
    assert!(stderr.contains("shogi::nifu"), "{stderr}");
}

#[test]
fn every_foul_ending_word_accepts_an_illegal_last_move() {
    for ending in [
        "*反則手にて終局\n",
        "*二歩の反則\n",
        "  10 反則勝ち\n",
        "  10 反則手\n",
        "  10 反則負け\n",
    ] {
        let (code, stdout, stderr) = validate_stdin(&nifu_game(ending));
        assert_eq!(code, 0, "{ending}: {stdout}{stderr}");
        assert!(
            stdout
                .contains("0-1 won by the opponent's illegal move (ply 9 `７五歩打`: shogi::nifu)"),
            "{ending}: {stdout}"
        );
    }
}

#[test]
fn a_foul_claim_with_a_result_for_the_wrong_side_is_an_error() {
    let text = nifu_game("*反則手にて終局\nまで9手で先手の勝ち\n");
    let (code, _, stderr) = validate_stdin(&text);
    assert_eq!(code, 1);
    assert!(stderr.contains("record::result-mismatch"), "{stderr}");
}

#[test]
fn a_foul_claim_on_a_legal_last_move_is_the_error() {
    let stderr = common::broken_fixture(
        "shogi",
        "foul-claim-on-a-legal-move.kif",
        "record::foul-claim",
    );
    insta::assert_snapshot!("foul-claim-on-a-legal-move", stderr);
}

#[test]
fn the_words_of_a_refused_move_read_after_a_legal_move() {
    // ShogiHome and the CSA servers write these when the foul is not a move
    // on the board: the side to move lost (or its opponent, for 反則勝ち).
    for (text, result) in [
        (
            "手合割：平手\n   1 ７六歩(77)\n   2 反則勝ち\n",
            "result 0-1",
        ),
        (
            "手合割：平手\n   1 ７六歩(77)\n   2 反則負け\n",
            "result 1-0",
        ),
        ("PI\n+\n+7776FU\n%ILLEGAL_MOVE\n", "result 1-0"),
        ("PI\n+\n+7776FU\n%+ILLEGAL_ACTION\n", "result 0-1"),
        ("PI\n+\n+7776FU\n%-ILLEGAL_ACTION\n", "result 1-0"),
    ] {
        let (code, stdout, stderr) = validate_stdin(text);
        assert_eq!(code, 0, "{text}: {stderr}");
        assert!(stdout.contains(result), "{text}: {stdout}");
    }
}

#[test]
fn a_file_mixing_encodings_is_refused_with_its_lines() {
    let stderr = common::broken_fixture("shogi", "mixed-encoding.kif", "input::mixed-encoding");
    assert!(
        stderr.contains("line 1 is UTF-8, line 2 is Shift_JIS"),
        "{stderr}"
    );
    insta::assert_snapshot!("mixed-encoding", stderr);
}

#[test]
fn a_comment_in_another_encoding_is_read_with_a_warning() {
    let mut bytes = "V2.2\nN+山田\nPI\n+\n+7776FU\n".as_bytes().to_vec();
    bytes.extend(encoding_rs::SHIFT_JIS.encode("'* 30 ▲２六歩\n").0.iter());
    bytes.extend(b"%TORYO\n");
    let out = hensou()
        .args(["validate", "-"])
        .write_stdin(bytes)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("input::comment-encoding"), "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 warning"));
}

/// The squares (file, rank) that differ from the even start in a handicap.
fn removed(sfen: &str) -> Vec<(usize, usize)> {
    let even = shogi_formats::Setup::even().board;
    let board = shogi_formats::Setup::from_sfen(sfen).unwrap().board;
    let mut out = Vec::new();
    for rank in 0..9 {
        for f in 0..9 {
            if board[rank][f] != even[rank][f] {
                assert!(board[rank][f].is_none(), "{sfen}: only removals");
                out.push((9 - f, rank + 1));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_handicap_removes_exactly_its_pieces() {
    // Kifu for Windows' names; the squares as MyShogi's Sfens.cs and the
    // JKF preset tables give them (the giver is Gote, top).
    let (l1, l9, n2, n8, s3, s7, g4, g6, b, r) = (
        (1, 1),
        (9, 1),
        (2, 1),
        (8, 1),
        (3, 1),
        (7, 1),
        (4, 1),
        (6, 1),
        (2, 2),
        (8, 2),
    );
    let expected: [(&str, Vec<(usize, usize)>); 16] = [
        ("平手", vec![]),
        ("香落ち", vec![l1]),
        ("右香落ち", vec![l9]),
        ("角落ち", vec![b]),
        ("飛車落ち", vec![r]),
        ("飛香落ち", vec![r, l1]),
        ("二枚落ち", vec![r, b]),
        ("三枚落ち", vec![r, b, l1]),
        ("四枚落ち", vec![r, b, l1, l9]),
        ("五枚落ち", vec![r, b, l1, l9, n8]),
        ("左五枚落ち", vec![r, b, l1, l9, n2]),
        ("六枚落ち", vec![r, b, l1, l9, n2, n8]),
        ("左七枚落ち", vec![r, b, l1, l9, n2, n8, s3]),
        ("右七枚落ち", vec![r, b, l1, l9, n2, n8, s7]),
        ("八枚落ち", vec![r, b, l1, l9, n2, n8, s3, s7]),
        ("十枚落ち", vec![r, b, l1, l9, n2, n8, s3, s7, g4, g6]),
    ];
    assert_eq!(shogi_formats::kif::HANDICAPS.len(), expected.len());
    for ((name, sfen), (want_name, mut want)) in shogi_formats::kif::HANDICAPS.iter().zip(expected)
    {
        assert_eq!(*name, want_name);
        want.sort();
        assert_eq!(removed(sfen), want, "{name}");
        // Gote (the giver) moves first in every handicap.
        assert_eq!(sfen.contains(" w "), *name != "平手", "{name}");
        // And a record with that handicap reads and plays from it.
        let text = format!(
            "手合割：{name}\n手数----指手---------消費時間--\n   1 {}\n",
            if *name == "平手" {
                "７六歩(77)"
            } else {
                "３四歩(33)"
            }
        );
        let (code, stdout, stderr) = validate_stdin(&text);
        assert_eq!(code, 0, "{name}: {stdout}{stderr}");
        assert!(!stderr.contains("kif::handicap"), "{name}: {stderr}");
    }
}

#[test]
fn another_handicap_needs_its_board_diagram() {
    let (code, _, stderr) = validate_stdin("手合割：その他\n   1 ７六歩(77)\n");
    assert_eq!(code, 1);
    assert!(stderr.contains("kif::handicap"), "{stderr}");
    let with_board = "手合割：その他\n後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：金\n先手番\n   1 ５二金打\n";
    let (code, stdout, stderr) = validate_stdin(with_board);
    assert_eq!(code, 0, "{stdout}{stderr}");
}

/// The result tokens of the games of a CSA or KIF text.
fn results(text: &str, mode: Reading) -> Vec<Option<String>> {
    formats::read(text, mode)
        .iter()
        .map(|g| {
            g.movetext.iter().find_map(|e| match e {
                Element::Result { token, .. } => Some(token.clone()),
                _ => None,
            })
        })
        .collect()
}

#[test]
fn every_csa_ending_reads_as_the_result_it_means() {
    // After one Sente move, Gote is to move.
    let cases = [
        ("%TORYO", "1-0"),
        ("%CHUDAN", "*"),
        ("%SENNICHITE", "1/2-1/2"),
        ("%TIME_UP", "1-0"),
        ("%ILLEGAL_MOVE", "1-0"),
        ("%+ILLEGAL_ACTION", "0-1"),
        ("%-ILLEGAL_ACTION", "1-0"),
        ("%JISHOGI", "1/2-1/2"),
        ("%KACHI", "0-1"),
        ("%TSUMI", "1-0"),
        ("%FUZUMI", "*"),
        ("%MATTA", "*"),
        ("%ERROR", "*"),
        ("%HIKIWAKE", "1/2-1/2"),
        ("%MAX_MOVES", "1/2-1/2"),
    ];
    for (word, token) in cases {
        let text = format!("V2.2\nPI\n+\n+7776FU\n{word},T3\n");
        assert_eq!(
            results(&text, Reading::Auto),
            [Some(token.to_string())],
            "{word}"
        );
    }
}

#[test]
fn every_kif_ending_reads_as_the_result_it_means() {
    // At move 2 Gote is to move: the words name the side to move.
    let cases = [
        ("投了", "1-0"),
        ("中断", "*"),
        ("千日手", "1/2-1/2"),
        ("持将棋", "1/2-1/2"),
        ("切れ負け", "1-0"),
        ("Time-up", "1-0"),
        ("反則勝ち", "0-1"),
        ("反則負け", "1-0"),
        ("詰み", "1-0"),
        ("不詰", "*"),
        ("入玉勝ち", "0-1"),
        ("封じ手", "*"),
    ];
    for (word, token) in cases {
        let text = format!("手合割：平手\n   1 ７六歩(77)\n   2 {word}   ( 0:00/00:00:00)\n");
        assert_eq!(
            results(&text, Reading::Auto),
            [Some(token.to_string())],
            "{word}"
        );
    }
}

#[test]
fn csa_versions_and_statements_on_one_line() {
    for version in ["V2", "V2.1", "V2.2", "V3.0"] {
        let text = format!(
            "{version}\nPI\n+\n+7776FU,T12,-3334FU,T1\n+2726FU,T0,'note, with a comma\n%TORYO\n"
        );
        let games = formats::read(&text, Reading::Auto);
        assert_eq!(games.len(), 1, "{version}");
        assert_eq!(
            games[0].move_runs(&text),
            ["+7776FU", "-3334FU", "+2726FU"],
            "{version}"
        );
        assert!(
            games[0].issues.is_empty(),
            "{version}: {:?}",
            games[0].issues
        );
    }
}

#[test]
fn a_ki2_move_numbered_one_again_after_an_ending_starts_a_game() {
    let text = "   1 ７六歩(77)\n   2 投了\n   1 ２六歩(27)\n   2 ８四歩(83)\n";
    let games = formats::read(text, Reading::Auto);
    assert_eq!(games.len(), 2);
    // The main line's move lines make one run, their numbers inside it.
    assert_eq!(games[1].move_runs(text), ["２六歩(27)\n   2 ８四歩(83)"]);
}

fn validate_stdin_with(args: &[&str], text: &str) -> (i32, String, String) {
    let mut all = vec!["validate"];
    all.extend(args);
    all.push("-");
    run_stdin(&all, text)
}

/// Runs hensou with `args`, `text` on its standard input.
fn run_stdin(args: &[&str], text: &str) -> (i32, String, String) {
    let out = hensou()
        .args(args)
        .write_stdin(text.to_string())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn kachi_is_checked_as_a_declaration_under_the_impasse_option() {
    // Sente's king and ten pieces in the camp, 26 points there and 6 in hand.
    let entered = "V2.2\nP1+HI+HI+KA+KA+KI+KI+KI+KI+OU\nP2+GI+GI *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9 *  *  *  * -OU *  *  *  * \nP+00KE00KE00KE00KE00KY00KY\n+\n%KACHI\n";
    for rule in ["impasse=24", "impasse=27"] {
        let (code, stdout, stderr) = validate_stdin_with(&["--rule", rule], entered);
        assert_eq!(code, 0, "{rule}: {stdout}{stderr}");
        assert!(
            stdout.contains("1-0 impasse-declaration"),
            "{rule}: {stdout}"
        );
    }
    // Without an impasse rule the line is a result only.
    let (code, stdout, _) = validate_stdin_with(&[], entered);
    assert_eq!(code, 0);
    assert!(stdout.contains("result 1-0"), "{stdout}");
    // A declaration from the start fails: the record's win is wrong.
    let early = "V2.2\nPI\n+\n+7776FU\n-3334FU\n%KACHI\n";
    let (code, _, stderr) = validate_stdin_with(&["--rule", "impasse=27"], early);
    assert_eq!(code, 1);
    assert!(stderr.contains("record::result-mismatch"), "{stderr}");
    assert!(stderr.contains("impasse-declaration-failed"), "{stderr}");
    let (code, _, _) = validate_stdin_with(&[], early);
    assert_eq!(code, 0, "a result line only under the default rules");
}

#[test]
fn a_kif_declaration_win_is_checked_the_same_way() {
    let text = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 入玉勝ち\n";
    let (code, _, stderr) = validate_stdin_with(&["--rule", "impasse=24"], text);
    assert_eq!(code, 1);
    assert!(stderr.contains("record::result-mismatch"), "{stderr}");
}

/// A USI move list that ends in a result word, as ShogiGUI, 将棋所 and
/// ShogiBoardQ write them, is read as the game's ending; `win` is an
/// impasse declaration, checked as one.
#[test]
fn a_usi_move_list_ends_with_its_result_word() {
    for (list, result) in [
        ("position startpos moves 7g7f 3c3d resign", "result 0-1"),
        ("position startpos moves 7g7f timeout", "result 1-0"),
        (
            "position startpos moves 7g7f 3c3d rep_draw",
            "result 1/2-1/2",
        ),
        ("position startpos moves 7g7f 3c3d draw", "result 1/2-1/2"),
        ("position startpos moves 7g7f 3c3d 2g2f break", "3 plies"),
        ("7g7f 3c3d 2g2f resign", "result 1-0"),
    ] {
        let (code, stdout, stderr) = validate_stdin(&format!("{list}\n"));
        assert_eq!(code, 0, "{list}: {stdout}{stderr}");
        assert!(stdout.contains(result), "{list}: {stdout}");
    }
    let (code, _, stderr) = validate_stdin_with(
        &["--rule", "impasse=24"],
        "position startpos moves 7g7f 3c3d win\n",
    );
    assert_eq!(code, 1);
    assert!(stderr.contains("impasse-declaration-failed"), "{stderr}");
    // A result word anywhere but at the end is no move.
    let (code, _, stderr) = validate_stdin("position startpos moves 7g7f resign 3c3d\n");
    assert_eq!(code, 1);
    assert!(stderr.contains("notation::syntax"), "{stderr}");
}

#[test]
fn a_usi_handicap_is_a_position_command() {
    // 二枚落ち: Gote (the giver) moves first from the handicap position.
    let text = "position sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d 7g7f\n";
    let (code, stdout, stderr) = validate_stdin(text);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("2 plies"), "{stdout}");
    // Sente may not move first there.
    let (code, _, _) = validate_stdin(
        "position sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 7g7f\n",
    );
    assert_eq!(code, 1);
}

#[test]
fn several_ki2_games_in_one_file() {
    let text = "手合割：平手\n▲７六歩    △３四歩\nまで2手で中断\n\n手合割：香落ち\n△３四歩    ▲７六歩\nまで2手で中断\n";
    let games = formats::read(text, Reading::Auto);
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tag("Position").map(|p| &p[..9]), Some("lnsgkgsn1"));
    let (code, stdout, stderr) = validate_stdin(text);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(stdout.matches(": valid:").count(), 2, "{stdout}");
}

#[test]
fn a_foul_survives_conversion_to_kif_ki2_and_csa_and_is_reported_lost_elsewhere() {
    let dir = std::env::temp_dir().join(format!("hensou-foul-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for source in ["81dojo-foul.kif", "csa-illegal-move-written.csa"] {
        for to in ["kif", "ki2", "csa"] {
            let (code, converted, stderr) =
                run(&["convert", "--to", to, &format!("{DIR}/{source}")]);
            assert_eq!(code, 0, "{source} to {to}: {stderr}");
            let path = dir.join(format!("foul.{to}"));
            std::fs::write(&path, &converted).unwrap();
            let (code, stdout, stderr) = run(&["validate", path.to_str().unwrap()]);
            assert_eq!(code, 0, "{source} to {to}:\n{converted}\n{stderr}");
            assert!(
                stdout.contains("0-1 won by the opponent's illegal move (ply 9"),
                "{source} to {to}: {stdout}"
            );
            assert!(stdout.contains("shogi::nifu"), "{stdout}");
            if source.ends_with(".kif") && to != "csa" {
                // Where the foul is written, its words stay the claim.
                let claim = converted.lines().any(|l| l == "*反則手にて終局");
                assert!(claim, "{source} to {to}:\n{converted}");
            }
        }
        for to in ["usi", "western"] {
            let (code, _, stderr) = run(&["convert", "--to", to, &format!("{DIR}/{source}")]);
            assert_eq!(code, 0);
            assert!(
                stderr.contains("convert::foul"),
                "{source} to {to}: {stderr}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn replay_ends_a_foul_game_with_the_foul_outcome() {
    let (code, stdout, _) = run(&[
        "replay",
        "--format",
        "json",
        &format!("{DIR}/81dojo-foul.kif"),
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["ply"], 8);
    assert_eq!(v["result"], "0-1");
    assert_eq!(v["outcome"]["reason"], "opponent-illegal-move");
}

fn convert_stdin(to: &str, text: &str) -> (i32, String, String) {
    run_stdin(&["convert", "--to", to, "-"], text)
}

/// A time control CSA writes in its own form (`各30分` as `00:30+00`) is
/// said so at the tag's own line, as every other loss is, not at the
/// file's first byte.
#[test]
fn a_rewritten_time_control_is_reported_at_its_tag() {
    let kif = "先手：A\n持ち時間：各30分\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n";
    let tag_line = "持ち時間：各30分";
    let source = hensou::Source::from_text("g.kif", kif);
    let game = source.games().next().expect("one game");
    let conversion = game.convert("csa", &hensou::Options::new());
    let tag = (conversion.losses().iter())
        .find(|l| l.code() == "convert::tag")
        .expect("the time control's warning");
    let at = kif.find(tag_line).expect("the tag's line");
    assert_eq!((tag.offset(), tag.length()), (at, tag_line.len()));
    assert_eq!((tag.line(), tag.column(), tag.label()), (2, 1, "rewritten"));
    let (code, csa, err) = convert_stdin("csa", kif);
    assert_eq!(code, 0, "{err}");
    assert!(csa.contains("$TIME_LIMIT:00:30+00"), "{csa}");
    let drawn: Vec<&str> = err
        .lines()
        .skip_while(|l| !l.contains("convert::tag"))
        .collect();
    let tag_row = (drawn.iter()).position(|l| l.ends_with(&format!("2 │ {tag_line}")));
    let label = tag_row.and_then(|row| drawn.get(row + 2));
    assert!(label.is_some_and(|l| l.contains("rewritten")), "{err}");
}

/// 81Dojo writes a move's time without the total (`( 0:2/)`): every time is
/// carried, the foul's too, although the game is over once it is played.
#[test]
fn times_without_totals_and_the_fouls_time_are_carried() {
    let (code, csa, _) = run(&["convert", "--to", "csa", &format!("{DIR}/81dojo-foul.kif")]);
    assert_eq!(code, 0);
    let timed: Vec<&str> = csa
        .lines()
        .filter(|l| l.starts_with(['+', '-']) && l.len() > 1)
        .collect();
    assert_eq!(timed.len(), 9, "{csa}");
    for (i, line) in timed.iter().enumerate() {
        assert!(line.ends_with(&format!(",T{}", i + 2)), "{line} in {csa}");
    }
    let (_, kif, _) = run(&["convert", "--to", "kif", &format!("{DIR}/81dojo-foul.kif")]);
    assert!(kif.contains("７五歩打     ( 0:10/00:00:30)"), "{kif}");
}

/// Text after a KIF move and its time is no part of the format, but people
/// write remarks there: it is kept as a comment on the move, with a warning,
/// and a conversion carries it. Kifu for Windows' `+` branch mark is not a
/// remark.
#[test]
fn text_after_a_kif_move_is_kept_as_a_comment() {
    let text = "手合割：平手\n   1 ７六歩(77)   ( 0:01/00:00:01)+\n   2 ３四歩(33)   good reply\n   3 ２六歩(27)   ( 0:02/00:00:03) 　slow\n";
    let (code, stdout, stderr) = validate_stdin(text);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("3 plies, 2 warnings"), "{stdout}");
    assert_eq!(
        stderr.matches("kif::text-after-move").count(),
        2,
        "{stderr}"
    );
    assert!(stderr.contains("`good reply` after the move"), "{stderr}");
    let (_, kif, _) = convert_stdin("kif", text);
    let lines: Vec<&str> = kif.lines().skip_while(|l| !l.starts_with("手数")).collect();
    assert_eq!(
        lines[1..],
        [
            "   1 ７六歩(77)   ( 0:01/00:00:01)",
            "   2 ３四歩(33)",
            "*good reply",
            "   3 ２六歩(27)   ( 0:02/00:00:03)",
            "*slow",
        ],
        "{kif}"
    );
    let (_, csa, _) = convert_stdin("csa", text);
    assert!(
        csa.contains("-3334FU\n'good reply\n+2726FU,T2\n'slow"),
        "{csa}"
    );
}

/// Words after a KI2 move on its line, parted from it by a blank or a
/// full-width bracket, are a remark (blogs and posts write them): kept as a
/// comment with a warning, never read as a move; the summary after the last
/// move is the game's end. Words stuck to a move (`▲７六歩角道`) stay the
/// move, and so an error.
#[test]
fn words_after_a_ki2_move_are_a_remark() {
    let text = "手合割：平手\n▲７六歩 角道を開ける\n△３四歩（普通）▲２六歩\n△８四歩　まで4手で後手の勝ち\n";
    let (code, stdout, stderr) = run_stdin(&["validate", "--verbose", "--input", "ki2", "-"], text);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("4 plies, result 0-1"), "{stdout}");
    assert_eq!(
        stderr.matches("kif::text-after-move").count(),
        2,
        "{stderr}"
    );
    assert!(stderr.contains("`（普通）` after the move"), "{stderr}");
    let (_, kif, _) = convert_stdin("kif", text);
    assert!(kif.contains("*角道を開ける\n"), "{kif}");
    assert!(kif.contains("*（普通）\n"), "{kif}");
    let (code, stdout, _) = run_stdin(
        &["validate", "--input", "ki2", "-"],
        "手合割：平手\n▲７六歩角道\n",
    );
    assert_eq!(code, 1, "{stdout}");
}
