//! `hensou convert`: the same records in another notation.

use std::path::PathBuf;

use clap::Args;

use serde::Serialize;

use super::render::{GameIdJson, JsonProblem, Verbosity, json_problem, print_json};
use super::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, Format, GameArgs, ReadArgs, input};
use crate::diagnostic::Problem;
use crate::formats;
use crate::record::{self, write};
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
    pub format: Format,
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
                "convert::encoding",
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
    diagnostics: Vec<JsonProblem<'a>>,
    /// What the conversion could not carry.
    losses: Vec<JsonProblem<'a>>,
}

pub fn run(args: ConvertArgs) -> u8 {
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
    let mut out = String::new();
    let mut ok = true;
    let mut reports: Vec<replay::Report> = formats::read(&inp.text, args.read.input.into())
        .iter()
        .map(|game| replay::run(&inp.text, game, &options))
        .collect();
    let mut json = Vec::new();
    let batch = reports.len() > 1;
    for (k, report) in reports.iter_mut().enumerate() {
        let written = report
            .converted
            .as_ref()
            .filter(|_| report.valid())
            .map(|converted| formats::write(converted, report.numbering, &args.to));
        let left_out = written
            .as_ref()
            .map(|w| w.left_out.clone())
            .unwrap_or_default();
        for text in left_out {
            report.losses.push(Problem::warning(
                "convert::move",
                format!(
                    "`{text}` is no {} move: it is written as a comment in its place",
                    args.to.to_uppercase()
                ),
                report
                    .plies
                    .iter()
                    .find(|p| p.converted.as_deref() == Some(text.as_str()))
                    .map_or(record::Span::default(), |p| p.span),
            ));
        }
        let text = report
            .converted
            .as_ref()
            .zip(written)
            .map(|(converted, written)| {
                if !formats::holds_comments(&args.to)
                    && !args.verbosity.quiet
                    && converted
                        .items
                        .iter()
                        .any(|i| matches!(i, write::OutItem::Comment { .. }))
                {
                    eprintln!(
                        "warning: a USI move list has no comments; the record's comments are left out"
                    );
                }
                let text = written.text;
                match args.encoding {
                    OutputEncoding::Sjis => text.replacen(
                        "#KIF version=2.0 encoding=UTF-8",
                        "#KIF version=2.0 encoding=Shift_JIS",
                        1,
                    ),
                    OutputEncoding::Utf8 => text,
                }
            });
        if let (OutputEncoding::Sjis, Some(t)) = (args.encoding, &text) {
            report.losses.extend(unencodable(t, &inp.text));
        }
        let report = &*report;
        if args.format == Format::Text {
            for p in report.problems.iter().chain(&report.losses) {
                args.verbosity.problem(&inp.name, &inp.text, p, batch);
            }
        }
        ok &= report.valid();
        if let Some(t) = &text {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(t);
        }
        if args.format == Format::Json {
            json.push(ConvertJson {
                id: GameIdJson {
                    file: &inp.name,
                    game: k + 1,
                    variant: report.variant,
                    rules: report.rules.as_deref(),
                },
                notation: &args.to,
                valid: report.valid(),
                text,
                diagnostics: report
                    .problems
                    .iter()
                    .map(|p| json_problem(&inp.text, p))
                    .collect(),
                losses: report
                    .losses
                    .iter()
                    .map(|p| json_problem(&inp.text, p))
                    .collect(),
            });
        }
    }
    let bytes = match args.encoding {
        OutputEncoding::Utf8 => out.into_bytes(),
        OutputEncoding::Sjis => encoding_rs::SHIFT_JIS.encode(&out).0.into_owned(),
    };
    let written = match &args.output {
        Some(path) => std::fs::write(path, &bytes)
            .map_err(|e| format!("{}: {}", path.display(), input::io_message(&e))),
        None if args.format == Format::Json => Ok(()),
        None => {
            use std::io::Write;
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(&bytes)
                .and_then(|()| stdout.flush())
                .map_err(|e| format!("standard output: {}", input::io_message(&e)))
        }
    };
    if let Err(e) = written {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    if args.format == Format::Json {
        print_json(&json);
    }
    if ok { EXIT_OK } else { EXIT_INVALID }
}
