//! How Shogi no Otomo shares shogi's records: KIF, KI2, CSA and USI records
//! call every game `shogi` and name Shogi no Otomo by its rules
//! (`Rules：otomo`), so rules that switch the cards on or off choose between
//! the two games. The registry asks this through [`EXTENSION`].

use crate::game::{RuleSpec, Rules};
use crate::session::Extension;
use crate::variants::otomo::Otomo;
use crate::variants::otomo::setup::split_card_fields;

/// Shogi no Otomo as an extension of shogi.
pub const EXTENSION: Extension = Extension {
    switched_by: cards,
    base_rules: without_cards,
    takes_position: carded,
};

/// Whether `rules` switch the cards on (the set `otomo`, `cards=on`) or
/// off (the set `standard`, `cards=off`); the last word wins.
fn cards(rules: &RuleSpec) -> Option<bool> {
    let mut cards = rules.set.as_deref().map(str::trim).and_then(|s| {
        if s.eq_ignore_ascii_case(Otomo::NAME) {
            Some(true)
        } else {
            s.eq_ignore_ascii_case("standard").then_some(false)
        }
    });
    for (key, value) in &rules.options {
        if is_cards(key) {
            cards = Some(value.trim().eq_ignore_ascii_case("on"));
        }
    }
    cards
}

fn is_cards(key: &str) -> bool {
    key.trim().eq_ignore_ascii_case("cards")
}

/// Shogi has no cards: the names that only switch them (the set `otomo`,
/// the option `cards`) chose the game already and are dropped.
fn without_cards(rules: &RuleSpec) -> RuleSpec {
    RuleSpec {
        set: (rules.set.clone()).filter(|s| !s.trim().eq_ignore_ascii_case(Otomo::NAME)),
        options: (rules.options.iter())
            .filter(|(k, _)| !is_cards(k))
            .cloned()
            .collect(),
    }
}

/// A position with card fields is a Shogi no Otomo position whatever the
/// cards: shogi cannot hold its card state, so it is read by Shogi no Otomo
/// with the cards off.
fn carded(rules: &RuleSpec, position: &str) -> Option<RuleSpec> {
    split_card_fields(position)
        .1
        .map(|_| rules.merged(&RuleSpec::parse("cards=off")))
}
