"""Views (what one player may see, RULINGS section 6) and the log's plain-English lines."""

from __future__ import annotations

import json

import pytest

from helpers import placed
from primetime import Game, GameConfig
from primetime.engine.events import Event
from primetime.engine.narrate import describe
from primetime.engine.scenario import Scenario

NAMES = ("Ann", "Bob", "Cy")
VIEWERS = [None, 0, 1, 2]


@pytest.fixture
def game() -> Game:
    """A 3-player game in Pilot Season: everyone holds 4 cards, Ann (player 0) keeps first."""
    return placed(Game.new(GameConfig(players=NAMES, seed=1)))


def hands(game: Game) -> list[list[str]]:
    return [list(seat.hand) for seat in game.state.players]


# -- hands ---------------------------------------------------------------------------------------


def test_pilot_season_deals_four_pilot_cards_to_everyone(game: Game) -> None:
    for hand in hands(game):
        assert len(hand) == 4
        assert all(game.state.cards[c].category == "pilot" for c in hand)
    assert len({c for hand in hands(game) for c in hand}) == 12


def test_a_player_sees_their_own_pilot_cards_and_only_placeholders_of_others(game: Game) -> None:
    true_hands = hands(game)
    for viewer in (0, 1, 2):
        seen = [list(seat.hand) for seat in game.view(viewer).state.players]
        for seat, hand in enumerate(seen):
            if seat == viewer:
                assert hand == true_hands[seat]
            else:
                assert hand == ["?pilot"] * 4


def test_a_spectator_sees_no_hand(game: Game) -> None:
    seen = [list(seat.hand) for seat in game.view(None).state.players]
    assert seen == [["?pilot"] * 4] * 3


def test_a_view_never_names_a_card_of_anothers_hand(game: Game) -> None:
    true_hands = hands(game)
    for viewer in VIEWERS:
        text = json.dumps(game.view(viewer).to_dict())
        for seat, hand in enumerate(true_hands):
            for card in hand:
                assert (f'"{card}"' in text) == (seat == viewer), (viewer, card)


def test_public_parts_are_the_same_in_every_view(game: Game) -> None:
    truth = game.state
    for viewer in VIEWERS:
        state = game.view(viewer).state
        for seat, real in zip(state.players, truth.players, strict=True):
            assert seat.cash == real.cash
            assert [s.card if s else None for s in seat.lineup] == [
                s.card if s else None for s in real.lineup
            ]
        assert state.round == truth.round and state.phase == truth.phase == "pilot"


# -- decks ---------------------------------------------------------------------------------------


def test_deck_contents_are_placeholders_in_every_view(game: Game) -> None:
    truth = game.state.decks
    for viewer in VIEWERS:
        decks = game.view(viewer).state.decks
        assert set(decks) == set(truth) == {"show", "star", "ad", "network", "pilot"}
        for kind, deck in decks.items():
            assert len(deck) == len(truth[kind]) > 0
            for layer in deck.layers:
                assert layer.cards == ["?" + layer.pool] * len(layer.cards)
    pools = {layer.pool for layer in game.view(1).state.decks["show"].layers}
    assert pools == {"showA", "showB"}
    assert len(game.view(None).state.decks["pilot"]) == 20 - 12


def test_a_view_holds_no_seed(game: Game) -> None:
    assert game.state.key is not None
    for viewer in VIEWERS:
        assert game.view(viewer).state.key is None


def test_a_view_is_a_copy(game: Game) -> None:
    before = game.fingerprint()
    view = game.view(0)
    view.state.players[0].hand.clear()
    view.state.players[1].cash = 999
    assert game.fingerprint() == before
    assert len(game.state.players[0].hand) == 4


def test_cards_put_back_are_known_only_to_who_put_them_back(game: Game) -> None:
    kept = game.decision.options[0]
    dropped = sorted(set(game.state.players[0].hand) - set(kept.cards))  # type: ignore[attr-defined]
    game.choose(kept)
    assert sorted(c for c, known in game.state.box if known == (0,)) == dropped
    own = [c for c, known in game.view(0).state.box if known == (0,)]
    assert sorted(own) == dropped
    for viewer in (None, 1, 2):
        box = game.view(viewer).state.box
        assert [c for c, known in box if known == (0,)] == ["?pilot", "?pilot"]


# -- the log as each player saw it ---------------------------------------------------------------


def draws_of(log: list[Event], player: int) -> list[Event]:
    return [e for e in log if e.kind == "draw" and e.player == player]


def test_the_log_hides_others_draws(game: Game) -> None:
    real = draws_of(game.log, 0)
    assert len(real) == 4
    assert [e.data["card"] for e in real] == hands(game)[0]
    assert all(e.data == {"card": e.data["card"], "deck": "pilot"} for e in real)
    for viewer in (None, 1, 2):
        seen = draws_of(game.view(viewer).log, 0)
        assert [e.data for e in seen] == [{"deck": "pilot", "hidden": True}] * 4
        assert all(e.private is None for e in seen)
    own = draws_of(game.view(0).log, 0)
    assert [e.data for e in own] == [e.data for e in real]


def test_the_log_has_the_same_events_for_everyone(game: Game) -> None:
    kinds = [(e.kind, e.player) for e in game.log]
    assert len(kinds) == 3 + 12  # each player's starters placed, then the pilot cards dealt
    for viewer in VIEWERS:
        assert [(e.kind, e.player) for e in game.view(viewer).log] == kinds


def test_a_spectators_log_has_nothing_private(game: Game) -> None:
    for _ in range(3):
        game.choose(0)
    log = game.view(None).log
    assert all(e.private is None for e in log)
    assert [e.data for e in log if e.kind == "pilot-choose"] == [{"hidden": True}] * 3


def test_keeping_is_private_until_the_reveal(game: Game) -> None:
    option = game.decision.options[0]
    game.choose(option)
    cards = game.state.cards
    names = " and ".join(cards[c].name for c in option.cards)  # type: ignore[attr-defined]
    own = game.view(0)
    other = game.view(1)
    assert describe(own.log[-1], own.state) == f"Ann chooses Pilot Season cards: {names}"
    assert describe(other.log[-1], other.state) == "Ann chooses which Pilot Season cards to keep"


def test_to_dict_is_json_with_a_readable_log(game: Game) -> None:
    for viewer in VIEWERS:
        data = json.loads(json.dumps(game.view(viewer).to_dict()))
        assert data["viewer"] == viewer
        assert data["waiting_on"] == 0
        assert len(data["log"]) == 3 + 12
        assert all(set(entry) == {"kind", "player", "data", "text"} for entry in data["log"])
        texts = [entry["text"] for entry in data["log"]]
        placings = [text.split(" places their starters: ")[0] for text in texts[:3]]
        assert placings == list(NAMES)  # public: where everyone's starters went
        texts = texts[3:]
        for seat, name in enumerate(NAMES):
            if seat == viewer:
                mine = [game.state.cards[c].name for c in hands(game)[seat]]
                assert texts[4 * seat : 4 * seat + 4] == [f"{name} draws {n}" for n in mine]
            else:
                assert texts[4 * seat : 4 * seat + 4] == [f"{name} draws a pilot card"] * 4


def test_only_the_deciding_player_sees_the_decision(game: Game) -> None:
    decision = game.decision
    assert decision is not None and decision.player == 0
    assert game.view(0).decision == decision
    for viewer in (None, 1, 2):
        view = game.view(viewer)
        assert view.decision is None
        assert view.to_dict()["decision"] is None
        assert view.waiting_on == 0
    assert game.view(0).to_dict()["decision"] == {
        "player": 0,
        "kind": "pilot-keep",
        "prompt": decision.prompt,
        "options": [str(o) for o in decision.options],
    }
    game.choose(0)
    assert game.view(0).decision is None
    assert game.view(1).decision == game.decision


def test_a_finished_game_waits_on_nobody() -> None:
    import random

    game = placed(Game.new(GameConfig(players=NAMES[:2], seed=8)))
    rng = random.Random(8)
    while not game.over:
        game.choose(rng.choice(game.decision.options))
    for viewer in (None, 0, 1):
        view = game.view(viewer)
        assert view.decision is None and view.waiting_on is None
        data = json.loads(json.dumps(view.to_dict()))
        assert data["decision"] is None and data["over"] is True
        assert data["log"][-1]["text"] == "The game is over"


# -- plain-English lines -------------------------------------------------------------------------


def test_a_signed_star_reads_with_name_price_and_star() -> None:
    sc = Scenario(["Millie", "Taio"])
    sc.cash(0, 10).display(star=["cheeky-friend"], ad=["pet-insurance"])
    game = sc.start_turn(0)
    game.choose("sign-star cheeky-friend")
    star = game.state.cards["cheeky-friend"]
    signed = next(e for e in reversed(game.log) if e.kind == "sign-star")
    line = describe(signed, game.view(None).state)
    assert describe(game.log[-1], game.state) == "Taio's turn"  # then the next turn starts
    assert line == f"Millie pays ${star.cost}M and signs Cheeky Friend"
    assert line == "Millie pays $3M and signs Cheeky Friend"
    assert game.state.players[0].cash == 10 - star.cost
    game.choose("sign-ad pet-insurance")
    signed = next(e for e in reversed(game.log) if e.kind == "sign-ad")
    assert describe(signed, game.state) == "Taio signs Pet Insurance and gains its $1M bonus"


def test_producing_for_nothing_reads_as_free() -> None:
    """Creative Accounting takes $2M off Dextrous's cost ($2M): "produces ... for free"."""
    sc = Scenario(["Millie", "Taio"]).cash(0, 10)
    sc.green_room(0, "creative-accounting", "laundry-soap")
    sc.display(show=["dextrous"])
    game = sc.start_turn(0)
    game.choose("produce dextrous")
    started = next(e for e in reversed(game.log) if e.kind == "produce-start")
    assert started.data["cost"] == 0
    assert describe(started, game.view(1).state) == "Millie produces Dextrous for free"


def test_producing_reads_as_paying_then_airing() -> None:
    sc = Scenario(["Millie", "Taio"])
    sc.cash(0, 10).green_room(0, "method-actor").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick method-actor", "timeslot daytime"]:
        game.choose(choice)
    state = game.view(1).state
    lines = [describe(e, state) for e in game.view(1).log]
    assert "Millie pays $5M to produce Dawson's Reek" in lines
    assert (
        "Millie airs Dawson's Reek in daytime with Method Actor "
        "(timeslot penalty: starts on row 3)" in lines
    )


STATE = placed(Game.new(GameConfig(players=NAMES, seed=1))).state


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (
            Event("sign-star", 2, {"card": "cheeky-friend", "cost": 3}),
            "Cy pays $3M and signs Cheeky Friend",
        ),
        (Event("round", None, {"round": 2, "first": 1}), "Round 2 begins; Bob is 1st player"),
        (
            Event("deal", None, {"card": "big-game", "row": "network"}),
            "Big Game is dealt to the display",
        ),
        (Event("draw", 1, {"card": "?star", "deck": "star"}), "Bob draws a hidden star card"),
        (Event("draw", 1, {"deck": "star", "hidden": True}), "Bob draws a star card"),
        (Event("take-network", 0, {"card": "big-game", "cost": 0}), "Ann takes Big Game"),
        (
            Event("pass", 1, {"column": 0, "bonus": "viewers", "amount": 2, "last": False}),
            "Bob passes (column 1) and takes 2 viewers",
        ),
        (
            Event("pass", 0, {"column": 2, "bonus": "cash", "amount": 2, "last": True}),
            "Ann passes last and takes $2M",
        ),
        (Event("upkeep", 2, {"net": -3}), "Cy pays $3M upkeep"),
        (Event("upkeep", 2, {"net": 4}), "Cy earns $4M at upkeep"),
        (Event("score", 0, {"round": 3, "viewers": 17}), "Ann scores 17 viewers in round 3"),
        (Event("score", 0, {"round": 1, "viewers": 1}), "Ann scores 1 viewer in round 1"),
        (
            Event("bottom", 2, {"count": 1, "deck": "mogul", "hidden": True}),
            "Cy puts 1 mogul on the bottom of the mogul deck",
        ),
        (
            Event("bottom", 2, {"cards": ["dawsons-reek", "big-game"], "deck": "show"}),
            "Cy puts Dawson's Reek and Big Game on the bottom of the show deck",
        ),
        (
            Event("genre", 1, {"genre": "scifi", "space": 2}),
            "Bob advances to space 2 on the Sci-Fi track",
        ),
        (
            Event("cancel", 0, {"card": "dawsons-reek", "timeslot": 2, "reason": "upkeep"}),
            "Ann cancels Dawson's Reek (late night, can't pay upkeep); it goes to reruns",
        ),
        (
            Event("pilot-keep", 1, {"cards": ["cheeky-friend", "big-game"], "net": -3}),
            "Bob keeps Cheeky Friend and Big Game from Pilot Season and pays $3M",
        ),
        (
            Event("reshuffle", None, {"deck": "ad", "count": 12}),
            "the ad discards (12) are shuffled into a new deck",
        ),
        (Event("game-end", None, {"scores": [1, 2, 3]}), "The game is over"),
        (Event("gain", -1, {"card": "big-game"}), "Chance gains Big Game"),
        (Event("mystery-kind", 0, {"x": 1}), "Ann: mystery kind"),
        (Event("keep", 0, {"hidden": True}), "Ann: keep (hidden)"),
    ],
)
def test_describe_lines(event: Event, line: str) -> None:
    assert describe(event, STATE) == line
