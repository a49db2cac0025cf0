"""The module's surface: the stubs say what it has, every name has a
docstring, and errors are one hierarchy."""

import ast
import inspect
import pathlib

import hensou

STUBS = pathlib.Path(hensou.__file__).with_name("__init__.pyi")


def stub_tree():
    return ast.parse(STUBS.read_text())


def test_the_stubs_name_every_public_name():
    tree = stub_tree()
    stubbed = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    assert set(hensou.__all__) == stubbed
    assert (STUBS.parent / "py.typed").exists()


def test_the_stubs_give_every_function_its_parameters():
    for node in stub_tree().body:
        if isinstance(node, ast.FunctionDef):
            stubbed = [a.arg for a in node.args.args]
            actual = list(inspect.signature(getattr(hensou, node.name)).parameters)
            assert stubbed == actual, node.name


def test_the_stubs_give_every_class_its_attributes():
    for node in stub_tree().body:
        if isinstance(node, ast.ClassDef) and not issubclass(getattr(hensou, node.name), Exception):
            cls = getattr(hensou, node.name)
            for item in node.body:
                name = item.target.id if isinstance(item, ast.AnnAssign) else getattr(item, "name", None)
                if name:
                    assert hasattr(cls, name), f"{node.name}.{name}"


def test_every_function_and_class_has_a_docstring():
    for name in hensou.__all__:
        assert (getattr(hensou, name).__doc__ or "").strip(), name
    assert "str" in hensou.validate.__doc__ and "os.PathLike" in hensou.validate.__doc__


def test_reports_read_as_their_verdict():
    (report,) = hensou.validate("1. P-7f P-3d 2. P-2f", variant="shogi")
    assert report and report.valid and report.plies == 3
    assert repr(report) == "<Report <text> game 1: valid, shogi, 3 plies, 0 problems>"
