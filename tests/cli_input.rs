//! Input as people give it: posts with no moves, mistyped options, lists
//! and folders of files (issue #17).

mod common;

use common::run;

/// Exit code and both streams of one run, as one text for a snapshot.
fn shown(args: &[&str]) -> (i32, String) {
    let (code, out, err) = run(args);
    (
        code,
        format!("exit {code}\n--- stdout\n{out}--- stderr\n{err}"),
    )
}

// --- 1. nothing read is not "valid" ---

#[test]
fn an_empty_file_is_no_record() {
    let (code, text) = shown(&[
        "validate",
        "--variant",
        "chatra",
        "fixtures/input/empty.txt",
    ]);
    assert_eq!(code, 1);
    insta::assert_snapshot!(text);
}

#[test]
fn a_chat_post_without_moves_is_no_record() {
    let (code, text) = shown(&["validate", "--variant", "chatra", "fixtures/input/chat.txt"]);
    assert_eq!(code, 1);
    assert!(text.contains("record::no-moves"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn a_record_with_tags_and_no_moves_is_valid_and_says_so() {
    let (code, out, _) = run(&["validate", "fixtures/input/tags-only.pgn"]);
    assert_eq!(code, 0);
    assert!(out.contains("0 plies (the record has no moves)"), "{out}");
}

// --- 4. a mistyped option is a usage error ---

#[test]
fn mistyped_options_are_one_line_usage_errors() {
    let kif = "fixtures/shogi/valid/random-80.kif";
    let cases: &[(&[&str], &str)] = &[
        (&["convert", kif, "--to", "kiff"], "`kif`"),
        (&["validate", kif, "--rules", "1994-13"], "`1994-12`"),
        (&["validate", kif, "--rule", "pas=on"], "`pass`"),
        (&["validate", kif, "--variant", "alquerq"], "`alquerque`"),
        (&["replay", kif, "--variant", "alquerq"], "`alquerque`"),
        (&["moves", "--variant", "alquerq"], "`alquerque`"),
        (
            &["perft", "--variant", "alquerq", "--depth", "1"],
            "`alquerque`",
        ),
        (
            &["moves", "--variant", "chatra", "--rule", "pas=on"],
            "`pass`",
        ),
        (
            &["moves", "--variant", "chatra", "--rule", "pass=of"],
            "`off`",
        ),
        (
            &["moves", "--variant", "chatra", "--notation", "forun"],
            "`forum`",
        ),
        (&["validate", kif, "--compare-rules", "bel"], "`bell`"),
    ];
    let mut all = String::new();
    for (args, hint) in cases {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line, not {err}");
        assert!(
            err.contains("did you mean") && err.contains(hint),
            "{args:?}: {err}"
        );
        all.push_str(&format!("{}\n{err}", args.join(" ")));
    }
    insta::assert_snapshot!(all);
}

#[test]
fn rule_options_read_the_same_in_every_game() {
    // Named as the game's table spells them, in every game; another case,
    // or `_` for `-`, is refused with the table's spelling offered.
    for (args, spelled) in [
        (
            &["moves", "--variant", "chatra", "--rule", "PASS=On"][..],
            "pass",
        ),
        (
            &[
                "moves",
                "--variant",
                "macedonian",
                "--rule",
                "must-escape-check=on",
            ],
            "must_escape_check",
        ),
        (
            &["moves", "--variant", "alquerque", "--rules", "Bell"],
            "bell",
        ),
        (
            &[
                "moves",
                "--variant",
                "alquerque",
                "--rule",
                "return=Turn-Start",
            ],
            "turn-start",
        ),
        (
            &[
                "moves",
                "--variant",
                "shelt",
                "--rule",
                "bare_temas=capturable",
            ],
            "bare-temas",
        ),
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains(&format!("did you mean `{spelled}`?")),
            "{args:?}: {err}"
        );
    }
    for args in [
        &["moves", "--variant", "chatra", "--rule", "pass=on"][..],
        &[
            "moves",
            "--variant",
            "macedonian",
            "--rule",
            "must_escape_check=on",
        ],
        &[
            "moves",
            "--variant",
            "alquerque",
            "--rules",
            "bell",
            "--rule",
            "return=turn-start",
        ],
        &[
            "moves",
            "--variant",
            "shelt",
            "--rule",
            "bare-temas=capturable",
        ],
        &["moves", "--variant", "shogi", "--rule", "impasse=27"],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
    }
}

#[test]
fn a_rule_without_a_value_is_a_usage_error() {
    let (code, _, err) = run(&["moves", "--variant", "chatra", "--rule", "pass"]);
    assert_eq!(code, 2);
    assert_eq!(err, "error: --rule takes KEY=VALUE, not `pass`\n");
}

#[test]
fn a_square_the_game_does_not_have_is_a_usage_error() {
    let (code, _, err) = run(&["moves", "--variant", "chatra", "--explain", "z99"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn short_v_is_not_variant() {
    let (code, _, _) = run(&["moves", "-v", "chatra"]);
    assert_eq!(code, 2);
}

#[test]
fn a_mistyped_diagram_is_a_usage_error_before_any_file_is_read() {
    // The file does not exist: the name is checked first.
    let missing = "fixtures/input/no-such-file.pgn";
    let cases: &[(&[&str], &str)] = &[
        (
            &["replay", missing, "--diagram", "froum"],
            "error: --diagram: no game has a diagram called `froum`; did you mean `forum`? \
             (diagrams: default, forum)\n",
        ),
        (
            &[
                "replay",
                missing,
                "--variant",
                "chatra",
                "--diagram",
                "Forun",
            ],
            "error: --diagram: chatra has no diagram called `Forun`; did you mean `forum`? \
             (diagrams: default, forum)\n",
        ),
        (
            &[
                "replay",
                missing,
                "--variant",
                "alquerque",
                "--diagram",
                "forum",
            ],
            "error: --diagram: alquerque has no diagram called `forum` (diagrams: default)\n",
        ),
    ];
    for (args, expected) in cases {
        let (code, out, err) = run(args);
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (2, "", *expected),
            "{args:?}"
        );
    }
    // A name that is right, in any case, goes on to read the file.
    let (code, _, err) = run(&[
        "replay",
        missing,
        "--variant",
        "chatra",
        "--diagram",
        "FORUM",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("no-such-file.pgn"), "{err}");
}

// --- 5. lists and folders ---

#[test]
fn a_missing_path_is_reported_and_the_others_still_checked() {
    let (code, text) = shown(&[
        "validate",
        "fixtures/input/no-such-file.pgn",
        "fixtures/alquerque/valid/seed-huffs.pgn",
    ]);
    assert_eq!(code, 2);
    insta::assert_snapshot!(text);
}

#[test]
fn a_missing_path_is_in_the_json_too() {
    let (code, out, _) = run(&[
        "validate",
        "--format",
        "json",
        "fixtures/input/no-such-file.pgn",
        "fixtures/alquerque/valid/seed-huffs.pgn",
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v[0]["file"], "fixtures/input/no-such-file.pgn");
    assert_eq!(
        v[0]["error"],
        "fixtures/input/no-such-file.pgn: no such file or directory"
    );
    assert_eq!(v[1]["valid"], true);
}

/// Paths whose reading fails with a real I/O error even for root (tests
/// often run as root, who reads any file whatever its mode): a path through
/// a regular file (`notes.pgn/child.pgn`, ENOTDIR), a folder named through
/// a regular file (`notes.pgn/`, ENOTDIR) and, inside a walked folder, a
/// symbolic link to itself (`loop.pgn`, ELOOP). A folder without read
/// permission is added when the test itself cannot list it (not root).
#[cfg(unix)]
#[test]
fn unreadable_files_and_folders_are_input_errors_and_the_others_are_checked() {
    use std::os::unix::fs::{PermissionsExt, symlink};
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("unreadable");
    if dir.exists() {
        if let Ok(meta) = std::fs::metadata(dir.join("locked")) {
            let mut mode = meta.permissions();
            mode.set_mode(0o755);
            std::fs::set_permissions(dir.join("locked"), mode).unwrap();
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
    let walked = dir.join("folder");
    std::fs::create_dir_all(&walked).unwrap();
    let record = std::fs::read("fixtures/alquerque/valid/seed-huffs.pgn").unwrap();
    std::fs::write(dir.join("notes.pgn"), &record).unwrap();
    std::fs::write(walked.join("good.pgn"), &record).unwrap();
    symlink("loop.pgn", walked.join("loop.pgn")).unwrap();
    let locked = dir.join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::write(locked.join("inside.pgn"), &record).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let locked_out = std::fs::read_dir(&locked).is_err();

    let d = dir.display().to_string();
    let through_file = format!("{d}/notes.pgn/child.pgn");
    let folder_through_file = format!("{d}/notes.pgn/");
    let folder = walked.display().to_string();
    let locked_path = locked.display().to_string();
    let (code, out, err) = run(&[
        "validate",
        &through_file,
        &folder_through_file,
        &folder,
        &locked_path,
        "fixtures/alquerque/valid/seed-huffs.pgn",
    ]);
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(code, 2, "{err}");
    let mut expected = vec![
        format!("error: {through_file}: not a directory"),
        format!("error: {folder_through_file}: not a directory"),
    ];
    if locked_out {
        expected.push(format!("error: {locked_path}: permission denied"));
    }
    // The one summary line is the report's, on standard output.
    let lines: Vec<&str> = err.lines().collect();
    let read = if locked_out {
        "checked 2 games in 2 files: 2 valid, 0 invalid"
    } else {
        "checked 3 games in 3 files: 3 valid, 0 invalid"
    };
    let summary = out.lines().last().unwrap_or_default();
    assert!(summary.starts_with(read), "{out}");
    assert_eq!(lines, expected, "{err}");
    assert!(
        out.contains(&format!("{folder}/good.pgn game 1: valid")),
        "{out}"
    );
    assert!(
        out.contains("fixtures/alquerque/valid/seed-huffs.pgn game 1: valid"),
        "{out}"
    );
    let not_read = if locked_out { "3 inputs" } else { "2 inputs" };
    assert!(out.contains(&format!("; {not_read} not read")), "{out}");
    // A link is not followed unless asked (--follow).
    assert!(out.contains("; 1 symbolic link not followed"), "{out}");
}

#[test]
fn a_folder_reads_records_skips_other_files_and_ends_with_a_summary() {
    let (code, text) = shown(&["validate", "--variant", "chatra", "fixtures/input/folder"]);
    // sub/garbage.pgn is binary: an input error.
    assert_eq!(code, 2);
    assert!(!text.contains("README.md"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn a_file_named_explicitly_is_read_whatever_its_extension() {
    let (code, out, _) = run(&["validate", "fixtures/input/folder/README.md"]);
    assert_eq!(code, 1);
    assert!(out.contains("README.md game 1: INVALID"), "{out}");
}

#[test]
fn the_same_io_error_reads_the_same_in_every_command() {
    let missing = "fixtures/input/no-such-file.pgn";
    let expected = format!("error: {missing}: no such file or directory\n");
    for args in [
        &["validate", missing][..],
        &["replay", missing],
        &["convert", missing, "--to", "numeric"],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.starts_with(&expected), "{args:?}: {err}");
    }
}

// --- 2. full-width and look-alike characters ---

#[test]
fn a_full_width_chatra_post_is_read_with_warnings() {
    let (code, text) = shown(&[
        "validate",
        "--variant",
        "chatra",
        "fixtures/input/fullwidth-chatra.txt",
    ]);
    assert_eq!(code, 0);
    assert!(text.contains("8 plies"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn a_look_alike_piece_name_in_kif_is_read_with_a_warning() {
    let (code, text) = shown(&["validate", "fixtures/input/lookalike-shogi.kif"]);
    assert_eq!(code, 0);
    assert!(text.contains("look-alike `步` read as `歩`"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn full_width_alquerque_moves_in_a_mail_are_read() {
    let (code, out, err) = run(&[
        "validate",
        "--variant",
        "alquerque",
        "fixtures/input/fullwidth-alquerque.txt",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 plies"), "{out}");
    // The move number's warning comes first; the moves' are counted, and
    // shown with --verbose.
    assert!(
        err.contains("… and 2 more notation::normalised warnings"),
        "{err}"
    );
    let (_, _, err) = run(&[
        "validate",
        "--verbose",
        "--variant",
        "alquerque",
        "fixtures/input/fullwidth-alquerque.txt",
    ]);
    assert!(
        err.contains("full-width `ｃ２－ｃ３` read as `c2-c3`"),
        "{err}"
    );
    assert!(
        err.contains("full-width `ｃ４×ｃ２` read as `c4xc2`"),
        "{err}"
    );
}

// --- 3. chatter that cites an earlier move ---

#[test]
fn a_reply_that_cites_earlier_moves_is_not_the_next_move() {
    let (code, text) = shown(&[
        "validate",
        "--variant",
        "chatra",
        "fixtures/input/forum-reply-citation.txt",
    ]);
    assert_eq!(code, 0);
    assert!(text.contains("8 plies"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn a_lower_number_with_another_move_in_a_sentence_is_a_remark_said() {
    // Not a citation, since the text differs from ply 2, and not the next
    // move: `p.s. 2.Og1 のほうが良かったかも` talks about another line. It
    // is said in a warning, never passed over (set out at a line's start,
    // the same number is an error: tests/forum_grammars.rs).
    let (code, out, err) = run(&[
        "validate",
        "--variant",
        "chatra",
        "fixtures/input/forum-reply-other-move.txt",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("8 plies, 1 warning"), "{out}");
    assert!(
        err.contains("forum::citation") && err.contains("`2.Og1` stands in a sentence"),
        "{err}"
    );
}

// --- 6. detection and hints ---

#[test]
fn an_untagged_chatra_post_is_detected_with_a_warning() {
    let (code, out, err) = run(&["validate", "fixtures/chatra/valid/01058-sample-game.txt"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("valid: chatra (1994-12), 8 plies"), "{out}");
    assert!(err.contains("record::detected-variant"), "{err}");
}

#[test]
fn a_post_that_names_chatra_is_read_as_chatra_and_hints_at_the_rules_it_fits() {
    let (code, text) = shown(&["validate", "fixtures/chatra/valid/02365-oki.txt"]);
    assert_eq!(code, 1);
    assert!(text.contains("the text names `チャトラ`"), "{text}");
    assert!(
        text.contains("valid under `oki`: try --rules oki"),
        "{text}"
    );
    let (code, _, _) = run(&[
        "validate",
        "--rules",
        "oki",
        "fixtures/chatra/valid/02365-oki.txt",
    ]);
    assert_eq!(code, 0);
}

#[test]
fn an_unknown_variant_tag_gets_did_you_mean() {
    let (code, _, err) = run(&["validate", "fixtures/input/variant-typo.pgn"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("no game called `chatr`; did you mean `chatra`?"),
        "{err}"
    );
}

// --- 9. every example runs ---

/// The `hensou ...` commands of a text, each with the exit code its shown
/// output implies (1 when it shows an invalid record).
fn examples(text: &str, prompt: &str) -> Vec<(Vec<String>, i32)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(command) = line.trim_start().strip_prefix(prompt) else {
            continue;
        };
        let shown: Vec<&str> = lines[i + 1..]
            .iter()
            .take_while(|l| !l.trim_start().starts_with(prompt) && !l.starts_with("```"))
            .copied()
            .collect();
        let code = if shown.iter().any(|l| l.contains("INVALID")) {
            1
        } else {
            0
        };
        // What follows `>` is the shell's redirection, not hensou's.
        let args = command
            .split_whitespace()
            .take_while(|a| *a != ">")
            .map(String::from)
            .collect();
        out.push((args, code));
    }
    out
}

/// Runs every example of `text` (at least `min` of them) and checks its
/// exit code.
fn run_examples(text: &str, prompt: &str, min: usize) {
    let found = examples(text, prompt);
    assert!(found.len() >= min, "{found:?}");
    for (args, code) in found {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (got, _, err) = run(&args);
        assert_eq!(got, code, "hensou {args:?}: {err}");
    }
}

#[test]
fn every_example_in_the_readme_runs_with_the_exit_code_it_shows() {
    let readme = std::fs::read_to_string("README.md").expect("README.md");
    run_examples(&readme, "$ hensou ", 10);
}

#[test]
fn every_example_in_the_help_runs() {
    let (_, help, _) = run(&["--help"]);
    run_examples(&help, "hensou ", 6);
}

// --- 7 and 8. output and consistency ---

#[test]
fn convert_takes_format_json() {
    let (code, out, _) = run(&[
        "convert",
        "fixtures/alquerque/valid/ludii.pgn",
        "--to",
        "numeric",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v[0]["notation"], "numeric");
    assert_eq!(v[0]["valid"], true);
    assert!(
        v[0]["text"].as_str().is_some_and(|t| t.contains("1. 8-13")),
        "{v}"
    );
}

#[test]
fn warnings_in_a_batch_are_one_line_each_and_quiet_prints_errors_only() {
    let files = [
        "fixtures/input/fullwidth-alquerque.txt",
        "fixtures/alquerque/invalid/huff-missing.pgn",
    ];
    let mut args = vec!["validate", "--variant", "alquerque"];
    args.extend(files);
    let (code, out, err) = run(&args);
    assert_eq!(code, 1);
    assert!(
        err.contains("fixtures/input/fullwidth-alquerque.txt:2:1: warning[notation::normalised]"),
        "{err}"
    );
    assert!(
        out.ends_with("checked 2 games in 2 files: 1 valid, 1 invalid\n"),
        "{out}"
    );
    args.push("--quiet");
    let (code, out, err) = run(&args);
    assert_eq!(code, 1);
    assert!(!err.contains("warning"), "{err}");
    assert!(!out.contains("valid: alquerque"), "{out}");
    assert!(out.contains("INVALID"), "{out}");
}

#[test]
fn convert_and_replay_take_quiet_and_verbose_as_validate_does() {
    let two = "fixtures/input/fullwidth-two-games.pgn";
    let convert = ["convert", "--to", "numeric", two];
    let (code, out, err) = run(&convert);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1. 8-13 18x8"), "{out}");
    assert_eq!(
        err.lines().next(),
        Some(
            "fixtures/input/fullwidth-two-games.pgn:3:4: warning[notation::normalised] \
             ply 1: read leniently: full-width `ｃ２－ｃ３` read as `c2-c3`"
        ),
        "{err}"
    );
    assert_eq!(
        err.lines().nth(2),
        Some("2 games, 4 plies: 2 valid, 0 invalid, in <time>"),
        "one line a warning, then the summary: {err}"
    );
    assert_eq!(err.lines().count(), 3, "{err}");
    let (_, _, err) = run(&[&convert[..], &["--verbose"]].concat());
    assert!(
        err.contains("╭─[fixtures/input/fullwidth-two-games.pgn:3:4]"),
        "{err}"
    );
    let (code, out, err) = run(&[&convert[..], &["--quiet"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("1. 8-13 18x8"), "{out}");

    let replay = [
        "replay",
        "--variant",
        "alquerque",
        "fixtures/input/fullwidth-alquerque.txt",
    ];
    let (_, _, err) = run(&replay);
    assert!(err.contains("notation::normalised"), "{err}");
    let (code, out, err) = run(&[&replay[..], &["-q"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("ply: 2"), "{out}");
    // Errors are still shown.
    let (code, _, err) = run(&[
        "replay",
        "--quiet",
        "fixtures/alquerque/invalid/huff-missing.pgn",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("×"), "{err}");
}

#[test]
fn counts_of_one_are_singular_in_position_errors() {
    let cases = [
        (
            "alquerque",
            "B/BBBBB/BB1WW/WWBWW/WWWWW w - -",
            "rank 5 has 1 point, not 5",
        ),
        ("otomo", "9 b - 1", "the board has 1 rank, not 9"),
        ("macedonian", "x", "rank 1 has 1 square, not 8"),
    ];
    for (game, position, message) in cases {
        let (code, _, err) = run(&["moves", "--variant", game, "--position", position]);
        assert_eq!(code, 2, "{game}: {err}");
        assert!(err.contains(message), "{game}: {err}");
    }
}

#[test]
fn the_position_in_a_diagnostic_is_one_pasteable_line() {
    let (_, _, err) = run(&["validate", "fixtures/chatra/invalid/backward.pgn"]);
    let lines: Vec<&str> = err.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.trim() == "position before the ply:")
        .expect("a position");
    let position = lines[at + 1].trim();
    assert!(!position.contains("history="), "{position}");
    let (code, _, err) = run(&["moves", "--variant", "chatra", "--position", position]);
    assert_eq!(code, 0, "pasteable: {err}");
}

#[test]
fn a_format_named_by_to_is_named_in_the_usage_error() {
    let (code, _, err) = run(&[
        "convert",
        "fixtures/alquerque/valid/bell-huffs.pgn",
        "--variant",
        "alquerque",
        "--to",
        "jkf",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("alquerque has no notation called `jkf`"),
        "{err}"
    );
    // A shogi record converts to it.
    let (code, out, err) = run(&[
        "convert",
        "fixtures/shogi/valid/random-80.kif",
        "--variant",
        "shogi",
        "--to",
        "jkf",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_start().starts_with('{'), "{out}");
}

#[test]
fn a_folder_walk_reads_jkf_records() {
    let (code, out, err) = run(&["validate", "fixtures/shogi/records"]);
    assert!(
        out.contains("kifu-for-js-handicap.jkf game 1: valid"),
        "exit {code}\n{out}{err}"
    );
}

/// Every format `--to` writes, `--input` reads: a record converted to KI2
/// and read back with `--input ki2` is the same game.
#[test]
fn input_takes_every_format_that_to_writes() {
    for format in hensou::registry::builtin().formats().map(|f| f.name) {
        let (code, converted, err) = run(&[
            "convert",
            "fixtures/shogi/valid/random-80.kif",
            "--to",
            format,
        ]);
        assert_eq!(code, 0, "{format}: {err}");
        let dir = std::env::temp_dir().join(format!("hensou-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("random-80.{format}"));
        std::fs::write(&path, converted).unwrap();
        let (code, out, err) = run(&["validate", "--input", format, path.to_str().unwrap()]);
        assert_eq!(code, 0, "{format}: {out}{err}");
        assert!(
            out.contains("valid: shogi (standard), 80 plies"),
            "{format}: {out}"
        );
        std::fs::remove_file(&path).unwrap();
    }
}

/// A post that spells every square half-width gets one `notation::normalised`
/// warning a ply: a game shows the first, with how many more and where;
/// `--verbose` shows each, and JSON always holds every one.
#[test]
fn a_game_shows_one_warning_of_a_kind_with_how_many_more() {
    let post = "fixtures/forum/shogi-ja-01-blog-half-width-file.txt";
    let leniently = |err: &str| err.matches("read leniently: square").count();
    for command in [
        vec!["validate", post],
        vec!["convert", "--to", "kif", post],
        vec!["replay", post],
    ] {
        let (code, _, err) = run(&command);
        assert_eq!(code, 0, "{command:?}: {err}");
        assert_eq!(leniently(&err), 1, "{command:?}: {err}");
        assert!(
            err.contains(
                "  … and 13 more notation::normalised warnings in this game, at line 3; \
                 --verbose shows each\n"
            ),
            "{command:?}: {err}"
        );
        let (_, _, err) = run(&[&command[..], &["--verbose"]].concat());
        assert_eq!(leniently(&err), 14, "{command:?} --verbose: {err}");
        assert!(!err.contains("more notation::normalised"), "{err}");
    }
    let (_, out, _) = run(&["validate", "--format", "json", post]);
    assert_eq!(out.matches("\"notation::normalised\"").count(), 14, "{out}");
    // Several games: each warning is a line, and so is the note.
    let (_, _, err) = run(&["validate", post, post]);
    let notes = err.lines().filter(|l| l.starts_with("  … and 13 more"));
    assert_eq!(notes.count(), 2, "{err}");
    assert_eq!(leniently(&err), 2, "{err}");
}
