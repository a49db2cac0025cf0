//! The pipeline's consumer trait used from outside the crate, as a library
//! user would: a consumer that stops a game early, and one that collects
//! the problems (which must be the validation report's), and the position
//! list.

use std::ops::ControlFlow;

use hensou::diagnostic::Problem;
use hensou::pipeline::{self, End, Options, Played, PositionList, Visitor};
use hensou::record::GameRecord;
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
