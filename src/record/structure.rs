//! The parts of a post that every board writes alike, whatever the game:
//! the headers of 2ch/5ch/open2ch threads, NIFTY-Serve replies and mails,
//! quotes, `>>N` anchors, signatures, the headings that part two games,
//! and the side marks that stand before a move (docs/FORUM-POSTS.md,
//! "What a post is made of").

/// Whether `line` (its blanks at the start trimmed) is a thread post's
/// header: a post number, then the name and date fields of 2ch/5ch
/// (`123 名前：名無し名人[sage] 投稿日：2025/05/04(日) 21:13:45.12 ID:abc`)
/// or of their older and open2ch forms (`123：名無し名人：2025/05/04(日)
/// 21:13:45 ID:abc`, `123 ：名無しさん`). Its numbers are no moves.
pub fn is_board_header(line: &str) -> bool {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return false;
    }
    let rest = line[digits..].trim_start_matches([' ', '\t', '\u{3000}']);
    let field = rest
        .strip_prefix(['：', ':'])
        .unwrap_or(rest)
        .trim_start_matches([' ', '\u{3000}']);
    let parted = rest.len() < line.len() - digits || rest.starts_with(['：', ':']);
    parted && (field.starts_with("名前") || field.starts_with("名無し"))
}

/// The length of a `>>N` (or `＞＞N`, `>>N-M`) anchor at the start of
/// `line`, a reply's pointer to an earlier post: 0 if there is none. The
/// text after it on the line is the reply's own, not a quote.
pub fn anchor_len(line: &str) -> usize {
    let Some(rest) = line
        .strip_prefix(">>")
        .or_else(|| line.strip_prefix("＞＞"))
    else {
        return 0;
    };
    let numbers = rest.len()
        - rest
            .trim_start_matches(|c: char| {
                c.is_ascii_digit() || matches!(c, '０'..='９' | '-' | ',')
            })
            .len();
    let after = &rest[numbers..];
    let numbered =
        numbers > 0 && rest.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '０'..='９'));
    // `>>12.f9` is a quote of a numbered move, not an anchor.
    if !numbered || after.starts_with(['.', '．']) {
        return 0;
    }
    line.len() - after.len()
}

/// Whether `line` is a heading that starts another game of a post:
/// `第二局`, `【第2局】`, `二局目`, `Game 2`, with at most a few words
/// after it (`第二局（先手：私）`, `Game 2: the return match`).
pub fn is_game_heading(line: &str) -> bool {
    let line = line.trim_matches(|c: char| c.is_whitespace());
    let body = line
        .strip_prefix(['【', '[', '■', '◆', '●', '□'])
        .unwrap_or(line);
    let ends = |after: &str| {
        after.is_empty()
            || after.starts_with(|c: char| c.is_whitespace() || "】]）()（:：.、-—".contains(c))
    };
    if let Some(after) = body.strip_prefix('第').and_then(after_numeral) {
        return after.strip_prefix('局').is_some_and(ends);
    }
    if let Some(after) = after_numeral(body) {
        return after.strip_prefix("局目").is_some_and(ends);
    }
    let game = body
        .get(..5)
        .filter(|w| w.eq_ignore_ascii_case("game "))
        .and_then(|_| after_numeral(&body[5..]));
    game.is_some_and(ends)
}

/// The text after the numeral at the start of `text` (`2`, `２`, `二`),
/// if one stands there.
fn after_numeral(text: &str) -> Option<&str> {
    let rest = text.trim_start_matches(|c: char| {
        c.is_ascii_digit() || matches!(c, '０'..='９') || "一二三四五六七八九十".contains(c)
    });
    (rest.len() < text.len()).then_some(rest)
}

/// Whether `c` marks the side of the move after it: `▲△` and `☗☖`, the
/// marks Japanese records and posts put before every game's moves, and
/// `▽`, an older mark for the second player that KI2 still reads.
pub fn is_side_mark(c: char) -> bool {
    matches!(c, '▲' | '△' | '☗' | '☖' | '▽')
}

/// The word at the start of `text` that names the side of the move right
/// after it, `先手` or `後手` (`先手７六歩 後手３四歩`), as a side mark does:
/// the word, and the mark it stands for.
pub fn side_word(text: &str) -> Option<(&'static str, char)> {
    [("先手", '▲'), ("後手", '△')]
        .into_iter()
        .find(|(w, _)| text.starts_with(w))
}

/// The length of a chat log line's prefix at the start of `line`, the time
/// and who spoke (`[20:07] tanaka24: `, as 81Dojo and 将棋倶楽部24 log
/// them), with the blanks after it: 0 if there is none. What follows is
/// what was said.
pub fn chat_prefix_len(line: &str) -> usize {
    let time = line.strip_prefix('[').and_then(|t| number_then(t, ':'));
    let Some(name) = time.and_then(|t| number_then(t, ']')) else {
        return 0;
    };
    let name = name.trim_start_matches([' ', '\t']);
    let end = name.find(char::is_whitespace).unwrap_or(0);
    if !name[..end].ends_with([':', '：']) {
        return 0;
    }
    line.len()
        - name[end..]
            .trim_start_matches([' ', '\t', '\u{3000}'])
            .len()
}

/// Whether the move or move number at `at` stands inside a sentence: a
/// word of prose ([`is_a_word_of_prose`]) stands before it on its line,
/// past a chat line's time and speaker (`I considered 4.P-2d`, `ここで
/// 4.P-2dなら`). A move set out stands at its line's start, or after a
/// label, a mark or other moves.
pub(crate) fn in_a_sentence(text: &str, at: usize) -> bool {
    // A sentence's words stand near the move: the line is looked back into
    // no further than a few moves' length, so that many numbers on one
    // long line cost no more than the line.
    let mut from = at.saturating_sub(16 * super::numbering::MAX_MOVE_CHARS);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let start = text[from..at]
        .rfind(['\n', '\r'])
        .map_or(from, |i| from + i + 1);
    let line = &text[start..at];
    let line = &line[chat_prefix_len(line)..];
    line.split(super::numbering::is_blank)
        .any(is_a_word_of_prose)
        || in_an_aside(text, line, at)
}

/// Whether the move at `at`, on a line that opens with `before` up to it,
/// stands in a bracketed aside holding a word of prose after it (`(3...
/// G-3b was also possible.)`), looked for up to the bracket's close or a
/// few moves' length.
fn in_an_aside(text: &str, before: &str, at: usize) -> bool {
    let before = before.trim_start_matches(super::numbering::is_blank);
    let Some(opened) = before.strip_prefix(['(', '（']) else {
        return false;
    };
    if opened.contains([')', '）']) {
        return false;
    }
    let mut end = (at + 16 * super::numbering::MAX_MOVE_CHARS).min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let after = &text[at..end];
    let after = &after[..after.find(['\n', '\r', ')', '）']).unwrap_or(after.len())];
    // No move holds hiragana: in Japanese the aside's words run on from
    // its moves (`（▲２四歩△同歩▲同飛は次回）`).
    after.contains(|c| matches!(c, '\u{3041}'..='\u{309F}'))
        || after
            .split(super::numbering::is_blank)
            .any(is_a_word_of_prose)
}

/// Where the sentence that holds byte `at` of `text` ends: at a line's end,
/// a Japanese stop, or a stop or `;` followed by a blank or the end and
/// not by digits before it (`5. e4xe5` is a move number, not a stop).
pub(crate) fn sentence_end(text: &str, at: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = at;
    while i < bytes.len() {
        let stop = match bytes[i] {
            b'\n' | b'\r' => return i,
            b'.' | b'!' | b'?' | b';' => {
                let after = bytes.get(i + 1).is_none_or(u8::is_ascii_whitespace);
                let before = i.checked_sub(1).map(|j| bytes[j]);
                after && !before.is_some_and(|b| b.is_ascii_digit() || b == b'.')
            }
            b if b >= 0xE3 => (text.get(i..)).is_some_and(|t| t.starts_with(['。', '！', '？'])),
            _ => false,
        };
        if stop {
            return i;
        }
        i += 1;
    }
    bytes.len()
}

/// Whether `word` opens a word of prose: letters of any script that name
/// no square and are no move number, with a kana or a Latin letter (a
/// piece's kanji, `同`, is part of a move). A capture written by its piece
/// alone (`Px`, `Rx`) is a move.
pub(crate) fn is_a_word_of_prose(word: &str) -> bool {
    use super::numbering::{move_number, move_token};
    let head: String = word.chars().take_while(|c| c.is_alphabetic()).collect();
    let kana_or_latin = head
        .chars()
        .any(|c| c.is_ascii_alphabetic() || matches!(c, '\u{3041}'..='\u{30FF}'));
    let capture = head.len() <= 2 && head.ends_with('x');
    kana_or_latin && !capture && move_token(word).is_none() && move_number(word).is_none()
}

/// What follows digits and then `end` at the start of `text`, if they
/// stand there.
fn number_then(text: &str, end: char) -> Option<&str> {
    let rest = text.trim_start_matches(|c: char| c.is_ascii_digit());
    (rest.len() < text.len())
        .then(|| rest.strip_prefix(end))
        .flatten()
}

/// How many bytes at the start of a line are cited, never played: all of a
/// quote (`>`, `＞`, `|`, `｜`) or of a mail's `Subject:` line, and a
/// NIFTY-Serve reply header up to its date and time (an archive may run the
/// post on after it, on the same line).
pub(crate) fn cited_len(line: &str) -> usize {
    let body = line.trim_start_matches([' ', '\t', '\u{3000}']);
    let anchor = anchor_len(body);
    if anchor > 0 {
        return line.len() - body.len() + anchor;
    }
    let quoted = body.starts_with(['>', '＞', '|', '｜']) || is_board_header(body);
    let mail_header = ["Subject:", "件名:", "件名："]
        .iter()
        .any(|h| body.starts_with(h));
    if quoted || mail_header {
        line.len()
    } else if is_nifty_header(body) {
        let start = line.len() - body.len();
        start + nifty_header_len(body)
    } else {
        0
    }
}

/// `04492/04495 KHA01557 ...`: a NIFTY-Serve post's number, the last
/// post's, and the member's id.
fn is_nifty_header(line: &str) -> bool {
    let b = line.as_bytes();
    b.len() > 12
        && b[..5].iter().all(u8::is_ascii_digit)
        && b[5] == b'/'
        && b[6..11].iter().all(u8::is_ascii_digit)
        && b[11] == b' '
}

/// The length of a NIFTY-Serve header: to the end of its `95/10/15 21:21`
/// and the `04489へのコメント` and `コメント数:1` after it; the whole line
/// if it has no date.
fn nifty_header_len(line: &str) -> usize {
    let b = line.as_bytes();
    let pattern = b"dd/dd/dd dd:dd";
    let matches_at = |k: usize| {
        b.len() >= k + pattern.len()
            && pattern.iter().zip(&b[k..]).all(|(p, c)| match p {
                b'd' => c.is_ascii_digit(),
                p => p == c,
            })
    };
    // After the post numbers (`04492/04495`), which the pattern could meet.
    let Some(date) = (12..b.len()).find(|&k| matches_at(k)) else {
        return line.len();
    };
    let mut end = date + pattern.len();
    for word in ["へのコメント", "コメント数:"] {
        let rest = &line[end..];
        let trimmed = rest.trim_start();
        let digits = trimmed.len()
            - trimmed
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        let after = &trimmed[if word.starts_with('へ') { digits } else { 0 }..];
        if let Some(after) = after.strip_prefix(word) {
            let tail = if word.starts_with('コ') {
                after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len()
            } else {
                0
            };
            end = line.len() - after.len() + tail;
        }
    }
    end
}

/// Whether a line is a mail's signature separator, `-- ` (mailers that
/// strip trailing blanks leave `--`).
pub(crate) fn is_signature_separator(line: &str) -> bool {
    line.trim_end_matches([' ', '\t']) == "--"
}

/// Whether a line starts another post or mail, which ends a signature: a
/// NIFTY-Serve reply header or a mail header.
pub(crate) fn starts_post(line: &str) -> bool {
    let body = line.trim_start_matches([' ', '\t', '\u{3000}']);
    is_nifty_header(body)
        || is_board_header(body)
        || ["Subject:", "件名:", "件名：", "From:", "差出人:"]
            .iter()
            .any(|h| body.starts_with(h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_headers_are_told_from_numbered_moves() {
        for header in [
            "123 名前：名無し名人[sage] 投稿日：2025/05/04(日) 21:13:45.12 ID:abc",
            "123：名無し名人：2025/05/04(日) 21:13:45 ID:abc",
            "45 ：名無しさん＠お腹いっぱい。",
            "7 名前:名無し名人 投稿日:2025/05/04",
        ] {
            assert!(is_board_header(header), "{header}");
        }
        for no_header in ["123.名前", "1.f9", "名前：私", "12 手目", "123名前"] {
            assert!(!is_board_header(no_header), "{no_header}");
        }
    }

    #[test]
    fn a_chat_line_names_the_time_and_who_spoke() {
        assert_eq!(
            chat_prefix_len("[10:00] kenji: P-7f"),
            "[10:00] kenji: ".len()
        );
        assert_eq!(
            chat_prefix_len("[20:07] tanaka24: ▲7六歩"),
            "[20:07] tanaka24: ".len()
        );
        for no_chat in [
            "[Variant \"shogi\"]",
            "[10:00] kenji P-7f",
            "[10] a: b",
            "10:00 a: b",
        ] {
            assert_eq!(chat_prefix_len(no_chat), 0, "{no_chat}");
        }
    }

    #[test]
    fn anchors_are_no_quotes() {
        assert_eq!(anchor_len(">>12 ▲２六歩は"), ">>12".len());
        assert_eq!(anchor_len("＞＞１２"), "＞＞１２".len());
        assert_eq!(anchor_len(">>12-15 そう"), ">>12-15".len());
        for quote in [">> 12.f9", ">>12.f9", "> 1.f9", ">>", ">>>3"] {
            assert_eq!(anchor_len(quote), 0, "{quote}");
        }
    }

    #[test]
    fn headings_that_start_a_game() {
        for heading in [
            "第二局",
            "【第2局】",
            "第１局（先手：私）",
            "二局目",
            "Game 2",
            "game 2: the return match",
            "  第十局  ",
        ] {
            assert!(is_game_heading(heading), "{heading}");
        }
        for no_heading in [
            "第2手",
            "Games 2",
            "Game over",
            "第二局面",
            "1.f9 第二局",
            "2局",
        ] {
            assert!(!is_game_heading(no_heading), "{no_heading}");
        }
    }
}
