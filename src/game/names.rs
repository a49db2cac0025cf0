//! What can be wrong with a name a caller gives: one variant a kind of
//! name, each with the name as written, the nearest known names and the
//! known names the message lists. The messages are those the command line
//! prints after its flag (`--variant: no game called ...`), so a typo reads
//! the same from the command line, the library and Python.
//!
//! Rule names are checked against a game's tables here ([`canonical`]),
//! below the games, because every game's `configure` runs that check; the
//! names of games, notations and formats are checked by `options`, which
//! is built on the registry.

use super::{RuleOptionInfo, RuleSetInfo, RuleSpec};
use crate::diagnostic::{hint, nearest_names};

/// A name of a game, rule set, rule option, option value, notation, picture
/// or input format that nothing has.
///
/// ```
/// let err = hensou::Options::new().game("chatr").check().unwrap_err();
/// let hensou::Error::Name(name) = &err else { panic!("{err}") };
/// assert!(matches!(name, hensou::NameError::Game { .. }));
/// assert_eq!(name.nearest(), ["chatra"]);
/// assert_eq!(
///     err.to_string(),
///     "no game called `chatr`; did you mean `chatra`? \
///      (games: alquerque, chatra, macedonian, otomo, shelt, shogi)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameError {
    /// No game has this name (nor alias).
    #[error("no game called `{name}`{} (games: {})", hint(.nearest), .known.join(", "))]
    Game {
        /// The name as written.
        name: String,
        /// The nearest names and aliases.
        nearest: Vec<&'static str>,
        /// Every game's canonical name.
        known: Vec<&'static str>,
    },
    /// The game has no rule set of this name.
    #[error("{game} has no rule set `{name}`{} (rule sets: {})", hint(.nearest), .known.join(", "))]
    RuleSet {
        /// The game's canonical name.
        game: &'static str,
        /// The name as written.
        name: String,
        /// The nearest of the game's rule sets.
        nearest: Vec<&'static str>,
        /// The game's rule sets.
        known: Vec<&'static str>,
    },
    /// With no game named, no game has a rule set of this name.
    #[error("no game has a rule set called `{name}`{}", hint(.nearest))]
    AnyGameRuleSet {
        /// The name as written.
        name: String,
        /// The nearest rule sets of every game.
        nearest: Vec<&'static str>,
    },
    /// The game has no rule option of this key.
    #[error("{game} has no rule option `{key}`{} (options: {})", hint(.nearest), or_none(.known))]
    RuleOption {
        /// The game's canonical name.
        game: &'static str,
        /// The key as written.
        key: String,
        /// The nearest of the game's keys.
        nearest: Vec<&'static str>,
        /// The game's keys.
        known: Vec<&'static str>,
    },
    /// With no game named, no game has a rule option of this key.
    #[error("no game has a rule option called `{key}`{}", hint(.nearest))]
    AnyGameRuleOption {
        /// The key as written.
        key: String,
        /// The nearest keys of every game.
        nearest: Vec<&'static str>,
    },
    /// The rule option takes no such value.
    #[error("{game}'s rule option `{key}` cannot be `{value}`{} (values: {})", hint(.nearest), .known.join(", "))]
    OptionValue {
        /// The game's canonical name.
        game: &'static str,
        /// The option's key, as the game spells it.
        key: &'static str,
        /// The value as written.
        value: String,
        /// The nearest values.
        nearest: Vec<&'static str>,
        /// The values the option takes.
        known: Vec<&'static str>,
    },
    /// A rule option written without `=`, or with a rule set in it.
    #[error("a rule option takes KEY=VALUE, not `{text}`")]
    NotKeyValue {
        /// The option as written.
        text: String,
    },
    /// The game (or, with no game named, every game) has no notation or
    /// file format of this name to write or print moves in.
    #[error("{} called `{name}`{} (notations: {})", lacks(*.game, "notation"), hint(.nearest), .known.join(", "))]
    Notation {
        /// The game's canonical name, if one was named.
        game: Option<&'static str>,
        /// The name as written.
        name: String,
        /// The nearest notations.
        nearest: Vec<&'static str>,
        /// The notations there are.
        known: Vec<&'static str>,
    },
    /// The game (or every game) draws no picture of this name.
    #[error("{} called `{name}`{} (diagrams: {})", lacks(*.game, "diagram"), hint(.nearest), .known.join(", "))]
    Diagram {
        /// The game's canonical name, if one was named.
        game: Option<&'static str>,
        /// The name as written.
        name: String,
        /// The nearest diagrams.
        nearest: Vec<&'static str>,
        /// The diagrams there are.
        known: Vec<&'static str>,
    },
    /// No way of reading a text (`auto`, `record`, `forum`, or a registered
    /// file format) has this name.
    #[error("no format called `{name}`{} (formats: {})", hint(.nearest), .known.join(", "))]
    Format {
        /// The name as written.
        name: String,
        /// The nearest names.
        nearest: Vec<&'static str>,
        /// Every name a text can be read by.
        known: Vec<&'static str>,
    },
}

impl NameError {
    /// The known names nearest to what was written, nearest first: what
    /// `did you mean` offers.
    pub fn nearest(&self) -> &[&'static str] {
        match self {
            NameError::Game { nearest, .. }
            | NameError::RuleSet { nearest, .. }
            | NameError::AnyGameRuleSet { nearest, .. }
            | NameError::RuleOption { nearest, .. }
            | NameError::AnyGameRuleOption { nearest, .. }
            | NameError::OptionValue { nearest, .. }
            | NameError::Notation { nearest, .. }
            | NameError::Diagram { nearest, .. }
            | NameError::Format { nearest, .. } => nearest,
            NameError::NotKeyValue { .. } => &[],
        }
    }

    /// Whether the name is one of rules: a rule set, option or value.
    pub fn is_rules(&self) -> bool {
        matches!(
            self,
            NameError::RuleSet { .. }
                | NameError::AnyGameRuleSet { .. }
                | NameError::RuleOption { .. }
                | NameError::AnyGameRuleOption { .. }
                | NameError::OptionValue { .. }
                | NameError::NotKeyValue { .. }
        )
    }
}

fn or_none(known: &[&str]) -> String {
    if known.is_empty() {
        "none".into()
    } else {
        known.join(", ")
    }
}

/// `shogi has no notation`, or with no game named, `no game has a notation`.
fn lacks(game: Option<&str>, kind: &str) -> String {
    match game {
        Some(game) => format!("{game} has no {kind}"),
        None => format!("no game has a {kind}"),
    }
}

/// `spec` spelled as `game`'s tables spell it (case ignored, `_` and `-`
/// alike: how a record's own rules are read), or the first name the tables
/// lack.
pub fn canonical(
    spec: &RuleSpec,
    game: &'static str,
    sets: &'static [RuleSetInfo],
    options: &'static [RuleOptionInfo],
) -> Result<RuleSpec, NameError> {
    in_tables(spec, game, sets, options, same)
}

/// `spec` if every name in it is spelled exactly as `game`'s tables spell
/// it (spaces around a name aside), else the first that is not, with the
/// table's spelling as the nearest: the check of the rules a caller names
/// (the command line, the library, Python, the web page), which accept the
/// documented names only.
pub fn exact(
    spec: &RuleSpec,
    game: &'static str,
    sets: &'static [RuleSetInfo],
    options: &'static [RuleOptionInfo],
) -> Result<RuleSpec, NameError> {
    in_tables(spec, game, sets, options, |a, b| a == b)
}

fn in_tables(
    spec: &RuleSpec,
    game: &'static str,
    sets: &'static [RuleSetInfo],
    options: &'static [RuleOptionInfo],
    same: fn(&str, &str) -> bool,
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
