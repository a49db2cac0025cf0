//! Nothing skipped without a word in a walk (issue #44): what ignore files
//! and hidden names leave out is counted with the flag that reads it, a
//! folder named in which no record is found is an error that says why, a
//! note is no record in every command, a run has one summary line, and
//! UTF-16 with its byte-order mark is read as the other encodings are.

mod common;

use std::fs;
use std::path::Path;

use common::{hensou, run};

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

fn s(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

fn write(path: &Path, bytes: impl AsRef<[u8]>) {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("a folder");
    }
    fs::write(path, bytes).expect("written");
}

/// A repository (its `.git` folder is enough for ignore files to count)
/// whose `.gitignore` names every USI file of `games/`.
fn repository_ignoring_games() -> tempfile::TempDir {
    let tmp = dir();
    fs::create_dir_all(tmp.path().join(".git")).expect("a .git folder");
    write(&tmp.path().join(".gitignore"), "games/*.usi\n");
    write(&tmp.path().join("games/a.usi"), "startpos moves 7g7f\n");
    write(&tmp.path().join("games/b.usi"), "startpos moves 2g2f\n");
    tmp
}

#[test]
fn a_folder_whose_records_are_all_ignored_is_an_error_that_says_why() {
    let tmp = repository_ignoring_games();
    let games = tmp.path().join("games");
    let (code, out, err) = run(&["validate", s(&games)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains(&format!(
            "error: {}: no record file found: 2 record files left out by .gitignore, \
             .ignore or .hensouignore (--no-ignore reads them)",
            games.display()
        )),
        "{err}"
    );
    assert!(out.contains("checked 0 games in 0 files"), "{out}");
    let (code, _, err) = run(&["convert", "--to", "kif", s(&games)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("2 record files left out by .gitignore"),
        "{err}"
    );
    let (code, out, err) = run(&["validate", "--no-ignore", s(&games)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.ends_with("checked 2 games in 2 files: 2 valid, 0 invalid\n"),
        "{out}"
    );
}

#[test]
fn what_a_walk_leaves_out_is_counted_with_the_flag_that_reads_it() {
    let tmp = repository_ignoring_games();
    write(&tmp.path().join("c.usi"), "startpos moves 5g5f\n");
    write(&tmp.path().join(".draft.usi"), "startpos moves 1g1f\n");
    write(&tmp.path().join(".gitignore"), "games/*.usi\nold/\n");
    write(&tmp.path().join("old/d.usi"), "startpos moves 9g9f\n");
    let (code, out, err) = run(&["validate", s(tmp.path())]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.ends_with(
            "checked 1 game in 1 file: 1 valid, 0 invalid; 2 record files and 1 directory left out \
             by .gitignore, .ignore or .hensouignore (--no-ignore reads them); 1 record file \
             hidden, left out (--hidden reads it)\n"
        ),
        "{out}"
    );
    // One summary line: nothing more on standard error.
    assert_eq!(err, "", "{err}");
    let (_, out, _) = run(&["validate", "--hidden", "--no-ignore", s(tmp.path())]);
    // The .gitignore itself is read too, and skipped for its name.
    assert!(
        out.contains("checked 5 games in 5 files: 5 valid, 0 invalid; 1 file skipped"),
        "{out}"
    );
}

#[test]
fn a_folder_with_no_record_file_is_an_error_that_says_why() {
    let tmp = dir();
    let empty = tmp.path().join("empty");
    fs::create_dir_all(&empty).expect("a folder");
    let (code, _, err) = run(&["validate", s(&empty)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no record file found: the directory is empty"),
        "{err}"
    );
    let docs = tmp.path().join("docs");
    write(&docs.join("notes.md"), "# notes\n");
    write(&docs.join("board.png"), "not a record\n");
    let (code, _, err) = run(&["validate", s(&docs)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no record file found: 2 files without a record extension (pgn, txt, log,"),
        "{err}"
    );
}

/// A note beside the records (a `.txt` with no moves and no tags) is no
/// record: `convert` skips it as `validate` does, not an invalid game.
#[test]
fn a_note_in_a_folder_is_no_record_in_convert_as_in_validate() {
    let tmp = dir();
    let root = tmp.path().join("games");
    write(&root.join("a.usi"), "startpos moves 7g7f\n");
    write(
        &root.join("memo.txt"),
        "Games of the club night, to look at later.\n",
    );
    let (code, out, err) = run(&["convert", "--to", "kif", s(&root)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("memo.txt: no record, skipped"), "{err}");
    assert!(
        err.ends_with(
            "converted 1 game in 1 file: 1 valid, 0 invalid; 1 file with no record skipped\n"
        ),
        "{err}"
    );
    let (code, out, _) = run(&["validate", s(&root)]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("memo.txt: no record, skipped"), "{out}");
    assert!(
        out.ends_with(
            "checked 1 game in 1 file: 1 valid, 0 invalid; 1 file with no record skipped\n"
        ),
        "{out}"
    );
    let (_, out, _) = run(&["convert", "--to", "kif", "--format", "json", s(&root)]);
    assert!(out.contains(r#""skipped": "no record""#), "{out}");
}

/// `text` in UTF-16 with its byte-order mark, little- or big-endian.
fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
    let mut out = if big_endian {
        vec![0xfe, 0xff]
    } else {
        vec![0xff, 0xfe]
    };
    for unit in text.encode_utf16() {
        out.extend(if big_endian {
            unit.to_be_bytes()
        } else {
            unit.to_le_bytes()
        });
    }
    out
}

const KIF: &str = "手合割：平手\n先手：甲\n後手：乙\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n";

#[test]
fn utf16_with_a_byte_order_mark_is_read_from_files_folders_and_standard_input() {
    let tmp = dir();
    let root = tmp.path().join("games");
    write(&root.join("le.kif"), utf16(KIF, false));
    write(&root.join("be.kif"), utf16(KIF, true));
    for name in ["le.kif", "be.kif"] {
        let path = root.join(name);
        let (code, out, err) = run(&["validate", s(&path)]);
        assert_eq!(code, 0, "{out}{err}");
        assert!(
            out.contains("game 1: valid: shogi (standard), 3 plies"),
            "{out}"
        );
        // Read a few bytes at a time: streamed, as a long file is.
        let streamed = hensou()
            .env("HENSOU_READ_CHUNK", "5")
            .args(["convert", "--to", "usi", s(&path)])
            .output()
            .expect("hensou runs");
        assert_eq!(
            String::from_utf8_lossy(&streamed.stdout),
            "position startpos moves 7g7f 3c3d 2g2f\n",
            "{}",
            String::from_utf8_lossy(&streamed.stderr)
        );
    }
    let (code, out, err) = run(&["validate", s(&root)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.ends_with("checked 2 games in 2 files: 2 valid, 0 invalid\n"),
        "{out}"
    );
    let piped = hensou()
        .args(["convert", "--to", "usi", "-"])
        .write_stdin(utf16(KIF, false))
        .output()
        .expect("hensou runs");
    assert_eq!(
        String::from_utf8_lossy(&piped.stdout),
        "position startpos moves 7g7f 3c3d 2g2f\n",
        "{}",
        String::from_utf8_lossy(&piped.stderr)
    );
}

#[test]
fn bytes_after_a_utf16_mark_that_are_no_utf16_are_no_text() {
    let tmp = dir();
    let path = tmp.path().join("broken.kif");
    let mut bytes = utf16("手合割：平手\n", false);
    bytes.extend([0x00, 0xd8, b'x', 0x00]);
    write(&path, &bytes);
    let (code, _, err) = run(&["validate", s(&path)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("this is not a text file (UTF-16LE by its byte-order mark, but byte 16 is no character of it"),
        "{err}"
    );
}
