"""The errors a call raises are said in the language it was given with
`lang=`, as the problems of its reports are; English without it, and the
same English with `lang="en"`."""

import pathlib

import pytest

import hensou


def raised(kind, call):
    with pytest.raises(kind) as caught:
        call()
    return str(caught.value)


def test_a_position_string_the_game_cannot_read():
    bad = lambda lang: raised(
        hensou.PositionError, lambda: hensou.moves("shogi", position="not a position", lang=lang)
    )
    english = bad(None)
    assert english.startswith("bad position string: ")
    assert bad("en") == english
    japanese = bad("ja")
    assert japanese.startswith("局面の文字列が読めません: "), japanese
    assert "bad position string" not in japanese
    for call in [
        lambda: hensou.position("shogi", "not a position", lang="ja"),
        lambda: hensou.perft("shogi", 1, position="not a position", lang="ja"),
        lambda: hensou.compare_moves("shogi", "standard", position="not a position", lang="ja"),
    ]:
        assert raised(hensou.PositionError, call).startswith("局面の文字列が読めません")


def test_a_file_that_cannot_be_read(tmp_path):
    missing = tmp_path / "missing.kif"
    english = raised(hensou.InputError, lambda: hensou.validate(missing))
    assert english == f"{missing}: no such file or directory"
    japanese = raised(hensou.InputError, lambda: hensou.validate(missing, lang="ja"))
    assert japanese == f"{missing}: ファイルもディレクトリもありません"
    japanese = raised(hensou.InputError, lambda: hensou.read(missing, lang="ja"))
    assert "ファイルもディレクトリもありません" in japanese, japanese
    assert "no such file" not in japanese


def test_a_path_given_as_text(tmp_path):
    english = raised(hensou.InputError, lambda: hensou.validate(str(tmp_path)))
    assert "names a folder" in english
    japanese = raised(hensou.InputError, lambda: hensou.validate(str(tmp_path), lang="ja"))
    assert japanese.startswith(f"`{tmp_path}` はフォルダの名前ですが"), japanese
    assert "pathlib.Path(" in japanese
    assert "names a" not in japanese
    japanese = raised(hensou.InputError, lambda: hensou.games_table("games/wcsc28.csa", lang="ja"))
    assert "棋譜ファイルの名前のよう" in japanese and "looks like" not in japanese


def test_rule_options_that_are_no_pairs():
    call = lambda lang: raised(
        hensou.RulesError, lambda: hensou.validate("1. b2-c3", options="capture", lang=lang)
    )
    assert call(None) == "options take KEY=VALUE, not `capture`"
    assert call("en") == call(None)
    japanese = call("ja")
    assert "KEY=VALUE の形で書きます" in japanese and "options take" not in japanese


def test_every_call_that_names_a_game_takes_a_language():
    assert hensou.moves("alquerque", lang="ja") == hensou.moves("alquerque")
    assert hensou.position("shogi", lang="ja") == hensou.position("shogi")
    assert hensou.perft("shogi", 1, lang="ja") == 30
    with pytest.raises(ValueError, match="unknown language"):
        hensou.moves("shogi", lang="fr")
