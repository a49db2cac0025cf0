//! hensou's shogi through its library API, with as little around it as the
//! public API allows.
//!
//! - `perft DEPTH`: `Perft::perft` from the start (bulk counting at the last
//!   ply, the walk `hensou perft` runs).
//! - `replay FILE`: per game, `Rules::start`; per ply, `Rules::outcome` (no
//!   move after mate or sennichite), `usi::parse_usi`, `Rules::is_legal`,
//!   `Rules::play`; `Rules::outcome` once more after the last ply.
//! - `split FILE`: the USI file read into records (`formats::read`), and the
//!   move runs cut into plies at white space: no legality, no board.

use hensou::formats;
use hensou::game::{Configure, Perft, RuleSpec, Rules};
use hensou::variants::shogi::Shogi;
use hensou::variants::shogi::notation::usi;
use peer_bench::*;

fn main() {
    let config = Shogi::configure(&RuleSpec::default()).expect("standard shogi");
    match task() {
        Task::Perft(depth) => {
            let start = Shogi::start(&config);
            let t = cpu_time();
            let nodes = Shogi::perft(&start, depth);
            report(
                "hensou-lib",
                "perft",
                nodes,
                &Tally::default(),
                cpu_time() - t,
            );
        }
        Task::File(task, path) if task == "replay" => {
            let text = read(&path);
            let t = cpu_time();
            let start = Shogi::start(&config);
            let tally = replay_lines(&text, |line| replay(&start, line));
            report("hensou-lib", "replay", tally.plies, &tally, cpu_time() - t);
        }
        Task::File(task, path) if task == "split" => {
            let text = read(&path);
            let t = cpu_time();
            let usi = hensou::registry::builtin().format("usi").expect("hensou reads USI");
            let records = formats::read(&text, hensou::Reading::Format(usi));
            let mut tally = Tally::default();
            for record in &records {
                tally.games += 1;
                tally.failed += !record.issues.is_empty() as u64;
                for run in record.move_runs(&text) {
                    tally.plies += run.split_ascii_whitespace().count() as u64;
                }
            }
            // The bytes read are the count: the target is in MB/s.
            report(
                "hensou-lib",
                "split",
                text.len() as u64,
                &tally,
                cpu_time() - t,
            );
            eprintln!("split: {} plies in {} records", tally.plies, tally.games);
        }
        Task::File(task, _) => {
            eprintln!("unknown task {task}");
            std::process::exit(2)
        }
    }
}

/// Plies played and whether the game reached its end, or the plies played
/// before it failed.
fn replay(start: &<Shogi as Rules>::Position, line: &str) -> Result<(u64, bool), u64> {
    let moves = startpos_moves(line).ok_or(0u64)?;
    let mut pos = start.clone();
    let mut plies = 0;
    for text in moves {
        if Shogi::outcome(&pos).is_some() {
            return Err(plies);
        }
        let mv = match usi::parse_usi(text) {
            Some((mv, len)) if len == text.len() => mv,
            _ => return Err(plies),
        };
        if !Shogi::is_legal(&pos, &mv) {
            return Err(plies);
        }
        Shogi::play(&mut pos, &mv);
        plies += 1;
    }
    Ok((plies, Shogi::outcome(&pos).is_some()))
}
