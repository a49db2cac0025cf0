//! What the driver tells its consumers, in the order it happens: the seam
//! through which the validation report, the conversion writer, the rule
//! comparison or a library user's own code take what they need of a game
//! (as pgn-reader's `Visitor` and ripgrep's `Sink` do). Every method has a
//! default that does nothing, so a consumer writes only the ones it uses;
//! each may answer [`ControlFlow::Break`] to stop the game there.

use std::ops::ControlFlow;

use super::{Foul, Ply};
use crate::diagnostic::Problem;
use crate::game::Outcome;
use crate::record::write::Numbering;
use crate::record::{CommentStyle, Ending, GameRecord, MoveTime, Span};
use crate::session::{PlyFailure, Session, Variant};

/// A consumer of the events of one game being driven
/// ([`drive`](super::drive)). [`Visitor::end`] is always called last,
/// even after a [`ControlFlow::Break`].
///
/// ```
/// use std::ops::ControlFlow;
/// use hensou::pipeline::{self, Played, Visitor};
///
/// /// Counts the plies played, and stops after three.
/// #[derive(Default)]
/// struct FirstThree(usize);
///
/// impl Visitor for FirstThree {
///     fn ply(&mut self, _ply: Played<'_>) -> ControlFlow<()> {
///         self.0 += 1;
///         if self.0 == 3 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
///     }
/// }
///
/// let text = std::fs::read_to_string("fixtures/otomo/valid/every-card-1.kif").unwrap();
/// let record = &hensou::formats::read(&text, hensou::Reading::Auto)[0];
/// let mut count = FirstThree::default();
/// pipeline::drive(&text, record, &pipeline::Options::default(), &mut count);
/// assert_eq!(count.0, 3);
/// ```
pub trait Visitor {
    /// The game is found and set up, every option checked: its first ply
    /// comes next.
    fn begin(&mut self, _start: &Start<'_>) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// Something is wrong with the record, or worth a warning.
    fn problem(&mut self, _problem: Problem) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A ply is about to be read and played from this position (a ply
    /// that then does not play may be found to follow the game's end: the
    /// search for a move that ends a game is made only for a ply that does
    /// not play).
    fn before_ply(&mut self, _before: &dyn Session) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// Whether [`Visitor::before_ply`] is of use to this consumer: one
    /// that has no use for the game before each ply lets the driver read,
    /// check and play a ply in one call to the game. It may still be told.
    /// Asked once for each run of plies, before its first.
    fn wants_before_ply(&self) -> bool {
        true
    }
    /// A ply was read and played.
    fn ply(&mut self, _ply: Played<'_>) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A ply did not read, or the rules refused it (the problem that says
    /// so follows, unless the record says the game ended by it).
    fn refused(&mut self, _ply: &Refused<'_>) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A comment of the record.
    fn comment(&mut self, _text: &str, _style: CommentStyle, _span: Span) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// The time a ply took; `after_end` when it follows the line's result
    /// (the time of the turn that ended the game).
    fn time(&mut self, _time: MoveTime, _span: Span, _after_end: bool) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A variation begins: it replaces ply `from_ply` (from 1), and its
    /// plies follow until [`Visitor::end_variation`].
    fn begin_variation(&mut self, _from_ply: usize, _span: Span) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// The variation begun last ends.
    fn end_variation(&mut self, _from_ply: usize) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// The line's written result (of the game, or of a variation).
    fn result(&mut self, _result: &WrittenResult<'_>) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// The illegal move the record says the game ended by.
    fn foul(&mut self, _foul: &Fouled<'_>) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// The game ends here: how, as far as it was driven.
    fn end(&mut self, _end: &End) {}
    /// Whether the problem of an illegal ply should offer the legal moves
    /// nearest to it ([`Problem::suggestions`]); a consumer that wants no
    /// more than the verdict spares the driver their search.
    fn wants_suggestions(&self) -> bool {
        true
    }
}

/// The game about to be played.
pub struct Start<'a> {
    pub variant: &'static dyn Variant,
    /// The game at its start, under the rules in force.
    pub session: &'a dyn Session,
    pub record: &'a GameRecord,
    /// Room for the plies of the record's main line: about as many as
    /// its move text holds, a few thousand at most (the game is told the
    /// same).
    pub plies_expected: usize,
}

/// A ply read and played.
pub struct Played<'a> {
    pub ply: Ply,
    /// The ply as written (or as read in place of its bytes).
    pub text: &'a str,
    /// The text it was read from: the ply and the rest of its run.
    pub input: &'a str,
    /// The notation the record names, if it names one.
    pub notation: Option<usize>,
    /// The game after the ply.
    pub after: &'a dyn Session,
}

/// A ply that did not read or play.
pub struct Refused<'a> {
    pub ply: usize,
    /// Where the word is written.
    pub span: Span,
    /// The word as written.
    pub word: &'a str,
    /// The text it was read from: the ply and the rest of its run.
    pub input: &'a str,
    pub notation: Option<usize>,
    pub failure: &'a PlyFailure,
}

/// A line's written result.
pub struct WrittenResult<'a> {
    /// As written (`1-0`, `*`), or the result the foul the record names
    /// gives (`%ILLEGAL_MOVE`).
    pub token: &'a str,
    pub ending: Option<Ending>,
    pub span: Span,
    /// Whether every ply before it was played, so that it could be checked
    /// against them.
    pub checked: bool,
    /// Whether the game had ended by the rules before it.
    pub game_over: bool,
}

/// The illegal move a game ended by, with what a writer needs to print it.
pub struct Fouled<'a> {
    pub foul: &'a Foul,
    /// Where the move is in the text it was read from (a JKF move's
    /// reading, for a move read in place).
    pub read_at: Span,
    /// The move and the rest of its run, as read.
    pub input: &'a str,
    pub notation: Option<usize>,
    /// The notation index of the conversion asked for.
    pub convert_to: Option<usize>,
    /// The game before the move.
    pub before: &'a dyn Session,
}

/// How a game ended, as far as it was driven.
#[derive(Clone, Debug)]
pub struct End {
    /// The game, once it was found.
    pub variant: Option<&'static str>,
    /// The rules in force, once the game was set up.
    pub rules: Option<String>,
    /// How the record numbers its moves.
    pub numbering: Numbering,
    /// The written result (or the one the foul gives).
    pub result: Option<String>,
    pub ending: Option<Ending>,
    pub foul: Option<Foul>,
    /// The game's outcome: by the foul, or by the rules.
    pub outcome: Option<Outcome>,
}

impl Default for End {
    fn default() -> End {
        End {
            variant: None,
            rules: None,
            numbering: Numbering::PerMove,
            result: None,
            ending: None,
            foul: None,
            outcome: None,
        }
    }
}
