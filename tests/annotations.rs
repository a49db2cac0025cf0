//! Annotation marks in a record: `!?` stuck to a move and `$5` after it are
//! the ply's annotation, read after the game's notation has read its move,
//! and carried by every conversion that holds comments.

use hensou::{Options, Source};

/// The report and the conversion to `to` of the one game of `text`.
fn convert(game: &str, text: &str, to: &str) -> hensou::Conversion {
    let source = Source::from_text("record", text);
    let record = source.games().next().expect("a game");
    record.convert(to, &Options::new().game(game))
}

/// The plies of the one game of `text` as written, and its error codes.
fn read(game: &str, text: &str) -> (Vec<String>, Vec<String>) {
    let source = Source::from_text("record", text);
    let record = source.games().next().expect("a game");
    let report = record.validate(&Options::new().game(game));
    let plies = (report.plies().iter())
        .map(|p| p.text(source.text()).to_string())
        .collect();
    let errors = (report.diagnostics().iter())
        .filter(|d| d.is_error())
        .map(|d| d.code().to_string())
        .collect();
    (plies, errors)
}

#[test]
fn marks_stuck_to_a_move_are_no_part_of_it() {
    let (plies, errors) = read("shogi", "1. P-7f! P-3d?? 2. S-6h!? P-8d?!\n");
    assert_eq!(plies, ["P-7f", "P-3d", "S-6h", "P-8d"]);
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn a_numeric_annotation_is_no_move() {
    let text = "[Event \"x\"]\n\n1. P-7f P-3d 2. S-6h $5 P-8d $14 *\n";
    let (plies, errors) = read("shogi", text);
    assert_eq!(plies, ["P-7f", "P-3d", "S-6h", "P-8d"]);
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn other_text_stuck_to_a_move_is_still_refused() {
    for text in [
        "1. P-7f!x P-3d\n",
        "1. P-7f!?! P-3d\n",
        "1. P-7f P-3d 2. S-6h $ P-8d\n",
    ] {
        let (plies, errors) = read("shogi", text);
        assert!(!errors.is_empty(), "{text}: {plies:?}");
    }
    // Four digits are no annotation glyph.
    let (_, errors) = read("shogi", "1. P-7f $1234 P-3d\n");
    assert!(!errors.is_empty());
}

#[test]
fn conversion_writes_the_marks_back_or_as_comments() {
    let text = "1. P-7f P-3d 2. S-6h!? $5 P-8d\n";
    let western = convert("shogi", text, "western");
    let written = western.text().unwrap();
    assert!(written.contains("2. S-6h!? $5 P-8d"), "{written}");
    assert!(western.losses().is_empty());
    let kif = convert("shogi", text, "kif");
    let written = kif.text().unwrap();
    assert!(written.contains("６八銀(79)\n*!?\n*$5\n"), "{written}");
    assert!(kif.losses().is_empty());
    // USI holds no comments: the marks are named as left out.
    let usi = convert("shogi", text, "usi");
    assert!(!usi.losses().is_empty());
}

#[test]
fn a_converted_record_reads_back_with_its_marks() {
    let text = "1. P-7f! P-3d?? 2. S-6h $3 P-8d\n";
    let once = convert("shogi", text, "western");
    let again = convert("shogi", once.text().unwrap(), "western");
    assert_eq!(once.text(), again.text());
    let (plies, errors) = read("shogi", once.text().unwrap());
    assert_eq!(plies, ["P-7f", "P-3d", "S-6h", "P-8d"]);
    assert!(errors.is_empty(), "{errors:?}");
}

/// Shelt writes `!` after a move that attacks the enemy moon: it was read
/// as part of the move and lost on conversion.
#[test]
fn shelt_keeps_the_mark_of_a_move_that_attacks_the_moon() {
    let text = "[Variant \"shelt\"]\n\n1.b4fav! 2.s1din!? 3.b2mik 4.t1din *\n";
    let (plies, errors) = read("shelt", text);
    assert_eq!(plies, ["b4fav", "s1din", "b2mik", "t1din"]);
    assert!(errors.is_empty(), "{errors:?}");
    let native = convert("shelt", text, "native");
    let written = native.text().unwrap();
    assert!(
        written.contains("1.fav:I4-B4! 2.din:E1-S1!? 3.mik:I3-B2"),
        "{written}"
    );
}

/// In a post, the marks are words of the post as before.
#[test]
fn a_post_reads_its_marked_moves_as_before() {
    let text = "Hi,\n\nwe played 1. P-7f! P-3d 2. S-6h!? P-8d so far.\n";
    let source = Source::from_text("post", text);
    let record = source.games().next().expect("a game");
    let report = record.validate(&Options::new().game("shogi"));
    assert!(report.is_valid());
    assert_eq!(report.plies().len(), 4);
}

/// The library's `Position::play` takes a ply with its marks, in every
/// game, and refuses other text after it as before.
#[test]
fn a_position_plays_a_move_with_its_marks() {
    let mut shogi = hensou::Position::new("shogi", None).unwrap();
    shogi.play("7g7f!?").unwrap();
    let err = shogi.play("3c3d!? 8c8d").unwrap_err();
    assert!(matches!(err, hensou::Error::Trailing { .. }), "{err}");
    assert!(shogi.play("3c3d!x").is_err());
    assert_eq!(shogi.plies(), 1);
    let mut shelt = hensou::Position::new("shelt", None).unwrap();
    shelt.play("fav:I4-B4!").unwrap();
    assert_eq!(shelt.plies(), 1);
}

/// A parenthesis in a comment inside a variation is the comment's: a KIF
/// branch whose comment held `(` was written to a western record that read
/// back with its variation never closed (found by fuzzing).
#[test]
fn a_parenthesis_in_a_comment_does_not_close_a_variation() {
    for text in [
        "1. P-7f (1. P-2f {a (note} 2. P-8d) P-3d 2. S-6h\n",
        "[Event \"x\"]\n\n1. P-7f (1. P-2f ; a (note\n; and 6) more\n) P-3d 2. S-6h\n",
        // A line comment closed by the variation on its line, as before.
        "[Event \"x\"]\n\n1. P-7f (1. P-2f ; a remark) P-3d 2. S-6h\n",
    ] {
        let (plies, errors) = read("shogi", text);
        assert_eq!(plies, ["P-7f", "P-3d", "S-6h"], "{text}");
        assert!(errors.is_empty(), "{text}: {errors:?}");
    }
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n\n\
               変化：2手\n   2 ８四歩(83)\n*a (note\n*6) more\n   3 ２六歩(27)\n";
    let western = convert("shogi", kif, "western");
    let written = western.text().unwrap();
    let (plies, errors) = read("shogi", written);
    assert_eq!(plies.len(), 2, "{written}");
    assert!(errors.is_empty(), "{written}: {errors:?}");
}
