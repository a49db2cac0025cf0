//! `hensou convert`: the same records in another notation.

use std::path::PathBuf;

use clap::Args;

use super::render::text_problem;
use super::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, GameArgs, ReadArgs, input};
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
        convert_to: Some(args.to.clone()),
        ..Default::default()
    };
    let mut out = String::new();
    let mut ok = true;
    for game in record::read(&inp.text, args.read.input) {
        let report = replay::run(&inp.text, &game, &options);
        for p in report.problems.iter().chain(&report.losses) {
            eprint!("{}", text_problem(&inp.name, &inp.text, p));
        }
        if !report.valid() {
            ok = false;
            continue;
        }
        if let Some(converted) = &report.converted {
            if !out.is_empty() {
                out.push('\n');
            }
            let container = write::Container::for_notation(&args.to);
            if container == write::Container::Usi
                && converted
                    .items
                    .iter()
                    .any(|i| matches!(i, write::OutItem::Comment { .. }))
            {
                eprintln!(
                    "warning: a USI move list has no comments; the record's comments are left out"
                );
            }
            out.push_str(&write::write_game(converted, report.numbering, container));
        }
    }
    let written = match &args.output {
        Some(path) => std::fs::write(path, &out).map_err(|e| format!("{}: {e}", path.display())),
        None => {
            print!("{out}");
            Ok(())
        }
    };
    if let Err(e) = written {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    if ok { EXIT_OK } else { EXIT_INVALID }
}
