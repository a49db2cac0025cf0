//! Many files and many games: the output is the same on one thread and on
//! several, `--format jsonl` holds the objects of `--format json`, and a
//! batch ends with one summary line.

mod common;

use std::path::PathBuf;

use common::hensou;

/// What a run printed and how it ended.
#[derive(Debug, PartialEq, Eq)]
struct Ran {
    code: i32,
    stdout: Vec<u8>,
    stderr: String,
}

fn ran(args: &[&str]) -> Ran {
    let out = hensou().args(args).output().expect("hensou runs");
    Ran {
        code: out.status.code().unwrap_or(-1),
        stdout: out.stdout,
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Whether `line` is the summary that ends a batch.
fn is_summary(line: &str) -> bool {
    let Some((counts, time)) = line.rsplit_once(", in ") else {
        return false;
    };
    let time_ok = time
        .strip_suffix(" s")
        .is_some_and(|t| t.parse::<f64>().is_ok());
    let words: Vec<&str> = counts
        .split([' ', ',', ':'])
        .filter(|w| !w.is_empty())
        .collect();
    time_ok
        && words.contains(&"valid")
        && words.contains(&"invalid")
        && words.iter().any(|w| w.starts_with("game"))
}

/// Standard error without the summary line, whose time differs run to run.
fn without_summary(stderr: &str) -> String {
    stderr
        .lines()
        .filter(|l| !is_summary(l))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// A USI archive of more games than one batch holds: the game of
/// `random-80.usi` over and over, and now and then a broken one.
fn big_usi() -> PathBuf {
    static BIG: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BIG.get_or_init(|| {
        let line = std::fs::read_to_string("fixtures/shogi/valid/random-80.usi").expect("fixture");
        let mut text = String::new();
        for i in 0..700 {
            text.push_str(&line);
            if i % 50 == 0 {
                text.push_str("position startpos moves 7g7f 3c3d 7f7e 3d3e 7e7d 7g7f\n");
            }
        }
        let dir = std::env::temp_dir().join(format!("hensou-streaming-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let path = dir.join("big.usi");
        std::fs::write(&path, text).expect("the archive is written");
        path
    })
    .clone()
}

/// Runs `args` with `--jobs 1` and `--jobs 2` and checks both said the same.
fn same_on_one_and_two_threads(args: &[&str]) -> Ran {
    let one = ran(&[args, &["--jobs", "1"]].concat());
    let two = ran(&[args, &["--jobs", "2"]].concat());
    assert_eq!(one.code, two.code, "{args:?}");
    assert!(
        one.stdout == two.stdout,
        "{args:?}: standard output differs"
    );
    assert_eq!(
        without_summary(&one.stderr),
        without_summary(&two.stderr),
        "{args:?}"
    );
    one
}

#[test]
fn validate_prints_the_same_on_one_thread_and_two() {
    let big = big_usi();
    let big = big.to_str().expect("a UTF-8 path");
    for format in ["text", "json", "jsonl"] {
        let r = same_on_one_and_two_threads(&[
            "validate",
            "fixtures",
            "tests/data",
            big,
            "--format",
            format,
        ]);
        assert_eq!(r.code, 2, "a file in fixtures is not text");
        let r = same_on_one_and_two_threads(&["validate", big, "--format", format]);
        assert_eq!(r.code, 1);
    }
    same_on_one_and_two_threads(&["validate", "fixtures/chatra", "--compare-rules", "1994-11"]);
    same_on_one_and_two_threads(&["validate", "fixtures/alquerque", "--board", "-v"]);
}

#[test]
fn convert_prints_the_same_on_one_thread_and_two() {
    let big = big_usi();
    let big = big.to_str().expect("a UTF-8 path");
    for format in ["text", "json", "jsonl"] {
        let r = same_on_one_and_two_threads(&["convert", big, "--to", "kif", "--format", format]);
        assert_eq!(r.code, 1);
        same_on_one_and_two_threads(&[
            "convert",
            "fixtures/shogi/dialects/csa-endings.csa",
            "--to",
            "kif",
            "--encoding",
            "sjis",
            "--format",
            format,
        ]);
    }
}

/// Each line of `--format jsonl` is the next element of `--format json`.
#[test]
fn jsonl_holds_the_objects_of_json() {
    let big = big_usi();
    let big = big.to_str().expect("a UTF-8 path");
    let runs: [&[&str]; 2] = [
        &["validate", "fixtures", big, "missing-file.pgn"],
        &["convert", big, "--to", "csa"],
    ];
    for args in runs {
        let json = ran(&[args, &["--format", "json"]].concat());
        let jsonl = ran(&[args, &["--format", "jsonl"]].concat());
        assert_eq!(json.code, jsonl.code);
        let array: Vec<serde_json::Value> =
            serde_json::from_slice(&json.stdout).expect("a JSON array");
        let lines: Vec<serde_json::Value> = String::from_utf8(jsonl.stdout)
            .expect("UTF-8")
            .lines()
            .map(|l| serde_json::from_str(l).expect("one object a line"))
            .collect();
        assert!(lines.len() > 700);
        assert_eq!(array, lines, "{args:?}");
        assert!(!json.stderr.lines().any(is_summary));
    }
}

#[test]
fn a_batch_ends_with_one_summary_line() {
    let r = ran(&[
        "validate",
        "fixtures/chatra/valid",
        "fixtures/alquerque/valid",
    ]);
    // Several inputs: one summary line, the report's, on standard output.
    assert!(!r.stderr.lines().any(is_summary), "{}", r.stderr);
    let stdout = String::from_utf8_lossy(&r.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    let files = std::fs::read_dir("fixtures/chatra/valid")
        .expect("fixtures")
        .count()
        + std::fs::read_dir("fixtures/alquerque/valid")
            .expect("fixtures")
            .count();
    assert!(last.starts_with("checked "), "{last}");
    assert!(last.contains(&format!(" in {files} files: ")), "{last}");

    let quiet = ran(&["validate", "fixtures/chatra/valid", "--quiet"]);
    assert!(!quiet.stderr.lines().any(is_summary), "{}", quiet.stderr);

    let one = ran(&["validate", "fixtures/chatra/valid/01058-sample-game.txt"]);
    assert!(!one.stderr.lines().any(is_summary), "{}", one.stderr);

    let games = ran(&["validate", "fixtures/shogi/dialects/csa-endings.csa"]);
    let last = games.stderr.lines().last().unwrap_or_default();
    assert!(last.starts_with("1 file, 4 games, "), "{last}");

    let converted = ran(&[
        "convert",
        "fixtures/shogi/dialects/csa-endings.csa",
        "--to",
        "kif",
    ]);
    let last = converted.stderr.lines().last().unwrap_or_default();
    assert!(last.starts_with("4 games, "), "{last}");
}

#[test]
fn jobs_must_be_one_or_more() {
    let r = ran(&["validate", "fixtures/chatra/valid", "--jobs", "0"]);
    assert_eq!(r.code, 2);
}

/// An archive of the shogi fixtures' KIF games, longer than a window
/// (1 MiB) and than the blocks two threads survey and decode in halves,
/// encoded in `encoding`, with `late` put in before its last game.
fn japanese_archive(encoding: &'static encoding_rs::Encoding, late: &str) -> PathBuf {
    let mut games = String::new();
    for path in [
        "comments-and-branch",
        "pawn-move-mate",
        "random-80",
        "sennichite",
    ] {
        let path = format!("fixtures/shogi/valid/{path}.kif");
        games.push_str(&std::fs::read_to_string(&path).expect("a UTF-8 fixture"));
        games.push('\n');
    }
    let mut text = games.repeat((3 << 20) / games.len());
    text.push_str(late);
    text.push_str(&games);
    let (bytes, _, unmapped) = encoding.encode(&text);
    assert!(!unmapped, "the fixtures are all in {}", encoding.name());
    let dir = std::env::temp_dir().join(format!("hensou-streaming-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(format!("{}-{}.kif", encoding.name(), late.len()));
    std::fs::write(&path, bytes).expect("the archive is written");
    path
}

/// The counts of a batch's summary line, without its time.
fn counts(stderr: &str) -> String {
    let summary = stderr.lines().find(|l| is_summary(l)).expect("a summary");
    summary.rsplit_once(", in ").expect("a time").0.to_string()
}

/// Shift_JIS and EUC-JP archives are surveyed and decoded in halves on two
/// threads: the same verdicts as on one, as many games as the same
/// archive in UTF-8, and a line in another encoding near the end still
/// found.
#[test]
fn japanese_archives_read_the_same_on_one_thread_and_two() {
    let utf8 = japanese_archive(encoding_rs::UTF_8, "");
    let utf8 = ran(&["validate", utf8.to_str().expect("a UTF-8 path")]);
    assert_eq!(utf8.code, 0, "{}", utf8.stderr);
    for encoding in [encoding_rs::SHIFT_JIS, encoding_rs::EUC_JP] {
        let path = japanese_archive(encoding, "");
        let path = path.to_str().expect("a UTF-8 path");
        same_on_one_and_two_threads(&["validate", path, "--format", "json"]);
        let r = same_on_one_and_two_threads(&["validate", path]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(
            counts(&r.stderr),
            counts(&utf8.stderr),
            "{}",
            encoding.name()
        );
    }
    // A comment in EUC-JP is read as EUC-JP, with a warning; a line of
    // UTF-8 that is no comment refuses the file.
    let euc = |line: &str| encoding_rs::EUC_JP.encode(line).0.into_owned();
    for (line, code) in [
        (euc("* 山田の一手\n"), "input::comment-encoding"),
        ("先手：山田\n".as_bytes().to_vec(), "input::mixed-encoding"),
    ] {
        let path = japanese_archive(encoding_rs::SHIFT_JIS, "");
        let mut bytes = std::fs::read(&path).expect("the archive");
        let at = bytes.len() - 200;
        let at = at
            + bytes[at..]
                .iter()
                .position(|&b| b == b'\n')
                .expect("a line end")
            + 1;
        bytes.splice(at..at, line);
        std::fs::write(&path, bytes).expect("the archive is written");
        let r = same_on_one_and_two_threads(&["validate", path.to_str().expect("a UTF-8 path")]);
        assert!(
            r.stdout.windows(code.len()).any(|w| w == code.as_bytes()) || r.stderr.contains(code),
            "{code}"
        );
    }
}
