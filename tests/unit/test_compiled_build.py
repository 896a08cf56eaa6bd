"""The compiled build (`make fast`) is what its test run imports, and it plays the same games."""

from __future__ import annotations

import os

import primetime.engine.machine as machine


def test_the_build_tested_is_the_one_expected() -> None:
    """`make test-fast` sets PRIMETIME_EXPECT_COMPILED=1 and must import the compiled engine;
    every other run tests the pure-Python source."""
    compiled = not machine.__file__.endswith(".py")
    assert compiled == (os.environ.get("PRIMETIME_EXPECT_COMPILED") == "1"), machine.__file__
