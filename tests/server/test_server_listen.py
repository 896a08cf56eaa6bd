"""How the server listens (server/listen.py), on a real socket: a request whose headers never
finish is closed after the deadline instead of held forever (a slowloris held thousands), and
X-Forwarded-For is believed only from a trusted proxy (by default none), so a local client
cannot pose as many addresses to pass the per-address limits."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import httpx
import pytest
from server_helpers import settings_for

from primetime.server import listen
from primetime.server.background import BackgroundServer


def closed_within(connection: socket.socket, seconds: float) -> bool:
    """Whether the server closes the connection within `seconds` (a guard, not a measure)."""
    connection.settimeout(seconds)
    try:
        return connection.recv(1024) == b""
    except TimeoutError:
        return False


def test_headers_that_never_finish_are_cut_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(listen, "HEADERS_TIMEOUT", 0.5)
    with BackgroundServer(settings_for(tmp_path)) as server:
        silent = socket.create_connection((server.host, server.port))
        slow = socket.create_connection((server.host, server.port))
        slow.sendall(b"GET /api/options HTTP/1.1\r\nHost: x\r\n")  # and never the blank line
        started = time.monotonic()
        assert closed_within(silent, 30) and closed_within(slow, 30)
        assert time.monotonic() - started < 30
        # a request that does finish its headers is answered as ever
        assert httpx.get(f"{server.url}/api/options").status_code == 200


def test_x_forwarded_for_is_not_believed_from_an_untrusted_peer(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, creates_per_minute=0.1, create_burst=2)
    body = {"seats": [{"name": "Ann"}, {"name": "Bot", "bot": "random"}], "listed": False}
    with BackgroundServer(settings) as server:
        codes = [
            httpx.post(
                f"{server.url}/api/games",
                json=body,
                headers={"X-Forwarded-For": f"10.0.0.{i}"},
            ).status_code
            for i in range(4)
        ]
    assert codes == [201, 201, 429, 429]  # one address, whatever the header says
