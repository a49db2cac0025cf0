//! The trait a game implements to be registered, [`Game`]: its rules and
//! the traits beside them, its notations (each seen through the
//! object-safe [`MoveReader`]) and how a player declares a win.

use crate::game::{
    Configure, Explain, Notation, Parsed, Perft, Picture, PositionText, Rules, SyntaxError,
    Violation,
};
use crate::record::write::Numbering;
use crate::rule_id::RuleId;

/// A game as the registry knows it: its rules and the traits beside them
/// (see [`crate::game`]), plus notations.
pub trait Game: Rules + Configure + PositionText + Picture + Explain + Perft {
    /// One line for `hensou variants`.
    const SUMMARY: &'static str;
    /// Other names accepted by `--variant` and `[Variant]`.
    const ALIASES: &'static [&'static str] = &[];
    /// The tags that name each side's player, first side first: a tag
    /// named as the side ([`Rules::SIDE_NAMES`]) names it, and so do these
    /// (shogi's `下手` and `上手`, the sides of a handicap game).
    const PLAYER_TAGS: [&'static [&'static str]; 2] = [&[], &[]];
    /// How move numbers count in this game's records when writing.
    const NUMBERING: Numbering = Numbering::PerMove;
    /// The game this one is built on (Shogi no Otomo on shogi): text both
    /// read is the base game's.
    const BASE: Option<&'static str> = None;
    /// The rule set a record or a command gets when it names the game as
    /// `name` (the registry name or an alias) and gives no rules, where an
    /// alias stands for another rule set than the game's default.
    fn default_rules(_name: &str) -> Option<&'static str> {
        None
    }
    /// The notations, canonical first. Records are read with the notation
    /// their `[Notation]` tag names, or else the first one that parses.
    fn notations() -> &'static [&'static dyn MoveReader<Self>];
    /// The length of the move at the start of running `text` (a post) in
    /// any of the game's notations, as written: what the post reader asks
    /// the game (docs/FORUM-POSTS.md). The registry asks once more on the
    /// text read leniently (the `lenient` module), folded once for all games.
    fn find_move(text: &str) -> Option<usize> {
        let window = crate::record::finder::move_window(text);
        let lens = Self::notations()
            .iter()
            .filter_map(|n| n.syntax_len(window).ok());
        crate::record::finder::longest_move(text, lens)
    }
    /// [`MoveReader::read_plain`] of the notation numbered `notation`: a
    /// game may read its commonest notation here, seen through by the
    /// compiler where a call through the notation's table is not.
    #[inline]
    fn read_plain(
        notation: usize,
        pos: &Self::Position,
        input: &str,
    ) -> Option<(Self::Move, usize)> {
        Self::notations().get(notation)?.read_plain(pos, input)
    }
    /// [`MoveReader::notation_name`] of the notation numbered `notation`,
    /// which every plain ply reports: a game may name its notations where
    /// the compiler sees them, a table's load where the call through the
    /// notation's table was an indirect call a ply.
    #[inline]
    fn notation_name(notation: usize) -> &'static str {
        Self::notations()[notation].notation_name()
    }
    /// Tells a game about to be played from `pos` that its record holds
    /// about `plies` plies, so that what it keeps of the game is sized for
    /// it (shogi's repetition history); nothing by default.
    fn expect_plies(_pos: &mut Self::Position, _plies: usize) {}
    /// `v` in the words of `notation`, the notation the move was written
    /// in (squares as a Japanese record names them, say).
    fn in_notation(v: Violation, _notation: &str) -> Violation {
        v
    }
    /// How a player declares a win (shogi's impasse declaration), for a
    /// result line that stands for one; `None` in a game without
    /// declarations.
    const DECLARATION: Option<&'static Declaration> = None;
}

/// A game's win by declaration: how the record's notations write it, and
/// the rule a declaration breaks under rules that have none (a result line
/// is then a result only, not a refused move).
#[derive(Debug)]
pub struct Declaration {
    /// The texts to play it as, one a notation; the first that reads is it.
    pub texts: &'static [&'static str],
    pub refused: RuleId,
}

/// Why a ply could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error(transparent)]
    Syntax(SyntaxError),
    #[error(transparent)]
    Resolve(Violation),
}

/// An object-safe view of a [`Notation`].
pub trait MoveReader<R: Rules>: Send + Sync {
    fn notation_name(&self) -> &'static str;
    /// Bytes the ply at the front of `input` takes, syntax only.
    fn syntax_len(&self, input: &str) -> Result<usize, SyntaxError>;
    fn read_move(&self, pos: &R::Position, input: &str)
    -> Result<(R::Move, Parsed<()>), ReadError>;
    /// The move at the front of `input` and the bytes it took, when it reads
    /// as written with nothing to note and resolves here
    /// ([`Notation::parse_plain`]); `None` when [`MoveReader::read_move`]
    /// has more to say.
    fn read_plain(&self, pos: &R::Position, input: &str) -> Option<(R::Move, usize)>;
    fn write_move(&self, pos: &R::Position, mv: &R::Move) -> String;
    /// [`Notation::prints_from_the_position`].
    fn writes_from_the_position(&self) -> bool;
}

impl<R: Rules, N: Notation<R>> MoveReader<R> for N {
    fn notation_name(&self) -> &'static str {
        Notation::name(self)
    }
    fn syntax_len(&self, input: &str) -> Result<usize, SyntaxError> {
        self.parse(input).map(|p| p.len)
    }
    fn read_move(
        &self,
        pos: &R::Position,
        input: &str,
    ) -> Result<(R::Move, Parsed<()>), ReadError> {
        let parsed = self.parse(input).map_err(ReadError::Syntax)?;
        let mv = self
            .resolve(pos, &parsed.text)
            .map_err(ReadError::Resolve)?;
        Ok((
            mv,
            Parsed {
                text: (),
                len: parsed.len,
                notes: parsed.notes,
            },
        ))
    }
    fn read_plain(&self, pos: &R::Position, input: &str) -> Option<(R::Move, usize)> {
        let (text, len) = self.parse_plain(input)?;
        Some((self.resolve(pos, &text).ok()?, len))
    }
    fn write_move(&self, pos: &R::Position, mv: &R::Move) -> String {
        Notation::print(self, pos, mv)
    }
    fn writes_from_the_position(&self) -> bool {
        Notation::prints_from_the_position(self)
    }
}

/// `default`, then the diagrams `G` adds.
pub(super) fn diagram_names<G: Game>() -> Vec<&'static str> {
    std::iter::once("default")
        .chain(G::DIAGRAMS.iter().copied())
        .collect()
}
