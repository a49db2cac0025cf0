//! `hensou snapshot`: a suite's snapshot of what the rules allow, written
//! beside it, and checked against the rules as they are now or as
//! `--rules`/`--rule` would make them (docs/RULE-SNAPSHOTS.md).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use clap::Args;

use super::render::{lang, print_json, say};
use super::{CliError, Conflict, EXIT_INVALID, EXIT_OK, Format};
use crate::msg;
use crate::registry::Registry;
use crate::snapshot::{
    Checked, OnAllCores, Pool, Snapshot, Suite, SuiteError, Trial, required_snapshot,
    snapshot_path, stored_snapshot,
};

#[derive(Args, Debug)]
pub struct SnapshotArgs {
    /// The suite file (its snapshot is kept beside it, `.snapshot`).
    pub suite: PathBuf,
    /// Compare with the stored snapshot and print what changed: exit 0 if
    /// nothing did, 1 if something did; write nothing.
    #[arg(long)]
    pub check: bool,
    /// Write the new snapshot over the stored one, after printing what
    /// changed.
    #[arg(long, conflicts_with = "check")]
    pub accept: bool,
    /// Try this rule set instead of the suite's (with `--check`).
    #[arg(long)]
    pub rules: Option<String>,
    /// Try one rule option over the suite's rules: `--rule pass=on`
    /// (repeatable; with `--check`).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rule: Vec<String>,
    #[command(flatten)]
    pub threads: super::Threads,
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

/// The rayon pool the work is mapped on, with a progress bar of each stage
/// when standard error is a terminal.
struct Cores {
    pool: rayon::ThreadPool,
    bar: bool,
}

impl Pool for Cores {
    fn map<T, R, F>(&self, stage: &str, items: Vec<T>, f: F) -> Vec<R>
    where
        T: Send,
        R: Send,
        F: Fn(T) -> R + Sync + Send,
    {
        let bar = self.bar.then(|| {
            let template = msg!("snapshot-progress", stage = stage);
            super::lang::progress_bar(items.len() as u64, template)
        });
        let done = self.pool.install(|| {
            OnAllCores.map(stage, items, |item| {
                let out = f(item);
                if let Some(bar) = &bar {
                    bar.inc(1);
                }
                out
            })
        });
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        done
    }
}

pub fn run(args: SnapshotArgs, registry: &Arc<Registry>) -> u8 {
    match checked(&args, registry) {
        Ok(code) => code,
        Err(e) => e.print(),
    }
}

/// The command, or the message of a usage error.
fn checked(args: &SnapshotArgs, registry: &Arc<Registry>) -> Result<u8, CliError> {
    if !args.check && (args.rules.is_some() || !args.rule.is_empty()) {
        // A snapshot holds what its suite says: other rules are tried, not written.
        return Err(CliError::Conflicting(Conflict::RulesWithoutCheck));
    }
    let suite = Suite::open(&args.suite, registry).map_err(suite_error)?;
    let trial = Trial {
        rules: args.rules.clone(),
        options: args.rule.clone(),
    };
    (trial.check(&suite, registry)).map_err(CliError::from)?;
    let jobs = args.threads.count();
    let cores = Cores {
        pool: crate::cli::lang::pool(jobs)?,
        bar: std::io::stderr().is_terminal(),
    };
    let path = snapshot_path(&args.suite);
    let stored = if args.check {
        Some(required_snapshot(&args.suite).map_err(suite_error)?)
    } else {
        stored_snapshot(&args.suite).map_err(suite_error)?
    };
    let Some(old) = stored else {
        let new = (suite.take(&trial, registry, &cores)).map_err(suite_error)?;
        write(&path, &new)?;
        report_written(&path, &new, args.format);
        return Ok(EXIT_OK);
    };
    let Checked { new, differences } =
        (suite.check(&old, &trial, registry, &cores)).map_err(suite_error)?;
    match args.format {
        Format::Text => print!("{}", differences.write_in(lang())),
        Format::Json => print_json(&serde_json::json!({
            "suite": args.suite.display().to_string(),
            "snapshot": path.display().to_string(),
            "changed": !differences.is_empty(),
            "accepted": args.accept,
            "summary": differences.summary(),
            "differences": differences,
        })),
    }
    if args.accept {
        write(&path, &new)?;
        if args.format == Format::Text {
            println!("{}", say(msg!("snapshot-wrote", path = %path.display())));
        }
        return Ok(EXIT_OK);
    }
    if differences.is_empty() {
        return Ok(EXIT_OK);
    }
    if args.format == Format::Text && !args.check {
        let hint = msg!("snapshot-accept-hint", suite = %args.suite.display());
        println!("{}", say(hint));
    }
    Ok(EXIT_INVALID)
}

fn write(path: &Path, snapshot: &Snapshot) -> Result<(), CliError> {
    std::fs::write(path, snapshot.write())
        .map_err(|e| CliError::Unwritable(super::input::said_io(path.display(), &e)))
}

fn report_written(path: &Path, snapshot: &Snapshot, format: Format) {
    let (positions, records) = (snapshot.positions.len(), snapshot.records.len());
    match format {
        Format::Text => {
            let path = path.display();
            let line = msg!("snapshot-wrote-counts", path = %path, positions = positions, records = records);
            println!("{}", say(line));
        }
        Format::Json => print_json(&serde_json::json!({
            "snapshot": path.display().to_string(),
            "written": true,
            "positions": positions,
            "records": records,
        })),
    }
}

/// A suite's or snapshot's error, in its words and the run's language.
fn suite_error(e: SuiteError) -> CliError {
    CliError::Suite(e.text_in(lang()))
}
