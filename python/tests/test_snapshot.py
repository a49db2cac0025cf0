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
