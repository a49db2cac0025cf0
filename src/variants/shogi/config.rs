//! The rule set: the impasse declaration rule (入玉宣言), its option, and
//! what a declaration by the side to move scores.

use super::bitboard::*;
use super::board::{Board, Kind};
use super::{ShogiEnd, side};
use crate::game::{Outcome, RuleOptionInfo};

/// Impasse (入玉) by declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impasse {
    /// No declaration: a game with both kings entered just goes on.
    None,
    /// The professional 24-point rule (31+ wins, 24-30 draws).
    Points24,
    /// The amateur 27-point rule (Sente 28+, Gote 27+ wins).
    Points27,
}

/// The rule set of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub impasse: Impasse,
}

/// Impasse points of `colour`: pieces in the enemy camp (king excluded) and
/// in hand, rooks and bishops 5, the rest 1; and the count of pieces in camp.
fn impasse_points(b: &Board, colour: usize) -> (u32, u32) {
    let camp = zone(colour);
    let big = |k: Kind| matches!(k.unpromoted(), Kind::Rook | Kind::Bishop);
    let mut points = 0;
    let mut count = 0;
    for sq in Squares(b.by_colour[colour] & camp) {
        let k = b.piece_at(sq).expect("occupied").kind;
        if k != Kind::King {
            count += 1;
            points += if big(k) { 5 } else { 1 };
        }
    }
    for (i, &n) in b.hands[colour].iter().enumerate() {
        points += n as u32 * if big(Kind::from_index(i)) { 5 } else { 1 };
    }
    (points, count)
}

/// The result of a declaration by the side to move.
pub(super) fn declaration(b: &Board, rule: Impasse) -> Outcome {
    let us = b.side;
    let me = side(us);
    let (points, count) = impasse_points(b, us);
    let entered = b.king(us).is_some_and(|k| zone(us) & bit(k) != 0);
    if !entered || count < 10 || b.in_check() {
        return Outcome::win(me.other(), ShogiEnd::ImpasseDeclarationFailed);
    }
    match rule {
        Impasse::Points24 if points >= 31 => Outcome::win(me, ShogiEnd::ImpasseDeclaration),
        Impasse::Points24 if points >= 24 => Outcome::draw(ShogiEnd::ImpasseDeclaration),
        Impasse::Points27 if points >= if us == 0 { 28 } else { 27 } => {
            Outcome::win(me, ShogiEnd::ImpasseDeclaration)
        }
        _ => Outcome::win(me.other(), ShogiEnd::ImpasseDeclarationFailed),
    }
}

/// The impasse option, in shogi and in the games layered on it.
pub const IMPASSE: RuleOptionInfo = RuleOptionInfo {
    key: "impasse",
    values: &["none", "24", "27"],
    summary: "impasse declaration (入玉宣言): none (default), the 24-point or the 27-point rule",
};

impl Config {
    /// Sets the impasse rule if `key` is `impasse`; false for another key.
    pub fn set_impasse(&mut self, key: &str, value: &str) -> bool {
        self.impasse = match (key, value) {
            ("impasse", "none") => Impasse::None,
            ("impasse", "24") => Impasse::Points24,
            ("impasse", "27") => Impasse::Points27,
            _ => return false,
        };
        true
    }

    /// The rule set `set` spelled with this impasse rule.
    pub fn describe(&self, set: &str) -> String {
        match self.impasse {
            Impasse::None => set.into(),
            Impasse::Points24 => format!("{set};impasse=24"),
            Impasse::Points27 => format!("{set};impasse=27"),
        }
    }
}
