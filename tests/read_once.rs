//! A file is read once: how its bytes are read is decided from its first
//! window and its games are checked while the rest is read, the output held
//! until its end confirms the decision. What the command prints, writes and
//! exits with is what it gives when the file is decided from every byte
//! first (`HENSOU_READ_ONCE=0`, the reading before): a control byte, bytes
//! that are not UTF-8 (or not Shift_JIS), or a line in another encoding
//! right after the first window, in the middle or in the last line, or
//! lines after the first window that make the survey of every line choose
//! another encoding than the first window's, make the file read as before,
//! and nothing held leaks; output held past its bound (`HENSOU_HOLD_BYTES`)
//! is let out only once the rest of the file, read ahead, confirms it.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::timeless;

/// Bytes a read takes in these tests: a window is 16 reads, 1,552 bytes.
const CHUNK: usize = 97;
const WINDOW: usize = CHUNK * 16;

/// An archive of KIF games, valid and not, about 40 windows long.
fn archive() -> String {
    let games: Vec<String> = [
        "fixtures/shogi/valid/random-80.kif",
        "fixtures/shogi/invalid/nifu.kif",
        "fixtures/shogi/valid/comments-and-branch.kif",
        "fixtures/shogi/invalid/move-into-check.kif",
    ]
    .iter()
    .map(|p| {
        std::fs::read_to_string(p)
            .expect("a fixture")
            .trim_end()
            .to_string()
            + "\n"
    })
    .collect();
    let mut text = String::new();
    while text.len() < 40 * WINDOW {
        text.push_str(&games[text.len() % games.len()]);
    }
    text
}

/// `bytes` with `line` put at the start of the first line at or after
/// `at` (at the end when there is none).
fn inserted(bytes: &[u8], at: usize, line: &[u8]) -> Vec<u8> {
    let start = match bytes[at.min(bytes.len())..]
        .iter()
        .position(|&b| b == b'\n')
    {
        Some(i) => at + i + 1,
        None => bytes.len(),
    };
    [&bytes[..start], line, &bytes[start..]].concat()
}

/// The files of the tests: the archive as it is, and with what contradicts
/// a decision made from its start right after the first window, in the
/// middle and in its last line, each with its name; in UTF-8 and in
/// Shift_JIS.
fn files() -> Vec<(String, Vec<u8>)> {
    let text = archive();
    let utf8 = text.as_bytes().to_vec();
    let sjis = encoding_rs::SHIFT_JIS.encode(&text).0.into_owned();
    let comment = "*変化の前のコメント\n";
    let euc = |t: &str| encoding_rs::EUC_JP.encode(t).0.into_owned();
    let lines: [(&str, Vec<u8>); 9] = [
        ("control", b"*\x01\n".to_vec()),
        ("not-utf8", b"*\xff\xfe\n".to_vec()),
        (
            "sjis",
            encoding_rs::SHIFT_JIS.encode(comment).0.into_owned(),
        ),
        ("eucjp", euc(comment)),
        ("utf8", comment.as_bytes().to_vec()),
        // Contradicting a Shift_JIS file: a control byte, bytes no
        // encoding reads, EUC-JP that Shift_JIS does not read (`ン`).
        ("sjis-control", b"*\x01\n".to_vec()),
        ("sjis-unread", b"*\xff\xfe\n".to_vec()),
        ("sjis-eucjp", euc("*ン\n")),
        // EUC-JP that Shift_JIS reads, as half-width signs.
        ("sjis-eucjp-read", euc("*変化\n")),
    ];
    let mut files = vec![
        ("clean".to_string(), utf8.clone()),
        ("sjis-clean".to_string(), sjis.clone()),
    ];
    for (kind, line) in &lines {
        // A UTF-8 line contradicts a Shift_JIS file; the others a UTF-8 one.
        let base = match *kind == "utf8" || kind.starts_with("sjis-") {
            true => &sjis,
            false => &utf8,
        };
        for (place, at) in [("first", WINDOW + 1), ("middle", base.len() / 2)] {
            files.push((format!("{kind}-{place}"), inserted(base, at, line)));
        }
        let mut last = base.clone();
        last.extend_from_slice(line.strip_suffix(b"\n").unwrap_or(line));
        files.push((format!("{kind}-last"), last));
    }
    let mut cut = utf8.clone();
    cut.extend_from_slice(b"*\xe7\xa7");
    files.push(("cut-character".to_string(), cut));
    files.extend(both_read());
    files
}

/// CSA archives (ASCII) with comments that both Shift_JIS and EUC-JP read,
/// the first in the first window: `治爾璽` in Shift_JIS reads as three
/// half-width signs in EUC-JP, `ア` in EUC-JP as two in Shift_JIS, so the
/// first window chooses the first one's encoding, and the survey of every
/// line chooses the other when the lines after the window outweigh it.
fn both_read() -> Vec<(String, Vec<u8>)> {
    let games = ["random-80.csa", "perpetual-check.csa"].map(|name| {
        std::fs::read_to_string(format!("fixtures/shogi/valid/{name}")).expect("a fixture")
    });
    let mut csa = String::new();
    while csa.len() < 40 * WINDOW {
        csa.push_str(&games[csa.len() % 2]);
        csa.push_str("/\n");
    }
    let sjis = [
        b"'".as_slice(),
        &encoding_rs::SHIFT_JIS.encode("治爾璽\n").0,
    ]
    .concat();
    let euc = [b"'".as_slice(), &encoding_rs::EUC_JP.encode("ア\n").0].concat();
    let mut files = Vec::new();
    for (name, first, later, copies) in [
        ("to-eucjp", &sjis, &euc, 4),
        ("to-shift_jis", &euc, &sjis, 3),
        ("stays-shift_jis", &sjis, &euc, 1),
    ] {
        let start = [first.as_slice(), csa.as_bytes()].concat();
        let at = WINDOW + 1 + first.len();
        files.push((
            name.to_string(),
            inserted(&start, at, &later.repeat(copies)),
        ));
    }
    files
}

/// What a run of `args` gave: its exit code, standard output and error as
/// they came, in one stream, and the files it wrote into `out`.
fn run(args: &[&str], once: bool, hold: Option<usize>, out: &Path) -> String {
    let _ = std::fs::remove_dir_all(out);
    std::fs::create_dir_all(out).expect("a folder");
    let log = out.with_extension("log");
    let file = std::fs::File::create(&log).expect("a log");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hensou"));
    cmd.env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env("HENSOU_READ_CHUNK", CHUNK.to_string())
        .env("HENSOU_READ_ONCE", if once { "1" } else { "0" })
        .args(args)
        .stdin(Stdio::null())
        .stdout(file.try_clone().expect("a log"))
        .stderr(file);
    if let Some(bytes) = hold {
        cmd.env("HENSOU_HOLD_BYTES", bytes.to_string());
    }
    let status = cmd.status().expect("hensou runs");
    let mut seen = format!("exit {:?}\n", status.code());
    seen.push_str(&timeless(&std::fs::read_to_string(&log).expect("the log")));
    let mut written: Vec<PathBuf> = std::fs::read_dir(out)
        .expect("the folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    written.sort();
    for path in written {
        let bytes = std::fs::read(&path).expect("an output");
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        seen.push_str(&format!("--- {name}\n{}", String::from_utf8_lossy(&bytes)));
    }
    seen
}

/// Every command of the tests on `paths`, writing into `out`: `validate`
/// as text (and quiet) and JSON, and `convert -o`, on one and two threads.
fn commands(paths: &[&Path], out: &Path) -> Vec<Vec<String>> {
    let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    let target = match paths.len() {
        1 => out.join("converted.csa").display().to_string() + "",
        _ => out.display().to_string() + "/",
    };
    let mut commands = Vec::new();
    for jobs in ["1", "2"] {
        let with = |lead: &[&str]| {
            let mut args: Vec<String> = lead.iter().map(|s| s.to_string()).collect();
            args.extend(["--jobs".to_string(), jobs.to_string()]);
            args.extend(paths.iter().cloned());
            args
        };
        commands.push(with(&["validate"]));
        // Games that print nothing are held folded into one.
        commands.push(with(&["validate", "-q"]));
        commands.push(with(&["validate", "--format", "json"]));
        commands.push(with(&["convert", "--to", "csa", "-o", &target]));
    }
    commands
}

/// Whether every command on `paths` gives, read once, what it gives decided
/// from every byte first, with the output held to its default bound and
/// to a few hundred bytes.
fn same_as_before(paths: &[&Path], out: &Path, name: &str) {
    for args in commands(paths, out) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let before = run(&args, false, None, out);
        for hold in [None, Some(300)] {
            let once = run(&args, true, hold, out);
            assert!(
                once == before,
                "{name}, {args:?}, held to {hold:?}:\n{once}\n--- before:\n{before}"
            );
        }
    }
}

#[test]
fn a_file_read_once_gives_what_it_gave_decided_first() {
    let dir = tempfile::tempdir().expect("a folder");
    let out = dir.path().join("out");
    for (name, bytes) in files() {
        let path = dir.path().join(format!("{name}.kif"));
        std::fs::write(&path, &bytes).expect("written");
        same_as_before(&[&path], &out, &name);
    }
}

/// Several files in one command, a contradicted one between two that are
/// not: each as it was before.
#[test]
fn several_files_read_once_give_what_they_gave() {
    let dir = tempfile::tempdir().expect("a folder");
    let out = dir.path().join("out");
    let files = files();
    let pick = |name: &str| {
        let (_, bytes) = files.iter().find(|(n, _)| n == name).expect("a file");
        let path = dir.path().join(format!("{name}.kif"));
        std::fs::write(&path, bytes).expect("written");
        path
    };
    let (clean, control, sjis) = (pick("clean"), pick("control-middle"), pick("sjis-last"));
    let (sjis_clean, flip) = (pick("sjis-clean"), pick("to-eucjp"));
    let small = dir.path().join("small.kif");
    std::fs::copy("fixtures/shogi/valid/random-80.kif", &small).expect("copied");
    for paths in [
        vec![&clean, &control, &clean],
        vec![&small, &sjis, &clean],
        vec![&clean, &clean],
        vec![&sjis_clean, &flip, &clean, &sjis_clean],
    ] {
        let paths: Vec<&Path> = paths.iter().map(|p| p.as_path()).collect();
        same_as_before(&paths, &out, &format!("{paths:?}"));
    }
}
