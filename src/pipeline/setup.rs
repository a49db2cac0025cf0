//! Setting a game up before its first ply: the game a record is, its
//! rules and start, and the notations the record names and the options ask
//! for; what is wrong with any of them is said before the game begins.

use super::Options;
use super::collect::ply_room;
use super::decision::decide;
use super::driver::{Context, Driver};
use super::events::{End, Start, Visitor};
use super::identify::tag_span;
use crate::diagnostic::Problem;
use crate::record::{ConvertCode, Element, GameRecord, RecordCode, Span};
use crate::rule_id::RuleId;
use crate::session::{Session, SetupError, Variant};

impl<'a> Driver<'a> {
    /// Finds the game, its rules, start and notations, and tells the
    /// visitor the game begins; or, when the game cannot even start, says
    /// why and gives the game as far as it was set up.
    pub(super) fn set_up<V: Visitor>(
        source: &'a str,
        record: &'a GameRecord,
        options: &'a Options,
        visitor: &mut V,
        end: &mut End,
    ) -> Result<Driver<'a>, Option<Box<dyn Session>>> {
        let mut said = Vec::new();
        let decided = decide(source, record, options, &mut said);
        let mut errors = record.issues.iter().any(|i| !i.warning);
        let mut say = |p: Problem, errors: &mut bool| {
            *errors |= p.is_error();
            visitor.problem(p).is_break()
        };
        let mut halted = false;
        for p in said {
            halted |= say(p, &mut errors);
        }
        let decided = decided.ok_or(None)?;
        let (variant, rules) = (decided.variant, &decided.rules);
        let position = decided.position.as_deref();
        end.variant = Some(variant.name());
        end.numbering = variant.numbering();
        let mut session = match variant.new_game(rules, position) {
            Ok(s) => s,
            Err(e) => {
                say(set_up_failed(record, position.is_some(), &e), &mut errors);
                return Err(None);
            }
        };
        end.rules = Some(session.rules());
        let plies_expected = ply_room(record);
        session.expect_plies(plies_expected);
        if options.keep_line {
            session.keep_line();
        }
        let checked = check_options(record, options, variant, &*session);
        for p in checked.problems {
            halted |= say(p, &mut errors);
        }
        let (Some(only), Some(convert_to)) = (checked.only, checked.convert_to) else {
            return Err(Some(session));
        };
        let cx = Context {
            source,
            record,
            options,
            variant,
            only,
            convert_to,
            plain_runs: record.readings.is_empty() && !record.from_prose,
        };
        let mut driver = Driver::new(cx, session);
        driver.line.stopped = halted;
        driver.line.halted = halted;
        driver.line.errors = errors;
        driver.ending.last_run = last_run(source, record);
        let start = Start {
            variant,
            session: &*driver.line.session,
            record,
            plies_expected,
        };
        let flow = visitor.begin(&start);
        driver.flow(flow);
        Ok(driver)
    }
}

/// The problem of a game that could not be set up from the record's
/// position (`from_position`) or rules.
#[cold]
#[inline(never)]
fn set_up_failed(record: &GameRecord, from_position: bool, e: &SetupError) -> Problem {
    let tag = if from_position { "Position" } else { "Rules" };
    let at = tag_span(record, tag, record.span);
    Problem::error(RecordCode::Setup, e.message(), at)
}

/// The offset of the record's last run of move text (the run a foul claim
/// may be about).
fn last_run(source: &str, record: &GameRecord) -> Option<usize> {
    record.movetext.iter().rev().find_map(|e| match e {
        Element::Moves { span } if !source[span.range()].trim().is_empty() => Some(span.offset),
        _ => None,
    })
}

/// What the options ask of a game that its set-up can check: the notation
/// the record names and the one to convert to (each `None` when unknown,
/// `Some(None)` when none is asked), and the problems found.
struct CheckedOptions {
    only: Option<Option<usize>>,
    convert_to: Option<Option<usize>>,
    problems: Vec<Problem>,
}

fn check_options(
    record: &GameRecord,
    options: &Options,
    variant: &dyn Variant,
    session: &dyn Session,
) -> CheckedOptions {
    let mut problems = Vec::new();
    if let Some(Err(e)) = options
        .compare
        .as_ref()
        .map(|spec| session.under_rules(spec))
    {
        problems.push(Problem::error(
            RecordCode::CompareRules,
            e.message(),
            record.span,
        ));
    }
    let unknown =
        |code: RuleId, name: &str, span: Span| unknown_notation(variant, code, name, span);
    let only = match record.tag("Notation") {
        None => Some(None),
        Some(name) => session.notation(name).map(Some),
    };
    if let (None, Some(name)) = (only, record.tag("Notation")) {
        let at = tag_span(record, "Notation", record.span);
        problems.push(unknown(RecordCode::UnknownNotation.id(), name, at));
        return CheckedOptions {
            only,
            convert_to: Some(None),
            problems,
        };
    }
    let convert_to = match &options.convert_to {
        None => Some(None),
        Some(target) => target.bind(session).map(Some),
    };
    if let (None, Some(target)) = (convert_to, &options.convert_to) {
        let code = ConvertCode::UnknownNotation.id();
        problems.push(unknown(code, target.name(), record.span));
    }
    CheckedOptions {
        only,
        convert_to,
        problems,
    }
}

/// The problem of a notation `variant` has none called `name`.
#[cold]
#[inline(never)]
fn unknown_notation(variant: &dyn Variant, code: RuleId, name: &str, span: Span) -> Problem {
    Problem::error(
        code,
        crate::game::no_notation(Some(variant.name()), name, &[]),
        span,
    )
    .help(crate::msg!(
        "pipeline-notations",
        notations = variant.notation_names().join(", ")
    ))
}
