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

/// What a job leaves for the run besides its text ([`super::Run::each`]),
/// held with it while a file read once is not confirmed. What two jobs
/// that print nothing leave may be folded into one held entry, so that a
/// file of many games that print nothing (`validate -q`) holds a few bytes
/// rather than an entry a game, and is read to its end without being read
/// ahead a second time.
pub trait Left: Send + Sized {
    /// Folds what the next job left into this, or gives it back when the
    /// two cannot be one. Handing the run the folded value must do what
    /// handing it the two in turn does.
    fn fold(&mut self, next: Self) -> Result<(), Self> {
        Err(next)
    }
}

/// Output held, in bytes (the text of its jobs and the room each takes),
/// past which the rest of the file read once is read ahead to confirm it,
/// unless `HENSOU_HOLD_BYTES` says otherwise (tests set a few bytes).
/// At 4 MiB a 400 MB CSA archive peaked at 22 MiB against 12 MiB read
/// twice; at 2 MiB, 15 MiB, within the 18 MiB the archives are held to.
/// Jobs that print nothing are held folded ([`Left`]): `validate -q` of an
/// archive of valid games holds a few hundred bytes, never the bound.
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

impl<X: Left> Held<X> {
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
                let Some(job) = self.fold(job) else {
                    continue;
                };
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

    /// `job` folded into the last job held when neither prints anything
    /// (`None`), else `job` to be held on its own.
    fn fold(&mut self, job: (Printed, X)) -> Option<(Printed, X)> {
        let last = self.jobs.last_mut().and_then(|block| block.last_mut());
        match last {
            Some((printed, left)) if printed.is_empty() && job.0.is_empty() => {
                left.fold(job.1).err().map(|left| (job.0, left))
            }
            _ => Some(job),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games counted, as `validate` counts what its jobs leave.
    #[derive(Debug, PartialEq)]
    struct Games(u32);

    impl Left for Games {
        fn fold(&mut self, next: Games) -> Result<(), Games> {
            self.0 += next.0;
            Ok(())
        }
    }

    fn job(text: &str) -> (Printed, Games) {
        let mut printed = Printed::default();
        printed.err(text);
        (printed, Games(1))
    }

    /// Jobs in a row that print nothing are held as one; a job that prints
    /// is held on its own, and the quiet jobs after it start a new entry.
    #[test]
    fn quiet_jobs_are_held_folded_into_one() {
        let mut held = Held::<Games>::new();
        for text in ["", "", "", "a warning\n", "", ""] {
            if let Some(job) = held.fold(job(text)) {
                held.jobs.push(vec![job]);
            }
        }
        let left: Vec<(bool, u32)> = held
            .jobs
            .iter()
            .flatten()
            .map(|(printed, games)| (printed.is_empty(), games.0))
            .collect();
        assert_eq!(left, [(true, 3), (false, 1), (true, 2)]);
    }

    /// What cannot be folded is held a job at a time.
    #[test]
    fn what_does_not_fold_is_held_apart() {
        struct Apart;
        impl Left for Apart {}
        let mut held = Held::<Apart>::new();
        held.jobs.push(vec![(Printed::default(), Apart)]);
        assert!(held.fold((Printed::default(), Apart)).is_some());
    }
}
