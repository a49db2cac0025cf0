//! Shogi no Otomo's rule option `card-off`: one card out of play, the
//! others kept, for rule designers who try the game without it.

mod common;

use common::run;
use hensou::Position;
use serde_json::Value;

/// The position before 連続技 (S) is first played in
/// fixtures/otomo/valid/every-card-1.pgn.
const BEFORE_S: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/8P/PPPPPPPP1/1B5R1/LNSGKGSNL w - 2 - UP:1g1f";

fn json(args: &[&str]) -> Value {
    let (code, out, err) = run(&[args, &["--format", "json"]].concat());
    assert!(code <= 1, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn a_card_switched_off_is_refused_in_validate_with_the_rule_option() {
    let dir = tempfile::tempdir().unwrap();
    let record = |rules: &str| {
        let path = dir.path().join(format!("{}.pgn", rules.len()));
        let text = format!("[Variant \"otomo\"]\n[Rules \"{rules}\"]\n\n1.1g1f 2.S:8c8d8e *\n");
        std::fs::write(&path, text).unwrap();
        json(&["validate", path.to_str().unwrap()])
    };
    let off = record("otomo;card-off=S");
    let problem = &off[0]["diagnostics"][0];
    assert_eq!(off[0]["valid"], false);
    assert_eq!(problem["code"], "otomo::card-off");
    assert_eq!(problem["ply"], 2);
    assert!(
        problem["message"].as_str().unwrap().contains("card-off=S"),
        "{problem}"
    );
    // Another card off leaves 連続技 in play, and the record valid.
    assert_eq!(record("otomo;card-off=Q")[0]["valid"], true);
}

#[test]
fn a_card_switched_off_leaves_the_legal_moves_and_perft_without_its_moves() {
    let on = Position::from_string("otomo", None, BEFORE_S).unwrap();
    let off = Position::from_string("otomo", Some("card-off=S"), BEFORE_S).unwrap();
    let without_s: Vec<String> = (on.legal_moves(None).unwrap().into_iter())
        .filter(|m| !m.starts_with("S:"))
        .collect();
    assert!(without_s.len() < on.perft(1) as usize, "S is usable here");
    assert_eq!(off.legal_moves(None).unwrap(), without_s);
    assert_eq!(off.perft(1), without_s.len() as u64);
    // Two plies deep: every reply but the S moves, after every move but them.
    let expected: u64 = without_s
        .iter()
        .map(|m| {
            let mut next = on.clone();
            next.play(m).unwrap();
            let replies = next.legal_moves(None).unwrap();
            replies.iter().filter(|r| !r.starts_with("S:")).count() as u64
        })
        .sum();
    assert_eq!(off.perft(2), expected);
    assert_eq!(off.rules(), "otomo;card-off=S");
}

#[test]
fn compare_rules_names_the_option_for_each_move_of_the_card() {
    let v = json(&[
        "moves",
        "--variant",
        "otomo",
        "--position",
        BEFORE_S,
        "--compare-rules",
        "card-off=S",
    ]);
    let differences = v["differences"].as_array().unwrap();
    assert!(!differences.is_empty());
    assert!(differences.iter().all(|d| {
        d["rule"] == "otomo::card-off"
            && d["move"].as_str().unwrap().starts_with("S:")
            && d["reason"].as_str().unwrap().contains("card-off=S")
    }));
    assert_eq!(v["compared_rules"], "otomo;card-off=S");
}

#[test]
fn explain_says_the_card_is_out_of_play_under_the_option() {
    let (code, out, err) = run(&[
        "moves",
        "--variant",
        "otomo",
        "--rule",
        "card-off=S",
        "--position",
        BEFORE_S,
        "--explain",
        "S:8c8d8e",
    ]);
    assert_eq!(code, 0, "{err}");
    let mut lines = out.lines();
    assert!(
        lines.next().unwrap().contains("refused — otomo::card-off"),
        "{out}"
    );
    assert_eq!(
        lines.next().unwrap(),
        "  no: 連続技 (S) is out of play under these rules (card-off=S)"
    );
}
