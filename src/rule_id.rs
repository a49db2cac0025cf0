//! Stable ids of the rules a move can break and of the problems a record
//! can have, such as `shogi::nifu` or `record::move-number`.
//!
//! Each game and each record layer declares its ids once, as an enum made
//! by `rule_ids!`; everything that reports an id takes a [`RuleId`], the
//! one type all those enums convert to. docs/rules/ says when each id is
//! raised, and a test keeps the two in step. The registry (`registry`, a
//! layer built on this one) lists every game's and format's ids.

use std::fmt;

use serde::Serialize;

/// A stable id such as `shelt::temas-empty`: the game or record layer,
/// `::`, then the rule. It prints and serialises as that string.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuleId(&'static str);

impl RuleId {
    /// Only `rule_ids!` makes ids, so that each is declared in one place
    /// (public for the macro, which a game outside the crate uses too).
    #[doc(hidden)]
    pub const fn declared(id: &'static str) -> RuleId {
        RuleId(id)
    }

    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The game or record layer: `shogi` for `shogi::nifu`.
    pub fn family(self) -> &'static str {
        self.0.split_once("::").map_or(self.0, |(family, _)| family)
    }
}

/// An id compares equal to the string it prints as.
impl PartialEq<str> for RuleId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for RuleId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Shown as the quoted string, as the id was before it had a type.
impl fmt::Debug for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

impl Serialize for RuleId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

/// Declares the ids of one game or record layer: an enum with one variant
/// per id, its `ALL` and `IDS` lists, `id()`, and the conversion to
/// [`RuleId`]. A game defined outside hensou declares its ids with it too
/// (docs/ADDING-A-GAME.md).
///
/// ```
/// hensou::rule_ids! {
///     /// Rules of a game.
///     pub enum LineRule {
///         Occupied => "line::occupied",
///     }
/// }
/// assert_eq!(LineRule::Occupied.id(), "line::occupied");
/// assert_eq!(LineRule::IDS, [LineRule::Occupied.id()]);
/// ```
#[macro_export]
macro_rules! rule_ids {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($variant:ident => $id:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($variant,)+
        }

        impl $name {
            /// Every id, in the order declared.
            pub const ALL: &[$name] = &[$($name::$variant,)+];

            /// Every id as the type every report takes, in the order
            /// declared (what the registry lists).
            pub const IDS: &[$crate::rule_id::RuleId] =
                &[$($crate::rule_id::RuleId::declared($id),)+];

            /// The id as the type every report takes.
            pub const fn id(self) -> $crate::rule_id::RuleId {
                $crate::rule_id::RuleId::declared(match self {
                    $($name::$variant => $id,)+
                })
            }

            pub const fn as_str(self) -> &'static str {
                self.id().as_str()
            }
        }

        impl From<$name> for $crate::rule_id::RuleId {
            fn from(rule: $name) -> $crate::rule_id::RuleId {
                rule.id()
            }
        }

        impl PartialEq<$name> for $crate::rule_id::RuleId {
            fn eq(&self, rule: &$name) -> bool {
                *self == rule.id()
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}
pub use crate::rule_ids;
