//! `hensou moves --explain SQUARE` in shogi and Shogi no Otomo: a refused
//! move of each kind, with the rule that refuses it.

mod common;

use common::run;

fn explain(game: &str, position: &str, square: &str, more: &[&str]) -> String {
    let mut args = vec![
        "moves",
        "--variant",
        game,
        "--position",
        position,
        "--explain",
        square,
    ];
    args.extend_from_slice(more);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// The `refused here:` lines of an explanation.
fn refused(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| *l != "refused here:")
        .skip(1)
        .map(str::trim)
        .collect()
}

#[test]
fn a_pinned_piece_may_not_leave_the_line() {
    let text = explain("shogi", "4k4/9/4r4/9/9/9/9/4B4/4K4 b P 1", "5h", &[]);
    assert!(
        text.starts_with("5h: Sente 角 (B)\nSente to move, not in check\n"),
        "{text}"
    );
    assert!(text.contains("the piece here is pinned"), "{text}");
    assert!(text.contains("legal from here: none"), "{text}");
    let lines = refused(&text);
    assert_eq!(lines.len(), 10, "{text}");
    assert!(lines.contains(&"5h4g: shogi::self-check — this move leaves the king in check"));
}

#[test]
fn a_move_that_leaves_the_check_unanswered() {
    let text = explain("shogi", "4k4/9/9/9/4r4/9/9/9/4K4 b G 1", "4h", &[]);
    assert!(text.contains("Sente to move, in check from 5e"), "{text}");
    assert!(text.contains("legal to here: 5i4h"), "{text}");
    assert_eq!(
        refused(&text),
        ["G*4h: shogi::self-check — this move leaves the king in check"]
    );
    // A drop that blocks the check is legal.
    let block = explain("shogi", "4k4/9/9/9/4r4/9/9/9/4K4 b G 1", "5g", &[]);
    assert!(block.contains("legal to here: G*5g"), "{block}");
}

#[test]
fn nifu_uchifuzume_and_a_dead_drop() {
    let nifu = explain("shogi", "4k4/4p4/9/9/9/9/4P4/9/4K4 b P 1", "5d", &[]);
    assert_eq!(
        refused(&nifu),
        ["P*5d: shogi::nifu — there is already an unpromoted pawn of the same side on file 5"]
    );
    let mate = "8k/9/6NG1/9/9/9/9/9/4K4 b PN 1";
    assert_eq!(
        refused(&explain("shogi", mate, "1b", &[])),
        [
            "N*1b: shogi::dead-piece — a 桂 dropped on 1b could never move",
            "P*1b: shogi::uchifuzume — the pawn drop on 1b gives mate"
        ]
    );
    let dead = explain("shogi", mate, "5b", &[]);
    assert!(dead.contains("legal to here: P*5b"), "{dead}");
    assert_eq!(
        refused(&dead),
        ["N*5b: shogi::dead-piece — a 桂 dropped on 5b could never move"]
    );
    // The same rules under Shogi no Otomo's names.
    let otomo = explain(
        "otomo",
        &format!("{mate} - -"),
        "1b",
        &["--rules", "standard"],
    );
    assert!(
        refused(&otomo).contains(&"P*1b: otomo::uchifuzume — the pawn drop on 1b gives mate"),
        "{otomo}"
    );
}

#[test]
fn cards_spent_off_or_with_nothing_to_turn() {
    let spent = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 A -";
    let text = explain("otomo", spent, "8i", &[]);
    assert!(
        text.contains("legal from here: W:8i"),
        "a knight move with 八方桂 is spent: {text}"
    );
    assert!(
        refused(&text).contains(
            &"cards A: otomo::card-spent — card 8 八方桂 (A) has already been used by this player"
        ),
        "{text}"
    );
    let fresh = explain(
        "otomo",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 - -",
        "8i",
        &[],
    );
    assert!(fresh.contains("legal from here: A:8i6h, W:8i"), "{fresh}");
    let off = explain(
        "otomo",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 - -",
        "8i",
        &["--rule", "cards=off"],
    );
    assert_eq!(
        refused(&off),
        [
            "cards Q Y H T R P I A B D G S W E U C: otomo::cards-off — card 1 女装王 (Q) is played, but cards are off under these rules"
        ]
    );
    let carded = "k8/9/g7s/9/7R1/4P4/4P4/3K5/9 w RS 6 TUs T9c,D5,UK:7i6h,uK:9b9a";
    let coax = explain("otomo", carded, "9b", &[]);
    assert!(
        refused(&coax).contains(
            &"C:9a9b: otomo::nothing-flipped — 懐柔策 with this move sandwiches no enemy piece"
        ),
        "{coax}"
    );
}

#[test]
fn a_square_the_board_has_not_is_a_usage_error() {
    let (code, _, err) = run(&["moves", "--variant", "shogi", "--explain", "0z"]);
    assert_eq!(code, 2);
    assert!(err.contains("`0z` is no square"), "{err}");
}

/// After 1. b2-c3? in the seed game: Black missed a capture at d4.
const HUFF_DUE: &str = "BBBBB/BBBBB/1BWWW/WBWWW/WWWWW w d4 -";
/// White to move, b2 can take c3; a1 has steps only.
const CAPTURE: &str = "5/5/2B2/1W3/W4 w - -";

#[test]
fn alquerque_lines_say_which_neighbours_a_point_has() {
    let text = explain("alquerque", HUFF_DUE, "a2", &[]);
    assert!(
        text.contains("orthogonal lines only: neighbours a3 b2 a1"),
        "{text}"
    );
    assert!(
        refused(&text)
            .contains(&"*d4 a2-b3: alquerque::not-on-line — no line joins a2 and b3 as neighbours"),
        "{text}"
    );
    let centre = explain("alquerque", CAPTURE, "c3", &[]);
    assert!(
        centre.starts_with(
            "c3: a Black piece\northogonal and diagonal lines: neighbours c4 d4 d3 d2 c2 b2 b3 b4"
        ),
        "{centre}"
    );
    // Black's piece, White to move: no turn starts or ends there.
    assert!(
        centre.contains("legal from here: none\nlegal to here: none"),
        "{centre}"
    );
}

#[test]
fn alquerque_compulsory_capture_refuses_a_step() {
    let forced = explain("alquerque", CAPTURE, "a1", &["--rules", "forced-chain"]);
    assert!(
        forced.contains("a capture is compulsory: b2 can capture"),
        "{forced}"
    );
    assert!(forced.contains("legal from here: none"), "{forced}");
    assert!(
        refused(&forced).contains(&"a1-a2: alquerque::capture-compulsory — a capture is possible (b2 can capture), so a step is not allowed"),
        "{forced}"
    );
    // Under the seed's rules the step is legal, and the huff it invites said.
    let seed = explain("alquerque", CAPTURE, "a1", &[]);
    assert!(
        seed.contains("b2 can capture: a turn without a capture lets Black huff one of them"),
        "{seed}"
    );
    assert!(seed.contains("legal from here: a1-a2, a1-b1"), "{seed}");
}

#[test]
fn alquerque_a_due_huff_comes_first() {
    let text = explain("alquerque", HUFF_DUE, "a2", &[]);
    assert!(
        text.contains(
            "a huff is due: Black missed a capture, so one of d4 must be removed before the move"
        ),
        "{text}"
    );
    assert!(text.contains("legal from here: *d4 a2-a3"), "{text}");
    assert!(
        text.contains("a turn without the huff: alquerque::huff-missing — the opponent could have captured and did not"),
        "{text}"
    );
}

#[test]
fn alquerque_every_point_is_explained_and_no_other() {
    for position in [HUFF_DUE, CAPTURE] {
        for file in 'a'..='e' {
            for rank in 1..=5 {
                let point = format!("{file}{rank}");
                assert!(
                    explain("alquerque", position, &point, &[]).starts_with(&format!("{point}: "))
                );
            }
        }
    }
    assert!(
        explain("alquerque", CAPTURE, "13", &[]).starts_with("c3: "),
        "numeric points"
    );
    for bad in ["f1", "a6", "0", "26"] {
        let (code, _, err) = run(&["moves", "--variant", "alquerque", "--explain", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("is no point"), "{err}");
    }
}
