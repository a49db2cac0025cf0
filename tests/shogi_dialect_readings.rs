//! Shogi dialects read as their writers meant: a KIF time column written
//! against its move, Shogi Wars' result names in CSA, a tsume hand of
//! `残り全部`, and `replay` and `validate` agreeing on every record's plies.

mod common;

use common::run;
use serde_json::Value;
use std::path::{Path, PathBuf};

const DIR: &str = "fixtures/shogi/dialects";

fn json(args: &[&str]) -> Option<Value> {
    let (_, stdout, _) = run(args);
    serde_json::from_str(&stdout).ok()
}

/// `７六歩(77)( 0:01/00:00:01)`: the times are the moves' times, told once.
#[test]
fn a_time_column_against_its_move_is_the_moves_time() {
    let path = format!("{DIR}/kif-touching-time.kif");
    let (code, _, stderr) = run(&["validate", &path]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stderr.matches("kif::touching-time").count(), 1, "{stderr}");
    assert!(!stderr.contains("kif::text-after-move"), "{stderr}");
    let (_, csa, _) = run(&["convert", "--to", "csa", &path]);
    for (i, mv) in [
        "+7776FU", "-3334FU", "+2726FU", "-8384FU", "+2625FU", "-8485FU",
    ]
    .iter()
    .enumerate()
    {
        assert!(csa.contains(&format!("{mv},T{}\n", i + 1)), "{csa}");
    }
}

/// `GOTE_WIN_TORYO` names the winner and how the game ended.
#[test]
fn a_shogi_wars_result_name_is_the_games_end() {
    let v = json(&[
        "validate",
        "--format",
        "json",
        &format!("{DIR}/csa-shogi-wars.csa"),
    ])
    .unwrap();
    let games = v.as_array().unwrap();
    assert_eq!(games[0]["result"], "0-1");
    assert_eq!(games[1]["result"], "1-0");
    // GOTE_WIN_TRY: Gote's king reached Sente's start, a declared win.
    assert_eq!(games[2]["result"], "0-1", "{}", games[2]);
    assert_eq!(games[2]["valid"], true, "{}", games[2]);
    let (_, kif, _) = run(&[
        "convert",
        "--to",
        "kif",
        &format!("{DIR}/csa-shogi-wars.csa"),
    ]);
    assert!(kif.contains("投了") && kif.contains("切れ負け"), "{kif}");
}

/// `後手の持駒：残り全部`: every piece on neither the board nor Sente's hand.
#[test]
fn all_the_rest_is_every_piece_not_placed() {
    let path = format!("{DIR}/kif-tsume-all-the-rest.kif");
    let (code, stdout, stderr) = run(&["replay", "--ply", "0", &path]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("position: 4k4/9/4G4/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1"),
        "{stdout}"
    );
    let (_, _, stderr) = run(&["validate", &path]);
    assert!(
        stderr.contains("`詰将棋`; the game is read from the position of the board diagram"),
        "{stderr}"
    );
    assert!(!stderr.contains("normal start"), "{stderr}");
}

fn record_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = path.to_string_lossy().into_owned();
            if path.is_dir() {
                dirs.push(path);
            } else if !name.ends_with(".md") && !name.ends_with(".snap") && !name.ends_with(".tsv")
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The plies `replay` stands after at the end of a game are the plies
/// `validate` counts, for every record of the fixtures and the corpus.
#[test]
fn replay_and_validate_agree_on_the_plies_of_every_record() {
    let mut files = record_files(Path::new("fixtures"));
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/shogi");
    if corpus.is_dir() {
        files.extend(record_files(&corpus));
    } else {
        println!(
            "note: {} is absent; only the fixtures are compared",
            corpus.display()
        );
    }
    let mut differ = Vec::new();
    for file in files {
        let f = file.to_string_lossy();
        let validated = json(&["validate", "--format", "json", &f]);
        let replayed = json(&["replay", "--format", "json", &f]);
        let (Some(v), Some(r)) = (validated, replayed) else {
            continue;
        };
        let plies = v[0]["plies"].as_u64();
        if plies.is_some() && plies != r["ply"].as_u64() {
            differ.push(format!("{f}: validate {plies:?}, replay {}", r["ply"]));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
