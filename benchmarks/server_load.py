"""Server load: N concurrent games, every seat a bot client over a real WebSocket, on loopback.

Starts `primetime serve` in its own process (or uses --url), creates the games through the lobby
API, connects one WebSocket per seat, and has each client choose a random offered option whenever
its decision comes (after an optional think time). Reports choices per second and the latency from
sending a choice to receiving the new view (p50/p90/p99/max). Bounded: it stops after --duration
seconds or when every game is over.

    python benchmarks/server_load.py --games 100 --players 3 --duration 60
    python benchmarks/server_load.py --games 100 --think 1.0 --json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

from primetime.server.background import free_port


@dataclass
class Stats:
    """What the clients measured."""

    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    games_over: int = 0
    started: float = 0.0
    stopped: float = 0.0

    def summary(self, games: int, players: int, think: float) -> dict[str, Any]:
        ordered = sorted(self.latencies)

        def pct(p: float) -> float:
            if not ordered:
                return 0.0
            return round(1000 * ordered[min(len(ordered) - 1, int(p * len(ordered)))], 2)

        elapsed = max(1e-9, self.stopped - self.started)
        return {
            "games": games,
            "players_per_game": players,
            "think_seconds": think,
            "cores": os.cpu_count(),
            "seconds": round(elapsed, 2),
            "choices": len(ordered),
            "choices_per_second": round(len(ordered) / elapsed, 1),
            "latency_ms": {
                "p50": pct(0.50),
                "p90": pct(0.90),
                "p99": pct(0.99),
                "max": round(1000 * ordered[-1], 2) if ordered else 0.0,
            },
            "games_over": self.games_over,
            "errors": len(self.errors),
            "error_samples": self.errors[:5],
        }


async def seat_client(
    url: str,
    game_id: str,
    token: str,
    think: float,
    rng: random.Random,
    stats: Stats,
    deadline: float,
) -> None:
    """One seat: answer every decision of this seat with a random option, timing each answer."""
    ws_url = url.replace("http://", "ws://", 1) + f"/ws/games/{game_id}"
    async with websockets.connect(ws_url, max_size=2**22) as socket:
        await socket.send(json.dumps({"type": "hello", "token": token}))
        sent_at: float | None = None
        sent_state = -1
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(
                    socket.recv(), timeout=max(0.1, deadline - time.monotonic())
                )
            except TimeoutError:
                return
            message = json.loads(raw)
            kind = message["type"]
            if kind == "error":
                stats.errors.append(f"{message.get('code')}: {message.get('message')}")
                sent_at = None
                continue
            if kind != "view":
                continue
            if sent_at is not None and message["state"] > sent_state:
                stats.latencies.append(time.monotonic() - sent_at)
                sent_at = None
            if message["table"]["over"]:
                if message["seat"] == 0:
                    stats.games_over += 1
                return
            decision = message["decision"]
            if decision is None or sent_at is not None:
                continue
            if think > 0:
                await asyncio.sleep(rng.expovariate(1 / think))
            option = rng.choice(decision["options"])["text"]
            sent_state = message["state"]
            sent_at = time.monotonic()
            await socket.send(json.dumps({"type": "choose", "state": sent_state, "option": option}))


async def run(
    url: str, games: int, players: int, think: float, duration: float, seed: int
) -> Stats:
    """Create the games, then play them all at once."""
    stats = Stats()
    names = ["Ann", "Bob", "Cy", "Di", "Ed"][:players]
    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        created = []
        for index in range(games):
            # One client plays every seat (a hotseat table), so a chosen seed is allowed.
            seats = [{"name": n, "join": "creator"} for n in names]
            body = {"seats": seats, "seed": seed + index, "listed": False}
            response = await http.post("/api/games", json=body)
            response.raise_for_status()
            created.append(response.json())
    rng = random.Random(seed)
    stats.started = time.monotonic()
    deadline = stats.started + duration
    tasks = [
        seat_client(url, g["id"], s["token"], think, random.Random(rng.random()), stats, deadline)
        for g in created
        for s in g["seats"]
    ]
    results = await asyncio.gather(*tasks, return_exceptions=True)
    stats.stopped = time.monotonic()
    for result in results:
        if isinstance(result, BaseException):
            stats.errors.append(repr(result))
    return stats


def start_server(port: int, db: str) -> subprocess.Popen[bytes]:
    """`primetime serve` in its own process (so the clients do not share its interpreter)."""
    script = shutil.which("primetime") or str(Path(sys.executable).with_name("primetime"))
    process = subprocess.Popen(
        [
            script,
            "serve",
            "--port",
            str(port),
            "--db",
            db,
            "--log-level",
            "warning",
            # Every client is on loopback: lift the per-address limits a public server keeps.
            "--creates-per-minute",
            "100000",
            "--max-pending-per-client",
            "100000",
        ],
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
    raise RuntimeError("the server did not start")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=100, help="concurrent games")
    parser.add_argument("--players", type=int, default=3, help="seats per game (all bot clients)")
    parser.add_argument("--think", type=float, default=0.0, help="mean think time per decision (s)")
    parser.add_argument("--duration", type=float, default=60.0, help="stop after this many seconds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--url", help="use a running server (loopback only) instead of starting one"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if not 1 <= args.players <= 5 or args.games < 1 or args.duration <= 0:
        parser.error("--players 1..5, --games >= 1, --duration > 0")
    if args.url and not args.url.startswith(("http://127.", "http://localhost", "http://[::1]")):
        parser.error("--url must be a loopback address")

    server = None
    workdir = tempfile.mkdtemp(prefix="primetime-load-")
    url = args.url
    if url is None:
        port = free_port()
        server = start_server(port, os.path.join(workdir, "load.db"))
        url = f"http://127.0.0.1:{port}"
    try:
        stats = asyncio.run(
            run(url, args.games, args.players, args.think, args.duration, args.seed)
        )
    finally:
        if server is not None:
            server.send_signal(signal.SIGTERM)
            server.wait(30)
        shutil.rmtree(workdir, ignore_errors=True)
    summary = stats.summary(args.games, args.players, args.think)
    if args.json:
        print(json.dumps(summary, indent=1))
        return
    lat = summary["latency_ms"]
    print(
        f"{summary['games']} games x {summary['players_per_game']} seats, think {args.think}s, "
        f"{summary['seconds']}s on {summary['cores']} cores: {summary['choices']} choices, "
        f"{summary['choices_per_second']} choices/s; latency send->view ms: p50 {lat['p50']} "
        f"p90 {lat['p90']} p99 {lat['p99']} max {lat['max']}; {summary['games_over']} games "
        f"finished, {summary['errors']} errors"
    )


if __name__ == "__main__":
    main()
