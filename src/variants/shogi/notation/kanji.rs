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
pub const FULL_DIGITS: [char; 9] = crate::variants::japanese::FILE_DIGITS;
pub const KANJI_DIGITS: [char; 10] = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

pub fn kind_name(kind: Kind) -> &'static str {
    NAMES[kind as usize]
}

pub fn short_name(kind: Kind) -> &'static str {
    SHORT[kind as usize]
}

/// The kind named at the front of `text`, and the bytes of its name: one
/// character, or 成 and a piece that promotes (成香, and 成歩 成角 成飛 as
/// other spellings of と 馬 龍). Read a character at a time, as this runs
/// once a move of every KIF and KI2 record.
pub fn read_kind(text: &str) -> Option<(Kind, usize)> {
    let mut chars = text.chars();
    let first = chars.next()?;
    if first == '成' {
        let second = chars.next()?;
        let base = one_character_kind(second).filter(|k| k.can_promote())?;
        return Some((base.promoted(), first.len_utf8() + second.len_utf8()));
    }
    Some((one_character_kind(first)?, first.len_utf8()))
}

/// The kind a one-character name means: the names of [`short_name`], and
/// 竜 王 仝 as other spellings of 龍 玉 全.
fn one_character_kind(c: char) -> Option<Kind> {
    Some(match c {
        '歩' => Kind::Pawn,
        '香' => Kind::Lance,
        '桂' => Kind::Knight,
        '銀' => Kind::Silver,
        '金' => Kind::Gold,
        '角' => Kind::Bishop,
        '飛' => Kind::Rook,
        '玉' | '王' => Kind::King,
        'と' => Kind::ProPawn,
        '杏' => Kind::ProLance,
        '圭' => Kind::ProKnight,
        '全' | '仝' => Kind::ProSilver,
        '馬' => Kind::Horse,
        '龍' | '竜' => Kind::Dragon,
        _ => return None,
    })
}

/// A digit 1-9 written as ASCII, full-width or kanji.
/// A `match` rather than a search of the digit tables: this runs twice a
/// move of every KIF and KI2 record.
pub fn read_digit(c: char) -> Option<usize> {
    Some(match c {
        '1'..='9' => c as usize - '0' as usize,
        '１'..='９' => c as usize - '０' as usize,
        '一' => 1,
        '二' => 2,
        '三' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => return None,
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::shogi::board::KINDS;

    /// The `match` of `read_digit` reads what a search of the digit tables
    /// reads, for every character.
    #[test]
    fn read_digit_agrees_with_the_digit_tables() {
        let search = |c: char| -> Option<usize> {
            if let Some(d) = c.to_digit(10) {
                return (1..=9).contains(&d).then_some(d as usize);
            }
            if let Some(i) = FULL_DIGITS.iter().position(|&d| d == c) {
                return Some(i + 1);
            }
            KANJI_DIGITS.iter().position(|&d| d == c).filter(|&i| i > 0)
        };
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            assert_eq!(read_digit(c), search(c), "{c:?}");
        }
    }

    /// Every name this module prints reads back as its kind, and reading
    /// agrees with a longest-match search over every spelling, for every
    /// text of up to two characters drawn from the names' characters.
    #[test]
    fn read_kind_agrees_with_a_search_of_every_spelling() {
        let mut spellings: Vec<(String, Kind)> = Vec::new();
        for kind in KINDS {
            spellings.push((kind_name(kind).into(), kind));
            spellings.push((short_name(kind).into(), kind));
        }
        for (name, kind) in [
            ("竜", Kind::Dragon),
            ("王", Kind::King),
            ("仝", Kind::ProSilver),
            ("成歩", Kind::ProPawn),
            ("成角", Kind::Horse),
            ("成飛", Kind::Dragon),
        ] {
            spellings.push((name.into(), kind));
        }
        let search = |text: &str| {
            spellings
                .iter()
                .filter(|(name, _)| text.starts_with(name.as_str()))
                .max_by_key(|(name, _)| name.len())
                .map(|(name, kind)| (*kind, name.len()))
        };
        for (name, kind) in &spellings {
            assert_eq!(read_kind(name), Some((*kind, name.len())), "{name}");
        }
        let mut alphabet: Vec<char> = spellings.iter().flat_map(|(n, _)| n.chars()).collect();
        alphabet.extend(['成', '不', '打', '7', '(', ' ', '　']);
        alphabet.sort_unstable();
        alphabet.dedup();
        for &a in &alphabet {
            assert_eq!(read_kind(&a.to_string()), search(&a.to_string()), "{a}");
            for &b in &alphabet {
                let text = format!("{a}{b}");
                assert_eq!(read_kind(&text), search(&text), "{text}");
            }
        }
        assert_eq!(read_kind(""), None);
    }
}
