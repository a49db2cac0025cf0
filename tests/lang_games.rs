//! Alquerque's, Macedonian shogi's, Shelt's and Otomo's rules, shogi's
//! western notation, the pictures' captions, why a game ended (詰み,
//! 全駒捕獲), the sides and the games' names in Japanese: `--lang ja`
//! gives the players' words, `--lang en` the English text unchanged, and
//! JSON keeps its English words.

mod common;

use common::run_unlocalized as run;
use common::says_in_both_languages as command_says;

/// `validate --lang ja` of `record` says each of `japanese` and none of
/// `english`; `--lang en` says `english` as it did without the flag.
fn says(record: &str, japanese: &[&str], english: &[&str]) {
    command_says(&["validate", record], japanese, english);
}

#[test]
fn an_alquerque_huff_in_japanese() {
    says(
        "fixtures/alquerque/invalid/huff-missing.pgn",
        &[
            "相手は捕獲できたのにしなかったので、先にその駒をハフ（取り去り）しなければなりません（捕獲できた駒: c1）",
            "ハフを手の前に書いてください（例: `*c1`）",
        ],
        &[
            "the opponent could have captured and did not, so a piece of theirs must be huffed first (c1 could have captured)",
            "write the huff before the move, e.g. `*c1`",
        ],
    );
}

#[test]
fn a_macedonian_crown_in_japanese() {
    says(
        "fixtures/macedonian/invalid/crown-spent.pgn",
        &[
            "王冠はもう王から王子へ、王子から王へと渡っています",
            "王冠は王から王子へ一回、王子から王へ一回しか渡せません（譲位は最大2回）",
        ],
        &[
            "the crown has already passed king to prince and back",
            "the crown moves king->prince once and prince->king once, no more",
        ],
    );
}

#[test]
fn a_shelt_accompaniment_in_japanese() {
    says(
        "fixtures/shelt/invalid/accompany-axis.pgn",
        &["の随伴相手はこの移動と同じ方向にいます: その向きには随伴できません"],
        &["lies on the line of this move; a piece cannot accompany along that axis"],
    );
}

#[test]
fn an_otomo_card_in_japanese() {
    says(
        "fixtures/otomo/invalid/card-used-twice.pgn",
        &[
            "カード13 治癒術 (W)はこのプレイヤーがもう使いました",
            "各プレイヤーは各カードを1枚ずつ持ち、使ったカードはもう使えません",
        ],
        &[
            "card 13 治癒術 (W) has already been used by this player",
            "each player holds one of each card; a used card is spent",
        ],
    );
}

#[test]
fn western_shogi_in_japanese() {
    says(
        "fixtures/forum/shogi-04-illegal.txt",
        &["2fに行ける手番の側のRがありません"],
        &["no R of the side to move can reach 2f"],
    );
}

/// Every rule these games break in their fixtures is worded in Japanese:
/// no localized message is the English one.
#[test]
fn every_rule_of_the_fixtures_has_japanese() {
    for game in ["alquerque", "macedonian", "shelt", "otomo"] {
        let dir = format!("fixtures/{game}/invalid");
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let path = path.to_str().unwrap();
            let out = run(&["validate", "--lang", "ja", "--format", "json", path]);
            let Ok(json) = serde_json::from_str::<serde_json::Value>(&out) else {
                continue;
            };
            for d in json.as_array().into_iter().flatten() {
                for d in d["diagnostics"].as_array().into_iter().flatten() {
                    let code = d["code"].as_str().unwrap_or("");
                    if !code.starts_with(&format!("{game}::")) {
                        continue;
                    }
                    let localized = &d["localized"];
                    for text in ["message", "help"] {
                        let (en, ja) = (&d[text], &localized[text]);
                        assert!(
                            en != ja || !has_english(en.as_str().unwrap_or("")),
                            "{path}: {code}: {ja}"
                        );
                    }
                }
            }
        }
    }
}

/// Whether `text` has an English word (the seed's Japanese quoted in
/// both languages has none).
fn has_english(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| word.len() > 3)
}

/// The captions beside the board: in English byte for byte as before, in
/// Japanese as players write them.
#[test]
fn the_pictures_captions_in_japanese() {
    for (record, english, japanese) in [
        (
            "fixtures/alquerque/valid/seed-captures.pgn",
            " to move</text>",
            "の手番</text>",
        ),
        (
            "fixtures/shelt/valid/seed-temas-actions.pgn",
            "  hand: ",
            "　持ち駒：",
        ),
        (
            "fixtures/chatra/valid/engine-01.pgn",
            "  (to move)</text>",
            "（手番）</text>",
        ),
    ] {
        let en = run(&["replay", "--format", "svg", record]);
        assert!(en.contains(english), "{english} not in {record}:\n{en}");
        assert_eq!(
            run(&["replay", "--lang", "en", "--format", "svg", record]),
            en
        );
        let ja = run(&["replay", "--lang", "ja", "--format", "svg", record]);
        assert!(ja.contains(japanese), "{japanese} not in {record}:\n{ja}");
        assert!(!ja.contains(english), "{english} still in {record}:\n{ja}");
    }
}

#[test]
fn a_move_after_the_end_says_why_the_game_ended() {
    command_says(
        &["validate", "fixtures/alquerque/invalid/move-after-end.pgn"],
        &["アルケルク (seed)、1手、1-0 全駒捕獲", "（1-0 全駒捕獲）"],
        &[
            "alquerque (seed), 1 ply, 1-0 all-captured",
            "(1-0 all-captured)",
        ],
    );
}

#[test]
fn a_mate_is_tsumi() {
    command_says(
        &["validate", "fixtures/shogi/valid/pawn-move-mate.kif"],
        &["1-0 詰み"],
        &["1-0 mate"],
    );
    command_says(
        &["replay", "fixtures/shogi/valid/pawn-move-mate.kif"],
        &["先手の勝ち、詰み）"],
        &["Sente wins, mate)"],
    );
}

#[test]
fn json_keeps_the_english_reason() {
    let record = "fixtures/shogi/valid/pawn-move-mate.kif";
    let json = run(&["validate", "--lang", "ja", "--format", "json", record]);
    assert!(json.contains("\"mate\""), "{json}");
    let json = run(&["replay", "--lang", "ja", "--format", "json", record]);
    assert!(json.contains("\"Sente\""), "{json}");
}

#[test]
fn the_games_sides_and_summaries_in_japanese() {
    command_says(
        &["variants"],
        &[
            "マケドニア将棋: 8x8 の将棋",
            "手番: 先手が先、後手が後",
            "手番: 白が先、黒が後",
            "手番: アルシェが先、ソーンが後",
        ],
        &[
            "shogi (将棋), the Japanese chess, under the JSA rules",
            "sides: Sente moves first, then Gote",
        ],
    );
}

#[test]
fn the_game_a_record_is_read_as_in_japanese() {
    let csa = "fixtures/shogi/valid/perpetual-check.csa";
    command_says(
        &["validate", "--variant", "chatra", csa],
        &[
            "この棋譜の形式は shogi の対局だけを収めます: --variant chatra ではなく shogi として読みます",
            "この棋譜には --variant chatra を付けないか、chatra の棋譜を渡してください",
        ],
        &[
            "the record's format holds shogi games only: read as shogi, not as --variant chatra",
            "leave out --variant chatra for this record, or give a record of chatra",
        ],
    );
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("unknown.pgn");
    std::fs::write(&record, "[Variant \"nosuch\"]\n\n1.b2-c3 *\n").unwrap();
    command_says(
        &["validate", record.to_str().unwrap()],
        &["知っているゲーム: alquerque"],
        &["known games: alquerque"],
    );
}
