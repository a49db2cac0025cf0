//! Reading records without legality: the bytes a second that every shogi
//! format, and the PGN-style record of every other game, is read and split
//! into games (see docs/PERFORMANCE.md).

#[path = "../examples/random_games/record.rs"]
mod random_record;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hensou::formats::{self, Input};
use hensou::game::{RuleSpec, Rules};
use hensou::record::Element;
use hensou::replay::{self, Options};
use hensou::variants::shogi::Shogi;
use hensou::variants::shogi::usi::move_to_usi;

/// Random legal games, one `position startpos moves …` line each, the same
/// on every run (a fixed xorshift seed).
fn usi_games(games: usize, max_plies: usize) -> String {
    let config = Shogi::configure(&RuleSpec::default()).unwrap();
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut moves = Vec::new();
    let mut text = String::new();
    for _ in 0..games {
        let mut pos = Shogi::start(&config);
        text.push_str("position startpos moves");
        for _ in 0..max_plies {
            moves.clear();
            Shogi::legal_moves(&pos, &mut moves);
            if moves.is_empty() || Shogi::outcome(&pos).is_some() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mv = moves[(state % moves.len() as u64) as usize];
            text.push(' ');
            text.push_str(&move_to_usi(mv));
            Shogi::play(&mut pos, &mv);
        }
        text.push('\n');
    }
    text
}

/// The games of `usi` written as format `to`, as `hensou convert` writes
/// them.
fn convert(usi: &str, to: &str) -> String {
    let options = Options {
        convert_to: Some(to.into()),
        ..Options::default()
    };
    let written: Vec<String> = formats::games(usi, Input::Auto)
        .map(|game| {
            let report = replay::run(usi, &game, &options);
            let out = report.converted.expect("a conversion");
            formats::write(&out, report.numbering, to).text
        })
        .collect();
    written.join(formats::between_games(to))
}

/// Games read and the move runs in them, so that nothing read is unused.
fn read_all(text: &str) -> (usize, usize) {
    formats::games(text, Input::Auto).fold((0, 0), |(games, runs), game| {
        let moves = game
            .movetext
            .iter()
            .filter(|e| matches!(e, Element::Moves { .. }))
            .count();
        (games + 1, runs + moves)
    })
}

fn reading(c: &mut Criterion) {
    let usi = usi_games(200, 300);
    let mut group = c.benchmark_group("shogi records read without legality");
    // JKF reads at a few MB/s: a few samples are enough.
    group.sample_size(20);
    for format in ["usi", "csa", "kif", "ki2", "jkf"] {
        let text = if format == "usi" {
            usi.clone()
        } else {
            convert(&usi, format)
        };
        assert_eq!(read_all(&text).0, 200, "{format}");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(format, |b| b.iter(|| read_all(&text)));
    }
    group.finish();
}

/// Random legal games of `game`, as `random_games` writes them.
fn pgn_games(game: &str, rules: &str, games: usize) -> String {
    let rules = RuleSpec::parse(rules);
    let batch = random_record::Batch {
        variant: hensou::variants::find(game).unwrap(),
        games,
        rules: &rules,
        plies: 300,
        seed: 1,
    };
    let mut out = Vec::new();
    random_record::write(&batch, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn reading_pgn(c: &mut Criterion) {
    let mut group = c.benchmark_group("PGN-style records read without legality");
    for (game, rules, games) in [
        ("otomo", "", 200),
        ("chatra", "", 40),
        ("alquerque", "", 1000),
        ("macedonian", "", 200),
        ("shelt", "", 300),
    ] {
        let text = pgn_games(game, rules, games);
        assert_eq!(read_all(&text).0, games, "{game}");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(game, |b| b.iter(|| read_all(&text)));
    }
    group.finish();
}

criterion_group!(benches, reading, reading_pgn);
criterion_main!(benches);
