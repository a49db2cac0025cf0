//! The command line's own words in Japanese: its usage and I/O errors
//! (each with the exit code it has in English), the lines of `replay`,
//! `moves`, `perft` and `variants`, the summaries of a run, clap's
//! headings in `--help`, and the pipeline's problems.

use assert_cmd::Command;

/// `hensou args...` in Japanese (`--lang ja`, the locale unset): its exit
/// code, stdout and stderr.
fn ja(args: &[&str]) -> (i32, String, String) {
    in_lang("ja", args)
}

fn in_lang(lang: &str, args: &[&str]) -> (i32, String, String) {
    let mut cmd = Command::cargo_bin("hensou").unwrap();
    for v in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(v);
    }
    cmd.env("COLUMNS", "200").env("NO_COLOR", "1");
    let out = cmd.arg("--lang").arg(lang).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

const GAME: &str = "fixtures/alquerque/valid/seed-huffs.pgn";
const CHATRA: &str = "fixtures/chatra/valid/engine-01.pgn";
const NIFU: &str = "fixtures/shogi/invalid/nifu.kif";

/// Each kind of usage or I/O error: its first line in Japanese after
/// `エラー: `, exit 2 as in English, and the English first line as it was.
#[test]
fn usage_errors_in_japanese() {
    let missing = "fixtures/input/no-such-file.pgn";
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["replay", missing],
            "エラー: fixtures/input/no-such-file.pgn: ファイルもディレクトリもありません",
            "error: fixtures/input/no-such-file.pgn: no such file or directory",
        ),
        (
            &["moves", "--variant", "chatra", "--rule", "pass"],
            "エラー: --rule には KEY=VALUE の形で指定します（`pass` ではなく）",
            "error: --rule takes KEY=VALUE, not `pass`",
        ),
        (
            &["moves", "--variant", "chatr"],
            "エラー: --variant: 「chatr」という名前のゲームはありません",
            "error: --variant: no game called `chatr`",
        ),
        (
            &["moves", "--variant", "chatra", "--rules", "1994-13"],
            "エラー: chatraに「1994-13」というルールセットはありません",
            "error: chatra has no rule set `1994-13`",
        ),
        (
            &["moves"],
            "エラー: --variant が必要です（`hensou variants` を参照）",
            "error: --variant is required (see `hensou variants`)",
        ),
        (
            &["snapshot", "--rules", "bell", "suite.toml"],
            "エラー: --rules と --rule は --check と一緒に使います",
            "error: --rules and --rule go with --check: to accept other rules, write them into the suite",
        ),
        (
            &["replay", GAME, "--game", "3"],
            "エラー: fixtures/alquerque/valid/seed-huffs.pgn には1局しかありません。第3局はありません",
            "error: fixtures/alquerque/valid/seed-huffs.pgn has 1 game; there is no game 3",
        ),
        (
            &["replay", GAME, "--ply", "999"],
            "第999手はありません",
            "; there is no ply 999",
        ),
        (
            &["moves", "--variant", "chatra", "--explain", "z99"],
            "エラー: --explain: ",
            "error: --explain: ",
        ),
    ];
    for (args, japanese, english) in cases {
        let (code, out, err) = ja(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert!(
            err.starts_with(japanese) || err.contains(japanese),
            "{args:?}: {err}"
        );
        let (code, _, err) = in_lang("en", args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.starts_with(english) || err.contains(english),
            "{args:?}: {err}"
        );
    }
}

/// A help line follows the error where the message does not say what to do.
#[test]
fn a_usage_error_has_its_help() {
    let (code, _, err) = ja(&["replay", GAME, "--game", "3"]);
    assert_eq!(code, 2);
    assert!(
        err.ends_with("\n  ヒント: この棋譜は1局だけです: --game 1\n"),
        "{err}"
    );
    let (_, _, err) = in_lang("en", &["replay", GAME, "--game", "3"]);
    assert!(
        err.ends_with("\n  help: the file has one game: --game 1\n"),
        "{err}"
    );
}

#[test]
fn replay_in_japanese() {
    let (code, out, _) = ja(&["replay", GAME, "--ply", "4"]);
    assert_eq!(code, 0);
    for said in ["局面: ", "手数: 4", "手番: "] {
        assert!(out.contains(said), "{said} not in\n{out}");
    }
    assert!(
        !out.contains("position:") && !out.contains("to move:"),
        "{out}"
    );
}

#[test]
fn moves_perft_and_variants_in_japanese() {
    let (code, out, _) = ja(&["perft", "--variant", "alquerque", "--depth", "1"]);
    assert_eq!(code, 0);
    assert!(
        out.ends_with("局面数: 8\n") || out.starts_with("局面数: "),
        "{out}"
    );
    let (code, out, _) = ja(&["moves", "--variant", "chatra", "--compare-rules", "1994-12"]);
    assert_eq!(code, 0);
    assert!(out.contains("合法"), "{out}");
    let (code, out, _) = ja(&["variants"]);
    assert_eq!(code, 0);
    for said in ["  手番: ", "  ルール:", "（既定）", "  表記法: "] {
        assert!(out.contains(said), "{said} not in\n{out}");
    }
}

/// The summary of a walk, and the timed count of a file of several games.
#[test]
fn summaries_in_japanese() {
    let (code, out, _) = ja(&["validate", "--variant", "chatra", "fixtures/input/folder"]);
    assert_eq!(code, 2);
    assert!(out.contains("検査: "), "{out}");
    assert!(out.contains("個の入力を読めませんでした"), "{out}");
    let two = "fixtures/input/fullwidth-two-games.pgn";
    let (code, _, err) = ja(&["convert", "--to", "numeric", two]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("2局、"), "{err}");
    assert!(err.contains("問題なし2局、反則あり0局、"), "{err}");
    // The pipeline's note of a move read leniently.
    assert!(err.contains("寛容に読みました: "), "{err}");
}

/// A citation in a forum reply, said in Japanese.
#[test]
fn a_pipeline_problem_in_japanese() {
    let (code, _, err) = ja(&["validate", "fixtures/input/forum-reply-citation.txt"]);
    assert_eq!(code, 0);
    assert!(err.contains("引用として読みました"), "{err}");
    assert!(!err.contains("is read as a citation"), "{err}");
}

/// clap's headings and its `--help` flag in Japanese; English as clap says.
#[test]
fn help_headings_in_japanese() {
    let (code, out, _) = ja(&["validate", "--help"]);
    assert_eq!(code, 0);
    for said in ["使い方: ", "引数:", "オプション:", "ヘルプを表示します"] {
        assert!(out.contains(said), "{said} not in\n{out}");
    }
    assert!(
        !out.contains("Options:") && !out.contains("Usage:"),
        "{out}"
    );
    let (_, out, _) = ja(&["--help"]);
    assert!(
        out.contains("コマンド:") && out.contains("バージョンを表示します"),
        "{out}"
    );
    let (_, out, _) = in_lang("en", &["validate", "--help"]);
    assert!(out.contains("Usage: ") && out.contains("Options:"), "{out}");
}

/// `hensou args...` with no `--lang` and the locale unset: English.
fn plain(args: &[&str]) -> (i32, String, String) {
    let mut cmd = Command::cargo_bin("hensou").unwrap();
    for v in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(v);
    }
    cmd.env("COLUMNS", "200").env("NO_COLOR", "1");
    let out = cmd.args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// clap's own parse errors in Japanese, exit 2 as in English; English
/// with `--lang en` as without a flag, clap's words.
#[test]
fn parse_errors_in_japanese() {
    let cases: &[(&[&str], &[&str])] = &[
        (
            &["validate", "--form", "json", GAME],
            &[
                "エラー: 不明な引数 '--form' があります",
                "ヒント: よく似た引数があります: '--format'",
            ],
        ),
        (
            &["validate", "--format", "xml", GAME],
            &[
                "'--format <FORMAT>' に 'xml' は指定できません",
                "[指定できる値: text, json, jsonl]",
            ],
        ),
        (
            &["valdate", GAME],
            &["不明なサブコマンド 'valdate' です", "よく似たサブコマンド"],
        ),
        (&["replay"], &["次の必須の引数が与えられていません:"]),
    ];
    for (args, said) in cases {
        let (code, out, err) = ja(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        for s in *said {
            assert!(err.contains(s), "{args:?}: {s} not in\n{err}");
        }
        assert!(
            err.ends_with("\n\n詳しくは '--help' を見てください。\n"),
            "{err}"
        );
        for english in [
            "error:",
            "tip:",
            "Usage:",
            "For more information",
            "possible values",
        ] {
            assert!(!err.contains(english), "{args:?}: {english} in\n{err}");
        }
        let english = plain(args);
        if english.2.contains("\n\nUsage: hensou ") {
            assert!(err.contains("\n\n使い方: hensou "), "{args:?}: {err}");
        }
        assert_eq!(in_lang("en", args), english, "{args:?}");
        assert_eq!(english.0, 2);
        assert!(english.2.starts_with("error: "), "{}", english.2);
    }
    let (_, _, err) = plain(&["validate", "--form", "json", GAME]);
    assert!(
        err.starts_with("error: unexpected argument '--form' found\n\n  tip: a similar argument exists: '--format'\n\nUsage: hensou validate"),
        "{err}"
    );
}

/// `variants`: every rule set's and option's summary in Japanese, and
/// Chatra's forum diagram names the sides' colours in Japanese.
#[test]
fn variants_summaries_and_the_forum_diagram_in_japanese() {
    let (_, english, _) = plain(&["variants"]);
    assert_eq!(in_lang("en", &["variants"]).1, english);
    let (code, japanese, _) = ja(&["variants"]);
    assert_eq!(code, 0);
    let (en, jp): (Vec<&str>, Vec<&str>) = (english.lines().collect(), japanese.lines().collect());
    assert_eq!(en.len(), jp.len(), "{japanese}");
    let mut summaries = 0;
    for (e, j) in en.iter().zip(&jp) {
        // A rule set's or option's line: `    name: summary`.
        if let (Some(e), Some(j)) = (e.strip_prefix("    "), j.strip_prefix("    ")) {
            let (e, j) = (e.split_once(": ").unwrap().1, j.split_once(": ").unwrap().1);
            assert_ne!(e, j, "not said in Japanese: {e}");
            assert!(!j.contains(" the ") && !j.contains(" a "), "{j}");
            summaries += 1;
        }
    }
    assert!(summaries >= 30, "{summaries}");
    let forum = ["replay", CHATRA, "--diagram", "forum"];
    let (_, english, _) = plain(&forum);
    assert!(english.contains("先手:Black  持駒:"), "{english}");
    let (code, japanese, err) = ja(&forum);
    assert_eq!(code, 0, "{err}");
    for said in ["先手:黒  持駒:", "後手:白  持駒:"] {
        assert!(japanese.contains(said), "{said} not in\n{japanese}");
    }
    for colour in ["Black", "White"] {
        assert!(!japanese.contains(colour), "{colour} in\n{japanese}");
    }
}

/// The page of `--format html`: its result line, the start and a
/// diagnostic's ply in Japanese; English as it was.
#[test]
fn the_page_in_japanese() {
    let args = ["replay", "--format", "html", GAME];
    let (code, english, _) = plain(&args);
    assert_eq!(code, 0);
    assert_eq!(in_lang("en", &args).1, english);
    assert!(english.contains("<div id=\"result\">result: "), "{english}");
    let (code, japanese, _) = ja(&args);
    assert_eq!(code, 0);
    assert!(japanese.contains("<div id=\"result\">結果: "), "{japanese}");
    assert!(
        japanese.contains("<div class=\"caption\">開始局面</div>"),
        "{japanese}"
    );
    for word in [
        "result:",
        ">start<",
        "as recorded",
        "none recorded",
        "not played",
    ] {
        assert!(!japanese.contains(word), "{word} in the page");
    }
    let result = japanese.split("<div id=\"result\">").nth(1).unwrap();
    let result = result.split("</div>").next().unwrap();
    assert!(
        result.contains("の勝ち") && !result.contains("wins"),
        "{result}"
    );
    let invalid = ["replay", "--format", "html", NIFU];
    let (_, english, _) = plain(&invalid);
    let (_, japanese, _) = ja(&invalid);
    assert!(english.contains("class=\"problem\">ply "), "{english}");
    assert!(japanese.contains("class=\"problem\">第"), "{japanese}");
    assert!(!japanese.contains("class=\"problem\">ply "), "{japanese}");
}

/// `snapshot`: what changed, the summary and the written lines in
/// Japanese; English as it was.
#[test]
fn snapshot_in_japanese() {
    let suite = "fixtures/snapshots/alquerque.suite";
    let check = ["snapshot", "--check", suite, "--rule", "direction=forward"];
    let (code, english, _) = plain(&check);
    assert_eq!(code, 1);
    assert_eq!(in_lang("en", &check).1, english);
    let (code, japanese, _) = ja(&check);
    assert_eq!(code, 1);
    for said in [
        "ルール: seed -> seed;direction=forward",
        "局面: ",
        ": 反則になった (alquerque::backward: ",
        "は後ろへの移動で、Bellのルールでは禁じられています)",
        "局面が変化、棋譜12局中",
    ] {
        assert!(japanese.contains(said), "{said} not in\n{japanese}");
    }
    for word in [
        "rules:",
        "position:",
        "illegal now",
        "positions changed",
        "moves backward",
    ] {
        assert!(!japanese.contains(word), "{word} in\n{japanese}");
    }
    let dir = tempfile::tempdir().unwrap();
    let scratch = dir.path().join("a.suite");
    std::fs::write(
        &scratch,
        "game: alquerque\nrules: bell\nposition: B4/5/2W2/5/5 w - -\n",
    )
    .unwrap();
    let (code, japanese, _) = ja(&["snapshot", scratch.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(
        japanese.ends_with(" を書きました: 1局面、棋譜0局\n"),
        "{japanese}"
    );
}

/// A game, a position (its start when empty) and a square; words its
/// explanation says in Japanese, and English words it does not.
type Explained = (
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

/// `moves --explain` in every game that explains: its frame in Japanese,
/// the rules' messages in Japanese where they are messages; English with
/// `--lang en` as without a flag.
#[test]
fn explain_in_japanese() {
    let cases: &[Explained] = &[
        (
            "shogi",
            "4k4/9/4r4/9/9/9/9/4B4/4K4 b P 1",
            "5h",
            &[
                "5h: 先手の角（B）",
                "先手の手番、王手はかかっていません",
                "この駒はピンされています",
                "ここから指せる手: なし",
                "指せない手:",
            ],
            &[
                "Sente",
                "to move",
                "legal from here",
                "refused here",
                "leaves the king in check",
            ],
        ),
        (
            "chatra",
            "7o4/12/12/12/12/12/12/12/5S6/12/12/12 b 17O-18 2 - last=h1",
            "f9",
            &["（ゾーン", "の手番"],
            &["to move", "(zone", "illegal ["],
        ),
        (
            "alquerque",
            "5/5/2B2/2W2/5 w - -",
            "c2",
            &["の手番", "ここから指せる手: ", "ここへ指せる手: "],
            &["to move", "legal from here", "neighbours"],
        ),
        (
            "macedonian",
            "",
            "8h",
            &["先手の手番。先手はここに", "ここから指せる手: "],
            &["to move", "legal from here", "may drop"],
        ),
        ("shelt", "", "P3", &["合法な行動"], &["legal action"]),
    ];
    for (game, position, square, said, english) in cases {
        let mut args = vec!["moves", "--variant", game, "--explain", square];
        if !position.is_empty() {
            args.extend(["--position", position]);
        }
        let (code, out, err) = ja(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        for s in *said {
            assert!(out.contains(s), "{game}: {s} not in\n{out}");
        }
        for e in *english {
            assert!(!out.contains(e), "{game}: {e} in\n{out}");
        }
        assert_eq!(in_lang("en", &args), plain(&args), "{args:?}");
    }
    let (code, _, err) = ja(&["moves", "--variant", "chatra", "--explain", "z99"]);
    assert_eq!(code, 2);
    assert!(err.contains("`z99` はマスではありません"), "{err}");
}

/// A system error of a kind the catalogue names (a file name too long)
/// and of one it does not (a link to itself), reading and writing: in
/// Japanese the kind's words, or the system's text and number framed; in
/// English the system's text as it was.
#[cfg(unix)]
#[test]
fn system_errors_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let looped = dir.path().join("loop.kif");
    std::os::unix::fs::symlink(&looped, &looped).unwrap();
    let looped = looped.to_str().unwrap();
    let long = dir.path().join(format!("{}.kif", "a".repeat(300)));
    let long = long.to_str().unwrap();
    let record = "fixtures/shogi/valid/random-80.kif";
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["validate", looped],
            ": OSのエラー（os error 40）：Too many levels of symbolic links",
            ": too many levels of symbolic links",
        ),
        (
            &["replay", long],
            ": ファイル名が長すぎるか、使えない文字を含みます",
            ".kif: file name too long",
        ),
        (
            &["convert", "--to", "csa", record, "-o", long],
            ": ファイル名が長すぎるか、使えない文字を含みます",
            ".kif: file name too long",
        ),
    ];
    for (args, japanese, english) in cases {
        let (code, _, err) = ja(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(japanese), "{args:?}: {err}");
        assert!(!err.contains(english), "{args:?}: {err}");
        let (code, _, err) = in_lang("en", args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(english), "{args:?}: {err}");
        assert_eq!(plain(args).2, err, "{args:?}");
    }
}

/// The JSON of `args`, run with no flag and with `--lang en` (the same
/// bytes) and with `--lang ja`: the object `pick` takes from each keeps its
/// English `field`, and only the Japanese run has `localized`, whose
/// `field` it returns.
fn localized_beside(
    args: &[&str],
    pick: fn(&serde_json::Value) -> &serde_json::Value,
    field: &str,
) -> String {
    let parse = |out: &str| serde_json::from_str::<serde_json::Value>(out).unwrap();
    let (_, en, _) = in_lang("en", args);
    assert_eq!(en, plain(args).1);
    let en = parse(&en);
    let english = pick(&en);
    assert!(english.get("localized").is_none(), "{english}");
    let (_, ja_out, _) = ja(args);
    let ja_json = parse(&ja_out);
    let japanese = pick(&ja_json);
    assert_eq!(japanese[field], english[field]);
    assert_eq!(japanese["localized"]["lang"], "ja");
    japanese["localized"][field].as_str().unwrap().to_string()
}

/// A foul's message in JSON stays English in `message`, with the
/// run's language in `localized` beside it.
#[test]
fn a_fouls_message_in_json() {
    let args = [
        "validate",
        "--format",
        "json",
        "fixtures/shogi/dialects/81dojo-foul.kif",
    ];
    let message = localized_beside(&args, |games| &games[0]["foul"], "message");
    assert!(message.starts_with("二歩です"), "{message}");
}

/// A compared ply's reason in JSON stays English in `reason`, with the
/// run's language in `localized` beside it.
#[test]
fn a_compared_plys_reason_in_json() {
    let args = [
        "validate",
        "--format",
        "json",
        "--compare-rules",
        "1994-12",
        "fixtures/chatra/compare/1994-11-vs-1994-12.pgn",
    ];
    let reason = localized_beside(&args, |games| &games[0]["differences"][0], "reason");
    assert!(reason.contains("g10"), "{reason}");
    assert!(
        reason
            .chars()
            .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
        "{reason}"
    );
}
