//! `hensou perft`: leaf counts of the move tree.

use clap::Args;
use serde::Serialize;

use std::io::IsTerminal;

use rayon::prelude::*;

use super::moves::{compared, opened};
use super::render::{lang, print_json, say};
use super::{CliError, EXIT_OK, Format, GameArgs};
use crate::msg;
use crate::options::Resolved;
use crate::rule_id::RuleId;
use crate::session::{Divided, Session, compare_moves};

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
    /// Count on N threads, each first move's subtree on one (default: one
    /// a core); the counts are the same whatever N.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// Count under these rules too, side by side; with `--divide`, each
    /// first move legal under one rule set only comes with the rule that
    /// refuses it.
    #[arg(long, value_name = "RULES")]
    pub compare_rules: Option<String>,
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

pub fn run(args: PerftArgs, resolved: &Resolved) -> u8 {
    let (session, notation) = match opened(resolved, &args.position, &args.notation) {
        Ok(opened) => opened,
        Err(e) => return e.print(),
    };
    if let Some(rules) = &args.compare_rules {
        return match compared(session.as_ref(), rules) {
            Ok(other) => side_by_side(session.as_ref(), other.as_ref(), &args, notation),
            Err(e) => e.print(),
        };
    }
    let counted = match count(session.as_ref(), args.depth, notation, args.jobs) {
        Ok(c) => c,
        Err(e) => return e.print(),
    };
    let nodes = match args.depth {
        0 => 1,
        _ => counted.iter().map(|d| d.nodes).sum(),
    };
    let divide = args.divide.then_some(counted);
    match args.format {
        Format::Text => {
            for d in divide.iter().flatten() {
                println!("{}: {}", d.mv, d.nodes);
            }
            println!("{}", say(msg!("perft-nodes", nodes = nodes)));
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

/// Perft of every first move, in `divide`'s order: the tree split at its
/// root, each subtree counted on a thread of a pool of `jobs` threads (one
/// a core by default), with a progress bar of first moves counted when
/// standard error is a terminal.
fn count(
    session: &dyn Session,
    depth: u32,
    notation: usize,
    jobs: Option<u16>,
) -> Result<Vec<Divided>, CliError> {
    let jobs = jobs.map_or(0, usize::from);
    let pool = crate::cli::lang::pool(jobs)?;
    let branches = session.split(notation);
    let bar = std::io::stderr()
        .is_terminal()
        .then(|| super::lang::progress_bar(branches.len() as u64, msg!("perft-progress")));
    let counted = pool.install(|| {
        branches
            .into_par_iter()
            .map(|(mv, next)| {
                let nodes = next.perft(depth.saturating_sub(1));
                if let Some(bar) = &bar {
                    bar.inc(1);
                }
                Divided { mv, nodes }
            })
            .collect()
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(counted)
}

/// A first move counted under both rule sets: `None` where the rules
/// refuse it, and then the rule that does.
#[derive(Serialize)]
struct Branch {
    #[serde(rename = "move")]
    mv: String,
    nodes: Option<u64>,
    compared_nodes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<RuleId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

#[derive(Serialize)]
struct ComparedJson<'a> {
    variant: &'a str,
    rules: String,
    compared_rules: String,
    position: String,
    depth: u32,
    nodes: u64,
    compared_nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<Branch>>,
}

/// `perft --compare-rules`: the counts under the position's rules and
/// under `other`'s, and with `--divide` each first move's side by side.
fn side_by_side(own: &dyn Session, other: &dyn Session, args: &PerftArgs, notation: usize) -> u8 {
    let counts = [own, other].map(|s| count(s, args.depth, notation, args.jobs));
    let (mine, theirs) = match counts {
        [Ok(mine), Ok(theirs)] => (mine, theirs),
        [Err(e), _] | [_, Err(e)] => return e.print(),
    };
    let total = |c: &[Divided]| {
        if args.depth == 0 {
            1
        } else {
            c.iter().map(|d| d.nodes).sum()
        }
    };
    let (nodes, compared_nodes) = (total(&mine), total(&theirs));
    let refusals = compare_moves(own, other, notation);
    let mut moves: Vec<&str> = mine.iter().chain(&theirs).map(|d| d.mv.as_str()).collect();
    moves.sort_unstable();
    moves.dedup();
    let find = |c: &[Divided], mv: &str| c.iter().find(|d| d.mv == mv).map(|d| d.nodes);
    let branches: Vec<Branch> = moves
        .into_iter()
        .map(|mv| {
            let refused = refusals.iter().find(|r| r.mv == mv);
            Branch {
                mv: mv.to_string(),
                nodes: find(&mine, mv),
                compared_nodes: find(&theirs, mv),
                rule: refused.map(|r| r.rule),
                reason: refused.map(|r| r.reason.clone()),
            }
        })
        .collect();
    match args.format {
        Format::Text => {
            let shown = |n: Option<u64>| n.map_or("-".to_string(), |n| n.to_string());
            for b in branches.iter().filter(|_| args.divide) {
                // The reason in the run's language (the branch's is English).
                let refused = refusals.iter().find(|r| r.mv == b.mv);
                let why = refused.map(|r| format!(" ({}: {})", r.rule, r.reason_in(lang())));
                println!(
                    "{}: {} {}{}",
                    b.mv,
                    shown(b.nodes),
                    shown(b.compared_nodes),
                    why.unwrap_or_default()
                );
            }
            let line = msg!(
                "perft-nodes-compared",
                nodes = nodes,
                compared = compared_nodes
            );
            println!("{}", say(line));
        }
        Format::Json => print_json(&ComparedJson {
            variant: own.variant(),
            rules: own.rules(),
            compared_rules: other.rules(),
            position: own.position_string(),
            depth: args.depth,
            nodes,
            compared_nodes,
            divide: args.divide.then_some(branches),
        }),
    }
    EXIT_OK
}
