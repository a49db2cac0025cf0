"""`hensou.snapshot`: a suite's check as a table, the same differences
`hensou snapshot --check --format json` finds."""

import json
import subprocess

import hensou
import pytest
from conftest import FIXTURES, hensou_command

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed: scripts/python-test installs it")

SUITE = FIXTURES / "snapshots" / "alquerque.suite"


def test_an_unchanged_suite_is_an_empty_table():
    assert pa.table(hensou.snapshot(SUITE)).num_rows == 0


def test_a_rule_change_gives_the_moves_the_command_line_names():
    rows = pa.table(hensou.snapshot(SUITE, rules="bell")).to_pylist()
    out = subprocess.run(
        [str(hensou_command()), "snapshot", "--check", str(SUITE), "--rules", "bell", "--format", "json"],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 1
    changed = json.loads(out.stdout)["differences"]["changed"]
    expected = sorted(
        (c["position"], m["move"], m["legal_now"], m["rule"]) for c in changed for m in c["moves"]
    )
    got = sorted((r["position"], r["move"], r["legal_now"], r["rule"]) for r in rows if r["kind"] == "move")
    assert got == expected and got
    assert any(r["rule"] == "alquerque::backward" and r["legal_now"] is False for r in rows)


def test_a_mistyped_rule_raises_rules_error():
    with pytest.raises(hensou.RulesError, match="did you mean `bell`"):
        hensou.snapshot(SUITE, rules="bel")
    with pytest.raises(hensou.RulesError, match="did you mean `direction`"):
        hensou.snapshot(SUITE, options={"directon": "forward"})


def test_a_move_holding_a_space_is_one_row_and_an_unchanged_suite_none(tmp_path):
    # An Alquerque huff before a move is one move: read back whole, the
    # unchanged snapshot gives no row.
    suite = tmp_path / "huff.suite"
    suite.write_text("game: alquerque\nrules: seed\nposition: 1B1BB/2BBB/4W/WW2W/4W b e3 -\n")
    written = subprocess.run([str(hensou_command()), "snapshot", str(suite)], capture_output=True, text=True)
    assert written.returncode == 0, written.stderr
    assert "    *e3 b5-a5\n" in (tmp_path / "huff.snapshot").read_text()
    assert pa.table(hensou.snapshot(suite)).num_rows == 0
    rows = pa.table(hensou.snapshot(suite, options={"capture": "free"})).to_pylist()
    gone = {r["move"] for r in rows if r["legal_now"] is False}
    assert "*e3 b5-a5" in gone and "*e3" not in gone
    assert all(r["rule"] == "alquerque::huff-not-due" for r in rows if r["move"] in gone)


def test_a_suite_with_no_snapshot_yet_raises_input_error_saying_how_to_write_it(tmp_path):
    suite = tmp_path / "new.suite"
    suite.write_text("game: alquerque\nstart\n")
    with pytest.raises(hensou.InputError, match="has no snapshot yet: `hensou snapshot "):
        hensou.snapshot(suite)
