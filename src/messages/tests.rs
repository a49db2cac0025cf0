use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// Every message of a language's catalogue, with the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, source) in lang.sources() {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, e)| panic!("locales/{}/{file}.ftl: {e:?}", lang.code()));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{id} twice in {}",
                    lang.code()
                );
            }
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Every message is in both languages, and each language's wording uses
/// the same arguments.
#[test]
fn every_message_is_in_both_languages() {
    let en = messages(Lang::En);
    let ja = messages(Lang::Ja);
    let only = |a: &BTreeMap<_, _>, b: &BTreeMap<String, _>| -> Vec<String> {
        a.keys().filter(|k| !b.contains_key(*k)).cloned().collect()
    };
    assert_eq!(only(&en, &ja), Vec::<String>::new(), "not in Japanese");
    assert_eq!(only(&ja, &en), Vec::<String>::new(), "not in English");
    for (id, vars) in &en {
        assert_eq!(Some(vars), ja.get(id), "{id}: the arguments differ");
    }
}

/// The files of both languages are the same files.
#[test]
fn both_languages_have_the_same_files() {
    let files = |l: Lang| l.sources().iter().map(|(f, _)| *f).collect::<Vec<_>>();
    assert_eq!(files(Lang::En), files(Lang::Ja));
}

/// Every id the code names (`msg!("id"`) is in the catalogue, and every
/// message of the catalogue is named somewhere.
#[test]
fn the_code_names_the_catalogues_messages() {
    let en = messages(Lang::En);
    let mut named = BTreeSet::new();
    // The Python package's errors are in the catalogue too.
    let mut stack = vec![
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/python/src")),
    ];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("messages/tests.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                let called = text.split("msg!(").skip(1);
                for part in called.filter_map(|p| p.trim_start().strip_prefix('"')) {
                    let id = part.split('"').next().unwrap();
                    assert!(en.contains_key(id), "{}: no message {id}", path.display());
                    named.insert(id.to_string());
                }
                // An id given as a literal to `Msg::new` where it is chosen
                // (a parser's `expected`, a lenient reading's kind).
                let literals = text.split('"').skip(1).step_by(2);
                named.extend(literals.filter(|l| en.contains_key(*l)).map(String::from));
            }
        }
    }
    // The command line's help is found by the command's and arguments'
    // names (`cli::help_in`), which a test there checks.
    let by_name = |k: &str| {
        ["cli-about-", "cli-after-", "cli-arg-"]
            .iter()
            .any(|p| k.starts_with(p))
    };
    let unused: Vec<_> = (en.keys())
        .filter(|k| !named.contains(*k) && !by_name(k))
        .collect();
    assert!(unused.is_empty(), "named nowhere: {unused:?}");
}

#[test]
fn a_message_renders_in_either_language() {
    let m = crate::msg!("chatra-unreachable", from = "b12", to = "a1");
    assert_eq!(
        m.render(Lang::En),
        "no king step, flight or slide takes b12 to a1"
    );
    assert_eq!(
        m.render(Lang::Ja),
        "単独機能の一歩でも、飛行でも、滑走でもb12からa1へは行けません"
    );
    let why = crate::msg!("record-why-reads", n = 1usize, game = "chatra");
    assert_eq!(
        why.render(Lang::En),
        "its first 1 move reads as chatra and as no other game's"
    );
    let why = crate::msg!("record-why-reads", n = 4usize, game = "chatra");
    assert_eq!(
        why.render(Lang::En),
        "its first 4 moves read as chatra and as no other game's"
    );
}

#[test]
fn the_locale_picks_the_language() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(Lang::from_locale(env(&[("LANG", "ja_JP.UTF-8")])), Lang::Ja);
    assert_eq!(Lang::from_locale(env(&[("LANG", "en_US.UTF-8")])), Lang::En);
    assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    const MESSAGES_OVER_LANG: &[(&str, &str)] = &[("LANG", "ja_JP.UTF-8"), ("LC_MESSAGES", "C")];
    assert_eq!(Lang::from_locale(env(MESSAGES_OVER_LANG)), Lang::En);
    const ALL_OVER_BOTH: &[(&str, &str)] =
        &[("LANG", "C"), ("LC_MESSAGES", "C"), ("LC_ALL", "ja_JP")];
    assert_eq!(Lang::from_locale(env(ALL_OVER_BOTH)), Lang::Ja);
    assert_eq!(Lang::parse("ja"), Some(Lang::Ja));
    assert_eq!(Lang::parse("fr"), None);
}

/// Every reason a game or a record ends for has Japanese words of its own,
/// and reads as its English word in English.
#[test]
fn every_reason_reads_in_japanese() {
    use crate::record::{Ending, RecordEnd};
    use crate::variants::{alquerque, chatra, macedonian, shelt, shogi};
    let games = [
        alquerque::AlquerqueEnd::REASONS,
        chatra::ChatraEnd::REASONS,
        macedonian::MacedonianEnd::REASONS,
        shelt::SheltEnd::REASONS,
        shogi::ShogiEnd::REASONS,
        RecordEnd::REASONS,
    ];
    let endings = Ending::ALL.map(Ending::reason);
    for reason in games.concat().into_iter().chain(endings) {
        assert_eq!(reason.msg().render(Lang::En), reason.as_str());
        let ja = reason.msg().render(Lang::Ja);
        assert!(!ja.is_ascii(), "{reason}: {ja}");
    }
}

/// Every game's name, summary and sides have Japanese words.
#[test]
fn every_game_and_side_reads_in_japanese() {
    let registry = crate::registry::builtin();
    for v in registry.variants() {
        let name = v.name();
        for id in ["game-name", "variant-summary"] {
            let summary = v.summary().into();
            let msg = Msg::new(id)
                .arg("name", name.into())
                .arg("summary", summary);
            assert_ne!(msg.render(Lang::Ja), msg.render(Lang::En), "{id} {name}");
        }
        for side in v.side_names() {
            let msg = Msg::new("side-name").arg("name", side.into());
            assert_ne!(msg.render(Lang::Ja), msg.render(Lang::En), "{name}: {side}");
        }
    }
}
