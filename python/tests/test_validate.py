"""`hensou.validate` against `hensou validate --format json` on every
fixture of every game, and the values of chosen records checked by hand."""

import pathlib

import hensou
import pytest
from conftest import FIXTURES, GAMES, ROOT, cli_json, fixture_files

ALL_FIXTURES = [f for game in GAMES for f in fixture_files(game)] + fixture_files("input")


def as_cli(report: hensou.Report) -> dict:
    """A report in the shape of the command's JSON, for comparison."""
    problems = []
    for p in report.problems:
        problem = {
            "code": p.code,
            "severity": p.severity,
            "message": p.message,
            "ply": p.ply,
            "offset": p.offset,
            "length": p.length,
            "line": p.line,
            "column": p.column,
            "label": p.label,
        }
        if p.help is not None:
            problem["help"] = p.help
        if p.position is not None:
            problem["position"] = p.position
        if p.suggestions:
            problem["suggestions"] = p.suggestions
        problems.append(problem)
    return {
        "file": report.file,
        "game": report.game,
        "variant": report.variant,
        "rules": report.rules,
        "valid": report.valid,
        "plies": report.plies,
        "result": report.result,
        "winner": report.winner,
        "reason": report.reason,
        "diagnostics": problems,
    }


WRITTEN_WINNERS = {"1-0": "first", "0-1": "second"}


def cli_entry(entry: dict, report: hensou.Report) -> dict:
    """The command's JSON entry in the module's shape. The command gives
    the end by the rules only; without one, the module's winner is the
    written result's, and its reason the record's ending word (checked by
    the tests of chosen records below)."""
    outcome = entry.get("outcome")
    keep = ["file", "game", "variant", "rules", "valid", "plies", "result", "diagnostics"]
    if outcome is None:
        written = entry["result"] not in (None, "*")
        outcome = {
            "winner": WRITTEN_WINNERS.get(entry["result"]),
            "reason": report.reason if written else None,
        }
    return {
        **{k: entry[k] for k in keep},
        "winner": outcome.get("winner"),
        "reason": outcome.get("reason"),
    }


@pytest.mark.parametrize("path", ALL_FIXTURES, ids=str)
def test_every_fixture_is_judged_as_the_command_judges_it(path):
    expected = cli_json(path)
    if "error" in expected[0]:
        # Not text: the command's input error is the module's exception.
        with pytest.raises(hensou.InputError) as raised:
            hensou.validate(pathlib.Path(path))
        assert str(raised.value) == expected[0]["error"]
        return
    reports = hensou.validate(pathlib.Path(path))
    assert [as_cli(r) for r in reports] == [cli_entry(e, r) for e, r in zip(expected, reports)]
    assert len(reports) == len(expected)


#: Valid fixtures whose text names no rule set: they are valid under these.
RULES_GIVEN = {"02365-oki.txt": {"variant": "chatra", "rules": "oki"}}


def test_the_games_are_the_game_folders_of_the_fixtures():
    """The loops over GAMES cover every registered game, and every game's
    fixtures: each folder is a game's but the inputs', the posts' and the
    rule snapshot suites'."""
    folders = {p.name for p in FIXTURES.iterdir() if p.is_dir()}
    assert sorted(GAMES) == sorted(folders - {"input", "forum", "snapshots"})


@pytest.mark.parametrize("game", GAMES)
def test_valid_fixtures_are_valid_and_invalid_ones_not(game):
    for path in (FIXTURES / game / "valid").iterdir():
        reports = hensou.validate(path, **RULES_GIVEN.get(path.name, {}))
        assert reports and all(r.valid for r in reports), path
        assert all(r.plies > 0 for r in reports), path
    for path in (FIXTURES / game / "invalid").iterdir():
        try:
            reports = hensou.validate(path)
        except hensou.InputError:
            continue
        assert not all(r.valid for r in reports), path


def test_a_nifu_is_found_at_its_ply_with_the_position_before_it():
    (report,) = hensou.validate(FIXTURES / "shogi/invalid/nifu.kif")
    assert (report.variant, report.rules, report.valid, report.plies) == ("shogi", "standard", False, 0)
    (error,) = report.errors
    assert error.code == "shogi::nifu"
    assert (error.ply, error.line, error.column) == (1, 18, 6)
    assert error.position == "4k4/9/9/9/9/9/4P4/9/4K4 b P 1"
    assert error.suggestions == ["１五歩打", "２五歩打", "３五歩打"]


def test_an_error_after_some_plies_points_at_its_ply():
    (report,) = hensou.validate(FIXTURES / "chatra/invalid/repetition.pgn")
    assert (report.variant, report.valid, report.plies) == ("chatra", False, 12)
    (error,) = report.errors
    assert (error.code, error.ply, error.line, error.column) == ("chatra::repetition", 13, 8, 4)
    assert error.position == "11s/6o5/12/12/12/12/12/12/12/12/5O6/S11 b 17-17 32 - last=g2"
    assert error.suggestions == ["Oe12", "Of10", "Og12"]
    (report,) = hensou.validate(FIXTURES / "alquerque/invalid/huff-missing.pgn")
    assert [(e.code, e.ply) for e in report.errors] == [("alquerque::huff-missing", 4)]
    assert report.errors[0].suggestions == ["*c1 b4-c4", "*c1 d4-c4", "*c1 c5-c4"]


def test_a_ply_no_notation_reads_stops_the_game():
    (report,) = hensou.validate("1. c2-c3 c4xc2 2. c1xc3 a3xc1 3. c3xa3 b4-b9", variant="alquerque")
    (error,) = report.errors
    assert (error.code, error.ply, error.column, report.plies) == ("notation::syntax", 6, 42, 5)
    assert error.position == "BBBBB/BB1BB/W2WW/W2WW/WWBWW b - -"


def test_each_game_of_a_file_has_its_own_report():
    reports = hensou.validate(FIXTURES / "alquerque/valid/two-games.pgn")
    assert [(r.game, r.valid, r.rules, r.result, r.winner) for r in reports] == [
        (1, True, "forced-chain", "1-0", "first"),
        (2, True, "forced-chain", "0-1", "second"),
    ]
    assert [r.plies for r in reports] == [27, 22]
    assert all(r.reason == "all-captured" for r in reports)


def test_text_bytes_and_paths_are_told_apart_by_type():
    path = FIXTURES / "shogi/valid/random-80.csa"
    by_path = hensou.validate(path)
    by_bytes = hensou.validate(path.read_bytes())
    by_text = hensou.validate(path.read_text())
    assert by_path[0].file == str(path)
    assert by_bytes[0].file == "<bytes>" and by_text[0].file == "<text>"
    assert [r.plies for r in by_path] == [r.plies for r in by_bytes] == [r.plies for r in by_text]
    assert by_path[0].plies == 80 and by_path[0].valid
    # A path given as `str` would be read as text: the module says so.
    with pytest.raises(hensou.InputError, match=r"names a file.*pathlib.Path"):
        hensou.validate(str(path))
    # A one-line str that names no file is a record.
    (report,) = hensou.validate("startpos moves 7g7f", variant="shogi")
    assert report.valid and report.plies == 1
    # One word with a record's extension names a file that is not there.
    for mistyped in ["games/wcsc28.csa", "missing.KIF", "C:\\kifu\\a.ki2u"]:
        with pytest.raises(hensou.InputError, match="no such file"):
            hensou.validate(mistyped)
    # A record of one word is still a record.
    (report,) = hensou.validate("startpos", variant="shogi")
    assert report.valid and report.plies == 0


@pytest.mark.parametrize(
    "record, winner, reason",
    [
        ("PI\n+\n+7776FU\n-3334FU\n%TORYO\n", "second", "resignation"),
        ("PI\n+\n+7776FU\n%TIME_UP\n", "first", "time-up"),
        ("PI\n+\n+7776FU\n-3334FU\n%SENNICHITE\n", None, "sennichite"),
        ("PI\n+\n+7776FU\n%CHUDAN\n", None, None),
        ("手合割：平手\n   1 ７六歩(77)\n   2 投了\n", "first", "resignation"),
        ("手合割：香落ち\n   1 ３二銀(31)\n   2 投了\n", "second", "resignation"),
        ("startpos moves 7g7f 3c3d resign", "second", "resignation"),
        ("[Variant \"alquerque\"]\n\n1. c2-c3 1-0\n", "first", "written-result"),
        ("startpos moves 7g7f", None, None),
    ],
)
def test_the_winner_is_the_written_result_when_the_moves_do_not_end_the_game(record, winner, reason):
    (report,) = hensou.validate(record)
    assert report.valid, report.problems
    assert (report.winner, report.reason) == (winner, reason)


def test_shift_jis_bytes_are_decoded_as_a_file_is():
    path = FIXTURES / "shogi/valid/cshogi-shift-jis.kif"
    assert path.read_bytes().decode("utf-8", errors="replace") != path.read_bytes().decode("shift_jis")
    (report,) = hensou.validate(path.read_bytes())
    assert report.valid and report.variant == "shogi"


def test_variant_and_rules_apply_to_records_that_name_none():
    text = "1. b2-c3 c4xc2 2. d1xb3"
    assert hensou.validate(text, variant="alquerque")[0].rules == "seed"
    ruled = hensou.validate(text, variant="alquerque", rules="bell", options={"return": "turn-start"})
    assert ruled[0].rules == "bell;return=turn-start"
    assert hensou.validate(text, variant="alquerque", rules="bell", options="return=turn-start")[0].rules == ruled[0].rules


def test_names_no_game_has_are_errors_with_the_nearest():
    with pytest.raises(hensou.VariantError, match="did you mean `alquerque`"):
        hensou.validate("1. b2-c3", variant="alquerqe")
    with pytest.raises(hensou.RulesError, match="no rule set `bel`"):
        hensou.validate("1. b2-c3", variant="alquerque", rules="bel")
    with pytest.raises(hensou.RulesError):
        hensou.validate("1. b2-c3", variant="alquerque", options="return")
    with pytest.raises(TypeError):
        hensou.validate(42)


def test_errors_form_one_hierarchy():
    for error in [hensou.InputError, hensou.VariantError, hensou.RulesError, hensou.PositionError, hensou.NotationError]:
        assert issubclass(error, hensou.HensouError)
    with pytest.raises(hensou.InputError, match="no such file or directory"):
        hensou.validate(ROOT / "fixtures" / "no-such-file.pgn")
    with pytest.raises(hensou.InputError, match="not a text file"):
        hensou.validate(b"1. b2-c3\x00")


def test_compare_rules_lists_the_plies_judged_otherwise():
    path = FIXTURES / "chatra/compare/1994-11-vs-1994-12.pgn"
    expected = cli_json(path.relative_to(ROOT), "--compare-rules", "1994-12")
    reports = hensou.compare_rules(path.relative_to(ROOT), "1994-12")
    got = [
        [(d.ply, d.text, d.offset, d.length, d.legal_under_record_rules, d.legal_under_compared_rules, d.rule, d.reason) for d in r.differences]
        for r in reports
    ]
    want = [
        [(d["ply"], d["text"], d["offset"], d["len"], d["legal_under_record_rules"], d["legal_under_compared_rules"], d["rule"], d["reason"]) for d in e["differences"]]
        for e in expected
    ]
    assert got == want
    assert any(got), "the two rule sets differ somewhere in this record"
    assert all(not r.differences for r in hensou.validate(path))


@pytest.mark.parametrize(
    "record, first, second",
    [
        ("先手：A\n後手：B\n手合割：平手\n   1 ７六歩(77)\n", "A", "B"),
        ("手合割：香落ち\n下手：羽生\n上手：升田\n   1 ３二銀(31)\n   2 投了\n", "羽生", "升田"),
        ("N+A\nN-B\nPI\n+\n+7776FU\n", "A", "B"),
        ('[Variant "chatra"]\n[Black "kha"]\n[White "mo"]\n\n1.f9 2.Oh1\n', "kha", "mo"),
        ("startpos moves 7g7f", None, None),
    ],
)
def test_the_players_are_named_by_side_handicaps_included(record, first, second):
    (report,) = hensou.validate(record)
    assert report.valid, report.problems
    assert (report.first_player, report.second_player) == (first, second)


def test_problems_in_japanese_beside_the_english():
    post = "1.l4 2.Og4 3.Ok5 4.b6 5.i7 6.b6-b12\n"
    [report] = hensou.validate(post, lang="ja")
    warning, error = report.problems
    assert warning.message.startswith("the record does not say which game it is")
    assert warning.localized_message.startswith("棋譜にどのゲームかが書かれていない")
    assert error.message == "no king step, flight or slide takes b6 to b12"
    assert error.localized_message == "単独機能の一歩でも、飛行でも、滑走でもb6からb12へは行けません"
    assert error.localized_label == "反則手"
    [english] = hensou.validate(post)
    assert english.problems[1].localized_message is None
    with pytest.raises(ValueError, match="unknown language"):
        hensou.validate(post, lang="fr")
