//! One test per rule and per option, the worked examples of research/rules.md
//! §3.3, and the cross-checks of generation against legality and of the
//! fast perft against the plain clone-based walk.

use crate::game::MoveList;
use std::collections::BTreeSet;

use super::board::{HandPiece, Kind, Square};
use super::notation::ascii::Ascii;
use super::position::{Action, Move, Position};
use super::{Config, Macedonian, movegen};
use super::{MacedonianEnd, MacedonianRule};
use crate::game::{Configure, Explain, Notation, Perft, PositionText, Rules, Side};
use crate::rule_id::RuleId;

const ON: Config = Config {
    must_escape_check: true,
};

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new(b[0] - b'0', b[1] - b'a' + 1).expect("a square like 5e")
}

/// A position from pieces on ASCII squares (`("5e", "A''")`), side, hands
/// and crown transfers, through the position-string reader.
fn setup(
    config: Config,
    pieces: &[(&str, &str)],
    side: &str,
    hands: &str,
    crowns: &str,
) -> Position {
    let mut grid = vec![vec![String::new(); 8]; 8];
    for (at, piece) in pieces {
        let s = sq(at);
        grid[s.rank() as usize - 1][8 - s.file() as usize] = piece.to_string();
    }
    let ranks: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut out = String::new();
            let mut empty = 0;
            for cell in row {
                if cell.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(cell);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    let text = format!("{} {side} {hands} {crowns}", ranks.join("/"));
    Macedonian::read_position(&config, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Kings in two corners, so that the game is on.
fn with_kings<'a>(pieces: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut all = vec![("1h", "K"), ("8a", "k")];
    all.extend_from_slice(pieces);
    all
}

fn at(pieces: &[(&str, &str)]) -> Position {
    setup(Config::default(), &with_kings(pieces), "b", "-", "22")
}

fn legal(pos: &Position) -> Vec<Move> {
    let mut out = MoveList::new();
    Macedonian::legal_moves(pos, &mut out);
    out.into_vec()
}

fn texts(pos: &Position) -> BTreeSet<String> {
    legal(pos).iter().map(|m| Ascii.print(pos, m)).collect()
}

/// Moves of the piece on `from`, in ASCII, without the `from` prefix.
fn from(pos: &Position, from: &str) -> BTreeSet<String> {
    texts(pos)
        .into_iter()
        .filter_map(|t| t.strip_prefix(from).map(str::to_string))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn read(pos: &Position, text: &str) -> Move {
    let parsed = Ascii
        .parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
    Ascii
        .resolve(pos, &parsed.text)
        .unwrap_or_else(|v| panic!("{text}: {v:?}"))
}

fn rule_of(pos: &Position, text: &str) -> RuleId {
    Macedonian::check(pos, &read(pos, text))
        .expect_err(text)
        .rule
}

fn after(pos: &Position, text: &str) -> Position {
    let mv = read(pos, text);
    Macedonian::check(pos, &mv).unwrap_or_else(|v| panic!("{text}: {v:?}"));
    let mut next = pos.clone();
    Macedonian::play(&mut next, &mv);
    next
}

fn fen(pos: &Position) -> String {
    Macedonian::write_position(pos)
}

// --- research/rules.md §1.3 and §3.3 ---

#[test]
fn start_position_is_the_seed_diagram() {
    let start = Macedonian::start(&Config::default());
    assert_eq!(
        fen(&start),
        "a''ngksgna''/pphhhhpp/8/8/8/8/PPHHHHPP/A''NGSKGNA'' b - 00"
    );
    let piece = |s: &str| start.at(sq(s)).map(|p| (p.side, p.kind, p.arrows));
    assert_eq!(piece("5a"), Some((Side::Second, Kind::King, 0)));
    assert_eq!(piece("4a"), Some((Side::Second, Kind::Prince, 0)));
    assert_eq!(piece("5h"), Some((Side::First, Kind::Prince, 0)));
    assert_eq!(piece("4h"), Some((Side::First, Kind::King, 0)));
    assert_eq!(piece("1h"), Some((Side::First, Kind::Archer, 2)));
    assert_eq!(piece("8a"), Some((Side::Second, Kind::Archer, 2)));
}

#[test]
fn sente_has_16_moves_and_32_turns_at_the_start() {
    let start = Macedonian::start(&Config::default());
    let moves = [
        "8g8f", "7g7f", "2g2f", "1g1f", "6g6f", "6g6e", "5g5f", "5g5e", "4g4f", "4g4e", "3g3f",
        "3g3e", "7h6f", "7h8f", "2h1f", "2h3f",
    ];
    let mut expected = set(&moves);
    expected.extend(moves.iter().map(|m| format!("^{m}")));
    assert_eq!(texts(&start), expected);
    assert_eq!(texts(&start).len(), 32);
}

#[test]
fn drop_zone_is_own_camp_and_middle() {
    let sente = setup(
        Config::default(),
        &[("1h", "K"), ("8a", "k")],
        "b",
        "P",
        "00",
    );
    let drops: BTreeSet<String> = texts(&sente)
        .into_iter()
        .filter(|t| t.starts_with("P*"))
        .collect();
    let mut expected = BTreeSet::new();
    for rank in ['d', 'e', 'f', 'g', 'h'] {
        for file in 1..=8 {
            if (file, rank) != (1, 'h') {
                expected.insert(format!("P*{file}{rank}"));
            }
        }
    }
    assert_eq!(drops, expected);
    let gote = setup(
        Config::default(),
        &[("1h", "K"), ("8a", "k")],
        "w",
        "p",
        "00",
    );
    let drops: BTreeSet<String> = texts(&gote)
        .into_iter()
        .filter(|t| t.starts_with("P*"))
        .collect();
    let mut expected = BTreeSet::new();
    for rank in ['a', 'b', 'c', 'd', 'e'] {
        for file in 1..=8 {
            if (file, rank) != (8, 'a') {
                expected.insert(format!("P*{file}{rank}"));
            }
        }
    }
    assert_eq!(drops, expected);
    assert_eq!(rule_of(&sente, "P*5c"), MacedonianRule::DropZone);
}

#[test]
fn nifu_is_allowed() {
    let pos = setup(
        Config::default(),
        &with_kings(&[("5g", "P")]),
        "b",
        "P",
        "22",
    );
    let next = after(&pos, "P*5f");
    assert_eq!(next.at(sq("5f")).map(|p| p.kind), Some(Kind::Pawn));
}

#[test]
fn pawn_drop_mate_is_legal() {
    // Gote's crowned king on 5c is boxed in by its own pawns; a pawn dropped
    // on 5d (the middle, so a legal drop square), guarded by the general on
    // 5e, mates it: no uchifuzume rule forbids that.
    let pieces = [
        ("1h", "K"),
        ("5c", "k"),
        ("4c", "p"),
        ("6c", "p"),
        ("4b", "p"),
        ("5b", "p"),
        ("6b", "p"),
        ("4d", "p"),
        ("6d", "p"),
        ("5e", "G"),
    ];
    let pos = setup(ON, &pieces, "b", "P", "22");
    let next = after(&pos, "P*5d");
    let outcome = Macedonian::outcome(&next).expect("mate");
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(Side::First), "mate")
    );
}

// --- movement of each piece ---

#[test]
fn king_moves_one_square_any_way() {
    let pos = setup(
        Config::default(),
        &[("5e", "K"), ("8a", "k")],
        "b",
        "-",
        "22",
    );
    assert_eq!(
        from(&pos, "5e"),
        set(&["4d", "5d", "6d", "4e", "6e", "4f", "5f", "6f"])
    );
}

#[test]
fn prince_moves_as_a_silver_for_both_sides() {
    let pos = at(&[("5e", "S")]);
    assert_eq!(from(&pos, "5e"), set(&["4d", "5d", "6d", "4f", "6f"]));
    let pos = setup(
        Config::default(),
        &with_kings(&[("5e", "s")]),
        "w",
        "-",
        "22",
    );
    assert_eq!(from(&pos, "5e"), set(&["4f", "5f", "6f", "4d", "6d"]));
}

#[test]
fn general_moves_as_a_gold() {
    let pos = at(&[("5e", "G")]);
    assert_eq!(from(&pos, "5e"), set(&["4d", "5d", "6d", "4e", "6e", "5f"]));
}

#[test]
fn cavalry_leaps_as_a_knight() {
    let crowd = [
        ("5e", "N"),
        ("5d", "P"),
        ("5f", "P"),
        ("4e", "P"),
        ("6e", "P"),
        ("4d", "P"),
        ("6d", "P"),
        ("4f", "P"),
        ("6f", "P"),
    ];
    let pos = at(&crowd);
    assert_eq!(
        from(&pos, "5e"),
        set(&["4c", "6c", "3d", "7d", "3f", "7f", "4g", "6g"])
    );
}

#[test]
fn heavy_infantry_moves_one_or_two_forward_without_jumping() {
    let pos = at(&[("5e", "H")]);
    assert_eq!(from(&pos, "5e"), set(&["5d", "5c+"]));
    let blocked = at(&[("5e", "H"), ("5d", "p")]);
    assert_eq!(from(&blocked, "5e"), set(&["5d"]));
    assert_eq!(
        Macedonian::check(
            &blocked,
            &Move::plain(Action::Step {
                from: sq("5e"),
                to: sq("5c"),
                promote: true
            })
        )
        .unwrap_err()
        .rule,
        MacedonianRule::HeavyBlocked
    );
    // A lone arrow blocks as well.
    let arrow = at(&[("5e", "H"), ("5d", "x")]);
    assert_eq!(rule_of(&arrow, "5e5c+"), MacedonianRule::HeavyBlocked);
}

#[test]
fn heavy_infantry_captures_on_the_second_square() {
    let pos = at(&[("5e", "H"), ("5c", "g")]);
    let next = after(&pos, "5e5c+");
    assert_eq!(next.hands[0].count(HandPiece::General), 1);
}

#[test]
fn pawn_moves_one_forward() {
    let pos = at(&[("5e", "P")]);
    assert_eq!(from(&pos, "5e"), set(&["5d"]));
    assert_eq!(rule_of(&pos, "5e5f"), MacedonianRule::PieceMovement);
}

#[test]
fn archer_steps_orthogonally_and_shoots_like_a_queen() {
    let pos = at(&[("5e", "A'"), ("5c", "p"), ("3g", "P")]);
    let moves = from(&pos, "5e");
    for step in ["5d", "4e", "6e", "5f"] {
        assert!(moves.contains(step), "{step}");
    }
    assert!(!moves.contains("4d"), "no diagonal step");
    let shots: BTreeSet<String> = moves
        .iter()
        .filter(|m| m.starts_with('>'))
        .cloned()
        .collect();
    // Up to the enemy pawn (captured), not past it; not onto the own pawn on 3g.
    let expected = set(&[
        ">5d", ">5c", ">4e", ">3e", ">2e", ">1e", ">6e", ">7e", ">8e", ">5f", ">5g", ">5h", ">4d",
        ">3c", ">2b", ">1a", ">6d", ">7c", ">8b", ">6f", ">7g", ">8h", ">4f",
    ]);
    assert_eq!(shots, expected);
    let empty = at(&[("5e", "A")]);
    assert!(from(&empty, "5e").iter().all(|m| !m.starts_with('>')));
    assert_eq!(rule_of(&empty, "5e>5c"), MacedonianRule::NoArrow);
}

// --- shooting and arrows ---

#[test]
fn a_shot_captures_on_landing_and_leaves_a_lone_arrow() {
    let pos = at(&[("5e", "A''"), ("5b", "g")]);
    let next = after(&pos, "5e>5b");
    assert_eq!(next.at(sq("5e")).map(|p| p.arrows), Some(1));
    let arrow = next.at(sq("5b")).expect("a lone arrow");
    assert_eq!((arrow.side, arrow.kind), (Side::First, Kind::Arrow));
    assert_eq!(next.hands[0].count(HandPiece::General), 1);
}

#[test]
fn a_shot_onto_an_empty_square_leaves_a_lone_arrow() {
    let next = after(&at(&[("5e", "A''")]), "5e>2b");
    assert_eq!(
        next.at(sq("2b")).map(|p| (p.side, p.kind)),
        Some((Side::First, Kind::Arrow))
    );
}

#[test]
fn a_shot_cannot_pass_through_a_piece() {
    let pos = at(&[("5e", "A''"), ("5d", "P"), ("4d", "x")]);
    assert_eq!(rule_of(&pos, "5e>5b"), MacedonianRule::ShotBlocked);
    assert_eq!(rule_of(&pos, "5e>3c"), MacedonianRule::ShotBlocked);
}

#[test]
fn a_shot_flies_on_queen_lines_only() {
    assert_eq!(
        rule_of(&at(&[("5e", "A''")]), "5e>4c"),
        MacedonianRule::ShotLine
    );
}

#[test]
fn only_archers_shoot() {
    assert_eq!(
        rule_of(&at(&[("5e", "G")]), "5e>5c"),
        MacedonianRule::NotAnArcher
    );
}

#[test]
fn a_shot_cannot_land_on_an_own_piece_other_than_an_archer() {
    assert_eq!(
        rule_of(&at(&[("5e", "A''"), ("5c", "G")]), "5e>5c"),
        MacedonianRule::OwnPiece
    );
}

#[test]
fn a_captured_archer_goes_to_hand_with_its_arrows() {
    let next = after(&at(&[("5e", "A''"), ("5b", "a'")]), "5e>5b");
    assert_eq!(next.hands[0].count(HandPiece::Archer(1)), 1);
    let dropped = after(
        &setup(Config::default(), &with_kings(&[]), "b", "A'", "22"),
        "A1*5e",
    );
    assert_eq!(dropped.at(sq("5e")).map(|p| p.arrows), Some(1));
}

#[test]
fn a_lone_arrow_blocks_and_cannot_capture() {
    let pos = at(&[("5e", "X"), ("5c", "g"), ("3c", "A")]);
    assert_eq!(from(&pos, "5e"), set(&["<3c"]));
    assert_eq!(rule_of(&pos, "5e<5c"), MacedonianRule::LoneArrowCapture);
    assert_eq!(rule_of(&pos, "5e5d"), MacedonianRule::LoneArrowMove);
    // A Japanese step written for the arrow is the same breach.
    let step = Move::plain(Action::Step {
        from: sq("5e"),
        to: sq("5c"),
        promote: false,
    });
    assert_eq!(
        Macedonian::check(&pos, &step).unwrap_err().rule,
        MacedonianRule::LoneArrowCapture
    );
}

#[test]
fn a_lone_arrow_can_be_captured_and_goes_to_hand_as_an_arrow() {
    let pos = at(&[("5e", "G"), ("5d", "x")]);
    let next = after(&pos, "5e5d");
    assert_eq!(next.hands[0].count(HandPiece::Arrow), 1);
    let shot = after(&at(&[("5e", "A'"), ("5b", "x")]), "5e>5b");
    assert_eq!(shot.hands[0].count(HandPiece::Arrow), 1);
}

#[test]
fn a_lone_arrow_returns_onto_any_own_archer_with_room_in_one_queen_move() {
    let pos = at(&[
        ("5e", "X"),
        ("5b", "A''"),
        ("4c", "A'"),
        ("3c", "A"),
        ("7c", "a"),
        ("5g", "A"),
        ("5f", "P"),
    ]);
    // 5b is full, 7c is an enemy archer, 5g is behind the own pawn.
    assert_eq!(from(&pos, "5e"), set(&["<3c"]));
    assert_eq!(rule_of(&pos, "5e<5b"), MacedonianRule::ThirdArrow);
    assert_eq!(rule_of(&pos, "5e<7c"), MacedonianRule::LoneArrowCapture);
    assert_eq!(rule_of(&pos, "5e<5g"), MacedonianRule::ReturnBlocked);
    assert_eq!(rule_of(&pos, "5e<4c"), MacedonianRule::ReturnLine);
    let next = after(&pos, "5e<3c");
    assert_eq!(
        (next.at(sq("5e")), next.at(sq("3c")).map(|p| p.arrows)),
        (None, Some(1))
    );
}

#[test]
fn an_archer_refills_another_by_shooting_onto_it() {
    let pos = at(&[("5e", "A''"), ("5b", "A"), ("2e", "A''")]);
    let refills: BTreeSet<String> = texts(&pos)
        .into_iter()
        .filter(|t| t.contains(">>"))
        .collect();
    assert_eq!(refills, set(&["5e>>5b", "2e>>5b"]));
    let next = after(&pos, "5e>>5b");
    assert_eq!(
        (
            next.at(sq("5e")).map(|p| p.arrows),
            next.at(sq("5b")).map(|p| p.arrows)
        ),
        (Some(1), Some(1))
    );
    assert_eq!(rule_of(&pos, "5b>>5e"), MacedonianRule::NoArrow);
    assert_eq!(rule_of(&pos, "5e>>2e"), MacedonianRule::ThirdArrow);
}

#[test]
fn an_arrow_in_hand_is_dropped_only_onto_an_own_archer_with_room() {
    let pos = setup(
        Config::default(),
        &with_kings(&[("5e", "A'"), ("3e", "A''"), ("6e", "a"), ("5b", "A")]),
        "b",
        "X",
        "22",
    );
    let drops: BTreeSet<String> = texts(&pos)
        .into_iter()
        .filter(|t| t.starts_with("X*"))
        .collect();
    assert_eq!(drops, set(&["X*5e"]));
    assert_eq!(rule_of(&pos, "X*3e"), MacedonianRule::ThirdArrow);
    assert_eq!(rule_of(&pos, "X*6e"), MacedonianRule::ArrowDropTarget);
    assert_eq!(rule_of(&pos, "X*4e"), MacedonianRule::ArrowDropTarget);
    assert_eq!(rule_of(&pos, "X*5b"), MacedonianRule::DropZone);
    assert_eq!(after(&pos, "X*5e").at(sq("5e")).map(|p| p.arrows), Some(2));
}

// --- captures, hands, drops ---

#[test]
fn promoted_pieces_revert_when_captured() {
    let pos = at(&[("5e", "G"), ("5d", "+p"), ("4e", "+h")]);
    let next = after(&pos, "5e5d");
    assert_eq!(next.hands[0].count(HandPiece::Pawn), 1);
    let next = after(&at(&[("5e", "G"), ("4d", "+h")]), "5e4d");
    assert_eq!(next.hands[0].count(HandPiece::Heavy), 1);
}

#[test]
fn uncrowned_king_and_prince_leave_the_game_when_captured() {
    // Gote's crown is on the prince (one transfer made).
    let pos = setup(
        Config::default(),
        &[("1h", "K"), ("8a", "k"), ("5d", "G"), ("5c", "s")],
        "b",
        "-",
        "01",
    );
    let next = after(&pos, "5d5c");
    assert!(next.hands[0].is_empty());
    assert_eq!(
        Macedonian::outcome(&next).map(|o| o.reason),
        Some(MacedonianEnd::CrownCaptured.reason())
    );
    let pos = setup(
        Config::default(),
        &[("1h", "K"), ("8a", "k"), ("7b", "G"), ("5c", "s")],
        "b",
        "-",
        "01",
    );
    let next = after(&pos, "7b8a");
    assert!(next.hands[0].is_empty());
    assert_eq!(Macedonian::outcome(&next), None, "the king was not crowned");
}

#[test]
fn drops_need_the_piece_in_hand_and_an_empty_square() {
    let pos = setup(
        Config::default(),
        &with_kings(&[("5e", "G")]),
        "b",
        "P",
        "22",
    );
    assert_eq!(rule_of(&pos, "N*4e"), MacedonianRule::NotInHand);
    assert_eq!(rule_of(&pos, "P*5e"), MacedonianRule::DropOccupied);
}

#[test]
fn a_move_onto_an_own_piece_is_illegal() {
    assert_eq!(
        rule_of(&at(&[("5e", "G"), ("5d", "P")]), "5e5d"),
        MacedonianRule::OwnPiece
    );
}

#[test]
fn only_own_pieces_move() {
    let pos = at(&[("5e", "g")]);
    assert_eq!(rule_of(&pos, "5e5d"), MacedonianRule::NotYourPiece);
    assert_eq!(rule_of(&pos, "4e4d"), MacedonianRule::NoPiece);
}

// --- promotion ---

#[test]
fn pawn_and_heavy_promote_on_entering_the_enemy_camp_forced() {
    let pos = at(&[("5d", "P"), ("3e", "H")]);
    assert_eq!(from(&pos, "5d"), set(&["5c+"]));
    assert_eq!(from(&pos, "3e"), set(&["3d", "3c+"]));
    assert_eq!(rule_of(&pos, "5d5c"), MacedonianRule::PromotionForced);
    assert_eq!(rule_of(&pos, "3e3d+"), MacedonianRule::PromotionNotAllowed);
    let next = after(&pos, "5d5c+");
    assert!(next.at(sq("5c")).is_some_and(|p| p.promoted));
}

#[test]
fn promoted_pieces_gain_a_step_left_and_right() {
    let pos = at(&[("5c", "+P"), ("3c", "+H")]);
    assert_eq!(from(&pos, "5c"), set(&["5b", "4c", "6c"]));
    assert_eq!(from(&pos, "3c"), set(&["3b", "3a", "2c", "4c"]));
}

#[test]
fn moves_inside_the_enemy_camp_do_not_promote_again() {
    let pos = at(&[("5c", "+P")]);
    assert_eq!(rule_of(&pos, "5c5b+"), MacedonianRule::PromotionNotAllowed);
}

// --- the crown ---

#[test]
fn the_crown_passes_king_to_prince_and_back_once_each() {
    let pos = setup(
        Config::default(),
        &[
            ("1h", "K"),
            ("2h", "S"),
            ("8a", "k"),
            ("7a", "s"),
            ("5e", "G"),
            ("5a", "g"),
        ],
        "b",
        "-",
        "00",
    );
    let once = after(&pos, "^5e5d");
    assert_eq!(
        (once.crown[0], once.crowned(Side::First)),
        (1, Kind::Prince)
    );
    let twice = after(&after(&once, "5a5b"), "^5d5e");
    assert_eq!(
        (twice.crown[0], twice.crowned(Side::First)),
        (2, Kind::King)
    );
    let third = after(&twice, "5b5a");
    assert_eq!(rule_of(&third, "^5e5d"), MacedonianRule::CrownSpent);
    assert!(texts(&third).iter().all(|t| !t.starts_with('^')));
}

#[test]
fn the_crown_cannot_pass_to_a_captured_heir() {
    let pos = setup(
        Config::default(),
        &[("1h", "K"), ("8a", "k"), ("5e", "G")],
        "b",
        "-",
        "00",
    );
    assert_eq!(rule_of(&pos, "^5e5d"), MacedonianRule::HeirGone);
}

#[test]
fn capturing_the_crowned_piece_wins_and_ends_the_game() {
    let pos = setup(
        Config::default(),
        &[("1h", "K"), ("8a", "k"), ("8d", "A'")],
        "b",
        "-",
        "00",
    );
    let next = after(&pos, "8d>8a");
    let outcome = Macedonian::outcome(&next).expect("over");
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(Side::First), "crown-captured")
    );
    assert!(legal(&next).is_empty());
    assert_eq!(
        Macedonian::check(
            &next,
            &Move::plain(Action::Step {
                from: sq("1h"),
                to: sq("1g"),
                promote: false
            })
        )
        .unwrap_err()
        .rule,
        MacedonianRule::GameOver
    );
}

#[test]
fn abdication_saves_the_game_when_the_king_is_lost() {
    // Sente passes the crown, then Gote takes the king: the game goes on.
    let pos = setup(
        Config::default(),
        &[
            ("1h", "K"),
            ("5h", "S"),
            ("8a", "k"),
            ("1d", "a'"),
            ("8g", "P"),
        ],
        "b",
        "-",
        "00",
    );
    let passed = after(&pos, "^8g8f");
    let taken = after(&passed, "1d>1h");
    assert_eq!(Macedonian::outcome(&taken), None);
    assert!(taken.hands[1].is_empty(), "the king is not held");
}

// --- option must_escape_check ---

#[test]
fn must_escape_check_forbids_leaving_the_crown_attacked() {
    let pieces = [("1h", "K"), ("8a", "k"), ("1c", "a'"), ("5e", "G")];
    let off = setup(Config::default(), &pieces, "b", "-", "22");
    assert!(Macedonian::check(&off, &read(&off, "5e5d")).is_ok());
    let on = setup(ON, &pieces, "b", "-", "22");
    assert_eq!(rule_of(&on, "5e5d"), MacedonianRule::CrownLeftAttacked);
    assert_eq!(texts(&on), set(&["1h2h", "1h2g"]));
}

#[test]
fn no_legal_turn_loses() {
    // Sente's king is walled in by its own pieces, which cannot move.
    let pieces = [
        ("1h", "K"),
        ("2h", "X"),
        ("1g", "X"),
        ("2g", "X"),
        ("8a", "k"),
    ];
    let pos = setup(Config::default(), &pieces, "b", "-", "22");
    let outcome = Macedonian::outcome(&pos).expect("no move");
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(Side::Second), "no-move")
    );
}

// --- configuration ---

#[test]
fn rule_options_are_read_and_described() {
    use crate::game::RuleSpec;
    let on =
        Macedonian::configure(&RuleSpec::parse("standard;must_escape_check=on")).expect("valid");
    assert!(on.must_escape_check);
    assert_eq!(Macedonian::describe(&on), "standard;must_escape_check=on");
    assert_eq!(Macedonian::describe(&Config::default()), "standard");
    assert!(Macedonian::configure(&RuleSpec::parse("must_escape_check=maybe")).is_err());
    assert!(Macedonian::configure(&RuleSpec::parse("chess")).is_err());
    assert!(Macedonian::configure(&RuleSpec::parse("arrows=3")).is_err());
}

// --- cross-checks ---

/// A small deterministic generator, so that the tests need no crate.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Positions along random games, captures favoured so that hands, lone
/// arrows and promotions appear.
fn random_positions(config: Config, games: u64, plies: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 1..=games {
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut pos = Macedonian::start(&config);
        for _ in 0..plies {
            let moves = legal(&pos);
            if moves.is_empty() {
                break;
            }
            let captures: Vec<&Move> = moves
                .iter()
                .filter(|m| pos.at(m.action.to()).is_some_and(|p| p.side != pos.to_move))
                .collect();
            let mv = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            Macedonian::play(&mut pos, &mv);
            out.push(pos.clone());
        }
    }
    out
}

/// Every action one could write in a position, legal or not.
fn candidates(pos: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    for from in Square::all() {
        for to in Square::all() {
            for promote in [false, true] {
                out.push(Action::Step { from, to, promote });
            }
            out.push(Action::Shoot { from, to });
            out.push(Action::Return { from, to });
        }
    }
    for to in Square::all() {
        for piece in HandPiece::ALL {
            out.push(Action::Drop { piece, to });
        }
    }
    let crowns: &[bool] = if pos.crown[pos.to_move.index()] < 2 {
        &[false, true]
    } else {
        &[false]
    };
    crowns
        .iter()
        .flat_map(|&abdicate| out.iter().map(move |&action| Move { abdicate, action }))
        .collect()
}

#[test]
fn legality_check_agrees_with_generation() {
    for config in [Config::default(), ON] {
        for pos in random_positions(config, 6, 60).iter().step_by(5) {
            let generated: BTreeSet<String> = legal(pos).iter().map(|m| format!("{m:?}")).collect();
            let checked: BTreeSet<String> = candidates(pos)
                .iter()
                .filter(|m| Macedonian::check(pos, m).is_ok())
                .map(|m| format!("{m:?}"))
                .collect();
            assert_eq!(generated, checked, "{}", fen(pos));
        }
    }
}

/// The plain walk of [`crate::game::Perft`]'s provided perft, kept to
/// cross-check the fast walk.
fn clone_perft(pos: &Position, depth: u32) -> u64 {
    crate::game::perft_by_play::<Macedonian>(pos, depth)
}

#[test]
fn fast_perft_agrees_with_the_clone_based_walk() {
    let start = Macedonian::start(&Config::default());
    for depth in 1..=4 {
        assert_eq!(
            Macedonian::perft(&start, depth),
            clone_perft(&start, depth),
            "depth {depth}"
        );
    }
    for pos in random_positions(Config::default(), 4, 40)
        .iter()
        .step_by(10)
    {
        assert_eq!(
            Macedonian::perft(pos, 2),
            clone_perft(pos, 2),
            "{}",
            fen(pos)
        );
    }
    // Under must_escape_check the perft is the plain walk itself;
    // perft_from_the_start holds it to its figures.
}

/// The depth-5 figure of `perft_from_the_start`, walked the slow way:
/// `cargo test --release --lib macedonian -- --ignored` (seconds in release).
#[test]
#[ignore]
fn fast_perft_agrees_with_the_clone_based_walk_at_depth_5() {
    let start = Macedonian::start(&Config::default());
    assert_eq!(Macedonian::perft(&start, 5), clone_perft(&start, 5));
}

#[test]
fn perft_from_the_start() {
    let start = Macedonian::start(&Config::default());
    let counts: Vec<u64> = (1..=5).map(|d| Macedonian::perft(&start, d)).collect();
    assert_eq!(counts, [32, 1024, 39344, 1506816, 57109976]);
    let on = Macedonian::start(&ON);
    // Replies that leave the crown attacked drop out from depth 4 on.
    let counts: Vec<u64> = (1..=4).map(|d| Macedonian::perft(&on, d)).collect();
    assert_eq!(counts, [32, 1024, 39344, 1506256]);
}

#[test]
fn attacked_sees_steps_and_shots_but_not_lone_arrows() {
    let pos = at(&[("5e", "a'"), ("3c", "x"), ("2b", "X")]);
    assert!(movegen::attacked(&pos, sq("5h"), Side::Second));
    assert!(movegen::attacked(&pos, sq("5f"), Side::Second));
    assert!(!movegen::attacked(&pos, sq("2d"), Side::Second));
    assert!(
        !movegen::attacked(&pos, sq("3d"), Side::Second),
        "a lone arrow attacks nothing"
    );
}

#[test]
fn explain_names_the_rule_that_stops_each_turn() {
    let start = Macedonian::start(&Config::default());
    let text = Macedonian::explain(&start, "8h", crate::messages::Lang::En)
        .expect("explains")
        .expect("a square");
    assert!(
        text.starts_with("８八 (8h): Sente 弓 with 2 arrows"),
        "{text}"
    );
    assert!(text.contains("8h>2b: macedonian::shot-blocked"), "{text}");
    assert!(text.contains("legal from here: none"), "{text}");
    let text = Macedonian::explain(&start, "５七", crate::messages::Lang::En)
        .expect("explains")
        .expect("a square");
    assert!(
        text.contains("legal from here: ５六重（57） (5g5f), ５五重（57） (5g5e)"),
        "{text}"
    );
    let text = Macedonian::explain(&start, "48", crate::messages::Lang::En)
        .expect("explains")
        .expect("a square");
    assert!(text.contains("wearing the crown"), "{text}");
    assert!(
        Macedonian::explain(&start, "9z", crate::messages::Lang::En)
            .expect("explains")
            .is_err()
    );
}

#[test]
fn under_must_escape_check_passing_the_crown_is_an_escape() {
    // Sente's king on 1h is shot at down file 1 and walled in by its own
    // lone arrows; only 譲位 to the prince on 8h saves the game (seed:
    // 王を詰む前に譲位で王冠が王子に譲られたら、王を取っても勝負は終りません).
    let pieces = [
        ("1h", "K"),
        ("2h", "X"),
        ("2g", "X"),
        ("8h", "S"),
        ("8a", "k"),
        ("1c", "a'"),
    ];
    let on = setup(ON, &pieces, "b", "-", "00");
    let turns = texts(&on);
    assert!(!turns.is_empty());
    assert!(turns.iter().all(|t| t.starts_with('^')), "{turns:?}");
    assert!(
        turns.contains("^1h1g"),
        "the uncrowned king may stay in the line of fire"
    );
    assert_eq!(Macedonian::outcome(&on), None);
    let spent = setup(ON, &pieces, "b", "-", "22");
    let outcome = Macedonian::outcome(&spent).expect("mate");
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(Side::Second), "mate")
    );
}

#[test]
fn has_legal_turn_agrees_with_the_turn_list() {
    for config in [Config::default(), ON] {
        for pos in random_positions(config, 4, 80) {
            assert_eq!(
                movegen::has_legal_turn(&pos),
                !legal(&pos).is_empty(),
                "{}",
                fen(&pos)
            );
        }
    }
    let walled = setup(
        Config::default(),
        &[
            ("1h", "K"),
            ("2h", "X"),
            ("1g", "X"),
            ("2g", "X"),
            ("8a", "k"),
        ],
        "b",
        "-",
        "22",
    );
    assert!(!movegen::has_legal_turn(&walled));
}

/// Attacks found from the target square agree with every move of every
/// piece of the attacker.
#[test]
fn attacked_agrees_with_the_moves_of_every_piece() {
    use super::movegen::{for_each_shot, for_each_step};
    for pos in random_positions(Config::default(), 4, 80).iter().step_by(3) {
        for by in [Side::First, Side::Second] {
            for sq in Square::all().filter(|&sq| pos.at(sq).is_none_or(|p| p.side != by)) {
                let mut reached = false;
                for from in Square::all() {
                    let Some(piece) = pos.at(from).filter(|p| p.side == by) else {
                        continue;
                    };
                    for_each_step(pos, from, piece, |to| reached |= to == sq);
                    if piece.kind == Kind::Archer && piece.arrows > 0 {
                        for_each_shot(pos, from, by, |to| reached |= to == sq);
                    }
                }
                assert_eq!(
                    movegen::attacked(pos, sq, by),
                    reached,
                    "{} {sq:?} by {by:?}",
                    fen(pos)
                );
            }
        }
    }
}

#[test]
fn moving_a_game_to_its_own_rules_keeps_it() {
    crate::game::same_rules_keep_the_game::<Macedonian>(24);
}

/// Outside the game's folder a position is read through its accessors,
/// which agree with the square-by-square reading and the rules: at the
/// start no crown has passed, the hands are empty and Sente moves.
#[test]
fn accessors_read_the_position() {
    let start = Macedonian::start(&Config::default());
    assert_eq!(start.crown(), [0, 0]);
    assert!(start.hands().iter().all(|h| h.is_empty()));
    assert_eq!(start.to_move(), Macedonian::side_to_move(&start));
    assert_eq!(*start.config(), Config::default());
    for i in 0..64 {
        let sq = Square::from_index(i);
        assert_eq!(start.board()[i], start.at(sq), "{i}");
    }
    assert_eq!(start.board().iter().flatten().count(), 32);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(8))]

    #[test]
    fn a_spilled_move_list_gets_the_same_moves(choices in proptest::collection::vec(0..u16::MAX, 0..160)) {
        crate::game::spilled_list_agrees::<super::Macedonian>(&choices);
    }
}
