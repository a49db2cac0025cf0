//! Reading the files named on the command line: files, directories, `-`.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::diagnostic::Problem;
use crate::record::Span;

/// The text of one input, decoded, with a problem if decoding had to guess.
pub struct Input {
    pub name: String,
    pub text: String,
    /// Set when the bytes are not text; `text` is then empty.
    pub problem: Option<Problem>,
    /// Lenient readings of the bytes (a comment in another encoding).
    pub warnings: Vec<Problem>,
}

/// Every file below `paths` (directories are walked, sorted by name).
pub fn expand(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.as_os_str() == "-" {
            out.push(p.clone());
        } else if p.is_dir() {
            walk(p, &mut out).map_err(|e| format!("{}: {e}", p.display()))?;
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(format!("{}: no such file or directory", p.display()));
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out)?;
        } else if !p
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        {
            out.push(p);
        }
    }
    Ok(())
}

/// Reads one record file for a command that works on one: the decoded text,
/// or the exit code after reporting why there is none (2 for I/O, 1 for
/// bytes that are not text).
pub fn read_record(path: &Path) -> Result<Input, u8> {
    let input = read(path).map_err(|e| {
        eprintln!("error: {e}");
        super::EXIT_USAGE
    })?;
    if let Some(p) = &input.problem {
        eprint!(
            "{}",
            super::render::text_problem(&input.name, &input.text, p)
        );
        return Err(super::EXIT_INVALID);
    }
    for w in &input.warnings {
        eprint!(
            "{}",
            super::render::text_problem(&input.name, &input.text, w)
        );
    }
    Ok(input)
}

/// Reads and decodes one input: UTF-8, Shift_JIS or EUC-JP (see
/// [`crate::record::encoding`]), else it is not text.
pub fn read(path: &Path) -> Result<Input, String> {
    let mut bytes = Vec::new();
    let name = if path.as_os_str() == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("stdin: {e}"))?;
        "<stdin>".to_string()
    } else {
        bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        path.display().to_string()
    };
    Ok(decode(name, &bytes))
}

/// Decodes bytes as described at [`read`].
pub fn decode(name: String, bytes: &[u8]) -> Input {
    let binary = bytes
        .iter()
        .filter(|&&b| b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b)))
        .count();
    if binary > 0 {
        let at = bytes
            .iter()
            .position(|&b| b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b)))
            .unwrap_or(0);
        return Input {
            name,
            text: String::new(),
            warnings: Vec::new(),
            problem: Some(
                Problem::error(
                    "input::binary",
                    format!(
                        "this is not a text file (control byte 0x{:02x} at byte {at})",
                        bytes[at]
                    ),
                    Span::new(0, 0),
                )
                .help("hensou reads records written as text (UTF-8, Shift_JIS or EUC-JP)"),
            ),
        };
    }
    let decoded = crate::record::encoding::decode(bytes);
    let mut problem = None;
    let mut warnings = Vec::new();
    for p in decoded.problems {
        let span = line_span(&decoded.text, p.line);
        let mut out = Problem::error(p.code, p.message, span).help(p.help);
        if p.warning {
            out.severity = crate::diagnostic::Severity::Warning;
            warnings.push(out);
        } else {
            problem = Some(out);
        }
    }
    Input {
        name,
        text: decoded.text,
        problem,
        warnings,
    }
}

/// The span of line `n` (from 1) of `text`; empty past its end.
fn line_span(text: &str, n: usize) -> Span {
    let mut at = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if i + 1 == n {
            return Span::new(at, line.trim_end_matches(['\n', '\r']).len());
        }
        at += line.len();
    }
    Span::new(0, 0)
}
