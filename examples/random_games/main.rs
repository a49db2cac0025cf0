//! Writes random legal games of any game as one PGN-style record file, for
//! benchmarks and for trying the tool on large archives.
//!
//! ```text
//! cargo run --release --example random_games -- chatra 1000 > chatra.pgn
//! cargo run --release --example random_games -- alquerque 500 --rules bell --plies 120 --seed 7
//! ```
//!
//! The same arguments write the same file. Moves are printed in the game's
//! first notation; a game stops at its end or after `--plies` plies.

mod record;

use std::io::Write;

use hensou::game::RuleSpec;
use hensou::registry;

struct Args {
    variant: String,
    games: usize,
    rules: String,
    plies: usize,
    seed: u64,
}

fn args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let variant = it
        .next()
        .ok_or("usage: random_games VARIANT GAMES [--rules R] [--plies N] [--seed S]")?;
    let games = it
        .next()
        .and_then(|n| n.parse().ok())
        .ok_or("GAMES must be a number")?;
    let mut args = Args {
        variant,
        games,
        rules: String::new(),
        plies: 300,
        seed: 1,
    };
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse().map_err(|_| format!("{flag} needs a number"));
        match flag.as_str() {
            "--rules" => args.rules = value.clone(),
            "--plies" => args.plies = number()? as usize,
            "--seed" => args.seed = number()?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(args)
}

fn main() -> Result<(), String> {
    let args = args()?;
    let variant = registry::builtin()
        .find(&args.variant)
        .ok_or(format!("no game `{}`", args.variant))?;
    let rules = RuleSpec::parse(&args.rules);
    let batch = record::Batch {
        variant,
        games: args.games,
        rules: &rules,
        plies: args.plies,
        seed: args.seed,
    };
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    record::write(&batch, &mut out)?;
    out.flush().map_err(|e| e.to_string())
}
