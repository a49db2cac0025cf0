//! `hensou convert`: the same records in another notation.

use std::path::PathBuf;

use clap::Args;

use serde::Serialize;

use std::io::Write;

use super::render::{GameIdJson, Verbosity, json_problem};
use super::{
    BatchFormat, EXIT_INVALID, EXIT_OK, EXIT_USAGE, GameArgs, ReadArgs, Threads, batch, input,
};
use crate::diagnostic::Problem;
use crate::formats;
use crate::record::{self, ConvertCode};
use crate::replay;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// A record file, or `-` for standard input.
    pub path: PathBuf,
    /// The notation to write (see `hensou variants`).
    #[arg(long)]
    pub to: String,
    /// Write here instead of standard output.
    #[arg(long, short = 'o')]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub read: ReadArgs,
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
                format!(
                    "`{c}` (U+{:04X}) has no Shift_JIS code: it is written as `&#{};`",
                    c as u32, c as u32
                ),
                span,
            )
            .label("not in Shift_JIS"),
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
    /// The game in the target notation; null when it is invalid.
    text: Option<String>,
    diagnostics: Vec<crate::Diagnostic>,
    /// What the conversion could not carry.
    losses: Vec<crate::Diagnostic>,
}

pub fn run(args: ConvertArgs) -> u8 {
    let found = [input::Found::File(args.path.clone())];
    let text_format = args.format == BatchFormat::Text;
    let run = match batch::Run::new(
        args.threads.count(),
        &found,
        args.verbosity.quiet || !text_format,
    ) {
        Ok(run) => run,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_USAGE;
        }
    };
    let inp = match input::read_record(&args.path) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let options = replay::Options {
        variant: args.game.variant.clone(),
        rules: args.game.rule_spec(),
        overrides: args.game.overrides(),
        convert_to: Some(args.to.clone()),
        ..Default::default()
    };
    let mut sink = Sink::new(&args);
    let mut counts = batch::Counts::default();
    let mut jobs = batch::Jobs::of(inp, args.read.input.into());
    let written = run.each(
        &mut jobs,
        args.format == BatchFormat::Json && sink.error.is_none(),
        |job, batch| render(&args, &options, job, batch),
        |(c, text), stdout| {
            counts.games += c.games;
            counts.plies += c.plies;
            counts.invalid += c.invalid;
            match text {
                Some(text) => sink.write(&text, stdout),
                None => Ok(()),
            }
        },
    );
    let written = written
        .map_err(|e| format!("standard output: {}", input::io_message(&e)))
        .and_then(|()| sink.finish());
    if let Err(e) = written {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    if text_format && !args.verbosity.quiet && counts.games > 1 {
        eprintln!("{}", run.summary(None, &counts));
    }
    if counts.invalid == 0 {
        EXIT_OK
    } else {
        EXIT_INVALID
    }
}

/// Where the converted games go: standard output, the `--output` file, or
/// nowhere (JSON holds them), a line break between two games.
struct Sink {
    to: SinkTo,
    encoding: OutputEncoding,
    /// Whether a game's text has been written, so the next one is parted
    /// from it.
    started: bool,
    /// What parts two games in the target format.
    between_games: &'static str,
    /// Why the output file cannot be written: said after the diagnostics,
    /// as when the whole text was written at the end.
    error: Option<String>,
}

enum SinkTo {
    Stdout,
    File {
        path: PathBuf,
        file: Option<std::io::BufWriter<std::fs::File>>,
    },
    Nowhere,
}

impl Sink {
    fn new(args: &ConvertArgs) -> Sink {
        let mut error = None;
        let to = match &args.output {
            Some(path) => SinkTo::File {
                path: path.clone(),
                file: std::fs::File::create(path)
                    .map_err(|e| {
                        error = Some(format!("{}: {}", path.display(), input::io_message(&e)))
                    })
                    .ok()
                    .map(std::io::BufWriter::new),
            },
            None if args.format == BatchFormat::Text => SinkTo::Stdout,
            None => SinkTo::Nowhere,
        };
        Sink {
            to,
            encoding: args.encoding,
            started: false,
            between_games: formats::between_games(&args.to),
            error,
        }
    }

    /// Writes one game's text; an error is one of standard output (a file's
    /// is kept for [`Sink::finish`]).
    fn write(&mut self, text: &str, stdout: &mut dyn Write) -> std::io::Result<()> {
        let mut piece = String::with_capacity(text.len() + 1);
        if self.started {
            piece.push_str(self.between_games);
        }
        piece.push_str(text);
        self.started |= !piece.is_empty();
        let bytes = match self.encoding {
            OutputEncoding::Utf8 => std::borrow::Cow::Borrowed(piece.as_bytes()),
            OutputEncoding::Sjis => encoding_rs::SHIFT_JIS.encode(&piece).0,
        };
        match &mut self.to {
            SinkTo::Stdout => stdout.write_all(&bytes),
            SinkTo::File { path, file } => {
                if let Some(f) = file {
                    if let Err(e) = f.write_all(&bytes) {
                        self.error.get_or_insert(format!(
                            "{}: {}",
                            path.display(),
                            input::io_message(&e)
                        ));
                        *file = None;
                    }
                }
                Ok(())
            }
            SinkTo::Nowhere => Ok(()),
        }
    }

    /// Flushes the output file and says why it could not be written.
    fn finish(self) -> Result<(), String> {
        if let Some(e) = self.error {
            return Err(e);
        }
        match self.to {
            SinkTo::File {
                path,
                file: Some(mut f),
            } => f
                .flush()
                .map_err(|e| format!("{}: {}", path.display(), input::io_message(&e))),
            _ => Ok(()),
        }
    }
}

/// Converts one game: the diagnostics and JSON it prints, its counts and
/// its text in the target notation (none when it is invalid).
fn render(
    args: &ConvertArgs,
    options: &replay::Options,
    job: batch::Job,
    batch: bool,
) -> (batch::Printed, (batch::Counts, Option<String>)) {
    let mut out = batch::Printed::default();
    let batch::Job::Game {
        input: inp,
        number,
        record: Some(record),
        ..
    } = job
    else {
        // One input, read before: its problems are already reported.
        return (out, (batch::Counts::default(), None));
    };
    let mut report = replay::run(&inp.text, &record, options);
    drop(record);
    let written = report.write_converted(&args.to);
    let text = written.map(|text| match args.encoding {
        OutputEncoding::Sjis => text.replacen(
            "#KIF version=2.0 encoding=UTF-8",
            "#KIF version=2.0 encoding=Shift_JIS",
            1,
        ),
        OutputEncoding::Utf8 => text,
    });
    if let (OutputEncoding::Sjis, Some(t)) = (args.encoding, &text) {
        report.losses.extend(unencodable(t, &inp.text));
    }
    let report = &report;
    if args.format == BatchFormat::Text {
        for p in report.problems.iter().chain(&report.losses) {
            let mut shown = String::new();
            args.verbosity.render(&mut shown, &inp, p, batch);
            out.err(shown);
        }
    }
    let counts = batch::Counts {
        games: 1,
        plies: report.plies.len(),
        invalid: usize::from(!report.valid()),
    };
    if args.format != BatchFormat::Text {
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
                .map(|p| json_problem(&inp, p))
                .collect(),
            losses: report
                .losses
                .iter()
                .map(|p| json_problem(&inp, p))
                .collect(),
        };
        if args.format == BatchFormat::Json {
            out.json(&entry);
        } else {
            out.out(batch::jsonl(&entry));
        }
    }
    (out, (counts, text))
}
