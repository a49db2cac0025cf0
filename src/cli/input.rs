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

/// Reads and decodes one input: UTF-8, else Shift_JIS (common for Japanese
/// records), else it is not text.
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
            problem: Some(
                Problem::error(
                    "input::binary",
                    format!(
                        "this is not a text file (control byte 0x{:02x} at byte {at})",
                        bytes[at]
                    ),
                    Span::new(0, 0),
                )
                .help("hensou reads records written as text (UTF-8 or Shift_JIS)"),
            ),
        };
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Input {
            name,
            text: text.to_string(),
            problem: None,
        };
    }
    let (text, _, had_errors) = encoding_rs::SHIFT_JIS.decode(bytes);
    if !had_errors {
        return Input {
            name,
            text: text.into_owned(),
            problem: None,
        };
    }
    let at = std::str::from_utf8(bytes)
        .err()
        .map_or(0, |e| e.valid_up_to());
    Input {
        name,
        text: String::new(),
        problem: Some(
            Problem::error(
                "input::encoding",
                format!("the bytes are neither UTF-8 nor Shift_JIS (first bad byte at {at})"),
                Span::new(0, 0),
            )
            .help("save the record as UTF-8"),
        ),
    }
}
