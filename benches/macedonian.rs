//! Move generation, perft and record replay of Macedonian shogi.

use criterion::{Criterion, criterion_group, criterion_main};
use hensou::game::MoveList;
use hensou::game::{Perft, PositionText, RuleSpec, Rules};
use hensou::variants::macedonian::{Config, Macedonian};

/// A middle-game position with lone arrows, hands and a passed crown.
const MIDGAME: &str = "a''ng1sgn1/p2X1h1p/4h1p1/8/1p1A4/1PHHH3/P4HPP/A''NGSKGNA'' b 2Hx 21";

fn bench(c: &mut Criterion) {
    let config = Config::default();
    let start = Macedonian::start(&config);
    let midgame = Macedonian::read_position(&config, MIDGAME).expect("a position");
    c.bench_function("macedonian legal_moves start", |b| {
        let mut out = MoveList::new();
        b.iter(|| {
            out.clear();
            Macedonian::legal_moves(std::hint::black_box(&start), &mut out);
            out.len()
        })
    });
    c.bench_function("macedonian legal_moves midgame", |b| {
        let mut out = MoveList::new();
        b.iter(|| {
            out.clear();
            Macedonian::legal_moves(std::hint::black_box(&midgame), &mut out);
            out.len()
        })
    });
    c.bench_function("macedonian perft 4 start", |b| {
        b.iter(|| Macedonian::perft(&start, 4))
    });
    c.bench_function("macedonian perft 3 midgame", |b| {
        b.iter(|| Macedonian::perft(&midgame, 3))
    });
    let escape = Macedonian::start(&Config {
        must_escape_check: true,
    });
    c.bench_function("macedonian perft 3 start must_escape_check", |b| {
        b.iter(|| Macedonian::perft(&escape, 3))
    });
    let record = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/macedonian/valid/engine-04.pgn"
    ))
    .expect("fixture");
    c.bench_function("macedonian validate engine-04 (53 plies)", |b| {
        b.iter(|| {
            let games = hensou::record::pgn::read(&record);
            let report = hensou::replay::run(
                &record,
                &games[0],
                &hensou::replay::Options {
                    rules: RuleSpec::default(),
                    ..Default::default()
                },
            );
            assert!(report.valid());
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
