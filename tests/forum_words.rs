//! A post converts to its game alone: the words around the moves (reply
//! headers, greetings, quotes, remarks, signatures) have no place in any
//! target, so `convert` says, once a game, how much of them it leaves out
//! and where the first of them stands (`convert::prose`, issue #28).

mod common;

use common::run;
use serde_json::Value;

/// The game entries `convert --format json` prints for `args`, and its
/// exit code.
fn convert_json(args: &[&str]) -> (i32, Vec<Value>) {
    let mut all = vec!["convert", "--format", "json", "--jobs", "1"];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all);
    let json: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}{err}"));
    (code, json.as_array().expect("a list of games").clone())
}

/// The `convert::prose` losses of one game entry.
fn prose(entry: &Value) -> Vec<&Value> {
    entry["losses"]
        .as_array()
        .expect("losses")
        .iter()
        .filter(|l| l["code"] == "convert::prose")
        .collect()
}

/// What a loss says.
fn message(loss: &Value) -> &str {
    loss["message"].as_str().expect("a message")
}

/// The text a loss points at.
fn pointed_at<'t>(text: &'t str, loss: &Value) -> &'t str {
    let at = loss["offset"].as_u64().expect("an offset") as usize;
    let len = loss["length"].as_u64().expect("a length") as usize;
    &text[at..at + len]
}

/// A post whose words are `text`, converted to `to` through a file.
fn convert_post(text: &str, to: &str, options: &[&str]) -> (i32, Vec<Value>) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("post.txt");
    std::fs::write(&path, text).expect("written");
    let mut args = vec!["--to", to, path.to_str().expect("a UTF-8 path")];
    args.extend_from_slice(options);
    convert_json(&args)
}

#[test]
fn a_reply_with_headers_and_quotes_says_what_it_leaves_out() {
    let file = "fixtures/forum/chatra-01-reply-quotes-before-record.txt";
    let text = std::fs::read_to_string(file).expect("the fixture");
    let (code, games) = convert_json(&["--to", "forum", file]);
    assert_eq!(code, 0, "a loss is a warning, as every convert:: loss");
    assert_eq!(games.len(), 1);
    // The game itself is written whole.
    let written = games[0]["text"].as_str().expect("the game is written");
    assert!(written.contains("15.Oe9 16.k7-j8"), "{written}");
    let lost = prose(&games[0]);
    assert_eq!(lost.len(), 1, "one warning a game: {lost:?}");
    assert_eq!(lost[0]["severity"], "warning");
    assert_eq!(lost[0]["line"], 1, "the reply header comes first");
    assert!(
        pointed_at(&text, lost[0]).starts_with("04121/04124 JCD02065 ひでうし"),
        "{}",
        pointed_at(&text, lost[0])
    );
    // The header, greeting, quote, remark and lead-in before the moves; the
    // two remarks and the signature after them.
    assert!(
        message(lost[0]).contains("8 lines in 2 places, the first before the first move"),
        "{lost:?}"
    );
    // The text output says it too, with its label.
    let (code, _, err) = run(&["convert", "--to", "forum", file]);
    assert_eq!(code, 0);
    assert!(err.contains("convert::prose"), "{err}");
    assert!(err.contains("left out"), "{err}");
}

#[test]
fn a_post_that_is_only_moves_loses_nothing() {
    for (post, to) in [
        ("fixtures/forum/chatra-38-bare-move-list.txt", "forum"),
        ("fixtures/forum/shogi-06-te-me.txt", "kif"),
    ] {
        let (code, games) = convert_json(&["--to", to, post]);
        assert_eq!(code, 0, "{post}");
        assert!(games[0]["text"].is_string(), "{post}: written");
        assert!(prose(&games[0]).is_empty(), "{post}: {:?}", games[0]);
    }
    // Per-turn numbering, brackets and stops around the moves are notation,
    // not words.
    for post in [
        "1. d2-c3 b4xd2 2. e1xc3 d4xd2xb4 3. e3-d3 e4-e3\n",
        "1. d2-c3, 1... b4xd2. 2. e1xc3; 2... d4xd2xb4\n",
    ] {
        let (_, games) = convert_post(post, "numeric", &["--input", "forum"]);
        assert!(games[0]["text"].is_string(), "{post}: {:?}", games[0]);
        assert!(prose(&games[0]).is_empty(), "{post}: {:?}", games[0]);
    }
    let post = "第1手(f1) 第2手(Oc11)\n第3手（Od9）\n";
    let (_, games) = convert_post(post, "forum", &["--input", "forum"]);
    assert!(prose(&games[0]).is_empty(), "{:?}", games[0]);
}

#[test]
fn a_remark_between_moves_is_named_with_the_ply_before_it() {
    // Read as a post: a text that starts with moves is read as a record,
    // where every word after a number is a ply.
    let as_post = ["--input", "forum"];
    let post = "1.f1 2.Oc11 3.Od9\n  the objects go left this time\n4.j11 5.b3 6.l8\n";
    let (code, games) = convert_post(post, "forum", &as_post);
    assert_eq!(code, 0);
    let lost = prose(&games[0]);
    assert_eq!(lost.len(), 1, "{:?}", games[0]);
    assert_eq!(pointed_at(post, lost[0]), "the objects go left this time");
    assert_eq!(lost[0]["line"], 2);
    assert!(
        message(lost[0]).contains("1 line in 1 place, the first after ply 3"),
        "{lost:?}"
    );
    // A remark on the line of a move, after it, is left out as well.
    let post = "1.f1 2.Oc11 3.Od9 a fine start\n4.j11\n";
    let (_, games) = convert_post(post, "forum", &as_post);
    let lost = prose(&games[0]);
    assert_eq!(lost.len(), 1, "{:?}", games[0]);
    assert_eq!(pointed_at(post, lost[0]), "a fine start");
    assert!(
        message(lost[0]).contains("the first after ply 3"),
        "{:?}",
        lost[0]
    );
}

#[test]
fn each_game_of_a_post_says_what_it_leaves_out() {
    let file = "fixtures/forum/chatra-20-two-games.txt";
    let text = std::fs::read_to_string(file).expect("the fixture");
    let (_, games) = convert_json(&[
        "--to",
        "forum",
        "--variant",
        "chatra",
        "--rules",
        "oki",
        file,
    ]);
    assert_eq!(games.len(), 2);
    let first = prose(&games[0]);
    let second = prose(&games[1]);
    assert_eq!((first.len(), second.len()), (1, 1), "{games:?}");
    // The words before game 1 are its own; the heading of game 2 stands
    // in game 1's text, after its last ply.
    assert_eq!(first[0]["line"], 1);
    assert!(
        message(first[0]).contains("3 lines in 2 places, the first before the first move"),
        "{:?}",
        first[0]
    );
    assert_eq!(pointed_at(&text, second[0]), "趙子竜 拝");
    assert!(
        message(second[0]).contains("the first after ply 10"),
        "{:?}",
        second[0]
    );
    // A game with nothing around its moves says nothing.
    let post = "Our games:\n1.f12 2.b3 3.f12-g11\n1.j12 2.c1 3.l11\n";
    let (_, games) = convert_post(post, "forum", &["--variant", "chatra", "--rules", "oki"]);
    assert_eq!(games.len(), 2);
    assert_eq!(prose(&games[0]).len(), 1, "{:?}", games[0]);
    assert_eq!(pointed_at(post, prose(&games[0])[0]), "Our games:");
    assert!(prose(&games[1]).is_empty(), "{:?}", games[1]);
}

#[test]
fn the_rest_of_a_game_converted_in_part_is_not_said_twice() {
    // Ply 4 is illegal: the rest of the game, remark included, is written
    // as a comment (`convert::partial`); only the words before stay lost.
    let post = "Hi,\n1.f1 2.Oc11 3.Od9 4.Od9\nnot a legal move, I know\n";
    let (_, games) = convert_post(post, "forum", &["--variant", "chatra"]);
    let lost = prose(&games[0]);
    assert_eq!(lost.len(), 1, "{:?}", games[0]);
    assert_eq!(pointed_at(post, lost[0]), "Hi,");
    assert!(
        message(lost[0]).contains("1 line in 1 place"),
        "{:?}",
        lost[0]
    );
    let written = games[0]["text"].as_str().expect("written in part");
    assert!(written.contains("not a legal move, I know"), "{written}");
}

#[test]
fn records_in_other_formats_never_say_it() {
    for (file, to) in [
        ("fixtures/shogi/valid/comments-and-branch.kif", "usi"),
        ("fixtures/shogi/valid/comments-and-branch.kif", "csa"),
        ("fixtures/alquerque/valid/two-games.pgn", "numeric"),
    ] {
        let (_, games) = convert_json(&["--to", to, file]);
        for game in &games {
            assert!(prose(game).is_empty(), "{file}: {game:?}");
        }
    }
}

/// The library's conversion says what the command line says.
#[test]
fn the_library_reports_the_words_left_out() {
    let file = "fixtures/forum/chatra-01-reply-quotes-before-record.txt";
    let source = hensou::Source::open(file).expect("the fixture");
    let game = source.games().next().expect("a game");
    let conversion = game.convert("forum", &hensou::Options::new());
    let codes: Vec<String> = (conversion.losses().iter())
        .map(|d| d.code().to_string())
        .collect();
    assert_eq!(codes, ["convert::prose"]);
    assert_eq!(conversion.losses()[0].line(), 1);
    // Validating does not look for them.
    let report = game.validate(&hensou::Options::new().notation("forum"));
    assert!(
        (report.diagnostics().iter()).all(|d| d.code() != "convert::prose"),
        "{:?}",
        report.diagnostics()
    );
}
