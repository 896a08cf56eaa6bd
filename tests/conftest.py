"""Test configuration: makes `tests/` importable so tests can `from helpers import ...`."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def rng() -> random.Random:
    return random.Random(1234)
