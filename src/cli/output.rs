//! Writing files that may be the only copy of a game: a file is written
//! beside its target under a temporary name and renamed over the target
//! only once it is whole. An error or an interruption leaves the target as
//! it was, and a target that is also an input is replaced only after the
//! input was read.

use std::collections::HashMap;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tempfile::NamedTempFile;

use super::input::{Found, said_io};
use crate::messages::Msg;

/// A file being written in place of `target`.
pub struct AtomicFile {
    target: PathBuf,
    temp: BufWriter<NamedTempFile>,
}

/// The temporary files being written, taken away if the run is
/// interrupted (Ctrl-C, or a request to end) so that none is left behind.
static WRITING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Ends the process on an interruption, first taking away the temporary
/// files being written: their targets stay as they were. Called once, by
/// the command that writes files.
pub fn clean_up_when_interrupted() {
    // A handler already set (a second call) is no problem to report.
    let _ = ctrlc::set_handler(|| {
        let writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
        for path in writing.iter() {
            let _ = fs::remove_file(path);
        }
        std::process::exit(130);
    });
}

fn writing(path: &Path, now: bool) {
    let mut writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    if now {
        writing.push(path.to_path_buf());
    } else {
        writing.retain(|p| p != path);
    }
}

impl AtomicFile {
    /// Starts writing `target` (made, with its folders, if it is new): the
    /// text goes to a hidden file beside it until [`AtomicFile::commit`].
    /// A target that is a symbolic link is written where the link leads.
    pub fn create(target: &Path) -> Result<AtomicFile, Msg> {
        let target = fs::canonicalize(target).unwrap_or_else(|_| target.to_path_buf());
        let said = |e: io::Error| said_io(target.display(), &e);
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        fs::create_dir_all(&dir).map_err(said)?;
        let name = target
            .file_name()
            .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
        let prefix = format!(".{name}.");
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".hensou-tmp");
        with_new_file_permissions(&mut builder);
        let temp = builder.tempfile_in(&dir).map_err(said)?;
        writing(temp.path(), true);
        Ok(AtomicFile {
            target,
            temp: BufWriter::new(temp),
        })
    }

    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), Msg> {
        self.temp.write_all(bytes).map_err(|e| self.said(&e))
    }

    /// Puts the whole text in the target's place: flushed to the disk, with
    /// the permissions of the file it replaces, then renamed over it.
    pub fn commit(self) -> Result<(), Msg> {
        let target = self.target;
        let said = |e: &io::Error| said_io(target.display(), e);
        let temp = self.temp.into_inner().map_err(|e| said(e.error()))?;
        let path = temp.path().to_path_buf();
        let put = (|| {
            temp.as_file().sync_all()?;
            if let Ok(old) = fs::metadata(&target) {
                fs::set_permissions(temp.path(), old.permissions())?;
            }
            temp.persist(&target).map(drop).map_err(|e| e.error)
        })();
        writing(&path, false);
        put.map_err(|e| said(&e))
    }

    fn said(&self, e: &io::Error) -> Msg {
        said_io(self.target.display(), e)
    }
}

/// A new file gets what any file a program makes gets: read and write for
/// all, less the umask (a temporary file is the owner's alone).
fn with_new_file_permissions(builder: &mut tempfile::Builder<'_, '_>) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    #[cfg(not(unix))]
    let _ = builder;
}

/// Where each input goes when `-o` names a folder: the folder mirrors the
/// inputs' tree, each file with the target's extension.
pub struct Mirror {
    root: PathBuf,
    extension: &'static str,
    /// The folders named on the command line, whose trees are mirrored.
    walked: Vec<PathBuf>,
    /// Each input's output file, once planned.
    targets: HashMap<PathBuf, PathBuf>,
}

/// What planning the output folder left out.
#[derive(Default)]
pub struct Planned {
    /// Inputs whose output file is there already (and not `--force`).
    pub kept: usize,
}

impl Mirror {
    pub fn new(root: PathBuf, extension: &'static str, paths: &[PathBuf]) -> Mirror {
        Mirror {
            root,
            extension,
            walked: paths.iter().filter(|p| p.is_dir()).cloned().collect(),
            targets: HashMap::new(),
        }
    }

    /// The output file of each input, planned before anything is read: its
    /// path below the folder it was found in (or its name, for a file
    /// named on the command line), under the output folder, with the
    /// target's extension; `name.kif` and `name.csa` both converted to
    /// JKF become `name.kif.jkf` and `name.csa.jkf`. An input whose file
    /// is there already is taken off the inputs unless `force`; one whose
    /// file another input still makes is an input error in its place.
    pub fn plan(&mut self, found: &mut Vec<Found>, force: bool) -> Planned {
        let mut planned = Planned::default();
        let mut plain: HashMap<PathBuf, usize> = HashMap::new();
        for f in found.iter() {
            if let Found::File(path) = f {
                *plain.entry(self.plain_target(path)).or_default() += 1;
            }
        }
        let mut taken: HashMap<PathBuf, PathBuf> = HashMap::new();
        for f in std::mem::take(found) {
            let Found::File(path) = &f else {
                found.push(f);
                continue;
            };
            let mut target = self.plain_target(path);
            if plain[&target] > 1 {
                let mut name = path.file_name().unwrap_or_default().to_os_string();
                name.push(".");
                name.push(self.extension);
                target.set_file_name(name);
            }
            if let Some(other) = taken.get(&target) {
                found.push(Found::Error {
                    path: path.display().to_string(),
                    message: crate::msg!(
                        "convert-same-output",
                        target = %target.display(),
                        other = %other.display()
                    ),
                });
                continue;
            }
            taken.insert(target.clone(), path.clone());
            if !force && exists(&target) {
                planned.kept += 1;
                continue;
            }
            self.targets.insert(path.clone(), target);
            found.push(f);
        }
        planned
    }

    /// The output file planned for `input`.
    pub fn target(&self, input: &Path) -> Option<&Path> {
        self.targets.get(input).map(PathBuf::as_path)
    }

    fn plain_target(&self, input: &Path) -> PathBuf {
        let below = self
            .walked
            .iter()
            .find_map(|dir| input.strip_prefix(dir).ok())
            .filter(|rel| !rel.as_os_str().is_empty())
            .map_or_else(
                || PathBuf::from(input.file_name().unwrap_or(input.as_os_str())),
                Path::to_path_buf,
            );
        self.root.join(below).with_extension(self.extension)
    }
}

/// Whether `path` names a file that is there (or a link to one).
pub fn exists(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}
