//! The `hensou` command: argument parsing and dispatch. One file a command.

mod convert;
pub mod input;
mod moves;
mod perft;
mod pictures;
mod render;
mod replay;
mod validate;
mod variants;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::game::RuleSpec;
use crate::record::InputMode;

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
    after_help = "Examples:\n  hensou validate fixtures/alquerque/valid/bell-win.pgn\n  hensou replay fixtures/alquerque/valid/seed-huff.pgn --ply 4\n  hensou convert game.pgn --to numeric\n  hensou moves --variant alquerque --rules bell\n  hensou perft --variant alquerque --rules ludii --depth 5 --divide"
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

/// Which game and rules, for commands that work without a record or for
/// records whose tags do not say.
#[derive(Args, Debug, Clone, Default)]
pub struct GameArgs {
    /// The game (see `hensou variants`); a record's [Variant] tag wins.
    #[arg(long, short = 'v')]
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

/// How to read record files.
#[derive(Args, Debug, Clone)]
pub struct ReadArgs {
    /// How to find games in the text.
    #[arg(long, value_enum, default_value_t = InputMode::Auto)]
    pub input: InputMode,
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
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
