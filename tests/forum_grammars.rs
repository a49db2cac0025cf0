//! Posts whose moves only the game's own grammar finds: spellings the
//! reader's shared shapes never knew (`パス`, Shelt's short forms,
//! Macedonian's `譲位・`), moves with side marks and no numbers, thread
//! headers and headings between games (docs/FORUM-POSTS.md).

use hensou::{Options, Source};

/// What one game of a text was read as.
#[derive(Debug)]
struct Read {
    plies: Vec<String>,
    errors: Vec<String>,
    valid: bool,
}

/// Every game of `text`, read as `hensou validate` reads a file, under
/// `options`.
fn read(text: &str, options: &Options) -> Vec<Read> {
    let source = Source::from_text("post.txt", text);
    (source.validate(options).iter())
        .map(|r| Read {
            plies: (r.plies().iter())
                .map(|p| p.text(text).to_string())
                .collect(),
            errors: (r.diagnostics().iter())
                .filter(|d| d.is_error())
                .map(|d| format!("{}: {}", d.code(), d.message()))
                .collect(),
            valid: r.is_valid(),
        })
        .collect()
}

/// The one game of `text`, which must be valid.
fn valid(text: &str, options: &Options) -> Vec<String> {
    let games = read(text, options);
    assert_eq!(games.len(), 1, "{text}: {games:?}");
    assert!(
        games[0].valid && games[0].errors.is_empty(),
        "{text}: {games:?}"
    );
    games
        .into_iter()
        .next()
        .map(|g| g.plies)
        .unwrap_or_default()
}

/// fixtures/forum/chatra-34-pass.txt, its pass written `pass`, in a post
/// (a text that opens with `1.` is a record, where brackets hold a
/// variation).
const CHATRA_PASS: &str = "今日の一局\n\
                           1.b8 2.Oi4 3.Oh11 4.f1 5.j11 6.a2\n\
                           7.Oh10 8.a3 9.a9 10.a2-b2 11.a9-a10 12.pass\n\
                           13.b5 14.f1-e2\n";

#[test]
fn a_chatra_pass_written_in_katakana_is_a_ply() {
    let options = Options::new().game("chatra").rules("1994-11");
    assert_eq!(valid(CHATRA_PASS, &options)[11], "pass");
    for pass in ["12.パス", "12．パス", "12.（パス）"] {
        let post = CHATRA_PASS.replace("12.pass", pass);
        let plies = valid(&post, &options);
        assert_eq!(plies.len(), 14, "{post}");
        assert_eq!(plies[11], "パス", "{post}");
    }
}

#[test]
fn a_macedonian_abdication_with_a_middle_dot_or_a_blank_is_a_ply() {
    let options = Options::new().game("macedonian");
    for (post, first) in [
        ("1.譲位・１六歩（17） 2.５四重（52）", "譲位・１六歩（17）"),
        ("1.譲位 １六歩（17） 2.５四重（52）", "譲位 １六歩（17）"),
    ] {
        let plies = valid(&format!("今日の将棋\n{post}\n"), &options);
        assert_eq!(plies, [first, "５四重（52）"], "{post}");
    }
}

/// Side marks number a run of moves that has no numbers, from ply 1, or
/// from `初手` on.
#[test]
fn moves_with_side_marks_and_no_numbers_are_a_record() {
    let shogi = Options::new().game("shogi");
    let plies = ["▲７六歩", "△３四歩", "▲２六歩", "△８四歩"];
    for post in [
        "初手▲７六歩、△３四歩、▲２六歩、△８四歩と進んだ。",
        "今日の対局\n▲７六歩△３四歩▲２六歩△８四歩\nまで",
        "[Variant \"shogi\"]\n\n▲７六歩 △３四歩 ▲２六歩 △８四歩\n",
    ] {
        assert_eq!(valid(post, &shogi), plies, "{post}");
    }
    // Found with no game named, too.
    let post = "初手▲７六歩、△３四歩、▲２六歩、△８四歩と進んだ。";
    assert_eq!(valid(post, &Options::new()), plies);
}

/// A 2ch/5ch thread: the post headers' numbers are no move numbers, and
/// the thread's record is checked, its nifu found.
#[test]
fn a_thread_header_is_no_move_number() {
    let thread = "123 名前：名無し名人[sage] 投稿日：2025/05/04(日) 21:13:45.12 ID:abc12x\n\
                  1.７六歩 2.３四歩 3.２六歩 4.８四歩\n\n\
                  124 名前：名無し名人 投稿日：2025/05/04(日) 21:15:02.03 ID:def34y\n\
                  >>123\n5.２五歩 6.８五歩\n";
    let plies = valid(thread, &Options::new().game("shogi"));
    assert_eq!(
        plies,
        ["７六歩", "３四歩", "２六歩", "８四歩", "２五歩", "８五歩"]
    );
}

/// Two games under headings that open alike are two games.
#[test]
fn games_under_headings_are_games_though_they_open_alike() {
    let game = "1.７六歩 2.３四歩 3.２六歩";
    for (first, second) in [
        ("第一局", "第二局"),
        ("【第1局】", "【第2局】"),
        ("Game 1", "Game 2"),
        ("一局目", "二局目"),
    ] {
        let post = format!("{first}\n{game}\n\n{second}\n{game}\n");
        let games = read(&post, &Options::new().game("shogi"));
        assert_eq!(games.len(), 2, "{post}: {games:?}");
        for g in games {
            assert!(g.valid, "{post}: {g:?}");
            assert_eq!(g.plies, ["７六歩", "３四歩", "２六歩"], "{post}");
        }
    }
}

/// `初手` numbers ply 1 alone: the moves written after its move follow on,
/// however few and with no marks; a move in a later sentence is a remark.
#[test]
fn moves_after_the_first_move_follow_on() {
    let options = Options::new().game("shogi");
    assert_eq!(
        valid("初手７六歩、３四歩、２六歩、８四歩と進んだ。\n", &options),
        ["７六歩", "３四歩", "２六歩", "８四歩"]
    );
    assert_eq!(
        valid("初手７六歩、３四歩。\n", &options),
        ["７六歩", "３四歩"]
    );
    assert_eq!(
        valid("初手７六歩。次は２六歩がいい\n", &options),
        ["７六歩"]
    );
}

/// The second ply of a per-turn number is what the game's grammar reads as
/// a move, not only what looks like most games' moves: western shogi's
/// short capture `Px` is the reply it stands for.
#[test]
fn a_short_capture_is_the_reply_of_its_turn() {
    let post = "1. P-7f P-3d\n2. P-2f P-8d\n3. P-2e P-8e\n4. G-7h G-3b\n\
                5. P-2d Px\n6. Rx P-8f\n7. Px Rx\n";
    let plies = valid(post, &Options::new().game("shogi"));
    assert_eq!(plies.len(), 14, "{plies:?}");
    assert_eq!(plies[9], "Px");
    assert_eq!(plies[10], "Rx");
}

/// KI2 moves with a line of prose beside them are a post, not a KI2 file:
/// the post reader parts its games at their headings, and finds the game
/// that reads them (Macedonian shogi's `▲６六騎`, not shogi's).
#[test]
fn ki2_moves_beside_prose_are_a_post() {
    let game = "▲７六歩△３四歩▲２六歩△８四歩";
    for (first, second) in [
        ("第一局", "第二局"),
        ("週末の二局です。\n\n【第1局】", "【第2局】"),
    ] {
        let post = format!("{first}\n{game}\n\n{second}\n{game}\n");
        let games = read(&post, &Options::new());
        assert_eq!(games.len(), 2, "{post}: {games:?}");
        for g in games {
            assert!(g.valid, "{post}: {g:?}");
            assert_eq!(
                g.plies,
                ["▲７六歩", "△３四歩", "▲２六歩", "△８四歩"],
                "{post}"
            );
        }
    }
    let macedonian = "マケドニア将棋の棋譜\n▲６六騎△譲位３四重▲４六重△８三歩\n";
    let games = read(macedonian, &Options::new());
    assert_eq!(games.len(), 1, "{games:?}");
    assert!(games[0].valid, "{games:?}");
    assert_eq!(
        games[0].plies,
        ["▲６六騎", "△譲位３四重", "▲４六重", "△８三歩"]
    );
}

/// `▽`, an older mark for Gote, marks a move as `△` does.
#[test]
fn a_down_triangle_marks_the_second_player() {
    for post in [
        "今日の将棋\n▲7六歩▽3四歩▲2六歩▽8四歩\n",
        "▽は後手です。\n▲７六歩 ▽３四歩 ▲２六歩 ▽８四歩\n",
    ] {
        let plies = valid(post, &Options::new().game("shogi"));
        assert_eq!(plies.len(), 4, "{post}: {plies:?}");
        assert!(
            plies[1].starts_with('▽') && plies[3].starts_with('▽'),
            "{plies:?}"
        );
    }
}

/// A marked move in a paragraph of prose after the record that repeats one
/// of its plies cites it: it is no ply, and a warning says so.
#[test]
fn a_marked_move_after_the_record_that_repeats_a_ply_cites_it() {
    let post =
        "質問：\n▲７六歩△３四歩▲２六歩△８四歩\nどうでしょう。\n\n回答：\n▲２六歩が早いです。\n";
    let source = Source::from_text("post.txt", post);
    let reports = source.validate(&Options::new().game("shogi"));
    assert_eq!(reports.len(), 1);
    let report = &reports[0];
    assert!(report.is_valid());
    assert_eq!(report.plies().len(), 4);
    let citation = (report.diagnostics().iter()).find(|d| d.code() == "forum::citation");
    assert!(
        citation.is_some_and(|d| d.message().contains("ply 3")),
        "{:?}",
        report.diagnostics()
    );
    // A move in the same paragraph, or one the record did not play, is a ply.
    for ply in ["▲２五歩が早いです。", "▲２五歩"] {
        let post = post.replace("▲２六歩が早いです。", ply);
        assert_eq!(
            valid(&post, &Options::new().game("shogi")).len(),
            5,
            "{post}"
        );
    }
    let post = "▲７六歩△３四歩▲２六歩△８四歩\n▲２六歩\n";
    assert!(!read(post, &Options::new().game("shogi"))[0].valid);
    // A reply that cites two plies in one sentence cites both.
    let reply = "▲７六歩△３四歩▲２六歩△８四歩\n\n>>301\n▲２六歩が疑問、△８四歩で後手よし\n";
    let reports = Source::from_text("post.txt", reply).validate(&Options::new().game("shogi"));
    assert!(reports[0].is_valid() && reports[0].plies().len() == 4);
    let citations = (reports[0].diagnostics().iter()).filter(|d| d.code() == "forum::citation");
    assert_eq!(citations.count(), 2);
}

/// A marked move inside a sentence (a word runs into its mark) on a line
/// below the record's moves talks about the game: a line `これで△３三角なら
/// ▲２三角成？` or `ここで▲２四歩と突いたのが敗着` under the moves is no ply,
/// and a warning names it. A line whose moves start it continues the record,
/// and a sentence with no set-out moves above it is the record.
#[test]
fn a_sentence_below_the_record_is_a_remark() {
    let shogi = Options::new().game("shogi");
    let record = "▲７六歩△３四歩▲２二角成△同銀▲４五角\n";
    for (remark, first) in [
        ("これで△３三角なら▲２三角成？\n", "`△３三角`"),
        ("ここで▲２四歩と突いた。\n", "`▲２四歩`"),
    ] {
        let post = format!("{record}{remark}");
        let source = Source::from_text("post.txt", &post);
        let reports = source.validate(&shogi);
        assert!(
            reports[0].is_valid(),
            "{post}: {:?}",
            reports[0].diagnostics()
        );
        assert_eq!(reports[0].plies().len(), 5, "{post}");
        let unread = (reports[0].diagnostics().iter()).find(|d| d.code() == "forum::unread-moves");
        assert!(
            unread.is_some_and(|d| !d.is_error() && d.message().contains(first)),
            "{post}: {:?}",
            reports[0].diagnostics()
        );
    }
    // Set out at the start of a line, with labels, or with the whole record
    // in sentences, the moves are plies.
    for (post, plies) in [
        ("▲７六歩△３四歩\n▲２六歩△８四歩と進んだ。\n", 4),
        ("手順：▲７六歩△３四歩\n先手: ▲２六歩 後手: △８四歩\n", 4),
        ("本線は▲７六歩△３四歩▲２六歩の順。\n", 3),
        ("本線は▲７六歩△３四歩。\n次に▲２六歩△８四歩と進んだ。\n", 4),
        ("▲７六歩△３四歩と進み、ここで▲２六歩と突いた。\n", 3),
    ] {
        assert_eq!(valid(post, &shogi).len(), plies, "{post}");
    }
}

/// A numbered move in a sentence whose number the game has passed, and
/// which is not the ply of that number, talks about another line of play:
/// a warning says so. Set out at a line's start, it is an error of the
/// move number.
#[test]
fn a_numbered_move_in_a_sentence_talks_about_the_game() {
    let shogi = Options::new().game("shogi");
    let record = "1.P-7f P-3d 2.P-2f P-8d 3.P-2e P-8e 4.G-7h G-3b\n";
    for remark in [
        "I considered 4.P-2d instead.",
        "Here 4...P-2d was possible.",
    ] {
        let post = format!("{record}{remark}\n");
        let games = read(&post, &shogi);
        assert!(games[0].valid, "{post}: {games:?}");
        assert_eq!(games[0].plies.len(), 8, "{post}");
        let reports = Source::from_text("post.txt", &post).validate(&shogi);
        let said = (reports[0].diagnostics().iter())
            .any(|d| d.code() == "forum::citation" && d.message().contains("stands in a sentence"));
        assert!(said, "{post}: {:?}", reports[0].diagnostics());
    }
    let set_out = format!("{record}4.P-2d\n");
    let games = read(&set_out, &shogi);
    assert!(
        !games[0].valid && games[0].errors[0].starts_with("record::move-number"),
        "{games:?}"
    );
}

/// Two moves given one number in a sentence are alternatives, of which the
/// words alone say which was played: neither is a ply, a warning names
/// both, and the move set out after the sentence is the game's. Set out
/// on a line of moves, both are read as plies.
#[test]
fn two_moves_of_one_number_in_a_sentence_are_alternatives() {
    let shogi = Options::new().game("shogi");
    let record = "1.P-7f P-3d 2.P-2f P-8d 3.P-2e P-8e\n";
    let remark = "After 3...P-8e I considered 4.P-2d but played 4.G-7h instead.\n";
    for (after, plies) in [("4.G-7h G-3b\n", 8), ("", 6), ("4.G-7h\n", 7)] {
        let post = format!("{record}{remark}{after}");
        let reports = Source::from_text("post.txt", &post).validate(&shogi);
        assert!(
            reports[0].is_valid(),
            "{post}: {:?}",
            reports[0].diagnostics()
        );
        assert_eq!(reports[0].plies().len(), plies, "{post}");
        let named = (reports[0].diagnostics().iter()).any(|d| {
            d.code() == "forum::citation"
                && !d.is_error()
                && d.message().contains("`4.P-2d` and `4.G-7h`")
        });
        assert!(named, "{post}: {:?}", reports[0].diagnostics());
    }
    // In Japanese, and three of them in Chatra.
    let post = format!("{record}ここは4.P-2dか4.G-7hか迷った。\n4.G-7h G-3b\n");
    assert_eq!(valid(&post, &shogi).len(), 8, "{post}");
    let chatra = Options::new().game("chatra");
    let post = "1.f9 2.Oh1 3.Of11\nI thought of 4.Og1 or 4.Oi2, even 4.a1.\n4.g4\n";
    assert_eq!(valid(post, &chatra), ["f9", "Oh1", "Of11", "g4"], "{post}");
    // Set out on a line of moves, they are plies, and the second is wrong.
    let set_out = format!("{record}4.P-2d 4.G-7h\n");
    let games = read(&set_out, &shogi);
    assert!(!games[0].valid && games[0].plies.len() == 7, "{games:?}");
}

/// A sentence's stop or a mark after a move ends it in every game, as a
/// blank does: `We played 1.P-7f P-3d.` is two plies (the second was
/// dropped under a "valid" verdict, western shogi's grammar refusing the
/// stop), and a move number after such a sentence is the next ply's.
#[test]
fn a_stop_after_a_move_ends_it_in_every_game() {
    let shogi = Options::new().game("shogi");
    for (post, plies) in [
        ("We played 1.P-7f P-3d.\n", 2),
        ("We played 1.P-7f P-3d. Then 2.P-2f P-8d. Fine.\n", 4),
        ("We played 1.P-7f P-3d, then 2.P-2f.\n", 3),
        ("Then 1.P-7f! P-3d?! was played.\n", 2),
        ("We played 1.P-7f…\n", 1),
        ("先手は1.P-7f．後手は1...P-3d！\n", 2),
    ] {
        assert_eq!(valid(post, &shogi).len(), plies, "{post}");
    }
    let alquerque = Options::new().game("alquerque");
    assert_eq!(valid("We played 1. d2-c3 b4xd2.\n", &alquerque).len(), 2);
    let chatra = Options::new().game("chatra");
    assert_eq!(valid("So far: 1.f9 2.Oh1.\n", &chatra).len(), 2);
    // A word that runs on after the stop is no move.
    let games = read("We played 1.P-7f P-3d.x\n", &shogi);
    assert_eq!(games[0].plies, ["P-7f"], "{games:?}");
}

/// In a post, a bracketed aside that holds prose is a remark: its passed
/// move number talks about another line, and a list of moves with such an
/// aside is a mail, not a record whose variation holds the word `was`.
#[test]
fn an_aside_in_brackets_is_a_remark() {
    let shogi = Options::new().game("shogi");
    let post = "1. P7g-7f   P3c-3d\n2. P2g-2f   P8c-8d\n3. P2f-2e   P8d-8e\n\
                (3... G-3b was also possible.)\n4. G6i-7h   G4a-3b\n";
    assert_eq!(valid(post, &shogi).len(), 8, "{post}");
    let reports = Source::from_text("post.txt", post).validate(&shogi);
    let said = (reports[0].diagnostics().iter())
        .any(|d| d.code() == "forum::citation" && d.message().contains("3...G-3b"));
    assert!(said, "{:?}", reports[0].diagnostics());
    // A record's variation of moves alone is still a variation.
    let record = "1. P-7f P-3d 2. P-2f P-8d\n(2... G-3b)\n3. P-2e P-8e\n";
    let reports = Source::from_text("game.txt", record).validate(&shogi);
    assert!(reports[0].is_valid(), "{:?}", reports[0].diagnostics());
    assert_eq!(reports[0].plies().len(), 6);
}

/// Marked moves of one side in a row with prose between them are a choice
/// (`次は△84歩か△44歩か`), and moves after prose on a line below the record
/// or in an aside (`（▲２四歩△同歩▲同飛は次回）`) talk about the game: none
/// is a ply, and the check of what was not accounted for names them.
#[test]
fn marked_moves_in_a_choice_or_an_aside_are_remarks() {
    let shogi = Options::new().game("shogi");
    let record = "▲７六歩△３四歩▲６六歩△３二飛▲７八銀△６二玉\n";
    for (post, plies, first) in [
        ("▲76歩、△34歩、▲26歩。次は△84歩か△44歩か。\n", 3, "`△84歩`"),
        (
            &format!("{record}三間飛車でした。△６二玉のところ△４二銀もありました。\n"),
            6,
            "`△４二銀`",
        ),
        (
            &format!("{record}（▲４八銀△４二銀は次回）\n"),
            6,
            "`▲４八銀`",
        ),
    ] {
        let reports = Source::from_text("post.txt", post).validate(&shogi);
        assert!(
            reports[0].is_valid(),
            "{post}: {:?}",
            reports[0].diagnostics()
        );
        assert_eq!(reports[0].plies().len(), plies, "{post}");
        let unread = (reports[0].diagnostics().iter()).find(|d| d.code() == "forum::unread-moves");
        assert!(
            unread.is_some_and(|d| !d.is_error() && d.message().contains(first)),
            "{post}: {:?}",
            reports[0].diagnostics()
        );
    }
    // One side twice with blanks alone between is the record's error, and
    // an aside of moves alone holds plies.
    let games = read("▲７六歩 ▲２六歩\n", &shogi);
    assert!(!games[0].valid, "{games:?}");
    assert_eq!(
        valid(&format!("{record}（▲４八銀△４二銀）\n"), &shogi).len(),
        8
    );
}

/// The numbered moves after a remark on another line, in its sentence, go
/// on with that line (`If 4... d5-e4 instead, then 5. e4xe5`); the next
/// sentence is the game's again.
#[test]
fn a_sentence_about_another_line_keeps_its_moves() {
    let alquerque = Options::new().game("alquerque");
    let record = "1. d2-c3 b4xd2 2. e1xc3 d4xd2xb4 3. e3-d3 e4-e3 4. e2xe4 e5xe3xc3\n";
    let post = format!("{record}If 4... d5-e4 instead, then 5. e4xe5? no, that is not possible.\n");
    assert_eq!(valid(&post, &alquerque).len(), 8, "{post}");
    let record = "1. d2-c3 b4xd2 2. e1xc3 d4xd2xb4 3. e3-d3 e4-e3\n";
    let post = format!("{record}I considered 2... d4-c3 instead. Now 4. e2xe4.\n");
    assert_eq!(valid(&post, &alquerque).len(), 7, "{post}");
}

/// Moves one a line with no numbers and no marks are a run of moves, as
/// they are with blanks between on one line; a line of prose ends it.
#[test]
fn moves_one_a_line_are_a_run() {
    let chatra = Options::new().game("chatra");
    let plies = valid(
        "今日の一局\n\nｋ１２\nＯｌ６\nＯｅ３\nｊ９\n\nここまで。\n",
        &chatra,
    );
    assert_eq!(plies, ["ｋ１２", "Ｏｌ６", "Ｏｅ３", "ｊ９"]);
    // Two moves and a third after prose are no run: they are named.
    let games = read("ｋ１２\nＯｌ６\nそして\nＯｅ３\n", &chatra);
    assert!(!games[0].valid, "{games:?}");
}

/// `先手` and `後手` before a move name its side as `▲` and `△` do: the
/// move is read with that mark, so a move of the wrong side is an error.
#[test]
fn sides_named_in_words_mark_the_moves() {
    let post = "手順は 先手７六歩 後手３四歩 先手２六歩 後手８四歩 でした。";
    let plies = valid(post, &Options::new());
    assert_eq!(plies.len(), 4, "{plies:?}");
    let wrong = post.replace("後手３四歩", "先手３四歩");
    let games = read(&wrong, &Options::new().game("shogi"));
    assert!(!games[0].valid, "{games:?}");
    assert!(
        games[0].errors[0].starts_with("shogi::wrong-side"),
        "{games:?}"
    );
}

/// A colon after a word of prose (`こう: +7776FU`, `出だし: f12`) is no
/// card's mark with no move after it: the moves after it are the run.
#[test]
fn a_colon_after_prose_marks_no_card() {
    let plies = valid(
        "CSA形式だとこう: +7776FU -3334FU +2726FU\n",
        &Options::new(),
    );
    assert_eq!(plies, ["+7776FU", "-3334FU", "+2726FU"]);
    let chatra = Options::new().game("chatra");
    let plies = valid("チャトラ、今日の出だし: f12 Oj4 Oc5\n", &chatra);
    assert_eq!(plies, ["f12", "Oj4", "Oc5"]);
}

/// A first line of numbered moves in a sentence is a post, not a record:
/// the words after the last move (`と進みました。`) are prose, not text
/// stuck to a move.
#[test]
fn numbered_moves_in_a_sentence_are_a_post() {
    let options = Options::new().game("chatra").rules("1994-11");
    let plies = valid(
        "1.k4、2.Ol8、3.Og12、4.パス、5.h11と進みました。\n",
        &options,
    );
    assert_eq!(plies, ["k4", "Ol8", "Og12", "パス", "h11"]);
}

/// A chat log's lines (`[20:07] tanaka24: ▲7六歩`) are no tag pairs, and
/// their times and speakers part the moves said as line breaks do.
#[test]
fn chat_lines_hold_the_moves_said() {
    let marked = "[20:00] yamada24: ▲7六歩\n[20:07] tanaka24: △3四歩\n[20:14] yamada24: ▲2六歩\n";
    assert_eq!(valid(marked, &Options::new()).len(), 3);
    let western = "[10:00] kenji: P-7f\n[10:01] mike: P-3d\n[11:00] kenji: P-9f\n\
                   [14:00] mike: thanks for the game\n";
    assert_eq!(valid(western, &Options::new()), ["P-7f", "P-3d", "P-9f"]);
}

/// A tag whose name is Japanese (a KIF header kept as a tag, `[後手の持駒
/// "なし"]`, as `convert` writes one) is a tag pair, as an ASCII one is: the
/// text after it is the record, whose result is no move.
#[test]
fn a_tag_named_in_japanese_is_a_tag() {
    let record = "[Variant \"shogi\"]\n[Notation \"western\"]\n[後手の持駒 \"なし\"]\n\
                  [Position \"8k/9/6NGP/9/9/9/9/9/K8 b - 1\"]\n\n1.P-1b= 1-0\n";
    let games = read(record, &Options::new());
    assert_eq!(games.len(), 1, "{games:?}");
    assert!(games[0].valid, "{games:?}");
    assert_eq!(games[0].plies, ["P-1b="]);
}

/// A middle dot or an arrow between moves parts them as a blank does
/// (`▲７六歩→△３四歩`, `1.f1・2.Oc11`); Macedonian's `譲位・` and
/// Chatra's `e12→g6` stay one move, read by their grammars first.
#[test]
fn a_middle_dot_or_an_arrow_parts_two_moves() {
    let shogi = Options::new().game("shogi");
    for post in [
        "▲７六歩→△３四歩→▲２二角成→△同銀→▲４五角\n",
        "▲７六歩・△３四歩・▲２二角成・△同銀・▲４五角\n",
        "▲７六歩⇒△３四歩⇒▲２二角成⇒△同銀⇒▲４五角\n",
    ] {
        assert_eq!(valid(post, &shogi).len(), 5, "{post}");
    }
    let chatra = Options::new().game("chatra");
    for post in [
        "1.f1・2.Oc11・3.Od9・4.j11・5.b3・6.l8\n",
        "1.f1→2.Oc11→3.Od9→4.j11→5.b3→6.l8\n",
        "ここまでの棋譜：1.f1→2.Oc11→3.Od9→4.j11→5.b3→6.l8\n",
    ] {
        assert_eq!(valid(post, &chatra).len(), 6, "{post}");
    }
    // Within a move the arrow is still the slide's.
    let slide = "1.f1 2.Oc11 3.Od9 4.j11 5.b3 6.l8 7.f1→f2\n";
    assert_eq!(valid(slide, &chatra)[6], "f1→f2");
}

/// An untagged list of moves with an aside of prose anywhere on a line
/// (`3.S-6h (book) 4.R-9b`) or an emoji (`d4xd2xb4 👍`) is a mail: the
/// aside and the face are remarks, never a variation or a ply.
#[test]
fn an_aside_or_an_emoji_in_a_list_of_moves_is_a_mail() {
    let shogi = Options::new().game("shogi");
    let post = "1.L-9h 2.P-5d 3.S-6h (book) 4.R-9b 5.P-2f (new) 6.P-3d\n";
    assert_eq!(valid(post, &shogi).len(), 6, "{post}");
    let alquerque = Options::new().game("alquerque");
    for post in [
        "1. d2-c3 b4xd2 2. e1xc3 d4xd2xb4 👍\n3. e3-d3 e4-e3 😅\n",
        "1. d2-c3 b4xd2 2. e1xc3 d4xd2xb4\n3. e3-d3 e4-e3 🙂\n",
    ] {
        assert_eq!(valid(post, &alquerque).len(), 6, "{post}");
    }
    // Moves in brackets are still a record's variation.
    let record = "1. P-7f P-3d 2. P-2f P-8d (2... G-3b 3. P-2e) 3. P-2e P-8e\n";
    let reports = Source::from_text("game.txt", record).validate(&shogi);
    assert!(reports[0].is_valid(), "{:?}", reports[0].diagnostics());
    assert_eq!(reports[0].plies().len(), 6);
}

/// Marked moves in a paragraph of prose above the record, parted from it
/// by a blank line (`角交換から▲４五角の筋でした。`), talk about the game to
/// come; a sentence that runs on into the set-out moves starts the record.
/// Two moves of one side on different lines are no choice between them.
#[test]
fn a_paragraph_above_the_record_is_talk() {
    let shogi = Options::new().game("shogi");
    let post = "昨日の対局、角交換から▲４五角の筋でした。\n\n\
                ▲７六歩 △３四歩 ▲２二角成 △同銀 ▲４五角\n";
    assert_eq!(valid(post, &shogi).len(), 5, "{post}");
    let post = "昨日の対局、角交換から▲３三角成の筋でした。\n\n\
                ▲７六歩 △３四歩 ▲２二角成 △同銀 ▲４五角\n";
    let reports = Source::from_text("post.txt", post).validate(&shogi);
    assert_eq!(reports[0].plies().len(), 5);
    let named = (reports[0].diagnostics().iter())
        .any(|d| d.code() == "forum::unread-moves" && d.message().contains("▲３三角成"));
    assert!(named, "{:?}", reports[0].diagnostics());
    // Run on with no blank line, the sentence is the record's start.
    let post = "本譜は▲７六歩△３四歩と進み、\n▲２二角成 △同銀 ▲４五角\n";
    assert_eq!(valid(post, &shogi).len(), 5, "{post}");
}

/// A marked move with a word stuck to it (`△同銀＃`) is never lost without
/// a word: if it is no ply, the warning of moves not read names it.
#[test]
fn a_marked_move_with_a_word_stuck_to_it_is_named() {
    let shogi = Options::new().game("shogi");
    let post = "いいね ▲７六歩△３四歩▲２二角成△同銀＃\n";
    let reports = Source::from_text("post.txt", post).validate(&shogi);
    let plies = reports[0].plies().len();
    let named = (reports[0].diagnostics().iter())
        .any(|d| d.code() == "forum::unread-moves" && d.message().contains("△同銀"));
    assert!(plies == 4 || named, "{:?}", reports[0].diagnostics());
}

/// A Latin letter or an emoji after a move written the Japanese way ends
/// it, as kana does: `△同銀ｗ` is the ply `△同銀` and a laugh.
#[test]
fn a_laugh_stuck_to_a_japanese_move_is_no_part_of_it() {
    let shogi = Options::new().game("shogi");
    for post in [
        "ｗｗｗ ▲７六歩△３四歩▲２二角成△同銀ｗ\n",
        "いいね ▲７六歩△３四歩▲２二角成△同銀www\n",
        "いいね ▲７六歩△３四歩▲２二角成△同銀😂\n",
    ] {
        let plies = valid(post, &shogi);
        assert_eq!(plies.len(), 4, "{post}");
        assert_eq!(plies[3], "△同銀", "{post}");
    }
}

/// A turn set out on two lines, the second player's ply alone and indented
/// under the first's (`1. d2-c3`, `   b4xd2`, `2. e1xc3`): the lone move is
/// the turn's second ply, as in `1. d2-c3 b4xd2`.
#[test]
fn a_turn_on_two_lines_is_one_turn() {
    let alquerque = Options::new().game("alquerque");
    let post = "Our game so far:\n\n1. d2-c3\n   b4xd2\n2. e1xc3\n   d4xd2xb4\n\
                3. e3-d3\n   e4-e3\n\nyour move!\n";
    let plies = valid(post, &alquerque);
    assert_eq!(
        plies,
        ["d2-c3", "b4xd2", "e1xc3", "d4xd2xb4", "e3-d3", "e4-e3"]
    );
    let shogi = Options::new().game("shogi");
    let mail = "Game:\n1. P-7f\n   P-3d\n2. P-2f\n   P-8d\n";
    assert_eq!(valid(mail, &shogi), ["P-7f", "P-3d", "P-2f", "P-8d"]);
    // Numbered every ply, each on its line, the moves stay a ply a number.
    let per_ply = "Game:\n1. P-7f\n2. P-3d\n3. P-2f\n";
    assert_eq!(valid(per_ply, &shogi).len(), 3);
}

/// A list's `1)`, a mail's `Move 1:` and a table's `1<TAB>` number moves as
/// `1.` does.
#[test]
fn a_list_a_mail_and_a_table_number_their_moves() {
    let alquerque = Options::new().game("alquerque");
    for post in [
        "My moves:\n1) d2-c3 b4xd2\n2) e1xc3 d4xd2xb4\n",
        "1\td2-c3\tb4xd2\n2\te1xc3\td4xd2xb4\n",
        "1） d2-c3 b4xd2\n2） e1xc3 d4xd2xb4\n",
    ] {
        assert_eq!(
            valid(post, &alquerque),
            ["d2-c3", "b4xd2", "e1xc3", "d4xd2xb4"],
            "{post}"
        );
    }
    let shogi = Options::new().game("shogi");
    let mail = "Move 1: L-9h\nMove 2: P-5d\nmove 3. S-6h\n\nYour move!\n";
    assert_eq!(valid(mail, &shogi), ["L-9h", "P-5d", "S-6h"]);
    // A KIF move's `(77)` in a post is no list number.
    let post = "nice ▲７六歩(77) △３四歩(33)\n";
    assert_eq!(valid(post, &shogi).len(), 2);
}

/// `成らず` ("not promoting") is prose for `不成`: read so, with a note,
/// never as a promotion.
#[test]
fn a_move_not_promoting_in_words_does_not_promote() {
    let shogi = Options::new().game("shogi");
    let post = "いいね ▲７六歩△３四歩▲２二角成らず△同銀\n";
    let source = Source::from_text("post.txt", post);
    let reports = source.validate(&shogi);
    assert!(reports[0].is_valid(), "{:?}", reports[0].diagnostics());
    let noted = (reports[0].diagnostics().iter())
        .any(|d| d.code() == "notation::normalised" && d.message().contains("成らず"));
    assert!(noted, "{:?}", reports[0].diagnostics());
    assert_eq!(usi_of(&source, &shogi), "7g7f 3c3d 8h2b 3a2b");
    // `成り` is a promotion still.
    let post = "いいね ▲７六歩△３四歩▲２二角成り△同銀\n";
    let source = Source::from_text("post.txt", post);
    assert_eq!(usi_of(&source, &shogi), "7g7f 3c3d 8h2b+ 3a2b");
}

/// The moves of the first game of `source`, as USI.
fn usi_of(source: &Source, options: &Options) -> String {
    let game = source.games().next().expect("a game");
    let converted = game.convert("usi", options);
    let text = converted.text().expect("converted").trim().to_string();
    text.split(" moves ").nth(1).unwrap_or_default().to_string()
}

/// A kanji stuck to a move written the Japanese way, past its modifiers
/// and promotion, is a word of the post (`▲７六歩笑`, `▲２四歩突き捨て`).
#[test]
fn a_kanji_word_stuck_to_a_japanese_move_is_no_part_of_it() {
    let shogi = Options::new().game("shogi");
    let post = "いいね ▲７六歩笑 △３四歩 ▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩突き捨て\n";
    let plies = valid(post, &shogi);
    assert_eq!(plies.len(), 7, "{plies:?}");
    assert_eq!(plies[0], "▲７六歩");
    assert_eq!(plies[6], "▲２四歩");
}
