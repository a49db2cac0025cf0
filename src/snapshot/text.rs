//! A snapshot as a file a person reads in a code review: a header, then
//! every position sorted by its string (its perft counts, then its legal
//! moves sorted, one a line, so that a diff names each move that came or
//! went), then every record game sorted by name with its verdict. The same
//! suite under the same rules writes the same bytes, so a diff of two shows
//! only what changed.
//!
//! A move is the whole of its line after the indent: a move may hold
//! spaces (an Alquerque huff before a move, `*e3 b5-a5`) or colons (an
//! Otomo card, `A:4e2d`), and reads back as it was written.

use serde::Serialize;

use super::suite::SuiteError;

/// What a suite's cases reach, judged under one rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Snapshot {
    /// The suite's file name, as given.
    pub suite: String,
    /// The game's canonical name.
    pub game: String,
    /// The rules judged under, as the game describes them.
    pub rules: String,
    /// The notation of the moves, when the suite names one.
    pub notation: Option<String>,
    pub positions: Vec<PositionEntry>,
    pub records: Vec<RecordEntry>,
}

/// One position: its legal moves (sorted) and perft counts by depth; or
/// why it cannot be set up under the rules judged under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PositionEntry {
    pub position: String,
    pub perft: Vec<(u32, u64)>,
    pub moves: Vec<String>,
    pub error: Option<String>,
}

/// One game of a record file, `dir/file.txt game 1`, and its verdict:
/// `valid, 8 plies` or `INVALID at ply 5: code: message` (the first error).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordEntry {
    pub record: String,
    pub verdict: String,
}

impl RecordEntry {
    /// The ply of the first error, if the verdict names one.
    pub fn ply(&self) -> Option<usize> {
        let rest = self.verdict.strip_prefix("INVALID at ply ")?;
        rest.split(':').next()?.parse().ok()
    }
}

/// What starts a line holding one legal move.
const MOVE_INDENT: &str = "    ";

/// The line a snapshot's reader is in: what an indented line belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Within {
    Header,
    Position,
    Moves,
    Record,
}

impl Snapshot {
    /// The file's text.
    pub fn write(&self) -> String {
        let mut out = format!(
            "# The snapshot of {}, written by `hensou snapshot`: what\n\
             # `hensou snapshot --check` compares with. Not to be edited by hand.\n\
             game: {}\nrules: {}\n",
            self.suite, self.game, self.rules
        );
        if let Some(notation) = &self.notation {
            out.push_str(&format!("notation: {notation}\n"));
        }
        for p in &self.positions {
            out.push_str(&format!("\nposition: {}\n", p.position));
            for (depth, nodes) in &p.perft {
                out.push_str(&format!("  perft {depth}: {nodes}\n"));
            }
            match &p.error {
                Some(error) => out.push_str(&format!("  error: {error}\n")),
                None => {
                    out.push_str(&format!("  moves: {}\n", p.moves.len()));
                    for m in &p.moves {
                        out.push_str(MOVE_INDENT);
                        out.push_str(m);
                        out.push('\n');
                    }
                }
            }
        }
        for r in &self.records {
            out.push_str(&format!("\nrecord: {}\n  {}\n", r.record, r.verdict));
        }
        out
    }

    /// Reads back what [`Snapshot::write`] wrote; `name` is the file's,
    /// for the error of a line it did not write.
    pub fn parse(name: &str, text: &str) -> Result<Snapshot, SuiteError> {
        let mut snapshot = Snapshot::empty();
        let wrong =
            |line: usize| SuiteError::new(name, line, crate::msg!("suite-not-a-snapshot-line"));
        let mut within = Within::Header;
        // Each `moves: N` line: its number, its position, N.
        let mut announced: Vec<(usize, usize, usize)> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if let Some(mv) = line.strip_prefix(MOVE_INDENT) {
                let last = snapshot.positions.last_mut();
                match (within, last) {
                    (Within::Moves, Some(p)) => p.moves.push(mv.to_string()),
                    _ => return Err(wrong(i + 1)),
                }
                continue;
            }
            if within == Within::Record && line.starts_with("  ") {
                if let Some(r) = snapshot.records.last_mut() {
                    r.verdict = line.trim_start().to_string();
                }
                continue;
            }
            let (key, value) = line.split_once(':').ok_or_else(|| wrong(i + 1))?;
            let value = value.strip_prefix(' ').unwrap_or(value);
            let last = snapshot.positions.last_mut();
            match (key, last) {
                ("game", _) if within == Within::Header => snapshot.game = value.to_string(),
                ("rules", _) if within == Within::Header => snapshot.rules = value.to_string(),
                ("notation", _) if within == Within::Header => {
                    snapshot.notation = Some(value.to_string())
                }
                ("position", _) => {
                    within = Within::Position;
                    snapshot.positions.push(PositionEntry {
                        position: value.to_string(),
                        perft: Vec::new(),
                        moves: Vec::new(),
                        error: None,
                    });
                }
                ("record", _) => {
                    within = Within::Record;
                    snapshot.records.push(RecordEntry {
                        record: value.to_string(),
                        verdict: String::new(),
                    });
                }
                ("  error", Some(p)) if within == Within::Position => {
                    p.error = Some(value.to_string())
                }
                (k, Some(p)) if within == Within::Position && k.starts_with("  perft ") => {
                    let depth = k["  perft ".len()..].parse().map_err(|_| wrong(i + 1))?;
                    let nodes = value.parse().map_err(|_| wrong(i + 1))?;
                    p.perft.push((depth, nodes));
                }
                ("  moves", Some(_)) if within == Within::Position => {
                    let count = value.parse().map_err(|_| wrong(i + 1))?;
                    announced.push((i + 1, snapshot.positions.len() - 1, count));
                    within = Within::Moves;
                }
                _ => return Err(wrong(i + 1)),
            }
        }
        match miscounted(&snapshot, &announced) {
            Some(line) => Err(wrong(line)),
            None => Ok(snapshot),
        }
    }

    /// A snapshot with nothing in it yet, for [`Snapshot::parse`] to fill.
    fn empty() -> Snapshot {
        Snapshot {
            suite: String::new(),
            game: String::new(),
            rules: String::new(),
            notation: None,
            positions: Vec::new(),
            records: Vec::new(),
        }
    }
}

/// The first `moves: N` line (its number) whose count is not the move lines
/// under it, each `announced` as (line, position, count): the file was edited.
fn miscounted(snapshot: &Snapshot, announced: &[(usize, usize, usize)]) -> Option<usize> {
    (announced.iter())
        .find(|&&(_, index, count)| snapshot.positions[index].moves.len() != count)
        .map(|&(line, _, _)| line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snapshot_reads_back_as_written() {
        let snapshot = Snapshot {
            suite: "a.suite".into(),
            game: "alquerque".into(),
            rules: "bell".into(),
            notation: Some("numeric".into()),
            positions: vec![
                PositionEntry {
                    position: "B4/5/2W2/5/5 w - -".into(),
                    perft: vec![(1, 5), (2, 9)],
                    moves: vec!["13-8".into(), "13-12".into()],
                    error: None,
                },
                PositionEntry {
                    // A huff before a move, a card: one move each.
                    position: "1B1BB/2BBB/4W/WW2W/4W b e3 -".into(),
                    perft: Vec::new(),
                    moves: vec!["*e3 b5-a5".into(), "*e3 b5-b4".into(), "A:4e2d".into()],
                    error: None,
                },
                PositionEntry {
                    position: "0/0 w - -".into(),
                    perft: vec![(1, 0)],
                    moves: Vec::new(),
                    error: None,
                },
                PositionEntry {
                    position: "x".into(),
                    perft: Vec::new(),
                    moves: Vec::new(),
                    error: Some("no: position".into()),
                },
            ],
            records: vec![RecordEntry {
                record: "g.pgn game 1".into(),
                verdict: "INVALID at ply 5: alquerque::backward: c3-c2: no".into(),
            }],
        };
        let text = snapshot.write();
        let read = Snapshot::parse("a.snapshot", &text).unwrap();
        assert_eq!(
            read,
            Snapshot {
                suite: String::new(),
                ..snapshot
            }
        );
        assert_eq!(read.records[0].ply(), Some(5));
        assert_eq!(Snapshot::parse("a", "moves: x").unwrap_err().line, 1);
    }

    #[test]
    fn each_move_is_a_line_and_a_count_that_is_not_its_lines_is_refused() {
        let text = "game: alquerque\nrules: seed\n\nposition: B4/5/2W2/5/5 w - -\n  \
                    moves: 2\n    *e3 b5-a5\n    c3-b3\n";
        let read = Snapshot::parse("a", text).unwrap();
        assert_eq!(read.positions[0].moves, ["*e3 b5-a5", "c3-b3"]);
        let body = |t: &str| t.split_once("\n\n").unwrap().1.to_string();
        assert_eq!(body(&read.write()), body(text));
        let short = text.replace("moves: 2", "moves: 3");
        assert_eq!(Snapshot::parse("a", &short).unwrap_err().line, 5);
        let stray = text.replace("rules: seed\n", "rules: seed\n    c3-b3\n");
        assert_eq!(Snapshot::parse("a", &stray).unwrap_err().line, 3);
    }
}
