#!/usr/bin/env python3
"""Compares hensou's final position of every corpus record with cshogi's.

For each KIF/CSA file cshogi can parse, and each game in it, the position
after the plies hensou played (board, side to move and hands; the move
number is left out) must equal cshogi's after as many of its moves. A game
hensou ends at an illegal move the record marks as the foul is compared
before that move (cshogi keeps it in its move list). Games whose start
position the two read differently (cshogi does not apply every board
diagram or `P-00AL`) are counted and listed apart, with both starts, and
so are games of which cshogi reads fewer moves than hensou plays (its KIF
reader stops at `同金` written without a space).
Prints one line per disagreement and the counts; exits 1 if a final
position differs from the same start.

Usage: compare_corpus.py HENSOU CORPUS_DIR
"""
import json
import os
import subprocess
import sys

import cshogi
import cshogi.CSA
import cshogi.KIF


def cshogi_games(path):
    """cshogi's (start SFEN, moves) for each game of `path`, or None."""
    lower = path.lower()
    try:
        if lower.endswith(".csa"):
            return [(p.sfen, p.moves) for p in cshogi.CSA.Parser.parse_file(path)]
        if lower.endswith((".kif", ".kifu")):
            p = cshogi.KIF.Parser.parse_file(path)
            return [(p.sfen, p.moves)]
    except Exception:  # noqa: BLE001 - any failure means cshogi cannot read it
        return None
    return None


def hensou_final(hensou, path, game, ply=None):
    extra = [] if ply is None else ["--ply", str(ply)]
    out = subprocess.run(
        [hensou, "replay", "--format", "json", "--game", str(game), *extra, path],
        capture_output=True,
        text=True,
    )
    try:
        return json.loads(out.stdout)
    except json.JSONDecodeError:
        return None


def key(sfen):
    return " ".join(sfen.split()[:3])


def main():
    hensou, corpus = sys.argv[1], sys.argv[2]
    agree = differ = unread = starts = short = 0
    for root, _, files in sorted(os.walk(corpus)):
        for name in sorted(files):
            path = os.path.join(root, name)
            games = cshogi_games(path)
            if not games:
                unread += 1
                continue
            for k, (start, moves) in enumerate(games, 1):
                h = hensou_final(hensou, path, k)
                if h is None or "position" not in h:
                    differ += 1
                    print(f"DIFFER {path} game {k}: hensou gave no position")
                    continue
                plies = h.get("ply", 0)
                h0 = hensou_final(hensou, path, k, 0) or {}
                if key(h0.get("position", "")) != key(cshogi.Board(start).sfen()):
                    starts += 1
                    print(f"START {path} game {k}:")
                    print(f"  hensou {h0.get('position')}")
                    print(f"  cshogi {cshogi.Board(start).sfen()}")
                    continue
                if len(moves) < plies:
                    short += 1
                    print(f"SHORT {path} game {k}: cshogi read {len(moves)} moves, hensou {plies}")
                    continue
                board = cshogi.Board(start)
                for m in moves[:plies]:
                    board.push(m)
                if key(board.sfen()) == key(h["position"]):
                    agree += 1
                else:
                    differ += 1
                    print(f"DIFFER {path} game {k} after {plies} plies:")
                    print(f"  hensou {h['position']}")
                    print(f"  cshogi {board.sfen()} ({len(moves)} moves read)")
    print(
        f"cshogi-compare: {agree} games agree, {differ} differ from the same start, "
        f"{starts} start differently, {short} cshogi reads only in part, "
        f"{unread} files cshogi does not read"
    )
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
