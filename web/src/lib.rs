//! The web page's interface to hensou, compiled to WebAssembly: every
//! verdict, picture, legal move and conversion the page shows comes from
//! the library's crate-root API through these few calls, so the page's
//! JavaScript holds no game logic. Answers cross to JavaScript as JSON
//! text, which the page parses once.

use hensou::{Diagnostic, Options, Outcome, Position, Reading, Report, RuleDifference, Source};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// How the page asks for a text to be read and judged.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request {
    /// `auto`, `record`, `forum`, or a format's name (`kif`, `csa`, ...).
    pub reading: String,
    /// The game of records that do not name one; empty to detect it.
    pub game: String,
    /// The rules of records that do not name them; empty for the game's own.
    pub rules: String,
    /// Rules to judge every ply by as well (`--compare-rules`); empty for none.
    pub compare: String,
}

impl Request {
    fn options(&self) -> Options {
        let mut options = Options::new();
        if !self.game.trim().is_empty() {
            options = options.game(self.game.trim());
        }
        if !self.rules.trim().is_empty() {
            options = options.rules(self.rules.trim());
        }
        if !self.compare.trim().is_empty() {
            options = options.compare_rules(self.compare.trim());
        }
        options
    }

    fn reading(&self) -> Result<Reading, hensou::Error> {
        match self.reading.trim() {
            "" | "auto" => Ok(Reading::auto()),
            "record" => Ok(Reading::record()),
            "forum" => Ok(Reading::forum()),
            format => Reading::format(format),
        }
    }
}

/// A file or pasted text, decoded, with how to read and judge it.
#[wasm_bindgen]
pub struct Checked {
    source: Source,
    reading: Reading,
    options: Options,
}

/// What the page shows of a whole file.
#[derive(Serialize)]
struct Summary<'a> {
    charset: Option<&'static str>,
    text: &'a str,
    games: Vec<GameView>,
}

/// One game's verdict, as `hensou validate --format json` gives it. Its
/// plies are asked for one game at a time ([`Checked::plies`]): a file of
/// thousands of games is shown one game at a time.
#[derive(Serialize)]
struct GameView {
    number: usize,
    game: Option<&'static str>,
    rules: Option<String>,
    valid: bool,
    result: Option<String>,
    outcome: Option<Outcome>,
    plies: usize,
    diagnostics: Vec<Diagnostic>,
    differences: Vec<RuleDifference>,
}

/// A ply as written, and where.
#[derive(Serialize)]
struct PlyView {
    number: usize,
    text: String,
    offset: usize,
    length: usize,
}

/// The position after some plies of a game.
#[derive(Serialize)]
struct Board {
    ply: usize,
    svg: String,
    position: String,
    to_move: &'static str,
    legal_moves: Vec<String>,
}

/// A whole file converted, as `hensou convert` writes it.
#[derive(Serialize)]
struct Converted {
    text: String,
    file_name: String,
    losses: Vec<Diagnostic>,
}

/// A game the page can be set to, with its choices.
#[derive(Serialize)]
struct GameChoices {
    name: &'static str,
    conversions: Vec<&'static str>,
    rule_sets: &'static [hensou::RuleSetInfo],
    rule_options: &'static [hensou::RuleOptionInfo],
}

impl Checked {
    /// Decodes `bytes` with the library's own decoding (UTF-8, Shift_JIS,
    /// EUC-JP) and keeps how to read and judge them.
    fn open(name: &str, bytes: Vec<u8>, request: &Request) -> Result<Checked, hensou::Error> {
        Ok(Checked {
            source: Source::from_bytes(name, bytes),
            reading: request.reading()?,
            options: request.options(),
        })
    }

    /// Every game checked: one report a game, or one saying why the bytes
    /// are no text.
    fn reports(&self, options: &Options) -> Vec<Report> {
        if !self.source.is_text() {
            return self.source.validate(options);
        }
        self.source
            .games_as(self.reading)
            .map(|game| game.validate(options))
            .collect()
    }

    fn summary_of(&self) -> Summary<'_> {
        let games = self
            .reports(&self.options)
            .into_iter()
            .map(|r| GameView {
                number: r.number(),
                game: r.game(),
                rules: r.rules().map(str::to_string),
                valid: r.is_valid(),
                result: r.result().map(str::to_string),
                outcome: r.outcome(),
                plies: r.plies().len(),
                diagnostics: r.diagnostics().to_vec(),
                differences: r.differences().to_vec(),
            })
            .collect();
        Summary {
            charset: self.source.charset().map(|c| c.name()),
            text: self.source.text(),
            games,
        }
    }

    /// Game `number` (from 1) checked, stopping after `stop_after` plies.
    fn report(&self, number: usize, stop_after: Option<usize>) -> Option<Report> {
        let game = self
            .source
            .games_as(self.reading)
            .nth(number.checked_sub(1)?)?;
        Some(match stop_after {
            Some(plies) => game.validate(&self.options.clone().stop_after(plies)),
            None => game.validate(&self.options),
        })
    }

    fn plies_of(&self, number: usize) -> Vec<PlyView> {
        let text = self.source.text();
        let plies = self.report(number, None);
        plies
            .iter()
            .flat_map(|r| r.plies())
            .map(|p| PlyView {
                number: p.number(),
                text: p.text(text).to_string(),
                offset: p.span().offset,
                length: p.span().len,
            })
            .collect()
    }

    /// The position of game `number` after `ply` plies, or after its last
    /// legal ply when fewer were played.
    fn position(&self, number: usize, ply: usize) -> Option<Position> {
        self.report(number, Some(ply))?.position()
    }

    fn board_of(&self, number: usize, ply: usize, flip: bool) -> Option<Board> {
        let position = self.position(number, ply)?;
        Some(Board {
            ply: position.plies(),
            svg: position.svg(flip, true),
            position: position.position_string(),
            to_move: position.side_name(position.side_to_move()),
            legal_moves: position.legal_moves(None).unwrap_or_default(),
        })
    }

    /// Every game in `to`, as `hensou convert` writes a file: an invalid
    /// game up to its error, the rest kept in a comment.
    fn converted(&self, to: &str) -> Converted {
        let mut text = String::new();
        let mut losses = Vec::new();
        for game in self.source.games_as(self.reading) {
            let conversion = game.convert(to, &self.options);
            if let Some(written) = conversion.written() {
                if !text.is_empty() {
                    text.push_str(hensou::Conversion::between_games(to));
                }
                text.push_str(written);
            }
            losses.extend(conversion.report().diagnostics().iter().cloned());
            losses.extend(conversion.losses().iter().cloned());
        }
        let extension = if Reading::format(to).is_ok() {
            to
        } else {
            "pgn"
        };
        let stem = self
            .source
            .name()
            .rsplit_once('.')
            .map_or(self.source.name(), |(s, _)| s);
        Converted {
            text,
            file_name: format!("{stem}.{extension}"),
            losses,
        }
    }
}

#[wasm_bindgen]
impl Checked {
    /// Reads `bytes` named `name`; `reading` is `auto`, `record`, `forum`
    /// or a format; `game`, `rules` and `compare` may be empty.
    #[wasm_bindgen(constructor)]
    pub fn new(
        name: &str,
        bytes: Vec<u8>,
        reading: &str,
        game: &str,
        rules: &str,
        compare: &str,
    ) -> Result<Checked, JsError> {
        let request = Request {
            reading: reading.into(),
            game: game.into(),
            rules: rules.into(),
            compare: compare.into(),
        };
        Checked::open(name, bytes, &request).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The text, its encoding and every game's verdict, as JSON.
    pub fn summary(&self) -> String {
        to_json(&self.summary_of())
    }

    /// Game `number`'s plies as written, as JSON: number, text, byte
    /// offset and length in the text.
    pub fn plies(&self, number: usize) -> String {
        to_json(&self.plies_of(number))
    }

    /// Game `number`'s position after `ply` plies as JSON: its SVG picture,
    /// position string, side to move and legal moves; `null` when the
    /// game has no position (no game could be told).
    pub fn board(&self, number: usize, ply: usize, flip: bool) -> String {
        to_json(&self.board_of(number, ply, flip))
    }

    /// Every game converted to `to`, as JSON: text, file name, losses.
    pub fn convert(&self, to: &str) -> String {
        to_json(&self.converted(to))
    }
}

/// What the page offers to choose from.
#[derive(Serialize)]
struct Catalogue {
    games: Vec<GameChoices>,
    /// The file formats a text can be read as.
    formats: Vec<&'static str>,
}

fn catalogue_of() -> Catalogue {
    let games: Vec<GameChoices> = hensou::games()
        .into_iter()
        .filter_map(|name| Position::new(name, None).ok())
        .map(|p| GameChoices {
            name: p.game(),
            conversions: p.conversions(),
            rule_sets: p.rule_sets(),
            rule_options: p.rule_options(),
        })
        .collect();
    let mut formats: Vec<&'static str> = Vec::new();
    for name in games.iter().flat_map(|g| &g.conversions) {
        if Reading::format(name).is_ok() && !formats.contains(name) {
            formats.push(name);
        }
    }
    Catalogue { games, formats }
}

/// Every game with its conversions, rule sets and rule options, and the
/// formats a text can be read as, as JSON.
#[wasm_bindgen]
pub fn catalogue() -> String {
    to_json(&catalogue_of())
}

fn to_json(value: &impl Serialize) -> String {
    // Plain data of strings and numbers: serializing cannot fail.
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":{:?}}}", e.to_string()))
}
