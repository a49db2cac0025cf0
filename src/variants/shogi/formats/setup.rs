//! [`Setup`], a shogi position as a record states it: the board, the
//! hands, the side to move and the move number, before any rule has looked
//! at it (after shakmaty's `Setup`). KIF's board diagram, CSA's `P` lines
//! and JKF's `initial.data` are each read into one, which becomes the
//! record's position in one place ([`Setup::sfen`]); and each format's
//! writer draws its board from the one [`Setup::from_sfen`] reads.

use crate::messages::Msg;
use crate::msg;

use crate::variants::shogi::board::{Colour, HAND_ORDER, Kind, Piece};

/// The board's rows, from rank 一 (Gote's back rank) down, each from file 9
/// to file 1: the order KIF, CSA and SFEN all write a board in.
pub type Rows = [[Option<Piece>; 9]; 9];

/// A position as a record sets it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: Rows,
    /// Each side's pieces in hand, Sente's first.
    pub hands: [Hand; 2],
    /// The side to move (0 Sente).
    pub side: Colour,
    /// The number of the next move, counted from 1.
    pub move_number: u32,
}

/// Why a record's position could not be set up. Its message (`msg`) is the one
/// the record's diagnostic shows; `Display` says its English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    RowCount(usize),
    ShortRow(usize),
    NotAPiece(String),
    NotInHand(String),
    NotSquareAndPiece(String),
    NotASquare(String),
    NotInEvenStart {
        square_piece: String,
        piece: String,
        file: u32,
        rank: u32,
    },
    NotACsaSquare(String),
    NotACsaPiece(String),
    KingInHand,
    NotAscii,
    NotACsaLine(String),
    JkfBoardShape,
    NotAJkfPiece(String),
    JkfColour,
    JkfHandCount,
    SfenFields(String),
    SfenBoard(String),
    SfenPiece(String),
    SfenHand(String),
}

impl SetupError {
    /// What is wrong, as a message of the catalogue.
    pub fn msg(&self) -> Msg {
        use SetupError as E;
        match self {
            E::RowCount(n) => msg!("shogi-board-rows", n = *n),
            E::ShortRow(row) => msg!("shogi-board-short-row", row = *row),
            E::NotAPiece(t) => msg!("shogi-board-not-a-piece", text = t),
            E::NotInHand(t) => msg!("shogi-board-not-in-hand", text = t),
            E::NotSquareAndPiece(t) => msg!("shogi-board-not-square-piece", text = t),
            E::NotASquare(t) => msg!("shogi-board-not-a-square", text = t),
            E::NotInEvenStart {
                square_piece,
                piece,
                file,
                rank,
            } => msg!(
                "shogi-board-not-in-even-start",
                text = square_piece,
                piece = piece,
                sq = format!("{file}{rank}")
            ),
            E::NotACsaSquare(t) => msg!("shogi-board-csa-square", text = t),
            E::NotACsaPiece(t) => msg!("shogi-board-csa-piece", text = t),
            E::KingInHand => msg!("shogi-board-king-in-hand"),
            E::NotAscii => msg!("shogi-board-not-ascii"),
            E::NotACsaLine(t) => msg!("shogi-board-csa-line", text = t),
            E::JkfBoardShape => msg!("shogi-board-jkf-shape"),
            E::NotAJkfPiece(t) => msg!("shogi-board-jkf-piece", text = t),
            E::JkfColour => msg!("shogi-board-jkf-colour"),
            E::JkfHandCount => msg!("shogi-board-jkf-hand"),
            E::SfenFields(t) => msg!("shogi-board-sfen-fields", text = t),
            E::SfenBoard(t) => msg!("shogi-board-sfen-board", text = t),
            E::SfenPiece(t) => msg!("shogi-board-sfen-piece", text = t),
            E::SfenHand(t) => msg!("shogi-board-sfen-hand", text = t),
        }
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for SetupError {}

/// A side's pieces in hand, kinds in the order the record lists them,
/// which a KIF diagram and an SFEN keep as written (most list the rook
/// first, as [`Hand::sort`] does). It lists no kind held zero times.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hand(Vec<(Kind, u32)>);

impl Hand {
    /// Lists `n` of `kind` after what is listed, as a record may write the
    /// same kind twice (`歩　歩二`).
    pub fn push(&mut self, kind: Kind, n: u32) {
        if n > 0 {
            self.0.push((kind, n));
        }
    }

    /// Adds `n` of `kind` to what is listed of it.
    pub fn add(&mut self, kind: Kind, n: u32) {
        match self.0.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, count)) => *count = count.saturating_add(n),
            None => self.push(kind, n),
        }
    }

    /// Holds `n` of `kind`, whatever was listed of it.
    pub fn set(&mut self, kind: Kind, n: u32) {
        self.0.retain(|(k, _)| *k != kind);
        self.push(kind, n);
    }

    /// How many of `kind` the hand holds.
    pub fn count(&self, kind: Kind) -> u32 {
        self.0
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, n)| n)
            .sum()
    }

    /// The pieces as listed.
    pub fn pieces(&self) -> impl Iterator<Item = (Kind, u32)> + '_ {
        self.0.iter().copied()
    }

    /// Lists the kinds rook first, as CSA and JKF hold them.
    pub fn sort(&mut self) {
        self.0
            .sort_by_key(|(k, _)| HAND_ORDER.iter().position(|h| h == k));
    }
}

/// Whether a hand may hold `kind`: not a king nor a promoted piece.
pub fn holdable(kind: Kind) -> bool {
    HAND_ORDER.contains(&kind)
}

/// The kind of a piece by SFEN letter, promoted or not; `None` for a
/// letter no piece has, or a promotion the piece does not have.
pub fn kind(letter: char, promoted: bool) -> Option<Kind> {
    let kind = Kind::from_letter(letter)?;
    match promoted {
        false => Some(kind),
        true => kind.can_promote().then(|| kind.promoted()),
    }
}

impl Setup {
    /// No piece anywhere, Sente to move, move 1.
    pub fn empty() -> Setup {
        Setup {
            board: [[None; 9]; 9],
            hands: [Hand::default(), Hand::default()],
            side: 0,
            move_number: 1,
        }
    }

    /// The even start (平手).
    pub fn even() -> Setup {
        let mut s = Setup::empty();
        let back = [
            Kind::Lance,
            Kind::Knight,
            Kind::Silver,
            Kind::Gold,
            Kind::King,
            Kind::Gold,
            Kind::Silver,
            Kind::Knight,
            Kind::Lance,
        ];
        // Gote (colour 1) on the top rows, Sente mirrored below; rows and
        // files from 0 as `board` holds them.
        let mut put = |row: usize, file: usize, kind: Kind| {
            s.board[row][file] = Some(Piece { kind, colour: 1 });
            s.board[8 - row][8 - file] = Some(Piece { kind, colour: 0 });
        };
        for (f, &kind) in back.iter().enumerate() {
            put(0, f, kind);
            put(2, f, Kind::Pawn);
        }
        put(1, 1, Kind::Rook);
        put(1, 7, Kind::Bishop);
        s
    }

    /// The square on `file` and `rank` (both 1 to 9, as records name them).
    pub fn square(&mut self, file: u32, rank: u32) -> &mut Option<Piece> {
        &mut self.board[rank as usize - 1][9 - file as usize]
    }

    /// Puts every piece of the set that is neither on the board nor in a
    /// hand into `colour`'s hand (kings excepted): CSA's `P-00AL`, KIF's
    /// `後手の持駒：残り全部`, the way tsume problems give the defender's hand.
    pub fn give_the_rest(&mut self, colour: Colour) {
        for kind in HAND_ORDER {
            let set: u32 = match kind {
                Kind::Rook | Kind::Bishop => 2,
                Kind::Pawn => 18,
                _ => 4,
            };
            let on_board = self
                .board
                .iter()
                .flatten()
                .filter(|c| c.is_some_and(|p| p.kind.unpromoted() == kind))
                .count() as u32;
            let placed = on_board + self.hands[0].count(kind) + self.hands[1].count(kind);
            self.hands[colour].add(kind, set.saturating_sub(placed));
        }
    }

    /// `colour`'s pieces in hand, as listed.
    pub fn hand(&self, colour: Colour) -> impl Iterator<Item = (Kind, u32)> + '_ {
        self.hands[colour].pieces()
    }

    /// The SFEN of the position, the way a record's `Position` tag holds
    /// it: hands Sente's first, each as listed.
    pub fn sfen(&self) -> String {
        // Written into one string, a character at a time: a string a piece
        // cost as much as the rest of a CSA game's header lines.
        let mut out = String::with_capacity(96);
        for (r, row) in self.board.iter().enumerate() {
            let mut empty = 0u8;
            for cell in row {
                let Some(piece) = cell else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    out.push(char::from(b'0' + empty));
                    empty = 0;
                }
                push_sfen_piece(&mut out, piece.kind, piece.colour);
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if r < 8 {
                out.push('/');
            }
        }
        out.push_str(if self.side == 0 { " b " } else { " w " });
        let before = out.len();
        for colour in 0..2 {
            for (kind, n) in self.hand(colour) {
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                push_sfen_piece(&mut out, kind, colour);
            }
        }
        if out.len() == before {
            out.push('-');
        }
        out.push(' ');
        out.push_str(&self.move_number.to_string());
        out
    }

    /// The position of an SFEN (`board side hands [move number]`). As the
    /// writers always read it: a side to move other than `w` is Sente's, a
    /// missing or unreadable move number is 1.
    pub fn from_sfen(sfen: &str) -> Result<Setup, SetupError> {
        let fields: Vec<&str> = sfen.split_whitespace().collect();
        let [board, side, hand, ..] = fields[..] else {
            return Err(SetupError::SfenFields(sfen.to_string()));
        };
        let mut setup = Setup::empty();
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 9 {
            return Err(SetupError::SfenBoard(board.to_string()));
        }
        for (r, row) in rows.iter().enumerate() {
            sfen_row(&mut setup.board[r], row)
                .ok_or_else(|| SetupError::SfenBoard(board.to_string()))??;
        }
        if hand != "-" {
            sfen_hand(&mut setup.hands, hand)
                .ok_or_else(|| SetupError::SfenHand(hand.into()))??;
        }
        setup.side = usize::from(side == "w");
        setup.move_number = fields.get(3).and_then(|n| n.parse().ok()).unwrap_or(1);
        Ok(setup)
    }
}

/// Appends a piece's SFEN (`P`, `+p`).
fn push_sfen_piece(out: &mut String, kind: Kind, colour: Colour) {
    let letter = kind.letter();
    if kind.is_promoted() {
        out.push('+');
    }
    out.push(match colour {
        0 => letter,
        _ => letter.to_ascii_lowercase(),
    });
}

/// Reads one SFEN board row into `cells`; `None` when its squares
/// overflow the row.
fn sfen_row(cells: &mut [Option<Piece>; 9], row: &str) -> Option<Result<(), SetupError>> {
    let mut f = 0;
    let mut promoted = false;
    for c in row.chars() {
        if c == '+' {
            promoted = true;
        } else if let Some(d) = c.to_digit(10) {
            f += d as usize;
        } else {
            let cell = cells.get_mut(f)?;
            let Some(kind) = kind(c, promoted) else {
                let text = if promoted { format!("+{c}") } else { c.into() };
                return Some(Err(SetupError::SfenPiece(text)));
            };
            *cell = Some(Piece {
                kind,
                colour: usize::from(c.is_ascii_lowercase()),
            });
            promoted = false;
            f += 1;
        }
    }
    Some(Ok(()))
}

/// Lists an SFEN's pieces in hand (`2Pr`) in `hands`; `None` when a count
/// does not fit.
fn sfen_hand(hands: &mut [Hand; 2], hand: &str) -> Option<Result<(), SetupError>> {
    let mut n: u32 = 0;
    for c in hand.chars() {
        if let Some(d) = c.to_digit(10) {
            n = n.checked_mul(10)?.checked_add(d)?;
            continue;
        }
        let Some(kind) = kind(c, false).filter(|&k| holdable(k)) else {
            return Some(Err(SetupError::SfenPiece(c.into())));
        };
        hands[usize::from(c.is_ascii_lowercase())].push(kind, n.max(1));
        n = 0;
    }
    Some(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Setup::sfen`] as it was written, a string a piece.
    fn sfen_a_string_a_piece(setup: &Setup) -> String {
        let piece = |kind: Kind, colour: Colour| {
            let letter = kind.letter();
            let letter = if colour == 0 {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            match kind.is_promoted() {
                true => format!("+{letter}"),
                false => letter.to_string(),
            }
        };
        let mut out = String::new();
        for (r, row) in setup.board.iter().enumerate() {
            let mut empty = 0;
            for cell in row {
                let Some(p) = cell else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(&piece(p.kind, p.colour));
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if r < 8 {
                out.push('/');
            }
        }
        out.push_str(if setup.side == 0 { " b " } else { " w " });
        let mut hand = String::new();
        for colour in 0..2 {
            for (kind, n) in setup.hand(colour) {
                if n > 1 {
                    hand.push_str(&n.to_string());
                }
                hand.push_str(&piece(kind, colour));
            }
        }
        out.push_str(if hand.is_empty() { "-" } else { &hand });
        out.push_str(&format!(" {}", setup.move_number));
        out
    }

    proptest::proptest! {
        /// The SFEN written a character at a time is the one written a
        /// string a piece, on any board, hands, side and move number.
        #[test]
        fn sfen_is_written_as_a_string_a_piece(
            cells in proptest::collection::vec(
                proptest::option::of((0..crate::variants::shogi::board::KINDS.len(), 0..2usize)), 81),
            hands in proptest::sample::select(vec!["-", "P", "2B3Pgsnl18p", "PpP17p2r", "R"]),
            side in 0..2usize,
            move_number in 0..400u32,
        ) {
            let sfen = format!("9/9/9/9/9/9/9/9/9 b {hands} 1");
            let mut setup = Setup::from_sfen(&sfen).unwrap();
            for (i, cell) in cells.iter().enumerate() {
                setup.board[i / 9][i % 9] = cell.map(|(k, colour)| Piece {
                    kind: crate::variants::shogi::board::KINDS[k],
                    colour,
                });
            }
            setup.side = side;
            setup.move_number = move_number;
            proptest::prop_assert_eq!(setup.sfen(), sfen_a_string_a_piece(&setup));
        }
    }

    #[test]
    fn sfen_reads_back_what_it_writes() {
        for sfen in [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "8k/9/6NGP/9/9/9/9/9/K8 w R2B3Pgsnl18p 41",
            "+l+n+s1k1+S+N+L/1+r5+b1/+p8/9/9/9/9/9/4K4 b - 7",
        ] {
            assert_eq!(Setup::from_sfen(sfen).unwrap().sfen(), sfen);
        }
        assert_eq!(
            Setup::from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
            Ok(Setup::even())
        );
    }

    /// An SFEN's hands are kept as listed, a kind listed twice included;
    /// sorted, they list the rook first.
    #[test]
    fn sfen_keeps_a_hand_as_listed() {
        let mut setup = Setup::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b PpP17p2r 1").unwrap();
        assert_eq!(
            setup.hand(0).collect::<Vec<_>>(),
            [(Kind::Pawn, 1), (Kind::Pawn, 1)]
        );
        assert_eq!(setup.hands[0].count(Kind::Pawn), 2);
        assert_eq!(setup.sfen(), "4k4/9/9/9/9/9/9/9/4K4 b PPp17p2r 1");
        setup.hands[1].add(Kind::Pawn, 2);
        setup.hands[1].sort();
        assert_eq!(
            setup.hand(1).collect::<Vec<_>>(),
            [(Kind::Rook, 2), (Kind::Pawn, 3), (Kind::Pawn, 17)]
        );
        setup.hands[1].set(Kind::Pawn, 0);
        assert_eq!(setup.sfen(), "4k4/9/9/9/9/9/9/9/4K4 b PP2r 1");
    }

    #[test]
    fn sfen_errors_say_what_is_wrong() {
        let even = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
        for (sfen, error) in [
            (
                format!("{even} b"),
                SetupError::SfenFields(format!("{even} b")),
            ),
            ("9/9 b - 1".into(), SetupError::SfenBoard("9/9".into())),
            (
                "9/9/9/9/9/9/9/9/9K b - 1".into(),
                SetupError::SfenBoard("9/9/9/9/9/9/9/9/9K".into()),
            ),
            (
                "4k4/9/9/9/9/9/9/9/4X4 b - 1".into(),
                SetupError::SfenPiece("X".into()),
            ),
            (
                "4k4/9/9/9/9/9/9/9/3+GK4 b - 1".into(),
                SetupError::SfenPiece("+G".into()),
            ),
            (format!("{even} b K 1"), SetupError::SfenPiece("K".into())),
            (
                format!("{even} b 99999999999P 1"),
                SetupError::SfenHand("99999999999P".into()),
            ),
        ] {
            assert_eq!(Setup::from_sfen(&sfen), Err(error), "{sfen}");
        }
    }

    #[test]
    fn a_square_is_named_as_records_name_it() {
        let mut setup = Setup::even();
        assert_eq!(
            *setup.square(7, 7),
            Some(Piece {
                kind: Kind::Pawn,
                colour: 0
            })
        );
        assert_eq!(
            *setup.square(2, 2),
            Some(Piece {
                kind: Kind::Bishop,
                colour: 1
            })
        );
    }

    /// Each format writes a position from the one `Setup` the `Position`
    /// tag reads into, and its reader builds the same `Setup` back.
    #[test]
    fn every_format_reads_back_the_position_it_writes() {
        use crate::record::write::OutGame;
        use crate::variants::shogi::formats::{csa, jkf, kif};
        for sfen in [
            "8k/9/6NGP/9/9/9/9/9/K8 w R2B3Pgsnl10p 1",
            "+l+n+s1k1+S+N+L/1+r5+b1/+p8/9/9/9/9/9/4K4 b - 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 18P 1",
        ] {
            let game = OutGame {
                tags: vec![("Position".into(), sfen.into())],
                ..OutGame::default()
            };
            let texts = [
                ("kif", kif::write(&game, false)),
                ("csa", csa::write(&game)),
                ("jkf", jkf::write(&game).0),
            ];
            for (format, text) in texts {
                let read = match format {
                    "kif" => kif::read(&text),
                    "csa" => csa::read(&text),
                    _ => jkf::read(&text),
                };
                assert_eq!(read[0].issues, [], "{format}: {text}");
                assert_eq!(read[0].tag("Position"), Some(sfen), "{format}: {text}");
            }
        }
    }

    /// A position the writers cannot read is written as no position: the
    /// even start, or in KIF the tag as it was.
    #[test]
    fn writers_leave_out_a_position_that_does_not_read() {
        use crate::record::write::OutGame;
        use crate::variants::shogi::formats::{csa, kif};
        let game = OutGame {
            tags: vec![("Position".into(), "4k4/9/9/9/9/9/9/9/4X4 b - 1".into())],
            ..OutGame::default()
        };
        assert!(kif::write(&game, false).contains("#Position：4k4/9/9/9/9/9/9/9/4X4 b - 1\n"));
        assert!(csa::write(&game).contains("PI\n+\n"));
        assert_eq!(kif::first_mover(&game), 0);
    }
}
