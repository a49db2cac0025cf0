//! Writes the engine-played Alquerque fixtures (run on purpose:
//! `cargo test --test alquerque_fixtures -- --ignored`). The games are
//! deterministic, so running it again writes the same files.

use hensou::game::MoveList;
use hensou::game::{Configure, Notation, RuleSpec, Rules, Side};
use hensou::record::CommentStyle;
use hensou::record::write::{Numbering, OutGame, OutItem, write_pgn};
use hensou::variants::alquerque::notation::{Algebraic, Numeric};
use hensou::variants::alquerque::{Action, Alquerque, Move};

/// xorshift: small, deterministic, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Plays a game: captures preferred (the longest), except that with
/// probability `skip` in a hundred a capture is passed over (a huff follows).
fn play_game(
    rules: &str,
    seed: u64,
    skip: u64,
    numeric: bool,
    tags: &[(&str, &str)],
) -> Option<String> {
    let config = Alquerque::configure(&RuleSpec::parse(rules)).unwrap();
    let mut pos = Alquerque::start(&config);
    let mut rng = Rng(seed);
    let mut game = OutGame {
        first_ply: 1,
        ..Default::default()
    };
    game.tags = vec![
        ("Event".into(), "hensou fixture".into()),
        ("Variant".into(), "alquerque".into()),
        ("Rules".into(), Alquerque::describe(&config)),
    ];
    if numeric {
        game.tags.push(("Notation".into(), "numeric".into()));
    }
    for (k, v) in tags {
        game.tags.push((k.to_string(), v.to_string()));
    }
    game.items.push(OutItem::Comment {
        text: format!("played out by the engine under {rules}"),
        style: CommentStyle::Brace,
    });
    for ply in 0..400 {
        if let Some(o) = Alquerque::outcome(&pos) {
            let who = match o.winner {
                Some(Side::First) => "White wins".to_string(),
                Some(Side::Second) => "Black wins".to_string(),
                None => "draw".to_string(),
            };
            let score = o
                .score
                .map(|[a, b]| format!(", score White {a} Black {b}"))
                .unwrap_or_default();
            game.items.push(OutItem::Comment {
                text: format!("{who}: {}{score}", o.reason),
                style: CommentStyle::Line,
            });
            game.result = Some(o.token().to_string());
            return Some(write_pgn(&game, Numbering::PerMove));
        }
        let mut moves = MoveList::new();
        Alquerque::legal_moves(&pos, &mut moves);
        let longest = moves
            .iter()
            .filter_map(|m| m.action)
            .map(|a| a.points().len())
            .max()
            .unwrap_or(0);
        let pool: Vec<&Move> = if longest > 0 && rng.next() % 100 >= skip {
            moves
                .iter()
                .filter(|m| m.action.is_some_and(|a| a.points().len() == longest))
                .collect()
        } else {
            moves
                .iter()
                .filter(|m| !matches!(m.action, Some(Action::Jump { .. })))
                .collect()
        };
        let pool = if pool.is_empty() {
            moves.iter().collect()
        } else {
            pool
        };
        let mv = *pool[(rng.next() % pool.len() as u64) as usize];
        let text = if numeric {
            Numeric.print(&pos, &mv)
        } else {
            Algebraic.print(&pos, &mv)
        };
        if let Some(h) = mv.huff {
            game.items.push(OutItem::Comment {
                text: format!("huff: {h} could have captured"),
                style: CommentStyle::Brace,
            });
        }
        game.items.push(OutItem::Ply { index: ply, text });
        Alquerque::play(&mut pos, &mv);
    }
    None
}

#[test]
#[ignore = "writes fixtures; run on purpose"]
fn write_fixtures() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/alquerque/valid");
    type Wanted<'a> = (&'a str, &'a str, u64, bool, &'a [(&'a str, &'a str)]);
    let wanted: &[Wanted] = &[
        (
            "seed-captures.pgn",
            "seed",
            0,
            false,
            &[("White", "Alfonso"), ("Black", "Castile")],
        ),
        (
            "seed-huffs.pgn",
            "seed",
            40,
            false,
            &[("Date", "1283.??.??")],
        ),
        ("seed-numeric.pgn", "seed", 10, true, &[]),
        (
            "bell-scored.pgn",
            "bell",
            0,
            false,
            &[("White", "Bell"), ("Black", "Murray")],
        ),
        ("bell-huffs.pgn", "bell", 40, false, &[]),
        (
            "bell-turn-start.pgn",
            "bell;return=turn-start",
            10,
            false,
            &[],
        ),
        (
            "bell-game-start.pgn",
            "bell;return=game-start",
            10,
            false,
            &[],
        ),
        ("ludii.pgn", "ludii", 0, false, &[]),
        ("forced-chain.pgn", "forced-chain", 0, false, &[]),
        ("forced-chain-numeric.pgn", "forced-chain", 0, true, &[]),
    ];
    for (name, rules, skip, numeric, tags) in wanted {
        let text = (1..200u64)
            .find_map(|seed| {
                play_game(
                    rules,
                    seed * 7919 + name.len() as u64,
                    *skip,
                    *numeric,
                    tags,
                )
            })
            .expect("some game ends");
        std::fs::write(format!("{dir}/{name}"), text).unwrap();
    }
    let two = [1u64, 2]
        .iter()
        .filter_map(|s| {
            play_game(
                "forced-chain",
                100 + s,
                0,
                false,
                &[("Round", &s.to_string())],
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(format!("{dir}/two-games.pgn"), two).unwrap();
}
