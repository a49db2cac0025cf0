//! The loss report is exact: every shogi record converted to each target
//! and back to its own format holds what it held (moves, variations,
//! comments, times, tags, ending), except what a `convert::` warning of the
//! first step named. Both records are compared through JKF, which holds
//! all of these. Run over the fixtures written for it and, when it is
//! present, every file of ../shared/corpus/shogi (read where it is).

use hensou::{Options, Source};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const TARGETS: [&str; 6] = ["kif", "ki2", "csa", "usi", "jkf", "western"];

/// The format a record file is written back in, by its extension.
fn own_format(path: &Path) -> Option<&'static str> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "kif" | "kifu" => "kif",
        "ki2" | "ki2u" => "ki2",
        "csa" => "csa",
        "jkf" | "json" => "jkf",
        "usi" | "sfen" => "usi",
        _ => return None,
    })
}

/// One thing a record holds, as its JKF says it, and the `convert::` code
/// a conversion that loses it must name.
#[derive(Debug, PartialEq)]
struct Facets {
    initial: Value,
    tags: Value,
    moves: Vec<Value>,
    variations: Vec<Value>,
    comments: Vec<String>,
    times: Vec<Value>,
    ending: Option<Value>,
}

/// The facets of a JKF line: its moves in order and, apart, its forks,
/// comments and times.
fn line_facets(moves: &[Value], f: &mut Facets) {
    for entry in moves {
        if let Some(m) = entry.get("move") {
            f.moves.push(m.clone());
        }
        if let Some(s) = entry.get("special") {
            f.ending = Some(s.clone());
        }
        if let Some(t) = entry.get("time") {
            f.times.push(t.clone());
        }
        for c in entry["comments"].as_array().into_iter().flatten() {
            f.comments.push(c.as_str().unwrap_or_default().to_string());
        }
        for fork in entry["forks"].as_array().into_iter().flatten() {
            f.variations.push(fork.clone());
        }
    }
}

fn facets(jkf: &str) -> Facets {
    let v: Value = serde_json::from_str(jkf).unwrap_or_else(|e| panic!("{e}: {jkf}"));
    let mut f = Facets {
        initial: v["initial"].clone(),
        tags: v["header"].clone(),
        moves: Vec::new(),
        variations: Vec::new(),
        comments: Vec::new(),
        times: Vec::new(),
        ending: None,
    };
    line_facets(v["moves"].as_array().map_or(&[][..], Vec::as_slice), &mut f);
    f
}

/// The single game of `text` (named `name`) converted to `to`: its text
/// and the codes of what was lost; `None` if it is not converted.
fn convert_text(name: &str, text: &str, to: &str) -> Option<(String, BTreeSet<String>)> {
    let source = Source::from_text(name, text);
    let game = source.games().next()?;
    let c = game.convert(to, &Options::new());
    let codes = c.losses().iter().map(|l| l.code().to_string()).collect();
    Some((c.text()?.to_string(), codes))
}

/// What differs between `a` and `b`, each with the code that names it.
fn differences(a: &Facets, b: &Facets) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut differ = |code: &'static str, same: bool, what: &str| {
        if !same {
            out.push((code, what.to_string()));
        }
    };
    differ("convert::move", a.initial == b.initial, "start");
    differ("convert::move", a.moves == b.moves, "moves");
    differ(
        "convert::variation",
        a.variations == b.variations,
        "variations",
    );
    differ("convert::comment", a.comments == b.comments, "comments");
    differ("convert::time", a.times == b.times, "times");
    differ("convert::tag", a.tags == b.tags, "tags");
    differ("convert::result", a.ending == b.ending, "ending");
    out
}

/// Every game of the file at `path`, through every target and back: the
/// differences no warning of the first step named.
fn unreported_losses(path: &Path) -> Vec<String> {
    let Some(own) = own_format(path) else {
        return Vec::new();
    };
    let Ok(source) = Source::open(path) else {
        return Vec::new();
    };
    let mut failures = Vec::new();
    for game in source.games() {
        let number = game.number();
        let Some(original) = game
            .convert("jkf", &Options::new())
            .text()
            .map(str::to_string)
        else {
            continue; // an invalid game is not converted
        };
        let before = facets(&original);
        for to in TARGETS {
            let first = game.convert(to, &Options::new());
            let Some(there) = first.text() else {
                failures.push(format!(
                    "{} game {number}: not converted to {to}",
                    path.display()
                ));
                continue;
            };
            let named: BTreeSet<String> = first
                .losses()
                .iter()
                .map(|l| l.code().to_string())
                .collect();
            let ext = if to == "western" { "pgn" } else { to };
            let back = convert_text(&format!("there.{ext}"), there, own)
                .and_then(|(text, _)| convert_text(&format!("back.{own}"), &text, "jkf"));
            let Some((jkf, _)) = back else {
                failures.push(format!(
                    "{} game {number}: {to} does not read back as {own}",
                    path.display()
                ));
                continue;
            };
            for (code, what) in differences(&before, &facets(&jkf)) {
                if !named.contains(code) {
                    failures.push(format!(
                        "{} game {number}: {own} -> {to} -> {own} changes the {what}, and no {code} said so",
                        path.display()
                    ));
                }
            }
        }
    }
    failures
}

fn files_below(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn the_round_trip_fixtures_lose_only_what_is_reported() {
    let mut failures = Vec::new();
    for file in files_below(Path::new("fixtures/shogi/round-trip")) {
        failures.extend(unreported_losses(&file));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_corpus_record_loses_only_what_is_reported() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/shogi");
    if !corpus.is_dir() {
        println!(
            "note: {} is absent; the corpus round trip is skipped",
            corpus.display()
        );
        return;
    }
    let mut failures = Vec::new();
    for file in files_below(&corpus) {
        failures.extend(unreported_losses(&file));
    }
    assert!(
        failures.is_empty(),
        "{} unreported:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
