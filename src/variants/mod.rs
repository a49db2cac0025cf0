//! The games, one folder each. Which of them hensou knows, with their
//! formats, is the registry's list (`registry`, the layer built on this
//! one, which also finds a game by name).

pub mod alquerque;
pub mod chatra;
pub(crate) mod japanese;
pub mod macedonian;
pub mod otomo;
pub mod shelt;
pub mod shogi;

#[cfg(test)]
mod tests {
    use crate::game::{Configure, RuleSpec};

    /// How long a game the quick legality tests play: long enough in every
    /// game for more than a hundred moves that are no longer legal.
    const LEGALITY_PLIES: usize = 120;

    /// The tables `hensou variants` prints are the only rule names: every
    /// rule set and every value of every option configures, in every
    /// registered game.
    #[test]
    fn every_table_name_configures() {
        for game in crate::registry::builtin().variants() {
            let options = game.rule_options().iter();
            let values = options.flat_map(|o| o.values.iter().map(|v| format!("{}={v}", o.key)));
            let sets = game.rule_sets().iter().map(|s| s.name.to_string());
            for rules in sets.chain(values) {
                let checked = game.check_rules(&RuleSpec::parse(&rules));
                assert!(checked.is_ok(), "{}: {rules}: {checked:?}", game.name());
            }
        }
    }

    /// The quick legality tests agree with the full ones, in every
    /// registered game and under every rule set, on legal moves and on
    /// moves that were legal a ply or two before.
    #[test]
    fn quick_legality_tests_agree_with_check() {
        let mut games = 0;
        for game in crate::registry::builtin().variants() {
            let illegal = game.fast_legality_agrees(LEGALITY_PLIES);
            assert!(
                illegal > 100,
                "{}: {illegal} illegal moves tried",
                game.name()
            );
            games += 1;
        }
        assert_eq!(games, crate::registry::builtin().variants().len());
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
                .to_string()
                .starts_with("otomo's rule option `cards` cannot be `of`"),
            "{err}"
        );
    }
}

#[cfg(test)]
mod find_tests {
    use crate::game::RuleSpec;

    /// A shogi record whose rules switch the cards on is a Shogi no Otomo
    /// game, and a Shogi no Otomo one whose rules put them away is shogi.
    #[test]
    fn shogi_with_the_cards_is_otomo() {
        let registry = crate::registry::builtin();
        let game = |name: &str, rules: &str| {
            (registry.find_for(name, &RuleSpec::parse(rules))).map(|v| v.name())
        };
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
