//! haitaka (crates.io) on the same tasks as `hensou-lib`.
//!
//! - `perft DEPTH`: copy-make walk over `generate_moves`, the last ply's
//!   moves counted in bulk, as haitaka's own perft example does: the length
//!   of each piece's move iterator, not played. (`PieceMoves::len` counts
//!   target squares, one for a move that may or may not promote, so it gives
//!   19,804,276 at depth 5 instead of 19,861,490.)
//! - `replay FILE`: per game, `Board::startpos`; per ply, the end test
//!   (`status`: a legal move left, and the fourth occurrence of the position,
//!   which haitaka leaves to its caller: Zobrist keys kept here, the
//!   perpetual-check loss told apart), `Move::from_str` (USI) and `try_play`
//!   (legality, then the move); the end test once more after the last ply.
//! - `play FILE`: per ply only `Move::from_str` and `try_play`, no end
//!   test: the least a replay can do, the bound the whole pipeline is held
//!   to (issue #45).

use haitaka::{Board, GameStatus, Move};
use peer_bench::*;

fn main() {
    match task() {
        Task::Perft(depth) => {
            let start = Board::startpos();
            let t = cpu_time();
            let nodes = perft(&start, depth);
            report("haitaka", "perft", nodes, &Tally::default(), cpu_time() - t);
        }
        Task::File(task, path) if task == "replay" => {
            let text = read(&path);
            let t = cpu_time();
            let mut history = Vec::new();
            let tally = replay_lines(&text, |line| replay(line, &mut history));
            report("haitaka", "replay", tally.plies, &tally, cpu_time() - t);
        }
        Task::File(task, path) if task == "play" => {
            let text = read(&path);
            let t = cpu_time();
            let tally = replay_lines(&text, play);
            report("haitaka", "play", tally.plies, &tally, cpu_time() - t);
        }
        Task::File(task, _) => {
            eprintln!("unknown task {task}");
            std::process::exit(2)
        }
    }
}

fn perft(board: &Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.into_iter().len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut next = board.clone();
                    next.play_unchecked(mv);
                    nodes += perft(&next, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// How the game stands at `board`, whose key and check are the last entry
/// of `history` (every position since the start).
#[derive(PartialEq)]
enum End {
    Ongoing,
    NoMove,
    /// Fourth occurrence: a draw, or a loss for the side that gave every
    /// check since the first occurrence.
    #[allow(dead_code)] // told apart for the record; every end stops the game
    Sennichite {
        perpetual: bool,
    },
}

fn end(board: &Board, history: &[(u64, bool)]) -> End {
    if board.status() != GameStatus::Ongoing {
        return End::NoMove;
    }
    let last = history.len() - 1;
    let key = history[last].0;
    let mut seen = 0;
    let mut i = last;
    while i >= 4 {
        i -= 2;
        if history[i].0 == key {
            seen += 1;
            if seen == 3 {
                // Since the first occurrence, the side that just moved
                // played the moves into i+2, i+4, ..., last; the other side
                // those into i+1, i+3, ...
                let gave_all = |from: usize| (from..=last).step_by(2).all(|j| history[j].1);
                let perpetual = gave_all(i + 2) || gave_all(i + 1);
                return End::Sennichite { perpetual };
            }
        }
    }
    End::Ongoing
}

fn replay(line: &str, history: &mut Vec<(u64, bool)>) -> Result<(u64, bool), u64> {
    let moves = startpos_moves(line).ok_or(0u64)?;
    let mut board = Board::startpos();
    history.clear();
    history.push((board.hash(), false));
    let mut plies = 0;
    for text in moves {
        if end(&board, history) != End::Ongoing {
            return Err(plies);
        }
        let mv: Move = text.parse().map_err(|_| plies)?;
        board.try_play(mv).map_err(|_| plies)?;
        history.push((board.hash(), !board.checkers().is_empty()));
        plies += 1;
    }
    Ok((plies, end(&board, history) != End::Ongoing))
}

/// The plies of `line` read and played with no end test.
fn play(line: &str) -> Result<(u64, bool), u64> {
    let moves = startpos_moves(line).ok_or(0u64)?;
    let mut board = Board::startpos();
    let mut plies = 0;
    for text in moves {
        let mv: Move = text.parse().map_err(|_| plies)?;
        board.try_play(mv).map_err(|_| plies)?;
        plies += 1;
    }
    Ok((plies, false))
}
