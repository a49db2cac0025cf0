//! Perft tables and special positions (research/anchors.md §4).

use super::*;
use crate::game::MakeUnmake;
use crate::rule_id::RuleId;

fn position(sfen: &str) -> Position {
    Shogi::read_position(&Shogi::configure(&RuleSpec::default()).unwrap(), sfen).unwrap()
}

fn perfts(sfen: &str, expected: &[u64]) {
    let pos = position(sfen);
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(
            Shogi::perft(&pos, d as u32 + 1),
            n,
            "perft({}) of {sfen}",
            d + 1
        );
    }
}

#[test]
fn perft_from_the_start_to_depth_5() {
    perfts(usi::START_SFEN, &[30, 900, 25_470, 719_731, 19_861_490]);
}

#[test]
#[ignore = "547 million leaves; run with --ignored in release mode"]
fn perft_from_the_start_depth_6() {
    assert_eq!(Shogi::perft(&position(usi::START_SFEN), 6), 547_581_517);
}

#[test]
fn perft_of_the_593_move_position() {
    perfts(
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        &[593, 105_677],
    );
}

#[test]
fn perft_of_the_matsuri_position() {
    perfts(
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        &[207, 28_684, 4_809_015],
    );
}

#[test]
#[ignore = "517 million leaves; run with --ignored in release mode"]
fn perft_of_the_matsuri_position_depth_4() {
    perfts(
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        &[207, 28_684, 4_809_015, 516_925_165],
    );
}

#[test]
fn sixteen_pawns_in_hand_respect_nifu_and_dead_squares() {
    perfts("4k4/9/9/9/9/9/9/9/9 b 16P 1", &[72, 355]);
}

fn legal(pos: &Position) -> Vec<String> {
    let mut out = MoveList::new();
    Shogi::legal_moves(pos, &mut out);
    out.iter().map(|m| usi::move_to_usi(*m)).collect()
}

fn usi_move(text: &str) -> Move {
    usi::parse_usi(text).unwrap().0
}

#[track_caller]
fn rule_broken(sfen: &str, mv: &str) -> RuleId {
    Shogi::check(&position(sfen), &usi_move(mv))
        .unwrap_err()
        .rule
}

#[test]
fn a_side_with_no_legal_move_and_no_check_loses() {
    // Counts confirmed with cshogi.
    let pos = position("8k/9/6NG1/9/9/9/9/9/K8 w - 1");
    assert_eq!(Shogi::perft(&pos, 1), 0);
    assert_eq!(
        Shogi::outcome(&pos),
        Some(Outcome::win(Side::First, ShogiEnd::NoLegalMove))
    );
}

#[test]
fn uchifuzume_is_the_only_pawn_drop_excluded() {
    let sfen = "8k/9/6NG1/9/9/9/9/9/K8 b P 1";
    let moves = legal(&position(sfen));
    assert_eq!(moves.len(), 78);
    assert!(!moves.contains(&"P*1b".to_string()));
    assert_eq!(rule_broken(sfen, "P*1b"), ShogiRule::Uchifuzume);
}

#[test]
fn a_pinned_defender_cannot_take_the_dropped_pawn() {
    // The gold on 2a would take on 1b but is pinned by the rook on 9a.
    let sfen = "R6gk/9/7G1/9/9/9/9/9/K8 b P 1";
    let moves = legal(&position(sfen));
    assert_eq!(moves.len(), 106);
    assert_eq!(rule_broken(sfen, "P*1b"), ShogiRule::Uchifuzume);
}

#[test]
fn king_escapes_are_judged_with_the_dropped_pawn_on_the_board() {
    // The pawn on 5b shields 4b from the rook on 9b, so the king escapes.
    let moves = legal(&position("4k4/R8/2N3N2/9/9/9/9/9/K8 b P 1"));
    assert_eq!(moves.len(), 105);
    assert!(moves.contains(&"P*5b".to_string()));
}

#[test]
fn mating_with_a_pawn_move_is_allowed() {
    let mut pos = position("8k/9/6NGP/9/9/9/9/9/K8 b - 1");
    assert_eq!(legal(&pos).len(), 11);
    Shogi::play(&mut pos, &usi_move("1c1b"));
    assert_eq!(
        Shogi::outcome(&pos),
        Some(Outcome::win(Side::First, ShogiEnd::Mate))
    );
}

#[test]
fn each_illegal_move_names_its_rule() {
    let start = usi::START_SFEN;
    assert_eq!(
        rule_broken("4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e"),
        ShogiRule::Nifu
    );
    assert_eq!(
        rule_broken("4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "P*1a"),
        ShogiRule::DeadPiece
    );
    assert_eq!(
        rule_broken("4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "L*1a"),
        ShogiRule::DeadPiece
    );
    assert_eq!(
        rule_broken("4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "N*1b"),
        ShogiRule::DeadPiece
    );
    assert_eq!(
        rule_broken("4k4/8P/9/9/9/9/9/9/4K4 b - 1", "1b1a"),
        ShogiRule::MustPromote
    );
    assert_eq!(rule_broken(start, "7g7f+"), ShogiRule::CannotPromote);
    assert_eq!(rule_broken(start, "7g7e"), ShogiRule::PieceMovement);
    assert_eq!(rule_broken(start, "5e5d"), ShogiRule::NoPiece);
    assert_eq!(rule_broken(start, "P*5e"), ShogiRule::NotInHand);
    assert_eq!(rule_broken(start, "6i7i"), ShogiRule::Occupied);
    assert_eq!(
        rule_broken("4k4/9/9/9/9/9/9/4r4/4K4 b - 1", "5i6h"),
        ShogiRule::SelfCheck
    );
    assert_eq!(
        rule_broken("4k4/4r4/9/9/9/9/9/4G4/4K4 b - 1", "5h4h"),
        ShogiRule::SelfCheck
    );
}

fn play_usi(pos: &mut Position, moves: &str) {
    for m in moves.split_whitespace() {
        let mv = usi_move(m);
        Shogi::check(pos, &mv).unwrap();
        assert_eq!(Shogi::outcome(pos), None, "the game goes on before {m}");
        Shogi::play(pos, &mv);
    }
}

#[test]
fn the_fourth_repetition_is_sennichite_a_draw() {
    let mut pos = position("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    play_usi(&mut pos, &"5i5h 5a5b 5h5i 5b5a ".repeat(3)[..]);
    assert_eq!(
        Shogi::outcome(&pos),
        Some(Outcome::draw(ShogiEnd::Sennichite))
    );
}

#[test]
fn perpetual_check_loses_for_the_checking_side() {
    let mut pos = position("8k/R8/9/9/9/9/9/9/4K4 b - 1");
    play_usi(&mut pos, &"9b9a 1a1b 9a9b 1b1a ".repeat(3)[..]);
    assert_eq!(
        Shogi::outcome(&pos),
        Some(Outcome::win(Side::Second, ShogiEnd::PerpetualCheck))
    );
}

fn declaring(sfen: &str, rule: &str) -> Outcome {
    let config = Shogi::configure(&RuleSpec::parse(&format!("impasse={rule}"))).unwrap();
    let mut pos = Shogi::read_position(&config, sfen).unwrap();
    let mv = Move::declare();
    Shogi::check(&pos, &mv).unwrap();
    Shogi::play(&mut pos, &mv);
    Shogi::outcome(&pos).unwrap()
}

#[test]
fn impasse_declarations_count_points() {
    // Sente king on 5b with ten pieces in camp: R B (10) + 8 pawns = 18 points, plus hand.
    let camp = "k8/4K3P/PPPPRBPPP/9/9/9/9/9/9 b";
    assert_eq!(
        declaring(&format!("{camp} 2R2B 1"), "24"),
        Outcome::win(Side::First, ShogiEnd::ImpasseDeclaration)
    );
    assert_eq!(
        declaring(&format!("{camp} 2B 1"), "24"),
        Outcome::draw(ShogiEnd::ImpasseDeclaration)
    );
    assert_eq!(
        declaring(&format!("{camp} - 1"), "24"),
        Outcome::win(Side::Second, ShogiEnd::ImpasseDeclarationFailed)
    );
    assert_eq!(
        declaring(&format!("{camp} 2B 1"), "27"),
        Outcome::win(Side::First, ShogiEnd::ImpasseDeclaration)
    );
    assert_eq!(
        declaring(&format!("{camp} B4P 1"), "27"),
        Outcome::win(Side::Second, ShogiEnd::ImpasseDeclarationFailed)
    );
    // Nine pieces in camp are not enough whatever the points.
    assert_eq!(
        declaring("k8/4K4/1PPPRBPPP/9/9/9/9/9/9 b 2R2B 1", "24"),
        Outcome::win(Side::Second, ShogiEnd::ImpasseDeclarationFailed)
    );
    // Every notation reads back the declaration it writes.
    let config = Shogi::configure(&RuleSpec::parse("impasse=27")).unwrap();
    let pos = Shogi::start(&config);
    for n in notation::ALL {
        let text = n.write_move(&pos, &Move::declare());
        let (back, parsed) = n.read_move(&pos, &text).unwrap();
        assert_eq!(
            (back, parsed.len),
            (Move::declare(), text.len()),
            "{}: {text}",
            n.notation_name()
        );
    }
    let none = position(usi::START_SFEN);
    assert_eq!(
        Shogi::check(&none, &Move::declare()).unwrap_err().rule,
        ShogiRule::Declaration
    );
}

/// A small deterministic generator for random games.
pub(crate) struct Rng(pub u64);

impl Rng {
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn every_notation_reads_back_what_it_prints_over_random_games() {
    let config = Shogi::configure(&RuleSpec::default()).unwrap();
    let mut rng = Rng(0x5eed);
    let mut plies = 0;
    for _ in 0..60 {
        let mut pos = Shogi::start(&config);
        for _ in 0..150 {
            if Shogi::outcome(&pos).is_some() {
                break;
            }
            let mut moves = MoveList::new();
            Shogi::legal_moves(&pos, &mut moves);
            assert_eq!(Shogi::has_legal_move(&pos), !moves.is_empty());
            for mv in &moves {
                for n in notation::ALL {
                    let text = n.write_move(&pos, mv);
                    let (back, parsed) = n
                        .read_move(&pos, &text)
                        .unwrap_or_else(|e| panic!("{}: {text}: {e:?}", n.notation_name()));
                    assert_eq!(
                        (back, parsed.len),
                        (*mv, text.len()),
                        "{} reads back `{text}`",
                        n.notation_name()
                    );
                    assert!(parsed.notes.is_empty(), "{text} needs no lenient reading");
                }
            }
            let mv = moves[rng.below(moves.len())];
            let before = pos.board;
            Shogi::play(&mut pos, &mv);
            // The board under the diagram's last move is the move taken back.
            assert_eq!(
                pos.before_last().map(|(b, _, m)| (b, m)),
                Some((before, mv))
            );
            plies += 1;
        }
    }
    assert!(plies > 5000);
}

#[test]
fn a_piece_pinned_on_a_diagonal_stays_on_it() {
    // The rook on 5g is pinned by the bishop on 6f against the king on 4h
    // (found by the cshogi differential test); cshogi counts 27 moves.
    let sfen = "ln1g1ksnl/1s3rg2/p1pppp1p1/6p1p/Pp7/1P1bPP2P/B1PPR1PP1/3G1K2L/LNS2GSN1 b - 27";
    assert_eq!(legal(&position(sfen)).len(), 27);
    assert_eq!(rule_broken(sfen, "5g5i"), ShogiRule::SelfCheck);
}

fn ki2(sfen: &str, usi_text: &str) -> String {
    let pos = position(sfen);
    let mv = usi_move(usi_text);
    Shogi::check(&pos, &mv).unwrap();
    notation::japanese::print_ki2(&pos, mv)
}

#[test]
fn ki2_writes_modifiers_only_where_needed() {
    // Three golds can reach 5h: 直 for the one straight behind, 右/左 for the others.
    let golds = "4k4/9/9/9/9/9/9/9/3GGG1K1 b - 1";
    assert_eq!(ki2(golds, "5i5h"), "▲５八金直");
    assert_eq!(ki2(golds, "6i5h"), "▲５八金左");
    assert_eq!(ki2(golds, "4i5h"), "▲５八金右");
    assert_eq!(ki2(golds, "6i6h"), "▲６八金直");
    assert_eq!(ki2(golds, "6i7h"), "▲７八金");
    // Motion before position: 寄 for the sideways move, 上 for the forward one.
    let sideways = "4k4/9/9/9/9/9/9/3G5/5G1K1 b - 1";
    assert_eq!(ki2(sideways, "6h5h"), "▲５八金寄");
    assert_eq!(ki2(sideways, "4i5h"), "▲５八金上");
    // 引 for a move back; Gote's right and left are mirrored.
    assert_eq!(ki2("4k4/9/9/9/9/9/4G4/9/4GK3 b - 1", "5g5h"), "▲５八金引");
    assert_eq!(ki2("K2ggg3/9/9/9/9/9/9/9/4k4 w - 1", "6a5b"), "△５二金右");
    // 打 only when a board piece of the kind could also go there; optional promotion 成/不成.
    assert_eq!(ki2("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5e"), "▲５五金");
    assert_eq!(ki2("4k4/9/9/9/9/9/9/5G3/4K4 b G 1", "G*5g"), "▲５七金打");
    assert_eq!(ki2("4k4/9/9/9/9/9/9/9/4K2R1 b - 1", "2i2c+"), "▲２三飛成");
    assert_eq!(ki2("4k4/9/9/9/9/9/9/9/4K2R1 b - 1", "2i2c"), "▲２三飛不成");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// `parse(print(m)) == m` in every notation, for every legal move of
    /// random games started from random seeds.
    #[test]
    fn notations_round_trip_over_random_games(seed in 1u64..u64::MAX) {
        let config = Shogi::configure(&RuleSpec::default()).unwrap();
        let mut rng = Rng(seed);
        let mut pos = Shogi::start(&config);
        for _ in 0..120 {
            if Shogi::outcome(&pos).is_some() {
                break;
            }
            let mut moves = MoveList::new();
            Shogi::legal_moves(&pos, &mut moves);
            for mv in &moves {
                for n in notation::ALL {
                    let text = n.write_move(&pos, mv);
                    let read = n.read_move(&pos, &text).map(|(m, p)| (m, p.len));
                    proptest::prop_assert_eq!(read, Ok((*mv, text.len())), "{} `{}`", n.notation_name(), text);
                }
            }
            Shogi::play(&mut pos, &moves[rng.below(moves.len())]);
        }
    }
}

/// The diagram ends with the last move as Kifu for Windows writes it, 同
/// included; a position read from a string has no last move.
#[test]
fn the_diagram_names_the_last_move() {
    let start = Shogi::start(&Shogi::configure(&RuleSpec::default()).unwrap());
    assert!(!Shogi::diagram(&start).contains("手数"));
    let mut pos = start;
    play_usi(&mut pos, "7g7f");
    let diagram = Shogi::diagram(&pos);
    assert!(
        diagram.ends_with("先手の持駒：なし\n手数＝1　▲７六歩　まで\n後手番\n"),
        "{diagram}"
    );
    play_usi(&mut pos, "3c3d 8h2b+ 3a2b");
    assert!(
        Shogi::diagram(&pos).contains("\n手数＝4　△同　銀　まで\n"),
        "{}",
        Shogi::diagram(&pos)
    );
    let read = position("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
    assert!(!Shogi::diagram(&read).contains("手数"));
}

/// Squares in a violation are named as the record's notation names them;
/// a USI move or suffix inside the text keeps its USI squares.
#[test]
fn violations_name_squares_in_the_notation_of_the_record() {
    let v = Violation::new(
        ShogiRule::CannotPromote,
        "a 歩 cannot promote on a move from 7g to 7f",
    )
    .help("name the origin with @ and a USI square, e.g. @5e; or play 3c3d or P*5e");
    let kif = squares_in(v.clone(), "kif");
    assert_eq!(
        kif.message,
        "a 歩 cannot promote on a move from ７七 to ７六"
    );
    assert_eq!(
        kif.help.as_deref(),
        Some("name the origin with @ and a USI square, e.g. @5e; or play 3c3d or P*5e")
    );
    assert_eq!(
        squares_in(v.clone(), "csa").message,
        "a 歩 cannot promote on a move from 77 to 76"
    );
    assert_eq!(squares_in(v.clone(), "western"), v);
    assert_eq!(squares_in(v.clone(), "usi"), v);
}

/// A western or USI record's diagnostic names pieces in English, as it
/// names squares in its own way; KIF keeps the kanji.
#[test]
fn violations_name_pieces_in_the_words_of_the_record() {
    let v = Violation::new(
        ShogiRule::CannotPromote,
        "a 歩 cannot promote on a move from 7g to 7f",
    )
    .help("nifu (二歩): there is no 成香 in hand");
    let western = super::in_words(v.clone(), "western");
    assert_eq!(
        western.message,
        "a pawn cannot promote on a move from 7g to 7f"
    );
    assert_eq!(
        western.help.as_deref(),
        Some("nifu (二歩): there is no promoted lance in hand")
    );
    assert_eq!(super::in_words(v.clone(), "usi"), western);
    assert_eq!(
        super::in_words(v.clone(), "kif").message,
        "a 歩 cannot promote on a move from ７七 to ７六"
    );
}

/// A move another game marks (`X:` before it) is read in every record
/// notation only to be refused; shogi's own moves are not taken for one.
#[test]
fn a_marked_move_is_refused_in_every_record_notation() {
    use super::notation::mark_token;
    for (text, token) in [
        ("+Q:5953OU", Some("Q")),
        ("▲王:５三玉", Some("王")),
        ("治:3c", Some("治")),
        ("13:7g", Some("13")),
        ("W：7g", Some("W")),
        ("７六歩(77)", None),
        ("P-7f", None),
        ("+7776FU", None),
        ("a:b", None),
        ("%KACHI", None),
    ] {
        assert_eq!(mark_token(text), token, "{text}");
    }
}

#[test]
fn moving_a_game_to_its_own_rules_keeps_it() {
    for (pos, moved) in crate::game::same_rules_keep_the_game::<Shogi>(24) {
        assert!(pos.last_to.is_some());
        assert_eq!(moved.last_to, pos.last_to);
    }
}

#[test]
fn a_move_list_past_its_inline_size_holds_every_legal_move() {
    // The most legal moves a shogi position is known to have.
    let p = position("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1");
    let mut moves = MoveList::new();
    Shogi::legal_moves(&p, &mut moves);
    assert_eq!(moves.len(), 593);
    assert!(moves.spilled());
    // Every move the position could be asked about, checked one by one.
    let squares = || 0..81;
    let board_moves = squares().flat_map(|from| {
        squares().flat_map(move |to| [true, false].map(|pr| Move::board(from, to, pr)))
    });
    let drops = board::KINDS[..7]
        .iter()
        .flat_map(|&kind| squares().map(move |to| Move::drop(kind, to)));
    let by_check: Vec<Move> = board_moves
        .chain(drops)
        .filter(|mv| Shogi::check(&p, mv).is_ok())
        .collect();
    assert_eq!(by_check.len(), moves.len());
    assert!(by_check.iter().all(|mv| moves.contains(mv)));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(8))]

    #[test]
    fn a_spilled_move_list_gets_the_same_moves(choices in proptest::collection::vec(0..u16::MAX, 0..160)) {
        crate::game::spilled_list_agrees::<Shogi>(&choices);
    }

    #[test]
    fn unmake_gives_back_the_position_make_changed(choices in proptest::collection::vec(0..u16::MAX, 0..160)) {
        crate::game::make_unmake_restores::<Shogi>(&choices);
    }
}

#[test]
fn unmake_takes_back_a_declaration_and_perft_by_make_is_perft() {
    let config = Shogi::configure(&RuleSpec::parse("impasse=27")).unwrap();
    let mut p = Shogi::read_position(&config, usi::START_SFEN).unwrap();
    let before = format!("{p:?}");
    let undo = Shogi::make(&mut p, &Move::declare());
    assert!(Shogi::outcome(&p).is_some());
    Shogi::unmake(&mut p, &Move::declare(), undo);
    assert_eq!(format!("{p:?}"), before);
    let plain = position(usi::START_SFEN);
    for depth in 0..=3 {
        let by_make = crate::game::perft_by_make::<Shogi>(&plain, depth);
        assert_eq!(by_make, Shogi::perft(&plain, depth));
        let by_make = crate::game::perft_by_make::<Shogi>(&p, depth);
        assert_eq!(by_make, crate::game::perft_by_play::<Shogi>(&p, depth));
    }
}

/// The names shogi gives its notations in place are its table's.
#[test]
fn notation_names_are_the_tables() {
    use crate::session::Game;
    for (i, n) in <Shogi as Game>::notations().iter().enumerate() {
        assert_eq!(<Shogi as Game>::notation_name(i), n.notation_name(), "{i}");
    }
}
