//! Which game a record is, and where it starts.

use super::problems::word_span;
use super::{NamedGame, Options};
use crate::diagnostic::Problem;
use crate::game::RuleSpec;
use crate::record::numbering;
use crate::record::{Element, GameRecord, RecordCode, Span};
use crate::registry::Registry;
use crate::session::Variant;

pub(super) fn tag_span(record: &GameRecord, name: &str, fallback: Span) -> Span {
    record
        .tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case(name))
        .map_or(fallback, |t| t.span)
}

pub(super) fn find_variant(
    source: &str,
    record: &GameRecord,
    options: &Options,
    problems: &mut Vec<Problem>,
) -> Option<(&'static dyn Variant, String)> {
    let registry = &*options.registry;
    let given = options.game.as_ref();
    let (name, span) = match (record.tag("Variant"), given) {
        (Some(v), Some(given)) => named_twice(registry, source, record, v, given, problems),
        (Some(v), None) => (v.to_string(), tag_span(record, "Variant", record.span)),
        (None, Some(given)) => (given.name.clone(), Span::new(record.span.offset, 0)),
        (None, None) => {
            let found = untagged(registry, source, record, problems);
            return found.map(|v| (v, v.name().to_string()));
        }
    };
    let rules = record
        .tag("Rules")
        .map_or_else(|| options.rules.clone(), RuleSpec::parse)
        .merged(&options.overrides);
    // The name given was resolved with the options; a record's own name
    // is resolved here.
    let given = given.filter(|g| g.name == name);
    let found = match given {
        Some(given) => Some(registry.switched(given.variant, &rules)),
        None => registry.find_for(&name, &rules),
    };
    if found.is_none() {
        problems.push(unknown_variant(registry, &name, span));
    }
    if let (Some(game), Some(given), Some(written)) = (found, given, record.tag("Rules")) {
        if given.variant.name() != game.name() {
            problems.push(
                Problem::warning(
                    RecordCode::VariantOverridden,
                    crate::msg!(
                        "pipeline-rules-game",
                        written = written,
                        game = game.name(),
                        given = &given.name
                    ),
                    tag_span(record, "Rules", record.span),
                )
                .label(crate::msg!("pipeline-not-given-variant"))
                .help(crate::msg!("pipeline-rule-over-rules")),
            );
        }
    }
    found.map(|v| (v, name))
}

/// The problem of a game name no game of `registry` goes by.
#[cold]
#[inline(never)]
fn unknown_variant(registry: &Registry, name: &str, span: Span) -> Problem {
    let names: Vec<&str> = (registry.variants().iter())
        .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
        .collect();
    let known: Vec<_> = registry.variants().iter().map(|v| v.name()).collect();
    Problem::error(
        RecordCode::UnknownVariant,
        crate::game::no_game(name, &crate::diagnostic::nearest_names(name, &names)),
        span,
    )
    .help(crate::msg!(
        "pipeline-known-games",
        games = known.join(", ")
    ))
}

/// The game of a record that names none, where none is given: a post, a
/// mail or a bare list of moves is read as the game it can only be (with a
/// warning that says why); a record with tags must say.
fn untagged(
    registry: &Registry,
    source: &str,
    record: &GameRecord,
    problems: &mut Vec<Problem>,
) -> Option<&'static dyn Variant> {
    let detected = (record.from_prose || record.tags.is_empty())
        .then(|| detect(registry, source, record))
        .flatten();
    let Some((variant, why)) = detected else {
        problems.push(
            Problem::error(
                RecordCode::NoVariant,
                crate::msg!("record-no-variant"),
                Span::new(record.span.offset, 0),
            )
            .help(crate::msg!("record-no-variant-help")),
        );
        return None;
    };
    problems.push(
        Problem::warning(
            RecordCode::DetectedVariant,
            crate::msg!("record-detected-variant", game = variant.name(), why = why),
            first_move_span(source, record),
        )
        .label(crate::msg!("record-detected-variant-label"))
        .help(crate::msg!(
            "record-detected-variant-help",
            game = variant.name()
        )),
    );
    Some(variant)
}

/// The game of a record that names one while `--variant` names `given`.
/// A game the record's format implies (a KIF, CSA, USI or JKF record is
/// `shogi`) gives way to a game built on it (`otomo`, whose records are
/// written in those formats); otherwise the record wins, and where the two
/// name different games a warning says which was read.
pub(super) fn named_twice(
    registry: &Registry,
    source: &str,
    record: &GameRecord,
    written: &str,
    given: &NamedGame,
    problems: &mut Vec<Problem>,
) -> (String, Span) {
    let tag = record
        .tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case("Variant"));
    let implied = tag.is_none_or(|t| t.span.len == 0);
    let g = given.variant;
    let span = tag.map_or(record.span, |t| t.span);
    match registry.find(written) {
        Some(r) if r.name() == g.name() => return (written.to_string(), span),
        Some(r) if implied && g.base() == Some(r.name()) => {
            return (given.name.clone(), Span::new(record.span.offset, 0));
        }
        _ => {}
    }
    let given = &given.name;
    let (said, span) = if implied {
        (
            crate::msg!("pipeline-format-holds", written = written),
            first_move_span(source, record),
        )
    } else {
        (crate::msg!("pipeline-tag-wins", written = written), span)
    };
    problems.push(
        Problem::warning(
            RecordCode::VariantOverridden,
            crate::msg!(
                "pipeline-variant-overridden",
                said = said,
                written = written,
                given = given
            ),
            span,
        )
        .label(crate::msg!("pipeline-not-given-variant"))
        .help(crate::msg!("pipeline-leave-out-variant", given = given)),
    );
    (written.to_string(), span)
}

/// The first move of a record (its number and first word), or its start.
pub(super) fn first_move_span(source: &str, record: &GameRecord) -> Span {
    let mut number = None;
    for e in &record.movetext {
        match e {
            Element::Number { span, .. } => number = number.or(Some(*span)),
            Element::Moves { span } => {
                let word = word_span(source, span.offset, span.end());
                let start = number.map_or(span.offset, |n| n.offset);
                return Span::new(start, word.end() - start);
            }
            _ => {}
        }
    }
    Span::new(record.span.offset, 0)
}

/// Plies read to tell which game an untagged record is.
pub(super) const DETECT_PLIES: usize = 4;

/// The game of a record that does not name one: the only game whose rules
/// accept its first plies, else the only game the text names (`チャトラ`);
/// with the reason, for the warning.
pub(super) fn detect(
    registry: &Registry,
    source: &str,
    record: &GameRecord,
) -> Option<(&'static dyn Variant, crate::messages::Msg)> {
    // A run read in place of its bytes (`先手７六歩` as `▲７六歩`) is tried so.
    let runs: Vec<&str> = (record.movetext.iter())
        .filter_map(|e| match e {
            Element::Moves { span } => record.reading(*span).or(source.get(span.range())),
            _ => None,
        })
        .collect();
    let read: Vec<(&'static dyn Variant, (usize, bool))> = (registry.variants().iter())
        .map(|v| (*v, plays_first_plies(*v, &runs, record.from_prose)))
        .filter(|&(_, (n, _))| n > 0)
        .collect();
    let only_games = |read: Vec<(&'static dyn Variant, usize)>| -> Vec<_> {
        (read.iter().copied())
            .filter(|(v, _)| !read.iter().any(|(b, _)| v.base() == Some(b.name())))
            .collect()
    };
    let played = only_games(
        (read.iter())
            .filter(|(_, (_, all))| *all)
            .map(|&(v, (n, _))| (v, n))
            .collect(),
    );
    // Failing that, the games that read the most plies before one that
    // does not read.
    let most = read.iter().map(|(_, (n, _))| *n).max().unwrap_or(0);
    let partly = only_games(
        (read.iter())
            .filter(|(_, (n, _))| *n == most)
            .map(|&(v, (n, _))| (v, n))
            .collect(),
    );
    let plays: Vec<&'static dyn Variant> = played.iter().map(|p| p.0).collect();
    let text = source.get(record.span.range()).unwrap_or(source);
    let named: Vec<(&'static dyn Variant, &str)> = (registry.variants().iter())
        .filter_map(|v| {
            std::iter::once(v.name())
                .chain(v.aliases().iter().copied())
                .find(|n| names(text, n))
                .map(|n| (*v, n))
        })
        .collect();
    let reads_as = |v: &'static dyn Variant, n: usize| {
        Some((v, crate::msg!("record-why-reads", n = n, game = v.name())))
    };
    match (played.as_slice(), named.as_slice()) {
        ([(v, n)], _) => reads_as(*v, *n),
        (_, [(v, n)]) if plays.is_empty() || plays.iter().any(|p| p.name() == v.name()) => {
            Some((*v, crate::msg!("record-why-names", name = *n)))
        }
        ([], _) => match partly.as_slice() {
            [(v, n)] => reads_as(*v, *n),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `text` names `name`: as a word for a Latin name, anywhere for a
/// Japanese one (`置きチャトラ`).
pub(super) fn names(text: &str, name: &str) -> bool {
    if !name.is_ascii() {
        return text.contains(name);
    }
    let lower = text.to_ascii_lowercase();
    lower.match_indices(name).any(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + name.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric())
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// How many of the first plies of `runs` are legal moves of `variant` under
/// the rules its name implies, up to the first that is not.
/// The count, and whether every ply read (up to [`DETECT_PLIES`]).
pub(super) fn plays_first_plies(
    variant: &dyn Variant,
    runs: &[&str],
    prose: bool,
) -> (usize, bool) {
    let rules = RuleSpec {
        set: variant.default_rules(variant.name()).map(str::to_string),
        options: Vec::new(),
    };
    let Ok(mut session) = variant.new_game(&rules, None) else {
        return (0, false);
    };
    let mut played = 0;
    for run in runs {
        let mut rest = numbering::trim_blanks(run);
        let mut in_run = 0;
        while !rest.is_empty() && played < DETECT_PLIES {
            match session.play_text(rest, None, None) {
                Ok(p) => {
                    played += 1;
                    in_run += 1;
                    let mut after = &rest[p.len.max(1).min(rest.len())..];
                    if prose {
                        // `1. d2-c3, b4xd2`, `1. e1xc3! d4xd2xb4`: see between_plies_len.
                        after = &after[numbering::between_plies_len(after)..];
                    }
                    rest = numbering::trim_blanks(after);
                }
                // In prose, a remark after the ply.
                Err(_) if prose && in_run > 0 => break,
                // The plies before the first that does not read.
                Err(_) => return (played, false),
            }
            // In prose a number covers at most two plies (per turn).
            if prose && in_run == 2 {
                break;
            }
        }
        if played >= DETECT_PLIES {
            break;
        }
    }
    (played, true)
}

/// The record's set-up position, with the fields a KIF, KI2 or CSA board
/// diagram cannot show (the `PositionFields` tag) joined back on.
pub(super) fn full_position(record: &GameRecord) -> Option<String> {
    let position = record.tag("Position")?;
    Some(match record.tag(crate::record::write::POSITION_FIELDS) {
        Some(fields) => format!("{position} {fields}"),
        None => position.to_string(),
    })
}
