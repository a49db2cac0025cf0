//! A suite's cases played out: each into the positions it reaches (and a
//! record's verdicts), then each position judged under the rules tried.
//! The cases are played under the suite's own rules, so a change of rules
//! keeps the same positions and changes only what is said of them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::Pool;
use super::suite::{CaseSource, Suite, SuiteError, written};
use super::text::{PositionEntry, RecordEntry, Snapshot};
use crate::api::{Options, Position, Source};
use crate::diagnostic::plural;
use crate::options::Misnamed;
use crate::registry::Registry;

/// Rules to try instead of the suite's: `--rules` in place of its rule
/// lines, `--rule` options over them. The default tries the suite's own.
#[derive(Clone, Debug, Default)]
pub struct Trial {
    pub rules: Option<String>,
    pub options: Vec<String>,
}

impl Trial {
    /// Whether the rules tried are names the suite's game has.
    pub fn check(&self, suite: &Suite, registry: &Arc<Registry>) -> Result<(), Misnamed> {
        let names = suite.names(self.rules.as_deref(), &self.options);
        names.resolve_in(registry).map(|_| ())
    }

    /// The rules tried, as `--rules` takes them.
    fn rules(&self, suite: &Suite) -> String {
        let names = suite.names(self.rules.as_deref(), &self.options);
        written(&names.rule_spec().merged(&names.overrides()))
    }
}

/// One piece of work a case gives: a record file to read, a random game
/// to play, or positions as the suite writes them.
enum Work {
    Positions(Vec<String>),
    Record { path: PathBuf, name: String },
    Random { seed: u64, plies: u32 },
}

/// What one piece of work reaches.
#[derive(Default)]
struct Reached {
    positions: Vec<String>,
    records: Vec<RecordEntry>,
}

/// The game and the two rule sets: the cases' (the suite's) and the
/// judges' (the trial's).
struct Judge<'s> {
    suite: &'s Suite,
    registry: &'s Arc<Registry>,
    cases: String,
    judged: String,
}

/// `games` random games from `seed`: each move chosen by a seeded
/// xorshift among the legal moves, sorted, so the same seed plays the same
/// games on every machine.
#[derive(Clone, Copy, Debug)]
pub struct RandomGames {
    state: u64,
}

impl RandomGames {
    /// The generator of game `index` of the games of `seed`.
    pub fn new(seed: u64, index: u64) -> RandomGames {
        // splitmix64 of the pair, so near seeds give unrelated games and
        // the state is never 0.
        let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        RandomGames {
            state: (z ^ (z >> 31)) | 1,
        }
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        (self.state % n as u64) as usize
    }
}

impl Suite {
    /// The snapshot of the suite under the rules `trial` names: every case
    /// played out, every position reached judged, on `pool`.
    pub fn take(
        &self,
        trial: &Trial,
        registry: &Arc<Registry>,
        pool: &impl Pool,
    ) -> Result<Snapshot, SuiteError> {
        trial
            .check(self, registry)
            .map_err(|wrong| SuiteError::new(&self.name, 0, wrong.error.msg()))?;
        let judge = Judge {
            suite: self,
            registry,
            cases: written(&self.rules),
            judged: trial.rules(self),
        };
        let start = judge.open(None, 0)?;
        let rules = judge.judged_position(&start)?.rules();
        let mut depths: BTreeMap<String, BTreeSet<u32>> = BTreeMap::new();
        let mut records = Vec::new();
        let works = self.works(registry)?;
        let reached = pool.map("cases", works, |(line, perft, work)| {
            judge.reach(line, work).map(|r| (perft, r))
        });
        for result in reached {
            let (perft, reached) = result?;
            for position in reached.positions {
                depths.entry(position).or_default().extend(&perft);
            }
            records.extend(reached.records);
        }
        records.sort_by(|a, b| a.record.cmp(&b.record));
        let items: Vec<(String, BTreeSet<u32>)> = depths.into_iter().collect();
        let positions = pool.map("positions", items, |(position, depths)| {
            judge.entry(position, &depths)
        });
        Ok(Snapshot {
            // The file's name alone: the same bytes from whatever folder it is run.
            suite: (Path::new(&self.name).file_name())
                .map_or(self.name.clone(), |n| n.to_string_lossy().into_owned()),
            game: start.game().to_string(),
            rules,
            notation: self.notation.clone(),
            positions,
            records,
        })
    }

    /// Every case's work, with its line and perft depths: a records case
    /// gives one item a file.
    fn works(&self, registry: &Registry) -> Result<Vec<(usize, Vec<u32>, Work)>, SuiteError> {
        let mut works = Vec::new();
        for case in &self.cases {
            let mut add = |work| works.push((case.line, case.perft.clone(), work));
            match &case.source {
                CaseSource::Start => add(Work::Positions(Vec::new())),
                CaseSource::Position(p) => add(Work::Positions(vec![p.clone()])),
                CaseSource::Records(pattern) => {
                    for (path, name) in self.record_files(case.line, pattern, registry)? {
                        add(Work::Record { path, name });
                    }
                }
                CaseSource::Random { seed, games, plies } => {
                    for index in 0..u64::from(*games) {
                        let seed = RandomGames::new(*seed, index).state;
                        add(Work::Random {
                            seed,
                            plies: *plies,
                        });
                    }
                }
            }
        }
        Ok(works)
    }

    /// The files `pattern` names, relative to the suite: a file, a folder
    /// (walked as `validate` walks it), or a file name with `*` or `?`;
    /// each with its name as the snapshot writes it. Naming none is an
    /// error: a case that checks nothing would pass for ever.
    fn record_files(
        &self,
        line: usize,
        pattern: &str,
        registry: &Registry,
    ) -> Result<Vec<(PathBuf, String)>, SuiteError> {
        let named = self.folder.join(pattern);
        let mut files: Vec<PathBuf> = if pattern.contains(['*', '?']) {
            matching(&named)
        } else if named.is_dir() {
            let walked =
                crate::walk::expand(std::slice::from_ref(&named), Default::default(), registry);
            (walked.found.into_iter())
                .filter_map(|found| match found {
                    crate::walk::Found::File(path) => Some(path),
                    crate::walk::Found::Error { .. } => None,
                })
                .collect()
        } else if named.is_file() {
            vec![named.clone()]
        } else {
            Vec::new()
        };
        files.sort();
        if files.is_empty() {
            let what = crate::msg!("suite-no-records", pattern = pattern, path = %named.display());
            return Err(SuiteError::new(&self.name, line, what));
        }
        let shown = |path: &Path| {
            let relative = path.strip_prefix(&self.folder).unwrap_or(path);
            relative.to_string_lossy().replace('\\', "/")
        };
        Ok(files.into_iter().map(|f| (f.clone(), shown(&f))).collect())
    }
}

/// The files of the folder of `pattern` whose names match its last part
/// (`*` any run of characters, `?` one).
fn matching(pattern: &Path) -> Vec<PathBuf> {
    let (Some(folder), Some(name)) = (pattern.parent(), pattern.file_name()) else {
        return Vec::new();
    };
    let name: Vec<char> = name.to_string_lossy().chars().collect();
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    (entries.flatten())
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .filter(|p| {
            let file: Vec<char> = (p.file_name().unwrap_or_default().to_string_lossy())
                .chars()
                .collect();
            wildcard(&name, &file)
        })
        .map(|p| folder.join(p.file_name().unwrap_or_default()))
        .collect()
}

/// Whether `text` matches `pattern`, `*` standing for any run of
/// characters and `?` for one.
fn wildcard(pattern: &[char], text: &[char]) -> bool {
    match pattern.split_first() {
        None => text.is_empty(),
        Some(('*', rest)) => (0..=text.len()).any(|skip| wildcard(rest, &text[skip..])),
        Some((c, rest)) => text
            .split_first()
            .is_some_and(|(t, more)| (*c == '?' || c == t) && wildcard(rest, more)),
    }
}

impl Judge<'_> {
    /// The suite's game under the cases' rules, at `position` or the start.
    fn open(&self, position: Option<&str>, line: usize) -> Result<Position, SuiteError> {
        let (game, rules) = (self.suite.game.as_str(), Some(self.cases.as_str()));
        let opened = match position {
            None => Position::new_in(self.registry, game, rules),
            Some(p) => Position::from_string_in(self.registry, game, rules, p),
        };
        opened.map_err(|e| SuiteError::new(&self.suite.name, line, &e))
    }

    /// `position` under the judges' rules.
    fn judged_position(&self, position: &Position) -> Result<Position, SuiteError> {
        if self.judged == self.cases {
            return Ok(position.clone());
        }
        (position.under_rules(&self.judged)).map_err(|e| SuiteError::new(&self.suite.name, 0, &e))
    }

    /// The positions (and records) one piece of work reaches.
    fn reach(&self, line: usize, work: Work) -> Result<Reached, SuiteError> {
        match work {
            Work::Positions(positions) if positions.is_empty() => Ok(Reached {
                positions: vec![self.open(None, line)?.position_string()],
                ..Reached::default()
            }),
            Work::Positions(positions) => {
                let read = (positions.iter()).map(|p| {
                    self.open(Some(p), line)
                        .map(|opened| opened.position_string())
                });
                Ok(Reached {
                    positions: read.collect::<Result<_, SuiteError>>()?,
                    ..Reached::default()
                })
            }
            Work::Random { seed, plies } => self.random_game(line, seed, plies),
            Work::Record { path, name } => self.record(line, &path, &name),
        }
    }

    /// Every position of one random game, the start first.
    fn random_game(&self, line: usize, seed: u64, plies: u32) -> Result<Reached, SuiteError> {
        let mut rng = RandomGames { state: seed | 1 };
        let mut position = self.open(None, line)?;
        let mut positions = vec![position.position_string()];
        for _ in 0..plies {
            let moves = (position.legal_moves(None))
                .map_err(|e| SuiteError::new(&self.suite.name, line, &e))?;
            if moves.is_empty() || position.outcome().is_some() {
                break;
            }
            let chosen = &moves[rng.below(moves.len())];
            if position.play(chosen).is_err() {
                break;
            }
            positions.push(position.position_string());
        }
        Ok(Reached {
            positions,
            ..Reached::default()
        })
    }

    /// Every game of a record file: its verdict under the judges' rules
    /// and its positions under the cases' (as far as they are legal).
    fn record(&self, line: usize, path: &Path, name: &str) -> Result<Reached, SuiteError> {
        let source = (Source::open(path)).map_err(|e| {
            let said = crate::msg!("usage-io", path = name, reason = e.said());
            SuiteError::new(&self.suite.name, line, (format!("{name}: {e}"), said))
        })?;
        let options = |rules: &str| {
            Options::new()
                .registry(self.registry)
                .game(&self.suite.game)
                .rules(rules)
                .positions(true)
        };
        let reports = source.validate(&options(&self.judged));
        let mut reached = Reached::default();
        for report in &reports {
            let first = report.diagnostics().iter().find(|d| d.is_error());
            let verdict = match first {
                _ if report.is_valid() => {
                    format!("valid, {}", plural(report.plies().len(), "ply"))
                }
                Some(d) => {
                    let at = d.ply().map(|p| format!(" at ply {p}")).unwrap_or_default();
                    let message = d.message().replace(['\n', '\r'], " ");
                    format!("INVALID{at}: {}: {message}", d.code())
                }
                None => "INVALID".to_string(),
            };
            reached.records.push(RecordEntry {
                record: format!("{name} game {}", report.number()),
                verdict,
            });
        }
        let played = if self.judged == self.cases {
            reports
        } else {
            source.validate(&options(&self.cases))
        };
        for report in &played {
            reached
                .positions
                .extend(report.positions().unwrap_or_default());
        }
        Ok(reached)
    }

    /// One position judged: its legal moves and perft counts, or why it
    /// cannot be set up under the judges' rules.
    fn entry(&self, position: String, depths: &BTreeSet<u32>) -> PositionEntry {
        let judged = self
            .open(Some(&position), 0)
            .and_then(|p| self.judged_position(&p))
            .and_then(|p| {
                let mut moves = (p.legal_moves(self.suite.notation.as_deref()))
                    .map_err(|e| SuiteError::new(&self.suite.name, 0, &e))?;
                moves.sort_unstable();
                let perft: Vec<(u32, u64)> = depths.iter().map(|&d| (d, p.perft(d))).collect();
                Ok((moves, perft))
            });
        match judged {
            Ok((moves, perft)) => PositionEntry {
                position,
                perft,
                moves,
                error: None,
            },
            Err(e) => PositionEntry {
                position,
                perft: Vec::new(),
                moves: Vec::new(),
                error: Some(e.message),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wildcard_matches_runs_and_single_characters() {
        let chars = |s: &str| s.chars().collect::<Vec<_>>();
        let m = |p: &str, t: &str| wildcard(&chars(p), &chars(t));
        assert!(m("*.txt", "a.txt") && m("0?05*", "01058-sample.txt") && m("*", ""));
        assert!(!m("*.txt", "a.pgn") && !m("a?", "a") && !m("a", "ab"));
    }

    #[test]
    fn random_games_are_the_same_for_a_seed_and_differ_between_seeds() {
        let draw = |seed, index| {
            let mut rng = RandomGames::new(seed, index);
            (0..8).map(|_| rng.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7, 0), draw(7, 0));
        assert_ne!(draw(7, 0), draw(7, 1));
        assert_ne!(draw(7, 0), draw(8, 0));
    }
}
