//! Nothing the user gave is lost (issue #28): `convert -o` replaces a file
//! only once it is written whole, every game of the input keeps its place
//! in the output, folders convert into folders, and the folder walk does
//! not follow links unless asked.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{hensou, run};

/// A record with an illegal third ply (77 is empty after 7776FU).
const BROKEN_CSA: &str = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7775FU\n-8384FU\n%TORYO\n";

/// Three games; the second has an illegal third ply.
fn three_games() -> String {
    format!(
        "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n/\n{BROKEN_CSA}/\nV2.2\nPI\n+\n+2726FU\n-8384FU\n%TORYO\n"
    )
}

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

fn s(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

fn write(path: &Path, text: &str) {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("a folder");
    }
    fs::write(path, text).expect("written");
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Files below `dir` (hidden ones too), as paths relative to it, sorted.
fn files(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in fs::read_dir(&d).expect("a folder") {
            let p = e.expect("an entry").path();
            if p.is_dir() {
                todo.push(p);
            } else {
                out.push(p.strip_prefix(dir).expect("below").display().to_string());
            }
        }
    }
    out.sort();
    out
}

// --- 1. output is atomic and never clobbers input ---

#[test]
fn converting_a_broken_record_over_itself_keeps_every_move() {
    let tmp = dir();
    let w = tmp.path().join("w.csa");
    write(&w, BROKEN_CSA);
    let (code, _, err) = run(&["convert", "--to", "kif", s(&w), "-o", s(&w)]);
    assert_eq!(code, 1, "{err}");
    let out = read(&w);
    assert!(out.contains("   1 ７六歩(77)\n   2 ３四歩(33)\n"), "{out}");
    // The rest as written, and why, in KIF comments.
    assert!(out.contains("*+7775FU\n*-8384FU\n*%TORYO\n"), "{out}");
    assert!(out.contains("ply 3: there is no piece"), "{out}");
    assert!(err.contains("convert::partial"), "{err}");
    // Read back, it is the legal part of the game, the rest a comment.
    let (code, out, _) = run(&["validate", s(&w)]);
    assert_eq!(code, 0);
    assert!(out.contains("valid: shogi (standard), 2 plies"), "{out}");
    assert_eq!(files(tmp.path()), ["w.csa"], "no temporary file is left");
}

/// A post: words around the moves, which a record has no place for.
const POST: &str = "Hi all,\nhere is my game:\n\n1. P-7f P-3d\n2. P-2f\n\nthanks\n";

#[test]
fn a_post_is_not_converted_over_itself() {
    let tmp = dir();
    let post = tmp.path().join("post.txt");
    write(&post, POST);
    let (code, _, err) = run(&["convert", "--to", "kif", s(&post), "-o", s(&post)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("convert::prose"), "{err}");
    assert!(err.contains("post.txt left as it was"), "{err}");
    assert!(!err.contains("wrote 0 files"), "{err}");
    assert_eq!(read(&post), POST, "the words around the game are kept");
    assert_eq!(files(tmp.path()), ["post.txt"], "no temporary file is left");
    // Written elsewhere, the game is converted.
    let kif = tmp.path().join("post.kif");
    let (code, _, err) = run(&["convert", "--to", "kif", s(&post), "-o", s(&kif)]);
    assert_eq!(code, 0, "{err}");
    assert!(read(&kif).contains("   3 ２六歩(27)\n"));
}

#[test]
fn a_record_is_written_over_itself_only_when_nothing_is_left_out() {
    let tmp = dir();
    let plain = "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";
    let game = tmp.path().join("game.csa");
    write(&game, plain);
    let (code, _, err) = run(&["convert", "--to", "kif", s(&game), "-o", s(&game)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        read(&game).contains("   2 ３四歩(33)\n"),
        "replaced by its KIF"
    );
    // USI has no place for the comment nor the result; a hard link is the
    // same file.
    let commented = "V2.2\nPI\n+\n+7776FU\n'a comment\n-3334FU\n%TORYO\n";
    let noted = tmp.path().join("noted.csa");
    write(&noted, commented);
    let link = tmp.path().join("link.csa");
    fs::hard_link(&noted, &link).expect("a hard link");
    let (code, _, err) = run(&["convert", "--to", "usi", s(&noted), "-o", s(&link)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("convert::comment"), "{err}");
    assert!(err.contains("link.csa left as it was"), "{err}");
    assert_eq!(read(&noted), commented);
}

#[test]
fn a_target_is_left_as_it_was_when_nothing_converts() {
    let tmp = dir();
    let note = tmp.path().join("note.txt");
    write(&note, "see you on Sunday\n");
    let target = tmp.path().join("games.kif");
    write(&target, "the only copy\n");
    let (code, _, err) = run(&["convert", "--to", "kif", s(&note), "-o", s(&target)]);
    assert_eq!(code, 1);
    assert_eq!(read(&target), "the only copy\n");
    assert!(err.contains("nothing converted:"), "{err}");
    assert!(err.contains("games.kif left as it was"), "{err}");
    // An input that cannot be read leaves it too.
    let (code, _, _) = run(&[
        "convert",
        "--to",
        "kif",
        "no-such-file.csa",
        "-o",
        s(&target),
    ]);
    assert_eq!(code, 2);
    assert_eq!(read(&target), "the only copy\n");
}

/// Starts converting a large archive over `target` and returns the child
/// once the temporary file beside the target has text: midway.
fn convert_caught_midway(tmp: &Path, target: &Path) -> (std::process::Child, PathBuf) {
    let big = tmp.join("big.csa");
    let game = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n%TORYO\n/\n";
    write(&big, &game.repeat(60_000));
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("hensou"))
        .args([
            "convert",
            "--to",
            "kif",
            s(&big),
            "-o",
            s(target),
            "-q",
            "-j",
            "1",
        ])
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("hensou starts");
    loop {
        let written = fs::read_dir(tmp)
            .expect("the folder")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| {
                p.to_string_lossy().ends_with(".hensou-tmp")
                    && fs::metadata(p).is_ok_and(|m| m.len() > 0)
            });
        if let Some(temp) = written {
            return (child, temp);
        }
        assert!(
            child.try_wait().expect("the child").is_none(),
            "the conversion ended before it could be caught midway"
        );
        std::thread::yield_now();
    }
}

#[test]
fn a_conversion_killed_midway_leaves_the_target_as_it_was() {
    let tmp = dir();
    let target = tmp.path().join("out.kif");
    write(&target, "the only copy\n");
    let (mut child, temp) = convert_caught_midway(tmp.path(), &target);
    child.kill().expect("killed");
    child.wait().expect("reaped");
    assert_eq!(read(&target), "the only copy\n");
    assert!(
        temp.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with(".out.kif.")
    );
}

#[test]
fn an_interrupted_conversion_leaves_the_target_and_no_temporary_file() {
    let tmp = dir();
    let target = tmp.path().join("out.kif");
    write(&target, "the only copy\n");
    let (mut child, _) = convert_caught_midway(tmp.path(), &target);
    let interrupted = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(interrupted.success());
    let status = child.wait().expect("reaped");
    assert_eq!(status.code(), Some(130));
    assert_eq!(read(&target), "the only copy\n");
    assert_eq!(files(tmp.path()), ["big.csa", "out.kif"]);
}

#[test]
fn a_replaced_file_keeps_its_permissions_and_a_link_stays_a_link() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = dir();
    let input = tmp.path().join("g.csa");
    write(&input, "V2.2\nPI\n+\n+7776FU\n");
    let real = tmp.path().join("real.kif");
    write(&real, "old\n");
    fs::set_permissions(&real, fs::Permissions::from_mode(0o640)).expect("chmod");
    let link = tmp.path().join("link.kif");
    std::os::unix::fs::symlink(&real, &link).expect("a link");
    let (code, _, err) = run(&["convert", "--to", "kif", s(&input), "-o", s(&link)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(read(&real).contains("７六歩(77)"));
    let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
}

// --- 2. every game keeps its place ---

#[test]
fn every_game_of_a_file_is_written_in_order_the_broken_one_up_to_its_error() {
    let tmp = dir();
    let input = tmp.path().join("three.csa");
    write(&input, &three_games());
    let (code, out, err) = run(&["convert", "--to", "kif", s(&input)]);
    assert_eq!(code, 1, "{err}");
    let games: Vec<&str> = out.split("#KIF version=2.0").skip(1).collect();
    assert_eq!(games.len(), 3, "{out}");
    assert!(games[0].contains("まで2手で後手の勝ち"), "{}", games[0]);
    assert!(games[1].contains("   2 ３四歩(33)\n*hensou: converted up to ply 2 only"));
    assert!(games[1].contains("*+7775FU\n"), "{}", games[1]);
    assert!(!games[1].contains("まで"), "a partial game has no ending");
    assert!(games[2].contains("   1 ２六歩(27)"), "{}", games[2]);
    assert!(err.contains("ply 3: written up to ply 2"), "{err}");
}

#[test]
fn a_target_without_comments_reports_what_it_leaves_out() {
    let tmp = dir();
    let input = tmp.path().join("three.csa");
    write(&input, &three_games());
    let (code, out, err) = run(&["convert", "--to", "usi", s(&input)]);
    assert_eq!(code, 1);
    assert_eq!(
        out.lines().filter(|l| !l.is_empty()).collect::<Vec<_>>(),
        [
            "position startpos moves 7g7f 3c3d",
            "position startpos moves 7g7f 3c3d",
            "position startpos moves 2g2f 8c8d"
        ]
    );
    assert!(
        err.contains(
            "written up to ply 2; the rest of the game is left out: `usi` has no place for comments"
        ),
        "{err}"
    );
}

#[test]
fn json_holds_the_text_written_for_a_broken_game() {
    let tmp = dir();
    let input = tmp.path().join("three.csa");
    write(&input, &three_games());
    let (code, out, _) = run(&["convert", "--to", "csa", s(&input), "--format", "json"]);
    assert_eq!(code, 1);
    let games: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let broken = &games[1];
    assert_eq!(broken["valid"], false);
    let text = broken["text"].as_str().expect("text");
    assert!(
        text.contains("+7776FU\n-3334FU\n'hensou: converted up to ply 2 only"),
        "{text}"
    );
    assert_eq!(broken["losses"][0]["code"], "convert::partial");
}

// --- 3. folders in, folders out ---

#[test]
fn a_folder_converts_into_a_mirrored_folder() {
    let tmp = dir();
    let input = tmp.path().join("in");
    write(&input.join("a.csa"), "V2.2\nPI\n+\n+7776FU\n");
    write(&input.join("sub/b.usi"), "startpos moves 2g2f\n");
    write(&input.join("sub/readme.md"), "not a record\n");
    let out = tmp.path().join("out");
    let (code, _, err) = run(&["convert", s(&input), "--to", "kif", "-o", s(&out)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(files(&out), ["a.kif", "sub/b.kif"]);
    assert!(read(&out.join("sub/b.kif")).contains("２六歩(27)"));
    assert!(err.contains("wrote 2 files to "), "{err}");

    // Again: the files there are left as they are, unless --force.
    write(&out.join("a.kif"), "edited by hand\n");
    let (code, _, err) = run(&["convert", s(&input), "--to", "kif", "-o", s(&out)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(read(&out.join("a.kif")), "edited by hand\n");
    assert!(
        err.contains("2 files already there left as they were (--force replaces them)"),
        "{err}"
    );
    let (code, _, _) = run(&[
        "convert",
        s(&input),
        "--to",
        "kif",
        "-o",
        s(&out),
        "--force",
    ]);
    assert_eq!(code, 0);
    assert!(read(&out.join("a.kif")).contains("７六歩(77)"));
}

#[test]
fn several_files_go_into_a_folder_by_name() {
    let tmp = dir();
    let a = tmp.path().join("x/a.csa");
    let b = tmp.path().join("y/b.usi");
    write(&a, "V2.2\nPI\n+\n+7776FU\n");
    write(&b, "startpos moves 2g2f\n");
    let out = tmp.path().join("out");
    let (code, _, err) = run(&["convert", s(&a), s(&b), "--to", "csa", "-o", s(&out)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(files(&out), ["a.csa", "b.csa"]);
    // A file cannot take several inputs.
    let file = tmp.path().join("one.csa");
    write(&file, "");
    let (code, _, err) = run(&["convert", s(&a), s(&b), "--to", "csa", "-o", s(&file)]);
    assert_eq!(code, 2);
    assert!(err.contains("several inputs need a directory"), "{err}");
}

#[test]
fn two_inputs_that_would_make_one_file_keep_their_own_extensions() {
    let tmp = dir();
    let input = tmp.path().join("in");
    write(&input.join("g.csa"), "V2.2\nPI\n+\n+7776FU\n");
    write(
        &input.join("g.kif"),
        "手数----指手---------消費時間--\n   1 ２六歩(27)\n",
    );
    write(&input.join("h.usi"), "startpos moves 5g5f\n");
    let out = tmp.path().join("out");
    let (code, _, err) = run(&["convert", s(&input), "--to", "usi", "-o", s(&out)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(files(&out), ["g.csa.usi", "g.kif.usi", "h.usi"]);
    assert_eq!(
        read(&out.join("g.csa.usi")),
        "position startpos moves 7g7f\n"
    );
    assert_eq!(
        read(&out.join("g.kif.usi")),
        "position startpos moves 2g2f\n"
    );
}

// --- 4. the walk ---

fn walked(args: &[&str]) -> (i32, String) {
    let out = hensou().args(args).output().expect("hensou runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn a_link_back_up_is_not_followed_and_reported_when_followed() {
    let tmp = dir();
    let root = tmp.path().join("games");
    write(&root.join("a.usi"), "startpos moves 7g7f\n");
    std::os::unix::fs::symlink(&root, root.join("loop")).expect("a link");
    std::os::unix::fs::symlink(tmp.path(), root.join("up")).expect("a link");
    let (code, shown) = walked(&["validate", s(&root)]);
    assert_eq!(code, 0, "{shown}");
    assert!(shown.contains("checked 1 game in 1 file"), "{shown}");
    assert!(shown.contains("2 symbolic links not followed"), "{shown}");
    let (code, shown) = walked(&["validate", "--follow", s(&root)]);
    assert_eq!(code, 2, "{shown}");
    assert!(shown.contains("a symbolic link back to"), "{shown}");
    assert!(
        shown.contains("1 file reached again through a link, read once"),
        "{shown}"
    );
    assert_eq!(shown.matches("a.usi game 1: valid").count(), 1, "{shown}");
}

#[test]
fn hidden_and_ignored_files_are_left_out_unless_asked() {
    let tmp = dir();
    let root = tmp.path().join("games");
    write(&root.join("a.usi"), "startpos moves 7g7f\n");
    write(&root.join(".draft.usi"), "startpos moves 2g2f\n");
    write(&root.join("old/b.usi"), "startpos moves 5g5f\n");
    write(&root.join(".ignore"), "old/\n");
    let (_, shown) = walked(&["validate", s(&root)]);
    assert!(shown.contains("checked 1 game in 1 file"), "{shown}");
    let (_, shown) = walked(&["validate", "--hidden", s(&root)]);
    assert!(shown.contains(".draft.usi game 1: valid"), "{shown}");
    let (_, shown) = walked(&["validate", "--no-ignore", s(&root)]);
    assert!(shown.contains("b.usi game 1: valid"), "{shown}");
    // A file named on the command line is read even so.
    let draft = root.join(".draft.usi");
    let (code, _) = walked(&["validate", s(&draft)]);
    assert_eq!(code, 0);
}

#[test]
fn a_note_in_a_folder_is_no_record_and_skipped_but_named_it_is_an_error() {
    let tmp = dir();
    let root = tmp.path().join("games");
    write(&root.join("a.usi"), "startpos moves 7g7f\n");
    let note = root.join("棋譜まとめ.txt");
    write(&note, "棋譜まとめ\n来週また指しましょう\n");
    // A KIF with no moves is a broken record, not a note: still an error.
    write(&root.join("broken.kif"), "先手：誰か\n");
    let (code, shown) = walked(&["validate", s(&root)]);
    assert_eq!(code, 1, "{shown}");
    assert!(
        shown.contains("棋譜まとめ.txt: no record, skipped"),
        "{shown}"
    );
    assert!(shown.contains("; 1 file with no record skipped"), "{shown}");
    fs::remove_file(root.join("broken.kif")).expect("removed");
    let (code, shown) = walked(&["validate", s(&root)]);
    assert_eq!(code, 0, "{shown}");
    assert!(shown.contains("checked 1 game in 1 file"), "{shown}");
    let (code, shown) = walked(&["validate", s(&note)]);
    assert_eq!(code, 1, "{shown}");
    assert!(shown.contains("record::no-moves"), "{shown}");
}
