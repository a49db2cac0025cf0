//! Converts the games of a record to another notation or format, and says
//! what the target could not carry (comments, times, variations, ...).
//!
//! ```text
//! cargo run --example convert -- fixtures/alquerque/valid/seed-huffs.pgn numeric
//! ```
//!
//! With no argument it converts a KIF file with a comment, times and a
//! variation to CSA.

use std::io::Write;

use hensou::{Options, Source};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    run(&args, &mut std::io::stdout().lock())
}

/// Converts every game of the file `args[0]` to the notation `args[1]`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let path = args.first().map_or(
        "fixtures/shogi/valid/comments-and-branch.kif",
        String::as_str,
    );
    let to = args.get(1).map_or("csa", String::as_str);
    let source = Source::open(path)?;
    for game in source.games() {
        let conversion = game.convert(to, &Options::new());
        let Some(text) = conversion.text() else {
            let problem = conversion
                .report()
                .diagnostics()
                .iter()
                .find(|p| p.is_error());
            let why = problem.map_or("it could not be read", |p| p.message());
            writeln!(out, "game {} not converted: {why}", game.number())?;
            continue;
        };
        write!(out, "{text}")?;
        for loss in conversion.losses() {
            let (line, column) = (loss.line(), loss.column());
            writeln!(out, "lost at {line}:{column}: {}", loss.message())?;
        }
    }
    Ok(())
}
