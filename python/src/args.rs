//! What Python gives a call, taken into the engine's values: a record as
//! text, bytes or a path, rule options as a dict or text, and the
//! arguments every function that reads records ends with (`variant`,
//! `rules`, `options`, `input`, `lang`), declared once by [`records_function`].

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString, PyTuple};

use crate::engine::{self, Input, Settings};

/// The arguments every function that reads records takes after its own,
/// as Python gave them.
pub struct RecordArgs<'a, 'py> {
    pub variant: Option<String>,
    pub rules: Option<String>,
    pub options: Option<&'a Bound<'py, PyAny>>,
    pub input: Option<String>,
    pub lang: Option<String>,
}

impl RecordArgs<'_, '_> {
    /// The settings, rule options read, names not yet checked.
    pub fn settings(self) -> PyResult<Settings> {
        let lang = self.lang()?;
        Ok(Settings {
            variant: self.variant,
            rules: self.rules,
            options: rule_options(self.options, lang)?,
            compare: None,
            input: self.input,
            lang,
        })
    }

    /// The language asked for.
    pub fn lang(&self) -> PyResult<hensou::Lang> {
        lang(self.lang.as_deref())
    }

    /// The settings, their names checked before any record is read.
    pub fn checked(self) -> PyResult<Settings> {
        let settings = self.settings()?;
        settings.check()?;
        Ok(settings)
    }
}

/// The settings of the functions that name a game and read no record
/// (`moves`, `position`, `perft`, `compare_moves`).
pub fn game_settings(
    variant: String,
    rules: Option<String>,
    options: Option<&Bound<'_, PyAny>>,
    lang: Option<String>,
) -> PyResult<Settings> {
    RecordArgs {
        variant: Some(variant),
        rules,
        options,
        input: None,
        lang,
    }
    .settings()
}

/// A `#[pyfunction]` that reads records: `fn name(py, source, own: Type =
/// default, ...; args) -> T { body }` takes its own arguments after
/// `source`, then `variant`, `rules`, `options` and `input` (all `None` by
/// default), which the body finds as one [`RecordArgs`] called `args`.
macro_rules! records_function {
    (
        $(#[$attr:meta])*
        fn $name:ident(
            $py:ident, $source:ident $(, $arg:ident: $ty:ty $(= $default:tt)?)*; $args:ident
        ) -> $ret:ty $body:block
    ) => {
        $(#[$attr])*
        #[pyfunction]
        #[pyo3(signature = (
            $source, $($arg $(= $default)?,)* variant=None, rules=None, options=None, input=None,
            lang=None
        ))]
        #[allow(clippy::too_many_arguments)]
        fn $name(
            $py: Python<'_>,
            $source: &Bound<'_, PyAny>,
            $($arg: $ty,)*
            variant: Option<String>,
            rules: Option<String>,
            options: Option<&Bound<'_, PyAny>>,
            input: Option<String>,
            lang: Option<String>,
        ) -> PyResult<$ret> {
            let $args = $crate::args::RecordArgs {
                variant,
                rules,
                options,
                input,
                lang,
            };
            $body
        }
    };
}
pub(crate) use records_function;

/// The language of problems' localized texts and of the errors raised:
/// `"en"`, `"ja"` or a locale (`"ja_JP.UTF-8"`); English when not given.
pub fn lang(name: Option<&str>) -> PyResult<hensou::Lang> {
    match name {
        None => Ok(hensou::Lang::En),
        // No language is known yet, so the refusal is said in both.
        Some(name) => hensou::Lang::parse(name).ok_or_else(|| {
            let said = hensou::msg!("python-unknown-lang", name = name);
            let (en, ja) = (said.render(hensou::Lang::En), said.render(hensou::Lang::Ja));
            pyo3::exceptions::PyValueError::new_err(format!("{en} / {ja}"))
        }),
    }
}

/// A record as a caller gives it: text, raw bytes, or a path, told apart by
/// type (see `validate`'s documentation); a mistaken one said in `lang`.
pub fn given(source: &Bound<'_, PyAny>, lang: hensou::Lang) -> PyResult<Input> {
    if let Ok(text) = source.cast::<PyString>() {
        let text = text.to_cow()?;
        // A one-line `str` that names a file or folder is a path passed the
        // wrong way, not a record: say so rather than report that it holds
        // no move.
        let named = std::path::Path::new(&*text);
        if !text.contains('\n') && named.exists() {
            let what = if named.is_dir() { "folder" } else { "file" };
            let quoted = format!("{text:?}");
            let said = hensou::msg!(
                "python-names-a-file",
                text = &*text,
                what = what,
                quoted = quoted
            );
            return Err(crate::InputError::new_err(said.render(lang)));
        }
        if looks_like_a_path(&text) {
            let said = hensou::msg!("python-looks-like-a-path", text = &*text);
            return Err(crate::InputError::new_err(said.render(lang)));
        }
        return Ok(Input::Text(text.into_owned()));
    }
    if let Ok(bytes) = source.cast::<PyBytes>() {
        return Ok(Input::Bytes(bytes.as_bytes().to_vec()));
    }
    path(source, lang).map(Input::Path)
}

/// Whether a `str` reads as a mistyped path rather than a record: one
/// word with a record's extension (`games/wcsc28.csa`). No record is that:
/// a move list has spaces or move text, and no move ends in `.kif`.
fn looks_like_a_path(text: &str) -> bool {
    let word = text.trim();
    let extension = std::path::Path::new(word)
        .extension()
        .and_then(|e| e.to_str());
    !word.is_empty()
        && !word.contains(char::is_whitespace)
        && extension.is_some_and(|e| {
            hensou::formats::record_extensions(hensou::registry::builtin())
                .iter()
                .any(|known| known.eq_ignore_ascii_case(e))
        })
}

/// A `str` or `os.PathLike` path (PyO3 asks `os.fspath` of it); any
/// other type said in `lang`.
fn path(source: &Bound<'_, PyAny>, lang: hensou::Lang) -> PyResult<PathBuf> {
    source.extract::<PathBuf>().map_err(|_| {
        let name = (source.get_type().name()).map_or("?".into(), |n| n.to_string());
        let said = hensou::msg!("python-not-a-source", name = name);
        pyo3::exceptions::PyTypeError::new_err(said.render(lang))
    })
}

/// Rule options as `{"key": "value"}` or `"key=value;key=value"`, a part
/// that is no pair said in `lang`.
pub fn rule_options(
    options: Option<&Bound<'_, PyAny>>,
    lang: hensou::Lang,
) -> PyResult<Vec<(String, String)>> {
    let Some(options) = options else {
        return Ok(Vec::new());
    };
    if let Ok(dict) = options.cast::<PyDict>() {
        return dict
            .iter()
            .map(|(k, v)| Ok((k.str()?.to_string(), v.str()?.to_string())))
            .collect();
    }
    let text: String = options.extract().map_err(|_| {
        let said = hensou::msg!("python-options-type");
        pyo3::exceptions::PyTypeError::new_err(said.render(lang))
    })?;
    Ok(engine::option_pairs(&text, lang)?)
}

/// The records a table is made of: one source as `given` takes it, or a
/// list or tuple of them.
pub fn sources(source: &Bound<'_, PyAny>, lang: hensou::Lang) -> PyResult<Vec<Input>> {
    if source.is_instance_of::<PyList>() || source.is_instance_of::<PyTuple>() {
        return source.try_iter()?.map(|item| given(&item?, lang)).collect();
    }
    Ok(vec![given(source, lang)?])
}
