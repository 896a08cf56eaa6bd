"""Availability (issue 13): no stranger can stall or crowd out other people's games. Bot specs
are bounded, bots past their limit are stopped, seat holders always get in past spectators,
creating games is rate-limited, unplayed games expire and finished ones leave memory, request
bodies are capped before they are read."""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import (
    Player,
    QuickSearchBot,
    SlowSearchBot,
    SteadySearchBot,
    connect,
    create,
    settings_for,
)

from primetime.engine import Game, GameConfig
from primetime.server import create_app
from primetime.server.bot_runner import BotRunner

WEB = Path(__file__).resolve().parents[2] / "src" / "primetime" / "web"


@pytest.mark.parametrize(
    "spec",
    [
        "mcts:time=1e9",
        "mcts:time=inf",
        "mcts:time=nan",
        "mcts:time=2.5",
        "mcts:iters=5001",
        "mcts:iters=1e9",
        "mcts:worlds=1000",
        "mcts:depth=100000",
        "heuristic:noise=inf",
        "heuristic:ahead=3",
        "openspiel-mcts",
        "grandmaster",
    ],
)
def test_unbounded_bot_specs_are_refused_naming_what_is_allowed(
    client: TestClient, spec: str
) -> None:
    body = {"seats": [{"name": "Ann"}, {"name": "Bot", "bot": spec}]}
    refused = client.post("/api/games", json=body)
    assert refused.status_code == 422
    assert "easy, medium, hard" in refused.text and "time 0.01..2" in refused.text


@pytest.mark.parametrize(
    "spec",
    [
        "easy",
        "medium",
        "hard",
        "random",
        "mcts:time=2",
        "mcts:iters=5000:worlds=4",
        "heuristic:ahead=2",
    ],
)
def test_bounded_bot_specs_are_taken(client: TestClient, spec: str) -> None:
    body = {"seats": [{"name": "Ann"}, {"name": "Bot", "bot": spec}]}
    assert client.post("/api/games", json=body).status_code == 201


def test_a_bot_past_its_limit_is_stopped_and_stalls_nothing() -> None:
    game = Game.new(GameConfig(players=("A", "B"), seed=3))
    decision = game.decision
    assert decision is not None

    async def run() -> tuple[Any, Any, list[int], list[int]]:
        runner = BotRunner(threads=2, delay=0.0, grace=2.0)
        try:
            slow = asyncio.ensure_future(runner.choose(SlowSearchBot(), None, decision))
            deadline = time.monotonic() + 60
            while not runner.worker_pids() and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            workers = runner.worker_pids()
            # Another game's searching bot is answered meanwhile (or right after the stop).
            quick, _ = await runner.choose(QuickSearchBot(), None, decision)
            chosen, _ = await slow  # the slow bot's seat gets a random option
            return chosen, quick, workers, runner.worker_pids()
        finally:
            runner.close()

    chosen, quick, workers, after = asyncio.run(run())
    assert chosen in decision.options and quick == decision.options[-1]
    assert workers and not set(workers) & set(after)
    for pid in workers:  # the stopped worker is gone
        assert not Path(f"/proc/{pid}").exists() or "Z" in _state(pid)


def test_a_bot_waiting_for_a_worker_is_not_timed_while_it_waits(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Three bots of three games, one worker: each thinks 0.8 s of its 1.1 s limit, and the
    third starts 1.6 s after it asked. Before, the wait counted: the later ones were stopped."""
    game = Game.new(GameConfig(players=("A", "B"), seed=3))
    decision = game.decision
    assert decision is not None

    async def run() -> list[Any]:
        runner = BotRunner(threads=1, delay=0.0, grace=1.0)
        try:
            await runner.choose(QuickSearchBot(), None, decision)  # the worker started
            asked = [runner.choose(SteadySearchBot(), None, decision) for _ in range(3)]
            return [option for option, _ in await asyncio.gather(*asked)]
        finally:
            runner.close()

    with caplog.at_level("ERROR", logger="primetime.server"):
        chosen = asyncio.run(run())
    assert chosen == [decision.options[-1]] * 3
    assert not [r for r in caplog.records if "thought past" in r.getMessage()]


def test_bots_waiting_when_another_is_stopped_still_answer() -> None:
    """One worker: a bot overruns its limit while four others wait. Stopping its worker used to
    cancel the waiting searches the pool had not queued for a worker yet (the 3rd and 4th),
    and their games never moved again."""
    game = Game.new(GameConfig(players=("A", "B"), seed=3))
    decision = game.decision
    assert decision is not None

    async def run() -> tuple[Any, list[Any]]:
        runner = BotRunner(threads=1, delay=0.0, grace=1.0)
        try:
            await runner.choose(QuickSearchBot(), None, decision)  # the worker started
            slow = asyncio.ensure_future(runner.choose(SlowSearchBot(), None, decision))
            await asyncio.sleep(0.1)
            waiting = [runner.choose(QuickSearchBot(), None, decision) for _ in range(4)]
            answers = await asyncio.gather(*waiting)
            return (await slow)[0], [option for option, _ in answers]
        finally:
            runner.close()

    stopped, answered = asyncio.run(run())
    assert stopped in decision.options  # a random option for the stopped bot's seat
    assert answered == [decision.options[-1]] * 4


def _state(pid: int) -> str:
    with contextlib.suppress(OSError):
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    return "Z"


def test_spectators_counted_at_once_cannot_crowd_out_a_seat(tmp_path: Path) -> None:
    # Before: the cap was checked before the hello, so sockets opened together all passed it
    # (200 passed a limit of 64), and a seat holder could be refused as "full".
    settings = settings_for(tmp_path, max_spectators=3, max_spectators_per_client=100)
    with TestClient(create_app(settings)) as client:
        game = create(client, None, None, join="invite")
        with contextlib.ExitStack() as stack:
            sockets = [stack.enter_context(connect(client, game["id"], None)) for _ in range(8)]
            for socket in sockets:  # every socket is open before any says hello
                socket.send_json({"type": "hello", "token": None})
            answers = [socket.receive_json() for socket in sockets]
            welcomed = [a for a in answers if a["type"] == "welcome"]
            full = [a for a in answers if a.get("code") == "full"]
            assert len(welcomed) == 3 and len(full) == 5
            for token in (s["token"] for s in game["seats"]):  # seat holders still get in
                seat = stack.enter_context(connect(client, game["id"], None))
                assert Player(seat).hello(token).welcome["seat"] is not None


def test_spectators_are_capped_per_client_address(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, max_spectators=50, max_spectators_per_client=2)
    with TestClient(create_app(settings)) as client:
        games = [create(client, None, "random", join="invite") for _ in range(2)]
        with contextlib.ExitStack() as stack:
            for game in games:
                socket = stack.enter_context(connect(client, game["id"], None))
                assert Player(socket).hello(None).welcome
            third = stack.enter_context(connect(client, games[0]["id"], None))
            third.send_json({"type": "hello", "token": None})
            assert third.receive_json()["code"] == "full"


def test_the_browser_retries_after_full_but_not_after_gone() -> None:
    text = (WEB / "api.js").read_text()
    final = text.split("const FINAL_CODES = new Set([", 1)[1].split("]", 1)[0]
    assert "4429" not in final and "4410" in final and "FULL" in text


def test_creating_games_is_rate_limited_per_client(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, create_burst=3, creates_per_minute=1.0)
    with TestClient(create_app(settings)) as client:
        body = {"seats": [{"name": "Ann"}, {"name": "Bob", "join": "invite"}]}
        codes = [client.post("/api/games", json=body).status_code for _ in range(5)]
        assert codes == [201, 201, 201, 429, 429]
        refused = client.post("/api/games", json=body)
        assert int(refused.headers["retry-after"]) >= 1
        assert client.get("/api/games").status_code == 200  # the rest of the lobby answers


def test_unplayed_games_expire_and_busy_ones_do_not(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, game_ttl=0.01)
    with TestClient(create_app(settings)) as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]
        idle = create(client, None, None, join="invite")
        busy = create(client, None, None, join="invite")
        time.sleep(0.05)
        with connect(client, busy["id"], None) as socket:
            Player(socket).hello(busy["seats"][0]["token"])
            expired = client.portal.call(hub.sweep)  # type: ignore[attr-defined]
            assert idle["id"] in expired and busy["id"] not in expired
        assert idle["id"] not in hub.games
        assert client.get(f"/api/games/{idle['id']}").json()["status"] == "expired"
        with connect(client, idle["id"], None) as socket:
            socket.send_json({"type": "hello", "token": None})
            assert socket.receive_json()["code"] == "gone"
        listed = client.get("/api/games?status=playing").json()["games"]
        assert idle["id"] not in [g["id"] for g in listed]


def test_finished_games_leave_memory_even_after_a_summary(client: TestClient) -> None:
    # Before: asking for a finished game's summary loaded it into memory for good.
    hub = client.app.state.hub  # type: ignore[attr-defined]
    game = create(client, "random", "random", seed=8)
    with connect(client, game["id"], None) as socket:
        watcher = Player(socket).hello(None)
        while watcher.view["result"] is None:
            watcher.next_view()
    deadline = time.monotonic() + 10
    while game["id"] in hub.games and time.monotonic() < deadline:
        time.sleep(0.02)
    assert game["id"] not in hub.games
    for _ in range(3):
        assert client.get(f"/api/games/{game['id']}").json()["status"] == "over"
        assert client.post(f"/api/games/{game['id']}/seats/0/claim").status_code == 409
    assert game["id"] not in hub.games


def test_request_bodies_are_capped_before_they_are_read(client: TestClient) -> None:
    big = b'{"seats": [{"name": "A"}], "x": "' + b"x" * (2 << 20) + b'"}'
    declared = client.post("/api/games", content=big, headers={"content-type": "application/json"})
    assert declared.status_code == 413

    def chunks() -> Any:  # no Content-Length: counted while read
        for _ in range(64):
            yield b"x" * 4096

    streamed = client.post(
        "/api/games", content=chunks(), headers={"content-type": "application/json"}
    )
    assert streamed.status_code == 413
    assert client.get("/api/options").status_code == 200


def test_a_real_server_refuses_a_huge_body_without_reading_it(tmp_path: Path) -> None:
    from primetime.server.background import BackgroundServer

    with BackgroundServer(settings_for(tmp_path)) as server:
        with socket.create_connection((server.host, server.port), timeout=10) as raw:
            raw.sendall(
                b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 1073741824\r\n\r\n{}"
            )
            answer = raw.recv(4096)
        assert answer.startswith(b"HTTP/1.1 413")


def test_seat_holders_get_in_when_a_stranger_floods_hellos(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, max_spectators=2, max_pending_per_client=4)
    with TestClient(create_app(settings)) as client:
        game = create(client, None, None, join="invite")
        with contextlib.ExitStack() as stack:
            opened = [stack.enter_context(connect(client, game["id"], None)) for _ in range(3)]
            assert opened
            tokens = [s["token"] for s in game["seats"]]
            random.shuffle(tokens)
            seat = stack.enter_context(connect(client, game["id"], None))
            assert Player(seat).hello(tokens[0]).welcome["seat"] is not None


def test_greeted_sockets_leave_the_count_of_sockets_not_greeted(tmp_path: Path) -> None:
    """The cap is on sockets that have not said hello: an address's greeted seat sockets
    (several tabs, or players behind one NAT) do not fill it. Before, a socket counted until it
    closed, and a 5th seat socket from the address was refused 'full'."""
    settings = settings_for(tmp_path, max_pending_per_client=4)
    with TestClient(create_app(settings)) as client:
        game = create(client, None, None, join="invite")
        first, second = (s["token"] for s in game["seats"])
        with contextlib.ExitStack() as stack:
            for _ in range(4):
                Player(stack.enter_context(connect(client, game["id"], None))).hello(first)
            other = Player(stack.enter_context(connect(client, game["id"], None)))
            assert other.hello(second).welcome["seat"] == 1
            # ... while 4 sockets that say nothing still fill it
            quiet = [stack.enter_context(connect(client, game["id"], None)) for _ in range(4)]
            assert quiet
            refused = stack.enter_context(connect(client, game["id"], None))
            assert refused.receive_json()["code"] == "full"


def test_closing_the_runner_ends_a_worker_in_the_middle_of_thinking() -> None:
    # Before: close() let a thinking worker run on (for as long as its bot thought) after the
    # server had gone.
    game = Game.new(GameConfig(players=("A", "B"), seed=3))
    decision = game.decision
    assert decision is not None

    async def run() -> list[int]:
        runner = BotRunner(threads=1, delay=0.0, grace=100.0)
        thinking = asyncio.ensure_future(runner.choose(SlowSearchBot(), None, decision))
        deadline = time.monotonic() + 60
        while not runner.worker_pids() and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        workers = runner.worker_pids()
        await asyncio.sleep(0.5)  # the worker has taken the bot and is thinking
        runner.close()
        with contextlib.suppress(Exception):
            await thinking
        return workers

    workers = asyncio.run(run())
    assert workers
    assert all(not Path(f"/proc/{pid}").exists() or "Z" in _state(pid) for pid in workers)


def registered_decisions() -> list[str]:
    """In a search worker: the decision kinds registered there (nothing else imported)."""
    from primetime.engine.machine import ASKS

    return sorted(ASKS)


def test_search_workers_know_every_decision_before_their_first_search() -> None:
    """A spawned worker unpickles views and games without building a config, which is what
    loads the rule files: the coach's analysis once met a Pilot Season "keep-one" there that no
    loaded file had registered."""
    from primetime.engine.machine import ASKS
    from primetime.engine.registry import load_rules

    load_rules()

    async def run() -> list[str]:
        runner = BotRunner(threads=1, delay=0.0)
        try:
            return await runner.apart(registered_decisions)
        finally:
            runner.close()

    found = asyncio.run(run())
    engine_kinds = [k for k, a in ASKS.items() if a.resolve.__module__.startswith("primetime.")]
    assert "keep-one" in found
    assert set(engine_kinds) <= set(found)  # (tests may register kinds of their own here)


def test_a_search_whose_pool_is_stopped_under_it_fails_as_a_search() -> None:
    """A hint's search cancelled by another bot's pool being stopped is a failed search (the
    coach says so), not a cancellation that ends the asking client's socket handler."""
    import concurrent.futures
    from concurrent.futures.process import BrokenProcessPool

    class StoppedPool(concurrent.futures.Executor):
        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> concurrent.futures.Future[Any]:
            future: concurrent.futures.Future[Any] = concurrent.futures.Future()
            future.cancel()  # as `shutdown(cancel_futures=True)` does to a waiting search
            return future

    async def run() -> None:
        runner = BotRunner(threads=1, delay=0.0)
        runner._processes = StoppedPool()  # type: ignore[assignment]
        with pytest.raises(BrokenProcessPool):
            await runner.apart(abs, -1)

    asyncio.run(run())
