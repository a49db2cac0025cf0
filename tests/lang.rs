//! Messages in the language asked for: `--lang`, else the locale. Real
//! posts read in Japanese give their diagnostics in Japanese, the codes and
//! the JSON's English fields unchanged.

use assert_cmd::Command;

/// `hensou args...` under the locale `vars`, its stdout and stderr.
fn run(vars: &[(&str, &str)], args: &[&str]) -> String {
    let mut cmd = Command::cargo_bin("hensou").unwrap();
    for v in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(v);
    }
    cmd.env("COLUMNS", "200").env("NO_COLOR", "1");
    for (name, value) in vars {
        cmd.env(name, value);
    }
    let out = cmd.args(args).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    format!("{stdout}{stderr}")
}

const JA: &[(&str, &str)] = &[("LANG", "ja_JP.UTF-8")];
const CHATRA: &str = "fixtures/forum/chatra-29-backward-slide.txt";
const SHOGI: &str = "fixtures/forum/shogi-ja-09-2ch-nifu.txt";

#[test]
fn a_chatra_post_in_japanese() {
    let out = run(JA, &["validate", CHATRA]);
    for said in [
        "第1局: 反則あり: チャトラ (1994-12)、5手、エラー1件、警告1件",
        "chatra::unreachable",
        "第6手: 単独機能の一歩でも、飛行でも、滑走でもb6からb12へは行けません",
        "反則手",
        "飛行にはちょうど中間に、滑走には同じ直線上の後ろに、味方のサブジェクトが要ります",
        "もしかして: b6-b5, b6-b7, b12",
        "この手の前の局面:",
    ] {
        assert!(out.contains(said), "{said} not in\n{out}");
    }
    assert!(!out.contains("no king step"), "{out}");
}

#[test]
fn a_japanese_shogi_post_in_japanese() {
    let out = run(JA, &["validate", SHOGI]);
    for said in [
        "棋譜にどのゲームかが書かれていないので shogi として読みました（初めの4手が shogi の手としてだけ読めるため）",
        "[Variant] タグがありません",
        "第19手: 二歩です: 7筋には同じ側の成っていない歩がもうあります",
        "二歩: 同じ筋に自分の成っていない歩を2枚置くことはできません",
    ] {
        assert!(out.contains(said), "{said} not in\n{out}");
    }
}

/// `--lang` wins over the locale; LC_ALL over LC_MESSAGES over LANG.
#[test]
fn the_flag_and_the_locale_choose() {
    let english = run(&[], &["validate", CHATRA]);
    assert!(english.contains("ply 6: no king step, flight or slide takes b6 to b12"));
    assert_eq!(run(JA, &["validate", "--lang", "en", CHATRA]), english);
    assert_eq!(
        run(&[("LANG", "C")], &["--lang=ja", "validate", CHATRA]),
        run(JA, &["validate", CHATRA])
    );
    let messages_over_lang = [("LANG", "ja_JP.UTF-8"), ("LC_MESSAGES", "en_US.UTF-8")];
    assert_eq!(run(&messages_over_lang, &["validate", CHATRA]), english);
    let all_over_both = [
        ("LANG", "C"),
        ("LC_MESSAGES", "C"),
        ("LC_ALL", "ja_JP.UTF-8"),
    ];
    assert!(run(&all_over_both, &["validate", CHATRA]).contains("第6手"));
}

/// JSON keeps its English fields and adds the Japanese beside them.
#[test]
fn json_adds_the_localized_texts() {
    let ja: serde_json::Value =
        serde_json::from_str(&run(JA, &["validate", "--format", "json", CHATRA])).unwrap();
    let en: serde_json::Value =
        serde_json::from_str(&run(&[], &["validate", "--format", "json", CHATRA])).unwrap();
    let error = &ja[0]["diagnostics"][1];
    assert_eq!(error["code"], "chatra::unreachable");
    assert_eq!(error["message"], en[0]["diagnostics"][1]["message"]);
    assert_eq!(error["localized"]["lang"], "ja");
    assert_eq!(error["localized"]["label"], "反則手");
    assert!(en[0]["diagnostics"][1].get("localized").is_none());
}
