//! Record files below the paths a caller names, as the command line and
//! the Python module's tables read them: files as named, directories
//! walked as ripgrep walks them (feature `walk`).

use std::path::{Path, PathBuf};

use crate::formats::record_extensions;
use crate::input::stream::io_message;
use crate::registry::Registry;

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
    /// Symbolic links in directories not followed (see [`Walk::follow`]).
    pub links: usize,
    /// Files reached again through a followed link: read once.
    pub again: usize,
    /// Whether a directory was walked.
    pub walked: bool,
}

/// How directories are walked, as ripgrep walks them: hidden files and
/// what `.gitignore`, `.ignore` and `.hensouignore` name are left out, and
/// symbolic links are not followed, unless asked.
#[derive(Debug, Clone, Copy, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct Walk {
    /// Follow symbolic links in directories (a link back to a directory
    /// above it is reported, not followed).
    #[cfg_attr(feature = "cli", arg(long, short = 'L'))]
    pub follow: bool,
    /// Read hidden files and directories too.
    #[cfg_attr(feature = "cli", arg(long))]
    pub hidden: bool,
    /// Read the files that .gitignore, .ignore and .hensouignore leave out.
    #[cfg_attr(feature = "cli", arg(long))]
    pub no_ignore: bool,
}

/// Every input below `paths`: files as named, directories walked (sorted by
/// name, only the [`record_extensions`] of `registry`, as [`Walk`] says);
/// a path that cannot be read, or a link that loops, is kept as an error
/// in its place so that the others are still read.
pub fn expand(paths: &[PathBuf], how: Walk, registry: &Registry) -> Expanded {
    let mut out = Expanded::default();
    for p in paths {
        if p.as_os_str() == "-" || p.is_file() {
            out.found.push(Found::File(p.clone()));
        } else if p.is_dir() {
            out.walked = true;
            walk(p, how, &record_extensions(registry), &mut out);
        } else {
            out.found.push(io_error(p, &std::fs::metadata(p).err()));
        }
    }
    out
}

fn walk(dir: &Path, how: Walk, extensions: &[&str], out: &mut Expanded) {
    let mut seen = SeenFiles::default();
    let walker = ignore::WalkBuilder::new(dir)
        .follow_links(how.follow)
        .hidden(!how.hidden)
        .ignore(!how.no_ignore)
        .git_ignore(!how.no_ignore)
        .git_global(!how.no_ignore)
        .git_exclude(!how.no_ignore)
        .parents(!how.no_ignore)
        .add_custom_ignore_filename(".hensouignore")
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    for entry in walker {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                out.found.push(walk_error(dir, &e));
                continue;
            }
        };
        let Some(kind) = entry.file_type() else {
            continue; // standard input, never found by a walk
        };
        let p = entry.path();
        if kind.is_symlink() {
            out.links += 1;
        } else if kind.is_dir() {
            continue;
        } else if p.extension().is_some_and(|x| {
            extensions
                .iter()
                .any(|r| x.to_string_lossy().eq_ignore_ascii_case(r))
        }) {
            if how.follow && !seen.first_time(&entry) {
                out.again += 1;
            } else {
                out.found.push(Found::File(p.to_path_buf()));
            }
        } else {
            out.skipped += 1;
        }
    }
}

/// The files a walk that follows links has found, by identity: a link to
/// a directory beside (not above) another reaches its files again.
#[derive(Default)]
struct SeenFiles(std::collections::HashSet<(u64, u64)>);

impl SeenFiles {
    #[cfg(unix)]
    fn first_time(&mut self, entry: &ignore::DirEntry) -> bool {
        use std::os::unix::fs::MetadataExt;
        entry
            .metadata()
            .map_or(true, |m| self.0.insert((m.dev(), m.ino())))
    }

    #[cfg(not(unix))]
    fn first_time(&mut self, _: &ignore::DirEntry) -> bool {
        true
    }
}

/// A problem of the walk: an unreadable directory, or a symbolic link that
/// leads back to a directory above it.
fn walk_error(dir: &Path, e: &ignore::Error) -> Found {
    let mut e = e;
    let mut path = None;
    loop {
        match e {
            ignore::Error::WithPath { path: p, err } => {
                path = Some(p.clone());
                e = err;
            }
            ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
                e = err
            }
            _ => break,
        }
    }
    let message = match e {
        ignore::Error::Loop { ancestor, child } => {
            path = Some(child.clone());
            format!(
                "a symbolic link back to {}: not followed again",
                ancestor.display()
            )
        }
        ignore::Error::Io(io) => io_message(io),
        other => other.to_string(),
    };
    Found::Error {
        path: path.as_deref().unwrap_or(dir).display().to_string(),
        message,
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
