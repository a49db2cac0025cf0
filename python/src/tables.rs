//! The tables `games_table` and `plies_table` make: a row a game, or a ply,
//! of every record named, read and checked on every core, as one Arrow
//! record batch. Nothing here touches Python.

use std::sync::Arc;

use arrow_array::{ArrayRef, BooleanArray, Int64Array, RecordBatch, StringArray};
use hensou::walk::{Found, Walk};
use rayon::prelude::*;

use crate::engine::{Failure, Input, Settings};
use crate::reader::{Reader, Replayed};
use crate::types::Report;

/// An input to read, and whether a walk found it (rather than the caller
/// naming it): a note found in a folder is no record
/// (`hensou::Game::is_note`), and has no row.
pub type Record = (Input, bool);

/// The records `inputs` name: texts and files as given, folders walked
/// into their record files as the command line walks them. A folder that
/// cannot be walked, or in which no record file is found, is an input
/// error, as a file that cannot be read, said in `lang`.
pub fn records(inputs: Vec<Input>, lang: hensou::Lang) -> Result<Vec<Record>, Failure> {
    let mut out = Vec::new();
    for input in inputs {
        match input {
            Input::Path(dir) if dir.is_dir() => {
                for found in
                    hensou::walk::expand(&[dir], Walk::default(), hensou::registry::builtin()).found
                {
                    match found {
                        Found::File(path) => out.push((Input::Path(path), true)),
                        Found::Error { path, message } => {
                            let said = hensou::msg!("usage-io", path = path, reason = message);
                            return Err(Failure::Input(said.render(lang)));
                        }
                    }
                }
            }
            other => out.push((other, false)),
        }
    }
    Ok(out)
}

/// `row` of every game of `inputs`, in their order: the files on every
/// core, and the games of each window of a file (a large archive is one
/// file) too. The first failure, in input order, is the answer.
fn each_game<T: Send>(
    inputs: Vec<Record>,
    settings: &Settings,
    row: impl Fn(Replayed) -> Result<T, Failure> + Sync,
) -> Result<Vec<T>, Failure> {
    let files: Vec<Result<Vec<T>, Failure>> = inputs
        .into_par_iter()
        .map(|(input, walked)| {
            let mut reader = Reader::open_any(input, settings)?;
            let mut rows = Vec::new();
            while let Some(window) = reader.next_window() {
                let window = window?;
                // A window of bytes that are no text has one game: saying so.
                let games = window.games().count().max(1);
                let (options, lang) = (reader.options(), reader.lang());
                let read: Vec<Option<Result<T, Failure>>> = (0..games)
                    .into_par_iter()
                    .map(|index| {
                        Replayed::new(&window, index, options, lang)
                            .filter(|game| !(walked && game.note))
                            .map(&row)
                    })
                    .collect();
                for game in read.into_iter().flatten() {
                    rows.push(game?);
                }
            }
            Ok(rows)
        })
        .collect();
    let mut rows = Vec::new();
    for file in files {
        rows.extend(file?);
    }
    Ok(rows)
}

/// A table of named columns, each with whether it may hold nulls.
fn batch(columns: Vec<(&str, ArrayRef, bool)>) -> Result<RecordBatch, Failure> {
    RecordBatch::try_from_iter_with_nullable(columns).map_err(|e| Failure::Other(e.to_string()))
}

/// A text column: `value` of every row, null where it is `None`.
fn text<'r, T: 'r>(rows: &'r [T], value: impl Fn(&'r T) -> Option<&'r str>) -> ArrayRef {
    Arc::new(rows.iter().map(value).collect::<StringArray>())
}

/// A number column (Int64, as Python's and pandas' integers).
fn count<T>(rows: &[T], value: impl Fn(&T) -> Option<usize>) -> ArrayRef {
    Arc::new(
        rows.iter()
            .map(|r| value(r).map(|n| n as i64))
            .collect::<Int64Array>(),
    )
}

/// One game's row: its report, and the tags a researcher groups by.
struct GameRow {
    report: Report,
    event: Option<String>,
    date: Option<String>,
}

impl GameRow {
    fn of(game: Replayed) -> GameRow {
        // `Event` and `Date` are KIF's 棋戦 and 開始日時 and CSA's $EVENT
        // and $START_TIME as the readers name them.
        let event = game.tag("Event");
        let date = game.tag("Date");
        GameRow {
            report: game.report,
            event,
            date,
        }
    }

    /// The first problem that is an error: the game's verdict.
    fn first_error(&self) -> Option<&crate::types::Problem> {
        self.report.problems.iter().find(|p| p.severity == "error")
    }
}

/// A row a game of `inputs`: where it is, its game and rules, players,
/// event, date, result and winner, and its verdict with its first error.
pub fn games(inputs: Vec<Record>, settings: &Settings) -> Result<RecordBatch, Failure> {
    let rows = each_game(inputs, settings, |game| Ok(GameRow::of(game)))?;
    let r = rows.as_slice();
    batch(vec![
        ("file", text(r, |g| Some(&g.report.file)), false),
        ("game", count(r, |g| Some(g.report.game)), false),
        ("variant", text(r, |g| g.report.variant), true),
        ("rules", text(r, |g| g.report.rules.as_deref()), true),
        (
            "first_player",
            text(r, |g| g.report.first_player.as_deref()),
            true,
        ),
        (
            "second_player",
            text(r, |g| g.report.second_player.as_deref()),
            true,
        ),
        ("event", text(r, |g| g.event.as_deref()), true),
        ("date", text(r, |g| g.date.as_deref()), true),
        ("result", text(r, |g| g.report.result.as_deref()), true),
        ("winner", text(r, |g| g.report.winner), true),
        ("reason", text(r, |g| g.report.reason.as_deref()), true),
        ("plies", count(r, |g| Some(g.report.plies)), false),
        (
            "valid",
            Arc::new(
                r.iter()
                    .map(|g| Some(g.report.valid))
                    .collect::<BooleanArray>(),
            ),
            false,
        ),
        (
            "error",
            text(r, |g| g.first_error().map(|p| p.code.as_str())),
            true,
        ),
        (
            "error_ply",
            count(r, |g| g.first_error().and_then(|p| p.ply)),
            true,
        ),
    ])
}

/// Which position string a row of `plies_table` carries.
#[derive(Clone, Copy, Debug)]
pub enum Positions {
    Before,
    After,
}

impl Positions {
    /// The column's name.
    fn column(self) -> &'static str {
        match self {
            Positions::Before => "position_before",
            Positions::After => "position_after",
        }
    }
}

/// The plies of one game.
struct GamePlies {
    file: Arc<str>,
    game: usize,
    numbers: Vec<usize>,
    moves: Vec<String>,
    /// The position strings at the start and after each ply, when asked.
    positions: Vec<String>,
}

/// The notation a game's moves are printed in when none is named: USI
/// where the game has it (shogi, Shogi no Otomo), else its first.
fn default_notation(variant: &str) -> Option<&'static str> {
    let notations = hensou::Position::new(variant, None).ok()?.notations();
    notations
        .iter()
        .find(|n| **n == "usi")
        .or(notations.first())
        .copied()
}

fn plies_of(
    game: Replayed,
    notation: Option<&str>,
    positions: Option<Positions>,
) -> Result<GamePlies, Failure> {
    let notation = notation.or_else(|| game.report.variant.and_then(default_notation));
    let moves = match notation {
        Some(notation) => game.moves_in(notation)?,
        None => Vec::new(),
    };
    Ok(GamePlies {
        file: Arc::from(game.report.file.as_str()),
        game: game.report.game,
        numbers: game.ply_numbers(),
        moves,
        positions: match positions {
            Some(_) => game.positions().to_vec(),
            None => Vec::new(),
        },
    })
}

/// A row a ply played of every game of `inputs`: its file, game and number,
/// the move in `notation` (by default USI where the game has it, else its
/// first notation), and, when asked, the position string before or after
/// it. A notation a game lacks fails as `Game.moves` does.
pub fn plies(
    inputs: Vec<Record>,
    settings: &Settings,
    notation: Option<&str>,
    positions: Option<Positions>,
) -> Result<RecordBatch, Failure> {
    let games = each_game(inputs, settings, |game| plies_of(game, notation, positions))?;
    // (game, index of the ply in it), a row each.
    let rows: Vec<(&GamePlies, usize)> = games
        .iter()
        .flat_map(|g| (0..g.numbers.len()).map(move |i| (g, i)))
        .collect();
    let r = rows.as_slice();
    let mut columns = vec![
        ("file", text(r, |(g, _)| Some(g.file.as_ref())), false),
        ("game", count(r, |(g, _)| Some(g.game)), false),
        ("ply", count(r, |(g, i)| Some(g.numbers[*i])), false),
        (
            "move",
            text(r, |(g, i)| g.moves.get(*i).map(String::as_str)),
            true,
        ),
    ];
    if let Some(which) = positions {
        let at = match which {
            Positions::Before => 0,
            Positions::After => 1,
        };
        columns.push((
            which.column(),
            text(r, |(g, i)| g.positions.get(i + at).map(String::as_str)),
            true,
        ));
    }
    batch(columns)
}
