//! Size of the sources: no file over [`FILE_LINES`] lines outside its
//! tests, and no function over [`FUNCTION_LINES`] lines without a reason
//! written above it (a comment that starts `// Long because`). The items
//! over either limit when the check was written are listed below; a new
//! one fails, and one listed here that has shrunk is reported so that its
//! line can go.

use std::fs;
use std::path::{Path, PathBuf};

const FILE_LINES: usize = 600;
const FUNCTION_LINES: usize = 80;

/// Files over the limit still to be split, by path.
const LONG_FILES: &[&str] = &[];

/// Functions over the limit with no reason yet, as `path::name`.
const LONG_FUNCTIONS: &[&str] = &[];

/// The folders whose Rust files are checked.
const ROOTS: &[&str] = &["src", "python/src", "web/src"];

/// A file's lines outside its test modules (`#[cfg(test)]` and the item
/// after it), with their numbers from 1.
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let mut code = Vec::new();
    while let Some((n, line)) = lines.next() {
        if line.trim_end() != "#[cfg(test)]" || line.starts_with(' ') {
            code.push((n, line));
            continue;
        }
        // The test item: one line (`mod tests;`), or a block up to the
        // `}` that closes it at the margin.
        if let Some((_, item)) = lines.next() {
            if item.trim_end().ends_with('{') {
                for (_, l) in lines.by_ref() {
                    if l.trim_end() == "}" {
                        break;
                    }
                }
            }
        }
    }
    code
}

/// A function written in a file: its name, first line and length in lines.
#[derive(Debug)]
struct Function {
    name: String,
    line: usize,
    lines: usize,
    /// Whether a `// Long because` comment stands above it.
    reasoned: bool,
}

/// The name of the function a line declares, if it declares one.
fn declared(line: &str) -> Option<&str> {
    let words = line.trim_start();
    let at = words.find("fn ")?;
    let before = &words[..at];
    let modifiers = before.split_whitespace().all(|w| {
        matches!(w, "pub" | "const" | "async" | "unsafe" | "extern" | "\"C\"")
            || (w.starts_with("pub(") && w.ends_with(')'))
    });
    if !modifiers {
        return None;
    }
    let rest = &words[at + 3..];
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    (end > 0).then(|| &rest[..end])
}

/// The functions with a body among `code`, as rustfmt lays them out: the
/// body closes with a `}` at the indentation of the `fn` line.
fn functions(code: &[(usize, &str)]) -> Vec<Function> {
    let mut found = Vec::new();
    for (i, &(line, text)) in code.iter().enumerate() {
        let Some(name) = declared(text) else {
            continue;
        };
        let indent = text.len() - text.trim_start().len();
        let mut rest = code[i..].iter();
        // A declaration without a body ends with `;` before any `{`.
        let opens = rest
            .by_ref()
            .map(|(_, l)| l.trim_end())
            .find(|l| l.ends_with('{') || l.ends_with(';') || l.ends_with('}'));
        match opens {
            Some(l) if l.ends_with('{') => {}
            _ => continue,
        }
        let close = format!("{}}}", " ".repeat(indent));
        let Some(&(end, _)) = rest.find(|(_, l)| l.trim_end() == close) else {
            continue;
        };
        let above = code[..i]
            .iter()
            .rev()
            .map(|(_, l)| l.trim_start())
            .take_while(|l| l.starts_with("//") || l.starts_with("#["));
        let reasoned = above.clone().any(|l| l.starts_with("// Long because"));
        found.push(Function {
            name: name.to_string(),
            line,
            lines: end - line + 1,
            reasoned,
        });
    }
    found
}

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            files.push(path);
        }
    }
}

/// Every file and function over its limit, as `path: N lines` and
/// `path::name (line L): N lines`, each with its key in the lists above.
fn over_limits() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ROOTS {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut over = Vec::new();
    for path in files {
        let text = fs::read_to_string(&path).unwrap();
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let code = code_lines(&text);
        if code.len() > FILE_LINES {
            over.push((name.clone(), format!("{name}: {} lines", code.len())));
        }
        for f in functions(&code) {
            if f.lines > FUNCTION_LINES && !f.reasoned {
                let key = format!("{name}::{}", f.name);
                over.push((
                    key.clone(),
                    format!("{key} (line {}): {} lines", f.line, f.lines),
                ));
            }
        }
    }
    over
}

#[test]
fn no_new_file_or_function_is_over_its_limit() {
    let over = over_limits();
    let listed = |key: &str| LONG_FILES.contains(&key) || LONG_FUNCTIONS.contains(&key);
    let new: Vec<&str> = over
        .iter()
        .filter(|(key, _)| !listed(key))
        .map(|(_, said)| said.as_str())
        .collect();
    for (_, said) in &over {
        println!("{said}");
    }
    for gone in LONG_FILES.iter().chain(LONG_FUNCTIONS) {
        if !over.iter().any(|(key, _)| key == gone) {
            println!("{gone} is within its limit now: take it off the list");
        }
    }
    assert!(
        new.is_empty(),
        "over {FILE_LINES} lines a file or {FUNCTION_LINES} a function, with no \
         `// Long because` reason above it:\n{}",
        new.join("\n")
    );
}

#[test]
fn functions_are_measured_from_their_fn_line_to_their_closing_brace() {
    let text = "\
/// Doc.
// Long because it is a test.
pub(crate) fn long(a: u8) -> u8 {
    if a > 0 {
        return 1;
    }
    0
}

trait T {
    fn declared(&self);
    fn provided(&self) {}
    fn body(
        &self,
    ) {
        let x = 1;
    }
}

#[cfg(test)]
mod tests {
    fn hidden() {
        let y = 2;
    }
}
";
    let code = code_lines(text);
    assert!(code.iter().all(|(_, l)| !l.contains("hidden")));
    let found = functions(&code);
    let summary: Vec<_> = found
        .iter()
        .map(|f| (f.name.as_str(), f.line, f.lines, f.reasoned))
        .collect();
    assert_eq!(
        summary,
        [("long", 3, 6, true), ("body", 13, 5, false)],
        "{found:?}"
    );
}
