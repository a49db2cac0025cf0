//! Inputs are read a chunk at a time and their games split off a window of
//! the text: whatever the size of a read, what hensou prints is what it
//! prints of the whole input (read whole from standard input, as every
//! input was read before), characters and line ends cut by a read
//! included; a pipe to `head` ends the run without reading the rest.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command as Process, Stdio};

use common::{hensou, timeless};
use proptest::prelude::*;

/// The games an archive of each kind is made of, each ending in a line
/// feed: valid and broken ones, so that diagnostics with snippets are met.
fn games(kind: Kind) -> Vec<String> {
    let read = |path: &str| std::fs::read_to_string(path).expect("a fixture");
    match kind {
        Kind::Kif => [
            "fixtures/shogi/valid/random-80.kif",
            "fixtures/shogi/valid/comments-and-branch.kif",
            "fixtures/shogi/valid/sennichite.kif",
            "fixtures/shogi/invalid/nifu.kif",
            "fixtures/shogi/invalid/illegal-promotion.kif",
            "fixtures/shogi/invalid/move-into-check.kif",
            "fixtures/shogi/invalid/uchifuzume.kif",
        ]
        .map(|p| read(p).trim_end().to_string() + "\n")
        .to_vec(),
        Kind::Csa => [
            "fixtures/shogi/valid/random-80.csa",
            "fixtures/shogi/valid/perpetual-check.csa",
            "fixtures/shogi/valid/cshogi-set-position.csa",
            "fixtures/shogi/invalid/csa-bad-piece-code.csa",
            "fixtures/shogi/dialects/csa-illegal-move-written.csa",
        ]
        .map(|p| read(p).trim_end().to_string() + "\n/\n")
        .to_vec(),
        Kind::Usi => {
            let game = read("fixtures/shogi/valid/random-80.usi");
            let game = game.trim_end();
            let moves: Vec<&str> = game.split(' ').collect();
            vec![
                format!("{game}\n"),
                // Cut short, and with a move from an empty square.
                format!("{}\n", moves[..20].join(" ")),
                format!("{} 5e5d\n", moves[..12].join(" ")),
                "setoption name Rules value otomo\n".to_string(),
            ]
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Kif,
    Csa,
    Usi,
}

/// An archive of the games `picks` chooses, its lines ended with `end`,
/// in Shift_JIS or UTF-8 (with a byte-order mark, or not).
fn archive(kind: Kind, picks: &[usize], end: &str, sjis: bool, bom: bool) -> Vec<u8> {
    let games = games(kind);
    let text: String = picks
        .iter()
        .map(|&i| games[i % games.len()].as_str())
        .collect();
    let text = text.replace('\n', end);
    if sjis {
        let (bytes, _, unmapped) = encoding_rs::SHIFT_JIS.encode(&text);
        assert!(!unmapped, "the fixtures are all in Shift_JIS too");
        bytes.into_owned()
    } else if bom {
        [b"\xef\xbb\xbf".as_slice(), text.as_bytes()].concat()
    } else {
        text.into_bytes()
    }
}

/// What a run printed, standard error after standard output, timeless.
fn printed(cmd: &mut assert_cmd::Command) -> String {
    let out = cmd.output().expect("hensou runs");
    format!(
        "exit {:?}\n{}\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        timeless(&String::from_utf8_lossy(&out.stderr))
    )
}

/// What `args` print of the file `path` read `chunk` bytes at a time.
fn chunked(args: &[&str], path: &Path, chunk: usize) -> String {
    printed(
        hensou()
            .env("COLUMNS", "100")
            .env("HENSOU_READ_CHUNK", chunk.to_string())
            .args(args)
            .arg(path),
    )
}

/// What `args` print of `bytes` read whole from standard input, named as
/// the file `path`.
fn whole(args: &[&str], path: &Path, bytes: &[u8]) -> String {
    printed(
        hensou()
            .env("COLUMNS", "100")
            .args(args)
            .arg("-")
            .write_stdin(bytes),
    )
    .replace("<stdin>", &path.display().to_string())
}

/// Whether `bytes` read `chunk` bytes at a time give what they give whole,
/// to validate (as text and JSON) and to convert.
fn reads_as_whole(bytes: &[u8], ext: &str, chunk: usize) -> Result<(), TestCaseError> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join(format!("archive.{ext}"));
    std::fs::write(&path, bytes).expect("written");
    for args in [
        &["validate", "--format", "json"][..],
        &["validate"],
        &["convert", "--to", "kif"],
        &["convert", "--to", "csa", "--format", "json"],
    ] {
        prop_assert_eq!(
            chunked(args, &path, chunk),
            whole(args, &path, bytes),
            "{:?} by {}",
            args,
            chunk
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_read_size_gives_what_the_whole_input_gives(
        kind in prop_oneof![Just(Kind::Kif), Just(Kind::Csa), Just(Kind::Usi)],
        picks in proptest::collection::vec(0..16usize, 2..8),
        end in prop_oneof![Just("\n"), Just("\r\n"), Just("\r")],
        sjis in any::<bool>(),
        bom in any::<bool>(),
        chunk in prop_oneof![Just(1usize), Just(2), Just(3), Just(7), Just(64), Just(4096)],
    ) {
        // One-line USI games: enough of them that the window moves.
        let picks: Vec<usize> = match kind {
            Kind::Usi => picks.iter().cycle().take(70).copied().collect(),
            _ => picks,
        };
        let bytes = archive(kind, &picks, end, sjis && matches!(kind, Kind::Kif), bom);
        let ext = match kind {
            Kind::Kif => "kif",
            Kind::Csa => "csa",
            Kind::Usi => "usi",
        };
        reads_as_whole(&bytes, ext, chunk)?;
    }
}

/// A KIF archive long enough to be read a window at a time in reads of
/// seven bytes, with `line` as its 700th line.
fn with_line_far_in(line: &[u8]) -> Vec<u8> {
    let picks: Vec<usize> = (0..40).collect();
    let mut bytes = archive(Kind::Kif, &picks, "\n", false, false);
    let at = bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .nth(698)
        .map(|(i, _)| i + 1)
        .expect("700 lines");
    bytes.splice(at..at, line.iter().copied());
    bytes
}

#[test]
fn a_shift_jis_archive_reads_as_whole() {
    let picks: Vec<usize> = (0..10).collect();
    let bytes = archive(Kind::Kif, &picks, "\r\n", true, false);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("sjis.kif");
    std::fs::write(&path, &bytes).expect("written");
    let json = chunked(&["validate", "--format", "json"], &path, 7);
    assert!(json.contains("shogi::nifu"), "{json}");
    assert_eq!(
        json,
        whole(&["validate", "--format", "json"], &path, &bytes)
    );
}

/// A line in another encoding, or bytes no encoding reads, far into a file
/// read in small chunks: reported as when the file is read whole.
#[test]
fn a_mismatch_far_into_a_file_is_reported_as_before() {
    let sjis = |t: &str| encoding_rs::SHIFT_JIS.encode(t).0.into_owned();
    let cases = [
        (sjis("先手：山田\n"), "input::mixed-encoding"),
        (sjis("* 山田の一手\n"), "input::comment-encoding"),
        (b"\xff\xfe\n".to_vec(), "input::encoding"),
        (b"\x01\n".to_vec(), "input::binary"),
    ];
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (line, code) in cases {
        let bytes = with_line_far_in(&line);
        let path = dir.path().join("late.kif");
        std::fs::write(&path, &bytes).expect("written");
        for args in [&["validate", "--format", "json"][..], &["validate"]] {
            let got = chunked(args, &path, 7);
            let wording = if code == "input::binary" {
                "not a text file"
            } else {
                code
            };
            assert!(got.contains(wording), "{code}: {got}");
            assert_eq!(got, whole(args, &path, &bytes), "{code}");
        }
    }
}

/// A CSA archive of UTF-8 games, longer than the part of standard input
/// its encoding is decided from, and the number of games in it.
fn csa_archive_past_the_first_mib() -> (String, usize) {
    let game = std::fs::read_to_string("fixtures/shogi/valid/random-80.csa").expect("a fixture");
    let game = game.trim_end().to_string() + "\n/\n";
    let copies = (2 << 20) / game.len() + 1;
    (game.repeat(copies), copies)
}

/// The games `validate --format json -` prints of `bytes` on standard input.
fn validated_stdin(bytes: Vec<u8>) -> Vec<serde_json::Value> {
    let out = hensou()
        .args(["validate", "--format", "json", "-"])
        .write_stdin(bytes)
        .output()
        .expect("hensou runs");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    json.as_array().expect("an array").clone()
}

/// Standard input longer than the part its encoding is decided from: a
/// line in another encoding beyond it is reported at its line, after the
/// games before it.
#[test]
fn a_mismatch_far_into_standard_input_is_reported_at_its_line() {
    let (text, copies) = csa_archive_past_the_first_mib();
    let line = text.matches('\n').count() + 1;
    let mut bytes = text.into_bytes();
    bytes.extend(encoding_rs::SHIFT_JIS.encode("N+山田\n").0.iter());
    let games = validated_stdin(bytes);
    let last = games.last().expect("games");
    let diagnostic = &last["diagnostics"][0];
    assert_eq!(diagnostic["code"], "input::mixed-encoding", "{last}");
    assert_eq!(diagnostic["line"], line, "{last}");
    assert_eq!(games.len(), copies + 1, "every game before it is read");
    assert!(games[..games.len() - 1].iter().all(|g| g["valid"] == true));
}

/// The lines read in one block with a line in another encoding, before
/// it, are read: the games they hold, and the start of the game the line
/// breaks into, are checked before the problem is reported.
#[test]
fn the_lines_before_a_mismatch_in_standard_input_are_read() {
    let (mut text, copies) = csa_archive_past_the_first_mib();
    text.push_str("V2.2\nPI\n+\n+7776FU\n-3334FU\n");
    let line = text.matches('\n').count() + 1;
    let mut bytes = text.into_bytes();
    bytes.extend(
        encoding_rs::SHIFT_JIS
            .encode("'山田の一手\n+2726FU\n")
            .0
            .iter(),
    );
    let games = validated_stdin(bytes);
    assert_eq!(
        games.len(),
        copies + 2,
        "every game before the line is read"
    );
    assert_eq!(games[copies]["plies"], 2, "{}", games[copies]);
    let last = games.last().expect("games");
    assert_eq!(
        last["diagnostics"][0]["code"], "input::mixed-encoding",
        "{last}"
    );
    assert_eq!(last["diagnostics"][0]["line"], line, "{last}");
}

/// A KIF archive of about `size` bytes.
fn big_kif(dir: &Path, size: usize) -> std::path::PathBuf {
    let picks: Vec<usize> = (0..7).collect();
    let one = archive(Kind::Kif, &picks, "\n", false, false);
    let path = dir.join("big.kif");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&path).expect("created"));
    for _ in 0..size / one.len() + 1 {
        file.write_all(&one).expect("written");
    }
    file.flush().expect("written");
    path
}

/// `validate BIG | head -1` and `convert BIG | head -1`: the run ends
/// quietly when standard output is closed.
#[test]
fn a_pipe_to_head_ends_the_run_quietly() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let big = big_kif(dir.path(), 8 << 20);
    for args in [&["validate"][..], &["convert", "--to", "csa"]] {
        // Standard error to a file: a pipe no one reads would fill.
        let errors = dir.path().join("errors");
        let mut child = Process::new(env!("CARGO_BIN_EXE_hensou"))
            .args(args)
            .arg(&big)
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&errors).expect("created"))
            .spawn()
            .expect("hensou runs");
        let mut first = String::new();
        let mut out = BufReader::new(child.stdout.take().expect("standard output"));
        out.read_line(&mut first).expect("a line");
        assert!(!first.is_empty());
        drop(out);
        child.wait().expect("hensou ends");
        let stderr = std::fs::read_to_string(&errors).expect("read");
        assert!(
            !stderr.contains("error:") && !stderr.contains("panicked"),
            "{args:?}: {stderr}"
        );
    }
}

/// Standard input that never ends (a pipe from a program still writing):
/// the first games are checked and printed as they come, and a closed
/// standard output ends the run before the input does.
#[test]
fn standard_input_is_read_as_it_comes() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let big = std::fs::read(big_kif(dir.path(), 2 << 20)).expect("read");
    let mut child = Process::new(env!("CARGO_BIN_EXE_hensou"))
        .args(["validate", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("hensou runs");
    let mut stdin = child.stdin.take().expect("standard input");
    let writer = std::thread::spawn(move || {
        // Far more than is read before the first game, never closed until
        // hensou stops reading.
        for _ in 0..200 {
            if stdin.write_all(&big).is_err() {
                return true;
            }
        }
        false
    });
    let mut out = BufReader::new(child.stdout.take().expect("standard output"));
    let mut first = String::new();
    out.read_line(&mut first).expect("a line");
    assert!(first.contains("game 1: valid"), "{first}");
    drop(out);
    let stopped_early = writer.join().expect("the writer ends");
    child.wait().expect("hensou ends");
    assert!(stopped_early, "hensou read all of standard input");
}

/// What `args` print of `path` on `jobs` threads, read `chunk` bytes at a
/// time (`None`: as a run reads by default).
fn on_threads(args: &[&str], path: &Path, jobs: Option<&str>, chunk: Option<usize>) -> String {
    let mut cmd = hensou();
    cmd.env("COLUMNS", "100").args(args);
    if let Some(jobs) = jobs {
        cmd.args(["--jobs", jobs]);
    }
    if let Some(chunk) = chunk {
        cmd.env("HENSOU_READ_CHUNK", chunk.to_string());
    }
    printed(cmd.arg(path))
}

/// A USI archive of 600 games whose rules `setoption` lines here and there
/// name, with blank lines between some games, and the rules of each game.
fn usi_archive() -> (String, Vec<&'static str>) {
    let mut text = String::new();
    let mut rules = Vec::new();
    let mut now = "standard";
    // The one-line games of `games`, not its `setoption` line.
    let one_line: Vec<String> = games(Kind::Usi)
        .into_iter()
        .filter(|g| g.starts_with("position"))
        .collect();
    for (i, game) in one_line.iter().cycle().take(600).enumerate() {
        if i % 37 == 5 {
            now = ["otomo", "standard"][i % 2];
            text.push_str(&format!("setoption name Rules value {now}\n"));
        }
        if i % 13 == 0 {
            text.push('\n');
        }
        text.push_str(game);
        rules.push(now);
    }
    (text, rules)
}

/// The rules a `setoption` line names flow to the games after it, across
/// the parts read apart on the pool and the batches they are checked in.
#[test]
fn usi_rules_flow_from_game_to_game_on_threads() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("rules.usi");
    let (text, rules) = usi_archive();
    std::fs::write(&path, text).expect("written");
    for chunk in [None, Some(7)] {
        let out = on_threads(&["validate", "--format", "json"], &path, Some("2"), chunk);
        let json = out
            .split_once('[')
            .map(|(_, j)| format!("[{j}"))
            .expect("JSON");
        let json = json
            .rsplit_once(']')
            .map(|(j, _)| format!("{j}]"))
            .expect("JSON");
        let games: Vec<serde_json::Value> = serde_json::from_str(&json).expect("JSON");
        let said: Vec<&str> = games
            .iter()
            .map(|g| g["rules"].as_str().unwrap_or(""))
            .collect();
        assert_eq!(said, rules, "by {chunk:?}");
    }
}

/// An archive of each kind that is read a part at a time on the pool: more
/// games than a batch holds (so that what flows from game to game crosses
/// batches), valid and broken ones, USI games whose rules a `setoption` line
/// before them names, PGN-style games with a comment and a variation that
/// hold lines starting with `[`, forum posts.
fn archives_of_every_kind() -> Vec<(&'static str, String, &'static str)> {
    let cycle = |games: Vec<String>, n: usize| -> String {
        games.iter().cycle().take(n).map(String::as_str).collect()
    };
    let (usi, _) = usi_archive();
    let read = |path: &str| std::fs::read_to_string(path).expect("a fixture");
    let pgn = [
        "fixtures/alquerque/valid/ludii.pgn",
        "fixtures/alquerque/valid/seed-captures.pgn",
        "fixtures/alquerque/invalid/jump-own-piece.pgn",
        "fixtures/alquerque/invalid/bad-syntax.pgn",
    ]
    .map(|p| read(p).trim_end().to_string() + "\n\n")
    .to_vec();
    let mut pgn = cycle(pgn, 600);
    pgn.push_str("[Variant \"alquerque\"]\n\n1. c2-c3 {a comment\n[Not \"a tag\"]\n} e4-d3 (1... e4-d3\n[x] ) *\n");
    let mut posts: Vec<_> = std::fs::read_dir("fixtures/forum")
        .expect("the forum fixtures")
        .map(|entry| entry.expect("a fixture").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .collect();
    posts.sort();
    let mut forum = String::new();
    // The posts in UTF-8 (one file of the archive is in one encoding).
    for text in posts.iter().filter_map(|p| std::fs::read_to_string(p).ok()) {
        forum.push_str(&text);
        forum.push('\n');
    }
    vec![
        ("kif", cycle(games(Kind::Kif), 560), "csa"),
        ("csa", cycle(games(Kind::Csa), 600), "kif"),
        ("usi", usi, "kif"),
        ("pgn", pgn, "numeric"),
        ("txt", forum, "numeric"),
    ]
}

/// Games are read on the pool's threads and put back in input order:
/// validate and convert print the same bytes on one thread and on two,
/// whatever the size of a read.
#[test]
fn every_kind_of_archive_prints_the_same_on_any_number_of_threads() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (ext, text, to) in archives_of_every_kind() {
        let path = dir.path().join(format!("archive.{ext}"));
        std::fs::write(&path, &text).expect("written");
        for args in [
            &["validate", "--format", "json"][..],
            &["validate"],
            &["convert", "--to", to, "--format", "json"],
        ] {
            let one = on_threads(args, &path, Some("1"), None);
            let many = one.contains("game 2") || one.contains("\"game\": 2,");
            assert!(many, "{ext} {args:?}: {one}");
            for (jobs, chunk) in [(Some("2"), None), (Some("2"), Some(7)), (None, Some(64))] {
                let other = on_threads(args, &path, jobs, chunk);
                assert!(
                    one == other,
                    "{ext} {args:?} on {jobs:?} threads by {chunk:?}: the output differs"
                );
            }
        }
    }
}
