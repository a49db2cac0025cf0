//! Writing files that may be the only copy of a game: a file is written
//! beside its target under a temporary name and renamed over the target
//! only once it is whole. An error or an interruption leaves the target as
//! it was, and a target that is also an input is replaced only after the
//! input was read.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use super::input::io_message;

/// A file being written in place of `target`.
pub struct AtomicFile {
    target: PathBuf,
    temp: BufWriter<NamedTempFile>,
}

impl AtomicFile {
    /// Starts writing `target` (made, with its folders, if it is new): the
    /// text goes to a hidden file beside it until [`AtomicFile::commit`].
    /// A target that is a symbolic link is written where the link leads.
    pub fn create(target: &Path) -> Result<AtomicFile, String> {
        let target = fs::canonicalize(target).unwrap_or_else(|_| target.to_path_buf());
        let said = |e: io::Error| format!("{}: {}", target.display(), io_message(&e));
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
        Ok(AtomicFile {
            target,
            temp: BufWriter::new(temp),
        })
    }

    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), String> {
        self.temp.write_all(bytes).map_err(|e| self.said(&e))
    }

    /// Puts the whole text in the target's place: flushed to the disk, with
    /// the permissions of the file it replaces, then renamed over it.
    pub fn commit(self) -> Result<(), String> {
        let target = self.target;
        let said = |e: &io::Error| format!("{}: {}", target.display(), io_message(e));
        let temp = self.temp.into_inner().map_err(|e| said(e.error()))?;
        temp.as_file().sync_all().map_err(|e| said(&e))?;
        if let Ok(old) = fs::metadata(&target) {
            fs::set_permissions(temp.path(), old.permissions()).map_err(|e| said(&e))?;
        }
        temp.persist(&target).map_err(|e| said(&e.error))?;
        Ok(())
    }

    fn said(&self, e: &io::Error) -> String {
        format!("{}: {}", self.target.display(), io_message(e))
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
}

impl Mirror {
    pub fn new(root: PathBuf, extension: &'static str, paths: &[PathBuf]) -> Mirror {
        Mirror {
            root,
            extension,
            walked: paths.iter().filter(|p| p.is_dir()).cloned().collect(),
        }
    }

    /// The output file of `input`: its path below the folder it was found
    /// in (or its name, for a file named on the command line), under the
    /// output folder, with the target's extension.
    pub fn target(&self, input: &Path) -> PathBuf {
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
