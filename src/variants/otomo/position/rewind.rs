//! 時遡行 (time travel): a player's own last move taken back, with all it
//! moved, captured, promoted or carried put back where it was.

use super::*;

impl Mover<'_> {
    /// Puts back on the free square `sq` a piece of `colour` that is now in
    /// `hand`'s hand, with its passenger (also from that hand).
    pub(super) fn bring_back(
        &mut self,
        sq: usize,
        piece: Piece,
        rider: Option<Kind>,
        hand: Colour,
    ) -> Result<(), Refusal> {
        if self.board.piece_at(sq).is_some() {
            return Err(Refusal::TimeTravelBlocked);
        }
        self.take_from_hand(hand, piece.kind)?;
        if let Some(r) = rider {
            self.take_from_hand(hand, r)?;
            self.cards.add_passenger(Passenger {
                carrier: sq as u8,
                kind: r,
            });
        }
        self.board.put(sq, piece);
        Ok(())
    }

    /// Undoes the previous move of the side to move (時遡行): everything that
    /// move changed comes back, if every square it needs is free and every
    /// piece it needs is still in the hand it went to.
    // Long because undoing a move is one walk back over everything a move can change, each step
    // refusing when it cannot be undone; its steps share the undo record and what the walk has put
    // back.
    pub(super) fn rewind(&mut self) -> Result<Move, Refusal> {
        let us = self.board.side;
        let them = us ^ 1;
        let u = self.cards.last[us].ok_or(Refusal::NothingToUndo)?;
        let nifu_before = self.nifu_files();
        let to = u.base.to();
        match u.card() {
            Some(card @ (Card::Heal | Card::Thunder)) => {
                let (colour, hand) = if card == Card::Heal {
                    (us, us)
                } else {
                    (them, them)
                };
                let piece = Piece {
                    kind: u.kind,
                    colour,
                };
                self.bring_back(to, piece, u.rider, hand)?;
            }
            card => {
                let set_down = card.is_none() && u.base.aux().is_some();
                let boarding = matches!(card, Some(Card::DragonRide | Card::HorseRide));
                let rides_after = if set_down { None } else { u.carried };
                // A royal mover went to the captor's hand as a 金; a 王 that
                // moved and was taken made the 太 the 王, which is the 太
                // again once the 王 is back.
                let royal = u.after_kind() == Kind::King;
                let mut demote = None;
                // Whether the piece back on its origin is a 太.
                let mut prince_back = u.prince && u.kind == Kind::King;
                // The mover leaves `to` (or the hand it went to).
                if u.taken || u.sent {
                    let hand = if u.taken { them } else { us };
                    if royal {
                        if self.cards.prince(us).is_some() {
                            return Err(Refusal::TimeTravelBlocked);
                        }
                        if !u.prince {
                            demote = Some(self.board.kings[us] as usize);
                        }
                        self.take_from_hand(hand, Kind::Gold)?;
                    } else {
                        self.take_from_hand(hand, u.after_kind())?;
                    }
                    if let Some(r) = rides_after {
                        self.take_from_hand(hand, r)?;
                    }
                } else if u.turned {
                    // It stands on `to` for the opponent, as turned.
                    let kind = if u.turn_promoted {
                        u.after_kind().promoted()
                    } else {
                        u.after_kind()
                    };
                    if self.board.piece_at(to) != Some(Piece { kind, colour: them })
                        || self.cards.passenger(to).map(|p| p.kind) != rides_after
                    {
                        return Err(Refusal::TimeTravelBlocked);
                    }
                    self.lift(to);
                } else if self.board.piece_at(to)
                    == Some(Piece {
                        kind: u.after_kind(),
                        colour: us,
                    })
                    && self.cards.passenger(to).map(|p| p.kind) == rides_after
                    && ((self.cards.prince(us) == Some(to)) == u.prince
                        // A royal that moved goes back as what it is now: a
                        // 太 that became the 王 since (the 王 was taken
                        // elsewhere) as the 王, a 王 that became the 太 again
                        // (the opponent undid taking the 太's place) as the 太.
                        || u.kind == Kind::King)
                {
                    let lifted = self.lift(to);
                    if u.kind == Kind::King {
                        prince_back = lifted.prince;
                    }
                } else {
                    return Err(Refusal::TimeTravelBlocked);
                }
                if let (true, Some(sq), Some(kind)) = (set_down, u.base.aux(), u.carried) {
                    // The piece set down boards again.
                    if self.board.piece_at(sq) != Some(Piece { kind, colour: us }) {
                        return Err(Refusal::TimeTravelBlocked);
                    }
                    self.lift(sq);
                }
                for sq in Squares(u.flipped) {
                    // The turned pieces turn back, unpromoted if they
                    // promoted on turning; one the opponent turned back
                    // since is theirs already.
                    let side = if u.flipped_back & bit(sq) != 0 {
                        them
                    } else {
                        us
                    };
                    if self.board.by_colour[side] & bit(sq) == 0 {
                        return Err(Refusal::TimeTravelBlocked);
                    }
                    let mut l = self.lift(sq);
                    l.piece.colour = them;
                    if u.flip_promoted & bit(sq) != 0 {
                        l.piece.kind = l.piece.kind.unpromoted();
                    }
                    self.place(sq, l);
                }
                match u.captured {
                    // A 太 comes back as the 太; the 王 comes back and the
                    // 太 that took its place is the 太 again. Either way the
                    // 金 the capture gave leaves the hand.
                    Some(Kind::King) => {
                        if self.board.piece_at(to).is_some() || self.cards.prince(them).is_some() {
                            return Err(Refusal::TimeTravelBlocked);
                        }
                        self.take_from_hand(us, Kind::Gold)?;
                        let royal = Piece {
                            kind: Kind::King,
                            colour: them,
                        };
                        if u.swapped {
                            let prince = self.board.kings[them];
                            if prince == NO_SQUARE {
                                return Err(Refusal::TimeTravelBlocked);
                            }
                            self.board.put(to, royal);
                            self.cards.princes[them] = prince;
                        } else {
                            self.put_prince(to, them);
                        }
                    }
                    Some(kind) => {
                        self.bring_back(to, Piece { kind, colour: them }, u.rider, us)?;
                    }
                    None => {}
                }
                if let (Some(mid), Some((kind, rider))) = (u.base.aux(), u.mid) {
                    self.bring_back(mid, Piece { kind, colour: them }, rider, us)?;
                }
                if let (true, Some(sq), Some(kind)) = (boarding, u.base.aux(), u.carried) {
                    // The piece that boarded gets off where it stood.
                    if self.board.piece_at(sq).is_some() {
                        return Err(Refusal::TimeTravelBlocked);
                    }
                    self.board.put(sq, Piece { kind, colour: us });
                }
                match u.base.from() {
                    Some(from) if self.board.piece_at(from).is_some() => {
                        return Err(Refusal::TimeTravelBlocked);
                    }
                    Some(from) => self.place(
                        from,
                        Lifted {
                            piece: Piece {
                                kind: u.kind,
                                colour: us,
                            },
                            // A 太 that moved (not the gold 出世金 promoted).
                            prince: prince_back,
                            passenger: u.carried.filter(|_| !boarding).map(|kind| Passenger {
                                carrier: from as u8,
                                kind,
                            }),
                        },
                    ),
                    None => self.board.hands[us][u.kind as usize] += 1,
                }
                if let Some(sq) = demote {
                    // The 王 is back on its origin: the royal that took its
                    // place is the 太 again.
                    if sq == NO_SQUARE as usize {
                        return Err(Refusal::TimeTravelBlocked);
                    }
                    self.cards.princes[us] = sq as u8;
                }
            }
        }
        // The undo may not make nifu: a pawn back on a file where an own
        // unpromoted pawn now stands, unless 許二歩 still keeps it doubled.
        if self.nifu_files() & !nifu_before != 0 {
            return Err(Refusal::Nifu);
        }
        self.cards.last[us] = None;
        if !u.in_place() {
            // The opponent's capture (雷撃球, 懐柔策) is no longer theirs to
            // undo: what it took is back.
            self.cards.last[them] = None;
        }
        Ok(u.base)
    }
}
