//! The pipeline's consumer trait used from outside the crate, as a library
//! user would: a consumer that stops a game early, and one that collects
//! the problems (which must be the validation report's), and the position
//! list.

use std::ops::ControlFlow;

use hensou::diagnostic::Problem;
use hensou::pipeline::{self, End, Options, Played, PositionList, Start, Validation, Visitor};
use hensou::record::{GameRecord, Span};
use hensou::session::Session;
use hensou::{Reading, formats};

fn records(path: &str) -> (String, Vec<GameRecord>) {
    let text = std::fs::read_to_string(path).unwrap();
    let records = formats::read(&text, Reading::Auto);
    (text, records)
}

/// Counts the plies played and stops after `stop_at` of them.
struct StopAfter {
    stop_at: usize,
    plies: Vec<usize>,
    ended: bool,
}

impl Visitor for StopAfter {
    fn ply(&mut self, ply: Played<'_>) -> ControlFlow<()> {
        self.plies.push(ply.ply.number());
        match self.plies.len() >= self.stop_at {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    }
    fn end(&mut self, _end: &End) {
        self.ended = true;
    }
}

#[test]
fn a_consumer_stops_a_game_after_n_plies() {
    let (text, games) = records("fixtures/otomo/valid/every-card-1.kif");
    let whole = pipeline::run(&text, &games[0], &Options::default());
    assert!(whole.plies.len() > 5, "the game is longer than the stop");
    let mut consumer = StopAfter {
        stop_at: 5,
        plies: Vec::new(),
        ended: false,
    };
    let session = pipeline::drive(&text, &games[0], &Options::default(), &mut consumer);
    assert_eq!(consumer.plies, [1, 2, 3, 4, 5]);
    assert!(consumer.ended, "the end is told after a break too");
    assert_eq!(
        session.map(|s| s.plies()),
        Some(5),
        "no ply after the break"
    );
}

/// Collects every problem said of a game.
#[derive(Default)]
struct Problems(Vec<Problem>);

impl Visitor for Problems {
    fn problem(&mut self, problem: Problem) -> ControlFlow<()> {
        self.0.push(problem);
        ControlFlow::Continue(())
    }
}

#[test]
fn the_problems_a_consumer_collects_are_the_reports() {
    let files = [
        "fixtures/shogi/invalid/nifu.kif",
        "fixtures/shogi/invalid/foul-claim-on-a-legal-move.kif",
        "fixtures/shogi/invalid/ki2-ambiguous.ki2",
        "fixtures/shogi/invalid/csa-bad-piece-code.csa",
        "fixtures/chatra/invalid/adjacent-drop.pgn",
        "fixtures/forum/alquerque-04-mail-illegal-jump.txt",
        "fixtures/forum/alquerque-01-mail-per-turn.txt",
    ];
    let mut errors = 0;
    for file in files {
        let (text, games) = records(file);
        for game in &games {
            let mut problems = Problems::default();
            pipeline::drive(&text, game, &Options::default(), &mut problems);
            let report = pipeline::run(&text, game, &Options::default());
            assert_eq!(problems.0, report.problems, "{file}");
            errors += report.problems.iter().filter(|p| p.is_error()).count();
        }
    }
    assert!(errors >= 5, "the files hold errors to compare ({errors})");
}

/// The position after each ply of the game's line, read back from the
/// game driven only as far as that ply.
fn positions_ply_by_ply(text: &str, game: &GameRecord, plies: usize) -> Vec<String> {
    (1..=plies)
        .map(|n| {
            let options = Options {
                stop_after: Some(n),
                ..Options::default()
            };
            let report = pipeline::run(text, game, &options);
            report.session.unwrap().position_string()
        })
        .collect()
}

#[test]
fn the_position_list_holds_the_position_after_each_ply_of_the_line() {
    let files = [
        "fixtures/shogi/records/kifu-for-windows-branches.kif",
        "fixtures/otomo/valid/every-card-1.kif",
        "fixtures/chatra/compare/1994-11-vs-1994-12.pgn",
    ];
    let mut variations = 0;
    for file in files {
        let (text, games) = records(file);
        let game = &games[0];
        let mut list = PositionList::default();
        pipeline::drive(&text, game, &Options::default(), &mut list);
        let report = pipeline::run(&text, game, &Options::default());
        variations += report.variations.len();
        assert!(!report.plies.is_empty(), "{file} has plies");
        let expected = positions_ply_by_ply(&text, game, report.plies.len());
        assert_eq!(list.positions, expected, "{file}");
    }
    assert!(
        variations > 0,
        "a file has variations, whose plies are left out"
    );
}

#[test]
fn plies_keep_their_positions_only_when_asked() {
    let (text, games) = records("fixtures/shogi/records/kifu-for-windows-branches.kif");
    let plain = pipeline::run(&text, &games[0], &Options::default());
    assert!(plain.plies.iter().all(|p| p.position().is_none()));
    let asked = Options {
        positions: true,
        ..Options::default()
    };
    let kept = pipeline::run(&text, &games[0], &asked);
    let positions: Vec<_> = kept
        .plies
        .iter()
        .map(|p| p.position().map(str::to_string))
        .collect();
    let expected = positions_ply_by_ply(&text, &games[0], kept.plies.len());
    assert_eq!(
        positions,
        expected.into_iter().map(Some).collect::<Vec<_>>()
    );
}

/// The validation, watching the game before each ply: a consumer that
/// wants [`Visitor::before_ply`] has the driver ask the game step by step.
#[derive(Default)]
struct Watching {
    validation: Validation,
    /// The plies played before each ply was read.
    before: Vec<usize>,
}

impl Visitor for Watching {
    fn begin(&mut self, start: &Start<'_>) -> ControlFlow<()> {
        self.validation.begin(start)
    }
    fn problem(&mut self, problem: Problem) -> ControlFlow<()> {
        self.validation.problem(problem)
    }
    fn before_ply(&mut self, before: &dyn Session) -> ControlFlow<()> {
        self.before.push(before.plies());
        ControlFlow::Continue(())
    }
    fn ply(&mut self, ply: Played<'_>) -> ControlFlow<()> {
        self.validation.ply(ply)
    }
    fn begin_variation(&mut self, from_ply: usize, span: Span) -> ControlFlow<()> {
        self.validation.begin_variation(from_ply, span)
    }
    fn end_variation(&mut self, from_ply: usize) -> ControlFlow<()> {
        self.validation.end_variation(from_ply)
    }
}

/// Every record file under `dir` that is UTF-8, sorted.
fn record_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            record_files(&path, out);
        } else if std::fs::read_to_string(&path).is_ok() {
            out.push(path);
        }
    }
    out.sort();
}

/// A ply played in one call to the game (the validation alone, which does
/// not watch the game before a ply) is the ply the game asked step by step
/// plays: the same plies, problems and variations in every fixture, and
/// the watcher told of every ply tried.
#[test]
fn a_ply_played_in_one_call_is_the_ply_played_step_by_step() {
    assert!(!Validation::default().wants_before_ply());
    assert!(Watching::default().wants_before_ply());
    let mut files = Vec::new();
    record_files(std::path::Path::new("fixtures"), &mut files);
    let (mut plies, mut problems) = (0, 0);
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for game in &formats::read(&text, Reading::Auto) {
            let mut plain = Validation::default();
            pipeline::drive(&text, game, &Options::default(), &mut plain);
            let mut watching = Watching::default();
            pipeline::drive(&text, game, &Options::default(), &mut watching);
            let w = &watching.validation;
            assert_eq!(plain.problems, w.problems, "{file:?}");
            let said = |v: &Validation| format!("{:?} {:?}", v.plies, v.variations);
            assert_eq!(said(&plain), said(w), "{file:?}");
            let mut numbers = (w.plies.iter()).map(|p| p.number() - 1);
            assert!(
                numbers.all(|n| watching.before.contains(&n)),
                "{file:?}: every ply played was told before"
            );
            (plies, problems) = (plies + w.plies.len(), problems + w.problems.len());
        }
    }
    assert!(
        plies > 5_000 && problems > 100,
        "{plies} plies, {problems} problems"
    );
}
