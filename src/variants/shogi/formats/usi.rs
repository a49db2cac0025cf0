//! USI move lists: `position startpos moves 7g7f 3c3d`, `position sfen
//! <sfen> moves ...`, or plain moves. Each `position` line is one game.

use crate::record::{Element, Ending, GameRecord, Span, Tag};

fn is_usi_move(w: &str) -> bool {
    let b = w.as_bytes();
    let square =
        |s: &[u8]| s.len() >= 2 && (b'1'..=b'9').contains(&s[0]) && (b'a'..=b'i').contains(&s[1]);
    match b.len() {
        4 if b[1] == b'*' => b"PLNSGBR".contains(&b[0]) && square(&b[2..]),
        4 => square(b) && square(&b[2..]),
        5 => square(b) && square(&b[2..]) && b[4] == b'+',
        _ => false,
    }
}

/// The words GUIs (ShogiGUI, 将棋所, ShogiBoardQ) end a USI move list with,
/// and who won: `Some(true)` the side to move, `Some(false)` the side that
/// moved last, `None` nobody. `win` is the side to move's impasse
/// declaration (USI's `bestmove win`), checked as one.
const ENDINGS: [(&str, Option<bool>, Ending); 6] = [
    ("resign", Some(false), Ending::Resignation),
    ("timeout", Some(false), Ending::TimeUp),
    ("win", Some(true), Ending::ImpasseDeclaration),
    ("rep_draw", None, Ending::Sennichite),
    ("draw", None, Ending::Draw),
    ("break", None, Ending::Interrupted),
];

/// The ending `word` names when `mover` (0 Sente, 1 Gote) is to move: its
/// result token and how the game ended.
fn ending(word: &str, mover: usize) -> Option<(&'static str, Ending)> {
    let token = |winner: usize| if winner == 0 { "1-0" } else { "0-1" };
    let (_, winner_is_mover, ending) = ENDINGS.iter().find(|(w, ..)| *w == word)?;
    let result = match winner_is_mover {
        Some(true) => token(mover),
        Some(false) => token(mover ^ 1),
        None if word == "break" => "*",
        None => "1/2-1/2",
    };
    Some((result, *ending))
}

/// Whether `text` is a USI position command or a list of USI moves.
pub fn looks_like_usi(text: &str) -> bool {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    if t.starts_with("position ")
        || t.starts_with("startpos")
        || t.starts_with("sfen ")
        || t.starts_with("setoption name ")
    {
        return true;
    }
    // Every word a move, but for a last word after one that ends the game;
    // the words are looked at only up to the first that is neither (a
    // file of another format is told at its first word).
    let mut words = t.split_whitespace().enumerate().peekable();
    while let Some((i, word)) = words.next() {
        if !is_usi_move(word) {
            return i > 0 && words.peek().is_none() && ending(word, 0).is_some();
        }
    }
    !t.is_empty()
}

/// Reads every game of a USI text.
pub fn read(text: &str) -> Vec<GameRecord> {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    if !(t.starts_with("position ")
        || t.starts_with("startpos")
        || t.starts_with("sfen ")
        || t.starts_with("setoption name "))
    {
        return vec![game_of(text, 0, text.len(), None)];
    }
    // `setoption name Rules value otomo` names the rule set of the games
    // after it.
    let mut rules: Option<Tag> = None;
    let mut games = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let line_at = at;
        at += line.len();
        let l = line.trim();
        if l.is_empty() {
            continue;
        }
        let l_at = line_at + (line.len() - line.trim_start().len());
        if let Some(option) = l.strip_prefix("setoption name ") {
            if let Some(("Rules", value)) = option
                .split_once(" value ")
                .map(|(n, v)| (n.trim(), v.trim()))
            {
                rules = Some(Tag {
                    name: "Rules".into(),
                    value: value.to_string(),
                    span: Span::new(l_at, l.len()),
                });
            }
            continue;
        }
        let body = l.strip_prefix("position").map_or(l, str::trim_start);
        let b_at = l_at + (l.len() - body.len());
        let (setup, moves_at) = match body.find("moves") {
            Some(i) => (&body[..i], b_at + i + "moves".len()),
            None => (body, b_at + body.len()),
        };
        let setup = setup.trim();
        let position = if setup == "startpos" || setup.is_empty() {
            None
        } else {
            Some(Tag {
                name: "Position".into(),
                value: setup
                    .strip_prefix("sfen")
                    .map_or(setup, str::trim)
                    .to_string(),
                span: Span::new(b_at, setup.len()),
            })
        };
        let mut game = game_of(text, moves_at, l_at + l.len(), position);
        game.tags.extend(rules.clone());
        games.push(game);
    }
    games
}

fn game_of(text: &str, from: usize, to: usize, position: Option<Tag>) -> GameRecord {
    let mut game = GameRecord {
        span: Span::new(from, to - from),
        ..Default::default()
    };
    game.tags.push(Tag {
        name: "Variant".into(),
        value: "shogi".into(),
        span: Span::new(from, 0),
    });
    game.tags.push(Tag {
        name: "Notation".into(),
        value: "usi".into(),
        span: Span::new(from, 0),
    });
    // The side to move at the start: the second field of an SFEN.
    let first = usize::from(
        position
            .as_ref()
            .and_then(|p| p.value.split_whitespace().nth(1))
            == Some("w"),
    );
    game.tags.extend(position);
    let body = &text[from..to];
    let trimmed = body.trim();
    let start = from + (body.len() - body.trim_start().len());
    let (moves, last) = match trimmed.rsplit_once(char::is_whitespace) {
        Some((moves, last)) => (moves.trim_end(), last),
        None => ("", trimmed),
    };
    // The side to move after the moves, counted only for a last word that
    // ends the game (counting every game's moves cost 2% of reading them).
    let mover = || (first + moves.split_whitespace().count()) % 2;
    let is_ending = ENDINGS.iter().any(|(w, ..)| *w == last);
    match is_ending.then(|| ending(last, mover())).flatten() {
        Some((token, ending)) => {
            if !moves.is_empty() {
                game.movetext.push(Element::Moves {
                    span: Span::new(start, moves.len()),
                });
            }
            let span = Span::new(start + trimmed.len() - last.len(), last.len());
            if last == "win" {
                game.declaration = Some(span);
            }
            game.movetext.push(Element::Result {
                token: token.to_string(),
                span,
                ending: Some(ending),
            });
        }
        None if !trimmed.is_empty() => game.movetext.push(Element::Moves {
            span: Span::new(start, trimmed.len()),
        }),
        None => {}
    }
    game
}

/// Writes `position startpos moves ...` (or `position sfen ... moves ...`).
pub fn write(game: &crate::record::write::OutGame) -> String {
    use crate::record::write::OutItem;
    // A rule set other than plain shogi is named the way a USI session
    // names options, so that the record reads back under it.
    let mut out = match game
        .tags
        .iter()
        .find(|(n, v)| n == "Rules" && v != "standard")
    {
        Some((_, rules)) => format!("setoption name Rules value {rules}\n"),
        None => String::new(),
    };
    out.push_str(&match game.tags.iter().find(|(n, _)| n == "Position") {
        Some((_, sfen)) => format!("position sfen {sfen}"),
        None => "position startpos".to_string(),
    });
    let moves: Vec<&str> = game
        .items
        .iter()
        .filter_map(|i| match i {
            OutItem::Ply { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    if !moves.is_empty() {
        out.push_str(" moves ");
        out.push_str(&moves.join(" "));
    }
    out.push('\n');
    out
}

/// Whether `text` starts with a `position` line, so that it is split
/// between two of them.
pub(crate) fn starts_with_position(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with("position ")
}

/// Where a chunk of about `games` USI games from `at` ends: at the start of
/// a `position` line right after another (blank lines apart, as `convert`
/// parts games), so that no `setoption` line is parted from the game it
/// names the rules of.
pub(crate) fn chunk_end(text: &str, at: usize, games: usize) -> usize {
    let bytes = text.as_bytes();
    let mut seen = 0;
    let mut after_position = false;
    let mut line_at = at;
    while line_at < bytes.len() {
        // A line is told from its start, before its end is looked for: the
        // `position` line that starts the next chunk is not gone through.
        let (position, words, end) = match line_words(bytes, line_at) {
            Some(position) => (position, true, None),
            None => {
                let end = line_end(bytes, line_at);
                let words = text[line_at..end].trim_start();
                (words.starts_with("position "), !words.is_empty(), Some(end))
            }
        };
        if position && after_position && seen >= games {
            return line_at;
        }
        seen += usize::from(position);
        if position || words {
            after_position = position;
        }
        line_at = end.unwrap_or_else(|| line_end(bytes, line_at));
    }
    text.len()
}

/// Whether the line at `at` is a `position` line, when its first byte says
/// that the line has words from its start (an ASCII byte that is no white
/// space): then the line trimmed is the line itself. `None` for any other
/// line, which is trimmed as text.
#[inline]
fn line_words(bytes: &[u8], at: usize) -> Option<bool> {
    let first = *bytes.get(at)?;
    (first.is_ascii() && !char::from(first).is_whitespace())
        .then(|| bytes[at..].starts_with(b"position "))
}

/// Where the line that starts at `at` ends: after its line feed, or at the
/// end of `bytes`.
#[inline]
fn line_end(bytes: &[u8], at: usize) -> usize {
    memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An archive is parted between its games, whether blank lines part
    /// them or not, and never after a `setoption` line.
    #[test]
    fn chunks_end_between_games() {
        let game = "position startpos moves 7g7f\n";
        for between in ["", "\n", "\n\n", "  \n"] {
            let text = format!("{game}{between}").repeat(5);
            let end = chunk_end(&text, 0, 2);
            assert_eq!(end, 2 * (game.len() + between.len()), "{between:?}");
        }
        let rules = "setoption name Rules value otomo\n";
        let text = format!("{game}\n{rules}{game}\n{game}");
        let end = chunk_end(&text, 0, 1);
        assert_eq!(&text[end..], game, "the rules stay with their game");
    }

    /// [`chunk_end`] as it was written first: every line found whole, then
    /// trimmed as text.
    fn chunk_end_line_by_line(text: &str, at: usize, games: usize) -> usize {
        let mut seen = 0;
        let mut after_position = false;
        let mut line_at = at;
        for line in text[at..].split_inclusive('\n') {
            let words = line.trim_start();
            let position = words.starts_with("position ");
            if position && after_position && seen >= games {
                return line_at;
            }
            seen += usize::from(position);
            if position || !words.is_empty() {
                after_position = position;
            }
            line_at += line.len();
        }
        text.len()
    }

    proptest::proptest! {
        /// A chunk ends where the line-by-line reading ends it, from any
        /// line's start, whatever blanks, line ends and words the lines
        /// start with.
        #[test]
        fn chunks_end_where_the_line_by_line_reading_ends_them(
            lines in proptest::collection::vec(proptest::sample::select(vec![
                "position startpos moves 7g7f\n", "position sfen 9/9 b - 1\n", "\n", "  \n",
                "\r\n", " position startpos\n", "\tposition startpos\n", "\u{3000}position startpos\n",
                "\u{b}position x\n", "\u{85}\n", "setoption name Rules value otomo\n", "positions\n",
                "position\n", "usi\n", "\u{feff}position startpos\n", "\u{1c}position startpos\n",
                "position startpos", "   ", "é\n",
            ]), 0..30),
            games in 0..4usize,
        ) {
            let text: String = lines.concat();
            let starts = std::iter::once(0).chain(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
            for at in starts.filter(|&at| at <= text.len()) {
                proptest::prop_assert_eq!(
                    chunk_end(&text, at, games),
                    chunk_end_line_by_line(&text, at, games),
                    "{:?} from {} by {}", text, at, games
                );
            }
        }
    }

    #[test]
    fn position_lines_are_games() {
        let text = "position startpos moves 7g7f 3c3d\nposition sfen 4k4/9/9/9/9/9/9/9/4K4 b P 1 moves P*5e\n";
        let games = read(text);
        assert_eq!(games.len(), 2);
        assert_eq!(
            games[1].tag("Position"),
            Some("4k4/9/9/9/9/9/9/9/4K4 b P 1")
        );
        let Element::Moves { span } = games[0].movetext[0] else {
            panic!()
        };
        assert_eq!(&text[span.range()], "7g7f 3c3d");
        assert!(looks_like_usi("7g7f 3c3d P*5e 8h2b+"));
        assert!(looks_like_usi("7g7f 3c3d resign"));
        assert!(!looks_like_usi("resign"));
        assert!(!looks_like_usi("1. e4 e5"));
    }

    /// The result token and the text of the ending a move list ends with.
    fn ended(text: &str) -> (Option<String>, Vec<String>, bool) {
        let game = read(text).remove(0);
        let mut token = None;
        let mut runs = Vec::new();
        for e in &game.movetext {
            match e {
                Element::Result { token: t, span, .. } => {
                    assert_eq!(token.replace(t.clone()), None);
                    assert!(ENDINGS.iter().any(|(w, ..)| *w == &text[span.range()]));
                }
                Element::Moves { span } => runs.push(text[span.range()].to_string()),
                _ => {}
            }
        }
        (token, runs, game.declaration.is_some())
    }

    #[test]
    fn a_result_word_ends_the_game() {
        let from = |words: &str| ended(&format!("position startpos moves {words}\n"));
        // Two plies played: Sente is to move; one played: Gote is.
        let won = |t: &str| Some(t.to_string());
        assert_eq!(
            from("7g7f 3c3d resign"),
            (won("0-1"), vec!["7g7f 3c3d".into()], false)
        );
        assert_eq!(
            from("7g7f resign"),
            (won("1-0"), vec!["7g7f".into()], false)
        );
        assert_eq!(from("7g7f timeout").0, won("1-0"));
        assert_eq!(
            from("7g7f 3c3d win"),
            (won("1-0"), vec!["7g7f 3c3d".into()], true)
        );
        assert_eq!(from("7g7f rep_draw").0, won("1/2-1/2"));
        assert_eq!(from("7g7f draw").0, won("1/2-1/2"));
        assert_eq!(from("7g7f break").0, won("*"));
        assert_eq!(from("resign"), (won("0-1"), vec![], false));
        // Gote to move in the SFEN: a resignation after one ply is Sente's.
        let sfen = ended("position sfen 4k4/9/9/9/9/9/9/9/4K4 w P 1 moves 5a4a resign\n");
        assert_eq!(sfen.0, won("0-1"));
        // A plain list, and no ending: the moves only.
        assert_eq!(ended("7g7f 3c3d draw").0, won("1/2-1/2"));
        assert_eq!(from("7g7f 3c3d"), (None, vec!["7g7f 3c3d".into()], false));
    }
}
