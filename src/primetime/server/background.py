"""A server running in a background thread on a free loopback port: for tests, benchmarks and
scripts that need a real server (real HTTP, real WebSockets) inside their own process."""

from __future__ import annotations

import socket
import threading
import time
from types import TracebackType

import uvicorn

from .app import create_app
from .listen import server_config
from .settings import ServerSettings


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


class BackgroundServer:
    """`with BackgroundServer(settings) as server:` serves at `server.url` until the block ends."""

    def __init__(
        self, settings: ServerSettings, host: str = "127.0.0.1", port: int | None = None
    ) -> None:
        self.settings = settings
        self.host = host
        self.port = port or free_port(host)
        config = server_config(create_app(settings), host, self.port, "warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="primetime-server", daemon=True)

    @property
    def url(self) -> str:
        """The server's base URL, e.g. http://127.0.0.1:40123."""
        return f"http://{self.host}:{self.port}"

    def start(self, timeout: float = 20.0) -> BackgroundServer:
        """Start serving; returns once the server accepts connections."""
        self.thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start on {self.url}")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        """Shut down cleanly (the journal commits what is queued)."""
        self.server.should_exit = True
        self.thread.join(timeout=30)

    def __enter__(self) -> BackgroundServer:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
