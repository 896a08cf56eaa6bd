"""How the server listens (uvicorn's settings, one place for `primetime serve` and the background
server): WebSockets, a deadline for a request's headers, and whose X-Forwarded-For to believe.

uvicorn holds a connection whose request line and headers never finish for as long as the client
likes (a "slowloris": thousands of them, one file descriptor each, were all held), and it trusts
X-Forwarded-For from 127.0.0.1 by default, so any local process could pose as many addresses and
pass the per-address limits. Here headers have `HEADERS_TIMEOUT` seconds, and forwarded
addresses are believed only from the proxies `primetime serve --trusted-proxy` names.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

HEADERS_TIMEOUT = 10.0  # seconds from a connection (or a request's first byte) to its last header


class HeadersDeadline(HttpToolsProtocol):
    """uvicorn's HTTP protocol, closing a connection whose request line and headers have not
    all come `HEADERS_TIMEOUT` seconds after it opened or after the request's first byte (idle
    between requests, uvicorn's own keep-alive timeout closes it)."""

    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._wait_for_headers()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._wait_for_headers()

    def on_headers_complete(self) -> None:
        self._headers_came()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._headers_came()
        super().connection_lost(exc)

    def _wait_for_headers(self) -> None:
        self._headers_came()
        self._deadline = self.loop.call_later(HEADERS_TIMEOUT, self._too_slow)

    def _headers_came(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.transport.close()


def server_config(
    app: Any,
    host: str,
    port: int,
    log_level: str = "info",
    trusted_proxies: Sequence[str] = (),
) -> uvicorn.Config:
    """uvicorn's config for the primetime app."""
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        http=HeadersDeadline,
        ws="websockets-sansio",
        ws_max_size=64 * 1024,
        ws_ping_interval=20.0,
        ws_ping_timeout=20.0,
        lifespan="on",
        proxy_headers=bool(trusted_proxies),
        forwarded_allow_ips=list(trusted_proxies) or None,
    )
