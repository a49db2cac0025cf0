//! Shogi no Otomo Ver.2 (将棋のお供): shogi ([`crate::variants::shogi`])
//! with 16 cards. This folder holds only what the cards add: the cards, the
//! card state of both players, every persistent effect a card leaves
//! behind, card moves in each notation and the card fields of the position
//! string.
//!
//! A game with no card played is plain shogi and never reaches this module's
//! slow paths: [`Cards::is_plain`] tells the engine when the fast shogi move
//! generator is still exact.

mod cards;
mod declaration;
mod explain;
mod ids;
pub(crate) mod legality;
pub(crate) mod movegen;
pub mod notation;
pub(crate) mod position;
pub mod setup;
mod svg;
mod switch;

#[cfg(test)]
mod tests;

pub use switch::EXTENSION;

use crate::game::MoveList;
use crate::game::Notation;
use crate::game::{
    Configure, Explain, Outcome, Perft, Picture, PositionError, PositionText, Reason,
    RuleOptionInfo, RuleSetInfo, RuleSpec, Rules, Side,
};
use crate::game::{Violation, unmapped};
use crate::record::write::Numbering;
use crate::session::{Game, MoveReader};
use crate::variants::shogi::board::Move;
use crate::variants::shogi::notation::usi;
use crate::variants::shogi::notation::{csa, japanese, western};
use crate::variants::shogi::{self, Impasse, Shogi, ShogiEnd, ShogiRule, diagram};
pub use cards::{CARDS, Card, CardMove, Cards, InPlay, Passenger, Undo};
pub use ids::OtomoRule;
use notation::{Carded, Token, USI};

/// Shogi with the 16 cards of Shogi no Otomo.
pub struct Otomo;

/// The rule set of a game: shogi's, and whether the cards are in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub shogi: shogi::Config,
    /// The `cards` switch: off, the game is shogi.
    pub cards: bool,
    /// The cards a rule designer takes out of play (`card-off`).
    pub switched_off: InPlay,
}

impl Config {
    /// The cards that can be played under this rule set.
    pub fn in_play(&self) -> InPlay {
        match self.cards {
            true => self.switched_off.complement(),
            false => InPlay::NONE,
        }
    }
}

/// A game in progress: shogi's position and the cards.
///
/// It holds the shogi position rather than extending it: the board, the
/// cards, the card key and the repetition history change together, only
/// through [`Rules::play`] (and the readers of this module), so no field is
/// public. [`Position::shogi`] gives the shogi position to read, and so
/// does `Deref` (read only: `pos.board()` reads as in shogi); there is no
/// `DerefMut`, through which a board could be set without its key.
#[derive(Clone, Debug)]
pub struct Position {
    shogi: shogi::Position,
    /// Spent cards and persistent card effects.
    cards: Cards,
    /// The cards that can be played (the rule set's `cards`, `card-off`).
    in_play: InPlay,
    /// The cards before the last move, for the line under the diagram.
    previous: Cards,
    /// `cards.key()`, the part of the repetition key the cards add.
    cards_key: u64,
}

impl Position {
    /// `shogi` with `cards`, the cards of `in_play` playable. `shogi`'s key
    /// must count the cards' ([`shogi::Position::keyed`]).
    pub fn new(shogi: shogi::Position, cards: Cards, in_play: InPlay) -> Position {
        Position {
            shogi,
            cards,
            in_play,
            previous: cards,
            cards_key: cards.key(),
        }
    }

    /// The shogi position: the board, the rules of shogi, the history.
    pub fn shogi(&self) -> &shogi::Position {
        &self.shogi
    }

    /// Spent cards and the card effects on the board.
    pub fn cards(&self) -> &Cards {
        &self.cards
    }

    /// Whether any card can be played (the rule set's `cards`).
    pub fn cards_on(&self) -> bool {
        self.in_play.any()
    }

    /// The cards that can be played.
    pub fn in_play(&self) -> InPlay {
        self.in_play
    }

    /// Whether the plain shogi generator is exact here: no card can be
    /// played and no card effect is on the board.
    pub fn is_plain(&self) -> bool {
        !self.in_play.any() && self.cards.is_plain()
    }

    /// Whether the side to move has a legal move. With no effect on the
    /// board a move shogi allows is legal, found without taking a copy of
    /// the state (the check noted on arrival is the board's, no 太 standing).
    fn has_legal_move(&self) -> bool {
        (self.cards.is_plain() && shogi::movegen::has_legal_move(self.board(), self.shogi.safety()))
            || movegen::has_legal_move(&self.state(), self.in_play)
    }

    /// The last move under a board, printed by `print` where it was played.
    fn last_move_line(&self, print: impl Fn(&Position, Move) -> String) -> Option<String> {
        self.shogi.last_move_line(|before, mv| {
            print(
                &Position::new(before.clone(), self.previous, self.in_play),
                mv,
            )
        })
    }
}

impl std::ops::Deref for Position {
    type Target = shogi::Position;
    fn deref(&self) -> &shogi::Position {
        &self.shogi
    }
}

/// The rules of shogi as a Shogi no Otomo game names them.
const RENAMED: &[(ShogiRule, OtomoRule)] = &[
    (ShogiRule::Ambiguous, OtomoRule::Ambiguous),
    (ShogiRule::CannotPromote, OtomoRule::CannotPromote),
    (ShogiRule::DeadPiece, OtomoRule::DeadPiece),
    (ShogiRule::Declaration, OtomoRule::Declaration),
    (ShogiRule::Disambiguation, OtomoRule::Disambiguation),
    (ShogiRule::MustPromote, OtomoRule::MustPromote),
    (ShogiRule::Nifu, OtomoRule::Nifu),
    (ShogiRule::NoPiece, OtomoRule::NoPiece),
    (ShogiRule::NoPreviousMove, OtomoRule::NoPreviousMove),
    (ShogiRule::NoSuchPiece, OtomoRule::NoSuchPiece),
    (ShogiRule::NotInHand, OtomoRule::NotInHand),
    (ShogiRule::Occupied, OtomoRule::Occupied),
    (ShogiRule::PieceMovement, OtomoRule::PieceMovement),
    (ShogiRule::SelfCheck, OtomoRule::SelfCheck),
    (ShogiRule::Uchifuzume, OtomoRule::Uchifuzume),
    (ShogiRule::WrongPiece, OtomoRule::WrongPiece),
    (ShogiRule::WrongSide, OtomoRule::WrongSide),
];

/// A shogi rule broken in a Shogi no Otomo game, under the game's name.
pub(crate) fn renamed(mut v: Violation) -> Violation {
    if let Some(&(_, own)) = RENAMED.iter().find(|&&(shogi, _)| v.rule == shogi) {
        v.rule = own.id();
    }
    v
}

/// Every notation, canonical first: shogi's, each reading card moves too.
pub static NOTATIONS: &[&dyn MoveReader<Otomo>] = &[
    &USI,
    &Carded(csa::Csa, Token::Letter),
    &Carded(japanese::Kif, Token::Label),
    &Carded(japanese::Ki2, Token::Label),
    &Carded(western::Western, Token::Letter),
];

/// The card state of a shogi position, for the card engine.
pub trait WithCards {
    fn state(&self) -> position::State;
}

impl WithCards for Position {
    fn state(&self) -> position::State {
        position::State {
            board: *self.board(),
            cards: self.cards,
        }
    }
}

impl Rules for Otomo {
    type Config = Config;

    type Position = Position;

    type Move = Move;

    const NAME: &'static str = "otomo";

    const SIDE_NAMES: [&'static str; 2] = Shogi::SIDE_NAMES;

    /// A game of Shogi no Otomo ends as a game of shogi does.
    const REASONS: &'static [Reason] = Shogi::REASONS;

    fn start(config: &Config) -> Position {
        Position::new(
            Shogi::start(&config.shogi),
            Cards::default(),
            config.in_play(),
        )
    }

    fn side_to_move(pos: &Position) -> Side {
        Shogi::side_to_move(pos)
    }

    fn legal_moves(pos: &Position, out: &mut MoveList<Move>) {
        if pos.is_plain() {
            return Shogi::legal_moves(pos, out);
        }
        movegen::legal_moves(&pos.state(), pos.in_play, out);
        if pos.config().impasse != Impasse::None {
            out.push(Move::declare());
        }
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), Violation> {
        if mv.is_declaration() || (pos.is_plain() && mv.card() == 0 && mv.aux().is_none()) {
            return Shogi::check(pos, mv).map_err(renamed);
        }
        legality::check(pos, *mv)
            .map_err(|v| v.unwrap_or_else(|| renamed(shogi::violation(pos.board(), *mv))))
    }

    fn is_legal(pos: &Position, mv: &Move) -> bool {
        if mv.is_declaration() || (pos.is_plain() && mv.card() == 0 && mv.aux().is_none()) {
            return Shogi::is_legal(pos, mv);
        }
        // Each test asks of this one move what the generator asks of all.
        match Card::of(*mv) {
            Some(card) => movegen::is_legal_card_move(&pos.state(), card, *mv, pos.in_play),
            // With no effect on the board, a move shogi allows is legal,
            // asked without taking a copy of the state.
            None => {
                (pos.cards.is_plain()
                    && mv.aux().is_none()
                    && shogi::safety::is_legal(pos.board(), *mv, pos.shogi.safety()))
                    || movegen::is_legal_plain(&pos.state(), *mv, pos.in_play)
            }
        }
    }

    fn has_legal_move(pos: &Position) -> bool {
        if pos.is_plain() {
            return Shogi::has_legal_move(pos);
        }
        pos.config().impasse != Impasse::None || pos.has_legal_move()
    }

    fn play(pos: &mut Position, mv: &Move) {
        if mv.is_declaration() {
            return Shogi::play(&mut pos.shogi, mv);
        }
        pos.previous = pos.cards;
        if pos.is_plain() {
            return Shogi::play(&mut pos.shogi, mv);
        }
        let shogi_key = position::moves_as_in_shogi(pos.board(), &pos.cards, *mv)
            .then(|| pos.board().key_after(*mv, pos.key() ^ pos.cards_key));
        let (cards, cards_key) = (&mut pos.cards, &mut pos.cards_key);
        pos.shogi.play_layered(*mv, |board| {
            let mut mover = position::Mover { board, cards };
            mover.play(*mv).expect("a legal move plays");
            let board_key = shogi_key.unwrap_or_else(|| board.key());
            debug_assert_eq!(board_key, board.key(), "the key follows the move");
            *cards_key = cards.key();
            (board_key ^ *cards_key, movegen::in_check(board, cards))
        });
    }

    fn outcome(pos: &Position) -> Option<Outcome> {
        if pos.is_plain() {
            return Shogi::outcome(pos);
        }
        if let Some(o) = pos.declared() {
            return Some(o.clone());
        }
        if !pos.has_legal_move() {
            let loser = shogi::side(pos.board().side);
            let reason = if movegen::in_check(pos.board(), &pos.cards) {
                ShogiEnd::Mate
            } else {
                ShogiEnd::NoLegalMove
            };
            return Some(Outcome::win(loser.other(), reason));
        }
        pos.sennichite()
    }

    fn outcome_given_a_move(pos: &Position) -> Option<Outcome> {
        pos.declared().cloned().or_else(|| pos.sennichite())
    }
}

impl Configure for Otomo {
    fn rule_sets() -> &'static [RuleSetInfo] {
        &[
            RuleSetInfo {
                name: "otomo",
                default: true,
                summary: "Shogi no Otomo Ver.2: shogi plus the 16 cards (cards=on)",
            },
            RuleSetInfo {
                name: "standard",
                default: false,
                summary: "the cards put away (cards=off), which makes the game `shogi`",
            },
        ]
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        &[
            shogi::IMPASSE,
            RuleOptionInfo {
                key: "cards",
                values: &["on", "off"],
                summary: "the 16 Otomo cards: on in `otomo`, off in `standard`",
            },
            RuleOptionInfo {
                key: "card-off",
                values: &[
                    "Q", "Y", "H", "T", "R", "P", "I", "A", "B", "D", "G", "S", "W", "E", "U", "C",
                ],
                summary: "one card (by its letter) out of play, the others kept; repeat for more",
            },
        ]
    }

    fn from_rules(spec: &RuleSpec) -> Config {
        let mut config = Config {
            shogi: shogi::Config {
                impasse: Impasse::None,
            },
            cards: spec.set.as_deref() != Some("standard"),
            switched_off: InPlay::NONE,
        };
        for (key, value) in &spec.options {
            match (key.as_str(), value.as_str()) {
                ("cards", c) => config.cards = c == "on",
                ("card-off", letter) => match letter.chars().next().and_then(Card::from_letter) {
                    Some(card) => config.switched_off = config.switched_off.with(card),
                    None => unmapped("otomo", key, letter),
                },
                (k, v) if !config.shogi.set_impasse(k, v) => unmapped("otomo", k, v),
                _ => {}
            }
        }
        config
    }

    fn describe(config: &Config) -> String {
        let mut text = (config.shogi).describe(if config.cards { "otomo" } else { "standard" });
        for card in CARDS.into_iter().filter(|&c| config.switched_off.has(c)) {
            text.push_str(&format!(";card-off={}", card.letter()));
        }
        text
    }

    /// Shogi's state moves as shogi's does; the cards spent and every effect
    /// on the board stay (with the cards off they still act, and no card can
    /// be played).
    fn under_config(pos: &Position, config: &Config) -> Result<Position, PositionError> {
        Ok(Position {
            shogi: Shogi::under_config(&pos.shogi, &config.shogi)?,
            cards: pos.cards,
            in_play: config.in_play(),
            previous: pos.previous,
            cards_key: pos.cards_key,
        })
    }
}

impl PositionText for Otomo {
    fn read_position(config: &Config, text: &str) -> Result<Position, PositionError> {
        let state = setup::read(text)?;
        let (board, them) = (state.board, state.board.side ^ 1);
        if let Some(k) = board
            .king(them)
            .filter(|_| state.cards.prince(them).is_none())
        {
            if board.attackers(k, board.side, board.occupied()) != 0 {
                return Err(PositionError::new(
                    0,
                    text.len(),
                    crate::msg!("position-not-to-move-in-check"),
                ));
            }
        }
        let shogi = shogi::Position::keyed(
            board,
            config.shogi,
            board.key() ^ state.cards.key(),
            movegen::gives_check(&state),
        );
        Ok(Position::new(shogi, state.cards, config.in_play()))
    }

    fn write_position(pos: &Position) -> String {
        if pos.is_plain() && pos.cards == Cards::default() {
            return usi::write_sfen(pos.board());
        }
        let state = pos.state();
        format!(
            "{} {}",
            setup::write_board_sfen(&state),
            setup::write_card_fields(&state)
        )
    }
}

impl Picture for Otomo {
    fn diagram(pos: &Position) -> String {
        let ki2 = Carded(japanese::Ki2, Token::Label);
        let last = pos.last_move_line(|before, mv| Notation::<Otomo>::print(&ki2, before, &mv));
        diagram::bod(pos.board(), last.as_deref())
    }

    fn svg(pos: &Position, last: Option<&Move>, view: &crate::svg::View) -> String {
        svg::svg(pos, last, view)
    }
}

impl Explain for Otomo {
    /// Shogi's explanation, with each card tried on each move (a card
    /// spent, the cards off, a card move that would take the king), the
    /// cards with a square of their own tried on it, and a card move's
    /// conditions one by one.
    fn explain(
        pos: &Position,
        square: &str,
        lang: crate::messages::Lang,
    ) -> Option<Result<String, String>> {
        let explained = shogi::explain::Explained::<Otomo> {
            pos,
            lang,
            board: pos.board(),
            print: notation::write_move,
            parse: notation::parse_move,
            cards: CARDS
                .iter()
                .map(|&c| (c.number(), c.letter(), c.is_plain_move()))
                .collect(),
            with_card: |mv, card| mv.with_card(card),
            card_tries: |pos, n, sq| match Card::from_number(n) {
                Some(card) => explain::tries(pos, card, sq),
                None => explain::set_downs(pos, sq),
            },
            conditions: explain::conditions,
        };
        Some(explained.explain(square))
    }
}

impl Perft for Otomo {
    fn perft(pos: &Position, depth: u32) -> u64 {
        if pos.is_plain() {
            Shogi::perft(pos, depth)
        } else {
            movegen::perft(&pos.state(), pos.in_play, depth)
        }
    }
}

impl Game for Otomo {
    const PLAYER_TAGS: [&'static [&'static str]; 2] = Shogi::PLAYER_TAGS;
    const SUMMARY: &'static str = "Shogi no Otomo (将棋のお供): shogi with 16 rule-changing cards";
    const NUMBERING: Numbering = Numbering::PerPly;
    const BASE: Option<&'static str> = Some(Shogi::NAME);
    const DECLARATION: Option<&'static crate::session::Declaration> =
        Some(&declaration::DECLARATION);

    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        NOTATIONS
    }

    fn in_notation(v: Violation, notation: &str) -> Violation {
        shogi::in_words(v, notation)
    }
}
