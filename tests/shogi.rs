//! Shogi records through the real binary: valid fixtures in every container,
//! a snapshotted diagnostic for every broken fixture, conversion between all
//! containers, and readers that never panic.

mod common;

use common::hensou;
use proptest::prelude::*;

use hensou::replay;
use hensou::variants::shogi::formats as shogi_formats;
use hensou::{Reading, formats};

#[test]
fn every_valid_fixture_validates() {
    let out = hensou()
        .args(["validate", "fixtures/shogi/valid"])
        .assert()
        .code(0);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert_eq!(stdout.matches(": valid: shogi").count(), 11, "{stdout}");
    assert!(stdout.contains("pawn-move-mate.kif game 1: valid: shogi (standard), 1 ply, 1-0 mate"));
}

/// Validates a broken fixture: exit code 1, the rule id, and the snapshot.
fn broken(file: &str, rule: &str) {
    let stderr = common::broken_fixture("shogi", file, rule);
    insta::assert_snapshot!(file.replace('.', "_"), stderr);
}

#[test]
fn nifu() {
    broken("nifu.kif", "shogi::nifu");
}

#[test]
fn uchifuzume() {
    broken("uchifuzume.kif", "shogi::uchifuzume");
}

#[test]
fn illegal_promotion() {
    broken("illegal-promotion.kif", "shogi::cannot-promote");
}

#[test]
fn missing_promotion() {
    broken("missing-promotion.kif", "shogi::must-promote");
}

#[test]
fn move_into_check() {
    broken("move-into-check.kif", "shogi::self-check");
}

#[test]
fn ki2_ambiguous_move() {
    broken("ki2-ambiguous.ki2", "shogi::ambiguous");
}

#[test]
fn ki2_modifier_matching_no_piece() {
    broken("ki2-wrong-modifier.ki2", "shogi::disambiguation");
}

#[test]
fn same_square_without_a_previous_move() {
    broken(
        "same-square-without-previous-move.kif",
        "shogi::no-previous-move",
    );
}

#[test]
fn shift_jis_with_a_broken_byte() {
    broken("shift-jis-broken-byte.kif", "input::encoding");
}

#[test]
fn csa_bad_piece_code() {
    broken("csa-bad-piece-code.csa", "notation::syntax");
}

fn convert(path: &str, to: &str) -> String {
    let out = hensou()
        .args(["convert", path, "--to", to])
        .assert()
        .code(0);
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

#[test]
fn every_container_converts_to_every_other_and_back() {
    let dir = std::env::temp_dir().join(format!("hensou-shogi-convert-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let usi = std::fs::read_to_string("fixtures/shogi/valid/random-80.usi").unwrap();
    for source in [
        "random-80.kif",
        "random-80.ki2",
        "random-80.csa",
        "random-80.usi",
        "random-80.western.pgn",
        "cshogi-shift-jis.kif",
    ] {
        let from = format!("fixtures/shogi/valid/{source}");
        let expected = if source.starts_with("random") {
            usi.clone()
        } else {
            convert(&from, "usi")
        };
        for to in ["kif", "ki2", "csa", "usi", "western"] {
            let text = convert(&from, to);
            let path = dir.join(format!("{source}.{to}"));
            std::fs::write(&path, &text).unwrap();
            let back = convert(path.to_str().unwrap(), "usi");
            assert_eq!(back, expected, "{source} -> {to} -> usi:\n{text}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_kif_keeps_comments_and_branches() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*an opening\n   2 ３四歩(33)\n\n変化：2手\n   2 ８四歩(83)\n";
    let games = formats::read(text, Reading::Auto);
    let report = replay::run(
        text,
        &games[0],
        &replay::Options {
            convert_to: hensou::options::target(hensou::registry::builtin(), None, "kif").ok(),
            ..Default::default()
        },
    );
    assert!(report.valid());
    assert_eq!(report.plies.len(), 2);
    assert_eq!(report.variations.len(), 1, "the branch is played");
    assert_eq!(report.variations[0].from_ply, 2);
    assert_eq!(report.variations[0].moves, ["８四歩(83)"]);
    let kif = hensou::options::target(&report.registry, None, "kif").unwrap();
    let out = kif
        .write(report.converted.as_ref().unwrap(), report.numbering)
        .text;
    assert!(out.contains("*an opening\n"), "{out}");
    assert!(out.contains("   2 ３四歩(33)+\n"), "{out}");
    assert!(out.ends_with("\n変化：2手\n   2 ８四歩(83)\n"), "{out}");
}

#[test]
fn replay_json_gives_the_sfen_and_the_bod_diagram() {
    let out = hensou()
        .args([
            "replay",
            "fixtures/shogi/valid/random-80.kif",
            "--format",
            "json",
        ])
        .assert()
        .code(0);
    let v: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    let sfen = v["position"].as_str().unwrap();
    assert!(sfen.ends_with(" 81"), "{sfen}");
    assert!(
        v["diagram"]
            .as_str()
            .unwrap()
            .contains("+---------------------------+\n|")
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn readers_never_panic(text in "(\\PC|[▲△同歩成打不()0-9+\\-%PNKU\\n ]){0,120}") {
        for mode in [Reading::Auto, Reading::Format(&shogi_formats::KIF), Reading::Format(&shogi_formats::CSA), Reading::Format(&shogi_formats::USI)] {
            for game in formats::read(&text, mode) {
                let _ = replay::run(&text, &game, &replay::Options { game: hensou::registry::builtin().find("shogi").map(replay::NamedGame::new), ..Default::default() });
            }
        }
    }

    #[test]
    fn move_readers_never_panic(text in "[+\\-0-9A-Za-z*▲△☗☖同　歩香桂銀金角飛玉と成馬龍竜右左直上寄引打不生()]{0,16}") {
        let variant = hensou::registry::builtin().find("shogi").unwrap();
        let mut s = variant.new_game(&Default::default(), None).unwrap();
        let _ = s.play_text(&text, None, None);
    }
}

fn run(args: &[&str], stdin: &str) -> (String, String) {
    let out = hensou().args(args).write_stdin(stdin).output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A shogi record is a `shogi` game in text and JSON; the same record with
/// its rules naming the cards is a Shogi no Otomo game.
#[test]
fn a_shogi_record_is_shogi_and_one_with_the_cards_is_otomo() {
    let (json, _) = run(
        &[
            "validate",
            "fixtures/shogi/valid/random-80.kif",
            "--format",
            "json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v[0]["variant"], "shogi", "{v}");
    assert_eq!(v[0]["rules"], "standard", "{v}");
    let (json, _) = run(
        &[
            "validate",
            "fixtures/otomo/valid/every-card-1.kif",
            "--format",
            "json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (&v[0]["variant"], &v[0]["valid"]),
        (&"otomo".into(), &true.into()),
        "{v}"
    );
    let (text, _) = run(
        &["validate", "-", "--variant", "shogi", "--rules", "otomo"],
        "1.7g7f 2.W:3c *\n",
    );
    assert!(text.contains("valid: otomo (otomo), 2 plies"), "{text}");
}

/// `hensou variants` lists shogi as a game of its own, and the defaults it
/// prints are the ones the games play by.
#[test]
fn variants_lists_shogi_with_the_defaults_the_games_play_by() {
    let (text, _) = run(&["variants"], "");
    assert!(text.contains("\nshogi: "), "{text}");
    let otomo = &text[text.find("\notomo: ").unwrap()..];
    assert!(otomo.contains("    otomo (default): "), "{otomo}");
    let shogi = &text[text.find("\nshogi: ").unwrap()..];
    assert!(shogi.contains("    standard (default): "), "{shogi}");
    let count = |variant: &str| {
        let (moves, _) = run(&["moves", "--variant", variant, "--format", "json"], "");
        let v: serde_json::Value = serde_json::from_str(&moves).unwrap();
        (
            v["variant"].as_str().unwrap().to_string(),
            v["count"].as_u64().unwrap(),
        )
    };
    assert_eq!(count("shogi"), ("shogi".to_string(), 30));
    assert_eq!(count("otomo"), ("otomo".to_string(), 230));
    // The tool's texts name only documents a user has.
    for word in ["DECISIONS", "research/", "the seed"] {
        assert!(!text.contains(word), "{word}: {text}");
    }
}

/// A ply no notation reads is reported in the words of the notation the
/// record's earlier plies were read with: western, not USI or a card.
#[test]
fn an_unreadable_ply_is_reported_in_the_notation_of_the_record() {
    let (_, stderr) = run(
        &["validate", "-", "--variant", "shogi"],
        "1.P-7f 2.P-3d 3.P-2f 4.Zz *\n",
    );
    assert!(
        stderr.contains("expected a western move such as P-7f"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("7g7f") && !stderr.contains("Q:"),
        "{stderr}"
    );
}

/// An illegal move in a KIF record names its squares as the record does.
#[test]
fn a_kif_diagnostic_names_squares_in_japanese() {
    let (_, stderr) = run(
        &["validate", "fixtures/shogi/invalid/illegal-promotion.kif"],
        "",
    );
    assert!(stderr.contains("from ７七 to ７六"), "{stderr}");
}

/// An illegal move in a western record names its pieces and squares in
/// western words.
#[test]
fn a_western_diagnostic_names_pieces_in_english() {
    let (_, stderr) = run(
        &["validate", "-"],
        "[Variant \"shogi\"]\n[Notation \"western\"]\n\n1.P-7f+ *\n",
    );
    assert!(
        stderr.contains("a pawn cannot promote on a move from 7g to 7f"),
        "{stderr}"
    );
    assert!(!stderr.contains('歩'), "{stderr}");
}

/// A replayed shogi board ends with the last move, as Kifu for Windows
/// writes it.
#[test]
fn a_replayed_board_shows_the_last_move() {
    let (text, _) = run(
        &[
            "replay",
            "fixtures/shogi/valid/random-80.kif",
            "--ply",
            "30",
        ],
        "",
    );
    assert!(text.contains("\n手数＝30　△"), "{text}");
    assert!(text.contains("　まで\n先手番\n"), "{text}");
}

/// A post whose moves read as shogi is shogi: they read as Shogi no Otomo
/// too, but the card game is the one a post must show a card to be.
#[test]
fn an_untagged_post_of_shogi_moves_is_read_as_shogi() {
    let (text, stderr) = run(
        &["validate", "-"],
        "Our game from last night:\n1.7g7f 2.3c3d 3.2g2f 4.8c8d\nthanks!\n",
    );
    assert!(
        text.contains("valid: shogi (standard), 4 plies"),
        "{text}{stderr}"
    );
    assert!(stderr.contains("record::detected-variant"), "{stderr}");
}

#[test]
fn the_same_rules_judge_every_ply_the_same() {
    // 同 ("same square") needs the last move, which a position string drops.
    let out = hensou()
        .args([
            "validate",
            "fixtures/shogi/valid",
            "--compare-rules",
            "standard",
        ])
        .assert()
        .code(0);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert_eq!(
        stdout
            .matches("every ply checked is judged the same under `standard`")
            .count(),
        11,
        "{stdout}"
    );
    assert!(!stdout.contains("illegal under"), "{stdout}");
}

#[test]
fn a_game_moved_to_other_rules_keeps_its_repetitions() {
    use hensou::game::RuleSpec;
    // The rooks step aside and back until a position is seen 4 times: the
    // start in shogi; in Shogi no Otomo, which keeps each side's last move
    // for the cards, the position after the first round.
    for (game, own, other, rounds) in [
        ("shogi", "standard", "standard", 3),
        ("shogi", "standard", "standard;impasse=24", 3),
        ("otomo", "otomo", "otomo", 4),
        ("otomo", "otomo", "standard", 4),
    ] {
        let plies = "2h3h 8b7b 3h2h 7b8b ".repeat(rounds);
        let variant = hensou::registry::builtin().find(game).unwrap();
        let mut session = variant.new_game(&RuleSpec::parse(own), None).unwrap();
        let mut rest = plies.as_str();
        while !rest.is_empty() {
            let played = session.play_text(rest, None, None).unwrap();
            rest = rest[played.len..].trim_start();
        }
        let Some(outcome) = session.outcome() else {
            panic!(
                "{game}: {} after {} plies",
                session.position_string(),
                session.plies()
            )
        };
        assert_eq!(outcome.reason, "sennichite");
        let moved = session.under_rules(&RuleSpec::parse(other)).unwrap();
        assert_eq!(moved.outcome(), session.outcome(), "{game} under {other}");
        assert_eq!(moved.position_string(), session.position_string());

        // Moved after the first round, the game counts the positions it saw
        // before: the repetition is reached under the other rules, at the
        // same ply as without the move.
        let ended_at = |moved_at: usize| {
            let mut session = variant.new_game(&RuleSpec::parse(own), None).unwrap();
            let mut rest = plies.as_str();
            while !rest.is_empty() && session.outcome().is_none() {
                if session.plies() == moved_at {
                    session = session.under_rules(&RuleSpec::parse(other)).unwrap();
                }
                let played = session.play_text(rest, None, None).unwrap();
                rest = rest[played.len..].trim_start();
            }
            (session.plies(), session.outcome().map(|o| o.reason))
        };
        let unmoved = ended_at(usize::MAX);
        assert_eq!(unmoved.1.as_deref(), Some("sennichite"), "{game}");
        if (game, other) == ("otomo", "standard") {
            // Positions seen with the cards on keep the card state they were
            // seen with (each side's last move), so with the cards put away
            // mid-game the count restarts from the move: one round later.
            assert_eq!(ended_at(4), (16, unmoved.1), "{game} moved to {other}");
        } else {
            assert_eq!(ended_at(4), unmoved, "{game} moved to {other}");
        }
    }
}
