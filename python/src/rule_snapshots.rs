//! `hensou.snapshot`: a suite's check (docs/RULE-SNAPSHOTS.md) as a table,
//! a row a move that became legal or illegal, a perft count or a setup
//! that changed, a position one snapshot lacks, a record's verdict; the
//! work on all cores, as `hensou snapshot --check` does it.

use std::path::Path;
use std::sync::Arc;

use arrow_array::{ArrayRef, BooleanArray, Int64Array, RecordBatch, StringArray};
use hensou::snapshot::{Differences, OnAllCores, Suite, Trial, required_snapshot};

use crate::engine::Failure;

/// One row: what changed, where.
#[derive(Default)]
struct Row {
    kind: &'static str,
    position: Option<String>,
    record: Option<String>,
    mv: Option<String>,
    legal_now: Option<bool>,
    rule: Option<String>,
    reason: Option<String>,
    /// `reason` in the call's language; none in English.
    localized_reason: Option<String>,
    depth: Option<i64>,
    old: Option<String>,
    new: Option<String>,
    ply: Option<i64>,
}

/// The suite at `path` checked against its stored snapshot under the
/// rules `rules` and `options` try (the suite's own when both are none);
/// what is wrong with them said in `lang`.
pub fn check(
    path: &Path,
    rules: Option<String>,
    options: Vec<String>,
    lang: hensou::Lang,
) -> Result<RecordBatch, Failure> {
    let registry = hensou::registry::builtin();
    let said = |e: hensou::snapshot::SuiteError| e.text_in(lang);
    let suite = Suite::open(path, registry).map_err(|e| Failure::Input(said(e)))?;
    let trial = Trial { rules, options };
    trial
        .check(&suite, registry)
        .map_err(|wrong| Failure::Rules(wrong.error.msg().render(lang)))?;
    let stored = required_snapshot(path).map_err(|e| Failure::Input(said(e)))?;
    let checked = suite
        .check(&stored, &trial, registry, &OnAllCores)
        .map_err(|e| Failure::Other(said(e)))?;
    table(&rows(&checked.differences, lang))
}

fn rows(differences: &Differences, lang: hensou::Lang) -> Vec<Row> {
    let mut rows = Vec::new();
    for c in &differences.changed {
        let at = || Row {
            position: Some(c.position.clone()),
            ..Row::default()
        };
        if !(c.old && c.new) {
            let kind = if c.old {
                "position gone"
            } else {
                "new position"
            };
            rows.push(Row { kind, ..at() });
        }
        if let Some((was, is)) = &c.error {
            rows.push(Row {
                kind: "error",
                old: was.clone(),
                new: is.clone(),
                ..at()
            });
        }
        for p in &c.perft {
            rows.push(Row {
                kind: "perft",
                depth: Some(i64::from(p.depth)),
                old: p.old.map(|n| n.to_string()),
                new: p.new.map(|n| n.to_string()),
                ..at()
            });
        }
        for m in &c.moves {
            rows.push(Row {
                kind: "move",
                mv: Some(m.mv.clone()),
                legal_now: Some(m.legal_now),
                rule: m.rule.map(|r| r.to_string()),
                reason: m.reason.as_ref().map(ToString::to_string),
                localized_reason: (m.reason.as_ref())
                    .and_then(|r| crate::engine::localized(r, lang)),
                ..at()
            });
        }
    }
    for r in &differences.changed_records {
        rows.push(Row {
            kind: "record",
            record: Some(r.record.clone()),
            old: r.old.clone(),
            new: r.new.clone(),
            ply: r.ply.map(|p| p as i64),
            ..Row::default()
        });
    }
    rows
}

fn table(rows: &[Row]) -> Result<RecordBatch, Failure> {
    let text = |value: fn(&Row) -> Option<&str>| -> ArrayRef {
        Arc::new(rows.iter().map(value).collect::<StringArray>())
    };
    let number = |value: fn(&Row) -> Option<i64>| -> ArrayRef {
        Arc::new(rows.iter().map(value).collect::<Int64Array>())
    };
    let columns: Vec<(&str, ArrayRef, bool)> = vec![
        ("kind", text(|r| Some(r.kind)), false),
        ("position", text(|r| r.position.as_deref()), true),
        ("record", text(|r| r.record.as_deref()), true),
        ("move", text(|r| r.mv.as_deref()), true),
        (
            "legal_now",
            Arc::new(rows.iter().map(|r| r.legal_now).collect::<BooleanArray>()),
            true,
        ),
        ("rule", text(|r| r.rule.as_deref()), true),
        ("reason", text(|r| r.reason.as_deref()), true),
        (
            "localized_reason",
            text(|r| r.localized_reason.as_deref()),
            true,
        ),
        ("depth", number(|r| r.depth), true),
        ("old", text(|r| r.old.as_deref()), true),
        ("new", text(|r| r.new.as_deref()), true),
        ("ply", number(|r| r.ply), true),
    ];
    RecordBatch::try_from_iter_with_nullable(columns).map_err(|e| Failure::Other(e.to_string()))
}
