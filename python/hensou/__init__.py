"""Validate, convert, replay and rule-test records of fairy and historical
board games: shogi and Shogi no Otomo, Chatra, Alquerque, Macedonian shogi
and Shelt.

    >>> import hensou
    >>> [r.valid for r in hensou.validate("1. P-7f P-3d 2. P-2f", variant="shogi")]
    [True]

Every function does its work in Rust with the interpreter released, so
other Python threads run meanwhile. docs/python.md has the whole API.
"""

from ._hensou import (
    Conversion,
    Difference,
    Game,
    Games,
    HensouError,
    InputError,
    MoveDifference,
    NotationError,
    Ply,
    PositionError,
    Problem,
    Report,
    RulesError,
    Table,
    VariantError,
    compare_moves,
    compare_rules,
    convert,
    games_table,
    moves,
    perft,
    plies_table,
    position,
    read,
    snapshot,
    validate,
)

__all__ = [
    "Conversion",
    "Difference",
    "Game",
    "Games",
    "HensouError",
    "InputError",
    "MoveDifference",
    "NotationError",
    "Ply",
    "PositionError",
    "Problem",
    "Report",
    "RulesError",
    "Table",
    "VariantError",
    "compare_moves",
    "compare_rules",
    "convert",
    "games_table",
    "moves",
    "perft",
    "plies_table",
    "position",
    "read",
    "snapshot",
    "validate",
]
