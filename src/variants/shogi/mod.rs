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
pub mod declaration;
pub(crate) mod diagram;
pub(crate) mod explain;
pub mod formats;
mod ids;
pub(crate) mod movegen;
pub mod notation;
pub mod svg;
pub mod usi;

pub use board::Move;
use board::{Board, Kind};
pub use ids::{ShogiEnd, ShogiRule};

use crate::game::unmapped;
use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side, Violation,
};
use crate::history::History;
use crate::record::write::Numbering;
use crate::session::{Game, MoveReader};
use bitboard::*;

/// Shogi under the rules of the Japan Shogi Association.
pub struct Shogi;

/// Impasse (入玉) by declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impasse {
    /// No declaration: a game with both kings entered just goes on.
    None,
    /// The professional 24-point rule (31+ wins, 24-30 draws).
    Points24,
    /// The amateur 27-point rule (Sente 28+, Gote 27+ wins).
    Points27,
}

/// The rule set of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub impasse: Impasse,
}

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

impl Position {
    pub fn new(board: Board, config: Config) -> Position {
        Position::keyed(board, config, board.key(), board.in_check())
    }

    /// A position whose repetition key and check are `key` and `check`: a
    /// game layered on shogi counts its own state in them.
    pub fn keyed(board: Board, config: Config, key: u64, check: bool) -> Position {
        Position {
            history: History::new(key, check),
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
        self.history.push(key, check);
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

    /// The same game under `config`: board, history (sennichite counts
    /// every position since the start), the last move (KIF's 同) stay. A
    /// declaration is judged by the impasse rule it was made under, so it
    /// stands only under that rule.
    pub fn under_config(&self, config: Config) -> Position {
        Position {
            config,
            declared: self
                .declared
                .clone()
                .filter(|_| config.impasse == self.config.impasse),
            ..self.clone()
        }
    }

    /// Records the position a move has just reached, for sennichite.
    fn remember(&mut self, key: u64, check: bool) {
        self.history.push(key, check);
    }

    /// The repetition key of this position.
    pub(crate) fn key(&self) -> u64 {
        self.history.last().expect("a history holds the start").0
    }

    /// Whether the side to move is in check, as noted when the position was
    /// reached.
    pub(crate) fn in_check(&self) -> bool {
        self.history.last().expect("a history holds the start").1
    }

    /// The pieces giving check, computed only when there is a check.
    pub(crate) fn checkers(&self) -> bitboard::Bb {
        if self.in_check() {
            self.board.checkers()
        } else {
            0
        }
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
    pub(crate) fn sennichite(&self) -> Option<Outcome> {
        if self.history.repetitions() < 4 {
            return None;
        }
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

/// Impasse points of `colour`: pieces in the enemy camp (king excluded) and
/// in hand, rooks and bishops 5, the rest 1; and the count of pieces in camp.
fn impasse_points(b: &Board, colour: usize) -> (u32, u32) {
    let camp = zone(colour);
    let big = |k: Kind| matches!(k.unpromoted(), Kind::Rook | Kind::Bishop);
    let mut points = 0;
    let mut count = 0;
    for sq in Squares(b.by_colour[colour] & camp) {
        let k = b.piece_at(sq).expect("occupied").kind;
        if k != Kind::King {
            count += 1;
            points += if big(k) { 5 } else { 1 };
        }
    }
    for (i, &n) in b.hands[colour].iter().enumerate() {
        points += n as u32 * if big(Kind::from_index(i)) { 5 } else { 1 };
    }
    (points, count)
}

/// The result of a declaration by the side to move.
fn declaration(b: &Board, rule: Impasse) -> Outcome {
    let us = b.side;
    let me = side(us);
    let (points, count) = impasse_points(b, us);
    let entered = b.king(us).is_some_and(|k| zone(us) & bit(k) != 0);
    if !entered || count < 10 || b.in_check() {
        return Outcome::win(me.other(), ShogiEnd::ImpasseDeclarationFailed);
    }
    match rule {
        Impasse::Points24 if points >= 31 => Outcome::win(me, ShogiEnd::ImpasseDeclaration),
        Impasse::Points24 if points >= 24 => Outcome::draw(ShogiEnd::ImpasseDeclaration),
        Impasse::Points27 if points >= if us == 0 { 28 } else { 27 } => {
            Outcome::win(me, ShogiEnd::ImpasseDeclaration)
        }
        _ => Outcome::win(me.other(), ShogiEnd::ImpasseDeclarationFailed),
    }
}

/// Names the rule a non-legal move breaks.
pub(crate) fn violation(b: &Board, mv: Move) -> Violation {
    let us = b.side;
    let to = mv.to();
    let at = usi::square_name(to);
    let check = Violation::new(ShogiRule::SelfCheck, "this move leaves the king in check")
        .help("a move must not leave or put its own king under attack");
    if let Some(kind) = mv.dropped() {
        let name = notation::kanji::kind_name(kind);
        if b.hands[us][kind as usize] == 0 {
            return Violation::new(
                ShogiRule::NotInHand,
                format!("there is no {name} in hand to drop"),
            );
        }
        if b.piece_at(to).is_some() {
            return Violation::new(
                ShogiRule::Occupied,
                format!("{at} is occupied; drops go to empty squares"),
            );
        }
        if far_ranks(us, kind.dead_ranks()) & bit(to) != 0 {
            return Violation::new(
                ShogiRule::DeadPiece,
                format!("a {name} dropped on {at} could never move"),
            )
            .help("pawns and lances may not be dropped on the last rank, knights on the last two");
        }
        if kind == Kind::Pawn {
            if b.pieces(us, Kind::Pawn) & tables().files[file_of(to)] != 0 {
                return Violation::new(
                    ShogiRule::Nifu,
                    format!(
                        "there is already an unpromoted pawn of the same side on file {}",
                        file_of(to) + 1
                    ),
                )
                .help("nifu (二歩): two unpromoted pawns of one side may not stand on one file");
            }
            let front = b.king(us ^ 1).map_or(0, |k| step(us ^ 1, STEP_PAWN, k));
            if front & bit(to) != 0 && movegen::pawn_drop_mates(b, to) {
                return Violation::new(ShogiRule::Uchifuzume, format!("the pawn drop on {at} gives mate"))
                    .help("uchifuzume (打ち歩詰め): mating by dropping a pawn is forbidden; mating with a pawn move is allowed");
            }
        }
        return check;
    }
    let Some(from) = mv.from() else {
        return Violation::new(
            ShogiRule::Declaration,
            "impasse declarations are not allowed under these rules",
        )
        .help("use --rule impasse=24 or impasse=27");
    };
    let Some(p) = b.piece_at(from).filter(|p| p.colour == us) else {
        return Violation::new(
            ShogiRule::NoPiece,
            format!(
                "there is no piece of the side to move on {}",
                usi::square_name(from)
            ),
        );
    };
    let name = notation::kanji::kind_name(p.kind);
    if b.by_colour[us] & bit(to) != 0 {
        return Violation::new(
            ShogiRule::Occupied,
            format!("{at} holds a piece of the side to move"),
        );
    }
    if Board::attacks_of(us, p.kind, from, b.occupied()) & bit(to) == 0 {
        return Violation::new(
            ShogiRule::PieceMovement,
            format!("a {name} on {} cannot reach {at}", usi::square_name(from)),
        );
    }
    let (may, must) = movegen::promotion(us, p.kind, from, to);
    if mv.promote() && !may {
        return Violation::new(ShogiRule::CannotPromote, format!("a {name} cannot promote on a move from {} to {at}", usi::square_name(from)))
            .help("promotion needs a move into, within or out of the far three ranks, by an unpromoted piece other than a gold or king");
    }
    if !mv.promote() && must {
        return Violation::new(
            ShogiRule::MustPromote,
            format!("a {name} on {at} could never move again, so it must promote"),
        )
        .help("pawns and lances promote on the last rank, knights on the last two");
    }
    check
}

impl Rules for Shogi {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "shogi";

    const SIDE_NAMES: [&'static str; 2] = ["Sente", "Gote"];

    const REASONS: &'static [Reason] = ShogiEnd::REASONS;

    fn start(config: &Config) -> Position {
        Position::new(
            usi::read_sfen(usi::START_SFEN).expect("the start position reads"),
            *config,
        )
    }

    fn side_to_move(pos: &Position) -> Side {
        side(pos.board.side)
    }

    fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
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
        movegen::is_legal(&pos.board, *mv, pos.checkers())
    }

    fn has_legal_move(pos: &Position) -> bool {
        pos.config.impasse != Impasse::None || movegen::has_legal_move(&pos.board, pos.in_check())
    }

    fn play(pos: &mut Position, mv: &Move) {
        if mv.is_declaration() {
            pos.declare();
            return;
        }
        // A game layered on shogi may key more than the board (Otomo's
        // cards): that part rides along unchanged.
        let key = pos.board.key_after(*mv, pos.key());
        #[cfg(debug_assertions)]
        let layered = pos.key() ^ pos.board.key();
        pos.moving_plainly(*mv);
        pos.board.make(*mv);
        #[cfg(debug_assertions)]
        debug_assert_eq!(key ^ pos.board.key(), layered, "the key follows the move");
        pos.remember(key, pos.board.in_check());
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        if let Some(o) = &pos.declared {
            return Some(o.clone());
        }
        if !movegen::has_legal_move(&pos.board, pos.in_check()) {
            let reason = if pos.board.in_check() {
                ShogiEnd::Mate
            } else {
                ShogiEnd::NoLegalMove
            };
            return Some(Outcome::win(side(pos.board.side).other(), reason));
        }
        pos.sennichite()
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

    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        Ok(pos.under_config(*config))
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
                    "the side not to move is in check",
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
    fn explain(pos: &Position, square: &str) -> Option<Result<String, String>> {
        let explained = explain::Explained::<Shogi> {
            pos,
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

    fn in_notation(v: Violation, notation: &str) -> Violation {
        in_words(v, notation)
    }
}

/// `v` in the words of `notation`: its squares as [`squares_in`] names
/// them, and in western and USI records its pieces in English (`a pawn`,
/// not `a 歩`).
pub fn in_words(v: Violation, notation: &str) -> Violation {
    let mut v = squares_in(v, notation);
    if matches!(notation, "western" | "usi") {
        v.message = pieces_in_english(&v.message);
        v.help = v.help.map(|h| pieces_in_english(&h));
    }
    v
}

/// `text` with each piece a diagnostic names by its kanji (`a 歩`, `no 成香`)
/// named in English; kanji anywhere else (二歩, 打ち歩詰め) stay.
fn pieces_in_english(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        let article = ["a ", "no "].into_iter().find(|a| rest.starts_with(a));
        let after_word = out.is_empty() || out.ends_with(|c: char| !c.is_alphanumeric());
        if let (Some(a), true) = (article, after_word) {
            if let Some((kind, len)) = notation::kanji::read_kind(&rest[a.len()..]) {
                out.push_str(a);
                out.push_str(notation::western::english_name(kind));
                rest = &rest[a.len() + len..];
                continue;
            }
        }
        let c = rest.chars().next().expect("not empty");
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// `v` with every square named as `notation` names squares: `３五` in KIF
/// and KI2, `35` in CSA, `3e` (USI's and the western name) elsewhere.
pub fn squares_in(mut v: Violation, notation: &str) -> Violation {
    let name = |file: usize, rank: usize| -> Option<String> {
        match notation {
            "kif" | "ki2" => Some(format!(
                "{}{}",
                notation::kanji::FULL_DIGITS[file],
                notation::kanji::KANJI_DIGITS[rank + 1]
            )),
            "csa" => Some(format!("{}{}", file + 1, rank + 1)),
            _ => None,
        }
    };
    if name(0, 0).is_none() {
        return v;
    }
    v.message = rename_squares(&v.message, &name);
    v.help = v.help.map(|h| rename_squares(&h, &name));
    v
}

/// `text` with every USI square standing alone renamed by `name` (file
/// and rank from 0); squares of a USI move (`7g7f`, `P*5e`) or suffix
/// (`@5e`, `/5e`) stay.
fn rename_squares(text: &str, name: &dyn Fn(usize, usize) -> Option<String>) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while at < b.len() {
        let alone = |i: usize| b.get(i).is_none_or(|c| !c.is_ascii_alphanumeric());
        if (b'1'..=b'9').contains(&b[at])
            && b.get(at + 1).is_some_and(|c| (b'a'..=b'i').contains(c))
            && (at == 0 || (alone(at - 1) && !b"@/:*".contains(&b[at - 1])))
            && alone(at + 2)
        {
            let square = name((b[at] - b'1') as usize, (b[at + 1] - b'a') as usize);
            out.push_str(&square.expect("a notation with its own squares"));
            at += 2;
        } else {
            let c = text[at..].chars().next().expect("within the text");
            out.push(c);
            at += c.len_utf8();
        }
    }
    out
}

/// The impasse option, in shogi and in the games layered on it.
pub const IMPASSE: RuleOptionInfo = RuleOptionInfo {
    key: "impasse",
    values: &["none", "24", "27"],
    summary: "impasse declaration (入玉宣言): none (default), the 24-point or the 27-point rule",
};

impl Config {
    /// Sets the impasse rule if `key` is `impasse`; false for another key.
    pub fn set_impasse(&mut self, key: &str, value: &str) -> bool {
        self.impasse = match (key, value) {
            ("impasse", "none") => Impasse::None,
            ("impasse", "24") => Impasse::Points24,
            ("impasse", "27") => Impasse::Points27,
            _ => return false,
        };
        true
    }

    /// The rule set `set` spelled with this impasse rule.
    pub fn describe(&self, set: &str) -> String {
        match self.impasse {
            Impasse::None => set.into(),
            Impasse::Points24 => format!("{set};impasse=24"),
            Impasse::Points27 => format!("{set};impasse=27"),
        }
    }
}

#[cfg(test)]
mod tests;
