//! The last of the command line's words in Japanese: the explanations'
//! reasons (Chatra's reach and zones, Shelt's pieces, Otomo's card
//! conditions), the default text diagrams, suite files' errors, folders
//! with no record, and the usage errors of names and values. Each with
//! `--lang en` saying what no flag says.

mod common;

use common::says_in_both_languages;

/// A Chatra position where drops are open by zone and a subject slides.
const CHATRA: &str = "12/5S4S1/1S10/12/12/12/10s1/12/3O8/7s4/2o6s1S/1s10 b 14-14 12 - last=h10";

#[test]
fn chatra_reach_and_zones_in_japanese() {
    let explain = ["moves", "--variant", "chatra", "--position", CHATRA];
    let b2 = [&explain[..], &["--explain", "b2"]].concat();
    says_in_both_languages(
        &b2,
        &[
            "k2と連帯する滑走",
            "ゾーンAは敵オブジェクトのいるゾーンGでも",
        ],
        &["slide with partner k2", "neither holds nor touches"],
    );
}

#[test]
fn shelt_occupants_in_japanese() {
    says_in_both_languages(
        &["moves", "--variant", "shelt", "--explain", "P3"],
        &["P3 (c1): メル（mel、扉駒）"],
        &["P3 (c1): mel (メル, 扉駒)"],
    );
}

#[test]
fn otomo_card_conditions_in_japanese() {
    let explain = |mv| ["moves", "--variant", "otomo", "--explain", mv];
    says_in_both_languages(
        &explain("S:7g7f7e"),
        &[
            "満たす: カードを使うルールです",
            "連続技 (S)は先手の未使用のカードです",
            "7gの駒: 先手の歩（動かすのは自分の駒）",
            "一手目: 7gの歩は7fに届きます",
            "二手目は成りません",
        ],
        &[
            "yes: cards are on",
            "is still in Sente's hand",
            "first leg: the 歩 on 7g reaches 7f",
            "the second leg does not promote",
        ],
    );
    says_in_both_languages(
        &explain("I:7g7f/7i"),
        &[
            "7g7fはカードなしで指せる手です",
            "着手のあとの7iの駒: 先手の銀",
        ],
        &[
            "is a legal move without the card",
            "after the move, 7i holds",
        ],
    );
}

/// Every game whose default diagram has words: whose turn, the hands.
#[test]
fn default_diagrams_in_japanese() {
    says_in_both_languages(
        &[
            "replay",
            "fixtures/alquerque/valid/seed-huffs.pgn",
            "--ply",
            "3",
        ],
        &["黒（B）の手番。先にc1, c3のどれかをハフ"],
        &["Black (B) to move; must first huff one of c1, c3"],
    );
    says_in_both_languages(
        &[
            "replay",
            "fixtures/chatra/valid/engine-01.pgn",
            "--ply",
            "12",
        ],
        &[
            "先手（黒）の持駒：サブジェクト14",
            "後手（白）の持駒：サブジェクト14",
        ],
        &["Black in hand: 14 subjects", "White in hand: 14 subjects"],
    );
    says_in_both_languages(
        &[
            "replay",
            "fixtures/shelt/valid/engine-01-native.pgn",
            "--ply",
            "0",
        ],
        &[
            "アルシェの持ち駒：-",
            "ソーンの持ち駒：-",
            "アルシェの手番",
            "テームス：",
        ],
        &[
            "Arshe hand: -",
            "Soon hand: -",
            "Arshe to move",
            "Temas on ",
        ],
    );
}

/// A suite with a mistyped key, one with no case, and a check with no
/// snapshot stored: each error on its line in Japanese, exit 2.
#[test]
fn suite_errors_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let suite = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let mistyped = suite("a.suite", "game: alquerque\npositon: 5/5/5/5/5 w - -\n");
    says_in_both_languages(
        &["snapshot", &mistyped],
        &[":2: 「positon」というキーはありません。もしかして: 「position」"],
        &[":2: no key `positon`; did you mean `position`?"],
    );
    let empty = suite("b.suite", "game: alquerque\n");
    says_in_both_languages(
        &["snapshot", &empty],
        &[":1: スイートにケースがありません"],
        &[":1: the suite has no case"],
    );
    let unchecked = suite("c.suite", "game: alquerque\nstart\n");
    says_in_both_languages(
        &["snapshot", "--check", &unchecked],
        &["スナップショットがまだありません: `hensou snapshot "],
        &["has no snapshot yet: `hensou snapshot "],
    );
}

/// A folder with nothing to read, said where the input errors are.
#[test]
fn an_empty_folder_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    says_in_both_languages(
        &["validate", "--variant", "chatra", path],
        &["棋譜ファイルがありません: ディレクトリは空です"],
        &["no record file found: the directory is empty"],
    );
}

/// A mistyped name of every flag that takes one, and values the command's
/// own parsers and clap's ranges refuse.
#[test]
fn misnamed_flags_and_refused_values_in_japanese() {
    let game = "fixtures/alquerque/valid/seed-huffs.pgn";
    says_in_both_languages(
        &["validate", "--input", "kiff", game],
        &["--input: 「kiff」という"],
        &["--input: no format called `kiff`; did you mean `kif`?"],
    );
    says_in_both_languages(
        &["validate", "--variant", "chatr", game],
        &["--variant: 「chatr」という名前のゲームはありません"],
        &["--variant: no game called `chatr`"],
    );
    says_in_both_languages(
        &["replay", "--format", "svg", "--arrow", "zz", game],
        &["矢印は 移動元-移動先 の形で書きます（`zz` ではなく）"],
        &["an arrow is written FROM-TO, not `zz`"],
    );
    says_in_both_languages(
        &["perft", "--variant", "shogi", "--depth", "1", "-j", "0"],
        &["0 は 1..=65535 の範囲にありません"],
        &["0 is not in 1..=65535"],
    );
}

/// The reasons the compared rules give, in `validate --compare-rules`,
/// `snapshot --check` and the stored verdicts it quotes.
#[test]
fn compared_rules_in_japanese() {
    let pass = "fixtures/snapshots/chatra-pass.pgn";
    says_in_both_languages(
        &[
            "validate",
            "--variant",
            "chatra",
            "--rules",
            "1994-11",
            pass,
            "--compare-rules",
            "1994-12",
        ],
        &[
            "第5手 `g10`（4:26）: 棋譜のルールでは合法、`1994-12` では反則 [chatra::adjacent-drop] g10には打てません",
            "このルールではパスできません",
        ],
        &[
            "ply 5 `g10` (4:26): legal under the record's rules, illegal under `1994-12`",
            "passing is not allowed under these rules",
        ],
    );
    says_in_both_languages(
        &[
            "snapshot",
            "--check",
            "fixtures/snapshots/chatra.suite",
            "--rules",
            "1994-12",
        ],
        &[
            "- pass: 反則になった (chatra::pass: このルールではパスできません)",
            "以前: 問題なし、7手",
            "現在: 第5手で反則: chatra::adjacent-drop: cannot drop on g10",
        ],
        &[
            "(chatra::pass: passing is not allowed under these rules)",
            "was: valid, 7 plies",
        ],
    );
}
