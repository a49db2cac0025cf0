//! What the page needs to follow a record as players' viewers do: the
//! record's variations, each listed at its branch point and playable from
//! there, the main line's plies up to it included.

use hensou::replay::Branch;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{Board, Checked, to_json};

/// A variation as the page lists it: the ply it replaces, its plies as
/// written, and the variations inside it.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    pub from_ply: usize,
    pub moves: Vec<String>,
    pub variations: Vec<Line>,
}

impl Line {
    fn of(branch: &Branch) -> Line {
        Line {
            from_ply: branch.from_ply,
            moves: branch.moves.clone(),
            variations: branch.variations.iter().map(Line::of).collect(),
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
    /// Game `number`'s variations, a tree.
    pub fn lines(&self, number: usize) -> Vec<Line> {
        self.report(number, None)
            .map(|(report, _)| report.variations().iter().map(Line::of).collect())
            .unwrap_or_default()
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
                svg: position.svg(flip, true),
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
            variations,
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
