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
