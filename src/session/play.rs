//! A game in progress, type-erased: [`Session`] reads and plays plies in
//! any of the game's notations (a second time with look-alike characters
//! folded), lists and counts moves and draws the position; [`GameSession`]
//! is the one implementation, over a [`Game`].

use crate::game::MoveList;
use serde::Serialize;

use super::game::{Declaration, Game, ReadError, diagram_names};
use super::variant::{SetupError, configure};
use crate::game::{Normalisation, Outcome, RuleSpec, Side, SyntaxError, Violation};
use crate::lenient::{Fold, Folded};

/// What [`Session::play_text`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Bytes of the input the ply took.
    pub len: usize,
    /// The notation that read it.
    pub notation: &'static str,
    pub notes: Vec<Normalisation>,
    /// The move in the notation asked for, printed before it was played.
    pub converted: Option<String>,
}

/// What [`Session::play_next`] played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlainPly {
    /// Bytes of the input the ply took.
    pub len: usize,
    /// The ply's number in the game, from 1: the plies played, this one
    /// included.
    pub number: usize,
    /// The notation that read it.
    pub notation: &'static str,
}

/// Why [`Session::play_text`] failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlyFailure {
    /// No notation of the game reads this text.
    Syntax(SyntaxError),
    /// The text reads, but the move is not legal here.
    Illegal {
        /// Boxed: the failure is rare, and a small `Result` is cheaper to
        /// hand back on every ply that succeeds.
        violation: Box<Violation>,
        /// Bytes the ply took, as far as it was read.
        len: usize,
        /// What the notation read, for the legal moves nearest to it
        /// ([`Session::suggestions`]).
        written: Written,
    },
}

/// The text of an illegal ply as the notation that read it saw it (its
/// look-alike characters folded, if they were) and that notation. The legal
/// moves nearest to it are found only when a diagnostic offers them
/// ([`Session::suggestions`]): finding them prints every legal move, and
/// most illegal plies are trials no one is told of (which game a post is
/// of, whether a record is valid under other rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    pub notation: usize,
}

/// Perft of one first move, for `--divide`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Divided {
    #[serde(rename = "move")]
    pub mv: String,
    pub nodes: u64,
}

/// A game in progress, type-erased.
pub trait Session: Send + Sync {
    fn variant(&self) -> &'static str;
    /// The canonical spelling of the rules in force.
    fn rules(&self) -> String;
    fn side_to_move(&self) -> Side;
    fn side_name(&self, side: Side) -> &'static str;
    /// Plies played since the session began.
    fn plies(&self) -> usize;
    fn position_string(&self) -> String;
    fn diagram(&self) -> String;
    /// An SVG picture of the position, the last move played marked.
    fn svg(&self, view: &crate::svg::View) -> String;
    /// The diagram called `style` (`default` or one of the game's), its
    /// words in `lang`; else every name the game has.
    fn named_diagram(
        &self,
        style: &str,
        lang: crate::messages::Lang,
    ) -> Result<String, Vec<&'static str>>;
    fn outcome(&self) -> Option<Outcome>;
    /// [`Session::outcome`] when a legal move is known to exist (one was
    /// just played from here): no search for a move
    /// ([`crate::game::Rules::outcome_given_a_move`]).
    fn outcome_given_a_move(&self) -> Option<Outcome>;
    /// Index of a notation by name.
    fn notation(&self, name: &str) -> Option<usize>;
    /// Every legal move, printed in `notation`, sorted.
    fn legal_moves(&self, notation: usize) -> Vec<String>;
    /// Reads one ply from the front of `input` (the notation `only`, or else
    /// the first that parses), checks it and plays it.
    fn play_text(
        &mut self,
        input: &str,
        only: Option<usize>,
        convert_to: Option<usize>,
    ) -> Result<Played, PlyFailure>;
    /// [`Session::play_text`] of a ply that the notation `only` reads as
    /// written, with nothing to note, and that is legal, when no end that
    /// stands though moves are left has come
    /// ([`Session::outcome_given_a_move`]): the ply played. `None`, the game
    /// untouched, when the game is over or `play_text` has more to say (a
    /// failure, a note). The path of almost every ply of a record: one call
    /// where a driver would ask three (the end, the ply, the plies played),
    /// and none of what a failure needs is made.
    fn play_next(&mut self, input: &str, only: usize) -> Option<PlainPly>;
    /// The legal moves nearest to what an illegal ply wrote, nearest first
    /// (at most three), for its diagnostic; none for a ply that does not
    /// read. Asked of the session the ply failed in, before any other ply.
    fn suggestions(&self, failure: &PlyFailure) -> Vec<String>;
    fn perft(&self, depth: u32) -> u64;
    fn divide(&self, depth: u32, notation: usize) -> Vec<Divided>;
    /// The game after each legal move, the move printed in `notation`, in
    /// the order [`Session::divide`] lists them: a move tree split at its
    /// root, for counting its branches apart (on threads, say).
    fn split(&self, notation: usize) -> Vec<(String, Box<dyn Session>)>;
    fn explain(&self, square: &str, lang: crate::messages::Lang) -> Option<Result<String, String>>;
    /// How a player declares a win in this game, if one can.
    fn declaration(&self) -> Option<&'static Declaration> {
        None
    }
    /// The same position under other rules (for comparing rule sets).
    fn under_rules(&self, rules: &RuleSpec) -> Result<Box<dyn Session>, SetupError>;
    /// A copy of the game in progress (to play a variation from).
    fn fork(&self) -> Box<dyn Session>;
    /// The ply at the front of `input` printed in notation `to` without
    /// checking it (the illegal move a record says its game ended by, for
    /// conversion); `None` if it does not resolve to a move.
    fn print_unchecked(&self, input: &str, only: Option<usize>, to: usize) -> Option<String>;
    /// Keeps every move played from now on, with the position before the
    /// first, so that the line can be printed in any notation and its
    /// positions made afterwards, without reading the plies again
    /// ([`Session::line_moves`], [`Session::line_positions`]).
    fn keep_line(&mut self);
    /// Tells the game, about to be played, that about `plies` plies follow
    /// ([`Game::expect_plies`]).
    fn expect_plies(&mut self, plies: usize);
    /// The moves kept since [`Session::keep_line`], printed in `notation`;
    /// `None` when none are kept.
    fn line_moves(&self, notation: usize) -> Option<Vec<String>>;
    /// The position string where [`Session::keep_line`] was called, then
    /// after each move kept since; `None` when none are kept.
    fn line_positions(&self) -> Option<Vec<String>>;
}

/// The moves a session played since it was asked to keep them, and the
/// position before the first: enough to play them again without reading.
struct Line<G: Game> {
    start: G::Position,
    moves: Vec<G::Move>,
}

impl<G: Game> Clone for Line<G> {
    fn clone(&self) -> Line<G> {
        Line {
            start: self.start.clone(),
            moves: self.moves.clone(),
        }
    }
}

impl<G: Game> Line<G> {
    /// The moves played again from the start: `each` of the position
    /// before each move and the move, or of the position after it.
    fn replay<T>(&self, after: bool, each: impl Fn(&G::Position, &G::Move) -> T) -> Vec<T> {
        let mut pos = self.start.clone();
        let mut out = Vec::with_capacity(self.moves.len());
        for mv in &self.moves {
            if !after {
                out.push(each(&pos, mv));
            }
            G::play(&mut pos, mv);
            if after {
                out.push(each(&pos, mv));
            }
        }
        out
    }
}

/// A game in progress.
pub struct GameSession<G: Game> {
    config: G::Config,
    pos: G::Position,
    plies: usize,
    /// The move that led to `pos`, for pictures.
    last: Option<G::Move>,
    /// The notation that read the last ply: a ply no notation reads is
    /// reported in its words.
    read_with: Option<usize>,
    /// The moves played, when asked to keep them ([`Session::keep_line`]).
    /// Boxed: few games keep them, and a line holds a whole position, which
    /// every game copied from a set-up kept ([`Session::fork`]) would copy
    /// too, its `None` included (half of the session's bytes).
    line: Option<Box<Line<G>>>,
}

impl<G: Game> GameSession<G> {
    /// A game from `pos` under `config`, no ply played yet.
    pub(super) fn started(config: G::Config, pos: G::Position) -> Self {
        GameSession {
            config,
            pos,
            plies: 0,
            last: None,
            read_with: None,
            line: None,
        }
    }

    fn moves(&self) -> MoveList<G::Move> {
        let mut moves = MoveList::new();
        G::legal_moves(&self.pos, &mut moves);
        moves
    }

    /// Plays the legal move `mv`, read by the notation `notation`.
    #[inline(always)]
    fn play_read(&mut self, mv: G::Move, notation: usize) {
        G::play(&mut self.pos, &mv);
        self.plies += 1;
        if let Some(line) = &mut self.line {
            line.moves.push(mv.clone());
        }
        self.last = Some(mv);
        self.read_with = Some(notation);
    }

    /// [`Session::play_text`] on the text as written.
    #[inline(always)]
    fn play_as_written(
        &mut self,
        input: &str,
        only: Option<usize>,
        convert_to: Option<usize>,
    ) -> Result<Played, PlyFailure> {
        let notations = G::notations();
        let candidates = match only {
            Some(i) => i..i + 1,
            None => 0..notations.len(),
        };
        let mut first_error = None;
        let mut own_error = None;
        for i in candidates {
            let reader = notations[i];
            match reader.read_move(&self.pos, input) {
                Ok((mv, parsed)) => {
                    if !G::is_legal(&self.pos, &mv) {
                        let violation = G::check(&self.pos, &mv)
                            .expect_err("is_legal and check agree (game::fast_legality_agrees)");
                        let written = &input[..parsed.len.min(input.len())];
                        return Err(PlyFailure::Illegal {
                            violation: Box::new(G::in_notation(violation, reader.notation_name())),
                            len: parsed.len,
                            written: Written {
                                text: written.to_string(),
                                notation: i,
                            },
                        });
                    }
                    let converted = convert_to.map(|t| notations[t].write_move(&self.pos, &mv));
                    self.play_read(mv, i);
                    return Ok(Played {
                        len: parsed.len,
                        notation: reader.notation_name(),
                        notes: parsed.notes,
                        converted,
                    });
                }
                Err(ReadError::Resolve(violation)) => {
                    let len = reader.syntax_len(input).unwrap_or(0);
                    let written = &input[..len.min(input.len())];
                    return Err(PlyFailure::Illegal {
                        violation: Box::new(G::in_notation(violation, reader.notation_name())),
                        len,
                        written: Written {
                            text: written.to_string(),
                            notation: i,
                        },
                    });
                }
                Err(ReadError::Syntax(e)) if self.read_with == Some(i) => own_error = Some(e),
                Err(ReadError::Syntax(e)) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        Err(PlyFailure::Syntax(own_error.or(first_error).unwrap_or(
            SyntaxError::new(0, 0, crate::msg!("syntax-no-notation")),
        )))
    }

    /// [`Session::play_text`] on a text no notation reads as written, its
    /// look-alikes or full-width characters folded; kept out of line, as
    /// few plies need it.
    #[inline(never)]
    fn play_folded(
        &mut self,
        input: &str,
        only: Option<usize>,
        convert_to: Option<usize>,
        strict: SyntaxError,
    ) -> Result<Played, PlyFailure> {
        // Read once more with look-alikes, then full-width characters,
        // folded; every change is a warning on the original bytes.
        let input = &input[..crate::lenient::ply_window(input)];
        for fold in [Fold::LookAlikes, Fold::FullWidth] {
            let Some(folded) = Folded::new(input, fold) else {
                continue;
            };
            match self.play_as_written(&folded.text, only, convert_to) {
                Ok(played) => {
                    let mut notes = folded.notes(played.len);
                    notes.extend(played.notes.into_iter().map(|n| {
                        let offset = folded.original(n.offset);
                        Normalisation {
                            offset,
                            len: folded.original(n.offset + n.len) - offset,
                            ..n
                        }
                    }));
                    return Ok(Played {
                        len: folded.original(played.len),
                        notes,
                        ..played
                    });
                }
                Err(PlyFailure::Illegal {
                    violation,
                    len,
                    written,
                }) => {
                    return Err(PlyFailure::Illegal {
                        violation,
                        len: folded.original(len),
                        written,
                    });
                }
                Err(PlyFailure::Syntax(_)) => {}
            }
        }
        Err(PlyFailure::Syntax(strict))
    }

    /// Legal moves printed in `notation`, nearest to `written` first.
    fn nearest(&self, written: &str, notation: usize) -> Vec<String> {
        if written
            .chars()
            .nth(crate::diagnostic::NEAREST_MOVE_MAX_CHARS)
            .is_some()
        {
            return Vec::new();
        }
        let reader = G::notations()[notation];
        let mut scored: Vec<(f64, String)> = self
            .moves()
            .iter()
            .map(|m| {
                let text = reader.write_move(&self.pos, m);
                (strsim::normalized_damerau_levenshtein(written, &text), text)
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        scored.into_iter().take(3).map(|(_, t)| t).collect()
    }
}

impl<G: Game> Session for GameSession<G> {
    fn variant(&self) -> &'static str {
        G::NAME
    }
    fn rules(&self) -> String {
        G::describe(&self.config)
    }
    fn side_to_move(&self) -> Side {
        G::side_to_move(&self.pos)
    }
    fn side_name(&self, side: Side) -> &'static str {
        G::SIDE_NAMES[side.index()]
    }
    fn plies(&self) -> usize {
        self.plies
    }
    fn position_string(&self) -> String {
        G::write_position(&self.pos)
    }
    fn diagram(&self) -> String {
        G::diagram(&self.pos)
    }
    fn svg(&self, view: &crate::svg::View) -> String {
        G::svg(&self.pos, self.last.as_ref(), view)
    }
    fn named_diagram(
        &self,
        style: &str,
        lang: crate::messages::Lang,
    ) -> Result<String, Vec<&'static str>> {
        let names = diagram_names::<G>();
        if style.eq_ignore_ascii_case("default") {
            return Ok(G::diagram_in(&self.pos, lang));
        }
        G::DIAGRAMS
            .iter()
            .find(|d| d.eq_ignore_ascii_case(style))
            .and_then(|d| G::named_diagram(&self.pos, d, lang))
            .ok_or(names)
    }
    fn outcome(&self) -> Option<Outcome> {
        G::outcome(&self.pos)
    }
    fn outcome_given_a_move(&self) -> Option<Outcome> {
        G::outcome_given_a_move(&self.pos)
    }
    fn notation(&self, name: &str) -> Option<usize> {
        G::notations()
            .iter()
            .position(|n| n.notation_name().eq_ignore_ascii_case(name))
    }
    fn legal_moves(&self, notation: usize) -> Vec<String> {
        let reader = G::notations()[notation];
        let mut out: Vec<String> = self
            .moves()
            .iter()
            .map(|m| reader.write_move(&self.pos, m))
            .collect();
        out.sort();
        out
    }
    fn play_text(
        &mut self,
        input: &str,
        only: Option<usize>,
        convert_to: Option<usize>,
    ) -> Result<Played, PlyFailure> {
        match self.play_as_written(input, only, convert_to) {
            Err(PlyFailure::Syntax(error)) => self.play_folded(input, only, convert_to, error),
            read => read,
        }
    }
    fn play_next(&mut self, input: &str, only: usize) -> Option<PlainPly> {
        if G::outcome_given_a_move(&self.pos).is_some() {
            return None;
        }
        let (mv, len) = G::read_plain(only, &self.pos, input)?;
        if !G::is_legal(&self.pos, &mv) {
            return None;
        }
        self.play_read(mv, only);
        Some(PlainPly {
            len,
            number: self.plies,
            notation: G::notation_name(only),
        })
    }
    fn suggestions(&self, failure: &PlyFailure) -> Vec<String> {
        match failure {
            PlyFailure::Illegal { written, .. } => self.nearest(&written.text, written.notation),
            PlyFailure::Syntax(_) => Vec::new(),
        }
    }
    fn perft(&self, depth: u32) -> u64 {
        G::perft(&self.pos, depth)
    }
    fn divide(&self, depth: u32, notation: usize) -> Vec<Divided> {
        self.split(notation)
            .into_iter()
            .map(|(mv, next)| Divided {
                mv,
                nodes: next.perft(depth.saturating_sub(1)),
            })
            .collect()
    }
    fn split(&self, notation: usize) -> Vec<(String, Box<dyn Session>)> {
        let reader = G::notations()[notation];
        let mut out: Vec<(String, Box<dyn Session>)> = self
            .moves()
            .into_iter()
            .map(|m| {
                let mut pos = self.pos.clone();
                G::play(&mut pos, &m);
                let printed = reader.write_move(&self.pos, &m);
                let next = GameSession::<G> {
                    config: self.config.clone(),
                    pos,
                    plies: self.plies + 1,
                    last: Some(m),
                    read_with: self.read_with,
                    line: None,
                };
                (printed, Box::new(next) as Box<dyn Session>)
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }
    fn explain(&self, square: &str, lang: crate::messages::Lang) -> Option<Result<String, String>> {
        G::explain(&self.pos, square, lang)
    }
    fn declaration(&self) -> Option<&'static Declaration> {
        G::DECLARATION
    }
    fn print_unchecked(&self, input: &str, only: Option<usize>, to: usize) -> Option<String> {
        let notations = G::notations();
        let candidates: Vec<usize> = match only {
            Some(i) => vec![i],
            None => (0..notations.len()).collect(),
        };
        candidates.iter().find_map(|&i| {
            let (mv, _) = notations[i].read_move(&self.pos, input).ok()?;
            Some(notations.get(to)?.write_move(&self.pos, &mv))
        })
    }
    /// The copy written straight into its box: `Box::new` of the copy made
    /// it on the stack and then copied it into the box, about a kilobyte
    /// written twice a game (every game of an archive is a fork of a set-up
    /// kept): in place, 140 instructions and 6 first-level write misses a
    /// game fewer on a CSA archive. (`Box::write` would do this without
    /// `unsafe`; it needs Rust 1.87, and the crate's minimum is 1.85.)
    fn fork(&self) -> Box<dyn Session> {
        let mut boxed = Box::<Self>::new_uninit();
        boxed.write(GameSession::<G> {
            config: self.config.clone(),
            pos: self.pos.clone(),
            plies: self.plies,
            last: self.last.clone(),
            read_with: self.read_with,
            line: self.line.clone(),
        });
        // SAFETY: `MaybeUninit::write` just above initialised the whole
        // value the box holds (it takes a whole `GameSession`, every
        // field given), and nothing between could have left it
        // uninitialised: a panic in a clone unwinds before the write, and
        // the box of uninitialised memory is then freed without a drop of
        // its contents.
        unsafe { boxed.assume_init() }
    }
    fn under_rules(&self, rules: &RuleSpec) -> Result<Box<dyn Session>, SetupError> {
        let config = configure::<G>(rules)?;
        let pos = G::under_config(&self.pos, &config)?;
        Ok(Box::new(GameSession::<G> {
            config,
            pos,
            plies: self.plies,
            last: self.last.clone(),
            read_with: self.read_with,
            line: None,
        }))
    }
    fn keep_line(&mut self) {
        self.line = Some(Box::new(Line {
            start: self.pos.clone(),
            moves: Vec::new(),
        }));
    }
    fn expect_plies(&mut self, plies: usize) {
        G::expect_plies(&mut self.pos, plies);
    }
    fn line_moves(&self, notation: usize) -> Option<Vec<String>> {
        let reader = G::notations().get(notation)?;
        let line = self.line.as_ref()?;
        if !reader.writes_from_the_position() {
            let alone = |mv| reader.write_move(&line.start, mv);
            return Some(line.moves.iter().map(alone).collect());
        }
        Some(line.replay(false, |pos, mv| reader.write_move(pos, mv)))
    }
    fn line_positions(&self) -> Option<Vec<String>> {
        let line = self.line.as_ref()?;
        let mut positions = vec![G::write_position(&line.start)];
        positions.extend(line.replay(true, |pos, _| G::write_position(pos)));
        Some(positions)
    }
}
