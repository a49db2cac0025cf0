//! Reading the files named on the command line: files, directories, `-`.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::diagnostic::Problem;
use crate::record::InputCode;

/// The text of one input, decoded, with a problem if decoding had to guess.
pub struct Input {
    pub name: String,
    pub text: String,
    /// Set when the bytes are not text; `text` is then empty.
    pub problem: Option<Problem>,
    /// Lenient readings of the bytes (a comment in another encoding).
    pub warnings: Vec<Problem>,
    /// Made when a problem first needs a line number.
    lines: std::sync::OnceLock<crate::record::LineIndex>,
}

impl Input {
    /// Where the text's lines start, made once for every problem's line.
    pub fn lines(&self) -> &crate::record::LineIndex {
        self.lines
            .get_or_init(|| crate::record::LineIndex::new(&self.text))
    }
}

/// File extensions of records, read when a directory is walked: the
/// record's own, then each registered format's. A file named on the
/// command line is read whatever its name.
pub fn record_extensions() -> Vec<&'static str> {
    let mut all = crate::record::EXTENSIONS.to_vec();
    all.extend(crate::variants::formats().flat_map(|f| f.extensions));
    all
}

/// One input named on the command line or found in a directory, in order.
pub enum Found {
    /// A file to read (or `-`).
    File(PathBuf),
    /// A path that cannot be read, with why.
    Error { path: String, message: String },
}

/// What the paths on the command line expand to.
#[derive(Default)]
pub struct Expanded {
    pub found: Vec<Found>,
    /// Files in directories skipped for their extension.
    pub skipped: usize,
    /// Whether a directory was walked.
    pub walked: bool,
}

/// Every input below `paths`: files as named, directories walked (sorted by
/// name, hidden files left out, only [`record_extensions`]); a path that
/// cannot be read is kept as an error in its place so that the others are
/// still read.
pub fn expand(paths: &[PathBuf]) -> Expanded {
    let mut out = Expanded::default();
    for p in paths {
        if p.as_os_str() == "-" || p.is_file() {
            out.found.push(Found::File(p.clone()));
        } else if p.is_dir() {
            out.walked = true;
            walk(p, &record_extensions(), &mut out);
        } else {
            out.found.push(io_error(p, &std::fs::metadata(p).err()));
        }
    }
    out
}

fn walk(dir: &Path, extensions: &[&str], out: &mut Expanded) {
    let entries = std::fs::read_dir(dir).and_then(|r| r.collect::<Result<Vec<_>, _>>());
    let mut entries = match entries {
        Ok(e) => e,
        Err(e) => {
            out.found.push(io_error(dir, &Some(e)));
            return;
        }
    };
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        let hidden = p
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'));
        if hidden {
            continue;
        }
        if p.is_dir() {
            walk(&p, extensions, out);
        } else if p.extension().is_some_and(|x| {
            extensions
                .iter()
                .any(|r| x.to_string_lossy().eq_ignore_ascii_case(r))
        }) {
            out.found.push(Found::File(p));
        } else {
            out.skipped += 1;
        }
    }
}

/// The one wording of an I/O error, for every command.
pub fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
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

fn io_error(p: &Path, e: &Option<std::io::Error>) -> Found {
    Found::Error {
        path: p.display().to_string(),
        message: e
            .as_ref()
            .map_or("no such file or directory".into(), io_message),
    }
}

/// Reads one record file for a command that works on one: the decoded text,
/// or the exit code after reporting why there is none (2 for I/O and for
/// bytes that are not text, 1 for text in no encoding hensou reads).
pub fn read_record(path: &Path) -> Result<Input, u8> {
    let input = read(path).map_err(|e| {
        eprintln!("error: {e}");
        super::EXIT_USAGE
    })?;
    if let Some(p) = &input.problem {
        eprint!("{}", super::render::text_problem(&input, p));
        return Err(exit_code(p));
    }
    for w in &input.warnings {
        eprint!("{}", super::render::text_problem(&input, w));
    }
    Ok(input)
}

/// The exit code of a problem reading an input: a file that is not text is
/// an input error (2), text in an unknown encoding an invalid record (1).
pub fn exit_code(p: &Problem) -> u8 {
    if is_input_error(p) {
        super::EXIT_USAGE
    } else {
        super::EXIT_INVALID
    }
}

/// Whether a problem reading an input is an input error rather than a
/// problem of the record.
pub fn is_input_error(p: &Problem) -> bool {
    p.code == InputCode::Binary
}

/// Reads and decodes one input: UTF-8, Shift_JIS or EUC-JP (see
/// `record::encoding`), else it is not text.
pub fn read(path: &Path) -> Result<Input, String> {
    let mut bytes = Vec::new();
    let name = if path.as_os_str() == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("<stdin>: {}", io_message(&e)))?;
        "<stdin>".to_string()
    } else {
        bytes =
            std::fs::read(path).map_err(|e| format!("{}: {}", path.display(), io_message(&e)))?;
        path.display().to_string()
    };
    Ok(decode_owned(name, bytes))
}

/// Decodes bytes as described at [`read`].
pub fn decode(name: String, bytes: &[u8]) -> Input {
    decode_owned(name, bytes.to_vec())
}

/// Decodes bytes as described at [`read`], taking them (see
/// [`crate::Source::from_bytes`]).
pub fn decode_owned(name: String, bytes: Vec<u8>) -> Input {
    let (name, text, problems) = crate::Source::from_bytes(name, bytes).into_parts();
    let (mut errors, warnings): (Vec<Problem>, Vec<Problem>) =
        problems.into_iter().partition(Problem::is_error);
    Input {
        name,
        text,
        problem: errors.pop(),
        warnings,
        lines: Default::default(),
    }
}
