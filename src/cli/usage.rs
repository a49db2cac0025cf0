//! Checks of what the command line names (game, rules, options, notation)
//! before any file is read: a mistyped name is a usage error, one line with
//! the nearest known names, exit 2, the same in every command.

use super::GameArgs;
use crate::diagnostic::did_you_mean;
use crate::game::RuleSpec;
use crate::session::Variant;
use crate::variants;

/// What a command names besides the game: a notation to write or print in.
#[derive(Clone, Copy, Debug, Default)]
pub struct Named<'a> {
    /// `--to` or `--notation`, with the flag's name for the message.
    pub notation: Option<(&'static str, &'a str)>,
    /// `replay --diagram`.
    pub diagram: Option<&'a str>,
}

impl<'a> Named<'a> {
    pub fn notation(flag: &'static str, name: &'a Option<String>) -> Named<'a> {
        Named {
            notation: name.as_deref().map(|n| (flag, n)),
            diagram: None,
        }
    }
}

/// The game `--variant` names, `None` when it names none, or the usage
/// error for a name no game has.
pub fn variant(game: &GameArgs) -> Result<Option<&'static dyn Variant>, String> {
    let Some(name) = &game.variant else {
        return Ok(None);
    };
    let rules = game.rule_spec().merged(&game.overrides());
    if let Some(v) = variants::find_for(name, &rules) {
        return Ok(Some(v));
    }
    let names: Vec<&str> = variants::all()
        .iter()
        .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
        .collect();
    let games: Vec<&str> = variants::all().iter().map(|v| v.name()).collect();
    Err(format!(
        "--variant: no game called `{name}`{} (games: {})",
        did_you_mean(name, &names),
        games.join(", ")
    ))
}

/// Checks `--variant`, `--rules`, every `--rule` and the notation named.
/// Without `--variant` the names are checked against every game's.
pub fn check(game: &GameArgs, named: Named) -> Result<(), String> {
    for r in &game.rule {
        if !r.contains('=') || RuleSpec::parse(r).set.is_some() {
            return Err(format!("--rule takes KEY=VALUE, not `{r}`"));
        }
    }
    let spec = game.rule_spec().merged(&game.overrides());
    match variant(game)? {
        Some(v) => {
            let mut spec = spec;
            if spec.set.is_none() {
                spec.set = v
                    .default_rules(game.variant.as_deref().unwrap_or_default())
                    .map(str::to_string);
            }
            let (v, spec) = variants::settle(v, &spec, None);
            v.check_rules(&spec).map_err(|e| e.0)?;
            if let Some((flag, name)) = named.notation {
                known_name(
                    flag,
                    name,
                    &v.notation_names(),
                    &format!("{} has no notation", v.name()),
                    "notations",
                )?;
            }
            if let Some(name) = named.diagram {
                known_name(
                    "--diagram",
                    name,
                    &v.diagram_names(),
                    &format!("{} has no diagram", v.name()),
                    "diagrams",
                )?;
            }
        }
        None => {
            any_game_rules(&spec)?;
            if let Some((flag, name)) = named.notation {
                let all: Vec<&str> = variants::all()
                    .iter()
                    .flat_map(|v| v.notation_names())
                    .collect();
                known_name(flag, name, &all, "no game has a notation", "notations")?;
            }
            if let Some(name) = named.diagram {
                let all: Vec<&str> = variants::all()
                    .iter()
                    .flat_map(|v| v.diagram_names())
                    .collect();
                known_name("--diagram", name, &all, "no game has a diagram", "diagrams")?;
            }
        }
    }
    Ok(())
}

/// `name` is one of `known` (case ignored), or the usage error
/// `{flag}: {owner} called `name`; did you mean … ({kind}: …)`.
fn known_name(
    flag: &str,
    name: &str,
    known: &[&str],
    owner: &str,
    kind: &str,
) -> Result<(), String> {
    // A container named by --to (`jkf`) writes the moves in a notation of
    // its own (`kif`): the game must have that one.
    let written_in = crate::formats::notation(name.trim());
    if known.iter().any(|k| k.eq_ignore_ascii_case(written_in)) {
        return Ok(());
    }
    let mut unique: Vec<&str> = Vec::new();
    for k in known {
        if !unique.contains(k) {
            unique.push(k);
        }
    }
    Err(format!(
        "{flag}: {owner} called `{name}`{} ({kind}: {})",
        did_you_mean(name, &unique),
        unique.join(", ")
    ))
}

/// Without `--variant`: every name must belong to some game.
fn any_game_rules(spec: &RuleSpec) -> Result<(), String> {
    let all = variants::all();
    if let Some(set) = &spec.set {
        let names: Vec<&str> = all
            .iter()
            .flat_map(|v| v.rule_sets().iter().map(|s| s.name))
            .collect();
        if !all.iter().any(|v| {
            RuleSpec {
                set: Some(set.clone()),
                options: Vec::new(),
            }
            .canonical(v.name(), v.rule_sets(), v.rule_options())
            .is_ok()
        }) {
            return Err(format!(
                "no game has a rule set called `{set}`{}",
                did_you_mean(set, &names)
            ));
        }
    }
    for (key, value) in &spec.options {
        let one = RuleSpec {
            set: None,
            options: vec![(key.clone(), value.clone())],
        };
        let errors: Vec<String> = all
            .iter()
            .filter_map(|v| {
                one.canonical(v.name(), v.rule_sets(), v.rule_options())
                    .err()
                    .map(|e| e.0)
            })
            .collect();
        if errors.len() < all.len() {
            continue;
        }
        // A key some game has: its value is what is wrong.
        if let Some(e) = errors.iter().find(|e| e.contains("cannot be")) {
            return Err(e.clone());
        }
        let keys: Vec<&str> = all
            .iter()
            .flat_map(|v| v.rule_options().iter().map(|o| o.key))
            .collect();
        return Err(format!(
            "no game has a rule option called `{key}`{}",
            did_you_mean(key, &keys)
        ));
    }
    Ok(())
}
