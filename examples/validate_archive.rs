//! Checks every game of a record file, or of every file in a folder: one
//! line a game, each problem with its line, column and code, and a summary.
//!
//! ```text
//! cargo run --example validate_archive -- fixtures/chatra
//! ```
//!
//! With no argument it checks `fixtures/alquerque`, valid and broken
//! records both.

use std::io::Write;
use std::path::{Path, PathBuf};

use hensou::{Options, Source};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    run(&args, &mut std::io::stdout().lock())
}

/// Checks the file or folder `args[0]` and writes what it found to `out`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let root = args.first().map_or("fixtures/alquerque", String::as_str);
    let options = Options::new();
    let (mut valid, mut invalid) = (0, 0);
    let files = files_under(Path::new(root))?;
    for path in &files {
        for report in Source::open(path)?.validate(&options) {
            let verdict = if report.is_valid() {
                "valid"
            } else {
                "INVALID"
            };
            valid += usize::from(report.is_valid());
            invalid += usize::from(!report.is_valid());
            let game = report.game().unwrap_or("unknown game");
            let plies = report.plies().len();
            let result = report.result().unwrap_or("no result");
            writeln!(
                out,
                "{} game {}: {verdict}: {game}, {plies} plies, {result}",
                report.file(),
                report.number()
            )?;
            for problem in report.diagnostics() {
                let severity = if problem.is_error() {
                    "error"
                } else {
                    "warning"
                };
                writeln!(
                    out,
                    "  {}:{}: {severity} {}: {}",
                    problem.line(),
                    problem.column(),
                    problem.code(),
                    problem.message()
                )?;
            }
        }
    }
    writeln!(
        out,
        "{} games in {} files: {valid} valid, {invalid} invalid",
        valid + invalid,
        files.len()
    )?;
    Ok(())
}

/// `path` itself if it is a file, else every file under it, sorted.
fn files_under(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path)? {
        files.extend(files_under(&entry?.path())?);
    }
    files.sort();
    Ok(files)
}
