#!/usr/bin/env python3
"""Shogi speed, side by side in one run: perft from the start position and
the replay (with full legality checks) of the random-game corpus, for
hensou, cshogi, python-shogi and Fairy-Stockfish.

Every perft counts the last ply in bulk (the moves of the last ply are
generated and counted, not played), as cshogi and Fairy-Stockfish do.
Run from the repository root after `cargo build --release`:

    pip install cshogi python-shogi; apt-get install -y fairy-stockfish
    python3 scripts/bench_shogi.py [--depth 5] [--games 1000]
"""
import argparse
import glob
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import cshogi
import shogi
from importlib.metadata import version

# cshogi's perft is the one scripts/peer-bench times.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "peers"))
from cshogi_bench import perft as cshogi_perft  # noqa: E402

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
HENSOU = os.path.join("target", "release", "hensou")


REPEAT = 3


def timed(fn):
    """The result and the best wall time of REPEAT runs (the machine is
    shared, so the minimum is the least disturbed figure)."""
    best = None
    for _ in range(REPEAT):
        t = time.perf_counter()
        result = fn()
        elapsed = time.perf_counter() - t
        best = elapsed if best is None else min(best, elapsed)
    return result, best


def python_shogi_perft(board, depth):
    moves = list(board.legal_moves)
    if depth == 1:
        return len(moves)
    n = 0
    for m in moves:
        board.push(m)
        n += python_shogi_perft(board, depth - 1)
        board.pop()
    return n


def fairy_stockfish():
    for name in ("fairy-stockfish", "/usr/games/fairy-stockfish"):
        path = shutil.which(name)
        if path:
            return path
    return None


def fsf_run(commands, searches):
    """Sends `commands` and waits for `searches` perft results ("go" runs
    on a search thread, so `isready` would answer at once)."""
    exe = fairy_stockfish()
    if exe is None:
        return None
    proc = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    proc.stdin.write("uci\nsetoption name UCI_Variant value shogi\nisready\n")
    proc.stdin.flush()
    while proc.stdout.readline().strip() != "readyok":
        pass
    t = time.perf_counter()

    def feed():
        proc.stdin.write(commands)
        proc.stdin.flush()
    writer = threading.Thread(target=feed)
    writer.start()
    nodes = []
    for line in proc.stdout:
        if line.startswith("Nodes searched"):
            nodes.append(int(line.split(":")[1]))
            if len(nodes) == searches:
                break
    elapsed = time.perf_counter() - t
    writer.join()
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait()
    return nodes, elapsed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--depth", type=int, default=5)
    ap.add_argument("--python-shogi-depth", type=int, default=3)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    global REPEAT
    REPEAT = args.repeat
    if not os.path.exists(HENSOU):
        sys.exit("build hensou first: cargo build --release")

    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, cshogi {version('cshogi')}, python-shogi {version('python-shogi')}")
    d = args.depth
    rows = []

    out, t = timed(lambda: subprocess.run([HENSOU, "perft", "--variant", "shogi", "--depth", str(d)],
                                          check=True, capture_output=True, text=True).stdout)
    rows.append(("hensou", f"perft({d})", out.split()[-1] if out.split() else "?", t))
    n, t = timed(lambda: cshogi_perft(cshogi.Board(), d))
    rows.append(("cshogi", f"perft({d})", n, t))
    pd = args.python_shogi_depth
    n, t = timed(lambda: python_shogi_perft(shogi.Board(), pd))
    rows.append(("python-shogi", f"perft({pd})", n, t))
    fsf = min((fsf_run(f"position startpos\ngo perft {d}\n", 1) for _ in range(REPEAT)), key=lambda r: r[1], default=None) if fairy_stockfish() else None
    if fsf:
        rows.append(("Fairy-Stockfish", f"perft({d})", fsf[0][-1] if fsf[0] else "?", fsf[1]))

    corpus = tempfile.mkdtemp(prefix="shogi-bench-")
    subprocess.run([sys.executable, os.path.join("scripts", "oracle", "gen_games.py"), corpus,
                    "--games", str(args.games)], check=True)
    usi_files = sorted(glob.glob(os.path.join(corpus, "*.usi")))
    games = []
    for f in usi_files:
        line = open(f).read().split()
        setup = None if line[1] == "startpos" else " ".join(line[2:6])
        moves = line[line.index("moves") + 1:] if "moves" in line else []
        games.append((setup, moves))
    plies = sum(len(m) for _, m in games)

    usi_dir = os.path.join(corpus, "usi")
    os.mkdir(usi_dir)
    for f in usi_files:
        shutil.copy(f, usi_dir)
    _, t = timed(lambda: subprocess.run([HENSOU, "validate", usi_dir], check=True, capture_output=True))
    rows.append(("hensou", f"replay {len(games)} games (USI files, validate)", plies, t))
    kif_dir = os.path.join(corpus, "kif")
    os.mkdir(kif_dir)
    for f in glob.glob(os.path.join(corpus, "*.kif")):
        shutil.copy(f, kif_dir)
    _, t = timed(lambda: subprocess.run([HENSOU, "validate", kif_dir], check=True, capture_output=True))
    rows.append(("hensou", f"replay {len(games)} games (KIF Shift_JIS files, validate)", plies, t))

    def replay_cshogi():
        for setup, moves in games:
            b = cshogi.Board() if setup is None else cshogi.Board(setup)
            for u in moves:
                m = b.move_from_usi(u)
                assert b.is_legal(m)
                b.push(m)
    _, t = timed(replay_cshogi)
    rows.append(("cshogi", f"replay {len(games)} games (push_usi + is_legal)", plies, t))

    def replay_python_shogi():
        for setup, moves in games:
            b = shogi.Board() if setup is None else shogi.Board(setup)
            for u in moves:
                m = shogi.Move.from_usi(u)
                assert b.is_legal(m)
                b.push(m)
    _, t = timed(replay_python_shogi)
    rows.append(("python-shogi", f"replay {len(games)} games (is_legal + push)", plies, t))

    cmds = "".join(
        f"position {'startpos' if s is None else 'sfen ' + s} moves {' '.join(m)}\ngo perft 1\n" for s, m in games)
    fsf = min((fsf_run(cmds, len(games)) for _ in range(REPEAT)), key=lambda r: r[1]) if fairy_stockfish() else None
    if fsf:
        rows.append(("Fairy-Stockfish", f"replay {len(games)} games (position ... moves + perft 1)", plies, fsf[1]))
    shutil.rmtree(corpus)

    print(f"\n| program | task | nodes / plies | seconds |\n|---|---|---:|---:|")
    for name, task, n, t in rows:
        print(f"| {name} | {task} | {n} | {t:.3f} |")
    base = {}
    for name, task, _, t in rows:
        if name == "hensou":
            base.setdefault(task.split(" ")[0], t)
    print("\nratios (other program's time / hensou's time on the same task; > 1: hensou is faster):")
    for name, task, _, t in rows:
        kind = task.split(" ")[0]
        if name != "hensou" and kind in base and task.startswith(("perft(%d)" % d, "replay")):
            print(f"  {name} {task}: {t / base[kind]:.2f}")

if __name__ == "__main__":
    main()
