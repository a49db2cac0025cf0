//! Syntax errors, lenient readings, position-string errors and the record
//! readers' notes in Japanese: `--lang ja` words them as players write,
//! `--lang en` keeps the English text unchanged, and every fixture's
//! diagnostics have a Japanese text.

mod common;

use common::run_unlocalized as run;

/// `validate --lang ja` of a record holding `text` says each of
/// `japanese` and none of `english`; `--lang en` says `english`, as the
/// run without the flag does.
fn says(name: &str, text: &str, japanese: &[&str], english: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join(name);
    std::fs::write(&record, text).unwrap();
    let record = record.to_str().unwrap();
    common::says_in_both_languages(&["validate", record], japanese, english);
}

#[test]
fn a_syntax_error_in_japanese() {
    says(
        "syntax.pgn",
        "[Variant \"alquerque\"]\n\n1.b2-c3 2.zz *\n",
        &[
            "`b2-c3`、`c1xc3xe3`、`*d4 b2-c3` のような手が要ります（交点は a1〜e5）",
            "この局の残りは検証していません",
        ],
        &[
            "expected a move such as `b2-c3`, `c1xc3xe3` or `*d4 b2-c3` (points a1 to e5)",
            "the rest of this game is not checked",
        ],
    );
}

#[test]
fn a_lenient_reading_in_japanese() {
    says(
        "lenient.kif",
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７６步(77)\n",
        &["似た字の `步` を `歩` として読みました"],
        &["look-alike `步` read as `歩`"],
    );
}

#[test]
fn a_position_string_error_in_japanese() {
    says(
        "position.pgn",
        "[Variant \"shogi\"]\n[Position \"kk7/9/9/9/9/9/9/9/9 b - 1\"]\n\n1.7g7f *\n",
        &["局面文字列が読めません: 一方の玉が2枚あります"],
        &["bad position string: a side has two kings"],
    );
}

/// Variations nested deeper than hensou reads, each format's: PGN's
/// variations, KIF's branches (`変化`) and JKF's forks.
#[test]
fn the_variation_depth_limit_in_japanese() {
    const DEEP: usize = 50;
    let pgn = format!(
        "[Variant \"alquerque\"]\n\n1. b2-c3 {}{} *\n",
        "(1. b2-c3 ".repeat(DEEP),
        ")".repeat(DEEP)
    );
    says(
        "deep.pgn",
        &pgn,
        &["48重より深く入れ子になった変化は残しますが、読みません"],
        &["variations nested more than 48 deep are kept but not read"],
    );
    let mut kif = String::from("手合割：平手\n手数----指手---------消費時間--\n");
    for n in 1..=DEEP + 2 {
        kif.push_str(&format!("{n:>4} ５八玉(59)\n"));
    }
    for n in 2..=DEEP + 1 {
        kif.push_str(&format!(
            "\n変化：{n}手\n{n:>4} ５八玉(59)\n{:>4} ５八玉(59)\n",
            n + 1
        ));
    }
    says(
        "deep.kif",
        &kif,
        &["48重より深く入れ子になった変化は残しますが、読みません"],
        &["branches nested more than 48 deep are kept but not read"],
    );
    let mv = r#"{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"color":0,"piece":"FU"}"#;
    let mut entry = format!("{mv}}}");
    for _ in 0..DEEP {
        entry = format!("{mv},\"forks\":[[{entry}]]}}");
    }
    says(
        "deep.jkf",
        &format!("{{\"moves\":[{{}},{entry}]}}"),
        &["48重より深く入れ子になった分岐は残しますが、読みません"],
        &["forks nested more than 48 deep are kept but not read"],
    );
}

/// For every diagnostic of every fixture, the localized message, label
/// and help hold no English word.
#[test]
fn every_fixture_is_told_in_japanese() {
    let mut english = Vec::new();
    for path in common::fixture_files(&["snap", "md", "tsv"]) {
        let path = path.to_str().unwrap();
        let out = run(&["validate", "--lang", "ja", "--format", "json", path]);
        let Ok(json) = serde_json::from_str::<serde_json::Value>(&out) else {
            continue;
        };
        for game in json.as_array().into_iter().flatten() {
            for d in game["diagnostics"].as_array().into_iter().flatten() {
                let code = d["code"].as_str().unwrap_or("");
                for text in ["message", "label", "help"] {
                    let said = d["localized"][text].as_str().unwrap_or("");
                    if has_english(said) {
                        english.push(format!("{path}: {code}: {said}"));
                    }
                }
            }
        }
    }
    assert!(english.is_empty(), "still English:\n{}", english.join("\n"));
}

/// Whether `text` has an English word: a run of more than three ASCII
/// letters outside what it quotes of the user's text (in backticks, `「」`
/// or double quotes), outside a word that is a name or a code (a flag, an
/// option `must_escape_check=off`, the name after a flag), other than the
/// names hensou keeps in every language (games, rule sets, encodings,
/// formats).
fn has_english(text: &str) -> bool {
    const KEPT: &[&str] = &[
        "hensou",
        "ascii",
        "shift",
        "utf",
        "euc",
        "json",
        "alquerque",
        "chatra",
        "macedonian",
        "otomo",
        "shelt",
        "shogi",
        "seed",
        "bell",
        "ludii",
        "standard",
        "relay",
    ];
    let mut plain = String::new();
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match (quote, c) {
            (None, '`' | '"') => quote = Some(c),
            (None, '「') => quote = Some('」'),
            (Some(q), c) if c == q => quote = None,
            (None, c) => plain.push(c),
            _ => {}
        }
    }
    let mut after_flag = false;
    plain.split_whitespace().any(|token| {
        let named = std::mem::replace(&mut after_flag, token.starts_with("--"));
        let code = named || token.contains(['-', '_', '=', '[', ']']);
        !code
            && token
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 3)
                .any(|w| !KEPT.iter().any(|k| k.eq_ignore_ascii_case(w)))
    })
}

#[test]
fn english_words_are_told_from_quotes_and_names() {
    assert!(has_english("expected a square"));
    assert!(!has_english("`b2-c3` のような手が要ります"));
    assert!(!has_english("「chatra」の手として読めます"));
    assert!(!has_english("UTF-8 か Shift_JIS で保存してください"));
    assert!(!has_english("--rules ludii を試してください"));
    assert!(has_english("read leniently: a move"));
}
