//! A KIF or KI2 summary line's move count (`まで64手で先手の勝ち`) held to
//! the moves read: a count that is not where the moves end is told, since
//! a move line lost on the way would show there first.

use hensou::{Options, Source};

const CODE: &str = "kif::summary-count";

/// `text` (named `name`) validated: whether it is valid, its plies, and
/// the messages of its summary-count warnings.
fn counted(name: &str, text: &str) -> (bool, usize, Vec<String>) {
    let reports = Source::from_text(name, text).validate(&Options::new());
    assert_eq!(reports.len(), 1, "{text}");
    let report = &reports[0];
    let told = (report.diagnostics().iter())
        .filter(|d| d.code() == CODE)
        .map(|d| d.message().to_string())
        .collect();
    (report.is_valid(), report.plies().len(), told)
}

const KIF_HEAD: &str = "手合割：平手\n手数----指手---------消費時間--\n";
const TWO_MOVES: &str = "   1 ７六歩(77)\n   2 ３四歩(33)\n";

#[test]
fn a_count_at_the_last_move_or_at_the_ending_line_agrees() {
    for summary in [
        "まで2手で先手の勝ち",
        "まで3手で先手の勝ち",
        "まで２手で先手の勝ち",
    ] {
        let text = format!("{KIF_HEAD}{TWO_MOVES}   3 投了\n{summary}\n");
        let (valid, plies, told) = counted("g.kif", &text);
        assert!(valid && plies == 2, "{text}");
        assert!(told.is_empty(), "{summary}: {told:?}");
    }
    let ki2 = "手合割：平手\n▲７六歩 △３四歩\nまで2手で先手の勝ち\n";
    assert!(counted("g.ki2", ki2).2.is_empty());
    // A mate problem's count is its moves.
    let mate = "手合割：平手\n▲７六歩 △３四歩 ▲２二角成\nまで3手詰\n";
    assert!(counted("g.ki2", mate).2.is_empty());
}

#[test]
fn a_count_that_is_not_where_the_moves_end_is_told() {
    // One move more than read: the ending line's number, 3, is allowed;
    // 4 is not.
    let text = format!("{KIF_HEAD}{TWO_MOVES}   3 投了\nまで4手で先手の勝ち\n");
    let (valid, plies, told) = counted("g.kif", &text);
    assert!(valid && plies == 2, "a warning: the record stays valid");
    assert_eq!(
        told,
        [
            "the summary line counts 4 moves, but the moves read end at move 2: a move may be missing, or the count is written wrong"
        ]
    );
    // With no ending line there is no ending line's number to count.
    let no_ending = format!("{KIF_HEAD}{TWO_MOVES}まで3手で先手の勝ち\n");
    assert_eq!(counted("g.kif", &no_ending).2.len(), 1);
    let fewer = format!("{KIF_HEAD}{TWO_MOVES}   3 投了\nまで1手で後手の勝ち\n");
    assert_eq!(counted("g.kif", &fewer).2.len(), 1);
    let ki2 = "手合割：平手\n▲７六歩 △３四歩\nまで3手で先手の勝ち\n";
    assert_eq!(counted("g.ki2", ki2).2.len(), 1);
}

#[test]
fn a_game_from_a_board_diagram_counts_from_its_first_move_or_the_plies_before() {
    // Two moves after a diagram of move 29 (`手数＝29`), numbered from 1
    // as hensou writes them, or on from 30 as the game went.
    let pgn = "[Variant \"shogi\"]\n[Position \"lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 30\"]\n\n1... P-3d 2. P-2f 1-0\n";
    let source = Source::from_text("g.pgn", pgn);
    let game = source.games().next().expect("a game");
    let kif = game.convert("kif", &Options::new());
    let kif = kif.text().expect("converted");
    assert!(kif.contains("手数＝29\n") && kif.ends_with("   3 投了\nまで2手で先手の勝ち\n"));
    assert!(counted("g.kif", kif).2.is_empty(), "{kif}");
    let on = (kif.replace("   1 ３四歩", "  30 ３四歩"))
        .replace("   2 ２六歩", "  31 ２六歩")
        .replace("   3 投了\nまで2手", "  32 投了\nまで31手");
    let (valid, plies, told) = counted("g.kif", &on);
    assert!(valid && plies == 2 && told.is_empty(), "{on}\n{told:?}");
    let wrong = on.replace("まで31手", "まで33手");
    assert_eq!(counted("g.kif", &wrong).2.len(), 1, "{wrong}");
}

#[test]
fn every_kif_and_ki2_fixture_written_as_kif_and_ki2_counts_its_moves() {
    // The writers' summary lines (branches' too, in KI2) agree with the
    // reader, from any start (handicaps, board diagrams).
    let mut checked = 0;
    for dir in [
        "fixtures/shogi/valid",
        "fixtures/shogi/dialects",
        "fixtures/shogi/round-trip",
        "fixtures/shogi/records",
    ] {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let name = path.display().to_string();
            if !(name.ends_with(".kif") || name.ends_with(".ki2") || name.ends_with(".kifu")) {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let source = Source::from_bytes(name.clone(), bytes);
            for game in source.games() {
                for to in ["kif", "ki2"] {
                    let conversion = game.convert(to, &Options::new());
                    let Some(written) = conversion.text() else {
                        continue;
                    };
                    let file = format!("back.{to}");
                    let reports = Source::from_text(&file, written).validate(&Options::new());
                    for report in &reports {
                        let told: Vec<_> = (report.diagnostics().iter())
                            .filter(|d| d.code() == CODE)
                            .collect();
                        assert!(told.is_empty(), "{name} as {to}:\n{written}\n{told:?}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 30, "{checked} conversions checked");
}
