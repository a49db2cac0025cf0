//! A tagged record whose movetext holds no move, only comments and a
//! result: a record (a game that ended before its first move, or one a
//! conversion wrote so), never a post whose "moves" are found in its
//! comments.

use hensou::{Options, Source};

/// The one game of `text` validated as `game`: validity, plies, result and
/// the error codes.
fn validate(game: &str, text: &str) -> (bool, usize, Option<String>, Vec<String>) {
    let source = Source::from_text("record", text);
    let record = source.games().next().expect("a game");
    let report = record.validate(&Options::new().game(game));
    let errors = (report.diagnostics().iter())
        .filter(|d| d.is_error())
        .map(|d| d.code().to_string())
        .collect();
    (
        report.is_valid(),
        report.plies().len(),
        report.result().map(str::to_string),
        errors,
    )
}

#[test]
fn a_line_comment_and_a_result_after_tags_are_a_record() {
    // Read as a post, the comment's `00:03` was a card played at ply 1
    // (`shogi::cards-off`) and the result was lost.
    let text = "[Variant \"shogi\"]\n\n; a comment 0:01/00:00:03\n1-0\n";
    let (valid, plies, result, errors) = validate("shogi", text);
    assert!(valid, "{errors:?}");
    assert_eq!((plies, result.as_deref()), (0, Some("1-0")));
}

#[test]
fn every_result_token_after_tags_is_a_record() {
    for result in ["1-0", "0-1", "1/2-1/2", "½-½", "*"] {
        for after in ["", " {drawn by agreement}", " ; a note"] {
            let text = format!("[Event \"x\"]\n\n; played 00:03\n{result}{after}\n");
            let (valid, plies, read, errors) = validate("shogi", &text);
            assert!(valid, "{text:?}: {errors:?}");
            assert_eq!((plies, read.as_deref()), (0, Some(result)), "{text:?}");
        }
    }
}

#[test]
fn a_result_with_words_after_it_is_still_a_post() {
    // `1-0 to me` opens a sentence: the text stays a post, as before.
    let text = "[Event \"x\"]\n1-0 to me, next game?\n";
    let (_, plies, result, errors) = validate("shogi", text);
    assert_eq!((plies, result.as_deref()), (0, None), "{errors:?}");
    assert!(
        errors.iter().all(|e| e != "notation::trailing"),
        "{errors:?}"
    );
}

#[test]
fn a_converted_record_of_no_moves_reads_back() {
    let text = "[Variant \"shogi\"]\n\n; KIF encod 五角打     ( 0:01/00:00:03)\n1-0\n";
    let source = Source::from_text("record", text);
    let record = source.games().next().expect("a game");
    let conversion = record.convert("western", &Options::new().game("shogi"));
    let written = conversion.text().expect("converted").to_string();
    let (valid, plies, result, errors) = validate("shogi", &written);
    assert!(valid, "{written}\n{errors:?}");
    assert_eq!((plies, result.as_deref()), (0, Some("1-0")), "{written}");
}
