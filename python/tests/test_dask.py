"""The Dask example: a sharded archive validated on a local cluster of two
worker processes gives the rows one process gives, in the same order."""

import pathlib
import shutil
import sys

import pytest
from conftest import FIXTURES, GAMES

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"

distributed = pytest.importorskip("dask.distributed")


@pytest.fixture
def example(monkeypatch):
    # Workers are new processes: they import the example by name.
    monkeypatch.syspath_prepend(str(EXAMPLES))
    monkeypatch.setenv("PYTHONPATH", str(EXAMPLES))
    import dask_archive

    return dask_archive


@pytest.fixture
def archive(tmp_path):
    """Shards of many games each: the PGN-style fixtures of every game,
    valid and invalid, dealt round the shards and joined into multi-game
    files, and the shogi world's files as they are, in folders; a file
    that is not text stays a shard of its own."""
    records = sorted(
        p for game in GAMES for kind in ("valid", "invalid") for p in (FIXTURES / game / kind).glob("*.pgn")
    )
    shards = [[] for _ in range(12)]
    for k, path in enumerate(records):
        data = path.read_bytes()
        if any(b < 0x20 and b not in b"\t\n\r" for b in data):
            shutil.copy(path, tmp_path / path.name)
        else:
            shards[k % len(shards)].append(data.decode("utf-8"))
    for k, texts in enumerate(shards):
        folder = tmp_path / f"part-{k % 3}"
        folder.mkdir(exist_ok=True)
        (folder / f"shard-{k:02}.pgn").write_text("\n\n".join(texts), encoding="utf-8")
    shogi = tmp_path / "shogi"
    shogi.mkdir()
    for path in sorted((FIXTURES / "shogi").rglob("*")):
        if path.is_file():
            shutil.copy(path, shogi / f"{path.parent.name}-{path.name}")
    return tmp_path


def test_a_local_cluster_gives_what_one_process_gives(example, archive):
    paths = example.shards(archive)
    assert len(paths) > 30
    one_process = [row for path in paths for row in example.validate_shard(path)]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
            on_cluster = example.validate_archive(client, paths)
            readable = [p for p in paths if "binary" not in p]
            by_bytes = client.gather(
                client.map(example.validate_bytes, readable, [pathlib.Path(p).read_bytes() for p in readable])
            )
    assert on_cluster == one_process
    assert [row for rows in by_bytes for row in rows] == [row for row in one_process if row[1] > 0]
    assert [row[5][0][0] for row in one_process if row[1] == 0] == ["input"]
    games = len(one_process)
    invalid = [row for row in one_process if not row[3]]
    assert games > 150 and 50 < len(invalid) < games
    assert {row[2] for row in one_process} >= {"alquerque", "chatra", "macedonian", "otomo", "shelt", "shogi"}
    # Multi-game shards: more games than files.
    assert len({row[0] for row in one_process}) == len(paths) < games
