//! The KI2 moves of a KIF or KI2 game: lines of marked moves, the remarks
//! and summary after a move, and marked moves in a line of prose.

use super::super::{KI2_MARKS, is_card_move, is_shogi_move};
use super::GameReader;
use crate::record::{CommentStyle, Element, ReadIssue, Span};
use crate::variants::shogi::formats::KifCode;

impl GameReader<'_> {
    /// A line of prose with KI2 moves in it from byte `k` on, in a file of
    /// no KIF moves (`正解は▲７九銀△９九角成▲５八金上です。` under a board
    /// diagram, as a problem's answer is posted): the moves are read, and
    /// the words before them are kept as a comment, as those after them
    /// are, each with a warning.
    pub(super) fn moves_in_prose(&mut self, trimmed: &str, at: usize, k: usize) {
        let words = trimmed[..k].trim_end_matches([' ', '\t', '　']);
        let span = Span::new(at, words.len());
        self.game.issues.push(ReadIssue {
            code: KifCode::TextAfterMove.id(),
            message: crate::msg!("kif-text-before-moves", text = words),
            span,
            warning: true,
        });
        self.lines[self.cur].movetext.push(Element::Comment {
            text: words.to_string(),
            style: CommentStyle::Line,
            span,
        });
        self.ki2_moves(&trimmed[k..], at + k);
    }

    /// A line of KI2 moves (`▲７六歩    △３四歩`).
    pub(super) fn ki2_moves(&mut self, trimmed: &str, at: usize) {
        // Each mark starts a move, spaced or not: Kifu for Windows pads
        // moves to a column, and a six-character move touches the next.
        let mut starts: Vec<usize> = trimmed.match_indices(KI2_MARKS).map(|(i, _)| i).collect();
        self.ki2_plies += starts.len();
        starts.push(trimmed.len());
        let (text, cur) = (self.text, self.cur);
        for w in starts.windows(2) {
            let piece = trimmed[w[0]..w[1]].trim_end_matches([' ', '\t', '　']);
            let (mv, remark) = move_then_remark(piece);
            let span = Span::new(at + w[0], mv.len());
            // A move that ends in 同 would read on across the blank after
            // it (`同　歩`), into the next move, if joined to it.
            let joinable = !self.lines[cur].movetext.last().is_some_and(
                |e| matches!(e, Element::Moves { span } if text[span.range()].ends_with('同')),
            );
            match (cur, joinable) {
                (0, true) => self
                    .main_moves
                    .push(&mut self.lines[0].movetext, text, span),
                (0, false) => self
                    .main_moves
                    .push_apart(&mut self.lines[0].movetext, span),
                _ => self.lines[cur].movetext.push(Element::Moves { span }),
            }
            self.lines[cur].plies += 1;
            if self.lines[cur].plies == 1 && cur == 0 {
                self.lines[cur].first = 1;
            }
            if remark > 0 {
                let from = at + w[0] + mv.len();
                self.after_ki2_move(from, from + remark);
            }
        }
        if cur == 0 {
            self.comment_claim = None;
        }
    }

    /// The words after a KI2 move on its line: the game's summary
    /// (`▲８八角　まで10手で後手の勝ち`), or a remark kept as a comment.
    fn after_ki2_move(&mut self, from: usize, to: usize) {
        let text = self.text;
        let words = text[from..to].trim_start_matches([' ', '\t', '　']);
        let at = to - words.len();
        if let Some(rest) = words.strip_prefix("まで") {
            return self.summary(rest, Span::new(at, words.len()));
        }
        let remark = self.text_after_move(at, to);
        self.lines[self.cur].movetext.extend(remark);
    }
}

/// Where the KI2 moves of a line of prose start (`正解は▲７九銀…`): at
/// its first side mark before a shogi move or a card's.
pub(super) fn marked_moves_in_prose(line: &str) -> Option<usize> {
    line.match_indices(KI2_MARKS)
        .map(|(i, m)| (i, &line[i + m.len()..]))
        .find(|(_, rest)| is_shogi_move(rest) || is_card_move(rest))
        .map(|(i, _)| i)
}

/// A KI2 move and the length of the words after it up to the next mark
/// (`▲２六歩 居飛車で`, `▲２六歩（居飛車）`, `▲５八金上です。`), which are a
/// remark when a blank, kana, a Japanese stop or a full-width bracket
/// parts them from a move the notation reads
/// whole (KIF's origin, `(77)`, is in ASCII brackets); else the whole piece
/// is the move, read (and refused, if it must be) as written.
fn move_then_remark(piece: &str) -> (&str, usize) {
    let Ok(parsed) = crate::variants::shogi::notation::japanese::parse(piece) else {
        return (piece, 0);
    };
    let (mv, rest) = piece.split_at(parsed.len.min(piece.len()));
    let blanks = [' ', '\t', '　'];
    let move_only = mv.trim_end_matches(blanks);
    // Kana and a Japanese stop end a move as a blank does (`▲５八金上です。`).
    let kana_or_stop = rest.starts_with(|c: char| {
        ('\u{3041}'..='\u{309F}').contains(&c) || crate::record::numbering::is_separator(c)
    });
    let parted = rest.starts_with(blanks)
        || rest.starts_with('（')
        || kana_or_stop
        || move_only.len() < mv.len();
    match parted && !rest.trim_matches(blanks).is_empty() {
        true => (move_only, piece.len() - move_only.len()),
        false => (piece, 0),
    }
}
