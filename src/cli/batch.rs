//! Running many games: read lazily, read and checked on every core,
//! printed in input order as soon as they and the ones before them are done.
//!
//! This thread splits the inputs into parts (a game's text, found without
//! reading it) a batch at a time (a bounded number, so memory does not grow
//! with the number of games). The pool reads each part of a batch into its
//! games, an ordered pass numbers them and gives them what flows from game
//! to game ([`split::Carried`]), the pool renders each game to text, and
//! the batch is printed in order: the output is byte for byte the same
//! whatever the number of threads.

use std::collections::VecDeque;
use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use super::input::{self, Found, Input};
use crate::diagnostic::Problem;
use crate::input::stream;
use crate::input::{reading, split};
use crate::record::GameRecord;

/// Parts read and rendered at once (a game each, in the archives that grow
/// big): enough to keep every core busy, few enough that a batch's reports
/// and output stay small.
const BATCH: usize = 512;

/// Text a batch may open beyond its first two tasks: a folder of large
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

/// What the splitting thread hands on, in input order: a part of a file's
/// text (`P`: a [`split::Part`] to read on the pool, then the
/// [`split::ReadPart`] read), or what says why a file gives no games.
/// `file` tells the files apart: games are numbered from 1 in each.
pub enum Task<P = split::Part> {
    Part {
        input: Arc<Input>,
        part: P,
        file: usize,
    },
    /// A file, or its rest, that is no text: one game with the problem.
    Unread {
        input: Arc<Input>,
        problem: Problem,
        file: usize,
    },
    /// An input that could not be read at all.
    Error { path: String, message: String },
}

impl Task {
    /// Reads the part's games (on any thread).
    fn read(self) -> Task<split::ReadPart> {
        match self {
            Task::Part { input, part, file } => {
                let part = part.read(&input.text);
                Task::Part { input, part, file }
            }
            Task::Unread {
                input,
                problem,
                file,
            } => Task::Unread {
                input,
                problem,
                file,
            },
            Task::Error { path, message } => Task::Error { path, message },
        }
    }
}

/// The games of read parts made jobs, in input order: numbered, and given
/// what flows from game to game in their file ([`split::Carried`]).
#[derive(Default)]
struct Order {
    file: usize,
    next_number: usize,
    carried: split::Carried,
}

impl Order {
    /// The jobs of `read`, the tasks that come next in input order.
    fn jobs(&mut self, read: Vec<Task<split::ReadPart>>) -> Vec<Job> {
        let mut jobs = Vec::with_capacity(read.len());
        for task in read {
            match task {
                Task::Error { path, message } => jobs.push(Job::Error { path, message }),
                Task::Unread {
                    input,
                    problem,
                    file,
                } => {
                    self.enter(file);
                    jobs.push(Job::Game {
                        input,
                        number: self.number(),
                        record: None,
                        problems: vec![problem],
                    });
                }
                Task::Part { input, part, file } => {
                    self.enter(file);
                    for record in self.carried.pass(&input.text, part) {
                        let number = self.number();
                        let problems = if number == 1 {
                            input.warnings.clone()
                        } else {
                            Vec::new()
                        };
                        jobs.push(Job::Game {
                            input: Arc::clone(&input),
                            number,
                            record: Some(record),
                            problems,
                        });
                    }
                }
            }
        }
        jobs
    }

    /// Starts the games of `file`, unless they are started.
    fn enter(&mut self, file: usize) {
        if file != self.file {
            *self = Order {
                file,
                next_number: 1,
                carried: split::Carried::default(),
            };
        }
    }

    /// The number of the next game.
    fn number(&mut self) -> usize {
        self.next_number += 1;
        self.next_number - 1
    }
}

/// The tasks of a list of inputs: each file read when its turn comes, its
/// games split off a window of its text.
pub struct Jobs {
    found: std::vec::IntoIter<Found>,
    read: reading::Input,
    open: Option<stream::Games>,
    ready: VecDeque<Task>,
    /// Inputs read as text so far (a file that is not text is none).
    pub files: usize,
    /// Inputs opened so far, which tells the tasks of each apart.
    opened: usize,
    /// Bytes of the inputs before the one open, and its own, for progress.
    bytes_before: u64,
    bytes_open: u64,
}

impl Jobs {
    pub fn new(found: Vec<Found>, read: reading::Input) -> Jobs {
        Jobs {
            found: found.into_iter(),
            read,
            open: None,
            ready: VecDeque::new(),
            files: 0,
            opened: 0,
            bytes_before: 0,
            bytes_open: 0,
        }
    }

    /// The next tasks: up to [`BATCH`], and no more once they have opened
    /// [`BATCH_BYTES`] of input, but two when there are two.
    fn batch(&mut self) -> Vec<Task> {
        let opened = self.bytes_before + self.bytes_open;
        let mut batch = Vec::new();
        while batch.len() < 2
            || (batch.len() < BATCH && self.bytes_before + self.bytes_open - opened < BATCH_BYTES)
        {
            match self.next() {
                Some(task) => batch.push(task),
                None => break,
            }
        }
        batch
    }

    /// Bytes of input split into games so far.
    fn bytes_done(&self, last: Option<&Task>) -> u64 {
        let within = match last {
            Some(Task::Part { input, part, .. }) => (input.offset + part.end()) as u64,
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
                self.ready.push_back(Task::Error { path, message });
                return true;
            }
        };
        self.bytes_open = std::fs::metadata(&path).map_or(0, |m| m.len());
        self.opened += 1;
        match stream::Games::open(&path, self.read) {
            Ok(games) => {
                self.files += 1;
                self.open = Some(games);
            }
            Err(piece) => self.push_piece(piece, true),
        }
        true
    }

    /// Queues the tasks of what an input gave: parts of its text, or the
    /// problem that it is not text (`first`: before any game of it, which
    /// then makes it no file read).
    fn push_piece(&mut self, piece: stream::Piece, first: bool) {
        let file = self.opened;
        match piece {
            stream::Piece::Parts(input, parts) => {
                for part in parts {
                    self.ready.push_back(Task::Part {
                        input: Arc::clone(&input),
                        part,
                        file,
                    });
                }
            }
            stream::Piece::Unread(inp) => {
                let Some(problem) = inp.problem.clone() else {
                    return;
                };
                if input::is_input_error(&problem) {
                    self.ready.push_back(Task::Error {
                        path: inp.name.clone(),
                        message: problem.message,
                    });
                    return;
                }
                self.files += usize::from(first);
                self.ready.push_back(Task::Unread {
                    input: Arc::new(*inp),
                    problem,
                    file,
                });
            }
            stream::Piece::Error(message) => {
                self.ready.push_back(Task::Error {
                    path: String::new(),
                    message,
                });
            }
        }
    }
}

impl Iterator for Jobs {
    type Item = Task;

    fn next(&mut self) -> Option<Task> {
        loop {
            if let Some(task) = self.ready.pop_front() {
                return Some(task);
            }
            if let Some(open) = &mut self.open {
                match open.next() {
                    Some(piece) => self.push_piece(piece, false),
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

/// Reads the parts of `tasks`, on the pool's threads when `parallel`.
fn read_tasks(tasks: Vec<Task>, parallel: bool) -> Vec<Task<split::ReadPart>> {
    if parallel {
        tasks.into_par_iter().map(Task::read).collect()
    } else {
        tasks.into_iter().map(Task::read).collect()
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
        // The first jobs are read before any is rendered: they tell whether
        // the run reads more than one game.
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
