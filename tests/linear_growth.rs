//! Memory and work grow linearly with the input: reading, checking and
//! converting ten times the text allocates about ten times the bytes, in
//! about ten times the allocations, with about ten times the peak, never a
//! hundred times. Measured with a counting global allocator, so this file is
//! its own test binary with a single test (no other test allocates at the
//! same time). Nothing here is timed.

mod long_game;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use hensou::replay;
use hensou::{Reading, formats};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);
static BYTES: AtomicUsize = AtomicUsize::new(0);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Relaxed);
        BYTES.fetch_add(layout.size(), Relaxed);
        let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(live, Relaxed);
        // SAFETY: the caller upholds `GlobalAlloc::alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        // SAFETY: `ptr` was allocated by `alloc` above with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// What one run cost: allocations, bytes allocated, and the peak of live
/// bytes above what was live when it started.
#[derive(Debug, Clone, Copy)]
struct Cost {
    allocations: usize,
    bytes: usize,
    peak: usize,
}

fn cost_of(run: impl FnOnce()) -> Cost {
    let (allocations, bytes) = (ALLOCATIONS.load(Relaxed), BYTES.load(Relaxed));
    let live = LIVE.load(Relaxed);
    PEAK.store(live, Relaxed);
    run();
    Cost {
        allocations: ALLOCATIONS.load(Relaxed) - allocations,
        bytes: BYTES.load(Relaxed) - bytes,
        peak: PEAK.load(Relaxed) - live,
    }
}

/// The whole pipeline on `text`: every input mode, each record checked and
/// converted to `to` (a notation of the record's game), the conversion
/// written out.
fn pipeline(text: &str, to: &str) {
    for mode in [Reading::Auto, Reading::Forum] {
        for game in formats::read(text, mode) {
            let target = hensou::options::target(hensou::registry::builtin(), None, to);
            let target = target.expect("a notation");
            let options = replay::Options {
                convert_to: Some(target.clone()),
                ..Default::default()
            };
            let report = replay::run(text, &game, &options);
            if let Some(out) = &report.converted {
                let written = target.write(out, report.numbering).text;
                std::hint::black_box(written);
            }
            std::hint::black_box(report);
        }
    }
}

/// Checks that `make(10 * n)` costs at most 25 times what `make(n)` does
/// on every measure: linear is 10, up to about 20 where a buffer's doubling
/// falls differently (a vector of 10n items may hold 2x of spare room, and
/// its earlier copies are counted too); quadratic would be 100.
fn assert_linear(name: &str, n: usize, make: impl Fn(usize) -> String, to: &str) {
    let small_text = make(n);
    let large_text = make(10 * n);
    let small = cost_of(|| pipeline(&small_text, to));
    let large = cost_of(|| pipeline(&large_text, to));
    eprintln!(
        "{name}: {} -> {} bytes of text: {small:?} -> {large:?}",
        small_text.len(),
        large_text.len()
    );
    for (what, s, l) in [
        ("allocations", small.allocations, large.allocations),
        ("bytes allocated", small.bytes, large.bytes),
        ("peak live bytes", small.peak, large.peak),
    ] {
        assert!(s > 0, "{name}: nothing measured for {what}");
        assert!(
            l <= 25 * s,
            "{name}: ten times the text costs {:.1} times the {what} ({s} -> {l})",
            l as f64 / s as f64
        );
    }
}

fn fixture(path: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let bytes = std::fs::read(&path).unwrap();
    hensou::cli::input::decode(path.display().to_string(), &bytes).text
}

#[test]
fn ten_times_the_text_costs_about_ten_times() {
    // Many games in one file: a record of every game, repeated.
    let records = [
        (
            "alquerque",
            "fixtures/alquerque/valid/seed-huffs.pgn",
            "numeric",
        ),
        (
            "chatra",
            "fixtures/chatra/valid/01058-sample-game.txt",
            "canonical",
        ),
        (
            "macedonian",
            "fixtures/macedonian/valid/engine-01.pgn",
            "ascii",
        ),
        (
            "shelt",
            "fixtures/shelt/valid/engine-01-native.pgn",
            "algebraic",
        ),
        ("otomo", "fixtures/otomo/valid/every-card-1.pgn", "kif"),
        ("shogi", "fixtures/shogi/valid/random-80.western.pgn", "usi"),
    ];
    for (name, path, to) in records {
        let text = fixture(path);
        assert!(!text.is_empty(), "{path}");
        assert_linear(name, 10, |k| format!("{text}\n").repeat(k), to);
    }

    // One long game: two pieces stepping back and forth (Alquerque's seed
    // rules have no repetition limit), checked ply by ply.
    assert_linear("one long game", 2_000, long_game::shuffle_game, "numeric");

    // Shogi files: KIF with many comment lines and branches, CSA with many
    // comment lines, a long USI move list, a long KI2 line of moves.
    let kif = |n: usize| {
        let mut t =
            String::from("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n");
        t.push_str(&"*コメント\n".repeat(n));
        t.push_str(&"\n変化：1手\n   1 ２六歩(27)\n".repeat(n));
        t
    };
    assert_linear("KIF comments and branches", 1_000, kif, "kif");
    let csa = |n: usize| format!("V2.2\nPI\n+\n+7776FU\n{}", "'comment\n".repeat(n));
    assert_linear("CSA comments", 1_000, csa, "csa");
    let usi = |n: usize| format!("position startpos moves {}\n", "7g7f ".repeat(n));
    assert_linear("USI move list", 1_000, usi, "usi");

    // Text the readers must pass over: a long comment, a long word, prose.
    let comment = |n: usize| {
        format!(
            "[Variant \"alquerque\"]\n{{{}}} 1. b2-c3 *\n",
            "c".repeat(n)
        )
    };
    assert_linear("long comment", 10_000, comment, "numeric");
    let prose = |n: usize| {
        format!(
            "[Variant \"chatra\"]\n{}",
            "no move here, 7 words. ".repeat(n)
        )
    };
    assert_linear("prose", 1_000, prose, "canonical");

    // One long line, in every format whose reader takes a line at a time.
    let pgn_line = |n: usize| long_game::shuffle_game(n).replace('\n', " ");
    assert_linear("PGN-style game on one line", 2_000, pgn_line, "numeric");
    let ki2_line = |n: usize| {
        let moves = "▲５八飛 △５二飛 ▲２八飛 △８二飛 ".repeat(n);
        format!("手合割：平手\n{moves}\n")
    };
    assert_linear("KI2 moves on one line", 300, ki2_line, "ki2");
    let csa_line = |n: usize| {
        let moves = "+2858HI,-8252HI,+5828HI,-5282HI,".repeat(n);
        format!("V2.2\nPI\n+\n{moves}\n")
    };
    assert_linear("CSA moves on one line", 300, csa_line, "csa");
    let kif_comment = |n: usize| {
        let comment = "長いコメント".repeat(n);
        format!("手合割：平手\n*{comment}\n   1 ７六歩(77)\n")
    };
    assert_linear("KIF comment on one line", 1_000, kif_comment, "kif");
    let jkf_line = |n: usize| {
        let mv = r#"{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"color":0,"piece":"FU"},"comments":["c"]},"#;
        format!(r#"{{"header":{{}},"moves":[{{}},{}{{}}]}}"#, mv.repeat(n))
    };
    assert_linear("JKF on one line", 300, jkf_line, "kif");

    // A forum post on one line: numbered moves and remarks, every ply legal.
    let shuffle = ["a5-a4", "e1-e2", "a4-a5", "e2-e1"];
    let start = "[Variant \"alquerque\"]\n[Position \"W4/5/5/5/4B w - -\"]\n";
    let post = |n: usize| {
        let moves = (0..n).map(|k| format!("{}.{} nice move, ", k + 1, shuffle[k % 4]));
        format!("{start}{}", moves.collect::<String>())
    };
    assert_linear("forum post on one line", 1_000, post, "numeric");
    // Full-width moves and no move number: one run of move text, each ply
    // read leniently from its front.
    let wide = |n: usize| {
        let wide: String = (0..n)
            .map(|k| {
                shuffle[k % 4]
                    .replace('a', "ａ")
                    .replace('e', "ｅ")
                    .replace('-', "－")
                    + " "
            })
            .collect();
        format!("{start}\n1. {wide}*\n")
    };
    assert_linear("full-width moves in one run", 1_000, wide, "numeric");

    assert_decoding_linear();
}

/// Decoding one long line of Shift_JIS, and of UTF-8 with a long comment
/// line in Shift_JIS (read line by line), costs about ten times as much for
/// ten times the bytes.
fn assert_decoding_linear() {
    let line = |n: usize| format!("手合割：平手\n{}\n", "▲７六歩 △３四歩 ".repeat(n));
    let in_sjis = |text: &str| encoding_rs::SHIFT_JIS.encode(text).0.into_owned();
    let sjis = |n: usize| in_sjis(&line(n));
    let mixed = |n: usize| {
        let mut bytes = line(n).into_bytes();
        bytes.extend(in_sjis(&format!("*{}\n", "▲７六歩 △３四歩 ".repeat(n))));
        bytes
    };
    let cases = [
        ("Shift_JIS", sjis(1_000), sjis(10_000)),
        ("mixed", mixed(1_000), mixed(10_000)),
    ];
    for (name, small, large) in cases {
        let decode = |bytes: &[u8]| {
            let input = hensou::cli::input::decode("long".into(), bytes);
            assert!(!input.text.is_empty(), "{name}");
            std::hint::black_box(input);
        };
        let (s, l) = (cost_of(|| decode(&small)), cost_of(|| decode(&large)));
        eprintln!("decoding {name}: {s:?} -> {l:?}");
        assert!(
            l.allocations <= 25 * s.allocations.max(1)
                && l.bytes <= 25 * s.bytes
                && l.peak <= 25 * s.peak,
            "decoding {name}: {s:?} -> {l:?}"
        );
    }
}
