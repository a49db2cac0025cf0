//! Lenient reading of move text as people type it: full-width letters,
//! digits and marks (`ｅ１２－ｇ６`, `ｇ４×ｇ６`), the look-alike
//! characters an input method offers (`步` for `歩`), and the words `先手`
//! and `後手` written for the side marks `▲` and `△` (`先手７六歩`). One place for every
//! game: the session layer reads a ply that no notation reads as written
//! once more through [`Folded`], and every character it changed becomes a
//! warning that points at the original bytes.

use crate::game::Normalisation;

/// What a lenient reading may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fold {
    /// Only look-alike characters (notations that expect full-width digits,
    /// such as KIF's `７六歩`, keep them).
    LookAlikes,
    /// Look-alikes, and full-width characters and marks as ASCII.
    FullWidth,
}

/// A full-width ASCII character (U+FF01..U+FF5E) as ASCII.
pub fn fold_fullwidth(c: char) -> Option<char> {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0),
        _ => None,
    }
}

/// Characters an input method offers in place of the intended one: the
/// simplified or variant form of a piece name.
const LOOK_ALIKES: &[(char, char)] = &[
    ('步', '歩'),
    ('飞', '飛'),
    ('龙', '龍'),
    ('马', '馬'),
    ('银', '銀'),
    ('车', '車'),
];

/// Marks written for ASCII ones in full-width text.
const MARKS: &[(char, char)] = &[
    ('×', 'x'),
    ('ー', '-'),
    ('―', '-'),
    ('‐', '-'),
    ('−', '-'),
    ('\u{3000}', ' '),
];

/// `c` as `fold` reads it, and whether it is a look-alike (else full-width).
fn fold_char(c: char, fold: Fold) -> Option<(char, bool)> {
    if let Some(&(_, to)) = LOOK_ALIKES.iter().find(|(from, _)| *from == c) {
        return Some((to, true));
    }
    if fold == Fold::LookAlikes {
        return None;
    }
    if let Some(&(_, to)) = MARKS.iter().find(|(from, _)| *from == c) {
        return Some((to, false));
    }
    fold_fullwidth(c).map(|a| (a, false))
}

/// The most words one ply is written in (Alquerque's huff and its move,
/// `*d4 b2-c3`, takes two); a lenient reading folds no more of the text.
pub const PLY_WORDS: usize = 4;

/// The most bytes one ply is written in: far more than any game's longest
/// move, so that one word of megabytes is not folded whole either.
pub const PLY_BYTES: usize = 4096;

/// The length of the front of `input` that one ply can take: its first
/// [`PLY_WORDS`] words, and no more than [`PLY_BYTES`]. Folding only that
/// keeps a reading linear however long a run of moves or a word is.
pub fn ply_window(input: &str) -> usize {
    let input = &input[..crate::record::floor_char_boundary(input, PLY_BYTES)];
    let mut words = 0;
    let mut in_word = false;
    for (i, c) in input.char_indices() {
        let blank = c.is_whitespace();
        if in_word && blank {
            words += 1;
            if words == PLY_WORDS {
                return i;
            }
        }
        in_word = !blank;
    }
    input.len()
}

/// A text with its characters folded, and the way back to the original
/// bytes.
#[derive(Clone, Debug)]
pub struct Folded {
    /// The folded text.
    pub text: String,
    /// For every char boundary of `text`, the original byte offset.
    back: Vec<(usize, usize)>,
    /// What was changed, in the order it stands.
    changes: Vec<Change>,
}

/// One change a fold made: where it stands in the original, what stood
/// there and what is read in its place.
#[derive(Clone, Copy, Debug)]
struct Change {
    offset: usize,
    len: usize,
    from: Written,
    to: char,
}

/// What a change replaced.
#[derive(Clone, Copy, Debug)]
enum Written {
    FullWidth(char),
    LookAlike(char),
    /// `先手` or `後手` before a move, read as its side mark.
    SideWord(&'static str),
}

/// The word that names the side of a move at the start of `text`, read as
/// the mark it stands for when a move follows it and no mark does
/// (`先手７六歩` as `▲７六歩`): the word and the mark.
fn side_word(text: &str) -> Option<(&'static str, char)> {
    let (word, mark) = crate::record::structure::side_word(text)?;
    let after = text[word.len()..].chars().next()?;
    let moves = !after.is_whitespace() && !crate::record::structure::is_side_mark(after);
    moves.then_some((word, mark))
}

impl Folded {
    /// `input` folded, or `None` when nothing in it changes.
    pub fn new(input: &str, fold: Fold) -> Option<Folded> {
        // Most text has nothing to fold: it costs no allocation.
        if input.is_ascii()
            || !(input.char_indices())
                .any(|(i, c)| fold_char(c, fold).is_some() || side_word(&input[i..]).is_some())
        {
            return None;
        }
        let mut text = String::with_capacity(input.len());
        let mut back = Vec::with_capacity(input.len() + 1);
        let mut changes = Vec::new();
        let mut chars = input.char_indices();
        let mut word_start = true;
        while let Some((i, c)) = chars.next() {
            back.push((text.len(), i));
            let word = word_start.then(|| side_word(&input[i..])).flatten();
            word_start = c.is_whitespace() || crate::record::numbering::is_separator(c);
            if let Some((word, mark)) = word {
                // The word's second character is read as nothing.
                chars.next();
                changes.push(Change {
                    offset: i,
                    len: word.len(),
                    from: Written::SideWord(word),
                    to: mark,
                });
                text.push(mark);
                continue;
            }
            match fold_char(c, fold) {
                Some((to, look_alike)) => {
                    let from = match look_alike {
                        true => Written::LookAlike(c),
                        false => Written::FullWidth(c),
                    };
                    changes.push(Change {
                        offset: i,
                        len: c.len_utf8(),
                        from,
                        to,
                    });
                    text.push(to);
                }
                None => text.push(c),
            }
        }
        back.push((text.len(), input.len()));
        (!changes.is_empty()).then_some(Folded {
            text,
            back,
            changes,
        })
    }

    /// The original byte offset of byte `at` of the folded text.
    pub fn original(&self, at: usize) -> usize {
        match self.back.binary_search_by_key(&at, |&(f, _)| f) {
            Ok(k) => self.back[k].1,
            // Inside a character: its start.
            Err(k) => self.back[k.saturating_sub(1)].1,
        }
    }

    /// The warnings for the changes in the first `len` bytes of the folded
    /// text: one for the full-width characters, and one for each look-alike
    /// and side word, with offsets in the original.
    pub fn notes(&self, len: usize) -> Vec<Normalisation> {
        let end = self.original(len);
        let used: Vec<&Change> = self.changes.iter().filter(|c| c.offset < end).collect();
        let mut notes = Vec::new();
        let wide: Vec<(&Change, char)> = (used.iter())
            .filter_map(|c| match c.from {
                Written::FullWidth(w) => Some((*c, w)),
                _ => None,
            })
            .collect();
        if let (Some(first), Some(last)) = (wide.first(), wide.last()) {
            let span = first.0.offset..last.0.offset + last.0.len;
            let original: String = wide.iter().map(|c| c.1).collect();
            notes.push(Normalisation {
                offset: span.start,
                len: span.len(),
                message: crate::msg!(
                    "lenient-full-width",
                    written = original,
                    read = wide.iter().map(|c| c.0.to).collect::<String>()
                ),
            });
        }
        for c in used {
            let message = match c.from {
                Written::FullWidth(_) => continue,
                Written::LookAlike(w) => {
                    crate::msg!("lenient-look-alike", written = %w, read = %c.to)
                }
                Written::SideWord(w) => crate::msg!("lenient-side-word", written = w, read = %c.to),
            };
            notes.push(Normalisation {
                offset: c.offset,
                len: c.len,
                message,
            });
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_text_folds_to_ascii_and_maps_back() {
        let input = "ｅ１２－ｇ６ rest";
        let f = Folded::new(input, Fold::FullWidth).expect("changed");
        assert_eq!(f.text, "e12-g6 rest");
        assert_eq!(f.original(6), "ｅ１２－ｇ６".len());
        let notes = f.notes(6);
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].offset, 0);
        assert_eq!(notes[0].len, "ｅ１２－ｇ６".len());
        assert_eq!(
            notes[0].message,
            "full-width `ｅ１２－ｇ６` read as `e12-g6`"
        );
    }

    #[test]
    fn look_alikes_alone_keep_full_width_digits() {
        let f = Folded::new("２四步(25)", Fold::LookAlikes).expect("changed");
        assert_eq!(f.text, "２四歩(25)");
        let notes = f.notes(f.text.len());
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].offset, "２四".len());
        assert_eq!(notes[0].message, "look-alike `步` read as `歩`");
    }

    #[test]
    fn a_side_word_before_a_move_is_read_as_its_mark() {
        let f = Folded::new("先手７六歩、後手３四歩", Fold::LookAlikes).expect("changed");
        assert_eq!(f.text, "▲７六歩、△３四歩");
        assert_eq!(f.original("▲".len()), "先手".len());
        let notes = f.notes("▲７六歩".len());
        assert_eq!(notes.len(), 1);
        assert_eq!((notes[0].offset, notes[0].len), (0, "先手".len()));
        assert_eq!(notes[0].message, "`先手` read as the side mark `▲`");
    }

    #[test]
    fn a_side_word_not_before_a_move_stays() {
        // A word of prose, and a word with its own mark after it.
        assert!(Folded::new("先手 番", Fold::LookAlikes).is_none());
        assert!(Folded::new("先手▲７六歩", Fold::LookAlikes).is_none());
        assert!(Folded::new("後手", Fold::LookAlikes).is_none());
        // Inside a word, `先手` is no side's name.
        assert!(Folded::new("初手先手", Fold::LookAlikes).is_none());
    }

    #[test]
    fn nothing_to_fold_is_none() {
        assert!(Folded::new("e12-g6", Fold::FullWidth).is_none());
        assert!(Folded::new("７六歩", Fold::LookAlikes).is_none());
    }

    #[test]
    fn the_window_of_a_ply_is_its_first_words() {
        assert_eq!(ply_window("*d4 b2-c3 a1 b1 c1"), "*d4 b2-c3 a1 b1".len());
        assert_eq!(ply_window("  ｅ１２－ｇ６\n"), "  ｅ１２－ｇ６\n".len());
        assert_eq!(ply_window(""), 0);
        let long = "ｘ".repeat(PLY_BYTES);
        assert_eq!(ply_window(&long), PLY_BYTES - PLY_BYTES % "ｘ".len());
    }

    #[test]
    fn changes_after_the_ply_are_not_noted() {
        let f = Folded::new("f9 ｇ４", Fold::FullWidth).expect("changed");
        assert!(f.notes(2).is_empty());
    }
}
