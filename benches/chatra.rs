//! Chatra move generation: perft from both starts and move generation in
//! a crowded middle game; and validation of the valid records, as
//! `hensou validate` runs it (plies/s).

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};
use hensou::formats::{self, Input};
use hensou::game::{RuleSpec, Rules};
use hensou::replay;
use hensou::variants::chatra::Chatra;

fn start(rules: &str) -> <Chatra as Rules>::Position {
    Chatra::start(&Chatra::configure(&RuleSpec::parse(rules)).unwrap())
}

/// A middle game: 60 plies of a deterministic random game.
fn middle_game() -> <Chatra as Rules>::Position {
    let mut pos = start("1994-12");
    let mut state = 7u64;
    let mut moves = Vec::new();
    for _ in 0..60 {
        moves.clear();
        Chatra::legal_moves(&pos, &mut moves);
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = moves[(state >> 33) as usize % moves.len()];
        Chatra::play(&mut pos, &mv);
    }
    pos
}

fn perft(c: &mut Criterion) {
    let standard = start("1994-12");
    let oki = start("oki");
    c.bench_function("chatra perft standard depth 2", |b| {
        b.iter(|| Chatra::perft(black_box(&standard), 2))
    });
    c.bench_function("chatra perft oki depth 3", |b| {
        b.iter(|| Chatra::perft(black_box(&oki), 3))
    });
    let mid = middle_game();
    c.bench_function("chatra legal moves, middle game", |b| {
        let mut out = Vec::with_capacity(256);
        b.iter(|| {
            out.clear();
            Chatra::legal_moves(black_box(&mid), &mut out);
            out.len()
        })
    });
    c.bench_function("chatra perft middle game depth 2", |b| {
        b.iter(|| Chatra::perft(black_box(&mid), 2))
    });
}

/// Every record of fixtures/chatra/valid read and checked ply by ply.
fn validate(c: &mut Criterion) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/chatra/valid");
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        texts.push(std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    let options = replay::Options::default();
    let run_all = || {
        let mut plies = 0;
        for t in &texts {
            for g in formats::read(t, Input::Auto) {
                plies += black_box(replay::run(t, &g, &options)).plies.len();
            }
        }
        plies
    };
    let mut group = c.benchmark_group("chatra-validate");
    group.throughput(Throughput::Elements(run_all() as u64));
    group.bench_function("valid-fixtures", |b| b.iter(run_all));
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = perft, validate
}
criterion_main!(benches);
