//! The registry: every game hensou knows, by name.
//!
//! Adding a game is one folder under `src/variants/` and one line in `ALL`.

pub mod alquerque;
pub mod chatra;
pub mod japanese;
pub mod macedonian;
pub mod otomo;
pub mod shelt;

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
];

/// The game called `name` (or one of its aliases), ignoring case.
pub fn find(name: &str) -> Option<&'static dyn Variant> {
    let name = name.trim();
    all().iter().copied().find(|v| {
        v.name().eq_ignore_ascii_case(name)
            || v.aliases().iter().any(|a| a.eq_ignore_ascii_case(name))
    })
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
