//! Reading records without legality: the bytes a second that every shogi
//! format, and the PGN-style record of every other game, is read and split
//! into games (see docs/PERFORMANCE.md).

#[path = "../examples/random_games/record.rs"]
mod random_record;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hensou::game::MoveList;
use hensou::game::{Configure, RuleSpec, Rules};
use hensou::input::reading::ReadBy;
use hensou::record::Element;
use hensou::replay::{self, Options};
use hensou::variants::shogi::Shogi;
use hensou::variants::shogi::notation::usi::move_to_usi;
use hensou::{Reading, formats};

/// Every text read by its content, by the formats of `registry`.
fn auto(registry: &std::sync::Arc<hensou::registry::Registry>) -> ReadBy {
    ReadBy {
        reading: Reading::Auto,
        registry: registry.clone(),
    }
}

/// Random legal games, one `position startpos moves …` line each, the same
/// on every run (a fixed xorshift seed).
fn usi_games(games: usize, max_plies: usize) -> String {
    let config = Shogi::configure(&RuleSpec::default()).unwrap();
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut moves = MoveList::new();
    let mut text = String::new();
    for _ in 0..games {
        let mut pos = Shogi::start(&config);
        text.push_str("position startpos moves");
        for _ in 0..max_plies {
            moves.clear();
            Shogi::legal_moves(&pos, &mut moves);
            if moves.is_empty() || Shogi::outcome(&pos).is_some() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mv = moves[(state % moves.len() as u64) as usize];
            text.push(' ');
            text.push_str(&move_to_usi(mv));
            Shogi::play(&mut pos, &mv);
        }
        text.push('\n');
    }
    text
}

/// The games of `usi` written as format `to`, as `hensou convert` writes
/// them.
fn convert(usi: &str, to: &str) -> String {
    let target = hensou::options::target(hensou::registry::builtin(), None, to);
    let target = target.expect("a notation or format");
    let options = Options {
        convert_to: Some(target.clone()),
        ..Options::default()
    };
    let written: Vec<String> = formats::games(usi, auto(&options.registry))
        .map(|game| {
            let report = replay::run(usi, &game, &options);
            let out = report.converted.expect("a conversion");
            target.write(&out, report.numbering).text
        })
        .collect();
    written.join(target.between_games())
}

/// Games read and the move runs in them, so that nothing read is unused.
fn read_all(text: &str) -> (usize, usize) {
    formats::games(text, auto(hensou::registry::builtin())).fold((0, 0), |(games, runs), game| {
        let moves = game
            .movetext
            .iter()
            .filter(|e| matches!(e, Element::Moves { .. }))
            .count();
        (games + 1, runs + moves)
    })
}

fn reading(c: &mut Criterion) {
    let usi = usi_games(200, 300);
    let mut group = c.benchmark_group("shogi records read without legality");
    // JKF reads at a few MB/s: a few samples are enough.
    group.sample_size(20);
    for format in ["usi", "csa", "kif", "ki2", "jkf"] {
        let text = if format == "usi" {
            usi.clone()
        } else {
            convert(&usi, format)
        };
        assert_eq!(read_all(&text).0, 200, "{format}");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(format, |b| b.iter(|| read_all(&text)));
    }
    group.finish();
}

/// Random legal games of `game`, as `random_games` writes them.
fn pgn_games(game: &str, rules: &str, games: usize) -> String {
    let rules = RuleSpec::parse(rules);
    let batch = random_record::Batch {
        variant: hensou::registry::builtin().find(game).unwrap(),
        games,
        rules: &rules,
        plies: 300,
        seed: 1,
    };
    let mut out = Vec::new();
    random_record::write(&batch, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn reading_pgn(c: &mut Criterion) {
    let mut group = c.benchmark_group("PGN-style records read without legality");
    for (game, rules, games) in [
        ("otomo", "", 200),
        ("chatra", "", 40),
        ("alquerque", "", 1000),
        ("macedonian", "", 200),
        ("shelt", "", 300),
    ] {
        let text = pgn_games(game, rules, games);
        assert_eq!(read_all(&text).0, games, "{game}");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(game, |b| b.iter(|| read_all(&text)));
    }
    group.finish();
}

/// Texts of about `bytes` on one line, one a reader: moves, or a comment,
/// with no line break among them.
fn long_lines(bytes: usize) -> Vec<(&'static str, Reading, String)> {
    let fill = |unit: &str| unit.repeat(bytes / unit.len() + 1);
    let format = |name| Reading::Format(hensou::registry::builtin().format(name).unwrap());
    let alquerque = ["1. a5-a4 e1-e2 ", "2. a4-a5 e2-e1 "].concat();
    let jkf_move = r#"{"move":{"from":{"x":2,"y":8},"to":{"x":5,"y":8},"color":0,"piece":"HI"}},"#;
    vec![
        (
            "PGN-style",
            Reading::Record,
            format!(
                "[Variant \"alquerque\"] [Position \"W4/5/5/5/4B w - -\"] {}*",
                fill(&alquerque)
            ),
        ),
        (
            "KIF comment",
            format("kif"),
            format!("手合割：平手\n*{}\n   1 ７六歩(77)\n", fill("コメント")),
        ),
        (
            "KI2",
            format("ki2"),
            format!(
                "手合割：平手\n{}\n",
                fill("▲５八飛 △５二飛 ▲２八飛 △８二飛 ")
            ),
        ),
        (
            "CSA",
            format("csa"),
            format!(
                "V2.2\nPI\n+\n{}\n",
                fill("+2858HI,-8252HI,+5828HI,-5282HI,")
            ),
        ),
        (
            "USI",
            format("usi"),
            format!("position startpos moves {}\n", fill("2h5h 8b5b 5h2h 5b8b ")),
        ),
        (
            "JKF",
            format("jkf"),
            format!(r#"{{"header":{{}},"moves":[{{}},{}{{}}]}}"#, fill(jkf_move)),
        ),
    ]
}

/// Every reader but the forum's on a line of 1 MB, the forum reader on
/// lines of 10 and 40 kB (it is not linear yet), and the diagnostics of
/// 20,000 problems on one line of CSA statements rendered as `validate`
/// prints them (see docs/PERFORMANCE.md, "Long lines").
fn reading_long_lines(c: &mut Criterion) {
    let mut group = c.benchmark_group("one long line read");
    group.sample_size(10);
    for (name, input, text) in long_lines(1 << 20) {
        assert_eq!(formats::read(&text, input).len(), 1, "{name}");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(name, |b| b.iter(|| formats::read(&text, input)));
    }
    for bytes in [10_000, 40_000] {
        let text = format!("Chatra game: {}", "1. b2-c3 then maybe ".repeat(bytes / 20));
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(format!("forum post of {} kB", bytes / 1000), |b| {
            b.iter(|| formats::read(&text, Reading::Forum))
        });
    }
    let text = format!("V2.2\nPI\n+\n+7776FU,{}\n", "ZZ,".repeat(20_000));
    let source = hensou::cli::input::decode("long.csa".into(), text.as_bytes());
    let game = &formats::read(&source.text, Reading::Auto)[0];
    let report = replay::run(&source.text, game, &Options::default());
    assert_eq!(report.problems.len(), 20_000);
    group.throughput(Throughput::Elements(report.problems.len() as u64));
    group.bench_function("20,000 diagnostics on one line", |b| {
        b.iter(|| {
            let shown = report.problems.iter();
            shown
                .map(|p| hensou::cli::render::text_problem(&source, p).len())
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, reading, reading_pgn, reading_long_lines);
criterion_main!(benches);
