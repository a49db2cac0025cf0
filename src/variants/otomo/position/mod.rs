//! Playing a move with or without a card on a [`State`] (board + card state).
//! Used whenever cards are on: the plain shogi `Board::make` knows nothing of
//! passengers, 太 or protection. Taking a move back (時遡行) is in `rewind`.

use super::CardMove;
use super::OtomoRule;
use super::{Card, Cards, Passenger, Undo};
use crate::messages::{Lang, Msg};
use crate::variants::shogi::bitboard::*;
use crate::variants::shogi::board::{Board, Colour, Kind, Move, NO_SQUARE, Piece};

mod rewind;

/// Everything that decides the legal moves of an Otomo game, history aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub board: Board,
    pub cards: Cards,
}

/// Why a move the pieces could make is refused by a card rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A move made with a card takes the 王 or 太.
    CardCapturesKing,
    /// The move takes the silver 無敵銀 protects.
    ProtectedSilver,
    /// 時遡行 with no previous move of one's own to undo.
    NothingToUndo,
    /// 時遡行 needs a square that is no longer free.
    TimeTravelBlocked,
    /// 時遡行 followed by the very move it undid.
    SameMoveAgain,
    /// 懐柔策 would turn the 王 or 太.
    FlipKing,
    /// 懐柔策 with a move that sandwiches nothing.
    NothingFlipped,
    /// A passenger cannot get off on that square (dead square or nifu).
    BadUnload,
    /// A pawn drop onto a file that already has two own pawns.
    ThirdPawn,
    /// 時遡行 would leave two unpromoted pawns of a side on one file.
    Nifu,
    /// The move leaves the own king attacked.
    SelfCheck,
    /// A pawn drop gives mate (no reply, card replies included).
    Uchifuzume,
}

impl Refusal {
    pub fn rule(self) -> OtomoRule {
        match self {
            Refusal::CardCapturesKing => OtomoRule::CardCapturesKing,
            Refusal::ProtectedSilver => OtomoRule::ProtectedSilver,
            Refusal::NothingToUndo => OtomoRule::TimeTravelNothing,
            Refusal::TimeTravelBlocked => OtomoRule::TimeTravelBlocked,
            Refusal::SameMoveAgain => OtomoRule::TimeTravelSameMove,
            Refusal::FlipKing => OtomoRule::FlipKing,
            Refusal::NothingFlipped => OtomoRule::NothingFlipped,
            Refusal::BadUnload => OtomoRule::BadUnload,
            Refusal::ThirdPawn => OtomoRule::ThirdPawn,
            Refusal::Nifu => OtomoRule::Nifu,
            Refusal::SelfCheck => OtomoRule::SelfCheck,
            Refusal::Uchifuzume => OtomoRule::Uchifuzume,
        }
    }
    /// Why the move is refused, in English.
    pub fn message(self) -> String {
        self.said().render(Lang::En)
    }
    /// Why the move is refused, as the catalogue words it.
    pub fn said(self) -> Msg {
        match self {
            Refusal::CardCapturesKing => crate::msg!("otomo-card-captures-king"),
            Refusal::ProtectedSilver => crate::msg!("otomo-protected-silver"),
            Refusal::NothingToUndo => crate::msg!("otomo-nothing-to-undo"),
            Refusal::TimeTravelBlocked => crate::msg!("otomo-time-travel-blocked"),
            Refusal::SameMoveAgain => crate::msg!("otomo-same-move-again"),
            Refusal::FlipKing => crate::msg!("otomo-flip-king"),
            Refusal::NothingFlipped => crate::msg!("otomo-nothing-flipped"),
            Refusal::BadUnload => crate::msg!("otomo-bad-unload"),
            Refusal::ThirdPawn => crate::msg!("otomo-third-pawn"),
            Refusal::Nifu => crate::msg!("otomo-nifu"),
            Refusal::SelfCheck => crate::msg!("shogi-self-check"),
            Refusal::Uchifuzume => crate::msg!("otomo-uchifuzume"),
        }
    }
}

/// Whether `kind` of `colour` on `sq` could never move again.
pub fn is_dead(colour: Colour, kind: Kind, sq: usize) -> bool {
    far_ranks(colour, kind.dead_ranks()) & bit(sq) != 0
}

/// Own unpromoted pawns on the file of `sq`.
pub fn pawns_on_file(b: &Board, colour: Colour, sq: usize) -> u32 {
    (b.pieces(colour, Kind::Pawn) & tables().files[file_of(sq)]).count_ones()
}

/// A piece lifted off the board with what travels with it.
struct Lifted {
    piece: Piece,
    prince: bool,
    passenger: Option<Passenger>,
}

/// Whether `mv` changes the board of `s` as the same move in shogi does
/// (`Board::make`), so that shogi's keys follow it: no card, no set-down,
/// and no capture of a royal or of a carrier (whose passenger goes to hand).
pub fn moves_as_in_shogi(b: &Board, cards: &Cards, mv: Move) -> bool {
    let to = mv.to();
    mv.card() == 0
        && mv.aux().is_none()
        && b.piece_at(to).is_none_or(|p| p.kind != Kind::King)
        && cards.passenger(to).is_none()
}

/// The board and card state a move is played on, borrowed from wherever
/// they are kept, so that a game's position plays its moves in place.
pub struct Mover<'a> {
    pub board: &'a mut Board,
    pub cards: &'a mut Cards,
}

impl State {
    fn mover(&mut self) -> Mover<'_> {
        Mover {
            board: &mut self.board,
            cards: &mut self.cards,
        }
    }

    /// The state after `mv`, or the card rule that refuses it. `mv` must be
    /// well formed (as the generator makes them); whether it leaves the own
    /// king attacked is the caller's question.
    pub fn apply(&self, mv: Move) -> Result<State, Refusal> {
        let mut n = *self;
        n.mover().play(mv)?;
        Ok(n)
    }

    /// See [`Mover::rewind`].
    pub(super) fn rewind(&mut self) -> Result<Move, Refusal> {
        self.mover().rewind()
    }

    /// See `Mover::put_prince`.
    pub fn put_prince(&mut self, sq: usize, colour: Colour) {
        self.mover().put_prince(sq, colour)
    }
}

impl Mover<'_> {
    fn lift(&mut self, sq: usize) -> Lifted {
        let piece = self.board.remove(sq).expect("a piece to lift");
        let prince = self.cards.princes[piece.colour] == sq as u8;
        if prince {
            self.cards.princes[piece.colour] = NO_SQUARE;
        }
        Lifted {
            piece,
            prince,
            passenger: self.cards.take_passenger(sq),
        }
    }

    fn place(&mut self, sq: usize, l: Lifted) {
        if l.prince {
            self.put_prince(sq, l.piece.colour);
        } else {
            self.board.put(sq, l.piece);
        }
        if let Some(p) = l.passenger {
            self.cards.add_passenger(Passenger {
                carrier: sq as u8,
                ..p
            });
        }
    }

    /// Puts a 太: a `King` on the board that is not the board's king.
    fn put_prince(&mut self, sq: usize, colour: Colour) {
        let king = self.board.kings[colour];
        self.board.put(
            sq,
            Piece {
                kind: Kind::King,
                colour,
            },
        );
        self.board.kings[colour] = king;
        self.cards.princes[colour] = sq as u8;
    }

    /// Sends a board piece (and its passenger) to `colour`'s hand.
    fn send_to_hand(&mut self, sq: usize, colour: Colour) {
        let l = self.lift(sq);
        self.board.hands[colour][l.piece.kind.unpromoted() as usize] += 1;
        if let Some(p) = l.passenger {
            self.board.hands[colour][p.kind.unpromoted() as usize] += 1;
        }
    }

    /// The side to move takes whatever stands on `sq`.
    fn capture(&mut self, sq: usize, by_card: bool) -> Result<(), Refusal> {
        let us = self.board.side;
        let Some(victim) = self.board.piece_at(sq) else {
            return Ok(());
        };
        if self.cards.protected() == Some(sq) {
            return Err(Refusal::ProtectedSilver);
        }
        if victim.kind != Kind::King {
            self.send_to_hand(sq, us);
            return Ok(());
        }
        let them = victim.colour;
        if by_card {
            return Err(Refusal::CardCapturesKing);
        }
        match self.cards.prince(them) {
            // The 太 is taken: it goes to hand as the gold it was.
            Some(p) if p == sq => {
                self.lift(sq);
            }
            // The 王 is taken while a 太 stands: the 太 becomes the 王.
            Some(p) => {
                self.board.remove(sq);
                self.board.remove(p);
                self.cards.princes[them] = NO_SQUARE;
                self.board.put(
                    p,
                    Piece {
                        kind: Kind::King,
                        colour: them,
                    },
                );
            }
            None => return Err(Refusal::CardCapturesKing),
        }
        self.board.hands[us][Kind::Gold as usize] += 1;
        Ok(())
    }

    /// One piece moves from `from` to `to`, taking what stands there.
    fn step(
        &mut self,
        from: usize,
        to: usize,
        promote: bool,
        by_card: bool,
    ) -> Result<(), Refusal> {
        self.capture(to, by_card)?;
        let mut l = self.lift(from);
        if promote {
            l.piece.kind = l.piece.kind.promoted();
        }
        self.place(to, l);
        Ok(())
    }

    fn drop_piece(&mut self, kind: Kind, to: usize) {
        let us = self.board.side;
        self.board.hands[us][kind as usize] -= 1;
        self.board.put(to, Piece { kind, colour: us });
    }

    /// Files (bit `f` for Sente, `f + 9` for Gote) holding more unpromoted
    /// pawns of a side than the shogi rules and 許二歩 allow.
    fn nifu_files(&self) -> u32 {
        let mut files = 0;
        for colour in 0..2 {
            for f in 0..9 {
                let n = (self.board.pieces(colour, Kind::Pawn) & tables().files[f]).count_ones();
                if n > 2 || (n == 2 && self.cards.double_pawn_files[colour] & (1 << f) == 0) {
                    files |= 1 << (f + 9 * colour);
                }
            }
        }
        files
    }

    /// Takes one piece of `kind` (unpromoted) out of `colour`'s hand.
    fn take_from_hand(&mut self, colour: Colour, kind: Kind) -> Result<(), Refusal> {
        let held = &mut self.board.hands[colour][kind.unpromoted() as usize];
        if *held == 0 {
            return Err(Refusal::TimeTravelBlocked);
        }
        *held -= 1;
        Ok(())
    }

    /// Turns the enemy pieces sandwiched between `at` and other own pieces.
    /// Returns the squares turned and those of them that promoted.
    fn coax(&mut self, at: usize) -> Result<(Bb, Bb), Refusal> {
        let us = self.board.side;
        let (f0, r0) = (file_of(at) as i32, rank_of(at) as i32);
        let mut runs: Vec<usize> = Vec::new();
        for (df, dr) in [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ] {
            let mut run = Vec::new();
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while (0..9).contains(&f) && (0..9).contains(&r) {
                let sq = square(f as usize, r as usize);
                match self.board.piece_at(sq) {
                    Some(p) if p.colour != us => run.push(sq),
                    Some(_) => {
                        runs.append(&mut run);
                        break;
                    }
                    None => break,
                }
                f += df;
                r += dr;
            }
        }
        if runs.iter().any(|&sq| {
            self.board
                .piece_at(sq)
                .is_some_and(|p| p.kind == Kind::King)
        }) {
            return Err(Refusal::FlipKing);
        }
        if runs.is_empty() {
            return Err(Refusal::NothingFlipped);
        }
        let (mut flipped, mut promoted) = (0, 0);
        for sq in runs {
            let mut l = self.lift(sq);
            l.piece.colour = us;
            let k = l.piece.kind;
            flipped |= bit(sq);
            // A turned pawn that would make nifu, or a piece that could never
            // move for its new owner, promotes.
            if (k == Kind::Pawn && pawns_on_file(self.board, us, sq) > 0) || is_dead(us, k, sq) {
                l.piece.kind = k.promoted();
                promoted |= bit(sq);
            }
            self.place(sq, l);
        }
        Ok((flipped, promoted))
    }

    /// A passenger gets off on `sq` after its carrier moved to `carrier`.
    fn unload(&mut self, carrier: usize, sq: usize) -> Result<(), Refusal> {
        let us = self.board.side;
        let p = self
            .cards
            .take_passenger(carrier)
            .ok_or(Refusal::BadUnload)?;
        let nifu = p.kind == Kind::Pawn && pawns_on_file(self.board, us, sq) > 0;
        if self.board.piece_at(sq).is_some()
            || step(us, STEP_KING, carrier) & bit(sq) == 0
            || is_dead(us, p.kind, sq)
            || nifu
        {
            return Err(Refusal::BadUnload);
        }
        self.board.put(
            sq,
            Piece {
                kind: p.kind,
                colour: us,
            },
        );
        Ok(())
    }

    /// Plays `mv` here, as [`State::apply`] does on a copy; a move a card
    /// rule refuses leaves the state half played.
    // Long because each kind of card move is one arm of a match, playing the move and keeping its
    // undo record.
    pub fn play(&mut self, mv: Move) -> Result<(), Refusal> {
        let us = self.board.side;
        let them = us ^ 1;
        let card = Card::of(mv);
        let by_card = card.is_some();
        if let Some(c) = card {
            self.cards.spend(us, c);
        }
        let before = self.board.by_colour[them];
        let record;
        match card {
            Some(c @ (Card::Heal | Card::Thunder)) => {
                record = Some(Undo::of(self.board, self.cards, mv));
                self.send_to_hand(mv.to(), if c == Card::Heal { us } else { them });
            }
            Some(Card::Twice) => {
                let from = mv.from().expect("a board move");
                let mid = mv.aux().expect("連続技 lands twice");
                let mut u = Undo::of(
                    self.board,
                    self.cards,
                    Move::board(from, mid, false).with_card(mv.card()),
                );
                self.step(from, mid, mv.aux_promote(), true)?;
                let second = Undo::of(self.board, self.cards, Move::board(mid, mv.to(), false));
                u.mid = u.captured.map(|k| (k, u.rider));
                u.captured = second.captured;
                u.rider = second.rider;
                u.base = mv;
                record = Some(u);
                self.step(mid, mv.to(), mv.promote(), true)?;
            }
            Some(Card::DragonRide | Card::HorseRide) => {
                record = Some(Undo::of(self.board, self.cards, mv));
                let rider = self.lift(mv.aux().expect("a passenger square"));
                self.step(mv.from().expect("a board move"), mv.to(), false, true)?;
                self.cards.add_passenger(Passenger {
                    carrier: mv.to() as u8,
                    kind: rider.piece.kind,
                });
            }
            _ => {
                if card == Some(Card::Rewind) && self.rewind()? == mv.with_card(0) {
                    return Err(Refusal::SameMoveAgain);
                }
                // A set-down keeps its square: the undo takes the piece back.
                let base = match card {
                    None => mv,
                    Some(_) => mv.with_card(0).without_aux(),
                };
                let mut u = Undo::of(self.board, self.cards, base);
                u.prince |= card == Some(Card::Prince);
                match (mv.from(), mv.dropped()) {
                    (Some(from), _) => {
                        let promote = mv.promote() && card != Some(Card::Prince);
                        self.step(from, mv.to(), promote, by_card)?;
                    }
                    (None, Some(kind)) => {
                        if kind == Kind::Pawn && pawns_on_file(self.board, us, mv.to()) >= 2 {
                            return Err(Refusal::ThirdPawn);
                        }
                        self.drop_piece(kind, mv.to());
                    }
                    _ => unreachable!("declarations are not played here"),
                }
                match card {
                    None if mv.aux().is_some() => {
                        self.unload(mv.to(), mv.aux().expect("checked"))?;
                    }
                    Some(Card::Prince) => {
                        self.board.remove(mv.to());
                        self.put_prince(mv.to(), us);
                    }
                    Some(Card::DoublePawn) => {
                        self.cards.double_pawn_files[us] |= 1 << file_of(mv.to())
                    }
                    Some(Card::Coax) => {
                        (u.flipped, u.flip_promoted) = self.coax(mv.to())?;
                    }
                    _ => {}
                }
                record = Some(u);
            }
        }
        self.finish(mv, record, before);
        Ok(())
    }

    /// Bookkeeping after every move: protection, 時遡行 records, nifu files,
    /// side and move number.
    fn finish(&mut self, mv: Move, record: Option<Undo>, enemy_before: Bb) {
        let us = self.board.side;
        let them = us ^ 1;
        self.cards.protected = match Card::of(mv) {
            Some(Card::Invincible) => mv.aux().expect("a silver") as u8,
            _ => NO_SQUARE,
        };
        // The opponent's record stays valid while their piece is in place,
        // and records how it left since: captured into our hand, sent to
        // their hand by 雷撃球 or turned to our side by 懐柔策.
        // A piece 治癒術 or 雷撃球 sent to a hand has no square to watch: its
        // undo only needs the square free and the piece still in that hand.
        if let Some(u) = self.cards.last[them]
            .as_mut()
            .filter(|u| !matches!(u.card(), Some(Card::Heal | Card::Thunder)))
        {
            let to = u.base.to();
            let kind = u.after_kind();
            let still = self.board.piece_at(to) == Some(Piece { kind, colour: them });
            let gone = enemy_before & bit(to) != 0 && self.board.by_colour[them] & bit(to) == 0;
            if gone && u.in_place() {
                match (Card::of(mv), self.board.piece_at(to)) {
                    (Some(Card::Thunder), _) => u.sent = true,
                    (Some(Card::Coax), Some(p)) if p.colour == us && mv.to() != to => {
                        u.turned = true;
                        u.turn_promoted = p.kind != kind;
                    }
                    _ => u.taken = true,
                }
            } else if !still && u.in_place() {
                self.cards.last[them] = None;
            }
            if let (Some(u), Some(r)) = (self.cards.last[them].as_mut(), record) {
                // Pieces their 懐柔策 turned that ours turned back (kind
                // unchanged; one that promoted on turning back is not
                // recorded, and the undo then finds it wrong and is refused).
                u.flipped_back |= u.flipped & r.flipped & !r.flip_promoted;
            }
        }
        self.cards.last[us] = record;
        for colour in 0..2 {
            let mut files = self.cards.double_pawn_files[colour];
            for f in Squares(files as Bb) {
                if (self.board.pieces(colour, Kind::Pawn) & tables().files[f]).count_ones() < 2 {
                    files &= !(1 << f);
                }
            }
            self.cards.double_pawn_files[colour] = files;
        }
        self.board.side ^= 1;
        self.board.move_number += 1;
    }
}

impl Undo {
    /// The record of `base` played on `s` (before the move).
    fn of(b: &Board, cards: &Cards, base: Move) -> Undo {
        let at = |sq: usize| {
            (
                b.piece_at(sq).map(|p| p.kind),
                cards.passenger(sq).map(|p| p.kind),
            )
        };
        match (base.from(), base.dropped()) {
            (Some(from), _) => {
                let kind = b.piece_at(from).expect("a mover").kind;
                let colour = b.piece_at(from).expect("a mover").colour;
                let (captured, rider, carried) = match Card::of(base) {
                    // The piece itself goes to a hand; nothing is captured.
                    Some(Card::Heal | Card::Thunder) => (None, at(from).1, None),
                    // The piece boarding is the one carried.
                    Some(Card::DragonRide | Card::HorseRide) => {
                        let (c, r) = at(base.to());
                        (c, r, base.aux().and_then(|sq| at(sq).0))
                    }
                    _ => {
                        let (c, r) = at(base.to());
                        (c, r, at(from).1)
                    }
                };
                // A royal taken that is not the 太 is the 王 (the 太 takes
                // its place).
                let swapped =
                    captured == Some(Kind::King) && cards.prince(colour ^ 1) != Some(base.to());
                Undo {
                    captured,
                    swapped,
                    rider,
                    carried,
                    prince: cards.prince(colour) == Some(from),
                    ..Undo::bare(base, kind)
                }
            }
            (_, kind) => Undo::bare(base, kind.expect("a drop")),
        }
    }
}
