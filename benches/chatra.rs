//! Chatra move generation: perft from both starts and move generation in
//! a crowded middle game; and validation of the valid records, as
//! `hensou validate` runs it (plies/s).

mod common;

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use hensou::game::Rules;
use hensou::variants::chatra::Chatra;

/// A middle game: 60 plies of a deterministic random game.
fn middle_game() -> <Chatra as Rules>::Position {
    let mut pos = common::start::<Chatra>("1994-12");
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
    let standard = common::start::<Chatra>("1994-12");
    let oki = common::start::<Chatra>("oki");
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
    common::valid_fixtures(c, "chatra", "chatra-validate");
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = perft, validate
}
criterion_main!(benches);
