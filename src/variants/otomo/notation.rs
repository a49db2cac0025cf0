//! Card moves in CSA, KIF, KI2 and western: a wrapper around each shogi
//! notation. A card move is the side mark the notation uses (if any), the
//! card (its letter in CSA and western, its one-kanji label in KIF and KI2,
//! its number 01-16 in any), `:`, then the move in the notation's own form:
//! `+Q:5953OU`, `王:５三玉(59)`, `▲王:５三玉`, `Q:K-5c`. What shogi
//! notations cannot say is added in USI squares: `@5e` names the origin
//! when two card moves would read the same, `/4e` the card's extra square
//! (the boarding piece, the protected silver, where a passenger gets off).
//! 連続技, 治癒術 and 雷撃球 have no shogi form: their body is the squares
//! alone, in Japanese in KIF and KI2 (`連:２八２三成２二`, `治:７七`) and in
//! USI elsewhere (`S:2h2c+2b`, `W:7g`); USI squares are read everywhere.
//! The card and the suffixes are read with nom, the move by the shogi
//! notation it wraps.

use nom::branch::alt;
use nom::bytes::complete::{take, take_while_m_n};
use nom::character::complete::{anychar, char, satisfy};
use nom::combinator::{opt, recognize};
use nom::error::ErrorKind;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};

use super::CardMove;
use super::OtomoRule;
use super::movegen::legal_card_moves;
use super::{Card, InPlay, Otomo, Position, WithCards};
use crate::game::MoveList;
use crate::game::{Notation, Parsed, SyntaxError, Violation};
use crate::variants::japanese as numerals;
use crate::variants::shogi::bitboard::{file_of, rank_of, square};
use crate::variants::shogi::board::Move;
use crate::variants::shogi::notation::usi::{self, parse_square, square_name};
use crate::variants::shogi::notation::{Usi, japanese};
use crate::variants::shogi::{self, Shogi};

/// How a notation names a card.
#[derive(Clone, Copy)]
pub enum Token {
    Letter,
    Label,
}

/// A shogi notation that also reads and writes card moves: a notation of
/// Shogi no Otomo.
pub struct Carded<N>(pub N, pub Token);

#[derive(Debug)]
pub enum CardedText<T> {
    /// A move without a card (a carrier move may set its passenger down).
    Plain(T, Option<usize>),
    /// A card move whose body is a move of the notation.
    Card {
        card: Card,
        base: T,
        raw: String,
        from: Option<usize>,
        aux: Option<usize>,
    },
    /// A card move with a USI body (連続技, 治癒術, 雷撃球).
    Usi(Move),
}

const MARKS: [char; 7] = ['▲', '△', '☗', '☖', '▽', '+', '-'];

/// Reads the card token after the optional side mark: card, bytes taken.
fn card_token(text: &str) -> Option<(Card, usize)> {
    taken(card_and_colon, text)
}

/// The card, by its number 01-16, its letter or its one-kanji label, and
/// `:` (or `：`) after it.
fn card_and_colon(text: &str) -> IResult<&str, Card> {
    let number = take_while_m_n(2, 2, |c: char| c.is_ascii_digit())
        .map_opt(|n: &str| Card::from_number(n.parse().ok()?));
    let letter = satisfy(|c| c.is_ascii_uppercase()).map_opt(Card::from_letter);
    let label = recognize(anychar).map_opt(Card::from_label);
    let colon = alt((char(':'), char('：')));
    terminated(alt((number, letter, label)), colon).parse(text)
}

/// An `@sq` or `/sq` suffix at the front of `rest`: the square and bytes.
fn suffix(rest: &str, mark: char) -> Option<(usize, usize)> {
    taken(preceded(char(mark), usi_square), rest)
}

/// The text before an `@` or `/` suffix in the first word (no shogi
/// notation uses either character), so that the base parser sees its move
/// end there.
fn before_suffix(text: &str) -> &str {
    let word = text.find([' ', '\t', '\n', '\r']).unwrap_or(text.len());
    match text[..word].find(['@', '/']) {
        Some(at) => &text[..at],
        None => text,
    }
}

/// The shogi position a card's move is written against: for 時遡行 the
/// board after the undo.
fn base_position(pos: &Position, card: Card) -> shogi::Position {
    if card == Card::Rewind {
        let mut s = pos.state();
        if s.rewind().is_ok() {
            return pos.shogi().with_board(s.board);
        }
    }
    pos.shogi().clone()
}

impl<N: Notation<Shogi>> Carded<N> {
    /// The wrapped notation's name.
    fn base_name(&self) -> &'static str {
        self.0.name()
    }

    /// KIF and KI2 name squares in Japanese (`７六`).
    fn japanese(&self) -> bool {
        matches!(self.base_name(), "kif" | "ki2")
    }

    fn token(&self, card: Card) -> String {
        match self.1 {
            Token::Letter => card.letter().to_string(),
            Token::Label => card.label().to_string(),
        }
    }

    /// Whether `raw` is how the notation writes the base of the card move
    /// `mv`. KIF reads a move without its origin (`▲４八桂`) as KI2 writes
    /// it, so a KIF card move may be written so too: the origin is then the
    /// card's to find, since no shogi move of that piece reaches the square.
    fn writes_base(&self, pos: &Position, mv: Move, raw: &str) -> bool {
        self.base_text(pos, mv) == raw
            || (self.base_name() == "kif"
                && Carded(japanese::Ki2, self.1).base_text(pos, mv) == raw)
    }

    /// The notation's text of a card move's base (mark included).
    fn base_text(&self, pos: &Position, mv: Move) -> String {
        let card = Card::of(mv).expect("a card move");
        let text = self
            .0
            .print(&base_position(pos, card), &mv.with_card(0).without_aux());
        if card == Card::Ripen {
            with_promotion(self.base_name(), text)
        } else {
            text
        }
    }
}

/// Adds the promotion mark a notation leaves out where the zone does not
/// allow promotion (熟成果 promotes anyway): 成 in KIF and KI2, `+` in
/// western. CSA already names the promoted piece.
fn with_promotion(notation: &str, mut text: String) -> String {
    match notation {
        "kif" if !text.contains('成') => match text.find('(') {
            Some(at) => text.insert(at, '成'),
            None => text.push('成'),
        },
        "ki2" if !text.contains('成') => text.push('成'),
        "western" if !text.ends_with('+') => text.push('+'),
        _ => {}
    }
    text
}

impl<N: Notation<Shogi>> Notation<Otomo> for Carded<N> {
    type Text = CardedText<N::Text>;

    fn name(&self) -> &'static str {
        self.base_name()
    }

    fn parse(&self, input: &str) -> Result<Parsed<Self::Text>, SyntaxError> {
        let mark = input
            .chars()
            .next()
            .filter(|c| MARKS.contains(c))
            .map_or(0, char::len_utf8);
        let Some((card, taken)) = card_token(&input[mark..]) else {
            let mut parsed = self.0.parse(before_suffix(input))?;
            let aux = suffix(&input[parsed.len..], '/');
            parsed.len += aux.map_or(0, |a| a.1);
            return Ok(Parsed {
                text: CardedText::Plain(parsed.text, aux.map(|a| a.0)),
                len: parsed.len,
                notes: parsed.notes,
            });
        };
        let body_at = mark + taken;
        if matches!(card, Card::Twice | Card::Heal | Card::Thunder) {
            // KIF and KI2 write these bodies in Japanese squares; USI
            // squares are read in every notation.
            let japanese = if self.japanese() {
                parse_japanese_body(card, &input[body_at..])
            } else {
                None
            };
            let (mv, len) = japanese
                .or_else(|| parse_body(Some(card), &input[body_at..]))
                .ok_or_else(|| {
                    let message = crate::msg!(
                        "otomo-expected-body",
                        card = card.name(),
                        body = if card == Card::Twice {
                            "legs"
                        } else {
                            "square"
                        }
                    );
                    SyntaxError::new(body_at, input.len() - body_at, message)
                })?;
            return Ok(Parsed {
                text: CardedText::Usi(mv),
                len: body_at + len,
                notes: Vec::new(),
            });
        }
        // The base parser sees the mark too.
        let base_input = format!("{}{}", &input[..mark], before_suffix(&input[body_at..]));
        let parsed = self.0.parse(&base_input).map_err(|e| SyntaxError {
            offset: if e.offset >= mark {
                e.offset + taken
            } else {
                e.offset
            },
            ..e
        })?;
        let raw = base_input[..parsed.len].to_string();
        let mut len = body_at + parsed.len - mark;
        let from = suffix(&input[len..], '@');
        len += from.map_or(0, |f| f.1);
        let aux = suffix(&input[len..], '/');
        len += aux.map_or(0, |a| a.1);
        Ok(Parsed {
            text: CardedText::Card {
                card,
                base: parsed.text,
                raw,
                from: from.map(|f| f.0),
                aux: aux.map(|a| a.0),
            },
            len,
            notes: parsed.notes,
        })
    }

    fn resolve(&self, pos: &Position, text: &Self::Text) -> Result<Move, Violation> {
        match text {
            CardedText::Plain(t, aux) => {
                let mv = self.0.resolve(pos, t).map_err(super::renamed)?;
                Ok(aux.map_or(mv, |sq| mv.with_aux(sq, false)))
            }
            CardedText::Usi(mv) => Ok(*mv),
            CardedText::Card {
                card,
                base,
                raw,
                from,
                aux,
            } => {
                let number = card.number();
                let s = pos.state();
                let mut legal = MoveList::new();
                legal_card_moves(&s, *card, &mut legal, InPlay::ALL);
                let matching: Vec<Move> = legal
                    .into_iter()
                    .filter(|m| {
                        m.aux() == *aux
                            && from.is_none_or(|f| m.from() == Some(f))
                            && self.writes_base(pos, *m, raw)
                    })
                    .collect();
                if let [mv] = matching.as_slice() {
                    return Ok(*mv);
                }
                if matching.len() > 1 {
                    return Err(Violation::new(
                        OtomoRule::Ambiguous,
                        crate::msg!(
                            "otomo-ambiguous",
                            text = raw,
                            card = card.name(),
                            n = matching.len()
                        ),
                    )
                    .help(crate::msg!("otomo-ambiguous-help")));
                }
                // Not a legal card move: resolve the base for the diagnostic.
                let mv = self
                    .0
                    .resolve(&base_position(pos, *card), base)
                    .map_err(super::renamed)?
                    .with_card(number);
                let mv = if *card == Card::Prince {
                    Move::board(mv.from().unwrap_or(0), mv.to(), true).with_card(number)
                } else {
                    mv
                };
                Ok(aux.map_or(mv, |sq| mv.with_aux(sq, false)))
            }
        }
    }

    fn print(&self, pos: &Position, mv: &Move) -> String {
        let Some(card) = Card::of(*mv) else {
            let base = self.0.print(pos, &mv.without_aux());
            return match mv.aux() {
                Some(sq) => format!("{base}/{}", square_name(sq)),
                None => base,
            };
        };
        if matches!(card, Card::Twice | Card::Heal | Card::Thunder) {
            let mark = match self.base_name() {
                "csa" => {
                    if pos.board().side == 0 {
                        "+"
                    } else {
                        "-"
                    }
                }
                "ki2" => {
                    if pos.board().side == 0 {
                        "▲"
                    } else {
                        "△"
                    }
                }
                _ => "",
            };
            let body = if self.japanese() {
                japanese_body(*mv)
            } else {
                move_body(*mv)
            };
            return format!("{mark}{}:{body}", self.token(card));
        }
        let base = self.base_text(pos, *mv);
        let mark = base
            .chars()
            .next()
            .filter(|c| MARKS.contains(c))
            .map_or(0, char::len_utf8);
        let mut out = format!("{}{}:{}", &base[..mark], self.token(card), &base[mark..]);
        let mut legal = MoveList::new();
        legal_card_moves(&pos.state(), card, &mut legal, InPlay::ALL);
        let twins = legal
            .iter()
            .filter(|m| m.aux() == mv.aux() && self.base_text(pos, **m) == base)
            .count();
        if twins > 1 {
            out.push_str(&format!(
                "@{}",
                square_name(mv.from().expect("only board moves can share a text"))
            ));
        }
        if let Some(sq) = mv.aux() {
            out.push_str(&format!("/{}", square_name(sq)));
        }
        out
    }
}

/// USI with card moves: `7g7f`, `P*5e`, `Q:5i5e` (see [`parse_move`]).
pub const USI: Usi = Usi {
    read: parse_move,
    write: write_move,
    expected: "otomo-expected-usi",
};

// Card moves in USI form: the card (letter, or number 01-16) and `:`
// before the move: `Q:5i1e`, `D:P*5e`, `G:7g7f+`, `U:2g2f`, `C:P*5e`.
// Cards with a second square: `I:7g7f/7h` (the protected silver),
// `Y:5e5a/4d` (the piece boarding from 4d), `S:2h2c+2b` (two legs), `W:7g`,
// `E:3c`. A carrier move setting its passenger down: `5e5a/4a`. Read with
// nom; the plain shogi move inside is shogi's hand-written USI reader.

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
fn taken<'a, T>(
    mut parser: impl Parser<&'a str, Output = T, Error = nom::error::Error<&'a str>>,
    text: &'a str,
) -> Option<(T, usize)> {
    let (rest, value) = parser.parse(text).ok()?;
    Some((value, text.len() - rest.len()))
}

/// A USI square, `7g`.
fn usi_square(text: &str) -> IResult<&str, usize> {
    take(2usize)
        .map_opt(|t: &str| parse_square(t.as_bytes()))
        .parse(text)
}

/// A square in Japanese, `７六`.
fn japanese_square(text: &str) -> IResult<&str, usize> {
    let file = anychar.map_opt(|f| numerals::FILE_DIGITS.iter().position(|&c| c == f));
    let rank = anychar.map_opt(|r| numerals::RANK_NUMERALS.iter().position(|&c| c == r));
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
    let name = |sq: usize| numerals::square_name(file_of(sq) as u8 + 1, rank_of(sq) as u8 + 1);
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
