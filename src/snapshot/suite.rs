//! A suite as a designer writes it: `key: value` lines, `#` comments. The
//! header names the game, the rules under test and the notation; each case
//! line after it adds positions (a position string, the start, every
//! position of some records, random games), each with the perft depths the
//! last `perft:` line asked. docs/RULE-SNAPSHOTS.md is its reference.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::diagnostic::nearest_names;
use crate::game::RuleSpec;
use crate::messages::{Lang, Msg, Words};
use crate::msg;
use crate::options::{Field, Misnamed, Names, Resolved};
use crate::registry::Registry;

/// The keys a suite line may start with, in the order the docs list them.
const KEYS: [&str; 9] = [
    "game", "rules", "rule", "notation", "perft", "start", "position", "records", "random",
];

/// The keys of a `random:` line.
const RANDOM_KEYS: [&str; 3] = ["seed", "games", "plies"];

/// A suite read and its names checked.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The file's name as given, for messages and the snapshot's header.
    pub name: String,
    /// The folder the suite's record paths are relative to.
    pub folder: PathBuf,
    /// The game as the suite names it.
    pub game: String,
    /// The rules under test: the `rules:` line with every `rule:` line.
    pub rules: RuleSpec,
    /// The notation moves are written in, if the suite names one.
    pub notation: Option<String>,
    pub cases: Vec<Case>,
}

/// One case line: where its positions come from, and the perft depths
/// asked of each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The suite's line it was written on (1-based).
    pub line: usize,
    pub source: CaseSource,
    pub perft: Vec<u32>,
}

/// Where a case's positions come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseSource {
    /// The game's start position.
    Start,
    /// A position string.
    Position(String),
    /// Every position of the games of these records: a file, a folder or
    /// a file name with `*` and `?` in it, relative to the suite.
    Records(String),
    /// `games` random games of at most `plies` plies each, from `seed`.
    Random { seed: u64, games: u32, plies: u32 },
}

/// What is wrong with a suite, and on which line.
/// Line 0 is the file as a whole (or the rules tried on it).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}{}: {message}", at_line(*.line))]
pub struct SuiteError {
    pub file: String,
    pub line: usize,
    /// What is wrong, in English.
    pub message: String,
    /// The nearest names to a mistyped one, as `did you mean` offers them.
    pub nearest: Vec<String>,
    /// The message `message` was rendered from, where there is one.
    said: Option<Msg>,
}

impl SuiteError {
    pub(super) fn new(suite: &str, line: usize, message: impl Words) -> SuiteError {
        let (message, said) = message.words();
        SuiteError {
            file: suite.to_string(),
            line,
            message,
            nearest: Vec::new(),
            said,
        }
    }

    /// What is wrong, in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        crate::messages::localized(lang, &self.message, self.said.as_ref())
    }

    /// `file:line: message`, the message in `lang`: the error as the
    /// command line prints it.
    pub fn text_in(&self, lang: Lang) -> String {
        format!(
            "{}{}: {}",
            self.file,
            at_line(self.line),
            self.message_in(lang)
        )
    }

    fn misnamed(suite: &str, line: usize, wrong: &Misnamed) -> SuiteError {
        let key = match wrong.field {
            Field::Game => "game",
            Field::Notation => "notation",
            _ => "",
        };
        let message = msg!("suite-misnamed", key = key, error = wrong.error.msg());
        SuiteError {
            nearest: wrong
                .error
                .nearest()
                .iter()
                .map(|n| n.to_string())
                .collect(),
            ..SuiteError::new(suite, line, message)
        }
    }

    /// A line's key that is none of `known`.
    fn unknown(suite: &str, line: usize, word: &str, known: &[&str]) -> SuiteError {
        let nearest = nearest_names(word, known);
        let message = msg!(
            "suite-unknown-key",
            word = word,
            hint = crate::game::hint(&nearest),
            known = known.join(", ")
        );
        SuiteError {
            nearest: nearest.iter().map(|n| n.to_string()).collect(),
            ..SuiteError::new(suite, line, message)
        }
    }
}

fn at_line(line: usize) -> String {
    match line {
        0 => String::new(),
        n => format!(":{n}"),
    }
}

/// The lines of the header, before their names are checked.
#[derive(Default)]
struct Header {
    game: Option<(usize, String)>,
    rules: Option<(usize, String)>,
    options: Vec<(usize, String)>,
    notation: Option<(usize, String)>,
}

impl Suite {
    /// Reads the suite file at `path`.
    pub fn open(path: &Path, registry: &Arc<Registry>) -> Result<Suite, SuiteError> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| {
            SuiteError::new(&name, 0, crate::input::stream::io_reason(&e)).at_file()
        })?;
        let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Suite::parse(&name, folder, &text, registry)
    }

    /// Reads a suite's text; its record paths are relative to `folder`.
    pub fn parse(
        name: &str,
        folder: PathBuf,
        text: &str,
        registry: &Arc<Registry>,
    ) -> Result<Suite, SuiteError> {
        let mut header = Header::default();
        let mut cases = Vec::new();
        let mut perft = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = raw.split_once('#').map_or(raw, |(before, _)| before).trim();
            if content.is_empty() {
                continue;
            }
            let (key, value) = content.split_once(':').unwrap_or((content, ""));
            let (key, value) = (key.trim().to_ascii_lowercase(), value.trim().to_string());
            match key.as_str() {
                "game" => once(&mut header.game, name, line, "game", value)?,
                "rules" => once(&mut header.rules, name, line, "rules", value)?,
                "notation" => once(&mut header.notation, name, line, "notation", value)?,
                "rule" => header.options.push((line, value)),
                "perft" => perft = depths(name, line, &value)?,
                "start" => cases.push(case(line, CaseSource::Start, &perft)),
                "position" | "records" if value.is_empty() => {
                    let message = msg!("suite-names-nothing", key = &key);
                    return Err(SuiteError::new(name, line, message));
                }
                "position" => cases.push(case(line, CaseSource::Position(value), &perft)),
                "records" => cases.push(case(line, CaseSource::Records(value), &perft)),
                "random" => cases.push(case(line, random(name, line, &value)?, &perft)),
                _ => return Err(SuiteError::unknown(name, line, &key, &KEYS)),
            };
        }
        let resolved = header.resolve(name, registry)?;
        let Some((_, game)) = header.game else {
            return Err(SuiteError::new(name, 1, msg!("suite-no-game")));
        };
        if cases.is_empty() {
            return Err(SuiteError::new(name, 1, msg!("suite-no-case")));
        }
        Ok(Suite {
            name: name.to_string(),
            folder,
            game,
            rules: resolved
                .names()
                .rule_spec()
                .merged(&resolved.names().overrides()),
            notation: header.notation.map(|(_, n)| n),
            cases,
        })
    }

    /// The names of the suite with `rules` in place of its rules and
    /// `options` over them: what `--rules` and `--rule` try.
    pub fn names(&self, rules: Option<&str>, options: &[String]) -> Names {
        let rules = match rules {
            Some(r) => RuleSpec::parse(r),
            None => self.rules.clone(),
        };
        Names {
            game: Some(self.game.clone()),
            rules: Some(written(&rules)),
            options: options.to_vec(),
            notation: self.notation.clone(),
            ..Names::default()
        }
    }
}

impl SuiteError {
    /// The error of a file that cannot be read at all: no line to name.
    fn at_file(self) -> SuiteError {
        SuiteError { line: 0, ..self }
    }
}

impl std::fmt::Display for CaseSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaseSource::Start => write!(f, "start"),
            CaseSource::Position(p) => write!(f, "position: {p}"),
            CaseSource::Records(r) => write!(f, "records: {r}"),
            CaseSource::Random { seed, games, plies } => {
                write!(f, "random: seed={seed} games={games} plies={plies}")
            }
        }
    }
}

impl Header {
    /// The header's names checked, each error on the line that gave it.
    fn resolve(&self, suite: &str, registry: &Arc<Registry>) -> Result<Resolved, SuiteError> {
        let names = Names {
            game: self.game.as_ref().map(|(_, g)| g.clone()),
            rules: self.rules.as_ref().map(|(_, r)| r.clone()),
            options: self.options.iter().map(|(_, o)| o.clone()).collect(),
            notation: self.notation.as_ref().map(|(_, n)| n.clone()),
            ..Names::default()
        };
        names.resolve_in(registry).map_err(|wrong| {
            let line = match wrong.field {
                Field::Game => self.game.as_ref().map(|(l, _)| *l),
                Field::Notation => self.notation.as_ref().map(|(l, _)| *l),
                _ => self.rule_line(&wrong),
            };
            SuiteError::misnamed(suite, line.unwrap_or(1), &wrong)
        })
    }

    /// The `rule:` line whose option the error names, else the `rules:` line.
    fn rule_line(&self, wrong: &Misnamed) -> Option<usize> {
        let message = wrong.error.to_string();
        let named = |text: &str| {
            let key = text.split('=').next().unwrap_or_default().trim();
            message.contains(&format!("`{key}`")) || message.contains(&format!("`{text}`"))
        };
        (self.options.iter().rev())
            .find(|(_, o)| named(o))
            .map(|(l, _)| *l)
            .or(self.rules.as_ref().map(|(l, _)| *l))
    }
}

/// `name;key=value;…`: a rule spec as `--rules` takes it.
pub fn written(spec: &RuleSpec) -> String {
    let options = spec.options.iter().map(|(k, v)| format!("{k}={v}"));
    (spec.set.iter().cloned().chain(options))
        .collect::<Vec<_>>()
        .join(";")
}

fn case(line: usize, source: CaseSource, perft: &[u32]) -> Case {
    Case {
        line,
        source,
        perft: perft.to_vec(),
    }
}

/// A header line given once: the second one is an error.
fn once(
    slot: &mut Option<(usize, String)>,
    suite: &str,
    line: usize,
    key: &str,
    value: String,
) -> Result<(), SuiteError> {
    if let Some((first, _)) = slot {
        let message = msg!("suite-twice", key = key, first = *first);
        return Err(SuiteError::new(suite, line, message));
    }
    *slot = Some((line, value));
    Ok(())
}

/// `perft: 1 2 3`: the depths, deepest last; `perft:` alone asks none.
fn depths(suite: &str, line: usize, value: &str) -> Result<Vec<u32>, SuiteError> {
    let mut depths: Vec<u32> = (value.split([' ', ',']).filter(|w| !w.is_empty()))
        .map(|w| {
            (w.parse::<u32>().ok().filter(|d| *d > 0))
                .ok_or_else(|| SuiteError::new(suite, line, msg!("suite-depth", depth = w)))
        })
        .collect::<Result<_, _>>()?;
    depths.sort_unstable();
    depths.dedup();
    Ok(depths)
}

/// `random: seed=7 games=20 plies=40`: plies defaults to 40, games to 1.
fn random(suite: &str, line: usize, value: &str) -> Result<CaseSource, SuiteError> {
    let (mut seed, mut games, mut plies) = (None, 1, 40);
    for pair in value.split([' ', ',']).filter(|w| !w.is_empty()) {
        let (key, number) = pair.split_once('=').unwrap_or((pair, ""));
        let number: u64 = number
            .trim()
            .parse()
            .map_err(|_| SuiteError::new(suite, line, msg!("suite-random-pair", pair = pair)))?;
        let small = || u32::try_from(number).unwrap_or(u32::MAX);
        match key.trim().to_ascii_lowercase().as_str() {
            "seed" => seed = Some(number),
            "games" => games = small(),
            "plies" => plies = small(),
            other => return Err(SuiteError::unknown(suite, line, other, &RANDOM_KEYS)),
        }
    }
    let seed = seed.ok_or_else(|| SuiteError::new(suite, line, msg!("suite-random-seed")))?;
    Ok(CaseSource::Random { seed, games, plies })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Suite, SuiteError> {
        Suite::parse("s.suite", PathBuf::new(), text, crate::registry::builtin())
    }

    #[test]
    fn a_suite_reads_its_header_and_cases() {
        let suite = parse(
            "# what 1994-11 allows\ngame: chatra\nrules: 1994-11\nrule: pass=on\n\
             perft: 2 1\nstart\nperft:\nrandom: seed=7 games=2 # two\nrecords: a/*.txt\n",
        )
        .unwrap();
        assert_eq!(suite.game, "chatra");
        assert_eq!(written(&suite.rules), "1994-11;pass=on");
        let cases: Vec<_> = suite
            .cases
            .iter()
            .map(|c| (c.line, c.source.to_string(), c.perft.clone()))
            .collect();
        assert_eq!(
            cases,
            [
                (6, "start".to_string(), vec![1, 2]),
                (8, "random: seed=7 games=2 plies=40".to_string(), vec![]),
                (9, "records: a/*.txt".to_string(), vec![]),
            ]
        );
    }

    #[test]
    fn every_mistyped_name_is_on_its_line_with_the_nearest() {
        let wrong = |text: &str| parse(text).unwrap_err();
        let e = wrong("game: chatr\nstart\n");
        assert_eq!((e.line, e.nearest.clone()), (1, vec!["chatra".to_string()]));
        assert!(e.message.starts_with("game: no game called `chatr`"), "{e}");
        let e = wrong("game: chatra\nrules: 1994-13\nstart\n");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("did you mean"), "{e}");
        let e = wrong("game: chatra\nrule: pass=on\nrule: adjacensy=off\nstart\n");
        assert_eq!(
            (e.line, e.nearest.clone()),
            (3, vec!["adjacency".to_string()])
        );
        let e = wrong("game: chatra\nnotation: canonicl\nstart\n");
        assert_eq!(
            (e.line, e.nearest.clone()),
            (2, vec!["canonical".to_string()])
        );
        let e = wrong("game: chatra\npositon: x\n");
        assert_eq!(
            (e.line, e.nearest.clone()),
            (2, vec!["position".to_string()])
        );
        let e = wrong("game: chatra\nrandom: sed=1\n");
        assert_eq!(e.nearest, ["seed"]);
        assert!(wrong("game: chatra\n").message.contains("no case"));
        assert!(wrong("start\n").message.contains("no game"));
        assert!(
            wrong("game: chatra\nperft: x\nstart\n")
                .message
                .contains("perft depth")
        );
    }
}
