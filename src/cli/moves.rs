//! `hensou moves`: the legal moves of a position.

use clap::Args;
use serde::Serialize;

use super::render::{print_json, say};
use super::{CliError, EXIT_OK, Format, GameArgs};
use crate::game::RuleSpec;
use crate::msg;
use crate::options::Resolved;
use crate::session::{MoveDifference, Session, compare_moves};

#[derive(Args, Debug)]
#[command(
    mut_arg("variant", |a| a.help(super::POSITION_HELP[0])),
    mut_arg("rules", |a| a.help(super::POSITION_HELP[1])),
    mut_arg("rule", |a| a.help(super::POSITION_HELP[2])),
)]
pub struct MovesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// A position string (default: the start position).
    #[arg(long)]
    pub position: Option<String>,
    /// The notation to print moves in (default: the game's first).
    #[arg(long)]
    pub notation: Option<String>,
    /// Explain, for one square, why moves there are or are not legal (in
    /// shogi and Shogi no Otomo also one move: `--explain Y:5e5a/4e`).
    #[arg(long, value_name = "SQUARE")]
    pub explain: Option<String>,
    /// List the moves legal under these rules or under the position's, not
    /// both, each with the rule that refuses it: `--compare-rules 1994-11`.
    #[arg(long, value_name = "RULES", conflicts_with = "explain")]
    pub compare_rules: Option<String>,
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

#[derive(Serialize)]
struct MovesJson<'a> {
    variant: &'a str,
    rules: String,
    position: String,
    count: usize,
    moves: Vec<String>,
}

/// Opens the game the arguments name, or says why not.
pub fn open(resolved: &Resolved, position: Option<&str>) -> Result<Box<dyn Session>, CliError> {
    match resolved.open(position) {
        None => Err(CliError::NoVariant),
        Some(opened) => opened.map_err(|e| CliError::Refused {
            flag: "",
            text: e.message(),
        }),
    }
}

/// The position `--position` names (else the start) of the game
/// `--variant` names, and the index of the notation `--notation` names.
pub fn opened(
    resolved: &Resolved,
    position: &Option<String>,
    name: &Option<String>,
) -> Result<(Box<dyn Session>, usize), CliError> {
    let session = open(resolved, position.as_deref())?;
    let notation = notation(session.as_ref(), name.as_deref())?;
    Ok((session, notation))
}

/// The index of the notation `name`, or the default.
pub fn notation(session: &dyn Session, name: Option<&str>) -> Result<usize, CliError> {
    match name {
        None => Ok(0),
        Some(n) => session.notation(n).ok_or_else(|| CliError::NoNotation {
            game: session.variant().to_string(),
            name: n.to_string(),
        }),
    }
}

pub fn run(args: MovesArgs, resolved: &Resolved) -> u8 {
    let (session, notation) = match opened(resolved, &args.position, &args.notation) {
        Ok(opened) => opened,
        Err(e) => return e.print(),
    };
    if let Some(square) = &args.explain {
        return match session.explain(square, super::render::lang()) {
            Some(Ok(text)) => {
                match args.format {
                    Format::Text => println!("{text}"),
                    Format::Json => {
                        print_json(&serde_json::json!({ "square": square, "explanation": text }))
                    }
                }
                EXIT_OK
            }
            // A square the game does not have is a usage error.
            Some(Err(text)) => CliError::Refused {
                flag: "--explain",
                text: msg!("usage-as-said", text = text),
            }
            .print(),
            None => CliError::NoExplain {
                game: session.variant().to_string(),
            }
            .print(),
        };
    }
    if let Some(rules) = &args.compare_rules {
        return match compared(session.as_ref(), rules) {
            Ok(other) => {
                let differences = compare_moves(session.as_ref(), other.as_ref(), notation);
                print_differences(session.as_ref(), other.as_ref(), &differences, args.format);
                EXIT_OK
            }
            Err(e) => e.print(),
        };
    }
    let moves = session.legal_moves(notation);
    match args.format {
        Format::Text => {
            for m in &moves {
                println!("{m}");
            }
        }
        Format::Json => print_json(&MovesJson {
            variant: session.variant(),
            rules: session.rules(),
            position: session.position_string(),
            count: moves.len(),
            moves,
        }),
    }
    EXIT_OK
}

/// The position of `session` under the rules `--compare-rules` names.
pub fn compared(session: &dyn Session, rules: &str) -> Result<Box<dyn Session>, CliError> {
    (session.under_rules(&RuleSpec::parse(rules))).map_err(|e| CliError::Refused {
        flag: "--compare-rules",
        text: e.message(),
    })
}

#[derive(Serialize)]
struct ComparedJson<'a> {
    variant: &'a str,
    rules: String,
    compared_rules: String,
    position: String,
    count: usize,
    differences: &'a [MoveDifference],
}

/// One line a move: `A:2i4h: legal under otomo, not under standard
/// (otomo::cards-off: …)`; or the JSON object.
fn print_differences(
    own: &dyn Session,
    other: &dyn Session,
    differences: &[MoveDifference],
    format: Format,
) {
    let (mine, theirs) = (own.rules(), other.rules());
    match format {
        Format::Text => {
            for d in differences {
                let (yes, no) = if d.legal_under_rules {
                    (&mine, &theirs)
                } else {
                    (&theirs, &mine)
                };
                let line = msg!("moves-legal-under", mv = &d.mv, yes = yes, no = no,
                    rule = %d.rule, reason = d.reason_in(super::render::lang()));
                println!("{}", say(line));
            }
            if differences.is_empty() {
                println!(
                    "{}",
                    say(msg!("moves-same", mine = &mine, theirs = &theirs))
                );
            }
        }
        Format::Json => print_json(&ComparedJson {
            variant: own.variant(),
            rules: mine,
            compared_rules: theirs,
            position: own.position_string(),
            count: differences.len(),
            differences,
        }),
    }
}
