"""Shared paths: the repository's fixtures and the `hensou` command, the
reference the module's verdicts are held to."""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "fixtures"


def hensou_command() -> pathlib.Path:
    """The command built from the same sources (scripts/python-test builds
    it): $HENSOU, else target/debug/hensou."""
    path = pathlib.Path(os.environ.get("HENSOU", ROOT / "target" / "debug" / "hensou"))
    if not path.exists():
        pytest.fail(f"{path} is missing: build it with `cargo build --bin hensou`")
    return path


def registered_games() -> list:
    """Every game the registry holds, as `hensou variants` lists them."""
    out = subprocess.run(
        [str(hensou_command()), "variants", "--format", "json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return [game["name"] for game in json.loads(out.stdout)]


GAMES = registered_games()


def cli_json(*args) -> list:
    """`hensou validate --format json ARGS`, run from the repository root."""
    out = subprocess.run(
        [str(hensou_command()), "validate", "--format", "json", *map(str, args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)


def fixture_files(game: str) -> list:
    """Every record file of one game's fixtures, relative to the root."""
    return sorted(
        p.relative_to(ROOT) for p in (FIXTURES / game).rglob("*") if p.is_file()
    )


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    """Paths are given relative to the root, as to the command."""
    monkeypatch.chdir(ROOT)
