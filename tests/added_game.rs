//! A game added the way docs/ADDING-A-GAME.md says, from outside the
//! crate: its rules and notation, its rule ids declared with `rule_ids!`,
//! and one registry entry. Options that carry the registry holding it read,
//! check and list it as one of hensou's own games; options that carry
//! hensou's own registry, in the same process and at the same time, do not
//! know it.
//!
//! The game, "line": a row of three cells `a`, `b`, `c`; the sides take
//! turns marking an empty cell, and once the row is full, whoever holds the
//! middle cell wins. It brings a file format of its own, "row": one game a
//! line, `ROW b a c`. The front doors that take no options take the
//! registry (`Archive::open_in`, `Reading::named_in`, ...): given the one
//! holding the line game they read rows, given hensou's own they do not.

use std::sync::{Arc, Barrier, OnceLock};

use hensou::game::prelude::*;
use hensou::game::{
    Outcome, Parsed, PositionError, RuleOptionInfo, RuleSetInfo, RuleSpec, Side, SyntaxError,
    Violation, perft_by_make,
};
use hensou::options::{Field, Names};
use hensou::record::write::{OutGame, OutItem, Written};
use hensou::record::{Element, Format, GameRecord, Span, Split, Tag};
use hensou::registry::{self, GameEntry, Registry};
use hensou::session::{Game, GameVariant, MoveReader};
use hensou::{Archive, Conversion, NameError, Reading};

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
        let bad = || PositionError::new(0, text.len(), "not a row such as `x.o x`".into());
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

/// The mark that starts a game in the row format.
const ROW_MARK: &str = "ROW ";

/// The row format: each line `ROW <cells>` is a game of the line game.
static ROW: Format = Format {
    name: "row",
    summary: "one game of the line game a line: ROW b a c",
    listed: 5,
    extensions: &["row"],
    notation: Some("cell"),
    looks_like: Some(|text| text.starts_with(ROW_MARK)),
    read: read_rows,
    write: write_row,
    holds_comments: false,
    holds_variations: false,
    holds_times: false,
    holds_end_times: false,
    holds_fractions: false,
    holds_totals: false,
    holds_tags: false,
    holds_results: false,
    marks_fouls: false,
    between_games: "",
    split: Split::Whole,
    rule_ids: &[],
};

/// Every `ROW` line of `text`, a game of the line game whose moves follow
/// the mark.
fn read_rows(text: &str) -> Vec<GameRecord> {
    let mut games = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let row = line.trim_end();
        if row.starts_with(ROW_MARK) {
            let moves_at = at + ROW_MARK.len();
            games.push(GameRecord {
                tags: vec![Tag {
                    name: "Variant".into(),
                    value: "line".into(),
                    span: Span::new(at, 0),
                }],
                movetext: vec![Element::Moves {
                    span: Span::new(moves_at, row.len() - ROW_MARK.len()),
                }],
                span: Span::new(at, row.len()),
                ..GameRecord::default()
            });
        }
        at += line.len();
    }
    games
}

fn write_row(game: &OutGame) -> Written {
    let plies = game.items.iter().filter_map(|item| match item {
        OutItem::Ply { text, .. } => Some(text.as_str()),
        _ => None,
    });
    format!("{ROW_MARK}{}\n", plies.collect::<Vec<_>>().join(" ")).into()
}

/// hensou's games and the line game: the line game's one registry line.
fn extended() -> &'static Arc<Registry> {
    static EXTENDED: OnceLock<Arc<Registry>> = OnceLock::new();
    EXTENDED.get_or_init(|| {
        static LINE: GameVariant<Line> = GameVariant::new();
        static FORMATS: [&Format; 1] = [&ROW];
        let line = GameEntry::new(&LINE, LineRule::IDS).formats(&FORMATS);
        Arc::new(Registry::builtin().with(line))
    })
}

/// A won game and a game with a cell marked twice.
const WON: &str = "[Variant \"line\"]\n\n1. b a 2. c *\n";
/// Two won games in the row format.
const ROWS: &str = "ROW b a c\nROW b c a\n";
const MARKED_TWICE: &str = "[Variant \"line\"]\n\n1. b b *\n";

/// The codes and messages of what `registry` says of `text`, read and
/// checked through the library's front door.
fn verdict(registry: &Arc<Registry>, text: &str) -> (bool, Vec<(String, String)>) {
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
        let check = |registry: &'static Arc<Registry>| {
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
    assert!(Arc::ptr_eq(resolved.registry(), extended()));
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

/// What each game of `archive` is, as options carrying `registry` check
/// it: the game its record names, and whether it is valid.
fn games_of(archive: Archive, registry: &Arc<Registry>) -> Vec<(Option<String>, bool)> {
    let options = hensou::Options::new().registry(registry);
    let mut games = Vec::new();
    for window in archive {
        let window = window.expect("a text in memory reads");
        for game in window.games() {
            let variant = game.tag("Variant").map(str::to_string);
            games.push((variant, game.validate(&options).is_valid()));
        }
    }
    games
}

/// The two won rows, as the registry holding the line game reads them.
fn two_won_rows() -> Vec<(Option<String>, bool)> {
    vec![(Some("line".to_string()), true); 2]
}

/// An archive read with the registry holding the line game finds its rows
/// by the row format's mark, from text, bytes or a file; read with
/// hensou's own registry, the same text holds no game of it.
#[test]
fn an_archive_is_read_by_the_formats_of_the_registry_it_is_given() {
    let (builtin, mine) = (registry::builtin(), extended());
    let from_text = |r| games_of(Archive::from_text_in(r, "g.row", ROWS, Reading::auto()), r);
    let from_bytes = |r| {
        let bytes = ROWS.as_bytes().to_vec();
        games_of(
            Archive::from_bytes_in(r, "g.row", bytes, Reading::auto()),
            r,
        )
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("g.row");
    std::fs::write(&path, ROWS).expect("a temporary file");
    let open = |r| {
        games_of(
            Archive::open_in(r, &path, Reading::auto()).expect("opens"),
            r,
        )
    };
    for read in [&from_text as &dyn Fn(_) -> _, &from_bytes, &open] {
        assert_eq!(read(mine), two_won_rows());
        // Prose to hensou's own formats: one untagged game, no game's.
        assert_eq!(read(builtin), [(None, false)]);
    }
}

/// The row format is a reading by name, a conversion target and a
/// listed game only in the registry that holds it.
#[test]
fn the_added_format_is_named_converted_to_and_listed_in_its_registry_only() {
    let (builtin, mine) = (registry::builtin(), extended());
    let row = Reading::named_in(mine, "ROW").expect("a registered format");
    assert_eq!(row.name(), "row");
    let Err(hensou::Error::Name(NameError::Format { known, .. })) =
        Reading::named_in(builtin, "row")
    else {
        panic!("hensou's own registry has no row format");
    };
    assert!(
        !known.contains(&"row") && known.contains(&"csa"),
        "{known:?}"
    );

    let source = hensou::Source::from_text("g.txt", ROWS);
    assert_eq!(source.games_in(row, mine).count(), 2);
    let options = hensou::Options::new().registry(mine);
    let game = source.games_in(row, mine).nth(1).expect("a second row");
    assert_eq!(game.convert("row", &options).text(), Some("ROW b c a\n"));

    assert_eq!(Conversion::between_games_in(mine, "row"), "");
    assert_eq!(Conversion::between_games_in(builtin, "row"), "\n");
    assert_eq!(mine.format("row").map(|f| f.name), Some("row"));
    assert!(builtin.format("row").is_none());

    assert_eq!(mine.names().last(), Some(&"line"));
    assert_eq!(mine.names()[..mine.names().len() - 1], builtin.names());
    assert!(!builtin.names().contains(&"line"));
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
    let validate = |registry: &Arc<Registry>, path: &std::ffi::OsString| {
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
    let line_alone = &Arc::new(Registry::empty().with(GameEntry::new(&LINE, LineRule::IDS)));
    let as_csa = |registry: &Arc<Registry>| {
        let args = ["hensou", "validate", "-q", "--input", "csa"].map(Into::into);
        run_in(registry, args.into_iter().chain([won.clone()]))
    };
    assert_eq!(as_csa(line_alone), EXIT_USAGE);
    assert_eq!(as_csa(registry::builtin()), EXIT_INVALID);
    assert_eq!(validate(line_alone, &won), EXIT_OK);
}

/// A post of the added game is read through the game's own notation: no
/// shape of the reader's knows a move that is one letter, `b`.
#[test]
fn a_post_of_the_added_game_is_read_through_its_notation() {
    let post = "Last night's game:\n1.b 2.a 3.c and the middle was mine.\n";
    let options = hensou::Options::new().registry(extended()).game("line");
    let source = hensou::Source::from_text("post.txt", post);
    let reports: Vec<_> = (source.games_in(Reading::forum(), extended()))
        .map(|g| g.validate(&options))
        .collect();
    assert_eq!(reports.len(), 1);
    let plies: Vec<&str> = reports[0].plies().iter().map(|p| p.text(post)).collect();
    assert_eq!(plies, ["b", "a", "c"], "{:?}", reports[0].diagnostics());
    assert!(reports[0].is_valid(), "{:?}", reports[0].diagnostics());
}
