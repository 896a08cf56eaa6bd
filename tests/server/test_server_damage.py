"""Storage and files (issue 13): a stored game that no longer replays (or fails its checksum) is
refused with a clear error, never a 500; the lobby keeps working; `primetime serve` refuses a
damaged or non-database file in one line; bot worker processes end with the server."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient
from server_helpers import Player, connect, create, settings_for
from test_server_restart import _serve
from typer.testing import CliRunner

from primetime.cli.main import app
from primetime.server import ServerSettings, create_app
from primetime.server.background import free_port
from primetime.server.database import DamagedDatabase, check_database, first_problem


def played(client: TestClient, choices: int = 4) -> dict[str, object]:
    game = create(client, None, "random")
    with connect(client, game["id"], None) as socket:
        ann = Player(socket).hello(game["seats"][0]["token"])  # type: ignore[index]
        made = 0
        while made < choices:
            if ann.decision is None:
                ann.next_view()
                continue
            ann.choose(ann.decision["options"][0]["text"])
            ann.next_view()
            made += 1
    return game


def edit(settings: ServerSettings, sql: str, *args: object) -> None:
    with sqlite3.connect(settings.db) as db:
        db.execute(sql, args)


def forget(client: TestClient, game_id: str) -> None:
    """Make the server read the game from storage again."""
    client.app.state.hub.games.pop(game_id, None)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "damage",
    [
        "edited",
        "unreplayable",
        "config",
        "config-nested",
        "created-at",
        "seat-missing",
        "seat-added",
        "seat-renamed",
    ],
)
def test_a_damaged_game_is_refused_clearly_and_the_lobby_keeps_working(
    tmp_path: Path, damage: str
) -> None:
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        game = played(client)
        healthy = create(client, None, None, join="open")
        forget(client, str(game["id"]))
        edit(settings, "update games set listed = 1")  # both in the lobby's lists
        if damage == "edited":  # a choice changed behind the server's back: fails the checksum
            edit(settings, "update choices set option = 'pass cash' where idx = 1")
        elif damage == "unreplayable":  # e.g. stored by an engine whose rules have changed
            edit(settings, "update choices set option = 'pass cash' where idx = 1")
            edit(settings, "update games set checksum = null")
        elif damage == "seat-missing":  # the game would wait forever on a seat nobody has
            edit(settings, "delete from seats where game_id = ? and seat = 1", game["id"])
        elif damage == "seat-added":  # a seat the game has not, open to claim
            seats = len(game["seats"])  # type: ignore[arg-type]
            edit(
                settings,
                "insert into seats (game_id, seat, name, bot, token_hash, claimed) "
                "values (?, ?, 'Eve', null, null, 0)",
                game["id"],
                seats,
            )
        elif damage == "seat-renamed":
            edit(
                settings,
                "update seats set name = 'Mallory' where game_id = ? and seat = 0",
                game["id"],
            )
        elif damage == "config-nested":  # too deep to parse: RecursionError, not ValueError
            nested = "[" * 5000 + "]" * 5000
            edit(
                settings,
                "update games set config = ?, checksum = null where id = ?",
                nested,
                game["id"],
            )
        elif damage == "created-at":  # not a time: SQLAlchemy's reading fails the whole query
            edit(settings, "update games set created_at = 'garbage' where id = ?", game["id"])
        else:
            edit(settings, "update games set config = '{\"players\": 7}' where id = ?", game["id"])
        summary = client.get(f"/api/games/{game['id']}")
        if damage != "unreplayable":  # the summary reads storage only: the checksum catches it
            assert summary.status_code == 410 and "damaged" in summary.json()["detail"]
        with connect(client, str(game["id"]), None) as socket:
            socket.send_json({"type": "hello", "token": None})
            refusal = socket.receive_json()
            assert refusal["code"] == "gone" and "damaged" in refusal["message"]
        claim = client.post(f"/api/games/{game['id']}/seats/0/claim")
        assert claim.status_code == 410 and "damaged" in claim.json()["detail"]
        for status in ("open", "playing", "over"):
            assert client.get(f"/api/games?status={status}").status_code == 200
        assert client.get(f"/api/games/{healthy['id']}").status_code == 200
        listed = client.get("/api/games?status=open").json()["games"]
        assert healthy["id"] in {g["id"] for g in listed}  # one damaged row spoils no list


def test_a_damaged_finish_time_harms_nothing(tmp_path: Path) -> None:
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        game = played(client)
        forget(client, str(game["id"]))
        edit(settings, "update games set finished_at = 'garbage' where id = ?", game["id"])
        assert client.get(f"/api/games/{game['id']}").status_code == 200
        for status in ("open", "playing", "over"):
            assert client.get(f"/api/games?status={status}").status_code == 200


def test_a_damaged_finished_game_is_not_replayed(tmp_path: Path) -> None:
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        game = create(client, "random", "random", seed=4)
        with connect(client, game["id"], None) as socket:
            watcher = Player(socket).hello(None)
            while watcher.view["result"] is None:
                watcher.next_view()
        edit(settings, "update choices set option = 'pass cash' where idx = 3")
        response = client.get(f"/api/games/{game['id']}/replay/10")
        assert response.status_code == 409 and "damaged" in response.json()["detail"]
        edit(settings, "update games set checksum = null")
        response = client.get(f"/api/games/{game['id']}/replay/10")
        assert response.status_code == 409 and "damaged" in response.json()["detail"]


def test_stored_choices_carry_a_checksum_verified_on_load(tmp_path: Path) -> None:
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings)) as client:
        game = played(client, 3)
        hub = client.app.state.hub  # type: ignore[attr-defined]
        with sqlite3.connect(settings.db) as db:
            (checksum,) = db.execute(
                "select checksum from games where id = ?", (game["id"],)
            ).fetchone()
        assert len(checksum) == 64
        assert hub.store.load_game(game["id"]).choices
        edit(settings, "delete from choices where idx = 0")  # a lost row is caught too
        with pytest.raises(RuntimeError, match="checksum"):
            hub.store.load_game(game["id"])


def test_serve_refuses_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    notes = tmp_path / "notes.db"
    notes.write_text("my shopping list\n" * 100)
    result = CliRunner().invoke(app, ["serve", "--db", str(notes)])
    assert result.exit_code == 2
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "not a SQLite database" in lines[0]
    assert notes.read_text().startswith("my shopping list")  # untouched


def test_serve_refuses_a_damaged_database(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    with TestClient(create_app(settings_for(tmp_path, create_burst=100))) as client:
        for _ in range(30):
            create(client, None, "random")
    data = bytearray(db.read_bytes())
    for offset in range(4096 + 100, len(data), 4096):  # scribble over every page but the first
        data[offset : offset + 64] = b"\xff" * 64
    db.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    with pytest.raises(DamagedDatabase):
        check_database(str(db))
    result = CliRunner().invoke(app, ["serve", "--db", str(db)])
    assert result.exit_code == 2 and "damaged" in result.stderr
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, lines


def test_sqlites_report_of_many_problems_is_told_in_one_line() -> None:
    """PRAGMA quick_check's report, as SQLite gives it: a heading, then a problem a line (in one
    row or in several)."""
    report = (
        "*** in database main ***\nOn tree page 2 cell 5: invalid page number -1\n"
        "Page 7: never used"
    )
    assert first_problem([(report,), ("Page 9: never used",)]) == (
        "On tree page 2 cell 5: invalid page number -1 (and 2 more problems)"
    )
    assert first_problem([("row 3 missing from index sqlite_autoindex_games_1",)]) == (
        "row 3 missing from index sqlite_autoindex_games_1"
    )


def test_an_empty_file_is_a_new_database(tmp_path: Path) -> None:
    empty = tmp_path / "new.db"
    empty.touch()
    assert "empty" in (check_database(str(empty)) or "")
    assert check_database(str(tmp_path / "absent.db")) is None


def _children(pid: int) -> set[int]:
    """Every descendant process of a process (from /proc)."""
    found: set[int] = set()
    stack = [pid]
    while stack:
        parent = stack.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                kids = (task / "children").read_text().split()
            except OSError:
                continue
            for kid in map(int, kids):
                if kid not in found:
                    found.add(kid)
                    stack.append(kid)
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc")
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_bot_workers_end_with_the_server(tmp_path: Path, stop: signal.Signals) -> None:
    port = free_port()
    server = _serve(tmp_path / "bots.db", port)
    try:
        body = {"seats": [{"name": "A", "bot": "mcts:time=2"}, {"name": "B", "bot": "hard"}]}
        httpx.post(f"http://127.0.0.1:{port}/api/games", json=body, timeout=10).raise_for_status()
        deadline = time.monotonic() + 60
        workers: set[int] = set()
        while len(workers) < 1 and time.monotonic() < deadline:
            workers = _children(server.pid)
            time.sleep(0.2)
        assert workers, "no bot worker process started"
        os.kill(server.pid, stop)
        server.wait(30)
        deadline = time.monotonic() + 10
        while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [pid for pid in workers if _alive(pid)]
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(10)
        for pid in _children(server.pid) if server.poll() is None else set():
            os.kill(pid, signal.SIGKILL)


def test_check_runs_before_serving_in_a_subprocess(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"\x00garbage" * 50)
    done = subprocess.run(
        [sys.executable, "-m", "primetime.cli.main", "serve", "--db", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, COLUMNS="300"),
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len([line for line in done.stderr.splitlines() if line.strip()]) == 1


def test_a_database_from_before_gains_the_new_columns(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    with sqlite3.connect(db) as old:
        old.execute(
            "create table games (id varchar(32) primary key, created_at datetime not null, "
            "config text not null, engine varchar(32) not null, listed boolean not null, "
            "status varchar(16) not null, finished_at datetime)"
        )
        old.execute(
            "insert into games values ('oldgame1', '2026-01-01 00:00:00', ?, '0.1', 1, "
            "'playing', null)",
            ('{"players": ["A", "B"], "seed": 3}',),
        )
        old.execute(
            "create table seats (game_id varchar(32), seat integer, name varchar(64) not null, "
            "bot varchar(64), token_hash varchar(64), claimed boolean not null, "
            "primary key (game_id, seat))"
        )
        old.execute("insert into seats values ('oldgame1', 0, 'A', null, null, 0)")
        old.execute("insert into seats values ('oldgame1', 1, 'B', 'random', null, 0)")
    from primetime.server.storage import Store

    store = Store(str(db))
    loaded = store.load_game("oldgame1")  # no checksum yet: loads as before
    assert loaded is not None and loaded.seeded is False and loaded.choices == ()
    store.close()
