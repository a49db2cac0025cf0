use super::*;

#[test]
fn start_has_thirty_actions() {
    let pos = Shelt::start(&Config::default());
    let mut moves = Vec::new();
    Shelt::legal_moves(&pos, &mut moves);
    assert_eq!(moves.len(), 30);
}
