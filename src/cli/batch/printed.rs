//! What the jobs of a run print, kept until it is their turn: text for
//! standard output and error in order, and JSON written an element at a
//! time.

use std::io::Write;

/// Which stream a piece of output goes to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stream {
    Out,
    Err,
    /// An element of the JSON array on standard output.
    Json,
}

/// What one job prints, in the order it prints it.
#[derive(Default)]
pub struct Printed {
    parts: Vec<(Stream, String)>,
    /// Bytes the job keeps besides its text (a converted game), counted
    /// while output is held.
    kept: usize,
}

impl Printed {
    /// Text for standard output.
    pub fn out(&mut self, text: impl Into<String>) {
        self.push(Stream::Out, text.into());
    }

    /// Text for standard error.
    pub fn err(&mut self, text: impl Into<String>) {
        self.push(Stream::Err, text.into());
    }

    /// An element of the JSON array the run prints (see [`JsonArray`]).
    pub fn json<T: serde::Serialize>(&mut self, value: &T) {
        self.parts.push((Stream::Json, JsonArray::element(value)));
    }

    /// Counts `bytes` the job keeps besides what it prints, for the bound
    /// on output held.
    pub fn keeps(&mut self, bytes: usize) {
        self.kept += bytes;
    }

    /// Whether the job prints and keeps nothing.
    pub(super) fn is_empty(&self) -> bool {
        self.parts.is_empty() && self.kept == 0
    }

    /// The bytes of what it prints and keeps.
    pub(super) fn len(&self) -> usize {
        self.parts.iter().map(|(_, t)| t.len()).sum::<usize>() + self.kept
    }

    /// Adds a piece of text; an empty one is no part, so that a job that
    /// prints nothing is [`Printed::is_empty`] (an empty write changes
    /// nothing of the order of what the streams show).
    fn push(&mut self, stream: Stream, text: String) {
        if text.is_empty() && stream != Stream::Json {
            return;
        }
        match self.parts.last_mut() {
            Some((last_stream, last)) if *last_stream == stream && stream != Stream::Json => {
                last.push_str(&text)
            }
            _ => self.parts.push((stream, text)),
        }
    }

    /// Writes everything out: standard output through `out`, standard
    /// error as it comes (after what is before it on standard output).
    /// JSON elements go into `array`, or nowhere without one.
    pub(super) fn write(
        self,
        out: &mut impl Write,
        array: Option<&mut JsonArray>,
    ) -> std::io::Result<()> {
        let mut array = array;
        for (stream, text) in self.parts {
            match stream {
                Stream::Out => out.write_all(text.as_bytes())?,
                Stream::Json => {
                    if let Some(array) = array.as_deref_mut() {
                        out.write_all(array.push(&text).as_bytes())?;
                    }
                }
                Stream::Err => {
                    out.flush()?;
                    std::io::stderr().write_all(text.as_bytes())?;
                }
            }
        }
        Ok(())
    }
}

/// One JSON object on one line, for `--format jsonl`.
pub fn jsonl<T: serde::Serialize>(value: &T) -> String {
    let mut line = serde_json::to_string(value)
        .unwrap_or_else(|e| format!("{{\"error\":\"cannot write JSON: {e}\"}}"));
    line.push('\n');
    line
}

/// A JSON array written an element at a time, the same bytes as
/// `serde_json::to_string_pretty` of the whole array.
#[derive(Default)]
pub struct JsonArray {
    started: bool,
}

impl JsonArray {
    /// One element, pretty-printed, for [`JsonArray::push`].
    pub fn element<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string_pretty(value)
            .unwrap_or_else(|e| format!("\"cannot write JSON: {e}\""))
    }

    /// The text that puts `element` next in the array.
    pub fn push(&mut self, element: &str) -> String {
        let mut out = String::with_capacity(element.len() + element.len() / 8 + 4);
        out.push_str(if self.started { ",\n" } else { "[\n" });
        self.started = true;
        for (i, line) in element.lines().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str("  ");
            out.push_str(line);
        }
        out
    }

    /// The text that closes the array.
    pub fn end(self) -> &'static str {
        if self.started { "\n]\n" } else { "[]\n" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A job whose every piece of text is empty prints nothing, and is
    /// empty; one with text is not.
    #[test]
    fn empty_text_is_no_part() {
        let mut printed = Printed::default();
        printed.out("");
        printed.err(String::new());
        assert!(printed.is_empty());
        printed.err("a warning");
        assert!(!printed.is_empty());
        let mut kept = Printed::default();
        kept.keeps(3);
        assert!(!kept.is_empty());
    }

    #[test]
    fn a_streamed_array_is_the_pretty_one() {
        let values = [
            serde_json::json!({"a": 1, "b": [1, 2], "c": {"d": "x\ny"}}),
            serde_json::json!({"e": []}),
        ];
        for n in 0..=values.len() {
            let mut array = JsonArray::default();
            let mut out = String::new();
            for v in &values[..n] {
                out.push_str(&array.push(&JsonArray::element(v)));
            }
            out.push_str(array.end());
            let whole = serde_json::to_string_pretty(&values[..n].to_vec()).unwrap() + "\n";
            assert_eq!(out, whole);
        }
    }
}
