use super::json::{Parser, number};
use super::write::{jkf_initial, jkf_move};
use super::*;
use crate::record::{Element, MoveTime};
use crate::variants::shogi::formats::JkfCode;
use crate::variants::shogi::formats::kif::HANDICAPS;

#[test]
fn malformed_json_is_a_diagnostic_at_the_byte() {
    for (text, at) in [
        ("{\"moves\": [", 11),
        ("{\"moves\": [{}], }", 16),
        ("{\"moves\": \"x", 12),
        ("{\"moves\": [1e999]}", 11),
    ] {
        let g = &read(text)[0];
        assert_eq!(g.issues.len(), 1, "{text}");
        assert_eq!(g.issues[0].code, JkfCode::Json);
        assert_eq!(g.issues[0].span.offset, at, "{text}");
    }
}

#[test]
fn a_move_object_reads_as_its_csa_move() {
    let text = r#"{"header":{"先手":"A"},"moves":[{"comments":["start"]},{"move":{"from":{"x":8,"y":8},"to":{"x":2,"y":2},"color":0,"piece":"KA","promote":true},"time":{"now":{"m":1,"s":2},"total":{"h":0,"m":1,"s":2}}},{"move":{"to":{"x":5,"y":5},"color":1,"piece":"KA"}}]}"#;
    let g = &read(text)[0];
    assert!(g.issues.is_empty(), "{:?}", g.issues);
    assert_eq!(g.tag("Sente"), Some("A"));
    let readings: Vec<&str> = g.readings.iter().map(|r| r.1.as_str()).collect();
    assert_eq!(readings, ["+8822UM", "-0055KA"]);
    assert!(g.movetext.iter().any(|e| matches!(
        e,
        Element::Time {
            time: MoveTime {
                seconds: 62,
                total: Some(62),
                fraction: None,
            },
            ..
        }
    )));
}

#[test]
fn kif_moves_become_jkf_moves() {
    let mv = jkf_move("同　角成(88)", 0, Some((2, 2))).unwrap();
    assert_eq!(
        mv,
        serde_json::json!({"color":0,"piece":"KA","to":{"x":2,"y":2},"from":{"x":8,"y":8},"same":true,"promote":true})
    );
    let drop = jkf_move("５五成香(59)", 1, None).unwrap();
    assert_eq!(drop["piece"], "NY");
    assert_eq!(
        jkf_move("５五角打", 1, None).unwrap()["from"],
        serde_json::Value::Null
    );
    assert_eq!(
        jkf_move("２二銀不成(33)", 0, None).unwrap()["promote"],
        false
    );
    assert_eq!(jkf_move("熟:３六歩成", 0, None), None);
}

#[test]
fn presets_and_set_positions_read_back() {
    for (_, sfen) in HANDICAPS {
        let initial = jkf_initial(sfen);
        assert_ne!(initial["preset"], "OTHER", "{sfen}");
    }
    let sfen = "8k/9/6NGP/9/9/9/9/9/K8 b 2Pr 1";
    let initial = jkf_initial(sfen);
    assert_eq!(initial["preset"], "OTHER");
    let text = format!("{{\"initial\":{initial},\"moves\":[{{}}]}}");
    let g = &read(&text)[0];
    assert!(g.issues.is_empty(), "{:?}", g.issues);
    assert_eq!(g.tag("Position"), Some(sfen));
}

proptest::proptest! {
    #[test]
    fn borrowed_strings_read_as_escaped_ones(text in "\"[a-z\\\\\"u0-9d歩]{0,12}") {
        let mut fast = Parser { text: &text, pos: 0 };
        let mut slow = Parser { text: &text, pos: 0 };
        let (got, want) = (fast.string(), slow.escaped_string());
        proptest::prop_assert_eq!(got.map(String::from), want);
        proptest::prop_assert_eq!(fast.pos, slow.pos);
    }

    #[test]
    fn numbers_read_as_the_float_parser_reads_them(text in "[0-9+.eE-]{0,20}") {
        proptest::prop_assert_eq!(number(&text).ok(), text.parse::<f64>().ok());
    }

    #[test]
    fn any_json_like_text_reads_without_panic(text in "[{}\\[\\]\",: \u{feff}0-9a-z\\\\.eE-]{0,64}") {
        for game in read(&text) {
            for issue in &game.issues {
                proptest::prop_assert!(issue.span.end() <= text.len());
            }
        }
    }
}
