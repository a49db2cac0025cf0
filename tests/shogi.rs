//! Shogi records through the real binary: valid fixtures in every container,
//! a snapshotted diagnostic for every broken fixture, conversion between all
//! containers, and readers that never panic.

mod common;

use common::hensou;
use proptest::prelude::*;

use hensou::record::{self, InputMode};
use hensou::replay;

#[test]
fn every_valid_fixture_validates() {
    let out = hensou()
        .args(["validate", "fixtures/shogi/valid"])
        .assert()
        .code(0);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert_eq!(stdout.matches(": valid: otomo").count(), 11, "{stdout}");
    assert!(stdout.contains("pawn-move-mate.kif game 1: valid: otomo (standard), 1 ply, 1-0 mate"));
}

/// Validates a broken fixture: exit code 1, the rule id, and the snapshot.
fn broken(file: &str, rule: &str) {
    let stderr = common::broken_fixture("shogi", file, rule);
    insta::assert_snapshot!(file.replace('.', "_"), stderr);
}

#[test]
fn nifu() {
    broken("nifu.kif", "otomo::nifu");
}

#[test]
fn uchifuzume() {
    broken("uchifuzume.kif", "otomo::uchifuzume");
}

#[test]
fn illegal_promotion() {
    broken("illegal-promotion.kif", "otomo::cannot-promote");
}

#[test]
fn missing_promotion() {
    broken("missing-promotion.kif", "otomo::must-promote");
}

#[test]
fn move_into_check() {
    broken("move-into-check.kif", "otomo::self-check");
}

#[test]
fn ki2_ambiguous_move() {
    broken("ki2-ambiguous.ki2", "otomo::ambiguous");
}

#[test]
fn ki2_modifier_matching_no_piece() {
    broken("ki2-wrong-modifier.ki2", "otomo::disambiguation");
}

#[test]
fn same_square_without_a_previous_move() {
    broken(
        "same-square-without-previous-move.kif",
        "otomo::no-previous-move",
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
    let games = record::read(text, InputMode::Auto);
    let report = replay::run(
        text,
        &games[0],
        &replay::Options {
            convert_to: Some("kif".into()),
            ..Default::default()
        },
    );
    assert!(report.valid());
    assert_eq!(report.plies.len(), 2);
    assert_eq!(report.variations.len(), 1, "the branch is played");
    assert_eq!(report.variations[0].from_ply, 2);
    assert_eq!(report.variations[0].moves, ["８四歩(83)"]);
    let out = hensou::record::write::write_game(
        report.converted.as_ref().unwrap(),
        report.numbering,
        hensou::record::write::Container::Kif,
    );
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
        for mode in [InputMode::Auto, InputMode::Kif, InputMode::Csa, InputMode::Usi] {
            for game in record::read(&text, mode) {
                let _ = replay::run(&text, &game, &replay::Options { variant: Some("shogi".into()), ..Default::default() });
            }
        }
    }

    #[test]
    fn move_readers_never_panic(text in "[+\\-0-9A-Za-z*▲△☗☖同　歩香桂銀金角飛玉と成馬龍竜右左直上寄引打不生()]{0,16}") {
        let variant = hensou::variants::find("shogi").unwrap();
        let mut s = variant.new_game(&Default::default(), None).unwrap();
        let _ = s.play_text(&text, None, None);
    }
}
