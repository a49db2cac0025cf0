"""cshogi (PyPI) on the same tasks as the Rust programs beside this file;
scripts/peer-bench runs it in a virtual environment of its own.

  perft DEPTH   a Python recursion over cshogi's C++ legal_moves, push/pop,
                len() of the legal moves at the last ply (bulk counting)
  replay FILE   per game, Board.reset(); per ply, the end test
                (is_game_over(): no legal move; the fourth occurrence of the
                position, counted on zobrist_hash() here, because cshogi's
                is_draw() reports the first repetition), move_from_usi,
                is_legal, push (push_usi with the legality check first); the
                end test once more after the last ply

Prints the same RESULT line as the Rust programs, `cpu` being
time.process_time() of the work (the file already read).
"""
import sys
import time

import cshogi


def perft(board, depth):
    if depth == 1:
        return len(board.legal_moves)
    nodes = 0
    for move in board.legal_moves:
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


def over(board, seen):
    return board.is_game_over() or seen.get(board.zobrist_hash(), 0) >= 4


def replay(board, line):
    """(plies, ended) or (plies, None) where the game failed."""
    words = line.split()
    if words[:2] != ["position", "startpos"] or (len(words) > 2 and words[2] != "moves"):
        return 0, None
    board.reset()
    seen = {board.zobrist_hash(): 1}
    plies = 0
    for text in words[3:]:
        if over(board, seen):
            return plies, None
        move = board.move_from_usi(text)
        if move == 0 or not board.is_legal(move):
            return plies, None
        board.push(move)
        key = board.zobrist_hash()
        seen[key] = seen.get(key, 0) + 1
        plies += 1
    return plies, over(board, seen)


def main():
    task, arg = sys.argv[1], sys.argv[2]
    games = failed = ended = 0
    if task == "perft":
        board = cshogi.Board()
        start = time.process_time()
        count = perft(board, int(arg))
    elif task == "replay":
        with open(arg, encoding="utf-8") as f:
            lines = [line for line in f.read().splitlines() if line.strip()]
        start = time.process_time()
        board = cshogi.Board()
        count = 0
        for line in lines:
            games += 1
            plies, end = replay(board, line)
            count += plies
            if end is None:
                failed += 1
            elif end:
                ended += 1
    else:
        sys.exit("usage: cshogi_bench.py {perft DEPTH | replay FILE}")
    cpu = time.process_time() - start
    print(
        f"RESULT tool=cshogi task={task} count={count} games={games} "
        f"failed={failed} ended={ended} cpu={cpu:.6f}"
    )


if __name__ == "__main__":
    main()
