//! The web page's interface to hensou, compiled to WebAssembly: every
//! verdict, picture, legal move and conversion the page shows comes from
//! the library's crate-root API through these few calls, so the page's
//! JavaScript holds no game logic. Answers cross to JavaScript as JSON
//! text, which the page parses once.
//!
//! A file of thousands of games is checked once, keeping one small
//! [`Verdict`] a game: a game's plies, diagnostics, tags and text cross to
//! JavaScript only when the page shows that game ([`Checked::game`]).

use hensou::{Diagnostic, Options, Outcome, Position, Reading, Report, RuleDifference, Source};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// How the page asks for a text to be read and judged: the command line's
/// `--input`, `--variant`, `--rules`, `--rule` and `--compare-rules`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request {
    /// `auto`, `record`, `forum`, or a format's name (`kif`, `csa`, ...).
    pub reading: String,
    /// The game of records that do not name one; empty to detect it.
    pub game: String,
    /// The rule set of records that do not name theirs; empty for the
    /// record's own.
    pub rules: String,
    /// Rule options over any record's own rules, `key=value` each.
    pub rule_options: Vec<String>,
    /// Rules to judge every ply by as well (`--compare-rules`): a rule set,
    /// optionally with options (`bell;return=none`); empty for none.
    pub compare: String,
    /// The language of diagnostics' texts beside the English ones (`ja`,
    /// or a browser's `ja-JP`); empty or `en` for English only.
    pub lang: String,
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
        for option in self.rule_options.iter().filter(|o| !o.trim().is_empty()) {
            options = options.rule(option.trim());
        }
        if !self.compare.trim().is_empty() {
            options = options.compare_rules(self.compare.trim());
        }
        options.lang(self.lang())
    }

    /// The language asked for; English for an empty or unknown name.
    fn lang(&self) -> hensou::Lang {
        hensou::Lang::parse(&self.lang).unwrap_or_default()
    }

    fn reading(&self) -> Result<Reading, hensou::Error> {
        match self.reading.trim() {
            "" => Ok(Reading::auto()),
            name => Reading::named(name),
        }
    }
}

/// A text up to this many bytes is shown whole, with the game's plies and
/// problems marked in it; a longer one (a file of many games) shows only
/// the game being looked at, so that the page stays quick.
pub const WHOLE_TEXT_UP_TO: usize = 64 * 1024;

/// A file or pasted text, decoded and checked, with how it was read and
/// judged.
#[wasm_bindgen]
pub struct Checked {
    source: Source,
    reading: Reading,
    options: Options,
    /// The language of the boards' captions, as of the diagnostics.
    lang: hensou::Lang,
    verdicts: Vec<Verdict>,
}

/// One game's verdict, as `hensou validate --format json` gives it, in
/// short: what the page lists for every game of a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub number: usize,
    pub game: Option<&'static str>,
    pub valid: bool,
    pub plies: usize,
    pub errors: usize,
    pub warnings: usize,
    pub differences: usize,
}

impl Verdict {
    fn of(report: &Report) -> Verdict {
        let errors = report.diagnostics().iter().filter(|d| d.is_error()).count();
        Verdict {
            number: report.number(),
            game: report.game(),
            valid: report.is_valid(),
            plies: report.plies().len(),
            errors,
            warnings: report.diagnostics().len() - errors,
            differences: report.differences().len(),
        }
    }
}

/// What the page shows of a whole file.
#[derive(Serialize)]
struct Summary<'a> {
    charset: Option<&'static str>,
    bytes: usize,
    games: &'a [Verdict],
}

/// Where something lies in the text the page shows: offset and length in
/// UTF-16 code units (as JavaScript counts), from the shown text's start;
/// `None` when it lies outside that text.
#[derive(Serialize)]
struct Mark<T> {
    #[serde(flatten)]
    item: T,
    at: Option<usize>,
    len: usize,
}

/// A ply as written.
#[derive(Debug, PartialEq, Eq, Serialize)]
struct PlyText {
    number: usize,
    text: String,
}

/// A comment as read.
#[derive(Debug, PartialEq, Eq, Serialize)]
struct Comment {
    text: String,
}

/// How a game ended, with the winner named as the game names its sides.
#[derive(Debug, PartialEq, Eq, Serialize)]
struct Ended {
    #[serde(flatten)]
    outcome: Outcome,
    winner_name: Option<&'static str>,
}

/// Everything the page shows of one game.
#[derive(Serialize)]
struct GameView {
    #[serde(flatten)]
    verdict: Verdict,
    rules: Option<String>,
    result: Option<String>,
    /// The end by the rules.
    outcome: Option<Ended>,
    /// The end as the record writes it (a resignation, a flag fall, ...).
    written: Option<Ended>,
    tags: Vec<(String, String)>,
    comments: Vec<Mark<Comment>>,
    plies_played: Vec<Mark<PlyText>>,
    diagnostics: Vec<Mark<Diagnostic>>,
    differences_found: Vec<Mark<Difference>>,
    /// The text shown: the whole text, or the game's own when the whole is
    /// long.
    text: String,
    /// Whether `text` is the whole text.
    whole: bool,
}

/// A ply the compared rules judge otherwise, its reason also in the
/// page's language (`reason` stays the English, as in the JSON).
#[derive(Serialize)]
struct Difference {
    #[serde(flatten)]
    difference: RuleDifference,
    localized_reason: String,
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

/// The UTF-16 offsets of byte offsets `bytes` of `text`, in one pass over
/// the text; a byte offset past the end, or inside a character, counts
/// as the next character boundary.
pub fn utf16_offsets(text: &str, bytes: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..bytes.len()).collect();
    order.sort_by_key(|&i| bytes[i]);
    let mut out = vec![0; bytes.len()];
    let mut units = 0;
    let mut chars = text.char_indices().peekable();
    for i in order {
        while let Some(&(at, c)) = chars.peek() {
            if at >= bytes[i] {
                break;
            }
            units += c.len_utf16();
            chars.next();
        }
        out[i] = units;
    }
    out
}

/// Where byte ranges of the source lie in a shown text that starts at byte
/// `base` and is `text`.
struct Shown<'a> {
    base: usize,
    text: &'a str,
    /// Every range asked for, as (byte offset, byte length) in the source.
    ranges: Vec<(usize, usize)>,
}

impl<'a> Shown<'a> {
    /// Notes a range and gives its index, for [`Shown::marks`].
    fn note(&mut self, offset: usize, length: usize) -> usize {
        self.ranges.push((offset, length));
        self.ranges.len() - 1
    }

    /// The (UTF-16 offset, UTF-16 length) of every noted range; `None`
    /// for a range that starts outside the shown text.
    fn marks(&self) -> Vec<(Option<usize>, usize)> {
        let end = self.base + self.text.len();
        let inside = |o: usize| (self.base..=end).contains(&o);
        let bytes: Vec<usize> = self
            .ranges
            .iter()
            .flat_map(|&(o, l)| {
                let from = o.clamp(self.base, end) - self.base;
                [from, (o + l).clamp(self.base, end) - self.base]
            })
            .collect();
        let units = utf16_offsets(self.text, &bytes);
        self.ranges
            .iter()
            .enumerate()
            .map(|(i, &(o, _))| {
                let (from, to) = (units[2 * i], units[2 * i + 1]);
                (inside(o).then_some(from), to - from)
            })
            .collect()
    }
}

impl Checked {
    /// Decodes `bytes` with the library's own decoding (UTF-8, Shift_JIS,
    /// EUC-JP) and checks every game, keeping its verdict only: a report
    /// holds its game's whole position and history, and ten thousand of
    /// them would fill memory the processor's caches cannot hold.
    /// A name or option value the rules do not have is refused here, as
    /// every command refuses it, before any game is read.
    pub fn open(name: &str, bytes: Vec<u8>, request: &Request) -> Result<Checked, hensou::Error> {
        let options = request.options();
        options.check()?;
        let mut checked = Checked {
            source: Source::from_bytes(name, bytes),
            reading: request.reading()?,
            options,
            lang: request.lang(),
            verdicts: Vec::new(),
        };
        checked.verdicts = if checked.source.is_text() {
            checked
                .source
                .games_as(checked.reading)
                .map(|game| Verdict::of(&game.validate(&checked.options)))
                .collect()
        } else {
            checked
                .source
                .validate(&checked.options)
                .iter()
                .map(Verdict::of)
                .collect()
        };
        Ok(checked)
    }

    /// The verdict on every game.
    pub fn verdicts(&self) -> &[Verdict] {
        &self.verdicts
    }

    /// The decoded text.
    pub fn text(&self) -> &str {
        self.source.text()
    }

    fn summary_of(&self) -> Summary<'_> {
        Summary {
            charset: self.source.charset().map(|c| c.name()),
            bytes: self.source.text().len(),
            games: &self.verdicts,
        }
    }

    /// Game `number` (from 1) checked, stopping after `stop_after` plies,
    /// with its tags and comments; the report of bytes that are no text
    /// when there are none.
    fn report(&self, number: usize, stop_after: Option<usize>) -> Option<(Report, GameText)> {
        if !self.source.is_text() {
            let report = self.source.validate(&self.options).into_iter().next()?;
            return Some((report, GameText::default()));
        }
        let game = self
            .source
            .games_as(self.reading)
            .nth(number.checked_sub(1)?)?;
        let options = match stop_after {
            Some(plies) => self.options.clone().stop_after(plies),
            None => self.options.clone(),
        };
        let text = GameText {
            offset: game.text().as_ptr() as usize - self.source.text().as_ptr() as usize,
            length: game.text().len(),
            tags: game
                .tags()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            comments: game
                .comments()
                .map(|(t, o, l)| (t.to_string(), o, l))
                .collect(),
        };
        Some((game.validate(&options), text))
    }

    /// Everything the page shows of game `number`, with offsets in the
    /// text shown.
    fn game_view(&self, number: usize) -> Option<GameView> {
        let (report, game) = self.report(number, None)?;
        let whole = self.source.text().len() <= WHOLE_TEXT_UP_TO;
        let (base, text) = if whole {
            (0, self.source.text())
        } else {
            let range = game.offset..game.offset + game.length;
            (
                game.offset,
                self.source.text().get(range).unwrap_or_default(),
            )
        };
        let mut shown = Shown {
            base,
            text,
            ranges: Vec::new(),
        };
        let source = self.source.text();
        let comments: Vec<(Comment, usize)> = game
            .comments
            .into_iter()
            .map(|(text, o, l)| (Comment { text }, shown.note(o, l)))
            .collect();
        let plies: Vec<(PlyText, usize)> = report
            .plies()
            .iter()
            .map(|p| {
                let text = p.text(source).to_string();
                let at = shown.note(p.span().offset, p.span().len);
                (
                    PlyText {
                        number: p.number(),
                        text,
                    },
                    at,
                )
            })
            .collect();
        let diagnostics: Vec<(Diagnostic, usize)> = report
            .diagnostics()
            .iter()
            .map(|d| (d.clone(), shown.note(d.offset(), d.length())))
            .collect();
        let differences: Vec<(Difference, usize)> = report
            .differences()
            .iter()
            .map(|d| {
                let difference = Difference {
                    localized_reason: d.reason.render(self.lang),
                    difference: d.clone(),
                };
                (difference, shown.note(d.span.offset, d.span.len))
            })
            .collect();
        let marks = shown.marks();
        let ended = |outcome: Outcome| Ended {
            winner_name: outcome
                .winner
                .and_then(|side| Some(report.position()?.side_name(side))),
            outcome,
        };
        Some(GameView {
            verdict: Verdict::of(&report),
            rules: report.rules().map(str::to_string),
            result: report.result().map(str::to_string),
            outcome: report.outcome().map(ended),
            written: report.written_outcome().map(ended),
            tags: game.tags,
            comments: marked(&marks, comments),
            plies_played: marked(&marks, plies),
            diagnostics: marked(&marks, diagnostics),
            differences_found: marked(&marks, differences),
            text: text.to_string(),
            whole,
        })
    }

    /// The position of game `number` after `ply` plies, or after its last
    /// legal ply when fewer were played.
    fn position(&self, number: usize, ply: usize) -> Option<Position> {
        self.report(number, Some(ply))?.0.position()
    }

    fn board_of(&self, number: usize, ply: usize, flip: bool) -> Option<Board> {
        let position = self.position(number, ply)?;
        Some(Board {
            ply: position.plies(),
            svg: position.svg_in(flip, true, self.lang),
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
        let extension = if hensou::registry::builtin().format(to).is_some() {
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

/// `items`, each with the mark of the range it noted.
fn marked<T>(marks: &[(Option<usize>, usize)], items: Vec<(T, usize)>) -> Vec<Mark<T>> {
    items
        .into_iter()
        .map(|(item, i)| Mark {
            item,
            at: marks[i].0,
            len: marks[i].1,
        })
        .collect()
}

/// What a game's record says besides its moves, and where it lies.
#[derive(Default)]
struct GameText {
    offset: usize,
    length: usize,
    tags: Vec<(String, String)>,
    comments: Vec<(String, usize, usize)>,
}

#[wasm_bindgen]
impl Checked {
    /// Reads `bytes` named `name` and checks every game; `reading` is
    /// `auto`, `record`, `forum` or a format; `game`, `rules` and `compare`
    /// may be empty; `rule_options` holds `key=value` options, one a line;
    /// `lang` (`"ja"`, may be left out) adds each diagnostic's texts in
    /// that language as its `localized` object.
    #[wasm_bindgen(constructor)]
    // The page calls it with positional arguments; `lang` comes last so
    // that a call without it still works.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name: &str,
        bytes: Vec<u8>,
        reading: &str,
        game: &str,
        rules: &str,
        rule_options: &str,
        compare: &str,
        lang: Option<String>,
    ) -> Result<Checked, JsError> {
        let request = Request {
            reading: reading.into(),
            game: game.into(),
            rules: rules.into(),
            rule_options: rule_options.lines().map(str::to_string).collect(),
            compare: compare.into(),
            lang: lang.unwrap_or_default(),
        };
        // What the request names wrong, in the page's language.
        Checked::open(name, bytes, &request)
            .map_err(|e| JsError::new(&e.message_in(request.lang())))
    }

    /// The text's encoding and length, and every game's verdict in short,
    /// as JSON.
    pub fn summary(&self) -> String {
        to_json(&self.summary_of())
    }

    /// Everything the page shows of game `number` as JSON: its verdict,
    /// rules, result and ending, tags, comments, plies, diagnostics and
    /// differences, each with where it lies in the text shown, and that
    /// text; `null` when there is no such game.
    pub fn game(&self, number: usize) -> String {
        to_json(&self.game_view(number))
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

fn to_json(value: &impl Serialize) -> String {
    // Plain data of strings and numbers: serializing cannot fail.
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":{:?}}}", e.to_string()))
}

mod catalogue;
mod viewer;

pub use catalogue::catalogue;

#[cfg(test)]
mod tests;
