"""The job a researcher does with cshogi, timed with cshogi, python-shogi
and hensou in one run: read every file, its moves as USI and the winner.
Run by scripts/python-vs-cshogi, which makes the environment and the files.

    python scripts/python-vs-cshogi.py FOLDER RUNS

FOLDER holds csa/ and kif/: the same records, one game a file, byte-order
marks taken off (cshogi reads none). Every reader must give the same moves
for every file, else the script stops: the times are of the same work.
Each figure is the least CPU time of the runs, the jobs interleaved.
"""

import gc
import pathlib
import sys
import time

import cshogi
import cshogi.CSA
import cshogi.KIF
import shogi.KIF

import hensou

WINNER = {cshogi.BLACK_WIN: "first", cshogi.WHITE_WIN: "second"}
PYTHON_SHOGI_WINNER = {"b": "first", "w": "second"}


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
    winners = {label: [w for _, w in r] for label, r in results.items()}
    agree = sum(all(w[i] == winners["hensou"][i] for w in winners.values()) for i in range(len(reference)))
    print(f"{name}: {len(paths)} files, {len(reference)} games, {plies} plies, "
          f"winners alike in {agree}; least CPU time of {runs} runs")
    hensou_time = min(timings["hensou"])
    for label, _ in jobs:
        t = min(timings[label])
        ratio = "" if label == "hensou" else f"   hensou / {label}: {hensou_time / t:.2f}"
        print(f"  {label:<14} {t:7.3f} s{ratio}")
    return hensou_time


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


if __name__ == "__main__":
    main()
