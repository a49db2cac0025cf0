//! Replays a game to a ply and shows where it stands: the board, the
//! position string (which `hensou moves` and [`hensou::Position`] take) and
//! how the game ended, if it has.
//!
//! ```text
//! cargo run --example replay -- fixtures/shogi/valid/random-80.kif 20
//! ```
//!
//! With no argument it replays a Macedonian shogi game to its end; with a
//! file and no ply, the file's first game to its end.

use std::io::Write;

use hensou::{Options, Source};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    run(&args, &mut std::io::stdout().lock())
}

/// Replays the first game of the file `args[0]` to ply `args[1]`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let path = args.first().map_or(
        "fixtures/macedonian/valid/features-ascii.pgn",
        String::as_str,
    );
    let mut options = Options::new();
    if let Some(ply) = args.get(1) {
        options = options.stop_after(ply.parse()?);
    }
    let source = Source::open(path)?;
    let game = source.games().next().ok_or("no game in the file")?;
    let report = game.validate(&options);
    if let Some(problem) = report.diagnostics().iter().find(|p| p.is_error()) {
        let (line, column) = (problem.line(), problem.column());
        writeln!(out, "stopped at {line}:{column}: {}", problem.message())?;
    }
    let position = report.position().ok_or("the game could not be set up")?;
    writeln!(
        out,
        "{} after ply {}:",
        report.game().unwrap_or("?"),
        position.plies()
    )?;
    writeln!(out, "{}", position.diagram())?;
    writeln!(out, "position: {}", position.position_string())?;
    match position.outcome() {
        Some(outcome) => {
            let winner = outcome
                .winner
                .map_or("nobody", |side| position.side_name(side));
            writeln!(out, "ended: {} ({winner} wins)", outcome.reason)?
        }
        None => {
            let side = position.side_name(position.side_to_move());
            writeln!(out, "{side} to move")?
        }
    }
    Ok(())
}
