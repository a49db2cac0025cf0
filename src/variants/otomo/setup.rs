//! The extended SFEN of Shogi no Otomo: shogi's SFEN, then two card fields,
//! the cards spent (`QS` Sente's, `qs` Gote's, or `-`) and the persistent
//! effects (comma-separated, or `-`). Read as every position string is:
//! text -> [`Setup`] (shogi's, and the card fields as read) -> checked
//! board and cards.

use super::CardMove;
use super::notation::{parse_move, write_move};
use super::position::State;
use super::{Card, Cards, Passenger, Undo};
use crate::game::{PositionError, setup};
use crate::messages::Msg;
use crate::msg;
use crate::variants::shogi::bitboard::{Squares, bit};
use crate::variants::shogi::board::{Kind, Piece};
use crate::variants::shogi::notation::usi::{self, parse_square, square_name};
use crate::variants::shogi::setup as shogi_setup;

fn kind_text(kind: Kind) -> String {
    if kind.is_promoted() {
        format!("+{}", kind.letter())
    } else {
        kind.letter().to_string()
    }
}

fn parse_kind(text: &str) -> Option<Kind> {
    let (promoted, letter) = match text.strip_prefix('+') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let mut chars = letter.chars();
    let kind = Kind::from_letter(chars.next()?)?;
    if chars.next().is_some() {
        return None;
    }
    match promoted {
        true if kind.can_promote() => Some(kind.promoted()),
        true => None,
        false => Some(kind),
    }
}

/// SFEN of the board with every 太 shown as the gold it is made from, so
/// that the first four fields stay standard SFEN.
pub fn write_board_sfen(s: &State) -> String {
    let mut b = s.board;
    for colour in 0..2 {
        if let Some(p) = s.cards.prince(colour) {
            let king = b.kings[colour];
            b.remove(p);
            b.put(
                p,
                Piece {
                    kind: Kind::Gold,
                    colour,
                },
            );
            b.kings[colour] = king;
        }
    }
    usi::write_sfen(&b)
}

/// The two card fields: spent cards (`QS` Sente, `qs` Gote, or `-`) and
/// the persistent effects (comma-separated, or `-`).
pub fn write_card_fields(s: &State) -> String {
    let c = &s.cards;
    let mut spent = String::new();
    for colour in 0..2 {
        for card in super::CARDS {
            if c.is_spent(colour, card) {
                let l = card.letter();
                spent.push(if colour == 0 {
                    l
                } else {
                    l.to_ascii_lowercase()
                });
            }
        }
    }
    let mut effects: Vec<String> = Vec::new();
    for colour in 0..2 {
        if let Some(p) = c.prince(colour) {
            effects.push(format!("T{}", square_name(p)));
        }
    }
    for p in c.passengers.iter().flatten() {
        effects.push(format!(
            "@{}:{}",
            square_name(p.carrier as usize),
            kind_text(p.kind)
        ));
    }
    for colour in 0..2 {
        for f in 0..9 {
            if c.double_pawn_files[colour] & (1 << f) != 0 {
                effects.push(format!("{}{}", if colour == 0 { 'D' } else { 'd' }, f + 1));
            }
        }
    }
    if let Some(sq) = c.protected() {
        effects.push(format!("!{}", square_name(sq)));
    }
    for colour in 0..2 {
        if let Some(u) = c.last[colour] {
            effects.push(format!(
                "{}{}",
                if colour == 0 { 'U' } else { 'u' },
                write_undo(&u)
            ));
        }
    }
    let spent = if spent.is_empty() {
        "-".to_string()
    } else {
        spent
    };
    let effects = if effects.is_empty() {
        "-".to_string()
    } else {
        effects.join(",")
    };
    format!("{spent} {effects}")
}

/// A previous move as 時遡行 needs it, after `U`/`u`: the mover's kind, the
/// move (`P:7g7f`, `+R:W:2e`, `S:S:2h2c+2b`), then `x` and what it captured
/// on its destination (`xK` the 太, `xK=` the 王, the 太 taking its
/// place), `@` and that piece's passenger (or the passenger of
/// the piece 治癒術/雷撃球 sent to a hand), `m` and what the first leg of a
/// 連続技 captured (`@` its passenger), `f` the squares 懐柔策 turned (`+`
/// promoted, `<` turned back since by the opponent's 懐柔策), and `~` when the moved piece was
/// captured since (`~h` sent to its owner's hand by 雷撃球, `~c` turned by
/// 懐柔策, `~c+` turned and promoted).
fn write_undo(u: &Undo) -> String {
    let mut t = format!("{}:{}", kind_text(u.kind), write_move(u.base));
    if let Some(k) = u.captured {
        t.push_str(&format!("x{}", kind_text(k)));
    }
    if u.swapped {
        t.push('=');
    }
    if let Some(k) = u.rider {
        t.push_str(&format!("@{}", kind_text(k)));
    }
    if let Some((k, rider)) = u.mid {
        t.push_str(&format!("m{}", kind_text(k)));
        if let Some(r) = rider {
            t.push_str(&format!("@{}", kind_text(r)));
        }
    }
    if let Some(k) = u.carried {
        t.push_str(&format!("r{}", kind_text(k)));
    }
    if u.prince {
        t.push('^');
    }
    if u.flipped != 0 {
        t.push('f');
        for sq in Squares(u.flipped) {
            t.push_str(&square_name(sq));
            if u.flip_promoted & bit(sq) != 0 {
                t.push('+');
            }
            if u.flipped_back & bit(sq) != 0 {
                t.push('<');
            }
        }
    }
    if u.taken {
        t.push('~');
    } else if u.sent {
        t.push_str("~h");
    } else if u.turned {
        t.push_str(if u.turn_promoted { "~c+" } else { "~c" });
    }
    t
}

/// Reads what [`write_undo`] writes.
// Long because it reads the undo record's fields in order, each with its error at its own bytes.
fn read_undo(text: &str) -> Option<Undo> {
    let (kind, rest) = text.split_once(':')?;
    let kind = parse_kind(kind)?;
    let (base, len) = parse_move(rest).filter(|(m, _)| !m.is_declaration())?;
    // Only the cards whose undo differs from a plain move's keep their card
    // (a card-free move keeps its extra square: a set-down).
    let carded = matches!(
        Card::of(base),
        Some(Card::Heal | Card::Thunder | Card::Twice | Card::DragonRide | Card::HorseRide)
    );
    if base.card() != 0 && !carded {
        return None;
    }
    let mut suffix = &rest[len..];
    let mut u = Undo::bare(base, kind);
    // One piece: `+R` or `S`.
    let piece = |t: &mut &str| -> Option<Kind> {
        let n = if t.starts_with('+') { 2 } else { 1 };
        let k = parse_kind(t.get(..n)?)?;
        *t = &t[n..];
        Some(k)
    };
    if let Some(t) = suffix.strip_prefix('x') {
        suffix = t;
        u.captured = Some(piece(&mut suffix)?);
        if let Some(t) = suffix.strip_prefix('=') {
            suffix = t;
            u.swapped = true;
        }
    }
    if let Some(t) = suffix.strip_prefix('@') {
        suffix = t;
        u.rider = Some(piece(&mut suffix)?);
    }
    if let Some(t) = suffix.strip_prefix('m') {
        suffix = t;
        let k = piece(&mut suffix)?;
        let mut rider = None;
        if let Some(t) = suffix.strip_prefix('@') {
            suffix = t;
            rider = Some(piece(&mut suffix)?);
        }
        u.mid = Some((k, rider));
    }
    if let Some(t) = suffix.strip_prefix('r') {
        suffix = t;
        u.carried = Some(piece(&mut suffix)?);
    }
    if let Some(t) = suffix.strip_prefix('^') {
        suffix = t;
        u.prince = true;
    }
    if let Some(t) = suffix.strip_prefix('f') {
        suffix = t;
        while let Some(sq) = parse_square(suffix.as_bytes()) {
            suffix = &suffix[2..];
            u.flipped |= bit(sq);
            if let Some(t) = suffix.strip_prefix('+') {
                suffix = t;
                u.flip_promoted |= bit(sq);
            }
            if let Some(t) = suffix.strip_prefix('<') {
                suffix = t;
                u.flipped_back |= bit(sq);
            }
        }
        if u.flipped == 0 {
            return None;
        }
    }
    if let Some(t) = suffix.strip_prefix('~') {
        suffix = t;
        if let Some(t) = suffix.strip_prefix("c+") {
            suffix = t;
            (u.turned, u.turn_promoted) = (true, true);
        } else if let Some(t) = suffix.strip_prefix('c') {
            suffix = t;
            u.turned = true;
        } else if let Some(t) = suffix.strip_prefix('h') {
            suffix = t;
            u.sent = true;
        } else {
            u.taken = true;
        }
    }
    // The piece must fit the move: the kind dropped, or a kind that could
    // promote if the move promoted.
    let fits = match base.dropped() {
        Some(dropped) => dropped == kind,
        None => {
            !(base.promote() || base.aux_promote())
                || kind.can_promote()
                || (u.prince && kind == Kind::Gold)
        }
    };
    let royal = |k: Option<Kind>| k == Some(Kind::King);
    let mid_ok = u.mid.is_none() || Card::of(base) == Some(Card::Twice);
    (suffix.is_empty()
        && fits
        && mid_ok
        && (u.swapped <= royal(u.captured))
        && !royal(u.rider)
        && !royal(u.mid.map(|m| m.0))
        && !royal(u.mid.and_then(|m| m.1)))
    .then_some(u)
}

/// An Otomo position string as read, before any rule is asked: shogi's
/// [`Setup`](shogi_setup::Setup) of the first four fields (the board, a 太
/// still the gold it stands on), then the card fields when the text has
/// them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    pub shogi: shogi_setup::Setup,
    pub cards: Option<CardFields>,
}

/// The two card fields as read: the spent cards and the persistent
/// effects, in the order of the text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardFields {
    /// The offset of the fields and the bytes of both: an error of either
    /// points at them.
    pub at: usize,
    pub len: usize,
    /// Each card spent and its side, as listed.
    pub spent: Vec<(usize, Card)>,
    /// Each effect, with its token as written (which its error quotes).
    pub effects: Vec<(String, Effect)>,
}

/// A persistent effect of the card fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// `T<sq>`: the gold on the square is a 太.
    Prince(usize),
    /// `@<sq>:<piece>`: the 龍 or 馬 on the square carries the piece.
    Passenger(Passenger),
    /// `D<file>`, `d<file>`: the side may not drop a pawn on the file.
    DoublePawns { colour: usize, file: usize },
    /// `!<sq>`: the piece on the square is protected.
    Protected(usize),
    /// `U<...>`, `u<...>`: the side's last move, for 時遡行.
    Last { colour: usize, undo: Undo },
}

impl setup::Setup for Setup {
    type Position = State;

    /// Shogi's rules of the board, then each effect's in the order of the
    /// text.
    fn check(&self) -> Result<(), PositionError> {
        setup::Setup::check(&self.shogi)?;
        self.state().map(|_| ())
    }

    fn into_position(self) -> State {
        self.state().expect("a setup that passed its check")
    }
}

impl Setup {
    /// The board and the cards, each effect put on the board in turn.
    fn state(&self) -> Result<State, PositionError> {
        let mut s = State {
            board: setup::Setup::into_position(self.shogi.clone()),
            cards: Cards::default(),
        };
        if let Some(fields) = &self.cards {
            fields.put_on(&mut s)?;
        }
        Ok(s)
    }

    /// The position string of this setup, as [`write_board_sfen`] and
    /// [`write_card_fields`] write its position.
    pub fn to_text(&self) -> String {
        let sfen = self.shogi.to_sfen();
        match &self.cards {
            Some(fields) => format!("{sfen} {}", fields.to_text()),
            None => sfen,
        }
    }
}

impl CardFields {
    /// Puts the cards spent and the effects on `s` (whose board came from
    /// the first four SFEN fields), in order; the first effect the board
    /// cannot have is the error.
    fn put_on(&self, s: &mut State) -> Result<(), PositionError> {
        let err = |m: Msg| PositionError::new(self.at, self.len, m);
        for &(colour, card) in &self.spent {
            s.cards.spend(colour, card);
        }
        for (token, effect) in &self.effects {
            match *effect {
                Effect::Prince(sq) => {
                    let rest = &token[1..];
                    let p = s
                        .board
                        .piece_at(sq)
                        .filter(|p| p.kind == Kind::Gold)
                        .ok_or_else(|| {
                            err(msg!("otomo-position-prince-gold", token = token, sq = rest))
                        })?;
                    if s.cards.prince(p.colour).is_some() {
                        return Err(err(msg!("otomo-position-prince-twice", token = token)));
                    }
                    s.board.remove(sq);
                    s.put_prince(sq, p.colour);
                }
                Effect::Passenger(passenger) => {
                    let sq = passenger.carrier as usize;
                    let carrier = s
                        .board
                        .piece_at(sq)
                        .filter(|p| matches!(p.kind, Kind::Dragon | Kind::Horse));
                    if carrier.is_none()
                        || s.cards.passenger(sq).is_some()
                        || s.cards.passengers.iter().all(Option::is_some)
                    {
                        return Err(err(msg!("otomo-position-passenger", token = token)));
                    }
                    s.cards.add_passenger(passenger);
                }
                Effect::DoublePawns { colour, file } => {
                    s.cards.double_pawn_files[colour] |= 1 << (file - 1);
                }
                Effect::Protected(sq) => s.cards.protected = sq as u8,
                Effect::Last { colour, undo } => s.cards.last[colour] = Some(undo),
            }
        }
        Ok(())
    }

    /// The two fields as [`write_card_fields`] writes them.
    fn to_text(&self) -> String {
        let side = |colour: usize, c: char| match colour {
            0 => c,
            _ => c.to_ascii_lowercase(),
        };
        let spent: String = (self.spent.iter())
            .map(|&(colour, card)| side(colour, card.letter()))
            .collect();
        let effects: Vec<String> = (self.effects.iter())
            .map(|(_, effect)| match *effect {
                Effect::Prince(sq) => format!("T{}", square_name(sq)),
                Effect::Passenger(p) => {
                    format!("@{}:{}", square_name(p.carrier as usize), kind_text(p.kind))
                }
                Effect::DoublePawns { colour, file } => format!("{}{file}", side(colour, 'D')),
                Effect::Protected(sq) => format!("!{}", square_name(sq)),
                Effect::Last { colour, undo } => {
                    format!("{}{}", side(colour, 'U'), write_undo(&undo))
                }
            })
            .collect();
        let or_dash = |text: String| {
            if text.is_empty() {
                "-".to_string()
            } else {
                text
            }
        };
        format!("{} {}", or_dash(spent), or_dash(effects.join(",")))
    }
}

/// Reads an extended SFEN into its [`Setup`] and checks it: the board and
/// cards of an Otomo position.
pub fn read(text: &str) -> Result<State, PositionError> {
    setup::read(text, Setup::default(), parse)
}

/// Reads the fields of `text` into `setup`, stopping at the first that
/// breaks the grammar: the standard SFEN as shogi reads it, then the card
/// fields, each effect recorded as soon as it is read.
pub fn parse(text: &str, setup: &mut Setup) -> Result<(), PositionError> {
    let (sfen, extra) = split_card_fields(text);
    let sfen = if sfen.trim() == "startpos" {
        usi::START_SFEN
    } else {
        sfen
    };
    shogi_setup::parse(sfen, &mut setup.shogi)?;
    if let Some((at, spent, effects)) = extra {
        let fields = setup.cards.insert(CardFields {
            at,
            len: spent.len() + 1 + effects.len(),
            ..CardFields::default()
        });
        parse_card_fields(fields, spent, effects)?;
    }
    Ok(())
}

/// Reads the two card fields into `fields`.
// Long because it reads the card fields of the position string in order, each with its error at its
// own bytes.
fn parse_card_fields(
    fields: &mut CardFields,
    spent: &str,
    effects: &str,
) -> Result<(), PositionError> {
    let err = |m: Msg| PositionError::new(fields.at, fields.len, m);
    if spent != "-" {
        for ch in spent.chars() {
            let card = Card::from_letter(ch.to_ascii_uppercase())
                .ok_or_else(|| err(msg!("otomo-position-card", letter = %ch)))?;
            let colour = if ch.is_ascii_uppercase() { 0 } else { 1 };
            fields.spent.push((colour, card));
        }
    }
    if effects == "-" {
        return Ok(());
    }
    for token in effects.split(',') {
        let bad = || err(msg!("otomo-position-effect", token = token));
        let first = token.chars().next().ok_or_else(bad)?;
        let rest = &token[first.len_utf8()..];
        let effect = match first {
            'T' => {
                let sq = parse_square(rest.as_bytes())
                    .filter(|_| rest.len() == 2)
                    .ok_or_else(bad)?;
                Effect::Prince(sq)
            }
            '@' => {
                let (sq, kind) = rest.split_once(':').ok_or_else(bad)?;
                let sq = parse_square(sq.as_bytes())
                    .filter(|_| sq.len() == 2)
                    .ok_or_else(bad)?;
                let kind = parse_kind(kind)
                    .filter(|k| *k != Kind::King)
                    .ok_or_else(bad)?;
                Effect::Passenger(Passenger {
                    carrier: sq as u8,
                    kind,
                })
            }
            'D' | 'd' => {
                let f = rest
                    .parse::<usize>()
                    .ok()
                    .filter(|f| (1..=9).contains(f))
                    .ok_or_else(bad)?;
                let colour = (first == 'd') as usize;
                Effect::DoublePawns { colour, file: f }
            }
            '!' => {
                let sq = parse_square(rest.as_bytes())
                    .filter(|_| rest.len() == 2)
                    .ok_or_else(bad)?;
                Effect::Protected(sq)
            }
            'U' | 'u' => {
                let u = read_undo(rest).ok_or_else(bad)?;
                Effect::Last {
                    colour: (first == 'u') as usize,
                    undo: u,
                }
            }
            _ => return Err(bad()),
        };
        fields.effects.push((token.to_string(), effect));
    }
    Ok(())
}

/// Splits an extended SFEN into its standard part and, when present, the
/// two card fields with their byte offset.
pub fn split_card_fields(text: &str) -> (&str, Option<(usize, &str, &str)>) {
    let trimmed = text.trim_end();
    let words: Vec<(usize, &str)> = trimmed
        .split(' ')
        .scan(0, |at, w| {
            let start = *at;
            *at += w.len() + 1;
            Some((start, w))
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    let skip = usize::from(words.first().is_some_and(|(_, w)| *w == "sfen"));
    if words.len() != skip + 6 {
        return (text, None);
    }
    let (at, spent) = words[skip + 4];
    let effects = words[skip + 5].1;
    (trimmed[..at].trim_end(), Some((at, spent, effects)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Configure, MoveList, PositionText, RuleSpec, Rules};
    use crate::variants::otomo::Otomo;
    use proptest::prelude::*;

    /// The position strings of a game with cards played at random from
    /// `seed`, one a ply: the board, the cards spent, 太, passengers and the
    /// last moves as play leaves them.
    fn played(mut seed: u64, plies: usize) -> Vec<String> {
        let config = Otomo::configure(&RuleSpec::parse("otomo")).unwrap();
        let mut p = Otomo::start(&config);
        let mut texts = vec![Otomo::write_position(&p)];
        for _ in 0..plies {
            let mut moves = MoveList::new();
            Otomo::legal_moves(&p, &mut moves);
            if moves.is_empty() || Otomo::outcome(&p).is_some() {
                break;
            }
            seed = (seed.wrapping_mul(6364136223846793005)).wrapping_add(1442695040888963407);
            Otomo::play(&mut p, &moves[(seed >> 33) as usize % moves.len()]);
            texts.push(Otomo::write_position(&p));
        }
        texts
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]
        #[test]
        fn a_position_string_reads_into_a_setup_and_writes_back(seed in any::<u64>()) {
            for text in played(seed, 60) {
                let mut s = Setup::default();
                prop_assert_eq!(parse(&text, &mut s), Ok(()));
                prop_assert_eq!(setup::Setup::check(&s), Ok(()));
                prop_assert_eq!(s.to_text(), text);
            }
        }
    }

    #[test]
    fn a_rule_broken_before_a_fault_of_the_grammar_is_reported_first() {
        let start = usi::START_SFEN;
        let e = read(&format!("{start} - T5e,@5e")).unwrap_err();
        assert_eq!(e.message, "T5e: a 太 needs a gold on 5e");
        let e = read(&format!("{start} - @5e,T6i")).unwrap_err();
        assert!(
            e.message
                .to_string()
                .starts_with("`@5e` is not a card effect"),
            "{e:?}"
        );
    }
}
