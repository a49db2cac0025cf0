//! A mistyped name on the command line: the resolution's error
//! ([`crate::options`]) with the flag that gave the name in front, one
//! line, exit 2, the same in every command.

use crate::messages::Msg;
use crate::msg;
use crate::options::{Field, Misnamed, NameError};

/// `--variant: no game called ...`: the message of `wrong`, after the flag
/// it was given by (`notation_flag` is the command's: `--to` or
/// `--notation`). Rules named by `--rules` and `--rule` need no flag: the
/// message names the game and the rule.
pub fn message(wrong: &Misnamed, notation_flag: &'static str) -> Msg {
    let error = &wrong.error;
    let flag = match (wrong.field, error) {
        (_, NameError::NotKeyValue { text }) => {
            return msg!("usage-rule-not-key-value", text = text);
        }
        (Field::Rules | Field::Options, _) => return error.msg(),
        (Field::Game, _) => "--variant",
        (Field::Compare, _) => "--compare-rules",
        (Field::Notation, _) => notation_flag,
        (Field::Diagram, _) => "--diagram",
        (Field::Input, _) => "--input",
    };
    msg!("usage-flag", flag = flag, text = error.msg())
}
