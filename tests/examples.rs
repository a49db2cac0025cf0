//! The programs of `examples/`, run on fixtures: each example's `run` is
//! compiled in here as it is written there.

#[allow(dead_code)]
#[path = "../examples/convert.rs"]
mod convert;
#[allow(dead_code)]
#[path = "../examples/moves.rs"]
mod moves;
#[allow(dead_code)]
#[path = "../examples/replay.rs"]
mod replay;
#[allow(dead_code)]
#[path = "../examples/validate_archive.rs"]
mod validate_archive;

type Run = fn(&[String], &mut dyn std::io::Write) -> Result<(), Box<dyn std::error::Error>>;

/// What `run` writes, given `args`.
fn output(run: Run, args: &[&str]) -> String {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut out = Vec::new();
    run(&args, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn validate_archive_reports_every_game_and_problem() {
    let out = output(validate_archive::run, &[]);
    assert!(
        out.ends_with("28 games in 27 files: 13 valid, 15 invalid\n"),
        "{out}"
    );
    assert!(out.contains(
        "fixtures/alquerque/invalid/bell-backward.pgn game 1: INVALID: alquerque, 0 plies, *\n  \
         6:4: error alquerque::backward: c3-c2 moves backward, which Bell's rules forbid\n"
    ));
    assert!(out.contains("two-games.pgn game 2: valid: alquerque, 22 plies, 0-1\n"));

    let out = output(
        validate_archive::run,
        &["fixtures/chatra/valid/01104-opening.txt"],
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "fixtures/chatra/valid/01104-opening.txt game 1: valid: chatra, 2 plies, no result"
    );
    assert!(
        lines[1].starts_with("  1:551: warning record::detected-variant: "),
        "{out}"
    );
    // The post names squares in its prose: `a12などは`.
    assert!(
        lines[2].starts_with("  1:2024: warning forum::unread-moves: 2 words, the first `a12`"),
        "{out}"
    );
    assert_eq!(lines[3], "1 games in 1 files: 1 valid, 0 invalid");
}

#[test]
fn replay_shows_the_position_at_a_ply_and_the_end() {
    let out = output(replay::run, &[]);
    assert!(out.starts_with("macedonian after ply 29:\n"), "{out}");
    assert!(out.ends_with(
        "position: a''ng1Xgn1/1x3h1p/p5p1/8/1p2A3/1PHHH3/P4HPP/A''NGSKGNA'' w 3H 21\n\
         ended: crown-captured (Sente wins)\n"
    ));

    let out = output(replay::run, &["fixtures/shogi/valid/random-80.kif", "20"]);
    assert!(out.starts_with("shogi after ply 20:\n"), "{out}");
    assert!(out.ends_with(
        "position: lnsgkg1nB/1r5l1/ppp2pspp/3pp1p2/9/7P1/PPSPPPP1P/L3GK1R1/1N3GSNL b Bp 21\n\
         Sente to move\n"
    ));
}

#[test]
fn convert_writes_the_target_and_what_it_lost() {
    let out = output(convert::run, &[]);
    assert!(
        out.contains("+7776FU,T1\n-3334FU,T1\n'the bishops meet\n+8822UM,T1\n"),
        "{out}"
    );
    assert!(out.ends_with(
        "%TORYO\nlost at 18:1: the variation from ply 3 is left out: `csa` has no variations\n"
    ));

    let out = output(
        convert::run,
        &["fixtures/alquerque/valid/seed-huffs.pgn", "numeric"],
    );
    assert!(
        out.contains("1. 7-13 11-7\n{huff: d4 could have captured} 2. *19 6-11"),
        "{out}"
    );
    let out = output(
        convert::run,
        &["fixtures/alquerque/invalid/occupied.pgn", "numeric"],
    );
    assert_eq!(out, "game 1 not converted: b2 is occupied\n");
}

#[test]
fn moves_lists_counts_and_compares_rules() {
    let out = output(moves::run, &[]);
    assert_eq!(
        out,
        "alquerque under seed: 8 moves\n\
         c3-b2 c3-b3 c3-b4 c3-c2 c3-c4 c3-d2 c3-d3 c3-d4\n\
         perft 1: 8\nperft 2: 24\nperft 3: 122\n\
         under bell: 5 moves\n  taken away: c3-b2 c3-c2 c3-d2\n  added: none\n"
    );
    let out = output(moves::run, &["shogi", "start", "standard;impasse=24"]);
    assert!(out.starts_with("shogi under standard: 30 moves\n"), "{out}");
    assert!(out.contains("perft 3: 25470\n"));
    assert!(
        out.ends_with("under standard;impasse=24: 31 moves\n  taken away: none\n  added: win\n")
    );
}
