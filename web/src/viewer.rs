//! What the page needs to follow a record as players' viewers do: the
//! record's variations, each listed at its branch point and playable from
//! there, the main line's plies up to it included.

use hensou::replay::Branch;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{Board, Checked, Shown, WHOLE_TEXT_UP_TO, to_json};

/// A variation as the page lists it: the ply it replaces, its plies as
/// written, where it lies in the text shown (as [`super::Mark`] says),
/// and the variations inside it.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    pub from_ply: usize,
    pub moves: Vec<String>,
    pub at: Option<usize>,
    pub len: usize,
    pub variations: Vec<Line>,
    /// The index of its range in the [`Shown`] it was noted in.
    #[serde(skip)]
    noted: usize,
}

impl Line {
    /// The line of `branch`, its range noted in `shown`: its mark is set
    /// by [`Line::mark`] once every range is noted.
    fn of(branch: &Branch, shown: &mut Shown<'_>) -> Line {
        Line {
            from_ply: branch.from_ply,
            moves: branch.moves.clone(),
            at: None,
            len: 0,
            noted: shown.note(branch.span.offset, branch.span.len),
            variations: branch
                .variations
                .iter()
                .map(|b| Line::of(b, shown))
                .collect(),
        }
    }

    fn mark(&mut self, marks: &[(Option<usize>, usize)]) {
        (self.at, self.len) = marks[self.noted];
        for line in &mut self.variations {
            line.mark(marks);
        }
    }
}

/// The plies of the line that `path` (an index at each depth of the tree)
/// leads to: the ply its first variation replaces, and every ply from
/// there, the outer variations' plies up to each inner branch included.
pub fn follow(tree: &[Line], path: &[usize]) -> Option<(usize, Vec<String>)> {
    let (&first, rest) = path.split_first()?;
    let mut line = tree.get(first)?;
    let start = line.from_ply;
    let mut moves = line.moves.clone();
    for &k in rest {
        line = line.variations.get(k)?;
        moves.truncate(line.from_ply.checked_sub(start)?);
        moves.extend(line.moves.iter().cloned());
    }
    Some((start, moves))
}

/// A variation's position, with how long its line is.
#[derive(Serialize)]
struct LineBoard {
    #[serde(flatten)]
    board: Board,
    /// The plies of the whole line, the main line's before the branch
    /// included.
    length: usize,
}

impl Checked {
    /// Game `number`'s variations, a tree, each marked in the text the
    /// page shows (see [`Checked::game`]).
    pub fn lines(&self, number: usize) -> Vec<Line> {
        let Some((report, game)) = self.report(number, None) else {
            return Vec::new();
        };
        let source = self.source.text();
        let (base, text) = if source.len() <= WHOLE_TEXT_UP_TO {
            (0, source)
        } else {
            let range = game.offset..game.offset + game.length;
            (game.offset, source.get(range).unwrap_or_default())
        };
        let mut shown = Shown {
            base,
            text,
            ranges: Vec::new(),
        };
        let mut lines: Vec<Line> = report
            .variations()
            .iter()
            .map(|b| Line::of(b, &mut shown))
            .collect();
        let marks = shown.marks();
        for line in &mut lines {
            line.mark(&marks);
        }
        lines
    }

    fn line_board_of(
        &self,
        number: usize,
        path: &[usize],
        ply: usize,
        flip: bool,
    ) -> Option<LineBoard> {
        let (start, moves) = follow(&self.lines(number), path)?;
        let before = start.checked_sub(1)?;
        let mut position = self.position(number, before.min(ply))?;
        for text in moves.iter().take(ply.saturating_sub(before)) {
            if position.play(text).is_err() {
                break;
            }
        }
        Some(LineBoard {
            board: Board {
                ply: position.plies(),
                svg: position.svg_in(flip, true, self.lang),
                position: position.position_string(),
                to_move: position.side_name(position.side_to_move()),
                legal_moves: position.legal_moves(None).unwrap_or_default(),
            },
            length: before + moves.len(),
        })
    }
}

/// `0,2`: the path to a variation, as the page writes it.
fn parse_path(path: &str) -> Option<Vec<usize>> {
    path.split(',').map(|k| k.trim().parse().ok()).collect()
}

#[wasm_bindgen]
impl Checked {
    /// Game `number`'s variations as JSON: a tree of lines, each with the
    /// ply it replaces, its plies as written and the lines inside it.
    pub fn variations(&self, number: usize) -> String {
        to_json(&self.lines(number))
    }

    /// The position after `ply` plies (counted from the game's start) of
    /// the variation at `path` (`0`, `0,1`: an index at each depth) of
    /// game `number`, as JSON: a board as [`Checked::board`] gives it, and
    /// the line's `length`; `null` when there is no such variation.
    pub fn line_board(&self, number: usize, path: &str, ply: usize, flip: bool) -> String {
        let board = parse_path(path).and_then(|p| self.line_board_of(number, &p, ply, flip));
        to_json(&board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Request;

    fn line(from_ply: usize, moves: &[&str], variations: Vec<Line>) -> Line {
        Line {
            from_ply,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            at: None,
            len: 0,
            variations,
            noted: 0,
        }
    }

    #[test]
    fn a_nested_variation_keeps_its_outer_plies_up_to_its_branch() {
        let tree = [line(
            3,
            &["a", "b", "c"],
            vec![line(4, &["x", "y"], vec![])],
        )];
        assert_eq!(
            follow(&tree, &[0]),
            Some((3, vec!["a".into(), "b".into(), "c".into()]))
        );
        assert_eq!(
            follow(&tree, &[0, 0]),
            Some((3, vec!["a".into(), "x".into(), "y".into()]))
        );
        assert_eq!(follow(&tree, &[1]), None);
        assert_eq!(follow(&tree, &[]), None);
    }

    #[test]
    fn a_kif_variation_is_played_from_its_branch() {
        let path = "shogi/valid/comments-and-branch.kif";
        let bytes = std::fs::read(format!("{}/../fixtures/{path}", env!("CARGO_MANIFEST_DIR")))
            .expect("the fixture");
        let page = Checked::open(path, bytes, &Request::default()).expect("the request reads");
        let tree = page.lines(1);
        assert_eq!(tree.len(), 1);
        assert_eq!(tree[0].from_ply, 3);
        let text: Vec<u16> = page.text().encode_utf16().collect();
        let at = tree[0].at.expect("the variation lies in the text");
        let marked = String::from_utf16(&text[at..at + tree[0].len]).expect("characters");
        assert!(marked.contains("６八銀(79)"), "{marked}");
        let mut want = hensou::Position::new("shogi", None).expect("shogi");
        for m in ["7g7f", "3c3d", "7i6h", "8c8d"] {
            want.play(m).expect("legal");
        }
        let board = page.line_board_of(1, &[0], 4, false).expect("a board");
        assert_eq!((board.board.ply, board.length), (4, 4));
        assert_eq!(board.board.position, want.position_string());
        // Before its branch, a variation's line is the main line.
        let early = page.line_board_of(1, &[0], 1, false).expect("a board");
        assert_eq!(early.board.ply, 1);
        assert!(page.line_board(1, "5", 1, false) == "null");
    }
}
