//! Text to games: where each game of a text ends, found without reading it
//! (a [`Part`]), read anywhere, and passed through the text in order
//! ([`Carried`]) so that the games are those of the whole text.

use std::sync::Arc;

use super::reading::{Decided, ReadBy, Reading, decide};
use crate::record::{self, Format, GameRecord, Split, Tag};
use crate::registry::Registry;

/// Games read a chunk at a time: a multi-game archive is never held as
/// records all at once. One game a chunk: its records are freed before the
/// next game is read, so their memory is used again at once. With 256 games
/// a chunk, the allocator gave each chunk's memory back to the system and
/// took it again, page by page: reading a Chatra archive took twice as long.
const CHUNK_GAMES: usize = 1;

/// The games of one text, a chunk at a time, the same records [`read`](super::reading::read)
/// gives. The archives that grow big are split where their games end, as
/// their format's [`Split`] says (USI at `position` lines, CSA at `/`
/// lines, KIF and KI2 where a game's header or first move follows moves),
/// the PGN-style record and prose game by game; other texts are read whole.
///
/// A chunk is first found as a [`Part`] of the text, without reading it, so
/// that the splitting thread hands the reading to others: [`Part::read`]
/// reads it anywhere, and [`Carried::pass`] then gives its games, in text
/// order, what the games before them leave to them. Where only reading
/// finds a game's end (a PGN-style comment may hold a line that starts like
/// a tag pair; a post's game ends where a move numbered 1 starts another),
/// the splitting thread reads the game, and its part holds it read.
pub struct Splitter {
    way: Way,
    /// Where the next chunk starts.
    at: usize,
    done: bool,
    /// How many games a chunk holds.
    chunk: usize,
    /// Bytes of the text before the window read now (see
    /// [`Splitter::next_in`]).
    dropped: usize,
    /// What [`Splitter::next_chunk`] passes from game to game.
    carried: Carried,
    /// Where the reading of a PGN-style record has got to.
    pgn: record::pgn::Games,
    /// The games of prose read from [`Splitter::at`] on and not split off
    /// yet, placed in the window they were read from.
    prose: std::collections::VecDeque<GameRecord>,
}

/// What a window of a text gives (see [`Splitter::next_in`]).
pub enum Step {
    /// The parts that hold the next games, which the window holds whole.
    Parts(Vec<Part>),
    /// More of the text is needed to split the next game off.
    More,
    /// Every game has been read.
    Done,
}

/// Lines a window holds beyond where its games end and before where the
/// next one starts: more than a diagnostic shows around its span.
pub const CONTEXT_LINES: usize = 3;

/// Lines (not blank) of a text's start from which the way it is read is
/// decided as from the whole text: `looks_like` of KIF and CSA read no
/// further.
const DECIDING_LINES: usize = 60;

#[derive(Clone)]
enum Way {
    Whole(fn(&str) -> Vec<GameRecord>),
    /// A PGN-style record, read a game at a time in order.
    Pgn,
    /// Prose, whose games are read from the start of one of them: a move
    /// numbered 1 after other moves starts a game, and the reading of a
    /// game's lines needs nothing of the text before it. The registry's
    /// games find the moves.
    Prose(Arc<Registry>),
    /// A file of command lines, split between two of them
    /// ([`Split::Commands`]).
    Commands(&'static Format, fn(&str, usize, usize) -> usize),
    /// A file split after separator lines ([`Split::Separators`]).
    Separated(
        &'static Format,
        fn(&str, usize) -> Option<std::ops::Range<usize>>,
    ),
    /// A file whose format finds where each game ends, then reads the
    /// games it found ([`Split::Chunks`]).
    Chunked(
        fn(&str, usize) -> usize,
        fn(&str, std::ops::Range<usize>) -> GameRecord,
    ),
}

/// A stretch of a text that holds the next games, found but not read yet.
pub struct Part {
    range: std::ops::Range<usize>,
    how: PartRead,
}

enum PartRead {
    /// By a reader of whole texts, from the part alone.
    Alone(fn(&str) -> Vec<GameRecord>),
    /// The same, of USI lines, whose games take the rules of those before.
    Usi(fn(&str) -> Vec<GameRecord>),
    /// Games found by a format's `game_end`, each ending where its end
    /// says, read by its `read_game` ([`Split::Chunks`]).
    Chunked {
        read_game: fn(&str, std::ops::Range<usize>) -> GameRecord,
        ends: Vec<usize>,
    },
    /// Games read where the text was split.
    Read(Vec<GameRecord>),
    /// No game (white space after the last game of a CSA text).
    Nothing,
}

/// The games of a [`Part`], read; [`Carried::pass`] makes them the games
/// of the text.
pub struct ReadPart {
    read: PartGames,
}

enum PartGames {
    Games(Vec<GameRecord>),
    Usi(Vec<GameRecord>),
}

impl Part {
    /// Where the part ends in the text it was split off.
    pub fn end(&self) -> usize {
        self.range.end
    }

    /// Reads the part's games, on any thread; `text` is the text (or
    /// window) it was split off.
    pub fn read(self, text: &str) -> ReadPart {
        let range = self.range;
        let read = match self.how {
            PartRead::Alone(read) => PartGames::Games(read_part(read, text, range.clone())),
            PartRead::Usi(read) => PartGames::Usi(read_part(read, text, range.clone())),
            PartRead::Chunked { read_game, ends } => {
                let starts = std::iter::once(range.start).chain(ends.iter().copied());
                let games = starts
                    .zip(&ends)
                    .map(|(from, &to)| read_game(text, from..to));
                PartGames::Games(games.collect())
            }
            PartRead::Read(games) => PartGames::Games(games),
            PartRead::Nothing => PartGames::Games(Vec::new()),
        };
        ReadPart { read }
    }
}

/// What flows from one game of a text to the games after it: the
/// `setoption name Rules` tag of USI games, which names the rule set of
/// the games after it. Parts read apart are made the text's games by
/// passing them through it in order.
#[derive(Default)]
pub struct Carried {
    rules: Option<Tag>,
}

impl Carried {
    /// The games of `part`, the next part of the text in order, as the
    /// reading of the whole text gives them.
    pub fn pass(&mut self, part: ReadPart) -> Vec<GameRecord> {
        match part.read {
            PartGames::Games(games) => games,
            PartGames::Usi(mut games) => {
                for game in &mut games {
                    if game.tag("Rules").is_none() {
                        game.tags.extend(self.rules.clone());
                    }
                }
                if let Some(rules) = games
                    .last()
                    .and_then(|g| g.tags.iter().find(|t| t.name == "Rules"))
                {
                    self.rules = Some(rules.clone());
                }
                games
            }
        }
    }
}

impl Splitter {
    /// The splitter of `text`, read as `read` asks.
    pub fn new(text: &str, read: &ReadBy) -> Splitter {
        let way = match decide(text, read.reading, &read.registry) {
            Decided::Format(f) => match f.split {
                Split::Commands { starts, chunk_end } if starts(text) => {
                    Way::Commands(f, chunk_end)
                }
                Split::Separators(nth) => Way::Separated(f, nth),
                Split::Chunks {
                    game_end,
                    read_game,
                } => Way::Chunked(game_end, read_game),
                Split::Commands { .. } | Split::Whole => Way::Whole(f.read),
            },
            Decided::Pgn => Way::Pgn,
            Decided::Prose => Way::Prose(read.registry.clone()),
        };
        Splitter {
            way,
            at: 0,
            done: false,
            chunk: CHUNK_GAMES,
            dropped: 0,
            carried: Carried::default(),
            pgn: record::pgn::Games::default(),
            prose: Default::default(),
        }
    }

    /// The splitter of a text of which `prefix` is the start (the whole
    /// text when `whole`), once the prefix decides how the text is read
    /// exactly as the whole text would, and it is read a window at a time;
    /// `None` while it is not (a text whose way needs all of it is then
    /// decided once it is whole).
    pub fn for_prefix(prefix: &str, whole: bool, read: &ReadBy) -> Option<Splitter> {
        if whole {
            return Some(Splitter::new(prefix, read));
        }
        let lines = prefix.lines().filter(|l| !l.trim().is_empty());
        if lines.take(DECIDING_LINES).count() < DECIDING_LINES {
            return None;
        }
        let splitter = Splitter::new(prefix, read);
        // Whether a text read as it comes is a record or prose is told by
        // its first line of movetext, which may come after the tag pairs.
        let decided = match splitter.way {
            Way::Pgn | Way::Prose(_) => {
                !matches!(read.reading, Reading::Auto) || record::record_decided(prefix)
            }
            _ => true,
        };
        (decided && splitter.windowed()).then_some(splitter)
    }

    /// Whether games are split off a window of the text rather than all of it.
    fn windowed(&self) -> bool {
        !matches!(self.way, Way::Whole(_))
    }

    /// The parts that hold the next games of a window of the text: the
    /// games [`next_chunk`] gives of the whole text, their spans offsets in
    /// the window. The window starts with the text, or where
    /// [`Splitter::drop_front`] left it, and ends after a line feed, or
    /// with the text (`whole`). Parts are given only when the window holds
    /// them and, after them, as much again and [`CONTEXT_LINES`] lines, so
    /// that a diagnostic's snippet is the same as in the whole text.
    ///
    /// [`next_chunk`]: Splitter::next_chunk
    pub fn next_in(&mut self, window: &str, whole: bool) -> Step {
        if self.done {
            return Step::Done;
        }
        if whole {
            return self
                .next_part(window, true)
                .map_or(Step::Done, |p| Step::Parts(vec![p]));
        }
        if !self.windowed() {
            return Step::More;
        }
        let (at, pgn) = (self.at, self.pgn);
        let part = self.next_part(window, false);
        let end = self.at;
        let context = end.checked_sub(at).map(|len| end + len);
        if end >= window.len() || !context.is_some_and(|c| lines_after(window, c)) {
            (self.at, self.done, self.pgn) = (at, false, pgn);
            // The last game read may go on past the window.
            self.prose.clear();
            return Step::More;
        }
        Step::Parts(part.into_iter().collect())
    }

    /// Where the next game starts in the window.
    pub fn at(&self) -> usize {
        self.at
    }

    /// Moves the window `n` bytes on (no further than [`Splitter::at`]).
    pub fn drop_front(&mut self, n: usize) {
        self.at -= n;
        self.dropped += n;
        if n > 0 {
            // Placed in the window as it was.
            self.prose.clear();
        }
    }

    /// The next games of `text` (the same text every call), or `None` once
    /// it is read. A chunk may be empty.
    pub fn next_chunk(&mut self, text: &str) -> Option<Vec<GameRecord>> {
        let part = self.next_part(text, true)?.read(text);
        Some(self.carried.pass(part))
    }

    /// The part of `text` (the same text every call; the whole text when
    /// `whole`, else its start) that holds the next chunk, or `None` once
    /// the text is split.
    fn next_part(&mut self, text: &str, whole: bool) -> Option<Part> {
        if self.done {
            return None;
        }
        let start = self.at;
        let (end, how) = match self.way {
            Way::Whole(read) => (text.len(), PartRead::Alone(read)),
            Way::Pgn => {
                let (game, end) = self.pgn.game_after(text, start, whole);
                (end, PartRead::Read(game.into_iter().collect()))
            }
            Way::Prose(ref registry) => {
                if self.prose.is_empty() {
                    let read = |text: &str| record::forum::read_with(text, &**registry);
                    self.prose = read_part(read, text, start..text.len()).into();
                }
                let game = self.prose.pop_front();
                let end = self.prose.front().map_or(text.len(), |g| g.span.offset);
                (end, PartRead::Read(game.into_iter().collect()))
            }
            Way::Commands(format, chunk_end) => (
                chunk_end(text, start, self.chunk),
                PartRead::Usi(format.read),
            ),
            Way::Separated(format, nth_separator) => {
                let end = separated_chunk_end(nth_separator, text, start, self.chunk);
                // White space after the last `/` is no game.
                let blank = self.dropped + start > 0 && text[start..end].trim().is_empty();
                (
                    end,
                    if blank {
                        PartRead::Nothing
                    } else {
                        PartRead::Alone(format.read)
                    },
                )
            }
            Way::Chunked(game_end, read_game) => {
                let mut ends = vec![game_end(text, start)];
                while ends.len() < self.chunk && ends[ends.len() - 1] < text.len() {
                    ends.push(game_end(text, ends[ends.len() - 1]));
                }
                (ends[ends.len() - 1], PartRead::Chunked { read_game, ends })
            }
        };
        self.at = end;
        self.done = end >= text.len();
        Some(Part {
            range: start..end,
            how,
        })
    }
}

/// Where a window that goes on at `at` (a line's start) starts: the
/// [`CONTEXT_LINES`] lines before it are kept.
pub fn context_start(text: &str, at: usize) -> usize {
    memchr::memrchr_iter(b'\n', &text.as_bytes()[..at])
        .nth(CONTEXT_LINES)
        .map_or(0, |i| i + 1)
}

/// Whether `text` holds [`CONTEXT_LINES`] line feeds after `at`.
fn lines_after(text: &str, at: usize) -> bool {
    text.as_bytes().get(at..).is_some_and(|rest| {
        memchr::memchr_iter(b'\n', rest)
            .nth(CONTEXT_LINES - 1)
            .is_some()
    })
}

/// The games of `text`, read as `read` asks and as they are asked for
/// (see [`Splitter`]).
pub fn games(text: &str, read: ReadBy) -> impl Iterator<Item = GameRecord> + '_ {
    let mut splitter = Splitter::new(text, &read);
    std::iter::from_fn(move || splitter.next_chunk(text)).flatten()
}

/// Reads the games of `text[range]` and places them in `text`.
fn read_part(
    read: impl Fn(&str) -> Vec<GameRecord>,
    text: &str,
    range: std::ops::Range<usize>,
) -> Vec<GameRecord> {
    let mut games = read(&text[range.clone()]);
    for game in &mut games {
        game.shift(range.start);
    }
    games
}

/// Where a chunk of `games` games from `at` ends: after a separator line
/// (`nth_separator` finds them).
fn separated_chunk_end(
    nth_separator: fn(&str, usize) -> Option<std::ops::Range<usize>>,
    text: &str,
    at: usize,
    games: usize,
) -> usize {
    games
        .checked_sub(1)
        .and_then(|n| nth_separator(&text[at..], n))
        .map_or(text.len(), |line| at + line.end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::reading::read;
    use crate::registry;

    /// `reading` by hensou's own formats.
    fn by(reading: Reading) -> ReadBy {
        ReadBy {
            reading,
            registry: registry::builtin().clone(),
        }
    }

    /// Whether a text is a PGN-style record or prose is told by its first
    /// line after the tag pairs: a window of tag pairs alone decides
    /// nothing yet.
    #[test]
    fn a_record_or_prose_is_told_by_its_first_line_after_the_tags() {
        let tags: String = (0..DECIDING_LINES + 5)
            .map(|i| format!("[Tag{i} \"v\"]\n"))
            .collect();
        let way = |text: &str| Splitter::for_prefix(text, false, &by(Reading::Auto)).map(|s| s.way);
        assert!(way(&tags).is_none());
        assert!(matches!(
            way(&format!("{tags}\n1. c2-c3 *\n")),
            Some(Way::Pgn)
        ));
        let prose = format!("{tags}\nWe played 1. c2-c3 first.\n");
        assert!(matches!(way(&prose), Some(Way::Prose(_))));
        let forum = Splitter::for_prefix(&tags, false, &by(Reading::Forum)).map(|s| s.way);
        assert!(matches!(forum, Some(Way::Prose(_))));
    }

    /// Names are what `--input` and `--to` choose by: one format a name.
    /// Every text reads into the same records a chunk at a time as whole,
    /// chunks of one game to three.
    #[test]
    fn chunks_read_as_the_whole_text() {
        let usi = "setoption name Rules value otomo\nposition startpos moves 7g7f\n\
                   position startpos moves 2g2f 8c8d\nsetoption name Rules value standard\n\
                   position startpos moves 7g7f 3c3d\nposition sfen lnsgkgsnl/9/9/9/9/9/9/9/LNSGKGSNL b - 1 moves 5i5h\n\
                   \nposition startpos\n";
        let csa = "V2.2\nPI\n+\n+7776FU\n/\nV2.2\nPI\n+\n+2726FU\n-8384FU\n/\n\n/\nPI\n+\n%TORYO\n/\n  \n";
        let mut texts: Vec<String> = vec![usi.into(), csa.into(), format!("\u{feff}{csa}")];
        let mut dirs = vec![std::path::PathBuf::from("fixtures")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).expect("fixtures") {
                let path = entry.expect("a fixture").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    texts.push(text);
                }
            }
        }
        let inputs: Vec<Reading> = [Reading::Auto, Reading::Record]
            .into_iter()
            .chain(registry::builtin().formats().map(Reading::Format))
            .collect();
        for text in &texts {
            for &input in &inputs {
                let whole = read(text, input);
                for chunk in 1..=3 {
                    let mut splitter = Splitter::new(text, &by(input));
                    splitter.chunk = chunk;
                    let mut chunked = Vec::new();
                    while let Some(games) = splitter.next_chunk(text) {
                        chunked.extend(games);
                    }
                    assert_eq!(chunked, whole, "{input:?} by {chunk}:\n{text}");
                }
            }
            // Long enough to be split off windows.
            let long = text.repeat(2 * DECIDING_LINES / text.lines().count().max(1) + 1);
            for &input in &inputs {
                let whole = read(&long, input);
                // A game that goes on past the window is read again from
                // its start in the next one: a few hundred windows a text
                // are enough to cross every kind of boundary.
                for step in [64, 4096].into_iter().filter(|s| long.len() / s <= 256) {
                    let windowed = read_in_windows(&long, input, step);
                    assert_eq!(windowed, whole, "{input:?} in windows of {step}:\n{text}");
                }
            }
        }
    }

    /// The games of `text` split off a window that grows `step` bytes (to
    /// a line's end) at a time and moves on as the command line's reading
    /// moves it, placed in the whole text.
    fn read_in_windows(text: &str, input: Reading, step: usize) -> Vec<GameRecord> {
        let (mut offset, mut filled) = (0, 0);
        let mut splitter: Option<Splitter> = None;
        let mut carried = Carried::default();
        let mut games = Vec::new();
        loop {
            let to = (filled + step).min(text.len());
            let line_end = memchr::memchr(b'\n', &text.as_bytes()[to..]);
            filled = line_end.map_or(text.len(), |i| to + i + 1);
            let whole = filled == text.len();
            let window = &text[offset..filled];
            let splitter = match &mut splitter {
                Some(s) => s,
                None => match Splitter::for_prefix(window, whole, &by(input)) {
                    Some(s) => splitter.insert(s),
                    None => continue,
                },
            };
            loop {
                match splitter.next_in(window, whole) {
                    Step::Parts(parts) => {
                        for part in parts {
                            let read = part.read(window);
                            for mut game in carried.pass(read) {
                                game.shift(offset);
                                games.push(game);
                            }
                        }
                    }
                    Step::More => break,
                    Step::Done => return games,
                }
            }
            let keep = context_start(window, splitter.at());
            splitter.drop_front(keep);
            offset += keep;
        }
    }

    /// A window that ends in the blank lines after a game holds no next
    /// game yet: the reading goes on when the window does.
    #[test]
    fn a_window_may_end_in_the_blank_lines_between_games() {
        let game = "[Variant \"alquerque\"]\n1. c2-c3 *\n";
        // After a short game, more blank lines than the window must hold
        // beyond it before it is split off.
        let games = format!("{game}\n").repeat(70);
        let text = format!("{games}{}{games}", "\n".repeat(500));
        for input in [Reading::Record, Reading::Auto] {
            assert_eq!(read_in_windows(&text, input, 1), record::pgn::read(&text));
        }
    }

    /// A variation whose `{comment` is closed only further on than a
    /// window reaches ends where it does in the whole text: at the end of
    /// a window it runs on, never closed early by a `)` in the comment.
    #[test]
    fn a_comment_open_in_a_variation_at_a_windows_end_is_read_on() {
        let text = concat!(
            "[Event \"x\"]\n[Event \"x\"]\n[Event \"x\"]\n[Event \"x\"]\n[Event \"x\"]\n",
            "[Event \"x\"]\n1. c2-c3 \n[Event \"x\"]\n}[Round \"2\"]\n\n)*\n1-0 ; note\n",
            "[Event \"x\"]\n)[Event \"x\"]\n1. c2-c3 *\n(1... b4-c3\n[Event \"x\"]\n",
            "[Event \"x\"]\n{a comment\n[Event \"x\"]\n)[Event \"x\"]\n[Event \"x\"]\n\n",
        )
        .repeat(6);
        let whole = record::pgn::read(&text);
        assert!(whole.iter().any(|g| g.movetext.iter().any(|e| matches!(e,
            record::Element::Variation { span, .. } if text[span.range()].contains('}')))));
        for step in [1, 7, 60] {
            assert_eq!(
                read_in_windows(&text, Reading::Record, step),
                whole,
                "{step}"
            );
        }
    }

    proptest::proptest! {
        /// PGN-style text made of the pieces whose reading decides where
        /// a game ends (tag pairs, blank lines, comments, variations,
        /// results, lines that open with `[`) is split into the games the
        /// whole text holds, whole and a window at a time.
        #[test]
        fn pgn_style_text_is_split_where_its_games_end(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                "[Event \"x\"]\n", "[Round \"2\"]", "\n", "\n\n", "1. c2-c3 ", "e4-d3 ",
                "{a comment\n", "}", "(1... b4-c3\n", ")", "; note\n", "*\n", "1-0 ",
                "[x]\n", "[Bad tag\n", "junk ", "2. ", "\n[Variant \"alquerque\"]\n",
                "  [Event \"y\"]\n", "tms[pin] ", "１．", "第1手（", "）", "1/2-1/2\n", "\t",
                "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n",
            ]), 0..60),
            step in 1..200usize,
        ) {
            let text: String = pieces.concat();
            let long = format!("{text}\n").repeat(2 + 2 * DECIDING_LINES / (text.lines().count() + 1));
            let whole = record::pgn::read(&long);
            let split: Vec<GameRecord> = games(&long, by(Reading::Record)).collect();
            proptest::prop_assert_eq!(&split, &whole);
            proptest::prop_assert_eq!(&read_in_windows(&long, Reading::Record, step), &whole);
        }
    }
}
