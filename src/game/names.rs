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
use crate::diagnostic::nearest_names;
use crate::messages::{Lang, Msg};

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
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NameError {
    /// No game has this name (nor alias).
    Game {
        /// The name as written.
        name: String,
        /// The nearest names and aliases.
        nearest: Vec<&'static str>,
        /// Every game's canonical name.
        known: Vec<&'static str>,
    },
    /// The game has no rule set of this name.
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
    AnyGameRuleSet {
        /// The name as written.
        name: String,
        /// The nearest rule sets of every game.
        nearest: Vec<&'static str>,
    },
    /// The game has no rule option of this key.
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
    AnyGameRuleOption {
        /// The key as written.
        key: String,
        /// The nearest keys of every game.
        nearest: Vec<&'static str>,
    },
    /// The rule option takes no such value.
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
    NotKeyValue {
        /// The option as written.
        text: String,
    },
    /// The game (or, with no game named, every game) has no notation or
    /// file format of this name to write or print moves in.
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

impl NameError {
    /// The message of the catalogue that says what is wrong, in any
    /// language; its English is the error's text.
    pub fn msg(&self) -> Msg {
        let listed = |known: &[&str]| known.join(", ");
        match self {
            NameError::Game { name, known, .. } => crate::msg!(
                "names-game",
                error = no_game(name, self.nearest()),
                known = listed(known)
            ),
            NameError::RuleSet {
                game, name, known, ..
            } => crate::msg!(
                "names-rule-set",
                game = *game,
                name = name,
                hint = hint(self.nearest()),
                known = listed(known)
            ),
            NameError::AnyGameRuleSet { name, .. } => {
                crate::msg!(
                    "names-any-rule-set",
                    name = name,
                    hint = hint(self.nearest())
                )
            }
            NameError::RuleOption {
                game, key, known, ..
            } => crate::msg!(
                "names-rule-option",
                game = *game,
                key = key,
                hint = hint(self.nearest()),
                known = or_none(known)
            ),
            NameError::AnyGameRuleOption { key, .. } => {
                crate::msg!(
                    "names-any-rule-option",
                    key = key,
                    hint = hint(self.nearest())
                )
            }
            NameError::OptionValue {
                game,
                key,
                value,
                known,
                ..
            } => crate::msg!(
                "names-option-value",
                game = *game,
                key = *key,
                value = value,
                hint = hint(self.nearest()),
                known = listed(known)
            ),
            NameError::NotKeyValue { text } => crate::msg!("names-not-key-value", text = text),
            NameError::Notation {
                game, name, known, ..
            } => crate::msg!(
                "names-notation",
                error = no_notation(*game, name, self.nearest()),
                known = listed(known)
            ),
            NameError::Diagram {
                game, name, known, ..
            } => crate::msg!(
                "names-diagram",
                error = no_diagram(*game, name, self.nearest()),
                known = listed(known)
            ),
            NameError::Format { name, known, .. } => crate::msg!(
                "names-format",
                name = name,
                hint = hint(self.nearest()),
                known = listed(known)
            ),
        }
    }
}

impl std::fmt::Display for NameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg().render(Lang::En))
    }
}

impl std::error::Error for NameError {}

/// The keys a game's rule options have, listed, or `none`.
fn or_none(known: &[&str]) -> crate::messages::Arg {
    if known.is_empty() {
        crate::msg!("names-none").into()
    } else {
        known.join(", ").into()
    }
}

/// `no game called `x`; did you mean `y`?`: the one wording of a game
/// nothing is called, for a caller's name and a record's tag alike.
pub fn no_game(name: &str, nearest: &[&str]) -> Msg {
    crate::msg!("names-no-game", name = name, hint = hint(nearest))
}

/// `shogi has no notation called `x``, or with no game, `no game has a
/// notation called `x``: the one wording of a notation nothing has.
pub fn no_notation(game: Option<&str>, name: &str, nearest: &[&str]) -> Msg {
    match game {
        Some(game) => crate::msg!(
            "names-no-notation",
            game = game,
            name = name,
            hint = hint(nearest)
        ),
        None => crate::msg!("names-any-notation", name = name, hint = hint(nearest)),
    }
}

/// `shelt has no diagram called `x``, or with no game, `no game has a
/// diagram called `x``.
fn no_diagram(game: Option<&str>, name: &str, nearest: &[&str]) -> Msg {
    match game {
        Some(game) => crate::msg!(
            "names-no-diagram",
            game = game,
            name = name,
            hint = hint(nearest)
        ),
        None => crate::msg!("names-any-diagram", name = name, hint = hint(nearest)),
    }
}

/// `; did you mean `x` or `y`?` offering `nearest`, or nothing when it is
/// empty.
pub(crate) fn hint(nearest: &[&str]) -> crate::messages::Arg {
    let quoted = |name: &str| crate::msg!("names-quoted", name = name);
    let Some((last, rest)) = nearest.split_last() else {
        return crate::messages::Arg::from("");
    };
    let names = (rest.iter().rev()).fold(quoted(last), |names, first| {
        crate::msg!("names-or", first = quoted(first), rest = names)
    });
    crate::msg!("names-hint", names = names).into()
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
