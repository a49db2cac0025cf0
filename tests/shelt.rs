//! Shelt records through the real binary: every valid fixture validates
//! with the score its `[Score]` tag states, every broken fixture fails with
//! the rule its `[Expect]` tag names, and the diagnostic text is snapshotted.

use hensou::game::MoveList;
use std::fs;
use std::path::{Path, PathBuf};

mod common;
use hensou::game::{Configure, Notation, RuleSpec, Rules};
use hensou::record::write::{Numbering, OutGame, OutItem, write_pgn};
use hensou::replay;
use hensou::variants::shelt::movegen::Move;
use hensou::variants::shelt::notation::{
    ALGEBRAIC, ALGEBRAIC_SHORT, NATIVE, NATIVE_SHORT, ShelNotation, result_text,
};
use hensou::variants::shelt::{Position, Shelt};
use hensou::{Reading, formats};

fn fixtures(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/shelt")
        .join(kind);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
}

fn validate(path: &Path) -> (i32, String, String) {
    common::run(&["validate", path.to_str().expect("a UTF-8 path")])
}

fn tag(text: &str, name: &str) -> Option<String> {
    formats::read(text, Reading::Auto)
        .first()?
        .tag(name)
        .map(str::to_string)
}

#[test]
fn valid_fixtures_validate_with_their_stated_score() {
    let files = fixtures("valid");
    assert!(files.len() >= 8, "only {} valid fixtures", files.len());
    for path in files {
        let (code, stdout, stderr) = validate(&path);
        assert_eq!(code, 0, "{}:\n{stdout}{stderr}", path.display());
        assert!(stdout.contains(": valid: shelt"), "{stdout}");
        let text = fs::read_to_string(&path).unwrap();
        let game = &formats::read(&text, Reading::Auto)[0];
        let report = replay::run(&text, game, &replay::Options::default());
        let outcome = report.session.as_ref().and_then(|s| s.outcome());
        let stated = tag(&text, "Score");
        assert_eq!(
            outcome.as_ref().map(result_text),
            stated,
            "{}",
            path.display()
        );
    }
}

#[test]
fn broken_fixtures_name_the_rule_they_break() {
    let files = fixtures("invalid");
    assert!(files.len() >= 20, "only {} broken fixtures", files.len());
    for path in files {
        let text = fs::read_to_string(&path).unwrap();
        let expect = tag(&text, "Expect")
            .unwrap_or_else(|| panic!("{} has no [Expect] tag", path.display()));
        let (code, stdout, stderr) = validate(&path);
        assert_eq!(code, 1, "{}:\n{stdout}{stderr}", path.display());
        assert!(stdout.contains("INVALID"), "{stdout}");
        assert!(
            stderr.contains(&expect),
            "{} should break {expect}:\n{stderr}",
            path.display()
        );
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let shown = stderr.replace(&path.display().to_string(), &format!("{name}.pgn"));
        insta::assert_snapshot!(format!("invalid_{name}"), shown);
    }
}

#[test]
fn converted_records_validate_the_same() {
    let tmp = std::env::temp_dir().join(format!("hensou-shelt-convert-{}", std::process::id()));
    fs::create_dir_all(&tmp).unwrap();
    for path in fixtures("valid") {
        let (_, original, _) = validate(&path);
        let verdict = |out: &str| out.split_once(": ").map(|(_, v)| v.to_string()).unwrap();
        for to in ["native", "algebraic", "native-short", "algebraic-short"] {
            let out = common::hensou()
                .arg("convert")
                .arg(&path)
                .args(["--to", to])
                .output()
                .unwrap();
            assert!(out.status.success(), "{} to {to}", path.display());
            let converted = tmp.join(format!("{to}.pgn"));
            fs::write(&converted, &out.stdout).unwrap();
            let (code, stdout, stderr) = validate(&converted);
            assert_eq!(code, 0, "{} to {to}:\n{stderr}", path.display());
            // The 2014 abbreviations warn in the original only.
            let plain = |v: String| v.trim().split(", 13 warnings").next().unwrap().to_string();
            assert_eq!(
                plain(verdict(&stdout)),
                plain(verdict(&original)),
                "{} to {to}",
                path.display()
            );
        }
    }
}

#[test]
fn the_seeds_scoring_example_reports_three_points_in_json() {
    let out = common::hensou()
        .args([
            "validate",
            "--format",
            "json",
            "fixtures/shelt/valid/seed-scoring.pgn",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let outcome = &json[0]["outcome"];
    assert_eq!(outcome["winner"], "first");
    assert_eq!(outcome["reason"], "magic-captured");
    assert_eq!(outcome["score"], serde_json::json!([3, 0]));
}

#[test]
fn the_rules_tag_chooses_the_layout() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/shelt/valid");
    let path = dir.join("engine-08-soon-from-file-1.pgn");
    let text = fs::read_to_string(&path).unwrap();
    assert_eq!(
        tag(&text, "Rules").as_deref(),
        Some("default;layout=soon-from-file-1")
    );
    let (code, stdout, _) = validate(&path);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("shelt (default;layout=soon-from-file-1)"),
        "{stdout}"
    );
    // The same moves under the default layout break a rule early.
    let fixed = text.replace(
        "[Rules \"default;layout=soon-from-file-1\"]",
        "[Rules \"default\"]",
    );
    let tmp = std::env::temp_dir().join("hensou-shelt-layout.pgn");
    fs::write(&tmp, fixed).unwrap();
    let (code, _, stderr) = validate(&tmp);
    assert_eq!(code, 1, "{stderr}");
}

#[test]
fn diagram_and_moves_on_the_command_line() {
    let out = common::hensou()
        .args(["moves", "--variant", "shelt"])
        .output()
        .unwrap();
    let moves = String::from_utf8_lossy(&out.stdout);
    assert_eq!(moves.lines().count(), 30);
    assert!(moves.lines().any(|l| l == "mik:I3-B2=fav:I4-B3"));
    let out = common::hensou()
        .args(["replay", "fixtures/shelt/valid/seed-temas-suicide.pgn"])
        .output()
        .unwrap();
    insta::assert_snapshot!(
        "replay_seed_temas_suicide",
        String::from_utf8_lossy(&out.stdout)
    );
}

// ------------------------------------------------------------- generator

/// A small deterministic generator (xorshift64*), so that the fixtures can
/// be regenerated byte for byte.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays a game: a capture when one exists two times in three, otherwise
/// any action. `None` if it has not ended after 400 plies.
fn play_out(rules: &str, seed: u64, notation: &ShelNotation) -> Option<(Vec<String>, Position)> {
    let config = Shelt::configure(&RuleSpec::parse(rules)).unwrap();
    let mut pos = Shelt::start(&config);
    let mut rng = Rng(seed);
    let mut plies = Vec::new();
    while Shelt::outcome(&pos).is_none() {
        if plies.len() >= 400 {
            return None;
        }
        let mut moves = MoveList::new();
        Shelt::legal_moves(&pos, &mut moves);
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| matches!(m, Move::Step { to, .. } if pos.state().at(*to).is_some()))
            .collect();
        let mv = if !captures.is_empty() && rng.below(3) < 2 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        plies.push(notation.print(&pos, &mv));
        Shelt::play(&mut pos, &mv);
    }
    Some((plies, pos))
}

#[test]
#[ignore = "writes fixtures/shelt/valid/engine-*.pgn"]
fn generate_engine_games() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/shelt/valid");
    fs::create_dir_all(&dir).unwrap();
    let plan: [(&str, &str, &ShelNotation); 10] = [
        ("native", "default", &NATIVE),
        ("native", "default", &NATIVE),
        ("native", "default", &NATIVE),
        ("algebraic", "default", &ALGEBRAIC),
        ("algebraic", "default", &ALGEBRAIC),
        ("native-short", "default", &NATIVE_SHORT),
        ("algebraic-short", "default", &ALGEBRAIC_SHORT),
        (
            "soon-from-file-1",
            "default;layout=soon-from-file-1",
            &NATIVE,
        ),
        ("bare-temas", "default;bare-temas=capturable", &NATIVE),
        ("no-repetition", "default;repetition=off", &NATIVE_SHORT),
    ];
    for (k, (label, rules, notation)) in plan.iter().enumerate() {
        let (plies, pos) = (1..)
            .map(|attempt| play_out(rules, 0x5e17 + 1000 * k as u64 + attempt, notation))
            .find_map(|g| g)
            .unwrap();
        let outcome = Shelt::outcome(&pos).unwrap();
        let game = OutGame {
            tags: vec![
                ("Variant".into(), "shelt".into()),
                ("Rules".into(), rules.to_string()),
                ("Notation".into(), Notation::name(*notation).into()),
                ("Arshe".into(), "hensou engine".into()),
                ("Soon".into(), "hensou engine".into()),
                ("Score".into(), result_text(&outcome)),
                ("Result".into(), outcome.token().into()),
            ],
            items: plies
                .into_iter()
                .enumerate()
                .map(|(index, text)| OutItem::Ply { index, text })
                .collect(),
            result: Some(outcome.token().into()),
            first_ply: 1,
            reason: None,
            reason_in_moves: false,
        };
        let name = format!("engine-{:02}-{label}.pgn", k + 1);
        fs::write(dir.join(name), write_pgn(&game, Numbering::PerPly)).unwrap();
    }
}

#[test]
fn a_repetition_counts_under_the_compared_rules() {
    // Judged without the repetition rule the game goes on after ply 12, the
    // 4th time the start is seen; the compared rules count the plies before.
    let path = "fixtures/shelt/invalid/game-over-by-repetition.pgn";
    let (code, out, err) = common::run(&[
        "validate",
        path,
        "--rule",
        "repetition=off",
        "--compare-rules",
        "repetition=cycle-start",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "ply 13 `pal:I1^r` (4:139): legal under the record's rules, illegal under \
             `repetition=cycle-start` [shelt::game-over] the game is over (0-1 repetition)"
        ),
        "{out}"
    );
    assert_eq!(out.matches("illegal under").count(), 1, "{out}");
}
