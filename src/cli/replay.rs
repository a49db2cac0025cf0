//! `hensou replay`: the position after a ply, or at the end of a game.
//!
//! Its printers take the finished [`replay::Report`] rather than being
//! consumers of the driver's events (`pipeline::Visitor`): what they print
//! is the game where the drive stopped, with the verdict of the whole game
//! (`valid`, found partly by `replay::run` after the drive) and the
//! record's variations, and a `--ply` the game does not reach is a usage
//! error said instead of any position.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::pictures::{PictureArgs, ReplayFormat};
use super::render::{Verbosity, print_json, say};
use super::{CliError, EXIT_INVALID, EXIT_OK, GameArgs, ReadArgs, input};
use crate::game::{Outcome, Side};
use crate::msg;
use crate::options::{Field, Misnamed, NameError, Resolved};
use crate::replay;
use crate::session::Session;

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// A record file, or `-` for standard input.
    pub path: PathBuf,
    /// Stop after this many plies (default: the whole game).
    #[arg(long)]
    pub ply: Option<usize>,
    /// Which game of the file, from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    #[command(flatten)]
    pub game_args: GameArgs,
    #[command(flatten)]
    pub read: ReadArgs,
    /// Which diagram to draw: `default`, or one the game adds (Chatra:
    /// `forum`, the board of the 1994 posts).
    #[arg(long, value_name = "STYLE", default_value = "default")]
    pub diagram: String,
    #[arg(long, value_enum, default_value_t)]
    pub format: ReplayFormat,
    #[command(flatten)]
    pub picture: PictureArgs,
    #[command(flatten)]
    pub verbosity: Verbosity,
}

#[derive(Serialize)]
struct ReplayJson<'a> {
    variant: &'a str,
    rules: String,
    ply: usize,
    position: String,
    /// `first` or `second`, as `outcome.winner` says it.
    side_to_move: Side,
    /// The game's names of the two sides, first to move first.
    sides: [&'a str; 2],
    result: Option<String>,
    outcome: Option<Outcome>,
    diagram: String,
    valid: bool,
    /// The record's variations, as in `validate`.
    variations: &'a [crate::replay::Branch],
}

impl<'a> ReplayJson<'a> {
    /// The position and verdict; the end and the diagram are the caller's.
    fn of(session: &'a dyn Session, report: &'a replay::Report) -> ReplayJson<'a> {
        ReplayJson {
            variant: session.variant(),
            rules: session.rules(),
            ply: session.plies(),
            position: session.position_string(),
            side_to_move: session.side_to_move(),
            sides: [
                session.side_name(Side::First),
                session.side_name(Side::Second),
            ],
            result: None,
            outcome: None,
            diagram: String::new(),
            valid: report.valid(),
            variations: &report.variations,
        }
    }
}

pub fn run(args: ReplayArgs, resolved: &Resolved) -> u8 {
    let inp = match input::read_record(&args.path) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let games = crate::input::reading::read_in(&inp.text, resolved.input(), resolved.registry());
    let Some(game) = args.game.checked_sub(1).and_then(|k| games.get(k)) else {
        return CliError::NoGame {
            file: inp.name.clone(),
            games: games.len(),
            asked: args.game,
        }
        .print();
    };
    let options = resolved.replay_options(args.ply, false);
    let report = replay::run(&inp.text, game, &options);
    for p in super::repeats::folded(&args.verbosity, &report.problems) {
        let mut shown = String::new();
        args.verbosity.render_shown(&mut shown, &inp, &p, false);
        eprint!("{shown}");
    }
    let elsewhere = |n: usize| game_with_ply(&inp.text, &games, args.game, n, &options);
    let Some(session) = &report.session else {
        if let Some(k) = args.ply.and_then(elsewhere) {
            let ply = args.ply.unwrap_or(0);
            let note = msg!("replay-ply-elsewhere", k = k, file = &inp.name, ply = ply);
            eprintln!("{}", say(note));
        }
        return EXIT_INVALID;
    };
    if let Some(n) = args.ply.filter(|&n| session.plies() < n) {
        return CliError::NoPly {
            plies: session.plies(),
            asked: n,
            elsewhere: elsewhere(n).map(|k| (k, inp.name.clone())),
        }
        .print();
    }
    let diagram = match diagram(session.as_ref(), &args.diagram) {
        Ok(d) => d,
        Err(e) => return e.print(),
    };
    let (outcome, result) = end(&report, session.as_ref(), args.ply);
    match args.format {
        ReplayFormat::Svg | ReplayFormat::Html => {
            let view = args.picture.view();
            if args.format == ReplayFormat::Svg {
                print!("{}", session.svg(&view));
            } else {
                let page = super::pictures::page(&inp.name, &inp.text, game, &options, &report);
                print!("{}", page.html(&view));
            }
            super::pictures::warn_unknown(&view, session.variant());
        }
        ReplayFormat::Json => print_json(&ReplayJson {
            result,
            outcome,
            diagram,
            ..ReplayJson::of(session.as_ref(), &report)
        }),
        ReplayFormat::Text => print_text(session.as_ref(), &diagram, outcome.as_ref(), result),
    }
    if report.valid() {
        EXIT_OK
    } else {
        EXIT_INVALID
    }
}

/// The diagram `name` of the position, or the usage error: the game the
/// record names may lack a diagram some other game draws.
fn diagram(session: &dyn Session, name: &str) -> Result<String, CliError> {
    let lang = super::render::lang();
    session.named_diagram(name, lang).map_err(|known| {
        let error = NameError::Diagram {
            game: Some(session.variant()),
            name: name.to_string(),
            nearest: crate::diagnostic::nearest_names(name, &known),
            known,
        };
        CliError::from(Misnamed {
            field: Field::Diagram,
            error,
        })
    })
}

/// How the game stands after ply `ply` (at the end when `None`): its
/// outcome, and the result to show (at the end, the recorded one when the
/// moves do not end the game). At the end, a game that ended by an illegal
/// move has the foul's outcome.
fn end(
    report: &replay::Report,
    session: &dyn Session,
    ply: Option<usize>,
) -> (Option<Outcome>, Option<String>) {
    let outcome = match ply {
        None => report.outcome(),
        Some(_) => session.outcome(),
    };
    let result = outcome.as_ref().map(|o| o.token().to_string()).or_else(|| {
        if ply.is_none() {
            report.result_token.clone()
        } else {
            None
        }
    });
    (outcome, result)
}

/// The position as `--format text` shows it: the diagram, the position
/// string, the ply, and the end or the side to move.
fn print_text(
    session: &dyn Session,
    diagram: &str,
    outcome: Option<&Outcome>,
    result: Option<String>,
) {
    println!("{diagram}");
    let position = super::render::pasteable(&session.position_string());
    println!("{}", say(msg!("replay-position", position = position)));
    println!("{}", say(msg!("replay-ply", ply = session.plies())));
    match outcome {
        Some(o) => {
            let who = match o.winner {
                None => msg!("replay-draw"),
                Some(w) => msg!("replay-wins", side = side(session.side_name(w))),
            };
            let (token, reason) = (o.token(), &o.reason);
            let line = msg!(
                "replay-result",
                token = token,
                who = who,
                reason = reason.msg()
            );
            println!("{}", say(line));
            if let Some([a, b]) = o.score {
                let [na, nb] = [Side::First, Side::Second].map(|s| side(session.side_name(s)));
                let line = msg!("replay-score", first = na, a = a, second = nb, b = b);
                println!("{}", say(line));
            }
        }
        None => {
            let name = side(session.side_name(session.side_to_move()));
            println!("{}", say(msg!("replay-to-move", side = name)));
            if let Some(r) = &result {
                println!("{}", say(msg!("replay-as-recorded", token = r)));
            }
        }
    }
}

/// The first game of `games` but game `asked` (from 1) that plays as far as
/// ply `n`: where the plies asked of a file of several games are.
fn game_with_ply(
    text: &str,
    games: &[crate::record::GameRecord],
    asked: usize,
    n: usize,
    options: &replay::Options,
) -> Option<usize> {
    (games.iter().enumerate())
        .filter(|&(k, _)| k + 1 != asked)
        .find(|(_, game)| {
            let report = replay::run(text, game, options);
            report.session.is_some_and(|s| s.plies() >= n)
        })
        .map(|(k, _)| k + 1)
}

/// A side's name as a message: `Sente` in English, 先手 in Japanese.
pub(super) fn side(name: &str) -> crate::messages::Msg {
    msg!("side-name", name = name)
}
