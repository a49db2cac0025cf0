//! The corpus of forum posts and mails in fixtures/forum/: every file is
//! validated as a user would and must get the verdict the table in
//! fixtures/forum/README.md gives (what the rules say of its moves).

mod common;

use serde_json::Value;

/// One row of the table.
#[derive(Debug)]
struct Expected {
    file: String,
    options: Vec<String>,
    game: String,
    valid: bool,
    games: usize,
    plies: u64,
    error_ply: Option<u64>,
    error: Option<String>,
}

/// The posts with the verdict the rules give each: the rows of the table
/// in fixtures/forum/README.md.
fn table() -> Vec<Expected> {
    let readme = std::fs::read_to_string("fixtures/forum/README.md").expect("the table");
    readme
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| file "))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
            let dash = |s: &str| (s != "-").then(|| s.to_string());
            let options = cells[1].trim_matches('`');
            Expected {
                file: cells[0].to_string(),
                options: dash(options)
                    .map(|o| o.split_whitespace().map(str::to_string).collect())
                    .unwrap_or_default(),
                game: cells[2].to_string(),
                valid: match cells[3] {
                    "valid" => true,
                    "invalid" => false,
                    other => panic!("verdict `{other}` in {line}"),
                },
                games: cells[4].parse().expect("games"),
                plies: cells[5].parse().expect("plies"),
                error_ply: dash(cells[6]).map(|p| p.parse().expect("ply")),
                error: dash(cells[7]),
            }
        })
        .collect()
}

/// What hensou says of one file, in the table's terms.
#[derive(Debug, PartialEq)]
struct Verdict {
    games: Vec<Option<String>>,
    valid: bool,
    plies: u64,
    error_ply: Option<u64>,
    error: Option<String>,
}

fn verdict(row: &Expected) -> Verdict {
    let path = format!("fixtures/forum/{}", row.file);
    let mut args = vec!["validate", "--format", "json"];
    args.extend(row.options.iter().map(String::as_str));
    args.push(&path);
    let (code, stdout, stderr) = common::run(&args);
    let games: Vec<Value> = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("{}: {e}\n{stdout}\n{stderr}", row.file));
    assert_eq!(
        code,
        if games.iter().all(|g| g["valid"] == true) {
            0
        } else {
            1
        },
        "{}: the exit code follows the verdict",
        row.file
    );
    let first_error = games
        .iter()
        .flat_map(|g| g["diagnostics"].as_array().expect("diagnostics"))
        .find(|d| d["severity"] == "error");
    Verdict {
        games: games
            .iter()
            .map(|g| g["variant"].as_str().map(str::to_string))
            .collect(),
        valid: games.iter().all(|g| g["valid"] == true),
        plies: games.iter().map(|g| g["plies"].as_u64().unwrap_or(0)).sum(),
        error_ply: first_error.and_then(|d| d["ply"].as_u64()),
        error: first_error.and_then(|d| d["code"].as_str().map(str::to_string)),
    }
}

impl Expected {
    fn verdict(&self) -> Verdict {
        // A file with no record names no game.
        let game = (self.plies > 0 || self.valid).then(|| self.game.clone());
        Verdict {
            games: vec![game; self.games],
            valid: self.valid,
            plies: self.plies,
            error_ply: self.error_ply,
            error: self.error.clone(),
        }
    }
}

#[test]
fn every_post_gets_the_verdict_the_rules_give() {
    let rows = table();
    assert!(rows.len() >= 150, "the corpus holds {} posts", rows.len());
    let mut wrong = Vec::new();
    for row in &rows {
        let got = verdict(row);
        let expected = row.verdict();
        if got != expected {
            wrong.push(format!(
                "{}:\n  expected {expected:?}\n  got      {got:?}",
                row.file
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every post has one expected verdict: no file is left out of the table,
/// none is in it twice, and every row names a file that is there.
#[test]
fn every_post_is_in_the_table_once() {
    let named: Vec<String> = (table().into_iter()).map(|row| row.file).collect();
    let mut files: Vec<String> = std::fs::read_dir("fixtures/forum")
        .expect("fixtures/forum")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| !name.ends_with(".md"))
        .collect();
    files.sort();
    let mut problems = Vec::new();
    for file in &files {
        match named.iter().filter(|n| *n == file).count() {
            1 => {}
            0 => problems.push(format!("{file}: not in the table")),
            n => problems.push(format!("{file}: in the table {n} times")),
        }
    }
    for name in &named {
        if !files.contains(name) {
            problems.push(format!("{name}: a row with no file"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// What hensou says of every invalid post, as a user sees it.
#[test]
fn the_diagnostics_of_every_invalid_post() {
    for row in table().iter().filter(|r| !r.valid) {
        let path = format!("fixtures/forum/{}", row.file);
        let mut args = vec!["validate"];
        args.extend(row.options.iter().map(String::as_str));
        args.push(&path);
        let (code, stdout, stderr) = common::run(&args);
        assert_eq!(code, 1, "{}", row.file);
        let name = row
            .file
            .rsplit_once('.')
            .map_or(row.file.as_str(), |(stem, _)| stem);
        insta::assert_snapshot!(name, format!("{stdout}{stderr}"));
    }
}

/// A ply asked of a game too short for it names the game of the file that
/// has it.
#[test]
fn a_ply_asked_of_the_wrong_game_names_the_game_that_has_it() {
    let file = "fixtures/forum/chatra-20-two-games.txt";
    let args = [
        "replay",
        "--variant",
        "chatra",
        "--rules",
        "oki",
        "--ply",
        "11",
    ];
    let (code, _, stderr) = common::run(&[&args[..], &["--game", "2", file]].concat());
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("there is no ply 11; game 1 of") && stderr.contains("pass --game 1"),
        "{stderr}"
    );
    // Game 1 has it: no note.
    let (code, _, stderr) = common::run(&[&args[..], &[file]].concat());
    assert_eq!(code, 0, "{stderr}");
}
