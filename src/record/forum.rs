//! Forum-log mode: numbered moves found inside free prose.
//!
//! Forum posts and mails interleave moves with commentary, diagrams and
//! quotes. Only what is numbered like a move is taken: `7.e12-g6`,
//! `12. b2-c3`, `第1手(i6)`. Prose is ignored; a numbered token that looks
//! like a move but does not parse is reported later by the driver, because
//! only the game's notation can tell.

use super::{Element, GameRecord, Span, Tag, pgn};

/// Reads the games of a forum log. A move numbered 1 after other moves starts
/// a new game; `[Name "value"]` lines set tags of the game being read.
pub fn read(text: &str) -> Vec<GameRecord> {
    let mut games = vec![GameRecord { from_prose: true, ..Default::default() }];
    let mut last_number = 0u32;
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let c = rest.chars().next().expect("non-empty");
        if c == '[' && at_line_start(text, i) {
            if let Some(len) = tag_line(rest, i, games.last_mut().expect("one game")) {
                i += len;
                continue;
            }
        }
        if let Some(found) = numbered_move(text, i) {
            if found.number == 1 && last_number > 0 {
                close(games.last_mut().expect("one game"), i);
                games.push(GameRecord { from_prose: true, ..Default::default() });
                games.last_mut().expect("pushed").span.offset = found.number_span.offset;
            }
            let game = games.last_mut().expect("one game");
            if game.movetext.is_empty() && game.tags.is_empty() {
                game.span.offset = found.number_span.offset;
            }
            game.movetext.push(Element::Number {
                number: found.number,
                continuation: false,
                span: found.number_span,
            });
            game.movetext.push(Element::Moves { span: found.move_span });
            last_number = found.number;
            i = found.move_span.end();
            continue;
        }
        i += c.len_utf8();
    }
    let end = text.len();
    close(games.last_mut().expect("one game"), end);
    games
}

fn close(game: &mut GameRecord, end: usize) {
    game.span.len = end.saturating_sub(game.span.offset);
}

fn at_line_start(text: &str, i: usize) -> bool {
    text[..i].chars().rev().take_while(|&c| c != '\n').all(char::is_whitespace)
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
}

/// A numbered move starting at byte `i`, if there is one.
fn numbered_move(text: &str, i: usize) -> Option<Found> {
    let rest = &text[i..];
    let prev = text[..i].chars().next_back();
    if prev.is_some_and(|p| p.is_alphanumeric() || p == '.' || p == '-') {
        return None;
    }
    if let Some(stripped) = rest.strip_prefix('第') {
        return ordinal_move(text, i, stripped);
    }
    let (number, _, len) = pgn::move_number(rest)?;
    let after = &rest[len..];
    let gap = after.len() - after.trim_start_matches(' ').len();
    let token_at = i + len + gap;
    // `1.第1手(i6)`: a numbered ordinal; the ordinal carries the move.
    if let Some(stripped) = text[token_at..].strip_prefix('第') {
        let found = ordinal_move(text, token_at, stripped)?;
        return Some(Found { number_span: Span::new(i, found.number_span.end() - i), ..found });
    }
    let token = move_token(&text[token_at..], gap > 0)?;
    Some(Found {
        number,
        number_span: Span::new(i, len),
        move_span: Span::new(token_at, token),
    })
}

/// `第N手` followed by a move, bare or in brackets: `第1手(i6)`, `第13手 ●e08`.
fn ordinal_move(text: &str, i: usize, after_dai: &str) -> Option<Found> {
    let digits = after_dai.len() - after_dai.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let number = after_dai[..digits].parse().ok()?;
    let after = after_dai[digits..].strip_prefix('手')?;
    let head = i + '第'.len_utf8() + digits + '手'.len_utf8();
    let trimmed = after.trim_start_matches([' ', '\u{3000}', '(', '（']);
    let token_at = head + (after.len() - trimmed.len());
    let token = move_token(&text[token_at..], true)?;
    Some(Found {
        number,
        number_span: Span::new(i, head - i),
        move_span: Span::new(token_at, token),
    })
}

/// Length of a move-like token at the start of `text`, if it looks like one.
/// `spaced`: the token stands apart from its number, as prose words do, so
/// it must name a square (hold a digit) to count: `12. and` is prose.
fn move_token(text: &str, spaced: bool) -> Option<usize> {
    let len: usize = text.chars().take_while(|&c| is_move_char(c)).map(char::len_utf8).sum();
    let token = text[..len].trim_end_matches(['.', ',', ':', '!', '?']);
    let first = token.chars().next()?;
    let looks = if first.is_ascii_digit() {
        // Numeric notations need a separator: `8-13`, `22x13`; a bare number
        // (`1994.11.07`) is prose.
        let digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
        digits.starts_with(['-', 'x', 'X'])
    } else {
        let has_digit = token.chars().any(|c| c.is_ascii_digit() || matches!(c, '\u{FF10}'..='\u{FF19}'));
        (first.is_ascii_alphabetic() || is_fullwidth_alnum(first) || "●○★☆▲△☗☖*".contains(first))
            && (has_digit || !spaced)
    };
    looks.then_some(token.len())
}

fn is_fullwidth_alnum(c: char) -> bool {
    matches!(c, '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}')
}

fn is_move_char(c: char) -> bool {
    (c.is_ascii_graphic() && !matches!(c, ',' | ';' | ')' | '(' | '[' | ']' | '{' | '}'))
        || is_fullwidth_alnum(c)
        || "ー－→×＋●○★☆▲△☗☖".contains(c)
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
                    Element::Moves { span } => out.push((n, text[span.range()].to_string())),
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
        assert_eq!(plies, ["f9", "Oh1", "Of11", "g4", "e12", "g1", "e12-g6", "g4xg6"]);
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
        let plies: Vec<_> = moves(text).into_iter().collect();
        assert_eq!(
            plies,
            [(1, "i6".to_string()), (2, "Ob11".to_string()), (13, "●e08".to_string())]
        );
    }

    #[test]
    fn a_new_first_move_starts_a_new_game() {
        let games = read("1.a 2.b then again 1.c");
        assert_eq!(games.len(), 2);
    }

    #[test]
    fn tag_lines_apply_to_the_game() {
        let games = read("[Variant \"chatra\"]\nsome prose 1.f9");
        assert_eq!(games[0].tag("variant"), Some("chatra"));
    }
}
