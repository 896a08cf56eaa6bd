"""Undo over WebSockets: a person takes back their own last choice while the engine allows it;
every client gets the new view; the stored choices are only those that stood; refused with a
reason once it no longer applies, against a stale state, for spectators."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from server_helpers import Player, connect, create

from primetime.engine import Game
from primetime.server import ServerSettings, create_app


def live_game(client: TestClient, game_id: str) -> Game:
    game: Game = client.app.state.hub.games[game_id].game  # type: ignore[attr-defined]
    return game


def stored_choices(client: TestClient, game_id: str) -> tuple[str, ...]:
    stored = client.app.state.hub.store.load_game(game_id)  # type: ignore[attr-defined]
    assert stored is not None
    choices: tuple[str, ...] = stored.choices
    return choices


def undo(player: Player, state: int | None = None) -> None:
    state = player.view["state"] if state is None else state
    player.socket.send_json({"type": "undo", "state": state})


def first_option(player: Player) -> str:
    decision: dict[str, Any] | None = player.decision
    assert decision is not None
    text: str = decision["options"][0]["text"]
    return text


def test_a_person_takes_back_a_choice_and_everyone_sees_it(client: TestClient) -> None:
    game = create(client, None, None)  # Ann and Bob, hotseat seats; Pilot Season first
    gid = game["id"]
    with (
        connect(client, gid, None) as a,
        connect(client, gid, None) as b,
        connect(client, gid, None) as w,
    ):
        ann = Player(a).hello(game["seats"][0]["token"])
        bob = Player(b).hello(game["seats"][1]["token"])
        spectator = Player(w).hello(None)
        assert ann.view["undo"] == {
            "allowed": False,
            "reason": "there is no choice of this turn to take back",
        }
        assert spectator.view["undo"] == {"allowed": False, "reason": "spectators watch"}
        assert ann.decision is not None and ann.decision["unavailable"] == {}  # not a turn
        keep = first_option(ann)
        ann.choose(keep)  # Ann keeps two pilot cards; Bob keeps next
        assert ann.next_view()["undo"] == {"allowed": True, "reason": ""}
        assert bob.next_view()["undo"]["reason"] == "the last choice was Ann's"
        spectator.next_view()
        assert stored_choices(client, gid) == (keep,)

        undo(bob)
        assert bob.error()["message"] == "cannot undo: the last choice was Ann's"
        undo(spectator)
        assert spectator.error()["code"] == "spectator"
        undo(ann, state=0)
        assert ann.error()["code"] == "stale"

        undo(ann)  # accepted: every client gets the view before Ann's keep, the whole log
        view = ann.next_view()
        # state ids only grow: 1 choice, then 0 choices and 1 undo = 2
        assert view["state"] == 2 and view["decision"] is not None and view["log_start"] == 0
        assert bob.next_view()["state"] == 2 and bob.decision is None
        assert spectator.next_view()["state"] == 2
        # each is told who took a choice back, before the view it changes (Bob's decision goes)
        told = {"type": "undone", "seat": 0, "name": "Ann", "state": 2}
        for player in (ann, bob, spectator):
            assert [m for m in player.messages if m["type"] == "undone"] == [told]
            kinds = [(m["type"], m.get("state")) for m in player.messages]
            assert kinds.index(("undone", 2)) < kinds.index(("view", 2))
        assert live_game(client, gid).history == []
        assert stored_choices(client, gid) == ()

        ann.choose(keep, state=1)  # the state before the undo: stale, never applied
        assert ann.error()["code"] == "stale"
        ann.choose(keep)
        assert ann.next_view()["state"] == 3
        bob.next_view()
        bob.choose(first_option(bob))  # Bob keeps: the kept cards are revealed
        ann.next_view()
        bob.next_view()
        while ann.decision is None:
            ann.next_view()
        reason = ann.view["undo"]["reason"]
        assert reason in ("the last choice was Bob's", "a card was drawn or revealed since")
        undo(ann)
        assert ann.error() == {
            "type": "error",
            "code": "undo",
            "message": f"cannot undo: {reason}",
            "state": ann.view["state"],
        }
        assert stored_choices(client, gid) == tuple(live_game(client, gid).history)


def test_a_game_with_undone_choices_loads_from_storage_as_it_stood(client: TestClient) -> None:
    game = create(client, None, "random")
    gid = game["id"]
    with connect(client, gid, None) as a:
        ann = Player(a).hello(game["seats"][0]["token"])
        ann.choose(first_option(ann))
        ann.next_view()
        undo(ann)
        ann.next_view()
        ann.choose(ann.decision["options"][-1]["text"])  # type: ignore[index]
        ann.next_view()
        while ann.decision is None:  # the bot moves on until the game waits for Ann again
            ann.next_view()
    history = live_game(client, gid).history
    assert stored_choices(client, gid) == tuple(history)
    loaded = Game.new(live_game(client, gid).config)
    for choice in history:
        loaded.choose(choice)
    assert loaded.fingerprint() == live_game(client, gid).fingerprint()


def test_the_journal_drops_choices_in_order_with_the_choices_around_it(tmp_path: Any) -> None:
    """Choices stored, some taken back and others stored after, in one batch: the database
    holds exactly the choices that stood, and their checksum chain verifies on load."""
    import asyncio

    from primetime.engine import GameConfig
    from primetime.server.journal import Journal
    from primetime.server.storage import ChoiceRecord, SeatRecord, Store

    store = Store(f"sqlite:///{tmp_path / 'games.db'}")
    seats = [SeatRecord(0, "Ann", None, None, True), SeatRecord(1, "Bob", None, None, True)]
    store.create_game("game-undo-1", GameConfig(players=("Ann", "Bob"), seed=7), seats, "test")
    journal = Journal(store)

    async def work() -> None:
        await asyncio.gather(
            journal.append(ChoiceRecord("game-undo-1", 0, "a")),
            journal.append(ChoiceRecord("game-undo-1", 1, "b")),
            journal.drop("game-undo-1", 1),
            journal.append(ChoiceRecord("game-undo-1", 1, "c")),
            journal.append(ChoiceRecord("game-undo-1", 2, "d")),
        )
        await journal.drop("game-undo-1", 2)

    asyncio.run(work())
    journal.close()
    stored = Store(f"sqlite:///{tmp_path / 'games.db'}").load_game("game-undo-1")
    assert stored is not None and stored.choices == ("a", "c")


def test_state_ids_keep_growing_after_a_restart(settings: ServerSettings) -> None:
    """A choice taken back stays counted in storage: after a restart the game is at state 2,
    not 0, and the choice made at state 0 (then taken back) is refused as stale."""
    with TestClient(create_app(settings)) as client:
        game = create(client, None, None)
        gid = game["id"]
        with connect(client, gid, None) as a:
            ann = Player(a).hello(game["seats"][0]["token"])
            keep = first_option(ann)
            ann.choose(keep)
            ann.next_view()
            undo(ann)
            assert ann.next_view()["state"] == 2
    with TestClient(create_app(settings)) as client, connect(client, gid, None) as a:
        ann = Player(a).hello(game["seats"][0]["token"])
        assert ann.view["state"] == 2
        ann.choose(keep, state=0)
        assert ann.error()["code"] == "stale"
        assert stored_choices(client, gid) == ()
