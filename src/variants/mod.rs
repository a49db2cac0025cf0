//! The registry: every game hensou knows, by name.
//!
//! Adding a game is one folder under `src/variants/` and one line here.

pub mod otomo;

use crate::session::Variant;

/// Every registered game.
pub fn all() -> &'static [&'static dyn Variant] {
    static ALL: &[&dyn Variant] = &[&crate::session::GameVariant::<otomo::Otomo>::new()];
    ALL
}

/// The game called `name` (or one of its aliases), ignoring case.
pub fn find(name: &str) -> Option<&'static dyn Variant> {
    let name = name.trim();
    all().iter().copied().find(|v| {
        v.name().eq_ignore_ascii_case(name) || v.aliases().iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}
