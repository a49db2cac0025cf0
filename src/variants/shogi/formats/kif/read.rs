//! Reading one game of a KIF or KI2 file.

use super::bod::read_bod;
use super::branches::{Line, assemble, branch_parent, moves_apart};
use super::endings::{ending_token, names_a_foul, side_token, summary_ending};
use super::lines::{
    GameStarts, comment_tag, diagram_move_number, header, lines_with_ends, move_line, offset,
    time_column, trim_blanks,
};
use super::{HANDICAPS, KI2_MARKS, TAG_NAMES};
use crate::record::{
    CommentStyle, Element, FoulClaim, GameRecord, ReadIssue, Span, Tag, push_element,
};
use crate::variants::shogi::formats::KifCode;
use crate::variants::shogi::formats::runs::{RunJoiner, Runs};

/// Reads the game of a KIF or KI2 file that starts at `from`, and where
/// it ends: where the next game starts, or the text's end.
pub(super) fn read_game(text: &str, from: usize, runs: Runs) -> (GameRecord, usize) {
    let mut game = GameRecord::default();
    let mut starts = GameStarts::default();
    let mut to = from;
    let mut first = 0; // who moves first
    let mut moves_before = 0;
    let mut plies = 0usize;
    let mut ki2_plies = 0usize;
    let mut board_lines: Vec<(&str, usize)> = Vec::new();
    let mut hands: [Option<(&str, usize)>; 2] = [None, None];
    // The main line (0) and every 変化 branch, in file order; `cur` is the
    // one being read, `open` the lines a branch may still come from.
    let mut lines = vec![Line::default()];
    let mut open: Vec<usize> = vec![0];
    let mut cur = 0;
    let mut other_handicap: Option<Span> = None;
    let mut comment_claim: Option<FoulClaim> = None;
    // The main line's KI2 moves; a branch's moves stay apart.
    let mut main_moves = RunJoiner::new(runs);
    for raw in lines_with_ends(&text[from..]) {
        if starts.starts_game(raw) {
            break;
        }
        to += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = trim_blanks(line, false);
        let t_at = offset(text, trimmed);
        if cur > 0 && !trimmed.is_empty() && !trimmed.starts_with("変化") {
            let span = &mut lines[cur].span;
            span.len = t_at + trimmed.len() - span.offset;
        }
        // The commonest line first: no other kind of line starts with a digit.
        if let Some((number, rest)) = move_line(trimmed) {
            // After `手数＝40`, moves may be numbered from 41: count from the diagram.
            let number = if moves_before > 0 && number > moves_before {
                number - moves_before
            } else {
                number
            };
            let number_span = Span::new(t_at, trimmed.len() - rest.len());
            // `同 歩(23)` with an ASCII space still is one move.
            let skip = match rest.strip_prefix('同') {
                Some(after) => {
                    '同'.len_utf8() + after.len() - after.trim_start_matches([' ', '\t']).len()
                }
                None => 0,
            };
            let word_len = skip
                + rest.as_bytes()[skip..]
                    .iter()
                    .position(|&b| b == b' ' || b == b'\t')
                    .unwrap_or(rest.len() - skip);
            // A `+` after a move marks a branch from it (Kifu for Windows).
            let word = rest[..word_len].trim_end_matches('+');
            let w_at = offset(text, rest);
            if let Some((token, ending)) = ending_token(word, number as usize, first) {
                if !lines[cur].ended {
                    let span = Span::new(w_at, word.len());
                    if matches!(word, "入玉勝ち" | "宣言勝ち" | "入玉宣言勝ち") && cur == 0
                    {
                        game.declaration = Some(span);
                    }
                    if word.starts_with("反則") && cur == 0 {
                        // ShogiHome writes 反則勝ち after a legal move when the
                        // opponent's foul was not a move on the board.
                        game.foul = Some(FoulClaim {
                            span,
                            last_move: word == "反則手",
                        });
                    }
                    lines[cur].movetext.push(Element::Result {
                        token,
                        span,
                        ending: Some(ending),
                    });
                    lines[cur].ended = true;
                    // `投了 ( 0:06/00:00:12)`: the time the last turn took.
                    let after = &rest[word_len..];
                    if let Some((time, len)) = time_column(after) {
                        let lead = after.len() - after.trim_start().len();
                        lines[cur].movetext.push(Element::Time {
                            time,
                            span: Span::new(w_at + word_len + lead, len),
                        });
                    }
                }
                continue;
            }
            let line_out = &mut lines[cur];
            push_element(&mut line_out.movetext, || Element::Number {
                number,
                continuation: false,
                span: number_span,
            });
            push_element(&mut line_out.movetext, || Element::Moves {
                span: Span::new(w_at, word.len()),
            });
            line_out.plies += 1;
            if line_out.plies == 1 && cur == 0 {
                line_out.first = number;
            }
            let after = &rest[word_len..];
            if let Some((time, len)) = time_column(after) {
                let lead = after.len() - after.trim_start().len();
                push_element(&mut line_out.movetext, || Element::Time {
                    time,
                    span: Span::new(w_at + word_len + lead, len),
                });
            }
            if cur == 0 {
                comment_claim = None;
            }
            plies += 1;
            continue;
        }
        if let Some(n) = diagram_move_number(trimmed) {
            // The plies before a board diagram: the SFEN's move number is one more.
            moves_before = n;
            continue;
        }
        if let Some((name, value)) = trimmed.strip_prefix('#').and_then(comment_tag) {
            game.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
                span: Span::new(t_at, trimmed.len()),
            });
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("手数") {
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("変化") {
            let span = Span::new(t_at, trimmed.len());
            let number = rest
                .trim_start_matches(['：', ':', ' ', '　'])
                .trim_end_matches(['手', ' ', '　'])
                .parse::<u32>()
                .ok()
                .map(|n| {
                    if moves_before > 0 && n > moves_before {
                        n - moves_before
                    } else {
                        n
                    }
                });
            let parent = number.and_then(|n| branch_parent(&lines, &mut open, n));
            if parent.is_none() {
                game.issues.push(ReadIssue {
                    code: KifCode::Branch.id(),
                    message: format!("`{trimmed}` names no move of the lines above to branch from"),
                    span,
                    warning: false,
                });
            }
            cur = lines.len();
            open.push(cur);
            let depth = parent.map_or(0, |p| lines[p].depth + 1);
            lines.push(Line {
                first: number.unwrap_or(0),
                span,
                parent,
                depth,
                ..Line::default()
            });
            continue;
        }
        if let Some(c) = trimmed.strip_prefix(['*', '&']) {
            if names_a_foul(c.trim()) && cur == 0 {
                // It counts only if no move follows it.
                comment_claim = Some(FoulClaim {
                    span: Span::new(t_at, trimmed.len()),
                    last_move: true,
                });
            }
            lines[cur].movetext.push(Element::Comment {
                text: c.trim().to_string(),
                style: CommentStyle::Line,
                span: Span::new(t_at, trimmed.len()),
            });
            continue;
        }
        if trimmed.starts_with('|') {
            board_lines.push((trimmed, t_at));
            continue;
        }
        if trimmed.starts_with('+') || trimmed.starts_with("９ ８") || trimmed.starts_with("９　８")
        {
            continue; // board frame and file numbers
        }
        if trimmed == "先手番" || trimmed == "下手番" {
            first = 0;
            continue;
        }
        if trimmed == "後手番" || trimmed == "上手番" {
            first = 1;
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("まで") {
            // The summary line `まで64手で先手の勝ち`; it repeats the ending.
            if !lines[cur].ended {
                let token = if rest.contains("千日手") || rest.contains("持将棋") {
                    "1/2-1/2".to_string()
                } else if rest.contains("先手の") || rest.contains("下手の") {
                    side_token(if rest.contains("勝ち") { 0 } else { 1 })
                } else if rest.contains("後手の") || rest.contains("上手の") {
                    side_token(if rest.contains("勝ち") { 1 } else { 0 })
                } else {
                    "*".into()
                };
                let span = Span::new(t_at, trimmed.len());
                if rest.contains("反則") && cur == 0 {
                    // `まで9手で後手の反則勝ち`, KI2's only word for a foul.
                    game.foul.get_or_insert(FoulClaim {
                        span,
                        last_move: false,
                    });
                }
                lines[cur].movetext.push(Element::Result {
                    token,
                    span,
                    ending: summary_ending(rest),
                });
                lines[cur].ended = true;
            }
            continue;
        }
        if trimmed.starts_with(KI2_MARKS) {
            // Each mark starts a move, spaced or not: Kifu for Windows pads
            // moves to a column, and a six-character move touches the next.
            let mut starts: Vec<usize> = trimmed.match_indices(KI2_MARKS).map(|(i, _)| i).collect();
            ki2_plies += starts.len();
            starts.push(trimmed.len());
            for w in starts.windows(2) {
                let mv = trimmed[w[0]..w[1]].trim_end_matches([' ', '\t', '　']);
                let span = Span::new(t_at + w[0], mv.len());
                // A move that ends in 同 would read on across the blank after
                // it (`同　歩`), into the next move, if joined to it.
                let joinable = !lines[cur].movetext.last().is_some_and(
                    |e| matches!(e, Element::Moves { span } if text[span.range()].ends_with('同')),
                );
                match (cur, joinable) {
                    (0, true) => main_moves.push(&mut lines[0].movetext, text, span),
                    (0, false) => main_moves.push_apart(&mut lines[0].movetext, span),
                    _ => lines[cur].movetext.push(Element::Moves { span }),
                }
                lines[cur].plies += 1;
                if lines[cur].plies == 1 && cur == 0 {
                    lines[cur].first = 1;
                }
            }
            if cur == 0 {
                comment_claim = None;
            }
            continue;
        }
        if let Some((key, value)) = header(trimmed) {
            let span = Span::new(t_at, trimmed.len());
            // Where the value starts (it is a slice of `trimmed`), so that a
            // diagnostic about the hand spans the value itself.
            let value_at = t_at + (value.as_ptr() as usize - trimmed.as_ptr() as usize);
            if key == "後手の持駒" || key == "上手の持駒" {
                hands[1] = Some((value, value_at));
                continue;
            }
            if key == "先手の持駒" || key == "下手の持駒" {
                hands[0] = Some((value, value_at));
                continue;
            }
            if key == "手合割" {
                if value == "その他" {
                    other_handicap = Some(span);
                    continue;
                }
                match HANDICAPS.iter().find(|(n, _)| *n == value) {
                    Some((_, sfen)) => {
                        first = if sfen.contains(" w ") { 1 } else { 0 };
                        if !sfen.starts_with("lnsgkgsnl/1r5b1") {
                            game.tags.push(Tag {
                                name: "Position".into(),
                                value: sfen.to_string(),
                                span,
                            });
                        }
                    }
                    None => game.issues.push(ReadIssue {
                        code: KifCode::Handicap.id(),
                        message: format!(
                            "unknown handicap `{value}`; the game is read from the normal start"
                        ),
                        span,
                        warning: true,
                    }),
                }
                continue;
            }
            let name = TAG_NAMES.iter().find(|t| t.1 == key).map_or(key, |t| t.0);
            game.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
                span,
            });
            continue;
        }
        game.issues.push(ReadIssue {
            code: KifCode::UnknownLine.id(),
            message: "this line is neither a header, a move, a comment nor a board line".into(),
            span: Span::new(t_at, trimmed.len()),
            warning: true,
        });
    }
    if comment_claim.is_some() {
        game.foul = comment_claim;
    }
    main_moves.finish(&mut lines[0].movetext, game.foul.is_some());
    if lines.len() > 1 {
        // A branch is placed by counting the moves before it, one a run.
        lines[0].movetext = moves_apart(std::mem::take(&mut lines[0].movetext), text);
    }
    game.movetext = assemble(lines, &mut game.issues);
    if let (Some(span), true) = (other_handicap, board_lines.is_empty()) {
        game.issues.push(ReadIssue {
            code: KifCode::Handicap.id(),
            message: "`手合割：その他` (another handicap) needs a board diagram, and there is none"
                .into(),
            span,
            warning: false,
        });
    }
    if !board_lines.is_empty() {
        match read_bod(&board_lines, hands, first, moves_before) {
            Ok(setup) => {
                let span = Span::new(
                    board_lines[0].1,
                    board_lines.last().map_or(0, |(l, a)| a + l.len()) - board_lines[0].1,
                );
                game.tags.retain(|t| t.name != "Position");
                game.tags.push(Tag {
                    name: "Position".into(),
                    value: setup.sfen(),
                    span,
                });
            }
            Err((error, span)) => game.issues.push(ReadIssue {
                code: KifCode::Board.id(),
                message: error.to_string(),
                span,
                warning: false,
            }),
        }
    }
    game.span = Span::new(from, to - from);
    if game.tag("Variant").is_none() {
        game.tags.insert(
            0,
            Tag {
                name: "Variant".into(),
                value: "shogi".into(),
                span: Span::new(from, 0),
            },
        );
    }
    if game.tag("Notation").is_none() && ki2_plies > 0 && plies == 0 {
        game.tags.push(Tag {
            name: "Notation".into(),
            value: "ki2".into(),
            span: Span::new(from, 0),
        });
    } else if game.tag("Notation").is_none() && plies > 0 {
        game.tags.push(Tag {
            name: "Notation".into(),
            value: "kif".into(),
            span: Span::new(from, 0),
        });
    }
    (game, to)
}
