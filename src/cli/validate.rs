//! `hensou validate`: check every game of every record.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::render::{GameIdJson, JsonProblem, Verbosity, json_problem, print_json};
use super::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, Format, GameArgs, ReadArgs, input};
use crate::diagnostic::Problem;
use crate::game::{Outcome, RuleSpec};
use crate::record;
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
    /// Also check every ply under these rules, from the same position, and
    /// report where the two rule sets disagree.
    #[arg(long, value_name = "RULES")]
    pub compare_rules: Option<String>,
    /// Draw the board before each illegal ply under its diagnostic.
    #[arg(long)]
    pub board: bool,
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
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
    foul: Option<&'a replay::Foul>,
    diagnostics: Vec<JsonProblem<'a>>,
    /// The record's variations, a tree, each checked from its branch point.
    variations: &'a [replay::Branch],
    #[serde(skip_serializing_if = "Option::is_none")]
    differences: Option<&'a [RuleDifference]>,
}

/// A path that could not be read, as JSON.
#[derive(Serialize)]
struct InputErrorJson {
    file: String,
    error: String,
}

/// One entry of the JSON array: a game's verdict or an input error.
#[derive(Serialize)]
#[serde(untagged)]
enum EntryJson<'a> {
    Game(GameJson<'a>),
    Error(InputErrorJson),
}

/// What one input gave: its games, or why it could not be read.
enum Read {
    Games(
        Box<input::Input>,
        Vec<(usize, Option<replay::Report>, Vec<Problem>)>,
    ),
    Error {
        path: String,
        message: String,
    },
}

pub fn run(args: ValidateArgs) -> u8 {
    let expanded = input::expand(&args.paths);
    let options = replay::Options {
        variant: args.game.variant.clone(),
        rules: args.game.rule_spec(),
        overrides: args.game.overrides(),
        compare: args.compare_rules.as_deref().map(RuleSpec::parse),
        ..Default::default()
    };
    let mut results = Vec::new();
    for found in &expanded.found {
        let path = match found {
            input::Found::File(p) => p,
            input::Found::Error { path, message } => {
                results.push(Read::Error {
                    path: path.clone(),
                    message: message.clone(),
                });
                continue;
            }
        };
        let inp = match input::read(path) {
            Ok(i) => i,
            Err(message) => {
                results.push(Read::Error {
                    path: String::new(),
                    message,
                });
                continue;
            }
        };
        if let Some(p) = inp.problem.clone() {
            if input::is_input_error(&p) {
                results.push(Read::Error {
                    path: inp.name.clone(),
                    message: p.message,
                });
            } else {
                results.push(Read::Games(Box::new(inp), vec![(1, None, vec![p])]));
            }
            continue;
        }
        let games = crate::formats::read(&inp.text, args.read.input.into())
            .iter()
            .enumerate()
            .map(|(k, game)| {
                let report = replay::run(&inp.text, game, &options);
                let mut problems = report.problems.clone();
                if k == 0 {
                    problems.splice(0..0, inp.warnings.iter().cloned());
                }
                (k + 1, Some(report), problems)
            })
            .collect();
        results.push(Read::Games(Box::new(inp), games));
    }
    let mut tally = Tally {
        skipped: expanded.skipped,
        ..Tally::default()
    };
    let batch = results
        .iter()
        .map(|r| match r {
            Read::Games(_, g) => g.len(),
            Read::Error { .. } => 1,
        })
        .sum::<usize>()
        > 1;
    let mut json = Vec::new();
    for result in &results {
        let (inp, games) = match result {
            Read::Error { path, message } => {
                tally.input_errors += 1;
                let line = if path.is_empty() {
                    message.clone()
                } else {
                    format!("{path}: {message}")
                };
                match args.format {
                    Format::Json => json.push(EntryJson::Error(InputErrorJson {
                        file: path.clone(),
                        error: line,
                    })),
                    Format::Text => eprintln!("error: {line}"),
                }
                continue;
            }
            Read::Games(inp, games) => (inp, games),
        };
        tally.files += 1;
        for (k, report, problems) in games {
            let valid = !problems.iter().any(|p| p.is_error());
            tally.games += 1;
            if !valid {
                tally.invalid += 1;
            }
            match args.format {
                Format::Json => json.push(EntryJson::Game(GameJson {
                    id: GameIdJson {
                        file: &inp.name,
                        game: *k,
                        variant: report.as_ref().and_then(|r| r.variant),
                        rules: report.as_ref().and_then(|r| r.rules.as_deref()),
                    },
                    valid,
                    plies: report.as_ref().map_or(0, |r| r.plies.len()),
                    result: report.as_ref().and_then(|r| r.result_token.as_deref()),
                    outcome: report.as_ref().and_then(|r| r.outcome()),
                    foul: report.as_ref().and_then(|r| r.foul.as_ref()),
                    diagnostics: problems
                        .iter()
                        .map(|p| json_problem(&inp.text, p))
                        .collect(),
                    variations: report.as_ref().map_or(&[], |r| r.variations.as_slice()),
                    differences: report
                        .as_ref()
                        .filter(|_| args.compare_rules.is_some())
                        .map(|r| r.differences.as_slice()),
                })),
                Format::Text => {
                    if !(args.verbosity.quiet && valid) {
                        println!(
                            "{}",
                            summary(&inp.name, *k, report.as_ref(), problems, valid)
                        );
                    }
                    for p in problems {
                        if args.verbosity.problem(&inp.name, &inp.text, p, batch) && args.board {
                            if let Some(board) = report.as_ref().and_then(|r| board(r, p)) {
                                eprintln!("{board}\n");
                            }
                        }
                    }
                    if let (Some(r), Some(other)) = (report, &args.compare_rules) {
                        if !args.verbosity.quiet {
                            print_differences(&inp.text, r, other);
                        }
                    }
                }
            }
        }
    }
    match args.format {
        Format::Json => print_json(&json),
        Format::Text => {
            let many = args.paths.len() > 1 || expanded.walked;
            if !args.verbosity.quiet && (many || tally.input_errors > 0 || tally.skipped > 0) {
                println!("{}", tally.line());
            }
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

/// Counts for the summary line that ends a run.
#[derive(Default)]
struct Tally {
    files: usize,
    games: usize,
    invalid: usize,
    input_errors: usize,
    skipped: usize,
}

impl Tally {
    fn line(&self) -> String {
        let mut line = format!(
            "checked {} in {}: {} valid, {} invalid",
            replay::plural(self.games, "game"),
            replay::plural(self.files, "file"),
            self.games - self.invalid,
            self.invalid
        );
        if self.input_errors > 0 {
            line.push_str(&format!(
                "; {} not read",
                replay::plural(self.input_errors, "input")
            ));
        }
        if self.skipped > 0 {
            line.push_str(&format!(
                "; {} skipped (no record extension: {})",
                replay::plural(self.skipped, "file"),
                input::RECORD_EXTENSIONS.join(", ")
            ));
        }
        line
    }
}

/// The diagram of the position a problem was found in.
fn board(report: &replay::Report, p: &Problem) -> Option<String> {
    let variant = crate::variants::find(report.variant?)?;
    let rules = RuleSpec::parse(report.rules.as_deref()?);
    let game = variant
        .new_game(&rules, Some(p.position.as_deref()?))
        .ok()?;
    Some(game.diagram())
}

fn summary(
    name: &str,
    k: usize,
    report: Option<&replay::Report>,
    problems: &[crate::diagnostic::Problem],
    valid: bool,
) -> String {
    let verdict = if valid { "valid" } else { "INVALID" };
    let Some(r) = report else {
        return format!("{name} game {k}: {verdict}");
    };
    let game = match (r.variant, &r.rules) {
        (Some(v), Some(rules)) => format!("{v} ({rules})"),
        (Some(v), None) => v.to_string(),
        _ => "unknown game".into(),
    };
    let end = match (r.outcome(), &r.foul) {
        (Some(o), Some(f)) => format!(
            ", {} won by the opponent's illegal move (ply {} `{}`: {})",
            o.token(),
            f.ply,
            f.text,
            f.rule
        ),
        (Some(o), None) => format!(", {} {}", o.token(), o.reason),
        (None, _) => r
            .result_token
            .as_ref()
            .map(|t| format!(", result {t}"))
            .unwrap_or_default(),
    };
    let errors = problems.iter().filter(|p| p.is_error()).count();
    let warnings = problems.len() - errors;
    let mut counts = String::new();
    if errors > 0 {
        counts.push_str(&format!(", {}", replay::plural(errors, "error")));
    }
    if warnings > 0 {
        counts.push_str(&format!(", {}", replay::plural(warnings, "warning")));
    }
    let n = r.plies.len();
    let plies = if r.problems.iter().any(|p| p.code == "record::no-moves") {
        "no move found".to_string()
    } else if n == 0 && valid {
        "0 plies (the record has no moves)".to_string()
    } else {
        replay::plural(n, "ply")
    };
    let branches = branch_count(&r.variations);
    let variations = if branches > 0 {
        format!(", {} checked", replay::plural(branches, "variation"))
    } else {
        String::new()
    };
    format!("{name} game {k}: {verdict}: {game}, {plies}{variations}{end}{counts}")
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

fn print_differences(text: &str, r: &replay::Report, other: &str) {
    if r.differences.is_empty() {
        println!("  every ply checked is judged the same under `{other}`");
        return;
    }
    for d in &r.differences {
        let (line, col) = record::line_col(text, d.span.offset);
        let (a, b) = (
            verdict(d.legal_under_record_rules),
            verdict(d.legal_under_compared_rules),
        );
        println!(
            "  ply {} `{}` ({line}:{col}): {a} under the record's rules, {b} under `{other}` [{}] {}",
            d.ply, d.text, d.rule, d.reason
        );
    }
}

fn verdict(legal: bool) -> &'static str {
    if legal { "legal" } else { "illegal" }
}
