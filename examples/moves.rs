//! The legal moves of a position, perft to depth 3, and the moves a rule
//! option adds or takes away.
//!
//! ```text
//! cargo run --example moves -- shogi "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" "standard;impasse=24"
//! ```
//!
//! The arguments are a game, a position string (`start` for the start) and
//! other rules to compare with. With none, a lone Alquerque piece under
//! Alfonso X's rules and under Bell's, which forbid moving backward.

use std::io::Write;

use hensou::Position;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    run(&args, &mut std::io::stdout().lock())
}

/// Lists the moves of game `args[0]` at position `args[1]`, and compares
/// them with those under the rules `args[2]`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let arg = |i: usize, default| args.get(i).map_or(default, String::as_str);
    let game = arg(0, "alquerque");
    let at = arg(1, "B4/5/2W2/5/5 w - -");
    let other_rules = arg(2, "bell");
    let position = match at {
        "start" => Position::new(game, None)?,
        _ => Position::from_string(game, None, at)?,
    };
    let moves = position.legal_moves(None)?;
    writeln!(
        out,
        "{} under {}: {} moves",
        position.game(),
        position.rules(),
        moves.len()
    )?;
    writeln!(out, "{}", moves.join(" "))?;
    for depth in 1..=3 {
        writeln!(out, "perft {depth}: {}", position.perft(depth))?;
    }
    let other = position.under_rules(other_rules)?;
    let others = other.legal_moves(None)?;
    writeln!(out, "under {}: {} moves", other.rules(), others.len())?;
    writeln!(out, "  taken away: {}", only_in(&moves, &others))?;
    writeln!(out, "  added: {}", only_in(&others, &moves))?;
    Ok(())
}

/// The moves of `a` that are not in `b`, or `none`.
fn only_in(a: &[String], b: &[String]) -> String {
    let only: Vec<&str> = a
        .iter()
        .filter(|m| !b.contains(m))
        .map(String::as_str)
        .collect();
    if only.is_empty() {
        "none".to_string()
    } else {
        only.join(" ")
    }
}
