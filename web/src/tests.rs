//! The page's calls, run natively: each answer against what the library
//! itself says of the same text.

use super::*;
use crate::catalogue::catalogue_of;

fn fixture(path: &str) -> Vec<u8> {
    let full = format!("{}/../fixtures/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

fn checked(name: &str, bytes: Vec<u8>, request: &Request) -> Checked {
    Checked::open(name, bytes, request).expect("the request reads")
}

/// The library's own reports of `bytes` under `options`.
fn reports(bytes: Vec<u8>, options: &Options) -> Vec<Report> {
    Source::from_bytes("f", bytes).validate(options)
}

/// The text at a mark, counted in UTF-16 units as JavaScript counts.
fn at_mark(text: &str, at: Option<usize>, len: usize) -> String {
    let units: Vec<u16> = text.encode_utf16().collect();
    let at = at.expect("the mark lies in the shown text");
    String::from_utf16(&units[at..at + len]).expect("a mark starts and ends on characters")
}

#[test]
fn utf16_offsets_count_units_not_bytes() {
    // `７` is 3 bytes and 1 unit; `🀄` is 4 bytes and 2 units.
    let text = "a７🀄b";
    assert_eq!(
        utf16_offsets(text, &[8, 0, 1, 4, 9, 99]),
        [4, 0, 1, 2, 5, 5]
    );
    // Inside a character counts as its end.
    assert_eq!(utf16_offsets(text, &[2]), [2]);
}

#[test]
fn verdicts_are_the_library_reports() {
    for path in [
        "alquerque/valid/two-games.pgn",
        "shogi/invalid/nifu.kif",
        "alquerque/invalid/binary-garbage.pgn",
        "shogi/valid/cshogi-shift-jis.kif",
    ] {
        let page = checked(path, fixture(path), &Request::default());
        let library = reports(fixture(path), &Options::new());
        let want: Vec<(usize, Option<&str>, bool, usize)> = library
            .iter()
            .map(|r| (r.number(), r.game(), r.is_valid(), r.plies().len()))
            .collect();
        let got: Vec<(usize, Option<&str>, bool, usize)> = page
            .verdicts()
            .iter()
            .map(|v| (v.number, v.game, v.valid, v.plies))
            .collect();
        assert_eq!(got, want, "{path}");
        let problems: usize = library.iter().map(|r| r.diagnostics().len()).sum();
        let counted: usize = page.verdicts().iter().map(|v| v.errors + v.warnings).sum();
        assert_eq!(counted, problems, "{path}");
    }
}

#[test]
fn a_game_view_marks_plies_and_problems_in_utf16() {
    // Japanese text: byte offsets and JavaScript's offsets differ.
    let path = "shogi/invalid/nifu.kif";
    let page = checked(path, fixture(path), &Request::default());
    let view = page.game_view(1).expect("one game");
    assert!(view.whole);
    assert_eq!(view.text, page.text());
    let library = &reports(fixture(path), &Options::new())[0];
    assert_eq!(view.plies_played.len(), library.plies().len());
    for (mark, ply) in view.plies_played.iter().zip(library.plies()) {
        assert_eq!(
            at_mark(&view.text, mark.at, mark.len),
            ply.text(page.text())
        );
        assert_eq!(mark.item.text, ply.text(page.text()));
    }
    let nifu = &view.diagnostics[0];
    assert_eq!(nifu.item.code(), "shogi::nifu");
    let written = &page.text()[nifu.item.offset()..nifu.item.offset() + nifu.item.length()];
    assert_eq!(at_mark(&view.text, nifu.at, nifu.len), written);
    assert!(page.game_view(2).is_none());
}

#[test]
fn a_game_view_has_tags_comments_and_ending() {
    let record = "[Variant \"shelt\"]\n[Event \"Mail game\"]\n\n1.fav:I4^r {a quiet start} 2.mat:E4-S4 {名手}\n";
    let page = checked("g.pgn", record.as_bytes().to_vec(), &Request::default());
    let view = page.game_view(1).expect("one game");
    assert_eq!(
        view.tags,
        [
            ("Variant".to_string(), "shelt".to_string()),
            ("Event".to_string(), "Mail game".to_string())
        ]
    );
    let comments: Vec<(&str, String)> = view
        .comments
        .iter()
        .map(|c| (c.item.text.as_str(), at_mark(&view.text, c.at, c.len)))
        .collect();
    assert_eq!(
        comments,
        [
            ("a quiet start", "{a quiet start}".to_string()),
            ("名手", "{名手}".to_string())
        ]
    );

    let path = "alquerque/valid/bell-scored.pgn";
    let page = checked(path, fixture(path), &Request::default());
    let library = &reports(fixture(path), &Options::new())[0];
    let ending = page
        .game_view(1)
        .and_then(|v| v.outcome)
        .expect("an ending");
    assert_eq!(Some(&ending.outcome), library.outcome().as_ref());
    let winner = library.outcome().and_then(|o| o.winner).expect("a winner");
    let position = library.position().expect("a position");
    assert_eq!(ending.winner_name, Some(position.side_name(winner)));

    // Most records end by resignation, which only the record says.
    let path = "shogi/records/floodgate-times.csa";
    let page = checked(path, fixture(path), &Request::default());
    let library = &reports(fixture(path), &Options::new())[0];
    let view = page.game_view(1).expect("one game");
    let written = view.written.expect("a written end");
    assert_eq!(Some(&written.outcome), library.written_outcome().as_ref());
    assert_eq!(written.outcome.reason, "resignation");
    assert_eq!(written.winner_name, Some("Gote"));
}

#[test]
fn rule_options_and_compared_rules_are_the_command_lines() {
    let path = "otomo/valid/every-card-1.pgn";
    let request = Request {
        rule_options: vec!["cards=off".into()],
        ..Request::default()
    };
    let page = checked(path, fixture(path), &request);
    let library = &reports(fixture(path), &Options::new().rule("cards=off"))[0];
    assert!(!library.is_valid(), "cards=off judges the cards otherwise");
    assert_eq!(page.verdicts()[0], Verdict::of(library));

    let request = Request {
        compare: "otomo;cards=off".into(),
        ..Request::default()
    };
    let page = checked(path, fixture(path), &request);
    let library = &reports(
        fixture(path),
        &Options::new().compare_rules("otomo;cards=off"),
    )[0];
    let plies = |d: &[RuleDifference]| d.iter().map(|d| d.ply).collect::<Vec<_>>();
    let view = page.game_view(1).expect("one game");
    let shown: Vec<usize> = (view.differences_found.iter())
        .map(|d| d.item.difference.ply)
        .collect();
    assert!(!shown.is_empty());
    assert_eq!(shown, plies(library.differences()));
    assert_eq!(page.verdicts()[0].differences, shown.len());
    // In English the reason shown is the English one; in Japanese, its own.
    let first = &view.differences_found[0].item;
    assert_eq!(first.localized_reason, first.difference.reason.to_string());
    let request = Request {
        lang: "ja".into(),
        ..request
    };
    let page = checked(path, fixture(path), &request);
    let view = page.game_view(1).expect("one game");
    let said = &view.differences_found[0].item.localized_reason;
    assert!(!said.is_empty() && !said.is_ascii(), "{said}");
}

#[test]
fn a_long_file_shows_the_game_alone() {
    let game = String::from_utf8(fixture("shogi/valid/random-80.csa")).expect("UTF-8");
    let copies = WHOLE_TEXT_UP_TO / game.len() + 2;
    let file = vec![game.as_str(); copies].join("/\n");
    let page = checked("many.csa", file.into_bytes(), &Request::default());
    assert_eq!(page.verdicts().len(), copies);
    assert!(page.verdicts().iter().all(|v| v.valid && v.plies == 80));
    let view = page.game_view(2).expect("a second game");
    assert!(!view.whole);
    assert!(game.starts_with(view.text.trim_start_matches(['/', '\n'])));
    let first = &view.plies_played[0];
    assert_eq!(at_mark(&view.text, first.at, first.len), first.item.text);
}

#[test]
fn the_board_is_the_position_after_the_ply() {
    let path = "shogi/valid/random-80.kif";
    let page = checked(path, fixture(path), &Request::default());
    let board = page.board_of(1, 3, false).expect("a board");
    let library = &reports(fixture(path), &Options::new().stop_after(3))[0];
    let position = library.position().expect("a position");
    assert_eq!(board.ply, 3);
    assert_eq!(board.position, position.position_string());
    assert_eq!(board.svg, position.svg(false, true));
    assert_eq!(
        board.legal_moves,
        position.legal_moves(None).expect("moves")
    );
    // Past the last ply: the last position.
    assert_eq!(page.board_of(1, 500, false).expect("a board").ply, 80);
}

#[test]
fn conversion_names_the_file_as_the_format() {
    let path = "shogi/valid/random-80.kif";
    let page = checked("random-80.kif", fixture(path), &Request::default());
    let converted = page.converted("csa");
    assert_eq!(converted.file_name, "random-80.csa");
    let source = Source::from_bytes("f", fixture(path));
    let game = source.games().next().expect("a game");
    assert_eq!(
        Some(converted.text.as_str()),
        game.convert("csa", &Options::new()).written()
    );
}

#[test]
fn a_request_the_library_refuses_is_an_error() {
    let request = Request {
        reading: "no-such-format".into(),
        ..Request::default()
    };
    assert!(Checked::open("f", b"1. e2e4".to_vec(), &request).is_err());
}

/// `cards=xyz` is no value of otomo's `cards`: refused with the values it
/// has, in the words of the command line (`hensou validate --rule`).
#[test]
fn an_option_value_the_rule_does_not_have_is_refused() {
    let path = "shogi/dialects/kif-touching-time.kif";
    for (rules, option) in [("", "cards=xyz"), ("otomo;cards=maybe", "")] {
        let request = Request {
            game: "otomo".into(),
            rules: rules.into(),
            rule_options: vec![option.into()],
            ..Request::default()
        };
        let Err(error) = Checked::open("f.kif", fixture(path), &request) else {
            panic!("{rules} {option}: accepted");
        };
        let library =
            Options::new()
                .game("otomo")
                .rules(if rules.is_empty() { "otomo" } else { rules });
        let library = match option {
            "" => library,
            o => library.rule(o),
        };
        let expected = library.check().map_err(|e| e.to_string());
        assert_eq!(Err(error.to_string()), expected);
    }
    let request = Request {
        game: "otomo".into(),
        rule_options: vec!["cards=xyz".into()],
        ..Request::default()
    };
    let error = Checked::open("f.kif", fixture(path), &request)
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        error.as_deref(),
        Some("otomo's rule option `cards` cannot be `xyz` (values: on, off)")
    );
}

#[test]
fn the_catalogue_offers_every_game_and_format() {
    let catalogue = catalogue_of();
    let names: Vec<&str> = catalogue.games.iter().map(|g| g.name).collect();
    assert_eq!(names, hensou::games());
    for game in &catalogue.games {
        assert!(
            !game.rule_sets.is_empty() && !game.conversions.is_empty(),
            "{}",
            game.name
        );
    }
    assert!(
        catalogue
            .formats
            .iter()
            .all(|f| hensou::registry::builtin().format(f).is_some())
    );
    assert!(catalogue.formats.contains(&"csa"));
}

/// A page that asks for Japanese gets each diagnostic's texts in Japanese
/// beside the English ones.
#[test]
fn diagnostics_in_japanese_beside_the_english() {
    let request = Request {
        lang: "ja".into(),
        ..Request::default()
    };
    let post = b"1.l4 2.Og4 3.Ok5 4.b6 5.i7 6.b6-b12\n".to_vec();
    let page = Checked::open("post.txt", post, &request).unwrap();
    let game = page.game(1);
    assert!(game.contains("\"message\":\"no king step, flight or slide takes b6 to b12\""));
    assert!(game.contains("\"localized\":{\"lang\":\"ja\""), "{game}");
    assert!(game.contains("単独機能の一歩でも、飛行でも、滑走でもb6からb12へは行けません"));
}

/// A page that asks for Japanese draws its boards' captions in Japanese.
#[test]
fn board_captions_in_the_language_asked_for() {
    let path = "alquerque/valid/seed-captures.pgn";
    let request = Request {
        lang: "ja".into(),
        ..Request::default()
    };
    let japanese = checked(path, fixture(path), &request).board_of(1, 0, false);
    let english = checked(path, fixture(path), &Request::default()).board_of(1, 0, false);
    assert!(
        japanese
            .expect("a board")
            .svg
            .contains("白 12 · 黒 12 · 白の手番")
    );
    assert!(
        english
            .expect("a board")
            .svg
            .contains("White 12 · Black 12 · White to move")
    );
}
