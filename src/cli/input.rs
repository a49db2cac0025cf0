//! Reading the files named on the command line: files, directories, `-`.

use std::io::Read;
use std::path::Path;

use crate::diagnostic::Problem;
use crate::record::InputCode;

pub use crate::input::stream::{Input, decode_owned, io_message, said_io};

/// File extensions of records, read when a directory is walked. A file
/// named on the command line is read whatever its name.
pub use crate::formats::record_extensions;
/// Files and directories named on the command line, walked into files.
pub use crate::walk::{Expanded, Found, LeftOut, Walk, expand};

/// Reads one record file for a command that works on one: the decoded text,
/// or the exit code after reporting why there is none (2 for I/O and for
/// bytes that are not text, 1 for text in no encoding hensou reads).
pub fn read_record(path: &Path) -> Result<Input, u8> {
    let input = read(path).map_err(|e| super::CliError::Unreadable(e).print())?;
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
/// `input::encoding`), else it is not text.
pub fn read(path: &Path) -> Result<Input, crate::messages::Msg> {
    let mut bytes = Vec::new();
    let name = if path.as_os_str() == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| said_io("<stdin>", &e))?;
        "<stdin>".to_string()
    } else {
        bytes = std::fs::read(path).map_err(|e| said_io(path.display(), &e))?;
        path.display().to_string()
    };
    let mut input = decode_owned(name, bytes);
    input.path = (path.as_os_str() != "-").then(|| path.to_path_buf());
    Ok(input)
}

/// Decodes bytes as described at [`read`].
pub fn decode(name: String, bytes: &[u8]) -> Input {
    decode_owned(name, bytes.to_vec())
}
