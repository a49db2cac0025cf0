"""The job a researcher does with cshogi, timed with cshogi, python-shogi
and hensou in one run: read every file, its moves as USI and the winner.
Run by scripts/python-vs-cshogi, which makes the environment and the files.

    python scripts/python-vs-cshogi.py FOLDER RUNS

FOLDER holds csa/ and kif/: the same records, one game a file, byte-order
marks taken off (cshogi reads none). Every reader must give the same moves
for every file, else the script stops: the times are of the same work.
Each figure is the least CPU time of the runs, the jobs interleaved.

Winners are compared reader by reader with hensou's, over the games the
reader names a winner for: cshogi's KIF reader takes the winner from the
summary line alone (`まで64手で後手の勝ち`, cshogi/KIF.py), so a record
that ends `投了`, `詰み` or `反則負け` with no such line has none there
(docs/performance/python.md). A draw is no winner for every reader.

Then the tables: `hensou.games_table` and `hensou.plies_table` over the
files, made into a pyarrow table, against a Python loop over `hensou.read`
that builds the same rows; wall and CPU time, the least of the runs.
"""

import gc
import pathlib
import sys
import time

import pyarrow

import cshogi
import cshogi.CSA
import cshogi.KIF
import shogi.KIF

import hensou

WINNER = {cshogi.BLACK_WIN: "first", cshogi.WHITE_WIN: "second"}
PYTHON_SHOGI_WINNER = {"b": "first", "w": "second"}  # "-": a draw


def cshogi_csa(paths):
    out = []
    for path in paths:
        for game in cshogi.CSA.Parser.parse_file(str(path)):
            out.append(([cshogi.move_to_usi(m) for m in game.moves], WINNER.get(game.win)))
    return out


def cshogi_kif(paths):
    out = []
    for path in paths:
        game = cshogi.KIF.Parser.parse_file(str(path))
        out.append(([cshogi.move_to_usi(m) for m in game.moves], WINNER.get(game.win)))
    return out


def python_shogi_kif(paths):
    out = []
    for path in paths:
        for game in shogi.KIF.Parser.parse_file(str(path)):
            out.append((game["moves"], PYTHON_SHOGI_WINNER.get(game["win"])))
    return out


def hensou_read(paths):
    out = []
    for path in paths:
        for game in hensou.read(path):
            out.append((game.moves("usi"), game.report.winner))
    return out


def timed(job, paths):
    """The CPU time of one run of `job` (this process's, so that other
    work on a shared machine counts for little), and what it gave."""
    gc.collect()
    start = time.process_time()
    result = job(paths)
    return time.process_time() - start, result


def compare(name, paths, jobs, runs):
    plies = None
    results = {}
    timings = {label: [] for label, _ in jobs}
    # Interleaved, so that a busy moment of the machine falls on all alike.
    for _ in range(runs):
        for label, job in jobs:
            seconds, result = timed(job, paths)
            timings[label].append(seconds)
            results[label] = result
    moves = {label: [m for m, _ in r] for label, r in results.items()}
    reference = next(iter(moves.values()))
    for label, m in moves.items():
        if m != reference:
            sys.exit(f"{name}: {label} reads other moves than {jobs[0][0]}")
    plies = sum(len(m) for m in reference)
    print(f"{name}: {len(paths)} files, {len(reference)} games, {plies} plies; "
          f"least CPU time of {runs} runs")
    ours = [w for _, w in results["hensou"]]
    print(f"  winners: hensou names one in {sum(w is not None for w in ours)} games")
    for label, result in results.items():
        if label != "hensou":
            named = [(w, ours[i]) for i, (_, w) in enumerate(result) if w is not None]
            alike = sum(w == o for w, o in named)
            print(f"  winners: {label} names one in {len(named)} games, hensou's in {alike}")
    hensou_time = min(timings["hensou"])
    for label, _ in jobs:
        t = min(timings[label])
        ratio = "" if label == "hensou" else f"   hensou / {label}: {hensou_time / t:.2f}"
        print(f"  {label:<14} {t:7.3f} s{ratio}")
    return hensou_time


def first_error(report):
    return next((p.code for p in report.problems if p.is_error), None), next(
        (p.ply for p in report.problems if p.is_error), None)


def games_loop(paths):
    """The rows of `games_table`, built a game at a time from `read`."""
    rows = []
    for path in paths:
        for game in hensou.read(path):
            r = game.report
            error, error_ply = first_error(r)
            rows.append({
                "file": r.file, "game": r.game, "variant": r.variant, "rules": r.rules,
                "first_player": r.first_player, "second_player": r.second_player,
                "event": game.tag("Event"), "date": game.tag("Date"), "result": r.result,
                "winner": r.winner, "reason": r.reason, "plies": r.plies, "valid": r.valid,
                "error": error, "error_ply": error_ply,
            })
    return pyarrow.Table.from_pylist(rows)


def plies_loop(paths):
    """The rows of `plies_table`, built a ply at a time from `read`."""
    rows = []
    for path in paths:
        for game in hensou.read(path):
            r = game.report
            for ply, move in zip(game.plies, game.moves("usi")):
                rows.append({"file": r.file, "game": r.game, "ply": ply.number, "move": move})
    return pyarrow.Table.from_pylist(rows)


def compare_tables(name, paths, runs):
    """The tables against the loops: the same rows, wall and CPU time."""
    jobs = [
        ("games_table", lambda p: pyarrow.table(hensou.games_table(p))),
        ("games loop", games_loop),
        ("plies_table", lambda p: pyarrow.table(hensou.plies_table(p))),
        ("plies loop", plies_loop),
    ]
    timings = {label: [] for label, _ in jobs}
    results = {}
    for _ in range(runs):
        for label, job in jobs:
            gc.collect()
            wall, cpu = time.perf_counter(), time.process_time()
            results[label] = job(paths)
            timings[label].append((time.perf_counter() - wall, time.process_time() - cpu))
    for table, loop in (("games_table", "games loop"), ("plies_table", "plies loop")):
        if results[table].to_pylist() != results[loop].cast(results[table].schema).to_pylist():
            sys.exit(f"{name}: {table} holds other rows than {loop}")
    print(f"{name} tables: {results['games_table'].num_rows} games, "
          f"{results['plies_table'].num_rows} plies; least wall / CPU time of {runs} runs")
    for table, loop in (("games_table", "games loop"), ("plies_table", "plies loop")):
        for label in (table, loop):
            wall = min(w for w, _ in timings[label])
            cpu = min(c for _, c in timings[label])
            ratio = ""
            if label == loop:
                ratio = f"   loop / table: {wall / min(w for w, _ in timings[table]):.2f} wall"
            print(f"  {label:<12} {wall:7.3f} s wall {cpu:7.3f} s CPU{ratio}")


def main():
    folder, runs = pathlib.Path(sys.argv[1]), int(sys.argv[2])
    csa = sorted((folder / "csa").iterdir())
    kif = sorted((folder / "kif").iterdir())
    compare("CSA", csa, [("hensou", hensou_read), ("cshogi", cshogi_csa)], runs)
    compare(
        "KIF",
        kif,
        [("hensou", hensou_read), ("cshogi", cshogi_kif), ("python-shogi", python_shogi_kif)],
        runs,
    )
    compare_tables("CSA", csa, runs)
    compare_tables("KIF", kif, runs)


if __name__ == "__main__":
    main()
