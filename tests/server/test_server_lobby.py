"""The lobby over HTTP: options, the card catalog, creating games, lists, seats and tokens."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from server_helpers import connect, create

from primetime.bots import DIFFICULTIES
from primetime.server import ServerSettings


def test_options_list_difficulties_and_player_counts(client: TestClient) -> None:
    data = client.get("/api/options").json()
    assert data["difficulties"] == list(DIFFICULTIES)
    assert data["default_bot"] == "medium"  # as the terminal's: you against medium bots
    assert data["max_players"] == 5
    assert data["modules"] == ["executives", "moguls", "telly"] and data["variants"] == []
    # each module with its own words (`Module.title`, `Module.summary`), as the terminal asks
    words = data["module_words"]
    assert sorted(words) == data["modules"]
    assert words["telly"] == {
        "title": "Megacorp Telly Time",
        "summary": "a weekend timeslot, 9 genres, genre grids",
    }
    for word in words.values():
        assert word["title"].startswith("Megacorp ") and len(word["summary"]) > 20


def test_catalog_has_every_card_with_printed_values(client: TestClient) -> None:
    data = client.get("/api/catalog").json()
    reek = data["cards"]["dawsons-reek"]
    assert reek["cost"] == 5 and reek["timeslots"] == ["primetime"] and len(reek["rows"]) == 4
    assert {"kind": "star", "required": True} in reek["slots"]
    assert data["timeslots"]["latenight"] == "Late Night"


def test_catalog_has_the_moguls_with_both_effects(client: TestClient) -> None:
    data = client.get("/api/catalog").json()
    tycoon = data["cards"]["host-turned-tycoon"]
    assert tycoon["kind"] == "mogul"
    assert (tycoon["top_type"], tycoon["bottom_type"]) == ("immediate", "game-end")
    assert sum(1 for c in data["cards"].values() if c["kind"] == "mogul") == 10


def test_create_gives_one_join_link_per_person_and_none_for_bots(client: TestClient) -> None:
    game = create(client, None, "easy", None)
    people = [s for s in game["seats"] if s["bot"] is None]
    assert [s["seat"] for s in people] == [0, 2]
    for seat in people:
        assert seat["token"] and seat["join_url"].startswith(f"/game/{game['id']}#")
        assert seat["token"] in seat["join_url"]
    assert game["seats"][1]["token"] is None and game["seats"][1]["join_url"] is None
    assert game["watch_url"] == f"/game/{game['id']}"


def test_only_token_hashes_are_stored(client: TestClient, settings: ServerSettings) -> None:
    game = create(client, None, None)
    tokens = [s["token"] for s in game["seats"]]
    with sqlite3.connect(settings.db) as db:
        dump = "\n".join(db.iterdump())
        stored = [r[0] for r in db.execute("select token_hash from seats order by seat")]
    for token in tokens:
        assert token not in dump
    assert stored == [hashlib.sha256(t.encode()).hexdigest() for t in tokens]


@pytest.mark.parametrize(
    "body",
    [
        {"seats": []},
        {"seats": [{"name": "A"}] * 6},
        {"seats": [{"name": ""}, {"name": "B"}]},
        {"seats": [{"name": "   "}, {"name": "B"}]},
        {"seats": [{"name": "A\u0000x"}, {"name": "B"}]},
        {"seats": [{"name": "A" * 25}, {"name": "B"}]},
        {"seats": [{"name": "A"}, {"name": "A"}]},
        {"seats": [{"name": "A"}, {"name": "B", "bot": "grandmaster"}]},
        {"seats": [{"name": "A"}, {"name": "B"}], "modules": ["telly-time"]},
        {"seats": [{"name": "A"}, {"name": "B"}], "variants": ["nope"]},
        {"seats": [{"name": "A"}], "classic_turns": True},
        {"seats": [{"name": "A"}, {"name": "B"}], "admin": True},
        {"seats": [{"name": "A", "token": "x"}, {"name": "B"}]},
        {"seats": [{"name": "A"}, {"name": "B"}], "seed": -1},
        {"seats": "A,B"},
    ],
)
def test_bad_create_requests_are_refused(client: TestClient, body: object) -> None:
    response = client.post("/api/games", json=body)
    assert response.status_code == 422, response.text


def test_names_are_kept_as_text(client: TestClient) -> None:
    name = "<b onclick=x>Al&amp;</b>"
    response = client.post("/api/games", json={"seats": [{"name": name}, {"name": "B"}]})
    assert response.status_code == 201
    game = response.json()
    assert game["seats"][0]["name"] == name  # stored as given; the client inserts it as text


def test_lists_separate_open_playing_and_finished_games(client: TestClient) -> None:
    open_game = create(client, None, None, join="open")
    bots_only = create(client, "random", "random", seed=3)
    unlisted = create(client, None, None, join="invite", listed=False)
    ids = {
        s: [g["id"] for g in client.get(f"/api/games?status={s}").json()["games"]]
        for s in ("open", "playing", "over")
    }
    assert open_game["id"] in ids["open"] and open_game["id"] not in ids["playing"]
    assert unlisted["id"] not in ids["open"] + ids["playing"] + ids["over"]
    assert bots_only["id"] in ids["playing"] + ids["over"]
    summary = client.get(f"/api/games/{open_game['id']}").json()
    assert [s["name"] for s in summary["seats"]] == ["Ann", "Bob"]
    assert "token" not in str(summary) and "hash" not in str(summary)
    assert client.get("/api/games?status=bogus").status_code == 422


def test_a_listed_game_says_what_it_plays_with_and_its_round(client: TestClient) -> None:
    game = create(client, None, None, join="open", classic_turns=True, modules=["telly", "moguls"])
    summary = client.get(f"/api/games/{game['id']}").json()
    assert summary["modes"] == ["Classic Turns", "Megacorp Telly Time", "Megacorp Moguls"]
    assert summary["round"] == 0 and summary["solo"] is False  # Pilot Season
    listed = client.get("/api/games?status=open").json()["games"]
    assert next(g for g in listed if g["id"] == game["id"])["modes"] == summary["modes"]
    plain = client.get(f"/api/games/{create(client, None, None)['id']}").json()
    assert plain["modes"] == []


def test_claiming_a_free_seat_gives_a_new_token_once(client: TestClient) -> None:
    game = create(client, None, "random", None, join="open")
    assert game["seats"][2]["token"] is None and game["seats"][2]["join"] == "open"
    claimed = client.post(f"/api/games/{game['id']}/seats/2/claim")
    assert claimed.status_code == 200
    token = claimed.json()["token"]
    assert token in claimed.json()["join_url"]
    assert client.post(f"/api/games/{game['id']}/seats/2/claim").status_code == 409
    assert client.post(f"/api/games/{game['id']}/seats/1/claim").status_code == 409  # a bot
    assert client.post(f"/api/games/{game['id']}/seats/4/claim").status_code == 404
    assert client.post("/api/games/nosuchgame1/seats/0/claim").status_code == 404
    with connect(client, game["id"], None) as socket:
        socket.send_json({"type": "hello", "token": token})
        assert socket.receive_json()["type"] == "welcome"


def test_the_creator_is_seated_at_creation(client: TestClient) -> None:
    # Before: the creator's seat stayed free in the lobby until they connected, so a stranger
    # could take it (and the creator's link stopped working).
    game = create(client, None, None, join="open")
    assert game["seats"][0]["join"] == "creator" and game["table"] == "open"
    assert client.post(f"/api/games/{game['id']}/seats/0/claim").status_code == 409
    assert client.post(f"/api/games/{game['id']}/seats/1/claim").status_code == 200
    with connect(client, game["id"], None) as socket:
        socket.send_json({"type": "hello", "token": game["seats"][0]["token"]})
        assert socket.receive_json()["type"] == "welcome"


def test_a_seat_with_an_invite_link_is_not_offered_in_the_lobby(client: TestClient) -> None:
    game = create(client, None, None, None, join="invite")
    invited = game["seats"][1]
    assert invited["join"] == "invite" and invited["token"] and game["table"] == "invite only"
    assert game["listed"] is True  # listed to watch: the lobby offers none of its seats
    listed = [g["id"] for g in client.get("/api/games?status=open").json()["games"]]
    assert game["id"] not in listed
    for seat in (0, 1, 2):
        assert client.post(f"/api/games/{game['id']}/seats/{seat}/claim").status_code == 409
    summary = client.get(f"/api/games/{game['id']}").json()
    assert summary["table"] == "invite only"
    with connect(client, game["id"], None) as socket:  # the invitation still opens its seat
        socket.send_json({"type": "hello", "token": invited["token"]})
        assert socket.receive_json()["type"] == "welcome"


def test_unlisted_games_are_by_invitation_only(client: TestClient) -> None:
    game = create(client, None, None, join="invite", listed=False)
    assert game["listed"] is False
    assert client.post(f"/api/games/{game['id']}/seats/1/claim").status_code == 409
    body = {"seats": [{"name": "A"}, {"name": "B", "join": "open"}], "listed": False}
    assert client.post("/api/games", json=body).status_code == 422


def test_pages_and_static_files_are_served_with_a_strict_policy(client: TestClient) -> None:
    for path in ("/", "/game/abcdefgh", "/replay/abcdefgh"):
        page = client.get(path)
        assert page.status_code == 200 and "app.js" in page.text
        policy = page.headers["content-security-policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
    for name in ("app.js", "style.css", "game.js", "table.js", "cards.js", "decision.js"):
        assert client.get(f"/static/{name}").status_code == 200
    assert client.get("/static/../server/app.py").status_code == 404


def test_web_files_insert_no_markup(tmp_path: Path) -> None:
    """The client builds every node through dom.js (textContent), never from HTML strings."""
    web = Path(__file__).resolve().parents[2] / "src" / "primetime" / "web"
    for script in web.glob("*.js"):
        text = script.read_text()
        for forbidden in (
            "innerHTML",
            "outerHTML",
            "insertAdjacentHTML",
            "document.write",
            "eval(",
        ):
            assert forbidden not in text, f"{script.name} uses {forbidden}"


@pytest.mark.parametrize(
    ("names", "why"),
    [
        (["Ann", "ann"], "named alike"),
        (["\u00e9mile", "e\u0301mile"], "named alike"),  # one typed whole, one letter + accent
        (["\u0301" * 24, "Bob"], "shows"),  # only combining marks
        (["\u3164", "Bob"], "shows"),  # the Hangul filler: a letter that shows nothing
    ],
    ids=["capitals", "accent-spellings", "marks-only", "blank-letter"],
)
def test_names_that_read_alike_or_show_nothing_are_refused(
    client: TestClient, names: list[str], why: str
) -> None:
    response = client.post("/api/games", json={"seats": [{"name": n} for n in names]})
    assert response.status_code == 422 and why in response.text


def test_a_name_is_kept_in_one_spelling(client: TestClient) -> None:
    response = client.post("/api/games", json={"seats": [{"name": "e\u0301mile"}, {"name": "B"}]})
    assert response.status_code == 201
    assert response.json()["seats"][0]["name"] == "\u00e9mile"


def test_a_name_with_a_lone_surrogate_is_refused_not_crashed_on(client: TestClient) -> None:
    body = b'{"seats": [{"name": "A\\ud800"}, {"name": "B"}]}'
    response = client.post("/api/games", content=body, headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert "\\ud800" in response.json()["detail"][0]["input"]


@pytest.mark.parametrize(
    "name",
    [
        "\U0001f469\u200d\U0001f4bb",  # woman technologist: joined by a zero-width joiner
        "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian, with a non-joiner
        "\u0dc1\u0dca\u200d\u0dbb\u0dd3",  # Sinhala "Sri"
        "\U0001fa77",  # an emoji newer than Python 3.11's Unicode tables
        "\u0926\u0947\u0935\u0928\u093e\u0917\u0930\u0940",  # Devanagari
        "\u5c71\u7530\u592a\u90ce",  # Japanese
    ],
)
def test_names_in_every_script_are_taken(client: TestClient, name: str) -> None:
    response = client.post("/api/games", json={"seats": [{"name": name}, {"name": "B"}]})
    assert response.status_code == 201, response.text


@pytest.mark.parametrize("name", ["Ann\u200f", "A\u200bnn", "Ann\u202e", "A\ue000"])
def test_bidi_controls_zero_width_spaces_and_private_use_are_refused(
    client: TestClient, name: str
) -> None:
    response = client.post("/api/games", json={"seats": [{"name": name}, {"name": "B"}]})
    assert response.status_code == 422 and "control characters" in response.text
