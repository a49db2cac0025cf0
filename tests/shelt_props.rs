//! Property tests for Shelt: every legal move round-trips through every
//! notation, `check` agrees with move generation, and no reader panics.

use hensou::game::MoveList;
use hensou::game::{Notation, PositionText, Rules};
use hensou::variants::shelt::board::Square;
use hensou::variants::shelt::movegen::Move;
use hensou::variants::shelt::notation::{
    ALGEBRAIC, ALGEBRAIC_SHORT, NATIVE, NATIVE_SHORT, ShelNotation,
};
use hensou::variants::shelt::pieces::PieceId;
use hensou::variants::shelt::{Config, Position, Shelt, setup};
use proptest::prelude::*;

const NOTATIONS: [&ShelNotation; 4] = [&NATIVE, &ALGEBRAIC, &NATIVE_SHORT, &ALGEBRAIC_SHORT];

fn legal(pos: &Position) -> Vec<Move> {
    let mut out = MoveList::new();
    Shelt::legal_moves(pos, &mut out);
    out.into_vec()
}

/// The positions of a game whose moves are picked by `choices`, captures
/// and Temas actions preferred half of the time so that hands and
/// attachments appear early.
fn game(choices: &[u32]) -> Vec<Position> {
    let mut pos = Shelt::start(&Config::default());
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = legal(&pos);
        if moves.is_empty() {
            break;
        }
        let lively: Vec<&Move> = moves
            .iter()
            .filter(|m| match m {
                Move::Step { to, .. } => pos.state().at(*to).is_some(),
                Move::Rotate { .. } | Move::Accompany { .. } | Move::Shift { .. } => false,
                _ => true,
            })
            .collect();
        let mv = if c % 2 == 0 && !lively.is_empty() {
            *lively[(c as usize / 2) % lively.len()]
        } else {
            moves[(c as usize / 2) % moves.len()]
        };
        Shelt::play(&mut pos, &mv);
        seen.push(pos.clone());
    }
    seen
}

/// Every action the rules could be asked about, legal or not.
fn candidates() -> Vec<Move> {
    let squares: Vec<Square> = Square::all().collect();
    let mut out = Vec::new();
    for &from in &squares {
        for sideways in [false, true] {
            out.push(Move::Rotate { at: from, sideways });
        }
        for &to in &squares {
            out.push(Move::Step { from, to });
            if from.row() == to.row() {
                out.push(Move::Shift { from, to });
            }
            for o in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                if let Some(partner) = from.offset(o) {
                    out.push(Move::Accompany { from, to, partner });
                }
            }
        }
    }
    for p in PieceId::all() {
        out.push(Move::Attach(p));
        out.push(Move::Return(p));
        for q in PieceId::all() {
            out.push(Move::Replace { old: p, new: q });
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_legal_move_round_trips(choices in prop::collection::vec(any::<u32>(), 0..120)) {
        for pos in game(&choices) {
            for mv in legal(&pos) {
                prop_assert!(Shelt::check(&pos, &mv).is_ok(), "{mv:?}");
                for n in NOTATIONS {
                    let text = n.print(&pos, &mv);
                    let parsed = n.parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {}", e.message)))?;
                    prop_assert_eq!(parsed.len, text.len(), "{}", text);
                    let back = n.resolve(&pos, &parsed.text).map_err(|v| TestCaseError::fail(format!("{text}: {}", v.message)))?;
                    prop_assert_eq!(back, mv, "{}", text);
                }
            }
            let text = Shelt::write_position(&pos);
            let read = Shelt::read_position(pos.config(), &text).unwrap();
            prop_assert_eq!(read.state(), pos.state());
        }
    }

    /// A move ends where a word ends in a record or a post, as in every
    /// game: at a blank, a comma, a Japanese stop or kana (`fav:I4^r、2.…`).
    /// (Anything but white space once made it unreadable.)
    #[test]
    fn a_move_ends_at_a_comma_or_a_japanese_stop(choices in prop::collection::vec(any::<u32>(), 0..40)) {
        for pos in game(&choices).iter().step_by(4) {
            for mv in legal(pos).into_iter().step_by(7) {
                for n in NOTATIONS {
                    let text = n.print(pos, &mv);
                    for after in [" 2.", ", ", "; ", "、2.", "。", "と", ")"] {
                        let written = format!("{text}{after}");
                        let parsed = n.parse(&written).map_err(|e| TestCaseError::fail(format!("{written}: {}", e.message)))?;
                        prop_assert_eq!(parsed.len, text.len(), "{}", written);
                        prop_assert_eq!(n.resolve(pos, &parsed.text).ok(), Some(mv), "{}", written);
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn check_agrees_with_generation(choices in prop::collection::vec(any::<u32>(), 0..100)) {
        let all = candidates();
        for pos in game(&choices).iter().step_by(9) {
            let moves = legal(pos);
            for mv in &all {
                let generated = moves.contains(mv);
                let checked = Shelt::check(pos, mv);
                prop_assert_eq!(generated, checked.is_ok(), "{:?}: {:?}", mv, checked);
            }
        }
    }
}

fn mid_game() -> Position {
    let text = "rav,nen,pin,mir,1,lin,len/din,rez',1,mat,lax,jil,1/2,kun,4/3,tms',3/1,ful,3,zan,1/pal,2,fav',1,gil,ruj/dyu,lis,mel,ser,1,vio,ral A ket/dia tan/mik";
    Shelt::read_position(&Config::default(), text).unwrap()
}

proptest! {
    #[test]
    fn move_readers_never_panic(text in "\\PC{0,24}") {
        let positions = [Shelt::start(&Config::default()), mid_game()];
        for n in NOTATIONS {
            if let Ok(parsed) = n.parse(&text) {
                prop_assert!(parsed.len <= text.len());
                for pos in &positions {
                    if let Ok(mv) = n.resolve(pos, &parsed.text) {
                        let _ = Shelt::check(pos, &mv);
                    }
                }
            }
        }
    }

    #[test]
    fn move_readers_never_panic_on_near_moves(text in "[-+:=x^~.!\\[\\]a-zA-Z1-8 ]{0,24}") {
        let positions = [Shelt::start(&Config::default()), mid_game()];
        for n in NOTATIONS {
            if let Ok(parsed) = n.parse(&text) {
                for pos in &positions {
                    if let Ok(mv) = n.resolve(pos, &parsed.text) {
                        let _ = Shelt::check(pos, &mv);
                    }
                }
            }
        }
    }

    #[test]
    fn position_reader_never_panics(text in "\\PC{0,80}") {
        let _ = setup::read(&text);
    }

    #[test]
    fn position_reader_never_panics_on_near_strings(
        cut in 0usize..200,
        insert in "[-+/,' 0-9a-zAS]{0,6}",
    ) {
        let valid = Shelt::write_position(&mid_game());
        let at = valid.char_indices().map(|(i, _)| i).nth(cut % valid.len()).unwrap_or(0);
        let text = format!("{}{}{}", &valid[..at], insert, &valid[(at + 1).min(valid.len())..]);
        if let Err(e) = setup::read(&text) {
            prop_assert!(e.offset + e.len <= text.len() + 1, "{text}: {e:?}");
        }
    }
}

/// The games the properties walk reach every kind of action, the Temas's
/// included, so that the round trip covers them all.
#[test]
fn random_games_reach_every_kind_of_action() {
    let mut counts = std::collections::BTreeMap::new();
    for seed in 0..50u32 {
        let choices: Vec<u32> = (0..120u32)
            .map(|i| (i.wrapping_mul(2654435761u32)).wrapping_add(seed.wrapping_mul(97)) ^ seed)
            .collect();
        let positions = game(&choices);
        for pair in positions.windows(2) {
            let pos = &pair[0];
            for mv in legal(pos) {
                let mut p = pos.clone();
                Shelt::play(&mut p, &mv);
                if p.state() == pair[1].state() {
                    let kind = match mv {
                        Move::Step { from, to } => {
                            if pos.state().temas_at == from {
                                "temas-step"
                            } else if pos.state().temas_at == to {
                                "temas-captured"
                            } else {
                                "step"
                            }
                        }
                        Move::Rotate { .. } => "rotate",
                        Move::Accompany { .. } => "accompany",
                        Move::Shift { .. } => "shift",
                        Move::Attach(_) => "attach",
                        Move::Return(_) => "return",
                        Move::Replace { .. } => "replace",
                    };
                    *counts.entry(kind).or_insert(0) += 1;
                    break;
                }
            }
        }
    }
    let kinds: Vec<&str> = counts.keys().copied().collect();
    assert_eq!(
        kinds,
        [
            "accompany",
            "attach",
            "replace",
            "return",
            "rotate",
            "shift",
            "step",
            "temas-captured",
            "temas-step"
        ]
    );
}
