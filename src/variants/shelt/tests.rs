//! Rule tests: every movement type, the accompaniment cases of the seed,
//! every Temas action, the seed's worked examples, repetition and perft.

use std::collections::BTreeSet;

use super::board::Square;
use super::notation::{NATIVE, result_text};
use super::*;
use crate::game::Notation;
use crate::rule_id::RuleId;

/// Moons and one magic piece each, so that no test position is over.
const BASE: [(&str, &str); 4] = [("mir", "V1"), ("len", "V2"), ("ser", "P7"), ("ral", "P6")];

fn sq(native: &str) -> Square {
    let b = native.as_bytes();
    Square::from_native(b[0], b[1]).unwrap()
}

/// A position from pieces on native squares (a code may end in `'` for a
/// rotated piece), plus the base pieces and, unless placed, the Temas on P1.
/// `tail` is the rest of the position string: `A -/- -/-`.
fn setup(pieces: &[(&str, &str)], tail: &str) -> Position {
    let mut all: Vec<(&str, &str)> = BASE.to_vec();
    all.retain(|(code, _)| {
        !pieces
            .iter()
            .any(|(c, _)| c.trim_end_matches('\'') == *code)
    });
    all.extend_from_slice(pieces);
    exact(&all, tail)
}

/// A position holding exactly `pieces` (and the Temas, on P1 unless placed).
fn exact(pieces: &[(&str, &str)], tail: &str) -> Position {
    let mut grid = [[None::<&str>; 7]; 7];
    let mut all = pieces.to_vec();
    if !all.iter().any(|(c, _)| c.starts_with("tms")) {
        all.push(("tms", "P1"));
    }
    for (code, at) in all {
        let s = sq(at);
        assert!(
            grid[s.row() as usize][s.col() as usize]
                .replace(code)
                .is_none(),
            "{at} used twice"
        );
    }
    let ranks: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut items = Vec::new();
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some(code) => {
                        if empty > 0 {
                            items.push(empty.to_string());
                            empty = 0;
                        }
                        items.push(code.to_string());
                    }
                }
            }
            if empty > 0 {
                items.push(empty.to_string());
            }
            items.join(",")
        })
        .collect();
    let text = format!("{} {tail}", ranks.join("/"));
    Shelt::read_position(&Config::default(), &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(pos: &Position) -> Vec<Move> {
    let mut out = MoveList::new();
    Shelt::legal_moves(pos, &mut out);
    out.into_vec()
}

/// Destinations of plain moves from `from`, as native squares.
fn targets(pos: &Position, from: &str) -> BTreeSet<String> {
    legal(pos)
        .into_iter()
        .filter_map(|m| match m {
            Move::Step { from: f, to } if f == sq(from) => Some(to.native()),
            _ => None,
        })
        .collect()
}

fn set(items: &str) -> BTreeSet<String> {
    items.split_whitespace().map(str::to_string).collect()
}

fn long(pos: &Position, mv: &Move) -> String {
    notation::write(pos, mv, notation::Squares::Native, true)
}

/// Every legal accompanied move, in the long native form.
fn accompaniments(pos: &Position) -> BTreeSet<String> {
    legal(pos)
        .iter()
        .filter(|m| matches!(m, Move::Accompany { .. }))
        .map(|m| long(pos, m))
        .collect()
}

/// Reads a ply in the native notation and checks it.
fn try_ply(pos: &Position, text: &str) -> Result<Move, RuleId> {
    let parsed = NATIVE
        .parse(text)
        .unwrap_or_else(|e| panic!("{text}: {}", e.message));
    assert_eq!(parsed.len, text.len(), "{text}");
    let mv = NATIVE.resolve(pos, &parsed.text).map_err(|v| v.rule)?;
    Shelt::check(pos, &mv).map_err(|v| v.rule)?;
    assert!(
        legal(pos).contains(&mv),
        "{text} passes check but is not generated"
    );
    Ok(mv)
}

fn play(pos: &mut Position, text: &str) {
    let mv = try_ply(pos, text).unwrap_or_else(|rule| panic!("{text}: {rule}"));
    Shelt::play(pos, &mv);
}

fn broken(pos: &Position, text: &str) -> RuleId {
    match try_ply(pos, text) {
        Ok(_) => panic!("{text} should be illegal"),
        Err(rule) => rule,
    }
}

// ------------------------------------------------------------- movement

#[test]
fn front_line_movement_unrotated_and_rotated() {
    let cases = [
        ("pal", "S4 B4"),
        ("pal'", "T3 T5"),
        ("ful", "T3 T5"),
        ("ful'", "S4 B4"),
        ("mik", "S3 S5 B3 B5"),
        ("mik'", "S4 B4 T3 T5"),
        ("fav", "E4 S4 B4 I4"),
        ("fav'", "T2 T3 T5 T6"),
    ];
    for (code, expected) in cases {
        let pos = setup(&[(code, "T4")], "A -/- -/-");
        assert_eq!(targets(&pos, "T4"), set(expected), "{code}");
    }
}

#[test]
fn soon_front_line_moves_the_same_way() {
    let pos = setup(&[("mat", "T4"), ("din'", "E2")], "S -/- -/-");
    assert_eq!(targets(&pos, "T4"), set("E4 S4 B4 I4"));
    assert_eq!(targets(&pos, "E2"), set("E1 E3"));
}

#[test]
fn tower_and_bridge_slide_and_stop_at_pieces() {
    // An own piece on S4 blocks both steps forward; an enemy on B4 is taken
    // and stops the slide.
    let pos = setup(&[("fav", "T4"), ("pal", "S4"), ("tan", "B4")], "A -/- -/-");
    assert_eq!(targets(&pos, "T4"), set("B4"));
    let pos = setup(&[("fav'", "T4"), ("gil", "T3"), ("jil", "T5")], "A -/- -/-");
    assert_eq!(targets(&pos, "T4"), set("T5"));
}

#[test]
fn back_line_movement() {
    let cases = [
        ("dyu", "T1 T2 T3 T5 T6 T7 V4 E4 S4 B4 I4 P4"),
        ("lis", "E3 E5 S2 S6 B2 B6 I3 I5"),
        ("mel", "S3 E2 V1 S5 E6 V7 B3 B5 I6 P7"),
        ("ser", "S3 S4 S5 T3 T5 B3 B4 B5"),
    ];
    for (code, expected) in cases {
        let mut pieces = vec![(code, "T4"), ("tms", "I2"), ("mir", "V1"), ("len", "P3")];
        if code != "ser" {
            pieces.push(("ser", "P5"));
        }
        let pos = setup(&pieces, "A -/- -/-");
        assert_eq!(targets(&pos, "T4"), set(expected), "{code}");
    }
}

#[test]
fn knights_jump_and_sliders_do_not() {
    let walls = [
        ("pal", "S4"),
        ("ful", "B4"),
        ("gil", "T3"),
        ("ruj", "T5"),
        ("mik", "S3"),
        ("zan", "S5"),
        ("fav", "B3"),
        ("jil", "B5"),
    ];
    let mut pieces = walls.to_vec();
    pieces.push(("lis", "T4"));
    let pos = setup(&pieces, "A -/- -/-");
    assert_eq!(targets(&pos, "T4"), set("E3 E5 S2 S6 B2 B6 I3 I5"));
    pieces.pop();
    pieces.push(("dyu", "T4"));
    let pos = setup(&pieces, "A -/- -/-");
    assert_eq!(targets(&pos, "T4"), set(""));
    pieces.pop();
    pieces.push(("dia", "T4"));
    // jil on B5 is Soon's: the door takes it and stops.
    let pos = setup(&pieces, "A -/- -/-");
    assert_eq!(targets(&pos, "T4"), set("B5"));
}

#[test]
fn rotation_is_a_turn_and_back_line_pieces_do_not_rotate() {
    let mut pos = setup(&[("pal", "I1"), ("dyu", "T4")], "A -/- -/-");
    assert_eq!(broken(&pos, "dyu:T4^r"), SheltRule::RotateBackLine);
    assert_eq!(broken(&pos, "pal:I1^n"), SheltRule::RotationState);
    play(&mut pos, "pal:I1^r");
    assert!(
        pos.state
            .is_rotated(pieces::PieceId::from_code("pal").unwrap())
    );
    assert_eq!(
        pos.state.find(pieces::PieceId::from_code("pal").unwrap()),
        Some(sq("I1"))
    );
    assert_eq!(pos.state.to_move, Side::Second);
    play(&mut pos, "mir:V1-E1");
    assert_eq!(targets(&pos, "I1"), set("I2"));
    assert_eq!(broken(&pos, "pal^r"), SheltRule::RotationState);
    play(&mut pos, "pal^n");
    assert!(
        !pos.state
            .is_rotated(pieces::PieceId::from_code("pal").unwrap())
    );
}

#[test]
fn captured_pieces_go_to_the_capturers_hand() {
    let mut pos = setup(&[("dyu", "T4"), ("tan", "E4")], "A -/- -/-");
    assert_eq!(broken(&pos, "dyu:T4-E4"), SheltRule::CaptureMismatch);
    play(&mut pos, "dyu:T4-E4xtan");
    assert_eq!(
        pos.state.hands[0],
        pieces::PieceId::from_code("tan").unwrap().bit()
    );
    assert_eq!(broken(&pos, "mir:V1-V2xlen"), SheltRule::OwnPiece);
}

// ------------------------------------------------------------- accompaniment

#[test]
fn a_horizontal_piece_takes_a_partner_in_front_sideways() {
    // Seed: フルミネアの前にパールがいる場合、フルミネアはパールを連れながら移動できます.
    let pos = setup(&[("ful", "T4"), ("pal", "S4")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("ful:T4-T3=pal:S4-S3 ful:T4-T5=pal:S4-S5")
    );
}

#[test]
fn no_accompaniment_along_the_partners_axis() {
    // Seed: 横駒の横に前衛がいる場合…随伴できません (× ♁ ♂ ×).
    let pos = setup(&[("ful", "T4"), ("gil", "T5")], "A -/- -/-");
    assert_eq!(accompaniments(&pos), set(""));
    assert_eq!(
        broken(&pos, "ful:T4-T3=gil:T5-T4"),
        SheltRule::AccompanyAxis
    );
    assert_eq!(
        broken(&pos, "gil:T5-T6=ful:T4-T5"),
        SheltRule::AccompanyAxis
    );
    // 縦駒の前後に前衛がいる場合も.
    let pos = setup(&[("pal", "T4"), ("ruj", "S4")], "A -/- -/-");
    assert_eq!(accompaniments(&pos), set(""));
    assert_eq!(
        broken(&pos, "pal:T4-B4=ruj:S4-T4"),
        SheltRule::AccompanyAxis
    );
}

#[test]
fn no_capture_while_accompanying() {
    // Seed: フルミネアが単独で左に動くことはできます。しかし随伴で左に行こうとすると…できません。
    let pos = setup(&[("ful", "T4"), ("pal", "S4"), ("din", "T3")], "A -/- -/-");
    assert!(try_ply(&pos, "ful:T4-T3xdin").is_ok());
    assert_eq!(
        broken(&pos, "ful:T4-T3=pal:S4-S3"),
        SheltRule::AccompaniedCapture
    );
    assert!(try_ply(&pos, "ful:T4-T5=pal:S4-S5").is_ok());
    // The partner may not land on an enemy either, nor on the Temas.
    let pos = setup(
        &[("ful", "T4"), ("pal", "S4"), ("din", "S5"), ("tms", "S3")],
        "A -/- -/-",
    );
    assert_eq!(
        broken(&pos, "ful:T4-T5=pal:S4-S5"),
        SheltRule::AccompaniedCapture
    );
    assert_eq!(
        broken(&pos, "ful:T4-T3=pal:S4-S3"),
        SheltRule::AccompaniedCapture
    );
    assert_eq!(accompaniments(&pos), set(""));
}

#[test]
fn a_vertical_piece_takes_a_side_partner_forward_and_back() {
    let pos = setup(&[("pal", "T4"), ("ful", "T5")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("pal:T4-S4=ful:T5-S5 pal:T4-B4=ful:T5-B5")
    );
}

#[test]
fn a_tower_accompanies_two_steps() {
    // Seed: 塔駒の随伴は強力です。前後2マスまで行けるからです。
    let pos = setup(&[("fav", "T4"), ("pal", "T5")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set(
            "fav:T4-E4=pal:T5-E5 fav:T4-S4=pal:T5-S5 fav:T4-B4=pal:T5-B5 fav:T4-I4=pal:T5-I5 \
             pal:T5-S5=fav:T4-S4 pal:T5-B5=fav:T4-B4"
        )
    );
    // The tower's own path must be clear; the partner needs only its landing square.
    let pos = setup(
        &[("fav", "T4"), ("pal", "T5"), ("ruj", "S5"), ("gil", "B4")],
        "A -/- -/-",
    );
    // gil below the tower takes it sideways; pal cannot land on ruj's S5.
    assert_eq!(
        accompaniments(&pos),
        set("fav:T4-E4=pal:T5-E5 gil:B4-B3=fav:T4-T3")
    );
    assert_eq!(broken(&pos, "fav:T4-I4=pal:T5-I5"), SheltRule::Blocked);
    assert_eq!(
        broken(&pos, "fav:T4-B4=pal:T5-B5"),
        SheltRule::AccompanyBlocked
    );
}

#[test]
fn a_diagonal_piece_is_never_held_by_the_axis() {
    let pos = setup(&[("mik", "T4"), ("pal", "S4")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("mik:T4-S3=pal:S4-E3 mik:T4-S5=pal:S4-E5 mik:T4-B3=pal:S4-T3 mik:T4-B5=pal:S4-T5")
    );
}

#[test]
fn a_cross_piece_accompanies_across_the_partners_axis_only() {
    // Seed: 十駒になると、逆に随伴の自由度は低くなります。
    let pos = setup(&[("mik'", "T4"), ("ful", "T5")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("mik:T4-S4=ful:T5-S5 mik:T4-B4=ful:T5-B5")
    );
    let pos = setup(&[("mik'", "T4"), ("ful", "S4")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("mik:T4-T3=ful:S4-S3 mik:T4-T5=ful:S4-S5 ful:S4-S3=mik:T4-T3 ful:S4-S5=mik:T4-T5")
    );
}

#[test]
fn a_bridge_accompanies_like_a_horizontal_piece() {
    let pos = setup(&[("fav'", "T4"), ("pal", "S4")], "A -/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("fav:T4-T2=pal:S4-S2 fav:T4-T3=pal:S4-S3 fav:T4-T5=pal:S4-S5 fav:T4-T6=pal:S4-S6")
    );
}

#[test]
fn partners_are_own_adjacent_front_line_pieces() {
    let pos = setup(
        &[("pal", "T4"), ("tan", "T5"), ("dyu", "T3"), ("ful", "S5")],
        "A -/- -/-",
    );
    assert_eq!(accompaniments(&pos), set(""));
    assert_eq!(
        broken(&pos, "pal:T4-S4=tan:T5-S5"),
        SheltRule::AccompanyPartner
    );
    assert_eq!(
        broken(&pos, "pal:T4-S4=dyu:T3-S3"),
        SheltRule::AccompanyPartner
    );
    assert_eq!(
        broken(&pos, "pal:T4-B4=ful:S5-T5"),
        SheltRule::AccompanyPartner
    );
    assert_eq!(
        broken(&pos, "dyu:T3-S3=pal:T4-S4"),
        SheltRule::AccompanyMover
    );
    assert_eq!(
        broken(&pos, "pal:T4-S4=dyu:T3-B3"),
        SheltRule::AccompanyVector
    );
    // Landing on the Temas would be a capture.
    let pos = setup(&[("pal", "I1"), ("ful", "I2")], "A -/- -/-");
    assert_eq!(
        broken(&pos, "pal:I1-P1=ful:I2-P2"),
        SheltRule::AccompaniedCapture
    );
    // On the top rank a vertical piece can only go back.
    let pos = setup(&[("pal", "V4"), ("ful", "V3"), ("mir", "E7")], "A -/- -/-");
    assert_eq!(accompaniments(&pos), set("pal:V4-E4=ful:V3-E3"));
    // Neither piece may leave the board.
    let pos = setup(&[("mik", "E4"), ("ful", "V4"), ("mir", "E7")], "A -/- -/-");
    assert_eq!(
        broken(&pos, "mik:E4-V3=ful:V4-E3"),
        SheltRule::AccompanyVector
    );
    assert_eq!(broken(&pos, "mikV3=ful"), SheltRule::AccompanyOffBoard);
}

// ------------------------------------------------------------- the Temas

#[test]
fn attaching_takes_a_turn_and_then_the_temas_moves_as_the_piece() {
    // Seed: 取ったピネナを張ったとします…角の動きができるようになります。
    let mut pos = setup(&[("tms", "T4")], "A -/- pin/-");
    assert_eq!(broken(&pos, "tms:T4-S3"), SheltRule::TemasEmpty);
    play(&mut pos, "+pin");
    assert_eq!(pos.state.attached[0], pieces::PieceId::from_code("pin"));
    assert_eq!(pos.state.hands[0], 0);
    play(&mut pos, "mir:V1-E1");
    assert_eq!(targets(&pos, "T4"), set("S3 E2 V1 S5 E6 V7 B3 I2 P1 B5 I6"));
    assert_eq!(
        broken(&pos, "tms[ket]:T4-S3"),
        SheltRule::AttachmentMismatch
    );
    play(&mut pos, "tms[pin]:T4-S3");
    assert_eq!(pos.state.temas_at, sq("S3"));
}

#[test]
fn each_player_moves_the_temas_as_its_own_attachment() {
    // Seed: アルシェのターンではテーマスはピネナとして…ソーンのターンになると今度はリュウとして.
    let mut pos = setup(&[("tms", "T4"), ("pal", "I1")], "A pin/dyu -/-");
    assert_eq!(targets(&pos, "T4"), set("S3 E2 V1 S5 E6 V7 B3 I2 P1 B5 I6"));
    play(&mut pos, "pal:I1-B1");
    assert_eq!(
        targets(&pos, "T4"),
        set("T1 T2 T3 T5 T6 T7 V4 E4 S4 B4 I4 P4")
    );
}

#[test]
fn capturing_with_the_temas_uses_up_the_attachment() {
    // Seed: レレヅナを取るとともに…張っていたピネナはお役御免で消滅します。
    let mut pos = setup(&[("tms", "T4"), ("rez", "E2")], "A pin/- -/-");
    play(&mut pos, "tms[pin]:T4-E2xrez");
    let pin = pieces::PieceId::from_code("pin").unwrap();
    let rez = pieces::PieceId::from_code("rez").unwrap();
    assert_eq!(pos.state.temas_at, sq("E2"));
    assert_eq!(pos.state.attached[0], None);
    assert_eq!(pos.state.hands[0], rez.bit());
    assert!(pos.state.is_destroyed(pin));
    play(&mut pos, "mir:V1-E1");
    // 別の駒なら張れますが、もうピネナを張ることはできません。
    assert_eq!(broken(&pos, "+pin"), SheltRule::DestroyedPiece);
    assert!(try_ply(&pos, "+rez").is_ok());
}

#[test]
fn replacing_returns_the_old_piece_to_hand() {
    // Seed: 張り替えた駒はまだ消滅していないので、後から再度張りなおすことができます。
    let mut pos = setup(&[("tms", "T4")], "A pin/- ket/-");
    assert_eq!(broken(&pos, "+ket"), SheltRule::AttachOccupied);
    assert_eq!(broken(&pos, "-ket+pin"), SheltRule::AttachmentMismatch);
    play(&mut pos, "-pin+ket");
    assert_eq!(pos.state.attached[0], pieces::PieceId::from_code("ket"));
    assert_eq!(
        pos.state.hands[0],
        pieces::PieceId::from_code("pin").unwrap().bit()
    );
    play(&mut pos, "mir:V1-E1");
    play(&mut pos, "-ket+pin");
    assert_eq!(pos.state.attached[0], pieces::PieceId::from_code("pin"));
}

#[test]
fn returning_leaves_a_wall_nobody_can_take() {
    // Seed: 何もない以上、チームスは障害物として…敵は取ることができません。
    let mut pos = setup(&[("tms", "T4"), ("len", "T1")], "A pin/- -/-");
    assert_eq!(broken(&pos, "-ket"), SheltRule::AttachmentMismatch);
    play(&mut pos, "-pin");
    assert_eq!(pos.state.attached[0], None);
    assert_eq!(broken(&pos, "len:T1-T4xtms"), SheltRule::TemasWall);
    assert_eq!(targets(&pos, "T1"), set("S1 E1 B1 I1 P1 T2 T3"));
    play(&mut pos, "mir:V1-V2");
    assert_eq!(broken(&pos, "-pin"), SheltRule::NothingAttached);
    assert_eq!(broken(&pos, "tms:T4-S3"), SheltRule::TemasEmpty);
}

#[test]
fn the_bare_temas_is_capturable_under_the_option() {
    let mut pos = setup(&[("tms", "T4"), ("len", "T1")], "S -/- -/-");
    assert_eq!(broken(&pos, "len:T1-T4xtms"), SheltRule::TemasWall);
    pos.config = Shelt::configure(&crate::game::RuleSpec::parse(
        "default;bare-temas=capturable",
    ))
    .unwrap();
    play(&mut pos, "len:T1-T4xtms");
    assert_eq!(pos.state.temas_at, sq("T1"));
}

#[test]
fn capturing_the_temas_swaps_and_destroys_the_opponents_attachment() {
    // Seed: リュウでテームスを倒すと…駒の位置を入れ替えるのです。ファーヴァは完全に倒されました。
    let mut pos = setup(&[("tms", "T4"), ("dyu", "B4")], "A pin/fav -/-");
    assert_eq!(
        broken(&pos, "dyu:B4-T4xtms[pal]"),
        SheltRule::AttachmentMismatch
    );
    play(&mut pos, "dyu:B4-T4xtms[fav]");
    let fav = pieces::PieceId::from_code("fav").unwrap();
    assert_eq!(
        pos.state.at(sq("T4")),
        Some(board::Occupant::Piece(
            pieces::PieceId::from_code("dyu").unwrap()
        ))
    );
    assert_eq!(pos.state.temas_at, sq("B4"));
    assert_eq!(
        pos.state.attached,
        [pieces::PieceId::from_code("pin"), None]
    );
    assert!(pos.state.is_destroyed(fav));
    assert_eq!(pos.state.hands, [0, 0]);
}

#[test]
fn the_temas_rotates_only_with_a_front_line_attachment_and_for_both() {
    // Seed: チームスも方向転換できます。随伴もできます。ただし、前衛を張っているときだけです。
    let mut pos = setup(&[("tms", "T4"), ("pal", "I1")], "A tan/gil -/-");
    assert_eq!(targets(&pos, "T4"), set("S4 B4"));
    play(&mut pos, "tms:T4^r");
    assert!(pos.state.temas_rotated);
    // 方向転換することで相手のチームスの移動範囲が変わります: Soon's gil now moves forward/back.
    assert_eq!(targets(&pos, "T4"), set("S4 B4"));
    play(&mut pos, "mir:V1-E1");
    assert_eq!(targets(&pos, "T4"), set("T3 T5"));
    // A back-line attachment neither rotates nor is changed by the rotation.
    let pos = setup(&[("tms'", "T4")], "A rav/- -/-");
    assert_eq!(broken(&pos, "tms:T4^n"), SheltRule::RotateBackLine);
    assert_eq!(
        targets(&pos, "T4"),
        set("T1 T2 T3 T5 T6 T7 V4 E4 S4 B4 I4 P4")
    );
    let pos = setup(&[("tms", "T4")], "A -/- -/-");
    assert_eq!(broken(&pos, "tms:T4^r"), SheltRule::TemasEmpty);
}

#[test]
fn the_temas_accompanies_and_is_accompanied() {
    let pos = setup(&[("tms", "T4"), ("pal", "T5")], "A din/- -/-");
    assert_eq!(
        accompaniments(&pos),
        set("tms:T4-S4=pal:T5-S5 tms:T4-B4=pal:T5-B5 pal:T5-S5=tms:T4-S4 pal:T5-B5=tms:T4-B4")
    );
    let pos = setup(&[("tms", "T4"), ("pal", "T5")], "A rav/- -/-");
    assert_eq!(accompaniments(&pos), set(""));
    assert_eq!(
        broken(&pos, "pal:T5-S5=tms:T4-S4"),
        SheltRule::AccompanyPartner
    );
    assert_eq!(
        broken(&pos, "tms:T4-S4=pal:T5-S5"),
        SheltRule::AccompanyMover
    );
    let pos = setup(&[("tms", "T4"), ("pal", "T5")], "A -/ful -/-");
    assert_eq!(broken(&pos, "tms:T4-S4=pal:T5-S5"), SheltRule::TemasEmpty);
}

#[test]
fn attaching_needs_a_captured_piece_in_hand() {
    let pos = setup(
        &[("tms", "T4"), ("tan", "E7"), ("pal", "I1")],
        "A -/- -/fav",
    );
    assert_eq!(broken(&pos, "+pal"), SheltRule::NotInHand);
    assert_eq!(broken(&pos, "+tan"), SheltRule::NotInHand);
    // A Soon piece neither on the board nor in a hand was destroyed.
    assert_eq!(broken(&pos, "+kun"), SheltRule::DestroyedPiece);
    assert_eq!(broken(&pos, "-kun"), SheltRule::NothingAttached);
}

// ------------------------------------------------------------- axis shift

#[test]
fn a_door_shifts_sideways_onto_an_empty_square() {
    let pos = setup(&[("mel", "P3"), ("lis", "P2"), ("tms", "T4")], "A -/- -/-");
    let shifts: BTreeSet<String> = legal(&pos)
        .iter()
        .filter(|m| matches!(m, Move::Shift { .. }))
        .map(|m| long(&pos, m))
        .collect();
    assert_eq!(shifts, set("mel:P3~P4"));
    assert_eq!(broken(&pos, "mel:P3~P2"), SheltRule::AxisShiftOccupied);
    assert_eq!(broken(&pos, "mel:P3~I3"), SheltRule::AxisShift);
    assert_eq!(broken(&pos, "lis:P2~P1"), SheltRule::AxisShift);
    assert_eq!(broken(&pos, "mel:P3-P4"), SheltRule::Movement);
}

#[test]
fn an_attacked_door_cannot_shift() {
    // Seed: ラヴァがメルをチェックしているので、メルは軸移動できません。
    let pos = setup(&[("mel", "P3"), ("rav", "V3")], "A -/- -/-");
    assert_eq!(broken(&pos, "mel:P3~P2"), SheltRule::AxisShiftAttacked);
    assert_eq!(broken(&pos, "mel:P3~P4"), SheltRule::AxisShiftAttacked);
    let pos = setup(&[("mel", "P3"), ("rav", "V3"), ("pal", "S3")], "A -/- -/-");
    assert!(try_ply(&pos, "mel:P3~P2").is_ok());
    // An attack by the opponent's Temas counts too.
    let pos = setup(&[("mel", "P3"), ("tms", "T3")], "A -/dyu -/-");
    assert_eq!(broken(&pos, "mel:P3~P4"), SheltRule::AxisShiftAttacked);
}

#[test]
fn a_temas_carrying_a_door_shifts_like_a_door() {
    let pos = setup(&[("tms", "T4")], "A ket/- -/-");
    assert!(try_ply(&pos, "tms[ket]:T4~T3").is_ok());
    // Soon could take the Temas (Arshe has a piece on it): it is attacked.
    let pos = setup(&[("tms", "T4"), ("rav", "V4")], "A ket/- -/-");
    assert_eq!(broken(&pos, "tms[ket]:T4~T5"), SheltRule::AxisShiftAttacked);
}

// ------------------------------------------------------------- the end

#[test]
fn the_seeds_scoring_example_gives_arshe_three_points() {
    // Seed: 最後の魔駒であるラヴァが逃げたら月であるクミールが取られます。逆にクミールが逃げれば
    // 最後の魔駒のラヴァが取られます…アルシェにはメル、リディア、ラルドゥラの魔駒が残っています。従って3点.
    let pos = exact(
        &[
            ("rav", "V1"),
            ("mir", "V5"),
            ("dia", "S3"),
            ("mel", "P3"),
            ("ral", "P7"),
            ("ser", "P4"),
            ("tms", "T7"),
        ],
        "S -/- -/-",
    );
    assert!(Shelt::outcome(&pos).is_none());
    let replies = legal(&pos);
    assert!(!replies.is_empty());
    for reply in &replies {
        let mut after = pos.clone();
        Shelt::play(&mut after, reply);
        let wins: Vec<Outcome> = legal(&after)
            .iter()
            .filter_map(|m| {
                let mut end = after.clone();
                Shelt::play(&mut end, m);
                Shelt::outcome(&end)
            })
            .filter(|o| o.winner == Some(Side::First))
            .collect();
        assert!(!wins.is_empty(), "{reply:?} escapes");
    }
    let mut pos = pos;
    play(&mut pos, "mir:V5-V6");
    play(&mut pos, "dia:S3-V1xrav");
    let outcome = Shelt::outcome(&pos).unwrap();
    assert_eq!(outcome, scored(Side::First, SheltEnd::MagicCaptured, 3));
    assert_eq!(outcome.score, Some([3, 0]));
    assert_eq!(result_text(&outcome), "A+3 magic");
    assert!(legal(&pos).is_empty());
    assert_eq!(
        Shelt::check(&pos, &Move::Attach(pieces::PieceId(22)))
            .unwrap_err()
            .rule,
        SheltRule::GameOver
    );
}

#[test]
fn taking_the_moon_scores_four() {
    let mut pos = exact(
        &[
            ("rav", "V1"),
            ("mir", "V5"),
            ("dia", "S3"),
            ("ser", "P4"),
            ("tms", "T7"),
        ],
        "S -/- -/-",
    );
    play(&mut pos, "rav:V1-V2");
    play(&mut pos, "dia:S3-V5xmir");
    let outcome = Shelt::outcome(&pos).unwrap();
    assert_eq!(outcome.score, Some([4, 0]));
    assert_eq!(result_text(&outcome), "A+4 moon");
}

#[test]
fn the_seeds_temas_suicide() {
    // Seed: テーマスを左下まで斜めに動かしたら…セレンが相手テーマスの移動範囲内ですね。
    // 瞬く間にセレンが取られて投了です。Arshe has ピネナ on the Temas, Soon has リュウ.
    let mut pos = setup(
        &[("tms", "T4"), ("ser", "P4"), ("ral", "P7"), ("mel", "I6")],
        "A pin/dyu -/-",
    );
    play(&mut pos, "tms[pin]:T4-P1");
    assert!(
        Shelt::outcome(&pos).is_none(),
        "leaving the moon attacked is legal"
    );
    play(&mut pos, "tms[dyu]:P1-P4xser");
    let outcome = Shelt::outcome(&pos).unwrap();
    assert_eq!(outcome, scored(Side::Second, SheltEnd::MoonCaptured, 4));
    // The Temas's capture used up Soon's リュウ.
    assert!(
        pos.state
            .is_destroyed(pieces::PieceId::from_code("dyu").unwrap())
    );
}

#[test]
fn the_initiator_of_a_repetition_loses() {
    let mut pos = Shelt::start(&Config::default());
    let cycle = ["pal:I1^r", "din:E1^r", "pal:I1^n", "din:E1^n"];
    for round in 0..3 {
        for (i, text) in cycle.iter().enumerate() {
            assert!(
                Shelt::outcome(&pos).is_none(),
                "ended early in round {round} at {i}"
            );
            play(&mut pos, text);
        }
    }
    // The start has now occurred a fourth time; Arshe, to move at the first
    // occurrence, started the cycle.
    let outcome = Shelt::outcome(&pos).unwrap();
    assert_eq!(outcome, scored(Side::Second, SheltEnd::Repetition, 4));
    assert_eq!(result_text(&outcome), "S+4 rep");
    let mut off =
        Shelt::start(&Shelt::configure(&crate::game::RuleSpec::parse("repetition=off")).unwrap());
    for _ in 0..3 {
        for text in cycle {
            play(&mut off, text);
        }
    }
    assert!(Shelt::outcome(&off).is_none());
}

#[test]
fn a_player_without_an_action_loses() {
    // Soon's moon is walled in by its own pieces and has nothing to do.
    let pos = setup(
        &[
            ("mir", "V1"),
            ("len", "V2"),
            ("rav", "E1"),
            ("ket", "E2"),
            ("ser", "P4"),
            ("tms", "T7"),
        ],
        "S -/- -/-",
    );
    let mut moves = legal(&pos);
    moves.retain(|m| !matches!(m, Move::Step { .. } | Move::Shift { .. }));
    assert!(moves.is_empty());
    assert!(
        !legal(&pos).is_empty(),
        "the rooks and the door can still move here"
    );
}

// ------------------------------------------------------------- rules and perft

#[test]
fn layouts_are_chosen_by_rule_option() {
    let spec = crate::game::RuleSpec::parse("default;layout=soon-from-file-1");
    let config = Shelt::configure(&spec).unwrap();
    assert_eq!(Shelt::describe(&config), "default;layout=soon-from-file-1");
    let pos = Shelt::start(&config);
    assert_eq!(
        pos.state.find(pieces::PieceId::from_code("rav").unwrap()),
        Some(sq("V7"))
    );
    assert!(Shelt::configure(&crate::game::RuleSpec::parse("layout=nowhere")).is_err());
    assert!(Shelt::configure(&crate::game::RuleSpec::parse("chess")).is_err());
    assert!(Shelt::configure(&crate::game::RuleSpec::parse("colour=red")).is_err());
}

/// The plain walk of [`crate::game::Perft`]'s provided perft, kept to
/// cross-check the fast walk.
fn clone_perft(pos: &Position, depth: u32) -> u64 {
    crate::game::perft_by_play::<Shelt>(pos, depth)
}

#[test]
fn perft_from_the_start() {
    let pos = Shelt::start(&Config::default());
    let table = [1, 30, 900, 27_082, 811_694, 25_351_050];
    for (depth, &nodes) in table.iter().enumerate() {
        assert_eq!(Shelt::perft(&pos, depth as u32), nodes, "depth {depth}");
    }
    for depth in 0..=4 {
        assert_eq!(
            clone_perft(&pos, depth),
            table[depth as usize],
            "clone-based, depth {depth}"
        );
    }
}

#[test]
fn fast_perft_agrees_with_the_clone_based_walk_in_the_middle_game() {
    // Hands, attachments on both sides, a rotated Temas and rotated pieces.
    let text = "rav,nen,pin,mir,1,lin,len/din,rez',1,mat,lax,jil,1/2,kun,4/3,tms',3/1,ful,3,zan,1/pal,2,fav',1,gil,ruj/dyu,lis,mel,ser,1,vio,ral A ket/dia tan/mik";
    let pos = Shelt::read_position(&Config::default(), text).unwrap();
    for depth in 1..=3 {
        assert_eq!(
            Shelt::perft(&pos, depth),
            clone_perft(&pos, depth),
            "depth {depth}"
        );
    }
}

#[test]
fn fast_perft_agrees_near_a_repetition() {
    let mut pos = Shelt::start(&Config::default());
    for text in [
        "pal:I1^r", "din:E1^r", "pal:I1^n", "din:E1^n", "pal:I1^r", "din:E1^r", "pal:I1^n",
        "din:E1^n", "pal:I1^r",
    ] {
        play(&mut pos, text);
    }
    for depth in 1..=3 {
        assert_eq!(
            Shelt::perft(&pos, depth),
            clone_perft(&pos, depth),
            "depth {depth}"
        );
    }
}

// ------------------------------------------------------------- notation and diagram

#[test]
fn the_2014_openings_are_legal_and_open_the_doors() {
    // 2014 notes: `1.b4fav` "frees both doors at once".
    let start = Shelt::start(&Config::default());
    let mut pos = start.clone();
    let doors = |p: &Position| targets(p, "P3").len() + targets(p, "P5").len();
    assert_eq!(doors(&pos), 0);
    play(&mut pos, "fav:I4-B4");
    play(&mut pos, "din:E1-S1");
    assert!(!targets(&pos, "P3").is_empty() && !targets(&pos, "P5").is_empty());
    // The 2014 accompaniment example is legal from the start.
    let mut pos = start;
    play(&mut pos, "mik:I3-B2=fav:I4-B3");
}

#[test]
fn short_forms_and_algebraic_squares() {
    use super::notation::{ALGEBRAIC, ALGEBRAIC_SHORT, NATIVE_SHORT};
    let mut pos = setup(&[("tan", "B6"), ("pal", "B5")], "S -/- -/-");
    play(&mut pos, "tan:B6-I6");
    // The rook recaptures on the square the previous move ended on.
    let text = NATIVE_SHORT.parse("ral..xtan").unwrap().text;
    let mv = NATIVE_SHORT.resolve(&pos, &text).unwrap();
    assert_eq!(
        mv,
        Move::Step {
            from: sq("P6"),
            to: sq("I6")
        }
    );
    assert_eq!(Notation::print(&NATIVE_SHORT, &pos, &mv), "ral..xtan");
    assert_eq!(Notation::print(&NATIVE, &pos, &mv), "ral:P6-I6xtan");
    assert_eq!(Notation::print(&ALGEBRAIC, &pos, &mv), "ral:f1-f2xtan");
    assert_eq!(Notation::print(&ALGEBRAIC_SHORT, &pos, &mv), "ral..xtan");
    let fresh = Shelt::start(&Config::default());
    let text = NATIVE_SHORT.parse("dyu..xtan").unwrap().text;
    assert_eq!(
        NATIVE_SHORT.resolve(&fresh, &text).unwrap_err().rule,
        SheltRule::NoPreviousMove
    );
    // A `!` after the move ends it and is no part of it (the record keeps
    // it as the ply's annotation); the square styles are kept apart.
    assert_eq!(NATIVE.parse("pal:I1-B1! 2.x").unwrap().len, 9);
    assert!(NATIVE.parse("pal:a2-a3").is_err());
    assert!(ALGEBRAIC.parse("pal:I1-B1").is_err());
    let e = NATIVE.parse("pal:I1-Q1").unwrap_err();
    assert_eq!(
        (e.offset, e.message.to_string().as_str()),
        (
            7,
            "expected a square such as P5 (rank V E S T B I P, file 1-7)"
        )
    );
    assert!(NATIVE.parse("+tms").is_err());
    assert!(NATIVE.parse("pal:I1-B1x").is_err());
}

#[test]
fn results_read_back() {
    use super::notation::read_result;
    assert_eq!(read_result("A+4 moon"), Some((Side::First, 4, "moon")));
    assert_eq!(read_result("S+3 resign"), Some((Side::Second, 3, "resign")));
    assert_eq!(read_result("A+5 moon"), None);
    assert_eq!(read_result("X+1 rep"), None);
    assert_eq!(read_result("A+1 luck"), None);
    for o in [
        scored(Side::First, SheltEnd::MoonCaptured, 4),
        scored(Side::Second, SheltEnd::Repetition, 2),
        scored(Side::Second, SheltEnd::NoMove, 1),
    ] {
        let text = result_text(&o);
        let (side, points, _) = read_result(&text).unwrap();
        assert_eq!(
            (Some(side), Some(points)),
            (o.winner, o.score.map(|s| s[side.index()])),
            "{text}"
        );
    }
}

#[test]
fn the_diagram_shows_rotation_both_attachments_and_both_hands() {
    let pos = setup(&[("pal'", "I1"), ("tms'", "T4")], "S pin/dyu ket+kun/fav");
    let codes = Shelt::diagram(&pos);
    assert!(
        codes
            .lines()
            .any(|l| l.starts_with("I  ") && l.contains("pal'")),
        "{codes}"
    );
    assert!(
        codes
            .lines()
            .any(|l| l.starts_with("T  ") && l.contains("tms'")),
        "{codes}"
    );
    assert!(
        codes.contains("Temas on T4, rotated: Arshe [pin] Soon [dyu]"),
        "{codes}"
    );
    assert!(
        codes.contains("Arshe hand: kun ket\nSoon hand: fav\nSoon to move"),
        "{codes}"
    );
    let kana = diagram::render(&pos.state, diagram::Names::Katakana, Lang::En);
    assert!(kana.contains("パール'"), "{kana}");
    assert!(kana.contains("テームス'"), "{kana}");
    assert!(kana.contains("Arshe [ピネナ] Soon [リュウ]"), "{kana}");
    assert!(kana.contains("Arshe hand: クノン エケトネ"), "{kana}");
}

#[test]
fn the_2014_abbreviations_are_read_with_a_note() {
    let start = Shelt::start(&Config::default());
    let cases = [
        ("b4fav", "fav:I4-B4"),
        ("b2mik=b3fav", "mik:I3-B2=fav:I4-B3"),
        ("i1palx", "pal:I1^r"),
        ("b1pal", "pal:I1-B1"),
    ];
    for (old, new) in cases {
        let parsed = NATIVE.parse(old).unwrap();
        assert_eq!(parsed.len, old.len());
        assert_eq!(parsed.notes.len(), 1, "{old}");
        let mv = NATIVE.resolve(&start, &parsed.text).unwrap();
        assert_eq!(long(&start, &mv), new);
    }
    // The partner's square is checked: faava would land on B3, not B4.
    let text = NATIVE.parse("b2mik=b4fav").unwrap().text;
    assert_eq!(
        NATIVE.resolve(&start, &text).unwrap_err().rule,
        SheltRule::AccompanyVector
    );
    // Recapture and turning back.
    let mut pos = setup(&[("tan", "B6"), ("pal'", "B5")], "S -/- -/-");
    play(&mut pos, "tan:B6-I6");
    let text = NATIVE.parse("..ral/tan").unwrap().text;
    assert_eq!(
        long(&pos, &NATIVE.resolve(&pos, &text).unwrap()),
        "ral:P6-I6xtan"
    );
    let text = NATIVE.parse("b5pal+").unwrap().text;
    assert_eq!(
        long(&pos, &NATIVE.resolve(&pos, &text).unwrap()),
        "pal:B5^n"
    );
    // Algebraic notations do not read them.
    assert!(super::notation::ALGEBRAIC.parse("b4fav").is_err());
}

#[test]
fn explain_names_the_attack_that_stops_an_axis_shift() {
    let pos = setup(&[("mel", "P3"), ("rav", "V3")], "A -/- -/-");
    let text = explain::explain(&pos, "P3", crate::messages::Lang::En).unwrap();
    assert!(text.starts_with("P3 (c1): mel (メル, 扉駒)"), "{text}");
    assert!(
        text.contains("the door is attacked: no axis shift"),
        "{text}"
    );
    assert!(!text.contains('~'), "{text}");
    let pos = setup(&[("mel", "P3")], "A -/- -/-");
    let text = explain::explain(&pos, "c1", crate::messages::Lang::En).unwrap();
    assert!(
        text.contains("mel:P3~P2") && text.contains("mel:P3~P4"),
        "{text}"
    );
    let pos = setup(&[("tms", "T4")], "S pin/- -/-");
    let text = explain::explain(&pos, "T4", crate::messages::Lang::En).unwrap();
    assert!(text.contains("Soon may take the Temas now"), "{text}");
    assert!(explain::explain(&pos, "Q9", crate::messages::Lang::En).is_err());
}

#[test]
fn the_temas_keeps_its_orientation_through_replace_return_and_swap() {
    // research §11.9: orientation persists through replace, return, capture and swap.
    let mut pos = setup(&[("tms'", "T4"), ("dyu", "B4")], "A ket/fav tan/-");
    play(&mut pos, "-ket+tan");
    play(&mut pos, "mir:V1-E1");
    assert!(pos.state.temas_rotated);
    // The rotated 縦駒 moves sideways.
    assert_eq!(targets(&pos, "T4"), set("T3 T5"));
    play(&mut pos, "-tan");
    play(&mut pos, "mir:E1-V1");
    play(&mut pos, "dyu:B4-T4xtms[fav]");
    assert!(pos.state.temas_rotated);
    assert_eq!(pos.state.temas_at, sq("B4"));
}

#[test]
fn moving_a_game_to_its_own_rules_keeps_it() {
    crate::game::same_rules_keep_the_game::<Shelt>(24);
}

#[test]
fn a_repetition_counts_positions_whatever_the_path() {
    // The start recurs after each cycle; the cycles differ, the position
    // does not, so its fourth occurrence ends the game all the same.
    let first = ["pal:I1^r", "din:E1^r", "pal:I1^n", "din:E1^n"];
    let second = ["mik:I3^r", "din:E1^r", "mik:I3^n", "din:E1^n"];
    let mut pos = Shelt::start(&Config::default());
    for cycle in [first, second, first] {
        assert!(Shelt::outcome(&pos).is_none());
        for text in cycle {
            play(&mut pos, text);
        }
    }
    assert_eq!(
        Shelt::outcome(&pos).unwrap(),
        scored(Side::Second, SheltEnd::Repetition, 4)
    );
    assert!(!Shelt::has_legal_move(&pos));
    assert!(!Shelt::is_legal(
        &pos,
        &Move::Rotate {
            at: sq("I1"),
            sideways: true
        }
    ));
}

#[test]
fn the_key_kept_by_play_is_the_key_of_the_state() {
    // Along a game with captures, attachments and rotations, the key play
    // keeps equals the one computed afresh, and states that differ only off
    // the board (the side to move, a rotation) key differently.
    let mut pos = Shelt::start(&Config::default());
    let mut moves = MoveList::new();
    for ply in 0..300 {
        assert_eq!(pos.key, pos.state.key(), "ply {ply}");
        moves.clear();
        Shelt::legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            break;
        }
        // Captures and Temas actions first, where there are any.
        let pick = moves
            .iter()
            .copied()
            .find(|m| !matches!(m, Move::Rotate { .. } | Move::Step { .. }))
            .unwrap_or(moves[(ply * 13 + 5) % moves.len()]);
        Shelt::play(&mut pos, &pick);
    }
    let start = Shelt::start(&Config::default()).state;
    let mut other_side = start;
    other_side.to_move = Side::Second;
    let mut turned = start;
    turned.temas_rotated = true;
    assert_ne!(start.key(), other_side.key());
    assert_ne!(start.key(), turned.key());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(8))]

    #[test]
    fn a_spilled_move_list_gets_the_same_moves(choices in proptest::collection::vec(0..u16::MAX, 0..160)) {
        crate::game::spilled_list_agrees::<super::Shelt>(&choices);
    }
}
