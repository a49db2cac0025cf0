//! The text of one input once decoded: what every command reads games
//! from, whether the input was read whole or a window at a time
//! ([`super::stream`]).

use std::path::PathBuf;

use super::encoding::Charset;
use crate::diagnostic::Problem;

/// The text of one input, decoded, with a problem if decoding had to guess.
#[derive(Clone)]
pub struct Input {
    pub name: String,
    /// The file it was read from (none for standard input and text given
    /// as it is).
    pub path: Option<PathBuf>,
    pub text: String,
    /// The encoding the text was read in.
    pub charset: Charset,
    /// Set when the bytes are not text; `text` is then empty.
    pub problem: Option<Problem>,
    /// Lenient readings of the bytes (a comment in another encoding).
    pub warnings: Vec<Problem>,
    /// Where `text` lies in the whole text of the input, when it is a
    /// window of it (see `stream`): bytes and line breaks before it.
    pub offset: usize,
    pub lines_before: usize,
    /// Made when a problem first needs a line number.
    lines: std::sync::OnceLock<crate::record::LineIndex>,
}

impl Input {
    /// The text `text` of the input `name`, with nothing found wrong.
    pub fn text(name: String, text: String) -> Input {
        Input {
            name,
            path: None,
            text,
            charset: Charset::Utf8,
            problem: None,
            warnings: Vec::new(),
            offset: 0,
            lines_before: 0,
            lines: Default::default(),
        }
    }

    /// The input `name`, not read as text for `problem`.
    pub fn unread(name: String, problem: Problem) -> Input {
        Input {
            problem: Some(problem),
            ..Input::text(name, String::new())
        }
    }

    /// Where the text's lines start, made once for every problem's line;
    /// numbered as in the whole input.
    pub fn lines(&self) -> &crate::record::LineIndex {
        self.lines.get_or_init(|| {
            crate::record::LineIndex::new(&self.text).after_lines(self.lines_before)
        })
    }
}

/// The one wording of an I/O error, for every command.
pub fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        // hensou's own words (`input::utf16`), already as they are printed.
        std::io::ErrorKind::InvalidData => e.to_string(),
        _ => {
            let text = e.to_string();
            // `... (os error 21)` says nothing more to a person.
            text.split(" (os error")
                .next()
                .unwrap_or(&text)
                .to_lowercase()
        }
    }
}

/// [`io_message`] in English, and in the catalogue's words in the other
/// languages ([`crate::messages::io`]).
pub fn io_reason(e: &std::io::Error) -> crate::messages::Msg {
    crate::messages::io::kept(io_message(e), crate::messages::io::reason(e))
}

/// `path: reason`: an input or output that could not be used, and why.
pub fn said_io(path: impl std::fmt::Display, e: &std::io::Error) -> crate::messages::Msg {
    crate::msg!("usage-io", path = %path, reason = io_reason(e))
}

/// Decodes bytes as [`crate::Source::from_bytes`] does, taking them.
pub fn decode_owned(name: String, bytes: Vec<u8>) -> Input {
    let source = crate::Source::from_bytes(name, bytes);
    let charset = source.charset().unwrap_or(Charset::Utf8);
    let (name, text, problems) = source.into_parts();
    let (mut errors, warnings): (Vec<Problem>, Vec<Problem>) =
        problems.into_iter().partition(Problem::is_error);
    Input {
        problem: errors.pop(),
        warnings,
        charset,
        ..Input::text(name, text)
    }
}
