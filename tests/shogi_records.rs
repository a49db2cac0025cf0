//! What a shogi record holds beyond its main line: variations (KIF and KI2
//! `変化` branches), each checked from its branch point, and the time every
//! move took (KIF's time column, CSA's `T` lines), carried by conversion
//! where the target holds them and reported where it cannot.

mod common;

use common::{hensou, run};
use serde_json::{Value, json};

const BRANCHES: &str = "fixtures/shogi/records/kifu-for-windows-branches.kif";

fn json_of(args: &[&str], stdin: Option<&str>) -> Value {
    let mut cmd = hensou();
    cmd.args(args).args(["--format", "json"]);
    if let Some(text) = stdin {
        cmd.write_stdin(text);
    }
    let out = cmd.output().unwrap();
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)))
}

/// A variation tree as (from_ply, moves, children).
fn tree(v: &Value) -> Vec<(u64, Vec<String>, Value)> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["from_ply"].as_u64().unwrap(),
                b["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|m| m.as_str().unwrap().to_string())
                    .collect(),
                b["variations"].clone(),
            )
        })
        .collect()
}

/// The codes of a game's diagnostics, in order.
fn codes_of(game: &Value) -> Vec<&str> {
    game["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap())
        .collect()
}

/// Converts `input` (a path, or `-` with `stdin`) to `to`: the text
/// written, and the codes of what was reported lost.
fn convert(input: &str, stdin: Option<&str>, to: &str) -> (String, Vec<String>) {
    let v = json_of(&["convert", input, "--to", to], stdin);
    let game = &v[0];
    assert_eq!(game["valid"], true, "{game}");
    let losses = game["losses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["code"].as_str().unwrap().to_string())
        .collect();
    (game["text"].as_str().unwrap().to_string(), losses)
}

#[test]
fn kifu_for_windows_branches_are_played_from_their_branch_points() {
    let (code, stdout, stderr) = run(&["validate", BRANCHES]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains(", 5 plies, 4 variations checked, result 1-0"),
        "{stdout}"
    );
    let v = json_of(&["validate", BRANCHES], None);
    let game = &v[0];
    assert_eq!(game["plies"], 5);
    // Written latest branch point first, each branch before its own
    // branches; read back into the tree, in move order.
    let top = tree(&game["variations"]);
    let shape: Vec<(u64, Vec<String>)> = top.iter().map(|t| (t.0, t.1.clone())).collect();
    assert_eq!(
        shape,
        [
            (2, vec!["８四歩(83)".to_string(), "６八銀(79)".to_string()]),
            (4, vec!["４四歩(43)".to_string(), "４八銀(39)".to_string()]),
            (4, vec!["３二金(41)".to_string()]),
        ]
    );
    let nested = tree(&top[1].2);
    assert_eq!(nested.len(), 1);
    assert_eq!(
        (nested[0].0, nested[0].1.clone()),
        (5, vec!["２五歩(26)".to_string()])
    );
    assert_eq!(top[0].2, json!([]));
    let text = std::fs::read_to_string(BRANCHES).unwrap();
    let branch = text.find("変化：4手").unwrap();
    assert_eq!(
        top[1].2[0]["offset"].as_u64(),
        text.find("変化：5手").map(|o| o as u64)
    );
    assert_eq!(
        game["variations"][1]["offset"].as_u64(),
        Some(branch as u64)
    );
}

#[test]
fn an_illegal_move_in_a_branch_is_an_error_at_its_own_bytes() {
    // ８八角成 needs ３四歩, which the branch replaced.
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n\n変化：2手\n   2 ８四歩(83)\n   3 ２二角成(88)\n";
    let v = json_of(&["validate", "-"], Some(text));
    let game = &v[0];
    assert_eq!(game["valid"], false);
    assert_eq!(game["plies"], 3, "the main line is whole");
    let errors: Vec<&Value> = game["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["severity"] == "error")
        .collect();
    assert_eq!(errors.len(), 1, "{game}");
    assert_eq!(errors[0]["ply"], 3);
    assert_eq!(
        errors[0]["offset"].as_u64(),
        text.find("２二角成(88)").map(|o| o as u64)
    );
    assert_eq!(
        errors[0]["position"],
        "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"
    );
}

#[test]
fn a_branch_from_a_move_no_line_has_is_an_error() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：5手\n   5 ２六歩(27)\n";
    let v = json_of(&["validate", "-"], Some(text));
    assert_eq!(codes_of(&v[0]), ["kif::branch"]);
    assert_eq!(v[0]["valid"], false);
}

#[test]
fn a_branch_numbered_out_of_sequence_is_a_warning_and_still_checked() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：2手\n   2 ８四歩(83)\n   2 ６八銀(79)\n";
    let v = json_of(&["validate", "-"], Some(text));
    let game = &v[0];
    assert_eq!(game["valid"], true, "{game}");
    assert_eq!(game["diagnostics"][0]["code"], "record::move-number");
    assert_eq!(game["diagnostics"][0]["severity"], "warning");
    assert_eq!(
        game["variations"][0]["moves"],
        json!(["８四歩(83)", "６八銀(79)"])
    );
}

#[test]
fn kif_and_ki2_conversion_keeps_every_branch() {
    let original = json_of(&["validate", BRANCHES], None)[0]["variations"].clone();
    for to in ["kif", "ki2"] {
        let (text, losses) = convert(BRANCHES, None, to);
        assert!(
            !losses.contains(&"convert::variation".to_string()),
            "{to}: {losses:?}"
        );
        let back = json_of(&["validate", "-"], Some(&text));
        assert_eq!(back[0]["valid"], true, "{to}:\n{text}");
        let strip = |v: &Value| -> Value {
            // Moves are written in the target's own way; compare the shape.
            let mut v = v.clone();
            fn walk(v: &mut Value) {
                for b in v.as_array_mut().unwrap() {
                    let n = b["moves"].as_array().unwrap().len();
                    b["moves"] = json!(n);
                    b.as_object_mut().unwrap().remove("offset");
                    b.as_object_mut().unwrap().remove("len");
                    walk(&mut b["variations"]);
                }
            }
            walk(&mut v);
            v
        };
        assert_eq!(
            strip(&back[0]["variations"]),
            strip(&original),
            "{to}:\n{text}"
        );
    }
    // KIF to KIF writes what it read, branch marks and times included.
    let (kif, _) = convert(BRANCHES, None, "kif");
    let (again, _) = convert("-", Some(&kif), "kif");
    assert_eq!(kif, again);
    assert!(
        kif.contains("   2 ３四歩(33)   ( 0:02/00:00:02)+\n"),
        "{kif}"
    );
    assert!(kif.contains("\n変化：4手\n   4 ４四歩(43)   ( 0:10/00:00:12)\n*振り飛車含み\n   5 ４八銀(39)   ( 0:01/00:00:05)+\n\n変化：5手\n"), "{kif}");
}

/// A line KIF has no kind for (a problem's question above its board) is
/// told and kept as a comment: no conversion drops what the user wrote.
#[test]
fn a_line_of_no_kind_is_carried_into_every_conversion_as_a_comment() {
    let kif = "次の一手問題です。\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
    let v = json_of(&["validate", "-", "--input", "kif"], Some(kif));
    assert_eq!(codes_of(&v[0]), ["kif::unknown-line"], "{v}");
    for (to, written) in [
        ("kif", "# 次の一手問題です。"),
        ("ki2", "# 次の一手問題です。"),
        ("csa", "'次の一手問題です。"),
        ("jkf", "次の一手問題です。"),
    ] {
        let (text, losses) = convert("-", Some(kif), to);
        assert!(text.contains(written), "{to}:\n{text}");
        assert!(losses.is_empty(), "{to}: {losses:?}");
    }
}

#[test]
fn formats_without_variations_report_each_one_left_out() {
    for to in ["csa", "usi"] {
        let (_, losses) = convert(BRANCHES, None, to);
        let variations = losses.iter().filter(|l| *l == "convert::variation").count();
        // The nested branch goes with the one it lies in.
        assert_eq!(variations, 3, "{to}: {losses:?}");
    }
}

#[test]
fn kif_times_become_csa_t_lines_and_come_back() {
    let (csa, losses) = convert(BRANCHES, None, "csa");
    assert!(
        csa.contains("+7776FU,T1\n-3334FU,T2\n+2726FU,T3\n"),
        "{csa}"
    );
    // The time on 投了 is the `T` line after `%TORYO`, as CSA V3 has it.
    assert!(csa.ends_with("%TORYO\nT6\n"), "{csa}");
    assert!(!losses.contains(&"convert::time".to_string()), "{losses:?}");
    let (kif, losses) = convert("-", Some(&csa), "kif");
    assert!(losses.is_empty(), "{losses:?}");
    // CSA has no totals: KIF's are summed per side.
    assert!(kif.contains("   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:02/00:00:02)\n   3 ２六歩(27)   ( 0:03/00:00:04)\n"), "{kif}");
    assert!(
        kif.contains("   5 ２五歩(26)   ( 0:05/00:00:09)\n"),
        "{kif}"
    );
}

#[test]
fn a_target_without_times_says_it_leaves_them_out() {
    for to in ["usi", "western", "ki2"] {
        let (_, losses) = convert(BRANCHES, None, to);
        assert!(
            losses.contains(&"convert::time".to_string()),
            "{to}: {losses:?}"
        );
    }
    // A record without times loses none.
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n";
    let (_, losses) = convert("-", Some(text), "usi");
    assert!(losses.is_empty(), "{losses:?}");
}

#[test]
fn a_long_time_column_reads_and_writes_back() {
    let text =
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   (125:07/02:05:07)\n";
    let (kif, _) = convert("-", Some(text), "kif");
    assert!(
        kif.contains("   1 ７六歩(77)   (125:07/02:05:07)\n"),
        "{kif}"
    );
    let (csa, _) = convert("-", Some(text), "csa");
    assert!(csa.contains("+7776FU,T7507\n"), "{csa}");
}

const HANDICAP_JKF: &str = "fixtures/shogi/records/kifu-for-js-handicap.jkf";
const TSUME_JKF: &str = "fixtures/shogi/records/kifu-for-js-tsume.jkf";
const TIMES_CSA: &str = "fixtures/shogi/records/floodgate-times.csa";

/// What a round trip must keep, seen through one reading of the record:
/// plies, result, final position, comments and times in order (each line
/// of play before its branches), and the variations' shape.
#[derive(Debug, PartialEq)]
struct Kept {
    plies: Value,
    result: Value,
    position: Value,
    comments: Vec<String>,
    times: Vec<Value>,
    variations: Value,
}

/// The JKF moves' comments and times, depth first.
fn walk(moves: &Value, comments: &mut Vec<String>, times: &mut Vec<Value>) {
    for entry in moves.as_array().unwrap() {
        for c in entry["comments"].as_array().into_iter().flatten() {
            comments.push(c.as_str().unwrap().to_string());
        }
        if !entry["time"].is_null() {
            times.push(entry["time"].clone());
        }
        for fork in entry["forks"].as_array().into_iter().flatten() {
            walk(fork, comments, times);
        }
    }
}

/// The variations' shape: (from_ply, number of moves, inner shape).
fn shape(v: &Value) -> Value {
    Value::Array(
        v.as_array()
            .unwrap()
            .iter()
            .map(|b| {
                json!([
                    b["from_ply"],
                    b["moves"].as_array().unwrap().len(),
                    shape(&b["variations"])
                ])
            })
            .collect(),
    )
}

fn kept(text: &str) -> Kept {
    let v = &json_of(&["validate", "-"], Some(text))[0];
    assert_eq!(v["valid"], true, "{v}\n{text}");
    let replay = json_of(&["replay", "-"], Some(text));
    let (jkf, _) = convert("-", Some(text), "jkf");
    let jkf: Value = serde_json::from_str(&jkf).unwrap();
    let (mut comments, mut times) = (Vec::new(), Vec::new());
    walk(&jkf["moves"], &mut comments, &mut times);
    Kept {
        plies: v["plies"].clone(),
        result: v["result"].clone(),
        position: replay["position"].clone(),
        comments,
        times,
        variations: shape(&v["variations"]),
    }
}

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn kifu_for_js_records_validate_with_their_handicap_and_set_position() {
    let (code, stdout, stderr) = run(&["validate", HANDICAP_JKF]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    // 角落ち: the giver (Gote) moves first; Sente resigns at ply 4.
    assert!(
        stdout.contains(", 3 plies, 1 variation checked, result 0-1"),
        "{stdout}"
    );
    let replay = json_of(&["replay", HANDICAP_JKF], None);
    assert_eq!(replay["variations"][0]["from_ply"], 2);
    assert_eq!(
        replay["variations"][0]["moves"],
        json!(["+2726FU", "-8384FU"])
    );
    assert_eq!(
        replay["position"],
        "lnsgkgsnl/1r7/p1pppp1pp/1p4p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 4"
    );
    let (code, stdout, stderr) = run(&["validate", TSUME_JKF]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains(", 1 ply, 1-0 mate"), "{stdout}");
}

#[test]
fn an_illegal_jkf_move_is_reported_at_its_object() {
    let text = r#"{"header":{},"moves":[{},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":5},"color":0,"piece":"FU"}}]}"#;
    let v = json_of(&["validate", "-"], Some(text));
    let d = &v[0]["diagnostics"][0];
    assert_eq!(v[0]["valid"], false);
    assert_eq!(d["ply"], 1);
    let object = text.find(r#"{"from""#).unwrap();
    assert_eq!(d["offset"].as_u64(), Some(object as u64));
    assert_eq!(
        d["length"].as_u64(),
        Some((text.rfind("}}]}").unwrap() + 1 - object) as u64)
    );
}

#[test]
fn malformed_jkf_is_a_diagnostic_not_a_crash() {
    for text in [
        "{\"moves\": [",
        "{\"moves\": 3}",
        "{\"moves\": [{}, {\"move\": {\"to\": {\"x\": 10, \"y\": 1}, \"piece\": \"FU\"}}]}",
        "{\"moves\": [{}, {\"special\": \"NONSENSE\"}]}",
        "{\"initial\": {\"preset\": \"OTHER\"}, \"moves\": []}",
        "{\"initial\": {\"preset\": \"X\"}, \"moves\": []}",
    ] {
        let v = json_of(&["validate", "-"], Some(text));
        assert_eq!(v[0]["valid"], false, "{text}");
        let code = v[0]["diagnostics"][0]["code"].as_str().unwrap();
        assert!(code.starts_with("jkf::"), "{text}: {code}");
    }
}

#[test]
fn jkf_round_trips_with_every_shogi_format() {
    // Each record through each format and back to its own keeps what both
    // formats hold; what the middle one cannot hold is reported lost.
    let records = [
        (BRANCHES, "kif"),
        (HANDICAP_JKF, "jkf"),
        (TSUME_JKF, "jkf"),
        (TIMES_CSA, "csa"),
    ];
    for (path, own) in records {
        let original = read(path);
        let before = kept(&original);
        for middle in hensou::registry::builtin().formats().map(|f| f.name) {
            let (there, losses) = convert(path, None, middle);
            let (back, _) = convert("-", Some(&there), own);
            let after = kept(&back);
            assert_eq!(after.position, before.position, "{path} via {middle}");
            assert_eq!(after.plies, before.plies, "{path} via {middle}");
            let lost = |code: &str| losses.iter().any(|l| l == code);
            let has_variations = before.variations != json!([]);
            if middle == "csa" || middle == "usi" {
                assert_eq!(
                    lost("convert::variation"),
                    has_variations,
                    "{path} via {middle}"
                );
            } else {
                assert_eq!(after.variations, before.variations, "{path} via {middle}");
            }
            if middle == "ki2" || middle == "usi" {
                assert_eq!(
                    lost("convert::time"),
                    !before.times.is_empty(),
                    "{path} via {middle}"
                );
            } else if !has_variations && middle != "csa" {
                assert_eq!(after.times, before.times, "{path} via {middle}");
            }
            if middle != "usi" && !has_variations {
                assert_eq!(after.comments, before.comments, "{path} via {middle}");
            }
            if matches!(middle, "kif" | "jkf") {
                assert_eq!(after, before, "{path} via {middle}:\n{there}");
            }
        }
    }
}

mod jkf_reader_is_total {
    use hensou::replay;
    use hensou::variants::shogi::formats as shogi_formats;
    use hensou::{Reading, formats};
    use proptest::prelude::*;

    /// Text that looks like JKF: pieces of real JKF shuffled together.
    fn jkf_like() -> impl Strategy<Value = String> {
        let pieces = prop::sample::select(vec![
            "{",
            "}",
            "[",
            "]",
            ",",
            ":",
            "\"moves\"",
            "\"move\"",
            "\"forks\"",
            "\"special\"",
            "\"TORYO\"",
            "\"from\"",
            "\"to\"",
            "\"x\"",
            "\"y\"",
            "7",
            "6",
            "-1",
            "1e400",
            "\"piece\"",
            "\"FU\"",
            "\"KA\"",
            "\"promote\"",
            "true",
            "null",
            "\"time\"",
            "\"now\"",
            "\"s\"",
            "\"comments\"",
            "\"\\ud83d\"",
            "\"\\u00e9\"",
            "\"歩\"",
            "\"initial\"",
            "\"preset\"",
            "\"OTHER\"",
            "\"data\"",
            "\"board\"",
            "\"hands\"",
        ]);
        prop::collection::vec(pieces, 0..80).prop_map(|p| format!("{{\"moves\":{}", p.concat()))
    }

    proptest! {
        #[test]
        fn any_jkf_like_text_reads_and_replays_without_panic(text in jkf_like()) {
            for game in formats::read(&text, Reading::Format(&shogi_formats::JKF)) {
                for issue in &game.issues {
                    prop_assert!(text.is_char_boundary(issue.span.offset));
                    prop_assert!(text.is_char_boundary(issue.span.end()));
                }
                let report = replay::run(&text, &game, &replay::Options::default());
                for p in &report.problems {
                    prop_assert!(p.span.end() <= text.len());
                    prop_assert!(text.is_char_boundary(p.span.offset));
                    prop_assert!(text.is_char_boundary(p.span.end()));
                }
            }
        }
    }
}

/// Kifu for Windows' header keys that hensou writes.
const KNOWN_KEYS: [&str; 10] = [
    "先手",
    "後手",
    "棋戦",
    "場所",
    "開始日時",
    "終了日時",
    "持ち時間",
    "戦型",
    "手合割",
    "作者",
];

#[test]
fn kif_headers_are_ones_kifu_for_windows_knows_and_the_rules_come_back() {
    let record = "[Variant \"shogi\"]\n[Event \"練習\"]\n[Round \"3\"]\n\n1. P-7f P-3d *\n";
    let out = hensou()
        .args(["convert", "-", "--to", "kif", "--rule", "impasse=24"])
        .write_stdin(record)
        .output()
        .unwrap();
    let kif = String::from_utf8(out.stdout).unwrap();
    let header: Vec<&str> = kif
        .lines()
        .take_while(|l| !l.starts_with("手数--"))
        .collect();
    for line in &header {
        let known = line.starts_with('#')
            || KNOWN_KEYS
                .iter()
                .any(|k| line.starts_with(&format!("{k}：")));
        assert!(known, "`{line}` is no Kifu for Windows header:\n{kif}");
    }
    assert!(header.contains(&"#Round：3"), "{kif}");
    let before = json_of(&["validate", "-", "--rule", "impasse=24"], Some(record));
    let after = json_of(&["validate", "-"], Some(&kif));
    assert_eq!(after[0]["rules"], before[0]["rules"], "{kif}");
    let (western, _) = convert("-", Some(&kif), "western");
    assert!(western.contains("[Round \"3\"]"), "{western}");
}

#[test]
fn a_handicap_start_is_written_as_its_name() {
    let (kif, _) = convert(HANDICAP_JKF, None, "kif");
    assert!(kif.contains("\n手合割：角落ち\n"), "{kif}");
    assert!(!kif.contains('|'), "no board diagram:\n{kif}");
}

#[test]
fn ki2_moves_are_padded_to_kifu_for_windows_columns() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ６六歩(67)\n   4 ８四歩(83)\n   5 ７八銀(79)\n   6 ８五歩(84)\n   7 ７七角(88)\n   8 ６二銀(71)\n   9 ６七銀(78)\n  10 ５四歩(53)\n  11 ５八金(49)\n  12 ４二玉(51)\n";
    let (ki2, _) = convert("-", Some(text), "ki2");
    let lines: Vec<&str> = ki2.lines().filter(|l| l.starts_with(['▲', '△'])).collect();
    // Every move but a line's last takes twelve columns (a character
    // beyond ASCII counts two); six moves a line.
    assert_eq!(
        lines,
        [
            "▲７六歩    △３四歩    ▲６六歩    △８四歩    ▲７八銀    △８五歩",
            "▲７七角    △６二銀    ▲６七銀    △５四歩    ▲５八金右  △４二玉",
        ],
        "{ki2}"
    );
    let back = json_of(&["validate", "-"], Some(&ki2));
    assert_eq!(back[0]["valid"], true, "{ki2}");
    assert_eq!(back[0]["plies"], 12);
}

#[test]
fn kif_is_written_in_shift_jis_for_older_programs() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*角道を開ける🐟\n   2 ３四歩(33)\n";
    let utf8 = hensou()
        .args(["convert", "-", "--to", "kif"])
        .write_stdin(text)
        .output()
        .unwrap();
    let sjis = hensou()
        .args(["convert", "-", "--to", "kif", "--encoding", "sjis"])
        .write_stdin(text)
        .output()
        .unwrap();
    let (decoded, _, errors) = encoding_rs::SHIFT_JIS.decode(&sjis.stdout);
    assert!(!errors);
    let expected = String::from_utf8(utf8.stdout)
        .unwrap()
        .replace("encoding=UTF-8", "encoding=Shift_JIS")
        .replace('🐟', "&#128031;");
    assert_eq!(decoded, expected);
    // The character Shift_JIS has no code for is reported, at its place.
    let stderr = String::from_utf8_lossy(&sjis.stderr);
    assert!(stderr.contains("convert::encoding"), "{stderr}");
    assert!(stderr.contains("U+1F41F"), "{stderr}");
    // hensou reads it back.
    let back = hensou()
        .args(["validate", "-", "--format", "json"])
        .write_stdin(sjis.stdout)
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&back.stdout).unwrap();
    assert_eq!(v[0]["valid"], true);
    assert_eq!(v[0]["plies"], 2);
}

/// CSA V3's times in parts of a second are kept as written: CSA writes
/// them back alike, and a target of whole seconds says what it cuts.
#[test]
fn a_csa_time_with_fractions_is_kept_as_written() {
    let text = "V3.0\nPI\n+\n+7776FU,T1.250\n-3334FU,T2.000\n";
    let v = json_of(&["validate", "-"], Some(text));
    assert_eq!(v[0]["diagnostics"], serde_json::json!([]), "{v}");
    let (csa, losses) = convert("-", Some(text), "csa");
    assert!(csa.starts_with("V3.0\n"), "{csa}");
    assert!(csa.contains("+7776FU,T1.250\n-3334FU,T2.000\n"), "{csa}");
    assert!(!losses.contains(&"convert::time".to_string()), "{losses:?}");
    let (kif, losses) = convert("-", Some(text), "kif");
    assert!(kif.contains("( 0:01/00:00:01)"), "{kif}");
    assert_eq!(losses, ["convert::time"]);
    let v = json_of(&["convert", "-", "--to", "kif"], Some(text));
    let message = v[0]["losses"][0]["message"].as_str().unwrap();
    assert!(message.contains("1.250 s, is written as 1 s"), "{message}");
    assert_eq!(
        v[0]["losses"][0]["offset"].as_u64(),
        text.find("T1.250").map(|o| o as u64)
    );
    // T2.000 is whole seconds: a target of whole seconds loses nothing.
    let (_, losses) = convert("-", Some("V3.0\nPI\n+\n+7776FU,T2.000\n"), "kif");
    assert!(losses.is_empty(), "{losses:?}");
}

#[test]
fn a_branch_ending_survives_ki2() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n\n変化：2手\n   2 ８四歩(83)\n   3 中断\n";
    let (ki2, _) = convert("-", Some(text), "ki2");
    assert!(
        ki2.ends_with("\n変化：2手\n△８四歩\nまで2手で中断\n"),
        "{ki2}"
    );
    let (kif, _) = convert("-", Some(&ki2), "kif");
    assert!(
        kif.ends_with("\n変化：2手\n   2 ８四歩(83)\n   3 中断\n"),
        "{kif}"
    );
}

#[test]
fn a_branch_ending_survives_the_pgn_style_record() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n\n変化：2手\n   2 ８四歩(83)\n   3 中断\n";
    let (western, _) = convert("-", Some(text), "western");
    assert!(
        western.contains("1.P-7f 2.P-3d (2.P-8d *) 0-1"),
        "{western}"
    );
    let (kif, _) = convert("-", Some(&western), "kif");
    assert!(
        kif.ends_with("\n変化：2手\n   2 ８四歩(83)\n   3 中断\n"),
        "{kif}"
    );
}

/// Several games converted into one file of any shogi format read back as
/// the same games: CSA parts them with `/`, JKF writes one object after
/// another.
#[test]
fn several_games_in_one_file_survive_every_format() {
    let dir = std::env::temp_dir().join(format!("hensou-several-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let usi = dir.join("three.usi");
    std::fs::write(
        &usi,
        "position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n\
         position startpos moves 2g2f 8c8d 2f2e\n\
         position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d 7g7f\n",
    )
    .unwrap();
    let finals = |path: &std::path::Path| -> Vec<String> {
        (1..=3)
            .map(|game| {
                let game = game.to_string();
                let (code, out, err) = run(&[
                    "replay",
                    path.to_str().unwrap(),
                    "--game",
                    &game,
                    "--format",
                    "json",
                ]);
                assert_eq!(code, 0, "{}: {out}{err}", path.display());
                let json: Value = serde_json::from_str(&out).unwrap();
                // Board, side to move and hands: a KIF or CSA set-up
                // carries no move number.
                let position = json["position"].as_str().unwrap();
                position.split(' ').take(3).collect::<Vec<_>>().join(" ")
            })
            .collect()
    };
    let expected = finals(&usi);
    for to in hensou::registry::builtin().formats().map(|f| f.name) {
        let (code, text, err) = run(&["convert", usi.to_str().unwrap(), "--to", to]);
        assert_eq!(code, 0, "{to}: {err}");
        let path = dir.join(format!("three.{to}"));
        std::fs::write(&path, &text).unwrap();
        let (code, out, err) = run(&["validate", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{to}: {out}{err}");
        assert_eq!(out.matches(": valid: ").count(), 3, "{to}: {out}");
        assert_eq!(finals(&path), expected, "{to}:\n{text}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A USI move list holds the moves and the start position only: the
/// players, the comments, the times and a resignation are each reported as
/// left out, once; the formats that hold them report none of them.
#[test]
fn what_a_usi_move_list_cannot_hold_is_reported() {
    let (usi, losses) = convert(TIMES_CSA, None, "usi");
    assert!(usi.starts_with("position startpos moves 2g2f"), "{usi}");
    assert_eq!(
        losses,
        [
            "convert::tag",
            "convert::time",
            "convert::comment",
            "convert::result"
        ],
    );
    let v = json_of(&["convert", TIMES_CSA, "--to", "usi"], None);
    let messages: Vec<&str> = v[0]["losses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["message"].as_str().unwrap())
        .collect();
    assert!(
        messages[0].contains("`Sente`, `Gote`, `Event`, `Date`"),
        "{messages:?}"
    );
    assert!(messages[3].contains("the result 0-1"), "{messages:?}");
    for to in ["kif", "ki2", "csa", "jkf"] {
        let (_, losses) = convert(TIMES_CSA, None, to);
        assert!(
            !losses
                .iter()
                .any(|l| ["convert::tag", "convert::comment", "convert::result"]
                    .contains(&l.as_str())),
            "{to}: {losses:?}"
        );
    }
}

/// An ending the moves show is no loss: whoever reads the USI moves finds
/// the mate again. A resignation, which the moves do not show, is.
#[test]
fn a_mate_converted_to_usi_loses_no_result() {
    let resigned = "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";
    let (_, losses) = convert("-", Some(resigned), "usi");
    assert_eq!(losses, ["convert::result"]);
    // Mate in one from a set position: the KIF says 詰み, and the USI moves
    // show it.
    let mated = "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b\n";
    let v = json_of(&["validate", "-"], Some(mated));
    assert_eq!(v[0]["outcome"]["reason"], "mate", "{v}");
    let kif = convert("-", Some(mated), "kif").0;
    assert!(kif.contains("詰み"), "{kif}");
    let (_, losses) = convert("-", Some(&kif), "usi");
    assert!(losses.is_empty(), "{losses:?}");
}

/// The message of the report's `record::variant-overridden` warning, if any.
fn overridden(report: &Value) -> Option<String> {
    let found = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "record::variant-overridden")?;
    assert_eq!(found["severity"], "warning");
    Some(found["message"].as_str().unwrap().to_string())
}

/// A `--variant` the record contradicts is never dropped in silence: the
/// record's game is read and a warning says so; `--variant otomo` on a
/// shogi format is no contradiction and plays the cards.
#[test]
fn a_variant_the_record_contradicts_is_a_warning_that_says_which_won() {
    let csa = "fixtures/shogi/valid/perpetual-check.csa";
    let report = |args: &[&str], stdin: Option<&str>| {
        let mut all = vec!["validate"];
        all.extend_from_slice(args);
        json_of(&all, stdin)[0].clone()
    };
    let chatra = report(&[csa, "--variant", "chatra"], None);
    assert_eq!(chatra["variant"], "shogi");
    let said = overridden(&chatra).unwrap();
    assert!(
        said.contains("read as shogi, not as --variant chatra"),
        "{said}"
    );
    let tagged = "[Variant \"alquerque\"]\n\n1.b2-c3 *\n";
    let pgn = report(&["-", "--variant", "shelt"], Some(tagged));
    assert_eq!(pgn["variant"], "alquerque");
    assert!(
        overridden(&pgn)
            .unwrap()
            .contains("[Variant \"alquerque\"] tag wins")
    );
    // The same game twice, or no --variant: nothing to say.
    assert_eq!(
        overridden(&report(&[csa, "--variant", "shogi"], None)),
        None
    );
    assert_eq!(overridden(&report(&[csa], None)), None);
    // Rules the record writes that put the cards away win over the name.
    let kif = "fixtures/shogi/valid/random-80.kif";
    let standard = report(&[kif, "--variant", "otomo"], None);
    assert_eq!(standard["variant"], "shogi");
    let said = overridden(&standard).unwrap();
    assert!(
        said.contains("rules `standard` make it a game of shogi"),
        "{said}"
    );
}

/// A KIF record with a card move is a Shogi no Otomo game when
/// `--variant otomo` says so, and a shogi game with an illegal move when
/// nothing does.
#[test]
fn variant_otomo_plays_a_kif_record_with_its_cards() {
    let kif = "fixtures/otomo/invalid/cards-off.kif";
    let otomo = &json_of(&["validate", kif, "--variant", "otomo"], None)[0];
    assert_eq!(otomo["variant"], "otomo");
    assert_eq!(otomo["rules"], "otomo");
    assert_eq!(otomo["valid"], true, "{otomo}");
    assert_eq!(otomo["diagnostics"], json!([]), "{otomo}");
    let shogi = &json_of(&["validate", kif], None)[0];
    assert_eq!(shogi["valid"], false);
}
