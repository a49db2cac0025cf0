//! The games of a record file read a window at a time: the front door of
//! the chunked reader, for callers (Python's lazy `read`) that must not
//! hold a whole archive.

use std::borrow::Cow;
use std::path::Path;
use std::sync::Arc;

use super::{Error, Game, Options, Reading, Report, Source};

use crate::input::reading::ReadBy;
use crate::record::GameRecord;
use crate::registry::Registry;

/// The games of a record file, read a window of its text at a time, as
/// the command line reads every file: memory is bounded by the largest
/// game and a window (a megabyte or so), not by the file, and the first
/// game comes as soon as its window is read. Texts whose games cannot be
/// split off a window (a JKF file, a file in two encodings) are read whole.
///
/// Each [`Window`] holds games and the text they lie in; their numbers,
/// offsets and line numbers are those of the whole file.
///
/// ```
/// use hensou::{Archive, Options, Reading};
/// let mut numbers = Vec::new();
/// for window in Archive::open("fixtures/alquerque/valid/two-games.pgn", Reading::auto())? {
///     for game in window?.games() {
///         assert!(game.validate(&Options::new()).is_valid());
///         numbers.push(game.number());
///     }
/// }
/// assert_eq!(numbers, [1, 2]);
/// assert!(Archive::open("no/such/file", Reading::auto()).is_err());
/// # Ok::<(), hensou::Error>(())
/// ```
pub struct Archive {
    games: Option<crate::input::stream::Games>,
    /// What the file gave before it was split: that it is no text.
    first: Option<crate::input::stream::Piece>,
    /// What flows from one game of the file to the next.
    carried: crate::input::split::Carried,
    next_number: usize,
}

impl Archive {
    /// Opens the file at `path` (`-` for standard input), its games found
    /// as `reading` says. An error when it cannot be opened.
    pub fn open(path: impl AsRef<Path>, reading: Reading) -> Result<Archive, Error> {
        Archive::open_in(crate::registry::builtin(), path, reading)
    }

    /// [`Archive::open`], `auto` trying the formats of `registry` and its
    /// archives split by their format (a program's own with hensou's,
    /// [`crate::registry`]).
    ///
    /// ```
    /// use hensou::{Archive, Options, Reading, registry};
    /// let path = "fixtures/shogi/valid/perpetual-check.csa";
    /// let window = Archive::open_in(registry::builtin(), path, Reading::auto())?.next().unwrap()?;
    /// let game = window.game(0).unwrap();
    /// assert_eq!(game.tag("Variant"), Some("shogi"));
    /// assert!(game.validate(&Options::new()).is_valid());
    /// # Ok::<(), hensou::Error>(())
    /// ```
    pub fn open_in(
        registry: &Arc<Registry>,
        path: impl AsRef<Path>,
        reading: Reading,
    ) -> Result<Archive, Error> {
        let path = path.as_ref();
        let read = ReadBy {
            reading,
            registry: Arc::clone(registry),
        };
        let games = crate::input::stream::Games::small_file(path, read.clone())
            .unwrap_or_else(|| crate::input::stream::Games::open(path, read));
        match games {
            Err(crate::input::stream::Piece::Error(message)) => Err(Error::Io(
                crate::messages::io::SaidError::io(std::io::ErrorKind::Other, message),
            )),
            games => Ok(Archive::of(games)),
        }
    }

    /// The games of `bytes`, decoded as [`Source::from_bytes`] decodes
    /// them, a window at a time.
    pub fn from_bytes(name: impl Into<String>, bytes: Vec<u8>, reading: Reading) -> Archive {
        Archive::from_bytes_in(crate::registry::builtin(), name, bytes, reading)
    }

    /// [`Archive::from_bytes`], read by the formats of `registry`.
    ///
    /// ```
    /// use hensou::{Archive, Reading, registry};
    /// let bytes = b"startpos moves 7g7f\nstartpos moves 2g2f\n".to_vec();
    /// let archive = Archive::from_bytes_in(registry::builtin(), "two.usi", bytes, Reading::auto());
    /// let games: usize = archive.map(|w| w.unwrap().games().count()).sum();
    /// assert_eq!(games, 2);
    /// ```
    pub fn from_bytes_in(
        registry: &Arc<Registry>,
        name: impl Into<String>,
        bytes: Vec<u8>,
        reading: Reading,
    ) -> Archive {
        Archive::of(crate::input::stream::Games::bytes(
            name.into(),
            bytes.into(),
            ReadBy {
                reading,
                registry: Arc::clone(registry),
            },
        ))
    }
}

impl Archive {
    /// The games of `text`, already decoded (as [`Source::from_text`]
    /// takes it): in memory already, it is one window.
    pub fn from_text(
        name: impl Into<String>,
        text: impl Into<String>,
        reading: Reading,
    ) -> Archive {
        Archive::from_text_in(crate::registry::builtin(), name, text, reading)
    }

    /// [`Archive::from_text`], read by the formats of `registry`.
    ///
    /// ```
    /// use hensou::{Archive, Reading, registry};
    /// let text = "+\n+7776FU\n/\n+\n+2726FU\n";
    /// let archive = Archive::from_text_in(registry::builtin(), "two.csa", text, Reading::auto());
    /// let games: usize = archive.map(|w| w.unwrap().games().count()).sum();
    /// assert_eq!(games, 2);
    /// ```
    pub fn from_text_in(
        registry: &Arc<Registry>,
        name: impl Into<String>,
        text: impl Into<String>,
        reading: Reading,
    ) -> Archive {
        Archive::of(crate::input::stream::Games::text(
            name.into(),
            text.into(),
            ReadBy {
                reading,
                registry: Arc::clone(registry),
            },
        ))
    }

    fn of(games: Result<crate::input::stream::Games, crate::input::stream::Piece>) -> Archive {
        let (games, first) = match games {
            Ok(games) => (Some(games), None),
            Err(piece) => (None, Some(piece)),
        };
        Archive {
            games,
            first,
            carried: crate::input::split::Carried::default(),
            next_number: 1,
        }
    }
}

impl Iterator for Archive {
    type Item = Result<Window, Error>;

    fn next(&mut self) -> Option<Result<Window, Error>> {
        let piece = match self.first.take() {
            Some(piece) => piece,
            None => self.games.as_mut()?.next()?,
        };
        let first = self.next_number;
        Some(match piece {
            crate::input::stream::Piece::Parts(input, parts) => {
                let mut records = Vec::new();
                for part in parts {
                    let read = part.read(&input.text);
                    records.extend(self.carried.pass(read));
                }
                self.next_number += records.len();
                Ok(Window {
                    source: Source::of_window(input),
                    records,
                    first,
                })
            }
            crate::input::stream::Piece::Unread(input) => {
                self.games = None;
                Ok(Window {
                    source: Source::of_window(Arc::new(*input)),
                    records: Vec::new(),
                    first,
                })
            }
            crate::input::stream::Piece::Error(message) => {
                self.games = None;
                let said = crate::messages::io::SaidError::io(std::io::ErrorKind::Other, message);
                Err(Error::Io(said))
            }
        })
    }
}

/// Games of an [`Archive`] and the window of its text they lie in.
pub struct Window {
    source: Source,
    records: Vec<GameRecord>,
    /// The number of the first game in the file.
    first: usize,
}

impl Window {
    /// The window's text, placed in its file.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The games the window holds whole, numbered as in the file.
    pub fn games(&self) -> impl Iterator<Item = Game<'_>> {
        (0..self.records.len()).filter_map(|i| self.game(i))
    }

    /// The window's game `index` (from 0), if it holds so many.
    pub fn game(&self, index: usize) -> Option<Game<'_>> {
        Some(Game {
            source: &self.source,
            number: self.first + index,
            record: Cow::Borrowed(self.records.get(index)?),
        })
    }

    /// Checks every game; the report of why the file stops here when its
    /// bytes are no text from this window on.
    pub fn validate(&self, options: &Options) -> Vec<Report> {
        if !self.source.is_text() {
            let mut report = Report::unread(&self.source, options);
            report.number = self.first;
            return vec![report];
        }
        self.games().map(|g| g.validate(options)).collect()
    }
}
