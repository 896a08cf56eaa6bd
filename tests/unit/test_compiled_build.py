"""The compiled build (`make fast`) is what its test run imports, and it plays the same games."""

from __future__ import annotations

import ast
import importlib
import os
from pathlib import Path

import pytest

SETUP = Path(__file__).resolve().parents[2] / "setup.py"


def compiled_modules() -> list[str]:
    """The module names setup.py's COMPILED list gives mypyc."""
    tree = ast.parse(SETUP.read_text())
    listed = next(
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "COMPILED"
    )
    paths = [element.value for element in listed.elts]  # type: ignore[attr-defined]
    return [p.removeprefix("src/").removesuffix(".py").replace("/", ".") for p in paths]


@pytest.mark.parametrize("name", compiled_modules())
def test_the_build_tested_is_the_one_expected(name: str) -> None:
    """`make test-fast` sets PRIMETIME_EXPECT_COMPILED=1 and must import every module setup.py
    compiles compiled; every other run tests the pure-Python source."""
    module = importlib.import_module(name)
    compiled = not str(module.__file__).endswith(".py")
    assert compiled == (os.environ.get("PRIMETIME_EXPECT_COMPILED") == "1"), module.__file__
