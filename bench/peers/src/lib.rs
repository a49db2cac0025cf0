//! What the peer benchmarks share: the games file, the clock and the line
//! every run prints for scripts/peer-bench.

use std::time::Duration;

/// CPU time (user + system) this process has used so far.
pub fn cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to write to.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// The moves of one `position startpos moves ...` line, or `None` for a
/// line of another shape (counted as a failed game).
pub fn startpos_moves(line: &str) -> Option<std::str::SplitAsciiWhitespace<'_>> {
    let rest = line.trim().strip_prefix("position")?.trim_start();
    let rest = rest.strip_prefix("startpos")?.trim_start();
    if rest.is_empty() {
        return Some("".split_ascii_whitespace());
    }
    Some(rest.strip_prefix("moves")?.split_ascii_whitespace())
}

/// Tally of a replay: plies played, games read, games that failed (a line
/// that is no game, an unreadable or illegal move, a move after the end) and
/// games that reached an end (mate or sennichite).
#[derive(Default)]
pub struct Tally {
    pub plies: u64,
    pub games: u64,
    pub failed: u64,
    pub ended: u64,
}

/// Replays every non-blank line of `text` with `game`, which returns the
/// plies played and whether the game reached its end, or the plies played
/// before the game failed.
pub fn replay_lines(text: &str, mut game: impl FnMut(&str) -> Result<(u64, bool), u64>) -> Tally {
    let mut tally = Tally::default();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        tally.games += 1;
        match game(line) {
            Ok((plies, ended)) => {
                tally.plies += plies;
                tally.ended += ended as u64;
            }
            Err(plies) => {
                tally.plies += plies;
                tally.failed += 1;
            }
        }
    }
    tally
}

/// Prints the one result line scripts/peer-bench reads:
/// `RESULT tool=... task=... count=N games=G failed=F ended=E cpu=SECONDS`.
/// `cpu` is the CPU time of the measured work alone (the file already read).
pub fn report(tool: &str, task: &str, count: u64, tally: &Tally, cpu: Duration) {
    println!(
        "RESULT tool={tool} task={task} count={count} games={} failed={} ended={} cpu={:.6}",
        tally.games,
        tally.failed,
        tally.ended,
        cpu.as_secs_f64()
    );
}

/// The command line: `perft DEPTH`, or `TASK FILE` for the tasks on files.
pub enum Task {
    Perft(u32),
    File(String, String),
}

pub fn task() -> Task {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [t, d] if t == "perft" => Task::Perft(d.parse().expect("perft DEPTH")),
        [t, f] => Task::File(t.clone(), f.clone()),
        _ => {
            eprintln!("usage: {{perft DEPTH | replay FILE | ...}}");
            std::process::exit(2)
        }
    }
}

pub fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    })
}
