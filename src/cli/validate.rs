//! `hensou validate`: check every game of every record.
//!
//! Its text and JSON printers take the finished [`replay::Report`] rather
//! than being consumers of the driver's events (`pipeline::Visitor`): the
//! text output's first line is the game's summary (verdict, plies,
//! variations, end) and each JSON object says `valid` and `plies` before its
//! diagnostics, all known only once the game is over; and some of what they
//! print is found by `replay::run` after the drive, not told as events:
//! misquoted citations (checked against every ply), "no move found", and
//! the rule set the record is valid under, which replays the whole game
//! under every other rule set and then amends the help of the first error,
//! an event long gone by then. Printing as events come would change the
//! output's order and lose that help, so the printers consume the finished
//! report, one game at a time, on the thread that checked it.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::render::{GameIdJson, Verbosity, json_problem, print_json_entry, say};
use super::{
    BatchFormat, EXIT_INVALID, EXIT_OK, EXIT_USAGE, GameArgs, ReadArgs, Threads, batch, input,
};
use crate::diagnostic::Problem;
use crate::game::{Outcome, RuleSpec};
use crate::options::Resolved;
use crate::record::RecordCode;
use crate::replay::{self, RuleDifference};

#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// Record files, directories, or `-` for standard input.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub read: ReadArgs,
    #[command(flatten)]
    pub walk: input::Walk,
    /// Also check every ply under these rules, from the same position, and
    /// report where the two rule sets disagree.
    #[arg(long, value_name = "RULES")]
    pub compare_rules: Option<String>,
    /// Draw the board before each illegal ply under its diagnostic.
    #[arg(long)]
    pub board: bool,
    #[arg(long, value_enum, default_value_t)]
    pub format: BatchFormat,
    #[command(flatten)]
    pub threads: Threads,
    #[command(flatten)]
    pub verbosity: Verbosity,
}

/// One game's verdict, as JSON.
#[derive(Serialize)]
struct GameJson<'a> {
    #[serde(flatten)]
    id: GameIdJson<'a>,
    valid: bool,
    plies: usize,
    result: Option<&'a str>,
    outcome: Option<Outcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    foul: Option<FoulJson>,
    diagnostics: Vec<crate::Diagnostic>,
    /// The record's variations, a tree, each checked from its branch point.
    variations: Vec<replay::Branch>,
    #[serde(skip_serializing_if = "Option::is_none")]
    differences: Option<Vec<DifferenceJson>>,
}

/// The foul that ended a game, as JSON: its fields English and stable, its
/// message in the run's language beside them when that is not English.
#[derive(Serialize)]
struct FoulJson {
    #[serde(flatten)]
    foul: replay::Foul,
    #[serde(skip_serializing_if = "Option::is_none")]
    localized: Option<LocalizedFoul>,
}

/// A foul's message in one language: `localized` in JSON, as a
/// diagnostic's.
#[derive(Serialize)]
struct LocalizedFoul {
    lang: &'static str,
    message: String,
}

impl LocalizedFoul {
    /// The foul's message in the run's language; none in English.
    fn of(foul: &replay::Foul) -> Option<LocalizedFoul> {
        let lang = super::lang::lang();
        (lang != crate::Lang::En).then(|| LocalizedFoul {
            lang: lang.code(),
            message: foul.said.render(lang),
        })
    }
}

/// A ply the compared rules judge otherwise, as JSON: its fields English
/// and stable, its reason in the run's language beside them when that is
/// not English.
#[derive(Serialize)]
struct DifferenceJson {
    #[serde(flatten)]
    difference: RuleDifference,
    #[serde(skip_serializing_if = "Option::is_none")]
    localized: Option<LocalizedReason>,
}

/// A difference's reason in one language: `localized` in JSON.
#[derive(Serialize)]
struct LocalizedReason {
    lang: &'static str,
    reason: String,
}

impl LocalizedReason {
    /// The reason in the run's language; none in English.
    fn of(difference: &RuleDifference) -> Option<LocalizedReason> {
        let lang = super::lang::lang();
        (lang != crate::Lang::En).then(|| LocalizedReason {
            lang: lang.code(),
            reason: difference.reason.render(lang),
        })
    }
}

pub fn run(args: ValidateArgs, resolved: &Resolved) -> u8 {
    let expanded = input::expand(&args.paths, args.walk, resolved.registry());
    let options = resolved.replay_options(None, false);
    let text = args.format == BatchFormat::Text;
    let run = match batch::Run::new(
        args.threads.count(),
        &expanded.found,
        args.verbosity.quiet || !text,
    ) {
        Ok(run) => run,
        Err(e) => return e.print(),
    };
    let many = args.paths.len() > 1 || expanded.walked;
    let mut tally = batch::Tally::of(&expanded, resolved.registry());
    let mut counts = batch::Counts::default();
    let mut input_errors = 0;
    let mut no_records = 0;
    let mut jobs = batch::Jobs::new(expanded.found, resolved.read_by());
    // Standard output closed early is no failure of the records.
    let _ = run.each(
        &mut jobs,
        args.format == BatchFormat::Json,
        |job, batch| render(&args, &options, job, batch),
        |c, _| {
            match c {
                Done::Skipped(batch::NoGame::InputError) => input_errors += 1,
                Done::Skipped(batch::NoGame::NoRecord) => no_records += 1,
                Done::Games {
                    games,
                    plies,
                    invalid,
                } => {
                    counts.games += games as usize;
                    counts.plies += plies as usize;
                    counts.invalid += invalid as usize;
                }
            }
            Ok(())
        },
    );
    tally.files = jobs.files - no_records;
    tally.no_records = no_records;
    tally.games = counts.games;
    tally.invalid = counts.invalid;
    tally.input_errors = input_errors;
    // One summary line: what was read and what was not, when the run read
    // several inputs or left one out, else the timed count of a file's games.
    if text && !args.verbosity.quiet {
        if many || tally.has_news() {
            println!("{}", tally.line(crate::msg!("batch-checked")));
        } else if counts.games > 1 {
            eprintln!("{}", run.summary(Some(tally.files), &counts));
        }
    }
    if tally.input_errors > 0 {
        EXIT_USAGE
    } else if tally.invalid > 0 {
        EXIT_INVALID
    } else {
        EXIT_OK
    }
}

/// Checks one game, or reports an input that gave none, as the format
/// asks: the text it prints and its counts (none for an input error).
fn render(
    args: &ValidateArgs,
    options: &replay::Options,
    job: batch::Job,
    batch: bool,
) -> (batch::Printed, Done) {
    let mut out = batch::Printed::default();
    let quiet = args.verbosity.quiet;
    let game = match batch::game_of(job, &mut out, &args.paths, args.format, quiet, true) {
        Ok(game) => game,
        Err(no_game) => return (out, Done::Skipped(no_game)),
    };
    let (inp, k, record, mut problems) = (game.input, game.number, game.record, game.problems);
    let report = record.map(|record| replay::run(&inp.text, &record, options));
    if let Some(r) = &report {
        problems.extend(r.problems.iter().cloned());
    }
    let valid = !problems.iter().any(|p| p.is_error());
    let counts = batch::Counts {
        games: 1,
        plies: report.as_ref().map_or(0, |r| r.plies.len()),
        invalid: usize::from(!valid),
    };
    let checked = Checked {
        input: &inp,
        number: k,
        report: report.as_ref(),
        problems: &problems,
        valid,
    };
    match args.format {
        BatchFormat::Json | BatchFormat::Jsonl => {
            let entry = checked.json(counts.plies, args.compare_rules.is_some());
            print_json_entry(&mut out, args.format, &entry);
        }
        BatchFormat::Text => checked.text(args, &mut out, batch),
    }
    let done = Done::Games {
        games: 1,
        plies: counts.plies as u64,
        invalid: u32::from(!valid),
    };
    (out, done)
}

/// One game checked, as [`render`] prints it.
struct Checked<'a> {
    input: &'a input::Input,
    number: usize,
    report: Option<&'a replay::Report>,
    problems: &'a [Problem],
    valid: bool,
}

impl<'a> Checked<'a> {
    /// The game's JSON object, offsets in the whole input, not in the
    /// window read.
    fn json(&self, plies: usize, compared: bool) -> GameJson<'a> {
        let (inp, report) = (self.input, self.report);
        GameJson {
            id: GameIdJson {
                file: &inp.name,
                game: self.number,
                variant: report.and_then(|r| r.variant),
                rules: report.and_then(|r| r.rules.as_deref()),
            },
            valid: self.valid,
            plies,
            result: report.and_then(|r| r.result_token.as_deref()),
            outcome: report.and_then(|r| r.outcome()),
            foul: report.and_then(|r| r.foul.as_ref()).map(|f| FoulJson {
                localized: LocalizedFoul::of(f),
                foul: replay::Foul {
                    span: f.span.moved(inp.offset),
                    ..f.clone()
                },
            }),
            diagnostics: self.problems.iter().map(|p| json_problem(inp, p)).collect(),
            variations: report.map_or(Vec::new(), |r| {
                r.variations.iter().map(|b| b.moved(inp.offset)).collect()
            }),
            differences: report.filter(|_| compared).map(|r| {
                r.differences
                    .iter()
                    .map(|d| DifferenceJson {
                        localized: LocalizedReason::of(d),
                        difference: RuleDifference {
                            span: d.span.moved(inp.offset),
                            ..d.clone()
                        },
                    })
                    .collect()
            }),
        }
    }

    /// The game's summary line, its diagnostics (with the board before an
    /// illegal ply under `--board`), and where the compared rules differ.
    fn text(&self, args: &ValidateArgs, out: &mut batch::Printed, batch: bool) {
        let (inp, report) = (self.input, self.report);
        if !(args.verbosity.quiet && self.valid) {
            out.out(summary(&inp.name, self.number, report, self.problems, self.valid) + "\n");
        }
        for p in super::repeats::folded(&args.verbosity, self.problems) {
            let mut shown = String::new();
            if args.verbosity.render_shown(&mut shown, inp, &p, batch) && args.board {
                if let Some(board) = report.and_then(|r| board(r, p.problem)) {
                    shown.push_str(&format!("{board}\n\n"));
                }
            }
            out.err(shown);
        }
        if let (Some(r), Some(other)) = (report, &args.compare_rules) {
            if !args.verbosity.quiet {
                out.out(differences(inp, r, other));
            }
        }
    }
}

/// What one job leaves for the summary.
enum Done {
    /// Games, their plies and how many are invalid: one game's, or those of
    /// games in a row that print nothing, folded into one while a file read
    /// once is not confirmed ([`batch::Left`]).
    Games {
        games: u32,
        plies: u64,
        invalid: u32,
    },
    /// An input not read, or a note skipped.
    Skipped(batch::NoGame),
}

impl batch::Left for Done {
    fn fold(&mut self, next: Done) -> Result<(), Done> {
        match (self, next) {
            (
                Done::Games {
                    games,
                    plies,
                    invalid,
                },
                Done::Games {
                    games: g,
                    plies: p,
                    invalid: i,
                },
            ) if games.checked_add(g).is_some() => {
                *games += g;
                *plies = plies.saturating_add(p);
                *invalid += i;
                Ok(())
            }
            (_, next) => Err(next),
        }
    }
}

/// The diagram of the position a problem was found in.
fn board(report: &replay::Report, p: &Problem) -> Option<String> {
    let variant = report.registry.find(report.variant?)?;
    let rules = RuleSpec::parse(report.rules.as_deref()?);
    let game = variant
        .new_game(&rules, Some(p.position.as_deref()?))
        .ok()?;
    game.named_diagram("default", super::render::lang()).ok()
}

fn summary(
    name: &str,
    k: usize,
    report: Option<&replay::Report>,
    problems: &[crate::diagnostic::Problem],
    valid: bool,
) -> String {
    let verdict = say(if valid {
        crate::msg!("cli-valid")
    } else {
        crate::msg!("cli-invalid")
    });
    let Some(r) = report else {
        return say(crate::msg!(
            "cli-game-verdict",
            name = name,
            k = k,
            verdict = verdict
        ));
    };
    let game = match (r.variant, &r.rules) {
        (Some(v), Some(rules)) => format!("{} ({rules})", say(crate::msg!("game-name", name = v))),
        (Some(v), None) => say(crate::msg!("game-name", name = v)),
        _ => say(crate::msg!("cli-unknown-game")),
    };
    let end = match (r.outcome(), &r.foul) {
        (Some(o), Some(f)) => say(crate::msg!(
            "cli-end-foul",
            token = o.token(),
            ply = f.ply,
            text = &f.text,
            rule = %f.rule
        )),
        (Some(o), None) => say(crate::msg!(
            "cli-end-outcome",
            token = o.token(),
            reason = o.reason.msg()
        )),
        (None, _) => (r.result_token.as_ref())
            .map(|t| say(crate::msg!("cli-end-result", token = t)))
            .unwrap_or_default(),
    };
    let errors = problems.iter().filter(|p| p.is_error()).count();
    let warnings = problems.len() - errors;
    let mut counts = String::new();
    if errors > 0 {
        counts.push_str(&say(crate::msg!("cli-errors", n = errors)));
    }
    if warnings > 0 {
        counts.push_str(&say(crate::msg!("cli-warnings", n = warnings)));
    }
    let n = r.plies.len();
    let plies = say(
        if r.problems.iter().any(|p| p.code == RecordCode::NoMoves) {
            crate::msg!("cli-no-move-found")
        } else if n == 0 && valid {
            crate::msg!("cli-no-plies")
        } else {
            crate::msg!("cli-plies", n = n)
        },
    );
    let branches = branch_count(&r.variations);
    let variations = if branches > 0 {
        say(crate::msg!("cli-variations", n = branches))
    } else {
        String::new()
    };
    say(crate::msg!(
        "cli-game-summary",
        name = name,
        k = k,
        verdict = verdict,
        game = game,
        plies = plies,
        variations = variations,
        end = end,
        counts = counts
    ))
}

/// Variations in a tree of them, nested ones included.
fn branch_count(branches: &[replay::Branch]) -> usize {
    let mut count = 0;
    let mut stack: Vec<&replay::Branch> = branches.iter().collect();
    while let Some(b) = stack.pop() {
        count += 1;
        stack.extend(&b.variations);
    }
    count
}

/// The lines that say where the compared rules judge a ply otherwise.
fn differences(inp: &input::Input, r: &replay::Report, other: &str) -> String {
    if r.differences.is_empty() {
        return format!("{}\n", say(crate::msg!("compare-same", other = other)));
    }
    let mut out = String::new();
    for d in &r.differences {
        let (line, col) = inp.lines().line_col(&inp.text, d.span.offset);
        let said = crate::msg!(
            "compare-ply",
            ply = %d.ply,
            text = &d.text,
            line = %line,
            col = %col,
            own = verdict(d.legal_under_record_rules),
            compared = verdict(d.legal_under_compared_rules),
            other = other,
            rule = %d.rule,
            reason = &d.reason
        );
        out.push_str(&say(said));
        out.push('\n');
    }
    out
}

/// The word `compare-ply` selects on.
fn verdict(legal: bool) -> &'static str {
    if legal { "legal" } else { "illegal" }
}
