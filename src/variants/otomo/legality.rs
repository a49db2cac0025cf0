//! Legality of a move when cards are on or a card effect is on the board,
//! and the rule a refused move breaks.

use super::Card;
use super::CardMove;
use super::OtomoRule;
use super::Position;
use super::WithCards;
use super::movegen::{after, card_candidates, legal_card_moves, legal_plain, plain_candidates};
use super::position::{Refusal, is_dead, pawns_on_file};
use crate::game::MoveList;
use crate::game::Violation;
use crate::messages::Msg;
use crate::variants::shogi::bitboard::{STEP_KING, bit, step};
use crate::variants::shogi::board::{Board, Kind, Move};
use crate::variants::shogi::notation::usi::square_name;

fn refused(r: Refusal) -> Violation {
    let v = Violation::new(r.rule(), r.said());
    match r {
        Refusal::CardCapturesKing => v.help(crate::msg!("otomo-card-captures-king-help")),
        Refusal::FlipKing => v.help(crate::msg!("otomo-flip-king-help")),
        Refusal::ThirdPawn => v.help(crate::msg!("otomo-third-pawn-help")),
        _ => v,
    }
}

/// What a card's move must be, for the message when it is not.
pub(super) fn shape(card: Card) -> Msg {
    match card {
        Card::Queen => crate::msg!("otomo-shape-queen"),
        Card::DragonRide => crate::msg!("otomo-shape-dragon-ride"),
        Card::HorseRide => crate::msg!("otomo-shape-horse-ride"),
        Card::Through => crate::msg!("otomo-shape-through"),
        Card::Reflect => crate::msg!("otomo-shape-reflect"),
        Card::Prince => crate::msg!("otomo-shape-prince"),
        Card::Invincible => crate::msg!("otomo-shape-invincible"),
        Card::Octo => crate::msg!("otomo-shape-octo"),
        Card::Leap => crate::msg!("otomo-shape-leap"),
        Card::DoublePawn => crate::msg!("otomo-shape-double-pawn"),
        Card::Ripen => crate::msg!("otomo-shape-ripen"),
        Card::Twice => crate::msg!("otomo-shape-twice"),
        Card::Heal => crate::msg!("otomo-shape-heal"),
        Card::Thunder => crate::msg!("otomo-shape-thunder"),
        Card::Rewind => crate::msg!("otomo-shape-rewind"),
        Card::Coax => crate::msg!("otomo-shape-coax"),
    }
}

/// Why a passenger cannot get off on `sq` when its carrier goes from
/// `from` to `to`: the square is taken, or not next to the carrier.
fn unload_square_problem(from: usize, to: usize, sq: usize, b: &Board) -> Option<Violation> {
    let (at, dest) = (square_name(sq), square_name(to));
    if sq != from && b.piece_at(sq).is_some() {
        return Some(
            Violation::new(
                OtomoRule::BadUnload,
                crate::msg!("otomo-unload-occupied", sq = &at),
            )
            .help(crate::msg!("otomo-unload-occupied-help")),
        );
    }
    if step(b.side, STEP_KING, to) & bit(sq) == 0 {
        return Some(
            Violation::new(
                OtomoRule::BadUnload,
                crate::msg!("otomo-unload-far", sq = &at, carrier = &dest),
            )
            .help(crate::msg!("otomo-unload-far-help")),
        );
    }
    None
}

/// The must-promote rule, when `mv` stops a piece unpromoted where it could
/// never move again and the same move promoting is legal.
fn must_promote(b: &Board, mv: Move, legal: &[Move]) -> Option<Violation> {
    let from = mv.from()?;
    let kind = b.piece_at(from)?.kind;
    let twice = Card::of(mv) == Some(Card::Twice);
    let mut tries = vec![(mv.with_promote(true), mv.to())];
    if let Some(mid) = mv.aux().filter(|_| twice) {
        tries.push((mv.with_aux(mid, true), mid));
        tries.push((mv.with_aux(mid, true).with_promote(true), mv.to()));
    }
    let (fixed, sq) = tries
        .into_iter()
        .find(|(m, sq)| *m != mv && legal.contains(m) && is_dead(b.side, kind, *sq))?;
    let name = crate::variants::shogi::notation::kanji::kind_name(kind);
    Some(
        Violation::new(
            OtomoRule::MustPromote,
            crate::msg!("shogi-must-promote", piece = name, sq = square_name(sq)),
        )
        .help(crate::msg!(
            "otomo-must-promote-help",
            fixed = super::notation::write_move(fixed)
        )),
    )
}

/// `Ok` if `mv` is legal; otherwise the violation, or `None` when the
/// plain shogi explanation applies.
/// A card as a diagnostic names it: `7 無敵銀 (I)`.
fn label(card: Card) -> String {
    format!("{} {} ({})", card.number(), card.name(), card.letter())
}

/// A card played where the rules have no cards, under the rule name `rule`.
pub fn cards_off(rule: OtomoRule, card: Card) -> Violation {
    Violation::new(rule, crate::msg!("shogi-cards-off", card = label(card)))
        .help(crate::msg!("shogi-cards-off-help"))
}

/// A card the rule option `card-off` takes out of play.
fn card_off(card: Card) -> Violation {
    Violation::new(
        OtomoRule::CardOff,
        crate::msg!("otomo-card-off", card = label(card), letter = %card.letter()),
    )
    .help(crate::msg!("otomo-card-off-help"))
}

// Long because it looks for the card rule a move breaks, one early return a rule, plain moves
// first.
pub fn check(pos: &Position, mv: Move) -> Result<(), Option<Violation>> {
    let s = pos.state();
    let us = s.board.side;
    let Some(card) = Card::of(mv) else {
        let mut legal = MoveList::new();
        legal_plain(&s, pos.in_play, &mut legal);
        if legal.contains(&mv) {
            return Ok(());
        }
        if mv.dropped() == Some(Kind::Pawn)
            && s.board.piece_at(mv.to()).is_none()
            && pawns_on_file(&s.board, us, mv.to()) >= 2
        {
            return Err(Some(refused(Refusal::ThirdPawn)));
        }
        if mv.aux().is_some() && s.cards.passenger(mv.from().unwrap_or(81)).is_none() {
            return Err(Some(Violation::new(
                OtomoRule::NoPassenger,
                crate::msg!("otomo-no-passenger"),
            )));
        }
        // Only moves the pieces can make are played to find the card rule
        // that refuses them.
        let mut cand = MoveList::new();
        plain_candidates(&s, &mut cand);
        if let (Some(sq), Some(from)) = (mv.aux(), mv.from()) {
            if cand.contains(&mv.without_aux()) {
                if let Some(v) = unload_square_problem(from, mv.to(), sq, &s.board) {
                    return Err(Some(v));
                }
            }
        }
        if !cand.contains(&mv) {
            return Err(None);
        }
        return Err(match after(&s, mv, pos.in_play) {
            Err(r @ (Refusal::ProtectedSilver | Refusal::BadUnload | Refusal::Uchifuzume)) => {
                Some(refused(r))
            }
            _ => None,
        });
    };
    let label = label(card);
    if mv.card() != 0 && !pos.cards_on() {
        return Err(Some(cards_off(OtomoRule::CardsOff, card)));
    }
    if !pos.in_play.has(card) {
        return Err(Some(card_off(card)));
    }
    if s.cards.is_spent(us, card) {
        return Err(Some(
            Violation::new(
                OtomoRule::CardSpent,
                crate::msg!("otomo-card-spent", card = &label),
            )
            .help(crate::msg!("otomo-card-spent-help")),
        ));
    }
    let mut legal = MoveList::new();
    legal_card_moves(&s, card, &mut legal, pos.in_play);
    if legal.contains(&mv) {
        return Ok(());
    }
    if card == Card::Rewind {
        let mut undone = s;
        match undone.rewind() {
            Err(r) => return Err(Some(refused(r))),
            Ok(base) if base == mv.with_card(0) => {
                return Err(Some(refused(Refusal::SameMoveAgain)));
            }
            Ok(_) => {}
        }
    }
    let target = s.board.piece_at(mv.to());
    if matches!(card, Card::Heal | Card::Thunder)
        && mv.from() == Some(mv.to())
        && target.is_some_and(|p| p.kind == Kind::King)
    {
        let (rule, whose) = if card == Card::Heal {
            (OtomoRule::HealKing, Card::Heal.name())
        } else {
            (OtomoRule::ThunderKing, Card::Thunder.name())
        };
        return Err(Some(
            Violation::new(
                rule,
                crate::msg!(
                    "otomo-royal-to-hand",
                    card = whose,
                    sq = square_name(mv.to())
                ),
            )
            .help(crate::msg!("otomo-royal-to-hand-help")),
        ));
    }
    let mut cand = MoveList::new();
    card_candidates(&s, card, &mut cand);
    if cand.contains(&mv) {
        if let Err(r) = after(&s, mv, pos.in_play) {
            return Err(Some(refused(r)));
        }
    }
    if let Some(v) = must_promote(&s.board, mv, &legal) {
        return Err(Some(v));
    }
    if legal.is_empty() {
        return Err(Some(
            Violation::new(
                OtomoRule::CardNoFollowUp,
                crate::msg!("otomo-card-no-follow-up", card = &label),
            )
            .help(crate::msg!("otomo-card-no-follow-up-help")),
        ));
    }
    Err(Some(Violation::new(
        OtomoRule::CardMisuse,
        crate::msg!("otomo-card-misuse", card = &label, shape = shape(card)),
    )))
}
