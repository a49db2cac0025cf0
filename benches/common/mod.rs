//! What the game benchmarks share: start positions by rule set, and every
//! record of a game's valid fixtures read and replayed as `hensou validate`
//! runs them.

use criterion::{Criterion, Throughput, black_box};
use hensou::game::{Configure, RuleSpec};
use hensou::replay;
use hensou::{Reading, formats};

/// The start position of `G` under the rule set `rules`.
pub fn start<G: Configure>(rules: &str) -> G::Position {
    G::start(&G::configure(&RuleSpec::parse(rules)).unwrap())
}

/// Benchmark `group`/`valid-fixtures`: every record of
/// fixtures/`game`/valid read and checked ply by ply (throughput in plies).
pub fn valid_fixtures(c: &mut Criterion, game: &str, group: &str) {
    let dir = format!("{}/fixtures/{game}/valid", env!("CARGO_MANIFEST_DIR"));
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        texts.push(std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    let options = replay::Options::default();
    let run_all = || {
        let mut plies = 0;
        for t in &texts {
            for g in formats::read(t, Reading::Auto) {
                plies += black_box(replay::run(t, &g, &options)).plies.len();
            }
        }
        plies
    };
    let mut group = c.benchmark_group(group);
    group.throughput(Throughput::Elements(run_all() as u64));
    group.bench_function("valid-fixtures", |b| b.iter(run_all));
    group.finish();
}
