//! Chatra through the real binary: the forum posts, the broken records and
//! their diagnostics, rule-set comparison, explanations, engine games.

use hensou::game::MoveList;
use std::path::{Path, PathBuf};

mod common;

fn hensou(args: &[&str]) -> (i32, String, String) {
    common::run(args)
}

fn fixture(path: &str) -> String {
    format!("{}/fixtures/chatra/{path}", env!("CARGO_MANIFEST_DIR"))
}

fn files(dir: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(fixture(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    out.sort();
    out
}

/// The 12 cells of every `N|............|` board row in `text`.
fn board_rows(text: &str) -> Vec<(u32, String)> {
    let mut rows = Vec::new();
    for line in text.lines() {
        let Some(bar) = line.find('|') else { continue };
        let head = &line[..bar];
        let label = &head[head.trim_end_matches(|c: char| c.is_ascii_digit()).len()..];
        let Ok(row) = label.parse::<u32>() else {
            continue;
        };
        let cells: String = line[bar + 1..].chars().take(12).collect();
        if (1..=12).contains(&row) && line[bar + 1..].chars().nth(12) == Some('|') {
            rows.push((row, cells));
        }
    }
    rows
}

/// Replays a post and compares the final board with the post's last diagram.
fn replays_to_the_posts_diagram(
    file: &str,
    args: &[&str],
    last_mover_glyph: char,
    holdings: [&str; 2],
) {
    let path = fixture(file);
    let post = std::fs::read_to_string(&path).unwrap();
    let rows = board_rows(&post);
    let want = &rows[rows.len() - 12..];
    let mut all = vec!["replay", path.as_str(), "--diagram", "forum"];
    all.extend_from_slice(args);
    let (code, out, err) = hensou(&all);
    assert_eq!(code, 0, "{err}");
    // The post marks the last-moved piece with ◇ or with its own glyph.
    let plain = |rows: &[(u32, String)]| -> Vec<(u32, String)> {
        rows.iter()
            .map(|(r, c)| (*r, c.replace('◇', &last_mover_glyph.to_string())))
            .collect()
    };
    assert_eq!(plain(&board_rows(&out)), plain(want));
    for h in holdings {
        assert!(post.contains(h) && out.contains(h), "holdings {h}");
    }
}

#[test]
fn post_01058_sample_game_replays_to_its_diagram() {
    let holdings = ["持駒:●=16", "持駒:○=17"];
    replays_to_the_posts_diagram(
        "valid/01058-sample-game.txt",
        &["--variant", "chatra"],
        '○',
        holdings,
    );
    replays_to_the_posts_diagram("valid/01058-sample-game-tagged.txt", &[], '○', holdings);
    // The diagram marks the last move with ◇ as the post does.
    let (_, out, _) = hensou(&[
        "replay",
        &fixture("valid/01058-sample-game-tagged.txt"),
        "--diagram",
        "forum",
    ]);
    assert!(out.contains(" 6| ・ ・ *◇* ・ ・|"), "{out}");
    assert!(
        out.contains("手数=08 ○G6 まで"),
        "the post's caption: {out}"
    );
}

#[test]
fn post_02365_oki_game_replays_to_its_diagram() {
    let holdings = ["持駒:●=16", "持駒:○=17"];
    replays_to_the_posts_diagram(
        "valid/02365-oki.txt",
        &["--variant", "chatra", "--rules", "oki"],
        '○',
        holdings,
    );
    replays_to_the_posts_diagram("valid/02365-oki-tagged.txt", &[], '○', holdings);
}

#[test]
fn every_valid_record_validates() {
    for path in files("valid") {
        let p = path.to_str().unwrap();
        let mut args = vec!["validate", p];
        let text = std::fs::read_to_string(&path).unwrap();
        if !text.contains("[Variant") {
            args.extend(["--variant", "chatra"]);
        }
        if p.ends_with("02365-oki.txt") {
            args.extend(["--rules", "oki"]);
        }
        let (code, out, err) = hensou(&args);
        assert_eq!(code, 0, "{p}: {out}{err}");
        assert!(out.contains("valid: chatra"), "{p}: {out}");
    }
}

/// Post 01104 (the first public game) numbers its plies `1.第1手(i6)`.
#[test]
fn post_01104_ordinal_plies_are_read() {
    let (code, out, _) = hensou(&[
        "replay",
        &fixture("valid/01104-opening.txt"),
        "--variant",
        "chatra",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["ply"], 2);
    // ●i6, ☆b11; Black holds ★ and 17 subjects, White 18 (手数=2 ☆Ob11 まで).
    assert!(
        json["position"]
            .as_str()
            .unwrap()
            .starts_with("12/12/12/12/12/8S3/12/12/12/12/1o10/12 b 17O-18 2 -")
    );
}

#[test]
fn the_t15_line_reads_the_posts_spellings_with_warnings() {
    let (code, out, err) = hensou(&["validate", "--verbose", &fixture("valid/03309-t15.pgn")]);
    assert_eq!(code, 0);
    assert!(out.contains("6 plies, 5 warnings"), "{out}");
    assert_eq!(err.matches("read leniently: zero-padded row").count(), 4);
    assert_eq!(err.matches("read leniently: separator read as").count(), 1);
}

#[test]
fn broken_records_name_the_rule_they_break() {
    let expected = [
        ("adjacent-drop", "chatra::adjacent-drop"),
        ("backward", "chatra::backward"),
        ("drop-check", "chatra::drop-check"),
        ("drop-zone", "chatra::drop-zone"),
        ("middle-of-line", "chatra::middle-of-line"),
        ("object-in-zone-e", "chatra::object-in-zone-e"),
        ("offside", "chatra::offside"),
        ("repetition", "chatra::repetition"),
        ("self-check", "chatra::self-check"),
        ("straddle", "chatra::straddle"),
    ];
    assert_eq!(files("invalid").len(), expected.len());
    for (name, rule) in expected {
        let path = fixture(&format!("invalid/{name}.pgn"));
        let (code, _, err) = hensou(&["validate", &path]);
        assert_eq!(code, 1, "{name}");
        assert!(err.starts_with(rule), "{name}: {err}");
        let err = err.replace(env!("CARGO_MANIFEST_DIR"), "");
        insta::assert_snapshot!(format!("invalid-{name}"), err);
    }
}

#[test]
fn comparing_relay_with_1994_12_ply_by_ply() {
    let path = fixture("compare/relay-vs-1994-12.pgn");
    let (code, out, _) = hensou(&["validate", "--compare-rules", "1994-12", &path]);
    assert_eq!(code, 0);
    insta::assert_snapshot!(
        "compare-relay-1994-12",
        out.replace(env!("CARGO_MANIFEST_DIR"), "")
    );
    // Under 1994-12 alone the record stops at ply 3.
    let (code, _, err) = hensou(&[
        "validate",
        "--rule",
        "lift=off",
        "--rule",
        "direction=angle",
        &path,
    ]);
    assert_eq!(code, 1);
    assert!(err.starts_with("chatra::drop-zone"), "{err}");
}

#[test]
fn comparing_1994_11_with_revision_1() {
    let path = fixture("compare/1994-11-vs-1994-12.pgn");
    let (code, out, _) = hensou(&["validate", "--compare-rules", "1994-12", &path]);
    assert_eq!(code, 0);
    insta::assert_snapshot!(
        "compare-1994-11-1994-12",
        out.replace(env!("CARGO_MANIFEST_DIR"), "")
    );
}

#[test]
fn replay_json_gives_the_position_string() {
    let (code, out, _) = hensou(&[
        "replay",
        &fixture("valid/02365-oki-tagged.txt"),
        "--format",
        "json",
    ]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let position = json["position"].as_str().unwrap();
    assert!(
        position.starts_with("6s5/6o5/12/12/12/6s5/12/12/5S6/12/5O6/12 b 16-17 6 - last=g6"),
        "{position}"
    );
    let (code, out, _) = hensou(&[
        "moves",
        "--variant",
        "chatra",
        "--rules",
        "oki",
        "--position",
        position,
    ]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "f9-f8"), "{out}");
}

#[test]
fn explain_a_drop_check_square() {
    let pos = "12/6o5/12/12/12/4S7/12/12/12/12/5O6/12 b 17-18 10 -";
    let (code, out, _) = hensou(&[
        "moves",
        "--variant",
        "chatra",
        "--position",
        pos,
        "--explain",
        "c10",
    ]);
    assert_eq!(code, 0);
    insta::assert_snapshot!("explain-c10", out);
}

#[test]
fn explain_moves_onto_a_square() {
    // Post 04492's three-in-line diagram: e4 seen from Black.
    let pos = "12/6o5/12/4s1s3s1/12/4S7/9s2/4S7/6S5/12/5O1S4/4S7 b 13-14 20 -";
    let (code, out, _) = hensou(&[
        "moves",
        "--variant",
        "chatra",
        "--position",
        pos,
        "--explain",
        "e4",
    ]);
    assert_eq!(code, 0);
    insta::assert_snapshot!("explain-e4", out);
}

/// A game played by [`aggressive_choice`] from `seed`, up to 240 plies: the
/// final position and the plies in canonical notation.
fn play_out(
    config: &<hensou::variants::chatra::Chatra as hensou::game::Rules>::Config,
    seed: u64,
) -> (hensou::variants::chatra::Position, Vec<String>) {
    use hensou::game::Rules;
    use hensou::variants::chatra::{Chatra, notation};
    let mut pos = Chatra::start(config);
    let mut state = seed;
    let mut words = Vec::new();
    let mut moves = MoveList::new();
    for ply in 1..=240 {
        moves.clear();
        Chatra::legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = aggressive_choice(&pos, &moves, state);
        words.push(format!("{ply}.{}", notation::print(&pos, mv)));
        Chatra::play(&mut pos, &mv);
    }
    (pos, words)
}

/// A mating move if there is one; else, one time in two, a capture or a
/// check; else any move. Deterministic in `state`.
fn aggressive_choice(
    pos: &hensou::variants::chatra::Position,
    moves: &[hensou::variants::chatra::Move],
    state: u64,
) -> hensou::variants::chatra::Move {
    use hensou::game::Rules;
    use hensou::variants::chatra::{Chatra, Move, notation};
    let sharp: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| {
            matches!(m, Move::Shift { to, .. } if pos.at(to).is_some())
                || notation::gives_check(pos, m)
        })
        .collect();
    for &m in &sharp {
        let mut next = pos.clone();
        Chatra::play(&mut next, &m);
        if Chatra::outcome(&next).is_some() {
            return m;
        }
    }
    let pick = (state >> 33) as usize;
    if !sharp.is_empty() && pick % 2 == 0 {
        sharp[pick / 2 % sharp.len()]
    } else {
        moves[pick % moves.len()]
    }
}

/// Not a test: writes the engine-played games of fixtures/chatra/valid/.
/// Run with `cargo test --test chatra -- --ignored write_engine_games`.
#[test]
#[ignore]
fn write_engine_games() {
    use hensou::game::{Configure, RuleSpec, Rules};
    use hensou::variants::chatra::Chatra;
    let specs = [
        "1994-12",
        "1994-12",
        "1994-11",
        "oki",
        "oki",
        "relay-1995",
        "1994-12;pivot=nearer",
        "1994-12;direction=distance",
    ];
    for (i, rules) in specs.iter().enumerate() {
        let config = Chatra::configure(&RuleSpec::parse(rules)).unwrap();
        // The first seed from this game's own whose game lasts 60 plies.
        let (pos, words) = (0..)
            .map(|attempt: u64| {
                play_out(
                    &config,
                    0x9E37_79B9_u64 + i as u64 * 7919 + attempt * 104_729,
                )
            })
            .find(|(_, words)| words.len() >= 60)
            .expect("some game lasts");
        let result = Chatra::outcome(&pos).map_or("*", |o| o.token());
        let lines: Vec<String> = words.chunks(8).map(|c| c.join(" ")).collect();
        let text = format!(
            "[Event \"Engine game {n}\"]\n[Variant \"chatra\"]\n[Rules \"{}\"]\n\n{}\n{result}\n",
            Chatra::describe(&config),
            lines.join("\n"),
            n = i + 1
        );
        std::fs::write(
            Path::new(&fixture("valid")).join(format!("engine-{:02}.pgn", i + 1)),
            text,
        )
        .unwrap();
    }
}

#[test]
fn engine_games_end_where_they_ended() {
    let games: Vec<PathBuf> = files("valid")
        .into_iter()
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("engine-")
        })
        .collect();
    assert!(games.len() >= 8);
    let mut finals = String::new();
    for path in games {
        let (code, out, err) = hensou(&["replay", path.to_str().unwrap(), "--format", "json"]);
        assert_eq!(code, 0, "{err}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert!(json["ply"].as_u64().unwrap() >= 60);
        let position = json["position"].as_str().unwrap();
        finals += &format!(
            "{} {} {}\n",
            path.file_name().unwrap().to_str().unwrap(),
            json["rules"].as_str().unwrap(),
            position
        );
    }
    insta::assert_snapshot!("engine-game-finals", finals);
}

#[test]
fn perft_through_the_command() {
    let (code, out, _) = hensou(&[
        "perft",
        "--variant",
        "chatra",
        "--rules",
        "oki",
        "--depth",
        "2",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "nodes: 2585");
    let (code, out, _) = hensou(&[
        "perft",
        "--variant",
        "chatra",
        "--rules",
        "oki",
        "--depth",
        "2",
        "--divide",
    ]);
    assert_eq!(code, 0);
    // Every first drop of Black leaves White 47 drops and 8 object steps.
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(": 55") || l.contains(" 55"))
        .collect();
    assert_eq!(lines.len(), 47, "{out}");
}

#[test]
fn the_default_board_lines_up_in_a_terminal() {
    let (code, out, _) = hensou(&["replay", &fixture("valid/01058-sample-game-tagged.txt")]);
    assert_eq!(code, 0);
    // ASCII only, every row as wide as the file letters.
    let board: Vec<&str> = out.lines().skip(1).take(13).collect();
    assert_eq!(board[0], "   a b c d e f g h i j k l");
    assert_eq!(board[6], " 6 . . . . . .[s]. . . . .");
    for row in &board {
        assert!(row.is_ascii(), "{row}");
        assert!(row.len() <= board[0].len() + 1, "{row}");
    }
    assert!(!out.contains("history="), "no hash history in text: {out}");
}
