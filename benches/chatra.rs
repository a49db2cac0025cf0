//! Chatra move generation: perft from both starts and move generation in
//! a crowded middle game; and validation of the valid records, as
//! `hensou validate` runs it (plies/s).

mod common;

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use hensou::game::MoveList;
use hensou::game::{Perft, Rules};
use hensou::replay::{self, Options};
use hensou::variants::chatra::Chatra;
use hensou::{Reading, formats};

/// A middle game: 60 plies of a deterministic random game.
fn middle_game() -> <Chatra as Rules>::Position {
    let mut pos = common::start::<Chatra>("1994-12");
    let mut state = 7u64;
    let mut moves = MoveList::new();
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
        let mut out = MoveList::new();
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

/// A forum post of about 0.9 MB read and checked, on one line and with a
/// line for each move: the two must cost about the same (a reader that
/// looks back over the line at every move took 3 s on the one line).
fn one_line_post(c: &mut Criterion) {
    let fixture = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/chatra/valid/engine-01.pgn"
    ))
    .expect("the fixture");
    let moves: Vec<&str> = fixture
        .split_whitespace()
        .filter_map(|w| w.split_once('.').map(|(_, m)| m))
        .filter(|m| !m.is_empty())
        .collect();
    let post = |between: &str| {
        let mut text = String::from("[Variant \"chatra\"]\n");
        while text.len() < 900_000 {
            for (k, m) in moves.iter().enumerate() {
                text.push_str(&format!("{}.{m} a good move, 1994.11.07{between}", k + 1));
            }
        }
        text
    };
    let mut group = c.benchmark_group("chatra forum post 0.9 MB");
    for (name, text) in [("one line", post(" ")), ("a line a move", post("\n"))] {
        group.throughput(criterion::Throughput::Bytes(text.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                for game in formats::read(&text, Reading::Forum) {
                    black_box(replay::run(&text, &game, &Options::default()));
                }
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = perft, validate, one_line_post
}
criterion_main!(benches);
