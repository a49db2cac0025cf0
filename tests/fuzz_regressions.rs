//! Every input the fuzzers found a defect with (tests/data/fuzz/TARGET/*),
//! checked again by the same check the fuzz target makes
//! (tests/fuzz_checks), plus the valid fixtures (which seed the fuzzers)
//! under every selector, so that the checks themselves run on real records
//! of every game: every conversion of every valid fixture reads back.

mod fuzz_checks;

use std::collections::BTreeSet;
use std::path::Path;

fn files_under(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries {
        let path = e.unwrap().path();
        if path.is_dir() {
            out.extend(files_under(&path));
        } else {
            out.push(path);
        }
    }
    out.sort();
    out
}

#[test]
fn saved_fuzz_inputs_pass_their_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz");
    for t in fuzz_checks::TARGETS {
        for path in files_under(&root.join(t.name)) {
            eprintln!("{}: {}", t.name, path.display());
            (t.check)(&std::fs::read(&path).unwrap());
        }
    }
}

#[test]
fn the_fuzz_checks_accept_every_valid_fixture() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let valid: Vec<_> = files_under(&root)
        .into_iter()
        .filter(|p| p.components().any(|c| c.as_os_str() == "valid"))
        .collect();
    assert!(valid.len() > 20, "only {} valid fixtures", valid.len());
    for path in &valid {
        let bytes = std::fs::read(path).unwrap();
        for t in fuzz_checks::TARGETS {
            eprintln!("{}: {}", t.name, path.display());
            for sel in 0..t.selectors {
                let mut input = vec![sel];
                input.extend_from_slice(&bytes);
                (t.check)(&input);
            }
        }
    }
}

/// scripts/fuzz seeds a game's fixtures with the selector of its place in
/// `hensou variants --format json`; the checks pick the game of a selector
/// by its place in the registry. Both lists are every registered game, in
/// one order. It seeds the shogi readers with the fixtures of the games
/// listed with file formats: the registry's games read in one, and the
/// games the check replays the records as.
#[test]
fn the_seeds_choose_games_as_the_checks_do() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hensou"))
        .args(["variants", "--format", "json"])
        .output()
        .expect("hensou runs");
    let listed: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("JSON");
    let names: Vec<&str> = listed.iter().map(|g| g["name"].as_str().unwrap()).collect();
    let registry = hensou::registry::builtin();
    let registered: Vec<&str> = registry.variants().iter().map(|g| g.name()).collect();
    assert_eq!(names, registered);
    let mut filed = BTreeSet::new();
    for (game, name) in listed.iter().zip(names) {
        let formats: Vec<&str> = (game["formats"].as_array().expect("formats"))
            .iter()
            .map(|f| f.as_str().unwrap())
            .collect();
        let registered: Vec<&str> = registry.formats_of(name).iter().map(|f| f.name).collect();
        assert_eq!(formats, registered, "{name}");
        if !formats.is_empty() {
            filed.insert(name);
        }
    }
    assert_eq!(filed, BTreeSet::from(fuzz_checks::SHOGI_READER_GAMES));
}
