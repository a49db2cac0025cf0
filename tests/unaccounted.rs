//! Nothing a text holds goes unaccounted for (docs/FORUM-POSTS.md, "Nothing
//! unaccounted for"): every word the game's grammar reads as a move is a
//! ply, a citation, or named in a diagnostic, and a valid verdict of no
//! plies never stands on a text that holds moves.

use hensou::{Options, Source};
use proptest::prelude::*;

/// What one game of a text was read as: its plies as written, whether it is
/// valid, and its diagnostics as (code, is error, the text they point at).
#[derive(Debug)]
struct Read {
    plies: Vec<String>,
    valid: bool,
    diagnostics: Vec<(String, bool, String)>,
}

fn read(text: &str, options: &Options) -> Vec<Read> {
    let source = Source::from_text("post.txt", text);
    let reports = source.games().map(|game| game.validate(options));
    reports
        .map(|r| Read {
            plies: r.plies().iter().map(|p| p.text(text).into()).collect(),
            valid: r.is_valid(),
            diagnostics: (r.diagnostics().iter())
                .map(|d| {
                    let at = d.offset();
                    let len = d.length();
                    let written = text.get(at..at + len).unwrap_or("").to_string();
                    (d.code().to_string(), d.is_error(), written)
                })
                .collect(),
        })
        .collect()
}

fn one(text: &str) -> Read {
    let mut games = read(text, &Options::new());
    assert_eq!(games.len(), 1, "{text}: {games:?}");
    games.remove(0)
}

/// A warning that stands on moves does not account for them when nothing
/// was played: KIF's reader takes a line of unmarked moves for an unknown
/// line, which would otherwise leave a valid game of no plies.
#[test]
fn a_warning_on_moves_no_game_played_leaves_no_valid_verdict() {
    let kif = hensou::Reading::named("kif").expect("a format");
    for text in ["76歩 34歩 26歩\n", "７六歩、３四歩、２六歩\n"] {
        let source = Source::from_text("moves.kif", text);
        let reports: Vec<_> = (source.games_as(kif))
            .map(|g| g.validate(&Options::new()))
            .collect();
        assert_eq!(reports.len(), 1, "{text}");
        let report = &reports[0];
        assert!(!report.is_valid(), "{text}: a valid game of no plies");
        let unread = (report.diagnostics().iter())
            .find(|d| d.code() == "forum::unread-moves")
            .expect("the moves are named");
        assert!(unread.is_error(), "{text}");
    }
}

/// PGN's import format numbers nothing: under tags, the moves are the
/// record's, however few.
#[test]
fn a_tagged_record_without_numbers_reads_every_move() {
    for (text, plies) in [
        (
            "[Variant \"alquerque\"]\n\nd3-c3 b3xd3 e3xc3 e4-e3 1-0\n",
            &["d3-c3", "b3xd3", "e3xc3", "e4-e3"][..],
        ),
        (
            "[Variant \"alquerque\"]\n\nc2-c3 c4xc2\n",
            &["c2-c3", "c4xc2"],
        ),
        (
            "[Variant \"shogi\"]\n\n▲７六歩 △３四歩\n",
            &["▲７六歩", "△３四歩"],
        ),
        ("[Variant \"shogi\"]\n\n７六歩を指した。\n", &["７六歩"]),
    ] {
        let game = one(text);
        assert!(game.valid, "{text}: {game:?}");
        assert_eq!(game.plies, plies, "{text}");
        let source = Source::from_text("post.txt", text);
        let game = source.games().next().expect("a game");
        let (to, first) = match text.contains("shogi") {
            true => ("usi", "7g7f"),
            false => ("algebraic", plies[0]),
        };
        let converted = game.convert(to, &Options::new());
        let written = converted.text().expect("a valid game converts");
        assert!(written.contains(first), "{text}: {written}");
    }
}

/// A move the reader does not take is named, however the verdict goes: a
/// remark's move, a move in brackets with nothing else.
#[test]
fn a_move_that_is_no_ply_is_named() {
    // A post numbered per ply: the word after ply 1 is a remark, and the
    // move it names is no ply.
    let text = "Re: our game\n\n1. d2-c3 c4-b3 would lose a piece\n2. b4xd2\n";
    let game = one(text);
    assert_eq!(game.plies, ["d2-c3", "b4xd2"], "{game:?}");
    let unread: Vec<&(String, bool, String)> = (game.diagnostics.iter())
        .filter(|d| d.0 == "forum::unread-moves")
        .collect();
    assert_eq!(unread.len(), 1, "{game:?}");
    assert_eq!(
        (unread[0].1, unread[0].2.as_str()),
        (false, "c4-b3"),
        "{game:?}"
    );

    // Nothing else read: the verdict cannot be valid.
    for text in [
        "[Variant \"alquerque\"]\n\n(c2-c3)\n",
        "[Variant \"alquerque\"]\n\nhello (c2-c3)\n",
    ] {
        let game = one(text);
        assert!(!game.valid, "{text}: {game:?}");
        assert!(game.plies.is_empty(), "{text}: {game:?}");
        let error = (game.diagnostics.iter()).find(|d| d.1).expect("an error");
        assert_eq!(
            (error.0.as_str(), error.2.as_str()),
            ("forum::unread-moves", "c2-c3")
        );
    }
}

/// A numbered move before the game's move 1, of a number the game does not
/// reach, is read as a citation and said to be: it was dropped without a
/// word. A quote of another mail's later move says nothing.
#[test]
fn a_citation_of_a_ply_the_game_does_not_reach_is_named() {
    for (text, valid) in [
        (
            "[Variant \"alquerque\"]\n\nwe 9. c2-c3 1. d3-c3 b3xd3\n",
            true,
        ),
        ("[Variant \"alquerque\"]\n\nwe 2. c2-c3 1. c4xc2\n", false),
    ] {
        let game = one(text);
        assert_eq!(game.valid, valid, "{text}: {game:?}");
        let cited = (game.diagnostics.iter())
            .find(|d| d.0 == "forum::citation")
            .unwrap_or_else(|| panic!("{text}: {game:?}"));
        assert!(!cited.1 && cited.2.ends_with("c2-c3"), "{text}: {game:?}");
    }
    let quoted = one("[Variant \"alquerque\"]\n\n> 9. c2-c3\n\n1. d3-c3 2. b3xd3\n");
    assert!(
        !(quoted.diagnostics.iter()).any(|d| d.0 == "forum::citation"),
        "{quoted:?}"
    );
}

/// A remark that names a ply the game played cites it, and a board
/// diagram's caption of the last move too: neither is a warning.
#[test]
fn a_remark_naming_a_played_move_is_a_citation() {
    let text = "1.f9 2.Oh1 3.Of11\n\n3手目はOf11です。\n手数=03 ○F11 まで\n";
    let games = read(text, &Options::new().game("chatra"));
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0].plies, ["f9", "Oh1", "Of11"]);
    assert!(
        !(games[0].diagnostics.iter()).any(|d| d.0 == "forum::unread-moves"),
        "{games:?}"
    );
}

/// The alquerque moves of random games, as written.
fn alquerque_moves() -> Vec<&'static str> {
    vec![
        "c2-c3", "c4xc2", "b2-c3", "d4xb2", "a1xc3", "b4-b3", "d2-d3", "e3-d3",
    ]
}

/// Words of prose, some of which the game's grammar reads as moves.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(alquerque_moves()).prop_map(str::to_string),
        prop::sample::select(vec![
            "we", "played", "and", "then", "(", ")", "、", "。", "1.", "2.", "はい", ">", "\n",
            "「", "」", ",", "1-0", "{a}", "e5",
        ])
        .prop_map(str::to_string),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Over random texts: every word the grammar reads as a move, standing
    /// alone between blanks, lies in a ply or a diagnostic of some game,
    /// comes after a game's first error (a game stops there) or after the
    /// first word its `forum::unread-moves` names, or repeats a ply played;
    /// and the games are not all valid with no plies when there is one. A
    /// quoted line cites.
    #[test]
    fn every_move_in_a_text_is_accounted_for(words in prop::collection::vec(word(), 0..24)) {
        let body = words.join(" ");
        let text = format!("[Variant \"alquerque\"]\n\n{body}\n");
        let source = Source::from_text("post.txt", text.as_str());
        let reports = source.validate(&Options::new());
        let mut at = 0;
        let mut moves = Vec::new();
        for token in text.split([' ', '\n']) {
            let start = at;
            at += token.len() + 1;
            // A quoted line (`> c2-c3`) cites an earlier mail.
            let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
            let quoted = text[line_start..].trim_start().starts_with('>');
            if alquerque_moves().contains(&token) && !quoted {
                moves.push((start, token));
            }
        }
        for &(start, token) in &moves {
            let end = start + token.len();
            let accounted = reports.iter().any(|report| {
                let spans = report.plies().iter().map(|p| (p.span().offset, p.span().len));
                let named = report.diagnostics().iter().map(|d| (d.offset(), d.length()));
                let mut spans = spans.chain(named);
                // The one warning of a game names the first word it counts,
                // and a game stops at its first error.
                let after = |d: &hensou::Diagnostic| {
                    (d.is_error() || d.code() == "forum::unread-moves")
                        && d.offset() <= start
                };
                spans.any(|(s, len)| s <= start && end <= s + len.max(1))
                    || report.diagnostics().iter().any(after)
                    || report.plies().iter().any(|p| p.text(&text) == token)
            });
            prop_assert!(accounted, "`{token}` at {start} of {text:?}");
        }
        let holds_moves = !moves.is_empty();
        let nothing_checked = reports.iter().all(|r| r.is_valid() && r.plies().is_empty());
        prop_assert!(!(holds_moves && nothing_checked), "valid, no plies: {text:?}");
    }
}
