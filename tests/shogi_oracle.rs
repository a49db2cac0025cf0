//! Differential test against an independent engine: 1,000 random games made
//! by cshogi (scripts/oracle/gen_games.py) and written by cshogi as KIF
//! (Shift_JIS), CSA and USI. hensou must read every one, reach the oracle's
//! SFEN after every ply, and count the same number of legal moves there.
//!
//! Needs python3 with cshogi (`pip install cshogi`); without it the test
//! fails, it does not skip.

use std::path::{Path, PathBuf};
use std::process::Command;

use hensou::game::RuleSpec;
use hensou::record::{self, InputMode};
use hensou::replay;

struct OracleGame {
    name: String,
    sfens: Vec<String>,
    counts: Vec<u64>,
}

fn corpus() -> (PathBuf, Vec<OracleGame>) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shogi_oracle");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/oracle/gen_games.py");
    let out = Command::new("python3")
        .arg(&script)
        .arg(&dir)
        .args(["--games", "1000", "--seed", "1"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 ({e}); the shogi oracle test needs python3 with cshogi: pip install cshogi"));
    assert!(
        out.status.success(),
        "{} failed; the shogi oracle test needs `pip install cshogi`:\n{}",
        script.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = std::fs::read_to_string(dir.join("oracle.jsonl")).expect("oracle.jsonl");
    let games = lines
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("oracle line is JSON");
            OracleGame {
                name: v["name"].as_str().unwrap().to_string(),
                sfens: v["sfens"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s.as_str().unwrap().to_string())
                    .collect(),
                counts: v["counts"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_u64().unwrap())
                    .collect(),
            }
        })
        .collect();
    (dir, games)
}

/// Decodes like the CLI: UTF-8, else Shift_JIS.
fn text_of(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap();
    match String::from_utf8(bytes.clone()) {
        Ok(t) => t,
        Err(_) => {
            let (t, _, bad) = encoding_rs::SHIFT_JIS.decode(&bytes);
            assert!(!bad, "{} is neither UTF-8 nor Shift_JIS", path.display());
            t.into_owned()
        }
    }
}

#[test]
fn hensou_agrees_with_cshogi_on_1000_random_games() {
    let (dir, games) = corpus();
    assert_eq!(games.len(), 1000);
    let options = replay::Options::default();
    let mut plies_checked = 0;
    for g in &games {
        let plies = g.sfens.len() - 1;
        for ext in ["usi", "kif", "csa"] {
            let path = dir.join(format!("{}.{ext}", g.name));
            let text = text_of(&path);
            let records = record::read(&text, InputMode::Auto);
            assert_eq!(records.len(), 1, "{}", path.display());
            let report = replay::run(&text, &records[0], &options);
            assert!(report.valid(), "{}: {:?}", path.display(), report.problems);
            assert_eq!(report.plies.len(), plies, "{}: plies read", path.display());
            let session = report.session.as_ref().unwrap();
            // A KIF board diagram and CSA position lines carry no move
            // number, so from a set position only USI keeps the SFEN's.
            let fields = if ext == "usi" || records[0].tag("Position").is_none() {
                4
            } else {
                3
            };
            let head = |s: &str| s.split(' ').take(fields).collect::<Vec<_>>().join(" ");
            assert_eq!(
                head(&session.position_string()),
                head(g.sfens.last().unwrap()),
                "{}: final SFEN",
                path.display()
            );
            if ext != "usi" {
                continue;
            }
            // Ply by ply: the same position and the same number of legal moves.
            let variant = hensou::variants::find("shogi").unwrap();
            let start = records[0].tag("Position");
            let mut s = variant.new_game(&RuleSpec::default(), start).unwrap();
            for (k, ply) in report.plies.iter().enumerate() {
                assert_eq!(
                    s.position_string(),
                    g.sfens[k],
                    "{} before ply {}",
                    path.display(),
                    k + 1
                );
                assert_eq!(
                    s.perft(1),
                    g.counts[k],
                    "{}: legal moves before ply {} ({})",
                    path.display(),
                    k + 1,
                    g.sfens[k]
                );
                s.play_text(&ply.text, None, None).unwrap();
                plies_checked += 1;
            }
            assert_eq!(
                s.perft(1),
                g.counts[plies],
                "{}: legal moves at the end",
                path.display()
            );
            assert_eq!(
                s.outcome().is_some(),
                g.counts[plies] == 0,
                "{}: the game is over iff no move is legal",
                path.display()
            );
        }
    }
    assert!(plies_checked > 50_000, "only {plies_checked} plies checked");
}
