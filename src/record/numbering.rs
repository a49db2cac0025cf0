//! How people number plies and set moves apart in text, one layer for the
//! record reader ([`super::pgn`]) and the post reader ([`super::forum`]):
//! whatever a post may write, a bare record may write too
//! (docs/FORUM-POSTS.md, "How a ply is numbered").
//!
//! A move number is `12.`, `12...`, `１２．`, `12手目`, `初手` or `第12手`, in half-
//! or full-width digits, or a list's `12)` and a mail's `Move 12:` at the
//! start of a line; a move in a `第N手` form may stand in brackets,
//! `第１１手（ｌ１１）`. Between moves, `、`, `。` and the corner brackets
//! `「」` `『』` part moves as a blank does.

use super::forum::looked_at;
use super::{GameRecord, ReadIssue, Span};
use crate::record::NotationCode;

/// A move number as written at the start of a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    pub number: u32,
    /// `N...`: the second player's ply of a per-turn number.
    pub continuation: bool,
    /// Its length in bytes (`第12手`, without the bracket after it).
    pub len: usize,
    /// Written with a full-width digit or stop: a lenient reading, said
    /// once a game.
    pub wide: bool,
    /// How it is written.
    pub form: Form,
}

/// The ways a move number is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Digits and stops: `12.`, `12...`, `１２．`.
    Stops,
    /// `12手目`, and `初手` for 1.
    TeMe,
    /// `第12手`, `第12手目`: its move may stand in round brackets,
    /// `第1手(i6)`.
    Ordinal,
    /// A list's `12)` or `12）`, or digits and a tab (`12<TAB>d2-c3`, a
    /// table pasted from a spreadsheet): a number only at the start of a
    /// line or after a blank, since `(77)` closes a square.
    Listed,
    /// A mail's `Move 12:` or `move 12.`.
    Worded,
}

/// The words a mail writes before a move's number (`Move 12: L-9h`).
const MOVE_WORDS: [&str; 2] = ["Move ", "move "];

/// Whether a move number may start with the byte `b`: only an ASCII digit,
/// the first byte of a full-width one (EF BC 90 to 99), of `第` (E7 AC AC),
/// of `初` (E5 88 9D) or of `Move` begins one, so text is skipped a byte at
/// a time without trying more.
pub fn may_start(b: u8) -> bool {
    b.is_ascii_digit() || b == 0xEF || b == 0xE7 || b == 0xE5 || b == b'M' || b == b'm'
}

/// `初手`, "the first move": ply 1, as `1手目` is (`初手▲７六歩、２手目△３四歩`).
const FIRST_MOVE: &str = "初手";

/// The move number at the start of `text`, in any form people write.
pub fn move_number(text: &str) -> Option<MoveNumber> {
    if let Some(after) = text.strip_prefix('第') {
        return ordinal(after);
    }
    if text.starts_with(FIRST_MOVE) {
        return Some(MoveNumber {
            number: 1,
            continuation: false,
            len: FIRST_MOVE.len(),
            wide: false,
            form: Form::TeMe,
        });
    }
    if let Some(after) = MOVE_WORDS.iter().find_map(|w| text.strip_prefix(w)) {
        let (number, len, wide) = digits(after)?;
        let stop = after[len..]
            .chars()
            .next()
            .filter(|c| matches!(c, ':' | '.' | '：'))?;
        return Some(MoveNumber {
            number,
            continuation: false,
            len: text.len() - after.len() + len + stop.len_utf8(),
            wide,
            form: Form::Worded,
        });
    }
    let (number, digits_len, wide) = digits(text)?;
    let rest = &text[digits_len..];
    if let Some(mark) = rest
        .chars()
        .next()
        .filter(|c| matches!(c, ')' | '）' | '\t'))
    {
        let after = &rest[mark.len_utf8()..];
        return (mark == '\t' || after.starts_with([' ', '\t', '\u{3000}'])).then_some(
            MoveNumber {
                number,
                continuation: false,
                len: digits_len + mark.len_utf8(),
                wide,
                form: Form::Listed,
            },
        );
    }
    if let Some(after) = rest.strip_prefix("手目") {
        let len = text.len() - after.len();
        return Some(MoveNumber {
            number,
            continuation: false,
            len,
            wide,
            form: Form::TeMe,
        });
    }
    let stops: Vec<char> = rest
        .chars()
        .take_while(|&c| matches!(c, '.' | '．'))
        .collect();
    if stops.is_empty() {
        return None;
    }
    let len = digits_len + stops.iter().map(|c| c.len_utf8()).sum::<usize>();
    Some(MoveNumber {
        number,
        continuation: stops.len() >= 3,
        len,
        wide: wide || stops.contains(&'．'),
        form: Form::Stops,
    })
}

/// `第N手` or `第N手目` after the `第`.
fn ordinal(after_dai: &str) -> Option<MoveNumber> {
    let (number, len, wide) = digits(after_dai)?;
    let after = after_dai[len..].strip_prefix('手')?;
    let after = after.strip_prefix('目').unwrap_or(after);
    Some(MoveNumber {
        number,
        continuation: false,
        len: '第'.len_utf8() + after_dai.len() - after.len(),
        wide,
        form: Form::Ordinal,
    })
}

/// Digits, half- or full-width, at the start of `text`: their value, their
/// length in bytes, and whether any is full-width. A number too large for
/// a `u32` is no move number.
pub(crate) fn digits(text: &str) -> Option<(u32, usize, bool)> {
    let mut number: u32 = 0;
    let mut len = 0;
    for c in text.chars() {
        let d = match c {
            '0'..='9' => c as u32 - '0' as u32,
            '０'..='９' => c as u32 - '０' as u32,
            _ => break,
        };
        number = number.checked_mul(10)?.checked_add(d)?;
        len += c.len_utf8();
    }
    (len > 0).then(|| (number, len, !text[..len].is_ascii()))
}

/// The bytes between a move number and its move: blanks, and the opening
/// bracket of a bracketed form (`第１１手（ｌ１１）`).
pub fn before_move(number: &MoveNumber, after: &str) -> usize {
    let mut len = blank_len(after);
    if number.form == Form::Ordinal {
        if let Some(c) = after[len..]
            .chars()
            .next()
            .filter(|c| matches!(c, '(' | '（'))
        {
            len += c.len_utf8();
            len += blank_len(&after[len..]);
        }
    }
    len
}

/// The closing bracket right after a bracketed move, if there is one: its
/// length in bytes.
pub fn closing_len(after_move: &str) -> usize {
    after_move
        .chars()
        .next()
        .filter(|c| matches!(c, ')' | '）'))
        .map_or(0, char::len_utf8)
}

/// Characters that part two moves as a blank does: Japanese stops and
/// corner brackets (`1.f9。2.Oh1`, `「1.f9」`), the middle dot of a list
/// (`▲７六歩・△３四歩`) and the arrows of a line of play (`▲７六歩→△３四歩`).
/// A game whose moves hold one of them (Chatra's `e12→g6`, Macedonian's
/// `譲位・１六歩`) reads it by its grammar, which is asked first.
pub fn is_separator(c: char) -> bool {
    matches!(c, '、' | '。' | '「' | '」' | '『' | '』') || is_list_mark(c)
}

/// A pictograph of the emoji blocks (`👍`, `😅`), which no notation holds;
/// the symbols the games write with (`☆`, `●`, `▲`) stand elsewhere.
pub fn is_emoji(c: char) -> bool {
    matches!(c, '\u{1F000}'..='\u{1FAFF}')
}

/// The separators a move may hold ([`is_separator`]): a word that does not
/// read as a move runs on over them, so that what is said of it quotes it
/// whole (`譲位・３五重（99）`, not `譲位`).
pub fn is_list_mark(c: char) -> bool {
    matches!(c, '・' | '→' | '⇒')
}

/// White space or a separator.
pub fn is_blank(c: char) -> bool {
    c.is_whitespace() || is_separator(c)
}

/// Whether `text` is empty or starts with a blank ([`is_blank`]): a ply
/// that ends there ends its word. Read by its first byte when that is
/// ASCII, as it is after almost every ply.
pub fn starts_blank(text: &str) -> bool {
    match text.as_bytes().first() {
        None => true,
        Some(b) if b.is_ascii() => matches!(b, b'\t'..=b'\r' | b' '),
        Some(_) => text.starts_with(is_blank),
    }
}

/// Whether the text after a move ends it: nothing, a blank, a mark a record
/// or a post puts after a move (`,` `;` `{` `(` `)`, and the full-width
/// brackets of a remark stuck to a move, `▲２六歩（居飛車）`), a Japanese stop or
/// bracket ([`is_separator`]: `▲７六歩、次に`), the side mark of the next
/// move (`▲７六歩△３四歩`), or kana, which no move holds after its piece
/// (`７六歩まで`, `同歩と取る`). The notations that check
/// where their move ends ask this, so that a move ends alike in every game.
///
/// A sentence's stop or a mark (`.`, `!`, `?`, `…`, and their full-width
/// forms) ends a move when the text after the stops ends it too (`We
/// played 1.P-7f P-3d.`, `2.Oh1!`): a word that runs on after them
/// (`P-7f.x`) is no move.
pub fn ends_move(rest: &str) -> bool {
    // After almost every move, an ASCII byte: told by it alone.
    if let Some(b) = rest.as_bytes().first().filter(|b| b.is_ascii()) {
        return match b {
            b'.' | b'!' | b'?' => stops_end_move(rest),
            _ => matches!(b, b'\t'..=b'\r' | b' ' | b',' | b';' | b'{' | b'(' | b')'),
        };
    }
    rest.chars().next().is_none_or(|c| {
        c.is_whitespace()
            || matches!(c, ',' | ';' | '{' | '(' | ')' | '（' | '）')
            || is_separator(c)
            || super::structure::is_side_mark(c)
            || ('\u{3041}'..='\u{309F}').contains(&c)
            || (is_stop(c) && stops_end_move(rest))
    })
}

/// A sentence's stop or an annotation mark after a move.
fn is_stop(c: char) -> bool {
    matches!(c, '.' | '!' | '?' | '…' | '．' | '！' | '？')
}

/// Whether `rest`, which starts with stops, ends a move: what follows the
/// stops does, or there is nothing after them, or a full-width stop is
/// among them (Japanese puts no blank after `．`, as after `。`). `...` is a
/// move number's continuation only after a number, never right after a
/// move.
fn stops_end_move(rest: &str) -> bool {
    let after = rest.trim_start_matches(is_stop);
    let stops = &rest[..rest.len() - after.len()];
    after.is_empty()
        || stops.contains(['．', '！', '？'])
        || (!after.starts_with(is_stop) && ends_move(after))
}

/// The length of the blanks and separators at the start of `text`.
pub fn blank_len(text: &str) -> usize {
    // Most plies are parted by one ASCII space: counted by bytes first.
    let ascii = (text.bytes()).take_while(u8::is_ascii_whitespace).count();
    match text.as_bytes().get(ascii) {
        Some(&b) if may_lead_a_blank(b) => ascii + blank_len_slow(&text[ascii..]),
        _ => ascii,
    }
}

/// [`blank_len`] of `text[at..end]`, told by its first byte alone when no
/// blank starts with it (the first byte of a ply, most often), without
/// slicing the text as a `str`, whose ends are checked for character
/// boundaries: the driver asks before and after every ply.
#[inline]
pub fn blank_len_at(text: &str, at: usize, end: usize) -> usize {
    match text.as_bytes()[at..end].first() {
        Some(&b) if b.is_ascii_whitespace() || may_lead_a_blank(b) => blank_len(&text[at..end]),
        _ => 0,
    }
}

/// Whether `b`, the byte after the ASCII white space that `u8` knows, may
/// start a blank: the vertical tab, or the lead byte of U+0085 or U+00A0
/// (C2), U+1680 (E1), the spaces and separators of U+2000-U+205F (E2), and
/// U+3000 and the Japanese stops and brackets (E3). A move of full-width
/// digits (`７六歩`, EF) is told from a blank by its first byte alone.
fn may_lead_a_blank(b: u8) -> bool {
    matches!(b, 0x0b | 0xC2 | 0xE1 | 0xE2 | 0xE3)
}

fn blank_len_slow(text: &str) -> usize {
    text.len() - trim_blanks(text).len()
}

/// The length of what stands between the two plies of a per-turn number
/// besides blanks, with the blanks before a separator: annotation marks on
/// the first move (`e1xc3! d4xd2xb4`, `e2-d2?? c5-d4`), then a comma or
/// semicolon (`d2-c3, b4xd2`) or a dash, slash or ellipsis standing alone
/// (`d2-c3 - b4xd2`, `d2-c3 / b4xd2`, `d2-c3 ... b4xd2`); 0 if there is
/// none of these.
pub(crate) fn between_plies_len(text: &str) -> usize {
    let marks = text.len() - text.trim_start_matches(is_mark).len();
    let blanks = marks + blank_len(&text[marks..]);
    let rest = &text[blanks..];
    let alone = |c: char| rest[c.len_utf8()..].starts_with(is_blank);
    match rest.chars().next() {
        Some(c @ (',' | ';' | '，' | '；')) => blanks + c.len_utf8(),
        Some(c @ ('-' | '–' | '—' | '/' | '…')) if alone(c) => blanks + c.len_utf8(),
        Some('.') if rest.starts_with("...") && rest[3..].starts_with(is_blank) => blanks + 3,
        _ => marks,
    }
}

/// An annotation mark, which may close a move in a post (`e1xc3!`,
/// `e2-d2??`).
pub(crate) fn is_mark(c: char) -> bool {
    matches!(c, '!' | '?' | '！' | '？')
}

/// The length of one or two annotation marks (`!`, `?`, `!?`, `??`, and
/// their full-width forms) at the start of `rest` followed by a blank or
/// the run's end; 0 when `rest` starts otherwise.
pub(crate) fn annotation_len(rest: &str) -> usize {
    let marks: usize = (rest.chars().take(2))
        .take_while(|&c| is_mark(c))
        .map(char::len_utf8)
        .sum();
    // A third mark, or a word after the marks, is text stuck to the move.
    let after = &rest[marks..];
    match marks > 0 && (after.is_empty() || starts_blank(after)) {
        true => marks,
        false => 0,
    }
}

/// `text` without the blanks and separators at its start.
pub fn trim_blanks(text: &str) -> &str {
    text.trim_start_matches(is_blank)
}

/// Notes, once a game, that a move number written with full-width
/// characters was read: the number at `span` of `text`.
pub fn note_wide_number(game: &mut GameRecord, text: &str, span: Span, number: u32) {
    let code = NotationCode::Normalised.id();
    if game.issues.iter().any(|i| i.code == code) {
        return;
    }
    let written = &text[span.range()];
    game.issues.push(ReadIssue {
        code,
        message: crate::msg!("record-wide-number", written = written, number = number),
        span,
        warning: true,
    });
}

/// The most characters a move may have: the longest that people write (an
/// Alquerque chain of captures) is far shorter. A longer word is no move,
/// and is not read to its end.
pub(crate) const MAX_MOVE_CHARS: usize = 64;

/// Length of a word after a move number that has the shape every game's
/// moves share, a word that names a square (it has a digit), if it has
/// it. The games' grammars say where their moves end (`MoveFinder`); this
/// shape is what a post reader below the registry finds, and the word a
/// number is taken to number when no grammar reads a move there, so that
/// the game refuses it with its reasons rather than it passing unseen.
pub(crate) fn move_token(text: &str) -> Option<usize> {
    let mut len = 0;
    let mut open = false;
    for (n, c) in text.chars().enumerate() {
        looked_at(1);
        // A piece named in brackets inside a move (Shelt's `tms[lin]:T4-S6`),
        // never a bracket that opens or closes around one.
        let bracketed = match c {
            '[' => n > 0 && !open,
            ']' => open,
            _ => false,
        };
        if !is_move_char(c) && !bracketed {
            break;
        }
        if bracketed {
            open = c == '[';
        }
        if n == MAX_MOVE_CHARS {
            return None;
        }
        len += c.len_utf8();
    }
    let mut token = text[..len].trim_end_matches(['.', ',', ':', '!', '?']);
    // The closing bracket of `第１１手（ｌ１１）`, not of `７六歩（77）`.
    if token.ends_with('）') && token.matches('（').count() < token.matches('）').count() {
        token = &token[..token.len() - '）'.len_utf8()];
    }
    let first = token.chars().next()?;
    // Every move named by its square has a digit; words of prose after a
    // numbered heading (`4. below`) have none.
    if !token
        .chars()
        .any(|c| c.is_ascii_digit() || matches!(c, '\u{FF10}'..='\u{FF19}'))
    {
        return None;
    }
    let looks = if first.is_ascii_digit() {
        // Numeric notations need a separator (`8-13`, `22x13`) and square
        // names a letter (`7g7f`); a bare number (`1994.11.07`) is prose.
        let after = token.trim_start_matches(|c: char| c.is_ascii_digit());
        after.starts_with(['-', 'x', 'X']) || after.contains(|c: char| c.is_ascii_alphabetic())
    } else if is_kanji(first) {
        is_japanese_move(token)
    } else {
        true
    };
    looks.then_some(token.len())
}

pub(crate) fn is_fullwidth_alnum(c: char) -> bool {
    matches!(c, '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}')
}

/// A move written the Japanese way that opens with a kanji (Macedonian
/// shogi's `譲位５五重（57）`): a full-width square and no Latin letter, so that
/// a move number (`第1手(i6)`) and prose naming a square (`後手g6飛びに`) are
/// none.
fn is_japanese_move(token: &str) -> bool {
    token.starts_with(is_kanji)
        && token.contains(|c| matches!(c, '\u{FF10}'..='\u{FF19}'))
        && !token.contains(|c: char| c.is_ascii_alphabetic())
        && move_number(token).is_none()
}

fn is_kanji(c: char) -> bool {
    ('\u{4E00}'..='\u{9FFF}').contains(&c)
}

/// Characters a move may contain: ASCII, full-width letters and digits,
/// the forum's separators and piece marks, and kanji with full-width
/// brackets for moves written the Japanese way (`７六歩（77）`, `５五角打`). Kana and
/// Japanese punctuation end a move (`g4xg6まで`, `e12-g6、`).
fn is_move_char(c: char) -> bool {
    (c.is_ascii_graphic() && !matches!(c, ',' | ';' | ')' | '(' | '[' | ']' | '{' | '}'))
        || is_fullwidth_alnum(c)
        || "ー－→×＋●○★☆▲△▽☗☖（）".contains(c)
        || is_kanji(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The blanks counted by bytes are the blanks counted by characters,
    /// and a move ends alike told by its first byte, whatever character
    /// follows.
    #[test]
    fn blanks_by_bytes_are_blanks_by_characters() {
        for c in (0..=char::MAX as u32).filter_map(char::from_u32) {
            for text in [format!(" {c}x"), format!("{c}{c}x")] {
                assert_eq!(
                    blank_len(&text),
                    text.len() - trim_blanks(&text).len(),
                    "{c:?}"
                );
                let from_c = text.len() - c.len_utf8() - 1;
                let after = &text[from_c..];
                assert_eq!(
                    blank_len_at(&text, from_c, text.len()),
                    blank_len(after),
                    "{c:?}"
                );
                assert_eq!(starts_blank(&text), text.starts_with(is_blank), "{c:?}");
            }
            let rest = format!("{c}x");
            let ends = c.is_whitespace()
                || matches!(c, ',' | ';' | '{' | '(' | ')' | '（' | '）')
                || is_separator(c)
                || super::super::structure::is_side_mark(c)
                || ('\u{3041}'..='\u{309F}').contains(&c)
                || matches!(c, '．' | '！' | '？');
            assert_eq!(ends_move(&rest), ends, "{c:?}");
            // After a stop, a move ends where it would without the stop.
            for stops in [".", "!?", "…"] {
                let after_stops = format!("{stops}{c}x");
                assert_eq!(ends_move(&after_stops), ends, "{stops}{c:?}");
            }
            assert!(ends_move(&format!("．{c}x")), "{c:?}");
        }
    }

    #[test]
    fn words_naming_a_square_have_the_shape_of_a_move() {
        assert_eq!(move_token("tms[lin]:T4-S6 rest"), Some(14));
        let macedonian = "譲位５五重（57）";
        assert_eq!(move_token(macedonian), Some(macedonian.len()));
        // A move that names no square is its game's grammar's to find:
        // Shelt's hand actions and a pass have no shape every game shares.
        for no_move in [
            "+gil",
            "-gil+kun",
            "pass",
            "+ok",
            "[1.f9]",
            "第1手(i6)",
            "後手g6飛",
            "将棋",
        ] {
            assert_eq!(move_token(no_move), None, "{no_move}");
        }
    }

    fn number(text: &str) -> Option<(u32, bool, &str)> {
        move_number(text).map(|n| (n.number, n.continuation, &text[..n.len]))
    }

    #[test]
    fn every_form_of_move_number_is_read() {
        assert_eq!(number("12.b2-c3"), Some((12, false, "12.")));
        assert_eq!(number("6... c5-d4"), Some((6, true, "6...")));
        assert_eq!(number("16．k7-j8"), Some((16, false, "16．")));
        assert_eq!(number("１２．ｇ４"), Some((12, false, "１２．")));
        assert_eq!(number("４.g4"), Some((4, false, "４.")));
        assert_eq!(number("6．．．c5-d4"), Some((6, true, "6．．．")));
        assert_eq!(number("16手目 k7-j8"), Some((16, false, "16手目")));
        assert_eq!(number("１６手目　k7"), Some((16, false, "１６手目")));
        assert_eq!(number("第１１手（ｌ１１）"), Some((11, false, "第１１手")));
        assert_eq!(number("第19手目 k4"), Some((19, false, "第19手目")));
        assert_eq!(number("初手▲７六歩"), Some((1, false, "初手")));
        assert_eq!(number("初 手"), None);
        for prose in [
            "16手",
            "第手",
            "1994",
            "７六歩",
            "12",
            "第1日",
            "99999999999.",
        ] {
            assert_eq!(number(prose), None, "{prose}");
        }
    }

    #[test]
    fn only_full_width_numbers_are_wide() {
        let wide = |t: &str| move_number(t).expect(t).wide;
        assert!(!wide("12.") && !wide("1...") && !wide("1手目") && !wide("第1手"));
        assert!(wide("１.") && wide("1．") && wide("１手目") && wide("第１手"));
    }

    #[test]
    fn a_bracket_opens_a_move_of_the_japanese_form_only() {
        let ordinal = move_number("第１１手").unwrap();
        assert_eq!(before_move(&ordinal, "（ｌ１１）"), "（".len());
        assert_eq!(before_move(&ordinal, " (i6)"), " (".len());
        let plain = move_number("11.").unwrap();
        assert_eq!(before_move(&plain, "(i6)"), 0);
        assert_eq!(before_move(&plain, "　「ｌ１１」"), "　「".len());
        assert_eq!(closing_len("）と"), "）".len());
        assert_eq!(closing_len("と"), 0);
    }

    proptest::proptest! {
        /// The bytewise count of blanks is the count by characters.
        #[test]
        fn blanks_are_counted_as_by_characters(
            text in "[ \t\r\n\x0b\x0c\u{85}\u{a0}\u{3000}、。「a7六]{0,12}",
        ) {
            proptest::prop_assert_eq!(blank_len(&text), blank_len_slow(&text));
        }

        /// No move number starts where `may_start` lets a reader skip.
        #[test]
        fn numbers_start_only_where_readers_look(text in "[1-9０-９第手目.．a-h\\- 　七歩(（は]{0,12}") {
            if let Some(b) = text.as_bytes().first() {
                if !may_start(*b) {
                    proptest::prop_assert!(move_number(&text).is_none(), "{:?}", text);
                }
            }
        }
    }
}
