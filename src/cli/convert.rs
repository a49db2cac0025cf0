//! `hensou convert`: the same records in another notation.

use std::path::PathBuf;

use clap::Args;

use serde::Serialize;

use std::io::Write;

use super::output::{AtomicFile, Mirror};
use super::render::{GameIdJson, Verbosity, json_problem, print_json_entry, say};
use super::{
    BatchFormat, CliError, Conflict, EXIT_INVALID, EXIT_OK, EXIT_USAGE, GameArgs, ReadArgs,
    Threads, batch, input,
};
use crate::diagnostic::Problem;
use crate::formats::Target;
use crate::msg;
use crate::options::Resolved;
use crate::record::{self, ConvertCode};
use crate::replay;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// Record files, directories, or `-` for standard input.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// The notation to write (see `hensou variants`).
    #[arg(long)]
    pub to: String,
    /// Write here instead of standard output: a file, or a directory that
    /// mirrors the inputs, one file each with the target's extension (for
    /// several inputs or a directory). A file is replaced only once it is
    /// written whole.
    #[arg(long, short = 'o')]
    pub output: Option<PathBuf>,
    /// Replace files already in the output directory (they are left as
    /// they are by default).
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub read: ReadArgs,
    #[command(flatten)]
    pub walk: input::Walk,
    /// The encoding of the text written: `sjis` (Shift_JIS as Windows
    /// writes it) for Kifu for Windows and other older shogi programs.
    #[arg(long, value_enum, default_value_t)]
    pub encoding: OutputEncoding,
    #[arg(long, value_enum, default_value_t)]
    pub format: BatchFormat,
    #[command(flatten)]
    pub threads: Threads,
    #[command(flatten)]
    pub verbosity: Verbosity,
}

/// The encoding `convert` writes in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputEncoding {
    #[default]
    Utf8,
    /// Shift_JIS as Windows writes it (CP932).
    #[value(alias = "shift_jis", alias = "cp932")]
    Sjis,
}

/// A character Shift_JIS has no code for is written as a numeric character
/// reference (`&#20008;`): each one is reported, at its first place in the
/// record when it is there.
fn unencodable(text: &str, source: &str) -> Vec<Problem> {
    let mut seen: Vec<char> = Vec::new();
    let mut out = Vec::new();
    for c in text.chars() {
        if c.is_ascii() || seen.contains(&c) {
            continue;
        }
        let mut buf = [0u8; 4];
        if !encoding_rs::SHIFT_JIS.encode(c.encode_utf8(&mut buf)).2 {
            continue;
        }
        seen.push(c);
        let span = source.find(c).map_or(record::Span::default(), |at| {
            record::Span::new(at, c.len_utf8())
        });
        out.push(
            Problem::warning(
                ConvertCode::Encoding,
                crate::msg!(
                    "convert-no-shift-jis",
                    char = %c,
                    hex = format!("{:04X}", c as u32),
                    code = %(c as u32)
                ),
                span,
            )
            .label(crate::msg!("convert-no-shift-jis-label")),
        );
    }
    out
}

/// One game converted, as JSON.
#[derive(Serialize)]
struct ConvertJson<'a> {
    #[serde(flatten)]
    id: GameIdJson<'a>,
    notation: &'a str,
    valid: bool,
    /// What is written for the game: the whole game, or, when it is
    /// invalid, the game up to its last legal ply and the rest in a
    /// comment; null when nothing of it can be written.
    text: Option<String>,
    diagnostics: Vec<crate::Diagnostic>,
    /// What the conversion could not carry.
    losses: Vec<crate::Diagnostic>,
}

/// What one job leaves for the writer besides what it printed.
enum Done {
    Game {
        counts: batch::Counts,
        /// The text to write; none when nothing of the game can be.
        text: Option<String>,
        /// The file the game was read from.
        from: Option<PathBuf>,
        /// Whether the text carries all that was read: nothing of the
        /// game's input left out (see [`carries_everything`]).
        whole: bool,
    },
    /// An input not read, or a note skipped: nothing written for it.
    Skipped(batch::NoGame),
}

/// Each game leaves its own text to write: none is folded into another.
impl batch::Left for Done {}

pub fn run(args: ConvertArgs, resolved: &Resolved) -> u8 {
    let mut expanded = input::expand(&args.paths, args.walk, resolved.registry());
    let text_format = args.format == BatchFormat::Text;
    super::output::clean_up_when_interrupted();
    // The target, checked with the other names before any file was read.
    let target = resolved.target().expect("`convert` names its target");
    let mut sink = match Sink::new(&args, &mut expanded, target) {
        Ok(sink) => sink,
        Err(e) => return e.print(),
    };
    let run = match batch::Run::new(
        args.threads.count(),
        &expanded.found,
        args.verbosity.quiet || !text_format,
    ) {
        Ok(run) => run,
        Err(e) => return e.print(),
    };
    let options = resolved.replay_options(None, false);
    let many = args.paths.len() > 1 || expanded.walked;
    let mut tally = batch::Tally::of(&expanded, resolved.registry());
    let mut counts = batch::Counts::default();
    let mut input_errors = 0;
    let mut no_records = 0;
    let mut jobs = batch::Jobs::new(expanded.found, resolved.read_by());
    let written = run.each(
        &mut jobs,
        args.format == BatchFormat::Json,
        |job, batch| render(&args, &options, target, job, batch),
        |done, stdout| match done {
            Done::Skipped(batch::NoGame::InputError) => {
                input_errors += 1;
                Ok(())
            }
            Done::Skipped(batch::NoGame::NoRecord) => {
                no_records += 1;
                Ok(())
            }
            Done::Game {
                counts: c,
                text,
                from,
                whole,
            } => {
                counts.games += c.games;
                counts.plies += c.plies;
                counts.invalid += c.invalid;
                match text {
                    Some(text) => sink.write(from, &text, whole, stdout),
                    None => Ok(()),
                }
            }
        },
    );
    // Standard output closed early (a pipe to `head`) is no failure.
    let stdout_closed = written.is_err();
    let report = sink.finish(!stdout_closed);
    for e in &report.errors {
        CliError::Unwritable(e.clone()).print();
    }
    tally.files = jobs.files - no_records;
    tally.no_records = no_records;
    tally.games = counts.games;
    tally.invalid = counts.invalid;
    tally.input_errors = input_errors;
    print_summary(&args, &run, &tally, &counts, many, &report);
    if input_errors > 0 || !report.errors.is_empty() {
        EXIT_USAGE
    } else if counts.invalid == 0 {
        EXIT_OK
    } else {
        EXIT_INVALID
    }
}
/// Where the converted games go, a line break (or the target's own
/// separator) between two games of one output.
struct Sink {
    to: Destination,
    encoding: OutputEncoding,
    between_games: &'static str,
    /// The file being written, and the input it is written from.
    open: Option<(Option<PathBuf>, AtomicFile)>,
    /// Whether standard output has had a game.
    stdout_started: bool,
    /// The input whose file could not be made: its other games are not
    /// tried again.
    failed: Option<Option<PathBuf>>,
    report: Written,
}

enum Destination {
    Stdout,
    /// Nowhere but the JSON.
    Json,
    File(PathBuf),
    Folder(Mirror),
}

/// What the run wrote, for its last lines.
#[derive(Default)]
struct Written {
    files: usize,
    /// Where the files went (a folder, or the one file).
    place: Option<PathBuf>,
    /// Files of the output folder that were there: left as they were.
    kept: usize,
    /// The output file, when no game could be written to it.
    untouched: Option<PathBuf>,
    errors: Vec<crate::messages::Msg>,
}

impl Written {
    /// The line that ends a run that wrote files.
    fn line(&self) -> Option<String> {
        let place = self.place.as_ref()?;
        if self.files == 0 && !self.errors.is_empty() {
            // The errors said why nothing was written.
            return None;
        }
        let line = if let Some(path) = &self.untouched {
            msg!("convert-untouched", path = %path.display())
        } else {
            let kept = match self.kept {
                0 => msg!("usage-nothing"),
                n => msg!("convert-kept", n = n),
            };
            let place = place.display();
            msg!("convert-wrote", n = self.files, place = %place, kept = kept)
        };
        Some(say(line))
    }
}

impl Sink {
    /// The destination `-o` names; for a folder, each input's file planned
    /// (see [`Mirror::plan`]).
    fn new(
        args: &ConvertArgs,
        expanded: &mut input::Expanded,
        target: &Target,
    ) -> Result<Sink, CliError> {
        let many = args.paths.len() > 1 || expanded.walked;
        let mut to = match &args.output {
            None if args.format == BatchFormat::Text => Destination::Stdout,
            None => Destination::Json,
            Some(out)
                if out.is_dir() || many || out.as_os_str().to_string_lossy().ends_with('/') =>
            {
                if out.is_file() {
                    let path = out.display().to_string();
                    return Err(CliError::Conflicting(Conflict::FileForMany { path }));
                }
                if args.paths.iter().any(|p| p.as_os_str() == "-") {
                    return Err(CliError::Conflicting(Conflict::StdinIntoFolder));
                }
                Destination::Folder(Mirror::new(out.clone(), target.extension(), &args.paths))
            }
            Some(out) => Destination::File(out.clone()),
        };
        let mut report = Written::default();
        if let Destination::Folder(mirror) = &mut to {
            report.place = args.output.clone();
            report.kept = mirror.plan(&mut expanded.found, args.force).kept;
        }
        if let Destination::File(path) = &to {
            report.place = Some(path.clone());
        }
        Ok(Sink {
            to,
            encoding: args.encoding,
            between_games: target.between_games(),
            open: None,
            stdout_started: false,
            failed: None,
            report,
        })
    }

    /// Writes one game's text, read from `from`; an error is one of
    /// standard output (a file's is kept for the end of the run). A game
    /// that is not carried `whole` is not written over the file it was
    /// read from: the words left out would be lost.
    fn write(
        &mut self,
        from: Option<PathBuf>,
        text: &str,
        whole: bool,
        stdout: &mut dyn Write,
    ) -> std::io::Result<()> {
        let target = match &self.to {
            Destination::Json => return Ok(()),
            Destination::Stdout => {
                let started = std::mem::replace(&mut self.stdout_started, true);
                return stdout.write_all(&self.bytes(text, started));
            }
            Destination::File(path) => path.clone(),
            Destination::Folder(mirror) => {
                match from.as_deref().and_then(|input| mirror.target(input)) {
                    Some(target) => target.to_path_buf(),
                    None => return Ok(()),
                }
            }
        };
        if self.failed.as_ref() == Some(&from) {
            return Ok(());
        }
        if !whole
            && from
                .as_deref()
                .is_some_and(|input| written_over(input, &target))
        {
            // The games of it already written go with the temporary file.
            if self.open.as_ref().is_some_and(|(input, _)| *input == from) {
                self.open = None;
            }
            let path = target.display().to_string();
            self.report
                .errors
                .push(msg!("convert-over-input", path = path));
            self.failed = Some(from);
            return Ok(());
        }
        let same = self
            .open
            .as_ref()
            .is_some_and(|(input, _)| *input == from || matches!(self.to, Destination::File(_)));
        if !same {
            self.close();
            match AtomicFile::create(&target) {
                Ok(file) => self.open = Some((from.clone(), file)),
                Err(e) => {
                    self.report.errors.push(e);
                    self.failed = Some(from);
                    return Ok(());
                }
            }
        }
        let started = same;
        let bytes = self.bytes(text, started);
        if let Some((_, file)) = &mut self.open {
            if let Err(e) = file.write_all(&bytes) {
                self.report.errors.push(e);
                self.open = None;
                self.failed = Some(from);
            }
        }
        Ok(())
    }

    /// A game's text as written: after the separator when a game came
    /// before it, in the output's encoding.
    fn bytes(&self, text: &str, after_another: bool) -> Vec<u8> {
        let mut piece = String::with_capacity(text.len() + 1);
        if after_another {
            piece.push_str(self.between_games);
        }
        piece.push_str(text);
        match self.encoding {
            OutputEncoding::Utf8 => piece.into_bytes(),
            OutputEncoding::Sjis => encoding_rs::SHIFT_JIS.encode(&piece).0.into_owned(),
        }
    }

    /// Puts the file being written in its target's place.
    fn close(&mut self) {
        if let Some((_, file)) = self.open.take() {
            match file.commit() {
                Ok(()) => self.report.files += 1,
                Err(e) => self.report.errors.push(e),
            }
        }
    }

    /// Ends the run: the last file is put in place when the run went to
    /// its end (`whole`), and left as it was otherwise.
    fn finish(mut self, whole: bool) -> Written {
        if whole {
            self.close();
        }
        if let (Destination::File(path), 0, true) = (&self.to, self.report.files, whole) {
            if self.report.errors.is_empty() {
                self.report.untouched = Some(path.clone());
            }
        }
        self.report
    }
}

/// Whether writing `target` would replace `input` itself.
fn written_over(input: &std::path::Path, target: &std::path::Path) -> bool {
    same_file::is_same_file(input, target).unwrap_or(false)
}

/// Whether what the conversion writes carries everything of the game's
/// text: no loss but the rest of a broken game kept in a comment and a
/// character written as a numeric reference.
fn carries_everything(report: &replay::Report, target: &Target) -> bool {
    report.losses.iter().all(|loss| {
        let is = |code: ConvertCode| loss.code == crate::rule_id::RuleId::from(code);
        is(ConvertCode::Encoding) || (is(ConvertCode::Partial) && target.holds_comments())
    })
}

/// `text` as it is written in `encoding`: a KIF names its encoding in its
/// header.
fn in_encoding(text: String, encoding: OutputEncoding) -> String {
    match encoding {
        OutputEncoding::Sjis => text.replacen(
            "#KIF version=2.0 encoding=UTF-8",
            "#KIF version=2.0 encoding=Shift_JIS",
            1,
        ),
        OutputEncoding::Utf8 => text,
    }
}

/// Converts one game: the diagnostics and JSON it prints, its counts and
/// the text to write (see [`replay::Report::write_whole_or_partial`]).
fn render(
    args: &ConvertArgs,
    options: &replay::Options,
    target: &Target,
    job: batch::Job,
    batch: bool,
) -> (batch::Printed, Done) {
    let mut out = batch::Printed::default();
    let quiet = args.verbosity.quiet;
    let game = match batch::game_of(job, &mut out, &args.paths, args.format, quiet, false) {
        Ok(game) => game,
        Err(no_game) => return (out, Done::Skipped(no_game)),
    };
    let (inp, number, record, problems) = (game.input, game.number, game.record, game.problems);
    let mut report = match &record {
        Some(record) => replay::run(&inp.text, record, options),
        // Text that could not be decoded: its problems are all there is.
        None => replay::Report::new(&crate::record::GameRecord::default(), &options.registry),
    };
    report.problems.splice(0..0, problems);
    let written = record
        .as_ref()
        .filter(|r| crate::record::has_record(r))
        .and_then(|r| {
            let text = report.write_whole_or_partial(target, &inp.text, r, super::lang::lang())?;
            // The words before the first game lie in no game's span.
            let first = number == 1 && inp.offset == 0;
            report.report_lost_prose(target, &inp.text, r, first);
            Some(text)
        });
    drop(record);
    let text = written.map(|text| in_encoding(text, args.encoding));
    if let (OutputEncoding::Sjis, Some(t)) = (args.encoding, &text) {
        report.losses.extend(unencodable(t, &inp.text));
    }
    let report = &report;
    if args.format == BatchFormat::Text {
        let problems = report.problems.iter().chain(&report.losses);
        for p in super::repeats::folded(&args.verbosity, problems) {
            let mut shown = String::new();
            args.verbosity.render_shown(&mut shown, &inp, &p, batch);
            out.err(shown);
        }
    }
    let counts = batch::Counts {
        games: 1,
        plies: report.plies.len(),
        invalid: usize::from(!report.valid()),
    };
    if args.format != BatchFormat::Text {
        print_entry(&mut out, args, &inp, number, report, &text);
    }
    let from = inp.path.clone();
    let whole = carries_everything(report, target);
    out.keeps(text.as_ref().map_or(0, String::len));
    let done = Done::Game {
        counts,
        text,
        from,
        whole,
    };
    (out, done)
}

/// The JSON (or JSON Lines) entry of one converted game.
fn print_entry(
    out: &mut batch::Printed,
    args: &ConvertArgs,
    inp: &crate::cli::input::Input,
    number: usize,
    report: &replay::Report,
    text: &Option<String>,
) {
    let entry = ConvertJson {
        id: GameIdJson {
            file: &inp.name,
            game: number,
            variant: report.variant,
            rules: report.rules.as_deref(),
        },
        notation: &args.to,
        valid: report.valid(),
        text: text.clone(),
        diagnostics: report
            .problems
            .iter()
            .map(|p| json_problem(inp, p))
            .collect(),
        losses: report.losses.iter().map(|p| json_problem(inp, p)).collect(),
    };
    print_json_entry(out, args.format, &entry);
}

/// One summary line, as `validate` has.
fn print_summary(
    args: &ConvertArgs,
    run: &batch::Run,
    tally: &batch::Tally,
    counts: &batch::Counts,
    many: bool,
    report: &Written,
) {
    let text_format = args.format == BatchFormat::Text;
    if text_format && !args.verbosity.quiet {
        if many || tally.has_news() {
            eprintln!("{}", tally.line(crate::msg!("batch-converted")));
        } else if counts.games > 1 {
            eprintln!("{}", run.summary(None, counts));
        }
        if let Some(line) = report.line() {
            eprintln!("{line}");
        }
    }
}
