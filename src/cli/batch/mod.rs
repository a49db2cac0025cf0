//! Running many games: read lazily, read and checked on every core,
//! printed in input order as soon as they and the ones before them are done.
//!
//! This thread splits the inputs into parts (a game's text, found without
//! reading it) a batch at a time (a bounded number of batches at once, so
//! memory does not grow with the number of games). A thread of the pool
//! reads each part of a batch into its games, an ordered pass numbers them
//! and gives them what flows from game to game
//! ([`crate::input::split::Carried`]), the thread renders each game to
//! text, and the batches are printed in order: the output is byte for byte
//! the same whatever the number of threads.
//!
//! `jobs` makes the work, `flow` moves batches through the pool, `printed`
//! keeps what each job prints.

mod flow;
mod held;
mod jobs;
mod printed;
mod tally;

use std::collections::VecDeque;
use std::io::{IsTerminal, Write};
use std::time::Instant;

use indicatif::ProgressBar;

use super::CliError;
use super::input::Found;
use super::render::say;
use crate::msg;
pub use held::Left;
use held::{Held, Hold};
use jobs::{BATCH, Order, read_tasks};
pub use jobs::{Job, Jobs};
pub use printed::{JsonArray, Printed, jsonl};
pub use tally::{NoGame, Tally, game_of};

/// Input at which a run shows a progress bar even for one file.
const LONG_INPUT: u64 = 1 << 20;

/// The counts of the summary line that ends a batch.
#[derive(Default, Clone, Copy)]
pub struct Counts {
    pub games: usize,
    pub plies: usize,
    pub invalid: usize,
}

/// How a run goes: threads, progress, summary.
pub struct Run {
    pool: rayon::ThreadPool,
    started: Instant,
    bar: Option<ProgressBar>,
}

impl Run {
    /// A run on `jobs` threads (0: every core), with a progress bar when
    /// the work is long and standard error is a terminal, never when
    /// `quiet`.
    pub fn new(jobs: usize, found: &[Found], quiet: bool) -> Result<Run, CliError> {
        let pool = crate::cli::lang::pool(jobs)?;
        let bytes: u64 = found
            .iter()
            .map(|f| match f {
                Found::File(p) => std::fs::metadata(p).map_or(0, |m| m.len()),
                Found::Error { .. } => 0,
            })
            .sum();
        let long = found.len() > 1 || bytes > LONG_INPUT;
        let bar = (long && !quiet && std::io::stderr().is_terminal())
            .then(|| super::lang::progress_bar(bytes, msg!("batch-progress")));
        Ok(Run {
            pool,
            started: Instant::now(),
            bar,
        })
    }

    /// Reads and renders every job with `render` on the pool and prints
    /// each batch in input order. `render` is told whether the run reads
    /// more than one game (or input), which is known from the first jobs;
    /// `done` is given what each job left besides its printed text, in
    /// order, with standard output to write to. `json_array` frames the
    /// JSON elements the jobs print as one array (without it they are not
    /// printed). An error is one writing standard output. Nothing is
    /// printed nor given to `done` while a file read once is not confirmed
    /// ([`held`]); a run whose file is contradicted is made again.
    pub fn each<X, R, T>(
        &self,
        jobs: &mut Jobs,
        json_array: bool,
        render: R,
        mut done: T,
    ) -> std::io::Result<()>
    where
        X: Left,
        R: Fn(Job, bool) -> (Printed, X) + Sync,
        T: FnMut(X, &mut dyn Write) -> std::io::Result<()> + Send,
    {
        loop {
            let again = self
                .pool
                .install(|| self.each_on_pool(jobs, json_array, &render, &mut done))?;
            if !again {
                return Ok(());
            }
            jobs.rewind();
        }
    }

    /// [`Run::each`] on a thread of the pool: the thread that splits the
    /// input and prints renders too while it waits for the pool, so no
    /// more threads run than were asked for (on two cores, two threads
    /// and a third that splits took turns). `true` when the run is to be
    /// made again, nothing printed.
    fn each_on_pool<X, R, T>(
        &self,
        jobs: &mut Jobs,
        json_array: bool,
        render: R,
        mut done: T,
    ) -> std::io::Result<bool>
    where
        X: Left,
        R: Fn(Job, bool) -> (Printed, X) + Sync,
        T: FnMut(X, &mut dyn Write) -> std::io::Result<()>,
    {
        let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
        let mut array = JsonArray::default();
        // With one thread everything is done in turn on this one.
        let overlap = self.pool.current_num_threads() > 1;
        let mut order = Order::default();
        let parts = if overlap { flow::PARTS } else { BATCH };
        let first = self.first_jobs(jobs, &mut order, overlap, parts);
        let many = first.0.len() > 1;
        let mut held = Held::new();
        let mut again = false;
        let mut print = |rendered: Option<_>, progress, jobs: &mut Jobs| {
            match held.take(rendered.map(|r| (r, progress)), jobs) {
                Hold::Out(blocks, progress) => {
                    for rendered in blocks {
                        let array = json_array.then_some(&mut array);
                        self.print(rendered, progress, &mut stdout, array, &mut done)?;
                    }
                }
                Hold::Keep => {}
                Hold::Again => again = true,
            }
            Ok(())
        };
        let mut result = if overlap {
            self.flow(jobs, first, order, many, &render, &mut print)
        } else {
            in_turn(jobs, first, order, many, &render, &mut print)
        };
        // The end of the run: whatever is held is let out, or dropped.
        result = result.and_then(|()| print(None, 0, jobs));
        if again {
            return Ok(true);
        }
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if json_array && result.is_ok() {
            result = stdout
                .write_all(array.end().as_bytes())
                .and_then(|()| stdout.flush());
        }
        result.map(|()| false)
    }

    /// Every batch after the `first` jobs ([`Run::first_jobs`]), split off
    /// the input here, read and rendered on the pool's threads as they
    /// come free ([`flow`]), and printed in input order with `print`.
    /// Stops at the first error `print` returns.
    fn flow<X, R>(
        &self,
        jobs: &mut Jobs,
        (first, progress): (Vec<Job>, u64),
        order: Order,
        many: bool,
        render: &R,
        print: &mut impl FnMut(Option<Vec<(Printed, X)>>, u64, &mut Jobs) -> std::io::Result<()>,
    ) -> std::io::Result<()>
    where
        X: Send,
        R: Fn(Job, bool) -> (Printed, X) + Sync,
    {
        let (flow, printer) = flow::start(order, 1);
        // The progress of each batch split and not printed yet.
        let mut progress = VecDeque::from([progress]);
        let (mut split, mut more) = (1, true);
        rayon::in_place_scope_fifo(|scope| {
            let flow = &flow;
            // Dropped on return, before the scope waits for the jobs begun:
            // they then tell no one.
            let mut printer = printer;
            scope.spawn_fifo(move |_| flow.render(0, first, render, many));
            loop {
                for rendered in printer.printable() {
                    let at = progress.pop_front().unwrap_or_default();
                    if let Err(e) = print(Some(rendered), at, jobs) {
                        // Standard output is closed (a pipe to `head`):
                        // nothing more can be said.
                        flow.stop();
                        return Err(e);
                    }
                }
                if printer.failed {
                    // A job panicked: the scope passes the panic on.
                    return Ok(());
                } else if more && split - printer.printed < flow::IN_FLIGHT {
                    let tasks = jobs.batch(flow::PARTS);
                    more = !tasks.is_empty();
                    if more {
                        progress.push_back(jobs.bytes_done(tasks.last()));
                        let seq = split;
                        split += 1;
                        scope.spawn_fifo(move |scope| flow.read(scope, seq, tasks, render, many));
                    }
                } else if printer.printed == split {
                    return Ok(());
                } else {
                    // A batch split off is not printed: a note is to come.
                    printer.help();
                }
            }
        })
    }

    /// The first jobs, read before any is rendered: they tell whether the
    /// run reads more than one game. With them, the bytes of input done.
    fn first_jobs(
        &self,
        jobs: &mut Jobs,
        order: &mut Order,
        overlap: bool,
        parts: usize,
    ) -> (Vec<Job>, u64) {
        let mut first = Vec::new();
        let mut progress = 0;
        while first.len() < 2 {
            let tasks = jobs.batch(parts);
            if tasks.is_empty() {
                break;
            }
            progress = jobs.bytes_done(tasks.last());
            let read = self.pool.install(|| read_tasks(tasks, overlap));
            first.extend(order.jobs(read));
        }
        (first, progress)
    }

    /// Prints a rendered batch in input order and moves the progress bar
    /// to `progress` bytes.
    fn print<X>(
        &self,
        rendered: Vec<(Printed, X)>,
        progress: u64,
        stdout: &mut impl Write,
        mut array: Option<&mut JsonArray>,
        done: &mut impl FnMut(X, &mut dyn Write) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        let write = || -> std::io::Result<()> {
            for (printed, left) in rendered {
                printed.write(stdout, array.as_deref_mut())?;
                done(left, stdout)?;
            }
            stdout.flush()
        };
        let result = match &self.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        };
        if let (Ok(()), Some(bar)) = (&result, &self.bar) {
            bar.set_position(progress);
        }
        result
    }

    /// The summary line of a batch: `3 files, 412 games, 51,230 plies: 410
    /// valid, 2 invalid, in 0.84 s`.
    pub fn summary(&self, files: Option<usize>, counts: &Counts) -> String {
        let files = match files {
            Some(n) => msg!("batch-files-lead", n = n, shown = thousands(n)),
            None => msg!("usage-nothing"),
        };
        let valid = counts.games - counts.invalid;
        let seconds = format!("{:.2}", self.started.elapsed().as_secs_f64());
        say(msg!(
            "batch-summary",
            files = files,
            games = counts.games,
            games_shown = thousands(counts.games),
            plies = counts.plies,
            plies_shown = thousands(counts.plies),
            valid = thousands(valid),
            invalid = thousands(counts.invalid),
            seconds = seconds
        ))
    }
}

/// Every batch after the `first` jobs read, rendered and printed in turn
/// on this thread, as one thread does.
fn in_turn<X, R>(
    jobs: &mut Jobs,
    (mut batch, mut progress): (Vec<Job>, u64),
    mut order: Order,
    many: bool,
    render: &R,
    print: &mut impl FnMut(Option<Vec<(Printed, X)>>, u64, &mut Jobs) -> std::io::Result<()>,
) -> std::io::Result<()>
where
    R: Fn(Job, bool) -> (Printed, X),
{
    loop {
        let rendered = batch.into_iter().map(|job| render(job, many)).collect();
        print(Some(rendered), progress, jobs)?;
        let tasks = jobs.batch(BATCH);
        if tasks.is_empty() {
            return Ok(());
        }
        progress = jobs.bytes_done(tasks.last());
        batch = order.jobs(read_tasks(tasks, false));
    }
}

fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // What the tests' jobs leave is handed on a job at a time.
    impl Left for () {}
    impl Left for usize {}
    impl Left for (String, usize, Option<String>) {}

    /// A run of `paths` on `threads` threads, and its jobs, read as hensou
    /// reads by default.
    fn run_of(threads: usize, paths: &[std::path::PathBuf]) -> (Run, Jobs) {
        let found: Vec<Found> = paths.iter().cloned().map(Found::File).collect();
        let run = Run::new(threads, &found, true).unwrap();
        let read = crate::input::reading::ReadBy {
            reading: crate::input::reading::Reading::Auto,
            registry: crate::registry::builtin().clone(),
        };
        (run, Jobs::new(found, read))
    }

    /// An archive of `copies` copies of a CSA game in `dir`.
    fn csa_archive(dir: &tempfile::TempDir, copies: usize) -> std::path::PathBuf {
        let game = std::fs::read_to_string("fixtures/shogi/valid/random-80.csa").unwrap();
        let path = dir.path().join("archive.csa");
        std::fs::write(&path, format!("{}\n/\n", game.trim_end()).repeat(copies)).unwrap();
        path
    }

    /// The thread that splits the input and prints is one of the pool's:
    /// on two cores a third thread would take turns with the two checking.
    #[test]
    fn a_run_uses_no_more_threads_than_asked() {
        use std::collections::HashSet;
        use std::sync::Mutex;
        let dir = tempfile::tempdir().unwrap();
        // Several batches of games.
        let (run, mut jobs) = run_of(2, &[csa_archive(&dir, 600)]);
        let threads = Mutex::new(HashSet::new());
        let seen = || {
            threads.lock().unwrap().insert(std::thread::current().id());
        };
        let mut printed = 0;
        run.each(
            &mut jobs,
            false,
            |_, _| {
                seen();
                (Printed::default(), ())
            },
            |(), _| {
                seen();
                assert!(rayon::current_thread_index().is_some());
                printed += 1;
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(printed, 600);
        assert!(threads.lock().unwrap().len() <= 2);
    }

    /// What a test's run saw of each job, in the order they were printed:
    /// the file, the game's number and the rules it was given.
    type Seen = Vec<(String, usize, Option<String>)>;

    /// Runs `found` on `threads` threads, rendering some games slower than
    /// others so that batches end out of turn; with what it saw, the most
    /// jobs rendered and not printed yet at any time.
    fn run_on(threads: usize, paths: &[std::path::PathBuf]) -> (Seen, usize) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let (run, mut jobs) = run_of(threads, paths);
        let rendered = AtomicUsize::new(0);
        let (mut seen, mut ahead) = (Vec::new(), 0);
        let render = |job, _| {
            let Job::Game {
                input,
                number,
                record,
                ..
            } = job
            else {
                panic!("a game");
            };
            if number % 29 < 3 {
                std::thread::sleep(std::time::Duration::from_micros(300));
            }
            let rules = record.and_then(|r| r.tag("Rules").map(str::to_string));
            rendered.fetch_add(1, Ordering::SeqCst);
            (Printed::default(), (input.name.clone(), number, rules))
        };
        run.each(&mut jobs, false, render, |job, _| {
            ahead = ahead.max(rendered.load(Ordering::SeqCst) - seen.len());
            seen.push(job);
            Ok(())
        })
        .unwrap();
        (seen, ahead)
    }

    /// Whatever order the threads read and render batches in, games are
    /// printed in input order, numbered from 1 in each file, each USI game
    /// with the rules of the `setoption` line before it, however many
    /// batches back; and memory stays bounded: no more than the batches in
    /// flight are rendered ahead of the printing.
    #[test]
    fn games_are_printed_in_input_order_on_any_number_of_threads() {
        let read = |path| std::fs::read_to_string(path).unwrap();
        let csa = read("fixtures/shogi/valid/random-80.csa");
        let usi = read("fixtures/shogi/valid/random-80.usi");
        let moves: Vec<&str> = usi.split_whitespace().collect();
        let mut usi_games = String::new();
        for i in 0..600 {
            // Not first: a file that starts with a `position` line is split.
            if i % 150 == 75 {
                let rules = ["otomo", "standard"][i / 150 % 2];
                usi_games.push_str(&format!("setoption name Rules value {rules}\n"));
            }
            // Games of every length, so that batches take unlike times.
            let plies = 3 + (i * 7) % (moves.len() - 3);
            usi_games.push_str(&moves[..plies].join(" "));
            usi_games.push('\n');
        }
        let dir = tempfile::tempdir().unwrap();
        let files = [
            ("a.usi", usi_games),
            ("b.csa", format!("{}\n/\n", csa.trim_end()).repeat(500)),
            ("c.csa", csa),
        ];
        let mut paths = Vec::new();
        for (name, text) in files {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            paths.push(path);
        }
        let (one, _) = run_on(1, &paths);
        assert_eq!(one.len(), 600 + 500 + 1);
        assert_eq!(one[599].1, 600);
        assert_eq!(one[600].1, 1);
        assert_eq!(one[0].2, None);
        assert_eq!(one[160].2.as_deref(), Some("otomo"));
        assert_eq!(one[230].2.as_deref(), Some("standard"));
        for threads in [2, 3, 4] {
            let (seen, ahead) = run_on(threads, &paths);
            assert!(seen == one, "{threads} threads");
            let bound = (flow::IN_FLIGHT as usize + 1) * flow::PARTS;
            assert!(ahead <= bound, "{ahead} jobs ahead on {threads} threads");
        }
    }

    /// A job that panics ends the run with its panic, rather than leaving
    /// the printing thread waiting for its batch.
    #[test]
    fn a_panic_in_a_job_ends_the_run() {
        let dir = tempfile::tempdir().unwrap();
        let (run, mut jobs) = run_of(2, &[csa_archive(&dir, 300)]);
        let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            run.each(
                &mut jobs,
                false,
                |job, _| match job {
                    Job::Game { number: 100, .. } => panic!("game 100"),
                    _ => (Printed::default(), ()),
                },
                |(), _| Ok(()),
            )
        }));
        assert!(ran.is_err());
    }

    /// A USI file of `games` games of one ply each, in `dir`: batches
    /// that take next to no time, so that the printing thread looks for
    /// rendered batches and waits as they are rendered, again and again.
    fn tiny_games(dir: &tempfile::TempDir, games: usize) -> std::path::PathBuf {
        let path = dir.path().join("tiny.usi");
        std::fs::write(&path, "position startpos moves 7g7f\n".repeat(games)).unwrap();
        path
    }

    /// Many tiny batches, run again and again on 2 to 4 threads, each
    /// printed once and in turn: a wake-up of the printing thread lost
    /// would hang a run.
    #[test]
    fn many_tiny_batches_are_printed_in_turn() {
        let dir = tempfile::tempdir().unwrap();
        let games = 40 * flow::PARTS + 3;
        let path = tiny_games(&dir, games);
        for round in 0..60 {
            let (run, mut jobs) = run_of(2 + round % 3, std::slice::from_ref(&path));
            let mut numbers = Vec::new();
            let render = |job, _| match job {
                Job::Game { number, .. } => (Printed::default(), number),
                Job::Error { .. } => panic!("a game"),
            };
            run.each(&mut jobs, false, render, |number, _| {
                numbers.push(number);
                Ok(())
            })
            .unwrap();
            assert!(numbers.iter().copied().eq(1..=games), "round {round}");
        }
    }

    /// A consumer that stops early (standard output closed, as by a pipe
    /// to `head`) ends the run with its error at once, whichever batch it
    /// stops in: nothing more is printed and no thread waits for ever.
    #[test]
    fn a_consumer_that_stops_early_ends_the_run() {
        let dir = tempfile::tempdir().unwrap();
        let path = tiny_games(&dir, 20 * flow::PARTS);
        for (round, stop) in [0, 1, 2, 31, 32, 33, 100, 255, 256, 400, 639]
            .iter()
            .enumerate()
        {
            let (run, mut jobs) = run_of(2 + round % 3, std::slice::from_ref(&path));
            let mut seen = 0;
            let ran = run.each(
                &mut jobs,
                false,
                |_, _| (Printed::default(), ()),
                |(), _| {
                    seen += 1;
                    if seen > *stop {
                        return Err(std::io::ErrorKind::BrokenPipe.into());
                    }
                    Ok(())
                },
            );
            assert!(ran.is_err(), "stopped after {stop}");
            assert_eq!(seen, stop + 1);
        }
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(51230), "51,230");
        let files = msg!("batch-files-lead", n = 1, shown = "1");
        let summary = msg!(
            "batch-summary",
            files = files,
            games = 1,
            games_shown = "1",
            plies = 1_050_000,
            plies_shown = thousands(1_050_000),
            valid = "1",
            invalid = "0",
            seconds = "0.84"
        );
        assert_eq!(
            summary.render(crate::messages::Lang::En),
            "1 file, 1 game, 1,050,000 plies: 1 valid, 0 invalid, in 0.84 s"
        );
    }
}
