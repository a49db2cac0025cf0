//! A mistyped name fails the same way from the command line and the
//! library (python/tests/test_names.py holds Python to the same messages):
//! the command line prints the library's message after the flag that gave
//! the name, and exits 2 before reading any file.

mod common;

use common::run;
use hensou::{Error, NameError, Options, Reading};

const RECORD: &str = "fixtures/alquerque/valid/bell-turn-start.pgn";

/// The command line's line for `args`, which must be a usage error.
fn usage_error(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
    err
}

/// The library's message, after `flag` as the command line words it.
fn cli_line(flag: &str, error: &Error) -> String {
    match flag {
        "" => format!("error: {error}\n"),
        flag => format!("error: {flag}: {error}\n"),
    }
}

fn name_error(options: Options) -> Error {
    let error = options.check().unwrap_err();
    assert!(matches!(error, Error::Name(_)), "{error:?}");
    error
}

#[test]
fn a_mistyped_game_fails_alike() {
    let error = name_error(Options::new().game("chatr"));
    assert!(
        matches!(&error, Error::Name(NameError::Game { nearest, .. }) if nearest == &["chatra"])
    );
    let line = cli_line("--variant", &error);
    assert_eq!(
        usage_error(&["validate", "--variant", "chatr", RECORD]),
        line
    );
    assert_eq!(usage_error(&["moves", "--variant", "chatr"]), line);
}

#[test]
fn a_mistyped_rule_set_fails_alike() {
    let error = name_error(Options::new().game("alquerque").rules("bel"));
    assert!(matches!(
        &error,
        Error::Name(NameError::RuleSet {
            game: "alquerque",
            ..
        })
    ));
    let line = cli_line("", &error);
    let args = ["--variant", "alquerque", "--rules", "bel"];
    assert_eq!(
        usage_error(&[&["validate"], &args[..], &[RECORD]].concat()),
        line
    );
    assert_eq!(
        usage_error(&[&["perft", "--depth", "1"], &args[..]].concat()),
        line
    );
    // Without a game, some game must have it.
    let error = name_error(Options::new().rules("bel"));
    assert!(matches!(
        &error,
        Error::Name(NameError::AnyGameRuleSet { .. })
    ));
    assert_eq!(
        usage_error(&["validate", "--rules", "bel", RECORD]),
        cli_line("", &error)
    );
    // Compared rules are checked alike, after their flag.
    let error = name_error(Options::new().game("alquerque").compare_rules("bel"));
    let args = [
        "validate",
        "--variant",
        "alquerque",
        "--compare-rules",
        "bel",
        RECORD,
    ];
    assert_eq!(usage_error(&args), cli_line("--compare-rules", &error));
}

#[test]
fn a_mistyped_rule_option_fails_alike() {
    let error = name_error(Options::new().game("alquerque").rule("retrun=turn-start"));
    assert!(matches!(&error, Error::Name(NameError::RuleOption { .. })));
    let args = [
        "validate",
        "--variant",
        "alquerque",
        "--rule",
        "retrun=turn-start",
        RECORD,
    ];
    assert_eq!(usage_error(&args), cli_line("", &error));
    let error = name_error(Options::new().rule("retrun=turn-start"));
    assert!(matches!(
        &error,
        Error::Name(NameError::AnyGameRuleOption { .. })
    ));
    let args = ["validate", "--rule", "retrun=turn-start", RECORD];
    assert_eq!(usage_error(&args), cli_line("", &error));
}

#[test]
fn a_mistyped_option_value_fails_alike() {
    for game in [Some("alquerque"), None] {
        let options = game.map_or_else(Options::new, |g| Options::new().game(g));
        let error = name_error(options.rule("return=turnstart"));
        assert!(matches!(
            &error,
            Error::Name(NameError::OptionValue { game: "alquerque", key: "return", nearest, .. })
                if nearest == &["turn-start"]
        ));
        let mut args = vec!["validate", "--rule", "return=turnstart", RECORD];
        if let Some(game) = game {
            args.extend(["--variant", game]);
        }
        assert_eq!(usage_error(&args), cli_line("", &error));
    }
}

#[test]
fn a_mistyped_notation_fails_alike() {
    let error = name_error(Options::new().game("shogi").notation("kiff"));
    assert!(matches!(
        &error,
        Error::Name(NameError::Notation {
            game: Some("shogi"),
            ..
        })
    ));
    let args = ["convert", "--variant", "shogi", "--to", "kiff", RECORD];
    assert_eq!(usage_error(&args), cli_line("--to", &error));
    let args = ["moves", "--variant", "shogi", "--notation", "kiff"];
    assert_eq!(usage_error(&args), cli_line("--notation", &error));
    let error = name_error(Options::new().notation("kiff"));
    assert!(matches!(
        &error,
        Error::Name(NameError::Notation { game: None, .. })
    ));
    assert_eq!(
        usage_error(&["convert", "--to", "kiff", RECORD]),
        cli_line("--to", &error)
    );
}

/// The target of a conversion is resolved with the other names: a typo is
/// the usage error before any file is read (a file that is not there is not
/// reached), in the words it always had, and the library's conversion
/// fails on it as its options' check does.
#[test]
fn a_mistyped_target_fails_before_any_record_is_read() {
    let missing = "fixtures/no-such-folder/none.kif";
    assert_eq!(
        usage_error(&["convert", "--to", "kiff", missing]),
        "error: --to: no game has a notation called `kiff`; did you mean `kif`? (notations: \
         algebraic, numeric, canonical, forum, japanese, ascii, usi, csa, kif, ki2, western, \
         native, native-short, algebraic-short)\n"
    );
    assert_eq!(
        usage_error(&["convert", "--variant", "shogi", "--to", "kiff", missing]),
        "error: --to: shogi has no notation called `kiff`; did you mean `kif`? (notations: \
         usi, csa, kif, ki2, western)\n"
    );
    let options = Options::new().game("shogi");
    let error = name_error(options.clone().notation("kiff"));
    let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f");
    let game = source.games().next().expect("a game");
    let converted = game.convert("kiff", &options);
    assert_eq!(converted.written(), None);
    let report = converted.report();
    assert!(!report.is_valid());
    let codes: Vec<_> = report.diagnostics().iter().map(|d| d.code()).collect();
    assert_eq!(codes, ["convert::unknown-notation"]);
    assert_eq!(report.diagnostics()[0].message(), error.to_string());
    // A name some game has is bound to each record's game: a game without
    // it says so for its record alone.
    let chatra = hensou::Source::from_text("g.pgn", "[Variant \"chatra\"]\n1. f9 *\n");
    let converted = chatra
        .games()
        .next()
        .expect("a game")
        .convert("kif", &Options::new());
    let codes: Vec<_> = (converted.report().diagnostics().iter())
        .map(|d| d.code())
        .collect();
    assert_eq!(codes, ["convert::unknown-notation"]);
    assert_eq!(
        converted.report().diagnostics()[0].message(),
        "chatra has no notation called `kif`"
    );
}

#[test]
fn a_mistyped_input_format_fails_alike() {
    let Err(error) = Reading::named("cas") else {
        panic!("`cas` reads")
    };
    assert!(
        matches!(&error, Error::Name(NameError::Format { nearest, .. }) if nearest == &["csa"])
    );
    let line = cli_line("--input", &error);
    assert_eq!(usage_error(&["validate", "--input", "cas", RECORD]), line);
    assert_eq!(
        usage_error(&["convert", "--input", "cas", "--to", "usi", RECORD]),
        line
    );
    // Every name `--help` lists reads, in any case.
    for name in [
        "auto", "record", "forum", "kif", "ki2", "csa", "usi", "jkf", "CSA",
    ] {
        assert!(Reading::named(name).is_ok(), "{name}");
    }
}

#[test]
fn a_rule_option_without_a_value_is_named() {
    let error = name_error(Options::new().rule("return"));
    assert!(matches!(&error, Error::Name(NameError::NotKeyValue { .. })));
    assert_eq!(
        error.to_string(),
        "a rule option takes KEY=VALUE, not `return`"
    );
    assert_eq!(
        usage_error(&["validate", "--rule", "return", RECORD]),
        "error: --rule takes KEY=VALUE, not `return`\n"
    );
}

#[test]
fn names_that_exist_pass() {
    let options = Options::new()
        .game("alquerque")
        .rules("bell")
        .rule("return=turn-start")
        .compare_rules("seed")
        .notation("numeric");
    assert!(options.check().is_ok());
    assert!(Options::new().notation("jkf").check().is_ok());
}

/// A value the cards option does not have is an error in every command,
/// with the game named or not, through `--rule` or `--rules`: not a
/// switch to shogi, which has no cards.
#[test]
fn a_switch_value_the_option_lacks_fails_alike() {
    for (rules, rule, nearest) in [
        (None, Some("cards=xyz"), vec![]),
        (None, Some("cards=of"), vec!["on", "off"]),
        (Some("otomo;cards=maybe"), None, vec![]),
    ] {
        for game in ["otomo", "shogi"] {
            let mut options = Options::new().game(game);
            let mut flags = vec!["--variant", game];
            if let Some(rules) = rules {
                options = options.rules(rules);
                flags.extend(["--rules", rules]);
            }
            if let Some(rule) = rule {
                options = options.rule(rule);
                flags.extend(["--rule", rule]);
            }
            let error = name_error(options);
            assert!(
                matches!(
                    &error,
                    Error::Name(NameError::OptionValue { game: "otomo", key: "cards", nearest: n, known, .. })
                        if *n == nearest && known == &["on", "off"]
                ),
                "{game} {rules:?} {rule:?}: {error:?}"
            );
            let line = cli_line("", &error);
            assert!(line.contains("(values: on, off)"), "{line}");
            let kif = "fixtures/shogi/valid/random-80.kif";
            for command in [
                vec!["moves"],
                vec!["perft", "--depth", "1"],
                vec!["validate", kif],
                vec!["replay", kif],
                vec!["convert", "--to", "usi", kif],
            ] {
                let args: Vec<&str> = command.iter().chain(&flags).copied().collect();
                assert_eq!(usage_error(&args), line, "{args:?}");
            }
        }
    }
}

/// The names of rules are accepted as the tables spell them, not in
/// another case or with `_` for `-`: the nearest name is offered.
#[test]
fn a_rule_name_spelled_otherwise_fails_alike() {
    let error = name_error(Options::new().game("chatra").rule("Pass=on"));
    assert!(matches!(
        &error,
        Error::Name(NameError::RuleOption { game: "chatra", nearest, .. }) if nearest == &["pass"]
    ));
    let args = ["moves", "--variant", "chatra", "--rule", "Pass=on"];
    assert_eq!(usage_error(&args), cli_line("", &error));
    let error = name_error(Options::new().rules("forced_chain"));
    assert!(matches!(
        &error,
        Error::Name(NameError::AnyGameRuleSet { nearest, .. }) if nearest == &["forced-chain"]
    ));
    assert_eq!(
        usage_error(&["validate", "--rules", "forced_chain", RECORD]),
        cli_line("", &error)
    );
    let error = name_error(Options::new().game("alquerque").rules("Bell"));
    assert!(
        matches!(&error, Error::Name(NameError::RuleSet { nearest, .. }) if nearest == &["bell"])
    );
    let error = name_error(Options::new().game("otomo").rule("cards=ON"));
    assert!(
        matches!(&error, Error::Name(NameError::OptionValue { nearest, .. }) if nearest == &["on"])
    );
    assert!(
        Options::new()
            .game("otomo")
            .rule("cards=off")
            .check()
            .is_ok()
    );
    assert!(
        Options::new()
            .game("shogi")
            .rule("cards=on")
            .check()
            .is_ok()
    );
}
