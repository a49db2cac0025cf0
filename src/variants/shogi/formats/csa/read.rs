//! Reading one game of a CSA file.

use super::ending_token;
use super::setup::PositionLines;
use crate::record::{
    CommentStyle, Element, Ending, FoulClaim, GameRecord, MoveTime, ReadIssue, Span, Tag,
};
use crate::variants::shogi::formats::CsaCode;
use crate::variants::shogi::formats::kif::TAG_NAMES;
use crate::variants::shogi::formats::runs::{RunJoiner, Runs};

/// The commonest line of a record, a move of seven bytes (`+7776FU`) and
/// its line ending: the bytes it takes, newline included. The line is one
/// part of the split at commas, starts with a sign and has no white space
/// to trim, so that split would read it as one move; every other line
/// takes that way.
pub(super) fn seven_byte_move(rest: &[u8]) -> Option<usize> {
    let line = rest.get(..MOVE_LEN)?;
    let taken = match &rest[MOVE_LEN..] {
        [b'\n', ..] => MOVE_LEN + 1,
        [b'\r', b'\n', ..] => MOVE_LEN + 2,
        _ => return None,
    };
    let is_move = matches!(line[0], b'+' | b'-')
        && line[1..].iter().all(|&b| b.is_ascii_graphic() && b != b',');
    is_move.then_some(taken)
}

/// The bytes of a move (`+7776FU`).
pub(super) const MOVE_LEN: usize = 7;

pub(super) fn read_game(text: &str, from: usize, to: usize, runs: Runs) -> GameRecord {
    let mut game = GameRecord {
        span: Span::new(from, to - from),
        ..Default::default()
    };
    let mut position = PositionLines::new();
    let mut side = 0;
    let mut position_span: Option<Span> = None;
    let mut plies = 0usize;
    let mut ended = false;
    let mut moves = RunJoiner::new(runs);
    let mut at = from;
    while at < to {
        if let Some(taken) = seven_byte_move(&text.as_bytes()[at..to]) {
            moves.push(&mut game.movetext, text, Span::new(at, MOVE_LEN));
            plies += 1;
            at += taken;
            continue;
        }
        let mut line_at = at;
        at = text.as_bytes()[at..to]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(to, |i| at + i + 1);
        let mut end = at;
        while end > line_at && matches!(text.as_bytes()[end - 1], b'\n' | b'\r') {
            end -= 1;
        }
        let mut line = &text[line_at..end];
        if let Some(rest) = line.strip_prefix('\u{feff}') {
            line = rest;
            line_at += '\u{feff}'.len_utf8();
        }
        if let Some(c) = line.strip_prefix('\'') {
            // `'Rules: otomo`: a tag that CSA has no field for, as hensou
            // writes it (only before the first move).
            if let Some((name, value)) = comment_tag(c).filter(|_| plies == 0) {
                game.tags.push(Tag {
                    name: name.to_string(),
                    value: value.to_string(),
                    span: Span::new(line_at, line.len()),
                });
                continue;
            }
            game.movetext.push(Element::Comment {
                text: c.trim().to_string(),
                style: CommentStyle::Line,
                span: Span::new(line_at, line.len()),
            });
            continue;
        }
        // Information lines hold free text, commas and colons included.
        let information = line.trim_start().starts_with('$');
        let mut part_at = line_at;
        for part in line.split(|c| c == ',' && !information) {
            let p_at = part_at;
            part_at += part.len() + 1;
            let t = part.trim();
            let t_at = p_at + (part.len() - part.trim_start().len());
            if t.starts_with('\'') {
                // `+7776FU,T12,'comment, with commas`: the rest of the line.
                let c = line[t_at - line_at..].trim_end();
                game.movetext.push(Element::Comment {
                    text: c[1..].trim().to_string(),
                    style: CommentStyle::Line,
                    span: Span::new(t_at, c.len()),
                });
                break;
            }
            let span = Span::new(t_at, t.len());
            // A move (`+7776FU`), the commonest part; no other part starts
            // so but the lone `+` or `-` of the side to move.
            if t.len() > 1 && t.starts_with(['+', '-']) {
                moves.push(&mut game.movetext, text, span);
                plies += 1;
                continue;
            }
            let mut issue = |message: String| {
                game.issues.push(ReadIssue {
                    code: CsaCode::Line.id(),
                    message,
                    span,
                    warning: false,
                });
            };
            if let Some(seconds) = t.strip_prefix('T').filter(|_| plies > 0) {
                // The time the move before took, in seconds (V3.0 adds
                // fractions, which a record of whole seconds drops).
                let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
                if !fraction.trim_matches('0').is_empty() {
                    game.issues.push(ReadIssue {
                        code: CsaCode::Time.id(),
                        message: format!(
                            "hensou keeps whole seconds: `{t}` is read as T{whole}, and conversion writes that"
                        ),
                        span,
                        warning: true,
                    });
                }
                if let Ok(seconds) = whole.parse::<u32>() {
                    game.movetext.push(Element::Time {
                        time: MoveTime {
                            seconds,
                            total: None,
                        },
                        span,
                    });
                }
                continue;
            }
            if t.is_empty() || t.starts_with('V') || t.starts_with('T') {
                continue;
            }
            if let Some(name) = t.strip_prefix("N+").or_else(|| t.strip_prefix("N-")) {
                let tag = if t.starts_with("N+") { "Sente" } else { "Gote" };
                game.tags.push(Tag {
                    name: tag.into(),
                    value: name.to_string(),
                    span,
                });
                continue;
            }
            if let Some(info) = t.strip_prefix('$') {
                let (k, v) = info.split_once(':').unwrap_or((info, ""));
                let key = format!("${k}");
                let name = TAG_NAMES
                    .iter()
                    .find(|n| n.2 == key)
                    .map_or(k.to_string(), |n| n.0.to_string());
                game.tags.push(Tag {
                    name,
                    value: v.to_string(),
                    span,
                });
                continue;
            }
            if let Some(word) = t.strip_prefix('#') {
                // The CSA server's game-end messages, as a client's transcript
                // keeps them: the reason (who is to move tells who lost), then
                // `#WIN`/`#LOSE` as seen by the player the server wrote to.
                let mover = (side + plies) % 2;
                let lost = || side_token(mover ^ 1);
                let drawn = || "1/2-1/2".to_string();
                let unfinished = || "*".to_string();
                let token = match word.split_whitespace().next().unwrap_or("") {
                    "RESIGN" => Some((lost(), Ending::Resignation)),
                    "TIME_UP" => Some((lost(), Ending::TimeUp)),
                    "ILLEGAL_MOVE" => Some((lost(), Ending::IllegalMove)),
                    "OUTE_SENNICHITE" => Some((side_token(mover), Ending::PerpetualCheck)),
                    "SENNICHITE" => Some((drawn(), Ending::Sennichite)),
                    "MAX_MOVES" | "CENSORED" => Some((drawn(), Ending::MoveLimit)),
                    "DRAW" => Some((drawn(), Ending::Draw)),
                    "CHUDAN" => Some((unfinished(), Ending::Interrupted)),
                    "JISHOGI" => Some((unfinished(), Ending::Jishogi)),
                    "WIN" | "LOSE" => None,
                    _ => {
                        issue(format!("`{t}` is not a CSA server result"));
                        continue;
                    }
                };
                match token {
                    Some((token, ending)) if !ended => {
                        if word == "ILLEGAL_MOVE" {
                            game.foul = Some(FoulClaim {
                                span,
                                last_move: false,
                            });
                        }
                        game.movetext.push(Element::Result {
                            token,
                            span,
                            ending: Some(ending),
                        });
                        ended = true;
                    }
                    Some(_) => {}
                    None if ended => {}
                    None => game.issues.push(ReadIssue {
                        code: CsaCode::ServerResult.id(),
                        message: format!(
                            "`{t}` is the result as one player was told, and the record does not say which player; read as no result"
                        ),
                        span,
                        warning: true,
                    }),
                }
                continue;
            }
            if t.starts_with('%') {
                let word = t.split_whitespace().next().unwrap_or(t);
                let mover = (side + plies) % 2;
                let Some((token, ending)) = ending_token(word, mover) else {
                    issue(format!("`{word}` is not a CSA ending"));
                    continue;
                };
                if !ended {
                    if word == "%KACHI" {
                        game.declaration = Some(span);
                    }
                    if word.contains("ILLEGAL") {
                        game.foul = Some(FoulClaim {
                            span,
                            last_move: false,
                        });
                    }
                    game.movetext.push(Element::Result {
                        token,
                        span,
                        ending: Some(ending),
                    });
                    ended = true;
                }
                continue;
            }
            if let Some(rest) = t.strip_prefix('P') {
                position_span = Some(
                    position_span.map_or(span, |s| Span::new(s.offset, span.end() - s.offset)),
                );
                match position.read(rest) {
                    Ok(None) => {}
                    Ok(Some(warning)) => game.issues.push(ReadIssue {
                        code: CsaCode::Trailing.id(),
                        message: warning,
                        span,
                        warning: true,
                    }),
                    Err(e) => issue(e.to_string()),
                }
                continue;
            }
            if (t == "+" || t == "-") && plies == 0 {
                side = if t == "+" { 0 } else { 1 };
                continue;
            }
            if t.starts_with(['+', '-']) || t.as_bytes().first().is_some_and(u8::is_ascii_digit) {
                moves.push(&mut game.movetext, text, span);
                plies += 1;
                continue;
            }
            issue(format!("`{t}` is not a CSA line"));
        }
    }
    moves.finish(&mut game.movetext, game.foul.is_some());
    if !position.used {
        let first_move = game.movetext.iter().find_map(|e| match e {
            Element::Moves { span } => {
                let run = &text[span.range()];
                let word = run.find([' ', '\t', '\r', '\n', ',']).unwrap_or(run.len());
                Some(Span::new(span.offset, word))
            }
            _ => None,
        });
        game.issues.push(ReadIssue {
            code: CsaCode::NoPosition.id(),
            message: "the record has no position lines (`PI`, `P1`-`P9`): read from the even start"
                .into(),
            span: first_move.unwrap_or(Span::new(from, 0)),
            warning: true,
        });
    }
    if let Some(setup) = position.finish(side) {
        game.tags.push(Tag {
            name: "Position".into(),
            value: setup.sfen(),
            span: position_span.unwrap_or_default(),
        });
    }
    game.tags.insert(
        0,
        Tag {
            name: "Variant".into(),
            value: "shogi".into(),
            span: Span::new(from, 0),
        },
    );
    game.tags.push(Tag {
        name: "Notation".into(),
        value: "csa".into(),
        span: Span::new(from, 0),
    });
    game
}

pub(super) fn side_token(winner: usize) -> String {
    if winner == 0 {
        "1-0".into()
    } else {
        "0-1".into()
    }
}

/// `Name: value` in a comment, for tags without a CSA field.
pub(super) fn comment_tag(comment: &str) -> Option<(&str, &str)> {
    let (name, value) = comment.split_once(": ")?;
    let word = !name.is_empty()
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    word.then(|| (name, value.trim()))
}
