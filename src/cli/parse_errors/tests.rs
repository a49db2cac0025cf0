use clap::CommandFactory;

use super::*;
use crate::cli::{Cli, with_registry};

/// The parse error of `args` (the program's name first).
fn refused(args: &[&str]) -> clap::Error {
    let command = with_registry(Cli::command(), crate::registry::builtin());
    match command.try_get_matches_from(args) {
        Err(e) => e,
        Ok(_) => panic!("{args:?} parsed"),
    }
}

/// Parse errors of every kind the command line meets.
const REFUSED: &[&[&str]] = &[
    &["hensou", "validate", "--form", "json", "a.pgn"],
    &["hensou", "validate", "-x", "a.pgn"],
    &["hensou", "valdate"],
    &["hensou", "validate", "--format", "xml", "a.pgn"],
    &["hensou", "validate", "--format"],
    &["hensou", "replay"],
    &["hensou", "replay", "--ply", "abc", "a.pgn"],
    &["hensou", "snapshot", "--check", "--accept", "s.toml"],
    &[
        "hensou", "validate", "--format", "json", "--format", "text", "a.pgn",
    ],
];

/// The catalogue's English is clap's own text, line for line.
#[test]
fn the_english_is_claps() {
    for args in REFUSED {
        let error = refused(args);
        assert!(error.context().next().is_some(), "{args:?}");
        assert_eq!(
            said(&error, Lang::En).to_string(),
            error.render().to_string(),
            "{args:?}"
        );
    }
}

/// Every one in Japanese: clap's frame and words none of them.
#[test]
fn each_is_said_in_japanese() {
    for args in REFUSED {
        let ja = said(&refused(args), Lang::Ja).to_string();
        assert!(ja.starts_with("エラー: "), "{args:?}: {ja}");
        assert!(
            ja.ends_with("詳しくは '--help' を見てください。\n"),
            "{args:?}: {ja}"
        );
        for english in [
            "error:", "tip:", "Usage:", "For more", "found", "invalid", "possible", "required",
            "cannot", "similar",
        ] {
            assert!(!ja.contains(english), "{args:?}: {english} in {ja}");
        }
    }
    let ja = said(&refused(REFUSED[0]), Lang::Ja).to_string();
    assert!(ja.contains("不明な引数 '--form'"), "{ja}");
    assert!(
        ja.contains("ヒント: よく似た引数があります: '--format'"),
        "{ja}"
    );
    assert!(ja.contains("\n\n使い方: hensou validate"), "{ja}");
    let ja = said(&refused(REFUSED[3]), Lang::Ja).to_string();
    assert!(ja.contains("[指定できる値: text, json, jsonl]"), "{ja}");
}

/// A value parser's own error keeps its words, clap's frame around them
/// said.
#[test]
fn a_written_error_is_reframed() {
    let written = "error: `x` is wrong\n\nUsage: hensou validate <PATHS>...\n\nFor more information, try '--help'.\n";
    assert_eq!(
        reframed(written, Lang::Ja),
        "エラー: `x` is wrong\n\n使い方: hensou validate <PATHS>...\n\n詳しくは '--help' を見てください。\n"
    );
    assert_eq!(reframed(written, Lang::En), written);
}
