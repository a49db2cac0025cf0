//! Batches that flow through the pool one after the other, with no wait
//! for a whole batch between them: each is read, passed through the
//! ordered pass and rendered by whichever thread is free, and printed in
//! input order by the thread that splits the input.
//!
//! A batch is a job of the pool: its parts are read on the thread that
//! takes it; then, when every batch before it has been passed through
//! [`Order`] (which numbers the games and gives them what flows from game
//! to game), it is passed and rendered on the same thread, while the
//! records are in that thread's cache and heap. A batch read before its
//! turn is left, read, for the thread that passes the one before it, which
//! passes it too and queues its rendering for any thread. At most
//! [`IN_FLIGHT`] batches are split off and not printed yet, which bounds
//! memory as the one batch at a time did.
//!
//! How the threads meet, and why it cannot hang. A first version had the
//! printing thread wait on a condition variable for a count of changes,
//! and hung once: the count was read after its look for finished batches,
//! so a batch finished between the two was waited for again. Here the
//! only wait is the printing thread's `recv` on a channel from the jobs
//! ([`Note`]): a note sent before the wait is in the channel, so no wake-up
//! is lost, and nothing needs proving about the order of a look and a
//! wait. The rest holds by these invariants:
//!
//! - No job waits for anything but the lock of the ordered pass, held for
//!   the pass alone: every job the pool takes ends, on the threads other
//!   than the printing one even while it waits.
//! - Every batch split off is passed and rendered, unless a job panics or
//!   the printing thread stops the flow. Batch `k` read before its turn is
//!   left in [`Sequence::waiting`] under the lock; whoever passes batch
//!   `k - 1` takes the lock after that, or before it and then batch `k`
//!   sees its turn has come. Each rendered batch sends one
//!   [`Note::Rendered`].
//! - A job that panics sends [`Note::Failed`] as it unwinds; the printing
//!   thread then stops waiting, and the scope passes the panic on once the
//!   jobs begun have ended (those not begun are skipped).
//! - The printing thread waits only while a batch split off is not
//!   printed, so a note is still to come.
//!
//! The channel is unbounded, but holds at most three notes a batch in
//! flight (rendered, a rendering queued, failed), so memory is bounded by
//! [`IN_FLIGHT`] as before. A bounded one would be the danger: the
//! printing thread runs jobs while it waits, and a job blocked on a full
//! channel that only that thread empties would never end.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Mutex, MutexGuard};

use rayon::ScopeFifo;

use super::Printed;
use super::jobs::{Job, Order, Task, read_tasks};
use crate::input::split::ReadPart;

/// Parts a batch holds: a job of the pool (a few hundred microseconds of
/// work on a CSA archive of short games), and what a thread that comes
/// free waits for at most at the end of the input.
pub(super) const PARTS: usize = 32;

/// Batches split off the input and not printed yet, at most.
pub(super) const IN_FLIGHT: u64 = 8;

/// A batch rendered: what each of its jobs prints and leaves.
type Rendered<X> = Vec<(Printed, X)>;

/// What a job tells the printing thread.
pub(super) enum Note<X> {
    /// The batch of this number is rendered.
    Rendered(u64, Rendered<X>),
    /// A rendering was queued on the pool: the printing thread may run it.
    Queued,
    /// A job panicked.
    Failed,
}

/// What the jobs of the batches in flight share.
pub(super) struct Flow<X> {
    sequence: Mutex<Sequence>,
    notes: Sender<Note<X>>,
    /// Set when nothing more is to be printed: jobs not begun are skipped.
    stop: AtomicBool,
}

/// The ordered pass, and the batches read before their turn to take it.
struct Sequence {
    order: Order,
    /// The batch whose turn it is.
    next: u64,
    waiting: BTreeMap<u64, Vec<Task<ReadPart>>>,
}

/// The printing thread's end of the flow: the batches rendered before
/// their turn, in the order they are to be printed.
pub(super) struct Printer<X> {
    notes: Receiver<Note<X>>,
    early: BTreeMap<u64, Rendered<X>>,
    /// Batches printed so far (the number of the next one to print).
    pub(super) printed: u64,
    /// A job panicked.
    pub(super) failed: bool,
}

/// A flow whose batches before `next` have been passed through `order`,
/// and its printing end.
pub(super) fn start<X: Send>(order: Order, next: u64) -> (Flow<X>, Printer<X>) {
    let (notes, received) = std::sync::mpsc::channel();
    let flow = Flow {
        sequence: Mutex::new(Sequence {
            order,
            next,
            waiting: BTreeMap::new(),
        }),
        notes,
        stop: AtomicBool::new(false),
    };
    let printer = Printer {
        notes: received,
        early: BTreeMap::new(),
        printed: 0,
        failed: false,
    };
    (flow, printer)
}

impl<X: Send> Flow<X> {
    /// Reads batch `seq`, and passes and renders it if its turn has come
    /// (else the thread that passes the batch before it will), with the
    /// batches read after it that were waiting for it.
    pub(super) fn read<'s, R>(
        &'s self,
        scope: &ScopeFifo<'s>,
        seq: u64,
        tasks: Vec<Task>,
        render: &'s R,
        many: bool,
    ) where
        R: Fn(Job, bool) -> (Printed, X) + Sync,
    {
        if self.stopped() {
            return;
        }
        let failing = Failing(self);
        let read = read_tasks(tasks, false);
        let (mine, after) = self.pass(seq, read);
        if !after.is_empty() {
            for (seq, jobs) in after {
                scope.spawn_fifo(move |_| self.render(seq, jobs, render, many));
            }
            // After the spawns: the printing thread that reads this looks
            // for them.
            self.note(Note::Queued);
        }
        drop(failing);
        if let Some(jobs) = mine {
            self.render(seq, jobs, render, many);
        }
    }

    /// Passes batch `seq`, read, through the ordered pass if its turn has
    /// come, and then the batches that were waiting for it: its jobs, and
    /// theirs; else leaves it waiting.
    #[allow(clippy::type_complexity)]
    fn pass(
        &self,
        seq: u64,
        read: Vec<Task<ReadPart>>,
    ) -> (Option<Vec<Job>>, Vec<(u64, Vec<Job>)>) {
        let mut sequence = lock(&self.sequence);
        if seq != sequence.next {
            sequence.waiting.insert(seq, read);
            return (None, Vec::new());
        }
        let mine = sequence.order.jobs(read);
        sequence.next += 1;
        let mut after = Vec::new();
        loop {
            let next = sequence.next;
            let Some(read) = sequence.waiting.remove(&next) else {
                break;
            };
            after.push((next, sequence.order.jobs(read)));
            sequence.next += 1;
        }
        (Some(mine), after)
    }

    /// Renders the jobs of batch `seq`, passed, for their turn to be
    /// printed.
    pub(super) fn render<R>(&self, seq: u64, jobs: Vec<Job>, render: &R, many: bool)
    where
        R: Fn(Job, bool) -> (Printed, X) + Sync,
    {
        if self.stopped() {
            return;
        }
        let failing = Failing(self);
        let rendered: Rendered<X> = jobs.into_iter().map(|job| render(job, many)).collect();
        drop(failing);
        self.note(Note::Rendered(seq, rendered));
    }

    /// Skips every job not begun: nothing more is printed.
    pub(super) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether nothing more is to be printed. (Only work is saved by
    /// seeing it: the printing thread stops waiting by itself.)
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Tells the printing thread, unless it has stopped listening.
    fn note(&self, note: Note<X>) {
        // An error is a printing thread that has returned: no one to tell.
        let _ = self.notes.send(note);
    }
}

impl<X> Printer<X> {
    /// The rendered batches whose turn has come, in order, with every note
    /// sent so far taken; [`Printer::printed`] moves past them.
    pub(super) fn printable(&mut self) -> Vec<Rendered<X>> {
        while let Ok(note) = self.notes.try_recv() {
            self.take(note);
        }
        let mut ready = Vec::new();
        while let Some(batch) = self.early.remove(&self.printed) {
            ready.push(batch);
            self.printed += 1;
        }
        ready
    }

    /// Runs a job of the pool, or when there is none to take (every batch
    /// in flight is being worked on by other threads), waits for the next
    /// note: a batch rendered, a rendering queued or a job failed. Only
    /// when a note is to come (a batch split off is not printed).
    pub(super) fn help(&mut self) {
        if rayon::yield_now() == Some(rayon::Yield::Executed) {
            return;
        }
        // The flow holds a sender for as long as this end lives, so this
        // returns with a note.
        if let Ok(note) = self.notes.recv() {
            self.take(note);
        }
    }

    fn take(&mut self, note: Note<X>) {
        match note {
            Note::Rendered(seq, rendered) => {
                self.early.insert(seq, rendered);
            }
            Note::Queued => {}
            Note::Failed => self.failed = true,
        }
    }
}

/// Stops the flow and tells the printing thread if dropped while its
/// thread unwinds, as a job that panics does: the printing thread then
/// does not wait for the job's batch for ever.
struct Failing<'a, X: Send>(&'a Flow<X>);

impl<X: Send> Drop for Failing<'_, X> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop();
            self.0.note(Note::Failed);
        }
    }
}

/// `mutex` locked, even if a thread panicked while it held it: the flow
/// then only ends.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::input::stream::Input;

    /// A task of file `file` that gives one game, a problem.
    fn unread(file: usize) -> Task<ReadPart> {
        let problem = crate::input::binary::binary(0, 0);
        Task::Unread {
            input: Arc::new(Input::unread(format!("file {file}"), problem.clone())),
            problem,
            file,
        }
    }

    /// The (file, number) of each game of `jobs`.
    fn numbers(jobs: &[Job]) -> Vec<(String, usize)> {
        let number = |job: &Job| match job {
            Job::Game { input, number, .. } => (input.name.clone(), *number),
            Job::Error { .. } => panic!("a game"),
        };
        jobs.iter().map(number).collect()
    }

    /// Batches read before their turn wait for the one before them, which
    /// passes them in input order: games are numbered as if read in turn,
    /// from 1 in each file.
    #[test]
    fn batches_read_out_of_turn_are_passed_in_turn() {
        let (flow, _printer) = start::<()>(Order::default(), 0);
        assert!(matches!(flow.pass(2, vec![unread(2)]), (None, a) if a.is_empty()));
        let (mine, after) = flow.pass(1, vec![unread(1), unread(1)]);
        assert!(mine.is_none() && after.is_empty());
        let (mine, after) = flow.pass(0, vec![unread(1)]);
        let name = |file: usize, number| (format!("file {file}"), number);
        assert_eq!(numbers(&mine.unwrap()), [name(1, 1)]);
        let after: Vec<_> = after.iter().map(|(s, j)| (*s, numbers(j))).collect();
        let second = (1, vec![name(1, 2), name(1, 3)]);
        assert_eq!(after, [second, (2, vec![name(2, 1)])]);
        // The next batch passes at once.
        let (mine, after) = flow.pass(3, vec![unread(2)]);
        assert_eq!(numbers(&mine.unwrap()), [name(2, 2)]);
        assert!(after.is_empty());
    }

    /// A batch rendered of one text.
    fn done(text: &str) -> Rendered<()> {
        let mut printed = Printed::default();
        printed.out(text);
        vec![(printed, ())]
    }

    /// Rendered batches are printed in input order, whatever order they
    /// are rendered in.
    #[test]
    fn batches_are_printed_in_turn() {
        let (flow, mut printer) = start(Order::default(), 0);
        flow.note(Note::Rendered(1, done("b")));
        assert!(printer.printable().is_empty());
        flow.note(Note::Rendered(0, done("a")));
        assert_eq!(printer.printable().len(), 2);
        assert_eq!(printer.printed, 2);
    }

    /// A batch rendered after the printing thread's look for printable
    /// batches and before its wait ends the wait (the hang of the first
    /// version: it waited for a change after that one). Outside a pool
    /// there is no job to run, so `help` waits: this test would hang on a
    /// lost wake-up.
    #[test]
    fn a_batch_rendered_between_the_look_and_the_wait_is_not_waited_for() {
        let (flow, mut printer) = start(Order::default(), 0);
        for seq in 0..100 {
            assert!(printer.printable().is_empty());
            flow.note(Note::Rendered(seq, done("a")));
            printer.help();
            assert_eq!(printer.printable().len(), 1);
        }
        flow.note(Note::Queued);
        printer.help();
        flow.note(Note::Failed);
        printer.help();
        assert!(printer.failed);
    }

    /// Notes sent while the printing thread waits, from other threads,
    /// each wake it; many batches rendered out of turn are printed in turn.
    #[test]
    fn notes_from_other_threads_wake_the_printing_thread() {
        let (flow, mut printer) = start(Order::default(), 0);
        let batches = 2000;
        std::thread::scope(|scope| {
            let flow = &flow;
            for half in 0..2 {
                scope.spawn(move || {
                    for seq in (half..batches).step_by(2) {
                        flow.note(Note::Rendered(seq, done("a")));
                    }
                });
            }
            let mut printed = 0;
            while printer.printed < batches {
                printed += printer.printable().len();
                if printer.printed < batches {
                    printer.help();
                }
            }
            assert_eq!(printed, batches as usize);
        });
    }
}
