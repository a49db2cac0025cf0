//! A registered game, type-erased: [`Variant`] answers for a game without
//! its types (names, rule tables, notations) and starts a [`Session`] of it;
//! [`GameVariant`] is the one implementation, over a [`Game`]. [`Extension`]
//! says how a game built on another shares its records.

use std::any::TypeId;
use std::marker::PhantomData;

use super::game::{Game, diagram_names};
use super::play::{GameSession, Session};
use crate::game::{PositionError, Reason, RuleError, RuleOptionInfo, RuleSetInfo, RuleSpec, Side};
use crate::messages::Msg;
use crate::record::write::Numbering;

/// A problem setting up a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{0}")]
    Rules(#[from] RuleError),
    #[error("bad position string: {0}")]
    Position(#[from] PositionError),
}

impl SetupError {
    /// What is wrong, as a message of the catalogue.
    pub fn message(&self) -> Msg {
        match self {
            SetupError::Rules(e) => e.0.clone(),
            SetupError::Position(e) => crate::msg!("position-bad", why = &e.message),
        }
    }
}

/// A game of the registry, type-erased.
pub trait Variant: Send + Sync {
    fn name(&self) -> &'static str;
    fn aliases(&self) -> &'static [&'static str];
    fn summary(&self) -> &'static str;
    fn side_names(&self) -> [&'static str; 2];
    /// Every reason the game's rules end a game for
    /// ([`Rules::REASONS`](crate::game::Rules::REASONS)).
    fn reasons(&self) -> &'static [Reason];
    /// The player of `side` as the tags `tag` looks up name it: the tag
    /// named as the side, else one of [`Game::PLAYER_TAGS`].
    fn player<'t>(&self, side: Side, tag: &dyn Fn(&str) -> Option<&'t str>) -> Option<&'t str>;
    fn rule_sets(&self) -> &'static [RuleSetInfo];
    fn rule_options(&self) -> &'static [RuleOptionInfo];
    fn notation_names(&self) -> Vec<&'static str>;
    /// The diagrams `replay --diagram` may name: `default`, then the game's own.
    fn diagram_names(&self) -> Vec<&'static str>;
    fn numbering(&self) -> Numbering;
    /// Where a move of this game ends at the start of running text
    /// ([`Game::find_move`]).
    fn find_move(&self, text: &str) -> Option<usize>;
    /// The game this one is built on, if any.
    fn base(&self) -> Option<&'static str>;
    /// The rule set used when the game is named `name` and no rules are given.
    fn default_rules(&self, name: &str) -> Option<&'static str>;
    /// Whether `rules` names a rule set and options this game has.
    fn check_rules(&self, rules: &RuleSpec) -> Result<(), RuleError>;
    /// A new game under `rules`, from the start or from a position string.
    fn new_game(
        &self,
        rules: &RuleSpec,
        position: Option<&str>,
    ) -> Result<Box<dyn Session>, SetupError>;
    /// [`crate::game::fast_legality_agrees`] for this game, so that the
    /// test of every game loops over the registry.
    #[cfg(test)]
    fn fast_legality_agrees(&self, plies: usize) -> usize;
}

/// How a game built on another ([`Variant::base`]) shares its records:
/// records of the base game whose rules switch this game on are this
/// game's, and this game's records whose rules switch it off are the base
/// game's (Shogi no Otomo's cards on a shogi record).
#[derive(Clone, Copy)]
pub struct Extension {
    /// `Some(true)` when `rules` make a game this one, `Some(false)` when
    /// they make it the base game, `None` when they say nothing of it.
    pub switched_by: fn(&RuleSpec) -> Option<bool>,
    /// The base game's rules without the names that only switch this game.
    pub base_rules: fn(&RuleSpec) -> RuleSpec,
    /// This game's rules for a base game record starting from `position`,
    /// when only this game can hold that position; `None` when the base
    /// game can.
    pub takes_position: fn(rules: &RuleSpec, position: &str) -> Option<RuleSpec>,
}

/// The registry entry of game `G`.
pub struct GameVariant<G>(PhantomData<fn() -> G>);

impl<G> GameVariant<G> {
    pub const fn new() -> Self {
        GameVariant(PhantomData)
    }
}

impl<G> Default for GameVariant<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game + 'static> Variant for GameVariant<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn aliases(&self) -> &'static [&'static str] {
        G::ALIASES
    }
    fn summary(&self) -> &'static str {
        G::SUMMARY
    }
    fn side_names(&self) -> [&'static str; 2] {
        G::SIDE_NAMES
    }
    fn reasons(&self) -> &'static [Reason] {
        G::REASONS
    }
    fn player<'t>(&self, side: Side, tag: &dyn Fn(&str) -> Option<&'t str>) -> Option<&'t str> {
        let i = side.index();
        std::iter::once(G::SIDE_NAMES[i])
            .chain(G::PLAYER_TAGS[i].iter().copied())
            .find_map(tag)
    }
    fn rule_sets(&self) -> &'static [RuleSetInfo] {
        G::rule_sets()
    }
    fn rule_options(&self) -> &'static [RuleOptionInfo] {
        G::rule_options()
    }
    fn notation_names(&self) -> Vec<&'static str> {
        G::notations().iter().map(|n| n.notation_name()).collect()
    }
    fn diagram_names(&self) -> Vec<&'static str> {
        diagram_names::<G>()
    }
    fn numbering(&self) -> Numbering {
        G::NUMBERING
    }
    fn find_move(&self, text: &str) -> Option<usize> {
        G::find_move(text)
    }
    fn base(&self) -> Option<&'static str> {
        G::BASE
    }
    fn default_rules(&self, name: &str) -> Option<&'static str> {
        G::default_rules(name)
    }
    fn check_rules(&self, rules: &RuleSpec) -> Result<(), RuleError> {
        configure::<G>(rules).map(|_| ())
    }
    fn new_game(
        &self,
        rules: &RuleSpec,
        position: Option<&str>,
    ) -> Result<Box<dyn Session>, SetupError> {
        // A copy of a game set up before from the same rules and position
        // is that game: nothing played, nothing asked of it yet.
        super::starts::copy_or_set_up(TypeId::of::<G>(), rules, position, || {
            let config = configure::<G>(rules)?;
            let pos = match position {
                Some(text) => G::read_position(&config, text)?,
                None => G::start(&config),
            };
            Ok(Box::new(GameSession::<G>::started(config, pos)))
        })
    }
    #[cfg(test)]
    fn fast_legality_agrees(&self, plies: usize) -> usize {
        crate::game::fast_legality_agrees::<G>(plies)
    }
}

/// `G`'s configuration for `rules`, checked against its table of rule sets
/// and options first (see [`RuleSpec::canonical`]).
pub fn configure<G: Game>(rules: &RuleSpec) -> Result<G::Config, RuleError> {
    G::configure(rules)
}
