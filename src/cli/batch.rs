//! Running many games: read lazily, checked on every core, printed in
//! input order as soon as they and the ones before them are done.
//!
//! Games are taken from the inputs a batch at a time (a bounded number, so
//! memory does not grow with the number of games), each game of a batch is
//! rendered to text on the thread pool, and the batch is printed in order:
//! the output is byte for byte the same whatever the number of threads.

use std::collections::VecDeque;
use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use super::input::{self, Found, Input};
use super::stream;
use crate::diagnostic::Problem;
use crate::formats;
use crate::record::GameRecord;

/// Games rendered at once: enough to keep every core busy, few enough that
/// a batch's reports and output stay small.
const BATCH: usize = 512;

/// Text a batch may open beyond its first two jobs: a folder of large
/// files is not held all at once.
const BATCH_BYTES: u64 = 64 << 20;

/// Input at which a run shows a progress bar even for one file.
const LONG_INPUT: u64 = 1 << 20;

/// One unit of work, in input order.
pub enum Job {
    /// A game of a file; `record` is `None` when the file's text could not
    /// be read as text (its `problems` say why).
    Game {
        input: Arc<Input>,
        number: usize,
        record: Option<GameRecord>,
        /// Problems found before the game was read (decoding warnings).
        problems: Vec<Problem>,
    },
    /// An input that could not be read at all.
    Error { path: String, message: String },
}

/// The file being split into games.
struct Open {
    games: stream::Games,
    next_number: usize,
}

/// The jobs of a list of inputs: each file read when its turn comes, its
/// games split off a window of its text at a time.
pub struct Jobs {
    found: std::vec::IntoIter<Found>,
    read: formats::Input,
    open: Option<Open>,
    ready: VecDeque<Job>,
    /// Inputs read as text so far (a file that is not text is none).
    pub files: usize,
    /// Bytes of the inputs before the one open, and its own, for progress.
    bytes_before: u64,
    bytes_open: u64,
}

impl Jobs {
    pub fn new(found: Vec<Found>, read: formats::Input) -> Jobs {
        Jobs {
            found: found.into_iter(),
            read,
            open: None,
            ready: VecDeque::new(),
            files: 0,
            bytes_before: 0,
            bytes_open: 0,
        }
    }

    /// The next jobs: up to [`BATCH`], and no more once they have opened
    /// [`BATCH_BYTES`] of input, but two when there are two (which tells
    /// whether a run reads more than one game).
    fn batch(&mut self) -> Vec<Job> {
        let opened = self.bytes_before + self.bytes_open;
        let mut batch = Vec::new();
        while batch.len() < 2
            || (batch.len() < BATCH && self.bytes_before + self.bytes_open - opened < BATCH_BYTES)
        {
            match self.next() {
                Some(job) => batch.push(job),
                None => break,
            }
        }
        batch
    }

    /// Bytes of input split into games so far.
    fn bytes_done(&self, last: Option<&Job>) -> u64 {
        let within = match last {
            Some(Job::Game {
                input,
                record: Some(r),
                ..
            }) => (input.offset + r.span.end()) as u64,
            _ => 0,
        };
        self.bytes_before + within.min(self.bytes_open)
    }

    fn open_next(&mut self) -> bool {
        let Some(found) = self.found.next() else {
            return false;
        };
        self.bytes_before += self.bytes_open;
        self.bytes_open = 0;
        let path = match found {
            Found::File(p) => p,
            Found::Error { path, message } => {
                self.ready.push_back(Job::Error { path, message });
                return true;
            }
        };
        self.bytes_open = std::fs::metadata(&path).map_or(0, |m| m.len());
        match stream::Games::open(&path, self.read) {
            Ok(games) => {
                self.files += 1;
                self.open = Some(Open {
                    games,
                    next_number: 1,
                });
            }
            Err(piece) => {
                self.push_piece(piece, 1, true);
            }
        }
        true
    }

    /// Queues the jobs of what an input gave: its games, numbered from
    /// `number`, or the problem that it is not text (`first`: before any
    /// game of it, which then makes it no file read).
    fn push_piece(&mut self, piece: stream::Piece, number: usize, first: bool) -> usize {
        match piece {
            stream::Piece::Games(input, records) => {
                let count = records.len();
                for (i, record) in records.into_iter().enumerate() {
                    let number = number + i;
                    let problems = if number == 1 {
                        input.warnings.clone()
                    } else {
                        Vec::new()
                    };
                    self.ready.push_back(Job::Game {
                        input: Arc::clone(&input),
                        number,
                        record: Some(record),
                        problems,
                    });
                }
                count
            }
            stream::Piece::Unread(inp) => {
                let Some(p) = inp.problem.clone() else {
                    return 0;
                };
                if input::is_input_error(&p) {
                    self.ready.push_back(Job::Error {
                        path: inp.name.clone(),
                        message: p.message,
                    });
                    return 0;
                }
                self.files += usize::from(first);
                self.ready.push_back(Job::Game {
                    input: Arc::new(*inp),
                    number,
                    record: None,
                    problems: vec![p],
                });
                1
            }
            stream::Piece::Error(message) => {
                self.ready.push_back(Job::Error {
                    path: String::new(),
                    message,
                });
                0
            }
        }
    }
}

impl Iterator for Jobs {
    type Item = Job;

    fn next(&mut self) -> Option<Job> {
        loop {
            if let Some(job) = self.ready.pop_front() {
                return Some(job);
            }
            if let Some(open) = &mut self.open {
                let number = open.next_number;
                match open.games.next() {
                    Some(piece) => {
                        let count = self.push_piece(piece, number, false);
                        if let Some(open) = &mut self.open {
                            open.next_number += count;
                        }
                    }
                    None => self.open = None,
                }
                continue;
            }
            if !self.open_next() {
                return None;
            }
        }
    }
}

/// Which stream a piece of output goes to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stream {
    Out,
    Err,
    /// An element of the JSON array on standard output.
    Json,
}

/// What one job prints, in the order it prints it.
#[derive(Default)]
pub struct Printed {
    parts: Vec<(Stream, String)>,
}

impl Printed {
    /// Text for standard output.
    pub fn out(&mut self, text: impl Into<String>) {
        self.push(Stream::Out, text.into());
    }

    /// Text for standard error.
    pub fn err(&mut self, text: impl Into<String>) {
        self.push(Stream::Err, text.into());
    }

    /// An element of the JSON array the run prints (see [`JsonArray`]).
    pub fn json<T: serde::Serialize>(&mut self, value: &T) {
        self.parts.push((Stream::Json, JsonArray::element(value)));
    }

    fn push(&mut self, stream: Stream, text: String) {
        match self.parts.last_mut() {
            Some((last_stream, last)) if *last_stream == stream && stream != Stream::Json => {
                last.push_str(&text)
            }
            _ => self.parts.push((stream, text)),
        }
    }

    /// Writes everything out: standard output through `out`, standard
    /// error as it comes (after what is before it on standard output).
    /// JSON elements go into `array`, or nowhere without one.
    fn write(self, out: &mut impl Write, array: Option<&mut JsonArray>) -> std::io::Result<()> {
        let mut array = array;
        for (stream, text) in self.parts {
            match stream {
                Stream::Out => out.write_all(text.as_bytes())?,
                Stream::Json => {
                    if let Some(array) = array.as_deref_mut() {
                        out.write_all(array.push(&text).as_bytes())?;
                    }
                }
                Stream::Err => {
                    out.flush()?;
                    std::io::stderr().write_all(text.as_bytes())?;
                }
            }
        }
        Ok(())
    }
}

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
    pub fn new(jobs: usize, found: &[Found], quiet: bool) -> Result<Run, String> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
        let bytes: u64 = found
            .iter()
            .map(|f| match f {
                Found::File(p) => std::fs::metadata(p).map_or(0, |m| m.len()),
                Found::Error { .. } => 0,
            })
            .sum();
        let long = found.len() > 1 || bytes > LONG_INPUT;
        let bar = (long && !quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::new(bytes);
            bar.set_style(
                ProgressStyle::with_template(
                    "{bar:40} {bytes}/{total_bytes} ({binary_bytes_per_sec}, {eta} left)",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            bar
        });
        Ok(Run {
            pool,
            started: Instant::now(),
            bar,
        })
    }

    /// Renders every job with `render` on the pool and prints each batch in
    /// input order. `render` is told whether the run reads more than one
    /// game (or input), which is known from the first batch; `done` is
    /// given what each job left besides its printed text, in order, with
    /// standard output to write to. `json_array` frames the JSON elements
    /// the jobs print as one array (without it they are not printed). An error is one writing standard output.
    pub fn each<X, R, T>(
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
        let mut batch = jobs.batch();
        let many = batch.len() > 1;
        // The pool renders one batch while this thread splits the next one
        // and prints the one before: reading and printing overlap checking.
        // With one job everything stays on this thread.
        let overlap = self.pool.current_num_threads() > 1;
        let mut printing: Option<(Vec<(Printed, X)>, u64)> = None;
        loop {
            let progress = jobs.bytes_done(batch.last());
            let mut rendered = Vec::new();
            let rendering = !batch.is_empty();
            let next = self.pool.in_place_scope(|scope| {
                let render = &render;
                let slot = &mut rendered;
                if rendering && overlap {
                    scope.spawn(move |_| {
                        *slot = batch.into_par_iter().map(|job| render(job, many)).collect();
                    });
                } else {
                    *slot = batch.into_iter().map(|job| render(job, many)).collect();
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
            batch = next;
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
        let files = files
            .map(|f| format!("{}, ", plural(f, "file")))
            .unwrap_or_default();
        format!(
            "{files}{}, {}: {} valid, {} invalid, in {:.2} s",
            plural(counts.games, "game"),
            plural(counts.plies, "ply"),
            thousands(counts.games - counts.invalid),
            thousands(counts.invalid),
            self.started.elapsed().as_secs_f64()
        )
    }
}

/// `n` and the noun, with thousands separated: `51,230 plies`.
fn plural(n: usize, noun: &str) -> String {
    let word = crate::replay::plural(n, noun);
    let rest = word.split_once(' ').map_or("", |(_, w)| w);
    format!("{} {rest}", thousands(n))
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

/// One JSON object on one line, for `--format jsonl`.
pub fn jsonl<T: serde::Serialize>(value: &T) -> String {
    let mut line = serde_json::to_string(value)
        .unwrap_or_else(|e| format!("{{\"error\":\"cannot write JSON: {e}\"}}"));
    line.push('\n');
    line
}

/// A JSON array written an element at a time, the same bytes as
/// `serde_json::to_string_pretty` of the whole array.
#[derive(Default)]
pub struct JsonArray {
    started: bool,
}

impl JsonArray {
    /// One element, pretty-printed, for [`JsonArray::push`].
    pub fn element<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string_pretty(value)
            .unwrap_or_else(|e| format!("\"cannot write JSON: {e}\""))
    }

    /// The text that puts `element` next in the array.
    pub fn push(&mut self, element: &str) -> String {
        let mut out = String::with_capacity(element.len() + element.len() / 8 + 4);
        out.push_str(if self.started { ",\n" } else { "[\n" });
        self.started = true;
        for (i, line) in element.lines().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str("  ");
            out.push_str(line);
        }
        out
    }

    /// The text that closes the array.
    pub fn end(self) -> &'static str {
        if self.started { "\n]\n" } else { "[]\n" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streamed_array_is_the_pretty_one() {
        let values = [
            serde_json::json!({"a": 1, "b": [1, 2], "c": {"d": "x\ny"}}),
            serde_json::json!({"e": []}),
        ];
        for n in 0..=values.len() {
            let mut array = JsonArray::default();
            let mut out = String::new();
            for v in &values[..n] {
                out.push_str(&array.push(&JsonArray::element(v)));
            }
            out.push_str(array.end());
            let whole = serde_json::to_string_pretty(&values[..n].to_vec()).unwrap() + "\n";
            assert_eq!(out, whole);
        }
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(51230), "51,230");
        assert_eq!(plural(1_050_000, "ply"), "1,050,000 plies");
        assert_eq!(plural(1, "file"), "1 file");
    }
}
