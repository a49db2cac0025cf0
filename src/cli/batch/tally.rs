//! The one summary line of a run over several inputs, the same for every
//! command that reads a walk (`validate`, `convert`): what was read, and
//! everything the walk or the reading left out, with why.

use std::path::PathBuf;

use crate::cli::input;
use crate::cli::render::say;
use crate::diagnostic::Problem;
use crate::messages::Msg;
use crate::msg;

/// Counts for the summary line that ends a run.
#[derive(Default)]
pub struct Tally {
    pub files: usize,
    pub games: usize,
    pub invalid: usize,
    pub input_errors: usize,
    pub no_records: usize,
    walk: Walked,
}

/// What the walk left out.
#[derive(Default)]
struct Walked {
    skipped: usize,
    links: usize,
    again: usize,
    left_out: input::LeftOut,
    /// The extensions a walk reads, for the files it skipped.
    extensions: Vec<&'static str>,
}

impl Tally {
    /// A tally of what `expanded` found (its counts, not its files).
    pub fn of(expanded: &input::Expanded, registry: &crate::registry::Registry) -> Tally {
        Tally {
            walk: Walked {
                skipped: expanded.skipped,
                links: expanded.links,
                again: expanded.again,
                left_out: expanded.left_out,
                extensions: input::record_extensions(registry),
            },
            ..Tally::default()
        }
    }

    /// Whether the line says something a single file's run must hear too:
    /// an input not read, or a file left out.
    pub fn has_news(&self) -> bool {
        self.input_errors > 0 || self.walk.skipped > 0 || self.walk.links > 0 || self.walk.again > 0
    }

    /// `checked 3 games in 2 files: 2 valid, 1 invalid; ...`, `verb` the
    /// command's (`batch-checked`, `batch-converted`), in the run's
    /// language.
    pub fn line(&self, verb: Msg) -> String {
        let (games, files, invalid) = (self.games, self.files, self.invalid);
        let head = msg!(
            "batch-line",
            verb = verb,
            games = games,
            files = files,
            valid = games - invalid,
            invalid = invalid
        );
        let mut line = say(head);
        let mut note = |text: Msg| line.push_str(&say(msg!("batch-note", note = text)));
        if self.input_errors > 0 {
            note(msg!("batch-not-read", n = self.input_errors));
        }
        let walk = &self.walk;
        if walk.skipped > 0 {
            let extensions = walk.extensions.join(", ");
            note(msg!(
                "batch-skipped",
                n = walk.skipped,
                extensions = extensions
            ));
        }
        if walk.links > 0 {
            note(msg!("batch-links", n = walk.links));
        }
        if self.no_records > 0 {
            note(msg!("batch-no-record", n = self.no_records));
        }
        if walk.again > 0 {
            note(msg!("batch-again", n = walk.again));
        }
        for left_out in walk.left_out.describe() {
            note(left_out);
        }
        line
    }
}

/// Whether a file found in a directory is a text with no record in it (a
/// note beside the records): no tags, no moves, nothing else wrong, and
/// named like any text (`.txt`, `.log`, `.pgn`), not like a record
/// format's file (a `.kif` with no moves is a broken record). Such a file
/// is skipped and counted by every command; named on the command line
/// (one of `named`), it is an error.
pub fn no_record(
    named: &[PathBuf],
    inp: &input::Input,
    record: &crate::record::GameRecord,
    problems: &[Problem],
) -> bool {
    let Some(path) = &inp.path else {
        return false;
    };
    crate::record::is_note(path, record)
        && !named.contains(path)
        && !problems.iter().any(Problem::is_error)
}

/// A job's game to read, as [`game_of`] gives it.
pub struct Game {
    pub input: std::sync::Arc<input::Input>,
    pub number: usize,
    /// `None` when the file's text could not be read as text.
    pub record: Option<crate::record::GameRecord>,
    /// Problems found before the game was read (decoding warnings).
    pub problems: Vec<Problem>,
}

/// Why a job has no game to read, said where the command says it.
pub enum NoGame {
    /// An input that could not be read.
    InputError,
    /// A file found in a directory with no record in it ([`no_record`]).
    NoRecord,
}

/// The game of a job, or why there is none, said in `out` as the command
/// reports (`format`, `quiet`; notes on standard output when `report_out`,
/// see [`skipped_note`]): every command that reads a walk tells its inputs
/// apart so. `named` are the paths named on the command line.
pub fn game_of(
    job: super::Job,
    out: &mut super::Printed,
    named: &[PathBuf],
    format: crate::cli::BatchFormat,
    quiet: bool,
    report_out: bool,
) -> Result<Game, NoGame> {
    let game = match job {
        super::Job::Error { path, message } => {
            crate::cli::render::input_error(out, format, path, message);
            return Err(NoGame::InputError);
        }
        super::Job::Game {
            input,
            number,
            record,
            problems,
        } => Game {
            input,
            number,
            record,
            problems,
        },
    };
    let note = |r: &crate::record::GameRecord| no_record(named, &game.input, r, &game.problems);
    if game.number == 1 && game.record.as_ref().is_some_and(note) {
        skipped_note(out, format, quiet, report_out, &game.input.name);
        return Err(NoGame::NoRecord);
    }
    Ok(game)
}

/// Says that the file `name` was skipped as a note (see [`no_record`]):
/// a line of text (on standard output when `report_out`, as `validate`
/// reports there, else on standard error) unless `quiet`, or a JSON entry.
pub fn skipped_note(
    out: &mut super::Printed,
    format: crate::cli::BatchFormat,
    quiet: bool,
    report_out: bool,
    name: &str,
) {
    let line = format!("{}\n", say(msg!("batch-skipped-note", name = name)));
    match format {
        crate::cli::BatchFormat::Text if quiet => {}
        crate::cli::BatchFormat::Text if report_out => out.out(line),
        crate::cli::BatchFormat::Text => out.err(line),
        _ => crate::cli::render::print_json_entry(
            out,
            format,
            &serde_json::json!({ "file": name, "skipped": "no record" }),
        ),
    }
}
