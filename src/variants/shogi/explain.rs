//! `hensou moves --explain SQUARE` for shogi and Shogi no Otomo: what stands
//! on a square, whether the side to move is in check, which moves start or
//! end there, and the rule that refuses each move there that a piece's
//! movement allows: a pin or a check left unanswered (`self-check`), nifu,
//! uchifuzume, a drop where the piece could never move, and, with cards, a
//! card spent or not in play, or the condition of its card a move fails.
//! `--explain MOVE`: one move, legal or the rule that refuses it, and its
//! card's conditions one by one.

use super::bitboard::Squares;
use super::board::{Board, HAND_ORDER, Move};
use super::notation::kanji::kind_name;
use super::notation::usi::{parse_square, square_name};
use crate::game::MoveList;
use crate::game::{Rules, Violation};
use crate::messages::{Lang, Msg};
use crate::msg;
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
const CARD_LEVEL: [&str; 5] = [
    "card-spent",
    "cards-off",
    "card-no-follow-up",
    "time-travel-nothing",
    "time-travel-blocked",
];

/// A condition a move must meet and whether it does (see `conditions`).
pub type Condition = (bool, Msg);

/// What a game built on shogi gives the explanation: its rules, its board,
/// how it prints and reads a move, and the cards to try with each move.
pub struct Explained<'a, G: Rules<Move = Move>> {
    pub pos: &'a G::Position,
    /// The language of the explanation's words.
    pub lang: Lang,
    pub board: &'a Board,
    pub print: fn(Move) -> String,
    /// Reads a move and the bytes it takes, to explain one move.
    pub parse: fn(&str) -> Option<(Move, usize)>,
    /// The cards to try each move with (none in shogi): number, letter,
    /// and whether the card's move is a piece's move or drop from one
    /// square to another, so that a plain move with the card stands for it.
    pub cards: Vec<(u8, char, bool)>,
    /// Puts card `n` on a move.
    pub with_card: fn(Move, u8) -> Move,
    /// The moves of card `n` that involve a square and that no plain move
    /// with the card stands for: an extra square, or another board; for
    /// `n` = 0, the card-free moves with an extra square.
    pub card_tries: fn(&G::Position, u8, usize) -> Vec<Move>,
    /// The conditions a move must meet before the board's rules judge it,
    /// in order up to the first it fails (a card's; none for a plain move).
    pub conditions: fn(&G::Position, Move) -> Vec<Condition>,
}

impl<G: Rules<Move = Move>> Explained<'_, G> {
    /// `m` in the explanation's language.
    fn say(&self, m: Msg) -> String {
        m.render(self.lang)
    }

    /// The rule `v` broke and why, in the explanation's language.
    fn why(&self, v: &Violation) -> String {
        format!("{} — {}", v.rule, v.message_in(self.lang))
    }

    /// The explanation of square `text` (`5e`, as USI writes it), or of
    /// one move (`7g7f`, `Y:5e2e/4d`).
    pub fn explain(&self, text: &str) -> Result<String, String> {
        let t = text.trim();
        if let Some(sq) = parse_square(t.as_bytes()).filter(|_| t.len() == 2) {
            return Ok(self.square(sq));
        }
        match (self.parse)(t) {
            Some((mv, len)) if len == t.len() => Ok(self.one_move(mv)),
            _ => Err(self.say(msg!("explain-shogi-no-square", text = text))),
        }
    }

    /// Whether `mv` is legal, the rule that refuses it if not, and each
    /// condition of its card met or not.
    fn one_move(&self, mv: Move) -> String {
        let printed = (self.print)(mv);
        let mut out = vec![match G::check(self.pos, &mv) {
            Ok(()) => self.say(msg!("explain-legal", mv = printed)),
            Err(v) => self.say(msg!("explain-refused", mv = printed, why = self.why(&v))),
        }];
        for (met, text) in (self.conditions)(self.pos, mv) {
            let met = if met { "yes" } else { "no" };
            out.push(format!(
                "  {}",
                self.say(msg!("explain-condition", met = met, text = text))
            ));
        }
        out.join("\n")
    }

    fn square(&self, sq: usize) -> String {
        let b = self.board;
        let side = |colour: usize| msg!("side-name", name = ["Sente", "Gote"][colour]);
        let name = square_name(sq);
        let mut out = vec![self.say(match b.piece_at(sq) {
            None => msg!("explain-empty", square = name),
            Some(p) => msg!(
                "explain-shogi-piece",
                square = name,
                side = side(p.colour),
                kind = kind_name(p.kind),
                letter = %p.kind.letter()
            ),
        })];
        let checkers: Vec<String> = Squares(b.checkers()).map(square_name).collect();
        out.push(self.say(match checkers.as_slice() {
            [] => msg!("explain-shogi-not-in-check", side = side(b.side)),
            _ => msg!(
                "explain-shogi-in-check",
                side = side(b.side),
                from = checkers.join(", ")
            ),
        }));
        if b.pinned(b.side) & super::bitboard::bit(sq) != 0 {
            out.push(self.say(msg!("explain-shogi-pinned")));
        }
        let mut legal = MoveList::new();
        G::legal_moves(self.pos, &mut legal);
        let from_here = |m: &Move| m.from() == Some(sq) || m.extra() == Some(sq);
        let from_here = self.list(legal.iter().filter(|m| from_here(m)));
        let to_here = self.list(legal.iter().filter(|m| m.to() == sq));
        out.push(self.say(msg!("explain-legal-from", moves = from_here)));
        out.push(self.say(msg!("explain-legal-to", moves = to_here)));
        let refused = self.refused(sq, &legal);
        if !refused.is_empty() {
            out.push(self.say(msg!("explain-refused-here")));
            out.extend(refused);
        }
        out.join("\n")
    }

    fn list<'m>(&self, moves: impl Iterator<Item = &'m Move>) -> String {
        let printed: Vec<String> = moves.map(|&m| (self.print)(m)).collect();
        if printed.is_empty() {
            self.say(msg!("explain-none"))
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
                lines.push(format!("  {}: {}", (self.print)(mv), self.why(&v)));
            }
            for &(card, letter, plain) in &self.cards {
                let carded = (self.with_card)(mv, card);
                let Some(v) = self.refusal(carded, legal) else {
                    continue;
                };
                if !CARD_LEVEL.contains(&rule_name(v.rule)) {
                    if plain {
                        lines.push(format!("  {}: {}", (self.print)(carded), self.why(&v)));
                    }
                    continue;
                }
                note_card(&mut by_card, v, letter, self.lang);
            }
        }
        lines.extend(self.card_refusals(sq, legal, &mut by_card));
        lines.sort();
        lines.dedup();
        for (rule, letters, message) in by_card {
            let letters: Vec<String> = letters.iter().map(char::to_string).collect();
            let line =
                msg!("explain-cards", letters = letters.join(" "), rule = %rule, message = message);
            lines.push(format!("  {}", self.say(line)));
        }
        lines
    }

    /// Why `mv` is refused, unless it is legal or fails only for reasons
    /// every square shares.
    fn refusal(&self, mv: Move, legal: &[Move]) -> Option<Violation> {
        self.verdict(mv, legal)
            .filter(|v| !EVERYWHERE.contains(&rule_name(v.rule)))
    }

    /// Why `mv` is refused, unless it is legal.
    fn verdict(&self, mv: Move, legal: &[Move]) -> Option<Violation> {
        if legal.contains(&mv) {
            return None;
        }
        G::check(self.pos, &mv).err()
    }

    /// The refusals of the moves of the cards that a plain move does not
    /// stand for, and of the card-free moves with an extra square (a
    /// passenger set down), each kind once per card with the first move it
    /// refuses and how many more: a rule that says only "not the card's
    /// move" is replaced by the condition the move fails.
    fn card_refusals(
        &self,
        sq: usize,
        legal: &[Move],
        by_card: &mut Vec<(RuleId, Vec<char>, String)>,
    ) -> Vec<String> {
        let mut grouped: Vec<(char, String, String, usize)> = Vec::new();
        let extra = self.cards.iter().filter(|c| !c.2);
        for &(card, letter, _) in std::iter::once(&(0, '-', false)).chain(extra) {
            for mv in (self.card_tries)(self.pos, card, sq) {
                let Some(v) = self.verdict(mv, legal) else {
                    continue;
                };
                let name = rule_name(v.rule);
                if CARD_LEVEL.contains(&name) {
                    note_card(by_card, v, letter, self.lang);
                    continue;
                }
                let why = if EVERYWHERE.contains(&name) {
                    let failed = (self.conditions)(self.pos, mv).into_iter().find(|c| !c.0);
                    match failed {
                        Some((_, text)) => format!("{} — {}", v.rule, self.say(text)),
                        None => continue,
                    }
                } else {
                    self.why(&v)
                };
                match grouped.iter_mut().find(|g| g.0 == letter && g.2 == why) {
                    Some(group) => group.3 += 1,
                    None => grouped.push((letter, (self.print)(mv), why, 1)),
                }
            }
        }
        grouped
            .into_iter()
            .map(|(_, first, why, count)| match count {
                1 => format!("  {first}: {why}"),
                n => {
                    let more = msg!("explain-more-like-it", first = first, n = n - 1, why = why);
                    format!("  {}", self.say(more))
                }
            })
            .collect()
    }
}

/// The name of a rule without its game: `self-check`.
fn rule_name(rule: RuleId) -> &'static str {
    let rule = rule.as_str();
    rule.split_once("::").map_or(rule, |(_, name)| name)
}

/// Notes that card `letter` is refused by `v` whatever its move, the
/// first card's message in `lang`.
fn note_card(
    by_card: &mut Vec<(RuleId, Vec<char>, String)>,
    v: Violation,
    letter: char,
    lang: Lang,
) {
    match by_card.iter_mut().find(|(rule, ..)| *rule == v.rule) {
        Some((_, letters, _)) if !letters.contains(&letter) => letters.push(letter),
        Some(_) => {}
        None => by_card.push((v.rule, vec![letter], v.message_in(lang))),
    }
}
