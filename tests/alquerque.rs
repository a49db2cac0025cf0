//! The whole pipeline on Alquerque, through the real binary: every fixture,
//! the JSON contracts, conversion, and a snapshot of each diagnostic.

mod common;

use common::hensou;
use serde_json::Value;

fn fixture(path: &str) -> String {
    format!("{}/fixtures/alquerque/{path}", env!("CARGO_MANIFEST_DIR"))
}

fn json(args: &[&str]) -> (Value, i32) {
    let out = hensou()
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let v = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
    (v, out.status.code().unwrap())
}

fn json_stdin(args: &[&str], stdin: &str) -> (Value, i32) {
    let out = hensou()
        .args(args)
        .args(["--format", "json"])
        .write_stdin(stdin)
        .output()
        .unwrap();
    let v = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
    (v, out.status.code().unwrap())
}

fn files(dir: &str) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(fixture(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

#[test]
fn every_valid_fixture_validates() {
    let valid = files("valid");
    assert!(valid.len() >= 10);
    for path in valid {
        let (v, code) = json(&["validate", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{}: {v}", path.display());
        for game in v.as_array().unwrap() {
            assert_eq!(game["valid"], true, "{}", path.display());
            assert!(game["plies"].as_u64().unwrap() > 0);
        }
    }
}

/// Each broken fixture, the rule it breaks, and the ply it breaks it at.
const BROKEN: &[(&str, &str, Option<u64>)] = &[
    ("bad-syntax.pgn", "notation::syntax", Some(3)),
    ("occupied.pgn", "alquerque::occupied", Some(1)),
    ("jump-own-piece.pgn", "alquerque::jump-own-piece", Some(1)),
    ("huff-missing.pgn", "alquerque::huff-missing", Some(4)),
    (
        "huff-not-capturer.pgn",
        "alquerque::huff-wrong-piece",
        Some(4),
    ),
    ("bell-backward.pgn", "alquerque::backward", Some(1)),
    ("bell-return.pgn", "alquerque::return", Some(3)),
    ("bell-base-line.pgn", "alquerque::base-line", Some(1)),
    ("move-after-end.pgn", "record::after-end", Some(2)),
    ("move-number.pgn", "record::move-number", Some(3)),
    ("truncated-move.pgn", "notation::syntax", Some(3)),
    (
        "truncated-comment.pgn",
        "record::unterminated-comment",
        None,
    ),
    ("wrong-result.pgn", "record::result-mismatch", None),
    ("no-variant.pgn", "record::no-variant", None),
];

#[test]
fn every_broken_fixture_names_its_rule_and_ply() {
    assert_eq!(
        files("invalid").len(),
        BROKEN.len() + 1,
        "every broken fixture is listed (and binary-garbage.pgn, an input error)"
    );
    for (name, code, ply) in BROKEN {
        let (v, exit) = json(&["validate", &fixture(&format!("invalid/{name}"))]);
        assert_eq!(exit, 1, "{name}");
        let d = &v[0]["diagnostics"][0];
        assert_eq!(d["code"], *code, "{name}: {v}");
        assert_eq!(d["ply"].as_u64(), *ply, "{name}");
        assert_eq!(v[0]["valid"], false);
    }
}

#[test]
fn a_binary_file_is_an_input_error() {
    let name = fixture("invalid/binary-garbage.pgn");
    let (v, exit) = json(&["validate", &name]);
    assert_eq!(exit, 2, "an input error, not an invalid record");
    assert_eq!(v[0]["file"], name.as_str());
    assert!(
        v[0]["error"]
            .as_str()
            .is_some_and(|e| e.contains("not a text file")),
        "{v}"
    );
    let (code, _, stderr) = common::run(&["validate", &name]);
    assert_eq!(code, 2);
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
}

#[test]
fn broken_fixture_diagnostics() {
    for (name, _, _) in BROKEN {
        let out = hensou()
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(["validate", &format!("fixtures/alquerque/invalid/{name}")])
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        insta::assert_snapshot!(format!("diagnostic-{name}"), text);
    }
}

#[test]
fn a_diagnostic_points_at_the_exact_bytes_and_shows_the_position() {
    let (v, _) = json(&["validate", &fixture("invalid/huff-missing.pgn")]);
    let d = &v[0]["diagnostics"][0];
    let text = std::fs::read_to_string(fixture("invalid/huff-missing.pgn")).unwrap();
    let (offset, length) = (
        d["offset"].as_u64().unwrap() as usize,
        d["length"].as_u64().unwrap() as usize,
    );
    assert_eq!(&text[offset..offset + length], "b4-c4");
    assert_eq!(d["position"], "BBBBB/BB1BB/BBWWW/WWB1W/WWWWW b c1 -");
    assert!(
        d["suggestions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s.as_str().unwrap().starts_with("*c1 "))
    );
}

#[test]
fn a_syntax_error_does_not_stop_later_games() {
    let text = "[Variant \"alquerque\"]\n\n1. c2-c3 c4-c9 *\n\n[Variant \"alquerque\"]\n\n1. c2-c3 c4xc2 *\n";
    let out = hensou()
        .args(["validate", "-", "--format", "json"])
        .write_stdin(text)
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 2);
    assert_eq!(v[0]["valid"], false);
    assert_eq!(v[1]["valid"], true);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn records_without_tags_take_the_command_line_game_and_rules() {
    let text = "1. c2-c3 c4xc2 2. c1xc3 *";
    let ok = hensou()
        .args([
            "validate",
            "-",
            "--variant",
            "alquerque",
            "--rules",
            "forced-chain",
        ])
        .write_stdin(text)
        .output()
        .unwrap();
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    // The record's own tags win over the command line.
    let tagged = format!("[Variant \"alquerque\"]\n[Rules \"ludii\"]\n\n{text}");
    let (v, _) = {
        let out = hensou()
            .args(["validate", "-", "--rules", "bell", "--format", "json"])
            .write_stdin(tagged)
            .output()
            .unwrap();
        (serde_json::from_slice::<Value>(&out.stdout).unwrap(), 0)
    };
    assert_eq!(v[0]["rules"], "ludii");
}

#[test]
fn replay_json_gives_position_side_and_result() {
    let (v, code) = json(&["replay", &fixture("valid/bell-scored.pgn")]);
    assert_eq!(code, 0);
    assert_eq!(v["result"], "0-1");
    assert_eq!(v["outcome"]["reason"], "all-captured");
    assert!(
        v["outcome"]["score"].as_array().unwrap()[0]
            .as_i64()
            .unwrap()
            < 0,
        "White loses points"
    );
    let (early, _) = json(&["replay", &fixture("valid/bell-scored.pgn"), "--ply", "1"]);
    assert_eq!(early["ply"], 1);
    // Sides read the same in every command: `first`/`second`, named by `sides`.
    assert_eq!(early["side_to_move"], "second");
    assert_eq!(early["sides"][1], "Black");
    assert_eq!(early["result"], Value::Null);
    let start = early["position"].as_str().unwrap();
    assert!(start.starts_with("BBBBB/BBBBB/"), "{start}");
}

#[test]
fn replay_text_shows_the_diagram() {
    let out = hensou()
        .args(["replay", &fixture("valid/seed-huffs.pgn"), "--ply", "4"])
        .output()
        .unwrap();
    insta::assert_snapshot!(
        "replay-seed-huffs-ply-4",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn replay_of_a_ply_beyond_the_game_is_a_usage_error() {
    let out = hensou()
        .args(["replay", &fixture("valid/ludii.pgn"), "--ply", "999"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn convert_to_numeric_and_back_keeps_moves_tags_and_comments() {
    let original = fixture("valid/seed-huffs.pgn");
    let numeric = hensou()
        .args(["convert", &original, "--to", "numeric"])
        .output()
        .unwrap();
    assert_eq!(numeric.status.code(), Some(0));
    let numeric = String::from_utf8(numeric.stdout).unwrap();
    assert!(numeric.contains("[Notation \"numeric\"]"));
    assert!(numeric.contains("{huff: d4 could have captured}"));
    assert!(numeric.contains("[Date \"1283.??.??\"]"));
    let back = hensou()
        .args(["convert", "-", "--to", "algebraic"])
        .write_stdin(numeric.clone())
        .output()
        .unwrap();
    let back = String::from_utf8(back.stdout).unwrap();
    let moves = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with('['))
            .flat_map(|l| l.split_whitespace())
            .map(str::to_string)
            .collect()
    };
    let orig_text = std::fs::read_to_string(&original).unwrap();
    assert_eq!(moves(&back), moves(&orig_text));
    // Both conversions replay to the same final position.
    let (a, _) = json(&["replay", &original]);
    let out = hensou()
        .args(["replay", "-", "--format", "json"])
        .write_stdin(numeric)
        .output()
        .unwrap();
    let b: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(a["position"], b["position"]);
}

#[test]
fn convert_carries_variations_as_moves() {
    let text = "[Variant \"alquerque\"]\n\n1. c2-c3 (1. b2-c3) c4xc2 *\n";
    let out = hensou()
        .args(["convert", "-", "--to", "numeric"])
        .write_stdin(text)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("convert::variation"), "{err}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("1. 8-13 (1. 7-13) 1... 18x8 *"), "{stdout}");
}

#[test]
fn every_move_of_a_variation_is_checked_from_its_branch_point() {
    // c4-b4 would be legal after c2-c3, not after b2-c3: the variation is
    // played from the position before the ply it replaces.
    let text = "[Variant \"alquerque\"]\n\n1. c2-c3 (1. b2-c3 c4-b4) c4xc2 *\n";
    let (v, _) = json_stdin(&["validate", "-"], text);
    let game = &v[0];
    assert_eq!(game["valid"], false);
    let d = &game["diagnostics"][0];
    assert_eq!(d["code"], "alquerque::occupied");
    assert_eq!(d["ply"], 2);
    assert_eq!(d["offset"], text.find("c4-b4").unwrap());
    assert_eq!(game["plies"], 2);
    assert_eq!(game["variations"][0]["from_ply"], 1);
    assert_eq!(game["variations"][0]["moves"], serde_json::json!(["b2-c3"]));
}

#[test]
fn nested_variations_form_a_tree() {
    let text = "[Variant \"alquerque\"]\n\n1. c2-c3 (1. b2-c3 (1. d2-c3) b3-b2) c4xc2 *\n";
    let (v, _) = json_stdin(&["validate", "-"], text);
    let game = &v[0];
    assert_eq!(game["valid"], true, "{game}");
    let outer = &game["variations"][0];
    assert_eq!(outer["moves"], serde_json::json!(["b2-c3", "b3-b2"]));
    assert_eq!(outer["variations"][0]["from_ply"], 1);
    assert_eq!(
        outer["variations"][0]["moves"],
        serde_json::json!(["d2-c3"])
    );
}

#[test]
fn moves_lists_sorted_legal_moves_in_either_notation() {
    let (v, _) = json(&["moves", "--variant", "alquerque"]);
    assert_eq!(
        v["moves"],
        serde_json::json!(["b2-c3", "c2-c3", "d2-c3", "d3-c3"])
    );
    let out = hensou()
        .args(["moves", "--variant", "alquerque", "--notation", "numeric"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "14-13\n7-13\n8-13\n9-13\n"
    );
    let (p, _) = json(&[
        "moves",
        "--variant",
        "alquerque",
        "--rules",
        "bell",
        "--position",
        "5/5/2W2/5/5 w - -",
    ]);
    assert_eq!(p["moves"].as_array().unwrap().len(), 5);
}

#[test]
fn perft_json_and_divide_agree() {
    let (v, _) = json(&[
        "perft",
        "--variant",
        "alquerque",
        "--rules",
        "ludii",
        "--depth",
        "4",
    ]);
    assert_eq!(v["nodes"], 210);
    let (d, _) = json(&[
        "perft",
        "--variant",
        "alquerque",
        "--rules",
        "ludii",
        "--depth",
        "4",
        "--divide",
    ]);
    let sum: u64 = d["divide"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["nodes"].as_u64().unwrap())
        .sum();
    assert_eq!(sum, 210);
    assert_eq!(d["nodes"], 210);
}

#[test]
fn a_bad_position_string_is_a_usage_error_not_a_panic() {
    let out = hensou()
        .args([
            "moves",
            "--variant",
            "alquerque",
            "--position",
            "BBBBB/XX w",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad position string"));
}

#[test]
fn usage_and_io_errors_exit_2() {
    assert_eq!(
        hensou()
            .args(["validate", "/no/such/file"])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        hensou()
            .args(["moves", "--variant", "nosuchgame"])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        hensou()
            .args(["perft", "--variant", "alquerque"])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        hensou()
            .args(["moves", "--variant", "alquerque", "--rules", "murray"])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn variants_lists_alquerque_with_its_rule_sets_and_notations() {
    let (v, _) = json(&["variants"]);
    let alq = v
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == "alquerque")
        .unwrap();
    let sets: Vec<&str> = alq["rule_sets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(sets, ["seed", "bell", "ludii", "forced-chain"]);
    assert_eq!(
        alq["notations"],
        serde_json::json!(["algebraic", "numeric"])
    );
}

#[test]
fn compare_rules_shows_where_a_rule_set_disagrees() {
    // A double capture is legal under the seed, not under Ludii's single jumps.
    let text = "[Variant \"alquerque\"]\n[Position \"5/2B2/3B1/1B3/W4 w - -\"]\n\n1. a1xc3xc5 *\n";
    let (v, code) = {
        let out = hensou()
            .args([
                "validate",
                "-",
                "--compare-rules",
                "ludii",
                "--format",
                "json",
            ])
            .write_stdin(text)
            .output()
            .unwrap();
        (
            serde_json::from_slice::<Value>(&out.stdout).unwrap(),
            out.status.code().unwrap(),
        )
    };
    assert_eq!(code, 0, "valid under the record's rules");
    let d = &v[0]["differences"][0];
    assert_eq!(d["ply"], 1);
    assert_eq!(d["legal_under_record_rules"], true);
    assert_eq!(d["legal_under_compared_rules"], false);
    assert_eq!(d["rule"], "alquerque::single-jump");
}

#[test]
fn forum_posts_are_read_from_prose() {
    let (v, code) = json(&["validate", &fixture("valid/forum-post.txt")]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v[0]["plies"], 5);
}

#[test]
fn lenient_readings_are_warnings() {
    let text = "[Variant \"alquerque\"]\n\n1. C2-C3 c4xc2 *\n";
    let (v, code) = {
        let out = hensou()
            .args(["validate", "-", "--format", "json"])
            .write_stdin(text)
            .output()
            .unwrap();
        (
            serde_json::from_slice::<Value>(&out.stdout).unwrap(),
            out.status.code().unwrap(),
        )
    };
    assert_eq!(code, 0);
    let codes: Vec<&str> = v[0]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["severity"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["warning", "warning"]);
}

#[test]
fn validate_can_draw_the_board_of_each_illegal_ply() {
    let out = hensou()
        .args(["validate", "--board", &fixture("invalid/occupied.pgn")])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("3 B - B - . - W - W"), "{err}");
}
