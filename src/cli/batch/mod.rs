//! Running many games: read lazily, read and checked on every core,
//! printed in input order as soon as they and the ones before them are done.
//!
//! This thread splits the inputs into parts (a game's text, found without
//! reading it) a batch at a time (a bounded number, so memory does not grow
//! with the number of games). The pool reads each part of a batch into its
//! games, an ordered pass numbers them and gives them what flows from game
//! to game ([`crate::input::split::Carried`]), the pool renders each game
//! to text, and the batch is printed in order: the output is byte for byte
//! the same whatever the number of threads.
//!
//! `jobs` makes the work, `printed` keeps what each job prints.

mod jobs;
mod printed;
mod tally;

use std::io::{IsTerminal, Write};
use std::time::Instant;

use indicatif::ProgressBar;
use rayon::prelude::*;

use super::CliError;
use super::input::Found;
use super::render::say;
use crate::msg;
pub use jobs::{Job, Jobs};
use jobs::{Order, read_tasks};
pub use printed::{JsonArray, Printed, jsonl};
pub use tally::{Tally, no_record, skipped_note};

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
    /// printed). An error is one writing standard output.
    pub fn each<X, R, T>(
        &self,
        jobs: &mut Jobs,
        json_array: bool,
        render: R,
        done: T,
    ) -> std::io::Result<()>
    where
        X: Send,
        R: Fn(Job, bool) -> (Printed, X) + Sync,
        T: FnMut(X, &mut dyn Write) -> std::io::Result<()> + Send,
    {
        self.pool
            .install(|| self.each_on_pool(jobs, json_array, &render, done))
    }

    /// [`Run::each`] on a thread of the pool: the thread that splits the
    /// input and prints renders too while it waits for the pool, so no
    /// more threads run than were asked for (on two cores, two threads
    /// and a third that splits took turns).
    fn each_on_pool<X, R, T>(
        &self,
        jobs: &mut Jobs,
        json_array: bool,
        render: R,
        mut done: T,
    ) -> std::io::Result<()>
    where
        X: Send,
        R: Fn(Job, bool) -> (Printed, X) + Sync,
        T: FnMut(X, &mut dyn Write) -> std::io::Result<()>,
    {
        let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
        let mut array = JsonArray::default();
        let mut result = Ok(());
        // The pool reads and renders one batch while this thread splits the
        // next one off the input and prints the one before. With one
        // thread everything stays on this one.
        let overlap = self.pool.current_num_threads() > 1;
        let mut order = Order::default();
        let (first, progress) = self.first_jobs(jobs, &mut order, overlap);
        let many = first.len() > 1;
        let mut batch = (first, Vec::new(), progress);
        let mut printing: Option<(Vec<(Printed, X)>, u64)> = None;
        loop {
            let (ready, tasks, progress) = batch;
            let mut rendered = Vec::new();
            let rendering = !ready.is_empty() || !tasks.is_empty();
            let next = self.pool.in_place_scope(|scope| {
                let render = &render;
                let slot = &mut rendered;
                let order = &mut order;
                let work = move || {
                    let mut ready = ready;
                    ready.extend(order.jobs(read_tasks(tasks, overlap)));
                    *slot = if overlap {
                        ready.into_par_iter().map(|job| render(job, many)).collect()
                    } else {
                        ready.into_iter().map(|job| render(job, many)).collect()
                    };
                };
                if rendering && overlap {
                    scope.spawn(move |_| work());
                } else {
                    work();
                }
                if let Some((previous, progress)) = printing.take() {
                    result = self.print(
                        previous,
                        progress,
                        &mut stdout,
                        json_array.then_some(&mut array),
                        &mut done,
                    );
                }
                if rendering && result.is_ok() {
                    jobs.batch()
                } else {
                    Vec::new()
                }
            });
            if !rendering || result.is_err() {
                // Nothing left, or standard output is closed (a pipe to
                // `head`): nothing more can be said.
                break;
            }
            printing = Some((rendered, progress));
            let progress = jobs.bytes_done(next.last());
            batch = (Vec::new(), next, progress);
        }
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if json_array && result.is_ok() {
            result = stdout
                .write_all(array.end().as_bytes())
                .and_then(|()| stdout.flush());
        }
        result
    }

    /// The first jobs, read before any is rendered: they tell whether the
    /// run reads more than one game. With them, the bytes of input done.
    fn first_jobs(&self, jobs: &mut Jobs, order: &mut Order, overlap: bool) -> (Vec<Job>, u64) {
        let mut first = Vec::new();
        let mut progress = 0;
        while first.len() < 2 {
            let tasks = jobs.batch();
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

    /// The thread that splits the input and prints is one of the pool's:
    /// on two cores a third thread would take turns with the two checking.
    #[test]
    fn a_run_uses_no_more_threads_than_asked() {
        use std::collections::HashSet;
        use std::sync::Mutex;
        let game = std::fs::read_to_string("fixtures/shogi/valid/random-80.csa").unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("archive.csa");
        // Several batches of games.
        std::fs::write(&path, format!("{}\n/\n", game.trim_end()).repeat(600)).unwrap();
        let found = vec![Found::File(path)];
        let run = Run::new(2, &found, true).unwrap();
        let mut jobs = Jobs::new(
            found,
            crate::input::reading::ReadBy {
                reading: crate::input::reading::Reading::Auto,
                registry: crate::registry::builtin().clone(),
            },
        );
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
