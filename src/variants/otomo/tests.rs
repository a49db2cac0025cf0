//! Perft tables and special positions (research/anchors.md §4).

use super::*;

fn position(sfen: &str) -> Position {
    Otomo::read_position(&Otomo::configure(&RuleSpec::default()).unwrap(), sfen).unwrap()
}

fn perfts(sfen: &str, expected: &[u64]) {
    let pos = position(sfen);
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(Otomo::perft(&pos, d as u32 + 1), n, "perft({}) of {sfen}", d + 1);
    }
}

#[test]
fn perft_from_the_start_to_depth_5() {
    perfts(usi::START_SFEN, &[30, 900, 25_470, 719_731, 19_861_490]);
}

#[test]
#[ignore = "547 million leaves; run with --ignored in release mode"]
fn perft_from_the_start_depth_6() {
    assert_eq!(Otomo::perft(&position(usi::START_SFEN), 6), 547_581_517);
}

#[test]
fn perft_of_the_593_move_position() {
    perfts("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", &[593, 105_677]);
}

#[test]
fn perft_of_the_matsuri_position() {
    perfts("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", &[207, 28_684, 4_809_015]);
}

#[test]
fn sixteen_pawns_in_hand_respect_nifu_and_dead_squares() {
    perfts("4k4/9/9/9/9/9/9/9/9 b 16P 1", &[72, 355]);
}
