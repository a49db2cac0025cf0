//! Every reason a game ends for is declared once, by its game or by the
//! record layer, and has a row in the "Reasons a game ends" (or "Reasons a
//! record gives") table of its page of docs/rules/; every reason such a
//! table names is declared.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use hensou::Reason;
use hensou::record::{Ending, RecordEnd};

/// The reasons in the first column of the table under `heading` on `page`.
fn documented(page: &str, heading: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("docs/rules/{page}.md"));
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (_, section) = text
        .split_once(&format!("\n{heading}\n"))
        .unwrap_or_else(|| panic!("{page}.md has no `{heading}`"));
    let section = section.split("\n## ").next().expect("a section");
    section
        .lines()
        .filter_map(|l| l.strip_prefix("| `")?.split_once('`'))
        .map(|(reason, _)| reason.to_string())
        .collect()
}

fn words(reasons: impl IntoIterator<Item = Reason>) -> BTreeSet<String> {
    reasons.into_iter().map(|r| r.to_string()).collect()
}

#[test]
fn every_game_documents_exactly_its_reasons() {
    for game in hensou::registry::builtin().variants() {
        let declared = words(game.reasons().iter().copied());
        assert!(!declared.is_empty(), "{} declares no reason", game.name());
        assert_eq!(
            declared.len(),
            game.reasons().len(),
            "{} declares a reason twice",
            game.name()
        );
        assert_eq!(
            documented(game.name(), "## Reasons a game ends"),
            declared,
            "docs/rules/{}.md against the game's reasons",
            game.name()
        );
    }
}

#[test]
fn the_record_layer_documents_exactly_its_reasons() {
    let declared =
        words((RecordEnd::REASONS.iter().copied()).chain(Ending::ALL.iter().map(|e| e.reason())));
    assert_eq!(declared.len(), RecordEnd::REASONS.len() + Ending::ALL.len());
    assert_eq!(documented("records", "## Reasons a record gives"), declared);
}

#[test]
fn reasons_are_lower_case_words() {
    let games = hensou::registry::builtin()
        .variants()
        .iter()
        .map(|g| g.reasons());
    for reason in games.flatten().chain(RecordEnd::REASONS) {
        assert!(
            (reason.bytes()).all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{reason}"
        );
    }
}

#[test]
fn reasons_print_serialise_and_compare_as_their_word() {
    let reason: Reason = RecordEnd::WrittenResult.into();
    assert_eq!(reason.to_string(), "written-result");
    assert_eq!(format!("{reason:?}"), r#""written-result""#);
    assert_eq!(
        serde_json::to_string(&reason).unwrap(),
        r#""written-result""#
    );
    assert_eq!(reason, "written-result");
    assert_eq!(reason, RecordEnd::WrittenResult);
    assert_eq!(String::from(reason), "written-result");
    assert_eq!(Ending::Resignation.reason(), "resignation");
}
