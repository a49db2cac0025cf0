//! Every game's legal games, written in a post or a mail the ways players
//! number their moves (docs/FORUM-POSTS.md), read back whole: valid, with
//! exactly the plies written and no error. The games are hensou's own
//! (`registry::builtin`), each under its default rules, played at random
//! from the start and printed in the game's first notation.

use hensou::{Options, Position, Reading, Source};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// A legal game of `game` from its start, one ply a pick (the pick-th legal
/// move, modulo their number), cut short where the game ends.
fn random_game(game: &str, picks: &[usize]) -> Vec<String> {
    let mut position = Position::new(game, None).expect("a builtin game");
    let mut moves = Vec::new();
    for pick in picks {
        let legal = position.legal_moves(None).expect("the first notation");
        if legal.is_empty() || position.outcome().is_some() {
            break;
        }
        let chosen = legal[pick % legal.len()].clone();
        position.play(&chosen).expect("a legal move plays");
        moves.push(chosen);
    }
    moves
}

/// The plies as turns: the first player's ply and the reply, if any.
fn turns(moves: &[String]) -> impl Iterator<Item = (usize, &str, Option<&str>)> {
    moves
        .chunks(2)
        .enumerate()
        .map(|(k, turn)| (k + 1, turn[0].as_str(), turn.get(1).map(String::as_str)))
}

/// One way a player numbers a game's moves: the lines of the record.
struct Layout {
    name: &'static str,
    /// Whether it numbers per turn (a blank then parts a turn's plies, so
    /// a move with a blank in it cannot be written this way).
    per_turn: bool,
    /// The annotation mark written on each turn's first move, if any: the
    /// ply may be read with it where the game's notation has it (Shelt's
    /// `!`, a move that attacks the enemy moon).
    mark: &'static str,
    /// Whether the record alone, which hensou reads as a PGN-style record
    /// rather than a post (docs/FORUM-POSTS.md, "Records"), reads too. Not
    /// with a mark or comma stuck to a turn's first move: a record refuses
    /// text stuck to a move (`1. e11, Oc3` in Chatra is `notation::trailing`,
    /// `1. 2g2f! 8c8d` in shogi `notation::syntax`), though the page says a
    /// record reads every form a post does. Left out, and reported.
    in_record: bool,
    lines: fn(&[String]) -> Vec<String>,
}

/// Per turn, one turn a line, `between` the two plies of a turn.
fn per_turn(moves: &[String], between: &str) -> Vec<String> {
    turns(moves)
        .map(|(n, a, b)| match b {
            Some(b) => format!("{n}. {a}{between}{b}"),
            None => format!("{n}. {a}"),
        })
        .collect()
}

const LAYOUTS: &[Layout] = &[
    Layout {
        name: "per ply, blanks between",
        per_turn: false,
        mark: "",
        in_record: true,
        lines: |moves| {
            let numbered: Vec<String> = (moves.iter().enumerate())
                .map(|(k, m)| format!("{}.{m}", k + 1))
                .collect();
            vec![numbered.join(" ")]
        },
    },
    Layout {
        name: "per ply, one a line",
        per_turn: false,
        mark: "",
        in_record: true,
        lines: |moves| {
            (moves.iter().enumerate())
                .map(|(k, m)| format!("{}.{m}", k + 1))
                .collect()
        },
    },
    Layout {
        name: "per turn, `N. a b`",
        per_turn: true,
        mark: "",
        in_record: true,
        lines: |moves| per_turn(moves, " "),
    },
    Layout {
        name: "per turn, `N. a, b`",
        per_turn: true,
        mark: "",
        in_record: false,
        lines: |moves| per_turn(moves, ", "),
    },
    Layout {
        name: "per turn, `N. a! b`",
        per_turn: true,
        mark: "!",
        in_record: false,
        lines: |moves| per_turn(moves, "! "),
    },
    Layout {
        name: "per turn, `N. a?! b`",
        per_turn: true,
        mark: "?!",
        in_record: false,
        lines: |moves| per_turn(moves, "?! "),
    },
    Layout {
        name: "per turn, `N. a N... b`",
        per_turn: true,
        mark: "",
        in_record: true,
        lines: |moves| {
            turns(moves)
                .map(|(n, a, b)| match b {
                    Some(b) => format!("{n}. {a} {n}... {b}"),
                    None => format!("{n}. {a}"),
                })
                .collect()
        },
    },
];

/// What stands around the record in the text.
#[derive(Clone, Copy, Debug)]
enum Wrapper {
    /// The record alone.
    Bare,
    /// A mail: a greeting before, a signature (`-- ` and a name) after.
    Mail,
    /// A reply quoting the previous mail's first `quoted` lines of the
    /// record with `> ` before the whole record.
    Reply { quoted: usize },
}

impl Wrapper {
    fn write(self, lines: &[String]) -> String {
        let record = lines.join("\n");
        match self {
            Wrapper::Bare => record,
            Wrapper::Mail => {
                format!("Hi Bob,\n\nhere is our game:\n\n{record}\n\nYour move.\n-- \nAlice\n")
            }
            Wrapper::Reply { quoted } => {
                let quote: Vec<String> = (lines.iter().take(quoted.max(1)))
                    .map(|l| format!("> {l}"))
                    .collect();
                format!(
                    "On Monday, Bob wrote:\n{}\n\nThanks! Then:\n\n{record}\n",
                    quote.join("\n")
                )
            }
        }
    }
}

fn wrapper() -> impl Strategy<Value = Wrapper> {
    prop_oneof![
        Just(Wrapper::Bare),
        Just(Wrapper::Mail),
        (1usize..16).prop_map(|quoted| Wrapper::Reply { quoted }),
    ]
}

/// The plies `text` reads as, as written, or why it does not read whole.
fn read_back(game: &str, text: &str, reading: Reading) -> Result<Vec<String>, String> {
    let source = Source::from_text("post", text);
    let reports: Vec<_> = (source.games_as(reading))
        .map(|g| g.validate(&Options::new().game(game)))
        .collect();
    let [report] = reports.as_slice() else {
        return Err(format!("{} games", reports.len()));
    };
    let errors: Vec<String> = (report.diagnostics().iter())
        .filter(|d| d.is_error())
        .map(|d| format!("{}: {} at `{}`", d.code(), d.message(), d.label()))
        .collect();
    if !report.is_valid() || !errors.is_empty() {
        return Err(format!("not valid: {errors:?}"));
    }
    Ok((report.plies().iter())
        .map(|p| p.text(source.text()).to_string())
        .collect())
}

fn check(
    game: &str,
    layout: &Layout,
    picks: &[usize],
    wrapper: Wrapper,
) -> Result<(), TestCaseError> {
    let moves = random_game(game, picks);
    if layout.per_turn && moves.iter().any(|m| m.contains(char::is_whitespace)) {
        return Ok(());
    }
    let text = wrapper.write(&(layout.lines)(&moves));
    let readings: &[Reading] = match wrapper {
        Wrapper::Bare if !layout.in_record => &[Reading::Forum],
        _ => &[Reading::Auto, Reading::Forum],
    };
    for &reading in readings {
        let read = read_back(game, &text, reading)
            .map_err(|why| TestCaseError::fail(format!("{reading:?}: {why}\n{text}")))?;
        let as_written = |(k, (read, written)): (usize, (&String, &String))| {
            read == written || (k % 2 == 0 && *read == format!("{written}{}", layout.mark))
        };
        prop_assert!(
            read.len() == moves.len() && read.iter().zip(&moves).enumerate().all(as_written),
            "{:?}: read {:?}\n{}",
            reading,
            read,
            text
        );
    }
    Ok(())
}

/// Every game of the registry, in every layout, in every wrapper.
#[test]
fn every_games_legal_games_read_back_from_posts() {
    let registry = hensou::registry::builtin();
    let mut per_turn_games = 0;
    let mut failures = Vec::new();
    for game in registry.names() {
        let sample = random_game(game, &[0; 30]);
        if sample.iter().all(|m| !m.contains(char::is_whitespace)) {
            per_turn_games += 1;
        }
        for layout in LAYOUTS {
            let config = Config {
                cases: 12,
                failure_persistence: None,
                ..Config::default()
            };
            let cases = (prop::collection::vec(any::<usize>(), 6..=30), wrapper());
            let run = TestRunner::new(config).run(&cases, |(picks, wrapper)| {
                check(game, layout, &picks, wrapper)
            });
            if let Err(failure) = run {
                failures.push(format!("{game}, {}: {failure}", layout.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(per_turn_games > 0, "no game was written per turn");
}
