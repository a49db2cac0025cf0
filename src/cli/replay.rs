//! `hensou replay`: the position after a ply, or at the end of a game.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::pictures::{PictureArgs, ReplayFormat};
use super::render::{Verbosity, print_json};
use super::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, GameArgs, ReadArgs, input};
use crate::game::{Outcome, Side};
use crate::options::Resolved;
use crate::replay;

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

pub fn run(args: ReplayArgs, resolved: &Resolved) -> u8 {
    let inp = match input::read_record(&args.path) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let games = crate::formats::read(&inp.text, resolved.input());
    let Some(game) = args.game.checked_sub(1).and_then(|k| games.get(k)) else {
        eprintln!(
            "error: {} has {}; there is no game {}",
            inp.name,
            replay::plural(games.len(), "game"),
            args.game
        );
        return EXIT_USAGE;
    };
    let options = resolved.replay_options(args.ply, false);
    let report = replay::run(&inp.text, game, &options);
    for p in &report.problems {
        args.verbosity.problem(&inp, p, false);
    }
    let elsewhere = |n: usize| game_with_ply(&inp.text, &games, args.game, n, &options);
    let Some(session) = &report.session else {
        if let Some(k) = args.ply.and_then(elsewhere) {
            eprintln!(
                "note: game {k} of {} has ply {}: pass --game {k}",
                inp.name,
                args.ply.unwrap_or(0)
            );
        }
        return EXIT_INVALID;
    };
    if let Some(n) = args.ply {
        if session.plies() < n {
            let played = session.plies();
            let hint = elsewhere(n)
                .map(|k| format!("; game {k} of {} has it: pass --game {k}", inp.name))
                .unwrap_or_default();
            eprintln!(
                "error: only {} of the game could be played; there is no ply {n}{hint}",
                replay::plural(played, "ply")
            );
            return EXIT_USAGE;
        }
    }
    let diagram = match session.named_diagram(&args.diagram) {
        Ok(d) => d,
        Err(names) => {
            eprintln!(
                "error: --diagram: {} has no diagram called `{}`{} (diagrams: {})",
                session.variant(),
                args.diagram,
                crate::diagnostic::did_you_mean(&args.diagram, &names),
                names.join(", ")
            );
            return EXIT_USAGE;
        }
    };
    // At the end, a game that ended by an illegal move has the foul's outcome.
    let outcome = match args.ply {
        None => report.outcome(),
        Some(_) => session.outcome(),
    };
    let result = outcome.as_ref().map(|o| o.token().to_string()).or_else(|| {
        if args.ply.is_none() {
            report.result_token.clone()
        } else {
            None
        }
    });
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
            variant: session.variant(),
            rules: session.rules(),
            ply: session.plies(),
            position: session.position_string(),
            side_to_move: session.side_to_move(),
            sides: [
                session.side_name(Side::First),
                session.side_name(Side::Second),
            ],
            result,
            outcome,
            diagram,
            valid: report.valid(),
            variations: &report.variations,
        }),
        ReplayFormat::Text => {
            println!("{diagram}");
            println!(
                "position: {}",
                super::render::pasteable(&session.position_string())
            );
            println!("ply: {}", session.plies());
            match &outcome {
                Some(o) => {
                    let who = o.winner.map_or("draw".to_string(), |w| {
                        format!("{} wins", session.side_name(w))
                    });
                    println!("result: {} ({who}, {})", o.token(), o.reason);
                    if let Some([a, b]) = o.score {
                        let [na, nb] = [
                            session.side_name(Side::First),
                            session.side_name(Side::Second),
                        ];
                        println!("score: {na} {a}, {nb} {b}");
                    }
                }
                None => {
                    println!("to move: {}", session.side_name(session.side_to_move()));
                    if let Some(r) = &result {
                        println!("result: {r} (as recorded)");
                    }
                }
            }
        }
    }
    if report.valid() {
        EXIT_OK
    } else {
        EXIT_INVALID
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
