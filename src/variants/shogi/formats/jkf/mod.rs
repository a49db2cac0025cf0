//! JKF, the JSON Kifu Format of Kifu for JS (json-kifu-format): `header`
//! (KIF's header keys), `initial` (a handicap `preset`, or `OTHER` with the
//! board, hands and side to move), and `moves`: the first entry holds the
//! comments before the first move, every other one a `move` (`from`, `to`,
//! `color`, `piece`, `promote`, `same`...), or a `special` ending (`TORYO`,
//! the CSA words without `%`), with its `time`, `comments` and `forks` (the
//! variations that replace it).
//!
//! A move object is read as the CSA move it stands for (`+7776FU`), which
//! the game's CSA notation then checks; its diagnostics point at the
//! object in the file.

mod json;
mod read;
#[cfg(test)]
mod tests;
mod write;

pub use read::read;
pub use write::write;

/// JKF presets and the KIF handicaps they stand for.
const PRESETS: [(&str, &str); 16] = [
    ("HIRATE", "平手"),
    ("KY", "香落ち"),
    ("KY_R", "右香落ち"),
    ("KA", "角落ち"),
    ("HI", "飛車落ち"),
    ("HIKY", "飛香落ち"),
    ("2", "二枚落ち"),
    ("3", "三枚落ち"),
    ("4", "四枚落ち"),
    ("5", "五枚落ち"),
    ("5_L", "左五枚落ち"),
    ("6", "六枚落ち"),
    ("7_L", "左七枚落ち"),
    ("7_R", "右七枚落ち"),
    ("8", "八枚落ち"),
    ("10", "十枚落ち"),
];

/// Whether `text` is a JKF record: a JSON object with a `moves` key.
pub fn looks_like_jkf(text: &str) -> bool {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    t.starts_with('{') && t.contains("\"moves\"")
}
