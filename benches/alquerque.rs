//! Alquerque: perft nodes/s and record replay plies/s.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hensou::formats::{self, Input};
use hensou::game::{RuleSpec, Rules};
use hensou::replay;
use hensou::variants::alquerque::Alquerque;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("alquerque-perft");
    for (rules, depth) in [("ludii", 6), ("forced-chain", 9), ("seed", 5), ("bell", 5)] {
        let start = Alquerque::start(&Alquerque::configure(&RuleSpec::parse(rules)).unwrap());
        let nodes = Alquerque::perft(&start, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{rules}-depth-{depth}"), |b| {
            b.iter(|| Alquerque::perft(&start, depth))
        });
    }
    group.finish();
}

fn replay_fixtures(c: &mut Criterion) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/alquerque/valid");
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        texts.push(std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    let options = replay::Options::default();
    let options = &options;
    let plies: usize = texts
        .iter()
        .flat_map(|t| {
            formats::read(t, Input::Auto)
                .into_iter()
                .map(move |g| replay::run(t, &g, options).plies.len())
        })
        .sum();
    let mut group = c.benchmark_group("alquerque-replay");
    group.throughput(Throughput::Elements(plies as u64));
    group.bench_function("valid-fixtures", |b| {
        b.iter(|| {
            for t in &texts {
                for g in formats::read(t, Input::Auto) {
                    std::hint::black_box(replay::run(t, &g, options));
                }
            }
        })
    });
    group.finish();
}

criterion_group!(benches, perft, replay_fixtures);
criterion_main!(benches);
