"""Fixtures for the server tests: an app on a temporary SQLite file."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

warnings.filterwarnings("ignore", message=".*httpx2.*")

from fastapi.testclient import TestClient  # noqa: E402

from primetime.server import ServerSettings, create_app  # noqa: E402


def settings_for(path: Path, **overrides: Any) -> ServerSettings:
    """Test settings: a SQLite file in `path`, bots that move at once."""
    values: dict[str, Any] = {"db": str(path / "games.db"), "bot_delay": 0.0, "durable": False}
    values.update(overrides)
    return ServerSettings(**values)


@pytest.fixture
def settings(tmp_path: Path) -> ServerSettings:
    return settings_for(tmp_path)


@pytest.fixture
def client(settings: ServerSettings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client
