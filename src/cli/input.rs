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
    Ok(input)
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
    // Which reading got further decides which byte to report: a file with
    // Shift_JIS text is reported at its first byte that is not Shift_JIS.
    let utf8_at = std::str::from_utf8(bytes)
        .err()
        .map_or(0, |e| e.valid_up_to());
    let sjis_at = first_bad_shift_jis_byte(bytes);
    let (at, encoding) = if sjis_at > utf8_at {
        (sjis_at, "Shift_JIS")
    } else {
        (utf8_at, "UTF-8")
    };
    let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    Input {
        name,
        text: String::new(),
        problem: Some(
            Problem::error(
                "input::encoding",
                format!(
                    "the bytes are neither UTF-8 nor Shift_JIS: byte 0x{:02x} at offset {at} (line {line}) breaks the {encoding} reading",
                    bytes[at.min(bytes.len() - 1)]
                ),
                Span::new(0, 0),
            )
            .help("save the record as UTF-8, or repair the byte"),
        ),
    }
}

/// Offset of the first byte sequence that is not Shift_JIS.
fn first_bad_shift_jis_byte(bytes: &[u8]) -> usize {
    let mut decoder = encoding_rs::SHIFT_JIS.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(bytes.len() * 3);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
    match result {
        encoding_rs::DecoderResult::Malformed(bad, extra) => read - bad as usize - extra as usize,
        _ => bytes.len(),
    }
}
