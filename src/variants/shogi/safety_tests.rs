//! The one-move legality test ([`super::safety::is_legal`]) against the
//! legal-move list, which the generator builds with its own conditions, on
//! every move a record could name: all origins and destinations, both
//! promotion flags, every drop.

use super::tests::Rng;
use super::*;
use crate::game::MoveList as List;
use bitboard::{Squares, bit};
use board::{KINDS, Kind};

/// Positions to start from: the even start, the crowded ones of the perft
/// tables (many drops, 593 moves), the pawn-drop mates and pins of the
/// special positions, a check to block by a drop and a double check.
const STARTS: &[&str] = &[
    usi::START_SFEN,
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "8k/9/6NG1/9/9/9/9/9/K8 b P 1",
    "R6gk/9/7G1/9/9/9/9/9/K8 b P 1",
    "4k4/R8/2N3N2/9/9/9/9/9/K8 b P 1",
    "ln1g1ksnl/1s3rg2/p1pppp1p1/6p1p/Pp7/1P1bPP2P/B1PPR1PP1/3G1K2L/LNS2GSN1 b - 27",
    "4k4/9/9/9/9/9/9/9/4R3K w g 1",
    "4k4/9/9/9/7gB/9/9/9/4R3K w g 1",
];

fn position(sfen: &str) -> Position {
    Shogi::read_position(&Shogi::configure(&RuleSpec::default()).unwrap(), sfen).unwrap()
}

/// Every move a record could name in `b`: from each square of the side to
/// move's pieces and from `others`, to every square, with and without
/// promotion; and a drop of every kind on every square.
fn named_moves(b: &Board, others: [usize; 3]) -> Vec<Move> {
    let origins = b.by_colour[b.side] | others.iter().fold(0, |bb, &sq| bb | bit(sq));
    let mut out = Vec::new();
    for from in Squares(origins) {
        for to in 0..81 {
            out.push(Move::board(from, to, false));
            out.push(Move::board(from, to, true));
        }
    }
    for kind in KINDS {
        out.extend((0..81).map(|to| Move::drop(kind, to)));
    }
    out
}

/// Whether playing `mv` puts the opponent in check.
fn gives_check(pos: &Position, mv: Move) -> bool {
    let mut after = pos.board;
    after.make(mv);
    after.in_check()
}

/// Checks every named move of the positions along a game from `sfen`,
/// played with `rng`: each second ply a check when there is one, so that
/// positions in check, pins and pawn-drop mates come often.
fn agrees_along_a_game(sfen: &str, rng: &mut Rng, plies: usize) -> usize {
    let mut pos = position(sfen);
    let mut checked = 0;
    for ply in 0..plies {
        assert_eq!(pos.safety, KingSafety::of(&pos.board), "ply {ply}");
        let mut legal = List::new();
        Shogi::legal_moves(&pos, &mut legal);
        let others = [rng.below(81), rng.below(81), rng.below(81)];
        for mv in named_moves(&pos.board, others) {
            let listed = legal.contains(&mv);
            assert_eq!(
                Shogi::is_legal(&pos, &mv),
                listed,
                "{} {mv:?}",
                usi::write_sfen(&pos.board)
            );
            checked += usize::from(listed);
        }
        if legal.is_empty() {
            break;
        }
        let mut checks: Vec<Move> = legal.to_vec();
        checks.retain(|&m| ply % 2 == 0 && gives_check(&pos, m));
        let mv = match checks.len() {
            0 => legal[rng.below(legal.len())],
            n => checks[rng.below(n)],
        };
        Shogi::play(&mut pos, &mv);
    }
    checked
}

#[test]
fn the_starts_hold_checks_pins_and_pawn_drop_mates() {
    let pinned = position(STARTS[6]);
    assert_ne!(pinned.safety().pinned, 0);
    let checks = |sfen: &str| position(sfen).safety().checkers.count_ones();
    assert_eq!((checks(STARTS[7]), checks(STARTS[8])), (1, 2));
    for sfen in &STARTS[3..5] {
        let mates = position(sfen);
        let drop = Move::drop(Kind::Pawn, usi::parse_square(b"1b").unwrap());
        assert!(gives_check(&mates, drop) && !Shogi::is_legal(&mates, &drop));
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    #[test]
    fn the_one_move_test_agrees_with_the_legal_moves(
        seed in 1u64..u64::MAX,
        start in 0..STARTS.len(),
    ) {
        let legal = agrees_along_a_game(STARTS[start], &mut Rng(seed), 80);
        proptest::prop_assert!(legal > 0);
    }
}

/// `mv` made piece by piece with the board's `remove` and `put`, as moves
/// were made before they were keyed in place.
fn made_piece_by_piece(b: &Board, mv: Move) -> Board {
    let (mut after, us) = (*b, b.side);
    let kind = match mv.from() {
        Some(from) => {
            let moving = after.remove(from).expect("a move starts on a piece").kind;
            if let Some(taken) = after.remove(mv.to()) {
                after.hands[us][taken.kind.unpromoted() as usize] += 1;
            }
            if mv.promote() {
                moving.promoted()
            } else {
                moving
            }
        }
        None => {
            let kind = mv.dropped().expect("a drop");
            after.hands[us][kind as usize] -= 1;
            kind
        }
    };
    after.put(mv.to(), board::Piece { kind, colour: us });
    after.side ^= 1;
    after.move_number += 1;
    after
}

/// Every legal move of the positions along a random game from `sfen`, made
/// in place, gives the board made piece by piece, its key counted afresh,
/// and the king's safety found from the move is the one found afresh.
fn moves_made_in_place_agree(sfen: &str, rng: &mut Rng, plies: usize) {
    let mut pos = position(sfen);
    for _ in 0..plies {
        let mut legal = List::new();
        movegen::generate(&pos.board, &mut legal);
        for &mv in legal.iter() {
            let mut after = pos.board;
            let key = after.make_keyed(mv, pos.board.key());
            assert_eq!(after, made_piece_by_piece(&pos.board, mv), "{mv:?}");
            assert_eq!(key, after.key(), "{mv:?}");
            let fresh = KingSafety::of(&after);
            assert_eq!(KingSafety::after_move(&after, mv.to()), fresh, "{mv:?}");
        }
        if legal.is_empty() {
            break;
        }
        Shogi::play(&mut pos, &legal[rng.below(legal.len())]);
        assert_eq!(pos.safety, KingSafety::of(&pos.board));
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    #[test]
    fn a_move_made_in_place_agrees_with_one_made_afresh(
        seed in 1u64..u64::MAX,
        start in 0..STARTS.len(),
    ) {
        moves_made_in_place_agree(STARTS[start], &mut Rng(seed), 120);
    }
}
