"""Storage: a restart, or a crash, in the middle of a game resumes it exactly where it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from server_helpers import Player, connect, create, settings_for
from sqlalchemy.exc import IntegrityError
from websockets.sync.client import connect as ws_connect

from primetime.engine import GameConfig
from primetime.server import create_app
from primetime.server.background import free_port
from primetime.server.database import database_url
from primetime.server.journal import Journal
from primetime.server.storage import ChoiceRecord, SeatRecord, Store


def play_some(player: Player, choices: int) -> None:
    """Make `choices` choices for this player (waiting through other seats' turns)."""
    for _ in range(choices):
        while player.decision is None:
            player.next_view()
        player.choose(player.decision["options"][-1]["text"])
        player.next_view()


def test_a_restart_resumes_every_game_exactly(tmp_path: Path) -> None:
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings)) as client:
        game = create(client, None, None)
        tokens = [s["token"] for s in game["seats"]]
        with connect(client, game["id"], None) as a, connect(client, game["id"], None) as b:
            ann, bob = Player(a).hello(tokens[0]), Player(b).hello(tokens[1])
            for _ in range(6):
                for player in (ann, bob):
                    if player.decision is not None:
                        player.choose(player.decision["options"][0]["text"])
                        ann.next_view(), bob.next_view()
            before = {p.view["seat"]: (p.view, p.log) for p in (ann, bob)}
            fingerprint = client.app.state.hub.games[game["id"]].game.fingerprint()  # type: ignore[attr-defined]
    with TestClient(create_app(settings)) as client:
        for seat, token in enumerate(tokens):
            with connect(client, game["id"], None) as socket:
                again = Player(socket).hello(token)
                view, log = before[seat]
                assert again.view["state"] == view["state"] > 0
                assert again.view["table"] == view["table"]
                assert again.view["decision"] == view["decision"]
                assert again.log == log
        assert client.app.state.hub.games[game["id"]].game.fingerprint() == fingerprint  # type: ignore[attr-defined]


def test_bot_games_go_on_after_a_restart(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, bot_delay=0.05)
    with TestClient(create_app(settings)) as client:
        game = create(client, "random", "random", seed=4)
        with connect(client, game["id"], None) as socket:
            watcher = Player(socket).hello(None)
            while watcher.view["state"] < 5:
                watcher.next_view()
    with TestClient(create_app(settings)) as client:
        with connect(client, game["id"], None) as socket:
            watcher = Player(socket).hello(None)
            assert watcher.view["state"] >= 5
            while watcher.view["result"] is None:
                watcher.next_view()
        assert client.get(f"/api/games/{game['id']}/replay").status_code == 200


def _serve(db: Path, port: int) -> subprocess.Popen[bytes]:
    script = Path(sys.executable).with_name("primetime")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "primetime.cli.main"]
    process = subprocess.Popen(
        [*command, "serve", "--port", str(port), "--db", str(db), "--bot-delay", "0"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/options", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("server did not start")


def _receive(socket: Any, kind: str) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = json.loads(socket.recv(timeout=20))
        if message["type"] == kind:
            return message


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_crash_loses_no_acknowledged_choice(tmp_path: Path) -> None:
    """A real server process is killed (SIGKILL) mid-game; a new one resumes the game at the last
    acknowledged choice."""
    db = tmp_path / "crash.db"
    port = free_port()
    server = _serve(db, port)
    try:
        body = {"seats": [{"name": "Ann"}, {"name": "Bob", "bot": "random"}], "seed": 9}
        game = httpx.post(f"http://127.0.0.1:{port}/api/games", json=body, timeout=10).json()
        token = game["seats"][0]["token"]
        url = f"ws://127.0.0.1:{port}/ws/games/{game['id']}"
        with ws_connect(url) as socket:
            socket.send(json.dumps({"type": "hello", "token": token}))
            view = _receive(socket, "view")
            acknowledged = 0
            while acknowledged < 8:
                if view["decision"] is None:
                    view = _receive(socket, "view")
                    continue
                option = view["decision"]["options"][0]["text"]
                socket.send(
                    json.dumps({"type": "choose", "state": view["state"], "option": option})
                )
                view = _receive(socket, "view")
                acknowledged += 1
            last = view
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
    finally:
        if server.poll() is None:
            server.kill()
    server = _serve(db, port)
    try:
        with ws_connect(f"ws://127.0.0.1:{port}/ws/games/{game['id']}") as socket:
            socket.send(json.dumps({"type": "hello", "token": token}))
            view = _receive(socket, "view")
            # Bots may have moved after the last view we saw, never before it.
            assert view["state"] >= last["state"]
            if view["state"] == last["state"]:
                assert view["table"] == last["table"]
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(15)


def test_database_urls() -> None:
    assert database_url("games.db") == "sqlite:///games.db"
    assert database_url("sqlite:////tmp/x.db") == "sqlite:////tmp/x.db"
    assert database_url("postgresql://u:p@h/db") == "postgresql+psycopg://u:p@h/db"
    assert database_url("postgres://u:p@h/db") == "postgresql+psycopg://u:p@h/db"


def test_a_choice_index_is_stored_once(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "s.db"), durable=False)
    store.create_game(
        "game01",
        GameConfig(players=("A", "B")),
        [SeatRecord(0, "A", None, None, False), SeatRecord(1, "B", None, None, False)],
        "0",
    )
    store.append_choices([ChoiceRecord("game01", 0, "x")])
    with pytest.raises(IntegrityError):
        store.append_choices([ChoiceRecord("game01", 0, "y")])
    loaded = store.load_game("game01")
    assert loaded is not None and loaded.choices == ("x",)
    assert store.claim_seat("game01", 1, None) and not store.claim_seat("game01", 1, None)
    store.close()


def test_the_journal_keeps_good_choices_of_a_batch_with_a_bad_one(tmp_path: Path) -> None:
    import asyncio

    store = Store(str(tmp_path / "j.db"), durable=False)
    seats = [SeatRecord(0, "A", None, None, False)]
    for gid in ("gameAA", "gameBB"):
        store.create_game(gid, GameConfig(players=("A",)), seats, "0")
    store.append_choices([ChoiceRecord("gameAA", 0, "taken")])
    journal = Journal(store)

    async def both() -> list[BaseException | None]:
        results = await asyncio.gather(
            journal.append(ChoiceRecord("gameAA", 0, "again")),
            journal.append(ChoiceRecord("gameBB", 0, "fine")),
            return_exceptions=True,
        )
        return [r if isinstance(r, BaseException) else None for r in results]

    outcome = asyncio.run(both())
    journal.close()
    assert isinstance(outcome[0], Exception) and outcome[1] is None
    assert store.load_game("gameBB").choices == ("fine",)  # type: ignore[union-attr]
    assert store.load_game("gameAA").choices == ("taken",)  # type: ignore[union-attr]
    store.close()


@pytest.mark.skipif(
    not os.environ.get("PRIMETIME_TEST_POSTGRES"),
    reason="set PRIMETIME_TEST_POSTGRES=postgresql://... to test PostgreSQL storage",
)
def test_postgresql_storage_resumes_a_game() -> None:
    settings = settings_for(Path("."), db=os.environ["PRIMETIME_TEST_POSTGRES"])
    with TestClient(create_app(settings)) as client:
        game = create(client, None, "random")
        with connect(client, game["id"], None) as socket:
            ann = Player(socket).hello(game["seats"][0]["token"])
            play_some(ann, 3)
            state = ann.view["state"]
    with TestClient(create_app(settings)) as client:
        with connect(client, game["id"], None) as socket:
            again = Player(socket).hello(game["seats"][0]["token"])
            assert again.view["state"] >= state
