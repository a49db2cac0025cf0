//! `hensou perft` counts each first move's subtree on a thread of its own:
//! the counts, the `--divide` order and the output are those of the serial
//! count, whatever the number of threads.

mod common;

use common::run;

/// Every game, at a depth with enough first moves to spread over threads.
const GAMES: [(&str, &str); 6] = [
    ("shogi", "3"),
    ("otomo", "2"),
    ("chatra", "2"),
    ("alquerque", "6"),
    ("macedonian", "2"),
    ("shelt", "3"),
];

fn perft(game: &str, depth: &str, more: &[&str]) -> String {
    let mut args = vec!["perft", "--variant", game, "--depth", depth];
    args.extend_from_slice(more);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{args:?}: {err}");
    // Not a terminal: no progress bar.
    assert_eq!(err, "", "{args:?}");
    out
}

#[test]
fn threads_count_what_the_serial_walk_counts_in_divide_order() {
    for (game, depth) in GAMES {
        let serial = hensou::Position::new(game, None).unwrap();
        let d: u32 = depth.parse().unwrap();
        let expected: String = serial
            .divide(d, None)
            .unwrap()
            .iter()
            .map(|(mv, nodes)| format!("{mv}: {nodes}\n"))
            .chain([format!("nodes: {}\n", serial.perft(d))])
            .collect();
        for jobs in ["1", "2", "3"] {
            assert_eq!(
                perft(game, depth, &["--divide", "-j", jobs]),
                expected,
                "{game} -j {jobs}"
            );
            assert_eq!(
                perft(game, depth, &["-j", jobs]),
                format!("nodes: {}\n", serial.perft(d)),
                "{game} -j {jobs}"
            );
        }
        let moves: Vec<&str> = (expected.lines())
            .filter_map(|l| l.rsplit_once(": ").map(|(mv, _)| mv))
            .filter(|mv| *mv != "nodes")
            .collect();
        assert!(
            moves.len() > 3 && moves.is_sorted(),
            "{game}: divide lists moves in order"
        );
    }
}

#[test]
fn depth_zero_counts_the_position_and_divide_gives_each_move_one() {
    let out = perft("alquerque", "0", &["--divide"]);
    assert_eq!(out, "b2-c3: 1\nc2-c3: 1\nd2-c3: 1\nd3-c3: 1\nnodes: 1\n");
    let json: serde_json::Value =
        serde_json::from_str(&perft("alquerque", "2", &["--divide", "--format", "json"])).unwrap();
    assert_eq!(json["nodes"], 8);
    assert_eq!(
        json["divide"][0],
        serde_json::json!({"move": "b2-c3", "nodes": 3})
    );
}
