//! The library as another program uses it.

mod common;

use hensou::game::{PositionError, RuleError, SyntaxError, Violation};
use hensou::session::{ReadError, SetupError};
use hensou::variants::shogi::ShogiRule;

/// What `?` in a program's own function needs of an error.
fn boxed<E: std::error::Error + Send + Sync + 'static>(e: E) -> Box<dyn std::error::Error> {
    Box::new(e)
}

#[test]
fn every_error_is_a_std_error_that_says_its_message() {
    let violation = Violation::new(ShogiRule::Nifu, "two unpromoted pawns on one file");
    assert_eq!(
        boxed(ReadError::Resolve(violation.clone())).to_string(),
        "two unpromoted pawns on one file"
    );
    assert_eq!(
        boxed(violation).to_string(),
        "two unpromoted pawns on one file"
    );
    // Their texts are the catalogue's messages; `Display` says the English.
    let syntax = SyntaxError::new(3, 1, hensou::msg!("shelt-expected-a-square"));
    assert_eq!(
        boxed(ReadError::Syntax(syntax.clone())).to_string(),
        "expected a square"
    );
    assert_eq!(boxed(syntax).to_string(), "expected a square");
    let position = PositionError::new(0, 4, hensou::msg!("position-hand-too-many"));
    assert_eq!(
        boxed(position.clone()).to_string(),
        "too many pieces in hand"
    );
    assert_eq!(
        boxed(SetupError::from(position)).to_string(),
        "bad position string: too many pieces in hand"
    );
    let rules = RuleError("no rule set `bel`".into());
    assert_eq!(boxed(rules).to_string(), "no rule set `bel`");
}

/// Every fixture file, checked through the crate-root API, gets the
/// verdicts and problem codes `hensou validate --format json` prints.
#[test]
fn the_api_judges_every_fixture_as_the_command_line_does() {
    let files = common::fixture_files(&["snap", "md"]);
    assert!(files.len() > 100, "{} fixtures", files.len());
    for path in files {
        let out = assert_cmd::Command::cargo_bin("hensou")
            .unwrap()
            .args(["validate", "--format", "json", "--jobs", "1"])
            .arg(&path)
            .output()
            .unwrap();
        let cli: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let entries = cli.as_array().unwrap();
        if entries.iter().any(|e| e.get("error").is_some()) {
            // An input error (binary bytes): the API keeps it as a problem.
            let source = hensou::Source::open(&path).unwrap();
            assert!(!source.is_text(), "{}", path.display());
            continue;
        }
        let reports = hensou::Source::open(&path)
            .unwrap()
            .validate(&hensou::Options::new());
        assert_eq!(reports.len(), entries.len(), "{}", path.display());
        for (report, entry) in reports.iter().zip(entries) {
            let what = format!("{} game {}", path.display(), report.number());
            assert_eq!(report.is_valid(), entry["valid"], "{what}");
            assert_eq!(report.plies().len() as u64, entry["plies"], "{what}");
            assert_eq!(
                serde_json::to_value(report.diagnostics()).unwrap(),
                entry["diagnostics"],
                "{what}"
            );
            assert_eq!(report.game(), entry["variant"].as_str(), "{what}");
        }
    }
}

#[test]
fn a_game_is_replayed_with_the_position_after_every_ply() {
    let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 8h2b+");
    let game = source.games().next().unwrap();
    let report = game.validate(&hensou::Options::new().positions(true).notation("kif"));
    let plies = report.plies();
    let converted: Vec<_> = plies.iter().map(|p| p.converted().unwrap()).collect();
    assert_eq!(converted, ["７六歩(77)", "３四歩(33)", "２二角成(88)"]);
    let last = plies[2].position().unwrap();
    assert_eq!(last, report.position().unwrap().position_string());
    let mut position = hensou::Position::new("shogi", None).unwrap();
    for text in ["7g7f", "3c3d", "8h2b+"] {
        position.play(text).unwrap();
    }
    assert_eq!(position.position_string(), last);
    assert_eq!(
        plies[0].position(),
        Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
    );
}

#[test]
fn bytes_are_decoded_before_reading() {
    // `１` `手` in Shift_JIS: a KIF move line of Kifu for Windows.
    let (sjis, _, _) =
        encoding_rs::SHIFT_JIS.encode("手数----指手---------消費時間--\n   1 ７六歩(77)\n");
    let source = hensou::Source::from_bytes("old.kif", sjis.into_owned());
    assert_eq!(source.charset(), Some(hensou::Charset::ShiftJis));
    let reports = source.validate(&hensou::Options::new());
    assert!(reports[0].is_valid());
    assert_eq!(reports[0].plies().len(), 1);
    let binary = hensou::Source::from_bytes("x.bin", vec![0x7f, 0x45, 0x4c, 0x46, 0, 1]);
    assert!(!binary.is_text());
    let reports = binary.validate(&hensou::Options::new());
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].diagnostics()[0].code(), "input::binary");
}

#[test]
fn an_illegal_ply_is_reported_where_it_is_written() {
    let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f 3c3d 5i3h");
    let report = &source.validate(&hensou::Options::new())[0];
    assert!(!report.is_valid());
    let problem = &report.diagnostics()[0];
    assert_eq!(problem.code(), "shogi::piece-movement");
    assert_eq!(
        (problem.ply(), problem.line(), problem.column()),
        (Some(3), 1, 26)
    );
    assert_eq!(
        problem.position(),
        Some("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
    );
}

#[test]
fn rule_sets_are_compared_ply_by_ply() {
    let source = hensou::Source::open("fixtures/shogi/valid/random-80.kif").unwrap();
    let options = hensou::Options::new().compare_rules("standard");
    let report = &source.validate(&options)[0];
    assert!(report.is_valid());
    assert!(report.differences().is_empty());
    let bell = hensou::Position::new("alquerque", Some("bell")).unwrap();
    assert_eq!(bell.rules(), bell.under_rules("bell").unwrap().rules());
    assert!(matches!(
        hensou::Position::new("shogii", None),
        Err(hensou::Error::Name(hensou::NameError::Game { .. }))
    ));
}

#[test]
fn a_game_converts_and_says_what_it_cannot_carry() {
    let source = hensou::Source::open("fixtures/shogi/valid/comments-and-branch.kif").unwrap();
    let game = source.games().next().unwrap();
    let conversion = game.convert("usi", &hensou::Options::new());
    assert!(conversion.report().is_valid());
    assert!(
        conversion
            .text()
            .unwrap()
            .starts_with("position startpos moves ")
    );
    assert!(!conversion.losses().is_empty());
}

#[test]
fn a_ply_with_text_after_it_is_refused_and_not_played() {
    let mut position = hensou::Position::new("shogi", None).unwrap();
    let err = position.play("7g7f 3c3d").unwrap_err();
    assert!(matches!(err, hensou::Error::Trailing { .. }), "{err}");
    assert_eq!(position.plies(), 0);
    position.play(" 7g7f\n").unwrap();
    // A KI2 ply holds a full-width space.
    position.play("３四歩").unwrap();
    position.play("２二角成").unwrap();
    position.play("同　銀").unwrap();
    assert_eq!(position.plies(), 4);
}

/// `cards=on|off` switches Shogi no Otomo's cards as a rule set or an
/// option, and a position with card fields reads with the cards off.
#[test]
fn the_cards_switch_and_card_fields_work_in_the_library() {
    let carded = "k8/9/g7s/9/7R1/4P4/4P4/3K5/9 w RS 6 TUs T9c,D5,UK:7i6h,uK:9b9a";
    let start = |rules: &str| hensou::Position::new("otomo", Some(rules)).unwrap();
    assert_eq!(start("otomo;cards=off").perft(1), 30);
    assert_eq!(start("cards=on").perft(1), 230);
    let off = hensou::Position::from_string("otomo", Some("otomo;cards=off"), carded).unwrap();
    assert_eq!(off.rules(), "standard");
    assert_eq!(off.position_string(), carded);
    let on = hensou::Position::from_string("otomo", None, carded).unwrap();
    let (on, off) = (
        on.legal_moves(None).unwrap(),
        off.legal_moves(None).unwrap(),
    );
    assert!(off.iter().all(|m| on.contains(m) && !m.contains(':')));
    assert!(on.len() > off.len());
}

#[test]
fn players_are_named_by_side_from_each_games_tags() {
    use hensou::{Options, Side, Source};
    let players = |name: &str, text: &str| {
        let report = &Source::from_text(name, text).validate(&Options::new())[0];
        assert!(report.is_valid(), "{name}: {:?}", report.diagnostics());
        (
            report.player(Side::First).map(str::to_string),
            report.player(Side::Second).map(str::to_string),
        )
    };
    let named = |a: &str, b: &str| (Some(a.to_string()), Some(b.to_string()));
    assert_eq!(
        players("g.kif", "先手：A\n後手：B\n   1 ７六歩(77)\n"),
        named("A", "B")
    );
    assert_eq!(
        players("g.csa", "N+A\nN-B\nPI\n+\n+7776FU\n"),
        named("A", "B")
    );
    // A handicap game: 下手 is Sente and 上手, who moves first, Gote.
    let handicap = "手合割：香落ち\n下手：C\n上手：D\n   1 ３二銀(31)\n";
    assert_eq!(players("g.kif", handicap), named("C", "D"));
    let chatra = "[Variant \"chatra\"]\n[Black \"kha\"]\n[White \"mo\"]\n\n1.f9 2.Oh1\n";
    assert_eq!(players("g.pgn", chatra), named("kha", "mo"));
    // 下手 names no player of a game without handicaps.
    let alquerque = "[Variant \"alquerque\"]\n[下手 \"x\"]\n[White \"w\"]\n\n1. c2-c3\n";
    assert_eq!(players("g.pgn", alquerque), (Some("w".to_string()), None));
}

/// An archive of `rounds` rounds of a valid and an invalid CSA game.
fn csa_archive(rounds: usize) -> String {
    let valid = std::fs::read_to_string("fixtures/shogi/valid/random-80.csa").unwrap();
    let invalid = std::fs::read_to_string("fixtures/shogi/invalid/csa-bad-piece-code.csa").unwrap();
    let round = format!("{}\n/\n{}\n/\n", valid.trim_end(), invalid.trim_end());
    round.repeat(rounds)
}

/// Whether the archive `text`, written as a file called `name`, read a
/// window at a time, gives what it gives whole; the number of its games.
fn reads_a_window_at_a_time(name: &str, text: &str) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    let options = hensou::Options::new();
    let whole = hensou::Source::from_text(path.display().to_string(), text.to_string());
    let mut expected = whole.games().map(|g| g.validate(&options));
    let (mut games, mut windows) = (0, 0);
    for window in hensou::Archive::open(&path, hensou::Reading::auto()).unwrap() {
        let window = window.unwrap();
        windows += 1;
        // A window is about 1 MB, whatever the size of the file.
        assert!(window.source().text().len() < 3 << 19, "{name}");
        for report in window.validate(&options) {
            let want = expected.next().unwrap();
            assert_eq!(report.number(), want.number());
            assert_eq!(report.file(), want.file());
            assert_eq!(report.is_valid(), want.is_valid());
            assert_eq!(
                report.diagnostics(),
                want.diagnostics(),
                "{name} game {}",
                want.number()
            );
            assert_eq!(report.plies().len(), want.plies().len());
            games += 1;
        }
    }
    assert!(expected.next().is_none(), "{name}");
    assert!(windows > 2, "{name}: {windows} windows");
    games
}

#[test]
fn an_archive_read_a_window_at_a_time_gives_what_the_whole_text_gives() {
    // Some 3.5 MB: several windows of about 1 MB.
    assert_eq!(
        reads_a_window_at_a_time("archive.csa", &csa_archive(5_000)),
        10_000
    );
}

/// A PGN-style record is split a game at a time as it is read, so a large
/// one is held a window at a time too, comments that hold a line like a
/// tag pair and variations included.
#[test]
fn a_pgn_style_archive_is_read_a_window_at_a_time() {
    let mut round = String::new();
    for name in ["ludii", "seed-captures"] {
        let path = format!("fixtures/alquerque/valid/{name}.pgn");
        round += std::fs::read_to_string(path).unwrap().trim_end();
        round += "\n\n";
    }
    round += "[Variant \"alquerque\"]\n\n1. c2-c3 {a comment\n[Not \"a tag\"]\n} e4-d3 (1... e4-d3\n[x] ) *\n\n";
    let rounds = (3 << 20) / round.len() + 1;
    assert!(reads_a_window_at_a_time("archive.pgn", &round.repeat(rounds)) >= 3 * rounds);
}

/// A USI archive as `convert --to usi` writes one, a blank line between
/// games, is held a window at a time too.
#[test]
fn a_usi_archive_with_blank_lines_is_read_a_window_at_a_time() {
    let game = std::fs::read_to_string("fixtures/shogi/valid/random-80.usi").unwrap();
    let round = format!("{}\n\n", game.trim_end());
    let rounds = (3 << 20) / round.len() + 1;
    assert_eq!(
        reads_a_window_at_a_time("archive.usi", &round.repeat(rounds)),
        rounds
    );
}

/// Posts and mails are split where a move numbered 1 starts a game, so a
/// large file of them is held a window at a time.
#[test]
fn a_file_of_posts_is_read_a_window_at_a_time() {
    let mut posts: Vec<_> = std::fs::read_dir("fixtures/forum")
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .collect();
    posts.sort();
    let mut round = String::new();
    for text in posts.iter().filter_map(|p| std::fs::read_to_string(p).ok()) {
        round += &text;
        round.push('\n');
    }
    let rounds = (3 << 20) / round.len() + 1;
    assert!(reads_a_window_at_a_time("posts.txt", &round.repeat(rounds)) > rounds);
}

#[test]
fn a_report_prints_its_moves_in_any_notation_and_makes_its_positions() {
    let source = hensou::Source::open("fixtures/shogi/valid/random-80.kif").unwrap();
    let game = source.games().next().unwrap();
    let report = game.validate(&hensou::Options::new());
    for notation in ["usi", "csa", "kif", "ki2", "western"] {
        let converted = game.validate(&hensou::Options::new().notation(notation));
        let expected: Vec<&str> = converted
            .plies()
            .iter()
            .map(|p| p.converted().unwrap())
            .collect();
        assert_eq!(
            report.moves_in(notation).unwrap().unwrap(),
            expected,
            "{notation}"
        );
    }
    let with_positions = game.validate(&hensou::Options::new().positions(true));
    let positions = report.positions().unwrap();
    assert_eq!(positions.len(), 81);
    assert_eq!(
        positions[0],
        hensou::Position::new("shogi", None)
            .unwrap()
            .position_string()
    );
    let after: Vec<&str> = with_positions
        .plies()
        .iter()
        .map(|p| p.position().unwrap())
        .collect();
    assert_eq!(positions[1..], after);
    // An invalid game keeps the moves before its error.
    let nifu = hensou::Source::open("fixtures/shogi/invalid/nifu.kif").unwrap();
    let report = &nifu.validate(&hensou::Options::new())[0];
    assert_eq!(
        report.moves_in("usi").unwrap().unwrap().len(),
        report.plies().len()
    );
    // A mistyped notation is worded as the command line's `--to`.
    assert!(matches!(
        report.moves_in("algebra"),
        Err(hensou::Error::Name(hensou::NameError::Notation { .. }))
    ));
}

/// Every way a text is read is found by its name, case ignored.
#[test]
fn every_reading_is_found_by_its_name() {
    let registry = hensou::registry::builtin();
    let ways = hensou::options::readings(registry);
    assert_eq!(ways.len(), 3 + registry.formats().count());
    for way in ways {
        let found = hensou::Reading::named(&way.name().to_uppercase()).unwrap();
        assert_eq!(found.name(), way.name());
    }
    let text = "[Variant \"alquerque\"]\n1. c2-c3 *";
    let read = |way| hensou::formats::read(text, way);
    assert_ne!(
        read(hensou::Reading::record()),
        read(hensou::Reading::forum())
    );
}

/// The command line's usage error for `args`, without `error: ` and the
/// flag that gave the name.
fn cli_says(args: &[&str], flag: &str) -> String {
    let (code, out, err) = common::run(args);
    assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
    let prefix = format!("error: {flag}");
    let said = err.strip_prefix(&prefix).and_then(|e| e.strip_suffix('\n'));
    said.unwrap_or_else(|| panic!("{err}")).to_string()
}

/// Every call that takes a name fails on a mistyped one with the one
/// [`hensou::NameError`], in the words the command line prints after its
/// flag: the options' check, a position of a game, its moves in a
/// notation, a report's moves.
#[test]
fn a_mistyped_name_is_one_error_everywhere() {
    use hensou::{Error, NameError, Options, Position};
    let name = |e: Error| match e {
        Error::Name(name) => name,
        other => panic!("{other:?}"),
    };
    let game = cli_says(&["moves", "--variant", "chatr"], "--variant: ");
    let wrong = name(Options::new().game("chatr").check().unwrap_err());
    assert!(matches!(wrong, NameError::Game { .. }));
    assert_eq!(wrong.to_string(), game);
    assert_eq!(
        name(Position::new("chatr", None).unwrap_err()).to_string(),
        game
    );

    let args = ["moves", "--variant", "shogi", "--notation", "kiff"];
    let notation = cli_says(&args, "--notation: ");
    let wrong = name(
        Options::new()
            .game("shogi")
            .notation("kiff")
            .check()
            .unwrap_err(),
    );
    assert!(matches!(wrong, NameError::Notation { .. }));
    assert_eq!(wrong.to_string(), notation);
    let shogi = Position::new("shogi", None).unwrap();
    assert_eq!(
        name(shogi.legal_moves(Some("kiff")).unwrap_err()).to_string(),
        notation
    );
    let source = hensou::Source::from_text("g.usi", "startpos moves 7g7f");
    let report = &source.validate(&Options::new())[0];
    assert_eq!(
        name(report.moves_in("kiff").unwrap_err()).to_string(),
        notation
    );

    let args = ["moves", "--variant", "alquerque", "--rule", "retrun=none"];
    let rule = cli_says(&args, "");
    let options = Options::new().game("alquerque").rule("retrun=none");
    let wrong = name(options.check().unwrap_err());
    assert!(matches!(wrong, NameError::RuleOption { .. }));
    assert_eq!(wrong.to_string(), rule);
}

/// A name's error reads in Japanese through the catalogue, its English
/// the error's text.
#[test]
fn a_name_error_reads_in_japanese() {
    let err = hensou::Options::new().game("chatr").check().unwrap_err();
    let hensou::Error::Name(name) = err else {
        panic!("{err:?}")
    };
    assert_eq!(name.msg().render(hensou::Lang::En), name.to_string());
    assert_eq!(
        name.msg().render(hensou::Lang::Ja),
        "「chatr」という名前のゲームはありません。もしかして: 「chatra」\
         （ゲーム: alquerque, chatra, macedonian, otomo, shelt, shogi）"
    );
}
