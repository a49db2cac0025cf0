//! `hensou validate`: check every game of every record.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::render::{JsonProblem, json_problem, print_json, text_problem};
use super::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, Format, GameArgs, ReadArgs, input};
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
}

/// One game's verdict, as JSON.
#[derive(Serialize)]
struct GameJson<'a> {
    file: &'a str,
    game: usize,
    variant: Option<&'a str>,
    rules: Option<&'a str>,
    valid: bool,
    plies: usize,
    result: Option<&'a str>,
    outcome: Option<Outcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    foul: Option<&'a replay::Foul>,
    diagnostics: Vec<JsonProblem<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    differences: Option<&'a [RuleDifference]>,
}

pub fn run(args: ValidateArgs) -> u8 {
    let paths = match input::expand(&args.paths) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_USAGE;
        }
    };
    let options = replay::Options {
        variant: args.game.variant.clone(),
        rules: args.game.rule_spec(),
        overrides: args.game.overrides(),
        compare: args.compare_rules.as_deref().map(RuleSpec::parse),
        ..Default::default()
    };
    let mut all_valid = true;
    let mut json = Vec::new();
    let mut inputs = Vec::new();
    for path in &paths {
        match input::read(path) {
            Ok(i) => inputs.push(i),
            Err(e) => {
                eprintln!("error: {e}");
                return EXIT_USAGE;
            }
        }
    }
    let mut reports = Vec::new();
    for inp in &inputs {
        if let Some(p) = &inp.problem {
            all_valid = false;
            reports.push((inp, 1, None, vec![p.clone()]));
            continue;
        }
        for (k, game) in record::read(&inp.text, args.read.input).iter().enumerate() {
            let report = replay::run(&inp.text, game, &options);
            all_valid &= report.valid();
            let mut problems = report.problems.clone();
            if k == 0 {
                problems.splice(0..0, inp.warnings.iter().cloned());
            }
            reports.push((inp, k + 1, Some(report), problems));
        }
    }
    for (inp, k, report, problems) in &reports {
        let valid = !problems.iter().any(|p| p.is_error());
        match args.format {
            Format::Json => json.push(GameJson {
                file: &inp.name,
                game: *k,
                variant: report.as_ref().and_then(|r| r.variant),
                rules: report.as_ref().and_then(|r| r.rules.as_deref()),
                valid,
                plies: report.as_ref().map_or(0, |r| r.plies.len()),
                result: report.as_ref().and_then(|r| r.result_token.as_deref()),
                outcome: report.as_ref().and_then(|r| r.outcome()),
                foul: report.as_ref().and_then(|r| r.foul.as_ref()),
                diagnostics: problems
                    .iter()
                    .map(|p| json_problem(&inp.text, p))
                    .collect(),
                differences: report
                    .as_ref()
                    .filter(|_| args.compare_rules.is_some())
                    .map(|r| r.differences.as_slice()),
            }),
            Format::Text => {
                println!(
                    "{}",
                    summary(&inp.name, *k, report.as_ref(), problems, valid)
                );
                for p in problems {
                    eprint!("{}", text_problem(&inp.name, &inp.text, p));
                    if args.board {
                        if let Some(board) = report.as_ref().and_then(|r| board(r, p)) {
                            eprintln!("{board}\n");
                        }
                    }
                }
                if let (Some(r), Some(other)) = (report, &args.compare_rules) {
                    print_differences(&inp.text, r, other);
                }
            }
        }
    }
    if args.format == Format::Json {
        print_json(&json);
    }
    if all_valid { EXIT_OK } else { EXIT_INVALID }
}

/// The diagram of the position a problem was found in.
fn board(report: &replay::Report, p: &crate::diagnostic::Problem) -> Option<String> {
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
        counts.push_str(&format!(
            ", {errors} error{}",
            if errors == 1 { "" } else { "s" }
        ));
    }
    if warnings > 0 {
        counts.push_str(&format!(
            ", {warnings} warning{}",
            if warnings == 1 { "" } else { "s" }
        ));
    }
    let n = r.plies.len();
    let plies = if n == 1 {
        "1 ply".to_string()
    } else {
        format!("{n} plies")
    };
    format!("{name} game {k}: {verdict}: {game}, {plies}{end}{counts}")
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
