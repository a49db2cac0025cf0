//! Shogi move generation and replay speed (see docs/performance/shogi.md).

use criterion::{Criterion, criterion_group, criterion_main};
use hensou::game::{Configure, Perft, PositionText, RuleSpec, Rules};
use hensou::replay;
use hensou::variants::shogi::Shogi;
use hensou::{Reading, formats};

fn perft(c: &mut Criterion) {
    let config = Shogi::configure(&RuleSpec::default()).unwrap();
    let start = Shogi::start(&config);
    c.bench_function("shogi perft(4) from the start, bulk counting", |b| {
        b.iter(|| Shogi::perft(&start, 4))
    });
    let matsuri = Shogi::read_position(
        &config,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
    )
    .unwrap();
    c.bench_function("shogi perft(3) of the matsuri position", |b| {
        b.iter(|| Shogi::perft(&matsuri, 3))
    });
}

fn replay_records(c: &mut Criterion) {
    let text = std::fs::read_to_string("fixtures/shogi/valid/random-80.kif").unwrap();
    let games = formats::read(&text, Reading::Auto);
    c.bench_function("shogi replay of an 80-ply KIF", |b| {
        b.iter(|| {
            replay::run(&text, &games[0], &replay::Options::default())
                .plies
                .len()
        })
    });
}

criterion_group!(benches, perft, replay_records);
criterion_main!(benches);
