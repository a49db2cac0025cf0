//! Rule names checked against every game's tables when no game is named;
//! against one game's, it is [`exact`] (the game layer's: every name
//! spelled as the tables spell it, as a caller's names must be).

use super::NameError;
use crate::diagnostic::nearest_names;
use crate::game::RuleSpec;
use crate::game::exact;
use crate::registry::Registry;

/// With no game named: the rule set must be some game's, and each option
/// some game's key with a value that game's option takes.
pub fn any_game(registry: &Registry, spec: &RuleSpec) -> Result<(), NameError> {
    let all = registry.variants();
    let of = |v: &&dyn crate::session::Variant, spec: &RuleSpec| {
        exact(spec, v.name(), v.rule_sets(), v.rule_options())
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
