//! Every rule id and problem code is declared once, documented on its page
//! of docs/rules/, and every id the pages name exists.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use hensou::rule_id::RuleId;
use hensou::variants::shogi::ShogiRule;

/// Every id the registry lists: each game's, each format's, each layer's.
fn all_ids() -> Vec<RuleId> {
    hensou::registry::builtin().rule_ids()
}

/// Whether `family` is a registered game's, whose ids have its own page.
fn is_game(family: &str) -> bool {
    hensou::registry::builtin()
        .variants()
        .iter()
        .any(|v| v.name() == family)
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The page that documents an id: the game's own, or records.md.
fn page_of(id: RuleId) -> PathBuf {
    let page = if is_game(id.family()) {
        id.family()
    } else {
        "records"
    };
    root().join("docs/rules").join(format!("{page}.md"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `shogi`, `record`, ...: what comes before `::` in some id.
fn families() -> HashSet<&'static str> {
    all_ids().iter().map(|id| id.family()).collect()
}

/// The part after `::`: lower-case words joined by `-`.
fn is_rule_name(rule: &str) -> bool {
    !rule.is_empty()
        && rule
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Ids in back-quotes, such as `` `shogi::nifu` ``, whose family is known.
fn named_ids<'a>(text: &'a str, families: &HashSet<&str>) -> Vec<&'a str> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|quoted| {
            quoted
                .split_once("::")
                .is_some_and(|(family, rule)| families.contains(family) && is_rule_name(rule))
        })
        .collect()
}

#[test]
fn ids_are_well_formed_and_distinct() {
    let all = all_ids();
    let mut seen = HashSet::new();
    for id in &all {
        let (family, rule) = id.as_str().split_once("::").expect("family::rule");
        assert!(
            !family.is_empty() && family.bytes().all(|b| b.is_ascii_lowercase()),
            "{id}"
        );
        assert!(is_rule_name(rule), "{id}");
        assert!(seen.insert(*id), "{id} is declared twice");
    }
}

#[test]
fn ids_print_and_serialise_as_their_string() {
    let nifu = ShogiRule::Nifu.id();
    assert_eq!(nifu.as_str(), "shogi::nifu");
    assert_eq!(nifu.to_string(), "shogi::nifu");
    assert_eq!(ShogiRule::Nifu.to_string(), "shogi::nifu");
    assert_eq!(format!("{nifu:?}"), r#""shogi::nifu""#);
    assert_eq!(serde_json::to_string(&nifu).unwrap(), r#""shogi::nifu""#);
    assert_eq!(nifu, ShogiRule::Nifu);
    assert_eq!(nifu.family(), "shogi");
}

#[test]
fn every_id_has_a_line_on_its_page() {
    let mut missing = Vec::new();
    for id in all_ids() {
        let page = read(&page_of(id));
        let quoted = format!("`{id}`");
        if !page
            .lines()
            .any(|l| l.starts_with('|') && l.contains(&quoted))
        {
            missing.push(format!("{id} ({})", page_of(id).display()));
        }
    }
    assert!(
        missing.is_empty(),
        "no table row says when these are raised: {missing:#?}"
    );
}

#[test]
fn every_id_the_pages_name_exists() {
    let all: HashSet<&str> = all_ids().iter().map(|id| id.as_str()).collect();
    let families = families();
    let mut unknown = Vec::new();
    for entry in fs::read_dir(root().join("docs/rules")).expect("docs/rules") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "md") {
            let text = read(&path);
            for id in named_ids(&text, &families) {
                if !all.contains(id) {
                    unknown.push(format!("{id} ({})", path.display()));
                }
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "the docs name ids that do not exist: {unknown:#?}"
    );
}

/// Ids are typed values: outside the `ids.rs` files that declare them (and
/// the macro's own example), no source file writes one as a string. Comments
/// may: a doc example compares an id with the string it prints as.
#[test]
fn no_source_file_writes_an_id_as_a_string() {
    let families = families();
    let mut files = vec![root().join("src")];
    let mut found = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(
                fs::read_dir(&path)
                    .expect("dir")
                    .map(|e| e.expect("entry").path()),
            );
            continue;
        }
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".rs") || name == "ids.rs" || name == "rule_id.rs" {
            continue;
        }
        let text = read(&path);
        let code: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        for family in &families {
            if code.contains(&format!("\"{family}::")) {
                found.push(format!("{}: \"{family}::…\"", path.display()));
            }
        }
    }
    assert!(found.is_empty(), "ids written as strings: {found:#?}");
}
