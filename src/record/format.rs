//! The whole-file formats a game brings beside the PGN-style record, and
//! how a text no format claims is read.

use super::{GameRecord, write};

/// How a text is read, the one answer for the library ([`crate::Reading`]),
/// `--input` and Python's `input=`: decide from the text, a PGN-style
/// record, prose, or one registered [`Format`]. Its names are
/// `options::reading`'s to resolve, the ways there are `options::readings`'s
/// to list (a layer built on this one).
///
/// ```
/// use hensou::{Reading, Source};
/// let usi = Source::from_text("a.usi", "startpos moves 7g7f 3c3d\nstartpos moves 2g2f\n");
/// assert_eq!(usi.games_as(Reading::named("usi")?).count(), 2);
/// assert_eq!(usi.games_as(Reading::auto()).count(), 2);
/// # Ok::<(), hensou::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub enum Reading {
    /// Decide from the text: a tagged text is a record or prose, then every
    /// registered format is tried by its marks, then a record, else prose.
    #[default]
    Auto,
    /// A PGN-style record: tags, numbered movetext, comments, results.
    Record,
    /// Free prose with numbered moves in it (forum posts, mails).
    Forum,
    /// One registered format.
    Format(&'static Format),
}

impl Reading {
    /// Decide from the text: a tagged record or post, a registered format
    /// found by its marks, else a record or forum prose.
    pub const fn auto() -> Reading {
        Reading::Auto
    }
    /// A PGN-style record: `[Tag "value"]` lines, numbered moves,
    /// `{comments}`, a result.
    ///
    /// ```
    /// let source = hensou::Source::from_text("g.pgn", "[Variant \"alquerque\"]\n1. c2-c3 *");
    /// let game = source.games_as(hensou::Reading::record()).next().unwrap();
    /// assert_eq!(game.validate(&hensou::Options::new()).plies().len(), 1);
    /// ```
    pub const fn record() -> Reading {
        Reading::Record
    }
    /// Free prose (a forum post, a mail) with numbered moves in it.
    pub const fn forum() -> Reading {
        Reading::Forum
    }
    /// The name `--input` and Python's `input=` give it (`auto`, `kif`).
    pub fn name(self) -> &'static str {
        match self {
            Reading::Auto => "auto",
            Reading::Record => "record",
            Reading::Forum => "forum",
            Reading::Format(format) => format.name,
        }
    }
    /// What it reads, in a line (the help of `--input`).
    pub fn summary(self) -> &'static str {
        match self {
            Reading::Auto => {
                "Decide from the text: tag pairs or leading move numbers mean a record, \
                 anything else is read as a forum log"
            }
            Reading::Record => "A PGN-style record: tags, numbered movetext, comments, results",
            Reading::Forum => "Free prose with numbered moves in it (forum posts, mails)",
            Reading::Format(format) => format.summary,
        }
    }
}

/// A whole-file format a game brings (its own headers, move lines, board
/// diagrams), read into the same [`GameRecord`]s and written from the same
/// [`write::OutGame`]s as the PGN-style record.
#[derive(Debug)]
pub struct Format {
    /// The name `--input` and `--to` give it (`kif`).
    pub name: &'static str,
    /// What it is, in a line (the help of `--input`).
    pub summary: &'static str,
    /// Where `--input` lists it among the formats, first lowest. The
    /// registry holds formats in the order a text is tried, strictest marks
    /// first, which is not the order people know them by.
    pub listed: u8,
    /// The file-name extensions of files in this format, read when a
    /// folder is walked.
    pub extensions: &'static [&'static str],
    /// The notation its moves are written in, when it is not the format's
    /// name (JKF's move objects are made from KIF's moves).
    pub notation: Option<&'static str>,
    /// Whether a text is in this format; `None` for a format that another
    /// one's reader reads (KI2 is read as KIF).
    pub looks_like: Option<fn(&str) -> bool>,
    pub read: fn(&str) -> Vec<GameRecord>,
    pub write: fn(&write::OutGame) -> write::Written,
    /// Whether the format writes comments.
    pub holds_comments: bool,
    /// Whether the format writes variations.
    pub holds_variations: bool,
    /// Whether the format writes the time a move took.
    pub holds_times: bool,
    /// Whether the format writes the time of the turn that ended the game.
    pub holds_end_times: bool,
    /// Whether the format writes the part of a second a time has (CSA
    /// V3's `T3.5`); others hold whole seconds.
    pub holds_fractions: bool,
    /// Whether the format writes each side's total time beside a move's
    /// (KIF's `( 0:05/00:01:10)`); others' readers sum the moves' times.
    pub holds_totals: bool,
    /// Whether the format writes the record's tags (players, event, date).
    pub holds_tags: bool,
    /// Whether the format writes a result the moves do not show
    /// (resignation, time loss, an interruption).
    pub holds_results: bool,
    /// Whether the format marks the illegal move a game ended by (KIF's
    /// `反則負け`, CSA's `%ILLEGAL_MOVE`), so a conversion carries it.
    pub marks_fouls: bool,
    /// What parts two games in one file (CSA's `/` line; a blank line
    /// elsewhere).
    pub between_games: &'static str,
    /// How a big file is split into games, so that it is read a part at a
    /// time.
    pub split: Split,
    /// The ids of the problems its reader reports (docs/rules/records.md).
    pub rule_ids: &'static [crate::rule_id::RuleId],
}

/// How a file in a [`Format`] is split where its games end, so that an
/// archive is read a part at a time (by `input::split`, built on this layer).
#[derive(Clone, Copy, Debug)]
pub enum Split {
    /// Read whole.
    Whole,
    /// The format finds where a game from `from` ends without reading it
    /// (`game_end(text, from)`), and reads the one game of `text[game]`
    /// where it found it (`read_game(text, game)`), without looking for
    /// game starts again: KIF and KI2, where a game's header or first move
    /// follows moves.
    Chunks {
        game_end: fn(text: &str, from: usize) -> usize,
        read_game: fn(text: &str, game: std::ops::Range<usize>) -> GameRecord,
    },
    /// Games end after separator lines: the byte range of the `n`th such
    /// line of `text` (CSA's `/`), each part read by the format's reader.
    Separators(fn(text: &str, n: usize) -> Option<std::ops::Range<usize>>),
    /// A text that starts with a command line (`starts`) is split where
    /// `chunk_end(text, at, games)` says, and a game without a `Rules` tag
    /// plays by the last one's (USI's `position` lines and the `setoption`
    /// lines naming their rules).
    Commands {
        starts: fn(&str) -> bool,
        chunk_end: fn(text: &str, at: usize, games: usize) -> usize,
    },
}
