//! The `command` fuzz target: the command as users run it, on a file.

use hensou::cli::{EXIT_INVALID, EXIT_OK, EXIT_USAGE};
use hensou::registry;

/// How the text is written to the file, by the selector: its bytes as
/// given, or its text in UTF-8 (with a byte-order mark or not), Shift_JIS
/// or EUC-JP.
const ENCODINGS: usize = 5;

/// Line ends the text's are made into: as given, LF, CRLF, CR.
const LINE_ENDS: [Option<&str>; 4] = [None, Some("\n"), Some("\r\n"), Some("\r")];

/// The commands run, chosen by the input's length; those that check
/// several games on two threads.
const COMMANDS: [&[&str]; 4] = [
    &["validate", "--jobs", "2"],
    &["validate", "--jobs", "2", "--format", "json"],
    &["replay"],
    &["convert", "--jobs", "2", "--to", "kif"],
];

/// Bytes read at a time (`HENSOU_READ_CHUNK`), chosen by the input's
/// length: reads this small cut characters, line ends and the blocks two
/// threads share anywhere.
const CHUNKS: [usize; 6] = [1, 2, 3, 7, 64, 4096];

/// File names the command reads, chosen by the input's length: the name
/// decides how some are read.
const EXTENSIONS: [&str; 6] = ["txt", "pgn", "kif", "csa", "usi", "ki2"];

/// How many selectors choose different things (the length chooses more).
pub const SELECTORS: u8 = (ENCODINGS * LINE_ENDS.len()) as u8;

/// The file the selector makes of `bytes`.
fn written(sel: usize, bytes: &[u8]) -> Vec<u8> {
    let end = LINE_ENDS[(sel / ENCODINGS) % LINE_ENDS.len()];
    let encoding = sel % ENCODINGS;
    if encoding == 0 {
        return match end {
            None => bytes.to_vec(),
            Some(end) => (bytes.split(|&b| b == b'\n'))
                .collect::<Vec<_>>()
                .join(end.as_bytes()),
        };
    }
    let text = super::text_of(bytes);
    let text = match end {
        None => text,
        Some(end) => text.replace("\r\n", "\n").replace('\n', end),
    };
    match encoding {
        1 => text.into_bytes(),
        2 => [b"\xef\xbb\xbf".as_slice(), text.as_bytes()].concat(),
        3 => encoding_rs::SHIFT_JIS.encode(&text).0.into_owned(),
        _ => encoding_rs::EUC_JP.encode(&text).0.into_owned(),
    }
}

/// `bytes` written to a file as the selector says, and a command run on it
/// in process, on two threads reading a few bytes at a time: it ends with
/// a verdict (valid or not), or refuses a file that is no text; never a
/// panic or an abort.
pub fn command(bytes: &[u8]) {
    let (sel, bytes) = super::split(bytes);
    let (chunk, rest) = (bytes.len() % CHUNKS.len(), bytes.len() / CHUNKS.len());
    let (ext, rest) = (rest % EXTENSIONS.len(), rest / EXTENSIONS.len());
    let (chunk, ext) = (CHUNKS[chunk], EXTENSIONS[ext]);
    let args = COMMANDS[rest % COMMANDS.len()];
    let path = std::env::temp_dir().join(format!("hensou-command-{}.{ext}", std::process::id()));
    let file = written(sel, bytes);
    std::fs::write(&path, &file).expect("a temporary file");
    // SAFETY: read only by the command run below, on threads it starts
    // after this; no other thread of a fuzzer or of this check's test
    // reads or writes the environment meanwhile.
    unsafe { std::env::set_var("HENSOU_READ_CHUNK", chunk.to_string()) };
    let line = [&["hensou"], args, &[path.to_str().expect("a UTF-8 path")]].concat();
    let code = hensou::cli::run_in(registry::builtin(), line);
    // SAFETY: as above.
    unsafe { std::env::remove_var("HENSOU_READ_CHUNK") };
    let _ = std::fs::remove_file(&path);
    let not_text = hensou::cli::input::decode("file".into(), &file)
        .problem
        .is_some_and(|p| hensou::cli::input::is_input_error(&p));
    assert!(
        code == EXIT_OK || code == EXIT_INVALID || (code == EXIT_USAGE && not_text),
        "{args:?} on {ext}, {chunk}-byte reads: exit {code}"
    );
}
