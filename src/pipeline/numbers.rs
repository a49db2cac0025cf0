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
