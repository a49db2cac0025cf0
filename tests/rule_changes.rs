//! What a change of rules changes in one position: `moves --compare-rules`
//! and `perft --compare-rules` through the real binary.

mod common;

use common::run;
use serde_json::{Value, json};

/// Chatra after 1.f9 2.Oh1 3.Of11 4.g4: the adjacency ban of `1994-12`
/// and the pass of `1994-11` differ here.
const CHATRA: &str = "7o4/12/12/6s5/12/12/12/12/5S6/12/5O6/12 b 17-17 4 - last=g4";

fn stdout(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    serde_json::from_str(&stdout(&all)).unwrap()
}

#[test]
fn moves_lists_each_move_one_rule_set_refuses_with_the_rule() {
    let args = ["moves", "--variant", "chatra", "--position", CHATRA];
    let text = stdout(&[&args[..], &["--compare-rules", "1994-11"]].concat());
    assert_eq!(
        text.lines().next().unwrap(),
        "e10: legal under 1994-11, not under 1994-12 (chatra::adjacent-drop: \
         cannot drop on e10: it is next to the subject on f9)"
    );
    let v = json(&[&args[..], &["--compare-rules", "1994-11"]].concat());
    assert_eq!(v["rules"], "1994-12");
    assert_eq!(v["compared_rules"], "1994-11");
    assert_eq!(v["count"], 6);
    assert_eq!(
        v["differences"][5],
        json!({
            "move": "pass",
            "legal_under_rules": false,
            "legal_under_compared_rules": true,
            "rule": "chatra::pass",
            "reason": "passing is not allowed under these rules"
        })
    );
    // The differences are exactly the moves of one list and not the other.
    let list = |rules: &str| -> Vec<String> {
        let v = json(&[&args[..], &["--rules", rules]].concat());
        serde_json::from_value(v["moves"].clone()).unwrap()
    };
    let (new, old) = (list("1994-12"), list("1994-11"));
    let differing: Vec<String> = old.iter().filter(|m| !new.contains(m)).cloned().collect();
    let listed: Vec<String> = v["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["move"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(listed, differing);
    assert!(new.iter().all(|m| old.contains(m)));
}

#[test]
fn moves_compares_the_cards_on_and_off_and_says_when_nothing_differs() {
    let v = json(&[
        "moves",
        "--variant",
        "otomo",
        "--compare-rules",
        "cards=off",
    ]);
    assert_eq!(v["count"], 200, "every card move, and no other");
    let differences = v["differences"].as_array().unwrap();
    assert!(
        differences
            .iter()
            .all(|d| d["rule"] == "otomo::cards-off" && d["move"].as_str().unwrap().contains(':'))
    );
    assert_eq!(
        stdout(&["moves", "--variant", "alquerque", "--compare-rules", "seed"]),
        "the same moves are legal under seed and seed\n"
    );
    let (code, _, err) = run(&["moves", "--variant", "chatra", "--compare-rules", "1994-13"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: --compare-rules: chatra has no rule set `1994-13`"),
        "{err}"
    );
}

#[test]
fn perft_counts_under_both_rule_sets_side_by_side() {
    let args = [
        "perft",
        "--variant",
        "alquerque",
        "--depth",
        "3",
        "--compare-rules",
        "ludii",
    ];
    assert_eq!(
        stdout(&[&args[..], &["--divide"]].concat()),
        "b2-c3: 17 11\nc2-c3: 4 4\nd2-c3: 10 10\nd3-c3: 10 8\nnodes: 41 33\n"
    );
    assert_eq!(stdout(&args), "nodes: 41 33\n");
    // Each count is the count under that rule set alone.
    for (rules, nodes) in [("seed", "41"), ("ludii", "33")] {
        let alone = [
            "perft",
            "--variant",
            "alquerque",
            "--depth",
            "3",
            "--rules",
            rules,
        ];
        assert_eq!(stdout(&alone), format!("nodes: {nodes}\n"));
    }
    // A first move one rule set refuses: `-` and the rule.
    let chatra = [
        "perft",
        "--variant",
        "chatra",
        "--position",
        CHATRA,
        "--depth",
        "1",
    ];
    let text = stdout(&[&chatra[..], &["--divide", "--compare-rules", "1994-11"]].concat());
    assert!(
        text.lines()
            .any(|l| l == "pass: - 1 (chatra::pass: passing is not allowed under these rules)"),
        "{text}"
    );
    let v = json(&[&chatra[..], &["--divide", "--compare-rules", "1994-11"]].concat());
    let pass = v["divide"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["move"] == "pass")
        .unwrap();
    assert_eq!(pass["nodes"], Value::Null);
    assert_eq!(pass["compared_nodes"], 1);
    assert_eq!(pass["rule"], "chatra::pass");
    assert_eq!(
        v["compared_nodes"].as_u64().unwrap(),
        v["nodes"].as_u64().unwrap() + 6
    );
}
