//! Output held back while a file read once is not confirmed
//! ([`super::Jobs::pending`]): nothing a run makes of its inputs reaches
//! standard output, standard error, an output file or the exit status
//! until the end of every file read once has confirmed how its start
//! decided it is read. Confirmed, the output held is let out in order;
//! contradicted, it is dropped and the run is made again, the file read as
//! it was before read once ([`super::Jobs::rewind`]). Held past a bound, the
//! rest of the file is read ahead to confirm it first, so that memory stays
//! bounded.

use super::Printed;

/// Output held, in bytes (the text of its jobs and the room each takes),
/// past which the rest of the file read once is read ahead to confirm it,
/// unless `HENSOU_HOLD_BYTES` says otherwise (tests set a few bytes).
const HOLD_BYTES: usize = 4 << 20;

/// The jobs of the rendered batches held, in order, in one list (not a
/// list a batch: the many small lists left a run's heap fragmented), and
/// the progress the last brings.
pub(super) struct Held<X> {
    jobs: Vec<(Printed, X)>,
    progress: u64,
    bytes: usize,
    bound: usize,
}

/// What is to be done with the output held.
pub(super) enum Hold<X> {
    /// Let these jobs out, in order, and the progress they bring.
    Out(Vec<(Printed, X)>, u64),
    /// Keep it: a file read once is not confirmed yet.
    Keep,
    /// Drop it and make the run again.
    Again,
}

impl<X> Held<X> {
    pub(super) fn new() -> Held<X> {
        let bound = std::env::var("HENSOU_HOLD_BYTES")
            .ok()
            .and_then(|b| b.parse().ok())
            .unwrap_or(HOLD_BYTES);
        Held {
            jobs: Vec::new(),
            progress: 0,
            bytes: 0,
            bound,
        }
    }

    /// Takes in a rendered batch (none at the end of the run) and says
    /// what comes of the output held, as far as `jobs` have gone: let out
    /// when no file read once is pending (and from then on every file is
    /// read as before, so that nothing let out can be taken back), kept
    /// while one is, the rest of that file read ahead first when the
    /// output held passes the bound.
    pub(super) fn take(
        &mut self,
        batch: Option<(Vec<(Printed, X)>, u64)>,
        jobs: &mut super::Jobs,
    ) -> Hold<X> {
        if let Some((rendered, progress)) = batch {
            if self.jobs.is_empty() && !jobs.pending() && !jobs.contradicted() {
                jobs.read_once(false);
                return Hold::Out(rendered, progress);
            }
            let room = std::mem::size_of::<(Printed, X)>() * rendered.len();
            self.bytes += room + rendered.iter().map(|(p, _)| p.len()).sum::<usize>();
            self.jobs.extend(rendered);
            self.progress = progress;
        }
        if self.bytes > self.bound && jobs.pending() {
            jobs.settle();
        }
        if jobs.contradicted() {
            self.jobs.clear();
            self.bytes = 0;
            return Hold::Again;
        }
        if jobs.pending() {
            return Hold::Keep;
        }
        jobs.read_once(false);
        self.bytes = 0;
        Hold::Out(std::mem::take(&mut self.jobs), self.progress)
    }
}
