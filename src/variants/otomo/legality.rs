//! Legality of a move when cards are on or a card effect is on the board,
//! and the rule a refused move breaks.

use super::Card;
use super::CardMove;
use super::OtomoRule;
use super::Position;
use super::WithCards;
use super::apply::{Refusal, is_dead, pawns_on_file};
use super::generate::{after, card_candidates, legal_card_moves, legal_plain, plain_candidates};
use crate::game::MoveList;
use crate::game::Violation;
use crate::variants::shogi::bitboard::{STEP_KING, bit, step};
use crate::variants::shogi::board::{Board, Kind, Move};
use crate::variants::shogi::usi::square_name;

fn refused(r: Refusal) -> Violation {
    let v = Violation::new(r.rule(), r.message());
    match r {
        Refusal::CardCapturesKing => v.help("Otomo: カードを使用して駒を動かしたとき、相手の「王」を捕獲することはできません"),
        Refusal::FlipKing => v.help("懐柔策: 効果発動の対象に敵駒の「王」が含まれるときは、このカードは使えません"),
        Refusal::ThirdPawn => v.help("許二歩 allows the second pawn only; その列へ更に「歩」を打つことは新たな二歩となるため反則"),
        _ => v,
    }
}

/// What a card's move must be, for the message when it is not.
pub(super) fn shape(card: Card) -> &'static str {
    match card {
        Card::Queen => "the king makes a queen move it could not make without the card",
        Card::DragonRide => "an own piece next to a 龍 boards it and the 龍 moves",
        Card::HorseRide => "an own piece next to a 馬 boards it and the 馬 moves",
        Card::Through => "a rook passes through the far or a side edge",
        Card::Reflect => "a bishop reaches a square after reflecting off an edge",
        Card::Prince => "a gold promotes to 太 on a move into, within or out of the promotion zone",
        Card::Invincible => "a move, naming an own unpromoted silver after it",
        Card::Octo => {
            "a knight leaps like a chess knight to a square it could not reach without the card"
        }
        Card::Leap => "a lance jumps exactly one piece",
        Card::DoublePawn => "a pawn drop onto a file holding one own pawn",
        Card::Ripen => "a piece promotes on a move outside the promotion zone",
        Card::Twice => "one piece moves twice",
        Card::Heal => "an own piece other than 王 or 太 goes back to hand",
        Card::Thunder => "an enemy piece other than 王 or 太 goes back to its owner's hand",
        Card::Rewind => "the own previous move is undone and another move made",
        Card::Coax => "a move that sandwiches enemy pieces between it and own pieces",
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
                format!("the passenger cannot get off on {at}: the square is occupied"),
            )
            .help("搭乗した駒を周囲8箇所のうち駒が居ない場所に降ろす: only onto an empty square"),
        );
    }
    if step(b.side, STEP_KING, to) & bit(sq) == 0 {
        return Some(
            Violation::new(
                OtomoRule::BadUnload,
                format!(
                    "the passenger cannot get off on {at}: it is not next to the carrier on {dest}"
                ),
            )
            .help("搭乗した駒を周囲8箇所のうち駒が居ない場所に降ろす: one of the 8 squares around the carrier"),
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
            format!(
                "a {name} on {} could never move again, so it must promote",
                square_name(sq)
            ),
        )
        .help(format!(
            "pawns and lances promote on the last rank, knights on the last two; write the move promoting: {}",
            super::text::write_move(fixed)
        )),
    )
}

/// `Ok` if `mv` is legal; otherwise the violation, or `None` when the
/// plain shogi explanation applies.
/// A card played where the rules have no cards, under the rule name `rule`.
pub fn cards_off(rule: OtomoRule, card: Card) -> Violation {
    let label = format!("{} {} ({})", card.number(), card.name(), card.letter());
    Violation::new(
        rule,
        format!("card {label} is played, but cards are off under these rules"),
    )
    .help("Otomo records need the rule set otomo ([Rules \"otomo\"] or --rules otomo)")
}

/// A card the rule option `card-off` takes out of play.
fn card_off(card: Card) -> Violation {
    let label = format!("{} {} ({})", card.number(), card.name(), card.letter());
    Violation::new(
        OtomoRule::CardOff,
        format!(
            "card {label} is played, but the rule option card-off={} takes it out of play",
            card.letter()
        ),
    )
    .help("the other cards stay in play; drop card-off from the rules to play this one")
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
                "only a 龍 or 馬 carrying a passenger can set one down",
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
    let label = format!("{} {} ({})", card.number(), card.name(), card.letter());
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
                format!("card {label} has already been used by this player"),
            )
            .help("each player holds one of each card; a used card is spent"),
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
            (OtomoRule::HealKing, "治癒術")
        } else {
            (OtomoRule::ThunderKing, "雷撃球")
        };
        return Err(Some(
            Violation::new(
                rule,
                format!(
                    "{whose} cannot send the 王 or 太 on {} to hand",
                    square_name(mv.to())
                ),
            )
            .help("盤上の「王」「太」以外の駒を駒台に戻します: any piece but the 王 and 太"),
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
            Violation::new(OtomoRule::CardNoFollowUp, format!("card {label} has no legal move to follow it here"))
                .help("そのカードを提示した直後に可能な着手がひとつも無いのならそのカードは使用できません"),
        ));
    }
    Err(Some(Violation::new(
        OtomoRule::CardMisuse,
        format!("with card {label}, {}; this move is not one", shape(card)),
    )))
}
