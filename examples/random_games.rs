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

use std::io::Write;

use hensou::game::RuleSpec;
use hensou::variants;

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

/// A small fixed generator (a 64-bit LCG's high bits): the file must not
/// depend on a crate's choice of algorithm.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn main() -> Result<(), String> {
    let args = args()?;
    let variant = variants::find(&args.variant).ok_or(format!("no game `{}`", args.variant))?;
    let rules = RuleSpec::parse(&args.rules);
    let mut random = Lcg(args.seed);
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for game in 1..=args.games {
        let mut session = variant.new_game(&rules, None).map_err(|e| e.to_string())?;
        let mut movetext = Vec::new();
        while movetext.len() < args.plies && session.outcome().is_none() {
            let moves = session.legal_moves(0);
            if moves.is_empty() {
                break;
            }
            let mv = moves[random.below(moves.len())].clone();
            session
                .play_text(&mv, Some(0), None)
                .map_err(|e| format!("game {game}: `{mv}` did not replay: {e:?}"))?;
            movetext.push(format!("{}.{mv}", movetext.len() + 1));
        }
        let result = session.outcome().map_or("*", |o| o.token());
        writeln!(
            out,
            "[Event \"Random game {game}\"]\n[Variant \"{}\"]\n[Rules \"{}\"]\n",
            variant.name(),
            session.rules()
        )
        .map_err(|e| e.to_string())?;
        for line in movetext.chunks(8) {
            writeln!(out, "{}", line.join(" ")).map_err(|e| e.to_string())?;
        }
        writeln!(out, "{result}\n").map_err(|e| e.to_string())?;
    }
    Ok(())
}
