//! Shogi no Otomo's impasse declaration: written as shogi's, refused by
//! Otomo's own rule under rules without declarations.

use super::OtomoRule;
use crate::session::Declaration;
use crate::variants::shogi::declaration::TEXTS;

pub static DECLARATION: Declaration = Declaration {
    texts: TEXTS,
    refused: OtomoRule::Declaration.id(),
};
