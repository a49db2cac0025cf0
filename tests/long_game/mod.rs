//! A legal game as long as asked: two Alquerque pieces stepping back and
//! forth (the seed rules have no repetition limit), numbered per move, eight
//! plies a line. tests/hostile_inputs.rs and tests/linear_growth.rs share it.

pub fn shuffle_game(plies: usize) -> String {
    let mut text = String::from("[Variant \"alquerque\"]\n[Position \"W4/5/5/5/4B w - -\"]\n\n");
    let moves = ["a5-a4", "e1-e2", "a4-a5", "e2-e1"];
    for k in 0..plies {
        if k % 2 == 0 {
            text.push_str(&format!("{}. ", k / 2 + 1));
        }
        text.push_str(moves[k % 4]);
        text.push(if k % 8 == 7 { '\n' } else { ' ' });
    }
    text.push_str("*\n");
    text
}
