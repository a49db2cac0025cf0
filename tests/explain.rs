//! `hensou moves --explain SQUARE` (or `--explain MOVE`) in shogi, Shogi no
//! Otomo and Alquerque: a refused move of each kind, with the rule that
//! refuses it, and the cards whose move needs a square of its own.

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
    for game in ["shogi", "otomo"] {
        let (code, _, err) = run(&["moves", "--variant", game, "--explain", "0z"]);
        assert_eq!(code, 2);
        assert!(err.contains("`0z` is no square or move"), "{err}");
    }
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

/// The refused line of `text` for card `letter` whose rule and reason are
/// `why`: `Y:5e1e/6f (and 13 more like it): otomo::card-misuse — …`.
fn card_line<'a>(text: &'a str, letter: char, why: &str) -> Option<&'a str> {
    refused(text)
        .into_iter()
        .find(|l| l.starts_with(&format!("{letter}:")) && l.ends_with(&format!(": {why}")))
}

/// The `legal from here:` moves of an explanation.
fn legal_from_here(text: &str) -> Vec<&str> {
    text.lines()
        .find_map(|l| l.strip_prefix("legal from here: "))
        .map(|l| l.split(", ").collect())
        .unwrap_or_default()
}

/// Own 龍 on 5e, own silver on 4e (may board), own king on 6f (may not).
const DRAGON: &str = "k8/9/9/9/4+RS3/3K5/9/9/9 b - 1 - -";

#[test]
fn dragon_ride_a_king_never_boards() {
    let text = explain("otomo", DRAGON, "6f", &[]);
    let why =
        "otomo::card-misuse — 6f holds Sente's 玉, which may not board (王 and 太 never board)";
    assert!(card_line(&text, 'Y', why).is_some(), "{text}");
    // The silver boards: listed as legal from its square, and explained so.
    let silver = explain("otomo", DRAGON, "4e", &[]);
    assert!(legal_from_here(&silver).contains(&"Y:5e5a/4e"), "{silver}");
    let one = explain("otomo", DRAGON, "Y:5e5a/4e", &[]);
    assert!(one.starts_with("Y:5e5a/4e: legal\n"), "{one}");
    assert!(one.contains("  yes: 4e is next to the 龍 on 5e"), "{one}");
    // Without its extra square the card move says what is missing.
    let bare = explain("otomo", DRAGON, "Y:5e5a", &[]);
    assert!(
        bare.starts_with("Y:5e5a: refused — otomo::card-misuse"),
        "{bare}"
    );
    assert!(
        bare.ends_with(
            "  no: the square of the piece that boards is missing (write …/SQ after the move)\n"
        ),
        "{bare}"
    );
}

/// Sente's 龍 on 5e carries a pawn; a Sente pawn stands on 5g.
const PASSENGER: &str = "k8/9/9/9/4+R4/3K5/4P4/9/9 b - 1 - @5e:P";

#[test]
fn a_passenger_is_not_set_down_into_nifu_or_onto_a_piece() {
    let text = explain("otomo", PASSENGER, "5c", &[]);
    let nifu = ": otomo::bad-unload — the passenger cannot get off there (it could never move, or it would make nifu)";
    assert!(
        refused(&text)
            .iter()
            .any(|l| l.starts_with("5e") && l.ends_with(nifu)),
        "{text}"
    );
    let king = explain("otomo", PASSENGER, "6f", &[]);
    let occupied =
        ": otomo::bad-unload — the passenger cannot get off on 6f: the square is occupied";
    assert!(
        refused(&king)
            .iter()
            .any(|l| l.starts_with("5e") && l.contains("/6f") && l.ends_with(occupied)),
        "{king}"
    );
    let free = explain("otomo", PASSENGER, "4c", &[]);
    assert!(legal_from_here(&free).contains(&"5e4d/4c"), "{free}");
}

/// A 馬 on 5e carrying a silver, a free 馬 on 1i with a pawn beside it.
const HORSES: &str = "9/k8/9/9/4+BG3/9/9/8P/4K3+B b - 1 - @5e:S";

#[test]
fn horse_ride_a_loaded_horse_takes_no_second_passenger() {
    let text = explain("otomo", HORSES, "5e", &[]);
    let why = "otomo::card-misuse — the 馬 on 5e already carries a 銀";
    assert!(card_line(&text, 'H', why).is_some(), "{text}");
    let pawn = explain("otomo", HORSES, "1h", &[]);
    assert!(legal_from_here(&pawn).contains(&"H:1i2h/1h"), "{pawn}");
    assert!(
        explain("otomo", HORSES, "H:1i2h/1h", &[]).starts_with("H:1i2h/1h: legal\n"),
        "the free horse takes the pawn"
    );
}

/// Sente: king 5i, gold 3i, silver 1i, pawn 7g.
const SILVER: &str = "k8/9/9/9/9/9/2P6/9/4K1G1S b - 1 - -";

#[test]
fn invincible_silver_names_a_silver() {
    let text = explain("otomo", SILVER, "3i", &[]);
    let why =
        "otomo::card-misuse — after the move, 3i holds Sente's 金 (an own unpromoted 銀 is named)";
    assert!(card_line(&text, 'I', why).is_some(), "{text}");
    let silver = explain("otomo", SILVER, "1i", &[]);
    assert!(legal_from_here(&silver).contains(&"I:7g7f/1i"), "{silver}");
    assert!(explain("otomo", SILVER, "I:7g7f/1i", &[]).starts_with("I:7g7f/1i: legal\n"));
    let bare = explain("otomo", SILVER, "I:7g7f", &[]);
    assert!(
        bare.ends_with(
            "  no: the square of the silver to protect is missing (write …/SQ after the move)\n"
        ),
        "{bare}"
    );
}

/// Sente's rook on 5h behind Gote's pawn on 5c and king on 5a.
const TWICE: &str = "4k4/9/4p4/9/9/9/9/4R4/K8 b - 1 - -";

#[test]
fn twice_may_not_take_the_king_on_its_second_leg() {
    let text = explain("otomo", TWICE, "5a", &[]);
    let why = "otomo::card-captures-king — a move made with a card may not capture the king (王) or prince (太)";
    let line = card_line(&text, 'S', why).unwrap_or_else(|| panic!("{text}"));
    assert!(line.starts_with("S:5h5c"), "{line}");
    let rook = explain("otomo", TWICE, "5h", &[]);
    assert!(legal_from_here(&rook).contains(&"S:5h5g5f"), "{rook}");
    // A first leg the rook cannot make, condition by condition.
    let one = explain("otomo", TWICE, "S:5h4g4f", &[]);
    assert!(
        one.starts_with("S:5h4g4f: refused — otomo::card-misuse"),
        "{one}"
    );
    assert!(
        one.ends_with("  yes: 5h holds Sente's 飛 (an own piece moves)\n  no: first leg: the 飛 on 5h does not reach 4g\n"),
        "{one}"
    );
}

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 - -";

#[test]
fn heal_never_sends_the_king_to_hand() {
    let text = explain("otomo", START, "5i", &[]);
    assert!(
        refused(&text)
            .contains(&"W:5i: otomo::heal-king — 治癒術 cannot send the 王 or 太 on 5i to hand"),
        "{text}"
    );
    let pawn = explain("otomo", START, "7g", &[]);
    assert!(legal_from_here(&pawn).contains(&"W:7g"), "{pawn}");
    assert!(explain("otomo", START, "W:7g", &[]).starts_with("W:7g: legal\n"));
}

#[test]
fn thunder_strikes_an_enemy_piece_other_than_the_king() {
    let own = explain("otomo", START, "7g", &[]);
    let why = "otomo::card-misuse — 7g holds Sente's 歩 (Gote's piece goes to hand)";
    assert!(
        refused(&own).contains(&format!("E:7g: {why}").as_str()),
        "{own}"
    );
    let king = explain("otomo", START, "5a", &[]);
    assert!(
        refused(&king)
            .contains(&"E:5a: otomo::thunder-king — 雷撃球 cannot send the 王 or 太 on 5a to hand"),
        "{king}"
    );
    let pawn = explain("otomo", START, "3c", &[]);
    assert!(legal_from_here(&pawn).contains(&"E:3c"), "{pawn}");
    assert!(explain("otomo", START, "E:3c", &[]).starts_with("E:3c: legal\n"));
}

/// After 1. 7g7f 3c3d: Sente's 7g7f can be undone.
const UNDO: &str =
    "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3 - UP:7g7f,uP:3c3d";

#[test]
fn rewind_is_followed_by_another_move() {
    let text = explain("otomo", UNDO, "7g", &[]);
    assert!(
        refused(&text).contains(&"U:7g7f: otomo::time-travel-same-move — 時遡行 must be followed by a different move than the one undone"),
        "{text}"
    );
    let pawn = explain("otomo", UNDO, "2g", &[]);
    assert!(legal_from_here(&pawn).contains(&"U:2g2f"), "{pawn}");
    let one = explain("otomo", UNDO, "U:2g2f", &[]);
    assert!(one.starts_with("U:2g2f: legal\n"), "{one}");
    assert!(
        one.contains("  yes: Sente's previous move 7g7f can be undone"),
        "{one}"
    );
    // A silver now on 7g, where the pawn would go back: the undo is blocked.
    let blocked = UNDO.replacen("PP1PPPPPP", "PPSPPPPPP", 1);
    let text = explain("otomo", &blocked, "2g", &[]);
    assert!(
        refused(&text).contains(&"cards U: otomo::time-travel-blocked — 時遡行 cannot undo the previous move: a square it needs is not free"),
        "{text}"
    );
    let one = explain("otomo", &blocked, "U:2g2f", &[]);
    assert!(
        one.ends_with("  no: Sente's previous move 7g7f cannot be undone: 時遡行 cannot undo the previous move: a square it needs is not free; 7g holds Sente's 銀\n"),
        "{one}"
    );
    // Nothing to undo at the start: refused for the card, whatever the move.
    let start = explain("otomo", START, "2g", &[]);
    assert!(
        refused(&start).contains(&"cards U: otomo::time-travel-nothing — 時遡行 needs a previous move of one's own that can be undone"),
        "{start}"
    );
}

#[test]
fn a_move_is_explained_as_legal_or_by_its_rule() {
    let pinned = "4k4/9/4r4/9/9/9/9/4B4/4K4 b P 1";
    assert_eq!(
        explain("shogi", pinned, "5h4g", &[]),
        "5h4g: refused — shogi::self-check — this move leaves the king in check\n"
    );
    assert_eq!(explain("shogi", pinned, "P*5g", &[]), "P*5g: legal\n");
    let off = explain("otomo", START, "W:7g", &["--rule", "cards=off"]);
    assert!(
        off.ends_with("  no: cards are off under these rules\n"),
        "{off}"
    );
}

#[test]
fn a_card_move_text_that_does_not_read_is_a_usage_error() {
    // 連続技 is written with three squares: two are no move.
    let (code, _, err) = run(&["moves", "--variant", "otomo", "--explain", "S:5h5c"]);
    assert_eq!(code, 2);
    assert!(err.contains("`S:5h5c` is no square or move"), "{err}");
}
