//! A mistyped name on the command line: the resolution's error
//! ([`crate::options`]) with the flag that gave the name in front, one
//! line, exit 2, the same in every command.

use crate::options::{Field, Misnamed, NameError};

/// `--variant: no game called ...`: the message of `wrong`, after the flag
/// it was given by (`notation_flag` is the command's: `--to` or
/// `--notation`). Rules named by `--rules` and `--rule` need no flag: the
/// message names the game and the rule.
pub fn message(wrong: &Misnamed, notation_flag: &str) -> String {
    let error = &wrong.error;
    match (wrong.field, error) {
        (_, NameError::NotKeyValue { text }) => format!("--rule takes KEY=VALUE, not `{text}`"),
        (Field::Game, _) => format!("--variant: {error}"),
        (Field::Rules | Field::Options, _) => error.to_string(),
        (Field::Compare, _) => format!("--compare-rules: {error}"),
        (Field::Notation, _) => format!("{notation_flag}: {error}"),
        (Field::Diagram, _) => format!("--diagram: {error}"),
        (Field::Input, _) => format!("--input: {error}"),
    }
}
