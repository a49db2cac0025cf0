//! Writing the PGN-style container.

use crate::messages::Msg;

use super::{CommentStyle, MoveTime};

/// Whether move numbers count plies (`1.f9 2.Oh1`, the forum style) or full
/// moves (`1. b2-c3 c4xc2`, the PGN style).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Numbering {
    PerPly,
    #[default]
    PerMove,
}

/// One item of movetext to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutItem {
    /// A ply; `index` counts from 0 at the record's first ply.
    Ply {
        index: usize,
        text: String,
    },
    Comment {
        text: String,
        style: CommentStyle,
    },
    /// The time the ply before took.
    Time(MoveTime),
    /// The time the turn that ended the line took (KIF's time column on
    /// 投了), after the line's last ply.
    EndTime(MoveTime),
    /// Other moves in place of the ply at `index` (from 0), and how that
    /// line ended.
    Variation {
        index: usize,
        items: Vec<OutItem>,
        result: Option<String>,
    },
}

/// A game to write: tags in order, movetext, result token.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutGame {
    pub tags: Vec<(String, String)>,
    pub items: Vec<OutItem>,
    pub result: Option<String>,
    /// Number of the first ply (1 unless the game starts from a set position).
    pub first_ply: usize,
    /// Why the game ended (`mate`, `sennichite`, ...), for containers that
    /// write the ending as a word (KIF 詰み, CSA %TSUMI).
    pub reason: Option<String>,
    /// Whether `reason` is what the rules find in the moves (a mate, a
    /// repetition): whoever replays them finds it again, whatever word a
    /// format has for it.
    pub reason_in_moves: bool,
}

impl OutGame {
    /// The ending the record's word gives the game (`reason` names it),
    /// unless the rules find it in the moves.
    pub fn recorded_ending(&self) -> Option<super::Ending> {
        let reason = self.reason.as_deref().filter(|_| !self.reason_in_moves)?;
        super::Ending::ALL.into_iter().find(|e| e.name() == reason)
    }

    /// What a movetext of result tokens (`0-1`, `*`) cannot say of how the
    /// game ended: an ending word other than the resignation a bare win is
    /// read as, or the interruption `*` is.
    pub fn ending_beyond_token(&self) -> Option<Msg> {
        let ending = self.recorded_ending()?;
        let token = self.result.as_deref()?;
        let said = match token {
            "1-0" | "0-1" => Some(super::Ending::Resignation),
            "*" => Some(super::Ending::Interrupted),
            "1/2-1/2" => Some(super::Ending::Draw),
            _ => None,
        };
        (said != Some(ending)).then(|| {
            crate::msg!(
                "convert-ending-beyond-result",
                ending = ending.msg(),
                token = token
            )
        })
    }
}

/// A game written in a file format, and the moves it could only write as
/// comments (a move the format has no object for).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    pub left_out: Vec<String>,
    /// What the format could not say of how the game ended (a sealed move
    /// in CSA, which has no statement for it), when the ending written
    /// stands for another.
    pub ending_lost: Option<Msg>,
    /// Tags the format writes in its own words: each tag's name and what
    /// is said of the change (a time control `各30分` as CSA's `00:30+00`).
    pub rewritten: Vec<(String, Msg)>,
}

impl From<String> for Written {
    fn from(text: String) -> Written {
        Written {
            text,
            ..Written::default()
        }
    }
}

/// The tag that carries the fields of a position string beyond the four of
/// SFEN (a game's state that a board diagram cannot show) in formats whose
/// board diagram holds only those four: the format writes it where its
/// comments go, and the replay joins it back onto the position.
pub const POSITION_FIELDS: &str = "PositionFields";

/// The first four fields of an SFEN position string and the rest, if any.
pub fn split_position_fields(position: &str) -> (String, Option<String>) {
    let words: Vec<&str> = position.split_whitespace().collect();
    let skip = usize::from(words.first() == Some(&"sfen"));
    if words.len() <= skip + 4 {
        return (position.to_string(), None);
    }
    (
        words[..skip + 4].join(" "),
        Some(words[skip + 4..].join(" ")),
    )
}

/// Writes one game; lines are wrapped before 80 columns.
pub fn write_pgn(game: &OutGame, numbering: Numbering) -> String {
    let mut out = String::new();
    for (name, value) in &game.tags {
        // Tags read from other formats (a KIF header key, say) may hold
        // characters a tag name cannot, or a line break: write what reads
        // back as one tag pair.
        let name: String = name
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '_' || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let name = if name.is_empty() {
            "_".to_string()
        } else {
            name
        };
        let value = value
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace(['\n', '\r'], " ");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    if !game.tags.is_empty() {
        out.push('\n');
    }
    let mut line = String::new();
    let mut words: Vec<String> = Vec::new();
    let mut text = Text {
        out: &mut out,
        line: &mut line,
        words: &mut words,
    };
    pgn_items(&mut text, &game.items, game.first_ply.max(1), numbering);
    if let Some(r) = &game.result {
        words.push(r.clone());
    }
    flush(&mut out, &mut line, &mut words);
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The text being written: whole lines, the line being filled, and the
/// words still to place on it.
struct Text<'a> {
    out: &'a mut String,
    line: &'a mut String,
    words: &'a mut Vec<String>,
}

/// The words of one line of play (the game's, or a variation's, which is
/// written in parentheses after the ply it replaces).
fn pgn_items(text: &mut Text, items: &[OutItem], first_ply: usize, numbering: Numbering) {
    let mut need_number = true;
    for item in items {
        match item {
            OutItem::Ply { index, text: mv } => {
                let ply = first_ply + index;
                match numbering {
                    Numbering::PerPly => text.words.push(format!("{ply}.{mv}")),
                    Numbering::PerMove => {
                        let number = ply.div_ceil(2);
                        if ply % 2 == 1 {
                            text.words.push(format!("{number}."));
                        } else if need_number {
                            text.words.push(format!("{number}..."));
                        }
                        text.words.push(mv.clone());
                    }
                }
                need_number = false;
            }
            // Marks go back onto the move they were read from, `$5` after
            // it; an annotation anywhere else is written as a comment.
            OutItem::Comment {
                text: c,
                style: CommentStyle::Annotation,
            } if annotates_the_word_before(c, text.words) => match c.starts_with('$') {
                true => text.words.push(c.clone()),
                false => text
                    .words
                    .last_mut()
                    .into_iter()
                    .for_each(|w| w.push_str(c)),
            },
            // A brace comment cannot hold `}`, nor a line comment a line
            // break: such a text is written as line comments, one a line,
            // so that none of it is read back as moves.
            OutItem::Comment { text: c, style }
                if matches!(style, CommentStyle::Brace | CommentStyle::Annotation)
                    && !c.contains('}') =>
            {
                text.words.push(format!("{{{c}}}"));
                need_number = true;
            }
            OutItem::Comment { text: c, .. } => {
                flush(text.out, text.line, text.words);
                if !text.line.is_empty() {
                    text.out.push_str(text.line);
                    text.out.push(' ');
                    text.line.clear();
                }
                for l in c.split('\n') {
                    text.out
                        .push_str(&format!("; {}\n", l.trim_end_matches('\r')));
                }
                need_number = true;
            }
            // Times are reported as left out before they get here.
            OutItem::Time(_) | OutItem::EndTime(_) => {}
            OutItem::Variation { items, result, .. } => {
                text.words.push("(".into());
                pgn_items(text, items, first_ply, numbering);
                text.words.extend(result.clone());
                text.words.push(")".into());
                need_number = true;
            }
        }
    }
}

/// Whether the annotation `text` can be written as it was read, after the
/// last word placed: marks (`!?`) only stuck to a move, `$5` after any
/// word of the line. Both read back as the same annotation.
fn annotates_the_word_before(text: &str, words: &[String]) -> bool {
    let Some(last) = words.last() else {
        return false;
    };
    match text.strip_prefix('$') {
        Some(digits) => !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
        None => {
            let a_move = !last.ends_with(['.', '}', ')', '(']) && !last.starts_with('$');
            a_move && text.chars().all(super::numbering::is_mark)
        }
    }
}

fn flush(out: &mut String, line: &mut String, words: &mut Vec<String>) {
    for w in words.drain(..) {
        if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > 79 {
            out.push_str(line);
            out.push('\n');
            line.clear();
        }
        // `(1. b2-c3)`: no space inside the parentheses.
        if !line.is_empty() && w != ")" && !line.ends_with('(') {
            line.push(' ');
        }
        line.push_str(&w);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Element, GameRecord, pgn};

    /// The comments of a record read back, in order.
    fn comments_of(record: &GameRecord) -> Vec<&str> {
        record
            .movetext
            .iter()
            .filter_map(|e| match e {
                Element::Comment { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn written_records_read_back_with_the_same_comments() {
        let game = OutGame {
            reason_in_moves: false,
            tags: vec![("Variant".into(), "alquerque".into())],
            items: vec![
                OutItem::Ply {
                    index: 0,
                    text: "b2-c3".into(),
                },
                OutItem::Comment {
                    text: "a comment".into(),
                    style: CommentStyle::Brace,
                },
                OutItem::Ply {
                    index: 1,
                    text: "c4xc2".into(),
                },
                OutItem::Comment {
                    text: "line".into(),
                    style: CommentStyle::Line,
                },
                OutItem::Ply {
                    index: 2,
                    text: "c1xc3".into(),
                },
            ],
            result: Some("*".into()),
            first_ply: 1,
            reason: None,
        };
        let text = write_pgn(&game, Numbering::PerMove);
        assert_eq!(
            text,
            "[Variant \"alquerque\"]\n\n1. b2-c3 {a comment} 1... c4xc2 ; line\n2. c1xc3 *\n"
        );
        let back = pgn::read(&text);
        let comments = comments_of(&back[0]);
        assert_eq!(comments, ["a comment", "line"]);
    }

    #[test]
    fn a_comment_holding_a_brace_or_a_line_break_is_not_read_back_as_moves() {
        let game = OutGame {
            reason_in_moves: false,
            tags: vec![("Variant".into(), "alquerque".into())],
            items: vec![
                OutItem::Ply {
                    index: 0,
                    text: "b2-c3".into(),
                },
                OutItem::Comment {
                    text: "goes back to hand} 4.mir b2-c3".into(),
                    style: CommentStyle::Brace,
                },
                OutItem::Comment {
                    text: "two\n1. b2-c3".into(),
                    style: CommentStyle::Line,
                },
            ],
            result: Some("*".into()),
            first_ply: 1,
            reason: None,
        };
        let text = write_pgn(&game, Numbering::PerMove);
        let back = pgn::read(&text);
        let runs = back[0].move_runs(&text);
        assert_eq!(runs, ["b2-c3"], "{text}");
        let comments = comments_of(&back[0]);
        assert_eq!(
            comments,
            ["goes back to hand} 4.mir b2-c3", "two", "1. b2-c3"]
        );
    }
}
