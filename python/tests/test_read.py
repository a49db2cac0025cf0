"""`hensou.read` is lazy: a file is read a window at a time and each game is
checked once, when it is asked for; moves in another notation and positions
come from what the game keeps."""

import pathlib
import subprocess

import hensou
import pytest
from conftest import FIXTURES, hensou_command

CSA_GAMES = ["random-80.csa", "perpetual-check.csa", "cshogi-set-position.csa"]


def csa_archive(path: pathlib.Path, copies: int) -> int:
    """Writes `copies` rounds of the CSA fixtures into one archive, games
    separated by `/` lines; returns how many games it holds."""
    games = [(FIXTURES / "shogi/valid" / name).read_text() for name in CSA_GAMES]
    with path.open("w") as out:
        for _ in range(copies):
            for game in games:
                out.write(game if game.endswith("\n") else game + "\n")
                out.write("/\n")
    return copies * len(games)


def usi_of(line: str) -> list:
    """The moves of a USI `position ... moves ...` line."""
    return line.split(" moves ", 1)[1].split() if " moves " in line else []


def test_the_first_game_comes_before_the_file_is_read_to_its_end(tmp_path, monkeypatch):
    # Reads of 64 bytes make a window of 1 KB: the archive is many windows.
    monkeypatch.setenv("HENSOU_READ_CHUNK", "64")
    path = tmp_path / "archive.csa"
    written = csa_archive(path, 20)
    games = hensou.read(path)
    before = hensou._hensou._games_checked()
    first = next(games)
    assert first.report.game == 1 and first.report.valid and first.report.plies == 80
    # One game checked, not the archive.
    assert hensou._hensou._games_checked() - before == 1
    # Games written after the first came are read: the reader had not
    # reached the end of the file.
    more = csa_archive(tmp_path / "more.csa", 2)
    with path.open("a") as out:
        out.write((tmp_path / "more.csa").read_text())
    rest = list(games)
    assert len(rest) == written + more - 1
    assert [g.report.game for g in rest] == list(range(2, written + more + 1))
    assert hensou._hensou._games_checked() - before == written + more


def test_moves_in_usi_are_what_convert_writes_for_every_game(tmp_path):
    path = tmp_path / "archive.csa"
    csa_archive(path, 2)
    out = subprocess.run(
        [str(hensou_command()), "convert", str(path), "--to", "usi"],
        capture_output=True, text=True,
    ).stdout
    lines = [line for line in out.splitlines() if line]
    games = list(hensou.read(path))
    valid = [g for g in games if g.report.valid]
    assert len(valid) == len(lines) == 6
    assert [g.moves("usi") for g in valid] == [usi_of(line) for line in lines]
    assert all(g.moves("usi") for g in valid)


def test_every_game_is_checked_once_whatever_is_asked_of_it(tmp_path):
    path = tmp_path / "archive.csa"
    count = csa_archive(path, 3)
    before = hensou._hensou._games_checked()
    games = list(hensou.read(path))
    for game in games:
        game.moves("usi")
        game.moves("kif")
        game.moves()
        game.positions
        game.start
        [p.position for p in game.plies[:2]]
    assert len(games) == count
    assert hensou._hensou._games_checked() - before == count


def test_positions_are_made_when_asked_and_are_those_of_the_replay():
    path = FIXTURES / "shogi/valid/random-80.kif"
    (game,) = hensou.read(path)
    out = subprocess.run(
        [str(hensou_command()), "replay", str(path), "--ply", "37", "--format", "json"],
        capture_output=True, text=True, check=True,
    ).stdout
    import json

    assert game.plies[36].position == json.loads(out)["position"]
    assert game.positions[36] == game.plies[36].position
    assert len(game.positions) == 80


def test_moves_in_every_notation_come_from_the_kept_moves():
    (game,) = hensou.read(FIXTURES / "shogi/valid/random-80.kif")
    before = hensou._hensou._games_checked()
    for notation, path in [("csa", "random-80.csa"), ("usi", "random-80.usi")]:
        (written,) = hensou.read(FIXTURES / "shogi/valid" / path)
        assert game.moves(notation) == written.moves()
    assert game.moves("kif") == game.moves()
    assert hensou._hensou._games_checked() - before == 2


def test_a_file_that_cannot_be_read_raises_when_read_is_called(tmp_path):
    with pytest.raises(hensou.InputError, match="no such file"):
        hensou.read(tmp_path / "missing.csa")
    binary = tmp_path / "a.csa"
    binary.write_bytes(b"V2.2\n\x00\x01\x02")
    with pytest.raises(hensou.InputError, match="not a text file"):
        hensou.read(binary)


def test_text_and_bytes_are_read_as_files_are():
    text = (FIXTURES / "shogi/valid/random-80.csa").read_text()
    from_text = [g.moves("usi") for g in hensou.read(text + "/\n" + text)]
    from_bytes = [g.moves("usi") for g in hensou.read((text + "/\n" + text).encode())]
    assert from_text == from_bytes and len(from_text) == 2 and len(from_text[0]) == 80


def test_moves_are_the_texts_printed_whichever_strings_are_handed_out_again():
    # A move's Python string is made once and handed out again.
    (first,) = hensou.read(FIXTURES / "shogi/valid/random-80.kif")
    (again,) = hensou.read(FIXTURES / "shogi/valid/random-80.kif")
    usi = (FIXTURES / "shogi/valid/random-80.usi").read_text()
    assert first.moves("usi") == again.moves("usi") == usi_of(usi.strip())
    assert all(a is b for a, b in zip(first.moves("usi"), again.moves("usi")))
    kif = first.moves("kif")
    assert kif == again.moves("kif") == first.moves()
    assert all(type(m) is str and m for m in kif)
