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
//! turn waits, read, for the thread that passes the one before it, which
//! passes it too and queues its rendering for any thread. Rendered
//! batches wait for their turn to be printed. At most [`IN_FLIGHT`]
//! batches are split off and not printed yet, which bounds memory as the
//! one batch at a time did.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

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

/// What the batches in flight share.
pub(super) struct Flow<X> {
    sequence: Mutex<Sequence>,
    done: Mutex<Done<X>>,
    /// Told whenever `done` changes.
    changed: Condvar,
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

/// The batches rendered and not printed yet, and what the printing thread
/// waits for.
struct Done<X> {
    rendered: BTreeMap<u64, Rendered<X>>,
    /// Counts every change the printing thread may wait for: a batch
    /// rendered, a rendering queued, a job that failed.
    events: u64,
    /// A job panicked: the scope passes the panic on once the others end.
    failed: bool,
}

impl<X: Send> Flow<X> {
    /// A flow whose batches before `next` have been passed through `order`.
    pub(super) fn new(order: Order, next: u64) -> Flow<X> {
        Flow {
            sequence: Mutex::new(Sequence {
                order,
                next,
                waiting: BTreeMap::new(),
            }),
            done: Mutex::new(Done {
                rendered: BTreeMap::new(),
                events: 0,
                failed: false,
            }),
            changed: Condvar::new(),
            stop: AtomicBool::new(false),
        }
    }

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
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        let failing = Failing(self);
        let read = read_tasks(tasks, false);
        let (mine, after) = self.pass(seq, read);
        if !after.is_empty() {
            for (seq, jobs) in after {
                scope.spawn_fifo(move |_| self.render(seq, jobs, render, many));
            }
            self.tell(|_| {});
        }
        std::mem::forget(failing);
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
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        let failing = Failing(self);
        let rendered: Rendered<X> = jobs.into_iter().map(|job| render(job, many)).collect();
        std::mem::forget(failing);
        self.tell(|done| {
            done.rendered.insert(seq, rendered);
        });
    }

    /// The rendered batches from `printed` on whose turn has come, in
    /// order; `printed` moves past them. With them, the count of changes
    /// so far, for [`Flow::help`].
    pub(super) fn printable(&self, printed: &mut u64) -> (Vec<Rendered<X>>, u64) {
        let mut done = lock(&self.done);
        let mut ready = Vec::new();
        while let Some(batch) = done.rendered.remove(printed) {
            ready.push(batch);
            *printed += 1;
        }
        (ready, done.events)
    }

    /// Whether a job panicked.
    pub(super) fn failed(&self) -> bool {
        lock(&self.done).failed
    }

    /// Skips every job not begun: nothing more is printed.
    pub(super) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Runs a job of the pool, or when there is none to take (every batch
    /// in flight is being worked on by other threads), waits until one is
    /// rendered, a rendering is queued or a job fails: a change after the
    /// `seen`th, the count [`Flow::printable`] gave (so that a change
    /// made since that look is not waited for).
    pub(super) fn help(&self, seen: u64) {
        if rayon::yield_now() == Some(rayon::Yield::Executed) {
            return;
        }
        let mut done = lock(&self.done);
        while done.events == seen {
            done = self
                .changed
                .wait(done)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    /// Changes `done` with `change` and tells the printing thread.
    fn tell(&self, change: impl FnOnce(&mut Done<X>)) {
        let mut done = lock(&self.done);
        change(&mut done);
        done.events += 1;
        drop(done);
        self.changed.notify_all();
    }
}

/// Marks the flow failed if dropped, as it is when a job panics (a job
/// that ends forgets it), so that the printing thread does not wait for
/// the job's batch for ever.
struct Failing<'a, X: Send>(&'a Flow<X>);

impl<X: Send> Drop for Failing<'_, X> {
    fn drop(&mut self) {
        self.0.stop();
        self.0.tell(|done| done.failed = true);
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
        let flow = Flow::<()>::new(Order::default(), 0);
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

    /// Rendered batches are printed in input order, whatever order they
    /// are rendered in.
    #[test]
    fn batches_are_printed_in_turn() {
        let flow = Flow::new(Order::default(), 0);
        let done = |text: &str| {
            let mut printed = Printed::default();
            printed.out(text);
            vec![(printed, ())]
        };
        let mut printed = 0;
        flow.tell(|d| drop(d.rendered.insert(1, done("b"))));
        assert!(flow.printable(&mut printed).0.is_empty());
        flow.tell(|d| drop(d.rendered.insert(0, done("a"))));
        assert_eq!(flow.printable(&mut printed).0.len(), 2);
        assert_eq!(printed, 2);
    }
}
