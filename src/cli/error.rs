//! The command line's own errors: an input not read, an output not
//! written, flags that do not go together, a mistyped name, a game or ply
//! a record does not have. Each is a miette diagnostic with a code, printed
//! by the renderer of record problems ([`super::render::report`]) in the
//! run's language, and ends the command with exit code 2.

use std::fmt;

use miette::Diagnostic;

use super::render::say;
use crate::messages::Msg;
use crate::msg;
use crate::options::Misnamed;

/// A usage or I/O error of the command line.
#[derive(Debug)]
pub enum CliError {
    /// A file or standard input that could not be read: `path: reason`.
    Unreadable(Msg),
    /// An output that could not be written: `path: reason`.
    Unwritable(Msg),
    /// Flags or inputs that do not go together.
    Conflicting(Conflict),
    /// A mistyped name, with the flag that gave it (`--to`, `--notation`);
    /// boxed, as it holds every name it might have been.
    Misnamed(Box<Misnamed>, &'static str),
    /// A command that reads a position, without `--variant`.
    NoVariant,
    /// A notation the game of the position does not have.
    NoNotation { game: String, name: String },
    /// A position, square or rule set the game refuses, in its words,
    /// after the flag that gave it (none for `--position`).
    Refused { flag: &'static str, text: Msg },
    /// `--explain` in a game that does not explain squares.
    NoExplain { game: String },
    /// `--game` past the games of the file.
    NoGame {
        file: String,
        games: usize,
        asked: usize,
    },
    /// `--ply` past the plies the game could play; and another game of the
    /// file that has it.
    NoPly {
        plies: usize,
        asked: usize,
        elsewhere: Option<(usize, String)>,
    },
    /// The threads asked for could not be started.
    Threads { jobs: usize, reason: Msg },
    /// A suite or snapshot that could not be used, in its own words.
    Suite(String),
    /// JSON that could not be made.
    Json(String),
}

/// Flags or inputs that do not go together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Conflict {
    /// `snapshot --rules`/`--rule` without `--check`.
    RulesWithoutCheck,
    /// `convert -`, into a directory.
    StdinIntoFolder,
    /// `convert` of several inputs, `-o` a file.
    FileForMany { path: String },
}

impl CliError {
    /// The exit code it ends the command with.
    pub fn exit_code(&self) -> u8 {
        super::EXIT_USAGE
    }

    /// Prints it on standard error and gives its exit code.
    pub fn print(&self) -> u8 {
        eprint!("{}", super::render::report(self));
        self.exit_code()
    }

    /// Its text, from the catalogue.
    fn msg(&self) -> Msg {
        match self {
            CliError::Unreadable(said) => said.clone(),
            CliError::Unwritable(said) => said.clone(),
            CliError::Conflicting(Conflict::RulesWithoutCheck) => msg!("usage-rules-without-check"),
            CliError::Conflicting(Conflict::StdinIntoFolder) => msg!("usage-stdin-into-folder"),
            CliError::Conflicting(Conflict::FileForMany { path }) => {
                msg!("usage-file-for-many", path = path)
            }
            CliError::Misnamed(wrong, flag) => super::usage::message(wrong, flag),
            CliError::NoVariant => msg!("usage-no-variant"),
            CliError::NoNotation { game, name } => crate::game::no_notation(Some(game), name, &[]),
            CliError::Refused { flag: "", text } => text.clone(),
            CliError::Suite(text) => msg!("usage-as-said", text = text),
            CliError::Refused { flag, text } => msg!("usage-flag", flag = *flag, text = text),
            CliError::NoExplain { game } => msg!("usage-no-explain", game = game),
            CliError::NoGame { file, games, asked } => {
                msg!("usage-no-game", file = file, games = *games, asked = *asked)
            }
            CliError::NoPly {
                plies,
                asked,
                elsewhere,
            } => {
                let hint = match elsewhere {
                    Some((k, file)) => msg!("usage-ply-elsewhere", k = *k, file = file),
                    None => msg!("usage-nothing"),
                };
                msg!("usage-no-ply", plies = *plies, asked = *asked, hint = hint)
            }
            CliError::Json(reason) => msg!("usage-json", reason = reason),
            CliError::Threads { jobs, reason } => {
                msg!("usage-threads", jobs = *jobs, reason = reason)
            }
        }
    }

    /// Its code: `usage::` and the kind.
    fn code(&self) -> &'static str {
        match self {
            CliError::Unreadable(_) => "usage::unreadable",
            CliError::Unwritable(_) => "usage::unwritable",
            CliError::Conflicting(_) => "usage::conflicting-flags",
            CliError::Misnamed(..) => "usage::mistyped-name",
            CliError::NoVariant => "usage::no-variant",
            CliError::NoNotation { .. } => "usage::no-notation",
            CliError::Refused { .. } => "usage::refused",
            CliError::NoExplain { .. } => "usage::no-explain",
            CliError::NoGame { .. } => "usage::no-game",
            CliError::NoPly { .. } => "usage::no-ply",
            CliError::Threads { .. } => "usage::threads",
            CliError::Suite(_) => "usage::suite",
            CliError::Json(_) => "usage::json",
        }
    }

    /// What to do about it, where its message does not say already.
    fn help_msg(&self) -> Option<Msg> {
        match self {
            CliError::NoGame { games, .. } if *games > 0 => {
                Some(msg!("usage-no-game-help", games = *games))
            }
            _ => None,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(self.msg()))
    }
}

impl std::error::Error for CliError {}

impl Diagnostic for CliError {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(CliError::code(self)))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help_msg()
            .map(|m| Box::new(say(m)) as Box<dyn fmt::Display>)
    }
}

impl From<Misnamed> for CliError {
    fn from(wrong: Misnamed) -> CliError {
        CliError::Misnamed(Box::new(wrong), "")
    }
}
