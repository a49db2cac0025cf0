//! `hensou perft`: leaf counts of the move tree.

use clap::Args;
use serde::Serialize;

use super::moves::{notation, open};
use super::render::print_json;
use super::{EXIT_OK, EXIT_USAGE, Format, GameArgs};
use crate::session::Divided;

#[derive(Args, Debug)]
#[command(
    mut_arg("variant", |a| a.help(super::POSITION_HELP[0])),
    mut_arg("rules", |a| a.help(super::POSITION_HELP[1])),
    mut_arg("rule", |a| a.help(super::POSITION_HELP[2])),
)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// A position string (default: the start position).
    #[arg(long)]
    pub position: Option<String>,
    /// Plies to look ahead.
    #[arg(long)]
    pub depth: u32,
    /// Count per first move.
    #[arg(long)]
    pub divide: bool,
    /// The notation for `--divide` (default: the game's first).
    #[arg(long)]
    pub notation: Option<String>,
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

#[derive(Serialize)]
struct PerftJson<'a> {
    variant: &'a str,
    rules: String,
    position: String,
    depth: u32,
    nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<Divided>>,
}

pub fn run(args: PerftArgs) -> u8 {
    let session = match open(&args.game, args.position.as_deref()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_USAGE;
        }
    };
    let divide = if args.divide {
        match notation(session.as_ref(), args.notation.as_deref()) {
            Ok(n) => Some(session.divide(args.depth, n)),
            Err(e) => {
                eprintln!("error: {e}");
                return EXIT_USAGE;
            }
        }
    } else {
        None
    };
    let nodes = match &divide {
        Some(d) if args.depth > 0 => d.iter().map(|x| x.nodes).sum(),
        _ => session.perft(args.depth),
    };
    match args.format {
        Format::Text => {
            for d in divide.iter().flatten() {
                println!("{}: {}", d.mv, d.nodes);
            }
            println!("nodes: {nodes}");
        }
        Format::Json => print_json(&PerftJson {
            variant: session.variant(),
            rules: session.rules(),
            position: session.position_string(),
            depth: args.depth,
            nodes,
            divide,
        }),
    }
    EXIT_OK
}
