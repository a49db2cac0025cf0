//! What a conversion says it rewrote or could not write, and why compared
//! rules judge a ply or a move otherwise, in Japanese: `--lang ja` words
//! them as players write, `--lang en` says what no flag says.

mod common;

use common::says_in_both_languages as says;

/// A record holding `text`, in a directory that lives as long as the
/// test: its path.
fn record(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// A time control CSA writes in its own form, and the label of the tag
/// it rewrote.
#[test]
fn a_rewritten_tag_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let kif = "先手：A\n持ち時間：各30分\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n";
    let kif = record(&dir, "timed.kif", kif);
    says(
        &["convert", "--to", "csa", &kif],
        &[
            "持ち時間 `各30分` は CSA の形 `$TIME_LIMIT:00:30+00` で書きます",
            "書き換え",
        ],
        &[
            "the time control `各30分` is written in CSA's form, `$TIME_LIMIT:00:30+00`",
            "rewritten",
        ],
    );
}

/// An ending a format has no word for, one a result token does not say,
/// and one KI2's summary line does not say, each named in the players'
/// words.
#[test]
fn a_lost_ending_in_japanese() {
    let sealed = "fixtures/shogi/round-trip/sealed-move.kif";
    says(
        &["convert", "--to", "csa", sealed],
        &["終局の理由（封じ手）を表す語が CSA にありません: `%CHUDAN` と書きます"],
        &["the game's ending (sealed-move) has no word in CSA: it is written as `%CHUDAN`"],
    );
    let dir = tempfile::tempdir().unwrap();
    let csa = record(
        &dir,
        "time-up.csa",
        "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TIME_UP\n",
    );
    says(
        &["convert", "--to", "western", &csa],
        &["終局の理由（時間切れ）は省きます: 書かれる結果 0-1 はそれを言いません"],
        &[
            "the game's ending (time-up) is left out: the result 0-1 is written, which does not say it",
        ],
    );
    says(
        &["convert", "--to", "ki2", &csa],
        &["終局の理由（時間切れ）は KI2 の結果の行では言えません"],
        &["the game's ending (time-up) is not said by KI2's summary line"],
    );
}

/// A move the target has no move for, written as a comment in its place.
#[test]
fn a_move_written_as_a_comment_in_japanese() {
    says(
        &[
            "convert",
            "--to",
            "jkf",
            "fixtures/otomo/valid/every-card-1.kif",
        ],
        &["は JKF の指し手として書けません: その場所にコメントとして書きます"],
        &["is no JKF move: it is written as a comment in its place"],
    );
}

/// The lines of `validate --compare-rules`, the reason of each, and the
/// reasons of `moves` and `perft --divide` under compared rules.
#[test]
fn compared_rules_in_japanese() {
    let compared = "fixtures/chatra/compare/1994-11-vs-1994-12.pgn";
    says(
        &["validate", compared, "--compare-rules", "1994-12"],
        &[
            "第5手 `g10`",
            ": 棋譜のルールでは合法、`1994-12` では反則 [chatra::adjacent-drop] g10には打てません",
        ],
        &[
            "ply 5 `g10`",
            "legal under the record's rules, illegal under `1994-12` [chatra::adjacent-drop] \
             cannot drop on g10: it is next to the subject on f9",
        ],
    );
    says(
        &[
            "validate",
            "fixtures/chatra/valid/engine-01.pgn",
            "--compare-rules",
            "1994-12",
        ],
        &["検証した手はどれも `1994-12` でも同じ判定です"],
        &["every ply checked is judged the same under `1994-12`"],
    );
    // Rules the record's game does not have.
    says(
        &[
            "validate",
            "fixtures/shogi/valid/random-80.kif",
            "--compare-rules",
            "1994-12",
        ],
        &["shogiに「1994-12」というルールセットはありません"],
        &["shogi has no rule set `1994-12` (rule sets: standard)"],
    );
    let position = ["--variant", "alquerque", "--position", "B4/5/2W2/5/5 w - -"];
    let forward = ["--compare-rules", "seed;direction=forward"];
    let backward = "c3-b2は後ろへの移動で、Bellのルールでは禁じられています";
    let english = "c3-b2 moves backward, which Bell's rules forbid";
    says(
        &[&["moves"], &position[..], &forward].concat(),
        &[backward],
        &[english],
    );
    let divide = ["--divide", "--depth", "1"];
    says(
        &[&["perft"], &position[..], &forward, &divide].concat(),
        &[backward],
        &[english],
    );
}

/// A game converted only in part: the comment written into the output,
/// and the errors in it, in the players' words; in English as it was.
#[test]
fn a_partial_conversion_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let csa = record(
        &dir,
        "broken.csa",
        "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7775FU\n-8384FU\n",
    );
    says(
        &["convert", "--to", "kif", &csa],
        &[
            "*hensou: 第2手までを変換（第3手：",
            "）。以下は書かれたまま：\n*+7775FU\n",
        ],
        &[
            "*hensou: converted up to ply 2 only (ply 3: ",
            "; the rest as written:\n*+7775FU\n",
        ],
    );
    // The comment holds the errors alone when nothing follows them.
    let last = record(&dir, "last.csa", "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7775FU\n");
    says(
        &["convert", "--to", "csa", &last],
        &["'hensou: 第2手までを変換（第3手："],
        &["'hensou: converted up to ply 2 only (ply 3: "],
    );
}

/// The library writes the comment in the language of its options.
#[test]
fn a_partial_conversion_in_the_librarys_language() {
    let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 7f7f");
    let game = source.games().next().unwrap();
    let text = |lang| {
        let options = hensou::Options::new().lang(lang);
        game.convert("csa", &options).written().unwrap().to_string()
    };
    let (en, ja) = (text(hensou::Lang::En), text(hensou::Lang::Ja));
    assert_eq!(
        en,
        game.convert("csa", &hensou::Options::new())
            .written()
            .unwrap()
    );
    assert!(
        en.contains("'hensou: converted up to ply 2 only (ply 3: "),
        "{en}"
    );
    assert!(ja.contains("'hensou: 第2手までを変換（第3手："), "{ja}");
    assert!(!ja.contains("converted up to"), "{ja}");
}
