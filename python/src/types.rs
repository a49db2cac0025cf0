//! The values the module hands to Python: plain, immutable data, filled by
//! [`crate::engine`] while the interpreter is released and turned into
//! Python objects afterwards.

use std::sync::Arc;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use arrow_array::{Array, RecordBatch, RecordBatchIterator, StructArray};
use pyo3::prelude::*;
use pyo3::types::PyCapsule;

use crate::reader::Replayed;

/// One problem found in one game, as `hensou validate --format json` gives it.
#[pyclass(module = "hensou", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct Problem {
    /// Stable id: `record::move-number`, `shogi::nifu`, ...
    pub code: String,
    /// `"error"` or `"warning"`.
    pub severity: &'static str,
    pub message: String,
    /// The ply (from 1) the problem is about, if any.
    pub ply: Option<usize>,
    /// Where in the text, in bytes of its UTF-8 form.
    pub offset: usize,
    pub length: usize,
    /// Line and column (from 1) of `offset`.
    pub line: usize,
    pub column: usize,
    pub label: String,
    pub help: Option<String>,
    /// The position string before the ply.
    pub position: Option<String>,
    /// Legal moves nearest to what was written.
    pub suggestions: Vec<String>,
    /// `message`, `label` and `help` in the language asked for with
    /// `lang=`; `None` in English (the texts above are English).
    pub localized_message: Option<String>,
    pub localized_label: Option<String>,
    pub localized_help: Option<String>,
}

#[pymethods]
impl Problem {
    /// Whether this is an error (the game is then invalid).
    #[getter]
    fn is_error(&self) -> bool {
        self.severity == "error"
    }

    fn __repr__(&self) -> String {
        let ply = self.ply.map(|p| format!(" ply {p}")).unwrap_or_default();
        format!(
            "<Problem {}[{}] {}:{}{ply}: {}>",
            self.severity, self.code, self.line, self.column, self.message
        )
    }
}

/// A ply whose legality differs between the record's rules and the rules
/// compared with.
#[pyclass(module = "hensou", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct Difference {
    pub ply: usize,
    /// The ply as written.
    pub text: String,
    /// Where the ply is written, in bytes of the text's UTF-8 form.
    pub offset: usize,
    pub length: usize,
    pub legal_under_record_rules: bool,
    pub legal_under_compared_rules: bool,
    /// The rule broken, where one is.
    pub rule: String,
    pub reason: String,
    /// `reason` in the language asked for with `lang=`; `None` in English
    /// (`reason` is English).
    pub localized_reason: Option<String>,
}

#[pymethods]
impl Difference {
    fn __repr__(&self) -> String {
        format!(
            "<Difference ply {} {:?}: {} / {} [{}]>",
            self.ply,
            self.text,
            legality(self.legal_under_record_rules),
            legality(self.legal_under_compared_rules),
            self.rule
        )
    }
}

/// A move legal in a position under one of two rule sets and not the
/// other (`compare_moves`).
#[pyclass(module = "hensou", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct MoveDifference {
    /// The move, in the notation asked for.
    #[pyo3(name = "move")]
    pub mv: String,
    pub legal_under_rules: bool,
    pub legal_under_compared_rules: bool,
    /// The rule broken under the rules that refuse it.
    pub rule: String,
    pub reason: String,
    /// `reason` in the language asked for with `lang=`; `None` in English
    /// (`reason` is English).
    pub localized_reason: Option<String>,
}

#[pymethods]
impl MoveDifference {
    fn __repr__(&self) -> String {
        format!(
            "<MoveDifference {:?}: {} / {} [{}]>",
            self.mv,
            legality(self.legal_under_rules),
            legality(self.legal_under_compared_rules),
            self.rule
        )
    }
}

fn legality(legal: bool) -> &'static str {
    if legal { "legal" } else { "illegal" }
}

/// The verdict on one game of a record.
#[pyclass(module = "hensou", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct Report {
    /// The file's name, or `"<text>"` for text given directly.
    pub file: String,
    /// Which game of the file, from 1.
    pub game: usize,
    /// The game's registry name (`"shogi"`, `"chatra"`, ...), if known.
    pub variant: Option<&'static str>,
    /// The rules in force, spelt canonically (`"bell;return=turn-start"`).
    pub rules: Option<String>,
    /// No problem is an error.
    pub valid: bool,
    /// Plies read and played on the main line.
    pub plies: usize,
    /// The result token the record gives (`"1-0"`, `"*"`), if any.
    pub result: Option<String>,
    /// `"first"`, `"second"`, or `None` for a draw or an unfinished game
    /// (see `reason`): by the rules when the moves end the game, else as
    /// the record writes its result (`投了`, `%TORYO`, `1-0`).
    pub winner: Option<&'static str>,
    /// The player of the first side as the tags name it (`先手`/`N+`/
    /// `[Sente]`, `[Black]`; in a shogi handicap game `下手`, who moves
    /// second), with the tag names kept as the record writes them.
    pub first_player: Option<String>,
    /// The player of the second side (`後手`/`N-`; `上手` in a handicap
    /// game, who gives the handicap and moves first).
    pub second_player: Option<String>,
    /// Why the game ended: by the rules (`"mate"`, `"all-captured"`), else
    /// as the record says (`"resignation"`, `"time-up"`, `"illegal-move"`,
    /// `"sennichite"`; `"written-result"` for a bare `1-0`), if it did.
    pub reason: Option<String>,
    pub problems: Vec<Problem>,
    /// Plies judged otherwise under the compared rules (`compare_rules`).
    pub differences: Vec<Difference>,
}

#[pymethods]
impl Report {
    /// The problems that are errors.
    #[getter]
    fn errors(&self) -> Vec<Problem> {
        self.problems
            .iter()
            .filter(|p| p.severity == "error")
            .cloned()
            .collect()
    }

    fn __bool__(&self) -> bool {
        self.valid
    }

    fn __repr__(&self) -> String {
        let verdict = if self.valid { "valid" } else { "INVALID" };
        format!(
            "<Report {} game {}: {verdict}, {}, {} plies, {} problems>",
            self.file,
            self.game,
            self.variant.unwrap_or("unknown game"),
            self.plies,
            self.problems.len()
        )
    }
}

/// One ply of a game as read: the text written, the notation that read it,
/// and the position after it (made when first asked for).
#[pyclass(module = "hensou", frozen)]
#[derive(Clone)]
pub struct Ply {
    /// From 1.
    #[pyo3(get)]
    pub number: usize,
    /// The ply as written in the record.
    #[pyo3(get)]
    pub text: String,
    /// The notation it was written in.
    #[pyo3(get)]
    pub notation: &'static str,
    /// The game it is a ply of, for its position.
    pub game: Arc<Replayed>,
}

#[pymethods]
impl Ply {
    /// The position string after the ply.
    #[getter]
    fn position(&self, py: Python<'_>) -> String {
        let game = Arc::clone(&self.game);
        let number = self.number;
        py.detach(move || game.positions().get(number).cloned().unwrap_or_default())
    }

    fn __repr__(&self) -> String {
        format!("<Ply {} {:?} ({})>", self.number, self.text, self.notation)
    }
}

/// A table `games_table` or `plies_table` made: Arrow data, handed to
/// pyarrow, polars, pandas (through pyarrow) or DuckDB by the Arrow
/// PyCapsule interface, with no copy and no Python loop.
#[pyclass(module = "hensou", frozen)]
pub struct Table {
    pub batch: RecordBatch,
}

/// A capsule of an Arrow C structure: released by its own `release` when
/// the capsule goes unless a reader has moved it out (and marked it
/// released), as the PyCapsule interface asks.
fn capsule<'py, T: Send + 'static>(
    py: Python<'py>,
    value: T,
    name: &'static std::ffi::CStr,
) -> PyResult<Bound<'py, PyCapsule>> {
    PyCapsule::new_with_value(py, value, name)
}

fn schema_capsule<'py>(py: Python<'py>, batch: &RecordBatch) -> PyResult<Bound<'py, PyCapsule>> {
    let schema = FFI_ArrowSchema::try_from(batch.schema().as_ref())
        .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))?;
    capsule(py, schema, c"arrow_schema")
}

#[pymethods]
impl Table {
    /// The table as an Arrow C stream of record batches
    /// (`pyarrow.table(t)`, `polars.DataFrame(t)`, DuckDB). The
    /// `requested_schema` is not applied: the columns are as they are.
    #[pyo3(signature = (requested_schema=None))]
    fn __arrow_c_stream__<'py>(
        &self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyCapsule>> {
        let _ = requested_schema;
        let batches = RecordBatchIterator::new([Ok(self.batch.clone())], self.batch.schema());
        capsule(
            py,
            FFI_ArrowArrayStream::new(Box::new(batches)),
            c"arrow_array_stream",
        )
    }

    /// The table as one Arrow C struct array and its schema
    /// (`pyarrow.record_batch(t)`).
    #[pyo3(signature = (requested_schema=None))]
    fn __arrow_c_array__<'py>(
        &self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<(Bound<'py, PyCapsule>, Bound<'py, PyCapsule>)> {
        let _ = requested_schema;
        let array = FFI_ArrowArray::new(&StructArray::from(self.batch.clone()).into_data());
        Ok((
            schema_capsule(py, &self.batch)?,
            capsule(py, array, c"arrow_array")?,
        ))
    }

    /// The table's schema as an Arrow C schema.
    fn __arrow_c_schema__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyCapsule>> {
        schema_capsule(py, &self.batch)
    }

    /// The names of the columns, in order.
    #[getter]
    fn column_names(&self) -> Vec<String> {
        self.batch
            .schema()
            .fields()
            .iter()
            .map(|f| f.name().clone())
            .collect()
    }

    /// The number of rows.
    fn __len__(&self) -> usize {
        self.batch.num_rows()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Table {} rows: {}>",
            self.batch.num_rows(),
            self.column_names().join(", ")
        )
    }
}
