//! A game that cannot be converted whole still keeps its place in the
//! output: it is written up to its last legal ply, and the rest of its text
//! as written follows, with the errors, in a comment of the target format.
//! So a conversion loses nothing the user wrote, and a file converted over
//! itself still holds every move.

use super::Report;
use crate::diagnostic::Problem;
use crate::formats::Target;
use crate::messages::Lang;
use crate::msg;
use crate::record::write::{OutGame, OutItem};
use crate::record::{CommentStyle, ConvertCode, Element, GameRecord, Span};

impl Report {
    /// The text a conversion writes for this game: the whole game when it
    /// is valid; otherwise the plies played, then a comment that says why
    /// the game stops there and holds the rest of its text as written
    /// (reported as [`ConvertCode::Partial`]). A target with no comments
    /// (a USI move list) gets the plies played, and the rest is reported
    /// as left out. None when `to` is no notation of the game: nothing of
    /// it can be written there. The comment is written in `lang`: it is
    /// read by the players who open the converted file.
    pub fn write_whole_or_partial(
        &mut self,
        to: &Target,
        source: &str,
        record: &GameRecord,
        lang: Lang,
    ) -> Option<String> {
        if let Some(text) = self.write_converted(to) {
            return Some(text);
        }
        if self
            .problems
            .iter()
            .any(|p| p.code == ConvertCode::UnknownNotation)
        {
            return None;
        }
        // A game that could not be set up has carried nothing, its tags
        // neither: the rest is then the whole of its text.
        let set_up = self.converted.is_some();
        let mut game = self.converted.take().unwrap_or_default();
        let from = match self.plies.last() {
            Some(p) => p.span.end(),
            None if set_up => {
                record
                    .movetext
                    .first()
                    .map_or(record.span, Element::span)
                    .offset
            }
            None => record.span.offset,
        };
        keep_played(&mut game);
        let end = record.span.end().max(from);
        let rest = source.get(from..end).unwrap_or_default();
        let at = Span::new(
            from + (rest.len() - rest.trim_start().len()),
            rest.trim().len(),
        );
        let rest = rest.trim();
        let played = self.plies.last().map_or(0, |p| p.number);
        let holds = to.holds_comments();
        let message = match (holds, rest.is_empty()) {
            (true, false) => crate::msg!(
                "pipeline-partial-rest-commented",
                played = played,
                from = played + 1
            ),
            (true, true) => crate::msg!("pipeline-partial-errors-commented", played = played),
            (false, _) => crate::msg!("pipeline-partial-left-out", played = played, to = to.name()),
        };
        if holds {
            game.items.push(OutItem::Comment {
                text: self.why_partial(played, !rest.is_empty(), lang),
                style: CommentStyle::Line,
            });
            if !rest.is_empty() {
                game.items.push(OutItem::Comment {
                    text: rest.to_string(),
                    style: CommentStyle::Line,
                });
            }
        }
        self.losses.push(
            Problem::warning(ConvertCode::Partial, message, at)
                .label(crate::msg!("pipeline-partial-label"))
                .ply(played + 1),
        );
        let text = self.write_game(&game, to);
        self.converted = Some(game);
        Some(text)
    }

    /// The first line of the comment, in `lang`: why the game was not
    /// converted whole.
    fn why_partial(&self, played: usize, rest_follows: bool, lang: Lang) -> String {
        let errors: Vec<String> = (self.problems.iter())
            .filter(|p| p.is_error())
            .map(|p| {
                let message = p.said.message_in(lang, &p.message);
                let code = p.code.to_string();
                match p.ply {
                    Some(ply) => msg!(
                        "pipeline-partial-error-at",
                        ply = ply,
                        message = message,
                        code = code
                    ),
                    None => msg!("pipeline-partial-error", message = message, code = code),
                }
                .render(lang)
            })
            .collect();
        let errors = errors.join(&msg!("pipeline-partial-and").render(lang));
        let why = if rest_follows {
            msg!(
                "pipeline-partial-why-rest",
                played = played,
                errors = errors
            )
        } else {
            msg!("pipeline-partial-why", played = played, errors = errors)
        };
        why.render(lang)
    }
}

/// Keeps what was converted up to the last ply played (with its time): what
/// follows it is in the rest of the text, which is written as it stands.
/// The result is taken off: the game did not end as converted.
fn keep_played(game: &mut OutGame) {
    let keep = game
        .items
        .iter()
        .rposition(|i| matches!(i, OutItem::Ply { .. }))
        .map_or(0, |last| {
            last + 1
                + game.items[last + 1..]
                    .iter()
                    .take_while(|i| matches!(i, OutItem::Time(_)))
                    .count()
        });
    game.items.truncate(keep);
    game.result = None;
    game.reason = None;
}
