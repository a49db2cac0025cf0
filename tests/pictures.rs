//! Pictures: the SVG of a position in every game, and the replay page.

mod common;

use common::run;

/// The SVG of `fixture` after `ply` plies (all with `None`), with `extra`
/// options.
fn svg(fixture: &str, ply: Option<usize>, extra: &[&str]) -> String {
    let ply = ply.map(|n| n.to_string());
    let mut args = vec!["replay", fixture, "--format", "svg"];
    if let Some(n) = &ply {
        args.extend(["--ply", n]);
    }
    args.extend(extra);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<svg ") && out.trim_end().ends_with("</svg>"));
    out
}

#[test]
fn alquerque_lattice_with_last_capture_and_arrow() {
    let out = svg(
        "fixtures/alquerque/valid/seed-captures.pgn",
        None,
        &["--coords", "--arrow", "c3-c5", "--mark", "b2"],
    );
    insta::assert_snapshot!(out);
}

#[test]
fn chatra_board_with_both_hands() {
    let out = svg(
        "fixtures/chatra/valid/engine-01.pgn",
        Some(40),
        &["--coords", "--arrow", "e12-g6"],
    );
    insta::assert_snapshot!(out);
}

#[test]
fn shogi_turned_pieces_cards_and_passenger() {
    // After 天翔馬: a passenger rides on the 馬; 許二歩 is in force.
    let out = svg(
        "fixtures/otomo/valid/every-card-1.pgn",
        Some(51),
        &["--coords"],
    );
    assert!(out.contains("double-pawn"));
    insta::assert_snapshot!(out);
}

#[test]
fn shogi_prince_and_spent_cards_flipped() {
    let out = svg(
        "fixtures/otomo/valid/every-card-1.pgn",
        Some(102),
        &["--flip"],
    );
    assert!(out.contains(">太<"));
    insta::assert_snapshot!(out);
}

#[test]
fn macedonian_archers_arrows_and_crown() {
    let out = svg(
        "fixtures/macedonian/valid/features-ascii.pgn",
        Some(11),
        &["--coords"],
    );
    assert!(out.contains("carried-arrow") && out.contains("crown"));
    insta::assert_snapshot!(out);
}

#[test]
fn shelt_orientation_temas_and_accompaniment() {
    // Ply 9 is mik:I3-B2=fav:I4-B3: an accompaniment; fav and ful stand rotated.
    let out = svg(
        "fixtures/shelt/valid/engine-01-native.pgn",
        Some(9),
        &["--coords"],
    );
    assert!(out.contains("temas") && out.contains(">橋<"));
    assert_eq!(out.matches("class=\"arrow\"").count(), 2);
    insta::assert_snapshot!(out);
}

#[test]
fn flip_turns_the_board() {
    let plain = svg("fixtures/macedonian/valid/features-ascii.pgn", Some(3), &[]);
    let flipped = svg(
        "fixtures/macedonian/valid/features-ascii.pgn",
        Some(3),
        &["--flip"],
    );
    assert_ne!(plain, flipped);
}

#[test]
fn a_bad_arrow_is_a_usage_error() {
    let (code, _, err) = run(&[
        "replay",
        "fixtures/chatra/valid/engine-01.pgn",
        "--format",
        "svg",
        "--arrow",
        "e12",
    ]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn page_holds_every_ply_and_no_outside_reference() {
    let (code, out, err) = run(&[
        "replay",
        "fixtures/macedonian/valid/features-ascii.pgn",
        "--format",
        "html",
    ]);
    assert_eq!(code, 0, "{err}");
    let steps = out.matches("<section class=\"step\"").count();
    let plies = out.matches("<li value=").count();
    assert!(
        plies > 10 && steps == plies + 1,
        "{steps} steps, {plies} plies"
    );
    assert_eq!(out.matches("<svg ").count(), steps);
    for outside in ["src=\"http", "href=\"http", "@import", "url("] {
        assert!(!out.contains(outside), "{outside}");
    }
    assert!(
        out.contains("the shot takes Gote&#39;s archer")
            || out.contains("the shot takes Gote's archer")
    );
}

#[test]
fn an_unknown_square_is_named_not_dropped() {
    let (code, out, err) = run(&[
        "replay",
        "fixtures/chatra/valid/engine-01.pgn",
        "--format",
        "svg",
        "--arrow",
        "e12-z99",
        "--mark",
        "q1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("</svg>"));
    assert!(err.contains("`z99`") && err.contains("`q1`"), "{err}");
}

#[test]
fn page_of_an_invalid_record_shows_the_diagnostic_at_its_ply() {
    let (code, out, _) = run(&[
        "replay",
        "fixtures/macedonian/invalid/after-end.pgn",
        "--format",
        "html",
    ]);
    assert_eq!(code, 1);
    // Ply 2 could not be played: it is marked in the move list and its
    // diagnostic is shown on the position it was tried in (after ply 1).
    assert!(out.contains("<li value=\"2\" class=\"bad\" title=\"not played\">4a4b</li>"));
    let step1 = &out[out.find("data-step=\"1\"").unwrap()..];
    let step1 = &step1[..step1.find("</section>").unwrap()];
    assert!(step1.contains("class=\"problem\">ply 2: the game is already over"));
    assert!(out.contains("result: 1-0 (Sente wins, crown-captured)"));
}
