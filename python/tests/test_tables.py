"""`hensou.games_table` and `hensou.plies_table`: tables made in Rust and
handed over by the Arrow PyCapsule interface, their values those `read`
gives for the same records."""

import json
import pathlib
import subprocess

import hensou
import pytest
from conftest import FIXTURES, GAMES, hensou_command

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed: scripts/python-test installs it")


def folders():
    """The fixtures of every game, a folder each."""
    return [FIXTURES / game for game in GAMES]


def first_error(report):
    return next((p for p in report.problems if p.is_error), None)


def game_rows(path):
    """The rows of `games_table` for a file as `read` gives their values;
    a file that is no text, which `read` refuses, is one invalid game."""
    try:
        games = list(hensou.read(path))
    except hensou.InputError as e:
        assert "not a text file" in str(e)
        nothing = dict.fromkeys(["variant", "rules", "first_player", "second_player", "event",
                                 "date", "result", "winner", "reason", "error_ply"])
        return [{**nothing, "file": str(path), "game": 1, "plies": 0, "valid": False,
                 "error": "input::binary"}]
    return [game_row(g.report, g.tag("Event"), g.tag("Date")) for g in games]


def game_row(r, event, date):
    error = first_error(r)
    return {
        "file": r.file,
        "game": r.game,
        "variant": r.variant,
        "rules": r.rules,
        "first_player": r.first_player,
        "second_player": r.second_player,
        "event": event,
        "date": date,
        "result": r.result,
        "winner": r.winner,
        "reason": r.reason,
        "plies": r.plies,
        "valid": r.valid,
        "error": error.code if error else None,
        "error_ply": error.ply if error else None,
    }


@pytest.fixture(scope="module")
def default_notations():
    """The notation `plies_table` prints each game's moves in when none is
    named: USI where the game has it, else its first, as
    `hensou variants` lists them."""
    listed = subprocess.run(
        [str(hensou_command()), "variants", "--format", "json"], capture_output=True, text=True
    ).stdout
    notations = {v["name"]: v["notations"] for v in json.loads(listed)}
    return {name: "usi" if "usi" in names else names[0] for name, names in notations.items()}


def files_of(table):
    """The files a table's rows name, in order, once each."""
    return list(dict.fromkeys(pa.table(table).column("file").to_pylist()))


@pytest.fixture(scope="module")
def fixture_files():
    """Every record file of every game's fixtures, as the folders give them."""
    return [pathlib.Path(f) for f in files_of(hensou.games_table(folders()))]


def test_games_table_holds_what_read_gives_for_every_game(fixture_files):
    table = pa.table(hensou.games_table(fixture_files))
    expected = [row for path in fixture_files for row in game_rows(path)]
    assert table.num_rows == len(expected) > 200
    assert table.to_pylist() == expected
    # Games of every game, valid and not, with winners and errors among them.
    rows = table.to_pylist()
    assert {r["variant"] for r in rows} >= {"alquerque", "chatra", "macedonian", "shelt", "shogi"}
    assert any(not r["valid"] and r["error"] and r["error_ply"] for r in rows)
    assert any(r["winner"] == "first" for r in rows) and any(r["winner"] == "second" for r in rows)
    # A file that is no text is a row saying so, not a table refused.
    assert any(r["error"] == "input::binary" and r["file"].endswith("binary-garbage.pgn") for r in rows)


def test_a_folder_is_walked_into_its_record_files_in_order(fixture_files):
    shogi = [f for f in fixture_files if FIXTURES / "shogi" in f.parents]
    assert len(shogi) > 30
    assert files_of(hensou.games_table(FIXTURES / "shogi")) == [str(f) for f in shogi]
    assert all(f.suffix in {".kif", ".csa", ".ki2", ".ki2u", ".jkf", ".usi", ".pgn", ".txt"} for f in shogi)
    # README.md is no record: walked past, as the command line walks past it.
    assert files_of(hensou.games_table(FIXTURES / "input/folder")) == [
        str(FIXTURES / "input/folder/01058-sample-game.txt"),
        str(FIXTURES / "input/folder/sub/garbage.pgn"),
        str(FIXTURES / "input/folder/sub/seed-huffs.pgn"),
    ]


def test_event_and_date_are_read_from_kif_and_csa_headers():
    kif = "開始日時：2026/11/21\n棋戦：竜王戦\n先手：A\n後手：B\n   1 ７六歩(77)\n   2 投了\n"
    csa = "V2.2\nN+A\nN-B\n$EVENT:名人戦\n$START_TIME:2026/01/02 10:00:00\nPI\n+\n+7776FU\n%TORYO\n"
    (k,) = pa.table(hensou.games_table(kif)).to_pylist()
    (c,) = pa.table(hensou.games_table(csa)).to_pylist()
    assert (k["event"], k["date"], k["winner"], k["reason"]) == ("竜王戦", "2026/11/21", "first", "resignation")
    # Sente played the one move, then Gote resigned.
    assert (c["event"], c["date"], c["winner"]) == ("名人戦", "2026/01/02 10:00:00", "first")
    assert (k["first_player"], k["second_player"], c["first_player"]) == ("A", "B", "A")


def test_plies_table_holds_the_moves_read_gives_for_every_ply(fixture_files, default_notations):
    table = pa.table(hensou.plies_table(fixture_files, positions="after"))
    assert table.column_names == ["file", "game", "ply", "move", "position_after"]
    expected = []
    for path in fixture_files:
        try:
            games = list(hensou.read(path))
        except hensou.InputError:
            continue  # no text: no plies
        for g in games:
            moves = g.moves(default_notations[g.report.variant]) if g.report.variant else []
            assert len(moves) == len(g.plies) == len(g.positions), g
            for ply, move, position in zip(g.plies, moves, g.positions):
                expected.append({
                    "file": g.report.file,
                    "game": g.report.game,
                    "ply": ply.number,
                    "move": move,
                    "position_after": position,
                })
    assert table.num_rows == len(expected) > 4000
    assert table.to_pylist() == expected
    # Each game in its own default: USI for shogi's `７六歩(77)`.
    first = {}
    for r in table.to_pylist():
        first.setdefault(r["file"], r["move"])
    assert first[str(FIXTURES / "shogi/valid/comments-and-branch.kif")] == "7g7f"


def test_positions_before_a_ply_are_the_positions_after_the_one_before():
    path = FIXTURES / "shogi/valid/comments-and-branch.kif"
    (game,) = hensou.read(path)
    before = pa.table(hensou.plies_table(path, positions="before")).column("position_before").to_pylist()
    assert before == [game.start] + game.positions[:-1]
    with pytest.raises(ValueError, match="before"):
        hensou.plies_table(path, positions="during")


def test_a_notation_is_named_as_for_game_moves():
    path = FIXTURES / "shogi/valid/comments-and-branch.kif"
    (game,) = hensou.read(path)
    moves = pa.table(hensou.plies_table(path, notation="csa")).column("move").to_pylist()
    assert moves == game.moves("csa") and moves[0].startswith("+")
    with pytest.raises(hensou.NotationError) as table_error:
        hensou.plies_table(path, notation="usj")
    with pytest.raises(hensou.NotationError) as moves_error:
        game.moves("usj")
    assert str(table_error.value) == str(moves_error.value)


def test_a_path_that_cannot_be_read_raises_as_read_does(tmp_path):
    missing = tmp_path / "missing.kif"
    with pytest.raises(hensou.InputError) as read_error:
        hensou.read(missing)
    for make in (hensou.games_table, hensou.plies_table):
        with pytest.raises(hensou.InputError) as table_error:
            make([FIXTURES / "shogi/valid", missing])
        assert str(table_error.value) == str(read_error.value)
    # A folder named as a str is a path passed the wrong way, as a file is.
    with pytest.raises(hensou.InputError, match="names a folder"):
        hensou.games_table(str(FIXTURES / "shogi"))


def test_record_text_and_bytes_are_tables_too():
    text = "1. P-7f P-3d 2. P-2f"
    t = pa.table(hensou.plies_table([text, text.encode()], variant="shogi"))
    assert t.column("file").to_pylist() == ["<text>"] * 3 + ["<bytes>"] * 3
    assert t.column("move").to_pylist() == ["7g7f", "3c3d", "2g2f"] * 2
    empty = hensou.games_table([])
    assert len(empty) == 0 and pa.table(empty).num_rows == 0
    assert pa.table(empty).column_names == empty.column_names


def test_the_capsules_are_the_arrow_pycapsule_interface():
    table = hensou.games_table(FIXTURES / "alquerque")
    stream = pa.table(table)
    # The same rows through a struct array, and the schema alone.
    batch = pa.record_batch(table)
    assert batch.to_pylist() == stream.to_pylist()
    assert pa.schema(table) == stream.schema
    assert stream.schema.field("game").type == pa.int64()
    assert not stream.schema.field("file").nullable and stream.schema.field("winner").nullable
    # Each call hands over a stream of its own; a capsule no one reads is
    # freed with its stream.
    table.__arrow_c_stream__()
    assert pa.table(table) == stream
    assert len(table) == stream.num_rows
    assert repr(table).startswith(f"<Table {len(table)} rows: file, game, variant")


def test_polars_takes_the_tables_whole():
    pl = pytest.importorskip("polars", reason="polars is not installed: scripts/python-test installs it")
    frame = pl.DataFrame(hensou.games_table(FIXTURES / "shogi"))
    assert frame.height == len(hensou.games_table(FIXTURES / "shogi"))
    assert frame.columns == hensou.games_table([]).column_names
    assert frame["valid"].dtype == pl.Boolean


def pandas_and_duckdb():
    return (
        pytest.importorskip("pandas", reason="pandas is not installed: scripts/python-test installs it"),
        pytest.importorskip("duckdb", reason="duckdb is not installed: scripts/python-test installs it"),
    )


def test_pandas_and_duckdb_take_the_tables_whole():
    pandas, duckdb = pandas_and_duckdb()
    games = hensou.games_table(FIXTURES / "shogi")
    frame = pa.table(games).to_pandas()
    assert isinstance(frame, pandas.DataFrame) and list(frame.columns) == games.column_names
    assert frame["file"].tolist() == pa.table(games).column("file").to_pylist()
    assert frame["plies"].tolist() == pa.table(games).column("plies").to_pylist()
    counted = duckdb.sql("select count(*), count(variant), sum(plies) from games").fetchall()
    assert counted == [(len(games), frame["variant"].count(), frame["plies"].sum())]


def docs_example():
    """The tested example of docs/python.md: the block after its marker."""
    docs = (pathlib.Path(__file__).resolve().parents[2] / "docs/python.md").read_text()
    after = docs.split("<!-- run by python/tests/test_tables.py -->\n```python\n", 1)[1]
    return after.split("```", 1)[0]


def test_the_docs_example_counts_the_openings_of_an_archive():
    pl = pytest.importorskip("polars", reason="polars is not installed: scripts/python-test installs it")
    scope = {"hensou": hensou, "pathlib": pathlib}
    exec(docs_example(), scope)
    openings = scope["openings"]
    # The same counts from `read`, a game at a time.
    counted = {}
    for path in files_of(hensou.games_table(FIXTURES / "shogi")):
        for game in hensou.read(pathlib.Path(path)):
            if game.report.plies:
                opening = " ".join(game.moves("usi")[:4])
                counted[opening] = counted.get(opening, 0) + 1
    assert dict(zip(openings["opening"], openings["len"])) == counted
    assert openings["len"].to_list() == sorted(counted.values(), reverse=True)
    assert len(docs_example().strip().splitlines()) <= 6


def test_a_note_in_a_folder_is_no_record_as_on_the_command_line(tmp_path):
    (tmp_path / "a.usi").write_text("startpos moves 7g7f\n")
    (tmp_path / "memo.txt").write_text("Games of the club night, to look at later.\n")
    rows = pa.table(hensou.games_table(tmp_path)).to_pylist()
    assert [(pathlib.Path(r["file"]).name, r["valid"]) for r in rows] == [("a.usi", True)]
    assert pa.table(hensou.plies_table(tmp_path)).num_rows == 1
    # Named on its own, the note is a record with no moves, as `validate` says.
    named = pa.table(hensou.games_table(tmp_path / "memo.txt")).to_pylist()
    assert [(r["valid"], r["error"]) for r in named] == [(False, "record::no-moves")]
    listed = subprocess.run([str(hensou_command()), "validate", str(tmp_path)],
                            capture_output=True, text=True)
    assert "memo.txt: no record, skipped" in listed.stdout


def test_a_folder_with_no_record_file_raises_saying_why(tmp_path):
    (tmp_path / "notes.md").write_text("# notes\n")
    for make in (hensou.games_table, hensou.plies_table):
        with pytest.raises(hensou.InputError, match="no record file found: 1 file without a record extension"):
            make(tmp_path)
