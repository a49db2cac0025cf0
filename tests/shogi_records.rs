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
    let codes: Vec<&str> = v[0]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["kif::branch"]);
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
    // The time on 投了 has no place in CSA.
    assert!(losses.contains(&"convert::time".to_string()), "{losses:?}");
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
