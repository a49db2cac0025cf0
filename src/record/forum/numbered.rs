//! A numbered move in a post: its number in any form, then the move a
//! game's grammar reads after it (docs/FORUM-POSTS.md, "How a ply is
//! numbered").

use super::super::Span;
use super::super::finder::MoveFinder;
use super::super::numbering::{self, is_fullwidth_alnum, move_token};

/// The numbered move that ends a run, and where it stands.
pub(super) type Next = Option<(usize, Found)>;

pub(super) struct Found {
    pub(super) number: u32,
    pub(super) number_span: Span,
    pub(super) move_span: Span,
    /// `N...`: the second player's move of a per-turn number.
    pub(super) continuation: bool,
    /// The number is written with full-width characters.
    pub(super) wide: bool,
}

/// A numbered move starting at byte `i`, if there is one: a move number in
/// any form ([`numbering::move_number`]), then the move
/// (docs/FORUM-POSTS.md).
pub(super) fn numbered_move(text: &str, i: usize, finder: &dyn MoveFinder) -> Option<Found> {
    let rest = &text[i..];
    let prev = text[..i].chars().next_back();
    // `no.141`, `1994.11`, `a-1` and `95/10` are no move numbers; Japanese
    // text may run straight into one (`初手は1.７六歩`).
    if !rest.starts_with('第')
        && prev.is_some_and(|p| {
            p.is_ascii_alphanumeric() || is_fullwidth_alnum(p) || matches!(p, '.' | '-' | '/')
        })
    {
        return None;
    }
    let number = numbering::move_number(rest)?;
    if number.form == numbering::Form::Listed && prev.is_some_and(|p| !p.is_whitespace()) {
        return None;
    }
    let after = &rest[number.len..];
    let token_at = i + number.len + numbering::before_move(&number, after);
    let rest = &text[token_at..];
    // A number after a number (`1.第1手(i6)`) is read as a number, never
    // as a game's lenient form of one.
    let numbered = numbering::move_number(rest).is_some();
    // The games' grammars say where the move ends; the shape every game's
    // moves share is the word taken where none reads one, for the game to
    // refuse it with its reasons.
    let found = (!numbered)
        .then(|| finder.move_len(rest))
        .flatten()
        .or_else(|| move_token(rest));
    let (token_at, token) = match found {
        Some(len) => (token_at, len),
        None => {
            let (open, len) = bracketed_move(rest, finder)?;
            (token_at + open, len)
        }
    };
    Some(Found {
        number: number.number,
        number_span: Span::new(i, number.len),
        move_span: Span::new(token_at, token),
        continuation: number.continuation,
        wide: number.wide,
    })
}

/// A move a grammar reads in round brackets right after a number
/// (`6.（パス）`): the length of the opening bracket, and the move's.
fn bracketed_move(text: &str, finder: &dyn MoveFinder) -> Option<(usize, usize)> {
    let open = text.chars().next().filter(|c| matches!(c, '(' | '（'))?;
    let inside = &text[open.len_utf8()..];
    // The move is all there is up to the closing bracket.
    let window =
        &inside[..super::super::floor_char_boundary(inside, 4 * numbering::MAX_MOVE_CHARS)];
    let len = window.find([')', '）'])?;
    let whole = finder.move_len(&inside[..len]) == Some(len);
    whole.then_some((open.len_utf8(), len))
}
