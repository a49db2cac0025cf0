//! The move notations: `canonical` (the printer of record) and `forum`, a
//! lenient reader of every spelling seen in the 1994-95 logs.
//!
//! Both read with one grammar; the canonical reader refuses what the forum
//! reader accepts with a [`Normalisation`] note.

use nom::{IResult, Parser, character::complete::anychar, combinator::peek};

use super::ChatraRule;
use crate::game::{Normalisation, Notation, Parsed, Side, SyntaxError, Violation};
use crate::messages::Msg;

use super::Chatra;
use super::board::{Kind, Piece, Square};
use super::position::{Move, Position};

/// One ply as written, before it is resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// A ●○★☆ prefix.
    pub glyph: Option<Piece>,
    /// Written with `O`: an object drop or move.
    pub object: bool,
    pub from: Option<Square>,
    /// `None` for a pass.
    pub to: Option<Square>,
    pub capture: bool,
    pub check: bool,
}

/// The canonical notation: `f9`, `Oh1`, `Oxg2`, `e12-g6`, `g4xg6`, `+`.
pub struct Canonical;
/// The forum reader: upper case, full-width, zero-padded rows, `ー`, `→`, `X`, glyphs.
pub struct Forum;

/// A lenient spelling, with its note.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Lenient {
    FullWidth,
    UpperCase,
    ZeroPad,
    Separator,
    CaptureX,
    Glyph,
    LowerObject,
    Pass,
    Ordinal,
}

impl Lenient {
    fn message(self) -> Msg {
        Msg::new(match self {
            Lenient::FullWidth => "chatra-lenient-full-width",
            Lenient::UpperCase => "chatra-lenient-upper-case",
            Lenient::ZeroPad => "chatra-lenient-zero-pad",
            Lenient::Separator => "chatra-lenient-separator",
            Lenient::CaptureX => "chatra-lenient-capture-x",
            Lenient::Glyph => "chatra-lenient-glyph",
            Lenient::LowerObject => "chatra-lenient-lower-object",
            Lenient::Pass => "chatra-lenient-pass",
            Lenient::Ordinal => "chatra-lenient-ordinal",
        })
    }
}

/// A reader over the input that records lenient spellings.
struct Reader<'a> {
    input: &'a str,
    rest: &'a str,
    lenient: bool,
    notes: Vec<Normalisation>,
}

type Res<T> = Result<T, SyntaxError>;

/// Folds a full-width ASCII character to ASCII.
fn fold(c: char) -> (char, bool) {
    match crate::lenient::fold_fullwidth(c) {
        Some(a) => (a, true),
        None => (c, false),
    }
}

fn next_char(input: &str) -> IResult<&str, char> {
    anychar.parse(input)
}

impl<'a> Reader<'a> {
    fn at(&self) -> usize {
        self.input.len() - self.rest.len()
    }

    fn error(&self, message: Msg) -> SyntaxError {
        let len = self.rest.chars().next().map_or(0, char::len_utf8);
        SyntaxError::new(self.at(), len, message)
    }

    /// Records a lenient spelling of `len` bytes at `offset`, or refuses it.
    fn note(&mut self, kind: Lenient, offset: usize, len: usize) -> Res<()> {
        if !self.lenient {
            let message = crate::msg!("chatra-not-canonical", note = kind.message());
            return Err(SyntaxError::new(offset, len, message));
        }
        let message = kind.message();
        if let Some(last) = self.notes.last_mut() {
            if last.message == message && last.offset + last.len == offset {
                last.len += len;
                return Ok(());
            }
        }
        self.notes.push(Normalisation {
            offset,
            len,
            message,
        });
        Ok(())
    }

    /// The next character, folded to ASCII; notes a full-width one.
    fn peek(&self) -> Option<(char, bool, usize)> {
        let (_, c) = peek(next_char).parse(self.rest).ok()?;
        let (a, wide) = fold(c);
        Some((a, wide, c.len_utf8()))
    }

    fn take(&mut self, len: usize, wide: bool) -> Res<()> {
        let at = self.at();
        self.rest = &self.rest[len..];
        if wide {
            self.note(Lenient::FullWidth, at, len)
        } else {
            Ok(())
        }
    }

    fn square(&mut self) -> Res<Square> {
        let at = self.at();
        let (c, wide, len) = self
            .peek()
            .ok_or_else(|| self.error(crate::msg!("chatra-expected-square")))?;
        let file = match c {
            'a'..='l' => c as u8 - b'a',
            'A'..='L' => c as u8 - b'A',
            _ => return Err(self.error(crate::msg!("chatra-expected-file"))),
        };
        self.take(len, wide)?;
        if c.is_ascii_uppercase() {
            self.note(Lenient::UpperCase, at, len)?;
        }
        let mut digits = String::new();
        let digits_at = self.at();
        while let Some((d, wide, len)) = self.peek().filter(|(d, ..)| d.is_ascii_digit()) {
            if digits.len() == 3 {
                break;
            }
            digits.push(d);
            self.take(len, wide)?;
        }
        let trimmed = digits.trim_start_matches('0');
        if trimmed.is_empty() {
            let message = crate::msg!("chatra-expected-row");
            return Err(SyntaxError::new(digits_at, 0, message));
        }
        if trimmed.len() < digits.len() {
            self.note(Lenient::ZeroPad, digits_at, digits.len() - trimmed.len())?;
        }
        match trimmed.parse::<i8>() {
            Ok(row @ 1..=12) => Ok(Square::at(file as i8, row - 1).expect("on the board")),
            _ => Err(SyntaxError::new(
                digits_at,
                self.at() - digits_at,
                crate::msg!("chatra-row-off-board", row = trimmed),
            )),
        }
    }

    /// `x`, or a lenient capture mark.
    fn capture(&mut self) -> Res<bool> {
        let at = self.at();
        match self.peek() {
            Some(('x', wide, len)) => self.take(len, wide).map(|_| true),
            Some(('X', wide, len)) => {
                self.take(len, wide)?;
                self.note(Lenient::CaptureX, at, len).map(|_| true)
            }
            Some(_) if self.rest.starts_with('×') => {
                self.rest = &self.rest['×'.len_utf8()..];
                self.note(Lenient::CaptureX, at, '×'.len_utf8())
                    .map(|_| true)
            }
            _ => Ok(false),
        }
    }

    fn separator(&mut self) -> Res<bool> {
        let at = self.at();
        if let Some(r) = self.rest.strip_prefix('-') {
            self.rest = r;
            return Ok(true);
        }
        for s in ['ー', '－', '→', '―', '‐', '−'] {
            // A look-alike of `-` joins two squares only: before anything
            // else it parts the move from what follows (`f1→2.Oc11`).
            let joins = |r: &str| {
                r.chars()
                    .next()
                    .is_some_and(|c| fold(c).0.is_ascii_alphabetic())
            };
            if let Some(r) = self.rest.strip_prefix(s).filter(|r| joins(r)) {
                self.rest = r;
                self.note(Lenient::Separator, at, s.len_utf8())?;
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `第13手 ●e08`, `第1手(i6)`: the ordinal of the posts' titles and
    /// game reports around a move. Returns the closing bracket expected.
    fn ordinal(&mut self) -> Res<Option<char>> {
        let Some(r) = self.rest.strip_prefix('第') else {
            return Ok(None);
        };
        let digits = r.len() - r.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let Some(after) = r[digits..].strip_prefix('手').filter(|_| digits > 0) else {
            return Ok(None);
        };
        let at = self.at();
        let trimmed = after.trim_start_matches([' ', '\u{3000}']);
        let (rest, close) = match trimmed.chars().next() {
            Some('(') => (&trimmed[1..], Some(')')),
            Some('（') => (&trimmed['（'.len_utf8()..], Some('）')),
            _ => (trimmed, None),
        };
        let len = self.rest.len() - rest.len();
        self.rest = rest;
        self.note(Lenient::Ordinal, at, len)?;
        Ok(close.or(Some(' ')))
    }

    fn ply(&mut self) -> Res<Written> {
        let close = self.ordinal()?;
        let w = self.bare_ply()?;
        if let Some(c) = close.filter(|&c| c != ' ') {
            let at = self.at();
            match self.rest.strip_prefix(c) {
                Some(r) => {
                    self.rest = r;
                    self.note(Lenient::Ordinal, at, c.len_utf8())?;
                }
                None => {
                    return Err(self.error(crate::msg!("chatra-expected-close", close = %c)));
                }
            }
        }
        Ok(w)
    }

    fn bare_ply(&mut self) -> Res<Written> {
        let mut w = Written {
            glyph: None,
            object: false,
            from: None,
            to: None,
            capture: false,
            check: false,
        };
        let at = self.at();
        for (g, piece) in [
            ('●', Piece::new(Side::First, Kind::Subject)),
            ('○', Piece::new(Side::Second, Kind::Subject)),
            ('★', Piece::new(Side::First, Kind::Object)),
            ('☆', Piece::new(Side::Second, Kind::Object)),
        ] {
            if let Some(r) = self.rest.strip_prefix(g) {
                self.rest = r;
                self.note(Lenient::Glyph, at, g.len_utf8())?;
                w.glyph = Some(piece);
                break;
            }
        }
        if let Some(r) = self.rest.strip_prefix("pass") {
            self.rest = r;
        } else if let Some(r) = self.rest.strip_prefix("パス") {
            let at = self.at();
            self.rest = r;
            self.note(Lenient::Pass, at, "パス".len())?;
        } else {
            let at = self.at();
            match self.peek() {
                Some(('O', wide, len)) => {
                    self.take(len, wide)?;
                    w.object = true;
                }
                Some(('o', wide, len)) => {
                    self.take(len, wide)?;
                    self.note(Lenient::LowerObject, at, len)?;
                    w.object = true;
                }
                _ => {}
            }
            if w.object {
                w.capture = self.capture()?;
                w.to = Some(self.square()?);
            } else {
                let first = self.square()?;
                let sep = self.separator()?;
                let capture = self.capture()?;
                if sep || capture {
                    w.from = Some(first);
                    w.capture = capture;
                    w.to = Some(self.square()?);
                } else {
                    w.to = Some(first);
                }
            }
        }
        let at = self.at();
        if let Some(r) = self.rest.strip_prefix('+') {
            self.rest = r;
            w.check = true;
        } else if let Some(r) = self.rest.strip_prefix('＋') {
            self.rest = r;
            w.check = true;
            self.note(Lenient::FullWidth, at, '＋'.len_utf8())?;
        }
        if self
            .rest
            .chars()
            .next()
            .is_some_and(|c| fold(c).0.is_ascii_alphanumeric())
        {
            return Err(self.error(crate::msg!("chatra-unexpected-after")));
        }
        Ok(w)
    }
}

fn read(input: &str, lenient: bool) -> Result<Parsed<Written>, SyntaxError> {
    let mut r = Reader {
        input,
        rest: input,
        lenient,
        notes: Vec::new(),
    };
    let text = r.ply()?;
    Ok(Parsed {
        len: r.at(),
        text,
        notes: r.notes,
    })
}

/// The move `w` denotes in `pos`, with the marks checked.
fn resolve(pos: &Position, w: &Written) -> Result<Move, Violation> {
    let side = pos.side;
    if let Some(g) = w.glyph {
        if g.side != side {
            return Err(Violation::new(
                ChatraRule::WrongSide,
                crate::msg!(
                    "chatra-wrong-side",
                    glyph = %g.glyph(),
                    side = side.key()
                ),
            ));
        }
        if g.kind == Kind::Subject && w.object {
            return Err(Violation::new(
                ChatraRule::WrongPiece,
                crate::msg!("chatra-subject-glyph-on-object"),
            ));
        }
    }
    let Some(to) = w.to else {
        return Ok(Move::Pass);
    };
    let object = w.object || w.glyph.is_some_and(|g| g.kind == Kind::Object);
    let mv = if object {
        if pos.object_in_hand[side.index()] {
            Move::DropObject(to)
        } else {
            let from = pos.object(side).ok_or_else(|| {
                Violation::new(ChatraRule::NoPiece, crate::msg!("chatra-no-own-object"))
            })?;
            Move::Shift { from, to }
        }
    } else {
        match w.from {
            Some(from) => {
                if pos
                    .at(from)
                    .is_some_and(|p| p.side == side && p.kind == Kind::Object)
                {
                    return Err(Violation::new(
                        ChatraRule::WrongPiece,
                        crate::msg!("chatra-holds-object", from = %from, to = %to),
                    ));
                }
                Move::Shift { from, to }
            }
            None => Move::Drop(to),
        }
    };
    let captures = matches!(mv, Move::Shift { .. }) && pos.at(to).is_some_and(|p| p.side != side);
    if w.capture && !captures {
        return Err(Violation::new(
            ChatraRule::CaptureMark,
            crate::msg!("chatra-capture-mark-nothing", sq = %to),
        ));
    }
    if !w.capture && captures {
        return Err(Violation::new(
            ChatraRule::CaptureMark,
            crate::msg!("chatra-capture-mark-missing", sq = %to),
        ));
    }
    if w.check && pos.pre_verdict(mv).is_ok() && !gives_check(pos, mv) {
        return Err(Violation::new(
            ChatraRule::CheckMark,
            crate::msg!("chatra-check-mark"),
        ));
    }
    Ok(mv)
}

/// Whether `mv` (passing the pre-move rules) attacks the enemy object.
pub fn gives_check(pos: &Position, mv: Move) -> bool {
    // On a copy of the state: the history is not needed for a check.
    let mut next = *pos.state();
    next.make(mv);
    next.in_check(next.side)
}

/// The canonical text of `mv` in `pos`.
pub fn print(pos: &Position, mv: Move) -> String {
    let side = pos.side;
    let mut out = match mv {
        Move::Pass => "pass".to_string(),
        Move::Drop(s) => s.to_string(),
        Move::DropObject(s) => format!("O{s}"),
        Move::Shift { from, to } => {
            let x = if pos.at(to).is_some_and(|p| p.side != side) {
                "x"
            } else {
                ""
            };
            if pos.at(from).is_some_and(|p| p.kind == Kind::Object) {
                format!("O{x}{to}")
            } else if x.is_empty() {
                format!("{from}-{to}")
            } else {
                format!("{from}x{to}")
            }
        }
    };
    if mv != Move::Pass && pos.pre_verdict(mv).is_ok() && gives_check(pos, mv) {
        out.push('+');
    }
    out
}

impl Notation<Chatra> for Canonical {
    type Text = Written;
    fn name(&self) -> &'static str {
        "canonical"
    }
    fn parse(&self, input: &str) -> Result<Parsed<Written>, SyntaxError> {
        read(input, false)
    }
    fn resolve(&self, pos: &Position, text: &Written) -> Result<Move, Violation> {
        resolve(pos, text)
    }
    fn print(&self, pos: &Position, mv: &Move) -> String {
        print(pos, *mv)
    }
}

impl Notation<Chatra> for Forum {
    type Text = Written;
    fn name(&self) -> &'static str {
        "forum"
    }
    fn parse(&self, input: &str) -> Result<Parsed<Written>, SyntaxError> {
        read(input, true)
    }
    fn resolve(&self, pos: &Position, text: &Written) -> Result<Move, Violation> {
        resolve(pos, text)
    }
    /// The forum wrote moves as the canonical form does (post 01058).
    fn print(&self, pos: &Position, mv: &Move) -> String {
        print(pos, *mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notes(text: &str) -> (Written, usize, Vec<String>) {
        let p = read(text, true).unwrap();
        (
            p.text,
            p.len,
            p.notes.into_iter().map(|n| n.message.to_string()).collect(),
        )
    }

    #[test]
    fn canonical_forms() {
        for text in [
            "f9", "Oh1", "Of11", "e12-g6", "g4xg6", "Oxg2", "g9-g7+", "pass",
        ] {
            let p = read(text, false).unwrap();
            assert_eq!(p.len, text.len(), "{text}");
            assert!(p.notes.is_empty());
        }
        let p = read("e12-g6 8.g4xg6", false).unwrap();
        assert_eq!(p.len, 6);
        assert_eq!(p.text.from, Square::parse("e12"));
    }

    #[test]
    fn canonical_refuses_forum_spellings() {
        for text in [
            "g012", "F12", "g9ーg7+", "i5→k5", "g4Xg6", "●e08", "ｆ９", "m1", "a13", "g0", "",
        ] {
            assert!(read(text, false).is_err(), "{text}");
        }
    }

    #[test]
    fn forum_forms_each_with_its_note() {
        let (w, len, n) = notes("g012");
        assert_eq!((w.to, len), (Square::parse("g12"), 4));
        assert_eq!(n, ["zero-padded row number read without the zero"]);
        let (w, _, n) = notes("h01-b01");
        assert_eq!((w.from, w.to), (Square::parse("h1"), Square::parse("b1")));
        assert_eq!(n.len(), 2);
        let (w, _, n) = notes("g9ーg7+");
        assert!(w.check);
        assert_eq!(n, ["separator read as `-`"]);
        let (_, _, n) = notes("i5→k5");
        assert_eq!(n, ["separator read as `-`"]);
        let (w, _, n) = notes("J8ーF12");
        assert_eq!((w.from, w.to), (Square::parse("j8"), Square::parse("f12")));
        assert_eq!(n.len(), 3);
        let (w, _, n) = notes("g4Xg6");
        assert!(w.capture);
        assert_eq!(n, ["`X` read as the capture mark `x`"]);
        let (w, len, n) = notes("ｇ４ｘｇ６");
        assert!(w.capture);
        assert_eq!(len, "ｇ４ｘｇ６".len());
        assert_eq!(n, ["full-width characters read as ASCII"]);
        let (w, _, n) = notes("●e08");
        assert_eq!(w.glyph, Some(Piece::new(Side::First, Kind::Subject)));
        assert_eq!(n.len(), 2);
        let (w, len, n) = notes("第1手(i6)");
        assert_eq!((w.to, len), (Square::parse("i6"), "第1手(i6)".len()));
        assert_eq!(n.len(), 2, "the ordinal and its bracket");
        let (w, _, _) = notes("第13手 ●e08");
        assert_eq!(w.to, Square::parse("e8"));
        assert!(read("第1手(i6)", false).is_err());
        let (w, _, _) = notes("☆Ob11");
        assert!(w.object);
        assert_eq!(w.to, Square::parse("b11"));
    }

    #[test]
    fn hyphenated_squares_are_not_moves() {
        assert!(read("F-1", true).is_err());
        assert!(read("A-1", true).is_err());
    }
}
