"""Fixtures for the server tests: an app on a temporary SQLite file."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

warnings.filterwarnings("ignore", message=".*httpx2.*")

from fastapi.testclient import TestClient  # noqa: E402
from server_helpers import settings_for  # noqa: E402

from primetime.server import ServerSettings, create_app  # noqa: E402


@pytest.fixture
def settings(tmp_path: Path) -> ServerSettings:
    return settings_for(tmp_path)


@pytest.fixture
def client(settings: ServerSettings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client
