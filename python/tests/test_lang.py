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
    # No language is known yet: the refusal is said in both.
    said = raised(ValueError, lambda: hensou.moves("shogi", lang="fr"))
    assert said == 'unknown language `fr`: use "en" or "ja" / 「fr」という言語はありません: "en" か "ja" を渡します', said


def test_names_nothing_has():
    cases = [
        (hensou.VariantError, lambda lang: hensou.moves("chatr", lang=lang),
         "no game called `chatr`", "「chatr」という名前のゲームはありません"),
        (hensou.RulesError, lambda lang: hensou.moves("chatra", rules="1994-13", lang=lang),
         "chatra has no rule set `1994-13`", "chatraに「1994-13」というルールセットはありません"),
        (hensou.NotationError, lambda lang: hensou.moves("shogi", notation="kiff", lang=lang),
         "has no notation called `kiff`", "「kiff」という名前の記法はありません"),
        # A game read, asked for its moves in a notation its game lacks.
        (hensou.NotationError,
         lambda lang: next(iter(hensou.read("startpos moves 7g7f", lang=lang))).moves("kiff"),
         "has no notation called `kiff`", "「kiff」という名前の記法はありません"),
    ]
    for kind, call, english, japanese in cases:
        said = raised(kind, lambda: call(None))
        assert english in said, said
        assert raised(kind, lambda: call("en")) == said
        said = raised(kind, lambda: call("ja"))
        assert japanese in said and english not in said, said


def test_values_of_the_wrong_kind():
    said = raised(TypeError, lambda: hensou.validate(3, lang="ja"))
    assert "str（棋譜の本文）、bytes、os.PathLike" in said and "expected" not in said, said
    assert "expected str" in raised(TypeError, lambda: hensou.validate(3))
    said = raised(TypeError, lambda: hensou.validate("1. b2-c3", options=3, lang="ja"))
    assert "options には dict か" in said, said
    call = lambda lang: hensou.plies_table("1. b2-c3", variant="alquerque", positions="both", lang=lang)
    assert raised(ValueError, lambda: call(None)) == 'positions: "before" or "after", not "both"'
    said = raised(ValueError, lambda: call("ja"))
    assert said == 'positions には "before" か "after" を渡します（"both" ではなく）', said


def test_a_folder_with_no_record(tmp_path):
    english = raised(hensou.InputError, lambda: hensou.games_table(tmp_path))
    assert english == f"{tmp_path}: no record file found: the directory is empty"
    japanese = raised(hensou.InputError, lambda: hensou.games_table(tmp_path, lang="ja"))
    assert japanese == f"{tmp_path}: 棋譜ファイルがありません: ディレクトリは空です"


def test_a_suite_file_with_a_mistyped_key(tmp_path):
    suite = tmp_path / "a.suite"
    suite.write_text("game: alquerque\npositon: 5/5/5/5/5 w - -\n")
    english = raised(hensou.InputError, lambda: hensou.snapshot(suite))
    assert english.endswith(":2: no key `positon`; did you mean `position`? (keys: game, rules, rule, notation, perft, start, position, records, random)")
    japanese = raised(hensou.InputError, lambda: hensou.snapshot(suite, lang="ja"))
    assert ":2: 「positon」というキーはありません" in japanese, japanese


def test_the_compared_rules_reason_beside_the_english():
    chatra = "7o4/12/12/6s5/12/12/12/12/5S6/12/5O6/12 b 17-17 4 - last=g4"
    english = hensou.compare_moves("chatra", "1994-11", position=chatra)
    assert all(d.localized_reason is None for d in english)
    japanese = hensou.compare_moves("chatra", "1994-11", position=chatra, lang="ja")
    assert [d.reason for d in japanese] == [d.reason for d in english]
    drop = next(d for d in japanese if d.rule == "chatra::adjacent-drop")
    assert drop.reason.startswith("cannot drop on ")
    assert "には打てません" in drop.localized_reason, drop.localized_reason
    record = pathlib.Path("fixtures/chatra/compare/1994-11-vs-1994-12.pgn")
    compared = lambda lang: hensou.compare_rules(record, "1994-12", lang=lang)[0]
    english, japanese = compared(None), compared("ja")
    assert [d.reason for d in japanese.differences] == [d.reason for d in english.differences]
    assert english.differences[0].localized_reason is None
    assert "には打てません" in japanese.differences[0].localized_reason


def test_the_snapshot_tables_reason_beside_the_english():
    pa = pytest.importorskip("pyarrow")
    suite = pathlib.Path("fixtures/snapshots/alquerque.suite")
    english = pa.table(hensou.snapshot(suite, rules="bell")).to_pylist()
    japanese = pa.table(hensou.snapshot(suite, rules="bell", lang="ja")).to_pylist()
    assert [r["reason"] for r in japanese] == [r["reason"] for r in english]
    assert all(r["localized_reason"] is None for r in english)
    backward = next(r for r in japanese if r["rule"] == "alquerque::backward")
    assert backward["reason"] and "backward" in backward["reason"]
    assert "後ろへの移動" in backward["localized_reason"], backward["localized_reason"]
