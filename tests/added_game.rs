//! A game added the way docs/ADDING-A-GAME.md says, from outside the
//! crate: its rules and notation, its rule ids declared with `rule_ids!`,
//! and one registry entry. Options that carry the registry holding it read,
//! check and list it as one of hensou's own games; options that carry
//! hensou's own registry, in the same process and at the same time, do not
//! know it.
//!
//! The game, "line": a row of three cells `a`, `b`, `c`; the sides take
//! turns marking an empty cell, and once the row is full, whoever holds the
//! middle cell wins.

use std::sync::{Barrier, OnceLock};

use hensou::game::prelude::*;
use hensou::game::{
    Outcome, Parsed, PositionError, RuleOptionInfo, RuleSetInfo, RuleSpec, Side, SyntaxError,
    Violation, perft_by_make,
};
use hensou::options::{Field, Names};
use hensou::registry::{self, GameEntry, Registry};
use hensou::session::{Game, GameVariant, MoveReader};

hensou::reasons! {
    /// How a game of the line game ends.
    pub enum LineEnd {
        Middle => "middle",
    }
}

hensou::rule_ids! {
    /// The rule a move of the line game can break.
    pub enum LineRule {
        Occupied => "line::occupied",
    }
}

const CELLS: [char; 3] = ['a', 'b', 'c'];

struct Line;

#[derive(Clone, Debug, PartialEq)]
struct Row {
    cells: [Option<Side>; 3],
    to_move: Side,
}

impl Rules for Line {
    type Config = ();

    type Position = Row;

    type Move = usize;

    const NAME: &'static str = "line";

    const SIDE_NAMES: [&'static str; 2] = ["Cross", "Nought"];

    const REASONS: &'static [hensou::game::Reason] = LineEnd::REASONS;

    fn start(_config: &()) -> Row {
        Row {
            cells: [None; 3],
            to_move: Side::First,
        }
    }

    fn side_to_move(pos: &Row) -> Side {
        pos.to_move
    }

    fn legal_moves(pos: &Row, out: &mut MoveList<usize>) {
        if Self::outcome(pos).is_none() {
            out.extend((0..3).filter(|&i| pos.cells[i].is_none()));
        }
    }

    fn check(pos: &Row, mv: &usize) -> Result<(), Violation> {
        match pos.cells.get(*mv) {
            Some(None) => Ok(()),
            _ => Err(Violation::new(
                LineRule::Occupied,
                format!("cell {} is marked already", CELLS[*mv % 3]),
            )),
        }
    }

    fn play(pos: &mut Row, mv: &usize) {
        pos.cells[*mv] = Some(pos.to_move);
        pos.to_move = pos.to_move.other();
    }

    fn outcome(pos: &Row) -> Option<Outcome> {
        match pos.cells {
            [Some(_), Some(middle), Some(_)] => Some(Outcome::win(middle, LineEnd::Middle)),
            _ => None,
        }
    }
}

impl Configure for Line {
    fn rule_sets() -> &'static [RuleSetInfo] {
        &[RuleSetInfo {
            name: "standard",
            default: true,
            summary: "the middle cell wins",
        }]
    }

    fn rule_options() -> &'static [RuleOptionInfo] {
        &[]
    }

    fn from_rules(_spec: &RuleSpec) {}

    fn describe(_config: &()) -> String {
        "standard".into()
    }

    fn under_config(pos: &Row, _config: &()) -> Result<Row, PositionError> {
        Ok(pos.clone())
    }
}

impl PositionText for Line {
    /// `x.o x`: the cells (`x` the first side's, `o` the second's), then
    /// the side to move.
    fn read_position(_config: &(), text: &str) -> Result<Row, PositionError> {
        let bad = || PositionError::new(0, text.len(), "not a row such as `x.o x`");
        let (row, side) = text.split_once(' ').ok_or_else(bad)?;
        let mut cells = [None; 3];
        if row.chars().count() != 3 {
            return Err(bad());
        }
        for (cell, c) in cells.iter_mut().zip(row.chars()) {
            *cell = match c {
                'x' => Some(Side::First),
                'o' => Some(Side::Second),
                '.' => None,
                _ => return Err(bad()),
            };
        }
        let to_move = match side {
            "x" => Side::First,
            "o" => Side::Second,
            _ => return Err(bad()),
        };
        Ok(Row { cells, to_move })
    }

    fn write_position(pos: &Row) -> String {
        let mark = |c: &Option<Side>| match c {
            Some(Side::First) => 'x',
            Some(Side::Second) => 'o',
            None => '.',
        };
        let side = if pos.to_move == Side::First { "x" } else { "o" };
        format!("{} {side}", pos.cells.iter().map(mark).collect::<String>())
    }
}

/// No explanation, and perft by playing each move on a copy.
impl Explain for Line {}
impl Perft for Line {}

/// A mark is taken back by clearing its cell: nothing to save.
impl MakeUnmake for Line {
    type Undo = ();
    fn make(pos: &mut Row, mv: &usize) {
        Self::play(pos, mv);
    }
    fn unmake(pos: &mut Row, mv: &usize, (): ()) {
        pos.cells[*mv] = None;
        pos.to_move = pos.to_move.other();
    }
}

impl Picture for Line {
    fn diagram(pos: &Row) -> String {
        Self::write_position(pos)
    }
}

/// A move is the letter of its cell.
struct CellNotation;

impl Notation<Line> for CellNotation {
    type Text = usize;

    fn name(&self) -> &'static str {
        "cell"
    }
    fn parse(&self, input: &str) -> Result<Parsed<usize>, SyntaxError> {
        let cell = input
            .chars()
            .next()
            .and_then(|c| CELLS.iter().position(|&l| l == c));
        cell.map(|text| Parsed {
            text,
            len: 1,
            notes: Vec::new(),
        })
        .ok_or_else(|| SyntaxError {
            offset: 0,
            len: input.chars().next().map_or(0, char::len_utf8),
            message: "expected a cell: a, b or c".into(),
        })
    }
    fn resolve(&self, pos: &Row, cell: &usize) -> Result<usize, Violation> {
        Line::check(pos, cell).map(|()| *cell)
    }
    fn print(&self, _pos: &Row, mv: &usize) -> String {
        CELLS[*mv].to_string()
    }
}

impl Game for Line {
    const SUMMARY: &'static str = "Three cells in a row; the middle one wins";
    fn notations() -> &'static [&'static dyn MoveReader<Self>] {
        &[&CellNotation]
    }
}

/// hensou's games and the line game: the line game's one registry line.
fn extended() -> &'static Registry {
    static EXTENDED: OnceLock<&'static Registry> = OnceLock::new();
    EXTENDED.get_or_init(|| {
        static LINE: GameVariant<Line> = GameVariant::new();
        let line = GameEntry::new(&LINE, LineRule::IDS);
        Registry::builtin().with(line).leak()
    })
}

/// A won game and a game with a cell marked twice.
const WON: &str = "[Variant \"line\"]\n\n1. b a 2. c *\n";
const MARKED_TWICE: &str = "[Variant \"line\"]\n\n1. b b *\n";

/// The codes and messages of what `registry` says of `text`, read and
/// checked through the library's front door.
fn verdict(registry: &'static Registry, text: &str) -> (bool, Vec<(String, String)>) {
    let options = hensou::Options::new().registry(registry);
    let report = &hensou::Source::from_text("g.pgn", text).validate(&options)[0];
    let said = report.diagnostics().iter();
    let said = said.map(|d| (d.code().to_string(), d.message().to_string()));
    (report.is_valid(), said.collect())
}

#[test]
fn a_record_of_the_added_game_is_checked_like_any_other() {
    let options = hensou::Options::new().registry(extended());
    let won = hensou::Source::from_text("won.pgn", WON);
    let report = &won.validate(&options)[0];
    assert!(report.is_valid(), "{:?}", report.diagnostics());
    assert_eq!(report.plies().len(), 3);
    let outcome = report.outcome().expect("a full row ends the game");
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(Side::First), "middle")
    );

    let marked_twice = hensou::Source::from_text("bad.pgn", MARKED_TWICE);
    let report = &marked_twice.validate(&options)[0];
    assert!(!report.is_valid());
    let codes: Vec<_> = report.diagnostics().iter().map(|d| d.code()).collect();
    assert_eq!(codes, [LineRule::Occupied.id()]);
}

/// The same text, checked with hensou's own registry and with the one
/// holding the line game, on two threads at once: the first does not know
/// the game, the second checks it, and neither changes what the other
/// says. Names resolve the same way.
#[test]
fn two_registries_are_used_side_by_side() {
    let builtin = registry::builtin();
    let before = verdict(builtin, WON);
    assert!(!before.0);
    let codes: Vec<&str> = before.1.iter().map(|(code, _)| code.as_str()).collect();
    assert_eq!(codes, ["record::unknown-variant"], "{:?}", before.1);

    let both_at_once = Barrier::new(2);
    let (unknown, known) = std::thread::scope(|s| {
        let check = |registry: &'static Registry| {
            let both_at_once = &both_at_once;
            s.spawn(move || {
                both_at_once.wait();
                (0..20).map(|_| verdict(registry, WON)).collect::<Vec<_>>()
            })
        };
        let (unknown, known) = (check(builtin), check(extended()));
        (unknown.join().unwrap(), known.join().unwrap())
    });
    assert!(unknown.iter().all(|v| *v == before), "{unknown:?}");
    assert!(known.iter().all(|v| *v == (true, Vec::new())), "{known:?}");
    assert_eq!(verdict(builtin, WON), before);

    let line = Names {
        game: Some("line".into()),
        ..Names::default()
    };
    assert_eq!(line.resolve_in(builtin).unwrap_err().field, Field::Game);
    let resolved = line.resolve_in(extended()).expect("a registered game");
    assert_eq!(resolved.game().map(|g| g.name()), Some("line"));
    assert!(std::ptr::eq(resolved.registry(), extended()));
    assert!(hensou::Position::new_in(builtin, "line", None).is_err());
}

#[test]
fn the_added_game_is_listed_with_its_rule_ids() {
    let registry = extended();
    let names: Vec<&str> = registry.variants().iter().map(|v| v.name()).collect();
    assert_eq!(names.last(), Some(&"line"));
    assert!(registry.rule_ids().contains(&LineRule::Occupied.id()));
    assert!(
        !registry::builtin()
            .rule_ids()
            .contains(&LineRule::Occupied.id())
    );
    let position = hensou::Position::new_in(registry, "line", None).expect("a registered game");
    let moves = position.legal_moves(None).expect("its notation");
    assert_eq!(moves, ["a", "b", "c"]);
    assert_eq!(position.notations(), ["cell"]);
    let full = hensou::Position::from_string_in(registry, "line", None, "xox o").expect("a row");
    assert!(full.legal_moves(None).expect("its notation").is_empty());
    assert!(hensou::Position::from_string_in(registry::builtin(), "line", None, "xox o").is_err());
}

/// The provided perft (`impl Perft for Line {}`) walks the game's own
/// rules: 3 first marks, 2 second, 1 third, and no move once the row is
/// full.
#[test]
fn the_added_game_counts_its_move_tree_with_the_provided_perft() {
    let position = hensou::Position::new_in(extended(), "line", None).expect("a registered game");
    let counts: Vec<u64> = (0..=4).map(|depth| position.perft(depth)).collect();
    assert_eq!(counts, [1, 3, 6, 6, 0]);
}

/// The deprecated way still works: an installed registry is the one
/// options given none carry, and `games()` lists. (No other test here
/// uses the options' default registry.)
#[test]
#[allow(deprecated)]
fn an_installed_registry_is_the_default_one() {
    registry::install(extended().clone());
    assert!(hensou::games().contains(&"line"));
    let won = hensou::Source::from_text("won.pgn", WON);
    assert!(won.validate(&hensou::Options::new())[0].is_valid());
    assert!(hensou::Position::new("line", None).is_ok());
}

/// A game outside hensou takes the make/unmake hook too: its walk counts
/// the tree the provided perft counts, and leaves the position as it was.
#[test]
fn the_added_game_walks_its_move_tree_by_make_and_unmake() {
    let start = Line::start(&());
    let by_make: Vec<u64> = (0..=4).map(|d| perft_by_make::<Line>(&start, d)).collect();
    let by_play: Vec<u64> = (0..=4).map(|d| Line::perft(&start, d)).collect();
    assert_eq!(by_make, by_play);
    let mut pos = start.clone();
    Line::make(&mut pos, &1);
    Line::unmake(&mut pos, &1, ());
    assert_eq!(pos, start);
}

/// The whole command line runs with the registry that holds the line game:
/// `validate` checks its records and `perft --variant line` names it, while
/// the same command lines with hensou's own registry do not know the game.
#[test]
fn the_command_line_runs_with_the_added_game() {
    use hensou::cli::{EXIT_INVALID, EXIT_OK, EXIT_USAGE, run_in};
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("written");
        path.into_os_string()
    };
    let (won, marked_twice) = (file("won.pgn", WON), file("bad.pgn", MARKED_TWICE));
    let validate = |registry: &'static Registry, path: &std::ffi::OsString| {
        run_in(
            registry,
            [
                "hensou".into(),
                "validate".into(),
                "-q".into(),
                path.clone(),
            ],
        )
    };
    assert_eq!(validate(extended(), &won), EXIT_OK);
    assert_eq!(validate(extended(), &marked_twice), EXIT_INVALID);
    assert_eq!(validate(registry::builtin(), &won), EXIT_INVALID);

    let perft = ["hensou", "perft", "--variant", "line", "--depth", "2"];
    assert_eq!(run_in(extended(), perft), EXIT_OK);
    assert_eq!(run_in(registry::builtin(), perft), EXIT_USAGE);

    // `--input` takes the formats of the registry it runs with: a registry
    // of the line game alone reads no CSA.
    static LINE: GameVariant<Line> = GameVariant::new();
    let line_alone = Registry::empty()
        .with(GameEntry::new(&LINE, LineRule::IDS))
        .leak();
    let as_csa = |registry: &'static Registry| {
        let args = ["hensou", "validate", "-q", "--input", "csa"].map(Into::into);
        run_in(registry, args.into_iter().chain([won.clone()]))
    };
    assert_eq!(as_csa(line_alone), EXIT_USAGE);
    assert_eq!(as_csa(registry::builtin()), EXIT_INVALID);
    assert_eq!(validate(line_alone, &won), EXIT_OK);
}
