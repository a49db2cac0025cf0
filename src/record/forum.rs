//! Forum-log mode: numbered moves found inside free prose.
//!
//! Forum posts and mails interleave moves with commentary, diagrams and
//! quotes. Only what is numbered like a move is taken: `7.e12-g6`,
//! `12. b2-c3`, `第1手(i6)`. Prose is ignored; a numbered token that looks
//! like a move but does not parse is reported later by the driver, because
//! only the game's notation can tell.

use super::{Element, GameRecord, ReadIssue, Span, Tag, pgn, push_element};
use crate::record::NotationCode;

/// The code of the warning for full-width move numbers, the same as for
/// every other lenient reading.
const WIDE_NUMBER: NotationCode = NotationCode::Normalised;

/// Reads the games of a forum log. A move numbered 1 after other moves starts
/// a new game; `[Name "value"]` lines set tags of the game being read.
pub fn read(text: &str) -> Vec<GameRecord> {
    let mut games = vec![GameRecord {
        from_prose: true,
        ..Default::default()
    }];
    let mut last_number = 0u32;
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'[' && at_line_start(text, i) {
            if let Some(len) = tag_line(&text[i..], i, games.last_mut().expect("one game")) {
                i += len;
                continue;
            }
        }
        if let Some(found) = may_start_number(b)
            .then(|| numbered_move(text, i))
            .flatten()
        {
            if found.number == 1 && last_number > 0 && !cites_first_move(text, games.last(), &found)
            {
                close(games.last_mut().expect("one game"), i);
                games.push(GameRecord {
                    from_prose: true,
                    ..Default::default()
                });
                games.last_mut().expect("pushed").span.offset = found.number_span.offset;
            }
            let game = games.last_mut().expect("one game");
            if found.wide && !game.issues.iter().any(|i| i.code == WIDE_NUMBER) {
                let written = &text[found.number_span.range()];
                game.issues.push(ReadIssue {
                    code: WIDE_NUMBER.id(),
                    message: format!(
                        "read leniently: full-width move number `{written}` read as `{}.` (and any others in this game)",
                        found.number
                    ),
                    span: found.number_span,
                    warning: true,
                });
            }
            if game.movetext.is_empty() && game.tags.is_empty() {
                game.span.offset = found.number_span.offset;
            }
            push_element(&mut game.movetext, || Element::Number {
                number: found.number,
                continuation: false,
                span: found.number_span,
            });
            // The ply may run on past the token (a huff and its move): the
            // run goes to the end of the line or the next numbered move, and
            // the driver reads one ply from its front.
            let line_end = text[found.move_span.offset..]
                .find('\n')
                .map_or(text.len(), |e| found.move_span.offset + e);
            let mut end = found.move_span.end();
            let mut j = end;
            while j < line_end {
                if may_start_number(bytes[j]) && numbered_move(text, j).is_some() {
                    break;
                }
                j = next_char(text, j);
            }
            end = end.max(text[..j].trim_end().len());
            let span = Span::new(found.move_span.offset, end - found.move_span.offset);
            push_element(&mut game.movetext, || Element::Moves { span });
            last_number = found.number;
            i = found.move_span.end();
            continue;
        }
        i = next_char(text, i);
    }
    let end = text.len();
    close(games.last_mut().expect("one game"), end);
    games
}

/// Whether a numbered move may start with the byte `b`: only an ASCII
/// digit, a full-width one (EF BC 90 to 99) or `第` (E7 AC AC) begins one.
/// Prose is skipped a byte at a time without trying the rest.
fn may_start_number(b: u8) -> bool {
    b.is_ascii_digit() || b == 0xEF || b == 0xE7
}

/// Where the character after the one at `i` starts.
fn next_char(text: &str, i: usize) -> usize {
    let mut next = i + 1;
    while !text.is_char_boundary(next) {
        next += 1;
    }
    next
}

/// Whether a move numbered 1 repeats the first move of `game` exactly: a
/// citation (`1.f9 was the usual start`), not the start of a new game.
fn cites_first_move(text: &str, game: Option<&GameRecord>, found: &Found) -> bool {
    let first = game.and_then(|g| {
        g.movetext.iter().find_map(|e| match e {
            Element::Moves { span } => Some(*span),
            _ => None,
        })
    });
    first.is_some_and(|span| {
        let run = &text[span.range()];
        let word = run.split_whitespace().next().unwrap_or(run);
        word.get(..found.move_span.len) == text.get(found.move_span.range())
            && word.len() == found.move_span.len
    })
}

fn close(game: &mut GameRecord, end: usize) {
    game.span.len = end.saturating_sub(game.span.offset);
}

fn at_line_start(text: &str, i: usize) -> bool {
    text[..i]
        .chars()
        .rev()
        .take_while(|&c| c != '\n')
        .all(char::is_whitespace)
}

fn tag_line(rest: &str, offset: usize, game: &mut GameRecord) -> Option<usize> {
    let line = rest.split('\n').next().unwrap_or(rest);
    let parsed = pgn::read(line);
    let first = parsed.first()?;
    if first.tags.is_empty() || !first.issues.is_empty() || !first.movetext.is_empty() {
        return None;
    }
    for t in &first.tags {
        game.tags.push(Tag {
            name: t.name.clone(),
            value: t.value.clone(),
            span: Span::new(offset + t.span.offset, t.span.len),
        });
    }
    if game.movetext.is_empty() && game.tags.len() == first.tags.len() {
        game.span.offset = offset;
    }
    Some(line.len())
}

struct Found {
    number: u32,
    number_span: Span,
    move_span: Span,
    /// The number is written with full-width characters.
    wide: bool,
}

/// A numbered move starting at byte `i`, if there is one.
fn numbered_move(text: &str, i: usize) -> Option<Found> {
    let rest = &text[i..];
    if let Some(stripped) = rest.strip_prefix('第') {
        return ordinal_move(text, i, stripped);
    }
    let prev = text[..i].chars().next_back();
    // `no.141`, `1994.11` and `a-1` are no move numbers; Japanese text may
    // run straight into one (`初手は1.７六歩`).
    if prev
        .is_some_and(|p| p.is_ascii_alphanumeric() || is_fullwidth_alnum(p) || p == '.' || p == '-')
    {
        return None;
    }
    let (number, len, wide) = match pgn::move_number(rest) {
        Some((number, _, len)) => (number, len, false),
        None => fullwidth_number(rest)?,
    };
    let after = &rest[len..];
    let gap = after.len() - after.trim_start_matches(' ').len();
    let token_at = i + len + gap;
    let token = move_token(&text[token_at..])?;
    Some(Found {
        number,
        number_span: Span::new(i, len),
        move_span: Span::new(token_at, token),
        wide,
    })
}

/// A move number typed with full-width digits or stop (`１．`, `１２.`):
/// the number, its length in bytes, and `true`.
fn fullwidth_number(rest: &str) -> Option<(u32, usize, bool)> {
    let folded = |c: char| crate::lenient::fold_fullwidth(c).unwrap_or(c);
    let digits: String = rest
        .chars()
        .map(folded)
        .take_while(char::is_ascii_digit)
        .collect();
    let digits_len: usize = rest.chars().take(digits.len()).map(char::len_utf8).sum();
    let stops = rest[digits_len..]
        .chars()
        .take_while(|&c| folded(c) == '.')
        .map(char::len_utf8)
        .sum::<usize>();
    let len = digits_len + stops;
    let wide = !rest[..len].is_ascii();
    (stops > 0 && wide)
        .then(|| digits.parse().ok().map(|n| (n, len, true)))
        .flatten()
}

/// `第N手` followed by a move, bare or in brackets: `第1手(i6)`, `第13手 ●e08`.
fn ordinal_move(text: &str, i: usize, after_dai: &str) -> Option<Found> {
    let digits = after_dai.len()
        - after_dai
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let number = after_dai[..digits].parse().ok()?;
    let after = after_dai[digits..].strip_prefix('手')?;
    let head = i + '第'.len_utf8() + digits + '手'.len_utf8();
    let trimmed = after.trim_start_matches([' ', '\u{3000}', '(', '（']);
    let token_at = head + (after.len() - trimmed.len());
    let token = move_token(&text[token_at..])?;
    Some(Found {
        number,
        number_span: Span::new(i, head - i),
        move_span: Span::new(token_at, token),
        wide: false,
    })
}

/// Length of a move-like token at the start of `text`, if it looks like one.
fn move_token(text: &str) -> Option<usize> {
    let len: usize = text
        .chars()
        .take_while(|&c| is_move_char(c))
        .map(char::len_utf8)
        .sum();
    let token = text[..len].trim_end_matches(['.', ',', ':', '!', '?']);
    let first = token.chars().next()?;
    // Every move names a square or a point, so it has a digit; words of
    // prose after a numbered heading (`4. below`) have none.
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
    } else {
        first.is_ascii_alphabetic() || is_fullwidth_alnum(first) || "●○★☆▲△☗☖*".contains(first)
    };
    looks.then_some(token.len())
}

fn is_fullwidth_alnum(c: char) -> bool {
    matches!(c, '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}')
}

/// Characters a move may contain: ASCII, full-width letters and digits,
/// the forum's separators and piece marks, and kanji with full-width
/// brackets for moves written the Japanese way (`７六歩（77）`, `５五角打`). Kana and
/// Japanese punctuation end a move (`g4xg6まで`, `e12-g6、`).
fn is_move_char(c: char) -> bool {
    (c.is_ascii_graphic() && !matches!(c, ',' | ';' | ')' | '(' | '[' | ']' | '{' | '}'))
        || is_fullwidth_alnum(c)
        || "ー－→×＋●○★☆▲△☗☖（）".contains(c)
        || ('\u{4E00}'..='\u{9FFF}').contains(&c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(text: &str) -> Vec<(u32, String)> {
        let games = read(text);
        let mut out = Vec::new();
        for g in &games {
            let mut n = 0;
            for e in &g.movetext {
                match e {
                    Element::Number { number, .. } => n = *number,
                    Element::Moves { span } => {
                        let run = &text[span.range()];
                        out.push((n, run.split_whitespace().next().unwrap_or("").to_string()))
                    }
                    _ => {}
                }
            }
        }
        out
    }

    #[test]
    fn finds_numbered_moves_in_prose() {
        let text = "先手:小沼 1.f9 2.Oh1 3.Of11 4.g4 5.e12 1|* * ・ ○☆ 6.g1 7.e12-g6 8.g4xg6 2| *";
        let found = moves(text);
        let plies: Vec<_> = found.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(
            plies,
            ["f9", "Oh1", "Of11", "g4", "e12", "g1", "e12-g6", "g4xg6"]
        );
        assert_eq!(found[7].0, 8);
    }

    #[test]
    fn ignores_dates_headings_and_bare_numbers() {
        let text = "【やわらか頭no.141】1994.11.07 by 1.駒を打てる場所 <1.チャトラ簡略盤> 12. and";
        assert!(moves(text).is_empty());
    }

    #[test]
    fn reads_ordinal_forms() {
        let text = "1.第1手(i6) なかなか 2.第2手(Ob11) 将棋 第13手 ●e08";
        let plies: Vec<(u32, String)> = moves(text)
            .into_iter()
            .map(|(n, m)| (n, m.trim_end_matches(')').to_string()))
            .collect();
        assert_eq!(
            plies,
            [
                (1, "i6".to_string()),
                (2, "Ob11".to_string()),
                (13, "●e08".to_string())
            ]
        );
    }

    #[test]
    fn a_run_goes_to_the_line_end_or_the_next_numbered_move() {
        let text = "6.*c3 d4-d3 huffed it 7.a1-a2\n8.b1";
        let games = read(text);
        let runs: Vec<&str> = games[0].move_runs(text);
        assert_eq!(runs, ["*c3 d4-d3 huffed it", "a1-a2", "b1"]);
    }

    #[test]
    fn shogi_style_moves_are_found_in_prose() {
        let text = "初手は1.７六歩（77）、次に2.３四歩まで。";
        let found = moves(text);
        assert_eq!(found.len(), 2);
        assert!(
            found[0].1.starts_with("７六歩（77）、"),
            "the run starts with the move: {found:?}"
        );
        assert_eq!(found[1], (2, "３四歩まで。".to_string()));
    }

    #[test]
    fn full_width_move_numbers_are_read_with_one_warning() {
        let text = "１．ｆ９ ２．Ｏｈ１ 12．ｇ４";
        let found = moves(text);
        assert_eq!(
            found,
            [
                (1, "ｆ９".to_string()),
                (2, "Ｏｈ１".to_string()),
                (12, "ｇ４".to_string())
            ]
        );
        let games = read(text);
        assert_eq!(games[0].issues.len(), 1);
        assert!(games[0].issues[0].warning);
        assert_eq!(games[0].issues[0].span, Span::new(0, "１．".len()));
    }

    #[test]
    fn a_first_move_cited_again_starts_no_new_game() {
        let games = read("1.f9 2.Oh1 3.Of11\np.s. 1.f9 is the usual start");
        assert_eq!(games.len(), 1);
    }

    #[test]
    fn a_new_first_move_starts_a_new_game() {
        let games = read("1.a1 2.b2 then again 1.c3");
        assert_eq!(games.len(), 2);
    }

    proptest::proptest! {
        /// No numbered move starts where `may_start_number` lets the
        /// reader skip.
        #[test]
        fn numbered_moves_start_only_where_the_reader_looks(
            text in "[1-9０-９第手.．a-h\\- 　七歩(（は\n]{0,24}",
        ) {
            for i in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
                if !may_start_number(text.as_bytes()[i]) {
                    proptest::prop_assert!(numbered_move(&text, i).is_none(), "{:?} at {}", text, i);
                }
            }
        }
    }

    #[test]
    fn tag_lines_apply_to_the_game() {
        let games = read("[Variant \"chatra\"]\nsome prose 1.f9");
        assert_eq!(games[0].tag("variant"), Some("chatra"));
    }
}
