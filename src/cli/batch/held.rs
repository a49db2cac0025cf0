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
/// At 4 MiB a 400 MB CSA archive peaked at 22 MiB against 12 MiB read
/// twice; at 2 MiB, 15 MiB, within the 18 MiB the archives are held to.
const HOLD_BYTES: usize = 2 << 20;

/// Jobs a block of the output held holds, its room made at once.
const BLOCK: usize = 4096;

/// The jobs of the rendered batches held, in order, in blocks of
/// [`BLOCK`] (a list a batch left a run's heap fragmented, one list grown
/// by doubling held three times its jobs' room as it grew), and the
/// progress the last brings.
pub(super) struct Held<X> {
    jobs: Vec<Vec<(Printed, X)>>,
    progress: u64,
    bytes: usize,
    bound: usize,
}

/// What is to be done with the output held.
pub(super) enum Hold<X> {
    /// Let these jobs out, in order, and the progress they bring.
    Out(Vec<Vec<(Printed, X)>>, u64),
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
                return Hold::Out(vec![rendered], progress);
            }
            let room = std::mem::size_of::<(Printed, X)>();
            for job in rendered {
                if self.jobs.last().is_none_or(|block| block.len() == BLOCK) {
                    self.jobs.push(Vec::with_capacity(BLOCK));
                    self.bytes += room * BLOCK;
                }
                self.bytes += job.0.len();
                if let Some(block) = self.jobs.last_mut() {
                    block.push(job);
                }
            }
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
