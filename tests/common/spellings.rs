//! Every documented way to spell a game's moves (docs/rules/*.md,
//! docs/FORUM-POSTS.md, docs/SHOGI-FORMATS.md), as forum, mail and blog
//! writers respell what a program prints: each spelling takes a legal move
//! as the engine prints it in one notation and writes it the writer's way.

/// One way to spell a game's moves.
pub struct Spelling {
    pub game: &'static str,
    /// The rule set the games are played under, where the spelling needs
    /// one (Chatra's pass exists in 1994-11 only).
    pub rules: Option<&'static str>,
    pub name: &'static str,
    /// The notation the engine prints the moves in, before respelling.
    pub notation: &'static str,
    /// A tag line the text must hold for the moves to read (a notation a
    /// game reads only when named).
    pub tag: Option<&'static str>,
    /// A word the games play whenever a move holding it is legal, one time
    /// in two: the moves the spelling is about (Chatra's pass, 譲位).
    pub prefer: Option<&'static str>,
    /// Whether the moves are Japanese text (a sentence around them is
    /// written in Japanese).
    pub japanese: bool,
    /// The move as written: its ply index from 0 and the engine's text.
    pub respell: fn(usize, &str) -> String,
}

fn full(_: usize, m: &str) -> String {
    full_width(m)
}

fn same(_: usize, m: &str) -> String {
    m.to_string()
}

/// ASCII letters, digits and marks as their full-width forms.
pub fn full_width(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '!'..='~' => char::from_u32(c as u32 - 0x21 + 0xFF01).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// Full-width digits as ASCII ones.
fn half_width_digits(_: usize, text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '０'..='９' => char::from_u32(c as u32 - 0xFF10 + 0x30).unwrap_or(c),
            _ => c,
        })
        .collect()
}

const KANJI_RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// A shogi move's square with its kanji rank as an ASCII digit too (`76歩`).
fn ascii_square(text: &str) -> String {
    let mut out = String::new();
    let mut after_file = false;
    for c in text.chars() {
        let rank = KANJI_RANKS.iter().position(|k| *k == c);
        match rank {
            Some(r) if after_file => out.push(char::from(b'1' + r as u8)),
            _ => out.push(c),
        }
        after_file = c.is_ascii_digit();
    }
    out
}

/// Only the first square's file digit half-width (`▲7六歩`), as blogs and
/// social media write shogi moves.
fn half_width_file(_: usize, m: &str) -> String {
    let mut done = false;
    m.chars()
        .map(|c| match c {
            '０'..='９' if !done => {
                done = true;
                half_width_digits(0, &c.to_string())
            }
            _ => c.to_string(),
        })
        .collect()
}

/// A shogi move without its side mark.
fn unmarked(_: usize, m: &str) -> String {
    m.trim_start_matches(['▲', '△']).to_string()
}

/// A shogi move with ASCII digits for its square and no side mark (`76歩`).
fn ascii_digits(_: usize, m: &str) -> String {
    ascii_square(&half_width_file(0, &unmarked(0, m)))
}

/// The side mark of the ply's player before the move (`▲`, then `△`).
fn side_marked(ply: usize, m: &str) -> String {
    format!("{}{m}", if ply % 2 == 0 { '▲' } else { '△' })
}

/// Chatra's side marks: ● ○ on a subject, ★ ☆ on an object, Black first.
fn chatra_mark(ply: usize, m: &str) -> String {
    let object = m.starts_with(['O', 'Ｏ']);
    let mark = match (ply % 2 == 0, object) {
        (true, false) => '●',
        (true, true) => '★',
        (false, false) => '○',
        (false, true) => '☆',
    };
    format!("{mark}{m}")
}

/// Chatra's zero-padded rows, as post 03309 wrote them (`g09`, `h01-b01`).
fn chatra_zero_padded(_: usize, m: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = m.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        out.push(*c);
        let file = c.is_ascii_lowercase() && *c != 'x';
        let one_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit)
            && !chars.get(i + 2).is_some_and(char::is_ascii_digit);
        if file && one_digit {
            out.push('0');
        }
    }
    out
}

/// A spelling of `game`'s moves as printed in `notation`, respelled by
/// `respell`, under the game's own rules, needing no tag, in Latin letters.
const fn spelled(
    game: &'static str,
    notation: &'static str,
    name: &'static str,
    respell: fn(usize, &str) -> String,
) -> Spelling {
    Spelling {
        game,
        rules: None,
        name,
        notation,
        tag: None,
        prefer: None,
        japanese: false,
        respell,
    }
}

impl Spelling {
    const fn under(self, rules: &'static str) -> Spelling {
        Spelling {
            rules: Some(rules),
            ..self
        }
    }

    const fn tagged(self, tag: &'static str) -> Spelling {
        Spelling {
            tag: Some(tag),
            ..self
        }
    }

    const fn preferring(self, word: &'static str) -> Spelling {
        Spelling {
            prefer: Some(word),
            ..self
        }
    }

    const fn japanese(self) -> Spelling {
        Spelling {
            japanese: true,
            ..self
        }
    }
}

pub const SPELLINGS: &[Spelling] = &[
    spelled("chatra", "canonical", "canonical", same),
    spelled("chatra", "canonical", "full-width", full),
    spelled("chatra", "canonical", "side marks", chatra_mark),
    spelled(
        "chatra",
        "canonical",
        "full-width with side marks",
        |k, m| chatra_mark(k, &full_width(m)),
    ),
    spelled(
        "chatra",
        "canonical",
        "zero-padded rows",
        chatra_zero_padded,
    ),
    spelled(
        "chatra",
        "canonical",
        "upper case, `ー` and `×`",
        |_, m| m.to_uppercase().replace('-', "ー").replace('X', "×"),
    ),
    spelled("chatra", "canonical", "`パス` for a pass", |_, m| {
        if m == "pass" {
            "パス".into()
        } else {
            m.into()
        }
    })
    .under("1994-11")
    .preferring("pass"),
    spelled("alquerque", "algebraic", "algebraic", same),
    spelled("alquerque", "algebraic", "algebraic, upper case", |_, m| {
        m.to_uppercase()
    }),
    spelled("alquerque", "algebraic", "algebraic, full-width", full),
    spelled("alquerque", "numeric", "numeric", same).tagged("[Notation \"numeric\"]"),
    spelled("macedonian", "japanese", "japanese", same).japanese(),
    spelled(
        "macedonian",
        "japanese",
        "japanese, side marks",
        side_marked,
    )
    .japanese(),
    spelled(
        "macedonian",
        "japanese",
        "japanese, ASCII digits",
        half_width_digits,
    )
    .japanese(),
    spelled("macedonian", "japanese", "japanese, `譲位・`", |_, m| {
        m.replace("譲位", "譲位・")
    })
    .preferring("譲位")
    .japanese(),
    spelled(
        "macedonian",
        "japanese",
        "japanese, `譲位 ` and a blank",
        |_, m| m.replace("譲位", "譲位 "),
    )
    .preferring("譲位")
    .japanese(),
    spelled("macedonian", "ascii", "ascii", same),
    spelled("shelt", "native", "native", same),
    spelled("shelt", "native-short", "native-short", same),
    spelled("shelt", "algebraic", "algebraic", same),
    spelled("shelt", "algebraic-short", "algebraic-short", same),
    spelled("shogi", "usi", "usi", same),
    spelled("shogi", "csa", "csa", same),
    spelled("shogi", "western", "western", same),
    spelled("shogi", "kif", "kif", same).japanese(),
    spelled("shogi", "ki2", "ki2 `▲７六歩`", same).japanese(),
    spelled("shogi", "ki2", "ki2, no side marks `７六歩`", unmarked).japanese(),
    spelled(
        "shogi",
        "ki2",
        "ki2, half-width file `▲7六歩`",
        half_width_file,
    )
    .japanese(),
    spelled("shogi", "ki2", "ki2, ASCII digits `76歩`", ascii_digits).japanese(),
    spelled("shogi", "ki2", "ki2, `☗☖` marks", |_, m| {
        m.replace('▲', "☗").replace('△', "☖")
    })
    .japanese(),
    spelled("shogi", "ki2", "ki2, `▽` for Gote", |_, m| {
        m.replace('△', "▽")
    })
    .japanese(),
    spelled(
        "shogi",
        "ki2",
        "ki2, sides in words `先手７六歩`",
        |_, m| m.replace('▲', "先手").replace('△', "後手"),
    )
    .japanese(),
    spelled(
        "shogi",
        "kif",
        "kif with side marks `▲７六歩(77)`",
        side_marked,
    )
    .japanese(),
    spelled("otomo", "usi", "usi", same),
    spelled("otomo", "csa", "csa", same),
    spelled("otomo", "kif", "kif", same).japanese(),
    spelled("otomo", "ki2", "ki2", same).japanese(),
    spelled("otomo", "western", "western", same),
];
