//! What `--explain` adds for the cards: the card moves worth trying on a
//! square, extra squares included (迅翼龍, 天翔馬, 無敵銀, 連続技, 治癒術,
//! 雷撃球, 時遡行), and the conditions a card move must meet, in order, so
//! that a refused one says which it fails: the cards off, the card spent, a
//! square holding the wrong piece, an extra square missing or out of reach.

use super::legality::shape;
use super::movegen::{card_candidates, legal_plain, plain_candidates};
use super::position::State;
use super::{Card, CardMove, InPlay, Position, WithCards};
use crate::game::MoveList;
use crate::messages::Msg;
use crate::msg;
use crate::variants::shogi::bitboard::{STEP_KING, Squares, bit, step};
use crate::variants::shogi::board::{Board, Kind, Move};
use crate::variants::shogi::movegen;
use crate::variants::shogi::notation::kanji::kind_name;
use crate::variants::shogi::notation::usi::square_name;

/// Side `colour` as the catalogue names it: `Sente`, 先手.
fn side(colour: usize) -> Msg {
    msg!("side-name", name = ["Sente", "Gote"][colour])
}

/// `yes` or `no`, as the catalogue's selectors take a condition.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// One condition of a card move and whether the move meets it.
pub type Condition = (bool, Msg);

/// The moves of `card` that involve square `sq` and whose card needs a
/// square of its own, or whose move is read on another board (時遡行): the
/// cards a plain move cannot stand for. Empty for the other cards.
pub fn tries(pos: &Position, card: Card, sq: usize) -> Vec<Move> {
    let s = pos.state();
    let mut out = match card {
        Card::DragonRide => boardings(&s, Kind::Dragon, sq),
        Card::HorseRide => boardings(&s, Kind::Horse, sq),
        Card::Invincible => protections(&s, sq),
        Card::Twice => {
            let mut all = MoveList::new();
            card_candidates(&s, Card::Twice, &mut all);
            all.retain(|m| [m.from(), m.aux(), Some(m.to())].contains(&Some(sq)));
            all.into_vec()
        }
        Card::Heal | Card::Thunder if s.board.piece_at(sq).is_some() => {
            vec![Move::board(sq, sq, false)]
        }
        Card::Rewind => {
            let mut undone = s;
            let mut all = MoveList::new();
            if undone.rewind().is_ok() {
                plain_candidates(&undone, &mut all);
                all.retain(|m| m.aux().is_none() && (m.from() == Some(sq) || m.to() == sq));
            }
            all.into_vec()
        }
        _ => Vec::new(),
    };
    for mv in &mut out {
        *mv = mv.with_card(card.number());
    }
    out
}

/// The card-free moves with an extra square that involve `sq`: each move
/// of a loaded 龍 or 馬 with its passenger set down on each square next to
/// its destination (the carrier's square, the destination or the square
/// set down on being `sq`), so that a set-down the rules refuse says why.
pub fn set_downs(pos: &Position, sq: usize) -> Vec<Move> {
    let s = pos.state();
    let b = &s.board;
    let mut moves = MoveList::new();
    plain_candidates(&s, &mut moves);
    let mut out = Vec::new();
    for mv in moves {
        let Some(carrier) = mv
            .from()
            .filter(|&c| mv.aux().is_none() && s.cards.passenger(c).is_some())
        else {
            continue;
        };
        for down in Squares(step(b.side, STEP_KING, mv.to())) {
            if [carrier, mv.to(), down].contains(&sq) {
                out.push(mv.with_aux(down, false));
            }
        }
    }
    out
}

/// Carrier `kind` moves with a neighbour boarding, `sq` the carrier's
/// square, the boarding square or the destination: every neighbour, so
/// that one holding no piece that may board says so.
fn boardings(s: &State, kind: Kind, sq: usize) -> Vec<Move> {
    let b = &s.board;
    let own = b.by_colour[b.side];
    let mut out = Vec::new();
    for carrier in Squares(b.pieces(b.side, kind)) {
        for rider in Squares(step(b.side, STEP_KING, carrier)) {
            let freed = own & bit(rider);
            let targets =
                Board::attacks_of(b.side, kind, carrier, b.occupied() & !freed) & !(own & !freed);
            for to in Squares(targets) {
                if [carrier, rider, to].contains(&sq) {
                    out.push(Move::board(carrier, to, false).with_aux(rider, false));
                }
            }
        }
    }
    out
}

/// 無敵銀 naming the piece on `sq` after each legal move, when an own piece
/// stands there now (a silver that moves away, or a piece that is none).
fn protections(s: &State, sq: usize) -> Vec<Move> {
    if s.board
        .piece_at(sq)
        .is_none_or(|p| p.colour != s.board.side)
    {
        return Vec::new();
    }
    let mut legal = MoveList::new();
    legal_plain(s, InPlay::ALL, &mut legal);
    legal
        .into_iter()
        .filter(|m| m.aux().is_none())
        .map(|m| m.with_aux(sq, false))
        .collect()
}

/// What stands on `sq`, in words: `Sente's 龍`, `no piece`.
fn described(s: &State, sq: usize) -> Msg {
    match s.board.piece_at(sq) {
        None => msg!("otomo-held-nothing"),
        Some(p) if p.kind == Kind::King && s.cards.prince(p.colour) == Some(sq) => {
            msg!("otomo-held-piece", side = side(p.colour), kind = "太")
        }
        Some(p) => msg!(
            "otomo-held-piece",
            side = side(p.colour),
            kind = kind_name(p.kind)
        ),
    }
}

/// Pushes a condition the move fails.
fn fail(out: &mut Vec<Condition>, text: Msg) {
    out.push((false, text));
}

/// Pushes condition `met` with `text` and tells whether to go on.
fn holds(out: &mut Vec<Condition>, met: bool, text: Msg) -> bool {
    out.push((met, text));
    met
}

/// The conditions card move `mv` must meet before the rules of the board
/// judge it, in order, up to and including the first it fails. Empty for
/// a move without a card.
pub fn conditions(pos: &Position, mv: Move) -> Vec<Condition> {
    let Some(card) = Card::of(mv) else {
        return Vec::new();
    };
    let s = pos.state();
    let us = s.board.side;
    let label = format!("{} ({})", card.name(), card.letter());
    let mut out = Vec::new();
    let on = if !pos.cards_on() {
        msg!("otomo-if-cards-off")
    } else if !pos.in_play.has(card) {
        msg!("otomo-if-card-out", card = &label, letter = %card.letter())
    } else {
        msg!("otomo-if-cards-on")
    };
    if !holds(&mut out, pos.in_play.has(card), on) {
        return out;
    }
    let spent = s.cards.is_spent(us, card);
    let text = if spent {
        msg!("otomo-if-spent", card = &label, side = side(us))
    } else {
        msg!("otomo-if-unspent", card = &label, side = side(us))
    };
    if !holds(&mut out, !spent, text) || mv.is_declaration() {
        return out;
    }
    match card {
        Card::DragonRide => boarding(&s, mv, Kind::Dragon, &mut out),
        Card::HorseRide => boarding(&s, mv, Kind::Horse, &mut out),
        Card::Invincible => protection(&s, mv, &mut out),
        Card::Twice => two_legs(&s, mv, &mut out),
        Card::Heal | Card::Thunder => to_hand(&s, card, mv, &mut out),
        Card::Rewind => rewind(&s, mv, &mut out),
        _ => {
            let mut shaped = MoveList::new();
            card_candidates(&s, card, &mut shaped);
            let fits = shaped.contains(&mv);
            let text = msg!("otomo-if-shape", card = &label, shape = shape(card));
            holds(&mut out, fits, text);
        }
    }
    out
}

/// 迅翼龍 / 天翔馬: the carrier, its load, the boarding square, the way.
// Long because it states each condition of boarding a carrier in turn, stopping at the first that
// fails.
fn boarding(s: &State, mv: Move, kind: Kind, out: &mut Vec<Condition>) {
    let b = &s.board;
    let name = kind_name(kind);
    let Some(carrier) = mv.from() else {
        fail(out, msg!("otomo-if-carrier-drop", kind = name));
        return;
    };
    let at = square_name(carrier);
    let is_carrier = b
        .piece_at(carrier)
        .is_some_and(|p| p.colour == b.side && p.kind == kind);
    let held = described(s, carrier);
    let text = msg!(
        "otomo-if-carrier",
        sq = &at,
        held = held,
        kind = name,
        side = side(b.side)
    );
    if !holds(out, is_carrier, text) {
        return;
    }
    let load = s.cards.passenger(carrier);
    let text = match load {
        None => msg!("otomo-if-carrier-empty", kind = name, sq = &at),
        Some(p) => msg!(
            "otomo-if-carrier-loaded",
            kind = name,
            sq = &at,
            load = kind_name(p.kind)
        ),
    };
    if !holds(out, load.is_none(), text) {
        return;
    }
    let Some(rider) = mv.aux() else {
        fail(out, msg!("otomo-if-no-rider"));
        return;
    };
    let from = square_name(rider);
    let next = step(b.side, STEP_KING, carrier) & bit(rider) != 0;
    if !holds(
        out,
        next,
        msg!(
            "otomo-if-rider-next",
            sq = &from,
            next = yes(next),
            kind = name,
            carrier = &at
        ),
    ) {
        return;
    }
    let piece = b.piece_at(rider);
    let own = piece.is_some_and(|p| p.colour == b.side);
    if !holds(
        out,
        own,
        msg!("otomo-if-rider-own", sq = &from, held = described(s, rider)),
    ) {
        return;
    }
    let royal = piece.is_some_and(|p| p.kind == Kind::King);
    let text = if royal {
        msg!(
            "otomo-if-rider-royal",
            sq = &from,
            held = described(s, rider)
        )
    } else {
        msg!("otomo-if-rider-not-royal", sq = &from)
    };
    if !holds(out, !royal, text) {
        return;
    }
    let loaded = s.cards.passenger(rider).is_some();
    let text = if loaded {
        msg!("otomo-if-rider-loaded", sq = &from)
    } else {
        msg!("otomo-if-rider-empty", sq = &from)
    };
    if !holds(out, !loaded, text) {
        return;
    }
    let freed = bit(rider);
    let reach = Board::attacks_of(b.side, kind, carrier, b.occupied() & !freed)
        & !(b.by_colour[b.side] & !freed);
    let to = square_name(mv.to());
    let text = if reach & bit(mv.to()) != 0 {
        msg!(
            "otomo-if-carrier-reaches",
            kind = name,
            sq = &at,
            to = &to,
            rider = &from
        )
    } else {
        msg!("otomo-if-carrier-short", kind = name, sq = &at, to = &to)
    };
    holds(out, reach & bit(mv.to()) != 0, text);
}

/// 無敵銀: a legal move, then the silver named after it.
fn protection(s: &State, mv: Move, out: &mut Vec<Condition>) {
    let Some(silver) = mv.aux() else {
        fail(out, msg!("otomo-if-no-silver"));
        return;
    };
    let base = mv.without_aux().with_card(0);
    let mut legal = MoveList::new();
    legal_plain(s, InPlay::ALL, &mut legal);
    let shown = super::notation::write_move(base);
    if !holds(
        out,
        legal.contains(&base),
        msg!("otomo-if-legal-without", mv = shown),
    ) {
        return;
    }
    let Ok(after) = s.apply(base) else { return };
    let at = square_name(silver);
    let is_silver = after
        .board
        .piece_at(silver)
        .is_some_and(|p| p.colour == s.board.side && p.kind == Kind::Silver);
    let text = msg!(
        "otomo-if-silver",
        sq = &at,
        held = described(&after, silver)
    );
    holds(out, is_silver, text);
}

/// 連続技: the piece, its first leg to the extra square, its second leg.
fn two_legs(s: &State, mv: Move, out: &mut Vec<Condition>) {
    let b = &s.board;
    let us = b.side;
    let Some(from) = mv.from() else {
        fail(out, msg!("otomo-if-twice-drop"));
        return;
    };
    let Some(mid) = mv.aux() else {
        fail(out, msg!("otomo-if-no-landing"));
        return;
    };
    let piece = b.piece_at(from).filter(|p| p.colour == us);
    let text = msg!(
        "otomo-if-mover",
        sq = square_name(from),
        held = described(s, from)
    );
    let Some(piece) = piece else {
        holds(out, false, text);
        return;
    };
    out.push((true, text));
    let (occ, own) = (b.occupied(), b.by_colour[us]);
    let first = Board::attacks_of(us, piece.kind, from, occ) & !own & bit(mid) != 0;
    let name = kind_name(piece.kind);
    let text = leg("first", name, from, first, mid);
    if !holds(out, first, text)
        || !promotes(out, us, piece.kind, from, mid, mv.aux_promote(), "first")
    {
        return;
    }
    let kind = if mv.aux_promote() {
        piece.kind.promoted()
    } else {
        piece.kind
    };
    let (occ, own) = (occ & !bit(from) | bit(mid), own & !bit(from) | bit(mid));
    let second = Board::attacks_of(us, kind, mid, occ) & !own & bit(mv.to()) != 0;
    let text = leg("second", kind_name(kind), mid, second, mv.to());
    if holds(out, second, text) {
        promotes(out, us, kind, mid, mv.to(), mv.promote(), "second");
    }
}

/// Whether the `which` leg of 連続技 (`first` or `second`), a `kind` moving
/// `from`, `reaches` square `to`.
fn leg(which: &str, kind: &str, from: usize, reaches: bool, to: usize) -> Msg {
    let (from, to) = (square_name(from), square_name(to));
    msg!(
        "otomo-if-leg",
        leg = which,
        kind = kind,
        from = from,
        reaches = yes(reaches),
        to = to
    )
}

/// Whether a leg's promotion `promote` is allowed, as a condition.
fn promotes(
    out: &mut Vec<Condition>,
    us: usize,
    kind: Kind,
    from: usize,
    to: usize,
    promote: bool,
    leg: &str,
) -> bool {
    let (may, must) = movegen::promotion(us, kind, from, to);
    let (met, text) = match (promote, may, must) {
        (true, false, _) => (false, msg!("otomo-if-leg-may-not-promote", leg = leg)),
        (false, _, true) => (
            false,
            msg!(
                "otomo-if-leg-must-promote",
                leg = leg,
                kind = kind_name(kind),
                sq = square_name(to)
            ),
        ),
        (true, true, _) => (true, msg!("otomo-if-leg-promotes", leg = leg)),
        (false, _, false) => (true, msg!("otomo-if-leg-stays", leg = leg)),
    };
    holds(out, met, text)
}

/// 治癒術 / 雷撃球: one square, holding a piece of the right side, no royal.
fn to_hand(s: &State, card: Card, mv: Move, out: &mut Vec<Condition>) {
    let b = &s.board;
    let at = square_name(mv.to());
    let one = mv.from() == Some(mv.to()) && mv.aux().is_none() && !mv.promote();
    if !holds(
        out,
        one,
        msg!("otomo-if-one-square", letter = %card.letter(), sq = &at),
    ) {
        return;
    }
    let whose = if card == Card::Heal {
        b.side
    } else {
        b.side ^ 1
    };
    let piece = b.piece_at(mv.to());
    let held = described(s, mv.to());
    let text = msg!(
        "otomo-if-to-hand",
        sq = &at,
        held = held,
        side = side(whose)
    );
    if !holds(out, piece.is_some_and(|p| p.colour == whose), text) {
        return;
    }
    let royal = piece.is_some_and(|p| p.kind == Kind::King);
    holds(
        out,
        !royal,
        msg!("otomo-if-royal", sq = &at, royal = yes(royal)),
    );
}

/// 時遡行: a previous move that can be undone, then another move.
fn rewind(s: &State, mv: Move, out: &mut Vec<Condition>) {
    let mut undone = *s;
    let base = match undone.rewind() {
        Ok(base) => base,
        Err(r) => {
            fail(out, not_undone(s, r.said()));
            return;
        }
    };
    let shown = super::notation::write_move(base);
    let undoable = msg!("otomo-if-undoable", side = side(s.board.side), mv = &shown);
    out.push((true, undoable));
    let plain = mv.with_card(0);
    if !holds(
        out,
        plain.aux().is_none(),
        msg!("otomo-if-undo-no-set-down"),
    ) {
        return;
    }
    holds(out, plain != base, msg!("otomo-if-undo-other", mv = shown));
}

/// Why 時遡行 cannot undo the previous move, `why` as the refusal says it,
/// with the move and, when its piece's origin is taken, what stands there.
fn not_undone(s: &State, why: Msg) -> Msg {
    let us = s.board.side;
    let Some(last) = s.cards.last[us] else {
        return why;
    };
    let base = last.base;
    let in_place = matches!(last.card(), Some(Card::Heal | Card::Thunder));
    let origin = base
        .from()
        .filter(|&from| from != base.to() || in_place)
        .filter(|&from| s.board.piece_at(from).is_some());
    let (side, mv) = (side(us), super::notation::write_move(base));
    match origin {
        None => msg!("otomo-if-not-undoable", side = side, mv = mv, why = why),
        Some(from) => {
            let (sq, held) = (square_name(from), described(s, from));
            msg!(
                "otomo-if-not-undoable-at",
                side = side,
                mv = mv,
                why = why,
                sq = sq,
                held = held
            )
        }
    }
}
