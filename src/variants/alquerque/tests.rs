//! Rules tests: the perft tables of DECISIONS.md, the seed's worked
//! examples, and one test per rule that fails if the rule is wrong.

use super::config::{Preset, configure};
use super::notation::{Algebraic, Numeric};
use super::*;
use crate::game::{Notation, RuleSpec, Rules, Side};
use crate::rule_id::RuleId;

fn config(spec: &str) -> Config {
    configure(&RuleSpec::parse(spec)).unwrap()
}

fn pos(spec: &str, fen: &str) -> Position {
    Alquerque::read_position(&config(spec), fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    let mut out = MoveList::new();
    Alquerque::legal_moves(p, &mut out);
    let mut s: Vec<String> = out.iter().map(|m| Algebraic.print(p, m)).collect();
    s.sort();
    s
}

fn play(p: &mut Position, text: &str) {
    let parsed = Algebraic.parse(text).unwrap();
    let mv = Algebraic.resolve(p, &parsed.text).unwrap();
    Alquerque::check(p, &mv).unwrap_or_else(|v| panic!("{text}: {v:?}"));
    Alquerque::play(p, &mv);
}

fn violation(p: &Position, text: &str) -> RuleId {
    let mv = Algebraic.parse(text).unwrap().text;
    Alquerque::check(p, &mv).expect_err(text).rule
}

#[test]
fn perft_ludii_matches_the_published_table() {
    let start = Alquerque::start(&Preset::Ludii.config());
    let expected = [4, 8, 33, 210, 1430, 10262, 81306, 717196];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(
            Alquerque::perft(&start, depth as u32 + 1),
            nodes,
            "depth {}",
            depth + 1
        );
    }
}

#[test]
fn perft_forced_chain_matches_the_published_table() {
    let start = Alquerque::start(&Preset::ForcedChain.config());
    let expected = [4, 5, 6, 12, 29, 109, 541, 2730, 14375, 83003];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(
            Alquerque::perft(&start, depth as u32 + 1),
            nodes,
            "depth {}",
            depth + 1
        );
    }
}

#[test]
fn fast_perft_agrees_with_the_plain_tree_walk_under_every_rule_set() {
    fn slow(p: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut ms = MoveList::new();
        Alquerque::legal_moves(p, &mut ms);
        ms.iter()
            .map(|m| {
                let mut n = *p;
                Alquerque::play(&mut n, m);
                slow(&n, depth - 1)
            })
            .sum()
    }
    for spec in [
        "seed",
        "bell",
        "bell;return=turn-start",
        "bell;return=game-start",
        "ludii",
        "forced-chain",
    ] {
        let start = Alquerque::start(&config(spec));
        assert_eq!(Alquerque::perft(&start, 5), slow(&start, 5), "{spec}");
    }
}

#[test]
fn seed_first_player_has_four_moves_and_no_capture() {
    // Seed NOTE: the first move can never capture.
    let start = Alquerque::start(&Preset::Seed.config());
    assert_eq!(moves(&start), ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]);
}

#[test]
fn worked_example_c2_c3_is_answered_by_c4xc2_then_c1xc3() {
    // research/rules.md §3.4: after 1.c2-c3 the second player's only move of
    // any kind (captures compulsory) is c4xc2; then the first player's only
    // capture is c1xc3, and neither sequence continues.
    let mut p = Alquerque::start(&Preset::ForcedChain.config());
    play(&mut p, "c2-c3");
    assert_eq!(moves(&p), ["c4xc2"]);
    play(&mut p, "c4xc2");
    let captures: Vec<String> = moves(&p).into_iter().filter(|m| m.contains('x')).collect();
    assert_eq!(captures, ["c1xc3"]);
    // Under the seed's rules the capture is not forced, but it is the only one.
    let mut s = Alquerque::start(&Preset::Seed.config());
    play(&mut s, "c2-c3");
    let caps: Vec<String> = moves(&s).into_iter().filter(|m| m.contains('x')).collect();
    assert_eq!(caps, ["c4xc2"]);
}

/// White: a1, c3. Black: c4, e5. White's c3 can capture c4.
const HUFF_SETUP: &str = "4B/2B2/2W2/5/W4 w - -";

#[test]
fn a_missed_capture_must_be_huffed_before_the_next_move() {
    let mut p = pos("seed", HUFF_SETUP);
    assert!(moves(&p).contains(&"c3xc5".to_string()));
    play(&mut p, "a1-b1"); // a step although c3 could capture
    assert_eq!(Alquerque::write_position(&p), "4B/2B2/2W2/5/1W3 b c3 -");
    // Every Black turn now starts by huffing c3.
    assert!(
        moves(&p).iter().all(|m| m.starts_with("*c3 ")),
        "{:?}",
        moves(&p)
    );
    assert_eq!(violation(&p, "c4-d4"), AlquerqueRule::HuffMissing);
    assert_eq!(violation(&p, "*b1 c4-d4"), AlquerqueRule::HuffWrongPiece);
    play(&mut p, "*c3 c4-d4");
    assert_eq!(p.count(Side::First), 1);
}

#[test]
fn a_capturer_that_moves_away_is_huffed_where_it_stands() {
    let mut p = pos("seed", HUFF_SETUP);
    play(&mut p, "c3-d3");
    assert_eq!(p.huffable, Point::at(3, 2).unwrap().bit(), "huffed on d3");
}

#[test]
fn no_huff_after_a_capture_or_a_stopped_chain() {
    let mut p = pos("seed", HUFF_SETUP);
    play(&mut p, "c3xc5");
    assert_eq!(p.huffable, 0);
    assert_eq!(violation(&p, "*c5 e5-e4"), AlquerqueRule::HuffNotDue);
}

#[test]
fn huffing_the_last_piece_ends_the_game_with_the_huff_alone() {
    // White's only piece d3 could capture c3 and stepped instead.
    let mut p = pos("seed", "4B/5/2BW1/5/5 w - -");
    play(&mut p, "d3-d2");
    assert_eq!(moves(&p), ["*d2"]);
    play(&mut p, "*d2");
    let o = Alquerque::outcome(&p).unwrap();
    assert_eq!(
        (o.winner, o.reason.as_str()),
        (Some(Side::Second), "all-captured")
    );
}

#[test]
fn huffs_are_recorded_choices_counted_with_the_move_in_perft() {
    // Two capturers missed their capture: the opponent chooses which one goes.
    let mut p = pos("seed", "5/1B1B1/1W1W1/5/W4 w - -");
    play(&mut p, "a1-a2");
    let turns = moves(&p);
    assert!(
        turns.iter().any(|m| m.starts_with("*b3 ")) && turns.iter().any(|m| m.starts_with("*d3 "))
    );
    assert_eq!(Alquerque::perft(&p, 1), turns.len() as u64);
}

#[test]
fn multi_jumps_may_change_direction_and_stop_anywhere_under_the_seed() {
    // White a1 can take b2 then c3... a1xc3 (over b2), then c3xe3? No: c3xc5 over c4.
    let p = pos("seed", "5/2B2/3B1/1B3/W4 w - -");
    let m = moves(&p);
    assert!(m.contains(&"a1xc3".to_string()), "{m:?}");
    assert!(
        m.contains(&"a1xc3xc5".to_string()) || m.contains(&"a1xc3xe3".to_string()),
        "{m:?}"
    );
    // forced-chain: only the longest continuation is a move
    let f = pos("forced-chain", "5/2B2/3B1/1B3/W4 w - -");
    assert!(!moves(&f).contains(&"a1xc3".to_string()));
}

#[test]
fn jumping_an_own_piece_or_an_empty_point_is_illegal() {
    let p = Alquerque::start(&Preset::Seed.config());
    assert_eq!(violation(&p, "c1xc3"), AlquerqueRule::JumpOwnPiece);
    let q = pos("seed", "5/5/5/5/W4 w - -");
    assert_eq!(violation(&q, "a1xa3"), AlquerqueRule::JumpOverEmpty);
}

#[test]
fn moving_onto_an_occupied_point_is_illegal() {
    let p = Alquerque::start(&Preset::Seed.config());
    assert_eq!(violation(&p, "b1-b2"), AlquerqueRule::Occupied);
}

#[test]
fn diagonals_exist_only_through_even_points() {
    let p = pos("seed", "5/5/5/5/1W3 w - -");
    assert_eq!(violation(&p, "b1-c2"), AlquerqueRule::NotOnLine);
    assert_eq!(moves(&p), ["b1-a1", "b1-b2", "b1-c1"]);
}

#[test]
fn ludii_forbids_chains_and_forces_nothing() {
    let p = pos("ludii", "5/2B2/3B1/1B3/W4 w - -");
    assert_eq!(violation(&p, "a1xc3xe3"), AlquerqueRule::SingleJump);
    let mut q = pos("ludii", HUFF_SETUP);
    play(&mut q, "a1-b1");
    assert_eq!(q.huffable, 0, "no huff under ludii");
}

#[test]
fn forced_chain_forbids_steps_while_a_capture_exists() {
    let p = pos("forced-chain", HUFF_SETUP);
    assert_eq!(violation(&p, "a1-b1"), AlquerqueRule::CaptureCompulsory);
    let q = pos("forced-chain", "5/2B2/3B1/1B3/W4 w - -");
    assert_eq!(violation(&q, "a1xc3"), AlquerqueRule::ChainIncomplete);
}

#[test]
fn bell_forbids_backward_steps_and_jumps() {
    let p = pos("bell", "5/5/2W2/5/5 w - -");
    assert_eq!(moves(&p), ["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]);
    assert_eq!(violation(&p, "c3-c2"), AlquerqueRule::Backward);
    let q = pos("bell", "5/5/2W2/2B2/5 w - -");
    assert_eq!(violation(&q, "c3xc1"), AlquerqueRule::Backward);
    // Black moves the other way.
    let r = pos("bell", "5/5/2B2/5/5 b - -");
    assert_eq!(violation(&r, "c3-c4"), AlquerqueRule::Backward);
}

#[test]
fn bell_base_line_pieces_move_only_to_capture() {
    let p = pos("bell", "W4/5/5/5/5 w - -");
    assert!(moves(&p).is_empty());
    assert_eq!(violation(&p, "a5-b5"), AlquerqueRule::BaseLine);
    let o = Alquerque::outcome(&p).unwrap();
    assert_eq!(
        (o.winner, o.reason.as_str()),
        (Some(Side::Second), "no-move")
    );
    // With a capture to make it may still move... sideways along the base line.
    let q = pos("bell", "WB3/5/5/5/5 w - -");
    assert_eq!(moves(&q), ["a5xc5"]);
}

#[test]
fn bell_return_rule_has_three_readings() {
    // A White piece that went c3-b3 may not come back to c3 sideways.
    let mut p = pos("bell", "5/5/2W2/5/5 w - -");
    play(&mut p, "c3-b3");
    p.side = Side::First;
    assert_eq!(violation(&p, "b3-c3"), AlquerqueRule::Return);
    assert_eq!(Alquerque::write_position(&p), "5/5/1W3/5/5 w - b3=c3");
    // game-start: only the starting point is barred.
    let mut g = pos("bell;return=game-start", "5/5/2W2/5/5 w - -");
    play(&mut g, "c3-b3");
    g.side = Side::First;
    play(&mut g, "b3-a3");
    g.side = Side::First;
    play(&mut g, "a3-b3"); // b3 was visited but is not the start
    g.side = Side::First;
    assert_eq!(violation(&g, "b3-c3"), AlquerqueRule::Return);
    // turn-start: only a capture ending where it began is barred.
    let mut t = pos("bell;return=turn-start", "5/5/2W2/5/5 w - -");
    play(&mut t, "c3-b3");
    t.side = Side::First;
    play(&mut t, "b3-c3");
}

#[test]
fn a_capture_loop_ending_on_its_start_keeps_the_piece() {
    // b2 takes b3, c4 and c3 and lands on b2 again.
    let mut p = pos("seed", "5/2B2/1BB2/1W3/5 w - -");
    play(&mut p, "b2xb4xd4xb2");
    assert_eq!(Alquerque::write_position(&p), "5/5/5/1W3/5 b - -");
    let back = pos("seed;return=turn-start", "5/2B2/1BB2/1W3/5 w - -");
    assert_eq!(violation(&back, "b2xb4xd4xb2"), AlquerqueRule::Return);
}

#[test]
fn bell_scoring_follows_the_seed() {
    // All captured: the loser scores -(2 + winner's pieces left).
    let p = pos("bell", "5/5/5/WW3/W4 b - -");
    let o = Alquerque::outcome(&p).unwrap();
    assert_eq!(o.score, Some([0, -5]));
    // Blocked, winner 2 pieces v loser 1: -(2 + 1).
    // (Black on White's base line may only capture, and cannot.)
    let q = pos("bell", "5/5/5/5/B1WW1 b - -");
    assert_eq!(Alquerque::outcome(&q).unwrap().score, Some([0, -3]));
    // Blocked loser with more pieces: literal -(2 + (L - W)), signed -(2 - (L - W)).
    let literal = pos("bell", "5/5/5/5/BBB1W b - -");
    assert_eq!(Alquerque::outcome(&literal).unwrap().score, Some([0, -4]));
    let signed = pos("bell;blocked-penalty=signed", "5/5/5/5/BBB1W b - -");
    assert_eq!(Alquerque::outcome(&signed).unwrap().score, Some([0, 0]));
    // No scores outside Bell's rules.
    let s = pos("seed", "5/5/5/WW3/W4 b - -");
    assert_eq!(Alquerque::outcome(&s).unwrap().score, None);
}

#[test]
fn equal_pieces_that_can_never_meet_draw() {
    // Bell, White on rank 4 and Black on rank 2 have passed each other.
    let p = pos("bell", "5/W4/5/4B/5 w - -");
    let o = Alquerque::outcome(&p).unwrap();
    assert_eq!((o.winner, o.reason.as_str()), (None, "no-capture-possible"));
    // The same pieces facing each other can still meet: no draw.
    assert!(Alquerque::outcome(&pos("bell", "5/4B/5/W4/5 w - -")).is_none());
    // Unequal counts play on.
    assert!(Alquerque::outcome(&pos("bell", "5/WW3/5/4B/5 w - -")).is_none());
}

mod props {
    use super::*;
    use proptest::prelude::*;

    const RULES: [&str; 6] = [
        "seed",
        "bell",
        "bell;return=turn-start",
        "bell;return=game-start",
        "ludii",
        "forced-chain",
    ];

    proptest! {
        /// parse(print(m)) == m in both notations for every legal move of
        /// every position of a random game, and the position string reads
        /// back to the same position.
        #[test]
        fn every_legal_move_round_trips_in_random_games(rules in 0..RULES.len(), choices in proptest::collection::vec(any::<u16>(), 0..150)) {
            let mut p = Alquerque::start(&config(RULES[rules]));
            for choice in choices {
                let mut ms = MoveList::new();
                Alquerque::legal_moves(&p, &mut ms);
                if ms.is_empty() {
                    break;
                }
                for m in &ms {
                    let alg = Algebraic.print(&p, m);
                    prop_assert_eq!(Algebraic.parse(&alg).map(|x| x.text), Ok(*m), "{}", alg);
                    let num = Numeric.print(&p, m);
                    prop_assert_eq!(Numeric.parse(&num).map(|x| x.text), Ok(*m), "{}", num);
                    prop_assert!(Alquerque::check(&p, m).is_ok());
                }
                let fen = Alquerque::write_position(&p);
                prop_assert_eq!(Alquerque::read_position(&p.config, &fen).unwrap(), p, "{}", fen);
                // The capturers found all at once are the pieces whose own
                // search finds a jump.
                let searched = Point::in_set(p.pieces[p.side.index()])
                    .filter(|&from| p.jumps(from, None, None))
                    .fold(0, |set, from| set | from.bit());
                prop_assert_eq!(p.capturers(), searched, "{}", fen);
                Alquerque::play(&mut p, &ms[choice as usize % ms.len()]);
            }
        }

        #[test]
        fn notations_never_panic(s in "\\PC{0,40}") {
            let _ = Algebraic.parse(&s);
            let _ = Numeric.parse(&s);
        }

        #[test]
        fn move_like_text_never_panics(s in "[*a-fA-F0-9x -]{0,30}") {
            let _ = Algebraic.parse(&s);
            let _ = Numeric.parse(&s);
        }

        #[test]
        fn position_strings_never_panic(s in "[WB1-6/ wb,=.a-e-]{0,60}") {
            for spec in ["seed", "bell", "bell;return=game-start"] {
                let _ = Alquerque::read_position(&config(spec), &s);
            }
        }
    }
}

#[test]
fn moving_a_game_to_its_own_rules_keeps_it() {
    crate::game::same_rules_keep_the_game::<Alquerque>(24);
}

#[test]
fn other_rules_keep_the_marks_they_use() {
    let bell = Preset::Bell.config();
    let mut pos = Alquerque::read_position(&bell, "5/5/2W2/5/5 w - -").unwrap();
    Alquerque::play(
        &mut pos,
        &Move {
            huff: None,
            action: Some(Action::Step {
                from: Point::at(2, 2).unwrap(),
                to: Point::at(2, 3).unwrap(),
            }),
        },
    );
    assert_eq!(Alquerque::write_position(&pos), "5/2W2/5/5/5 b - c4=c3");
    // No return rule: no marks (the position string read no marks there).
    let seed = Alquerque::under_config(&pos, &Preset::Seed.config()).unwrap();
    assert_eq!(seed.marks, [0; 25]);
    // Back to the start point only: the piece may not return to c3.
    let mut start = bell;
    start.ret = config::Return::GameStart;
    let moved = Alquerque::under_config(&pos, &start).unwrap();
    assert_eq!(Alquerque::write_position(&moved), "5/2W2/5/5/5 b - c4=c3");
    assert_eq!(Alquerque::under_config(&moved, &bell).unwrap(), pos);
}

/// The quick tests against the move list at `p`, on every candidate turn:
/// no huff or any point huffed, then nothing, a step between any two
/// points, or a capture path that some rule set lists here, and every
/// shorter start of such a path.
fn quick_tests_agree(p: &Position) {
    let mut paths: Vec<Vec<Point>> = Vec::new();
    for set in Alquerque::rule_sets() {
        let mut listed = MoveList::new();
        Alquerque::legal_moves(
            &Alquerque::under_config(p, &config(set.name)).unwrap(),
            &mut listed,
        );
        for action in listed.iter().filter_map(|m| m.action) {
            let points = action.points();
            paths.extend((2..=points.len()).map(|n| points[..n].to_vec()));
        }
    }
    let mut actions: Vec<Option<Action>> = vec![None];
    actions.extend(paths.iter().map(|path| Some(Action::jump(path))));
    for from in Point::iter() {
        actions.extend(Point::iter().map(|to| Some(Action::Step { from, to })));
    }
    let mut legal = MoveList::new();
    Alquerque::legal_moves(p, &mut legal);
    assert_eq!(Alquerque::has_legal_move(p), !legal.is_empty());
    for huff in std::iter::once(None).chain(Point::iter().map(Some)) {
        for &action in &actions {
            let mv = Move { huff, action };
            let listed = legal.contains(&mv);
            assert_eq!(Alquerque::is_legal(p, &mv), listed, "{mv:?}");
            assert_eq!(Alquerque::check(p, &mv).is_ok(), listed, "{mv:?}");
        }
    }
}

#[test]
fn quick_legality_agrees_on_huffs_chains_and_compulsory_captures() {
    // A huff is due: the move must name it, and only it.
    let mut due = pos("seed", HUFF_SETUP);
    play(&mut due, "a1-b1");
    quick_tests_agree(&due);
    let huffed_then = |text: &str| {
        let mv = Algebraic.parse(text).unwrap().text;
        Alquerque::is_legal(&due, &mv)
    };
    assert!(huffed_then("*c3 c4-d4"));
    assert!(!huffed_then("c4-d4") && !huffed_then("*b1 c4-d4"));
    // The huff that takes the last piece is the whole turn.
    let mut last = pos("seed", "4B/5/2BW1/5/5 w - -");
    play(&mut last, "d3-d2");
    quick_tests_agree(&last);
    // Two pieces due: either may go.
    let mut two = pos("seed", "5/1B1B1/1W1W1/5/W4 w - -");
    play(&mut two, "a1-a2");
    quick_tests_agree(&two);
    // A chain that must go on, one that may stop anywhere, one that may not
    // go on at all; a step refused while a capture exists.
    for spec in ["seed", "forced-chain", "ludii", "bell"] {
        quick_tests_agree(&pos(spec, "5/2B2/3B1/1B3/W4 w - -"));
        quick_tests_agree(&pos(spec, HUFF_SETUP));
    }
    let chain = pos("forced-chain", "5/2B2/3B1/1B3/W4 w - -");
    let partial = Algebraic.parse("a1xc3").unwrap().text;
    assert!(!Alquerque::is_legal(&chain, &partial));
    // Bell's base line: no move at all.
    let stuck = pos("bell", "W4/5/5/5/5 w - -");
    quick_tests_agree(&stuck);
    assert!(!Alquerque::has_legal_move(&stuck));
}

#[test]
fn a_forced_chain_may_not_loop_back_under_the_turn_start_rule() {
    // b2's chains that end on b2 are refused; the one that ends on d2 is
    // the only move, since a capture exists and captures are compulsory.
    for spec in ["forced-chain;return=turn-start", "seed;return=turn-start"] {
        quick_tests_agree(&pos(spec, "5/2B2/1BB2/1W3/5 w - -"));
    }
    let p = pos("forced-chain;return=turn-start", "5/2B2/1BB2/1W3/5 w - -");
    assert_eq!(moves(&p), ["b2xb4xd2"]);
    let is_legal = |text: &str| Alquerque::is_legal(&p, &Algebraic.parse(text).unwrap().text);
    assert!(is_legal("b2xb4xd2"));
    assert!(!is_legal("b2xb4xd4xb2") && !is_legal("b2xb4") && !is_legal("b2-a1"));
}

/// Outside the game's folder a position is read through its accessors:
/// twelve pieces a side at the start with White to move and nothing to
/// huff, and after a move the other side to move with the piece moved.
#[test]
fn accessors_read_the_position() {
    let mut p = Alquerque::start(&config("seed"));
    assert_eq!(p.pieces().map(u32::count_ones), [12, 12]);
    assert_eq!((p.side(), p.huffable()), (Side::First, 0));
    assert_eq!(*p.config(), config("seed"));
    let before = p.pieces();
    play(&mut p, "d2-c3");
    assert_eq!(p.side(), Side::Second);
    assert_ne!(p.pieces()[0], before[0]);
    assert_eq!(p.pieces()[1], before[1]);
    assert_eq!(p.marks().len(), 25);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(8))]

    #[test]
    fn a_spilled_move_list_gets_the_same_moves(choices in proptest::collection::vec(0..u16::MAX, 0..160)) {
        crate::game::spilled_list_agrees::<super::Alquerque>(&choices);
    }
}
