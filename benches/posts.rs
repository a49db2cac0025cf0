//! Reading posts: about 10 MB of the posts of fixtures/forum (the UTF-8
//! ones, joined by a blank line and repeated), decoded, split into games and
//! every game read and checked as `hensou validate` checks a file, with its
//! diagnostics. Issue #43 holds the reader to 1.5 times the time of the
//! reader before the games' grammars found the moves (docs/PERFORMANCE.md,
//! "Reading posts by the games' grammars"). Run: `cargo bench --bench posts`
//! (ten runs, about half a minute).

use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, black_box};
use hensou::{Options, Source};

/// The size the posts are repeated up to.
const BYTES: usize = 10 << 20;

/// The posts of fixtures/forum in the order of their names, each followed
/// by a blank line, repeated to at least `size` bytes. A post in another
/// charset is left out: one file is decoded in one charset.
fn posts(size: usize) -> Vec<u8> {
    let dir = format!("{}/fixtures/forum", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    let mut once = Vec::new();
    for path in paths {
        let post = std::fs::read(path).unwrap();
        if std::str::from_utf8(&post).is_ok() {
            once.extend_from_slice(&post);
            once.extend_from_slice(b"\n\n");
        }
    }
    let mut all = Vec::with_capacity(size + once.len());
    while all.len() < size {
        all.extend_from_slice(&once);
    }
    all
}

/// Games checked, games invalid and diagnostics said, of `bytes` read as
/// one file.
fn validate(bytes: &[u8]) -> (usize, usize, usize) {
    let source = Source::from_bytes("posts.txt", bytes.to_vec());
    let reports = source.validate(&Options::new());
    let invalid = reports.iter().filter(|r| !r.is_valid()).count();
    let said = reports.iter().map(|r| r.diagnostics().len()).sum();
    (reports.len(), invalid, said)
}

fn main() {
    let bytes = posts(BYTES);
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_secs(20))
        .configure_from_args();
    let mut group = c.benchmark_group("posts");
    // One run a sample: a run takes about a second.
    group.sampling_mode(SamplingMode::Flat);
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.bench_function("validate-10MB", |b| b.iter(|| validate(black_box(&bytes))));
    group.finish();
    c.final_summary();
    let (games, invalid, said) = validate(&bytes);
    println!(
        "{} bytes: {games} games, {invalid} invalid, {said} diagnostics",
        bytes.len()
    );
}
