"""Helpers for the server tests: creating games and playing them over WebSockets."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from primetime.server import ServerSettings

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]


def settings_for(path: Path, **overrides: Any) -> ServerSettings:
    """Test settings: a SQLite file in `path`, bots that move at once."""
    values: dict[str, Any] = {"db": str(path / "games.db"), "bot_delay": 0.0, "durable": False}
    values.update(overrides)
    return ServerSettings(**values)


def create(
    client: TestClient, *seats: str | None, join: str | None = None, **options: Any
) -> dict[str, Any]:
    """Create a game: one entry per seat, None for a person, else a bot spec. By default a
    hotseat game with seed 7 (every person's seat the creator's, which a chosen seed needs);
    `join` (creator, invite, open) sets the other people's seats, and then no seed unless given."""
    body: dict[str, Any] = {
        "seats": [{"name": NAMES[i], "bot": bot} for i, bot in enumerate(seats)],
    }
    if join is None:
        body["seed"] = 7
        for seat in body["seats"]:
            if seat["bot"] is None:
                seat["join"] = "creator"
    else:
        people = [seat for seat in body["seats"] if seat["bot"] is None]
        for seat in people[1:]:
            seat["join"] = join
    body.update(options)
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


class Player:
    """A WebSocket client of one game: reads messages, remembers the latest view."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.welcome: dict[str, Any] = {}
        self.view: dict[str, Any] = {}
        self.log: list[dict[str, Any]] = []
        self.messages: list[dict[str, Any]] = []

    def hello(self, token: str | None) -> Player:
        self.socket.send_json({"type": "hello", "token": token})
        self.welcome = self.receive("welcome")
        self.next_view()
        return self

    def receive(self, kind: str | None = None) -> dict[str, Any]:
        """The next message (of a kind, skipping others such as presence)."""
        while True:
            message: dict[str, Any] = self.socket.receive_json()
            self.messages.append(message)
            if message["type"] == "view":
                self._take(message)
            if kind is None or message["type"] == kind:
                return message

    def _take(self, message: dict[str, Any]) -> None:
        if message["log_start"] == 0:
            self.log = list(message["log"])
        else:
            assert message["log_start"] == len(self.log)
            self.log += message["log"]
        self.view = message

    def next_view(self) -> dict[str, Any]:
        return self.receive("view")

    def choose(self, option: str, state: int | None = None) -> None:
        self.socket.send_json(
            {
                "type": "choose",
                "state": self.view["state"] if state is None else state,
                "option": option,
            }
        )

    def error(self) -> dict[str, Any]:
        return self.receive("error")

    @property
    def decision(self) -> dict[str, Any] | None:
        decision: dict[str, Any] | None = self.view.get("decision")
        return decision


def connect(client: TestClient, game_id: str, token: str | None) -> Any:
    """An open WebSocket session (use as a context manager)."""
    return client.websocket_connect(f"/ws/games/{game_id}")


class SlowSearchBot:
    """A searching bot (thinks in a worker process) that overruns its 0.2 s budget."""

    name = "slow"
    needs_view = False
    searches = True
    seconds = 0.2

    def choose(self, view: object, decision: Any) -> Any:
        import time

        time.sleep(120)
        return decision.options[0]


class SteadySearchBot:
    """A searching bot that thinks 0.8 s, within its limit (0.1 s budget plus the runner's
    grace, 1 s in the tests that use it), then takes the last option."""

    name = "steady"
    needs_view = False
    searches = True
    seconds = 0.1

    def choose(self, view: object, decision: Any) -> Any:
        import time

        time.sleep(0.8)
        return decision.options[-1]


class QuickSearchBot:
    """A searching bot that answers at once, in a worker process."""

    name = "quick"
    needs_view = False
    searches = True
    seconds = 60.0  # a generous budget: starting a worker process may take a while

    def choose(self, view: object, decision: Any) -> Any:
        return decision.options[-1]
