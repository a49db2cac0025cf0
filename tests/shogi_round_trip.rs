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
    /// The comments and times of the forks, which go with them where the
    /// target has no variations.
    fork_notes: Vec<Value>,
    ending: Option<Value>,
}

/// The facets of a JKF line: its moves in order and, apart, its forks
/// (their moves and endings), and the comments and times of the line and
/// of its forks.
fn line_facets(moves: &[Value], f: &mut Facets) {
    for entry in moves {
        if let Some(m) = entry.get("move") {
            f.moves.push(m.clone());
        }
        if let Some(s) = entry.get("special") {
            f.ending = Some(s.clone());
        }
        add_notes(entry, f);
        for fork in entry["forks"].as_array().into_iter().flatten() {
            let bare = bare_line(fork, f);
            f.variations.push(bare);
        }
    }
}

/// The comments and time of one JKF entry.
fn add_notes(entry: &Value, f: &mut Facets) {
    if let Some(t) = entry.get("time") {
        f.times.push(t.clone());
    }
    for c in entry["comments"].as_array().into_iter().flatten() {
        f.comments.push(c.as_str().unwrap_or_default().to_string());
    }
}

/// A fork's moves and endings, its own forks within; its comments and
/// times apart, so that a target that drops times is not said to change
/// the variations.
fn bare_line(fork: &Value, f: &mut Facets) -> Value {
    let mut line = Vec::new();
    for entry in fork.as_array().into_iter().flatten() {
        for key in ["time", "comments"] {
            if let Some(v) = entry.get(key) {
                f.fork_notes.push(serde_json::json!({ key: v }));
            }
        }
        let mut bare = serde_json::Map::new();
        for key in ["move", "special"] {
            if let Some(v) = entry.get(key) {
                bare.insert(key.to_string(), v.clone());
            }
        }
        let forks: Vec<Value> = (entry["forks"].as_array().into_iter().flatten())
            .map(|inner| bare_line(inner, f))
            .collect();
        if !forks.is_empty() {
            bare.insert("forks".to_string(), Value::Array(forks));
        }
        line.push(Value::Object(bare));
    }
    Value::Array(line)
}

/// The `T` fields of a CSA text as numbers written in decimals (`3.5`,
/// `12`): what JKF, of whole seconds, cannot show.
fn csa_times(csa: &str) -> Vec<String> {
    csa.lines()
        .flat_map(|l| l.split(','))
        .filter_map(|field| field.trim().strip_prefix('T'))
        .filter(|t| t.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
        .map(|t| match t.split_once('.') {
            Some((whole, part)) if !part.trim_end_matches('0').is_empty() => {
                format!("{whole}.{}", part.trim_end_matches('0'))
            }
            Some((whole, _)) => whole.to_string(),
            None => t.to_string(),
        })
        .collect()
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
        fork_notes: Vec::new(),
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

/// What differs between `a` and `b`, each with the codes that may name it.
fn differences(a: &Facets, b: &Facets) -> Vec<(&'static [&'static str], String)> {
    let mut out = Vec::new();
    let mut differ = |codes: &'static [&'static str], same: bool, what: &str| {
        if !same {
            out.push((codes, what.to_string()));
        }
    };
    let differ_one = |code: &'static str| -> &'static [&'static str] {
        match code {
            // The foul's warning names the move that ended the game.
            "convert::move" => &["convert::move", "convert::foul"],
            "convert::variation" => &["convert::variation"],
            "convert::comment" => &["convert::comment"],
            "convert::time" => &["convert::time"],
            "convert::tag" => &["convert::tag"],
            _ => &["convert::result", "convert::foul"],
        }
    };
    differ(differ_one("convert::move"), a.initial == b.initial, "start");
    differ(differ_one("convert::move"), a.moves == b.moves, "moves");
    let variations = differ_one("convert::variation");
    differ(variations, a.variations == b.variations, "variations");
    let comments = differ_one("convert::comment");
    differ(comments, a.comments == b.comments, "comments");
    differ(differ_one("convert::time"), a.times == b.times, "times");
    differ(
        &["convert::time", "convert::comment", "convert::variation"],
        a.fork_notes == b.fork_notes,
        "times or comments of the variations",
    );
    differ(differ_one("convert::tag"), a.tags == b.tags, "tags");
    differ(
        differ_one("convert::result"),
        a.ending == b.ending,
        "ending",
    );
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
        let mut before = facets(&original);
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
            let back = convert_text(&format!("there.{ext}"), there, own).and_then(|(text, _)| {
                let jkf = convert_text(&format!("back.{own}"), &text, "jkf")?;
                Some((text, jkf))
            });
            let Some((own_text, (jkf, _))) = back else {
                // The original is valid (an invalid game is not converted):
                // so must be what it became, read back, a foul left out too.
                failures.push(format!(
                    "{} game {number}: {to} does not read back as a valid {own}",
                    path.display()
                ));
                continue;
            };
            let mut after = facets(&jkf);
            if own == "csa" {
                before.times.push(Value::from(csa_times(game.text())));
                after.times.push(Value::from(csa_times(&own_text)));
            }
            let found = differences(&before, &after);
            if own == "csa" {
                before.times.pop();
            }
            for (codes, what) in found {
                if !codes.iter().any(|c| named.contains(*c)) {
                    failures.push(format!(
                        "{} game {number}: {own} -> {to} -> {own} changes the {what}, and no {} said so",
                        path.display(),
                        codes.join(" or ")
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

/// Records of games ended by a foul: the targets that cannot mark one
/// leave the illegal move out, and what they write must still read back
/// valid (the claim of a foul kept with no foul to claim is an error).
const FOUL_FIXTURES: [&str; 3] = [
    "fixtures/shogi/dialects/81dojo-foul.kif",
    "fixtures/shogi/dialects/csa-illegal-move-written.csa",
    "fixtures/shogi/dialects/kifu-for-windows-foul-win.kif",
];

#[test]
fn the_round_trip_fixtures_lose_only_what_is_reported() {
    let mut failures = Vec::new();
    for file in files_below(Path::new("fixtures/shogi/round-trip")) {
        failures.extend(unreported_losses(&file));
    }
    for file in FOUL_FIXTURES {
        failures.extend(unreported_losses(Path::new(file)));
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
