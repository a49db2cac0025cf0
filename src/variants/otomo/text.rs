//! Card moves in USI form and the card fields of the extended SFEN.
//!
//! A card move is the card (letter, or number 01-16) and `:` before the
//! move: `Q:5i1e`, `D:P*5e`, `G:7g7f+`, `U:2g2f`, `C:P*5e`. Cards with a
//! second square: `I:7g7f/7h` (the protected silver), `Y:5e5a/4d` (the
//! piece boarding from 4d), `S:2h2c+2b` (two legs), `W:7g`, `E:3c`. A
//! carrier move setting its passenger down: `5e5a/4a`. Read with nom; the
//! plain shogi move inside is shogi's hand-written USI reader.

use nom::branch::alt;
use nom::bytes::complete::{take, take_while_m_n};
use nom::character::complete::{anychar, char};
use nom::combinator::opt;
use nom::error::ErrorKind;
use nom::sequence::terminated;
use nom::{IResult, Parser};

use super::CardMove;
use super::apply::State;
use super::{Card, Cards, Passenger, Undo};
use crate::game::PositionError;
use crate::messages::Msg;
use crate::msg;
use crate::variants::japanese;
use crate::variants::shogi::bitboard::{Squares, bit, file_of, rank_of, square};
use crate::variants::shogi::board::{Kind, Move, Piece};
use crate::variants::shogi::usi::{self, parse_square, square_name};

/// The card prefix `Q:` or `01:`: the card and bytes taken.
pub fn parse_card_prefix(text: &str) -> Option<(Card, usize)> {
    taken(card_prefix, text)
}

/// `Q:` or `01:`.
fn card_prefix(text: &str) -> IResult<&str, Card> {
    let number = take_while_m_n(2, 2, |c: char| c.is_ascii_digit())
        .map_opt(|n: &str| Card::from_number(n.parse().ok()?));
    let letter = anychar.map_opt(Card::from_letter);
    terminated(alt((number, letter)), char(':')).parse(text)
}

/// What `parser` reads from the front of `text`, and the bytes it took.
pub(super) fn taken<'a, T>(
    mut parser: impl Parser<&'a str, Output = T, Error = nom::error::Error<&'a str>>,
    text: &'a str,
) -> Option<(T, usize)> {
    let (rest, value) = parser.parse(text).ok()?;
    Some((value, text.len() - rest.len()))
}

/// A USI square, `7g`.
pub(super) fn usi_square(text: &str) -> IResult<&str, usize> {
    take(2usize)
        .map_opt(|t: &str| parse_square(t.as_bytes()))
        .parse(text)
}

/// A square in Japanese, `７六`.
fn japanese_square(text: &str) -> IResult<&str, usize> {
    let file = anychar.map_opt(|f| japanese::FILE_DIGITS.iter().position(|&c| c == f));
    let rank = anychar.map_opt(|r| japanese::RANK_NUMERALS.iter().position(|&c| c == r));
    (file, rank)
        .map(|(file, rank)| square(file, rank))
        .parse(text)
}

/// The two legs of 連続技 with `square` and the `promotion` mark after a
/// square the piece promotes on: from, the square between, to.
fn two_legs<'a>(
    square: fn(&'a str) -> IResult<&'a str, usize>,
    promotion: char,
    number: u8,
) -> impl Parser<&'a str, Output = Move, Error = nom::error::Error<&'a str>> {
    let promotes = move || opt(char(promotion)).map(|p| p.is_some());
    (square, square, promotes(), square, promotes()).map(move |(from, mid, p1, to, p2)| {
        Move::board(from, to, p2)
            .with_aux(mid, p1)
            .with_card(number)
    })
}

/// 治癒術 and 雷撃球 name one square: the move from it to itself.
fn one_square<'a>(
    square: fn(&'a str) -> IResult<&'a str, usize>,
    number: u8,
) -> impl Parser<&'a str, Output = Move, Error = nom::error::Error<&'a str>> {
    square.map(move |sq| Move::board(sq, sq, false).with_card(number))
}

/// The move part after the card prefix (or of a card-free move).
pub fn move_body(mv: Move) -> String {
    match (Card::of(mv), mv.from(), mv.aux()) {
        (Some(Card::Heal | Card::Thunder), Some(_), _) => square_name(mv.to()),
        (Some(Card::Twice), Some(from), Some(mid)) => {
            let plus = |p: bool| if p { "+" } else { "" };
            format!(
                "{}{}{}{}{}",
                square_name(from),
                square_name(mid),
                plus(mv.aux_promote()),
                square_name(mv.to()),
                plus(mv.promote())
            )
        }
        _ => {
            let base = usi::move_to_usi(mv.with_card(0).without_aux());
            match mv.aux() {
                Some(sq) => format!("{base}/{}", square_name(sq)),
                None => base,
            }
        }
    }
}

/// The body of a 連続技, 治癒術 or 雷撃球 move in Japanese squares, as KIF
/// and KI2 write it: `８七` (the piece sent to a hand), `８三８四８五`
/// (the two legs; `成` after a square that the piece promotes on).
pub fn japanese_body(mv: Move) -> String {
    let name = |sq: usize| japanese::square_name(file_of(sq) as u8 + 1, rank_of(sq) as u8 + 1);
    match (Card::of(mv), mv.from(), mv.aux()) {
        (Some(Card::Twice), Some(from), Some(mid)) => {
            let promoted = |p: bool| if p { "成" } else { "" };
            format!(
                "{}{}{}{}{}",
                name(from),
                name(mid),
                promoted(mv.aux_promote()),
                name(mv.to()),
                promoted(mv.promote())
            )
        }
        _ => name(mv.to()),
    }
}

/// Reads what [`japanese_body`] writes, for `card`: the move and bytes taken.
pub fn parse_japanese_body(card: Card, text: &str) -> Option<(Move, usize)> {
    let number = card.number();
    match card {
        Card::Heal | Card::Thunder => taken(one_square(japanese_square, number), text),
        Card::Twice => taken(two_legs(japanese_square, '成', number), text),
        _ => None,
    }
}

/// USI text of any move, card or not.
pub fn write_move(mv: Move) -> String {
    match Card::of(mv) {
        Some(card) => format!("{}:{}", card.letter(), move_body(mv)),
        None => move_body(mv),
    }
}

/// Reads the move part for `card` (None: a card-free move, possibly with
/// an unload square); the move and bytes taken.
pub fn parse_body(card: Option<Card>, text: &str) -> Option<(Move, usize)> {
    let number = card.map_or(0, Card::number);
    match card {
        Some(Card::Heal | Card::Thunder) => taken(one_square(usi_square, number), text),
        Some(Card::Twice) => taken(two_legs(usi_square, '+', number), text),
        _ => taken(|t| usi_body(card, t), text),
    }
}

/// A USI move for `card` or none, with the square after `/` where a
/// card names a second square or a carrier sets its passenger down. The
/// move itself is read by shogi's hand-written [`usi::parse_usi`], the
/// hot path of every USI record.
fn usi_body(card: Option<Card>, text: &str) -> IResult<&str, Move> {
    let fail = || nom::Err::Error(nom::error::Error::new(text, ErrorKind::Verify));
    let (mv, len) = usi::parse_usi(text).ok_or_else(fail)?;
    let rest = &text[len..];
    if mv.is_declaration() {
        return if card.is_none() {
            Ok((rest, mv))
        } else {
            Err(fail())
        };
    }
    let mv = mv.with_card(card.map_or(0, Card::number));
    // A `/` must be followed by a square: `7g7f/` reads as nothing.
    match opt(char('/')).parse(rest)? {
        (after, Some(_)) => usi_square.map(|sq| mv.with_aux(sq, false)).parse(after),
        (_, None) => Ok((rest, mv)),
    }
}

/// Reads one USI move with or without a card.
pub fn parse_move(text: &str) -> Option<(Move, usize)> {
    match parse_card_prefix(text) {
        Some((card, n)) => parse_body(Some(card), &text[n..]).map(|(mv, len)| (mv, n + len)),
        None => parse_body(None, text),
    }
}

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

/// Reads the two card fields onto `s` (whose board came from the first
/// four SFEN fields); `at` is the byte offset of the fields in the text.
// Long because it reads the card fields of the position string in order, each with its error at its
// own bytes.
pub fn read_card_fields(
    s: &mut State,
    spent: &str,
    effects: &str,
    at: usize,
) -> Result<(), PositionError> {
    let err = |m: Msg| PositionError::new(at, spent.len() + 1 + effects.len(), m);
    s.cards = Cards::default();
    if spent != "-" {
        for ch in spent.chars() {
            let card = Card::from_letter(ch.to_ascii_uppercase())
                .ok_or_else(|| err(msg!("otomo-position-card", letter = %ch)))?;
            let colour = if ch.is_ascii_uppercase() { 0 } else { 1 };
            s.cards.spend(colour, card);
        }
    }
    if effects == "-" {
        return Ok(());
    }
    for token in effects.split(',') {
        let bad = || err(msg!("otomo-position-effect", token = token));
        let first = token.chars().next().ok_or_else(bad)?;
        let rest = &token[first.len_utf8()..];
        match first {
            'T' => {
                let sq = parse_square(rest.as_bytes())
                    .filter(|_| rest.len() == 2)
                    .ok_or_else(bad)?;
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
            '@' => {
                let (sq, kind) = rest.split_once(':').ok_or_else(bad)?;
                let sq = parse_square(sq.as_bytes())
                    .filter(|_| sq.len() == 2)
                    .ok_or_else(bad)?;
                let kind = parse_kind(kind)
                    .filter(|k| *k != Kind::King)
                    .ok_or_else(bad)?;
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
                s.cards.add_passenger(Passenger {
                    carrier: sq as u8,
                    kind,
                });
            }
            'D' | 'd' => {
                let f = rest
                    .parse::<usize>()
                    .ok()
                    .filter(|f| (1..=9).contains(f))
                    .ok_or_else(bad)?;
                s.cards.double_pawn_files[(first == 'd') as usize] |= 1 << (f - 1);
            }
            '!' => {
                let sq = parse_square(rest.as_bytes())
                    .filter(|_| rest.len() == 2)
                    .ok_or_else(bad)?;
                s.cards.protected = sq as u8;
            }
            'U' | 'u' => {
                let u = read_undo(rest).ok_or_else(bad)?;
                s.cards.last[(first == 'u') as usize] = Some(u);
            }
            _ => return Err(bad()),
        }
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
