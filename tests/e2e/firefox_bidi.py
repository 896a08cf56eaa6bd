"""A small WebDriver BiDi client for Debian's Firefox ESR (no driver binary, no browser download).

Firefox serves WebDriver BiDi itself when started with --remote-debugging-port; the tests talk to it
over a WebSocket: open a page, run a line of script in it, take a screenshot, collect script errors.
"""

from __future__ import annotations

import base64
import itertools
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

FIREFOX = os.environ.get("PRIMETIME_FIREFOX", "firefox-esr")

# Nothing may reach out: this machine has no internet, and the tests should not wait on it.
PREFS = """
user_pref("app.update.enabled", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("datareporting.healthreport.uploadEnabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("services.settings.server", "http://127.0.0.1:9/");
user_pref("toolkit.telemetry.enabled", false);
"""


def firefox_path() -> str | None:
    return shutil.which(FIREFOX)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Firefox:
    """A headless Firefox with one tab, driven over WebDriver BiDi."""

    def __init__(self, width: int = 1440, height: int = 1000) -> None:
        executable = firefox_path()
        assert executable, f"{FIREFOX} is not installed (.ci/run installs firefox-esr)"
        self.profile = Path(tempfile.mkdtemp(prefix="pt-firefox-"))
        (self.profile / "user.js").write_text(PREFS)
        port = _free_port()
        self.process = subprocess.Popen(
            [
                executable,
                "--headless",
                "--no-remote",
                "--profile",
                str(self.profile),
                "--remote-debugging-port",
                str(port),
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.socket = self._connect(port)
        self._ids = itertools.count(1)
        self.errors: list[str] = []
        self.call("session.new", {"capabilities": {}})
        self.call("session.subscribe", {"events": ["log.entryAdded"]})
        tree = self.call("browsingContext.getTree", {})
        self.context = tree["contexts"][0]["context"]
        self.call(
            "browsingContext.setViewport",
            {"context": self.context, "viewport": {"width": width, "height": height}},
        )

    def _connect(self, port: int) -> ClientConnection:
        deadline = time.monotonic() + 30
        while True:
            try:
                # one connection for the browser's lifetime, closed in close()
                return connect(f"ws://127.0.0.1:{port}/session", open_timeout=5, legacy=True)
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise
                time.sleep(0.2)

    def call(self, method: str, params: dict[str, Any]) -> Any:
        """Send one command and return its result (events that arrive meanwhile are kept)."""
        number = next(self._ids)
        self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=60))
            if message.get("method") == "log.entryAdded":
                entry = message["params"]
                if entry.get("level") == "error":
                    self.errors.append(str(entry.get("text")))
            elif message.get("id") == number:
                if message.get("type") == "error":
                    raise RuntimeError(
                        f"{method}: {message.get('error')}: {message.get('message')}"
                    )
                return message["result"]

    def goto(self, url: str) -> None:
        self.call(
            "browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"}
        )

    def run(self, expression: str) -> Any:
        """Evaluate a script expression in the page; its JSON-able value."""
        result = self.call(
            "script.evaluate",
            {"expression": expression, "target": {"context": self.context}, "awaitPromise": True},
        )
        if result.get("type") == "exception":
            raise RuntimeError(f"script failed: {result['exceptionDetails'].get('text')}")
        value = result["result"]
        return value.get("value")

    def wait_for(self, expression: str, timeout: float = 20.0) -> Any:
        """Poll a script expression until it is truthy."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.run(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"waited {timeout} s for {expression}")
            time.sleep(0.05)

    def screenshot(self, path: Path) -> None:
        data = self.call(
            "browsingContext.captureScreenshot", {"context": self.context, "origin": "document"}
        )["data"]
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)
