//! Why a request of the library could not be met.

use crate::messages::{Lang, Msg, Said, Words};
use crate::msg;
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
        /// The catalogue's message `message` was rendered from, where it
        /// was, for [`Error::message_in`].
        said: Option<Box<Said>>,
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
        /// The catalogue's messages `message` was rendered from, where it
        /// was, for [`Error::message_in`].
        said: Option<Box<Said>>,
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

impl Error {
    /// What is wrong, in `lang`: the text of `Display` (which stays
    /// English) in English, and in Japanese as far as the catalogue words
    /// it.
    ///
    /// ```
    /// use hensou::{Lang, Position};
    /// let mut position = Position::new("shogi", None)?;
    /// let err = position.play("7g7e").unwrap_err();
    /// assert_eq!(err.message_in(Lang::En), err.to_string());
    /// let ja = err.message_in(Lang::Ja);
    /// assert!(ja.starts_with("`7g7e` は反則手です: "), "{ja}");
    /// assert!(!ja.contains("illegal"), "{ja}");
    ///
    /// let err = position.play("zz").unwrap_err();
    /// let ja = err.message_in(Lang::Ja);
    /// assert!(ja.starts_with("`zz` は手として読めません: "), "{ja}");
    /// assert!(!ja.contains("expected"), "{ja}");
    ///
    /// let err = position.play("7g7f 3c3d").unwrap_err();
    /// assert_eq!(err.message_in(Lang::Ja), "`7g7f 3c3d` には2手以上が書かれています");
    ///
    /// let err = Position::new("chatr", None).unwrap_err();
    /// let ja = err.message_in(Lang::Ja);
    /// assert!(ja.starts_with("「chatr」という名前のゲームはありません"), "{ja}");
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn message_in(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        self.said().render(lang)
    }

    /// The catalogue's message of what is wrong; its English is close to
    /// `Display`'s, which stays the English text.
    pub(crate) fn said(&self) -> Msg {
        let inner = |message: &str, said: &Option<Box<Said>>| {
            (said.as_ref().and_then(|s| s.message.clone())).unwrap_or_else(|| Msg::from(message))
        };
        match self {
            Error::Syntax {
                text,
                message,
                said,
            } => {
                msg!("error-no-move", text = text, message = inner(message, said))
            }
            Error::Illegal {
                text,
                message,
                said,
                ..
            } => {
                msg!("error-illegal", text = text, message = inner(message, said))
            }
            Error::Trailing { text } => msg!("error-trailing", text = text),
            Error::Setup(SetupError::Position(e)) => {
                msg!("error-bad-position", message = e.message.clone())
            }
            Error::Io(e) => io_message(e),
            Error::Name(e) => e.msg(),
            Error::Setup(SetupError::Rules(e)) => e.0.clone(),
        }
    }
}

/// An error as a text that is English in English (its `Display`) and the
/// catalogue's words in the other languages.
impl Words for &Error {
    fn words(self) -> (String, Option<Msg>) {
        (self.to_string(), Some(self.said()))
    }
}

/// An I/O error's text: its `Display` in English, the catalogue's words
/// in the other languages.
fn io_message(e: &std::io::Error) -> crate::messages::Msg {
    crate::messages::io::kept(e.to_string(), crate::messages::io::reason(e))
}
