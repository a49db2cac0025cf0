//! Linear in every count: the command's path (decode the bytes, read every
//! game, check it, render every warning and diagnostic as `validate` prints
//! them) on an input of each kind at n and 2n units, and the ratio of the
//! two times printed after criterion's figures. Linear is 2, quadratic 4
//! (docs/RELIABILITY.md lists the figures). Run: `cargo bench --bench growth`.

use criterion::{BenchmarkId, Criterion, black_box};
use hensou::cli::{input, render};
use hensou::replay;
use hensou::{Reading, formats};

/// An input that grows by a count: its name, and the input of n units.
struct Growing {
    name: &'static str,
    units: usize,
    make: fn(usize) -> Vec<u8>,
}

const GAME: &str = "[Variant \"alquerque\"]\n1. b2-c3 a3-b2 2. d2-d3 *\n\n";

const GROWING: &[Growing] = &[
    Growing {
        // A line no encoding reads, each with its warning (the line of
        // every warning was found from the first line: quadratic).
        name: "per-line-warnings",
        units: 20_000,
        make: |n| b"*\xff\n".repeat(n),
    },
    Growing {
        name: "diagnostics",
        units: 1_000,
        make: |n| {
            "[Variant \"alquerque\"]\n1. b2-c3 b2-c3 *\n\n"
                .repeat(n)
                .into_bytes()
        },
    },
    Growing {
        name: "games",
        units: 1_000,
        make: |n| GAME.repeat(n).into_bytes(),
    },
    Growing {
        name: "variations",
        units: 2_000,
        make: |n| {
            format!(
                "[Variant \"alquerque\"]\n1. b2-c3 {}a3-b2 *\n",
                "(1. d2-c3) ".repeat(n)
            )
            .into_bytes()
        },
    },
    Growing {
        // A diagnostic at the end of a line of tabs, cut around it.
        name: "line-length-tabs",
        units: 100_000,
        make: |n| format!("1. d2-c3 {}zz\n", "\t".repeat(n)).into_bytes(),
    },
    Growing {
        name: "line-length-moves",
        units: 20_000,
        make: |n| format!("[Variant \"alquerque\"]\n{} zz\n", "b2-c3 ".repeat(n)).into_bytes(),
    },
];

/// The command's work on `bytes`: what it renders, in bytes.
fn command(bytes: &[u8]) -> usize {
    let input = input::decode("bench".into(), bytes);
    let mut shown = 0;
    for p in input.warnings.iter().chain(&input.problem) {
        shown += render::text_problem(&input, p).len();
    }
    for game in formats::read(&input.text, Reading::Auto) {
        let report = replay::run(&input.text, &game, &replay::Options::default());
        for p in &report.problems {
            shown += render::text_problem(&input, p).len();
        }
    }
    shown
}

/// The mean time criterion measured for `group`/`id`, in nanoseconds.
fn measured(group: &str, id: &str) -> Option<f64> {
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
    let path = format!("{target}/criterion/{group}/{id}/new/estimates.json");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    json["mean"]["point_estimate"].as_f64()
}

fn main() {
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    for g in GROWING {
        let mut group = c.benchmark_group(format!("growth/{}", g.name));
        for n in [g.units, 2 * g.units] {
            let bytes = (g.make)(n);
            group.bench_with_input(BenchmarkId::from_parameter(n), &bytes, |b, bytes| {
                b.iter(|| command(black_box(bytes)))
            });
        }
        group.finish();
    }
    c.final_summary();
    println!("\ntime at 2n / time at n (linear 2, quadratic 4):");
    for g in GROWING {
        let group = format!("growth_{}", g.name);
        let times = [g.units, 2 * g.units].map(|n| measured(&group, &n.to_string()));
        match times {
            [Some(n), Some(two_n)] => println!("  {:20} {:.2}", g.name, two_n / n),
            _ => println!("  {:20} (not measured in this run)", g.name),
        }
    }
}
