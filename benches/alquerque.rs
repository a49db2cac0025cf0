//! Alquerque: perft nodes/s and record replay plies/s.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hensou::game::Perft;
use hensou::variants::alquerque::Alquerque;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("alquerque-perft");
    for (rules, depth) in [("ludii", 6), ("forced-chain", 9), ("seed", 5), ("bell", 5)] {
        let start = common::start::<Alquerque>(rules);
        let nodes = Alquerque::perft(&start, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{rules}-depth-{depth}"), |b| {
            b.iter(|| Alquerque::perft(&start, depth))
        });
    }
    group.finish();
}

/// Every record of fixtures/alquerque/valid read and replayed.
fn replay_fixtures(c: &mut Criterion) {
    common::valid_fixtures(c, "alquerque", "alquerque-replay");
}

criterion_group!(benches, perft, replay_fixtures);
criterion_main!(benches);
