//! The `hensou` command: argument parsing and dispatch. One file a command.

mod batch;
mod convert;
mod drawn;
mod error;
pub mod input;
mod lang;
mod moves;
mod output;
mod parse_errors;
mod perft;
mod pictures;
pub mod render;
mod repeats;
mod replay;
mod snapshot;
mod usage;
mod validate;
mod variants;

use std::process::ExitCode;
use std::sync::Arc;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use error::{CliError, Conflict};

use crate::msg;
use crate::options::{self, Field, Misnamed, Names};
use crate::registry::Registry;

/// Exit code: every record valid.
pub const EXIT_OK: u8 = 0;
/// Exit code: some record invalid.
pub const EXIT_INVALID: u8 = 1;
/// Exit code: usage or I/O error.
pub const EXIT_USAGE: u8 = 2;

#[derive(Parser, Debug)]
#[command(
    name = "hensou",
    version,
    about = "Validate, convert, replay and rule-test game records of fairy and historical board games",
    after_help = "Examples (from a clone of the repository):\n  hensou validate fixtures/alquerque/valid/bell-scored.pgn\n  hensou validate fixtures/chatra/valid/01058-sample-game.txt\n  hensou replay fixtures/alquerque/valid/seed-huffs.pgn --ply 4\n  hensou convert fixtures/alquerque/valid/ludii.pgn --to numeric\n  hensou moves --variant alquerque --rules bell\n  hensou perft --variant alquerque --rules ludii --depth 5 --divide\n\nExit codes: 0 every record valid, 1 some record invalid, 2 usage or input error."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// The language of messages: en or ja (else LC_ALL, LC_MESSAGES or LANG
    /// say; Japanese for ja*).
    #[arg(long, global = true, value_parser = ["en", "ja"])]
    pub lang: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check every move of every game against the rules.
    Validate(validate::ValidateArgs),
    /// Show the position after a ply (or at the end) of a game.
    Replay(replay::ReplayArgs),
    /// Write a record in another notation, tags and comments kept.
    Convert(convert::ConvertArgs),
    /// List the legal moves of a position.
    Moves(moves::MovesArgs),
    /// Count the leaves of the move tree (perft).
    Perft(perft::PerftArgs),
    /// List the games, their rule sets, options and notations.
    Variants(variants::VariantsArgs),
    /// Snapshot what the rules allow in a suite's positions and records,
    /// and check what a change of rules changes.
    Snapshot(snapshot::SnapshotArgs),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    #[default]
    Text,
    Json,
}

/// The output of the commands that read many games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum BatchFormat {
    #[default]
    Text,
    /// One JSON array of every game.
    Json,
    /// One JSON object a line, a game's as soon as it is checked (the
    /// objects of `--format json`).
    Jsonl,
}

/// How many threads check games at once.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct Threads {
    /// Check games on N threads (default: one a core); output is the same
    /// whatever N.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
}

impl Threads {
    /// The thread count for the pool: 0 means one a core.
    pub fn count(self) -> usize {
        self.jobs.map_or(0, usize::from)
    }
}

/// Which game and rules, for commands that work without a record or for
/// records whose tags do not say.
// `[Variant]` and `[Rules]` are tags as a record writes them, and these
// comments are also the `--help` text: no links meant.
#[allow(rustdoc::broken_intra_doc_links)]
#[derive(Args, Debug, Clone, Default)]
pub struct GameArgs {
    /// The game (see `hensou variants`); a record's [Variant] tag wins.
    #[arg(long)]
    pub variant: Option<String>,
    /// A named rule set, optionally with options: `bell;return=turn-start`.
    /// A record's [Rules] tag wins.
    #[arg(long)]
    pub rules: Option<String>,
    /// Override one rule option: `--rule return=game-start` (repeatable).
    /// Applies even over a record's [Rules] tag.
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rule: Vec<String>,
}

impl GameArgs {
    /// The game, rules and options named, as written.
    pub fn names(&self) -> Names {
        Names {
            game: self.variant.clone(),
            rules: self.rules.clone(),
            options: self.rule.clone(),
            ..Names::default()
        }
    }
}

/// The help of `--variant`, `--rules` and `--rule` for the commands that
/// read a position, not a record (`moves`, `perft`): no tag to win over.
const POSITION_HELP: [&str; 3] = [
    "The game (see `hensou variants`); required",
    "A named rule set, optionally with options: `bell;return=turn-start` (default: the game's)",
    "Override one rule option: `--rule return=game-start` (repeatable)",
];

/// How to read record files.
#[derive(Args, Debug, Clone)]
pub struct ReadArgs {
    /// How to find games in the text.
    #[arg(long, default_value = "auto", value_parser = ReadingParser(crate::registry::builtin().clone()))]
    pub input: String,
}

/// The names `--help` lists for `--input`: every [`options::readings`] of
/// `registry`, with its summary.
fn input_names(registry: &Registry) -> Vec<clap::builder::PossibleValue> {
    (options::readings(registry).into_iter())
        .map(|way| clap::builder::PossibleValue::new(way.name()).help(way.summary()))
        .collect()
}

/// `--input`: any name [`options::reading`] knows in the registry the
/// command runs with, `--help` listing every way a text is read, a
/// mistyped one worded as every other name.
#[derive(Clone)]
struct ReadingParser(Arc<Registry>);

impl clap::builder::TypedValueParser for ReadingParser {
    type Value = String;

    fn parse_ref(
        &self,
        _: &clap::Command,
        _: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        let text = value.to_string_lossy();
        match options::reading(&self.0, &text) {
            Ok(_) => Ok(text.into_owned()),
            Err(error) => {
                let wrong = Misnamed {
                    field: Field::Input,
                    error,
                };
                let message = render::say(usage::message(&wrong, ""));
                Err(clap::Error::raw(
                    clap::error::ErrorKind::InvalidValue,
                    format!("{message}\n"),
                ))
            }
        }
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(input_names(&self.0).into_iter()))
    }
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    ExitCode::from(run_in(crate::registry::builtin(), std::env::args_os()))
}

/// Runs the command line on `args` (the program's name first) with the
/// games and formats of `registry`, and returns the exit code
/// ([`EXIT_OK`], [`EXIT_INVALID`] or [`EXIT_USAGE`]): a program that
/// registers a game of its own (docs/ADDING-A-GAME.md) gets the whole
/// command line for it. `--input`, `--variant`, `--to` and every other name
/// are checked against `registry`; a mistake or `--help` is printed here,
/// as `hensou` prints it, and returned rather than ending the process.
///
/// ```no_run
/// let code = hensou::cli::run_in(hensou::registry::builtin(), ["hensou", "variants"]);
/// assert_eq!(code, hensou::cli::EXIT_OK);
/// ```
pub fn run_in<I, T>(registry: &Arc<Registry>, args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    render::set_lang(lang_of(&args));
    let parsed = with_registry(help_in(Cli::command(), render::lang()), registry)
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => {
            let stderr = error.use_stderr();
            // Printing fails only on a closed stream, with nothing to tell.
            let _ = parse_errors::print(error);
            return if stderr { EXIT_USAGE } else { EXIT_OK };
        }
    };
    let (names, notation_flag) = names(&cli.command);
    let resolved = match names.resolve_in(registry) {
        Ok(resolved) => resolved,
        Err(wrong) => return CliError::Misnamed(Box::new(wrong), notation_flag).print(),
    };
    match cli.command {
        Command::Validate(a) => validate::run(a, &resolved),
        Command::Replay(a) => replay::run(a, &resolved),
        Command::Convert(a) => convert::run(a, &resolved),
        Command::Moves(a) => moves::run(a, &resolved),
        Command::Perft(a) => perft::run(a, &resolved),
        Command::Variants(a) => variants::run(a, resolved.registry()),
        Command::Snapshot(a) => snapshot::run(a, resolved.registry()),
    }
}

/// The language `--lang` names (looked for before the arguments are
/// parsed, so that their errors and help are in it too), else the locale's.
fn lang_of(args: &[std::ffi::OsString]) -> crate::messages::Lang {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let named = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|a| a.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(lang) = named.and_then(|n| crate::messages::Lang::parse(&n)) {
            return lang;
        }
    }
    crate::messages::Lang::from_env()
}

/// `command` with its help in `lang`: each command's and argument's text
/// from the catalogue (`cli-about-NAME`, `cli-arg-COMMAND-ID`, else
/// `cli-arg-ID`). English keeps the definitions' own texts, which a test
/// checks the catalogue's English against.
fn help_in(command: clap::Command, lang: crate::messages::Lang) -> clap::Command {
    use crate::messages::lookup;
    if lang == crate::messages::Lang::En {
        return command;
    }
    let name = command.get_name().to_string();
    let mut command = match lookup(lang, &format!("cli-about-{name}")) {
        Some(about) => command.about(about).long_about(None),
        None => command,
    };
    if let Some(after) = lookup(lang, &format!("cli-after-{name}")) {
        command = command.after_help(after);
    }
    let ids: Vec<String> = (command.get_arguments())
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let help = lookup(lang, &format!("cli-arg-{name}-{id}"))
            .or_else(|| lookup(lang, &format!("cli-arg-{id}")));
        if let Some(help) = help {
            command = command.mut_arg(id, |arg| arg.help(help).long_help(None));
        }
    }
    let subcommands: Vec<String> = (command.get_subcommands())
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subcommands {
        command = command.mut_subcommand(sub, |s| help_in(s, lang));
    }
    headings_in(command, lang)
}

/// `command`'s help with clap's own words in `lang`: the headings (`Usage:`,
/// `Options:`, `Arguments:`, `Commands:`) and the `--help` and `--version`
/// flags clap adds, made here so that their help can be said. What clap
/// says inside a line (`[default: auto]`, `[possible values: ...]`) and
/// its parse errors it does not let be changed.
fn headings_in(command: clap::Command, lang: crate::messages::Lang) -> clap::Command {
    use clap::{Arg, ArgAction};
    let say = |m: crate::messages::Msg| m.render(lang);
    let [options, arguments] =
        [msg!("cli-heading-options"), msg!("cli-heading-arguments")].map(say);
    let usage = say(msg!("cli-heading-usage"));
    // clap's own template, its `{usage-heading}` said here.
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    );
    let ids: Vec<(String, bool)> = (command.get_arguments())
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    let flag = |id: &'static str, short: char, action: ArgAction, help| {
        (Arg::new(id).short(short).long(id).action(action))
            .help(say(help))
            .help_heading(options.clone())
    };
    let mut command = command
        .help_template(template)
        .subcommand_help_heading(say(msg!("cli-heading-commands")))
        .disable_help_flag(true)
        .arg(flag("help", 'h', ArgAction::Help, msg!("cli-flag-help")));
    if command.get_version().is_some() {
        let version = flag("version", 'V', ArgAction::Version, msg!("cli-flag-version"));
        command = command.disable_version_flag(true).arg(version);
    }
    for (id, positional) in ids {
        let heading = if positional { &arguments } else { &options };
        command = command.mut_arg(id, |a| a.help_heading(heading.clone()));
    }
    command
}

/// `command` with every `--input` checking its names against `registry`.
fn with_registry(mut command: clap::Command, registry: &Arc<Registry>) -> clap::Command {
    let with_input: Vec<String> = (command.get_subcommands())
        .filter(|sub| sub.get_arguments().any(|arg| arg.get_id() == "input"))
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in with_input {
        command = command.mut_subcommand(name, |sub| {
            sub.mut_arg("input", |arg| {
                arg.value_parser(ReadingParser(registry.clone()))
            })
        });
    }
    command
}

/// Every name a command gives (game, rules, options, notation, diagram,
/// compared rules, input format), checked before any file is read; and the
/// flag that names the notation, for the message.
fn names(command: &Command) -> (Names, &'static str) {
    match command {
        Command::Validate(a) => (
            Names {
                compare: a.compare_rules.clone(),
                input: Some(a.read.input.clone()),
                ..a.game.names()
            },
            "",
        ),
        Command::Replay(a) => (
            Names {
                diagram: Some(a.diagram.clone()),
                input: Some(a.read.input.clone()),
                ..a.game_args.names()
            },
            "",
        ),
        Command::Convert(a) => (
            Names {
                notation: Some(a.to.clone()),
                input: Some(a.read.input.clone()),
                ..a.game.names()
            },
            "--to",
        ),
        Command::Moves(a) => (
            Names {
                notation: a.notation.clone(),
                compare: a.compare_rules.clone(),
                ..a.game.names()
            },
            "--notation",
        ),
        Command::Perft(a) => (
            Names {
                notation: a.notation.clone(),
                compare: a.compare_rules.clone(),
                ..a.game.names()
            },
            "--notation",
        ),
        // A suite's names are checked as its file is read.
        Command::Variants(_) | Command::Snapshot(_) => (Names::default(), ""),
    }
}

#[cfg(test)]
mod tests {
    use super::{Cli, ReadArgs};
    use clap::{Args, CommandFactory};

    /// `--input` takes the containers and every registered format, each
    /// read as itself.
    #[test]
    fn input_takes_every_registered_format() {
        let command = ReadArgs::augment_args(clap::Command::new("read"));
        for format in crate::registry::builtin().formats() {
            let matches = (command.clone()).try_get_matches_from(["read", "--input", format.name]);
            let name = matches.expect("a known --input");
            let name = name.get_one::<String>("input").unwrap();
            match crate::options::reading(crate::registry::builtin(), name) {
                Ok(crate::Reading::Format(f)) => assert_eq!(f.name, format.name),
                other => panic!("{}: {other:?}", format.name),
            }
        }
        Cli::command().debug_assert();
    }

    /// Every command's `--input` checks its names against the registry the
    /// command line runs with: with no games there is no CSA to read.
    #[test]
    fn input_is_checked_against_the_registry_given() {
        let none = &std::sync::Arc::new(crate::registry::Registry::empty());
        let builtin = crate::registry::builtin();
        for command in ["validate", "replay", "convert"] {
            let args = ["hensou", command, "--input", "csa", "x.csa"];
            let parsed =
                |registry: &std::sync::Arc<_>| super::with_registry(Cli::command(), registry);
            let refused = parsed(none).try_get_matches_from(args).unwrap_err();
            assert_eq!(refused.kind(), clap::error::ErrorKind::InvalidValue);
            let extra = if command == "convert" {
                &["--to", "kif"][..]
            } else {
                &[]
            };
            let args = args.iter().chain(extra);
            assert!(
                parsed(builtin).try_get_matches_from(args).is_ok(),
                "{command}"
            );
        }
    }

    /// `--help` lists every name a text can be read by, and no other.
    #[test]
    fn input_help_lists_every_reading() {
        let mut listed: Vec<String> = (super::input_names(crate::registry::builtin()).iter())
            .map(|v| v.get_name().to_string())
            .collect();
        let mut read = crate::options::reading_names(crate::registry::builtin());
        listed.sort();
        read.sort();
        assert_eq!(listed, read);
    }
}

#[cfg(test)]
mod help_tests {
    use clap::CommandFactory;

    use super::{Cli, help_in};
    use crate::messages::{Lang, lookup};

    /// Each command's and argument's help as the definitions say it, with
    /// the catalogue's id that says it in another language.
    fn texts(command: &clap::Command) -> Vec<(Vec<String>, String)> {
        let name = command.get_name();
        let mut out = Vec::new();
        if let Some(about) = command.get_about() {
            out.push((vec![format!("cli-about-{name}")], about.to_string()));
        }
        if let Some(after) = command.get_after_help() {
            out.push((vec![format!("cli-after-{name}")], after.to_string()));
        }
        for arg in command.get_arguments() {
            if let Some(help) = arg.get_help() {
                let id = arg.get_id();
                let ids = vec![format!("cli-arg-{name}-{id}"), format!("cli-arg-{id}")];
                out.push((ids, help.to_string()));
            }
        }
        for sub in command.get_subcommands() {
            out.extend(texts(sub));
        }
        out
    }

    /// Every help text is in the catalogue, its English the definition's
    /// own: the English help and the catalogue cannot drift apart.
    #[test]
    fn the_catalogue_has_every_help_text_as_defined() {
        let differ: Vec<_> = (texts(&Cli::command()).into_iter())
            .filter(|(ids, text)| {
                let found = ids.iter().find_map(|id| lookup(Lang::En, id));
                found.as_deref() != Some(text.as_str())
            })
            .collect();
        assert!(differ.is_empty(), "{differ:#?}");
    }

    /// In Japanese every command and argument has Japanese help.
    #[test]
    fn the_help_in_japanese() {
        let command = help_in(Cli::command(), Lang::Ja);
        for (ids, text) in texts(&command) {
            assert!(!text.is_ascii(), "{ids:?}: {text}");
        }
        let help = command.clone().render_help().to_string();
        assert!(help.contains("棋譜を検証・変換・再生し"), "{help}");
    }
}
