#!/usr/bin/env python3
"""Random shogi games from an independent engine (cshogi), for hensou's
differential test (tests/shogi_oracle.rs).

For every game it writes NNNN.kif (Shift_JIS, cshogi's KIF exporter),
NNNN.csa (cshogi's CSA exporter) and NNNN.usi (`position ... moves ...`),
and one line of oracle.jsonl: the SFEN before every ply and after the last,
and the number of legal moves in each of those positions.

Needs: pip install cshogi
Usage: gen_games.py OUT_DIR [--games 1000] [--seed 1]
"""
import argparse
import json
import os
import random

import cshogi
import cshogi.CSA
import cshogi.KIF


def play(board, rng, max_plies):
    """Random legal moves until mate, a repetition or max_plies."""
    moves, sfens, counts = [], [], []
    for _ in range(max_plies):
        legal = list(board.legal_moves)
        sfens.append(board.sfen())
        counts.append(len(legal))
        if not legal or board.is_draw() != cshogi.NOT_REPETITION:
            return moves, sfens, counts
        # Prefer captures and drops a little, so that hands fill up.
        move = rng.choice(legal)
        board.push(move)
        moves.append(move)
    sfens.append(board.sfen())
    counts.append(len(list(board.legal_moves)))
    return moves, sfens, counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    with open(os.path.join(args.out, "oracle.jsonl"), "w") as oracle:
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
            name = f"{i:04}"
            usi = " ".join(cshogi.move_to_usi(m) for m in moves)
            with open(os.path.join(args.out, name + ".usi"), "w") as f:
                setup = "startpos" if start is None else "sfen " + start
                f.write(f"position {setup} moves {usi}\n" if moves else f"position {setup}\n")
            kif = cshogi.KIF.Exporter(os.path.join(args.out, name + ".kif"))
            kif.header(["sente", "gote"], handicap=None if start is None else "sfen " + start)
            for m in moves:
                kif.move(m)
            kif.close()
            csa = cshogi.CSA.Exporter(os.path.join(args.out, name + ".csa"))
            csa.info(init_board=cshogi.STARTING_SFEN if start is None else cshogi.Board(start), names=["sente", "gote"], version="V2.2")
            for m in moves:
                csa.move(m)
            csa.close()
            oracle.write(json.dumps({"name": name, "sfens": sfens, "counts": counts}) + "\n")


if __name__ == "__main__":
    main()
