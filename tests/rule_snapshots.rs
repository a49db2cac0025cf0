//! `hensou snapshot` (docs/RULE-SNAPSHOTS.md): every game's suite of
//! fixtures/snapshots/ against its committed snapshot, the check and its
//! exit codes, `--accept`, the examples of the docs as shown, and the
//! property that a change of any rule option reports exactly the
//! positions where `moves --compare-rules` finds a difference.

mod common;

use std::collections::BTreeSet;
use std::path::PathBuf;

use common::run;
use hensou::Position;
use hensou::registry;
use hensou::snapshot::{InOrder, Snapshot, Suite, Trial, required_snapshot, snapshot_path};
use proptest::prelude::*;

fn suites() -> Vec<PathBuf> {
    let mut suites: Vec<PathBuf> = std::fs::read_dir("fixtures/snapshots")
        .expect("fixtures/snapshots")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "suite"))
        .collect();
    suites.sort();
    suites
}

#[test]
fn every_game_has_a_suite_whose_committed_snapshot_is_what_its_rules_allow() {
    let games: BTreeSet<String> = (suites().iter())
        .map(|s| s.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    let registered: BTreeSet<String> = (registry::builtin().variants().iter())
        .map(|v| v.name().to_string())
        .collect();
    assert_eq!(games, registered);
    for path in suites() {
        let suite = Suite::open(&path, registry::builtin()).unwrap();
        // As `hensou snapshot --check` compares: the stored file read back.
        let stored = required_snapshot(&path).unwrap();
        let checked =
            (suite.check(&stored, &Trial::default(), registry::builtin(), &InOrder)).unwrap();
        assert!(
            checked.differences.is_empty(),
            "{}: {}",
            path.display(),
            checked.differences.write()
        );
        let taken = checked.new;
        let committed = std::fs::read_to_string(snapshot_path(&path)).unwrap();
        assert!(
            taken.write() == committed,
            "{}: `hensou snapshot --accept {}` after checking what changed",
            path.display(),
            path.display()
        );
        // The file reads back as the snapshot it was written from.
        let unnamed = Snapshot {
            suite: String::new(),
            ..taken.clone()
        };
        assert_eq!(stored, unnamed, "{}", path.display());
        assert!(!taken.positions.is_empty() && !taken.records.is_empty());
    }
}

#[test]
fn check_exits_0_when_nothing_changed_and_1_when_a_rule_changes_something() {
    let (code, out, err) = run(&["snapshot", "--check", "fixtures/snapshots/alquerque.suite"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("0 of ") && out.ends_with(" positions changed, 0 of 12 records\n"),
        "{out}"
    );
    let (code, out, _) = run(&[
        "snapshot",
        "--check",
        "fixtures/snapshots/alquerque.suite",
        "--rule",
        "direction=forward",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("rules: seed -> seed;direction=forward\n"),
        "{out}"
    );
    assert!(
        out.contains(": illegal now (alquerque::backward: "),
        "{out}"
    );
    let (code, out, _) = run(&[
        "snapshot",
        "--check",
        "fixtures/snapshots/alquerque.suite",
        "--rules",
        "seed",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["changed"], false);
}

#[test]
fn a_mistyped_name_anywhere_is_a_usage_error_with_the_nearest() {
    let (code, _, err) = run(&[
        "snapshot",
        "--check",
        "fixtures/snapshots/chatra.suite",
        "--rules",
        "1994-13",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("chatra has no rule set `1994-13`; did you mean "),
        "{err}"
    );
    let (code, _, err) = run(&[
        "snapshot",
        "--check",
        "fixtures/snapshots/chatra.suite",
        "--rule",
        "pas=on",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean `pass`?"), "{err}");
    let (code, _, err) = run(&["snapshot", "fixtures/snapshots/broken/typo.suite"]);
    assert_eq!(code, 2);
    assert!(err.contains("typo.suite:3: "), "{err}");
    let (code, _, err) = run(&[
        "snapshot",
        "--accept",
        "fixtures/snapshots/chatra.suite",
        "--rules",
        "1994-12",
    ]);
    assert_eq!(code, 2, "{err}");
}

/// A suite of positions only in a scratch folder, and its snapshot path.
fn scratch(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("a.suite");
    std::fs::write(&suite, text).unwrap();
    (dir, suite)
}

#[test]
fn the_first_run_writes_the_snapshot_and_accept_writes_what_changed() {
    let (_dir, suite) = scratch("game: alquerque\nrules: bell\nposition: B4/5/2W2/5/5 w - -\n");
    let path = suite.to_str().unwrap();
    let (code, out, _) = run(&["snapshot", path]);
    assert_eq!(
        (code, out.ends_with(": 1 position, 0 records\n")),
        (0, true),
        "{out}"
    );
    let written = std::fs::read_to_string(snapshot_path(&suite)).unwrap();
    assert!(
        written.contains("  moves: 5\n    c3-b3\n    c3-b4\n    c3-c4\n    c3-d3\n    c3-d4\n"),
        "{written}"
    );
    assert_eq!(run(&["snapshot", "--check", path]).0, 0);
    // The snapshot as another version of the rules would have written it.
    let edited = written
        .replace("    c3-b3\n", "    c3-b2\n    c3-b3\n")
        .replace("    c3-d4\n", "");
    std::fs::write(snapshot_path(&suite), &edited).unwrap();
    let (code, out, _) = run(&["snapshot", "--check", path]);
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "\nposition: B4/5/2W2/5/5 w - -\n  - c3-b2: illegal now\n  + c3-d4: legal now\n"
        ),
        "{out}"
    );
    assert!(
        out.ends_with("\n1 of 1 positions changed, 0 of 0 records\n"),
        "{out}"
    );
    assert_eq!(
        run(&["snapshot", "--check", path]).0,
        1,
        "--check writes nothing"
    );
    assert_eq!(run(&["snapshot", "--accept", path]).0, 0);
    assert_eq!(
        std::fs::read_to_string(snapshot_path(&suite)).unwrap(),
        written
    );
    assert_eq!(run(&["snapshot", "--check", path]).0, 0);
}

/// The `$ hensou ...` commands of docs/RULE-SNAPSHOTS.md with the output
/// shown under each, a line `...` standing for any lines.
fn console_examples(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("```") {
            inside = line == "```console";
            continue;
        }
        if !inside {
            continue;
        }
        match line.strip_prefix("$ hensou ") {
            Some(command) => out.push((command.to_string(), Vec::new())),
            None => {
                if let Some((_, shown)) = out.last_mut() {
                    shown.push(line.to_string());
                }
            }
        }
    }
    out
}

/// Whether `got` is `shown`, each `...` line of it any run of lines.
fn matches(shown: &[String], got: &[&str]) -> bool {
    match shown.split_first() {
        None => got.is_empty(),
        Some((dots, rest)) if dots == "..." => {
            (0..=got.len()).any(|skip| matches(rest, &got[skip..]))
        }
        Some((line, rest)) => got
            .split_first()
            .is_some_and(|(g, more)| g == line && matches(rest, more)),
    }
}

#[test]
fn every_example_of_the_rule_snapshots_guide_prints_what_it_shows() {
    let guide = std::fs::read_to_string("docs/RULE-SNAPSHOTS.md").unwrap();
    let examples = console_examples(&guide);
    // The worked examples the guide promises, one a game, each a change of rules.
    for suite in [
        "chatra.suite --rules",
        "alquerque.suite --rules",
        "otomo.suite --rule",
    ] {
        assert!(
            examples.iter().any(|(command, _)| command.contains(suite)),
            "no example checks {suite}"
        );
    }
    for (command, shown) in examples {
        let args: Vec<&str> = command.split_whitespace().collect();
        let (code, out, err) = run(&args);
        let printed = format!("{out}{err}");
        let lines: Vec<&str> = printed.lines().collect();
        assert!(matches(&shown, &lines), "hensou {command}:\n{printed}");
        let expected = if printed.starts_with("error:") {
            2
        } else if printed.contains("\n0 of ") || printed.starts_with("0 of ") {
            0
        } else {
            1
        };
        assert_eq!(code, expected, "hensou {command}");
    }
}

/// The positions of two random games of `game` under its default rules,
/// each of `plies` plies at most.
fn random_suite(game: &str, seed: u64, plies: usize) -> Suite {
    let text = format!("game: {game}\nrandom: seed={seed} games=2 plies={plies}\n");
    Suite::parse("random.suite", PathBuf::new(), &text, registry::builtin()).unwrap()
}

/// For each game with its own seed, `--check --rule KEY=VALUE` of every
/// value of every rule option reports exactly the positions where
/// `moves --compare-rules KEY=VALUE` finds a move legal under one rule and
/// not the other.
fn every_rule_option_changes_what_compare_rules_finds(seeds: &[u64], plies: usize) {
    let builtin = registry::builtin();
    for (&seed, variant) in seeds.iter().zip(builtin.variants()) {
        let suite = random_suite(variant.name(), seed, plies);
        let base = suite.take(&Trial::default(), builtin, &InOrder).unwrap();
        for option in variant.rule_options() {
            for value in option.values {
                let rule = format!("{}={value}", option.key);
                let trial = Trial {
                    rules: None,
                    options: vec![rule.clone()],
                };
                // As `--check --rule KEY=VALUE` finds them.
                let checked = suite.check(&base, &trial, builtin, &InOrder).unwrap();
                let reported: BTreeSet<String> = (checked.differences.changed.into_iter())
                    .map(|c| c.position)
                    .collect();
                let differing: BTreeSet<String> = (base.positions.iter())
                    .filter(|p| {
                        let position =
                            Position::from_string(variant.name(), Some(&base.rules), &p.position)
                                .unwrap();
                        !position.compare_moves(&rule, None).unwrap().is_empty()
                    })
                    .map(|p| p.position.clone())
                    .collect();
                assert_eq!(reported, differing, "{} {rule} seed {seed}", variant.name());
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Random games of every game, each from a seed of its own and of a
    /// length of its own.
    #[test]
    fn every_rule_option_changes_exactly_the_positions_compare_rules_finds(
        seeds in proptest::collection::vec(any::<u64>(), registry::builtin().variants().len()),
        plies in 1usize..48,
    ) {
        every_rule_option_changes_what_compare_rules_finds(&seeds, plies);
    }
}
