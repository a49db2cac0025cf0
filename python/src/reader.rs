//! Reading a record a game at a time, for `read` and the tables: each game
//! checked once when it is asked for, its moves kept to be printed in any
//! notation and played again for its positions only when asked.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use hensou::Options;

use crate::engine::{Failure, Input, Settings, ensure_text, report_of, unknown_notation};
use crate::types::Report;

/// Games checked by `read` so far, and again for a notation or positions
/// the kept moves could not give: for tests that each game is checked once.
pub static GAMES_CHECKED: AtomicUsize = AtomicUsize::new(0);

/// The games of a record, read and checked one at a time: a file a window
/// of its text at a time ([`hensou::Archive`]), so that memory is bounded
/// by its largest game, not by its size.
pub struct Reader {
    archive: hensou::Archive,
    /// The window the next games come from, and the next one's index.
    window: Option<(Arc<hensou::Window>, usize)>,
    options: Arc<Options>,
    /// The language a file that cannot be read on is said in.
    lang: hensou::Lang,
}

impl Reader {
    /// Opens `input`; a file that cannot be read, or whose bytes are no
    /// text, is an input error at once, as for every other call.
    pub fn open(input: Input, settings: &Settings) -> Result<Reader, Failure> {
        let reader = Reader::open_any(input, settings)?;
        if let Some((first, _)) = &reader.window {
            ensure_text(first.source(), settings.lang)?;
        }
        Ok(reader)
    }

    /// Opens `input`, whatever its bytes: one that is no text gives one
    /// game whose report says so, as the command line reports it (the
    /// tables, where one such file in a folder must not hide the others).
    /// A file that cannot be read is an input error.
    pub fn open_any(input: Input, settings: &Settings) -> Result<Reader, Failure> {
        let reading = settings.reading()?;
        let archive = match input {
            Input::Text(text) => hensou::Archive::from_text("<text>", text, reading),
            Input::Bytes(bytes) => hensou::Archive::from_bytes("<bytes>", bytes, reading),
            Input::Path(path) => hensou::Archive::open(&path, reading).map_err(|e| match e {
                e @ hensou::Error::Io(_) => Failure::Input(e.message_in(settings.lang)),
                other => Failure::of(other, settings.lang),
            })?,
        };
        let mut reader = Reader {
            archive,
            window: None,
            options: Arc::new(settings.options()),
            lang: settings.lang,
        };
        if let Some(first) = reader.archive.next() {
            let first = first.map_err(|e| Failure::Input(e.message_in(settings.lang)))?;
            reader.window = Some((Arc::new(first), 0));
        }
        Ok(reader)
    }

    /// The next game, checked; an error when the file cannot be read on.
    pub fn next(&mut self) -> Option<Result<Replayed, Failure>> {
        loop {
            if let Some((window, index)) = &mut self.window {
                let at = *index;
                *index += 1;
                if let Some(replayed) = Replayed::new(window, at, &self.options, self.lang) {
                    return Some(Ok(replayed));
                }
            }
            match self.read_window()? {
                Ok(window) => self.window = Some((window, 0)),
                Err(e) => return Some(Err(e)),
            }
        }
    }

    /// The next window whole, its games not yet checked: for the tables,
    /// which check a window's games on every core.
    pub fn next_window(&mut self) -> Option<Result<Arc<hensou::Window>, Failure>> {
        match self.window.take() {
            Some((window, 0)) => Some(Ok(window)),
            _ => self.read_window(),
        }
    }

    /// The next window of the file; an error when it cannot be read on.
    fn read_window(&mut self) -> Option<Result<Arc<hensou::Window>, Failure>> {
        self.window = None;
        Some(
            self.archive
                .next()?
                .map(Arc::new)
                .map_err(|e| Failure::Input(e.message_in(self.lang))),
        )
    }

    /// The options every game is checked with.
    pub fn options(&self) -> &Arc<Options> {
        &self.options
    }

    /// The language the games' errors are said in.
    pub fn lang(&self) -> hensou::Lang {
        self.lang
    }
}

/// One game of a record, checked once: its tags and verdict, and its moves
/// kept to be printed in any notation, or played again for its positions,
/// when asked.
pub struct Replayed {
    pub report: Report,
    /// Whether the game is a note beside records (`hensou::Game::is_note`).
    pub note: bool,
    /// The game as checked (`None` for a file that is no text).
    played: Option<hensou::Report>,
    /// The window of text the game lies in, and its index there.
    window: Arc<hensou::Window>,
    index: usize,
    options: Arc<Options>,
    /// The language a notation the game lacks is said in.
    lang: hensou::Lang,
    /// The positions at the start and after each ply, once asked for.
    positions: OnceLock<Vec<String>>,
}

impl Replayed {
    /// Game `index` of `window` checked; `None` past its last game.
    pub fn new(
        window: &Arc<hensou::Window>,
        index: usize,
        options: &Arc<Options>,
        lang: hensou::Lang,
    ) -> Option<Replayed> {
        let note = window.game(index).is_some_and(|game| game.is_note());
        let (played, report) = match window.game(index) {
            Some(game) => {
                GAMES_CHECKED.fetch_add(1, Ordering::Relaxed);
                let played = game.validate(options);
                let report = report_of(&played, lang);
                (Some(played), report)
            }
            // A window of bytes that are no text: one report saying so.
            None if index == 0 && !window.source().is_text() => {
                let unread = window.validate(options).pop()?;
                (None, report_of(&unread, lang))
            }
            None => return None,
        };
        Some(Replayed {
            report,
            note,
            played,
            window: Arc::clone(window),
            index,
            options: Arc::clone(options),
            lang,
            positions: OnceLock::new(),
        })
    }

    /// The game checked again with `options` (for what the kept moves
    /// cannot give), from the window it lies in.
    fn check_again(&self, options: &Options) -> Option<hensou::Report> {
        let game = self.window.game(self.index)?;
        GAMES_CHECKED.fetch_add(1, Ordering::Relaxed);
        Some(game.validate(options))
    }

    /// The plies played: number, text as written, notation that read it.
    pub fn plies(&self) -> Vec<(usize, String, &'static str)> {
        let text = self.window.source().text();
        self.played
            .iter()
            .flat_map(|r| r.plies())
            .map(|p| (p.number(), p.text(text).to_string(), p.notation()))
            .collect()
    }

    /// The record's tags, in order, read from the game's record when asked
    /// for (most callers ask for none, or for one).
    pub fn tags(&self) -> Vec<(String, String)> {
        let game = self.window.game(self.index);
        (game.iter().flat_map(|g| g.tags()))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// The value of the first tag called `name` (case ignored), if any.
    pub fn tag(&self, name: &str) -> Option<String> {
        let game = self.window.game(self.index)?;
        game.tag(name).map(str::to_string)
    }

    /// The numbers of the plies played, from 1.
    pub fn ply_numbers(&self) -> Vec<usize> {
        self.played
            .iter()
            .flat_map(|r| r.plies())
            .map(hensou::Ply::number)
            .collect()
    }

    /// How many plies were played.
    pub fn ply_count(&self) -> usize {
        self.played.as_ref().map_or(0, |r| r.plies().len())
    }

    /// The moves printed in `notation`.
    pub fn moves_in(&self, notation: &str) -> Result<Vec<String>, Failure> {
        let Some(played) = &self.played else {
            return Ok(Vec::new());
        };
        let said = |e| Failure::of(e, self.lang);
        if let Some(moves) = played.moves_in(notation).map_err(said)? {
            return Ok(moves);
        }
        // No moves kept (the game could not be set up), or not the main
        // line's: printed as the game is checked again.
        let Some(again) = self.check_again(&self.options.as_ref().clone().notation(notation))
        else {
            return Ok(Vec::new());
        };
        unknown_notation(&again, notation, self.lang)?;
        Ok(again
            .plies()
            .iter()
            .map(|p| p.converted().unwrap_or_default().to_string())
            .collect())
    }

    /// The position strings at the start and after each ply, made the
    /// first time they are asked for.
    pub fn positions(&self) -> &[String] {
        self.positions.get_or_init(|| {
            let Some(played) = &self.played else {
                return Vec::new();
            };
            if let Some(positions) = played.positions() {
                return positions;
            }
            let with_positions = self.options.as_ref().clone().positions(true);
            let start = self
                .check_again(&self.options.as_ref().clone().stop_after(0))
                .and_then(|r| r.position())
                .map(|p| p.position_string());
            let Some(start) = start else {
                return Vec::new();
            };
            let again = self.check_again(&with_positions);
            std::iter::once(start)
                .chain(
                    again
                        .iter()
                        .flat_map(|r| r.plies())
                        .map(|p| p.position().unwrap_or_default().to_string()),
                )
                .collect()
        })
    }
}
