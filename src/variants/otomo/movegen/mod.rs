//! Legal moves with cards and persistent effects: candidates per card, each
//! played on a copy of the [`State`] and kept if the own king is safe. The
//! moves each card offers before that test are in `card`.

use super::CardMove;
use super::position::{Refusal, State, is_dead, pawns_on_file};
use super::{CARDS, Card, Cards, InPlay};
use crate::game::MoveList;
use crate::variants::shogi::bitboard::*;
use crate::variants::shogi::board::{Board, Colour, KINDS, Kind, Move};
use crate::variants::shogi::movegen;
use crate::variants::shogi::safety::{self, KingSafety};

mod card;

pub use card::card_candidates;

/// Pushes board moves from `from` to every target, with the promotion
/// choices the plain rules give.
fn push_with_promotions(
    out: &mut MoveList<Move>,
    colour: Colour,
    kind: Kind,
    from: usize,
    targets: Bb,
) {
    any_with_promotions(colour, kind, from, targets, &mut |mv| {
        out.push(mv);
        false
    });
}

/// Offers `visit` the moves [`push_with_promotions`] pushes, in its order,
/// until `visit` returns true; returns whether one did.
fn any_with_promotions(
    colour: Colour,
    kind: Kind,
    from: usize,
    targets: Bb,
    visit: &mut impl FnMut(Move) -> bool,
) -> bool {
    Squares(targets).any(|to| {
        let (may, must) = movegen::promotion(colour, kind, from, to);
        (may && visit(Move::board(from, to, true)))
            || (!must && visit(Move::board(from, to, false)))
    })
}

/// Moves without a card, not yet tested for the own king's safety: what
/// pieces can do when a persistent effect is on the board.
pub fn plain_candidates(s: &State, out: &mut MoveList<Move>) {
    any_plain_candidate(s, |mv| {
        out.push(mv);
        false
    });
}

/// Offers `visit` the moves [`plain_candidates`] lists, in its order, until
/// `visit` returns true; returns whether one did.
fn any_plain_candidate(s: &State, mut visit: impl FnMut(Move) -> bool) -> bool {
    let b = &s.board;
    let us = b.side;
    let own = b.by_colour[us];
    let occ = b.occupied();
    for from in Squares(own) {
        let p = b.piece_at(from).expect("own piece");
        let targets = Board::attacks_of(us, p.kind, from, occ) & !own;
        if any_with_promotions(us, p.kind, from, targets, &mut visit) {
            return true;
        }
        if s.cards.passenger(from).is_some() {
            // The carrier may set its passenger down next to where it lands.
            let set_down = &mut |mv: Move| {
                let free = step(us, STEP_KING, mv.to()) & !(occ & !bit(from));
                Squares(free).any(|sq| visit(mv.with_aux(sq, false)))
            };
            if any_with_promotions(us, p.kind, from, targets, set_down) {
                return true;
            }
        }
    }
    // The kinds held in hand, in `KINDS` order.
    for &kind in &KINDS[..7] {
        if b.hands[us][kind as usize] == 0 {
            continue;
        }
        for to in Squares(!occ & ALL & !far_ranks(us, kind.dead_ranks())) {
            if kind == Kind::Pawn && pawns_on_file(b, us, to) > 0 {
                continue;
            }
            if visit(Move::drop(kind, to)) {
                return true;
            }
        }
    }
    false
}

/// Whether a piece of `kind` going from `from` to `to` may make the move
/// with the promotion flag `promote`, as [`push_with_promotions`] offers it.
fn offers(colour: Colour, kind: Kind, from: usize, to: usize, promote: bool) -> bool {
    let (may, must) = movegen::promotion(colour, kind, from, to);
    if promote { may } else { !must }
}

/// Whether `mv` is one of [`plain_candidates`], asked of its one origin
/// and destination instead of listing them all.
pub fn is_plain_candidate(s: &State, mv: Move) -> bool {
    let b = &s.board;
    let us = b.side;
    let (own, occ, to) = (b.by_colour[us], b.occupied(), mv.to());
    if to >= 81 {
        return false;
    }
    if let Some(from) = mv.from() {
        let Some(p) = b.piece_at(from).filter(|p| p.colour == us) else {
            return false;
        };
        let base = Move::board(from, to, mv.promote());
        let reaches = Board::attacks_of(us, p.kind, from, occ) & !own & bit(to) != 0;
        return reaches
            && offers(us, p.kind, from, to, mv.promote())
            && match mv.aux() {
                None => mv == base,
                // A set-down: next to where the carrier lands, on a square
                // free once the carrier has left.
                Some(sq) => {
                    sq < 81
                        && s.cards.passenger(from).is_some()
                        && step(us, STEP_KING, to) & !(occ & !bit(from)) & bit(sq) != 0
                        && mv == base.with_aux(sq, false)
                }
            };
    }
    let Some(kind) = mv.dropped() else {
        return false;
    };
    (kind as usize) < 7 // a kind held in hand
        && b.hands[us][kind as usize] > 0
        && occ & bit(to) == 0
        && !is_dead(us, kind, to)
        && (kind != Kind::Pawn || pawns_on_file(b, us, to) == 0)
        && mv == Move::drop(kind, to)
}

/// The state after `mv` if it is legal: no card rule refuses it, the own
/// king is not left attacked (unless a 太 stands as a spare), and a pawn
/// drop does not leave the opponent without a reply.
pub fn after(s: &State, mv: Move, in_play: InPlay) -> Result<State, Refusal> {
    let n = s.apply(mv)?;
    if !is_safe(&n, s.board.side) {
        return Err(Refusal::SelfCheck);
    }
    if pawn_put_down(s, mv).is_some_and(|sq| gives_check_from(&n, sq))
        && !has_legal_move(&n, in_play)
    {
        return Err(Refusal::Uchifuzume);
    }
    Ok(n)
}

/// The square a pawn comes onto from off the board with `mv`: a pawn drop,
/// or a passenger pawn set down by its carrier (research/rules.md §2.2
/// item 4: the piece set down obeys the drop rules, 打ち歩詰め included).
fn pawn_put_down(s: &State, mv: Move) -> Option<usize> {
    if mv.dropped() == Some(Kind::Pawn) {
        return Some(mv.to());
    }
    let sq = mv.aux().filter(|_| mv.card() == 0)?;
    let carrier = mv.from()?;
    (s.cards.passenger(carrier)?.kind == Kind::Pawn).then_some(sq)
}

/// Whether the pawn on `sq` attacks the king of the side to move of `n`
/// (a player with a 太 is never in check).
fn gives_check_from(n: &State, sq: usize) -> bool {
    let them = n.board.side;
    n.cards.prince(them).is_none()
        && n.board
            .king(them)
            .is_some_and(|k| step(them, STEP_PAWN, k) & bit(sq) != 0)
}

/// Whether `colour`'s 王 is safe in `n` (always, while it has a 太).
fn is_safe(n: &State, colour: Colour) -> bool {
    if n.cards.prince(colour).is_some() {
        return true;
    }
    n.board
        .king(colour)
        .is_none_or(|k| n.board.attackers(k, colour ^ 1, n.board.occupied()) == 0)
}

/// Whether the side to move of `n` is in check (a player with a 太 never is).
pub fn gives_check(n: &State) -> bool {
    in_check(&n.board, &n.cards)
}

/// Whether the side to move of `b` is in check (a player with a 太 never is).
pub fn in_check(b: &Board, cards: &Cards) -> bool {
    cards.prince(b.side).is_none() && b.in_check()
}

/// Whether `mv` is legal in `s`.
pub fn is_legal(s: &State, mv: Move, in_play: InPlay) -> bool {
    after(s, mv, in_play).is_ok()
}

/// Whether `mv`, one of [`plain_candidates`], is legal: [`is_legal`],
/// without playing the move where the effects on the board cannot change
/// the answer shogi's test gives.
fn is_legal_candidate(s: &State, mv: Move, in_play: InPlay) -> bool {
    match safe_as_in_shogi(s, mv) {
        Some(safe) => safe,
        None => is_legal(s, mv, in_play),
    }
}

/// Whether `mv`, one of [`plain_candidates`], leaves the own 王 safe, when
/// that is all that decides it and shogi's test answers it: the move
/// changes the board as in shogi (no set-down, no royal taken), no card
/// rule can refuse it (it does not take the protected silver) and it is no
/// pawn drop (whose mate test counts card replies). A 太 makes every such
/// move safe; the effects standing change no attack (a passenger does not
/// attack, a 太 attacks as the `King` it stands as). `None` otherwise.
pub(super) fn safe_as_in_shogi(s: &State, mv: Move) -> Option<bool> {
    let b = &s.board;
    let to = mv.to();
    let plain = mv.aux().is_none()
        && mv.dropped() != Some(Kind::Pawn)
        && b.piece_at(to).is_none_or(|p| p.kind != Kind::King)
        && s.cards.protected() != Some(to);
    plain.then(|| s.cards.prince(b.side).is_some() || safety::is_legal(b, mv, &KingSafety::of(b)))
}

/// Whether `mv`, a move without a card, is one of [`legal_plain`]: tested
/// on its own, by the shogi test while no effect is on the board.
pub fn is_legal_plain(s: &State, mv: Move, in_play: InPlay) -> bool {
    if mv.card() != 0 {
        return false;
    }
    if !s.cards.is_plain() {
        return is_plain_candidate(s, mv) && is_legal_candidate(s, mv, in_play);
    }
    (mv == mv.without_aux() && safety::is_legal(&s.board, mv, &KingSafety::of(&s.board)))
        || (in_play.any() && mv.dropped() == Some(Kind::Pawn) && {
            let mut mates = MoveList::new();
            add_card_escaped_pawn_mates(s, &mut mates, in_play);
            mates.contains(&mv)
        })
}

/// Whether `mv`, a move with `card`, is one of [`legal_card_moves`]:
/// tested on its own where the card's candidates are costly to list.
pub fn is_legal_card_move(s: &State, card: Card, mv: Move, in_play: InPlay) -> bool {
    in_play.has(card)
        && !s.cards.is_spent(s.board.side, card)
        && is_card_candidate(s, card, mv, in_play)
        && is_legal(s, mv, in_play)
}

/// Whether `mv` is one of [`card_candidates`] for `card`.
fn is_card_candidate(s: &State, card: Card, mv: Move, in_play: InPlay) -> bool {
    if Card::of(mv) != Some(card) {
        return false;
    }
    let base = mv.with_card(0);
    match card {
        Card::Coax => base == base.without_aux() && is_plain_candidate(s, base),
        Card::Invincible => {
            let plain = base.without_aux();
            base.aux().is_some_and(|silver| {
                silver < 81
                    && base == plain.with_aux(silver, false)
                    && is_legal_plain(s, plain, in_play)
                    && s.apply(plain).is_ok_and(|n| {
                        n.board.pieces(s.board.side, Kind::Silver) & bit(silver) != 0
                    })
            })
        }
        Card::Rewind => {
            let mut undone = *s;
            base == base.without_aux()
                && undone
                    .rewind()
                    .is_ok_and(|undo| base != undo && is_legal_plain(&undone, base, in_play))
        }
        Card::Twice => is_twice_candidate(s, mv),
        _ => {
            let mut cand = MoveList::new();
            card_candidates(s, card, &mut cand);
            cand.contains(&mv)
        }
    }
}

/// Whether `mv` is one of the 連続技 candidates: two moves of one piece,
/// the second from where the first landed.
fn is_twice_candidate(s: &State, mv: Move) -> bool {
    let b = &s.board;
    let us = b.side;
    let (own, occ, to) = (b.by_colour[us], b.occupied(), mv.to());
    let (Some(from), Some(mid)) = (mv.from(), mv.aux()) else {
        return false;
    };
    let Some(p) = b.piece_at(from).filter(|p| p.colour == us) else {
        return false;
    };
    if to >= 81 || mid >= 81 {
        return false;
    }
    let first = Board::attacks_of(us, p.kind, from, occ) & !own & bit(mid) != 0
        && offers(us, p.kind, from, mid, mv.aux_promote());
    if !first {
        return false;
    }
    let k1 = if mv.aux_promote() {
        p.kind.promoted()
    } else {
        p.kind
    };
    let (occ1, own1) = (occ & !bit(from) | bit(mid), own & !bit(from) | bit(mid));
    Board::attacks_of(us, k1, mid, occ1) & !own1 & bit(to) != 0
        && offers(us, k1, mid, to, mv.promote())
        && mv
            == Move::board(from, to, mv.promote())
                .with_aux(mid, mv.aux_promote())
                .with_card(Card::Twice.number())
}

/// Every legal move: plain moves (the fast generator while no effect is on
/// the board), then the moves of each unspent card in play.
pub fn legal_moves(s: &State, in_play: InPlay, out: &mut MoveList<Move>) {
    legal_plain(s, in_play, out);
    for card in CARDS.into_iter().filter(|&c| in_play.has(c)) {
        legal_card_moves(s, card, out, in_play);
    }
}

/// Legal moves without a card.
pub fn legal_plain(s: &State, in_play: InPlay, out: &mut MoveList<Move>) {
    if s.cards.is_plain() && !in_play.any() {
        movegen::generate(&s.board, out);
        return;
    }
    if s.cards.is_plain() {
        // Exact except for uchifuzume, which cards may lift: a pawn-drop
        // mate in plain shogi may leave the opponent a card reply.
        movegen::generate(&s.board, out);
        add_card_escaped_pawn_mates(s, out, in_play);
        return;
    }
    let mut cand = MoveList::new();
    plain_candidates(s, &mut cand);
    out.extend(cand.into_iter().filter(|&mv| is_legal(s, mv, in_play)));
}

/// The pawn drop that plain shogi rejects as uchifuzume is legal when the
/// opponent still has a card reply.
fn add_card_escaped_pawn_mates(s: &State, out: &mut MoveList<Move>, in_play: InPlay) {
    let b = &s.board;
    let us = b.side;
    let Some(ksq) = b.king(us ^ 1) else { return };
    if b.hands[us][Kind::Pawn as usize] == 0 {
        return;
    }
    for to in Squares(step(us ^ 1, STEP_PAWN, ksq) & !b.occupied()) {
        if is_dead(us, Kind::Pawn, to)
            || pawns_on_file(b, us, to) > 0
            || !movegen::pawn_drop_mates(b, to)
        {
            continue;
        }
        let mv = Move::drop(Kind::Pawn, to);
        if is_legal(s, mv, in_play) {
            out.push(mv);
        }
    }
}

/// Whether the side to move has any legal move.
pub fn has_legal_move(s: &State, in_play: InPlay) -> bool {
    let mut v = MoveList::new();
    if s.cards.is_plain() {
        if movegen::has_legal_move(&s.board, &KingSafety::of(&s.board)) {
            return true;
        }
        if in_play.any() {
            // A pawn-drop mate a card reply lifts from uchifuzume.
            add_card_escaped_pawn_mates(s, &mut v, in_play);
            if !v.is_empty() {
                return true;
            }
        }
    } else {
        // The first candidate that is safe to play answers.
        if has_safe_move_unplayed(s)
            || any_plain_candidate(s, |mv| is_legal_candidate(s, mv, in_play))
        {
            return true;
        }
    }
    CARDS.iter().any(|&card| {
        v.clear();
        legal_card_moves(s, card, &mut v, in_play);
        !v.is_empty()
    })
}

/// Whether the side to move has a move legal as in shogi, found without
/// playing one: out of check, a piece that is not royal and stands on no
/// line through its 王 can move anywhere it attacks but onto a royal or
/// the protected silver, and no attack on the 王 opens.
fn has_safe_move_unplayed(s: &State) -> bool {
    let b = &s.board;
    let us = b.side;
    if b.in_check() {
        return false;
    }
    let occ = b.occupied();
    let kings = b.by_kind[Kind::King as usize];
    let aligned = b
        .king(us)
        .map_or(0, |k| rook_attack(k, 0) | bishop_attack(k, 0));
    let barred = b.by_colour[us] | kings | s.cards.protected().map_or(0, bit);
    Squares(b.by_colour[us] & !kings & !aligned).any(|from| {
        let kind = b.piece_at(from).expect("own piece").kind;
        Board::attacks_of(us, kind, from, occ) & !barred != 0
    })
}

/// Legal moves with `card` (none if it is spent or out of play).
pub fn legal_card_moves(s: &State, card: Card, out: &mut MoveList<Move>, in_play: InPlay) {
    if !in_play.has(card) || s.cards.is_spent(s.board.side, card) {
        return;
    }
    let mut cand = MoveList::new();
    card_candidates(s, card, &mut cand);
    out.extend(cand.into_iter().filter(|&mv| is_legal(s, mv, in_play)));
}

/// Leaf count with cards: every move is played on a copy of the state.
pub fn perft(s: &State, in_play: InPlay, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    legal_moves(s, in_play, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            perft(
                &s.apply(mv).expect("a legal move plays"),
                in_play,
                depth - 1,
            )
        })
        .sum()
}
