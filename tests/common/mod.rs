//! What every game's integration tests share: the binary, run as a user
//! would, without colour.

use assert_cmd::Command;

/// The `hensou` binary, with NO_COLOR set so diagnostics snapshot the same
/// on a terminal and in CI.
pub fn hensou() -> Command {
    let mut c = Command::cargo_bin("hensou").expect("the hensou binary is built for tests");
    c.env("NO_COLOR", "1");
    c
}

/// Runs `hensou` and returns its exit code, standard output and standard error.
#[allow(dead_code)] // not every test file needs it
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = hensou().args(args).output().expect("hensou runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        timeless(&String::from_utf8_lossy(&out.stderr)),
    )
}

/// `text` with the time of the summary line that ends a batch (`..., in
/// 0.84 s`) written `in <time>`, the same every run.
#[allow(dead_code)] // not every test file needs it
pub fn timeless(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            let body = line.trim_end_matches('\n');
            let timed = body.rsplit_once(", in ").filter(|(_, time)| {
                time.strip_suffix(" s")
                    .is_some_and(|t| t.parse::<f64>().is_ok())
            });
            match timed {
                Some((counts, _)) => format!("{counts}, in <time>{}", &line[body.len()..]),
                None => line.to_string(),
            }
        })
        .collect()
}

/// Validates the broken fixture `fixtures/<dir>/invalid/<file>`: it must
/// exit 1 and name `rule`. Returns the diagnostic text for a snapshot.
#[allow(dead_code)] // not every test file needs it
pub fn broken_fixture(dir: &str, file: &str, rule: &str) -> String {
    let out = hensou()
        .args(["validate", &format!("fixtures/{dir}/invalid/{file}")])
        .assert()
        .code(1);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).expect("UTF-8 diagnostics");
    assert!(
        stderr.contains(rule),
        "{file} should break {rule}:\n{stderr}"
    );
    stderr
}

/// Runs `hensou` with no locale in its environment (so the language is
/// English unless `--lang` says otherwise) and wide lines: its standard
/// output, then its standard error.
#[allow(dead_code)] // not every test file needs it
pub fn run_unlocalized(args: &[&str]) -> String {
    let mut cmd = hensou();
    for v in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(v);
    }
    let out = cmd
        .env("COLUMNS", "200")
        .args(args)
        .output()
        .expect("hensou runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    let stderr = String::from_utf8(out.stderr).expect("UTF-8 errors");
    format!("{stdout}{stderr}")
}

/// Every file under fixtures/ but those whose extension is one of `skip`,
/// sorted.
#[allow(dead_code)] // not every test file needs it
pub fn fixture_files(skip: &[&str]) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![std::path::PathBuf::from("fixtures")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("fixtures/ reads") {
            let path = entry.expect("a fixture entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if !path
                .extension()
                .is_some_and(|x| skip.iter().any(|s| x == *s))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// `hensou <args> --lang ja` says each of `japanese` and none of
/// `english`; `--lang en` says `english` as it did without the flag.
#[allow(dead_code)] // not every test file needs it
pub fn says_in_both_languages(args: &[&str], japanese: &[&str], english: &[&str]) {
    let with = |lang: &str| {
        let mut all = vec![args[0], "--lang", lang];
        all.extend(&args[1..]);
        run_unlocalized(&all)
    };
    let (ja, en) = (with("ja"), with("en"));
    assert_eq!(en, run_unlocalized(args));
    for said in japanese {
        assert!(ja.contains(said), "{said} not in\n{ja}");
    }
    for said in english {
        assert!(en.contains(said), "{said} not in\n{en}");
        assert!(!ja.contains(said), "{said} still in\n{ja}");
    }
}
