//! The modules of src/ are layers: a module names (through a `crate::`,
//! `self::` or `super::` path, in code or in a doc link) only modules of the
//! layers below its own, so dependencies point one way and no module
//! depends on what is built on it. Test code (`#[cfg(test)]` items and the
//! files they declare) is left out: a test may drive a module from above.
//! The crate keeps no `#[deprecated]` forwarders, which would name the
//! layer an item moved up to: a test says so.
//! Inside src/variants/, a game's folder names no other game's but the one
//! it is built on ([`Variant::base`](hensou::session::Variant::base)).
//!
//! docs/ARCHITECTURE.md draws these layers.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use syn::visit::{self, Visit};

/// The layers of src/, lowest first, with what each holds. A module names
/// only modules of the lines above its own.
const LAYERS: &[(&str, &str)] = &[
    (
        "rule_id history svg messages",
        "rule ids, positions seen, SVG primitives, the message catalogue",
    ),
    (
        "diagnostic",
        "problems with their byte spans, nearest names",
    ),
    (
        "game",
        "the traits every game implements, sides, outcome reasons, rule names",
    ),
    (
        "record",
        "game-agnostic records with byte spans, the shape of a file format",
    ),
    (
        "lenient",
        "look-alike characters folded for a second reading of a ply",
    ),
    (
        "session",
        "type erasure over the game traits: Game, Variant, Session",
    ),
    ("variants", "the games, one folder each"),
    ("registry", "the one list of games and file formats"),
    (
        "input",
        "bytes -> text -> games: decoding, reading, splitting",
    ),
    ("formats", "what a conversion writes, formats found by name"),
    (
        "pipeline walk",
        "the record driver and its consumers; record files below paths",
    ),
    (
        "replay",
        "the driver's names where library users always called them",
    ),
    ("options", "names of games, rules and formats resolved once"),
    ("api", "the crate root's stable API"),
    (
        "snapshot",
        "snapshot tests of rules: suites, snapshots, their differences",
    ),
    ("cli", "the command line"),
];

/// The layer of each module.
fn layer_of() -> BTreeMap<&'static str, usize> {
    let mut layers = BTreeMap::new();
    for (i, (modules, _)) in LAYERS.iter().enumerate() {
        for module in modules.split_whitespace() {
            assert!(
                layers.insert(module, i).is_none(),
                "{module} is listed twice"
            );
        }
    }
    layers
}

/// Whether `attrs` make an item test code.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.meta.require_list().is_ok_and(|l| {
                let tokens = l.tokens.to_string();
                tokens == "test" || tokens.starts_with("all (test")
            })
    })
}

/// The attributes of an item, for [`is_test`].
fn attrs(item: &syn::Item) -> &[syn::Attribute] {
    use syn::Item;
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// A path written in `module` as the absolute path it means, if it starts
/// at the crate, the module itself or one of its parents.
fn absolute(module: &[String], path: &[String]) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    match first.as_str() {
        "crate" => Some(rest.to_vec()),
        "self" => Some([module, rest].concat()),
        "super" => {
            let ups = path.iter().take_while(|s| *s == "super").count();
            let kept = module.len().checked_sub(ups)?;
            Some([&module[..kept], &path[ups..]].concat())
        }
        _ => None,
    }
}

/// The `crate::a::b` paths written in `text` (a doc comment, or a macro's
/// tokens printed with `sep` between segments).
fn crate_paths(text: &str, sep: &str) -> Vec<Vec<String>> {
    let start = format!("crate{sep}");
    let mut paths = Vec::new();
    for (at, _) in text.match_indices(&start) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let mut segments = Vec::new();
        let mut rest = &text[at + start.len()..];
        loop {
            let len = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            if len == 0 {
                break;
            }
            segments.push(rest[..len].to_string());
            match rest[len..].strip_prefix(sep) {
                Some(more) => rest = more,
                None => break,
            }
        }
        paths.push(segments);
    }
    paths
}

/// The paths one file names, as absolute paths, and the files of the
/// modules it declares (test modules left out).
struct FileNames {
    module: Vec<String>,
    named: Vec<Vec<String>>,
    children: Vec<(Vec<String>, String)>,
}

impl FileNames {
    fn name(&mut self, path: &[String]) {
        if let Some(abs) = absolute(&self.module, path) {
            self.named.push(abs);
        }
    }

    /// Every path a `use` tree imports, from `prefix`.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.name(prefix);
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.name(prefix);
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.name(prefix),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for FileNames {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_test(attrs(item)) {
            visit::visit_item(self, item);
        }
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        for attr in &item.attrs {
            self.visit_attribute(attr);
        }
        self.module.push(item.ident.to_string());
        match &item.content {
            Some((_, items)) => items.iter().for_each(|i| self.visit_item(i)),
            None => self
                .children
                .push((self.module.clone(), item.ident.to_string())),
        }
        self.module.pop();
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.name(&segments);
        visit::visit_path(self, path);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if let syn::Meta::NameValue(doc) = &attr.meta
            && doc.path.is_ident("doc")
            && let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) = &doc.value
        {
            self.named.extend(crate_paths(&text.value(), "::"));
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.named
            .extend(crate_paths(&mac.tokens.to_string(), " :: "));
        visit::visit_macro(self, mac);
    }
}

/// A module's file: `dir/name.rs` or `dir/name/mod.rs`.
fn module_file(dir: &Path, name: &str) -> PathBuf {
    let flat = dir.join(format!("{name}.rs"));
    if flat.exists() {
        flat
    } else {
        dir.join(name).join("mod.rs")
    }
}

/// Every file of the crate's module tree outside test code, with the
/// module path it holds and the absolute paths it names.
fn crate_files() -> Vec<(PathBuf, Vec<String>, Vec<Vec<String>>)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut todo = vec![(src.join("lib.rs"), Vec::new())];
    let mut files = Vec::new();
    while let Some((file, module)) = todo.pop() {
        let text = fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut names = FileNames {
            module: module.clone(),
            named: Vec::new(),
            children: Vec::new(),
        };
        names.visit_file(&ast);
        // A module's children live in the folder of its name, but those of
        // lib.rs and mod.rs beside them.
        let own = matches!(
            file.file_name().and_then(|n| n.to_str()),
            Some("lib.rs" | "mod.rs")
        );
        let base = file.parent().expect("a file has a folder").to_path_buf();
        for (path, name) in names.children {
            let mut dir = base.clone();
            if !own {
                dir.push(module.last().expect("only lib.rs is the root"));
            }
            // Inline modules between this file's module and the child.
            dir.extend(&path[module.len()..path.len() - 1]);
            todo.push((module_file(&dir, &name), path));
        }
        files.push((file, module, names.named));
    }
    files
}

/// `from -> to` for each top-level module naming another, with where.
fn module_graph() -> BTreeMap<(String, String), BTreeSet<String>> {
    let files = crate_files();
    let top: BTreeSet<String> = (files.iter())
        .filter(|(_, module, _)| module.len() == 1)
        .map(|(_, module, _)| module[0].clone())
        .collect();
    let mut graph = BTreeMap::<(String, String), BTreeSet<String>>::new();
    for (file, module, named) in &files {
        let Some(from) = module.first() else { continue };
        for path in named {
            let Some(to) = path.first().filter(|t| top.contains(*t) && *t != from) else {
                continue;
            };
            let at = file
                .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap_or(file);
            (graph.entry((from.clone(), to.clone())).or_default()).insert(format!(
                "{}: crate::{}",
                at.display(),
                path.join("::")
            ));
        }
    }
    graph
}

#[test]
fn every_module_is_in_a_layer() {
    let layers = layer_of();
    let files = crate_files();
    let top: BTreeSet<&str> = (files.iter())
        .filter(|(_, module, _)| module.len() == 1)
        .map(|(_, module, _)| module[0].as_str())
        .collect();
    let listed: BTreeSet<&str> = layers.keys().copied().collect();
    assert_eq!(top, listed, "src/'s modules and the layers differ");
}

#[test]
fn modules_name_only_lower_layers() {
    let layers = layer_of();
    let mut wrong = Vec::new();
    for ((from, to), places) in module_graph() {
        let (Some(&a), Some(&b)) = (layers.get(from.as_str()), layers.get(to.as_str())) else {
            continue;
        };
        if b >= a {
            let places: Vec<&str> = places.iter().map(String::as_str).collect();
            wrong.push(format!(
                "{from} -> {to} (a lower or the same layer names a higher):\n    {}",
                places.join("\n    ")
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// No forwarder is kept for a path that moved: before the first release
/// there is no outside code to keep working, and a forwarder names the
/// layer its item moved up to.
#[test]
fn no_item_is_deprecated() {
    let kept: Vec<String> = crate_files()
        .into_iter()
        .filter_map(|(file, _, _)| {
            let text = fs::read_to_string(&file).ok()?;
            text.contains("#[deprecated")
                .then(|| file.display().to_string())
        })
        .collect();
    assert!(kept.is_empty(), "deprecated items in {kept:?}");
}

#[test]
fn a_game_names_no_other_game_but_its_base() {
    let registry = hensou::registry::Registry::builtin();
    let games: BTreeMap<&str, Option<&str>> = (registry.variants().iter())
        .map(|v| (v.name(), v.base()))
        .collect();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/variants");
    let folders: BTreeSet<String> = fs::read_dir(&src)
        .expect("src/variants is a folder")
        .filter_map(|e| e.ok().filter(|e| e.path().is_dir()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let mut wrong = Vec::new();
    for (file, module, named) in crate_files() {
        let [variants, game, ..] = module.as_slice() else {
            continue;
        };
        if variants != "variants" || !folders.contains(game) {
            continue;
        }
        let Some(&base) = games.get(game.as_str()) else {
            wrong.push(format!("{game}: a game folder the registry does not list"));
            continue;
        };
        for path in named {
            if let [v, other, ..] = path.as_slice()
                && v == "variants"
                && folders.contains(other)
                && other != game
                && Some(other.as_str()) != base
            {
                wrong.push(format!("{}: {game} names {other}", file.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// The check finds what it looks for: a path of each kind, written where
/// the test reads, is seen.
#[test]
fn paths_of_every_kind_are_seen() {
    let text = r#"
        //! See [`crate::doc_link`].
        use crate::{used_a, b::{used_b}};
        use super::from_parent;
        fn f() { crate::in_code::f(); crate::by_macro!(crate::in_macro::X); }
        #[cfg(test)]
        mod tests { use crate::in_test; }
        mod inner;
    "#;
    let mut names = FileNames {
        module: vec!["top".into(), "mid".into()],
        named: Vec::new(),
        children: Vec::new(),
    };
    names.visit_file(&syn::parse_file(text).expect("it parses"));
    let heads: BTreeSet<String> = names.named.iter().map(|p| p.join("::")).collect();
    for expected in [
        "doc_link",
        "used_a",
        "b::used_b",
        "top::from_parent",
        "in_code::f",
        "by_macro",
        "in_macro::X",
    ] {
        assert!(heads.contains(expected), "{expected} not seen in {heads:?}");
    }
    assert!(!heads.iter().any(|h| h.starts_with("in_test")), "{heads:?}");
    assert_eq!(
        names.children,
        [(
            vec!["top".into(), "mid".into(), "inner".into()],
            "inner".into()
        )]
    );
}
