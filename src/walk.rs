//! Record files below the paths a caller names, as the command line and
//! the Python module's tables read them: files as named, directories
//! walked as ripgrep walks them (feature `walk`).

use std::path::{Path, PathBuf};

use crate::formats::record_extensions;
use crate::input::stream::io_reason;
use crate::messages::Msg;
use crate::msg;
use crate::registry::Registry;

/// One input named on the command line or found in a directory, in order.
pub enum Found {
    /// A file to read (or `-`).
    File(PathBuf),
    /// A path that cannot be read, with why (English as displayed, any
    /// language rendered).
    Error { path: String, message: Msg },
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
    /// Record files and directories the walk left out, by why.
    pub left_out: LeftOut,
}

/// What a walk leaves out, counted so that the summary says which flag
/// reads it: files with a record extension, and directories (not entered,
/// so their files are not counted). A hidden file that an ignore file also
/// names counts as hidden.
#[derive(Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftOut {
    /// Named by `.gitignore`, `.ignore` or `.hensouignore` (`--no-ignore`).
    pub ignored_files: usize,
    pub ignored_dirs: usize,
    /// Hidden, their names beginning with `.` (`--hidden`).
    pub hidden_files: usize,
    pub hidden_dirs: usize,
}

impl LeftOut {
    fn add(&mut self, other: LeftOut) {
        self.ignored_files += other.ignored_files;
        self.ignored_dirs += other.ignored_dirs;
        self.hidden_files += other.hidden_files;
        self.hidden_dirs += other.hidden_dirs;
    }

    /// Whether nothing was left out.
    pub fn is_empty(&self) -> bool {
        *self == LeftOut::default()
    }

    /// `3 files left out by ignore files (--no-ignore reads them); ...`,
    /// each kind of what was left out with the flag that reads it.
    pub fn describe(&self) -> Vec<Msg> {
        // `files` record files and `dirs` directories, either none.
        let what = |files: usize, dirs: usize| match (files, dirs) {
            (_, 0) => msg!("walk-files", n = files),
            (0, _) => msg!("walk-dirs", n = dirs),
            _ => msg!(
                "walk-and",
                first = msg!("walk-files", n = files),
                rest = msg!("walk-dirs", n = dirs)
            ),
        };
        // Each kind left out, by the message that names its flag.
        let kinds = [
            ("walk-ignored", self.ignored_files, self.ignored_dirs),
            ("walk-hidden", self.hidden_files, self.hidden_dirs),
        ];
        (kinds.into_iter().filter(|k| k.1 + k.2 > 0))
            .map(|(id, files, dirs)| {
                let (what, n) = (what(files, dirs), files + dirs);
                Msg::new(id).arg("what", what.into()).arg("n", n.into())
            })
            .collect()
    }
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

/// What one named directory gave, to say why when it gave no file.
#[derive(Default)]
struct Here {
    found: usize,
    skipped: usize,
    links: usize,
    errors: usize,
    /// Every path the walk gave, and the directories among them.
    given: std::collections::HashSet<PathBuf>,
    dirs: Vec<PathBuf>,
}

fn walk(dir: &Path, how: Walk, extensions: &[&str], out: &mut Expanded) {
    let at = out.found.len();
    let here = walk_into(dir, how, extensions, out);
    let left_out = left_out(&here, how, extensions);
    out.left_out.add(left_out);
    if here.found == 0 && here.errors == 0 {
        let message = nothing_read(&here, &left_out, extensions);
        out.found.insert(
            at,
            Found::Error {
                path: dir.display().to_string(),
                message,
            },
        );
    }
}

/// Why a directory named gave no file to read.
fn nothing_read(here: &Here, left_out: &LeftOut, extensions: &[&str]) -> Msg {
    let mut why = left_out.describe();
    if here.skipped > 0 {
        let skipped = msg!(
            "walk-skipped",
            n = here.skipped,
            extensions = extensions.join(", ")
        );
        why.insert(0, skipped);
    }
    if here.links > 0 {
        why.push(msg!("walk-links", n = here.links));
    }
    let Some((last, rest)) = why.split_last() else {
        return msg!("walk-empty");
    };
    let why = (rest.iter().rev()).fold(last.clone(), |why, first| {
        msg!("walk-reasons", first = first, rest = why)
    });
    msg!("walk-nothing", why = why)
}

/// What the walk did not give of the directories it gave: their entries
/// it left out, as [`LeftOut`] counts them (a `.git` directory is not
/// counted: no records are kept there).
fn left_out(here: &Here, how: Walk, extensions: &[&str]) -> LeftOut {
    let mut out = LeftOut::default();
    for dir in &here.dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if here.given.contains(&path) || name == ".git" {
                continue;
            }
            let is_dir = std::fs::metadata(&path).is_ok_and(|m| m.is_dir());
            if !is_dir && !has_extension(&path, extensions) {
                continue;
            }
            let hidden = !how.hidden && name.to_string_lossy().starts_with('.');
            match (hidden, is_dir) {
                (true, true) => out.hidden_dirs += 1,
                (true, false) => out.hidden_files += 1,
                (false, true) => out.ignored_dirs += 1,
                (false, false) => out.ignored_files += 1,
            }
        }
    }
    out
}

fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension().is_some_and(|x| {
        extensions
            .iter()
            .any(|r| x.to_string_lossy().eq_ignore_ascii_case(r))
    })
}

fn walk_into(dir: &Path, how: Walk, extensions: &[&str], out: &mut Expanded) -> Here {
    let mut here = Here::default();
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
                here.errors += 1;
                out.found.push(walk_error(dir, &e));
                continue;
            }
        };
        let Some(kind) = entry.file_type() else {
            continue; // standard input, never found by a walk
        };
        let p = entry.path();
        here.given.insert(p.to_path_buf());
        if kind.is_symlink() {
            out.links += 1;
            here.links += 1;
        } else if kind.is_dir() {
            here.dirs.push(p.to_path_buf());
        } else if has_extension(p, extensions) {
            if how.follow && !seen.first_time(&entry) {
                out.again += 1;
            } else {
                here.found += 1;
                out.found.push(Found::File(p.to_path_buf()));
            }
        } else {
            here.skipped += 1;
            out.skipped += 1;
        }
    }
    here
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
            msg!("walk-loop", ancestor = %ancestor.display())
        }
        ignore::Error::Io(io) => io_reason(io),
        other => msg!("walk-other", text = other.to_string()),
    };
    Found::Error {
        path: path.as_deref().unwrap_or(dir).display().to_string(),
        message,
    }
}

fn io_error(p: &Path, e: &Option<std::io::Error>) -> Found {
    Found::Error {
        path: p.display().to_string(),
        message: e.as_ref().map_or(msg!("io-not-found"), io_reason),
    }
}
