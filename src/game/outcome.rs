//! How a game ended: the winner and a typed [`Reason`].
//!
//! Each game declares the reasons its rules end a game once, with
//! `reasons!` (as `rule_ids!` declares rule ids); the record layer declares
//! the reasons a record gives (`record::RecordEnd`, and the written
//! `record::Ending`s, built on this layer). docs/rules/ says when each is given,
//! and a test keeps the two in step.

use std::fmt;

use serde::Serialize;

use super::Side;

/// Why a game ended, such as `mate` or `moon-captured`: a word declared by
/// a game or by the record layer. It prints, serialises and compares as
/// that word, and reads as a `&str`.
///
/// ```
/// use hensou::variants::shogi::ShogiEnd;
/// let mate: hensou::Reason = ShogiEnd::Mate.into();
/// assert_eq!(mate, "mate");
/// assert_eq!(mate.to_string(), "mate");
/// assert!(mate.starts_with("ma"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reason(&'static str);

impl Reason {
    /// Only `reasons!` and the record layer's endings make reasons, so
    /// that each is declared in one place.
    #[doc(hidden)]
    pub const fn declared(word: &'static str) -> Reason {
        Reason(word)
    }

    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The reason as a message: its word in English, the game's own term
    /// (詰み, 千日手) in Japanese.
    pub fn msg(self) -> crate::messages::Msg {
        crate::msg!("outcome-reason", reason = self.0)
    }
}

/// A reason reads as its word: `reason.as_str()`, `reason.len()` and
/// `&reason[..]` work as they did when the reason was a `String`.
impl std::ops::Deref for Reason {
    type Target = str;
    fn deref(&self) -> &str {
        self.0
    }
}

impl PartialEq<str> for Reason {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Reason {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Reason {
    fn eq(&self, other: &String) -> bool {
        self.0 == other
    }
}

impl From<Reason> for String {
    fn from(reason: Reason) -> String {
        reason.0.to_string()
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Shown as the quoted word, as the reason was before it had a type.
impl fmt::Debug for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

impl Serialize for Reason {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

/// Declares the reasons one game (or the record layer) ends a game for:
/// an enum with one variant per reason, `ALL`, `REASONS` (the same as
/// [`Reason`]s), `reason()`, and the conversion to [`Reason`].
///
/// ```ignore
/// reasons! {
///     /// How a game of shogi ends.
///     pub enum ShogiEnd {
///         Mate => "mate",
///     }
/// }
/// ```
#[macro_export]
macro_rules! reasons {
    ($(#[$meta:meta])* $vis:vis enum $name:ident {
        $($(#[$vmeta:meta])* $variant:ident => $word:literal,)+
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every reason, in the order declared.
            pub const ALL: &[$name] = &[$($name::$variant,)+];
            /// [`Self::ALL`] as the type every outcome takes.
            pub const REASONS: &[$crate::game::Reason] =
                &[$($crate::game::Reason::declared($word),)+];

            /// The reason as the type every outcome takes.
            pub const fn reason(self) -> $crate::game::Reason {
                $crate::game::Reason::declared(match self {
                    $($name::$variant => $word,)+
                })
            }

            pub const fn as_str(self) -> &'static str {
                self.reason().as_str()
            }
        }

        impl From<$name> for $crate::game::Reason {
            fn from(end: $name) -> $crate::game::Reason {
                end.reason()
            }
        }

        impl PartialEq<$name> for $crate::game::Reason {
            fn eq(&self, end: &$name) -> bool {
                *self == end.reason()
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}
pub use crate::reasons;

/// How a game ended.
///
/// ```
/// let source = hensou::Source::open("fixtures/shelt/valid/engine-01-native.pgn")?;
/// let report = &source.validate(&hensou::Options::new())[0];
/// let outcome = report.outcome().unwrap();
/// assert_eq!(outcome.winner, Some(hensou::Side::First));
/// assert_eq!(outcome.reason, "moon-captured");
/// assert_eq!(outcome.token(), "1-0");
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    /// Why, e.g. `all-captured`, `mate`, `no-move`: one of the reasons
    /// the game (or the record layer) declares.
    pub reason: Reason,
    /// Points for each side where the game scores (Bell's Alquerque, Shelt).
    pub score: Option<[i32; 2]>,
}

impl Outcome {
    /// `winner` won, for `reason`.
    pub fn win(winner: Side, reason: impl Into<Reason>) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason: reason.into(),
            score: None,
        }
    }
    /// A draw, for `reason`.
    pub fn draw(reason: impl Into<Reason>) -> Outcome {
        Outcome {
            winner: None,
            reason: reason.into(),
            score: None,
        }
    }
    /// The PGN-style result token: `1-0`, `0-1` or `1/2-1/2`.
    pub fn token(&self) -> &'static str {
        token(self.winner)
    }
}

/// The PGN-style result token of a game won by `winner` (`None`: a draw).
pub fn token(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "1-0",
        Some(Side::Second) => "0-1",
        None => "1/2-1/2",
    }
}
