//! Legal moves with cards and persistent effects: candidates per card, each
//! played on a copy of the [`State`] and kept if the own king is safe.

use super::CardMove;
use super::apply::{Refusal, State, is_dead, pawns_on_file};
use super::{CARDS, Card, Cards};
use crate::variants::shogi::bitboard::*;
use crate::variants::shogi::board::{Board, Colour, KINDS, Kind, Move};
use crate::variants::shogi::movegen;

/// Pushes board moves from `from` to every target, with the promotion
/// choices the plain rules give.
fn push_with_promotions(out: &mut Vec<Move>, colour: Colour, kind: Kind, from: usize, targets: Bb) {
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
pub fn plain_candidates(s: &State, out: &mut Vec<Move>) {
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
pub fn after(s: &State, mv: Move, cards_on: bool) -> Result<State, Refusal> {
    let n = s.apply(mv)?;
    if !is_safe(&n, s.board.side) {
        return Err(Refusal::SelfCheck);
    }
    if pawn_put_down(s, mv).is_some_and(|sq| gives_check_from(&n, sq))
        && !has_legal_move(&n, cards_on)
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
pub fn is_legal(s: &State, mv: Move, cards_on: bool) -> bool {
    after(s, mv, cards_on).is_ok()
}

/// Whether `mv`, one of [`plain_candidates`], is legal: [`is_legal`],
/// without playing the move where the effects on the board cannot change
/// the answer shogi's test gives.
fn is_legal_candidate(s: &State, mv: Move, cards_on: bool) -> bool {
    match safe_as_in_shogi(s, mv) {
        Some(safe) => safe,
        None => is_legal(s, mv, cards_on),
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
    plain.then(|| s.cards.prince(b.side).is_some() || movegen::is_legal(b, mv, b.checkers()))
}

/// Whether `mv`, a move without a card, is one of [`legal_plain`]: tested
/// on its own, by the shogi test while no effect is on the board.
pub fn is_legal_plain(s: &State, mv: Move, cards_on: bool) -> bool {
    if mv.card() != 0 {
        return false;
    }
    if !s.cards.is_plain() {
        return is_plain_candidate(s, mv) && is_legal_candidate(s, mv, cards_on);
    }
    (mv == mv.without_aux() && movegen::is_legal(&s.board, mv, s.board.checkers()))
        || (cards_on && mv.dropped() == Some(Kind::Pawn) && {
            let mut mates = Vec::new();
            add_card_escaped_pawn_mates(s, &mut mates);
            mates.contains(&mv)
        })
}

/// Whether `mv`, a move with `card`, is one of [`legal_card_moves`]:
/// tested on its own where the card's candidates are costly to list.
pub fn is_legal_card_move(s: &State, card: Card, mv: Move) -> bool {
    !s.cards.is_spent(s.board.side, card) && is_card_candidate(s, card, mv) && is_legal(s, mv, true)
}

/// Whether `mv` is one of [`card_candidates`] for `card`.
fn is_card_candidate(s: &State, card: Card, mv: Move) -> bool {
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
                    && is_legal_plain(s, plain, true)
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
                    .is_ok_and(|undo| base != undo && is_legal_plain(&undone, base, true))
        }
        Card::Twice => is_twice_candidate(s, mv),
        _ => {
            let mut cand = Vec::new();
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
/// the board), then each unspent card's moves when cards are on.
pub fn legal_moves(s: &State, cards_on: bool, out: &mut Vec<Move>) {
    legal_plain(s, cards_on, out);
    if cards_on {
        for card in CARDS {
            legal_card_moves(s, card, out);
        }
    }
}

/// Legal moves without a card.
pub fn legal_plain(s: &State, cards_on: bool, out: &mut Vec<Move>) {
    if s.cards.is_plain() && !cards_on {
        movegen::generate(&s.board, out);
        return;
    }
    if s.cards.is_plain() {
        // Exact except for uchifuzume, which cards may lift: a pawn-drop
        // mate in plain shogi may leave the opponent a card reply.
        movegen::generate(&s.board, out);
        add_card_escaped_pawn_mates(s, out);
        return;
    }
    let mut cand = Vec::new();
    plain_candidates(s, &mut cand);
    out.extend(cand.into_iter().filter(|&mv| is_legal(s, mv, cards_on)));
}

/// The pawn drop that plain shogi rejects as uchifuzume is legal when the
/// opponent still has a card reply.
fn add_card_escaped_pawn_mates(s: &State, out: &mut Vec<Move>) {
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
        if is_legal(s, mv, true) {
            out.push(mv);
        }
    }
}

/// Whether the side to move has any legal move.
pub fn has_legal_move(s: &State, cards_on: bool) -> bool {
    let mut v = Vec::new();
    if s.cards.is_plain() {
        if movegen::has_legal_move(&s.board, s.board.in_check()) {
            return true;
        }
        if cards_on {
            // A pawn-drop mate a card reply lifts from uchifuzume.
            add_card_escaped_pawn_mates(s, &mut v);
            if !v.is_empty() {
                return true;
            }
        }
    } else {
        // The first candidate that is safe to play answers.
        if has_safe_move_unplayed(s)
            || any_plain_candidate(s, |mv| is_legal_candidate(s, mv, cards_on))
        {
            return true;
        }
    }
    cards_on
        && CARDS.iter().any(|&card| {
            v.clear();
            legal_card_moves(s, card, &mut v);
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

/// Legal moves with `card` (none if it is spent).
pub fn legal_card_moves(s: &State, card: Card, out: &mut Vec<Move>) {
    if s.cards.is_spent(s.board.side, card) {
        return;
    }
    let mut cand = Vec::new();
    card_candidates(s, card, &mut cand);
    out.extend(cand.into_iter().filter(|&mv| is_legal(s, mv, true)));
}

const KNIGHT_LEAPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

fn offset(sq: usize, df: i32, dr: i32) -> Option<usize> {
    let (f, r) = (file_of(sq) as i32 + df, rank_of(sq) as i32 + dr);
    ((0..9).contains(&f) && (0..9).contains(&r)).then(|| square(f as usize, r as usize))
}

/// Squares a rook on `from` reaches only by passing through an edge
/// (直進飛): the far edge and both side edges, once, continuing its slide.
pub fn through_targets(b: &Board, colour: Colour, from: usize) -> Bb {
    let occ = b.occupied() & !bit(from);
    let up = if colour == 0 { -1 } else { 1 };
    let mut targets = 0;
    for (df, dr) in [(1, 0), (-1, 0), (0, up)] {
        let mut sq = from;
        // Slide to the edge; the edge square itself must be free.
        let mut blocked = false;
        while let Some(next) = offset(sq, df, dr) {
            if occ & bit(next) != 0 {
                blocked = true;
                break;
            }
            sq = next;
        }
        // A rook already on that edge passes through at once (盤の上下・左右が接続).
        if blocked {
            continue;
        }
        // Reappear on the opposite edge and slide on towards the start.
        let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
        let (mut f, mut r) = (
            if df != 0 { 8 - f } else { f },
            if dr != 0 { 8 - r } else { r },
        );
        loop {
            let next = square(f as usize, r as usize);
            if next == from {
                break;
            }
            if occ & bit(next) != 0 {
                if b.by_colour[colour] & bit(next) == 0 {
                    targets |= bit(next);
                }
                break;
            }
            targets |= bit(next);
            f += df;
            r += dr;
        }
    }
    targets & !rook_attack(from, b.occupied())
}

/// Squares a bishop on `from` reaches only after at least one reflection
/// off an edge (反射角). A ray that meets a corner or comes back to its
/// start stops.
pub fn reflect_targets(b: &Board, colour: Colour, from: usize) -> Bb {
    let occ = b.occupied() & !bit(from);
    let mut targets = 0;
    for (df0, dr0) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
        let (mut df, mut dr) = (df0, dr0);
        let mut sq = from;
        let mut bounced = false;
        for _ in 0..200 {
            let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
            let (flip_f, flip_r) = (!(0..9).contains(&(f + df)), !(0..9).contains(&(r + dr)));
            if flip_f && flip_r {
                break; // a corner
            }
            if flip_f {
                df = -df;
                bounced = true;
            }
            if flip_r {
                dr = -dr;
                bounced = true;
            }
            let next = square((f + df) as usize, (r + dr) as usize);
            if next == from {
                break;
            }
            if occ & bit(next) != 0 {
                if bounced && b.by_colour[colour] & bit(next) == 0 {
                    targets |= bit(next);
                }
                break;
            }
            if bounced {
                targets |= bit(next);
            }
            sq = next;
        }
    }
    targets & !bishop_attack(from, b.occupied())
}

/// Squares a lance on `from` reaches by jumping exactly one piece (跳躍香).
pub fn leap_targets(b: &Board, colour: Colour, from: usize) -> Bb {
    let up = if colour == 0 { -1 } else { 1 };
    let occ = b.occupied();
    let mut targets = 0;
    let mut jumped = false;
    let mut sq = from;
    while let Some(next) = offset(sq, 0, up) {
        sq = next;
        if occ & bit(sq) != 0 {
            if !jumped {
                jumped = true;
                continue;
            }
            if b.by_colour[colour] & bit(sq) == 0 {
                targets |= bit(sq);
            }
            break;
        }
        if jumped {
            targets |= bit(sq);
        }
    }
    targets
}

/// Card moves before the king-safety test (card rules may still refuse).
/// 無敵銀, 時遡行 and 懐柔策 go with a card-free move, but not with a
/// carrier's set-down: the move has one extra square, and these cards'
/// moves keep it for themselves or need none.
pub fn card_candidates(s: &State, card: Card, out: &mut Vec<Move>) {
    let b = &s.board;
    let us = b.side;
    let them = us ^ 1;
    let own = b.by_colour[us];
    let occ = b.occupied();
    let start = out.len();
    match card {
        Card::Queen => {
            if let Some(k) = b.king(us) {
                let targets =
                    (rook_attack(k, occ) | bishop_attack(k, occ)) & !own & !step(us, STEP_KING, k);
                for to in Squares(targets) {
                    out.push(Move::board(k, to, false));
                }
            }
        }
        Card::DragonRide | Card::HorseRide => {
            let kind = if card == Card::DragonRide {
                Kind::Dragon
            } else {
                Kind::Horse
            };
            for c in Squares(b.pieces(us, kind)) {
                if s.cards.passenger(c).is_some() {
                    continue;
                }
                let riders = step(us, STEP_KING, c) & own & !b.by_kind[Kind::King as usize];
                for n in Squares(riders) {
                    if s.cards.passenger(n).is_some() {
                        continue;
                    }
                    let targets = Board::attacks_of(us, kind, c, occ ^ bit(n)) & !(own ^ bit(n));
                    for to in Squares(targets) {
                        out.push(Move::board(c, to, false).with_aux(n, false));
                    }
                }
            }
        }
        Card::Through => {
            for r in Squares(b.pieces(us, Kind::Rook)) {
                push_with_promotions(out, us, Kind::Rook, r, through_targets(b, us, r));
            }
        }
        Card::Reflect => {
            for bsq in Squares(b.pieces(us, Kind::Bishop)) {
                push_with_promotions(out, us, Kind::Bishop, bsq, reflect_targets(b, us, bsq));
            }
        }
        Card::Prince => {
            if s.cards.prince(us).is_none() {
                for g in Squares(b.pieces(us, Kind::Gold)) {
                    for to in Squares(step(us, STEP_GOLD, g) & !own) {
                        if zone(us) & (bit(g) | bit(to)) != 0 {
                            out.push(Move::board(g, to, true));
                        }
                    }
                }
            }
        }
        Card::Invincible => {
            let mut plain = Vec::new();
            legal_plain(s, true, &mut plain);
            for mv in plain.into_iter().filter(|m| m.aux().is_none()) {
                let Ok(n) = s.apply(mv) else { continue };
                for silver in Squares(n.board.pieces(us, Kind::Silver)) {
                    out.push(mv.with_aux(silver, false));
                }
            }
        }
        Card::Octo => {
            for n in Squares(b.pieces(us, Kind::Knight)) {
                let plain = step(us, STEP_KNIGHT, n);
                let mut targets = 0;
                for (df, dr) in KNIGHT_LEAPS {
                    if let Some(to) = offset(n, df, dr) {
                        targets |= bit(to);
                    }
                }
                push_with_promotions(out, us, Kind::Knight, n, targets & !plain & !own);
            }
        }
        Card::Leap => {
            for l in Squares(b.pieces(us, Kind::Lance)) {
                push_with_promotions(out, us, Kind::Lance, l, leap_targets(b, us, l));
            }
        }
        Card::DoublePawn => {
            if b.hands[us][Kind::Pawn as usize] > 0 {
                for to in Squares(!occ & ALL & !far_ranks(us, 1)) {
                    if pawns_on_file(b, us, to) == 1 {
                        out.push(Move::drop(Kind::Pawn, to));
                    }
                }
            }
        }
        Card::Ripen => {
            for from in Squares(own) {
                let k = b.piece_at(from).expect("own piece").kind;
                if !k.can_promote() {
                    continue;
                }
                for to in Squares(Board::attacks_of(us, k, from, occ) & !own) {
                    if !movegen::promotion(us, k, from, to).0 {
                        out.push(Move::board(from, to, true));
                    }
                }
            }
        }
        Card::Twice => {
            for from in Squares(own) {
                let k = b.piece_at(from).expect("own piece").kind;
                let mut first = Vec::new();
                push_with_promotions(
                    &mut first,
                    us,
                    k,
                    from,
                    Board::attacks_of(us, k, from, occ) & !own,
                );
                for leg in first {
                    let mid = leg.to();
                    let k1 = if leg.promote() { k.promoted() } else { k };
                    let (occ1, own1) = (occ & !bit(from) | bit(mid), own & !bit(from) | bit(mid));
                    let mut second = Vec::new();
                    push_with_promotions(
                        &mut second,
                        us,
                        k1,
                        mid,
                        Board::attacks_of(us, k1, mid, occ1) & !own1,
                    );
                    // Any route, out and back included: the seed forbids none.
                    for mv in second {
                        out.push(
                            Move::board(from, mv.to(), mv.promote()).with_aux(mid, leg.promote()),
                        );
                    }
                }
            }
        }
        Card::Heal => {
            for sq in Squares(own & !b.by_kind[Kind::King as usize]) {
                out.push(Move::board(sq, sq, false));
            }
        }
        Card::Thunder => {
            for sq in Squares(b.by_colour[them] & !b.by_kind[Kind::King as usize]) {
                out.push(Move::board(sq, sq, false));
            }
        }
        Card::Rewind => {
            let mut undone = *s;
            if let Ok(base) = undone.rewind() {
                let mut plain = Vec::new();
                legal_plain(&undone, true, &mut plain);
                out.extend(
                    plain
                        .into_iter()
                        .filter(|&mv| mv != base && mv.aux().is_none()),
                );
            }
        }
        Card::Coax => {
            // Every move the pieces can make: whether it is legal is judged
            // after the flip, which may turn a checking or pinning piece.
            let mut plain = Vec::new();
            plain_candidates(s, &mut plain);
            out.extend(plain.into_iter().filter(|m| m.aux().is_none()));
        }
    }
    for mv in &mut out[start..] {
        *mv = mv.with_card(card.number());
    }
}

/// Leaf count with cards: every move is played on a copy of the state.
pub fn perft(s: &State, cards_on: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    legal_moves(s, cards_on, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            perft(
                &s.apply(mv).expect("a legal move plays"),
                cards_on,
                depth - 1,
            )
        })
        .sum()
}
