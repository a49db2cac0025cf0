//! `hensou convert`: the same records in another notation.

use std::path::PathBuf;

use clap::Args;

use serde::Serialize;

use super::render::{GameIdJson, JsonProblem, Verbosity, json_problem, print_json};
use super::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, Format, GameArgs, ReadArgs, input};
use crate::record::{self, write};
use crate::replay;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// A record file, or `-` for standard input.
    pub path: PathBuf,
    /// The notation to write (see `hensou variants`).
    #[arg(long)]
    pub to: String,
    /// Write here instead of standard output.
    #[arg(long, short = 'o')]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub read: ReadArgs,
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
    #[command(flatten)]
    pub verbosity: Verbosity,
}

/// One game converted, as JSON.
#[derive(Serialize)]
struct ConvertJson<'a> {
    #[serde(flatten)]
    id: GameIdJson<'a>,
    notation: &'a str,
    valid: bool,
    /// The game in the target notation; null when it is invalid.
    text: Option<String>,
    diagnostics: Vec<JsonProblem<'a>>,
    /// What the conversion could not carry.
    losses: Vec<JsonProblem<'a>>,
}

pub fn run(args: ConvertArgs) -> u8 {
    let inp = match input::read_record(&args.path) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let options = replay::Options {
        variant: args.game.variant.clone(),
        rules: args.game.rule_spec(),
        overrides: args.game.overrides(),
        convert_to: Some(write::Container::notation(&args.to).to_string()),
        ..Default::default()
    };
    let mut out = String::new();
    let mut ok = true;
    let mut reports: Vec<replay::Report> = record::read(&inp.text, args.read.input)
        .iter()
        .map(|game| replay::run(&inp.text, game, &options))
        .collect();
    let mut json = Vec::new();
    let batch = reports.len() > 1;
    for (k, report) in reports.iter_mut().enumerate() {
        let container = write::Container::for_notation(&args.to);
        let mut jkf_left_out = Vec::new();
        if let (write::Container::Jkf, Some(converted), true) =
            (container, &report.converted, report.valid())
        {
            jkf_left_out = record::jkf::write(converted).1;
        }
        for text in jkf_left_out {
            report.losses.push(crate::diagnostic::Problem::warning(
                "convert::move",
                format!("`{text}` is no JKF move: it is written as a comment in its place"),
                report
                    .plies
                    .iter()
                    .find(|p| p.converted.as_deref() == Some(text.as_str()))
                    .map_or(record::Span::default(), |p| p.span),
            ));
        }
        let report = &*report;
        if args.format == Format::Text {
            for p in report.problems.iter().chain(&report.losses) {
                args.verbosity.problem(&inp.name, &inp.text, p, batch);
            }
        }
        let text = report
            .converted
            .as_ref()
            .filter(|_| report.valid())
            .map(|converted| {
                if container == write::Container::Usi
                    && !args.verbosity.quiet
                    && converted
                        .items
                        .iter()
                        .any(|i| matches!(i, write::OutItem::Comment { .. }))
                {
                    eprintln!(
                        "warning: a USI move list has no comments; the record's comments are left out"
                    );
                }
                write::write_game(converted, report.numbering, container)
            });
        ok &= report.valid();
        if let Some(t) = &text {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(t);
        }
        if args.format == Format::Json {
            json.push(ConvertJson {
                id: GameIdJson {
                    file: &inp.name,
                    game: k + 1,
                    variant: report.variant,
                    rules: report.rules.as_deref(),
                },
                notation: &args.to,
                valid: report.valid(),
                text,
                diagnostics: report
                    .problems
                    .iter()
                    .map(|p| json_problem(&inp.text, p))
                    .collect(),
                losses: report
                    .losses
                    .iter()
                    .map(|p| json_problem(&inp.text, p))
                    .collect(),
            });
        }
    }
    let written = match &args.output {
        Some(path) => std::fs::write(path, &out)
            .map_err(|e| format!("{}: {}", path.display(), input::io_message(&e))),
        None if args.format == Format::Json => Ok(()),
        None => {
            print!("{out}");
            Ok(())
        }
    };
    if let Err(e) = written {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    if args.format == Format::Json {
        print_json(&json);
    }
    if ok { EXIT_OK } else { EXIT_INVALID }
}
