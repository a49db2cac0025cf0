//! One warning of each kind a game: a post that restates its record, or
//! marks every ply with ●, would otherwise print the same warning once a
//! move and hide what matters. The first of each code is shown as always,
//! followed by how many more there are and where; `--verbose` shows every
//! one. Errors are never folded, and JSON output always holds every
//! problem: only what a person reads is shortened.

use std::collections::HashMap;

use super::input::Input;
use super::render::Verbosity;
use crate::diagnostic::Problem;
use crate::rule_id::RuleId;

/// The most places a folded warning's note names before it says `…`.
const PLACES_NAMED: usize = 8;

/// A problem to show, with the later warnings of its code it stands for.
#[derive(Debug)]
pub struct Shown<'p> {
    pub problem: &'p Problem,
    pub repeats: Vec<&'p Problem>,
}

/// The problems of one game as they are shown: every error; of the
/// warnings of one code, the first in its place with the rest as its
/// repeats (each on its own under `--verbose`).
pub fn folded<'p>(
    verbosity: &Verbosity,
    problems: impl IntoIterator<Item = &'p Problem>,
) -> Vec<Shown<'p>> {
    let mut shown: Vec<Shown<'p>> = Vec::new();
    let mut first_of: HashMap<RuleId, usize> = HashMap::new();
    for problem in problems {
        let alone = Shown {
            problem,
            repeats: Vec::new(),
        };
        if problem.is_error() || verbosity.verbose {
            shown.push(alone);
            continue;
        }
        match first_of.get(&problem.code) {
            Some(&k) => shown[k].repeats.push(problem),
            None => {
                first_of.insert(problem.code, shown.len());
                shown.push(alone);
            }
        }
    }
    shown
}

impl Verbosity {
    /// Renders `shown` into `out` as [`Verbosity::render`] does, followed
    /// by a note of its repeats. Returns whether it was written in full.
    pub fn render_shown(
        &self,
        out: &mut String,
        input: &Input,
        shown: &Shown,
        batch: bool,
    ) -> bool {
        let full = self.render(out, input, shown.problem, batch);
        if !shown.repeats.is_empty() && !self.quiet {
            out.push_str(&repeats_note(input, shown));
            out.push_str(if full { "\n\n" } else { "\n" });
        }
        full
    }
}

/// `  … and 10 more forum::citation warnings in this game, at lines 5, 6,
/// 7; --verbose shows each`.
fn repeats_note(input: &Input, shown: &Shown) -> String {
    let lines = input.lines();
    let mut places: Vec<usize> = (shown.repeats.iter())
        .map(|p| lines.line_col(&input.text, p.span.offset).0)
        .collect();
    places.dedup();
    let more = places.len() > PLACES_NAMED;
    let mut places: Vec<String> = (places.iter().take(PLACES_NAMED))
        .map(usize::to_string)
        .collect();
    if more {
        places.push("…".into());
    }
    let message = crate::msg!(
        "repeats-note",
        n = shown.repeats.len(),
        code = %shown.problem.code,
        lines = places.len(),
        places = places.join(", ")
    );
    format!("  {}", super::lang::say(message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{ForumCode, NotationCode, RecordCode, Span};

    fn warning(code: impl Into<RuleId>, offset: usize) -> Problem {
        Problem::warning(code, "m", Span::new(offset, 1))
    }

    fn error(offset: usize) -> Problem {
        Problem::error(RecordCode::MoveNumber, "m", Span::new(offset, 1))
    }

    #[test]
    fn warnings_of_one_code_are_shown_once_and_errors_always() {
        let problems = [
            warning(ForumCode::Citation, 0),
            warning(NotationCode::Normalised, 1),
            warning(ForumCode::Citation, 2),
            error(3),
            error(4),
            warning(ForumCode::Citation, 5),
        ];
        let quiet = Verbosity::default();
        let shown = folded(&quiet, &problems);
        let codes: Vec<(RuleId, usize)> = (shown.iter())
            .map(|s| (s.problem.code, s.repeats.len()))
            .collect();
        let expected: [(RuleId, usize); 4] = [
            (ForumCode::Citation.into(), 2),
            (NotationCode::Normalised.into(), 0),
            (RecordCode::MoveNumber.into(), 0),
            (RecordCode::MoveNumber.into(), 0),
        ];
        assert_eq!(codes, expected);
        assert_eq!(shown[0].repeats[1].span.offset, 5);
        let verbose = Verbosity {
            verbose: true,
            quiet: false,
        };
        assert_eq!(folded(&verbose, &problems).len(), problems.len());
    }
}
