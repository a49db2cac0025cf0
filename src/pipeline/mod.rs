//! The pipeline: one game record driven from its text to its verdict. The
//! flow is game text -> plies -> moves -> positions -> events: the record
//! layer has parted the text into runs of move text, numbers, comments,
//! times, variations and a result; the `driver` reads each run's plies by
//! the game's notation (a ply that does not read is a syntax problem), plays
//! each move on the position (one the rules refuse is an illegal-move
//! problem), and decides how the game ended. Which game a record is comes
//! from `identify`, its set-up from `setup`; one ply is read and played in
//! `play`, and what is said of it comes from `problems`; move numbers,
//! citations, conversion, the words of a post a conversion leaves out,
//! rule comparison, the position list and the ending each have their own
//! module.

mod citations;
mod collect;
mod compare;
mod conversion;
mod decision;
mod driver;
mod ending;
mod events;
mod identify;
mod numbers;
mod partial;
mod play;
mod positions;
mod problems;
mod prose;
mod report;
mod setup;
mod unaccounted;

use std::sync::Arc;

use crate::formats::Target;
use crate::game::RuleSpec;
use crate::record::{Element, GameRecord};
use crate::registry::{self, Registry};
use crate::session::Variant;
use citations::misquoted;
use collect::ReportBuilder;
pub use collect::Validation;
pub use compare::RuleComparison;
use compare::hint_other_rules;
pub use conversion::ConversionWriter;
pub use driver::drive;
pub use events::{End, Fouled, Played, Refused, Start, Visitor, WrittenResult};
pub use positions::PositionList;
use problems::no_moves;
pub use report::{Branch, Foul, Ply, Report, RuleDifference};

/// What to do with a record besides checking it.
#[derive(Clone, Debug)]
pub struct Options {
    /// The games and formats the record is read and checked against
    /// ([`registry::builtin`] by default).
    pub registry: Arc<Registry>,
    /// The game of records without a `[Variant]` tag, resolved from its
    /// name when the options were made.
    pub game: Option<NamedGame>,
    /// Rules for records without a `[Rules]` tag.
    pub rules: RuleSpec,
    /// `--rule KEY=VALUE` overrides, applied on top of the record's rules.
    pub overrides: RuleSpec,
    /// Stop after this many plies.
    pub stop_after: Option<usize>,
    /// Print every ply in this notation as well, and convert to it:
    /// resolved with the other names ([`crate::formats::Target`]), bound to
    /// each record's game as it is set up.
    pub convert_to: Option<Target>,
    /// Also check every ply under these rules, from the same position.
    pub compare: Option<RuleSpec>,
    /// Keep the position string after every ply ([`Ply::position`]), by
    /// the [`PositionList`].
    pub positions: bool,
    /// Keep the moves of the main line in the report's session, to print
    /// them in any notation afterwards ([`crate::session::Session::line_moves`]).
    pub keep_line: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            registry: registry::builtin().clone(),
            game: None,
            rules: RuleSpec::default(),
            overrides: RuleSpec::default(),
            stop_after: None,
            convert_to: None,
            compare: None,
            positions: false,
            keep_line: false,
        }
    }
}

/// A game a caller named, resolved: the game the name is of (before any
/// rules switch it to a game built on it), and the name as given, which
/// may choose the game's rule set (`otomo`) and which warnings quote.
#[derive(Clone)]
pub struct NamedGame {
    pub variant: &'static dyn Variant,
    pub name: String,
}

impl NamedGame {
    /// `variant`, named by its canonical name.
    pub fn new(variant: &'static dyn Variant) -> NamedGame {
        NamedGame {
            variant,
            name: variant.name().to_string(),
        }
    }
}

impl std::fmt::Debug for NamedGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NamedGame")
            .field("variant", &self.variant.name())
            .field("name", &self.name)
            .finish()
    }
}

/// Drives `record` (read from `source`) through its game.
pub fn run(source: &str, record: &GameRecord, options: &Options) -> Report {
    checked(source, record, options, false)
}

/// [`run`]; with `verdict_only`, a report valid exactly when [`run`]'s is,
/// and then with the same plies: the game stops at its first error, which
/// offers no nearest legal moves, and an invalid game is looked at no
/// further (what would follow only adds problems).
fn checked(source: &str, record: &GameRecord, options: &Options, verdict_only: bool) -> Report {
    let has_moves = record
        .movetext
        .iter()
        .any(|e| matches!(e, Element::Moves { .. }));
    if !has_moves && record.tags.is_empty() {
        return nothing_to_check(source, record, options);
    }
    let mut builder = ReportBuilder::new(options);
    if verdict_only {
        builder = builder.verdict_only();
    }
    let session = drive(source, record, options, &mut builder);
    let began = builder.began();
    let report = builder.report(session);
    // A game that could not be set up says only why; an invalid one
    // checked for its verdict needs nothing more.
    if !began || (verdict_only && !report.valid()) {
        return report;
    }
    // Almost every game: valid, its plies checked, no citation to compare,
    // nothing more to say (what follows would do nothing).
    if report.valid() && !report.plies.is_empty() && record.quoted.is_empty() && !record.from_prose
    {
        return report;
    }
    looked_at_further(source, record, options, has_moves, report)
}

/// The report of a record of neither moves nor tags.
#[cold]
#[inline(never)]
fn nothing_to_check(source: &str, record: &GameRecord, options: &Options) -> Report {
    let mut report = Report::new(record, &options.registry);
    report.variant = options.game.as_ref().map(|g| g.variant.name());
    report.problems.push(no_moves(source, record, None));
    report
}

/// What is said of a game that was set up and played besides its plies:
/// misquoted citations, other rules that would make it valid, moves the
/// text holds that were not checked. Kept out of [`checked`]'s own code,
/// which every game runs: few games come here.
#[cold]
#[inline(never)]
fn looked_at_further(
    source: &str,
    record: &GameRecord,
    options: &Options,
    has_moves: bool,
    mut report: Report,
) -> Report {
    let quotes = misquoted(source, record, &report);
    report.problems.extend(quotes);
    if !report.valid()
        && record.tag("Rules").is_none()
        && options.rules == RuleSpec::default()
        && options.overrides == RuleSpec::default()
    {
        hint_other_rules(source, record, options, &mut report);
    }
    // Numbered words were found, yet none was a move: nothing was checked.
    if has_moves && report.plies.is_empty() && report.valid() && options.stop_after.is_none() {
        let game = report.variant;
        report.problems.push(no_moves(source, record, game));
        return report;
    }
    if options.stop_after.is_none() && (record.from_prose || report.plies.is_empty()) {
        account_for_every_move(source, record, options, &mut report);
    }
    report
}

/// Names the words of the text that read as the game's moves and are
/// neither plies nor citations (`unaccounted`): a valid verdict of no plies
/// is then an error, for the text held moves that were not checked.
fn account_for_every_move(
    source: &str,
    record: &GameRecord,
    options: &Options,
    report: &mut Report,
) {
    let Some(game) = report.variant.and_then(|name| options.registry.find(name)) else {
        return;
    };
    let unread = unaccounted::unread_moves(source, record, report, game);
    let nothing_checked = report.plies.is_empty() && report.valid();
    if let Some(problem) =
        unaccounted::unread_problem(source, &unread, game.name(), nothing_checked)
    {
        report.problems.push(problem);
    }
    debug_assert!(
        !(report.valid() && report.plies.is_empty() && !unread.is_empty()),
        "a valid game of no plies whose text holds moves"
    );
}

/// `1 line`, `2 lines`, `2 plies` (the one wording of counts, in
/// [`crate::diagnostic`] so that every layer can use it).
pub use crate::diagnostic::plural;
