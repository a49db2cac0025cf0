//! The registry: every game hensou knows, by name.
//!
//! Adding a game is one folder under `src/variants/` and one line in `ALL`
//! (and one in `FORMATS` if it brings file formats of its own).

pub mod alquerque;
pub mod chatra;
pub(crate) mod japanese;
pub mod macedonian;
pub mod otomo;
pub mod shelt;
pub mod shogi;

use crate::game::{RuleSpec, Rules};
use crate::record::Format;
use crate::session::{GameVariant, Variant};

/// Every registered game.
pub fn all() -> &'static [&'static dyn Variant] {
    ALL
}

static ALL: &[&dyn Variant] = &[
    &GameVariant::<alquerque::Alquerque>::new(),
    chatra::VARIANT,
    macedonian::VARIANT,
    &GameVariant::<otomo::Otomo>::new(),
    &GameVariant::<shelt::Shelt>::new(),
    &GameVariant::<shogi::Shogi>::new(),
];

/// The whole-file formats the games bring, in the order a text is tried.
/// Shogi's serve Shogi no Otomo too, whose records name it by their rules.
static FORMATS: &[&[&Format]] = &[shogi::formats::ALL];

/// Every registered file format, in the order a text is tried.
pub fn formats() -> impl Iterator<Item = &'static Format> {
    FORMATS.iter().flat_map(|f| f.iter().copied())
}

/// The game called `name` (or one of its aliases), ignoring case.
pub fn find(name: &str) -> Option<&'static dyn Variant> {
    let name = name.trim();
    all().iter().copied().find(|v| {
        v.name().eq_ignore_ascii_case(name)
            || v.aliases().iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}

/// The game called `name` played under `rules`. Shogi no Otomo with its
/// cards put away is shogi, and KIF, KI2, CSA and USI records call every
/// game `shogi` and name Shogi no Otomo by its rules (`Rules：otomo`), so
/// rules that switch the cards on or off choose between the two.
pub fn find_for(name: &str, rules: &RuleSpec) -> Option<&'static dyn Variant> {
    let found = find(name)?;
    let mut cards = rules.set.as_deref().map(str::trim).and_then(|s| {
        if s.eq_ignore_ascii_case(otomo::Otomo::NAME) {
            Some(true)
        } else {
            s.eq_ignore_ascii_case("standard").then_some(false)
        }
    });
    for (key, value) in &rules.options {
        if key.trim().eq_ignore_ascii_case("cards") {
            cards = Some(value.trim().eq_ignore_ascii_case("on"));
        }
    }
    match (found.name(), cards) {
        (shogi::Shogi::NAME, Some(true)) => find(otomo::Otomo::NAME),
        (otomo::Otomo::NAME, Some(false)) => find(shogi::Shogi::NAME),
        _ => Some(found),
    }
}

/// The game `found` (from [`find_for`]) plays `rules` as, from `position`
/// if one is given, and the rules in that game's words. Shogi has no cards:
/// the names that only switch Shogi no Otomo's cards (the set `otomo`, the
/// option `cards`) chose the game already and are dropped. A position with
/// card fields is a Shogi no Otomo position whatever the cards: shogi
/// cannot hold its card state, so it is read by Shogi no Otomo with the
/// cards off.
pub fn settle(
    found: &'static dyn Variant,
    rules: &RuleSpec,
    position: Option<&str>,
) -> (&'static dyn Variant, RuleSpec) {
    if found.name() != shogi::Shogi::NAME {
        return (found, rules.clone());
    }
    let carded = position.is_some_and(|p| otomo::text::split_card_fields(p).1.is_some());
    match find(otomo::Otomo::NAME).filter(|_| carded) {
        Some(otomo) => (otomo, rules.merged(&RuleSpec::parse("cards=off"))),
        None => (
            found,
            RuleSpec {
                set: rules
                    .set
                    .clone()
                    .filter(|s| !s.trim().eq_ignore_ascii_case(otomo::Otomo::NAME)),
                options: (rules.options.iter())
                    .filter(|(k, _)| !k.trim().eq_ignore_ascii_case("cards"))
                    .cloned()
                    .collect(),
            },
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{RuleSpec, Rules, configure_every_table_value};

    /// The tables `hensou variants` prints are the only rule names: every
    /// one of them configures, in every game.
    #[test]
    fn every_table_name_configures() {
        configure_every_table_value::<super::alquerque::Alquerque>();
        configure_every_table_value::<super::chatra::Chatra>();
        configure_every_table_value::<super::macedonian::Macedonian>();
        configure_every_table_value::<super::otomo::Otomo>();
        configure_every_table_value::<super::shelt::Shelt>();
        configure_every_table_value::<super::shogi::Shogi>();
    }

    /// The quick legality tests agree with the full ones, in every game and
    /// under every rule set, on legal moves and on moves that were legal a
    /// ply or two before.
    #[test]
    fn quick_legality_tests_agree_with_check() {
        use crate::game::fast_legality_agrees;
        assert!(fast_legality_agrees::<super::alquerque::Alquerque>(80) > 100);
        assert!(fast_legality_agrees::<super::chatra::Chatra>(60) > 100);
        assert!(fast_legality_agrees::<super::macedonian::Macedonian>(80) > 100);
        assert!(fast_legality_agrees::<super::otomo::Otomo>(60) > 100);
        assert!(fast_legality_agrees::<super::shelt::Shelt>(80) > 100);
        assert!(fast_legality_agrees::<super::shogi::Shogi>(120) > 100);
    }

    /// A name the tables do not hold gets the same wording in every game.
    #[test]
    fn unknown_names_have_one_wording() {
        let err = super::shelt::Shelt::configure(&RuleSpec::parse("repetition=of")).unwrap_err();
        assert_eq!(
            err.0,
            "shelt's rule option `repetition` cannot be `of`; did you mean `off`? \
             (values: cycle-start, off)"
        );
        let err = super::otomo::Otomo::configure(&RuleSpec::parse("cards=of")).unwrap_err();
        assert!(
            err.0
                .starts_with("otomo's rule option `cards` cannot be `of`"),
            "{err}"
        );
    }
}

#[cfg(test)]
mod find_tests {
    use super::find_for;
    use crate::game::RuleSpec;

    /// A shogi record whose rules switch the cards on is a Shogi no Otomo
    /// game, and a Shogi no Otomo one whose rules put them away is shogi.
    #[test]
    fn shogi_with_the_cards_is_otomo() {
        let game =
            |name: &str, rules: &str| find_for(name, &RuleSpec::parse(rules)).map(|v| v.name());
        assert_eq!(game("shogi", ""), Some("shogi"));
        assert_eq!(game("shogi", "standard;impasse=24"), Some("shogi"));
        assert_eq!(game("Shogi", "otomo"), Some("otomo"));
        assert_eq!(game("shogi", "standard;cards=on"), Some("otomo"));
        assert_eq!(game("shogi", "otomo;cards=off"), Some("shogi"));
        assert_eq!(game("otomo", ""), Some("otomo"));
        assert_eq!(game("otomo", "impasse=27"), Some("otomo"));
        assert_eq!(game("otomo", "standard"), Some("shogi"));
        assert_eq!(game("OTOMO", "otomo;cards=off"), Some("shogi"));
        assert_eq!(game("chatra", "otomo"), Some("chatra"));
    }
}
