//! Why compared rules judge a ply or a move otherwise, in Japanese:
//! `--lang ja` words it as players write, `--lang en` says what no flag
//! says.

mod common;

use common::says_in_both_languages as says;

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
