//! `hensou moves --explain SQUARE` for shogi and Shogi no Otomo: what stands
//! on a square, whether the side to move is in check, which moves start or
//! end there, and the rule that refuses each move there that a piece's
//! movement allows: a pin or a check left unanswered (`self-check`), nifu,
//! uchifuzume, a drop where the piece could never move, and, with cards, a
//! card spent or not in play.

use super::bitboard::Squares;
use super::board::{Board, HAND_ORDER, Move};
use super::notation::kanji::kind_name;
use super::usi::{parse_square, square_name};
use crate::game::{Rules, Violation};
use crate::rule_id::RuleId;

/// The rules a move fails whatever the square: the piece's movement does
/// not reach it, the square holds an own piece, no such piece in hand, no
/// promotion there, a card not meant for the move. They explain nothing
/// about this square, so they are left out.
const EVERYWHERE: [&str; 5] = [
    "piece-movement",
    "occupied",
    "not-in-hand",
    "cannot-promote",
    "card-misuse",
];

/// The refusals of a card whatever the move it is played with.
const CARD_LEVEL: [&str; 4] = [
    "card-spent",
    "cards-off",
    "card-no-follow-up",
    "time-travel-nothing",
];

/// What a game built on shogi gives the explanation: its rules, its board,
/// how it prints a move, and the cards to try with each move.
pub struct Explained<'a, G: Rules<Move = Move>> {
    pub pos: &'a G::Position,
    pub board: &'a Board,
    pub print: fn(Move) -> String,
    /// The cards to try each move with (none in shogi): number, letter,
    /// and whether the card's move is a piece's move or drop from one
    /// square to another (the others need squares of their own, and are
    /// tried only for what refuses the card whatever the move).
    pub cards: Vec<(u8, char, bool)>,
    /// Puts card `n` on a move.
    pub with_card: fn(Move, u8) -> Move,
}

impl<G: Rules<Move = Move>> Explained<'_, G> {
    /// The explanation of square `text` (`5e`, as USI writes it).
    pub fn explain(&self, text: &str) -> Result<String, String> {
        let sq = parse_square(text.trim().as_bytes())
            .filter(|_| text.trim().len() == 2)
            .ok_or_else(|| format!("`{text}` is no square: write 5e (file 1-9, rank a-i)"))?;
        let b = self.board;
        let sides = ["Sente", "Gote"];
        let mut out = vec![match b.piece_at(sq) {
            None => format!("{}: empty", square_name(sq)),
            Some(p) => format!(
                "{}: {} {} ({})",
                square_name(sq),
                sides[p.colour],
                kind_name(p.kind),
                p.kind.letter()
            ),
        }];
        let checkers: Vec<String> = Squares(b.checkers()).map(square_name).collect();
        out.push(match checkers.as_slice() {
            [] => format!("{} to move, not in check", sides[b.side]),
            _ => format!(
                "{} to move, in check from {}",
                sides[b.side],
                checkers.join(", ")
            ),
        });
        if b.pinned(b.side) & super::bitboard::bit(sq) != 0 {
            out.push(
                "the piece here is pinned: moving it off the line would expose its king".into(),
            );
        }
        let mut legal = Vec::new();
        G::legal_moves(self.pos, &mut legal);
        let from_here = |m: &Move| m.from() == Some(sq) || m.extra() == Some(sq);
        out.push(format!(
            "legal from here: {}",
            self.list(legal.iter().filter(|m| from_here(m)))
        ));
        out.push(format!(
            "legal to here: {}",
            self.list(legal.iter().filter(|m| m.to() == sq))
        ));
        let refused = self.refused(sq, &legal);
        if !refused.is_empty() {
            out.push("refused here:".into());
            out.extend(refused);
        }
        Ok(out.join("\n"))
    }

    fn list<'m>(&self, moves: impl Iterator<Item = &'m Move>) -> String {
        let printed: Vec<String> = moves.map(|&m| (self.print)(m)).collect();
        if printed.is_empty() {
            "none".into()
        } else {
            printed.join(", ")
        }
    }

    /// The moves from or to `sq` that some piece's movement allows and the
    /// rules refuse, each once with its rule; with cards, each card's
    /// refusal once.
    fn refused(&self, sq: usize, legal: &[Move]) -> Vec<String> {
        let b = self.board;
        let mut tries = Vec::new();
        if b.piece_at(sq).is_some_and(|p| p.colour == b.side) {
            for to in (0..81).filter(|&to| to != sq) {
                tries.extend([false, true].map(|promote| Move::board(sq, to, promote)));
            }
        }
        for from in Squares(b.by_colour[b.side]).filter(|&from| from != sq) {
            tries.extend([false, true].map(|promote| Move::board(from, sq, promote)));
        }
        tries.extend(HAND_ORDER.iter().map(|&kind| Move::drop(kind, sq)));
        let mut lines = Vec::new();
        // Refusals of a card whatever the move (spent, cards off, no move
        // follows): the cards, by rule, with the first card's message.
        let mut by_card: Vec<(RuleId, Vec<char>, String)> = Vec::new();
        for mv in tries {
            if let Some(v) = self.refusal(mv, legal) {
                lines.push(format!(
                    "  {}: {} — {}",
                    (self.print)(mv),
                    v.rule,
                    v.message
                ));
            }
            for &(card, letter, plain) in &self.cards {
                let carded = (self.with_card)(mv, card);
                let Some(v) = self.refusal(carded, legal) else {
                    continue;
                };
                let name = v.rule.as_str().split_once("::").map_or("", |(_, n)| n);
                if !CARD_LEVEL.contains(&name) {
                    if plain {
                        lines.push(format!(
                            "  {}: {} — {}",
                            (self.print)(carded),
                            v.rule,
                            v.message
                        ));
                    }
                    continue;
                }
                match by_card.iter_mut().find(|(rule, ..)| *rule == v.rule) {
                    Some((_, letters, _)) if !letters.contains(&letter) => letters.push(letter),
                    Some(_) => {}
                    None => by_card.push((v.rule, vec![letter], v.message)),
                }
            }
        }
        lines.sort();
        lines.dedup();
        for (rule, letters, message) in by_card {
            let letters: Vec<String> = letters.iter().map(char::to_string).collect();
            lines.push(format!("  cards {}: {rule} — {message}", letters.join(" ")));
        }
        lines
    }

    /// Why `mv` is refused, unless it is legal or fails only for reasons
    /// every square shares.
    fn refusal(&self, mv: Move, legal: &[Move]) -> Option<Violation> {
        if legal.contains(&mv) {
            return None;
        }
        let v = G::check(self.pos, &mv).err()?;
        let rule = v.rule.as_str();
        let name = rule.split_once("::").map_or(rule, |(_, name)| name);
        (!EVERYWHERE.contains(&name)).then_some(v)
    }
}
