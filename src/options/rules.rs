//! Rule names checked against a game's tables, or against every game's
//! when no game is named: the one check of rule sets, option keys and
//! values ([`RuleSpec::canonical`] is it, in the words of a [`RuleError`]).

use super::NameError;
use crate::diagnostic::nearest_names;
use crate::game::{RuleOptionInfo, RuleSetInfo, RuleSpec};
use crate::variants;

/// `spec` spelled as `game`'s tables spell it (case ignored, `_` and `-`
/// alike), or the first name the tables lack.
pub fn canonical(
    spec: &RuleSpec,
    game: &'static str,
    sets: &'static [RuleSetInfo],
    options: &'static [RuleOptionInfo],
) -> Result<RuleSpec, NameError> {
    let set =
        match &spec.set {
            None => None,
            Some(name) => {
                let known: Vec<&'static str> = sets.iter().map(|s| s.name).collect();
                let found = known.iter().find(|n| same(n, name.trim())).ok_or_else(|| {
                    NameError::RuleSet {
                        game,
                        name: name.clone(),
                        nearest: nearest_names(name, &known),
                        known: known.clone(),
                    }
                })?;
                Some(found.to_string())
            }
        };
    let keys: Vec<&'static str> = options.iter().map(|o| o.key).collect();
    let mut out = Vec::new();
    for (key, value) in &spec.options {
        let option = options
            .iter()
            .find(|o| same(o.key, key.trim()))
            .ok_or_else(|| NameError::RuleOption {
                game,
                key: key.clone(),
                nearest: nearest_names(key, &keys),
                known: keys.clone(),
            })?;
        let value = option
            .values
            .iter()
            .find(|v| same(v, value.trim()))
            .ok_or_else(|| NameError::OptionValue {
                game,
                key: option.key,
                value: value.clone(),
                nearest: nearest_names(value, option.values),
                known: option.values.to_vec(),
            })?;
        out.push((option.key.to_string(), value.to_string()));
    }
    Ok(RuleSpec { set, options: out })
}

/// Names alike: case ignored, `_` and `-` the same.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.chars().zip(b.chars()).all(|(x, y)| {
            x.eq_ignore_ascii_case(&y) || (matches!(x, '_' | '-') && matches!(y, '_' | '-'))
        })
}

/// With no game named: the rule set must be some game's, and each option
/// some game's key with a value that game's option takes.
pub fn any_game(spec: &RuleSpec) -> Result<(), NameError> {
    let all = variants::all();
    let of = |v: &&dyn crate::session::Variant, spec: &RuleSpec| {
        canonical(spec, v.name(), v.rule_sets(), v.rule_options())
    };
    if let Some(set) = &spec.set {
        let alone = RuleSpec {
            set: Some(set.clone()),
            options: Vec::new(),
        };
        if !all.iter().any(|v| of(v, &alone).is_ok()) {
            let names: Vec<&str> = all
                .iter()
                .flat_map(|v| v.rule_sets().iter().map(|s| s.name))
                .collect();
            return Err(NameError::AnyGameRuleSet {
                name: set.clone(),
                nearest: nearest_names(set, &names),
            });
        }
    }
    for option in &spec.options {
        let one = RuleSpec {
            set: None,
            options: vec![option.clone()],
        };
        let errors: Vec<NameError> = all.iter().filter_map(|v| of(v, &one).err()).collect();
        if errors.len() < all.len() {
            continue;
        }
        // A key some game has: its value is what is wrong.
        if let Some(e) = errors
            .iter()
            .find(|e| matches!(e, NameError::OptionValue { .. }))
        {
            return Err(e.clone());
        }
        let keys: Vec<&str> = all
            .iter()
            .flat_map(|v| v.rule_options().iter().map(|o| o.key))
            .collect();
        return Err(NameError::AnyGameRuleOption {
            key: option.0.clone(),
            nearest: nearest_names(&option.0, &keys),
        });
    }
    Ok(())
}
