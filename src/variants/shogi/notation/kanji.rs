//! Japanese names of pieces and numbers, shared by KIF, KI2 and the BOD
//! diagram.

use super::super::board::Kind;

/// KIF names of the kinds (龍 is Kakinoki's spelling; 竜 is read too).
const NAMES: [&str; 14] = [
    "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "成香", "成桂", "成銀", "馬", "龍",
];
/// One-character names for the BOD diagram.
const SHORT: [&str; 14] = [
    "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "杏", "圭", "全", "馬", "龍",
];
/// Other spellings read as the same kind.
const ALIASES: [(&str, Kind); 9] = [
    ("竜", Kind::Dragon),
    ("王", Kind::King),
    ("杏", Kind::ProLance),
    ("圭", Kind::ProKnight),
    ("全", Kind::ProSilver),
    ("仝", Kind::ProSilver),
    ("成歩", Kind::ProPawn),
    ("成角", Kind::Horse),
    ("成飛", Kind::Dragon),
];

pub const FULL_DIGITS: [char; 9] = crate::variants::japanese::FILE_DIGITS;
pub const KANJI_DIGITS: [char; 10] = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

pub fn kind_name(kind: Kind) -> &'static str {
    NAMES[kind as usize]
}

pub fn short_name(kind: Kind) -> &'static str {
    SHORT[kind as usize]
}

/// The kind named at the front of `text`, and the bytes of its name.
pub fn read_kind(text: &str) -> Option<(Kind, usize)> {
    // Longest first: 成香 before 香.
    let mut best: Option<(Kind, usize)> = None;
    let named = NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| (*n, Kind::from_index(i)));
    for (name, kind) in named.chain(ALIASES.iter().copied()) {
        if text.starts_with(name) && best.is_none_or(|(_, l)| name.len() > l) {
            best = Some((kind, name.len()));
        }
    }
    best
}

/// A digit 1-9 written as ASCII, full-width or kanji.
pub fn read_digit(c: char) -> Option<usize> {
    if let Some(d) = c.to_digit(10) {
        return (1..=9).contains(&d).then_some(d as usize);
    }
    if let Some(i) = FULL_DIGITS.iter().position(|&d| d == c) {
        return Some(i + 1);
    }
    KANJI_DIGITS.iter().position(|&d| d == c).filter(|&i| i > 0)
}

/// A count in kanji for hands: 二 ... 十八.
pub fn kanji_number(n: u32) -> String {
    let mut s = String::new();
    if n >= 10 {
        s.push('十');
    }
    if n % 10 != 0 {
        s.push(KANJI_DIGITS[(n % 10) as usize]);
    }
    s
}

/// Reads a kanji count (一 .. 十八) at the front of `text`.
pub fn read_kanji_number(text: &str) -> (u32, usize) {
    let mut n = 0;
    let mut len = 0;
    for c in text.chars() {
        if c == '十' {
            n += 10;
        } else if let Some(d) = KANJI_DIGITS.iter().position(|&d| d == c).filter(|&d| d > 0) {
            n += d as u32;
        } else {
            break;
        }
        len += c.len_utf8();
    }
    (n, len)
}
