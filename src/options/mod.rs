//! Names resolved once. What a caller names — a game, a rule set, rule
//! options, a notation to write or print in, a diagram, a way to read the
//! text — arrives as text ([`Names`], the command line's or the library's
//! low-level arguments) and leaves as a checked value ([`Resolved`]) or a
//! typed [`NameError`] that names what is wrong and the nearest known
//! names. The command line, the library ([`crate::Options::check`]) and
//! the Python package all go through [`Names::resolve`], so a typo fails the
//! same way everywhere; the command line only puts its flag in front.
//!
//! Names are resolved against a [`Registry`] ([`Names::resolve_in`]), and
//! the [`Resolved`] value carries it on: the options of the pipeline
//! ([`Resolved::replay_options`]) hold the game named and the notation or
//! format to convert to ([`Target`]) as values, not names to look up again,
//! and the reading of the text and the games below
//! all ask that registry, so two registries can be used side by side.
//! [`Names::resolve`] resolves against [`registry::builtin`], hensou's own
//! games.
//!
//! "How is this text read" has one answer, the [`Reading`], and one
//! resolution of its names here, [`reading`], for `--input`,
//! [`crate::Reading::named`] and Python's `input=` alike; [`readings`] lists
//! the ways from the registry, for `--help` and the messages.

mod rules;

use std::sync::Arc;

pub use crate::game::NameError;
use crate::game::exact;

use crate::diagnostic::nearest_names;
pub use crate::formats::Target;
use crate::game::{RuleError, RuleSpec};
use crate::input::reading::ReadBy;
use crate::pipeline::NamedGame;
use crate::record::Reading;
use crate::registry::{self, Registry};
use crate::replay;
use crate::session::{Session, SetupError, Variant};

/// What a caller names, as written.
#[derive(Clone, Debug, Default)]
pub struct Names {
    /// The game, for records that do not say (any of its names).
    pub game: Option<String>,
    /// A rule set with options, `bell;return=turn-start`.
    pub rules: Option<String>,
    /// Rule options over any record's rules, each `key=value`.
    pub options: Vec<String>,
    /// Rules to check every ply under as well.
    pub compare: Option<String>,
    /// A notation or file format to write or print moves in.
    pub notation: Option<String>,
    /// A picture of the position (`replay --diagram`).
    pub diagram: Option<String>,
    /// How to read the text: `auto`, `record`, `forum` or a format.
    pub input: Option<String>,
}

/// Which of the [`Names`] was wrong, for a message that names where it was
/// given (the command line's flag).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Game,
    Rules,
    Options,
    Compare,
    Notation,
    Diagram,
    Input,
}

/// A name that nothing has, and where it was given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct Misnamed {
    pub field: Field,
    pub error: NameError,
}

/// The [`Names`], every one checked against the registry it carries.
#[derive(Clone)]
pub struct Resolved {
    names: Names,
    registry: Arc<Registry>,
    /// The game the name and rules find, before a position settles it.
    found: Option<&'static dyn Variant>,
    /// The game the names play, from the start.
    game: Option<&'static dyn Variant>,
    /// The game named and its name, for the records that name none.
    named: Option<NamedGame>,
    /// The notation or format to write or print moves in.
    target: Option<Target>,
    input: Reading,
}

impl Names {
    /// Checks every name, in the order the command line always has: the
    /// input format, rule options' form, the game, its rules, the notation,
    /// the diagram, the compared rules. Without a game, each name must be
    /// some game's. Against [`registry::builtin`]: hensou's own games.
    pub fn resolve(&self) -> Result<Resolved, Misnamed> {
        self.resolve_in(registry::builtin())
    }

    /// [`Names::resolve`] against the games and formats of `registry`,
    /// which the [`Resolved`] value carries on to everything it makes.
    pub fn resolve_in(&self, registry: &Arc<Registry>) -> Result<Resolved, Misnamed> {
        let at = |field| move |error| Misnamed { field, error };
        let input = match &self.input {
            Some(name) => reading(registry, name).map_err(at(Field::Input))?,
            None => Reading::Auto,
        };
        for option in &self.options {
            if !option.contains('=') || RuleSpec::parse(option).set.is_some() {
                return Err(at(Field::Options)(NameError::NotKeyValue {
                    text: option.clone(),
                }));
            }
        }
        let spec = self.rule_spec().merged(&self.overrides());
        let (found, game) = match &self.game {
            Some(name) => {
                let found = game(registry, name, &spec).map_err(at(Field::Game))?;
                let (game, _) =
                    game_rules(registry, found, name, &spec, None).map_err(at(Field::Rules))?;
                (Some(found), Some(game))
            }
            None => {
                rules::any_game(registry, &spec).map_err(at(Field::Rules))?;
                (None, None)
            }
        };
        let target = match &self.notation {
            Some(name) => Some(target(registry, game, name).map_err(at(Field::Notation))?),
            None => None,
        };
        if let Some(name) = &self.diagram {
            diagram(registry, game, name).map_err(at(Field::Diagram))?;
        }
        if let Some(rules) = &self.compare {
            let compared = Names {
                rules: Some(rules.clone()),
                options: Vec::new(),
                notation: None,
                diagram: None,
                compare: None,
                ..self.clone()
            };
            compared
                .resolve_in(registry)
                .map_err(|e| at(Field::Compare)(e.error))?;
        }
        // The game of the name itself: the records' own rules may switch
        // it to a game built on it, or back.
        let named = self.game.as_ref().and_then(|name| {
            Some(NamedGame {
                variant: registry.find(name)?,
                name: name.clone(),
            })
        });
        Ok(Resolved {
            names: self.clone(),
            registry: Arc::clone(registry),
            found,
            game,
            named,
            target,
            input,
        })
    }

    /// The rules named, as written (no set when none is named).
    pub fn rule_spec(&self) -> RuleSpec {
        self.rules
            .as_deref()
            .map(RuleSpec::parse)
            .unwrap_or_default()
    }

    /// The rule options, later ones over earlier ones.
    pub fn overrides(&self) -> RuleSpec {
        self.options
            .iter()
            .fold(RuleSpec::default(), |spec, option| {
                spec.merged(&RuleSpec {
                    set: None,
                    options: RuleSpec::parse(option).options,
                })
            })
    }
}

impl std::fmt::Debug for Resolved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Resolved")
            .field("names", &self.names)
            .field("registry", &self.registry)
            .field("game", &self.game.map(|g| g.name()))
            .field("target", &self.target)
            .field("input", &self.input)
            .finish()
    }
}

impl Resolved {
    /// The names as given.
    pub fn names(&self) -> &Names {
        &self.names
    }

    /// The registry the names were resolved against: what everything made
    /// from them asks for a game or a format.
    pub fn registry(&self) -> &Arc<Registry> {
        &self.registry
    }

    /// The game named, if one was.
    pub fn game(&self) -> Option<&'static dyn Variant> {
        self.game
    }

    /// The notation or format named to write or print moves in, checked
    /// against the game named or, with none, every game.
    pub fn target(&self) -> Option<&Target> {
        self.target.as_ref()
    }

    /// How to read the text.
    pub fn input(&self) -> Reading {
        self.input
    }

    /// How to read the text, by the formats of the registry.
    pub fn read_by(&self) -> ReadBy {
        ReadBy {
            reading: self.input,
            registry: self.registry.clone(),
        }
    }

    /// A new game of the game named, under the rules named, from
    /// `position` or the start; `None` when no game is named.
    pub fn open(&self, position: Option<&str>) -> Option<Result<Box<dyn Session>, SetupError>> {
        let (found, name) = self.found.zip(self.names.game.as_deref())?;
        let rules = self.names.rule_spec().merged(&self.names.overrides());
        Some(open(&self.registry, found, name, &rules, position))
    }

    /// How the records are checked, converted or replayed: the pipeline's
    /// options, made of what the names resolved to. A record's own tags
    /// still win over the game and rules named.
    pub fn replay_options(&self, stop_after: Option<usize>, positions: bool) -> replay::Options {
        replay::Options {
            registry: self.registry.clone(),
            game: self.named.clone(),
            rules: self.names.rule_spec(),
            overrides: self.names.overrides(),
            stop_after,
            convert_to: self.target.clone(),
            compare: self.names.compare.as_deref().map(RuleSpec::parse),
            positions,
            keep_line: false,
        }
    }
}

/// The game of `registry` called `name` (any of its names) played under
/// `rules` (which may choose between shogi and Shogi no Otomo,
/// [`Registry::find_for`]).
pub fn game(
    registry: &Registry,
    name: &str,
    rules: &RuleSpec,
) -> Result<&'static dyn Variant, NameError> {
    registry.find_for(name, rules).ok_or_else(|| {
        let names: Vec<&str> = (registry.variants().iter())
            .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
            .collect();
        NameError::Game {
            name: name.into(),
            nearest: nearest_names(name, &names),
            known: registry.variants().iter().map(|v| v.name()).collect(),
        }
    })
}

/// The game `found` (named `name`) and the rules it plays: `rules`, with
/// the game's own rule set for the name when they name none, settled
/// ([`Registry::settle`]) for `position`, and checked against its tables,
/// each name spelled as they spell it. The names that only switch to a
/// game built on `found` (`cards=...`), which settling drops, are checked
/// against that game's tables first: a value it does not have is an
/// error, not a switch. The one resolution of game plus default rules.
pub fn game_rules(
    registry: &Registry,
    found: &'static dyn Variant,
    name: &str,
    rules: &RuleSpec,
    position: Option<&str>,
) -> Result<(&'static dyn Variant, RuleSpec), NameError> {
    let mut rules = rules.clone();
    if rules.set.is_none() {
        rules.set = found.default_rules(name).map(str::to_string);
    }
    let (game, settled) = registry.settle(found, &rules, position);
    let dropped = RuleSpec {
        set: rules.set.clone().filter(|_| settled.set.is_none()),
        options: (rules.options.iter())
            .filter(|o| !settled.options.contains(o))
            .cloned()
            .collect(),
    };
    if dropped.set.is_some() || !dropped.options.is_empty() {
        let switched: Vec<&dyn Variant> = registry.built_on(found.name()).collect();
        let checks = switched
            .iter()
            .map(|g| exact(&dropped, g.name(), g.rule_sets(), g.rule_options()));
        if let Some(Err(e)) = checks.min_by_key(Result::is_err) {
            return Err(e);
        }
    }
    exact(&settled, game.name(), game.rule_sets(), game.rule_options())?;
    Ok((game, settled))
}

/// A new game of the game `found` (named `name`) under `rules` (its own
/// rule set when they name none), from `position` or from the start.
pub fn open(
    registry: &Registry,
    found: &'static dyn Variant,
    name: &str,
    rules: &RuleSpec,
    position: Option<&str>,
) -> Result<Box<dyn Session>, SetupError> {
    let (game, rules) = game_rules(registry, found, name, rules, position)
        .map_err(|e| SetupError::Rules(RuleError(e.msg())))?;
    game.new_game(&rules, position)
}

/// `name` as a notation or file format the moves can be written or printed
/// in, the [`Target`] of a conversion: one of `game`'s notations, or a file
/// format whose moves are written in one (`jkf` writes `kif`); with no
/// game, some game's of `registry`, each game binding it to its own
/// notation as its record is set up ([`Target::bind`]).
pub fn target(
    registry: &Registry,
    game: Option<&'static dyn Variant>,
    name: &str,
) -> Result<Target, NameError> {
    let known = match game {
        Some(game) => game.notation_names(),
        None => (registry.variants().iter())
            .flat_map(|v| v.notation_names())
            .collect(),
    };
    let format = registry.format(name.trim());
    match written_in(registry, name, &known) {
        Some(notation) => Ok(Target::new(name, format, notation)),
        None => Err(unknown_name(
            game,
            name,
            known,
            |game, name, nearest, known| NameError::Notation {
                game,
                name,
                nearest,
                known,
            },
        )),
    }
}

/// `name` as a diagram `game` draws; with no game, some game's of
/// `registry`.
pub fn diagram(
    registry: &Registry,
    game: Option<&'static dyn Variant>,
    name: &str,
) -> Result<(), NameError> {
    let known = match game {
        Some(game) => game.diagram_names(),
        None => (registry.variants().iter())
            .flat_map(|v| v.diagram_names())
            .collect(),
    };
    if written_in(registry, name, &known).is_some() {
        return Ok(());
    }
    Err(unknown_name(
        game,
        name,
        known,
        |game, name, nearest, known| NameError::Diagram {
            game,
            name,
            nearest,
            known,
        },
    ))
}

type Unknown = fn(Option<&'static str>, String, Vec<&'static str>, Vec<&'static str>) -> NameError;

/// The one of `known` that `name` (or the notation the format `name`
/// writes in) is, case ignored.
fn written_in(registry: &Registry, name: &str, known: &[&'static str]) -> Option<&'static str> {
    let name = name.trim();
    let written_in = (registry.format(name).and_then(|f| f.notation)).unwrap_or(name);
    known
        .iter()
        .find(|k| k.eq_ignore_ascii_case(written_in))
        .copied()
}

/// The error `unknown` makes of `name`, none of `known` (each listed once).
fn unknown_name(
    game: Option<&'static dyn Variant>,
    name: &str,
    known: Vec<&'static str>,
    unknown: Unknown,
) -> NameError {
    let unique = unique(known);
    unknown(
        game.map(|g| g.name()),
        name.into(),
        nearest_names(name, &unique),
        unique,
    )
}

/// `names`, each once, in their order.
fn unique(names: Vec<&'static str>) -> Vec<&'static str> {
    let mut unique: Vec<&'static str> = Vec::new();
    for name in names {
        if !unique.contains(&name) {
            unique.push(name);
        }
    }
    unique
}

/// The error of `name`, a notation `game` (or, with none, every game)
/// lacks among `known`: for a notation asked of a game already set up.
pub fn notation_error(
    game: Option<&'static str>,
    name: &str,
    known: Vec<&'static str>,
) -> NameError {
    let known = unique(known);
    NameError::Notation {
        game,
        name: name.into(),
        nearest: nearest_names(name, &known),
        known,
    }
}

/// Every way a text can be read: `auto`, `record`, `forum`, then every
/// file format of `registry`, in the order `--help` lists them.
pub fn readings(registry: &Registry) -> Vec<Reading> {
    let mut formats: Vec<_> = registry.formats().collect();
    // In the order `--help` lists them, not the order they are tried in.
    formats.sort_by_key(|f| f.listed);
    let mut ways = vec![Reading::Auto, Reading::Record, Reading::Forum];
    ways.extend(formats.into_iter().map(Reading::Format));
    ways
}

/// The names of the [`readings`].
pub fn reading_names(registry: &Registry) -> Vec<&'static str> {
    readings(registry).into_iter().map(Reading::name).collect()
}

/// How a text is read, by name (case ignored): the one answer to "how is
/// this text read" for the command line, the library and Python; the
/// formats those of `registry`.
pub fn reading(registry: &Registry, name: &str) -> Result<Reading, NameError> {
    let trimmed = name.trim();
    let way = readings(registry)
        .into_iter()
        .find(|way| way.name().eq_ignore_ascii_case(trimmed));
    way.ok_or_else(|| {
        let known = reading_names(registry);
        NameError::Format {
            name: name.into(),
            nearest: nearest_names(name, &known),
            known,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(game: Option<&str>, rules: Option<&str>, options: &[&str]) -> Names {
        Names {
            game: game.map(str::to_string),
            rules: rules.map(str::to_string),
            options: options.iter().map(|o| o.to_string()).collect(),
            ..Names::default()
        }
    }

    #[test]
    fn each_kind_of_name_has_its_error() {
        let wrong = |n: Names| n.resolve().unwrap_err();
        let e = wrong(names(Some("chatr"), None, &[]));
        assert_eq!(e.field, Field::Game);
        assert_eq!(e.error.nearest(), ["chatra"]);
        let e = wrong(names(Some("alquerque"), Some("bel"), &[]));
        assert!(matches!(
            e.error,
            NameError::RuleSet {
                game: "alquerque",
                ..
            }
        ));
        let e = wrong(names(None, Some("bel"), &[]));
        assert!(matches!(e.error, NameError::AnyGameRuleSet { .. }));
        let e = wrong(names(None, None, &["retrun=none"]));
        assert!(matches!(e.error, NameError::AnyGameRuleOption { .. }));
        let e = wrong(names(Some("alquerque"), None, &["retrun=none"]));
        assert!(matches!(e.error, NameError::RuleOption { .. }));
        let e = wrong(names(None, None, &["return=turnstart"]));
        assert!(matches!(
            e.error,
            NameError::OptionValue {
                game: "alquerque",
                key: "return",
                ..
            }
        ));
        let e = wrong(names(None, None, &["return"]));
        assert_eq!(e.field, Field::Options);
        let e = wrong(Names {
            compare: Some("bel".into()),
            ..names(Some("alquerque"), None, &[])
        });
        assert_eq!(e.field, Field::Compare);
        let e = wrong(Names {
            input: Some("cas".into()),
            ..Names::default()
        });
        assert_eq!(e.error.nearest(), ["csa"]);
    }

    #[test]
    fn every_reading_name_reads() {
        let registry = registry::builtin();
        for name in reading_names(registry) {
            assert!(reading(registry, name).is_ok(), "{name}");
            assert!(reading(registry, &name.to_uppercase()).is_ok(), "{name}");
        }
    }

    #[test]
    fn the_default_rule_set_is_the_names() {
        let registry = registry::builtin();
        let shogi = registry.find("shogi").unwrap();
        let (game, rules) =
            game_rules(registry, shogi, "shogi", &RuleSpec::default(), None).unwrap();
        assert_eq!(
            rules.set.as_deref(),
            shogi.default_rules("shogi"),
            "{}",
            game.name()
        );
    }
}
