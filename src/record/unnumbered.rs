//! Moves a post writes without numbers: after side marks (`▲７六歩△３四歩`),
//! after `初手` and the first ply (`初手▲７六歩、△３四歩、▲２六歩`), or one
//! after another where only a game's grammar tells they are moves
//! (`f12 Oj4 Oc5`, `c2-c3 c4xc2 b2-c3` under a tag). They are numbered
//! here, in the order they stand, as if the post had numbered them
//! (docs/FORUM-POSTS.md, "Moves without numbers").

use super::finder::MoveFinder;
use super::forum::first_number;
use super::structure::{cited_len, is_signature_separator};
use super::{Element, ForumCode, GameRecord, ReadIssue, Span, numbering, structure};

/// The fewest moves in a row, with nothing but blanks and separators
/// between them, that a text with neither numbers nor side marks must hold
/// for them to be a record: fewer are as likely a square named in prose.
/// Under tags, the text is a record and one move is one (PGN's import
/// format numbers nothing).
pub(super) const FEWEST_IN_A_ROW: usize = 3;

/// Numbers the moves of `game` that have no number of their own: those
/// after a side mark (`marked`), when the game has no other numbers or
/// only the first ply's, which they follow on from; or, in a game with no
/// numbers and no marks, the runs of moves its grammars read one after
/// another. In a game numbered further on, they are remarks, as any word
/// between numbers is.
pub(super) fn number_moves(
    text: &str,
    game: &mut GameRecord,
    marked: impl Iterator<Item = Span>,
    finder: &dyn MoveFinder,
) {
    let numbers = (game.movetext.iter()).filter(|e| matches!(e, Element::Number { .. }));
    match numbers.count() {
        0 => {}
        1 if first_number(game) == Some(1) && !continues(game) => {}
        _ => return,
    }
    let after = match game.movetext.last() {
        Some(Element::Moves { span }) => span.offset + 1,
        _ => 0,
    };
    let mut moves: Vec<Span> = marked.filter(|s| s.offset >= after).collect();
    let talk_above = leave_paragraphs_above_the_record(text, &mut moves);
    leave_sentences_below_the_record(text, &mut moves);
    leave_alternatives(text, &mut moves);
    cite_after_the_moves(text, game, &mut moves);
    if moves.is_empty() {
        moves = following_the_first_move(text, game, finder);
    }
    if moves.is_empty() && game.movetext.is_empty() {
        let fewest = if game.tags.is_empty() {
            FEWEST_IN_A_ROW
        } else {
            1
        };
        moves = moves_in_a_row(text, game.span, finder, fewest);
    }
    let Some(first) = moves.first().copied() else {
        return;
    };
    if let Some(Element::Moves { span }) = game.movetext.last_mut() {
        span.len = span.len.min(first.offset.saturating_sub(span.offset));
    }
    if game.movetext.is_empty() && game.tags.is_empty() {
        // The game starts at its first move, or at the talk above it that
        // names moves, and still ends where it did (the reader closes each
        // game where the next starts).
        let end = game.span.end();
        game.span.offset = talk_above.unwrap_or(first.offset).min(first.offset);
        game.span.len = end.saturating_sub(game.span.offset);
    }
    let first_number = u32::from(!game.movetext.is_empty()) + 1;
    for (number, span) in (first_number..).zip(moves) {
        game.movetext.push(Element::Number {
            number,
            continuation: false,
            span: Span::new(span.offset, 0),
        });
        game.movetext.push(Element::Moves { span });
    }
}

/// Takes out of `moves` (marked moves) those above the first line that
/// sets moves out (its first move starts the line, and moves or nothing
/// but blanks follow it there) when a blank line parts them from it: they
/// stand in a paragraph of prose before the record (`角交換から▲４五角の筋
/// でした。`, then a blank line, then `▲７六歩 △３四歩 …`) and talk about
/// the game to come. A sentence that runs on into the set-out lines, with
/// no blank line between, is the record's start. The moves taken out are
/// left to the check of what was not accounted for, which names them; the
/// first one's offset is returned.
fn leave_paragraphs_above_the_record(text: &str, moves: &mut Vec<Span>) -> Option<usize> {
    let set_out = (0..moves.len()).find(|&k| {
        let from = k.checked_sub(1).map_or(0, |p| moves[p].end());
        let m = moves[k];
        let before = &text[from.min(m.offset)..m.offset];
        let line_start = match before.rfind(['\n', '\r']) {
            Some(i) => from + i + 1,
            None if k == 0 => text[..m.offset].rfind(['\n', '\r']).map_or(0, |i| i + 1),
            None => return false,
        };
        let line_end = text[m.end()..]
            .find(['\n', '\r'])
            .map_or(text.len(), |i| m.end() + i);
        let next = moves
            .get(k + 1)
            .map_or(line_end, |n| n.offset.min(line_end));
        numbering::trim_blanks(&text[m.end()..next]).is_empty()
            && !in_a_sentence_on_its_line(text, line_start, m.offset)
    });
    let first = set_out.filter(|&k| k > 0)?;
    let between = &text[moves[first - 1].end()..moves[first].offset];
    let blank_line = (between.lines().skip(1)).any(|l| numbering::trim_blanks(l).is_empty());
    blank_line.then(|| moves.drain(..first).next().map(|m| m.offset))?
}

/// Whether the move at `at`, the first of its line (which starts at
/// `start`), stands inside a sentence: a word runs into its mark, or prose
/// stands before it on its line, or it opens an aside.
fn in_a_sentence_on_its_line(text: &str, start: usize, at: usize) -> bool {
    let before = text[start..at].chars().next_back();
    before.is_some_and(char::is_alphanumeric) || structure::in_a_sentence(text, at)
}

/// Takes out of `moves` (marked moves) those on a line whose first move
/// stands inside a sentence (a word runs into its mark: `これで△３三角なら
/// ▲２三角成？`, `ここで▲２四歩と突いたのが敗着`) below a line that sets moves
/// out (its first move starts the line or follows a blank or a label:
/// `▲７六歩 △３四歩`, `手順：▲７六歩`). Once a post has set its moves out,
/// a move in a sentence below them talks about the game, often of a move
/// not played; played, it would be set out as the others are. A sentence
/// that holds the whole record (`正解は▲２四歩△同歩▲同飛です。`) has no line
/// above it and stays the record. The moves taken out are left to the
/// check of what was not accounted for, which names them.
fn leave_sentences_below_the_record(text: &str, moves: &mut Vec<Span>) {
    let mut set_out_above = false;
    let mut line = usize::MAX;
    let mut looked = 0;
    let mut in_a_sentence = false;
    moves.retain(|m| {
        // The moves come in order: the text is looked at once, from the
        // last move on.
        let from = match line {
            usize::MAX => 0,
            _ => looked.min(m.offset),
        };
        super::forum::looked_at(m.offset - from);
        let start = (text[from..m.offset].rfind(['\n', '\r'])).map_or(from, |i| from + i + 1);
        let start = if start == from && line != usize::MAX {
            line
        } else {
            start
        };
        looked = m.offset;
        if start != line {
            line = start;
            // A word runs into the mark, or prose stands before it on its
            // line (`三間飛車でした。△６二玉のところ`), or it opens an aside
            // (`（▲２四歩△同歩▲同飛は次回）`).
            let sentence = in_a_sentence_on_its_line(text, start, m.offset);
            in_a_sentence = set_out_above && sentence;
            set_out_above |= !sentence;
        }
        !in_a_sentence
    });
}

/// Takes out of `moves` (marked moves) those of one side in a row with
/// prose between them (`次は△８四歩か△４４歩か`, `▲２四歩や▲４六歩`): a
/// question or a choice between moves, of which the words alone say which,
/// if any, was played; a record gives a side one move at a time. Moves of
/// one side with nothing but blanks between them, or on different lines,
/// are the record's, and the second one's side an error there. The moves taken out are named by the
/// check of what was not accounted for.
fn leave_alternatives(text: &str, moves: &mut Vec<Span>) {
    let side = |m: &Span| {
        let mark = text[m.range()].chars().next()?;
        structure::is_side_mark(mark).then_some(matches!(mark, '▲' | '☗'))
    };
    let mut alternative = vec![false; moves.len()];
    for (i, pair) in moves.windows(2).enumerate() {
        let [first, second] = pair else { continue };
        let between = text.get(first.end()..second.offset).unwrap_or("");
        let prose_between = between
            .chars()
            .any(|c| matches!(c, '\u{3041}'..='\u{30FF}'))
            || between
                .split(numbering::is_blank)
                .any(structure::is_a_word_of_prose);
        let one_line = !between.contains(['\n', '\r']);
        if side(first).is_some() && side(first) == side(second) && prose_between && one_line {
            alternative[i] = true;
            alternative[i + 1] = true;
        }
    }
    let mut flags = alternative.into_iter();
    moves.retain(|_| !flags.next().unwrap_or(false));
}

/// The most marked moves a citation after the record is taken to hold
/// (`▲８六歩が疑問、△４二金で後手よし` holds two).
const MOST_CITED: usize = 4;

/// Takes off the end of `moves` (marked moves) those that stand in a
/// paragraph of prose after the others and each repeat one of them exactly
/// (`回答：` then `▲５五角が早かった。`): they cite plies, as a remark does,
/// and are no plies. Each is said in a `forum::citation` warning.
fn cite_after_the_moves(text: &str, game: &mut GameRecord, moves: &mut Vec<Span>) {
    let written = |s: &Span| text[s.range()].trim_start_matches(structure::is_side_mark);
    let apart = |last: &Span, first: &Span| {
        let between = text.get(last.end()..first.offset).unwrap_or_default();
        between.lines().skip(1).any(|l| l.trim().is_empty())
            && !numbering::trim_blanks(between).is_empty()
    };
    let ply_of =
        |cited: &Span, record: &[Span]| (record.iter()).position(|m| written(m) == written(cited));
    let first = (moves.len().saturating_sub(MOST_CITED).max(1)..moves.len())
        .rev()
        .find(|&k| {
            apart(&moves[k - 1], &moves[k])
                && moves[k..].iter().all(|m| ply_of(m, &moves[..k]).is_some())
        });
    let Some(first) = first else {
        return;
    };
    let before = usize::from(!game.movetext.is_empty());
    for cited in moves[first..].iter() {
        let ply = ply_of(cited, &moves[..first]).unwrap_or(0) + 1 + before;
        game.issues.push(ReadIssue {
            code: ForumCode::Citation.id(),
            message: crate::msg!(
                "forum-citation",
                text = &text[cited.range()],
                ply = %ply
            ),
            span: *cited,
            warning: true,
        });
    }
    moves.truncate(first);
}

/// The moves written one after another after `初手` and its move, parted
/// by blanks and separators only (`初手７六歩、３四歩、２六歩と進んだ。`):
/// `初手` numbers ply 1 alone, and the moves after it follow on, however
/// few.
fn following_the_first_move(text: &str, game: &GameRecord, finder: &dyn MoveFinder) -> Vec<Span> {
    let mut out = Vec::new();
    let [
        Element::Number { span: number, .. },
        Element::Moves { span: run },
    ] = &game.movetext[..]
    else {
        return out;
    };
    if text.get(number.range()) != Some("初手") {
        return out;
    }
    let Some(run_text) = text.get(run.range()) else {
        return out;
    };
    let mut at = numbering::blank_len(run_text);
    let Some(first) = finder.move_len(&run_text[at..]) else {
        return out;
    };
    at += first;
    loop {
        let blanks = numbering::blank_len(&run_text[at..]);
        if blanks == 0 {
            break;
        }
        at += blanks;
        let Some(len) = finder.move_len(&run_text[at..]) else {
            break;
        };
        out.push(Span::new(run.offset + at, len));
        at += len;
    }
    out
}

/// Whether the first number of `game` is a second player's `1...`.
fn continues(game: &GameRecord) -> bool {
    game.movetext.iter().any(|e| {
        matches!(
            e,
            Element::Number {
                continuation: true,
                ..
            }
        )
    })
}

/// The runs of at least `fewest` moves in the lines of `span`
/// (quotes, tags and a signature left out) that `finder` reads one after
/// another, parted by blanks, separators and line breaks only (one a line
/// is a run). A move may start a line, or follow a blank, a separator, a
/// colon or kana (`序盤は７六歩、３四歩`).
pub(super) fn moves_in_a_row(
    text: &str,
    span: Span,
    finder: &dyn MoveFinder,
    fewest: usize,
) -> Vec<Span> {
    let mut out = Vec::new();
    let Some(body) = text.get(span.range()) else {
        return out;
    };
    // A run goes on across line breaks, a blank as any other: moves one a
    // line are a run.
    let mut run: Vec<Span> = Vec::new();
    for range in super::line_ranges(body) {
        let line = &body[range.clone()];
        if is_signature_separator(line) {
            break;
        }
        if cited_len(line) > 0 || super::is_tag_line(line.trim_start()) {
            keep_run(&mut out, &mut run, fewest);
            continue;
        }
        // A chat line's time and speaker part its moves as a line break does.
        let mut i = structure::chat_prefix_len(line);
        let mut may_start = true;
        // Whether the move at `i` follows the run after its KIF number.
        let mut numbered = false;
        while i < line.len() {
            let c = line[i..].chars().next().unwrap_or(' ');
            // No move starts with a blank: the games are asked at the
            // first character after one.
            let found = (may_start && !numbering::is_blank(c))
                .then(|| finder.move_len(&line[i..]))
                .flatten();
            if found.is_none() && may_start && !numbered {
                if let Some(len) = kif_number(&line[i..], run.len() + 1, finder) {
                    i += len;
                    numbered = true;
                    continue;
                }
            }
            if let Some(len) = found {
                let at = span.offset + range.start + i;
                let follows = std::mem::take(&mut numbered)
                    || run.last().is_none_or(|last| {
                        let between = text[last.end()..at].trim_start_matches(parts_listed_moves);
                        between.len() == structure::chat_prefix_len(between)
                    });
                if !follows {
                    keep_run(&mut out, &mut run, fewest);
                }
                run.push(Span::new(at, len));
                i += len;
                may_start = true;
                continue;
            }
            may_start = parts_listed_moves(c)
                || matches!(c, ':' | '：')
                || ('\u{3041}'..='\u{309F}').contains(&c);
            if !may_start && !run.is_empty() {
                keep_run(&mut out, &mut run, fewest);
            }
            i += c.len_utf8();
        }
    }
    keep_run(&mut out, &mut run, fewest);
    out
}

/// The length of KIF's move number at the start of `text` with the blanks
/// after it (`2 ３四歩(33)`, as KIF numbers its moves, in a post copied from
/// a KIF file onto one line), when it numbers `ply`, the ply the run
/// reaches next, and a grammar reads a move after it: a bare number is a
/// move's only where it counts the run's moves from 1.
fn kif_number(text: &str, ply: usize, finder: &dyn MoveFinder) -> Option<usize> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let number: usize = text.get(..digits)?.parse().ok()?;
    let blanks = text[digits..].len() - text[digits..].trim_start_matches([' ', '\u{3000}']).len();
    (number == ply && blanks > 0 && finder.move_len(&text[digits + blanks..]).is_some())
        .then_some(digits + blanks)
}

/// Whether `c` parts two moves listed one after another: a blank, a
/// separator, or the comma or semicolon of a list in an English sentence
/// (`We played f9, Oh1, Of11 and stopped there.`).
fn parts_listed_moves(c: char) -> bool {
    numbering::is_blank(c) || matches!(c, ',' | ';')
}

/// Adds `run` to `out` if it holds `fewest` moves, and empties it.
fn keep_run(out: &mut Vec<Span>, run: &mut Vec<Span>, fewest: usize) {
    if run.len() >= fewest {
        out.append(run);
    }
    run.clear();
}
