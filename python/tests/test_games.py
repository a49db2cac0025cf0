"""`hensou.read`, `convert`, `moves`, `position` and `perft` on real
records and the games' perft tables."""

import pathlib
import subprocess
import threading

import hensou
import pytest
from conftest import FIXTURES, ROOT, hensou_command

SHOGI_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def test_read_yields_every_game_with_tags_and_verdict():
    games = list(hensou.read(FIXTURES / "alquerque/valid/two-games.pgn"))
    assert len(games) == 2
    assert [g.tag("round") for g in games] == ["1", "2"]
    assert games[0].tags[:3] == [("Event", "hensou fixture"), ("Variant", "alquerque"), ("Rules", "forced-chain")]
    assert [g.report.valid for g in games] == [True, True]
    assert [len(g.plies) for g in games] == [g.report.plies for g in games] == [27, 22]
    assert games[0].moves()[:4] == ["c2-c3", "c4xc2", "c1xc3", "a3xc1"]
    assert games[0].plies[0].number == 1 and games[0].plies[-1].number == 27


def test_read_gives_the_position_after_each_ply_as_replay_does():
    path = FIXTURES / "shogi/valid/random-80.kif"
    (game,) = hensou.read(path)
    assert len(game.positions) == 80
    for ply in (1, 2, 41, 80):
        out = subprocess.run(
            [str(hensou_command()), "replay", str(path), "--ply", str(ply), "--format", "json"],
            capture_output=True, text=True, check=True,
        ).stdout
        import json

        assert game.positions[ply - 1] == json.loads(out)["position"], ply
    assert game.plies[0].notation == "kif"


def test_the_same_game_in_every_format_reads_the_same_moves_and_positions():
    games = [next(iter(hensou.read(FIXTURES / f"shogi/valid/random-80.{ext}"))) for ext in ("kif", "ki2", "csa", "usi")]
    positions = [g.positions for g in games]
    assert all(p == positions[0] for p in positions)
    usi = [g.moves("usi") for g in games]
    assert all(u == usi[0] for u in usi) and len(usi[0]) == 80
    assert games[0].moves("csa") == games[2].moves()
    assert games[3].moves() == usi[0]


def test_moves_in_a_notation_the_game_lacks_raise():
    (game,) = hensou.read(FIXTURES / "shogi/valid/random-80.csa")
    with pytest.raises(hensou.NotationError, match="no notation called `pgn-ish`"):
        game.moves("pgn-ish")


def test_an_invalid_game_has_the_plies_before_its_error():
    (game,) = hensou.read(FIXTURES / "chatra/invalid/repetition.pgn")
    assert not game.report.valid
    assert len(game.plies) == 12
    assert game.report.errors[0].position == game.positions[-1]


def test_a_game_from_a_set_position_starts_there():
    (game,) = hensou.read(FIXTURES / "shogi/valid/cshogi-set-position.csa")
    assert game.start is not None and game.start != SHOGI_START
    assert game.report.valid and len(game.plies) == game.report.plies
    (game,) = hensou.read(FIXTURES / "shogi/valid/random-80.usi")
    assert game.start == SHOGI_START


def test_convert_writes_what_the_command_writes():
    path = FIXTURES / "shogi/valid/random-80.kif"
    for to in ("csa", "usi", "kif", "ki2", "jkf"):
        expected = subprocess.run(
            [str(hensou_command()), "convert", str(path), "--to", to],
            capture_output=True, text=True, check=True,
        ).stdout
        converted = hensou.convert(path, to)
        assert converted.valid
        assert converted.text == expected, to
    assert hensou.validate(hensou.convert(path, "csa").text)[0].plies == 80


def test_convert_writes_invalid_games_up_to_their_error_and_says_why():
    path = FIXTURES / "shogi/invalid/nifu.kif"
    converted = hensou.convert(path, "csa")
    expected = subprocess.run(
        [str(hensou_command()), "convert", str(path), "--to", "csa"],
        capture_output=True, text=True,
    ).stdout
    assert not converted.valid and converted.text == expected
    assert "'hensou: converted up to ply 0 only" in converted.text
    assert "'1 ５五歩打" in converted.text
    assert converted.reports[0].errors[0].code == "shogi::nifu"
    codes = [p.code for p in converted.reports[0].problems]
    assert "convert::partial" in codes
    with pytest.raises(hensou.NotationError):
        hensou.convert(FIXTURES / "shogi/invalid/nifu.kif", "xyz")


def test_legal_moves_of_the_start_and_of_a_position():
    assert len(hensou.moves("shogi")) == 30
    assert "7g7f" in hensou.moves("shogi", notation="usi")
    assert hensou.moves("alquerque") == ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]
    assert len(hensou.moves("shogi", position="4k4/9/9/9/9/9/9/9/9 b 16P 1")) == 72
    assert hensou.position("shogi") == SHOGI_START
    with pytest.raises(hensou.PositionError):
        hensou.moves("shogi", position="not a position")
    with pytest.raises(hensou.NotationError):
        hensou.moves("shogi", notation="algebra")
    with pytest.raises(hensou.VariantError):
        hensou.moves("shogg")


# The perft tables of each game's rules tests (src/variants/*/tests.rs).
PERFT = [
    ("shogi", None, [30, 900, 25_470]),
    ("alquerque", "ludii", [4, 8, 33, 210, 1430, 10262]),
    ("alquerque", "forced-chain", [4, 5, 6, 12, 29, 109, 541]),
    ("chatra", None, [128, 15_416]),
    ("chatra", "oki", [47, 2_585]),
    ("otomo", "otomo", [230]),
    ("shelt", None, [30, 900, 27_082]),
    ("macedonian", None, [None, None, 39_344]),
]


@pytest.mark.parametrize("variant,rules,table", PERFT, ids=lambda x: str(x))
def test_perft_matches_the_tables(variant, rules, table):
    for depth, nodes in enumerate(table, start=1):
        if nodes is not None:
            assert hensou.perft(variant, depth, rules=rules) == nodes, depth


def test_perft_from_a_position():
    assert hensou.perft("shogi", 2, position="4k4/9/9/9/9/9/9/9/9 b 16P 1") == 355
    assert hensou.perft("shogi", 0) == 1


# A Shogi no Otomo position with a 太, a passenger and spent cards.
OTOMO_CARDED = "k8/9/g7s/9/7R1/4P4/4P4/3K5/9 w RS 6 TUs T9c,D5,UK:7i6h,uK:9b9a"


def test_the_cards_switch_works_as_rules_and_as_an_option():
    assert hensou.perft("otomo", 1) == 230
    assert hensou.perft("otomo", 1, options={"cards": "off"}) == 30
    assert hensou.perft("otomo", 1, rules="otomo;cards=off") == 30
    assert hensou.perft("shogi", 1, options="cards=on") == 230
    on = hensou.moves("otomo", position=OTOMO_CARDED)
    off = hensou.moves("otomo", position=OTOMO_CARDED, options={"cards": "off"})
    assert off and all(":" not in m for m in off)
    assert set(off) < set(on)
    assert hensou.position("shogi", position=OTOMO_CARDED) == OTOMO_CARDED


def test_compare_moves_gives_each_move_one_rule_set_refuses_and_why():
    differences = hensou.compare_moves("otomo", "cards=off")
    assert len(differences) == 200
    first = differences[0]
    assert first.move == "A:2i4h"
    assert first.legal_under_rules and not first.legal_under_compared_rules
    assert first.rule == "otomo::cards-off"
    assert hensou.compare_moves("otomo", "cards=off", notation="csa")[0].move != first.move
    chatra = "7o4/12/12/6s5/12/12/12/12/5S6/12/5O6/12 b 17-17 4 - last=g4"
    refused = hensou.compare_moves("chatra", "1994-11", position=chatra)
    assert {d.rule for d in refused} == {"chatra::adjacent-drop", "chatra::pass"}
    assert all(d.legal_under_compared_rules for d in refused)
    assert [d.move for d in hensou.compare_moves("shogi", "impasse=24")] == ["win"]
    with pytest.raises(hensou.RulesError):
        hensou.compare_moves("chatra", "1994-13")


def test_long_work_lets_other_threads_run():
    """perft(shogi, 4) runs for a while; a thread counting meanwhile gets
    far only if the interpreter is released."""
    ticks = 0
    done = threading.Event()

    def count():
        nonlocal ticks
        while not done.is_set():
            ticks += 1

    counter = threading.Thread(target=count)
    counter.start()
    try:
        assert hensou.perft("shogi", 4) == 719_731
    finally:
        done.set()
        counter.join()
    assert ticks > 10_000


def test_threads_check_records_side_by_side_with_the_same_results():
    from concurrent.futures import ThreadPoolExecutor

    paths = sorted((FIXTURES / "shogi").rglob("*.k*")) + sorted((FIXTURES / "chatra" / "valid").glob("*.pgn"))
    alone = [[(r.valid, r.plies, [p.code for p in r.problems]) for r in hensou.validate(p)] for p in paths]
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(hensou.validate, paths))
    assert [[(r.valid, r.plies, [p.code for p in r.problems]) for r in rs] for rs in together] == alone
