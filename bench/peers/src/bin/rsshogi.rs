//! rsshogi (crates.io) on the same tasks as `hensou-lib`.
//!
//! - `perft DEPTH`: `board::perft::perft` from the start position (legal
//!   moves of the last ply generated and counted, not played).
//! - `replay FILE`: per game, a clone of the start position with its state
//!   stack set up (`init_stack`); per ply, the end test (`is_mated`, and
//!   `repetition_state` for the fourth occurrence: draw or perpetual check),
//!   `move32_from_usi` (syntax and the piece on the board), and
//!   `try_apply_move32` (full legality check, then the move); the end test
//!   once more after the last ply.
//! - `gen GAMES SEED [MAX_PLIES]`: random legal games, uniform over
//!   `generate_legal_all_move32` (splitmix64 from SEED), each until mate, the
//!   fourth occurrence or MAX_PLIES (256), one `position startpos moves ...`
//!   line each on standard output. (haitaka 0.3.2 was tried first, but its
//!   legality lets a pawn drop mate now and then, which the other three
//!   refuse.)

use peer_bench::*;
use rsshogi::board::{self, Position};
use rsshogi::types::RepetitionState;
use std::io::Write;

fn main() {
    board::init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("gen") {
        let n: u64 = args
            .get(1)
            .and_then(|a| a.parse().ok())
            .expect("gen GAMES SEED");
        let seed: u64 = args
            .get(2)
            .and_then(|a| a.parse().ok())
            .expect("gen GAMES SEED");
        let max: usize = args.get(3).map_or(256, |a| a.parse().expect("MAX_PLIES"));
        random_games(n, seed, max);
        return;
    }
    match task() {
        Task::Perft(depth) => {
            let start = board::hirate_position();
            let t = cpu_time();
            let nodes = board::perft::perft(&start, depth as u8)
                .expect("perft")
                .nodes;
            report("rsshogi", "perft", nodes, &Tally::default(), cpu_time() - t);
        }
        Task::File(task, path) if task == "replay" => {
            let text = read(&path);
            let t = cpu_time();
            let start = board::hirate_position();
            let tally = replay_lines(&text, |line| replay(&start, line));
            report("rsshogi", "replay", tally.plies, &tally, cpu_time() - t);
        }
        Task::File(task, _) => {
            eprintln!("unknown task {task}");
            std::process::exit(2)
        }
    }
}

fn over(pos: &Position) -> bool {
    pos.is_mated()
        || matches!(
            pos.repetition_state(),
            RepetitionState::Draw | RepetitionState::Win | RepetitionState::Lose
        )
}

fn replay(start: &Position, line: &str) -> Result<(u64, bool), u64> {
    let moves = startpos_moves(line).ok_or(0u64)?;
    let mut pos = start.clone();
    pos.init_stack();
    let mut plies = 0;
    for text in moves {
        if over(&pos) {
            return Err(plies);
        }
        let mv = pos.move32_from_usi(text).ok_or(plies)?;
        pos.try_apply_move32(mv).map_err(|_| plies)?;
        plies += 1;
    }
    Ok((plies, over(&pos)))
}

fn random_games(games: u64, seed: u64, max_plies: usize) {
    let mut state = seed;
    let mut next = move || {
        // splitmix64
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let start = board::hirate_position();
    let mut legal = board::Move32List::new();
    for _ in 0..games {
        let mut pos = start.clone();
        pos.init_stack();
        let mut line = String::from("position startpos moves");
        for _ in 0..max_plies {
            if over(&pos) {
                break;
            }
            legal.clear();
            board::generate_legal_all_move32(&pos, &mut legal);
            let moves = legal.as_slice();
            let mv = moves[(next() % moves.len() as u64) as usize];
            line.push(' ');
            line.push_str(&mv.to_move().to_usi());
            pos.apply_move32(mv);
        }
        writeln!(out, "{line}").expect("write");
    }
}
