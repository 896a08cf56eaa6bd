"""The compiled build (`make fast`) is what its test run imports, and it plays the same games."""

from __future__ import annotations

import os

import pytest

import primetime.engine.machine as machine


@pytest.mark.skipif(
    os.environ.get("PRIMETIME_EXPECT_COMPILED") != "1", reason="not the compiled build's run"
)
def test_the_compiled_build_is_the_one_tested() -> None:
    assert not machine.__file__.endswith(".py"), machine.__file__
