//! The squares and moves each card offers before any is checked: the
//! shapes of the cards that move pieces as no shogi piece moves.

use super::*;
use crate::game::MoveList;

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

pub(super) fn offset(sq: usize, df: i32, dr: i32) -> Option<usize> {
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
// Long because each card is one arm of a match listing the moves that card allows.
pub fn card_candidates(s: &State, card: Card, out: &mut MoveList<Move>) {
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
            let mut plain = MoveList::new();
            legal_plain(s, InPlay::ALL, &mut plain);
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
                let mut first = MoveList::new();
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
                    let mut second = MoveList::new();
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
                let mut plain = MoveList::new();
                legal_plain(&undone, InPlay::ALL, &mut plain);
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
            let mut plain = MoveList::new();
            plain_candidates(s, &mut plain);
            out.extend(plain.into_iter().filter(|m| m.aux().is_none()));
        }
    }
    for mv in &mut out[start..] {
        *mv = mv.with_card(card.number());
    }
}
