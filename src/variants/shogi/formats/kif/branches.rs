//! `変化：N手` branches: which line each comes from, and the main line's
//! movetext with every branch placed as a variation.

use super::KI2_MARKS;
use super::plain::high_bytes;
use crate::record::{Element, ReadIssue, RecordCode, RunLines, Span, between_plies};

/// One line of play in a KIF or KI2 file: the main line, or a `変化：N手`
/// branch.
#[derive(Default)]
pub(super) struct Line {
    /// The number of its first move (a branch's N).
    pub(super) first: u32,
    /// Moves read.
    pub(super) plies: u32,
    /// From the `変化` line to the branch's last line.
    pub(super) span: Span,
    pub(super) movetext: Vec<Element>,
    pub(super) ended: bool,
    /// The line it branches from.
    pub(super) parent: Option<usize>,
    pub(super) depth: usize,
}

impl Line {
    fn holds(&self, ply: u32) -> bool {
        self.plies > 0 && ply >= self.first && ply < self.first + self.plies
    }
}

/// The line a `変化：N手` branch comes from. Kifu for Windows writes a line's
/// branches after it, the latest first, each followed by its own: the branch
/// belongs to the nearest line above that is still open and holds move N.
/// A branch at the same move as an open branch is that branch's sibling.
pub(super) fn branch_parent(lines: &[Line], open: &mut Vec<usize>, ply: u32) -> Option<usize> {
    while let Some(&top) = open.last() {
        let line = &lines[top];
        if top != 0 && line.first >= ply {
            open.pop();
            continue;
        }
        if line.holds(ply) {
            return Some(top);
        }
        if top == 0 {
            return None;
        }
        open.pop();
    }
    None
}

/// The main line's movetext with every branch placed, as a variation,
/// after the move it replaces (and that move's comments and time), in
/// file order; branches nested too deep are kept as text only.
pub(super) fn assemble(mut lines: Vec<Line>, issues: &mut Vec<ReadIssue>) -> Vec<Element> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); lines.len()];
    for (i, line) in lines.iter().enumerate().skip(1) {
        if let Some(p) = line.parent {
            children[p].push(i);
        }
    }
    // Children come after their parents: build from the last line up.
    for i in (0..lines.len()).rev() {
        let kids = std::mem::take(&mut children[i]);
        if kids.is_empty() {
            continue;
        }
        let mut branches: Vec<(u32, Element)> = Vec::with_capacity(kids.len());
        for k in kids {
            let kid = &mut lines[k];
            let movetext = if kid.depth < crate::record::MAX_VARIATION_DEPTH {
                std::mem::take(&mut kid.movetext)
            } else {
                issues.push(ReadIssue {
                    code: RecordCode::VariationDepth.id(),
                    message: crate::record::variation_depth("branches"),
                    span: kid.span,
                    warning: true,
                });
                Vec::new()
            };
            branches.push((
                kid.first,
                Element::Variation {
                    span: kid.span,
                    movetext,
                },
            ));
        }
        branches.sort_by_key(|b| b.0);
        let mut branches = branches.into_iter().peekable();
        let first = lines[i].first;
        let elements = std::mem::take(&mut lines[i].movetext);
        let mut out = Vec::with_capacity(elements.len() + branches.len());
        let mut played = 0;
        for e in elements {
            if !matches!(e, Element::Comment { .. } | Element::Time { .. }) {
                while let Some((_, b)) = branches.next_if(|b| b.0 < first + played) {
                    out.push(b);
                }
            }
            if matches!(e, Element::Moves { .. }) {
                played += 1;
            }
            out.push(e);
        }
        out.extend(branches.map(|b| b.1));
        lines[i].movetext = out;
    }
    std::mem::take(&mut lines[0].movetext)
}

/// `movetext` with each run of KI2 moves parted into its moves, as they
/// were read: at every mark (a mark starts every move), without the ASCII
/// white space that joined them, which is what the line's trimming took
/// (its `\r` before a line end, then blanks).
pub(super) fn moves_apart(movetext: Vec<Element>, text: &str) -> Vec<Element> {
    let mut apart = Vec::with_capacity(movetext.len());
    for e in movetext {
        let Element::Moves { span } = e else {
            apart.push(e);
            continue;
        };
        let run = &text[span.range()];
        let mut starts: Vec<usize> = run.match_indices(KI2_MARKS).map(|(i, _)| i).collect();
        if starts.first() != Some(&0) {
            // Not a run of KI2 moves (a KIF move): as it is.
            apart.push(e);
            continue;
        }
        starts.push(run.len());
        for w in starts.windows(2) {
            let piece = &run[w[0]..w[1]];
            let mv = match piece.split_once('\n') {
                Some((line, _)) => line.trim_end_matches('\r'),
                None => piece,
            }
            .trim_end_matches([' ', '\t']);
            apart.push(Element::Moves {
                span: Span::new(span.offset + w[0], mv.len()),
            });
        }
    }
    apart
}

/// `movetext` with each run of KIF move lines ([`RunLines::Numbered`])
/// parted into the elements its lines were read as: each move, its time
/// and the next line's number, at the places the driver reads them. A move
/// of such a run is characters beyond ASCII and its source square `(77)`;
/// a run whose text after a move is not a move line's rest (a KI2 run) is
/// kept as it is from there.
pub(super) fn numbered_apart(movetext: Vec<Element>, text: &str) -> Vec<Element> {
    let bytes = text.as_bytes();
    let mut apart = Vec::with_capacity(movetext.len());
    for e in movetext {
        let Element::Moves { span } = e else {
            apart.push(e);
            continue;
        };
        let (mut at, end) = (span.offset, span.end());
        loop {
            let mut word = at + high_bytes(&bytes[at..end]);
            if matches!(bytes.get(word..end), Some([b'(', _, _, b')', ..])) {
                word += 4;
            }
            let between = between_plies(RunLines::Numbered, &bytes[word..end]);
            let Some(between) = between.filter(|_| word > at) else {
                apart.push(Element::Moves {
                    span: Span::new(at, end - at),
                });
                break;
            };
            apart.push(Element::Moves {
                span: Span::new(at, word - at),
            });
            if let Some((time, start, len)) = between.time {
                let span = Span::new(word + start, len);
                apart.push(Element::Time { time, span });
            }
            if let Some((number, start, len)) = between.number {
                let span = Span::new(word + start, len);
                apart.push(Element::Number {
                    number,
                    continuation: false,
                    span,
                });
            }
            at = word + between.taken;
        }
    }
    apart
}
