"""A mistyped name raises the exception of its kind with the message the
command line prints after its flag (tests/misnamed.rs holds the library to
the same messages)."""

import subprocess

import pytest

import hensou
from conftest import ROOT, hensou_command

RECORD = "fixtures/alquerque/valid/bell-turn-start.pgn"
TEXT = "1. b2-c3 c4xc2 2. d1xb3"


def cli_message(args, flag):
    """The usage error of `hensou ARGS`, without `error: ` and the flag."""
    out = subprocess.run(
        [str(hensou_command()), *args], cwd=ROOT, capture_output=True, text=True
    )
    assert (out.returncode, out.stdout) == (2, ""), out.stderr
    prefix = f"error: {flag}: " if flag else "error: "
    assert out.stderr.startswith(prefix) and out.stderr.endswith("\n"), out.stderr
    return out.stderr[len(prefix) : -1]


def raised(kind, call):
    with pytest.raises(kind) as caught:
        call()
    return str(caught.value)


def test_a_mistyped_game():
    cli = cli_message(["validate", "--variant", "chatr", RECORD], "--variant")
    assert "did you mean `chatra`" in cli
    assert raised(hensou.VariantError, lambda: hensou.validate(TEXT, variant="chatr")) == cli
    assert raised(hensou.VariantError, lambda: hensou.moves("chatr")) == cli


def test_a_mistyped_rule_set():
    cli = cli_message(["validate", "--variant", "alquerque", "--rules", "bel", RECORD], "")
    assert "no rule set `bel`" in cli
    call = lambda: hensou.validate(TEXT, variant="alquerque", rules="bel")
    assert raised(hensou.RulesError, call) == cli
    assert raised(hensou.RulesError, lambda: hensou.perft("alquerque", 1, rules="bel")) == cli
    cli = cli_message(["validate", "--rules", "bel", RECORD], "")
    assert raised(hensou.RulesError, lambda: hensou.validate(TEXT, rules="bel")) == cli
    args = ["validate", "--variant", "alquerque", "--compare-rules", "bel", RECORD]
    cli = cli_message(args, "--compare-rules")
    call = lambda: hensou.compare_rules(TEXT, "bel", variant="alquerque")
    assert raised(hensou.RulesError, call) == cli


def test_a_mistyped_rule_option():
    args = ["validate", "--variant", "alquerque", "--rule", "retrun=none", RECORD]
    cli = cli_message(args, "")
    assert "no rule option `retrun`" in cli
    call = lambda: hensou.validate(TEXT, variant="alquerque", options={"retrun": "none"})
    assert raised(hensou.RulesError, call) == cli
    cli = cli_message(["validate", "--rule", "retrun=none", RECORD], "")
    assert raised(hensou.RulesError, lambda: hensou.validate(TEXT, options="retrun=none")) == cli


def test_a_mistyped_option_value():
    cli = cli_message(["validate", "--rule", "return=turnstart", RECORD], "")
    assert "did you mean `turn-start`" in cli
    call = lambda: hensou.validate(TEXT, variant="alquerque", options={"return": "turnstart"})
    assert raised(hensou.RulesError, call) == cli
    assert raised(hensou.RulesError, lambda: hensou.validate(TEXT, options="return=turnstart")) == cli


def test_a_mistyped_notation():
    args = ["convert", "--variant", "shogi", "--to", "kiff", RECORD]
    cli = cli_message(args, "--to")
    assert "did you mean `kif`" in cli
    call = lambda: hensou.convert("startpos moves 7g7f", "kiff", variant="shogi")
    assert raised(hensou.NotationError, call) == cli
    call = lambda: hensou.moves("shogi", notation="kiff")
    assert raised(hensou.NotationError, call) == cli
    (game,) = hensou.read("startpos moves 7g7f")
    assert raised(hensou.NotationError, lambda: game.moves("kiff")) == cli
    cli = cli_message(["convert", "--to", "kiff", RECORD], "--to")
    assert raised(hensou.NotationError, lambda: hensou.convert(TEXT, "kiff")) == cli


def test_every_call_that_names_a_game_says_its_typo_alike():
    cli = cli_message(["perft", "--variant", "chatr", "--depth", "1"], "--variant")
    assert cli.startswith("no game called `chatr`; did you mean `chatra`? (games: ")
    for call in (
        lambda: hensou.perft("chatr", 1),
        lambda: hensou.position("chatr"),
        lambda: hensou.compare_moves("chatr", "bell"),
    ):
        assert raised(hensou.VariantError, call) == cli


def test_a_mistyped_input_format():
    cli = cli_message(["validate", "--input", "cas", RECORD], "--input")
    assert "did you mean `csa`" in cli
    assert raised(hensou.NotationError, lambda: hensou.validate(TEXT, input="cas")) == cli
    assert raised(hensou.NotationError, lambda: hensou.read(TEXT, input="cas")) == cli


def test_the_input_format_chooses_the_reading():
    usi = "startpos moves 7g7f 3c3d\nstartpos moves 2g2f\n"
    assert [(r.plies, r.valid) for r in hensou.validate(usi, input="usi")] == [(2, True), (1, True)]
    # Read as a forum post, the USI lines hold no numbered move.
    assert [(r.plies, r.valid) for r in hensou.validate(usi, input="forum")] == [(0, False)]
