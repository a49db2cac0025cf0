//! The 16 cards, a card move's extra bytes, and the card state of both
//! players with every persistent effect a card leaves: what a Shogi no
//! Otomo position adds to shogi's, and the part of the repetition key it
//! adds.

use crate::history::splitmix;
use crate::variants::shogi::bitboard::Bb;
use crate::variants::shogi::board::{Colour, Kind, Move, NO_SQUARE};

/// One of the 16 cards; the discriminant is the card's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Card {
    /// 01 女装王: the king moves as a queen (rook + bishop) this turn.
    Queen = 1,
    /// 02 迅翼龍: a neighbour boards the dragon, which then moves.
    DragonRide,
    /// 03 天翔馬: a neighbour boards the horse, which then moves.
    HorseRide,
    /// 04 直進飛: the rook passes through the far and the side edges.
    Through,
    /// 05 反射角: the bishop reflects off the four edges.
    Reflect,
    /// 06 出世金: a gold promotes to 太, a second royal piece.
    Prince,
    /// 07 無敵銀: a named silver cannot be captured on the opponent's next move.
    Invincible,
    /// 08 八方桂: the knight leaps like a chess knight.
    Octo,
    /// 09 跳躍香: the lance jumps over one piece.
    Leap,
    /// 10 許二歩: one pawn drop ignores nifu.
    DoublePawn,
    /// 11 熟成果: a moving piece promotes outside the promotion zone.
    Ripen,
    /// 12 連続技: one piece moves twice.
    Twice,
    /// 13 治癒術: an own board piece goes back to hand; that is the move.
    Heal,
    /// 14 雷撃球: an enemy board piece goes back to its owner's hand.
    Thunder,
    /// 15 時遡行: the own previous move is undone, then another move is made.
    Rewind,
    /// 16 懐柔策: enemy pieces sandwiched by the move turn sides (reversi).
    Coax,
}

pub const CARDS: [Card; 16] = [
    Card::Queen,
    Card::DragonRide,
    Card::HorseRide,
    Card::Through,
    Card::Reflect,
    Card::Prince,
    Card::Invincible,
    Card::Octo,
    Card::Leap,
    Card::DoublePawn,
    Card::Ripen,
    Card::Twice,
    Card::Heal,
    Card::Thunder,
    Card::Rewind,
    Card::Coax,
];

/// The cards a rule set keeps in play, bit `n-1` for card `n`: all of
/// them with the cards on, none with them off, and fewer where a rule
/// designer switches cards off (the rule option `card-off`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InPlay(u16);

impl InPlay {
    /// Every card in play: the rule set `otomo`.
    pub const ALL: InPlay = InPlay(u16::MAX);
    /// No card in play: the cards off.
    pub const NONE: InPlay = InPlay(0);

    /// Whether any card can be played.
    pub fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether `card` can be played.
    pub fn has(self, card: Card) -> bool {
        self.0 & 1 << (card.number() - 1) != 0
    }

    /// The same cards and `card`.
    pub fn with(self, card: Card) -> InPlay {
        InPlay(self.0 | 1 << (card.number() - 1))
    }

    /// The cards not in this set.
    pub fn complement(self) -> InPlay {
        InPlay(!self.0)
    }
}

/// Letters in card order (DECISIONS.md: Shogi no Otomo).
const LETTERS: &[u8; 16] = b"QYHTRPIABDGSWEUC";
/// The one-kanji label printed on each card, used by KIF and KI2.
const LABELS: [&str; 16] = [
    "王", "龍", "馬", "飛", "角", "金", "銀", "桂", "香", "歩", "熟", "連", "治", "雷", "時", "懐",
];
const NAMES: [&str; 16] = [
    "女装王",
    "迅翼龍",
    "天翔馬",
    "直進飛",
    "反射角",
    "出世金",
    "無敵銀",
    "八方桂",
    "跳躍香",
    "許二歩",
    "熟成果",
    "連続技",
    "治癒術",
    "雷撃球",
    "時遡行",
    "懐柔策",
];

impl Card {
    pub fn number(self) -> u8 {
        self as u8
    }
    pub fn from_number(n: u8) -> Option<Card> {
        CARDS.get((n as usize).checked_sub(1)?).copied()
    }
    pub fn letter(self) -> char {
        LETTERS[self as usize - 1] as char
    }
    pub fn from_letter(c: char) -> Option<Card> {
        let i = LETTERS.iter().position(|&l| l as char == c)?;
        Some(CARDS[i])
    }
    pub fn label(self) -> &'static str {
        LABELS[self as usize - 1]
    }
    pub fn from_label(s: &str) -> Option<Card> {
        // The seed labels 雷撃球 電 in one place; 竜 is the common form of 龍.
        let s = match s {
            "電" => "雷",
            "竜" => "龍",
            "玉" => "王",
            s => s,
        };
        let i = LABELS.iter().position(|&l| l == s)?;
        Some(CARDS[i])
    }
    /// Whether the card's move is written as a plain move or drop (no
    /// square of its own: passenger, protected silver, first landing, or a
    /// piece sent to hand).
    pub fn is_plain_move(self) -> bool {
        !matches!(
            self,
            Card::DragonRide
                | Card::HorseRide
                | Card::Invincible
                | Card::Twice
                | Card::Heal
                | Card::Thunder
                | Card::Rewind
        )
    }
    /// The card's full name, e.g. 女装王.
    pub fn name(self) -> &'static str {
        NAMES[self as usize - 1]
    }
    fn bit(self) -> u16 {
        1 << (self as u16 - 1)
    }
    /// The card a move plays, if any.
    pub fn of(mv: Move) -> Option<Card> {
        Card::from_number(mv.card())
    }
}

/// A shogi move as Shogi no Otomo extends it, in the move's extension
/// bytes: the card played and the card's extra square.
pub trait CardMove: Copy {
    /// The number (1-16) of the card played with this move, 0 for none.
    fn card(self) -> u8;
    fn with_card(self, card: u8) -> Self;
    /// The card's extra square: the passenger boarding (迅翼龍/天翔馬), the
    /// protected silver (無敵銀), the first landing square (連続技), or on a
    /// card-free carrier move the square the passenger gets off on.
    fn aux(self) -> Option<usize>;
    /// Whether the first leg of a 連続技 move promotes.
    fn aux_promote(self) -> bool;
    fn without_aux(self) -> Self;
    fn with_aux(self, sq: usize, promote: bool) -> Self;
}

impl CardMove for Move {
    fn card(self) -> u8 {
        self.tag()
    }
    fn with_card(self, card: u8) -> Move {
        self.with_tag(card)
    }
    fn aux(self) -> Option<usize> {
        self.extra()
    }
    fn aux_promote(self) -> bool {
        self.extra_promote()
    }
    fn without_aux(self) -> Move {
        self.without_extra()
    }
    fn with_aux(self, sq: usize, promote: bool) -> Move {
        self.with_extra(sq, promote)
    }
}

/// A piece riding on a 龍 or 馬 (迅翼龍, 天翔馬): it belongs to the carrier's
/// owner and moves with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Passenger {
    pub carrier: u8,
    pub kind: Kind,
}

/// What 時遡行 needs to undo a player's previous move: a piece that went
/// from `from` (or from hand) to `to` (through `aux` for 連続技) and what it
/// captured, or the piece 治癒術 or 雷撃球 sent to a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Undo {
    /// The move as played: card stripped, except 治癒術, 雷撃球 and 連続技,
    /// which keep it (their undo differs).
    pub base: Move,
    /// The moving piece's kind before the move (before promotion); for
    /// 治癒術 and 雷撃球 the kind of the piece sent to a hand, as it stood.
    pub kind: Kind,
    /// The piece it captured on `to`, if any (kind on the board; `King`
    /// for a royal).
    pub captured: Option<Kind>,
    /// The royal it captured was the 王, whose capture made the 太 the 王
    /// (a captured `King` without this flag was the 太).
    pub swapped: bool,
    /// The passenger riding the piece captured on `to` (or the piece sent
    /// to a hand by 治癒術 or 雷撃球): it comes back with it.
    pub rider: Option<Kind>,
    /// What the first leg of a 連続技 captured, with its passenger.
    pub mid: Option<(Kind, Option<Kind>)>,
    /// The passenger the mover carried before the move (it may have been
    /// set down), or for 迅翼龍/天翔馬 the piece that boarded.
    pub carried: Option<Kind>,
    /// The mover is a 太 after the move (a 太 that moved, or 出世金).
    pub prince: bool,
    /// The pieces 懐柔策 turned, and those of them that promoted on turning.
    pub flipped: Bb,
    pub flip_promoted: Bb,
    /// The turned pieces the opponent then turned back with 懐柔策 (kind
    /// unchanged): the undo finds them on the opponent's side already.
    pub flipped_back: Bb,
    /// Set when the opponent then captured the moved piece (it went to their
    /// hand, as a 金 for a royal): the undo takes it back from there.
    pub taken: bool,
    /// Set when the opponent then sent the moved piece to its owner's hand
    /// with 雷撃球: the undo takes it back from the own hand.
    pub sent: bool,
    /// Set when the opponent then turned the moved piece with 懐柔策, and
    /// whether it promoted on turning: the undo takes it back from them.
    pub turned: bool,
    pub turn_promoted: bool,
}

impl Undo {
    /// The record of `base` that changed nothing beyond moving or dropping
    /// a `kind`: the other fields are filled in by what the move did.
    pub fn bare(base: Move, kind: Kind) -> Undo {
        Undo {
            base,
            kind,
            captured: None,
            swapped: false,
            rider: None,
            mid: None,
            carried: None,
            prince: false,
            flipped: 0,
            flip_promoted: 0,
            flipped_back: 0,
            taken: false,
            sent: false,
            turned: false,
            turn_promoted: false,
        }
    }
}

impl Undo {
    /// Whether the moved piece still stands where the move left it, as
    /// far as the record knows (not captured, sent to hand or turned).
    pub fn in_place(&self) -> bool {
        !(self.taken || self.sent || self.turned)
    }
    /// The card the undone move used, when its undo differs from a plain
    /// move's (治癒術, 雷撃球, 連続技).
    pub fn card(&self) -> Option<Card> {
        Card::of(self.base)
    }
    /// The mover's kind on the board after the move (promoted on either
    /// leg; a 太 stands as a king).
    pub fn after_kind(&self) -> Kind {
        if self.prince {
            Kind::King
        } else if self.base.promote() || self.base.aux_promote() {
            self.kind.promoted()
        } else {
            self.kind
        }
    }
}

/// Card state of both players and every persistent effect. `Copy`, so that
/// trying a card move is a copy and a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cards {
    /// Spent cards of each colour, bit `n-1` for card `n`.
    pub spent: [u16; 2],
    /// Passengers on 龍/馬; at most two a side (one card each).
    pub passengers: [Option<Passenger>; 4],
    /// The 太 of each colour (出世金), `NO_SQUARE` for none. On the board a
    /// 太 is a second piece of kind `King`; `Board::kings` keeps the 王.
    pub princes: [u8; 2],
    /// Files (bit per file index) where 許二歩 lets two own pawns stand.
    pub double_pawn_files: [u16; 2],
    /// A silver protected by 無敵銀 against the side to move's next move.
    pub protected: u8,
    /// Each colour's previous move, when 時遡行 could undo it.
    pub last: [Option<Undo>; 2],
}

impl Default for Cards {
    fn default() -> Cards {
        Cards {
            spent: [0; 2],
            passengers: [None; 4],
            princes: [NO_SQUARE; 2],
            double_pawn_files: [0; 2],
            protected: NO_SQUARE,
            last: [None; 2],
        }
    }
}

impl Cards {
    pub fn is_spent(&self, colour: Colour, card: Card) -> bool {
        self.spent[colour] & card.bit() != 0
    }
    pub fn spend(&mut self, colour: Colour, card: Card) {
        self.spent[colour] |= card.bit();
    }
    /// Whether no persistent effect changes how pieces move or are captured,
    /// so that the plain shogi generator is exact.
    pub fn is_plain(&self) -> bool {
        self.passengers.iter().all(Option::is_none)
            && self.princes == [NO_SQUARE; 2]
            && self.protected == NO_SQUARE
    }
    pub fn prince(&self, colour: Colour) -> Option<usize> {
        (self.princes[colour] != NO_SQUARE).then_some(self.princes[colour] as usize)
    }
    pub fn passenger(&self, carrier: usize) -> Option<Passenger> {
        self.passengers
            .iter()
            .flatten()
            .find(|p| p.carrier as usize == carrier)
            .copied()
    }
    pub fn take_passenger(&mut self, carrier: usize) -> Option<Passenger> {
        let slot = self
            .passengers
            .iter_mut()
            .find(|p| p.is_some_and(|p| p.carrier as usize == carrier))?;
        let p = slot.take();
        self.sort_passengers();
        p
    }
    pub fn add_passenger(&mut self, p: Passenger) {
        let slot = self
            .passengers
            .iter_mut()
            .find(|p| p.is_none())
            .expect("at most four passengers");
        *slot = Some(p);
        self.sort_passengers();
    }
    /// One order for the same passengers, so that equal states compare
    /// (and hash, for repetition) equal.
    fn sort_passengers(&mut self) {
        self.passengers
            .sort_by_key(|p| p.map_or(u8::MAX, |p| p.carrier));
    }
    pub fn protected(&self) -> Option<usize> {
        (self.protected != NO_SQUARE).then_some(self.protected as usize)
    }

    /// A key for repetition: everything here that decides future legal moves.
    /// Each field is packed into a few words without loss, so that states
    /// that differ fold different words.
    pub fn key(&self) -> u64 {
        if *self == Cards::default() {
            return 0;
        }
        let pair = |a: [u16; 2]| u64::from(a[0]) | u64::from(a[1]) << 16;
        let mut h = KeyHasher(0);
        h.fold(pair(self.spent) | pair(self.double_pawn_files) << 32);
        h.fold(self.passengers.iter().fold(0, |w, p| {
            w << 16 | p.map_or(0, |p| 1 << 15 | u64::from(p.carrier) << 5 | p.kind as u64)
        }));
        h.fold(
            u64::from(self.princes[0])
                | u64::from(self.princes[1]) << 8
                | u64::from(self.protected) << 16,
        );
        for colour in 0..2 {
            // A spent 時遡行 makes the previous move irrelevant.
            match self.last[colour].filter(|_| !self.is_spent(colour, Card::Rewind)) {
                Some(u) => u.fold_into(&mut h),
                None => h.fold(0),
            }
        }
        h.finish()
    }
}

impl Undo {
    /// Folds every field into `h` for [`Cards::key`]: the move, then the
    /// kinds and flags, then the 懐柔策 sets only when there are any.
    fn fold_into(&self, h: &mut KeyHasher) {
        let kind = |k: Option<Kind>| k.map_or(0, |k| k as u64 + 1);
        let flips = self.flipped | self.flip_promoted | self.flipped_back != 0;
        let flags = [
            self.swapped,
            self.prince,
            self.taken,
            self.sent,
            self.turned,
            self.turn_promoted,
            flips,
        ];
        h.fold(1 << 63 | self.base.bits());
        let kinds = kind(Some(self.kind))
            | kind(self.captured) << 5
            | kind(self.rider) << 10
            | kind(self.carried) << 15
            | self
                .mid
                .map_or(0, |(k, r)| 1 << 20 | kind(Some(k)) << 21 | kind(r) << 26);
        let flags = (flags.iter().enumerate()).fold(0, |w, (i, &f)| w | u64::from(f) << (32 + i));
        h.fold(kinds | flags);
        if flips {
            for set in [self.flipped, self.flip_promoted, self.flipped_back] {
                h.fold(set as u64);
                h.fold((set >> 64) as u64);
            }
        }
    }
}

/// A quick hash for [`Cards::key`]: each word is folded in by a multiply
/// (as rustc's FxHasher does) and the sum is mixed by splitmix at the end,
/// so that states that differ get unrelated keys. A repetition key is only
/// compared, never exposed to crafted input the way a hash map is.
struct KeyHasher(u64);

impl KeyHasher {
    fn fold(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(26) ^ x).wrapping_mul(0xF135_7AEA_2E62_A9C5);
    }
    fn finish(&self) -> u64 {
        splitmix(self.0)
    }
}
