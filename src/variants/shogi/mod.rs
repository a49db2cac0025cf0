//! Shogi (将棋): the board, bitboards, move generation, the notations, the
//! position string and the diagrams.
//!
//! Games can be layered on shogi without shogi knowing them: such a game
//! wraps [`Position`] in its own position, wraps the notations of
//! [`notation`] in its own, adds its marks to the picture through
//! [`svg::Marks`] and may use [`Move`]'s extension bytes (a tag and one
//! more square), which a shogi move leaves empty. A move a record marks as
//! another game's (`X:` before it) is refused as `shogi::cards-off`
//! ([`notation::Unmarked`]).

pub(crate) mod bitboard;
pub mod board;
mod config;
pub mod declaration;
pub(crate) mod diagram;
pub(crate) mod explain;
pub mod formats;
mod ids;
mod keys;
mod legality;
mod make;
pub(crate) mod movegen;
pub mod notation;
pub(crate) mod safety;
pub mod setup;
pub mod svg;
mod words;

use crate::game::MoveList;
use board::Board;
pub use board::Move;
use config::declaration;
pub use config::{Config, IMPASSE, Impasse};
pub use ids::{ShogiEnd, ShogiRule};
pub(crate) use legality::violation;
pub use make::Undo;
use notation::usi;
use safety::KingSafety;
pub use words::{in_words, squares_in};

use crate::game::unmapped;
use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation,
};
use crate::history::History;
use crate::record::write::Numbering;
use crate::session::{Game, MoveReader};

/// Shogi under the rules of the Japan Shogi Association.
pub struct Shogi;

/// A game in progress: the board, and the history that sennichite needs.
#[derive(Clone, Debug)]
///
/// The fields are private: the board, the history and the last move change
/// together, by [`Rules::play`] (or `Position::play_layered` for a game
/// built on shogi), so that the repetition key always is the board's.
pub struct Position {
    board: Board,
    config: Config,
    /// Key of every position since the start, this one last, with whether
    /// the move into it gave check.
    history: History<bool>,
    /// The board's checks and pins, found when the position was reached.
    safety: KingSafety,
    /// Set by an impasse declaration.
    declared: Option<Outcome>,
    /// Destination of the last move, for KIF's 同 ("same square").
    last_to: Option<usize>,
    /// The last move, for the line under the diagram.
    previous: Option<LastMove>,
}

/// The last move and what it was played from.
#[derive(Clone, Copy, Debug)]
struct LastMove {
    mv: Move,
    /// `last_to` before the move.
    last_to: Option<usize>,
    before: Before,
}

/// The board a move was played from, kept in the cheapest form that gives
/// it back: a move played every ply must not copy the whole board.
#[derive(Clone, Copy, Debug)]
#[allow(clippy::large_enum_variant)] // noting either form writes only its own bytes
enum Before {
    /// The board after the move, with this piece (the captured one, if
    /// any) put back by [`Board::unmake`].
    Captured(Option<board::Piece>),
    /// The whole board, for a game layered on shogi whose move changes
    /// more than the move's own squares.
    Board(Board),
}

/// The even start and its key, read once: every game of an archive starts
/// there, and reading the position string anew was a tenth of a short game.
fn start_board() -> (Board, u64) {
    static START: std::sync::OnceLock<(Board, u64)> = std::sync::OnceLock::new();
    *START.get_or_init(|| {
        let board = usi::read_sfen(usi::START_SFEN).expect("the start position reads");
        (board, board.key())
    })
}

impl Position {
    pub fn new(board: Board, config: Config) -> Position {
        Position::keyed(board, config, board.key(), board.in_check())
    }

    /// A position whose repetition key and check are `key` and `check`: a
    /// game layered on shogi counts its own state in them.
    pub fn keyed(board: Board, config: Config, key: u64, check: bool) -> Position {
        Position {
            history: History::new(key, check),
            safety: KingSafety::of(&board),
            board,
            config,
            declared: None,
            last_to: None,
            previous: None,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    pub fn config(&self) -> Config {
        self.config
    }

    /// Destination of the last move, for KIF's 同 ("same square").
    pub fn last_to(&self) -> Option<usize> {
        self.last_to
    }

    /// The same game with `board` in its place: a position to read or
    /// print a move against (a game built on shogi writes a card move
    /// against the board the card leaves), never played on, as its history
    /// is not `board`'s.
    pub(crate) fn with_board(&self, board: Board) -> Position {
        Position {
            board,
            safety: KingSafety::of(&board),
            ..self.clone()
        }
    }

    /// Plays `mv` of a game built on shogi, whose move changes more than
    /// the move's own squares: `play` changes the board and returns the
    /// repetition key of the position reached and whether it gives check.
    /// The move is noted as the last one, with the whole board before it.
    pub(crate) fn play_layered(&mut self, mv: Move, play: impl FnOnce(&mut Board) -> (u64, bool)) {
        self.note_last(mv, Before::Board(self.board));
        let (key, check) = play(&mut self.board);
        self.safety = KingSafety::of(&self.board);
        self.history.push(key, check);
    }

    /// Whether the side not to move is known not to be in check: the last
    /// move was a plain shogi move, which a legal move leaves so. At the
    /// start, or after a move of a game layered on shogi, it is not known.
    fn settled(&self) -> bool {
        matches!(
            self.previous,
            Some(LastMove {
                before: Before::Captured(_),
                ..
            })
        )
    }

    /// Notes the shogi move `mv`, about to be played here, as the last move.
    fn moving_plainly(&mut self, mv: Move) {
        self.note_last(mv, Before::Captured(self.board.piece_at(mv.to())));
    }

    fn note_last(&mut self, mv: Move, before: Before) {
        self.previous = Some(LastMove {
            mv,
            last_to: self.last_to,
            before,
        });
        self.last_to = Some(mv.to());
    }

    /// The board the last move was played from, that move, and `last_to`
    /// before it.
    fn before_last(&self) -> Option<(Board, Option<usize>, Move)> {
        let last = self.previous?;
        let board = match last.before {
            Before::Board(board) => board,
            Before::Captured(captured) => {
                let mut board = self.board;
                board.unmake(last.mv, captured);
                board
            }
        };
        Some((board, last.last_to, last.mv))
    }

    /// `手数＝30　△７六歩　まで`, the last move under a board as Kifu for
    /// Windows writes it, the move printed by `print` where it was played.
    pub fn last_move_line(&self, print: impl Fn(&Position, Move) -> String) -> Option<String> {
        let (board, last_to, mv) = self.before_last()?;
        let mut before = self.clone();
        before.board = board;
        before.last_to = last_to;
        Some(format!(
            "手数＝{}　{}　まで",
            board.move_number,
            print(&before, mv)
        ))
    }

    /// Records the position a move has just reached, for sennichite.
    fn remember(&mut self, key: u64, check: bool) {
        self.history.push(key, check);
    }

    /// The repetition key of this position.
    pub(crate) fn key(&self) -> u64 {
        self.history.last().expect("a history holds the start").0
    }

    /// The board's checks and pins.
    pub(crate) fn safety(&self) -> &KingSafety {
        &self.safety
    }

    /// Sets the verdict of an impasse declaration.
    pub(crate) fn declare(&mut self) {
        self.declared = Some(declaration(&self.board, self.config.impasse));
    }

    /// The verdict of an impasse declaration, once one is made.
    pub(crate) fn declared(&self) -> Option<&Outcome> {
        self.declared.as_ref()
    }

    /// The sennichite verdict, if this position has now occurred four times.
    #[inline(always)]
    pub(crate) fn sennichite(&self) -> Option<Outcome> {
        if self.history.repetitions() < 4 {
            return None;
        }
        self.fourth_occurrence()
    }

    /// The sennichite verdict of a position that occurred four times: a
    /// draw, or a loss for the side that gave every check since the first.
    #[cold]
    fn fourth_occurrence(&self) -> Option<Outcome> {
        let history = self.history.entries();
        let n = history.len() - 1;
        let key = history[n].0;
        let first = history.iter().position(|h| h.0 == key).unwrap_or(n);
        let to_move = side(self.board.side);
        // Entries n, n-2, ... were reached by the side not to move.
        let all_checks = |parity: usize| {
            ((first + 1)..=n)
                .filter(|j| (n - j) % 2 == parity)
                .all(|j| history[j].1)
        };
        if all_checks(0) {
            return Some(Outcome::win(to_move, ShogiEnd::PerpetualCheck));
        }
        if all_checks(1) {
            return Some(Outcome::win(to_move.other(), ShogiEnd::PerpetualCheck));
        }
        Some(Outcome::draw(ShogiEnd::Sennichite))
    }
}

pub(crate) fn side(colour: usize) -> Side {
    if colour == 0 {
        Side::First
    } else {
        Side::Second
    }
}

impl Rules for Shogi {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "shogi";

    const SIDE_NAMES: [&'static str; 2] = ["Sente", "Gote"];

    const REASONS: &'static [Reason] = ShogiEnd::REASONS;

    fn start(config: &Config) -> Position {
        let (board, key) = start_board();
        Position::keyed(board, *config, key, false)
    }

    fn side_to_move(pos: &Position) -> Side {
        side(pos.board.side)
    }

    fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
        movegen::generate(&pos.board, out);
        if pos.config.impasse != Impasse::None {
            out.push(Move::declare());
        }
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        if mv.is_declaration() {
            return if pos.config.impasse == Impasse::None {
                Err(violation(&pos.board, *mv))
            } else {
                Ok(())
            };
        }
        let only = match (mv.from(), mv.dropped()) {
            (Some(from), _) => movegen::Only::From(from),
            (None, Some(kind)) => movegen::Only::Drop(kind),
            _ => movegen::Only::All,
        };
        let mut legal = movegen::MoveList::new();
        movegen::generate_only(&pos.board, only, &mut legal);
        if legal.as_slice().contains(mv) {
            Ok(())
        } else {
            Err(violation(&pos.board, *mv))
        }
    }

    fn is_legal(pos: &Position, mv: &Move) -> bool {
        if mv.is_declaration() {
            return pos.config.impasse != Impasse::None;
        }
        safety::is_legal(&pos.board, *mv, &pos.safety)
    }

    fn has_legal_move(pos: &Position) -> bool {
        pos.config.impasse != Impasse::None || movegen::has_legal_move(&pos.board, &pos.safety)
    }

    fn play(pos: &mut Position, mv: &Move) {
        if mv.is_declaration() {
            pos.declare();
            return;
        }
        // A game layered on shogi may key more than the board (Otomo's
        // cards): that part rides along unchanged.
        #[cfg(debug_assertions)]
        let layered = pos.key() ^ pos.board.key();
        let settled = pos.settled();
        pos.moving_plainly(*mv);
        let key = pos.board.make_keyed(*mv, pos.key());
        #[cfg(debug_assertions)]
        debug_assert_eq!(key ^ pos.board.key(), layered, "the key follows the move");
        pos.safety = if settled {
            KingSafety::after_move(&pos.board, mv.to())
        } else {
            KingSafety::of(&pos.board)
        };
        debug_assert_eq!(
            pos.safety,
            KingSafety::of(&pos.board),
            "the safety follows the move"
        );
        pos.remember(key, pos.safety.in_check());
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        if let Some(o) = &pos.declared {
            return Some(o.clone());
        }
        if !movegen::has_legal_move(&pos.board, &pos.safety) {
            let reason = if pos.safety.in_check() {
                ShogiEnd::Mate
            } else {
                ShogiEnd::NoLegalMove
            };
            return Some(Outcome::win(side(pos.board.side).other(), reason));
        }
        pos.sennichite()
    }

    fn outcome_given_a_move(pos: &Position) -> Option<Outcome> {
        pos.declared.clone().or_else(|| pos.sennichite())
    }
}

impl Configure for Shogi {
    fn rule_sets() -> &'static [RuleSetInfo] {
        &[RuleSetInfo {
            name: "standard",
            default: true,
            summary: "JSA shogi: nifu, uchifuzume, dead pieces, sennichite with the perpetual-check loss",
        }]
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        &[IMPASSE]
    }

    fn from_rules(spec: &RuleSpec) -> Config {
        let mut config = Config {
            impasse: Impasse::None,
        };
        for (key, value) in &spec.options {
            if !config.set_impasse(key, value) {
                unmapped("shogi", key, value);
            }
        }
        config
    }

    fn describe(config: &Config) -> String {
        config.describe("standard")
    }

    /// Board, history (sennichite counts every position since the start)
    /// and the last move (KIF's 同) stay. A declaration is judged by the
    /// impasse rule it was made under, so it stands only under that rule.
    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        Ok(Position {
            config: *config,
            declared: pos
                .declared
                .clone()
                .filter(|_| config.impasse == pos.config.impasse),
            ..pos.clone()
        })
    }
}

impl PositionText for Shogi {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        let board = usi::read_sfen(text)?;
        if let Some(k) = board.king(board.side ^ 1) {
            if board.attackers(k, board.side, board.occupied()) != 0 {
                return Err(PositionError::new(
                    0,
                    text.len(),
                    crate::msg!("position-not-to-move-in-check"),
                ));
            }
        }
        Ok(Position::new(board, *config))
    }

    fn write_position(pos: &Position) -> String {
        usi::write_sfen(&pos.board)
    }
}

impl Picture for Shogi {
    fn diagram(pos: &Position) -> String {
        let last = pos.last_move_line(notation::japanese::print_ki2);
        diagram::bod(&pos.board, last.as_deref())
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view, &svg::Plain)
    }
}

impl Explain for Shogi {
    fn explain(
        pos: &Position,
        square: &str,
        lang: crate::messages::Lang,
    ) -> Option<Result<String, String>> {
        let explained = explain::Explained::<Shogi> {
            pos,
            lang,
            board: &pos.board,
            print: usi::move_to_usi,
            parse: usi::parse_usi,
            cards: Vec::new(),
            with_card: |mv, _| mv,
            card_tries: |_, _, _| Vec::new(),
            conditions: |_, _| Vec::new(),
        };
        Some(explained.explain(square))
    }
}

impl Perft for Shogi {
    fn perft(pos: &Position, depth: u32) -> u64 {
        if pos.config.impasse == Impasse::None || depth == 0 {
            return movegen::perft(&pos.board, depth);
        }
        // A declaration ends the game: it is a leaf at any depth.
        let mut list = movegen::MoveList::new();
        movegen::generate(&pos.board, &mut list);
        if depth == 1 {
            return list.as_slice().len() as u64 + 1;
        }
        let mut total = 1;
        for &mv in list.as_slice() {
            let mut next = pos.clone();
            next.board.make(mv);
            next.safety = KingSafety::of(&next.board);
            total += Self::perft(&next, depth - 1);
        }
        total
    }
}

impl Game for Shogi {
    /// In a handicap game Sente is 下手, who receives the handicap, and
    /// Gote 上手, who gives it and moves first; KIF names them so.
    const PLAYER_TAGS: [&'static [&'static str]; 2] = [&["下手"], &["上手"]];
    const SUMMARY: &'static str = "shogi (将棋), the Japanese chess, under the JSA rules";
    const NUMBERING: Numbering = Numbering::PerPly;
    const DECLARATION: Option<&'static crate::session::Declaration> =
        Some(&declaration::DECLARATION);

    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        notation::ALL
    }

    /// The names of [`notation::ALL`] in its order, held to it by
    /// `notation_names_are_the_table's`.
    #[inline]
    fn notation_name(notation: usize) -> &'static str {
        const NAMES: [&str; 5] = ["usi", "csa", "kif", "ki2", "western"];
        match NAMES.get(notation) {
            Some(name) => name,
            None => Self::notations()[notation].notation_name(),
        }
    }

    fn expect_plies(pos: &mut Position, plies: usize) {
        pos.history.expect(plies);
    }

    /// USI, the first notation, CSA, the second, and KIF and KI2, the
    /// third and fourth, read in place (the notations of every engine's
    /// and server's record, and of Japanese ones); the others through
    /// their table.
    #[inline]
    fn read_plain(notation: usize, pos: &Position, input: &str) -> Option<(Move, usize)> {
        match notation {
            0 => notation::read_usi_plain(input),
            1 => notation::csa::read_plain(pos, input),
            2 | 3 => notation::japanese::read_plain(pos, input),
            _ => Self::notations().get(notation)?.read_plain(pos, input),
        }
    }

    fn in_notation(v: Violation, notation: &str) -> Violation {
        in_words(v, notation)
    }
}

#[cfg(test)]
mod safety_tests;
#[cfg(test)]
mod tests;
