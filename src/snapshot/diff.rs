//! What changed between a stored snapshot and a new one, position by
//! position: moves that became legal or illegal, each with the rule that
//! decides it (as `moves --compare-rules` names it, from the same
//! comparison), perft counts old and new, and record verdicts.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use super::Pool;
use super::text::{PositionEntry, Snapshot};
use crate::api::Position;
use crate::messages::{Lang, Msg};
use crate::msg;
use crate::registry::Registry;
use crate::rule_id::RuleId;

/// Every difference between two snapshots of a suite.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Differences {
    /// The rules of the stored snapshot and of the new one.
    pub old_rules: String,
    pub new_rules: String,
    /// The positions and record games the new snapshot holds.
    pub positions: usize,
    pub records: usize,
    pub changed: Vec<PositionChange>,
    pub changed_records: Vec<RecordChange>,
}

/// One position whose moves, counts or setup changed; or that only one
/// snapshot holds (`old` or `new` alone is true).
#[derive(Clone, Debug, Default, Serialize)]
pub struct PositionChange {
    pub position: String,
    /// Whether the stored snapshot holds it.
    pub old: bool,
    /// Whether the new snapshot holds it.
    pub new: bool,
    pub moves: Vec<MoveChange>,
    pub perft: Vec<PerftChange>,
    /// Why it could not be set up, before and now, where that changed.
    pub error: Option<(Option<String>, Option<String>)>,
}

/// A move legal in one snapshot only, with the rule by which the other
/// refuses it, when the rules differ and the comparison names one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveChange {
    #[serde(rename = "move")]
    pub mv: String,
    /// Whether it became legal (else illegal).
    pub legal_now: bool,
    pub rule: Option<RuleId>,
    pub reason: Option<Msg>,
}

/// A perft count that changed (`None`: not asked in that snapshot).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PerftChange {
    pub depth: u32,
    pub old: Option<u64>,
    pub new: Option<u64>,
}

/// A record game whose verdict changed, with the ply that decides it (the
/// first error's, now or before).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordChange {
    pub record: String,
    pub old: Option<String>,
    pub new: Option<String>,
    pub ply: Option<usize>,
}

impl Differences {
    /// What changed from `old` (the stored snapshot) to `new`; the rule of
    /// each move that changed found on `pool`.
    pub fn between(
        old: &Snapshot,
        new: &Snapshot,
        registry: &Arc<Registry>,
        pool: &impl Pool,
    ) -> Differences {
        let before: BTreeMap<&str, &PositionEntry> = (old.positions.iter())
            .map(|p| (p.position.as_str(), p))
            .collect();
        let after: BTreeMap<&str, &PositionEntry> = (new.positions.iter())
            .map(|p| (p.position.as_str(), p))
            .collect();
        let mut keys: Vec<&str> = before.keys().chain(after.keys()).copied().collect();
        keys.sort_unstable();
        keys.dedup();
        let pairs: Vec<(Option<&PositionEntry>, Option<&PositionEntry>)> = (keys.into_iter())
            .map(|k| (before.get(k).copied(), after.get(k).copied()))
            .filter(|(a, b)| a != b)
            .collect();
        let judge = Reasons {
            registry,
            game: &old.game,
            old: &old.rules,
            new: &new.rules,
            notation: new.notation.as_deref(),
            same_game: old.game == new.game,
        };
        let changed = pool.map("changes", pairs, |(a, b)| judge.change(a, b));
        Differences {
            old_rules: old.rules.clone(),
            new_rules: new.rules.clone(),
            positions: new.positions.len(),
            records: new.records.len(),
            changed,
            changed_records: record_changes(old, new),
        }
    }

    /// Whether nothing changed.
    pub fn is_empty(&self) -> bool {
        self.changed.is_empty() && self.changed_records.is_empty()
    }

    /// `3 of 120 positions changed, 1 of 4 records`: the stable English
    /// text of `--format json`.
    pub fn summary(&self) -> String {
        self.summary_in(Lang::En)
    }

    /// [`Differences::summary`] in `lang`.
    pub fn summary_in(&self, lang: Lang) -> String {
        msg!(
            "snapshot-summary",
            changed = self.changed.len(),
            positions = self.positions,
            records_changed = self.changed_records.len(),
            records = self.records
        )
        .render(lang)
    }

    /// The report a person reads: each position changed with what changed
    /// in it, each record, and the summary line.
    pub fn write(&self) -> String {
        self.write_in(Lang::En)
    }

    /// [`Differences::write`] in `lang`.
    pub fn write_in(&self, lang: Lang) -> String {
        let say = |m: Msg| m.render(lang);
        let mut out = String::new();
        if self.old_rules != self.new_rules {
            let (old, new) = (&self.old_rules, &self.new_rules);
            out.push_str(&say(msg!("snapshot-rules", old = old, new = new)));
            out.push('\n');
        }
        for c in &self.changed {
            out.push_str(&position_lines(c, lang));
        }
        for r in &self.changed_records {
            let shown = |v: &Option<String>| match v {
                Some(verdict) => verdict_in(verdict, lang),
                None => say(msg!("snapshot-not-in-snapshot")),
            };
            let (was, now) = (shown(&r.old), shown(&r.new));
            let record = msg!("snapshot-record", record = &r.record, was = was, now = now);
            out.push_str(&format!("\n{}\n", say(record)));
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&self.summary_in(lang));
        out.push('\n');
        out
    }
}

/// A verdict as a snapshot file stores it (`valid, 8 plies`, `INVALID at
/// ply 5: code: message`), said in `lang`: the stored text is the file's
/// and stays English, so its frame is said again in `lang` and the rule's
/// code and message are quoted as stored.
fn verdict_in(stored: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return stored.to_string();
    }
    let plies = stored
        .strip_prefix("valid, ")
        .and_then(|rest| rest.split(' ').next()?.parse::<usize>().ok());
    let invalid = stored.strip_prefix("INVALID");
    let at = invalid
        .and_then(|rest| rest.strip_prefix(" at ply "))
        .and_then(|rest| rest.split_once(": "))
        .and_then(|(ply, why)| Some((ply.parse::<usize>().ok()?, why)));
    let said = match (plies, at, invalid) {
        (Some(n), _, _) => msg!("snapshot-verdict-valid", n = n),
        (_, Some((ply, why)), _) => msg!("snapshot-verdict-invalid-at", ply = ply, why = why),
        (_, _, Some("")) => msg!("snapshot-verdict-invalid"),
        (_, _, Some(rest)) => match rest.strip_prefix(": ") {
            Some(why) => msg!("snapshot-verdict-invalid-because", why = why),
            None => return stored.to_string(),
        },
        _ => return stored.to_string(),
    };
    said.render(lang)
}

/// The lines of a position that changed, in `lang`: what it is, then its
/// setup, perft counts and moves that changed.
fn position_lines(c: &PositionChange, lang: Lang) -> String {
    let say = |m: Msg| m.render(lang);
    let what = match (c.old, c.new) {
        (false, _) => msg!("snapshot-new-position", position = &c.position),
        (_, false) => msg!("snapshot-position-gone", position = &c.position),
        _ => msg!("snapshot-position", position = &c.position),
    };
    let mut out = format!("\n{}\n", say(what));
    if let Some((was, is)) = &c.error {
        let shown = |e: &Option<String>| e.clone().unwrap_or_else(|| say(msg!("snapshot-set-up")));
        let line = msg!("snapshot-error", was = shown(was), is = shown(is));
        out.push_str(&format!("  {}\n", say(line)));
    }
    for p in &c.perft {
        let shown = |n: Option<u64>| n.map_or("-".to_string(), |n| n.to_string());
        let line = msg!(
            "snapshot-perft",
            depth = p.depth,
            old = shown(p.old),
            new = shown(p.new)
        );
        out.push_str(&format!("  {}\n", say(line)));
    }
    for m in &c.moves {
        let (mark, now) = if m.legal_now {
            ('+', msg!("snapshot-legal-now"))
        } else {
            ('-', msg!("snapshot-illegal-now"))
        };
        let why = match (&m.rule, &m.reason) {
            (Some(rule), Some(reason)) => format!(" ({rule}: {})", say(reason.clone())),
            _ => String::new(),
        };
        out.push_str(&format!("  {mark} {}: {}{why}\n", m.mv, say(now)));
    }
    out
}

/// The record games whose verdict differs, or that one snapshot lacks.
fn record_changes(old: &Snapshot, new: &Snapshot) -> Vec<RecordChange> {
    let verdicts = |s: &Snapshot| -> BTreeMap<String, (String, Option<usize>)> {
        (s.records.iter())
            .map(|r| (r.record.clone(), (r.verdict.clone(), r.ply())))
            .collect()
    };
    let (before, after) = (verdicts(old), verdicts(new));
    let mut names: Vec<&String> = before.keys().chain(after.keys()).collect();
    names.sort_unstable();
    names.dedup();
    (names.into_iter())
        .filter_map(|name| {
            let (a, b) = (before.get(name), after.get(name));
            (a.map(|v| &v.0) != b.map(|v| &v.0)).then(|| RecordChange {
                record: name.clone(),
                old: a.map(|v| v.0.clone()),
                new: b.map(|v| v.0.clone()),
                ply: b.and_then(|v| v.1).or(a.and_then(|v| v.1)),
            })
        })
        .collect()
}

/// Where the rule of a changed move comes from: the position under the
/// stored snapshot's rules compared with the new rules, as `moves
/// --compare-rules` compares them.
struct Reasons<'a> {
    registry: &'a Arc<Registry>,
    game: &'a str,
    old: &'a str,
    new: &'a str,
    notation: Option<&'a str>,
    same_game: bool,
}

impl Reasons<'_> {
    fn change(&self, a: Option<&PositionEntry>, b: Option<&PositionEntry>) -> PositionChange {
        let position = a.or(b).map(|p| p.position.clone()).unwrap_or_default();
        let mut change = PositionChange {
            position,
            old: a.is_some(),
            new: b.is_some(),
            ..PositionChange::default()
        };
        let (Some(a), Some(b)) = (a, b) else {
            return change;
        };
        if a.error != b.error {
            change.error = Some((a.error.clone(), b.error.clone()));
        }
        let depths: std::collections::BTreeSet<u32> =
            a.perft.iter().chain(&b.perft).map(|(d, _)| *d).collect();
        let count =
            |e: &PositionEntry, d: u32| e.perft.iter().find(|(x, _)| *x == d).map(|(_, n)| *n);
        change.perft = (depths.into_iter())
            .map(|depth| PerftChange {
                depth,
                old: count(a, depth),
                new: count(b, depth),
            })
            .filter(|p| p.old != p.new)
            .collect();
        let compared = self.compared(&change.position);
        let moved = |from: &PositionEntry, to: &PositionEntry, legal_now: bool| {
            (to.moves.iter())
                .filter(|m| from.moves.binary_search(m).is_err())
                .map(|m| {
                    let known = compared
                        .iter()
                        .find(|d| &d.mv == m && d.legal_under_compared_rules == legal_now);
                    MoveChange {
                        mv: m.clone(),
                        legal_now,
                        rule: known.map(|d| d.rule),
                        reason: known.map(|d| d.reason.clone()),
                    }
                })
                .collect::<Vec<_>>()
        };
        change.moves = moved(a, b, true);
        change.moves.extend(moved(b, a, false));
        change.moves.sort_by(|x, y| x.mv.cmp(&y.mv));
        change
    }

    /// The moves the two rule sets disagree on here, with their rules;
    /// none when the rules are the same (the game's code changed, not its
    /// rules) or the position does not set up.
    fn compared(&self, position: &str) -> Vec<crate::session::MoveDifference> {
        if self.old == self.new || !self.same_game {
            return Vec::new();
        }
        Position::from_string_in(self.registry, self.game, Some(self.old), position)
            .and_then(|p| p.compare_moves(self.new, self.notation))
            .unwrap_or_default()
    }
}
