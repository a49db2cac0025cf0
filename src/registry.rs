//! The registry: the one list of the games and file formats hensou knows.
//!
//! Everything that needs "every game" or "every format" asks it: the names
//! `--variant`, `--input` and `--to` take, the rule-id tables the docs are
//! checked against, the extensions a folder walk reads, how an archive is
//! split into games, and the tests that loop over the games. Adding a game
//! is its folder under `src/variants/`, one [`GameEntry`] line in
//! `BUILTIN` and its page in docs/rules/ (docs/ADDING-A-GAME.md).
//!
//! The registry is a value: [`Registry::builtin`] is hensou's own, and
//! [`Registry::with`] adds a game defined elsewhere (a program's own, or a
//! test's). A program passes its registry with its options, which carry it
//! down to every stage that asks for a game or a format
//! (`Options::new().registry(r)` in the library, `Names::resolve_in(r)`
//! below it); options given none carry [`builtin`], hensou's own. Two registries can so be used
//! side by side, in one process. Every front door that takes no options has
//! a form that takes the registry, named `_in` ([`crate::Position::new_in`],
//! [`crate::Archive::open_in`], [`crate::Reading::named_in`], ...).
//!
//! ```
//! use std::sync::Arc;
//! use hensou::registry::{self, Registry};
//! // Options keep the registry they are given: an `Arc`, shared by every
//! // clone of them and by what they make.
//! let mine = Arc::new(Registry::builtin());
//! let options = hensou::Options::new().registry(&mine).game("shogi");
//! assert!(options.check().is_ok());
//! assert_eq!(registry::builtin().variants().len(), mine.variants().len());
//! ```

use std::sync::{Arc, OnceLock};

use crate::game::RuleSpec;
use crate::record::finder::MoveFinder;
use crate::record::{ConvertCode, Format, ForumCode, InputCode, NotationCode, RecordCode};
use crate::rule_id::RuleId;
pub use crate::session::Extension;
use crate::session::{GameVariant, Variant};
use crate::variants::{alquerque, chatra, macedonian, otomo, shelt, shogi};

/// A game as registered: its rules and notations, the ids of the rules it
/// reports, the file formats it brings, and how it extends the game it is
/// built on.
#[derive(Clone, Copy)]
pub struct GameEntry {
    pub variant: &'static dyn Variant,
    pub rule_ids: &'static [RuleId],
    /// Whole-file formats, in the order a text is tried.
    pub formats: &'static [&'static Format],
    pub extends: Option<Extension>,
}

impl GameEntry {
    pub const fn new(variant: &'static dyn Variant, rule_ids: &'static [RuleId]) -> GameEntry {
        GameEntry {
            variant,
            rule_ids,
            formats: &[],
            extends: None,
        }
    }

    pub const fn formats(self, formats: &'static [&'static Format]) -> GameEntry {
        GameEntry { formats, ..self }
    }

    pub const fn extends(self, extension: Extension) -> GameEntry {
        GameEntry {
            extends: Some(extension),
            ..self
        }
    }
}

/// hensou's games, in the order `hensou variants` lists them.
static BUILTIN: &[GameEntry] = &[
    GameEntry::new(
        &GameVariant::<alquerque::Alquerque>::new(),
        alquerque::AlquerqueRule::IDS,
    ),
    GameEntry::new(chatra::VARIANT, chatra::ChatraRule::IDS),
    GameEntry::new(macedonian::VARIANT, macedonian::MacedonianRule::IDS),
    GameEntry::new(&GameVariant::<otomo::Otomo>::new(), otomo::OtomoRule::IDS)
        .extends(otomo::EXTENSION),
    GameEntry::new(&GameVariant::<shelt::Shelt>::new(), shelt::SheltRule::IDS),
    GameEntry::new(&GameVariant::<shogi::Shogi>::new(), shogi::ShogiRule::IDS)
        .formats(shogi::formats::ALL),
];

/// A post read with a registry is read with the grammars of all its games:
/// a move is where one of them reads one as written, or else, when none
/// does, where one reads it leniently (full-width, look-alikes), as a ply
/// is read (the `lenient` module). The front of the text is then folded once
/// for all the games, and only when it holds a character to fold.
impl MoveFinder for Registry {
    fn move_len(&self, text: &str) -> Option<usize> {
        move_len_in(&self.variants, text)
    }
}

/// The longest move one of `games` reads at the start of `text`, as
/// written or else leniently ([`Registry`]'s reading of a post).
pub(crate) fn move_len_in(games: &[&'static dyn Variant], text: &str) -> Option<usize> {
    use crate::lenient::{Fold, Folded, ply_window};
    use crate::record::finder::longest_move;
    let in_games = |text: &str| games.iter().filter_map(|v| v.find_move(text)).max();
    in_games(text).or_else(|| {
        let window = crate::record::finder::move_window(text);
        let folded = Folded::new(&window[..ply_window(window)], Fold::FullWidth)?;
        let len = folded.original(in_games(&folded.text)?);
        longest_move(text, std::iter::once(len))
    })
}

/// The ids of the layers every game's records go through.
static LAYER_IDS: &[&[RuleId]] = &[
    RecordCode::IDS,
    InputCode::IDS,
    NotationCode::IDS,
    ForumCode::IDS,
    ConvertCode::IDS,
];

/// A list of games and, through them, of file formats.
#[derive(Clone)]
pub struct Registry {
    games: Vec<GameEntry>,
    /// The games' variants, kept apart so that [`Registry::variants`] is a
    /// slice.
    variants: Vec<&'static dyn Variant>,
    /// Each game's names and base, read once: every record asks which game
    /// it names and which games are built on it, and asking each variant
    /// through its table was an indirect call a game and a name.
    keys: Vec<Keys>,
}

/// What the registry looks a game up by: its names and the game it is
/// built on ([`Variant::name`], [`Variant::aliases`], [`Variant::base`]).
#[derive(Clone, Copy)]
struct Keys {
    name: &'static str,
    aliases: &'static [&'static str],
    base: Option<&'static str>,
}

impl Keys {
    fn of(variant: &'static dyn Variant) -> Keys {
        Keys {
            name: variant.name(),
            aliases: variant.aliases(),
            base: variant.base(),
        }
    }
}

impl Registry {
    /// hensou's own games.
    pub fn builtin() -> Registry {
        Registry {
            games: BUILTIN.to_vec(),
            variants: BUILTIN.iter().map(|g| g.variant).collect(),
            keys: BUILTIN.iter().map(|g| Keys::of(g.variant)).collect(),
        }
    }

    /// No games at all: for a program that offers only its own, added
    /// with [`Registry::with`].
    pub fn empty() -> Registry {
        Registry {
            games: Vec::new(),
            variants: Vec::new(),
            keys: Vec::new(),
        }
    }

    /// This registry and `game`, listed last.
    pub fn with(mut self, game: GameEntry) -> Registry {
        self.games.push(game);
        self.variants.push(game.variant);
        self.keys.push(Keys::of(game.variant));
        self
    }

    pub fn games(&self) -> &[GameEntry] {
        &self.games
    }

    pub fn variants(&self) -> &[&'static dyn Variant] {
        &self.variants
    }

    /// The canonical names of the games, in the order they are listed
    /// ([`crate::games`] of a registry of one's own).
    ///
    /// ```
    /// let names = hensou::registry::builtin().names();
    /// assert_eq!(names, ["alquerque", "chatra", "macedonian", "otomo", "shelt", "shogi"]);
    /// ```
    pub fn names(&self) -> Vec<&'static str> {
        self.variants.iter().map(|v| v.name()).collect()
    }

    /// Every registered file format, in the order a text is tried.
    pub fn formats(&self) -> impl Iterator<Item = &'static Format> + '_ {
        self.games.iter().flat_map(|g| g.formats.iter().copied())
    }

    /// The file format called `name` (ignoring case).
    pub fn format(&self, name: &str) -> Option<&'static Format> {
        self.formats().find(|f| f.name.eq_ignore_ascii_case(name))
    }

    /// The file formats the records of the game called `game` are read in:
    /// its own, else those of the game it is built on (a record of Shogi no
    /// Otomo is a shogi file); none for an unknown name.
    pub fn formats_of(&self, game: &str) -> &'static [&'static Format] {
        let Some(entry) = self.entry(game) else {
            return &[];
        };
        if !entry.formats.is_empty() {
            return entry.formats;
        }
        (entry.variant.base())
            .and_then(|base| self.entry(base))
            .map_or(&[], |base| base.formats)
    }

    /// Every id of every game, format and record layer, for documentation
    /// checks.
    pub fn rule_ids(&self) -> Vec<RuleId> {
        let games = self.games.iter().map(|g| g.rule_ids);
        let formats = self.formats().map(|f| f.rule_ids);
        (games.chain(LAYER_IDS.iter().copied()).chain(formats))
            .flatten()
            .copied()
            .collect()
    }

    /// The game called `name` (or one of its aliases), ignoring case.
    pub fn find(&self, name: &str) -> Option<&'static dyn Variant> {
        let name = name.trim();
        let i = self.keys.iter().position(|k| {
            k.name.eq_ignore_ascii_case(name)
                || k.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
        })?;
        Some(self.variants[i])
    }

    /// The game called `name` played under `rules` ([`Registry::switched`]).
    pub fn find_for(&self, name: &str, rules: &RuleSpec) -> Option<&'static dyn Variant> {
        Some(self.switched(self.find(name)?, rules))
    }

    /// The game `found` played under `rules`: a game built on it when the
    /// rules switch that one on, its base game when they switch it off
    /// ([`Extension::switched_by`]).
    pub fn switched(&self, found: &'static dyn Variant, rules: &RuleSpec) -> &'static dyn Variant {
        let switched_on = self
            .extensions_of(found.name())
            .find_map(|(game, extension)| {
                ((extension.switched_by)(rules) == Some(true)).then_some(game.variant)
            });
        let switched_off = (self.entry(found.name()))
            .and_then(|g| g.extends)
            .filter(|e| (e.switched_by)(rules) == Some(false))
            .and_then(|_| found.base().and_then(|base| self.find(base)));
        switched_on.or(switched_off).unwrap_or(found)
    }

    /// The game `found` (from [`Registry::find_for`]) plays `rules` as,
    /// from `position` if one is given, and the rules in that game's words:
    /// a position only a game built on `found` holds is that game's, and
    /// otherwise the names that only switch such games are dropped.
    pub fn settle(
        &self,
        found: &'static dyn Variant,
        rules: &RuleSpec,
        position: Option<&str>,
    ) -> (&'static dyn Variant, RuleSpec) {
        // The rules as given until an extension takes names off them: no
        // copy made for the copy each extension makes.
        let mut taken: Option<RuleSpec> = None;
        for (game, extension) in self.extensions_of(found.name()) {
            let now = taken.as_ref().unwrap_or(rules);
            if let Some(own) = position.and_then(|p| (extension.takes_position)(now, p)) {
                return (game.variant, own);
            }
            taken = Some((extension.base_rules)(now));
        }
        (found, taken.unwrap_or_else(|| rules.clone()))
    }

    /// The games rules can switch `base` to (Shogi no Otomo for shogi):
    /// the names only they have are dropped by [`Registry::settle`].
    pub fn built_on<'a>(
        &'a self,
        base: &'a str,
    ) -> impl Iterator<Item = &'static dyn Variant> + 'a {
        self.extensions_of(base).map(|(game, _)| game.variant)
    }

    fn entry(&self, name: &str) -> Option<&GameEntry> {
        let i = self.keys.iter().position(|k| k.name == name)?;
        Some(&self.games[i])
    }

    /// The games built on `base`, with how they extend it.
    fn extensions_of<'a>(
        &'a self,
        base: &'a str,
    ) -> impl Iterator<Item = (&'a GameEntry, Extension)> + 'a {
        (self.games.iter().zip(&self.keys))
            .filter(move |(_, k)| k.base == Some(base))
            .filter_map(|(g, _)| Some((g, g.extends?)))
    }
}

impl std::fmt::Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names = self.variants.iter().map(|v| v.name());
        f.debug_tuple("Registry")
            .field(&names.collect::<Vec<_>>())
            .finish()
    }
}

/// [`Registry::builtin`], made once: hensou's own games, shared by the
/// options that are given no other registry.
pub fn builtin() -> &'static Arc<Registry> {
    static BUILTIN_REGISTRY: OnceLock<Arc<Registry>> = OnceLock::new();
    BUILTIN_REGISTRY.get_or_init(|| Arc::new(Registry::builtin()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The games are listed once each, by distinct names and aliases.
    #[test]
    fn names_are_unique() {
        let registry = Registry::builtin();
        let mut names: Vec<&str> = (registry.variants().iter())
            .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "{names:?}");
    }

    /// The names and bases the registry keeps are the variants' own:
    /// `find` gives the game a search of the variants gives, for every name
    /// and alias in other cases and with blanks, and the extensions found by
    /// the kept bases are those the variants name.
    #[test]
    fn kept_names_find_what_the_variants_say() {
        static SHOGI_AGAIN: GameVariant<shogi::Shogi> = GameVariant::new();
        let again = GameEntry::new(&SHOGI_AGAIN, shogi::ShogiRule::IDS);
        let registry = Registry::builtin().with(again);
        let searched = |name: &str| {
            let name = name.trim();
            registry.variants().iter().copied().find(|v| {
                v.name().eq_ignore_ascii_case(name)
                    || v.aliases().iter().any(|a| a.eq_ignore_ascii_case(name))
            })
        };
        let mut names: Vec<String> = vec!["".into(), "chess".into(), "shog".into()];
        for v in registry.variants() {
            for name in std::iter::once(v.name()).chain(v.aliases().iter().copied()) {
                names.push(name.to_string());
                names.push(name.to_ascii_uppercase());
                names.push(format!(" {name}\t"));
            }
        }
        for name in &names {
            let found = registry
                .find(name)
                .map(|v| v as *const dyn Variant as *const u8);
            let want = searched(name).map(|v| v as *const dyn Variant as *const u8);
            assert_eq!(found, want, "{name:?}");
        }
        for v in registry.variants() {
            let kept: Vec<&str> = (registry.built_on(v.name())).map(|g| g.name()).collect();
            let said: Vec<&str> = (registry.games().iter())
                .filter(|g| g.variant.base() == Some(v.name()) && g.extends.is_some())
                .map(|g| g.variant.name())
                .collect();
            assert_eq!(kept, said, "{}", v.name());
        }
    }

    /// The rules a game settles on are those the extensions make of them
    /// one after another, the rules as given where none takes any name off.
    #[test]
    fn settled_rules_are_the_extensions_own() {
        let registry = Registry::builtin();
        let specs = [
            "",
            "standard",
            "otomo",
            "cards=on",
            "otomo,cards=off",
            "csa",
        ];
        for v in registry.variants() {
            for spec in specs {
                let rules = RuleSpec::parse(spec);
                let mut want = rules.clone();
                for (_, extension) in registry.extensions_of(v.name()) {
                    want = (extension.base_rules)(&want);
                }
                let (game, got) = registry.settle(*v, &rules, None);
                assert_eq!(game.name(), v.name());
                assert_eq!(got, want, "{} {spec}", v.name());
            }
        }
    }

    /// Every extension names the game it is built on, which is registered.
    #[test]
    fn extended_games_are_registered() {
        let registry = Registry::builtin();
        for game in registry.games().iter().filter(|g| g.extends.is_some()) {
            let base = game.variant.base().expect("an extension has a base game");
            assert!(registry.find(base).is_some(), "{base}");
        }
    }
}
