//! A suite checked against the snapshot stored beside it: the one way the
//! command line, Python and the tests compare, so that what one of them
//! calls unchanged no other calls changed.

use std::path::Path;
use std::sync::Arc;

use super::diff::Differences;
use super::suite::{Suite, SuiteError};
use super::text::Snapshot;
use super::{Pool, Trial, snapshot_path};
use crate::registry::Registry;

/// The snapshot stored for the suite at `suite`, read back as
/// [`Snapshot::write`] wrote it; `None` when there is none yet.
pub fn stored_snapshot(suite: &Path) -> Result<Option<Snapshot>, SuiteError> {
    let path = snapshot_path(suite);
    let name = path.display().to_string();
    match std::fs::read_to_string(&path) {
        Ok(text) => Snapshot::parse(&name, &text).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(SuiteError::new(
            &name,
            0,
            crate::input::stream::io_reason(&e),
        )),
    }
}

/// The snapshot stored for the suite at `suite`, which a check needs: an
/// error saying how to write it when there is none.
pub fn required_snapshot(suite: &Path) -> Result<Snapshot, SuiteError> {
    stored_snapshot(suite)?.ok_or_else(|| {
        let name = suite.display().to_string();
        let how = crate::msg!("suite-no-snapshot", suite = &name);
        SuiteError::new(&name, 0, how)
    })
}

/// What checking a suite finds: the snapshot taken now and what changed
/// since `stored`.
pub struct Checked {
    pub new: Snapshot,
    pub differences: Differences,
}

impl Suite {
    /// The snapshot under the rules `trial` names, compared with `stored`
    /// (read by [`stored_snapshot`]).
    pub fn check(
        &self,
        stored: &Snapshot,
        trial: &Trial,
        registry: &Arc<Registry>,
        pool: &impl Pool,
    ) -> Result<Checked, SuiteError> {
        let new = self.take(trial, registry, pool)?;
        let differences = Differences::between(stored, &new, registry, pool);
        Ok(Checked { new, differences })
    }
}
