//! Inputs known to hurt parsers, through every reader: a 10 MB line, 100,000
//! nested or repeated comments and variations, a record of a million moves,
//! NUL bytes and mixed encodings. Each must be answered (read, reported),
//! never crash or overflow the stack. No test here is timed.

mod long_game;

use hensou::cli::input;
use hensou::record;
use hensou::variants::shogi::formats as shogi_formats;
use hensou::{Reading, formats};
use hensou::{registry, replay};

/// Every reader on `text`, and every record read replayed as every game;
/// returns how many records the readers made.
fn read_everywhere(text: &str) -> usize {
    let mut records = 0;
    for mode in [Reading::Auto, Reading::Record, Reading::Forum] {
        for game in formats::read(text, mode) {
            records += 1;
            for v in registry::builtin().variants() {
                let options = replay::Options {
                    game: Some(replay::NamedGame::new(*v)),
                    ..Default::default()
                };
                let report = replay::run(text, &game, &options);
                for p in &report.problems {
                    assert!(p.span.end() <= text.len());
                    assert!(text.is_char_boundary(p.span.offset));
                    assert!(text.is_char_boundary(p.span.end()));
                }
            }
        }
    }
    for game in shogi_formats::kif::read(text)
        .into_iter()
        .chain(shogi_formats::csa::read(text))
        .chain(shogi_formats::usi::read(text))
    {
        records += 1;
        let options = replay::Options {
            game: registry::builtin()
                .find("shogi")
                .map(replay::NamedGame::new),
            ..Default::default()
        };
        let _ = replay::run(text, &game, &options);
    }
    records
}

const MB: usize = 1 << 20;

#[test]
fn a_ten_megabyte_line_is_read() {
    let long = |unit: &str| unit.repeat(10 * MB / unit.len());
    let lines = [
        // One word, no space.
        long("a"),
        // Move-shaped tokens on one line, and digits a move number could
        // start with.
        long("b2-c3 "),
        long("1"),
        format!("[Variant \"alquerque\"]\n1. {}", long("x")),
        // An unterminated comment, a tag value and a KIF header line.
        format!("[Variant \"chatra\"]\n{{{}", long("z")),
        format!("[Event \"{}\"]\n1. b2-c3 *\n", long("e")),
        format!(
            "開始日時：{}\n手数----指手---------消費時間--\n",
            long("日")
        ),
        format!("position startpos moves {}", long("7g7f ")),
        format!("PI\n+\n{}", long("+7776FU")),
    ];
    for text in &lines {
        assert!(text.len() >= 9 * MB);
        read_everywhere(text);
    }
    // A long line that holds a real game: the game is still read.
    let text = format!("[Variant \"alquerque\"]\n{{{}}} 1. b2-c3 *\n", long("c"));
    let games = formats::read(&text, Reading::Auto);
    assert_eq!(games.len(), 1);
    let report = replay::run(&text, &games[0], &replay::Options::default());
    assert!(report.valid(), "{:?}", report.problems);
    assert_eq!(report.plies.len(), 1);
}

#[test]
fn a_hundred_thousand_nested_variations_and_comments() {
    const N: usize = 100_000;
    let nested = format!(
        "[Variant \"alquerque\"]\n1. b2-c3 {}c4-b2{} *\n",
        "(".repeat(N),
        ")".repeat(N)
    );
    let unclosed = format!("[Variant \"alquerque\"]\n1. b2-c3 {}", "(".repeat(N));
    let braces = format!(
        "[Variant \"alquerque\"]\n1. b2-c3 {}x{} *\n",
        "{".repeat(N),
        "}".repeat(N)
    );
    let many = format!(
        "[Variant \"alquerque\"]\n1. b2-c3 {} *\n",
        "{c} (1. c2-c3) ; line\n".repeat(N)
    );
    // KIF: a branch per move (変化), and comment lines; CSA comment lines.
    let mut kif = String::from("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n");
    for _ in 0..N {
        kif.push_str("*コメント\n");
    }
    for _ in 0..N {
        kif.push_str("\n変化：1手\n   1 ２六歩(27)\n");
    }
    let csa = format!("V2.2\nPI\n+\n+7776FU\n{}", "'comment\n".repeat(N));
    for text in [&nested, &unclosed, &braces, &many, &kif, &csa] {
        assert!(read_everywhere(text) > 0, "no record read");
    }
    // The nested variation is kept as one element, and the game around it
    // is still checked: b2-c3 is the one ply outside it.
    let games = formats::read(&nested, Reading::Auto);
    let report = replay::run(&nested, &games[0], &replay::Options::default());
    assert!(report.valid(), "{:?}", report.problems);
    assert_eq!(report.plies.len(), 1);
    // Each KIF branch is read as a variation of the main line.
    let games = formats::read(&kif, Reading::Auto);
    assert_eq!(games.len(), 1);
    let variations = games[0]
        .movetext
        .iter()
        .filter(|e| matches!(e, record::Element::Variation { .. }))
        .count();
    assert_eq!(variations, N);
}

#[test]
fn a_record_of_a_million_moves_is_checked_and_converted() {
    const PLIES: usize = 1_000_000;
    let text = long_game::shuffle_game(PLIES);
    let games = formats::read(&text, Reading::Auto);
    assert_eq!(games.len(), 1);
    let numeric = hensou::options::target(hensou::registry::builtin(), None, "numeric");
    let numeric = numeric.expect("alquerque's notation");
    let options = replay::Options {
        convert_to: Some(numeric.clone()),
        ..Default::default()
    };
    let report = replay::run(&text, &games[0], &options);
    assert!(report.valid(), "{:?}", report.problems.first());
    assert_eq!(report.plies.len(), PLIES);
    let session = report.session.as_ref().unwrap();
    assert_eq!(session.position_string(), "W4/5/5/5/4B w - -");
    // The converted record reads back to the same million plies.
    let out = report.converted.as_ref().unwrap();
    let written = numeric.write(out, report.numbering).text;
    let again = formats::read(&written, Reading::Auto);
    let back = replay::run(&written, &again[0], &replay::Options::default());
    assert!(back.valid(), "{:?}", back.problems.first());
    assert_eq!(back.plies.len(), PLIES);
    // A million USI moves, read as a USI file (the first illegal one stops
    // the game, but the whole line is read).
    let usi = format!(
        "position startpos moves {}\n",
        "2h2g 8b8c 2g2h 8c8b ".repeat(PLIES / 4)
    );
    let games = formats::read(&usi, Reading::Auto);
    assert_eq!(games.len(), 1);
    let tokens: usize = games[0]
        .move_runs(&usi)
        .iter()
        .map(|run| run.split_whitespace().count())
        .sum();
    assert_eq!(tokens, PLIES);
    let report = replay::run(&usi, &games[0], &replay::Options::default());
    // Shogi stops the game at the fourth repetition (千日手), long before.
    assert!(report.plies.len() < 20, "{} plies", report.plies.len());
}

#[test]
fn nul_bytes_are_refused_by_the_cli_and_harmless_to_the_readers() {
    let good = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/alquerque/valid/seed-huffs.pgn"),
    )
    .unwrap();
    for at in [0, 1, good.len() / 2, good.len() - 1] {
        let mut bytes = good.clone();
        bytes.insert(at, 0);
        let decoded = input::decode("nul".into(), &bytes);
        let problem = decoded.problem.expect("a NUL byte is reported");
        assert!(problem.is_error());
        // The library takes any text: NUL inside it is just a character.
        let text = String::from_utf8(bytes).unwrap();
        assert!(read_everywhere(&text) > 0);
    }
    read_everywhere(&"\0".repeat(100_000));
    read_everywhere("[Variant \"alquerque\0\"]\n1. b2\0-c3 {\0} (\0) *\0");
}

#[test]
fn mixed_encodings_are_decoded_or_reported() {
    let utf8 = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n";
    let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode("   2 ３四歩(33)\n");
    // UTF-8 then Shift_JIS in one file: not valid UTF-8, and its Shift_JIS
    // reading is mojibake for the UTF-8 half; either way it is an answer.
    let mut mixed = utf8.as_bytes().to_vec();
    mixed.extend_from_slice(&sjis);
    let decoded = input::decode("mixed".into(), &mixed);
    match decoded.problem {
        Some(p) => assert!(p.is_error()),
        None => {
            read_everywhere(&decoded.text);
        }
    }
    // Each half alone reads as the KIF it is.
    let (sjis_whole, _, _) = encoding_rs::SHIFT_JIS.encode(utf8);
    let decoded = input::decode("sjis".into(), &sjis_whole);
    assert!(decoded.problem.is_none());
    assert_eq!(decoded.text, utf8);
    // UTF-16, Latin-1 and lone continuation bytes, and a BOM before a record.
    let utf16: Vec<u8> = utf8.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let latin1: Vec<u8> = b"[Event \"caf\xe9\"]\n1. b2-c3 *\n".to_vec();
    let lone: Vec<u8> = b"1. \x80\x80\xbf b2-c3 \xc3 *".to_vec();
    let bom = [
        &[0xef, 0xbb, 0xbf][..],
        b"[Variant \"alquerque\"]\n1. b2-c3 *\n",
    ]
    .concat();
    for bytes in [utf16, latin1, lone, bom] {
        let decoded = input::decode("bytes".into(), &bytes);
        match decoded.problem {
            Some(p) => assert!(p.is_error()),
            None => {
                read_everywhere(&decoded.text);
            }
        }
        read_everywhere(&String::from_utf8_lossy(&bytes));
    }
}
