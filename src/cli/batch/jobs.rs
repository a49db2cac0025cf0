//! The work of a run, in input order: the inputs split into parts a batch
//! at a time, each part read into its games on the pool, and the games
//! numbered and made jobs.

use std::collections::VecDeque;
use std::sync::Arc;

use rayon::prelude::*;

use crate::cli::input::{self, Found, Input};
use crate::diagnostic::Problem;
use crate::input::stream;
use crate::input::{reading, split};
use crate::messages::Msg;
use crate::record::GameRecord;

/// Parts read and rendered at once (a game each, in the archives that grow
/// big): enough to keep every core busy, few enough that a batch's reports
/// and output stay small. With 512, the heaps of a two-thread run held
/// about 100 MB at their peak on a 1 GB KIF archive; with 128, 75 MB, in
/// the same time (docs/PERFORMANCE.md).
pub(super) const BATCH: usize = 128;

/// Text a batch may open beyond its first two tasks: a folder of large
/// files is not held all at once.
const BATCH_BYTES: u64 = 64 << 20;

/// One unit of work, in input order. Nearly every job is a game: boxing
/// the record would cost an allocation a game to shrink the rare error.
#[allow(clippy::large_enum_variant)]
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
    Error { path: String, message: Msg },
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
    Error { path: String, message: Msg },
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
pub(super) struct Order {
    file: usize,
    next_number: usize,
    carried: split::Carried,
}

impl Order {
    /// The jobs of `read`, the tasks that come next in input order.
    pub(super) fn jobs(&mut self, read: Vec<Task<split::ReadPart>>) -> Vec<Job> {
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
                    for record in self.carried.pass(part) {
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
///
/// Until the run lets its first output out ([`Jobs::read_once`]), a file
/// is read once ([`stream::Games::read_once`]): the run holds what it makes
/// of it until the file's end confirms how its start decided it is read
/// ([`Jobs::pending`]), and when the end does not ([`Jobs::contradicted`])
/// drops it and runs again ([`Jobs::rewind`]), that file read as
/// [`stream::Games::open`] reads it. Every file after the first output is
/// read so too.
pub struct Jobs {
    /// Every input, kept for a run made again, and the next to open.
    found: Vec<Found>,
    next: usize,
    read: reading::ReadBy,
    open: Option<stream::Games>,
    /// Whether a file is read once.
    once: bool,
    /// Files read once whose end did not confirm their start: read as
    /// [`stream::Games::open`] reads them.
    read_twice: Vec<std::path::PathBuf>,
    /// The file of the last [`Jobs::contradicted`] reading.
    contradicted: Option<std::path::PathBuf>,
    /// The path of the file open.
    open_path: std::path::PathBuf,
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
    pub fn new(found: Vec<Found>, read: reading::ReadBy) -> Jobs {
        Jobs {
            found,
            next: 0,
            read,
            open: None,
            once: std::env::var_os("HENSOU_READ_ONCE").is_none_or(|v| v != "0"),
            read_twice: Vec::new(),
            contradicted: None,
            open_path: std::path::PathBuf::new(),
            ready: VecDeque::new(),
            files: 0,
            opened: 0,
            bytes_before: 0,
            bytes_open: 0,
        }
    }

    /// The next tasks: up to `parts`, and no more once they have opened
    /// [`BATCH_BYTES`] of input, but two when there are two.
    pub(super) fn batch(&mut self, parts: usize) -> Vec<Task> {
        let opened = self.bytes_before + self.bytes_open;
        let mut batch = Vec::new();
        while batch.len() < 2
            || (batch.len() < parts && self.bytes_before + self.bytes_open - opened < BATCH_BYTES)
        {
            match self.next() {
                Some(task) => batch.push(task),
                None => break,
            }
        }
        batch
    }

    /// Whether files opened from now on are read once (the run holds its
    /// output until each is confirmed): no more once the run lets output
    /// out.
    pub(super) fn read_once(&mut self, once: bool) {
        self.once &= once;
    }

    /// Whether a file read once is open and not confirmed yet.
    pub(super) fn pending(&self) -> bool {
        self.open.as_ref().is_some_and(stream::Games::pending)
    }

    /// Whether a file read once was not read as its start decided: nothing
    /// the run made since it began may be let out.
    pub(super) fn contradicted(&self) -> bool {
        self.contradicted.is_some()
    }

    /// Confirms (or not) how the open file is read, by reading its rest
    /// ahead.
    pub(super) fn settle(&mut self) {
        if let Some(open) = &mut self.open {
            open.settle();
            if open.contradicted() {
                self.contradicted = Some(self.open_path.clone());
                self.open = None;
            }
        }
    }

    /// The inputs from the first again, the file contradicted read as
    /// [`stream::Games::open`] reads it.
    pub(super) fn rewind(&mut self) {
        self.read_twice.extend(self.contradicted.take());
        *self = Jobs {
            read_twice: std::mem::take(&mut self.read_twice),
            once: self.once,
            ..Jobs::new(std::mem::take(&mut self.found), self.read.clone())
        };
    }

    /// Bytes of input split into games so far.
    pub(super) fn bytes_done(&self, last: Option<&Task>) -> u64 {
        let within = match last {
            Some(Task::Part { input, part, .. }) => (input.offset + part.end()) as u64,
            _ => 0,
        };
        self.bytes_before + within.min(self.bytes_open)
    }

    fn open_next(&mut self) -> bool {
        let Some(found) = self.found.get(self.next) else {
            return false;
        };
        self.next += 1;
        self.bytes_before += self.bytes_open;
        self.bytes_open = 0;
        let path = match found {
            Found::File(p) => p.clone(),
            Found::Error { path, message } => {
                self.ready.push_back(Task::Error {
                    path: path.clone(),
                    message: message.clone(),
                });
                return true;
            }
        };
        self.bytes_open = std::fs::metadata(&path).map_or(0, |m| m.len());
        self.opened += 1;
        let games = if self.once && !self.read_twice.contains(&path) {
            stream::Games::read_once(&path, self.read.clone())
        } else {
            stream::Games::open(&path, self.read.clone())
        };
        self.open_path = path;
        match games {
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
                    let said = problem.said.message.clone();
                    self.ready.push_back(Task::Error {
                        path: inp.name.clone(),
                        message: said.unwrap_or_else(|| Msg::from(problem.message)),
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
            if self.contradicted.is_some() {
                return None;
            }
            if let Some(open) = &mut self.open {
                match open.next() {
                    Some(piece) => self.push_piece(piece, false),
                    None if open.contradicted() => {
                        self.contradicted = Some(self.open_path.clone());
                        self.open = None;
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

/// Reads the parts of `tasks`, on the pool's threads when `parallel`.
pub(super) fn read_tasks(tasks: Vec<Task>, parallel: bool) -> Vec<Task<split::ReadPart>> {
    if parallel {
        tasks.into_par_iter().map(Task::read).collect()
    } else {
        tasks.into_iter().map(Task::read).collect()
    }
}
