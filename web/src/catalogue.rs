//! What the page offers to choose from: every game with its conversions,
//! rule sets and rule options, and the formats a text can be read as.

use hensou::Position;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::to_json;

/// A game the page can be set to, with its choices.
#[derive(Serialize)]
pub(crate) struct GameChoices {
    pub(crate) name: &'static str,
    pub(crate) conversions: Vec<&'static str>,
    pub(crate) rule_sets: &'static [hensou::RuleSetInfo],
    pub(crate) rule_options: &'static [hensou::RuleOptionInfo],
}

/// What the page offers to choose from.
#[derive(Serialize)]
pub(crate) struct Catalogue {
    pub(crate) games: Vec<GameChoices>,
    /// The file formats a text can be read as.
    pub(crate) formats: Vec<&'static str>,
}

pub(crate) fn catalogue_of() -> Catalogue {
    let games: Vec<GameChoices> = hensou::games()
        .into_iter()
        .filter_map(|name| Position::new(name, None).ok())
        .map(|p| GameChoices {
            name: p.game(),
            conversions: p.conversions(),
            rule_sets: p.rule_sets(),
            rule_options: p.rule_options(),
        })
        .collect();
    let mut formats: Vec<&'static str> = Vec::new();
    for name in games.iter().flat_map(|g| &g.conversions) {
        if hensou::registry::builtin().format(name).is_some() && !formats.contains(name) {
            formats.push(name);
        }
    }
    Catalogue { games, formats }
}

/// Every game with its conversions, rule sets and rule options, and the
/// formats a text can be read as, as JSON.
#[wasm_bindgen]
pub fn catalogue() -> String {
    to_json(&catalogue_of())
}
