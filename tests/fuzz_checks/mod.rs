//! What each fuzz target checks (fuzz/fuzz_targets/*.rs call these), kept in
//! the main crate's tests so that tests/fuzz_regressions.rs checks every
//! saved input exactly as the fuzzer did. A check returns normally or
//! panics; a panic is a defect, whatever the input.
//!
//! The first byte of an input is a selector (which game, mode or notation);
//! the rest is the text. One choice per run keeps each run short, and the
//! fuzzer learns the selectors like any other byte.

mod command;

pub use command::command;

use hensou::cli::input;
use hensou::game::RuleSpec;
use hensou::record::GameRecord;
use hensou::session::{PlyFailure, Session, Variant};
use hensou::variants::shogi::formats as shogi_formats;
use hensou::{Reading, formats};
use hensou::{registry, replay};

/// A fuzz target: its name (the folder of its saved inputs under
/// tests/data/fuzz/), its check, and how many values of the selector byte
/// choose different things.
pub struct Target {
    pub name: &'static str,
    pub check: fn(&[u8]),
    pub selectors: u8,
}

pub const TARGETS: &[Target] = &[
    Target {
        name: "validate",
        check: validate,
        selectors: 21,
    },
    Target {
        name: "position",
        check: position,
        selectors: 1,
    },
    Target {
        name: "notation",
        check: notation,
        selectors: 20,
    },
    Target {
        name: "convert",
        check: convert,
        selectors: 35,
    },
    Target {
        name: "shogi_readers",
        check: shogi_readers,
        selectors: 4,
    },
    Target {
        name: "long_lines",
        check: long_lines,
        selectors: 24,
    },
    Target {
        name: "command",
        check: command,
        selectors: command::SELECTORS,
    },
];

/// The selector byte and the rest.
fn split(bytes: &[u8]) -> (usize, &[u8]) {
    match bytes.split_first() {
        Some((&sel, rest)) => (usize::from(sel), rest),
        None => (0, bytes),
    }
}

/// The text the CLI would read from `bytes` (UTF-8, else Shift_JIS); bytes
/// the CLI refuses as binary still reach the readers, as lossy UTF-8, since
/// the library takes any `&str`.
fn text_of(bytes: &[u8]) -> String {
    let decoded = input::decode("fuzz".into(), bytes);
    match decoded.problem {
        Some(p) if p.is_error() => String::from_utf8_lossy(bytes).into_owned(),
        _ => decoded.text,
    }
}

/// Every span a report points at lies inside the text, on character
/// boundaries.
fn check_report(text: &str, report: &replay::Report) {
    let problems = report.problems.iter().chain(&report.losses);
    let spans = problems.map(|p| (p.span, p.code.to_string()));
    let spans = spans.chain(
        report
            .differences
            .iter()
            .map(|d| (d.span, d.rule.to_string())),
    );
    let plies = report
        .plies
        .iter()
        .map(|p| (p.span(), format!("ply {}", p.number())));
    for (span, what) in spans.chain(plies) {
        assert!(
            span.end() <= text.len(),
            "{what}: span {span:?} past the text"
        );
        assert!(
            text.is_char_boundary(span.offset) && text.is_char_boundary(span.end()),
            "{what}: span {span:?} splits a character"
        );
    }
}

/// The game names a record may be read as (`--variant`): none (its tags or
/// detection decide), or a registered game.
fn variant_choice(k: usize) -> Option<replay::NamedGame> {
    let all = registry::builtin().variants();
    match k % variant_choices() {
        0 => None,
        k => Some(replay::NamedGame::new(all[k - 1])),
    }
}

/// How many answers [`variant_choice`] has.
fn variant_choices() -> usize {
    registry::builtin().variants().len() + 1
}

/// A record file through `validate`: the selector picks the input mode and
/// the game (`--variant`, or none).
pub fn validate(bytes: &[u8]) {
    let (sel, bytes) = split(bytes);
    let text = text_of(bytes);
    let mode = [Reading::Auto, Reading::Record, Reading::Forum][sel % 3];
    let options = replay::Options {
        game: variant_choice(sel / 3),
        ..Default::default()
    };
    for game in formats::read(&text, mode) {
        check_report(&text, &replay::run(&text, &game, &options));
    }
}

/// A position string in every game under every rule set: an answer, never a
/// panic, and a position that reads writes a string that reads back to it.
pub fn position(bytes: &[u8]) {
    let (_, bytes) = split(bytes);
    let text = text_of(bytes);
    for v in registry::builtin().variants() {
        for set in v.rule_sets() {
            let rules = RuleSpec::parse(set.name);
            let Ok(session) = v.new_game(&rules, Some(&text)) else {
                continue;
            };
            let written = session.position_string();
            let again = v
                .new_game(&rules, Some(&written))
                .unwrap_or_else(|e| panic!("{}: `{written}` does not read back: {e:?}", v.name()));
            assert_eq!(again.position_string(), written, "{}", v.name());
            let _ = session.diagram();
            let _ = session.outcome();
            let _ = session.legal_moves(0);
        }
    }
}

/// Plays `moves` ply after ply (at most `limit`), as the record driver does,
/// checking what each ply reports and that the position string of every
/// position reached reads back.
fn play_run(
    v: &dyn Variant,
    s: &mut Box<dyn Session>,
    mut moves: &str,
    only: Option<usize>,
    limit: usize,
) {
    for _ in 0..limit {
        moves = moves.trim_start();
        if moves.is_empty() {
            return;
        }
        match s.play_text(moves, only, Some(0)) {
            Ok(played) => {
                assert!(
                    played.len > 0 && played.len <= moves.len(),
                    "{}: a ply took {} of {} bytes",
                    v.name(),
                    played.len,
                    moves.len()
                );
                assert!(moves.is_char_boundary(played.len));
                let written = s.position_string();
                let rules = RuleSpec::parse(&s.rules());
                v.new_game(&rules, Some(&written)).unwrap_or_else(|e| {
                    panic!("{}: `{written}` does not read back: {e:?}", v.name())
                });
                moves = &moves[played.len..];
            }
            Err(PlyFailure::Illegal { len, .. }) => {
                assert!(len <= moves.len() && moves.is_char_boundary(len));
                return;
            }
            Err(PlyFailure::Syntax(_)) => return,
        }
    }
}

/// Move text in every notation: the selector picks the game and its rule
/// set; the first line, if it reads as a position string of the game, is
/// where play starts (else the start position); the rest is read ply after
/// ply by each notation alone and by all of them.
pub fn notation(bytes: &[u8]) {
    let (sel, bytes) = split(bytes);
    let text = text_of(bytes);
    let (head, moves) = text.split_once('\n').unwrap_or(("", &text));
    let all = registry::builtin().variants();
    let v = all[sel % all.len()];
    let sets = v.rule_sets();
    let rules = RuleSpec::parse(sets[(sel / all.len()) % sets.len()].name);
    let start = v.new_game(&rules, Some(head)).ok().map(|_| head);
    let notations = v.notation_names().len();
    for only in std::iter::once(None).chain((0..notations).map(Some)) {
        let Ok(mut s) = v.new_game(&rules, start) else {
            continue;
        };
        play_run(v, &mut s, moves, only, 64);
    }
}

/// Replays `game` with `options`; `None` unless it is valid.
fn valid_replay(
    text: &str,
    game: &GameRecord,
    options: &replay::Options,
) -> Option<replay::Report> {
    let report = replay::run(text, game, options);
    check_report(text, &report);
    report.valid().then_some(report)
}

/// Convert, then read again: a record that validates still validates after
/// conversion to a notation of its game (the selector picks the game and
/// the notation), with as many plies and the same final position.
pub fn convert(bytes: &[u8]) {
    let (sel, bytes) = split(bytes);
    let text = text_of(bytes);
    let options = replay::Options {
        game: variant_choice(sel),
        ..Default::default()
    };
    for game in formats::read(&text, Reading::Auto) {
        let Some(report) = valid_replay(&text, &game, &options) else {
            continue;
        };
        let session = report.session.as_ref().expect("a valid replay has a game");
        let v = registry::builtin()
            .find(session.variant())
            .expect("a registered game");
        let names = v.notation_names();
        let to = names[(sel / variant_choices()) % names.len()];
        let target = hensou::options::target(registry::builtin(), None, to).expect("a notation");
        let options = replay::Options {
            convert_to: Some(target.clone()),
            ..options.clone()
        };
        let converted =
            valid_replay(&text, &game, &options).expect("valid with conversion as without");
        let Some(out) = &converted.converted else {
            continue;
        };
        let written = target.write(out, converted.numbering).text;
        let again = formats::read(&written, Reading::Auto);
        assert!(!again.is_empty(), "{to}: nothing read back from\n{written}");
        let reread = replay::Options {
            game: registry::builtin()
                .find(session.variant())
                .map(replay::NamedGame::new),
            rules: RuleSpec::parse(&session.rules()),
            ..Default::default()
        };
        let back = replay::run(&written, &again[0], &reread);
        assert!(
            back.valid(),
            "{to}: the converted record is invalid: {:?}\n{written}",
            back.problems
        );
        assert_eq!(
            back.plies.len(),
            report.plies.len(),
            "{to}: plies\n{written}"
        );
        let end = back.session.as_ref().expect("a valid replay has a game");
        assert_eq!(
            end.position_string(),
            session.position_string(),
            "{to}: final position\n{written}"
        );
    }
}

/// The games [`shogi_readers`] replays a record as, by its selector: those
/// whose records the shogi files are (scripts/fuzz seeds the target with
/// their fixtures, the games `hensou variants` lists formats for).
pub const SHOGI_READER_GAMES: [&str; 2] = ["shogi", "otomo"];

/// The shogi file readers (KIF, KI2, CSA, USI, JKF) on any bytes, decoded as
/// UTF-8 or as Shift_JIS (the selector says which), and each record they
/// make replayed as shogi or as Shogi no Otomo (the selector again).
pub fn shogi_readers(bytes: &[u8]) {
    let (sel, bytes) = split(bytes);
    let text = if sel % 2 == 0 {
        String::from_utf8_lossy(bytes).into_owned()
    } else {
        encoding_rs::SHIFT_JIS.decode(bytes).0.into_owned()
    };
    let options = replay::Options {
        game: registry::builtin()
            .find(SHOGI_READER_GAMES[(sel / 2) % 2])
            .map(replay::NamedGame::new),
        convert_to: hensou::options::target(registry::builtin(), None, "usi").ok(),
        ..Default::default()
    };
    let _ = shogi_formats::kif::looks_like_kif(&text);
    let _ = shogi_formats::csa::looks_like_csa(&text);
    let _ = shogi_formats::usi::looks_like_usi(&text);
    let _ = shogi_formats::jkf::looks_like_jkf(&text);
    let records = [
        shogi_formats::kif::read(&text),
        shogi_formats::csa::read(&text),
        shogi_formats::usi::read(&text),
        shogi_formats::jkf::read(&text),
    ];
    for game in records.iter().flatten() {
        check_report(&text, &replay::run(&text, game, &options));
    }
}

/// Bytes of the one line [`long_lines`] makes.
pub const LONG_LINE: usize = 1 << 14;

/// Every reader on one long line: the text (UTF-8, else lossy) with its
/// line breaks made into a separator (space, comma, a lone carriage return,
/// nothing; the selector says which) and repeated to [`LONG_LINE`] bytes,
/// read as one format (the selector again: PGN-style, USI, CSA, KIF, KI2,
/// JKF, forum prose). Each record is replayed and every problem of
/// it rendered as `validate` prints it: spans as for `validate`, and the
/// fuzzer's time limit catches a reader or a diagnostic that the line's
/// length slows down.
pub fn long_lines(bytes: &[u8]) {
    let (sel, bytes) = split(bytes);
    let unit = text_of(bytes);
    let separator = [" ", ",", "\r", ""][sel % 4];
    let unit = unit.replace("\r\n", separator).replace('\n', separator);
    let text = if unit.is_empty() {
        unit
    } else {
        let mut text = unit.repeat(LONG_LINE / unit.len() + 1);
        text.truncate(hensou::record::floor_char_boundary(&text, LONG_LINE));
        text
    };
    let read = match (sel / 4) % 7 {
        0 => Reading::Record,
        6 => Reading::Forum,
        k => Reading::Format(
            registry::builtin()
                .format(["usi", "csa", "kif", "ki2", "jkf"][k - 1])
                .expect("a shogi format"),
        ),
    };
    let source = input::decode("long".into(), text.as_bytes());
    for game in formats::read(&source.text, read) {
        let report = replay::run(&source.text, &game, &replay::Options::default());
        check_report(&source.text, &report);
        for p in report.problems.iter().take(20) {
            let shown = hensou::cli::render::text_problem(&source, p);
            assert!(shown.contains(p.code.to_string().as_str()), "{shown}");
        }
    }
}
