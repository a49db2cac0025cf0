#!/usr/bin/env python3
"""Random shogi games from an independent engine (cshogi), packed into one
gzip file for hensou's differential test (tests/shogi_oracle.rs).

For every game the pack holds the start position, the moves in USI, the
number of legal moves before every ply and after the last, a 16-bit hash
of cshogi's SFEN at each of those positions (FNV-1a folded), the final SFEN in full,
and the game as cshogi's own exporters write it: KIF (Shift_JIS) and CSA.

Format (text lines; the KIF and CSA bodies are raw bytes of the given length):

    hensou-shogi-oracle 1
    generator cshogi VERSION, seed S
    games N
    game NAME
    start startpos | start sfen SFEN
    moves M1 M2 ...
    counts C0 C1 ...
    hashes H0 H1 ...       (4 hex digits each)
    final SFEN
    kif LEN
    <LEN bytes>
    csa LEN
    <LEN bytes>
    end

Run it through scripts/oracle-corpus (the committed pack) or
scripts/oracle-live (a fresh pack compared at once); both install cshogi in
a virtual environment of their own.

Usage: gen_games.py OUT.gz [--games 1000] [--seed 1]
       gen_games.py OUT_DIR ...   (the same games as NNNN.usi, .kif and .csa files)
"""
import argparse
import datetime
import gzip
import importlib.metadata
import io
import os
import random
import tempfile

import cshogi
import cshogi.CSA
import cshogi.KIF

# A fixed start time, so that the same seed gives the same bytes.
START_TIME = datetime.datetime(2000, 1, 1, 0, 0, 0)


def sfen_hash(text):
    """FNV-1a (32 bits) folded to 16 bits: small, and a position that went
    wrong stays wrong, so a miss on one ply is caught on the next ones."""
    h = 0x811C9DC5
    for b in text.encode("ascii"):
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return (h >> 16) ^ (h & 0xFFFF)


def play(board, rng, max_plies):
    """Random legal moves until mate, a repetition or max_plies."""
    moves, sfens, counts = [], [], []
    for _ in range(max_plies):
        legal = list(board.legal_moves)
        sfens.append(board.sfen())
        counts.append(len(legal))
        if not legal or board.is_draw() != cshogi.NOT_REPETITION:
            return moves, sfens, counts
        move = rng.choice(legal)
        board.push(move)
        moves.append(move)
    sfens.append(board.sfen())
    counts.append(len(list(board.legal_moves)))
    return moves, sfens, counts


def kif_bytes(tmp, start, moves):
    """The game as cshogi's KIF exporter writes it (Shift_JIS, its default)."""
    path = os.path.join(tmp, "game.kif")
    kif = cshogi.KIF.Exporter(path)
    kif.header(["sente", "gote"], starttime=START_TIME, handicap=None if start is None else "sfen " + start)
    for m in moves:
        kif.move(m)
    kif.close()
    with open(path, "rb") as f:
        return f.read()


def csa_bytes(tmp, start, moves):
    """The game as cshogi's CSA exporter writes it."""
    path = os.path.join(tmp, "game.csa")
    csa = cshogi.CSA.Exporter(path)
    init = cshogi.STARTING_SFEN if start is None else cshogi.Board(start)
    csa.info(init_board=init, names=["sente", "gote"], version="V2.2")
    for m in moves:
        csa.move(m)
    csa.close()
    with open(path, "rb") as f:
        return f.read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    # OUT.gz: the pack; anything else: a folder of NNNN.usi, NNNN.kif and
    # NNNN.csa files (scripts/bench_shogi.py replays those).
    files = not args.out.endswith(".gz")
    if files:
        os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    tmp = tempfile.mkdtemp(prefix="hensou-oracle-")
    pack = io.BytesIO()
    version = importlib.metadata.version("cshogi")
    pack.write(b"hensou-shogi-oracle 1\n")
    pack.write(f"generator cshogi {version}, seed {args.seed}\n".encode())
    pack.write(f"games {args.games}\n".encode())
    for i in range(args.games):
        board = cshogi.Board()
        # Every tenth game starts from a position reached at random, so
        # that the KIF board diagram and the CSA position lines are read.
        if i % 10 == 9:
            for _ in range(40):
                legal = list(board.legal_moves)
                if not legal:
                    break
                board.push(rng.choice(legal))
            start = board.sfen()
            board = cshogi.Board(start)
        else:
            start = None
        moves, sfens, counts = play(board, rng, rng.randint(10, 260))
        kif = kif_bytes(tmp, start, moves)
        csa = csa_bytes(tmp, start, moves)
        lines = [
            f"game {i:04}",
            "start startpos" if start is None else f"start sfen {start}",
            "moves " + " ".join(cshogi.move_to_usi(m) for m in moves),
            "counts " + " ".join(str(c) for c in counts),
            "hashes " + " ".join(f"{sfen_hash(s):04x}" for s in sfens),
            f"final {sfens[-1]}",
        ]
        pack.write(("\n".join(lines) + "\n").encode())
        pack.write(f"kif {len(kif)}\n".encode() + kif)
        pack.write(f"csa {len(csa)}\n".encode() + csa)
        pack.write(b"end\n")
        if files:
            name = os.path.join(args.out, f"{i:04}")
            with open(name + ".usi", "w") as f:
                setup = "startpos" if start is None else "sfen " + start
                f.write(f"position {setup} moves {lines[2][6:]}\n" if moves else f"position {setup}\n")
            with open(name + ".kif", "wb") as f:
                f.write(kif)
            with open(name + ".csa", "wb") as f:
                f.write(csa)
    for name in os.listdir(tmp):
        os.remove(os.path.join(tmp, name))
    os.rmdir(tmp)
    if not files:
        # mtime=0: the same games give the same file.
        with open(args.out, "wb") as f:
            f.write(gzip.compress(pack.getvalue(), compresslevel=9, mtime=0))


if __name__ == "__main__":
    main()
