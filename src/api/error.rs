//! Why a request of the library could not be met.

use crate::options::NameError;
use crate::rule_id::RuleId;
use crate::session::SetupError;

/// Why a request of the library could not be met. Problems found *in* a
/// record are no errors: they are the record's [`super::Diagnostic`]s.
///
/// ```
/// let err = hensou::Position::new("chatr", None).unwrap_err();
/// assert!(matches!(err, hensou::Error::Name(hensou::NameError::Game { .. })));
/// assert_eq!(
///     err.to_string(),
///     "no game called `chatr`; did you mean `chatra`? \
///      (games: alquerque, chatra, macedonian, otomo, shelt, shogi)"
/// );
///
/// let mut position = hensou::Position::new("shogi", None)?;
/// match position.play("7g7e").unwrap_err() {
///     hensou::Error::Illegal { rule, suggestions, .. } => {
///         assert_eq!(rule, "shogi::piece-movement");
///         assert_eq!(suggestions, ["7g7f", "7i7h", "1g1f"]);
///     }
///     other => panic!("{other}"),
/// }
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The rules or the position string cannot be set up.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The text of a move does not read as a move of the game.
    #[error("`{text}` is no move: {message}")]
    Syntax {
        /// The move text given.
        text: String,
        /// What the notations expected.
        message: String,
    },
    /// The move reads, but the rules forbid it.
    #[error("`{text}` is illegal: {message}")]
    Illegal {
        /// The move text given.
        text: String,
        /// The rule broken, such as `shogi::nifu`.
        rule: RuleId,
        /// Why the rule forbids it.
        message: String,
        /// Legal moves nearest to what was written.
        suggestions: Vec<String>,
    },
    /// The move text holds more than one ply.
    #[error("`{text}` holds more than one move")]
    Trailing {
        /// The move text given.
        text: String,
    },
    /// A file could not be read.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A name nothing has: a game, rule set, rule option, notation or
    /// format given to [`super::Options`], [`super::Position`],
    /// [`super::Reading::named`] or a report, worded as the command line
    /// words it.
    #[error(transparent)]
    Name(#[from] NameError),
}
