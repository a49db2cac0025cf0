//! `hensou._hensou`: the Python module. Arguments are taken from Python
//! here, the work is done by [`engine`] with the interpreter released (so
//! other Python threads run meanwhile), and its results handed back as the
//! plain values of [`types`].

mod args;
mod engine;
mod reader;
mod rule_snapshots;
mod strings;
mod tables;
mod types;

use std::sync::Arc;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

use args::{game_settings, given, records_function, sources};
use engine::{Failure, Settings};
use types::{Difference, MoveDifference, Ply, Problem, Report, Table};

/// Every Rust allocation of the module: reading a small record from Python
/// makes and frees a few hundred blocks (its lines' comments, the moves
/// printed), and glibc's malloc and free took a fifth of the work there
/// (docs/PERFORMANCE.md, "Python against cshogi, a file at a time"), as
/// they did for the command, which allocates with mimalloc too.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

create_exception!(
    hensou,
    HensouError,
    PyException,
    "Every error hensou raises: a call it cannot carry out, said in the call's `lang=`. A record with problems is no error: its `Report` says what they are."
);
create_exception!(
    hensou,
    InputError,
    HensouError,
    "A file that cannot be read, or bytes that are not text."
);
create_exception!(
    hensou,
    VariantError,
    HensouError,
    "No game has the name given (the message lists the nearest)."
);
create_exception!(
    hensou,
    RulesError,
    HensouError,
    "A rule set or option the game does not have."
);
create_exception!(
    hensou,
    PositionError,
    HensouError,
    "A position string the game cannot read."
);
create_exception!(
    hensou,
    NotationError,
    HensouError,
    "A notation or file format the game does not have."
);

impl From<Failure> for PyErr {
    fn from(f: Failure) -> PyErr {
        match f {
            Failure::Input(m) => InputError::new_err(m),
            Failure::Variant(m) => VariantError::new_err(m),
            Failure::Rules(m) => RulesError::new_err(m),
            Failure::Position(m) => PositionError::new_err(m),
            Failure::Notation(m) => NotationError::new_err(m),
            Failure::Other(m) => HensouError::new_err(m),
        }
    }
}

records_function! {
    /// Checks every game of a record.
    ///
    /// `source` is told apart by its type: a `str` is the record's text; `bytes`
    /// are a file's raw bytes, decoded as the command line decodes a file
    /// (UTF-8, Shift_JIS or EUC-JP, found by content); an `os.PathLike` (such
    /// as `pathlib.Path`) names a file to read. A path given as `str` is read
    /// as text: wrap it in `pathlib.Path` (a one-line `str` that names an
    /// existing file raises `InputError` saying so).
    ///
    /// `variant` and `rules` apply to records that do not name them (a
    /// `[Variant]` or `[Rules]` tag wins); `options` (a dict or
    /// `"key=value;..."`) override rule options of every game; `input` says how
    /// to read the text, as `hensou validate --input` (`"auto"` by default).
    ///
    /// Returns one `Report` per game, in order, the same verdicts, problems,
    /// positions and suggestions as `hensou validate --format json`. Raises
    /// `InputError` for a file that cannot be read or is not text, and
    /// `VariantError`/`RulesError`/`NotationError` for names nothing has, with
    /// the message the command line prints after its flag.
    fn validate(py, source; args) -> Vec<Report> {
        check_all(py, source, args.settings()?)
    }
}

/// Every game of `source` checked, for `validate` and `compare_rules`.
fn check_all(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    settings: Settings,
) -> PyResult<Vec<Report>> {
    let given = given(source, settings.lang)?;
    settings.check()?;
    let lang = settings.lang;
    let reports = py.detach(move || {
        engine::source(given, lang).and_then(|s| engine::validate(&s, &settings))
    })?;
    Ok(reports)
}

records_function! {
    /// Checks every game of a record under its own rules and under `other`,
    /// ply by ply from the same position: each `Report`'s `differences` lists
    /// the plies the two rule sets judge otherwise. `source`, `variant`,
    /// `rules` and `options` are as in `validate`.
    fn compare_rules(py, source, other: String; args) -> Vec<Report> {
        let settings = Settings {
            compare: Some(other),
            ..args.settings()?
        };
        check_all(py, source, settings)
    }
}

records_function! {
    /// Every game of a record in another notation or file format (`"kif"`,
    /// `"csa"`, `"usi"`, `"jkf"`, `"ki2"`, or a game's notation), as
    /// `hensou convert --to` writes them. `source`, `variant`, `rules` and
    /// `options` are as in `validate`.
    fn convert(py, source, to: String; args) -> Conversion {
        let given = given(source, args.lang()?)?;
        let settings = args.checked()?;
        settings.check_notation(&to)?;
        let lang = settings.lang;
        let (text, reports) = py.detach(move || {
            engine::source(given, lang).and_then(|s| engine::convert(&s, &to, &settings))
        })?;
        Ok(Conversion { text, reports })
    }
}

/// What `convert` made: the text of the valid games and a report per game.
#[pyclass(module = "hensou", frozen, get_all)]
struct Conversion {
    /// Every game in the target notation, one after another, as `hensou
    /// convert` writes them: an invalid game up to its last legal ply, then
    /// its errors and the rest of its text in a comment (`convert::partial`
    /// in its report).
    text: String,
    /// One per game; what the conversion could not carry is among the
    /// warnings (`convert::...` codes).
    reports: Vec<Report>,
}

#[pymethods]
impl Conversion {
    /// Whether every game was valid and so converted.
    #[getter]
    fn valid(&self) -> bool {
        self.reports.iter().all(|r| r.valid)
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!(
            "<Conversion {} games, {} characters>",
            self.reports.len(),
            self.text.chars().count()
        )
    }
}

/// One game of a record, checked: its tags, its verdict, its plies, and its
/// moves in any notation and positions when asked for.
#[pyclass(module = "hensou", frozen)]
struct Game {
    replayed: Arc<reader::Replayed>,
}

#[pymethods]
impl Game {
    /// The record's tags (or a format's header fields), in order.
    #[getter]
    fn tags(&self) -> Vec<(String, String)> {
        self.replayed.tags()
    }

    /// The game's verdict, as `validate` gives it.
    #[getter]
    fn report(&self) -> Report {
        self.replayed.report.clone()
    }

    /// The plies read and played on the main line (all of them in a valid
    /// game, those before the first error in an invalid one).
    #[getter]
    fn plies(&self) -> Vec<Ply> {
        self.replayed
            .plies()
            .into_iter()
            .map(|(number, text, notation)| Ply {
                number,
                text,
                notation,
                game: Arc::clone(&self.replayed),
            })
            .collect()
    }

    /// The position string before the first ply (`None` when the game
    /// could not be set up).
    #[getter]
    fn start(&self, py: Python<'_>) -> Option<String> {
        let replayed = Arc::clone(&self.replayed);
        py.detach(move || replayed.positions().first().cloned())
    }

    /// The position strings after each ply, in order, made the first time
    /// they are asked for.
    #[getter]
    fn positions(&self, py: Python<'_>) -> Vec<String> {
        let replayed = Arc::clone(&self.replayed);
        py.detach(move || replayed.positions().iter().skip(1).cloned().collect())
    }

    /// The value of the first tag called `name` (case ignored), if any.
    fn tag(&self, name: &str) -> Option<String> {
        self.replayed.tag(name)
    }

    /// The moves of the plies, as written, or printed in `notation` (any of
    /// the game's notations; `NotationError` for one it lacks), from the
    /// moves the game keeps: nothing is read again.
    #[pyo3(signature = (notation=None))]
    fn moves<'py>(
        &self,
        py: Python<'py>,
        notation: Option<&str>,
    ) -> PyResult<Bound<'py, pyo3::types::PyList>> {
        let moves = match notation {
            None => (self.replayed.plies().into_iter())
                .map(|(_, text, _)| text)
                .collect(),
            Some(notation) => self.replayed.moves_in(notation)?,
        };
        strings::list(py, &moves)
    }

    fn __repr__(&self) -> String {
        let r = &self.replayed.report;
        format!(
            "<Game {} game {}: {} plies>",
            r.file,
            r.game,
            self.replayed.ply_count()
        )
    }
}

/// The games `read` yields, each checked when it is asked for.
#[pyclass(module = "hensou", frozen)]
struct Games {
    /// Locked while a game is read (a thread at a time).
    reader: std::sync::Mutex<reader::Reader>,
}

#[pymethods]
impl Games {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Game>> {
        let reader = &self.reader;
        let next = py.detach(move || {
            reader
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .next()
        });
        match next {
            Some(replayed) => Ok(Some(Game {
                replayed: Arc::new(replayed?),
            })),
            None => Ok(None),
        }
    }
}

records_function! {
    /// Yields every game of a record as it is read and checked: `Game` objects
    /// with the tags, the verdict (`game.report`), the plies, `game.moves(notation)`
    /// in any of the game's notations and `game.positions` when asked for.
    /// `source`, `variant`, `rules` and `options` are as in `validate`. A file
    /// is read a window of its text at a time: the first game comes before the
    /// rest is read, and memory is bounded by the largest game, not by the
    /// file. Work is done without the interpreter.
    fn read(py, source; args) -> Games {
        let given = given(source, args.lang()?)?;
        let settings = args.checked()?;
        let reader = py.detach(move || reader::Reader::open(given, &settings))?;
        Ok(Games {
            reader: std::sync::Mutex::new(reader),
        })
    }
}

records_function! {
    /// A table with a row per game of every record named, made in Rust on
    /// every core: `file`, `game` (from 1 in its file), `variant`, `rules`,
    /// `first_player`, `second_player`, `event`, `date`, `result`, `winner`,
    /// `reason`, `plies`, `valid`, and the first error's code and ply
    /// (`error`, `error_ply`), each as `read` gives them. `source` is a record
    /// as `validate` takes it, a folder (`pathlib.Path`, walked for record
    /// files as the command line walks it), or a list of these. A path that
    /// cannot be read raises `InputError`, as `read` does; a file whose bytes
    /// are no text is a row whose `error` says so. The `Table` goes to
    /// `pyarrow.table`, `polars.DataFrame` or DuckDB through the Arrow
    /// PyCapsule interface.
    fn games_table(py, source; args) -> Table {
        let lang = args.lang()?;
        let inputs = sources(source, lang)?;
        let settings = args.checked()?;
        let batch =
            py.detach(move || tables::records(inputs, lang).and_then(|i| tables::games(i, &settings)))?;
        Ok(Table { batch })
    }
}

records_function! {
    /// A table with a row per ply played of every game of `source` (as
    /// `games_table` takes it): `file`, `game`, `ply` (from 1) and `move`,
    /// printed in `notation` (by default USI where the game has it, as shogi
    /// and Shogi no Otomo do, else the game's first notation). `positions`
    /// `"before"` or `"after"` adds the position string before or after each
    /// ply (`position_before`, `position_after`). A notation a game lacks
    /// raises `NotationError`, as `Game.moves` does.
    fn plies_table(
        py, source, notation: Option<String> = None, positions: Option<&str> = None; args
    ) -> Table {
        let lang = args.lang()?;
        let positions = match positions {
            None => None,
            Some("before") => Some(tables::Positions::Before),
            Some("after") => Some(tables::Positions::After),
            Some(other) => {
                let said = hensou::msg!("python-positions", given = format!("{other:?}"));
                return Err(pyo3::exceptions::PyValueError::new_err(said.render(lang)));
            }
        };
        let inputs = sources(source, lang)?;
        let settings = args.checked()?;
        let batch = py.detach(move || {
            tables::records(inputs, lang)
                .and_then(|i| tables::plies(i, &settings, notation.as_deref(), positions))
        })?;
        Ok(Table { batch })
    }
}

/// Games `read` has checked in this process (and checked again for what
/// their kept moves could not give): for tests.
#[pyfunction]
fn _games_checked() -> usize {
    reader::GAMES_CHECKED.load(std::sync::atomic::Ordering::Relaxed)
}

/// Every legal move of a position (the start position by default) of the
/// game `variant` under `rules` and `options`, printed in `notation` (the
/// game's first by default), sorted. A bad position string raises
/// `PositionError`.
#[pyfunction]
#[pyo3(signature = (variant, position=None, rules=None, options=None, notation=None, lang=None))]
fn moves(
    py: Python<'_>,
    variant: String,
    position: Option<String>,
    rules: Option<String>,
    options: Option<&Bound<'_, PyAny>>,
    notation: Option<String>,
    lang: Option<String>,
) -> PyResult<Vec<String>> {
    let settings = game_settings(variant, rules, options, lang)?;
    Ok(py
        .detach(move || engine::legal_moves(&settings, position.as_deref(), notation.as_deref()))?)
}

/// The position string of the start position of `variant` under `rules`
/// and `options`, or of `position` as the game reads it.
#[pyfunction]
#[pyo3(signature = (variant, position=None, rules=None, options=None, lang=None))]
fn position(
    variant: String,
    position: Option<String>,
    rules: Option<String>,
    options: Option<&Bound<'_, PyAny>>,
    lang: Option<String>,
) -> PyResult<String> {
    let settings = game_settings(variant, rules, options, lang)?;
    Ok(engine::position(&settings, position.as_deref())?)
}

/// Leaf nodes of the move tree `depth` plies deep from a position (the
/// start position by default) of `variant` under `rules` and `options`.
/// Runs without the interpreter: other Python threads go on meanwhile.
#[pyfunction]
#[pyo3(signature = (variant, depth, position=None, rules=None, options=None, lang=None))]
fn perft(
    py: Python<'_>,
    variant: String,
    depth: u32,
    position: Option<String>,
    rules: Option<String>,
    options: Option<&Bound<'_, PyAny>>,
    lang: Option<String>,
) -> PyResult<u64> {
    let settings = game_settings(variant, rules, options, lang)?;
    Ok(py.detach(move || engine::perft(&settings, position.as_deref(), depth))?)
}

/// The moves legal in a position (the start position by default) of
/// `variant` under `rules` and `options` or under `other`, not both, printed
/// in `notation`; each with the rule that refuses it.
#[pyfunction]
#[pyo3(signature = (variant, other, position=None, rules=None, options=None, notation=None, lang=None))]
#[allow(clippy::too_many_arguments)]
fn compare_moves(
    py: Python<'_>,
    variant: String,
    other: String,
    position: Option<String>,
    rules: Option<String>,
    options: Option<&Bound<'_, PyAny>>,
    notation: Option<String>,
    lang: Option<String>,
) -> PyResult<Vec<MoveDifference>> {
    let settings = game_settings(variant, rules, options, lang)?;
    Ok(py.detach(move || {
        engine::compare_moves(&settings, position.as_deref(), &other, notation.as_deref())
    })?)
}

/// The suite at `suite` (a path to a suite file, docs/RULE-SNAPSHOTS.md)
/// checked against its stored snapshot under `rules` and `options` (the
/// suite's own rules when both are `None`), as `hensou snapshot --check`
/// checks it: a `Table` with a row a change (`kind` "move", "perft",
/// "error", "new position", "position gone" or "record"). An empty table
/// means nothing changed. `lang` is the language of the errors raised.
#[pyfunction]
#[pyo3(signature = (suite, rules=None, options=None, lang=None))]
fn snapshot(
    py: Python<'_>,
    suite: std::path::PathBuf,
    rules: Option<String>,
    options: Option<&Bound<'_, PyAny>>,
    lang: Option<String>,
) -> PyResult<Table> {
    let lang = args::lang(lang.as_deref())?;
    let options: Vec<String> = (args::rule_options(options, lang)?.into_iter())
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let batch = py.detach(move || rule_snapshots::check(&suite, rules, options, lang))?;
    Ok(Table { batch })
}

/// Validate, convert, replay and rule-test records of fairy and historical
/// board games.
#[pymodule]
fn _hensou(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("HensouError", py.get_type::<HensouError>())?;
    m.add("InputError", py.get_type::<InputError>())?;
    m.add("VariantError", py.get_type::<VariantError>())?;
    m.add("RulesError", py.get_type::<RulesError>())?;
    m.add("PositionError", py.get_type::<PositionError>())?;
    m.add("NotationError", py.get_type::<NotationError>())?;
    m.add_class::<Report>()?;
    m.add_class::<Problem>()?;
    m.add_class::<Difference>()?;
    m.add_class::<MoveDifference>()?;
    m.add_class::<Ply>()?;
    m.add_class::<Game>()?;
    m.add_class::<Games>()?;
    m.add_class::<Conversion>()?;
    m.add_class::<Table>()?;
    m.add_function(wrap_pyfunction!(validate, m)?)?;
    m.add_function(wrap_pyfunction!(compare_rules, m)?)?;
    m.add_function(wrap_pyfunction!(compare_moves, m)?)?;
    m.add_function(wrap_pyfunction!(convert, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(games_table, m)?)?;
    m.add_function(wrap_pyfunction!(plies_table, m)?)?;
    m.add_function(wrap_pyfunction!(_games_checked, m)?)?;
    m.add_function(wrap_pyfunction!(moves, m)?)?;
    m.add_function(wrap_pyfunction!(position, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(snapshot, m)?)?;
    Ok(())
}
