"""Validate, convert, replay and rule-test records of fairy and historical
board games. docs/python.md has the whole API with examples."""

import os
from typing import Iterator, Literal, Mapping, Optional, Union

#: A record: its text (`str`), a file's raw bytes (`bytes`, decoded as a
#: file is: UTF-8, Shift_JIS or EUC-JP), or a file's path (`os.PathLike`).
#: A path given as `str` is read as record text (one that names an existing
#: file raises `InputError`: wrap it in `pathlib.Path`; so does one word
#: with a record's extension that names no file, such as `"games/a.csa"`).
Source = Union[str, bytes, "os.PathLike[str]"]
#: Rule options over the rules in force: `{"return": "turn-start"}` or
#: `"return=turn-start;key=value"`.
Options = Union[Mapping[str, object], str]

class HensouError(Exception):
    """Every error hensou raises: a call it cannot carry out. A record with
    problems is no error: its `Report` says what they are. Its message is
    in the language of the call's `lang=` (English without it), as are the
    `TypeError` and `ValueError` of a value of the wrong kind."""

class InputError(HensouError):
    """A file that cannot be read, or bytes that are not text."""

class VariantError(HensouError):
    """No game has the name given (the message lists the nearest)."""

class RulesError(HensouError):
    """A rule set or option the game does not have."""

class PositionError(HensouError):
    """A position string the game cannot read."""

class NotationError(HensouError):
    """A notation or file format the game does not have."""

class Problem:
    """One problem found in one game, as `hensou validate --format json`
    gives it."""

    code: str
    """Stable id: `record::move-number`, `shogi::nifu`, ..."""
    severity: Literal["error", "warning"]
    message: str
    ply: Optional[int]
    """The ply (from 1) the problem is about, if any."""
    offset: int
    """Where in the text, in bytes of its UTF-8 form."""
    length: int
    line: int
    """Line (from 1) of `offset`."""
    column: int
    """Column (from 1, in characters) of `offset`."""
    label: str
    help: Optional[str]
    position: Optional[str]
    """The position string before the ply."""
    suggestions: list[str]
    """Legal moves nearest to what was written."""
    localized_message: Optional[str]
    """`message` in the language asked for with `lang=` (`"ja"`); `None`
    in English, the language of `message`, `label` and `help`."""
    localized_label: Optional[str]
    localized_help: Optional[str]
    @property
    def is_error(self) -> bool: ...

class Difference:
    """A ply whose legality differs between the record's rules and the rules
    compared with (`compare_rules`)."""

    ply: int
    text: str
    """The ply as written."""
    offset: int
    """Where the ply is written, in bytes of the text's UTF-8 form."""
    length: int
    legal_under_record_rules: bool
    legal_under_compared_rules: bool
    rule: str
    """The rule broken, where one is."""
    reason: str

class MoveDifference:
    """A move legal in a position under one of two rule sets and not the
    other (`compare_moves`)."""

    move: str
    """The move, in the notation asked for."""
    legal_under_rules: bool
    legal_under_compared_rules: bool
    rule: str
    """The rule broken under the rules that refuse it."""
    reason: str

class Report:
    """The verdict on one game of a record."""

    file: str
    """The file's name; `"<text>"` or `"<bytes>"` for a record given so."""
    game: int
    """Which game of the file, from 1."""
    variant: Optional[str]
    """The game's registry name (`"shogi"`, `"chatra"`, ...), if known."""
    rules: Optional[str]
    """The rules in force, spelt canonically (`"bell;return=turn-start"`)."""
    valid: bool
    """No problem is an error."""
    plies: int
    """Plies read and played on the main line."""
    result: Optional[str]
    """The result token the record gives (`"1-0"`, `"*"`), if any."""
    winner: Optional[Literal["first", "second"]]
    """Who won (`None` for a draw or an unfinished game: see `reason`): by the
    rules when the moves end the game, else as the record writes its result
    (`投了`, `%TORYO`, `resign`, `1-0`). `"first"` is Sente (下手 in a
    handicap game, where 上手 moves first as Gote)."""
    first_player: Optional[str]
    """The player of the first side (the one `winner` calls `"first"`) as the
    tags name it: `先手`, CSA's `N+`, `[Sente]`, `[Black]`; in a shogi handicap
    game `下手`, who receives the handicap and moves second. The tags keep the
    record's own names (`Game.tags`)."""
    second_player: Optional[str]
    """The player of the second side: `後手`, `N-`; in a handicap game `上手`,
    who gives the handicap and moves first."""
    reason: Optional[str]
    """How the game ended: by the rules (`"mate"`, `"all-captured"`), else as the
    record says (`"resignation"`, `"time-up"`, `"illegal-move"`,
    `"impasse-declaration"`, `"sennichite"`, `"interrupted"`, ...;
    `"written-result"` for a bare `1-0`)."""
    problems: list[Problem]
    differences: list[Difference]
    """Plies judged otherwise under the compared rules (`compare_rules`)."""
    @property
    def errors(self) -> list[Problem]:
        """The problems that are errors."""
    def __bool__(self) -> bool:
        """Whether the game is valid."""

class Ply:
    """One ply of a game as read."""

    number: int
    """From 1."""
    text: str
    """The ply as written in the record."""
    notation: str
    """The notation it was written in."""
    @property
    def position(self) -> str:
        """The position string after the ply (the game's positions are made
        the first time one is asked for)."""

class Game:
    """One game of a record, checked once as `read` yields it."""

    tags: list[tuple[str, str]]
    """The record's tags (or a format's header fields), in order."""
    report: Report
    plies: list[Ply]
    """The plies played on the main line (in an invalid game, those before
    its first error)."""
    @property
    def start(self) -> Optional[str]:
        """The position string before the first ply (`None` when the game
        could not be set up)."""
    def tag(self, name: str) -> Optional[str]:
        """The value of the first tag called `name` (case ignored), if any."""
    def moves(self, notation: Optional[str] = None) -> list[str]:
        """The moves as written, or printed in `notation` (any of the game's
        notations), from the moves the game keeps: nothing is read or checked
        again. Raises `NotationError` for one the game lacks, in the language
        the game was read in (`read`'s `lang=`)."""
    @property
    def positions(self) -> list[str]:
        """The position strings after each ply, in order, made the first time
        they are asked for."""

class Games(Iterator[Game]):
    """The games `read` yields, each read and checked when asked for: a
    file is read a window of its text at a time, so memory is bounded by
    its largest game. `list(games)` holds them all."""

    def __iter__(self) -> "Games": ...
    def __next__(self) -> Game: ...

class Table:
    """A table `games_table` or `plies_table` made, in Rust: Arrow data that
    `pyarrow.table(t)`, `polars.DataFrame(t)`, pandas (`pyarrow.table(t)
    .to_pandas()`) and DuckDB take whole through the Arrow PyCapsule
    interface, with no Python loop."""

    @property
    def column_names(self) -> list[str]:
        """The names of the columns, in order."""
    def __len__(self) -> int:
        """The number of rows."""
    def __arrow_c_stream__(self, requested_schema: object = None) -> object:
        """An Arrow C stream of the table's record batches, in a PyCapsule
        (`requested_schema` is not applied)."""
    def __arrow_c_array__(
        self, requested_schema: object = None
    ) -> tuple[object, object]:
        """The table as one Arrow C struct array and its schema, in
        PyCapsules."""
    def __arrow_c_schema__(self) -> object:
        """The table's Arrow C schema, in a PyCapsule."""

class Conversion:
    """What `convert` made."""

    text: str
    """Every game in the target notation, one after another, as `hensou
    convert --to` writes them: an invalid game up to its last legal ply,
    then its errors and the rest of its text in a comment
    (`convert::partial` among its report's warnings)."""
    reports: list[Report]
    """One per game; what the conversion could not carry is among the
    warnings."""
    @property
    def valid(self) -> bool:
        """Whether every game was valid and so converted whole."""

def validate(
    source: Source,
    variant: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    input: Optional[str] = None,
    lang: Optional[str] = None,
) -> list[Report]:
    """Checks every game of a record: one `Report` per game, in order, the
    same verdicts, problems, positions and suggestions as
    `hensou validate --format json`.

    `source` is told apart by type: `str` is record text, `bytes` a file's
    raw bytes, `os.PathLike` a path (wrap a `str` path in `pathlib.Path`).
    `variant` and `rules` apply to records that do not name them; `options`
    override rule options of every game; `input` says how to read the text
    as `hensou validate --input` does (`"auto"`, `"record"`, `"forum"`,
    `"kif"`, `"csa"`, ...). `lang` (`"en"`, `"ja"` or a locale) adds each
    problem's texts in that language beside the English ones
    (`Problem.localized_message`) and says the errors raised in it. Raises
    `InputError`, `VariantError`, `RulesError` or `NotationError` (an
    unknown `input`), with the message the command line prints after its
    flag, and `ValueError` for an unknown `lang`."""

def compare_rules(
    source: Source,
    other: str,
    variant: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    input: Optional[str] = None,
    lang: Optional[str] = None,
) -> list[Report]:
    """Checks every game under its own rules and under `other`, ply by ply
    from the same position: each report's `differences` lists the plies the
    two judge otherwise."""

def convert(
    source: Source,
    to: str,
    variant: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    input: Optional[str] = None,
    lang: Optional[str] = None,
) -> Conversion:
    """Every game in another notation or file format (`"kif"`, `"ki2"`,
    `"csa"`, `"usi"`, `"jkf"`, or a game's notation). Raises
    `NotationError` for one no game (or not the named game) has."""

def read(
    source: Source,
    variant: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    input: Optional[str] = None,
    lang: Optional[str] = None,
) -> Games:
    """Yields every game of a record as it is read and checked: tags,
    verdict, plies, its moves in any notation and its positions when asked
    for. The first game comes before the rest of a file is read. Raises
    `InputError` at once for a file that cannot be read or is no text."""

#: What the tables are made of: a record as `validate` takes it, a folder
#: (`os.PathLike`, walked for record files as the command line walks it),
#: or a list or tuple of these.
Sources = Union[Source, list[Source], tuple[Source, ...]]

def games_table(
    source: Sources,
    variant: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    input: Optional[str] = None,
    lang: Optional[str] = None,
) -> Table:
    """A row per game of every record, read and checked in Rust on every
    core. Columns: `file`, `game` (from 1 in its file), `variant`, `rules`,
    `first_player`, `second_player`, `event`, `date`, `result`, `winner`,
    `reason`, `plies` (played), `valid`, `error` and `error_ply` (the first
    error's code and ply), each as `read` gives it. `variant`, `rules`,
    `options` and `input` are as in `validate`. Raises `InputError` for a
    path that cannot be read, as `read` does; a file whose bytes are no
    text is a row whose `error` says so (`input::binary`), as the command
    line reports it."""

def plies_table(
    source: Sources,
    notation: Optional[str] = None,
    positions: Optional[Literal["before", "after"]] = None,
    variant: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    input: Optional[str] = None,
    lang: Optional[str] = None,
) -> Table:
    """A row per ply played of every game of every record (the plies before
    the first error in an invalid game), made in Rust on every core.
    Columns: `file`, `game`, `ply` (from 1) and `move`, printed in
    `notation` (by default USI where the game has it, as shogi and Shogi no
    Otomo do, else the game's first notation); with `positions`, the
    position string `"before"` or `"after"` the ply (`position_before`,
    `position_after`). Raises `NotationError` for a notation a game lacks,
    as `Game.moves` does, and `InputError` as `games_table` does."""

def moves(
    variant: str,
    position: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    notation: Optional[str] = None,
    lang: Optional[str] = None,
) -> list[str]:
    """Every legal move of a position (the start by default), printed in
    `notation` (the game's first by default), sorted. `lang` (`"en"`,
    `"ja"` or a locale) is the language of the errors raised, here and in
    `compare_moves`, `position`, `perft` and `snapshot`."""

def compare_moves(
    variant: str,
    other: str,
    position: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    notation: Optional[str] = None,
    lang: Optional[str] = None,
) -> list[MoveDifference]:
    """The moves legal in a position (the start by default) under `rules`
    and `options` or under `other`, not both, each with the rule that
    refuses it."""

def position(
    variant: str,
    position: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    lang: Optional[str] = None,
) -> str:
    """The position string of the start position, or of `position` as the
    game reads it."""

def perft(
    variant: str,
    depth: int,
    position: Optional[str] = None,
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    lang: Optional[str] = None,
) -> int:
    """Leaf nodes of the move tree `depth` plies deep. Runs without the
    interpreter lock."""

def snapshot(
    suite: Union[str, os.PathLike[str]],
    rules: Optional[str] = None,
    options: Optional[Options] = None,
    lang: Optional[str] = None,
) -> Table:
    """The suite's check against its stored snapshot (docs/RULE-SNAPSHOTS.md)
    under `rules` and `options`: a row a change, empty when nothing changed.
    `lang` (`"en"`, `"ja"` or a locale) is the language of the errors raised
    (a suite's, on its line). Runs on all cores without the interpreter
    lock."""

__all__: list[str]
