//! Shelt move generation, perft and record replay.

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use hensou::game::MoveList;
use hensou::game::{Perft, PositionText, Rules};
use hensou::variants::shelt::{Config, Shelt};

const MID_GAME: &str = "rav,nen,pin,mir,1,lin,len/din,rez',1,mat,lax,jil,1/2,kun,4/3,tms',3/1,ful,3,zan,1/pal,2,fav',1,gil,ruj/dyu,lis,mel,ser,1,vio,ral A ket/dia tan/mik";

fn bench(c: &mut Criterion) {
    let start = Shelt::start(&Config::default());
    let mid = Shelt::read_position(&Config::default(), MID_GAME).unwrap();
    let mut moves = MoveList::new();
    c.bench_function("shelt legal_moves start", |b| {
        b.iter(|| {
            moves.clear();
            Shelt::legal_moves(black_box(&start), &mut moves);
            moves.len()
        })
    });
    c.bench_function("shelt legal_moves mid-game", |b| {
        b.iter(|| {
            moves.clear();
            Shelt::legal_moves(black_box(&mid), &mut moves);
            moves.len()
        })
    });
    c.bench_function("shelt perft 4 (fast)", |b| {
        b.iter(|| Shelt::perft(black_box(&start), 4))
    });
    c.bench_function("shelt perft 3 mid-game (fast)", |b| {
        b.iter(|| Shelt::perft(black_box(&mid), 3))
    });
    let record = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/shelt/valid/engine-03-native.pgn"
    ))
    .unwrap();
    c.bench_function("shelt replay engine-03 (58 plies)", |b| {
        b.iter(|| {
            let games = hensou::formats::read(black_box(&record), hensou::Reading::Auto);
            let report =
                hensou::replay::run(&record, &games[0], &hensou::replay::Options::default());
            report.plies.len()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
