//! The Python strings of the moves `Game.moves` hands out, each text made
//! into a Python string once and handed out again after: a game's moves
//! are a few thousand texts at most (shogi has fewer than 14,000 USI
//! moves), repeated from game to game, and making a Python string from
//! Rust costs several times finding the one made before.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString};

/// A text longer than this is made afresh each time: a move is shorter.
const LONGEST: usize = 16;

/// Past this many texts no more are kept, so that memory stays bounded
/// whatever the notation.
const MOST: usize = 1 << 16;

type Made = HashMap<Box<str>, Py<PyString>, rustc_hash::FxBuildHasher>;

/// The strings made so far, by text.
static MADE: PyOnceLock<Mutex<Made>> = PyOnceLock::new();

/// `texts` as a Python list of strings, those made before handed out again.
pub fn list<'py>(py: Python<'py>, texts: &[String]) -> PyResult<Bound<'py, PyList>> {
    let strings: Vec<Bound<'py, PyString>> = {
        let made = MADE.get_or_init(py, Mutex::default);
        // Nothing run under the lock can run Python code (a string is no
        // object the collector tracks): the list is made after it.
        let mut made = made.lock().unwrap_or_else(PoisonError::into_inner);
        texts.iter().map(|t| string(py, &mut made, t)).collect()
    };
    PyList::new(py, strings)
}

/// The Python string of `text`: the one made before, or a new one, kept
/// when it is short and there is room.
fn string<'py>(py: Python<'py>, made: &mut Made, text: &str) -> Bound<'py, PyString> {
    if let Some(string) = made.get(text) {
        return string.bind(py).clone();
    }
    let string = PyString::new(py, text);
    if text.len() <= LONGEST && made.len() < MOST {
        made.insert(text.into(), string.clone().unbind());
    }
    string
}
