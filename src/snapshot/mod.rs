//! Snapshot tests of rules, for rule designers: a [`Suite`] names a game,
//! the rules under test and cases (positions, records, random games); its
//! [`Snapshot`] holds, for every position the cases reach, the legal moves
//! and the perft counts asked, and for every record its verdict; and the
//! [`Differences`] between a stored snapshot and a new one say, position
//! by position, which moves became legal or illegal and by which rule,
//! which counts and which verdicts changed. `hensou snapshot` and Python's
//! `hensou.snapshot` are built on it; docs/RULE-SNAPSHOTS.md is the guide.
//!
//! The work is a list of items mapped by a [`Pool`]: [`InOrder`] on one
//! thread, or `OnAllCores` (feature `threads`), which Python uses as it is
//! and the command line inside its own pool, with a progress bar.

mod cases;
mod check;
mod diff;
mod suite;
mod text;

pub use cases::{RandomGames, Trial};
pub use check::{Checked, required_snapshot, stored_snapshot};
pub use diff::{Differences, MoveChange, PerftChange, PositionChange, RecordChange};
pub use suite::{Case, CaseSource, Suite, SuiteError, written};
pub use text::{PositionEntry, RecordEntry, Snapshot};

/// Maps the items of one stage of the work (the cases, then the positions
/// they reach): in order, or on many threads. `stage` names what the
/// items are, for a progress bar. The results come back in the order of
/// `items`, whatever the order they were made in.
pub trait Pool {
    fn map<T, R, F>(&self, stage: &str, items: Vec<T>, f: F) -> Vec<R>
    where
        T: Send,
        R: Send,
        F: Fn(T) -> R + Sync + Send;
}

/// Every item in turn on the calling thread.
pub struct InOrder;

impl Pool for InOrder {
    fn map<T, R, F>(&self, _: &str, items: Vec<T>, f: F) -> Vec<R>
    where
        T: Send,
        R: Send,
        F: Fn(T) -> R + Sync + Send,
    {
        items.into_iter().map(f).collect()
    }
}

/// Every item on the threads of the current rayon pool: the global one,
/// or the one whose `install` it is called in.
#[cfg(feature = "threads")]
pub struct OnAllCores;

#[cfg(feature = "threads")]
impl Pool for OnAllCores {
    fn map<T, R, F>(&self, _: &str, items: Vec<T>, f: F) -> Vec<R>
    where
        T: Send,
        R: Send,
        F: Fn(T) -> R + Sync + Send,
    {
        use rayon::prelude::*;
        items.into_par_iter().map(f).collect()
    }
}

/// Where a suite's snapshot is kept: beside it, `.snapshot` for its
/// extension (`chatra.suite` -> `chatra.snapshot`).
pub fn snapshot_path(suite: &std::path::Path) -> std::path::PathBuf {
    suite.with_extension("snapshot")
}
