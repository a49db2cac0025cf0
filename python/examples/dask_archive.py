"""Validate a sharded archive of game records on a Dask cluster.

Each shard (a file of many games) is one task: a worker reads it and checks
every game with `hensou.validate`, which runs without the interpreter lock,
and sends back one row per game. The rows come back in the order of the
shards and of the games in them, so the result is the same as validating
the shards one after another in one process.

    python dask_archive.py ARCHIVE_DIR                # a local cluster, 2 workers
    python dask_archive.py ARCHIVE_DIR --scheduler tcp://scheduler:8786

On a real cluster every worker needs the `hensou` wheel installed and the
archive at the same path (a shared file system); or see `validate_bytes`,
which sends the shards' bytes instead of their paths.
"""

import argparse
import pathlib

import hensou
from dask.distributed import Client, LocalCluster

#: The files of an archive that hold records.
EXTENSIONS = {".pgn", ".txt", ".kif", ".kifu", ".ki2", ".ki2u", ".csa", ".usi", ".jkf"}


def summary(report: hensou.Report) -> tuple:
    """One game's verdict as plain values, which pickle to the client."""
    problems = tuple((p.code, p.severity, p.ply, p.line, p.column) for p in report.problems)
    return (report.file, report.game, report.variant, report.valid, report.plies, problems)


def validate_shard(path: str) -> list:
    """Every game of one shard, checked on a worker; a shard that cannot be
    read (or is not text) is one invalid row that says why."""
    try:
        return [summary(r) for r in hensou.validate(pathlib.Path(path))]
    except hensou.InputError as e:
        return [(path, 0, None, False, 0, (("input", "error", None, 0, 0, str(e)),))]


def validate_bytes(name: str, data: bytes) -> list:
    """Every game of one shard sent as bytes (for workers that cannot see
    the client's files); decoded as a file would be, rows named `name`."""
    return [(name,) + summary(r)[1:] for r in hensou.validate(data)]


def shards(archive: pathlib.Path) -> list:
    """The record files below `archive`, sorted by path."""
    return sorted(str(p) for p in archive.rglob("*") if p.suffix.lower() in EXTENSIONS)


def validate_archive(client: Client, paths: list) -> list:
    """One row per game of every shard, in order, checked on the cluster."""
    futures = client.map(validate_shard, paths)
    return [row for rows in client.gather(futures) for row in rows]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("archive", type=pathlib.Path)
    parser.add_argument("--scheduler", help="a running cluster's address, tcp://host:8786")
    args = parser.parse_args()
    paths = shards(args.archive)
    if args.scheduler:
        with Client(args.scheduler) as client:
            rows = validate_archive(client, paths)
    else:
        with LocalCluster(n_workers=2, threads_per_worker=1) as cluster, Client(cluster) as client:
            rows = validate_archive(client, paths)
    invalid = [row for row in rows if not row[3]]
    for file, game, variant, _, plies, problems in invalid:
        first = problems[0] if problems else ("?",)
        print(f"{file} game {game}: INVALID ({variant}, {plies} plies): {first[0]}")
    print(f"{len(paths)} shards, {len(rows)} games: {len(rows) - len(invalid)} valid, {len(invalid)} invalid")


if __name__ == "__main__":
    main()
