//! The impasse declaration (入玉宣言) as the shogi formats write it, for the
//! driver's declaration hook ([`crate::session::Game::DECLARATION`]): a
//! result line that stands for a declaration is played as one of these
//! texts, whichever the record's notation reads (CSA's `%KACHI`, KIF's
//! `入玉宣言`, USI's `win`).

use super::ShogiRule;
use crate::session::Declaration;

/// The texts a declaration is written as, one a notation.
pub const TEXTS: &[&str] = &["%KACHI", "入玉宣言", "win"];

pub static DECLARATION: Declaration = Declaration {
    texts: TEXTS,
    refused: ShogiRule::Declaration.id(),
};
