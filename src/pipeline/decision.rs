//! The game, rules and start a record is set up with, decided from the tags
//! that name them and from the options. The records of an archive name the
//! same game (or none, the options naming it) under the same rules from a
//! few starts, so a thread keeps its last decision made without a word to
//! say, and a record that asks the same gets it again: looking the game up,
//! finding its rules and settling them cost about 1,500 instructions, a
//! thirtieth of what a 46-ply game of a CSA archive costs.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use super::identify::{find_variant, full_position};
use super::{NamedGame, Options};
use crate::diagnostic::Problem;
use crate::game::RuleSpec;
use crate::record::GameRecord;
use crate::record::write::POSITION_FIELDS;
use crate::registry::Registry;
use crate::session::Variant;

/// The game a record is played as, its rules in that game's words, and
/// the position it starts from (`None`: the game's start).
pub(super) struct Decided {
    pub(super) variant: &'static dyn Variant,
    pub(super) rules: RuleSpec,
    pub(super) position: Option<String>,
}

/// The game, rules and start of `record` under `options`, and what is to
/// be said of them in `said`; `None` when no game can be found.
pub(super) fn decide(
    source: &str,
    record: &GameRecord,
    options: &Options,
    said: &mut Vec<Problem>,
) -> Option<Rc<Decided>> {
    let asked = Asked::of(record);
    let kept = LAST.with_borrow(|last| {
        (last.as_ref())
            .filter(|last| last.answers(&asked, options))
            .map(|last| last.decided.clone())
    });
    if kept.is_some() {
        return kept;
    }
    let decided = Rc::new(decided_afresh(source, record, options, said)?);
    // A decision that said something may have said it of this record alone
    // (where its tag is, a game told from its moves): made again each time.
    if said.is_empty() {
        let last = Last::of(&asked, options, decided.clone());
        LAST.with_borrow_mut(|kept| *kept = Some(last));
    }
    Some(decided)
}

/// The decision made from nothing kept: the game the record or the options
/// name, its rules, and the game and rules its start settles them as.
fn decided_afresh(
    source: &str,
    record: &GameRecord,
    options: &Options,
    said: &mut Vec<Problem>,
) -> Option<Decided> {
    let (variant, name) = find_variant(source, record, options, said)?;
    let rules = rules_of(record, options, variant, &name);
    let position = full_position(record);
    let (variant, rules) = options
        .registry
        .settle(variant, &rules, position.as_deref());
    Some(Decided {
        variant,
        rules,
        position,
    })
}

/// The rules the game is played under: the record's, else the ones given,
/// else those the name the game goes by implies; `--rule` overrides on top.
fn rules_of(record: &GameRecord, options: &Options, variant: &dyn Variant, name: &str) -> RuleSpec {
    match (record.tag("Rules"), &options.rules) {
        (Some(r), _) => RuleSpec::parse(r),
        (None, given) if given.set.is_some() => given.clone(),
        (None, given) => RuleSpec {
            set: variant.default_rules(name).map(str::to_string),
            ..given.clone()
        },
    }
    .merged(&options.overrides)
}

/// The names of the tags a decision reads, in [`Asked::tags`]' order.
const TAGS: [&str; 4] = ["Variant", "Rules", "Position", POSITION_FIELDS];

/// What of a record a decision is made from: the value of each tag of
/// [`TAGS`] (the first of its name, as [`GameRecord::tag`] finds it), and
/// whether the `Variant` tag is one the format implies (no text of its
/// own), which decides which of two names wins.
struct Asked<'a> {
    tags: [Option<&'a str>; 4],
    implied: bool,
}

impl<'a> Asked<'a> {
    /// The tags of `record`, read in one pass.
    fn of(record: &'a GameRecord) -> Asked<'a> {
        let mut asked = Asked {
            tags: [None; 4],
            implied: false,
        };
        for tag in &record.tags {
            let Some(i) = TAGS.iter().position(|n| tag.name.eq_ignore_ascii_case(n)) else {
                continue;
            };
            if asked.tags[i].is_none() {
                asked.tags[i] = Some(&tag.value);
                asked.implied |= i == 0 && tag.span.len == 0;
            }
        }
        asked
    }
}

/// A thread's last decision, and what it was made from.
struct Last {
    tags: [Option<String>; 4],
    implied: bool,
    registry: Arc<Registry>,
    /// The game given (its canonical name) and the name it was given by.
    game: Option<(&'static str, String)>,
    rules: RuleSpec,
    overrides: RuleSpec,
    decided: Rc<Decided>,
}

impl Last {
    fn of(asked: &Asked<'_>, options: &Options, decided: Rc<Decided>) -> Last {
        Last {
            tags: asked.tags.map(|t| t.map(str::to_string)),
            implied: asked.implied,
            registry: options.registry.clone(),
            game: options
                .game
                .as_ref()
                .map(|g| (g.variant.name(), g.name.clone())),
            rules: options.rules.clone(),
            overrides: options.overrides.clone(),
            decided,
        }
    }

    /// Whether this decision was made from what `asked` and `options` ask.
    fn answers(&self, asked: &Asked<'_>, options: &Options) -> bool {
        let same_game = match (&self.game, &options.game) {
            (None, None) => true,
            (
                Some((variant, name)),
                Some(NamedGame {
                    variant: v,
                    name: n,
                }),
            ) => *variant == v.name() && name == n,
            _ => false,
        };
        self.implied == asked.implied
            && (self.tags.iter().zip(&asked.tags)).all(|(kept, tag)| kept.as_deref() == *tag)
            && Arc::ptr_eq(&self.registry, &options.registry)
            && same_game
            && self.rules == options.rules
            && self.overrides == options.overrides
    }
}

thread_local! {
    static LAST: RefCell<Option<Last>> = const { RefCell::new(None) };
}

/// Forgets the decision kept, so that the next is made afresh.
#[cfg(test)]
fn forget() {
    LAST.with_borrow_mut(|last| *last = None);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Span, Tag};

    /// How many choices there are of each thing a decision is made from:
    /// the record's `Variant` tag (none, as written or as the format
    /// implies it), its `Rules`, `Position` and `PositionFields` tags, and
    /// the options' game, rules, overrides and registry.
    const CHOICES: [usize; 8] = [6, 3, 2, 2, 3, 2, 2, 2];

    type Ask = [usize; 8];

    /// The record `ask` chooses. A second `Variant` tag follows the first,
    /// and the rules are tagged in capitals: the first tag of a name is
    /// read, whatever its case.
    fn record(ask: &Ask) -> GameRecord {
        let variant = [
            None,
            Some(("shogi", 5)),
            Some(("shogi", 0)),
            Some(("otomo", 5)),
            Some(("Shogi", 0)),
            Some(("no-such-game", 12)),
        ][ask[0]];
        let rules = [None, Some("otomo"), Some("cards=off")][ask[1]];
        let position = [None, Some("4k4/9/9/9/9/9/9/9/4K4 b - 1")][ask[2]];
        let fields = [None, Some("ab")][ask[3]];
        let mut tags = Vec::new();
        let mut tag = |name: &str, value: &str, len: usize| {
            tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
                span: Span::new(0, len),
            });
        };
        if let Some((name, len)) = variant {
            tag("Variant", name, len);
            tag("variant", "chatra", 6);
        }
        (rules.into_iter()).for_each(|r| tag("RULES", r, 5));
        (position.into_iter()).for_each(|p| tag("Position", p, 9));
        (fields.into_iter()).for_each(|f| tag(POSITION_FIELDS, f, 2));
        GameRecord {
            tags,
            ..GameRecord::default()
        }
    }

    /// The options `ask` chooses, of one of `registries`.
    fn options(ask: &Ask, registries: &[Arc<Registry>; 2]) -> Options {
        let registry = &registries[ask[7]];
        let game = ["", "shogi", "otomo"][ask[4]];
        Options {
            registry: registry.clone(),
            game: registry.find(game).map(|variant| NamedGame {
                variant,
                name: game.to_string(),
            }),
            rules: RuleSpec::parse(["", "otomo"][ask[5]]),
            overrides: RuleSpec::parse(["", "cards=on"][ask[6]]),
            ..Options::default()
        }
    }

    /// Two registries: the builtin and one of shogi alone, in which a
    /// record of cards is no game built on shogi.
    fn registries() -> [Arc<Registry>; 2] {
        let builtin = Registry::builtin();
        let shogi = *(builtin.games().iter())
            .find(|g| g.variant.name() == "shogi")
            .unwrap();
        [Arc::new(builtin), Arc::new(Registry::empty().with(shogi))]
    }

    /// The decision of `ask` from what the thread kept, as shown: the
    /// game, rules and start, and the words said.
    fn shown(ask: &Ask, registries: &[Arc<Registry>; 2]) -> (String, bool) {
        let mut said = Vec::new();
        let decided = decide("", &record(ask), &options(ask, registries), &mut said);
        let decided = decided.map(|d| (d.variant.name(), d.rules.clone(), d.position.clone()));
        (format!("{decided:?} {said:?}"), said.is_empty())
    }

    /// Every ask, and with each every ask that differs from it in one
    /// choice.
    fn asks_and_neighbours() -> impl Iterator<Item = (Ask, Ask)> {
        let every = CHOICES.iter().product::<usize>();
        (0..every).flat_map(|mut n| {
            let mut ask = [0; 8];
            for (choice, count) in ask.iter_mut().zip(CHOICES) {
                *choice = n % count;
                n /= count;
            }
            (0..8).flat_map(move |i| {
                (0..CHOICES[i]).filter(move |&c| c != ask[i]).map(move |c| {
                    let mut other = ask;
                    other[i] = c;
                    (ask, other)
                })
            })
        })
    }

    /// A decision kept, then a record and options that differ from it in
    /// any one thing, each choice of each: the decision is the one made
    /// afresh, with the same words said.
    #[test]
    fn a_kept_decision_is_one_made_afresh() {
        let registries = registries();
        let mut kept = 0;
        for (first, then) in asks_and_neighbours() {
            forget();
            if !shown(&first, &registries).1 {
                // Nothing kept: the next is made afresh anyway.
                continue;
            }
            kept += 1;
            let after = shown(&then, &registries).0;
            forget();
            assert_eq!(
                after,
                shown(&then, &registries).0,
                "{first:?} then {then:?}"
            );
        }
        assert!(kept > 1_000, "{kept}");
    }

    /// The same record and options twice: the second is the decision kept,
    /// and a record of another start is not.
    #[test]
    fn the_same_record_twice_is_decided_once() {
        forget();
        let registries = registries();
        let options = options(&[0; 8], &registries);
        let first = record(&[1, 0, 0, 0, 0, 0, 0, 0]);
        let mut said = Vec::new();
        let made = decide("", &first, &options, &mut said).unwrap();
        assert!(said.is_empty());
        let again = decide("", &first.clone(), &options, &mut said).unwrap();
        assert!(Rc::ptr_eq(&made, &again));
        let other = record(&[1, 0, 1, 0, 0, 0, 0, 0]);
        let other = decide("", &other, &options, &mut said).unwrap();
        assert!(!Rc::ptr_eq(&made, &other) && said.is_empty());
        assert_eq!(
            other.position.as_deref(),
            Some("4k4/9/9/9/9/9/9/9/4K4 b - 1")
        );
    }
}
