//! No input makes the pipeline panic: random text through every reader and
//! every registered game, and random position strings into every game.

use hensou::game::RuleSpec;
use hensou::{Reading, formats};
use hensou::{registry, replay};
use proptest::prelude::*;

/// Text that looks a little like records: tags, numbers, moves, comments.
fn recordish() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("[Variant \"alquerque\"]\n".to_string()),
        Just("[Rules \"bell\"]\n".to_string()),
        Just("[Position \"5/5/2W2/5/5 w - -\"]\n".to_string()),
        "[0-9]{1,3}\\.{1,3} ?".prop_map(|s| s),
        "[a-e][1-5][-x][a-e][1-5]( |x[a-e][1-5])?".prop_map(|s| s),
        "\\*[a-e][1-5] ".prop_map(|s| s),
        "\\{[^}]{0,8}\\}?".prop_map(|s| s),
        "; [a-z ]{0,8}\n".prop_map(|s| s),
        "\\([^)]{0,6}\\)?".prop_map(|s| s),
        Just(" 1-0 ".to_string()),
        Just(" * ".to_string()),
        "\\PC{0,6}".prop_map(|s| s),
        Just("第3手(i6) ".to_string()),
        // Other games' move shapes, so that every notation gets past its
        // first character: Chatra, shogi (USI, CSA, KIF, cards), Macedonian
        // shogi, Shelt.
        "[a-l](1[0-2]|[1-9])([-x][a-l](1[0-2]|[1-9]))? ".prop_map(|s| s),
        "O[a-l][1-9] ".prop_map(|s| s),
        "[1-9][a-i][1-9][a-i]\\+? ".prop_map(|s| s),
        "[PLNSGBR]\\*[1-9][a-i] ".prop_map(|s| s),
        "[+-][1-9][1-9][1-9][1-9](FU|KA|HI|OU|TO) ".prop_map(|s| s),
        "[QYHTRPIABDGSWEUC]:[1-9][a-i][1-9][a-i] ".prop_map(|s| s),
        Just("\n   1 ７六歩(77)\n".to_string()),
        Just("▲７六歩 △同　歩 ".to_string()),
        "[1-8][a-h][<>]{1,2}[1-8][a-h] ".prop_map(|s| s),
        Just("譲位 ".to_string()),
        "[VESTBIP][1-7][-x][VESTBIP][1-7] ".prop_map(|s| s),
        Just("tms[pin] ".to_string()),
        Just("[Variant \"chatra\"]\n".to_string()),
        Just("[Variant \"otomo\"]\n".to_string()),
        Just("[Variant \"macedonian\"]\n".to_string()),
        Just("[Variant \"shelt\"]\n".to_string()),
    ];
    proptest::collection::vec(piece, 0..25).prop_map(|v| v.concat())
}

fn drive(text: &str, mode: Reading) {
    for game in formats::read(text, mode) {
        for v in registry::builtin().variants() {
            let options = replay::Options {
                game: Some(replay::NamedGame::new(*v)),
                convert_to: (v.notation_names().last())
                    .map(|s| hensou::options::target(registry::builtin(), Some(*v), s).unwrap()),
                compare: v.rule_sets().last().map(|r| RuleSpec::parse(r.name)),
                ..Default::default()
            };
            let report = replay::run(text, &game, &options);
            for p in &report.problems {
                assert!(p.span.end() <= text.len(), "span inside the text");
                assert!(
                    text.is_char_boundary(p.span.offset) && text.is_char_boundary(p.span.end())
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_text_reads_without_panic(text in "\\PC{0,200}") {
        drive(&text, Reading::Auto);
        drive(&text, Reading::Forum);
        drive(&text, Reading::Record);
    }

    #[test]
    fn record_like_text_reads_without_panic(text in recordish()) {
        drive(&text, Reading::Auto);
        drive(&text, Reading::Forum);
    }

    #[test]
    fn any_position_string_is_an_answer_not_a_panic(text in "\\PC{0,80}") {
        for v in registry::builtin().variants() {
            for set in v.rule_sets() {
                let _ = v.new_game(&RuleSpec::parse(set.name), Some(&text));
            }
        }
    }

    #[test]
    fn any_bytes_decode_or_are_reported(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let input = hensou::cli::input::decode("bytes".into(), &bytes);
        match input.problem {
            Some(p) => prop_assert!(p.is_error()),
            None => drive(&input.text, Reading::Auto),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any text given to `Position::play` is a move played or an error,
    /// and an error leaves the position as it was.
    #[test]
    fn a_ply_that_fails_changes_nothing(text in "\\PC{0,12}") {
        for name in hensou::games() {
            let mut position = hensou::Position::new(name, None).unwrap();
            let before = position.position_string();
            match position.play(&text) {
                Ok(()) => prop_assert_eq!(position.plies(), 1),
                Err(_) => {
                    prop_assert_eq!(position.plies(), 0);
                    prop_assert_eq!(position.position_string(), before);
                }
            }
        }
    }
}
