//! Move numbers, checked whichever way the record counts.

use crate::diagnostic::Problem;
use crate::record::write::Numbering;
use crate::record::{RecordCode, Span};

/// Checks move numbers, whichever way the record counts.
#[derive(Clone, Default)]
pub(super) struct NumberCheck {
    pub(super) style: Option<Numbering>,
    pub(super) last: Option<(u32, usize)>, // number, plies played when it was read
}

impl NumberCheck {
    /// The number the next move should have, as far as the style is known.
    pub(super) fn expected(&self, plies: usize) -> u32 {
        match self.style {
            Some(Numbering::PerMove) => (plies + 1).div_ceil(2) as u32,
            _ if self.last.is_none() => 0,
            _ => (plies + 1) as u32,
        }
    }

    /// Whether `number` is the next ply's in a record known to number its
    /// plies one by one, noted as [`NumberCheck::check`] notes it (which
    /// finds no problem with it); `false`, nothing noted, for any other,
    /// which that check is asked about. Inlined where a run holds its
    /// plies' numbers ([`crate::record::RunLines::Numbered`]).
    #[inline(always)]
    pub(super) fn next_ply(&mut self, number: u32, plies: usize) -> bool {
        let next = self.style == Some(Numbering::PerPly) && number as usize == plies + 1;
        if next {
            self.last = Some((number, plies));
        }
        next
    }

    pub(super) fn check(
        &mut self,
        number: u32,
        continuation: bool,
        span: Span,
        plies: usize,
    ) -> Option<Problem> {
        let next = plies + 1; // the ply this number announces
        if self.style.is_none() {
            if let Some((last, at)) = self.last {
                let per_ply = plies.saturating_sub(at) == 1 && number == last + 1 && !continuation;
                self.style = Some(if per_ply {
                    Numbering::PerPly
                } else {
                    Numbering::PerMove
                });
            }
        }
        self.last = Some((number, plies));
        let expected = match self.style {
            Some(Numbering::PerPly) => next as u32,
            Some(Numbering::PerMove) | None => next.div_ceil(2) as u32,
        };
        let per_ply_ok = self.style.is_none() && number as usize == next;
        if number == expected || per_ply_ok {
            return None;
        }
        Some(
            Problem::error(
                RecordCode::MoveNumber,
                crate::msg!("record-move-number", number = number, expected = expected),
                span,
            )
            .ply(next)
            .label(crate::msg!("record-move-number-label", expected = expected)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::NumberCheck;
    use crate::record::Span;
    use crate::record::write::Numbering;

    /// A number taken at once by [`NumberCheck::next_ply`] is one the whole
    /// check finds no problem with, and notes alike; the check is left as
    /// it was for any other.
    #[test]
    fn the_next_ply_is_noted_as_the_check_notes_it() {
        let styles = [None, Some(Numbering::PerPly), Some(Numbering::PerMove)];
        for style in styles {
            for last in [None, Some((3, 2)), Some((5, 4))] {
                for (number, plies) in (0..8).flat_map(|n| (0..8).map(move |p| (n, p))) {
                    let before = NumberCheck { style, last };
                    let (mut fast, mut whole) = (before.clone(), before.clone());
                    if fast.next_ply(number, plies) {
                        let problem = whole.check(number, false, Span::new(0, 1), plies);
                        assert!(problem.is_none(), "{style:?} {last:?} {number} {plies}");
                        assert_eq!((fast.style, fast.last), (whole.style, whole.last));
                    } else {
                        assert_eq!((fast.style, fast.last), (before.style, before.last));
                    }
                }
            }
        }
        let mut numbered = NumberCheck {
            style: Some(Numbering::PerPly),
            last: Some((1, 0)),
        };
        assert!(numbered.next_ply(2, 1));
    }
}
