//! The `hensou` command: argument parsing and dispatch. One file a command.

mod batch;
mod convert;
pub mod input;
mod moves;
mod output;
mod perft;
mod pictures;
pub mod render;
mod replay;
mod usage;
mod validate;
mod variants;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::formats;
use crate::game::RuleSpec;

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
    pub fn rule_spec(&self) -> RuleSpec {
        self.rules
            .as_deref()
            .map(RuleSpec::parse)
            .unwrap_or_default()
    }
    pub fn overrides(&self) -> RuleSpec {
        let mut spec = RuleSpec::default();
        for r in &self.rule {
            spec = spec.merged(&RuleSpec {
                set: None,
                options: RuleSpec::parse(r).options,
            });
        }
        spec
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
    #[arg(long, value_enum, default_value_t = InputMode::Auto)]
    pub input: InputMode,
}

/// How to find games in a text (`--input`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InputMode {
    /// Decide from the text: tag pairs or leading move numbers mean a record,
    /// anything else is read as a forum log.
    Auto,
    /// A PGN-style record: tags, numbered movetext, comments, results.
    Record,
    /// Free prose with numbered moves in it (forum posts, mails).
    Forum,
    /// A KIF or KI2 shogi record.
    Kif,
    /// A KI2 shogi record (read as `kif` reads it; the name `--to` takes).
    Ki2,
    /// A CSA shogi record.
    Csa,
    /// A USI position command or move list.
    Usi,
    /// A JKF (JSON Kifu Format) shogi record.
    Jkf,
}

impl From<InputMode> for formats::Input {
    fn from(mode: InputMode) -> formats::Input {
        let format = |name: &str| {
            formats::Input::Format(formats::find(name).expect("a registered file format"))
        };
        match mode {
            InputMode::Auto => formats::Input::Auto,
            InputMode::Record => formats::Input::Record,
            InputMode::Forum => formats::Input::Forum,
            InputMode::Kif => format("kif"),
            InputMode::Ki2 => format("ki2"),
            InputMode::Csa => format("csa"),
            InputMode::Usi => format("usi"),
            InputMode::Jkf => format("jkf"),
        }
    }
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(e) = check_names(&cli.command) {
        eprintln!("error: {e}");
        return ExitCode::from(EXIT_USAGE);
    }
    let code = match cli.command {
        Command::Validate(a) => validate::run(a),
        Command::Replay(a) => replay::run(a),
        Command::Convert(a) => convert::run(a),
        Command::Moves(a) => moves::run(a),
        Command::Perft(a) => perft::run(a),
        Command::Variants(a) => variants::run(a),
    };
    ExitCode::from(code)
}

/// Checks the game, rules and notation a command names, before any file is
/// read (see [`usage`]).
fn check_names(command: &Command) -> Result<(), String> {
    use usage::Named;
    match command {
        Command::Validate(a) => {
            usage::check(&a.game, Named::default())?;
            check_compared(&a.game, a.compare_rules.as_deref())
        }
        Command::Replay(a) => usage::check(
            &a.game_args,
            Named {
                diagram: Some(&a.diagram),
                ..Named::default()
            },
        ),
        Command::Convert(a) => usage::check(
            &a.game,
            Named {
                notation: Some(("--to", &a.to)),
                ..Named::default()
            },
        ),
        Command::Moves(a) => {
            usage::check(&a.game, Named::notation("--notation", &a.notation))?;
            check_compared(&a.game, a.compare_rules.as_deref())
        }
        Command::Perft(a) => {
            usage::check(&a.game, Named::notation("--notation", &a.notation))?;
            check_compared(&a.game, a.compare_rules.as_deref())
        }
        Command::Variants(_) => Ok(()),
    }
}

/// Checks the rules `--compare-rules` names, for the game `game` names.
fn check_compared(game: &GameArgs, compared: Option<&str>) -> Result<(), String> {
    let Some(rules) = compared else {
        return Ok(());
    };
    let named = GameArgs {
        rules: Some(rules.to_string()),
        rule: Vec::new(),
        ..game.clone()
    };
    usage::check(&named, usage::Named::default()).map_err(|e| format!("--compare-rules: {e}"))
}

#[cfg(test)]
mod tests {
    use super::InputMode;
    use clap::ValueEnum;

    /// Every `--input` name that is no container of the record layer is a
    /// format some game registers.
    #[test]
    fn every_input_mode_is_read_by_something() {
        for mode in InputMode::value_variants() {
            let _ = crate::formats::Input::from(*mode);
        }
    }
}
