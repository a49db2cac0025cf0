//! The inputs that crashed or aborted the command where it puts its
//! readers together (found by fuzzing the whole command), run as users run
//! it: each is answered with a verdict and its diagnostics. Nothing here is
//! timed: the quadratic path is a benchmark (benches/growth.rs).

mod common;

use common::hensou;

/// What `args` on a file of `bytes` (named `name`) exit with and print on
/// standard error.
fn run_on(name: &str, bytes: &[u8], args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).expect("written");
    let mut cmd = hensou();
    cmd.env("COLUMNS", "100").args(args).arg(&path);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("hensou runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A move, then tabs (which miette draws four columns wide each) and a
/// word that is no move: the diagnostic's label landed past column 65,535
/// and miette panicked, in every command that renders it.
#[test]
fn a_move_then_sixteen_thousand_tabs_is_diagnosed() {
    let bytes = format!("1. d2-c3 {}zz\n", "\t".repeat(16_382));
    for args in [
        &["validate"][..],
        &["replay"],
        &["convert", "--to", "algebraic"],
    ] {
        let (code, err) = run_on("tabs.txt", bytes.as_bytes(), args, &[]);
        assert_eq!(code, Some(1), "{args:?}: {err}");
        assert!(err.contains("zz") && err.contains('…'), "{args:?}: {err}");
        let widest = err.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(widest < 200, "{args:?}: a line of {widest} characters");
    }
}

/// A line no encoding reads, ending the block two threads survey: its only
/// line end was taken for the block's middle, and the survey parted the
/// block into itself and nothing until the stack overflowed. In reads of
/// 256 KiB's default and of a few bytes, where small blocks are parted too.
#[test]
fn a_long_line_no_encoding_reads_is_reported_on_two_threads() {
    let mut long = vec![0xff; 262_143];
    long.push(b'\n');
    let mut short = vec![0xff; 63];
    short.push(b'\n');
    for (bytes, env) in [
        (&long, &[][..]),
        (&short, &[("HENSOU_READ_CHUNK", "4")][..]),
    ] {
        for jobs in ["1", "2"] {
            let (code, err) = run_on("ff.txt", bytes, &["validate", "--jobs", jobs], env);
            assert_eq!(
                code,
                Some(1),
                "{} bytes, {jobs} threads: {err}",
                bytes.len()
            );
            assert!(err.contains("line 1"), "{err}");
        }
    }
}

/// A long Shift_JIS comment ending the file and its block, the other form
/// of the abort: read with the KIF move before it, on two threads as on one.
#[test]
fn a_long_shift_jis_line_is_read_on_two_threads() {
    let comment = format!("*{}\n", "七".repeat(140_000));
    let text = format!("手合割：平手\n   1 ７六歩(77)\n{comment}");
    let bytes = encoding_rs::SHIFT_JIS.encode(&text).0.into_owned();
    let outs: Vec<_> = ["1", "2"]
        .map(|jobs| {
            run_on(
                "long.kif",
                &bytes,
                &["validate", "--jobs", jobs, "--format", "json"],
                &[],
            )
        })
        .into();
    assert_eq!(outs[0].0, Some(0), "{}", outs[0].1);
    assert_eq!(outs[0], outs[1]);
}
